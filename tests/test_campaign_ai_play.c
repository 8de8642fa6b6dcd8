/*
 * The campaign computer's standard level playing whole campaigns (docs/ai.md,
 * Campaign): against the classic level (docs/campaign.md §10 as written) and against
 * a "sitter" that never moves (the newcomer's empty capital), on shipped maps, over
 * seeds no tuning looked at (the report range, 1001 on; tuning used 1-40). The
 * battles are played by a scripted chooser (ends every turn) so that the result
 * does not move when the Escarmouche AI is tuned; the campaign layer decides.
 *
 * With SKIRMISH_CAMPAIGN_AI_TABLE=N set, prints the measurement table over N seeds.
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

enum { SITTER = -1 };

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

typedef struct result {
    int battles, turns, winner; /* winner: a seat, -1 shared or none */
    double worst_ms;
} result;

/* One campaign: seat s plays levels[s] (SITTER: Defend everything). */
static result play(int players, uint64_t seed, int turns, const int *levels, const campaign_sim_config *cfg)
{
    assert_true(campaign_ai_start(&st, &map, &library, players, seed, turns));
    result r = { 0, 0, -1, 0 };
    while (st.phase != CAMPAIGN_PHASE_OVER) {
        campaign_ai_downtimes(&st, players, &library);
        campaign_order orders[CAMPAIGN_MAX_ARMIES];
        int total = 0;
        for (int p = 0; p < players; p++) {
            if (st.players[p].eliminated)
                continue;
            campaign_view v;
            campaign_state_view(&st, p, &v);
            campaign_order mine[CAMPAIGN_MAX_ARMIES];
            int k = 0;
            if (levels[p] == SITTER) {
                for (int i = 0; i < v.forces.n_armies; i++)
                    if (v.forces.armies[i].player == p)
                        mine[k++] = campaign_order_defend(v.forces.armies[i].id);
            } else {
                clock_t t0 = clock();
                k = campaign_ai_orders_level(&v, (campaign_ai_level)levels[p], mine, CAMPAIGN_MAX_ARMIES);
                double ms = 1000.0 * (double)(clock() - t0) / CLOCKS_PER_SEC;
                if (ms > r.worst_ms)
                    r.worst_ms = ms;
            }
            int bad;
            assert_int_equal(campaign_state_test_orders(&st, p, mine, k, &bad), CAMPAIGN_ORDER_OK);
            for (int i = 0; i < k && total < CAMPAIGN_MAX_ARMIES; i++)
                orders[total++] = mine[i];
        }
        campaign_ai_resolve(&st, orders, total, players, NULL, NULL);
        r.battles += st.n_battles;
        assert_true(campaign_ai_finish_turn(&st, cfg));
    }
    r.turns = st.turn;
    r.winner = __builtin_popcount(st.winners) == 1 ? __builtin_ctz(st.winners) : -1;
    return r;
}

/* Battles by the Escarmouche AI at its fastest level, on the plain board. */
static campaign_sim_config quick_battles(void)
{
    campaign_sim_config cfg = { AI_RANDOM, 1, NULL, NULL, NULL };
    return cfg;
}

/* The standard level takes an enemy capital next to it that no army holds. */
static void test_takes_undefended_capital(void **state)
{
    (void)state;
    ct_map(&map, "capital village capital village", "0-1 1-2 2-3");
    int starts[2] = { 0, 3 };
    ct_campaign(&st, &map, 2, starts);
    st.forces.control[2] = 1;
    int r = ct_add_army(&st, 0, 1);
    ct_add_unit(&st, 0, r, ct_unit(2, 1, 1, 1));
    campaign_state_snapshot_public(&st);
    campaign_end_downtime(&st);
    campaign_view v;
    campaign_state_view(&st, 0, &v);
    campaign_order o[8];
    int n = campaign_ai_orders(&v, o, 8);
    bool takes = false;
    for (int i = 0; i < n; i++)
        takes = takes || (o[i].kind == CAMPAIGN_ORDER_MOVE && o[i].army == r && o[i].to == 2);
    assert_true(takes);
    int bad;
    assert_int_equal(campaign_state_test_orders(&st, 0, o, n, &bad), CAMPAIGN_ORDER_OK);
}

/* With an enemy army next to its capital, the standard level does not walk off to a
 * neutral village and leave the capital empty (the classic level does). */
static void test_keeps_threatened_capital(void **state)
{
    (void)state;
    ct_map(&map, "capital village village village capital", "0-1 0-2 2-3 3-4 1-3");
    int starts[2] = { 0, 4 };
    ct_campaign(&st, &map, 2, starts);
    st.forces.control[2] = 1;
    int e = ct_add_army(&st, 1, 2);
    for (int i = 0; i < 3; i++)
        ct_add_unit(&st, 1, e, ct_unit(1, 1, 1, 1));
    for (int i = 0; i < 3; i++)
        ct_add_unit(&st, 0, 0, ct_unit(2, 1, 1, 1));
    campaign_state_snapshot_public(&st);
    campaign_end_downtime(&st);
    campaign_view v;
    campaign_state_view(&st, 0, &v);
    campaign_order o[8];
    int n = campaign_ai_orders(&v, o, 8);
    assert_int_equal(n, 1);
    /* Holds, or strikes the threat itself; never the free walk to L1. */
    assert_true(o[0].kind == CAMPAIGN_ORDER_DEFEND || (o[0].kind == CAMPAIGN_ORDER_MOVE && o[0].to == 2));
}

/* Over report-range seeds on Four Rivers (the newcomer's map), against a player
 * who never moves, battles happen in every campaign and the computer wins most. */
static void test_battles_happen(void **state)
{
    (void)state;
    load("four-rivers");
    campaign_sim_config cfg = quick_battles();
    int levels[2] = { CAMPAIGN_AI_STANDARD, SITTER };
    int wins = 0;
    for (uint64_t seed = 1001; seed < 1009; seed++) {
        for (int side = 0; side < 2; side++) {
            levels[side] = CAMPAIGN_AI_STANDARD;
            levels[1 - side] = SITTER;
            result r = play(2, seed, 12, levels, &cfg);
            assert_true(r.battles > 0);
            assert_true(r.worst_ms < 50.0);
            wins += r.winner == side;
        }
    }
    assert_true(wins >= 12);
}

static void table(int seeds)
{
    static const struct { const char *map; int players; } maps[] = {
        { "four-rivers", 2 }, { "four-rivers", 4 }, { "three-crowns", 2 }, { "three-crowns", 3 }, { "veldt-marches", 2 },
    };
    static const struct { const char *name; int a, b; } pairs[] = {
        { "classic vs classic", CAMPAIGN_AI_CLASSIC, CAMPAIGN_AI_CLASSIC },
        { "standard vs standard", CAMPAIGN_AI_STANDARD, CAMPAIGN_AI_STANDARD },
        { "standard vs classic", CAMPAIGN_AI_STANDARD, CAMPAIGN_AI_CLASSIC },
        { "classic vs sitter", CAMPAIGN_AI_CLASSIC, SITTER },
        { "standard vs sitter", CAMPAIGN_AI_STANDARD, SITTER },
    };
    long first = atol(getenv("SKIRMISH_CAMPAIGN_AI_FIRST") ? getenv("SKIRMISH_CAMPAIGN_AI_FIRST") : "1001");
    int turns = atoi(getenv("SKIRMISH_CAMPAIGN_AI_TURNS") ? getenv("SKIRMISH_CAMPAIGN_AI_TURNS") : "12");
    campaign_sim_config cfg = quick_battles();
    printf("| map | players | pairing | battles/game | no-battle games | turns | first side wins | worst ms |\n");
    for (size_t m = 0; m < sizeof maps / sizeof maps[0]; m++) {
        load(maps[m].map);
        const char *only = getenv("SKIRMISH_CAMPAIGN_AI_PAIR"); /* one pairing, by index */
        for (size_t q = 0; q < sizeof pairs / sizeof pairs[0]; q++) {
            if (only && (size_t)atoi(only) != q)
                continue;
            int battles = 0, zero = 0, turns_sum = 0, wins = 0, games = 0;
            double worst = 0;
            for (long seed = first; seed < first + seeds; seed++)
                for (int side = 0; side < maps[m].players; side++) {
                    int levels[CAMPAIGN_MAX_PLAYERS];
                    for (int p = 0; p < maps[m].players; p++)
                        levels[p] = p == side ? pairs[q].a : pairs[q].b;
                    result r = play(maps[m].players, (uint64_t)seed, turns, levels, &cfg);
                    battles += r.battles;
                    zero += r.battles == 0;
                    turns_sum += r.turns;
                    wins += r.winner == side;
                    worst = r.worst_ms > worst ? r.worst_ms : worst;
                    games++;
                }
            printf("| %s | %d | %s | %.2f | %d/%d | %.1f | %d%% | %.2f |\n", maps[m].map, maps[m].players,
                   pairs[q].name, (double)battles / games, zero, games, (double)turns_sum / games,
                   100 * wins / games, worst);
            fflush(stdout);
        }
    }
}

int main(void)
{
    const char *n = getenv("SKIRMISH_CAMPAIGN_AI_TABLE");
    if (n && atoi(n) > 0) {
        table(atoi(n));
        return 0;
    }
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_takes_undefended_capital),
        cmocka_unit_test(test_keeps_threatened_capital),
        cmocka_unit_test(test_battles_happen),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
