/*
 * The scenario editor's Save (editor_save: the player's folder, atomically,
 * saying where) and what closing the window does with unsaved changes
 * (editor_closing): the editors' question (the shell's app_ask_save) "Save changes
 * to <name>?" with Save, Don't save and Cancel; Enter and Esc keep the editor
 * open (blind play-test 12: closing the window lost the work at once). Save
 * quits only when the file is written; a scenario the checker refuses is
 * saved as a draft (data_scenario_save writes "draft": true), the question
 * saying the checker's reason.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenario/editor_internal.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

/* A shipped scenario's copy, its name as opened: " (my copy)" after it, so
 * the list does not hold two of one name (play-test 15). */
static void copy_name(editor_screen *st)
{
    if (!st->shipped_copy || strcmp(st->s.name, st->opened.name) != 0)
        return;
    char name[sizeof st->s.name];
    /* TRANSLATORS: after the name of the player's copy of a scenario shipped with the game ("The Hill (my copy)") */
    snprintf(name, sizeof name, _("%s (my copy)"), st->opened.name);
    snprintf(st->s.name, sizeof st->s.name, "%s", name);
    st->named_copy = true;
}

bool editor_save(app *a, editor_screen *st)
{
    char path[DATA_PATH_MAX];
    bool copy = st->shipped_copy;
    char name_was[sizeof st->s.name];
    snprintf(name_was, sizeof name_was, "%s", st->s.name);
    copy_name(st);
    if (!scenario_catalog_save(a, &st->s, st->path, path, sizeof path, st->message, sizeof st->message)) {
        snprintf(st->s.name, sizeof st->s.name, "%s", name_was);
        return false;
    }
    st->shipped_copy = false;
    snprintf(st->path, sizeof st->path, "%s", path);
    st->changed = false;
    st->saved = st->s;
    st->leaving = false;
    /* The folder too: play-test 7 could not tell where "mill-run.json" went. */
    const char *base = strrchr(path, '/');
    char folder[DATA_PATH_MAX];
    snprintf(folder, sizeof folder, "%.*s", base ? (int)(base - path) : 0, path);
    const char *home = getenv("HOME");
    size_t hn = home ? strlen(home) : 0;
    char shown[DATA_PATH_MAX + 2];
    if (hn > 1 && strncmp(folder, home, hn) == 0 && (folder[hn] == '/' || folder[hn] == '\0'))
        snprintf(shown, sizeof shown, "~%s", folder + hn);
    else
        snprintf(shown, sizeof shown, "%s", folder);
    if (copy && !st->problem[0])
        /* TRANSLATORS: the editor's first Save of a scenario shipped with the game: its copy's name, the file's
         * name, its folder, then the Scenarios list's tag for the player's own ("yours") */
        snprintf(st->message, sizeof st->message,
                 _("Saved your copy \"%s\" as %s in %s; Scenarios lists it as \"%s\", the game's own stays as it was"),
                 st->s.name, base ? base + 1 : path, shown, _("yours"));
    else if (st->problem[0])
        /* TRANSLATORS: the editor's Save of a scenario the checker refuses: the file's name, its folder, then
         * the checker's reason */
        snprintf(st->message, sizeof st->message, _("Saved as a draft, %s in %s; it cannot be played yet: %s"),
                 base ? base + 1 : path, shown, st->problem);
    else
        /* TRANSLATORS: the editor's Save worked: the file's name, then its folder */
        snprintf(st->message, sizeof st->message, _("Saved as %s in %s"), base ? base + 1 : path, shown);
    return true;
}

static void replace_other(app *a, void *ctx)
{
    editor_screen *st = ctx;
    snprintf(st->path, sizeof st->path, "%s", st->replace);
    editor_save(a, st);
}

void editor_save_asking(app *a, editor_screen *st)
{
    copy_name(st); /* the name it will have, asked about */
    /* Play-test 12: a new scenario saved under a name the player already had
     * became "test-ford-2.json", two identical rows in the list. */
    if (scenario_name_blank(st->s.name) || /* refused, saying why */
        !scenario_catalog_own_named(a, st->s.name, st->path, st->replace, sizeof st->replace)) {
        editor_save(a, st);
        return;
    }
    char q[400];
    /* TRANSLATORS: the scenario editor's Save when another of the player's scenarios has that name; %s the name */
    snprintf(q, sizeof q, _("Replace \"%s\"? You already have a scenario of that name: Replace writes this one over it."),
             st->s.name);
    editor_disarm_leaving(st);
    /* TRANSLATORS: the answers to "Replace <name>?" in the scenario editor */
    app_confirm_safe(a, q, _("Replace"), _("Cancel"), replace_other, st);
}

bool editor_unsaved(const editor_screen *st)
{
    if (!st->changed)
        return false;
    /* As the files would read: what lies past a list's end is no change. */
    char *now = data_scenario_to_json(&st->s), *then = data_scenario_to_json(&st->saved);
    bool differs = !now || !then || strcmp(now, then) != 0;
    free(now);
    free(then);
    return differs;
}

void editor_disarm_leaving(editor_screen *st)
{
    if (!st->leaving)
        return;
    st->leaving = false;
    if (strcmp(st->message, _("Not saved: Back again leaves without saving")) == 0)
        st->message[0] = '\0';
}

static bool save_and_quit(app *a, void *ctx)
{
    return editor_save(a, ctx);
}

static void draft_and_quit(app *a, void *ctx)
{
    if (editor_save(a, ctx))
        a->running = false;
}

static void quit(app *a, void *ctx)
{
    (void)ctx;
    a->running = false;
}

bool editor_closing(app *a, void *self)
{
    editor_screen *st = self;
    /* Nothing to lose: the app quits at once. */
    if (!editor_unsaved(st))
        return false;
    const char *name = st->s.name[0] ? st->s.name : _("New scenario");
    editor_disarm_leaving(st);
    if (!st->problem[0])
        return app_ask_save(a, name, NULL, save_and_quit, st);
    /* The checker's reason itself, in words (play-test 13: the question said
     * it was "shown under the board", where another message had taken its
     * place), and Save keeps a draft. */
    if (a->terminating || app_asking(a))
        return false;
    char q[1000];
    /* TRANSLATORS: closing the window in the scenario editor while the checker finds a problem; the first %s is
     * the scenario's name, the second the checker's reason */
    snprintf(q, sizeof q,
             _("Save changes to \"%s\"? It cannot be played yet (%s): Save keeps it as a draft in your scenarios "
               "to finish later. Don't save quits and loses the changes; Cancel keeps editing."),
             name, st->problem);
    app_ask3_spec spec = {
        .question = q,
        .yes = _("Save"),
        .other = _("Don't save"),
        .no = _("Cancel"),
        .on_yes = draft_and_quit,
        .on_other = quit,
        .yes_enabled = true,
    };
    return app_ask3(a, &spec, st);
}
