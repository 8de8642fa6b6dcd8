/*
 * Conquest movement and combat (docs/conquest.md §5–§6): departure, head-on
 * meetings with two and three players, neutral and controlled vertices, the
 * weighted draws and their order.
 */
#include "cq_test_util.h"

#include <stdlib.h>
#include <string.h>

/* ---- departure ---- */

/* Units left behind defend; the departed ones fight elsewhere even if their
 * vertex falls this turn (orders are checked before anything moves). */
static void test_departure_leaves_the_rest(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 3, NULL, "0>1 2>0");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 10);
    cqt_hold(&s, 2, 1, 7);
    cq_order o[] = {cqt_order(0, 0, 1, 4), cqt_order(1, 2, 0, 7)};
    cqt_resolve(&s, o, 2, NULL);
    /* 0 kept 6 against 7: taken by p1 with 1 (+1). The 4 that left took 1. */
    assert_int_equal(s.controller[0], 1);
    assert_int_equal(s.units[0], 2);
    assert_int_equal(s.controller[1], 0);
    assert_int_equal(s.units[1], 4 - 1 + 1);
    /* p1 left 2 with 0 units: still its own, +1. */
    assert_int_equal(s.controller[2], 1);
    assert_int_equal(s.units[2], 1);
    cq_graph_free(&g);
}

/* A vertex emptied by its own orders and attacked by a single unit falls. */
static void test_empty_vertex_falls_to_one_unit(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 3, (int[]){1, 5, 1}, "0>1 2>0");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 5);
    cqt_hold(&s, 2, 1, 1);
    cq_order o[] = {cqt_order(0, 0, 1, 5), cqt_order(1, 2, 0, 1)};
    cqt_resolve(&s, o, 2, NULL);
    assert_int_equal(s.controller[0], 1);
    assert_int_equal(s.units[0], 1 + 1);
    cq_graph_free(&g);
}

/* ---- head-on meetings ---- */

/* Two players on one pair: equal forces destroy each other. */
static void test_headon_equal(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 2, NULL, "0-1");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 5);
    cqt_hold(&s, 1, 1, 5);
    cq_order o[] = {cqt_order(0, 0, 1, 5), cqt_order(1, 1, 0, 5)};
    cq_turn_report r = cqt_resolve(&s, o, 2, NULL);
    assert_int_equal(r.headon_pairs, 1);
    assert_int_equal(r.captures, 0);
    /* Nothing arrives: both keep their (empty) vertex, +1. */
    assert_int_equal(s.controller[0], 0);
    assert_int_equal(s.units[0], 1);
    assert_int_equal(s.controller[1], 1);
    assert_int_equal(s.units[1], 1);
    cq_graph_free(&g);
}

/* The larger force's remainder continues and fights at its destination. */
static void test_headon_remainder_arrives(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 2, NULL, "0-1");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 9);
    cqt_hold(&s, 1, 1, 6);
    cq_order o[] = {cqt_order(0, 0, 1, 8), cqt_order(1, 1, 0, 4)};
    cqt_resolve(&s, o, 2, NULL);
    /* 8 vs 4 on the edge: 4 of p0's arrive at 1, which kept 2: p0 takes it with 2. */
    assert_int_equal(s.controller[1], 0);
    assert_int_equal(s.units[1], 2 + 1);
    /* Nothing reached 0, which kept 1. */
    assert_int_equal(s.controller[0], 0);
    assert_int_equal(s.units[0], 1 + 1);
    cq_graph_free(&g);
}

/* One player's own opposite moves pass each other. */
static void test_headon_own_moves_pass(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 2, NULL, "0-1");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 5);
    cqt_hold(&s, 1, 0, 3);
    cq_order o[] = {cqt_order(0, 0, 1, 5), cqt_order(0, 1, 0, 3)};
    cq_turn_report r = cqt_resolve(&s, o, 2, NULL);
    assert_int_equal(r.headon_pairs, 0);
    assert_int_equal(s.units[0], 3 + 1);
    assert_int_equal(s.units[1], 5 + 1);
    cq_graph_free(&g);
}

/* A one-way edge has no opposite: units going round a cycle the other way do not
 * meet. */
static void test_no_headon_on_one_way_edges(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 3, NULL, "0>1 1>2 2>0");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 5);
    cqt_hold(&s, 1, 1, 5);
    cq_order o[] = {cqt_order(0, 0, 1, 5), cqt_order(1, 1, 2, 5)};
    cq_turn_report r = cqt_resolve(&s, o, 2, NULL);
    assert_int_equal(r.headon_pairs, 0);
    assert_int_equal(s.controller[1], 0); /* 5 against 0 left */
    assert_int_equal(s.units[1], 5 + 1);
    assert_int_equal(s.controller[2], 1); /* neutral, weight 1 */
    assert_int_equal(s.units[2], 4 + 1);
    cq_graph_free(&g);
}

/* Three players: p0 and p1 meet head-on between 0 and 1, p2 attacks 1 too. The
 * remainder of the meeting joins the other arrivals at 1. */
static void test_headon_then_three_way_fight(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 3, NULL, "0-1 2>1");
    cq_state s;
    cqt_state(&s, &g, 3);
    cqt_hold(&s, 0, 0, 10);
    cqt_hold(&s, 1, 1, 4);
    cqt_hold(&s, 2, 2, 3);
    cq_order o[] = {cqt_order(0, 0, 1, 10), cqt_order(1, 1, 0, 4), cqt_order(2, 2, 1, 3)};
    cq_turn_report r = cqt_resolve(&s, o, 3, NULL);
    assert_int_equal(r.headon_pairs, 1);
    /* At 1: defenders 0, attackers p0 6 and p2 3: one of them takes it with 9. */
    assert_int_equal(r.draws, 1);
    assert_true(s.controller[1] == 0 || s.controller[1] == 2);
    assert_int_equal(s.units[1], 9 + 1);
    cq_graph_free(&g);
}

/* The generic rule for several players per direction (only synthetic calls reach
 * it: valid orders along an edge all come from the controller of its source). */
static void test_headon_meet_two_players(void **state)
{
    (void)state;
    int64_t uv[3] = {7, 0, 0}, vu[3] = {0, 3, 0}, a_uv[3], a_vu[3];
    assert_int_equal(cq_headon_meet(3, uv, vu, a_uv, a_vu), 3);
    assert_int_equal(a_uv[0], 4);
    assert_int_equal(a_vu[1], 0);
    /* The same player both ways: no meeting. */
    int64_t uv2[2] = {5, 0}, vu2[2] = {3, 0}, b_uv[2], b_vu[2];
    assert_int_equal(cq_headon_meet(2, uv2, vu2, b_uv, b_vu), 0);
    assert_int_equal(b_uv[0], 5);
    assert_int_equal(b_vu[0], 3);
    /* One direction empty: nothing to meet. */
    int64_t uv3[2] = {5, 2}, vu3[2] = {0, 0}, c_uv[2], c_vu[2];
    assert_int_equal(cq_headon_meet(2, uv3, vu3, c_uv, c_vu), 0);
    assert_int_equal(c_uv[0], 5);
    assert_int_equal(c_uv[1], 2);
}

static void test_headon_meet_three_players(void **state)
{
    (void)state;
    /* p0 3 and p1 5 one way, p2 4 the other: 8 - 4 = 4 left to split 3:5 ->
     * 1.5 and 2.5: floors 1 and 2, the last unit to the larger remainder; equal
     * remainders (0.5 each) go to the lower seat, p0. */
    int64_t uv[3] = {3, 5, 0}, vu[3] = {0, 0, 4}, a_uv[3], a_vu[3];
    assert_int_equal(cq_headon_meet(3, uv, vu, a_uv, a_vu), 4);
    assert_int_equal(a_uv[0], 2);
    assert_int_equal(a_uv[1], 2);
    assert_int_equal(a_uv[2], 0);
    assert_int_equal(a_vu[2], 0);
    /* 2 and 7 against 3: 6 left split 2:7 -> 1.333 and 4.667: 1 + 5. */
    int64_t uv2[3] = {2, 7, 0}, vu2[3] = {0, 0, 3}, b_uv[3], b_vu[3];
    cq_headon_meet(3, uv2, vu2, b_uv, b_vu);
    assert_int_equal(b_uv[0], 1);
    assert_int_equal(b_uv[1], 5);
    /* The larger direction the other way round. */
    int64_t uv3[3] = {0, 0, 2}, vu3[3] = {4, 4, 0}, c_uv[3], c_vu[3];
    assert_int_equal(cq_headon_meet(3, uv3, vu3, c_uv, c_vu), 2);
    assert_int_equal(c_vu[0], 3); /* 6 split 1:1 = 3 + 3 */
    assert_int_equal(c_vu[1], 3);
    assert_int_equal(c_uv[2], 0);
    /* Equal totals: everything destroyed. */
    int64_t uv4[3] = {1, 2, 0}, vu4[3] = {0, 0, 3}, d_uv[3], d_vu[3];
    assert_int_equal(cq_headon_meet(3, uv4, vu4, d_uv, d_vu), 3);
    assert_int_equal(d_uv[0] + d_uv[1] + d_vu[2], 0);
}

static void test_split_proportional(void **state)
{
    (void)state;
    int64_t out[4];
    /* 10 split 1:1:1: 3 each, the extra unit to seat 0 (equal remainders). */
    cq_split_proportional(3, (int64_t[]){1, 1, 1}, 10, out);
    assert_int_equal(out[0], 4);
    assert_int_equal(out[1], 3);
    assert_int_equal(out[2], 3);
    /* 11 split 1:1:1: two extra units, seats 0 and 1. */
    cq_split_proportional(3, (int64_t[]){1, 1, 1}, 11, out);
    assert_int_equal(out[0], 4);
    assert_int_equal(out[1], 4);
    assert_int_equal(out[2], 3);
    /* Largest remainder wins over seat order: 7 split 1:2:4 = 1, 2, 4 exactly;
     * 5 split 1:2:4 = 0.714, 1.429, 2.857: floors 0, 1, 2, remainders .714, .429,
     * .857 -> seats 2 and 0 get the two extra units. */
    cq_split_proportional(3, (int64_t[]){1, 2, 4}, 5, out);
    assert_int_equal(out[0], 1);
    assert_int_equal(out[1], 1);
    assert_int_equal(out[2], 3);
    /* A zero weight gets nothing. */
    cq_split_proportional(4, (int64_t[]){0, 3, 0, 1}, 9, out);
    assert_int_equal(out[0], 0);
    assert_int_equal(out[1], 7);
    assert_int_equal(out[2], 0);
    assert_int_equal(out[3], 2);
    /* Huge numbers: products beyond 64 bits stay exact. */
    int64_t big = INT64_C(1000000000000);
    cq_split_proportional(2, (int64_t[]){big, 2 * big}, 3 * big - 1, out);
    assert_int_equal(out[0] + out[1], 3 * big - 1);
    assert_int_equal(out[0], big - 1 + 1); /* (3b-1)/3 = b - 1/3: floor b-1, remainder 2/3 */
    assert_int_equal(out[1], 2 * big - 1);  /* 2b - 2/3: floor 2b-1, remainder 1/3 */
}

/* ---- neutral vertices ---- */

static void test_neutral_too_weak(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 2, (int[]){1, 5}, "0>1");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 4);
    cq_order o = cqt_order(0, 0, 1, 4);
    cq_turn_report r = cqt_resolve(&s, &o, 1, NULL);
    assert_int_equal(r.failed_neutral, 1);
    assert_int_equal(s.controller[1], CQ_NEUTRAL);
    assert_int_equal(s.units[1], 0);
    assert_int_equal(s.units[0], 1); /* the 4 are lost; 0 makes 1 */
    cq_graph_free(&g);
}

/* Exactly the weight: taken with 0 units, then generation gives the weight. */
static void test_neutral_exact_weight(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 2, (int[]){1, 5}, "0>1");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 5);
    cq_order o = cqt_order(0, 0, 1, 5);
    cqt_resolve(&s, &o, 1, NULL);
    assert_int_equal(s.controller[1], 0);
    assert_int_equal(s.units[1], 5);
    cq_graph_free(&g);
}

static void test_neutral_surplus(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 3, (int[]){1, 3, 1}, "0>1 2>1");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 4);
    cqt_hold(&s, 2, 0, 4);
    /* The same player from two vertices: one attacker, no draw. */
    cq_order o[] = {cqt_order(0, 0, 1, 4), cqt_order(0, 2, 1, 4)};
    cq_turn_report r = cqt_resolve(&s, o, 2, NULL);
    assert_int_equal(r.draws, 0);
    assert_int_equal(s.controller[1], 0);
    assert_int_equal(s.units[1], 8 - 3 + 3);
    cq_graph_free(&g);
}

/* Several players at a neutral vertex: together they pay the weight; the winner,
 * drawn in proportion to what each brought, gets all the survivors. */
static void test_neutral_contest_pays_together(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 3, (int[]){1, 6, 1}, "0>1 2>1");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 4);
    cqt_hold(&s, 2, 1, 3);
    cq_order o[] = {cqt_order(0, 0, 1, 4), cqt_order(1, 2, 1, 3)};
    cq_turn_report r = cqt_resolve(&s, o, 2, NULL);
    assert_int_equal(r.draws, 1);
    assert_true(s.controller[1] == 0 || s.controller[1] == 1);
    assert_int_equal(s.units[1], 7 - 6 + 6);
    /* Too weak together: no draw, all lost. */
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 2);
    cqt_hold(&s, 2, 1, 3);
    cq_order o2[] = {cqt_order(0, 0, 1, 2), cqt_order(1, 2, 1, 3)};
    r = cqt_resolve(&s, o2, 2, NULL);
    assert_int_equal(r.draws, 0);
    assert_int_equal(s.controller[1], CQ_NEUTRAL);
    cq_graph_free(&g);
}

/* The draw is weighted by arriving units: 3 against 1 wins about 3 times in 4.
 * Over 4000 seeds the share stays within a wide band. */
static void test_draw_weights(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 3, (int[]){1, 1, 1}, "0>1 2>1");
    int wins = 0, n = 4000;
    for (int seed = 0; seed < n; seed++) {
        cq_state s;
        cqt_state(&s, &g, 2);
        core_rng_seed(&s.rng, (uint64_t)seed);
        cqt_hold(&s, 0, 0, 3);
        cqt_hold(&s, 2, 1, 1);
        cq_order o[] = {cqt_order(0, 0, 1, 3), cqt_order(1, 2, 1, 1)};
        cqt_resolve(&s, o, 2, NULL);
        wins += s.controller[1] == 0;
    }
    assert_in_range(wins, 2850, 3150);
    cq_graph_free(&g);
}

/* The draw itself: the first seat whose running total exceeds a number drawn in
 * [0, sum), zero weights never chosen, 64-bit sums supported. */
static void test_draw_weighted(void **state)
{
    (void)state;
    core_rng a, b;
    for (int seed = 0; seed < 200; seed++) {
        core_rng_seed(&a, (uint64_t)seed);
        core_rng_seed(&b, (uint64_t)seed);
        int64_t w[4] = {0, 2, 0, 5};
        int p = cq_draw_weighted(&a, 4, w);
        uint32_t r = core_rng_below(&b, 7);
        assert_int_equal(p, r < 2 ? 1 : 3);
    }
    int64_t big[2] = {INT64_C(3000000000000), INT64_C(1000000000000)};
    int counts[2] = {0, 0};
    core_rng_seed(&a, 9);
    for (int i = 0; i < 2000; i++)
        counts[cq_draw_weighted(&a, 2, big)]++;
    assert_in_range(counts[0], 1350, 1650);
}

/* ---- controlled vertices ---- */

static void controlled_fight(int64_t defenders, int64_t attackers, int64_t reinforce, int expect_owner,
                             int64_t expect_units)
{
    cq_graph g;
    cqt_graph(&g, 3, (int[]){1, 1, 1}, "0>1 2>1");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, attackers);
    cqt_hold(&s, 1, 1, defenders);
    cqt_hold(&s, 2, 1, reinforce > 0 ? reinforce : 1);
    cq_order o[] = {cqt_order(0, 0, 1, attackers), cqt_order(1, 2, 1, reinforce)};
    cqt_resolve(&s, o, reinforce > 0 ? 2 : 1, NULL);
    assert_int_equal(s.controller[1], expect_owner);
    assert_int_equal(s.units[1], expect_units);
    cq_graph_free(&g);
}

static void test_controlled_outcomes(void **state)
{
    (void)state;
    controlled_fight(5, 3, 0, 1, 5 - 3 + 1);       /* A < D: the owner keeps D - A */
    controlled_fight(5, 5, 0, CQ_NEUTRAL, 0);      /* A = D: neutral with 0 units, no generation */
    controlled_fight(5, 8, 0, 0, 8 - 5 + 1);       /* A > D: taken with A - D, then + weight */
    /* The owner's own arrivals join the defenders: 5 + 4 against 8 holds. */
    controlled_fight(5, 8, 4, 1, 9 - 8 + 1);
    /* ... and 5 + 3 against 8 is a tie. */
    controlled_fight(5, 8, 3, CQ_NEUTRAL, 0);
}

/* Reinforcements alone are no fight, even into an empty vertex. */
static void test_reinforcement_only(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 2, NULL, "0>1");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 4);
    cqt_hold(&s, 1, 0, 0);
    cq_order o = cqt_order(0, 0, 1, 4);
    cq_turn_report r = cqt_resolve(&s, &o, 1, NULL);
    assert_int_equal(r.captures + r.neutralised, 0);
    assert_int_equal(s.controller[1], 0);
    assert_int_equal(s.units[1], 5);
    cq_graph_free(&g);
}

/* Several attackers on a controlled vertex: they are summed against the
 * defenders; the winner is drawn among the attackers only (never the owner). */
static void test_controlled_multi_attackers(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 4, NULL, "0>1 2>1 3>1");
    int seen[3] = {0, 0, 0};
    for (int seed = 0; seed < 200; seed++) {
        cq_state s;
        cqt_state(&s, &g, 3);
        core_rng_seed(&s.rng, (uint64_t)seed);
        cqt_hold(&s, 0, 0, 3);
        cqt_hold(&s, 1, 2, 5);
        cqt_hold(&s, 2, 1, 4);
        cqt_hold(&s, 3, 2, 1);
        /* p0 3 + p1 4 = 7 against p2's 5 + 1 reinforcement = 6. */
        cq_order o[] = {cqt_order(0, 0, 1, 3), cqt_order(1, 2, 1, 4), cqt_order(2, 3, 1, 1)};
        cq_turn_report r = cqt_resolve(&s, o, 3, NULL);
        assert_int_equal(r.draws, 1);
        assert_int_equal(s.units[1], 1 + 1);
        seen[s.controller[1]]++;
    }
    assert_true(seen[0] > 0 && seen[1] > 0);
    assert_int_equal(seen[2], 0);
    cq_graph_free(&g);
}

/* Draws happen in ascending vertex id, whatever the order of the vertices in the
 * graph: replaying the draws by hand in id order gives the same winners. */
static void test_draws_in_id_order(void **state)
{
    (void)state;
    cq_graph g;
    cq_graph_init(&g);
    /* Index 0 has id 50, index 1 id 10; the attackers' vertices 20, 30. */
    assert_int_equal(cq_graph_add_vertex(&g, 50, 1, 0, 0), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_vertex(&g, 10, 1, 1, 0), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_vertex(&g, 20, 1, 2, 0), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_vertex(&g, 30, 1, 3, 0), CQ_GRAPH_OK);
    const int e[][2] = {{20, 50}, {30, 50}, {20, 10}, {30, 10}};
    for (int i = 0; i < 4; i++)
        assert_int_equal(cq_graph_add_edge(&g, e[i][0], e[i][1]), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_finish(&g, NULL), CQ_GRAPH_OK);
    for (int seed = 0; seed < 50; seed++) {
        cq_state s;
        cqt_state(&s, &g, 2);
        core_rng_seed(&s.rng, (uint64_t)seed);
        cqt_hold(&s, 2, 0, 10);
        cqt_hold(&s, 3, 1, 10);
        cq_order o[] = {cqt_order(0, 20, 50, 3), cqt_order(1, 30, 50, 2), cqt_order(0, 20, 10, 1),
                        cqt_order(1, 30, 10, 5)};
        cqt_resolve(&s, o, 4, NULL);
        core_rng r;
        core_rng_seed(&r, (uint64_t)seed);
        int first = cq_draw_weighted(&r, 2, (int64_t[]){1, 5});   /* id 10 first */
        int second = cq_draw_weighted(&r, 2, (int64_t[]){3, 2});  /* then id 50 */
        assert_int_equal(s.controller[1], first);
        assert_int_equal(s.controller[0], second);
        assert_int_equal(s.rng.state, r.state);
    }
    cq_graph_free(&g);
}

/* The same state, orders and generator give the same next state. */
static void test_determinism(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 4, NULL, "0>1 2>1 3>1 0-2");
    cq_state a, b;
    cqt_state(&a, &g, 3);
    cqt_hold(&a, 0, 0, 6);
    cqt_hold(&a, 2, 1, 6);
    cqt_hold(&a, 3, 2, 6);
    core_rng_seed(&a.rng, 77);
    b = a;
    cq_order o[] = {cqt_order(0, 0, 1, 6), cqt_order(1, 2, 1, 6), cqt_order(2, 3, 1, 6)};
    cqt_resolve(&a, o, 3, NULL);
    cqt_resolve(&b, o, 3, NULL);
    assert_memory_equal(&a, &b, sizeof a);
    cq_graph_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_departure_leaves_the_rest),
        cmocka_unit_test(test_empty_vertex_falls_to_one_unit),
        cmocka_unit_test(test_headon_equal),
        cmocka_unit_test(test_headon_remainder_arrives),
        cmocka_unit_test(test_headon_own_moves_pass),
        cmocka_unit_test(test_no_headon_on_one_way_edges),
        cmocka_unit_test(test_headon_then_three_way_fight),
        cmocka_unit_test(test_headon_meet_two_players),
        cmocka_unit_test(test_headon_meet_three_players),
        cmocka_unit_test(test_split_proportional),
        cmocka_unit_test(test_neutral_too_weak),
        cmocka_unit_test(test_neutral_exact_weight),
        cmocka_unit_test(test_neutral_surplus),
        cmocka_unit_test(test_neutral_contest_pays_together),
        cmocka_unit_test(test_draw_weights),
        cmocka_unit_test(test_draw_weighted),
        cmocka_unit_test(test_controlled_outcomes),
        cmocka_unit_test(test_reinforcement_only),
        cmocka_unit_test(test_controlled_multi_attackers),
        cmocka_unit_test(test_draws_in_id_order),
        cmocka_unit_test(test_determinism),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
