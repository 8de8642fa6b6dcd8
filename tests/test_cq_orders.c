/*
 * Conquest orders (docs/conquest.md §4): every reason an order is dropped, the
 * order in which the reasons are checked, running totals per source vertex, and
 * that the checks of cq_order_test, cq_orders_check and cq_turn_resolve agree.
 */
#include "cq_test_util.h"

#include <stdlib.h>
#include <string.h>

/* 0 <-> 1 -> 2, 2 -> 0; 3 isolated. p0 holds 0 (10 units), p1 holds 2 (4 units),
 * p2 is eliminated. */
static cq_graph g;
static cq_state s;

static int setup(void **state)
{
    (void)state;
    cqt_graph(&g, 4, NULL, "0-1 1>2 2>0");
    cqt_state(&s, &g, 3);
    cqt_hold(&s, 0, 0, 10);
    cqt_hold(&s, 2, 1, 4);
    s.players[2].eliminated = true;
    s.players[2].eliminated_turn = 0;
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    cq_graph_free(&g);
    return 0;
}

static cq_order_problem verdict(cq_order o)
{
    cq_order_problem p = CQ_ORDER_OK;
    int valid = cq_orders_check(&s, &o, 1, &p);
    assert_int_equal(valid, p == CQ_ORDER_OK ? 1 : 0);
    assert_int_equal(cq_order_test(&s, &o, 0), p);
    return p;
}

static void test_valid(void **state)
{
    (void)state;
    assert_int_equal(verdict(cqt_order(0, 0, 1, 10)), CQ_ORDER_OK);
    assert_int_equal(verdict(cqt_order(1, 2, 0, 1)), CQ_ORDER_OK);
}

static void test_each_reason(void **state)
{
    (void)state;
    assert_int_equal(verdict(cqt_order(5, 0, 1, 1)), CQ_ORDER_NO_SUCH_PLAYER);
    assert_int_equal(verdict(cqt_order(CQ_NO_PLAYER, 0, 1, 1)), CQ_ORDER_NO_SUCH_PLAYER);
    assert_int_equal(verdict(cqt_order(2, 0, 1, 1)), CQ_ORDER_ELIMINATED);
    assert_int_equal(verdict(cqt_order(0, 9, 1, 1)), CQ_ORDER_NO_SUCH_FROM);
    assert_int_equal(verdict(cqt_order(0, -1, 1, 1)), CQ_ORDER_NO_SUCH_FROM);
    assert_int_equal(verdict(cqt_order(0, 0, 99, 1)), CQ_ORDER_NO_SUCH_TO);
    assert_int_equal(verdict(cqt_order(0, 1, 0, 1)), CQ_ORDER_NOT_CONTROLLED);  /* neutral source */
    assert_int_equal(verdict(cqt_order(0, 2, 0, 1)), CQ_ORDER_NOT_CONTROLLED);  /* the rival's source */
    assert_int_equal(verdict(cqt_order(0, 0, 2, 1)), CQ_ORDER_NO_EDGE);         /* 2 -> 0 exists, not 0 -> 2 */
    assert_int_equal(verdict(cqt_order(0, 0, 3, 1)), CQ_ORDER_NO_EDGE);
    assert_int_equal(verdict(cqt_order(0, 0, 0, 1)), CQ_ORDER_NO_EDGE);         /* no self-loops */
    assert_int_equal(verdict(cqt_order(0, 0, 1, 0)), CQ_ORDER_NO_UNITS);
    assert_int_equal(verdict(cqt_order(0, 0, 1, -3)), CQ_ORDER_NO_UNITS);
    assert_int_equal(verdict(cqt_order(0, 0, 1, 11)), CQ_ORDER_TOO_MANY_UNITS);
    assert_int_equal(verdict(cqt_order(0, 0, 1, INT64_MAX)), CQ_ORDER_TOO_MANY_UNITS);
}

/* The first failing check names the reason: an eliminated player's order to a
 * missing vertex is "eliminated"; a wrong source with no edge is "not
 * controlled"; no edge with 0 units is "no edge". */
static void test_reason_order(void **state)
{
    (void)state;
    assert_int_equal(verdict(cqt_order(2, 9, 9, 0)), CQ_ORDER_ELIMINATED);
    assert_int_equal(verdict(cqt_order(0, 9, 99, 0)), CQ_ORDER_NO_SUCH_FROM);
    assert_int_equal(verdict(cqt_order(1, 0, 3, 0)), CQ_ORDER_NOT_CONTROLLED);
    assert_int_equal(verdict(cqt_order(0, 0, 3, 0)), CQ_ORDER_NO_EDGE);
    assert_int_equal(verdict(cqt_order(0, 0, 1, 0)), CQ_ORDER_NO_UNITS);
}

/* Running totals: orders out of one vertex are checked in the given order against
 * what the earlier valid ones left; dropped orders leave nothing used. */
static void test_running_totals(void **state)
{
    (void)state;
    cq_order o[] = {
        cqt_order(0, 0, 1, 4),   /* 4 of 10 */
        cqt_order(0, 0, 1, 7),   /* 11 > 10: dropped */
        cqt_order(0, 0, 3, 5),   /* no edge: dropped, uses nothing */
        cqt_order(0, 0, 1, 6),   /* 10 of 10 */
        cqt_order(0, 0, 1, 1),   /* 11 > 10: dropped */
        cqt_order(1, 2, 0, 4),   /* another vertex, its own total */
    };
    cq_order_problem p[6];
    assert_int_equal(cq_orders_check(&s, o, 6, p), 3);
    assert_int_equal(p[0], CQ_ORDER_OK);
    assert_int_equal(p[1], CQ_ORDER_TOO_MANY_UNITS);
    assert_int_equal(p[2], CQ_ORDER_NO_EDGE);
    assert_int_equal(p[3], CQ_ORDER_OK);
    assert_int_equal(p[4], CQ_ORDER_TOO_MANY_UNITS);
    assert_int_equal(p[5], CQ_ORDER_OK);
    /* cq_order_test with the total so far gives the same answers. */
    assert_int_equal(cq_order_test(&s, &o[1], 4), CQ_ORDER_TOO_MANY_UNITS);
    assert_int_equal(cq_order_test(&s, &o[3], 4), CQ_ORDER_OK);
    assert_int_equal(cq_order_test(&s, &o[4], 10), CQ_ORDER_TOO_MANY_UNITS);

    /* The turn drops the same orders and moves exactly the valid ones. */
    cq_state t = s;
    cq_order_problem q[6];
    cq_turn_report r = cqt_resolve(&t, o, 6, q);
    assert_memory_equal(p, q, sizeof p);
    assert_int_equal(r.valid, 3);
    assert_int_equal(r.dropped, 3);
    /* 0 sent all 10 to neutral 1 (weight 1): taken with 9, +1; 0 itself is left
     * with 0 and is then taken by p1's 4 units (4 > 0): 4 - 0 + 1. */
    assert_int_equal(t.controller[1], 0);
    assert_int_equal(t.units[1], 10);
    assert_int_equal(t.controller[0], 1);
    assert_int_equal(t.units[0], 5);
}

/* Order of the list matters only within a source vertex: the same orders in
 * another order drop a different one. */
static void test_given_order_decides(void **state)
{
    (void)state;
    cq_order a[] = {cqt_order(0, 0, 1, 7), cqt_order(0, 0, 1, 4)};
    cq_order b[] = {cqt_order(0, 0, 1, 4), cqt_order(0, 0, 1, 7)};
    cq_order_problem pa[2], pb[2];
    cq_orders_check(&s, a, 2, pa);
    cq_orders_check(&s, b, 2, pb);
    assert_int_equal(pa[0], CQ_ORDER_OK);
    assert_int_equal(pa[1], CQ_ORDER_TOO_MANY_UNITS);
    assert_int_equal(pb[0], CQ_ORDER_OK);
    assert_int_equal(pb[1], CQ_ORDER_TOO_MANY_UNITS);
    cq_state ta = s, tb = s;
    cqt_resolve(&ta, a, 2, NULL);
    cqt_resolve(&tb, b, 2, NULL);
    /* 7 went in one case, 4 in the other. */
    assert_int_equal(ta.units[1], 7 - 1 + 1);
    assert_int_equal(tb.units[1], 4 - 1 + 1);
}

/* Several orders along one edge add up; an order may move every unit. */
static void test_orders_add_up(void **state)
{
    (void)state;
    cq_order o[] = {cqt_order(0, 0, 1, 3), cqt_order(0, 0, 1, 3), cqt_order(0, 0, 1, 4)};
    cq_state t = s;
    cq_turn_report r = cqt_resolve(&t, o, 3, NULL);
    assert_int_equal(r.valid, 3);
    assert_int_equal(t.controller[1], 0);
    assert_int_equal(t.units[1], 10 - 1 + 1);
}

/* No orders at all: a turn of generation only. */
static void test_no_orders(void **state)
{
    (void)state;
    cq_state t = s;
    cq_turn_report r = cqt_resolve(&t, NULL, 0, NULL);
    assert_int_equal(r.valid, 0);
    assert_int_equal(t.units[0], 11);
    assert_int_equal(t.units[2], 5);
    assert_int_equal(t.turn, 2);
}

/* Problem texts and ids exist for every value and are distinct. */
static void test_problem_texts(void **state)
{
    (void)state;
    for (int i = 0; i < CQ_ORDER_PROBLEM_COUNT; i++) {
        assert_true(strlen(cq_order_problem_text((cq_order_problem)i)) > 3);
        for (int j = 0; j < i; j++) {
            assert_string_not_equal(cq_order_problem_id((cq_order_problem)i), cq_order_problem_id((cq_order_problem)j));
            assert_string_not_equal(cq_order_problem_text((cq_order_problem)i),
                                    cq_order_problem_text((cq_order_problem)j));
        }
    }
    assert_string_equal(cq_order_problem_id(CQ_ORDER_NOT_CONTROLLED), "not-controlled");
}

/* Vertex ids are ids, not indices: a graph with sparse ids. */
static void test_sparse_ids(void **state)
{
    (void)state;
    cq_graph h;
    cq_graph_init(&h);
    assert_int_equal(cq_graph_add_vertex(&h, 1000, 1, 0, 0), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_vertex(&h, 7, 2, 1, 0), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_edge(&h, 1000, 7), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_finish(&h, NULL), CQ_GRAPH_OK);
    cq_state t;
    cqt_state(&t, &h, 2);
    cqt_hold(&t, 0, 0, 5); /* index 0 is id 1000 */
    assert_int_equal(cq_order_test(&t, &(cq_order){0, 1000, 7, 5}, 0), CQ_ORDER_OK);
    assert_int_equal(cq_order_test(&t, &(cq_order){0, 0, 1, 5}, 0), CQ_ORDER_NO_SUCH_FROM);
    cq_order o = {0, 1000, 7, 5};
    cqt_resolve(&t, &o, 1, NULL);
    assert_int_equal(t.controller[1], 0);
    assert_int_equal(t.units[1], 5 - 2 + 2);
    cq_graph_free(&h);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup_teardown(test_valid, setup, teardown),
        cmocka_unit_test_setup_teardown(test_each_reason, setup, teardown),
        cmocka_unit_test_setup_teardown(test_reason_order, setup, teardown),
        cmocka_unit_test_setup_teardown(test_running_totals, setup, teardown),
        cmocka_unit_test_setup_teardown(test_given_order_decides, setup, teardown),
        cmocka_unit_test_setup_teardown(test_orders_add_up, setup, teardown),
        cmocka_unit_test_setup_teardown(test_no_orders, setup, teardown),
        cmocka_unit_test(test_problem_texts),
        cmocka_unit_test(test_sparse_ids),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
