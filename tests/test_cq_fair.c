/* Fair starts honour one-way edges: every start can make its first capture as
 * cheaply as every other (blind play-test 9: on Gauntlet one start's only way
 * out led to a weight-3 vertex while the computers' led to weight-1 ones). */
#include "cq_test_util.h"

#include <stdio.h>

#include "skirmish/core/cq/map.h"
#include "skirmish/data/cq_files.h"

/* What a start must pay for its first capture: the lightest vertex it has an
 * edge to (every vertex but the starts is neutral on turn 1). */
static int first_capture(const cq_graph *g, int v)
{
    int best = -1;
    for (int i = 0; i < cq_graph_out_degree(g, v); i++) {
        int w = (int)g->vertices[cq_graph_out_neighbour(g, v, i)].weight;
        best = best < 0 || w < best ? w : best;
    }
    return best;
}

static void assert_first_captures_equal(const cq_graph *g, const char *what, int lo, int hi)
{
    for (int n = lo; n <= hi; n++)
        for (uint64_t seed = 1; seed <= 40; seed++) {
            int32_t s[CQ_SETUP_MAX_PLAYERS];
            cq_fair_quality q;
            assert_true(cq_fair_starts(g, n, seed, s, &q));
            assert_int_equal(q.weight_min, q.weight_max);
            for (int p = 1; p < n; p++)
                if (first_capture(g, s[p]) != first_capture(g, s[0]))
                    fail_msg("%s, %d players, seed %llu: seat %d's first capture costs %d, seat 0's %d", what, n,
                             (unsigned long long)seed, p, first_capture(g, s[p]), first_capture(g, s[0]));
        }
}

static void test_gauntlet_first_capture(void **state)
{
    (void)state;
    char path[CQT_PATH_MAX];
    cqt_source_path(path, "maps/conquest/gauntlet.json");
    cq_map m;
    cq_map_init(&m);
    data_error err;
    assert_true(data_cq_map_load(path, &m, &err));
    assert_first_captures_equal(&m.graph, "Gauntlet", m.min_players, m.max_players);
    cq_map_free(&m);
}

/* A one-way ring of eight: 0 -> 1 -> ... -> 7 -> 0, vertex 3 of weight 3, the
 * rest weight 1. Starts 2 and 6 are as far apart as 0 and 4 or 1 and 5, either
 * way along the ring, but 2's only way out is the weight-3 vertex. */
static void test_one_way_ring(void **state)
{
    (void)state;
    cq_graph g;
    cq_graph_init(&g);
    for (int v = 0; v < 8; v++)
        assert_int_equal(cq_graph_add_vertex(&g, v, v == 3 ? 3 : 1, v, 0), CQ_GRAPH_OK);
    for (int v = 0; v < 8; v++)
        assert_int_equal(cq_graph_add_edge(&g, v, (v + 1) % 8), CQ_GRAPH_OK);
    int where = 0;
    assert_int_equal(cq_graph_finish(&g, &where), CQ_GRAPH_OK);
    assert_first_captures_equal(&g, "one-way ring", 2, 2);
    /* and the starts are still as far apart as the ring allows */
    for (uint64_t seed = 1; seed <= 40; seed++) {
        int32_t s[CQ_SETUP_MAX_PLAYERS];
        cq_fair_quality q;
        assert_true(cq_fair_starts(&g, 2, seed, s, &q));
        assert_int_equal(q.apart_min, 4);
    }
    cq_graph_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gauntlet_first_capture),
        cmocka_unit_test(test_one_way_ring),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
