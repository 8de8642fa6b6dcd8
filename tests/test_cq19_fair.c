/* Fair starts put distance first (blind play-test 16: Plains for 4 put two
 * starts 2 steps apart, "uneven: 2 to 12", because an equal first capture
 * outweighed any distance). On every shipped map and player count the nearest
 * pair of starts is as far apart as the search finds, and never nearer than
 * the table in docs/conquest.md ("Fair starts"). */
#include "cq_test_util.h"

#include <stdio.h>
#include <stdlib.h>

#include "skirmish/core/cq/map.h"
#include "skirmish/data/cq_files.h"

static const char *const maps[] = {"archipelago", "crown", "duel", "gauntlet", "plains", "three-rivers"};

/* The nearest pair over seeds 1..8 may not be nearer than this, per map and
 * player count 2..8 (0: not a count the map takes). Measured with this rule;
 * the rule before play-test 16 in the comment. */
static const int floor_apart[6][9] = {
    /* archipelago */ {0, 0, 0, 0, 5, 3, 3, 3, 3},   /* before: 4 2 2 2 2 */
    /* crown */ {0, 0, 0, 3, 2, 1, 1, 0, 0},         /* before: 3 2 1 1 */
    /* duel */ {0, 0, 3, 0, 0, 0, 0, 0, 0},          /* before: 3 */
    /* gauntlet */ {0, 0, 8, 4, 0, 0, 0, 0, 0},      /* before: 8 4 */
    /* plains */ {0, 0, 17, 14, 8, 7, 6, 5, 4},      /* before: 12 3 2 1 1 1 1 */
    /* three-rivers */ {0, 0, 9, 6, 5, 4, 3, 0, 0}, /* before: 7 3 3 2 2 */
};

static void test_shipped_maps(void **state)
{
    (void)state;
    bool print = getenv("SKIRMISH_PRINT_FAIR") != NULL;
    for (size_t i = 0; i < sizeof maps / sizeof maps[0]; i++) {
        char rel[128], path[CQT_PATH_MAX];
        snprintf(rel, sizeof rel, "maps/conquest/%s.json", maps[i]);
        cqt_source_path(path, rel);
        cq_map m;
        cq_map_init(&m);
        data_error err;
        assert_true(data_cq_map_load(path, &m, &err));
        for (int n = m.min_players; n <= m.max_players; n++) {
            int lo = 1 << 30, hi = 0, wlo = 1 << 30, whi = 0;
            for (uint64_t seed = 1; seed <= 8; seed++) {
                int32_t s[CQ_SETUP_MAX_PLAYERS];
                cq_fair_quality q;
                assert_true(cq_fair_starts(&m.graph, n, seed, s, &q));
                lo = q.apart_min < lo ? q.apart_min : lo;
                hi = q.apart_max > hi ? q.apart_max : hi;
                wlo = q.weight_max - q.weight_min < wlo ? q.weight_max - q.weight_min : wlo;
                whi = q.weight_max - q.weight_min > whi ? q.weight_max - q.weight_min : whi;
                if (q.apart_min < floor_apart[i][n])
                    fail_msg("%s, %d players, seed %llu: starts %d steps apart, the table says at least %d", maps[i],
                             n, (unsigned long long)seed, q.apart_min, floor_apart[i][n]);
            }
            if (print)
                printf("| %s | %d | %d | %d | %d-%d | %d vertices\n", maps[i], n, lo, hi, wlo, whi,
                       m.graph.n_vertices);
        }
        cq_map_free(&m);
    }
}

/* A line of 9, the middle one between two of weight 2 (its first capture
 * costs 2, the others' 1): distance first, so 3 starts are the two ends and
 * the middle, 4 apart, not three with the same first capture 2 apart (the
 * rule before play-test 16). */
static void test_distance_before_price(void **state)
{
    (void)state;
    cq_graph g;
    const int w[9] = {1, 1, 1, 2, 1, 2, 1, 1, 1};
    cqt_graph(&g, 9, w, "0-1 1-2 2-3 3-4 4-5 5-6 6-7 7-8");
    for (uint64_t seed = 1; seed <= 20; seed++) {
        int32_t s[CQ_SETUP_MAX_PLAYERS];
        cq_fair_quality q;
        assert_true(cq_fair_starts(&g, 2, seed, s, &q));
        assert_int_equal(q.apart_min, 8);
        assert_true(cq_fair_starts(&g, 3, seed, s, &q));
        assert_int_equal(q.apart_min, 4);
        assert_int_equal(q.apart_max, 8);
    }
    cq_graph_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_maps),
        cmocka_unit_test(test_distance_before_price),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
