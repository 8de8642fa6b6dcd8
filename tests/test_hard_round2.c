/*
 * Issue #20 (hardening, second round), one test per finding in the data layer
 * and the cores: each failed, or stopped the sanitizer build, before its fix.
 * The large-file timings are in test_data_large.c, the client's findings in
 * test_client_hardening.c and test_client_campaign.c.
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
#include "skirmish/core/campaign/state.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/files.h"
#include "skirmish/data/trts_files.h"

static trts_rules *rules(void)
{
    static trts_rules *r;
    if (r == NULL) {
        r = malloc(sizeof *r);
        assert_non_null(r);
        char dir[DT_PATH_MAX];
        dt_source_path(dir, "assets/trts");
        data_error err;
        assert_true(data_trts_rules_load(dir, r, &err));
    }
    return r;
}

static cJSON *read_json(const char *rel)
{
    char path[DT_PATH_MAX];
    dt_source_path(path, rel);
    size_t len;
    char *text = dt_read(path, &len);
    assert_non_null(text);
    cJSON *doc = cJSON_ParseWithLength(text, len);
    free(text);
    assert_non_null(doc);
    return doc;
}

/* The golden TRTS save with `edit` applied, loaded; the error goes to err. */
static bool load_trts_edited(void (*edit)(cJSON *doc), data_error *err)
{
    cJSON *doc = read_json("tests/data/trts/golden/duel-twin-ridge.json");
    edit(doc);
    char *text = cJSON_PrintUnformatted(doc);
    cJSON_Delete(doc);
    static trts_game_record rec;
    bool ok = data_trts_save_parse(text, strlen(text), "edited.json", rules(), &rec, err);
    cJSON_free(text);
    return ok;
}

static void set_seed(cJSON *doc, const char *seed)
{
    cJSON *setup = cJSON_GetObjectItemCaseSensitive(doc, "setup");
    cJSON_ReplaceItemInObjectCaseSensitive(setup, "seed", cJSON_CreateString(seed));
}
static void seed_overflow(cJSON *doc) { set_seed(doc, "18446744073709551616"); }
static void seed_40_digits(cJSON *doc) { set_seed(doc, "1000000000000000000000000000000000000000"); }
static void seed_max(cJSON *doc) { set_seed(doc, "18446744073709551615"); }
static void computer_yes(cJSON *doc)
{
    cJSON *p0 = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(doc, "setup"),
                                                                     "players"),
                                    0);
    cJSON_ReplaceItemInObjectCaseSensitive(p0, "computer", cJSON_CreateString("yes"));
}

/* An overflowing seed became the largest one, 40 digits were cut to 31 and read
 * as seed 0, "computer": "yes" read as false: each failed later as "actions[0]:
 * illegal: not your turn". The key itself is named now. */
static void test_trts_save_setup_keys(void **state)
{
    (void)state;
    data_error err;
    assert_false(load_trts_edited(seed_overflow, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "edited.json", "setup.seed");
    assert_non_null(strstr(err.message, "too large"));
    assert_false(load_trts_edited(seed_40_digits, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "edited.json", "setup.seed");
    assert_non_null(strstr(err.message, "too long"));
    assert_false(load_trts_edited(computer_yes, &err));
    dt_assert_error(&err, DATA_ERR_TYPE, "edited.json", "setup.players[0].computer");
    /* The largest seed is a seed: the file is refused only by its replay. */
    assert_false(load_trts_edited(seed_max, &err));
    assert_string_not_equal(err.key, "setup.seed");
}

static void huge_action(cJSON *doc)
{
    cJSON *a0 = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(doc, "actions"), 0);
    for (int i = 0; i < 100000; i++)
        cJSON_AddItemToArray(a0, cJSON_CreateNumber(i % 300));
}

/* One action of 100,000 unit indices took over a minute to load; a list longer
 * than the game can use is refused, naming the key and the limit. */
static void test_trts_long_action_refused(void **state)
{
    (void)state;
    data_error err;
    assert_false(load_trts_edited(huge_action, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "edited.json", "actions[0]");
    char limit[16];
    snprintf(limit, sizeof limit, "%d", 5 + TRTS_MAX_PIECES);
    assert_non_null(strstr(err.message, limit));
}

/* Area ids over 23 bytes were cut, then reported as duplicates of each other. */
static void test_trts_long_area_id_refused(void **state)
{
    (void)state;
    cJSON *doc = read_json("maps/trts/twin-ridge.json");
    cJSON *a0 = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(doc, "areas"), 0);
    cJSON_ReplaceItemInObjectCaseSensitive(a0, "id", cJSON_CreateString("an-area-id-of-thirty-bytes-xy"));
    char *text = cJSON_PrintUnformatted(doc);
    cJSON_Delete(doc);
    static trts_map map;
    data_error err;
    assert_false(data_trts_map_parse(text, strlen(text), "long-id.json", &map, &err));
    cJSON_free(text);
    dt_assert_error(&err, DATA_ERR_VALUE, "long-id.json", "areas[0].id");
    assert_non_null(strstr(err.message, "too long"));
}

/* "expected an integer, found 1" for 1.0000000000000002. */
static void test_integer_message_digits(void **state)
{
    (void)state;
    static const char text[] = "{\"format\": \"skirmish-settings\", \"version\": 1, \"round_limit\": 1.0000000000000002}";
    esc_settings s;
    data_error err;
    assert_false(data_settings_parse(text, strlen(text), "s.json", &s, &err));
    dt_assert_error(&err, DATA_ERR_TYPE, "s.json", "round_limit");
    assert_non_null(strstr(err.message, "1.0000000000000002"));
}

/* A start list under the empty key was reported at "starts." (a key ending in a
 * dot). */
static void test_no_key_ends_in_a_dot(void **state)
{
    (void)state;
    cJSON *doc = read_json("maps/campaign/veldt-marches.json");
    cJSON *starts = cJSON_GetObjectItemCaseSensitive(doc, "starts");
    cJSON_AddItemToObject(starts, "", cJSON_CreateIntArray((const int[]){0, 1}, 2));
    char *text = cJSON_PrintUnformatted(doc);
    cJSON_Delete(doc);
    static campaign_map map;
    data_error err;
    assert_false(data_campaign_map_parse(text, strlen(text), "m.json", &map, &err));
    cJSON_free(text);
    assert_true(err.key[0] != '\0');
    assert_true(err.key[strlen(err.key) - 1] != '.');
    assert_string_equal(err.key, "starts");
}

/* A battle_map naming no Escarmouche map was taken, and the battle played on the
 * plain board without a word. */
static void test_campaign_missing_battle_map(void **state)
{
    (void)state;
    cJSON *doc = read_json("maps/campaign/veldt-marches.json");
    cJSON *l2 = cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(doc, "locations"), 2);
    cJSON_DeleteItemFromObjectCaseSensitive(l2, "battle_map");
    cJSON_AddStringToObject(l2, "battle_map", "no-such-map");
    char *text = cJSON_PrintUnformatted(doc);
    cJSON_Delete(doc);
    char path[DT_PATH_MAX], maps[DT_PATH_MAX];
    dt_tmp_path(path, "missing-battle-map.json");
    dt_write(path, text, strlen(text));
    cJSON_free(text);
    dt_source_path(maps, "maps");
    static campaign_map map;
    data_error err;
    assert_false(data_campaign_map_load_checked(path, maps, &map, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "missing-battle-map.json", "locations[2].battle_map");
    assert_non_null(strstr(err.message, "no-such-map"));
    /* Every shipped map names battle maps that exist. */
    static const char *const shipped[] = {"four-rivers", "three-crowns", "veldt-marches"};
    for (int i = 0; i < 3; i++) {
        char rel[96];
        snprintf(rel, sizeof rel, "maps/campaign/%s.json", shipped[i]);
        dt_source_path(path, rel);
        assert_true(data_campaign_map_load_checked(path, maps, &map, &err));
    }
}

/* An unknown key holding bytes that are not UTF-8, in the embedded match: its
 * width was measured in the tree's bytes, so the second save broke lines where
 * the first did not and the file did not read back identically. */
static void test_campaign_save_rewrites_identically(void **state)
{
    (void)state;
    char path[DT_PATH_MAX];
    dt_source_path(path, "tests/data/campaign/golden/veldt-marches-2p-seed7.json");
    static campaign_map map;
    static campaign_state st;
    data_error err;
    assert_true(data_campaign_load(path, &map, &st, NULL, &err));
    static const char match[] = "{\"format\": \"skirmish-save\", \"x\xff\xfe\xff\xfe\xff\xfe\xff\xfe\xff\xfe\xff\xfe"
                                "\": [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]}";
    char *first = data_campaign_save_to_json(&st, match);
    assert_non_null(first);
    /* Read back as a load does (the match kept as its own text), written again. */
    cJSON *doc = cJSON_Parse(first);
    assert_non_null(doc);
    char *inner = cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(doc, "battle_match"));
    cJSON_Delete(doc);
    char *second = data_campaign_save_to_json(&st, inner);
    assert_non_null(second);
    assert_string_equal(first, second);
    free(first);
    free(second);
    cJSON_free(inner);
}

/* Campaign and TRTS saves picked a free name, then renamed over it: two saves in
 * one second both said "Saved as ...-trts.json" and one was gone. Each claims its
 * name now, as the Escarmouche and Conquest saves do. */
static void test_stamped_saves_never_collide(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX];
    dt_fresh_dir(dir, "round2-stamped");
    static trts_game_record rec;
    char p1[DT_PATH_MAX], p2[DT_PATH_MAX], p3[DT_PATH_MAX];
    data_error err;
    char path[DT_PATH_MAX];
    dt_source_path(path, "tests/data/trts/golden/duel-twin-ridge.json");
    assert_true(data_trts_save_load(path, rules(), &rec, &err));
    assert_true(data_trts_save_new(dir, p1, sizeof p1, &rec, NULL, &err));
    assert_true(data_trts_save_new(dir, p2, sizeof p2, &rec, NULL, &err));
    assert_string_not_equal(p1, p2);
    assert_non_null(strstr(p1, "-trts"));
    assert_true(dt_exists(p1) && dt_exists(p2));

    static campaign_map map;
    static campaign_state st;
    dt_source_path(path, "tests/data/campaign/golden/veldt-marches-2p-seed7.json");
    assert_true(data_campaign_load(path, &map, &st, NULL, &err));
    assert_true(data_campaign_save_new(dir, p1, sizeof p1, &st, NULL, NULL, NULL, &err));
    assert_true(data_campaign_save_new(dir, p2, sizeof p2, &st, NULL, NULL, NULL, &err));
    assert_true(data_campaign_save_new(dir, p3, sizeof p3, &st, NULL, NULL, NULL, &err));
    assert_string_not_equal(p1, p2);
    assert_string_not_equal(p2, p3);
    assert_non_null(strstr(p1, "-campaign"));
    assert_true(dt_exists(p1) && dt_exists(p2) && dt_exists(p3));
}

/* A full TRTS record (20,000 actions) refused Concede too: the game could only be
 * abandoned. The last places are kept for Concede. */
static void test_trts_full_record_concedes(void **state)
{
    (void)state;
    static trts_game_record rec;
    trts_action make = {.kind = TRTS_ACT_MAKE}, concede = {.kind = TRTS_ACT_CONCEDE};
    rec.n_actions = TRTS_RECORD_ROOM - 1;
    assert_true(trts_record_has_room(&rec, &make));
    rec.n_actions = TRTS_RECORD_ROOM;
    assert_false(trts_record_has_room(&rec, &make));
    /* every player but one may still concede */
    for (int p = 0; p < TRTS_MAX_PLAYERS - 1; p++) {
        assert_true(trts_record_has_room(&rec, &concede));
        rec.n_actions++;
    }
    assert_true(rec.n_actions < TRTS_MAX_ACTIONS);
}

/* The public ("nobody") view during the standoffs computed 1u << -1: every
 * campaign turn with a standoff stopped the sanitizer build. */
static void test_campaign_public_view(void **state)
{
    (void)state;
    campaign_state *st = calloc(1, sizeof *st);
    campaign_map *map = calloc(1, sizeof *map);
    assert_non_null(st);
    assert_non_null(map);
    st->map = map;
    st->phase = CAMPAIGN_PHASE_STANDOFFS;
    st->res.n_standoffs = 1;
    st->res.standoffs[0].must_stand = 1u << 2;
    st->res.standoffs[0].stand = (1u << 0) | (1u << 1) | (1u << 2);
    campaign_view *v = malloc(sizeof *v);
    assert_non_null(v);
    campaign_state_view_public(st, v);
    assert_int_equal(v->seat, CAMPAIGN_VIEW_PUBLIC);
    assert_int_equal(v->res.standoffs[0].stand, 1u << 2); /* only what is forced */
    campaign_state_view(st, -1, v);
    assert_int_equal(v->res.standoffs[0].stand, 1u << 2);
    campaign_state_view(st, 1, v);
    assert_int_equal(v->res.standoffs[0].stand, (1u << 1) | (1u << 2)); /* and its own choice */
    free(v);
    free(map);
    free(st);
}

/* File names went into messages and logs raw: a newline, an escape sequence or
 * bytes that are not UTF-8 in a name reached the terminal or broke a log line. */
static void test_file_names_escaped(void **state)
{
    (void)state;
    data_error err;
    data_error_set(&err, DATA_ERR_IO, "/tmp/a\nb\x1b[31mred\xff\xc3.json", "k\x7f", "cannot open");
    char text[1024];
    data_error_format(&err, text, sizeof text);
    for (const unsigned char *p = (const unsigned char *)text; *p; p++)
        assert_true(*p >= 0x20 && *p != 0x7f && *p < 0x80); /* all plain here */
    assert_non_null(strstr(text, "a\\x0Ab\\x1B[31mred\\xFF\\xC3.json"));
    assert_non_null(strstr(text, "k\\x7F"));
    char shown[64];
    data_text_escape(shown, sizeof shown, "caf\xc3\xa9 \xc2\x9b ok");
    assert_string_equal(shown, "caf\xc3\xa9 \\x9B ok"); /* UTF-8 kept, C1 escaped */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_trts_save_setup_keys),
        cmocka_unit_test(test_trts_long_action_refused),
        cmocka_unit_test(test_trts_long_area_id_refused),
        cmocka_unit_test(test_integer_message_digits),
        cmocka_unit_test(test_no_key_ends_in_a_dot),
        cmocka_unit_test(test_campaign_missing_battle_map),
        cmocka_unit_test(test_campaign_save_rewrites_identically),
        cmocka_unit_test(test_stamped_saves_never_collide),
        cmocka_unit_test(test_trts_full_record_concedes),
        cmocka_unit_test(test_campaign_public_view),
        cmocka_unit_test(test_file_names_escaped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
