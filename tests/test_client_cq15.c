/*
 * Conquest, blind play-test 13: in hot-seat, T on the cover ("I am Player 1:
 * show my map (T)") also turned the Threats overlay on, and it stayed on for
 * every later game. T on the cover lifts it and does nothing else; a new game
 * opens with the overlay as Settings says ("Threat overlay at start").
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

#include "client_conquest_util.h"
#include "client_test_util.h"
#include "conquest/conquest.h"
#include "conquest/play_internal.h"
#include "shell/app.h"

static void test_cover_t_lifts_only(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    assert_true(c->cover);
    assert_false(c->threats);
    cqc_key(&a, UI_KEY_T); /* the cover's key: the cover goes, the overlay stays off */
    assert_false(c->cover);
    assert_false(c->threats);
    assert_false(conquest_content_get(&a)->threats);
    cqc_key(&a, UI_KEY_T); /* on the map: the overlay */
    assert_true(c->threats);
    app_free(&a);
}

static void test_new_game_threats_from_settings(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    cqc_key(&a, UI_KEY_T);
    cqc_key(&a, UI_KEY_T);
    assert_true(c->threats);
    /* a new game: off, as Settings has it */
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    ui_event ev = { .kind = UI_EV_KEY, .key = UI_KEY_ENTER };
    app_handle_event(&a, &ev);
    app_draw(&a);
    c = conquest_current(&a);
    assert_non_null(c);
    assert_false(c->threats);
    /* Settings' "Threat overlay at start" on: a new game opens with it */
    a.prefs.show_threats = true;
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    app_handle_event(&a, &ev);
    app_draw(&a);
    c = conquest_current(&a);
    assert_non_null(c);
    assert_true(c->threats);
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cover_t_lifts_only),
        cmocka_unit_test(test_new_game_threats_from_settings),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
