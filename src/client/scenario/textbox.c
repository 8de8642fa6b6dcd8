/*
 * Wrapped text, read-only (a briefing in the list, the editor's problems) or
 * typed into (scenario_internal.h): the editor's briefing box. The
 * text wraps at the box's width and at the line breaks the player typed; the
 * caret is a byte offset, moved by the arrow keys along the lines as drawn.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scenario/scenario_internal.h"

#define TEXTBOX_LINES 400 /* lines laid out at most: 2047 bytes of one-letter lines */

int scenario_line_break(ui *u, const char *p, int px, int w, int *skip)
{
    const char *nl = strchr(p, '\n');
    size_t para = nl ? (size_t)(nl - p) : strlen(p);
    if (para == 0) {
        *skip = nl ? 1 : 0;
        return 0;
    }
    char buf[256];
    size_t take = para < sizeof buf - 1 ? para : sizeof buf - 1;
    memcpy(buf, p, take);
    buf[take] = '\0';
    bool at_space;
    int n = ui_text_break(u, buf, px, false, w, &at_space);
    if ((size_t)n >= para) {
        *skip = (int)para + (nl ? 1 : 0);
        return (int)para;
    }
    int k = n;
    while (p[k] == ' ')
        k++;
    *skip = k;
    return n;
}

typedef struct layout {
    int start[TEXTBOX_LINES], len[TEXTBOX_LINES];
    int n;
} layout;

static void lay_out(ui *u, const char *text, int px, int w, layout *l)
{
    l->n = 0;
    int at = 0, total = (int)strlen(text);
    for (;;) {
        int skip, n = scenario_line_break(u, text + at, px, w, &skip);
        if (l->n == TEXTBOX_LINES)
            break;
        l->start[l->n] = at;
        l->len[l->n] = n;
        l->n++;
        if (skip <= 0 || at + skip > total)
            break;
        at += skip;
        /* Text that ends in a line break has an empty last line (the caret's). */
        if (at == total && text[at - 1] != '\n')
            break;
    }
}

static int line_of(const layout *l, int cursor)
{
    int i = 0;
    while (i + 1 < l->n && l->start[i + 1] <= cursor)
        i++;
    return i;
}

static int width_of(ui *u, const char *text, int from, int to, int px)
{
    char buf[300];
    int n = to - from;
    if (n <= 0)
        return 0;
    if (n >= (int)sizeof buf)
        n = (int)sizeof buf - 1;
    memcpy(buf, text + from, (size_t)n);
    buf[n] = '\0';
    return ui_text_width(u, buf, px, false);
}

static int next_char(const char *text, int at)
{
    if (!text[at])
        return at;
    at++;
    while (((unsigned char)text[at] & 0xC0) == 0x80)
        at++;
    return at;
}

static int prev_char(const char *text, int at)
{
    if (at <= 0)
        return 0;
    at--;
    while (at > 0 && ((unsigned char)text[at] & 0xC0) == 0x80)
        at--;
    return at;
}

/* The byte of line i nearest to x pixels from the line's start. */
static int at_x(ui *u, const char *text, const layout *l, int i, int x, int px)
{
    int best = l->start[i], end = l->start[i] + l->len[i];
    for (int at = l->start[i]; at < end;) {
        int nx = next_char(text, at);
        int w0 = width_of(u, text, l->start[i], at, px), w1 = width_of(u, text, l->start[i], nx, px);
        if (x < (w0 + w1) / 2)
            return at;
        at = best = nx;
    }
    return best;
}

/* Inserts `add` at the caret: whole UTF-8 characters, a Windows line end or a
 * tab made plain, other control characters dropped, while it fits in cap. */
static bool insert(scenario_textbox *t, char *text, size_t cap, const char *add)
{
    size_t n = strlen(text);
    bool changed = false;
    for (const unsigned char *p = (const unsigned char *)add; *p;) {
        unsigned char one[2] = { *p, 0 };
        size_t len = *p < 0x80 ? 1 : (*p >> 5) == 6 ? 2 : (*p >> 4) == 14 ? 3 : (*p >> 3) == 30 ? 4 : 0;
        bool ok = len > 0;
        for (size_t k = 1; ok && k < len; k++)
            ok = (p[k] & 0xC0) == 0x80;
        const unsigned char *src = p;
        if (ok && len == 1 && *p == '\t')
            one[0] = ' ', src = one;
        else if (ok && len == 1 && (*p < 0x20 || *p == 0x7F) && *p != '\n')
            ok = false;
        if (!ok) {
            p++;
            continue;
        }
        if (n + len >= cap)
            break;
        memmove(text + t->cursor + len, text + t->cursor, n - (size_t)t->cursor + 1);
        memcpy(text + t->cursor, src, len);
        t->cursor += (int)len;
        n += len;
        changed = true;
        p += len;
    }
    return changed;
}

static void erase(char *text, int from, int to)
{
    memmove(text + from, text + to, strlen(text + to) + 1);
}

static void focus(scenario_textbox *t, bool on, const char *text)
{
    if (on && !t->focused)
        SDL_StartTextInput();
    else if (!on && t->focused)
        SDL_StopTextInput();
    t->focused = on;
    t->selected = false;
    t->want_x = -1;
    if (t->cursor > (int)strlen(text))
        t->cursor = (int)strlen(text);
}

void scenario_textbox_release(scenario_textbox *t)
{
    if (t->focused)
        SDL_StopTextInput();
    t->focused = t->selected = false;
}

typedef struct box_geometry {
    SDL_Rect inner;
    int px, line_h, rows;
} box_geometry;

static box_geometry geometry(ui *u, SDL_Rect r)
{
    box_geometry g;
    int pad = ui_px(u, 8);
    g.px = ui_text_px(ui_px(u, 14));
    g.line_h = g.px + g.px / 3;
    g.inner = ui_rect(r.x + pad, r.y + ui_px(u, 5), r.w - 2 * pad, r.h - ui_px(u, 10));
    g.rows = g.inner.h / g.line_h;
    if (g.rows < 1)
        g.rows = 1;
    return g;
}

static int key(ui *u, scenario_textbox *t, const box_geometry *g, char *text, size_t cap)
{
    const ui_event *ev = u->ev;
    layout *l = malloc(sizeof *l);
    if (!l)
        return SCENARIO_TEXTBOX_USED;
    lay_out(u, text, g->px, g->inner.w, l);
    int n = (int)strlen(text), line = line_of(l, t->cursor), result = SCENARIO_TEXTBOX_USED;
    bool keep_x = false;
    if (ev->ctrl && ev->key == UI_KEY_A) {
        t->selected = n > 0;
    } else if (ev->ctrl && ev->key == UI_KEY_V) {
        char *clip = SDL_HasClipboardText() ? SDL_GetClipboardText() : NULL;
        if (clip && clip[0]) {
            if (t->selected)
                text[0] = '\0', t->cursor = 0;
            t->selected = false;
            if (insert(t, text, cap, clip) || n > 0)
                result |= SCENARIO_TEXTBOX_CHANGED;
        }
        SDL_free(clip);
    } else if (ev->ctrl) {
        result = 0; /* Ctrl+S, Ctrl+Z and the like are the screen's */
    } else if (ev->key == UI_KEY_BACKSPACE || ev->key == UI_KEY_DELETE) {
        if (t->selected) {
            text[0] = '\0';
            t->cursor = 0;
            result |= n > 0 ? SCENARIO_TEXTBOX_CHANGED : 0;
        } else if (ev->key == UI_KEY_BACKSPACE && t->cursor > 0) {
            int from = prev_char(text, t->cursor);
            erase(text, from, t->cursor);
            t->cursor = from;
            result |= SCENARIO_TEXTBOX_CHANGED;
        } else if (ev->key == UI_KEY_DELETE && t->cursor < n) {
            erase(text, t->cursor, next_char(text, t->cursor));
            result |= SCENARIO_TEXTBOX_CHANGED;
        }
        t->selected = false;
    } else if (ev->key == UI_KEY_ENTER) {
        if (t->selected)
            text[0] = '\0', t->cursor = 0;
        t->selected = false;
        if (insert(t, text, cap, "\n") || n > 0)
            result |= SCENARIO_TEXTBOX_CHANGED;
    } else if (ev->key == UI_KEY_ESCAPE || ev->key == UI_KEY_TAB) {
        focus(t, false, text);
        result |= SCENARIO_TEXTBOX_DONE;
    } else if (ev->key == UI_KEY_LEFT || ev->key == UI_KEY_RIGHT) {
        t->cursor = t->selected ? (ev->key == UI_KEY_LEFT ? 0 : n)
                    : ev->key == UI_KEY_LEFT ? prev_char(text, t->cursor) : next_char(text, t->cursor);
        t->selected = false;
    } else if (ev->key == UI_KEY_UP || ev->key == UI_KEY_DOWN || ev->key == UI_KEY_PAGE_UP ||
               ev->key == UI_KEY_PAGE_DOWN) {
        int step = ev->key == UI_KEY_UP ? -1 : ev->key == UI_KEY_DOWN ? 1 : ev->key == UI_KEY_PAGE_UP ? -g->rows : g->rows;
        int x = t->want_x >= 0 ? t->want_x : width_of(u, text, l->start[line], t->cursor, g->px);
        int to = line + step;
        if (to < 0)
            t->cursor = 0;
        else if (to >= l->n)
            t->cursor = n;
        else
            t->cursor = at_x(u, text, l, to, x, g->px);
        t->want_x = x;
        t->selected = false;
        keep_x = true;
    }
    if (!keep_x)
        t->want_x = -1;
    free(l);
    return result;
}

int scenario_textbox_run(ui *u, SDL_Rect r, scenario_textbox *t, char *text, size_t cap, const char *placeholder)
{
    app *a = u->app;
    int index = u->focus_n;
    /* While typing with the ring shown, Up and Down move the caret, not the ring. */
    bool ring = t->focused && a->focus_visible ? ui_focus_arrows(u, r) : ui_focus(u, r);
    const scene *top = app_scene_top(a);
    if (t->focused && !ring && !u->beneath && a->focus_visible && top && !top->own_tab)
        focus(t, false, text); /* the ring moved on */
    box_geometry g = geometry(u, r);
    if (t->cursor > (int)strlen(text))
        t->cursor = (int)strlen(text);
    if (!u->draw) {
        const ui_event *ev = u->ev;
        if (!ev)
            return 0;
        if (ring && !t->focused && ui_focus_activated(u)) {
            focus(t, true, text);
            t->cursor = (int)strlen(text);
            return SCENARIO_TEXTBOX_USED;
        }
        if (ev->kind == UI_EV_MOUSE_DOWN && ev->button == UI_BUTTON_LEFT) {
            bool in = ev->x >= r.x && ev->y >= r.y && ev->x < r.x + r.w && ev->y < r.y + r.h;
            if (!in) {
                if (!t->focused)
                    return 0;
                focus(t, false, text);
                return SCENARIO_TEXTBOX_DONE;
            }
            focus(t, true, text);
            a->focus = index; /* the first Tab shows the ring here, then moves on */
            layout *l = malloc(sizeof *l);
            if (l) {
                lay_out(u, text, g.px, g.inner.w, l);
                int i = t->top + (ev->y - g.inner.y) / g.line_h;
                if (ev->y < g.inner.y)
                    i = t->top;
                i = i < 0 ? 0 : i >= l->n ? l->n - 1 : i;
                t->cursor = at_x(u, text, l, i, ev->x - g.inner.x, g.px);
                free(l);
            }
            return SCENARIO_TEXTBOX_USED;
        }
        if (ev->kind == UI_EV_WHEEL && ev->x >= r.x && ev->y >= r.y && ev->x < r.x + r.w && ev->y < r.y + r.h) {
            t->top -= ev->wheel;
            if (t->top < 0)
                t->top = 0;
            a->dirty = true;
            return SCENARIO_TEXTBOX_USED;
        }
        if (!t->focused)
            return 0;
        if (ev->kind == UI_EV_TEXT) {
            int result = SCENARIO_TEXTBOX_USED;
            if (t->selected && text[0]) {
                text[0] = '\0';
                t->cursor = 0;
                result |= SCENARIO_TEXTBOX_CHANGED;
            }
            t->selected = false;
            t->want_x = -1;
            if (insert(t, text, cap, ev->text))
                result |= SCENARIO_TEXTBOX_CHANGED;
            return result;
        }
        if (ev->kind != UI_EV_KEY || ev->key == UI_KEY_F1 || ev->key == UI_KEY_F11)
            return 0;
        return key(u, t, &g, text, cap);
    }

    ui_fill(u, r, t->focused ? ui_rgb(34, 42, 62) : ui_rgb(28, 33, 48));
    ui_frame(u, r, t->focused ? ui_rgb(250, 214, 90) : ui_hover(u, r) ? ui_rgb(110, 130, 170) : ui_rgb(70, 80, 104),
             t->focused ? 2 : 1);
    SDL_Rect clip = { r.x + 2, r.y + 2, r.w - 4, r.h - 4 };
    SDL_RenderSetClipRect(u->r, &clip);
    if (!text[0]) {
        if (placeholder)
            scenario_text_lines(u, g.inner, placeholder, g.px, ui_rgb(130, 137, 154));
        if (t->focused)
            ui_fill(u, ui_rect(g.inner.x, g.inner.y, ui_px(u, 2) > 0 ? ui_px(u, 2) : 1, g.px * 5 / 4),
                    ui_rgb(250, 214, 90));
        SDL_RenderSetClipRect(u->r, NULL);
        if (t->focused)
            SDL_SetTextInputRect(&r);
        return 0;
    }
    layout *l = malloc(sizeof *l);
    if (!l) {
        SDL_RenderSetClipRect(u->r, NULL);
        return 0;
    }
    lay_out(u, text, g.px, g.inner.w, l);
    int cl = line_of(l, t->cursor);
    /* The caret's line stays in view; the wheel scrolls when the box is not typing. */
    if (t->focused) {
        if (cl < t->top)
            t->top = cl;
        if (cl >= t->top + g.rows)
            t->top = cl - g.rows + 1;
    }
    if (t->top > l->n - g.rows)
        t->top = l->n - g.rows;
    if (t->top < 0)
        t->top = 0;
    char line[300];
    for (int i = t->top; i < l->n && i < t->top + g.rows; i++) {
        int y = g.inner.y + (i - t->top) * g.line_h, n = l->len[i] < (int)sizeof line ? l->len[i] : (int)sizeof line - 1;
        memcpy(line, text + l->start[i], (size_t)n);
        line[n] = '\0';
        if (t->focused && t->selected)
            ui_fill(u, ui_rect(g.inner.x - 1, y - 1, ui_text_width(u, line, g.px, false) + 2, g.line_h),
                    ui_rgb(62, 92, 150));
        ui_text(u, g.inner.x, y, line, g.px, false, ui_rgb(232, 235, 243), UI_LEFT);
    }
    if (t->focused && !t->selected && cl >= t->top && cl < t->top + g.rows) {
        int end = l->start[cl] + l->len[cl];
        int cx = g.inner.x + width_of(u, text, l->start[cl], t->cursor < end ? t->cursor : end, g.px);
        ui_fill(u, ui_rect(cx, g.inner.y + (cl - t->top) * g.line_h, ui_px(u, 2) > 0 ? ui_px(u, 2) : 1, g.px * 5 / 4),
                ui_rgb(250, 214, 90));
    }
    /* More than the box holds: a thin bar at the right edge says where the view is. */
    if (l->n > g.rows) {
        int bw = ui_px(u, 3) > 2 ? ui_px(u, 3) : 2, th = r.h - 8;
        SDL_Rect track = ui_rect(r.x + r.w - bw - 3, r.y + 4, bw, th);
        ui_fill(u, track, ui_rgb(50, 58, 78));
        ui_fill(u, ui_rect(track.x, track.y + th * t->top / l->n, bw, th * g.rows / l->n), ui_rgb(150, 156, 172));
    }
    free(l);
    SDL_RenderSetClipRect(u->r, NULL);
    if (t->focused)
        SDL_SetTextInputRect(&r);
    return 0;
}

int scenario_text_lines(ui *u, SDL_Rect box, const char *text, int px, SDL_Color c)
{
    char line[512];
    px = ui_text_px(px);
    int y = box.y, line_h = px + px / 3;
    const char *p = text;
    /* A briefing's own line breaks start new lines. */
    while (*p && y + px <= box.y + box.h) {
        int skip, n = scenario_line_break(u, p, px, box.w, &skip);
        if (n >= (int)sizeof line)
            n = (int)sizeof line - 1;
        bool last = y + line_h + px > box.y + box.h;
        snprintf(line, sizeof line, "%.*s", n, p);
        if (last && p[skip]) {
            /* More follows: what fits of the rest on one line, then "…" */
            snprintf(line, sizeof line, "%s", p);
            for (char *q = line; *q; q++)
                if (*q == '\n')
                    *q = ' ';
            ui_text_cut(u, line, sizeof line, px, false, box.w);
            ui_tooltip(u, box, text);
        }
        ui_text(u, box.x, y, line, px, false, c, UI_LEFT);
        y += line_h;
        p += skip > 0 ? skip : n > 0 ? n : 1;
    }
    return y - box.y;
}
