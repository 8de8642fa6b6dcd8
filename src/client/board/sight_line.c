/*
 * The point where a blocked line of sight first touches its blocker
 * (sight_line.h): a clip of the segment against the closed square
 * (Liang-Barsky), so a graze of a corner gives that corner.
 */
#include "board/sight_line.h"

#include "skirmish/core/esc/board.h"

void board_sight_entry(const esc_los_trace *t, int to, float *x, float *y)
{
    float x0 = (float)t->corner_x, y0 = (float)t->corner_y;
    float dx = (float)esc_square_file(to) + 0.5f - x0, dy = (float)esc_square_rank(to) + 0.5f - y0;
    float fx = (float)esc_square_file(t->block_square), fy = (float)esc_square_rank(t->block_square);
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
    if (lo > hi || lo > 1.0f) {
        *x = fx + 0.5f;
        *y = fy + 0.5f;
        return;
    }
    *x = x0 + dx * lo;
    *y = y0 + dy * lo;
}
