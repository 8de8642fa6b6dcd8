/*
 * The TRTS computer answers a player racing for markers (play-test 12: normal
 * passed its Micro turns from round 3 to 7 while the human's lone workers and
 * empty markers stood in reach of its army; src/ai/trts_look.c, no_idle_pass).
 * A constructed position on the test map: the enemy's lone Technician holds an
 * area next to normal's free army; normal and hard must engage it, not pass.
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
static trts_action PLAN[TRTS_AI_PLAN_MAX];

/* Player 0 (Directorate) holds A (its HQ), B, C, D and F with three Lancers at
 * C, clearly ahead; player 1 holds E (its HQ, seen, two steps from C) and G,
 * where its lone Technician stands. The Lancers (speed 1) reach G, not E; G is
 * one step farther from the enemy HQ than C: the siege's pull towards the HQ
 * outscored the marker a Lancer would take, and normal passed. */
static void lone_worker_position(int level)
{
    tt_game(&S, TRTS_DUEL, 2, tt_dir2, TRTS_PHASE_MICRO);
    S.setup.level[0] = level;
    S.setup.level[1] = TRTS_AI_EASY;
    S.round = 5;
    tt_building(&S, 0, "hq", TT_A, true);
    int hq = tt_building(&S, 1, "hq", TT_E, true);
    S.pieces[hq].public_ = true;
    int mine[] = {TT_A, TT_B, TT_C, TT_D, TT_F};
    for (size_t k = 0; k < sizeof mine / sizeof mine[0]; k++)
        tt_marker(&S, 0, mine[k]);
    tt_marker(&S, 1, TT_E);
    tt_marker(&S, 1, TT_G);
    tt_workers(&S, 1, TT_G, 1);
    tt_workers(&S, 0, TT_A, 3);
    for (int k = 0; k < 3; k++)
        tt_unit(&S, 0, "lancer", TT_C);
}

static void test_engages_lone_worker(void **st)
{
    (void)st;
    for (int level = TRTS_AI_NORMAL; level <= TRTS_AI_HARD; level++) {
        lone_worker_position(level);
        assert_int_equal(S.current, 0);
        int n = trts_ai_plan(&S, 0, PLAN, TRTS_AI_PLAN_MAX);
        assert_int_equal(n, 1);
        if (PLAN[0].kind == TRTS_ACT_PASS)
            fail_msg("%s passed with three free Lancers beside the enemy's lone Technician", trts_level_id(level));
        /* played on to the end of its group, F is player 0's */
        for (int guard = 0; guard < 64 && S.phase != TRTS_PHASE_REPOSITION && S.phase != TRTS_PHASE_OVER &&
                            !(S.phase == TRTS_PHASE_MICRO && S.current != 0);
             guard++) {
            n = trts_ai_plan(&S, S.current, PLAN, TRTS_AI_PLAN_MAX);
            assert_true(n > 0);
            for (int k = 0; k < n; k++)
                assert_int_equal(trts_apply(&S, &PLAN[k]), TRTS_OK);
        }
        if (!trts_team_controls(&S, S.players[0].team, TT_G))
            fail_msg("%s did not take G back", trts_level_id(level));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_engages_lone_worker),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
