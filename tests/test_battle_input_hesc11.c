/*
 * hEsc11 (play-test 9): a target out of sight says why, the line passing
 * exactly between two obstacles that touch at a corner said as such (on a
 * click as in the hover's words); a threat that needs a move first is drawn
 * along the enemy's walk, so its arrow never runs through a wall.
 */
#include "battle_input_test_util.h"
#include "board/intent.h"
#include "board/sight_why.h"

#include <stdlib.h>
#include <string.h>

/* A shooter on a1 (range 4) and an enemy on e5; obstacles on c4 and d3, which
 * touch at the corner (3, 3) that the diagonal lines from a1 pass through. */
static const char gap_pos[] = "8/8/8/4a3/2#5/3#4/8/A7";

static void test_gap_why(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, gap_pos, "H3R4P1M1", "H3R1P1M1");
    int from = tu_sq("a1"), to = tu_sq("e5");
    esc_bits blockers = g.obstacles | esc_game_unit_squares(&g);
    assert_false(esc_los_visible(blockers, from, to));
    board_sight_ray rays[4];
    assert_int_equal(board_sight_rays(blockers & ~(esc_bit(from) | esc_bit(to)), from, to, rays), 0);
    int k = board_sight_blocked_ray(blockers & ~(esc_bit(from) | esc_bit(to)), to, rays), a, b;
    assert_true(board_sight_corner_stop(blockers, to, &rays[k], &a, &b));
    assert_true((a == tu_sq("c4") && b == tu_sq("d3")) || (a == tu_sq("d3") && b == tu_sq("c4")));
    char why[400];
    board_sight_why(blockers, g.obstacles, from, to, why, sizeof why);
    assert_non_null(strstr(why, "touch at a corner"));
    assert_non_null(strstr(why, "c4"));
    assert_non_null(strstr(why, "d3"));
    /* With one of the two gone the gap is open: nothing to say. */
    board_sight_why(blockers & ~esc_bit(tu_sq("c4")), g.obstacles, from, to, why, sizeof why);
    assert_string_equal(why, "");
    /* A plain blocker in the way is named as such. */
    board_sight_why(esc_bit(tu_sq("c3")) | esc_bit(tu_sq("b2")) | esc_bit(tu_sq("d4")), g.obstacles, from, to, why,
                    sizeof why);
    assert_non_null(strstr(why, "Out of sight"));
    assert_null(strstr(why, "touch at a corner"));
}

/* hEsc12 (play-test 10): an Adept on d5 sees e2 only from its corner where the
 * rocks d4 and e5 meet; the words say a line may start there; e2 does not see
 * d5 back. */
static void test_own_corner_words(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/3A#3/3#4/8/4a3/8", "H3R3P2M1", "H3R1P1M1");
    int from = tu_sq("d5"), to = tu_sq("e2");
    esc_bits blockers = g.obstacles | esc_game_unit_squares(&g);
    assert_true(esc_los_visible(blockers, from, to));
    assert_false(esc_los_visible(blockers, to, from));
    int a, b;
    assert_true(board_sight_own_corner(blockers, from, to, &a, &b));
    assert_true((a == tu_sq("d4") && b == tu_sq("e5")) || (a == tu_sq("e5") && b == tu_sq("d4")));
    char words[300];
    board_sight_own_corner_words(blockers, from, to, false, words, sizeof words);
    assert_non_null(strstr(words, "own corner"));
    assert_non_null(strstr(words, "d4"));
    assert_non_null(strstr(words, "e5"));
    board_sight_own_corner_words(blockers, from, to, true, words, sizeof words);
    assert_non_null(strstr(words, "Its line to e2"));
    /* Without e5 the corner above it sees e2 too: nothing surprising to say. */
    board_sight_own_corner_words(blockers & ~esc_bit(tu_sq("e5")), from, to, false, words, sizeof words);
    assert_string_equal(words, "");
    /* A shot with a free corner's line says nothing. */
    board_sight_own_corner_words(0, from, to, false, words, sizeof words);
    assert_string_equal(words, "");
    board_sight_own_corner_words(blockers, to, from, false, words, sizeof words); /* out of sight */
    assert_string_equal(words, "");
    /* A neighbour (diagonal, past the rock on d4's corner) is always seen: nothing to say. */
    board_sight_own_corner_words(blockers, from, tu_sq("c4"), false, words, sizeof words);
    assert_string_equal(words, "");
}

static void test_gap_click_says_why(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    tu_game(&g, gap_pos, "H3R4P1M1", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "a1");
    assert_none(click(&in, &g, "e5"));
    assert_non_null(strstr(in.message, "touch at a corner"));
}

static void test_route_walks_round(void **state)
{
    (void)state;
    int route[ESC_SQUARES];
    esc_bits wall = tu_bits("b1 b2");
    int n = board_route(wall, tu_sq("a1"), tu_sq("c1"), route);
    assert_int_equal(n, 4);
    assert_int_equal(route[n - 1], tu_sq("c1"));
    for (int i = 0; i < n; i++)
        assert_false(wall & esc_bit(route[i]));
    /* The goal may be occupied (the unit struck); no way at all gives 0. */
    assert_int_equal(board_route(tu_bits("b1 b2 a2"), tu_sq("a1"), tu_sq("c1"), route), 0);
    assert_int_equal(board_route(0, tu_sq("a1"), tu_sq("b2"), route), 1);
}

/* The square each blow is struck from: its own when it need not move. */
static void test_intent_from(void **state)
{
    (void)state;
    esc_game g;
    const board_intent *it;
    tu_game(&g, "7b/8/8/8/3a4/8/3AB3/8", "H3R1P1M1 H1R1P1M1", "H3R1P1M1 H3R1P1M1");
    int near = tu_at(&g, "d4"), d2 = tu_at(&g, "d2");
    assert_true(board_intent_of(&g, 0, near, &it));
    assert_int_equal(it->damage[d2], 1);
    assert_int_not_equal(it->from[d2], tu_sq("d4")); /* range 1: it walks next to d2 first */
    int f = it->from[d2];
    assert_true(abs(esc_square_file(f) - 3) <= 1 && esc_square_rank(f) <= 2);
    tu_game(&g, "7b/8/8/8/3a4/8/3AB3/8", "H3R1P1M1 H1R1P1M1", "H3R2P1M1 H3R1P1M1");
    assert_true(board_intent_of(&g, 0, tu_at(&g, "d4"), &it));
    assert_int_equal(it->from[tu_at(&g, "d2")], tu_sq("d4")); /* range 2: from where it stands */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gap_why),
        cmocka_unit_test(test_own_corner_words),
        cmocka_unit_test(test_gap_click_says_why),
        cmocka_unit_test(test_route_walks_round),
        cmocka_unit_test(test_intent_from),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
