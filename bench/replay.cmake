# Replays (issue 38): seeking to any step of a 30-round Escarmouche match, a
# 32-round TRTS duel, a 100-turn Conquest game and a 40-turn Campaign (target
# < 100 ms each seek).
add_executable(bench_replay bench_replay.c)
target_compile_definitions(bench_replay PRIVATE SKIRMISH_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
target_link_libraries(bench_replay PRIVATE skirmish_data_replay skirmish_ai_trts skirmish_ai_campaign skirmish_ai
                      skirmish_warnings)
if(SKIRMISH_TESTS)
    add_test(NAME bench_replay_smoke COMMAND bench_replay --smoke)
endif()
