/*
 * Dithering of the Escarmouche computer players (play-tests 12 and 13: units
 * stepping back and forth, a Captain using both actions to end next to where it
 * began, a squad that would not close in on a lone Adept while behind). Plays
 * LEVEL against OPPONENT over seeds SEED0..SEED0+SEEDS-1, the squad and the map
 * turning with the seed (the squads mirrored), LEVEL on side seed & 1, and
 * counts for LEVEL's units:
 *   (a) back-and-forth: a move onto a square the unit stood on within its last
 *       two own turns, with no attack by it in between;
 *   (b) wasted turns: the unit moves twice or more in a turn, ends within one
 *       square of where it began, and does not attack;
 *   (c) held fire: while behind by the round limit's count at the start of the
 *       turn, a unit with an enemy within Move + longest range does not attack
 *       (per unit-turn; two actions a turn let two units strike at most), and
 *       (c') turns of that side with no attack at all.
 * OPPONENT is a level id or "kiter": a player that shoots the weakest enemy it
 * can hit, else steps to the square from which it can shoot one and stays
 * farthest from the others (an aggressive ranged opponent); "lone": the kiter
 * with a single Adept (Health 3, Move 2, energy-trait) against LEVEL's first
 * three units (play-test 13: "my one Adept picked them off one at a time"). Not built by CMake
 * nor run by ctest (as bench_ai_stall.c): compile it against a build, e.g.
 *   B=build-rel; cc -O2 -std=c17 -Iinclude -Itests bench/bench_ai_dither.c $B/src/ai/libskirmish_ai.a \
 *      $B/src/data/libskirmish_data.a $B/src/core/libskirmish_core.a -lcjson -lm -o bench_ai_dither
 * usage: bench_ai_dither ROOT LEVEL OPPONENT SEED0 SEEDS [-v]
 * (-v names each event: seed, the player's turn, the unit.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_games_util.h"
#include "skirmish/ai/ai.h"
#include "skirmish/core/esc/board.h"
#include "skirmish/core/esc/unit.h"
#include "skirmish/core/esc/game.h"
#include "skirmish/data/files.h"

static int lead_of(const esc_game *g, int s)
{
    int d = esc_game_rank_points_left(g, s) - esc_game_rank_points_left(g, s ^ 1);
    return d ? d : esc_game_health_left(g, s) - esc_game_health_left(g, s ^ 1);
}

static bool strikes(const esc_action *a)
{
    return a->kind == ESC_ACT_ATTACK ||
           (a->kind == ESC_ACT_ABILITY && a->ability != ESC_AB_NONE && esc_ability_get((esc_ability)a->ability)->attacks);
}

/* The kiter's choice (see the head comment). */
static esc_action kiter_choose(const esc_game *g)
{
    static esc_action acts[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, acts, ESC_MAX_ACTIONS), best = -1, best_score = -1000000;
    if (n > ESC_MAX_ACTIONS)
        n = ESC_MAX_ACTIONS;
    int s = g->active, o = s ^ 1;
    for (int i = 0; i < n; i++) {
        const esc_action *a = &acts[i];
        int score = -1000000;
        if (g->phase == ESC_PHASE_DEPLOY) {
            score = 0;
        } else if (a->kind == ESC_ACT_ATTACK || (a->kind == ESC_ACT_ABILITY && a->target >= 0 && a->target < ESC_MAX_UNITS &&
                                                 esc_ability_get((esc_ability)a->ability)->attacks)) {
            score = 10000 - 100 * g->units[a->target].health + (a->kind == ESC_ACT_ABILITY);
        } else if (a->kind == ESC_ACT_MOVE && a->square != g->units[a->unit].square) {
            const esc_unit_state *u = &g->units[a->unit];
            int r = u->range, near = 99;
            bool shoots = false;
            for (int e = o * ESC_SQUAD_MAX; e < (o + 1) * ESC_SQUAD_MAX; e++) {
                if (g->units[e].square == ESC_NO_SQUARE)
                    continue;
                int d = esc_square_distance(a->square, g->units[e].square);
                shoots |= d <= r;
                near = d < near ? d : near;
            }
            score = (shoots ? 1000 : -100 * near) + 10 * near;
        } else if (a->kind == ESC_ACT_END_TURN) {
            score = -500;
        }
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    return acts[best < 0 ? 0 : best];
}

int main(int argc, char **argv)
{
    if (argc < 6) {
        fprintf(stderr, "usage: %s ROOT LEVEL OPPONENT SEED0 SEEDS [-v]\n", argv[0]);
        return 2;
    }
    const char *root = argv[1];
    ai_level la, lb = AI_EASY;
    bool lone = strcmp(argv[3], "lone") == 0;
    bool kiter = lone || strcmp(argv[3], "kiter") == 0, verbose = argc > 6 && strcmp(argv[6], "-v") == 0;
    if (!ai_level_parse(argv[2], &la) || (!kiter && !ai_level_parse(argv[3], &lb)))
        return 2;
    int seed0 = atoi(argv[4]), seeds = atoi(argv[5]);
    int wins = 0, losses = 0, games = 0;
    long back = 0, wasted = 0, held = 0, in_reach = 0, moves = 0, unit_turns = 0, idle_turns = 0, reach_turns = 0;
    for (int k = 0; k < seeds; k++) {
        uint64_t seed = (uint64_t)(seed0 + k);
        const tu_bench_files *f = tu_bench_seed_files(root, seed);
        if (!f)
            return 1;
        const esc_squad *squad = &f->squad;
        static esc_squad three, adept;
        const esc_squad *pair[2] = { squad, squad };
        int me = (int)(seed & 1);
        if (lone) {
            esc_squad_init(&three, "three");
            for (int i = 0; i < 3 && i < squad->n_units; i++)
                esc_squad_add(&three, &squad->units[i]);
            esc_unit_def u;
            esc_unit_init(&u, "Adept", 3, 1, 1, 2);
            esc_unit_add_ability(&u, ESC_AB_ENERGY_TRAIT);
            esc_squad_init(&adept, "adept");
            esc_squad_add(&adept, &u);
            pair[me] = &three;
            pair[me ^ 1] = &adept;
        }
        static esc_game g;
        if (!tu_seeded_game(&g, &f->map, pair[0], pair[1], seed))
            return 1;
        ai_player p[2];
        tu_game_players(p, me, la, lb, seed);
        /* Per unit of LEVEL's: the player's turn of its last attack, where it
         * began this turn, its moves this turn, the squares it began its recent
         * turns on (visited, vis_turn: a ring of 16). */
        int last_attack[ESC_MAX_UNITS], start_sq[ESC_MAX_UNITS], nmoves[ESC_MAX_UNITS];
        bool attacked[ESC_MAX_UNITS], reach_now[ESC_MAX_UNITS];
        int visited[ESC_MAX_UNITS][16], nvis[ESC_MAX_UNITS], vis_turn[ESC_MAX_UNITS][16];
        memset(nvis, 0, sizeof nvis);
        int my_turn = 0;
        bool behind = false;
        for (int u = 0; u < ESC_MAX_UNITS; u++)
            last_attack[u] = -10;
        while (g.phase != ESC_PHASE_OVER) {
            int s = g.active;
            bool battle = g.phase == ESC_PHASE_BATTLE;
            bool fresh = battle && s == me && g.actions_left == ESC_ACTIONS_PER_TURN && g.command_unit == ESC_NO_UNIT;
            if (fresh) {
                my_turn++;
                behind = lead_of(&g, s) < 0;
                for (int u = s * ESC_SQUAD_MAX; u < (s + 1) * ESC_SQUAD_MAX; u++) {
                    start_sq[u] = g.units[u].square;
                    nmoves[u] = 0;
                    attacked[u] = false;
                    reach_now[u] = false;
                    if (start_sq[u] == ESC_NO_SQUARE)
                        continue;
                    for (int e = (s ^ 1) * ESC_SQUAD_MAX; e < (s ^ 1) * ESC_SQUAD_MAX + ESC_SQUAD_MAX; e++)
                        if (g.units[e].square != ESC_NO_SQUARE && esc_square_distance(start_sq[u], g.units[e].square) <=
                                                                      g.units[u].move + tu_longest_range(&g.units[u]))
                            reach_now[u] = true;
                    /* remember where it stood at the start of this turn */
                    int i = nvis[u] % 16;
                    visited[u][i] = start_sq[u];
                    vis_turn[u][i] = my_turn;
                    nvis[u]++;
                }
            }
            esc_action a;
            if (s != me && kiter)
                a = kiter_choose(&g);
            else
                ai_choose(&p[s], &g, &a, NULL);
            int before[ESC_MAX_UNITS];
            if (!tu_apply_from(&g, &a, before))
                return 1;
            if (!battle || s != me)
                continue;
            if (strikes(&a) && a.unit >= 0) {
                attacked[a.unit] = true;
                last_attack[a.unit] = my_turn;
            }
            for (int u = s * ESC_SQUAD_MAX; u < (s + 1) * ESC_SQUAD_MAX; u++) {
                int to = g.units[u].square;
                if (to == ESC_NO_SQUARE || to == before[u])
                    continue;
                moves++;
                nmoves[u]++;
                /* back to a square it stood on at the start of one of its last
                 * two turns, with no attack since then */
                for (int j = 0; j < nvis[u] && j < 16; j++) {
                    int idx = (nvis[u] - 1 - j) % 16;
                    if (vis_turn[u][idx] < my_turn - 2)
                        break;
                    if (visited[u][idx] == to && vis_turn[u][idx] < my_turn && last_attack[u] < vis_turn[u][idx]) {
                        back++;
                        if (verbose)
                            printf("seed %d turn %d: unit %d back to %c%d (stood there %d turns ago)\n", (int)seed,
                                   my_turn, u, 'a' + (to & 7), (to >> 3) + 1, my_turn - vis_turn[u][idx]);
                        break;
                    }
                }
            }
            bool turn_over = g.phase == ESC_PHASE_OVER || g.active != s;
            if (!turn_over)
                continue;
            bool any_reach = false, any_attack = false;
            for (int u = s * ESC_SQUAD_MAX; u < (s + 1) * ESC_SQUAD_MAX; u++) {
                if (start_sq[u] == ESC_NO_SQUARE)
                    continue;
                any_reach |= reach_now[u];
                any_attack |= attacked[u];
                unit_turns++;
                if (nmoves[u] >= 2 && !attacked[u] && g.units[u].square != ESC_NO_SQUARE &&
                    esc_square_distance(g.units[u].square, start_sq[u]) <= 1) {
                    wasted++;
                    if (verbose)
                        printf("seed %d turn %d: unit %d moved %d times, ended next to its start\n", (int)seed, my_turn,
                               u, nmoves[u]);
                }
                if (behind && reach_now[u]) {
                    in_reach++;
                    held += !attacked[u];
                }
            }
            if (behind && any_reach) {
                reach_turns++;
                idle_turns += !any_attack;
                if (verbose && !any_attack)
                    printf("seed %d turn %d: behind, an enemy in reach, no attack\n", (int)seed, my_turn);
            }
        }
        games++;
        wins += g.winner == me;
        losses += g.winner == (me ^ 1);
        ai_player_free(&p[0]);
        ai_player_free(&p[1]);
    }
    printf("%s vs %s, seeds %d-%d: %d games, won %d lost %d; moves %ld, unit-turns %ld\n", argv[2], argv[3], seed0,
           seed0 + seeds - 1, games, wins, losses, moves, unit_turns);
    printf("  (a) back-and-forth %ld (%.1f %% of moves)\n", back, moves ? 100.0 * back / moves : 0.0);
    printf("  (b) two moves ending within 1 square, no attack %ld (%.1f %% of unit-turns)\n", wasted,
           unit_turns ? 100.0 * wasted / unit_turns : 0.0);
    printf("  (c) behind, enemy in reach, no attack %ld of %ld unit-turns (%.1f %%)\n", held, in_reach,
           in_reach ? 100.0 * held / in_reach : 0.0);
    printf("  (c') behind, an enemy in some unit's reach, no attack at all %ld of %ld turns (%.1f %%)\n", idle_turns,
           reach_turns, reach_turns ? 100.0 * idle_turns / reach_turns : 0.0);
    return 0;
}
