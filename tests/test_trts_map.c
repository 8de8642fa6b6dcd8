/*
 * TRTS maps (docs/trts.md "Map" and "Map files"): every shipped map loads and has
 * the shape the spec asks for (each main up a ramp from its natural expansion,
 * cliffs only air crosses, enough starts, symmetric figures); one broken fixture
 * per check in tests/data/trts/broken/, each refused naming file, key and problem.
 * A fixture missing from the table fails the test.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "data_test_util.h"
#include "skirmish/core/rng.h"
#include "skirmish/data/trts_files.h"
#include "trts_test_util.h"

typedef struct fixture {
    const char *file;
    data_error_kind kind;
    const char *key;
} fixture;

static const fixture fixtures[] = {
    {"not-json.json", DATA_ERR_SYNTAX, ""},
    {"binary.json", DATA_ERR_SYNTAX, ""},
    {"wrong-format.json", DATA_ERR_FORMAT, "format"},
    {"missing-areas.json", DATA_ERR_MISSING, "areas"},
    {"duplicate-area.json", DATA_ERR_VALUE, "areas[1].id"},
    {"duplicate-edge.json", DATA_ERR_VALUE, "edges[2]"},
    {"bad-edge-end.json", DATA_ERR_VALUE, "edges[0].b"},
    {"loop-edge.json", DATA_ERR_VALUE, "edges[0]"},
    {"bad-ramp-up.json", DATA_ERR_VALUE, "edges[1].up"},
    {"ramp-without-up.json", DATA_ERR_MISSING, "edges[1].up"},
    {"bad-kind.json", DATA_ERR_VALUE, "edges[0].kind"},
    {"disconnected.json", DATA_ERR_VALUE, "areas[1]"},
    {"few-starts.json", DATA_ERR_VALUE, "areas"},
    {"duplicate-start.json", DATA_ERR_VALUE, "areas[1].start"},
    {"too-many-fields.json", DATA_ERR_VALUE, "areas[0].minerals"},
    {"start-too-high.json", DATA_ERR_VALUE, "areas[2].start"},
    {"too-many-players.json", DATA_ERR_VALUE, "players[1]"},
    {"degree.json", DATA_ERR_VALUE, "edges[8]"},
    {"fields-string.json", DATA_ERR_TYPE, "areas[0].minerals"},
    {"zero-rounds.json", DATA_ERR_VALUE, "rounds"},
};

static void test_broken_maps(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX];
    dt_data_path(dir, "trts/broken");
    static char names[64][256];
    int n = dt_list_json(dir, names, 64);
    assert_int_equal(n, (int)(sizeof fixtures / sizeof fixtures[0]));
    for (int i = 0; i < n; i++) {
        const fixture *fx = NULL;
        for (size_t k = 0; k < sizeof fixtures / sizeof fixtures[0]; k++)
            if (strcmp(fixtures[k].file, names[i]) == 0)
                fx = &fixtures[k];
        if (!fx)
            fail_msg("fixture %s is not in the table", names[i]);
        char path[DT_PATH_MAX + 300];
        if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, names[i]) >= (size_t)(sizeof path))
            fail_msg("path too long");
        static trts_map map;
        data_error err;
        if (data_trts_map_load(path, &map, &err))
            fail_msg("%s was accepted", names[i]);
        if (err.kind != fx->kind || strcmp(err.key, fx->key) != 0)
            fail_msg("%s: got kind %d key \"%s\" (%s), want kind %d key \"%s\"", names[i], err.kind, err.key,
                     err.message, fx->kind, fx->key);
        assert_non_null(strstr(err.file, names[i]));
        assert_true(err.message[0] != '\0');
    }
}

static void load_shipped(const char *name, trts_map *map)
{
    char path[1024], rel[128];
    if ((size_t)snprintf(rel, sizeof rel, "maps/trts/%s", name) >= (size_t)(sizeof rel))
        fail_msg("path too long");
    tt_source_path(path, rel);
    data_error err;
    if (!data_trts_map_load(path, map, &err))
        fail_msg("%s: %s: %s", err.file, err.key, err.message);
}

/* The spec's shape: each start area (main) joins one area by a ramp whose upper end
 * is the main (its natural), has a cliff (air only), and all starts carry the same
 * figures, as do their naturals. */
static void check_shape(const trts_map *map)
{
    int fields = -1, nat_fields = -1;
    bool any_cliff = false;
    for (int s = 1; s <= map->max_players; s++) {
        int main_area = trts_map_start_area(map, s);
        assert_true(main_area >= 0);
        const trts_area *a = &map->areas[main_area];
        if (fields < 0)
            fields = a->minerals;
        assert_int_equal(a->minerals, fields);
        int nat = -1;
        for (int k = 0; k < a->n_adj; k++) {
            const trts_edge *e = &map->edges[a->adj_edge[k]];
            if (e->kind == TRTS_EDGE_RAMP && e->up == main_area)
                nat = a->adj[k];
            if (e->kind == TRTS_EDGE_CLIFF)
                any_cliff = true;
            /* the main's only ground way out is the ramp */
            if (e->kind == TRTS_EDGE_OPEN)
                fail_msg("%s: start %d has an open edge", map->name, s);
        }
        assert_true(nat >= 0);
        if (nat_fields < 0)
            nat_fields = map->areas[nat].minerals;
        assert_int_equal(map->areas[nat].minerals, nat_fields);
    }
    assert_true(any_cliff);
}

static void test_shipped_maps(void **state)
{
    (void)state;
    char dir[1024];
    tt_source_path(dir, "maps/trts");
    static char names[32][256];
    int n = dt_list_json(dir, names, 32);
    assert_true(n >= 3);
    bool two = false, three = false, four = false;
    for (int i = 0; i < n; i++) {
        static trts_map map;
        load_shipped(names[i], &map);
        check_shape(&map);
        if (map.max_players == 2) {
            two = true;
            assert_true(map.n_areas >= 10 && map.n_areas <= 14);
        }
        if (map.max_players == 3) {
            three = true;
            assert_true(map.n_areas >= 17 && map.n_areas <= 24);
        }
        if (map.max_players == 4) {
            four = true;
            assert_true(map.n_areas >= 17 && map.n_areas <= 24);
        }
    }
    assert_true(two && three && four);
}

/* Saving a map in a game and reading it back keeps every figure. */
static void test_cliff_and_ramp_queries(void **state)
{
    (void)state;
    static trts_map map;
    load_shipped("twin-ridge.json", &map);
    int m = trts_map_find_area(&map, "n-main"), nat = trts_map_find_area(&map, "n-nat");
    int w = trts_map_find_area(&map, "n-watch");
    const trts_edge *ramp = &map.edges[trts_map_edge_between(&map, m, nat)];
    assert_true(trts_edge_goes_up(ramp, nat));
    assert_false(trts_edge_goes_up(ramp, m));
    const trts_edge *cliff = &map.edges[trts_map_edge_between(&map, m, w)];
    assert_false(trts_edge_passable(cliff, false));
    assert_true(trts_edge_passable(cliff, true));
}

/* The balance ruling on Twin Ridge (trts.md, "Balance rulings"): each watch has 2
 * fields (before: none) and each third an open edge to the middle area on its
 * side (before: none), so the map's hard duels are even for every pairing. */
static void test_twin_ridge_ruling(void **state)
{
    (void)state;
    static trts_map map;
    load_shipped("twin-ridge.json", &map);
    static const char *const watch[2] = {"n-watch", "s-watch"}, *const third[2] = {"n-third", "s-third"},
                             *const mid[2] = {"mid-w", "mid-e"};
    for (int k = 0; k < 2; k++) {
        int w = trts_map_find_area(&map, watch[k]), t = trts_map_find_area(&map, third[k]);
        int m = trts_map_find_area(&map, mid[k]);
        assert_true(w >= 0 && t >= 0 && m >= 0);
        assert_int_equal(map.areas[w].minerals, 2); /* ruling: was 0 */
        assert_int_equal(map.areas[w].gas, 0);
        assert_int_equal(map.areas[w].slots, 2);
        int e = trts_map_edge_between(&map, t, m); /* ruling: was none */
        assert_true(e >= 0);
        assert_int_equal(map.edges[e].kind, TRTS_EDGE_OPEN);
    }
    assert_int_equal(map.n_areas, 12);
    assert_int_equal(map.n_edges, 19);
}

/* Random damage to a shipped map is refused with an error naming the file, or
 * loads into a map that passes the core's checks; it never crashes. */
static void test_mangled_maps(void **state)
{
    (void)state;
    char path[1024];
    tt_source_path(path, "maps/trts/four-winds.json");
    size_t len;
    char *orig = dt_read(path, &len);
    char *text = malloc(len + 1);
    assert_non_null(text);
    core_rng rng;
    core_rng_seed(&rng, 4);
    static const char junk[] = "{}[],:\"0123456789-e.ab ";
    for (int round = 0; round < 300; round++) {
        memcpy(text, orig, len + 1);
        size_t n = len;
        int edits = 1 + (int)core_rng_below(&rng, 3);
        for (int e = 0; e < edits; e++)
            text[core_rng_below(&rng, (uint32_t)n)] = junk[core_rng_below(&rng, (uint32_t)(sizeof junk - 1))];
        static trts_map map;
        data_error err;
        if (data_trts_map_parse(text, n, "mangled.json", &map, &err))
            assert_int_equal(trts_map_check(&map).why, TRTS_MAP_OK);
        else
            assert_string_equal(err.file, "mangled.json");
    }
    free(text);
    free(orig);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_broken_maps),
        cmocka_unit_test(test_shipped_maps),
        cmocka_unit_test(test_cliff_and_ramp_queries),
        cmocka_unit_test(test_twin_ridge_ruling),
        cmocka_unit_test(test_mangled_maps),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
