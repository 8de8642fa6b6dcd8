/*
 * The Barracks' shared widgets and drawing (see barracks_ui.h).
 */
#define _POSIX_C_SOURCE 200809L /* localtime_r */
#include "barracks/widgets.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL_image.h>

#include "board/view.h"
#include "shell/field.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

const SDL_Color barracks_ui_text_main = { 232, 235, 243, 255 };
const SDL_Color barracks_ui_text_dim = { 165, 172, 188, 255 };
const SDL_Color barracks_ui_text_faint = { 112, 119, 136, 255 };
const SDL_Color barracks_ui_gold = { 250, 214, 90, 255 };
const SDL_Color barracks_ui_bad = { 255, 112, 96, 255 };
const SDL_Color barracks_ui_good = { 128, 222, 160, 255 };
const SDL_Color barracks_ui_warn = { 255, 176, 96, 255 };

SDL_Color barracks_ui_rank_colour(esc_rank rank)
{
    static const SDL_Color c[ESC_RANK_COUNT] = {
        { 128, 136, 152, 255 }, /* soldier: iron */
        { 86, 160, 104, 255 },  /* veteran: green */
        { 70, 128, 214, 255 },  /* elite: blue */
        { 150, 96, 214, 255 },  /* champion: purple */
        { 214, 160, 40, 255 },  /* paragon: gold */
    };
    return (unsigned)rank < ESC_RANK_COUNT ? c[rank] : c[0];
}

/* ---- focus and text fields ---- */

bool barracks_ui_is_text_focus(int focus)
{
    return (focus > BARRACKS_UI_FOCUS_NONE && focus < BARRACKS_UI_FOCUS_STAT_FIRST) ||
           focus >= BARRACKS_UI_FOCUS_TEXT_MORE;
}

void barracks_ui_focus(app *a, int focus)
{
    barracks_view *v = &barracks_get(a)->view;
    v->focus = focus;
    v->field_selected = false;
    /* Text input only while a field has the keyboard: otherwise keys are
     * shortcuts, and an input method's window would pop up for nothing. */
    bool want = barracks_ui_is_text_focus(focus);
    if (want && !v->text_input)
        SDL_StartTextInput();
    else if (!want && v->text_input)
        SDL_StopTextInput();
    v->text_input = want;
}

void barracks_ui_begin(ui *u)
{
    barracks_get(u->app)->view.event_used = false;
}

bool barracks_ui_event_used(const ui *u)
{
    return barracks_get(u->app)->view.event_used;
}

static bool inside(SDL_Rect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

barracks_ui_field_result barracks_ui_text_field(ui *u, SDL_Rect r, int id, char *text, size_t cap,
                                                const char *placeholder)
{
    app *a = u->app;
    barracks_view *v = &barracks_get(a)->view;
    bool focused = v->focus == id;
    const ui_event *ev = u->ev;
    /* A stop of the shell's focus ring: Enter or Space there starts typing,
     * the ring moving on ends it (screens that keep Tab move by their own). */
    int index = u->focus_n;
    bool ring = ui_focus(u, r);
    const scene *top = app_scene_top(a);
    if (focused && !ring && !u->beneath && a->focus_visible && top && !top->own_tab) {
        barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
        focused = false;
    }
    if (!u->draw && ev && ring && !focused && ui_focus_activated(u)) {
        barracks_ui_focus(a, id);
        v->field_selected = text[0] != '\0';
        v->event_used = true;
        return BARRACKS_UI_FIELD_IDLE;
    }
    if (!u->draw && ev) {
        if (ev->kind == UI_EV_MOUSE_DOWN && ev->button == UI_BUTTON_LEFT) {
            if (inside(r, ev->x, ev->y)) {
                a->focus = index; /* the first Tab shows the ring here, then moves on */
                if (!focused) {
                    barracks_ui_focus(a, id);
                    v->field_selected = text[0] != '\0'; /* a click into a field selects its text */
                } else {
                    v->field_selected = false;
                }
                v->event_used = true;
            } else if (focused) {
                barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
            }
            return BARRACKS_UI_FIELD_IDLE;
        }
        if (!focused || v->event_used)
            return BARRACKS_UI_FIELD_IDLE;
        if (ev->kind == UI_EV_TEXT) {
            v->event_used = true;
            bool cleared = v->field_selected && text[0];
            if (v->field_selected)
                text[0] = '\0'; /* typing over a selection replaces it */
            v->field_selected = false;
            return ui_text_append(text, cap, ev->text) || cleared ? BARRACKS_UI_FIELD_CHANGED : BARRACKS_UI_FIELD_IDLE;
        }
        if (ev->kind != UI_EV_KEY)
            return BARRACKS_UI_FIELD_IDLE;
        switch (ev->key) {
        case UI_KEY_BACKSPACE:
            v->event_used = true;
            if (v->field_selected) {
                v->field_selected = false;
                bool had = text[0] != '\0';
                text[0] = '\0';
                return had ? BARRACKS_UI_FIELD_CHANGED : BARRACKS_UI_FIELD_IDLE;
            }
            return ui_text_backspace(text) ? BARRACKS_UI_FIELD_CHANGED : BARRACKS_UI_FIELD_IDLE;
        case UI_KEY_ENTER: v->event_used = true; return BARRACKS_UI_FIELD_SUBMIT;
        case UI_KEY_ESCAPE:
            v->event_used = true;
            barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
            return BARRACKS_UI_FIELD_CANCEL;
        case UI_KEY_TAB:
        case UI_KEY_UP:
        case UI_KEY_DOWN:
        case UI_KEY_F11: return BARRACKS_UI_FIELD_IDLE; /* the screen moves focus, or full screen */
        default: break;
        }
        if (ev->ctrl && ev->key == UI_KEY_A) {
            v->event_used = true;
            v->field_selected = text[0] != '\0';
            return BARRACKS_UI_FIELD_IDLE;
        }
        if (ev->ctrl && ev->key == UI_KEY_V) {
            v->event_used = true;
            if (v->field_selected)
                text[0] = '\0';
            v->field_selected = false;
            char *clip = SDL_GetClipboardText();
            bool changed = clip && ui_text_append(text, cap, clip);
            SDL_free(clip);
            return changed ? BARRACKS_UI_FIELD_CHANGED : BARRACKS_UI_FIELD_IDLE;
        }
        /* Letters typed into the field are text, not shortcuts; Ctrl+S and the
         * like still reach the screen. */
        if (!ev->ctrl)
            v->event_used = true;
        return BARRACKS_UI_FIELD_IDLE;
    }
    if (!u->draw)
        return BARRACKS_UI_FIELD_IDLE;
    ui_fill(u, r, focused ? ui_rgb(34, 42, 62) : ui_rgb(28, 33, 48));
    ui_frame(u, r,
             focused          ? barracks_ui_gold
             : ui_hover(u, r) ? ui_rgb(110, 130, 170)
                              : ui_rgb(70, 80, 104),
             focused ? 2 : 1);
    int px = ui_px(u, 16), pad = ui_px(u, 10);
    int ty = r.y + (r.h - px * 5 / 4) / 2;
    SDL_Rect clip = { r.x + pad / 2, r.y + 2, r.w - pad, r.h - 4 };
    int w = ui_text_width(u, text, px, false);
    int x = r.x + pad;
    if (w > r.w - 2 * pad - 4)
        x = r.x + r.w - pad - 4 - w; /* keep the end, where the caret is, in view */
    SDL_RenderSetClipRect(u->r, &clip);
    if (focused && v->field_selected && text[0])
        ui_fill(u, ui_rect(x - 1, ty - 1, w + 2, px * 5 / 4 + 2), ui_rgb(62, 92, 150));
    if (text[0])
        ui_text(u, x, ty, text, px, false, barracks_ui_text_main, UI_LEFT);
    else if (!focused && placeholder) {
        /* A placeholder longer than the field (a narrow window, a longer
         * language): cut with "…", whole in a tooltip. */
        char shown[200];
        snprintf(shown, sizeof shown, "%s", placeholder);
        ui_text_cut(u, shown, sizeof shown, px, false, r.w - 2 * pad);
        ui_text(u, r.x + pad, ty, shown, px, false, barracks_ui_text_faint, UI_LEFT);
        if (strcmp(shown, placeholder) != 0)
            ui_tooltip(u, r, placeholder);
    }
    if (focused && !v->field_selected)
        ui_fill(u, ui_rect(x + w + 1, r.y + ui_px(u, 8), ui_px(u, 2) > 0 ? ui_px(u, 2) : 1, r.h - ui_px(u, 16)),
                barracks_ui_gold);
    SDL_RenderSetClipRect(u->r, NULL);
    if (focused) {
        SDL_Rect ime = r;
        SDL_SetTextInputRect(&ime);
    }
    return BARRACKS_UI_FIELD_IDLE;
}

/* ---- frame of a screen ---- */

int barracks_ui_header(ui *u, const char *title, const char *note)
{
    app *a = u->app;
    int bar = ui_px(u, 60);
    if (!u->draw)
        return bar;
    ui_backdrop(u);
    ui_fill(u, ui_rect(0, 0, a->w, bar), ui_rgb(26, 30, 44));
    ui_fill(u, ui_rect(0, bar - 2, a->w, 2), ui_rgb(56, 64, 86));
    int px = ui_px(u, 26);
    int x = ui_px(u, 20);
    x += ui_text(u, x, (bar - px * 5 / 4) / 2, title, px, true, ui_rgb(242, 236, 220), UI_LEFT);
    if (note && note[0]) {
        /* The note stops short of the header's buttons (Back, Save) on the right. */
        char fitted[300];
        int room = a->w - ui_px(u, 330) - (x + ui_px(u, 16));
        barracks_ui_fit(u, note, ui_px(u, 15), false, room > 0 ? room : 0, fitted, sizeof fitted);
        ui_text(u, x + ui_px(u, 16), (bar - ui_px(u, 15) * 5 / 4) / 2 + ui_px(u, 2), fitted, ui_px(u, 15), false,
                barracks_ui_text_dim, UI_LEFT);
    }
    return bar;
}

bool barracks_ui_area(ui *u, SDL_Rect r, const char *label)
{
    app *a = u->app;
    if (u->draw) {
        int n = a->n_drawn_buttons;
        if (n < (int)(sizeof a->drawn_buttons / sizeof a->drawn_buttons[0])) {
            snprintf(a->drawn_buttons[n].label, sizeof a->drawn_buttons[0].label, "%s", label);
            a->drawn_buttons[n].rect = r;
            a->drawn_buttons[n].enabled = true;
            a->n_drawn_buttons++;
        }
        return false;
    }
    const ui_event *ev = u->ev;
    return ev && ev->kind == UI_EV_MOUSE_UP && ev->button == UI_BUTTON_LEFT && inside(r, ev->x, ev->y) &&
           inside(r, a->press_x, a->press_y);
}

bool barracks_ui_tab(ui *u, SDL_Rect r, const char *label, bool on)
{
    bool clicked = ui_button(u, r, label, true);
    if (u->draw && on) {
        ui_frame(u, r, barracks_ui_gold, 2);
        ui_fill(u, ui_rect(r.x, r.y + r.h - ui_px(u, 4), r.w, ui_px(u, 4)), barracks_ui_gold);
    }
    return clicked;
}

bool barracks_ui_fit(ui *u, const char *text, int px, bool bold, int w, char *out, size_t size)
{
    snprintf(out, size, "%s", text);
    if (ui_text_width(u, out, px, bold) <= w)
        return false;
    size_t n = strlen(out);
    while (n > 0) {
        n--;
        while (n > 0 && ((unsigned char)out[n] & 0xC0) == 0x80)
            n--;
        if (n + 4 > size)
            continue;
        memcpy(out + n, "…", 4);
        if (ui_text_width(u, out, px, bold) <= w)
            return true;
    }
    out[0] = '\0';
    return true;
}

void barracks_ui_say(app *a, bool bad, const char *fmt, ...)
{
    barracks_view *v = &barracks_get(a)->view;
    va_list args;
    va_start(args, fmt);
    vsnprintf(v->toast, sizeof v->toast, fmt, args);
    va_end(args);
    v->toast_bad = bad;
    a->dirty = true;
}

void barracks_ui_toast(ui *u, SDL_Rect r)
{
    barracks_view *v = &barracks_get(u->app)->view;
    if (!u->draw || !v->toast[0])
        return;
    char line[DATA_LIBRARY_MESSAGE_MAX];
    int px = ui_px(u, 15);
    barracks_ui_fit(u, v->toast, px, false, r.w, line, sizeof line);
    ui_text(u, r.x, r.y + (r.h - px * 5 / 4) / 2, line, px, false, v->toast_bad ? barracks_ui_bad : barracks_ui_good,
            UI_LEFT);
}

void barracks_ui_upper(const char *text, char *out, size_t size)
{
    snprintf(out, size, "%s", text);
    for (unsigned char *p = (unsigned char *)out; *p; p++) {
        if (*p >= 'a' && *p <= 'z') {
            *p = (unsigned char)(*p - 'a' + 'A');
        } else if (*p == 0xC3 && p[1] >= 0xA0 && p[1] <= 0xBE && p[1] != 0xB7) {
            /* Latin-1 letters in UTF-8 (é → É, ñ → Ñ): the second byte moves by 0x20. */
            p[1] = (unsigned char)(p[1] - 0x20);
            p++;
        }
    }
}

const char *barracks_ui_stat_label(ui *u, barracks_stat stat, int px, bool bold, int w)
{
    const char *full = barracks_stat_name(stat);
    return ui_text_width(u, full, px, bold) <= w ? full : barracks_stat_short_name(stat);
}

int barracks_ui_rank_badge(ui *u, int x, int y, esc_rank rank, int px)
{
    char label[64];
    barracks_ui_upper(_(esc_rank_name(rank)), label, sizeof label);
    int pad = px / 2, w = ui_text_width(u, label, px, true) + 2 * pad, h = px * 3 / 2;
    ui_fill(u, ui_rect(x, y, w, h), barracks_ui_rank_colour(rank));
    ui_text(u, x + pad, y + (h - px * 5 / 4) / 2, label, px, true, ui_rgb(255, 255, 255), UI_LEFT);
    return w;
}

/* ---- units and squads ---- */

int barracks_ui_portrait(const esc_unit_def *def, const char *portrait_id)
{
    /* Not assets_portrait_for: in the Barracks "auto" must show the automatic
     * picture even when the same unit elsewhere has one chosen. */
    int p = portrait_id && portrait_id[0] ? assets_portrait_by_id(portrait_id) : -1;
    return p >= 0 ? p : assets_portrait_auto(def);
}

void barracks_ui_stat_line(const esc_unit_def *d, char *out, size_t size)
{
    ui_unit_stats(d->health, d->range, d->power, d->move, -1, NULL, out, size, NULL, 0); /* shared: shell/ui.h */
}

static void ability_names(const esc_unit_def *d, char *out, size_t size)
{
    out[0] = '\0';
    size_t n = 0;
    for (int k = 0; k < d->n_abilities && k < ESC_UNIT_ABILITY_CAPACITY; k++) {
        const esc_ability_info *info = esc_ability_get((esc_ability)d->abilities[k]);
        if (info && n < size)
            /* TRANSLATORS: between ability names in a list ("Charge, Feint"). */
            n += (size_t)snprintf(out + n, size - n, "%s%s", n ? _(", ") : "", _(info->name));
    }
}

void barracks_ui_unit_row(ui *u, SDL_Rect r, const esc_unit_def *def, const char *portrait_id, bool selected,
                          bool builtin)
{
    if (!u->draw)
        return;
    bool hover = ui_hover(u, r);
    ui_fill(u, r, selected ? ui_rgb(44, 56, 86) : hover ? ui_rgb(34, 40, 58) : ui_rgb(27, 32, 46));
    if (selected)
        ui_fill(u, ui_rect(r.x, r.y, ui_px(u, 4), r.h), barracks_ui_gold);
    int pad = ui_px(u, 8), token = r.h - 2 * ui_px(u, 5);
    board_draw_unit_token(u, ui_rect(r.x + pad, r.y + ui_px(u, 5), token, token), 0,
                          barracks_ui_portrait(def, portrait_id), 1.0f, false, false);
    barracks_price p = barracks_price_of(def);
    int x = r.x + pad * 2 + token;
    /* Right column: rank points on the rank's colour, the number a squad pays. */
    char rp[32];
    if (p.problem == ESC_UNIT_OK)
        /* TRANSLATORS: rank points, on a small chip (at most ~6 characters). */
        snprintf(rp, sizeof rp, P_("%d RP", "%d RP", p.rank_points), p.rank_points);
    else
        /* TRANSLATORS: on a small chip (at most ~8 characters) for a unit that
         * cannot play. */
        snprintf(rp, sizeof rp, "%s", _("illegal"));
    int chip_w = ui_px(u, 64), chip_h = ui_px(u, 26);
    SDL_Rect chip = { r.x + r.w - pad - chip_w, r.y + (r.h - chip_h) / 2, chip_w, chip_h };
    ui_fill(u, chip, p.problem == ESC_UNIT_OK ? barracks_ui_rank_colour(p.rank) : ui_rgb(150, 50, 44));
    ui_text(u, chip.x + chip.w / 2, chip.y + (chip.h - ui_px(u, 15) * 5 / 4) / 2, rp, ui_px(u, 15), true,
            ui_rgb(255, 255, 255), UI_CENTER);
    int text_w = chip.x - pad - x;
    char line[200], fitted[200];
    /* TRANSLATORS: a tag after the name of a unit or squad that ships with the
     * game (at most ~12 characters). */
    const char *tag = builtin ? _("built-in") : "";
    int tag_w = builtin ? ui_text_width(u, tag, ui_px(u, 12), false) + ui_px(u, 8) : 0;
    bool cut = barracks_ui_fit(u, barracks_display_name(def->name, builtin), ui_px(u, 17), true, text_w - tag_w, fitted,
                               sizeof fitted);
    int name_w = ui_text(u, x, r.y + ui_px(u, 6), fitted, ui_px(u, 17), true, barracks_ui_text_main, UI_LEFT);
    if (builtin)
        ui_text(u, x + name_w + ui_px(u, 8), r.y + ui_px(u, 9), tag, ui_px(u, 12), false, barracks_ui_text_faint,
                UI_LEFT);
    char abil[160], stats[64];
    ability_names(def, abil, sizeof abil);
    barracks_ui_stat_line(def, stats, sizeof stats);
    if (p.problem == ESC_UNIT_OK && abil[0])
        /* TRANSLATORS: a unit's summary: rank, cost, the stat line ("H3 R1 P2
         * M2"), its abilities. */
        snprintf(line, sizeof line, _("%s · cost %lld · %s · %s"), _(esc_rank_name(p.rank)), p.cost, stats, abil);
    else if (p.problem == ESC_UNIT_OK)
        snprintf(line, sizeof line, _("%s · cost %lld · %s"), _(esc_rank_name(p.rank)), p.cost, stats);
    else
        /* TRANSLATORS: %1$s says why the unit cannot play; %2$s is its stat line. */
        snprintf(line, sizeof line, _("cannot play: %s · %s"), _(esc_unit_problem_text(p.problem)), stats);
    cut |= barracks_ui_fit(u, line, ui_px(u, 13), false, text_w, fitted, sizeof fitted);
    ui_text(u, x, r.y + r.h - ui_px(u, 24), fitted, ui_px(u, 13), false, barracks_ui_text_dim, UI_LEFT);
    {
        /* Its whole text under the pointer, the stats said in words. */
        char whole[900], words[200], brief[300];
        ui_unit_stats(def->health, def->range, def->power, def->move, esc_unit_rank_points(def),
                      _(esc_rank_name(esc_unit_rank(def))), NULL, 0, words, sizeof words);
        barracks_price_brief(brief, sizeof brief); /* what cost and RP are */
        snprintf(whole, sizeof whole, "%s · %s — %s. %s", barracks_display_name(def->name, builtin), line, words, brief);
        ui_tooltip(u, r, whole);
        (void)cut;
    }
}

static const SDL_Color slot_colours[ESC_SQUAD_MAX] = {
    { 84, 144, 226, 255 },  { 96, 184, 112, 255 }, { 226, 164, 64, 255 },
    { 164, 112, 226, 255 }, { 72, 184, 196, 255 }, { 226, 104, 148, 255 },
};

void barracks_ui_gauge(ui *u, SDL_Rect r, const esc_squad *s)
{
    if (!u->draw)
        return;
    int used = 0;
    for (int i = 0; i < s->n_units && i < ESC_SQUAD_CAPACITY; i++)
        if (esc_unit_test(&s->units[i], NULL) == ESC_UNIT_OK)
            used += esc_unit_rank_points(&s->units[i]);
    /* The bar spans the budget, or the whole squad when it is over. */
    int span = used > ESC_SQUAD_BUDGET ? used : ESC_SQUAD_BUDGET;
    ui_fill(u, r, ui_rgb(14, 16, 24));
    float cell = (float)(r.w - 2) / (float)span;
    int at = 0;
    for (int i = 0; i < s->n_units && i < ESC_SQUAD_CAPACITY; i++) {
        if (esc_unit_test(&s->units[i], NULL) != ESC_UNIT_OK)
            continue;
        int rp = esc_unit_rank_points(&s->units[i]);
        SDL_Color c = i < ESC_SQUAD_MAX ? slot_colours[i] : ui_rgb(120, 124, 136);
        for (int k = 0; k < rp; k++) {
            int x0 = r.x + 1 + (int)((float)(at + k) * cell), x1 = r.x + 1 + (int)((float)(at + k + 1) * cell);
            bool over = at + k >= ESC_SQUAD_BUDGET;
            SDL_Color fill = over ? ui_rgb(210, 64, 56) : c;
            ui_fill(u, ui_rect(x0, r.y + 1, x1 - x0 - 1 > 0 ? x1 - x0 - 1 : 1, r.h - 2), fill);
        }
        int bx = r.x + 1 + (int)((float)at * cell), bw = (int)((float)rp * cell);
        if (bw > ui_px(u, 14) && i < 26) {
            char letter[2] = { (char)('A' + i), 0 };
            ui_text(u, bx + bw / 2, r.y + (r.h - ui_px(u, 14) * 5 / 4) / 2, letter, ui_px(u, 14), true,
                    ui_rgba(255, 255, 255, 230), UI_CENTER);
        }
        at += rp;
    }
    /* Empty cells of the budget, then the line at 30. */
    for (int k = at; k < ESC_SQUAD_BUDGET; k++) {
        int x0 = r.x + 1 + (int)((float)k * cell), x1 = r.x + 1 + (int)((float)(k + 1) * cell);
        ui_fill(u, ui_rect(x0, r.y + 1, x1 - x0 - 1 > 0 ? x1 - x0 - 1 : 1, r.h - 2), ui_rgb(36, 42, 58));
    }
    int limit = r.x + 1 + (int)((float)ESC_SQUAD_BUDGET * cell);
    ui_fill(u, ui_rect(limit - 1, r.y - ui_px(u, 4), ui_px(u, 3), r.h + ui_px(u, 8)),
            used > ESC_SQUAD_BUDGET ? barracks_ui_bad : barracks_ui_gold);
    ui_frame(u, r, ui_rgb(70, 80, 104), 1);
}

void barracks_ui_scroll(ui *u, SDL_Rect area, int *scroll, int rows, int visible)
{
    if (u->ev && u->ev->kind == UI_EV_WHEEL && ui_hover(u, area))
        *scroll -= u->ev->wheel * 2;
    int max = rows - visible > 0 ? rows - visible : 0;
    if (*scroll > max)
        *scroll = max;
    if (*scroll < 0)
        *scroll = 0;
}

/* ---- printable cards ---- */

/* Paper colours: dark ink on white, the rank colour for the band. */
static const SDL_Color ink = { 28, 30, 36, 255 }, ink_dim = { 84, 88, 100, 255 }, paper = { 252, 250, 244, 255 };

void barracks_ui_print_card(ui *u, SDL_Rect r, const esc_unit_def *def, int portrait, const char *footer)
{
    barracks_price p = barracks_price_of(def);
    SDL_Color band = p.problem == ESC_UNIT_OK ? barracks_ui_rank_colour(p.rank) : ui_rgb(150, 50, 44);
    ui_fill(u, r, ink);
    SDL_Rect in = { r.x + 4, r.y + 4, r.w - 8, r.h - 8 };
    ui_fill(u, in, paper);
    int pad = 14, x = in.x + pad, w = in.w - 2 * pad;
    /* Band: name and rank. */
    SDL_Rect head = { in.x, in.y, in.w, 70 };
    ui_fill(u, head, band);
    char fitted[160], line[200];
    barracks_ui_fit(u, def->name, 26, true, w, fitted, sizeof fitted);
    ui_text(u, x, head.y + 6, fitted, 26, true, ui_rgb(255, 255, 255), UI_LEFT);
    if (p.problem == ESC_UNIT_OK)
        /* TRANSLATORS: on a printed card: rank, rank points, cost. */
        snprintf(line, sizeof line, P_("%s  ·  %d RP  ·  cost %lld", "%s  ·  %d RP  ·  cost %lld", p.rank_points),
                 _(esc_rank_name(p.rank)), p.rank_points, p.cost);
    else
        snprintf(line, sizeof line, _("cannot play: %s"), _(esc_unit_problem_text(p.problem)));
    ui_text(u, x, head.y + 40, line, 17, true, ui_rgba(255, 255, 255, 235), UI_LEFT);
    /* Token and the four stats. */
    int y = head.y + head.h + 14, token = 132;
    ui_fill(u, ui_rect(x - 2, y - 2, token + 4, token + 4), ui_rgb(226, 224, 216));
    board_draw_unit_token(u, ui_rect(x, y, token, token), 0, portrait, 1.0f, false, false);
    int values[4] = { def->health, def->range, def->power, def->move };
    int gx = x + token + 14, gw = (in.x + in.w - pad - gx - 8) / 2, gh = (token - 8) / 2;
    for (int i = 0; i < 4; i++) {
        SDL_Rect t = { gx + (i % 2) * (gw + 8), y + (i / 2) * (gh + 8), gw, gh };
        ui_fill(u, t, ui_rgb(238, 236, 228));
        ui_frame(u, t, ui_rgb(200, 198, 190), 1);
        char label[64];
        barracks_ui_upper(barracks_stat_name((barracks_stat)i), label, sizeof label);
        if (ui_text_width(u, label, 13, true) > t.w - 6)
            barracks_ui_upper(barracks_stat_short_name((barracks_stat)i), label, sizeof label);
        ui_text(u, t.x + t.w / 2, t.y + 6, label, 13, true, ink_dim, UI_CENTER);
        snprintf(line, sizeof line, "%d", values[i]);
        ui_text(u, t.x + t.w / 2, t.y + 22, line, 30, true, ink, UI_CENTER);
    }
    y += token + 14;
    ui_fill(u, ui_rect(x, y, w, 2), band);
    y += 10;
    /* Abilities with their rules; names only when the texts would not fit. */
    int bottom = in.y + in.h - 54;
    ui measure = *u;
    measure.draw = false;
    int need = 0;
    for (int k = 0; k < def->n_abilities && k < ESC_UNIT_ABILITY_CAPACITY; k++) {
        const esc_ability_info *info = esc_ability_get((esc_ability)def->abilities[k]);
        if (info)
            need += 24 + ui_text_wrapped(&measure, ui_rect(x, 0, w, 0), _(info->text), 15, ink_dim) + 6;
    }
    if (def->n_abilities == 0) {
        ui_text(u, x, y, _("No abilities: it moves and attacks."), 15, false, ink_dim, UI_LEFT);
    } else if (y + need <= bottom) {
        for (int k = 0; k < def->n_abilities && k < ESC_UNIT_ABILITY_CAPACITY; k++) {
            const esc_ability_info *info = esc_ability_get((esc_ability)def->abilities[k]);
            if (!info)
                continue;
            ui_text(u, x, y, _(info->name), 17, true, ink, UI_LEFT);
            y += 24;
            y += ui_text_wrapped(u, ui_rect(x, y, w, 0), _(info->text), 15, ink_dim) + 6;
        }
    } else {
        char names[400];
        ability_names(def, names, sizeof names);
        ui_text(u, x, y, _("Abilities"), 17, true, ink, UI_LEFT);
        ui_text_wrapped(u, ui_rect(x, y + 24, w, 0), names, 15, ink_dim);
    }
    /* The turn in one line, for the table. */
    ui_fill(u, ui_rect(x, in.y + in.h - 48, w, 1), ui_rgb(210, 208, 200));
    /* TRANSLATORS: the rules in one line at the foot of a printed card
     * (about 340 pixels at a small size: keep it short). */
    barracks_ui_fit(u, _("A turn: 2 actions. A unit attacks or uses one ability."), 12, false, w, fitted,
                    sizeof fitted);
    ui_text(u, x, in.y + in.h - 42, fitted, 12, false, ink_dim, UI_LEFT);
    if (footer && footer[0]) {
        barracks_ui_fit(u, footer, 12, false, w, fitted, sizeof fitted);
        ui_text(u, x, in.y + in.h - 22, fitted, 12, true, ink_dim, UI_LEFT);
    }
}

#define SHEET_W 1240 /* A4 at 150 dpi */
#define SHEET_H 1754
#define CARD_W 372 /* 63 x 88 mm, a playing card */
#define CARD_H 520
#define CARD_GAP 14

/* The PNG is encoded into memory, then written like the JSON files
 * (data_file_write_atomic: a temporary file created exclusively, never through a
 * planted link, renamed over the old sheet with its permissions). */
typedef struct png_buffer {
    unsigned char *data;
    size_t len, cap;
    bool failed;
} png_buffer;

static size_t SDLCALL png_buffer_write(SDL_RWops *rw, const void *ptr, size_t size, size_t num)
{
    png_buffer *b = rw->hidden.unknown.data1;
    size_t n = size * num;
    if (b->len + n > b->cap) {
        size_t cap = b->cap ? b->cap * 2 : 1 << 16;
        while (cap < b->len + n)
            cap *= 2;
        unsigned char *grown = realloc(b->data, cap);
        if (!grown) {
            b->failed = true;
            return 0;
        }
        b->data = grown;
        b->cap = cap;
    }
    memcpy(b->data + b->len, ptr, n);
    b->len += n;
    return num;
}

static Sint64 SDLCALL png_buffer_size(SDL_RWops *rw)
{
    return (Sint64)((png_buffer *)rw->hidden.unknown.data1)->len;
}

static Sint64 SDLCALL png_buffer_seek(SDL_RWops *rw, Sint64 offset, int whence)
{
    png_buffer *b = rw->hidden.unknown.data1;
    /* The encoder only writes forward; it may ask where it is. */
    if (offset == 0 && (whence == RW_SEEK_CUR || whence == RW_SEEK_END))
        return (Sint64)b->len;
    return -1;
}

static int SDLCALL png_buffer_close(SDL_RWops *rw)
{
    SDL_FreeRW(rw);
    return 0;
}

static bool save_png_atomic(SDL_Surface *s, const char *path)
{
    png_buffer buf = { NULL, 0, 0, false };
    SDL_RWops *rw = SDL_AllocRW();
    if (!rw)
        return false;
    rw->type = SDL_RWOPS_UNKNOWN;
    rw->size = png_buffer_size;
    rw->seek = png_buffer_seek;
    rw->read = NULL;
    rw->write = png_buffer_write;
    rw->close = png_buffer_close;
    rw->hidden.unknown.data1 = &buf;
    SDL_Surface *rgb = SDL_ConvertSurfaceFormat(s, SDL_PIXELFORMAT_RGB24, 0);
    int saved = rgb ? IMG_SavePNG_RW(rgb, rw, 1) : (SDL_FreeRW(rw), -1);
    SDL_FreeSurface(rgb);
    data_error err;
    bool ok = saved == 0 && !buf.failed && data_file_write_atomic(path, buf.data, buf.len, &err);
    free(buf.data);
    return ok;
}

bool barracks_ui_export_cards(app *a, const char *title, const data_unit_entry *units, int n, char *out,
                              size_t out_size, char *why, size_t why_size)
{
    out[0] = '\0';
    if (n <= 0) {
        snprintf(why, why_size, "%s", _("no unit to print"));
        return false;
    }
    char dir[DATA_PATH_MAX];
    if (!barracks_get(a)->lib.user_dir[0] || !data_paths_join(dir, sizeof dir, barracks_get(a)->lib.user_dir, "cards") ||
        !data_paths_make_dirs(dir)) {
        snprintf(why, why_size, "%s", _("no user data directory to save the cards in"));
        return false;
    }
    if (!SDL_RenderTargetSupported(a->renderer)) {
        snprintf(why, why_size, "%s", _("this renderer cannot draw offscreen"));
        return false;
    }
    SDL_Texture *page =
        SDL_CreateTexture(a->renderer, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, SHEET_W, SHEET_H);
    SDL_Surface *shot = SDL_CreateRGBSurfaceWithFormat(0, SHEET_W, SHEET_H, 32, SDL_PIXELFORMAT_ARGB8888);
    if (!page || !shot) {
        snprintf(why, why_size, _("cannot draw the cards: %s"), SDL_GetError());
        if (page)
            SDL_DestroyTexture(page);
        SDL_FreeSurface(shot);
        return false;
    }
    char slug[DATA_LIBRARY_SLUG_MAX];
    data_library_slug(title, "cards", slug, sizeof slug);
    SDL_Texture *old_target = SDL_GetRenderTarget(a->renderer);
    ui u = { a, a->renderer, NULL, true, 1.0f, true, 0 }; /* a printed page: nothing takes the focus */
    int per_page = 9, pages = (n + per_page - 1) / per_page;
    bool ok = true;
    char date[64] = "";
    i18n_date(date, sizeof date, time(NULL));
    for (int pg = 0; pg < pages && ok; pg++) {
        SDL_SetRenderTarget(a->renderer, page);
        SDL_SetRenderDrawColor(a->renderer, 255, 255, 255, 255);
        SDL_RenderClear(a->renderer);
        char line[300];
        int left = (SHEET_W - 3 * CARD_W - 2 * CARD_GAP) / 2;
        ui_text(&u, left, 50, title, 34, true, ink, UI_LEFT);
        if (pages > 1)
            /* TRANSLATORS: the heading of a printed sheet of cards: the date,
             * then the page and the number of pages. */
            snprintf(line, sizeof line, _("Skirmish · Escarmouche unit cards · %s · page %d of %d"), date, pg + 1,
                     pages);
        else
            snprintf(line, sizeof line, _("Skirmish · Escarmouche unit cards · %s"), date);
        ui_text(&u, left, 98, line, 16, false, ink_dim, UI_LEFT);
        int top = 150;
        for (int i = 0; i < per_page && pg * per_page + i < n; i++) {
            const data_unit_entry *e = &units[pg * per_page + i];
            SDL_Rect card = { left + (i % 3) * (CARD_W + CARD_GAP), top + (i / 3) * (CARD_H + CARD_GAP), CARD_W,
                              CARD_H };
            /* Cut lines: a faint frame a little outside each card. */
            ui_frame(&u, ui_rect(card.x - 5, card.y - 5, card.w + 10, card.h + 10), ui_rgb(214, 214, 214), 1);
            snprintf(line, sizeof line, "%s · %d", title, pg * per_page + i + 1);
            barracks_ui_print_card(&u, card, &e->def, barracks_ui_portrait(&e->def, e->portrait), line);
        }
        SDL_RenderFlush(a->renderer);
        if (SDL_RenderReadPixels(a->renderer, NULL, SDL_PIXELFORMAT_ARGB8888, shot->pixels, shot->pitch) != 0) {
            snprintf(why, why_size, _("cannot read the cards back: %s"), SDL_GetError());
            ok = false;
            break;
        }
        char file[DATA_LIBRARY_SLUG_MAX + 16], path[DATA_PATH_MAX];
        if (pg == 0)
            snprintf(file, sizeof file, "%s.png", slug);
        else
            snprintf(file, sizeof file, "%s-%d.png", slug, pg + 1);
        if (!data_paths_join(path, sizeof path, dir, file) || !save_png_atomic(shot, path)) {
            /* TRANSLATORS: a file name, then why. */
            snprintf(why, why_size, _("cannot save %s: %s"), file, SDL_GetError());
            ok = false;
            break;
        }
        if (pg == 0)
            snprintf(out, out_size, "%s", path);
    }
    SDL_SetRenderTarget(a->renderer, old_target);
    SDL_DestroyTexture(page);
    SDL_FreeSurface(shot);
    return ok;
}

void barracks_print(app *a, const char *title, const data_unit_entry *units, int n)
{
    char path[DATA_PATH_MAX], why[300];
    if (barracks_ui_export_cards(a, title, units, n, path, sizeof path, why, sizeof why))
    {
        if (n > 9)
            /* TRANSLATORS: the number of cards, then the first page's file. */
            barracks_ui_say(a, false,
                            P_("%d card for printing: %s (and more pages)",
                               "%d cards for printing: %s (and more pages)", n),
                            n, path);
        else
            barracks_ui_say(a, false, P_("%d card for printing: %s", "%d cards for printing: %s", n), n, path);
    } else {
        barracks_ui_say(a, true, _("Cannot print the cards: %s"), why);
    }
}
