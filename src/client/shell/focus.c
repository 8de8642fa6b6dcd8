/*
 * The keyboard focus ring. Every ui_button and ui_stepper of the screen on top
 * (and anything a screen marks with ui_focus) is focusable, in drawing order:
 * Tab and Shift+Tab move along them, Up and Down too once the focus shows, Enter
 * or Space presses the focused button, Left and Right move a focused stepper.
 * The focus is drawn as an outline, shown from the first key that moves it and
 * hidden by a mouse click, so mouse players never see it. A screen that keeps
 * Tab and the arrows for itself (scene.own_tab: the battle, the Barracks'
 * editors) still reaches its buttons with Ctrl+Tab; one whose every key is its
 * own (scene.own_keys: the help) has no ring. A widget that moves with the
 * arrows itself (the area map's cursor, ui_focus_arrows) keeps Up and Down while
 * it has the focus, and takes the focus at the first arrow.
 */
#include "shell/ui.h"

static bool owns_tab(const app *a)
{
    const scene *top = app_scene_top(a);
    return top && top->own_tab;
}

void app_focus_track(app *a)
{
    const void *owner = a->depth > 0 ? a->stack[a->depth - 1].self : NULL;
    const void *def = app_scene_top(a);
    /* Screens without state share NULL: tell them apart by their definition. */
    if (!owner)
        owner = def;
    if (owner != a->focus_owner) {
        a->focus_owner = owner;
        a->focus = 0;
        a->focus_arrows = -1;
        if (owns_tab(a)) /* its keys are its own until Ctrl+Tab */
            a->focus_visible = false;
    }
}

bool app_focus_key(app *a, const ui_event *ev)
{
    if (ev->kind == UI_EV_MOUSE_DOWN) {
        a->focus_visible = false;
        return false;
    }
    if (ev->kind != UI_EV_KEY)
        return false;
    bool own = owns_tab(a);
    const scene *top = app_scene_top(a);
    if (top && top->own_keys)
        return false;
    int d = 0;
    if (ev->key == UI_KEY_TAB && (ev->ctrl || !own))
        d = ev->shift ? -1 : 1;
    else if (!own && !ev->ctrl && a->focus_visible && (ev->key == UI_KEY_UP || ev->key == UI_KEY_DOWN) &&
             a->focus != a->focus_arrows)
        d = ev->key == UI_KEY_UP ? -1 : 1;
    if (d == 0 || a->n_focusable <= 0)
        return false;
    app_focus_track(a);
    if (!a->focus_visible) {
        /* The first Tab shows the focus where it is (the first widget of a new screen). */
        a->focus_visible = true;
        if (a->focus >= a->n_focusable)
            a->focus = d > 0 ? 0 : a->n_focusable - 1;
    } else {
        a->focus = ui_wrap(a->focus, d, a->n_focusable);
    }
    a->dirty = true;
    return true;
}

bool ui_focus(ui *u, SDL_Rect r)
{
    if (u->beneath)
        return false;
    app *a = u->app;
    bool has = a->focus_visible && u->focus_n == a->focus;
    u->focus_n++;
    if (has && u->draw) {
        int t = ui_px(u, 2) > 2 ? ui_px(u, 2) : 2;
        SDL_Rect o = { r.x - t - 1, r.y - t - 1, r.w + 2 * t + 2, r.h + 2 * t + 2 };
        ui_frame(u, o, ui_rgb(255, 214, 90), t);
    }
    return has;
}

bool ui_focus_arrows(ui *u, SDL_Rect r)
{
    app *a = u->app;
    int index = u->focus_n;
    const ui_event *ev = u->ev;
    bool arrow = ev && ev->kind == UI_EV_KEY && !ev->ctrl &&
                 (ev->key == UI_KEY_UP || ev->key == UI_KEY_DOWN || ev->key == UI_KEY_LEFT || ev->key == UI_KEY_RIGHT);
    /* The focus hidden, or on nothing (the screen has fewer widgets now). */
    if (arrow && (!a->focus_visible || a->focus >= a->n_focusable) && !u->beneath) {
        a->focus = index;
        a->focus_visible = true;
    }
    ui quiet = *u;
    quiet.draw = false;
    bool has = ui_focus(&quiet, r);
    u->focus_n = quiet.focus_n;
    if (has)
        a->focus_arrows = index;
    else if (a->focus_arrows == index)
        a->focus_arrows = -1;
    return has;
}

bool ui_focus_activated(const ui *u)
{
    return u->ev && u->ev->kind == UI_EV_KEY && !u->ev->ctrl &&
           (u->ev->key == UI_KEY_ENTER || u->ev->key == UI_KEY_SPACE);
}
