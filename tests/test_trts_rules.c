/*
 * TRTS rules of the economy (docs/trts.md, each section names its test here):
 * income with shared fields, depletion and the bank cap; supply; deployment,
 * cancel and construction; each faction's special rules. The Micro phase,
 * combat and the end of a match are in test_trts_engage.c. All on the test map
 * of trts_test_util.h.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <string.h>

#include <cmocka.h>

#include "trts_test_util.h"

static trts_state S;

/* ---- Income ---- */

static void test_income_round_one(void **st)
{
    (void)st;
    trts_state *s = &S;
    trts_setup setup = {TRTS_DUEL, 2, {TRTS_DIRECTORATE, TRTS_MYRIAD}, {false, false}, 3, {0}};
    assert_true(trts_state_init(s, tt_map(), tt_rules(), &setup));
    assert_int_equal(s->round, 1);
    for (int p = 0; p < 2; p++) {
        assert_int_equal(s->players[p].minerals, 1);
        assert_int_equal(s->players[p].gas, 0);
        /* a finished depot and 2 workers in the start area, which carries the marker */
        int area = s->players[p].start_area;
        assert_true(s->markers[area] & (1u << p));
        int w = 0, depots = 0;
        for (int i = 0; i < s->n_pieces; i++)
            if (s->pieces[i].alive && s->pieces[i].owner == p && s->pieces[i].area == area) {
                w += trts_piece_worker(s, i);
                depots += s->pieces[i].building && s->pieces[i].finished && s->pieces[i].type == TRTS_ROLE_DEPOT;
            }
        assert_int_equal(w, 2);
        assert_int_equal(depots, 1);
    }
}

static void test_income_fields_and_gas(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    tt_workers(s, 0, TT_A, 5);
    tt_building(s, 0, "gas-rig", TT_A, true);
    s->players[0].gas_workers[TT_A] = 3;
    tt_next_round(s);
    /* 5 workers: 3 on the rig (3 gas), 2 mine of 6 fields */
    assert_int_equal(s->players[0].minerals, 2);
    assert_int_equal(s->players[0].gas, 3);
    tt_base_two(s, tt_dir2);
    tt_workers(s, 0, TT_A, 8);
    tt_next_round(s);
    assert_int_equal(s->players[0].minerals, 6); /* fields cap minerals */
}

static void test_income_busy_and_attackers(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    tt_workers(s, 0, TT_A, 5);
    s->pieces[s->n_pieces - 1].busy = true;
    s->pieces[s->n_pieces - 2].attacked = true; /* attacked this round: does not mine next round */
    tt_next_round(s);
    assert_int_equal(s->players[0].minerals, 3);
}

static void test_income_shared_fields(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    tt_building(s, 0, "hq", TT_B, true);
    tt_building(s, 1, "hq", TT_B, true);
    tt_marker(s, 0, TT_B);
    tt_marker(s, 1, TT_B);
    tt_workers(s, 0, TT_B, 4);
    tt_workers(s, 1, TT_B, 4);
    tt_next_round(s);
    /* 4 fields, 2 depots: each uses at most 2 */
    assert_int_equal(s->players[0].minerals, 2);
    assert_int_equal(s->players[1].minerals, 2);
}

static void test_income_depletion(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    tt_workers(s, 0, TT_A, 5);
    tt_building(s, 0, "gas-rig", TT_A, true);
    s->players[0].gas_workers[TT_A] = 3;
    tt_building(s, 1, "gas-rig", TT_E, true);
    tt_workers(s, 1, TT_E, 2);
    s->players[1].gas_workers[TT_E] = 2;
    s->round = tt_map()->deplete_round - 1;
    tt_next_round(s);
    assert_int_equal(s->round, tt_map()->deplete_round);
    assert_int_equal(s->players[0].minerals, 0); /* start areas give no minerals */
    assert_int_equal(s->players[0].gas, 1);      /* 1 gas with 3 workers on the rig */
    assert_int_equal(s->players[1].gas, 0);      /* none with 2 */
}

/* Rulings: the gas count is capped by 3 per finished extractor (the rest mine);
 * upkeep does not build an unfinished building faster. */
static void test_income_rulings(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    tt_workers(s, 0, TT_A, 6);
    tt_building(s, 0, "gas-rig", TT_A, true);
    s->players[0].gas_workers[TT_A] = 6;
    tt_next_round(s);
    assert_int_equal(s->players[0].gas, 3);
    assert_int_equal(s->players[0].minerals, 3);
    static const int lm[] = {TRTS_LUMINAR, TRTS_MYRIAD};
    tt_base_two(s, lm);
    int ob = tt_building(s, 0, "obelisk", TT_A, false);
    int cy = tt_building(s, 1, "cyst", TT_E, false);
    s->pieces[ob].due = s->pieces[cy].due = 99;
    s->pieces[ob].shields = 0;
    s->pieces[cy].hp = 3;
    tt_next_round(s);
    assert_int_equal(s->pieces[ob].shields, 2); /* refilled to half of 5 */
    assert_int_equal(s->pieces[cy].hp, 4);      /* healed to half of 8, no more */
    tt_next_round(s);
    assert_int_equal(s->pieces[cy].hp, 4);
}

static void test_bank_cap(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    tt_workers(s, 0, TT_A, 5);
    s->players[0].minerals = 24;
    s->players[0].gas = 25;
    tt_next_round(s);
    assert_int_equal(s->players[0].minerals, TRTS_BANK_CAP);
    assert_int_equal(s->players[0].gas, TRTS_BANK_CAP);
}

/* ---- Production, supply, construction, cancel ---- */

static void test_supply(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    tt_workers(s, 0, TT_A, 5);
    int hq = 0;
    int hall = tt_building(s, 0, "drill-hall", TT_A, true);
    s->players[0].minerals = 10;
    assert_int_equal(trts_supply_provided(s, 0), 6);
    tt_do(s, tt_act(TRTS_ACT_MAKE, 0, hq, 0, 0), TRTS_OK); /* 5 + 1 <= 6 */
    assert_int_equal(trts_supply_used(s, 0), 6);          /* queued units count */
    assert_int_equal(trts_test_make(s, 0, hall, 1), TRTS_WHY_SUPPLY);
    /* the cap: 11 habitats and the HQ provide 50, capped at 40 */
    for (int i = 0; i < 11; i++)
        tt_building(s, 0, "habitat", TT_B, true);
    assert_int_equal(trts_supply_provided(s, 0), TRTS_SUPPLY_CAP);
    /* the wrong producer, a busy producer */
    assert_int_equal(trts_test_make(s, 0, hall, 0), TRTS_WHY_NOT_A_PRODUCER);
    assert_int_equal(trts_test_make(s, 0, hq, 0), TRTS_WHY_PRODUCER_BUSY);
}

static void test_deploy_times(void **st)
{
    (void)st;
    trts_state *s = &S;
    static const int lum[] = {TRTS_LUMINAR, TRTS_LUMINAR};
    tt_base_two(s, lum);
    int rel = tt_building(s, 0, "reliquary", TT_A, true);
    s->players[0].minerals = 25;
    s->players[0].gas = 25;
    for (int i = 0; i < 4; i++)
        tt_building(s, 0, "obelisk", TT_B, true);
    int mono = trts_faction_unit(trts_player_faction(s, 0), "monolith");
    tt_do(s, tt_act(TRTS_ACT_MAKE, 0, rel, mono, 0), TRTS_OK);
    assert_int_equal(s->players[0].minerals, 20);
    assert_int_equal(s->players[0].gas, 22);
    tt_next_round(s);
    assert_int_equal(s->players[0].made, 0); /* T2: two rounds */
    tt_next_round(s);
    assert_int_equal(s->players[0].made, 1);
}

static void test_cancel_refund(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    int hall = tt_building(s, 0, "drill-hall", TT_A, true);
    s->players[0].minerals = 5;
    s->players[0].gas = 5;
    tt_do(s, tt_act(TRTS_ACT_RESEARCH, 0, hall, TRTS_UPGRADE_WEAPONS, 0), TRTS_OK);
    assert_int_equal(s->players[0].minerals, 2);
    assert_int_equal(trts_test_research(s, 0, hall, TRTS_UPGRADE_WEAPONS), TRTS_WHY_PRODUCER_BUSY);
    tt_do(s, tt_act(TRTS_ACT_CANCEL, 0, hall, 0, 0), TRTS_OK);
    assert_int_equal(s->players[0].minerals, 4); /* cost less 1 mineral */
    assert_int_equal(s->players[0].gas, 5);
    assert_int_equal(trts_test_cancel(s, 0, hall), TRTS_WHY_NOTHING_TO_CANCEL);
}

static void test_construction_rules(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    int t = tt_unit(s, 0, "technician", TT_A);
    int t2 = tt_unit(s, 0, "technician", TT_C);
    s->players[0].minerals = 20;
    /* requires: a foundry needs a drill hall */
    assert_int_equal(trts_test_build(s, 0, t, TRTS_ROLE_TIER2, TT_A), TRTS_WHY_REQUIRES);
    /* only in an area the team controls, and where the worker stands */
    assert_int_equal(trts_test_build(s, 0, t2, TRTS_ROLE_SUPPLY, TT_C), TRTS_WHY_NOT_CONTROLLED);
    assert_int_equal(trts_test_build(s, 0, t2, TRTS_ROLE_SUPPLY, TT_A), TRTS_WHY_ELSEWHERE);
    /* slots: A has 4 (the HQ takes one) */
    tt_building(s, 0, "habitat", TT_A, true);
    tt_building(s, 0, "habitat", TT_A, true);
    tt_do(s, tt_act(TRTS_ACT_BUILD, 0, t, TRTS_ROLE_SUPPLY, TT_A), TRTS_OK);
    assert_int_equal(trts_area_free_slots(s, TT_A), 0);
    int t3 = tt_unit(s, 0, "technician", TT_A);
    assert_int_equal(trts_test_build(s, 0, t3, TRTS_ROLE_TIER1, TT_A), TRTS_WHY_NO_SLOT);
    /* extractors take a vent, not a slot */
    tt_do(s, tt_act(TRTS_ACT_BUILD, 0, t3, TRTS_ROLE_EXTRACTOR, TT_A), TRTS_OK);
    int t4 = tt_unit(s, 0, "technician", TT_A);
    assert_int_equal(trts_test_build(s, 0, t4, TRTS_ROLE_EXTRACTOR, TT_A), TRTS_WHY_NO_VENT);
}

/* Directorate: the Technician is busy until done; its death destroys the building; repair. */
static void test_directorate(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    int t = tt_unit(s, 0, "technician", TT_A);
    s->players[0].minerals = 10;
    tt_do(s, tt_act(TRTS_ACT_BUILD, 0, t, TRTS_ROLE_SUPPLY, TT_A), TRTS_OK);
    int hab = s->n_pieces - 1;
    assert_false(s->pieces[hab].finished);
    assert_int_equal(s->pieces[hab].hp, 5);
    assert_true(s->pieces[t].busy);
    assert_int_equal(trts_test_build(s, 0, t, TRTS_ROLE_SUPPLY, TT_A), TRTS_WHY_WORKER_BUSY);
    /* nor is it moved: the refusal says "busy", in Micro and in Reposition */
    trts_set one;
    trts_set_clear(&one);
    trts_set_add(&one, t);
    s->phase = TRTS_PHASE_MICRO;
    assert_int_equal(trts_test_activate(s, 0, &one), TRTS_WHY_WORKER_BUSY);
    s->phase = TRTS_PHASE_REPOSITION;
    tt_marker(s, 0, TT_B);
    assert_int_equal(trts_test_move(s, 0, &one, TT_B), TRTS_WHY_WORKER_BUSY);
    s->phase = TRTS_PHASE_MACRO;
    /* a busy worker does not repair either; the HQ is repaired by another */
    s->pieces[0].hp = 20;
    int r = tt_unit(s, 0, "technician", TT_A);
    tt_do(s, tt_act(TRTS_ACT_REPAIR, 0, r, 0, 0), TRTS_OK);
    assert_int_equal(s->pieces[0].hp, 22);
    assert_int_equal(trts_test_repair(s, 0, r, 0), TRTS_WHY_ALREADY_REPAIRED);
    /* done at the next round's Deployment: full HP, the Technician free */
    tt_next_round(s);
    assert_true(s->pieces[hab].finished);
    assert_int_equal(s->pieces[hab].hp, 10);
    assert_false(s->pieces[t].busy);
    /* its death destroys the unfinished building */
    s->phase = TRTS_PHASE_MACRO;
    s->current = 0;
    s->players[0].minerals = 10;
    tt_do(s, tt_act(TRTS_ACT_BUILD, 0, t, TRTS_ROLE_SUPPLY, TT_A), TRTS_OK);
    int hab2 = s->n_pieces - 1;
    int lancer = tt_unit(s, 1, "lancer", TT_A);
    tt_marker(s, 1, TT_A);
    s->phase = TRTS_PHASE_MICRO;
    s->current = 1;
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 1, 0, 1, &lancer), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_ATTACK, 1, 0, 0, 0), TRTS_OK);
    /* the lancer kills the dearest it can kill... a technician (the only kill) */
    assert_false(s->pieces[t].alive);
    assert_false(s->pieces[hab2].alive);
}

static void test_luminar(void **st)
{
    (void)st;
    trts_state *s = &S;
    static const int lum[] = {TRTS_LUMINAR, TRTS_DIRECTORATE};
    tt_base_two(s, lum);
    int a = tt_unit(s, 0, "attendant", TT_A);
    s->players[0].minerals = 10;
    tt_do(s, tt_act(TRTS_ACT_BUILD, 0, a, TRTS_ROLE_SUPPLY, TT_A), TRTS_OK);
    assert_false(s->pieces[a].busy); /* free again at once */
    assert_int_equal(trts_test_build(s, 0, a, TRTS_ROLE_SUPPLY, TT_A), TRTS_WHY_ALREADY_BUILT);
    int ob = s->n_pieces - 1;
    assert_int_equal(s->pieces[ob].hp, 2);
    assert_int_equal(s->pieces[ob].shields, 2);
    /* shields refill at upkeep where not contested; HP never heals */
    int b1 = tt_unit(s, 0, "blade", TT_A);
    int b2 = tt_unit(s, 0, "blade", TT_C);
    tt_marker(s, 0, TT_C);
    tt_marker(s, 1, TT_C);
    tt_unit(s, 1, "trooper", TT_C);
    s->pieces[b1].shields = 0;
    s->pieces[b1].hp = 1;
    s->pieces[b2].shields = 0;
    tt_next_round(s);
    assert_int_equal(s->pieces[b1].shields, 2);
    assert_int_equal(s->pieces[b1].hp, 1);
    assert_int_equal(s->pieces[b2].shields, 0);
}

static void test_myriad(void **st)
{
    (void)st;
    trts_state *s = &S;
    static const int myr[] = {TRTS_MYRIAD, TRTS_DIRECTORATE};
    tt_base_two(s, myr);
    int t = tt_unit(s, 0, "tender", TT_A);
    s->players[0].minerals = 10;
    assert_int_equal(trts_supply_used(s, 0), 1);
    tt_do(s, tt_act(TRTS_ACT_BUILD, 0, t, TRTS_ROLE_SUPPLY, TT_A), TRTS_OK);
    assert_int_equal(trts_supply_used(s, 0), 0); /* the Tender became the Cyst */
    int cyst = -1;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].building && s->pieces[i].type == TRTS_ROLE_SUPPLY)
            cyst = i;
    assert_true(cyst >= 0);
    assert_int_equal(s->pieces[cyst].hp, 4);
    tt_do(s, tt_act(TRTS_ACT_CANCEL, 0, cyst, 0, 0), TRTS_OK);
    assert_int_equal(trts_supply_used(s, 0), 1); /* back when cancelled */
    assert_int_equal(s->players[0].minerals, 9); /* 1 mineral, refunded less 1 */
    /* heal 1 HP at upkeep */
    int sp = tt_unit(s, 0, "spitter", TT_A);
    s->pieces[sp].hp = 1;
    tt_next_round(s);
    assert_int_equal(s->pieces[sp].hp, 2);
}

/* The core's forecast is what the Income gives: a fresh state's round-2 income
 * is its start area's workers up to the fields; from the depletion round a start
 * area gives nothing, and trts_income_dry_round says when. */
static void test_income_forecast_core(void **state)
{
    (void)state;
    static trts_state s;
    tt_base_two(&s, tt_dir2);
    tt_workers(&s, 0, TT_A, 5);
    tt_building(&s, 0, "gas-rig", TT_A, true);
    s.players[0].gas_workers[TT_A] = 3;
    tt_workers(&s, 0, TT_B, 2);
    tt_building(&s, 0, "hq", TT_B, true);
    tt_marker(&s, 0, TT_B);
    /* which areas run dry and when; workers standing where they mine nothing */
    int deplete = tt_map()->deplete_round <= tt_map()->rounds ? tt_map()->deplete_round : 0;
    assert_int_equal(trts_area_dry_round(&s, TT_A), deplete);
    assert_int_equal(trts_area_dry_round(&s, TT_B), 0);
    tt_workers(&s, 0, TT_C, 2);
    assert_int_equal(trts_income_idle_workers(&s, 0, TT_C), 2);
    assert_int_equal(trts_income_idle_workers(&s, 0, TT_B), 0);
    assert_int_equal(trts_income_idle_workers(&s, 0, TT_A), 0);
    for (int i = 0; i < s.n_pieces; i++)
        if (s.pieces[i].area == TT_C)
            s.pieces[i].alive = false;
    int m = -1, g = -1;
    trts_income_forecast(&s, 0, 1, &m, &g);
    assert_int_equal(m, 1);
    assert_int_equal(g, 0);
    /* each round: the Income gives what the forecast said */
    for (int r = 0; r < 3; r++) {
        s.round = tt_map()->deplete_round - 2 + r;
        int before_m = s.players[0].minerals = 0, before_g = s.players[0].gas = 0;
        trts_income_forecast(&s, 0, s.round + 1, &m, &g);
        if (r == 0)
            assert_int_equal(trts_income_dry_round(&s, 0), tt_map()->deplete_round <= tt_map()->rounds ? tt_map()->deplete_round : 0);
        tt_next_round(&s);
        assert_int_equal(s.players[0].minerals - before_m, m);
        assert_int_equal(s.players[0].gas - before_g, g);
        if (s.round >= tt_map()->deplete_round) {
            assert_int_equal(m, 2);  /* B's workers only: A is dry */
            assert_int_equal(g, 1);  /* 1 gas with 3 on the rig */
            assert_int_equal(trts_income_dry_round(&s, 0), 0);
        } else {
            assert_int_equal(m, 2 + 2);
            assert_int_equal(g, 3);
        }
    }
}

/* docs/trts.md "Income": a finished Gas Rig with nobody on gas gives nothing, and
 * the core says so (trts_income_idle_extractors; play-test 3: a rig stood idle for
 * rounds with no warning). Workers standing where they mine nothing at all are
 * trts_income_idle_workers' warning instead. */
static void test_income_idle_extractors(void **state)
{
    (void)state;
    static trts_state s;
    tt_base_two(&s, tt_dir2);
    tt_workers(&s, 0, TT_A, 4);
    int rig = tt_building(&s, 0, "gas-rig", TT_A, true);
    s.players[0].gas_workers[TT_A] = 0;
    assert_int_equal(trts_income_idle_extractors(&s, 0, TT_A), 1);
    s.players[0].gas_workers[TT_A] = 2;
    assert_int_equal(trts_income_idle_extractors(&s, 0, TT_A), 0);
    /* the split set, but no worker stands there to work it */
    for (int i = 0; i < s.n_pieces; i++)
        if (s.pieces[i].alive && s.pieces[i].owner == 0 && s.pieces[i].area == TT_A && trts_piece_worker(&s, i))
            s.pieces[i].alive = false;
    assert_int_equal(trts_income_idle_extractors(&s, 0, TT_A), 1);
    /* an unfinished rig gives nothing yet, and is no warning */
    s.pieces[rig].finished = false;
    assert_int_equal(trts_income_idle_extractors(&s, 0, TT_A), 0);
    /* no rig: nothing to say */
    assert_int_equal(trts_income_idle_extractors(&s, 0, TT_B), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_income_round_one),
        cmocka_unit_test(test_income_fields_and_gas),
        cmocka_unit_test(test_income_busy_and_attackers),
        cmocka_unit_test(test_income_shared_fields),
        cmocka_unit_test(test_income_depletion),
        cmocka_unit_test(test_income_rulings),
        cmocka_unit_test(test_income_forecast_core),
        cmocka_unit_test(test_income_idle_extractors),
        cmocka_unit_test(test_bank_cap),
        cmocka_unit_test(test_supply),
        cmocka_unit_test(test_deploy_times),
        cmocka_unit_test(test_cancel_refund),
        cmocka_unit_test(test_construction_rules),
        cmocka_unit_test(test_directorate),
        cmocka_unit_test(test_luminar),
        cmocka_unit_test(test_myriad),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
