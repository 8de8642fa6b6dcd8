/*
 * Play-test 7: the campaign computer (standard level) sat in its capital with
 * 8-14 units while a human took places and won on them. This measures the pressure
 * it puts on one opponent who expands as a newcomer does (the classic level: take
 * every free place next to you, attack what is weaker): how many battles the
 * computer starts (it is not the defender), how many places it ends with, and how
 * many turns it gives no Move order while it trails on places. Tuned on
 * seeds 1-20, reported on 2001 on (docs notes of hCa9).
 *
 * With SKIRMISH_CAMPAIGN_AI_PRESSURE=N set, prints the table over N seeds from
 * SKIRMISH_CAMPAIGN_AI_FIRST (2001); SKIRMISH_CAMPAIGN_AI_EDGE gives the opponent
 * that much gold more at the start, SKIRMISH_CAMPAIGN_AI_MAP keeps one map and
 * SKIRMISH_CAMPAIGN_AI_TRACE=1 prints the computer's idle turns (2: every turn).
 */
#include "campaign_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "campaign_ai_util.h"
#include "data_test_util.h"
#include "skirmish/ai/campaign_ai.h"
#include "skirmish/ai/campaign_sim.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"

static campaign_map map;
static campaign_library library;
static campaign_state st;

static void load(const char *name)
{
    char path[DT_PATH_MAX], rel[128];
    dt_source_path(path, "");
    data_error err;
    assert_true(data_campaign_library_load(path, &library, &err));
    snprintf(rel, sizeof rel, "maps/campaign/%s.json", name);
    dt_source_path(path, rel);
    assert_true(data_campaign_map_load(path, &map, &err));
}

typedef struct pressure {
    int started;      /* battles the computer started (not their defender) */
    int places[2];    /* places held at the end: computer, opponent */
    int idle_behind;  /* turns without a Move order while trailing on places */
    int won;          /* the computer alone won */
    double worst_ms;
} pressure;

static int places_of(int p)
{
    int n = 0;
    for (int l = 0; l < map.n_locations; l++)
        n += st.forces.control[l] == p;
    return n;
}

/* The newcomer of play-test 7: one army that never splits, takes the richest free
 * place next to it, attacks an army it thinks no stronger than itself, else walks
 * towards the nearest place it does not hold. */
static int blob_orders(const campaign_view *v, campaign_order *out)
{
    int n = 0;
    const campaign_map *m = v->map;
    for (int i = 0; i < v->forces.n_armies; i++) {
        const campaign_army *a = &v->forces.armies[i];
        if (a->player != v->seat)
            continue;
        int own = campaign_ai_strength(v, i), best = -1, best_score = 0;
        for (uint64_t adj = m->adjacent[a->loc]; adj; adj &= adj - 1) {
            int l = __builtin_ctzll(adj), enemy = 0;
            for (int j = 0; j < v->forces.n_armies; j++)
                if (v->forces.armies[j].loc == l && v->forces.armies[j].player != v->seat)
                    enemy += campaign_ai_strength(v, j);
            if (enemy > own)
                continue;
            int score = (v->forces.control[l] == v->seat ? 0 : 100 + m->locations[l].supply) + (enemy ? 1000 : 0);
            if (score > best_score) {
                best_score = score;
                best = l;
            }
        }
        if (best < 0) {
            int target = -1;
            for (int l = 0; l < m->n_locations; l++)
                if (v->forces.control[l] != v->seat && m->distance[a->loc][l] < CAMPAIGN_FAR &&
                    (target < 0 || m->distance[a->loc][l] < m->distance[a->loc][target]))
                    target = l;
            for (uint64_t adj = target >= 0 ? m->adjacent[a->loc] : 0; adj && best < 0; adj &= adj - 1) {
                int l = __builtin_ctzll(adj);
                if (m->distance[l][target] == m->distance[a->loc][target] - 1)
                    best = l;
            }
        }
        out[n++] = best >= 0 ? campaign_order_move(a->id, best) : campaign_order_defend(a->id);
    }
    return n;
}

static int edge; /* gold the opponent starts with on top: a player who builds better squads */
static bool blob; /* the opponent: the blob above, else the classic level */

/* What play() gives each seat's orders: its seed, the computer's seat, its figures. */
typedef struct pressure_game {
    uint64_t seed;
    int ai;
    pressure *r;
} pressure_game;

/* Seat v->seat's orders, checked legal (the computer's timed, its turns without a
 * move while behind counted and traced). */
static int seat_orders(const campaign_view *v, campaign_order *out, int room, void *ctx)
{
    const pressure_game *game = ctx;
    int p = v->seat, ai = game->ai;
    uint64_t seed = game->seed;
    pressure *r = game->r;
    campaign_order mine[CAMPAIGN_MAX_ARMIES];
    clock_t t0 = clock();
    int k = p != ai && blob ? blob_orders(v, mine)
                            : campaign_ai_orders_level(v, p == ai ? CAMPAIGN_AI_STANDARD : CAMPAIGN_AI_CLASSIC,
                                                       mine, CAMPAIGN_MAX_ARMIES);
    double ms = 1000.0 * (double)(clock() - t0) / CLOCKS_PER_SEC;
    if (p == ai) {
        r->worst_ms = ms > r->worst_ms ? ms : r->worst_ms;
        bool idle = true;
        for (int i = 0; i < k; i++)
            idle = idle && mine[i].kind != CAMPAIGN_ORDER_MOVE;
        r->idle_behind += idle && places_of(ai) < places_of(1 - ai);
        if (getenv("SKIRMISH_CAMPAIGN_AI_TRACE") && (atoi(getenv("SKIRMISH_CAMPAIGN_AI_TRACE")) == 2 || (idle && places_of(ai) < places_of(1 - ai)))) {
            printf("seed %llu ai %d turn %d places %d-%d:", (unsigned long long)seed, ai, st.turn, places_of(ai), places_of(1 - ai));
            for (int i = 0; i < v->forces.n_armies; i++)
                printf(" [p%d a%d @%d u%d s%d g%d]", v->forces.armies[i].player, v->forces.armies[i].id, v->forces.armies[i].loc, v->units[i], campaign_ai_strength(v, i), campaign_view_budget(v, v->forces.armies[i].player, v->forces.armies[i].loc));
            printf(" orders:");
            for (int i = 0; i < k; i++)
                printf(" %d/%d>%d", mine[i].kind, mine[i].army, mine[i].kind == CAMPAIGN_ORDER_MOVE ? mine[i].to : -1);
            printf("\n");
        }
    }
    int bad;
    assert_int_equal(campaign_state_test_orders(&st, p, mine, k, &bad), CAMPAIGN_ORDER_OK);
    int n = 0;
    for (int i = 0; i < k && n < room; i++)
        out[n++] = mine[i];
    return n;
}

/* One 2-player campaign: seat `ai` plays STANDARD, the other the opponent. */
static pressure play(uint64_t seed, int ai, int turns)
{
    assert_true(campaign_ai_start(&st, &map, &library, 2, seed, turns));
    st.players[1 - ai].gold += edge;
    campaign_sim_config cfg = { AI_RANDOM, 1, NULL, NULL, NULL };
    pressure r;
    memset(&r, 0, sizeof r);
    pressure_game game = { seed, ai, &r };
    while (st.phase != CAMPAIGN_PHASE_OVER) {
        campaign_ai_orders_turn(&st, 2, &library, seat_orders, &game);
        for (int b = 0; b < st.n_battles; b++)
            r.started += (st.battles[b].players >> ai & 1u) && st.battles[b].defender != ai;
        assert_true(campaign_ai_finish_turn(&st, &cfg));
    }
    r.places[0] = places_of(ai);
    r.places[1] = places_of(1 - ai);
    r.won = st.winners == (1u << ai);
    return r;
}

typedef struct totals {
    int games, started, places[2], idle, won, no_attack;
    double worst;
} totals;

static totals measure(const char *name, long first, int seeds, int turns)
{
    if (getenv("SKIRMISH_CAMPAIGN_AI_MAP") && strcmp(getenv("SKIRMISH_CAMPAIGN_AI_MAP"), name) != 0)
        return (totals){ 1, 0, { 0, 0 }, 0, 0, 0, 0 };
    load(name);
    totals t;
    memset(&t, 0, sizeof t);
    for (long seed = first; seed < first + seeds; seed++)
        for (int ai = 0; ai < 2; ai++) {
            pressure r = play((uint64_t)seed, ai, turns);
            t.games++;
            t.started += r.started;
            t.no_attack += r.started == 0;
            t.places[0] += r.places[0];
            t.places[1] += r.places[1];
            t.idle += r.idle_behind;
            t.won += r.won;
            t.worst = r.worst_ms > t.worst ? r.worst_ms : t.worst;
        }
    return t;
}

static const char *const maps[] = { "four-rivers", "three-crowns", "veldt-marches" };

/* Report range: against either opponent on every 2-player map, the computer is
 * never left giving no Move order while it trails on places (before: 12 and 22
 * such turns on Three Crowns and Veldt Marches over seeds 2001-2020), and no order
 * takes long. */
static void test_presses_an_expanding_opponent(void **state)
{
    (void)state;
    for (size_t m = 0; m < 2 * sizeof maps / sizeof maps[0]; m++) {
        blob = m % 2;
        totals t = measure(maps[m / 2], 2001, 8, 12);
        print_message("%s vs %s: started %d, no-attack games %d/%d, idle-behind %d, places %d-%d, won %d\n", maps[m / 2],
                      blob ? "blob" : "classic", t.started, t.no_attack, t.games, t.idle, t.places[0], t.places[1], t.won);
        assert_true(t.idle <= 1);
        /* hAI17: armies split to the budgets hold and take so many places that against
         * the blob on Three Crowns it won every game, some without starting a battle. */
        assert_true(t.no_attack <= 1 || t.won == t.games);
        assert_true(t.worst < 50.0);
    }
    blob = false;
}

int main(void)
{
    const char *n = getenv("SKIRMISH_CAMPAIGN_AI_PRESSURE");
    if (n && atoi(n) > 0) {
        edge = atoi(getenv("SKIRMISH_CAMPAIGN_AI_EDGE") ? getenv("SKIRMISH_CAMPAIGN_AI_EDGE") : "0");
        long first = atol(getenv("SKIRMISH_CAMPAIGN_AI_FIRST") ? getenv("SKIRMISH_CAMPAIGN_AI_FIRST") : "2001");
        printf("| map | opponent | games | battles started/game | games with none | idle turns behind | places (computer-opponent)/game | computer wins | worst ms |\n");
        for (size_t m = 0; m < 2 * sizeof maps / sizeof maps[0]; m++) {
            blob = m % 2;
            totals t = measure(maps[m / 2], first, atoi(n), 12);
            printf("| %s | %s | %d | %.2f | %d | %d | %.1f-%.1f | %d%% | %.2f |\n", maps[m / 2], blob ? "blob" : "classic", t.games,
                   (double)t.started / t.games, t.no_attack, t.idle, (double)t.places[0] / t.games,
                   (double)t.places[1] / t.games, 100 * t.won / t.games, t.worst);
        }
        return 0;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_presses_an_expanding_opponent),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
