#define _POSIX_C_SOURCE 200809L

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include "board/battle_internal.h"
#include "board/view.h"
#include "client_esc_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "skirmish/data/paths.h"

void client_esc_tick(app *a, board_battle *bb, int n, float dt)
{
    for (int i = 0; i < n; i++)
        board_battle_scene.update(a, bb, dt, true);
}

board_battle *client_esc_battle_start(app *a, bool human0, bool human1)
{
    escarmouche_content *c = escarmouche_content_get(a);
    app_scene_pop_to_root(a);
    c->setup.human[0] = human0;
    c->setup.human[1] = human1;
    assert_true(app_scene_push(a, &escarmouche_setup_scene, NULL));
    client_set_size(a, 1280, 800);
    app_draw(a);
    client_click_button(a, "Start");
    assert_string_equal(app_scene_name(a), "battle");
    return board_battle_current(a);
}

board_battle *client_esc_battle_begun(app *a, bool human0, bool human1)
{
    board_battle *bb = client_esc_battle_start(a, human0, human1);
    esc_game *g = &bb->match.game;
    for (int s = 0; s < ESC_SIDES; s++)
        bb->st.auto_deploy[s] = true;
    for (int i = 0; i < 50 && g->phase == ESC_PHASE_DEPLOY; i++) {
        battle_auto_deploy(bb);
        board_anim_finish(&bb->st.anim);
        client_esc_tick(a, bb, 2, 0.1f);
    }
    assert_int_equal(g->phase, ESC_PHASE_BATTLE);
    board_anim_finish(&bb->st.anim);
    return bb;
}

board_battle *client_esc_battle_playing(app *a)
{
    board_battle *bb = client_esc_battle_begun(a, true, true);
    bb->st.turn_card = false;
    bb->st.toast[0] = '\0';
    return bb;
}

int client_esc_first_unit_of(const esc_game *g, int side)
{
    for (int u = 0; u < ESC_MAX_UNITS; u++)
        if (esc_game_unit_alive(g, u) && esc_unit_side(u) == side)
            return u;
    fail_msg("no unit of side %d", side);
    return ESC_NO_UNIT;
}

void client_esc_keep_shot(app *a, const char *folder, const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", getenv("SKIRMISH_TEST_TMP"), folder);
    data_paths_make_dirs(path);
    snprintf(path, sizeof path, "%s/%s/%s-%dx%d.png", getenv("SKIRMISH_TEST_TMP"), folder, name, a->w, a->h);
    app_save_screenshot(a, path);
}

int client_esc_run_tests(app *a, const struct CMUnitTest *tests, size_t n)
{
    setenv("SKIRMISH_SEED", "7", 1);
    if (!front_init_offscreen(a, 1280, 800))
        return 1;
    a->frozen_ticks = 1000;
    int failed = _cmocka_run_group_tests("tests", tests, n, NULL, NULL);
    app_free(a);
    return failed;
}

board_battle *client_esc_battle_first_deployer(app *a, char *line, size_t size)
{
    board_battle *bb = client_esc_battle_start(a, true, true);
    assert_true(battle_first_deployer_line(&bb->match, line, size));
    assert_string_equal(bb->st.toast, line);
    return bb;
}

SDL_Rect client_esc_hover(app *a, board_battle *bb, int square, int w, int h, const char *name)
{
    client_set_size(a, w, h);
    board_layout l = board_layout_compute(w, h, app_scale_for(w, h, app_ui_percent(a)));
    SDL_Rect r = board_square_rect(&l, square);
    a->mouse_x = r.x + r.w / 2;
    a->mouse_y = r.y + r.h / 2;
    bb->st.input.hovered = square;
    client_draw_at(a, name, w, h);
    return r;
}
