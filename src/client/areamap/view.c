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
