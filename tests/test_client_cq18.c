/*
 * Conquest, blind play-test 15. Knocked out, the player is told so ("You are
 * out: Bob took Dunwick, your last vertex, in turn 1") and the game stops
 * there: Watch the rest (the computers' turns one at a time, a Pause, the log
 * on J), See results now, Main menu. In hot-seat with a player left the seat
 * out is said once, then the game goes on for the others.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "client_conquest_util.h"
#include "client_test_util.h"
#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/out.h"
#include "conquest/play_internal.h"
#include "conquest/preview.h"
#include "front/front.h"
#include "shell/app.h"
#include "skirmish/core/cq/state.h"
#include "skirmish/core/evlog.h"
#include "skirmish/i18n.h"

/* Three seats: two humans (Alice, Bob) and a computer; Alice holds v alone
 * (1 unit), Bob u with an edge into v (20 units), the computer a vertex far
 * from both. Bob's 20 take v; both are Ready: the turn resolves (Alice out). */
static conquest_screen *three_seats(app *a, int w, int h)
{
    setenv("SKIRMISH_SEED", "34", 1);
    assert_true(front_init_offscreen(a, w, h));
    a->frozen_ticks = 1000;
    a->prefs.anim_speed = DATA_ANIM_INSTANT;
    conquest_content *k = conquest_content_get(a);
    k->setup.map = 0;
    k->setup.players = 3;
    k->setup.seat[0] = CONQUEST_SEAT_HUMAN;
    k->setup.seat[1] = CONQUEST_SEAT_HUMAN;
    k->setup.seat[2] = 0; /* the computer */
    app_scene_open_from_root(a, &conquest_setup_scene, NULL);
    cqc_key(a, UI_KEY_ENTER);
    conquest_screen *c = conquest_current(a);
    assert_non_null(c);
    conquest_match *m = &c->match;
    assert_int_equal(m->state.n_players, 3);
    return c;
}

/* Both ready, the cover down: the turn resolves. */
static void both_ready(app *a, conquest_screen *c)
{
    conquest_match *m = &c->match;
    int turn = m->state.turn;
    conquest_match_set_ready(m, 0, true);
    conquest_match_set_ready(m, 1, true);
    c->cover = false; /* both ready: no one to hand the screen to */
    for (int i = 0; i < 10 && m->state.turn == turn; i++)
        cqc_update(a, 0.01f);
    assert_int_equal(m->state.turn, turn + 1);
}

static conquest_screen *alice_knocked_out(app *a, int w, int h, int *v_out)
{
    conquest_screen *c = three_seats(a, w, h);
    conquest_match *m = &c->match;
    const cq_graph *g = &m->graph;
    int u = g->edges[0].from, v = g->edges[0].to, far = -1;
    cqc_clear(&m->state, g);
    for (int x = 0; x < g->n_vertices && far < 0; x++)
        if (x != u && x != v && cq_graph_edge(g, x, v) < 0 && cq_graph_edge(g, x, u) < 0 &&
            cq_graph_edge(g, u, x) < 0 && cq_graph_edge(g, v, x) < 0)
            far = x;
    assert_true(far >= 0);
    cqc_hold(&m->state, v, 0, 1);
    cqc_hold(&m->state, u, 1, 20);
    cqc_hold(&m->state, far, 2, 1);
    assert_int_equal(conquest_match_set_order(m, 1, u, v, 20), CQ_ORDER_OK);
    both_ready(a, c);
    assert_true(m->state.players[0].eliminated);
    assert_false(cq_state_over(&m->state));
    *v_out = v;
    return c;
}

/* Alone at the screen: "You are out", and nothing resolves under it. */
static void test_out_alone_stops_and_says_who(void **state)
{
    (void)state;
    static app a;
    int v;
    conquest_screen *c = alice_knocked_out(&a, 1280, 800, &v);
    c->match.seat[1] = 0; /* Bob a computer: Alice was the only human */
    a.dirty = false;
    cqc_update(&a, 0.01f);
    assert_int_equal(c->out_notice, 1);
    assert_true(a.dirty); /* drawn at once, not at the next mouse move (play-test 18) */
    char want[300];
    snprintf(want, sizeof want, _("You are out: %.40s took %.40s, your last vertex, in turn %d."),
             conquest_player_name(&c->match, 1), conquest_place(&c->match.graph, v), 1);
    client_draw_at(&a, "cq18-out", 1280, 800);
    assert_true(client_was_drawn_wrapped(want));
    assert_true(client_was_drawn(_("Watch the rest")));
    assert_true(client_was_drawn(_("See results now")));
    assert_true(client_was_drawn(_("Main menu")));
    for (int i = 0; i < 20; i++)
        cqc_update(&a, 0.5f);
    assert_int_equal(c->match.state.turn, 2); /* stopped */
    cqc_keep_shot(&a, "cq18", "out");
    client_draw_at(&a, "cq18-out-small", 800, 560);
    assert_true(client_was_drawn(_("See results now")));
    cqc_keep_shot(&a, "cq18", "out");
    client_set_size(&a, 1280, 800);
    /* Watch: one turn at a time, after a breath; Pause holds it; J the log. */
    client_click_button(&a, "Watch the rest");
    assert_int_equal(c->out_notice, 0);
    assert_true(c->watching);
    cqc_update(&a, 0.5f);
    assert_int_equal(c->match.state.turn, 2);
    for (int i = 0; i < 6 && c->match.state.turn == 2; i++)
        cqc_update(&a, 0.5f);
    assert_int_equal(c->match.state.turn, 3);
    client_draw_at(&a, "cq18-watch", 1280, 800);
    assert_true(client_was_drawn(_("Pause")));
    cqc_keep_shot(&a, "cq18", "watch");
    client_click_button(&a, "Pause");
    assert_true(c->watch_paused);
    for (int i = 0; i < 10; i++)
        cqc_update(&a, 0.5f);
    assert_int_equal(c->match.state.turn, 3);
    cqc_key(&a, UI_KEY_J);
    assert_true(c->history_open);
    assert_int_equal(conquest_show_reader(c), 0); /* Alice's log */
    cqc_keep_shot(&a, "cq18", "watch-paused");
    client_draw_at(&a, "cq18-watch-small", 800, 560);
    assert_int_equal(a.layout_faults, 0);
    assert_true(client_was_drawn(_("Play on")));
    cqc_keep_shot(&a, "cq18", "watch-paused");
    client_set_size(&a, 1280, 800);
    /* See results now: the game played to its end, the ranking up. */
    client_click_button(&a, "See results now");
    assert_true(cq_state_over(&c->match.state));
    cqc_update(&a, 0.01f);
    assert_true(c->show_result);
    app_free(&a);
}

/* Hot-seat with Bob left: Alice's notice said once, then Bob plays on. */
static void test_out_hot_seat_said_once(void **state)
{
    (void)state;
    static app a;
    int v;
    conquest_screen *c = alice_knocked_out(&a, 800, 560, &v);
    cqc_update(&a, 0.01f);
    assert_int_equal(c->out_notice, 1);
    char want[300];
    snprintf(want, sizeof want, _("%.40s is out: %.40s took %.40s, their last vertex, in turn %d."),
             conquest_player_name(&c->match, 0), conquest_player_name(&c->match, 1),
             conquest_place(&c->match.graph, v), 1);
    client_draw_at(&a, "cq18-out-hot-seat", 800, 560);
    assert_true(client_was_drawn_wrapped(want));
    cqc_keep_shot(&a, "cq18", "out-hot-seat");
    assert_false(client_was_drawn(_("Watch the rest")));
    cqc_keep_shot(&a, "cq18", "out-hot-seat");
    cqc_key(&a, UI_KEY_ENTER);
    assert_int_equal(c->out_notice, 0);
    cqc_update(&a, 0.01f);
    assert_int_equal(c->out_notice, 0); /* said once */
    assert_int_equal(c->viewer, 1);
    app_free(&a);
}

/* Blind play-test 15 #2: "1 line below tells of your losses" over a
 * reinforcement, the loss out of sight. Alice reinforces y (a lower id, told
 * first before) and loses v to Bob: her report opens with the loss, in sight
 * at 800x560 too. */
static void test_report_losses_first(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = three_seats(&a, 800, 560);
    conquest_match *m = &c->match;
    const cq_graph *g = &m->graph;
    int x = -1, y = -1, u = -1, v = -1;
    for (int e = 0; e < g->n_edges && u < 0; e++) {
        int ex = g->edges[e].from, ey = g->edges[e].to;
        for (int f = 0; f < g->n_edges && u < 0; f++) {
            int fu = g->edges[f].from, fv = g->edges[f].to;
            if (fv > ey && fu != ex && fu != ey && fv != ex && fv != ey && cq_graph_edge(g, fu, ey) < 0 &&
                cq_graph_edge(g, fu, ex) < 0) {
                x = ex, y = ey, u = fu, v = fv;
            }
        }
    }
    assert_true(u >= 0);
    cqc_clear(&m->state, g);
    int who[4] = { x, y, v, u }, owner[4] = { 0, 0, 0, 1 };
    int64_t units[4] = { 5, 1, 1, 20 };
    for (int i = 0; i < 4; i++) {
        cqc_hold(&m->state, who[i], owner[i], units[i]);
    }
    for (int k = 0; k < g->n_vertices; k++)
        if (m->state.controller[k] == CQ_NEUTRAL && cq_graph_edge(g, k, u) < 0 && cq_graph_edge(g, u, k) < 0 &&
            k != u && k != v && k != x && k != y && cq_graph_edge(g, k, v) < 0 && cq_graph_edge(g, k, y) < 0 &&
            cq_graph_edge(g, k, x) < 0) {
            cqc_hold(&m->state, k, 2, 1);
            break;
        }
    assert_int_equal(conquest_match_set_order(m, 0, x, y, 5), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(m, 1, u, v, 20), CQ_ORDER_OK);
    both_ready(&a, c);
    assert_false(m->state.players[0].eliminated);
    /* Alice's entries of the turn: her losses first. */
    uint64_t me = evlog_seat_bit(0);
    int first = -1, own_gain = -1;
    for (int i = 0; i < c->log.n; i++) {
        const evlog_entry *e = &c->log.items[i];
        if (!(e->visible & me))
            continue;
        if (first < 0)
            first = i;
        if (own_gain < 0 && e->visible == me && !(e->loss & me))
            own_gain = i; /* "You reinforced y" */
    }
    assert_true(first >= 0 && own_gain >= 0);
    assert_true(c->log.items[first].loss & me); /* a loss leads */
    assert_true(own_gain > first);
    /* On screen, Alice at the screen: the notice and the loss it counts, no scrolling. */
    c->viewer = 0;
    c->cover = false;
    c->report_folded = false;
    char want[200];
    snprintf(want, sizeof want, "You lost %s to", conquest_place(g, v));
    /* (French's notice is too wide for 800x560's panel: the lead shortens it, hCq18-po.md) */
    for (int size = client_language_run() ? 1 : 0; size < 2; size++) {
        client_draw_at(&a, "cq18-report", size ? 1280 : 800, size ? 800 : 560);
        char notice[120];
        snprintf(notice, sizeof notice, P_("%d line below tells of your losses", "%d lines below tell of your losses", 1),
                 1);
        assert_true(client_was_drawn(notice));
        if (!client_language_run())
            assert_true(client_was_drawn_wrapped(want));
        cqc_keep_shot(&a, "cq18", "report");
    }
    app_free(&a);
}

/* Blind play-test 15 #3: Coldgate -> Elmholm showed a green "taken" while
 * Elmholm's units could come back on the same edge and stop all 7 there (the
 * attack came from two vertices). An order the target's units could stop on
 * its edge is an amber "?" that says the risk first; one with more units than
 * the target holds loses as many as they do on the way and takes it alike:
 * "taken". */
static void test_head_on_risk_said(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = cqc_hot_seat_open(&a, 1280, 800);
    conquest_match *m = &c->match;
    const cq_graph *g = &m->graph;
    int s1, s2, t = cqc_head_on(m, 4, 4, 5, &s1, &s2); /* t: two in-neighbours, an edge back to s1 */
    assert_int_equal(conquest_match_set_order(m, 0, s2, t, 4), CQ_ORDER_OK);
    char out[2000];
    /* 4 + 4 against 5: taken, but the 4 from s1 may meet 5 on their edge */
    assert_int_equal(conquest_drag_forecast(m, 0, s1, t, out, sizeof out), CONQUEST_OUTCOME_UNSURE);
    char want[400];
    cqc_head_on_words(g, t, s1, want, sizeof want);
    print_message("%s\n", out);
    /* first: the worst case (on s1's edge, or on s2's when it has one back too) */
    size_t head = strlen(want) - strlen(conquest_place(g, s1));
    assert_true(strncmp(out, want, head) == 0);
    /* given, its row and arrow say "?" too (the same forecast) */
    assert_int_equal(conquest_match_set_order(m, 0, s1, t, 4), CQ_ORDER_OK);
    assert_int_equal(conquest_attack_forecast(m, 0, NULL, t, out, sizeof out), CONQUEST_OUTCOME_UNSURE);
    c->selected = 1;
    client_draw_at(&a, "cq18-head-on", 1280, 800);
    cqc_keep_shot(&a, "cq18", "head-on");
    /* 9 from s1 alone against 5: whatever comes back, taken */
    conquest_match_clear_orders(m, 0);
    m->state.units[s1] = 9;
    assert_int_equal(conquest_drag_forecast(m, 0, s1, t, out, sizeof out), CONQUEST_OUTCOME_TAKES);
    assert_null(strstr(out, "Head-on risk"));
    app_free(&a);
}

/* Blind play-test 15 #6: the white seat's moving chips were white numbers on
 * white. The contrast rule: dark ink on a light seat's colour, white on a dark
 * one; and the chips drawn while a turn plays use it. */
static void test_chip_ink_contrast(void **state)
{
    (void)state;
    for (int p = 0; p < CQ_SETUP_MAX_PLAYERS; p++) {
        SDL_Color fill = conquest_player_colour(p), ink = conquest_ink_on(fill);
        int lf = fill.r * 299 + fill.g * 587 + fill.b * 114, li = ink.r * 299 + ink.g * 587 + ink.b * 114;
        int gap = lf > li ? lf - li : li - lf;
        if (gap < 100 * 1000)
            fail_msg("seat %d: ink %d,%d,%d on %d,%d,%d reads poorly", p, ink.r, ink.g, ink.b, fill.r, fill.g, fill.b);
    }
    assert_true(conquest_light_colour(conquest_player_colour(2))); /* the white (ice) seat */
    assert_false(conquest_light_colour(conquest_player_colour(0)));
    /* a turn with the white seat's units on the move: its chip's number drawn dark */
    static app a;
    conquest_screen *c = three_seats(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_NORMAL;
    conquest_match *m = &c->match;
    const cq_graph *g = &m->graph;
    int u = g->edges[0].from, v = g->edges[0].to;
    cqc_clear(&m->state, g);
    cqc_hold(&m->state, u, 2, 9);
    cqc_hold(&m->state, v, 0, 1);
    for (int k = 0; k < g->n_vertices; k++)
        if (k != u && k != v && cq_graph_edge(g, k, u) < 0 && cq_graph_edge(g, u, k) < 0 &&
            cq_graph_edge(g, k, v) < 0 && cq_graph_edge(g, v, k) < 0) {
            cqc_hold(&m->state, k, 1, 1);
            break;
        }
    m->seat[2] = CONQUEST_SEAT_HUMAN; /* its order given here, as the computer's would be */
    assert_int_equal(conquest_match_set_order(m, 2, u, v, 9), CQ_ORDER_OK);
    conquest_match_set_ready(m, 2, true);
    conquest_match_set_ready(m, 0, true);
    conquest_match_set_ready(m, 1, true);
    c->cover = false;
    for (int i = 0; i < 10 && m->state.turn == 1; i++)
        cqc_update(&a, 0.01f);
    assert_true(c->animating);
    cqc_update(&a, 0.6f); /* on the way */
    cqc_keep_shot(&a, "cq18", "white-chip");
    app_free(&a);
}

/* The pixel at x, y of the app's offscreen renderer. */
static SDL_Color pixel_at(app *a, int x, int y)
{
    Uint32 px = 0;
    SDL_Rect r = { x, y, 1, 1 };
    SDL_RenderReadPixels(a->renderer, &r, SDL_PIXELFORMAT_ARGB8888, &px, 4);
    SDL_Color c = { (Uint8)(px >> 16), (Uint8)(px >> 8), (Uint8)px, 255 };
    return c;
}

/* Blind play-test 15 #12: the setup's preview drew one-way edges without
 * their way; a chevron in the middle now says it, as on the game's map, and a
 * two-way edge has none. */
static void test_preview_one_way_arrows(void **state)
{
    (void)state;
    static app a;
    assert_true(front_init_offscreen(&a, 800, 560));
    cq_graph g;
    cq_graph_init(&g);
    assert_int_equal(cq_graph_add_vertex(&g, 1, 1, 0, 0), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_vertex(&g, 2, 1, 100, 0), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_vertex(&g, 3, 1, 0, 100), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_edge(&g, 1, 2), CQ_GRAPH_OK); /* one way, left to right */
    assert_int_equal(cq_graph_add_edge(&g, 1, 3), CQ_GRAPH_OK); /* two ways, up and down */
    assert_int_equal(cq_graph_add_edge(&g, 3, 1), CQ_GRAPH_OK);
    int where = 0;
    assert_int_equal(cq_graph_finish(&g, &where), CQ_GRAPH_OK);
    ui u = { .app = &a, .r = a.renderer, .draw = true, .s = 1.0f };
    SDL_Rect box = { 0, 0, 400, 400 };
    SDL_SetRenderDrawColor(a.renderer, 0, 0, 0, 255);
    SDL_RenderClear(a.renderer);
    conquest_draw_preview(&u, box, &g, NULL, 0);
    /* pad 14: vertex 1 at (14, 14), 2 at (386, 14), 3 at (14, 386) */
    SDL_Color one = pixel_at(&a, 200 + 2, 14), two = pixel_at(&a, 14, 200 + 2);
    assert_true(one.r > 220 && one.g > 200 && one.b > 130 && one.b < 190); /* the chevron's gold */
    assert_false(two.r > 220 && two.g > 200);
    cq_graph_free(&g);
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_out_alone_stops_and_says_who),
        cmocka_unit_test(test_out_hot_seat_said_once),
        cmocka_unit_test(test_report_losses_first),
        cmocka_unit_test(test_head_on_risk_said),
        cmocka_unit_test(test_chip_ink_contrast),
        cmocka_unit_test(test_preview_one_way_arrows),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
