/*
 * TRTS benchmarks (one core):
 *   combat  one combat round in one area with 40 pieces, 20 a side, every Range
 *           present (target: at most 10 us);
 *   game    a whole 32-round duel between computer players on Twin Ridge, every
 *           pair of factions (target: at most 50 ms);
 *   decide  each computer level's decisions (one trts_ai_plan call: a whole Macro
 *           or Reposition plan, or one Micro action) over duels of its level on
 *           every shipped map and pairing of factions: median, 99th percentile and
 *           worst (target: p99 at most 200 ms).
 * Times are the median of repeated runs, in thread CPU time. Results go to
 * docs/PERFORMANCE.md. --smoke runs each once and checks only that they run.
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "skirmish/ai/trts.h"
#include "skirmish/core/trts/combat.h"
#include "skirmish/data/trts_files.h"

/* The thread's CPU time: on the shared build machine other processes would
 * otherwise inflate wall-clock figures several times over (the targets are for
 * one core of our own). */
static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static trts_rules rules;
static trts_map map;

/* 20 Directorate pieces (engaging) against 20 Myriad pieces, a mix of every type. */
static int combat_area(trts_fighter *f)
{
    const trts_faction *d = &rules.factions[TRTS_DIRECTORATE], *m = &rules.factions[TRTS_MYRIAD];
    int n = 0;
    for (int i = 0; i < 20; i++) {
        trts_fighter_unit(&f[n], &d->units[i % d->n_units], 0, i % 2, false);
        f[n++].engager = true;
    }
    for (int i = 0; i < 19; i++) {
        trts_fighter_unit(&f[n], &m->units[i % m->n_units], 1, false, i % 3 == 0);
        f[n++].engager = false;
    }
    trts_fighter_building(&f[n++], &m->buildings[TRTS_ROLE_TOWER], 1, true);
    return n;
}

static double bench_combat(int reps)
{
    trts_fighter base[TRTS_COMBAT_MAX], f[TRTS_COMBAT_MAX];
    int n = combat_area(base);
    int order[] = {0, 1}, steps[TRTS_COMBAT_MAX_STEPS];
    static double t[64];
    int rounds = reps > 1 ? 64 : 1, inner = reps > 1 ? reps : 1;
    int checksum = 0;
    for (int r = 0; r < rounds; r++) {
        double t0 = now_seconds();
        for (int k = 0; k < inner; k++) {
            memcpy(f, base, sizeof f[0] * (size_t)n);
            checksum += trts_combat_round(f, n, order, 2, steps);
        }
        t[r] = (now_seconds() - t0) / inner;
    }
    qsort(t, (size_t)rounds, sizeof t[0], compare_doubles);
    if (checksum == 0)
        printf("(no step fought)\n");
    return t[rounds / 2];
}

static double bench_game(int games, int *rounds_out)
{
    static trts_state s;
    static double t[64];
    int n = 0;
    for (int g = 0; g < games; g++) {
        trts_setup setup;
        memset(&setup, 0, sizeof setup);
        setup.type = TRTS_DUEL;
        setup.n_players = 2;
        setup.factions[0] = g % 3;
        setup.factions[1] = (g / 3 + 1 + g % 3) % 3;
        setup.seed = (uint64_t)g + 1;
        double t0 = now_seconds();
        if (!trts_ai_play_game(&s, &map, &rules, &setup, NULL)) {
            fprintf(stderr, "bench_trts: a game did not finish\n");
            exit(1);
        }
        t[n++] = now_seconds() - t0;
        *rounds_out = s.round;
    }
    qsort(t, (size_t)n, sizeof t[0], compare_doubles);
    return t[n / 2];
}

#define DECISIONS_MAX 200000

/* Every decision of `level` (both seats) over duels on every shipped map. */
static void bench_decisions(int level, int games, double *p50, double *p99, double *worst, int *count)
{
    static const char *const maps[] = {"twin-ridge", "three-crowns", "four-winds"};
    static trts_map m;
    static trts_state s;
    static double t[DECISIONS_MAX];
    static trts_action plan[TRTS_AI_PLAN_MAX];
    int n = 0;
    for (int g = 0; g < games; g++) {
        char path[512];
        snprintf(path, sizeof path, "%s/maps/trts/%s.json", SKIRMISH_SOURCE_DIR, maps[g % 3]);
        data_error err;
        if (!data_trts_map_load(path, &m, &err)) {
            fprintf(stderr, "bench_trts: %s\n", path);
            exit(1);
        }
        trts_setup setup;
        memset(&setup, 0, sizeof setup);
        setup.type = TRTS_DUEL;
        setup.n_players = 2;
        setup.factions[0] = (g / 3) % 3;
        setup.factions[1] = (g / 9 + 1 + g / 3) % 3;
        setup.computer[0] = setup.computer[1] = true;
        setup.level[0] = setup.level[1] = level;
        setup.seed = (uint64_t)g + 1;
        if (!trts_state_init(&s, &m, &rules, &setup))
            exit(1);
        for (int guard = 0; guard < 100000 && s.phase != TRTS_PHASE_OVER; guard++) {
            double t0 = now_seconds();
            int k = trts_ai_plan(&s, s.current, plan, TRTS_AI_PLAN_MAX);
            if (n < DECISIONS_MAX)
                t[n++] = now_seconds() - t0;
            for (int a = 0; a < k; a++)
                if (trts_apply(&s, &plan[a]) != TRTS_OK) {
                    fprintf(stderr, "bench_trts: an illegal plan\n");
                    exit(1);
                }
        }
    }
    qsort(t, (size_t)n, sizeof t[0], compare_doubles);
    *p50 = t[n / 2];
    *p99 = t[(n * 99) / 100];
    *worst = t[n - 1];
    *count = n;
}

int main(int argc, char **argv)
{
    bool smoke = argc > 1 && strcmp(argv[1], "--smoke") == 0;
    data_error err;
    if (!data_trts_rules_load(SKIRMISH_SOURCE_DIR "/assets/trts", &rules, &err) ||
        !data_trts_map_load(SKIRMISH_SOURCE_DIR "/maps/trts/twin-ridge.json", &map, &err)) {
        char msg[768];
        data_error_format(&err, msg, sizeof msg);
        fprintf(stderr, "bench_trts: %s\n", msg);
        return 1;
    }
    double c = bench_combat(smoke ? 1 : 20000);
    int rounds = 0;
    double g = bench_game(smoke ? 1 : 12, &rounds);
    printf("combat round, 40 pieces: %.2f us (target <= 10 us)\n", c * 1e6);
    printf("computer duel, %d rounds: %.2f ms (target <= 50 ms)\n", rounds, g * 1e3);
    for (int level = 0; level < TRTS_LEVELS; level++) {
        double p50, p99, worst;
        int count;
        bench_decisions(level, smoke ? 1 : 27, &p50, &p99, &worst, &count);
        printf("%s decisions (%d): median %.3f ms, p99 %.3f ms, worst %.3f ms (target p99 <= 200 ms)\n",
               trts_level_id(level), count, p50 * 1e3, p99 * 1e3, worst * 1e3);
    }
    return 0;
}
