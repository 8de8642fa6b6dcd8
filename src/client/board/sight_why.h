/*
 * Line of sight in words and the way a unit walks (play-test 9): why a target
 * in range is out of sight, the line passing between two obstacles that touch
 * at a corner said as such; and the squares a move goes through, so a threat
 * that needs a move first is drawn along its path, never through a wall.
 * Pure queries of the rules core's geometry; the words go through gettext.
 */
#ifndef SKIRMISH_BOARD_SIGHT_WHY_H
#define SKIRMISH_BOARD_SIGHT_WHY_H

#include <stdbool.h>
#include <stddef.h>

#include "board/sight_line.h"
#include "skirmish/core/esc/game.h"

/* Whether ray `r` (of board_sight_rays with these blockers, to square `to`)
 * stops where two blocking squares touch at a corner, the line passing
 * between them (*a, *b those squares), or grazes a lone blocker's corner
 * (*a it, *b ESC_NO_SQUARE). False when it stops inside a blocker's side. */
bool board_sight_corner_stop(esc_bits blockers, int to, const board_sight_ray *r, int *a, int *b);

/* The ray of four a player should be shown for a blocked shot: one stopped at
 * a gap between two corners if any (that is the surprising case), else one
 * that grazes a lone blocker's corner, else the nearest. Index into rays. */
int board_sight_blocked_ray(esc_bits blockers, int to, const board_sight_ray rays[4]);

/* Why a unit on `from` cannot see `to` past `blockers` (obstacles among
 * them: `obstacles`), in one sentence; "" when it can. */
void board_sight_why(esc_bits blockers, esc_bits obstacles, int from, int to, char *out, size_t size);

/* Whether `from` sees `to` past `blockers` only along lines that start at a
 * corner of its own square that a blocking square also has (play-test 10: a
 * shot between two rocks meeting at the shooter's corner looked illegal; the
 * rules ignore the start point, docs/rules.md section 5). *a, *b: those
 * blocking squares (*b ESC_NO_SQUARE when only one touches the corner). */
bool board_sight_own_corner(esc_bits blockers, int from, int to, int *a, int *b);

/* That, in one sentence ("" when the shot does not rest on its own corner):
 * for the attack preview when `target_named` is false, else for an enemy's
 * threat arrow ("Its line to e2 starts from its own corner, ..."). */
void board_sight_own_corner_words(esc_bits blockers, int from, int to, bool target_named, char *out, size_t size);

/* The squares of a walk by king steps from `from` to `to` over squares not
 * in `blocked` (`to` itself may be blocked: the walk ends next to it when
 * `to` is the unit attacked), `from` excluded, `to` included, written to
 * route; how many, 0 when there is none. */
int board_route(esc_bits blocked, int from, int to, int route[ESC_SQUARES]);

#endif
