/*
 * Fault injection on every kind of file the data layer saves (issue #11): a full
 * file system, a read-only directory, kill -9 in the middle of saves, and two
 * processes saving at once. The promise under test: nothing saved before is lost,
 * and every failure is reported (the saver returns false with a message).
 *
 * A full and a read-only file system need a small tmpfs, which only root can
 * mount (CI runs as root): otherwise those two tests are skipped with a message,
 * and a read-only directory (chmod 0555) stands in for the read-only mount.
 */
#define _GNU_SOURCE /* mount, umount2 */

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "data_test_util.h"
#include "skirmish/core/cq/map.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/library.h"
#include "skirmish/data/prefs.h"

/* ---- every kind of save ---- */

/* Saves version `v` (0 or 1, the second larger) of one kind of file to path. */
typedef bool (*save_fn)(const char *path, int v, data_error *err);
/* Loads path as that kind: true when it loads. */
typedef bool (*load_fn)(const char *path);

static esc_squad squad_v(int v)
{
    esc_squad s;
    dt_sample_squad(&s, v ? 6 : 2);
    return s;
}
static bool save_squad(const char *path, int v, data_error *err)
{
    esc_squad s = squad_v(v);
    return data_squad_save(path, &s, err);
}
static bool load_squad(const char *path)
{
    esc_squad s;
    data_error err;
    return data_squad_load(path, &s, &err);
}

static bool save_unit(const char *path, int v, data_error *err)
{
    esc_squad s = squad_v(v);
    return data_unit_save(path, &s.units[v ? 5 : 0], err);
}
static bool load_unit(const char *path)
{
    esc_unit_def u;
    data_error err;
    return data_unit_load(path, &u, &err);
}

static bool save_map(const char *path, int v, data_error *err)
{
    esc_map m;
    dt_sample_map(&m);
    if (v)
        snprintf(m.name, sizeof m.name, "A longer name for the second version of the map");
    return data_map_save(path, &m, err);
}
static bool load_map(const char *path)
{
    esc_map m;
    data_error err;
    return data_map_load(path, &m, &err);
}

static bool save_settings(const char *path, int v, data_error *err)
{
    esc_settings s;
    esc_settings_default(&s);
    s.round_limit = v ? 12 : 8;
    return data_settings_save(path, &s, err);
}
static bool load_settings(const char *path)
{
    esc_settings s;
    data_error err;
    return data_settings_load(path, &s, &err);
}

static bool save_record(const char *path, int v, data_error *err)
{
    esc_squad a = squad_v(0), b = squad_v(1);
    esc_map m;
    dt_sample_map(&m);
    esc_record r;
    memset(&r, 0, sizeof r);
    dt_play_record(&r, &m, &a, &b, 5, v ? 40 : 4);
    bool ok = data_save_save(path, &r, err);
    esc_record_free(&r);
    return ok;
}
static bool load_record(const char *path)
{
    esc_record r;
    memset(&r, 0, sizeof r);
    data_error err;
    bool ok = data_save_load(path, &r, &err);
    esc_record_free(&r);
    return ok;
}

static bool save_prefs(const char *path, int v, data_error *err)
{
    data_prefs p;
    data_prefs_default(&p);
    p.window_w = v ? 1024 : 800;
    return data_prefs_save(path, &p, err);
}
static bool load_prefs(const char *path)
{
    data_prefs p;
    data_error err;
    return data_prefs_load(path, &p, &err);
}

/* Conquest: a shipped map, and a game set up on it. */
static bool cq_map_v(cq_map *m, int v)
{
    char path[DT_PATH_MAX];
    dt_source_path(path, "maps/conquest/duel.json");
    data_error err;
    cq_map_init(m);
    if (!data_cq_map_load(path, m, &err))
        fail_msg("%s", err.message);
    if (v)
        snprintf(m->name, sizeof m->name, "The second version of the duel map");
    return true;
}
static bool save_cq_map(const char *path, int v, data_error *err)
{
    cq_map m;
    cq_map_v(&m, v);
    bool ok = data_cq_map_save(path, &m, err);
    cq_map_free(&m);
    return ok;
}
static bool load_cq_map(const char *path)
{
    cq_map m;
    cq_map_init(&m);
    data_error err;
    bool ok = data_cq_map_load(path, &m, &err);
    cq_map_free(&m);
    return ok;
}

static bool with_cq_state(const char *path, int v, bool client_save, data_error *err)
{
    cq_map m;
    cq_map_v(&m, 0);
    cq_state *s = malloc(sizeof *s);
    assert_non_null(s);
    assert_int_equal(cq_state_setup(s, &m.graph, 2, v ? 50 : 100, 11), CQ_SETUP_OK);
    int seats[CQ_MAX_PLAYERS] = {DATA_CQ_SEAT_HUMAN, 2};
    bool ok = client_save ? data_cq_save_save(path, "duel", seats, s, err) : data_cq_state_save(path, s, NULL, err);
    free(s);
    cq_map_free(&m);
    return ok;
}
static bool save_cq_state(const char *path, int v, data_error *err) { return with_cq_state(path, v, false, err); }
static bool save_cq_save(const char *path, int v, data_error *err) { return with_cq_state(path, v, true, err); }
static bool load_cq_state(const char *path)
{
    cq_graph g;
    cq_graph_init(&g);
    cq_state *s = malloc(sizeof *s);
    assert_non_null(s);
    data_error err;
    bool ok = data_cq_state_load(path, &g, s, NULL, &err);
    free(s);
    cq_graph_free(&g);
    return ok;
}
static bool load_cq_save(const char *path)
{
    cq_graph g;
    cq_graph_init(&g);
    cq_state *s = malloc(sizeof *s);
    assert_non_null(s);
    char map[128];
    int seats[CQ_MAX_PLAYERS];
    data_error err;
    bool ok = data_cq_save_load(path, map, (int)sizeof map, seats, &g, s, &err);
    free(s);
    cq_graph_free(&g);
    return ok;
}

/* The Barracks' library entry writers. */
static bool save_lib_squad(const char *path, int v, data_error *err)
{
    data_squad_entry *e = calloc(1, sizeof *e);
    assert_non_null(e);
    e->squad = squad_v(v);
    bool ok = data_library_write_squad(path, e, err);
    free(e);
    return ok;
}

typedef struct kind {
    const char *name;
    save_fn save;
    load_fn load;
} kind;

static const kind kinds[] = {
    {"squad.json", save_squad, load_squad},
    {"unit.json", save_unit, load_unit},
    {"map.json", save_map, load_map},
    {"settings.json", save_settings, load_settings},
    {"save.json", save_record, load_record},
    {"preferences.json", save_prefs, load_prefs},
    {"cq-map.json", save_cq_map, load_cq_map},
    {"cq-state.json", save_cq_state, load_cq_state},
    {"cq-save.json", save_cq_save, load_cq_save},
    {"library-squad.json", save_lib_squad, load_squad},
};
#define N_KINDS ((int)(sizeof kinds / sizeof kinds[0]))

/* ---- a small file system of our own ---- */

static char mount_dir[DT_PATH_MAX];
static bool mounted;

static int setup_mount(void **state)
{
    (void)state;
    dt_tmp_path(mount_dir, "hard_faults_fs");
    mkdir(mount_dir, 0755);
    umount2(mount_dir, MNT_DETACH); /* a mount left by a killed run */
    mounted = geteuid() == 0 && mount("tmpfs", mount_dir, "tmpfs", 0, "size=256k,mode=0755") == 0;
    if (!mounted)
        print_message("hard_faults: not root or cannot mount a tmpfs (%s): the full-disk and read-only "
                      "file-system tests are skipped\n", strerror(errno));
    return 0;
}

static int teardown_mount(void **state)
{
    (void)state;
    if (mounted && umount2(mount_dir, MNT_DETACH) != 0)
        print_message("hard_faults: cannot unmount %s: %s\n", mount_dir, strerror(errno));
    mounted = false;
    return 0;
}

static void remount(bool read_only)
{
    unsigned long flags = MS_REMOUNT | (read_only ? MS_RDONLY : 0);
    if (mount("tmpfs", mount_dir, "tmpfs", flags, "size=256k,mode=0755") != 0)
        fail_msg("cannot remount %s: %s", mount_dir, strerror(errno));
}

/* Saves version 0 of every kind into dir; keeps their bytes. */
static void save_all(const char *dir, char *bytes[N_KINDS], size_t lens[N_KINDS])
{
    for (int k = 0; k < N_KINDS; k++) {
        char path[DT_PATH_MAX + 64];
        snprintf(path, sizeof path, "%s/%s", dir, kinds[k].name);
        data_error err;
        if (!kinds[k].save(path, 0, &err))
            fail_msg("%s: cannot save the first version: %s", kinds[k].name, err.message);
        bytes[k] = dt_read(path, &lens[k]);
    }
}

/* Tries version 1 of every kind over version 0: each must fail with a message,
 * and leave version 0 byte for byte, loading. A new file's save must fail too. */
static void expect_all_fail(const char *dir, char *bytes[N_KINDS], size_t lens[N_KINDS], const char *why)
{
    for (int k = 0; k < N_KINDS; k++) {
        char path[DT_PATH_MAX + 64];
        snprintf(path, sizeof path, "%s/%s", dir, kinds[k].name);
        data_error err;
        data_error_clear(&err);
        if (kinds[k].save(path, 1, &err))
            fail_msg("%s: saved on a %s", kinds[k].name, why);
        if (err.kind == DATA_OK || err.message[0] == '\0')
            fail_msg("%s: the failure on a %s says nothing", kinds[k].name, why);
        size_t len;
        char *now = dt_read(path, &len);
        if (len != lens[k] || memcmp(now, bytes[k], len) != 0)
            fail_msg("%s: the saved file changed on a %s", kinds[k].name, why);
        free(now);
        if (!kinds[k].load(path))
            fail_msg("%s: the saved file no longer loads after a %s", kinds[k].name, why);
        /* A brand-new file fails the same way and leaves nothing. */
        char fresh[DT_PATH_MAX + 64], out[DT_PATH_MAX];
        snprintf(fresh, sizeof fresh, "%s/new-%s", dir, kinds[k].name);
        if (kinds[k].save(fresh, 1, &err))
            fail_msg("%s: a new file saved on a %s", kinds[k].name, why);
        assert_false(dt_exists(fresh));
        assert_false(data_file_write_unique(dir, "20250101-000000", ".json", "{}", 2, out, sizeof out, &err));
        assert_int_equal(err.kind, DATA_ERR_IO);
    }
    assert_int_equal(dt_temps(dir, NULL), 0);
}

static void test_full_disk(void **state)
{
    (void)state;
    if (!mounted)
        skip();
    char dir[DT_PATH_MAX + 16];
    snprintf(dir, sizeof dir, "%s/full", mount_dir);
    assert_int_equal(mkdir(dir, 0755), 0);
    char *bytes[N_KINDS];
    size_t lens[N_KINDS];
    save_all(dir, bytes, lens);
    /* Fill the file system to the last byte. */
    char filler[DT_PATH_MAX + 32];
    snprintf(filler, sizeof filler, "%s/filler", mount_dir);
    int fd = open(filler, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    assert_true(fd >= 0);
    static char block[4096];
    memset(block, 'f', sizeof block);
    for (size_t chunk = sizeof block; chunk > 0; chunk /= 2)
        while (write(fd, block, chunk) == (ssize_t)chunk)
            ;
    assert_int_equal(errno, ENOSPC);
    close(fd);
    expect_all_fail(dir, bytes, lens, "full disk");
    /* Room again: every save goes through. */
    assert_int_equal(unlink(filler), 0);
    for (int k = 0; k < N_KINDS; k++) {
        char path[DT_PATH_MAX + 64];
        snprintf(path, sizeof path, "%s/%s", dir, kinds[k].name);
        data_error err;
        if (!kinds[k].save(path, 1, &err))
            fail_msg("%s: %s", kinds[k].name, err.message);
        assert_true(kinds[k].load(path));
        free(bytes[k]);
    }
}

static void test_read_only(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX + 16];
    if (mounted) {
        snprintf(dir, sizeof dir, "%s/ro", mount_dir);
        assert_int_equal(mkdir(dir, 0755), 0);
    } else if (geteuid() != 0) {
        /* Not root: a directory without write permission is read-only to us. */
        dt_fresh_dir(dir, "hard_faults_ro.d");
    } else {
        print_message("hard_faults: root without a tmpfs: read-only test skipped\n");
        skip();
    }
    char *bytes[N_KINDS];
    size_t lens[N_KINDS];
    save_all(dir, bytes, lens);
    if (mounted)
        remount(true);
    else
        assert_int_equal(chmod(dir, 0555), 0);
    expect_all_fail(dir, bytes, lens, "read-only directory");
    if (mounted)
        remount(false);
    else
        assert_int_equal(chmod(dir, 0755), 0);
    for (int k = 0; k < N_KINDS; k++)
        free(bytes[k]);
}

/* ---- kill -9 ---- */

/* A child saving versions 0 and 1 of one kind, over and over, until killed. */
static void saver_loop(const char *path, const kind *kd)
{
    for (int i = 0;; i++) {
        data_error err;
        (void)kd->save(path, i & 1, &err);
    }
}

static void test_kill_during_saves(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX];
    dt_fresh_dir(dir, "hard_faults_kill.d");
    struct timespec seed;
    clock_gettime(CLOCK_MONOTONIC, &seed);
    srand((unsigned)seed.tv_nsec);
    int kills = 0;
    for (int round = 0; round < 3; round++) {
        for (int k = 0; k < N_KINDS; k++) {
            char path[DT_PATH_MAX + 64];
            snprintf(path, sizeof path, "%s/%s", dir, kinds[k].name);
            data_error err;
            if (!kinds[k].save(path, 0, &err))
                fail_msg("%s: %s", kinds[k].name, err.message);
            fflush(NULL);
            pid_t pid = fork();
            assert_true(pid >= 0);
            if (pid == 0) {
                saver_loop(path, &kinds[k]);
                _exit(0);
            }
            /* Kill it at a random moment within its first few saves. */
            struct timespec nap = {0, 1000000L + (long)(rand() % 20000) * 1000L};
            nanosleep(&nap, NULL);
            assert_int_equal(kill(pid, SIGKILL), 0);
            int status;
            assert_int_equal(waitpid(pid, &status, 0), pid);
            assert_true(WIFSIGNALED(status));
            kills++;
            if (!kinds[k].load(path))
                fail_msg("%s: does not load after kill -9 during a save", kinds[k].name);
        }
    }
    assert_int_equal(kills, 3 * N_KINDS);
    /* What the killed writers left is cleaned at the next start-up (once old
     * enough that no live writer can own it). */
    int left = dt_temps(dir, NULL);
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (strncmp(de->d_name, DATA_TEMP_PREFIX, strlen(DATA_TEMP_PREFIX)) != 0)
            continue;
        char path[DT_PATH_MAX + 256];
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        struct timespec old[2] = {{0, UTIME_NOW}, {time(NULL) - 60, 0}};
        assert_int_equal(utimensat(AT_FDCWD, path, old, 0), 0);
    }
    closedir(d);
    data_error err;
    assert_int_equal(data_file_clean_temps(dir, &err), left);
    assert_int_equal(dt_temps(dir, NULL), 0);
    print_message("hard_faults: %d kill -9s, %d temporary files left and cleaned\n", kills, left);
}

/* ---- two processes ---- */

#define SQUADS_EACH 60

/* A child adding SQUADS_EACH squads all named "Rush" to the library in dir;
 * exits with the number of saves it saw fail. */
static int add_squads(const char *user)
{
    data_library lib;
    data_library_init(&lib, user);
    int failures = 0;
    data_squad_entry *e = calloc(1, sizeof *e);
    if (e == NULL)
        return 100;
    e->squad = squad_v(0);
    snprintf(e->squad.name, sizeof e->squad.name, "Rush");
    for (int i = 0; i < SQUADS_EACH; i++) {
        int index = data_library_insert_squad(&lib, lib.n_squads, e);
        data_error err;
        if (index < 0 || !data_library_save_squad(&lib, index, &err))
            failures++;
    }
    free(e);
    data_library_free(&lib);
    return failures;
}

static void test_two_processes(void **state)
{
    (void)state;
    char user[DT_PATH_MAX], squads[DT_PATH_MAX + 16];
    dt_fresh_dir(user, "hard_faults_two.d");
    snprintf(squads, sizeof squads, "%s/squads", user);
    dt_fresh_dir(squads, "hard_faults_two.d/squads");
    pid_t pids[2];
    fflush(NULL);
    for (int p = 0; p < 2; p++) {
        pids[p] = fork();
        assert_true(pids[p] >= 0);
        if (pids[p] == 0)
            _exit(add_squads(user));
    }
    int failures = 0;
    for (int p = 0; p < 2; p++) {
        int status;
        assert_int_equal(waitpid(pids[p], &status, 0), pids[p]);
        assert_true(WIFEXITED(status));
        failures += WEXITSTATUS(status);
    }
    /* Every save that reported success is a file of its own. */
    char names[2 * SQUADS_EACH + 8][256];
    int files = dt_list_json(squads, names, 2 * SQUADS_EACH + 8);
    assert_int_equal(failures, 0);
    assert_int_equal(files, 2 * SQUADS_EACH);
    assert_int_equal(dt_temps(squads, NULL), 0);

    /* Two processes replacing the same file: it is always one whole version. */
    char path[DT_PATH_MAX + 32];
    snprintf(path, sizeof path, "%s/shared.json", user);
    data_error err;
    assert_true(save_record(path, 0, &err));
    fflush(NULL);
    for (int p = 0; p < 2; p++) {
        pids[p] = fork();
        assert_true(pids[p] >= 0);
        if (pids[p] == 0) {
            int bad = 0;
            for (int i = 0; i < 30; i++) {
                if (!save_record(path, (i + p) & 1, &err))
                    bad++;
                if (!load_record(path))
                    bad++;
            }
            _exit(bad);
        }
    }
    for (int p = 0; p < 2; p++) {
        int status;
        assert_int_equal(waitpid(pids[p], &status, 0), pids[p]);
        assert_true(WIFEXITED(status));
        assert_int_equal(WEXITSTATUS(status), 0);
    }
    assert_true(load_record(path));
    assert_int_equal(dt_temps(user, NULL), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_full_disk),
        cmocka_unit_test(test_read_only),
        cmocka_unit_test(test_kill_during_saves),
        cmocka_unit_test(test_two_processes),
    };
    return cmocka_run_group_tests(tests, setup_mount, teardown_mount);
}
