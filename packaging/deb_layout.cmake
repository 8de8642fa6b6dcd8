# Run by CPack (CPACK_PRE_BUILD_SCRIPTS) on the staged files of each package,
# just before they are packed.

# Every package: directories created while staging follow the umask of whoever
# runs cpack; with umask 002 they would ship group-writable.
file(CHMOD_RECURSE "${CPACK_TEMPORARY_DIRECTORY}"
     DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

# The archive keeps the plain layout. The .deb gets the two changes Debian asks
# of a package in section games:
#
# - Programs go in /usr/games (Debian policy 11.11; lintian's error
#   package-section-games-but-contains-no-game). The data is still found as
#   <program dir>/../share/skirmish.
# - The DejaVu fonts come from the fonts-dejavu-core package (a Depends) through
#   relative symlinks, instead of a second copy (lintian's duplicate-font-file).
#   The bundled files are that package's, unmodified, so nothing changes on screen.
if(NOT CPACK_GENERATOR STREQUAL "DEB")
    return()
endif()

set(root "${CPACK_TEMPORARY_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX}")
if(NOT IS_DIRECTORY "${root}/bin")
    message(FATAL_ERROR "deb_layout.cmake: no ${root}/bin in the staged files")
endif()
file(RENAME "${root}/bin" "${root}/games")

foreach(font DejaVuSans.ttf DejaVuSans-Bold.ttf)
    set(staged "${root}/share/skirmish/assets/fonts/${font}")
    if(NOT EXISTS "${staged}")
        message(FATAL_ERROR "deb_layout.cmake: ${staged} is missing")
    endif()
    file(REMOVE "${staged}")
    file(CREATE_LINK "../../../fonts/truetype/dejavu/${font}" "${staged}" SYMBOLIC)
endforeach()
