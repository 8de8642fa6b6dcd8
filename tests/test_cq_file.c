/*
 * Conquest files (docs/formats.md, "Conquest"): states in the public server's
 * shape, written back in the shape they were read in; orders; maps, every shipped
 * map included; and one broken fixture per problem in tests/data/conquest/broken/,
 * each refused with the file, the JSON path and the kind of problem, outputs
 * untouched. A fixture missing from the table fails the test.
 */
#include "cq_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/core/cq/map.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/cq_save.h"

typedef enum loader { LOAD_STATE, LOAD_ORDERS, LOAD_MAP } loader;

typedef struct fixture {
    const char *file;
    loader loader;
    data_error_kind kind;
    const char *key;
} fixture;

static const fixture fixtures[] = {
    {"state-truncated.json", LOAD_STATE, DATA_ERR_SYNTAX, ""},
    {"state-not-object.json", LOAD_STATE, DATA_ERR_FORMAT, ""},
    {"state-empty.json", LOAD_STATE, DATA_ERR_SYNTAX, ""},
    {"state-binary.json", LOAD_STATE, DATA_ERR_SYNTAX, ""},
    {"state-missing-turn.json", LOAD_STATE, DATA_ERR_MISSING, "turn"},
    {"state-turn-string.json", LOAD_STATE, DATA_ERR_TYPE, "turn"},
    {"state-turn-negative.json", LOAD_STATE, DATA_ERR_VALUE, "turn"},
    {"state-turn-fraction.json", LOAD_STATE, DATA_ERR_TYPE, "turn"},
    {"state-max-turns-zero.json", LOAD_STATE, DATA_ERR_VALUE, "max_turns"},
    {"state-missing-graph.json", LOAD_STATE, DATA_ERR_MISSING, "graph"},
    {"state-graph-array.json", LOAD_STATE, DATA_ERR_TYPE, "graph"},
    {"state-missing-vertices.json", LOAD_STATE, DATA_ERR_MISSING, "graph.vertices"},
    {"state-missing-edges.json", LOAD_STATE, DATA_ERR_MISSING, "graph.edges"},
    {"state-no-vertices.json", LOAD_STATE, DATA_ERR_VALUE, "graph.vertices"},
    {"state-vertex-not-object.json", LOAD_STATE, DATA_ERR_TYPE, "graph.vertices[1]"},
    {"state-vertex-missing-id.json", LOAD_STATE, DATA_ERR_MISSING, "graph.vertices[1].id"},
    {"state-vertex-id-negative.json", LOAD_STATE, DATA_ERR_VALUE, "graph.vertices[1].id"},
    {"state-vertex-duplicate-id.json", LOAD_STATE, DATA_ERR_VALUE, "graph.vertices[2].id"},
    {"state-weight-zero.json", LOAD_STATE, DATA_ERR_VALUE, "graph.vertices[0].weight"},
    {"state-weight-string.json", LOAD_STATE, DATA_ERR_TYPE, "graph.vertices[0].weight"},
    {"state-position-short.json", LOAD_STATE, DATA_ERR_VALUE, "graph.vertices[0].position"},
    {"state-position-string.json", LOAD_STATE, DATA_ERR_TYPE, "graph.vertices[0].position[1]"},
    {"state-missing-position.json", LOAD_STATE, DATA_ERR_MISSING, "graph.vertices[0].position"},
    {"state-missing-controller.json", LOAD_STATE, DATA_ERR_MISSING, "graph.vertices[0].controller"},
    {"state-turn-zero.json", LOAD_STATE, DATA_ERR_VALUE, "turn"},
    {"state-player-id-long.json", LOAD_STATE, DATA_ERR_VALUE, "players[0].id"},
    {"state-type-other.json", LOAD_STATE, DATA_ERR_VALUE, "type"},
    {"state-controller-number.json", LOAD_STATE, DATA_ERR_TYPE, "graph.vertices[0].controller"},
    {"state-controller-eliminated.json", LOAD_STATE, DATA_ERR_VALUE, "graph.vertices[2].controller"},
    {"state-missing-units.json", LOAD_STATE, DATA_ERR_MISSING, "graph.vertices[0].units"},
    {"state-units-negative.json", LOAD_STATE, DATA_ERR_VALUE, "graph.vertices[0].units"},
    {"state-units-fraction.json", LOAD_STATE, DATA_ERR_TYPE, "graph.vertices[0].units"},
    {"state-units-huge.json", LOAD_STATE, DATA_ERR_VALUE, "graph.vertices[0].units"},
    {"state-neutral-units.json", LOAD_STATE, DATA_ERR_VALUE, "graph.vertices[1].units"},
    {"state-edge-unknown-to.json", LOAD_STATE, DATA_ERR_VALUE, "graph.edges[3].to"},
    {"state-edge-unknown-from.json", LOAD_STATE, DATA_ERR_VALUE, "graph.edges[0].from"},
    {"state-edge-duplicate.json", LOAD_STATE, DATA_ERR_VALUE, "graph.edges[4]"},
    {"state-edge-self-loop.json", LOAD_STATE, DATA_ERR_VALUE, "graph.edges[0]"},
    {"state-edge-missing-to.json", LOAD_STATE, DATA_ERR_MISSING, "graph.edges[0].to"},
    {"state-edge-not-object.json", LOAD_STATE, DATA_ERR_TYPE, "graph.edges[1]"},
    {"state-missing-players.json", LOAD_STATE, DATA_ERR_MISSING, "players"},
    {"state-players-empty.json", LOAD_STATE, DATA_ERR_VALUE, "players"},
    {"state-player-duplicate.json", LOAD_STATE, DATA_ERR_VALUE, "players[1]"},
    {"state-player-missing-id.json", LOAD_STATE, DATA_ERR_MISSING, "players[0].id"},
    {"state-player-id-empty.json", LOAD_STATE, DATA_ERR_VALUE, "players[0].id"},
    {"state-player-number.json", LOAD_STATE, DATA_ERR_TYPE, "players[0]"},
    {"state-player-status-bad.json", LOAD_STATE, DATA_ERR_VALUE, "players[0].status"},
    {"state-status-eliminated-not-listed.json", LOAD_STATE, DATA_ERR_VALUE, "players[1].status"},
    {"state-too-many-players.json", LOAD_STATE, DATA_ERR_VALUE, "players"},
    {"state-missing-elimination-order.json", LOAD_STATE, DATA_ERR_MISSING, "elimination_order"},
    {"state-elimination-unknown-player.json", LOAD_STATE, DATA_ERR_VALUE, "elimination_order[0][1][0]"},
    {"state-elimination-bad-entry.json", LOAD_STATE, DATA_ERR_VALUE, "elimination_order[0]"},
    {"state-elimination-future.json", LOAD_STATE, DATA_ERR_VALUE, "elimination_order[0][0]"},
    {"state-elimination-string.json", LOAD_STATE, DATA_ERR_TYPE, "elimination_order[0]"},
    {"state-game-status-bad.json", LOAD_STATE, DATA_ERR_VALUE, "game_status"},
    {"state-rng-bad.json", LOAD_STATE, DATA_ERR_VALUE, "rng"},
    {"state-rng-negative.json", LOAD_STATE, DATA_ERR_VALUE, "rng"},
    {"orders-truncated.json", LOAD_ORDERS, DATA_ERR_SYNTAX, ""},
    {"orders-missing-list.json", LOAD_ORDERS, DATA_ERR_MISSING, "orders"},
    {"orders-not-array.json", LOAD_ORDERS, DATA_ERR_TYPE, "orders"},
    {"orders-item-not-object.json", LOAD_ORDERS, DATA_ERR_TYPE, "orders[0]"},
    {"orders-missing-units.json", LOAD_ORDERS, DATA_ERR_MISSING, "orders[1].units"},
    {"orders-units-fraction.json", LOAD_ORDERS, DATA_ERR_TYPE, "orders[0].units"},
    {"orders-player-number.json", LOAD_ORDERS, DATA_ERR_TYPE, "orders[0].player"},
    {"orders-from-string.json", LOAD_ORDERS, DATA_ERR_TYPE, "orders[0].from"},
    {"map-missing-format.json", LOAD_MAP, DATA_ERR_FORMAT, "format"},
    {"map-wrong-format.json", LOAD_MAP, DATA_ERR_FORMAT, "format"},
    {"map-newer-version.json", LOAD_MAP, DATA_ERR_FORMAT, "version"},
    {"map-missing-name.json", LOAD_MAP, DATA_ERR_MISSING, "name"},
    {"map-controller.json", LOAD_MAP, DATA_ERR_VALUE, "graph.vertices[0].controller"},
    {"map-units.json", LOAD_MAP, DATA_ERR_VALUE, "graph.vertices[0].units"},
    {"map-players-range.json", LOAD_MAP, DATA_ERR_VALUE, "players"},
    {"map-players-nine.json", LOAD_MAP, DATA_ERR_VALUE, "players.max"},
    {"map-players-array.json", LOAD_MAP, DATA_ERR_TYPE, "players"},
    {"map-disconnected.json", LOAD_MAP, DATA_ERR_VALUE, "graph"},
    {"map-too-small.json", LOAD_MAP, DATA_ERR_VALUE, "players"},
    {"map-missing-graph.json", LOAD_MAP, DATA_ERR_MISSING, "graph"},
};
#define N_FIXTURES (int)(sizeof fixtures / sizeof fixtures[0])

/* A loaded valid state for the orders fixtures, and a map to check that a failed
 * load leaves its output alone. */
static void load_valid_state(cq_graph *g, cq_state *s)
{
    char path[CQT_PATH_MAX];
    data_error err;
    cqt_data_path(path, "conquest/valid-state.json");
    cq_graph_init(g);
    if (!data_cq_state_load(path, g, s, NULL, &err)) {
        char msg[800];
        data_error_format(&err, msg, sizeof msg);
        fail_msg("%s", msg);
    }
}

static void test_broken_fixtures(void **state)
{
    (void)state;
    char dir[CQT_PATH_MAX];
    cqt_data_path(dir, "conquest/broken");
    static char names[256][256];
    int n = cqt_list_json(dir, names, 256);
    assert_int_equal(n, N_FIXTURES);
    for (int i = 0; i < n; i++) {
        const fixture *f = NULL;
        for (int k = 0; k < N_FIXTURES; k++)
            if (strcmp(fixtures[k].file, names[i]) == 0)
                f = &fixtures[k];
        if (f == NULL)
            fail_msg("fixture %s is not in the table", names[i]);
        char path[CQT_PATH_MAX + 300];
        snprintf(path, sizeof path, "%s/%s", dir, f->file);
        data_error err;
        bool ok;
        if (f->loader == LOAD_STATE) {
            cq_graph g, before;
            cq_state s;
            load_valid_state(&g, &s);
            before = g;
            cq_state copy = s;
            ok = data_cq_state_load(path, &g, &s, NULL, &err);
            /* Untouched: the same arrays, the same state. */
            assert_ptr_equal(g.vertices, before.vertices);
            assert_memory_equal(&s, &copy, sizeof s);
            cq_graph_free(&g);
        } else if (f->loader == LOAD_ORDERS) {
            cq_graph g;
            cq_state s;
            load_valid_state(&g, &s);
            cq_order *orders = (cq_order *)&g; /* a sentinel: must not be replaced */
            size_t count = 77;
            ok = data_cq_orders_load(path, &s, &orders, &count, &err);
            assert_ptr_equal(orders, (cq_order *)&g);
            assert_int_equal(count, 77);
            cq_graph_free(&g);
        } else {
            cq_map m;
            cq_map_init(&m);
            snprintf(m.name, sizeof m.name, "keep");
            ok = data_cq_map_load(path, &m, &err);
            assert_string_equal(m.name, "keep");
            cq_map_free(&m);
        }
        if (ok)
            fail_msg("%s loaded", f->file);
        if (err.kind != f->kind || strcmp(err.key, f->key) != 0)
            fail_msg("%s: kind %d key \"%s\" (%s), expected kind %d key \"%s\"", f->file, err.kind, err.key,
                     err.message, f->kind, f->key);
        size_t flen = strlen(err.file), nlen = strlen(f->file);
        assert_true(flen >= nlen && strcmp(err.file + flen - nlen, f->file) == 0);
        assert_true(strlen(err.message) > 5);
    }
}

/* ---- states ---- */

static char *load_and_write(const char *rel, data_cq_layout *layout_out)
{
    char path[CQT_PATH_MAX];
    cqt_data_path(path, rel);
    cq_graph g;
    cq_graph_init(&g);
    cq_state s;
    data_cq_layout layout;
    data_error err;
    if (!data_cq_state_load(path, &g, &s, &layout, &err)) {
        char msg[800];
        data_error_format(&err, msg, sizeof msg);
        fail_msg("%s", msg);
    }
    char *text = data_cq_state_to_json(&s, &layout);
    assert_non_null(text);
    if (layout_out != NULL)
        *layout_out = layout;
    cq_graph_free(&g);
    return text;
}

/* A state written by the public server loads: extra keys, float positions, sparse
 * ids, edges in any order, a player listed again in later elimination entries, a
 * disconnected player, no "rng". */
static void test_server_state(void **state)
{
    (void)state;
    char path[CQT_PATH_MAX];
    cqt_data_path(path, "conquest/states/server-game.json");
    cq_graph g;
    cq_graph_init(&g);
    cq_state s;
    data_cq_layout layout;
    data_error err;
    assert_true(data_cq_state_load(path, &g, &s, &layout, &err));
    assert_int_equal(s.turn, 12);
    assert_int_equal(s.max_turns, 24);
    assert_int_equal(s.n_players, 4);
    assert_string_equal(s.players[2].id, "my bot x7k2");
    assert_true(s.players[2].eliminated);
    assert_int_equal(s.players[2].eliminated_turn, 9); /* the first entry */
    assert_true(s.players[3].eliminated);
    assert_int_equal(s.players[3].eliminated_turn, 11);
    assert_true(s.players[3].disconnected);
    assert_false(s.players[0].eliminated);
    assert_int_equal(g.n_vertices, 6);
    assert_int_equal(g.n_edges, 16);
    int v4 = cq_graph_find(&g, 4);
    assert_int_equal(v4, 3);
    assert_true(g.vertices[v4].y > 0.866 && g.vertices[v4].y < 0.867);
    assert_int_equal(s.controller[v4], 1);
    assert_int_equal(s.units[v4], 5);
    assert_int_equal(s.rng.state, CQ_DEFAULT_SEED);
    assert_false(layout.players_as_strings);
    assert_false(layout.elimination_as_objects);
    assert_false(layout.had_rng);
    /* Its known keys in its order: turn, graph, players, game_status,
     * elimination_order, final_rankings, max_turns. */
    const uint8_t expect[] = {DATA_CQ_KEY_TURN,        DATA_CQ_KEY_GRAPH,          DATA_CQ_KEY_PLAYERS,
                              DATA_CQ_KEY_GAME_STATUS, DATA_CQ_KEY_ELIMINATION_ORDER, DATA_CQ_KEY_FINAL_RANKINGS,
                              DATA_CQ_KEY_MAX_TURNS};
    assert_int_equal(layout.n_keys, 7);
    assert_memory_equal(layout.keys, expect, sizeof expect);
    cq_graph_free(&g);
}

/* Written back in the same shape: the output for the server's state is stored and
 * compared byte for byte (regenerate with SKIRMISH_REGENERATE_GOLDEN=1). */
static void test_server_state_written_back(void **state)
{
    (void)state;
    char *text = load_and_write("conquest/states/server-game.json", NULL);
    char path[CQT_PATH_MAX];
    cqt_data_path(path, "conquest/states/server-game.expected.json");
    if (cqt_regenerating())
        cqt_write(path, text, strlen(text));
    char *expect = cqt_read(path, NULL);
    assert_string_equal(text, expect);
    /* Key order as read, then the keys it lacked. */
    const char *order[] = {"\"turn\"", "\"graph\"", "\"players\"", "\"game_status\"", "\"elimination_order\"",
                           "\"final_rankings\"", "\"max_turns\"", "\"rng\""};
    const char *at = text;
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        const char *found = strstr(at, order[i]);
        if (found == NULL)
            fail_msg("%s missing or out of order", order[i]);
        at = found;
    }
    /* The repeated entries are written once, at the turn of elimination. */
    assert_non_null(strstr(text, "\"my bot x7k2\""));
    assert_null(strstr(text, "\"type\""));
    assert_null(strstr(text, "turn_duration_seconds"));
    free(text);
    free(expect);
}

/* Players as plain names and elimination entries as objects are written back that
 * way; "max_turns" is added with its default; the "rng" key is read. */
static void test_plain_shape(void **state)
{
    (void)state;
    data_cq_layout layout;
    char *text = load_and_write("conquest/states/plain-shape.json", &layout);
    assert_true(layout.players_as_strings);
    assert_true(layout.elimination_as_objects);
    assert_true(layout.had_rng);
    const char *expect = "{\n"
                         "  \"rng\": \"99\",\n"
                         "  \"players\": [\"p0\", \"p1\", \"p2\"],\n"
                         "  \"elimination_order\": [\n"
                         "    {\n"
                         "      \"turn\": 2,\n"
                         "      \"players\": [\"p2\"]\n"
                         "    }\n"
                         "  ],\n"
                         "  \"turn\": 3,\n";
    assert_memory_equal(text, expect, strlen(expect));
    assert_non_null(strstr(text, "  \"max_turns\": 100,\n"));
    assert_non_null(strstr(text, "\"game_status\": \"active\""));
    free(text);
}

/* Elimination entries of one player each, in either key order, come back so. */
static void test_elimination_one_per_player(void **state)
{
    (void)state;
    const char *docs[2] = {
        "{\"turn\": 4, \"graph\": {\"vertices\": [{\"id\": 0, \"weight\": 1, \"position\": [0, 0], "
        "\"controller\": \"a\", \"units\": 1}], \"edges\": []}, \"players\": [\"a\", \"b\", \"c\"], "
        "\"elimination_order\": [{\"player\": \"c\", \"turn\": 2}, {\"player\": \"b\", \"turn\": 2}]}",
        "{\"turn\": 4, \"graph\": {\"vertices\": [{\"id\": 0, \"weight\": 1, \"position\": [0, 0], "
        "\"controller\": \"a\", \"units\": 1}], \"edges\": []}, \"players\": [\"a\", \"b\", \"c\"], "
        "\"elimination_order\": [{\"turn\": 1, \"player\": \"c\"}, {\"turn\": 3, \"player\": \"b\"}]}",
    };
    const char *expect[2] = {
        "\"elimination_order\": [\n    {\n      \"player\": \"b\",\n      \"turn\": 2\n    },\n"
        "    {\n      \"player\": \"c\",\n      \"turn\": 2\n    }\n  ]",
        "\"elimination_order\": [\n    {\n      \"turn\": 1,\n      \"player\": \"c\"\n    },\n"
        "    {\n      \"turn\": 3,\n      \"player\": \"b\"\n    }\n  ]",
    };
    for (int i = 0; i < 2; i++) {
        cq_graph g;
        cq_graph_init(&g);
        cq_state s;
        data_cq_layout layout;
        data_error err;
        assert_true(data_cq_state_parse(docs[i], strlen(docs[i]), "doc", &g, &s, &layout, &err));
        assert_true(layout.elimination_one_per_player);
        assert_int_equal(layout.elimination_player_first, i == 0);
        char *text = data_cq_state_to_json(&s, &layout);
        if (strstr(text, expect[i]) == NULL)
            fail_msg("case %d wrote:\n%s", i, text);
        free(text);
        cq_graph_free(&g);
    }
}

/* What we write reads back to the same state and the same text. */
static void test_round_trip(void **state)
{
    (void)state;
    const char *files[] = {"conquest/states/server-game.json", "conquest/states/plain-shape.json",
                           "conquest/valid-state.json"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++) {
        data_cq_layout layout;
        char *text = load_and_write(files[i], &layout);
        cq_graph g;
        cq_graph_init(&g);
        cq_state s;
        data_cq_layout again;
        data_error err;
        assert_true(data_cq_state_parse(text, strlen(text), "round-trip", &g, &s, &again, &err));
        char *text2 = data_cq_state_to_json(&s, &again);
        assert_string_equal(text, text2);
        free(text);
        free(text2);
        cq_graph_free(&g);
    }
}

/* A finished game: "game_status" and "final_rankings" say so; the generator state
 * round-trips as a decimal string beyond 2^53; saving is atomic. */
static void test_final_state_and_save(void **state)
{
    (void)state;
    cq_graph g;
    cqt_graph(&g, 3, NULL, "0-1 1-2");
    cq_state s;
    cqt_state(&s, &g, 3);
    cqt_hold(&s, 0, 0, 5);
    cqt_hold(&s, 1, 1, 5);
    s.players[2].eliminated = true;
    s.players[2].eliminated_turn = 1;
    s.turn = 101;
    s.rng.state = UINT64_C(18446744073709551615);
    char *text = data_cq_state_to_json(&s, NULL);
    assert_non_null(text);
    assert_non_null(strstr(text, "\"game_status\": \"ended\""));
    assert_non_null(strstr(text, "\"final_rankings\": [\n    [\"p0\", \"p1\"],\n    [\"p2\"]\n  ]"));
    assert_non_null(strstr(text, "\"elimination_order\": [\n    [\n      1,\n      [\"p2\"]\n    ]\n  ]"));
    assert_non_null(strstr(text, "\"rng\": \"18446744073709551615\""));
    assert_non_null(strstr(text, "\"status\": \"eliminated\""));
    free(text);
    char path[CQT_PATH_MAX];
    cqt_tmp_path(path, "cq-final-state.json");
    data_error err;
    assert_true(data_cq_state_save(path, &s, NULL, &err));
    cq_graph g2;
    cq_graph_init(&g2);
    cq_state t;
    assert_true(data_cq_state_load(path, &g2, &t, NULL, &err));
    assert_int_equal(t.rng.state, s.rng.state);
    assert_true(cq_state_over(&t));
    assert_memory_equal(t.units, s.units, sizeof s.units);
    cq_graph_free(&g2);
    cq_graph_free(&g);
}

/* ---- orders ---- */

static void test_orders(void **state)
{
    (void)state;
    cq_graph g;
    cq_state s;
    load_valid_state(&g, &s);
    const char *text = "{\"orders\": [{\"player\": \"p1\", \"from\": 2, \"to\": 1, \"units\": 3, \"note\": 1},"
                       " {\"player\": \"nobody\", \"from\": 99, \"to\": -4, \"units\": -2},"
                       " {\"player\": \"p0\", \"from\": 0, \"to\": 1, \"units\": 2.0}], \"comment\": \"x\"}";
    cq_order *o = NULL;
    size_t n = 0;
    data_error err;
    assert_true(data_cq_orders_parse(text, strlen(text), "orders", &s, &o, &n, &err));
    assert_int_equal(n, 3);
    assert_int_equal(o[0].player, 1);
    assert_int_equal(o[0].from, 2);
    assert_int_equal(o[0].units, 3);
    assert_int_equal(o[1].player, CQ_NO_PLAYER);
    assert_int_equal(o[1].from, 99);
    assert_int_equal(o[1].to, -4);
    assert_int_equal(o[1].units, -2);
    assert_int_equal(o[2].units, 2);
    char *out = data_cq_orders_to_json(&s, o, n);
    assert_non_null(strstr(out, "\"player\": null"));
    free(out);
    free(o);
    const char *empty = "{\"orders\": []}";
    assert_true(data_cq_orders_parse(empty, strlen(empty), "orders", &s, &o, &n, &err));
    assert_int_equal(n, 0);
    assert_null(o);
    cq_graph_free(&g);
}

/* ---- maps ---- */

static void test_map_round_trip(void **state)
{
    (void)state;
    char path[CQT_PATH_MAX];
    cqt_data_path(path, "conquest/valid-map.json");
    cq_map m;
    cq_map_init(&m);
    data_error err;
    assert_true(data_cq_map_load(path, &m, &err));
    assert_string_equal(m.name, "Broken"); /* the base of the broken map fixtures */
    assert_int_equal(m.min_players, 2);
    assert_int_equal(m.max_players, 3);
    assert_int_equal(m.max_turns, CQ_DEFAULT_MAX_TURNS);
    char *text = data_cq_map_to_json(&m);
    cq_map m2;
    cq_map_init(&m2);
    assert_true(data_cq_map_parse(text, strlen(text), "again", &m2, &err));
    char *text2 = data_cq_map_to_json(&m2);
    assert_string_equal(text, text2);
    free(text);
    free(text2);
    cq_map_free(&m);
    cq_map_free(&m2);
}

/* Every shipped map loads, is written exactly as stored, lets no player be shut in
 * (strongly connected), and the set covers 2 to 8 players, several sizes and
 * layouts, and one-way edges. */
static void test_shipped_maps(void **state)
{
    (void)state;
    char dir[CQT_PATH_MAX];
    cqt_source_path(dir, "maps/conquest");
    static char names[64][256];
    int n = cqt_list_json(dir, names, 64);
    assert_true(n >= 5);
    int min_players = 8, max_players = 2, with_one_way = 0, smallest = CQ_MAX_VERTICES, largest = 0;
    for (int i = 0; i < n; i++) {
        char path[CQT_PATH_MAX + 300];
        snprintf(path, sizeof path, "%.1000s/%.255s", dir, names[i]);
        cq_map m;
        cq_map_init(&m);
        data_error err;
        if (!data_cq_map_load(path, &m, &err)) {
            char msg[800];
            data_error_format(&err, msg, sizeof msg);
            fail_msg("%s", msg);
        }
        assert_int_equal(cq_map_test(&m), CQ_MAP_OK);
        if (!cq_graph_strongly_connected(&m.graph))
            fail_msg("%s: a player can be shut in", names[i]);
        char *text = data_cq_map_to_json(&m);
        char *stored = cqt_read(path, NULL);
        if (strcmp(text, stored) != 0)
            fail_msg("%s is not written as the program writes it", names[i]);
        free(text);
        free(stored);
        min_players = m.min_players < min_players ? m.min_players : min_players;
        max_players = m.max_players > max_players ? m.max_players : max_players;
        with_one_way += cq_graph_one_way_edges(&m.graph) > 0;
        smallest = m.graph.n_vertices < smallest ? m.graph.n_vertices : smallest;
        largest = m.graph.n_vertices > largest ? m.graph.n_vertices : largest;
        /* Every player count of the range can start. */
        for (int p = m.min_players; p <= m.max_players; p++) {
            cq_state s;
            assert_int_equal(cq_state_setup(&s, &m.graph, p, m.max_turns, 1), CQ_SETUP_OK);
        }
        cq_map_free(&m);
    }
    assert_int_equal(min_players, 2);
    assert_int_equal(max_players, 8);
    assert_true(with_one_way >= 3);
    assert_true(largest >= 4 * smallest);
}

/* The one-way edges of "Duel at the Ford" are the rapids: one way only. */
static void test_duel_rapids(void **state)
{
    (void)state;
    char path[CQT_PATH_MAX];
    cqt_source_path(path, "maps/conquest/duel.json");
    cq_map m;
    cq_map_init(&m);
    data_error err;
    assert_true(data_cq_map_load(path, &m, &err));
    const cq_graph *g = &m.graph;
    assert_int_equal(cq_graph_one_way_edges(g), 2);
    assert_true(cq_graph_edge(g, cq_graph_find(g, 3), cq_graph_find(g, 5)) >= 0);
    assert_int_equal(cq_graph_edge(g, cq_graph_find(g, 5), cq_graph_find(g, 3)), -1);
    assert_true(cq_graph_edge(g, cq_graph_find(g, 8), cq_graph_find(g, 0)) >= 0);
    assert_int_equal(cq_graph_edge(g, cq_graph_find(g, 0), cq_graph_find(g, 8)), -1);
    cq_map_free(&m);
}

/* Fair starts give every seat the same ways in and out: on "The Crown" every
 * ring vertex is two edges from every other through the centre, but only the
 * gates (two-way spokes) get the centre's units back; with 3 to 6 players and
 * any seed the starts are all gates or all plain ring vertices (a play-test
 * found the computers on the two gates, the humans on one-way spokes). */
static void test_fair_starts_same_shape(void **state)
{
    (void)state;
    char path[CQT_PATH_MAX];
    cqt_source_path(path, "maps/conquest/crown.json");
    cq_map m;
    cq_map_init(&m);
    data_error err;
    assert_true(data_cq_map_load(path, &m, &err));
    const cq_graph *g = &m.graph;
    for (int n = m.min_players; n <= m.max_players; n++)
        for (uint64_t seed = 1; seed <= 40; seed++) {
            int32_t s[CQ_SETUP_MAX_PLAYERS];
            cq_fair_quality q;
            assert_true(cq_fair_starts(g, n, seed, s, &q));
            for (int p = 1; p < n; p++) {
                if (cq_graph_in_degree(g, s[p]) != cq_graph_in_degree(g, s[0]) ||
                    cq_graph_out_degree(g, s[p]) != cq_graph_out_degree(g, s[0]))
                    fail_msg("The Crown, %d players, seed %llu: seat %d starts with %d ways in and %d out, seat 0 "
                             "with %d and %d", n, (unsigned long long)seed, p, cq_graph_in_degree(g, s[p]),
                             cq_graph_out_degree(g, s[p]), cq_graph_in_degree(g, s[0]), cq_graph_out_degree(g, s[0]));
            }
            assert_int_equal(q.weight_min, q.weight_max);
        }
    cq_map_free(&m);
}

/* "Three Rivers" is fair to a start at the top as to one at the bottom (a
 * play-test found the bottom shut in behind one bridge): its rows mirror round
 * the middle row, weights and edges alike; each river is crossed toward the
 * middle anywhere (all one-way edges point into the middle row) and back only
 * at its two bridges (two-way edges across it). */
static void test_three_rivers_mirrored(void **state)
{
    (void)state;
    char path[CQT_PATH_MAX];
    cqt_source_path(path, "maps/conquest/three-rivers.json");
    cq_map m;
    cq_map_init(&m);
    data_error err;
    assert_true(data_cq_map_load(path, &m, &err));
    const cq_graph *g = &m.graph;
    assert_int_equal(g->n_vertices, 63);
    int into_middle = 0, bridges_top = 0, bridges_bottom = 0;
    for (int e = 0; e < g->n_edges; e++) {
        int a = (int)g->vertices[g->edges[e].from].id, b = (int)g->vertices[g->edges[e].to].id;
        int ma = (6 - a / 9) * 9 + a % 9, mb = (6 - b / 9) * 9 + b % 9;
        if (cq_graph_edge(g, cq_graph_find(g, ma), cq_graph_find(g, mb)) < 0)
            fail_msg("edge %d -> %d has no mirror %d -> %d", a, b, ma, mb);
        if (g->reverse[e] < 0) {
            assert_int_equal(b / 9, 3); /* every one-way edge leads into the middle row */
            into_middle++;
        } else if (a / 9 == 2 && b / 9 == 3) {
            bridges_top++;
        } else if (a / 9 == 4 && b / 9 == 3) {
            bridges_bottom++;
        }
    }
    for (int v = 0; v < g->n_vertices; v++) {
        int id = (int)g->vertices[v].id, mid = (6 - id / 9) * 9 + id % 9;
        assert_int_equal(g->vertices[v].weight, g->vertices[cq_graph_find(g, mid)].weight);
    }
    assert_int_equal(into_middle, 26);
    assert_int_equal(bridges_top, 4); /* two bridges, each to two vertices of the middle row */
    assert_int_equal(bridges_bottom, 4);
    assert_true(cq_graph_strongly_connected(g));
    cq_map_free(&m);
}

/* The examples of docs/formats.md's Conquest section (```jsonc blocks) load with
 * their loaders, so the reference cannot drift from the code. */
/* ---- the public server's own states (issue #16) ---- */

static void load_ok(const char *rel, cq_graph *g, cq_state *s, data_cq_layout *layout)
{
    char path[CQT_PATH_MAX];
    cqt_data_path(path, rel);
    cq_graph_init(g);
    data_error err;
    if (!data_cq_state_load(path, g, s, layout, &err)) {
        char msg[800];
        data_error_format(&err, msg, sizeof msg);
        fail_msg("%s", msg);
    }
}

/* A vertex held by a name that is no player (a bot that left the lobby) loads
 * neutral and empty, with a warning naming the vertex and the name. */
static void test_orphan_controller(void **state)
{
    (void)state;
    cq_graph g;
    cq_state *s = malloc(sizeof *s);
    data_cq_layout layout;
    load_ok("conquest/states/orphan-controller.json", &g, s, &layout);
    assert_int_equal(s->controller[0], CQ_NEUTRAL);
    assert_int_equal(s->units[0], 0);
    assert_int_equal(layout.n_orphans, 1);
    char warning[600];
    assert_true(data_cq_layout_warning(&layout, warning, sizeof warning));
    assert_non_null(strstr(warning, "vertex 0"));
    assert_non_null(strstr(warning, "\"p7\""));
    assert_int_equal(cq_state_check(s, NULL), CQ_STATE_OK);
    /* A clean state has nothing to warn about. */
    cq_graph_free(&g);
    load_ok("conquest/valid-state.json", &g, s, &layout);
    assert_false(data_cq_layout_warning(&layout, warning, sizeof warning));
    assert_string_equal(warning, "");
    cq_graph_free(&g);
    free(s);
}

/* The server's lobby: "waiting" on turn 0, with the wrapper, a bot that left. */
static void test_server_lobby(void **state)
{
    (void)state;
    cq_graph g;
    cq_state *s = malloc(sizeof *s);
    data_cq_layout layout;
    load_ok("conquest/states/server-lobby.json", &g, s, &layout);
    assert_int_equal(s->turn, 1);
    assert_false(cq_state_over(s));
    assert_true(layout.lobby);
    assert_true(layout.wrapped);
    assert_true(layout.turn_duration_seconds > 0.49 && layout.turn_duration_seconds < 0.51);
    assert_int_equal(layout.n_orphans, 1);
    assert_int_equal(layout.orphan_vertex, 17);
    assert_string_equal(layout.orphan_name, "MediumBot_2_default");
    assert_int_equal(s->n_players, 2);
    assert_int_equal(s->controller[cq_graph_find(&g, 17)], CQ_NEUTRAL);
    assert_int_equal(s->controller[cq_graph_find(&g, 31)], 1);
    char warning[600];
    assert_true(data_cq_layout_warning(&layout, warning, sizeof warning));
    assert_non_null(strstr(warning, "MediumBot_2_default"));
    assert_non_null(strstr(warning, "turn 0"));
    cq_graph_free(&g);
    free(s);
}

/* 40 players with names of 64 to 255 bytes load, play a turn and read back. */
static void test_server_crowded(void **state)
{
    (void)state;
    cq_graph g, g2;
    cq_state *s = malloc(sizeof *s), *back = malloc(sizeof *back);
    data_cq_layout layout;
    load_ok("conquest/states/server-crowded.json", &g, s, &layout);
    assert_int_equal(s->n_players, 40);
    assert_int_equal(strlen(s->players[0].id), 64);
    assert_int_equal(strlen(s->players[39].id), 255);
    cq_order o = {39, 39, 40, 1};
    cqt_resolve(s, &o, 1, NULL);
    char *text = data_cq_state_to_json(s, &layout);
    assert_non_null(text);
    cq_graph_init(&g2);
    data_error err;
    assert_true(data_cq_state_parse(text, strlen(text), "crowded", &g2, back, NULL, &err));
    assert_int_equal(back->n_players, 40);
    assert_string_equal(back->players[39].id, s->players[39].id);
    assert_int_equal(back->controller[cq_graph_find(&g2, 40)], 39);
    free(text);
    cq_graph_free(&g);
    cq_graph_free(&g2);
    free(s);
    free(back);
}

/* layout.wrap writes the server's message: "type" first, its key order, the
 * turn's duration; and it reads back the same. */
static void test_wrap(void **state)
{
    (void)state;
    cq_graph g, g2;
    cq_state *s = malloc(sizeof *s), *back = malloc(sizeof *back);
    data_cq_layout layout;
    load_ok("conquest/states/server-lobby.json", &g, s, &layout);
    layout.wrap = true;
    char *text = data_cq_state_to_json(s, &layout);
    assert_non_null(text);
    const char *order[] = {"\"type\"", "\"turn\"", "\"graph\"", "\"players\"", "\"game_status\"",
                           "\"elimination_order\"", "\"final_rankings\"", "\"turn_duration_seconds\"",
                           "\"max_turns\"", "\"rng\""};
    const char *at = text;
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        const char *k = strstr(at, order[i]);
        if (k == NULL)
            fail_msg("%s missing or out of order in %.200s", order[i], text);
        at = k;
    }
    assert_non_null(strstr(text, "\"game_state\""));
    assert_non_null(strstr(text, "0.5"));
    cq_graph_init(&g2);
    data_error err;
    data_cq_layout lay2;
    assert_true(data_cq_state_parse(text, strlen(text), "wrapped", &g2, back, &lay2, &err));
    assert_true(lay2.wrapped);
    assert_memory_equal(back->controller, s->controller, (size_t)g.n_vertices);
    assert_int_equal(back->turn, s->turn);
    free(text);
    cq_graph_free(&g);
    cq_graph_free(&g2);
    free(s);
    free(back);
}

/* A state, ours or the server's, is a map too: its graph, no holdings. */
static void test_state_as_map(void **state)
{
    (void)state;
    char path[CQT_PATH_MAX];
    cq_map m;
    cq_map_init(&m);
    data_error err;
    cqt_data_path(path, "conquest/states/server-lobby.json");
    assert_true(data_cq_map_load(path, &m, &err));
    assert_int_equal(m.graph.n_vertices, 35);
    assert_int_equal(m.min_players, 2);
    assert_int_equal(m.max_players, 8);
    assert_int_equal(m.max_turns, 24);
    assert_int_equal(cq_map_test(&m), CQ_MAP_OK);
    cqt_data_path(path, "conquest/states/server-game.json");
    assert_true(data_cq_map_load(path, &m, &err));
    assert_int_equal(m.graph.n_vertices, 6);
    assert_int_equal(m.max_players, 6);
    cqt_data_path(path, "conquest/valid-state.json");
    assert_true(data_cq_map_load(path, &m, &err));
    assert_int_equal(m.graph.n_vertices, 3);
    assert_int_equal(m.max_players, 3);
    /* A broken state is refused as a map, naming its key. */
    cqt_data_path(path, "conquest/broken/state-edge-unknown-to.json");
    assert_false(data_cq_map_load(path, &m, &err));
    assert_int_equal(m.graph.n_vertices, 3);
    cq_map_free(&m);
}

/* The Load screen's path: a bare state is "a Conquest save", continued by
 * computer players. */
static void test_state_as_saved_game(void **state)
{
    (void)state;
    char path[CQT_PATH_MAX];
    cqt_data_path(path, "conquest/states/server-lobby.json");
    assert_true(data_cq_save_is(path));
    cq_graph g;
    cq_graph_init(&g);
    cq_state *s = malloc(sizeof *s);
    int seats[CQ_MAX_PLAYERS];
    char name[64];
    data_error err;
    assert_true(data_cq_save_load(path, name, sizeof name, seats, &g, s, &err));
    assert_string_equal(name, "Chromatic Warfare state");
    assert_int_equal(s->n_players, 2);
    assert_int_equal(s->turn, 1);
    assert_int_equal(seats[0], 2); /* normal */
    assert_int_equal(seats[1], 2);
    cqt_data_path(path, "conquest/valid-map.json");
    assert_false(data_cq_save_is(path));
    cqt_data_path(path, "conquest/broken/state-type-other.json");
    assert_true(data_cq_save_is(path));
    assert_false(data_cq_save_load(path, name, sizeof name, seats, &g, s, &err));
    assert_string_equal(err.key, "type");
    cq_graph_free(&g);
    free(s);
}

static void test_documented_examples(void **state)
{
    (void)state;
    char path[CQT_PATH_MAX];
    cqt_source_path(path, "docs/formats.md");
    char *doc = cqt_read(path, NULL);
    char *section = strstr(doc, "## 8. Conquest");
    assert_non_null(section);
    cq_graph g;
    cq_graph_init(&g);
    cq_state s;
    bool have_state = false;
    int states = 0, maps = 0, orders = 0;
    for (char *at = strstr(section, "```jsonc\n"); at != NULL; at = strstr(at, "```jsonc\n")) {
        char *start = at + strlen("```jsonc\n");
        char *end = strstr(start, "```");
        assert_non_null(end);
        size_t len = (size_t)(end - start);
        data_error err;
        bool ok;
        if (strstr(start, "\"orders\"") != NULL && strstr(start, "\"orders\"") < end) {
            assert_true(have_state);
            cq_order *o = NULL;
            size_t n = 0;
            ok = data_cq_orders_parse(start, len, "formats.md", &s, &o, &n, &err);
            free(o);
            orders++;
        } else if (strstr(start, "\"format\"") != NULL && strstr(start, "\"format\"") < end) {
            cq_map m;
            cq_map_init(&m);
            ok = data_cq_map_parse(start, len, "formats.md", &m, &err);
            cq_map_free(&m);
            maps++;
        } else {
            ok = data_cq_state_parse(start, len, "formats.md", &g, &s, NULL, &err);
            have_state = ok;
            states++;
        }
        if (!ok) {
            char msg[800];
            data_error_format(&err, msg, sizeof msg);
            fail_msg("docs/formats.md example: %s", msg);
        }
        at = end + 3;
    }
    assert_int_equal(states, 1);
    assert_int_equal(maps, 1);
    assert_int_equal(orders, 1);
    cq_graph_free(&g);
    free(doc);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_broken_fixtures),
        cmocka_unit_test(test_server_state),
        cmocka_unit_test(test_server_state_written_back),
        cmocka_unit_test(test_plain_shape),
        cmocka_unit_test(test_elimination_one_per_player),
        cmocka_unit_test(test_round_trip),
        cmocka_unit_test(test_final_state_and_save),
        cmocka_unit_test(test_orders),
        cmocka_unit_test(test_map_round_trip),
        cmocka_unit_test(test_shipped_maps),
        cmocka_unit_test(test_duel_rapids),
        cmocka_unit_test(test_three_rivers_mirrored),
        cmocka_unit_test(test_documented_examples),
        cmocka_unit_test(test_orphan_controller),
        cmocka_unit_test(test_server_lobby),
        cmocka_unit_test(test_server_crowded),
        cmocka_unit_test(test_wrap),
        cmocka_unit_test(test_state_as_map),
        cmocka_unit_test(test_state_as_saved_game),
        cmocka_unit_test(test_fair_starts_same_shape),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
