/*
 * Campaign benchmarks (docs/PERFORMANCE.md, "Campaign"):
 *   - Phase 3 (order resolution) on a 64-location map with 16 armies: begin, every
 *     standoff choice, finish (target <= 50 us);
 *   - a whole campaign-sim: 4 computer players on Four Rivers, 12-turn limit, auto
 *     battles at normal (target <= 5 s on one core).
 * --smoke runs each once with a tiny workload and checks only that it works (the
 * test suite runs it so; timings are taken by hand in a Release build).
 */
#define _POSIX_C_SOURCE 199309L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_util.h"
#include "skirmish/ai/campaign_sim.h"
#include "skirmish/core/campaign/resolve.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/files.h"

/* An 8 x 8 grid of locations; 4 players hold the 2 x 2 blocks of the middle 4 x 4
 * with an army on each; every army moves to a neighbour drawn from a fixed seed
 * (or defends), the first seed giving several head-on clashes, standoffs and
 * battles at once. */
static void grid_position(campaign_map *map, campaign_forces *f, campaign_order *orders, int *n_orders)
{
    campaign_map_init(map, "grid");
    for (int i = 0; i < 64; i++)
        campaign_map_add_location(map, i, "L", (campaign_location_type)(i % 4), -1, i % 8, i / 8, NULL);
    campaign_map_sort(map);
    for (int y = 0; y < 8; y++)
        for (int x = 0; x < 8; x++) {
            if (x < 7)
                campaign_map_add_route(map, y * 8 + x, y * 8 + x + 1);
            if (y < 7)
                campaign_map_add_route(map, y * 8 + x, (y + 1) * 8 + x);
        }
    campaign_map_finish(map);
    static const int homes[4][4] = { { 18, 19, 26, 27 }, { 20, 21, 28, 29 }, { 34, 35, 42, 43 }, { 36, 37, 44, 45 } };
    static campaign_resolution res;
    for (uint64_t seed = 1;; seed++) {
        memset(f, 0, sizeof *f);
        for (int l = 0; l < 64; l++)
            f->control[l] = CAMPAIGN_NEUTRAL;
        core_rng rng;
        core_rng_seed(&rng, seed);
        *n_orders = 0;
        for (int p = 0; p < 4; p++)
            for (int k = 0; k < 4; k++) {
                int loc = homes[p][k];
                campaign_army *a = &f->armies[f->n_armies];
                a->id = (int16_t)f->n_armies;
                a->player = (int8_t)p;
                a->loc = (int8_t)loc;
                a->main = k == 0;
                f->control[loc] = (int8_t)p;
                f->n_armies++;
                uint64_t adj = map->adjacent[loc];
                int pick = (int)core_rng_below(&rng, (uint32_t)__builtin_popcountll(adj) + 1);
                if (pick == 0) {
                    orders[(*n_orders)++] = campaign_order_defend(a->id);
                    continue;
                }
                while (--pick > 0)
                    adj &= adj - 1;
                orders[(*n_orders)++] = campaign_order_move(a->id, __builtin_ctzll(adj));
            }
        campaign_resolve_begin(map, f, orders, *n_orders, &res);
        int clashes = 0;
        for (int i = 0; i < res.forces.n_armies; i++)
            clashes += res.fate[i] == CAMPAIGN_FATE_HELD;
        campaign_resolve_finish(map, &res);
        if (clashes >= 2 && res.n_standoffs >= 2 && res.n_battles >= 4)
            return;
    }
}

static const esc_map *battle_map(void *user, const char *name)
{
    (void)user;
    static char names[8][CAMPAIGN_NAME_MAX];
    static esc_map maps[8];
    static int n;
    for (int i = 0; i < n; i++)
        if (strcmp(names[i], name) == 0)
            return &maps[i];
    if (n >= 8)
        return NULL;
    char path[1024];
    snprintf(path, sizeof path, "%s/maps/%s.json", SKIRMISH_SOURCE_DIR, name);
    data_error err;
    if (!data_map_load(path, &maps[n], &err))
        return NULL;
    snprintf(names[n], sizeof names[n], "%s", name);
    return &maps[n++];
}

int main(int argc, char **argv)
{
    bool smoke = argc > 1 && strcmp(argv[1], "--smoke") == 0;
    static campaign_map map;
    static campaign_forces forces;
    static campaign_resolution res;
    campaign_order orders[CAMPAIGN_MAX_ARMIES];
    int n_orders;
    grid_position(&map, &forces, orders, &n_orders);
    int bad, bad_army;
    if (campaign_orders_test(&map, &forces, -1, orders, n_orders, &bad, &bad_army) != CAMPAIGN_ORDER_OK) {
        fprintf(stderr, "bench_campaign: order %d refused\n", bad);
        return 1;
    }
    int reps = smoke ? 1 : 20000;
    double *t = malloc((size_t)reps * sizeof *t);
    int battles = 0, standoffs = 0;
    for (int r = 0; r < reps; r++) {
        double start = bench_now_ms();
        campaign_resolve_begin(&map, &forces, orders, n_orders, &res);
        for (int s = 0; s < res.n_standoffs; s++)
            for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
                if ((res.standoffs[s].entrants >> p & 1u) && (p + s) % 2)
                    campaign_resolve_choose(&res, p, res.standoffs[s].loc, true);
        campaign_resolve_finish(&map, &res);
        t[r] = bench_now_ms() - start;
        battles = res.n_battles;
        standoffs = res.n_standoffs;
    }
    qsort(t, (size_t)reps, sizeof *t, bench_compare_double);
    printf("phase 3, 64 locations, 16 armies (%d standoffs, %d battles): median %.2f us, p99 %.2f us (%d runs)\n",
           standoffs, battles, t[reps / 2] * 1000.0, t[reps * 99 / 100] * 1000.0, reps);
    free(t);

    /* A whole campaign. */
    static campaign_map fr;
    static campaign_library library;
    static campaign_state st;
    data_error err;
    char path[1024];
    snprintf(path, sizeof path, "%s/maps/campaign/four-rivers.json", SKIRMISH_SOURCE_DIR);
    if (!data_campaign_map_load(path, &fr, &err) || !data_campaign_library_load(SKIRMISH_SOURCE_DIR, &library, &err)) {
        char msg[512];
        data_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "bench_campaign: %s\n", msg);
        return 1;
    }
    int seeds = smoke ? 1 : 10;
    double *times = malloc((size_t)seeds * sizeof *times);
    for (int s = 0; s < seeds; s++) {
        campaign_settings set;
        campaign_settings_default(&set, 4);
        set.seed = (uint64_t)s + 1;
        set.turn_limit = smoke ? 4 : 12;
        esc_unit_def heroes[CAMPAIGN_MAX_PLAYERS];
        campaign_library_first_elite(&library, &heroes[0]);
        for (int p = 1; p < CAMPAIGN_MAX_PLAYERS; p++)
            heroes[p] = heroes[0];
        if (campaign_state_init(&st, &fr, &set, heroes) != CAMPAIGN_SETUP_OK)
            return 1;
        campaign_sim_config cfg = { smoke ? AI_EASY : AI_NORMAL, 0, battle_map, NULL, NULL };
        char why[200];
        double start = bench_now_ms();
        if (!campaign_sim_run(&st, &library, &cfg, why, sizeof why)) {
            fprintf(stderr, "bench_campaign: %s\n", why);
            return 1;
        }
        times[s] = bench_now_ms() - start;
        printf("campaign-sim four-rivers 4 players seed %d: %d turns, %d battles, %s, %.0f ms\n", s + 1, st.turn,
               st.battles_fought, campaign_victory_id((campaign_victory)st.victory), times[s]);
    }
    qsort(times, (size_t)seeds, sizeof *times, bench_compare_double);
    printf("campaign-sim, 4 players, 12-turn limit, battles at %s: median %.0f ms, max %.0f ms (%d campaigns)\n",
           smoke ? "easy" : "normal", times[seeds / 2], times[seeds - 1], seeds);
    free(times);
    return 0;
}
