/*
 * Blind play-test 11 (Conquest): the close-window dialog keeps playing on
 * Enter and Esc, Quit takes its own click; a long order keeps its Remove
 * button's word.
 */
#include <setjmp.h>
#include <stdarg.h>
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
#include "shell/ui.h"
#include "skirmish/i18n.h"

static app the_app;

/* Closing the window mid-game: Enter and Esc keep playing (the safe answer),
 * the Quit button quits. */
static void test_close_dialog_enter_keeps_playing(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    client_player_dirs("cq13b", "closing", true);
    client_player_start(&the_app, 800, 560);
    ui_event quit;
    memset(&quit, 0, sizeof quit);
    quit.kind = UI_EV_QUIT;
    assert_true(app_scene_open_from_root(&the_app, &conquest_setup_scene, NULL));
    client_click_button(&the_app, "Start");
    assert_non_null(conquest_current(&the_app));
    the_app.running = true;
    ui_key keys[] = {UI_KEY_ENTER, UI_KEY_ESCAPE};
    for (int k = 0; k < 2; k++) {
        app_handle_event(&the_app, &quit);
        assert_string_equal(app_scene_name(&the_app), "confirm");
        app_draw(&the_app);
        ui_event key;
        memset(&key, 0, sizeof key);
        key.kind = UI_EV_KEY;
        key.key = keys[k];
        app_handle_event(&the_app, &key);
        assert_string_equal(app_scene_name(&the_app), "conquest");
        assert_true(the_app.running);
    }
    /* with the keyboard's focus showing (Tab), it starts on Stay: Enter stays */
    app_handle_event(&the_app, &quit);
    app_draw(&the_app);
    ui_event tab;
    memset(&tab, 0, sizeof tab);
    tab.kind = UI_EV_KEY;
    tab.key = UI_KEY_TAB;
    app_handle_event(&the_app, &tab);
    app_draw(&the_app);
    ui_event enter = tab;
    enter.key = UI_KEY_ENTER;
    app_handle_event(&the_app, &enter);
    app_draw(&the_app);
    assert_string_equal(app_scene_name(&the_app), "conquest");
    assert_true(the_app.running);
    app_handle_event(&the_app, &quit);
    app_draw(&the_app);
    client_look(&the_app, "closing-asked");
    client_click_button(&the_app, "Quit");
    assert_false(the_app.running);
    client_player_stop(&the_app);
}

/* At 800x560 (blind play-test 11): a narrower panel, the map's buttons in a
 * row under the map, over none of it; a map less tall than its area lies at
 * its top. */
static void test_small_window_layout(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 800, 560);
    c->cover = false;
    app_draw(&a);
    SDL_Rect map = c->cam.viewport, legend, ready;
    assert_true(app_find_button(&a, _("Legend (L)"), &legend, NULL));
    assert_true(legend.y >= map.y + map.h); /* under the map, not over it */
    assert_true(app_find_button(&a, _("Ready (Enter)"), &ready, NULL));
    assert_true(800 - ready.x < 800 / 3); /* the panel a third of the window at most */
    assert_true(map.x + map.w > 800 - 800 / 3 - 40);
    client_draw_at(&a, "cq13b-small", 800, 560);
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_close_dialog_enter_keeps_playing),
        cmocka_unit_test(test_small_window_layout),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
