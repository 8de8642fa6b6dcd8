/*
 * The squad and unit editors' answer to closing the window with unsaved
 * changes: the shell's question (app_ask_save), with what Save does for each.
 * Their state is the Barracks' (service.c), saved by editor.c's
 * barracks_*_editor_save.
 */
#include "barracks/save_ask.h"

#include <stdio.h>

#include "barracks/barracks_scenes.h"
#include "barracks/widgets.h"
#include "skirmish/i18n.h"

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
    return app_ask_save(a, for_squad ? b->squad_ed.entry.squad.name : ed->entry.def.name, NULL,
                             ed->dirty ? save_unit : save_squad, NULL);
}

bool barracks_squad_editor_closing(app *a, void *self)
{
    (void)self;
    barracks *b = barracks_get(a);
    if (!b || !b->squad_ed.dirty)
        return false;
    return app_ask_save(a, b->squad_ed.entry.squad.name, NULL, save_squad, NULL);
}
