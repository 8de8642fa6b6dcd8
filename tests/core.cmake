# Rules-core tests (Escarmouche): cmocka programs sharing the helpers of
# esc_test_util.c. Each file names the section of docs/rules.md it holds.
sk_add_test(test_esc_board test_esc_board.c esc_test_util.c)
# What the other side can do to each unit next turn (threat.c), from the rules' own generator.
sk_add_test(test_esc_threat test_esc_threat.c esc_test_util.c)
sk_add_test(test_esc_los test_esc_los.c esc_test_util.c)
sk_add_test(test_esc_unit test_esc_unit.c esc_test_util.c)
sk_add_test(test_esc_squad test_esc_squad.c esc_test_util.c)
sk_add_test(test_esc_move test_esc_move.c esc_test_util.c)
sk_add_test(test_esc_turn test_esc_turn.c esc_test_util.c)
sk_add_test(test_esc_abilities test_esc_abilities.c esc_test_util.c)
sk_add_test(test_esc_legal test_esc_legal.c esc_test_util.c)
sk_add_test(test_esc_record test_esc_record.c esc_test_util.c)
# Scenarios (docs/rules.md "Scenarios"): deployment squares, each objective's rule,
# the scenario file's refusals one by one, the shipped scenarios.
sk_add_test(test_esc_scenario test_esc_scenario.c esc_test_util.c data_test_util.c)
