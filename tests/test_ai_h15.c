/*
 * hEscAI15 (play-tests 12 and 13): the computer dithered. A Captain moved
 * d7-c5-b6 in one turn, both actions for nothing; a Captain facing a lone
 * enemy shuffled b7-a6-b7 for ten rounds; a Berserker went f6-f5-e6-f5-e6-f5
 * over four rounds. Two causes, two cures (docs/ai.md §3, "Pacing"): a second
 * move of a unit to a square its first move could have reached is never played
 * (search.c, ai_drop_undoing), and a unit back on a square it began one of
 * its last two turns on, with no blow or ability since, costs `retrace`
 * (eval.c).
 * The figures over whole games are bench/bench_ai_dither.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_games_util.h"
#include "ai_test_util.h"
#include "data_test_util.h"

#include "skirmish/data/files.h"

/* What `side`'s units did in the turn that took `start` to `end`: how many of
 * them moved twice or more and ended within one square of where they began,
 * without striking (`moves` and `struck` are per unit). */
static int wasted_units(const esc_game *start, const esc_game *end, int side, const int *moves, const bool *struck)
{
    int wasted = 0;
    for (int id = side * ESC_SQUAD_MAX; id < (side + 1) * ESC_SQUAD_MAX; id++)
        if (moves[id] >= 2 && !struck[id] && end->units[id].square != ESC_NO_SQUARE &&
            esc_square_distance(end->units[id].square, start->units[id].square) <= 1)
            wasted++;
    return wasted;
}

/* Plays the side to act's turn with `p`; returns its wasted units (above) and
 * adds its units' moves back onto the square they stood on when its previous
 * turn began (`before`, updated) to *back, when nothing was struck since. */
static int play_turn(ai_player *p, esc_game *g, int8_t *before, uint32_t *struck_bits, int *back)
{
    int side = g->active, moves[ESC_MAX_UNITS] = { 0 };
    bool struck[ESC_MAX_UNITS] = { false };
    esc_game start = *g;
    for (int guard = 0; guard < 16 && g->phase == ESC_PHASE_BATTLE && g->active == side; guard++) {
        esc_action a = ai_test_choose_legal(p, g);
        if (a.kind == ESC_ACT_MOVE)
            moves[a.unit]++;
        if (a.kind == ESC_ACT_ATTACK || a.kind == ESC_ACT_ABILITY)
            struck[a.unit] = true;
        assert_int_equal(esc_game_apply(g, &a, NULL), ESC_OK);
    }
    for (int id = side * ESC_SQUAD_MAX; id < (side + 1) * ESC_SQUAD_MAX; id++) {
        int sq = g->units[id].square;
        if (sq != ESC_NO_SQUARE && sq != start.units[id].square && sq == before[id] &&
            !(*struck_bits & (1u << id)) && !struck[id])
            (*back)++;
        before[id] = start.units[id].square;
        *struck_bits = struck[id] ? *struck_bits | (1u << id) : *struck_bits & ~(1u << id);
    }
    return wasted_units(&start, g, side, moves, struck);
}

/* The shuffle of normal against normal, seed 2 (crossroads, free-company):
 * round 14, a Captain (Health 2 of 4, Power 2, Move 1) at b7 facing a lone
 * Health 2 enemy at d4, level on points. It moved b7-a6-b7 or b7-a6-a7 every
 * turn from round 14 to the limit. Now neither level spends two moves on what
 * one does, and no unit walks back where it stood a turn ago. */
static void test_lone_captain_does_not_shuffle(void **state)
{
    (void)state;
    for (int level = AI_NORMAL; level <= AI_HARD; level++) {
        esc_game g;
        tu_game(&g, "8/1A6/1##2##1/8/3a4/1##2##1/8/8", "H4R1P2M1", "H3R1P1M2+charge");
        tu_set_health(&g, tu_at(&g, "b7"), 2);
        tu_set_health(&g, tu_at(&g, "d4"), 2);
        g.units[tu_at(&g, "b7")].rank_points = 6;
        g.units[tu_at(&g, "d4")].rank_points = 6;
        g.turn = 27; /* round 14, side 0 to move */
        ai_player p[2];
        ai_test_player(&p[0], (ai_level)level, level == AI_HARD ? 60 : 100, 2);
        ai_test_player(&p[1], AI_NORMAL, 100, 3);
        int8_t before[ESC_MAX_UNITS];
        for (int id = 0; id < ESC_MAX_UNITS; id++)
            before[id] = g.units[id].square;
        uint32_t struck = 0;
        int wasted = 0, back = 0, other_back = 0;
        int8_t other_before[ESC_MAX_UNITS];
        uint32_t other_struck = 0;
        memcpy(other_before, before, sizeof before);
        for (int k = 0; k < 12 && g.phase == ESC_PHASE_BATTLE; k++) {
            if (g.active == 0)
                wasted += play_turn(&p[0], &g, before, &struck, &back);
            else
                play_turn(&p[1], &g, other_before, &other_struck, &other_back);
        }
        printf("%s: %d wasted turns, %d steps back\n", ai_level_id((ai_level)level), wasted, back);
        assert_int_equal(wasted, 0);
        assert_int_equal(back, 0);
        ai_player_free(&p[0]);
        ai_player_free(&p[1]);
    }
}

/* Whole games, normal against normal (crossroads and open-field, each default
 * squad mirrored, seeds 1-2): normal's units step back onto the square they
 * left a turn before, with no blow struck, in under 3 % of their moves (7.9 %
 * before, bench_ai_dither on seeds 1-40), and no turn spends two moves of a
 * unit to end within a square of its start without a blow. */
static void test_normal_games_do_not_pace(void **state)
{
    (void)state;
    const char *maps[2] = { "crossroads", "open-field" };
    int wasted = 0, back = 0, moves = 0;
    for (int m = 0; m < 2; m++) {
        esc_map map;
        tu_load_map(maps[m], &map);
        for (int q = 0; q < 4; q++) {
            static esc_squad squad;
            tu_load_squad(tu_default_squads[q], &squad);
            for (uint64_t seed = 1; seed <= 2; seed++) {
                static esc_game g;
                assert_true(tu_seeded_game(&g, &map, &squad, &squad, seed));
                ai_player p[2];
                ai_test_player(&p[0], AI_NORMAL, 100, 31 * seed);
                ai_test_player(&p[1], AI_NORMAL, 100, 31 * seed + 1);
                while (g.phase == ESC_PHASE_DEPLOY) {
                    esc_action a = ai_test_choose_legal(&p[g.active], &g);
                    assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
                }
                int8_t before[ESC_SIDES][ESC_MAX_UNITS];
                for (int id = 0; id < ESC_MAX_UNITS; id++)
                    before[0][id] = before[1][id] = g.units[id].square;
                uint32_t struck[ESC_SIDES] = { 0, 0 };
                while (g.phase == ESC_PHASE_BATTLE) {
                    int s = g.active, at[ESC_MAX_UNITS];
                    for (int id = 0; id < ESC_MAX_UNITS; id++)
                        at[id] = g.units[id].square;
                    wasted += play_turn(&p[s], &g, before[s], &struck[s], &back);
                    for (int id = s * ESC_SQUAD_MAX; id < (s + 1) * ESC_SQUAD_MAX; id++)
                        moves += at[id] != ESC_NO_SQUARE && g.units[id].square != ESC_NO_SQUARE &&
                                 g.units[id].square != at[id];
                }
                ai_player_free(&p[0]);
                ai_player_free(&p[1]);
            }
        }
    }
    printf("normal against normal: %d units moved (turns), %d back where they were, %d wasted turns\n", moves, back,
           wasted);
    assert_true(moves > 0);
    assert_int_equal(wasted, 0);
    if (back * 100 >= moves * 3)
        fail_msg("%d of %d unit moves went back where the unit stood a turn before (3 %% or more)", back, moves);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lone_captain_does_not_shuffle),
        cmocka_unit_test(test_normal_games_do_not_pace),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
