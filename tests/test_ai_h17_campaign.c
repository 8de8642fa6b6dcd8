/*
 * Play-test 14, defect 2: the Normal computer left its capital empty on turn 1 and
 * piled 13-15 units into one army where the places' battle budgets (15-26 RP)
 * fielded 1-3 of them. The standard level now guards an empty capital an enemy army
 * can reach next turn, and an army above what the budgets it can meet field splits
 * the rest off as a Regiment, the Main Army and a Regiment alike (docs/ai.md §10;
 * whole campaigns: bench_campaign_grab).
 */
#include "campaign_test_util.h"

#include <string.h>

#include "skirmish/ai/campaign_ai.h"

static campaign_map map;
static campaign_state st;

/* The computer's order for army `army` (Defend when it gives none); the set is legal. */
static campaign_order order_of(int seat, int army)
{
    return ct_ai_order(&st, seat, army);
}

/* L0 the computer's empty capital; its Main Army on L1 with a rich free village L3
 * beside it; an enemy army on L2, one step from the capital. It goes home. */
static void test_an_empty_capital_in_reach_is_guarded(void **state)
{
    (void)state;
    ct_map(&map, "capital village village village:900 capital", "0-1 0-2 1-3 2-4");
    int starts[2] = { 0, 4 };
    ct_campaign(&st, &map, 2, starts);
    st.forces.control[1] = 0;
    st.forces.control[2] = 1;
    st.forces.armies[campaign_forces_find(&st.forces, 0)].loc = 1;
    for (int i = 0; i < 3; i++)
        ct_add_unit(&st, 0, 0, ct_unit(2, 1, 1, 1));
    int h = ct_add_army(&st, 1, 2);
    for (int i = 0; i < 3; i++)
        ct_add_unit(&st, 1, h, ct_unit(2, 1, 1, 1));
    campaign_order o = order_of(0, 0);
    assert_int_equal(o.kind, CAMPAIGN_ORDER_MOVE);
    assert_int_equal(o.to, 0);
}

/* RP of the units of `army` in roster slots `set` (all of the army's when set is 0). */
static int rp_of(int army, uint32_t set)
{
    int rp = 0;
    for (int k = 0; k < st.players[0].n_units; k++)
        if (st.players[0].units[k].army == army && (set == 0 || (set >> k & 1u)))
            rp += campaign_unit_rp(&st.players[0].units[k]);
    return rp;
}

/* Turn 1 as in play-test 14: the Main Army (Hero + 8 Veterans) at its poor capital, no
 * enemy near, a free village next to it; a Regiment of 8 Veterans on that village.
 * The budgets there are 15, the armies over 1.5 x that: both split (Create keeps the capital held), never the
 * Hero, and what stays fits the budget. */
static void test_an_army_far_over_budget_splits(void **state)
{
    (void)state;
    ct_map(&map, "capital:300 village village village village capital", "0-1 1-2 2-3 3-4 4-5");
    int starts[2] = { 0, 5 };
    ct_campaign(&st, &map, 2, starts);
    for (int i = 0; i < 8; i++)
        ct_add_unit(&st, 0, 0, ct_unit(2, 1, 1, 1));
    int reg = ct_add_army(&st, 0, 1);
    for (int i = 0; i < 8; i++)
        ct_add_unit(&st, 0, reg, ct_unit(2, 1, 1, 1));
    campaign_view v;
    campaign_state_snapshot_public(&st);
    campaign_state_view(&st, 0, &v);
    int budget = campaign_view_budget(&v, 0, 1);
    assert_true(2 * rp_of(0, 0) > 3 * budget && 2 * rp_of(reg, 0) > 3 * budget);
    campaign_order main_order = order_of(0, 0), reg_order = order_of(0, reg);
    assert_int_equal(main_order.kind, CAMPAIGN_ORDER_CREATE);
    assert_int_equal(reg_order.kind, CAMPAIGN_ORDER_CREATE);
    int hero = campaign_player_hero(&st.players[0]);
    assert_false(main_order.units >> hero & 1u);
    assert_true(rp_of(0, 0) - rp_of(0, main_order.units) <= budget);
    assert_true(rp_of(reg, 0) - rp_of(reg, reg_order.units) <= budget);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_an_empty_capital_in_reach_is_guarded),
        cmocka_unit_test(test_an_army_far_over_budget_splits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
