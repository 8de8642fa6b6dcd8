/*
 * hEsc14 (play-test 12 medium 1): while a greyed ability is chosen, a click on
 * an enemy still repeats the ability's reason (play-test 11), but a click on a
 * square the unit can move to moves it (dropping the ability), and a click on
 * an empty square out of reach says why nothing happened.
 */
#include "battle_input_test_util.h"

#include <string.h>

/* An Energy Trait unit on a1 (move 1); the only enemy on d1, behind a rock on b1. */
static const char trait_pos[] = "8/8/8/8/8/8/8/A#1a4";

static board_input greyed(esc_game *g)
{
    board_input in;
    tu_game(g, trait_pos, "H3R1P1M1+energy-trait", "H3R1P1M1");
    board_input_init(&in, g, both_human);
    click(&in, g, "a1");
    assert_none(key(&in, g, BOARD_INPUT_KEY_ABILITY_1));
    assert_int_equal(in.refused_ability, ESC_AB_ENERGY_TRAIT);
    return in;
}

static void test_greyed_then_move_dot(void **state)
{
    (void)state;
    esc_game g;
    board_input in = greyed(&g);
    /* The move dot is clickable and the click moves there. */
    assert_true(board_input_clickable(&in, &g) & esc_bit(tu_sq("a2")));
    board_input_output out = click(&in, &g, "a2");
    assert_action(&g, out, "move a1 a2");
    assert_int_equal(in.refused_ability, ESC_AB_NONE);
}

static void test_greyed_then_enemy_and_far_square(void **state)
{
    (void)state;
    esc_game g;
    board_input in = greyed(&g);
    /* The enemy: the trait's own reason (kept from play-test 11). */
    in.message[0] = 0;
    assert_none(click(&in, &g, "d1"));
    assert_non_null(strstr(in.message, "Energy Trait: not now"));
    assert_int_equal(in.refused_ability, ESC_AB_ENERGY_TRAIT);
    /* An empty square out of reach: nothing happens, and the move's reason says why. */
    in.message[0] = 0;
    assert_none(click(&in, &g, "a5"));
    print_message("far square: %s\n", in.message);
    assert_true(in.message[0] != 0);
    assert_null(strstr(in.message, "Energy Trait"));
    assert_int_equal(in.mode, BOARD_INPUT_UNIT_SELECTED);
    /* and the next click on a dot moves. */
    assert_action(&g, click(&in, &g, "a2"), "move a1 a2");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_greyed_then_move_dot),
        cmocka_unit_test(test_greyed_then_enemy_and_far_square),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
