/*
 * Map and settings files: round trips, the exact text written, square names, the
 * esc_map_test check at load time, and the settings' defaults and ranges.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "data_test_util.h"

static bool parse_map(const char *text, esc_map *map, data_error *err)
{
    return data_map_parse(text, strlen(text), "m.json", map, err);
}

static int square(const char *name)
{
    int sq = ESC_NO_SQUARE;
    assert_true(esc_square_parse(name, &sq));
    return sq;
}

static void test_map_round_trip(void **state)
{
    (void)state;
    esc_map map, loaded;
    dt_sample_map(&map);
    char *text = data_map_to_json(&map);
    assert_non_null(text);
    memset(&loaded, 0, sizeof loaded);
    data_error err;
    assert_true(parse_map(text, &loaded, &err));
    assert_memory_equal(&map, &loaded, sizeof map);
    free(text);

    char path[DT_PATH_MAX];
    dt_tmp_path(path, "map_round_trip.json");
    esc_map_init(&map, "Plain");
    assert_true(data_map_save(path, &map, &err));
    memset(&loaded, 0x77, sizeof loaded);
    assert_true(data_map_load(path, &loaded, &err));
    assert_string_equal(loaded.name, "Plain");
    assert_true(loaded.obstacles == 0 && loaded.zone == 0);
}

static void test_map_exact_text(void **state)
{
    (void)state;
    esc_map map;
    dt_sample_map(&map);
    char *text = data_map_to_json(&map);
    assert_string_equal(text, "{\n"
                              "  \"format\": \"skirmish-map\",\n"
                              "  \"version\": 1,\n"
                              "  \"name\": \"Sample Hill\",\n"
                              "  \"obstacles\": [\"c3\", \"a4\", \"h5\", \"f6\"],\n"
                              "  \"zone\": [\"d4\", \"e4\", \"d5\", \"e5\"]\n"
                              "}\n");
    free(text);

    /* A long list wraps to one square per line rather than run past 80 columns. */
    map.zone = 0;
    map.obstacles = esc_board_within(square("d4"), 1) | esc_board_within(square("e5"), 1);
    text = data_map_to_json(&map);
    assert_non_null(strstr(text, "  \"obstacles\": [\n    \"c3\",\n    \"d3\",\n"));
    for (const char *line = text; *line != '\0';) {
        const char *nl = strchr(line, '\n');
        size_t len = nl != NULL ? (size_t)(nl - line) : strlen(line);
        assert_true(len <= 80);
        line += len + (nl != NULL);
    }
    esc_map loaded;
    data_error err;
    assert_true(parse_map(text, &loaded, &err));
    assert_memory_equal(&map, &loaded, sizeof map);
    free(text);
}

static void test_map_fields(void **state)
{
    (void)state;
    esc_map map;
    data_error err;
    /* Duplicates are fine; description and unknown keys are accepted. */
    assert_true(parse_map("{\"format\":\"skirmish-map\",\"version\":1,\"name\":\"Twice\",\"description\":\"x\","
                          "\"author\":{\"n\":1},\"obstacles\":[\"d4\",\"d4\",\"e5\"]}",
                          &map, &err));
    assert_string_equal(map.name, "Twice");
    assert_true(map.obstacles == (esc_bit(square("d4")) | esc_bit(square("e5"))));
    assert_true(map.zone == 0);
}

static void test_map_errors(void **state)
{
    (void)state;
    static const struct {
        const char *body;
        data_error_kind kind;
        const char *key;
    } cases[] = {
        {"\"name\":\"M\",\"obstacles\":[\"d4\",\"e5\",\"a3\",\"D4\"]", DATA_ERR_VALUE, "obstacles[3]"},
        {"\"name\":\"M\",\"obstacles\":[\"i1\"]", DATA_ERR_VALUE, "obstacles[0]"},
        {"\"name\":\"M\",\"obstacles\":[\"a9\"]", DATA_ERR_VALUE, "obstacles[0]"},
        {"\"name\":\"M\",\"obstacles\":[\"a0\"]", DATA_ERR_VALUE, "obstacles[0]"},
        {"\"name\":\"M\",\"obstacles\":[\"d44\"]", DATA_ERR_VALUE, "obstacles[0]"},
        {"\"name\":\"M\",\"obstacles\":[\" d4\"]", DATA_ERR_VALUE, "obstacles[0]"},
        {"\"name\":\"M\",\"obstacles\":[\"\"]", DATA_ERR_VALUE, "obstacles[0]"},
        {"\"name\":\"M\",\"obstacles\":[27]", DATA_ERR_TYPE, "obstacles[0]"},
        {"\"name\":\"M\",\"obstacles\":[\"d4\",null]", DATA_ERR_TYPE, "obstacles[1]"},
        {"\"name\":\"M\",\"obstacles\":[[\"d4\"]]", DATA_ERR_TYPE, "obstacles[0]"},
        {"\"name\":\"M\",\"obstacles\":\"d4\"", DATA_ERR_TYPE, "obstacles"},
        {"\"name\":\"M\"", DATA_ERR_MISSING, "obstacles"},
        {"\"obstacles\":[]", DATA_ERR_MISSING, "name"},
        {"\"name\":null,\"obstacles\":[]", DATA_ERR_TYPE, "name"},
        {"\"name\":\"M\",\"description\":5,\"obstacles\":[]", DATA_ERR_TYPE, "description"},
        {"\"name\":\"M\",\"obstacles\":[],\"zone\":null", DATA_ERR_TYPE, "zone"},
        {"\"name\":\"M\",\"obstacles\":[],\"zone\":[\"e4\",\"z4\"]", DATA_ERR_VALUE, "zone[1]"},
        {"\"name\":\"M\",\"obstacles\":[\"d4\"],\"zone\":[\"e4\",\"d4\"]", DATA_ERR_VALUE, "zone"},
        {"\"name\":\"M\",\"obstacles\":[\"a1\",\"b1\",\"c1\",\"d1\",\"e1\",\"f1\",\"g1\",\"h1\",\"a2\",\"b2\",\"c2\"]",
         DATA_ERR_VALUE, "obstacles"},
        {"\"name\":\"M\",\"obstacles\":[\"a8\",\"b8\",\"c8\",\"d8\",\"e8\",\"f8\",\"g8\",\"h8\",\"a7\",\"b7\",\"c7\"]",
         DATA_ERR_VALUE, "obstacles"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[512];
        snprintf(text, sizeof text, "{\"format\":\"skirmish-map\",\"version\":1,%s}", cases[i].body);
        esc_map map;
        dt_sample_map(&map);
        esc_map before = map;
        data_error err;
        if (parse_map(text, &map, &err))
            fail_msg("case %zu should fail: %s", i, text);
        dt_assert_error(&err, cases[i].kind, "m.json", cases[i].key);
        assert_memory_equal(&map, &before, sizeof map);
    }

    /* Ten home obstacles leave six squares: still a playable map. */
    esc_map map;
    data_error err;
    assert_true(parse_map("{\"format\":\"skirmish-map\",\"version\":1,\"name\":\"Tight\",\"obstacles\":[\"a1\",\"b1\","
                          "\"c1\",\"d1\",\"e1\",\"f1\",\"g1\",\"h1\",\"a2\",\"b2\"]}",
                          &map, &err));
}

static bool parse_settings(const char *text, esc_settings *settings, data_error *err)
{
    return data_settings_parse(text, strlen(text), "s.json", settings, err);
}

static void test_settings(void **state)
{
    (void)state;
    esc_settings settings, loaded, defaults;
    esc_settings_default(&defaults);
    esc_settings_default(&settings); /* every field known, the hooks off */
    data_error err;

    assert_true(parse_settings("{\"format\":\"skirmish-settings\",\"version\":1}", &loaded, &err));
    assert_memory_equal(&loaded, &defaults, sizeof defaults);
    assert_true(parse_settings("{\"format\":\"skirmish-settings\",\"version\":1,\"round_limit\":0}", &loaded, &err));
    assert_int_equal(loaded.round_limit, 0);
    assert_int_equal(loaded.markers_to_win, defaults.markers_to_win);

    settings.round_limit = ESC_MAX_ROUND_LIMIT;
    settings.markers_to_win = 99;
    char *text = data_settings_to_json(&settings);
    assert_string_equal(text, "{\n"
                              "  \"format\": \"skirmish-settings\",\n"
                              "  \"version\": 1,\n"
                              "  \"round_limit\": 500,\n"
                              "  \"markers_to_win\": 99\n"
                              "}\n");
    assert_true(parse_settings(text, &loaded, &err));
    assert_memory_equal(&loaded, &settings, sizeof settings);
    free(text);

    char path[DT_PATH_MAX];
    dt_tmp_path(path, "settings_round_trip.json");
    settings.round_limit = 12;
    settings.markers_to_win = 3;
    assert_true(data_settings_save(path, &settings, &err));
    assert_true(data_settings_load(path, &loaded, &err));
    assert_memory_equal(&loaded, &settings, sizeof settings);

    static const struct {
        const char *body;
        data_error_kind kind;
        const char *key;
    } cases[] = {
        {"\"round_limit\":501", DATA_ERR_VALUE, "round_limit"},
        {"\"round_limit\":-1", DATA_ERR_VALUE, "round_limit"},
        {"\"round_limit\":\"30\"", DATA_ERR_TYPE, "round_limit"},
        {"\"round_limit\":30.5", DATA_ERR_TYPE, "round_limit"},
        {"\"markers_to_win\":0", DATA_ERR_VALUE, "markers_to_win"},
        {"\"markers_to_win\":100", DATA_ERR_VALUE, "markers_to_win"},
        {"\"markers_to_win\":null", DATA_ERR_TYPE, "markers_to_win"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char doc[256];
        snprintf(doc, sizeof doc, "{\"format\":\"skirmish-settings\",\"version\":1,%s}", cases[i].body);
        esc_settings before = loaded;
        assert_false(parse_settings(doc, &loaded, &err));
        dt_assert_error(&err, cases[i].kind, "s.json", cases[i].key);
        assert_memory_equal(&loaded, &before, sizeof loaded);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_map_round_trip),
        cmocka_unit_test(test_map_exact_text),
        cmocka_unit_test(test_map_fields),
        cmocka_unit_test(test_map_errors),
        cmocka_unit_test(test_settings),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
