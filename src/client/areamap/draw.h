/*
 * Drawing one frame of the area map (draw.c): the board, the links by style, the
 * tokens, the pieces and the labels, placed so that no two overlap. view.c calls
 * it into its cached layer; nothing else should.
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_DRAW_H
#define SKIRMISH_CLIENT_AREAMAP_DRAW_H

#include "areamap/view.h"

/* `cache` may be NULL (no sprites, no images). */
void areamap_draw_map(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache);

/* The legend's samples: a patch of terrain, a short piece of a link. */
void areamap_draw_terrain_sample(ui *u, areamap_cache *cache, areamap_terrain t, SDL_Rect box);
void areamap_draw_link_sample(ui *u, areamap_link_style style, SDL_Color colour, SDL_Rect box);

#endif
