/*
 * Pixel tests: each screen is drawn offscreen (software renderer into an RGB888
 * surface, frozen clock, fixed seed) and compared with a stored PNG in
 * tests/data/pixels/. A few pixels may differ (anti-aliasing across library
 * builds); a changed layout, colour or missing element fails. After a deliberate
 * visual change, regenerate with SKIRMISH_REGENERATE_PIXELS=1 and look at the
 * new images before committing them.
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

#include <SDL_image.h>

#include "barracks/barracks_scenes.h"
#include "board/battle.h"
#include "conquest/conquest.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"
#include "client_test_util.h"
#include "barracks/widgets.h"
#include "skirmish/ai/simple.h"
#include "skirmish/i18n.h"

#define WIDTH 1024
#define HEIGHT 640

static app the_app;

static void compare(const char *name)
{
    client_pixels_compare(&the_app, name);
}

/* Plays with the simple player: `actions` actions, or until battle turn `turn`. */
static void play_simple(int actions, int turn)
{
    core_rng r;
    core_rng_seed(&r, 77);
    for (int i = 0; i < actions && board_battle_current(&the_app)->match.game.phase != ESC_PHASE_OVER; i++) {
        if (turn && board_battle_current(&the_app)->match.game.turn >= turn)
            break;
        esc_action a;
        ai_simple_choose(&board_battle_current(&the_app)->match.game, &r, &a);
        board_match_apply(&board_battle_current(&the_app)->match, &a, NULL);
    }
    board_anim_init(&board_battle_current(&the_app)->st.anim, &board_battle_current(&the_app)->match.game);
    board_input_sync(&board_battle_current(&the_app)->st.input, &board_battle_current(&the_app)->match.game);
    board_battle_current(&the_app)->st.banner_age = 10.0f;
    board_battle_current(&the_app)->st.last_turn_seen = board_battle_current(&the_app)->match.game.turn;
}

static int setup(void **state)
{
    (void)state;
    setenv("SKIRMISH_SEED", "31", 1);
    if (!front_init_offscreen(&the_app, WIDTH, HEIGHT))
        return -1;
    the_app.frozen_ticks = 1000;
    escarmouche_content_get(&the_app)->setup.human[0] = escarmouche_content_get(&the_app)->setup.human[1] = true;
    for (int i = 0; i < escarmouche_content_get(&the_app)->n_maps; i++)
        if (strcmp(escarmouche_content_get(&the_app)->maps[i].name, "Hill") == 0)
            escarmouche_content_get(&the_app)->setup.map = i;
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    app_free(&the_app);
    return 0;
}

static void test_menu(void **state)
{
    (void)state;
    app_scene_pop_to_root(&the_app);
    the_app.mouse_x = the_app.mouse_y = -1;
    compare("menu");
}

static void test_setup(void **state)
{
    (void)state;
    app_scene_open_from_root(&the_app, &escarmouche_setup_scene, NULL);
    compare("setup");
}

static void test_settings(void **state)
{
    (void)state;
    app_scene_open_from_root(&the_app, &front_settings_scene, NULL);
    compare("settings");
}

static void test_deployment(void **state)
{
    (void)state;
    assert_true(escarmouche_start(&the_app, false));
    play_simple(5, 0);
    assert_int_equal(board_battle_current(&the_app)->match.game.phase, ESC_PHASE_DEPLOY);
    board_battle_current(&the_app)->st.input.hovered = esc_square_make(3, board_battle_current(&the_app)->match.game.active == 0 ? 1 : 6);
    compare("deployment");
}

static void test_battle_with_overlays(void **state)
{
    (void)state;
    play_simple(1000, 5);
    assert_int_equal(board_battle_current(&the_app)->match.game.phase, ESC_PHASE_BATTLE);
    board_input *in = &board_battle_current(&the_app)->st.input;
    const esc_game *g = &board_battle_current(&the_app)->match.game;
    /* The active side's first unit selected, an enemy in range hovered, threats on. */
    in->show_threats = true;
    for (int id = g->active * ESC_SQUAD_MAX; id < (g->active + 1) * ESC_SQUAD_MAX; id++) {
        if (!esc_game_unit_alive(g, id))
            continue;
        in->mode = BOARD_INPUT_UNIT_SELECTED;
        in->selected = id;
        esc_bits range;
        esc_game_targets_from(g, id, ESC_AB_NONE, g->units[id].square, &range, NULL);
        in->hovered = range ? __builtin_ctzll(range) : ESC_NO_SQUARE;
        if (range)
            break;
    }
    compare("battle");
}

static void test_pause(void **state)
{
    (void)state;
    app_scene_push(&the_app, &board_pause_scene, NULL);
    compare("pause");
    app_scene_pop(&the_app, NULL);
}

static void test_result(void **state)
{
    (void)state;
    play_simple(3000, 0);
    assert_int_equal(board_battle_current(&the_app)->match.game.phase, ESC_PHASE_OVER);
    board_battle_current(&the_app)->st.overlay = BOARD_BATTLE_RESULT;
    compare("result");
}

static int library_unit(const char *name)
{
    for (int i = 0; i < barracks_get(&the_app)->lib.n_units; i++)
        if (strcmp(barracks_get(&the_app)->lib.units[i].def.name, name) == 0)
            return i;
    fail_msg("no shipped unit named %s", name);
    return -1;
}

/* The unit editor on a shipped Elite, Power focused by the keyboard: the "+1"
 * hints (free points and dearer ones), the ability toggles with their rules and
 * rank-point changes, the portrait picker. */
static void test_unit_editor(void **state)
{
    (void)state;
    app *a = &the_app;
    a->mouse_x = a->mouse_y = -1;
    int k = library_unit("Footman");
    barracks_open_unit_editor(a, &barracks_get(a)->lib.units[k], BARRACKS_TARGET_LIBRARY, k);
    barracks_ui_focus(a, BARRACKS_UI_FOCUS_STAT_FIRST + BARRACKS_POWER);
    compare("unit-editor");
    barracks_ui_focus(a, BARRACKS_UI_FOCUS_NONE);
}

/* The squad editor on a shipped squad with a sixth unit that breaks the budget:
 * the gauge past 30, the reason in red, Save draft. */
static void test_squad_editor(void **state)
{
    (void)state;
    app *a = &the_app;
    a->mouse_x = a->mouse_y = -1;
    data_library *lib = &barracks_get(a)->lib;
    int s = -1;
    for (int i = 0; i < lib->n_squads; i++)
        if (strcmp(lib->squads[i].squad.name, "Iron Vanguard") == 0)
            s = i;
    assert_true(s >= 0);
    barracks_open_squad_editor(a, &lib->squads[s], s);
    assert_true(barracks_squad_add(&barracks_get(a)->squad_ed.entry, &lib->units[library_unit("Archer")]));
    barracks_get(a)->squad_ed.dirty = true;
    app_draw(a);
    bool enabled;
    assert_true(app_find_button(a, _("Save draft"), NULL, &enabled) && enabled);
    compare("squad-editor");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_menu),         cmocka_unit_test(test_setup),
        cmocka_unit_test(test_settings),     cmocka_unit_test(test_deployment),
        cmocka_unit_test(test_battle_with_overlays), cmocka_unit_test(test_pause),
        cmocka_unit_test(test_result),       cmocka_unit_test(test_unit_editor),
        cmocka_unit_test(test_squad_editor),
    };
    return cmocka_run_group_tests_name("client pixels", tests, setup, teardown);
}
