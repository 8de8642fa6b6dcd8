# Computer players: legality, determinism, budget, tactics in hand-built
# positions, a short soak with the rules' invariants checked after every action,
# and skirmish-cli simulate's contract. The benchmarks (win rates, decision
# times, the long soak) are bench/bench_ai.sh, run by hand.
find_package(Threads REQUIRED)
sk_add_test(test_ai test_ai.c ai_test_util.c esc_test_util.c)
target_link_libraries(test_ai PRIVATE skirmish_ai Threads::Threads)
sk_add_test(test_ai_play test_ai_play.c ai_test_util.c esc_test_util.c)
target_link_libraries(test_ai_play PRIVATE skirmish_ai)
sk_add_test(test_ai_soak test_ai_soak.c esc_test_util.c data_test_util.c)
target_link_libraries(test_ai_soak PRIVATE skirmish_ai)
add_test(NAME cli_simulate COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/cli/simulate_contract.sh $<TARGET_FILE:skirmish-cli>
                                   ${PROJECT_SOURCE_DIR})
# Keeps the benchmark script working (a few tiny games; timings mean nothing here).
add_test(NAME bench_ai_smoke COMMAND ${PROJECT_SOURCE_DIR}/bench/bench_ai.sh smoke $<TARGET_FILE:skirmish-cli>)
# Normal presses an advantage: it acts when ahead and an advance or attack is open (hEsc).
sk_add_test(test_ai_hesc test_ai_hesc.c ai_test_util.c esc_test_util.c)
target_link_libraries(test_ai_hesc PRIVATE skirmish_ai)
# Normal plays to win: archers shoot, kills beat stripping a stance, a side the limit rules against
# comes forward, normal beats easy (hEscAI).
sk_add_test(test_ai_hescai test_ai_hescai.c ai_test_util.c esc_test_util.c data_test_util.c)
target_link_libraries(test_ai_hescai PRIVATE skirmish_ai)
# Normal and hard do not pace: no two moves for what one does, no step back to where a unit stood a
# turn before with nothing struck (hEscAI15; the figures over whole games are bench/bench_ai_dither.c's).
sk_add_test(test_ai_h15 test_ai_h15.c ai_test_util.c ai_games_util.c esc_test_util.c data_test_util.c)
target_link_libraries(test_ai_h15 PRIVATE skirmish_ai)
# Normal's heavy units close in: each sound one ends round 2 nearer the enemy than it began, on the
# seeds where the old normal's stood off; a wounded one is not sent in (hEscAI19; the figures over
# whole games are bench/bench_esc_heavy.c's).
sk_add_test(test_esc_ai_h19 test_esc_ai_h19.c ai_test_util.c ai_games_util.c esc_test_util.c data_test_util.c)
target_link_libraries(test_esc_ai_h19 PRIVATE skirmish_ai)
target_include_directories(test_esc_ai_h19 PRIVATE ${PROJECT_SOURCE_DIR}/src/ai)
# A side behind near the round limit strikes a stanced enemy (play-test 16, Campaign defect 1; hEscAI19b).
sk_add_test(test_esc_ai_h19b test_esc_ai_h19b.c ai_test_util.c ai_games_util.c esc_test_util.c data_test_util.c)
target_link_libraries(test_esc_ai_h19b PRIVATE skirmish_ai)
target_include_directories(test_esc_ai_h19b PRIVATE ${PROJECT_SOURCE_DIR}/src/ai)
