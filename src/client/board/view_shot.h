/*
 * Where a move would give a shot (view_shot.c): while a unit's destination is
 * chosen, the reachable squares from which it could then attack an enemy in
 * its range and line of sight.
 */
#ifndef SKIRMISH_BOARD_VIEW_SHOT_H
#define SKIRMISH_BOARD_VIEW_SHOT_H

#include "board/view.h"

/* Of `reach` (the squares the mover may go to now), those from which, once
 * there, it could attack at least one enemy (the rules core plays the move and
 * tests the attack: range, line of sight, actions left, overcharge). 0 outside
 * a plain move or a Command Forward destination. */
esc_bits board_shot_squares(const esc_game *g, const board_input *in, esc_bits reach);

/* The mark on such a square: a small crosshair, apart from the move tint. */
void board_draw_shot_mark(ui *u, SDL_Rect square);

#endif
