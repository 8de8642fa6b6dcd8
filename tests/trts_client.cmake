# TRTS's client screens (round 8 on)
# Blind play-test 6: the way round a cliff named, the combat log's maths.
sk_add_test(test_trts_playtest6 test_trts_playtest6.c trts_test_util.c)
target_link_libraries(test_trts_playtest6 PRIVATE skirmish_data_trts)
if(TARGET skirmish_client_trts)
    # Blind play-test 6 on screen: the pick kept after a refusal, Undo of a group move,
    # the way round a cliff, the combat log's maths and keep-alive line.
    sk_add_client_test(test_client_trts_playtest6 skirmish_client_trts test_client_trts_playtest6.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()
# Play-test 6 polish on screen: End keeps its key hint in French.
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_trts_polish skirmish_client_trts test_client_trts_polish.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()
# Blind play-test 7 on screen: a move into another team's area asked with its
# forecast, Enter after a clicked order, Done asked only when something can be paid,
# quick clicks on unit rows, "Pick all here", moved units named in Reposition.
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_trts_playtest7 skirmish_client_trts test_client_trts_playtest7.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()
# Blind play-test 7 (hTr9b): a too-far move names the cliff walking units go round.
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_trts_cliff skirmish_client_trts test_client_trts_cliff.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()
# Blind play-test 7 (hTr9b): unit icons told apart at map scale (12 px silhouettes).
if(TARGET skirmish_client_trts)
    sk_add_test(test_client_trts_icons test_client_trts_icons.c)
    target_link_libraries(test_client_trts_icons PRIVATE skirmish_client_trts)
endif()
# Blind play-test 8 (hTr10): End of a quiet Micro turn that ends the phase said and
# asked, "Same as last round" counted as a click gives it, a building worker not "moved".
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_trts_playtest8 skirmish_client_trts test_client_trts_playtest8.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()
# Blind play-test 11 on screen (hTr13): a move's cost said before it, units
# already in the target stay, Leave told, the dry round, the live map's marks of
# the others' moves from the seat's view only.
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_trts13 skirmish_client_trts test_client_trts13.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()

# TRTS play-test 11 (hTr13b): the live map's marks of the others' moves rebuilt
# on load; the replay's top bar says it is a replay, and whose turn.
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_trts13b skirmish_client_trts test_client_trts13b.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()

# TRTS play-test 12 (hTr14): a failed attack's mark says "Attack repelled", not
# "Captured"; Reposition's refusals give the first rule; the build grid stays put.
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_trts14 skirmish_client_trts test_client_trts14.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()

# TRTS play-test 13 (hTr15): the map's losses split by side and counted from
# the seat's view; a failed attack worded from the seat's side, with what holds.
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_trts15 skirmish_client_trts test_client_trts15.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()

# Play-test 14 (hTr17): each area's plate worded from the seat's side and the
# true outcome; the economy plan; what Range does.
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_trts17 skirmish_client_trts test_client_trts17.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()
# Blind play-test 14 (hTr17b): TRTS's map and input: a way through areas not
# the team's says where to stop and go on; walls; drags; Esc; quiet turns.
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_trts17b skirmish_client_trts test_client_trts17b.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()

# play-test 15 (helper hTr18): remembered enemies, economy causes, fire order, confirms
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_trts18 skirmish_client_trts test_client_trts18.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()

# play-test 16 (helper hTr19): refusals between walled areas, prompts and Enter, attack cards, event labels
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_trts19 skirmish_client_trts test_client_trts19.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()

# play-test 16 (helper hTr19b): the side panel's buttons stay put across rounds
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_trts19b skirmish_client_trts test_client_trts19b.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()

# blind play-test 17 (helper hTr21): hidden enemy units shown as hidden ("?"),
# news seen stays seen, Esc, the set-up screen
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_tr21 skirmish_client_trts test_client_tr21.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()

# blind play-test 17 leftovers (helper hTr21b): one hot-seat cover per hand-over,
# nothing passes by itself; the panel's "Your moves"
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_tr21b skirmish_client_trts test_client_tr21b.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()

# blind play-test 18 (helper hTr22): Enter after an Enter-confirmed prompt acts
# with no pointer motion (the key's release seen without a frame)
if(TARGET skirmish_client_trts)
    sk_add_client_test(test_client_tr22 skirmish_client_trts test_client_tr22.c client_test_util.c client_trts_util.c
                client_trts_screen_util.c trts_test_util.c)
endif()
