# Replays of the four games (issue 38): a record opened from any game's save,
# seeking by checkpoints, a save at any step (include/skirmish/data/replay.h).
# The Campaign's record is part of its saves (campaign_record.h), so its files
# go in the Campaign's data library.
target_sources(skirmish_data_campaign PRIVATE replay_campaign.c replay_campaign_json.c replay_campaign_save.c)
add_library(skirmish_data_replay STATIC replay.c replay_json.c replay_battle.c)
target_include_directories(skirmish_data_replay PUBLIC ${PROJECT_SOURCE_DIR}/include PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})
target_link_libraries(skirmish_data_replay PUBLIC skirmish_data_trts skirmish_data_campaign skirmish_data cjson PRIVATE skirmish_warnings)
