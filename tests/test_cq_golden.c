/*
 * Conquest golden replays: scripted games (map, seed, players and every turn's
 * orders, in tests/data/conquest/golden/NAME.script.json) are replayed through the
 * rules and the final state, as JSON, must equal NAME.state.json byte for byte. A
 * rules change that alters any outcome shows up here. The bots that wrote the
 * scripts must also still write them (their determinism).
 *
 * After a deliberate change, regenerate with
 *   SKIRMISH_REGENERATE_GOLDEN=1 ctest -R test_cq_golden
 * and review the diff of tests/data/conquest/golden/ like code.
 */
#include "cq_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>

#include "skirmish/ai/cq_bots.h"
#include "skirmish/core/cq/map.h"
#include "skirmish/data/cq_files.h"

typedef struct golden_case {
    const char *name;
    const char *map;
    uint64_t seed;
    int max_turns;
    int players;
    cq_bot_level levels[CQ_SETUP_MAX_PLAYERS];
} golden_case;

static const golden_case cases[] = {
    {"duel-hard-normal", "duel", 7, 60, 2, {CQ_BOT_HARD, CQ_BOT_NORMAL}},
    {"crown-three", "crown", 11, 40, 3, {CQ_BOT_HARD, CQ_BOT_EASY, CQ_BOT_NORMAL}},
    {"archipelago-four", "archipelago", 5, 30, 4, {CQ_BOT_RANDOM, CQ_BOT_EASY, CQ_BOT_NORMAL, CQ_BOT_HARD}},
    {"rivers-draws", "three-rivers", 3, 25, 6,
     {CQ_BOT_RANDOM, CQ_BOT_RANDOM, CQ_BOT_EASY, CQ_BOT_EASY, CQ_BOT_RANDOM, CQ_BOT_EASY}},
};

static void load_map(const char *name, cq_map *m)
{
    char rel[256], path[CQT_PATH_MAX];
    snprintf(rel, sizeof rel, "maps/conquest/%s.json", name);
    cqt_source_path(path, rel);
    cq_map_init(m);
    data_error err;
    assert_true(data_cq_map_load(path, m, &err));
}

/* Plays the case with its bots; returns the final state as JSON and, when
 * `script` is given, appends each turn's orders to it as a JSON line. */
static char *play_with_bots(const golden_case *c, const cq_map *m, FILE *script)
{
    cq_state s;
    assert_int_equal(cq_state_setup(&s, &m->graph, c->players, c->max_turns, c->seed), CQ_SETUP_OK);
    core_rng rng[CQ_SETUP_MAX_PLAYERS];
    for (int p = 0; p < c->players; p++)
        core_rng_seed(&rng[p], c->seed * 31 + (uint64_t)p);
    size_t cap = (size_t)m->graph.n_edges;
    cq_order *orders = malloc(cap * (size_t)c->players * sizeof *orders);
    assert_non_null(orders);
    bool first = true;
    while (!cq_state_over(&s)) {
        size_t n = 0;
        for (int p = 0; p < c->players; p++) {
            int k = cq_bot_orders(&s, p, c->levels[p], &rng[p], orders + n, (int)cap);
            assert_true(k >= 0);
            n += (size_t)k;
        }
        if (script != NULL) {
            fprintf(script, "%s    [", first ? "" : ",\n");
            for (size_t i = 0; i < n; i++)
                fprintf(script, "%s[\"%s\", %lld, %lld, %lld]", i ? ", " : "", s.players[orders[i].player].id,
                        (long long)orders[i].from, (long long)orders[i].to, (long long)orders[i].units);
            fprintf(script, "]");
            first = false;
        }
        cqt_resolve(&s, orders, n, NULL);
    }
    free(orders);
    char *text = data_cq_state_to_json(&s, NULL);
    assert_non_null(text);
    return text;
}

static void regenerate(const golden_case *c, const char *script_path, const char *state_path)
{
    cq_map m;
    load_map(c->map, &m);
    FILE *f = fopen(script_path, "w");
    assert_non_null(f);
    fprintf(f, "{\n  \"map\": \"%s\",\n  \"seed\": %llu,\n  \"players\": %d,\n  \"max_turns\": %d,\n", c->map,
            (unsigned long long)c->seed, c->players, c->max_turns);
    fprintf(f, "  \"comment\": \"each turn: the orders [player, from, to, units] of every player\",\n");
    fprintf(f, "  \"turns\": [\n");
    char *text = play_with_bots(c, &m, f);
    fprintf(f, "\n  ]\n}\n");
    assert_int_equal(fclose(f), 0);
    cqt_write(state_path, text, strlen(text));
    free(text);
    cq_map_free(&m);
}

/* Replays the script's orders (not the bots) and returns the final state. */
static char *replay_script(const char *script_path, int *turns_out)
{
    char *text = cqt_read(script_path, NULL);
    cJSON *root = cJSON_Parse(text);
    free(text);
    assert_non_null(root);
    const cJSON *map_name = cJSON_GetObjectItemCaseSensitive(root, "map");
    assert_true(cJSON_IsString(map_name));
    cq_map m;
    load_map(map_name->valuestring, &m);
    cq_state s;
    int players = cJSON_GetObjectItemCaseSensitive(root, "players")->valueint;
    int max_turns = cJSON_GetObjectItemCaseSensitive(root, "max_turns")->valueint;
    uint64_t seed = (uint64_t)cJSON_GetObjectItemCaseSensitive(root, "seed")->valuedouble;
    assert_int_equal(cq_state_setup(&s, &m.graph, players, max_turns, seed), CQ_SETUP_OK);
    const cJSON *turns = cJSON_GetObjectItemCaseSensitive(root, "turns");
    assert_true(cJSON_IsArray(turns));
    int count = 0;
    const cJSON *turn;
    cJSON_ArrayForEach(turn, turns)
    {
        int n = cJSON_GetArraySize(turn);
        cq_order *orders = malloc((size_t)(n > 0 ? n : 1) * sizeof *orders);
        cq_order_problem *problems = malloc((size_t)(n > 0 ? n : 1) * sizeof *problems);
        assert_non_null(orders);
        assert_non_null(problems);
        for (int i = 0; i < n; i++) {
            const cJSON *o = cJSON_GetArrayItem(turn, i);
            orders[i] = (cq_order){cq_state_find_player(&s, cJSON_GetArrayItem(o, 0)->valuestring),
                                   (int64_t)cJSON_GetArrayItem(o, 1)->valuedouble,
                                   (int64_t)cJSON_GetArrayItem(o, 2)->valuedouble,
                                   (int64_t)cJSON_GetArrayItem(o, 3)->valuedouble};
        }
        assert_false(cq_state_over(&s));
        cq_turn_report r = cqt_resolve(&s, orders, (size_t)n, problems);
        assert_int_equal(r.dropped, 0);
        free(orders);
        free(problems);
        count++;
    }
    assert_true(cq_state_over(&s));
    cJSON_Delete(root);
    char *out = data_cq_state_to_json(&s, NULL);
    assert_non_null(out);
    cq_map_free(&m);
    *turns_out = count;
    return out;
}

static void test_golden_case(void **state)
{
    const golden_case *c = *state;
    char rel[256], script_path[CQT_PATH_MAX], state_path[CQT_PATH_MAX];
    snprintf(rel, sizeof rel, "conquest/golden/%s.script.json", c->name);
    cqt_data_path(script_path, rel);
    snprintf(rel, sizeof rel, "conquest/golden/%s.state.json", c->name);
    cqt_data_path(state_path, rel);
    if (cqt_regenerating())
        regenerate(c, script_path, state_path);

    char *expect = cqt_read(state_path, NULL);
    int turns = 0;
    char *replayed = replay_script(script_path, &turns);
    if (strcmp(replayed, expect) != 0)
        fail_msg("%s: the replayed final state differs from %s", c->name, state_path);
    assert_true(turns > 3);

    /* The bots still play the same game. */
    cq_map m;
    load_map(c->map, &m);
    char *played = play_with_bots(c, &m, NULL);
    if (strcmp(played, expect) != 0)
        fail_msg("%s: the bots no longer play the scripted game", c->name);
    cq_map_free(&m);
    free(played);
    free(replayed);
    free(expect);
}

/* The final states mean what they should: the game is over, and the file reads
 * back into a state that is over. */
static void test_golden_states_load(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char rel[256], path[CQT_PATH_MAX];
        snprintf(rel, sizeof rel, "conquest/golden/%s.state.json", cases[i].name);
        cqt_data_path(path, rel);
        cq_graph g;
        cq_graph_init(&g);
        cq_state s;
        data_error err;
        assert_true(data_cq_state_load(path, &g, &s, NULL, &err));
        assert_true(cq_state_over(&s));
        assert_int_equal(s.n_players, cases[i].players);
        cq_graph_free(&g);
    }
}

int main(void)
{
    struct CMUnitTest tests[sizeof cases / sizeof cases[0] + 1];
    size_t n = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        tests[n] = (struct CMUnitTest)cmocka_unit_test(test_golden_case);
        tests[n].name = cases[i].name;
        tests[n].initial_state = (void *)&cases[i];
        n++;
    }
    tests[n++] = (struct CMUnitTest)cmocka_unit_test(test_golden_states_load);
    return _cmocka_run_group_tests("conquest golden", tests, n, NULL, NULL);
}
