/*
 * esc_game_worst_case (docs/rules.md, "Worst case"): what the other side can do
 * to each of a side's units with its next turn, found by playing every sequence
 * of its legal actions from the rules' own generator.
 */
#include "esc_test_util.h"
#include "skirmish/core/esc/describe.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

/* Two enemies next to A: 2 + 1 damage in their two actions, all its Health. */
static void test_two_attackers_knock_out(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/3ab3/3A4/8/8/B7", "H3R1P1M1 H2R1P1M1", "H3R1P2M1 H3R1P1M1");
    esc_worst_case w;
    esc_game_worst_case(&g, 0, &w);
    int a = tu_at(&g, "d4"), b = tu_at(&g, "a1");
    assert_true(w.complete);
    assert_int_equal(w.damage[a], 3);
    assert_true(w.ko[a]);
    assert_int_equal(w.blocked[a], 0);
    /* B is out of their reach (Move 1, Range 1, five squares away). */
    assert_int_equal(w.damage[b], 0);
    assert_false(w.ko[b]);
    /* The other side's units are not side 0's worry. */
    assert_int_equal(w.damage[tu_at(&g, "d5")], 0);
    /* The same position asked twice: the same answer. */
    esc_worst_case again;
    esc_game_worst_case(&g, 0, &again);
    assert_memory_equal(&w, &again, sizeof w);
}

/* Defensive stance: the first point of the worst case is cancelled, and said so. */
static void test_stance_blocks(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/3ab3/3A4/8/8/8", "H3R1P1M1+defensive-stance", "H3R1P2M1 H3R1P1M1");
    int a = tu_at(&g, "d4");
    tu_play(&g, "defensive-stance d4");
    esc_worst_case w;
    esc_game_worst_case(&g, 0, &w);
    assert_int_equal(w.damage[a], 2);
    assert_false(w.ko[a]);
    assert_int_equal(w.blocked[a], 1);
}

/* Asked while the other side is already to act (a turn held open): the rest
 * of its turn, from where it is. */
static void test_other_side_to_act(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/3ab3/3A4/8/8/8", "H3R1P1M1", "H3R1P2M1 H3R1P1M1");
    tu_play(&g, "end");
    assert_int_equal(g.active, 1);
    esc_worst_case w;
    esc_game_worst_case(&g, 0, &w);
    assert_int_equal(w.damage[tu_at(&g, "d4")], 3);
    tu_play(&g, "attack d5 d4");
    esc_game_worst_case(&g, 0, &w);
    assert_int_equal(w.damage[tu_at(&g, "d4")], 1); /* one action left: b's 1 */
}

/* A full board answers fast enough to be asked again whenever the position
 * changes (well under a frame at 60 Hz on the test machines is not asked; a
 * tenth of a second is). */
static void test_full_board_fast(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "abcdef2/8/8/8/8/8/8/ABCDEF2", "H2R1P1M2+charge H1R1P1M2+sweep H1R2P1M1 H1R1P1M2+feint H1R2P1M2 H1R1P1M2",
            "H2R1P1M2+charge H1R1P1M2+sweep H1R2P1M1 H1R1P1M2+feint H1R2P1M2 H1R1P1M2");
    tu_play(&g, "move a1 a3");
    tu_play(&g, "move b1 b3");
    tu_play(&g, "move a8 a6");
    tu_play(&g, "move b8 b6");
    clock_t t0 = clock();
    esc_worst_case w;
    esc_game_worst_case(&g, 0, &w);
    double ms = (double)(clock() - t0) * 1000.0 / CLOCKS_PER_SEC;
    printf("worst case of a full board: %.1f ms\n", ms);
    assert_true(w.complete);
    if (ms > 250.0)
        fail_msg("esc_game_worst_case took %.1f ms", ms);
    for (int u = 0; u < ESC_SQUAD_MAX; u++)
        assert_true(w.damage[u] <= g.units[u].health);
}

/* esc_game_sight: line of sight is one-way. With b2 between them, a on b3
 * sees A on a1 and A does not see it; both have Range 2. */
static void test_sight_one_way(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/8/8/1a6/1#6/A6B", "H3R2P1M2 H3R1P1M1", "H3R2P1M1");
    int A = tu_at(&g, "a1"), B = tu_at(&g, "h1"), a = tu_at(&g, "b3");
    esc_sight s;
    esc_game_sight(&g, A, tu_sq("a1"), &s);
    assert_int_equal(s.shot_by, 1u << a);
    assert_int_equal(s.blind_to, 1u << a);
    assert_int_equal(s.unseen_by, 0);
    /* The other way round: a shoots A, unseen. */
    esc_game_sight(&g, a, tu_sq("b3"), &s);
    assert_int_equal(s.unseen_by, 1u << A);
    assert_int_equal(s.shot_by, 0);
    /* Squares B might move to: a2, next to b3, in sight both ways; h2 out of
     * a's Range and a out of B's. */
    esc_game_sight(&g, B, tu_sq("a2"), &s);
    assert_int_equal(s.shot_by, 1u << a);
    assert_int_equal(s.blind_to, 0);
    esc_game_sight(&g, B, tu_sq("h2"), &s);
    assert_int_equal(s.shot_by, 0);
    assert_int_equal(s.unseen_by, 0);
}

/* A name its squad shares is numbered in squad order ("Archer 2"), the log's
 * and the card's alike; a name of its own is left as it is. */
static void test_display_names(void **state)
{
    (void)state;
    esc_squad sq;
    esc_squad_init(&sq, "Test");
    sq.n_units = 3;
    snprintf(sq.units[0].name, sizeof sq.units[0].name, "Archer");
    snprintf(sq.units[1].name, sizeof sq.units[1].name, "Knight");
    snprintf(sq.units[2].name, sizeof sq.units[2].name, "Archer");
    char buf[ESC_NAME_MAX + 16];
    assert_string_equal(esc_unit_display_name(&sq, 0, buf, (int)sizeof buf), "Archer 1");
    assert_string_equal(esc_unit_display_name(&sq, 1, buf, (int)sizeof buf), "Knight");
    assert_string_equal(esc_unit_display_name(&sq, 2, buf, (int)sizeof buf), "Archer 2");
    assert_int_equal(esc_unit_name_number(&sq, 1), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_two_attackers_knock_out),
        cmocka_unit_test(test_stance_blocks),
        cmocka_unit_test(test_other_side_to_act),
        cmocka_unit_test(test_full_board_fast),
        cmocka_unit_test(test_sight_one_way),
        cmocka_unit_test(test_display_names),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
