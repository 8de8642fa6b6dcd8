# Data layer: loaders, savers, shipped data files. Each program links the shared
# helpers in data_test_util.c.
sk_add_test(test_data_squad test_data_squad.c data_test_util.c)
sk_add_test(test_data_map test_data_map.c data_test_util.c)
sk_add_test(test_data_atomic test_data_atomic.c data_test_util.c)
sk_add_test(test_data_save test_data_save.c data_test_util.c)
sk_add_test(test_data_broken test_data_broken.c data_test_util.c)
sk_add_test(test_data_shipped test_data_shipped.c data_test_util.c)
sk_add_test(test_client_ca13b test_client_ca13b.c data_test_util.c)
target_link_libraries(test_client_ca13b PRIVATE skirmish_data_campaign)
sk_add_test(test_data_state test_data_state.c data_test_util.c)
sk_add_test(test_data_robust test_data_robust.c data_test_util.c)
sk_add_test(test_data_campaign_battle_save test_data_campaign_battle_save.c data_test_util.c)
