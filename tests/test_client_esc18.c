/*
 * hEsc18 (blind play-test 15): while a move (or a Command Forward free move)
 * is chosen, the reachable squares from which the unit could then shoot an
 * enemy (in range AND in line of sight, as the rules core says) are marked; a
 * square in range of an enemy but out of its sight (a line grazing a corner)
 * is not.
 */
#include "esc_test_util.h"

#include <stdio.h>
#include <stdlib.h>

#include "board/input.h"
#include "board/view_shot.h"
#include "skirmish/core/esc/game.h"

static const bool both[ESC_SIDES] = { true, true };

/* The marks agree with the core's sight from each reachable square, and the
 * corner-blocked squares (an enemy in range, none in sight) have none. */
static esc_bits check_marks(const esc_game *g, const board_input *in, int unit, esc_bits *blocked)
{
    esc_bits reach = esc_game_reachable(g, unit);
    esc_bits shot = board_shot_squares(g, in, reach);
    *blocked = 0;
    for (esc_bits b = reach; b; b &= b - 1) {
        int sq = __builtin_ctzll(b);
        esc_bits in_range = 0, visible = 0;
        esc_game_targets_from(g, unit, ESC_AB_NONE, sq, &in_range, &visible);
        if (getenv("ESC18_PRINT"))
            printf("%s range=%llx visible=%llx shot=%d\n", tu_name(sq), (unsigned long long)in_range,
                   (unsigned long long)visible, (shot & esc_bit(sq)) != 0);
        assert_int_equal((shot & esc_bit(sq)) != 0, visible != 0);
        if (in_range && !visible)
            *blocked |= esc_bit(sq);
    }
    assert_int_equal(shot & ~reach, 0);
    return shot;
}

static void test_move_marks_shots(void **state)
{
    (void)state;
    esc_game g;
    /* A (Range 2, Move 2) at b1; the enemy at e4; walls at e3 and c2. From
     * d2 the enemy is in range but the line to it grazes e3's corner: no
     * mark; from c3 the diagonal is clear: a mark. */
    tu_game(&g, "8/8/8/8/4a3/4#3/2#5/1A6", "H3R2P1M2", "H3R1P1M1");
    int me = tu_at(&g, "b1");
    board_input in;
    board_input_init(&in, &g, both);
    in.selected = me;
    in.mode = BOARD_INPUT_UNIT_SELECTED;
    esc_bits blocked;
    esc_bits shot = check_marks(&g, &in, me, &blocked);
    assert_true(shot & esc_bit(tu_sq("c3")));
    assert_false(shot & esc_bit(tu_sq("d2")));
    assert_true(blocked & esc_bit(tu_sq("d2")));
    /* With one action left the move leaves none to shoot: no mark. */
    g.actions_left = 1;
    assert_int_equal(board_shot_squares(&g, &in, esc_game_reachable(&g, me)), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_move_marks_shots),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
