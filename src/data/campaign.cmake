# Campaign files: bare positions and orders (campaign-resolve), maps, saves.
add_library(skirmish_data_campaign STATIC
    campaign_resolve_file.c
    campaign_map_file.c
    campaign_save_file.c
    campaign_match_file.c
    campaign_seats_file.c)
target_include_directories(skirmish_data_campaign PUBLIC ${PROJECT_SOURCE_DIR}/include PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
target_link_libraries(skirmish_data_campaign PUBLIC skirmish_core_campaign skirmish_data cjson PRIVATE skirmish_warnings)
