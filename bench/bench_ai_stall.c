/*
 * Stalls of the Escarmouche computer players (issue 35's play-test: the normal
 * level ended its turns without acting from round 15 to 29 while behind on
 * points). Plays LEVEL_A against LEVEL_B on each default squad mirrored, on each
 * given map, and counts the battle turns a side ended without acting, split by
 * whether that side was ahead or behind by the round limit's count (rank points
 * left, then Health). Not built by CMake: compile it against the libraries, e.g.
 *   cc -O2 -Iinclude -Itests bench/bench_ai_stall.c build/src/ai/libskirmish_ai.a \
 *      build/src/data/libskirmish_data.a build/src/core/libskirmish_core.a ...
 * usage: bench_ai_stall ROOT LEVEL_A LEVEL_B SEED0 SEEDS MAP...
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ai_games_util.h"
#include "skirmish/ai/ai.h"
#include "skirmish/core/esc/game.h"
#include "skirmish/data/files.h"

/* The board, rank 8 first: side 0's units A-F by slot, side 1's a-f, obstacles #. */
static void print_board(const esc_game *g)
{
    for (int r = 7; r >= 0; r--) {
        char line[9];
        for (int f = 0; f < 8; f++) {
            int sq = r * 8 + f, u = esc_game_unit_at(g, sq);
            line[f] = u != ESC_NO_UNIT ? (char)((u / ESC_SQUAD_MAX ? 'a' : 'A') + u % ESC_SQUAD_MAX)
                      : (g->obstacles >> sq) & 1 ? '#' : '.';
        }
        line[8] = 0;
        printf("  %d %s\n", r + 1, line);
    }
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        const esc_unit_state *u = &g->units[id];
        if (u->square == ESC_NO_SQUARE)
            continue;
        printf("  %c H%d/%d R%d P%d M%d rp%d ab%x%s\n", (id / ESC_SQUAD_MAX ? 'a' : 'A') + id % ESC_SQUAD_MAX, u->health,
               u->max_health, u->range, u->power, u->move, u->rank_points, u->abilities,
               (u->flags & ESC_UF_STANCE) ? " stance" : "");
    }
}

static int lead_of(const esc_game *g, int s)
{
    int d = esc_game_rank_points_left(g, s) - esc_game_rank_points_left(g, s ^ 1);
    return d ? d : esc_game_health_left(g, s) - esc_game_health_left(g, s ^ 1);
}

int main(int argc, char **argv)
{
    tu_bench_args args;
    if (!tu_bench_args_read(argc, argv, 7, "ROOT LEVEL_A LEVEL_B SEED0 SEEDS MAP...", &args))
        return 2;
    const char *names[4] = { "arcane-circle", "free-company", "iron-vanguard", "longbow-line" };
    static esc_squad squads[4];
    char path[1024];
    data_error err;
    for (int i = 0; i < 4; i++) {
        snprintf(path, sizeof path, "%s/assets/squads/%s.json", args.root, names[i]);
        if (!data_squad_load(path, &squads[i], &err))
            return 1;
    }
    long idle[2][2] = { { 0, 0 }, { 0, 0 } }, turns[2][2] = { { 0, 0 }, { 0, 0 } }; /* [level a/b][behind?] */
    int wins[3] = { 0, 0, 0 }, limit = 0, games = 0;
    long late_idle_behind = 0, shallow = 0, stalled_games = 0;
    for (int m = 6; m < argc; m++) {
        esc_map map;
        if (!data_map_load(argv[m], &map, &err))
            return 1;
        for (int sq = 0; sq < 4; sq++)
            for (int k = 0; k < args.seeds; k++) {
                uint64_t seed = (uint64_t)(args.seed0 + k);
                esc_game g;
                if (!tu_seeded_game(&g, &map, &squads[sq], &squads[sq], seed))
                    return 1;
                int a_side = (int)(seed & 1); /* which side level a plays */
                ai_player p[2];
                ai_config c;
                ai_config_default(&c, a_side == 0 ? args.la : args.lb);
                c.seed = 31 * seed;
                c.no_clock_stop = true;
                ai_player_init(&p[0], &c);
                ai_config_default(&c, a_side == 1 ? args.la : args.lb);
                c.seed = 31 * seed + 1;
                c.no_clock_stop = true;
                ai_player_init(&p[1], &c);
                int run[2] = { 0, 0 };
                bool dumped = false;
                while (g.phase != ESC_PHASE_OVER) {
                    int s = g.active;
                    bool fresh = g.phase == ESC_PHASE_BATTLE && g.actions_left == ESC_ACTIONS_PER_TURN &&
                                 g.command_unit == ESC_NO_UNIT;
                    int lead = g.phase == ESC_PHASE_BATTLE ? lead_of(&g, s) : 0;
                    int round = esc_game_round(&g);
                    esc_action a;
                    ai_decision_stats dst;
                    ai_choose(&p[s], &g, &a, &dst);
                    if (fresh) {
                        int who = s == a_side ? 0 : 1;
                        turns[who][lead < 0]++;
                        if (a.kind == ESC_ACT_END_TURN && lead >= 0)
                            run[s] = 0;
                        if (a.kind == ESC_ACT_END_TURN) {
                            idle[who][lead < 0]++;
                            run[s]++;
                            if (lead < 0 && round >= 10)
                                late_idle_behind++;
                            if (getenv("STALL_DUMP") && lead < 0 && round >= 10 && !dumped) {
                                dumped = true;
                                printf("%s %s seed %d round %d turn %d side %d behind by %d:\n", argv[m], names[sq],
                                       (int)seed, round, g.turn, s, -lead);
                                print_board(&g);
                                printf("  depth %d score %d legal %d work %lld\n", dst.depth, dst.score, dst.legal,
                                       dst.work);
                            }
                            if (lead < 0 && round >= 10 && dst.depth < 2)
                                shallow++;
                            if (getenv("STALL_VERBOSE") && lead < 0)
                                printf("map %s squad %s seed %d: round %d side %d (%s) idle, behind by %d\n",
                                       argv[m], names[sq], (int)seed, round, s, who ? argv[3] : argv[2], -lead);
                            if (lead < 0 && run[s] == 4 && round >= 10)
                                stalled_games++;
                        } else {
                            run[s] = 0;
                        }
                    }
                    esc_game_apply(&g, &a, NULL);
                }
                games++;
                wins[g.winner < 0 ? 2 : g.winner == a_side ? 0 : 1]++;
                limit += g.end_reason == ESC_END_ROUND_LIMIT;
                ai_player_free(&p[0]);
                ai_player_free(&p[1]);
            }
    }
    printf("games %d: %s %d, %s %d, draws %d, round limit %d\n", games, argv[2], wins[0], argv[3], wins[1], wins[2],
           limit);
    for (int w = 0; w < 2; w++)
        printf("%s: idle turns ahead/level %ld of %ld, behind %ld of %ld\n", w ? argv[3] : argv[2], idle[w][0],
               turns[w][0], idle[w][1], turns[w][1]);
    printf("stalls (4 turns in a row ended without acting while behind): %ld\n", stalled_games);
    printf("idle turns behind from round 10: %ld (%ld with a search of one turn end or less)\n", late_idle_behind,
           shallow);
    return 0;
}
