/*
 * Shared helpers of the computer players' tests (see ai_test_util.h).
 */
#include "ai_test_util.h"

void ai_test_player(ai_player *p, ai_level level, int time_ms, uint64_t seed)
{
    ai_config c;
    ai_config_default(&c, level);
    c.time_ms = time_ms;
    c.seed = seed;
    c.no_clock_stop = true;
    assert_true(ai_player_init(p, &c));
}

/* The player's answer, checked legal. */
esc_action ai_test_choose_legal(ai_player *p, const esc_game *g)
{
    esc_action a;
    ai_decision_stats st;
    if (!ai_choose(p, g, &a, &st))
        fail_msg("%s gave no action in phase %d turn %d", ai_level_id(p->config.level), g->phase, g->turn);
    esc_problem why = esc_game_test_action(g, &a);
    if (why != ESC_OK) {
        char text[ESC_ACTION_TEXT_MAX];
        esc_action_format(g, &a, text);
        fail_msg("%s chose an illegal action '%s': %s", ai_level_id(p->config.level), text, esc_problem_text(why));
    }
    return a;
}

/* The side to act plays its whole turn with `p`. */
void ai_test_play_turn(ai_player *p, esc_game *g)
{
    int turn = g->turn;
    while (g->phase == ESC_PHASE_BATTLE && g->turn == turn) {
        esc_action a = ai_test_choose_legal(p, g);
        assert_int_equal(esc_game_apply(g, &a, NULL), ESC_OK);
    }
}
