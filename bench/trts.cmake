# TRTS: a combat round of 40 pieces (target <= 10 us); a whole 32-round computer
# duel (target <= 50 ms).
add_executable(bench_trts bench_trts.c)
target_compile_definitions(bench_trts PRIVATE SKIRMISH_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
target_link_libraries(bench_trts PRIVATE skirmish_ai_trts skirmish_data_trts skirmish_warnings)
if(SKIRMISH_TESTS)
    add_test(NAME bench_trts_smoke COMMAND bench_trts --smoke)
endif()
