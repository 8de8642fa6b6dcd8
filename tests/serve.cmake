# skirmish-cli serve, the game server (docs/protocol.md), over loopback with
# Debian's python3-websockets (packaging/deps.sh): a whole match with a
# watcher and each seat's frames checked against what it may see, a client
# cut and resuming, the server killed and restarted mid-game, a game against
# the computer, hostile frames, idle games expiring (serve_contract.py).
if(TARGET skirmish_net)
    find_program(SK_SERVE_PYTHON python3 PATHS /usr/bin NO_DEFAULT_PATH)
    if(NOT SK_SERVE_PYTHON)
        set(SK_SERVE_PYTHON python3)
    endif()
    add_test(NAME cli_serve COMMAND ${SK_SERVE_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/cli/serve_contract.py
                                    $<TARGET_FILE:skirmish-cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_serve PROPERTIES TIMEOUT 240 COST 16)
else()
    add_test(NAME cli_serve_absent
             COMMAND sh -c "$<TARGET_FILE:skirmish-cli> serve --port 0 2>&1 | grep -q 'no network support'")
endif()
# TRTS on the server: a 24-round duel against the computer, a 12-round one
# between two clients and a team game on four-winds, to their end with
# every frame checked against what the seat may see (the combat log's figures
# too) and a watcher's against the public view, the frames unchanged by the
# other seat's production, gas split and buildings, SIGKILL and restart, a
# client cut in its Macro resuming at the exact point (serve_trts.py).
if(TARGET skirmish_net AND TARGET skirmish_core_trts)
    add_test(NAME cli_serve_trts COMMAND ${SK_SERVE_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/cli/serve_trts.py
                                         $<TARGET_FILE:skirmish-cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_serve_trts PROPERTIES TIMEOUT 240 COST 14)
endif()
# Conquest on the server: a game to its end with each turn's orders secret
# until resolved (the other seat's frame the same whatever they were), orders
# given before SIGKILL kept, bad orders refused, a client cut after its orders
# resuming into the turn resolved with them (serve_conquest.py).
if(TARGET skirmish_net)
    add_test(NAME cli_serve_conquest COMMAND ${SK_SERVE_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/cli/serve_conquest.py
                                             $<TARGET_FILE:skirmish-cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_serve_conquest PROPERTIES TIMEOUT 240)
endif()
# The Campaign on the server: two clients play three turns, the third with a
# battle whose duel both play on the server's board; every frame of Alice's
# checked against what she may see, and the same whatever Bob recruited (his
# gold, roster and squad) until the board shows a unit of his, and whatever his
# first orders were until they are resolved; SIGKILL after her secret orders
# and mid-duel, both resume; a client cut mid-duel resumes at the exact point;
# bad decisions refused; a campaign against two computers to its end, their
# duels with each other on the board too, watched (serve_campaign.py).
if(TARGET skirmish_net AND TARGET skirmish_ai_campaign AND TARGET skirmish_data_campaign)
    add_test(NAME cli_serve_campaign COMMAND ${SK_SERVE_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/cli/serve_campaign.py
                                             $<TARGET_FILE:skirmish-cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_serve_campaign PROPERTIES TIMEOUT 300 COST 14)
endif()
# What a client needs to rebuild its board: the objective in the view, and
# the history (every action with its seat; the other squad and the seed only
# once deployment is over), the same after a resume and a restart
# (serve_history.py).
if(TARGET skirmish_net)
    add_test(NAME cli_serve_history COMMAND ${SK_SERVE_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/cli/serve_history.py
                                            $<TARGET_FILE:skirmish-cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_serve_history PROPERTIES TIMEOUT 200)
endif()
# docs/protocol.md's whole game is what the server says (serve_example.py).
if(TARGET skirmish_net)
    add_test(NAME cli_serve_example COMMAND ${SK_SERVE_PYTHON} ${CMAKE_CURRENT_SOURCE_DIR}/cli/serve_example.py
                                            $<TARGET_FILE:skirmish-cli> ${PROJECT_SOURCE_DIR})
    set_tests_properties(cli_serve_example PROPERTIES TIMEOUT 60)
endif()
# The soak: 200 games at once, 50 of each kind (Escarmouche, Conquest, TRTS,
# the Campaign with a battle on the board), played to their end while clients
# stall, flood and send garbage, the server killed (SIGKILL) a third of the way
# in and started again, every client resuming its seat with its token; the
# server's peak memory under 400 MiB, and a new server on the store loads
# every game, none set aside (bench/serve_bench.py
# with small hold and latency parts; the games' files on tmpfs when there is
# one, so that the disk's fsync does not set the pace).
if(TARGET skirmish_net)
    set(sk_serve_store)
    if(EXISTS /dev/shm)
        set(sk_serve_store --store /dev/shm)
    endif()
    # The sanitizer build plays 40 games (10 of each kind, the same hostile
    # clients, kill and restart): its allocator's quarantine leaves no memory
    # bound to check, and 200 games there cost two minutes of the suite; the
    # Release build plays the 200 and checks the bound.
    set(sk_soak_games 200)
    if(SKIRMISH_SANITIZE)
        set(sk_soak_games 40)
    endif()
    add_test(NAME cli_serve_soak COMMAND ${SK_SERVE_PYTHON} ${PROJECT_SOURCE_DIR}/bench/serve_bench.py
                                         $<TARGET_FILE:skirmish-cli> ${PROJECT_SOURCE_DIR}
                                         --games 5 --actions 10 --soak ${sk_soak_games} --soak-check ${sk_serve_store})
    set_tests_properties(cli_serve_soak PROPERTIES TIMEOUT 300 COST 15)
    if(SKIRMISH_SANITIZE)
        set_property(TEST cli_serve_soak APPEND PROPERTY ENVIRONMENT "SK_SANITIZED=1")
    endif()
endif()
# No future dice in any frame: every frame of each kind (each seat's view, the
# watchers', Escarmouche's history, the list's row) and conquest-serve's
# game_state built twice, the second time with only the server's random state
# changed (seeds, generators, the computer's seed), byte-identical, through
# games played on (test_serve_secrets.c, on the server's insides).
if(TARGET skirmish_net)
    sk_add_test(test_serve_secrets test_serve_secrets.c)
    target_include_directories(test_serve_secrets PRIVATE ${PROJECT_SOURCE_DIR}/src/net)
    target_link_libraries(test_serve_secrets PRIVATE skirmish_net)
    if(TARGET skirmish_core_trts AND TARGET skirmish_ai_trts AND TARGET skirmish_data_trts)
        target_compile_definitions(test_serve_secrets PRIVATE GSRV_HAVE_TRTS=1)
    endif()
    if(TARGET skirmish_core_campaign AND TARGET skirmish_ai_campaign AND TARGET skirmish_data_campaign)
        target_compile_definitions(test_serve_secrets PRIVATE GSRV_HAVE_CAMPAIGN=1)
    endif()
    set_tests_properties(test_serve_secrets PROPERTIES TIMEOUT 120)
endif()
