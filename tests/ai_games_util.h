/*
 * Shared helpers of the tests and benches that play whole Escarmouche games
 * between computer players (test_ai_hesc9.c, test_ai_h15.c,
 * bench/bench_ai_dither.c, bench_esc_heavy.c, bench_ai_stall.c): a unit's
 * reach, the two players, the shipped squads and maps loaded, a bench's
 * arguments and files.
 * This header needs no cmocka (the benches include it and link only the
 * libraries); ai_games_util.c does.
 */
#ifndef SKIRMISH_TESTS_AI_GAMES_UTIL_H
#define SKIRMISH_TESTS_AI_GAMES_UTIL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "skirmish/ai/ai.h"
#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/unit.h"
#include "skirmish/data/files.h"

/* The longest distance the unit's plain attack or attacking ability reaches. */
static inline int tu_longest_range(const esc_unit_state *u)
{
    int r = u->range;
    if ((u->abilities & (1u << ESC_AB_ENERGY_TRAIT)) && r < 3)
        r = 3;
    if ((u->abilities & (1u << ESC_AB_SUPPRESSING_FIRE)) && r < 4)
        r = 4;
    return r;
}

/* A whole game's two players: side `me` at level `mine`, the other at `other`,
 * seeded from the game's seed, with no wall-clock stop. */
static inline void tu_game_players(ai_player p[2], int me, ai_level mine, ai_level other, uint64_t seed)
{
    for (int s = 0; s < 2; s++) {
        ai_config c;
        ai_config_default(&c, s == me ? mine : other);
        c.seed = 31 * seed + (uint64_t)s;
        c.no_clock_stop = true;
        ai_player_init(&p[s], &c);
    }
}

/* A bench's first arguments: ROOT LEVEL_A LEVEL_B SEED0 SEEDS. */
typedef struct tu_bench_args {
    const char *root;
    ai_level la, lb;
    int seed0, seeds;
} tu_bench_args;

/* Reads them from argv[1..5]; false after printing "usage: PROGRAM `usage`"
 * when there are fewer than `need` words (the program's name counted), false
 * too when a level is unknown. */
static inline bool tu_bench_args_read(int argc, char **argv, int need, const char *usage, tu_bench_args *a)
{
    if (argc < need) {
        fprintf(stderr, "usage: %s %s\n", argv[0], usage);
        return false;
    }
    a->root = argv[1];
    if (!ai_level_parse(argv[2], &a->la) || !ai_level_parse(argv[3], &a->lb))
        return false;
    a->seed0 = atoi(argv[4]);
    a->seeds = atoi(argv[5]);
    return true;
}

/* A bench game's squad (both sides play it) and map. */
typedef struct tu_bench_files {
    esc_squad squad;
    esc_map map;
} tu_bench_files;

/* Those of seed `seed` under `root`: the four default squads in turn, the map
 * every four seeds crossroads, open-field, forest. NULL when one does not
 * load; else the same storage each call. */
static inline const tu_bench_files *tu_bench_seed_files(const char *root, uint64_t seed)
{
    static const char *const names[4] = { "arcane-circle", "free-company", "iron-vanguard", "longbow-line" };
    static const char *const maps[3] = { "crossroads", "open-field", "forest" };
    static tu_bench_files f;
    char path[1024];
    data_error err;
    snprintf(path, sizeof path, "%s/assets/squads/%s.json", root, names[seed % 4]);
    if (!data_squad_load(path, &f.squad, &err))
        return NULL;
    snprintf(path, sizeof path, "%s/maps/%s.json", root, maps[(seed / 4) % 3]);
    return data_map_load(path, &f.map, &err) ? &f : NULL;
}

/* The game of seed `seed` between squads a (side 0) and b on `map`, default
 * settings, its dice seeded 7919 x seed; false if the setup is refused. */
static inline bool tu_seeded_game(esc_game *g, const esc_map *map, const esc_squad *a, const esc_squad *b,
                                  uint64_t seed)
{
    const esc_squad *pair[2] = { a, b };
    esc_settings st;
    esc_settings_default(&st);
    return esc_game_init(g, map, pair, &st, 7919 * seed, NULL) == ESC_SETUP_OK;
}

/* Applies `a` to g, each unit's square before it kept in before[]; false if
 * the game refuses it. */
static inline bool tu_apply_from(esc_game *g, const esc_action *a, int before[ESC_MAX_UNITS])
{
    for (int u = 0; u < ESC_MAX_UNITS; u++)
        before[u] = g->units[u].square;
    return esc_game_apply(g, a, NULL) == ESC_OK;
}

/* The four default squads, by file stem (assets/squads/<stem>.json). */
extern const char *const tu_default_squads[4];
/* maps/<stem>.json of the source tree, loaded (the test fails otherwise). */
void tu_load_map(const char *stem, esc_map *map);
/* assets/squads/<stem>.json of the source tree, loaded (likewise). */
void tu_load_squad(const char *stem, esc_squad *squad);

#endif
