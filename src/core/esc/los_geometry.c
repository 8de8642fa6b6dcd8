/*
 * The exact segment-square test line of sight is defined by, in integers.
 *
 * Doubled coordinates make every point of interest integral: a corner (x, y) is
 * (2x, 2y), the centre of square (f, r) is (2f+1, 2r+1), and square (f, r) is the
 * closed box [2f, 2f+2] x [2r, 2r+2]. The segment P + t(Q - P), t in (0, 1], touches
 * the box when the t-intervals in which it lies within the box's x and y extents
 * overlap there; the interval bounds are fractions compared by cross-multiplying.
 * This runs at build time (to fill the table) and in tests; the game uses the table.
 */
#include "skirmish/core/esc/los.h"

typedef struct frac {
    int n, d; /* value n/d, d > 0 */
} frac;

static bool frac_less(frac a, frac b) { return a.n * b.d < b.n * a.d; }

/* Interval of t for which p + t*dp lies in [lo, hi]; false if never (dp == 0 and
 * p outside). For dp == 0 and p inside, the interval is unbounded (flagged). */
static bool axis_interval(int p, int dp, int lo, int hi, frac *t0, frac *t1, bool *unbounded)
{
    *unbounded = false;
    if (dp == 0) {
        if (p < lo || p > hi)
            return false;
        *unbounded = true;
        return true;
    }
    if (dp > 0) {
        *t0 = (frac){ lo - p, dp };
        *t1 = (frac){ hi - p, dp };
    } else {
        *t0 = (frac){ p - hi, -dp };
        *t1 = (frac){ p - lo, -dp };
    }
    return true;
}

bool esc_los_segment_touches(int cx, int cy, int target, int square)
{
    int px = 2 * cx, py = 2 * cy;
    int qx = 2 * esc_square_file(target) + 1, qy = 2 * esc_square_rank(target) + 1;
    int sx = 2 * esc_square_file(square), sy = 2 * esc_square_rank(square);
    int dx = qx - px, dy = qy - py;

    frac lo = { -1, 1 }, hi = { 1, 1 }; /* t in [lo, hi]; t > 0 checked at the end */
    frac a0, a1;
    bool unbounded;
    if (!axis_interval(px, dx, sx, sx + 2, &a0, &a1, &unbounded))
        return false;
    if (!unbounded) {
        if (frac_less(lo, a0))
            lo = a0;
        if (frac_less(a1, hi))
            hi = a1;
    }
    if (!axis_interval(py, dy, sy, sy + 2, &a0, &a1, &unbounded))
        return false;
    if (!unbounded) {
        if (frac_less(lo, a0))
            lo = a0;
        if (frac_less(a1, hi))
            hi = a1;
    }
    /* Non-empty and reaching beyond t = 0 (the corner point itself is ignored). */
    return !frac_less(hi, lo) && hi.n > 0;
}

void esc_los_square_corners(int square, int corners[4])
{
    int x = esc_square_file(square), y = esc_square_rank(square);
    corners[0] = x + 9 * y;
    corners[1] = (x + 1) + 9 * y;
    corners[2] = x + 9 * (y + 1);
    corners[3] = (x + 1) + 9 * (y + 1);
}
