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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_wall_in_front_not_a_corner),
        cmocka_unit_test(test_true_corners_still_said),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
