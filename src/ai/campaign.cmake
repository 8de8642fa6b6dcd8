# The campaign's computer player.
add_library(skirmish_ai_campaign STATIC campaign_ai.c campaign_sim.c)
target_include_directories(skirmish_ai_campaign PUBLIC ${PROJECT_SOURCE_DIR}/include)
target_link_libraries(skirmish_ai_campaign PUBLIC skirmish_core_campaign skirmish_ai PRIVATE skirmish_warnings)
