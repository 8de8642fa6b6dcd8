/*
 * The client without a mouse (shell/focus.c): from the main menu to the
 * settings, the UI scale changed with the arrows, back with Esc; a match set up
 * and started by keys alone; the pause menu driven by keys; the focus shown only
 * after a key and hidden by a click; Enter on a focused button is that button's,
 * not the screen's own Enter.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "client_test_util.h"
#include "skirmish/i18n.h"

static app the_app;

static void key_ctrl(ui_key k, bool shift, bool ctrl)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = k;
    ev.shift = shift;
    ev.ctrl = ctrl;
    app_handle_event(&the_app, &ev);
    app_draw(&the_app); /* as the loop does after each event */
}

static void key(ui_key k, bool shift) { key_ctrl(k, shift, false); }

static int deployed(void)
{
    const esc_game *g = &board_battle_current(&the_app)->match.game;
    int n = 0;
    for (int i = 0; i < ESC_MAX_UNITS; i++)
        n += g->units[i].square != ESC_NO_SQUARE;
    return n;
}

/* Tab until the widget labelled `msgid` (English; translated in a language run)
 * has the focus; fails when a whole round of the screen does not find it. */
static void focus_on(const char *msgid)
{
    const char *label = gettext(msgid);
    app_draw(&the_app);
    for (int i = 0; i <= the_app.n_focusable + 1; i++) {
        if (the_app.focus_visible && strcmp(the_app.focus_label, label) == 0)
            return;
        key(UI_KEY_TAB, false);
    }
    fail_msg("no focusable '%s' on screen %s (%d focusable)", label, app_scene_name(&the_app), the_app.n_focusable);
}

static void test_menu_to_settings_by_keys(void **state)
{
    (void)state;
    app_scene_pop_to_root(&the_app);
    app_draw(&the_app);
    assert_false(the_app.focus_visible);
    assert_string_equal(the_app.focus_label, "");
    key(UI_KEY_TAB, false);
    assert_true(the_app.focus_visible);
    assert_true(the_app.n_focusable >= 5);
    /* Shift+Tab from the first goes round to the last. */
    char first[96];
    snprintf(first, sizeof first, "%s", the_app.focus_label);
    key(UI_KEY_TAB, true);
    assert_string_not_equal(the_app.focus_label, first);
    key(UI_KEY_DOWN, false);
    assert_string_equal(the_app.focus_label, first);
    client_pixels_compare(&the_app, "keyboard-menu");

    focus_on("Settings");
    key(UI_KEY_ENTER, false);
    assert_string_equal(app_scene_name(&the_app), "settings");
    /* A new screen starts at its first widget, the focus still showing. */
    assert_true(the_app.focus_visible);
    focus_on("UI scale");
    int before = the_app.prefs.ui_scale;
    float scale = the_app.scale;
    assert_int_equal(before, 0); /* the display's */
    key(UI_KEY_RIGHT, false);
    assert_int_equal(the_app.prefs.ui_scale, 100);
    key(UI_KEY_RIGHT, false);
    assert_int_equal(the_app.prefs.ui_scale, 125);
    assert_true(the_app.scale > scale);
    client_pixels_compare(&the_app, "keyboard-settings-125");
    key(UI_KEY_LEFT, false);
    key(UI_KEY_LEFT, false);
    assert_int_equal(the_app.prefs.ui_scale, 0);
    assert_true(the_app.scale == scale);
    key(UI_KEY_ESCAPE, false);
    assert_string_equal(app_scene_name(&the_app), "menu");
}

/* A match set up and started with the keyboard, then its pause menu. */
static void test_setup_and_pause_by_keys(void **state)
{
    (void)state;
    app_scene_pop_to_root(&the_app);
    focus_on("New Escarmouche match");
    key(UI_KEY_ENTER, false);
    assert_string_equal(app_scene_name(&the_app), "escarmouche-setup");
    escarmouche_content *c = escarmouche_content_get(&the_app);
    int round_limit = c->setup.round_limit;
    c->setup.human[0] = c->setup.human[1] = true; /* hot-seat: no computer moves meanwhile */
    focus_on("Round limit");
    key(UI_KEY_RIGHT, false);
    assert_int_not_equal(c->setup.round_limit, round_limit);
    key(UI_KEY_LEFT, false);
    assert_int_equal(c->setup.round_limit, round_limit);
    focus_on("Start");
    key(UI_KEY_ENTER, false);
    assert_string_equal(app_scene_name(&the_app), "battle");
    /* The battle keeps Tab for its units and the arrows for the board: a unit
     * is deployed by keys (the arrows point a home square, Space places). */
    assert_false(the_app.focus_visible);
    int before = deployed();
    ui_key home = board_battle_current(&the_app)->match.game.active == 0 ? UI_KEY_DOWN : UI_KEY_UP;
    for (int i = 0; i < 4; i++)
        key(home, false);
    key(UI_KEY_SPACE, false);
    assert_int_equal(deployed(), before + 1);
    /* Ctrl+Tab reaches the panel's buttons. */
    for (int i = 0; i < 8 && strcmp(the_app.focus_label, _("Auto-deploy")) != 0; i++)
        key_ctrl(UI_KEY_TAB, false, true);
    assert_string_equal(the_app.focus_label, _("Auto-deploy"));
    key(UI_KEY_ENTER, false);
    assert_true(deployed() > before + 1);
    /* Esc opens the pause menu, whose buttons the focus ring reaches, at
     * once: the hot-seat banner blocks nothing (play-test 15). */
    key(UI_KEY_ESCAPE, false);
    assert_string_equal(app_scene_name(&the_app), "battle-pause");
    focus_on("Resume");
    key(UI_KEY_ENTER, false);
    assert_string_equal(app_scene_name(&the_app), "battle");
    app_scene_pop_to_root(&the_app);
}

/* A click hides the focus; Enter then is the screen's own again. */
static void test_mouse_hides_focus(void **state)
{
    (void)state;
    app_scene_pop_to_root(&the_app);
    key(UI_KEY_TAB, false);
    assert_true(the_app.focus_visible);
    client_click_at(&the_app, 2, 2);
    assert_false(the_app.focus_visible);
    app_draw(&the_app);
    assert_string_equal(the_app.focus_label, "");
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    if (!front_init_offscreen(&the_app, 1280, 800))
        return 1;
    the_app.frozen_ticks = 1000;
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_menu_to_settings_by_keys),
        cmocka_unit_test(test_setup_and_pause_by_keys),
        cmocka_unit_test(test_mouse_hides_focus),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
