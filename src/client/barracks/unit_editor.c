/*
 * The unit editor: name, the four stats with their "+1" price hints, the twelve
 * abilities with their rules, the portrait, a random unit of a chosen rank, and
 * the live cost, rank and rank points, all from barracks.c and the core.
 *
 * Keys: Tab / Shift+Tab move between the name and the stats, Up/Down between
 * stats, Left/Right or -/+ change the focused stat, 1-9 set it, Ctrl+R rolls a
 * random unit, Ctrl+S saves, Esc goes back.
 */
#include <stdio.h>
#include <string.h>

#include "barracks/save_ask.h"
#include "barracks/widgets.h"
#include "board/view.h"
#include "skirmish/i18n.h"

static void leave(app *a)
{
    barracks *b = barracks_get(a);
    barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
    if (b->unit_ed.target == BARRACKS_TARGET_LIBRARY && b->unit_ed.index >= 0) {
        b->view.tab = DATA_LIBRARY_UNITS;
        b->view.selected[DATA_LIBRARY_UNITS] = b->unit_ed.index;
    }
    b->view.toast[0] = '\0';
    app_scene_pop(a, NULL); /* the library or the squad editor */
}

static void save(app *a)
{
    barracks *b = barracks_get(a);
    if (b->unit_ed.target == BARRACKS_TARGET_CALLER) {
        /* The caller's unit: handed back, never written to the library. */
        b->unit_ed.done = true;
        leave(a);
        return;
    }
    data_error err;
    bool to_squad = b->unit_ed.target == BARRACKS_TARGET_SQUAD;
    int at = barracks_unit_editor_save(b, &err);
    if (at < 0) {
        barracks_ui_say(a, true, _("Not saved: %s"), err.message);
        return;
    }
    if (to_squad) {
        /* Back in the squad editor, which shows the squad's new budget. */
        barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
        app_scene_pop(a, NULL);
        /* TRANSLATORS: a unit's name, then its slot letter in the squad (A to F). */
        barracks_ui_say(a, false, _("\"%s\" is unit %c of the squad (not saved yet)"), b->unit_ed.entry.def.name,
                        'A' + at % 26);
        return;
    }
    barracks_library_changed(a);
    barracks_ui_say(a, false, _("Saved \"%s\" to your library"), b->unit_ed.entry.def.name);
}

static void note_text(const barracks *b, char *out, size_t size)
{
    const barracks_unit_editor *ed = &b->unit_ed;
    if (ed->target == BARRACKS_TARGET_SQUAD) {
        if (ed->index >= 0)
            /* TRANSLATORS: the unit editor's note: the unit's slot letter (A to F)
             * in the squad named %2$s. */
            snprintf(out, size, _("unit %c of \"%s\""), 'A' + ed->index % 26, b->squad_ed.entry.squad.name);
        else
            snprintf(out, size, _("a new unit for \"%s\""), b->squad_ed.entry.squad.name);
    } else if (ed->target == BARRACKS_TARGET_CALLER) {
        /* TRANSLATORS: the unit editor's note when another screen owns the unit (the Campaign's Hero) */
        snprintf(out, size, "%s", _("kept by this game, not saved to your library"));
    } else if (ed->index < 0) {
        snprintf(out, size, "%s", _("a new unit for your library"));
    } else if (ed->index < b->lib.n_units && b->lib.units[ed->index].builtin) {
        snprintf(out, size, "%s", _("ships with the game: saving makes your own copy"));
    } else {
        snprintf(out, size, "%s", _("in your library"));
    }
}

static void stat_row(ui *u, SDL_Rect r, barracks_stat stat)
{
    app *a = u->app;
    barracks_unit_editor *ed = &barracks_get(a)->unit_ed;
    barracks_view *v = &barracks_get(a)->view;
    esc_unit_def *d = &ed->entry.def;
    int focus_id = BARRACKS_UI_FOCUS_STAT_FIRST + (int)stat;
    bool focused = v->focus == focus_id;
    if (u->draw) {
        ui_fill(u, r, focused ? ui_rgb(38, 46, 68) : ui_rgb(27, 32, 46));
        if (focused)
            ui_frame(u, r, barracks_ui_gold, 2);
    }
    int pad = ui_px(u, 10), bh = r.h - ui_px(u, 12), by = r.y + ui_px(u, 6);
    int sx = r.x + ui_px(u, 100);
    ui_text(u, r.x + pad, r.y + (r.h - ui_px(u, 17) * 5 / 4) / 2,
            barracks_ui_stat_label(u, stat, ui_px(u, 17), true, sx - r.x - pad - ui_px(u, 4)), ui_px(u, 17), true,
            barracks_ui_text_main, UI_LEFT);
    SDL_Rect minus = { sx, by, bh, bh }, value = { sx + bh, by, ui_px(u, 50), bh },
             plus = { sx + bh + ui_px(u, 50), by, bh, bh };
    int v_now = barracks_stat_get(d, stat);
    bool changed = false;
    if (ui_button(u, minus, "−", v_now > ESC_STAT_MIN))
        changed = barracks_stat_step(d, stat, -1);
    if (ui_button(u, plus, "+", v_now < ESC_STAT_EDITOR_MAX))
        changed = barracks_stat_step(d, stat, +1) || changed;
    if (u->draw) {
        ui_fill(u, value, ui_rgb(18, 22, 32));
        char num[16];
        snprintf(num, sizeof num, "%d", barracks_stat_get(d, stat));
        ui_text(u, value.x + value.w / 2, value.y + (value.h - ui_px(u, 22) * 5 / 4) / 2, num, ui_px(u, 22), true,
                v_now > ESC_STAT_EDITOR_MAX ? barracks_ui_warn : barracks_ui_text_main, UI_CENTER);
    }
    /* The hint: what one more point costs in rank points. */
    int rp, hint_right = r.x + r.w - pad;
    long long cost;
    char hint[64];
    SDL_Color hc = barracks_ui_text_dim;
    if (!barracks_stat_plus_one(d, stat, &rp, &cost)) {
        /* TRANSLATORS: the stat is at its highest value (9), short. */
        snprintf(hint, sizeof hint, "%s", _("at the cap"));
        hc = barracks_ui_text_faint;
    } else if (rp == 0) {
        /* TRANSLATORS: what one more point of the stat changes in rank points
         * (RP); here nothing, the same rank. */
        snprintf(hint, sizeof hint, "%s", _("+1: +0 RP")); /* the same rank: a free point */
        hc = barracks_ui_good;
    } else {
        /* TRANSLATORS: what one more point of the stat changes in rank points,
         * with its sign ("+1: +3 RP"). */
        snprintf(hint, sizeof hint, P_("+1: %+d RP", "+1: %+d RP", rp < 0 ? -rp : rp), rp);
        hc = rp > 0 ? barracks_ui_warn : barracks_ui_good;
    }
    int hw = ui_text(u, hint_right, r.y + ui_px(u, 8), hint, ui_px(u, 15), true, hc, UI_RIGHT);
    if (hc.r != barracks_ui_text_faint.r) {
        /* The cost under it: the number the rank is read from. */
        char more[48];
        long long now = barracks_price_of(d).cost;
        /* TRANSLATORS: the unit's cost now → with one more point of the stat. */
        snprintf(more, sizeof more, _("cost %lld → %lld"), now, now + cost);
        ui_text(u, hint_right, r.y + ui_px(u, 28), more, ui_px(u, 12), false, barracks_ui_text_faint, UI_RIGHT);
    }
    /* Pips: the value out of 9 at a glance, where there is room. */
    int px0 = plus.x + plus.w + ui_px(u, 14), pip = ui_px(u, 10), pgap = ui_px(u, 3);
    if (u->draw && px0 + 9 * (pip + pgap) < hint_right - hw - ui_px(u, 10))
        for (int i = 0; i < ESC_STAT_EDITOR_MAX; i++)
            ui_fill(u, ui_rect(px0 + i * (pip + pgap), r.y + (r.h - pip) / 2, pip, pip),
                    i < barracks_stat_get(d, stat) ? barracks_ui_gold : ui_rgb(46, 52, 70));
    {
        /* The stat in words over its name, and why its next point costs what
         * the hint says over the hint. */
        char tip[700];
        snprintf(tip, sizeof tip, "%s %s", barracks_stat_words(stat), barracks_growth_words());
        ui_tooltip(u, ui_rect(r.x, r.y, sx - r.x, r.h), tip);
        ui_tooltip(u, ui_rect(hint_right - hw, r.y, hw, r.h), tip);
    }
    const ui_event *ev = u->ev;
    if (ev && ev->kind == UI_EV_MOUSE_DOWN && ev->x >= r.x && ev->x < r.x + r.w && ev->y >= r.y && ev->y < r.y + r.h)
        barracks_ui_focus(a, focus_id);
    if (changed) {
        ed->dirty = true;
        v->confirm_leave = false;
    }
}

/* Wrapped text that shows whole lines only: as many as `box.h` holds, the last
 * one ending in "…" when the text goes on. Returns the height used, negative
 * when the text did not fit (its height's negative). */
static int text_lines_h(ui *u, SDL_Rect box, const char *text, int px, bool bold, SDL_Color c)
{
    int tpx = ui_text_px(px), line_h = tpx + tpx / 3, y = box.y;
    const char *p = text;
    while (*p) {
        char line[256];
        int n = ui_text_break(u, p, px, bold, box.w, NULL); /* the shell's line breaking */
        memcpy(line, p, (size_t)n);
        line[n] = '\0';
        const char *next = p + n;
        while (*next == ' ')
            next++;
        bool last_room = y + 2 * line_h > box.y + box.h;
        if (*next && last_room) {
            /* The last line there is room for: the rest is cut with "…". */
            char rest[256];
            snprintf(rest, sizeof rest, "%s", p);
            ui_text_cut(u, rest, sizeof rest, px, bold, box.w);
            if (y + line_h <= box.y + box.h)
                ui_text(u, box.x, y, rest, px, bold, c, UI_LEFT);
            return -(y + line_h - box.y);
        }
        ui_text(u, box.x, y, line, px, bold, c, UI_LEFT);
        y += line_h;
        p = next;
    }
    return y - box.y;
}

/* The height `text` takes wrapped to width w, nothing drawn. */
static int text_height(ui *u, int w, const char *text, int px, bool bold)
{
    int tpx = ui_text_px(px), line_h = tpx + tpx / 3, h = 0;
    for (const char *p = text; *p;) {
        int n = ui_text_break(u, p, px, bold, w, NULL);
        if (n <= 0)
            break;
        p += n;
        while (*p == ' ')
            p++;
        h += line_h;
    }
    return h;
}

/* The same, true when the whole text was shown. */
static bool text_lines(ui *u, SDL_Rect box, const char *text, int px, bool bold, SDL_Color c)
{
    return text_lines_h(u, box, text, px, bold, c) >= 0;
}

/* Whether a card of width w has room for the ability's name, its cost and its
 * change in rank points on one line (a chip of one digit: "+9 RP"; a card whose
 * chip runs longer checks again as it draws). */
static bool one_line_fits(ui *u, int w, int ability)
{
    const esc_ability_info *info = esc_ability_get((esc_ability)ability);
    char cost[32];
    snprintf(cost, sizeof cost, _("cost %d"), info->cost);
    char sample[32];
    snprintf(sample, sizeof sample, P_("%+d RP", "%+d RP", 9), 9);
    int pad = ui_px(u, 10), chip = ui_text_width(u, sample, ui_px(u, 14), true);
    return ui_text_width(u, _(info->name), ui_px(u, 16), true) + chip + ui_text_width(u, cost, ui_px(u, 14), false) +
               ui_px(u, 16) + ui_px(u, 18) + 3 * pad <=
           w;
}

/* An ability card's parts: the change in rank points and the cost as shown,
 * whether the name shares their line, and how far below the card's top its
 * rule begins. */
typedef struct card_head {
    char chip[32], cost[32];
    int delta;
    bool one_line;
    int rule_top;
} card_head;

static card_head card_head_of(ui *u, int w, int ability, bool one_line)
{
    card_head h;
    const esc_unit_def *d = &barracks_get(u->app)->unit_ed.entry.def;
    const esc_ability_info *info = esc_ability_get((esc_ability)ability);
    h.delta = barracks_ability_delta_rp(d, ability);
    /* TRANSLATORS: the change in rank points from adding or removing an
     * ability ("+2 RP"). */
    snprintf(h.chip, sizeof h.chip, P_("%+d RP", "%+d RP", h.delta < 0 ? -h.delta : h.delta), h.delta);
    /* TRANSLATORS: an ability's cost, short. */
    snprintf(h.cost, sizeof h.cost, _("cost %d"), info->cost);
    int pad = ui_px(u, 10), box = ui_px(u, 18), chip_px = ui_px(u, 14), name_px = ui_px(u, 16);
    int cw = ui_text_width(u, h.chip, chip_px, true), costw = ui_text_width(u, h.cost, chip_px, false);
    int right = w - pad, nx = pad + box + ui_px(u, 8);
    const char *name = _(info->name);
    h.one_line = one_line && ui_text_width(u, name, name_px, true) <= right - cw - costw - ui_px(u, 16) - (box + 2 * pad);
    if (h.one_line) {
        h.rule_top = pad + ui_px(u, 26);
    } else {
        int used = text_height(u, right - nx, name, name_px, true);
        int most = ui_text_px(name_px) * 3;
        used = used > most ? most : used;
        int ly = pad - ui_px(u, 1) + (used > box ? used : box) + ui_px(u, 2);
        h.rule_top = ly + ui_text_px(chip_px) * 4 / 3;
    }
    return h;
}

/* The height a card of width w needs to show its whole rule. */
static int card_need(ui *u, int w, int ability, bool one_line, int rule_px)
{
    card_head h = card_head_of(u, w, ability, one_line);
    const esc_ability_info *info = esc_ability_get((esc_ability)ability);
    return h.rule_top + text_height(u, w - 2 * ui_px(u, 10), _(info->text), rule_px, false) + ui_px(u, 6);
}

static void ability_card(ui *u, SDL_Rect r, int ability, bool one_line)
{
    app *a = u->app;
    barracks_unit_editor *ed = &barracks_get(a)->unit_ed;
    esc_unit_def *d = &ed->entry.def;
    const esc_ability_info *info = esc_ability_get((esc_ability)ability);
    bool on = esc_unit_has_ability(d, ability);
    if (barracks_ui_area(u, r, _(info->name))) {
        if (barracks_toggle_ability(d, ability)) {
            ed->dirty = true;
            barracks_get(a)->view.confirm_leave = false;
        }
        return;
    }
    if (!u->draw)
        return;
    bool hover = ui_hover(u, r);
    ui_fill(u, r, on ? ui_rgb(30, 58, 52) : hover ? ui_rgb(34, 40, 58) : ui_rgb(27, 32, 46));
    ui_frame(u, r, on ? ui_rgb(96, 200, 150) : hover ? ui_rgb(110, 130, 170) : ui_rgb(52, 60, 80), on ? 2 : 1);
    int pad = ui_px(u, 10), box = ui_px(u, 18);
    SDL_Rect check = { r.x + pad, r.y + pad, box, box };
    ui_fill(u, check, on ? ui_rgb(96, 200, 150) : ui_rgb(18, 22, 32));
    ui_frame(u, check, on ? ui_rgb(96, 200, 150) : ui_rgb(90, 100, 126), 1);
    if (on)
        ui_text(u, check.x + check.w / 2, check.y - ui_px(u, 1), "✓", ui_px(u, 16), true, ui_rgb(16, 30, 24),
                UI_CENTER);
    card_head h = card_head_of(u, r.w, ability, one_line);
    SDL_Color cc = h.delta > 0 ? barracks_ui_warn : h.delta < 0 ? barracks_ui_good : barracks_ui_text_dim;
    int right = r.x + r.w - pad;
    int chip_px = ui_px(u, 14), cw = ui_text_width(u, h.chip, chip_px, true),
        costw = ui_text_width(u, h.cost, chip_px, false);
    int nx = check.x + box + ui_px(u, 8), name_px = ui_px(u, 16);
    SDL_Color name_c = on ? ui_rgb(220, 255, 236) : barracks_ui_text_main;
    const char *name = _(info->name);
    if (h.one_line) {
        /* Room for the name, its cost and its change on one line. */
        ui_text(u, right, r.y + pad, h.chip, chip_px, true, cc, UI_RIGHT);
        ui_text(u, right - cw - ui_px(u, 8), r.y + pad, h.cost, chip_px, false, barracks_ui_text_dim, UI_RIGHT);
        ui_text(u, nx, r.y + pad - ui_px(u, 1), name, name_px, true, name_c, UI_LEFT);
    } else {
        /* A narrow card (a small window, a longer language): the whole name on
         * its own line(s), the cost and the change under it. */
        int ny = r.y + pad - ui_px(u, 1);
        int used = text_lines_h(u, ui_rect(nx, ny, right - nx, ui_text_px(name_px) * 3), name, name_px, true, name_c);
        used = used < 0 ? -used : used;
        int ly = ny + (used > box ? used : box) + ui_px(u, 2);
        ui_text(u, r.x + pad, ly, h.cost, chip_px, false, barracks_ui_text_dim, UI_LEFT);
        ui_text(u, r.x + pad + costw + ui_px(u, 10), ly, h.chip, chip_px, true, cc, UI_LEFT);
    }
    int rule_y = r.y + h.rule_top;
    SDL_Rect rule = { r.x + pad, rule_y, r.w - 2 * pad, r.y + r.h - ui_px(u, 4) - rule_y };
    /* The whole rule when a smaller type (down to the smallest the game draws)
     * lets it fit in a card the layout could not make tall enough. */
    int rule_px = ui_px(u, 13);
    while (rule_px > ui_text_px(1) && text_height(u, rule.w, _(info->text), rule_px, false) > rule.h)
        rule_px--;
    if (!text_lines(u, rule, _(info->text), rule_px, false, on ? ui_rgb(190, 220, 206) : barracks_ui_text_dim))
        ui_tooltip(u, r, _(info->text)); /* the whole rule where the card shows only its start */
}

/* A token in the look of the seat the unit is for (unit_ed.seat: a Campaign
 * player's colour and emblem, as on the map and the board), else the first
 * side's; the board's look is put back after. */
static void seat_token(ui *u, SDL_Rect r, int portrait, float alpha)
{
    int seat = barracks_get(u->app)->unit_ed.seat;
    board_use_shapes(NULL); /* the disc, whatever a battle left */
    if (seat < 0) {
        board_draw_unit_token(u, r, 0, portrait, alpha, false, false);
        return;
    }
    SDL_Color was_c[ESC_SIDES] = { board_colour(0), board_colour(1) }, now_c[ESC_SIDES] = { ui_seat_colour(seat), was_c[1] };
    int was_e[ESC_SIDES] = { board_emblem(0), board_emblem(1) }, now_e[ESC_SIDES] = { seat, was_e[1] };
    board_use_look(now_c, now_e);
    board_draw_unit_token(u, r, 0, portrait, alpha, false, false);
    board_use_look(was_c, was_e);
}

static void portrait_picker(ui *u, SDL_Rect r)
{
    app *a = u->app;
    barracks_unit_editor *ed = &barracks_get(a)->unit_ed;
    /* As many columns as it takes for every row to fit the height left (a small
     * window), eight at least, cells of at most 60 points. "auto" takes two
     * cells, so its word fits however small they get. */
    int n = PORTRAIT_COUNT + 2, cols = 8, cell = 0;
    for (int c = 8; c <= n; c++) {
        int rows = (n + c - 1) / c, size = r.w / c;
        if (size > ui_px(u, 60))
            size = ui_px(u, 60);
        if (rows * size > r.h)
            size = r.h / rows;
        if (size > cell) {
            cell = size;
            cols = c;
        }
    }
    int auto_portrait = assets_portrait_auto(&ed->entry.def);
    for (int i = -1; i < PORTRAIT_COUNT; i++) {
        int k = i < 0 ? 0 : i + 2;
        SDL_Rect c = { r.x + (k % cols) * cell, r.y + (k / cols) * cell, (i < 0 ? 2 * cell : cell) - ui_px(u, 4),
                       cell - ui_px(u, 4) };
        const char *id = i < 0 ? "" : assets_portrait_id(i);
        char label[48]; /* for tests to find it; never shown */
        snprintf(label, sizeof label, "portrait %s", i < 0 ? "auto" : id);
        bool chosen = strcmp(ed->entry.portrait, id) == 0;
        if (barracks_ui_area(u, c, label)) {
            snprintf(ed->entry.portrait, sizeof ed->entry.portrait, "%s", id);
            ed->dirty = true;
            return;
        }
        if (!u->draw)
            continue;
        ui_fill(u, c, chosen ? ui_rgb(44, 56, 86) : ui_hover(u, c) ? ui_rgb(34, 40, 58) : ui_rgb(24, 28, 40));
        int side = c.h - ui_px(u, 6); /* square, in the middle of the double "auto" cell too */
        seat_token(u, ui_rect(c.x + (c.w - side) / 2, c.y + ui_px(u, 3), side, side), i < 0 ? auto_portrait : i,
                   i < 0 ? 0.55f : 1.0f);
        if (i < 0) {
            /* TRANSLATORS: on the portrait picked from the unit's name, in a
             * small square (at most ~5 characters). */
            char fitted[32];
            barracks_ui_fit(u, C_("portrait", "auto"), ui_px(u, 12), true, c.w - ui_px(u, 4), fitted, sizeof fitted);
            ui_text(u, c.x + c.w / 2, c.y + c.h - ui_px(u, 17), fitted, ui_px(u, 12), true, barracks_ui_gold,
                    UI_CENTER);
        }
        if (chosen)
            ui_frame(u, c, barracks_ui_gold, 2);
    }
}

static void unit_editor_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    barracks *b = barracks_get(a);
    barracks_view *v = &b->view;
    barracks_unit_editor *ed = &b->unit_ed;
    esc_unit_def *d = &ed->entry.def;
    barracks_ui_begin(u);

    char note[160];
    note_text(b, note, sizeof note);
    int bar = barracks_ui_header(u, ed->title[0] ? ed->title : _("Unit editor"), note);
    int pad = ui_px(u, 16), gap = ui_px(u, 8), bh = ui_px(u, 40), by = (bar - bh) / 2;
    int back_w = ui_px(u, 120), save_w = ui_px(u, 170);
    bool to_squad = ed->target == BARRACKS_TARGET_SQUAD;
    if (ui_button(u, ui_rect(a->w - pad - back_w, by, back_w, bh), _("Back"), true)) {
        if (ed->dirty && !v->confirm_leave) {
            v->confirm_leave = true;
            if (to_squad)
                barracks_ui_say(a, true, "%s",
                                _("Unsaved changes: Back again to drop them, or Apply to squad to keep them"));
            else
                barracks_ui_say(a, true, "%s", _("Unsaved changes: Back again to drop them, or Save to keep them"));
        } else {
            leave(a);
        }
        return;
    }
    /* TRANSLATORS: a button (at most ~16 characters) that puts the edited unit
     * into the squad being built. */
    if (ui_button(u, ui_rect(a->w - pad - back_w - gap - save_w, by, save_w, bh),
                  to_squad                                  ? _("Apply to squad")
                  : ed->target == BARRACKS_TARGET_CALLER ? C_("editor", "Done")
                                                          : _("Save"),
                  true)) {
        save(a);
        return;
    }

    int status_h = ui_px(u, 44), top = bar + pad, bottom = a->h - status_h;
    int left_w = ui_px(u, 520) < (a->w - 3 * pad) / 2 ? ui_px(u, 520) : (a->w - 3 * pad) / 2;
    SDL_Rect left = { pad, top, left_w, bottom - top };
    SDL_Rect right = { 2 * pad + left_w, top, a->w - 3 * pad - left_w, bottom - top };
    ui_panel(u, left);
    ui_panel(u, right);

    /* Identity: portrait, name, and the price in big type. */
    int ip = ui_px(u, 14), x = left.x + ip, y = left.y + ip, w = left.w - 2 * ip;
    int token = ui_px(u, 112);
    seat_token(u, ui_rect(x, y, token, token), barracks_ui_portrait(d, ed->entry.portrait), 1.0f);
    int tx = x + token + ui_px(u, 14), tw = x + w - tx;
    barracks_ui_field_result nr = barracks_ui_text_field(
        u, ui_rect(tx, y, tw, ui_px(u, 42)), BARRACKS_UI_FOCUS_UNIT_NAME, d->name, sizeof d->name, _("Name the unit"));
    if (nr == BARRACKS_UI_FIELD_CHANGED) {
        ed->dirty = true;
        ed->name_typed = true;
    } else if (nr == BARRACKS_UI_FIELD_SUBMIT) {
        barracks_ui_focus(a, BARRACKS_UI_FOCUS_STAT_FIRST);
    }
    barracks_price pr = barracks_price_of(d);
    int py = y + ui_px(u, 54);
    char line[200];
    if (pr.problem == ESC_UNIT_OK) {
        int bw = barracks_ui_rank_badge(u, tx, py + ui_px(u, 6), pr.rank, ui_px(u, 16));
        snprintf(line, sizeof line, P_("%d RP", "%d RP", pr.rank_points), pr.rank_points);
        int rw = ui_text(u, tx + bw + ui_px(u, 12), py, line, ui_px(u, 30), true, barracks_ui_text_main, UI_LEFT);
        /* TRANSLATORS: the unit's cost, the number its rank is read from. */
        snprintf(line, sizeof line, _("cost %lld"), pr.cost);
        char fitted_cost[64];
        int cx = tx + bw + rw + ui_px(u, 22);
        barracks_ui_fit(u, line, ui_px(u, 16), false, x + w - cx, fitted_cost, sizeof fitted_cost);
        ui_text(u, cx, py + ui_px(u, 12), fitted_cost, ui_px(u, 16), false, barracks_ui_text_dim, UI_LEFT);
        char words[1024];
        barracks_price_words(words, sizeof words);
        ui_tooltip(u, ui_rect(tx, py, x + w - tx, ui_px(u, 40)), words); /* what RP and cost are */
    } else {
        ui_text(u, tx, py + ui_px(u, 6), _("cannot play"), ui_px(u, 22), true, barracks_ui_bad, UI_LEFT);
    }
    /* Where the rank sits among the five, so "one more point" has a picture. */
    int ladder_y = y + token - ui_px(u, 10), seg = (tw - 4 * ui_px(u, 3)) / ESC_RANK_COUNT;
    for (int k = 0; k < ESC_RANK_COUNT && u->draw; k++) {
        SDL_Color c = barracks_ui_rank_colour((esc_rank)k);
        bool here = pr.problem == ESC_UNIT_OK && (int)pr.rank == k;
        if (!here)
            c = ui_rgb(c.r / 3 + 20, c.g / 3 + 20, c.b / 3 + 24);
        ui_fill(u,
                ui_rect(tx + k * (seg + ui_px(u, 3)), ladder_y - (here ? ui_px(u, 3) : 0), seg,
                        here ? ui_px(u, 12) : ui_px(u, 6)),
                c);
    }
    y += token + ui_px(u, 14);

    /* The four stats. */
    int row_h = ui_px(u, 52);
    for (int s = 0; s < BARRACKS_STAT_COUNT; s++) {
        stat_row(u, ui_rect(x, y, w, row_h), (barracks_stat)s);
        y += row_h + ui_px(u, 6);
    }
    /* Advice: fits or not, in the squad being edited or in a squad of 30. */
    char advice[200];
    barracks_advice adv = barracks_unit_advice(d, ed->budget_left, advice, sizeof advice);
    if (ed->max_rank >= 0 && pr.problem == ESC_UNIT_OK) {
        /* A cap the caller sets (the Campaign's Hero: at most Elite), said while editing. */
        const char *cap = _(esc_rank_name((esc_rank)ed->max_rank));
        if ((int)pr.rank > ed->max_rank) {
            /* TRANSLATORS: the unit editor: the unit's rank is above the cap (%s, e.g. "Elite") */
            snprintf(advice, sizeof advice, _("Above %s: lower a stat to bring it back to %s or below"), cap, cap);
            adv = BARRACKS_ADVICE_WARNING;
        } else {
            /* TRANSLATORS: the unit editor: the unit's rank is within the cap (%s, e.g. "Elite") */
            snprintf(advice, sizeof advice, _("Within the cap: %s at most"), cap);
            adv = BARRACKS_ADVICE_INFO;
        }
    }
    if (adv != BARRACKS_ADVICE_NONE) {
        SDL_Rect box = { x, y, w, ui_px(u, 34) };
        if (u->draw) {
            ui_fill(u, box, adv == BARRACKS_ADVICE_WARNING ? ui_rgb(70, 36, 30) : ui_rgb(26, 32, 46));
            if (adv == BARRACKS_ADVICE_WARNING)
                ui_frame(u, box, barracks_ui_bad, 1);
        }
        char fitted[200];
        barracks_ui_fit(u, advice, ui_px(u, 14), adv == BARRACKS_ADVICE_WARNING, w - ui_px(u, 20), fitted,
                        sizeof fitted);
        ui_text(u, x + ui_px(u, 10), box.y + (box.h - ui_px(u, 14) * 5 / 4) / 2, fitted, ui_px(u, 14),
                adv == BARRACKS_ADVICE_WARNING, adv == BARRACKS_ADVICE_WARNING ? barracks_ui_bad : barracks_ui_text_dim,
                UI_LEFT);
    }
    y += ui_px(u, 44);

    /* A random unit of a chosen rank. */
    /* TRANSLATORS: a label before the rank picker and the Roll button (short:
     * ~12 characters). */
    int rx = x + ui_text(u, x, y + ui_px(u, 9), _("Random unit"), ui_px(u, 16), true, barracks_ui_text_main, UI_LEFT) +
             ui_px(u, 12);
    int rbh = ui_px(u, 38);
    if (ui_button(u, ui_rect(rx, y, rbh, rbh), "<", true))
        v->random_rank = (v->random_rank + ESC_RANK_COUNT - 1) % ESC_RANK_COUNT;
    SDL_Rect rank_box = { rx + rbh, y, ui_px(u, 120), rbh };
    if (u->draw) {
        ui_fill(u, rank_box, ui_rgb(18, 22, 32));
        ui_text(u, rank_box.x + rank_box.w / 2, y + (rbh - ui_px(u, 16) * 5 / 4) / 2,
                _(esc_rank_name((esc_rank)v->random_rank)), ui_px(u, 16), true,
                barracks_ui_rank_colour((esc_rank)v->random_rank), UI_CENTER);
    }
    if (ui_button(u, ui_rect(rank_box.x + rank_box.w, y, rbh, rbh), ">", true))
        v->random_rank = (v->random_rank + 1) % ESC_RANK_COUNT;
    bool roll = ui_button(
        /* TRANSLATORS: a button that draws a random unit of the chosen rank. */
        u, ui_rect(rank_box.x + rank_box.w + rbh + gap, y, x + w - (rank_box.x + rank_box.w + rbh + gap), rbh),
        _("Roll"), true);
    y += rbh + ui_px(u, 14);

    /* Portrait. */
    ui_text(u, x, y, _("Portrait"), ui_px(u, 16), true, barracks_ui_text_main, UI_LEFT);
    y += ui_px(u, 24);
    portrait_picker(u, ui_rect(x, y, w, left.y + left.h - ip - y));

    /* Abilities, two columns of six. */
    int rx0 = right.x + ip, rw = right.w - 2 * ip, ry = right.y + ip;
    int head_w = ui_text(u, rx0, ry, _("Abilities"), ui_px(u, 18), true, barracks_ui_text_main, UI_LEFT);
    {
        int hx = rx0 + (head_w + ui_px(u, 12) > ui_px(u, 100) ? head_w + ui_px(u, 12) : ui_px(u, 100));
        char fitted[160];
        barracks_ui_fit(u, _("click to add or remove · cost · change in rank points"), ui_px(u, 13), false,
                        rx0 + rw - hx, fitted, sizeof fitted);
        ui_text(u, hx, ry + ui_px(u, 4), fitted, ui_px(u, 13), false, barracks_ui_text_faint, UI_LEFT);
    }
    ry += ui_px(u, 32);
    int cg = ui_px(u, 8), cw = (rw - cg) / 2, room = right.y + right.h - ip - ry - 5 * cg;
    /* One layout for all twelve: names on their own line in every card when
     * one of them needs it. */
    bool one_line = true;
    for (int ab = 0; ab < ESC_AB_COUNT; ab++)
        one_line = one_line && one_line_fits(u, cw, ab);
    /* Each row of two as tall as its longer rule needs, the room left shared
     * out evenly (a long rule, French Charge, was cut in rows of one height);
     * rows of one height again when the needs do not all fit. */
    enum { ROWS = (ESC_AB_COUNT + 1) / 2 };
    int card_h[ROWS], need = 0;
    /* The rules' usual type first, then the smallest (each card takes the
     * smaller type only when its rule needs it). */
    for (int px = ui_px(u, 13);; px--) {
        need = 0;
        for (int k = 0; k < ROWS; k++) {
            card_h[k] = 0;
            for (int ab = 2 * k; ab < 2 * k + 2 && ab < ESC_AB_COUNT; ab++) {
                int h = card_need(u, cw, ab, one_line, px);
                if (h > card_h[k])
                    card_h[k] = h;
            }
            need += card_h[k];
        }
        if (need <= room || px <= ui_text_px(1))
            break;
    }
    for (int k = 0; k < ROWS; k++)
        card_h[k] = need <= room ? card_h[k] + (room - need) / ROWS : room / ROWS;
    int cy = ry;
    for (int ab = 0; ab < ESC_AB_COUNT; ab++) {
        ability_card(u, ui_rect(rx0 + (ab % 2) * (cw + cg), cy, cw, card_h[ab / 2]), ab, one_line);
        if (ab % 2 == 1)
            cy += card_h[ab / 2] + cg;
    }

    barracks_ui_toast(u, ui_rect(pad, bottom, a->w - 2 * pad, status_h));

    /* Keys. */
    const ui_event *ev = u->ev;
    if (roll || (ev && ev->kind == UI_EV_KEY && ev->ctrl && ev->key == UI_KEY_R && !barracks_ui_event_used(u))) {
        uint64_t seed = ((uint64_t)SDL_GetTicks() << 16) ^ ++v->random_count;
        if (barracks_unit_editor_random(b, (esc_rank)v->random_rank, seed)) {
            v->confirm_leave = false;
            /* TRANSLATORS: a rank (Soldier...), then the new unit's name. */
            barracks_ui_say(a, false, _("A random %s: %s"), _(esc_rank_name((esc_rank)v->random_rank)), d->name);
        }
        return;
    }
    if (!ev || ev->kind != UI_EV_KEY || barracks_ui_event_used(u))
        return;
    int f = v->focus;
    bool on_stat = f >= BARRACKS_UI_FOCUS_STAT_FIRST && f < BARRACKS_UI_FOCUS_STAT_FIRST + BARRACKS_STAT_COUNT;
    barracks_stat st = (barracks_stat)(f - BARRACKS_UI_FOCUS_STAT_FIRST);
    if (ev->ctrl && ev->key == UI_KEY_S) {
        save(a);
        return;
    }
    switch (ev->key) {
    case UI_KEY_ESCAPE:
        if (f != BARRACKS_UI_FOCUS_NONE) {
            barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
        } else if (ed->dirty && !v->confirm_leave) {
            v->confirm_leave = true;
            if (to_squad)
                barracks_ui_say(a, true, "%s",
                                _("Unsaved changes: Esc again to drop them, or Apply to squad to keep them"));
            else
                barracks_ui_say(a, true, "%s", _("Unsaved changes: Esc again to drop them, or Ctrl+S to keep them"));
        } else {
            leave(a);
        }
        return;
    case UI_KEY_TAB: {
        /* name → health → range → power → move → name */
        static const int order[] = { BARRACKS_UI_FOCUS_UNIT_NAME, BARRACKS_UI_FOCUS_STAT_FIRST,
                                     BARRACKS_UI_FOCUS_STAT_FIRST + 1, BARRACKS_UI_FOCUS_STAT_FIRST + 2,
                                     BARRACKS_UI_FOCUS_STAT_FIRST + 3 };
        int k = 0;
        for (int i = 0; i < 5; i++)
            if (order[i] == f)
                k = i;
        int next = order[(k + (ev->shift ? 4 : 1)) % 5];
        barracks_ui_focus(a, next);
        /* Into the name: its text is selected, so typing renames. */
        if (next == BARRACKS_UI_FOCUS_UNIT_NAME)
            barracks_get(a)->view.field_selected = barracks_get(a)->unit_ed.entry.def.name[0] != '\0';
        return;
    }
    case UI_KEY_UP:
    case UI_KEY_DOWN: {
        int s = on_stat ? (int)st + (ev->key == UI_KEY_UP ? -1 : 1) : 0;
        s = s < 0 ? 0 : s >= BARRACKS_STAT_COUNT ? BARRACKS_STAT_COUNT - 1 : s;
        barracks_ui_focus(a, BARRACKS_UI_FOCUS_STAT_FIRST + s);
        return;
    }
    default: break;
    }
    if (!on_stat)
        return;
    bool changed = false;
    if (ev->key == UI_KEY_LEFT || ev->key == UI_KEY_MINUS)
        changed = barracks_stat_step(d, st, -1);
    else if (ev->key == UI_KEY_RIGHT || ev->key == UI_KEY_PLUS)
        changed = barracks_stat_step(d, st, +1);
    else if (ev->key >= UI_KEY_1 && ev->key <= UI_KEY_9)
        changed = barracks_stat_set(d, st, 1 + (int)(ev->key - UI_KEY_1));
    if (changed) {
        ed->dirty = true;
        v->confirm_leave = false;
    }
}

const scene barracks_unit_editor_scene = {
    .name = "unit-editor",
    .help = "barracks",
    .own_tab = true, /* Tab moves among its own things */
    .event = unit_editor_run,
    .frame = unit_editor_run,
    .closing = barracks_unit_editor_closing, /* unsaved changes: asks before the app quits */
};

void barracks_open_unit_editor(app *a, const data_unit_entry *from, barracks_unit_target target, int index)
{
    barracks_unit_editor_open(barracks_get(a), from, target, index);
    barracks_get(a)->view.confirm_leave = false;
    barracks_get(a)->view.toast[0] = '\0';
    barracks_ui_focus(a, from ? BARRACKS_UI_FOCUS_NONE : BARRACKS_UI_FOCUS_UNIT_NAME);
    /* A new unit's name is selected: typing replaces "New unit". */
    barracks_get(a)->view.field_selected = !from && barracks_get(a)->unit_ed.entry.def.name[0] != '\0';
    app_scene_push(a, &barracks_unit_editor_scene, NULL);
}
