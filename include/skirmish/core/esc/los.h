/*
 * Exact line of sight on the 8x8 board.
 *
 * Squares are unit squares with integer corners. A unit on A sees the centre of T
 * when, for at least one of A's four corners c, the closed segment from c to T's
 * centre touches no blocking square other than T, the point c itself ignored.
 * Blocking squares are closed (edges and corners count). Everything is computed
 * with integers in doubled coordinates; a table of "squares touched by the segment
 * from corner k to the centre of square t" (built from the exact test below at
 * build time) turns each query into four AND operations.
 */
#ifndef SKIRMISH_CORE_ESC_LOS_H
#define SKIRMISH_CORE_ESC_LOS_H

#include <stdbool.h>

#include "skirmish/core/esc/board.h"

#define ESC_CORNERS 81 /* 9 x 9 lattice points; corner id = x + 9 * y */

/* The corner ids of square's four corners, in the order (x,y), (x+1,y), (x,y+1),
 * (x+1,y+1). */
void esc_los_square_corners(int square, int corners[4]);

/*
 * The exact geometric test the table is built from: does the segment from lattice
 * corner (cx, cy) to the centre of square `target` touch the closed square `square`
 * anywhere but at the corner point itself? Slow; for the table generator, tests and
 * the client's drawing of a blocked ray.
 */
bool esc_los_segment_touches(int cx, int cy, int target, int square);

/* Squares touched by the segment from corner id to the centre of target (the target
 * square and the squares meeting only at the corner point excluded or not, exactly
 * as esc_los_segment_touches says). */
esc_bits esc_los_ray(int corner, int target);

/*
 * Line of sight from `from` to `to` with the given blocking squares. The squares
 * `from` and `to` never block, whatever `blockers` holds. A square sees itself.
 */
bool esc_los_visible(esc_bits blockers, int from, int to);

/* What the client draws when a target is hovered. */
typedef struct esc_los_trace {
    bool visible;
    int corner_x, corner_y;  /* the first clear corner, or the corner of the drawn blocked ray */
    int block_square;        /* first blocking square along that ray, ESC_NO_SQUARE if visible */
} esc_los_trace;

/* Visible: the first clear corner in esc_los_square_corners order. Blocked: the
 * corner whose ray reaches farthest before its first blocking square, and that
 * square. */
esc_los_trace esc_los_explain(esc_bits blockers, int from, int to);

/* Every square of `squares` that `from` sees. */
esc_bits esc_los_visible_set(esc_bits blockers, int from, esc_bits squares);

#endif
