/*
 * The campaign's computer player (docs/campaign.md §8): its decisions one by one,
 * and that they depend only on what its seat may see: changing other players'
 * gold, Renown, rosters, pending orders and standoff choices changes nothing.
 */
#include "campaign_test_util.h"

#include <string.h>

#include "data_test_util.h"
#include "skirmish/ai/campaign_ai.h"
#include "skirmish/ai/campaign_sim.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"

static campaign_map map;
static campaign_state st;
static campaign_library library;

static void load_library(void)
{
    char dir[DT_PATH_MAX];
    dt_source_path(dir, "");
    data_error err;
    assert_true(data_campaign_library_load(dir, &library, &err));
}

static void test_strength(void **state)
{
    (void)state;
    ct_map(&map, "capital village capital", "0-1 1-2");
    int starts[2] = { 0, 2 };
    ct_campaign(&st, &map, 2, starts);
    for (int i = 0; i < 7; i++)
        ct_add_unit(&st, 0, 0, ct_unit(2, 1, 1, 1)); /* Veterans, 3 RP */
    for (int i = 0; i < 8; i++)
        ct_add_unit(&st, 1, 1, ct_unit(1, 1, 1, 1));
    campaign_state_snapshot_public(&st);
    campaign_view v;
    campaign_state_view(&st, 0, &v);
    /* Own: the 6 best RP (Elite Hero 6 + five Veterans 15). Other: min(6, 9) x 5. */
    assert_int_equal(campaign_ai_strength(&v, 0), 21);
    assert_int_equal(campaign_ai_strength(&v, 1), 30);
}

static void test_orders_create_merge_defend_move(void **state)
{
    (void)state;
    ct_map(&map, "capital village town village capital", "0-1 1-2 2-3 3-4");
    int starts[2] = { 0, 4 };
    ct_campaign(&st, &map, 2, starts);
    /* Main Army of 8: a Regiment of the units outside its 6 best. */
    for (int i = 0; i < 5; i++)
        ct_add_unit(&st, 0, 0, ct_unit(2, 1, 1, 1));
    ct_add_unit(&st, 0, 0, ct_unit(1, 1, 1, 1));
    ct_add_unit(&st, 0, 0, ct_unit(1, 1, 1, 1));
    campaign_end_downtime(&st);
    campaign_view v;
    campaign_state_view(&st, 0, &v);
    campaign_order o[8];
    int n = campaign_ai_orders_level(&v, CAMPAIGN_AI_CLASSIC, o, 8);
    assert_int_equal(n, 1);
    assert_int_equal(o[0].kind, CAMPAIGN_ORDER_CREATE);
    assert_int_equal(o[0].units, (1u << 6) | (1u << 7));
    int bad;
    assert_int_equal(campaign_state_test_orders(&st, 0, o, n, &bad), CAMPAIGN_ORDER_OK);
    /* Two small armies together: merge. */
    ct_campaign(&st, &map, 2, starts);
    int r = ct_add_army(&st, 0, 0);
    campaign_end_downtime(&st);
    campaign_state_view(&st, 0, &v);
    n = campaign_ai_orders_level(&v, CAMPAIGN_AI_CLASSIC, o, 8);
    assert_int_equal(n, 1);
    assert_int_equal(o[0].kind, CAMPAIGN_ORDER_MERGE);
    assert_int_equal(o[0].with, r);
    /* Alone: move to the best neighbour, neutral 1 (2 + 250/250). */
    ct_campaign(&st, &map, 2, starts);
    campaign_end_downtime(&st);
    campaign_state_view(&st, 0, &v);
    n = campaign_ai_orders_level(&v, CAMPAIGN_AI_CLASSIC, o, 8);
    assert_int_equal(o[0].kind, CAMPAIGN_ORDER_MOVE);
    assert_int_equal(o[0].to, 1);
    /* A stronger other army next door: Defend. */
    ct_campaign(&st, &map, 2, starts);
    int e = ct_add_army(&st, 1, 1);
    for (int i = 0; i < 3; i++)
        ct_add_unit(&st, 1, e, ct_unit(1, 1, 1, 1));
    campaign_state_snapshot_public(&st);
    campaign_end_downtime(&st);
    campaign_state_view(&st, 0, &v);
    n = campaign_ai_orders_level(&v, CAMPAIGN_AI_CLASSIC, o, 8);
    assert_int_equal(o[0].kind, CAMPAIGN_ORDER_DEFEND);
    /* Own location only around: step towards the nearest one it does not control. */
    ct_campaign(&st, &map, 2, starts);
    st.forces.control[1] = 0;
    campaign_end_downtime(&st);
    campaign_state_view(&st, 0, &v);
    n = campaign_ai_orders_level(&v, CAMPAIGN_AI_CLASSIC, o, 8);
    assert_int_equal(o[0].kind, CAMPAIGN_ORDER_MOVE);
    assert_int_equal(o[0].to, 1);
}

static void test_squad_choice(void **state)
{
    (void)state;
    /* Budget 15 at a village: Hero (Elite 6), Champion (10), two Veterans (3),
     * a Soldier (1). */
    ct_map(&map, "capital village capital", "0-1 1-2");
    int starts[2] = { 0, 2 };
    ct_campaign(&st, &map, 2, starts);
    ct_add_unit(&st, 0, 0, ct_unit(3, 1, 3, 1));
    ct_add_unit(&st, 0, 0, ct_unit(2, 1, 1, 1));
    ct_add_unit(&st, 0, 0, ct_unit(3, 1, 1, 1)); /* H3 Veteran: more Health wins the tie */
    ct_add_unit(&st, 0, 0, ct_unit(1, 1, 1, 1));
    int x = ct_add_army(&st, 1, 1);
    campaign_order o2[2] = { campaign_order_move(0, 1), campaign_order_defend(x) };
    ct_resolve(&st, o2, 2, false);
    assert_int_equal(st.n_battles, 1);
    campaign_view v;
    campaign_state_view(&st, 0, &v);
    /* Champion 10 + a Veteran 3 + Soldier 1 = 14 is the most within 15 (Hero 6 +
     * 3 + 3 + 1 = 13); of the two Veterans, the one with more Health. */
    uint32_t squad = campaign_ai_squad(&v, 0);
    assert_int_equal(squad, (1u << 1) | (1u << 3) | (1u << 4));
    assert_int_equal(campaign_ai_bonus(&v, 0), CAMPAIGN_BONUS_ASSAULT);
    /* Retreat: highest supply, then lower id. */
    assert_int_equal(campaign_ai_retreat(&v, (UINT64_C(1) << 1) | (UINT64_C(1) << 2)), 2);
}

static void test_yield_rule(void **state)
{
    (void)state;
    esc_game g;
    memset(&g, 0, sizeof g);
    g.phase = ESC_PHASE_BATTLE;
    g.active = 0;
    g.actions_left = ESC_ACTIONS_PER_TURN;
    g.command_unit = ESC_NO_UNIT;
    g.settings.hooks.yielding = true;
    for (int id = 0; id < ESC_MAX_UNITS; id++)
        g.units[id].square = ESC_NO_SQUARE;
    g.units[0].square = 0;
    g.units[0].rank_points = 3;
    g.units[6].square = 60;
    g.units[6].rank_points = 10;
    assert_true(campaign_ai_should_yield(&g, 0));      /* 9 < 10 */
    g.units[6].rank_points = 9;
    assert_false(campaign_ai_should_yield(&g, 0));     /* 9 = 9 */
    g.units[6].rank_points = 10;
    g.actions_left = 1;
    assert_false(campaign_ai_should_yield(&g, 0));     /* only at the start of its turn */
    g.actions_left = ESC_ACTIONS_PER_TURN;
    g.settings.hooks.yielding = false;
    assert_false(campaign_ai_should_yield(&g, 0));
}

/* A campaign some turns in, on a shipped map, stopped at the orders. */
static void campaign_in_progress(int players, uint64_t seed, int turns)
{
    char path[DT_PATH_MAX];
    dt_source_path(path, "maps/campaign/four-rivers.json");
    data_error err;
    assert_true(data_campaign_map_load(path, &map, &err));
    campaign_settings s;
    campaign_settings_default(&s, players);
    s.seed = seed;
    esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
    assert_true(campaign_library_first_elite(&library, &heroes[0]));
    for (int p = 1; p < CAMPAIGN_MAX_PLAYERS; p++)
        heroes[p] = heroes[0];
    assert_int_equal(campaign_state_init(&st, &map, &s, heroes), CAMPAIGN_SETUP_OK);
    campaign_sim_config cfg = { AI_EASY, 1, NULL, NULL, NULL };
    char why[200];
    for (int t = 0; t < turns && st.phase != CAMPAIGN_PHASE_OVER; t++)
        assert_true(campaign_sim_turn(&st, &library, &cfg, why, sizeof why));
}

/* Changes everything seat `seat` may not see. */
static void perturb(campaign_state *s, int seat)
{
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++) {
        if (p == seat)
            continue;
        campaign_player *pl = &s->players[p];
        pl->gold += 777;
        pl->renown += 5;
        for (int k = 0; k < pl->n_units; k++) {
            pl->units[k].base.power = pl->units[k].base.power < 9 ? pl->units[k].base.power + 1 : 1;
            pl->units[k].wounds = 0;
        }
        /* An extra unit in each army: hidden until the reveal. */
        for (int i = 0; i < s->forces.n_armies; i++)
            if (s->forces.armies[i].player == p && pl->n_units < CAMPAIGN_ROSTER_MAX)
                ct_add_unit(s, p, s->forces.armies[i].id, ct_unit(3, 1, 3, 1));
    }
    /* Pending orders of the others (stale data a client might keep). */
    s->n_orders = 3;
    for (int k = 0; k < 3; k++)
        s->orders[k] = campaign_order_move(k, k);
}

static void same_player(const campaign_player *x, const campaign_player *y)
{
    assert_int_equal(x->gold, y->gold);
    assert_int_equal(x->renown, y->renown);
    assert_int_equal(x->n_units, y->n_units);
    for (int k = 0; k < x->n_units; k++) {
        const campaign_unit *u = &x->units[k], *v = &y->units[k];
        assert_int_equal(u->uid, v->uid);
        assert_int_equal(u->army, v->army);
        assert_string_equal(u->base.name, v->base.name);
        assert_int_equal(u->base.health, v->base.health);
        assert_int_equal(u->base.range, v->base.range);
        assert_int_equal(u->base.power, v->base.power);
        assert_int_equal(u->base.move, v->base.move);
        assert_int_equal(u->wounds, v->wounds);
        assert_int_equal(u->hero, v->hero);
        assert_int_equal(u->traits, v->traits);
    }
}

static void test_decisions_ignore_hidden_data(void **state)
{
    (void)state;
    load_library();
    int checked = 0;
    for (uint64_t seed = 1; seed <= 4; seed++) {
        campaign_in_progress(4, seed, 3);
        if (st.phase == CAMPAIGN_PHASE_OVER)
            continue;
        for (int seat = 0; seat < 4; seat++) {
            if (st.players[seat].eliminated)
                continue;
            /* Downtime. */
            campaign_state a = st, b = st;
            perturb(&b, seat);
            campaign_ai_downtime(&a, seat, &library);
            campaign_ai_downtime(&b, seat, &library);
            same_player(&a.players[seat], &b.players[seat]);
            /* Orders. */
            campaign_end_downtime(&a);
            campaign_end_downtime(&b);
            campaign_view va, vb;
            campaign_state_view(&a, seat, &va);
            campaign_state_view(&b, seat, &vb);
            campaign_order oa[CAMPAIGN_MAX_ARMIES], ob[CAMPAIGN_MAX_ARMIES];
            int na = campaign_ai_orders(&va, oa, CAMPAIGN_MAX_ARMIES);
            int nb = campaign_ai_orders(&vb, ob, CAMPAIGN_MAX_ARMIES);
            assert_int_equal(na, nb);
            for (int k = 0; k < na; k++) {
                /* Field by field: a struct's padding bytes are not part of it. */
                assert_int_equal(oa[k].kind, ob[k].kind);
                assert_int_equal(oa[k].army, ob[k].army);
                assert_int_equal(oa[k].to, ob[k].to);
                assert_int_equal(oa[k].with, ob[k].with);
                assert_int_equal(oa[k].units, ob[k].units);
            }
            checked++;
        }
    }
    assert_true(checked >= 8);
}

static void test_standoff_ignores_other_choices(void **state)
{
    (void)state;
    ct_map(&map, "capital village capital", "0-1 1-2");
    int starts[2] = { 0, 2 };
    ct_campaign(&st, &map, 2, starts);
    ct_add_unit(&st, 0, 0, ct_unit(2, 1, 1, 1));
    campaign_end_downtime(&st);
    campaign_order o[2] = { campaign_order_move(0, 1), campaign_order_move(1, 1) };
    campaign_begin_resolution(&st, o, 2);
    assert_int_equal(st.res.n_standoffs, 1);
    campaign_view v;
    campaign_state_view(&st, 0, &v);
    bool before = campaign_ai_standoff(&v, 1);
    /* p0: Hero 6 + Veteran 3 = 9 against p1's 1 unit x 5: stronger, stands. */
    assert_true(before);
    campaign_choose_standoff(&st, 1, 1, true);
    campaign_state_view(&st, 0, &v);
    assert_false(v.res.standoffs[0].stand >> 1 & 1u);
    assert_true(campaign_ai_standoff(&v, 1) == before);
    campaign_state_view(&st, 1, &v);
    assert_false(campaign_ai_standoff(&v, 1)); /* 5 against 9 */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_strength),
        cmocka_unit_test(test_orders_create_merge_defend_move),
        cmocka_unit_test(test_squad_choice),
        cmocka_unit_test(test_yield_rule),
        cmocka_unit_test(test_decisions_ignore_hidden_data),
        cmocka_unit_test(test_standoff_ignores_other_choices),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
