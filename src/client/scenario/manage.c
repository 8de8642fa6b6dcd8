/*
 * Deleting and renaming the player's own scenarios from the Scenarios screen
 * (scenario_internal.h): the Rename and Delete buttons under the list (greyed
 * on a shipped scenario or a file dropped from elsewhere, their tooltip saying
 * why), F2 and the Delete key; Delete asks first (app_confirm_safe: Enter and
 * Esc keep the file), Rename opens a small dialog with the name to change.
 * The files themselves are catalog.c's; what happened is said on the list
 * through app_notify. A file that vanished meanwhile (deleted outside the
 * game) is said so and the list read again.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenario/scenario_internal.h"
#include "shell/field.h"
#include "skirmish/i18n.h"

typedef struct rename_dialog {
    char path[DATA_PATH_MAX];
    char old[ESC_NAME_MAX];
    char name[ESC_NAME_MAX];
    char error[600];
    ui_field field;
} rename_dialog;

static void say(app *a, const char *format, const char *name, const char *why)
{
    char said[900];
    snprintf(said, sizeof said, format, name, why);
    app_notify(a, said);
}

static void say_gone(app *a, const char *name)
{
    /* TRANSLATORS: Delete or Rename on a scenario whose file was removed outside the game; %s is its name */
    say(a, _("The file of \"%s\" was already gone (removed outside the game): the list is read again"), name, "");
}

/* Whether the file vanished under the list: then it says so and reads the
 * list again. */
static bool vanished(app *a, const char *path, const char *name)
{
    FILE *f = fopen(path, "rb");
    if (f) {
        fclose(f);
        return false;
    }
    if (errno != ENOENT)
        return false;
    scenario_catalog_reload(a);
    say_gone(a, name);
    return true;
}

static void delete_answer(app *a, void *ctx)
{
    (void)ctx;
    scenario_catalog *c = scenario_catalog_get(a);
    if (!c)
        return;
    char path[DATA_PATH_MAX], name[ESC_NAME_MAX], why[400];
    snprintf(path, sizeof path, "%s", c->asked);
    int at = scenario_catalog_find(c, path);
    snprintf(name, sizeof name, "%s", at >= 0 ? c->rows[at].s.name : "");
    switch (scenario_catalog_delete(a, path, why, sizeof why)) {
    case SCENARIO_CHANGE_DONE:
        /* TRANSLATORS: the Scenarios screen: a scenario of the player's was deleted; %s is its name */
        say(a, _("Deleted the scenario \"%s\""), name, "");
        break;
    case SCENARIO_CHANGE_GONE: say_gone(a, name); break;
    case SCENARIO_CHANGE_FAILED:
        /* TRANSLATORS: the scenario's file could not be deleted (a read-only folder...); its name, then why */
        say(a, _("Could not delete the file of \"%s\": %s. Nothing was changed."), name, why);
        break;
    case SCENARIO_CHANGE_REFUSED: app_notify(a, why); break;
    }
}

static void ask_delete(app *a, const scenario_entry *e)
{
    scenario_catalog *c = scenario_catalog_get(a);
    if (!c || vanished(a, e->path, e->s.name))
        return;
    snprintf(c->asked, sizeof c->asked, "%s", e->path);
    char q[600];
    /* TRANSLATORS: the question before deleting one of the player's scenarios; %s is its name */
    snprintf(q, sizeof q, _("Delete the scenario \"%s\"? This cannot be undone."), e->s.name);
    /* TRANSLATORS: the answers to "Delete the scenario <name>?": Keep leaves the file as it is */
    app_confirm_safe(a, q, _("Delete"), _("Keep"), delete_answer, NULL);
}

static void focus_field(rename_dialog *d, bool select_all)
{
    if (!d->field.focused)
        SDL_StartTextInput();
    d->field.focused = true;
    d->field.selected = select_all && d->name[0];
}

static void rename_submit(app *a, rename_dialog *d)
{
    char out[DATA_PATH_MAX], why[400], old[ESC_NAME_MAX];
    if (strcmp(d->name, d->old) == 0) { /* nothing to change */
        app_scene_pop(a, NULL);
        return;
    }
    scenario_change r = scenario_catalog_rename(a, d->path, d->name, out, sizeof out, why, sizeof why);
    if (r == SCENARIO_CHANGE_REFUSED || r == SCENARIO_CHANGE_FAILED) {
        if (r == SCENARIO_CHANGE_REFUSED)
            snprintf(d->error, sizeof d->error, "%s", why);
        else
            /* TRANSLATORS: the rename dialog: the file could not be written; %s says why */
            snprintf(d->error, sizeof d->error, _("Could not rename: %s. Nothing was changed."), why);
        focus_field(d, false);
        a->dirty = true;
        return;
    }
    snprintf(old, sizeof old, "%s", d->old);
    app_scene_pop(a, NULL); /* d is gone */
    if (r == SCENARIO_CHANGE_GONE) {
        say_gone(a, old);
        return;
    }
    scenario_catalog *c = scenario_catalog_get(a);
    int at = c ? scenario_catalog_find(c, out) : -1;
    /* TRANSLATORS: the Scenarios screen: a scenario was renamed; the old name, then the new one */
    say(a, _("Renamed \"%s\" to \"%s\""), old, at >= 0 ? c->rows[at].s.name : "");
}

static void rename_run(ui *u, void *self)
{
    rename_dialog *d = self;
    app *a = u->app;
    if (u->draw)
        ui_fill(u, ui_rect(0, 0, a->w, a->h), ui_rgba(0, 0, 0, 120));
    int pad = ui_px(u, 24), want = ui_px(u, 520), px = ui_px(u, 14);
    int w = want < a->w - ui_px(u, 40) ? want : a->w - ui_px(u, 40);
    const char *note = d->error[0] ? d->error
                                   /* TRANSLATORS: the rename dialog's hint under the name */
                                   : _("The new name shows in the Scenarios list; its file is renamed to match.");
    ui quiet = *u;
    quiet.draw = false;
    int note_h = ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), note, px, ui_rgb(0, 0, 0));
    int bh = ui_px(u, 40), gap = ui_px(u, 12);
    int h = pad + ui_px(u, 34) + ui_px(u, 40) + gap + note_h + ui_px(u, 16) + bh + ui_px(u, 20);
    SDL_Rect box = { a->w / 2 - w / 2, a->h / 2 - h / 2, w, h };
    ui_panel(u, box);
    int x = box.x + pad, y = box.y + pad;
    /* TRANSLATORS: the title of the dialog that renames one of the player's scenarios */
    ui_text(u, x, y, _("Rename the scenario"), ui_px(u, 20), true, ui_rgb(240, 242, 248), UI_LEFT);
    y += ui_px(u, 34);
    int res = ui_text_field(u, ui_rect(x, y, w - 2 * pad, ui_px(u, 40)), &d->field, d->name, sizeof d->name, d->old);
    if (res & UI_FIELD_CHANGED)
        d->error[0] = '\0';
    y += ui_px(u, 40) + gap;
    ui_text_wrapped(u, ui_rect(x, y, w - 2 * pad, 0), note, px,
                    d->error[0] ? ui_rgb(255, 180, 120) : ui_rgb(170, 176, 192));
    int bw = ui_px(u, 150);
    SDL_Rect ok_r = { box.x + box.w - pad - bw, box.y + box.h - ui_px(u, 20) - bh, bw, bh };
    SDL_Rect cancel_r = { ok_r.x - gap - bw, ok_r.y, bw, bh };
    const ui_event *ev = u->ev;
    bool key = ev && ev->kind == UI_EV_KEY && (res & UI_FIELD_DONE);
    bool free_key = !(res & UI_FIELD_USED);
    bool cancel = ui_button(u, cancel_r, _("Cancel"), true) || (key && ev->key == UI_KEY_ESCAPE) ||
                  (free_key && ui_pressed(u, UI_KEY_ESCAPE));
    /* TRANSLATORS: the rename dialog's button that gives the scenario the name typed */
    bool go = ui_button(u, ok_r, _("Rename"), true) || (key && ev->key == UI_KEY_ENTER) ||
              (free_key && ui_pressed(u, UI_KEY_ENTER));
    if (cancel)
        app_scene_pop(a, NULL);
    else if (go)
        rename_submit(a, d);
}

static bool rename_enter(app *a, const void *arg, void **self)
{
    (void)a;
    rename_dialog *d = malloc(sizeof *d);
    if (!d)
        return false;
    *d = *(const rename_dialog *)arg;
    focus_field(d, true); /* typing replaces the name; Backspace edits it */
    *self = d;
    return true;
}

static void rename_leave(app *a, void *self)
{
    (void)a;
    rename_dialog *d = self;
    ui_fields_release(&d->field, 1);
    free(d);
}

static const scene rename_scene = {
    .name = "scenario-rename",
    .overlay = true,
    .enter = rename_enter,
    .leave = rename_leave,
    .event = rename_run,
    .frame = rename_run,
};

static void open_rename(app *a, const scenario_entry *e)
{
    if (vanished(a, e->path, e->s.name))
        return;
    rename_dialog d;
    memset(&d, 0, sizeof d);
    snprintf(d.path, sizeof d.path, "%s", e->path);
    snprintf(d.old, sizeof d.old, "%s", e->s.name);
    snprintf(d.name, sizeof d.name, "%s", e->s.name);
    app_scene_push(a, &rename_scene, &d);
}

bool scenario_manage_buttons(ui *u, SDL_Rect r, const scenario_entry *e)
{
    app *a = u->app;
    bool own = e && scenario_catalog_is_own(a, e);
    int gap = ui_px(u, 8), w = (r.w - gap) / 2;
    SDL_Rect ren = ui_rect(r.x, r.y, w, r.h), del = ui_rect(r.x + w + gap, r.y, r.w - w - gap, r.h);
    bool rename = ui_button(u, ren, _("Rename"), own) || (e && ui_pressed(u, UI_KEY_F2));
    bool erase = ui_button(u, del, _("Delete"), own) || (e && ui_pressed(u, UI_KEY_DELETE));
    const char *why_not[2] = { NULL, NULL }; /* rename, delete */
    if (e && e->shipped) {
        /* TRANSLATORS: the greyed Rename button's tooltip on a scenario shipped with the game */
        why_not[0] = _("This scenario comes with the game: it cannot be renamed. Edit saves a copy of your own, which "
                       "you can rename.");
        /* TRANSLATORS: the greyed Delete button's tooltip on a scenario shipped with the game */
        why_not[1] = _("This scenario comes with the game: it cannot be deleted.");
    } else if (e && !own) {
        /* TRANSLATORS: the greyed Rename and Delete buttons' tooltip on a file dropped on the window */
        why_not[0] = why_not[1] = _("This file was dropped on the window from another folder: it is listed for this "
                                    "run only, and is neither renamed nor deleted here.");
    }
    if (why_not[0]) {
        ui_tooltip(u, ren, why_not[0]);
        ui_tooltip(u, del, why_not[1]);
    }
    if (!rename && !erase)
        return false;
    if (!own) {
        app_notify(a, why_not[erase ? 1 : 0]);
        return false;
    }
    if (erase)
        ask_delete(a, e);
    else
        open_rename(a, e);
    return true;
}

bool scenario_renaming(const app *a, char **name, const char **error)
{
    rename_dialog *d = app_scene_state(a, &rename_scene);
    if (!d)
        return false;
    if (name)
        *name = d->name;
    if (error)
        *error = d->error;
    return true;
}
