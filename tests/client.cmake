# Client modules that need no window: the battle screen's input state machine,
# driven with plain events on real rules states.
file(GLOB board_input_sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/client/board/input*.c
     ${PROJECT_SOURCE_DIR}/src/client/board/sight_why.c ${PROJECT_SOURCE_DIR}/src/client/board/sight_line.c)
foreach(t test_battle_input test_battle_input_flow)
    sk_add_test(${t} ${t}.c battle_input_test_util.c esc_test_util.c ${board_input_sources})
    target_include_directories(${t} PRIVATE ${PROJECT_SOURCE_DIR}/src/client)
endforeach()

# The client with its window (dummy video driver, software renderer): the
# animation timeline, pixel tests of every screen, a whole match by mouse.
if(TARGET skirmish_client)
    foreach(t test_client_anim test_client_pixels test_client_e2e test_client_scenes test_client_hardening
            test_client_battle_view test_client_keyboard)
        sk_add_client_test(${t} skirmish_client ${t}.c client_test_util.c)
    endforeach()
endif()

# The players' colours under the three colour-vision deficiencies (CIEDE2000).
if(TARGET skirmish_client)
    sk_add_test(test_client_palette test_client_palette.c)
    target_link_libraries(test_client_palette PRIVATE skirmish_client m)
endif()

# Conquest's match controller, without a window.
sk_add_test(test_cq_match test_cq_match.c ${PROJECT_SOURCE_DIR}/src/client/conquest/match.c)
target_include_directories(test_cq_match PRIVATE ${PROJECT_SOURCE_DIR}/src/client)
target_link_libraries(test_cq_match PRIVATE skirmish_ai)

# Conquest in the client: hot-seat by mouse and pixel tests.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_conquest skirmish_client test_client_conquest.c client_test_util.c)
    # The shared event log and Conquest's turn report, without a window.
    sk_add_test(test_client_eventlog test_client_eventlog.c)
    target_link_libraries(test_client_eventlog PRIVATE skirmish_client)
endif()

# The Barracks without a window: the editors' logic, search, sort, undo of a
# delete (src/client/barracks/editor*.c, on a scratch user directory).
file(GLOB barracks_editor_sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/client/barracks/editor*.c)
sk_add_test(test_barracks test_barracks.c data_test_util.c ${barracks_editor_sources})
target_include_directories(test_barracks PRIVATE ${PROJECT_SOURCE_DIR}/src/client)
# The Barracks' libraries on disk: portraits, damaged and hostile files, atomic
# writes, import, the shipped units and squads.
sk_add_test(test_library test_library.c data_test_util.c)
# The Barracks through the client: typing, keys, clicks, a dropped file.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_barracks skirmish_client test_client_barracks.c)
endif()

# The game's own command line: absurd --quit-after values are refused (exit 2).
if(TARGET skirmish)
    foreach(bad inf nan -1 1e300)
        add_test(NAME client_quit_after_${bad} COMMAND sh -c "\"$0\" --quit-after ${bad}; test $? -eq 2" $<TARGET_FILE:skirmish>)
        set_tests_properties(client_quit_after_${bad} PROPERTIES ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_AUDIODRIVER=dummy")
    endforeach()
endif()

# The preferences file the settings screen writes.
sk_add_test(test_data_prefs test_data_prefs.c)

# Sound effects (src/client/shell/audio.c): the mixer, every shipped WAV, the
# generator's output against the shipped files (src/tools/gen_sound_synth.c),
# and the module with the dummy driver, no driver and no files.
if(TARGET skirmish_client)
    sk_add_test(test_audio test_audio.c ${PROJECT_SOURCE_DIR}/src/tools/gen_sound_synth.c)
    target_include_directories(test_audio PRIVATE ${PROJECT_SOURCE_DIR}/src/tools)
    target_link_libraries(test_audio PRIVATE skirmish_client m)
    set_property(TEST test_audio APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
endif()

# The help browser and every game's book: every page at three sizes with no text
# wider than its box, F1 and the pause menus per game, search, links, the catalogues
# against the tables, the diagrams and the worked example against the cores.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_help skirmish_client test_client_help.c client_test_util.c)
endif()

# TRTS in the client (src/client/trts): a game turn by mouse, covers, undo,
# save and load, pixel tests of every screen. Until the client's folder list
# holds trts, its screens are built here as a library of their own.
if(TARGET skirmish_client)
    if(NOT TARGET skirmish_client_trts)
        get_target_property(sk_client_sources skirmish_client SOURCES)
        list(FILTER sk_client_sources INCLUDE REGEX "/trts/")
        if(sk_client_sources)
            add_library(skirmish_client_trts INTERFACE)
            target_link_libraries(skirmish_client_trts INTERFACE skirmish_client skirmish_ai_trts skirmish_data_trts)
        else()
            file(GLOB sk_trts_client_sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/client/trts/*.c)
            add_library(skirmish_client_trts STATIC ${sk_trts_client_sources})
            target_link_libraries(skirmish_client_trts PUBLIC skirmish_client skirmish_ai_trts skirmish_data_trts
                                  PRIVATE skirmish_warnings)
        endif()
    endif()
    sk_add_client_test(test_client_trts skirmish_client_trts test_client_trts.c client_test_util.c client_trts_util.c)
    sk_add_client_test(test_client_trts_combat skirmish_client_trts test_client_trts_combat.c client_test_util.c client_trts_util.c)
    # The area-map board on every shipped map of the three games: labels never
    # overlap at 1280x800 and 800x560, the board is built once per map.
    if(TARGET skirmish_ai_campaign)
        sk_add_client_test(test_client_areamap skirmish_client_trts test_client_areamap.c client_test_util.c)
        # The area map's camera never leaves the map: pans, zooms, centre-ons and resizes.
        sk_add_client_test(test_areamap_camera skirmish_client_trts test_areamap_camera.c client_test_util.c)
        # The three area-map games by keys alone (areamap/keys.c), the Barracks' fields in the focus ring.
        sk_add_client_test(test_client_areamap_keys skirmish_client_trts test_client_areamap_keys.c client_test_util.c)
        # Conquest's vertex names on Plains (play-test 16): the same places from turn to
        # turn, each clearly its own token's, every held vertex named at 800x560.
        sk_add_client_test(test_client_am21 skirmish_client_trts test_client_am21.c client_test_util.c)
    endif()
    # TRTS's public events in the event log, the hidden slot count (issue 24)
    sk_add_test(test_client_trts_events test_client_trts_events.c trts_test_util.c)
    target_link_libraries(test_client_trts_events PRIVATE skirmish_client_trts)
    # "Show last turn again" (issue 21): from the right state, step by step to
    # now, skippable, gone after the next order, nothing hidden shown
    sk_add_client_test(test_client_trts_lastturn skirmish_client_trts test_client_trts_lastturn.c client_test_util.c trts_test_util.c)
endif()

# Every game's setup screen inside the window from 800 x 560 to 2560 x 1440, and
# the watch's own speed (Escarmouche's "Watch the computer").
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_setups skirmish_client_trts test_client_setups.c client_test_util.c)
endif()

# Issue #20 through the client: a settings file with one bad value keeps the
# rest, damaged autosaves of every game set aside through one path with the
# message whole on the menu, a full TRTS record still concedes and saves.
if(TARGET skirmish_client_trts AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_damaged skirmish_client_trts test_client_damaged.c client_test_util.c)
endif()

# The Campaign in the client: a mouse-driven hot-seat turn with a battle fought on
# the board, saves, autosave and Continue, and pixel tests of every screen.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_campaign.c)
    sk_add_client_test(test_client_campaign skirmish_client test_client_campaign.c client_campaign_util.c client_test_util.c)
    # What happened: the per-seat turn report and its hidden information, click
    # to centre, the last reveal shown again, the reveal's stages over time, and
    # a battle between computers that no watching or loading can re-roll.
    sk_add_client_test(test_client_campaign_report skirmish_client test_client_campaign_report.c client_campaign_util.c client_test_util.c)
    # Third round (issue 32), one program a concern: the battle in the players'
    # colours and emblems, every standoff told and the reveal's captions, a
    # Downtime you can read with each seat's own screens, the map at every size.
    foreach(t test_client_campaign_battle test_client_campaign_battle_look test_client_campaign_reveal test_client_campaign_downtime
              test_client_campaign_orders test_client_campaign_map)
        if(EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/${t}.c)
            # Downtime and the orders (one program each) share client_downtime_util.
            if(t MATCHES "_(downtime|orders)$")
                sk_add_test(${t} ${t}.c client_campaign_util.c client_downtime_util.c client_test_util.c)
            else()
                sk_add_test(${t} ${t}.c client_campaign_util.c client_test_util.c)
            endif()
            target_link_libraries(${t} PRIVATE skirmish_client)
            set_property(TEST ${t} APPEND PROPERTY ENVIRONMENT "SDL_VIDEODRIVER=dummy;SDL_RENDER_DRIVER=software;SDL_AUDIODRIVER=dummy")
        endif()
    endforeach()
endif()

# Continue and Load in the shell (issue 32): every unfinished game of every kind,
# newest first, with its game, map, turn and date; the menu that does not move.
if(TARGET skirmish_client_trts AND TARGET skirmish_ai_campaign AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_continue.c)
    sk_add_client_test(test_client_continue "skirmish_client_trts;skirmish_client" test_client_continue.c client_test_util.c)
endif()
if(TARGET skirmish_client_trts AND TARGET skirmish_ai_campaign AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_shell.c)
    sk_add_client_test(test_client_shell "skirmish_client_trts;skirmish_client" test_client_shell.c client_test_util.c)
endif()

# Who is who in the four games (issue 21): seats through save, load and continue,
# the computer playing on, names, Victory and Defeat.
if(TARGET skirmish_client_trts AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_seats "skirmish_client_trts;skirmish_client" test_client_seats.c client_test_util.c)
endif()

# Translation (src/i18n): the settings' choice at once, plural forms, dates and
# decimals, content names, the cores' hook, the language in settings.json; then
# the language each environment gives, with no locale generated for it.
sk_add_test(test_i18n test_i18n.c)
target_link_libraries(test_i18n PRIVATE skirmish_i18n)
set_property(TEST test_i18n APPEND PROPERTY ENVIRONMENT "SKIRMISH_LOCALE_DIR=${PROJECT_BINARY_DIR}/locale")
foreach(case
        "fr|LANG=fr_FR.UTF-8"
        "es|LANG=es_ES.UTF-8"
        "fr|LANG=fr_BE@euro"
        "es|LANGUAGE=es:fr;LANG=fr_FR.UTF-8"
        "fr|LANGUAGE=de:fr;LANG=de_DE.UTF-8"
        "en|LANG=de_DE.UTF-8"
        "en|LC_ALL=C;LANGUAGE=fr"
        "en|LC_ALL=POSIX;LANG=fr_FR.UTF-8"
        "fr|LC_ALL=C.UTF-8;LANGUAGE=fr"
        "es|LC_MESSAGES=es_MX.UTF-8;LANG=fr_FR.UTF-8"
        "fr|LC_ALL=fr_CA.UTF-8;LC_MESSAGES=es_ES.UTF-8"
        "en|LANG=en_GB.UTF-8"
        "en|LANGUAGE=en:fr;LANG=fr_FR.UTF-8")
    string(REPLACE "|" ";" parts "${case}")
    list(GET parts 0 expect)
    list(SUBLIST parts 1 -1 env)
    string(MAKE_C_IDENTIFIER "${case}" id)
    add_test(NAME test_i18n_env_${id} COMMAND test_i18n ${expect})
    # Every variable the choice reads is set, empty when the case does not name it.
    set(full "LANGUAGE=;LC_ALL=;LC_MESSAGES=;LANG=")
    foreach(kv ${env})
        string(REGEX MATCH "^[A-Z_]+" var "${kv}")
        string(REPLACE "${var}=;" "" full "${full};")
        string(REGEX REPLACE ";$" "" full "${full}")
        list(APPEND full "${kv}")
    endforeach()
    list(APPEND full "SKIRMISH_LOCALE_DIR=${PROJECT_BINARY_DIR}/locale")
    set_tests_properties(test_i18n_env_${id} PROPERTIES ENVIRONMENT "${full}")
endforeach()

# TRTS, third round (issue 33): what a seat is shown is the same whatever the
# other side did unseen (its production, its bank, its hidden moves).
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_trts_hidden.c)
    sk_add_client_test(test_client_trts_hidden skirmish_client_trts test_client_trts_hidden.c client_test_util.c client_trts_util.c trts_test_util.c)
endif()

# Escarmouche, third round (issue 35): the unit editor's abilities whole and
# both setups' squads of six inside their panels at 800 x 560 in every language,
# saves that hold the exact moment, the hot-seat's Auto-deploy for one side.
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_esc_round3 skirmish_client_trts test_client_esc_round3.c client_test_util.c)
endif()

# Conquest's map, third round (issue 34): names drawn, no edge through a token,
# every held vertex's weight badge, no stale hover card, the pause menu.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_conquest_round3 skirmish_client test_client_conquest_round3.c client_test_util.c)
endif()

# Fourth round of the four games' feel (issues 32 to 35), one program a game.
# Each is built only once its file exists.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_campaign_round4.c)
    sk_add_client_test(test_client_campaign_round4 skirmish_client test_client_campaign_round4.c client_campaign_util.c client_test_util.c)
endif()
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_campaign_saves.c)
    sk_add_client_test(test_client_campaign_saves skirmish_client test_client_campaign_saves.c client_campaign_util.c client_test_util.c)
endif()
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_trts_round4.c)
    sk_add_client_test(test_client_trts_round4 skirmish_client_trts test_client_trts_round4.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
    # The blind play-tests' findings (split from round 4's file: its size).
    sk_add_client_test(test_client_trts_playtest skirmish_client_trts test_client_trts_playtest.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()
if(TARGET skirmish_client AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_conquest_round4.c)
    sk_add_client_test(test_client_conquest_round4 skirmish_client test_client_conquest_round4.c client_conquest_util.c client_test_util.c)
endif()
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc_round4.c)
    sk_add_client_test(test_client_esc_round4 skirmish_client_trts test_client_esc_round4.c client_esc_util.c client_test_util.c)
endif()
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_esc_screens.c)
    sk_add_client_test(test_client_esc_screens skirmish_client_trts test_client_esc_screens.c client_esc_util.c client_test_util.c)
endif()
if(TARGET skirmish_client AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_scenario.c)
    sk_add_client_test(test_client_scenario skirmish_client test_client_scenario.c client_scenario_util.c client_test_util.c)
endif()
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_hesc.c)
    sk_add_client_test(test_client_hesc skirmish_client_trts test_client_hesc.c client_esc_util.c client_test_util.c)
endif()
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_hesc_board.c)
    sk_add_client_test(test_client_hesc_board skirmish_client_trts test_client_hesc_board.c client_esc_util.c client_test_util.c)
endif()
if(TARGET skirmish_client AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_tutorial.c)
    sk_add_client_test(test_client_tutorial skirmish_client test_client_tutorial.c client_test_util.c)
endif()
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_hesc2.c)
    sk_add_client_test(test_client_hesc2 skirmish_client_trts test_client_hesc2.c client_esc_util.c client_test_util.c)
endif()
if(TARGET skirmish_client_trts AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_hesc2_seen.c)
    sk_add_client_test(test_client_hesc2_seen skirmish_client_trts test_client_hesc2_seen.c client_esc_util.c client_test_util.c)
endif()
if(TARGET skirmish_client AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_portraits.c)
    sk_add_test(test_client_portraits test_client_portraits.c)
    target_link_libraries(test_client_portraits PRIVATE skirmish_client)
endif()
