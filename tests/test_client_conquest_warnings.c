/*
 * Conquest's order warnings, offscreen (the sixth round, play-test 3 at 6/10,
 * and blind play-test 10): a forecast that knows who else can arrive names the
 * rivals and marks the order uncertain, not lost; a vertex left too thin says
 * so, counting its own planned arrivals; a drag to a vertex no edge reaches
 * says that before "no units left".
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

#include "conquest/conquest.h"
#include "conquest/board.h"
#include "conquest/play_internal.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

/* The reported case: 1 unit to a weight-2 neutral that Bob's 1 can also
 * reach. Alone it is all lost (red); with Bob in reach the forecast names him,
 * how many he could bring and from where, says the arrivals are pooled and one
 * draw takes all, and marks the order lost alone (red, blind play-test 12). What it
 * shows depends only on public things: Bob's draft orders change nothing. */
static void test_forecast_names_rivals(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    conquest_match *m = &c->match;
    cqc_shared t = cqc_set_shared(c, 1, 1, 0);
    assert_int_equal(conquest_match_set_order(m, 0, t.x, t.w, 1), CQ_ORDER_OK);
    char why[1024], want[400];
    assert_int_equal(conquest_attack_forecast(m, 0, NULL, t.w, why, sizeof why), CONQUEST_OUTCOME_FAILS);
    assert_true(conquest_attack_text(m, 0, NULL, t.w, why, sizeof why));
    snprintf(want, sizeof want, P_("%s can also reach %s: up to %lld unit from %s",
                                   "%s can also reach %s: up to %lld units from %s", 1),
             conquest_player_name(m, 1), conquest_place(&m->graph, t.w), 1LL, conquest_place(&m->graph, t.y));
    i18n_elide(want);
    if (!strstr(why, want))
        fail_msg("\"%s\" does not say \"%s\"", why, want);
    assert_int_equal(conquest_order_outcome(m, 0, t.w), CONQUEST_OUTCOME_FAILS);
    c->selected = 0;
    app_draw(&a);
    SDL_Color k = c->model.links[m->graph.n_edges].color;
    assert_true(k.r == 236 && k.g == 64 && k.b == 52); /* red: alone it is lost (blind play-test 12) */
    cqc_keep_shot(&a, "round6", "forecast-rival");
    /* Bob's drafts (another seat's secret) change nothing shown. */
    char before[1024];
    snprintf(before, sizeof before, "%s", why);
    assert_int_equal(conquest_match_set_order(m, 1, t.y, t.w, 1), CQ_ORDER_OK);
    assert_int_equal(conquest_attack_forecast(m, 0, NULL, t.w, why, sizeof why), CONQUEST_OUTCOME_FAILS);
    assert_string_equal(why, before);
    conquest_match_clear_orders(m, 1);
    assert_int_equal(conquest_attack_forecast(m, 0, NULL, t.w, why, sizeof why), CONQUEST_OUTCOME_FAILS);
    assert_string_equal(why, before);
    assert_int_equal(conquest_threat_at(m, 0, t.x), cq_graph_edge(&m->graph, t.y, t.x) >= 0 ? 1 : 0);
    /* Nobody else in reach: all lost, red, as before. */
    m->state.controller[t.y] = CQ_NEUTRAL;
    m->state.units[t.y] = 0;
    assert_int_equal(conquest_attack_forecast(m, 0, NULL, t.w, why, sizeof why), CONQUEST_OUTCOME_FAILS);
    assert_null(strstr(why, conquest_player_name(m, 1)));
    app_free(&a);
}

/* "All" leaving the source empty next to a stronger neighbour is said, by
 * the order and by the drag; the threat overlay (T) counts what others could
 * bring to each of the viewer's vertices, and the hover card says who. */
static void test_source_warning_and_threats(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    conquest_match *m = &c->match;
    cqc_shared t = cqc_set_shared(c, 3, 0, 15);
    assert_int_equal(conquest_match_set_order(m, 0, t.x, t.w, 3), CQ_ORDER_OK);
    char warn[320], want[320];
    assert_true(conquest_source_warning(m, 0, NULL, t.x, warn, sizeof warn));
    snprintf(want, sizeof want, P_("%s will be empty; %s (%s, %lld unit) is next to it",
                                   "%s will be empty; %s (%s, %lld units) is next to it", 15),
             conquest_place(&m->graph, t.x), conquest_place(&m->graph, t.z), conquest_player_name(m, 1), 15LL);
    i18n_elide(want);
    assert_string_equal(warn, want);
    /* Keeping more than the neighbour can bring: nothing to say. */
    m->state.units[t.x] = 20;
    assert_false(conquest_source_warning(m, 0, NULL, t.x, warn, sizeof warn));
    m->state.units[t.x] = 3;
    assert_int_equal(conquest_threat_at(m, 0, t.x), 15);
    c->selected = 0;
    app_draw(&a);
    cqc_keep_shot(&a, "round6", "source-warning");
    cqc_key(&a, UI_KEY_T);
    assert_true(c->threats);
    int x, y;
    cqc_vertex_at(c, t.x, &x, &y);
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, x, y);
    app_draw(&a);
    cqc_keep_shot(&a, "round6", "threats");
    cqc_key(&a, UI_KEY_T);
    assert_false(c->threats);
    app_free(&a);
}

/* Blind play-test 10: "Larkton will be empty" while the player's own units
 * were ordered into Larkton (they arrive before the fight). The planned
 * garrison counts them, the warning follows it as the turn resolves it (as
 * many attackers as defenders empty it), and the board shows it. */
static void test_source_warning_counts_own_arrivals(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    conquest_match *m = &c->match;
    cq_graph *g = &m->graph;
    /* x (player 0, 3 units) with edges in from r (player 0, 16) and z
     * (player 1, 15), and out to a neutral w */
    cqc_shared t = { -1, -1, -1, -1 };
    int r = -1;
    for (int x = 0; x < g->n_vertices && r < 0; x++)
        for (int i = 0; i < cq_graph_in_degree(g, x) && r < 0; i++)
            for (int j = 0; j < cq_graph_in_degree(g, x) && r < 0; j++) {
                int a1 = cq_graph_in_neighbour(g, x, i), b1 = cq_graph_in_neighbour(g, x, j);
                for (int w = 0; w < g->n_vertices && r < 0 && a1 != b1; w++)
                    if (w != x && w != a1 && w != b1 && cq_graph_edge(g, x, w) >= 0) {
                        t = (cqc_shared){ w, x, -1, b1 };
                        r = a1;
                    }
            }
    assert_true(r >= 0);
    cqc_clear(&m->state, g);
    m->state.controller[t.x] = 0;
    m->state.units[t.x] = 3;
    m->state.controller[t.z] = 1;
    m->state.units[t.z] = 15;
    m->state.controller[r] = 0;
    m->state.units[r] = 16;
    c->cover = false;
    c->viewer = 0;
    assert_int_equal(conquest_match_set_order(m, 0, t.x, t.w, 3), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(m, 0, r, t.x, 16), CQ_ORDER_OK);
    int64_t sent = -1, arriving = -1;
    assert_int_equal(conquest_planned_units(m, 0, NULL, t.x, &sent, &arriving), 16);
    assert_int_equal(sent, 3);
    assert_int_equal(arriving, 16);
    char warn[320], want[320];
    assert_false(conquest_source_warning(m, 0, NULL, t.x, warn, sizeof warn)); /* 16 against at most 15 */
    /* 15 arriving against 15: it would be emptied, and the warning says so */
    assert_int_equal(conquest_match_set_order(m, 0, r, t.x, 15), CQ_ORDER_OK);
    assert_true(conquest_source_warning(m, 0, NULL, t.x, warn, sizeof warn));
    snprintf(want, sizeof want,
             P_("%s will have %lld unit (%lld of yours arrive first); %s can bring up to %lld from %s",
                "%s will have %lld units (%lld of yours arrive first); %s can bring up to %lld from %s", 15),
             conquest_place(g, t.x), 15LL, 15LL, conquest_player_name(m, 1), 15LL, conquest_place(g, t.z));
    i18n_elide(want);
    assert_string_equal(warn, want);
    /* the drag's forecast counts them too: 16 ordered in, 3 dragged out */
    assert_int_equal(conquest_match_set_order(m, 0, r, t.x, 16), CQ_ORDER_OK);
    conquest_match_clear_orders(m, 0);
    assert_int_equal(conquest_match_set_order(m, 0, r, t.x, 16), CQ_ORDER_OK);
    char why[1024];
    conquest_drag_forecast(m, 0, t.x, t.w, why, sizeof why);
    assert_null(strstr(why, conquest_player_name(m, 1)) ? strstr(why, "empty") : NULL);
    /* a vertex of nobody's orders: what is there */
    assert_int_equal(conquest_planned_units(m, 0, NULL, t.z, NULL, NULL), 15);
    c->selected = -1;
    cqc_key(&a, UI_KEY_T);
    cqc_keep_shot(&a, "round6", "planned-garrison");
    cqc_key(&a, UI_KEY_T);
    /* At 800x560 the order's row is said whole (blind play-test 10: "Elmholm
     * → Coldg…"): the long form, or the short one, else cut with its tooltip;
     * its Remove button keeps its word (blind play-test 11: "×"). */
    client_draw_at(&a, "cq-orders-small", 800, 560);
    char row[200], whole[200];
    snprintf(row, sizeof row, P_("%lld unit: %s \u2192 %s", "%lld units: %s \u2192 %s", 16), 16LL,
             conquest_place(g, r), conquest_place(g, t.x));
    conquest_order_text(m, &m->orders[0].list[0], whole, sizeof whole);
    assert_true(client_was_drawn(_("Remove")));
    row[12] = whole[12] = '\0';
    assert_true(client_was_drawn(row) || client_was_drawn(whole)); /* their starts */
    app_free(&a);
}

/* Blind play-test 10: a drag from a vertex whose units are all ordered out
 * to a vertex no edge reaches said "no units left"; the structural reason
 * comes first. */
static void test_no_edge_said_before_no_units(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    conquest_match *m = &c->match;
    cqc_shared t = cqc_set_shared(c, 3, 0, 15);
    int far = -1;
    for (int v = 0; v < m->graph.n_vertices && far < 0; v++)
        if (v != t.x && cq_graph_edge(&m->graph, t.x, v) < 0 && cq_graph_edge(&m->graph, v, t.x) < 0)
            far = v;
    assert_true(far >= 0);
    assert_int_equal(conquest_match_set_order(m, 0, t.x, t.w, 3), CQ_ORDER_OK);
    app_draw(&a);
    int x, y, fx, fy;
    cqc_vertex_at(c, t.x, &x, &y);
    cqc_vertex_at(c, far, &fx, &fy);
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, x, y);
    cqc_mouse(&a, UI_EV_MOUSE_DOWN, UI_BUTTON_LEFT, x, y);
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, fx, fy);
    cqc_mouse(&a, UI_EV_MOUSE_UP, UI_BUTTON_LEFT, fx, fy);
    char want[300];
    conquest_refusal_text(m, 0, t.x, far, CQ_ORDER_NO_EDGE, want, sizeof want);
    assert_string_equal(c->message, want);
    assert_int_equal(m->orders[0].n, 1);
    /* to a neighbour: no units left */
    cqc_vertex_at(c, t.w, &fx, &fy);
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, x, y);
    cqc_mouse(&a, UI_EV_MOUSE_DOWN, UI_BUTTON_LEFT, x, y);
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, fx, fy);
    cqc_mouse(&a, UI_EV_MOUSE_UP, UI_BUTTON_LEFT, fx, fy);
    assert_int_equal(m->orders[0].n, 1);
    assert_int_equal(m->orders[0].list[0].units, 3);
    int z = -1;
    for (int v = 0; v < m->graph.n_vertices && z < 0; v++)
        if (v != t.x && v != t.w && cq_graph_edge(&m->graph, t.x, v) >= 0)
            z = v;
    if (z >= 0) {
        cqc_vertex_at(c, z, &fx, &fy);
        cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, x, y);
        cqc_mouse(&a, UI_EV_MOUSE_DOWN, UI_BUTTON_LEFT, x, y);
        cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, fx, fy);
        cqc_mouse(&a, UI_EV_MOUSE_UP, UI_BUTTON_LEFT, fx, fy);
        conquest_none_left_text(m, t.x, want, sizeof want);
        assert_string_equal(c->message, want);
        assert_int_equal(m->orders[0].n, 1);
    }
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forecast_names_rivals),
        cmocka_unit_test(test_source_warning_and_threats),
        cmocka_unit_test(test_source_warning_counts_own_arrivals),
        cmocka_unit_test(test_no_edge_said_before_no_units),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
