/*
 * Issue #11 (hardening), one test per finding in the data layer, the Conquest
 * core and the unit formula: each failed (crashed, under the sanitizers, or
 * asserted) before its fix. The fault tests (full disk, read-only, kill -9, two
 * processes) are in test_hard_faults.c.
 */
#define _GNU_SOURCE /* utimensat's UTIME_NOW in older headers, getpid */

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "data_test_util.h"
#include "skirmish/core/cq/turn.h"
#include "skirmish/core/esc/unit.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/prefs.h"
#include "skirmish/data/save_list.h"

/* A state document: three vertices with the given ids, p0 on the first, p1 on
 * the third, edges and the top-level keys as given. */
static char *state_doc(const char *ids[3], const char *edges, const char *top)
{
    char *doc = malloc(4096);
    assert_non_null(doc);
    snprintf(doc, 4096,
             "{%s \"graph\": {\"vertices\": ["
             "{\"id\": %s, \"weight\": 2, \"position\": [0, 0], \"controller\": \"p0\", \"units\": 3},"
             "{\"id\": %s, \"weight\": 1, \"position\": [1, 0], \"controller\": null, \"units\": 0},"
             "{\"id\": %s, \"weight\": 3, \"position\": [2, 0], \"controller\": \"p1\", \"units\": 4}],"
             "\"edges\": [%s]}, \"players\": [\"p0\", \"p1\"], \"elimination_order\": []}",
             top, ids[0], ids[1], ids[2], edges);
    return doc;
}

static bool parse_state(const char *doc, data_error *err)
{
    cq_graph g;
    cq_graph_init(&g);
    cq_state *s = malloc(sizeof *s);
    assert_non_null(s);
    bool ok = data_cq_state_parse(doc, strlen(doc), "state.json", &g, s, NULL, err);
    free(s);
    cq_graph_free(&g);
    return ok;
}

/* Finding 1: the message for a duplicate edge indexed the vertices with ids. */
static void test_cq_duplicate_edge_with_large_ids(void **state)
{
    (void)state;
    const char *ids[3] = {"2000000000", "7", "1500000000"};
    char *doc = state_doc(ids,
                          "{\"from\": 2000000000, \"to\": 7}, {\"from\": 7, \"to\": 1500000000},"
                          "{\"from\": 2000000000, \"to\": 7}",
                          "\"turn\": 1,");
    data_error err;
    assert_false(parse_state(doc, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "state.json", "graph.edges[2]");
    assert_non_null(strstr(err.message, "2000000000 -> 7"));
    free(doc);
}

/* Finding 2: what a turn leaves must load again. */
static void test_cq_units_saturate(void **state)
{
    (void)state;
    cq_graph g;
    cq_graph_init(&g);
    assert_int_equal(cq_graph_add_vertex(&g, 0, 100, 0, 0), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_vertex(&g, 1, 100, 1, 0), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_edge(&g, 0, 1), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_add_edge(&g, 1, 0), CQ_GRAPH_OK);
    assert_int_equal(cq_graph_finish(&g, NULL), CQ_GRAPH_OK);
    cq_state *s = malloc(sizeof *s);
    assert_non_null(s);
    cq_state_init(s, &g);
    assert_int_equal(cq_state_add_player(s, "p0"), 0);
    assert_int_equal(cq_state_add_player(s, "p1"), 1);
    s->controller[0] = 0;
    s->units[0] = CQ_MAX_UNITS - 1;
    s->controller[1] = 1;
    s->units[1] = CQ_MAX_UNITS;
    /* The last turn of the longest game a file may set up. */
    s->max_turns = CQ_MAX_TURN_LIMIT;
    s->turn = CQ_MAX_TURN_LIMIT;
    cq_order order = {1, 1, 0, 1}; /* too few to take vertex 0 */
    assert_true(cq_turn_resolve(s, &order, 1, NULL, NULL));
    assert_true(s->units[0] <= CQ_MAX_UNITS);
    assert_true(s->units[1] <= CQ_MAX_UNITS);
    assert_int_equal(s->units[0], CQ_MAX_UNITS);
    assert_int_equal(s->turn, CQ_MAX_TURN_LIMIT + 1);
    assert_int_equal(cq_state_check(s, NULL), CQ_STATE_OK);
    char *text = data_cq_state_to_json(s, NULL);
    assert_non_null(text);
    data_error err;
    if (!parse_state(text, &err))
        fail_msg("a state the turn left does not load: %s: %s", err.key, err.message);
    free(text);
    free(s);
    cq_graph_free(&g);
}

/* Finding 2: an Escarmouche save longer than any the game writes is refused on
 * loading, and the game does not write one it could not read. */
static void test_esc_save_action_cap(void **state)
{
    (void)state;
    size_t n = (size_t)DATA_SAVE_MAX_ACTIONS + 1;
    size_t size = n * 8 + 256;
    char *doc = malloc(size);
    assert_non_null(doc);
    size_t k = (size_t)snprintf(doc, size, "{\"format\": \"skirmish-save\", \"version\": 1, \"actions\": [");
    for (size_t i = 0; i < n; i++)
        k += (size_t)snprintf(doc + k, size - k, "%s\"end\"", i ? "," : "");
    snprintf(doc + k, size - k, "]}");
    /* The count is checked before anything else in "actions" (a file without a
     * map fails on "map" first, so give it one through a real save). */
    esc_squad a, b;
    esc_map map;
    dt_sample_squad(&a, 3);
    dt_sample_squad(&b, 4);
    dt_sample_map(&map);
    esc_record rec;
    memset(&rec, 0, sizeof rec);
    dt_play_record(&rec, &map, &a, &b, 7, 4);
    char *base = data_save_to_json(&rec);
    assert_non_null(base);
    char *actions = strstr(base, "\"actions\"");
    assert_non_null(actions);
    char *list = strstr(doc, "\"actions\"");
    size_t head = (size_t)(actions - base);
    char *full = malloc(head + strlen(list) + 1);
    assert_non_null(full);
    memcpy(full, base, head);
    strcpy(full + head, list);
    esc_record loaded;
    memset(&loaded, 0, sizeof loaded);
    data_error err;
    assert_false(data_save_parse(full, strlen(full), "long.json", &loaded, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "long.json", "actions");
    free(full);
    free(base);
    free(doc);

    /* Saving: a record over the cap is refused with a message, nothing written. */
    esc_action last = rec.actions[rec.n_actions - 1];
    while (rec.n_actions <= DATA_SAVE_MAX_ACTIONS)
        assert_true(esc_record_push(&rec, &last));
    char dir[DT_PATH_MAX], path[DT_PATH_MAX + 64];
    dt_fresh_dir(dir, "hard_save_cap.d");
    snprintf(path, sizeof path, "%s/long.json", dir);
    assert_false(data_save_save(path, &rec, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "long.json", "actions");
    assert_false(dt_exists(path));
    assert_int_equal(dt_temps(dir, NULL), 0);
    esc_record_free(&rec);
}

/* Finding 4: (long long)ceil(cost) overflowed for stats the loader accepts. */
static void test_unit_cost_saturates(void **state)
{
    (void)state;
    esc_unit_def u;
    esc_unit_init(&u, "Huge", 1000000, 1000000, 1000000, 1000000);
    assert_int_equal(esc_unit_cost(&u), ESC_UNIT_COST_MAX);
    esc_unit_init(&u, "Odd", -1000000, 1, 1000000, -1000000);
    assert_int_equal(esc_unit_cost(&u), ESC_UNIT_COST_MAX);
    esc_unit_init(&u, "Low", -1000000, -1000000, -1000000, -1000000);
    assert_true(esc_unit_cost(&u) > -ESC_UNIT_COST_MAX);
    (void)esc_unit_rank(&u);
    /* A file with such a unit loads (a draft) and its cost is asked for. */
    const char *doc = "{\"format\":\"skirmish-unit\",\"version\":1,\"name\":\"Big\",\"health\":1000000,"
                      "\"range\":1000000,\"power\":1000000,\"move\":1000000}";
    data_error err;
    assert_true(data_unit_parse(doc, strlen(doc), "big.json", &u, &err));
    assert_int_equal(esc_unit_cost(&u), ESC_UNIT_COST_MAX);
    (void)esc_unit_rank(&u);
}

/* Finding 5: temporary files are never opened through a symlink. */
static void test_temp_files_not_followed(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX], path[DT_PATH_MAX + 64], victim[DT_PATH_MAX + 64], link[DT_PATH_MAX + 128];
    dt_fresh_dir(dir, "hard_symlink.d");
    snprintf(path, sizeof path, "%s/squad.json", dir);
    snprintf(victim, sizeof victim, "%s/victim.txt", dir);
    dt_write(victim, "precious\n", 9);
    /* The name the old writer used, and the first names ours may use. */
    snprintf(link, sizeof link, "%s.tmp.%ld", path, (long)getpid());
    assert_int_equal(symlink(victim, link), 0);
    for (int i = 0; i < 8; i++) {
        snprintf(link, sizeof link, "%s/%s%ld.%d", dir, DATA_TEMP_PREFIX, (long)getpid(), i);
        assert_int_equal(symlink(victim, link), 0);
    }
    data_error err;
    for (int i = 0; i < 4; i++)
        (void)data_file_write_atomic(path, "{}\n", 3, &err);
    size_t len;
    char *text = dt_read(victim, &len);
    assert_string_equal(text, "precious\n");
    free(text);
}

/* Finding 5: the card sheet's writer (a PNG through SDL) gets a temporary file
 * made the same way, never the fixed "<path>.tmp" a symlink could be planted at. */
static void test_temp_open_and_commit(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX], path[DT_PATH_MAX + 64], tmp[DT_PATH_MAX + 128], victim[DT_PATH_MAX + 64];
    dt_fresh_dir(dir, "hard_temp_open.d");
    snprintf(path, sizeof path, "%s/cards.png", dir);
    snprintf(victim, sizeof victim, "%s/victim.txt", dir);
    dt_write(victim, "precious\n", 9);
    snprintf(tmp, sizeof tmp, "%s.tmp", path);
    assert_int_equal(symlink(victim, tmp), 0);
    dt_write(path, "old", 3);
    assert_int_equal(chmod(path, 0604), 0);
    data_error err;
    int fd = data_file_temp_open(path, tmp, sizeof tmp, &err);
    assert_true(fd >= 0);
    assert_int_equal(write(fd, "new", 3), 3);
    assert_int_equal(close(fd), 0);
    assert_true(data_file_temp_commit(tmp, path, &err));
    size_t len;
    char *text = dt_read(path, &len);
    assert_string_equal(text, "new");
    free(text);
    text = dt_read(victim, &len);
    assert_string_equal(text, "precious\n");
    free(text);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 07777, 0604);
    assert_int_equal(dt_temps(dir, NULL), 0);
    /* A temporary file that vanished is reported. */
    assert_false(data_file_temp_commit(tmp, path, &err));
    assert_int_equal(err.kind, DATA_ERR_IO);
}

/* Finding 5: replacing a file keeps its permissions. */
static void test_replace_keeps_mode(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX], path[DT_PATH_MAX + 64];
    dt_fresh_dir(dir, "hard_mode.d");
    snprintf(path, sizeof path, "%s/private.json", dir);
    data_error err;
    assert_true(data_file_write_atomic(path, "1", 1, &err));
    assert_int_equal(chmod(path, 0600), 0);
    assert_true(data_file_write_atomic(path, "2", 1, &err));
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 07777, 0600);
    assert_int_equal(chmod(path, 0640), 0);
    assert_true(data_file_write_atomic(path, "3", 1, &err));
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 07777, 0640);
}

/* Finding 8: a name of 249 bytes and more saves (the temp name is short). */
static void test_long_names_save(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX], path[DT_PATH_MAX + 300], name[256];
    dt_fresh_dir(dir, "hard_long.d");
    memset(name, 'n', 250);
    strcpy(name + 250, ".json"); /* 255 bytes, the most a name may have */
    snprintf(path, sizeof path, "%s/%s", dir, name);
    data_error err;
    if (!data_file_write_atomic(path, "{}", 2, &err))
        fail_msg("%s", err.message);
    assert_true(dt_exists(path));
    assert_int_equal(dt_temps(dir, NULL), 0);
}

/* Finding 6: a new name is claimed atomically, never overwritten. */
static void test_new_names_claimed(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX], path[DT_PATH_MAX + 64], out[DT_PATH_MAX];
    dt_fresh_dir(dir, "hard_claim.d");
    snprintf(path, sizeof path, "%s/a.json", dir);
    data_error err;
    bool taken = true;
    assert_true(data_file_write_new(path, "one", 3, &taken, &err));
    assert_false(taken);
    assert_false(data_file_write_new(path, "two", 3, &taken, &err));
    assert_true(taken);
    size_t len;
    char *text = dt_read(path, &len);
    assert_string_equal(text, "one");
    free(text);
    /* Saves named to the second: the second save of that second gets "-2". */
    assert_true(data_file_write_unique(dir, "20250101-120000", ".json", "x", 1, out, sizeof out, &err));
    assert_non_null(strstr(out, "/20250101-120000.json"));
    assert_true(data_file_write_unique(dir, "20250101-120000", ".json", "y", 1, out, sizeof out, &err));
    assert_non_null(strstr(out, "/20250101-120000-2.json"));
    text = dt_read(out, &len);
    assert_string_equal(text, "y");
    free(text);
    assert_int_equal(dt_temps(dir, NULL), 0);
    /* The game's own savers. */
    esc_squad a, b;
    esc_map map;
    dt_sample_squad(&a, 3);
    dt_sample_squad(&b, 4);
    dt_sample_map(&map);
    esc_record rec;
    memset(&rec, 0, sizeof rec);
    dt_play_record(&rec, &map, &a, &b, 3, 6);
    assert_true(data_save_save_new(dir, "20250101-120000", out, sizeof out, &rec, &err));
    assert_non_null(strstr(out, "/20250101-120000-3.json"));
    esc_record back;
    memset(&back, 0, sizeof back);
    assert_true(data_save_load(out, &back, &err));
    assert_int_equal(back.n_actions, rec.n_actions);
    esc_record_free(&back);
    esc_record_free(&rec);
}

/* Finding 8: kill -9 leaves temporary files; start-up removes the stale ones. */
static void test_stale_temps_cleaned(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX], path[DT_PATH_MAX + 64];
    dt_fresh_dir(dir, "hard_stale.d");
    const char *names[] = {
        ".skirmish-tmp.999999999.0",   /* no such process, old: removed */
        "squad.json.tmp.999999998",    /* the old scheme, no such process, old: removed */
        ".skirmish-tmp.999999997.4",   /* no such process, but just written: kept */
        "notes.tmp.txt",               /* not ours: kept */
        "notes.tmp.2024",              /* not ours either (not a .json's): kept */
        "squad.json",                  /* not ours: kept */
    };
    for (int i = 0; i < 6; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        dt_write(path, "x", 1);
        if (i < 2 || i == 4) {
            struct timespec old[2] = {{0, UTIME_NOW}, {1000000, 0}};
            assert_int_equal(utimensat(AT_FDCWD, path, old, 0), 0);
        }
    }
    /* Ours, running (this process), even when old: kept unless over an hour. */
    snprintf(path, sizeof path, "%s/%s%ld.1", dir, DATA_TEMP_PREFIX, (long)getpid());
    dt_write(path, "x", 1);
    data_error err;
    assert_int_equal(data_file_clean_temps(dir, &err), 2);
    for (int i = 0; i < 6; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        assert_int_equal(dt_exists(path), i >= 2);
    }
    snprintf(path, sizeof path, "%s/%s%ld.1", dir, DATA_TEMP_PREFIX, (long)getpid());
    assert_true(dt_exists(path));
    snprintf(path, sizeof path, "%s/missing", dir);
    assert_int_equal(data_file_clean_temps(path, &err), 0);
}

/* Finding 8: control characters from files are escaped in messages. */
static void test_messages_escape_controls(void **state)
{
    (void)state;
    const char *doc = "{\"format\":\"skirmish-unit\",\"version\":1,\"name\":\"x\",\"health\":1,\"range\":1,"
                      "\"power\":1,\"move\":1,\"abilities\":[\"\\u001b[2J\\u001b]0;pwned\\u0007\"]}";
    esc_unit_def u;
    data_error err;
    assert_false(data_unit_parse(doc, strlen(doc), "evil\x1b[31m.json", &u, &err));
    char text[1024];
    data_error_format(&err, text, sizeof text);
    for (const char *p = text; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7F)
            fail_msg("a control character in \"%s\"", text);
    assert_non_null(strstr(text, "\\x1B"));
    /* C1 controls (U+0080 to U+009F) too; other UTF-8 stays. */
    data_error_set(&err, DATA_ERR_VALUE, "f", "k", "a\xc2\x9b" "b \xc3\xa9");
    assert_string_equal(err.message, "a\\x9Bb \xc3\xa9");
}

/* Finding 8: integers from 2^53 on are refused, naming the key. */
static void test_inexact_integers_refused(void **state)
{
    (void)state;
    const char *ids[3] = {"0", "1", "2"};
    char *doc = state_doc(ids, "{\"from\": 0, \"to\": 1}", "\"turn\": 1, \"rng\": 9007199254740993,");
    data_error err;
    assert_false(parse_state(doc, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "state.json", "rng");
    free(doc);
    doc = state_doc(ids, "{\"from\": 0, \"to\": 1}", "\"turn\": 1, \"rng\": 9007199254740991,");
    assert_true(parse_state(doc, &err));
    free(doc);
}

/* Finding 8: the window from the settings file fits the display. */
static void test_window_fits_display(void **state)
{
    (void)state;
    data_prefs p;
    data_prefs_default(&p);
    const char *doc = "{\"format\":\"skirmish-preferences\",\"version\":1,\"window_width\":16384,"
                      "\"window_height\":16384}";
    data_error err;
    if (!data_prefs_parse(doc, strlen(doc), "settings.json", &p, &err))
        fail_msg("%s: %s", err.key, err.message);
    assert_true(data_prefs_fit_window(&p, 1920, 1080));
    assert_int_equal(p.window_w, 1920);
    assert_int_equal(p.window_h, 1080);
    assert_false(data_prefs_fit_window(&p, 1920, 1080));
    assert_true(data_prefs_fit_window(&p, 100, 0)); /* tiny display, unknown height */
    assert_int_equal(p.window_w, DATA_PREFS_WINDOW_MIN_W);
    assert_int_equal(p.window_h, 1080);
}

/* Finding 8: the Load screen's list has every save, the newest first. */
static void test_save_list_newest_first(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX], path[DT_PATH_MAX + 64];
    dt_fresh_dir(dir, "hard_list.d");
    int n = 300;
    for (int i = 0; i < n; i++) {
        /* Names sort the other way round from the times. */
        snprintf(path, sizeof path, "%s/save-%03d.json", dir, n - i);
        dt_write(path, "{}", 2);
        struct timespec t[2] = {{0, UTIME_NOW}, {1700000000 + i, 0}};
        assert_int_equal(utimensat(AT_FDCWD, path, t, 0), 0);
    }
    snprintf(path, sizeof path, "%s/.hidden.json", dir);
    dt_write(path, "{}", 2);
    snprintf(path, sizeof path, "%s/%s1.0", dir, DATA_TEMP_PREFIX);
    dt_write(path, "{}", 2);
    data_save_item *items = NULL;
    data_error err;
    assert_int_equal(data_save_list(dir, &items, &err), n);
    assert_non_null(strstr(items[0].path, "/save-001.json"));
    assert_non_null(strstr(items[n - 1].path, "/save-300.json"));
    for (int i = 1; i < n; i++)
        assert_true(items[i - 1].mtime_ns >= items[i].mtime_ns);
    free(items);
    snprintf(path, sizeof path, "%s/none", dir);
    assert_int_equal(data_save_list(path, &items, &err), 0);
    assert_null(items);
}

/* Finding 9: states that cannot be. */
static void test_cq_state_contradictions(void **state)
{
    (void)state;
    const char *ids[3] = {"0", "1", "2"};
    const char *edge = "{\"from\": 0, \"to\": 1}";
    struct {
        const char *top;
        const char *key; /* NULL: loads */
    } cases[] = {
        {"\"turn\": 0,", "turn"},
        {"\"turn\": 1,", NULL},
        {"\"turn\": 10, \"max_turns\": 10,", NULL},
        {"\"turn\": 11, \"max_turns\": 10, \"game_status\": \"ended\",", NULL},
        {"\"turn\": 11, \"max_turns\": 10,", NULL},
        {"\"turn\": 11, \"max_turns\": 10, \"game_status\": \"active\",", "game_status"},
        {"\"turn\": 12, \"max_turns\": 10, \"game_status\": \"ended\",", "turn"},
        {"\"turn\": 1000001, \"max_turns\": 1000000, \"game_status\": \"ended\",", NULL},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char *doc = state_doc(ids, edge, cases[i].top);
        data_error err;
        bool ok = parse_state(doc, &err);
        if (cases[i].key == NULL && !ok)
            fail_msg("case %zu: %s: %s", i, err.key, err.message);
        if (cases[i].key != NULL) {
            if (ok)
                fail_msg("case %zu should be refused", i);
            dt_assert_error(&err, DATA_ERR_VALUE, "state.json", cases[i].key);
        }
        free(doc);
    }
    /* Every player eliminated while the status says the game goes on. */
    const char *all_out =
        "{\"turn\": 4, \"game_status\": \"active\", \"graph\": {\"vertices\": ["
        "{\"id\": 0, \"weight\": 1, \"position\": [0, 0], \"controller\": null, \"units\": 0},"
        "{\"id\": 1, \"weight\": 1, \"position\": [1, 0], \"controller\": null, \"units\": 0}],"
        "\"edges\": [{\"from\": 0, \"to\": 1}]}, \"players\": [\"p0\", \"p1\"],"
        "\"elimination_order\": [[3, [\"p0\", \"p1\"]]]}";
    data_error err;
    assert_false(parse_state(all_out, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "state.json", "game_status");
    char ended[1024];
    snprintf(ended, sizeof ended, "%s", all_out);
    char *at = strstr(ended, "\"active\"");
    memcpy(at, "\"ended\" ", 8);
    if (!parse_state(ended, &err))
        fail_msg("%s: %s", err.key, err.message);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cq_duplicate_edge_with_large_ids),
        cmocka_unit_test(test_cq_units_saturate),
        cmocka_unit_test(test_esc_save_action_cap),
        cmocka_unit_test(test_unit_cost_saturates),
        cmocka_unit_test(test_temp_files_not_followed),
        cmocka_unit_test(test_replace_keeps_mode),
        cmocka_unit_test(test_temp_open_and_commit),
        cmocka_unit_test(test_long_names_save),
        cmocka_unit_test(test_new_names_claimed),
        cmocka_unit_test(test_stale_temps_cleaned),
        cmocka_unit_test(test_messages_escape_controls),
        cmocka_unit_test(test_inexact_integers_refused),
        cmocka_unit_test(test_window_fits_display),
        cmocka_unit_test(test_save_list_newest_first),
        cmocka_unit_test(test_cq_state_contradictions),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
