/*
 * Escarmouche's rules and help screen (src/client/escarmouche/help*.c), offscreen:
 * it opens (pushed, and by F1 once registered), every section is drawn at the
 * smallest window (800 x 560) and at 1920 x 1080 from its top to its bottom with
 * no text wider than its box, it scrolls by keys, wheel and pages and switches
 * sections by keys and tabs, every diagram is a position the rules accept with
 * something to show, and Esc or Back closes it.
 *
 * The line-of-sight page is also compared with tests/data/pixels/help-sight.png.
 * The language runs (SKIRMISH_TEST_LANGUAGE=fr, es, xx) hold the translated
 * pages to the same fitting, and the tabs and title to being translated.
 *
 * SKIRMISH_HELP_SHOTS=DIR saves every drawn page as DIR/help-WxH-SECTION-N.png
 * (to look at it).
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
#include "escarmouche/help.h"
#include "skirmish/i18n.h"

static app the_app;

static void send_key(ui_key key, bool shift)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = key;
    ev.shift = shift;
    app_handle_event(&the_app, &ev);
}

static void send_wheel(int wheel)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_WHEEL;
    ev.wheel = wheel;
    app_handle_event(&the_app, &ev);
}

static void click_button(const char *label)
{
    client_click_button(&the_app, label);
}

static escarmouche_help *open_help(void)
{
    app_scene_pop_to_root(&the_app);
    assert_true(app_scene_push(&the_app, &escarmouche_help_scene, NULL));
    assert_string_equal(app_scene_name(&the_app), "help");
    escarmouche_help *h = escarmouche_help_current(&the_app);
    assert_non_null(h);
    return h;
}

static void draw_checked(escarmouche_help *h, int shot)
{
    app_draw(&the_app);
    if (h->overflows)
        fail_msg("%dx%d, section \"%s\", scrolled %d: %d texts do not fit, the first: \"%s\"", the_app.w, the_app.h,
                 escarmouche_help_section_title(h->section), h->scroll[h->section], h->overflows, h->last_overflow);
    const char *dir = getenv("SKIRMISH_HELP_SHOTS");
    if (dir && *dir) {
        char path[1024];
        snprintf(path, sizeof path, "%s/help-%dx%d-%d-%d.png", dir, the_app.w, the_app.h, (int)h->section, shot);
        app_save_screenshot(&the_app, path);
    }
}

/* Every section from top to bottom, a page at a time, then back up. */
static void every_section_fits(void)
{
    escarmouche_help *h = open_help();
    for (int s = 0; s < HELP_SECTION_COUNT; s++) {
        send_key((ui_key)(UI_KEY_1 + s), false);
        assert_int_equal(h->section, s);
        draw_checked(h, 0);
        assert_int_equal(h->scroll[s], 0);
        int pages = 0;
        while (h->scroll[s] < h->max_scroll) {
            int before = h->scroll[s];
            send_key(UI_KEY_SPACE, false);
            assert_true(h->scroll[s] > before);
            assert_true(h->scroll[s] <= h->max_scroll);
            draw_checked(h, ++pages);
            assert_true(pages < 60);
        }
        /* Past the end nothing moves; a page up comes back. */
        int bottom = h->scroll[s];
        send_key(UI_KEY_DOWN, false);
        assert_int_equal(h->scroll[s], bottom);
        if (bottom > 0) {
            send_key(UI_KEY_SPACE, true);
            assert_true(h->scroll[s] < bottom);
        }
    }
    /* The abilities do not fit one screen: that page scrolls at every size. */
    send_key(UI_KEY_4, false);
    app_draw(&the_app);
    assert_true(h->max_scroll > 0);
}

/* The line-of-sight page at the smallest window, against a stored image. */
static void test_pixels(void **state)
{
    (void)state;
    escarmouche_help *h = open_help();
    send_key(UI_KEY_3, false);
    assert_int_equal(h->section, HELP_SIGHT);
    client_pixels_compare(&the_app, "help-sight");
    app_scene_pop_to_root(&the_app);
}

static void test_fits_at_the_smallest_window(void **state)
{
    (void)state;
    every_section_fits();
}

static void test_scroll_and_sections(void **state)
{
    (void)state;
    escarmouche_help *h = open_help();
    app_draw(&the_app);
    assert_int_equal(h->section, HELP_TURN);
    /* Wheel and arrows scroll; the top is a floor. */
    send_key(UI_KEY_4, false);
    app_draw(&the_app);
    send_wheel(-1);
    int after_wheel = h->scroll[HELP_ABILITIES];
    assert_true(after_wheel > 0);
    send_key(UI_KEY_DOWN, false);
    assert_true(h->scroll[HELP_ABILITIES] > after_wheel);
    send_wheel(1);
    send_wheel(1);
    send_wheel(1);
    assert_int_equal(h->scroll[HELP_ABILITIES], 0);
    send_key(UI_KEY_UP, false);
    assert_int_equal(h->scroll[HELP_ABILITIES], 0);
    /* Each section keeps its own place. */
    send_key(UI_KEY_SPACE, false);
    int kept = h->scroll[HELP_ABILITIES];
    assert_true(kept > 0);
    send_key(UI_KEY_RIGHT, false);
    assert_int_equal(h->section, HELP_STATUSES);
    send_key(UI_KEY_LEFT, false);
    assert_int_equal(h->section, HELP_ABILITIES);
    assert_int_equal(h->scroll[HELP_ABILITIES], kept);
    /* Tab and Shift+Tab go round. */
    send_key(UI_KEY_7, false);
    send_key(UI_KEY_TAB, false);
    assert_int_equal(h->section, HELP_TURN);
    send_key(UI_KEY_TAB, true);
    assert_int_equal(h->section, HELP_KEYS);
    /* The tabs are buttons, named in the player's language. */
    assert_string_equal(escarmouche_help_section_title(HELP_SIGHT), _("Line of sight"));
    click_button("Line of sight");
    assert_int_equal(h->section, HELP_SIGHT);
    click_button("Winning");
    assert_int_equal(h->section, HELP_ENDING);
    /* Back closes it. */
    click_button("Back");
    assert_string_equal(app_scene_name(&the_app), "menu");
    assert_null(escarmouche_help_current(&the_app));
}

static void test_escape_and_f1(void **state)
{
    (void)state;
    open_help();
    send_key(UI_KEY_ESCAPE, false);
    assert_string_equal(app_scene_name(&the_app), "menu");
    /* Registered as the app's help (the front does it), F1 opens it over any
     * screen, and F1 on the help itself does not stack a second one. */
    const scene *saved = the_app.help_scene;
    the_app.help_scene = &escarmouche_help_scene;
    assert_true(app_scene_push(&the_app, &escarmouche_setup_scene, NULL));
    send_key(UI_KEY_F1, false);
    assert_string_equal(app_scene_name(&the_app), "help");
    int depth = the_app.depth;
    send_key(UI_KEY_F1, false);
    assert_int_equal(the_app.depth, depth);
    send_key(UI_KEY_ESCAPE, false);
    assert_string_equal(app_scene_name(&the_app), "escarmouche-setup");
    the_app.help_scene = saved;
    app_scene_pop_to_root(&the_app);
}

/* Every diagram is a legal position with something the core said about it. */
static void test_diagrams(void **state)
{
    (void)state;
    escarmouche_help *h = open_help();
    for (int i = 0; i < HELP_DIAGRAM_COUNT; i++) {
        const help_diagram *d = &h->diagrams[i];
        if (!d->ok)
            fail_msg("diagram %d could not be set up", i);
        char why[200] = "";
        if (!esc_game_check(&d->game, why, (int)sizeof why))
            fail_msg("diagram %d: %s", i, why);
        assert_int_not_equal(d->actor, ESC_NO_SQUARE);
        if (!(d->dots | d->targets | d->allies | d->seen | d->game.zone) && d->n_lines == 0)
            fail_msg("diagram %d shows nothing", i);
    }
    const help_diagram *d = h->diagrams;
    /* Defensive stance is shown used: the unit has its stance. */
    const help_diagram *ds = &d[HELP_DIAGRAM_ABILITY + ESC_AB_DEFENSIVE_STANCE];
    assert_true(ds->game.units[ds->game.occupant[ds->actor]].flags & ESC_UF_STANCE);
    assert_int_not_equal(d[HELP_DIAGRAM_ATTACK].refused, 0);   /* one enemy in range is out of sight */
    assert_int_not_equal(d[HELP_DIAGRAM_SIGHT_AREA].hidden, 0);
    assert_int_not_equal(d[HELP_DIAGRAM_SIGHT_RAYS].framed, 0); /* a ray is blocked */
    assert_int_equal(d[HELP_DIAGRAM_SIGHT_RAYS].n_lines, 4);
    assert_int_equal(d[HELP_DIAGRAM_ZONE].markers, 1); /* holding the zone alone earns a marker */
    int f5 = -1;
    assert_true(esc_square_parse("f5", &f5));
    assert_true(d[HELP_DIAGRAM_SIGHT_RAYS].targets & esc_bit(f5)); /* the rays' target is in sight */
    /* Precision shot reaches the enemy behind the ally that a plain attack could not. */
    const help_diagram *ps = &d[HELP_DIAGRAM_ABILITY + ESC_AB_PRECISION_SHOT];
    int behind = -1;
    assert_true(esc_square_parse("d4", &behind));
    assert_true(ps->targets & esc_bit(behind));
    app_scene_pop_to_root(&the_app);
}

static void test_fits_at_1920(void **state)
{
    (void)state;
    app_free(&the_app);
    assert_true(front_init_offscreen(&the_app, 1920, 1080));
    the_app.frozen_ticks = 1000;
    every_section_fits();
    app_scene_pop_to_root(&the_app);
}

static void test_fits_at_1280(void **state)
{
    (void)state;
    app_free(&the_app);
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    the_app.frozen_ticks = 1000;
    every_section_fits();
    app_scene_pop_to_root(&the_app);
}

int main(void)
{
    if (!front_init_offscreen(&the_app, 800, 560))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_pixels),
        cmocka_unit_test(test_fits_at_the_smallest_window),
        cmocka_unit_test(test_scroll_and_sections),
        cmocka_unit_test(test_escape_and_f1),
        cmocka_unit_test(test_diagrams),
        cmocka_unit_test(test_fits_at_1920),
        cmocka_unit_test(test_fits_at_1280),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
