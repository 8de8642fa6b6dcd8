/*
 * The scenarios the Scenarios screen lists (see scenario_internal.h): the
 * shipped ones from the data directory's maps/scenarios (found the way the
 * Escarmouche content finds maps), then the player's own from <user
 * data>/scenarios, then files dropped on the window this run. A file that
 * cannot be read is skipped (counted, and said in the log). Saving writes the
 * player's folder atomically (data_scenario_save).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenario/scenario_internal.h"
#include "skirmish/data/files.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static void *catalog_create(app *a)
{
    (void)a;
    return calloc(1, sizeof(scenario_catalog));
}

static void catalog_destroy(app *a, void *self)
{
    (void)a;
    free(self);
}

static const app_service catalog_service = { "scenarios", catalog_create, catalog_destroy };

static void add_file(scenario_catalog *c, const char *path, bool shipped)
{
    if (c->n >= SCENARIO_MAX || scenario_catalog_find(c, path) >= 0)
        return;
    data_error err;
    scenario_entry *e = &c->rows[c->n];
    if (!data_scenario_load(path, &e->s, &err)) {
        char msg[700];
        data_error_format(&err, msg, sizeof msg);
        SDL_Log("skipping a scenario: %s", msg);
        c->skipped++;
        return;
    }
    snprintf(e->path, sizeof e->path, "%s", path);
    e->shipped = shipped;
    c->n++;
}

static void read_all(app *a, scenario_catalog *c)
{
    static char paths[SCENARIO_MAX][DATA_PATH_MAX];
    char dir[DATA_PATH_MAX];
    c->n = 0;
    c->skipped = 0;
    for (int pass = 0; pass < 2; pass++) {
        bool ok = pass == 0 ? data_paths_join(dir, sizeof dir, a->assets.data_dir, "maps/scenarios")
                            : a->user_dir[0] && data_paths_join(dir, sizeof dir, a->user_dir, "scenarios");
        if (!ok)
            continue;
        int n = app_list_json(dir, paths, SCENARIO_MAX - c->n);
        for (int i = 0; i < n; i++)
            add_file(c, paths[i], pass == 0);
    }
    for (int i = 0; i < c->n_extra; i++)
        add_file(c, c->extra[i], false);
    c->serial++;
}

scenario_catalog *scenario_catalog_get(app *a)
{
    scenario_catalog *c = app_service_get(a, &catalog_service);
    if (c && c->serial == 0)
        read_all(a, c);
    return c;
}

void scenario_catalog_reload(app *a)
{
    scenario_catalog *c = app_service_get(a, &catalog_service);
    if (c)
        read_all(a, c);
}

int scenario_catalog_find(const scenario_catalog *c, const char *path)
{
    for (int i = 0; i < c->n; i++)
        if (strcmp(c->rows[i].path, path) == 0)
            return i;
    return -1;
}

void scenario_catalog_add_extra(app *a, const char *path)
{
    scenario_catalog *c = scenario_catalog_get(a);
    if (!c)
        return;
    for (int i = 0; i < c->n_extra; i++)
        if (strcmp(c->extra[i], path) == 0)
            return;
    if (c->n_extra < SCENARIO_EXTRA_MAX)
        snprintf(c->extra[c->n_extra++], sizeof c->extra[0], "%s", path);
    read_all(a, c);
}

/* "The Well" -> "the-well": letters and digits, the rest as single dashes. */
static void stem_of(const char *name, char *out, size_t size)
{
    size_t n = 0;
    bool dash = false;
    for (const unsigned char *p = (const unsigned char *)name; *p && n + 2 < size; p++) {
        if (isalnum(*p) && *p < 128) {
            if (dash && n > 0)
                out[n++] = '-';
            out[n++] = (char)tolower(*p);
            dash = false;
        } else {
            dash = true;
        }
    }
    out[n] = '\0';
    if (n == 0)
        snprintf(out, size, "scenario");
}

bool scenario_catalog_save(app *a, const esc_scenario *s, const char *old_path, char *path, size_t path_size,
                           char *why, size_t why_size)
{
    char dir[DATA_PATH_MAX];
    data_error err;
    data_error_clear(&err);
    if (!a->user_dir[0] || !data_paths_join(dir, sizeof dir, a->user_dir, "scenarios") || !data_paths_make_dirs(dir)) {
        /* TRANSLATORS: the scenario editor's Save failed */
        snprintf(why, why_size, "%s", _("Not saved: the player's data folder cannot be written"));
        return false;
    }
    bool ok;
    /* The player's own file is written over; anything else (a shipped one, a
     * dropped one, a new one) becomes a new file of the player's. */
    if (old_path && old_path[0] && strncmp(old_path, dir, strlen(dir)) == 0) {
        snprintf(path, path_size, "%s", old_path);
        ok = data_scenario_save(path, s, &err);
    } else {
        char stem[ESC_NAME_MAX + 8];
        stem_of(s->name, stem, sizeof stem);
        char *text = data_scenario_to_json(s);
        ok = text && data_file_write_unique(dir, stem, ".json", text, strlen(text), path, path_size, &err);
        if (!text)
            snprintf(err.message, sizeof err.message, "out of memory");
        free(text);
    }
    if (!ok) {
        char msg[600];
        data_error_format(&err, msg, sizeof msg);
        /* TRANSLATORS: the scenario editor's Save failed; %s is the file's error */
        snprintf(why, why_size, _("Not saved: %s"), msg);
        return false;
    }
    scenario_catalog_reload(a);
    scenario_catalog *c = scenario_catalog_get(a);
    if (c)
        snprintf(c->last_saved, sizeof c->last_saved, "%s", path);
    return true;
}

bool scenario_catalog_own_named(app *a, const char *name, const char *except, char *out, size_t size)
{
    scenario_catalog *c = scenario_catalog_get(a);
    char dir[DATA_PATH_MAX];
    if (!c || !a->user_dir[0] || !data_paths_join(dir, sizeof dir, a->user_dir, "scenarios"))
        return false;
    size_t n = strlen(dir);
    for (int i = 0; i < c->n; i++) {
        const scenario_entry *e = &c->rows[i];
        if (!e->shipped && strncmp(e->path, dir, n) == 0 && e->path[n] == '/' && strcmp(e->s.name, name) == 0 &&
            (!except || strcmp(e->path, except) != 0)) {
            snprintf(out, size, "%s", e->path);
            return true;
        }
    }
    return false;
}
