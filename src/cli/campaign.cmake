# skirmish-cli campaign-resolve and campaign-sim.
target_sources(skirmish-cli PRIVATE cmd_campaign.c cmd_campaign_sim.c)
target_link_libraries(skirmish-cli PRIVATE skirmish_data_campaign skirmish_ai_campaign skirmish_core_campaign)
target_compile_definitions(skirmish-cli PRIVATE SKIRMISH_HAVE_CAMPAIGN)
