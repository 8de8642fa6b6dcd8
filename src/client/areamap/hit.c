/*
 * The node under a screen point (see view.h): a token first (its drawn radius
 * plus a little, so small tokens stay easy to hit), else the board region there
 * (not for a map of points: model.h's points_only).
 */
#include "areamap/view.h"

#include "areamap/board.h"

int areamap_view_hit(const areamap_camera *c, const areamap_model *m, int sx, int sy)
{
    int best = -1;
    float best_d = 0;
    for (int i = 0; i < m->n_nodes; i++) {
        float x, y;
        areamap_camera_to_screen(c, m->nodes[i].x, m->nodes[i].y, &x, &y);
        float r = areamap_view_node_radius(c, &m->nodes[i]) + 4.0f;
        float d = (x - (float)sx) * (x - (float)sx) + (y - (float)sy) * (y - (float)sy);
        if (d <= r * r && (best < 0 || d < best_d)) {
            best = i;
            best_d = d;
        }
    }
    if (best < 0 && m->board && !m->no_board && !m->points_only) {
        float wx, wy;
        areamap_camera_to_world(c, (float)sx, (float)sy, &wx, &wy);
        best = areamap_board_region_at(m->board, wx, wy);
        if (best >= m->n_nodes)
            best = -1;
    }
    return best;
}
