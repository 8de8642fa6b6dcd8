# Replays in the client (issue 38's client part): the controller, the finished
# games kept, the Replays screen, the replay screen and Play from here.
if(TARGET skirmish_client AND TARGET skirmish_data_replay)
    sk_add_client_test(test_client_replay skirmish_client test_client_replay.c client_test_util.c)
endif()
# The Campaign's replay: its map, seeking, a battle watched and Back, the
# hidden views, Play from here.
if(TARGET skirmish_client AND TARGET skirmish_data_replay AND TARGET skirmish_data_campaign)
    sk_add_client_test(test_client_replay_campaign skirmish_client test_client_replay_campaign.c client_test_util.c)
endif()
# Again in French and the pseudo-locale (no pixels compared there: every
# screen drawn at its size and at 800 x 560 without a layout fault, and in the
# pseudo-locale no English text), as tests/CMakeLists.txt does for the screens.
foreach(t test_client_replay test_client_replay_campaign)
if(TEST ${t})
    get_test_property(${t} ENVIRONMENT base_env)
    foreach(lang fr xx)
        set(tmp ${CMAKE_CURRENT_BINARY_DIR}/tmp/lang-${lang})
        file(MAKE_DIRECTORY ${tmp})
        set(env ${base_env})
        list(FILTER env EXCLUDE REGEX "^SKIRMISH_TEST_TMP=")
        list(APPEND env SKIRMISH_TEST_TMP=${tmp} SKIRMISH_TEST_LANGUAGE=${lang} LANGUAGE=${lang} LC_ALL= LC_MESSAGES=
             LANG=C.UTF-8 SKIRMISH_LOCALE_DIR=${PROJECT_BINARY_DIR}/locale)
        add_test(NAME ${t}_${lang} COMMAND ${t})
        set_tests_properties(${t}_${lang} PROPERTIES ENVIRONMENT "${env}" LABELS language)
    endforeach()
endif()
endforeach()
