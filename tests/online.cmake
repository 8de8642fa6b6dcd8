# Play online: the game server's clients and the client's online screens
# (src/client/online, src/client/front/online*.c), against the server library
# in-process over loopback.
if(TARGET skirmish_client AND TARGET skirmish_net)
    foreach(t test_online_conn test_online_lobby)
        sk_add_test(${t} ${t}.c client_test_util.c)
        target_link_libraries(${t} PRIVATE skirmish_client)
        set_property(TEST ${t} APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
        set_tests_properties(${t} PROPERTIES TIMEOUT 120)
    endforeach()
    # The seats kept between runs, without a window.
    sk_add_test(test_online_seats test_online_seats.c)
    target_link_libraries(test_online_seats PRIVATE skirmish_client)
endif()
