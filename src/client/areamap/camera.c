/*
 * The area map's camera (see camera.h): fitted to the model's nodes, zoomed and
 * panned by the player, and always kept over the map.
 */
#include "areamap/camera.h"

#include <math.h>

float areamap_nodes_gap(const areamap_model *m)
{
    if (m->n_nodes < 2)
        return 100.0f;
    /* The median of the nearest-neighbour distances (a sample of at most 256 nodes). */
    float d[256];
    int n = 0, step = m->n_nodes / 256 + 1;
    for (int i = 0; i < m->n_nodes && n < 256; i += step) {
        float best = -1;
        for (int j = 0; j < m->n_nodes; j++) {
            if (j == i)
                continue;
            float dx = m->nodes[i].x - m->nodes[j].x, dy = m->nodes[i].y - m->nodes[j].y, dd = dx * dx + dy * dy;
            if (dd > 0 && (best < 0 || dd < best))
                best = dd;
        }
        if (best > 0)
            d[n++] = sqrtf(best);
    }
    if (n == 0)
        return 100.0f;
    for (int i = 1; i < n; i++)
        for (int j = i; j > 0 && d[j - 1] > d[j]; j--) {
            float t = d[j];
            d[j] = d[j - 1];
            d[j - 1] = t;
        }
    return d[n / 2];
}

void areamap_camera_fit(areamap_camera *c, const areamap_model *m, SDL_Rect viewport)
{
    c->viewport = viewport;
    c->min_x = c->min_y = 0;
    c->max_x = c->max_y = 1;
    for (int i = 0; i < m->n_nodes; i++) {
        const areamap_node *n = &m->nodes[i];
        if (i == 0 || n->x - n->size < c->min_x)
            c->min_x = n->x - n->size;
        if (i == 0 || n->y - n->size < c->min_y)
            c->min_y = n->y - n->size;
        if (i == 0 || n->x + n->size > c->max_x)
            c->max_x = n->x + n->size;
        if (i == 0 || n->y + n->size > c->max_y)
            c->max_y = n->y + n->size;
    }
    if (!m->no_board && m->n_nodes > 1) {
        /* Room for the regions' land around the outer nodes. */
        float pad = areamap_nodes_gap(m) * 0.55f;
        c->min_x -= pad;
        c->min_y -= pad;
        c->max_x += pad;
        c->max_y += pad;
    }
    if (c->max_x - c->min_x < 1e-3f)
        c->max_x = c->min_x + 1;
    if (c->max_y - c->min_y < 1e-3f)
        c->max_y = c->min_y + 1;
    c->zoom = 1.0f;
    c->covered_below = 0; /* its user says what lies over it, and where it lies */
    c->top_aligned = false;
    c->centre_x = (c->min_x + c->max_x) / 2;
    c->centre_y = (c->min_y + c->max_y) / 2;
}

void areamap_camera_follow(areamap_camera *c, const areamap_model *m, SDL_Rect viewport, bool *fitted)
{
    if (*fitted && c->viewport.x == viewport.x && c->viewport.y == viewport.y && c->viewport.w == viewport.w &&
        c->viewport.h == viewport.h)
        return;
    float zoom = c->zoom, cx = c->centre_x, cy = c->centre_y;
    areamap_camera_fit(c, m, viewport);
    if (*fitted) {
        c->zoom = zoom;
        c->centre_x = cx;
        c->centre_y = cy;
        areamap_camera_clamp(c); /* a larger window may show more of the map */
    }
    *fitted = true;
}

float areamap_camera_scale(const areamap_camera *c)
{
    float sx = (float)c->viewport.w / (c->max_x - c->min_x), sy = (float)c->viewport.h / (c->max_y - c->min_y);
    return (sx < sy ? sx : sy) * 0.94f * c->zoom;
}

/* Along one axis: the map (lo .. hi) fills the view (half its width `half`, in
 * world units) as far as it can, or is centred when it is narrower. */
static float clamp_axis(float centre, float lo, float hi, float half, float covered, bool top)
{
    float low = lo + half, high = hi - half;
    if (!(half > 0) || hi - lo <= 2 * half)
        low = high = top && half > 0 ? lo + half : (lo + hi) / 2;
    /* a panel over the foot: the map may go up by its height */
    high += covered > 0 ? covered : 0;
    return centre < low ? low : centre > high ? high : centre;
}

void areamap_camera_view_centre(const areamap_camera *c, float *cx, float *cy)
{
    float k = areamap_camera_scale(c);
    if (!(k > 0) || !isfinite(c->centre_x) || !isfinite(c->centre_y)) {
        *cx = (c->min_x + c->max_x) / 2;
        *cy = (c->min_y + c->max_y) / 2;
        return;
    }
    *cx = clamp_axis(c->centre_x, c->min_x, c->max_x, (float)c->viewport.w / 2 / k, 0, false);
    *cy = clamp_axis(c->centre_y, c->min_y, c->max_y, (float)c->viewport.h / 2 / k, (float)c->covered_below / k,
                     c->top_aligned);
}

void areamap_camera_clamp(areamap_camera *c)
{
    float cx, cy;
    areamap_camera_view_centre(c, &cx, &cy);
    c->centre_x = cx;
    c->centre_y = cy;
}

void areamap_camera_to_screen(const areamap_camera *c, float wx, float wy, float *sx, float *sy)
{
    float k = areamap_camera_scale(c), cx, cy;
    areamap_camera_view_centre(c, &cx, &cy);
    *sx = (float)c->viewport.x + (float)c->viewport.w / 2 + (wx - cx) * k;
    *sy = (float)c->viewport.y + (float)c->viewport.h / 2 + (wy - cy) * k;
}

void areamap_camera_to_world(const areamap_camera *c, float sx, float sy, float *wx, float *wy)
{
    float k = areamap_camera_scale(c), cx, cy;
    areamap_camera_view_centre(c, &cx, &cy);
    *wx = cx + (sx - (float)c->viewport.x - (float)c->viewport.w / 2) / k;
    *wy = cy + (sy - (float)c->viewport.y - (float)c->viewport.h / 2) / k;
}

void areamap_camera_zoom_at(areamap_camera *c, float factor, float sx, float sy)
{
    float wx, wy;
    areamap_camera_to_world(c, sx, sy, &wx, &wy);
    float z = c->zoom * factor;
    c->zoom = z < 1.0f ? 1.0f : z > 12.0f ? 12.0f : z;
    /* Keep (wx, wy) under the pointer, as far as the map allows. */
    float k = areamap_camera_scale(c);
    c->centre_x = wx - (sx - (float)c->viewport.x - (float)c->viewport.w / 2) / k;
    c->centre_y = wy - (sy - (float)c->viewport.y - (float)c->viewport.h / 2) / k;
    areamap_camera_clamp(c);
}

void areamap_camera_pan(areamap_camera *c, float dx, float dy)
{
    /* From the centre as shown, so a drag back from an edge moves at once. */
    areamap_camera_clamp(c);
    float k = areamap_camera_scale(c);
    c->centre_x -= dx / k;
    c->centre_y -= dy / k;
    areamap_camera_clamp(c);
}

void areamap_camera_centre_on(areamap_camera *c, float wx, float wy)
{
    c->centre_x = wx;
    c->centre_y = wy;
    areamap_camera_clamp(c);
}

float areamap_view_node_radius(const areamap_camera *c, const areamap_node *n)
{
    /* A token, not the area (the region is the area): it grows a little with the
     * zoom, within bounds that keep its figure readable. */
    float r = n->size * areamap_camera_scale(c) * 0.6f;
    return r < 9.0f ? 9.0f : r > 18.0f ? 18.0f : r;
}
