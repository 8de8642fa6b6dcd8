/*
 * Conquest online on its own screen (issue 39): against the real server
 * library in-process over loopback, two clients each open the Conquest screen
 * (conquest_play_scene with the front's remote hook, front/online_conquest.h)
 * and play a game to its end there: orders given on the screen's match and
 * Ready pressed, sent as `act`, every turn taken from the server's views,
 * animated and logged as offline, no pass-the-screen cover; both screens end
 * on the same board, with the whole game recorded and kept among the replays.
 * Alice's link is cut after she gave her orders: it reconnects with her
 * token, the screen sends them again and the turn goes on. A watcher sees the
 * public view only (no seat's orders before they are resolved), and Alice's
 * views hold her own orders, never Bob's. Orders the server refuses give the
 * seat its turn back, with why.
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

#include "conquest/conquest.h"
#include "conquest/play_internal.h"
#include "skirmish/i18n.h"
#include "front/front.h"
#include "front/online_conquest.h"
#include "online/conn.h"
#include "online/host.h"
#include "online_test_util.h"
#include "online/proto.h"
#include "shell/ui.h"
#include "skirmish/data/paths.h"
#include "client_test_util.h"

/* One client: its connection, the remote seat and, once open, its screen. */
typedef struct player {
    const char *name;
    online_conn *conn;
    online_conquest *oc;
    app a;
    bool on_screen;
    int seat;
    int own_orders_seen;      /* views holding this seat's own orders */
} player;

/* Reads what came and hands it to the remote seat; checks what a seat may see. */
static void pump(player *p)
{
    cJSON *j;
    while ((j = online_test_next(p->conn)) != NULL) {
        if (strcmp(online_msg_type(j), "view") == 0) {
            const cJSON *orders = cJSON_GetObjectItemCaseSensitive(j, "orders");
            if (p->seat < 0)
                assert_null(orders); /* a watcher: no seat's orders before they are resolved */
            else if (orders) {
                const cJSON *given = cJSON_GetObjectItemCaseSensitive(j, "given");
                assert_true(cJSON_IsTrue(cJSON_GetArrayItem(given, p->seat))); /* its own, once given */
                p->own_orders_seen++;
            }
        }
        online_conquest_take(p->oc, j);
        cJSON_Delete(j);
    }
    if (!p->on_screen && online_conquest_ready(p->oc)) {
        conquest_match m;
        conquest_match_init(&m);
        assert_true(online_conquest_match(p->oc, &m));
        conquest_remote hook;
        online_conquest_hook(p->oc, &hook);
        conquest_play_args args = {.match = &m, .remote = &hook};
        assert_true(app_scene_push(&p->a, &conquest_play_scene, &args));
        conquest_match_free(&m);
        p->a.prefs.anim_speed = DATA_ANIM_INSTANT;
        p->on_screen = true;
    }
    if (p->on_screen) {
        conquest_play_scene.update(&p->a, conquest_current(&p->a), 0.5f, true);
        app_draw(&p->a);
    }
}

/* The seat's orders for the turn as the normal computer would give them,
 * entered on the screen's match, then Ready pressed (Enter). */
static void give_orders(player *p)
{
    conquest_screen *c = conquest_current(&p->a);
    conquest_match *m = &c->match;
    if (c->animating || cq_state_over(&m->state) || m->state.players[p->seat].eliminated || m->orders[p->seat].ready)
        return;
    assert_false(c->cover); /* one person at this screen: no pass-the-screen cover */
    assert_int_equal(c->viewer, p->seat);
    core_rng r;
    core_rng_seed(&r, (uint64_t)m->state.turn * 7 + (uint64_t)p->seat);
    cq_order o[512];
    int k = cq_bot_orders(&m->state, p->seat, CQ_BOT_NORMAL, &r, o, 512);
    for (int i = 0; i < k; i++)
        assert_int_equal(conquest_match_set_order(m, p->seat, cq_graph_find(&m->graph, o[i].from),
                                                  cq_graph_find(&m->graph, o[i].to), o[i].units),
                         CQ_ORDER_OK);
    for (int i = 0; i < 3 && !m->orders[p->seat].ready; i++) {
        ui_event ev = {.kind = UI_EV_KEY, .key = UI_KEY_ENTER};
        app_handle_event(&p->a, &ev);
        app_draw(&p->a);
    }
    assert_true(m->orders[p->seat].ready);
}

static void test_two_screens_play_to_the_end(void **state)
{
    (void)state;
    online_host *h = online_test_start_host("online-conquest-store");
    static player alice = {.name = "Alice", .seat = 0}, bob = {.name = "Bob", .seat = 1},
                  eve = {.name = "Eve", .seat = -1};
    alice.conn = online_test_welcomed(h, "Alice");
    bob.conn = online_test_welcomed(h, "Bob");
    eve.conn = online_test_welcomed(h, "Eve");
    char game[16];
    online_test_two_seats(alice.conn, "{\"type\":\"create\",\"kind\":\"conquest\",\"map\":\"duel\",\"max_turns\":6,"
                                      "\"seed\":\"9\",\"seats\":[{\"player\":\"me\"},{\"player\":\"open\"}]}",
                          bob.conn, game);
    char *watch = online_msg_watch(game);
    assert_true(online_conn_send(eve.conn, watch));
    free(watch);
    player *all[3] = {&alice, &bob, &eve};
    for (int i = 0; i < 3; i++) {
        assert_true(front_init_offscreen(&all[i]->a, 1024, 640));
        all[i]->oc = online_conquest_new(all[i]->conn, game, all[i]->seat);
        assert_non_null(all[i]->oc);
    }
    bool cut = false, checked_given = false, watcher_checked = false, refused = false;
    int turns_seen = 0;
    for (int t = 0; t < 30000; t += 5) {
        for (int i = 0; i < 3; i++)
            pump(all[i]);
        if (!alice.on_screen || !bob.on_screen || !eve.on_screen) {
            online_test_sleep_ms(5);
            continue;
        }
        conquest_screen *ca = conquest_current(&alice.a), *cb = conquest_current(&bob.a);
        if (cq_state_over(&ca->match.state) && cq_state_over(&cb->match.state) &&
            cq_state_over(&conquest_current(&eve.a)->match.state))
            break;
        /* The watcher: each turn's report opens, in the words every seat is told
         * and none of a seat's own ("You took…"). */
        conquest_screen *ce = conquest_current(&eve.a);
        if (!watcher_checked && ce->match.state.turn == 2 && !ce->animating) {
            client_draw_at(&eve.a, "online-conquest-eve", 1024, 640);
            char title[120];
            snprintf(title, sizeof title, _("Turn %d, as every player sees it"), 1);
            assert_true(client_was_drawn(title));
            assert_null(strstr(client_drawn_texts(), "You took"));
            assert_null(strstr(client_drawn_texts(), "You held"));
            watcher_checked = true;
        }
        give_orders(&alice);
        /* Turn 1: Bob's screen says Alice's orders are in, and his are awaited. */
        if (ca->match.state.turn == 1 && !checked_given && ca->remote_sent_turn == 1) {
            conquest_remote *rb = &cb->remote;
            for (int w = 0; w < 5000 && !rb->given(rb->ctx, 0); w += 5) {
                pump(&bob);
                online_test_sleep_ms(5);
            }
            assert_true(rb->given(rb->ctx, 0));
            bool good;
            assert_string_equal(conquest_remote_seat_status(cb, 0, &good), C_("players", "orders in"));
            assert_string_equal(conquest_remote_seat_status(cb, 1, &good), C_("players", "ordering"));
            client_draw_at(&bob.a, "online-conquest-bob-waits", 1024, 640);
            assert_true(client_was_drawn(C_("players", "orders in")));
            checked_given = true;
        }
        /* Turn 2: Alice's link cut after her orders went; Bob waits until she is back. */
        if (ca->match.state.turn == 2 && !cut && ca->remote_sent_turn == 2) {
            online_conn_cut(alice.conn);
            cut = true;
            bool said = false;
            for (int w = 0; w < 10000 && online_conn_reconnects(alice.conn) == 0; w += 5) {
                pump(&alice);
                if (!said && online_conn_state(alice.conn) != ONLINE_CONNECTED) {
                    /* the drop said on the screen, in words */
                    conquest_remote_status st;
                    ca->remote.status(ca->remote.ctx, &st);
                    assert_true(st.down);
                    client_draw_at(&alice.a, "online-conquest-alice-cut", 1024, 640);
                    assert_true(client_was_drawn_wrapped(st.line));
                    said = true;
                }
                online_test_sleep_ms(5);
            }
            assert_true(said);
            assert_true(online_conn_reconnects(alice.conn) > 0);
            /* the screen said the link was down, then sends her orders again */
        }
        /* Turn 3: orders the server refuses (a turn long gone) give Bob his turn
         * back with the reason; the game goes on. */
        if (ca->match.state.turn == 3 && !refused && !cb->animating && cb->viewer == 1) {
            assert_true(cb->remote.send(cb->remote.ctx, 1, NULL, 0));
            for (int w = 0; w < 5000 && strstr(cb->message, "refused") == NULL; w += 5) {
                pump(&bob);
                online_test_sleep_ms(5);
            }
            char head[120];
            snprintf(head, sizeof head, "%s", _("The server refused your orders: %.200s. Change them and press Ready again."));
            *strchr(head, '%') = '\0';
            assert_non_null(strstr(cb->message, head));
            assert_false(cb->match.orders[1].ready);
            assert_int_equal(cb->viewer, 1);
            refused = true;
        }
        if ((!cut && ca->match.state.turn == 2) || !checked_given)
            ; /* Bob waits: for the check of turn 1, for the cut in turn 2 */
        else
            give_orders(&bob);
        turns_seen = ca->match.state.turn;
        online_test_sleep_ms(5);
    }
    assert_true(cut);
    assert_true(checked_given);
    assert_true(watcher_checked);
    assert_true(refused);
    conquest_screen *ca = conquest_current(&alice.a), *cb = conquest_current(&bob.a), *ce = conquest_current(&eve.a);
    assert_true(cq_state_over(&ca->match.state));
    int nv = ca->match.graph.n_vertices;
    assert_memory_equal(ca->match.state.units, cb->match.state.units, sizeof(int64_t) * (size_t)nv);
    assert_memory_equal(ca->match.state.controller, ce->match.state.controller, (size_t)nv);
    /* every turn shown and recorded as offline: the replay from turn 1 */
    assert_non_null(ca->match.record.start);
    assert_int_equal(ca->match.record.n_turns, ca->match.state.turn - 1);
    assert_true(ca->remote_kept);
    assert_true(alice.own_orders_seen > 0);
    /* the screen closed and opened again (Back to the lobby, Back to the game):
     * the whole game still there, from turn 1 */
    static conquest_match again;
    conquest_match_init(&again);
    assert_true(online_conquest_match(bob.oc, &again));
    assert_non_null(again.record.start);
    assert_int_equal(again.record.n_turns, cb->match.record.n_turns);
    assert_true(again.has_last);
    conquest_match_free(&again);
    assert_true(ca->log.n > 0); /* the turns' reports */
    print_message("game over after turn %d (turns seen %d)\n", ca->match.state.turn - 1, turns_seen);
    client_look(&alice.a, "online-conquest-alice");
    for (int i = 0; i < 3; i++) {
        app_free(&all[i]->a);
        online_conquest_free(all[i]->oc);
        online_conn_close(all[i]->conn);
    }
    online_host_stop(h);
}

int main(void)
{
    /* the replays kept go under the test's folder, not the user's */
    online_test_home("online-conquest-home");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_screens_play_to_the_end),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
