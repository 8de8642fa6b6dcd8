/*
 * The input machine's state changes that every part of it makes (a message, a
 * choice cleared, a mode entered, a unit selected, an action output once the
 * core accepts it): below input.c (the modes and the API) and input_events.c
 * (what each event means), which both call these and which these never call.
 */
#include "board/input_internal.h"
#include "skirmish/i18n.h"

#include <stdio.h>
#include <string.h>

void board_input_set_message(board_input *in, const char *text)
{
    snprintf(in->message, sizeof in->message, "%s", text);
}

void board_input_clear_choice(board_input *in)
{
    in->ability = ESC_AB_NONE;
    in->step = 0;
    in->picked_square = ESC_NO_SQUARE;
    in->command_ally = ESC_NO_UNIT;
}

void board_input_enter(board_input *in, board_input_mode mode)
{
    in->mode = mode;
    in->message[0] = 0;
    in->command_esc_asked = false;
}

void board_input_select_unit(board_input *in, int unit)
{
    board_input_clear_choice(in);
    in->selected = unit;
    board_input_enter(in, BOARD_INPUT_UNIT_SELECTED);
}

/* Outputs `a` if the core accepts it, else says why and changes nothing else. */
bool board_input_emit(board_input *in, const esc_game *g, esc_action a, board_input_output *out)
{
    esc_problem p = esc_game_test_action(g, &a);
    if (p != ESC_OK) {
        board_input_set_message(in, _(esc_problem_text(p)));
        return false;
    }
    out->kind = BOARD_INPUT_OUT_ACTION;
    out->action = a;
    /* The acting unit stays selected for the animation and for coming back to it;
     * a free move or Done belongs to the commander, who is already selected. */
    if (a.kind == ESC_ACT_MOVE || a.kind == ESC_ACT_ATTACK || a.kind == ESC_ACT_ABILITY)
        in->selected = a.unit;
    else if (a.kind == ESC_ACT_END_TURN || a.kind == ESC_ACT_DEPLOY)
        in->selected = ESC_NO_UNIT;
    in->mode = BOARD_INPUT_ANIMATING;
    in->message[0] = 0;
    return true;
}

