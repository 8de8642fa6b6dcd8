/*
 * Play-test 6's Campaign rulings in the core (docs/campaign.md, Downtime and
 * Victory): a trait's refusal says Renown first, then a drawback on a stat
 * already at 1 as its own reason; the shortest turn limit a setup offers lets
 * the farthest starts meet; whether Domination is at stake for a player's
 * orders.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "campaign_test_util.h"

static campaign_map map;
static campaign_state st;

static void test_trait_refusal_order(void **state)
{
    (void)state;
    ct_map(&map, "capital village capital", "0-1 1-2");
    int starts[2] = { 0, 2 };
    ct_campaign(&st, &map, 2, starts);
    /* The Hero is H1 R2 P2 M1. Without Renown, that is what is said. */
    st.players[0].renown = 0;
    assert_int_equal(campaign_test_buy_trait(&st, 0, CAMPAIGN_TRAIT_STALWART), CAMPAIGN_DT_NO_RENOWN);
    /* With it: Stalwart's -1 Move cannot apply on M1 (never "would change nothing"). */
    st.players[0].renown = 2;
    assert_int_equal(campaign_test_buy_trait(&st, 0, CAMPAIGN_TRAIT_STALWART), CAMPAIGN_DT_TRAIT_STAT_AT_1);
    assert_int_equal(campaign_trait_floor_stat(&st, 0, CAMPAIGN_TRAIT_STALWART), 3);
    assert_int_equal(campaign_trait_floor_stat(&st, 0, CAMPAIGN_TRAIT_SWIFT), 0);
    assert_int_equal(campaign_trait_floor_stat(&st, 0, CAMPAIGN_TRAIT_DUELIST), -1);
    assert_int_equal(campaign_buy_trait(&st, 0, CAMPAIGN_TRAIT_STALWART), CAMPAIGN_DT_TRAIT_STAT_AT_1);
    assert_int_equal(st.players[0].renown, 2);
    /* Move 2: Stalwart is bought. */
    st.players[0].units[0].base.move = 2;
    assert_int_equal(campaign_trait_floor_stat(&st, 0, CAMPAIGN_TRAIT_STALWART), -1);
    assert_int_equal(campaign_buy_trait(&st, 0, CAMPAIGN_TRAIT_STALWART), CAMPAIGN_DT_OK);
}

static void test_turns_min(void **state)
{
    (void)state;
    /* Starts 6 apart: 12 turns. */
    ct_map(&map, "capital village village village village village capital", "0-1 1-2 2-3 3-4 4-5 5-6");
    assert_int_equal(campaign_map_turns_min(&map, 2), 12);
    /* Starts 2 apart: never under 8. */
    ct_map(&map, "capital village capital", "0-1 1-2");
    assert_int_equal(campaign_map_turns_min(&map, 2), 8);
    /* No such player count: 8. */
    assert_int_equal(campaign_map_turns_min(&map, 4), 8);
}

/* Is Domination at stake (the orders panel's warning): a held capital its
 * orders leave empty next to an enemy that holds the rest of the set. */
static void test_domination_at_stake(void **state)
{
    (void)state;
    ct_map(&map, "capital village capital", "0-1 1-2 0-2");
    int starts[2] = { 0, 2 };
    ct_campaign(&st, &map, 2, starts);
    st.settings.domination = true;
    assert_int_equal(campaign_domination_at_stake(&st, 0, NULL, 0), -1); /* held */
    campaign_order away = campaign_order_move(0, 1);
    assert_int_equal(campaign_domination_at_stake(&st, 0, &away, 1), 0);
    /* Player 2 without the rest of the set: taking 0 would not win. */
    st.forces.control[2] = CAMPAIGN_NEUTRAL;
    assert_int_equal(campaign_domination_at_stake(&st, 0, &away, 1), -1);
    st.forces.control[2] = 1;
    st.settings.domination = false;
    assert_int_equal(campaign_domination_at_stake(&st, 0, &away, 1), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_trait_refusal_order),
        cmocka_unit_test(test_turns_min),
        cmocka_unit_test(test_domination_at_stake),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
