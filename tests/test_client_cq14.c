#define _POSIX_C_SOURCE 200809L /* setenv */
/*
 * Conquest, blind play-test 12 (hCq14): the hot-seat cover offered "Alice:
 * back to my orders (Backspace)" to Bob, who is the one looking at it: one key
 * showed him Alice's orders and let him edit them. Nothing on the cover leads
 * back to them now; Ready asks Alice first, while she is still at the screen,
 * "Hand the screen to Bob?" (Hand over: Enter; Not yet, back to her orders: Esc).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "conquest/conquest.h"
#include "conquest/board.h"
#include "conquest/label.h"
#include "conquest/play_internal.h"
#include "front/front.h"
#include "shell/app.h"
#include "skirmish/data/prefs.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

/* Player 0's first vertex, with units units, and its k-th neighbour. */
static int home_of(conquest_match *m, int64_t units, int k, int *to)
{
    int home = -1;
    for (int v = 0; v < m->graph.n_vertices && home < 0; v++)
        if (m->state.controller[v] == 0)
            home = v;
    assert_true(home >= 0);
    m->state.units[home] = units;
    int n = cq_graph_out_degree(&m->graph, home);
    *to = cq_graph_out_neighbour(&m->graph, home, k % n);
    return home;
}

/* Ready (Enter) pressed until something other than the play screen is on top
 * (a doomed or empty turn asks once in the panel first). */
static void press_ready(app *a)
{
    for (int i = 0; i < 3 && app_scene_top(a) == &conquest_play_scene; i++)
        cqc_key(a, UI_KEY_ENTER);
}

static void handover_question(conquest_match *m, char *q, size_t n)
{
    snprintf(q, n, _("Hand the screen to %.40s? Your orders are locked once %.40s takes it."),
             conquest_player_name(m, 1), conquest_player_name(m, 1));
}

static void test_ready_asks_before_cover(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    conquest_match *m = &c->match;
    cqc_key(&a, UI_KEY_T);
    assert_false(c->cover);
    int to, home = home_of(m, 6, 0, &to);
    assert_int_equal(conquest_match_set_order(m, 0, home, to, 2), CQ_ORDER_OK);
    press_ready(&a);
    /* asked while Alice is still at the screen: no cover yet, not ready yet */
    assert_ptr_not_equal(app_scene_top(&a), &conquest_play_scene);
    assert_false(c->cover);
    assert_false(m->orders[0].ready);
    char q[400];
    handover_question(m, q, sizeof q);
    client_draw_at(&a, "cq14-handover", 1280, 800);
    assert_true(client_was_drawn_wrapped(q));
    assert_true(client_was_drawn(C_("answer", "Hand over")));
    assert_true(client_was_drawn(C_("answer", "Not yet")));
    client_draw_at(&a, "cq14-handover-small", 800, 560);
    client_set_size(&a, 1280, 800);
    /* Esc: back to her orders, still hers to edit */
    cqc_key(&a, UI_KEY_ESCAPE);
    assert_ptr_equal(app_scene_top(&a), &conquest_play_scene);
    assert_false(c->cover);
    assert_int_equal(c->viewer, 0);
    assert_false(m->orders[0].ready);
    assert_int_equal(m->orders[0].n, 1);
    assert_int_equal(conquest_match_set_order(m, 0, home, to, 3), CQ_ORDER_OK);
    /* Ready again, Enter: handed over, the cover up for Bob */
    press_ready(&a);
    assert_ptr_not_equal(app_scene_top(&a), &conquest_play_scene);
    cqc_key(&a, UI_KEY_ENTER);
    assert_ptr_equal(app_scene_top(&a), &conquest_play_scene);
    assert_true(c->cover);
    assert_int_equal(c->viewer, 1);
    assert_true(m->orders[0].ready);
    client_draw_at(&a, "cq14-cover", 1280, 800);
    assert_null(strstr(client_drawn_texts(), C_("answer", "Not yet")));
    app_free(&a);
}

/* No key and no click on the cover reaches Alice's orders. */
static void test_cover_never_back(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    conquest_match *m = &c->match;
    cqc_key(&a, UI_KEY_T);
    int to, home = home_of(m, 6, 0, &to);
    assert_int_equal(conquest_match_set_order(m, 0, home, to, 2), CQ_ORDER_OK);
    press_ready(&a);
    cqc_key(&a, UI_KEY_ENTER);
    assert_true(c->cover);
    static const ui_key keys[] = { UI_KEY_BACKSPACE, UI_KEY_DELETE, UI_KEY_SPACE, UI_KEY_ENTER, UI_KEY_LEFT,
                                   UI_KEY_RIGHT,     UI_KEY_UP,     UI_KEY_DOWN,  UI_KEY_Z,     UI_KEY_TAB };
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        for (int ctrl = 0; ctrl < 2; ctrl++) {
            ui_event ev = { .kind = UI_EV_KEY, .key = keys[i], .ctrl = ctrl };
            app_handle_event(&a, &ev);
            app_draw(&a);
            assert_true(c->cover);
            assert_int_equal(c->viewer, 1);
            assert_true(m->orders[0].ready);
            assert_int_equal(m->orders[0].n, 1);
        }
    }
    /* a click anywhere: at most Bob's own map (the cover's button) */
    for (int y = 5; y < 800; y += 40)
        for (int x = 5; x < 1280; x += 40) {
            cqc_click(&a, x, y);
            while (app_scene_top(&a) != &conquest_play_scene)
                app_scene_pop(&a, NULL);
            assert_true(m->orders[0].ready);
            assert_int_equal(m->orders[0].n, 1);
            assert_true(c->viewer == 1 || c->viewer == CQ_NO_PLAYER);
            if (!c->cover) {
                assert_int_equal(c->viewer, 1);
                c->cover = true;
            }
        }
    app_free(&a);
}

/* The cover after Alice's Ready, as drawn: its texts and pixels. */
static void cover_after(int64_t units, int k, char *texts, size_t n, uint8_t **pixels, size_t *bytes)
{
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    conquest_match *m = &c->match;
    cqc_key(&a, UI_KEY_T);
    int to, home = home_of(m, 6, k, &to);
    m->state.units[home] = 6; /* the board the same in both: only the order differs */
    assert_int_equal(conquest_match_set_order(m, 0, home, to, units), CQ_ORDER_OK);
    press_ready(&a);
    cqc_key(&a, UI_KEY_ENTER);
    assert_true(c->cover);
    client_draw_at(&a, "cq14-hidden", 1280, 800);
    snprintf(texts, n, "%s", client_drawn_texts());
    SDL_Surface *s = a.offscreen;
    *bytes = (size_t)s->pitch * (size_t)s->h;
    *pixels = malloc(*bytes);
    assert_non_null(*pixels);
    memcpy(*pixels, s->pixels, *bytes);
    app_free(&a);
}

static void test_cover_hides_orders(void **state)
{
    (void)state;
    static char t1[20000], t2[20000];
    uint8_t *p1, *p2;
    size_t b1, b2;
    cover_after(1, 0, t1, sizeof t1, &p1, &b1);
    cover_after(5, 1, t2, sizeof t2, &p2, &b2);
    assert_string_equal(t1, t2);
    assert_int_equal(b1, b2);
    assert_true(memcmp(p1, p2, b1) == 0);
    free(p1);
    free(p2);
}

/* Blind play-test 12: "draw ≥55 %" read as a 55 % chance of a tie, and 6
 * against 5 (54.5 %) was rounded up. The worst odds round down; the arrow's
 * chip says what they are. */
static void test_lottery_worst_odds(void **state)
{
    (void)state;
    assert_int_equal(conquest_worst_odds(6, 5), 54);
    assert_int_equal(conquest_worst_odds(3, 5), 37);
    assert_int_equal(conquest_worst_odds(10, 8), 55);
    assert_int_equal(conquest_worst_odds(2, 1), 66);
    assert_int_equal(conquest_worst_odds(0, 5), 0);
    assert_int_equal(conquest_worst_odds(5, 0), 100);
}

/* Blind play-test 12: 1 unit into a weight-2 neutral Bob can also reach
 * ("alone, all are lost") wore the amber "?" of a gamble: it is red as every
 * losing order; 2 units there, which take it unless Bob comes, stay amber. */
static void test_lost_alone_is_red(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    conquest_match *m = &c->match;
    cqc_shared t = cqc_set_shared(c, 2, 1, 0);
    assert_int_equal(conquest_match_set_order(m, 0, t.x, t.w, 1), CQ_ORDER_OK);
    assert_int_equal(conquest_order_outcome(m, 0, t.w), CONQUEST_OUTCOME_FAILS);
    c->selected = 0;
    app_draw(&a);
    SDL_Color k = c->model.links[m->graph.n_edges].color;
    assert_true(k.r == 236 && k.g == 64 && k.b == 52);
    char why[1400], want[200];
    conquest_attack_forecast(m, 0, NULL, t.w, why, sizeof why);
    snprintf(want, sizeof want, P_("%lld arrives: fewer than its weight; alone, it is lost",
                                   "%lld arrive: fewer than its weight; alone, all are lost", 1), 1LL);
    assert_non_null(strstr(why, want));
    client_draw_at(&a, "cq14-lost-alone", 1280, 800);
    conquest_match_clear_orders(m, 0);
    assert_int_equal(conquest_match_set_order(m, 0, t.x, t.w, 2), CQ_ORDER_OK);
    assert_int_equal(conquest_order_outcome(m, 0, t.w), CONQUEST_OUTCOME_UNSURE);
    app_draw(&a);
    k = c->model.links[m->graph.n_edges].color;
    assert_true(k.r == 242 && k.g == 156 && k.b == 40);
    client_draw_at(&a, "cq14-gamble", 1280, 800);
    app_free(&a);
}

/* Blind play-test 12: against the computer, after each turn's resolution the
 * card of the vertex under the resting pointer opened over the vertex just
 * attacked. None opens until the pointer moves. */
static void test_no_stale_card_after_turn(void **state)
{
    (void)state;
    static app a;
    setenv("SKIRMISH_SEED", "34", 1);
    assert_true(front_init_offscreen(&a, 1280, 800));
    a.frozen_ticks = 1000;
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    conquest_content *k = conquest_content_get(&a);
    k->setup.map = 0;
    k->setup.players = 2;
    k->setup.seat[0] = CONQUEST_SEAT_HUMAN;
    k->setup.seat[1] = 0; /* the computer */
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    cqc_key(&a, UI_KEY_ENTER);
    conquest_screen *c = conquest_current(&a);
    assert_non_null(c);
    assert_false(c->cover);
    int v = -1;
    for (int i = 0; i < c->match.graph.n_vertices && v < 0; i++)
        if (c->match.state.controller[i] == 0)
            v = i;
    int x, y;
    cqc_vertex_at(c, v, &x, &y);
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, x, y);
    assert_int_equal(c->hover, v);
    press_ready(&a);
    for (int i = 0; i < 20 && c->match.state.turn < 2; i++)
        cqc_update(&a, 0.5f);
    assert_int_equal(c->match.state.turn, 2);
    for (int i = 0; i < 400 && c->animating; i++)
        cqc_update(&a, 0.05f);
    assert_false(c->animating);
    cqc_key(&a, UI_KEY_SPACE); /* the report closed */
    cqc_update(&a, 1.0f);
    assert_int_equal(c->hover, -1);
    client_draw_at(&a, "cq14-no-stale-card", 1280, 800);
    /* the pointer moves: its card again */
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, x + 1, y);
    assert_int_equal(c->hover, v);
    app_free(&a);
}

/* Blind play-test 12: "You took Kelcombe: 36 arrived, 34 left" left out
 * where the 2 went: the line says what they met. */
static void test_took_says_against_what(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    conquest_match *m = &c->match;
    cqc_shared t = cqc_set_shared(c, 5, 1, 0);
    int weight = m->graph.vertices[t.w].weight;
    assert_int_equal(conquest_match_set_order(m, 0, t.x, t.w, 5), CQ_ORDER_OK);
    press_ready(&a);
    cqc_key(&a, UI_KEY_ENTER); /* Hand over */
    cqc_key(&a, UI_KEY_T);
    press_ready(&a);
    for (int i = 0; i < 4; i++)
        cqc_update(&a, 0.01f);
    assert_int_equal(m->state.controller[t.w], 0);
    char want[300];
    snprintf(want, sizeof want,
             P_("You took neutral %s: your %lld unit against its weight %d, %lld left there",
                "You took neutral %s: your %lld units against its weight %d, %lld left there", 5),
             conquest_place(&m->graph, t.w), 5LL, weight, (long long)(5 - weight));
    bool found = false;
    for (int i = 0; i < c->log.n && !found; i++)
        found = strcmp(c->log.items[i].text, want) == 0;
    if (!found)
        fail_msg("no \"%s\" in the report", want);
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ready_asks_before_cover),
        cmocka_unit_test(test_cover_never_back),
        cmocka_unit_test(test_cover_hides_orders),
        cmocka_unit_test(test_lottery_worst_odds),
        cmocka_unit_test(test_lost_alone_is_red),
        cmocka_unit_test(test_no_stale_card_after_turn),
        cmocka_unit_test(test_took_says_against_what),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
