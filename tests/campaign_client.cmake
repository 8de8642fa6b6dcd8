# The Campaign's client screens (round 8 on)
# Play-test 6 in the core: a trait's refusal order and reason, the turn limit a map needs.
if(TARGET skirmish_ai_campaign)
    sk_add_test(test_campaign_round8 test_campaign_round8.c campaign_test_util.c)
    target_link_libraries(test_campaign_round8 PRIVATE skirmish_ai_campaign)
endif()
# Play-test 6 on screen: the trait's reason, the tie-break in the top bar, the setup's turn limit.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_campaign_round8 skirmish_client test_client_campaign_round8.c client_campaign_util.c client_test_util.c)
endif()
# Play-test 6 polish on screen: the Esc hint only while an army is in hand.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_campaign_polish skirmish_client test_client_campaign_polish.c client_campaign_util.c client_test_util.c)
endif()
# Play-test 7: the computer presses an opponent who expands (battles it starts, places, no idle turns behind).
if(TARGET skirmish_ai_campaign)
    sk_add_test(test_campaign_ai_pressure test_campaign_ai_pressure.c campaign_ai_util.c campaign_test_util.c data_test_util.c)
    target_link_libraries(test_campaign_ai_pressure PRIVATE skirmish_ai_campaign skirmish_data_campaign)
endif()
# Play-test 7 teaching on screen: Create Regiment is the army's order, the budget's source, the control markers.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_campaign_teach skirmish_client test_client_campaign_teach.c client_campaign_util.c client_test_util.c)
endif()
# Play-test 9 (hCa10): a scattered army told with the rule's reason and drawn; long names fit.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_campaign_hca10 skirmish_client test_client_campaign_hca10.c client_campaign_util.c client_test_util.c)
endif()
# Play-test 9 (hCa10): hot-seat placing, the turn card does not eat the first click on one's zone.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_campaign_hca10_card skirmish_client test_client_campaign_hca10_card.c client_esc_util.c client_test_util.c)
endif()
# Play-test 9 (hCa10b): the selected army's buttons under its row; the empty-capital warning only when Domination is at stake.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_campaign_hca10b skirmish_client test_client_campaign_hca10b.c client_campaign_util.c client_downtime_util.c client_test_util.c)
endif()
# Play-test 11 (hCa13): the end says why the winner won, banners drop the fallen, the report reads by turn.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_ca13 skirmish_client test_client_ca13.c client_campaign_util.c client_test_util.c)
endif()
# Play-test 11 (hCa13b): a battle's result labels on the map clear of the place's name and the banners.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_ca13b_labels skirmish_client test_client_ca13b_labels.c client_campaign_util.c client_downtime_util.c
                client_test_util.c)
endif()
# Play-test 12 (hCa14): a standoff's forecast counts the enemy as its banner shows it.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_ca14 skirmish_client test_client_ca14.c client_campaign_util.c client_downtime_util.c client_test_util.c)
endif()
# Play-test 13 (hCa15): a drop on a place with no route says why, places out of reach crossed, Ready asks once.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_ca15 skirmish_client test_client_ca15.c client_campaign_util.c client_test_util.c)
endif()
# Play-test 14 (hCa17): a Hero's fall and injury told, army numbers on the banners, the standing in play.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_ca17 skirmish_client test_client_ca17.c client_campaign_util.c client_test_util.c)
endif()
# Play-test 14 (hCa17b): hot-seat letters as against the computer (the bottom player upper case), the greyed Yield says why.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_ca17b skirmish_client test_client_ca17b.c client_campaign_util.c client_test_util.c)
endif()
# hCa18 (play-test 15 #1): the Prepared Ambuscade's free move has its choice in the battle input.
file(GLOB hca18_input_sources CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/src/client/board/input*.c
     ${PROJECT_SOURCE_DIR}/src/client/board/sight_why.c ${PROJECT_SOURCE_DIR}/src/client/board/sight_line.c)
sk_add_test(test_client_ca18_ambuscade test_client_ca18_ambuscade.c battle_input_test_util.c esc_test_util.c
            ${hca18_input_sources} ${PROJECT_SOURCE_DIR}/src/client/board/intent.c)
target_include_directories(test_client_ca18_ambuscade PRIVATE ${PROJECT_SOURCE_DIR}/src/client)
# hCa18 (play-test 15): the Ambuscade's free move on the campaign battle's screen.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_ca18 skirmish_client test_client_ca18.c client_campaign_util.c client_test_util.c)
endif()
# hCa19 (play-test 16 #4): the hot-seat Downtime hand-over autosaved.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_ca19 skirmish_client test_client_ca19.c client_campaign_util.c client_test_util.c)
endif()
# hCa21 (play-test 17): an army too big for where it is sent is warned on the order and the card.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_ca21 skirmish_client test_client_ca21.c client_campaign_util.c client_test_util.c)
endif()
# hCa21b (play-test 17 leftovers): owned land unlike Ruins; one title rule; banners on their place; a move's loss said.
if(TARGET skirmish_client AND TARGET skirmish_ai_campaign)
    sk_add_client_test(test_client_ca21b skirmish_client test_client_ca21b.c client_campaign_util.c client_test_util.c)
endif()
