# Conquest computer players: a hard bot's turn on every shipped map with the most
# seats it takes (the client calls it on the main thread; target < 50 ms).
add_executable(bench_cq_bots bench_cq_bots.c)
target_compile_definitions(bench_cq_bots PRIVATE SKIRMISH_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
target_link_libraries(bench_cq_bots PRIVATE skirmish_ai skirmish_data skirmish_core skirmish_warnings)
if(SKIRMISH_TESTS)
    add_test(NAME bench_cq_bots_smoke COMMAND bench_cq_bots --smoke)
endif()

# Does the Conquest computer contest and hold The Crown's hub? (play-test 14)
add_executable(bench_cq_crown bench_cq_crown.c)
target_compile_definitions(bench_cq_crown PRIVATE SKIRMISH_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
target_link_libraries(bench_cq_crown PRIVATE skirmish_ai skirmish_data skirmish_core skirmish_warnings)
if(SKIRMISH_TESTS)
    add_test(NAME bench_cq_crown_smoke COMMAND bench_cq_crown --smoke)
endif()

# Conquest levels head to head, seed by seed, and how often normal attacks (hCqAI19)
add_executable(bench_cq_ai19 bench_cq_ai19.c)
target_compile_definitions(bench_cq_ai19 PRIVATE SKIRMISH_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
target_link_libraries(bench_cq_ai19 PRIVATE skirmish_ai skirmish_data skirmish_core skirmish_warnings)
