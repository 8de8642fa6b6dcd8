/*
 * The point where a blocked line of sight first touches its blocker
 * (sight_line.h): a clip of the segment against the closed square
 * (Liang-Barsky), so a graze of a corner gives that corner; and the corner
 * rays of a shot, nearest first.
 */
#include "board/sight_line.h"

#include "skirmish/core/esc/board.h"

/* Where (0..1 along the segment from the corner to the centre of `to`) it
 * first touches the closed square `sq`; > 1 if it misses it. */
static float entry_along(float x0, float y0, int to, int sq)
{
    float dx = (float)esc_square_file(to) + 0.5f - x0, dy = (float)esc_square_rank(to) + 0.5f - y0;
    float fx = (float)esc_square_file(sq), fy = (float)esc_square_rank(sq);
    float lo = 0.0f, hi = 1.0f;
    const float p[4] = { -dx, dx, -dy, dy };
    const float q[4] = { x0 - fx, fx + 1.0f - x0, y0 - fy, fy + 1.0f - y0 };
    for (int i = 0; i < 4; i++) {
        if (p[i] == 0.0f) {
            if (q[i] < 0.0f)
                lo = 2.0f; /* parallel to this edge and outside it */
            continue;
        }
        float k = q[i] / p[i];
        if (p[i] < 0.0f && k > lo)
            lo = k;
        if (p[i] > 0.0f && k < hi)
            hi = k;
    }
    return lo > hi ? 2.0f : lo;
}

void board_sight_entry(const esc_los_trace *t, int to, float *x, float *y)
{
    float x0 = (float)t->corner_x, y0 = (float)t->corner_y;
    float lo = entry_along(x0, y0, to, t->block_square);
    if (lo > 1.0f) {
        *x = (float)esc_square_file(t->block_square) + 0.5f;
        *y = (float)esc_square_rank(t->block_square) + 0.5f;
        return;
    }
    *x = x0 + ((float)esc_square_file(to) + 0.5f - x0) * lo;
    *y = y0 + ((float)esc_square_rank(to) + 0.5f - y0) * lo;
}

int board_sight_rays(esc_bits blockers, int from, int to, board_sight_ray rays[4])
{
    blockers &= ~(esc_bit(from) | esc_bit(to));
    int corners[4], clear = 0;
    esc_los_square_corners(from, corners);
    /* Doubled coordinates: the target's centre is (2f+1, 2r+1). */
    int tx = 2 * esc_square_file(to) + 1, ty = 2 * esc_square_rank(to) + 1, dist[4];
    for (int k = 0; k < 4; k++) {
        board_sight_ray *r = &rays[k];
        r->corner_x = corners[k] % 9;
        r->corner_y = corners[k] / 9;
        int ddx = 2 * r->corner_x - tx, ddy = 2 * r->corner_y - ty;
        dist[k] = ddx * ddx + ddy * ddy;
        esc_bits hit = from == to ? 0 : esc_los_ray(corners[k], to) & blockers;
        r->clear = hit == 0;
        r->block_square = ESC_NO_SQUARE;
        r->stop_x = (float)esc_square_file(to) + 0.5f;
        r->stop_y = (float)esc_square_rank(to) + 0.5f;
        clear += r->clear;
        float best = 3.0f;
        for (; hit; hit &= hit - 1) {
            int sq = __builtin_ctzll(hit);
            float along = entry_along((float)r->corner_x, (float)r->corner_y, to, sq);
            if (r->block_square == ESC_NO_SQUARE || along < best) {
                best = along;
                r->block_square = sq;
            }
        }
        if (r->block_square != ESC_NO_SQUARE && best <= 1.0f) {
            r->stop_x = (float)r->corner_x + ((float)esc_square_file(to) + 0.5f - (float)r->corner_x) * best;
            r->stop_y = (float)r->corner_y + ((float)esc_square_rank(to) + 0.5f - (float)r->corner_y) * best;
        }
    }
    /* Nearest corner first (a stable insertion sort of four). */
    for (int i = 1; i < 4; i++)
        for (int j = i; j > 0 && dist[j] < dist[j - 1]; j--) {
            board_sight_ray tr = rays[j];
            rays[j] = rays[j - 1];
            rays[j - 1] = tr;
            int td = dist[j];
            dist[j] = dist[j - 1];
            dist[j - 1] = td;
        }
    return clear;
}
