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
#include "shell/ui.h"
#include "skirmish/core/evlog.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_changes_on_the_map),
        cmocka_unit_test(test_one_report_a_turn),
        cmocka_unit_test(test_last_turn_and_graph),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
