# Conquest's client screens (round 8 on)
if(TARGET skirmish_client AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_conquest_round8.c)
    sk_add_client_test(test_client_conquest_round8 skirmish_client test_client_conquest_round8.c client_conquest_util.c client_test_util.c)
endif()
# Play-test 6: the turn report tells who is out after the captures that put it out.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_eventlog_order skirmish_client test_client_eventlog_order.c)
endif()
# Play-test 6 polish on screen: the turn report opens in the corner that hides the fewest vertices.
if(TARGET skirmish_client AND EXISTS ${CMAKE_CURRENT_SOURCE_DIR}/test_client_conquest_polish.c)
    sk_add_client_test(test_client_conquest_polish skirmish_client test_client_conquest_polish.c client_conquest_util.c client_test_util.c)
endif()
# Play-test 7: reloading a save does not show the computer's hidden orders.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_conquest_reload skirmish_client test_client_conquest_reload.c)
endif()
# Play-test 7: an order that may end in the weighted draw says so on its arrow.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_conquest_draws skirmish_client test_client_conquest_draws.c client_conquest_util.c client_test_util.c)
endif()
# Play-test 7: one report a turn, changes on the map, the last turn, the units graph.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_conquest_turns skirmish_client test_client_conquest_turns.c client_conquest_util.c client_test_util.c
                cq_test_util.c data_test_util.c)
endif()
# Play-test 9: reinforcements named in each seat's report, the legend over the threat tags, the setup explained.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_conquest_feel skirmish_client test_client_conquest_feel.c client_conquest_util.c client_test_util.c)
endif()
# Blind play-test 11: previews lead with the worst case; the map keeps its place; hot-seat un-ready; concede.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_cq13 skirmish_client test_client_cq13.c client_conquest_util.c client_test_util.c)
endif()
# Blind play-test 11 (hCq13b): the close-window dialog's safe Enter.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_cq13b skirmish_client test_client_cq13b.c client_conquest_util.c client_test_util.c)
endif()
# Blind play-test 12 (hCq14): nothing on the hot-seat cover leads back to the last player's orders.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_cq14 skirmish_client test_client_cq14.c client_conquest_util.c client_test_util.c)
endif()
# Blind play-test 13 (hCq15): T on the hot-seat cover lifts it only; a new game's Threats as Settings says.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_cq15 skirmish_client test_client_cq15.c client_conquest_util.c client_test_util.c)
endif()
# Blind play-test 14 (hCq17): the legend's rows in every language; the report off the map.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_cq17 skirmish_client test_client_cq17.c client_conquest_util.c client_test_util.c)
endif()
# Blind play-test 15 (hCq18): knocked out, the player is told and chooses Watch, Results or Menu.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_cq18 skirmish_client test_client_cq18.c client_conquest_util.c client_test_util.c)
endif()
# Blind play-test 16 (hCq19): the head-on risk of the selected order's own edge.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_cq19 skirmish_client test_client_cq19.c client_conquest_util.c client_test_util.c)
endif()
# Blind play-test 16 (hCq19b): the lesson's end says what next; Quit to menu in the lesson asks first.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_cq19b skirmish_client test_client_cq19b.c client_conquest_util.c client_test_util.c)
endif()
# Blind play-test 17 (hCq21): the draw's stakes on the arrow, in the preview and once in the panel; "-> 0" explained.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_cq21 skirmish_client test_client_cq21.c client_conquest_util.c client_test_util.c)
endif()
# Blind play-test 17 leftovers (hCq21b): the hover card in the corner across from its vertex.
if(TARGET skirmish_client)
    sk_add_client_test(test_client_cq21b skirmish_client test_client_cq21b.c client_conquest_util.c client_test_util.c)
endif()
