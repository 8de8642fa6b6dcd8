/*
 * The normal Conquest computer player (docs/conquest.md §14; a play-tester
 * found the old one weak): it reinforces a threatened vertex when its
 * neighbours can, pools units from several vertices against a weakly held one,
 * does not throw units at what it cannot take (its plan, which normal's
 * search plays when no variant does better), beats easy in most games over a
 * fixed set of seeds, and beats its plan alone (the old normal).
 */
#include "cq_test_util.h"

#include "cq_bots_internal.h" /* normal's plan alone: the old normal */

#include <stdio.h>
#include <stdlib.h>

#include "skirmish/ai/cq_bots.h"
#include "skirmish/core/cq/map.h"
#include "skirmish/data/cq_files.h"

static int bot_orders(const cq_state *s, int player, cq_bot_level level, cq_order *out, int cap)
{
    core_rng r;
    core_rng_seed(&r, 3);
    int k = cq_bot_orders(s, player, level, &r, out, cap);
    assert_true(k >= 0);
    assert_int_equal(cq_orders_check(s, out, (size_t)k, NULL), k);
    return k;
}

/* Units ordered from `from` to `to` (ids equal indices in these graphs). */
static int64_t sent(const cq_order *o, int k, int from, int to)
{
    int64_t sum = 0;
    for (int i = 0; i < k; i++)
        if (o[i].from == from && o[i].to == to)
            sum += o[i].units;
    return sum;
}

/* Vertex 1 (2 units) faces p1's 5 units on vertex 2; vertex 0 (10 units) is at
 * the front too (a neutral vertex of weight 20 next to it), so only a decision
 * to defend sends its units. Normal sends the 4 that make 1's guard (5 + 1) and
 * keeps the rest; 1 holds when p1 attacks with everything. Easy sends nothing
 * and loses it. */
static void test_reinforces_threatened(void **state)
{
    (void)state;
    static const int weights[] = {1, 1, 1, 20};
    cq_graph g;
    cqt_graph(&g, 4, weights, "0-1 1-2 0-3");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 10);
    cqt_hold(&s, 1, 0, 2);
    cqt_hold(&s, 2, 1, 5);
    cq_order o[16];
    int k = bot_orders(&s, 0, CQ_BOT_NORMAL, o, 16);
    assert_int_equal(sent(o, k, 0, 1), 4);
    assert_int_equal(sent(o, k, 1, 2), 0);
    assert_int_equal(sent(o, k, 0, 3), 0);

    o[k++] = cqt_order(1, 2, 1, 5);
    cq_state after = s;
    cqt_resolve(&after, o, (size_t)k, NULL);
    assert_int_equal(after.controller[1], 0);

    k = bot_orders(&s, 0, CQ_BOT_EASY, o, 16);
    assert_int_equal(sent(o, k, 0, 1), 0);
    o[k++] = cqt_order(1, 2, 1, 5);
    cqt_resolve(&s, o, (size_t)k, NULL);
    assert_int_equal(s.controller[1], 1);
    cq_graph_free(&g);
}

/* When the guard cannot be made (neighbours too weak), the vertex is not
 * reinforced in vain. */
static void test_no_reinforcement_in_vain(void **state)
{
    (void)state;
    static const int weights[] = {1, 1, 1, 20};
    cq_graph g;
    cqt_graph(&g, 4, weights, "0-1 1-2 0-3");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 3);
    cqt_hold(&s, 1, 0, 2);
    cqt_hold(&s, 2, 1, 50);
    cq_order o[16];
    int k = bot_orders(&s, 0, CQ_BOT_NORMAL, o, 16);
    assert_int_equal(sent(o, k, 0, 1), 0);
    cq_graph_free(&g);
}

/* p1's vertex 2 holds 4 units; p0's vertices 0 and 1 hold 3 each, so neither can
 * take it alone. Normal sends 5 together (and keeps the last unit). */
static void test_pools_against_weak_neighbour(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 4, NULL, "0-2 1-2 2-3");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 3);
    cqt_hold(&s, 1, 0, 3);
    cqt_hold(&s, 2, 1, 4);
    cqt_hold(&s, 3, 1, 1);
    cq_order o[16];
    int k = bot_orders(&s, 0, CQ_BOT_NORMAL, o, 16);
    assert_int_equal(sent(o, k, 0, 2) + sent(o, k, 1, 2), 5);
    cqt_resolve(&s, o, (size_t)k, NULL);
    assert_int_equal(s.controller[2], 0);
    cq_graph_free(&g);
}

/* Nothing is thrown at a vertex it cannot take: 3 units next to a neutral vertex
 * of weight 5 and p1's vertex of 6 wait (gathering) rather than die. */
static void test_no_scattered_attacks(void **state)
{
    (void)state;
    static const int weights[] = {1, 5, 1};
    cq_graph g;
    cqt_graph(&g, 3, weights, "0-1 0-2");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 3);
    cqt_hold(&s, 2, 1, 6);
    cq_order o[16];
    int k = bot_orders(&s, 0, CQ_BOT_NORMAL, o, 16);
    assert_int_equal(k, 0);
    cq_graph_free(&g);
}

static void load_map(const char *name, cq_map *m)
{
    char rel[256], path[CQT_PATH_MAX];
    snprintf(rel, sizeof rel, "maps/conquest/%s.json", name);
    cqt_source_path(path, rel);
    cq_map_init(m);
    data_error err;
    if (!data_cq_map_load(path, m, &err)) {
        char msg[800];
        data_error_format(&err, msg, sizeof msg);
        fail_msg("%s", msg);
    }
}

/* The old normal, normal's plan alone (before the play-test that found it
 * easy to beat): a seat's "level" in the games below. */
#define PLAN_ALONE (-1)

static int seat_orders(const cq_state *s, int p, int level, core_rng *r, cq_order *out, int cap)
{
    if (level != PLAN_ALONE)
        return cq_bot_orders(s, p, (cq_bot_level)level, r, out, cap);
    cq_plan plan = cq_plan_normal();
    return cq_plan_orders(s, p, &plan, r, out, cap);
}

/* Two-player games of level a against level b on the maps, seeds `first` to
 * `last`, each seat once: how many a wins (ranked first alone); games counted
 * into *games. */
static int wins_of(const char *const *maps, size_t n_maps, uint64_t first, uint64_t last, int a, int b, int *games)
{
    int wins = 0;
    for (size_t mi = 0; mi < n_maps; mi++) {
        cq_map m;
        load_map(maps[mi], &m);
        size_t cap = (size_t)m.graph.n_edges;
        cq_order *orders = malloc(2 * cap * sizeof *orders);
        assert_non_null(orders);
        for (uint64_t seed = first; seed <= last; seed++) {
            for (int seat_a = 0; seat_a < 2; seat_a++) {
                cq_state s;
                cq_state_setup(&s, &m.graph, 2, m.max_turns, seed);
                core_rng r[2];
                core_rng_seed(&r[0], seed * 2 + 1);
                core_rng_seed(&r[1], seed * 2 + 2);
                while (!cq_state_over(&s)) {
                    int k0 = seat_orders(&s, 0, seat_a == 0 ? a : b, &r[0], orders, (int)cap);
                    int k1 = seat_orders(&s, 1, seat_a == 1 ? a : b, &r[1], orders + k0, (int)cap);
                    assert_true(k0 >= 0 && k1 >= 0);
                    cqt_resolve(&s, orders, (size_t)(k0 + k1), NULL);
                }
                int rank[CQ_MAX_PLAYERS];
                cq_state_ranks(&s, rank);
                wins += rank[seat_a] == 1 && rank[1 - seat_a] == 2;
                (*games)++;
            }
        }
        free(orders);
        cq_map_free(&m);
    }
    return wins;
}

/* Normal against easy on three shipped two-player maps, seeds 1 to 4, each seat
 * once: 24 games, normal must win two thirds of them (about 90 % over the
 * benchmark's seeds). */
static void test_normal_beats_easy(void **state)
{
    (void)state;
    const char *maps[] = {"duel", "gauntlet", "plains"};
    int games = 0, wins = wins_of(maps, 3, 1, 4, CQ_BOT_NORMAL, CQ_BOT_EASY, &games);
    print_message("normal beat easy in %d of %d games\n", wins, games);
    assert_true(wins * 3 >= games * 2);
}

/* A newcomer beat the old normal (its plan alone) easily; normal now looks two
 * turns ahead over the plan and its variants, and beats the plan alone clearly
 * on the four shipped two-player maps, seeds 1001-1010, each seat (about two
 * thirds over the benchmark's seeds). */
static void test_normal_beats_plan_alone(void **state)
{
    (void)state;
    const char *maps[] = {"duel", "gauntlet", "three-rivers", "plains"};
    int games = 0, wins = wins_of(maps, 4, 1001, 1010, CQ_BOT_NORMAL, PLAN_ALONE, &games);
    print_message("normal beat its plan alone (the old normal) in %d of %d games\n", wins, games);
    assert_true(wins * 5 >= games * 3);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_reinforces_threatened),
        cmocka_unit_test(test_no_reinforcement_in_vain),
        cmocka_unit_test(test_pools_against_weak_neighbour),
        cmocka_unit_test(test_no_scattered_attacks),
        cmocka_unit_test(test_normal_beats_easy),
        cmocka_unit_test(test_normal_beats_plan_alone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
