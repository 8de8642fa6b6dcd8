/*
 * hEsc13 (play-test 11): a greyed ability's key and a click while it is
 * chosen give that ability's own reason (never a plain attack's "out of
 * range"), about all the enemies (none in range, or those in range out of
 * sight); the A and M keys lead their reason with their name.
 */
#include "battle_input_test_util.h"

#include <string.h>

/* An Energy Trait unit on a1 (attack range 1, the trait's 3); the only enemy on
 * d1, three squares off, behind a rock on b1. */
static const char trait_pos[] = "8/8/8/8/8/8/8/A#1a4";

static void test_greyed_ability_own_reason(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    tu_game(&g, trait_pos, "H3R1P1M1+energy-trait", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    assert_none(click(&in, &g, "a1"));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, 0);
    assert_none(key(&in, &g, BOARD_INPUT_KEY_ABILITY_1));
    print_message("key: %s\n", in.message);
    assert_non_null(strstr(in.message, "Energy Trait: not now"));
    assert_non_null(strstr(in.message, "line of sight"));
    assert_int_equal(in.refused_ability, ESC_AB_ENERGY_TRAIT);
    /* A click on the enemy while the trait is chosen: the trait's reason, not
     * the attack's "out of range". */
    in.message[0] = 0;
    assert_none(click(&in, &g, "d1"));
    print_message("click: %s\n", in.message);
    assert_non_null(strstr(in.message, "Energy Trait: not now"));
    assert_null(strstr(in.message, "out of range"));
    /* Esc puts the trait down, the unit stays selected; then a click attacks
     * (and the attack's own reason is said). */
    assert_none(cancel(&in, &g));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, 0);
    assert_int_equal(in.refused_ability, ESC_AB_NONE);
    assert_none(click(&in, &g, "d1"));
    assert_null(strstr(in.message, "Energy Trait"));
    /* The A key: its own reason, about every enemy. */
    assert_none(key(&in, &g, BOARD_INPUT_KEY_ATTACK));
    print_message("attack: %s\n", in.message);
    assert_non_null(strstr(in.message, "Attack: not now"));
    assert_non_null(strstr(in.message, "no enemy within 1 square"));
    /* Without the rock the enemy is in sight but still too far for range 1: the
     * trait may be used. The refusal's words about range come when it is 4 away. */
    tu_game(&g, "8/8/8/8/8/8/8/A3a3", "H3R1P1M1+energy-trait", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "a1");
    assert_none(key(&in, &g, BOARD_INPUT_KEY_ABILITY_1));
    print_message("far: %s\n", in.message);
    assert_non_null(strstr(in.message, "no enemy within 3 squares"));
    /* A unit-level reason stays the rules' own words, led by the name. */
    g.actions_left = 0;
    char why[240];
    board_input_ability_refusal(&g, 0, ESC_AB_ENERGY_TRAIT, why, sizeof why);
    assert_non_null(strstr(why, "Energy Trait: not now"));
    assert_non_null(strstr(why, esc_problem_text(ESC_ERR_NO_ACTIONS_LEFT)));
}

/* Abilities that pick nothing (Defensive Stance twice) say their own name too
 * and stay chosen. */
static void test_greyed_untargeted(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    tu_game(&g, "8/8/2a5/8/2A5/8/8/8", "H2R1P1M2+defensive-stance", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "c4");
    board_input_output out = key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_action(&g, out, "defensive-stance c4");
    play(&in, &g, out);
    assert_none(key(&in, &g, BOARD_INPUT_KEY_ABILITY_1));
    assert_non_null(strstr(in.message, "Defensive Stance: not now"));
    assert_int_equal(in.refused_ability, ESC_AB_DEFENSIVE_STANCE);
    assert_none(click(&in, &g, "c6"));
    assert_non_null(strstr(in.message, "Defensive Stance: not now"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_greyed_ability_own_reason),
        cmocka_unit_test(test_greyed_untargeted),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
