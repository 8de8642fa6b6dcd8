/*
 * Squad and unit files: round trips, the exact text written, and the rule that the
 * loader checks shape and types but leaves game limits to esc_squad_test.
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

static bool parse_squad(const char *text, esc_squad *squad, data_error *err)
{
    return data_squad_parse(text, strlen(text), "mem.json", squad, err);
}

static void test_squad_round_trip_text(void **state)
{
    (void)state;
    for (int n = 0; n <= 6; n++) {
        esc_squad squad, loaded;
        dt_sample_squad(&squad, n);
        char *text = data_squad_to_json(&squad);
        assert_non_null(text);
        memset(&loaded, 0, sizeof loaded);
        data_error err;
        if (!parse_squad(text, &loaded, &err))
            fail_msg("%s: %s", err.key, err.message);
        assert_int_equal(err.kind, DATA_OK);
        assert_memory_equal(&squad, &loaded, sizeof squad);
        /* Writing what was read gives the same bytes. */
        char *again = data_squad_to_json(&loaded);
        assert_string_equal(text, again);
        free(again);
        free(text);
    }
}

static void test_squad_round_trip_file(void **state)
{
    (void)state;
    char path[DT_PATH_MAX];
    dt_tmp_path(path, "squad_round_trip.json");
    esc_squad squad, loaded;
    dt_sample_squad(&squad, 6);
    /* Every ability, and one repeated: the file keeps what the struct holds. */
    squad.units[0].n_abilities = 0;
    for (int ab = 0; ab < ESC_AB_COUNT; ab++)
        squad.units[0].abilities[squad.units[0].n_abilities++] = (uint8_t)ab;
    squad.units[0].abilities[squad.units[0].n_abilities++] = ESC_AB_CHARGE;
    data_error err;
    assert_true(data_squad_save(path, &squad, &err));
    memset(&loaded, 0, sizeof loaded);
    assert_true(data_squad_load(path, &loaded, &err));
    assert_memory_equal(&squad, &loaded, sizeof squad);
}

static void test_unit_round_trip(void **state)
{
    (void)state;
    char path[DT_PATH_MAX];
    dt_tmp_path(path, "unit_round_trip.json");
    esc_unit_def unit, loaded;
    esc_unit_init(&unit, "Sharpshooter", 2, 2, 1, 1);
    assert_true(esc_unit_add_ability(&unit, ESC_AB_PRECISION_SHOT));
    assert_true(esc_unit_add_ability(&unit, ESC_AB_TACTICAL_RETREAT));
    data_error err;
    assert_true(data_unit_save(path, &unit, &err));
    memset(&loaded, 0, sizeof loaded);
    assert_true(data_unit_load(path, &loaded, &err));
    assert_memory_equal(&unit, &loaded, sizeof unit);
}

static void test_squad_exact_text(void **state)
{
    (void)state;
    esc_squad squad;
    esc_squad_init(&squad, "Duo \"Q\"");
    esc_unit_def u;
    esc_unit_init(&u, "Swordsman", 2, 1, 1, 1);
    esc_unit_add_ability(&u, ESC_AB_CHARGE);
    esc_unit_add_ability(&u, ESC_AB_SWEEP);
    esc_squad_add(&squad, &u);
    esc_unit_init(&u, "Recruit", 1, 1, 1, 1);
    esc_squad_add(&squad, &u);
    char *text = data_squad_to_json(&squad);
    assert_non_null(text);
    assert_string_equal(text,
                        "{\n"
                        "  \"format\": \"skirmish-squad\",\n"
                        "  \"version\": 1,\n"
                        "  \"name\": \"Duo \\\"Q\\\"\",\n"
                        "  \"units\": [\n"
                        "    {\n"
                        "      \"name\": \"Swordsman\",\n"
                        "      \"health\": 2,\n"
                        "      \"range\": 1,\n"
                        "      \"power\": 1,\n"
                        "      \"move\": 1,\n"
                        "      \"abilities\": [\"charge\", \"sweep\"]\n"
                        "    },\n"
                        "    {\n"
                        "      \"name\": \"Recruit\",\n"
                        "      \"health\": 1,\n"
                        "      \"range\": 1,\n"
                        "      \"power\": 1,\n"
                        "      \"move\": 1,\n"
                        "      \"abilities\": []\n"
                        "    }\n"
                        "  ]\n"
                        "}\n");
    free(text);

    char *unit_text = data_unit_to_json(&u);
    assert_string_equal(unit_text, "{\n"
                                   "  \"format\": \"skirmish-unit\",\n"
                                   "  \"version\": 1,\n"
                                   "  \"name\": \"Recruit\",\n"
                                   "  \"health\": 1,\n"
                                   "  \"range\": 1,\n"
                                   "  \"power\": 1,\n"
                                   "  \"move\": 1,\n"
                                   "  \"abilities\": []\n"
                                   "}\n");
    free(unit_text);
}

/* The example, with abilities left out on one unit and unknown keys. */
static void test_squad_example_and_defaults(void **state)
{
    (void)state;
    const char *text = "{\"format\": \"skirmish-squad\", \"version\": 1, \"name\": \"Pair\", \"comment\": [1, {}],"
                       " \"units\": [{\"name\": \"A\", \"health\": 2, \"range\": 1, \"power\": 1, \"move\": 1,"
                       " \"abilities\": [\"charge\"], \"colour\": \"red\"},"
                       " {\"name\": \"B\", \"health\": 1.0, \"range\": 1, \"power\": 1, \"move\": 1e0}]}";
    esc_squad squad;
    data_error err;
    assert_true(parse_squad(text, &squad, &err));
    assert_string_equal(squad.name, "Pair");
    assert_int_equal(squad.n_units, 2);
    assert_int_equal(squad.units[0].n_abilities, 1);
    assert_int_equal(squad.units[0].abilities[0], ESC_AB_CHARGE);
    assert_int_equal(squad.units[1].n_abilities, 0);
    assert_int_equal(squad.units[1].health, 1);
    assert_int_equal(squad.units[1].move, 1);
    assert_int_equal(esc_squad_test(&squad).problem, ESC_SQUAD_OK);
}

/* Game limits are the core's business: these load, and esc_squad_test says why
 * they cannot play. */
static void test_squad_loads_illegal_drafts(void **state)
{
    (void)state;
    esc_squad squad;
    data_error err;

    assert_true(parse_squad("{\"format\":\"skirmish-squad\",\"version\":1,\"name\":\"\",\"units\":[]}", &squad, &err));
    assert_int_equal(squad.n_units, 0);
    assert_int_equal(esc_squad_test(&squad).problem, ESC_SQUAD_NO_UNIT);

    assert_true(parse_squad("{\"format\":\"skirmish-squad\",\"version\":1,\"name\":\"x\",\"units\":["
                            "{\"name\":\"zero\",\"health\":0,\"range\":150,\"power\":-3,\"move\":1000000,"
                            "\"abilities\":[\"sweep\",\"sweep\"]}]}",
                            &squad, &err));
    assert_int_equal(squad.units[0].health, 0);
    assert_int_equal(squad.units[0].range, 150);
    assert_int_equal(squad.units[0].power, -3);
    assert_int_equal(squad.units[0].move, 1000000);
    assert_int_equal(squad.units[0].n_abilities, 2);
    assert_int_equal(squad.units[0].abilities[1], ESC_AB_SWEEP);
    assert_int_equal(esc_squad_test(&squad).problem, ESC_SQUAD_BAD_UNIT);

    /* Seven units, and then the most a squad struct holds. */
    const int counts[] = {7, ESC_SQUAD_CAPACITY, ESC_SQUAD_CAPACITY + 1};
    for (size_t c = 0; c < sizeof counts / sizeof counts[0]; c++) {
        int n = counts[c];
        char *text = malloc(64 * 1024);
        assert_non_null(text);
        int len = sprintf(text, "{\"format\":\"skirmish-squad\",\"version\":1,\"name\":\"Horde\",\"units\":[");
        for (int i = 0; i < n; i++)
            len += sprintf(text + len, "%s{\"name\":\"u%d\",\"health\":1,\"range\":1,\"power\":1,\"move\":1}",
                           i ? "," : "", i);
        sprintf(text + len, "]}");
        bool ok = parse_squad(text, &squad, &err);
        if (n <= ESC_SQUAD_CAPACITY) {
            assert_true(ok);
            assert_int_equal(squad.n_units, n);
            assert_int_equal(esc_squad_test(&squad).problem, ESC_SQUAD_TOO_MANY_UNITS);
        } else {
            assert_false(ok);
            dt_assert_error(&err, DATA_ERR_VALUE, "mem.json", "units");
            assert_non_null(strstr(err.message, "too many units"));
        }
        free(text);
    }
}

static void test_unit_ability_capacity(void **state)
{
    (void)state;
    for (int n = ESC_UNIT_ABILITY_CAPACITY; n <= ESC_UNIT_ABILITY_CAPACITY + 1; n++) {
        char text[2048];
        int len = sprintf(text, "{\"format\":\"skirmish-unit\",\"version\":1,\"name\":\"Bag\",\"health\":1,"
                                "\"range\":1,\"power\":1,\"move\":1,\"abilities\":[");
        for (int i = 0; i < n; i++)
            len += sprintf(text + len, "%s\"%s\"", i ? "," : "", esc_ability_get((esc_ability)(i % ESC_AB_COUNT))->id);
        sprintf(text + len, "]}");
        esc_unit_def unit;
        memset(&unit, 0x5A, sizeof unit);
        esc_unit_def before = unit;
        data_error err;
        bool ok = data_unit_parse(text, strlen(text), "bag.json", &unit, &err);
        if (n <= ESC_UNIT_ABILITY_CAPACITY) {
            assert_true(ok);
            assert_int_equal(unit.n_abilities, n);
            assert_int_equal(esc_unit_test(&unit, NULL), ESC_UNIT_DUPLICATE_ABILITY);
        } else {
            assert_false(ok);
            dt_assert_error(&err, DATA_ERR_VALUE, "bag.json", "abilities");
            assert_memory_equal(&unit, &before, sizeof unit);
        }
    }
}

static bool valid_utf8(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        int n = *p < 0x80 ? 1 : (*p & 0xE0) == 0xC0 ? 2 : (*p & 0xF0) == 0xE0 ? 3 : (*p & 0xF8) == 0xF0 ? 4 : 0;
        if (n == 0)
            return false;
        for (int i = 1; i < n; i++)
            if ((p[i] & 0xC0) != 0x80)
                return false;
        p += n;
    }
    return true;
}

static void test_long_names_cut_on_characters(void **state)
{
    (void)state;
    /* 62 ASCII bytes then "é" (2 bytes) would end at byte 64: it must go whole. */
    for (int ascii = 55; ascii <= 70; ascii++) {
        char name[128];
        memset(name, 'n', (size_t)ascii);
        strcpy(name + ascii, "\xC3\xA9\xE2\x82\xAC\xF0\x9F\x8E\xB2tail");
        char text[512];
        snprintf(text, sizeof text, "{\"format\":\"skirmish-squad\",\"version\":1,\"name\":\"%s\",\"units\":[]}",
                 name);
        esc_squad squad;
        data_error err;
        assert_true(parse_squad(text, &squad, &err));
        size_t len = strlen(squad.name);
        assert_true(len <= ESC_NAME_MAX - 1);
        assert_true(len >= ESC_NAME_MAX - 4);
        assert_true(valid_utf8(squad.name));
        assert_memory_equal(squad.name, name, len);
    }
}

static void test_numbers(void **state)
{
    (void)state;
    static const struct {
        const char *health;
        data_error_kind kind;
    } cases[] = {
        {"1000000", DATA_OK}, {"-1000000", DATA_OK},      {"1000001", DATA_ERR_VALUE}, {"-1000001", DATA_ERR_VALUE},
        {"1e308", DATA_ERR_VALUE}, {"-1e308", DATA_ERR_VALUE}, {"1e999", DATA_ERR_VALUE}, {"1.5", DATA_ERR_TYPE},
        {"2.000001", DATA_ERR_TYPE}, {"1e-300", DATA_ERR_TYPE}, {"\"2\"", DATA_ERR_TYPE}, {"null", DATA_ERR_TYPE},
        {"true", DATA_ERR_TYPE}, {"[2]", DATA_ERR_TYPE},   {"{}", DATA_ERR_TYPE},       {"-0", DATA_OK},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[256];
        snprintf(text, sizeof text,
                 "{\"format\":\"skirmish-unit\",\"version\":1,\"name\":\"N\",\"health\":%s,\"range\":1,\"power\":1,"
                 "\"move\":1}",
                 cases[i].health);
        esc_unit_def unit;
        esc_unit_init(&unit, "before", 9, 9, 9, 9);
        esc_unit_def before = unit;
        data_error err;
        bool ok = data_unit_parse(text, strlen(text), "n.json", &unit, &err);
        if (cases[i].kind == DATA_OK) {
            if (!ok)
                fail_msg("health %s: %s", cases[i].health, err.message);
        } else {
            if (ok)
                fail_msg("health %s should be refused", cases[i].health);
            dt_assert_error(&err, cases[i].kind, "n.json", "health");
            assert_memory_equal(&unit, &before, sizeof unit);
        }
    }
}

static void test_error_paths_in_squads(void **state)
{
    (void)state;
    static const struct {
        const char *units;
        data_error_kind kind;
        const char *key;
    } cases[] = {
        {"[{\"name\":\"a\",\"health\":1,\"range\":1,\"power\":1,\"move\":1},{\"health\":1}]", DATA_ERR_MISSING,
         "units[1].name"},
        {"[{\"name\":\"a\",\"health\":1,\"range\":1,\"power\":1}]", DATA_ERR_MISSING, "units[0].move"},
        {"[{\"name\":\"a\",\"health\":1,\"range\":\"1\",\"power\":1,\"move\":1}]", DATA_ERR_TYPE, "units[0].range"},
        {"[{\"name\":7,\"health\":1,\"range\":1,\"power\":1,\"move\":1}]", DATA_ERR_TYPE, "units[0].name"},
        {"[1]", DATA_ERR_TYPE, "units[0]"},
        {"[null]", DATA_ERR_TYPE, "units[0]"},
        {"{}", DATA_ERR_TYPE, "units"},
        {"null", DATA_ERR_TYPE, "units"},
        {"[{\"name\":\"a\",\"health\":1,\"range\":1,\"power\":1,\"move\":1,\"abilities\":\"charge\"}]", DATA_ERR_TYPE,
         "units[0].abilities"},
        {"[{\"name\":\"a\",\"health\":1,\"range\":1,\"power\":1,\"move\":1,\"abilities\":null}]", DATA_ERR_TYPE,
         "units[0].abilities"},
        {"[{\"name\":\"a\",\"health\":1,\"range\":1,\"power\":1,\"move\":1,\"abilities\":[\"charge\",3]}]",
         DATA_ERR_TYPE, "units[0].abilities[1]"},
        {"[{\"name\":\"a\",\"health\":1,\"range\":1,\"power\":1,\"move\":1,\"abilities\":[\"charge\",\"Charge\"]}]",
         DATA_ERR_VALUE, "units[0].abilities[1]"},
        {"[{\"name\":\"a\",\"health\":1,\"range\":1,\"power\":1,\"move\":1,\"abilities\":[\"\"]}]", DATA_ERR_VALUE,
         "units[0].abilities[0]"},
        {"[{\"name\":\"\\udc00\",\"health\":1,\"range\":1,\"power\":1,\"move\":1}]", DATA_ERR_SYNTAX, ""},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char text[512];
        snprintf(text, sizeof text, "{\"format\":\"skirmish-squad\",\"version\":1,\"name\":\"S\",\"units\":%s}",
                 cases[i].units);
        esc_squad squad;
        dt_sample_squad(&squad, 3);
        esc_squad before = squad;
        data_error err;
        assert_false(parse_squad(text, &squad, &err));
        dt_assert_error(&err, cases[i].kind, "mem.json", cases[i].key);
        assert_memory_equal(&squad, &before, sizeof squad);
    }
}

static void test_invalid_utf8_name_refused(void **state)
{
    (void)state;
    const char *text = "{\"format\":\"skirmish-squad\",\"version\":1,\"name\":\"bad \xC3\x28\",\"units\":[]}";
    esc_squad squad;
    data_error err;
    assert_false(parse_squad(text, &squad, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "mem.json", "name");
}

static void test_written_names_are_utf8(void **state)
{
    (void)state;
    esc_squad squad, loaded;
    esc_squad_init(&squad, "x");
    strcpy(squad.name, "ok \xFF\xC3 end\n\t\x01");
    char *text = data_squad_to_json(&squad);
    assert_non_null(text);
    assert_true(valid_utf8(text));
    data_error err;
    assert_true(parse_squad(text, &loaded, &err));
    assert_string_equal(loaded.name, "ok \xEF\xBF\xBD\xEF\xBF\xBD end\n\t\x01");
    free(text);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_squad_round_trip_text),
        cmocka_unit_test(test_squad_round_trip_file),
        cmocka_unit_test(test_unit_round_trip),
        cmocka_unit_test(test_squad_exact_text),
        cmocka_unit_test(test_squad_example_and_defaults),
        cmocka_unit_test(test_squad_loads_illegal_drafts),
        cmocka_unit_test(test_unit_ability_capacity),
        cmocka_unit_test(test_long_names_cut_on_characters),
        cmocka_unit_test(test_numbers),
        cmocka_unit_test(test_error_paths_in_squads),
        cmocka_unit_test(test_invalid_utf8_name_refused),
        cmocka_unit_test(test_written_names_are_utf8),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
