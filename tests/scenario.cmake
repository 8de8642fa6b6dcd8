# Escarmouche scenarios: the computer's objective play and their balance
sk_add_test(test_ai_stance test_ai_stance.c ai_test_util.c esc_test_util.c)
target_link_libraries(test_ai_stance PRIVATE skirmish_ai)
# How an objective ended the game, in words; the checker's unwinnable goals
sk_add_test(test_esc_scenario_end test_esc_scenario_end.c esc_test_util.c data_test_util.c)
