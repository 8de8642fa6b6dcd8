/*
 * What the files of the battle input machine share, and nothing outside them
 * uses (the API is board/input.h). The machine is split by what it does:
 * input.c moves between modes and takes events in, input_events.c decides what
 * a key, a click or a cancel means in each mode, and input_choices.c asks the
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
uint16_t bi_units_with_actions(const esc_game *g);
/* The living unit of `side` nearest to `square` (ties: lowest id), other than
 * `except`; ESC_NO_UNIT if none. */
int bi_nearest_unit(const esc_game *g, int side, int square, int except);
/* Squares of the enemies `unit` may charge from `from`. */
esc_bits bi_charge_targets(const esc_game *g, int unit, int from);
/* Allies (unit-id bits) that may take a free move from the pending command. */
uint16_t bi_command_allies(const esc_game *g);
esc_ability_targeting bi_targeting_of(int ability);
/* The squares the choice `mode` (with `ability` and `step`) lets the selected
 * unit pick; 0 when there is nothing to choose. */
esc_bits bi_choice_squares(const battle_input *in, const esc_game *g, bi_mode mode);
/* The candidate whose refusal best explains why the choice has nothing to pick. */
esc_problem bi_empty_choice_reason(const esc_game *g, int unit, bi_mode mode, int ability);

/* ---- state changes (input.c) ---- */

void bi_set_message(battle_input *in, const char *text);
void bi_clear_choice(battle_input *in);
/* Enters `mode` with a clear message. */
void bi_enter(battle_input *in, bi_mode mode);
void bi_select_unit(battle_input *in, int unit);
/* Outputs `a` if the core accepts it, else says why and changes nothing else. */
bool bi_emit(battle_input *in, const esc_game *g, esc_action a, bi_output *out);

/* ---- events in the modes (input_events.c) ---- */

/* Keys of the battle modes (IDLE, UNIT_SELECTED, CHOOSE_*, COMMAND_*). */
void bi_battle_key(battle_input *in, const esc_game *g, bi_key key, bi_output *out);
void bi_click(battle_input *in, const esc_game *g, int square, bi_output *out);
/* Secondary click or Esc: back one step, or pause with nothing to cancel. */
void bi_cancel(battle_input *in, const esc_game *g, bi_output *out);

#endif
