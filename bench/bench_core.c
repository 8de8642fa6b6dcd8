/*
 * Rules-core benchmarks (one core, wall clock):
 *   los      all-pairs line of sight among 12 units with 6 obstacles
 *   legal    legal-action generation plus applying one action, in random games
 *   games    complete random-vs-random games (deployment included) per second
 * Results go to docs/PERFORMANCE.md. --smoke runs each a few times and checks
 * nothing but that they run.
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/los.h"

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static esc_action actions[ESC_MAX_ACTIONS];
static volatile unsigned long long sink;

/* Two mirrored, varied squads within 30 RP, abilities included. */
static void bench_squad(esc_squad *s)
{
    static const int stats[6][4] = { { 3, 1, 2, 2 }, { 2, 3, 1, 1 }, { 2, 1, 1, 2 },
                                     { 1, 2, 1, 1 }, { 2, 1, 1, 1 }, { 1, 1, 1, 2 } };
    static const int abil[6] = { ESC_AB_SWEEP, ESC_AB_PRECISION_SHOT, ESC_AB_CHARGE, ESC_AB_NONE, ESC_AB_GUARDIAN,
                                 ESC_AB_NONE };
    esc_squad_init(s, "bench");
    for (int i = 0; i < 6; i++) {
        esc_unit_def u;
        esc_unit_init(&u, "u", stats[i][0], stats[i][1], stats[i][2], stats[i][3]);
        if (abil[i] != ESC_AB_NONE)
            esc_unit_add_ability(&u, abil[i]);
        esc_squad_add(s, &u);
    }
    /* Trim to the budget if the mix above prices over 30. */
    while (esc_squad_test(s).problem == ESC_SQUAD_OVER_BUDGET)
        s->n_units--;
}

static void new_game(esc_game *g, uint64_t seed)
{
    static esc_squad squad;
    static bool ready;
    if (!ready) {
        bench_squad(&squad);
        ready = true;
    }
    const esc_squad *squads[2] = { &squad, &squad };
    esc_map map;
    esc_map_init(&map, "bench");
    map.obstacles = esc_bit(19) | esc_bit(27) | esc_bit(36) | esc_bit(44);
    esc_settings settings;
    esc_settings_default(&settings);
    if (esc_game_init(g, &map, squads, &settings, seed, NULL) != ESC_SETUP_OK) {
        fprintf(stderr, "bench: cannot start a game\n");
        exit(1);
    }
}

static long play_random(esc_game *g, core_rng *rng)
{
    long n_actions = 0;
    while (g->phase != ESC_PHASE_OVER) {
        int n = esc_game_legal_actions(g, actions, ESC_MAX_ACTIONS);
        esc_game_apply(g, &actions[core_rng_below(rng, (uint32_t)n)], NULL);
        n_actions++;
    }
    return n_actions;
}

static void bench_los(long reps)
{
    /* 12 units and 6 obstacles spread over the board; fixed so runs compare. */
    static const int units[12] = { 1, 4, 6, 10, 13, 22, 41, 50, 53, 57, 59, 62 };
    esc_bits obstacles = esc_bit(19) | esc_bit(27) | esc_bit(28) | esc_bit(35) | esc_bit(36) | esc_bit(44);
    esc_bits blockers = obstacles;
    for (int i = 0; i < 12; i++)
        blockers |= esc_bit(units[i]);
    unsigned long long visible = 0;
    double t0 = now_seconds();
    for (long r = 0; r < reps; r++) {
        /* Vary the blockers a little so the compiler cannot hoist the work. */
        esc_bits b = blockers ^ ((esc_bits)(r & 1) << 63);
        for (int i = 0; i < 12; i++)
            for (int j = 0; j < 12; j++)
                if (i != j)
                    visible += esc_los_visible(b, units[i], units[j]);
    }
    double dt = now_seconds() - t0;
    sink = visible;
    printf("los: all-pairs (12 units, 132 ordered pairs, 6 obstacles): %.3f us per board (%ld boards)\n",
           dt / (double)reps * 1e6, reps);
}

static void bench_legal(long games)
{
    core_rng rng;
    core_rng_seed(&rng, 7);
    long steps = 0, total_actions = 0;
    double t0 = now_seconds();
    for (long k = 0; k < games; k++) {
        esc_game g;
        new_game(&g, (uint64_t)k);
        while (g.phase != ESC_PHASE_OVER) {
            int n = esc_game_legal_actions(&g, actions, ESC_MAX_ACTIONS);
            total_actions += n;
            esc_game_apply(&g, &actions[core_rng_below(&rng, (uint32_t)n)], NULL);
            steps++;
        }
    }
    double dt = now_seconds() - t0;
    printf("legal: generate + apply: %.3f us per step (%ld steps, %.1f legal actions on average)\n",
           dt / (double)steps * 1e6, steps, (double)total_actions / (double)steps);
}

static void bench_games(long games)
{
    core_rng rng;
    core_rng_seed(&rng, 11);
    long steps = 0, rounds = 0;
    double t0 = now_seconds();
    for (long k = 0; k < games; k++) {
        esc_game g;
        new_game(&g, (uint64_t)k);
        steps += play_random(&g, &rng);
        rounds += esc_game_round(&g);
    }
    double dt = now_seconds() - t0;
    printf("games: %.0f complete random games per second (%ld games, %.1f actions and %.1f rounds per game)\n",
           (double)games / dt, games, (double)steps / (double)games, (double)rounds / (double)games);
}

int main(int argc, char **argv)
{
    bool smoke = argc > 1 && strcmp(argv[1], "--smoke") == 0;
    bench_los(smoke ? 100 : 2000000);
    bench_legal(smoke ? 5 : 20000);
    bench_games(smoke ? 5 : 100000);
    if (smoke)
        printf("bench smoke: 1 passed, 0 failed\n");
    return 0;
}
