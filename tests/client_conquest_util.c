#define _POSIX_C_SOURCE 200809L /* setenv */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "client_conquest_util.h"
#include "front/front.h"
#include "shell/ui.h"

conquest_screen *client_conquest_hot_seat(app *a, int w, int h)
{
    setenv("SKIRMISH_SEED", "34", 1);
    assert_true(front_init_offscreen(a, w, h));
    a->frozen_ticks = 1000;
    app_scene_open_from_root(a, &conquest_setup_scene, NULL);
    conquest_content *k = conquest_content_get(a);
    k->setup.map = 0;
    k->setup.players = 2;
    k->setup.seat[0] = CONQUEST_SEAT_HUMAN;
    k->setup.seat[1] = CONQUEST_SEAT_HUMAN;
    app_scene_open_from_root(a, &conquest_setup_scene, NULL);
    ui_event ev = { .kind = UI_EV_KEY, .key = UI_KEY_ENTER };
    app_handle_event(a, &ev);
    app_draw(a);
    assert_string_equal(app_scene_name(a), "conquest");
    conquest_screen *c = conquest_current(a);
    assert_non_null(c);
    return c;
}
