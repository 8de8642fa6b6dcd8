# The TRTS computer player (docs/trts.md "Computer player").
add_library(skirmish_ai_trts STATIC trts_ai.c trts_easy.c trts_smart.c trts_look.c trts_plan.c trts_query.c)
target_include_directories(skirmish_ai_trts PUBLIC ${PROJECT_SOURCE_DIR}/include)
target_link_libraries(skirmish_ai_trts PUBLIC skirmish_core_trts PRIVATE skirmish_warnings)
