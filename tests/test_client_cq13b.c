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
    client_player_game_800(&the_app, "cq13b", "closing", &conquest_setup_scene);
    assert_non_null(conquest_current(&the_app));
    ui_event quit = {.kind = UI_EV_QUIT};
    ui_key keys[] = {UI_KEY_ENTER, UI_KEY_ESCAPE};
    for (int k = 0; k < 2; k++) {
        app_handle_event(&the_app, &quit);
        assert_string_equal(app_scene_name(&the_app), "confirm");
        app_draw(&the_app);
        cqc_key(&the_app, keys[k]);
        assert_string_equal(app_scene_name(&the_app), "conquest");
        assert_true(the_app.running);
    }
    /* with the keyboard's focus showing (Tab), it starts on Stay: Enter stays */
    app_handle_event(&the_app, &quit);
    app_draw(&the_app);
    cqc_key(&the_app, UI_KEY_TAB);
    cqc_key(&the_app, UI_KEY_ENTER);
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
