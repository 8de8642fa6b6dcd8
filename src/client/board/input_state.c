/*
 * The input machine's state changes that every part of it makes (a message, a
 * choice cleared, a mode entered, a unit selected, an action output once the
 * core accepts it): below input.c (the modes and the API) and input_events.c
 * (what each event means), which both call these and which these never call.
 */
#include "board/input_internal.h"
#include "board/sight_why.h"
#include "skirmish/i18n.h"

#include <stdio.h>
#include <string.h>

void board_input_set_message(board_input *in, const char *text)
{
    snprintf(in->message, sizeof in->message, "%s", text);
    in->message_square = in->hovered;
}

void board_input_clear_choice(board_input *in)
{
    in->ability = ESC_AB_NONE;
    in->step = 0;
    in->picked_square = ESC_NO_SQUARE;
    in->command_ally = ESC_NO_UNIT;
    in->refused_ability = ESC_AB_NONE;
}

void board_input_enter(board_input *in, board_input_mode mode)
{
    in->mode = mode;
    in->message[0] = 0;
    in->command_esc_asked = false;
    in->refused_ability = ESC_AB_NONE;
}

void board_input_select_unit(board_input *in, int unit)
{
    board_input_clear_choice(in);
    in->selected = unit;
    board_input_enter(in, BOARD_INPUT_UNIT_SELECTED);
}

/* Why a move to a square out of reach is refused, when units are in the way:
 * the core is asked again with the mover's allies (then every other unit)
 * taken off a copy of the board. Play-test 3: a tester learnt only by trying
 * that a unit cannot move through its own allies. NULL: not units. */
const char *board_input_blocked_move_reason(const esc_game *g, const esc_action *a)
{
    if ((a->kind != ESC_ACT_MOVE && a->kind != ESC_ACT_COMMAND_MOVE) || a->unit < 0 || a->unit >= ESC_MAX_UNITS ||
        esc_game_test_action(g, a) != ESC_ERR_UNREACHABLE)
        return NULL;
    static esc_game clear; /* large; the screen's thread only */
    for (int pass = 0; pass < 2; pass++) {
        clear = *g;
        for (int id = 0; id < ESC_MAX_UNITS; id++) {
            int sq = clear.units[id].square;
            if (id == a->unit || sq == ESC_NO_SQUARE || (pass == 0 && esc_unit_side(id) != esc_unit_side(a->unit)))
                continue;
            clear.occupant[sq] = ESC_NO_UNIT;
            clear.units[id].square = ESC_NO_SQUARE;
        }
        if (esc_game_test_action(&clear, a) == ESC_OK)
            return pass == 0 ? _("Your own units are in the way: no unit moves through another, allies included. Go "
                                 "round them, or move them first.")
                             : _("Units are in the way: no unit moves through another. Go round them.");
    }
    return NULL;
}

/* Outputs `a` if the core accepts it, else says why and changes nothing else. */
bool board_input_emit(board_input *in, const esc_game *g, esc_action a, board_input_output *out)
{
    esc_problem p = esc_game_test_action(g, &a);
    if (p != ESC_OK) {
        const char *blocked = board_input_blocked_move_reason(g, &a);
        if (!blocked && p == ESC_ERR_NOT_HOME && g->scenario.active)
            /* A scenario (a lesson among them) deploys on squares of its own,
             * not the home ranks the core's reason names (play-test 6: "units
             * deploy on their two home ranks" for a1, a home-rank square). */
            blocked = _("Not one of your deployment squares: place the unit on a lit square");
        char why[400] = "";
        if (!blocked && p == ESC_ERR_NO_LINE_OF_SIGHT && a.target != ESC_NO_UNIT && esc_game_unit_alive(g, a.target)) {
            /* Why it is out of sight, the gap between two touching corners
             * said as such (play-test 9: "no line of sight" alone). */
            int from = a.kind == ESC_ACT_ABILITY && a.ability == ESC_AB_CHARGE ? a.square : g->units[a.unit].square;
            bool ignore = a.kind == ESC_ACT_ABILITY && a.ability == ESC_AB_PRECISION_SHOT;
            esc_bits units = esc_game_unit_squares(g) & ~esc_bit(g->units[a.unit].square);
            board_sight_why(g->obstacles | (ignore ? 0 : units), g->obstacles, from, g->units[a.target].square, why,
                            sizeof why);
            if (why[0])
                blocked = why;
        }
        board_input_set_message(in, blocked ? blocked : _(esc_problem_text(p)));
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

int board_threat_viewer(const esc_game *g, const board_input *in)
{
    if (in->held_side >= 0 && in->held_side < ESC_SIDES)
        return in->held_side;
    return in->human[g->active] || !in->human[g->active ^ 1] ? g->active : g->active ^ 1;
}
