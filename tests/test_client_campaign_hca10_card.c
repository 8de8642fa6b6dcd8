/*
 * Hot-seat placing (helper hCa10, play-test 9 in the Campaign; hEsc14,
 * play-test 12): the "Ann's turn" card's dismissing click, on the card or
 * anywhere on the board, only takes it away (play-test 5: that click had
 * deployed an archer; play-test 12: it was refused as a placement off the home
 * ranks), and its release too; the next click places. Dummy video driver, an
 * Escarmouche hot-seat match.
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

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "client_esc_util.h"
#include "client_test_util.h"
#include "front/front.h"

static app the_app;

static void click(int x, int y)
{
    ui_event down = { .kind = UI_EV_MOUSE_DOWN, .button = UI_BUTTON_LEFT, .x = x, .y = y };
    ui_event up = { .kind = UI_EV_MOUSE_UP, .button = UI_BUTTON_LEFT, .x = x, .y = y };
    app_handle_event(&the_app, &down);
    app_handle_event(&the_app, &up);
}

static void test_first_click_places(void **state)
{
    (void)state;
    board_battle *bb = client_esc_battle_start(&the_app, true, true);
    esc_game *g = &bb->match.game;
    assert_int_equal(g->phase, ESC_PHASE_DEPLOY);
    assert_true(bb->st.turn_card);
    board_layout l = board_layout_compute(the_app.w, the_app.h, the_app.scale);
    /* Play-test 15: the hand-off banner blocks nothing: the first click on a
     * square the active side may place on places there and takes it away. */
    int placed = g->deployed[g->active];
    esc_action acts[256];
    int n = esc_game_legal_actions(g, acts, 256), sq = -1;
    for (int i = 0; i < n && sq < 0; i++)
        if (acts[i].kind == ESC_ACT_DEPLOY)
            sq = acts[i].square;
    assert_true(sq >= 0);
    SDL_Rect r = board_square_rect(&l, sq);
    int side = g->active;
    click(r.x + r.w / 2, r.y + r.h / 2);
    board_anim_finish(&bb->st.anim);
    client_esc_tick(&the_app, bb, 2, 0.1f);
    assert_int_equal(g->deployed[side], placed + 1);
    /* the next player's banner names them */
    assert_true(bb->st.turn_card);
    assert_int_equal(bb->st.turn_card_side, g->active);
    app_scene_pop_to_root(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_first_click_places),
    };
    return client_esc_run_tests(&the_app, tests, sizeof tests / sizeof tests[0]);
}
