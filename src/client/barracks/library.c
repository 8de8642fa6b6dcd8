/*
 * The Barracks' hub: the libraries of squads and units (list, search, sort,
 * duplicate, rename, delete with undo, import, export, card sheets), and files
 * dropped on the window. It opens the screens above it: the editors (each opens
 * itself: unit_editor.c, squad_editor.c) and the import / export path dialog
 * (path_dialog.c, which also imports). What every screen shares is below them
 * all: the Barracks' state (service.c) and the widgets (widgets.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "barracks/barracks_scenes.h"
#include "barracks/widgets.h"
#include "board/view.h"
#include "skirmish/i18n.h"

/* ---- drops ---- */

bool barracks_owns_scene(const scene *s)
{
    return s == &barracks_library_scene || s == &barracks_unit_editor_scene || s == &barracks_squad_editor_scene ||
           s == &barracks_path_scene;
}

bool barracks_drop(app *a, const char *path)
{
    char format[64];
    if (!data_library_sniff(path, format, sizeof format) ||
        (strcmp(format, "skirmish-squad") != 0 && strcmp(format, "skirmish-unit") != 0))
        return false;
    barracks_import(a, path, true);
    barracks_view *v = &barracks_get(a)->view;
    if (barracks_owns_scene(app_scene_top(a)))
        return true; /* the message shows here; an editor keeps its unsaved work */
    if (a->depth <= 1) {
        /* From the menu: into the Barracks, where the file now is. */
        char keep[DATA_LIBRARY_MESSAGE_MAX];
        snprintf(keep, sizeof keep, "%s", v->toast);
        bool bad = v->toast_bad;
        barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
        app_scene_push(a, &barracks_library_scene, NULL);
        barracks_ui_say(a, bad, "%s", keep);
        return true;
    }
    /* Never away from a game or a screen in use: say it there and stay. */
    SDL_Log("%s", v->toast);
    app_notify(a, v->toast);
    return true;
}

static void print_squad(app *a, const data_squad_entry *e)
{
    int n = e->squad.n_units < ESC_SQUAD_CAPACITY ? e->squad.n_units : ESC_SQUAD_CAPACITY;
    data_unit_entry *units = calloc((size_t)(n > 0 ? n : 1), sizeof *units);
    if (!units) {
        barracks_ui_say(a, true, "%s", _("Out of memory"));
        return;
    }
    /* The cards show what the player sees: a shipped squad in their language. */
    for (int i = 0; i < n; i++) {
        barracks_squad_get_unit(e, i, &units[i]);
        if (e->builtin)
            barracks_localize_unit(&units[i].def);
    }
    barracks_print(a, barracks_display_name(e->squad.name, e->builtin), units, n);
    free(units);
}

static int list_entries(const barracks *b, data_library_kind kind, int **out);

/* The units the list shows (search and sort applied), one card each. */
static void print_listed_units(app *a)
{
    barracks *b = barracks_get(a);
    int *list;
    int n = list_entries(b, DATA_LIBRARY_UNITS, &list);
    data_unit_entry *units = calloc((size_t)(n > 0 ? n : 1), sizeof *units);
    if (units) {
        for (int i = 0; i < n; i++) {
            units[i] = b->lib.units[list[i]];
            if (units[i].builtin)
                barracks_localize_unit(&units[i].def);
        }
        char title[BARRACKS_SEARCH_MAX + 64];
        const char *q = b->view.search[DATA_LIBRARY_UNITS];
        if (q[0])
            /* TRANSLATORS: the title of a sheet of cards for the units a search
             * found; %s is the search. */
            snprintf(title, sizeof title, _("Units: %s"), q);
        else
            snprintf(title, sizeof title, "%s", _("Units"));
        barracks_print(a, title, units, n);
    }
    free(units);
    free(list);
}

/* ---- the hub ---- */

static int list_entries(const barracks *b, data_library_kind kind, int **out)
{
    int cap = kind == DATA_LIBRARY_UNITS ? b->lib.n_units : b->lib.n_squads;
    *out = malloc((size_t)(cap > 0 ? cap : 1) * sizeof **out);
    if (!*out)
        return 0;
    if (kind == DATA_LIBRARY_UNITS)
        return barracks_list_units(&b->lib, b->view.search[0], b->view.sort[0], *out, cap);
    return barracks_list_squads(&b->lib, b->view.search[1], b->view.sort[1], *out, cap);
}

static int position_of(const int *list, int n, int index)
{
    for (int i = 0; i < n; i++)
        if (list[i] == index)
            return i;
    return -1;
}

static void squad_row(ui *u, SDL_Rect r, const data_squad_entry *e, bool selected)
{
    if (!u->draw)
        return;
    bool hover = ui_hover(u, r);
    ui_fill(u, r, selected ? ui_rgb(44, 56, 86) : hover ? ui_rgb(34, 40, 58) : ui_rgb(27, 32, 46));
    if (selected)
        ui_fill(u, ui_rect(r.x, r.y, ui_px(u, 4), r.h), barracks_ui_gold);
    int pad = ui_px(u, 10), x = r.x + pad + ui_px(u, 4);
    barracks_gauge g = barracks_squad_gauge(&e->squad);
    char fitted[300], line[300];
    /* Right: the units' tokens, up to six. */
    int token = ui_px(u, 30), shown = e->squad.n_units < ESC_SQUAD_MAX ? e->squad.n_units : ESC_SQUAD_MAX;
    int tx = r.x + r.w - pad - shown * (token + ui_px(u, 2));
    /* The pictures the battle will show (a chosen one, else the role's, else
     * one no other unit of the squad has). */
    int portraits[ESC_SQUAD_MAX];
    assets_squad_portraits(&e->squad, portraits, ESC_SQUAD_MAX);
    for (int i = 0; i < shown; i++)
        board_draw_unit_token(u, ui_rect(tx + i * (token + ui_px(u, 2)), r.y + (r.h - token) / 2, token, token), 0,
                              portraits[i], 1.0f, false, false);
    int text_w = tx - pad - x;
    const char *tag = e->builtin ? _("built-in") : "";
    int tag_w = e->builtin ? ui_text_width(u, tag, ui_px(u, 12), false) + ui_px(u, 8) : 0;
    bool cut = barracks_ui_fit(u, barracks_display_name(e->squad.name, e->builtin), ui_px(u, 17), true, text_w - tag_w,
                               fitted, sizeof fitted);
    int name_w = ui_text(u, x, r.y + ui_px(u, 7), fitted, ui_px(u, 17), true, barracks_ui_text_main, UI_LEFT);
    if (e->builtin)
        ui_text(u, x + name_w + ui_px(u, 8), r.y + ui_px(u, 10), tag, ui_px(u, 12), false, barracks_ui_text_faint,
                UI_LEFT);
    if (g.legal)
        /* TRANSLATORS: a squad's units, then its rank points of the 30 allowed. */
        snprintf(line, sizeof line, P_("%d unit · %d of %d RP", "%d units · %d of %d RP", g.units), g.units,
                 g.rank_points, ESC_SQUAD_BUDGET);
    else
        /* TRANSLATORS: a squad that cannot play yet; %s says why. */
        snprintf(line, sizeof line, _("DRAFT · %s"), g.reason);
    cut |= barracks_ui_fit(u, line, ui_px(u, 13), !g.legal, text_w, fitted, sizeof fitted);
    ui_text(u, x, r.y + r.h - ui_px(u, 24), fitted, ui_px(u, 13), !g.legal,
            g.legal ? barracks_ui_text_dim : barracks_ui_bad, UI_LEFT);
    if (cut) {
        /* A row cut short: its whole text under the pointer. */
        char whole[400];
        snprintf(whole, sizeof whole, "%s · %s", barracks_display_name(e->squad.name, e->builtin), line);
        ui_tooltip(u, r, whole);
    }
}

static void stat_tiles(ui *u, int x, int y, int w, const esc_unit_def *d)
{
    int values[4] = { d->health, d->range, d->power, d->move };
    int gap = ui_px(u, 6), tw = (w - 3 * gap) / 4, th = ui_px(u, 54);
    for (int i = 0; i < 4; i++) {
        SDL_Rect t = { x + i * (tw + gap), y, tw, th };
        ui_fill(u, t, ui_rgb(30, 36, 52));
        ui_text(u, t.x + t.w / 2, t.y + ui_px(u, 5),
                barracks_ui_stat_label(u, (barracks_stat)i, ui_px(u, 12), false, t.w - ui_px(u, 6)), ui_px(u, 12),
                false, barracks_ui_text_dim, UI_CENTER);
        char v[16];
        snprintf(v, sizeof v, "%d", values[i]);
        ui_text(u, t.x + t.w / 2, t.y + ui_px(u, 20), v, ui_px(u, 24), true, barracks_ui_text_main, UI_CENTER);
        ui_tooltip(u, t, barracks_stat_words((barracks_stat)i)); /* the stat in words */
    }
}

static const char *file_note(const char *path, bool builtin, char *out, size_t size)
{
    if (builtin) {
        snprintf(out, size, "%s", _("Shipped with the game: edit or duplicate it to make your own"));
        return out;
    }
    const char *slash = strrchr(path, '/');
    /* TRANSLATORS: %s is the entry's file name. */
    snprintf(out, size, _("Your library: %.250s"), slash ? slash + 1 : path);
    return out;
}

/* The name line, or the rename field while renaming. Returns true when the
 * rename field is up (so the name is not drawn). */
static bool rename_field(ui *u, SDL_Rect r, data_library_kind kind, int index)
{
    app *a = u->app;
    barracks_view *v = &barracks_get(a)->view;
    if (v->focus != BARRACKS_UI_FOCUS_RENAME)
        return false;
    barracks_ui_field_result res =
        /* TRANSLATORS: the hint in an empty rename field. */
        barracks_ui_text_field(u, r, BARRACKS_UI_FOCUS_RENAME, v->field, ESC_NAME_MAX, _("name"));
    if (res == BARRACKS_UI_FIELD_SUBMIT) {
        data_error err;
        if (barracks_rename(barracks_get(a), kind, index, v->field, &err)) {
            barracks_ui_say(a, false, _("Renamed to \"%s\""), v->field);
            barracks_library_changed(a);
        } else {
            barracks_ui_say(a, true, _("Cannot rename: %s"), err.message);
        }
        barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
    }
    return true;
}

static void start_rename(app *a, const char *name)
{
    snprintf(barracks_get(a)->view.field, sizeof barracks_get(a)->view.field, "%s", name);
    barracks_ui_focus(a, BARRACKS_UI_FOCUS_RENAME);
}

static void delete_entry(app *a, data_library_kind kind, int index)
{
    data_error err;
    char name[ESC_NAME_MAX];
    snprintf(name, sizeof name, "%s",
             kind == DATA_LIBRARY_UNITS ? barracks_get(a)->lib.units[index].def.name
                                        : barracks_get(a)->lib.squads[index].squad.name);
    if (barracks_delete(barracks_get(a), kind, index, &err)) {
        /* TRANSLATORS: Ctrl+Z is the key that undoes the deletion. */
        barracks_ui_say(a, false, _("Deleted \"%s\" · Ctrl+Z brings it back"), name);
        barracks_get(a)->view.selected[kind] = -1;
        barracks_library_changed(a);
    } else {
        barracks_ui_say(a, true, _("Cannot delete: %s"), err.message);
    }
}

static void undo_delete(app *a)
{
    data_error err;
    data_library_kind kind;
    int at = barracks_undo(barracks_get(a), &kind, &err);
    if (at < 0) {
        barracks_ui_say(a, true, _("Cannot undo: %s"), err.message);
        return;
    }
    barracks_select(a, kind, at);
    barracks_ui_say(a, false, _("Restored \"%s\""),
                    kind == DATA_LIBRARY_UNITS ? barracks_get(a)->lib.units[at].def.name
                                               : barracks_get(a)->lib.squads[at].squad.name);
    barracks_library_changed(a);
}

static void duplicate_entry(app *a, data_library_kind kind, int index)
{
    data_error err;
    int at = barracks_duplicate(barracks_get(a), kind, index, &err);
    if (at < 0) {
        barracks_ui_say(a, true, _("Cannot duplicate: %s"), err.message);
        return;
    }
    barracks_select(a, kind, at);
    /* TRANSLATORS: after Duplicate; %s is the copy's name. */
    barracks_ui_say(a, false, _("Made \"%s\""),
                    kind == DATA_LIBRARY_UNITS ? barracks_get(a)->lib.units[at].def.name
                                               : barracks_get(a)->lib.squads[at].squad.name);
    barracks_library_changed(a);
}

/* A button's width: `normal`, or what its label needs at the smallest size
 * ui_button draws it. */
static int button_width(ui *u, const char *label, int normal)
{
    int px = ui_px(u, 15), small = px - (px * 2 + 9) / 10;
    int need = ui_text_width(u, label, small, true) + 12;
    return need > normal ? need : normal;
}

/* Buttons under the details: two per row. Returns the index of the clicked one. */
static int action_grid(ui *u, SDL_Rect area, const char *const *labels, const bool *enabled, int n)
{
    int gap = ui_px(u, 8), bh = ui_px(u, 38), bw = (area.w - gap) / 2;
    int rows = (n + 1) / 2, y = area.y + area.h - rows * bh - (rows - 1) * gap;
    int hit = -1;
    for (int i = 0; i < n; i++) {
        SDL_Rect r = { area.x + (i % 2) * (bw + gap), y + (i / 2) * (bh + gap), bw, bh };
        if (ui_button(u, r, labels[i], enabled[i]))
            hit = i;
    }
    return hit;
}

static int unit_details(ui *u, SDL_Rect p, int index)
{
    app *a = u->app;
    const data_unit_entry *e = &barracks_get(a)->lib.units[index];
    const esc_unit_def *d = &e->def;
    int pad = ui_px(u, 16), x = p.x + pad, w = p.w - 2 * pad, y = p.y + pad;
    int token = ui_px(u, 92);
    board_draw_unit_token(u, ui_rect(x, y, token, token), 0, barracks_ui_portrait(d, e->portrait), 1.0f, false, false);
    int tx = x + token + ui_px(u, 14), tw = x + w - tx;
    char line[300], fitted[300];
    if (!rename_field(u, ui_rect(tx, y + ui_px(u, 2), tw, ui_px(u, 38)), DATA_LIBRARY_UNITS, index)) {
        barracks_ui_fit(u, barracks_display_name(d->name, e->builtin), ui_px(u, 24), true, tw, fitted, sizeof fitted);
        ui_text(u, tx, y + ui_px(u, 4), fitted, ui_px(u, 24), true, barracks_ui_text_main, UI_LEFT);
    }
    barracks_price pr = barracks_price_of(d);
    int by = y + ui_px(u, 46);
    if (pr.problem == ESC_UNIT_OK) {
        int bw = barracks_ui_rank_badge(u, tx, by, pr.rank, ui_px(u, 14));
        snprintf(line, sizeof line, P_("%d RP · cost %lld", "%d RP · cost %lld", pr.rank_points), pr.rank_points,
                 pr.cost);
        barracks_ui_fit(u, line, ui_px(u, 17), true, tw - bw - ui_px(u, 10), fitted, sizeof fitted);
        ui_text(u, tx + bw + ui_px(u, 10), by + ui_px(u, 1), fitted, ui_px(u, 17), true, barracks_ui_text_main,
                UI_LEFT);
        char words[1024];
        barracks_price_words(words, sizeof words);
        ui_tooltip(u, ui_rect(tx, by, tw, ui_px(u, 22)), words); /* what RP and cost are */
    } else {
        ui_text(u, tx, by, _("cannot play"), ui_px(u, 17), true, barracks_ui_bad, UI_LEFT);
    }
    file_note(e->path, e->builtin, line, sizeof line);
    int below = y + token + ui_px(u, 14); /* where the stat tiles start */
    if (ui_text_width(u, line, ui_px(u, 12), false) <= tw) {
        ui_text(u, tx, y + ui_px(u, 76), line, ui_px(u, 12), false, barracks_ui_text_faint, UI_LEFT);
    } else if (e->builtin) {
        /* A longer language: on two lines or more, no word cut ("pour crée…"),
         * the stat tiles moved down under it when it runs past the portrait. */
        int used = ui_text_wrapped(u, ui_rect(tx, y + ui_px(u, 70), tw, 0), line, ui_px(u, 12), barracks_ui_text_faint);
        if (y + ui_px(u, 70) + used + ui_px(u, 6) > below)
            below = y + ui_px(u, 70) + used + ui_px(u, 6);
    } else {
        /* A long file name: cut, whole in the tooltip. */
        barracks_ui_fit(u, line, ui_px(u, 12), false, tw, fitted, sizeof fitted);
        ui_text(u, tx, y + ui_px(u, 76), fitted, ui_px(u, 12), false, barracks_ui_text_faint, UI_LEFT);
        ui_tooltip(u, ui_rect(tx, y + ui_px(u, 76), tw, ui_px(u, 16)), line);
    }
    y = below;
    stat_tiles(u, x, y, w, d);
    y += ui_px(u, 66);
    char advice[200];
    barracks_advice adv = barracks_unit_advice(d, ESC_SQUAD_BUDGET, advice, sizeof advice);
    if (adv != BARRACKS_ADVICE_NONE) {
        if (barracks_ui_fit(u, advice, ui_px(u, 14), false, w, fitted, sizeof fitted))
            ui_tooltip(u, ui_rect(x, y, w, ui_px(u, 20)), advice);
        ui_text(u, x, y, fitted, ui_px(u, 14), false,
                adv == BARRACKS_ADVICE_WARNING ? barracks_ui_warn : barracks_ui_text_dim, UI_LEFT);
        y += ui_px(u, 26);
    }
    if (d->n_abilities == 0)
        ui_text_wrapped(u, ui_rect(x, y, w, 0), _("No abilities: it moves and attacks."), ui_px(u, 14),
                        barracks_ui_text_dim);
    for (int k = 0; k < d->n_abilities && k < ESC_UNIT_ABILITY_CAPACITY; k++) {
        const esc_ability_info *info = esc_ability_get((esc_ability)d->abilities[k]);
        if (!info)
            continue;
        /* TRANSLATORS: an ability's name and its cost. */
        snprintf(line, sizeof line, _("%s  (cost %d)"), _(info->name), info->cost);
        ui_text(u, x, y, line, ui_px(u, 16), true, barracks_ui_gold, UI_LEFT);
        y += ui_px(u, 22);
        y += ui_text_wrapped(u, ui_rect(x + ui_px(u, 4), y, w - ui_px(u, 4), 0), _(info->text), ui_px(u, 14),
                             barracks_ui_text_dim) +
             ui_px(u, 6);
    }
    return y;
}

static int squad_details(ui *u, SDL_Rect p, int index)
{
    app *a = u->app;
    const data_squad_entry *e = &barracks_get(a)->lib.squads[index];
    int pad = ui_px(u, 16), x = p.x + pad, w = p.w - 2 * pad, y = p.y + pad;
    char line[300], fitted[300];
    barracks_gauge g = barracks_squad_gauge(&e->squad);
    if (!rename_field(u, ui_rect(x, y, w, ui_px(u, 38)), DATA_LIBRARY_SQUADS, index)) {
        /* TRANSLATORS: a chip by a squad's name, in capitals: it can play, or it
         * is a draft that cannot. */
        const char *tag = g.legal ? _("READY") : _("DRAFT");
        int tw = ui_text_width(u, tag, ui_px(u, 13), true) + ui_px(u, 14);
        int name_room = w - (tw + ui_px(u, 10) > ui_px(u, 90) ? tw + ui_px(u, 10) : ui_px(u, 90));
        barracks_ui_fit(u, barracks_display_name(e->squad.name, e->builtin), ui_px(u, 24), true, name_room, fitted,
                        sizeof fitted);
        ui_text(u, x, y + ui_px(u, 2), fitted, ui_px(u, 24), true, barracks_ui_text_main, UI_LEFT);
        SDL_Rect chip = { x + w - tw, y + ui_px(u, 6), tw, ui_px(u, 22) };
        if (u->draw) {
            ui_fill(u, chip, g.legal ? ui_rgb(52, 128, 84) : ui_rgb(160, 52, 44));
            ui_text(u, chip.x + chip.w / 2, chip.y + ui_px(u, 3), tag, ui_px(u, 13), true, ui_rgb(255, 255, 255),
                    UI_CENTER);
        }
    }
    y += ui_px(u, 44);
    file_note(e->path, e->builtin, line, sizeof line);
    if (barracks_ui_fit(u, line, ui_px(u, 12), false, w, fitted, sizeof fitted))
        ui_tooltip(u, ui_rect(x, y, w, ui_px(u, 16)), line);
    ui_text(u, x, y, fitted, ui_px(u, 12), false, barracks_ui_text_faint, UI_LEFT);
    y += ui_px(u, 24);
    barracks_ui_gauge(u, ui_rect(x, y, w, ui_px(u, 26)), &e->squad);
    y += ui_px(u, 34);
    if (g.legal)
        /* TRANSLATORS: a squad's rank points of the 30 allowed, then its units. */
        snprintf(line, sizeof line,
                 P_("%d of %d rank points · %d unit · ready to play",
                    "%d of %d rank points · %d units · ready to play", g.units),
                 g.rank_points, ESC_SQUAD_BUDGET, g.units);
    else
        snprintf(line, sizeof line, _("Cannot play: %s"), g.reason);
    if (barracks_ui_fit(u, line, ui_px(u, 14), !g.legal, w, fitted, sizeof fitted))
        ui_tooltip(u, ui_rect(x, y, w, ui_px(u, 20)), line);
    ui_text(u, x, y, fitted, ui_px(u, 14), !g.legal, g.legal ? barracks_ui_good : barracks_ui_bad, UI_LEFT);
    y += ui_px(u, 28);
    int token = ui_px(u, 40);
    int portraits[ESC_SQUAD_CAPACITY];
    assets_squad_portraits(&e->squad, portraits, ESC_SQUAD_CAPACITY); /* as in the battle */
    for (int i = 0; i < e->squad.n_units && i < ESC_SQUAD_CAPACITY; i++) {
        if (y + token > p.y + p.h - ui_px(u, 150)) {
            snprintf(line, sizeof line, P_("and %d more", "and %d more", e->squad.n_units - i), e->squad.n_units - i);
            ui_text(u, x, y, line, ui_px(u, 13), false, barracks_ui_text_dim, UI_LEFT);
            break;
        }
        const esc_unit_def *d = &e->squad.units[i];
        board_draw_unit_token(u, ui_rect(x, y, token, token), 0, portraits[i], 1.0f, false, false);
        barracks_price pr = barracks_price_of(d);
        snprintf(line, sizeof line, "%c  %s", 'A' + (i % 26), barracks_display_name(d->name, e->builtin));
        barracks_ui_fit(u, line, ui_px(u, 15), true, w - token - ui_px(u, 80), fitted, sizeof fitted);
        ui_text(u, x + token + ui_px(u, 10), y + ui_px(u, 2), fitted, ui_px(u, 15), true, barracks_ui_text_main,
                UI_LEFT);
        char abil[160] = "";
        size_t n = 0;
        for (int k = 0; k < d->n_abilities && k < ESC_UNIT_ABILITY_CAPACITY; k++) {
            const esc_ability_info *info = esc_ability_get((esc_ability)d->abilities[k]);
            if (info && n < sizeof abil)
                n += (size_t)snprintf(abil + n, sizeof abil - n, "%s%s", k ? _(", ") : " · ", _(info->name));
        }
        char stats[64];
        barracks_ui_stat_line(d, stats, sizeof stats);
        snprintf(line, sizeof line, "%s · %s%s", pr.problem == ESC_UNIT_OK ? _(esc_rank_name(pr.rank)) : _("illegal"),
                 stats, abil);
        barracks_ui_fit(u, line, ui_px(u, 12), false, w - token - ui_px(u, 80), fitted, sizeof fitted);
        ui_text(u, x + token + ui_px(u, 10), y + ui_px(u, 21), fitted, ui_px(u, 12), false, barracks_ui_text_dim,
                UI_LEFT);
        snprintf(line, sizeof line, P_("%d RP", "%d RP", pr.rank_points), pr.rank_points);
        ui_text(u, x + w, y + ui_px(u, 10), line, ui_px(u, 15), true, barracks_ui_rank_colour(pr.rank), UI_RIGHT);
        /* the stats and rank points in words (shared: shell/ui.h) */
        ui_unit_stats(d->health, d->range, d->power, d->move, pr.rank_points,
                      pr.problem == ESC_UNIT_OK ? _(esc_rank_name(pr.rank)) : _("illegal"), NULL, 0, line, sizeof line);
        char tip[700], brief[300];
        barracks_price_brief(brief, sizeof brief);
        snprintf(tip, sizeof tip, "%s. %s", line, brief);
        ui_tooltip(u, ui_rect(x, y, w, token), tip);
        y += token + ui_px(u, 6);
    }
    return y;
}

static void library_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    barracks *b = barracks_get(a);
    barracks_view *v = &b->view;
    barracks_ui_begin(u);
    ui *w = u; /* the same pass: the focus ring counts its widgets */
    data_library_kind tab = v->tab;

    /* TRANSLATORS: the screen's title, where squads and units are built. */
    const char *title = _("Barracks");
    int bar = barracks_ui_header(w, title, "");
    int pad = ui_px(w, 16), gap = ui_px(w, 8);
    char label[96];
    /* Tabs in the header, Back at its right. */
    int tab_w = ui_px(w, 170), tab_h = ui_px(w, 40), tab_y = (bar - tab_h) / 2;
    int tab_x = ui_px(w, 20) + ui_text_width(w, title, ui_px(w, 26), true) + ui_px(w, 28);
    /* TRANSLATORS: a tab; %d is how many squads the library holds. */
    snprintf(label, sizeof label, _("Squads (%d)"), b->lib.n_squads);
    if (barracks_ui_tab(w, ui_rect(tab_x, tab_y, tab_w, tab_h), label, tab == DATA_LIBRARY_SQUADS) &&
        tab != DATA_LIBRARY_SQUADS) {
        v->tab = DATA_LIBRARY_SQUADS;
        barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
        return;
    }
    /* TRANSLATORS: a tab; %d is how many units the library holds. */
    snprintf(label, sizeof label, _("Units (%d)"), b->lib.n_units);
    if (barracks_ui_tab(w, ui_rect(tab_x + tab_w + gap, tab_y, tab_w, tab_h), label, tab == DATA_LIBRARY_UNITS) &&
        tab != DATA_LIBRARY_UNITS) {
        v->tab = DATA_LIBRARY_UNITS;
        barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
        return;
    }
    int back_w = ui_px(w, 150);
    if (ui_button(w, ui_rect(a->w - pad - back_w, tab_y, back_w, tab_h), _("Main menu"), true)) {
        barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
        app_scene_pop(a, NULL);
        return;
    }

    /* Layout: list on the left, details on the right, a status line below. */
    int status_h = ui_px(w, 52);
    int top = bar + pad, bottom = a->h - status_h;
    int left_w = (a->w - 3 * pad) * 57 / 100;
    SDL_Rect left = { pad, top, left_w, bottom - top };
    SDL_Rect right = { 2 * pad + left_w, top, a->w - 3 * pad - left_w, bottom - top };
    ui_panel(w, left);
    ui_panel(w, right);

    /* Toolbar: search, sort, new, import. */
    int ip = ui_px(w, 12), th = ui_px(w, 40);
    int x = left.x + ip, y = left.y + ip, inner_w = left.w - 2 * ip;
    /* The buttons widen for a longer language's labels; the search field gives
     * up the room. */
    snprintf(label, sizeof label, "%s", barracks_sort_name(v->sort[tab]));
    const char *new_label = tab == DATA_LIBRARY_UNITS ? _("New unit") : _("New squad");
    int sort_w = button_width(w, label, ui_px(w, 128)), new_w = button_width(w, new_label, ui_px(w, 124));
    int imp_w = button_width(w, _("Import…"), ui_px(w, 112));
    int search_w = inner_w - sort_w - new_w - imp_w - 3 * gap;
    const char *hint = tab == DATA_LIBRARY_UNITS ? _("Search name, rank, ability") : _("Search squads, units");
    if (ui_text_width(w, hint, ui_px(w, 16), false) > search_w - 2 * ui_px(w, 10))
        /* TRANSLATORS: the search field's placeholder where the longer one does
         * not fit (a small window): short, ~10 characters. */
        hint = _("Search…");
    barracks_ui_field_result sr = barracks_ui_text_field(w, ui_rect(x, y, search_w, th), BARRACKS_UI_FOCUS_SEARCH,
                                                         v->search[tab], sizeof v->search[tab], hint);
    if (sr == BARRACKS_UI_FIELD_CHANGED)
        v->scroll[tab] = 0;
    if (ui_button(w, ui_rect(x + search_w + gap, y, sort_w, th), label, true))
        v->sort[tab] = (barracks_sort)((v->sort[tab] + 1) % BARRACKS_SORT_COUNT);
    bool make_new = ui_button(w, ui_rect(x + search_w + sort_w + 2 * gap, y, new_w, th),
                              new_label, true);
    /* TRANSLATORS: a button (at most ~11 characters) that opens the file dialog. */
    if (ui_button(w, ui_rect(x + search_w + sort_w + new_w + 3 * gap, y, imp_w, th), _("Import…"), true)) {
        barracks_open_path_dialog(a, BARRACKS_UI_FIELD_IMPORT);
        return;
    }
    y += th + gap;

    /* What loading had to say (damaged files set aside), until dismissed: whole,
     * so that the player reads where each file went. */
    if (b->lib.n_messages > 0) {
        int shown = b->lib.n_messages < 3 ? b->lib.n_messages : 3, dw = ui_px(w, 70), mpx = ui_px(w, 13);
        SDL_Rect text_box = { x + ui_px(w, 10), y + ui_px(w, 8), inner_w - dw - ui_px(w, 30), 0 };
        ui measure = *w;
        measure.draw = false;
        int th_total = 0;
        for (int i = 0; i < shown; i++)
            th_total += ui_text_wrapped(&measure, text_box, b->lib.messages[i], mpx, barracks_ui_warn) + ui_px(w, 4);
        char more[64] = "";
        int extra = b->lib.n_messages - shown + b->lib.n_messages_lost;
        if (extra > 0) {
            snprintf(more, sizeof more, P_("and %d more", "and %d more", extra), extra);
            th_total += mpx * 4 / 3;
        }
        SDL_Rect m = { x, y, inner_w, th_total + ui_px(w, 14) };
        ui_fill(w, m, ui_rgb(64, 44, 30));
        ui_frame(w, m, barracks_ui_warn, 1);
        int ty = text_box.y;
        for (int i = 0; i < shown; i++) {
            text_box.y = ty;
            ty += ui_text_wrapped(w, text_box, b->lib.messages[i], mpx, barracks_ui_warn) + ui_px(w, 4);
        }
        if (more[0])
            ui_text(w, text_box.x, ty, more, mpx, false, barracks_ui_warn, UI_LEFT);
        if (ui_button(w, ui_rect(m.x + m.w - dw - ui_px(w, 8), m.y + ui_px(w, 8), dw, ui_px(w, 30)), _("OK"), true)) {
            b->lib.n_messages = 0;
            b->lib.n_messages_lost = 0;
        }
        y += m.h + gap;
    }

    /* The list. */
    int *list;
    int n = list_entries(b, tab, &list);
    int row_h = ui_px(w, 62), row_gap = ui_px(w, 4);
    SDL_Rect area = { x, y, inner_w, left.y + left.h - ip - y };
    int visible = area.h / (row_h + row_gap);
    int *sel = &v->selected[tab];
    int n_all = tab == DATA_LIBRARY_UNITS ? b->lib.n_units : b->lib.n_squads;
    if (*sel >= n_all)
        *sel = -1;
    int pos = position_of(list, n, *sel);
    if (pos < 0 && n > 0) {
        *sel = list[0];
        pos = 0;
    }
    barracks_ui_scroll(w, area, &v->scroll[tab], n, visible);
    if (n == 0) {
        const char *empty = v->search[tab][0] ? _("Nothing matches the search.")
                            : tab == DATA_LIBRARY_UNITS
                                ? _("No units yet: make one with New unit.")
                                : _("No squads yet: make one with New squad, or drop a squad file on the window.");
        ui_text_wrapped(w, ui_rect(area.x + ui_px(w, 8), area.y + ui_px(w, 12), area.w - ui_px(w, 16), 0), empty,
                        ui_px(w, 15), barracks_ui_text_dim);
    }
    for (int i = v->scroll[tab]; i < n && i < v->scroll[tab] + visible; i++) {
        SDL_Rect r = { area.x, area.y + (i - v->scroll[tab]) * (row_h + row_gap), area.w, row_h };
        int index = list[i];
        if (tab == DATA_LIBRARY_UNITS)
            barracks_ui_unit_row(w, r, &b->lib.units[index].def, b->lib.units[index].portrait, index == *sel,
                                 b->lib.units[index].builtin);
        else
            squad_row(w, r, &b->lib.squads[index], index == *sel);
        const ui_event *ev = w->ev;
        if (ev && ev->kind == UI_EV_MOUSE_DOWN && ev->button == UI_BUTTON_LEFT && ev->x >= r.x && ev->x < r.x + r.w &&
            ev->y >= r.y && ev->y < r.y + r.h) {
            if (*sel != index && v->focus == BARRACKS_UI_FOCUS_RENAME)
                barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
            *sel = index;
            pos = i;
        }
    }
    if (n > visible && w->draw) {
        /* A scroll bar, so a long library shows it goes on. */
        int track = area.h, thumb = track * visible / n, off = track * v->scroll[tab] / n;
        ui_fill(w, ui_rect(left.x + left.w - ui_px(w, 6), area.y + off, ui_px(w, 3), thumb), ui_rgb(90, 100, 126));
    }

    /* Details and actions of the selected entry. */
    int chosen = *sel;
    int act = -1;
    if (chosen >= 0) {
        bool builtin;
        if (tab == DATA_LIBRARY_UNITS) {
            unit_details(w, right, chosen);
            builtin = b->lib.units[chosen].builtin;
            /* TRANSLATORS: buttons, two to a row (at most ~14 characters). */
            const char *const labels[] = { _("Edit"), _("Duplicate"), _("Rename"), _("Delete"), _("Export…"),
                                           _("Print listed") };
            bool enabled[] = { true, true, !builtin, !builtin, true, n > 0 };
            act = action_grid(w, ui_rect(right.x + pad, right.y, right.w - 2 * pad, right.h - pad), labels, enabled, 6);
        } else {
            squad_details(w, right, chosen);
            builtin = b->lib.squads[chosen].builtin;
            const char *const labels[] = { _("Edit"), _("Duplicate"), _("Rename"), _("Delete"), _("Export…"),
                                           _("Print cards") };
            bool enabled[] = { true, true, !builtin, !builtin, true, b->lib.squads[chosen].squad.n_units > 0 };
            act = action_grid(w, ui_rect(right.x + pad, right.y, right.w - 2 * pad, right.h - pad), labels, enabled, 6);
        }
    } else {
        ui_text_wrapped(w, ui_rect(right.x + pad, right.y + pad, right.w - 2 * pad, 0),
                        tab == DATA_LIBRARY_UNITS
                            ? _("Units are the pieces you build squads from. Pick one on the left, or make a new one.")
                            : _("A squad is 1 to 6 units within 30 rank points. Pick one on the left, or make a new "
                                "one."),
                        ui_px(w, 15), barracks_ui_text_dim);
    }

    /* Status line: the last message, and undo. */
    SDL_Rect status = { pad, bottom, a->w - 2 * pad, status_h };
    data_library_kind undo_kind;
    const char *undo_name = barracks_undo_name(b, &undo_kind);
    int undo_w = ui_px(w, 300);
    if (undo_name) {
        char fitted[80];
        /* TRANSLATORS: a button that restores the last entry deleted. */
        snprintf(label, sizeof label, _("Undo delete \"%s\""), undo_name);
        barracks_ui_fit(w, label, ui_px(w, 15), true, undo_w - ui_px(w, 16), fitted, sizeof fitted);
        if (ui_button(w, ui_rect(status.x + status.w - undo_w, status.y + ui_px(w, 8), undo_w, status_h - ui_px(w, 16)),
                      fitted, true)) {
            free(list);
            undo_delete(a);
            return;
        }
    }
    barracks_ui_toast(w, ui_rect(status.x, status.y, status.w - undo_w - pad, status_h));

    /* Keys, unless a text field took them. */
    const ui_event *ev = w->ev;
    bool keys = ev && ev->kind == UI_EV_KEY && !barracks_ui_event_used(w);
    bool ctrl = keys && ev->ctrl;
    if (keys && ev->key == UI_KEY_Z && ctrl && undo_name) {
        free(list);
        undo_delete(a);
        return;
    }
    if (keys && (ev->key == UI_KEY_UP || ev->key == UI_KEY_DOWN) && n > 0) {
        pos = pos < 0 ? 0 : pos + (ev->key == UI_KEY_UP ? -1 : 1);
        pos = pos < 0 ? 0 : pos >= n ? n - 1 : pos;
        *sel = list[pos];
        if (pos < v->scroll[tab])
            v->scroll[tab] = pos;
        if (pos >= v->scroll[tab] + visible)
            v->scroll[tab] = pos - visible + 1;
    }
    if (keys && ev->key == UI_KEY_TAB) {
        v->tab = tab == DATA_LIBRARY_UNITS ? DATA_LIBRARY_SQUADS : DATA_LIBRARY_UNITS;
        barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
    }
    if (keys && chosen >= 0) {
        if (ev->key == UI_KEY_ENTER)
            act = 0;
        else if (ev->key == UI_KEY_D && ctrl)
            act = 1;
        else if (ev->key == UI_KEY_F2)
            act = 2;
        else if (ev->key == UI_KEY_DELETE)
            act = 3;
    }
    if (keys && ev->key == UI_KEY_N && !ctrl)
        make_new = true;
    if (keys && ev->key == UI_KEY_ESCAPE) {
        free(list);
        app_scene_pop(a, NULL);
        return;
    }
    free(list);

    if (make_new) {
        if (tab == DATA_LIBRARY_UNITS)
            barracks_open_unit_editor(a, NULL, BARRACKS_TARGET_LIBRARY, -1);
        else
            barracks_open_squad_editor(a, NULL, -1);
        return;
    }
    if (act >= 0 && chosen >= 0) {
        bool builtin = tab == DATA_LIBRARY_UNITS ? b->lib.units[chosen].builtin : b->lib.squads[chosen].builtin;
        switch (act) {
        case 0:
            if (tab == DATA_LIBRARY_UNITS)
                barracks_open_unit_editor(a, &b->lib.units[chosen], BARRACKS_TARGET_LIBRARY, chosen);
            else
                barracks_open_squad_editor(a, &b->lib.squads[chosen], chosen);
            return;
        case 1: duplicate_entry(a, tab, chosen); return;
        case 2:
            if (!builtin)
                start_rename(a, tab == DATA_LIBRARY_UNITS ? b->lib.units[chosen].def.name
                                                          : b->lib.squads[chosen].squad.name);
            return;
        case 3:
            if (!builtin)
                delete_entry(a, tab, chosen);
            return;
        case 4: barracks_open_path_dialog(a, BARRACKS_UI_FIELD_EXPORT); return;
        case 5:
            if (tab == DATA_LIBRARY_UNITS)
                print_listed_units(a);
            else
                print_squad(a, &b->lib.squads[chosen]);
            return;
        default: break;
        }
    }
}

const scene barracks_library_scene = {
    .name = "barracks",
    .help = "barracks",
    .own_tab = true, /* Tab moves among its own things */
    .event = library_run,
    .frame = library_run,
};
