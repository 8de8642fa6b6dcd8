/*
 * The battle screen's input state machine (see board/input.h). This file moves
 * between modes (picking the mode for the game as it stands, entering a choice,
 * emitting an action) and takes the events in; what a key, a click or a cancel
 * means in each mode is in input_events.c, and what each choice may pick, with
 * what the renderer shows, is in input_choices.c (input_internal.h joins them).
 *
 * Every set of squares offered to the player and every action output is built by
 * asking esc_game_test_action about candidate actions, so the overlays, the
 * refusals and the rules can never disagree; the only rule knowledge here is
 * which candidates are worth asking about (reachable squares, living units).
 *
 * Decisions taken where the brief was silent (the tests hold each of them):
 * - WAITING (computer's turn, game over): a click on any unit shows its card
 *   (selected), on anything else clears it; Esc clears the card, then pauses;
 *   Ctrl+Z still asks the match for an undo; nothing else is taken.
 * - DEPLOY: `selected` is the unit about to be placed, so the panel shows its card.
 *   Esc pauses; no other key but undo and threats.
 * - Off-board clicks (ESC_NO_SQUARE) deselect in IDLE and WAITING like an empty
 *   square and are ignored everywhere else, without a message: there is no square
 *   to explain.
 * - Clicking the selected unit again (or the ally being commanded) is a harmless
 *   no-op that clears the message, not a refusal.
 * - A click in ATTACK / ENEMY / ALLY picking on an empty square says "there is no
 *   unit there" (the core has no reason for a missing unit).
 * - M, A and 1..9 work in UNIT_SELECTED and in every CHOOSE_* mode (switching the
 *   choice directly); pressing the key of the choice being made returns to
 *   UNIT_SELECTED. When nothing at all could be chosen the mode is not entered and
 *   the message gives the core's reason for the nearest candidate (for instance
 *   "out of range" for the nearest enemy, "this unit already attacked this turn").
 *   With no own unit selected these keys say "select one of your units first".
 * - After an action the acting unit stays selected while it animates; after a free
 *   move or Done, the commander is that unit. END_TURN and DEPLOY leave nothing
 *   selected, so that in hot-seat the next player never inherits a selection.
 * - board_input_sync is idempotent and keeps the message when the mode and the
 *   selection stay the same. It keeps a card that still makes sense: an own unit that can
 *   still act stays selected (UNIT_SELECTED, e.g. after an undo), an enemy card
 *   stays in IDLE and WAITING; with a command pending, the commander is selected.
 * - Tab in the command modes cycles through the allies that may take a free move
 *   (to COMMAND_SQUARE) instead of through all units, since nothing else is allowed
 *   then. Order is squad slot order, wrapping; with no own unit selected Tab starts
 *   at the first slot and Shift+Tab at the last.
 * - In COMMAND_SQUARE a click on another ally that may move switches to it.
 * - Command Forward (play-test 7) is a choice like the others: its key shows the
 *   allies it would free, the first one clicked gives it (then that ally's
 *   destinations), Enter gives it with none picked, Esc leaves nothing spent.
 *   Once given, Esc before any free move asks the match to undo it (when the
 *   match allows undo; otherwise Esc asks, then ends the moves, as before).
 * - CONFIRM_END is modal: clicks, Tab and ability keys are ignored; E/Enter confirm,
 *   Esc returns to the exact previous mode (half-made choices are kept, so
 *   `ability`, `step` and `picked_square` keep their values while it is shown;
 *   `confirm_from` remembers the mode, a field added to the header for this).
 * - END_TURN asks for confirmation whenever actions are left, even if no unit could
 *   use them (as the brief says); refused END_TURN (command pending) shows why.
 * - Undo (Ctrl+Z) outputs BOARD_INPUT_OUT_UNDO in every mode but ANIMATING; the match calls
 *   board_input_sync if it undid something.
 * - board_input_clickable counts only clicks that lead towards an action: card-only
 *   clicks (enemies in IDLE, anything in WAITING) are not in the set; in
 *   UNIT_SELECTED the selected unit's own square is not in it (a no-op).
 * - HOVER and THREATS never touch the message; every other accepted event clears it.
 * - In UNIT_SELECTED the prompt says when the unit cannot act any more this turn.
 * - If the game changed under the machine without a sync (a caller's slip), the next
 *   event first re-picks the mode as sync would, so a stale selection is never
 *   used.
 */
#include "board/input_internal.h"
#include "skirmish/i18n.h"

#include <stdio.h>
#include <string.h>

/* The mode for the game as it stands, keeping `selected` only where it still
 * means something (see the decisions at the top). */
static void pick_mode(board_input *in, const esc_game *g)
{
    board_input_clear_choice(in);
    in->message[0] = 0;
    if (!valid_unit(in->selected) || !esc_game_unit_alive(g, in->selected))
        in->selected = ESC_NO_UNIT;
    if (g->phase == ESC_PHASE_OVER || g->active >= ESC_SIDES || !in->human[g->active]) {
        in->mode = BOARD_INPUT_WAITING;
        return;
    }
    if (g->phase == ESC_PHASE_DEPLOY) {
        in->mode = BOARD_INPUT_DEPLOY;
        if (g->vanguard_pending) { /* Prepared Ambuscade: the rules' unit for the free move */
            in->selected = g->settings.hooks.vanguard - 1;
            return;
        }
        int next = g->active * ESC_SQUAD_MAX + g->deployed[g->active];
        in->selected = g->deployed[g->active] < g->squad_size[g->active] ? next : ESC_NO_UNIT;
        return;
    }
    if (g->command_unit != ESC_NO_UNIT) {
        in->mode = BOARD_INPUT_COMMAND_UNIT;
        in->selected = g->command_unit;
        return;
    }
    if (in->selected != ESC_NO_UNIT && esc_unit_side(in->selected) == g->active) {
        if (board_input_units_with_actions(g) & (1u << in->selected)) {
            in->mode = BOARD_INPUT_UNIT_SELECTED;
            return;
        }
        in->selected = ESC_NO_UNIT;
    }
    in->mode = BOARD_INPUT_IDLE;
}

/* Whether the mode still describes the game. It always does when the caller keeps
 * its side of the contract (sync after outside changes); when it does not, the
 * machine re-picks its mode instead of acting on a stale selection. */
static bool mode_fits(const board_input *in, const esc_game *g)
{
    bool humans_turn = g->phase != ESC_PHASE_OVER && g->active < ESC_SIDES && in->human[g->active];
    bool battle = humans_turn && in_battle(g);
    bool free_hand = battle && g->command_unit == ESC_NO_UNIT;
    switch (in->mode) {
    case BOARD_INPUT_ANIMATING:
        return true;
    case BOARD_INPUT_WAITING:
        return !humans_turn;
    case BOARD_INPUT_DEPLOY:
        return humans_turn && g->phase == ESC_PHASE_DEPLOY;
    case BOARD_INPUT_IDLE:
    case BOARD_INPUT_CONFIRM_END:
        return free_hand;
    case BOARD_INPUT_UNIT_SELECTED:
    case BOARD_INPUT_CHOOSE_MOVE:
    case BOARD_INPUT_CHOOSE_ATTACK:
    case BOARD_INPUT_CHOOSE_ABILITY:
        return free_hand && own_unit(g, in->selected);
    case BOARD_INPUT_COMMAND_UNIT:
        return battle && g->command_unit != ESC_NO_UNIT;
    case BOARD_INPUT_COMMAND_SQUARE:
        return battle && g->command_unit != ESC_NO_UNIT && own_unit(g, in->command_ally);
    default:
        return false;
    }
}

/* ---- the interface ---- */

void board_input_init(board_input *in, const esc_game *game, const bool human[ESC_SIDES])
{
    memset(in, 0, sizeof *in);
    in->selected = ESC_NO_UNIT;
    in->hovered = ESC_NO_SQUARE;
    in->confirm_from = BOARD_INPUT_IDLE;
    in->held_side = -1;
    in->command_next = ESC_NO_UNIT;
    for (int side = 0; side < ESC_SIDES; side++)
        in->human[side] = human != NULL && human[side];
    board_input_clear_choice(in);
    pick_mode(in, game);
}

void board_input_sync(board_input *in, const esc_game *game)
{
    /* A sync that changes nothing the player sees keeps the message, so that
     * calling it every frame (as a screen may while it waits) is harmless. */
    board_input_mode mode = in->mode;
    int selected = in->selected;
    char message[sizeof in->message];
    memcpy(message, in->message, sizeof message);
    pick_mode(in, game);
    if (in->mode == mode && in->selected == selected)
        memcpy(in->message, message, sizeof message);
}

void board_input_animation_done(board_input *in, const esc_game *game)
{
    int unit = in->selected;
    /* Back to the unit that acted only when it can go on: its side still acts, by a
     * human here, with no command pending (that takes over), and it has something
     * left to do. Otherwise the general choice, without a stale selection. */
    if (!(in_battle(game) && game->active < ESC_SIDES && in->human[game->active] &&
          game->command_unit == ESC_NO_UNIT && own_unit(game, unit) && (board_input_units_with_actions(game) & (1u << unit))))
        in->selected = ESC_NO_UNIT;
    pick_mode(in, game);
    /* Command Forward given by clicking an ally: that ally's destinations. */
    int next = in->command_next;
    in->command_next = ESC_NO_UNIT;
    if (in->mode == BOARD_INPUT_COMMAND_UNIT && valid_unit(next) && (board_input_command_allies(game) & (1u << next))) {
        in->command_ally = next;
        board_input_enter(in, BOARD_INPUT_COMMAND_SQUARE);
    }
}

board_input_output board_input_handle(board_input *in, const esc_game *game, const board_input_event *event)
{
    board_input_output out;
    memset(&out, 0, sizeof out);
    out.kind = BOARD_INPUT_OUT_NONE;
    if (event == NULL)
        return out;
    if (event->kind == BOARD_INPUT_EV_HOVER) {
        in->hovered = valid_square(event->square) ? event->square : ESC_NO_SQUARE;
        return out;
    }
    if (event->kind == BOARD_INPUT_EV_KEY && event->key == BOARD_INPUT_KEY_THREATS) {
        in->show_threats = !in->show_threats;
        return out;
    }
    if (in->mode == BOARD_INPUT_ANIMATING)
        return out;
    if (!mode_fits(in, game))
        pick_mode(in, game);
    switch (event->kind) {
    case BOARD_INPUT_EV_CLICK:
        if (in->mode != BOARD_INPUT_CONFIRM_END)
            board_input_click(in, game, event->square, &out);
        break;
    case BOARD_INPUT_EV_CANCEL:
        board_input_cancel(in, game, &out);
        break;
    case BOARD_INPUT_EV_KEY:
        if (event->key == BOARD_INPUT_KEY_UNDO) {
            in->message[0] = 0;
            out.kind = BOARD_INPUT_OUT_UNDO;
        } else if (in->mode == BOARD_INPUT_CONFIRM_END) {
            if (event->key == BOARD_INPUT_KEY_END_TURN || event->key == BOARD_INPUT_KEY_CONFIRM)
                board_input_emit(in, game, act(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT), &out);
        } else if (in->mode == BOARD_INPUT_DEPLOY && game->vanguard_pending && event->key == BOARD_INPUT_KEY_DONE) {
            /* Skip the Ambuscade's free move: the unit stays where it is (the rules' way to decline). */
            int v = game->settings.hooks.vanguard - 1;
            board_input_emit(in, game, act(ESC_ACT_MOVE, v, ESC_AB_NONE, game->units[v].square, ESC_NO_UNIT), &out);
        } else if (in->mode != BOARD_INPUT_WAITING && in->mode != BOARD_INPUT_DEPLOY) {
            board_input_battle_key(in, game, event->key, &out);
        }
        break;
    default:
        break;
    }
    return out;
}
