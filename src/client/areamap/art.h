/*
 * The map's generated images (src/tools/gen_art_map.c draws them into
 * assets/sprites): the symbols of areamap_icon (map-<id>.png) and the TRTS
 * pieces (trts-<faction>-<piece>.png), loaded once per screen into its cache. A
 * missing file is a plain shape, never an error: a damaged install still plays.
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_ART_H
#define SKIRMISH_CLIENT_AREAMAP_ART_H

#include "areamap/view.h"

/* The texture of assets/sprites/<name>.png, or NULL when it is missing. */
SDL_Texture *areamap_art_named(ui *u, areamap_cache *cache, const char *name);
/* A symbol's file name ("map-supply"). */
const char *areamap_icon_file(areamap_icon icon);
/* Draws a symbol in the square box; a plain disc in its colour when the image
 * is missing. */
void areamap_art_icon(ui *u, areamap_cache *cache, areamap_icon icon, SDL_Rect box);
void areamap_art_free(areamap_cache *cache);
/* A filled disc, copied from the shared disc texture when there is one. */
void areamap_disc(ui *u, float cx, float cy, float radius, SDL_Color c);

#endif
