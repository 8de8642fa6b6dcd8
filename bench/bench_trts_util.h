/*
 * What the TRTS level benchmarks share (bench_trts_areas, _easy, _grab): the
 * areas a team holds, the rules and a map loaded, the setup of a two-computer
 * duel and the sweep of duels over the shipped maps.
 */
#ifndef SKIRMISH_BENCH_BENCH_TRTS_UTIL_H
#define SKIRMISH_BENCH_BENCH_TRTS_UTIL_H

#include <stdbool.h>
#include <string.h>

#include <stdio.h>

#include "skirmish/ai/trts.h"
#include "skirmish/data/trts_files.h"

/* The areas team controls (counted even when its player is out). */
static inline int bench_trts_team_areas(const trts_state *s, int team)
{
    int n = 0;
    for (int a = 0; a < s->map->n_areas; a++)
        n += trts_team_controls(s, team, a);
    return n;
}

/* A duel of two computers: seat plays faction fa at level_seat, the other seat
 * faction fb at level_other; the seed is the caller's. */
static inline void bench_trts_duel(trts_setup *setup, int seat, int fa, int fb, int level_seat, int level_other)
{
    memset(setup, 0, sizeof *setup);
    setup->type = TRTS_DUEL;
    setup->n_players = 2;
    setup->factions[seat] = fa;
    setup->factions[1 - seat] = fb;
    setup->computer[0] = setup->computer[1] = true;
    setup->level[seat] = level_seat;
    setup->level[1 - seat] = level_other;
}

/* maps/trts/<name>.json of the source tree into *m, its length set to rounds
 * when rounds > 0; false when either fails. */
static inline bool bench_trts_map(const char *name, trts_map *m, int rounds)
{
    char path[512];
    data_error err;
    snprintf(path, sizeof path, "%s/maps/trts/%s.json", SKIRMISH_SOURCE_DIR, name);
    return data_trts_map_load(path, m, &err) && (rounds <= 0 || trts_map_set_length(m, rounds));
}

/* A player taking a uniformly random legal action (a concession only when
 * nothing else is legal), drawn from *rng; 0 when nothing is legal. */
static inline int bench_trts_random_plan(const trts_state *s, trts_action *out, unsigned long long *rng)
{
    static trts_action legal[4096], keep[4096];
    int n = trts_legal_actions(s, legal, 4096), k = 0;
    for (int i = 0; i < n; i++)
        if (legal[i].kind != TRTS_ACT_CONCEDE)
            keep[k++] = legal[i];
    if (k == 0)
        return n > 0 ? (out[0] = legal[0], 1) : 0;
    *rng = *rng * 6364136223846793005ULL + 1442695040888963407ULL;
    out[0] = keep[(int)((*rng >> 33) % (unsigned long long)k)];
    return 1;
}

/* The source tree's assets/trts rules into *rules; false when they fail. */
static inline bool bench_trts_rules(trts_rules *rules)
{
    data_error err;
    return data_trts_rules_load(SKIRMISH_SOURCE_DIR "/assets/trts", rules, &err);
}

/* One duel of a sweep: the map (its index in the sweep), faction fa for seat,
 * fb for the other seat, the seed. */
typedef struct bench_trts_game {
    int map, fa, fb, seat, seed;
} bench_trts_game;

/* The duels of a level benchmark: on every shipped map (its length set to
 * rounds when rounds > 0), every faction pairing, both seat orders, the seeds
 * lo to hi, play(ctx, map, game) for each in that order. False when a map does
 * not load or play returns false (the sweep stops there). */
static inline bool bench_trts_sweep(int rounds, int lo, int hi,
                                    bool (*play)(void *ctx, const trts_map *m, const bench_trts_game *g), void *ctx)
{
    static const char *const maps[] = {"twin-ridge", "three-crowns", "four-winds"};
    static trts_map m;
    for (int mi = 0; mi < 3; mi++) {
        if (!bench_trts_map(maps[mi], &m, rounds))
            return false;
        for (int fa = 0; fa < 3; fa++)
            for (int fb = 0; fb < 3; fb++)
                for (int seat = 0; seat < 2; seat++)
                    for (int seed = lo; seed <= hi; seed++)
                        if (!play(ctx, &m, &(bench_trts_game){mi, fa, fb, seat, seed}))
                            return false;
    }
    return true;
}

#endif
