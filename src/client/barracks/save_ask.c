/*
 * The question an editor asks when the window is closed with unsaved changes
 * (save_ask.h), worded here and asked by the shell's app_ask3, and the squad
 * and unit editors' use of it: their state is the Barracks' (service.c), saved
 * by editor.c's barracks_*_editor_save.
 */
#include "barracks/save_ask.h"

#include <stdio.h>

#include "barracks/barracks_scenes.h"
#include "barracks/widgets.h"
#include "skirmish/i18n.h"

/* The question's callbacks' context: one question is open at a time
 * (barracks_ask_save asks nothing while one is). */
static struct {
    barracks_save_fn save;
    void *ctx;
} pending;

static void answer_save(app *a, void *ctx)
{
    (void)ctx;
    if (pending.save(a, pending.ctx))
        a->running = false;
}

static void answer_drop(app *a, void *ctx)
{
    (void)ctx;
    a->running = false;
}

bool barracks_asking_save(const app *a)
{
    return app_asking(a);
}

bool barracks_ask_save(app *a, const char *name, const char *cannot, barracks_save_fn save, void *ctx)
{
    if (a->terminating || app_asking(a))
        return false;
    char question[800];
    bool can_save = !cannot || !cannot[0];
    if (can_save)
        /* TRANSLATORS: closing the window in an editor with unsaved changes; %s is what is edited */
        snprintf(question, sizeof question,
                 _("Save changes to \"%s\"? Don't save quits and loses them; Cancel keeps editing."), name);
    else
        /* TRANSLATORS: closing the window in an editor whose changes cannot be saved yet; the first %s is
         * what is edited, the second why it cannot be saved */
        snprintf(question, sizeof question,
                 _("Save changes to \"%s\"? They cannot be saved yet (%s): Cancel to fix that, or Don't save "
                   "to quit and lose them."),
                 name, cannot);
    pending.save = save;
    pending.ctx = ctx;
    app_ask3_spec q = {
        .question = question,
        /* TRANSLATORS: closing the window in an editor with unsaved changes: save them, then quit */
        .yes = _("Save"),
        /* TRANSLATORS: closing the window in an editor with unsaved changes: quit, losing them */
        .other = _("Don't save"),
        /* TRANSLATORS: closing the window in an editor with unsaved changes: keep editing */
        .no = _("Cancel"),
        .on_yes = answer_save,
        .on_other = answer_drop,
        .yes_enabled = can_save,
    };
    return app_ask3(a, &q, NULL);
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
