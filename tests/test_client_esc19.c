/*
 * hEsc19 (blind play-test 16): every preview of attacks asks the rules core
 * what THIS unit may attack in THIS turn (board_attacks_from): after an
 * ability used as its attack, a previewed square lists no attack, the move
 * crosshairs are gone, and no "out of sight" mark is left.
 */
#include "esc_test_util.h"

#include <stdio.h>
#include <stdlib.h>

#include "board/input.h"
#include "board/sight.h"
#include "board/view_shot.h"
#include "board/worst.h"
#include "skirmish/core/esc/game.h"

static const bool both[ESC_SIDES] = { true, true };

static esc_problem from_square(const esc_game *g, int unit, const char *to, esc_bits *targets, esc_bits *unseen)
{
    esc_action move = esc_action_make(ESC_ACT_MOVE, unit, ESC_AB_NONE, tu_sq(to), ESC_NO_UNIT);
    esc_action aim = esc_action_make(ESC_ACT_ATTACK, unit, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    return board_attacks_from(g, unit, &move, aim, targets, unseen);
}

static void test_spent_attack_previews_none(void **state)
{
    (void)state;
    esc_game g;
    /* As hEsc18: A (Range 2, Move 2) at b1, the enemy at e4, walls at e3 and
     * c2. From c3 it sees the enemy; from d2 the line grazes e3's corner. */
    tu_game(&g, "8/8/8/8/4a3/4#3/2#5/1A6", "H3R2P1M2", "H3R1P1M1");
    int me = tu_at(&g, "b1"), enemy = tu_at(&g, "e4");
    board_input in;
    board_input_init(&in, &g, both);
    in.selected = me;
    in.mode = BOARD_INPUT_UNIT_SELECTED;
    esc_bits targets, unseen;
    assert_int_equal(from_square(&g, me, "c3", &targets, &unseen), ESC_OK);
    assert_int_equal(targets, esc_bit(tu_sq("e4")));
    assert_int_equal(from_square(&g, me, "d2", &targets, &unseen), ESC_OK);
    assert_int_equal(targets, 0);
    assert_int_equal(unseen, esc_bit(tu_sq("e4")));
    assert_true(board_shot_squares(&g, &in, esc_game_reachable(&g, me)) & esc_bit(tu_sq("c3")));
    /* Its ability was its attack this turn (one or the other): nothing to attack from anywhere. */
    g.units[me].flags |= ESC_UF_USED_ABILITY;
    assert_int_equal(from_square(&g, me, "c3", &targets, &unseen), ESC_ERR_ALREADY_USED_ABILITY);
    assert_int_equal(targets | unseen, 0);
    assert_int_equal(from_square(&g, me, "d2", &targets, &unseen), ESC_ERR_ALREADY_USED_ABILITY);
    assert_int_equal(targets | unseen, 0);
    assert_int_equal(board_shot_squares(&g, &in, esc_game_reachable(&g, me)), 0);
    /* With one action left, the spent ability is still the reason given (not the move's cost). */
    g.actions_left = 1;
    assert_int_equal(from_square(&g, me, "c3", &targets, &unseen), ESC_ERR_ALREADY_USED_ABILITY);
    g.actions_left = 2;
    /* Already attacked: the same. */
    g.units[me].flags = (uint8_t)((g.units[me].flags & ~ESC_UF_USED_ABILITY) | ESC_UF_ATTACKED);
    assert_int_equal(from_square(&g, me, "c3", &targets, &unseen), ESC_ERR_ALREADY_ATTACKED);
    assert_int_equal(targets, 0);
    /* The move is the turn's last action: no attack after it. */
    g.units[me].flags &= (uint8_t)~ESC_UF_ATTACKED;
    g.actions_left = 1;
    assert_int_equal(from_square(&g, me, "c3", &targets, &unseen), ESC_ERR_NO_ACTIONS_LEFT);
    assert_int_equal(targets, 0);
    /* Standing still (no move first), with its attack free: the core's own answer. */
    g.actions_left = 2;
    esc_action aim = esc_action_make(ESC_ACT_ATTACK, me, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    assert_int_equal(board_attacks_from(&g, me, NULL, aim, &targets, &unseen), ESC_OK);
    aim.target = (int8_t)enemy;
    assert_int_equal(targets != 0, esc_game_test_action(&g, &aim) == ESC_OK);
}

/* "Danger: off" hides all of the danger overlay: no KO or -N badge (nor
 * its legend, which lists only the badges drawn); on shows them. */
static void test_danger_off_hides_badges(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/8/8/8/1a6/1A6", "H3R1P1M1", "H3R1P1M1");
    int me = tu_at(&g, "b1");
    board_input in;
    board_input_init(&in, &g, both);
    char badge[32];
    in.show_threats = false;
    board_danger_badge(&g, &in, ESC_AB_NONE, me, badge, sizeof badge);
    assert_string_equal(badge, "");
    assert_int_equal(board_threatened_units(&g, &in), 0);
    in.show_threats = true;
    board_danger_badge(&g, &in, ESC_AB_NONE, me, badge, sizeof badge);
    assert_string_equal(badge, "-1");
    assert_true(board_threatened_units(&g, &in) & esc_bit(tu_sq("b1")));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_spent_attack_previews_none),
        cmocka_unit_test(test_danger_off_hides_badges),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
