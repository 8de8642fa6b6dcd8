# Escarmouche scenarios: the computer's objective play and their balance
sk_add_test(test_ai_stance test_ai_stance.c ai_test_util.c esc_test_util.c)
target_link_libraries(test_ai_stance PRIVATE skirmish_ai)
# How an objective ended the game, in words; the checker's unwinnable goals
sk_add_test(test_esc_scenario_end test_esc_scenario_end.c esc_test_util.c data_test_util.c)
# The Survive line counts the round the top bar shows, a held turn included
if(TARGET skirmish_client)
    sk_add_test(test_client_scenario_survive test_client_scenario_survive.c client_scenario_util.c client_test_util.c)
    target_link_libraries(test_client_scenario_survive PRIVATE skirmish_client)
    set_property(TEST test_client_scenario_survive APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
endif()
# A scenario's side names are the names in play
if(TARGET skirmish_client)
    sk_add_test(test_client_scenario_sides test_client_scenario_sides.c client_scenario_util.c client_test_util.c)
    target_link_libraries(test_client_scenario_sides PRIVATE skirmish_client)
    set_property(TEST test_client_scenario_sides APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
endif()
# The editor's checker in words: exits as exits, which tool to use, a capital first
if(TARGET skirmish_client)
    sk_add_test(test_client_scenario_words test_client_scenario_words.c)
    target_link_libraries(test_client_scenario_words PRIVATE skirmish_client)
    set_property(TEST test_client_scenario_words APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
endif()
# The editor's units page: fixed units one by one, the escorted one by its row, saved and read back
if(TARGET skirmish_client)
    sk_add_test(test_client_scenario_units test_client_scenario_units.c client_scenario_util.c client_test_util.c)
    target_link_libraries(test_client_scenario_units PRIVATE skirmish_client)
    set_property(TEST test_client_scenario_units APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
endif()
# The computer plays for the objective on its side: blocks an exit, takes and contests a zone, kills the last unit, walks round a wall
sk_add_test(test_ai_objective test_ai_objective.c ai_test_util.c esc_test_util.c)
target_link_libraries(test_ai_objective PRIVATE skirmish_ai)
# The editor's Undo all goes back to the opened file however long the history; Test play plays the whole force
if(TARGET skirmish_client)
    sk_add_test(test_client_scenario_editor test_client_scenario_editor.c client_scenario_util.c client_test_util.c)
    target_link_libraries(test_client_scenario_editor PRIVATE skirmish_client)
    set_property(TEST test_client_scenario_editor APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
endif()
# Closing the window in the scenario editor with unsaved changes asks: Save / Don't save / Cancel
if(TARGET skirmish_client)
    sk_add_test(test_client_scn14 test_client_scn14.c client_test_util.c)
    target_link_libraries(test_client_scn14 PRIVATE skirmish_client)
    set_property(TEST test_client_scn14 APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
endif()
# The Scenarios list's Delete (asks first; Keep keeps) and Rename (refuses empty and taken names) of the player's own scenarios
if(TARGET skirmish_client)
    sk_add_test(test_client_scn15 test_client_scn15.c client_scenario_util.c client_test_util.c)
    target_link_libraries(test_client_scn15 PRIVATE skirmish_client)
    set_property(TEST test_client_scn15 APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
endif()
# The checker refuses an escort that cannot reach an exit within the round limit, naming the exits' key
sk_add_test(test_esc_scenario_escort test_esc_scenario_escort.c)
# Play-test 13: the player's own scenario texts shown as typed, never translated (shipped ones are)
if(TARGET skirmish_client)
    sk_add_test(test_client_scn16 test_client_scn16.c client_scenario_util.c client_test_util.c)
    target_link_libraries(test_client_scn16 PRIVATE skirmish_client)
    set_property(TEST test_client_scn16 APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy;SKIRMISH_LOCALE_DIR=${PROJECT_BINARY_DIR}/locale")
endif()
