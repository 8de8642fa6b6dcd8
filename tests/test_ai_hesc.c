/*
 * The normal computer player presses an advantage (play-test: once ahead it
 * ended its turns without acting, a dull opponent). Its search looks through
 * its own turn and the opponent's reply; an opponent that falls back undoes
 * any advance before that horizon, so every step forward tied with standing
 * still, and ending the turn won the tie. Now a tie goes to the move that is
 * best by the end of its own turn when the deep search finds it no worse than
 * standing (search.c, press_tie); pacing still loses to standing (test_ai_play,
 * test_no_pacing).
 */
#include "ai_test_util.h"

/* The first action `level` chooses for the side to act. */
static esc_action first_action(ai_level level, const esc_game *g)
{
    ai_player p;
    ai_test_player(&p, level, 100, 1);
    esc_action a = ai_test_choose_legal(&p, g);
    ai_player_free(&p);
    return a;
}

/* Round 11, ahead on Health: A (2 of 3 Health, Power 2) on d8 and a wounded
 * enemy charger (1 Health, charge) five squares off on d3. Standing off lets
 * the game run down to the round limit; stepping in is what wins it (the
 * charger can only hit for 1, and A then kills it). */
static void ahead_position(esc_game *g)
{
    tu_game(g, "3A4/8/8/8/8/3a4/8/8", "H3R1P2M2", "H3R1P1M2+charge");
    tu_set_health(g, tu_at(g, "d8"), 2);
    tu_set_health(g, tu_at(g, "d3"), 1);
    g->turn = 21; /* round 11, side 0 to act */
}

static void test_normal_advances_when_ahead(void **state)
{
    (void)state;
    esc_game g;
    ahead_position(&g);
    assert_int_equal(g.active, 0);
    assert_true(esc_game_health_left(&g, 0) > esc_game_health_left(&g, 1)); /* the premise: ahead */
    esc_action a = first_action(AI_NORMAL, &g);
    if (a.kind == ESC_ACT_END_TURN)
        fail_msg("normal ended its turn while ahead with an advance open");
    /* Closer to the enemy than before. */
    esc_game after = g;
    assert_int_equal(esc_game_apply(&after, &a, NULL), ESC_OK);
    int enemy = tu_at(&g, "d3");
    int mine = tu_at(&g, "d8");
    assert_true(esc_square_distance(after.units[mine].square, after.units[enemy].square) <
                esc_square_distance(g.units[mine].square, g.units[enemy].square));
}

/* Over a few turns of that position against a charger that keeps away, the
 * normal player keeps coming: it ends no turn without acting. */
static void test_normal_keeps_pressing(void **state)
{
    (void)state;
    esc_game g;
    ahead_position(&g);
    ai_player me, them;
    ai_test_player(&me, AI_NORMAL, 100, 3);
    ai_test_player(&them, AI_NORMAL, 100, 4);
    for (int turn = 0; turn < 8 && g.phase == ESC_PHASE_BATTLE; turn++) {
        ai_player *p = g.active == 0 ? &me : &them;
        if (g.active == 0) {
            esc_action a = ai_test_choose_legal(p, &g);
            if (a.kind == ESC_ACT_END_TURN)
                fail_msg("normal ended turn %d without acting while ahead", g.turn);
        }
        ai_test_play_turn(p, &g);
    }
    ai_player_free(&me);
    ai_player_free(&them);
}

/* An attack open while ahead is taken. */
static void test_normal_attacks_when_ahead(void **state)
{
    (void)state;
    esc_game g;
    /* A (4 Health, Power 2) next to x (3 Health): ahead, and a blow is free. */
    tu_game(&g, "8/8/8/3a4/3A4/8/8/8", "H4R1P2M1", "H4R1P1M1");
    tu_set_health(&g, tu_at(&g, "d5"), 3);
    g.turn = 21;
    esc_action a = first_action(AI_NORMAL, &g);
    assert_int_equal(a.kind, ESC_ACT_ATTACK);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_normal_advances_when_ahead),
        cmocka_unit_test(test_normal_keeps_pressing),
        cmocka_unit_test(test_normal_attacks_when_ahead),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
