/*
 * The campaign's victory conditions (docs/campaign.md §7): Domination,
 * Warlord and their ties, both at once, and the timed victory's ranking
 * (places held, then Renown earned, then supply held, else a shared win).
 */
#include "campaign_test_util.h"

static campaign_map map;
static campaign_state st;

static void test_domination(void **state)
{
    (void)state;
    ct_map(&map, "capital village capital village", "0-1 1-2 2-3");
    int starts[2] = { 0, 3 };
    ct_campaign(&st, &map, 2, starts);
    st.forces.control[2] = 0;
    ct_no_orders_turn(&st);
    assert_int_equal(st.phase, CAMPAIGN_PHASE_OVER);
    assert_int_equal(st.victory, CAMPAIGN_VICTORY_DOMINATION);
    assert_int_equal(st.winners, 1u << 0);
    /* Off: the campaign goes on. */
    ct_campaign(&st, &map, 2, starts);
    st.settings.domination = false;
    st.forces.control[2] = 0;
    ct_no_orders_turn(&st);
    assert_int_equal(st.phase, CAMPAIGN_PHASE_DOWNTIME);
}

static void test_warlord(void **state)
{
    (void)state;
    /* Three players; p2 holds only 1, with no army: p0 walks in and takes its last
     * location. */
    ct_map(&map, "capital village capital", "0-1 1-2");
    int starts[3] = { 0, 1, 2 };
    ct_campaign(&st, &map, 3, starts);
    ct_drop_army(&st, 1);
    campaign_order o[1] = { campaign_order_move(0, 1) };
    ct_resolve(&st, o, 1, false);
    campaign_end_turn(&st);
    assert_true(st.players[1].eliminated);
    assert_int_equal(st.phase, CAMPAIGN_PHASE_OVER);
    assert_int_equal(st.victory, CAMPAIGN_VICTORY_WARLORD);
    assert_int_equal(st.winners, 1u << 0);
    /* Off: nobody wins yet. */
    ct_campaign(&st, &map, 3, starts);
    st.settings.warlord = false;
    ct_drop_army(&st, 1);
    ct_resolve(&st, o, 1, false);
    campaign_end_turn(&st);
    assert_true(st.players[1].eliminated);
    assert_int_equal(st.phase, CAMPAIGN_PHASE_DOWNTIME);
}

static void test_warlord_ties(void **state)
{
    (void)state;
    /* Four players: p2 (at 1) and p3 (at 3) fall in one turn, to p0 and p1. The
     * taker of the location of higher supply wins; equal supply: the lower id. */
    ct_map(&map, "capital village:300 capital village:300", "0-1 1-2 2-3");
    map.n_starts[2] = 4;
    for (int p = 0; p < 4; p++)
        map.starts[2][p] = (int8_t)p;
    int starts[4] = { 0, 2, 1, 3 };
    ct_campaign(&st, &map, 4, starts);
    ct_drop_army(&st, 2);
    ct_drop_army(&st, 3);
    campaign_order o[2] = { campaign_order_move(0, 1), campaign_order_move(1, 3) };
    campaign_state base = st;
    ct_resolve(&st, o, 2, false);
    campaign_end_turn(&st);
    assert_int_equal(st.victory, CAMPAIGN_VICTORY_WARLORD);
    assert_int_equal(st.winners, 1u << 0);
    st = base;
    map.locations[3].supply = 400;
    ct_resolve(&st, o, 2, false);
    campaign_end_turn(&st);
    assert_int_equal(st.victory, CAMPAIGN_VICTORY_WARLORD);
    assert_int_equal(st.winners, 1u << 1);
}

static void test_domination_and_warlord_at_once(void **state)
{
    (void)state;
    /* p0 completes the domination set while p1 takes p2's last location: both
     * qualify and rank as for Timed (locations first). */
    ct_map(&map, "capital village capital village village", "0-1 1-2 2-3 3-4");
    map.domination = UINT64_C(1) << 0;
    int starts[3] = { 0, 4, 2 };
    ct_campaign(&st, &map, 3, starts);
    /* p1 at 4 (its army), p2 holds 3 without an army. */
    st.forces.control[3] = 2;
    int p2army = 2;
    ct_drop_army(&st, p2army);
    st.forces.control[2] = 2;
    campaign_order o[1] = { campaign_order_move(1, 3) };
    ct_resolve(&st, o, 1, false);
    campaign_end_turn(&st);
    /* p2 still holds 2: not eliminated; only Domination. */
    assert_int_equal(st.victory, CAMPAIGN_VICTORY_DOMINATION);
    assert_int_equal(st.winners, 1u << 0);
}

static void test_timed_and_ties(void **state)
{
    (void)state;
    ct_map(&map, "capital village village capital", "0-1 1-2 2-3");
    int starts[2] = { 0, 3 };
    ct_campaign(&st, &map, 2, starts);
    st.settings.domination = false;
    st.settings.turn_limit = 4;
    st.turn = 4;
    campaign_state base = st;
    /* More locations. */
    st.forces.control[1] = 0;
    ct_no_orders_turn(&st);
    assert_int_equal(st.victory, CAMPAIGN_VICTORY_TIMED);
    assert_int_equal(st.winners, 1u << 0);
    /* Equal locations: more Renown earned. */
    st = base;
    st.players[1].renown_earned = 3;
    ct_no_orders_turn(&st);
    assert_int_equal(st.winners, 1u << 1);
    /* Equal Renown: more supply controlled. */
    st = base;
    map.locations[3].supply = 1200;
    ct_no_orders_turn(&st);
    assert_int_equal(st.winners, 1u << 1);
    map.locations[3].supply = 1000;
    /* A full tie shares the win. */
    st = base;
    ct_no_orders_turn(&st);
    assert_int_equal(st.victory, CAMPAIGN_VICTORY_TIMED);
    assert_int_equal(st.winners, 3u);
    /* Not before the last turn. */
    st = base;
    st.turn = 3;
    ct_no_orders_turn(&st);
    assert_int_equal(st.phase, CAMPAIGN_PHASE_DOWNTIME);
    assert_int_equal(st.turn, 4);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_domination),
        cmocka_unit_test(test_warlord),
        cmocka_unit_test(test_warlord_ties),
        cmocka_unit_test(test_domination_and_warlord_at_once),
        cmocka_unit_test(test_timed_and_ties),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
