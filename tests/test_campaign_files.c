/*
 * Campaign map files (docs/campaign.md §10): every shipped map loads and has the
 * geography the project promises (12-40 locations, capitals apart, battle maps
 * that exist), maps round-trip, and every broken fixture of
 * tests/data/campaign/broken/ is refused naming the file, the key and the
 * problem; random damage to a map never crashes the loader.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "data_test_util.h"
#include "skirmish/core/rng.h"
#include "skirmish/data/campaign_map.h"

static campaign_map map, again;

static void test_shipped_maps(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX];
    dt_source_path(dir, "maps/campaign");
    char names[32][256];
    int n = dt_list_json(dir, names, 32);
    assert_true(n >= 3);
    bool players[5] = { false };
    int battle_maps = 0;
    for (int i = 0; i < n; i++) {
        char name[256], path[DT_PATH_MAX + 260];
        memcpy(name, names[i], sizeof name);
        name[sizeof name - 1] = '\0';
        snprintf(path, sizeof path, "%s/%s", dir, name);
        data_error err;
        if (!data_campaign_map_load(path, &map, &err)) {
            char text[1024];
            data_error_format(&err, text, sizeof text);
            fail_msg("%s", text);
        }
        assert_true(map.n_locations >= 12 && map.n_locations <= 40);
        assert_true(map.name[0] && map.description[0]);
        for (int k = 0; k < CAMPAIGN_MAX_PLAYERS - 1; k++)
            players[k + 2] = players[k + 2] || map.n_starts[k] == k + 2;
        /* Capitals apart: never adjacent. Starts apart too. */
        for (int a = 0; a < map.n_locations; a++) {
            assert_true(map.locations[a].name[0]);
            for (int b = a + 1; b < map.n_locations; b++)
                if (map.locations[a].type == CAMPAIGN_CAPITAL && map.locations[b].type == CAMPAIGN_CAPITAL)
                    assert_true(map.distance[a][b] >= 2);
            if (map.locations[a].battle_map[0]) {
                char rel[128], esc_path[DT_PATH_MAX];
                snprintf(rel, sizeof rel, "maps/%s.json", map.locations[a].battle_map);
                dt_source_path(esc_path, rel);
                esc_map m;
                if (!data_map_load(esc_path, &m, &err))
                    fail_msg("%s: location %d names battle map %s, which does not load", names[i],
                             map.locations[a].id, map.locations[a].battle_map);
                battle_maps++;
            }
        }
        for (int k = 0; k < CAMPAIGN_MAX_PLAYERS - 1; k++)
            for (int x = 0; x < map.n_starts[k]; x++)
                for (int y = x + 1; y < map.n_starts[k]; y++)
                    assert_true(map.distance[map.starts[k][x]][map.starts[k][y]] >= 3);
        /* Towns and fortresses between. */
        int middle = 0;
        for (int a = 0; a < map.n_locations; a++)
            middle += map.locations[a].type == CAMPAIGN_TOWN || map.locations[a].type == CAMPAIGN_FORTRESS;
        assert_true(middle >= 3);
        /* Round trip. */
        char *text = data_campaign_map_to_json(&map);
        assert_non_null(text);
        assert_true(data_campaign_map_parse(text, strlen(text), "again", &again, &err));
        char *text2 = data_campaign_map_to_json(&again);
        assert_string_equal(text, text2);
        assert_int_equal(map.n_locations, again.n_locations);
        assert_int_equal(map.n_routes, again.n_routes);
        assert_true(map.domination == again.domination);
        free(text2);
        free(text);
    }
    assert_true(players[2] && players[3] && players[4]);
    assert_true(battle_maps >= 3);
}

static data_error_kind kind_of(const char *name)
{
    static const char *const names[] = { "DATA_OK", "DATA_ERR_IO", "DATA_ERR_SYNTAX", "DATA_ERR_FORMAT",
                                         "DATA_ERR_MISSING", "DATA_ERR_TYPE", "DATA_ERR_VALUE", "DATA_ERR_MEMORY" };
    for (int k = 0; k < 8; k++)
        if (strcmp(name, names[k]) == 0)
            return (data_error_kind)k;
    fail_msg("unknown kind %s", name);
    return DATA_OK;
}

static void test_broken_maps(void **state)
{
    (void)state;
    char list[DT_PATH_MAX];
    dt_data_path(list, "campaign/broken/CASES.txt");
    size_t len;
    char *text = dt_read(list, &len);
    int cases = 0;
    for (char *line = strtok(text, "\n"); line; line = strtok(NULL, "\n")) {
        char name[64], kind[32], key[128];
        assert_int_equal(sscanf(line, "%63s %31s %127s", name, kind, key), 3);
        if (strcmp(key, "-") == 0)
            key[0] = '\0';
        char rel[128], path[DT_PATH_MAX], file[80];
        snprintf(rel, sizeof rel, "campaign/broken/%s.json", name);
        snprintf(file, sizeof file, "%s.json", name);
        dt_data_path(path, rel);
        data_error err;
        if (data_campaign_map_load(path, &map, &err))
            fail_msg("%s loaded", name);
        dt_assert_error(&err, kind_of(kind), file, key);
        cases++;
    }
    free(text);
    assert_true(cases >= 30);
}

static void test_damaged_maps_never_crash(void **state)
{
    (void)state;
    char path[DT_PATH_MAX];
    dt_source_path(path, "maps/campaign/three-crowns.json");
    size_t len;
    char *orig = dt_read(path, &len);
    char *buf = malloc(len + 1);
    core_rng rng;
    core_rng_seed(&rng, 12);
    int refused = 0;
    for (int i = 0; i < 400; i++) {
        memcpy(buf, orig, len + 1);
        int flips = 1 + (int)core_rng_below(&rng, 4);
        for (int f = 0; f < flips; f++) {
            size_t at = core_rng_below(&rng, (uint32_t)len);
            static const char pool[] = "0123456789-[]{},:\"x ";
            buf[at] = pool[core_rng_below(&rng, sizeof pool - 1)];
        }
        size_t cut = i % 5 == 0 ? core_rng_below(&rng, (uint32_t)len) : len;
        data_error err;
        if (!data_campaign_map_parse(buf, cut, "damaged.json", &map, &err)) {
            refused++;
            assert_true(err.kind != DATA_OK);
            assert_true(err.message[0]);
        } else {
            assert_int_equal(campaign_map_test(&map), CAMPAIGN_MAP_OK);
        }
    }
    assert_true(refused > 100);
    free(buf);
    free(orig);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_maps),
        cmocka_unit_test(test_broken_maps),
        cmocka_unit_test(test_damaged_maps_never_crash),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
