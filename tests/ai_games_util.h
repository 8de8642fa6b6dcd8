/*
 * Shared helpers of the tests and benches that play whole Escarmouche games
 * between computer players (test_ai_hesc9.c, test_ai_h15.c,
 * bench/bench_ai_dither.c): a unit's reach, the two players, the shipped
 * squads and maps loaded.
 * This header needs no cmocka (the bench includes it for tu_longest_range);
 * ai_games_util.c does.
 */
#ifndef SKIRMISH_TESTS_AI_GAMES_UTIL_H
#define SKIRMISH_TESTS_AI_GAMES_UTIL_H

#include "skirmish/ai/ai.h"
#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/unit.h"

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

/* The four default squads, by file stem (assets/squads/<stem>.json). */
extern const char *const tu_default_squads[4];
/* maps/<stem>.json of the source tree, loaded (the test fails otherwise). */
void tu_load_map(const char *stem, esc_map *map);
/* assets/squads/<stem>.json of the source tree, loaded (likewise). */
void tu_load_squad(const char *stem, esc_squad *squad);

#endif
