/*
 * hEsc17 (play-test 14), line of sight in words and before a move: a line
 * from the shooter's own corner that goes on through the middle of a wall is
 * said as the wall in the way, not as a corner touched (an Archer on d2, d5
 * past a wall on d3); a true corner still is.
 */
#include "battle_input_test_util.h"
#include "board/sight_why.h"

#include <stdlib.h>
#include <string.h>

static void why(const char *position, const char *from, const char *to, char *out, size_t size)
{
    esc_game g;
    /* A second enemy (b) where the position has one. */
    tu_game(&g, position, "H2R3P1M1", strstr(position, "b") ? "H3R1P1M1 H3R1P1M1" : "H3R1P1M1");
    int f = tu_sq(from), t = tu_sq(to);
    esc_bits blockers = g.obstacles | esc_game_unit_squares(&g);
    board_sight_why(blockers, g.obstacles, f, t, out, size);
}

static void test_wall_in_front_not_a_corner(void **state)
{
    (void)state;
    char line[400];
    /* The play-test's position: Archer on d2, enemy on d5, a wall on d3. */
    why("8/8/8/3a4/8/3#4/3A4/8", "d2", "d5", line, sizeof line);
    assert_string_equal(line, "Out of sight: an obstacle on d3 stands in the way.");
    /* A unit in the way is a unit. */
    why("8/8/8/3a4/8/3b4/3A4/8", "d2", "d5", line, sizeof line);
    assert_string_equal(line, "Out of sight: a unit on d3 stands in the way.");
}

static void test_true_corners_still_said(void **state)
{
    (void)state;
    char line[400];
    /* e1 to f3, a wall on f2: the diagonal through e2 only grazes f2's corner
     * (play-test 14's Archer), which is the line shown. */
    why("8/8/8/8/8/5a2/5#2/4A3", "e1", "f3", line, sizeof line);
    assert_non_null(strstr(line, "touches the very corner of an obstacle (f2)"));
    /* a1 to e5 between c4 and d3, which touch at a corner (play-test 9). */
    why("8/8/8/4a3/2#5/3#4/8/A7", "a1", "e5", line, sizeof line);
    assert_non_null(strstr(line, "touch at a corner"));
}

/* Stale and missing words (play-test 14): a click on an empty square with no
 * unit selected says to pick one; a unit whose ability was its attack says
 * so in the prompt; the player's own turn never reads "Waiting for the other
 * side". */
static void test_prompts_say_why(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/3a4/8/8/3A4/8", "H2R3P1M1", "H3R1P1M1");
    board_input in;
    board_input_init(&in, &g, side0_human);
    click(&in, &g, "f6");
    assert_string_equal(in.message, "Pick one of your units first: click it (or press Tab), then the square.");
    click(&in, &g, "d2");
    assert_int_equal(in.selected, tu_at(&g, "d2"));
    assert_null(strstr(board_input_prompt(&in, &g), "No attack"));
    g.units[in.selected].flags |= ESC_UF_USED_ABILITY;
    assert_non_null(strstr(board_input_prompt(&in, &g), "No attack: its ability was its attack this turn"));
    g.units[in.selected].flags |= ESC_UF_ATTACKED;
    assert_non_null(strstr(board_input_prompt(&in, &g), "It already attacked this turn"));
    in.mode = BOARD_INPUT_WAITING; /* the input not caught up yet on the player's own turn */
    assert_string_equal(board_input_prompt(&in, &g), "Select one of your units (Tab cycles through them)");
    g.phase = ESC_PHASE_DEPLOY;
    assert_string_equal(board_input_prompt(&in, &g), "Place your next unit on your two home ranks");
    g.active = 1; /* the computer's */
    assert_string_equal(board_input_prompt(&in, &g), "Waiting for the other side to play");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wall_in_front_not_a_corner),
        cmocka_unit_test(test_true_corners_still_said),
        cmocka_unit_test(test_prompts_say_why),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
