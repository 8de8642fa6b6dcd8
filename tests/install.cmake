# `cmake --install` into a temporary prefix, then the installed programs run from
# elsewhere and must find their data there; the desktop files, icons and man
# pages must be installed and valid.
add_test(NAME install_tree
         COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/install/test_install.sh ${CMAKE_COMMAND} ${PROJECT_BINARY_DIR}
                 ${CMAKE_CURRENT_BINARY_DIR}/tmp)
set_tests_properties(install_tree PROPERTIES TIMEOUT 600)
