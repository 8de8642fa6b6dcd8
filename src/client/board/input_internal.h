/*
 * What the files of the battle input machine share, and nothing outside them
 * uses (the API is board/input.h). The machine is split by what it does:
 * input.c moves between modes and takes events in, input_events.c decides what
 * a key, a click or a cancel means in each mode, input_state.c makes the state
 * changes both make (one way: input.c -> input_events.c -> input_state.c), and input_choices.c asks the
 * core what each choice may pick and tells the renderer (clickable squares,
 * the prompt). The one-line queries are static inline here so that every file
 * reads them the same way without adding symbols to the client.
 */
#ifndef SKIRMISH_CLIENT_BOARD_INPUT_INTERNAL_H
#define SKIRMISH_CLIENT_BOARD_INPUT_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "board/input.h"

/* ---- small queries ---- */

static inline bool valid_square(int square) { return square >= 0 && square < ESC_SQUARES; }
static inline bool valid_unit(int unit) { return unit >= 0 && unit < ESC_MAX_UNITS; }

static inline bool in_battle(const esc_game *g) { return g->phase == ESC_PHASE_BATTLE; }

static inline int lowest(esc_bits bits) { return bits ? __builtin_ctzll(bits) : ESC_NO_SQUARE; }

/* An own unit: alive and of the side to act. */
static inline bool own_unit(const esc_game *g, int unit)
{
    return esc_game_unit_alive(g, unit) && esc_unit_side(unit) == g->active;
}

static inline esc_action act(esc_action_kind kind, int unit, int ability, int square, int target)
{
    return esc_action_make(kind, unit, ability, square, target);
}

static inline int other_side(int side) { return side ^ 1; }

/* ---- what each choice may pick, asked of the core (input_choices.c) ---- */

/* Units of the side to act that appear in a legal move, attack or ability: "can
 * still do something this turn" as the generator sees it. */
uint16_t board_input_units_with_actions(const esc_game *g);
/* The living unit of `side` nearest to `square` (ties: lowest id), other than
 * `except`; ESC_NO_UNIT if none. */
int board_input_nearest_unit(const esc_game *g, int side, int square, int except);
/* Squares of the enemies `unit` may charge from `from`. */
esc_bits board_input_charge_targets(const esc_game *g, int unit, int from);
/* Allies (unit-id bits) that may take a free move from the pending command. */
uint16_t board_input_command_allies(const esc_game *g);
/* The allies that could take a free move if `unit` gave Command Forward now. */
uint16_t board_input_command_preview(const esc_game *g, int unit);
esc_ability_targeting board_input_targeting_of(int ability);
/* The squares the choice `mode` (with `ability` and `step`) lets the selected
 * unit pick; 0 when there is nothing to choose. */
esc_bits board_input_choice_squares(const board_input *in, const esc_game *g, board_input_mode mode);
/* The candidate whose refusal best explains why the choice has nothing to pick. */
esc_problem board_input_empty_choice_reason(const esc_game *g, int unit, board_input_mode mode, int ability);

/* ---- state changes (input_state.c) ---- */

void board_input_set_message(board_input *in, const char *text);
void board_input_clear_choice(board_input *in);
/* Enters `mode` with a clear message. */
void board_input_enter(board_input *in, board_input_mode mode);
void board_input_select_unit(board_input *in, int unit);
/* Outputs `a` if the core accepts it, else says why and changes nothing else. */
bool board_input_emit(board_input *in, const esc_game *g, esc_action a, board_input_output *out);

/* ---- events in the modes (input_events.c) ---- */

/* Keys of the battle modes (IDLE, UNIT_SELECTED, CHOOSE_*, COMMAND_*). */
void board_input_battle_key(board_input *in, const esc_game *g, board_input_key key, board_input_output *out);
void board_input_click(board_input *in, const esc_game *g, int square, board_input_output *out);
/* Secondary click or Esc: back one step, or pause with nothing to cancel. */
void board_input_cancel(board_input *in, const esc_game *g, board_input_output *out);

#endif
