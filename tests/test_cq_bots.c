/*
 * Conquest computer players (include/skirmish/ai/cq_bots.h): their orders are
 * always valid, they are deterministic for a seed, they never touch the state or
 * its generator, and the levels are ordered in strength.
 */
#include "cq_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/ai/cq_bots.h"
#include "skirmish/core/cq/map.h"
#include "skirmish/data/cq_files.h"

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

static void test_level_names(void **state)
{
    (void)state;
    for (int i = 0; i < CQ_BOT_LEVELS; i++) {
        cq_bot_level l;
        assert_true(cq_bot_level_parse(cq_bot_level_name((cq_bot_level)i), &l));
        assert_int_equal(l, i);
    }
    cq_bot_level l;
    assert_false(cq_bot_level_parse("medium", &l));
    assert_false(cq_bot_level_parse(NULL, &l));
    assert_string_equal(cq_bot_level_name(CQ_BOT_HARD), "hard");
}

/* Plays every shipped map with a mix of all levels; every order of every bot in
 * every turn must pass the rules' checks, and a bot must leave the state and its
 * generator as they were. */
static void test_orders_always_valid(void **state)
{
    (void)state;
    const char *maps[] = {"duel", "crown", "archipelago", "three-rivers", "gauntlet", "plains"};
    for (size_t mi = 0; mi < sizeof maps / sizeof maps[0]; mi++) {
        cq_map m;
        load_map(maps[mi], &m);
        int players = m.max_players < 4 ? m.max_players : 4;
        cq_state s;
        assert_int_equal(cq_state_setup(&s, &m.graph, players, 40, 100 + mi), CQ_SETUP_OK);
        core_rng rng[CQ_MAX_PLAYERS];
        for (int p = 0; p < players; p++)
            core_rng_seed(&rng[p], (uint64_t)p + 1);
        size_t cap = (size_t)m.graph.n_edges;
        cq_order *all = malloc(cap * (size_t)players * sizeof *all);
        cq_order_problem *problems = malloc(cap * (size_t)players * sizeof *problems);
        assert_non_null(all);
        assert_non_null(problems);
        while (!cq_state_over(&s)) {
            size_t n = 0;
            for (int p = 0; p < players; p++) {
                cq_state before = s;
                int k = cq_bot_orders(&s, p, (cq_bot_level)((p + (int)mi) % CQ_BOT_LEVELS), &rng[p], all + n,
                                      (int)cap);
                assert_true(k >= 0);
                assert_memory_equal(&before, &s, sizeof s);
                int valid = cq_orders_check(&s, all + n, (size_t)k, problems);
                if (valid != k)
                    fail_msg("%s turn %d: a %s bot gave an order dropped as \"%s\"", maps[mi], s.turn,
                             cq_bot_level_name((cq_bot_level)((p + (int)mi) % CQ_BOT_LEVELS)),
                             cq_order_problem_text(problems[0]));
                n += (size_t)k;
            }
            cq_turn_report r;
            assert_true(cq_turn_resolve(&s, all, n, problems, &r));
            assert_int_equal(r.dropped, 0);
        }
        free(all);
        free(problems);
        cq_map_free(&m);
    }
}

/* The same state and bot seed give the same orders. */
/* Field by field: a struct's padding bytes are not part of its value, and in a
 * Release build they differ between two equal orders. */
static void assert_orders_equal(const cq_order *a, const cq_order *b, int n)
{
    for (int i = 0; i < n; i++) {
        assert_int_equal(a[i].player, b[i].player);
        assert_int_equal(a[i].from, b[i].from);
        assert_int_equal(a[i].to, b[i].to);
        assert_int_equal(a[i].units, b[i].units);
    }
}

static void test_deterministic(void **state)
{
    (void)state;
    cq_map m;
    load_map("three-rivers", &m);
    cq_state s;
    cq_state_setup(&s, &m.graph, 3, 100, 9);
    /* A few turns in, so there is something to decide. */
    for (int t = 0; t < 6; t++) {
        cq_order o[3][512];
        int k[3];
        for (int p = 0; p < 3; p++) {
            core_rng r;
            core_rng_seed(&r, 5);
            k[p] = cq_bot_orders(&s, p, CQ_BOT_HARD, &r, o[p], 512);
        }
        for (int level = 0; level < CQ_BOT_LEVELS; level++) {
            cq_order a[512], b[512];
            core_rng ra, rb;
            core_rng_seed(&ra, 77);
            core_rng_seed(&rb, 77);
            int ka = cq_bot_orders(&s, 0, (cq_bot_level)level, &ra, a, 512);
            int kb = cq_bot_orders(&s, 0, (cq_bot_level)level, &rb, b, 512);
            assert_int_equal(ka, kb);
            assert_orders_equal(a, b, ka);
            assert_int_equal(ra.state, rb.state);
        }
        cq_order all[3 * 512];
        size_t n = 0;
        for (int p = 0; p < 3; p++) {
            memcpy(all + n, o[p], (size_t)k[p] * sizeof all[0]);
            n += (size_t)k[p];
        }
        cqt_resolve(&s, all, n, NULL);
    }
    cq_map_free(&m);
}

/* No orders for an eliminated player, a finished game or a player out of range. */
static void test_no_orders_when_out(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 3, NULL, "0-1 1-2");
    cq_state s;
    cqt_state(&s, &g, 3);
    cqt_hold(&s, 0, 0, 5);
    cqt_hold(&s, 2, 1, 5);
    s.players[2].eliminated = true;
    cq_order o[8];
    core_rng r;
    core_rng_seed(&r, 1);
    assert_int_equal(cq_bot_orders(&s, 2, CQ_BOT_HARD, &r, o, 8), 0);
    assert_int_equal(cq_bot_orders(&s, 7, CQ_BOT_HARD, &r, o, 8), 0);
    assert_true(cq_bot_orders(&s, 0, CQ_BOT_EASY, &r, o, 8) > 0);
    s.turn = s.max_turns + 1;
    assert_int_equal(cq_bot_orders(&s, 0, CQ_BOT_EASY, &r, o, 8), 0);
    cq_graph_free(&g);
}

/* Wins of `a` against `b` over 2 * games two-player games on a map, seats
 * swapped half of the time. */
static int duel_wins(const char *map_name, cq_bot_level a, cq_bot_level b, int games)
{
    cq_map m;
    load_map(map_name, &m);
    size_t cap = (size_t)m.graph.n_edges;
    cq_order *orders = malloc(2 * cap * sizeof *orders);
    assert_non_null(orders);
    int wins = 0;
    for (int game = 0; game < 2 * games; game++) {
        cq_bot_level level[2] = {game % 2 ? b : a, game % 2 ? a : b};
        int seat_a = game % 2;
        cq_state s;
        cq_state_setup(&s, &m.graph, 2, m.max_turns, 1000 + (uint64_t)game);
        core_rng r[2];
        core_rng_seed(&r[0], (uint64_t)game * 2 + 1);
        core_rng_seed(&r[1], (uint64_t)game * 2 + 2);
        while (!cq_state_over(&s)) {
            int k0 = cq_bot_orders(&s, 0, level[0], &r[0], orders, (int)cap);
            int k1 = cq_bot_orders(&s, 1, level[1], &r[1], orders + k0, (int)cap);
            cqt_resolve(&s, orders, (size_t)(k0 + k1), NULL);
        }
        int rank[CQ_MAX_PLAYERS];
        cq_state_ranks(&s, rank);
        wins += rank[seat_a] == 1 && rank[1 - seat_a] == 2;
    }
    free(orders);
    cq_map_free(&m);
    return wins;
}

/* Each level beats the one below it more often than not (random by far). */
static void test_strength_order(void **state)
{
    (void)state;
    const int games = 12;
    int easy_random = duel_wins("duel", CQ_BOT_EASY, CQ_BOT_RANDOM, games);
    int normal_easy = duel_wins("three-rivers", CQ_BOT_NORMAL, CQ_BOT_EASY, games);
    int hard_normal = duel_wins("duel", CQ_BOT_HARD, CQ_BOT_NORMAL, games);
    print_message("wins of %d: easy-random %d, normal-easy %d, hard-normal %d\n", 2 * games, easy_random,
                  normal_easy, hard_normal);
    assert_true(easy_random >= 2 * games * 3 / 4);
    assert_true(normal_easy > games);
    assert_true(hard_normal > games);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_level_names),
        cmocka_unit_test(test_orders_always_valid),
        cmocka_unit_test(test_deterministic),
        cmocka_unit_test(test_no_orders_when_out),
        cmocka_unit_test(test_strength_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
