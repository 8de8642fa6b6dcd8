/*
 * The area-map view's model, camera, hit-testing and cached layer (see view.h);
 * draw.c draws a frame of it, board.c the regions under it.
 */
#include "areamap/view.h"

#include "areamap/art.h"
#include "areamap/board.h"
#include "areamap/draw.h"
#include "areamap/keys.h"

#include <math.h>

#include "shell/ui.h"
#include <stdlib.h>
#include <string.h>


void areamap_model_init(areamap_model *m) { memset(m, 0, sizeof *m); }

void areamap_model_free(areamap_model *m)
{
    free(m->nodes);
    free(m->links);
    free(m->pieces);
    areamap_board_free(m->board);
    memset(m, 0, sizeof *m);
}

void areamap_model_clear(areamap_model *m)
{
    m->n_nodes = 0;
    m->n_links = 0;
    m->n_pieces = 0;
}

areamap_piece *areamap_model_add_piece(areamap_model *m)
{
    if (m->n_pieces == m->cap_pieces) {
        int cap = m->cap_pieces ? m->cap_pieces * 2 : 64;
        areamap_piece *grown = realloc(m->pieces, (size_t)cap * sizeof *grown);
        if (!grown)
            return NULL;
        m->pieces = grown;
        m->cap_pieces = cap;
    }
    areamap_piece *p = &m->pieces[m->n_pieces++];
    memset(p, 0, sizeof *p);
    p->seat = -1;
    return p;
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
    n->seat = -1;
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
    /* A token, not the area (the region is the area): it grows a little with the
     * zoom, within bounds that keep its figure readable. */
    float r = n->size * areamap_camera_scale(c) * 0.6f;
    return r < 9.0f ? 9.0f : r > 18.0f ? 18.0f : r;
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
    if (best < 0 && m->board && !m->no_board) {
        float wx, wy;
        areamap_camera_to_world(c, (float)sx, (float)sy, &wx, &wy);
        best = areamap_board_region_at(m->board, wx, wy);
        if (best >= m->n_nodes)
            best = -1;
    }
    return best;
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
    if (!u->draw)
        return;
    if (!m->no_board)
        areamap_board_update((areamap_model *)m, u->r);
    areamap_draw_map(u, c, m, NULL);
    areamap_keys_draw(u, c, m);
}

void areamap_cache_free(areamap_cache *cache)
{
    for (int i = 0; i < AREAMAP_SPRITES; i++)
        if (cache->sprites[i].texture)
            SDL_DestroyTexture(cache->sprites[i].texture);
    areamap_art_free(cache);
    for (int i = 0; i < AREAMAP_TERRAIN_COUNT; i++)
        if (cache->terrain_sample[i])
            SDL_DestroyTexture(cache->terrain_sample[i]);
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
    key = fnv(key, &m->n_pieces, sizeof m->n_pieces);
    key = fnv(key, m->pieces, sizeof m->pieces[0] * (size_t)m->n_pieces);
    key = fnv(key, &u->s, sizeof u->s);
    /* The regions: built once per map, recomposed when owners change (both
     * change the model, so the key above already differs). */
    if (!m->no_board)
        areamap_board_update((areamap_model *)m, u->r);
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
        areamap_draw_map(u, c, m, cache);
        areamap_keys_draw(u, c, m);
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
        areamap_draw_map(u, &local, m, cache);
        SDL_SetRenderTarget(u->r, old);
        cache->key = key;
        cache->redraws++;
    }
    SDL_SetTextureBlendMode(cache->texture, SDL_BLENDMODE_NONE);
    SDL_RenderCopy(u->r, cache->texture, NULL, &vp);
    areamap_keys_draw(u, c, m);
}
