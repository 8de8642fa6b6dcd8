/*
 * The area map's links (see links.h): where each one runs (straight, or bent
 * round a token in its way), how each style is drawn (a plain arrow, a one-way
 * edge's chevrons, a two-way pair's plain line, a road, a cliff's mark), all into one vertex buffer per frame and one
 * SDL_RenderGeometry call, since the software renderer is slow at triangles;
 * and the legend's sample of a style.
 */
#include "areamap/links.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shell/ui.h"

typedef struct vbuf {
    SDL_Vertex *v;
    int *idx;
    int nv, ni, cap_v, cap_i;
} vbuf;

static bool vbuf_reserve(vbuf *b, int nv, int ni)
{
    if (b->nv + nv > b->cap_v) {
        int cap = (b->cap_v + nv) * 2;
        SDL_Vertex *g = realloc(b->v, (size_t)cap * sizeof *g);
        if (!g)
            return false;
        b->v = g;
        b->cap_v = cap;
    }
    if (b->ni + ni > b->cap_i) {
        int cap = (b->cap_i + ni) * 2;
        int *g = realloc(b->idx, (size_t)cap * sizeof *g);
        if (!g)
            return false;
        b->idx = g;
        b->cap_i = cap;
    }
    return true;
}

/* While the heads are drawn again on top (areamap_links_draw_heads): the shafts,
 * all quads, are left out; the heads, triangles, are drawn. */
static bool heads_only;

static void vbuf_quad(vbuf *b, float x0, float y0, float x1, float y1, float w, SDL_Color c)
{
    if (heads_only)
        return;
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (len < 0.01f || !vbuf_reserve(b, 4, 6))
        return;
    float nx = -dy / len * w * 0.5f, ny = dx / len * w * 0.5f;
    int base = b->nv;
    b->v[b->nv++] = (SDL_Vertex){ { x0 + nx, y0 + ny }, c, { 0, 0 } };
    b->v[b->nv++] = (SDL_Vertex){ { x0 - nx, y0 - ny }, c, { 0, 0 } };
    b->v[b->nv++] = (SDL_Vertex){ { x1 + nx, y1 + ny }, c, { 0, 0 } };
    b->v[b->nv++] = (SDL_Vertex){ { x1 - nx, y1 - ny }, c, { 0, 0 } };
    int k[6] = { base, base + 1, base + 2, base + 2, base + 1, base + 3 };
    memcpy(&b->idx[b->ni], k, sizeof k);
    b->ni += 6;
}

static void vbuf_triangle(vbuf *b, float ax, float ay, float bx, float by, float cx, float cy, SDL_Color c)
{
    if (!vbuf_reserve(b, 3, 3))
        return;
    int base = b->nv;
    b->v[b->nv++] = (SDL_Vertex){ { ax, ay }, c, { 0, 0 } };
    b->v[b->nv++] = (SDL_Vertex){ { bx, by }, c, { 0, 0 } };
    b->v[b->nv++] = (SDL_Vertex){ { cx, cy }, c, { 0, 0 } };
    b->idx[b->ni++] = base;
    b->idx[b->ni++] = base + 1;
    b->idx[b->ni++] = base + 2;
}

/* An arrow from (sx, sy) to its tip (ex, ey): a shaft and a head of at least
 * 9 pixels whatever the zoom, outlined dark so it reads on any ground. */
static void vbuf_arrow(vbuf *b, float sx, float sy, float ex, float ey, float w, SDL_Color c, bool outline)
{
    float dx = ex - sx, dy = ey - sy, len = sqrtf(dx * dx + dy * dy);
    if (len < 1.0f)
        return;
    float ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
    float head = 9.0f + w * 1.6f;
    if (head > len * 0.7f)
        head = len * 0.7f;
    float bx = ex - ux * head, by = ey - uy * head, hw = head * 0.6f;
    if (outline) {
        SDL_Color dark = { 16, 16, 20, (Uint8)(c.a * 3 / 4) };
        vbuf_quad(b, sx, sy, bx, by, w + 2.0f, dark);
        vbuf_triangle(b, ex + ux * 1.5f, ey + uy * 1.5f, bx + nx * (hw + 1.5f) - ux, by + ny * (hw + 1.5f) - uy,
                      bx - nx * (hw + 1.5f) - ux, by - ny * (hw + 1.5f) - uy, dark);
    }
    vbuf_quad(b, sx, sy, bx + ux, by + uy, w, c);
    vbuf_triangle(b, ex, ey, bx + nx * hw, by + ny * hw, bx - nx * hw, by - ny * hw, c);
}

/* A chevron at (x, y) pointing along (ux, uy), outlined dark: how a one-way
 * edge shows its way, in the middle of the edge, away from the tokens and
 * their names at its ends. */
static void vbuf_chevron(vbuf *b, float x, float y, float ux, float uy, float k, SDL_Color c)
{
    float nx = -uy, ny = ux;
    SDL_Color dark = { 16, 16, 20, (Uint8)(c.a * 3 / 4) };
    float o = k + 2.0f;
    vbuf_triangle(b, x + ux * o, y + uy * o, x - ux * o * 0.7f + nx * o * 0.85f, y - uy * o * 0.7f + ny * o * 0.85f,
                  x - ux * o * 0.7f - nx * o * 0.85f, y - uy * o * 0.7f - ny * o * 0.85f, dark);
    vbuf_triangle(b, x + ux * k, y + uy * k, x - ux * k * 0.6f + nx * k * 0.8f, y - uy * k * 0.6f + ny * k * 0.8f,
                  x - ux * k * 0.6f - nx * k * 0.8f, y - uy * k * 0.6f - ny * k * 0.8f, c);
}

/* How many chevrons a one-way edge of `len` pixels carries, and where (t
 * along it): one in the middle, more on a long edge, never near its ends. */
static int chevron_places(float len, float k, float t[3])
{
    if (len < 4.0f * k)
        return 0;
    int n = len < 150.0f ? 1 : len < 320.0f ? 2 : 3;
    for (int i = 0; i < n; i++)
        t[i] = n == 1 ? 0.5f : 0.3f + 0.4f * (float)i / (float)(n - 1);
    return n;
}

static void link_ends(const areamap_camera *c, const areamap_model *m, const areamap_link *l, float *sx, float *sy,
                      float *ex, float *ey, float *len)
{
    const areamap_node *a = &m->nodes[l->from], *z = &m->nodes[l->to];
    float x0, y0, x1, y1;
    areamap_camera_to_screen(c, a->x, a->y, &x0, &y0);
    areamap_camera_to_screen(c, z->x, z->y, &x1, &y1);
    float dx = x1 - x0, dy = y1 - y0;
    *len = sqrtf(dx * dx + dy * dy);
    if (*len < 1.0f)
        return;
    float ux = dx / *len, uy = dy / *len;
    float ra = areamap_view_node_radius(c, a) + 2, rz = areamap_view_node_radius(c, z) + 2;
    *sx = x0 + ux * ra;
    *sy = y0 + uy * ra;
    *ex = x1 - ux * rz;
    *ey = y1 - uy * rz;
}

static void plain_link(vbuf *b, const areamap_link *l, float sx, float sy, float ex, float ey, float len, float zoom_w)
{
    float dx = ex - sx, dy = ey - sy;
    float ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
    float w = l->width * zoom_w;
    float head = 4.0f + w * 2.5f;
    if (l->bend) {
        /* Two opposite links: each bows to its own right, a quadratic curve. */
        float bow = len * 0.12f;
        float mx = (sx + ex) / 2 + nx * bow, my = (sy + ey) / 2 + ny * bow;
        float px = sx, py = sy;
        const int steps = len < 40.0f ? 3 : len < 120.0f ? 5 : 8;
        for (int s = 1; s <= steps; s++) {
            float t = (float)s / steps, it = 1 - t;
            float qx = it * it * sx + 2 * it * t * mx + t * t * ex;
            float qy = it * it * sy + 2 * it * t * my + t * t * ey;
            if (s == steps && l->arrow)
                vbuf_arrow(b, px, py, qx, qy, w, l->color, false);
            else
                vbuf_quad(b, px, py, qx, qy, w, l->color);
            px = qx;
            py = qy;
        }
    } else if (l->arrow) {
        float bx = ex - ux * head, by = ey - uy * head;
        vbuf_quad(b, sx, sy, bx, by, w, l->color);
        vbuf_triangle(b, ex, ey, bx + nx * head * 0.55f, by + ny * head * 0.55f, bx - nx * head * 0.55f,
                      by - ny * head * 0.55f, l->color);
    } else {
        vbuf_quad(b, sx, sy, ex, ey, w, l->color);
    }
}

static void styled_link(vbuf *b, const areamap_link *l, float sx, float sy, float ex, float ey, float len, float s,
                        bool board)
{
    float ux = (ex - sx) / len, uy = (ey - sy) / len, nx = -uy, ny = ux;
    if (board && l->style == AREAMAP_LINK_RAMP) {
        /* the board painted the ramp: its chevron only, climbing to `to` */
        float mx = (sx + ex) / 2, my = (sy + ey) / 2, k = 7.0f * s;
        vbuf_triangle(b, mx + ux * k, my + uy * k, mx - ux * k * 0.3f + nx * k, my - uy * k * 0.3f + ny * k,
                      mx - ux * k * 0.3f - nx * k, my - uy * k * 0.3f - ny * k, ui_rgb(250, 226, 150));
        return;
    }
    if (board && (l->style == AREAMAP_LINK_ROAD || l->style == AREAMAP_LINK_OPEN))
        return; /* painted into the board */
    switch (l->style) {
    case AREAMAP_LINK_ROAD: {
        /* a dirt road with dark verges and a worn middle */
        vbuf_quad(b, sx, sy, ex, ey, 7.0f * s, ui_rgba(70, 54, 36, 230));
        vbuf_quad(b, sx, sy, ex, ey, 4.5f * s, ui_rgba(196, 168, 116, 255));
        for (float t = 6.0f * s; t + 4.0f * s < len; t += 11.0f * s)
            vbuf_quad(b, sx + ux * t, sy + uy * t, sx + ux * (t + 4.0f * s), sy + uy * (t + 4.0f * s), 1.5f * s,
                      ui_rgba(150, 124, 82, 255));
        break;
    }
    case AREAMAP_LINK_ONE_WAY: {
        /* an outlined line with chevrons along its middle pointing its way,
         * no head at its end (a head there read like a two-way edge's and
         * covered the token's name) */
        float w = l->width * s, k = 6.0f * s + w * 1.2f, t[3];
        SDL_Color dark = { 16, 16, 20, (Uint8)(l->color.a * 3 / 4) };
        vbuf_quad(b, sx, sy, ex, ey, w + 2.0f, dark);
        vbuf_quad(b, sx, sy, ex, ey, w, l->color);
        int n = chevron_places(len, k, t);
        for (int i = 0; i < n; i++)
            vbuf_chevron(b, sx + (ex - sx) * t[i], sy + (ey - sy) * t[i], ux, uy, k, l->color);
        break;
    }
    case AREAMAP_LINK_TWO_WAY: {
        /* each of the pair draws its half, from the middle on: a plain line */
        float mx = (sx + ex) / 2, my = (sy + ey) / 2;
        vbuf_quad(b, mx - ux * 0.5f, my - uy * 0.5f, ex, ey, l->width * s, l->color);
        break;
    }
    case AREAMAP_LINK_OPEN:
        vbuf_quad(b, sx, sy, ex, ey, 6.0f * s, ui_rgba(60, 52, 40, 150));
        vbuf_quad(b, sx, sy, ex, ey, 3.5f * s, ui_rgba(232, 222, 186, 220));
        break;
    case AREAMAP_LINK_RAMP: {
        /* a wide ramp with steps across it and a chevron climbing to `to` */
        vbuf_quad(b, sx, sy, ex, ey, 12.0f * s, ui_rgba(60, 46, 30, 220));
        vbuf_quad(b, sx, sy, ex, ey, 9.0f * s, ui_rgba(206, 176, 120, 255));
        for (float t = 5.0f * s; t < len - 3.0f * s; t += 6.0f * s) {
            float px = sx + ux * t, py = sy + uy * t, hw = 4.5f * s * (0.55f + 0.45f * t / len);
            vbuf_quad(b, px - nx * hw, py - ny * hw, px + nx * hw, py + ny * hw, 1.5f * s, ui_rgba(120, 92, 56, 255));
        }
        float mx = (sx + ex) / 2, my = (sy + ey) / 2, k = 8.0f * s;
        vbuf_triangle(b, mx + ux * k, my + uy * k, mx - ux * k * 0.2f + nx * k, my - uy * k * 0.2f + ny * k,
                      mx - ux * k * 0.2f - nx * k, my - uy * k * 0.2f - ny * k, ui_rgba(250, 226, 150, 255));
        break;
    }
    case AREAMAP_LINK_CLIFF: {
        (void)board; /* red dashes, dark-edged: no way on foot (TRTS play-test 10) */
        for (float t = 0; t < len; t += 12.0f * s) {
            float e = fminf(t + 6.0f * s, len);
            vbuf_quad(b, sx + ux * t, sy + uy * t, sx + ux * e, sy + uy * e, 5.0f * s, ui_rgba(24, 16, 14, 220));
            vbuf_quad(b, sx + ux * t, sy + uy * t, sx + ux * e, sy + uy * e, 3.0f * s, ui_rgb(226, 64, 52));
        }
        /* the cliff's mark across the way between the two areas: a rock edge
         * with teeth hanging from it (the board also draws their shared border
         * as a rock face) */
        float mx = (sx + ex) / 2, my = (sy + ey) / 2, k = 11.0f * s;
        vbuf_quad(b, mx - nx * k, my - ny * k, mx + nx * k, my + ny * k, 6.0f * s, ui_rgb(24, 20, 18));
        vbuf_quad(b, mx - nx * k, my - ny * k, mx + nx * k, my + ny * k, 3.0f * s, ui_rgb(150, 134, 112));
        for (int i = -1; i <= 1; i++) {
            float cx = mx + nx * k * 0.66f * (float)i, cy = my + ny * k * 0.66f * (float)i;
            vbuf_triangle(b, cx - nx * 3.5f * s + ux * 2.5f * s, cy - ny * 3.5f * s + uy * 2.5f * s,
                          cx + nx * 3.5f * s + ux * 2.5f * s, cy + ny * 3.5f * s + uy * 2.5f * s, cx + ux * 8.0f * s,
                          cy + uy * 8.0f * s, ui_rgb(24, 20, 18));
        }
        break;
    }
    default: break;
    }
}

/* ---- a link's way: straight, or bent round a token in its way ---- */

/* Whether a link is drawn on its own (not painted into the board): only these
 * bend round a token in their way. */
static bool link_may_bend(const areamap_link *l)
{
    return l->style == AREAMAP_LINK_PLAIN || l->style == AREAMAP_LINK_ONE_WAY || l->style == AREAMAP_LINK_TWO_WAY;
}

/* How far the control point of a link's curve stands off the straight line from
 * `from` to `to` (pixels, along that line's left normal) so that the curve clears
 * every other token the straight line would cross: a link never runs through a
 * third place's token (which reads as passing through that place). Worked out in
 * the frame of the lower node index, so both links of a pair take the same way. */
static float link_detour(const areamap_camera *c, const areamap_model *m, int from, int to)
{
    int lo = from < to ? from : to, hi = from < to ? to : from;
    float x0, y0, x1, y1;
    areamap_camera_to_screen(c, m->nodes[lo].x, m->nodes[lo].y, &x0, &y0);
    areamap_camera_to_screen(c, m->nodes[hi].x, m->nodes[hi].y, &x1, &y1);
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    if (len < 1.0f)
        return 0;
    float ux = dx / len, uy = dy / len, nx = -uy, ny = ux, off = 0;
    for (int k = 0; k < m->n_nodes; k++) {
        if (k == lo || k == hi)
            continue;
        float kx, ky;
        areamap_camera_to_screen(c, m->nodes[k].x, m->nodes[k].y, &kx, &ky);
        float rx = kx - x0, ry = ky - y0, s = (rx * ux + ry * uy) / len;
        if (s <= 0.06f || s >= 0.94f)
            continue;
        float sd = rx * nx + ry * ny, clear = areamap_view_node_radius(c, &m->nodes[k]) + 7.0f;
        if (fabsf(sd) >= clear)
            continue;
        /* the curve stands 2 s (1 - s) off at s: to the side away from the token */
        float w = 2 * s * (1 - s), need = sd >= 0 ? (sd - clear) / w : (sd + clear) / w;
        if (fabsf(need) > fabsf(off))
            off = need;
    }
    if (off > len)
        off = len;
    if (off < -len)
        off = -len;
    return from == lo ? off : -off;
}

/* The control point of the curve of a link drawn from centre (x0, y0) to (x1, y1)
 * standing `off` off the line. */
static void link_control(float x0, float y0, float x1, float y1, float off, float *cx, float *cy)
{
    float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
    *cx = (x0 + x1) / 2;
    *cy = (y0 + y1) / 2;
    if (len >= 1.0f) {
        *cx += -dy / len * off;
        *cy += dx / len * off;
    }
}

static void quad_point(float ax, float ay, float cx, float cy, float bx, float by, float t, float *x, float *y)
{
    float it = 1 - t;
    *x = it * it * ax + 2 * it * t * cx + t * t * bx;
    *y = it * it * ay + 2 * it * t * cy + t * t * by;
}

/* The whole offset of a link's curve: its detour plus, for one of a bent pair,
 * its bow to its own right (as plain_link draws it). */
static float link_offset(const areamap_camera *c, const areamap_model *m, int from, int to, bool bend)
{
    float off = link_detour(c, m, from, to);
    if (bend) {
        float x0, y0, x1, y1;
        areamap_camera_to_screen(c, m->nodes[from].x, m->nodes[from].y, &x0, &y0);
        areamap_camera_to_screen(c, m->nodes[to].x, m->nodes[to].y, &x1, &y1);
        off += sqrtf((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)) * 0.12f;
    }
    return off;
}

void areamap_view_link_point(const areamap_camera *c, const areamap_model *m, int from, int to, bool bend, float t,
                             float *x, float *y)
{
    *x = *y = 0;
    if (from < 0 || to < 0 || from >= m->n_nodes || to >= m->n_nodes)
        return;
    float x0, y0, x1, y1, cx, cy;
    areamap_camera_to_screen(c, m->nodes[from].x, m->nodes[from].y, &x0, &y0);
    areamap_camera_to_screen(c, m->nodes[to].x, m->nodes[to].y, &x1, &y1);
    link_control(x0, y0, x1, y1, link_offset(c, m, from, to, bend), &cx, &cy);
    quad_point(x0, y0, cx, cy, x1, y1, t, x, y);
}

void areamap_view_link_middle(const areamap_camera *c, const areamap_model *m, const areamap_link *l, float *x, float *y)
{
    *x = *y = 0;
    if (l->from < 0 || l->to < 0 || l->from >= m->n_nodes || l->to >= m->n_nodes)
        return;
    float x0, y0, x1, y1;
    areamap_camera_to_screen(c, m->nodes[l->from].x, m->nodes[l->from].y, &x0, &y0);
    areamap_camera_to_screen(c, m->nodes[l->to].x, m->nodes[l->to].y, &x1, &y1);
    float detour = link_may_bend(l) ? link_detour(c, m, l->from, l->to) : 0;
    *x = (x0 + x1) / 2;
    *y = (y0 + y1) / 2;
    if (detour != 0) {
        float cx, cy;
        link_control(x0, y0, x1, y1, detour + (l->bend ? sqrtf((x1 - x0) * (x1 - x0) + (y1 - y0) * (y1 - y0)) * 0.12f : 0),
                     &cx, &cy);
        quad_point(x0, y0, cx, cy, x1, y1, 0.5f, x, y);
    } else if (l->bend) {
        *x += -(y1 - y0) * 0.06f;
        *y += (x1 - x0) * 0.06f;
    }
}

/* A link bent round a token in its way: a quadratic curve from the rim of one
 * token to the rim of the other, in segments, its head (if any) at `to`; a
 * two-way half from the curve's middle. */
static void curved_link(vbuf *b, const areamap_camera *c, const areamap_model *m, const areamap_link *l, float off,
                        float zoom_w, float s)
{
    float x0, y0, x1, y1, cx, cy;
    areamap_camera_to_screen(c, m->nodes[l->from].x, m->nodes[l->from].y, &x0, &y0);
    areamap_camera_to_screen(c, m->nodes[l->to].x, m->nodes[l->to].y, &x1, &y1);
    link_control(x0, y0, x1, y1, off, &cx, &cy);
    float ra = areamap_view_node_radius(c, &m->nodes[l->from]) + 2, rz = areamap_view_node_radius(c, &m->nodes[l->to]) + 2;
    float da = sqrtf((cx - x0) * (cx - x0) + (cy - y0) * (cy - y0)), dz = sqrtf((cx - x1) * (cx - x1) + (cy - y1) * (cy - y1));
    if (da < 1.0f || dz < 1.0f)
        return;
    float sx = x0 + (cx - x0) / da * ra, sy = y0 + (cy - y0) / da * ra;
    float ex = x1 + (cx - x1) / dz * rz, ey = y1 + (cy - y1) / dz * rz;
    bool plain = l->style == AREAMAP_LINK_PLAIN, arrow = plain && l->arrow;
    bool outline = l->style == AREAMAP_LINK_ONE_WAY;
    float w = plain ? l->width * zoom_w : l->width * s;
    float t0 = l->style == AREAMAP_LINK_TWO_WAY ? 0.5f : 0.0f;
    float arc = da + dz; /* about the curve's length, enough for its steps and head */
    float head = 9.0f + w * 1.6f, t_head = arrow ? 1.0f - fminf(0.35f, (head * 1.6f) / arc) : 1.0f;
    int steps = arc < 80.0f ? 4 : arc < 240.0f ? 8 : 12;
    SDL_Color dark = { 16, 16, 20, (Uint8)(l->color.a * 3 / 4) };
    for (int pass = outline ? 0 : 1; pass < 2; pass++) {
        float px, py;
        quad_point(sx, sy, cx, cy, ex, ey, t0, &px, &py);
        for (int k = 1; k <= steps; k++) {
            float t = t0 + (t_head - t0) * (float)k / (float)steps, qx, qy;
            quad_point(sx, sy, cx, cy, ex, ey, t, &qx, &qy);
            /* a little past the joint, so the segments meet without a gap */
            float dx = qx - px, dy = qy - py, len = sqrtf(dx * dx + dy * dy);
            float ox = len > 0.01f ? dx / len * w * 0.4f : 0, oy = len > 0.01f ? dy / len * w * 0.4f : 0;
            if (pass == 0)
                vbuf_quad(b, px, py, qx + ox, qy + oy, w + 2.0f, dark);
            else
                vbuf_quad(b, px, py, qx + ox, qy + oy, w, l->color);
            px = qx;
            py = qy;
        }
        if (arrow && pass == 1)
            vbuf_arrow(b, px, py, ex, ey, w, l->color, outline);
    }
    /* a one-way edge's chevrons along its curve */
    float k = 6.0f * s + w * 1.2f, t[3];
    int n = l->style == AREAMAP_LINK_ONE_WAY ? chevron_places(arc, k, t) : 0;
    for (int i = 0; i < n; i++) {
        float qx, qy, rx, ry;
        quad_point(sx, sy, cx, cy, ex, ey, t[i], &qx, &qy);
        quad_point(sx, sy, cx, cy, ex, ey, t[i] + 0.02f, &rx, &ry);
        float d = sqrtf((rx - qx) * (rx - qx) + (ry - qy) * (ry - qy));
        if (d > 0.001f)
            vbuf_chevron(b, qx, qy, (rx - qx) / d, (ry - qy) / d, k, l->color);
    }
}

void areamap_links_draw(ui *u, const areamap_camera *c, const areamap_model *m, bool board)
{
    float zoom_w = c->zoom < 1 ? 1 : (c->zoom > 3 ? 3 : c->zoom);
    float s = u->s > 0.5f ? u->s : 1.0f;
    vbuf b = { 0 };
    for (int i = 0; i < m->n_links; i++) {
        const areamap_link *l = &m->links[i];
        if (l->from < 0 || l->to < 0 || l->from >= m->n_nodes || l->to >= m->n_nodes)
            continue;
        float sx = 0, sy = 0, ex = 0, ey = 0, len = 0;
        link_ends(c, m, l, &sx, &sy, &ex, &ey, &len);
        if (len < 1.0f)
            continue;
        float detour = link_may_bend(l) ? link_detour(c, m, l->from, l->to) : 0;
        if (detour != 0)
            curved_link(&b, c, m, l, link_offset(c, m, l->from, l->to, l->bend && l->style == AREAMAP_LINK_PLAIN), zoom_w, s);
        else if (l->style == AREAMAP_LINK_PLAIN)
            plain_link(&b, l, sx, sy, ex, ey, len, zoom_w);
        else
            styled_link(&b, l, sx, sy, ex, ey, len, s, board);
    }
    if (b.nv) {
        SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_BLEND);
        SDL_RenderGeometry(u->r, NULL, b.v, b.nv, b.idx, b.ni);
    }
    free(b.v);
    free(b.idx);
}

void areamap_links_draw_heads(ui *u, const areamap_camera *c, const areamap_model *m)
{
    float zoom_w = c->zoom < 1 ? 1 : (c->zoom > 3 ? 3 : c->zoom);
    float s = u->s > 0.5f ? u->s : 1.0f;
    vbuf b = { 0 };
    heads_only = true;
    for (int i = 0; i < m->n_links; i++) {
        const areamap_link *l = &m->links[i];
        if (l->from < 0 || l->to < 0 || l->from >= m->n_nodes || l->to >= m->n_nodes || !link_may_bend(l))
            continue;
        if (l->style == AREAMAP_LINK_PLAIN && !l->arrow)
            continue;
        float sx = 0, sy = 0, ex = 0, ey = 0, len = 0;
        link_ends(c, m, l, &sx, &sy, &ex, &ey, &len);
        if (len < 1.0f)
            continue;
        float detour = link_detour(c, m, l->from, l->to);
        if (detour != 0)
            curved_link(&b, c, m, l, link_offset(c, m, l->from, l->to, l->bend && l->style == AREAMAP_LINK_PLAIN), zoom_w, s);
        else if (l->style == AREAMAP_LINK_PLAIN)
            plain_link(&b, l, sx, sy, ex, ey, len, zoom_w);
        else
            styled_link(&b, l, sx, sy, ex, ey, len, s, false);
    }
    heads_only = false;
    if (b.nv) {
        SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_BLEND);
        SDL_RenderGeometry(u->r, NULL, b.v, b.nv, b.idx, b.ni);
    }
    free(b.v);
    free(b.idx);
}

void areamap_draw_link_sample(ui *u, areamap_link_style style, SDL_Color colour, SDL_Rect box)
{
    if (!u->draw)
        return;
    areamap_link l = { 0 };
    l.style = (uint8_t)style;
    l.color = colour;
    l.width = 2.5f;
    vbuf b = { 0 };
    float y = (float)box.y + (float)box.h / 2;

    float s = u->s > 0.5f ? u->s : 1.0f;
    if (style == AREAMAP_LINK_PLAIN) {
        vbuf_arrow(&b, (float)box.x, y, (float)(box.x + box.w), y, 4.0f, colour, false);
    } else if (style == AREAMAP_LINK_TWO_WAY) {
        /* the pair: a plain line */
        vbuf_quad(&b, (float)box.x, y, (float)(box.x + box.w), y, l.width * s, colour);
    } else if (style == AREAMAP_LINK_ONE_WAY) {
        /* a short sample: its chevron in the middle, whatever its length */
        float k = 6.0f * s + l.width * s * 1.2f;
        vbuf_quad(&b, (float)box.x, y, (float)(box.x + box.w), y, l.width * s + 2.0f, ui_rgba(16, 16, 20, 190));
        vbuf_quad(&b, (float)box.x, y, (float)(box.x + box.w), y, l.width * s, colour);
        vbuf_chevron(&b, (float)box.x + (float)box.w / 2, y, 1.0f, 0.0f, k, colour);
    } else {
        bool cliff = style == AREAMAP_LINK_CLIFF; /* its mark alone, a little smaller */
        styled_link(&b, &l, (float)box.x, y, (float)(box.x + box.w), y, (float)box.w, cliff ? s * 0.7f : s, cliff);
    }
    if (b.nv) {
        SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_BLEND);
        SDL_RenderGeometry(u->r, NULL, b.v, b.nv, b.idx, b.ni);
    }
    free(b.v);
    free(b.idx);
}
