/*
 * One-way line of sight on the board, and the move preview it rests on (see
 * sight.c).
 */
#ifndef SKIRMISH_BOARD_SIGHT_H
#define SKIRMISH_BOARD_SIGHT_H

#include "board/view.h"

/* Whether the unit may still move, in the modes where a move is offered. */
bool board_may_move(const board_input *in, const esc_game *g, int mover);
/* The squares a square-picking ability may go to; the unit's own square stays
 * in it when the ability may end where it starts (charge, tactical retreat). */
esc_bits board_ability_reach(const esc_game *g, esc_bits clickable, int mover);
/* What `unit` may attack in THIS turn, by the core's own rules (its actions
 * left, an attack or ability already spent, overcharge, range, line of sight,
 * untargetable enemies): `how` (a move, a Command Forward free move or a
 * square-picking ability; NULL for none) is played first on a copy of the
 * game, then `aim` (an attack, or an attacking ability, its target left
 * ESC_NO_UNIT) is tested on each enemy. The enemies' squares it may attack go
 * to *targets, those refused only for line of sight to *unseen. Returns ESC_OK
 * when the unit itself may still attack (then *targets may still be empty),
 * else the core's reason why not (ESC_ERR_NO_ACTIONS_LEFT when `how` uses the
 * turn's last action). Every preview of attacks asks this (play-test 16: a
 * move preview offered an attack already spent). */
esc_problem board_attacks_from(const esc_game *g, int unit, const esc_action *how, esc_action aim, esc_bits *targets,
                               esc_bits *unseen);
/* Is the input in a mode where the selected unit's destination is picked? */
bool board_moving_mode(const board_input *in);
/* The one-way sight marks of the selected (else hovered) unit, and of the
 * hovered destination while a move is previewed, with their tooltips. */
/* The line of sight from the selected unit (from the square Charge picked)
 * to the hovered target in range: the clear ray from the corner nearest the
 * target, the other clear corners' rays fainter; when every ray is blocked,
 * the nearest corner's ray stopped with a cross at its blocker (framed), the
 * other corners' rays faint as far as theirs. */
void board_draw_sight_line(ui *u, const board_layout *l, const esc_game *g, const board_input *in);
/* Why the selected unit cannot see the hovered target (board_sight_why). */
void board_sight_hover_why(const esc_game *g, const board_input *in, char *out, size_t size);
/* When the selected unit sees the hovered target only from its own corner
 * where blocking squares touch, says so (board_sight_own_corner_words), else "". */
void board_sight_hover_own_corner(const esc_game *g, const board_input *in, char *out, size_t size);
/* An arrow for a shot from `from` to `to`: from the shooter's nearest corner
 * whose line past `blockers` is clear (never through a wall), to the rim of
 * the target's token. */
void board_sight_arrow(ui *u, const board_layout *l, esc_bits blockers, int from, int to, SDL_Color c);
void board_draw_sight_marks(ui *u, const board_layout *l, const esc_game *g, const board_input *in,
                            const esc_squad *const squads[ESC_SIDES]);

#endif
