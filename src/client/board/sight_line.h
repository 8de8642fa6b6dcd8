/*
 * Where a drawn line of sight is stopped: the geometry of the rules' blocked
 * segment (docs/rules.md section 5: blocking squares are closed, so a segment
 * through a corner is blocked), for the board to mark the very point on the
 * line, a rock's corner included; and the four corner rays of a shot, nearest
 * first, as the board draws them. Pure arithmetic, no drawing.
 */
#ifndef SKIRMISH_BOARD_SIGHT_LINE_H
#define SKIRMISH_BOARD_SIGHT_LINE_H

#include <stdbool.h>

#include "skirmish/core/esc/los.h"

/* The first point of the segment from the trace's corner to the centre of
 * square `to` that lies in the closed blocking square, in board units (file
 * + fraction, rank + fraction); the blocking square's centre if the segment
 * misses it (never, for a blocked trace). */
void board_sight_entry(const esc_los_trace *t, int to, float *x, float *y);

/* One corner's ray of a shot: from the corner (lattice point) to the target's
 * centre, clear or stopped at its first blocking square (at stop_x, stop_y,
 * board units). */
typedef struct board_sight_ray {
    int corner_x, corner_y;
    bool clear;
    int block_square; /* ESC_NO_SQUARE when clear */
    float stop_x, stop_y;
} board_sight_ray;

/* The four corner rays from square `from` to the centre of `to` with the
 * given blockers (`from` and `to` never block), the corner nearest the
 * target first (ties in esc_los_square_corners order); returns how many are
 * clear. Exactly the rules' test: some ray is clear iff esc_los_visible. */
int board_sight_rays(esc_bits blockers, int from, int to, board_sight_ray rays[4]);

#endif
