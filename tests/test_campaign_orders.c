/*
 * Campaign orders and Phase 3 in the core (docs/campaign.md §3, §4): each order
 * kind's test function and every reason it refuses, the set checks, the standoff
 * choice checks, and Phase 3's results through the core API (the CLI contract,
 * tests/campaign_contract.py, covers the same rules from outside).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "skirmish/core/campaign/resolve.h"

/* 0 - 1 - 2 - 3 in a line, and 1 - 4. Supplies 500, 800, 500, 250, 1000. */
static campaign_map map;
static campaign_forces forces;

static void add_army(int id, int player, int loc, bool main_army)
{
    campaign_army *a = &forces.armies[forces.n_armies++];
    a->id = (int16_t)id;
    a->player = (int8_t)player;
    a->loc = (int8_t)loc;
    a->main = main_army;
    a->defending = false;
}

static int setup(void **state)
{
    (void)state;
    campaign_map_init(&map, "test");
    const int supply[5] = { 500, 800, 500, 250, 1000 };
    for (int i = 0; i < 5; i++)
        campaign_map_add_location(&map, i, "L", CAMPAIGN_TOWN, supply[i], 0, 0, NULL);
    assert_int_equal(campaign_map_sort(&map), CAMPAIGN_MAP_OK);
    assert_int_equal(campaign_map_add_route(&map, 0, 1), CAMPAIGN_MAP_OK);
    assert_int_equal(campaign_map_add_route(&map, 1, 2), CAMPAIGN_MAP_OK);
    assert_int_equal(campaign_map_add_route(&map, 2, 3), CAMPAIGN_MAP_OK);
    assert_int_equal(campaign_map_add_route(&map, 1, 4), CAMPAIGN_MAP_OK);
    campaign_map_finish(&map);
    memset(&forces, 0, sizeof forces);
    for (int l = 0; l < CAMPAIGN_MAX_LOCATIONS; l++)
        forces.control[l] = CAMPAIGN_NEUTRAL;
    forces.control[0] = 0;
    forces.control[2] = 1;
    forces.control[3] = 1;
    add_army(0, 0, 0, true);
    add_army(1, 0, 0, false);
    add_army(2, 1, 2, true);
    add_army(3, 1, 3, false);
    return 0;
}

static void test_map_routes(void **state)
{
    (void)state;
    assert_int_equal(campaign_map_add_route(&map, 0, 0), CAMPAIGN_MAP_SELF_LOOP);
    assert_int_equal(campaign_map_add_route(&map, 1, 0), CAMPAIGN_MAP_DUPLICATE_ROUTE);
    assert_int_equal(campaign_map_add_route(&map, 0, 9), CAMPAIGN_MAP_UNKNOWN_LOCATION);
    assert_int_equal(map.distance[0][3], 3);
    assert_int_equal(map.distance[0][4], 2);
    assert_int_equal(campaign_map_revenue(&map, 1), 80);
}

static void test_forces_invariant(void **state)
{
    (void)state;
    int bad;
    assert_int_equal(campaign_forces_test(&map, &forces, &bad), CAMPAIGN_FORCES_OK);
    forces.armies[1].loc = 1; /* neutral */
    assert_int_equal(campaign_forces_test(&map, &forces, &bad), CAMPAIGN_FORCES_UNCONTROLLED);
    assert_int_equal(bad, 1);
    forces.armies[1].loc = 2; /* the other player's */
    assert_int_equal(campaign_forces_test(&map, &forces, &bad), CAMPAIGN_FORCES_UNCONTROLLED);
    forces.armies[1].loc = 0;
    forces.armies[1].main = true;
    assert_int_equal(campaign_forces_test(&map, &forces, &bad), CAMPAIGN_FORCES_TWO_MAIN_ARMIES);
    forces.armies[1].main = false;
    add_army(7, 0, 0, false);
    add_army(8, 0, 0, false);
    assert_int_equal(campaign_forces_test(&map, &forces, &bad), CAMPAIGN_FORCES_OK);
    add_army(9, 0, 0, false);
    assert_int_equal(campaign_forces_test(&map, &forces, &bad), CAMPAIGN_FORCES_TOO_MANY_REGIMENTS);
    assert_int_equal(campaign_forces_free_id(&forces), 4);
}

static void test_move(void **state)
{
    (void)state;
    assert_int_equal(campaign_test_move(&map, &forces, 0, 0, 1), CAMPAIGN_ORDER_OK);
    assert_int_equal(campaign_test_move(&map, &forces, 0, 5, 1), CAMPAIGN_ORDER_NO_SUCH_ARMY);
    assert_int_equal(campaign_test_move(&map, &forces, 0, 2, 1), CAMPAIGN_ORDER_NOT_YOUR_ARMY);
    assert_int_equal(campaign_test_move(&map, &forces, 0, 0, 2), CAMPAIGN_ORDER_NOT_ADJACENT);
    assert_int_equal(campaign_test_move(&map, &forces, 0, 0, 0), CAMPAIGN_ORDER_NOT_ADJACENT);
    assert_int_equal(campaign_test_move(&map, &forces, 0, 0, 17), CAMPAIGN_ORDER_NO_SUCH_LOCATION);
    assert_int_equal(campaign_test_move(&map, &forces, -1, 2, 1), CAMPAIGN_ORDER_OK);
}

static void test_defend(void **state)
{
    (void)state;
    assert_int_equal(campaign_test_defend(&forces, 0, 1), CAMPAIGN_ORDER_OK);
    assert_int_equal(campaign_test_defend(&forces, 0, 3), CAMPAIGN_ORDER_NOT_YOUR_ARMY);
    assert_int_equal(campaign_test_defend(&forces, 0, 30), CAMPAIGN_ORDER_NO_SUCH_ARMY);
}

static void test_merge(void **state)
{
    (void)state;
    assert_int_equal(campaign_test_merge(&forces, 0, 0, 1), CAMPAIGN_ORDER_OK);
    assert_int_equal(campaign_test_merge(&forces, 0, 0, 0), CAMPAIGN_ORDER_MERGE_SELF);
    assert_int_equal(campaign_test_merge(&forces, 0, 0, 2), CAMPAIGN_ORDER_MERGE_OTHER_PLAYER);
    assert_int_equal(campaign_test_merge(&forces, 0, 0, 9), CAMPAIGN_ORDER_MERGE_NO_SUCH_ARMY);
    assert_int_equal(campaign_test_merge(&forces, 1, 2, 3), CAMPAIGN_ORDER_MERGE_ELSEWHERE);
    assert_int_equal(campaign_test_merge(&forces, 1, 0, 1), CAMPAIGN_ORDER_NOT_YOUR_ARMY);
}

static void test_order_sets(void **state)
{
    (void)state;
    int bad, bad_army;
    campaign_order two[2] = { campaign_order_defend(0), campaign_order_move(0, 1) };
    assert_int_equal(campaign_orders_test(&map, &forces, 0, two, 2, &bad, &bad_army), CAMPAIGN_ORDER_TWO_ORDERS);
    assert_int_equal(bad, 1);
    assert_int_equal(bad_army, 0);
    campaign_order merged_then_order[2] = { campaign_order_merge(0, 1), campaign_order_move(1, 1) };
    assert_int_equal(campaign_orders_test(&map, &forces, 0, merged_then_order, 2, &bad, &bad_army),
                     CAMPAIGN_ORDER_TWO_ORDERS);
    add_army(4, 0, 0, false);
    campaign_order twice[2] = { campaign_order_merge(0, 1), campaign_order_merge(4, 1) };
    assert_int_equal(campaign_orders_test(&map, &forces, 0, twice, 2, &bad, &bad_army), CAMPAIGN_ORDER_TWO_MERGES);
    assert_int_equal(bad_army, 1);
    /* Create counts this turn's Creates against the 3 Regiments: 0 has two. */
    campaign_order creates[2] = { campaign_order_create(0, 1), campaign_order_create(4, 1) };
    assert_int_equal(campaign_orders_test(&map, &forces, 0, creates, 1, &bad, &bad_army), CAMPAIGN_ORDER_OK);
    assert_int_equal(campaign_orders_test(&map, &forces, 0, creates, 2, &bad, &bad_army),
                     CAMPAIGN_ORDER_TOO_MANY_REGIMENTS);
    campaign_order kind = campaign_order_defend(0);
    kind.kind = 42;
    assert_int_equal(campaign_orders_test(&map, &forces, 0, &kind, 1, &bad, &bad_army), CAMPAIGN_ORDER_BAD_KIND);
}

static void test_create_and_merge_ids(void **state)
{
    (void)state;
    add_army(5, 0, 0, false);
    campaign_order o[3] = { campaign_order_merge(1, 5), campaign_order_create(0, 2), campaign_order_defend(2) };
    int bad, bad_army;
    assert_int_equal(campaign_orders_test(&map, &forces, -1, o, 3, &bad, &bad_army), CAMPAIGN_ORDER_OK);
    campaign_resolution res;
    campaign_resolve_begin(&map, &forces, o, 3, &res);
    campaign_resolve_finish(&map, &res);
    /* 5 joined 1 (the lower id); the new Regiment takes the lowest free id, 4. */
    assert_int_equal(res.n_merged, 1);
    assert_int_equal(res.merged[0].kept, 1);
    assert_int_equal(res.merged[0].gone, 5);
    assert_int_equal(res.n_created, 1);
    assert_int_equal(res.created[0].id, 4);
    assert_int_equal(res.created[0].parent, 0);
    int i4 = campaign_forces_find(&res.forces, 4);
    assert_true(i4 >= 0);
    assert_int_equal(res.forces.armies[i4].loc, 0);
    assert_false(res.forces.armies[i4].defending);
    assert_false(res.forces.armies[campaign_forces_find(&res.forces, 0)].defending);
    assert_false(res.forces.armies[campaign_forces_find(&res.forces, 1)].defending);
    assert_true(res.forces.armies[campaign_forces_find(&res.forces, 2)].defending);
    assert_true(res.forces.armies[campaign_forces_find(&res.forces, 3)].defending); /* no order: Defend */
    assert_int_equal(campaign_forces_find(&res.forces, 5), -1);
}

/* The counter of army numbers: a number freed by a merge or a loss is never
 * given again; a position without a counter (0) takes the lowest free one. */
static void test_army_numbers_never_reused(void **state)
{
    (void)state;
    add_army(5, 0, 0, false);
    forces.next_id = 6;
    campaign_order o[2] = { campaign_order_merge(1, 5), campaign_order_create(0, 2) };
    campaign_resolution res;
    campaign_resolve_begin(&map, &forces, o, 2, &res);
    campaign_resolve_finish(&map, &res);
    assert_int_equal(res.n_created, 1);
    assert_int_equal(res.created[0].id, 6); /* not 4 nor the merged 5 */
    assert_int_equal(res.forces.next_id, 7);
    assert_int_equal(campaign_forces_free_id(&res.forces), 7);
    assert_int_equal(campaign_forces_take_id(&res.forces), 7);
    assert_int_equal(res.forces.next_id, 8);
    forces.next_id = 0;
    assert_int_equal(campaign_forces_free_id(&forces), 4);
    assert_int_equal(campaign_forces_take_id(&forces), 4);
    assert_int_equal(forces.next_id, 0); /* no counter: none started */
}

static void test_standoff_choices(void **state)
{
    (void)state;
    /* 0 (p0) and 2 (p1) both move to 1. */
    campaign_order o[2] = { campaign_order_move(0, 1), campaign_order_move(2, 1) };
    campaign_resolution res;
    campaign_resolve_begin(&map, &forces, o, 2, &res);
    assert_int_equal(res.n_standoffs, 1);
    assert_int_equal(res.standoffs[0].entrants, 3);
    assert_int_equal(campaign_test_standoff_choice(&res, 0, 1, true), CAMPAIGN_CHOICE_OK);
    assert_int_equal(campaign_test_standoff_choice(&res, 0, 2, true), CAMPAIGN_CHOICE_NO_STANDOFF);
    assert_int_equal(campaign_test_standoff_choice(&res, 2, 1, true), CAMPAIGN_CHOICE_NOT_ENTRANT);
    assert_int_equal(campaign_resolve_choose(&res, 1, 1, true), CAMPAIGN_CHOICE_OK);
    assert_int_equal(campaign_resolve_choose(&res, 1, 1, false), CAMPAIGN_CHOICE_OK); /* changes its mind */
    campaign_resolve_finish(&map, &res);
    assert_false(res.standoffs[0].battle);
    assert_int_equal(res.n_battles, 0);
    assert_int_equal(res.forces.armies[0].loc, 0);
    assert_int_equal(res.fate[0], CAMPAIGN_FATE_WITHDRAWN);
}

static void test_engaged_must_stand(void **state)
{
    (void)state;
    /* p1's army 2 at 2 moves to 1 while p0's army 0 at... build a clash: p0 holds 1. */
    forces.control[1] = 0;
    forces.armies[1].loc = 1;          /* p0's Regiment 1 at 1 (800) */
    campaign_order o[3] = { campaign_order_move(1, 2), campaign_order_move(2, 1), campaign_order_defend(0) };
    campaign_resolution res;
    campaign_resolve_begin(&map, &forces, o, 3, &res);
    /* 1 (800) beats 2 (500): p1's army goes on into 1 engaged, p0's holds. */
    assert_int_equal(res.fate[1], CAMPAIGN_FATE_HELD);
    assert_true(res.engaged[2]);
    assert_int_equal(res.n_standoffs, 0);
    campaign_resolve_finish(&map, &res);
    assert_int_equal(res.n_battles, 1);
    assert_int_equal(res.battles[0].loc, 1);
    assert_int_equal(res.battles[0].defender, 0);
    assert_false(res.battles[0].defend_bonus);
    assert_int_equal(res.battles[0].engaged, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_map_routes, setup),
        cmocka_unit_test_setup(test_forces_invariant, setup),
        cmocka_unit_test_setup(test_move, setup),
        cmocka_unit_test_setup(test_defend, setup),
        cmocka_unit_test_setup(test_merge, setup),
        cmocka_unit_test_setup(test_order_sets, setup),
        cmocka_unit_test_setup(test_create_and_merge_ids, setup),
        cmocka_unit_test_setup(test_army_numbers_never_reused, setup),
        cmocka_unit_test_setup(test_standoff_choices, setup),
        cmocka_unit_test_setup(test_engaged_must_stand, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
