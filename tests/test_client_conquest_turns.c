/*
 * Conquest's turn report made clearer (play-test 7): one report a turn (what
 * was left unread goes to the Log, not into the next turn's report), what the
 * turn changed ringed on the map ("taken", "lost" for the reader), the turn
 * limit's turn said as the last, and the result panel's graph of each
 * player's units per turn, from the game's record.
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
#include "conquest/graph.h"
#include "conquest/play_internal.h"
#include "conquest/report.h"
#include "shell/ui.h"
#include "skirmish/core/evlog.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "cq_test_util.h"
#include "client_test_util.h"

/* Player 0 holds a (10 units) next to player 1's b (1 unit); every other
 * vertex neutral and empty. */
static void face_off(conquest_match *m, int *a_out, int *b_out)
{
    const cq_graph *g = &m->graph;
    int a = 0, b = cq_graph_out_neighbour(g, 0, 0);
    for (int v = 0; v < g->n_vertices; v++) {
        m->state.controller[v] = CQ_NEUTRAL;
        m->state.units[v] = 0;
    }
    m->state.controller[a] = 0;
    m->state.units[a] = 10;
    m->state.controller[b] = 1;
    m->state.units[b] = 1;
    *a_out = a;
    *b_out = b;
}

static void resolve(conquest_screen *c)
{
    assert_true(conquest_match_resolve(&c->match));
    conquest_show_turn_done(c);
}

static void test_changes_on_the_map(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    int from, to;
    face_off(&c->match, &from, &to);
    assert_int_equal(conquest_match_set_order(&c->match, 0, from, to, 10), CQ_ORDER_OK);
    resolve(c);
    assert_int_equal(c->match.state.controller[to], 0);
    c->cover = false;
    c->viewer = 0;
    c->report_folded = true;
    client_draw_at(&a, "cq-turn-taken", 1280, 800);
    assert_true(client_was_drawn(_("taken")));
    assert_false(client_was_drawn(_("lost")));
    client_look(&a, "cq-turn-taken");
    c->viewer = 1;
    client_draw_at(&a, "cq-turn-lost", 1280, 800);
    assert_true(client_was_drawn(_("lost")));
    /* the next turn changes nothing: no ring, no tag */
    resolve(c);
    c->viewer = 0;
    client_draw_at(&a, "cq-turn-quiet", 1280, 800);
    assert_false(client_was_drawn(_("taken")));
    app_free(&a);
}

/* Every entry a seat has not read is of the newest turn. */
static void test_one_report_a_turn(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    int from, to;
    face_off(&c->match, &from, &to);
    assert_int_equal(conquest_match_set_order(&c->match, 0, from, to, 10), CQ_ORDER_OK);
    resolve(c);
    int idx[64];
    assert_true(evlog_unseen(&c->log, 0, idx, 64) > 0);
    /* not read (Steps, then Esc): the next turn comes */
    resolve(c);
    int n = evlog_unseen(&c->log, 0, idx, 64);
    assert_true(n > 0);
    for (int i = 0; i < n && i < 64; i++)
        assert_int_equal(c->log.items[idx[i]].turn, c->match.before.turn);
    app_free(&a);
}

static void test_last_turn_and_graph(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    c->cover = false;
    c->viewer = 0;
    c->match.state.max_turns = 2;
    resolve(c);
    assert_int_equal(c->match.state.turn, 2);
    c->report_folded = true;
    char when[96];
    snprintf(when, sizeof when, _("LAST TURN (%d of %d)"), 2, 2);
    client_draw_at(&a, "cq-last-turn", 1280, 800);
    assert_true(client_was_drawn(when));
    assert_true(client_was_drawn_wrapped(_("Last turn: when it resolves, the player with the most units in total wins.")));
    client_look(&a, "cq-last-turn");
    resolve(c);
    assert_true(cq_state_over(&c->match.state));
    /* the series: the start, then after each turn, the last as the map ends */
    static int64_t series[8 * CQ_MAX_PLAYERS];
    int rows = conquest_units_series(&c->match, series, 8);
    assert_int_equal(rows, 3);
    for (int p = 0; p < c->match.state.n_players; p++)
        assert_true(series[2 * CQ_MAX_PLAYERS + p] == cq_state_player_units(&c->match.state, p));
    c->show_result = true;
    client_draw_at(&a, "cq-result-graph", 1280, 800);
    long long top = 1;
    for (int i = 0; i < rows * CQ_MAX_PLAYERS; i++)
        top = series[i] > top ? series[i] : top;
    char title[120];
    snprintf(title, sizeof title, _("Units per turn (top: %lld)"), top);
    assert_true(client_was_drawn(title));
    client_look(&a, "cq-result-graph");
    client_draw_at(&a, "cq-result-graph-small", 800, 560);
    client_look(&a, "cq-result-graph");
    app_free(&a);
}

/* The Steps viewer: at "reinforced before the fight: 3 defenders in all" the
 * token shows 3, not the 1 left after the fight (play-test 7). A line
 * A (p0, 2) - B (p0, 1) - C (p1, 2): A reinforces B while C attacks it. */
static void test_steps_match_the_tokens(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 3, NULL, "0-1 1-2");
    cq_state s;
    cq_state_init(&s, &g);
    cq_state_add_player(&s, "p0");
    cq_state_add_player(&s, "p1");
    cqt_hold(&s, 0, 0, 2);
    cqt_hold(&s, 1, 0, 1);
    cqt_hold(&s, 2, 1, 2);
    int seats[2] = {CONQUEST_SEAT_HUMAN, CONQUEST_SEAT_HUMAN};
    static conquest_match m;
    conquest_match_init(&m);
    assert_true(conquest_match_adopt(&m, &g, &s, seats, "line"));
    cq_graph_free(&g);
    assert_int_equal(conquest_match_set_order(&m, 0, 0, 1, 2), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(&m, 1, 2, 1, 2), CQ_ORDER_OK);
    assert_true(conquest_match_resolve(&m));
    static conquest_step steps[64];
    int n = conquest_report_steps(&m, steps, 64), k = -1;
    for (int i = 0; i < n; i++)
        if (steps[i].defenders >= 0)
            k = i;
    assert_true(k >= 0);
    assert_int_equal(steps[k].defenders, 3);
    int8_t controller[3];
    int64_t units[3];
    conquest_report_map_at(&m, steps, n, k, controller, units);
    assert_int_equal(controller[1], 0);
    assert_true(units[1] == 3);
    /* the next step, the fight: what is left */
    conquest_report_map_at(&m, steps, n, k + 1, controller, units);
    assert_true(units[1] == 1);
    conquest_match_free(&m);
}

/* A long name ends in "…" in the order panel's heading instead of running
 * past the panel's edge (play-test 7). */
static void test_long_name_in_the_heading(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = cqc_hot_seat_open(&a, 800, 560);
    snprintf(c->match.name[0], sizeof c->match.name[0], "%s", "Bartholomew Fitzgerald-Smythe");
    client_draw_at(&a, "cq-long-name", 800, 560);
    const char *drawn = client_drawn_texts();
    const char *heading = strstr(drawn, "Bartholomew");
    assert_non_null(heading);
    const char *end = strchr(heading, '\n');
    size_t len = end ? (size_t)(end - heading) : strlen(heading);
    char line[200];
    snprintf(line, sizeof line, "%.*s", (int)len, heading);
    if (strstr(line, "Smythe") == NULL) /* cut: said so */
        assert_non_null(strstr(line, "\u2026"));
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_changes_on_the_map),
        cmocka_unit_test(test_one_report_a_turn),
        cmocka_unit_test(test_last_turn_and_graph),
        cmocka_unit_test(test_steps_match_the_tokens),
        cmocka_unit_test(test_long_name_in_the_heading),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
