/*
 * Every map in maps/ and every squad in assets/squads/ loads, round-trips, and is
 * fit to play: broken data must never ship.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <cmocka.h>

#include "data_test_util.h"
#include "skirmish/data/scenario_file.h"

#define MAX_FILES 64

static char names[MAX_FILES][256];

static int mirror(int square)
{
    return ESC_SQUARES - 1 - square; /* point symmetry through the board's centre */
}

static esc_bits mirror_bits(esc_bits bits)
{
    esc_bits out = 0;
    for (int sq = 0; sq < ESC_SQUARES; sq++)
        if (bits & esc_bit(sq))
            out |= esc_bit(mirror(sq));
    return out;
}

static void load_map(const char *file, esc_map *map)
{
    char rel[300], path[DT_PATH_MAX];
    snprintf(rel, sizeof rel, "maps/%.250s", file);
    dt_source_path(path, rel);
    data_error err;
    if (!data_map_load(path, map, &err)) {
        char text[800];
        data_error_format(&err, text, sizeof text);
        fail_msg("%s", text);
    }
}

static void test_shipped_maps(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX];
    dt_source_path(dir, "maps");
    int n = dt_list_json(dir, names, MAX_FILES);
    assert_true(n >= 5);
    const esc_bits homes = esc_board_home(0) | esc_board_home(1);
    for (int i = 0; i < n; i++) {
        esc_map map, again;
        load_map(names[i], &map);
        int side;
        assert_int_equal(esc_map_test(&map, &side), ESC_MAP_OK);
        assert_true(map.name[0] != '\0');
        /* Fair to both sides, and the home ranks left whole for deployment. */
        if (mirror_bits(map.obstacles) != map.obstacles || mirror_bits(map.zone) != map.zone)
            fail_msg("maps/%s is not point-symmetric", names[i]);
        if (map.obstacles & homes)
            fail_msg("maps/%s has an obstacle on a home rank", names[i]);
        char *text = data_map_to_json(&map);
        data_error err;
        assert_true(data_map_parse(text, strlen(text), names[i], &again, &err));
        assert_memory_equal(&map, &again, sizeof map);
        free(text);
    }
}

static void test_required_maps(void **state)
{
    (void)state;
    esc_map map;
    load_map("open-field.json", &map);
    assert_true(map.obstacles == 0 && map.zone == 0);
    const char *obstacled[] = {"crossroads.json", "ruins.json", "forest.json"};
    for (size_t i = 0; i < 3; i++) {
        load_map(obstacled[i], &map);
        assert_true(esc_bits_count(map.obstacles) >= 6);
    }
    load_map("hill.json", &map);
    esc_bits centre = 0;
    const char *zone[] = {"d4", "e4", "d5", "e5"};
    for (size_t i = 0; i < 4; i++) {
        int sq;
        assert_true(esc_square_parse(zone[i], &sq));
        centre |= esc_bit(sq);
    }
    assert_true(map.zone == centre);
    assert_true(map.obstacles != 0);
}

static void load_squad(const char *file, esc_squad *squad)
{
    char rel[300], path[DT_PATH_MAX];
    snprintf(rel, sizeof rel, "assets/squads/%.250s", file);
    dt_source_path(path, rel);
    data_error err;
    if (!data_squad_load(path, squad, &err)) {
        char text[800];
        data_error_format(&err, text, sizeof text);
        fail_msg("%s", text);
    }
}

static void test_shipped_squads(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX];
    dt_source_path(dir, "assets/squads");
    int n = dt_list_json(dir, names, MAX_FILES);
    assert_true(n >= 4);
    static esc_squad squads[MAX_FILES];
    for (int i = 0; i < n; i++) {
        load_squad(names[i], &squads[i]);
        esc_squad_report report = esc_squad_test(&squads[i]);
        if (report.problem != ESC_SQUAD_OK) {
            char why[200];
            esc_squad_report_text(&report, &squads[i], why, sizeof why);
            fail_msg("assets/squads/%s cannot play: %s", names[i], why);
        }
        assert_true(squads[i].n_units >= 1 && squads[i].n_units <= ESC_SQUAD_MAX);
        assert_true(esc_squad_rank_points(&squads[i]) <= ESC_SQUAD_BUDGET);
        for (int k = 0; k < i; k++)
            assert_string_not_equal(squads[i].name, squads[k].name);

        esc_squad again;
        char *text = data_squad_to_json(&squads[i]);
        data_error err;
        assert_true(data_squad_parse(text, strlen(text), names[i], &again, &err));
        assert_memory_equal(&squads[i], &again, sizeof again);
        free(text);
    }
    /* Any two can meet on any shipped map. */
    esc_map map;
    load_map("forest.json", &map);
    esc_settings settings;
    esc_settings_default(&settings);
    for (int a = 0; a < n; a++) {
        for (int b = 0; b < n; b++) {
            const esc_squad *pair[ESC_SIDES] = {&squads[a], &squads[b]};
            esc_game game;
            assert_int_equal(esc_game_init(&game, &map, pair, &settings, (uint64_t)(a * 31 + b), NULL), ESC_SETUP_OK);
        }
    }
}

/* The four default squads each have their own style. */
static void test_squad_styles(void **state)
{
    (void)state;
    esc_squad squad;

    load_squad("iron-vanguard.json", &squad); /* melee rush */
    int chargers = 0;
    for (int i = 0; i < squad.n_units; i++) {
        assert_int_equal(squad.units[i].range, 1);
        chargers += esc_unit_has_ability(&squad.units[i], ESC_AB_CHARGE);
    }
    assert_true(chargers >= 2);

    load_squad("longbow-line.json", &squad); /* ranged line */
    int archers = 0;
    for (int i = 0; i < squad.n_units; i++)
        archers += squad.units[i].range >= 3;
    assert_true(archers >= 3);

    load_squad("arcane-circle.json", &squad); /* abilities */
    uint16_t seen = 0;
    for (int i = 0; i < squad.n_units; i++) {
        assert_true(squad.units[i].n_abilities >= 1);
        seen |= esc_unit_ability_mask(&squad.units[i]);
    }
    assert_true(esc_bits_count(seen) >= 5);

    load_squad("free-company.json", &squad); /* balanced: melee, ranged and support */
    bool melee = false, ranged = false, ability = false;
    for (int i = 0; i < squad.n_units; i++) {
        melee |= squad.units[i].range == 1;
        ranged |= squad.units[i].range >= 3;
        ability |= squad.units[i].n_abilities > 0;
    }
    assert_true(melee && ranged && ability);
    assert_int_equal(squad.n_units, ESC_SQUAD_MAX);
}

/* The examples in docs/formats.md load, so the reference cannot drift from the
 * code. Every ```json block that is a whole document (it starts with "{" and a
 * newline) is loaded with the loader its "format" names. */
static void test_documented_examples(void **state)
{
    (void)state;
    char path[DT_PATH_MAX];
    dt_source_path(path, "docs/formats.md");
    char *doc = dt_read(path, NULL);
    int checked = 0;
    for (char *at = strstr(doc, "```json\n{\n"); at != NULL; at = strstr(at, "```json\n{\n")) {
        char *start = at + strlen("```json\n");
        char *end = strstr(start, "```");
        assert_non_null(end);
        size_t len = (size_t)(end - start);
        cJSON *root = cJSON_ParseWithLength(start, len);
        if (root == NULL)
            fail_msg("docs/formats.md: an example is not JSON: %.60s", start);
        const char *format = cJSON_GetStringValue(cJSON_GetObjectItem(root, "format"));
        assert_non_null(format);
        data_error err;
        bool ok = true;
        if (strcmp(format, "skirmish-squad") == 0) {
            esc_squad squad;
            ok = data_squad_parse(start, len, "formats.md", &squad, &err);
        } else if (strcmp(format, "skirmish-unit") == 0) {
            esc_unit_def unit;
            ok = data_unit_parse(start, len, "formats.md", &unit, &err);
        } else if (strcmp(format, "skirmish-map") == 0) {
            esc_map map;
            ok = data_map_parse(start, len, "formats.md", &map, &err);
        } else if (strcmp(format, "skirmish-settings") == 0) {
            esc_settings settings;
            ok = data_settings_parse(start, len, "formats.md", &settings, &err);
        } else if (strcmp(format, "skirmish-save") == 0) {
            esc_record record;
            memset(&record, 0, sizeof record);
            ok = data_save_parse(start, len, "formats.md", &record, &err);
            esc_record_free(&record);
        } else if (strcmp(format, "skirmish-scenario") == 0) {
            esc_scenario scenario;
            ok = data_scenario_parse(start, len, "formats.md", &scenario, &err);
        } else {
            assert_string_equal(format, "skirmish-state"); /* written only; shortened in the docs */
        }
        if (!ok)
            fail_msg("docs/formats.md: the %s example does not load: %s: %s", format, err.key, err.message);
        cJSON_Delete(root);
        checked++;
        at = end;
    }
    assert_true(checked >= 6);
    free(doc);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_shipped_maps),
        cmocka_unit_test(test_required_maps),
        cmocka_unit_test(test_shipped_squads),
        cmocka_unit_test(test_squad_styles),
        cmocka_unit_test(test_documented_examples),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
