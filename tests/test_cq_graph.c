/*
 * The Conquest graph, maps and generators (docs/conquest.md §1 and §10): building
 * with ids in any order, the problems refused, adjacency and one-way edges,
 * connectivity, and the grid and hex generators with weights and removal.
 */
#include "cq_test_util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/core/cq/gen.h"
#include "skirmish/core/cq/map.h"

static void test_build_and_find(void **state)
{
    (void)state;
    cq_graph g;
    cq_graph_init(&g);
    /* Ids in any order, sparse: the graph keeps the order added. */
    assert_int_equal(cq_graph_add_vertex(&g, 40, 2, 0, 0), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_vertex(&g, 3, 1, 1, 0), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_vertex(&g, 17, 5, 2, 0.5), CQ_GRAPH_OK);
    /* Edges may name vertices before they exist; they are resolved at finish. */
    assert_int_equal(cq_graph_add_edge(&g, 40, 3), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_edge(&g, 3, 40), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_edge(&g, 17, 3), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_find(&g, 17), 2); /* before finishing: linear */
    assert_int_equal(cq_graph_finish(&g, NULL), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_find(&g, 40), 0);
    assert_int_equal(cq_graph_find(&g, 3), 1);
    assert_int_equal(cq_graph_find(&g, 17), 2);
    assert_int_equal(cq_graph_find(&g, 4), CQ_NO_VERTEX);
    assert_int_equal(cq_graph_find(&g, -1), CQ_NO_VERTEX);
    assert_int_equal(cq_graph_find(&g, INT64_C(1) << 40), CQ_NO_VERTEX);
    /* by_id lists indices by ascending id: 3, 17, 40. */
    assert_int_equal(g.by_id[0], 1);
    assert_int_equal(g.by_id[1], 2);
    assert_int_equal(g.by_id[2], 0);
    /* Edges hold indices now, in the order added. */
    assert_int_equal(g.edges[2].from, 2);
    assert_int_equal(g.edges[2].to, 1);
    assert_true(cq_graph_edge(&g, 0, 1) >= 0);
    assert_true(cq_graph_edge(&g, 2, 1) >= 0);
    assert_int_equal(cq_graph_edge(&g, 1, 2), -1);
    assert_int_equal(cq_graph_out_degree(&g, 1), 1);
    assert_int_equal(cq_graph_in_degree(&g, 1), 2);
    assert_int_equal(cq_graph_one_way_edges(&g), 1);
    assert_int_equal(g.reverse[0], 1);
    assert_int_equal(g.reverse[2], -1);
    assert_true(cq_graph_weakly_connected(&g));
    assert_false(cq_graph_strongly_connected(&g)); /* nothing reaches 17 */

    cq_graph c;
    cq_graph_init(&c);
    assert_true(cq_graph_copy(&c, &g));
    cq_graph_free(&g);
    assert_int_equal(cq_graph_find(&c, 17), 2);
    assert_int_equal(cq_graph_edge(&c, 2, 1), 2);
    cq_graph_free(&c);
}

/* Very sparse ids use the binary search instead of the table. */
static void test_sparse_ids(void **state)
{
    (void)state;
    cq_graph g;
    cq_graph_init(&g);
    for (int i = 0; i < 50; i++)
        assert_int_equal(cq_graph_add_vertex(&g, (int64_t)i * 1000003, 1, i, 0), CQ_GRAPH_OK);
    for (int i = 0; i + 1 < 50; i++)
        assert_int_equal(cq_graph_add_edge(&g, (int64_t)i * 1000003, (int64_t)(i + 1) * 1000003), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_finish(&g, NULL), CQ_GRAPH_OK);
    assert_null(g.id_table);
    for (int i = 0; i < 50; i++) {
        assert_int_equal(cq_graph_find(&g, (int64_t)i * 1000003), i);
        assert_int_equal(cq_graph_find(&g, (int64_t)i * 1000003 + 1), CQ_NO_VERTEX);
    }
    cq_graph_free(&g);
}

static void test_problems(void **state)
{
    (void)state;
    cq_graph g;
    cq_graph_init(&g);
    assert_int_equal(cq_graph_finish(&g, NULL), CQ_GRAPH_EMPTY);
    assert_int_equal(cq_graph_add_vertex(&g, -1, 1, 0, 0), CQ_GRAPH_BAD_ID);
    assert_int_equal(cq_graph_add_vertex(&g, INT64_C(1) << 31, 1, 0, 0), CQ_GRAPH_BAD_ID);
    assert_int_equal(cq_graph_add_vertex(&g, 1, 0, 0, 0), CQ_GRAPH_BAD_WEIGHT);
    assert_int_equal(cq_graph_add_vertex(&g, 1, CQ_MAX_WEIGHT + 1, 0, 0), CQ_GRAPH_BAD_WEIGHT);
    assert_int_equal(cq_graph_add_vertex(&g, 1, 1, NAN, 0), CQ_GRAPH_BAD_POSITION);
    assert_int_equal(cq_graph_add_vertex(&g, 1, 1, 0, INFINITY), CQ_GRAPH_BAD_POSITION);
    assert_int_equal(cq_graph_add_edge(&g, 1, 1), CQ_GRAPH_SELF_LOOP);
    assert_int_equal(cq_graph_add_edge(&g, -5, 1), CQ_GRAPH_NO_SUCH_VERTEX);
    cq_graph_free(&g);

    int where;
    /* Duplicate id: the later vertex is named. */
    cq_graph_init(&g);
    cq_graph_add_vertex(&g, 1, 1, 0, 0);
    cq_graph_add_vertex(&g, 2, 1, 0, 0);
    cq_graph_add_vertex(&g, 1, 1, 0, 0);
    assert_int_equal(cq_graph_finish(&g, &where), CQ_GRAPH_DUPLICATE_ID);
    assert_int_equal(where, 2);
    assert_false(g.finished);
    cq_graph_free(&g);
    /* An edge to a missing vertex. */
    cq_graph_init(&g);
    cq_graph_add_vertex(&g, 1, 1, 0, 0);
    cq_graph_add_vertex(&g, 2, 1, 0, 0);
    cq_graph_add_edge(&g, 1, 2);
    cq_graph_add_edge(&g, 2, 9);
    assert_int_equal(cq_graph_finish(&g, &where), CQ_GRAPH_NO_SUCH_VERTEX);
    assert_int_equal(where, 1);
    assert_int_equal(g.edges[1].to, 9); /* ids kept for the message */
    cq_graph_free(&g);
    /* A duplicate edge: the later one is named. */
    cq_graph_init(&g);
    cq_graph_add_vertex(&g, 1, 1, 0, 0);
    cq_graph_add_vertex(&g, 2, 1, 0, 0);
    cq_graph_add_edge(&g, 1, 2);
    cq_graph_add_edge(&g, 2, 1);
    cq_graph_add_edge(&g, 1, 2);
    assert_int_equal(cq_graph_finish(&g, &where), CQ_GRAPH_DUPLICATE_EDGE);
    assert_int_equal(where, 2);
    assert_int_equal(g.edges[2].from, 1); /* ids restored */
    cq_graph_free(&g);
    /* Adding after finishing. */
    cqt_graph(&g, 2, NULL, "0-1");
    assert_int_equal(cq_graph_add_vertex(&g, 5, 1, 0, 0), CQ_GRAPH_FINISHED);
    assert_int_equal(cq_graph_add_edge(&g, 0, 1), CQ_GRAPH_FINISHED);
    cq_graph_free(&g);
    for (int p = 0; p <= CQ_GRAPH_NO_MEMORY; p++)
        assert_true(strlen(cq_graph_problem_text((cq_graph_problem)p)) > 3);
}

static void test_limits(void **state)
{
    (void)state;
    cq_graph g;
    cq_graph_init(&g);
    for (int i = 0; i < CQ_MAX_VERTICES; i++)
        assert_int_equal(cq_graph_add_vertex(&g, i, 1, 0, 0), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_vertex(&g, CQ_MAX_VERTICES, 1, 0, 0), CQ_GRAPH_TOO_MANY_VERTICES);
    cq_graph_free(&g);
}

/* A graph without edges is a graph (one vertex, or vertices no one can leave). */
static void test_no_edges(void **state)
{
    (void)state;
    cq_graph g, c;
    cqt_graph(&g, 1, NULL, "");
    assert_int_equal(g.n_edges, 0);
    assert_true(cq_graph_strongly_connected(&g));
    cq_graph_init(&c);
    assert_true(cq_graph_copy(&c, &g));
    assert_int_equal(cq_graph_find(&c, 0), 0);
    cq_state s;
    cqt_state(&s, &c, 2);
    cqt_hold(&s, 0, 0, 1);
    cq_order o = cqt_order(0, 0, 0, 1);
    cq_order_problem p;
    cqt_resolve(&s, &o, 1, &p);
    assert_int_equal(p, CQ_ORDER_NO_EDGE);
    assert_true(s.players[1].eliminated);
    cq_graph_free(&g);
    cq_graph_free(&c);
}

static void test_connectivity(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 3, NULL, "0>1 1>2 2>0");
    assert_true(cq_graph_strongly_connected(&g));
    assert_int_equal(cq_graph_one_way_edges(&g), 3);
    cq_graph_free(&g);
    cqt_graph(&g, 4, NULL, "0-1 2-3");
    assert_false(cq_graph_weakly_connected(&g));
    cq_graph_free(&g);
}

static void test_map(void **state)
{
    (void)state;
    cq_map m;
    cq_map_init(&m);
    assert_string_equal(m.name, "Untitled");
    assert_int_equal(cq_map_test(&m), CQ_MAP_GRAPH);
    cq_graph_free(&m.graph);
    cqt_graph(&m.graph, 8, NULL, "0-1 1-2 2-3 3-4 4-5 5-6 6-7");
    assert_int_equal(cq_map_test(&m), CQ_MAP_OK);
    m.min_players = 1;
    assert_int_equal(cq_map_test(&m), CQ_MAP_PLAYERS);
    m.min_players = 5;
    m.max_players = 4;
    assert_int_equal(cq_map_test(&m), CQ_MAP_PLAYERS);
    m.min_players = 2;
    m.max_players = 8;
    m.max_turns = 0;
    assert_int_equal(cq_map_test(&m), CQ_MAP_MAX_TURNS);
    cq_map_free(&m);
    cq_map_init(&m);
    cqt_graph(&m.graph, 8, NULL, "0-1 1-2 2-3 4-5 5-6 6-7");
    assert_int_equal(cq_map_test(&m), CQ_MAP_DISCONNECTED);
    cq_map_free(&m);
    cq_map_init(&m);
    cqt_graph(&m.graph, 3, NULL, "0-1 1-2");
    assert_int_equal(cq_map_test(&m), CQ_MAP_TOO_SMALL);
    m.max_players = 3;
    assert_int_equal(cq_map_test(&m), CQ_MAP_OK);
    cq_map_free(&m);
}

/* ---- generators ---- */

static void generate(cq_graph *g, cq_layout layout, int w, int h, int remove, uint64_t seed)
{
    cq_gen_params p;
    cq_gen_params_default(&p, layout, w, h);
    p.remove_permille = remove;
    p.seed = seed;
    cq_graph_init(g);
    assert_int_equal(cq_generate(g, &p), CQ_GEN_OK);
}

static void test_grid(void **state)
{
    (void)state;
    cq_graph g;
    generate(&g, CQ_LAYOUT_GRID, 5, 4, 0, 1);
    assert_int_equal(g.n_vertices, 20);
    /* 2 * (4 * 4 + 5 * 3) directed edges, every one with its opposite. */
    assert_int_equal(g.n_edges, 2 * (4 * 4 + 5 * 3));
    assert_int_equal(cq_graph_one_way_edges(&g), 0);
    for (int v = 0; v < 20; v++) {
        assert_int_equal(g.vertices[v].id, v);
        assert_in_range(g.vertices[v].weight, 1, 5);
        assert_true(g.vertices[v].x == v % 5 && g.vertices[v].y == v / 5);
    }
    /* Corner 0: right (1) and down (5). */
    assert_int_equal(cq_graph_out_degree(&g, 0), 2);
    assert_true(cq_graph_edge(&g, 0, 1) >= 0 && cq_graph_edge(&g, 0, 5) >= 0);
    assert_int_equal(cq_graph_out_degree(&g, 6), 4);
    cq_graph_free(&g);
}

static void test_hex(void **state)
{
    (void)state;
    cq_graph g;
    generate(&g, CQ_LAYOUT_HEX, 4, 3, 0, 1);
    assert_int_equal(g.n_vertices, 12);
    /* Row 1 (odd) is shifted right: cell (1,1) = id 5 touches 1, 2 above, 4, 6,
     * and 9, 10 below. */
    int nb[] = {1, 2, 4, 6, 9, 10};
    assert_int_equal(cq_graph_out_degree(&g, 5), 6);
    for (int i = 0; i < 6; i++)
        assert_true(cq_graph_edge(&g, 5, nb[i]) >= 0);
    /* Row 0 (even), cell (1,0) = id 1: 0, 2 and 4, 5 below. */
    assert_int_equal(cq_graph_out_degree(&g, 1), 4);
    assert_true(cq_graph_edge(&g, 1, 4) >= 0 && cq_graph_edge(&g, 1, 5) >= 0);
    assert_true(g.vertices[5].x == 1.5 && g.vertices[5].y == 0.875);
    assert_int_equal(cq_graph_one_way_edges(&g), 0);
    cq_graph_free(&g);
}

static void test_generator_determinism_and_weights(void **state)
{
    (void)state;
    cq_graph a, b;
    generate(&a, CQ_LAYOUT_HEX, 10, 8, 300, 42);
    generate(&b, CQ_LAYOUT_HEX, 10, 8, 300, 42);
    assert_int_equal(a.n_vertices, b.n_vertices);
    assert_int_equal(a.n_edges, b.n_edges);
    assert_memory_equal(a.vertices, b.vertices, (size_t)a.n_vertices * sizeof *a.vertices);
    assert_memory_equal(a.edges, b.edges, (size_t)a.n_edges * sizeof *a.edges);
    cq_graph_free(&b);
    generate(&b, CQ_LAYOUT_HEX, 10, 8, 300, 43);
    assert_true(a.n_vertices != b.n_vertices ||
                memcmp(a.vertices, b.vertices, (size_t)a.n_vertices * sizeof *a.vertices) != 0);
    cq_graph_free(&a);
    cq_graph_free(&b);

    cq_gen_params p;
    cq_gen_params_default(&p, CQ_LAYOUT_GRID, 6, 6);
    p.weight_min = 7;
    p.weight_max = 9;
    cq_graph_init(&a);
    assert_int_equal(cq_generate(&a, &p), CQ_GEN_OK);
    int seen[10] = {0};
    for (int v = 0; v < a.n_vertices; v++) {
        assert_in_range(a.vertices[v].weight, 7, 9);
        seen[a.vertices[v].weight]++;
    }
    assert_true(seen[7] && seen[8] && seen[9]);
    cq_graph_free(&a);
}

/* Removal keeps the graph in one piece and at least 8 vertices, for many seeds,
 * and removed vertices leave gaps in the ids. */
static void test_removal_keeps_connected(void **state)
{
    (void)state;
    for (uint64_t seed = 0; seed < 40; seed++) {
        cq_graph g;
        generate(&g, seed % 2 ? CQ_LAYOUT_HEX : CQ_LAYOUT_GRID, 8, 7, 800, seed);
        assert_true(g.n_vertices < 56);
        assert_true(g.n_vertices >= CQ_GEN_MIN_KEEP);
        assert_true(cq_graph_strongly_connected(&g));
        for (int v = 0; v < g.n_vertices; v++)
            assert_in_range(g.vertices[v].id, 0, 55);
        cq_graph_free(&g);
    }
    /* A 3 x 2 map is below the floor: nothing removed. */
    cq_graph g;
    generate(&g, CQ_LAYOUT_GRID, 3, 2, 800, 5);
    assert_int_equal(g.n_vertices, 6);
    cq_graph_free(&g);
}

static void test_generator_problems(void **state)
{
    (void)state;
    cq_gen_params p;
    cq_graph g;
    cq_graph_init(&g);
    cq_gen_params_default(&p, CQ_LAYOUT_GRID, 1, 5);
    assert_int_equal(cq_generate(&g, &p), CQ_GEN_SIZE);
    cq_gen_params_default(&p, CQ_LAYOUT_GRID, 65, 5);
    assert_int_equal(cq_generate(&g, &p), CQ_GEN_SIZE);
    cq_gen_params_default(&p, CQ_LAYOUT_HEX, 5, 5);
    p.weight_min = 0;
    assert_int_equal(cq_generate(&g, &p), CQ_GEN_WEIGHTS);
    p.weight_min = 5;
    p.weight_max = 4;
    assert_int_equal(cq_generate(&g, &p), CQ_GEN_WEIGHTS);
    p.weight_max = 101;
    assert_int_equal(cq_generate(&g, &p), CQ_GEN_WEIGHTS);
    cq_gen_params_default(&p, CQ_LAYOUT_HEX, 5, 5);
    p.remove_permille = 801;
    assert_int_equal(cq_generate(&g, &p), CQ_GEN_REMOVE);
    assert_int_equal(g.n_vertices, 0); /* untouched */
    /* The largest map fits the limits. */
    cq_gen_params_default(&p, CQ_LAYOUT_HEX, 64, 64);
    assert_int_equal(cq_generate(&g, &p), CQ_GEN_OK);
    assert_int_equal(g.n_vertices, CQ_MAX_VERTICES);
    cq_graph_free(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_build_and_find),
        cmocka_unit_test(test_sparse_ids),
        cmocka_unit_test(test_problems),
        cmocka_unit_test(test_limits),
        cmocka_unit_test(test_no_edges),
        cmocka_unit_test(test_connectivity),
        cmocka_unit_test(test_map),
        cmocka_unit_test(test_grid),
        cmocka_unit_test(test_hex),
        cmocka_unit_test(test_generator_determinism_and_weights),
        cmocka_unit_test(test_removal_keeps_connected),
        cmocka_unit_test(test_generator_problems),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
