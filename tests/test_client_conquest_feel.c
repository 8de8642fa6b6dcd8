/*
 * Conquest, play-test 9: a fight's report names the holder's units that joined
 * the defence and where they came from, in each seat's own report as in the
 * story; the open legend is drawn over the threat tags (they hid it); the
 * setup says what Starts does beside it, and what a computer seat's level
 * means when its label is pointed at.
 */
#define _POSIX_C_SOURCE 200809L /* setenv */
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
#include "conquest/match.h"
#include "conquest/play_internal.h"
#include "conquest/report.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/core/evlog.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

/* A (0, p0) and D (3, p0) both reinforce B (1, p0) while C (2, p1) attacks it. */
static void reinforced_match(conquest_match *m)
{
    cq_graph g;
    cq_graph_init(&g);
    for (int v = 0; v < 4; v++)
        assert_int_equal(cq_graph_add_vertex(&g, v, 1, v, v == 3 ? 1 : 0), CQ_GRAPH_OK);
    int edges[][2] = {{0, 1}, {1, 0}, {1, 2}, {2, 1}, {3, 1}, {1, 3}};
    for (int e = 0; e < 6; e++)
        assert_int_equal(cq_graph_add_edge(&g, edges[e][0], edges[e][1]), CQ_GRAPH_OK);
    int where;
    assert_int_equal(cq_graph_finish(&g, &where), CQ_GRAPH_OK);
    cq_state s;
    cq_state_init(&s, &g);
    cq_state_add_player(&s, "p0");
    cq_state_add_player(&s, "p1");
    s.controller[0] = 0;
    s.units[0] = 5;
    s.controller[1] = 0;
    s.units[1] = 2;
    s.controller[3] = 0;
    s.units[3] = 4;
    s.controller[2] = 1;
    s.units[2] = 9;
    int seats[2] = {CONQUEST_SEAT_HUMAN, CONQUEST_SEAT_HUMAN};
    conquest_match_init(m);
    assert_true(conquest_match_adopt(m, &g, &s, seats, "test"));
    cq_graph_free(&g);
}

/* The index of the first entry only `seat` reads that holds `part`, -1 if none. */
static int own_entry(const evlog *log, int seat, const char *part)
{
    for (int i = 0; i < log->n; i++)
        if (log->items[i].visible == evlog_seat_bit(seat) && strstr(log->items[i].text, part))
            return i;
    return -1;
}

/* Play-test 9: "You held B: 6 attacked your 7 defenders" and "Your attack on B
 * failed: your 6 against 7 defenders" without a word on the 5 that came from
 * A and D. Each seat's own report now names them, before the fight. */
static void test_reinforcements_named(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    conquest_match m;
    reinforced_match(&m);
    assert_int_equal(conquest_match_set_order(&m, 0, 0, 1, 3), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(&m, 0, 3, 1, 2), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(&m, 1, 2, 1, 6), CQ_ORDER_OK);
    conquest_match_set_ready(&m, 0, true);
    conquest_match_set_ready(&m, 1, true);
    assert_true(conquest_match_resolve(&m));
    assert_int_equal(m.state.controller[1], 0); /* 6 against 2 + 3 + 2 = 7: held */
    evlog log;
    evlog_init(&log);
    conquest_report_log(&log, &m);
    char a[64], b[64], d[64], told[160], from[200];
    snprintf(a, sizeof a, "%s", conquest_place(&m.graph, 0));
    snprintf(b, sizeof b, "%s", conquest_place(&m.graph, 1));
    snprintf(d, sizeof d, "%s", conquest_place(&m.graph, 3));
    snprintf(told, sizeof told, "reinforced %s before the fight: 7 defenders in all", b);
    for (int seat = 0; seat < 2; seat++) {
        int k = own_entry(&log, seat, told);
        if (k < 0)
            for (int i = 0; i < log.n; i++)
                print_message("%llx %s\n", (unsigned long long)log.items[i].visible, log.items[i].text);
        assert_true(k >= 0);
        const char *text = log.items[k].text;
        assert_non_null(strstr(text, "Player 1 with 5 (from "));
        snprintf(from, sizeof from, "%s, %s)", a, d);
        char other[200];
        snprintf(other, sizeof other, "%s, %s)", d, a);
        assert_true(strstr(text, from) != NULL || strstr(text, other) != NULL);
        /* told before the fight's numbers; but a loss (the failed attack)
         * leads its seat's report (blind play-test 15), the reinforcement
         * that beat it next */
        int fight = own_entry(&log, seat, seat == 0 ? "You held " : "Your attack on ");
        assert_true(seat == 0 ? fight > k : fight < k);
    }
    evlog_free(&log);
    conquest_match_free(&m);
}

/* A capture of a reinforced vertex names them too, for the taker and the loser. */
static void test_reinforcements_named_in_a_capture(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    conquest_match m;
    reinforced_match(&m);
    assert_int_equal(conquest_match_set_order(&m, 0, 3, 1, 1), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(&m, 1, 2, 1, 9), CQ_ORDER_OK);
    conquest_match_set_ready(&m, 0, true);
    conquest_match_set_ready(&m, 1, true);
    assert_true(conquest_match_resolve(&m));
    assert_int_equal(m.state.controller[1], 1); /* 9 against 2 + 1 */
    evlog log;
    evlog_init(&log);
    conquest_report_log(&log, &m);
    char told[200];
    snprintf(told, sizeof told, "Player 1 with 1 (from %s) reinforced %s before the fight: 3 defenders in all",
             conquest_place(&m.graph, 3), conquest_place(&m.graph, 1));
    assert_true(own_entry(&log, 0, told) >= 0);
    assert_true(own_entry(&log, 1, told) >= 0);
    evlog_free(&log);
    conquest_match_free(&m);
}

/* With the legend open and threats on, the legend is drawn after the threat
 * tags, so none of them is drawn over it (play-test 9). */
static void test_legend_over_threat_tags(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    c->cover = false;
    c->viewer = 0;
    conquest_match *m = &c->match;
    cq_graph *g = &m->graph;
    int mine = -1;
    for (int v = 0; v < g->n_vertices && mine < 0; v++)
        if (cq_graph_in_degree(g, v) >= 2)
            mine = v;
    assert_true(mine >= 0);
    for (int v = 0; v < g->n_vertices; v++) {
        m->state.controller[v] = CQ_NEUTRAL;
        m->state.units[v] = 0;
    }
    m->state.controller[mine] = 0;
    m->state.units[mine] = 5;
    int n1 = cq_graph_in_neighbour(g, mine, 0), n2 = cq_graph_in_neighbour(g, mine, 1);
    m->state.controller[n1] = 1;
    m->state.units[n1] = 4000;
    m->state.controller[n2] = 1;
    m->state.units[n2] = 321;
    int t = conquest_threat_at(m, 0, mine);
    assert_true(t > 0 && t != 4000 && t != 321 && t != 5);
    c->threats = true;
    ui_event l = { .kind = UI_EV_KEY, .key = UI_KEY_L };
    app_handle_event(&a, &l);
    client_draw_at(&a, "cq-legend-threats", 1280, 800);
    char tag[32];
    snprintf(tag, sizeof tag, "\n%d\n", t);
    const char *texts = client_drawn_texts();
    const char *at_tag = strstr(texts, tag), *at_legend = strstr(texts, "\nLegend\n");
    assert_non_null(at_tag);
    assert_non_null(at_legend);
    assert_true(at_legend > at_tag);
    app_handle_event(&a, &l); /* the legend's state outlives the screen: closed again */
    app_draw(&a);
    app_free(&a);
}

/* The setup's Starts row says what it does beside its name, at both sizes,
 * for Fair and Random; a computer seat's label explains its own level. */
static void test_setup_explains(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        static app a;
        setenv("SKIRMISH_SEED", "34", 1);
        assert_true(front_init_offscreen(&a, sizes[z][0], sizes[z][1]));
        a.frozen_ticks = 1000;
        app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
        conquest_content *k = conquest_content_get(&a);
        k->setup.fair_starts = true;
        k->setup.seat[1] = CQ_BOT_RANDOM;
        char name[64];
        snprintf(name, sizeof name, "cq-setup-starts-%dx%d", sizes[z][0], sizes[z][1]);
        client_draw_at(&a, name, sizes[z][0], sizes[z][1]);
        /* (or, where the map cannot make them even, how far apart they are:
         * blind play-test 14; test_client_cq17 checks which) */
        char prefix[96];
        snprintf(prefix, sizeof prefix, "%s", _("starts %d to %d steps apart"));
        char *cut = strchr(prefix, '%');
        if (cut)
            *cut = '\0';
        assert_true(client_was_drawn(_("equal, far apart")) || client_was_drawn(prefix));
        k->setup.fair_starts = false;
        client_draw_at(&a, name, sizes[z][0], sizes[z][1]);
        assert_true(client_was_drawn(_("drawn by lot")));
        /* Seat 2's label, a computer playing at random */
        SDL_Rect start;
        assert_true(app_find_button(&a, _("Start"), &start, NULL));
        /* its own level explained (blind play-test 10: Random read as harmless) */
        const char *tip = _("Random: each turn it sends units from about half its vertices along edges drawn at random, "
                            "with no plan. The easiest to beat, but not harmless: every vertex it happens to take makes "
                            "units, so a player who waits can still lose on units at the turn limit.");
        int full = (int)(760 * a.scale), most = sizes[z][0] - (int)(40 * a.scale);
        int row_x = sizes[z][0] / 2 - (full < most ? full : most) / 2 + (int)(12 * a.scale);
        bool seen = false;
        for (int y = 100; y < start.y && !seen; y += 4) {
            ui_event mv = { .kind = UI_EV_MOUSE_MOVE, .x = row_x, .y = y };
            app_handle_event(&a, &mv);
            client_draw_at(&a, name, sizes[z][0], sizes[z][1]);
            seen = client_was_drawn_wrapped(tip);
        }
        assert_true(seen);
        k->setup.seat[1] = CQ_BOT_HARD; /* the same row at Hard says Hard's */
        client_draw_at(&a, name, sizes[z][0], sizes[z][1]);
        assert_true(client_was_drawn_wrapped(_("Hard: as Normal, three turns ahead, and it guards against a player who "
                                               "attacks every weakly held vertex: the strongest.")));
        client_look(&a, name);
        app_free(&a);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reinforcements_named),
        cmocka_unit_test(test_reinforcements_named_in_a_capture),
        cmocka_unit_test(test_legend_over_threat_tags),
        cmocka_unit_test(test_setup_explains),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
