/* Helpers of the scenario client tests (client_scenario_util.h). */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "client_scenario_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "scenario/scenario.h"
#include "scenario/scenario_internal.h"

esc_scenario *client_scenario_load(app *a, const char *file)
{
    char src[1200];
    snprintf(src, sizeof src, "%.900s/maps/scenarios/%s", a->assets.data_dir, file);
    esc_scenario *s = malloc(sizeof *s);
    data_error err;
    assert_non_null(s);
    assert_true(data_scenario_load(src, s, &err));
    s->shipped = true; /* from the game's data, as the Scenarios list marks it */
    return s;
}

void client_scenario_autosaves(app *a)
{
    escarmouche_content *c = escarmouche_content_get(a);
    assert_non_null(c);
    snprintf(c->autosave_dir, sizeof c->autosave_dir, "%.900s/autosaves", a->user_dir);
}

board_battle *client_scenario_launch(app *a, esc_scenario *s, bool human0, bool human1, bool from_list)
{
    scenario_launch_options o;
    memset(&o, 0, sizeof o);
    o.human[0] = human0;
    o.human[1] = human1;
    o.from_list = from_list;
    for (int side = 0; side < ESC_SIDES; side++)
        assert_int_equal(scenario_side_squads(a, s, side, &o.squads[side], NULL, 1), 1);
    char why[300] = "";
    if (!scenario_launch(a, s, &o, why, sizeof why))
        fail_msg("%s", why);
    free(s);
    return board_battle_current(a);
}

bool client_scenario_test_start(app *a, const char *prefix)
{
    setenv("SKIRMISH_SEED", "7", 1);
    client_player_dirs(prefix, "player", true);
    if (!front_init_offscreen(a, 2560, 1440))
        return false;
    a->frozen_ticks = 1000;
    snprintf(a->user_dir, sizeof a->user_dir, "%.900s/skirmish", getenv("XDG_DATA_HOME"));
    return true;
}

void client_scenario_forget(app *a, const char *path)
{
    app_scene_pop_to_root(a);
    remove(path);
    scenario_catalog_reload(a);
}

void client_scenario_open_list(app *a, int w, int h, const char *shot)
{
    app_scene_pop_to_root(a);
    client_set_size(a, w, h);
    client_click_button(a, "Scenarios");
    assert_ptr_equal(app_scene_top(a), &scenario_list_scene);
    if (shot)
        client_draw_at(a, shot, 800, 560);
}

editor_screen *client_scenario_new(app *a)
{
    app_scene_pop_to_root(a);
    a->running = true;
    client_set_size(a, 1280, 800);
    client_click_button(a, "Scenarios");
    client_click_button(a, "New scenario");
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    return app_scene_state(a, &scenario_editor_scene);
}

void client_scenario_next_opponent(app *a)
{
    app_draw(a);
    scenario_list_view v;
    assert_true(scenario_list_get_view(a, &v));
    client_click_at(a, v.opponent_choice.x + v.opponent_choice.w - v.opponent_choice.h / 2,
                    v.opponent_choice.y + v.opponent_choice.h / 2);
}

editor_screen *client_scenario_open_editor(app *a, const char *file, bool shipped, esc_scenario **out)
{
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    esc_scenario *s = client_scenario_load(a, file);
    s->shipped = shipped;
    scenario_editor_args args = {s, NULL};
    assert_true(app_scene_push(a, &scenario_editor_scene, &args));
    *out = s;
    return app_scene_state(a, &scenario_editor_scene);
}
