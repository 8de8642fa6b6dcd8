/*
 * How the Escarmouche computer uses its heavy units (hEscAI19; blind testers:
 * "its Knights hang back or shuffle while its light units trade"). Plays LEVEL
 * against OPPONENT (a level id, "random" included) over seeds SEED0..
 * SEED0+SEEDS-1, the squad (mirrored) and the map turning with the seed as in
 * bench_ai_dither.c (four default squads x crossroads, open-field, forest),
 * LEVEL on side seed & 1. A heavy unit is a melee unit (longest range 1) with
 * Health 4 or more or Power 2 or more (Bulwark, Shieldbearer, Berserker,
 * Outrider; longbow-line has none). Reports for LEVEL:
 *   - won / lost / drawn, and the mean rounds a game lasts;
 *   - the mean distance (Chebyshev squares) of its heavy units to the nearest
 *     enemy at the end of each of its turns, by round (rounds 1-8);
 *   - heavy moves that step away from the nearest enemy (the distance to the
 *     nearest enemy, where the enemies stood when the turn began, grows),
 *     of all heavy moves, in all rounds and in round 1, and those by heavy
 *     units not wounded (a wounded one has a reason to fall back);
 *   - heavy unit-turns with no action at all while an enemy stands within two
 *     turns' walk and blow (3 x Move + 1);
 *   - the blows (attacks and attacking abilities) its heavy units struck, of
 *     all its blows;
 *   - all its units' moves in round 1 that step away from the nearest enemy;
 *   - its heavy units' turn ends by distance to the nearest enemy.
 * Not built by CMake nor run by ctest (as bench_ai_dither.c):
 *   B=build-rel; cc -O2 -std=c17 -Iinclude -Itests bench/bench_esc_heavy.c $B/src/ai/libskirmish_ai.a \
 *      $B/src/data/libskirmish_data.a $B/src/core/libskirmish_core.a -lcjson -lm -o bench_esc_heavy
 * usage: bench_esc_heavy ROOT LEVEL OPPONENT SEED0 SEEDS [-v]
 * (-v names each heavy move away: seed, round, unit, squares, its Health.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_games_util.h"
#include "skirmish/ai/ai.h"
#include "skirmish/core/esc/board.h"
#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/unit.h"
#include "skirmish/data/files.h"

#define ROUNDS_SHOWN 8

static bool heavy(const esc_unit_state *u)
{
    return tu_longest_range(u) == 1 && (u->max_health >= 4 || u->power >= 2);
}

/* Distance from `sq` to the nearest enemy of side `s` as they stand in `g`. */
static int nearest_enemy(const esc_game *g, int s, int sq)
{
    int best = 99;
    for (int e = (s ^ 1) * ESC_SQUAD_MAX; e < (s ^ 1) * ESC_SQUAD_MAX + ESC_SQUAD_MAX; e++)
        if (g->units[e].square != ESC_NO_SQUARE) {
            int d = esc_square_distance(sq, g->units[e].square);
            best = d < best ? d : best;
        }
    return best;
}

int main(int argc, char **argv)
{
    tu_bench_args args;
    if (!tu_bench_args_read(argc, argv, 6, "ROOT LEVEL OPPONENT SEED0 SEEDS", &args))
        return 2;
    const char *root = args.root;
    int seed0 = args.seed0, seeds = args.seeds;
    ai_level la = args.la, lb = args.lb;
    bool verbose = argc > 6 && strcmp(argv[6], "-v") == 0;
    double dist_sum[ROUNDS_SHOWN + 1] = { 0 };
    long dist_n[ROUNDS_SHOWN + 1] = { 0 };
    long moves = 0, away = 0, moves1 = 0, away1 = 0, idle = 0, near_turns = 0, rounds = 0;
    long sound_moves = 0, sound_away = 0;
    long blows = 0, heavy_blows = 0, all1 = 0, all_away1 = 0, at[5] = { 0 };
    int wins = 0, losses = 0, games = 0;
    for (int k = 0; k < seeds; k++) {
        uint64_t seed = (uint64_t)(seed0 + k);
        const tu_bench_files *f = tu_bench_seed_files(root, seed);
        if (!f)
            return 1;
        int me = (int)(seed & 1);
        static esc_game g;
        if (!tu_seeded_game(&g, &f->map, &f->squad, &f->squad, seed))
            return 1;
        ai_player p[2];
        tu_game_players(p, me, la, lb, seed);
        int start_sq[ESC_MAX_UNITS], start_near[ESC_MAX_UNITS];
        bool acted[ESC_MAX_UNITS];
        static esc_game turn_start;
        while (g.phase != ESC_PHASE_OVER) {
            int s = g.active;
            bool battle = g.phase == ESC_PHASE_BATTLE;
            int round = (g.turn + 1) / 2;
            if (battle && s == me && g.actions_left == ESC_ACTIONS_PER_TURN && g.command_unit == ESC_NO_UNIT) {
                turn_start = g;
                for (int u = s * ESC_SQUAD_MAX; u < (s + 1) * ESC_SQUAD_MAX; u++) {
                    start_sq[u] = g.units[u].square;
                    acted[u] = false;
                    start_near[u] = start_sq[u] == ESC_NO_SQUARE ? 99 : nearest_enemy(&g, s, start_sq[u]);
                }
            }
            int before[ESC_MAX_UNITS];
            esc_action a;
            ai_choose(&p[s], &g, &a, NULL);
            if (!tu_apply_from(&g, &a, before))
                return 1;
            if (!battle || s != me)
                continue;
            if (a.unit >= 0 && a.unit < ESC_MAX_UNITS && a.kind != ESC_ACT_END_TURN)
                acted[a.unit] = true;
            if (a.unit >= 0 && a.unit < ESC_MAX_UNITS &&
                (a.kind == ESC_ACT_ATTACK || (a.kind == ESC_ACT_ABILITY && a.ability != ESC_AB_NONE &&
                                              esc_ability_get((esc_ability)a.ability)->attacks))) {
                blows++;
                heavy_blows += heavy(&turn_start.units[a.unit]);
            }
            for (int u = s * ESC_SQUAD_MAX; u < (s + 1) * ESC_SQUAD_MAX; u++) {
                int to = g.units[u].square;
                if (to == ESC_NO_SQUARE || to == before[u])
                    continue;
                bool back = nearest_enemy(&turn_start, s, to) > nearest_enemy(&turn_start, s, before[u]);
                all1 += round == 1;
                all_away1 += back && round == 1;
                if (!heavy(&g.units[u]))
                    continue;
                acted[u] = true;
                if (back && verbose)
                    printf("seed %d round %d: unit %d %c%d-%c%d, Health %d of %d\n", (int)seed, round, u,
                           'a' + (before[u] & 7), (before[u] >> 3) + 1, 'a' + (to & 7), (to >> 3) + 1,
                           g.units[u].health, g.units[u].max_health);
                moves++;
                away += back;
                if (g.units[u].health * 2 > g.units[u].max_health) {
                    sound_moves++;
                    sound_away += back;
                }
                moves1 += round == 1;
                away1 += back && round == 1;
            }
            if (g.phase != ESC_PHASE_OVER && g.active == s)
                continue;
            for (int u = s * ESC_SQUAD_MAX; u < (s + 1) * ESC_SQUAD_MAX; u++) {
                if (start_sq[u] == ESC_NO_SQUARE || !heavy(&g.units[u]))
                    continue;
                if (start_near[u] <= 3 * g.units[u].move + 1) {
                    near_turns++;
                    idle += !acted[u];
                }
                if (g.units[u].square == ESC_NO_SQUARE)
                    continue;
                int d = nearest_enemy(&g, s, g.units[u].square);
                at[d < 4 ? d : 4] += d < 99;
                if (round > ROUNDS_SHOWN)
                    continue;
                if (d < 99) {
                    dist_sum[round] += d;
                    dist_n[round]++;
                }
            }
        }
        games++;
        rounds += (g.turn + 1) / 2;
        wins += g.winner == me;
        losses += g.winner == (me ^ 1);
        ai_player_free(&p[0]);
        ai_player_free(&p[1]);
    }
    printf("%s vs %s, seeds %d-%d: %d games, won %d lost %d drawn %d; rounds per game %.1f\n", argv[2], argv[3],
           seed0, seed0 + seeds - 1, games, wins, losses, games - wins - losses, games ? (double)rounds / games : 0.0);
    printf("  heavy units' distance to the nearest enemy after their turn, by round:");
    for (int r = 1; r <= ROUNDS_SHOWN; r++)
        printf(" %d:%.2f", r, dist_n[r] ? dist_sum[r] / dist_n[r] : 0.0);
    printf("\n  heavy moves away from the nearest enemy: %ld of %ld (%.1f %%); round 1: %ld of %ld\n", away, moves,
           moves ? 100.0 * away / moves : 0.0, away1, moves1);
    printf("  of which by heavy units not wounded (Health above half): %ld of %ld (%.1f %%)\n", sound_away,
           sound_moves, sound_moves ? 100.0 * sound_away / sound_moves : 0.0);
    printf("  heavy unit-turns idle with an enemy within two turns: %ld of %ld (%.1f %%)\n", idle, near_turns,
           near_turns ? 100.0 * idle / near_turns : 0.0);
    printf("  blows struck by heavy units: %ld of %ld (%.1f %%)\n", heavy_blows, blows,
           blows ? 100.0 * heavy_blows / blows : 0.0);
    printf("  heavy turn ends at distance 1 / 2 / 3 / 4+: %ld / %ld / %ld / %ld\n", at[1], at[2], at[3], at[4]);
    printf("  round 1, all units' moves away from the nearest enemy: %ld of %ld\n", all_away1, all1);
    return 0;
}
