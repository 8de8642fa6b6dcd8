/*
 * The client's connection to a game server (src/client/online) against the
 * real server library in-process (online_host: gsrv on its own thread) over
 * loopback: two clients play an Escarmouche match to its end through
 * online_conn and the lobby's messages; a client cut mid-turn comes back by
 * itself with its token, at the same position, and plays on; a bad address
 * and a refused connection say so clearly and start nothing.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>
#include <cjson/cJSON.h>

#include "online/conn.h"
#include "online/host.h"
#include "online_test_util.h"
#include "online/proto.h"
#include "skirmish/data/files.h"

static void send_owned(online_conn *c, char *text)
{
    assert_non_null(text);
    assert_true(online_conn_send(c, text));
    free(text);
}

static void load_squad(const char *name, esc_squad *squad)
{
    char path[4200];
    data_error err;
    snprintf(path, sizeof path, "%s/assets/squads/%s.json", getenv("SKIRMISH_SOURCE_DIR"), name);
    if (!data_squad_load(path, squad, &err))
        fail_msg("%s: %s", path, err.message);
}

static void load_map(const char *name, esc_map *map)
{
    char path[4200];
    data_error err;
    snprintf(path, sizeof path, "%s/maps/%s.json", getenv("SKIRMISH_SOURCE_DIR"), name);
    if (!data_map_load(path, map, &err))
        fail_msg("%s: %s", path, err.message);
}

/* Alice creates a game with an open seat; Bob finds it in the list and joins. */
static void start_match(online_conn *alice, online_conn *bob, char game[16], int round_limit)
{
    assert_true(online_test_wait_state(alice, ONLINE_CONNECTED, 5000));
    assert_true(online_test_wait_state(bob, ONLINE_CONNECTED, 5000));
    esc_map map;
    esc_squad a, b;
    load_map("open-field", &map);
    load_squad("iron-vanguard", &a);
    load_squad("longbow-line", &b);
    send_owned(alice, online_msg_create_escarmouche(&map, &a, false, NULL, NULL, round_limit));
    cJSON *joined = online_test_wait_for_strict(alice, "joined");
    snprintf(game, 16, "%s", cJSON_GetStringValue(cJSON_GetObjectItem(joined, "game")));
    cJSON_Delete(joined);
    send_owned(bob, online_msg_list());
    cJSON *games = online_test_wait_for_strict(bob, "games");
    online_game rows[8];
    int n = online_parse_games(games, rows, 8);
    cJSON_Delete(games);
    int found = -1;
    for (int i = 0; i < n; i++)
        if (strcmp(rows[i].id, game) == 0)
            found = i;
    assert_true(found >= 0);
    assert_string_equal(rows[found].status, "open");
    assert_int_equal(rows[found].n_seats, 2);
    char waiting[300];
    online_game_waiting(&rows[found], waiting, sizeof waiting);
    assert_non_null(strstr(waiting, "seat 2"));
    send_owned(bob, online_msg_join(game, 1, &b));
    cJSON *bj = online_test_wait_for_strict(bob, "joined");
    assert_int_equal(cJSON_GetObjectItem(bj, "seat")->valueint, 1);
    cJSON_Delete(bj);
}

/* Plays the first attack it is offered, else a move, else ends: a view of the
 * seat to act answered once. True when the view says the game is over. */
static bool play_view(online_conn *c, const cJSON *view, const char *game, unsigned *rng)
{
    if (strcmp(cJSON_GetStringValue(cJSON_GetObjectItem(view, "status")), "over") == 0)
        return true;
    const cJSON *legal = cJSON_GetObjectItem(view, "legal");
    int n = cJSON_GetArraySize(legal);
    if (n == 0)
        return false;
    const char *pick = NULL;
    const cJSON *a;
    cJSON_ArrayForEach(a, legal) if (strncmp(a->valuestring, "attack", 6) == 0) pick = a->valuestring;
    if (pick == NULL) {
        *rng = *rng * 1103515245u + 12345u;
        pick = cJSON_GetArrayItem(legal, (int)((*rng >> 16) % (unsigned)n))->valuestring;
    }
    send_owned(c, online_msg_act(game, cJSON_GetObjectItem(view, "seq")->valueint, pick));
    return false;
}

static void test_two_clients_play_to_the_end(void **state)
{
    (void)state;
    online_host *h = online_test_start_host("online-match");
    online_conn *alice = online_test_open(h, "Alice"), *bob = online_test_open(h, "Bob");
    char game[16];
    start_match(alice, bob, game, 6);
    online_conn *seats[2] = {alice, bob};
    bool over[2] = {false, false};
    unsigned rng = 7;
    int views = 0;
    for (int t = 0; t < 60000 && !(over[0] && over[1]); t++) {
        bool any = false;
        for (int s = 0; s < 2; s++) {
            char *text = online_conn_next(seats[s]);
            if (text == NULL)
                continue;
            any = true;
            cJSON *j = cJSON_Parse(text);
            free(text);
            if (strcmp(online_msg_type(j), "view") == 0) {
                views++;
                /* The view is this seat's, never the other's. */
                assert_int_equal(cJSON_GetObjectItem(j, "seat")->valueint, s);
                if (play_view(seats[s], j, game, &rng))
                    over[s] = true;
            } else if (strcmp(online_msg_type(j), "error") == 0) {
                char plain[300];
                online_error_text(j, plain, sizeof plain);
                fail_msg("seat %d: %s", s, plain);
            }
            cJSON_Delete(j);
        }
        if (!any)
            online_test_sleep_ms(1);
    }
    assert_true(over[0] && over[1]);
    assert_true(views > 20);
    online_conn_close(alice);
    online_conn_close(bob);
    online_host_stop(h);
}

static void test_cut_mid_turn_reconnects_with_its_token(void **state)
{
    (void)state;
    online_host *h = online_test_start_host("online-cut");
    online_conn *alice = online_test_open(h, "Alice"), *bob = online_test_open(h, "Bob");
    char game[16], token[40], g2[16];
    int seat = -1;
    start_match(alice, bob, game, 0);
    assert_true(online_conn_seat(alice, g2, &seat, token));
    assert_string_equal(g2, game);
    assert_int_equal(seat, 0);
    /* Bob deploys first or Alice does: whoever is to act plays once, then
     * Alice is cut while a turn is under way. */
    cJSON *bv = online_test_wait_for_strict(bob, "view");
    unsigned rng = 3;
    play_view(bob, bv, game, &rng);
    cJSON_Delete(bv);
    cJSON *av = online_test_wait_for_strict(alice, "view");
    int seq_before;
    for (;;) { /* Alice's latest view */
        seq_before = cJSON_GetObjectItem(av, "seq")->valueint;
        char *more = online_conn_next(alice);
        if (more == NULL) {
            online_test_sleep_ms(50);
            more = online_conn_next(alice);
            if (more == NULL)
                break;
        }
        cJSON *j = cJSON_Parse(more);
        free(more);
        if (strcmp(online_msg_type(j), "view") == 0) {
            cJSON_Delete(av);
            av = j;
        } else {
            cJSON_Delete(j);
        }
    }
    cJSON_Delete(av);
    online_conn_cut(alice);
    assert_true(online_test_wait_state(alice, ONLINE_LOST, 3000) || online_conn_state(alice) == ONLINE_RECONNECTING);
    char why[300];
    online_conn_why(alice, why, sizeof why);
    assert_non_null(strstr(why, "lost"));
    /* Bob is told Alice is away. */
    bool away_seen = false;
    for (int t = 0; t < 40 && !away_seen; t++) {
        char *text = online_conn_next(bob);
        if (text == NULL) {
            online_test_sleep_ms(50);
            continue;
        }
        cJSON *j = cJSON_Parse(text);
        free(text);
        if (strcmp(online_msg_type(j), "view") == 0) {
            online_game g;
            online_parse_seats(cJSON_GetObjectItem(j, "seats"), &g);
            away_seen = !g.seats[0].connected;
        }
        cJSON_Delete(j);
    }
    assert_true(away_seen);
    /* Back by itself, with its token, at the same position. */
    assert_true(online_test_wait_state(alice, ONLINE_CONNECTED, 8000));
    assert_int_equal(online_conn_reconnects(alice), 1);
    cJSON *again = online_test_wait_for_strict(alice, "joined");
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(again, "token")), token);
    cJSON_Delete(again);
    cJSON *view = online_test_wait_for_strict(alice, "view");
    assert_int_equal(cJSON_GetObjectItem(view, "seq")->valueint, seq_before);
    /* And plays on: her next action is answered with the next position. */
    bool to_act = cJSON_GetArraySize(cJSON_GetObjectItem(view, "legal")) > 0;
    if (to_act) {
        play_view(alice, view, game, &rng);
        cJSON *next = online_test_wait_for_strict(alice, "view");
        assert_int_equal(cJSON_GetObjectItem(next, "seq")->valueint, seq_before + 1);
        cJSON_Delete(next);
    }
    cJSON_Delete(view);
    online_conn_close(alice);
    online_conn_close(bob);
    online_host_stop(h);
}

/* A watcher sees the public view (no seat, no legal actions) and, cut, comes
 * back watching by itself. */
static void test_watcher_comes_back_watching(void **state)
{
    (void)state;
    online_host *h = online_test_start_host("online-watch");
    online_conn *alice = online_test_open(h, "Alice"), *bob = online_test_open(h, "Bob"), *carol = online_test_open(h, "Carol");
    char game[16];
    start_match(alice, bob, game, 0);
    assert_true(online_test_wait_state(carol, ONLINE_CONNECTED, 5000));
    send_owned(carol, online_msg_watch(game));
    cJSON *w = online_test_wait_for_strict(carol, "watching");
    cJSON_Delete(w);
    cJSON *view = online_test_wait_for_strict(carol, "view");
    assert_true(cJSON_IsNull(cJSON_GetObjectItem(view, "seat")));
    assert_null(cJSON_GetObjectItem(view, "legal"));
    cJSON_Delete(view);
    char g2[16], token[40];
    int seat;
    assert_false(online_conn_seat(carol, g2, &seat, token)); /* a watcher holds no seat */
    online_conn_cut(carol);
    for (int t = 0; t < 8000 && online_conn_reconnects(carol) == 0; t += 10)
        online_test_sleep_ms(10);
    assert_int_equal(online_conn_reconnects(carol), 1);
    w = online_test_wait_for_strict(carol, "watching");
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(w, "game")), game);
    cJSON_Delete(w);
    online_conn_close(alice);
    online_conn_close(bob);
    online_conn_close(carol);
    online_host_stop(h);
}

/* A seat on a game the server no longer has is refused once and forgotten:
 * the connection does not resume it again after a drop. */
static void test_seat_of_a_gone_game_forgotten(void **state)
{
    (void)state;
    online_host *h = online_test_start_host("online-gone");
    online_conn *c = online_test_open(h, "Alice");
    assert_true(online_test_wait_state(c, ONLINE_CONNECTED, 5000));
    online_conn_take_seat(c, "0123456789ab", 0, "0123456789abcdef0123456789abcdef");
    cJSON *e = online_test_wait_for_strict(c, "error");
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(e, "code")), "no_game");
    char plain[300];
    online_error_text(e, plain, sizeof plain);
    assert_string_equal(plain, "That game is no longer on the server");
    cJSON_Delete(e);
    char game[16], token[40];
    int seat;
    assert_false(online_conn_seat(c, game, &seat, token));
    online_conn_close(c);
    online_host_stop(h);
}

/* TRTS and Conquest games as the lobby creates them (by the server's map
 * names), against the server's computer: the creator is seated and sent its view. */
static void test_create_trts_and_conquest(void **state)
{
    (void)state;
    online_host *h = online_test_start_host("online-kinds");
    online_conn *alice = online_test_open(h, "Alice");
    cJSON *welcome = online_test_wait_for_strict(alice, "welcome");
    bool trts = false;
    const cJSON *k;
    cJSON_ArrayForEach(k, cJSON_GetObjectItem(welcome, "kinds")) if (strcmp(k->valuestring, "trts") == 0) trts = true;
    cJSON_Delete(welcome);
    bool computer[2] = {false, true};
    send_owned(alice, online_msg_create_named("conquest", "duel", 2, computer, "easy", NULL));
    cJSON *joined = online_test_wait_for_strict(alice, "joined");
    cJSON_Delete(joined);
    cJSON *view = online_test_wait_for_strict(alice, "view");
    assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(view, "kind")), "conquest");
    online_game g;
    online_parse_seats(cJSON_GetObjectItem(view, "seats"), &g);
    assert_int_equal(g.n_seats, 2);
    assert_string_equal(g.seats[1].player, "computer");
    cJSON_Delete(view);
    if (trts) {
        const char *factions[2] = {"directorate", "luminar"};
        send_owned(alice, online_msg_create_named("trts", "twin-ridge", 2, computer, "easy", factions));
        joined = online_test_wait_for_strict(alice, "joined");
        cJSON_Delete(joined);
        view = online_test_wait_for_strict(alice, "view");
        assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(view, "kind")), "trts");
        cJSON_Delete(view);
        /* three seats, each its own (the lobby's Create form): a free-for-all
         * with a computer at a level and a seat open for a friend */
        send_owned(alice, online_msg_leave());
        cJSON_Delete(online_test_wait_for_strict(alice, "left"));
        const char *levels[3] = {NULL, "hard", NULL}, *three[3] = {"myriad", "directorate", "luminar"};
        send_owned(alice, online_msg_create_seats("trts", "three-crowns", 3, levels, three));
        cJSON_Delete(online_test_wait_for_strict(alice, "joined"));
        view = online_test_wait_for_strict(alice, "view");
        assert_string_equal(cJSON_GetStringValue(cJSON_GetObjectItem(view, "match")), "ffa");
        online_parse_seats(cJSON_GetObjectItem(view, "seats"), &g);
        assert_int_equal(g.n_seats, 3);
        assert_string_equal(g.seats[1].player, "computer");
        assert_string_equal(g.seats[1].level, "hard");
        assert_string_equal(g.seats[2].player, "open");
        cJSON_Delete(view);
    }
    online_conn_close(alice);
    online_host_stop(h);
}

static void test_bad_address_says_so(void **state)
{
    (void)state;
    const char *bad[] = {"", "   ", "http://example.org", "host:0", "host:99999", "host:12ab", "bad host name",
                         "a;b:7474"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char why[512] = "";
        online_conn *c = online_conn_open(bad[i], "Alice", 0, why, sizeof why);
        assert_null(c);
        assert_true(strlen(why) > 10);
    }
    char host[256], why[256];
    int port;
    bool tls;
    assert_true(online_parse_address("ws://127.0.0.1:8000/", host, sizeof host, &port, &tls, why, sizeof why));
    assert_string_equal(host, "127.0.0.1");
    assert_int_equal(port, 8000);
    assert_false(tls);
    assert_true(online_parse_address("game.example.org", host, sizeof host, &port, &tls, why, sizeof why));
    assert_int_equal(port, ONLINE_DEFAULT_PORT);
    assert_true(online_parse_address("wss://[::1]:9", host, sizeof host, &port, &tls, why, sizeof why));
    assert_string_equal(host, "::1");
    assert_true(tls);
}

static void test_refused_connection_fails_once_clearly(void **state)
{
    (void)state;
    /* A port nobody listens on: one a server had and gave back. */
    online_host *h = online_test_start_host("online-refused");
    int port = online_host_port(h);
    online_host_stop(h);
    char addr[64], why[512] = "";
    snprintf(addr, sizeof addr, "127.0.0.1:%d", port);
    online_conn *c = online_conn_open(addr, "Alice", 0, why, sizeof why);
    assert_non_null(c);
    assert_true(online_test_wait_state(c, ONLINE_FAILED, 10000));
    online_conn_why(c, why, sizeof why);
    assert_non_null(strstr(why, addr));
    if (strstr(why, "refused") == NULL)
        fail_msg("why: %s", why);
    /* Not retried, and nothing can be sent. */
    online_test_sleep_ms(700);
    assert_int_equal(online_conn_state(c), ONLINE_FAILED);
    assert_false(online_conn_send(c, "{\"type\":\"list\"}"));
    assert_null(online_conn_next(c));
    online_conn_close(c);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_bad_address_says_so),
        cmocka_unit_test(test_refused_connection_fails_once_clearly),
        cmocka_unit_test(test_two_clients_play_to_the_end),
        cmocka_unit_test(test_cut_mid_turn_reconnects_with_its_token),
        cmocka_unit_test(test_create_trts_and_conquest),
        cmocka_unit_test(test_watcher_comes_back_watching),
        cmocka_unit_test(test_seat_of_a_gone_game_forgotten),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
