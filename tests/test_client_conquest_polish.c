/*
 * Conquest on screen, polish after blind play-test 6 (helper hPol): a new turn
 * report opens in the corner of its side that hides the fewest vertices (it
 * sat over the map's top left every turn, over Hartwell, Ivymere and
 * Kelcombe): with the map zoomed and moved to its top, then its bottom, the
 * report hides no more vertices than the other corner of its side would, and
 * one of the two opens at the bottom. A hot-seat game on the first shipped map.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "areamap/camera.h"
#include "conquest/conquest.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"
#include "skirmish/core/evlog.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

/* The button, or the one of its short form (brief: NULL none; a narrow panel
 * drops the key from the report's buttons). */
static SDL_Rect button_or(app *a, const char *label, const char *brief)
{
    for (int i = 0; i < a->n_drawn_buttons; i++)
        if (strcmp(a->drawn_buttons[i].label, label) == 0 || (brief && strcmp(a->drawn_buttons[i].label, brief) == 0))
            return a->drawn_buttons[i].rect;
    fail_msg("no button '%s' on screen", label);
    return ui_rect(0, 0, 0, 0);
}

static SDL_Rect button(app *a, const char *label)
{
    return button_or(a, label, NULL);
}

/* A new report after the map moved by dy: the box (from its Close button, in
 * its footer, and its fold button at its top right). */
static SDL_Rect report_box(app *a, conquest_screen *c, float dy, int turn)
{
    areamap_camera_pan(&c->cam, 0, dy);
    evlog_mark_seen(&c->log, 0);
    for (int i = 0; i < 4; i++)
        evlog_add(&c->log, turn, EVLOG_INFO, EVLOG_ALL, "news %d of turn %d", i, turn);
    app_draw(a);
    app_draw(a);
    SDL_Rect close = button_or(a, _("Close (Space)"), _("Close")), fold = button(a, "\u2212");
    return ui_rect(close.x, fold.y, fold.x + fold.w - close.x, close.y + close.h - fold.y);
}

/* Blind play-test 10: the report opened in another corner each turn, over
 * the board. Blind play-test 14: a strip under the map still hid the
 * player's own vertices every turn (half the map with 6 players), the panel
 * beside it empty. Now it has one place, the side panel, wherever the map
 * lies: beside the map, never over it, at 800x560 too. */
static void test_report_in_one_place(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    c->cover = false;
    c->viewer = 0;
    c->report_folded = false;
    app_draw(&a);
    SDL_Rect v = c->cam.viewport;
    areamap_camera_zoom_at(&c->cam, 1.8f, (float)(v.x + v.w / 2), (float)(v.y + v.h / 2));
    SDL_Rect low = report_box(&a, c, (float)v.h * 4, 2);
    SDL_Rect high = report_box(&a, c, -(float)v.h * 8, 3);
    assert_int_equal(low.x, high.x);
    assert_int_equal(low.y, high.y);
    SDL_Rect map = c->cam.viewport;
    /* nothing lies over the map: the report right of it */
    assert_int_equal(c->cam.covered_below, 0);
    assert_true(low.x >= map.x + map.w);
    assert_true(low.x + low.w <= 1280 && low.y + low.h <= 800);
    c->fitted = false; /* the whole map (Z) in the small window */
    client_draw_at(&a, "cq-report-dock-small", 800, 560);
    SDL_Rect small = report_box(&a, c, 0, 4);
    assert_int_equal(c->cam.covered_below, 0);
    assert_true(small.x >= c->cam.viewport.x + c->cam.viewport.w);
    assert_true(small.y + small.h <= 560 && small.x + small.w <= 800);
    app_free(&a);
}

/* Hot-seat: the next player takes the screen with the whole map, not the
 * zoom the last one left on the vertex it attacked (play-test 7). */
static void test_hand_over_fits_the_map(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    c->cover = false;
    app_draw(&a);
    SDL_Rect v = c->cam.viewport;
    areamap_camera_zoom_at(&c->cam, 2.0f, (float)(v.x + v.w / 2), (float)(v.y + v.h / 2));
    assert_true(c->cam.zoom > 1.5f);
    int first = c->viewer;
    /* No order given: the first Ready asks again ("Ready again…"), the second hands over. */
    for (int i = 0; i < 3 && !c->cover; i++) {
        client_click_button(&a, "Ready (Enter)");
        app_draw(&a);
        if (app_scene_top(&a) != &conquest_play_scene)
            client_click_button(&a, C_("answer", "Hand over"));
    }
    assert_true(c->cover);
    assert_int_not_equal(c->viewer, first);
    app_draw(&a);
    assert_true(c->cam.zoom < c->fill_zoom + 0.01f); /* the whole map, as fitted (place.c fills the area) */
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_report_in_one_place),
        cmocka_unit_test(test_hand_over_fits_the_map),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
