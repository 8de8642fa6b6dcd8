/*
 * Helpers of the online tests (test_online_*.c): the game server started
 * in-process on port 0, clients connected to it over loopback, and waits for
 * a message or a link state with a timeout.
 */
#ifndef SKIRMISH_TESTS_ONLINE_TEST_UTIL_H
#define SKIRMISH_TESTS_ONLINE_TEST_UTIL_H

#include <stdbool.h>

#include <cjson/cJSON.h>

#include "online/conn.h"
#include "online/host.h"

void online_test_sleep_ms(int ms);

/* The server on a free port, its store a fresh $SKIRMISH_TEST_TMP/<store>
 * (emptied first), the content from $SKIRMISH_SOURCE_DIR; fails the test if
 * it does not start. */
online_host *online_test_start_host(const char *store);

/* A client named `name` opened to the server, not waited for. */
online_conn *online_test_open(online_host *h, const char *name);

/* The same, waited for until connected (5 s at most, else the test fails). */
online_conn *online_test_connect(online_host *h, const char *name);

/* The same, its "welcome" read too. */
online_conn *online_test_welcomed(online_host *h, const char *name);

/* Whether the link reached `want` within `ms` milliseconds. */
bool online_test_wait_state(online_conn *c, online_state want, int ms);

/* The next message that came, parsed (the test fails on one that is not
 * JSON); NULL when none is waiting. The tests' pump loops read with it. */
cJSON *online_test_next(online_conn *c);

/* The next message of `type` (others before it skipped), parsed; fails the
 * test after 5 s. */
cJSON *online_test_wait_for(online_conn *c, const char *type);

/* The same, the test also failing on any message that is not JSON, and on an
 * "error" message unless `type` is "error". */
cJSON *online_test_wait_for_strict(online_conn *c, const char *type);

/* A game of two seats: `creator` sends `create` (its "seats" the creator's
 * first, the second open), `joiner` takes seat 1; both told "joined". The
 * game's id in `game`. */
void online_test_two_seats(online_conn *creator, const char *create, online_conn *joiner, char game[16]);

/* The user's data and settings (replays kept, seats) under the test's
 * folder: $SKIRMISH_TEST_TMP/<name>. */
void online_test_home(const char *name);

#endif
