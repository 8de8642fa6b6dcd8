/*
 * The TRTS computer in a short game against a player who guards its areas
 * (play-test 14: normal twice sent a lone Attendant into the player's area, which
 * a hidden 1-HP Technician held, and lost it each time: the defender keeps one
 * piece when a step leaves nobody). Constructed positions on the test map, made
 * a 12-round game: a lone worker must not walk into an area a racing enemy
 * holds; two workers together take it; a free Trooper with a neutral area in
 * reach in round 3 does not pass (src/ai/trts_look.c, worker_claims, add_guard).
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "skirmish/ai/trts.h"
#include "trts_test_util.h"

static trts_state S;
static trts_map SHORT_MAP;
static trts_action PLAN[TRTS_AI_PLAN_MAX];

/* A duel's Micro phase in round 3 of 12 (factions f), player 0 at `level` starting
 * on A, player 1 (Easy) on E. */
static void short_game(int level, const int *f)
{
    tt_game(&S, TRTS_DUEL, 2, f, TRTS_PHASE_MICRO);
    SHORT_MAP = *tt_map();
    assert_true(trts_map_set_length(&SHORT_MAP, 12));
    S.map = &SHORT_MAP;
    S.setup.level[0] = level;
    S.setup.level[1] = TRTS_AI_EASY;
    S.players[0].start_area = TT_A;
    S.players[1].start_area = TT_E;
    S.round = 3;
}

/* Round 3 of 12: player 0 (`f0`) holds only A (its depot, `workers` workers);
 * player 1 (Directorate) holds E (its HQ, seen), D, C, F and B, next to A,
 * where its Technician stands hidden (not contested, so not public). */
static void guarded_position(int level, int f0, int workers)
{
    const int factions[2] = {f0, TRTS_DIRECTORATE};
    short_game(level, factions);
    tt_building(&S, 0, trts_player_faction(&S, 0)->buildings[TRTS_ROLE_DEPOT].id, TT_A, true);
    int hq = tt_building(&S, 1, "hq", TT_E, true);
    S.pieces[hq].public_ = true;
    tt_marker(&S, 0, TT_A);
    const int theirs[] = {TT_B, TT_C, TT_D, TT_E, TT_F};
    for (size_t k = 0; k < sizeof theirs / sizeof theirs[0]; k++)
        tt_marker(&S, 1, theirs[k]);
    tt_workers(&S, 0, TT_A, workers);
    int guard = tt_unit(&S, 1, "technician", TT_B);
    S.pieces[guard].public_ = false;
    tt_workers(&S, 1, TT_E, 3);
}

/* Plays player 0's Micro turn (and whatever answers it) until the turn passes. */
static void play_turn(void)
{
    for (int guard = 0; guard < 64 && S.phase != TRTS_PHASE_REPOSITION && S.phase != TRTS_PHASE_OVER &&
                        !(S.phase == TRTS_PHASE_MICRO && (S.current != 0 || guard > 0));
         guard++) {
        int n = trts_ai_plan(&S, S.current, PLAN, TRTS_AI_PLAN_MAX);
        assert_true(n > 0);
        for (int k = 0; k < n; k++)
            assert_int_equal(trts_apply(&S, &PLAN[k]), TRTS_OK);
    }
}

static int workers_alive(int p)
{
    int n = 0;
    for (int i = 0; i < S.n_pieces; i++)
        n += S.pieces[i].alive && S.pieces[i].owner == p && !S.pieces[i].building && trts_piece_worker(&S, i);
    return n;
}

static void test_lone_worker_stays_out(void **st)
{
    (void)st;
    for (int level = TRTS_AI_NORMAL; level <= TRTS_AI_HARD; level++) {
        guarded_position(level, TRTS_LUMINAR, 2);
        assert_int_equal(S.current, 0);
        int n = trts_ai_plan(&S, 0, PLAN, TRTS_AI_PLAN_MAX);
        assert_int_equal(n, 1);
        if (PLAN[0].kind == TRTS_ACT_ACTIVATE && trts_set_count(&PLAN[0].units) == 1)
            fail_msg("%s sent a lone Attendant towards the guarded B", trts_level_id(level));
        play_turn();
        if (workers_alive(0) != 2)
            fail_msg("%s lost a worker to the hidden Technician", trts_level_id(level));
    }
}

static void test_two_workers_take_it(void **st)
{
    (void)st;
    for (int level = TRTS_AI_NORMAL; level <= TRTS_AI_HARD; level++) {
        guarded_position(level, TRTS_LUMINAR, 4);
        play_turn();
        if (!trts_team_controls(&S, S.players[0].team, TT_B))
            fail_msg("%s did not take B back with two Attendants", trts_level_id(level));
        assert_int_equal(workers_alive(1), 3); /* the Technician fell, E's workers stand */
    }
}

static void test_free_trooper_claims(void **st)
{
    (void)st;
    for (int level = TRTS_AI_NORMAL; level <= TRTS_AI_HARD; level++) {
        short_game(level, tt_dir2);
        tt_building(&S, 0, "hq", TT_A, true);
        int hq = tt_building(&S, 1, "hq", TT_E, true);
        S.pieces[hq].public_ = true;
        tt_marker(&S, 0, TT_A);
        tt_marker(&S, 1, TT_E);
        tt_marker(&S, 1, TT_D);
        tt_workers(&S, 0, TT_A, 1);
        tt_unit(&S, 0, "trooper", TT_A);
        int n = trts_ai_plan(&S, 0, PLAN, TRTS_AI_PLAN_MAX);
        assert_int_equal(n, 1);
        if (PLAN[0].kind == TRTS_ACT_PASS)
            fail_msg("%s passed in round 3 with a free Trooper beside the neutral B", trts_level_id(level));
        play_turn();
        if (!trts_team_controls(&S, S.players[0].team, TT_B))
            fail_msg("%s did not claim B", trts_level_id(level));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lone_worker_stays_out),
        cmocka_unit_test(test_two_workers_take_it),
        cmocka_unit_test(test_free_trooper_claims),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
