/*
 * TRTS's rules core after blind play-test 6: a refused move whose straight way
 * is a cliff names what fails on the way round (the area not held, or its MP),
 * the cliff alone only when no walking way exists; the combat log keeps each
 * hit's maths (the attack used, the target's armour, what its shields took), so
 * the client can say "1 − armour 1 = 0 · armour 1 stops it" instead of "shields
 * hold".
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "trts_test_util.h"

static trts_state S;

/* On the test map (A =ramp= B - C, A ~cliff~ C): a walking unit in A with 2 MP
 * reaches C only through B; B not held, the refusal names B and the cliff; B
 * held, the move is legal (the way round found first). */
static void test_cliff_way_round(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir_myr);
    tt_marker(s, 1, TT_C);
    int tr = tt_unit(s, 0, "trooper", TT_A);
    s->phase = TRTS_PHASE_MICRO;
    s->current = 0;
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &tr), TRTS_OK);
    s->pieces[tr].mp = 2;
    trts_action mv = tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0);
    trts_move_refusal r;
    if (trts_team_controls(s, s->players[0].team, TT_B)) {
        /* the base gives B to nobody here: take any marker off */
        s->markers[TT_B] = 0;
    }
    assert_false(trts_team_controls(s, s->players[0].team, TT_B));
    assert_int_equal(trts_test_move_way(s, &mv, &r), TRTS_WHY_UNREACHABLE);
    assert_int_equal(r.way, TRTS_WAY_THROUGH_OTHERS);
    assert_true(r.cliff);
    assert_int_equal(r.block, TT_B);
    assert_int_equal(r.hops, 2);
    /* B the team's: the way round is taken */
    tt_marker(s, 0, TT_B);
    assert_int_equal(trts_test_move_way(s, &mv, &r), TRTS_OK);
    int route[TRTS_MAX_AREAS];
    assert_int_equal(trts_move_route(s, tr, TT_C, TRTS_ACT_MOVE, route, TRTS_MAX_AREAS), 3);
    assert_int_equal(route[1], TT_B);
}

/* Fights a combat round in C to its end (Done for every step, Stay). */
static void fight_out(trts_state *s)
{
    for (int i = 0; i < 40 && s->phase != TRTS_PHASE_MICRO && s->phase != TRTS_PHASE_GROUP &&
                    s->phase != TRTS_PHASE_OVER && s->phase != TRTS_PHASE_MACRO;
         i++) {
        int p = s->current;
        if (s->phase == TRTS_PHASE_COMBAT_TARGETS)
            tt_do(s, tt_act(TRTS_ACT_DONE, p, 0, 0, 0), TRTS_OK);
        else if (s->phase == TRTS_PHASE_COMBAT_RETREAT || s->phase == TRTS_PHASE_DEFEND)
            tt_do(s, tt_act(TRTS_ACT_STAY, p, 0, 0, 0), TRTS_OK);
        else
            break;
    }
}

/* Technicians (attack 1) on an Arbalest (armour 1, shields 2): 1 − 1 = 0, the
 * armour stops it and its shields take nothing ("shields hold" was printed);
 * a Trooper's 1 is floored to 1 and the shields take it. */
static void test_log_keeps_the_maths(void **st)
{
    (void)st;
    trts_state *s = &S;
    static const int dl[] = {TRTS_DIRECTORATE, TRTS_LUMINAR};
    tt_base_two(s, dl);
    tt_marker(s, 0, TT_C);
    tt_marker(s, 1, TT_C);
    int te[2] = { tt_unit(s, 0, "technician", TT_C), tt_unit(s, 0, "technician", TT_C) };
    int tr = tt_unit(s, 0, "trooper", TT_C);
    int ar = tt_unit(s, 1, "arbalest", TT_C);
    s->phase = TRTS_PHASE_MICRO;
    s->current = 0;
    int all[] = { te[0], te[1], tr };
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 3, all), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_ATTACK, 0, 0, 0, 0), TRTS_OK);
    fight_out(s);
    int by_tech = 0, by_trooper = 0;
    for (int h = 0; h < s->log.n_hits; h++) {
        const trts_log_hit *lh = &s->log.hits[h];
        if (lh->target != ar)
            continue;
        assert_int_equal(lh->armour, 1);
        if (lh->attacker == te[0] || lh->attacker == te[1]) {
            by_tech++;
            assert_int_equal(lh->attack, 1);
            assert_int_equal(lh->damage, 0);
            assert_int_equal(lh->absorbed, 0);
            assert_int_not_equal(lh->outcome, TRTS_LOG_SHIELDS_HOLD);
        } else if (lh->attacker == tr) {
            by_trooper++;
            assert_int_equal(lh->attack, 1);
            assert_int_equal(lh->damage, 1);
            assert_int_equal(lh->absorbed, 1);
            assert_int_equal(lh->outcome, TRTS_LOG_SHIELDS_HOLD);
        }
    }
    assert_int_equal(by_trooper, 1);
    assert_true(by_tech >= 1);
}

/* The forecast of next round's Income, made after workers fought this round,
 * is what the Income then gives (it read last round's attackers: "+1" then +3,
 * or "+4" then +0), and it says the area is contested. */
static void test_forecast_is_the_income(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    tt_workers(s, 0, TT_A, 5);
    int first = s->n_pieces - 5;
    s->pieces[first].attacked_last = true; /* fought last round: mines again next round */
    s->pieces[first + 1].attacked = true;  /* fought this round: mines nothing next round */
    s->pieces[first + 2].attacked = true;
    trts_income_area_info in;
    trts_income_area(s, 0, s->round + 1, TT_A, &in);
    assert_int_equal(in.fought, 2);
    assert_true(in.held && in.depot && in.counted); /* the panel's reasons read these, not its own rules */
    trts_income_area_info theirs;
    trts_income_area(s, 1, s->round + 1, TT_A, &theirs);
    assert_false(theirs.held || theirs.depot || theirs.counted);
    int m = -1, before = s->players[0].minerals;
    trts_income_forecast(s, 0, s->round + 1, &m, NULL);
    tt_next_round(s);
    assert_int_equal(s->players[0].minerals - before, m);
    assert_false(in.contested);
    tt_marker(s, 1, TT_A);
    trts_income_area(s, 0, s->round + 1, TT_A, &in);
    assert_true(in.contested);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cliff_way_round),
        cmocka_unit_test(test_log_keeps_the_maths),
        cmocka_unit_test(test_forecast_is_the_income),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
