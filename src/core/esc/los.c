/*
 * Line-of-sight queries answered from the build-time table (see los_geometry.c).
 */
#include "skirmish/core/esc/los.h"

static const esc_bits los_table[ESC_CORNERS][ESC_SQUARES] = {
#include "esc_los_table.inc"
};

esc_bits esc_los_ray(int corner, int target)
{
    return los_table[corner][target];
}

bool esc_los_visible(esc_bits blockers, int from, int to)
{
    if (from == to)
        return true;
    blockers &= ~(esc_bit(from) | esc_bit(to));
    int c = esc_square_file(from) + 9 * esc_square_rank(from);
    return !(los_table[c][to] & blockers) || !(los_table[c + 1][to] & blockers) ||
           !(los_table[c + 9][to] & blockers) || !(los_table[c + 10][to] & blockers);
}

esc_bits esc_los_visible_set(esc_bits blockers, int from, esc_bits squares)
{
    esc_bits out = 0;
    while (squares) {
        int sq = __builtin_ctzll(squares);
        squares &= squares - 1;
        if (esc_los_visible(blockers, from, sq))
            out |= esc_bit(sq);
    }
    return out;
}

/* Where along the ray from a corner to the target's centre the segment first
 * enters a square: the smallest t at which it touches it, as a fraction num/den in
 * doubled coordinates. Squares are few, so a scan of t over a fine rational grid is
 * not needed: the entry parameter is the larger of the two axis entry parameters. */
static void ray_entry(int cx, int cy, int target, int square, int *num, int *den)
{
    int px = 2 * cx, py = 2 * cy;
    int dx = 2 * esc_square_file(target) + 1 - px, dy = 2 * esc_square_rank(target) + 1 - py;
    int sx = 2 * esc_square_file(square), sy = 2 * esc_square_rank(square);
    int en = 0, ed = 1; /* entry t = en/ed, at least 0 */
    if (dx > 0 && sx - px > 0) {
        en = sx - px;
        ed = dx;
    } else if (dx < 0 && px - (sx + 2) > 0) {
        en = px - (sx + 2);
        ed = -dx;
    }
    int yn = 0, yd = 1;
    if (dy > 0 && sy - py > 0) {
        yn = sy - py;
        yd = dy;
    } else if (dy < 0 && py - (sy + 2) > 0) {
        yn = py - (sy + 2);
        yd = -dy;
    }
    if (yn * ed > en * yd) {
        en = yn;
        ed = yd;
    }
    *num = en;
    *den = ed;
}

esc_los_trace esc_los_explain(esc_bits blockers, int from, int to)
{
    esc_los_trace out = { .visible = false, .corner_x = 0, .corner_y = 0, .block_square = ESC_NO_SQUARE };
    blockers &= ~(esc_bit(from) | esc_bit(to));
    int corners[4];
    esc_los_square_corners(from, corners);
    int best_n = -1, best_d = 1;
    for (int k = 0; k < 4; k++) {
        int cx = corners[k] % 9, cy = corners[k] / 9;
        esc_bits hit = from == to ? 0 : esc_los_ray(corners[k], to) & blockers;
        if (!hit) {
            out.visible = true;
            out.corner_x = cx;
            out.corner_y = cy;
            out.block_square = ESC_NO_SQUARE;
            return out;
        }
        /* The first blocking square along this ray. */
        int first = ESC_NO_SQUARE, fn = 0, fd = 1;
        while (hit) {
            int sq = __builtin_ctzll(hit);
            hit &= hit - 1;
            int n, d;
            ray_entry(cx, cy, to, sq, &n, &d);
            if (first == ESC_NO_SQUARE || n * fd < fn * d) {
                first = sq;
                fn = n;
                fd = d;
            }
        }
        /* Keep the corner whose ray gets farthest before it is stopped. */
        if (best_n < 0 || fn * best_d > best_n * fd) {
            best_n = fn;
            best_d = fd;
            out.corner_x = cx;
            out.corner_y = cy;
            out.block_square = first;
        }
    }
    return out;
}
