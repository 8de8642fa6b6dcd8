/*
 * The campaign's rules past Phase 3 (docs/campaign.md §3-§7): the economy and
 * wounds, traits and injuries, battle budgets at the worked figures, each Defend
 * bonus, duel chains with carried Health, losers returning, retreating and
 * scattering, Renown, revenue, and the campaign's start (the victory
 * conditions are test_campaign_victory.c's).
 */
#include "campaign_test_util.h"

#include <string.h>

static campaign_map map;
static campaign_state st;

/* ---- economy and wounds ---- */

static void test_prices_and_recruit(void **state)
{
    (void)state;
    ct_map(&map, "capital village capital", "0-1 1-2");
    int starts[2] = { 0, 2 };
    ct_campaign(&st, &map, 2, starts);
    esc_unit_def soldier = ct_unit(1, 1, 1, 1);
    assert_int_equal(campaign_def_price(&soldier), 80);
    assert_int_equal(st.players[0].gold, CAMPAIGN_START_GOLD);
    assert_int_equal(campaign_recruit(&st, 0, &soldier, 0), CAMPAIGN_DT_OK);
    assert_int_equal(st.players[0].gold, 920);
    assert_int_equal(campaign_army_units(&st, 0), 2);
    esc_unit_def bad = ct_unit(0, 1, 1, 1);
    assert_int_equal(campaign_test_recruit(&st, 0, &bad, 0), CAMPAIGN_DT_BAD_UNIT);
    assert_int_equal(campaign_test_recruit(&st, 0, &soldier, 1), CAMPAIGN_DT_NO_SUCH_ARMY);
    st.players[0].gold = 79;
    assert_int_equal(campaign_test_recruit(&st, 0, &soldier, 0), CAMPAIGN_DT_NO_GOLD);
    st.players[0].gold = 100000;
    while (st.players[0].n_units < CAMPAIGN_ROSTER_MAX)
        assert_int_equal(campaign_recruit(&st, 0, &soldier, 0), CAMPAIGN_DT_OK);
    assert_int_equal(campaign_test_recruit(&st, 0, &soldier, 0), CAMPAIGN_DT_ROSTER_FULL);
    /* Dismiss: not the Hero, no refund. */
    int gold = st.players[0].gold;
    assert_int_equal(campaign_dismiss(&st, 0, 0), CAMPAIGN_DT_IS_HERO);
    assert_int_equal(campaign_dismiss(&st, 0, 1), CAMPAIGN_DT_OK);
    assert_int_equal(st.players[0].gold, gold);
    assert_int_equal(campaign_dismiss(&st, 0, 1), CAMPAIGN_DT_NO_SUCH_UNIT);
}

static void test_replenish_and_permanent_wounds(void **state)
{
    (void)state;
    ct_map(&map, "capital village capital", "0-1 1-2");
    int starts[2] = { 0, 2 };
    ct_campaign(&st, &map, 2, starts);
    int a = ct_add_unit(&st, 0, 0, ct_unit(3, 1, 1, 1));
    int b = ct_add_unit(&st, 0, 0, ct_unit(3, 1, 1, 1));
    campaign_player *pl = &st.players[0];
    pl->units[1].wounds = 2;
    pl->units[2].wounds = 1;
    pl->units[0].wounds = 0;
    int price = campaign_unit_price(&pl->units[1]); /* H3 R1 P1 M1: cost 10 */
    assert_int_equal(price, 100);
    assert_int_equal(campaign_unit_replenish_cost(&pl->units[1]), 34); /* ceil(100 * 2 / 6) */
    assert_int_equal(campaign_unit_replenish_cost(&pl->units[2]), 17); /* ceil(100 / 6) */
    assert_int_equal(campaign_test_replenish(&st, 0, 0), CAMPAIGN_DT_NOT_WOUNDED);
    assert_int_equal(campaign_replenish(&st, 0, a), CAMPAIGN_DT_OK);
    assert_int_equal(pl->gold, 1000 - 34);
    assert_int_equal(pl->units[1].wounds, 0);
    /* The Hero's wounds heal free; b's unpaid wound becomes permanent. */
    pl->units[0].base.health = 2;
    pl->units[0].wounds = 1;
    campaign_end_downtime(&st);
    assert_int_equal(pl->units[0].wounds, 0);
    assert_int_equal(pl->units[0].base.health, 2);
    int k = campaign_player_unit_index(pl, b);
    assert_int_equal(pl->units[k].base.health, 2);
    assert_int_equal(pl->units[k].wounds, 0);
    assert_int_equal(campaign_unit_price(&pl->units[k]), 90); /* re-priced: H2 R1 P1 M1 costs 9 */
    assert_int_equal(campaign_unit_rp(&pl->units[k]), 3);     /* and re-ranked: a Veteran */
    assert_int_equal(st.phase, CAMPAIGN_PHASE_ORDERS);
}

static void test_wounds_keep_one_health(void **state)
{
    (void)state;
    ct_map(&map, "capital village capital", "0-1 1-2");
    int starts[2] = { 0, 2 };
    ct_campaign(&st, &map, 2, starts);
    ct_add_unit(&st, 0, 0, ct_unit(2, 1, 1, 1));
    st.players[0].units[1].wounds = 5;
    campaign_end_downtime(&st);
    assert_int_equal(st.players[0].units[1].base.health, 1);
}

static void test_appoint_hero(void **state)
{
    (void)state;
    ct_map(&map, "capital village capital", "0-1 1-2");
    int starts[2] = { 0, 2 };
    ct_campaign(&st, &map, 2, starts);
    int weak = ct_add_unit(&st, 0, 0, ct_unit(1, 1, 1, 1));
    int strong = ct_add_unit(&st, 0, 0, ct_unit(3, 1, 3, 1));
    assert_int_equal(campaign_test_appoint_hero(&st, 0, weak), CAMPAIGN_DT_HAS_HERO);
    st.players[0].units[0].hero = false;
    assert_int_equal(campaign_test_appoint_hero(&st, 0, 99), CAMPAIGN_DT_NO_SUCH_UNIT);
    assert_int_equal(campaign_test_buy_trait(&st, 0, CAMPAIGN_TRAIT_DUELIST), CAMPAIGN_DT_NO_HERO);
    /* Not appointed: the highest-RP unit becomes the Hero when Downtime ends. */
    campaign_end_downtime(&st);
    assert_true(st.players[0].units[campaign_player_unit_index(&st.players[0], strong)].hero);
    assert_int_equal(campaign_player_hero(&st.players[0]), campaign_player_unit_index(&st.players[0], strong));
}

static void test_dismiss_disbands_and_muster(void **state)
{
    (void)state;
    ct_map(&map, "capital village:900 capital", "0-1 1-2");
    int starts[2] = { 0, 2 };
    ct_campaign(&st, &map, 2, starts);
    int r = ct_add_army(&st, 0, 1); /* a Regiment of one Soldier at 1 */
    assert_int_equal(st.forces.n_armies, 3);
    int uid = st.players[0].units[1].uid;
    assert_int_equal(campaign_dismiss(&st, 0, uid), CAMPAIGN_DT_OK);
    assert_int_equal(campaign_forces_find(&st.forces, r), -1); /* disbanded */
    /* A player with no army at all (say, scattered) raises one where it recruits:
     * its controlled location of highest supply, 0 (1000) before 1 (900). */
    st.forces.control[1] = 0;
    st.players[0].n_units = 0;
    ct_drop_army(&st, 0);
    esc_unit_def soldier = ct_unit(1, 1, 1, 1);
    assert_int_equal(campaign_test_recruit(&st, 0, &soldier, 0), CAMPAIGN_DT_NO_SUCH_ARMY);
    assert_int_equal(campaign_recruit(&st, 0, &soldier, CAMPAIGN_NO_ARMY), CAMPAIGN_DT_OK);
    int a = campaign_forces_find(&st.forces, 3); /* the next number: 0 and 2 are never given again */
    assert_true(a >= 0);
    assert_int_equal(st.forces.armies[a].player, 0);
    assert_int_equal(st.forces.armies[a].loc, 0);
    assert_false(st.forces.armies[a].main);
    /* Having an army again, CAMPAIGN_NO_ARMY is refused. */
    assert_int_equal(campaign_test_recruit(&st, 0, &soldier, CAMPAIGN_NO_ARMY), CAMPAIGN_DT_NO_SUCH_ARMY);
    /* Without a Hero, Downtime's end appoints the unit; its army becomes the Main Army. */
    campaign_end_downtime(&st);
    assert_true(st.players[0].units[0].hero);
    assert_true(st.forces.armies[campaign_forces_find(&st.forces, 3)].main);
}

/* ---- Create Regiment and Merge with the roster ---- */

static void test_create_regiment(void **state)
{
    (void)state;
    ct_map(&map, "capital village capital", "0-1 1-2");
    int starts[2] = { 0, 2 };
    ct_campaign(&st, &map, 2, starts);
    for (int i = 0; i < 3; i++)
        ct_add_unit(&st, 0, 0, ct_unit(1, 1, 1, 1)); /* slots 1-3; slot 0 is the Hero */
    int other = ct_add_army(&st, 0, 0);           /* slot 4, army 2 */
    campaign_end_downtime(&st);
    assert_int_equal(campaign_state_test_create(&st, 0, 0, 0), CAMPAIGN_ORDER_CREATE_NO_UNIT);
    assert_int_equal(campaign_state_test_create(&st, 0, 0, 0xFu), CAMPAIGN_ORDER_CREATE_HERO);
    assert_int_equal(campaign_state_test_create(&st, 0, 0, 1u << 4), CAMPAIGN_ORDER_CREATE_NOT_IN_ARMY);
    assert_int_equal(campaign_state_test_create(&st, 0, 0, 1u << 9), CAMPAIGN_ORDER_CREATE_NOT_IN_ARMY);
    assert_int_equal(campaign_state_test_create(&st, 0, other, 1u << 4), CAMPAIGN_ORDER_CREATE_ALL_UNITS);
    assert_int_equal(campaign_state_test_create(&st, 0, 1, 1u), CAMPAIGN_ORDER_NOT_YOUR_ARMY);
    assert_int_equal(campaign_state_test_create(&st, 0, 7, 1u), CAMPAIGN_ORDER_NO_SUCH_ARMY);
    assert_int_equal(campaign_state_test_create(&st, 0, 0, (1u << 2) | (1u << 3)), CAMPAIGN_ORDER_OK);
    /* Units follow the order through Phase 3; the Regiment takes the lowest free id. */
    campaign_order o[1] = { campaign_order_create(0, (1u << 2) | (1u << 3)) };
    int bad;
    assert_int_equal(campaign_state_test_orders(&st, 0, o, 1, &bad), CAMPAIGN_ORDER_OK);
    campaign_begin_resolution(&st, o, 1);
    campaign_finish_resolution(&st);
    int created = st.res.created[0].id;
    assert_int_equal(created, 3);
    assert_int_equal(campaign_army_units(&st, created), 2);
    assert_int_equal(campaign_army_units(&st, 0), 2);
    assert_int_equal(st.players[0].units[2].army, created);
    assert_int_equal(st.players[0].units[3].army, created);
    int ci = campaign_forces_find(&st.forces, created);
    assert_false(st.forces.armies[ci].main);
    assert_false(st.forces.armies[ci].defending);
    campaign_end_turn(&st);
    /* The limit of 3 Regiments counts this turn's Creates: 2 now, one more only. */
    campaign_end_downtime(&st);
    assert_int_equal(campaign_forces_regiments(&st.forces, 0), 2);
    assert_int_equal(campaign_state_test_create(&st, 0, 0, 1u << 1), CAMPAIGN_ORDER_OK);
    campaign_order two[2] = { campaign_order_create(0, 1u << 1), campaign_order_create(created, 1u << 2) };
    assert_int_equal(campaign_state_test_orders(&st, 0, two, 2, &bad), CAMPAIGN_ORDER_TOO_MANY_REGIMENTS);
    assert_int_equal(bad, 1);
    /* Merge: the units of the army merged away join the kept one (the Main Army). */
    campaign_order m[1] = { campaign_order_merge(created, 0) };
    assert_int_equal(campaign_state_test_orders(&st, 0, m, 1, &bad), CAMPAIGN_ORDER_OK);
    campaign_begin_resolution(&st, m, 1);
    campaign_finish_resolution(&st);
    assert_int_equal(campaign_forces_find(&st.forces, created), -1);
    assert_int_equal(campaign_army_units(&st, 0), 4);
    char why[200];
    assert_true(campaign_state_check(&st, why, sizeof why));
}

/* ---- traits and injuries ---- */

/* Ruling: a Health drawback on a wounded Hero leaves it 1 Health (its wounds
 * heal free at the end of Downtime): the state stays valid and saves. */
static void test_trait_drawback_on_wounded_hero(void **state)
{
    (void)state;
    ct_map(&map, "capital village capital", "0-1 1-2");
    int starts[2] = { 0, 2 };
    ct_campaign(&st, &map, 2, starts);
    campaign_unit *hero = &st.players[0].units[0];
    hero->base.health = 2;
    hero->wounds = 1;
    st.players[0].renown = 3;
    assert_int_equal(campaign_buy_trait(&st, 0, CAMPAIGN_TRAIT_DEADEYE), CAMPAIGN_DT_OK);
    assert_int_equal(campaign_unit_max_health(hero), 1);
    assert_int_equal(hero->wounds, 0);
    char why[200];
    assert_true(campaign_state_check(&st, why, sizeof why));
}

static void test_traits(void **state)
{
    (void)state;
    ct_map(&map, "capital village capital", "0-1 1-2");
    int starts[2] = { 0, 2 };
    ct_campaign(&st, &map, 2, starts);
    /* The Hero is H1 R2 P2 M1: Health and Move are at 1. */
    st.players[0].renown = 2;
    assert_int_equal(campaign_test_buy_trait(&st, 0, CAMPAIGN_TRAIT_STALWART), CAMPAIGN_DT_TRAIT_STAT_AT_1);
    assert_int_equal(campaign_test_buy_trait(&st, 0, CAMPAIGN_TRAIT_SWIFT), CAMPAIGN_DT_TRAIT_STAT_AT_1);
    /* Mighty (3) and Deadeye (3) cost more than the 2 Renown: that is said first. */
    assert_int_equal(campaign_test_buy_trait(&st, 0, CAMPAIGN_TRAIT_MIGHTY), CAMPAIGN_DT_NO_RENOWN);
    assert_int_equal(campaign_test_buy_trait(&st, 0, CAMPAIGN_TRAIT_DEADEYE), CAMPAIGN_DT_NO_RENOWN);
    assert_int_equal(campaign_test_buy_trait(&st, 0, CAMPAIGN_TRAIT_DUELIST), CAMPAIGN_DT_NO_RENOWN);
    st.players[0].renown = 7;
    assert_int_equal(campaign_buy_trait(&st, 0, CAMPAIGN_TRAIT_DUELIST), CAMPAIGN_DT_OK);
    assert_int_equal(st.players[0].renown, 4);
    assert_int_equal(campaign_test_buy_trait(&st, 0, CAMPAIGN_TRAIT_DUELIST), CAMPAIGN_DT_TRAIT_OWNED);
    esc_unit_def cur;
    campaign_unit_current(&st.players[0].units[0], &cur);
    assert_int_equal(cur.range, 1);
    assert_true(esc_unit_has_ability(&cur, ESC_AB_DEVASTATING_STRIKE));
    /* Protector's drawback (-1 Range) would change nothing now. */
    assert_int_equal(campaign_test_buy_trait(&st, 0, CAMPAIGN_TRAIT_PROTECTOR), CAMPAIGN_DT_TRAIT_STAT_AT_1);
    assert_int_equal(campaign_buy_trait(&st, 0, CAMPAIGN_TRAIT_INSPIRING), CAMPAIGN_DT_OK);
    campaign_unit_current(&st.players[0].units[0], &cur);
    assert_int_equal(cur.power, 1);
    assert_true(esc_unit_has_ability(&cur, ESC_AB_COMMAND_FORWARD));
    /* Stats stay within 1-9; a benefit at 9 is refused. */
    st.players[0].units[0].base = ct_unit(9, 3, 3, 3);
    st.players[0].units[0].traits = 0;
    st.players[0].renown = 10;
    assert_int_equal(campaign_test_buy_trait(&st, 0, CAMPAIGN_TRAIT_STALWART), CAMPAIGN_DT_TRAIT_USELESS);
    assert_int_equal(campaign_buy_trait(&st, 0, CAMPAIGN_TRAIT_SWIFT), CAMPAIGN_DT_OK);
    campaign_unit_current(&st.players[0].units[0], &cur);
    assert_int_equal(cur.health, 8);
    assert_int_equal(cur.move, 4);
    st.players[0].units[0].injuries = 1u << CAMPAIGN_INJURY_LIMPING_LEG;
    campaign_unit_current(&st.players[0].units[0], &cur);
    assert_int_equal(cur.move, 3);
}

/* ---- budgets ---- */

static void test_budget_figures(void **state)
{
    (void)state;
    assert_int_equal(campaign_budget_of_supply(100 * 500), 15);
    assert_int_equal(campaign_budget_of_supply(100 * 800), 24);
    assert_int_equal(campaign_budget_of_supply(100 * 1000), 30);
    assert_int_equal(campaign_budget_of_supply(100 * 1135), 34);
    assert_int_equal(campaign_budget_of_supply(100 * 250), 15);  /* at least 500 */
    assert_int_equal(campaign_budget_of_supply(100 * 2000), 40); /* at most 40 */
    /* A battle at a capital (1000) with an own adjacent capital (10 %) and two own
     * second-degree locations of 1750 (1 % each): 1135 supply, 34 RP; the other
     * side, owning nothing around, fields 30. */
    ct_map(&map, "capital capital village:1750 village:1750 capital", "0-1 1-2 1-3 2-4");
    int starts[2] = { 1, 4 };
    ct_campaign(&st, &map, 2, starts);
    st.forces.control[2] = 0;
    st.forces.control[3] = 0;
    st.forces.control[0] = CAMPAIGN_NEUTRAL;
    memcpy(st.control_before, st.forces.control, sizeof st.control_before);
    /* Player 0 fights at 0: 0 itself, own 1 adjacent, own 2 and 3 at distance 2. */
    assert_int_equal(campaign_budget(&st, 0, 0), 34);
    assert_int_equal(campaign_budget(&st, 1, 0), 30);
    /* "Own" is control at the start of the turn: once Phase 3 has begun, a
     * change of control no longer moves the budget. */
    st.phase = CAMPAIGN_PHASE_BATTLES;
    st.forces.control[2] = 1;
    assert_int_equal(campaign_budget(&st, 0, 0), 34);
}

/* Play-test (ca, minor 11): a Hero with no name (or only spaces) is refused,
 * as one above Elite is; setup says which. */
static void test_hero_needs_name(void **state)
{
    (void)state;
    esc_unit_def h;
    memset(&h, 0, sizeof h);
    h.health = 1;
    h.move = 1;
    h.range = 1;
    h.power = 1;
    strcpy(h.name, "Aldric");
    if (campaign_test_hero(&h) != CAMPAIGN_SETUP_OK)
        skip(); /* the smallest unit is no legal Hero in this build */
    h.name[0] = '\0';
    assert_int_equal(campaign_test_hero(&h), CAMPAIGN_SETUP_BAD_HERO);
    strcpy(h.name, "   ");
    assert_int_equal(campaign_test_hero(&h), CAMPAIGN_SETUP_BAD_HERO);
}

/* Every screen reads campaign_budget; in Downtime and Orders it must already be
 * the figure the battle will use, though control_before still holds the last
 * turn's start (play-test: hover card 24 RP, battle 26 RP). */
static void test_budget_planned_is_fought(void **state)
{
    (void)state;
    ct_map(&map, "capital capital village:1750 village:1750 capital", "0-1 1-2 1-3 2-4");
    int starts[2] = { 1, 4 };
    ct_campaign(&st, &map, 2, starts);
    st.forces.control[0] = CAMPAIGN_NEUTRAL;
    st.forces.control[2] = 1;
    st.forces.control[3] = 1;
    memcpy(st.control_before, st.forces.control, sizeof st.control_before);
    /* Phase 5 of the last turn gave Player 1 locations 2 and 3. */
    st.forces.control[2] = 0;
    st.forces.control[3] = 0;
    for (int phase = CAMPAIGN_PHASE_DOWNTIME; phase <= CAMPAIGN_PHASE_ORDERS; phase++) {
        st.phase = (uint8_t)phase;
        assert_int_equal(campaign_budget(&st, 0, 0), campaign_budget_now(&st, 0, 0));
        assert_int_equal(campaign_budget(&st, 0, 0), 34);
        campaign_view v;
        campaign_state_view(&st, 1, &v);
        assert_int_equal(campaign_view_budget(&v, 0, 0), 34);
    }
    st.phase = CAMPAIGN_PHASE_ORDERS;
    int planned = campaign_budget(&st, 0, 0);
    campaign_begin_resolution(&st, NULL, 0);
    assert_int_equal(campaign_budget(&st, 0, 0), planned);
}

/* What an army fields (campaign_army_fielding): its 6 best within the best budget
 * at its location or a route away, control as it stands now. */
static void test_army_fielding(void **state)
{
    (void)state;
    /* 0 capital (p0) - 1 town (neutral) - 2 fortress (neutral) - 3 capital (p1). */
    ct_map(&map, "capital town fortress capital", "0-1 1-2 2-3");
    int starts[2] = { 0, 3 };
    ct_campaign(&st, &map, 2, starts);
    campaign_fielding f;
    assert_false(campaign_army_fielding(&st, 99, &f)); /* no such army */
    /* The Hero alone (Elite, 6 RP) fits anywhere: fielded whole at home. */
    assert_true(campaign_army_fielding(&st, 0, &f));
    assert_int_equal(f.total, 6);
    assert_int_equal(f.fields, 6);
    assert_int_equal(f.loc, 0);
    assert_int_equal(f.budget, campaign_budget_now(&st, 0, 0));
    assert_false(f.over);
    /* Seven more Elites (6 RP each, 48 in all): at most 6 units within a budget of
     * at most 40, so it outgrows every place; it fields the most 6s the best budget
     * at home or next door buys (ties: home). */
    for (int i = 0; i < 7; i++)
        ct_add_unit(&st, 0, 0, ct_unit(1, 2, 2, 1));
    assert_true(campaign_army_fielding(&st, 0, &f));
    assert_int_equal(f.total, 48);
    assert_true(f.over);
    int best = 0, best_loc = -1;
    for (int l = 0; l < 2; l++) {
        int b = campaign_budget_now(&st, 0, l), k = b / 6 > 6 ? 6 : b / 6;
        if (k * 6 > best) {
            best = k * 6;
            best_loc = l;
        }
    }
    assert_int_equal(f.fields, best);
    assert_int_equal(f.loc, best_loc);
    /* Control now counts, not at the start of the turn: holding the fortress raises
     * the budget at the town next to it (60000 supply, 18 RP, to 68000, 20). */
    int before = campaign_budget_now(&st, 0, 1);
    st.forces.control[2] = 0;
    assert_int_equal(before, 18);
    assert_int_equal(campaign_budget_now(&st, 0, 1), 20);
}

/* ---- battles: bonuses, chains, losers ---- */

/* 0 (p0's capital) - 1 (town, p1) - 2 (village) - 3 (p1's capital). */
static void challenge_setup(bool defend)
{
    ct_map(&map, "capital town village capital", "0-1 1-2 2-3");
    int starts[2] = { 0, 3 };
    ct_campaign(&st, &map, 2, starts);
    int x = ct_add_army(&st, 1, 1);      /* a Soldier at 1 */
    ct_add_unit(&st, 0, 0, ct_unit(2, 1, 1, 1));
    campaign_order o[2] = { campaign_order_move(0, 1), campaign_order_defend(x) };
    int n = 2;
    if (!defend) {
        /* A second army there gives the first one a merge instead of Defend: the
         * occupant stands without defending. */
        int y = ct_add_army(&st, 1, 1);
        o[1] = campaign_order_merge(x, y);
    }
    campaign_end_downtime(&st);
    int bad;
    assert_int_equal(campaign_state_test_orders(&st, 0, o, 1, &bad), CAMPAIGN_ORDER_OK);
    assert_int_equal(campaign_state_test_orders(&st, 1, o + 1, 1, &bad), CAMPAIGN_ORDER_OK);
    campaign_begin_resolution(&st, o, n);
    campaign_finish_resolution(&st);
}

static void set_squads(void)
{
    int b, h, c;
    assert_true(campaign_current_duel(&st, &b, &h, &c));
    assert_int_equal(campaign_set_squad(&st, b, h, campaign_battle_units(&st, b, h)), CAMPAIGN_SQUAD_OK);
    assert_int_equal(campaign_set_squad(&st, b, c, campaign_battle_units(&st, b, c)), CAMPAIGN_SQUAD_OK);
}

static void test_defend_bonuses(void **state)
{
    (void)state;
    challenge_setup(true);
    assert_int_equal(st.phase, CAMPAIGN_PHASE_BATTLES);
    assert_int_equal(st.n_battles, 1);
    assert_int_equal(st.battles[0].defender, 1);
    assert_true(st.battles[0].defend_bonus);
    assert_int_equal(st.battles[0].holder, 1);
    int soldier_uid = st.players[1].units[1].uid;
    assert_int_equal(campaign_test_bonus(&st, 0, 1, CAMPAIGN_BONUS_ASSAULT, -1), CAMPAIGN_BONUS_SQUADS_NOT_SET);
    campaign_duel d;
    assert_false(campaign_duel_setup(&st, &d));
    /* The defender fields only its Soldier (a Core unit). */
    uint32_t soldier_slot = 1u << 1;
    assert_int_equal(campaign_set_squad(&st, 0, 1, soldier_slot), CAMPAIGN_SQUAD_OK);
    assert_int_equal(campaign_set_squad(&st, 0, 0, campaign_battle_units(&st, 0, 0)), CAMPAIGN_SQUAD_OK);
    assert_false(campaign_duel_setup(&st, &d)); /* the bonus is awaited */
    assert_int_equal(campaign_test_bonus(&st, 0, 0, CAMPAIGN_BONUS_ASSAULT, -1), CAMPAIGN_BONUS_NOT_DEFENDER);
    assert_int_equal(campaign_test_bonus(&st, 0, 1, CAMPAIGN_BONUS_AMBUSCADE, 0), CAMPAIGN_BONUS_NO_CORE_UNIT);
    campaign_state saved = st;
    /* Ready for the Assault: +1 on the defender's die (board side 0). */
    assert_int_equal(campaign_set_bonus(&st, 0, 1, CAMPAIGN_BONUS_ASSAULT, false, false, -1), CAMPAIGN_BONUS_OK);
    assert_true(campaign_duel_setup(&st, &d));
    assert_int_equal(d.players[0], 1);
    assert_int_equal(d.settings.hooks.die_modifier[0], 1);
    assert_int_equal(d.settings.hooks.die_modifier[1], 0);
    assert_false(d.settings.hooks.swap_homes);
    assert_int_equal(d.settings.hooks.first_deployer, 0);
    assert_true(d.settings.hooks.yielding);
    assert_true(d.settings.hooks.no_first_turn_marker); /* hCa13: no marker before both sides have played */
    assert_int_equal(d.settings.hooks.budget[0], 15);
    /* Prepared Ambuscade: the Soldier makes the free Move. */
    st = saved;
    assert_int_equal(campaign_set_bonus(&st, 0, 1, CAMPAIGN_BONUS_AMBUSCADE, false, false, soldier_uid),
                     CAMPAIGN_BONUS_OK);
    assert_true(campaign_duel_setup(&st, &d));
    assert_int_equal(d.settings.hooks.vanguard, 1 + 0);
    assert_int_equal(d.settings.hooks.die_modifier[0], 0);
    /* Favourable Ground: ranks 7-8, deploying second. */
    st = saved;
    assert_int_equal(campaign_set_bonus(&st, 0, 1, CAMPAIGN_BONUS_GROUND, true, true, -1), CAMPAIGN_BONUS_OK);
    assert_true(campaign_duel_setup(&st, &d));
    assert_true(d.settings.hooks.swap_homes);
    assert_int_equal(d.settings.hooks.first_deployer, 2);
    st = saved;
    assert_int_equal(campaign_set_bonus(&st, 0, 1, CAMPAIGN_BONUS_GROUND, false, false, -1), CAMPAIGN_BONUS_OK);
    assert_true(campaign_duel_setup(&st, &d));
    assert_false(d.settings.hooks.swap_homes);
    assert_int_equal(d.settings.hooks.first_deployer, 1);
}

static void test_no_bonus_without_defending(void **state)
{
    (void)state;
    challenge_setup(false);
    assert_int_equal(st.n_battles, 1);
    assert_false(st.battles[0].defend_bonus);
    set_squads();
    assert_int_equal(campaign_test_bonus(&st, 0, 1, CAMPAIGN_BONUS_ASSAULT, -1), CAMPAIGN_BONUS_NOT_DEFENDER);
    campaign_duel d;
    assert_true(campaign_duel_setup(&st, &d)); /* no bonus awaited */
}

static void test_squad_checks(void **state)
{
    (void)state;
    challenge_setup(true);
    assert_int_equal(campaign_test_squad(&st, 0, 0, 0), CAMPAIGN_SQUAD_NO_UNIT);
    assert_int_equal(campaign_test_squad(&st, 0, 0, 1u << 5), CAMPAIGN_SQUAD_NOT_THERE);
    assert_int_equal(campaign_test_squad(&st, 0, 2, 1), CAMPAIGN_SQUAD_NOT_A_SIDE);
    /* Budget 15 at a town (500): two Champions (10 RP each) are too many. */
    int n = st.players[0].n_units;
    ct_add_unit(&st, 0, 0, ct_unit(3, 1, 3, 1));
    ct_add_unit(&st, 0, 0, ct_unit(3, 1, 3, 1));
    assert_int_equal(campaign_test_squad(&st, 0, 0, (1u << n) | (1u << (n + 1))), CAMPAIGN_SQUAD_OVER_BUDGET);
    assert_int_equal(campaign_test_squad(&st, 0, 0, 1u << n), CAMPAIGN_SQUAD_OK);
}

static void test_attacker_repelled_returns(void **state)
{
    (void)state;
    challenge_setup(true);
    ct_duel(&st, 0, 0, 1); /* the holder (defender) wins; the attacker's H1 Hero falls */
    assert_int_equal(st.phase, CAMPAIGN_PHASE_RESOLUTION);
    assert_int_equal(campaign_retreat_options(&st, 0), 0);
    campaign_end_turn(&st);
    int a = campaign_forces_find(&st.forces, 0);
    assert_int_equal(st.forces.armies[a].loc, 0);
    assert_int_equal(st.forces.control[1], 1);
    /* The H2 unit survived with 1 wound; the Hero stays with its army. */
    const campaign_player *pl = &st.players[0];
    assert_int_equal(pl->n_units, 2);
    assert_true(pl->units[0].hero);
    assert_int_equal(pl->units[1].wounds, 1);
    /* Renown: +1 for each fielded Hero, +1 more for the winner's. Player 1's
     * Hero was not at the battle. */
    assert_int_equal(pl->renown_earned, 1);
    assert_int_equal(st.players[1].renown_earned, 0);
    /* Revenue: floor(supply / 10) per location. */
    assert_int_equal(pl->gold, 1000 + 100);
    assert_int_equal(st.players[1].gold, 1000 + 50 + 100);
    assert_int_equal(st.turn, 2);
    assert_int_equal(st.phase, CAMPAIGN_PHASE_DOWNTIME);
    char why[200];
    assert_true(campaign_state_check(&st, why, sizeof why));
}

static void test_defender_retreats_or_scatters(void **state)
{
    (void)state;
    /* With 2 its own, the beaten defender retreats there. */
    challenge_setup(true);
    st.forces.control[2] = 1;
    ct_duel(&st, 1, 1, 0); /* the challenger wins; the defender's Soldier falls */
    assert_int_equal(campaign_retreat_options(&st, 0), UINT64_C(1) << 2);
    assert_false(campaign_set_retreat(&st, 0, 0));
    assert_true(campaign_set_retreat(&st, 0, 2));
    campaign_end_turn(&st);
    assert_int_equal(st.forces.control[1], 0);
    assert_int_equal(st.forces.armies[campaign_forces_find(&st.forces, 0)].loc, 1);
    /* Its army lost its only unit: disbanded. */
    assert_int_equal(st.players[1].n_units, 1);
    /* With nowhere to go it scatters: every unit, fielded or not. */
    challenge_setup(true);
    ct_add_unit(&st, 1, st.battles[0].army_ids[1], ct_unit(2, 1, 1, 1));
    int before = st.players[1].n_units;
    assert_int_equal(before, 3);
    ct_duel(&st, 1, 0, 0);
    assert_int_equal(campaign_retreat_options(&st, 0), 0);
    campaign_end_turn(&st);
    assert_int_equal(st.players[1].n_units, 1); /* only the Hero at 3 is left */
    assert_int_equal(st.forces.control[1], 0);
}

static void test_scattered_hero(void **state)
{
    (void)state;
    /* Player 1's Main Army (the Hero) defends 1 and is surrounded. */
    ct_map(&map, "capital town capital", "0-1 1-2");
    int starts[2] = { 0, 1 };
    ct_campaign(&st, &map, 2, starts);
    st.forces.control[2] = 0;
    ct_add_army(&st, 0, 2);
    campaign_order o[1] = { campaign_order_move(0, 1) };
    ct_resolve(&st, o, 1, false);
    ct_duel(&st, 1, 0, 0);
    campaign_end_turn(&st);
    assert_int_equal(st.players[1].n_units, 0);
    assert_true(st.players[1].eliminated);
    assert_int_equal(st.phase, CAMPAIGN_PHASE_OVER);
    assert_int_equal(st.winners, 1u << 0);
    assert_int_equal(st.victory, CAMPAIGN_VICTORY_LAST);
}

static void test_entrant_cannot_go_home(void **state)
{
    (void)state;
    /* Triangle: p0 leaves 0 to attack 1; p1's Hero takes 0 meanwhile. Beaten,
     * p0's army cannot go home, has no own neighbour of 1, and scatters. */
    ct_map(&map, "capital town capital", "0-1 1-2 0-2");
    int starts[2] = { 0, 2 };
    ct_campaign(&st, &map, 2, starts);
    int x = ct_add_army(&st, 1, 1);
    campaign_order o[3] = { campaign_order_move(0, 1), campaign_order_move(1, 0), campaign_order_defend(x) };
    ct_resolve(&st, o, 3, false);
    assert_int_equal(st.res.n_taken, 1);
    ct_duel(&st, 0, 0, 0);
    campaign_end_turn(&st);
    assert_int_equal(st.forces.control[0], 1);
    assert_true(st.players[0].eliminated);
    assert_int_equal(st.victory, CAMPAIGN_VICTORY_LAST);
}

static void test_duel_chain_carried_health(void **state)
{
    (void)state;
    /* A star: 1 in the middle, capitals 0, 2, 3 around it. */
    ct_map(&map, "capital town capital capital", "0-1 1-2 1-3");
    int starts[3] = { 0, 2, 3 };
    ct_campaign(&st, &map, 3, starts);
    for (int p = 0; p < 3; p++)
        ct_add_unit(&st, p, p, ct_unit(3, 1, 1, 1));
    campaign_order o[3] = { campaign_order_move(0, 1), campaign_order_move(1, 1), campaign_order_move(2, 1) };
    ct_resolve(&st, o, 3, true);
    assert_int_equal(st.n_battles, 1);
    const campaign_battle *bt = &st.battles[0];
    assert_int_equal(bt->defender, CAMPAIGN_NEUTRAL);
    assert_int_equal(bt->n_queue, 2);
    int holder = bt->holder, second = bt->queue[1];
    /* Duel 1: the holder wins, each of its units losing 1 Health (its H1 Hero falls). */
    ct_duel(&st, 0, 1, 0);
    assert_int_equal(st.battles[0].holder, holder);
    /* Duel 2: the holder re-picks among its units not eliminated; the H3 unit
     * carries 2 Health. */
    uint32_t left = campaign_battle_units(&st, 0, holder);
    assert_int_equal(__builtin_popcount(left), 1);
    int b, h, c;
    assert_true(campaign_current_duel(&st, &b, &h, &c));
    assert_int_equal(c, second);
    assert_int_equal(campaign_set_squad(&st, 0, h, left), CAMPAIGN_SQUAD_OK);
    assert_int_equal(campaign_set_squad(&st, 0, c, campaign_battle_units(&st, 0, c)), CAMPAIGN_SQUAD_OK);
    campaign_duel d;
    assert_true(campaign_duel_setup(&st, &d));
    assert_int_equal(d.squads[0].n_units, 1);
    assert_int_equal(d.settings.hooks.start_health[0], 2);
    assert_int_equal(d.seed, st.battles[0].seed + 1);
    int health[ESC_MAX_UNITS] = { 0 };
    health[6] = 1;
    health[7] = 3;
    campaign_duel_finish(&st, &d, 1, health, 3); /* the challenger wins and holds */
    assert_true(st.battles[0].over);
    assert_int_equal(st.battles[0].winner, second);
    assert_int_equal(st.phase, CAMPAIGN_PHASE_RESOLUTION);
    campaign_end_turn(&st);
    assert_int_equal(st.forces.control[1], second);
    for (int p = 0; p < 3; p++) {
        int a = campaign_forces_find(&st.forces, p);
        if (p != second && a >= 0)
            assert_int_equal(st.forces.armies[a].loc, starts[p]);
    }
    /* Renown: every Hero was fielded; the winner's gets one more. */
    assert_int_equal(st.players[second].renown_earned, 2);
    assert_int_equal(st.players[holder].renown_earned, 1);
}

/* Play-test 13: a Hero fielded in a battle yielded before acting earned Renown,
 * and so did the winner's that never acted. Renown is for a battle fought. */
static void test_renown_needs_a_battle_fought(void **state)
{
    (void)state;
    const esc_action acts[] = {
        esc_action_make(ESC_ACT_DEPLOY, 6, ESC_AB_NONE, 60, ESC_NO_UNIT),
        esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT),
        esc_action_make(ESC_ACT_YIELD, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT),
        esc_action_make(ESC_ACT_MOVE, 1, ESC_AB_NONE, 20, ESC_NO_UNIT),
        esc_action_make(ESC_ACT_ATTACK, 7, ESC_AB_NONE, ESC_NO_SQUARE, 1),
    };
    assert_int_equal(campaign_sides_fought(acts, 3), 0); /* deploying, ending a turn, yielding */
    assert_int_equal(campaign_sides_fought(acts, 4), 1);
    assert_int_equal(campaign_sides_fought(acts, 5), 3);
    /* Player 0's Hero attacks (board side 1, the challenger) and yields before
     * acting: no Renown; the defender has no Hero there. */
    challenge_setup(true);
    ct_duel_fought(&st, 0, 0, 0, 1);
    campaign_end_turn(&st);
    assert_int_equal(st.players[0].renown_earned, 0);
    assert_int_equal(st.n_awards, 0);
    /* The defender yields after acting, before the Hero's side acted: its win
     * was not fought either. */
    challenge_setup(true);
    ct_duel_fought(&st, 1, 0, 0, 1);
    campaign_end_turn(&st);
    assert_int_equal(st.forces.control[1], 0);
    assert_int_equal(st.players[0].renown_earned, 0);
    /* Fought and won: 1 for the Hero, 1 for the win. */
    challenge_setup(true);
    ct_duel_fought(&st, 1, 0, 0, 2);
    campaign_end_turn(&st);
    assert_int_equal(st.players[0].renown_earned, 2);
}

/* Play-test 13: "Main Army 0", the computer's armies numbered after yours.
 * Each player numbers its own armies from 1 in creation order. */
static void test_army_numbers_per_player(void **state)
{
    (void)state;
    challenge_setup(true);
    for (int i = 0; i < st.forces.n_armies; i++) {
        const campaign_army *a = &st.forces.armies[i];
        assert_int_equal(a->number, a->main ? 1 : campaign_forces_next_number(&st.forces, a->player) - 1);
    }
    assert_int_equal(campaign_forces_next_number(&st.forces, 0), 2);
    assert_int_equal(campaign_forces_next_number(&st.forces, 3), 1);
    /* Unnumbered (an old save): the next of each player's, in id order. */
    campaign_forces f = st.forces;
    for (int i = 0; i < f.n_armies; i++)
        f.armies[i].number = 0;
    campaign_forces_number(&f);
    int next[CAMPAIGN_MAX_PLAYERS] = { 1, 1, 1, 1 };
    for (int i = 0; i < f.n_armies; i++)
        assert_int_equal(f.armies[i].number, next[f.armies[i].player]++);
}

static void test_injuries(void **state)
{
    (void)state;
    challenge_setup(true);
    ct_duel(&st, 0, 0, 1); /* the attacker's Hero falls */
    campaign_state base = st;
    int injured = 0;
    for (uint64_t seed = 1; seed <= 60; seed++) {
        st = base;
        core_rng_seed(&st.rules, seed);
        campaign_end_turn(&st);
        const campaign_unit *hero = &st.players[0].units[0];
        assert_true(hero->hero);
        int n = __builtin_popcount(hero->injuries);
        assert_true(n <= 1);
        if (n) {
            injured++;
            /* Only injuries that change a stat: the Hero is H1 R2 P2 M1. */
            assert_true(hero->injuries & ((1u << CAMPAIGN_INJURY_LOST_EYE) | (1u << CAMPAIGN_INJURY_SHATTERED_ARM)));
        }
    }
    assert_true(injured > 15 && injured < 45); /* 4-6 on a d6 */
    /* None possible: nothing happens. */
    st = base;
    st.players[0].units[0].base = ct_unit(1, 1, 1, 1);
    for (uint64_t seed = 1; seed <= 10; seed++) {
        campaign_state s2 = st;
        core_rng_seed(&s2.rules, seed);
        campaign_end_turn(&s2);
        assert_int_equal(s2.players[0].units[0].injuries, 0);
    }
    /* campaign_injury_stat names the stat each injury lowers (the screens word
     * it from this): exactly that stat, by 1. */
    for (int i = 0; i < CAMPAIGN_INJURY_COUNT; i++) {
        campaign_unit u = { .hero = true, .base = ct_unit(5, 5, 5, 5), .injuries = (uint8_t)(1u << i) };
        esc_unit_def cur;
        campaign_unit_current(&u, &cur);
        const int now[4] = { cur.health, cur.range, cur.power, cur.move };
        for (int k = 0; k < 4; k++)
            assert_int_equal(now[k], k == campaign_injury_stat((campaign_injury)i) ? 4 : 5);
    }
    assert_int_equal(campaign_injury_stat(CAMPAIGN_INJURY_COUNT), -1);
}

static void test_start_draw_and_setup(void **state)
{
    (void)state;
    ct_map(&map, "capital village capital", "0-1 1-2");
    campaign_settings s;
    campaign_settings_default(&s, 2);
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
        heroes[p] = ct_unit(1, 2, 2, 1);
    int seen[2] = { 0, 0 };
    for (uint64_t seed = 1; seed <= 20; seed++) {
        s.seed = seed;
        assert_int_equal(campaign_state_init(&st, &map, &s, heroes), CAMPAIGN_SETUP_OK);
        assert_int_equal(st.forces.control[st.start[0]], 0);
        assert_int_equal(st.forces.control[st.start[1]], 1);
        assert_int_equal(st.forces.control[1], CAMPAIGN_NEUTRAL);
        assert_int_equal(st.players[0].gold, 1000);
        seen[st.start[0] == 0]++;
        /* Changing seats between human and computer changes no rules draw. */
        campaign_state other;
        campaign_settings s2 = s;
        s2.computer[0] = false;
        assert_int_equal(campaign_state_init(&other, &map, &s2, heroes), CAMPAIGN_SETUP_OK);
        assert_int_equal(other.start[0], st.start[0]);
        assert_true(other.rules.state == st.rules.state);
    }
    assert_true(seen[0] > 0 && seen[1] > 0);
    heroes[1] = ct_unit(3, 1, 3, 1); /* a Champion */
    assert_int_equal(campaign_state_init(&st, &map, &s, heroes), CAMPAIGN_SETUP_BAD_HERO);
    heroes[1] = ct_unit(1, 2, 2, 1);
    s.n_players = 4;
    assert_int_equal(campaign_state_init(&st, &map, &s, heroes), CAMPAIGN_SETUP_PLAYER_COUNT);
    s.n_players = 2;
    s.turn_limit = 41;
    assert_int_equal(campaign_state_init(&st, &map, &s, heroes), CAMPAIGN_SETUP_TURN_LIMIT);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_prices_and_recruit),
        cmocka_unit_test(test_replenish_and_permanent_wounds),
        cmocka_unit_test(test_wounds_keep_one_health),
        cmocka_unit_test(test_appoint_hero),
        cmocka_unit_test(test_dismiss_disbands_and_muster),
        cmocka_unit_test(test_create_regiment),
        cmocka_unit_test(test_traits),
        cmocka_unit_test(test_trait_drawback_on_wounded_hero),
        cmocka_unit_test(test_budget_figures),
        cmocka_unit_test(test_budget_planned_is_fought),
        cmocka_unit_test(test_hero_needs_name),
        cmocka_unit_test(test_army_fielding),
        cmocka_unit_test(test_defend_bonuses),
        cmocka_unit_test(test_no_bonus_without_defending),
        cmocka_unit_test(test_squad_checks),
        cmocka_unit_test(test_attacker_repelled_returns),
        cmocka_unit_test(test_defender_retreats_or_scatters),
        cmocka_unit_test(test_scattered_hero),
        cmocka_unit_test(test_entrant_cannot_go_home),
        cmocka_unit_test(test_duel_chain_carried_health),
        cmocka_unit_test(test_renown_needs_a_battle_fought),
        cmocka_unit_test(test_army_numbers_per_player),
        cmocka_unit_test(test_injuries),
        cmocka_unit_test(test_start_draw_and_setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
