# Client modules that need no window: the battle screen's input state machine,
# driven with plain events on real rules states.
sk_add_test(test_battle_input test_battle_input.c esc_test_util.c ${PROJECT_SOURCE_DIR}/src/client/battle_input.c)
target_include_directories(test_battle_input PRIVATE ${PROJECT_SOURCE_DIR}/src/client)
