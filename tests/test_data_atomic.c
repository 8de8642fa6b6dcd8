/*
 * File reading and atomic writing: the old file survives a crash between write
 * and rename, failed writes leave nothing behind, and the reader refuses what is
 * not a regular file or too large.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <sys/stat.h>
#include <unistd.h>

#include "data_test_util.h"

#define CRASH_ENV "SKIRMISH_TEST_CRASH_BEFORE_RENAME"

/* "<dir>/<name>" in a fresh directory of the test's own. */
static void fresh_file(char dir[DT_PATH_MAX], char path[DT_PATH_MAX], const char *rel, const char *name)
{
    dt_fresh_dir(dir, rel);
    int n = snprintf(path, DT_PATH_MAX, "%s/%s", dir, name);
    assert_true(n > 0 && n < DT_PATH_MAX);
}

static void test_write_new_and_replace(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX], path[DT_PATH_MAX];
    fresh_file(dir, path, "atomic_plain.d", "atomic_plain.txt");
    data_error err;
    assert_true(data_file_write_atomic(path, "first\n", 6, &err));
    assert_int_equal(err.kind, DATA_OK);
    size_t len;
    char *text = dt_read(path, &len);
    assert_string_equal(text, "first\n");
    free(text);
    assert_int_equal(dt_temps(dir, NULL), 0);

    assert_true(data_file_write_atomic(path, "second, longer\n", 15, &err));
    text = dt_read(path, &len);
    assert_string_equal(text, "second, longer\n");
    free(text);
    assert_int_equal(dt_temps(dir, NULL), 0);

    /* An empty file is a valid thing to write. */
    assert_true(data_file_write_atomic(path, "", 0, &err));
    text = dt_read(path, &len);
    assert_int_equal(len, 0);
    free(text);
}

static void test_crash_before_rename_keeps_old_file(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX], path[DT_PATH_MAX], tmp[DT_PATH_MAX];
    fresh_file(dir, path, "atomic_crash.d", "atomic_crash.json");

    esc_squad old_squad, new_squad, loaded;
    dt_sample_squad(&old_squad, 2);
    dt_sample_squad(&new_squad, 5);
    data_error err;
    assert_true(data_squad_save(path, &old_squad, &err));
    size_t old_len;
    char *old_bytes = dt_read(path, &old_len);

    assert_int_equal(setenv(CRASH_ENV, "1", 1), 0);
    bool ok = data_squad_save(path, &new_squad, &err);
    assert_int_equal(unsetenv(CRASH_ENV), 0);
    assert_false(ok);
    dt_assert_error(&err, DATA_ERR_IO, "atomic_crash.json", "");

    /* The target is byte for byte what it was and still loads... */
    size_t len;
    char *bytes = dt_read(path, &len);
    assert_int_equal(len, old_len);
    assert_memory_equal(bytes, old_bytes, len);
    free(bytes);
    assert_true(data_squad_load(path, &loaded, &err));
    assert_memory_equal(&loaded, &old_squad, sizeof loaded);

    /* ...and the complete new text waits in the temporary file, as after a crash. */
    assert_int_equal(dt_temps(dir, tmp), 1);
    char *expected = data_squad_to_json(&new_squad);
    bytes = dt_read(tmp, &len);
    assert_string_equal(bytes, expected);
    free(bytes);
    free(expected);

    /* "0" means off; the next save replaces the target and leaves no temporary of
     * its own (the crashed one is left for data_file_clean_temps). */
    assert_int_equal(setenv(CRASH_ENV, "0", 1), 0);
    assert_true(data_squad_save(path, &new_squad, &err));
    assert_int_equal(unsetenv(CRASH_ENV), 0);
    assert_int_equal(dt_temps(dir, NULL), 1);
    assert_int_equal(remove(tmp), 0);
    assert_true(data_squad_load(path, &loaded, &err));
    assert_memory_equal(&loaded, &new_squad, sizeof loaded);
    free(old_bytes);
}

static void test_write_failures_leave_nothing(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX], path[DT_PATH_MAX];
    data_error err;

    /* No such directory: nothing can be created. */
    dt_tmp_path(path, "no-such-dir/file.json");
    assert_false(data_file_write_atomic(path, "x", 1, &err));
    dt_assert_error(&err, DATA_ERR_IO, "no-such-dir/file.json", "");

    /* The target is a directory: the rename fails, the temporary is removed and
     * the directory is untouched. */
    fresh_file(dir, path, "atomic_dir_target.d", "atomic_dir_target");
    mkdir(path, 0755);
    assert_false(data_file_write_atomic(path, "x", 1, &err));
    dt_assert_error(&err, DATA_ERR_IO, "atomic_dir_target", "");
    assert_int_equal(dt_temps(dir, NULL), 0);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_true(S_ISDIR(st.st_mode));

    assert_false(data_file_write_atomic("", "x", 1, &err));
    assert_int_equal(err.kind, DATA_ERR_IO);
    assert_false(data_file_write_atomic(NULL, "x", 1, &err));
    assert_int_equal(err.kind, DATA_ERR_IO);
}

static void test_read_refusals(void **state)
{
    (void)state;
    char path[DT_PATH_MAX];
    char *text = NULL;
    size_t len = 0;
    data_error err;

    dt_tmp_path(path, "does-not-exist.json");
    assert_false(data_file_read(path, &text, &len, &err));
    dt_assert_error(&err, DATA_ERR_IO, "does-not-exist.json", "");
    assert_null(text);

    /* A directory where a file is expected, through every loader. */
    dt_data_path(path, "broken");
    assert_false(data_file_read(path, &text, &len, &err));
    dt_assert_error(&err, DATA_ERR_IO, "broken", "");
    esc_squad squad;
    dt_sample_squad(&squad, 1);
    esc_squad before = squad;
    assert_false(data_squad_load(path, &squad, &err));
    dt_assert_error(&err, DATA_ERR_IO, "broken", "");
    assert_memory_equal(&squad, &before, sizeof squad);
    esc_map map;
    assert_false(data_map_load(path, &map, &err));
    assert_int_equal(err.kind, DATA_ERR_IO);

    /* A device is not a regular file. */
    assert_false(data_file_read("/dev/null", &text, &len, &err));
    dt_assert_error(&err, DATA_ERR_IO, "/dev/null", "");

    /* An empty file reads as empty text; loading it is a syntax error. */
    dt_tmp_path(path, "empty.json");
    dt_write(path, "", 0);
    assert_true(data_file_read(path, &text, &len, &err));
    assert_int_equal(len, 0);
    assert_string_equal(text, "");
    free(text);
    text = NULL;
    assert_false(data_squad_load(path, &squad, &err));
    dt_assert_error(&err, DATA_ERR_SYNTAX, "empty.json", "");
}

static void test_size_limit(void **state)
{
    (void)state;
    char path[DT_PATH_MAX];
    char *text = NULL;
    size_t len = 0;
    data_error err;
    size_t big = 5u * 1024 * 1024;
    char *data = malloc(big);
    assert_non_null(data);
    /* Valid JSON, so that only the size can be the reason for refusing it. */
    memset(data, ' ', big);
    const char *head = "{\"format\":\"skirmish-squad\",\"version\":1,\"name\":\"x\",\"units\":[]}";
    memcpy(data, head, strlen(head));

    dt_tmp_path(path, "five-megabytes.json");
    dt_write(path, data, big);
    assert_false(data_file_read(path, &text, &len, &err));
    dt_assert_error(&err, DATA_ERR_IO, "five-megabytes.json", "");
    assert_null(text);
    esc_squad squad;
    dt_sample_squad(&squad, 2);
    esc_squad before = squad;
    assert_false(data_squad_load(path, &squad, &err));
    assert_memory_equal(&squad, &before, sizeof squad);
    assert_false(data_squad_parse(data, big, "big", &squad, &err));
    dt_assert_error(&err, DATA_ERR_IO, "big", "");

    /* Exactly the limit is still read. */
    dt_write(path, data, DATA_FILE_MAX_BYTES);
    assert_true(data_file_read(path, &text, &len, &err));
    assert_int_equal(len, DATA_FILE_MAX_BYTES);
    free(text);
    assert_true(data_squad_load(path, &squad, &err));
    remove(path);
    free(data);
}

static void test_error_format(void **state)
{
    (void)state;
    data_error err;
    char text[600];
    data_error_clear(&err);
    assert_int_equal(err.kind, DATA_OK);
    assert_false(data_error_set(&err, DATA_ERR_VALUE, "squads/a.json", "units[2].abilities[0]", "unknown ability \"%s\"",
                                "fly"));
    data_error_format(&err, text, sizeof text);
    assert_string_equal(text, "squads/a.json: units[2].abilities[0]: unknown ability \"fly\"");
    data_error_set(&err, DATA_ERR_SYNTAX, "a.json", NULL, "not valid JSON");
    data_error_format(&err, text, sizeof text);
    assert_string_equal(text, "a.json: not valid JSON");
    data_error_format(&err, text, 6);
    assert_string_equal(text, "a.jso");

    /* A long path keeps its end, the file name. */
    char path[400];
    memset(path, 'd', sizeof path);
    strcpy(path + 380, "/the-file.json");
    data_error_set(&err, DATA_ERR_IO, path, NULL, "x");
    assert_true(strlen(err.file) < sizeof err.file);
    assert_int_equal(strncmp(err.file, "...", 3), 0);
    assert_string_equal(err.file + strlen(err.file) - 14, "/the-file.json");
    assert_false(data_error_set(NULL, DATA_ERR_IO, "f", NULL, "x"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_write_new_and_replace),
        cmocka_unit_test(test_crash_before_rename_keeps_old_file),
        cmocka_unit_test(test_write_failures_leave_nothing),
        cmocka_unit_test(test_read_refusals),
        cmocka_unit_test(test_size_limit),
        cmocka_unit_test(test_error_format),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
