/*
 * The widgets that take the keyboard focus (see ui.h): buttons, steppers and the
 * result screen's row of buttons. Each asks the focus ring (focus.c) whether it
 * has the focus and draws with ui.c's helpers; nothing below calls back here.
 */
#include <stdio.h>
#include <string.h>

#include "shell/ui.h"
#include "skirmish/i18n.h"

static bool inside(SDL_Rect r, int x, int y) { return x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h; }

static bool button(ui *u, SDL_Rect r, const char *label, bool enabled, bool focusable)
{
    bool focused = focusable && enabled && ui_focus(u, r);
    if (u->draw) {
        app *a = u->app;
        if (a->n_drawn_buttons < (int)(sizeof a->drawn_buttons / sizeof a->drawn_buttons[0])) {
            snprintf(a->drawn_buttons[a->n_drawn_buttons].label, sizeof a->drawn_buttons[0].label, "%s", label);
            a->drawn_buttons[a->n_drawn_buttons].rect = r;
            a->drawn_buttons[a->n_drawn_buttons].enabled = enabled;
            a->n_drawn_buttons++;
        }
        if (focused)
            snprintf(a->focus_label, sizeof a->focus_label, "%s", label);
        bool hover = enabled && (ui_hover(u, r) || focused);
        bool held = hover && u->app->mouse_down && inside(r, u->app->press_x, u->app->press_y);
        SDL_Color fill = !enabled ? ui_rgb(40, 44, 56) : held ? ui_rgb(70, 98, 150) : hover ? ui_rgb(62, 80, 118)
                                                                                          : ui_rgb(46, 56, 80);
        ui_fill(u, r, fill);
        ui_frame(u, r, enabled ? ui_rgb(110, 130, 170) : ui_rgb(60, 64, 76), 1);
        /* A label a little too long for its button (a longer language) is drawn
         * a little smaller; beyond that it is a layout fault. */
        SDL_Rect inner = { r.x + 3, r.y, r.w - 6, r.h };
        SDL_Rect keep = u->app->text_box;
        u->app->text_box = inner;
        ui_text_fit(u, inner, label, ui_px(u, 15), true, enabled ? ui_rgb(235, 238, 245) : ui_rgb(110, 114, 126),
                    UI_CENTER);
        u->app->text_box = keep;
        return false;
    }
    const ui_event *ev = u->ev;
    if (focused && ui_focus_activated(u))
        return true;
    if (!(enabled && ev && ev->kind == UI_EV_MOUSE_UP && ev->button == UI_BUTTON_LEFT && inside(r, ev->x, ev->y) &&
          inside(r, u->app->press_x, u->app->press_y)))
        return false;
    /* The second click of a double-click presses only the button the first
     * pressed: a button that appeared in its place meanwhile ignores it (play-
     * test ca: a double-click on "Downtime done" also pressed "Ready", which
     * took its place, and the player's whole Orders phase went). A quick
     * click on ANOTHER button, away from the first, counts (play-test 10: the
     * second of two squad rows clicked 0.3 s apart was lost). */
    app *a = u->app;
    bool at_first = inside(a->clicked_rect, a->press_x, a->press_y);
    if (a->press_double && at_first &&
        (strcmp(a->clicked_label, label) != 0 || !SDL_RectEquals(&a->clicked_rect, &r)))
        return false;
    snprintf(a->clicked_label, sizeof a->clicked_label, "%s", label);
    a->clicked_rect = r;
    return true;
}

bool ui_button(ui *u, SDL_Rect r, const char *label, bool enabled)
{
    return button(u, r, label, enabled, true);
}

static int stepper(ui *u, SDL_Rect r, const char *label, const char *value, const char *widest, bool can_down,
                   bool can_up, const char *tip)
{
    bool focused = ui_focus(u, r);
    if (focused && u->draw)
        snprintf(u->app->focus_label, sizeof u->app->focus_label, "%s", label);
    int bw = r.h, px = ui_px(u, 16);
    /* The value's box: 250 units, wider for a long value while the label keeps
     * its room (text never shrinks under the floor). Measured on `widest` when
     * given, so the arrows stay where they are whatever the value. */
    int value_w = ui_px(u, 250);
    int need = ui_text_width(u, widest ? widest : value, px, true) + ui_px(u, 8) + 4;
    int room = r.w - 3 * bw - ui_text_width(u, label, px, false) - ui_px(u, 8);
    if (need > value_w)
        value_w = need < room ? need : room > value_w ? room : value_w;
    SDL_Rect left = { r.x + r.w - 3 * bw - value_w, r.y, bw, r.h };
    SDL_Rect right = { r.x + r.w - bw, r.y, bw, r.h };
    SDL_Rect mid = { left.x + bw, r.y, right.x - left.x - bw, r.h };
    ui_text_fit(u, ui_rect(r.x, r.y, left.x - r.x - ui_px(u, 8), r.h), label, px, false,
                focused ? ui_rgb(255, 226, 140) : ui_rgb(200, 206, 220), UI_LEFT);
    ui_fill(u, mid, ui_rgb(30, 36, 52));
    ui_text_fit(u, ui_rect(mid.x + 2, r.y, mid.w - 4, r.h), value, px, true, ui_rgb(240, 240, 240), UI_CENTER);
    int d = 0;
    if (button(u, left, "<", can_down, false))
        d = -1;
    if (button(u, right, ">", can_up, false))
        d = 1;
    if (tip && !can_down)
        ui_tooltip(u, left, tip);
    if (tip && !can_up)
        ui_tooltip(u, right, tip);
    if (focused && u->ev && u->ev->kind == UI_EV_KEY) {
        if (u->ev->key == UI_KEY_LEFT)
            d = -1;
        else if (u->ev->key == UI_KEY_RIGHT || ui_focus_activated(u))
            d = 1;
    }
    if ((d < 0 && !can_down) || (d > 0 && !can_up))
        d = 0;
    return d;
}

int ui_stepper(ui *u, SDL_Rect r, const char *label, const char *value)
{
    return stepper(u, r, label, value, NULL, true, true, NULL);
}

int ui_stepper_still(ui *u, SDL_Rect r, const char *label, const char *value, const char *widest)
{
    return stepper(u, r, label, value, widest, true, true, NULL);
}

int ui_stepper_ends(ui *u, SDL_Rect r, const char *label, const char *value, bool can_down, bool can_up,
                    const char *tip)
{
    return stepper(u, r, label, value, NULL, can_down, can_up, tip);
}

ui_result_choice ui_result_buttons(ui *u, SDL_Rect box, const char *again, int bh, int gap, int margin)
{
    int bw = ui_px(u, 150);
    int bx = box.x + (box.w - 3 * bw - 2 * gap) / 2, by = box.y + box.h - bh - margin;
    if (ui_button(u, ui_rect(bx, by, bw, bh), again, true))
        return UI_RESULT_AGAIN;
    if (ui_button(u, ui_rect(bx + bw + gap, by, bw, bh), _("View map"), true))
        return UI_RESULT_VIEW;
    if (ui_button(u, ui_rect(bx + 2 * (bw + gap), by, bw, bh), _("Main menu"), true))
        return UI_RESULT_MENU;
    return UI_RESULT_NONE;
}
