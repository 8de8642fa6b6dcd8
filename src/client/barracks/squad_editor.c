/*
 * The squad editor: the squad's name, its units in deployment order (move,
 * edit, remove), the 30-RP gauge and, in red, why the squad cannot play; on the
 * right the unit library to add from. An illegal squad can be saved as a draft;
 * the match setup will not start with it.
 *
 * Keys: Ctrl+S saves, Esc goes back.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "barracks/save_ask.h"
#include "barracks/widgets.h"
#include "board/view.h"
#include "skirmish/i18n.h"

static void leave(app *a)
{
    barracks *b = barracks_get(a);
    barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
    if (b->squad_ed.index >= 0) {
        b->view.tab = DATA_LIBRARY_SQUADS;
        b->view.selected[DATA_LIBRARY_SQUADS] = b->squad_ed.index;
    }
    b->view.toast[0] = '\0';
    app_scene_pop(a, NULL);
}

static void save(app *a)
{
    barracks *b = barracks_get(a);
    data_error err;
    int at = barracks_squad_editor_save(b, &err);
    if (at < 0) {
        barracks_ui_say(a, true, _("Not saved: %s"), err.message);
        return;
    }
    barracks_library_changed(a);
    barracks_gauge g = barracks_squad_gauge(&b->squad_ed.entry.squad);
    if (g.legal)
        barracks_ui_say(a, false, _("Saved \"%s\": ready to play"), b->squad_ed.entry.squad.name);
    else
        /* TRANSLATORS: a squad's name, then why it cannot play. */
        barracks_ui_say(a, true, _("Saved \"%s\" as a draft: %s"), b->squad_ed.entry.squad.name, g.reason);
}

static void print_squad_units(app *a)
{
    const data_squad_entry *e = &barracks_get(a)->squad_ed.entry;
    int n = e->squad.n_units < ESC_SQUAD_CAPACITY ? e->squad.n_units : ESC_SQUAD_CAPACITY;
    data_unit_entry *units = calloc((size_t)(n > 0 ? n : 1), sizeof *units);
    if (!units)
        return;
    for (int i = 0; i < n; i++)
        barracks_squad_get_unit(e, i, &units[i]);
    barracks_print(a, e->squad.name, units, n);
    free(units);
}

static void changed(app *a)
{
    barracks_get(a)->squad_ed.dirty = true;
    barracks_get(a)->view.confirm_leave = false;
}

int barracks_squad_slot_portrait(const data_squad_entry *e, int slot)
{
    /* The picture the Barracks list, the New match panel and the battle show
     * (assets_squad_portraits): a chosen one, else the unit's automatic one
     * (from its name). A choice made here and not yet saved counts as made. */
    int portraits[ESC_SQUAD_CAPACITY];
    int n = e->squad.n_units < ESC_SQUAD_CAPACITY ? e->squad.n_units : ESC_SQUAD_CAPACITY;
    if (slot < 0 || slot >= n)
        return 0;
    assets_squad_portraits(&e->squad, portraits, n);
    int chosen = e->portraits.id[slot][0] ? assets_portrait_by_id(e->portraits.id[slot]) : -1;
    return chosen >= 0 ? chosen : portraits[slot];
}

/* One slot of the squad. Returns true when the screen changed (editor opened). */
static bool slot_row(ui *u, SDL_Rect r, int slot)
{
    app *a = u->app;
    barracks_squad_editor *ed = &barracks_get(a)->squad_ed;
    data_squad_entry *e = &ed->entry;
    int pad = ui_px(u, 8);
    if (slot >= e->squad.n_units) {
        if (u->draw) {
            ui_fill(u, r, ui_rgb(20, 24, 34));
            for (int x = r.x; x < r.x + r.w; x += ui_px(u, 12))
                ui_fill(u, ui_rect(x, r.y, ui_px(u, 6), 1), ui_rgb(64, 72, 94));
            for (int x = r.x; x < r.x + r.w; x += ui_px(u, 12))
                ui_fill(u, ui_rect(x, r.y + r.h - 1, ui_px(u, 6), 1), ui_rgb(64, 72, 94));
            char letter[2] = { (char)('A' + slot), 0 };
            ui_text(u, r.x + pad + ui_px(u, 8), r.y + (r.h - ui_px(u, 18) * 5 / 4) / 2, letter, ui_px(u, 18), true,
                    ui_rgb(64, 72, 94), UI_CENTER);
            if (slot == e->squad.n_units)
                ui_text(u, r.x + ui_px(u, 40), r.y + (r.h - ui_px(u, 14) * 5 / 4) / 2,
                        _("Empty: add a unit from the library on the right"), ui_px(u, 14), false,
                        barracks_ui_text_faint, UI_LEFT);
        }
        return false;
    }
    const esc_unit_def *d = &e->squad.units[slot];
    bool extra = slot >= ESC_SQUAD_MAX;
    if (u->draw) {
        ui_fill(u, r, extra ? ui_rgb(60, 30, 30) : ui_rgb(27, 32, 46));
        char letter[2] = { (char)('A' + slot % 26), 0 };
        ui_text(u, r.x + pad + ui_px(u, 8), r.y + (r.h - ui_px(u, 18) * 5 / 4) / 2, letter, ui_px(u, 18), true,
                extra ? barracks_ui_bad : barracks_ui_gold, UI_CENTER);
    }
    int bw = ui_px(u, 34), bh = ui_px(u, 34), by = r.y + (r.h - bh) / 2, g = ui_px(u, 4);
    /* Edit is a little wider than the arrows, and wider still when its label
     * needs it (at the smallest size a button draws). */
    const char *edit = _("Edit");
    int bpx = ui_px(u, 15), small = bpx - (bpx * 2 + 9) / 10;
    int edit_w = bw + ui_px(u, 22), need = ui_text_width(u, edit, small, true) + 10;
    if (need > edit_w)
        edit_w = need;
    int ex = r.x + r.w - pad - 3 * bw - edit_w - 3 * g;
    barracks_ui_unit_row(u, ui_rect(r.x + ui_px(u, 28), r.y, ex - ui_px(u, 8) - r.x - ui_px(u, 28), r.h), d,
                         assets_portrait_id(barracks_squad_slot_portrait(e, slot)), false, false);
    int x = ex;
    if (ui_button(u, ui_rect(x, by, bw, bh), "▲", slot > 0)) {
        barracks_squad_move(e, slot, -1);
        changed(a);
        return true;
    }
    x += bw + g;
    if (ui_button(u, ui_rect(x, by, bw, bh), "▼", slot + 1 < e->squad.n_units)) {
        barracks_squad_move(e, slot, +1);
        changed(a);
        return true;
    }
    x += bw + g;
    if (ui_button(u, ui_rect(x, by, edit_w, bh), edit, true)) {
        data_unit_entry unit;
        barracks_squad_get_unit(e, slot, &unit);
        barracks_open_unit_editor(a, &unit, BARRACKS_TARGET_SQUAD, slot);
        return true;
    }
    x += edit_w + g;
    if (ui_button(u, ui_rect(x, by, bw, bh), "✕", true)) {
        barracks_squad_remove(e, slot);
        changed(a);
        barracks_get(a)->view.toast[0] = '\0'; /* a note about the removed unit would be stale */
        return true;
    }
    return false;
}

static void squad_editor_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    barracks *b = barracks_get(a);
    barracks_view *v = &b->view;
    barracks_squad_editor *ed = &b->squad_ed;
    data_squad_entry *e = &ed->entry;
    barracks_ui_begin(u);
    ui *w = u; /* the same pass: the focus ring counts its widgets */

    const char *note = ed->index < 0 ? _("a new squad")
                       : ed->index < b->lib.n_squads && b->lib.squads[ed->index].builtin
                           ? _("ships with the game: saving makes your own copy")
                           : _("in your library");
    int bar = barracks_ui_header(w, _("Squad editor"), note);
    int pad = ui_px(w, 16), gap = ui_px(w, 8), bh = ui_px(w, 40), by = (bar - bh) / 2;
    int back_w = ui_px(w, 120), save_w = ui_px_text(w, 150);
    barracks_gauge g = barracks_squad_gauge(&e->squad);
    if (ui_button(w, ui_rect(a->w - pad - back_w, by, back_w, bh), _("Back"), true)) {
        if (ed->dirty && !v->confirm_leave) {
            v->confirm_leave = true;
            barracks_ui_say(a, true, "%s", _("Unsaved changes: Back again to drop them, or save them"));
        } else {
            leave(a);
        }
        return;
    }
    if (ui_button(w, ui_rect(a->w - pad - back_w - gap - save_w, by, save_w, bh), g.legal ? _("Save") : _("Save draft"),
                  true)) {
        save(a);
        return;
    }

    int status_h = ui_px(w, 44), top = bar + pad, bottom = a->h - status_h;
    int left_w = (a->w - 3 * pad) * 54 / 100;
    SDL_Rect left = { pad, top, left_w, bottom - top };
    SDL_Rect right = { 2 * pad + left_w, top, a->w - 3 * pad - left_w, bottom - top };
    ui_panel(w, left);
    ui_panel(w, right);

    /* Name, gauge, verdict. */
    int ip = ui_px(w, 14), x = left.x + ip, y = left.y + ip, iw = left.w - 2 * ip;
    /* TRANSLATORS: the label before the squad's name field. */
    int name_w = ui_text(w, x, y + ui_px(w, 11), _("Name"), ui_px(w, 16), true, barracks_ui_text_main, UI_LEFT);
    int fx = name_w + ui_px(w, 12) > ui_px(w, 70) ? name_w + ui_px(w, 12) : ui_px(w, 70);
    if (barracks_ui_text_field(w, ui_rect(x + fx, y, iw - fx, ui_px(w, 42)), BARRACKS_UI_FOCUS_SQUAD_NAME,
                               e->squad.name, sizeof e->squad.name,
                               _("Name the squad")) == BARRACKS_UI_FIELD_CHANGED)
        changed(a);
    y += ui_px(w, 54);
    char line[300], fitted[300];
    /* TRANSLATORS: the squad's rank points of the 30 allowed. */
    snprintf(line, sizeof line, _("%d / %d RP"), g.rank_points, ESC_SQUAD_BUDGET);
    ui_text(w, x, y, line, ui_px(w, 22), true,
            g.rank_points > ESC_SQUAD_BUDGET ? barracks_ui_bad : barracks_ui_text_main, UI_LEFT);
    if (g.left >= 0)
        /* TRANSLATORS: rank points the squad has left, then its units of the
         * six allowed. */
        snprintf(line, sizeof line, P_("%d left · %d of %d units", "%d left · %d of %d units", g.left), g.left,
                 g.units, ESC_SQUAD_MAX);
    else
        /* TRANSLATORS: rank points the squad is over its budget, then its units
         * of the six allowed. */
        snprintf(line, sizeof line, P_("%d over · %d of %d units", "%d over · %d of %d units", -g.left), -g.left,
                 g.units, ESC_SQUAD_MAX);
    /* TRANSLATORS: a chip in capitals: the squad can play, or it is a draft. */
    const char *tag = g.legal ? _("READY TO PLAY") : _("DRAFT");
    int tw = ui_text_width(w, tag, ui_px(w, 13), true) + ui_px(w, 16);
    {
        char fitted_line[300];
        int lx = x + ui_px(w, 150);
        barracks_ui_fit(w, line, ui_px(w, 15), false, x + iw - tw - ui_px(w, 8) - lx, fitted_line, sizeof fitted_line);
        ui_text(w, lx, y + ui_px(w, 7), fitted_line, ui_px(w, 15), false,
                g.left < 0 ? barracks_ui_bad : barracks_ui_text_dim, UI_LEFT);
    }
    if (w->draw) {
        SDL_Rect chip = { x + iw - tw, y + ui_px(w, 3), tw, ui_px(w, 24) };
        ui_fill(w, chip, g.legal ? ui_rgb(52, 128, 84) : ui_rgb(160, 52, 44));
        ui_text(w, chip.x + chip.w / 2, chip.y + ui_px(w, 4), tag, ui_px(w, 13), true, ui_rgb(255, 255, 255),
                UI_CENTER);
    }
    y += ui_px(w, 36);
    barracks_ui_gauge(w, ui_rect(x, y, iw, ui_px(w, 30)), &e->squad);
    y += ui_px(w, 40);
    if (g.legal)
        snprintf(line, sizeof line, "%s", _("Legal: it can be picked for a match."));
    else
        snprintf(line, sizeof line, _("Cannot play: %s"), g.reason);
    barracks_ui_fit(w, line, ui_px(w, 15), !g.legal, iw, fitted, sizeof fitted);
    ui_text(w, x, y, fitted, ui_px(w, 15), !g.legal, g.legal ? barracks_ui_good : barracks_ui_bad, UI_LEFT);
    y += ui_px(w, 28);

    /* The slots: six, or every unit of an imported draft that has more. */
    int slots = e->squad.n_units > ESC_SQUAD_MAX ? e->squad.n_units : ESC_SQUAD_MAX;
    int actions_h = ui_px(w, 40) + ip;
    int room = left.y + left.h - actions_h - ip - y;
    int row_h = ui_px(w, 58), row_gap = ui_px(w, 5);
    if (slots * (row_h + row_gap) > room)
        row_h = room / slots - row_gap;
    if (row_h < ui_px(w, 30))
        row_h = ui_px(w, 30);
    for (int s = 0; s < slots; s++) {
        SDL_Rect r = { x, y + s * (row_h + row_gap), iw, row_h };
        if (r.y + r.h > left.y + left.h - actions_h)
            break;
        if (slot_row(w, r, s))
            return;
    }
    /* Export and print under the slots. */
    int abw = (iw - gap) / 2, aby = left.y + left.h - ip - ui_px(w, 40);
    if (ui_button(w, ui_rect(x, aby, abw, ui_px(w, 40)), _("Export…"), true)) {
        barracks_open_path_dialog(a, BARRACKS_UI_FIELD_EXPORT_EDITOR);
        return;
    }
    if (ui_button(w, ui_rect(x + abw + gap, aby, abw, ui_px(w, 40)), _("Print cards"), e->squad.n_units > 0)) {
        print_squad_units(a);
        return;
    }

    /* The unit library to add from. */
    int rx = right.x + ip, rw = right.w - 2 * ip, ry = right.y + ip;
    bool can_add = barracks_squad_can_add(e);
    {
        /* Room left of "the squad is full", drawn at the right when it is. */
        int full_w = can_add ? 0 : ui_text_width(w, _("the squad is full"), ui_px(w, 13), false) + ui_px(w, 10);
        char fitted_head[160];
        barracks_ui_fit(w, _("Add from the unit library"), ui_px(w, 18), true, rw - full_w, fitted_head,
                        sizeof fitted_head);
        ui_text(w, rx, ry, fitted_head, ui_px(w, 18), true, barracks_ui_text_main, UI_LEFT);
    }
    ry += ui_px(w, 30);
    int sort_w = ui_px_text(w, 124), th = ui_px(w, 38);
    if (barracks_ui_text_field(w, ui_rect(rx, ry, rw - sort_w - gap, th), BARRACKS_UI_FOCUS_PICKER_SEARCH,
                               v->picker_search, sizeof v->picker_search,
                               _("Search name, rank, ability")) == BARRACKS_UI_FIELD_CHANGED)
        v->picker_scroll = 0;
    snprintf(line, sizeof line, "%s", barracks_sort_name(v->sort[DATA_LIBRARY_UNITS]));
    if (ui_button(w, ui_rect(rx + rw - sort_w, ry, sort_w, th), line, true))
        v->sort[DATA_LIBRARY_UNITS] = (barracks_sort)((v->sort[DATA_LIBRARY_UNITS] + 1) % BARRACKS_SORT_COUNT);
    ry += th + gap;
    int cap = b->lib.n_units > 0 ? b->lib.n_units : 1;
    int *list = malloc((size_t)cap * sizeof *list);
    int n = list ? barracks_list_units(&b->lib, v->picker_search, v->sort[DATA_LIBRARY_UNITS], list, cap) : 0;
    int prow = ui_px(w, 56), pgap = ui_px(w, 4), add_w = ui_px_text(w, 70);
    SDL_Rect area = { rx, ry, rw, right.y + right.h - ip - ry };
    int visible = area.h / (prow + pgap);
    barracks_ui_scroll(w, area, &v->picker_scroll, n, visible);
    int added = -1;
    for (int i = v->picker_scroll; i < n && i < v->picker_scroll + visible; i++) {
        const data_unit_entry *ue = &b->lib.units[list[i]];
        SDL_Rect r = { rx, ry + (i - v->picker_scroll) * (prow + pgap), rw - add_w - gap, prow };
        barracks_ui_unit_row(w, r, &ue->def, ue->portrait, false, ue->builtin);
        barracks_price pr = barracks_price_of(&ue->def);
        /* Units that would break the budget left: still allowed (a draft), marked. */
        bool over = pr.problem != ESC_UNIT_OK || pr.rank_points > g.left;
        if (over && can_add && w->draw)
            ui_frame(w, r, barracks_ui_warn, 1);
        SDL_Rect add = { rx + rw - add_w, r.y, add_w, prow };
        /* TRANSLATORS: a narrow button (~7 characters) that adds the unit to the squad. */
        if (ui_button(w, add, _("Add"), can_add))
            added = list[i];
    }
    if (n > visible && w->draw) {
        int off = area.h * v->picker_scroll / n, thumb = area.h * visible / n;
        ui_fill(w, ui_rect(right.x + right.w - ui_px(w, 6), area.y + off, ui_px(w, 3), thumb), ui_rgb(90, 100, 126));
    }
    if (n == 0)
        ui_text(w, rx, ry + ui_px(w, 8),
                b->lib.n_units ? _("Nothing matches the search.") : _("The unit library is empty."),
                ui_px(w, 15), false, barracks_ui_text_dim, UI_LEFT);
    free(list);
    if (added >= 0) {
        const data_unit_entry *ue = &b->lib.units[added];
        if (barracks_squad_add(e, ue)) {
            changed(a);
            barracks_gauge after = barracks_squad_gauge(&e->squad);
            if (after.legal)
                /* TRANSLATORS: a unit's name, then its slot letter (A to F). */
                barracks_ui_say(a, false, _("Added \"%s\" as unit %c"), e->squad.units[e->squad.n_units - 1].name,
                                'A' + (e->squad.n_units - 1) % 26);
            else
                /* TRANSLATORS: a unit's name, then why the squad cannot play now. */
                barracks_ui_say(a, true, _("Added \"%s\": %s"), e->squad.units[e->squad.n_units - 1].name,
                                after.reason);
        }
        return;
    }
    if (!can_add && w->draw)
        ui_text(w, rx + rw, right.y + ip + ui_px(w, 4), _("the squad is full"), ui_px(w, 13), false, barracks_ui_warn,
                UI_RIGHT);

    barracks_ui_toast(w, ui_rect(pad, bottom, a->w - 2 * pad, status_h));

    const ui_event *ev = w->ev;
    if (ev && ev->kind == UI_EV_KEY && !barracks_ui_event_used(w)) {
        if (ev->ctrl && ev->key == UI_KEY_S) {
            save(a);
            return;
        }
        if (ev->key == UI_KEY_ESCAPE) {
            if (v->focus != BARRACKS_UI_FOCUS_NONE)
                barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
            else if (ed->dirty && !v->confirm_leave) {
                v->confirm_leave = true;
                barracks_ui_say(a, true, "%s", _("Unsaved changes: Esc again to drop them, or Ctrl+S to save them"));
            } else
                leave(a);
            return;
        }
    }
}

const scene barracks_squad_editor_scene = {
    .name = "squad-editor",
    .help = "barracks",
    .event = squad_editor_run,
    .frame = squad_editor_run,
    .closing = barracks_squad_editor_closing, /* unsaved changes: asks before the app quits */
};

void barracks_open_squad_editor(app *a, const data_squad_entry *from, int index)
{
    barracks_squad_editor_open(barracks_get(a), from, index);
    barracks_get(a)->view.confirm_leave = false;
    barracks_get(a)->view.toast[0] = '\0';
    barracks_get(a)->view.picker_scroll = 0;
    if (!from)
        barracks_get(a)->view.picker_search[0] = '\0'; /* a new squad starts from the whole library */
    barracks_ui_focus(a, from ? BARRACKS_UI_FOCUS_NONE : BARRACKS_UI_FOCUS_SQUAD_NAME);
    /* A new squad's name is selected: typing replaces "New squad". */
    barracks_get(a)->view.field_selected = !from && barracks_get(a)->squad_ed.entry.squad.name[0] != '\0';
    app_scene_push(a, &barracks_squad_editor_scene, NULL);
}
