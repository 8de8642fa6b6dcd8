# Campaign: rules core, Escarmouche hooks, files, computer player, golden campaign,
# the CLI contracts. Each test program names the section of docs/campaign.md it holds.
sk_add_test(test_campaign_orders test_campaign_orders.c)
target_link_libraries(test_campaign_orders PRIVATE skirmish_core_campaign)
# skirmish-cli campaign-resolve: every key, refusal and exit status.
add_test(NAME cli_campaign_resolve COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/campaign_contract.py
                                           $<TARGET_FILE:skirmish-cli>)
# The Escarmouche hooks: each one, off by default, and the AI playing with them.
sk_add_test(test_esc_hooks test_esc_hooks.c esc_test_util.c)
target_link_libraries(test_esc_hooks PRIVATE skirmish_ai)
# The rules past Phase 3: economy, traits, budgets, bonuses, chains, losers, victory.
sk_add_test(test_campaign_rules test_campaign_rules.c campaign_test_util.c)
target_link_libraries(test_campaign_rules PRIVATE skirmish_ai_campaign)
sk_add_test(test_campaign_victory test_campaign_victory.c campaign_test_util.c)
target_link_libraries(test_campaign_victory PRIVATE skirmish_ai_campaign)
# The computer player: each decision, and none depends on what its seat may not see.
sk_add_test(test_campaign_ai test_campaign_ai.c campaign_test_util.c data_test_util.c)
target_link_libraries(test_campaign_ai PRIVATE skirmish_ai_campaign skirmish_data_campaign)
# Map files: every shipped map, every broken fixture, random damage.
sk_add_test(test_campaign_files test_campaign_files.c data_test_util.c)
target_link_libraries(test_campaign_files PRIVATE skirmish_data_campaign)
# Saves: resumed at every step of a turn, the embedded match, hostile files.
sk_add_test(test_campaign_save test_campaign_save.c campaign_test_util.c data_test_util.c)
target_link_libraries(test_campaign_save PRIVATE skirmish_ai_campaign skirmish_data_campaign)
# Golden campaigns replayed from seed and inputs.
sk_add_test(test_campaign_golden test_campaign_golden.c campaign_test_util.c data_test_util.c)
target_link_libraries(test_campaign_golden PRIVATE skirmish_ai_campaign skirmish_data_campaign)
# skirmish-cli campaign-sim: keys, determinism, stored outputs, exit status.
add_test(NAME cli_campaign_sim COMMAND python3 ${CMAKE_CURRENT_SOURCE_DIR}/campaign_sim_contract.py
                                       $<TARGET_FILE:skirmish-cli> ${CMAKE_CURRENT_SOURCE_DIR}/data/campaign/cli)
# The computer's standard level in whole campaigns: capitals, garrisons, battles.
sk_add_test(test_campaign_ai_play test_campaign_ai_play.c campaign_ai_util.c campaign_test_util.c data_test_util.c)
target_link_libraries(test_campaign_ai_play PRIVATE skirmish_ai_campaign skirmish_data_campaign)
# Play-test 11: it holds a place with a fair chance; whole campaigns keep their battles.
sk_add_test(test_campaign_ai13 test_campaign_ai13.c campaign_test_util.c data_test_util.c)
target_link_libraries(test_campaign_ai13 PRIVATE skirmish_ai_campaign skirmish_data_campaign)

# Play-test 14: an empty capital in reach is guarded; an army far over budget splits.
sk_add_test(test_ai_h17_campaign test_ai_h17_campaign.c campaign_test_util.c data_test_util.c)
target_link_libraries(test_ai_h17_campaign PRIVATE skirmish_ai_campaign skirmish_data_campaign)
