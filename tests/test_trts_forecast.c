/*
 * TRTS's combat forecast (docs/trts.md "Combat forecast"): trts_forecast_fight
 * foretells the round a move or an Attack would fight, and the game then fights
 * exactly that round; it reads only what the seat may see, so changing only what
 * is hidden from it (other teams' hidden pieces, banks, undeclared upgrades)
 * leaves it unchanged. And trts_test_move_way, which tells the client why a
 * move's way fails (docs/trts.md "Why a move is refused").
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "trts_test_util.h"

static trts_state S, T;
static trts_fight_forecast F, G;

/* Three troopers in B against a public skitter and spitter in C. */
static void scene(trts_state *s, int troopers[3])
{
    tt_base_two(s, tt_dir_myr);
    tt_marker(s, 0, TT_B);
    tt_marker(s, 1, TT_C);
    for (int k = 0; k < 3; k++)
        troopers[k] = tt_unit(s, 0, "trooper", TT_B);
    s->pieces[tt_unit(s, 1, "skitter", TT_C)].public_ = true;
    s->pieces[tt_unit(s, 1, "spitter", TT_C)].public_ = true;
    s->phase = TRTS_PHASE_MICRO;
    s->current = 0;
}

static trts_set set_of(const int *units, int n)
{
    trts_set u;
    trts_set_clear(&u);
    for (int k = 0; k < n; k++)
        trts_set_add(&u, units[k]);
    return u;
}

static void assert_same_forecast(const trts_fight_forecast *a, const trts_fight_forecast *b)
{
    assert_int_equal(a->n, b->n);
    assert_int_equal(a->engages, b->engages);
    assert_int_equal(a->round.outcome, b->round.outcome);
    assert_memory_equal(&a->round, &b->round, sizeof a->round);
    assert_memory_equal(a->map, b->map, sizeof a->map[0] * (size_t)a->n);
}

/* The forecast names both sides and the outcome, and the game fights just that. */
static void test_forecast_matches_the_round(void **st)
{
    (void)st;
    trts_state *s = &S;
    int tr[3];
    scene(s, tr);
    trts_set units = set_of(tr, 3);
    trts_forecast_fight(s, 0, &units, TT_C, &F);
    assert_true(F.moving);
    assert_true(F.engages);
    assert_int_equal(F.n, 5);
    const trts_forecast_side *us = &F.round.side[0], *them = &F.round.side[1];
    assert_int_equal(us->pieces, 3);
    assert_int_equal(them->pieces, 2);
    assert_int_equal(us->attackers, 3);
    assert_int_equal(us->attack, 3);   /* three troopers, 1 each */
    assert_int_equal(us->hp, 6);
    assert_int_equal(them->attack, 4); /* skitter 2, spitter 2 */
    assert_true(F.round.outcome != TRTS_FORECAST_NO_FIGHT);
    assert_true(F.round.steps > 0);
    /* the game: move, the defender stays, nobody retreats */
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 3, tr), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0), TRTS_OK);
    while (s->phase == TRTS_PHASE_DEFEND || s->phase == TRTS_PHASE_COMBAT_RETREAT)
        tt_do(s, tt_act(TRTS_ACT_STAY, s->current, 0, 0, 0), TRTS_OK);
    int left[2] = { 0, 0 };
    for (int k = 0; k < F.n; k++) {
        const trts_piece *p = &s->pieces[F.map[k]];
        assert_int_equal(F.round.falls[k], !p->alive);
        left[p->owner] += p->alive;
    }
    assert_int_equal(left[0], us->left);
    assert_int_equal(left[1], them->left);
    /* after the fight, Attack's forecast there: the group's units already stand in C */
    trts_forecast_fight(s, 0, &units, TT_C, &G);
    assert_false(G.moving);
    assert_false(G.engages);
}

/* Hidden information: only what the seat cannot see changes, the forecast does not. */
static void test_forecast_ignores_hidden(void **st)
{
    (void)st;
    trts_state *s = &S, *t = &T;
    int tr[3];
    scene(s, tr);
    trts_set units = set_of(tr, 3);
    trts_forecast_fight(s, 0, &units, TT_C, &F);
    *t = *s;
    /* a hidden juggernaut in the very area, another in D, a bank, an undeclared upgrade */
    int jug = tt_unit(t, 1, "juggernaut", TT_C);
    assert_false(t->pieces[jug].public_);
    tt_unit(t, 1, "drake", TT_D);
    t->players[1].minerals = 20;
    t->players[1].gas = 9;
    t->players[1].upgrades[TRTS_UPGRADE_WEAPONS] = true;
    t->players[1].upgrades[TRTS_UPGRADE_PLATING] = true;
    trts_forecast_fight(t, 0, &units, TT_C, &G);
    assert_same_forecast(&F, &G);
    /* what the seat may see does count: the plating declared */
    t->players[1].declared[TRTS_UPGRADE_PLATING] = true;
    trts_forecast_fight(t, 0, &units, TT_C, &G);
    assert_int_not_equal(G.round.side[1].armour, F.round.side[1].armour);
    /* an area where nothing is seen: no fight foretold, whatever hides there */
    trts_forecast_fight(t, 0, &units, TT_D, &G);
    assert_int_equal(G.round.outcome, TRTS_FORECAST_NO_FIGHT);
    assert_int_equal(G.round.side[1].pieces, 0);
}

static trts_action W;
static const trts_action *way(int area)
{
    W = tt_act(TRTS_ACT_MOVE, 0, area, 0, 0);
    return &W;
}

/* A round that leaves nobody is foretold as such (play-test 10: the keep-alive
 * rule surprised a player): kept_alive names the defender's piece the rule
 * keeps, and the game keeps just that piece at 1 HP; -1 when nobody is kept. */
static void test_forecast_keep_alive(void **st)
{
    (void)st;
    static const char *const them[] = { "skitter", "spitter", "burster", "drake" };
    bool seen = false;
    for (int n = 1; n <= 3; n++)
        for (int k = 0; k < 4; k++) {
            trts_state *s = &S;
            tt_base_two(s, tt_dir_myr);
            tt_marker(s, 0, TT_B);
            tt_marker(s, 1, TT_C);
            int tr[3];
            for (int i = 0; i < n; i++)
                tr[i] = tt_unit(s, 0, "trooper", TT_B);
            int foe = tt_unit(s, 1, them[k], TT_C);
            s->pieces[foe].public_ = true;
            s->phase = TRTS_PHASE_MICRO;
            s->current = 0;
            trts_set units = set_of(tr, n);
            trts_forecast_fight(s, 0, &units, TT_C, &F);
            if (F.round.kept_alive < 0) {
                assert_true(F.round.outcome != TRTS_FORECAST_NONE_STAND);
                continue;
            }
            seen = true;
            assert_int_equal(F.map[F.round.kept_alive], foe);
            assert_int_equal(F.round.outcome, TRTS_FORECAST_LOSS);
            tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, n, tr), TRTS_OK);
            tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0), TRTS_OK);
            while (s->phase == TRTS_PHASE_DEFEND || s->phase == TRTS_PHASE_COMBAT_RETREAT)
                tt_do(s, tt_act(TRTS_ACT_STAY, s->current, 0, 0, 0), TRTS_OK);
            assert_true(s->pieces[foe].alive);
            assert_int_equal(s->pieces[foe].hp, 1);
            for (int i = 0; i < n; i++)
                assert_false(s->pieces[tr[i]].alive);
        }
    assert_true(seen);
}

/* Each reason a way fails, on the test map (A =ramp= B - C - D =ramp= E, A ~cliff~ C). */
static void test_move_way_reasons(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir_myr);
    tt_marker(s, 0, TT_B);
    tt_marker(s, 1, TT_C);
    int tr = tt_unit(s, 0, "trooper", TT_A);
    s->phase = TRTS_PHASE_MICRO;
    s->current = 0;
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &tr), TRTS_OK);
    trts_move_refusal r;
    /* a cliff between A and C for a walking unit, and the way round by B is 2 with 1 MP:
     * too far, the cliff said with it (play-test 6: only the cliff was named) */
    s->pieces[tr].mp = 1;
    assert_int_equal(trts_test_move_way(s, way(TT_C), &r), TRTS_WHY_UNREACHABLE);
    assert_int_equal(r.way, TRTS_WAY_TOO_FAR);
    assert_true(r.cliff);
    assert_int_equal(r.hops, 2);
    assert_int_equal(r.unit, tr);
    s->pieces[tr].mp = 3;
    /* E is four areas away with 3 MP */
    trts_test_move_way(s, way(TT_E), &r);
    assert_int_equal(r.way, TRTS_WAY_TOO_FAR);
    assert_int_equal(r.hops, 4);
    assert_int_equal(r.mp, 3);
    /* D is three away, but the way crosses C, the other team's */
    trts_test_move_way(s, way(TT_D), &r);
    assert_int_equal(r.way, TRTS_WAY_THROUGH_OTHERS);
    assert_int_equal(r.hops, 3);
    /* no MP left */
    s->pieces[tr].mp = 0;
    trts_test_move_way(s, way(TT_B), &r);
    assert_int_equal(r.way, TRTS_WAY_NO_MP);
    /* a legal move, and a refusal that is not the way's */
    s->pieces[tr].mp = 3;
    assert_int_equal(trts_test_move_way(s, way(TT_B), &r), TRTS_OK);
    assert_int_equal(r.way, TRTS_WAY_OK);
    assert_int_equal(trts_test_move_way(s, way(TT_A), &r), TRTS_WHY_SAME_AREA);
    assert_int_equal(r.way, TRTS_WAY_OK);
    assert_int_equal(r.unit, TRTS_NO_PIECE);
    /* Reposition: a target not the team's is the first rule said, before the
     * MP (play-test 12; review 15: the order is the core's, not the client's) */
    s->phase = TRTS_PHASE_REPOSITION;
    int tr2 = tt_unit(s, 0, "trooper", TT_A);
    s->pieces[tr2].mp = 1;
    trts_action rp = tt_act_units(TRTS_ACT_MOVE, 0, TT_E, 1, &tr2);
    assert_int_equal(trts_test_move_way(s, &rp, &r), TRTS_WHY_UNREACHABLE);
    assert_int_equal(r.way, TRTS_WAY_TARGET_NOT_HELD);
    s->pieces[tr2].mp = 0;
    assert_int_equal(trts_test_move_way(s, &rp, &r), TRTS_WHY_UNREACHABLE);
    assert_int_equal(r.way, TRTS_WAY_TARGET_NOT_HELD);
    /* the team's own area out of reach: still the MP */
    tt_marker(s, 0, TT_D);
    rp.a = TT_D;
    s->pieces[tr2].mp = 1;
    assert_int_equal(trts_test_move_way(s, &rp, &r), TRTS_WHY_UNREACHABLE);
    assert_true(r.way == TRTS_WAY_TOO_FAR || r.way == TRTS_WAY_THROUGH_OTHERS);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forecast_matches_the_round),
        cmocka_unit_test(test_forecast_ignores_hidden),
        cmocka_unit_test(test_move_way_reasons),
        cmocka_unit_test(test_forecast_keep_alive),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
