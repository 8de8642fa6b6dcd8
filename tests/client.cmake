# Client modules that need no window: the battle screen's input state machine,
# driven with plain events on real rules states.
sk_add_test(test_battle_input test_battle_input.c esc_test_util.c ${PROJECT_SOURCE_DIR}/src/client/battle_input.c)
target_include_directories(test_battle_input PRIVATE ${PROJECT_SOURCE_DIR}/src/client)

# The client with its window (dummy video driver, software renderer): the
# animation timeline, pixel tests of every screen, a whole match by mouse.
if(TARGET skirmish_client)
    foreach(t test_client_anim test_client_pixels test_client_e2e)
        sk_add_test(${t} ${t}.c)
        target_link_libraries(${t} PRIVATE skirmish_client)
        set_property(TEST ${t} APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
    endforeach()
endif()
