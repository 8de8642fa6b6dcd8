/*
 * The normal TRTS computer in a short game (hTrAI19; play-tests: "Computer
 * (Normal) passed: nothing moved" in rounds 3-5 of a 12-round game, and it never
 * built a second depot, so its income stopped when its start area ran dry):
 *
 * - in 12- and 16-round duels against easy, each of rounds 3 and 4 (and round 5
 *   at 12 rounds) normal makes a unit, places a building or moves a piece
 *   (in Micro or Reposition); at 16 rounds round 5 may go to saving for the
 *   second depot, as a player saves for it;
 * - at 16 rounds normal has its second depot placed before its start area runs
 *   dry (short_game_depot, trts_smart.c; the old code left the Luminar in seat 0
 *   on Twin Ridge with one depot when its start ran dry).
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "skirmish/ai/trts.h"
#include "skirmish/data/trts_files.h"
#include "trts_duel_util.h"
#include "trts_test_util.h"

static trts_state S;
static trts_map MAP;
static trts_action PLAN[TRTS_AI_PLAN_MAX];

static void load_map(const char *name, int rounds)
{
    char path[1024], rel[128];
    snprintf(rel, sizeof rel, "maps/trts/%s.json", name);
    tt_source_path(path, rel);
    data_error err;
    if (!data_trts_map_load(path, &MAP, &err))
        fail_msg("%s: %s", err.key, err.message);
    assert_true(trts_map_set_length(&MAP, rounds));
}

static int depots(const trts_state *s, int me)
{
    int n = 0;
    for (int i = 0; i < s->n_pieces; i++)
        n += s->pieces[i].alive && s->pieces[i].owner == me && s->pieces[i].building &&
             s->pieces[i].type == TRTS_ROLE_DEPOT;
    return n;
}

/* Plays a duel of normal (seat `me`) against easy until round `last` is over:
 * busy[r] whether normal made, built, researched or moved anything in round r;
 * *depot2 the first round that began with two depots of its own (0: never). */
static void play(int me, int f_me, int f_other, uint64_t seed, int last, bool busy[32], int *depot2)
{
    trts_setup setup = tt_computer_duel(me, f_me, f_other, TRTS_AI_NORMAL, TRTS_AI_EASY, seed);
    assert_true(trts_state_init(&S, &MAP, tt_rules(), &setup));
    memset(busy, 0, 32 * sizeof busy[0]);
    *depot2 = 0;
    for (int guard = 0; guard < 40000 && S.phase != TRTS_PHASE_OVER && S.round <= last; guard++) {
        int round = S.round, who = S.current;
        if (*depot2 == 0 && depots(&S, me) >= 2)
            *depot2 = round;
        int n = trts_ai_plan(&S, who, PLAN, TRTS_AI_PLAN_MAX);
        assert_true(n > 0);
        for (int k = 0; k < n; k++) {
            int kind = PLAN[k].kind;
            if (who == me && round < 32)
                busy[round] |= kind == TRTS_ACT_MAKE || kind == TRTS_ACT_BUILD || kind == TRTS_ACT_RESEARCH ||
                               kind == TRTS_ACT_MOVE;
            assert_int_equal(trts_apply(&S, &PLAN[k]), TRTS_OK);
        }
    }
}

static void test_normal_busy_in_rounds_3_to_5(void **st)
{
    (void)st;
    static const char *const maps[] = {"twin-ridge", "three-crowns"};
    static const int lengths[] = {12, 16};
    for (int l = 0; l < 2; l++)
        for (int m = 0; m < 2; m++) {
            load_map(maps[m], lengths[l]);
            for (int f = 0; f < 3; f++)
                for (int seat = 0; seat < 2; seat++)
                    for (uint64_t seed = 1; seed <= 2; seed++) {
                        bool busy[32];
                        int depot2 = 0;
                        play(seat, f, (f + 1) % 3, seed, 5, busy, &depot2);
                        for (int r = 3; r <= (lengths[l] == 12 ? 5 : 4); r++)
                            if (!busy[r])
                                fail_msg("%s, %d rounds, normal %s in seat %d, seed %d: nothing made, built or moved "
                                         "in round %d",
                                         maps[m], lengths[l], trts_faction_id_name(f), seat, (int)seed, r);
                    }
        }
}

static void test_second_depot_before_the_start_runs_dry(void **st)
{
    (void)st;
    static const char *const maps[] = {"twin-ridge", "three-crowns", "four-winds"};
    for (int m = 0; m < 3; m++) {
        load_map(maps[m], 16);
        for (int f = 0; f < 3; f++)
            for (int seat = 0; seat < 2; seat++) {
                bool busy[32];
                int depot2 = 0;
                play(seat, f, (f + 2) % 3, 3, MAP.deplete_round - 1, busy, &depot2);
                if (depot2 == 0)
                    fail_msg("%s, 16 rounds, normal %s in seat %d: one depot when its start area runs dry (round %d)",
                             maps[m], trts_faction_id_name(f), seat, MAP.deplete_round);
            }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_normal_busy_in_rounds_3_to_5),
        cmocka_unit_test(test_second_depot_before_the_start_runs_dry),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
