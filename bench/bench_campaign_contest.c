/*
 * Does the campaign computer contest places? (play-test 11, defect 2: "the
 * computer avoids battle ... 3 battles in 12 turns".) Whole 2-player, 12-turn
 * campaigns on every 2-player shipped map, both seat orders, between:
 *   standard - the standard level now,
 *   classic  - docs/campaign.md §10 as written,
 *   attacker - a scripted newcomer who goes for the computer's armies: each army
 *              attacks the adjacent army it guesses no stronger than 1.25 x itself,
 *              else takes the richest adjacent place it does not hold, else walks
 *              towards the nearest other player's army.
 * SKIRMISH_CONTEST_EDGE=400 gives the second side that much gold more at the start
 * (a newcomer's bigger armies: play-test 11 saw 8 units in one army).
 * Battles are auto-played by the Escarmouche AI at `random` on the plain board (the
 * campaign layer decides; SKIRMISH_CONTEST_BATTLE_AI=1/2/3 for easy/normal/hard).
 * Per pairing: battles a game, games with none, each side's wins, and the attacks
 * of the second side on a place where an army of the first stood when the orders
 * were given, with how many of those found it gone (no battle there).
 *
 * SKIRMISH_CONTEST_TRACE=1 prints each game and each attack that found the place
 * gone; SKIRMISH_CONTEST_TRACE_TURNS=1 every turn's armies and orders.
 * bench_campaign_contest [first_seed [seeds]]   (tuning: 1 40, report: 2001 40)
 * bench_campaign_contest --smoke                 (one seed, one map: it runs)
 */
#define _POSIX_C_SOURCE 199309L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_util.h"
#include "campaign_ai_util.h"
#include "skirmish/ai/campaign_ai.h"
#include "skirmish/ai/campaign_sim.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"

enum kind { STANDARD, CLASSIC, ATTACKER };
static const char *const kind_name[] = { "standard", "classic", "attacker" };

static campaign_map map;
static campaign_library library;
static campaign_state st;
static bool trace; /* SKIRMISH_CONTEST_TRACE: each attack that found the place gone */
static int edge;   /* SKIRMISH_CONTEST_EDGE: gold the second side starts with on top (a human's bigger armies) */

static int places_of(int p)
{
    int n = 0;
    for (int l = 0; l < map.n_locations; l++)
        n += st.forces.control[l] == p;
    return n;
}

/* The nearest location holding another player's army, or -1. */
static int nearest_enemy(const campaign_view *v, int from)
{
    int best = -1;
    for (int j = 0; j < v->forces.n_armies; j++) {
        int l = v->forces.armies[j].loc;
        if (v->forces.armies[j].player != v->seat && v->map->distance[from][l] < CAMPAIGN_FAR &&
            (best < 0 || v->map->distance[from][l] < v->map->distance[from][best]))
            best = l;
    }
    return best;
}

static int attacker_orders(const campaign_view *v, campaign_order *out)
{
    const campaign_map *m = v->map;
    int n = 0;
    for (int i = 0; i < v->forces.n_armies; i++) {
        const campaign_army *a = &v->forces.armies[i];
        if (a->player != v->seat)
            continue;
        int own = campaign_ai_strength(v, i), to = -1, best = 0;
        for (uint64_t adj = m->adjacent[a->loc]; adj; adj &= adj - 1) {
            int l = __builtin_ctzll(adj), enemy = 0, score;
            for (int j = 0; j < v->forces.n_armies; j++)
                if (v->forces.armies[j].loc == l && v->forces.armies[j].player != v->seat)
                    enemy += campaign_ai_strength(v, j);
            if (enemy > 0)
                score = 4 * enemy <= 5 * own ? 10000 + m->locations[l].supply : 0;
            else
                score = v->forces.control[l] == v->seat ? 0 : 100 + m->locations[l].supply;
            if (score > best) {
                best = score;
                to = l;
            }
        }
        int target = to < 0 ? nearest_enemy(v, a->loc) : -1;
        for (uint64_t adj = target >= 0 ? m->adjacent[a->loc] : 0; adj && to < 0; adj &= adj - 1) {
            int l = __builtin_ctzll(adj);
            if (m->distance[l][target] == m->distance[a->loc][target] - 1 && l != target)
                to = l;
        }
        out[n++] = to >= 0 ? campaign_order_move(a->id, to) : campaign_order_defend(a->id);
    }
    return n;
}

static int orders_of(enum kind k, const campaign_view *v, campaign_order *out)
{
    switch (k) {
    case STANDARD:
        return campaign_ai_orders_level(v, CAMPAIGN_AI_STANDARD, out, CAMPAIGN_MAX_ARMIES);
    case CLASSIC:
        return campaign_ai_orders_level(v, CAMPAIGN_AI_CLASSIC, out, CAMPAIGN_MAX_ARMIES);
    default:
        return attacker_orders(v, out);
    }
}

typedef struct tally {
    int games, battles, none, wins[2], attacks, gone;
    double worst_ms;
} tally;

/* A standoff as seat `player`'s kind (ctx: the kinds by seat) decides it. */
static bool contest_standoff(const campaign_view *view, int loc, int player, const void *ctx)
{
    (void)player;
    (void)ctx;
    return campaign_ai_standoff(view, loc);
}

/* One campaign: kinds[s] plays seat s; side[s] is 0 for the pairing's first kind. */
static void play(uint64_t seed, const enum kind *kinds, const int *side, const campaign_sim_config *cfg, tally *t)
{
    if (!campaign_ai_start(&st, &map, &library, 2, seed, 12))
        exit(1);
    for (int p = 0; p < 2; p++)
        st.players[p].gold += side[p] == 1 ? edge : 0;
    int battles = 0;
    while (st.phase != CAMPAIGN_PHASE_OVER) {
        campaign_ai_downtimes(&st, 2, &library);
        campaign_order orders[CAMPAIGN_MAX_ARMIES];
        int total = 0;
        uint64_t attacked = 0; /* places the second side moved onto an army of the first */
        for (int p = 0; p < 2; p++) {
            if (st.players[p].eliminated)
                continue;
            campaign_view v;
            campaign_state_view(&st, p, &v);
            double t0 = bench_cpu_ms();
            int k = orders_of(kinds[p], &v, orders + total);
            double ms = bench_cpu_ms() - t0;
            t->worst_ms = ms > t->worst_ms ? ms : t->worst_ms;
            for (int i = 0; i < k && side[p] == 1; i++)
                for (int j = 0; j < st.forces.n_armies; j++)
                    if (orders[total + i].kind == CAMPAIGN_ORDER_MOVE && st.forces.armies[j].player != p &&
                        st.forces.armies[j].loc == orders[total + i].to)
                        attacked |= UINT64_C(1) << orders[total + i].to;
            total += k;
        }
        if (getenv("SKIRMISH_CONTEST_TRACE_TURNS")) {
            printf("seed %llu turn %d:", (unsigned long long)seed, st.turn);
            for (int j = 0; j < st.forces.n_armies; j++)
                printf(" [%s a%d @%d]", kind_name[kinds[st.forces.armies[j].player]], st.forces.armies[j].id, st.forces.armies[j].loc);
            printf(" orders:");
            for (int i = 0; i < total; i++)
                printf(" a%d:%d>%d", orders[i].army, orders[i].kind, orders[i].kind == CAMPAIGN_ORDER_MOVE ? orders[i].to : -1);
            printf("\n");
        }
        campaign_ai_resolve(&st, orders, total, 2, contest_standoff, kinds);
        battles += st.n_battles;
        t->attacks += __builtin_popcountll(attacked);
        /* Gone: no battle there, and none of the armies that stood there fought. */
        uint64_t fought = 0;
        for (int b = 0; b < st.n_battles; b++) {
            attacked &= ~(UINT64_C(1) << st.battles[b].loc);
            for (int k = 0; k < st.battles[b].n_army_ids; k++) {
                int j = campaign_forces_find(&st.res.forces, st.battles[b].army_ids[k]);
                fought |= j >= 0 ? UINT64_C(1) << st.res.origin[j] : 0;
            }
        }
        attacked &= ~fought;
        t->gone += __builtin_popcountll(attacked);
        for (int i = 0; i < total && trace && attacked; i++) {
            int j = campaign_forces_find(&st.res.forces, orders[i].army);
            if (j >= 0 && (attacked >> st.res.origin[j] & 1u))
                printf("seed %llu turn %d: %s's army %d at %d: order %d to %d\n", (unsigned long long)seed, st.turn,
                       kind_name[kinds[st.res.forces.armies[j].player]], orders[i].army, st.res.origin[j],
                       orders[i].kind, orders[i].to);
        }
        if (!campaign_ai_finish_turn(&st, cfg))
            exit(1);
    }
    if (trace)
        printf("seed %llu: %s (seat 0) vs %s: %d battles, winners %u, places %d-%d\n", (unsigned long long)seed,
               kind_name[kinds[0]], kind_name[kinds[1]], battles, st.winners, places_of(0), places_of(1));
    t->games++;
    t->battles += battles;
    t->none += battles == 0;
    for (int p = 0; p < 2; p++)
        t->wins[side[p]] += st.winners == 1u << p;
}

int main(int argc, char **argv)
{
    bool smoke = argc > 1 && strcmp(argv[1], "--smoke") == 0;
    long first = !smoke && argc > 1 ? atol(argv[1]) : 2001;
    int seeds = smoke ? 1 : argc > 2 ? atoi(argv[2]) : 40;
    trace = getenv("SKIRMISH_CONTEST_TRACE") != NULL;
    edge = getenv("SKIRMISH_CONTEST_EDGE") ? atoi(getenv("SKIRMISH_CONTEST_EDGE")) : 0;
    const char *env = getenv("SKIRMISH_CONTEST_BATTLE_AI");
    campaign_sim_config cfg = { env ? (ai_level)atoi(env) : AI_RANDOM, 1, NULL, NULL, NULL };
    static const char *const maps[] = { "four-rivers", "three-crowns", "veldt-marches" };
    static const enum kind pairs[][2] = {
        { STANDARD, CLASSIC }, { STANDARD, ATTACKER }, { CLASSIC, ATTACKER }, { STANDARD, STANDARD },
    };
    char path[1024];
    data_error err;
    if (!data_campaign_library_load(SKIRMISH_SOURCE_DIR, &library, &err)) {
        fprintf(stderr, "library: %s\n", err.message);
        return 1;
    }
    printf("seeds %ld-%ld, both seat orders, 12 turns, second side +%d gold\n", first, first + seeds - 1, edge);
    printf("| map | first vs second | games | battles/game | no-battle games | first wins | second wins | "
           "second's attacks on first's armies: found gone | worst ms |\n|---|---|---|---|---|---|---|---|---|\n");
    for (size_t m = 0; m < (smoke ? 1 : sizeof maps / sizeof maps[0]); m++) {
        snprintf(path, sizeof path, "%s/maps/campaign/%s.json", SKIRMISH_SOURCE_DIR, maps[m]);
        if (!data_campaign_map_load(path, &map, &err)) {
            fprintf(stderr, "%s: %s\n", maps[m], err.message);
            return 1;
        }
        for (size_t q = 0; q < (smoke ? 1 : sizeof pairs / sizeof pairs[0]); q++) {
            tally t;
            memset(&t, 0, sizeof t);
            for (long seed = first; seed < first + seeds; seed++)
                for (int swap = 0; swap < 2; swap++) {
                    enum kind kinds[2] = { pairs[q][swap], pairs[q][1 - swap] };
                    int side[2] = { swap, 1 - swap };
                    play((uint64_t)seed, kinds, side, &cfg, &t);
                }
            printf("| %s | %s vs %s | %d | %.2f | %d | %d%% | %d%% | %d: %d | %.2f |\n", maps[m], kind_name[pairs[q][0]],
                   kind_name[pairs[q][1]], t.games, (double)t.battles / t.games, t.none, 100 * t.wins[0] / t.games,
                   100 * t.wins[1] / t.games, t.attacks, t.gone, t.worst_ms);
        }
    }
    return 0;
}
