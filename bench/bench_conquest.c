/*
 * Conquest benchmarks (one core, wall clock):
 *   turn   one turn on a 50 x 50 grid graph (2,500 vertices, 9,800 edges) with
 *          10,000 orders: validation, departure, head-on meetings, combat with
 *          draws, generation and elimination (target: at most 2 ms);
 *   json   the same turn as conquest-turn does it: parsing the state and the
 *          orders, resolving, writing the next state;
 *   bots   one hard bot's orders on that graph.
 * Results go to docs/PERFORMANCE.md. --smoke runs each once and checks only that
 * they run.
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "skirmish/ai/cq_bots.h"
#include "skirmish/core/cq/gen.h"
#include "skirmish/core/cq/state.h"
#include "skirmish/core/cq/turn.h"
#include "skirmish/data/cq_files.h"

#define SIDE 50
#define N_ORDERS 10000
#define N_PLAYERS 4

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static int compare_doubles(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* Four players in the four quadrants with 100 units on each vertex, every 7th
 * vertex neutral: the borders between quadrants see head-on meetings and fights,
 * the neutral vertices draws between several attackers. */
static void bench_state(cq_state *s, const cq_graph *g)
{
    cq_state_init(s, g);
    s->max_turns = 1000;
    for (int p = 0; p < N_PLAYERS; p++) {
        char id[8];
        snprintf(id, sizeof id, "p%d", p);
        cq_state_add_player(s, id);
    }
    for (int v = 0; v < g->n_vertices; v++) {
        int id = g->vertices[v].id, x = id % SIDE, y = id / SIDE;
        if (id % 7 == 3)
            continue;
        s->controller[v] = (int8_t)((x >= SIDE / 2) + 2 * (y >= SIDE / 2));
        s->units[v] = 100;
    }
}

/* One order per edge leaving a controlled vertex (1 to 20 units), more orders
 * along random edges (1 to 5 units; a few overdraw their vertex and are dropped),
 * and 200 orders that must be dropped (wrong player, missing edge, too many
 * units): N_ORDERS in all. */
static size_t bench_orders(const cq_state *s, cq_order *orders)
{
    const cq_graph *g = s->graph;
    core_rng rng;
    core_rng_seed(&rng, 42);
    size_t n = 0;
    for (int e = 0; e < g->n_edges && n < N_ORDERS; e++) {
        int from = g->edges[e].from;
        if (s->controller[from] == CQ_NEUTRAL)
            continue;
        orders[n++] = (cq_order){s->controller[from], g->vertices[from].id, g->vertices[g->edges[e].to].id,
                                 1 + (int64_t)core_rng_below(&rng, 20)};
    }
    while (n < N_ORDERS - 200) {
        int e = (int)core_rng_below(&rng, (uint32_t)g->n_edges);
        int from = g->edges[e].from;
        if (s->controller[from] == CQ_NEUTRAL)
            continue;
        orders[n++] = (cq_order){s->controller[from], g->vertices[from].id, g->vertices[g->edges[e].to].id,
                                 1 + (int64_t)core_rng_below(&rng, 5)};
    }
    while (n < N_ORDERS) {
        int v = (int)core_rng_below(&rng, (uint32_t)g->n_vertices);
        int kind = (int)(n % 3);
        int owner = s->controller[v] >= 0 ? s->controller[v] : 0;
        orders[n++] = (cq_order){kind == 0 ? (owner + 1) % N_PLAYERS : owner, g->vertices[v].id,
                                 kind == 1 ? g->vertices[v].id + 2 * SIDE : g->vertices[v].id + 1,
                                 kind == 2 ? 1000 : 1};
    }
    return n;
}

static void report_times(const char *what, double *t, int reps)
{
    qsort(t, (size_t)reps, sizeof *t, compare_doubles);
    printf("%s: best %.3f ms, median %.3f ms (%d runs)\n", what, t[0] * 1e3, t[reps / 2] * 1e3, reps);
}

int main(int argc, char **argv)
{
    bool smoke = argc > 1 && strcmp(argv[1], "--smoke") == 0;
    int reps = smoke ? 1 : 200;

    cq_gen_params params;
    cq_gen_params_default(&params, CQ_LAYOUT_GRID, SIDE, SIDE);
    params.seed = 1;
    cq_graph graph;
    cq_graph_init(&graph);
    if (cq_generate(&graph, &params) != CQ_GEN_OK) {
        fprintf(stderr, "bench_conquest: cannot generate the graph\n");
        return 1;
    }
    static cq_state base, work;
    static cq_order orders[N_ORDERS];
    static cq_order_problem problems[N_ORDERS];
    bench_state(&base, &graph);
    size_t n = bench_orders(&base, orders);

    double *times = malloc((size_t)reps * sizeof *times);
    if (times == NULL)
        return 1;
    cq_turn_report rep = {0};
    for (int r = 0; r < reps; r++) {
        work = base;
        double t0 = now_seconds();
        if (!cq_turn_resolve(&work, orders, n, problems, &rep)) {
            fprintf(stderr, "bench_conquest: out of memory\n");
            return 1;
        }
        times[r] = now_seconds() - t0;
    }
    printf("turn: %d vertices, %d edges, %zu orders (%d valid, %d dropped), %d head-on pairs, %d captures, "
           "%d draws\n",
           graph.n_vertices, graph.n_edges, n, rep.valid, rep.dropped, rep.headon_pairs, rep.captures, rep.draws);
    report_times("turn", times, reps);

    /* The CLI's path: text in, text out. */
    char *state_text = data_cq_state_to_json(&base, NULL);
    char *orders_text = data_cq_orders_to_json(&base, orders, n);
    if (state_text == NULL || orders_text == NULL)
        return 1;
    int json_reps = smoke ? 1 : 20;
    for (int r = 0; r < json_reps; r++) {
        double t0 = now_seconds();
        cq_graph g2;
        cq_graph_init(&g2);
        data_error err;
        cq_order *parsed = NULL;
        size_t n2 = 0;
        if (!data_cq_state_parse(state_text, strlen(state_text), "bench", &g2, &work, NULL, &err) ||
            !data_cq_orders_parse(orders_text, strlen(orders_text), "bench", &work, &parsed, &n2, &err)) {
            char msg[800];
            data_error_format(&err, msg, sizeof msg);
            fprintf(stderr, "bench_conquest: %s\n", msg);
            return 1;
        }
        cq_turn_resolve(&work, parsed, n2, NULL, NULL);
        char *out = data_cq_state_to_json(&work, NULL);
        times[r] = now_seconds() - t0;
        free(out);
        free(parsed);
        cq_graph_free(&g2);
    }
    printf("json: state %zu KiB, orders %zu KiB\n", strlen(state_text) / 1024, strlen(orders_text) / 1024);
    report_times("json (parse state and orders, resolve, write)", times, json_reps);
    free(state_text);
    free(orders_text);

    int bot_reps = smoke ? 1 : 50;
    static cq_order bot_orders[CQ_MAX_EDGES];
    core_rng rng;
    core_rng_seed(&rng, 3);
    for (int r = 0; r < bot_reps; r++) {
        double t0 = now_seconds();
        int k = cq_bot_orders(&base, 0, CQ_BOT_HARD, &rng, bot_orders, CQ_MAX_EDGES);
        times[r] = now_seconds() - t0;
        if (k < 0)
            return 1;
    }
    report_times("bots (one hard bot's orders, 3-turn look-ahead over 4 plans)", times, bot_reps);

    free(times);
    cq_graph_free(&graph);
    return 0;
}
