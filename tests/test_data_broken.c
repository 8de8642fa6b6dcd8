/*
 * Every broken fixture in tests/data/broken/ (one problem per file) is loaded
 * with its loader: the load fails with the expected kind of error, the error
 * names the file and the JSON path of the problem, the message says what is
 * wrong, and the output struct is left exactly as it was. A fixture missing from
 * the table fails the test, so none is left unchecked.
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

typedef enum loader { LOAD_SQUAD, LOAD_UNIT, LOAD_MAP, LOAD_SETTINGS, LOAD_SAVE } loader;

typedef struct fixture {
    const char *file;
    loader loader;
    data_error_kind kind;
    const char *key;
    const char *message; /* a part of the message, or "" */
} fixture;

static const fixture fixtures[] = {
    {"truncated.json", LOAD_SQUAD, DATA_ERR_SYNTAX, "", "ends too early"},
    {"binary.json", LOAD_SQUAD, DATA_ERR_SYNTAX, "", "NUL byte"},
    {"garbage.json", LOAD_SQUAD, DATA_ERR_SYNTAX, "", "not valid JSON"},
    {"empty.json", LOAD_SQUAD, DATA_ERR_SYNTAX, "", "empty"},
    {"whitespace.json", LOAD_SQUAD, DATA_ERR_SYNTAX, "", "empty"},
    {"nul-byte.json", LOAD_SQUAD, DATA_ERR_SYNTAX, "", "NUL byte"},
    {"trailing-text.json", LOAD_SQUAD, DATA_ERR_SYNTAX, "", "after the JSON document"},
    {"two-documents.json", LOAD_SQUAD, DATA_ERR_SYNTAX, "", "after the JSON document"},
    {"deep-nesting.json", LOAD_SQUAD, DATA_ERR_SYNTAX, "", "nested more than"},
    {"single-quotes.json", LOAD_SQUAD, DATA_ERR_SYNTAX, "", ""},
    {"comment.json", LOAD_SQUAD, DATA_ERR_SYNTAX, "", ""},
    {"not-an-object.json", LOAD_SQUAD, DATA_ERR_FORMAT, "", "found an array"},
    {"null-document.json", LOAD_SQUAD, DATA_ERR_FORMAT, "", "found null"},
    {"string-document.json", LOAD_SQUAD, DATA_ERR_FORMAT, "", "found a string"},
    {"squad-wrong-format.json", LOAD_SQUAD, DATA_ERR_FORMAT, "format", "not this kind of file"},
    {"squad-no-format.json", LOAD_SQUAD, DATA_ERR_FORMAT, "format", "missing"},
    {"squad-format-null.json", LOAD_SQUAD, DATA_ERR_FORMAT, "format", ""},
    {"squad-newer-version.json", LOAD_SQUAD, DATA_ERR_FORMAT, "version", "newer than this program reads"},
    {"squad-version-zero.json", LOAD_SQUAD, DATA_ERR_FORMAT, "version", "not supported"},
    {"squad-version-string.json", LOAD_SQUAD, DATA_ERR_FORMAT, "version", ""},
    {"squad-version-fraction.json", LOAD_SQUAD, DATA_ERR_FORMAT, "version", ""},
    {"squad-no-version.json", LOAD_SQUAD, DATA_ERR_FORMAT, "version", "missing"},
    {"squad-missing-name.json", LOAD_SQUAD, DATA_ERR_MISSING, "name", ""},
    {"squad-missing-units.json", LOAD_SQUAD, DATA_ERR_MISSING, "units", ""},
    {"squad-missing-health.json", LOAD_SQUAD, DATA_ERR_MISSING, "units[1].health", ""},
    {"squad-missing-unit-name.json", LOAD_SQUAD, DATA_ERR_MISSING, "units[2].name", ""},
    {"squad-health-string.json", LOAD_SQUAD, DATA_ERR_TYPE, "units[0].health", "expected an integer"},
    {"squad-move-null.json", LOAD_SQUAD, DATA_ERR_TYPE, "units[0].move", "found null"},
    {"squad-range-bool.json", LOAD_SQUAD, DATA_ERR_TYPE, "units[0].range", ""},
    {"squad-name-null.json", LOAD_SQUAD, DATA_ERR_TYPE, "name", ""},
    {"squad-name-array.json", LOAD_SQUAD, DATA_ERR_TYPE, "name", ""},
    {"squad-units-object.json", LOAD_SQUAD, DATA_ERR_TYPE, "units", ""},
    {"squad-unit-not-object.json", LOAD_SQUAD, DATA_ERR_TYPE, "units[2]", ""},
    {"squad-unit-null.json", LOAD_SQUAD, DATA_ERR_TYPE, "units[1]", ""},
    {"squad-non-integral.json", LOAD_SQUAD, DATA_ERR_TYPE, "units[0].power", "2.5"},
    {"squad-huge-number.json", LOAD_SQUAD, DATA_ERR_VALUE, "units[0].move", "out of range"},
    {"squad-infinite-number.json", LOAD_SQUAD, DATA_ERR_VALUE, "units[0].move", "out of range"},
    {"squad-negative-huge.json", LOAD_SQUAD, DATA_ERR_VALUE, "units[0].health", "out of range"},
    {"squad-unknown-ability.json", LOAD_SQUAD, DATA_ERR_VALUE, "units[1].abilities[1]", "unknown ability \"teleport\""},
    {"squad-ability-wrong-case.json", LOAD_SQUAD, DATA_ERR_VALUE, "units[0].abilities[0]", "unknown ability"},
    {"squad-ability-number.json", LOAD_SQUAD, DATA_ERR_TYPE, "units[0].abilities[0]", ""},
    {"squad-abilities-string.json", LOAD_SQUAD, DATA_ERR_TYPE, "units[0].abilities", "expected an array"},
    {"squad-abilities-null.json", LOAD_SQUAD, DATA_ERR_TYPE, "units[0].abilities", ""},
    {"squad-too-many-units.json", LOAD_SQUAD, DATA_ERR_VALUE, "units", "too many units"},
    {"squad-too-many-abilities.json", LOAD_SQUAD, DATA_ERR_VALUE, "units[0].abilities", "too many abilities"},
    {"squad-bad-utf8.json", LOAD_SQUAD, DATA_ERR_VALUE, "name", "UTF-8"},
    {"squad-bad-utf8-unit.json", LOAD_SQUAD, DATA_ERR_VALUE, "units[1].name", "UTF-8"},
    {"unit-is-a-squad.json", LOAD_UNIT, DATA_ERR_FORMAT, "format", "not this kind of file"},
    {"unit-missing-move.json", LOAD_UNIT, DATA_ERR_MISSING, "move", ""},
    {"unit-abilities-null.json", LOAD_UNIT, DATA_ERR_TYPE, "abilities", ""},
    {"unit-unknown-ability.json", LOAD_UNIT, DATA_ERR_VALUE, "abilities[1]", "unknown ability"},
    {"unit-non-integral.json", LOAD_UNIT, DATA_ERR_TYPE, "health", ""},
    {"unit-newer-version.json", LOAD_UNIT, DATA_ERR_FORMAT, "version", "newer"},
    {"map-bad-square.json", LOAD_MAP, DATA_ERR_VALUE, "obstacles[3]", "\"k9\" is not a square"},
    {"map-square-upper-case.json", LOAD_MAP, DATA_ERR_VALUE, "obstacles[1]", ""},
    {"map-square-number.json", LOAD_MAP, DATA_ERR_TYPE, "obstacles[0]", ""},
    {"map-square-null.json", LOAD_MAP, DATA_ERR_TYPE, "obstacles[1]", ""},
    {"map-missing-obstacles.json", LOAD_MAP, DATA_ERR_MISSING, "obstacles", ""},
    {"map-missing-name.json", LOAD_MAP, DATA_ERR_MISSING, "name", ""},
    {"map-obstacles-string.json", LOAD_MAP, DATA_ERR_TYPE, "obstacles", ""},
    {"map-description-array.json", LOAD_MAP, DATA_ERR_TYPE, "description", ""},
    {"map-home-blocked.json", LOAD_MAP, DATA_ERR_VALUE, "obstacles", "fewer than 6 home squares"},
    {"map-zone-on-obstacle.json", LOAD_MAP, DATA_ERR_VALUE, "zone", "obstacle"},
    {"map-zone-bad-square.json", LOAD_MAP, DATA_ERR_VALUE, "zone[0]", ""},
    {"map-zone-object.json", LOAD_MAP, DATA_ERR_TYPE, "zone", ""},
    {"map-wrong-format.json", LOAD_MAP, DATA_ERR_FORMAT, "format", ""},
    {"map-newer-version.json", LOAD_MAP, DATA_ERR_FORMAT, "version", "newer"},
    {"settings-round-limit-too-high.json", LOAD_SETTINGS, DATA_ERR_VALUE, "round_limit", "out of range"},
    {"settings-markers-zero.json", LOAD_SETTINGS, DATA_ERR_VALUE, "markers_to_win", "out of range"},
    {"settings-round-limit-string.json", LOAD_SETTINGS, DATA_ERR_TYPE, "round_limit", ""},
    {"settings-wrong-format.json", LOAD_SETTINGS, DATA_ERR_FORMAT, "format", ""},
    {"save-bad-seed.json", LOAD_SAVE, DATA_ERR_VALUE, "seed", "digits"},
    {"save-seed-overflow.json", LOAD_SAVE, DATA_ERR_VALUE, "seed", "too large"},
    {"save-seed-negative.json", LOAD_SAVE, DATA_ERR_VALUE, "seed", ""},
    {"save-seed-number-too-large.json", LOAD_SAVE, DATA_ERR_VALUE, "seed", "2^53"},
    {"save-seed-fraction.json", LOAD_SAVE, DATA_ERR_TYPE, "seed", ""},
    {"save-seed-null.json", LOAD_SAVE, DATA_ERR_TYPE, "seed", ""},
    {"save-missing-seed.json", LOAD_SAVE, DATA_ERR_MISSING, "seed", ""},
    {"save-missing-map.json", LOAD_SAVE, DATA_ERR_MISSING, "map", ""},
    {"save-missing-squads.json", LOAD_SAVE, DATA_ERR_MISSING, "squads", ""},
    {"save-one-squad.json", LOAD_SAVE, DATA_ERR_VALUE, "squads", "expected 2 squads"},
    {"save-three-squads.json", LOAD_SAVE, DATA_ERR_VALUE, "squads", "expected 2 squads"},
    {"save-squad-over-budget.json", LOAD_SAVE, DATA_ERR_VALUE, "squads[1]", "over budget"},
    {"save-squad-empty.json", LOAD_SAVE, DATA_ERR_VALUE, "squads[0]", "cannot play"},
    {"save-squad-duplicate-ability.json", LOAD_SAVE, DATA_ERR_VALUE, "squads[0]", "duplicate"},
    {"save-squad-missing-stat.json", LOAD_SAVE, DATA_ERR_MISSING, "squads[0].units[1].range", ""},
    {"save-squad-wrong-format.json", LOAD_SAVE, DATA_ERR_FORMAT, "squads[1].format", ""},
    {"save-squad-null.json", LOAD_SAVE, DATA_ERR_TYPE, "squads[0]", ""},
    {"save-map-bad-square.json", LOAD_SAVE, DATA_ERR_VALUE, "map.obstacles[0]", ""},
    {"save-map-zone-on-obstacle.json", LOAD_SAVE, DATA_ERR_VALUE, "map.zone", ""},
    {"save-map-array.json", LOAD_SAVE, DATA_ERR_TYPE, "map", ""},
    {"save-settings-bad.json", LOAD_SAVE, DATA_ERR_VALUE, "settings.round_limit", ""},
    {"save-actions-string.json", LOAD_SAVE, DATA_ERR_TYPE, "actions", ""},
    {"save-action-null.json", LOAD_SAVE, DATA_ERR_TYPE, "actions[1]", ""},
    {"save-action-unreadable.json", LOAD_SAVE, DATA_ERR_VALUE, "actions[2]", "cannot read"},
    {"save-action-illegal.json", LOAD_SAVE, DATA_ERR_VALUE, "actions[3]", "units deploy on their own two home ranks"},
    {"save-action-same-square.json", LOAD_SAVE, DATA_ERR_VALUE, "actions[16]", ""},
    {"save-action-wrong-unit.json", LOAD_SAVE, DATA_ERR_VALUE, "actions[13]", ""},
    {"save-action-extra-end.json", LOAD_SAVE, DATA_ERR_VALUE, "actions[14]", ""},
    {"save-wrong-format.json", LOAD_SAVE, DATA_ERR_FORMAT, "format", ""},
    {"save-newer-version.json", LOAD_SAVE, DATA_ERR_FORMAT, "version", "newer"},
    {"save-truncated.json", LOAD_SAVE, DATA_ERR_SYNTAX, "", "ends too early"},
};

#define N_FIXTURES (sizeof fixtures / sizeof fixtures[0])

/* Loads with the fixture's loader into an output filled with a known value and
 * checks the value is still there afterwards. */
static void check_one(const fixture *f)
{
    char path[DT_PATH_MAX], rel[300];
    snprintf(rel, sizeof rel, "broken/%s", f->file);
    dt_data_path(path, rel);
    data_error err;
    bool ok = false;
    switch (f->loader) {
    case LOAD_SQUAD: {
        esc_squad out, before;
        dt_sample_squad(&out, 4);
        before = out;
        ok = data_squad_load(path, &out, &err);
        assert_memory_equal(&out, &before, sizeof out);
        break;
    }
    case LOAD_UNIT: {
        esc_unit_def out, before;
        esc_unit_init(&out, "Before", 4, 3, 2, 1);
        before = out;
        ok = data_unit_load(path, &out, &err);
        assert_memory_equal(&out, &before, sizeof out);
        break;
    }
    case LOAD_MAP: {
        esc_map out, before;
        dt_sample_map(&out);
        before = out;
        ok = data_map_load(path, &out, &err);
        assert_memory_equal(&out, &before, sizeof out);
        break;
    }
    case LOAD_SETTINGS: {
        esc_settings out = { .round_limit = 17, .markers_to_win = 3 }, before = out;
        ok = data_settings_load(path, &out, &err);
        assert_memory_equal(&out, &before, sizeof out);
        break;
    }
    case LOAD_SAVE: {
        esc_record out, before;
        esc_map map;
        esc_squad squad;
        dt_sample_map(&map);
        dt_sample_squad(&squad, 3);
        dt_play_record(&out, &map, &squad, &squad, 99, 10);
        before = out;
        esc_action first = out.actions[0];
        ok = data_save_load(path, &out, &err);
        assert_memory_equal(&out, &before, sizeof out);
        assert_true(esc_action_equal(&out.actions[0], &first));
        esc_record_free(&out);
        break;
    }
    }
    if (ok)
        fail_msg("%s loaded, but should fail", f->file);
    char text[800];
    data_error_format(&err, text, sizeof text);
    if (err.kind != f->kind || strcmp(err.key, f->key) != 0)
        fail_msg("%s: expected kind %d key \"%s\", got kind %d: %s", f->file, (int)f->kind, f->key, (int)err.kind, text);
    dt_assert_error(&err, f->kind, f->file, f->key);
    if (f->message[0] != '\0' && strstr(err.message, f->message) == NULL)
        fail_msg("%s: message should mention \"%s\": %s", f->file, f->message, text);
}

static void test_broken_fixtures(void **state)
{
    (void)state;
    for (size_t i = 0; i < N_FIXTURES; i++)
        check_one(&fixtures[i]);
}

static void test_every_fixture_is_listed(void **state)
{
    (void)state;
    static char names[256][256];
    char dir[DT_PATH_MAX];
    dt_data_path(dir, "broken");
    int n = dt_list_json(dir, names, 256);
    assert_true(n >= 40);
    for (int i = 0; i < n; i++) {
        bool listed = false;
        for (size_t k = 0; k < N_FIXTURES && !listed; k++)
            listed = strcmp(fixtures[k].file, names[i]) == 0;
        if (!listed)
            fail_msg("tests/data/broken/%s has no entry in test_data_broken.c", names[i]);
    }
    assert_int_equal((size_t)n, N_FIXTURES);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_broken_fixtures),
        cmocka_unit_test(test_every_fixture_is_listed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
