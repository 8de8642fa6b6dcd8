# Golden replays of whole scripted games.
sk_add_test(test_golden test_golden.c data_test_util.c)
target_link_libraries(test_golden PRIVATE skirmish_ai)
