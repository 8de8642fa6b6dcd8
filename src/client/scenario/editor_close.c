/*
 * The scenario editor's Save (editor_save: the player's folder, atomically,
 * saying where) and what closing the window does with unsaved changes
 * (editor_closing): an overlay asks "Save changes to <name>?" with Save, Don't
 * save and Cancel. Cancel is the safe answer: Enter and Esc both keep the
 * editor open (blind play-test 12: closing the window lost the work at once).
 * Save quits only when the file is written; a scenario the checker refuses
 * cannot be saved, so its Save is greyed and the question says why.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenario/editor_internal.h"
#include "skirmish/i18n.h"

bool editor_save(app *a, editor_screen *st)
{
    char path[DATA_PATH_MAX];
    if (!scenario_catalog_save(a, &st->s, st->path, path, sizeof path, st->message, sizeof st->message))
        return false;
    snprintf(st->path, sizeof st->path, "%s", path);
    st->changed = false;
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
    /* TRANSLATORS: the editor's Save worked: the file's name, then its folder */
    snprintf(st->message, sizeof st->message, _("Saved as %s in %s"), base ? base + 1 : path, shown);
    return true;
}

typedef struct close_state {
    editor_screen *st; /* the editor beneath, open as long as this is */
    char question[700];
} close_state;

static void close_run(ui *u, void *self)
{
    close_state *c = self;
    app *a = u->app;
    ui_fill(u, ui_rect(0, 0, a->w, a->h), ui_rgba(0, 0, 0, 120));
    int w = ui_px(u, 520) < a->w - ui_px(u, 40) ? ui_px(u, 520) : a->w - ui_px(u, 40);
    ui quiet = *u;
    quiet.draw = false;
    int text_h = ui_text_wrapped(&quiet, ui_rect(0, 0, w - ui_px(u, 48), 0), c->question, ui_px(u, 18),
                                 ui_rgb(0, 0, 0));
    int bh = ui_px(u, 40), gap = ui_px(u, 12);
    int h = ui_px(u, 24) + text_h + ui_px(u, 16) + bh + ui_px(u, 20);
    if (h < ui_px(u, 170))
        h = ui_px(u, 170);
    SDL_Rect box = { a->w / 2 - w / 2, a->h / 2 - h / 2, w, h };
    ui_panel(u, box);
    ui_text_wrapped(u, ui_rect(box.x + ui_px(u, 24), box.y + ui_px(u, 24), w - ui_px(u, 48), 0), c->question,
                    ui_px(u, 18), ui_rgb(240, 242, 248));
    int bw = (w - ui_px(u, 48) - 2 * gap) / 3;
    int bx = box.x + ui_px(u, 24), by = box.y + box.h - bh - ui_px(u, 20);
    bool enter = ui_pressed(u, UI_KEY_ENTER);
    /* Cancel first: the keyboard's focus starts on it. */
    /* TRANSLATORS: closing the window in the scenario editor: keep editing */
    bool cancel = ui_button(u, ui_rect(bx + 2 * (bw + gap), by, bw, bh), _("Cancel"), true);
    /* TRANSLATORS: closing the window in the scenario editor: quit, losing the changes */
    bool drop = ui_button(u, ui_rect(bx + bw + gap, by, bw, bh), _("Don't save"), true);
    bool keep = ui_button(u, ui_rect(bx, by, bw, bh), _("Save"), !c->st->problem[0]);
    cancel = cancel || ui_pressed(u, UI_KEY_ESCAPE) || (enter && !drop && !keep);
    editor_screen *st = c->st;
    if (keep) {
        app_scene_pop(a, NULL);
        if (editor_save(a, st))
            a->running = false;
    } else if (drop) {
        app_scene_pop(a, NULL);
        a->running = false;
    } else if (cancel) {
        app_scene_pop(a, NULL);
    }
}

static bool close_enter(app *a, const void *arg, void **self)
{
    (void)a;
    close_state *c = malloc(sizeof *c);
    if (!c)
        return false;
    *c = *(const close_state *)arg;
    *self = c;
    return true;
}

static void close_leave(app *a, void *self)
{
    (void)a;
    free(self);
}

const scene editor_close_scene = {
    .name = "scenario-editor-close",
    .overlay = true,
    .enter = close_enter,
    .leave = close_leave,
    .event = close_run,
    .frame = close_run,
};

bool editor_closing(app *a, void *self)
{
    editor_screen *st = self;
    /* Nothing to lose, the system ending the program (no one to answer), or a
     * second close while asked: the app quits. */
    if (!st->changed || a->terminating || app_scene_top(a) == &editor_close_scene ||
        strcmp(app_scene_name(a), "confirm") == 0)
        return false;
    close_state c;
    memset(&c, 0, sizeof c);
    c.st = st;
    const char *name = st->s.name[0] ? st->s.name : _("New scenario");
    if (st->problem[0])
        /* TRANSLATORS: closing the window in the scenario editor when the checker refuses the scenario; %s its name */
        snprintf(c.question, sizeof c.question,
                 _("Save changes to \"%s\"? It cannot be saved until the checker's problem under the board is fixed: "
                   "Cancel to fix it, or Don't save to quit and lose the changes."),
                 name);
    else
        /* TRANSLATORS: closing the window in the scenario editor with unsaved changes; %s is the scenario's name */
        snprintf(c.question, sizeof c.question,
                 _("Save changes to \"%s\"? Don't save quits and loses them; Cancel keeps editing."), name);
    return app_scene_push(a, &editor_close_scene, &c);
}
