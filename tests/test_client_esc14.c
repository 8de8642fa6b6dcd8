/*
 * hEsc14 (play-test 12), Escarmouche's battle screen in hot-seat: the hand-off
 * card comes once per real change of player at the screen (not after each
 * placement behind the other side's Auto-deploy); at battle start no unit is
 * ringed while the first turn's roll shows.
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
#include "client_esc_util.h"
#include "client_test_util.h"
#include "front/front.h"

static app the_app;

/* The active side places one unit by hand, on its first lit square. */
static void place_by_hand_shown(board_battle *bb, bool finish)
{
    esc_game *g = &bb->match.game;
    board_input_sync(&bb->st.input, g);
    esc_bits lit = board_input_clickable(&bb->st.input, g);
    assert_true(lit != 0);
    board_input_event e = { BOARD_INPUT_EV_CLICK, __builtin_ctzll(lit), BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(&the_app, &e);
    if (finish)
        board_anim_finish(&bb->st.anim);
    client_esc_tick(&the_app, bb, 3, 0.1f);
}

static void place_by_hand(board_battle *bb)
{
    place_by_hand_shown(bb, true);
}

static void test_auto_deploy_card_once(void **state)
{
    (void)state;
    board_battle *bb = client_esc_battle_start(&the_app, true, true);
    esc_game *g = &bb->match.game;
    int p1 = g->active, p2 = p1 ^ 1;
    assert_true(bb->st.turn_card);
    bb->st.turn_card = false;
    place_by_hand(bb);
    /* Player 2's card for their first placement; they press Auto-deploy. */
    assert_int_equal(g->active, p2);
    assert_true(bb->st.turn_card);
    bb->st.turn_card = false;
    bb->st.auto_deploy[p2] = true;
    battle_auto_deploy(bb);
    board_anim_finish(&bb->st.anim);
    /* Back to player 1: a real change of player, one card. */
    assert_int_equal(g->active, p1);
    assert_true(bb->st.turn_card);
    assert_int_equal(bb->st.turn_card_side, p1);
    bb->st.turn_card = false;
    /* Player 1 places the rest by hand; player 2's units follow by themselves
     * and no card comes back. */
    int placed = 0;
    while (g->phase == ESC_PHASE_DEPLOY && g->active == p1 && placed < 20) {
        place_by_hand(bb);
        placed++;
        if (g->phase == ESC_PHASE_DEPLOY)
            assert_int_equal(g->active, p1);
        assert_false(bb->st.turn_card && g->phase == ESC_PHASE_DEPLOY);
    }
    assert_true(placed >= 2);
    app_scene_pop_to_root(&the_app);
}

/* The last placement starts the battle: its unit is not ringed through the
 * first turn's roll, whoever plays first (play-test 12). */
static void test_no_ring_at_battle_start(void **state)
{
    (void)state;
    board_battle *bb = client_esc_battle_start(&the_app, true, true);
    esc_game *g = &bb->match.game;
    bb->st.turn_card = false;
    int all = g->squad_size[0] + g->squad_size[1];
    for (int i = 0; i < 40 && g->deployed[0] + g->deployed[1] < all - 1; i++) {
        bb->st.turn_card = false;
        place_by_hand(bb);
    }
    bb->st.turn_card = false;
    place_by_hand_shown(bb, false); /* the roll still on screen */
    assert_int_equal(g->phase, ESC_PHASE_BATTLE);
    assert_true(bb->st.anim.playing);
    assert_int_equal(bb->st.acting_unit, ESC_NO_UNIT);
    assert_int_equal(bb->st.input.selected, ESC_NO_UNIT);
    app_scene_pop_to_root(&the_app);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    if (!front_init_offscreen(&the_app, 1280, 800))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_auto_deploy_card_once),
        cmocka_unit_test(test_no_ring_at_battle_start),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
