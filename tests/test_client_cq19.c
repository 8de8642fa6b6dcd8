/*
 * Conquest, blind play-test 16 (hCq19).
 * #4: "6 units: Coldgate -> Ashford" selected, the panel said the head-on risk
 * of the other order to Ashford ("all your 4 there are destroyed and the rest
 * of theirs go on to Brillfield"). Each order's forecast is its own edge's.
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
#include "conquest/label.h"
#include "conquest/play_internal.h"
#include "shell/app.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

/* The head-on risk's words up to the source's name, for t's units and the
 * order's (5 against 4: "all your 4 there are destroyed"). */
static void head_on_words(const cq_graph *g, int t, int s, char *out, size_t size)
{
    snprintf(out, size,
             P_("Head-on risk: if %s's %lld unit comes this way on the same edge, the two forces meet on the "
                "edge first: all your %lld there are destroyed and the rest of theirs go on to %s",
                "Head-on risk: if %s's %lld units come this way on the same edge, the two forces meet on the "
                "edge first: all your %lld there are destroyed and the rest of theirs go on to %s",
                5),
             conquest_place(g, t), 5LL, 4LL, conquest_place(g, s));
    i18n_elide(out);
}

static void test_head_on_of_the_selected_order(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = cqc_hot_seat_open(&a, 1280, 800);
    conquest_match *m = &c->match;
    const cq_graph *g = &m->graph;
    int t = -1, s1 = -1, s2 = -1; /* t: two in-neighbours, an edge back to s1 */
    for (int v = 0; v < g->n_vertices && t < 0; v++)
        for (int i = 0; i < cq_graph_in_degree(g, v) && t < 0; i++)
            for (int j = 0; j < cq_graph_in_degree(g, v) && t < 0; j++) {
                int x = cq_graph_in_neighbour(g, v, i), y = cq_graph_in_neighbour(g, v, j);
                if (x != y && cq_graph_edge(g, v, x) >= 0)
                    t = v, s1 = x, s2 = y;
            }
    assert_true(t >= 0);
    cqc_clear(&m->state, g);
    m->state.controller[s1] = 0;
    m->state.units[s1] = 4;
    m->state.controller[s2] = 0;
    m->state.units[s2] = 6;
    m->state.controller[t] = 1;
    m->state.units[t] = 5;
    /* 4 from s1 (5 may meet them on their edge), 6 from s2 (more than 5: no
     * meeting on its edge stops them) */
    assert_int_equal(conquest_match_set_order(m, 0, s1, t, 4), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(m, 0, s2, t, 6), CQ_ORDER_OK);
    char out[2000], want[600];
    head_on_words(g, t, s1, want, sizeof want);
    conquest_order_forecast(m, 0, NULL, s1, t, out, sizeof out);
    print_message("s1: %s\n", out);
    assert_non_null(strstr(out, want));
    conquest_order_forecast(m, 0, NULL, s2, t, out, sizeof out);
    print_message("s2: %s\n", out);
    assert_null(strstr(out, "Head-on"));
    assert_null(strstr(out, want));
    /* the panel under the selected order says its own */
    const conquest_player_orders *o = &m->orders[0];
    for (int i = 0; i < o->n; i++) {
        c->selected = i;
        client_draw_at(&a, "cq19-head-on", 1280, 800);
        bool from_s1 = cq_graph_find(g, o->list[i].from) == s1;
        bool said = strstr(client_drawn_texts(), _("Head-on risk")) != NULL;
        cqc_keep_shot(&a, "cq19", from_s1 ? "head-on-s1" : "head-on-s2");
        if (from_s1 != said)
            fail_msg("order %d (from %s): the panel %s the head-on risk", i, from_s1 ? "s1" : "s2",
                     from_s1 ? "does not say" : "says");
    }
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_head_on_of_the_selected_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
