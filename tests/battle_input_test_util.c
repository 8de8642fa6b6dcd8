/*
 * Driving the battle input state machine in tests (see battle_input_test_util.h).
 */
#include "battle_input_test_util.h"

#include <stdio.h>
#include <string.h>

#include "skirmish/i18n.h"

const bool both_human[ESC_SIDES] = {true, true};
const bool side0_human[ESC_SIDES] = {true, false};

/* ---- driving the machine ---- */

board_input_output send(board_input *in, const esc_game *g, board_input_event_kind kind, int square, board_input_key key)
{
    board_input_event ev = {kind, square, key};
    return board_input_handle(in, g, &ev);
}

board_input_output click(board_input *in, const esc_game *g, const char *square)
{
    return send(in, g, BOARD_INPUT_EV_CLICK, square ? tu_sq(square) : ESC_NO_SQUARE, BOARD_INPUT_KEY_NEXT_UNIT);
}

board_input_output key(board_input *in, const esc_game *g, board_input_key k)
{
    return send(in, g, BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, k);
}

board_input_output cancel(board_input *in, const esc_game *g)
{
    return send(in, g, BOARD_INPUT_EV_CANCEL, ESC_NO_SQUARE, BOARD_INPUT_KEY_NEXT_UNIT);
}

void assert_none(board_input_output out) { assert_int_equal(out.kind, BOARD_INPUT_OUT_NONE); }

/* The output is exactly the action written in the helpers' notation. */
void assert_action(const esc_game *g, board_input_output out, const char *text)
{
    assert_int_equal(out.kind, BOARD_INPUT_OUT_ACTION);
    esc_action want = tu_act(g, text);
    if (!esc_action_equal(&out.action, &want))
        fail_msg("output action (kind %d unit %d ability %d square %s target %d) is not \"%s\"", out.action.kind,
                 out.action.unit, out.action.ability, tu_name(out.action.square), out.action.target, text);
    assert_int_equal(esc_game_test_action(g, &out.action), ESC_OK);
}

/* What the match does with an output action: apply it, then end the animation. */
void play(board_input *in, esc_game *g, board_input_output out)
{
    assert_int_equal(out.kind, BOARD_INPUT_OUT_ACTION);
    assert_int_equal(in->mode, BOARD_INPUT_ANIMATING);
    assert_int_equal(esc_game_apply(g, &out.action, NULL), ESC_OK);
    tu_check(g);
    board_input_animation_done(in, g);
}

void assert_message(const board_input *in, esc_problem problem)
{
    /* The reason may be led by the action's name ("Energy Trait: not now, ..."). */
    assert_non_null(strstr(in->message, _(esc_problem_text(problem))));
}

void assert_mode(const board_input *in, board_input_mode mode, int selected)
{
    assert_int_equal(in->mode, mode);
    assert_int_equal(in->selected, selected);
}

/* A click that must be refused: no output, the given message, the rest unchanged. */
void refused_click(board_input *in, const esc_game *g, const char *square, const char *message)
{
    board_input before = *in;
    assert_none(click(in, g, square));
    assert_string_equal(in->message, message);
    before.hovered = in->hovered;
    before.message_square = in->message_square;
    memcpy(before.message, in->message, sizeof before.message);
    assert_memory_equal(&before, in, sizeof before);
}

void refused_click_p(board_input *in, const esc_game *g, const char *square, esc_problem problem)
{
    refused_click(in, g, square, _(esc_problem_text(problem)));
}

/*
 * S1: side 0 has A (range 2) on c3 and B (range 1) on f3; side 1 has a on c5; an
 * obstacle on e4. A can attack a from c3; B cannot reach it.
 */
const char s1_pos[] = "8/8/8/2a5/4#3/2A2B2/8/8";
const char s1_sq0[] = "H3R2P1M2 H3R1P1M2";
const char s1_sq1[] = "H3R1P1M1";

void s1(esc_game *g, board_input *in, const bool human[ESC_SIDES])
{
    tu_game(g, s1_pos, s1_sq0, s1_sq1);
    board_input_init(in, g, human);
}

/* Command Forward: commander A d2, allies B c2 and C e3 within 3, D h6 too far; enemy a8. */
const char cmd_pos[] = "a7/8/7D/8/8/4C3/2BA4/8";
const char cmd_sq0[] = "H2R1P1M1+command-forward H2R1P1M1 H2R1P1M1 H2R1P1M1";
