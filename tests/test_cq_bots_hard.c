/*
 * The hard Conquest level (include/skirmish/ai/cq_bots.h; a play-tester found it
 * played Normal's game turn for turn): it keeps a threatened vertex guarded
 * unless emptying it wins more than it loses, it does not replay Normal's
 * opening, seats and games with different generators open differently, and it
 * beats Normal clearly over fixed seeds taken from the range the figures in
 * docs/ai.md are reported on (seeds no tuning choice was made on).
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
    assert_true(data_cq_map_load(path, m, &err));
}

static int orders_of(const cq_state *s, int player, cq_bot_level level, uint64_t seed, cq_order *out, int cap)
{
    core_rng r;
    core_rng_seed(&r, seed);
    int k = cq_bot_orders(s, player, level, &r, out, cap);
    assert_true(k >= 0);
    assert_int_equal(cq_orders_check(s, out, (size_t)k, NULL), k);
    return k;
}

/* Vertex 0 (weight 5, 6 units) is hard's; p1's vertex 1 (4 units) is next to
 * it, and so is a neutral vertex 2 of weight 3 that only 0 reaches. Taking 2
 * leaves 0 with 3, and p1 takes it: a key vertex traded for a small one.
 * Whatever hard's generator, 0 is still hard's after the turn, whether p1
 * attacks it with all it has or stays home (hard may attack 1 with everything:
 * p1's units coming the other way meet them head-on, so that defends 0 too).
 * Easy takes 2 and loses 0. */
static bool holds_vertex_0(const cq_state *s, cq_bot_level level, uint64_t seed)
{
    bool held = true;
    for (int p1_attacks = 0; p1_attacks <= 1; p1_attacks++) {
        cq_order o[8];
        int k = orders_of(s, 0, level, seed, o, 8);
        if (p1_attacks)
            o[k++] = cqt_order(1, 1, 0, 4);
        cq_state after = *s;
        cqt_resolve(&after, o, (size_t)k, NULL);
        held = held && after.controller[0] == 0;
    }
    return held;
}

static void test_keeps_threatened_vertex(void **state)
{
    (void)state;
    static const int weights[] = {5, 1, 3};
    cq_graph g;
    cqt_graph(&g, 3, weights, "0-1 0-2");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 6);
    cqt_hold(&s, 1, 1, 4);
    for (uint64_t seed = 1; seed <= 16; seed++)
        assert_true(holds_vertex_0(&s, CQ_BOT_HARD, seed));
    assert_false(holds_vertex_0(&s, CQ_BOT_EASY, 1)); /* the difference is the level's */
    cq_graph_free(&g);
}

/* A threatened vertex of its own that hard would rather empty: 0 (weight 1, 9
 * units) is next to p1's 1 (1 unit, weight 1) and p1's 2 (weight 8, 8 units,
 * nothing else of p1's next to it). Taking 2 costs all 9: 0 falls to the unit
 * of 1, but a vertex of 8 is won for one of 1, the trade that wins. */
static void test_empties_when_the_trade_wins(void **state)
{
    (void)state;
    static const int weights[] = {1, 1, 8};
    cq_graph g;
    cqt_graph(&g, 3, weights, "0-1 0-2");
    cq_state s;
    cqt_state(&s, &g, 2);
    cqt_hold(&s, 0, 0, 9);
    cqt_hold(&s, 1, 1, 1);
    cqt_hold(&s, 2, 1, 8);
    cq_order o[8];
    int k = orders_of(&s, 0, CQ_BOT_HARD, 1, o, 8);
    int64_t to_heavy = 0;
    for (int i = 0; i < k; i++)
        if (o[i].from == 0 && o[i].to == 2)
            to_heavy += o[i].units;
    assert_int_equal(to_heavy, 9);
    cq_graph_free(&g);
}

/* Plays the first `turns` turns of a duel on `map` with seed `seed`, p1 normal,
 * p0 at `level`; writes p0's orders of each turn as text into buf. */
static void opening(const cq_map *m, uint64_t seed, cq_bot_level level, int turns, char *buf, size_t size)
{
    cq_state s;
    assert_int_equal(cq_state_setup(&s, &m->graph, 2, m->max_turns, seed), CQ_SETUP_OK);
    core_rng r[2];
    core_rng_seed(&r[0], seed * 2 + 1);
    core_rng_seed(&r[1], seed * 2 + 2);
    size_t cap = (size_t)m->graph.n_edges, used = 0;
    cq_order *o = malloc(2 * cap * sizeof *o);
    assert_non_null(o);
    buf[0] = '\0';
    for (int t = 0; t < turns && !cq_state_over(&s); t++) {
        int k0 = cq_bot_orders(&s, 0, level, &r[0], o, (int)cap);
        int k1 = cq_bot_orders(&s, 1, CQ_BOT_NORMAL, &r[1], o + k0, (int)cap);
        for (int i = 0; i < k0 && used + 64 < size; i++)
            used += (size_t)snprintf(buf + used, size - used, "%lld>%lld:%lld ", (long long)o[i].from,
                                     (long long)o[i].to, (long long)o[i].units);
        if (used + 2 < size)
            used += (size_t)snprintf(buf + used, size - used, "| ");
        cqt_resolve(&s, o, (size_t)(k0 + k1), NULL);
    }
    free(o);
}

/* The play-tester's complaint: hard in normal's seat played normal's game turn
 * for turn. Over games 1001-1010 on Duel at the Ford (report range), hard's first
 * six turns differ from what normal does in the same seat in most of them; and
 * in some positions of other games, other generators give hard other orders. */
static void test_opening_differs(void **state)
{
    (void)state;
    cq_map m;
    load_map("duel", &m);
    int differ = 0, varied = 0;
    for (uint64_t seed = 1001; seed <= 1010; seed++) {
        char normal[4096], hard[4096];
        opening(&m, seed, CQ_BOT_NORMAL, 6, normal, sizeof normal);
        opening(&m, seed, CQ_BOT_HARD, 6, hard, sizeof hard);
        differ += strcmp(normal, hard) != 0;
    }
    /* Variety: the positions of the first eight turns of games 1001-1005 between
     * two normal bots; in each, hard's orders with 6 generators. */
    for (uint64_t game = 1001; game <= 1005; game++) {
        cq_state s;
        cq_state_setup(&s, &m.graph, 2, m.max_turns, game);
        for (int t = 0; t < 8 && !cq_state_over(&s); t++) {
            char first[4096] = "";
            bool differs = false;
            for (uint64_t seed = 1; seed <= 6; seed++) {
                cq_order o[128];
                int k = orders_of(&s, 0, CQ_BOT_HARD, seed, o, 128);
                char text[4096];
                size_t used = 0;
                text[0] = '\0';
                for (int i = 0; i < k && used + 64 < sizeof text; i++)
                    used += (size_t)snprintf(text + used, sizeof text - used, "%lld>%lld:%lld ", (long long)o[i].from,
                                             (long long)o[i].to, (long long)o[i].units);
                if (seed == 1)
                    strcpy(first, text);
                else
                    differs = differs || strcmp(first, text) != 0;
            }
            varied += differs;
            cq_order o[256];
            int k0 = orders_of(&s, 0, CQ_BOT_NORMAL, game, o, 128);
            int k1 = orders_of(&s, 1, CQ_BOT_NORMAL, game + 1, o + k0, 128);
            cqt_resolve(&s, o, (size_t)(k0 + k1), NULL);
        }
    }
    print_message("hard's opening differs from normal's in %d of 10 games; hard varies with its generator in %d of 40 positions\n",
                  differ, varied);
    assert_true(differ >= 8);
    assert_true(varied >= 3);
    cq_map_free(&m);
}

/* Two-player wins of hard over normal on `map`, games from seed `first` on,
 * each seat once per seed. */
static int hard_wins(const char *map_name, int players, uint64_t first, int seeds, int *games_out)
{
    cq_map m;
    load_map(map_name, &m);
    size_t cap = (size_t)m.graph.n_edges;
    cq_order *orders = malloc((size_t)players * cap * sizeof *orders);
    assert_non_null(orders);
    int wins = 0, games = 0;
    for (uint64_t seed = first; seed < first + (uint64_t)seeds; seed++) {
        for (int hard_seat = 0; hard_seat < players; hard_seat++, games++) {
            cq_state s;
            cq_state_setup(&s, &m.graph, players, m.max_turns, seed);
            core_rng r[CQ_SETUP_MAX_PLAYERS];
            for (int p = 0; p < players; p++)
                core_rng_seed(&r[p], seed * 16 + (uint64_t)p);
            while (!cq_state_over(&s)) {
                size_t n = 0;
                for (int p = 0; p < players; p++) {
                    int k = cq_bot_orders(&s, p, p == hard_seat ? CQ_BOT_HARD : CQ_BOT_NORMAL, &r[p], orders + n,
                                          (int)cap);
                    assert_true(k >= 0);
                    n += (size_t)k;
                }
                cqt_resolve(&s, orders, n, NULL);
            }
            int rank[CQ_MAX_PLAYERS], firsts = 0;
            cq_state_ranks(&s, rank);
            for (int p = 0; p < players; p++)
                firsts += rank[p] == 1;
            wins += rank[hard_seat] == 1 && firsts == 1;
        }
    }
    free(orders);
    cq_map_free(&m);
    *games_out = games;
    return wins;
}

/* Hard beats normal: two players on Duel at the Ford and Gauntlet, four (one
 * hard, three normal: a fair share is a quarter) on Archipelago; seeds
 * 1001-1010, each seat. Normal searches too now (two turns, fewer plans), so
 * the margin is smaller than over the old normal. */
static void test_hard_beats_normal(void **state)
{
    (void)state;
    int g2a, g2b, g4;
    int w2a = hard_wins("duel", 2, 1001, 10, &g2a);
    int w2b = hard_wins("gauntlet", 2, 1001, 10, &g2b);
    int w4 = hard_wins("archipelago", 4, 1001, 10, &g4);
    print_message("hard over normal: duel %d of %d, gauntlet %d of %d, archipelago (4 seats) %d of %d\n", w2a, g2a,
                  w2b, g2b, w4, g4);
    assert_true((w2a + w2b) * 5 >= (g2a + g2b) * 3);
    assert_true(w4 * 5 >= g4 * 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_keeps_threatened_vertex),
        cmocka_unit_test(test_empties_when_the_trade_wins),
        cmocka_unit_test(test_opening_differs),
        cmocka_unit_test(test_hard_beats_normal),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
