/*
 * One frame of the area map (see draw.h). The software renderer is slow at
 * triangles, so every link and arrowhead goes into one vertex buffer and one
 * SDL_RenderGeometry call; tokens are copies of a sprite drawn once per look.
 * Text and pieces are placed last: token figures on their tokens; each piece
 * in a slot beside its token whose middle is on its own area (as a click there
 * finds it) and that covers nothing; then each name at the first place around
 * its token that touches nothing and is nearer its own token than any other
 * (else it is left to the hover card); then the pieces that found no slot, at
 * the nearest free place on their area (else over their token).
 */
#include "areamap/draw.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "areamap/art.h"
#include "areamap/board.h"
#include "shell/ui.h"

typedef struct vbuf {
    SDL_Vertex *v;
    int *idx;
    int nv, ni, cap_v, cap_i;
} vbuf;

/* A seat's emblem, so colour is never the only sign of the owner: the game's
 * own drawing when it gives one, else the shell's (a white shape on a dark disc). */
static void seat_emblem(ui *u, const areamap_model *m, int seat, SDL_Rect box)
{
    if (m->emblem) {
        m->emblem(u, seat, box);
        return;
    }
    float cx = box.x + box.w / 2.0f, cy = box.y + box.h / 2.0f, r = box.w < box.h ? box.w / 2.0f : box.h / 2.0f;
    draw_disc(u->r, cx, cy, r, ui_rgba(12, 14, 20, 220));
    ui_emblem(u->r, seat, cx, cy, r * 0.7f, ui_rgb(246, 246, 250));
}

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

static void vbuf_quad(vbuf *b, float x0, float y0, float x1, float y1, float w, SDL_Color c)
{
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

static void disc(ui *u, float cx, float cy, float radius, SDL_Color c)
{
    SDL_Renderer *r = u->r;
    SDL_Texture *t = u->app->assets.disc;
    SDL_Rect d = { (int)(cx - radius), (int)(cy - radius), (int)(radius * 2), (int)(radius * 2) };
    if (!t) {
        draw_disc(r, cx, cy, radius, c);
        return;
    }
    SDL_SetTextureColorMod(t, c.r, c.g, c.b);
    SDL_SetTextureAlphaMod(t, c.a);
    SDL_RenderCopy(r, t, NULL, &d);
}

/* The parts of a token, drawn directly (into its sprite, or when sprites fail):
 * the domination ring, the outline, the fill, the pattern and the symbol. */
static void draw_node_parts(ui *u, areamap_cache *cache, const areamap_node *n, float x, float y, float r)
{
    if (n->marks & AREAMAP_MARK_DOMINATION)
        disc(u, x, y, r + 5.0f, ui_rgb(236, 200, 90));
    disc(u, x, y, r + (n->highlight ? 3.5f : 1.5f), n->highlight ? n->outline : ui_rgba(10, 12, 18, 235));
    disc(u, x, y, r, n->fill);
    SDL_Color dark = { (Uint8)(n->fill.r / 2), (Uint8)(n->fill.g / 2), (Uint8)(n->fill.b / 2), 255 };
    switch (n->pattern) {
    case AREAMAP_PATTERN_RING:
        disc(u, x, y, r * 0.86f, dark);
        disc(u, x, y, r * 0.74f, n->fill);
        break;
    case AREAMAP_PATTERN_DOT:
        disc(u, x, y - r * 0.72f, r * 0.16f, dark);
        break;
    case AREAMAP_PATTERN_STRIPES: {
        SDL_Rect bar = { (int)(x - r * 0.5f), (int)(y + r * 0.62f), (int)(r * 1.0f), (int)(r * 0.16f) + 1 };
        SDL_SetRenderDrawColor(u->r, dark.r, dark.g, dark.b, 255);
        SDL_RenderFillRect(u->r, &bar);
        break;
    }
    default: break;
    }
    if (n->icon) {
        int is = (int)(r * 0.95f);
        areamap_art_icon(u, cache, n->icon, ui_rect((int)(x + r * 0.45f), (int)(y + r * 0.3f), is, is));
    }
}

static uint64_t colour_bits(SDL_Color c) { return (uint64_t)c.r << 24 | (uint64_t)c.g << 16 | (uint64_t)c.b << 8 | c.a; }

static void draw_node(ui *u, areamap_cache *cache, const areamap_node *n, float x, float y, float r)
{
    int ri = (int)(r + 0.5f);
    if (!cache || ri > 120) {
        draw_node_parts(u, cache, n, x, y, r);
        return;
    }
    uint64_t key = colour_bits(n->fill) << 32 ^ (n->highlight ? colour_bits(n->outline) << 8 : 0) ^
                   (uint64_t)n->pattern << 60 ^ (uint64_t)ri << 1 ^ (n->highlight ? 1u : 0u) ^
                   (uint64_t)(n->marks & AREAMAP_MARK_DOMINATION) << 58 ^ (uint64_t)n->icon << 52;
    cache->clock++;
    areamap_sprite *slot = &cache->sprites[0];
    for (int i = 0; i < AREAMAP_SPRITES; i++) {
        areamap_sprite *sp = &cache->sprites[i];
        if (sp->texture && sp->key == key) {
            slot = sp;
            goto copy;
        }
        if (!sp->texture || sp->used < slot->used)
            slot = sp;
    }
    {
        int size = 3 * ri + 12; /* room for the domination ring and the symbol */
        if (slot->texture)
            SDL_DestroyTexture(slot->texture);
        slot->texture = SDL_CreateTexture(u->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, size, size);
        if (!slot->texture) {
            draw_node_parts(u, cache, n, x, y, r);
            return;
        }
        SDL_SetTextureBlendMode(slot->texture, SDL_BLENDMODE_BLEND);
        SDL_Texture *old = SDL_GetRenderTarget(u->r);
        SDL_SetRenderTarget(u->r, slot->texture);
        SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(u->r, 0, 0, 0, 0);
        SDL_RenderClear(u->r);
        draw_node_parts(u, cache, n, (float)size / 2, (float)size / 2, (float)ri);
        SDL_SetRenderTarget(u->r, old);
        slot->key = key;
    }
copy:
    slot->used = cache->clock;
    int w, h;
    SDL_QueryTexture(slot->texture, NULL, NULL, &w, &h);
    SDL_Rect d = { (int)(x + 0.5f) - w / 2, (int)(y + 0.5f) - h / 2, w, h };
    SDL_RenderCopy(u->r, slot->texture, NULL, &d);
}

/* ---- links ---- */

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
    case AREAMAP_LINK_ONE_WAY: vbuf_arrow(b, sx, sy, ex, ey, l->width * s, l->color, true); break;
    case AREAMAP_LINK_TWO_WAY: {
        /* each of the pair draws its half, from the middle to its head */
        float mx = (sx + ex) / 2, my = (sy + ey) / 2;
        vbuf_arrow(b, mx - ux * 0.5f, my - uy * 0.5f, ex, ey, l->width * s, l->color, false);
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
        if (!board)
            for (float t = 0; t < len; t += 12.0f * s)
                vbuf_quad(b, sx + ux * t, sy + uy * t, sx + ux * fminf(t + 6.0f * s, len), sy + uy * fminf(t + 6.0f * s, len),
                          2.5f * s, ui_rgb(150, 170, 210));
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
    bool plain = l->style == AREAMAP_LINK_PLAIN, arrow = plain ? l->arrow : true;
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
}

static void draw_links(ui *u, const areamap_camera *c, const areamap_model *m, bool board)
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

/* ---- text and pieces, placed ---- */

typedef struct placer {
    SDL_Rect *taken;       /* everything placed: tokens, pieces, text */
    int n, cap;
    SDL_Rect *out;         /* text boxes for areamap_view_label_boxes */
    int n_out, max_out;
    SDL_Rect *pieces;      /* where each piece went (hit-testing), or NULL */
    SDL_Rect *names;       /* where each node's name went (w 0: not drawn), or NULL */
} placer;

static void place(placer *p, SDL_Rect r, bool text)
{
    if (p->n < p->cap && p->taken)
        p->taken[p->n++] = r;
    if (text && p->out && p->n_out < p->max_out)
        p->out[p->n_out++] = r;
}

static bool is_free(const placer *p, SDL_Rect r, SDL_Rect view)
{
    if (r.x < view.x || r.y < view.y || r.x + r.w > view.x + view.w || r.y + r.h > view.y + view.h)
        return false;
    for (int i = 0; i < p->n; i++) {
        const SDL_Rect *q = &p->taken[i];
        if (r.x < q->x + q->w && q->x < r.x + r.w && r.y < q->y + q->h && q->y < r.y + r.h)
            return false;
    }
    return true;
}

static int piece_size(const ui *u, float r)
{
    int s = (int)(r * 1.35f);
    int lo = ui_px(u, 18), hi = ui_px(u, 26);
    return s < lo ? lo : s > hi ? hi : s;
}

/* A node's piece slots: rows of three to the right of its token (slots 0 to
 * PIECE_SLOTS / 2 - 1), then the same to its left. */
enum { PIECE_SLOTS = 24 };

static SDL_Rect piece_rect(const ui *u, float x, float y, float r, int k)
{
    int ps = piece_size(u, r), gap = ui_px(u, 3), room = ui_px(u, 14); /* the count beside it */
    bool left = k >= PIECE_SLOTS / 2;
    k %= PIECE_SLOTS / 2;
    int col = k % 3, row = k / 3, step = ps + gap + room;
    int px = left ? (int)(x - r) - gap - ps - room - col * step : (int)(x + r) + gap + col * step;
    return ui_rect(px, (int)(y - r) + row * (ps + gap), ps, ps);
}

static void text_halo(ui *u, int x, int y, const char *t, int px, bool bold, SDL_Color c, int align)
{
    ui_text(u, x + 1, y + 1, t, px, bold, ui_rgba(0, 0, 0, 200), align);
    ui_text(u, x, y, t, px, bold, c, align);
}

/* An army: a pole and a swallow-tailed flag with the unit count on it, a crown
 * above when the Hero leads it. */
static void draw_banner(ui *u, areamap_cache *cache, const areamap_piece *pc, SDL_Rect box, placer *pl)
{
    SDL_Color col = pc->colour;
    char t[16];
    snprintf(t, sizeof t, "%d", pc->count);
    int px = ui_px(u, 12);
    int tw = ui_text_width(u, t, px, true);
    SDL_Rect flag = { box.x + ui_px(u, 3), box.y + ui_px(u, 2), tw + ui_px(u, 12), box.h * 2 / 3 };
    if (u->draw) {
        ui_fill(u, ui_rect(box.x, box.y, ui_px(u, 3), box.h + ui_px(u, 2)), ui_rgb(40, 30, 22));
        ui_fill(u, ui_rect(flag.x + 1, flag.y + 1, flag.w, flag.h), ui_rgba(0, 0, 0, 120));
        ui_fill(u, flag, col);
        /* the swallow tail: a notch in the fly end */
        int nh = flag.h / 3;
        ui_fill(u, ui_rect(flag.x + flag.w - ui_px(u, 4), flag.y + nh, ui_px(u, 4), flag.h - 2 * nh), ui_rgb(col.r / 3, col.g / 3, col.b / 3));
        bool sel = pc->flags & AREAMAP_PIECE_SELECTED;
        ui_frame(u, flag, sel ? ui_rgb(255, 236, 140) : ui_rgb(16, 16, 20), sel ? 2 : 1);
        bool light = col.r * 3 + col.g * 6 + col.b > 1400;
        ui_text(u, flag.x + (flag.w - ui_px(u, 4)) / 2, flag.y + (flag.h - px * 5 / 4) / 2, t, px, true,
                light ? ui_rgb(20, 20, 26) : ui_rgb(255, 255, 255), UI_CENTER);
        if (pc->flags & AREAMAP_PIECE_HERO) {
            int hs = ui_px(u, 14);
            areamap_art_icon(u, cache, AREAMAP_ICON_HERO, ui_rect(flag.x + flag.w - hs / 2, flag.y - hs * 2 / 3, hs, hs));
        }
    }
    place(pl, ui_rect(box.x, box.y, flag.x + flag.w - box.x, box.h), false);
    place(pl, flag, true);
}

static void draw_piece(ui *u, areamap_cache *cache, const areamap_piece *pc, SDL_Rect box, placer *pl)
{
    if (pc->flags & AREAMAP_PIECE_BANNER) {
        draw_banner(u, cache, pc, box, pl);
        return;
    }
    SDL_Color col = pc->colour;
    bool building = pc->flags & AREAMAP_PIECE_BUILDING;
    SDL_Color back = building ? ui_rgb(col.r / 3, col.g / 3, col.b / 3) : ui_rgb(col.r / 2, col.g / 2, col.b / 2);
    if (u->draw) {
        if (building) {
            ui_fill(u, box, back);
            ui_frame(u, box, (pc->flags & AREAMAP_PIECE_HIDDEN) ? ui_rgb(200, 200, 210) : col, 2);
        } else {
            float cx = (float)box.x + (float)box.w / 2, cy = (float)box.y + (float)box.h / 2, rr = (float)box.w / 2;
            disc(u, cx, cy, rr + 1, (pc->flags & AREAMAP_PIECE_HIDDEN) ? ui_rgb(200, 200, 210) : ui_rgb(14, 14, 18));
            disc(u, cx, cy, rr - 1, col);
            disc(u, cx, cy, rr - 3, back);
        }
        SDL_Texture *t = areamap_art_named(u, cache, pc->icon);
        SDL_Rect in = { box.x + 2, box.y + 2, box.w - 4, box.h - 4 };
        if (t) {
            SDL_SetTextureAlphaMod(t, (pc->flags & AREAMAP_PIECE_UNFINISHED) ? 130 : 255);
            SDL_RenderCopy(u->r, t, NULL, &in);
        } else if (pc->flags & AREAMAP_PIECE_HERO) {
            areamap_art_icon(u, cache, AREAMAP_ICON_HERO, in);
        } else {
            areamap_art_icon(u, cache, AREAMAP_ICON_UNITS, in);
        }
        int mk = box.w / 2;
        if (pc->flags & AREAMAP_PIECE_HIDDEN)
            areamap_art_icon(u, cache, AREAMAP_ICON_HIDDEN, ui_rect(box.x - mk / 3, box.y - mk / 3, mk, mk));
        if (pc->flags & AREAMAP_PIECE_UNFINISHED)
            areamap_art_icon(u, cache, AREAMAP_ICON_BUILDING, ui_rect(box.x + box.w - mk * 2 / 3, box.y - mk / 3, mk, mk));
    }
    place(pl, box, false);
    if (pc->count > 1 || (pc->flags & AREAMAP_PIECE_HERO)) {
        char t[16];
        snprintf(t, sizeof t, "%d", pc->count);
        int px = ui_text_px(ui_px(u, 10)); /* as drawn: never under the 12 px floor */
        int tw = ui_text_width(u, t, px, true) + ui_px(u, 4);
        SDL_Rect cb = ui_rect(box.x + box.w - ui_px(u, 4), box.y + box.h - px - ui_px(u, 2), tw, px + ui_px(u, 2));
        if (u->draw) {
            ui_fill(u, cb, ui_rgba(12, 14, 20, 230));
            ui_text(u, cb.x + cb.w / 2, cb.y, t, px, true, ui_rgb(250, 250, 252), UI_CENTER);
        }
        place(pl, cb, true);
    }
}

static SDL_Rect shifted(SDL_Rect r, int dx, int dy) { return ui_rect(r.x + dx, r.y + dy, r.w, r.h); }

/* The node a point of the map belongs to, as a click there finds it: its token,
 * else its region (else, with no board, the nearest token). `c` and the point
 * in the same frame. */
static int node_under(const areamap_camera *c, const areamap_model *m, float sx, float sy)
{
    int hit = areamap_view_hit(c, m, (int)sx, (int)sy);
    if (hit >= 0 || (m->board && !m->no_board))
        return hit;
    float best = 0;
    for (int i = 0; i < m->n_nodes; i++) {
        float x, y;
        areamap_camera_to_screen(c, m->nodes[i].x, m->nodes[i].y, &x, &y);
        float d = (x - sx) * (x - sx) + (y - sy) * (y - sy);
        if (hit < 0 || d < best) {
            hit = i;
            best = d;
        }
    }
    return hit;
}

/* Whether a point is nearer node's token than any other token. */
static bool nearest_is(const areamap_camera *c, const areamap_model *m, int node, float px, float py)
{
    float x, y;
    areamap_camera_to_screen(c, m->nodes[node].x, m->nodes[node].y, &x, &y);
    float own = (px - x) * (px - x) + (py - y) * (py - y);
    for (int j = 0; j < m->n_nodes; j++) {
        if (j == node)
            continue;
        float ox, oy;
        areamap_camera_to_screen(c, m->nodes[j].x, m->nodes[j].y, &ox, &oy);
        if ((px - ox) * (px - ox) + (py - oy) * (py - oy) <= own)
            return false;
    }
    return true;
}

/* Whether a name's box is its own token's: the box's point nearest the token
 * (its anchor) and its middle are both nearer that token than any other. */
static bool name_is_own(const areamap_camera *c, const areamap_model *m, int node, SDL_Rect b)
{
    float x, y;
    areamap_camera_to_screen(c, m->nodes[node].x, m->nodes[node].y, &x, &y);
    float ax = x < (float)b.x ? (float)b.x : x > (float)(b.x + b.w) ? (float)(b.x + b.w) : x;
    float ay = y < (float)b.y ? (float)b.y : y > (float)(b.y + b.h) ? (float)(b.y + b.h) : y;
    return nearest_is(c, m, node, ax, ay) &&
           nearest_is(c, m, node, (float)b.x + (float)b.w / 2, (float)b.y + (float)b.h / 2);
}

/* Places (and draws) piece i in one of its node's slots; with `anywhere`, else
 * in the nearest free place on its area, else over its token. False when it
 * waits for `anywhere` (after the names). */
static bool place_piece(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache, placer *pl, int i,
                        Uint32 *seen, uint8_t *stacked, int ox, int oy, SDL_Rect view, bool anywhere)
{
    const areamap_piece *pc = &m->pieces[i];
    if (pc->node < 0 || pc->node >= m->n_nodes)
        return true;
    const areamap_node *n = &m->nodes[pc->node];
    float x, y, r = areamap_view_node_radius(c, n);
    areamap_camera_to_screen(c, n->x, n->y, &x, &y);
    int slot = -1;
    for (int k = 0; k < PIECE_SLOTS && slot < 0; k++) {
        if (seen[pc->node] >> k & 1u)
            continue;
        SDL_Rect b = piece_rect(u, x, y, r, k);
        if (node_under(c, m, (float)b.x + (float)b.w / 2, (float)b.y + (float)b.h / 2) != pc->node)
            continue;
        b.w += ui_px(u, 14);
        if (is_free(pl, shifted(b, ox, oy), view))
            slot = k;
    }
    if (slot < 0 && !anywhere)
        return false;
    SDL_Rect box = { 0, 0, 0, 0 };
    if (slot >= 0) {
        seen[pc->node] |= 1u << slot;
        box = piece_rect(u, x, y, r, slot);
    }
    /* else the nearest free place on the area, in rings around the token */
    int ps = piece_size(u, r), step = ps / 2 > 4 ? ps / 2 : 4;
    for (int ring = 1; slot < 0 && ring <= 8; ring++)
        for (int j = -ring; j <= ring && slot < 0; j++)
            for (int i2 = -ring; i2 <= ring && slot < 0; i2++) {
                if (abs(i2) != ring && abs(j) != ring)
                    continue;
                float cx = x + (float)(i2 * step), cy = y + (float)(j * step);
                if (node_under(c, m, cx, cy) != pc->node)
                    continue;
                SDL_Rect b = ui_rect((int)cx - ps / 2, (int)cy - ps / 2, ps + ui_px(u, 14), ps);
                if (is_free(pl, shifted(b, ox, oy), view)) {
                    box = ui_rect(b.x, b.y, ps, ps);
                    slot = PIECE_SLOTS;
                }
            }
    if (slot < 0) {
        /* no room on the area at this zoom: over the token, fanned a little */
        int j = stacked[pc->node]++ % 4;
        float d = r * 0.45f;
        float fx = x + (j == 1 ? d : j == 2 ? -d : 0), fy = y + (j == 3 ? d : j == 0 ? -d * 0.5f : 0);
        box = ui_rect((int)fx - ps / 2, (int)fy - ps / 2, ps, ps);
    }
    box = shifted(box, ox, oy);
    if (pl->pieces)
        pl->pieces[i] = box;
    draw_piece(u, cache, pc, box, pl);
    if (pc->seat >= 0 && u->draw)
        seat_emblem(u, m, pc->seat, ui_rect(box.x - box.w / 5, box.y + box.h - box.h / 3, box.w / 2, box.h / 2));
    return true;
}

/* Names, where they touch nothing and stay their own token's (never nearer
 * another token, which would name the wrong place): see place_text. */
static void place_names(ui *u, const areamap_camera *c, const areamap_model *m, placer *pl, int ox, int oy, SDL_Rect view)
{
    int px = ui_text_px(ui_px(u, 11)); /* as drawn: never under the 12 px floor */
    for (int i = 0; i < m->n_nodes; i++) {
        const areamap_node *n = &m->nodes[i];
        if (!n->name[0])
            continue;
        float x, y, r = areamap_view_node_radius(c, n);
        areamap_camera_to_screen(c, n->x, n->y, &x, &y);
        int tw = ui_text_width(u, n->name, px, true) + 2, th = px * 5 / 4;
        SDL_Rect cand[] = {
            { (int)x - tw / 2, (int)(y + r) + 3, tw, th },
            { (int)x - tw / 2, (int)(y - r) - th - 3, tw, th },
            { (int)(x - r) - tw - 4, (int)y - th / 2, tw, th },
            { (int)x - tw / 2, (int)(y + r) + th + 6, tw, th },
            { (int)x - tw / 2, (int)(y - r) - 2 * th - 6, tw, th },
            { (int)(x + r) + 4, (int)y - th / 2, tw, th },
            { (int)(x - r * 0.4f) - tw, (int)(y + r) + 3, tw, th },
            { (int)(x + r * 0.4f), (int)(y + r) + 3, tw, th },
            { (int)(x - r * 0.4f) - tw, (int)(y - r) - th - 3, tw, th },
            { (int)(x + r * 0.4f), (int)(y - r) - th - 3, tw, th },
            { (int)x - tw / 4, (int)(y + r) + 3, tw, th },
            { (int)x - tw * 3 / 4, (int)(y + r) + 3, tw, th },
            { (int)x - tw / 4, (int)(y - r) - th - 3, tw, th },
            { (int)x - tw * 3 / 4, (int)(y - r) - th - 3, tw, th },
        };
        for (int k = 0; k < (int)(sizeof cand / sizeof cand[0]); k++) {
            SDL_Rect b = shifted(cand[k], ox, oy);
            if (is_free(pl, b, view) && name_is_own(c, m, i, cand[k])) {
                if (u->draw)
                    text_halo(u, b.x + 1, b.y, n->name, px, true, ui_rgb(244, 240, 226), UI_LEFT);
                place(pl, b, true);
                if (pl->names)
                    pl->names[i] = b;
                break;
            }
        }
    }
}

static SDL_Rect link_label_box(ui *u, const areamap_camera *c, const areamap_model *m, const areamap_link *l);

/* Token figures, pieces and names; draws when u->draw and fills p->out.
 * Everything is placed in the viewport's own frame (a camera whose viewport
 * starts at 0, 0) and moved by the viewport's corner in whole pixels, so the
 * cached layer (drawn at 0, 0) and the hit tests (at the viewport's place on
 * screen) choose the very same places whatever the window's size. */
static void place_text(ui *u, const areamap_camera *cam, const areamap_model *m, areamap_cache *cache, placer *pl)
{
    SDL_Rect view = cam->viewport;
    int ox = view.x, oy = view.y;
    areamap_camera local = *cam;
    local.viewport.x = 0;
    local.viewport.y = 0;
    const areamap_camera *c = &local;
    /* 0. the links' labels (drawn on top, last): nothing else goes under them */
    for (int i = 0; i < m->n_links; i++)
        if (m->links[i].label[0] && m->links[i].from >= 0 && m->links[i].to >= 0 && m->links[i].from < m->n_nodes &&
            m->links[i].to < m->n_nodes)
            place(pl, shifted(link_label_box(u, c, m, &m->links[i]), ox, oy), false);
    /* 1. the tokens themselves and their figures */
    for (int i = 0; i < m->n_nodes; i++) {
        const areamap_node *n = &m->nodes[i];
        float x, y, r = areamap_view_node_radius(c, n);
        areamap_camera_to_screen(c, n->x, n->y, &x, &y);
        SDL_Rect tok = shifted(ui_rect((int)(x - r), (int)(y - r), (int)(2 * r), (int)(2 * r)), ox, oy);
        if (tok.x + tok.w < view.x || tok.y + tok.h < view.y || tok.x > view.x + view.w || tok.y > view.y + view.h)
            continue;
        place(pl, tok, false);
        if (n->seat >= 0 && u->draw) /* the shell's seat emblem, at the token's top left */
            seat_emblem(u, m, n->seat, ui_rect(tok.x - tok.w / 5, tok.y - tok.h / 5, tok.w / 2, tok.h / 2));
        if (n->label[0]) {
            int px = (int)(r * 0.95f);
            px = px < 9 ? 9 : px > 18 ? 18 : px;
            bool light = n->fill.r * 3 + n->fill.g * 6 + n->fill.b > 1400;
            int tw = ui_text_width(u, n->label, px, true);
            SDL_Rect tb = shifted(ui_rect((int)x - tw / 2, (int)(y - (float)px * 0.62f), tw, px * 5 / 4), ox, oy);
            if (tw > 2 * r - 4) {
                /* a longer figure: a plate across the token */
                tb.x -= 3;
                tb.w += 6;
                if (u->draw) {
                    ui_fill(u, tb, ui_rgba(n->fill.r, n->fill.g, n->fill.b, 240));
                    ui_frame(u, tb, ui_rgb(12, 14, 20), 1);
                }
            }
            if (u->draw)
                ui_text(u, (int)x + ox, tb.y, n->label, px, true, light ? ui_rgb(20, 20, 26) : ui_rgb(250, 250, 252), UI_CENTER);
            place(pl, tb, true);
        }
        if ((n->marks & AREAMAP_MARK_DOMINATION) && u->draw) {
            int is = (int)(r * 0.95f);
            areamap_art_icon(u, cache, AREAMAP_ICON_DOMINATION, shifted(ui_rect((int)(x - r * 1.4f), (int)(y - r * 1.4f), is, is), ox, oy));
        }
        if ((n->marks & AREAMAP_MARK_START) && u->draw) {
            int is = (int)(r * 1.05f);
            areamap_art_icon(u, cache, AREAMAP_ICON_START, shifted(ui_rect((int)(x - r * 1.5f), (int)(y + r * 0.1f), is, is), ox, oy));
        }
    }
    /* 1b. the badges: a small tag at the token's top right (the seat emblem has
     * the top left, the symbol the bottom right), else the first place round
     * the token that covers no token nor figure; placed before the names */
    for (int i = 0; i < m->n_nodes; i++) {
        const areamap_node *n = &m->nodes[i];
        if (!n->badge[0])
            continue;
        float x, y, r = areamap_view_node_radius(c, n);
        areamap_camera_to_screen(c, n->x, n->y, &x, &y);
        int bpx = ui_px(u, 11), bw = ui_text_width(u, n->badge, bpx, true) + ui_px(u, 6);
        int bh = ui_text_px(bpx) + ui_px(u, 3);
        SDL_Rect cand[] = {
            { (int)(x + r * 0.5f), (int)(y - r) - ui_px(u, 4), bw, bh },
            { (int)(x + r) + 2, (int)y - bh / 2, bw, bh },
            { (int)(x + r * 0.5f), (int)(y + r * 0.6f), bw, bh },
            { (int)(x - r * 0.5f) - bw, (int)(y - r) - ui_px(u, 4), bw, bh },
            { (int)(x - r) - bw - 2, (int)y - bh / 2, bw, bh },
            { (int)x - bw / 2, (int)(y - r) - bh - 2, bw, bh },
            { (int)x - bw / 2, (int)(y + r) + 2, bw, bh },
        };
        for (int k = 0; k < (int)(sizeof cand / sizeof cand[0]); k++) {
            SDL_Rect tag = shifted(cand[k], ox, oy);
            if (!is_free(pl, tag, view))
                continue;
            if (u->draw) {
                ui_fill(u, tag, ui_rgba(16, 19, 28, 225));
                ui_text(u, tag.x + bw / 2, tag.y + ui_px(u, 1), n->badge, bpx, true, ui_rgb(170, 255, 190), UI_CENTER);
            }
            place(pl, tag, true);
            break;
        }
    }
    /* 2. the pieces, beside their token and always on their own area (the area
     * under a piece's middle is its node's, so a click there finds it): the
     * first slot on the area that covers nothing placed yet (a neighbour's
     * token or figure), else (after the names) the nearest free place on the
     * area, else over the token itself */
    Uint32 *seen = calloc((size_t)(m->n_nodes > 0 ? m->n_nodes : 1), sizeof *seen);
    uint8_t *stacked = calloc((size_t)(m->n_nodes > 0 ? m->n_nodes : 1), 1);
    uint8_t *waits = calloc((size_t)(m->n_pieces > 0 ? m->n_pieces : 1), 1);
    for (int i = 0; seen && stacked && waits && i < m->n_pieces; i++)
        waits[i] = !place_piece(u, c, m, cache, pl, i, seen, stacked, ox, oy, view, false);
    /* 3. the names; then the pieces that found no slot, wherever their area has room */
    place_names(u, c, m, pl, ox, oy, view);
    for (int i = 0; seen && stacked && waits && i < m->n_pieces; i++)
        if (waits[i])
            place_piece(u, c, m, cache, pl, i, seen, stacked, ox, oy, view, true);
    free(waits);
    free(seen);
    free(stacked);
}

/* Where a link's label (an order's units) is drawn: at the middle of the link. */
static SDL_Rect link_label_box(ui *u, const areamap_camera *c, const areamap_model *m, const areamap_link *l)
{
    float mx, my;
    areamap_view_link_middle(c, m, l, &mx, &my);
    int w = ui_text_width(u, l->label, 14, true) + 10 + 14;
    return ui_rect((int)mx - w / 2, (int)my - 10, w, 20);
}

/* Orders' labels: the units symbol and the count, on top. */
static void draw_link_labels(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache)
{
    for (int i = 0; i < m->n_links; i++) {
        const areamap_link *l = &m->links[i];
        if (!l->label[0])
            continue;
        int px = 14, is = 14;
        SDL_Rect box = link_label_box(u, c, m, l);
        int my = box.y + 10;
        ui_fill(u, box, ui_rgba(12, 14, 20, 220));
        ui_frame(u, box, l->color, 1);
        areamap_art_icon(u, cache, AREAMAP_ICON_UNITS, ui_rect(box.x + 3, box.y + 3, is, is));
        ui_text(u, box.x + 5 + is, my - 9, l->label, px, true, ui_rgb(250, 250, 250), UI_LEFT);
    }
}

void areamap_draw_map(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache)
{
    if (!u->draw)
        return;
    SDL_RenderSetClipRect(u->r, &c->viewport);
    bool board = !m->no_board && m->board && m->board->texture;
    if (board)
        areamap_board_draw(u->r, m->board, c);
    draw_links(u, c, m, board);
    /* Tokens under their text. */
    for (int i = 0; i < m->n_nodes; i++) {
        const areamap_node *n = &m->nodes[i];
        float x, y;
        areamap_camera_to_screen(c, n->x, n->y, &x, &y);
        float r = areamap_view_node_radius(c, n);
        if (x + r < (float)c->viewport.x || y + r < (float)c->viewport.y || x - r > (float)(c->viewport.x + c->viewport.w) ||
            y - r > (float)(c->viewport.y + c->viewport.h))
            continue;
        draw_node(u, cache, n, x, y, r);
    }
    int cap = m->n_nodes * 4 + m->n_pieces * 2 + m->n_links + 8;
    placer pl = { malloc((size_t)cap * sizeof(SDL_Rect)), 0, cap, NULL, 0, 0, NULL, NULL };
    if (pl.taken)
        place_text(u, c, m, cache, &pl);
    free(pl.taken);
    draw_link_labels(u, c, m, cache);
    SDL_RenderSetClipRect(u->r, NULL);
}

int areamap_view_label_boxes(ui *u, const areamap_camera *c, const areamap_model *m, SDL_Rect *out, int max)
{
    int cap = m->n_nodes * 4 + m->n_pieces * 2 + m->n_links + 8;
    placer pl = { malloc((size_t)cap * sizeof(SDL_Rect)), 0, cap, out, 0, max, NULL, NULL };
    if (!pl.taken)
        return 0;
    ui quiet = *u;
    quiet.draw = false;
    place_text(&quiet, c, m, NULL, &pl);
    free(pl.taken);
    return pl.n_out;
}

int areamap_view_name_boxes(ui *u, const areamap_camera *c, const areamap_model *m, SDL_Rect *out, int max)
{
    if (max < m->n_nodes)
        return 0;
    int cap = m->n_nodes * 4 + m->n_pieces * 2 + m->n_links + 8;
    placer pl = { malloc((size_t)cap * sizeof(SDL_Rect)), 0, cap, NULL, 0, 0, NULL, out };
    if (!pl.taken)
        return 0;
    for (int i = 0; i < m->n_nodes; i++)
        out[i] = ui_rect(0, 0, 0, 0);
    ui quiet = *u;
    quiet.draw = false;
    place_text(&quiet, c, m, NULL, &pl);
    free(pl.taken);
    return m->n_nodes;
}

/* Where every piece stands, as the map places them (out: one per piece). */
static bool piece_rects(ui *u, const areamap_camera *c, const areamap_model *m, SDL_Rect *out)
{
    int cap = m->n_nodes * 4 + m->n_pieces * 2 + m->n_links + 8;
    placer pl = { malloc((size_t)cap * sizeof(SDL_Rect)), 0, cap, NULL, 0, 0, out, NULL };
    if (!pl.taken)
        return false;
    for (int i = 0; i < m->n_pieces; i++)
        out[i] = ui_rect(-1, -1, 0, 0);
    ui quiet = *u;
    quiet.draw = false;
    place_text(&quiet, c, m, NULL, &pl);
    free(pl.taken);
    return true;
}

SDL_Rect areamap_view_piece_rect(ui *u, const areamap_camera *c, const areamap_model *m, int piece)
{
    SDL_Rect r = { -1, -1, 0, 0 };
    SDL_Rect *all = m->n_pieces > 0 ? malloc((size_t)m->n_pieces * sizeof *all) : NULL;
    if (all && piece >= 0 && piece < m->n_pieces && piece_rects(u, c, m, all))
        r = all[piece];
    free(all);
    return r;
}

int areamap_view_piece_at(ui *u, const areamap_camera *c, const areamap_model *m, int sx, int sy)
{
    SDL_Rect *all = m->n_pieces > 0 ? malloc((size_t)m->n_pieces * sizeof *all) : NULL;
    int found = -1;
    if (all && piece_rects(u, c, m, all))
        for (int i = m->n_pieces - 1; i >= 0 && found < 0; i--) {
            SDL_Rect r = all[i];
            if (sx >= r.x && sy >= r.y && sx < r.x + r.w && sy < r.y + r.h)
                found = i;
        }
    free(all);
    return found;
}

void areamap_view_draw_piece(ui *u, areamap_cache *cache, const areamap_piece *pc, SDL_Rect box)
{
    placer pl = { NULL, 0, 0, NULL, 0, 0, NULL, NULL };
    draw_piece(u, cache, pc, box, &pl);
}

void areamap_draw_terrain_sample(ui *u, areamap_cache *cache, areamap_terrain t, SDL_Rect box)
{
    if (!u->draw || t >= AREAMAP_TERRAIN_COUNT)
        return;
    enum { SW = 48, SH = 24 };
    SDL_Texture *tex = cache ? cache->terrain_sample[t] : NULL;
    if (!tex) {
        static uint32_t px[SW * SH];
        for (int y = 0; y < SH; y++)
            for (int x = 0; x < SW; x++)
                px[y * SW + x] = areamap_board_ground((int)t, x * 2, y * 2, (int)t + 3);
        tex = SDL_CreateTexture(u->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_STATIC, SW, SH);
        if (!tex)
            return;
        SDL_UpdateTexture(tex, NULL, px, SW * 4);
        if (cache)
            cache->terrain_sample[t] = tex;
    }
    SDL_RenderCopy(u->r, tex, NULL, &box);
    ui_frame(u, box, ui_rgb(12, 14, 20), 1);
    if (!cache)
        SDL_DestroyTexture(tex);
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
        /* the pair: both halves */
        float mx = (float)box.x + (float)box.w / 2;
        vbuf_arrow(&b, mx, y, (float)(box.x + box.w), y, l.width * s, colour, false);
        vbuf_arrow(&b, mx, y, (float)box.x, y, l.width * s, colour, false);
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
