/*
 * Conquest computer players (one core, this thread's CPU time): every shipped map
 * with the most seats it takes, every seat hard, played to the end (or to turn 40);
 * each hard call is timed. The client calls the bots on its main thread, so the
 * slowest call is the figure that matters (target: under 50 ms on the largest map).
 * --smoke plays 3 turns per map and checks only that it runs.
 */
#define _POSIX_C_SOURCE 199309L
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_util.h"
#include "skirmish/ai/cq_bots.h"
#include "skirmish/core/cq/map.h"
#include "skirmish/data/cq_files.h"

#define MAX_CALLS 4096

int main(int argc, char **argv)
{
    bool smoke = argc > 1 && strcmp(argv[1], "--smoke") == 0;
    const char *maps[] = {"duel", "gauntlet", "crown", "archipelago", "three-rivers", "plains"};
    static double times[MAX_CALLS];
    for (size_t mi = 0; mi < sizeof maps / sizeof maps[0]; mi++) {
        char path[1024];
        snprintf(path, sizeof path, "%s/maps/conquest/%s.json", SKIRMISH_SOURCE_DIR, maps[mi]);
        cq_map m;
        cq_map_init(&m);
        data_error err;
        if (!data_cq_map_load(path, &m, &err)) {
            char msg[800];
            data_error_format(&err, msg, sizeof msg);
            fprintf(stderr, "bench_cq_bots: %s\n", msg);
            return 1;
        }
        int players = m.max_players < CQ_SETUP_MAX_PLAYERS ? m.max_players : CQ_SETUP_MAX_PLAYERS;
        cq_state *s = malloc(sizeof *s);
        size_t cap = (size_t)m.graph.n_edges;
        cq_order *orders = malloc(cap * (size_t)players * sizeof *orders);
        if (s == NULL || orders == NULL)
            return 1;
        cq_state_setup(s, &m.graph, players, smoke ? 3 : 40, 7);
        core_rng rng[CQ_SETUP_MAX_PLAYERS];
        for (int p = 0; p < players; p++)
            core_rng_seed(&rng[p], 100 + (uint64_t)p);
        int calls = 0;
        while (!cq_state_over(s)) {
            size_t n = 0;
            for (int p = 0; p < players; p++) {
                double t0 = bench_cpu_ms();
                int k = cq_bot_orders(s, p, CQ_BOT_HARD, &rng[p], orders + n, (int)cap);
                if (!s->players[p].eliminated && calls < MAX_CALLS)
                    times[calls++] = bench_cpu_ms() - t0;
                if (k < 0)
                    return 1;
                n += (size_t)k;
            }
            cq_turn_resolve(s, orders, n, NULL, NULL);
        }
        qsort(times, (size_t)calls, sizeof times[0], bench_compare_double);
        printf("%-13s %d seats, %3d vertices, %3d edges: %4d hard turns, median %.2f ms, slowest %.2f ms\n",
               maps[mi], players, m.graph.n_vertices, m.graph.n_edges, calls, calls ? times[calls / 2] : 0.0,
               calls ? times[calls - 1] : 0.0);
        free(orders);
        free(s);
        cq_map_free(&m);
    }
    return 0;
}
