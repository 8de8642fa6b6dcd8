/*
 * The text field (see field.h).
 */
#include "shell/field.h"

#include <stdio.h>
#include <string.h>

static bool inside(SDL_Rect r, int x, int y)
{
    return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;
}

static void set_focus(ui_field *f, bool on)
{
    if (on && !f->focused)
        SDL_StartTextInput();
    else if (!on && f->focused)
        SDL_StopTextInput();
    f->focused = on;
    f->selected = false;
}

bool ui_text_append(char *text, size_t cap, const char *add)
{
    size_t n = strlen(text);
    bool changed = false;
    for (const unsigned char *p = (const unsigned char *)add; *p;) {
        size_t len = *p < 0x80 ? 1 : (*p >> 5) == 6 ? 2 : (*p >> 4) == 14 ? 3 : (*p >> 3) == 30 ? 4 : 0;
        bool ok = len > 0;
        for (size_t k = 1; ok && k < len; k++)
            ok = (p[k] & 0xC0) == 0x80;
        if (!ok || (len == 1 && (*p < 0x20 || *p == 0x7F))) {
            p++;
            continue;
        }
        if (n + len >= cap)
            break;
        memcpy(text + n, p, len);
        n += len;
        text[n] = '\0';
        changed = true;
        p += len;
    }
    return changed;
}

bool ui_text_backspace(char *text)
{
    size_t n = strlen(text);
    if (n == 0)
        return false;
    n--;
    while (n > 0 && ((unsigned char)text[n] & 0xC0) == 0x80)
        n--;
    text[n] = '\0';
    return true;
}

static int handle(ui_field *f, SDL_Rect r, const ui_event *ev, char *text, size_t cap)
{
    if (ev->kind == UI_EV_MOUSE_DOWN && ev->button == UI_BUTTON_LEFT) {
        if (inside(r, ev->x, ev->y)) {
            bool was = f->focused;
            set_focus(f, true);
            f->selected = !was && text[0] != '\0'; /* a first click selects the name, to type over it */
            return UI_FIELD_USED;
        }
        if (f->focused) {
            set_focus(f, false);
            return UI_FIELD_DONE;
        }
        return 0;
    }
    if (!f->focused)
        return 0;
    if (ev->kind == UI_EV_TEXT) {
        bool cleared = f->selected && text[0];
        if (f->selected)
            text[0] = '\0';
        f->selected = false;
        return UI_FIELD_USED | (ui_text_append(text, cap, ev->text) || cleared ? UI_FIELD_CHANGED : 0);
    }
    if (ev->kind != UI_EV_KEY)
        return 0;
    switch (ev->key) {
    case UI_KEY_BACKSPACE:
    case UI_KEY_DELETE: {
        bool changed = f->selected ? text[0] != '\0' : ui_text_backspace(text);
        if (f->selected)
            text[0] = '\0';
        f->selected = false;
        return UI_FIELD_USED | (changed ? UI_FIELD_CHANGED : 0);
    }
    case UI_KEY_ENTER:
    case UI_KEY_ESCAPE:
    case UI_KEY_TAB:
        set_focus(f, false);
        return UI_FIELD_USED | UI_FIELD_DONE;
    case UI_KEY_F11:
    case UI_KEY_F1:
        return 0;
    default: break;
    }
    if (ev->ctrl && ev->key == UI_KEY_A) {
        f->selected = text[0] != '\0';
        return UI_FIELD_USED;
    }
    /* Letters typed are text, not the screen's shortcuts. */
    return UI_FIELD_USED;
}

/* The field is a stop of the focus ring: Enter or Space there starts typing;
 * the ring moving on (Tab, or Up and Down) ends it. */
static bool ring_left(const ui *u, bool ring)
{
    const scene *top = app_scene_top(u->app);
    return !ring && !u->beneath && u->app->focus_visible && top && !top->own_tab;
}

int ui_text_field(ui *u, SDL_Rect r, ui_field *f, char *text, size_t cap, const char *placeholder)
{
    int index = u->focus_n;
    bool ring = ui_focus(u, r);
    if (f->focused && ring_left(u, ring))
        set_focus(f, false);
    if (!u->draw) {
        if (!u->ev)
            return 0;
        if (ring && !f->focused && ui_focus_activated(u)) {
            set_focus(f, true);
            f->selected = text[0] != '\0'; /* typing replaces the name; Backspace keeps it */
            return UI_FIELD_USED;
        }
        int used = handle(f, r, u->ev, text, cap);
        if (f->focused && u->ev->kind == UI_EV_MOUSE_DOWN)
            u->app->focus = index; /* the first Tab shows the ring here, then moves on */
        return used;
    }
    ui_fill(u, r, f->focused ? ui_rgb(34, 42, 62) : ui_rgb(28, 33, 48));
    ui_frame(u, r, f->focused ? ui_rgb(250, 214, 90) : ui_hover(u, r) ? ui_rgb(110, 130, 170) : ui_rgb(70, 80, 104),
             f->focused ? 2 : 1);
    int px = ui_px(u, 15), pad = ui_px(u, 8);
    /* A long name or default name in a narrow field: a smaller font first (the
     * end stays in view while typing, below). */
    const char *shown = text[0] ? text : placeholder ? placeholder : "";
    while (px > ui_px(u, 12) && ui_text_width(u, shown, px, false) > r.w - 2 * pad)
        px--;
    int ty = r.y + (r.h - px * 5 / 4) / 2;
    SDL_Rect clip = { r.x + 2, r.y + 2, r.w - 4, r.h - 4 };
    int w = ui_text_width(u, text, px, false);
    int x = r.x + pad;
    if (w > r.w - 2 * pad - 4)
        x = r.x + r.w - pad - 4 - w; /* keep the end, where the caret is, in view */
    SDL_RenderSetClipRect(u->r, &clip);
    if (f->focused && f->selected && text[0])
        ui_fill(u, ui_rect(x - 1, ty - 1, w + 2, px * 5 / 4 + 2), ui_rgb(62, 92, 150));
    if (text[0])
        ui_text(u, x, ty, text, px, false, ui_rgb(232, 235, 243), UI_LEFT);
    else if (placeholder) {
        /* a default name that still does not fit ends in "…", told whole on hover */
        char cut[160];
        snprintf(cut, sizeof cut, "%s", placeholder);
        ui_text_cut(u, cut, sizeof cut, px, false, r.w - 2 * pad);
        ui_text(u, r.x + pad, ty, cut, px, false, ui_rgb(130, 137, 154), UI_LEFT);
        if (strcmp(cut, placeholder) != 0 && !f->focused)
            ui_tooltip(u, r, placeholder);
    }
    if (f->focused && !f->selected) {
        int cx = text[0] ? x + w + 1 : r.x + pad;
        ui_fill(u, ui_rect(cx, r.y + ui_px(u, 7), ui_px(u, 2) > 0 ? ui_px(u, 2) : 1, r.h - ui_px(u, 14)),
                ui_rgb(250, 214, 90));
    }
    SDL_RenderSetClipRect(u->r, NULL);
    if (f->focused)
        SDL_SetTextInputRect(&r);
    return 0;
}

bool ui_fields_typing(const ui_field *fields, int n)
{
    for (int i = 0; i < n; i++)
        if (fields[i].focused)
            return true;
    return false;
}

void ui_fields_release(ui_field *fields, int n)
{
    for (int i = 0; i < n; i++)
        set_focus(&fields[i], false);
}
