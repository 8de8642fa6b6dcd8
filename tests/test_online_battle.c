/*
 * The battle screen online (front/online_battle.h, board/remote.h) against the
 * real server library in-process over loopback, through the hook the battle
 * screen plays by: two clients, each with the board's match, play an
 * Escarmouche match on an objective map to its end, every action chosen on
 * the client's own match and sent, applied only when the server's view names
 * it; both boards end the same as each other and as the server's history; a
 * client cut mid-turn comes back and its board is the same; Bob's hidden unit
 * never reaches Alice (not a byte of it) before he places it. The mirror
 * reads a Campaign duel's "no marker on the first turn" hook and tells a
 * view whose markers differ from its own (hRev15: a missing hook went unseen).
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

#include "board/match.h"
#include "board/remote.h"
#include "front/online_battle.h"
#include "online/conn.h"
#include "online/host.h"
#include "online/mirror.h"
#include "online_test_util.h"
#include "online/proto.h"
#include "skirmish/data/files.h"

static void load(const char *dir, const char *name, esc_squad *squad, esc_map *map)
{
    char path[4200];
    data_error err;
    snprintf(path, sizeof path, "%s/%s/%s.json", getenv("SKIRMISH_SOURCE_DIR"), dir, name);
    if (squad ? !data_squad_load(path, squad, &err) : !data_map_load(path, map, &err))
        fail_msg("%s: %s", path, err.message);
}

/* One client: its connection, the remote seat and the board's match. */
typedef struct player {
    online_conn *conn;
    online_battle *ob;
    board_remote hook;
    board_match match;
    bool on_board;
    int seat;
    bool hidden_seen;          /* Alice: a frame named Bob's hidden unit */
} player;

static bool hidden_placed(const cJSON *view)
{
    const cJSON *u;
    cJSON_ArrayForEach(u, cJSON_GetObjectItem(view, "units")) {
        const char *name = cJSON_GetStringValue(cJSON_GetObjectItem(u, "name"));
        if (name && strcmp(name, "Hidden Pike") == 0)
            return cJSON_IsTrue(cJSON_GetObjectItem(u, "deployed"));
    }
    return false;
}

/* Reads what came, hands it to the remote seat, plays what the hook hands the board. */
static void pump(player *p)
{
    char *text;
    while ((text = online_conn_next(p->conn)) != NULL) {
        cJSON *j = cJSON_Parse(text);
        assert_non_null(j);
        if (p->seat == 0 && strstr(text, "Hidden Pike")) {
            /* Bob's hidden unit reaches Alice only in a view where it stands on the board */
            if (strcmp(online_msg_type(j), "history") == 0)
                assert_true(cJSON_IsString(cJSON_GetObjectItem(j, "seed"))); /* deployment is over */
            else
                assert_true(hidden_placed(j));
            p->hidden_seen = true;
        }
        free(text);
        online_battle_take(p->ob, j);
        cJSON_Delete(j);
    }
    if (!p->on_board && online_battle_ready(p->ob)) {
        assert_true(online_battle_match(p->ob, &p->match));
        online_battle_hook(p->ob, &p->hook);
        p->on_board = true;
    }
    if (!p->on_board)
        return;
    if (p->seat == 0 && !p->hidden_seen)
        for (int i = 0; i < p->match.record.squads[1].n_units; i++)
            assert_string_not_equal(p->match.record.squads[1].units[i].name, "Hidden Pike");
    board_remote_event ev;
    while (p->hook.next(p->hook.ctx, &ev)) {
        if (ev.kind == BOARD_REMOTE_ACTION) {
            assert_int_equal(board_match_apply(&p->match, &ev.action, NULL), ESC_OK);
        } else if (ev.kind == BOARD_REMOTE_RECORD) {
            data_seat seats[ESC_SIDES];
            memcpy(seats, p->match.seats, sizeof seats);
            board_match_adopt(&p->match, &ev.record, seats);
            p->match.human[p->seat] = true;
            p->match.human[!p->seat] = false;
        } else {
            fail_msg("refused: %s", ev.why);
        }
    }
}

/* The seat's move on its own board's legal actions (attacks first), sent. */
static bool act(player *p, unsigned *rng)
{
    const esc_game *g = &p->match.game;
    if (!p->on_board || g->phase == ESC_PHASE_OVER || g->active != p->seat)
        return false;
    static esc_action list[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, list, ESC_MAX_ACTIONS);
    assert_true(n > 0);
    int pick = -1;
    for (int i = 0; i < n; i++)
        if (list[i].kind == ESC_ACT_ATTACK)
            pick = i;
    if (pick < 0) {
        *rng = *rng * 1103515245u + 12345u;
        pick = (int)((*rng >> 16) % (unsigned)n);
    }
    return p->hook.send(p->hook.ctx, g, &list[pick]);
}

static bool same_board(const esc_game *a, const esc_game *b)
{
    if (a->phase != b->phase || a->active != b->active || a->turn != b->turn || a->actions_left != b->actions_left ||
        a->markers[0] != b->markers[0] || a->markers[1] != b->markers[1])
        return false;
    for (int id = 0; id < ESC_MAX_UNITS; id++)
        if (a->units[id].flags != b->units[id].flags || a->units[id].health != b->units[id].health ||
            a->units[id].square != b->units[id].square)
            return false;
    return true;
}

/* A match on `map`, each squad cut to its first n units (0: whole); Bob cut
 * mid-turn once when `cut`. */
static void play_match(const char *tag, const char *map_name, int alice_units, int bob_units, bool cut_bob)
{
    char store[64];
    snprintf(store, sizeof store, "online-battle-%s", tag);
    online_host *h = online_test_start_host(store);
    player pl[2];
    memset(pl, 0, sizeof pl);
    pl[0].conn = online_test_connect(h, "Alice");
    pl[1].conn = online_test_connect(h, "Bob");
    pl[1].seat = 1;
    esc_map map;
    esc_squad a, b;
    load("maps", map_name, NULL, &map);
    load("assets/squads", "iron-vanguard", &a, NULL);
    load("assets/squads", "longbow-line", &b, NULL);
    if (alice_units > 0)
        a.n_units = alice_units;
    if (bob_units > 0)
        b.n_units = bob_units;
    snprintf(b.units[b.n_units - 1].name, sizeof b.units[0].name, "Hidden Pike");
    char *msg = online_msg_create_escarmouche(&map, &a, false, NULL, NULL, 8);
    assert_true(online_conn_send(pl[0].conn, msg));
    free(msg);
    cJSON *j = online_test_wait_for(pl[0].conn, "joined");
    char game[16];
    snprintf(game, sizeof game, "%s", cJSON_GetStringValue(cJSON_GetObjectItem(j, "game")));
    cJSON_Delete(j);
    msg = online_msg_join(game, 1, &b);
    assert_true(online_conn_send(pl[1].conn, msg));
    free(msg);
    j = online_test_wait_for(pl[1].conn, "joined");
    cJSON_Delete(j);
    for (int s = 0; s < 2; s++)
        pl[s].ob = online_battle_new(pl[s].conn, game, s);
    unsigned rng = 11;
    bool cut = false;
    for (int t = 0; t < 120000; t++) {
        for (int s = 0; s < 2; s++)
            pump(&pl[s]);
        if (pl[0].on_board && pl[1].on_board && pl[0].match.game.phase == ESC_PHASE_OVER &&
            pl[1].match.game.phase == ESC_PHASE_OVER)
            break;
        /* Bob is cut in the middle of his turn, once, after deployment. */
        if (cut_bob && !cut && pl[1].on_board && pl[1].match.game.phase == ESC_PHASE_BATTLE && pl[1].match.game.active == 1 &&
            pl[1].match.game.actions_left == 1 && pl[0].match.record.n_actions == pl[1].match.record.n_actions) {
            esc_game before = pl[1].match.game;
            int reconnects = online_conn_reconnects(pl[1].conn);
            online_conn_cut(pl[1].conn);
            for (int w = 0; w < 10000 && online_conn_reconnects(pl[1].conn) == reconnects; w += 5) {
                pump(&pl[1]);
                online_test_sleep_ms(5);
            }
            assert_int_not_equal(online_conn_reconnects(pl[1].conn), reconnects);
            for (int w = 0; w < 300; w++) { /* the resumed seat's view comes */
                pump(&pl[1]);
                online_test_sleep_ms(2);
            }
            assert_true(same_board(&before, &pl[1].match.game));
            cut = true;
        }
        for (int s = 0; s < 2; s++)
            if (pl[s].on_board && pl[s].match.record.n_actions == pl[!s].match.record.n_actions)
                act(&pl[s], &rng); /* refused by the hook while its last action is on its way */
        online_test_sleep_ms(1);
    }
    assert_true(cut == cut_bob);
    assert_true(pl[0].hidden_seen);
    for (int s = 0; s < 2; s++)
        assert_int_equal(pl[s].match.game.phase, ESC_PHASE_OVER);
    assert_true(same_board(&pl[0].match.game, &pl[1].match.game));
    assert_int_equal(pl[0].match.record.n_actions, pl[1].match.record.n_actions);
    assert_int_equal(pl[0].match.game.winner, pl[1].match.game.winner);
    /* The boards are the server's game: its seed and both squads replay them. */
    assert_int_equal(pl[0].match.record.seed, pl[1].match.record.seed);
    esc_game replayed;
    esc_replay_result r = esc_record_replay(&pl[1].match.record, &replayed, -1);
    assert_int_equal(r.failed_at, -1);
    assert_true(same_board(&replayed, &pl[0].match.game));
    for (int s = 0; s < 2; s++) {
        board_match_free(&pl[s].match);
        online_battle_free(pl[s].ob);
        online_conn_close(pl[s].conn);
    }
    online_host_stop(h);
}

static void test_two_boards_play_online(void **state)
{
    (void)state;
    play_match("match", "hill", 0, 0, true);
}

/* Squads of different sizes: the side with fewer units is done placing
 * first, and the other places twice in a row; the mirror's guess of the
 * hidden squad follows either way. */
static void test_unequal_squads(void **state)
{
    (void)state;
    play_match("bob-fewer", "open-field", 0, 2, false);
    play_match("alice-fewer", "crossroads", 2, 0, false);
}

static void test_mirror_hooks_and_markers(void **state)
{
    (void)state;
    online_mirror m;
    online_mirror_init(&m);
    cJSON *history = cJSON_Parse("{\"settings\": {\"round_limit\": 8, \"markers_to_win\": 3, \"hooks\": "
                                 "{\"yielding\": true, \"no_first_turn_marker\": true}}, \"seq\": 0}");
    cJSON *view = cJSON_Parse("{\"seat\": 0, \"seq\": 0, \"phase\": \"battle\", \"active\": 0, "
                              "\"actions_left\": 2, \"markers\": [0, 0]}");
    assert_non_null(history);
    assert_non_null(view);
    char why[200];
    (void)online_mirror_build(&m, history, view, why, sizeof why); /* no squads: not complete, the settings read */
    assert_true(m.settings.hooks.no_first_turn_marker);
    assert_true(m.settings.hooks.yielding);
    memset(&m.game, 0, sizeof m.game);
    m.game.phase = ESC_PHASE_BATTLE;
    m.game.actions_left = 2;
    assert_true(online_mirror_agrees(&m, view, why, sizeof why));
    m.game.markers[0] = 1; /* a marker the server never gave */
    assert_false(online_mirror_agrees(&m, view, why, sizeof why));
    assert_non_null(strstr(why, "markers"));
    cJSON_Delete(history);
    cJSON_Delete(view);
    online_mirror_free(&m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_boards_play_online),
        cmocka_unit_test(test_unequal_squads),
        cmocka_unit_test(test_mirror_hooks_and_markers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
