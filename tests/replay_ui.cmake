# Replays in the client (issue 38's client part): the controller, the finished
# games kept, the Replays screen, the replay screen and Play from here.
if(TARGET skirmish_client AND TARGET skirmish_data_replay)
    sk_add_test(test_client_replay test_client_replay.c client_test_util.c)
    target_link_libraries(test_client_replay PRIVATE skirmish_client)
    set_property(TEST test_client_replay APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
endif()
