# Escarmouche scenarios: the computer's objective play and their balance
sk_add_test(test_ai_stance test_ai_stance.c ai_test_util.c esc_test_util.c)
target_link_libraries(test_ai_stance PRIVATE skirmish_ai)
# How an objective ended the game, in words; the checker's unwinnable goals
sk_add_test(test_esc_scenario_end test_esc_scenario_end.c esc_test_util.c data_test_util.c)
# The Survive line counts the round the top bar shows, a held turn included
if(TARGET skirmish_client)
    sk_add_client_test(test_client_scenario_survive skirmish_client test_client_scenario_survive.c client_scenario_util.c client_test_util.c)
endif()
# A scenario's side names are the names in play
if(TARGET skirmish_client)
    sk_add_client_test(test_client_scenario_sides skirmish_client test_client_scenario_sides.c client_scenario_util.c client_test_util.c)
endif()
# The editor's checker in words: exits as exits, which tool to use, a capital first
if(TARGET skirmish_client)
    sk_add_client_test(test_client_scenario_words skirmish_client test_client_scenario_words.c)
endif()
# The editor's units page: fixed units one by one, the escorted one by its row, saved and read back
if(TARGET skirmish_client)
    sk_add_client_test(test_client_scenario_units skirmish_client test_client_scenario_units.c client_scenario_util.c client_test_util.c)
endif()
# The computer plays for the objective on its side: blocks an exit, takes and contests a zone, kills the last unit, walks round a wall
sk_add_test(test_ai_objective test_ai_objective.c ai_test_util.c esc_test_util.c)
target_link_libraries(test_ai_objective PRIVATE skirmish_ai)
# The editor's Undo all goes back to the opened file however long the history; Test play plays the whole force
if(TARGET skirmish_client)
    sk_add_client_test(test_client_scenario_editor skirmish_client test_client_scenario_editor.c client_scenario_util.c client_test_util.c)
endif()
# Closing the window in the scenario editor with unsaved changes asks: Save / Don't save / Cancel
if(TARGET skirmish_client)
    sk_add_client_test(test_client_scn14 skirmish_client test_client_scn14.c client_scenario_util.c client_test_util.c)
endif()
# The Scenarios list's Delete (asks first; Keep keeps) and Rename (refuses empty and taken names) of the player's own scenarios
if(TARGET skirmish_client)
    sk_add_client_test(test_client_scn15 skirmish_client test_client_scn15.c client_scenario_util.c client_test_util.c)
endif()
# Play-test 18: Rename refuses a shipped scenario's name; Save refuses an empty name, nothing written
if(TARGET skirmish_client)
    sk_add_client_test(test_client_scn22 skirmish_client test_client_scn22.c client_scenario_util.c client_test_util.c)
endif()
# The checker refuses an escort that cannot reach an exit within the round limit, naming the exits' key
sk_add_test(test_esc_scenario_escort test_esc_scenario_escort.c)
# Play-test 13: the player's own scenario texts shown as typed, never translated (shipped ones are)
if(TARGET skirmish_client)
    sk_add_test(test_client_scn16 test_client_scn16.c client_scenario_util.c client_test_util.c)
    target_link_libraries(test_client_scn16 PRIVATE skirmish_client)
    set_property(TEST test_client_scn16 APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy;SKIRMISH_LOCALE_DIR=${PROJECT_BINARY_DIR}/locale")
    sk_add_test(test_client_scn17 test_client_scn17.c client_scenario_util.c client_test_util.c)
    target_link_libraries(test_client_scn17 PRIVATE skirmish_client)
    set_property(TEST test_client_scn17 APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy;SKIRMISH_LOCALE_DIR=${PROJECT_BINARY_DIR}/locale")
    # Play-test 15: the marker rule in words (a one-sided zone only blocks), Lesson 5 as the core plays it
    sk_add_test(test_client_scn18 test_client_scn18.c client_scenario_util.c client_test_util.c)
    target_link_libraries(test_client_scn18 PRIVATE skirmish_client)
    set_property(TEST test_client_scn18 APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy;SKIRMISH_LOCALE_DIR=${PROJECT_BINARY_DIR}/locale")
    # Play-test 16: too few deployment squares for a side's force refused in words; every problem listed
    sk_add_client_test(test_client_scn19 skirmish_client test_client_scn19.c client_scenario_util.c client_test_util.c)
    # Play-test 17: only win conditions under Objectives, each after its side; a rule note as a hint; markers said
    sk_add_client_test(test_client_scn21 skirmish_client test_client_scn21.c client_scenario_util.c client_test_util.c)
endif()
