/*
 * Where a drawn line of sight is stopped: the geometry of the rules' blocked
 * segment (docs/rules.md section 5: blocking squares are closed, so a segment
 * through a corner is blocked), for the board to mark the very point on the
 * line, a rock's corner included. Pure arithmetic, no drawing.
 */
#ifndef SKIRMISH_BOARD_SIGHT_LINE_H
#define SKIRMISH_BOARD_SIGHT_LINE_H

#include "skirmish/core/esc/los.h"

/* The first point of the segment from the trace's corner to the centre of
 * square `to` that lies in the closed blocking square, in board units (file
 * + fraction, rank + fraction); the blocking square's centre if the segment
 * misses it (never, for a blocked trace). */
void board_sight_entry(const esc_los_trace *t, int to, float *x, float *y);

#endif
