/*
 * The Barracks' libraries of units and squads (see library.h): reading whole
 * directories while setting damaged files aside, and the file side of adding,
 * saving and removing entries.
 */
#define _POSIX_C_SOURCE 200809L

#include "skirmish/data/library.h"

#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "fileio_internal.h"
#include "json_util.h"
#include "skirmish/i18n.h"

static const char *const kind_dir[2] = { "units", "squads" };
static const char *const kind_fallback[2] = { "unit", "squad" };

void data_library_init(data_library *lib, const char *user_dir)
{
    memset(lib, 0, sizeof *lib);
    if (user_dir != NULL)
        snprintf(lib->user_dir, sizeof lib->user_dir, "%s", user_dir);
}

void data_library_clear(data_library *lib)
{
    lib->n_units = 0;
    lib->n_squads = 0;
    lib->n_messages = 0;
    lib->n_messages_lost = 0;
}

void data_library_free(data_library *lib)
{
    free(lib->units);
    free(lib->squads);
    lib->units = NULL;
    lib->squads = NULL;
    lib->n_units = lib->cap_units = 0;
    lib->n_squads = lib->cap_squads = 0;
}

bool data_library_dir(const data_library *lib, data_library_kind kind, char *out, size_t size)
{
    if (lib->user_dir[0] == '\0')
        return false;
    return data_paths_join(out, size, lib->user_dir, kind_dir[kind]);
}

static void note(data_library *lib, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void note(data_library *lib, const char *fmt, ...)
{
    if (lib->n_messages >= DATA_LIBRARY_MAX_MESSAGES) {
        lib->n_messages_lost++;
        return;
    }
    /* fmt is an N_()-marked literal: the note is shown in the player's language. */
    va_list args;
    va_start(args, fmt);
    vsnprintf(lib->messages[lib->n_messages], DATA_LIBRARY_MESSAGE_MAX, gettext(fmt), args);
    va_end(args);
    lib->n_messages++;
}

/* ---- one file ---- */

bool data_library_read_unit(const char *path, data_unit_entry *out, data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    data_unit_entry e;
    memset(&e, 0, sizeof e);
    bool ok = data_unit_parse_portrait(text, len, path, &e.def, e.portrait, err);
    free(text);
    if (!ok)
        return false;
    snprintf(e.path, sizeof e.path, "%s", path);
    *out = e;
    return true;
}

bool data_library_read_squad(const char *path, data_squad_entry *out, data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    /* About 6 KB: on the heap, like the squad loader does. */
    data_squad_entry *e = calloc(1, sizeof *e);
    if (e == NULL) {
        free(text);
        return data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
    }
    bool ok = data_squad_parse_portraits(text, len, path, &e->squad, &e->portraits, err);
    free(text);
    if (ok) {
        snprintf(e->path, sizeof e->path, "%s", path);
        *out = *e;
    }
    free(e);
    return ok;
}

bool data_library_write_unit(const char *path, const data_unit_entry *e, data_error *err)
{
    return data_file_save_text(path, data_unit_to_json_portrait(&e->def, e->portrait), err);
}

bool data_library_write_squad(const char *path, const data_squad_entry *e, data_error *err)
{
    return data_file_save_text(path, data_squad_to_json_portraits(&e->squad, &e->portraits), err);
}

bool data_library_sniff(const char *path, char *format, size_t size)
{
    if (size > 0)
        format[0] = '\0';
    char *text;
    size_t len;
    data_error err;
    if (!data_file_read(path, &text, &len, &err))
        return false;
    data_json_ctx cx = { path, &err };
    cJSON *root;
    bool ok = data_json_parse(&cx, text, len, &root);
    free(text);
    if (!ok)
        return false;
    const cJSON *f = cJSON_IsObject(root) ? cJSON_GetObjectItemCaseSensitive(root, "format") : NULL;
    ok = cJSON_IsString(f) && f->valuestring != NULL;
    if (ok)
        snprintf(format, size, "%s", f->valuestring);
    cJSON_Delete(root);
    return ok;
}

/* ---- lists ---- */

static bool grow(void **items, int *cap, int need, size_t item_size)
{
    if (need <= *cap)
        return true;
    int want = *cap ? *cap * 2 : 16;
    while (want < need)
        want *= 2;
    void *bigger = realloc(*items, (size_t)want * item_size);
    if (bigger == NULL)
        return false;
    *items = bigger;
    *cap = want;
    return true;
}

int data_library_insert_unit(data_library *lib, int index, const data_unit_entry *e)
{
    if (!grow((void **)&lib->units, &lib->cap_units, lib->n_units + 1, sizeof *lib->units))
        return -1;
    if (index < 0 || index > lib->n_units)
        index = lib->n_units;
    memmove(&lib->units[index + 1], &lib->units[index], (size_t)(lib->n_units - index) * sizeof *lib->units);
    lib->units[index] = *e;
    lib->n_units++;
    return index;
}

int data_library_insert_squad(data_library *lib, int index, const data_squad_entry *e)
{
    if (!grow((void **)&lib->squads, &lib->cap_squads, lib->n_squads + 1, sizeof *lib->squads))
        return -1;
    if (index < 0 || index > lib->n_squads)
        index = lib->n_squads;
    memmove(&lib->squads[index + 1], &lib->squads[index], (size_t)(lib->n_squads - index) * sizeof *lib->squads);
    lib->squads[index] = *e;
    lib->n_squads++;
    return index;
}

/* ---- loading a directory ---- */

static int compare_names(const void *x, const void *y)
{
    return strcmp(*(char *const *)x, *(char *const *)y);
}

/* Whether a failed load means the file cannot be parsed at all (set it aside)
 * rather than that it holds something this version does not take: a newer
 * "version", an unknown ability, more units than the rules allow, another
 * format, or a file that could not be reached. Those stay where they are, with a
 * message: a newer Skirmish reads them, and renaming would hide them from it. */
static bool content_is_bad(const data_error *err)
{
    return err->kind == DATA_ERR_SYNTAX;
}

static bool load_one(data_library *lib, data_library_kind kind, const char *path, data_error *err)
{
    if (kind == DATA_LIBRARY_UNITS) {
        data_unit_entry e;
        if (!data_library_read_unit(path, &e, err))
            return false;
        if (data_library_insert_unit(lib, lib->n_units, &e) < 0)
            return data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
        return true;
    }
    data_squad_entry *e = malloc(sizeof *e);
    if (e == NULL)
        return data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
    bool ok = data_library_read_squad(path, e, err);
    if (ok && data_library_insert_squad(lib, lib->n_squads, e) < 0)
        ok = data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
    free(e);
    return ok;
}

int data_library_load_dir(data_library *lib, data_library_kind kind, const char *dir, bool builtin)
{
    int before = lib->n_messages + lib->n_messages_lost;
    DIR *d = opendir(dir);
    if (d == NULL) {
        /* No directory yet is the normal state of a new player. */
        if (errno != ENOENT)
            note(lib, N_("%s: cannot be listed: %s"), dir, strerror(errno));
        return lib->n_messages + lib->n_messages_lost - before;
    }
    char **names = NULL;
    int n = 0, cap = 0, skipped = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        size_t len = strlen(de->d_name);
        if (de->d_name[0] == '.' || len <= 5 || strcmp(de->d_name + len - 5, ".json") != 0)
            continue;
        if (n >= DATA_LIBRARY_MAX_FILES) {
            skipped++;
            continue;
        }
        if (n == cap) {
            int want = cap ? cap * 2 : 32;
            char **bigger = realloc(names, (size_t)want * sizeof *names);
            if (bigger == NULL)
                break;
            names = bigger;
            cap = want;
        }
        names[n] = strdup(de->d_name);
        if (names[n] != NULL)
            n++;
    }
    closedir(d);
    if (skipped > 0)
        /* TRANSLATORS: %s is a folder, %d the most files read, %d how many were not. */
        note(lib,
             P_("%s: only the first %d files are read; %d more was left out",
                "%s: only the first %d files are read; %d more were left out", skipped),
             dir, DATA_LIBRARY_MAX_FILES, skipped);
    if (n > 1)
        qsort(names, (size_t)n, sizeof *names, compare_names);

    for (int i = 0; i < n; i++) {
        char path[DATA_PATH_MAX];
        if (!data_paths_join(path, sizeof path, dir, names[i])) {
            note(lib, N_("%s/%s: the path is too long"), dir, names[i]);
            continue;
        }
        data_error err;
        if (load_one(lib, kind, path, &err)) {
            if (kind == DATA_LIBRARY_UNITS)
                lib->units[lib->n_units - 1].builtin = builtin;
            else
                lib->squads[lib->n_squads - 1].builtin = builtin;
            continue;
        }
        /* The message names the file as the player knows it ("squads/rush.json"),
         * not by its full path, and says what was wrong with it. */
        char why[400];
        if (err.key[0])
            /* ": " as in data_error_format, for the languages that space it. */
            snprintf(why, sizeof why, "%s%s%s", err.key, _(": "), err.message);
        else
            snprintf(why, sizeof why, "%s", err.message);
        char aside[DATA_PATH_MAX + 64];
        if (!builtin && content_is_bad(&err)) {
            if (data_file_set_aside(path, aside, sizeof aside))
                note(lib, N_("%s/%s is damaged (%s). It was set aside as %s."), kind_dir[kind], names[i], why, aside);
            else
                note(lib, N_("%s/%s is damaged (%s) and could not be set aside: %s"), kind_dir[kind], names[i], why,
                     strerror(errno));
        } else {
            note(lib, N_("%s/%s cannot be read and was left as it is: %s"), builtin ? dir : kind_dir[kind], names[i],
                 why);
        }
    }
    for (int i = 0; i < n; i++)
        free(names[i]);
    free(names);
    return lib->n_messages + lib->n_messages_lost - before;
}

int data_library_load(data_library *lib, const char *data_dir)
{
    data_library_clear(lib);
    int messages = 0;
    for (int kind = DATA_LIBRARY_UNITS; kind <= DATA_LIBRARY_SQUADS; kind++) {
        char dir[DATA_PATH_MAX];
        char rel[32];
        snprintf(rel, sizeof rel, "assets/%s", kind_dir[kind]);
        if (data_dir != NULL && data_dir[0] && data_paths_join(dir, sizeof dir, data_dir, rel))
            messages += data_library_load_dir(lib, (data_library_kind)kind, dir, true);
        if (data_library_dir(lib, (data_library_kind)kind, dir, sizeof dir))
            messages += data_library_load_dir(lib, (data_library_kind)kind, dir, false);
    }
    return messages;
}

/* ---- names and paths ---- */

void data_library_slug(const char *name, const char *fallback, char *out, size_t size)
{
    size_t cap = size < DATA_LIBRARY_SLUG_MAX ? size : DATA_LIBRARY_SLUG_MAX;
    size_t n = 0;
    bool dash = false;
    for (const char *p = name ? name : ""; *p && n + 1 < cap; p++) {
        char c = *p;
        if (c >= 'A' && c <= 'Z')
            c = (char)(c - 'A' + 'a');
        if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
            if (dash && n > 0 && n + 2 < cap)
                out[n++] = '-';
            dash = false;
            out[n++] = c;
        } else {
            dash = true;
        }
    }
    out[n] = '\0';
    if (n == 0)
        snprintf(out, size, "%s", fallback);
}

bool data_library_free_path(const char *dir, const char *name, const char *fallback, char *out, size_t size)
{
    char slug[DATA_LIBRARY_SLUG_MAX];
    data_library_slug(name, fallback, slug, sizeof slug);
    for (int k = 1; k < 10000; k++) {
        char file[DATA_LIBRARY_SLUG_MAX + 16];
        if (k == 1)
            snprintf(file, sizeof file, "%s.json", slug);
        else
            snprintf(file, sizeof file, "%s-%d.json", slug, k);
        if (!data_paths_join(out, size, dir, file))
            return false;
        struct stat st;
        if (lstat(out, &st) != 0 && errno == ENOENT)
            return true;
    }
    return false;
}

/* The user's directory of a kind, made if missing. */
static bool user_dir_ready(data_library *lib, data_library_kind kind, const char *name, char *dir, size_t size,
                           data_error *err)
{
    if (!data_library_dir(lib, kind, dir, size))
        return data_error_set(err, DATA_ERR_IO, name, NULL,
                              "there is no user data directory to save into (is HOME set?)");
    if (!data_paths_make_dirs(dir))
        return data_error_set(err, DATA_ERR_IO, dir, NULL, "cannot create the directory: %s", strerror(errno));
    return true;
}

/* Writes text to the entry's file, or, for an entry without one, to a new file
 * <dir>/<slug>.json (-2, -3… when taken) whose name is claimed atomically: two
 * processes saving the same new name never overwrite each other. Frees text. */
static bool write_entry(data_library *lib, data_library_kind kind, const char *name, char *path, size_t size,
                        char *text, data_error *err)
{
    if (path[0] != '\0')
        return data_file_save_text(path, text, err);
    char dir[DATA_PATH_MAX];
    if (!user_dir_ready(lib, kind, name, dir, sizeof dir, err)) {
        free(text);
        return false;
    }
    char slug[DATA_LIBRARY_SLUG_MAX];
    data_library_slug(name, kind_fallback[kind], slug, sizeof slug);
    return data_file_save_text_unique(dir, slug, ".json", text, path, size, err);
}

bool data_library_save_unit(data_library *lib, int index, data_error *err)
{
    data_error_clear(err);
    if (index < 0 || index >= lib->n_units)
        return data_error_set(err, DATA_ERR_VALUE, "", NULL, "no such unit");
    data_unit_entry *e = &lib->units[index];
    if (e->builtin)
        return data_error_set(err, DATA_ERR_IO, e->path, NULL, "a unit shipped with the game cannot be changed");
    char path[DATA_PATH_MAX];
    snprintf(path, sizeof path, "%s", e->path);
    if (!write_entry(lib, DATA_LIBRARY_UNITS, e->def.name, path, sizeof path,
                     data_unit_to_json_portrait(&e->def, e->portrait), err))
        return false;
    memcpy(e->path, path, sizeof e->path);
    return true;
}

bool data_library_save_squad(data_library *lib, int index, data_error *err)
{
    data_error_clear(err);
    if (index < 0 || index >= lib->n_squads)
        return data_error_set(err, DATA_ERR_VALUE, "", NULL, "no such squad");
    data_squad_entry *e = &lib->squads[index];
    if (e->builtin)
        return data_error_set(err, DATA_ERR_IO, e->path, NULL, "a squad shipped with the game cannot be changed");
    char path[DATA_PATH_MAX];
    snprintf(path, sizeof path, "%s", e->path);
    if (!write_entry(lib, DATA_LIBRARY_SQUADS, e->squad.name, path, sizeof path,
                     data_squad_to_json_portraits(&e->squad, &e->portraits), err))
        return false;
    memcpy(e->path, path, sizeof e->path);
    return true;
}

static bool remove_file(const char *path, data_error *err)
{
    if (path[0] != '\0' && remove(path) != 0 && errno != ENOENT)
        return data_error_set(err, DATA_ERR_IO, path, NULL, "cannot delete: %s", strerror(errno));
    return true;
}

bool data_library_remove_unit(data_library *lib, int index, data_unit_entry *removed, data_error *err)
{
    data_error_clear(err);
    if (index < 0 || index >= lib->n_units)
        return data_error_set(err, DATA_ERR_VALUE, "", NULL, "no such unit");
    data_unit_entry *e = &lib->units[index];
    if (e->builtin)
        return data_error_set(err, DATA_ERR_IO, e->path, NULL, "a unit shipped with the game cannot be deleted");
    if (!remove_file(e->path, err))
        return false;
    if (removed != NULL)
        *removed = *e;
    memmove(e, e + 1, (size_t)(lib->n_units - index - 1) * sizeof *e);
    lib->n_units--;
    return true;
}

bool data_library_remove_squad(data_library *lib, int index, data_squad_entry *removed, data_error *err)
{
    data_error_clear(err);
    if (index < 0 || index >= lib->n_squads)
        return data_error_set(err, DATA_ERR_VALUE, "", NULL, "no such squad");
    data_squad_entry *e = &lib->squads[index];
    if (e->builtin)
        return data_error_set(err, DATA_ERR_IO, e->path, NULL, "a squad shipped with the game cannot be deleted");
    if (!remove_file(e->path, err))
        return false;
    if (removed != NULL)
        *removed = *e;
    memmove(e, e + 1, (size_t)(lib->n_squads - index - 1) * sizeof *e);
    lib->n_squads--;
    return true;
}

/* ---- import ---- */

int data_library_import_squad(data_library *lib, const char *path, data_error *err)
{
    data_squad_entry *e = malloc(sizeof *e);
    if (e == NULL) {
        data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
        return -1;
    }
    int index = -1;
    if (data_library_read_squad(path, e, err)) {
        e->path[0] = '\0';
        e->builtin = false;
        index = data_library_insert_squad(lib, lib->n_squads, e);
        if (index < 0)
            data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
        else if (!data_library_save_squad(lib, index, err)) {
            lib->n_squads--;
            index = -1;
        }
    }
    free(e);
    return index;
}

int data_library_import_unit(data_library *lib, const char *path, data_error *err)
{
    data_unit_entry e;
    if (!data_library_read_unit(path, &e, err))
        return -1;
    e.path[0] = '\0';
    e.builtin = false;
    int index = data_library_insert_unit(lib, lib->n_units, &e);
    if (index < 0) {
        data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
        return -1;
    }
    if (!data_library_save_unit(lib, index, err)) {
        lib->n_units--;
        return -1;
    }
    return index;
}
