/*
 * Immediate-mode drawing helpers and the widgets that take no focus: colours,
 * scaled sizes, fills and frames, panels, text (fitted, cut, wrapped), hover and
 * key tests, backdrops, tooltips and menu panels. A widget is called in both
 * passes of a scene: while an event is handled it says whether the event hit it,
 * while drawing it draws; its rectangle comes from the same layout code either
 * way. The focusable widgets (buttons, steppers) are buttons.c's, above the
 * focus ring (focus.c), which draws with these helpers.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "shell/ui.h"
#include "skirmish/i18n.h"

SDL_Color ui_rgb(int r, int g, int b) { return (SDL_Color){ (Uint8)r, (Uint8)g, (Uint8)b, 255 }; }
SDL_Color ui_rgba(int r, int g, int b, int a) { return (SDL_Color){ (Uint8)r, (Uint8)g, (Uint8)b, (Uint8)a }; }
SDL_Rect ui_rect(int x, int y, int w, int h) { return (SDL_Rect){ x, y, w, h }; }
int ui_px(const ui *u, float points) { return (int)(points * u->s + 0.5f); }
int ui_px_text(const ui *u, float points) { return (int)(points * (u->s > 1.0f ? u->s : 1.0f) + 0.5f); }

static bool inside(SDL_Rect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

/* Something drawn over the pointer after the tooltip was set hides what the
 * tooltip was about: the tooltip goes (a dialog, a veil, a legend over a map). */
static void covers_tooltip(ui *u, SDL_Rect r, SDL_Color c)
{
    app *a = u->app;
    if (!a->tooltip[0] || !inside(r, a->mouse_x, a->mouse_y))
        return;
    SDL_Rect at = a->tooltip_at;
    bool whole = r.x <= 0 && r.y <= 0 && r.x + r.w >= a->w && r.y + r.h >= a->h;
    bool part_of_it = r.x >= at.x && r.y >= at.y && r.x + r.w <= at.x + at.w && r.y + r.h <= at.y + at.h;
    if (whole ? c.a >= 60 : (c.a >= 100 && !part_of_it))
        a->tooltip[0] = '\0';
}

void ui_fill(ui *u, SDL_Rect r, SDL_Color c)
{
    if (!u->draw)
        return;
    covers_tooltip(u, r, c);
    SDL_SetRenderDrawBlendMode(u->r, c.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND);
    SDL_SetRenderDrawColor(u->r, c.r, c.g, c.b, c.a);
    SDL_RenderFillRect(u->r, &r);
}

void ui_frame(ui *u, SDL_Rect r, SDL_Color c, int t)
{
    if (!u->draw)
        return;
    ui_fill(u, ui_rect(r.x, r.y, r.w, t), c);
    ui_fill(u, ui_rect(r.x, r.y + r.h - t, r.w, t), c);
    ui_fill(u, ui_rect(r.x, r.y, t, r.h), c);
    ui_fill(u, ui_rect(r.x + r.w - t, r.y, t, r.h), c);
}

void ui_panel(ui *u, SDL_Rect r)
{
    ui_fill(u, r, ui_rgb(22, 26, 38)); /* opaque: blending a large area is slow in software */
    ui_frame(u, r, ui_rgb(70, 80, 104), ui_px(u, 1) > 0 ? ui_px(u, 1) : 1);
    if (u->draw)
        u->app->text_box = r;
}

void ui_layout_fault(ui *u, const char *fmt, ...)
{
    app *a = u->app;
    if (!u->draw)
        return;
    char what[sizeof a->layout_fault];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    if (a->layout_faults++ == 0)
        memcpy(a->layout_fault, what, sizeof what);
    /* Every fault on stderr, for whoever fixes a screen (the tests keep the first). */
    if (SDL_getenv("SKIRMISH_LOG_LAYOUT_FAULTS"))
        fprintf(stderr, "layout fault (%s, %d x %d): %s\n", app_scene_name(a), a->w, a->h, what);
}

int ui_text_px(int px)
{
    return px < UI_MIN_TEXT_PX ? UI_MIN_TEXT_PX : px;
}

int ui_text_width(ui *u, const char *text, int px, bool bold)
{
    int w = 0, h = 0;
    TTF_Font *f = assets_font(&u->app->assets, ui_text_px(px), bold);
    if (f && text && *text)
        TTF_SizeUTF8(f, text, &w, &h);
    return w;
}

int ui_text(ui *u, int x, int y, const char *text, int px, bool bold, SDL_Color c, int align)
{
    if (!u->draw)
        return ui_text_width(u, text, px, bold);
    int w, h;
    px = ui_text_px(px);
    SDL_Texture *t = assets_text(&u->app->assets, u->r, text, px, bold, c, &w, &h);
    if (!t)
        return 0;
    /* No text under 12 px on screen, whatever draws it: a renderer scale below 1
     * (a screen drawing into a shrunk layer) is caught here. */
    float rsx = 1.0f, rsy = 1.0f;
    SDL_RenderGetScale(u->r, &rsx, &rsy);
    if ((float)px * rsy < (float)UI_MIN_TEXT_PX - 0.01f)
        ui_layout_fault(u, "\"%s\" is drawn %.1f px high (at least %d)", text, (double)((float)px * rsy),
                        UI_MIN_TEXT_PX);
    SDL_Rect dst = { align == UI_CENTER ? x - w / 2 : align == UI_RIGHT ? x - w : x, y, w, h };
    SDL_RenderCopy(u->r, t, NULL, &dst);
    app *a = u->app;
    if (a->text_seen)
        a->text_seen(a->text_seen_ctx, text);
    /* A text that leaves the window, or starts in the panel last drawn and leaves
     * it, did not fit where it was meant to go. Two pixels of slack: glyphs'
     * side bearings. */
    SDL_Rect box = a->text_box;
    if (dst.x < -2 || dst.x + dst.w > a->w + 2)
        ui_layout_fault(u, "\"%s\" leaves the window (x %d to %d of %d)", text, dst.x, dst.x + dst.w, a->w);
    else if (dst.y + dst.h > a->h + 2 && !SDL_RenderIsClipEnabled(u->r))
        /* Below the window, not in a clipped (scrolled) view: the screen is too
         * tall for this window at this scale. */
        ui_layout_fault(u, "\"%s\" is below the window (y %d to %d of %d)", text, dst.y, dst.y + dst.h, a->h);
    else if (box.w > 0 && dst.x >= box.x && dst.x < box.x + box.w && dst.y >= box.y && dst.y < box.y + box.h &&
             dst.x + dst.w > box.x + box.w + 2)
        ui_layout_fault(u, "\"%s\" leaves its panel (ends at x %d, the panel at %d)", text, dst.x + dst.w,
                        box.x + box.w);
    return w;
}

/* The size at which `text` fits `room` pixels: px, or down to four fifths of it;
 * 0 when even that is too wide. */
static int fitting_px(ui *u, const char *text, int px, bool bold, int room)
{
    for (int step = 0; step <= 2; step++) {
        int p = px - (px * step + 9) / 10;
        if (step == 0)
            p = px;
        if (ui_text_width(u, text, p, bold) <= room)
            return p;
    }
    return 0;
}

int ui_text_fit(ui *u, SDL_Rect box, const char *text, int px, bool bold, SDL_Color c, int align)
{
    if (!text || !*text)
        return 0;
    int p = fitting_px(u, text, px, bold, box.w);
    if (!p) {
        ui_layout_fault(u, "\"%s\" is wider than its box (%d px)", text, box.w);
        p = px - (px * 2 + 9) / 10;
    }
    int x = align == UI_CENTER ? box.x + box.w / 2 : align == UI_RIGHT ? box.x + box.w : box.x;
    p = ui_text_px(p);
    return ui_text(u, x, box.y + (box.h - p * 5 / 4) / 2, text, p, bold, c, align);
}

void ui_text_cut(ui *u, char *text, size_t size, int px, bool bold, int w)
{
    static const char dots[] = "\u2026";
    size_t n = strlen(text);
    if (size < sizeof dots || ui_text_width(u, text, px, bold) <= w)
        return;
    if (n + sizeof dots > size)
        n = size - sizeof dots;
    while (n > 0) {
        do
            n--;
        while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80);
        memcpy(text + n, dots, sizeof dots);
        if (ui_text_width(u, text, px, bold) <= w)
            return;
    }
}

int ui_text_break(ui *u, const char *text, int px, bool bold, int w, bool *at_space)
{
    /* Greedy, measured with the font: the longest start of `text` that fits,
     * cut at its last space (a first word wider than `w` whole). */
    char line[256];
    int n = 0, last_space = -1;
    while (text[n] && n < (int)sizeof line - 1) {
        line[n] = text[n];
        line[n + 1] = '\0';
        /* French puts a space before ? ! : ; and »: never a line of its own
         * (play-test 3: "l'acceptez-vous" then "?" alone), so that space is no break. */
        const char *next = text + n + 1;
        bool glued = *next == '?' || *next == '!' || *next == ':' || *next == ';' ||
                     ((unsigned char)next[0] == 0xC2 && (unsigned char)next[1] == 0xBB);
        if (text[n] == ' ' && !glued)
            last_space = n;
        if (ui_text_width(u, line, px, bold) > w && last_space > 0) {
            n = last_space;
            break;
        }
        n++;
    }
    /* Never cut a UTF-8 sequence when the buffer, not a space, ended the line. */
    while (n > 0 && text[n] && ((unsigned char)text[n] & 0xC0) == 0x80)
        n--;
    if (at_space)
        *at_space = last_space > 0;
    return n == 0 ? 1 : n;
}

int ui_text_wrapped(ui *u, SDL_Rect box, const char *text, int px, SDL_Color c)
{
    char line[256];
    px = ui_text_px(px);
    int y = box.y, line_h = px + px / 3;
    const char *p = text;
    while (*p) {
        /* A line break in the text (a scenario's briefing) starts a new
         * line; one right after a full line only ends it, a second leaves a
         * blank line. The break is never drawn (it has no glyph). */
        if (*p == '\n') {
            y += line_h;
            p++;
            continue;
        }
        char para[256];
        size_t len = strcspn(p, "\n");
        if (len > sizeof para - 1)
            len = sizeof para - 1;
        memcpy(para, p, len);
        para[len] = '\0';
        bool at_space;
        int n = ui_text_break(u, para, px, false, box.w, &at_space);
        memcpy(line, p, (size_t)n);
        line[n] = '\0';
        if (u->draw && !at_space && p[n] && p[n] != '\n' && ui_text_width(u, line, px, false) > box.w)
            ui_layout_fault(u, "a word of \"%.60s\" is wider than its box (%d px)", text, box.w);
        ui_text(u, box.x, y, line, px, false, c, UI_LEFT);
        y += line_h;
        p += n;
        while (*p == ' ')
            p++;
        if (*p == '\n')
            p++;
    }
    return y - box.y;
}

bool ui_hover(const ui *u, SDL_Rect r)
{
    return inside(r, u->app->mouse_x, u->app->mouse_y);
}

bool ui_pressed(const ui *u, ui_key key)
{
    if (!u->ev || u->ev->kind != UI_EV_KEY || u->ev->key != key)
        return false;
    /* Enter and Space press the focused widget while the focus shows. */
    const app *a = u->app;
    const scene *top = app_scene_top(a);
    if ((key == UI_KEY_ENTER || key == UI_KEY_SPACE) && a->focus_visible && a->n_focusable > 0 && top && !top->own_tab)
        return false;
    return true;
}

void ui_backdrop(ui *u)
{
    app *a = u->app;
    if (!u->draw)
        return;
    SDL_SetRenderDrawColor(u->r, 16, 19, 28, 255);
    SDL_RenderClear(u->r);
    int sq = ui_px(u, 48);
    for (int y = 0; y * sq < a->h; y++)
        for (int x = 0; x * sq < a->w; x++)
            if ((x + y) & 1)
                ui_fill(u, ui_rect(x * sq, y * sq, sq, sq), ui_rgb(20, 24, 35));
}

void ui_screen_background(ui *u, const char *title)
{
    if (!u->draw)
        return;
    ui_backdrop(u);
    ui_text(u, u->app->w / 2, ui_px(u, 40), title, ui_px(u, 44), true, ui_rgb(242, 236, 220), UI_CENTER);
}

int ui_wrap(int value, int d, int n)
{
    return n <= 0 ? 0 : ((value + d) % n + n) % n;
}

const char *ui_anim_speed_label(data_anim_speed speed)
{
    switch (speed) {
    case DATA_ANIM_INSTANT: return C_("animation speed", "instant");
    case DATA_ANIM_FAST: return C_("animation speed", "fast");
    case DATA_ANIM_SLOW: return C_("animation speed", "slow");
    default: return C_("animation speed", "normal");
    }
}

/* The hover delay: whether the pointer has rested on r long enough. The widget
 * it rests on is remembered across frames (app_draw forgets it in a frame with
 * no tooltip's widget under the pointer), so moving within one widget keeps
 * the count and moving to another starts it again. */
static Uint32 text_hash(const char *s)
{
    Uint32 h = 2166136261u; /* FNV-1a; never 0 for a tooltip's text in practice, 1 if it is */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 16777619u;
    return h ? h : 1;
}

static bool rested(app *a, SDL_Rect r, const char *text)
{
    /* The test's clock when it drives one (app.h), else SDL's. */
    Uint32 now = a->tooltip_clock_manual ? a->tooltip_clock_ms : SDL_GetTicks();
    a->hover_seen = true;
    a->hover_text_frame = text_hash(text); /* app_draw compares it with the last frame's */
    if (a->hover_at.x != r.x || a->hover_at.y != r.y || a->hover_at.w != r.w || a->hover_at.h != r.h ||
        a->hover_at.w == 0) {
        a->hover_at = r;
        a->hover_since = now;
        /* A click's or a key's hush stays: a new widget under a still
         * pointer is the screen changing, not the player pointing (play-test 14). */
        if (!app_tooltip_hush_held(a))
            a->tooltip_hushed = false;
        a->hover_text = 0; /* a new widget: its text is not a change */
    }
    if (a->tooltip_hushed && a->tooltip_delay_ms > 0)
        return false;
    if (a->tooltip_delay_ms <= 0 || now - a->hover_since >= (Uint32)a->tooltip_delay_ms)
        return true;
    a->tooltip_due = a->hover_since + (Uint32)a->tooltip_delay_ms;
    if (a->tooltip_due == 0)
        a->tooltip_due = 1;
    return false;
}

void ui_tooltip_clear(ui *u, SDL_Rect r, const char *text, SDL_Rect keep_clear)
{
    /* A screen under an overlay (a dialog, the pause menu) shows none. */
    if (u->draw && !u->beneath && text && text[0] && u->app->tooltip_seen)
        u->app->tooltip_seen(u->app->tooltip_seen_ctx, r, text);
    if (!u->draw || u->beneath || !text || !text[0] || !ui_hover(u, r) || !rested(u->app, r, text))
        return;
    snprintf(u->app->tooltip, sizeof u->app->tooltip, "%s", text);
    u->app->tooltip_at = r;
    u->app->tooltip_clear = keep_clear;
}

void ui_tooltip(ui *u, SDL_Rect r, const char *text)
{
    ui_tooltip_clear(u, r, text, ui_rect(0, 0, 0, 0));
}

void ui_tooltip_avoid(ui *u, SDL_Rect r)
{
    app *a = u->app;
    if (u->draw && r.w > 0 && r.h > 0 && a->n_tooltip_avoid < (int)(sizeof a->tooltip_avoid / sizeof a->tooltip_avoid[0]))
        a->tooltip_avoid[a->n_tooltip_avoid++] = r;
}

/* How much of the frame's avoided rectangles a box at x, y covers. */
static long covered(const app *a, int x, int y, int w, int h)
{
    SDL_Rect box = { x, y, w, h }, over;
    long area = 0;
    for (int i = 0; i < a->n_tooltip_avoid; i++)
        if (SDL_IntersectRect(&box, &a->tooltip_avoid[i], &over))
            area += (long)over.w * over.h;
    return area;
}

/* Where a w x h box goes clear of k: to its right, its left, below, above,
 * each level with k's top or its bottom; of those that fit the window, the
 * first that covers the least of the avoided rectangles (ui_tooltip_avoid);
 * false when none fits. */
static bool place_clear(const app *a, SDL_Rect k, int w, int h, int gap, int *x, int *y)
{
    int top = k.y < 4 ? 4 : k.y;
    if (top + h > a->h - 4)
        top = a->h - 4 - h < 4 ? 4 : a->h - 4 - h;
    int bottom = k.y + k.h - h;
    if (bottom + h > a->h - 4)
        bottom = a->h - 4 - h;
    if (bottom < 4)
        bottom = 4;
    int left = k.x < 4 ? 4 : k.x;
    if (left + w > a->w - 4)
        left = a->w - 4 - w < 4 ? 4 : a->w - 4 - w;
    int right = k.x + k.w - w;
    if (right + w > a->w - 4)
        right = a->w - 4 - w;
    if (right < 4)
        right = 4;
    bool side = h <= a->h - 8;
    struct {
        bool fits;
        int x, y;
    } spot[] = {
        { side && k.x + k.w + gap + w <= a->w - 4, k.x + k.w + gap, top },
        { side && k.x - gap - w >= 4, k.x - gap - w, top },
        { k.y + k.h + gap + h <= a->h - 4, left, k.y + k.h + gap },
        { k.y - gap - h >= 4, left, k.y - gap - h },
        { side && k.x + k.w + gap + w <= a->w - 4, k.x + k.w + gap, bottom },
        { side && k.x - gap - w >= 4, k.x - gap - w, bottom },
        { k.y + k.h + gap + h <= a->h - 4, right, k.y + k.h + gap },
        { k.y - gap - h >= 4, right, k.y - gap - h },
    };
    long best = -1;
    for (size_t i = 0; i < sizeof spot / sizeof spot[0]; i++) {
        if (!spot[i].fits)
            continue;
        long c = covered(a, spot[i].x, spot[i].y, w, h);
        if (best < 0 || c < best) {
            best = c;
            *x = spot[i].x;
            *y = spot[i].y;
        }
    }
    return best >= 0;
}

void ui_draw_tooltip(ui *u)
{
    app *a = u->app;
    if (!a->tooltip[0])
        return;
    int px = ui_px(u, 14), pad = ui_px(u, 8);
    int w = ui_text_width(u, a->tooltip, px, false) + 2 * pad;
    int max_w = ui_px(u, 340);
    if (max_w > a->w - 8)
        max_w = a->w - 8; /* always inside the window */
    if (w > max_w)
        w = max_w;
    /* Measure the wrapped height with a first pass that draws nothing. */
    ui quiet = *u;
    quiet.draw = false;
    int h = ui_text_wrapped(&quiet, ui_rect(0, 0, w - 2 * pad, 0), a->tooltip, px, ui_rgb(0, 0, 0)) + 2 * pad;
    int x = a->mouse_x + ui_px(u, 16), y = a->mouse_y + ui_px(u, 20);
    if (a->tooltip_clear.w <= 0 || !place_clear(a, a->tooltip_clear, w, h, ui_px(u, 6), &x, &y)) {
        if (x + w > a->w - 4)
            x = a->w - 4 - w;
        if (y + h > a->h - 4)
            y = a->mouse_y - h - ui_px(u, 8);
        if (x < 4)
            x = 4;
        if (y + h > a->h - 4)
            y = a->h - 4 - h; /* neither below nor above the pointer: as low as it fits */
        if (y < 4)
            y = 4;
    }
    char text[sizeof a->tooltip];
    snprintf(text, sizeof text, "%s", a->tooltip);
    a->tooltip[0] = '\0';
    ui_fill(u, ui_rect(x - 1, y - 1, w + 2, h + 2), ui_rgb(150, 160, 190));
    ui_fill(u, ui_rect(x, y, w, h), ui_rgb(20, 24, 34));
    a->text_box = ui_rect(x, y, w, h); /* its own box: over a panel's edge is no fault */
    ui_text_wrapped(u, ui_rect(x + pad, y + pad, w - 2 * pad, 0), text, px, ui_rgb(232, 234, 242));
    snprintf(a->tooltip, sizeof a->tooltip, "%s", text); /* still the frame's tooltip (tests read it) */
}

SDL_Rect ui_menu_panel(ui *u, const char *title, int rows)
{
    app *a = u->app;
    ui_fill(u, ui_rect(0, 0, a->w, a->h), ui_rgba(0, 0, 0, 120));
    int bw = ui_px(u, 260), bh = ui_px(u, 40), gap = ui_px(u, 10);
    int h = ui_px(u, 64 + 24) + rows * (bh + gap) - gap; /* as wide a margin under the buttons as beside them */
    SDL_Rect box = { a->w / 2 - bw / 2 - ui_px(u, 24), a->h / 2 - h / 2, bw + ui_px(u, 48), h };
    ui_panel(u, box);
    ui_text(u, a->w / 2, box.y + ui_px(u, 16), title, ui_px(u, 22), true, ui_rgb(240, 242, 248), UI_CENTER);
    return ui_rect(a->w / 2 - bw / 2, box.y + ui_px(u, 64), bw, bh);
}

SDL_Rect ui_menu_panel_note(ui *u, const char *title, int rows, const char *note)
{
    app *a = u->app;
    int slot = ui_px(u, 44); /* two lines of 13 px text */
    int bw = ui_px(u, 260), bh = ui_px(u, 40), gap = ui_px(u, 10);
    int h = ui_px(u, 90) + rows * (bh + gap) + slot;
    SDL_Rect box = { a->w / 2 - bw / 2 - ui_px(u, 24), a->h / 2 - h / 2, bw + ui_px(u, 48), h };
    /* the note's slot only when there is a note: the buttons stay put, no empty
     * band under them (play-test 10) */
    if (!note || !note[0])
        box.h = ui_px(u, 64 + 24) + rows * (bh + gap) - gap;
    ui_fill(u, ui_rect(0, 0, a->w, a->h), ui_rgba(0, 0, 0, 120));
    ui_panel(u, box);
    ui_text(u, a->w / 2, box.y + ui_px(u, 16), title, ui_px(u, 22), true, ui_rgb(240, 242, 248), UI_CENTER);
    SDL_Rect first = ui_rect(a->w / 2 - bw / 2, box.y + ui_px(u, 64), bw, bh);
    if (note && note[0]) {
        SDL_Rect keep = a->text_box;
        SDL_Rect at = ui_rect(box.x + ui_px(u, 12), first.y + rows * (bh + gap), box.w - ui_px(u, 24), slot);
        a->text_box = at;
        ui quiet = *u;
        quiet.draw = false;
        int px = ui_px(u, 13);
        if (ui_text_wrapped(&quiet, at, note, px, ui_rgb(0, 0, 0)) > slot)
            px = ui_px(u, 11); /* a long one, smaller (never below the 12 px floor) */
        ui_text_wrapped(u, at, note, px, ui_rgb(255, 200, 140));
        a->text_box = keep;
    }
    return first;
}

void ui_menu_next(const ui *u, SDL_Rect *row)
{
    row->y += row->h + ui_px(u, 10);
}

void ui_unit_stats(int health, int range, int power, int move, int rank_points, const char *rank, char *brief,
                   size_t brief_size, char *words, size_t words_size)
{
    if (brief && brief_size)
        /* TRANSLATORS: a unit's four stats by their initials, Health, Range, Power
         * and Move ("H3 R1 P2 M2"); keep the order. */
        snprintf(brief, brief_size, _("H%d R%d P%d M%d"), health, range, power, move);
    if (!words || !words_size)
        return;
    /* TRANSLATORS: a unit's four stats in words, in the tooltip of "H2 R3 P1 M1" */
    snprintf(words, words_size, _("Health %d · Range %d · Power %d · Move %d"), health, range, power, move);
    if (rank_points >= 0 && rank) {
        size_t n = strlen(words);
        /* TRANSLATORS: after a unit's stats in words: its rank points and the rank they give ("Elite") */
        snprintf(words + n, words_size - n, P_(" · %d rank point: its rank, %s", " · %d rank points: its rank, %s",
                                               rank_points),
                 rank_points, rank);
    }
}
