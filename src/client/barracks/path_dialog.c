/*
 * The Barracks' path dialog: the field where the player types the file to import
 * a squad or unit from, or to export one to (the hub's selection, or the squad in
 * the squad editor, saved or not). Both the hub and the squad editor open it as
 * an overlay screen pushed over themselves. Importing a file is here
 * (barracks_import), for this dialog and for a file dropped on the window
 * (library.c), so the two ways in say the same things.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "barracks/barracks_scenes.h"
#include "barracks/widgets.h"
#include "skirmish/i18n.h"

bool barracks_import(app *a, const char *path, bool say_if_other)
{
    barracks *b = barracks_get(a);
    char format[64];
    if (!data_library_sniff(path, format, sizeof format)) {
        if (say_if_other)
            barracks_ui_say(a, true, _("%s is not a squad or unit file"), path);
        return false;
    }
    data_error err;
    data_library_kind kind;
    int at;
    if (strcmp(format, "skirmish-squad") == 0) {
        kind = DATA_LIBRARY_SQUADS;
        at = data_library_import_squad(&b->lib, path, &err);
    } else if (strcmp(format, "skirmish-unit") == 0) {
        kind = DATA_LIBRARY_UNITS;
        at = data_library_import_unit(&b->lib, path, &err);
    } else {
        if (say_if_other)
            /* TRANSLATORS: a file's path, then the kind of document it holds
             * (a file format's identifier, untranslated). */
            barracks_ui_say(a, true, _("%s holds a \"%.40s\" document, not a squad or unit"), path, format);
        return false;
    }
    if (at < 0) {
        char msg[700];
        data_error_format(&err, msg, sizeof msg);
        barracks_ui_say(a, true, _("Cannot import: %s"), msg);
        return true; /* it was one of ours, only broken: do not try it as a saved game */
    }
    barracks_select(a, kind, at);
    barracks_library_changed(a);
    if (kind == DATA_LIBRARY_SQUADS) {
        barracks_gauge g = barracks_squad_gauge(&b->lib.squads[at].squad);
        if (g.legal)
            barracks_ui_say(a, false, _("Imported the squad \"%s\""), b->lib.squads[at].squad.name);
        else
            /* TRANSLATORS: a squad's name, then why it cannot play. */
            barracks_ui_say(a, true, _("Imported \"%s\" as a draft: %s"), b->lib.squads[at].squad.name, g.reason);
    } else {
        barracks_ui_say(a, false, _("Imported the unit \"%s\""), b->lib.units[at].def.name);
    }
    return true;
}

void barracks_open_path_dialog(app *a, int mode)
{
    barracks *b = barracks_get(a);
    barracks_view *v = &b->view;
    const char *home = getenv("HOME");
    char dir[DATA_PATH_MAX];
    snprintf(dir, sizeof dir, "%s", home && home[0] == '/' ? home : b->lib.user_dir);
    v->field_mode = mode;
    if (mode == BARRACKS_UI_FIELD_IMPORT) {
        snprintf(v->field, sizeof v->field, "%.1000s/", dir);
    } else {
        const char *name = "squad";
        if (mode == BARRACKS_UI_FIELD_EXPORT_EDITOR)
            name = b->squad_ed.entry.squad.name;
        else if (v->tab == DATA_LIBRARY_SQUADS && v->selected[1] >= 0 && v->selected[1] < b->lib.n_squads)
            name = b->lib.squads[v->selected[1]].squad.name;
        else if (v->tab == DATA_LIBRARY_UNITS && v->selected[0] >= 0 && v->selected[0] < b->lib.n_units)
            name = b->lib.units[v->selected[0]].def.name;
        char slug[DATA_LIBRARY_SLUG_MAX];
        data_library_slug(name, "squad", slug, sizeof slug);
        snprintf(v->field, sizeof v->field, "%.900s/skirmish-%s.json", dir, slug);
    }
    barracks_ui_focus(a, BARRACKS_UI_FOCUS_PATH);
    if (!app_scene_push(a, &barracks_path_scene, NULL))
        v->field_mode = BARRACKS_UI_FIELD_NONE;
}

static void close_dialog(app *a)
{
    barracks_get(a)->view.field_mode = BARRACKS_UI_FIELD_NONE;
    barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
    app_scene_pop(a, NULL);
}

static void export_to(app *a, const char *path)
{
    barracks *b = barracks_get(a);
    barracks_view *v = &b->view;
    data_error err;
    bool ok = false;
    const char *what = "";
    if (v->field_mode == BARRACKS_UI_FIELD_EXPORT_EDITOR) {
        ok = data_library_write_squad(path, &b->squad_ed.entry, &err);
        what = b->squad_ed.entry.squad.name;
    } else if (v->tab == DATA_LIBRARY_SQUADS && v->selected[1] >= 0 && v->selected[1] < b->lib.n_squads) {
        ok = data_library_write_squad(path, &b->lib.squads[v->selected[1]], &err);
        what = b->lib.squads[v->selected[1]].squad.name;
    } else if (v->tab == DATA_LIBRARY_UNITS && v->selected[0] >= 0 && v->selected[0] < b->lib.n_units) {
        ok = data_library_write_unit(path, &b->lib.units[v->selected[0]], &err);
        what = b->lib.units[v->selected[0]].def.name;
    } else {
        data_error_set(&err, DATA_ERR_VALUE, path, NULL, "nothing selected to export");
    }
    if (ok) {
        /* TRANSLATORS: a squad's or unit's name, then a file's path. */
        barracks_ui_say(a, false, _("Exported \"%s\" to %s"), what, path);
    } else {
        char msg[700];
        data_error_format(&err, msg, sizeof msg);
        barracks_ui_say(a, true, _("Cannot export: %s"), msg);
    }
}

static void path_dialog_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    barracks_view *v = &barracks_get(a)->view;
    if (v->field_mode == BARRACKS_UI_FIELD_NONE)
        return;
    barracks_ui_begin(u);
    if (u->draw)
        ui_fill(u, ui_rect(0, 0, a->w, a->h), ui_rgba(6, 8, 12, 170));
    int w = ui_px(u, 720) < a->w - ui_px(u, 40) ? ui_px(u, 720) : a->w - ui_px(u, 40);
    int h = ui_px(u, 210);
    SDL_Rect box = { a->w / 2 - w / 2, a->h / 2 - h / 2, w, h };
    ui_panel(u, box);
    int pad = ui_px(u, 20), x = box.x + pad, y = box.y + pad;
    bool import = v->field_mode == BARRACKS_UI_FIELD_IMPORT;
    ui_text(u, x, y, import ? _("Import a squad or unit file") : _("Export to a file"), ui_px(u, 20), true,
            barracks_ui_text_main, UI_LEFT);
    y += ui_px(u, 34);
    barracks_ui_field_result r = barracks_ui_text_field(u, ui_rect(x, y, w - 2 * pad, ui_px(u, 40)),
                                                        BARRACKS_UI_FOCUS_PATH, v->field, sizeof v->field,
                                                        /* TRANSLATORS: the hint in an empty file path field. */
                                                        _("path"));
    y += ui_px(u, 48);
    bool unit = v->field_mode == BARRACKS_UI_FIELD_EXPORT && v->tab == DATA_LIBRARY_UNITS;
    /* TRANSLATORS: skirmish-squad and skirmish-unit are file formats' names:
     * keep them as they are. */
    ui_text_wrapped(u, ui_rect(x, y, w - 2 * pad, 0),
                    import ? _("A skirmish-squad or skirmish-unit file. You can also drop one on the window.")
                    : unit ? _("A skirmish-unit file others can import into their Barracks. An existing file is "
                               "replaced.")
                           : _("A skirmish-squad file others can import into their Barracks. An existing file is "
                               "replaced."),
                    ui_px(u, 13), barracks_ui_text_dim);
    int bw = ui_px(u, 140), bh = ui_px(u, 40);
    SDL_Rect ok_r = { box.x + box.w - pad - bw, box.y + box.h - pad - bh, bw, bh };
    SDL_Rect cancel_r = { ok_r.x - ui_px(u, 10) - bw, ok_r.y, bw, bh };
    bool go =
        ui_button(u, ok_r, import ? _("Import") : _("Export"), v->field[0] != '\0') || r == BARRACKS_UI_FIELD_SUBMIT;
    bool cancel = ui_button(u, cancel_r, _("Cancel"), true) || r == BARRACKS_UI_FIELD_CANCEL ||
                  (!barracks_ui_event_used(u) && ui_pressed(u, UI_KEY_ESCAPE));
    if (go && v->field[0]) {
        char path[DATA_PATH_MAX];
        snprintf(path, sizeof path, "%s", v->field);
        if (import)
            barracks_import(a, path, true);
        else
            export_to(a, path);
        close_dialog(a);
    } else if (cancel) {
        close_dialog(a);
    }
}

/* Leaving by any way (back to the menu, a game loaded) closes the field. */
static void path_dialog_leave(app *a, void *self)
{
    (void)self;
    barracks *b = barracks_get(a);
    if (b && b->view.field_mode != BARRACKS_UI_FIELD_NONE) {
        b->view.field_mode = BARRACKS_UI_FIELD_NONE;
        barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
    }
}

const scene barracks_path_scene = {
    .name = "path-dialog",
    .overlay = true,
    .leave = path_dialog_leave,
    .event = path_dialog_run,
    .frame = path_dialog_run,
};
