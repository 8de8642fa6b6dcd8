/*
 * The largest files the loaders accept load quickly (issue #20). For each kind of
 * file, a good file is taken and every one of its lists, in turn, is made as
 * long as the 4 MiB read limit allows (copies of its last element: 600,000 unit
 * indices in one TRTS action, 100,000 map edges, a faction's tags...). Each such
 * file must load, or be refused, in well under a second of CPU time: a loader
 * that walks a list with cJSON_GetArrayItem(i) takes minutes.
 *
 * A benchmark with a generous bound, registered for the optimised builds only:
 * the sanitizers slow every load tenfold. A list of two million entries costs
 * cJSON alone a few tenths of a second to parse, and more on a busy machine, so
 * the bound is a second or three times what parsing the same text alone takes,
 * measured just before in the same conditions, whichever is larger; a loader
 * that walks the list quadratically takes minutes either way. Each load runs in
 * a child with a CPU limit, so a quadratic loader fails within seconds instead
 * of hanging the suite.
 *
 * The long text is spliced from printed pieces rather than built as a cJSON
 * tree and printed: building it that way (two million duplicated nodes, printed,
 * freed, and a parent of hundreds of MB forked for each load) cost three times
 * the loads it measured (120 s of CPU against 31 s in Release). What is left is
 * the loads, about what cJSON's parse of the same text alone takes
 * (SKIRMISH_LARGE_VERBOSE=1 prints both for each list).
 */
#define _POSIX_C_SOURCE 200809L
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>
#include <cjson/cJSON.h>

#include "data_test_util.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/files.h"
#include "skirmish/data/prefs.h"
#include "skirmish/data/trts_files.h"

#define BOUND_SECONDS 1.0
#define PARSE_FACTOR 3.0 /* a loader may take this many times the bare parse */
#define CPU_LIMIT_SECONDS 10 /* the child is killed past this: a hang fails quickly */
#define TARGET_BYTES (DATA_FILE_MAX_BYTES - 4096)
#define LARGE_MARK "\"@@skirmish-large-list@@\"" /* where the copies go in the printed file */

typedef bool (*loader_fn)(const char *text, size_t len);

static trts_rules *the_rules;

/* The part no loader can avoid: cJSON's parse of the text. */
static bool parse_only(const char *t, size_t n)
{
    cJSON *root = cJSON_ParseWithLength(t, n);
    cJSON_Delete(root);
    return true;
}

static bool load_squad(const char *t, size_t n)
{
    esc_squad s;
    data_error e;
    return data_squad_parse(t, n, "big.json", &s, &e);
}
static bool load_unit(const char *t, size_t n)
{
    esc_unit_def u;
    data_error e;
    return data_unit_parse(t, n, "big.json", &u, &e);
}
static bool load_map(const char *t, size_t n)
{
    esc_map m;
    data_error e;
    return data_map_parse(t, n, "big.json", &m, &e);
}
static bool load_save(const char *t, size_t n)
{
    esc_record r;
    memset(&r, 0, sizeof r);
    data_error e;
    bool ok = data_save_parse(t, n, "big.json", &r, &e);
    esc_record_free(&r);
    return ok;
}
static bool load_settings(const char *t, size_t n)
{
    esc_settings s;
    data_error e;
    return data_settings_parse(t, n, "big.json", &s, &e);
}
static bool load_prefs(const char *t, size_t n)
{
    data_prefs p;
    data_error e;
    return data_prefs_parse(t, n, "big.json", &p, &e);
}
static bool load_cq_state(const char *t, size_t n)
{
    static cq_graph g;
    static cq_state s;
    data_error e;
    return data_cq_state_parse(t, n, "big.json", &g, &s, NULL, &e);
}
static bool load_cq_map(const char *t, size_t n)
{
    static cq_map m;
    data_error e;
    return data_cq_map_parse(t, n, "big.json", &m, &e);
}
static bool load_campaign_map(const char *t, size_t n)
{
    static campaign_map m;
    data_error e;
    return data_campaign_map_parse(t, n, "big.json", &m, &e);
}
static bool load_campaign_save(const char *t, size_t n)
{
    static campaign_map m;
    static campaign_state s;
    char *match = NULL;
    data_error e;
    bool ok = data_campaign_save_parse(t, n, "big.json", &m, &s, &match, &e);
    free(match);
    return ok;
}
static bool load_campaign_position(const char *t, size_t n)
{
    char path[DT_PATH_MAX];
    dt_tmp_path(path, "large-position.json");
    dt_write(path, t, n);
    static campaign_map m;
    static campaign_forces f;
    data_error e;
    bool invalid;
    return data_campaign_position_load(path, &m, &f, &e, &invalid);
}
static bool load_trts_map(const char *t, size_t n)
{
    static trts_map m;
    data_error e;
    return data_trts_map_parse(t, n, "big.json", &m, &e);
}
static bool load_trts_faction(const char *t, size_t n)
{
    static trts_faction f;
    data_error e;
    return data_trts_faction_parse(t, n, "big.json", NULL, &f, &e);
}
static bool load_trts_save(const char *t, size_t n)
{
    static trts_game_record r;
    data_error e;
    return data_trts_save_parse(t, n, "big.json", the_rules, &r, &e);
}
static bool load_trts_combat(const char *t, size_t n)
{
    static data_trts_combat c;
    data_error e;
    return data_trts_combat_parse(t, n, "big.json", the_rules, &c, &e) == DATA_TRTS_COMBAT_OK;
}

/* CPU seconds the child spent on one load; < 0 when it was killed. */
static double timed_load(loader_fn load, const char *text, size_t len)
{
    int pipefd[2];
    assert_int_equal(pipe(pipefd), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        close(pipefd[0]);
        struct rlimit lim = {CPU_LIMIT_SECONDS, CPU_LIMIT_SECONDS + 1};
        setrlimit(RLIMIT_CPU, &lim);
        struct timespec a, b;
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
        load(text, len);
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
        double s = (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) / 1e9;
        ssize_t w = write(pipefd[1], &s, sizeof s);
        _exit(w == (ssize_t)sizeof s ? 0 : 1);
    }
    close(pipefd[1]);
    double s = -1;
    ssize_t got = read(pipefd[0], &s, sizeof s);
    close(pipefd[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    if (got != (ssize_t)sizeof s || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return -1;
    return s;
}

/* Every array of the tree, each path pattern once ("actions[].[]"). */
typedef struct found {
    cJSON *array;
    char path[256];
} found;

static int collect(cJSON *node, const char *path, found *out, int n, int cap)
{
    cJSON *child;
    if (cJSON_IsArray(node)) {
        bool seen = false;
        for (int i = 0; i < n && !seen; i++)
            seen = strcmp(out[i].path, path) == 0;
        if (!seen && n < cap) {
            out[n].array = node;
            snprintf(out[n].path, sizeof out[n].path, "%s", path);
            n++;
        }
    }
    cJSON_ArrayForEach(child, node)
    {
        char sub[256];
        if (cJSON_IsArray(node))
            snprintf(sub, sizeof sub, "%.200s[]", path);
        else
            snprintf(sub, sizeof sub, "%.200s.%.40s", path, child->string != NULL ? child->string : "");
        if (cJSON_IsArray(child) || cJSON_IsObject(child))
            n = collect(child, sub, out, n, cap);
    }
    return n;
}

/* Makes each list of the file at `rel` as long as the read limit allows and
 * times its load; returns how many lists were tried. */
static int stretch_each_list(const char *what, const char *rel, loader_fn load)
{
    char path[DT_PATH_MAX];
    dt_source_path(path, rel);
    size_t len = 0;
    char *text = dt_read(path, &len);
    assert_non_null(text);
    /* The file as it is loads (or the test proves nothing). */
    if (!load(text, len))
        fail_msg("%s: %s does not load as it is", what, rel);
    cJSON *root = cJSON_ParseWithLength(text, len);
    free(text);
    assert_non_null(root);
    static found lists[256];
    int n = collect(root, "", lists, 0, 256);
    char *base = cJSON_PrintUnformatted(root);
    size_t base_len = strlen(base);
    cJSON_free(base);
    for (int i = 0; i < n; i++) {
        /* The long text is spliced, not built: the copies of the list's last
         * element are printed once and repeated in place of a marker, so the
         * parent never holds (nor forks) a tree of two million nodes. */
        cJSON *array = lists[i].array;
        cJSON *last = array->child != NULL ? array->child->prev : NULL;
        char *one = last != NULL ? cJSON_PrintUnformatted(last) : NULL;
        const char *each_text = one != NULL ? one : "0";
        size_t one_len = strlen(each_text);
        size_t each = one_len + 1;
        size_t copies = base_len < TARGET_BYTES ? (TARGET_BYTES - base_len) / each : 0;
        cJSON *mark = cJSON_CreateRaw(LARGE_MARK);
        assert_non_null(mark);
        if (copies > 0)
            cJSON_AddItemToArray(array, mark);
        char *frame = cJSON_PrintUnformatted(root);
        assert_non_null(frame);
        if (copies > 0)
            cJSON_DetachItemViaPointer(array, mark);
        cJSON_Delete(mark);
        size_t frame_len = strlen(frame);
        char *at = copies > 0 ? strstr(frame, LARGE_MARK) : frame + frame_len;
        assert_non_null(at);
        size_t head = (size_t)(at - frame), mark_len = copies > 0 ? strlen(LARGE_MARK) : 0;
        size_t big_len = frame_len - mark_len + (copies > 0 ? copies * each - 1 : 0);
        char *big = malloc(big_len + 1);
        assert_non_null(big);
        memcpy(big, frame, head);
        char *w = big + head;
        for (size_t k = 0; k < copies; k++) {
            if (k > 0)
                *w++ = ',';
            memcpy(w, each_text, one_len);
            w += one_len;
        }
        memcpy(w, at + mark_len, frame_len - head - mark_len + 1);
        cJSON_free(frame);
        if (one != NULL)
            cJSON_free(one);
        double s = timed_load(load, big, big_len);
        double bound = BOUND_SECONDS;
        if (s > bound) { /* a busy machine: the better of two, against the bare parse's time */
            s = fmin(s, timed_load(load, big, big_len));
            bound = fmax(bound, PARSE_FACTOR * timed_load(parse_only, big, big_len));
        }
        if (getenv("SKIRMISH_LARGE_VERBOSE"))
            fprintf(stderr, "%s %s: %.3f s (bound %.3f s, parse alone %.3f s)\n", what, lists[i].path, s, bound,
                    timed_load(parse_only, big, big_len));
        if (s < 0 || s > bound)
            fail_msg("%s (%s): %zu more entries in %s (%zu bytes): %s (%.3f s of CPU, bound %.3f s)", what, rel,
                     copies, lists[i].path, big_len, s < 0 ? "still loading after 10 s of CPU" : "too slow",
                     s, bound);
        free(big);
    }
    cJSON_Delete(root);
    return n;
}

static void test_escarmouche_files(void **state)
{
    (void)state;
    assert_true(stretch_each_list("squad", "assets/squads/free-company.json", load_squad) > 0);
    assert_true(stretch_each_list("unit", "assets/units/archer.json", load_unit) >= 0);
    assert_true(stretch_each_list("map", "maps/hill.json", load_map) >= 0);
    assert_true(stretch_each_list("save", "tests/data/saves/hill-24-actions.json", load_save) > 0);
    assert_true(stretch_each_list("settings", "tests/data/large/settings.json", load_settings) >= 0);
    assert_true(stretch_each_list("prefs", "tests/fuzz/seeds/prefs/default.json", load_prefs) >= 0);
}

static void test_conquest_files(void **state)
{
    (void)state;
    assert_true(stretch_each_list("cq_state", "tests/data/conquest/valid-state.json", load_cq_state) > 0);
    assert_true(stretch_each_list("cq_map", "tests/data/conquest/valid-map.json", load_cq_map) > 0);
}

static void test_campaign_files(void **state)
{
    (void)state;
    assert_true(stretch_each_list("campaign_map", "maps/campaign/veldt-marches.json", load_campaign_map) > 0);
    assert_true(stretch_each_list("campaign_save", "tests/data/campaign/golden/veldt-marches-2p-seed7.json",
                                  load_campaign_save) > 0);
    assert_true(stretch_each_list("campaign position", "tests/data/large/campaign-position.json",
                                  load_campaign_position) > 0);
}

static void test_trts_files(void **state)
{
    (void)state;
    the_rules = malloc(sizeof *the_rules);
    assert_non_null(the_rules);
    char dir[DT_PATH_MAX];
    dt_source_path(dir, "assets/trts");
    data_error err;
    assert_true(data_trts_rules_load(dir, the_rules, &err));
    assert_true(stretch_each_list("trts_map", "maps/trts/twin-ridge.json", load_trts_map) > 0);
    assert_true(stretch_each_list("trts_faction", "assets/trts/myriad.json", load_trts_faction) > 0);
    assert_true(stretch_each_list("trts_save", "tests/data/trts/golden/duel-twin-ridge.json", load_trts_save) > 0);
    assert_true(stretch_each_list("trts_combat", "tests/fuzz/seeds/trts_combat/three.json", load_trts_combat) > 0);
    free(the_rules);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_escarmouche_files),
        cmocka_unit_test(test_conquest_files),
        cmocka_unit_test(test_campaign_files),
        cmocka_unit_test(test_trts_files),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
