/*
 * Shared helpers of the data-layer tests (see data_test_util.h).
 */
#define _POSIX_C_SOURCE 200809L

#include "data_test_util.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

const char *dt_env(const char *name)
{
    const char *value = getenv(name);
    if (value == NULL || value[0] == '\0')
        fail_msg("environment variable %s is not set (run the tests through ctest)", name);
    return value;
}

static void join(char out[DT_PATH_MAX], const char *env, const char *rel)
{
    int n = snprintf(out, DT_PATH_MAX, "%s/%s", dt_env(env), rel);
    assert_true(n > 0 && n < DT_PATH_MAX);
}

void dt_data_path(char out[DT_PATH_MAX], const char *rel) { join(out, "SKIRMISH_TEST_DATA", rel); }
void dt_source_path(char out[DT_PATH_MAX], const char *rel) { join(out, "SKIRMISH_SOURCE_DIR", rel); }
void dt_tmp_path(char out[DT_PATH_MAX], const char *rel) { join(out, "SKIRMISH_TEST_TMP", rel); }

char *dt_read(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        fail_msg("cannot open %s", path);
    size_t cap = 4096, used = 0;
    char *buf = malloc(cap);
    assert_non_null(buf);
    for (;;) {
        if (used + 1 >= cap) {
            cap *= 2;
            buf = realloc(buf, cap);
            assert_non_null(buf);
        }
        size_t n = fread(buf + used, 1, cap - used - 1, f);
        if (n == 0)
            break;
        used += n;
    }
    fclose(f);
    buf[used] = '\0';
    if (len != NULL)
        *len = used;
    return buf;
}

void dt_write(const char *path, const void *data, size_t len)
{
    FILE *f = fopen(path, "wb");
    if (f == NULL)
        fail_msg("cannot create %s", path);
    assert_int_equal(fwrite(data, 1, len, f), len);
    assert_int_equal(fclose(f), 0);
}

bool dt_exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

void dt_fresh_dir(char out[DT_PATH_MAX], const char *rel)
{
    dt_tmp_path(out, rel);
    mkdir(out, 0755);
    DIR *d = opendir(out);
    if (d == NULL)
        fail_msg("cannot make %s", out);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        char path[DT_PATH_MAX + 256];
        snprintf(path, sizeof path, "%s/%s", out, e->d_name);
        struct stat st;
        if (lstat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
            chmod(path, 0755);
            continue; /* sub-directories are left to the test that made them */
        }
        unlink(path);
    }
    closedir(d);
}

int dt_temps(const char *dir, char first[DT_PATH_MAX])
{
    DIR *d = opendir(dir);
    if (d == NULL)
        fail_msg("cannot list %s", dir);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strncmp(e->d_name, DATA_TEMP_PREFIX, strlen(DATA_TEMP_PREFIX)) != 0)
            continue;
        if (n++ == 0 && first != NULL)
            snprintf(first, DT_PATH_MAX, "%s/%s", dir, e->d_name);
    }
    closedir(d);
    return n;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

int dt_list_json(const char *dir, char names[][256], int cap)
{
    DIR *d = opendir(dir);
    if (d == NULL)
        fail_msg("cannot list %s", dir);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len > 5 && len < 256 && strcmp(e->d_name + len - 5, ".json") == 0 && n < cap)
            snprintf(names[n++], 256, "%s", e->d_name);
    }
    closedir(d);
    qsort(names, (size_t)n, 256, compare_names);
    return n;
}

void dt_assert_error(const data_error *err, data_error_kind kind, const char *file_suffix, const char *key)
{
    char text[1024];
    data_error_format(err, text, sizeof text);
    if (err->kind != kind)
        fail_msg("expected error kind %d, got %d: %s", (int)kind, (int)err->kind, text);
    size_t flen = strlen(err->file), slen = strlen(file_suffix);
    if (flen < slen || strcmp(err->file + flen - slen, file_suffix) != 0)
        fail_msg("error should name file ...%s: %s", file_suffix, text);
    if (strcmp(err->key, key) != 0)
        fail_msg("error should name key \"%s\": %s", key, text);
    assert_true(err->message[0] != '\0');
}

void dt_sample_squad(esc_squad *squad, int n_units)
{
    static const struct {
        const char *name;
        int h, r, p, m;
        int abilities[2];
    } pool[] = {
        {"Captain", 3, 2, 2, 2, {-1, -1}},
        {"Swordsman", 2, 1, 1, 1, {ESC_AB_CHARGE, -1}},
        {"Archer", 2, 3, 1, 1, {-1, -1}},
        {"Shieldbearer", 3, 1, 1, 1, {ESC_AB_DEFENSIVE_STANCE, -1}},
        {"Scout", 2, 1, 1, 2, {-1, -1}},
        {"Recruit", 1, 1, 1, 1, {-1, -1}},
    };
    esc_squad_init(squad, "Sample Company");
    for (int i = 0; i < n_units && i < 6; i++) {
        esc_unit_def u;
        esc_unit_init(&u, pool[i].name, pool[i].h, pool[i].r, pool[i].p, pool[i].m);
        for (int k = 0; k < 2; k++)
            if (pool[i].abilities[k] >= 0)
                assert_true(esc_unit_add_ability(&u, pool[i].abilities[k]));
        assert_true(esc_squad_add(squad, &u));
    }
}

void dt_sample_map(esc_map *map)
{
    esc_map_init(map, "Sample Hill");
    const char *obstacles[] = {"c3", "f6", "a4", "h5"};
    const char *zone[] = {"d4", "e4", "d5", "e5"};
    for (size_t i = 0; i < 4; i++) {
        int sq;
        assert_true(esc_square_parse(obstacles[i], &sq));
        map->obstacles |= esc_bit(sq);
        assert_true(esc_square_parse(zone[i], &sq));
        map->zone |= esc_bit(sq);
    }
}

void dt_play_record(esc_record *record, const esc_map *map, const esc_squad *a, const esc_squad *b, uint64_t seed,
                    int max_actions)
{
    const esc_squad *squads[ESC_SIDES] = {a, b};
    esc_settings settings;
    esc_settings_default(&settings);
    esc_record_init(record, map, squads, &settings, seed);
    esc_game game;
    assert_int_equal(esc_game_init(&game, map, squads, &settings, seed, NULL), ESC_SETUP_OK);
    static esc_action legal[ESC_MAX_ACTIONS];
    uint64_t pick = seed * 6364136223846793005ull + 1442695040888963407ull;
    for (int k = 0; k < max_actions && game.phase != ESC_PHASE_OVER; k++) {
        int n = esc_game_legal_actions(&game, legal, ESC_MAX_ACTIONS);
        assert_true(n > 0 && n <= ESC_MAX_ACTIONS);
        pick = pick * 6364136223846793005ull + 1442695040888963407ull;
        int choice = (int)((pick >> 33) % (uint64_t)n);
        /* Ending the turn early is legal nearly always; skip it mostly so the
         * game gets to attacks and abilities. */
        if (legal[choice].kind == ESC_ACT_END_TURN && n > 1 && ((pick >> 20) & 7) != 0)
            choice = (choice + 1) % n;
        assert_int_equal(esc_game_apply(&game, &legal[choice], NULL), ESC_OK);
        assert_true(esc_record_push(record, &legal[choice]));
    }
}
