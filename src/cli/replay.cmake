# skirmish-cli replay (issue 38; docs/cli.md "replay").
target_sources(skirmish-cli PRIVATE cmd_replay.c)
target_link_libraries(skirmish-cli PRIVATE skirmish_data_replay)
target_compile_definitions(skirmish-cli PRIVATE SKIRMISH_HAVE_REPLAY)
