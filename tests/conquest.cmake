# Conquest: rules core, files, bots, golden replays, the CLI contract. Each test
# program names the section of docs/conquest.md it holds.
sk_add_test(test_cq_graph test_cq_graph.c cq_test_util.c data_test_util.c)
sk_add_test(test_cq_orders test_cq_orders.c cq_test_util.c data_test_util.c)
sk_add_test(test_cq_combat test_cq_combat.c cq_test_util.c data_test_util.c)
sk_add_test(test_cq_turn test_cq_turn.c cq_test_util.c data_test_util.c)
sk_add_test(test_cq_file test_cq_file.c cq_test_util.c data_test_util.c)
sk_add_test(test_cq_fair test_cq_fair.c cq_test_util.c data_test_util.c)
sk_add_test(test_cq19_fair test_cq19_fair.c cq_test_util.c data_test_util.c)
sk_add_test(test_cq_bots test_cq_bots.c cq_test_util.c data_test_util.c)
target_link_libraries(test_cq_bots PRIVATE skirmish_ai)
sk_add_test(test_cq_bots_hard test_cq_bots_hard.c cq_test_util.c data_test_util.c)
target_link_libraries(test_cq_bots_hard PRIVATE skirmish_ai)
# The normal level: defends, pools, does not scatter, beats easy.
sk_add_test(test_cq_normal test_cq_normal.c cq_test_util.c data_test_util.c)
target_link_libraries(test_cq_normal PRIVATE skirmish_ai)
target_include_directories(test_cq_normal PRIVATE ${PROJECT_SOURCE_DIR}/src/ai) # normal's plan alone
# Normal attacks a neighbour it can beat, same seed same play (hCqAI19).
sk_add_test(test_cq_ai19_attack test_cq_ai19_attack.c cq_test_util.c data_test_util.c)
target_link_libraries(test_cq_ai19_attack PRIVATE skirmish_ai)
sk_add_test(test_cq_golden test_cq_golden.c cq_test_util.c data_test_util.c)
target_link_libraries(test_cq_golden PRIVATE skirmish_ai)
# skirmish-cli conquest-turn, conquest-sim and conquest-map: exact output and exit status.
add_test(NAME cli_conquest COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/conquest_contract.sh $<TARGET_FILE:skirmish-cli>
                                   ${CMAKE_CURRENT_SOURCE_DIR}/data/conquest/cli ${PROJECT_SOURCE_DIR})
# skirmish-cli conquest-serve: scripted bots in the public server's protocol
# (Debian's python3-websockets, installed by packaging/deps.sh) play whole games
# on 127.0.0.1; the record replays to the same state, our levels play
# conquest-sim's game; silent, late, leaving, malformed and flooding clients.
if(TARGET skirmish_net)
    find_program(SK_DEBIAN_PYTHON python3 PATHS /usr/bin NO_DEFAULT_PATH)
    if(NOT SK_DEBIAN_PYTHON)
        set(SK_DEBIAN_PYTHON python3)
    endif()
    add_test(NAME cli_conquest_serve COMMAND ${SK_DEBIAN_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/cli/conquest_serve_contract.py
                                             $<TARGET_FILE:skirmish-cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_conquest_serve PROPERTIES TIMEOUT 240)
    # The rulings for the community's clients (issue #26): late orders, names,
    # lobby, turn numbers, Start, --turn-min-ms, the game after its end, the
    # 1 MiB state limit, memory with clients that never read.
    add_test(NAME cli_conquest_serve_rulings
             COMMAND ${SK_DEBIAN_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/cli/conquest_serve_rulings.py
                     $<TARGET_FILE:skirmish-cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_conquest_serve_rulings PROPERTIES TIMEOUT 240)
    if(SKIRMISH_SANITIZE)
        set_property(TEST cli_conquest_serve_rulings APPEND PROPERTY ENVIRONMENT "SK_SANITIZED=1")
    endif()
else()
    # Without libwebsockets the command says so.
    add_test(NAME cli_conquest_serve_absent
             COMMAND sh -c "$<TARGET_FILE:skirmish-cli> conquest-serve --map x --port 0 2>&1 | grep -q 'no network support'")
endif()
# The client's network-bot seat, headless: a scripted bot (python3-websockets)
# joins the game the setup screen serves, which then plays to the end.
if(TARGET skirmish_client AND TARGET skirmish_net)
    sk_add_test(test_cq_netseat test_cq_netseat.c client_test_util.c)
    target_link_libraries(test_cq_netseat PRIVATE skirmish_client)
    set_property(TEST test_cq_netseat APPEND PROPERTY ENVIRONMENT
                 "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy;SK_PYTHON=${SK_DEBIAN_PYTHON}")
    set_tests_properties(test_cq_netseat PROPERTIES TIMEOUT 180)
endif()
# The public server's states in the client: dropped on the window (a game to
# continue) and in the player's conquest folder (a map).
if(TARGET skirmish_client)
    sk_add_client_test(test_cq_client_files skirmish_client test_cq_client_files.c client_test_util.c)
endif()
# What an attack would do (the order screens' preview), checked against the turn.
sk_add_test(test_cq_preview test_cq_preview.c cq_test_util.c data_test_util.c)
# The fifth round (the blind play-test): the cover's deliberate act, click then
# click, the cursor along edges, orders held during Replay, the leader, the
# turn report's order and scroll.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_conquest_round5 skirmish_client test_client_conquest_round5.c client_conquest_util.c client_test_util.c)
endif()
# The order warnings (split from round5): rivals named in a forecast, a
# vertex left thin, no edge said before no units.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_conquest_warnings skirmish_client test_client_conquest_warnings.c client_conquest_util.c
                client_test_util.c)
endif()
# The sixth round (play-test 5): the contested draw said before and after,
# whose losses a head-on meeting made, the log's order within a turn, Esc and
# the pick's hint, "No threats this turn", toggles kept on Load, the finished
# game's menu.
if(TARGET skirmish_client AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_conquest_round6.c)
    sk_add_client_test(test_client_conquest_round6 skirmish_client test_client_conquest_round6.c client_conquest_util.c client_test_util.c)
endif()
# Blind play-test 9: no draw is promised when everyone's units together cannot pay.
if(TARGET skirmish_client)
    sk_add_client_test(test_cq_forecast_pay skirmish_client test_cq_forecast_pay.c client_conquest_util.c client_test_util.c)
endif()
