# Escarmouche's client: the battle, lessons and scenarios screens (round 8 on)

# hEsc8 (play-test 6): one threat computation, clicks during an animation, Auto-deploy
# across Continue, a concession kept as the replay's end, the small fixes.
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_hesc8.c)
    sk_add_client_test(test_client_hesc8 skirmish_client_trts test_client_hesc8.c client_esc_util.c client_test_util.c)
endif()

# hEsc9 (play-test 7): Command Forward is a pending choice that Esc cancels; the hovered enemy's intent.
if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_battle_input_hesc9.c)
    file(GLOB hesc9_input_sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/client/board/input*.c
         ${PROJECT_SOURCE_DIR}/src/client/board/sight_why.c ${PROJECT_SOURCE_DIR}/src/client/board/sight_line.c)
    sk_add_test(test_battle_input_hesc9 test_battle_input_hesc9.c battle_input_test_util.c esc_test_util.c ${hesc9_input_sources}
                ${PROJECT_SOURCE_DIR}/src/client/board/intent.c)
    target_include_directories(test_battle_input_hesc9 PRIVATE ${PROJECT_SOURCE_DIR}/src/client)
endif()

# hEsc9 (play-test 7): the normal computer keeps its squad together.
if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_ai_hesc9.c)
    sk_add_test(test_ai_hesc9 test_ai_hesc9.c ai_games_util.c esc_test_util.c data_test_util.c)
    target_link_libraries(test_ai_hesc9 PRIVATE skirmish_ai)
endif()

# hEsc9 (play-test 7): a lesson that says "end your turn" does not ask "actions left?".
if(TARGET skirmish_client AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_tutorial_hesc9.c)
    sk_add_client_test(test_client_tutorial_hesc9 skirmish_client test_client_tutorial_hesc9.c client_test_util.c)
endif()

# hEsc10 (play-test 8): line of sight from the nearest corner, undo while placing, Feint's reason, Guardian's words.
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_hesc10.c)
    sk_add_client_test(test_client_hesc10 skirmish_client_trts test_client_hesc10.c client_esc_util.c client_test_util.c)
endif()
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_hesc10b.c)
    sk_add_client_test(test_client_hesc10b skirmish_client_trts test_client_hesc10b.c client_esc_util.c client_test_util.c)
endif()

# hEsc11 (play-test 9): out of sight says why (the gap between two touching corners); threats drawn along the walk.
if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_battle_input_hesc11.c)
    sk_add_test(test_battle_input_hesc11 test_battle_input_hesc11.c battle_input_test_util.c esc_test_util.c
                ${hesc9_input_sources} ${PROJECT_SOURCE_DIR}/src/client/board/intent.c)
    target_include_directories(test_battle_input_hesc11 PRIVATE ${PROJECT_SOURCE_DIR}/src/client)
endif()
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_hesc11.c)
    sk_add_client_test(test_client_hesc11 skirmish_client_trts test_client_hesc11.c client_esc_util.c client_test_util.c)
endif()

# hEsc13 (play-test 11): a greyed ability's own reason on its key and on a click while it is chosen.
if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc13_input.c)
    sk_add_test(test_client_esc13_input test_client_esc13_input.c battle_input_test_util.c esc_test_util.c
                ${hesc9_input_sources})
    target_include_directories(test_client_esc13_input PRIVATE ${PROJECT_SOURCE_DIR}/src/client)
endif()
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc13.c)
    sk_add_client_test(test_client_esc13 skirmish_client_trts test_client_esc13.c client_esc_util.c client_test_util.c)
endif()

# hEsc14 (play-test 12): a greyed ability chosen, a click on a move dot moves; elsewhere it says why.
if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc14_input.c)
    sk_add_test(test_client_esc14_input test_client_esc14_input.c battle_input_test_util.c esc_test_util.c
                ${hesc9_input_sources})
    target_include_directories(test_client_esc14_input PRIVATE ${PROJECT_SOURCE_DIR}/src/client)
endif()
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc14.c)
    sk_add_client_test(test_client_esc14 skirmish_client_trts test_client_esc14.c client_esc_util.c client_test_util.c)
endif()

# hEsc15 (play-test 13): the danger badge is the core's worst case, the pointer on one enemy or not.
if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc15.c)
    sk_add_test(test_client_esc15 test_client_esc15.c battle_input_test_util.c esc_test_util.c ${hesc9_input_sources}
                ${PROJECT_SOURCE_DIR}/src/client/board/intent.c ${PROJECT_SOURCE_DIR}/src/client/board/worst.c)
    target_include_directories(test_client_esc15 PRIVATE ${PROJECT_SOURCE_DIR}/src/client)
endif()
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc15b.c)
    sk_add_client_test(test_client_esc15b skirmish_client_trts test_client_esc15b.c client_esc_util.c client_test_util.c)
endif()

# hEsc17 (play-test 14): one points system on the card, line of sight shown before a move, tooltips by the pointer.
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc17.c)
    sk_add_client_test(test_client_esc17 skirmish_client_trts test_client_esc17.c client_esc_util.c client_test_util.c)
endif()
if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc17_sight.c)
    sk_add_test(test_client_esc17_sight test_client_esc17_sight.c battle_input_test_util.c esc_test_util.c
                ${hesc9_input_sources} ${PROJECT_SOURCE_DIR}/src/client/board/intent.c)
    target_include_directories(test_client_esc17_sight PRIVATE ${PROJECT_SOURCE_DIR}/src/client)
endif()

# hLbl17 (blind play-test 14, Escarmouche #7): the New-match squad lists keep every unit's name and rank whole at 800x560.
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_lbl17_esc.c)
    sk_add_client_test(test_client_lbl17_esc skirmish_client_trts test_client_lbl17_esc.c client_esc_util.c client_test_util.c)
endif()

# hEsc18 (play-test 15): the squares a move would give a shot from are marked.
if(TARGET skirmish_client AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc18.c)
    sk_add_test(test_client_esc18 test_client_esc18.c esc_test_util.c)
    target_link_libraries(test_client_esc18 PRIVATE skirmish_client)
    target_include_directories(test_client_esc18 PRIVATE ${PROJECT_SOURCE_DIR}/src/client)
    set_property(TEST test_client_esc18 APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
endif()

# hEsc19 (play-test 16): every attack preview asks the core what the unit may attack this turn.
if(TARGET skirmish_client AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc19.c)
    sk_add_test(test_client_esc19 test_client_esc19.c esc_test_util.c)
    target_link_libraries(test_client_esc19 PRIVATE skirmish_client)
    target_include_directories(test_client_esc19 PRIVATE ${PROJECT_SOURCE_DIR}/src/client)
    set_property(TEST test_client_esc19 APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
endif()
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc19_screens.c)
    sk_add_client_test(test_client_esc19_screens skirmish_client_trts test_client_esc19_screens.c client_esc_util.c client_test_util.c)
endif()

# hEsc19b (play-test 16): the battle screens' texts whole at 800x560 in French and Spanish; a question's box fits its content.
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc19b.c)
    sk_add_client_test(test_client_esc19b skirmish_client_trts test_client_esc19b.c client_esc_util.c client_test_util.c)
endif()
# hEsc19b (play-test 16, Campaign #5): a campaign battle's log keeps five lines at 800x560.
if(TARGET skirmish_client AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc19b_ca.c)
    sk_add_client_test(test_client_esc19b_ca skirmish_client test_client_esc19b_ca.c client_campaign_util.c client_test_util.c)
endif()
# hEsc21 (play-test 17): the New match setup explains abilities, ranks and the map picture; the computer's seat a label; Learn to play first for a newcomer.
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc21.c)
    sk_add_client_test(test_client_esc21 skirmish_client_trts test_client_esc21.c client_esc_util.c client_test_util.c)
endif()
