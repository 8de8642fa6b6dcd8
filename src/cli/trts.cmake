# skirmish-cli trts-combat and trts-sim (docs/trts.md "Command line").
target_sources(skirmish-cli PRIVATE cmd_trts.c)
target_link_libraries(skirmish-cli PRIVATE skirmish_ai_trts skirmish_data_trts skirmish_core_trts)
target_compile_definitions(skirmish-cli PRIVATE SKIRMISH_HAVE_TRTS)
