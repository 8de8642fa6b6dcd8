# Play online: the game server's clients and the client's online screens
# (src/client/online, src/client/front/online*.c), against the server library
# in-process over loopback.
if(TARGET skirmish_client AND TARGET skirmish_net)
    set(online_tests test_online_conn test_online_lobby test_online_battle test_online_conquest)
    if(TARGET skirmish_ai_campaign)
        list(APPEND online_tests test_online_campaign)  # the Campaign online (front/online_campaign.h)
    endif()
    if(TARGET skirmish_ai_trts AND TARGET skirmish_data_trts)
        list(APPEND online_tests test_online_trts) # TRTS on its own screen
    endif()
    foreach(t ${online_tests})
        sk_add_client_test(${t} skirmish_client ${t}.c client_test_util.c online_test_util.c)
        set_tests_properties(${t} PROPERTIES TIMEOUT 120)
    endforeach()
    # The seats kept between runs, without a window.
    sk_add_test(test_online_seats test_online_seats.c)
    target_link_libraries(test_online_seats PRIVATE skirmish_client)
endif()
# The lobby again in French, Spanish and the pseudo-locale (no pixels compared:
# every screen drawn at its size and at 800 x 560 without a layout fault, and in
# the pseudo-locale no English text), as tests/CMakeLists.txt does for the screens.
if(TEST test_online_lobby)
    get_test_property(test_online_lobby ENVIRONMENT base_env)
    foreach(lang fr es xx)
        set(tmp ${CMAKE_CURRENT_BINARY_DIR}/tmp/lang-${lang})
        file(MAKE_DIRECTORY ${tmp})
        set(env ${base_env})
        list(FILTER env EXCLUDE REGEX "^SKIRMISH_TEST_TMP=")
        list(APPEND env SKIRMISH_TEST_TMP=${tmp} SKIRMISH_TEST_LANGUAGE=${lang} LANGUAGE=${lang} LC_ALL= LC_MESSAGES=
             LANG=C.UTF-8 SKIRMISH_LOCALE_DIR=${PROJECT_BINARY_DIR}/locale)
        add_test(NAME test_online_lobby_${lang} COMMAND test_online_lobby)
        set_tests_properties(test_online_lobby_${lang} PROPERTIES ENVIRONMENT "${env}" LABELS language TIMEOUT 120)
    endforeach()
endif()
