/*
 * The Conquest match controller without a window: seats, hidden per-player orders
 * validated at once through the core (with the running totals), the hot-seat
 * order of who enters orders, resolution with the bots, and whole bot games.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "conquest/match.h"
#include "skirmish/core/cq/gen.h"

static cq_map map;

static int setup(void **state)
{
    (void)state;
    cq_map_init(&map);
    cq_gen_params p;
    cq_gen_params_default(&p, CQ_LAYOUT_GRID, 5, 5);
    p.seed = 4;
    if (cq_generate(&map.graph, &p) != CQ_GEN_OK)
        return -1;
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    cq_map_free(&map);
    return 0;
}

static int own_vertex(const conquest_match *m, int player)
{
    for (int v = 0; v < m->graph.n_vertices; v++)
        if (m->state.controller[v] == player)
            return v;
    return -1;
}

static void test_orders_are_checked_at_once(void **state)
{
    (void)state;
    conquest_match m;
    conquest_match_init(&m);
    int seats[2] = { CONQUEST_SEAT_HUMAN, CONQUEST_SEAT_HUMAN };
    char why[100];
    assert_true(conquest_match_start(&m, &map, 2, seats, 50, 7, why, sizeof why));
    int v = own_vertex(&m, 0);
    assert_true(v >= 0);
    assert_int_equal(m.state.units[v], 1);
    int to = cq_graph_out_neighbour(&m.graph, v, 0);
    /* More than there is, none, an edge that does not exist, someone else's vertex. */
    assert_int_equal(conquest_match_set_order(&m, 0, v, to, 2), CQ_ORDER_TOO_MANY_UNITS);
    assert_int_equal(conquest_match_set_order(&m, 0, v, to, 0), CQ_ORDER_NO_UNITS);
    int far = -1;
    for (int w = 0; w < m.graph.n_vertices; w++)
        if (w != v && cq_graph_edge(&m.graph, v, w) < 0)
            far = w;
    assert_int_equal(conquest_match_set_order(&m, 0, v, far, 1), CQ_ORDER_NO_EDGE);
    assert_int_equal(conquest_match_set_order(&m, 1, v, to, 1), CQ_ORDER_NOT_CONTROLLED);
    assert_int_equal(m.orders[0].n, 0);
    /* A valid one; the running total then refuses a second order from the vertex. */
    assert_int_equal(conquest_match_set_order(&m, 0, v, to, 1), CQ_ORDER_OK);
    assert_int_equal(conquest_match_units_free(&m, 0, v), 0);
    int other = cq_graph_out_neighbour(&m.graph, v, 1);
    assert_int_equal(conquest_match_set_order(&m, 0, v, other, 1), CQ_ORDER_TOO_MANY_UNITS);
    /* Changing the same edge's units replaces, it does not add an order. */
    assert_int_equal(conquest_match_set_order(&m, 0, v, to, 1), CQ_ORDER_OK);
    assert_int_equal(m.orders[0].n, 1);
    conquest_match_remove_order(&m, 0, 0);
    assert_int_equal(m.orders[0].n, 0);
    assert_int_equal(conquest_match_units_free(&m, 0, v), 1);
    conquest_match_free(&m);
}

static void test_hot_seat_order_then_resolution(void **state)
{
    (void)state;
    conquest_match m;
    conquest_match_init(&m);
    int seats[3] = { CONQUEST_SEAT_HUMAN, CQ_BOT_NORMAL, CONQUEST_SEAT_HUMAN };
    char why[100];
    assert_true(conquest_match_start(&m, &map, 3, seats, 50, 11, why, sizeof why));
    assert_int_equal(conquest_match_humans_left(&m), 2);
    assert_int_equal(conquest_match_next_to_order(&m), 0);
    assert_false(conquest_match_all_ready(&m));
    int v = own_vertex(&m, 0);
    int to = cq_graph_out_neighbour(&m.graph, v, 0);
    assert_int_equal(conquest_match_set_order(&m, 0, v, to, 1), CQ_ORDER_OK);
    conquest_match_set_ready(&m, 0, true);
    /* The bot in seat 1 enters nothing here: seat 2 is next. */
    assert_int_equal(conquest_match_next_to_order(&m), 2);
    conquest_match_set_ready(&m, 2, true);
    assert_true(conquest_match_all_ready(&m));
    int turn = m.state.turn;
    assert_true(conquest_match_resolve(&m));
    assert_int_equal(m.state.turn, turn + 1);
    assert_true(m.has_last);
    /* The human's order was in the turn, in seat order first. */
    assert_true(m.n_last >= 1);
    assert_int_equal(m.last_orders[0].player, 0);
    assert_int_equal(m.last_problems[0], CQ_ORDER_OK);
    /* Orders are cleared and everyone enters again. */
    assert_int_equal(m.orders[0].n, 0);
    assert_int_equal(conquest_match_next_to_order(&m), 0);
    conquest_match_free(&m);
}

static void test_bot_games_end_and_repeat(void **state)
{
    (void)state;
    cq_state finals[2];
    for (int run = 0; run < 2; run++) {
        conquest_match m;
        conquest_match_init(&m);
        int seats[4] = { CQ_BOT_HARD, CQ_BOT_EASY, CQ_BOT_NORMAL, CQ_BOT_RANDOM };
        char why[100];
        assert_true(conquest_match_start(&m, &map, 4, seats, 60, 99, why, sizeof why));
        for (int t = 0; t < 200 && !cq_state_over(&m.state); t++) {
            assert_true(conquest_match_all_ready(&m));
            assert_true(conquest_match_resolve(&m));
            for (int i = 0; i < m.n_last; i++)
                assert_int_equal(m.last_problems[i], CQ_ORDER_OK); /* bots give valid orders */
        }
        assert_true(cq_state_over(&m.state));
        finals[run] = m.state;
        finals[run].graph = NULL;
        conquest_match_free(&m);
    }
    /* Same seeds, same game. */
    assert_memory_equal(&finals[0], &finals[1], sizeof finals[0]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_orders_are_checked_at_once),
        cmocka_unit_test(test_hot_seat_order_then_resolution),
        cmocka_unit_test(test_bot_games_end_and_repeat),
    };
    return cmocka_run_group_tests_name("conquest match", tests, setup, teardown);
}
