/*
 * Conquest levels head to head on the shipped maps, seeds one by one (hCqAI19:
 * play-tests 15 and 16 found Normal passive and far from Hard). For a pairing
 * A:B: two players on duel, gauntlet, three-rivers and plains, once per seat
 * order; four players on crown and plains, A in each seat in turn against three
 * B. Per pairing: A's wins (ranking first alone; a fair share is 50 % and 25 %),
 * and for each normal seat its attacks per turn (orders into another player's
 * vertex) and the share of those that took the vertex.
 * bench_cq_ai19 A:B [first_seed [seeds]]   (tuning: 1 40, report: 2001 40)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/ai/cq_bots.h"
#include "skirmish/core/cq/map.h"
#include "skirmish/data/cq_files.h"

typedef struct tally {
    long games, wins, normal_turns, attacks, taken;
} tally;

static void play(const cq_map *m, int n, const cq_bot_level *levels, int tested, uint64_t seed, tally *t)
{
    const cq_graph *g = &m->graph;
    cq_state *s = malloc(sizeof *s), *before = malloc(sizeof *before);
    cq_order *o = malloc((size_t)g->n_edges * (size_t)n * sizeof *o);
    if (s == NULL || before == NULL || o == NULL || cq_state_setup(s, g, n, m->max_turns, seed) != CQ_SETUP_OK)
        exit(1);
    core_rng rng[CQ_SETUP_MAX_PLAYERS];
    for (int p = 0; p < n; p++)
        core_rng_seed(&rng[p], seed ^ (UINT64_C(0x9E3779B97F4A7C15) * (uint64_t)(p + 1)));
    while (!cq_state_over(s)) {
        size_t k = 0;
        int from[CQ_SETUP_MAX_PLAYERS + 1];
        for (int p = 0; p < n; p++) {
            from[p] = (int)k;
            int c = cq_bot_orders(s, p, levels[p], &rng[p], o + k, g->n_edges);
            if (c < 0)
                exit(1);
            k += (size_t)c;
            t->normal_turns += levels[p] == CQ_BOT_NORMAL && !s->players[p].eliminated;
        }
        from[n] = (int)k;
        *before = *s;
        cq_turn_resolve(s, o, k, NULL, NULL);
        for (int p = 0; p < n; p++) {
            if (levels[p] != CQ_BOT_NORMAL)
                continue;
            for (int i = from[p]; i < from[p + 1]; i++) {
                int v = cq_graph_find(g, o[i].to);
                int owner = before->controller[v];
                if (owner == CQ_NEUTRAL || owner == p)
                    continue;
                t->attacks++;
                t->taken += s->controller[v] == p;
            }
        }
    }
    t->games++;
    t->wins += cq_state_ranked_winner(s) == tested;
    free(o);
    free(before);
    free(s);
}

static void load(const char *name, cq_map *m)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/maps/conquest/%s.json", SKIRMISH_SOURCE_DIR, name);
    cq_map_init(m);
    data_error err;
    if (!data_cq_map_load(path, m, &err))
        exit(1);
}

int main(int argc, char **argv)
{
    if (argc < 2 || strchr(argv[1], ':') == NULL)
        return 2;
    char a_name[16], b_name[16];
    if (sscanf(argv[1], "%15[a-z]:%15[a-z]", a_name, b_name) != 2)
        return 2;
    cq_bot_level a, b;
    if (!cq_bot_level_parse(a_name, &a) || !cq_bot_level_parse(b_name, &b))
        return 2;
    long first = argc > 2 ? atol(argv[2]) : 1, seeds = argc > 3 ? atol(argv[3]) : 40;
    static const char *const two[] = {"duel", "gauntlet", "three-rivers", "plains"};
    static const char *const four[] = {"crown", "plains"};
    tally t2 = {0}, t4 = {0};
    for (size_t mi = 0; mi < 4; mi++) {
        cq_map m;
        load(two[mi], &m);
        for (long seed = first; seed < first + seeds; seed++)
            for (int seat = 0; seat < 2; seat++) {
                cq_bot_level lv[2] = {b, b};
                lv[seat] = a;
                play(&m, 2, lv, seat, (uint64_t)seed, &t2);
            }
        cq_map_free(&m);
    }
    for (size_t mi = 0; mi < 2; mi++) {
        cq_map m;
        load(four[mi], &m);
        for (long seed = first; seed < first + seeds; seed++)
            for (int seat = 0; seat < 4; seat++) {
                cq_bot_level lv[4] = {b, b, b, b};
                lv[seat] = a;
                play(&m, 4, lv, seat, (uint64_t)seed, &t4);
            }
        cq_map_free(&m);
    }
    tally *ts[2] = {&t2, &t4};
    for (int i = 0; i < 2; i++)
        printf("%s %s v %s seeds %ld-%ld: wins %ld/%ld %.1f%%, normal attacks/turn %.3f (%.0f%% took it)\n",
               i ? "4p" : "2p", a_name, b_name, first, first + seeds - 1, ts[i]->wins, ts[i]->games,
               100.0 * (double)ts[i]->wins / (double)ts[i]->games,
               ts[i]->normal_turns ? (double)ts[i]->attacks / (double)ts[i]->normal_turns : 0.0,
               ts[i]->attacks ? 100.0 * (double)ts[i]->taken / (double)ts[i]->attacks : 0.0);
    return 0;
}
