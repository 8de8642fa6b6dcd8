/*
 * The area-map view's entry points (see view.h): a frame drawn directly, or
 * through the cached layer that is redrawn only when the camera or the model
 * changes; the keyboard cursor (keys.c) always on top. draw.c draws the frame,
 * board.c the regions under it.
 */
#include "areamap/view.h"

#include "areamap/art.h"
#include "areamap/board.h"
#include "areamap/draw.h"
#include "areamap/keys.h"

#include <string.h>

#include "shell/ui.h"

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

/* The model's look and the scale, not the camera's place. */
static uint64_t model_key(const ui *u, const areamap_model *m)
{
    uint64_t key = UINT64_C(0xCBF29CE484222325);
    key = fnv(key, &m->n_nodes, sizeof m->n_nodes);
    key = fnv(key, &m->n_links, sizeof m->n_links);
    key = fnv(key, m->nodes, sizeof m->nodes[0] * (size_t)m->n_nodes);
    key = fnv(key, m->links, sizeof m->links[0] * (size_t)m->n_links);
    key = fnv(key, &m->n_pieces, sizeof m->n_pieces);
    key = fnv(key, m->pieces, sizeof m->pieces[0] * (size_t)m->n_pieces);
    key = fnv(key, &u->s, sizeof u->s);
    return key;
}

/* A texture of w x h for the cached layer; false when there is none. */
static bool cache_texture(ui *u, areamap_cache *cache, int w, int h)
{
    if (cache->texture && cache->w == w && cache->h == h)
        return true;
    if (cache->texture)
        SDL_DestroyTexture(cache->texture);
    cache->texture = SDL_CreateTexture(u->r, SDL_PIXELFORMAT_ARGB8888, SDL_TEXTUREACCESS_TARGET, w, h);
    cache->w = w;
    cache->h = h;
    cache->canvas = ui_rect(0, 0, 0, 0);
    cache->key = 0;
    return cache->texture != NULL;
}

static void begin_layer(ui *u, areamap_cache *cache, SDL_Texture **old)
{
    *old = SDL_GetRenderTarget(u->r);
    SDL_SetRenderTarget(u->r, cache->texture);
    SDL_SetRenderDrawBlendMode(u->r, SDL_BLENDMODE_NONE);
    SDL_SetRenderDrawColor(u->r, 22, 26, 36, 255);
    SDL_RenderClear(u->r);
}

/* How far beyond the view the plane's window reaches on each side: a drag
 * redraws once every this many pixels. */
enum { PLANE_MARGIN = 256 };

/* Zoomed in: the view is a window of the map's plane, redrawn only when the
 * zoom or the model changes or the view leaves the window. */
static bool draw_plane(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache,
                       const areamap_plane *p)
{
    SDL_Rect vp = c->viewport;
    int cw = vp.w + 2 * PLANE_MARGIN < p->w ? vp.w + 2 * PLANE_MARGIN : p->w;
    int ch = vp.h + 2 * PLANE_MARGIN < p->h ? vp.h + 2 * PLANE_MARGIN : p->h;
    if (!cache_texture(u, cache, cw, ch))
        return false;
    uint64_t key = model_key(u, m) ^ UINT64_C(0x9E3779B97F4A7C15);
    key = fnv(key, &p->cam, sizeof p->cam);
    SDL_Rect k = cache->canvas;
    bool inside = p->x >= k.x && p->y >= k.y && p->x + vp.w <= k.x + k.w && p->y + vp.h <= k.y + k.h;
    if (cache->key != key || !inside) {
        int x0 = p->x - (cw - vp.w) / 2, y0 = p->y - (ch - vp.h) / 2;
        x0 = x0 < 0 ? 0 : x0 > p->w - cw ? p->w - cw : x0;
        y0 = y0 < 0 ? 0 : y0 > p->h - ch ? p->h - ch : y0;
        cache->canvas = ui_rect(x0, y0, cw, ch);
        SDL_Texture *old;
        begin_layer(u, cache, &old);
        areamap_draw_plane_window(u, p, cache->canvas, m, cache);
        SDL_SetRenderTarget(u->r, old);
        cache->key = key;
        cache->redraws++;
    }
    SDL_Rect src = { p->x - cache->canvas.x, p->y - cache->canvas.y, vp.w, vp.h };
    SDL_SetTextureBlendMode(cache->texture, SDL_BLENDMODE_NONE);
    SDL_RenderCopy(u->r, cache->texture, &src, &vp);
    return true;
}

void areamap_view_draw_cached(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache)
{
    if (!u->draw)
        return;
    /* The regions: built once per map, recomposed when owners change (both
     * change the model, so the keys differ). */
    if (!m->no_board)
        areamap_board_update((areamap_model *)m, u->r);
    areamap_plane p = areamap_draw_plane(c);
    if (p.on && !cache->whole_redraw && draw_plane(u, c, m, cache, &p)) {
        areamap_keys_draw(u, c, m);
        return;
    }
    uint64_t key = fnv(model_key(u, m), c, sizeof *c);
    SDL_Rect vp = c->viewport;
    if (!cache_texture(u, cache, vp.w, vp.h)) {
        areamap_draw_map(u, c, m, cache);
        areamap_keys_draw(u, c, m);
        return;
    }
    if (cache->key != key) {
        SDL_Texture *old;
        begin_layer(u, cache, &old);
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
