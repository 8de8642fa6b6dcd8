/*
 * Saved games: round trips of played games, seeds up to 64 bits, and the
 * refusal of saves whose squads cannot play or whose actions are not legal,
 * naming the first bad action.
 */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cjson/cJSON.h>
#include <cmocka.h>

#include "data_test_util.h"
#include "skirmish/data/save_list.h"

static void load_shipped(esc_map *map, esc_squad *a, esc_squad *b)
{
    char path[DT_PATH_MAX];
    data_error err;
    dt_source_path(path, "maps/hill.json");
    assert_true(data_map_load(path, map, &err));
    dt_source_path(path, "assets/squads/arcane-circle.json");
    assert_true(data_squad_load(path, a, &err));
    dt_source_path(path, "assets/squads/free-company.json");
    assert_true(data_squad_load(path, b, &err));
}

static void assert_records_equal(const esc_record *a, const esc_record *b)
{
    assert_memory_equal(&a->map, &b->map, sizeof a->map);
    assert_memory_equal(&a->squads, &b->squads, sizeof a->squads);
    assert_memory_equal(&a->settings, &b->settings, sizeof a->settings);
    assert_true(a->seed == b->seed);
    assert_int_equal(a->n_actions, b->n_actions);
    for (int k = 0; k < a->n_actions; k++)
        if (!esc_action_equal(&a->actions[k], &b->actions[k]))
            fail_msg("action %d differs after the round trip", k);
}

/* The states the two records replay to print the same. */
static void assert_same_final_state(const esc_record *a, const esc_record *b)
{
    esc_game ga, gb;
    esc_replay_result ra = esc_record_replay(a, &ga, -1);
    esc_replay_result rb = esc_record_replay(b, &gb, -1);
    assert_int_equal(ra.setup, ESC_SETUP_OK);
    assert_int_equal(rb.setup, ESC_SETUP_OK);
    assert_int_equal(ra.failed_at, -1);
    assert_int_equal(rb.failed_at, -1);
    char *ja = data_state_to_json(&ga);
    char *jb = data_state_to_json(&gb);
    assert_string_equal(ja, jb);
    free(ja);
    free(jb);
}

static void test_played_games_round_trip(void **state)
{
    (void)state;
    esc_map map;
    esc_squad a, b;
    load_shipped(&map, &a, &b);
    const uint64_t seeds[] = {1, 42, 0xFFFFFFFFFFFFFFFFull, 9007199254740993ull};
    for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
        esc_record record, loaded;
        dt_play_record(&record, &map, i % 2 ? &b : &a, i % 2 ? &a : &b, seeds[i], 400);
        assert_true(record.n_actions > 20);

        char *text = data_save_to_json(&record);
        assert_non_null(text);
        memset(&loaded, 0, sizeof loaded);
        data_error err;
        if (!data_save_parse(text, strlen(text), "game.json", &loaded, &err)) {
            char why[800];
            data_error_format(&err, why, sizeof why);
            fail_msg("%s", why);
        }
        assert_records_equal(&record, &loaded);
        assert_same_final_state(&record, &loaded);
        char *again = data_save_to_json(&loaded);
        assert_string_equal(text, again);
        free(again);
        free(text);

        /* Through a file too, loading over a record that already holds actions. */
        char path[DT_PATH_MAX];
        dt_tmp_path(path, "save_round_trip.json");
        assert_true(data_save_save(path, &record, &err));
        assert_true(data_save_load(path, &loaded, &err));
        assert_records_equal(&record, &loaded);
        esc_record_free(&loaded);
        esc_record_free(&record);
    }
}

static void test_save_layout(void **state)
{
    (void)state;
    esc_map map;
    esc_squad a, b;
    load_shipped(&map, &a, &b);
    esc_record record;
    dt_play_record(&record, &map, &a, &b, 7, 30);
    char *text = data_save_to_json(&record);
    assert_non_null(text);
    assert_true(strlen(text) > 0 && text[strlen(text) - 1] == '\n');
    assert_null(strchr(text, '\t'));

    cJSON *root = cJSON_Parse(text);
    assert_non_null(root);
    static const char *const keys[] = {"format", "version", "seed", "settings", "map", "squads", "actions"};
    const cJSON *item = root->child;
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++, item = item->next) {
        assert_non_null(item);
        assert_string_equal(item->string, keys[i]);
    }
    assert_null(item);
    assert_string_equal(cJSON_GetObjectItem(root, "format")->valuestring, "skirmish-save");
    assert_string_equal(cJSON_GetObjectItem(root, "seed")->valuestring, "7");
    const cJSON *actions = cJSON_GetObjectItem(root, "actions");
    assert_int_equal(cJSON_GetArraySize(actions), record.n_actions);
    assert_int_equal(strncmp(cJSON_GetArrayItem(actions, 0)->valuestring, "deploy ", 7), 0);
    /* Embedded objects carry no format or version of their own. */
    assert_null(cJSON_GetObjectItem(cJSON_GetObjectItem(root, "map"), "format"));
    assert_null(cJSON_GetObjectItem(cJSON_GetArrayItem(cJSON_GetObjectItem(root, "squads"), 0), "version"));
    cJSON_Delete(root);
    free(text);
    esc_record_free(&record);
}

/* A minimal save around the given seed, squads and actions texts. */
static char *save_doc(const char *seed, const char *extra)
{
    esc_map map;
    esc_squad a, b;
    load_shipped(&map, &a, &b);
    char *sa = data_squad_to_json(&a), *sb = data_squad_to_json(&b), *sm = data_map_to_json(&map);
    size_t size = strlen(sa) + strlen(sb) + strlen(sm) + strlen(extra) + 256;
    char *doc = malloc(size);
    assert_non_null(doc);
    snprintf(doc, size, "{\"format\":\"skirmish-save\",\"version\":1,\"seed\":%s,\"map\":%s,\"squads\":[%s,%s]%s}", seed,
             sm, sa, sb, extra);
    free(sa);
    free(sb);
    free(sm);
    return doc;
}

static void test_seeds(void **state)
{
    (void)state;
    static const struct {
        const char *seed;
        uint64_t value;
        data_error_kind kind;
    } cases[] = {
        {"\"0\"", 0, DATA_OK},
        {"\"18446744073709551615\"", 0xFFFFFFFFFFFFFFFFull, DATA_OK},
        {"\"00042\"", 42, DATA_OK},
        {"42", 42, DATA_OK},
        {"9007199254740991", 9007199254740991ull, DATA_OK},
        /* 2^53 is also what 2^53 + 1 reads as: the file's seed cannot be known. */
        {"9007199254740992", 0, DATA_ERR_VALUE},
        {"9007199254740993", 0, DATA_ERR_VALUE},
        {"4.2e1", 42, DATA_OK},
        {"\"18446744073709551616\"", 0, DATA_ERR_VALUE},
        {"\"99999999999999999999999\"", 0, DATA_ERR_VALUE},
        {"\"\"", 0, DATA_ERR_VALUE},
        {"\"12a\"", 0, DATA_ERR_VALUE},
        {"\"-1\"", 0, DATA_ERR_VALUE},
        {"\" 1\"", 0, DATA_ERR_VALUE},
        {"\"0x10\"", 0, DATA_ERR_VALUE},
        {"-1", 0, DATA_ERR_VALUE},
        {"1e17", 0, DATA_ERR_VALUE},
        {"1e999", 0, DATA_ERR_VALUE},
        {"1.5", 0, DATA_ERR_TYPE},
        {"null", 0, DATA_ERR_TYPE},
        {"true", 0, DATA_ERR_TYPE},
        {"[1]", 0, DATA_ERR_TYPE},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *doc = save_doc(cases[i].seed, "");
        esc_record record;
        memset(&record, 0, sizeof record);
        data_error err;
        bool ok = data_save_parse(doc, strlen(doc), "seed.json", &record, &err);
        if (cases[i].kind == DATA_OK) {
            if (!ok)
                fail_msg("seed %s: %s", cases[i].seed, err.message);
            assert_true(record.seed == cases[i].value);
            assert_int_equal(record.n_actions, 0);
            esc_settings defaults;
            esc_settings_default(&defaults);
            assert_memory_equal(&record.settings, &defaults, sizeof defaults);
        } else {
            if (ok)
                fail_msg("seed %s should be refused", cases[i].seed);
            dt_assert_error(&err, cases[i].kind, "seed.json", "seed");
        }
        esc_record_free(&record);
        free(doc);
    }
}

/* The texts of the first n actions of a played game, as a JSON array. */
static char *actions_json(int n, int bad_index, const char *bad_text)
{
    esc_map map;
    esc_squad a, b;
    load_shipped(&map, &a, &b);
    esc_record record;
    dt_play_record(&record, &map, &a, &b, 5, n);
    assert_int_equal(record.n_actions, n);
    char *text = data_save_to_json(&record);
    cJSON *root = cJSON_Parse(text);
    cJSON *actions = cJSON_DetachItemFromObject(root, "actions");
    if (bad_index >= 0)
        cJSON_ReplaceItemInArray(actions, bad_index, cJSON_CreateString(bad_text));
    char *printed = cJSON_PrintUnformatted(actions);
    size_t size = strlen(printed) + 32;
    char *out = malloc(size);
    snprintf(out, size, ",\"actions\":%s", printed);
    free(printed);
    cJSON_Delete(actions);
    cJSON_Delete(root);
    free(text);
    esc_record_free(&record);
    return out;
}

static void test_bad_actions_named(void **state)
{
    (void)state;
    static const struct {
        int index;
        const char *text;
        const char *message;
    } cases[] = {
        {0, "fly c1", "cannot read"},
        {3, "", "cannot read"},
        {2, "deploy c4", "units deploy on their own two home ranks"},
        {5, "deploy", "cannot read"},
        {19, "move a1", "cannot read"},
        {19, "end end end end end end end end end end end end end end end", "cannot read"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *extra = actions_json(24, cases[i].index, cases[i].text);
        char *doc = save_doc("\"5\"", extra);
        esc_record record, before;
        memset(&record, 0, sizeof record);
        esc_action one = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
        assert_true(esc_record_push(&record, &one));
        before = record;
        data_error err;
        assert_false(data_save_parse(doc, strlen(doc), "acts.json", &record, &err));
        char key[32];
        snprintf(key, sizeof key, "actions[%d]", cases[i].index);
        dt_assert_error(&err, DATA_ERR_VALUE, "acts.json", key);
        if (strstr(err.message, cases[i].message) == NULL)
            fail_msg("message \"%s\" should contain \"%s\"", err.message, cases[i].message);
        assert_memory_equal(&record, &before, sizeof record);
        assert_int_equal(record.actions[0].kind, ESC_ACT_END_TURN);
        esc_record_free(&record);
        free(doc);
        free(extra);
    }

    /* The same action twice: the second is refused with the rule's reason. */
    char *extra = actions_json(4, -1, NULL);
    cJSON *list = cJSON_Parse(extra + strlen(",\"actions\":"));
    cJSON_ReplaceItemInArray(list, 1, cJSON_CreateString(cJSON_GetArrayItem(list, 0)->valuestring));
    char *printed = cJSON_PrintUnformatted(list);
    char tail[1024];
    snprintf(tail, sizeof tail, ",\"actions\":%s", printed);
    char *doc = save_doc("\"5\"", tail);
    esc_record record;
    memset(&record, 0, sizeof record);
    data_error err;
    assert_false(data_save_parse(doc, strlen(doc), "twice.json", &record, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "twice.json", "actions[1]");
    assert_non_null(strstr(err.message, "not legal"));
    free(doc);
    free(printed);
    cJSON_Delete(list);
    free(extra);
}

/* Files made in one tick of a coarse file-system clock (several games kept at
 * once) are listed in the order they were named, the last made first: "-10"
 * after "-9", the plain name before "-2" (the replays' pruning depends on it). */
static void test_list_same_time_in_made_order(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX], path[DT_PATH_MAX + 64];
    dt_fresh_dir(dir, "save_list_order");
    const char *made[] = {"20261207-001505-escarmouche.json", "20261207-001505-escarmouche-2.json",
                          "20261207-001505-escarmouche-9.json", "20261207-001505-escarmouche-10.json",
                          "20261207-001505-escarmouche-11.json"};
    const int n_made = (int)(sizeof made / sizeof made[0]);
    struct timespec same[2] = {{1700000000, 0}, {1700000000, 0}};
    for (int i = 0; i < n_made; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, made[i]);
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fputs("{}", f);
        fclose(f);
        assert_int_equal(utimensat(AT_FDCWD, path, same, 0), 0);
    }
    data_save_item *items = NULL;
    data_error err;
    assert_int_equal(data_save_list(dir, &items, &err), n_made);
    for (int i = 0; i < n_made; i++) {
        const char *base = strrchr(items[i].path, '/');
        assert_string_equal(base ? base + 1 : items[i].path, made[n_made - 1 - i]);
    }
    free(items);
}

static void test_save_structure_errors(void **state)
{
    (void)state;
    esc_map map;
    esc_squad a, b;
    load_shipped(&map, &a, &b);
    char *sa = data_squad_to_json(&a), *sm = data_map_to_json(&map);
    esc_squad fat = a;
    fat.units[0].health = 9; /* over budget now */
    char *sf = data_squad_to_json(&fat);
    static const char *const fmt[] = {
        /* 0 */ "{\"format\":\"skirmish-save\",\"version\":1,\"seed\":\"1\",\"map\":%s,\"squads\":[%s]}",
        /* 1 */ "{\"format\":\"skirmish-save\",\"version\":1,\"seed\":\"1\",\"map\":%s,\"squads\":[%s,%s]}",
        /* 2 */ "{\"format\":\"skirmish-save\",\"version\":1,\"seed\":\"1\",\"map\":%s,\"squads\":[%s,%s],"
                "\"settings\":{\"round_limit\":9999}}",
        /* 3 */ "{\"format\":\"skirmish-save\",\"version\":1,\"seed\":\"1\",\"map\":%s,\"squads\":[%s,%s],"
                "\"actions\":{}}",
        /* 4 */ "{\"format\":\"skirmish-save\",\"version\":1,\"seed\":\"1\",\"map\":%s,\"squads\":[%s,%s],"
                "\"actions\":[7]}",
        /* 5 */ "{\"format\":\"skirmish-save\",\"version\":2,\"seed\":\"1\",\"map\":%s,\"squads\":[%s,%s]}",
        /* 6 */ "{\"format\":\"skirmish-save\",\"version\":1,\"seed\":\"1\",\"map\":%s,\"squads\":[%s,%s],"
                "\"settings\":{\"format\":\"skirmish-map\"}}",
        /* 7 */ "{\"format\":\"skirmish-save\",\"version\":1,\"seed\":\"1\",\"map\":%s,\"squads\":[%s,%s],"
                "\"settings\":[]}",
        /* 8 */ "{\"format\":\"skirmish-save\",\"version\":1,\"seed\":\"1\",\"map\":%s,\"squads\":[%s,%s],"
                "\"held\":2}",
        /* 9 */ "{\"format\":\"skirmish-save\",\"version\":1,\"seed\":\"1\",\"map\":%s,\"squads\":[%s,%s],"
                "\"held\":\"yes\"}",
    };
    static const struct {
        int fmt;
        bool fat;
        data_error_kind kind;
        const char *key;
    } cases[] = {
        {0, false, DATA_ERR_VALUE, "squads"},   {1, true, DATA_ERR_VALUE, "squads[1]"},
        {2, false, DATA_ERR_VALUE, "settings.round_limit"}, {3, false, DATA_ERR_TYPE, "actions"},
        {4, false, DATA_ERR_TYPE, "actions[0]"}, {5, false, DATA_ERR_FORMAT, "version"},
        {6, false, DATA_ERR_FORMAT, "settings.format"}, {7, false, DATA_ERR_TYPE, "settings"},
        /* the held-open turn's side (a save's moment): 0 or 1 */
        {8, false, DATA_ERR_VALUE, "held"}, {9, false, DATA_ERR_TYPE, "held"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *doc = malloc(64 * 1024);
        assert_non_null(doc);
        snprintf(doc, 64 * 1024, fmt[cases[i].fmt], sm, sa, cases[i].fat ? sf : sa);
        esc_record record;
        memset(&record, 0, sizeof record);
        data_error err;
        if (data_save_parse(doc, strlen(doc), "s.json", &record, &err))
            fail_msg("case %zu should fail", i);
        dt_assert_error(&err, cases[i].kind, "s.json", cases[i].key);
        free(doc);
    }
    free(sa);
    free(sm);
    free(sf);
}

static void test_unreplayable_record_not_saved(void **state)
{
    (void)state;
    esc_map map;
    esc_squad a, b;
    load_shipped(&map, &a, &b);
    esc_record record;
    dt_play_record(&record, &map, &a, &b, 3, 6);
    record.actions[4] = record.actions[3]; /* deploying twice on one square */
    assert_null(data_save_to_json(&record));
    char path[DT_PATH_MAX];
    dt_tmp_path(path, "unreplayable.json");
    remove(path);
    data_error err;
    assert_false(data_save_save(path, &record, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "unreplayable.json", "actions[4]");
    assert_false(dt_exists(path));
    esc_record_free(&record);
}

static void add_unit(esc_squad *squad, const char *name, int h, int r, int p, int m, int ability)
{
    esc_unit_def unit;
    esc_unit_init(&unit, name, h, r, p, m);
    assert_true(esc_unit_add_ability(&unit, ability));
    assert_true(esc_squad_add(squad, &unit));
}

/* Every kind of action and every ability is written and read back: games between
 * two squads that hold all twelve abilities, played with a preference for
 * anything but a move, until each has been seen. */
static void test_every_action_kind_round_trips(void **state)
{
    (void)state;
    esc_squad a, b;
    esc_squad_init(&a, "Odd Abilities");
    add_unit(&a, "Gunner", 2, 3, 1, 1, ESC_AB_SUPPRESSING_FIRE);
    add_unit(&a, "Skirmisher", 2, 2, 1, 2, ESC_AB_TACTICAL_RETREAT);
    add_unit(&a, "Brute", 2, 1, 1, 1, ESC_AB_DEVASTATING_STRIKE);
    esc_squad_init(&b, "Even Abilities");
    add_unit(&b, "Overcharger", 3, 1, 1, 1, ESC_AB_OVERCHARGE);
    add_unit(&b, "Commander", 1, 1, 1, 2, ESC_AB_COMMAND_FORWARD);
    add_unit(&b, "Sweeper", 2, 1, 1, 1, ESC_AB_SWEEP);
    add_unit(&b, "Guard", 2, 1, 1, 1, ESC_AB_GUARDIAN);
    add_unit(&b, "Feinter", 2, 1, 1, 2, ESC_AB_FEINT);
    esc_squad c, d;
    dt_sample_squad(&c, 6); /* charge, defensive-stance */
    esc_squad_init(&d, "Sights");
    add_unit(&d, "Sniper", 2, 2, 1, 1, ESC_AB_PRECISION_SHOT);
    add_unit(&d, "Adept", 2, 1, 1, 2, ESC_AB_ENERGY_TRAIT);
    add_unit(&d, "Lancer", 2, 1, 1, 1, ESC_AB_CHARGE);
    const esc_squad *pairs[][2] = {{&a, &b}, {&b, &a}, {&c, &d}, {&d, &b}, {&a, &c}};
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++)
        for (int side = 0; side < 2; side++)
            assert_int_equal(esc_squad_test(pairs[i][side]).problem, ESC_SQUAD_OK);

    esc_map map;
    esc_map_init(&map, "Open");
    esc_settings settings;
    esc_settings_default(&settings);
    unsigned kinds_seen = 0, abilities_seen = 0;
    static esc_action legal[ESC_MAX_ACTIONS], busy[ESC_MAX_ACTIONS];
    uint64_t pick = 99;
    for (int g = 0; g < 200 && (kinds_seen != 0x7F || abilities_seen != 0xFFF); g++) {
        const esc_squad **pair = pairs[g % (int)(sizeof pairs / sizeof pairs[0])];
        esc_record record, loaded;
        esc_record_init(&record, &map, pair, &settings, (uint64_t)g);
        esc_game game;
        assert_int_equal(esc_game_init(&game, &map, pair, &settings, (uint64_t)g, NULL), ESC_SETUP_OK);
        for (int k = 0; k < 300 && game.phase != ESC_PHASE_OVER; k++) {
            int n = esc_game_legal_actions(&game, legal, ESC_MAX_ACTIONS);
            int n_busy = 0;
            for (int i = 0; i < n; i++)
                if (legal[i].kind != ESC_ACT_MOVE && legal[i].kind != ESC_ACT_END_TURN)
                    busy[n_busy++] = legal[i];
            pick = pick * 6364136223846793005ull + 1442695040888963407ull;
            const esc_action *chosen = n_busy > 0 && (pick >> 62) != 0 ? &busy[(pick >> 20) % (uint64_t)n_busy]
                                                                      : &legal[(pick >> 20) % (uint64_t)n];
            kinds_seen |= 1u << chosen->kind;
            if (chosen->kind == ESC_ACT_ABILITY)
                abilities_seen |= 1u << chosen->ability;
            assert_true(esc_record_push(&record, chosen));
            assert_int_equal(esc_game_apply(&game, chosen, NULL), ESC_OK);
        }
        char *text = data_save_to_json(&record);
        assert_non_null(text);
        memset(&loaded, 0, sizeof loaded);
        data_error err;
        if (!data_save_parse(text, strlen(text), "kinds.json", &loaded, &err))
            fail_msg("game %d: %s: %s", g, err.key, err.message);
        assert_records_equal(&record, &loaded);
        free(text);
        esc_record_free(&loaded);
        esc_record_free(&record);
    }
    if (kinds_seen != 0x7F || abilities_seen != 0xFFF)
        fail_msg("not every action was tried: kinds %#x, abilities %#x", kinds_seen, abilities_seen);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_played_games_round_trip),
        cmocka_unit_test(test_every_action_kind_round_trips),
        cmocka_unit_test(test_save_layout),
        cmocka_unit_test(test_seeds),
        cmocka_unit_test(test_bad_actions_named),
        cmocka_unit_test(test_save_structure_errors),
        cmocka_unit_test(test_unreplayable_record_not_saved),
        cmocka_unit_test(test_list_same_time_in_made_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
