/*
 * hEsc9 (play-test 7): the normal computer plays as a squad. Its Captain walked
 * alone into the enemy's reach and the others came up one at a time, to be
 * killed one by one. Over whole games against easy (each default squad
 * mirrored, three maps, four seeds), a unit of normal's that ends its turn
 * within reach (Move + longest range) of two enemies or more has an ally
 * within two squares; the share of its units standing exposed alone is
 * measured and kept under 2 % (86 of 2,758 unit-turns, 3.1 %, before the
 * cohesion term; 32 of 3,049, 1.0 %, after; docs/ai.md §3, "Normal's squad").
 */
#include "ai_games_util.h"
#include "data_test_util.h"
#include "esc_test_util.h"
#include "skirmish/ai/ai.h"

#include <stdio.h>
#include <stdlib.h>

/* Within reach of two enemies or more, with no ally within two squares. */
static bool alone_in_reach(const esc_game *g, int id)
{
    int s = esc_unit_side(id), sq = g->units[id].square, reaching = 0, ally = 99;
    for (int e = (s ^ 1) * ESC_SQUAD_MAX; e < (s ^ 1) * ESC_SQUAD_MAX + ESC_SQUAD_MAX; e++)
        if (g->units[e].square != ESC_NO_SQUARE &&
            esc_square_distance(sq, g->units[e].square) <= g->units[e].move + tu_longest_range(&g->units[e]))
            reaching++;
    for (int a = s * ESC_SQUAD_MAX; a < s * ESC_SQUAD_MAX + ESC_SQUAD_MAX; a++)
        if (a != id && g->units[a].square != ESC_NO_SQUARE && esc_square_distance(sq, g->units[a].square) < ally)
            ally = esc_square_distance(sq, g->units[a].square);
    return reaching >= 2 && ally != 99 && ally > 2;
}

/* `level` plays `opponent` over n_maps of the three maps and seeds 1..n_seeds;
 * returns its games won, and counts its unit-turns and those alone in reach. */
static int play_together(ai_level level, ai_level opponent, int n_maps, int n_seeds, long *alone, long *unit_turns,
                         int *games_out)
{
    const char *maps[3] = { "crossroads", "open-field", "forest" };
    long alone_n = 0, turns_n = 0;
    int wins = 0, games = 0;
    for (int m = 0; m < n_maps; m++) {
        esc_map map;
        tu_load_map(maps[m], &map);
        for (int q = 0; q < 4; q++) {
            static esc_squad squad;
            tu_load_squad(tu_default_squads[q], &squad);
            for (uint64_t seed = 1; seed <= (uint64_t)n_seeds; seed++) {
                static esc_game g;
                assert_true(tu_seeded_game(&g, &map, &squad, &squad, seed));
                int normal = (int)(seed & 1);
                ai_player p[2];
                tu_game_players(p, normal, level, opponent, seed);
                while (g.phase != ESC_PHASE_OVER) {
                    int s = g.active;
                    bool battle = g.phase == ESC_PHASE_BATTLE;
                    esc_action a;
                    assert_true(ai_choose(&p[s], &g, &a, NULL));
                    assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
                    if (s != normal || !battle || (g.active == s && g.phase != ESC_PHASE_OVER))
                        continue;
                    /* Normal's turn has ended: how its units stand. */
                    int mine = 0;
                    for (int u = s * ESC_SQUAD_MAX; u < (s + 1) * ESC_SQUAD_MAX; u++)
                        mine += g.units[u].square != ESC_NO_SQUARE;
                    for (int u = s * ESC_SQUAD_MAX; u < (s + 1) * ESC_SQUAD_MAX && mine > 1; u++)
                        if (g.units[u].square != ESC_NO_SQUARE) {
                            turns_n++;
                            alone_n += alone_in_reach(&g, u);
                        }
                }
                games++;
                wins += g.winner == normal;
                ai_player_free(&p[0]);
                ai_player_free(&p[1]);
            }
        }
    }
    *alone = alone_n;
    *unit_turns = turns_n;
    *games_out = games;
    return wins;
}

#ifndef __SANITIZE_ADDRESS__
/* The figures over the 48 games (Release build). */
static void normal_figures(long alone, long unit_turns, int wins, int games)
{
    if (alone * 100 >= unit_turns * 2)
        fail_msg("normal left a unit alone within reach of two enemies in %ld of %ld unit-turns (2 %% or more)", alone,
                 unit_turns);
    /* And it still wins as it did (45 of 48 before the term and after). */
    assert_true(wins * 100 >= games * 85);
}
#endif

static void test_normal_keeps_together(void **state)
{
    (void)state;
    long alone, unit_turns;
#ifdef __SANITIZE_ADDRESS__
    /* The sanitizer build watches the memory of a few of these games (120 s
     * for all 48 there); the figures below are the Release build's. */
    int games, wins = play_together(AI_NORMAL, AI_EASY, 1, 1, &alone, &unit_turns, &games);
    printf("normal (sanitizer build, %d games): %d won; alone %ld of %ld unit-turns\n", games, wins, alone, unit_turns);
    assert_true(unit_turns > 0);
#else
    int games, wins = play_together(AI_NORMAL, AI_EASY, 3, 4, &alone, &unit_turns, &games);
    printf("normal: %d of %d games won; alone within reach %ld of %ld unit-turns\n", wins, games, alone, unit_turns);
    assert_true(unit_turns > 0);
    normal_figures(alone, unit_turns, wins, games);
#endif
}

/* hScn11: hard fed its units in one at a time too (it had neither normal's
 * approach_spread nor its cohesion; it has both now, cohesion at 20 where
 * normal's is 40: at 40 test_ai_play's test_no_pacing caught hard walking a
 * unit back). Against easy, one map, each squad mirrored, seed 1: alone within
 * reach 10 of 252 unit-turns (4.0 %) before, 4 of 218 (1.8 %) after. */
static void test_hard_keeps_together(void **state)
{
    (void)state;
    long alone, unit_turns;
    int games, wins = play_together(AI_HARD, AI_EASY, 1, 1, &alone, &unit_turns, &games);
    printf("hard: %d of %d games won; alone within reach %ld of %ld unit-turns\n", wins, games, alone, unit_turns);
    assert_true(unit_turns > 0);
    /* 4 % (hEscAI19): these four games sit on the edge (6 of about 200 before
     * the heavy units' press, 7 of 187 after: one command-forward); over 24
     * games (three maps, seeds 1-2) the share fell, 26 of 1,551 to 24 of 1,596. */
    if (alone * 100 >= unit_turns * 4)
        fail_msg("hard left a unit alone within reach of two enemies in %ld of %ld unit-turns (4 %% or more)", alone,
                 unit_turns);
    assert_int_equal(wins, games);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_normal_keeps_together),
        cmocka_unit_test(test_hard_keeps_together),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
