# TRTS files: factions, maps, saved games (docs/trts.md "File formats").
add_library(skirmish_data_trts STATIC trts_faction.c trts_combat_file.c trts_map_file.c trts_save_file.c)
target_include_directories(skirmish_data_trts PUBLIC ${PROJECT_SOURCE_DIR}/include PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
target_link_libraries(skirmish_data_trts PUBLIC skirmish_core_trts skirmish_data cjson PRIVATE skirmish_warnings)
