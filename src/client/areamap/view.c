/*
 * Drawing and hit-testing the area-map view (see area_view.h). The software
 * renderer is slow at triangles, so every link and arrowhead of a frame goes into
 * one vertex buffer and one SDL_RenderGeometry call, and nodes are copies of a
 * disc texture drawn once, tinted.
 */
#include "areamap/view.h"

#include <math.h>

#include "shell/ui.h"
#include <stdlib.h>
#include <string.h>


void areamap_model_init(areamap_model *m) { memset(m, 0, sizeof *m); }

void areamap_model_free(areamap_model *m)
{
    free(m->nodes);
    free(m->links);
    memset(m, 0, sizeof *m);
}

void areamap_model_clear(areamap_model *m)
{
    m->n_nodes = 0;
    m->n_links = 0;
}

areamap_node *areamap_model_add_node(areamap_model *m)
{
    if (m->n_nodes == m->cap_nodes) {
        int cap = m->cap_nodes ? m->cap_nodes * 2 : 64;
        areamap_node *grown = realloc(m->nodes, (size_t)cap * sizeof *grown);
        if (!grown)
            return NULL;
        m->nodes = grown;
        m->cap_nodes = cap;
    }
    areamap_node *n = &m->nodes[m->n_nodes++];
    memset(n, 0, sizeof *n);
    return n;
}

areamap_link *areamap_model_add_link(areamap_model *m)
{
    if (m->n_links == m->cap_links) {
        int cap = m->cap_links ? m->cap_links * 2 : 128;
        areamap_link *grown = realloc(m->links, (size_t)cap * sizeof *grown);
        if (!grown)
            return NULL;
        m->links = grown;
        m->cap_links = cap;
    }
    areamap_link *l = &m->links[m->n_links++];
    memset(l, 0, sizeof *l);
    return l;
}

/* ---- camera ---- */

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
    if (c->max_x - c->min_x < 1e-3f)
        c->max_x = c->min_x + 1;
    if (c->max_y - c->min_y < 1e-3f)
        c->max_y = c->min_y + 1;
    c->zoom = 1.0f;
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
    }
    *fitted = true;
}

float areamap_camera_scale(const areamap_camera *c)
{
    float sx = (float)c->viewport.w / (c->max_x - c->min_x), sy = (float)c->viewport.h / (c->max_y - c->min_y);
    return (sx < sy ? sx : sy) * 0.94f * c->zoom;
}

void areamap_camera_to_screen(const areamap_camera *c, float wx, float wy, float *sx, float *sy)
{
    float k = areamap_camera_scale(c);
    *sx = (float)c->viewport.x + (float)c->viewport.w / 2 + (wx - c->centre_x) * k;
    *sy = (float)c->viewport.y + (float)c->viewport.h / 2 + (wy - c->centre_y) * k;
}

void areamap_camera_to_world(const areamap_camera *c, float sx, float sy, float *wx, float *wy)
{
    float k = areamap_camera_scale(c);
    *wx = c->centre_x + (sx - (float)c->viewport.x - (float)c->viewport.w / 2) / k;
    *wy = c->centre_y + (sy - (float)c->viewport.y - (float)c->viewport.h / 2) / k;
}

static void keep_over_map(areamap_camera *c)
{
    if (c->centre_x < c->min_x)
        c->centre_x = c->min_x;
    if (c->centre_x > c->max_x)
        c->centre_x = c->max_x;
    if (c->centre_y < c->min_y)
        c->centre_y = c->min_y;
    if (c->centre_y > c->max_y)
        c->centre_y = c->max_y;
}

void areamap_camera_zoom_at(areamap_camera *c, float factor, float sx, float sy)
{
    float wx, wy;
    areamap_camera_to_world(c, sx, sy, &wx, &wy);
    float z = c->zoom * factor;
    c->zoom = z < 1.0f ? 1.0f : z > 12.0f ? 12.0f : z;
    /* Keep (wx, wy) under the pointer. */
    float k = areamap_camera_scale(c);
    c->centre_x = wx - (sx - (float)c->viewport.x - (float)c->viewport.w / 2) / k;
    c->centre_y = wy - (sy - (float)c->viewport.y - (float)c->viewport.h / 2) / k;
    if (c->zoom <= 1.0f) {
        c->centre_x = (c->min_x + c->max_x) / 2;
        c->centre_y = (c->min_y + c->max_y) / 2;
    }
    keep_over_map(c);
}

void areamap_camera_pan(areamap_camera *c, float dx, float dy)
{
    float k = areamap_camera_scale(c);
    c->centre_x -= dx / k;
    c->centre_y -= dy / k;
    keep_over_map(c);
}

float areamap_view_node_radius(const areamap_camera *c, const areamap_node *n)
{
    float r = n->size * areamap_camera_scale(c);
    return r < 4.0f ? 4.0f : r;
}

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
    return best;
}

/* ---- drawing ---- */

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

/* The parts of a node, drawn directly (into its sprite, or when sprites fail). */
static void draw_node_parts(ui *u, const areamap_node *n, float x, float y, float r)
{
    disc(u, x, y, r + (n->highlight ? 4.0f : 1.5f), n->highlight ? n->outline : ui_rgba(10, 12, 18, 230));
    disc(u, x, y, r, n->fill);
    SDL_Color dark = { (Uint8)(n->fill.r / 2), (Uint8)(n->fill.g / 2), (Uint8)(n->fill.b / 2), 255 };
    switch (n->pattern) {
    case AREAMAP_PATTERN_RING:
        disc(u, x, y, r * 0.72f, dark);
        disc(u, x, y, r * 0.58f, n->fill);
        break;
    case AREAMAP_PATTERN_DOT:
        disc(u, x, y + r * 0.55f, r * 0.16f, dark);
        break;
    case AREAMAP_PATTERN_STRIPES: {
        SDL_Rect bar = { (int)(x - r * 0.7f), (int)(y + r * 0.45f), (int)(r * 1.4f), (int)(r * 0.18f) + 1 };
        SDL_SetRenderDrawColor(u->r, dark.r, dark.g, dark.b, 255);
        SDL_RenderFillRect(u->r, &bar);
        break;
    }
    default: break;
    }
    if (n->emblem_seat > 0)
        ui_emblem(u->r, n->emblem_seat - 1, x - r * 0.66f, y - r * 0.66f, r * 0.3f, ui_rgb(246, 246, 250));
}

static uint64_t colour_bits(SDL_Color c) { return (uint64_t)c.r << 24 | (uint64_t)c.g << 16 | (uint64_t)c.b << 8 | c.a; }

static void draw_node(ui *u, areamap_cache *cache, const areamap_node *n, float x, float y, float r)
{
    int ri = (int)(r + 0.5f);
    if (!cache || ri > 120) {
        draw_node_parts(u, n, x, y, r);
        return;
    }
    uint64_t key = colour_bits(n->fill) << 32 ^ (n->highlight ? colour_bits(n->outline) << 8 : 0) ^
                   (uint64_t)n->pattern << 60 ^ (uint64_t)n->emblem_seat << 52 ^ (uint64_t)ri << 1 ^ (n->highlight ? 1u : 0u);
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
        int size = 2 * ri + 12;
        if (slot->texture)
            SDL_DestroyTexture(slot->texture);
        slot->texture = SDL_CreateTexture(u->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, size, size);
        if (!slot->texture) {
            draw_node_parts(u, n, x, y, r);
            return;
        }
        SDL_SetTextureBlendMode(slot->texture, SDL_BLENDMODE_BLEND);
        SDL_Texture *old = SDL_GetRenderTarget(u->r);
        SDL_SetRenderTarget(u->r, slot->texture);
        SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(u->r, 0, 0, 0, 0);
        SDL_RenderClear(u->r);
        draw_node_parts(u, n, (float)size / 2, (float)size / 2, (float)ri);
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

static void draw_map(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache)
{
    if (!u->draw)
        return;
    SDL_RenderSetClipRect(u->r, &c->viewport);
    float k = areamap_camera_scale(c);
    float zoom_w = c->zoom < 1 ? 1 : (c->zoom > 3 ? 3 : c->zoom);
    vbuf b = { 0 };
    for (int i = 0; i < m->n_links; i++) {
        const areamap_link *l = &m->links[i];
        const areamap_node *a = &m->nodes[l->from], *z = &m->nodes[l->to];
        float x0, y0, x1, y1;
        areamap_camera_to_screen(c, a->x, a->y, &x0, &y0);
        areamap_camera_to_screen(c, z->x, z->y, &x1, &y1);
        float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
        if (len < 1.0f)
            continue;
        float ux = dx / len, uy = dy / len, nx = -uy, ny = ux;
        float ra = areamap_view_node_radius(c, a), rz = areamap_view_node_radius(c, z);
        /* From the rim of one node to the rim of the other. */
        float sx = x0 + ux * ra, sy = y0 + uy * ra, ex = x1 - ux * rz, ey = y1 - uy * rz;
        float w = l->width * zoom_w;
        float head = 4.0f + w * 2.5f;
        if (l->bend) {
            /* Two opposite links: each bows to its own right, a quadratic curve. */
            float bow = len * 0.12f;
            float mx = (sx + ex) / 2 + nx * bow, my = (sy + ey) / 2 + ny * bow;
            float px = sx, py = sy;
            /* Few segments when the link is short on screen: the curve reads the same. */
            const int steps = len < 40.0f ? 3 : len < 120.0f ? 5 : 8;
            for (int s = 1; s <= steps; s++) {
                float t = (float)s / steps, it = 1 - t;
                float qx = it * it * sx + 2 * it * t * mx + t * t * ex;
                float qy = it * it * sy + 2 * it * t * my + t * t * ey;
                if (s == steps && l->arrow) {
                    float hx = qx - px, hy = qy - py, hl = sqrtf(hx * hx + hy * hy);
                    if (hl > 0.01f) {
                        hx /= hl;
                        hy /= hl;
                        float bx = qx - hx * head, by = qy - hy * head;
                        vbuf_quad(&b, px, py, bx, by, w, l->color);
                        vbuf_triangle(&b, qx, qy, bx - hy * head * 0.55f, by + hx * head * 0.55f, bx + hy * head * 0.55f,
                                      by - hx * head * 0.55f, l->color);
                    }
                } else {
                    vbuf_quad(&b, px, py, qx, qy, w, l->color);
                }
                px = qx;
                py = qy;
            }
        } else if (l->arrow) {
            float bx = ex - ux * head, by = ey - uy * head;
            vbuf_quad(&b, sx, sy, bx, by, w, l->color);
            vbuf_triangle(&b, ex, ey, bx + nx * head * 0.55f, by + ny * head * 0.55f, bx - nx * head * 0.55f,
                          by - ny * head * 0.55f, l->color);
        } else {
            vbuf_quad(&b, sx, sy, ex, ey, w, l->color);
        }
    }
    if (b.nv) {
        SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_BLEND);
        SDL_RenderGeometry(u->r, NULL, b.v, b.nv, b.idx, b.ni);
    }
    free(b.v);
    free(b.idx);
    /* Nodes: outline, fill, pattern (one cached sprite each), then the label. */
    for (int i = 0; i < m->n_nodes; i++) {
        const areamap_node *n = &m->nodes[i];
        float x, y;
        areamap_camera_to_screen(c, n->x, n->y, &x, &y);
        float r = areamap_view_node_radius(c, n);
        if (x + r < (float)c->viewport.x || y + r < (float)c->viewport.y || x - r > (float)(c->viewport.x + c->viewport.w) ||
            y - r > (float)(c->viewport.y + c->viewport.h))
            continue;
        draw_node(u, cache, n, x, y, r);
        if (n->label[0] && r >= 7.0f) {
            int px = (int)(r * 0.8f);
            if (px > 28)
                px = 28;
            if (px < 9)
                px = 9;
            bool light = n->fill.r * 3 + n->fill.g * 6 + n->fill.b > 1400;
            ui_text(u, (int)x, (int)(y - (float)px * 0.62f), n->label, px, true,
                    light ? ui_rgb(20, 20, 26) : ui_rgb(250, 250, 252), UI_CENTER);
        }
    }
    /* Link labels (orders) last, on top. */
    for (int i = 0; i < m->n_links; i++) {
        const areamap_link *l = &m->links[i];
        if (!l->label[0])
            continue;
        float x0, y0, x1, y1;
        areamap_camera_to_screen(c, m->nodes[l->from].x, m->nodes[l->from].y, &x0, &y0);
        areamap_camera_to_screen(c, m->nodes[l->to].x, m->nodes[l->to].y, &x1, &y1);
        float mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
        if (l->bend) {
            float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
            if (len > 0.01f) {
                mx += -dy / len * len * 0.06f;
                my += dx / len * len * 0.06f;
            }
        }
        int px = 14;
        int w = ui_text_width(u, l->label, px, true) + 8;
        SDL_Rect box = { (int)mx - w / 2, (int)my - 10, w, 20 };
        ui_fill(u, box, ui_rgba(12, 14, 20, 220));
        ui_frame(u, box, l->color, 1);
        ui_text(u, (int)mx, (int)my - 9, l->label, px, true, ui_rgb(250, 250, 250), UI_CENTER);
    }
    (void)k;
    SDL_RenderSetClipRect(u->r, NULL);
}

/* ---- cache ---- */

static uint64_t fnv(uint64_t h, const void *data, size_t n)
{
    const unsigned char *p = data;
    for (size_t i = 0; i < n; i++) {
        h ^= p[i];
        h *= UINT64_C(0x100000001B3);
    }
    return h;
}

void areamap_view_draw(ui *u, const areamap_camera *c, const areamap_model *m)
{
    if (u->draw)
        draw_map(u, c, m, NULL);
}

void areamap_cache_free(areamap_cache *cache)
{
    for (int i = 0; i < AREAMAP_SPRITES; i++)
        if (cache->sprites[i].texture)
            SDL_DestroyTexture(cache->sprites[i].texture);
    if (cache->texture)
        SDL_DestroyTexture(cache->texture);
    memset(cache, 0, sizeof *cache);
}

void areamap_view_draw_cached(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache)
{
    if (!u->draw)
        return;
    uint64_t key = UINT64_C(0xCBF29CE484222325);
    key = fnv(key, c, sizeof *c);
    key = fnv(key, &m->n_nodes, sizeof m->n_nodes);
    key = fnv(key, &m->n_links, sizeof m->n_links);
    key = fnv(key, m->nodes, sizeof m->nodes[0] * (size_t)m->n_nodes);
    key = fnv(key, m->links, sizeof m->links[0] * (size_t)m->n_links);
    SDL_Rect vp = c->viewport;
    if (!cache->texture || cache->w != vp.w || cache->h != vp.h) {
        if (cache->texture)
            SDL_DestroyTexture(cache->texture);
        cache->texture = SDL_CreateTexture(u->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, vp.w, vp.h);
        cache->w = vp.w;
        cache->h = vp.h;
        cache->key = key + 1; /* force a draw */
    }
    if (!cache->texture) {
        draw_map(u, c, m, cache);
        return;
    }
    if (cache->key != key) {
        SDL_Texture *old = SDL_GetRenderTarget(u->r);
        SDL_SetRenderTarget(u->r, cache->texture);
        SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_NONE);
        SDL_SetRenderDrawColor(u->r, 22, 26, 36, 255);
        SDL_RenderClear(u->r);
        areamap_camera local = *c;
        local.viewport.x = 0;
        local.viewport.y = 0;
        draw_map(u, &local, m, cache);
        SDL_SetRenderTarget(u->r, old);
        cache->key = key;
        cache->redraws++;
    }
    SDL_SetTextureBlendMode(cache->texture, SDL_BLENDMODE_NONE);
    SDL_RenderCopy(u->r, cache->texture, NULL, &vp);
}
