# TRTS: a combat round of 40 pieces (target <= 10 us); a whole 32-round computer
# duel (target <= 50 ms).
add_executable(bench_trts bench_trts.c)
target_compile_definitions(bench_trts PRIVATE SKIRMISH_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
target_link_libraries(bench_trts PRIVATE skirmish_ai_trts skirmish_data_trts skirmish_warnings)
if(SKIRMISH_TESTS)
    add_test(NAME bench_trts_smoke COMMAND bench_trts --smoke)
endif()

# The TRTS map drawn at 1920x1080 on the software renderer (target >= 60 frames/s).
if(TARGET skirmish_client)
    if(NOT TARGET skirmish_client_trts)
        get_target_property(sk_client_sources skirmish_client SOURCES)
        list(FILTER sk_client_sources INCLUDE REGEX "/trts/")
        if(sk_client_sources)
            add_library(skirmish_client_trts INTERFACE)
            target_link_libraries(skirmish_client_trts INTERFACE skirmish_client skirmish_ai_trts skirmish_data_trts)
        else()
            file(GLOB sk_trts_client_sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/client/trts/*.c)
            add_library(skirmish_client_trts STATIC ${sk_trts_client_sources})
            target_link_libraries(skirmish_client_trts PUBLIC skirmish_client skirmish_ai_trts skirmish_data_trts
                                  PRIVATE skirmish_warnings)
        endif()
    endif()
    add_executable(bench_trts_view bench_trts_view.c)
    target_link_libraries(bench_trts_view PRIVATE skirmish_client_trts skirmish_warnings)
    if(SKIRMISH_TESTS)
        add_test(NAME bench_trts_view_smoke COMMAND bench_trts_view --smoke)
        set_tests_properties(bench_trts_view_smoke PROPERTIES ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy")
    endif()
endif()

# Areas held at rounds 6/10/16 and wins, level against level (run by hand).
add_executable(bench_trts_areas bench_trts_areas.c)
target_compile_definitions(bench_trts_areas PRIVATE SKIRMISH_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
target_link_libraries(bench_trts_areas PRIVATE skirmish_ai_trts skirmish_data_trts skirmish_warnings)

# The levels against a scripted land-grabber (measurement only; run by hand).
add_executable(bench_trts_grab bench_trts_grab.c)
target_compile_definitions(bench_trts_grab PRIVATE SKIRMISH_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
target_link_libraries(bench_trts_grab PRIVATE skirmish_ai_trts skirmish_data_trts skirmish_warnings)

# What the easy level does round by round: Micro passes, areas held, wins (run by hand).
add_executable(bench_trts_easy bench_trts_easy.c)
target_compile_definitions(bench_trts_easy PRIVATE SKIRMISH_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
target_link_libraries(bench_trts_easy PRIVATE skirmish_ai_trts skirmish_data_trts skirmish_warnings)

# What a level does round by round: Micro passes, dead rounds, areas, income (run by hand).
add_executable(bench_trts_turns bench_trts_turns.c)
target_compile_definitions(bench_trts_turns PRIVATE SKIRMISH_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
target_link_libraries(bench_trts_turns PRIVATE skirmish_ai_trts skirmish_data_trts skirmish_warnings)
