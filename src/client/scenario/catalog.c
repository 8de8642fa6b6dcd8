/*
 * The scenarios the Scenarios screen lists (see scenario_internal.h): the
 * shipped ones from the data directory's maps/scenarios (found the way the
 * Escarmouche content finds maps), then the player's own from <user
 * data>/scenarios, then files dropped on the window this run. A file that
 * cannot be read is skipped (counted, and said in the log). Saving writes the
 * player's folder atomically (data_scenario_save). Deleting and renaming the
 * player's own files (scenario_catalog_delete, scenario_catalog_rename) read
 * the list again and leave in last_saved the file the list should select.
 */
#include <ctype.h>
#include <errno.h>
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
    if (!data_scenario_load_draft(path, &e->s, &e->draft, &err)) {
        char msg[700];
        data_error_format(&err, msg, sizeof msg);
        SDL_Log("skipping a scenario: %s", msg);
        c->skipped++;
        return;
    }
    snprintf(e->path, sizeof e->path, "%s", path);
    e->shipped = shipped;
    e->s.shipped = shipped; /* its texts translated only if so */
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

/* A new file in dir named after the scenario ("the-well.json", else
 * "the-well-2.json"...), claimed atomically; its path in out. */
static bool write_new(const char *dir, const esc_scenario *s, char *out, size_t size, data_error *err)
{
    char stem[ESC_NAME_MAX + 8];
    stem_of(s->name, stem, sizeof stem);
    char *text = data_scenario_to_json(s);
    bool ok = text && data_file_write_unique(dir, stem, ".json", text, strlen(text), out, size, err);
    if (!text)
        snprintf(err->message, sizeof err->message, "out of memory");
    free(text);
    return ok;
}

bool scenario_catalog_save(app *a, const esc_scenario *s, const char *old_path, char *path, size_t path_size,
                           char *why, size_t why_size)
{
    char dir[DATA_PATH_MAX];
    data_error err;
    data_error_clear(&err);
    if (scenario_name_blank(s->name)) { /* play-test 18: it became "scenario.json", a blank row */
        /* TRANSLATORS: the scenario editor's Save refused: the name field is empty */
        snprintf(why, why_size, "%s", _("Give the scenario a name first"));
        return false;
    }
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
        ok = write_new(dir, s, path, path_size, &err);
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

/* Whether path is a file right in the player's scenarios folder (its name in *base). */
static bool in_own_folder(app *a, const char *path, char *dir, size_t size, const char **base)
{
    if (!a->user_dir[0] || !data_paths_join(dir, size, a->user_dir, "scenarios"))
        return false;
    size_t n = strlen(dir);
    if (strncmp(path, dir, n) != 0 || path[n] != '/' || strchr(path + n + 1, '/'))
        return false;
    if (base)
        *base = path + n + 1;
    return true;
}

bool scenario_catalog_is_own(app *a, const scenario_entry *e)
{
    char dir[DATA_PATH_MAX];
    return !e->shipped && in_own_folder(a, e->path, dir, sizeof dir, NULL);
}

bool scenario_catalog_own_named(app *a, const char *name, const char *except, char *out, size_t size)
{
    scenario_catalog *c = scenario_catalog_get(a);
    if (!c)
        return false;
    for (int i = 0; i < c->n; i++) {
        const scenario_entry *e = &c->rows[i];
        if (scenario_catalog_is_own(a, e) && strcmp(e->s.name, name) == 0 &&
            (!except || strcmp(e->path, except) != 0)) {
            snprintf(out, size, "%s", e->path);
            return true;
        }
    }
    return false;
}

/* Whether a scenario shipped with the game is named name (play-test 18:
 * renaming one's own "The Hill" made two rows of that name). */
static bool shipped_named(app *a, const char *name)
{
    scenario_catalog *c = scenario_catalog_get(a);
    for (int i = 0; c && i < c->n; i++)
        if (!scenario_catalog_is_own(a, &c->rows[i]) && strcmp(c->rows[i].s.name, name) == 0)
            return true;
    return false;
}

bool scenario_name_blank(const char *name)
{
    while (*name == ' ')
        name++;
    return *name == '\0';
}

/* Reads the list again; the list then selects `select` ("" none). */
static void reload_selecting(app *a, const char *select)
{
    scenario_catalog_reload(a);
    scenario_catalog *c = scenario_catalog_get(a);
    if (c)
        snprintf(c->last_saved, sizeof c->last_saved, "%s", select);
}

/* The row after path's, else the one before ("" none): what the list selects
 * once path is gone. */
static void neighbour_of(app *a, const char *path, char *out, size_t size)
{
    scenario_catalog *c = scenario_catalog_get(a);
    int at = c ? scenario_catalog_find(c, path) : -1;
    out[0] = '\0';
    if (at >= 0 && at + 1 < c->n)
        snprintf(out, size, "%s", c->rows[at + 1].path);
    else if (at > 0)
        snprintf(out, size, "%s", c->rows[at - 1].path);
}

scenario_change scenario_catalog_delete(app *a, const char *path, char *why, size_t why_size)
{
    char dir[DATA_PATH_MAX], next[DATA_PATH_MAX];
    why[0] = '\0';
    if (!in_own_folder(a, path, dir, sizeof dir, NULL)) {
        /* TRANSLATORS: Delete on a scenario that is not in the player's own folder */
        snprintf(why, why_size, "%s", _("Only your own scenarios can be deleted"));
        return SCENARIO_CHANGE_REFUSED;
    }
    neighbour_of(a, path, next, sizeof next);
    int e = remove(path) == 0 ? 0 : errno;
    if (e != 0 && e != ENOENT) {
        snprintf(why, why_size, "%s", strerror(e));
        return SCENARIO_CHANGE_FAILED;
    }
    scenario_change r = e == ENOENT ? SCENARIO_CHANGE_GONE : SCENARIO_CHANGE_DONE;
    reload_selecting(a, next);
    return r;
}

/* Whether base ("the-well-2.json") is a name made from stem ("the-well"): stem,
 * or stem-N, then .json. */
static bool named_from(const char *base, const char *stem)
{
    size_t n = strlen(stem);
    if (strncmp(base, stem, n) != 0)
        return false;
    const char *p = base + n;
    if (*p == '-' && isdigit((unsigned char)p[1]))
        for (p++; isdigit((unsigned char)*p); p++) {
        }
    return strcmp(p, ".json") == 0;
}

scenario_change scenario_catalog_rename(app *a, const char *path, const char *typed, char *out, size_t out_size,
                                        char *why, size_t why_size)
{
    char dir[DATA_PATH_MAX], other[DATA_PATH_MAX], name[ESC_NAME_MAX];
    const char *base = NULL;
    why[0] = '\0';
    /* The spaces around the name typed are dropped. */
    while (*typed == ' ')
        typed++;
    snprintf(name, sizeof name, "%s", typed);
    for (size_t n = strlen(name); n > 0 && name[n - 1] == ' ';)
        name[--n] = '\0';
    snprintf(out, out_size, "%s", path);
    if (!in_own_folder(a, path, dir, sizeof dir, &base)) {
        /* TRANSLATORS: Rename on a scenario that is not in the player's own folder */
        snprintf(why, why_size, "%s", _("Only your own scenarios can be renamed"));
        return SCENARIO_CHANGE_REFUSED;
    }
    if (!name[0]) {
        /* TRANSLATORS: the rename dialog refused an empty name */
        snprintf(why, why_size, "%s", _("Type a name for the scenario"));
        return SCENARIO_CHANGE_REFUSED;
    }
    if (scenario_catalog_own_named(a, name, path, other, sizeof other)) {
        /* TRANSLATORS: the rename dialog refused a name another of the player's scenarios has; %s is the name */
        snprintf(why, why_size, _("You already have a scenario named \"%s\": choose another name"), name);
        return SCENARIO_CHANGE_REFUSED;
    }
    if (shipped_named(a, name)) {
        /* TRANSLATORS: the rename dialog refused the name of a scenario that comes with the game; %s is the name */
        snprintf(why, why_size, _("A scenario that comes with the game is named \"%s\": choose another name"), name);
        return SCENARIO_CHANGE_REFUSED;
    }
    esc_scenario *s = malloc(sizeof *s);
    data_error err;
    data_error_clear(&err);
    if (!s) {
        snprintf(why, why_size, "out of memory");
        return SCENARIO_CHANGE_FAILED;
    }
    FILE *f = fopen(path, "rb");
    if (!f && errno == ENOENT) {
        free(s);
        reload_selecting(a, "");
        return SCENARIO_CHANGE_GONE;
    }
    if (f)
        fclose(f);
    bool ok = data_scenario_load_draft(path, s, NULL, &err);
    if (ok) {
        snprintf(s->name, sizeof s->name, "%s", name);
        char stem[ESC_NAME_MAX + 8];
        stem_of(name, stem, sizeof stem);
        if (named_from(base, stem)) { /* its file's name still fits: written over, atomically */
            ok = data_scenario_save(path, s, &err);
        } else { /* a new file named after it, then the old one goes */
            ok = write_new(dir, s, out, out_size, &err);
            if (ok && remove(path) != 0) {
                snprintf(err.message, sizeof err.message, "%s", strerror(errno));
                remove(out);
                ok = false;
            }
        }
    }
    free(s);
    if (!ok) {
        snprintf(out, out_size, "%s", path);
        data_error_format(&err, why, why_size);
        return SCENARIO_CHANGE_FAILED;
    }
    reload_selecting(a, out);
    return SCENARIO_CHANGE_DONE;
}
