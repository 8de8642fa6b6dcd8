# TRTS: faction tables, rules core, files, computer player, golden games, the CLI
# contracts (docs/trts.md names the test of each rule).
sk_add_test(test_trts_faction test_trts_faction.c trts_test_util.c)
target_link_libraries(test_trts_faction PRIVATE skirmish_data_trts)
# skirmish-cli trts-combat: every default, targeting rule, refusal and exit code.
add_test(NAME cli_trts_combat COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/trts_combat_contract.py $<TARGET_FILE:skirmish-cli>)
sk_add_test(test_trts_map test_trts_map.c trts_test_util.c data_test_util.c)
target_link_libraries(test_trts_map PRIVATE skirmish_data_trts)
sk_add_test(test_trts_rules test_trts_rules.c trts_test_util.c)
target_link_libraries(test_trts_rules PRIVATE skirmish_data_trts)
sk_add_test(test_trts_engage test_trts_engage.c trts_test_util.c)
target_link_libraries(test_trts_engage PRIVATE skirmish_data_trts)
sk_add_test(test_trts_ai test_trts_ai.c trts_test_util.c)
target_link_libraries(test_trts_ai PRIVATE skirmish_ai_trts skirmish_data_trts)
sk_add_test(test_trts_save test_trts_save.c trts_test_util.c data_test_util.c)
target_link_libraries(test_trts_save PRIVATE skirmish_ai_trts skirmish_data_trts)
# skirmish-cli trts-sim: keys, determinism, match types, refusals.
add_test(NAME cli_trts_sim COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/trts_sim_contract.py $<TARGET_FILE:skirmish-cli>
                                   ${PROJECT_SOURCE_DIR})
sk_add_test(test_trts_combat test_trts_combat.c trts_test_util.c)
target_link_libraries(test_trts_combat PRIVATE skirmish_data_trts)
# The combat forecast: it foretells the round fought, and hidden things never change it.
sk_add_test(test_trts_forecast test_trts_forecast.c trts_test_util.c)
target_link_libraries(test_trts_forecast PRIVATE skirmish_data_trts)
# Every area of every shipped TRTS map keeps its name on the map at both sizes.
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_trts_labels skirmish_client_trts test_client_trts_labels.c client_test_util.c)
    # No two names touch, each clearly its own token's, no amber mark over a name (play-test 14, TRTS #11).
    sk_add_client_test(test_client_lbl17 skirmish_client_trts test_client_lbl17.c client_test_util.c)
endif()
sk_add_test(test_trts_ai_htrai test_trts_ai_htrai.c trts_test_util.c)
target_link_libraries(test_trts_ai_htrai PRIVATE skirmish_ai_trts skirmish_data_trts)
# The computer takes back its own half in the early land grab (play-test 7).
sk_add_test(test_trts_ai_grab test_trts_ai_grab.c trts_test_util.c)
target_link_libraries(test_trts_ai_grab PRIVATE skirmish_ai_trts skirmish_data_trts)
# The computer engages a lone enemy worker beside its free army, never passes (play-test 12).
sk_add_test(test_trts_ai_h15 test_trts_ai_h15.c trts_test_util.c)
target_link_libraries(test_trts_ai_h15 PRIVATE skirmish_ai_trts skirmish_data_trts)
# A short game against a player who guards its areas: no lone worker into a guarded area, no idle round 3 (play-test 14).
sk_add_test(test_trts_ai_h17 test_trts_ai_h17.c trts_test_util.c)
target_link_libraries(test_trts_ai_h17 PRIVATE skirmish_ai_trts skirmish_data_trts)
# The easy computer leaves its start area in rounds 2-4 of a short game (play-test 15, TRTS #4).
sk_add_test(test_trts_ai_h18 test_trts_ai_h18.c trts_test_util.c)
target_link_libraries(test_trts_ai_h18 PRIVATE skirmish_ai_trts skirmish_data_trts)
# The normal computer is busy in rounds 3-5 of a short game and builds its second depot
# before its start area runs dry at 16 rounds (hTrAI19).
sk_add_test(test_trts_ai_h19 test_trts_ai_h19.c trts_test_util.c)
target_link_libraries(test_trts_ai_h19 PRIVATE skirmish_ai_trts skirmish_data_trts)
