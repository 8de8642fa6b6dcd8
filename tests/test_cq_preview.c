/*
 * cq_attack_preview_of, the order screens' question "what does taking this
 * vertex need, and what would these orders do there": checked against the
 * turn itself (cq_turn_resolve with the same orders alone) on every kind of
 * target, so the preview can never tell another rule than the turn plays.
 */
#include "cq_test_util.h"

#include <stdlib.h>
#include <string.h>

/* Resolves `o` on a copy of `s` and checks what the preview told about v. */
static void agrees_with_turn(const cq_state *s, const cq_order *o, size_t n, int player, int v)
{
    cq_attack_preview p;
    assert_true(cq_attack_preview_of(s, o, n, player, v, &p));
    static cq_state after;
    after = *s;
    cqt_resolve(&after, o, n, NULL);
    int64_t weight = s->graph->vertices[v].weight;
    int gen = after.controller[v] == CQ_NEUTRAL ? 0 : (int)weight;
    switch (p.outcome) {
    case CQ_ATTACK_TAKES:
        assert_int_equal(after.controller[v], player);
        assert_int_equal(after.units[v] - gen, p.left);
        break;
    case CQ_ATTACK_EMPTIES:
        assert_int_equal(after.controller[v], CQ_NEUTRAL);
        assert_int_equal(after.units[v], 0);
        break;
    case CQ_ATTACK_HOLDS:
        assert_int_equal(after.controller[v], s->controller[v]);
        assert_int_equal(after.units[v] - gen, p.defenders - p.arriving);
        break;
    case CQ_ATTACK_LOST:
        assert_int_equal(after.controller[v], CQ_NEUTRAL);
        assert_int_equal(after.units[v], s->units[v]);
        break;
    case CQ_ATTACK_JOINS:
        assert_int_equal(after.controller[v], player);
        break;
    case CQ_ATTACK_NOTHING: break;
    }
}

/* The reported case: 3 units at a weight-4 neutral are all lost; 4 take it with none left. */
static void test_neutral_needs_its_weight(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 2, (int[]){1, 4}, "0>1");
    static cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 5);
    cq_order o = cqt_order(0, 0, 1, 3);
    cq_attack_preview p;
    assert_true(cq_attack_preview_of(&s, &o, 1, 0, 1, &p));
    assert_int_equal(p.kind, CQ_ATTACK_NEUTRAL);
    assert_int_equal(p.needed, 4);
    assert_int_equal(p.arriving, 3);
    assert_int_equal(p.outcome, CQ_ATTACK_LOST);
    agrees_with_turn(&s, &o, 1, 0, 1);
    o.units = 4;
    assert_true(cq_attack_preview_of(&s, &o, 1, 0, 1, &p));
    assert_int_equal(p.outcome, CQ_ATTACK_TAKES);
    assert_int_equal(p.left, 0);
    agrees_with_turn(&s, &o, 1, 0, 1);
    cq_graph_free(&g);
}

/* A held vertex: fewer hold, as many empty it, more take it; two orders from
 * two vertices add up; an order the turn would drop brings nothing. */
static void test_held_vertex(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 3, (int[]){1, 2, 1}, "0>1 2>1");
    static cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 6);
    cqt_hold(&s, 2, 0, 6);
    cqt_hold(&s, 1, 1, 5);
    const int64_t tries[][2] = { { 4, 0 }, { 5, 0 }, { 6, 0 }, { 3, 3 }, { 2, 3 } };
    const cq_attack_outcome want[] = { CQ_ATTACK_HOLDS, CQ_ATTACK_EMPTIES, CQ_ATTACK_TAKES, CQ_ATTACK_TAKES,
                                       CQ_ATTACK_EMPTIES };
    for (int i = 0; i < 5; i++) {
        cq_order o[2] = { cqt_order(0, 0, 1, tries[i][0]), cqt_order(0, 2, 1, tries[i][1]) };
        size_t n = tries[i][1] > 0 ? 2 : 1;
        cq_attack_preview p;
        assert_true(cq_attack_preview_of(&s, o, n, 0, 1, &p));
        assert_int_equal(p.kind, CQ_ATTACK_HELD);
        assert_int_equal(p.defenders, 5);
        assert_int_equal(p.needed, 6);
        assert_int_equal(p.arriving, tries[i][0] + tries[i][1]);
        assert_int_equal(p.outcome, want[i]);
        agrees_with_turn(&s, o, n, 0, 1);
    }
    /* More than is there: dropped, so nothing arrives. */
    cq_order too_many = cqt_order(0, 0, 1, 7);
    cq_attack_preview p;
    assert_true(cq_attack_preview_of(&s, &too_many, 1, 0, 1, &p));
    assert_int_equal(p.arriving, 0);
    assert_int_equal(p.outcome, CQ_ATTACK_NOTHING);
    cq_graph_free(&g);
}

/* Its own vertex: reinforcement; bad arguments are refused. */
static void test_own_and_bad(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 2, NULL, "0-1");
    static cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 3);
    cqt_hold(&s, 1, 0, 1);
    cq_order o = cqt_order(0, 0, 1, 2);
    cq_attack_preview p;
    assert_true(cq_attack_preview_of(&s, &o, 1, 0, 1, &p));
    assert_int_equal(p.kind, CQ_ATTACK_REINFORCE);
    assert_int_equal(p.outcome, CQ_ATTACK_JOINS);
    assert_int_equal(p.needed, 0);
    agrees_with_turn(&s, &o, 1, 0, 1);
    assert_false(cq_attack_preview_of(&s, &o, 1, 0, 5, &p));
    assert_false(cq_attack_preview_of(&s, &o, 1, 7, 1, &p));
    assert_true(cq_attack_preview_of(&s, NULL, 0, 1, 0, &p));
    assert_int_equal(p.kind, CQ_ATTACK_HELD);
    assert_int_equal(p.needed, 4);
    assert_int_equal(p.outcome, CQ_ATTACK_NOTHING);
    cq_graph_free(&g);
}

/* cq_reach_of: what each player could bring to a vertex next turn, from the
 * public state only. The reported case: Alice's 1 at Ivymere sent to a weight-2
 * neutral that Bob's Hartwell (1) also reaches: pooled, the two pay the weight
 * and one draw takes it, so the reach, not the preview alone, tells the risk. */
static void test_reach_of(void **state)
{
    (void)state;
    cq_graph g;
    /* 0 (p0) -> 2 <- 1 (p1); 3 (p1) - 2 both ways; 4 (p1) only reached from 2; 2 -> 5 one way */
    cqt_graph(&g, 6, (int[]){1, 1, 2, 1, 1, 1}, "0>2 1>2 3-2 2>4 2>5");
    static cq_state s;
    cqt_state(&s, &g, 3);
    cqt_hold(&s, 0, 0, 1);
    cqt_hold(&s, 1, 1, 1);
    cqt_hold(&s, 3, 1, 4);
    cqt_hold(&s, 4, 1, 9);
    cq_reach r[CQ_MAX_PLAYERS];
    assert_true(cq_reach_of(&s, 2, r));
    assert_int_equal(r[0].units, 1);
    assert_int_equal(r[0].sources, 1);
    assert_int_equal(r[0].best, 0);
    assert_int_equal(r[1].units, 5); /* 1 from vertex 1 and 4 from vertex 3, not vertex 4's 9 (2 -> 4 only) */
    assert_int_equal(r[1].sources, 2);
    assert_int_equal(r[1].best, 3);
    assert_int_equal(r[1].best_units, 4);
    assert_int_equal(r[2].units, 0);
    assert_int_equal(r[2].best, -1);
    /* a one-way edge counts only its way; an eliminated player reaches nothing */
    assert_true(cq_reach_of(&s, 5, r));
    assert_int_equal(r[0].units + r[1].units, 0);
    s.players[1].eliminated = true;
    assert_true(cq_reach_of(&s, 2, r));
    assert_int_equal(r[1].units, 0);
    s.players[1].eliminated = false;
    /* Alice's 1 alone loses at the weight-2 neutral, yet with Bob's 1 pooled the
     * vertex is taken by one of them: the preview of her orders alone says LOST. */
    cq_order o[2] = { cqt_order(0, 0, 2, 1), cqt_order(1, 1, 2, 1) };
    cq_attack_preview p;
    assert_true(cq_attack_preview_of(&s, o, 1, 0, 2, &p));
    assert_int_equal(p.outcome, CQ_ATTACK_LOST);
    static cq_state after;
    after = s;
    cqt_resolve(&after, o, 2, NULL);
    assert_true(after.controller[2] == 0 || after.controller[2] == 1);
    assert_false(cq_reach_of(&s, 99, r));
    cq_graph_free(&g);
}

/* cq_planned_units, the rule the order screens ask (it was worked out in the
 * client): what stays at a held vertex after its valid orders leave and the
 * player's own moves into it arrive, checked against the turn itself; an order
 * the turn would drop counts for nothing; another's vertex keeps its units. */
static void test_planned_units(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 3, (int[]){1, 1, 1}, "0>1 2>1 1>2");
    static cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 6);
    cqt_hold(&s, 1, 0, 4);
    cqt_hold(&s, 2, 1, 3);
    cq_order o[3] = {cqt_order(0, 0, 1, 5), cqt_order(0, 1, 2, 3), cqt_order(0, 1, 2, 9)};
    int64_t sent = -1, arriving = -1;
    /* vertex 1: 4 - 3 sent + 5 arriving; the 9 the turn drops (only 1 left) */
    assert_int_equal(cq_planned_units(&s, o, 3, 0, 1, &sent, &arriving), 6);
    assert_int_equal(sent, 3);
    assert_int_equal(arriving, 5);
    assert_int_equal(cq_planned_units(&s, o, 3, 0, 0, &sent, &arriving), 1);
    assert_int_equal(sent, 5);
    assert_int_equal(arriving, 0);
    /* another player's vertex: its units now, nothing sent or arriving */
    assert_int_equal(cq_planned_units(&s, o, 3, 0, 2, &sent, &arriving), 3);
    assert_int_equal(sent + arriving, 0);
    assert_int_equal(cq_planned_units(&s, o, 3, 0, 7, NULL, NULL), 0);
    /* the turn agrees: nobody attacks vertex 1, so its units after are the
     * planned ones plus its generation */
    static cq_state after;
    after = s;
    cqt_resolve(&after, o, 2, NULL);
    assert_int_equal(after.units[1], 6 + 1);
    cq_graph_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_neutral_needs_its_weight),
        cmocka_unit_test(test_held_vertex),
        cmocka_unit_test(test_own_and_bad),
        cmocka_unit_test(test_reach_of),
        cmocka_unit_test(test_planned_units),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
