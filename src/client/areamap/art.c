/*
 * Loading the map's generated images (see art.h).
 */
#include "areamap/art.h"

#include <stdio.h>
#include <string.h>

#include <SDL_image.h>

#include "shell/ui.h"

static const char *const icon_files[AREAMAP_ICON_COUNT] = {
    "",           "map-units",  "map-supply",     "map-revenue",    "map-weight",
    "map-fields", "map-vents",  "map-slots",      "map-sight",      "map-hero",
    "map-domination", "map-start", "map-hidden",  "map-building",
};

/* The colour of a symbol's stand-in when its image is missing. */
static const SDL_Color icon_colours[AREAMAP_ICON_COUNT] = {
    { 0, 0, 0, 0 },       { 220, 220, 228, 255 }, { 226, 190, 90, 255 },  { 240, 210, 80, 255 },
    { 200, 170, 110, 255 }, { 120, 200, 240, 255 }, { 140, 230, 140, 255 }, { 200, 200, 210, 255 },
    { 230, 230, 240, 255 }, { 250, 220, 90, 255 },  { 236, 200, 90, 255 },  { 240, 240, 250, 255 },
    { 170, 170, 190, 255 }, { 200, 160, 100, 255 },
};

const char *areamap_icon_file(areamap_icon icon)
{
    return icon > AREAMAP_ICON_NONE && icon < AREAMAP_ICON_COUNT ? icon_files[icon] : "";
}

SDL_Texture *areamap_art_named(ui *u, areamap_cache *cache, const char *name)
{
    if (!name || !name[0] || !cache)
        return NULL;
    for (int i = 0; i < cache->n_art; i++)
        if (strcmp(cache->art[i].name, name) == 0)
            return cache->art[i].texture;
    if (cache->n_art == AREAMAP_ARTS)
        return NULL;
    areamap_art *a = &cache->art[cache->n_art++];
    snprintf(a->name, sizeof a->name, "%s", name);
    a->texture = NULL;
    /* Names come from the game's data (a faction's and a piece's ids): only plain
     * file names are looked up. */
    for (const char *p = name; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-' || *p == '_'))
            return NULL;
    char path[DATA_PATH_MAX + 96];
    snprintf(path, sizeof path, "%s/assets/sprites/%s.png", u->app->assets.data_dir, name);
    SDL_Surface *s = IMG_Load(path);
    if (!s)
        return NULL;
    a->texture = SDL_CreateTextureFromSurface(u->r, s);
    SDL_FreeSurface(s);
    if (a->texture)
        SDL_SetTextureBlendMode(a->texture, SDL_BLENDMODE_BLEND);
    return a->texture;
}

void areamap_art_icon(ui *u, areamap_cache *cache, areamap_icon icon, SDL_Rect box)
{
    if (!u->draw || icon <= AREAMAP_ICON_NONE || icon >= AREAMAP_ICON_COUNT)
        return;
    SDL_Texture *t = areamap_art_named(u, cache, icon_files[icon]);
    if (t) {
        SDL_RenderCopy(u->r, t, NULL, &box);
        return;
    }
    draw_disc(u->r, (float)box.x + (float)box.w / 2, (float)box.y + (float)box.h / 2, (float)box.w * 0.4f,
              icon_colours[icon]);
}

void areamap_art_free(areamap_cache *cache)
{
    for (int i = 0; i < cache->n_art; i++)
        if (cache->art[i].texture)
            SDL_DestroyTexture(cache->art[i].texture);
    cache->n_art = 0;
}

void areamap_disc(ui *u, float cx, float cy, float radius, SDL_Color c)
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
