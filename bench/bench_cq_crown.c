/*
 * Does the Conquest computer contest and hold a rich hub? (play-test 14: on The
 * Crown the crown vertex makes 8 units a turn and whoever holds it wins; the
 * Normal computer did not contest it, the tester took it on turn 5 with 10 units,
 * and the computer later left it.) Three-player games on The Crown, 30 turns at
 * most, the level under test in each seat in turn against two of:
 *   rusher - every own vertex with an edge into the crown sends all its units there
 *            together when they are 2 more than its price; a held crown keeps its
 *            units; everything else plays easy (the tester's plan);
 *   normal, hard - the levels.
 * Per pairing: the tested seat's share of the turns holding the crown, the games in
 * which it ever took it, its mean first turn there, and its wins (ranked first).
 * bench_cq_crown [first_seed [seeds]]   (tuning: 1 20, report: 2001 20)
 * bench_cq_crown --smoke                 (one seed, one pairing)
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/ai/cq_bots.h"
#include "skirmish/core/cq/map.h"
#include "skirmish/data/cq_files.h"

#define RUSHER (-1)

static int rusher_orders(const cq_state *s, int me, int hub, core_rng *rng, cq_order *out, int cap)
{
    const cq_graph *g = s->graph;
    int64_t pool = 0;
    for (int e = 0; e < g->n_edges; e++)
        if (g->edges[e].to == hub && s->controller[g->edges[e].from] == me)
            pool += s->units[g->edges[e].from];
    /* A neutral vertex costs its weight, another player's its units + 1 (conquest.md §6). */
    int64_t price = s->controller[hub] == CQ_NEUTRAL ? g->vertices[hub].weight : s->units[hub] + 1;
    if (s->controller[hub] != me && pool >= price + 2) {
        int n = 0;
        for (int e = 0; e < g->n_edges && n < cap; e++)
            if (g->edges[e].to == hub && s->controller[g->edges[e].from] == me && s->units[g->edges[e].from] > 0)
                out[n++] = (cq_order){me, g->vertices[g->edges[e].from].id, g->vertices[hub].id,
                                      s->units[g->edges[e].from]};
        return n;
    }
    int k = cq_bot_orders(s, me, CQ_BOT_EASY, rng, out, cap), n = 0;
    for (int i = 0; i < k; i++) /* a held crown keeps its units */
        if (!(s->controller[hub] == me && out[i].from == g->vertices[hub].id))
            out[n++] = out[i];
    return n;
}

typedef struct tally {
    int games, turns, held, took, first_sum, wins;
} tally;

static void play(const cq_graph *g, uint64_t seed, const int *levels, int tested, int hub, tally *t)
{
    cq_state *s = malloc(sizeof *s);
    cq_order *orders = malloc((size_t)g->n_edges * 3 * sizeof *orders);
    if (s == NULL || orders == NULL || cq_state_setup(s, g, 3, 30, seed) != CQ_SETUP_OK)
        exit(1);
    core_rng rng[3];
    for (int p = 0; p < 3; p++)
        core_rng_seed(&rng[p], seed * 10 + (uint64_t)p);
    int first = -1, turn = 0;
    while (!cq_state_over(s)) {
        size_t n = 0;
        for (int p = 0; p < 3; p++) {
            int k = levels[p] == RUSHER ? rusher_orders(s, p, hub, &rng[p], orders + n, g->n_edges)
                                        : cq_bot_orders(s, p, (cq_bot_level)levels[p], &rng[p], orders + n, g->n_edges);
            if (k < 0)
                exit(1);
            n += (size_t)k;
        }
        cq_turn_resolve(s, orders, n, NULL, NULL);
        turn++;
        t->turns++;
        t->held += s->controller[hub] == tested;
        if (getenv("SKIRMISH_CROWN_TRACE"))
            printf("seed %llu turn %d: crown %d (%lld units), tested seat %d units %lld\n", (unsigned long long)seed,
                   turn, s->controller[hub], (long long)s->units[hub], tested,
                   (long long)cq_state_player_units(s, tested));
        if (first < 0 && s->controller[hub] == tested)
            first = turn;
    }
    t->games++;
    t->took += first >= 0;
    t->first_sum += first >= 0 ? first : 0;
    t->wins += cq_state_ranked_winner(s) == tested;
    free(orders);
    free(s);
}

int main(int argc, char **argv)
{
    bool smoke = argc > 1 && strcmp(argv[1], "--smoke") == 0;
    long first = !smoke && argc > 1 ? atol(argv[1]) : 2001;
    int seeds = smoke ? 1 : argc > 2 ? atoi(argv[2]) : 20;
    char path[1024];
    snprintf(path, sizeof path, "%s/maps/conquest/crown.json", SKIRMISH_SOURCE_DIR);
    cq_map m;
    cq_map_init(&m);
    data_error err;
    if (!data_cq_map_load(path, &m, &err))
        return 1;
    int hub = 0;
    for (int v = 0; v < m.graph.n_vertices; v++)
        hub = m.graph.vertices[v].weight > m.graph.vertices[hub].weight ? v : hub;
    static const int tested_levels[] = { CQ_BOT_NORMAL, CQ_BOT_HARD, CQ_BOT_EASY };
    static const int opponents[] = { RUSHER, CQ_BOT_NORMAL, CQ_BOT_HARD };
    static const char *const names[] = { "rusher", "random", "easy", "normal", "hard" };
    printf("The Crown, 3 players, 30 turns, seeds %ld-%ld, the tested level in each seat\n", first, first + seeds - 1);
    printf("| tested | vs two | games | turns holding the crown | games it took it | mean first turn | wins |\n"
           "|---|---|---|---|---|---|---|\n");
    for (size_t a = 0; a < (smoke ? 1 : sizeof tested_levels / sizeof tested_levels[0]); a++)
        for (size_t o = 0; o < (smoke ? 1 : sizeof opponents / sizeof opponents[0]); o++) {
            tally t;
            memset(&t, 0, sizeof t);
            if (getenv("SKIRMISH_CROWN_ONLY") && atoi(getenv("SKIRMISH_CROWN_ONLY")) != (int)(a * 3 + o))
                continue;
            for (long seed = first; seed < first + seeds; seed++)
                for (int seat = 0; seat < 3; seat++) {
                    int levels[3] = { opponents[o], opponents[o], opponents[o] };
                    levels[seat] = tested_levels[a];
                    play(&m.graph, (uint64_t)seed, levels, seat, hub, &t);
                }
            printf("| %s | %s | %d | %d%% | %d | %.1f | %d%% |\n", names[tested_levels[a] + 1], names[opponents[o] + 1],
                   t.games, 100 * t.held / (t.turns ? t.turns : 1), t.took, t.took ? (double)t.first_sum / t.took : 0.0,
                   100 * t.wins / t.games);
        }
    cq_map_free(&m);
    return 0;
}
