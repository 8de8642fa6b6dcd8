/*
 * The Barracks' libraries on disk (src/data/library.c) and the portrait key of
 * squad and unit files: round trips, damaged and hostile files set aside with a
 * message while the rest loads, the atomic write surviving a crash before the
 * rename, import, file names, and every shipped unit and squad loading legal.
 */
#define _XOPEN_SOURCE 700 /* nftw, symlink */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <dirent.h>
#include <ftw.h>
#include <sys/stat.h>
#include <unistd.h>

#include "data_test_util.h"
#include "skirmish/data/library.h"

#define CRASH_ENV "SKIRMISH_TEST_CRASH_BEFORE_RENAME"

static int remove_one(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(path);
}

static void fresh_dir(char out[DT_PATH_MAX], const char *name)
{
    dt_tmp_path(out, name);
    nftw(out, remove_one, 16, FTW_DEPTH | FTW_PHYS);
    assert_int_equal(mkdir(out, 0755), 0);
}

static void sub(char out[DT_PATH_MAX], const char *dir, const char *name)
{
    int n = snprintf(out, DT_PATH_MAX, "%s/%s", dir, name);
    assert_true(n > 0 && n < DT_PATH_MAX);
}

static void write_text(const char *dir, const char *name, const char *text)
{
    char path[DT_PATH_MAX];
    sub(path, dir, name);
    dt_write(path, text, strlen(text));
}

/* How many names in dir start with prefix. */
static int count_prefixed(const char *dir, const char *prefix)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
    closedir(d);
    return n;
}

static bool has_message(const data_library *lib, const char *a, const char *b)
{
    for (int i = 0; i < lib->n_messages; i++)
        if (strstr(lib->messages[i], a) && (!b || strstr(lib->messages[i], b)))
            return true;
    return false;
}

static void sample_unit(data_unit_entry *e, const char *name, const char *portrait)
{
    memset(e, 0, sizeof *e);
    esc_unit_init(&e->def, name, 2, 3, 1, 1);
    esc_unit_add_ability(&e->def, ESC_AB_PRECISION_SHOT);
    snprintf(e->portrait, sizeof e->portrait, "%s", portrait);
}

/* ---- the portrait key ---- */

static void test_unit_round_trip_with_portrait(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX], path[DT_PATH_MAX];
    fresh_dir(dir, "library-unit");
    sub(path, dir, "marksman.json");
    data_unit_entry e, back;
    sample_unit(&e, "Marksman", "crossbow");
    data_error err;
    assert_true(data_library_write_unit(path, &e, &err));
    char *text = dt_read(path, NULL);
    assert_non_null(strstr(text, "\"portrait\": \"crossbow\"\n}"));
    free(text);
    assert_true(data_library_read_unit(path, &back, &err));
    assert_memory_equal(&back.def, &e.def, sizeof e.def);
    assert_string_equal(back.portrait, "crossbow");
    assert_string_equal(back.path, path);
    /* The plain loader reads the same unit and ignores the picture. */
    esc_unit_def plain;
    assert_true(data_unit_load(path, &plain, &err));
    assert_memory_equal(&plain, &e.def, sizeof plain);

    /* No portrait chosen: no key, and the file is what data_unit_to_json writes. */
    e.portrait[0] = '\0';
    assert_true(data_library_write_unit(path, &e, &err));
    text = dt_read(path, NULL);
    char *plain_text = data_unit_to_json(&e.def);
    assert_string_equal(text, plain_text);
    assert_null(strstr(text, "portrait"));
    free(text);
    free(plain_text);
    assert_true(data_library_read_unit(path, &back, &err));
    assert_string_equal(back.portrait, "");
}

static void test_squad_round_trip_with_portraits(void **state)
{
    (void)state;
    char dir[DT_PATH_MAX], path[DT_PATH_MAX];
    fresh_dir(dir, "library-squad");
    sub(path, dir, "pair.json");
    data_squad_entry *e = calloc(2, sizeof *e);
    assert_non_null(e);
    dt_sample_squad(&e[0].squad, 4);
    snprintf(e[0].portraits.id[0], DATA_PORTRAIT_MAX, "knight");
    snprintf(e[0].portraits.id[3], DATA_PORTRAIT_MAX, "wolf");
    data_error err;
    assert_true(data_library_write_squad(path, &e[0], &err));
    assert_true(data_library_read_squad(path, &e[1], &err));
    assert_memory_equal(&e[1].squad, &e[0].squad, sizeof e[0].squad);
    assert_memory_equal(&e[1].portraits, &e[0].portraits, sizeof e[0].portraits);
    /* Saved games and the plain writer never carry portraits. */
    char *plain = data_squad_to_json(&e[0].squad);
    assert_null(strstr(plain, "portrait"));
    free(plain);
    char *with = data_squad_to_json_portraits(&e[0].squad, &e[0].portraits);
    esc_squad squad;
    assert_true(data_squad_parse(with, strlen(with), "with", &squad, &err));
    assert_memory_equal(&squad, &e[0].squad, sizeof squad);
    free(with);
    /* An invalid id in memory is left out rather than written unreadable. */
    snprintf(e[0].portraits.id[1], DATA_PORTRAIT_MAX, "No Such");
    with = data_squad_to_json_portraits(&e[0].squad, &e[0].portraits);
    assert_null(strstr(with, "No Such"));
    free(with);
    free(e);
}

static void test_portrait_key_is_checked(void **state)
{
    (void)state;
    esc_squad squad;
    data_error err;
    const char *head =
        "{\"format\":\"skirmish-squad\",\"version\":1,\"name\":\"S\",\"units\":[{\"name\":\"a\",\"health\":1,"
        "\"range\":1,\"power\":1,\"move\":1,\"portrait\":";
    char text[400];
    snprintf(text, sizeof text, "%s5}]}", head);
    assert_false(data_squad_parse(text, strlen(text), "t.json", &squad, &err));
    dt_assert_error(&err, DATA_ERR_TYPE, "t.json", "units[0].portrait");
    snprintf(text, sizeof text, "%snull}]}", head);
    assert_false(data_squad_parse(text, strlen(text), "t.json", &squad, &err));
    dt_assert_error(&err, DATA_ERR_TYPE, "t.json", "units[0].portrait");
    snprintf(text, sizeof text, "%s\"Archer\"}]}", head);
    assert_false(data_squad_parse(text, strlen(text), "t.json", &squad, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "t.json", "units[0].portrait");
    snprintf(text, sizeof text, "%s\"a-very-long-portrait-name-indeed\"}]}", head);
    assert_false(data_squad_parse(text, strlen(text), "t.json", &squad, &err));
    dt_assert_error(&err, DATA_ERR_VALUE, "t.json", "units[0].portrait");
    /* Unknown but well-formed ids load (newer art); "" means automatic. */
    data_portraits portraits;
    snprintf(text, sizeof text, "%s\"dragon-2\"}]}", head);
    assert_true(data_squad_parse_portraits(text, strlen(text), "t.json", &squad, &portraits, &err));
    assert_string_equal(portraits.id[0], "dragon-2");
    snprintf(text, sizeof text, "%s\"\"}]}", head);
    assert_true(data_squad_parse_portraits(text, strlen(text), "t.json", &squad, &portraits, &err));
    assert_string_equal(portraits.id[0], "");
    const char *unit = "{\"format\":\"skirmish-unit\",\"version\":1,\"name\":\"u\",\"health\":1,\"range\":1,"
                       "\"power\":1,\"move\":1,\"portrait\":[\"archer\"]}";
    esc_unit_def u;
    char picture[DATA_PORTRAIT_MAX];
    assert_false(data_unit_parse_portrait(unit, strlen(unit), "u.json", &u, picture, &err));
    dt_assert_error(&err, DATA_ERR_TYPE, "u.json", "portrait");
    assert_true(data_portrait_id_valid("archer"));
    assert_true(data_portrait_id_valid(""));
    assert_false(data_portrait_id_valid("Archer"));
    assert_false(data_portrait_id_valid(NULL));
}

/* ---- directories ---- */

static void test_damaged_files_are_set_aside(void **state)
{
    (void)state;
    char user[DT_PATH_MAX], units[DT_PATH_MAX], squads[DT_PATH_MAX], path[DT_PATH_MAX];
    fresh_dir(user, "library-damaged");
    sub(units, user, "units");
    sub(squads, user, "squads");
    assert_true(data_paths_make_dirs(units));
    assert_true(data_paths_make_dirs(squads));
    data_error err;
    data_unit_entry good;
    sample_unit(&good, "Good", "archer");
    sub(path, units, "good.json");
    assert_true(data_library_write_unit(path, &good, &err));
    sub(path, units, "also-good.json");
    sample_unit(&good, "Also Good", "");
    assert_true(data_library_write_unit(path, &good, &err));

    /* Damaged in every way a file can be. */
    write_text(units, "truncated.json", "{\"format\": \"skirmish-unit\", \"version\": 1, \"name\": \"T\"");
    write_text(units, "wrong-type.json",
               "{\"format\":\"skirmish-unit\",\"version\":1,\"name\":\"W\",\"health\":\"two\",\"range\":1,\"power\":1,"
               "\"move\":1}");
    write_text(units, "a-map.json", "{\"format\":\"skirmish-map\",\"version\":1,\"name\":\"M\",\"obstacles\":[]}");
    write_text(units, "empty.json", "");
    write_text(units, "newer.json",
               "{\"format\":\"skirmish-unit\",\"version\":99,\"name\":\"N\",\"health\":1,\"range\":1,\"power\":1,"
               "\"move\":1}");
    static const unsigned char binary[] = { 0x89, 'P', 'N', 'G', 0, 1, 2, 3, 0xFF, 0xFE };
    sub(path, units, "binary.json");
    dt_write(path, binary, sizeof binary);
    /* Huge: over the 4 MiB limit (valid JSON, so only the size is wrong). */
    size_t big = (size_t)DATA_FILE_MAX_BYTES + 10;
    char *data = malloc(big);
    assert_non_null(data);
    memset(data, ' ', big);
    const char *doc = "{\"format\":\"skirmish-unit\",\"version\":1,\"name\":\"H\",\"health\":1,\"range\":1,\"power\":1,"
                      "\"move\":1}";
    memcpy(data, doc, strlen(doc));
    sub(path, units, "huge.json");
    dt_write(path, data, big);
    free(data);
    /* Deeply nested. */
    char nested[4200];
    size_t k = 0;
    for (int i = 0; i < 2000; i++)
        nested[k++] = '[';
    for (int i = 0; i < 2000; i++)
        nested[k++] = ']';
    nested[k] = '\0';
    write_text(units, "nested.json", nested);
    /* Not files: a directory named like one, and a link to a device. They are
     * reported but left alone: nothing is wrong with their content. */
    sub(path, units, "folder.json");
    assert_int_equal(mkdir(path, 0755), 0);
    sub(path, units, "device.json");
    assert_int_equal(symlink("/dev/zero", path), 0);
    /* Hidden files and other extensions are not the library's. */
    write_text(units, ".hidden.json", "junk");
    write_text(units, "notes.txt", "junk");
    /* A squad with too many units for the struct, and one that is only a draft. */
    char many[20000];
    k = (size_t)snprintf(many, sizeof many,
                         "{\"format\":\"skirmish-squad\",\"version\":1,\"name\":\"Many\",\"units\":[");
    for (int i = 0; i < ESC_SQUAD_CAPACITY + 1; i++)
        k += (size_t)snprintf(many + k, sizeof many - k,
                              "%s{\"name\":\"u\",\"health\":1,\"range\":1,\"power\":1,\"move\":1}", i ? "," : "");
    snprintf(many + k, sizeof many - k, "]}");
    write_text(squads, "many.json", many);
    write_text(squads, "draft.json", "{\"format\":\"skirmish-squad\",\"version\":1,\"name\":\"Draft\",\"units\":[]}");

    data_library lib;
    data_library_init(&lib, user);
    int messages = data_library_load(&lib, NULL);
    /* The good files load... */
    assert_int_equal(lib.n_units, 2);
    assert_string_equal(lib.units[0].def.name, "Also Good");
    assert_string_equal(lib.units[1].def.name, "Good");
    assert_string_equal(lib.units[1].portrait, "archer");
    assert_false(lib.units[1].builtin);
    assert_int_equal(lib.n_squads, 1);
    assert_string_equal(lib.squads[0].squad.name, "Draft"); /* a draft is not damage */
    /* ...each file that cannot be parsed is set aside with a message naming it and
     * the problem... */
    assert_int_equal(messages, 11);
    assert_int_equal(lib.n_messages, 11);
    const char *aside[] = { "truncated", "empty", "binary", "nested" };
    for (size_t i = 0; i < sizeof aside / sizeof aside[0]; i++) {
        char name[64], prefix[80];
        snprintf(name, sizeof name, "units/%s.json", aside[i]);
        if (!has_message(&lib, name, "set aside as"))
            fail_msg("no message for %s", name);
        snprintf(prefix, sizeof prefix, "%s.json.corrupt-", aside[i]);
        assert_int_equal(count_prefixed(units, prefix), 1);
        snprintf(prefix, sizeof prefix, "%s.json", aside[i]);
        sub(path, units, prefix);
        assert_false(dt_exists(path));
    }
    /* ...while one that parses but holds what this version does not take (a wrong
     * type, another format, over the size limit, a newer version, too many units)
     * is skipped with a message and left where it is, for a newer Skirmish
     * (issue #11, finding 3). */
    const char *kept[] = { "units/wrong-type", "units/a-map", "units/huge", "units/newer", "squads/many" };
    for (size_t i = 0; i < sizeof kept / sizeof kept[0]; i++) {
        char name[64], prefix[80];
        snprintf(name, sizeof name, "%s.json", kept[i]);
        if (!has_message(&lib, name, "left as it is"))
            fail_msg("no message for %s", name);
        sub(path, user, name);
        assert_true(dt_exists(path));
        snprintf(prefix, sizeof prefix, "%s.json.corrupt-", strchr(kept[i], '/') + 1);
        assert_int_equal(count_prefixed(i == 4 ? squads : units, prefix), 0);
    }
    assert_true(has_message(&lib, "units/wrong-type.json", "health"));
    assert_true(has_message(&lib, "units/huge.json", "too large"));
    assert_true(has_message(&lib, "squads/many.json", "too many units"));
    /* ...and what is not a file is reported, not moved. */
    assert_true(has_message(&lib, "units/folder.json", "cannot be read"));
    assert_true(has_message(&lib, "units/device.json", "cannot be read"));
    sub(path, units, "folder.json");
    assert_true(data_paths_is_dir(path));

    /* Loading again: the set-aside files stay aside and say nothing more; the
     * files left in place are reported again. */
    messages = data_library_load(&lib, NULL);
    assert_int_equal(messages, 7); /* the folder and the device, and the five kept */
    assert_int_equal(lib.n_units, 2);
    data_library_free(&lib);
}

static void test_shipped_files_are_never_moved(void **state)
{
    (void)state;
    char data[DT_PATH_MAX], dir[DT_PATH_MAX], path[DT_PATH_MAX];
    fresh_dir(data, "library-shipped");
    sub(dir, data, "assets/units");
    assert_true(data_paths_make_dirs(dir));
    write_text(dir, "broken.json", "{");
    data_library lib;
    data_library_init(&lib, "");
    assert_int_equal(data_library_load(&lib, data), 1);
    assert_true(has_message(&lib, "broken.json", "cannot be read"));
    sub(path, dir, "broken.json");
    assert_true(dt_exists(path));
    assert_int_equal(count_prefixed(dir, "broken.json.corrupt"), 0);
    data_library_free(&lib);
}

static void test_message_overflow(void **state)
{
    (void)state;
    char user[DT_PATH_MAX], units[DT_PATH_MAX];
    fresh_dir(user, "library-many-bad");
    sub(units, user, "units");
    assert_true(data_paths_make_dirs(units));
    for (int i = 0; i < DATA_LIBRARY_MAX_MESSAGES + 5; i++) {
        char name[32];
        snprintf(name, sizeof name, "bad-%02d.json", i);
        write_text(units, name, "nope");
    }
    data_library lib;
    data_library_init(&lib, user);
    assert_int_equal(data_library_load(&lib, NULL), DATA_LIBRARY_MAX_MESSAGES + 5);
    assert_int_equal(lib.n_messages, DATA_LIBRARY_MAX_MESSAGES);
    assert_int_equal(lib.n_messages_lost, 5);
    assert_int_equal(count_prefixed(units, "bad-"), DATA_LIBRARY_MAX_MESSAGES + 5);
    assert_int_equal(lib.n_units, 0);
    data_library_free(&lib);
}

/* ---- writing ---- */

static void test_save_names_and_atomic_write(void **state)
{
    (void)state;
    char user[DT_PATH_MAX];
    fresh_dir(user, "library-save");
    data_library lib;
    data_library_init(&lib, user);
    data_unit_entry e;
    sample_unit(&e, "Iron Wall!", "guardian");
    data_error err;
    int a = data_library_insert_unit(&lib, lib.n_units, &e);
    int b = data_library_insert_unit(&lib, lib.n_units, &e);
    assert_true(data_library_save_unit(&lib, a, &err)); /* creates units/ */
    assert_true(data_library_save_unit(&lib, b, &err));
    assert_non_null(strstr(lib.units[a].path, "/units/iron-wall.json"));
    assert_non_null(strstr(lib.units[b].path, "/units/iron-wall-2.json"));

    /* A crash between write and rename: the old file is intact and loads. */
    char path[DT_PATH_MAX];
    snprintf(path, sizeof path, "%s", lib.units[a].path);
    lib.units[a].def.health = 7;
    assert_int_equal(setenv(CRASH_ENV, "1", 1), 0);
    bool saved = data_library_save_unit(&lib, a, &err);
    assert_int_equal(unsetenv(CRASH_ENV), 0);
    assert_false(saved);
    assert_int_equal(err.kind, DATA_ERR_IO);
    data_unit_entry disk;
    assert_true(data_library_read_unit(path, &disk, &err));
    assert_int_equal(disk.def.health, 2);
    char tmp[DT_PATH_MAX], units_dir[DT_PATH_MAX];
    snprintf(units_dir, sizeof units_dir, "%s", path);
    *strrchr(units_dir, '/') = '\0';
    assert_int_equal(dt_temps(units_dir, tmp), 1); /* the new text waits there, as after a crash */
    /* The leftover is not mistaken for a library file. */
    data_library again;
    data_library_init(&again, user);
    assert_int_equal(data_library_load(&again, NULL), 0);
    assert_int_equal(again.n_units, 2);
    assert_int_equal(again.units[0].def.health == 2 || again.units[1].def.health == 2, 1);
    for (int i = 0; i < again.n_units; i++)
        assert_int_equal(again.units[i].def.health, 2);
    data_library_free(&again);
    /* The next save goes through. */
    assert_true(data_library_save_unit(&lib, a, &err));
    assert_true(data_library_read_unit(path, &disk, &err));
    assert_int_equal(disk.def.health, 7);
    assert_int_equal(dt_temps(units_dir, NULL), 1); /* the crashed one, until cleaned */
    assert_int_equal(remove(tmp), 0);

    /* Remove deletes the file; shipped entries are refused. */
    data_unit_entry removed;
    assert_true(data_library_remove_unit(&lib, a, &removed, &err));
    assert_string_equal(removed.path, path);
    assert_false(dt_exists(path));
    assert_int_equal(lib.n_units, 1);
    lib.units[0].builtin = true;
    assert_false(data_library_remove_unit(&lib, 0, NULL, &err));
    assert_false(data_library_save_unit(&lib, 0, &err));
    assert_false(data_library_remove_unit(&lib, 5, NULL, &err));

    /* No user directory: nothing can be saved, and it says so. */
    data_library none;
    data_library_init(&none, "");
    int c = data_library_insert_unit(&none, 0, &e);
    assert_false(data_library_save_unit(&none, c, &err));
    assert_non_null(strstr(err.message, "no user data directory"));
    data_library_free(&none);
    data_library_free(&lib);
}

static void test_slugs(void **state)
{
    (void)state;
    char slug[DATA_LIBRARY_SLUG_MAX];
    data_library_slug("Iron Vanguard", "squad", slug, sizeof slug);
    assert_string_equal(slug, "iron-vanguard");
    data_library_slug("  --Longbow   Line!! 2 ", "squad", slug, sizeof slug);
    assert_string_equal(slug, "longbow-line-2");
    data_library_slug("Élite Ünit", "unit", slug, sizeof slug);
    assert_string_equal(slug, "lite-nit");
    data_library_slug("!!!", "unit", slug, sizeof slug);
    assert_string_equal(slug, "unit");
    data_library_slug("../../etc/passwd", "unit", slug, sizeof slug);
    assert_string_equal(slug, "etc-passwd");
    data_library_slug("A very long name that goes on and on beyond the limit of a file stem", "unit", slug,
                      sizeof slug);
    assert_true(strlen(slug) <= DATA_LIBRARY_SLUG_MAX - 1);
    assert_true(slug[strlen(slug) - 1] != '-');
}

static void test_import_and_sniff(void **state)
{
    (void)state;
    char user[DT_PATH_MAX], outside[DT_PATH_MAX], path[DT_PATH_MAX];
    fresh_dir(user, "library-import");
    fresh_dir(outside, "library-import-outside");
    data_error err;
    data_squad_entry *e = calloc(1, sizeof *e);
    assert_non_null(e);
    dt_sample_squad(&e->squad, 6);
    assert_true(esc_squad_add(&e->squad, &e->squad.units[5])); /* seven units: a draft */
    snprintf(e->squad.name, sizeof e->squad.name, "Seven");
    snprintf(e->portraits.id[6], DATA_PORTRAIT_MAX, "mage");
    sub(path, outside, "seven.json");
    assert_true(data_library_write_squad(path, e, &err));
    char format[64];
    assert_true(data_library_sniff(path, format, sizeof format));
    assert_string_equal(format, "skirmish-squad");

    data_library lib;
    data_library_init(&lib, user);
    int at = data_library_import_squad(&lib, path, &err);
    assert_int_equal(at, 0);
    assert_non_null(strstr(lib.squads[0].path, "/squads/seven.json"));
    assert_string_equal(lib.squads[0].portraits.id[6], "mage");
    assert_int_equal(esc_squad_test(&lib.squads[0].squad).problem, ESC_SQUAD_TOO_MANY_UNITS);
    /* Importing twice keeps both, under different names. */
    at = data_library_import_squad(&lib, path, &err);
    assert_int_equal(at, 1);
    assert_non_null(strstr(lib.squads[1].path, "/squads/seven-2.json"));

    data_unit_entry u;
    sample_unit(&u, "Scout", "scout");
    sub(path, outside, "scout.json");
    assert_true(data_library_write_unit(path, &u, &err));
    assert_true(data_library_sniff(path, format, sizeof format));
    assert_string_equal(format, "skirmish-unit");
    assert_int_equal(data_library_import_unit(&lib, path, &err), 0);
    assert_string_equal(lib.units[0].portrait, "scout");

    /* The wrong kind, or no file: refused, nothing added. */
    assert_int_equal(data_library_import_squad(&lib, path, &err), -1);
    assert_int_equal(err.kind, DATA_ERR_FORMAT);
    sub(path, outside, "missing.json");
    assert_int_equal(data_library_import_unit(&lib, path, &err), -1);
    assert_int_equal(lib.n_squads, 2);
    assert_int_equal(lib.n_units, 1);
    assert_false(data_library_sniff(path, format, sizeof format));
    write_text(outside, "array.json", "[1, 2]");
    sub(path, outside, "array.json");
    assert_false(data_library_sniff(path, format, sizeof format));
    write_text(outside, "number.json", "{\"format\": 3}");
    sub(path, outside, "number.json");
    assert_false(data_library_sniff(path, format, sizeof format));
    free(e);
    data_library_free(&lib);
}

/* ---- what ships ---- */

static void test_shipped_units_and_squads(void **state)
{
    (void)state;
    char source[DT_PATH_MAX];
    dt_source_path(source, "");
    data_library lib;
    data_library_init(&lib, "");
    assert_int_equal(data_library_load(&lib, source), 0);
    assert_true(lib.n_units >= 12);
    assert_true(lib.n_squads >= 4);
    bool ranks[ESC_RANK_COUNT] = { false };
    int melee = 0, ranged = 0, skilled = 0, fast = 0;
    for (int i = 0; i < lib.n_units; i++) {
        const data_unit_entry *e = &lib.units[i];
        assert_true(e->builtin);
        if (esc_unit_test(&e->def, NULL) != ESC_UNIT_OK)
            fail_msg("assets/units: %s cannot play", e->def.name);
        const int stats[4] = { e->def.health, e->def.range, e->def.power, e->def.move };
        for (int s = 0; s < 4; s++)
            assert_true(stats[s] >= 1 && stats[s] <= ESC_STAT_EDITOR_MAX);
        ranks[esc_unit_rank(&e->def)] = true;
        melee += e->def.range == 1 && e->def.n_abilities == 0;
        ranged += e->def.range >= 2;
        skilled += e->def.n_abilities > 0;
        fast += e->def.move >= 3;
        /* Every portrait named has its picture. */
        char rel[128], path[DT_PATH_MAX];
        snprintf(rel, sizeof rel, "assets/sprites/portrait-%s.png", e->portrait);
        dt_source_path(path, rel);
        if (!e->portrait[0] || !dt_exists(path))
            fail_msg("assets/units: %s has no portrait picture (\"%s\")", e->def.name, e->portrait);
        for (int k = 0; k < i; k++)
            assert_string_not_equal(lib.units[k].def.name, e->def.name);
    }
    for (int r = 0; r < ESC_RANK_COUNT; r++)
        if (!ranks[r])
            fail_msg("no shipped unit is a %s", esc_rank_name((esc_rank)r));
    assert_true(melee >= 2 && ranged >= 3 && skilled >= 8 && fast >= 2);
    for (int i = 0; i < lib.n_squads; i++) {
        const data_squad_entry *e = &lib.squads[i];
        esc_squad_report rep = esc_squad_test(&e->squad);
        if (rep.problem != ESC_SQUAD_OK) {
            char why[200];
            esc_squad_report_text(&rep, &e->squad, why, sizeof why);
            fail_msg("assets/squads: %s cannot play: %s", e->squad.name, why);
        }
        for (int k = 0; k < e->squad.n_units; k++)
            if (e->portraits.id[k][0]) {
                char rel[128], path[DT_PATH_MAX];
                snprintf(rel, sizeof rel, "assets/sprites/portrait-%s.png", e->portraits.id[k]);
                dt_source_path(path, rel);
                assert_true(dt_exists(path));
            }
    }
    data_library_free(&lib);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_unit_round_trip_with_portrait),
        cmocka_unit_test(test_squad_round_trip_with_portraits),
        cmocka_unit_test(test_portrait_key_is_checked),
        cmocka_unit_test(test_damaged_files_are_set_aside),
        cmocka_unit_test(test_shipped_files_are_never_moved),
        cmocka_unit_test(test_message_overflow),
        cmocka_unit_test(test_save_names_and_atomic_write),
        cmocka_unit_test(test_slugs),
        cmocka_unit_test(test_import_and_sniff),
        cmocka_unit_test(test_shipped_units_and_squads),
    };
    return cmocka_run_group_tests_name("library", tests, NULL, NULL);
}
