/*
 * The question an editor asks when the window is closed with unsaved changes
 * (save_ask.h), and the squad and unit editors' use of it: their state is the
 * Barracks' (service.c), saved by editor.c's barracks_*_editor_save.
 */
#include "barracks/save_ask.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "barracks/barracks_scenes.h"
#include "barracks/widgets.h"
#include "skirmish/i18n.h"

typedef struct save_ask {
    char question[800];
    bool can_save;
    barracks_save_fn save;
    void *ctx;
} save_ask;

static void ask_run(ui *u, void *self)
{
    save_ask *c = self;
    app *a = u->app;
    ui_fill(u, ui_rect(0, 0, a->w, a->h), ui_rgba(0, 0, 0, 120));
    int w = ui_px(u, 640) < a->w - ui_px(u, 40) ? ui_px(u, 640) : a->w - ui_px(u, 40);
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
    /* Cancel drawn first: the keyboard's focus starts on it. */
    /* TRANSLATORS: closing the window in an editor with unsaved changes: keep editing */
    bool cancel = ui_button(u, ui_rect(bx + 2 * (bw + gap), by, bw, bh), _("Cancel"), true);
    /* TRANSLATORS: closing the window in an editor with unsaved changes: quit, losing them */
    bool drop = ui_button(u, ui_rect(bx + bw + gap, by, bw, bh), _("Don't save"), true);
    /* TRANSLATORS: closing the window in an editor with unsaved changes: save them, then quit */
    bool keep = ui_button(u, ui_rect(bx, by, bw, bh), _("Save"), c->can_save);
    cancel = cancel || ui_pressed(u, UI_KEY_ESCAPE) || (enter && !drop && !keep);
    barracks_save_fn save = c->save;
    void *ctx = c->ctx;
    if (keep) {
        app_scene_pop(a, NULL);
        if (save(a, ctx))
            a->running = false;
    } else if (drop) {
        app_scene_pop(a, NULL);
        a->running = false;
    } else if (cancel) {
        app_scene_pop(a, NULL);
    }
}

static bool ask_enter(app *a, const void *arg, void **self)
{
    (void)a;
    save_ask *c = malloc(sizeof *c);
    if (!c)
        return false;
    *c = *(const save_ask *)arg;
    *self = c;
    return true;
}

static void ask_leave(app *a, void *self)
{
    (void)a;
    free(self);
}

static const scene save_ask_scene = {
    .name = "save-changes",
    .overlay = true,
    .enter = ask_enter,
    .leave = ask_leave,
    .event = ask_run,
    .frame = ask_run,
};

bool barracks_asking_save(const app *a)
{
    return app_scene_top(a) == &save_ask_scene;
}

bool barracks_ask_save(app *a, const char *name, const char *cannot, barracks_save_fn save, void *ctx)
{
    if (a->terminating || barracks_asking_save(a) || strcmp(app_scene_name(a), "confirm") == 0)
        return false;
    save_ask c;
    memset(&c, 0, sizeof c);
    c.can_save = !cannot || !cannot[0];
    c.save = save;
    c.ctx = ctx;
    if (c.can_save)
        /* TRANSLATORS: closing the window in an editor with unsaved changes; %s is what is edited */
        snprintf(c.question, sizeof c.question,
                 _("Save changes to \"%s\"? Don't save quits and loses them; Cancel keeps editing."), name);
    else
        /* TRANSLATORS: closing the window in an editor whose changes cannot be saved yet; the first %s is
         * what is edited, the second why it cannot be saved */
        snprintf(c.question, sizeof c.question,
                 _("Save changes to \"%s\"? They cannot be saved yet (%s): Cancel to fix that, or Don't save "
                   "to quit and lose them."),
                 name, cannot);
    return app_scene_push(a, &save_ask_scene, &c);
}

/* Save in the question: the unit (into the squad, then the squad, when it is
 * one of the squad's units), or the squad. */
static bool save_unit(app *a, void *ctx)
{
    (void)ctx;
    barracks *b = barracks_get(a);
    data_error err;
    bool to_squad = b->unit_ed.target == BARRACKS_TARGET_SQUAD;
    bool ok = barracks_unit_editor_save(b, &err) >= 0;
    if (ok)
        b->unit_ed.dirty = false;
    ok = ok && (!to_squad || barracks_squad_editor_save(b, &err) >= 0);
    if (!ok)
        barracks_ui_say(a, true, _("Not saved: %s"), err.message);
    return ok;
}

static bool save_squad(app *a, void *ctx)
{
    (void)ctx;
    barracks *b = barracks_get(a);
    data_error err;
    if (barracks_squad_editor_save(b, &err) >= 0)
        return true;
    barracks_ui_say(a, true, _("Not saved: %s"), err.message);
    return false;
}

bool barracks_unit_editor_closing(app *a, void *self)
{
    (void)self;
    barracks *b = barracks_get(a);
    const barracks_unit_editor *ed = b ? &b->unit_ed : NULL;
    if (!ed || ed->target == BARRACKS_TARGET_CALLER)
        return false;
    bool for_squad = ed->target == BARRACKS_TARGET_SQUAD;
    if (!ed->dirty && !(for_squad && b->squad_ed.dirty))
        return false;
    return barracks_ask_save(a, for_squad ? b->squad_ed.entry.squad.name : ed->entry.def.name, NULL,
                             ed->dirty ? save_unit : save_squad, NULL);
}

bool barracks_squad_editor_closing(app *a, void *self)
{
    (void)self;
    barracks *b = barracks_get(a);
    if (!b || !b->squad_ed.dirty)
        return false;
    return barracks_ask_save(a, b->squad_ed.entry.squad.name, NULL, save_squad, NULL);
}
