/*
 * Nothing in a data file can crash a loader or half-fill its output. Valid
 * documents of every kind are cut at every byte, have bytes replaced, and have
 * each JSON value in turn replaced by values of every other type; random bytes
 * are thrown at every loader. Each attempt either loads or fails with an error
 * kind and leaves the output exactly as it was. Run under ASan and UBSan, this is
 * a small deterministic fuzzer.
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

typedef enum kind { K_SQUAD, K_UNIT, K_MAP, K_SETTINGS, K_SAVE, K_COUNT } kind;

static esc_squad sample_squad;
static esc_unit_def sample_unit;
static esc_map sample_map;
static esc_settings sample_settings;
static esc_record sample_record;
static char *valid[K_COUNT];
static long loads, successes;

/* Parses with one loader into a pre-filled output; checks the contract. Returns
 * whether it loaded. */
static bool try_parse(kind k, const char *text, size_t len)
{
    data_error err;
    bool ok = false;
    loads++;
    switch (k) {
    case K_SQUAD: {
        esc_squad out = sample_squad;
        ok = data_squad_parse(text, len, "fuzz", &out, &err);
        if (!ok)
            assert_memory_equal(&out, &sample_squad, sizeof out);
        break;
    }
    case K_UNIT: {
        esc_unit_def out = sample_unit;
        ok = data_unit_parse(text, len, "fuzz", &out, &err);
        if (!ok)
            assert_memory_equal(&out, &sample_unit, sizeof out);
        break;
    }
    case K_MAP: {
        esc_map out = sample_map;
        ok = data_map_parse(text, len, "fuzz", &out, &err);
        if (!ok)
            assert_memory_equal(&out, &sample_map, sizeof out);
        else
            assert_int_equal(esc_map_test(&out, NULL), ESC_MAP_OK);
        break;
    }
    case K_SETTINGS: {
        esc_settings out = sample_settings;
        ok = data_settings_parse(text, len, "fuzz", &out, &err);
        if (!ok)
            assert_memory_equal(&out, &sample_settings, sizeof out);
        break;
    }
    case K_SAVE: {
        esc_record out;
        memset(&out, 0, sizeof out);
        assert_true(esc_record_copy(&out, &sample_record));
        esc_record before = out;
        ok = data_save_parse(text, len, "fuzz", &out, &err);
        if (!ok) {
            assert_memory_equal(&out, &before, sizeof out);
        } else {
            /* Whatever loads must replay. */
            esc_game game;
            esc_replay_result r = esc_record_replay(&out, &game, -1);
            assert_int_equal(r.setup, ESC_SETUP_OK);
            assert_int_equal(r.failed_at, -1);
        }
        esc_record_free(&out);
        break;
    }
    default:
        fail();
    }
    if (ok) {
        successes++;
        assert_int_equal(err.kind, DATA_OK);
    } else {
        assert_true(err.kind > DATA_OK && err.kind <= DATA_ERR_MEMORY);
        assert_string_equal(err.file, "fuzz");
        assert_true(err.message[0] != '\0');
    }
    return ok;
}

static int setup(void **state)
{
    (void)state;
    dt_sample_squad(&sample_squad, 4);
    sample_unit = sample_squad.units[1];
    dt_sample_map(&sample_map);
    sample_settings.round_limit = 12;
    sample_settings.markers_to_win = 4;
    esc_squad other;
    dt_sample_squad(&other, 2);
    dt_play_record(&sample_record, &sample_map, &sample_squad, &other, 77, 20);
    valid[K_SQUAD] = data_squad_to_json(&sample_squad);
    valid[K_UNIT] = data_unit_to_json(&sample_unit);
    valid[K_MAP] = data_map_to_json(&sample_map);
    valid[K_SETTINGS] = data_settings_to_json(&sample_settings);
    valid[K_SAVE] = data_save_to_json(&sample_record);
    for (int k = 0; k < K_COUNT; k++)
        if (valid[k] == NULL)
            return -1;
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    for (int k = 0; k < K_COUNT; k++)
        free(valid[k]);
    esc_record_free(&sample_record);
    return 0;
}

static void test_valid_documents_load(void **state)
{
    (void)state;
    for (int k = 0; k < K_COUNT; k++)
        assert_true(try_parse((kind)k, valid[k], strlen(valid[k])));
}

static void test_every_truncation(void **state)
{
    (void)state;
    for (int k = 0; k < K_COUNT; k++) {
        size_t len = strlen(valid[k]);
        /* The document without its final newline is still whole. */
        for (size_t cut = 0; cut + 1 < len; cut++) {
            char *copy = malloc(cut + 1);
            memcpy(copy, valid[k], cut);
            copy[cut] = '\0';
            assert_false(try_parse((kind)k, copy, cut));
            free(copy);
        }
    }
}

static void test_byte_replacements(void **state)
{
    (void)state;
    static const char replacements[] = {'\0', '"', '{', '}', '[', ']', ',', ':', '\\', 'x', '9', '-', ' ',
                                        (char)0xFF, (char)0xC3};
    for (int k = 0; k < K_COUNT; k++) {
        size_t len = strlen(valid[k]);
        char *copy = malloc(len + 1);
        size_t step = k == K_SAVE ? 7 : 1; /* the save is long; sample it */
        for (size_t at = 0; at < len; at += step) {
            for (size_t r = 0; r < sizeof replacements; r++) {
                memcpy(copy, valid[k], len + 1);
                copy[at] = replacements[r];
                try_parse((kind)k, copy, len);
            }
        }
        free(copy);
    }
}

/* Every value of the tree, in document order. */
static int collect(cJSON *node, cJSON **out, int n, int cap)
{
    for (cJSON *child = node->child; child != NULL; child = child->next) {
        if (n < cap)
            out[n++] = child;
        n = collect(child, out, n, cap);
    }
    return n;
}

static cJSON *make_replacement(int which)
{
    switch (which) {
    case 0: return cJSON_CreateNull();
    case 1: return cJSON_CreateTrue();
    case 2: return cJSON_CreateString("");
    case 3: return cJSON_CreateString("d4");
    case 4: return cJSON_CreateNumber(1.5);
    case 5: return cJSON_CreateNumber(-1);
    case 6: return cJSON_CreateNumber(1e308);
    case 7: return cJSON_CreateNumber(0);
    case 8: return cJSON_CreateArray();
    case 9: return cJSON_CreateObject();
    case 10: return cJSON_Parse("[[[[[[[[[[null]]]]]]]]]]");
    case 11: return cJSON_Parse("{\"format\":\"skirmish-squad\",\"version\":1}");
    case 12: return cJSON_CreateNumber(4294967296.0);
    default: return NULL; /* remove the value */
    }
}
#define REPLACEMENTS 14

static void test_value_replacements(void **state)
{
    (void)state;
    for (int k = 0; k < K_COUNT; k++) {
        cJSON *probe = cJSON_Parse(valid[k]);
        static cJSON *nodes[4096];
        int n = collect(probe, nodes, 0, 4096);
        cJSON_Delete(probe);
        int step = k == K_SAVE ? 3 : 1;
        for (int i = 0; i < n; i += step) {
            for (int r = 0; r < REPLACEMENTS; r++) {
                cJSON *doc = cJSON_Parse(valid[k]);
                static cJSON *mine[4096];
                assert_int_equal(collect(doc, mine, 0, 4096), n);
                cJSON *target = mine[i];
                cJSON *replacement = make_replacement(r);
                cJSON *parent = NULL;
                /* Find the parent by walking again; cJSON keeps no parent link. */
                for (int p = -1; p < n && parent == NULL; p++) {
                    cJSON *candidate = p < 0 ? doc : mine[p];
                    for (cJSON *c = candidate->child; c != NULL; c = c->next)
                        if (c == target)
                            parent = candidate;
                }
                assert_non_null(parent);
                if (replacement == NULL)
                    cJSON_Delete(cJSON_DetachItemViaPointer(parent, target));
                else
                    assert_true(cJSON_ReplaceItemViaPointer(parent, target, replacement));
                char *text = cJSON_PrintUnformatted(doc);
                try_parse((kind)k, text, strlen(text));
                free(text);
                cJSON_Delete(doc);
            }
        }
    }
}

static uint64_t next_random(uint64_t *s)
{
    *s += 0x9E3779B97F4A7C15ull;
    uint64_t z = *s;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static void test_random_input(void **state)
{
    (void)state;
    static const char alphabet[] = "{}[]\",:0123456789.eE+-truefalsnl \n\\u\"format\"skirmish-squad";
    uint64_t seed = 12345;
    char buf[512];
    for (int round = 0; round < 3000; round++) {
        size_t len = (size_t)(next_random(&seed) % sizeof buf);
        bool json_like = round % 2 == 0;
        for (size_t i = 0; i < len; i++) {
            uint64_t r = next_random(&seed);
            buf[i] = json_like ? alphabet[r % (sizeof alphabet - 1)] : (char)(r & 0xFF);
        }
        for (int k = 0; k < K_COUNT; k++)
            try_parse((kind)k, buf, len);
    }
}

static void test_nesting(void **state)
{
    (void)state;
    /* Deep but within cJSON's limit, under a key nobody reads: ignored. */
    size_t depth = 900;
    size_t size = 2 * depth + 256;
    char *text = malloc(size);
    int n = snprintf(text, size, "{\"format\":\"skirmish-settings\",\"version\":1,\"extra\":");
    for (size_t i = 0; i < depth; i++)
        text[n++] = '[';
    for (size_t i = 0; i < depth; i++)
        text[n++] = ']';
    text[n++] = '}';
    text[n] = '\0';
    assert_true(try_parse(K_SETTINGS, text, (size_t)n));
    free(text);

    /* Deep where a value is read: a type error, not a crash. */
    text = malloc(size);
    n = snprintf(text, size, "{\"format\":\"skirmish-squad\",\"version\":1,\"name\":\"x\",\"units\":[");
    for (size_t i = 0; i < depth; i++)
        text[n++] = '[';
    for (size_t i = 0; i < depth; i++)
        text[n++] = ']';
    n += snprintf(text + n, size - (size_t)n, "]}");
    data_error err;
    esc_squad squad;
    assert_false(data_squad_parse(text, (size_t)n, "deep", &squad, &err));
    dt_assert_error(&err, DATA_ERR_TYPE, "deep", "units[0]");
    free(text);
}

static void test_parse_edge_arguments(void **state)
{
    (void)state;
    data_error err;
    esc_squad squad = sample_squad;
    assert_false(data_squad_parse(NULL, 0, "none", &squad, &err));
    assert_int_equal(err.kind, DATA_ERR_SYNTAX);
    /* Only `len` bytes count, even if more follow in memory. */
    const char *text = valid[K_SQUAD];
    assert_false(data_squad_parse(text, 10, "short", &squad, &err));
    assert_memory_equal(&squad, &sample_squad, sizeof squad);
    /* JSON has no NaN or infinities: such text is not JSON at all. */
    static const char *const not_numbers[] = {"NaN", "-NaN", "nan", "Infinity", "-Infinity", "inf", "0x10", "+1",
                                              ".5", "1e", "--1"};
    for (size_t i = 0; i < sizeof not_numbers / sizeof not_numbers[0]; i++) {
        char doc[200];
        snprintf(doc, sizeof doc,
                 "{\"format\":\"skirmish-unit\",\"version\":1,\"name\":\"n\",\"health\":%s,\"range\":1,"
                 "\"power\":1,\"move\":1}",
                 not_numbers[i]);
        esc_unit_def unit = sample_unit;
        if (data_unit_parse(doc, strlen(doc), "nan", &unit, &err))
            fail_msg("health %s should be refused", not_numbers[i]);
        if (err.kind != DATA_ERR_SYNTAX)
            fail_msg("health %s: expected a syntax error, got: %s", not_numbers[i], err.message);
        assert_memory_equal(&unit, &sample_unit, sizeof unit);
    }
    /* A UTF-8 byte order mark is accepted. */
    size_t len = strlen(text);
    char *bom = malloc(len + 4);
    memcpy(bom, "\xEF\xBB\xBF", 3);
    memcpy(bom + 3, text, len + 1);
    assert_true(data_squad_parse(bom, len + 3, "bom", &squad, &err));
    free(bom);
}

static void test_report(void **state)
{
    (void)state;
    /* Keep the fuzzer honest: most attempts fail, some succeed. */
    print_message("%ld loads, %ld succeeded\n", loads, successes);
    assert_true(loads > 10000);
    assert_true(successes > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_valid_documents_load),
        cmocka_unit_test(test_every_truncation),
        cmocka_unit_test(test_byte_replacements),
        cmocka_unit_test(test_value_replacements),
        cmocka_unit_test(test_random_input),
        cmocka_unit_test(test_nesting),
        cmocka_unit_test(test_parse_edge_arguments),
        cmocka_unit_test(test_report),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}
