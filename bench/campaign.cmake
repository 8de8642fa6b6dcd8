# Campaign: Phase 3 on a 64-location map with 16 armies (target <= 50 us); a whole
# 4-player, 12-turn campaign-sim with auto battles at normal (target <= 5 s).
add_executable(bench_campaign bench_campaign.c)
target_compile_definitions(bench_campaign PRIVATE SKIRMISH_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
target_link_libraries(bench_campaign PRIVATE skirmish_ai_campaign skirmish_data_campaign skirmish_warnings)
if(SKIRMISH_TESTS)
    add_test(NAME bench_campaign_smoke COMMAND bench_campaign --smoke)
endif()

# The campaign map drawn at 1920x1080 on the software renderer (target >= 60 frames/s).
if(TARGET skirmish_client AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/bench_campaign_view.c)
    add_executable(bench_campaign_view bench_campaign_view.c)
    target_link_libraries(bench_campaign_view PRIVATE skirmish_client skirmish_warnings)
    if(SKIRMISH_TESTS)
        add_test(NAME bench_campaign_view_smoke COMMAND bench_campaign_view --smoke)
        set_tests_properties(bench_campaign_view_smoke PROPERTIES ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy")
    endif()
endif()

# Does the campaign computer contest places? Its standard level, the classic
# level and a scripted attacker, head to head (docs/ai.md §10).
add_executable(bench_campaign_contest bench_campaign_contest.c ../tests/campaign_ai_util.c)
target_include_directories(bench_campaign_contest PRIVATE ${PROJECT_SOURCE_DIR}/tests)
target_compile_definitions(bench_campaign_contest PRIVATE SKIRMISH_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
target_link_libraries(bench_campaign_contest PRIVATE skirmish_ai_campaign skirmish_data_campaign skirmish_warnings)
if(SKIRMISH_TESTS)
    add_test(NAME bench_campaign_contest_smoke COMMAND bench_campaign_contest --smoke)
endif()

# Against a newcomer who grabs empty places and avoids fights (play-test 14):
# places, captures of the computer's capital, its army sizes against the budgets.
add_executable(bench_campaign_grab bench_campaign_grab.c ../tests/campaign_ai_util.c)
target_include_directories(bench_campaign_grab PRIVATE ${PROJECT_SOURCE_DIR}/tests)
target_compile_definitions(bench_campaign_grab PRIVATE SKIRMISH_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
target_link_libraries(bench_campaign_grab PRIVATE skirmish_ai_campaign skirmish_data_campaign skirmish_warnings)
if(SKIRMISH_TESTS)
    add_test(NAME bench_campaign_grab_smoke COMMAND bench_campaign_grab --smoke)
endif()
