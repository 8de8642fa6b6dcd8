# The Campaign's screens (src/client/campaign): part of skirmish_client, with the
# Campaign's data layer and computer player.
file(GLOB campaign_client_sources CONFIGURE_DEPENDS ${CMAKE_CURRENT_LIST_DIR}/*.c)
target_sources(skirmish_client PRIVATE ${campaign_client_sources})
target_link_libraries(skirmish_client PUBLIC skirmish_data_campaign skirmish_ai_campaign)
target_compile_definitions(skirmish_client PUBLIC SKIRMISH_HAVE_CAMPAIGN_CLIENT)
