/*
 * hCa18 (play-test 15 major 1): the Campaign's Prepared Ambuscade. After both
 * sides deployed, the core waits for the defender's free Move (vanguard_pending);
 * the battle input gives that step its own choice: the rules' unit selected, the
 * squares of the core's legal moves clickable, a click there moves it, D (the
 * Skip button) keeps it in place, and the battle goes on. When the computer is
 * the defender, the human's screen waits.
 */
#include "battle_input_test_util.h"

#include <string.h>

#include "skirmish/i18n.h"

static esc_map plain;
static esc_squad sq0, sq1;

/* An open board, side 1's second unit (id 7) holding the free move, deployed. */
static void ambuscade(esc_game *g)
{
    memset(&plain, 0, sizeof plain);
    tu_squad(&sq0, "H2R1P1M1 H1R2P2M1 H3R1P1M2");
    tu_squad(&sq1, "H2R1P1M1 H2R2P1M1");
    esc_settings st;
    esc_settings_default(&st);
    st.hooks.vanguard = 1 + 7;
    const esc_squad *squads[ESC_SIDES] = { &sq0, &sq1 };
    int which = -1;
    assert_int_equal(esc_game_init(g, &plain, squads, &st, 3, &which), ESC_SETUP_OK);
    esc_action acts[ESC_MAX_ACTIONS];
    while (g->phase == ESC_PHASE_DEPLOY && !g->vanguard_pending) {
        assert_true(esc_game_legal_actions(g, acts, ESC_MAX_ACTIONS) > 0);
        assert_int_equal(esc_game_apply(g, &acts[0], NULL), ESC_OK);
    }
    assert_true(g->vanguard_pending);
    assert_int_equal(g->active, 1);
}

/* The squares of the core's generator for the step. */
static esc_bits legal_squares(const esc_game *g)
{
    esc_action acts[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, acts, ESC_MAX_ACTIONS);
    esc_bits out = 0;
    for (int i = 0; i < n; i++)
        out |= esc_bit(acts[i].square);
    return out;
}

static void test_human_moves_the_unit(void **state)
{
    (void)state;
    esc_game g;
    ambuscade(&g);
    board_input in;
    board_input_init(&in, &g, both_human); /* hot-seat: the defender at the screen */
    assert_mode(&in, BOARD_INPUT_DEPLOY, 7);
    assert_non_null(strstr(board_input_prompt(&in, &g), "Prepared Ambuscade"));
    assert_true(board_input_clickable(&in, &g) == legal_squares(&g));
    /* A square out of reach: the rules' reason, nothing played (not "wrong phase"). */
    int from = g.units[7].square;
    assert_none(send(&in, &g, BOARD_INPUT_EV_CLICK, from - 8 * 5 < 0 ? 0 : from - 8 * 5, BOARD_INPUT_KEY_NEXT_UNIT));
    assert_null(strstr(in.message, _(esc_problem_text(ESC_ERR_WRONG_PHASE))));
    /* One rank forward: the free move, then the battle. */
    board_input_output out = send(&in, &g, BOARD_INPUT_EV_CLICK, from - 8, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_int_equal(out.action.kind, ESC_ACT_MOVE);
    assert_int_equal(out.action.unit, 7);
    play(&in, &g, out);
    assert_int_equal(g.units[7].square, from - 8);
    assert_int_equal(g.phase, ESC_PHASE_BATTLE);
    assert_true(in.mode != BOARD_INPUT_DEPLOY);
}

static void test_skip_keeps_it_in_place(void **state)
{
    (void)state;
    esc_game g;
    ambuscade(&g);
    board_input in;
    board_input_init(&in, &g, both_human);
    int from = g.units[7].square;
    board_input_output out = key(&in, &g, BOARD_INPUT_KEY_DONE);
    assert_int_equal(out.action.kind, ESC_ACT_MOVE);
    assert_int_equal(out.action.square, from);
    play(&in, &g, out);
    assert_int_equal(g.units[7].square, from);
    assert_int_equal(g.phase, ESC_PHASE_BATTLE);
}

static void test_computer_defender(void **state)
{
    (void)state;
    esc_game g;
    ambuscade(&g);
    board_input in;
    board_input_init(&in, &g, side0_human); /* side 1, the computer, holds the move */
    assert_int_equal(in.mode, BOARD_INPUT_WAITING);
    assert_none(key(&in, &g, BOARD_INPUT_KEY_DONE));
    assert_int_equal(board_input_clickable(&in, &g), 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_human_moves_the_unit),
        cmocka_unit_test(test_skip_keeps_it_in_place),
        cmocka_unit_test(test_computer_defender),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
