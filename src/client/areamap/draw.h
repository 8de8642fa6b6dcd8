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

/* The map's plane: when the map is larger than the view along an axis (zoomed
 * in), the whole map at the camera's scale, where text and pieces are placed
 * once whatever the pan, so a panned view is a window of one drawing (the
 * cached layer copies it) and the hit tests agree with it. The view shows the
 * plane from (x, y), in whole pixels: at most half a pixel from the camera. */
typedef struct areamap_plane {
    bool on;               /* false: the map fits the view and is drawn directly */
    areamap_camera cam;    /* the camera at the plane's top left, viewport at 0, 0 */
    int w, h;              /* the plane's size in pixels */
    int x, y;              /* the view's top left on the plane */
} areamap_plane;

areamap_plane areamap_draw_plane(const areamap_camera *c);
/* Draws the window `win` of the plane (plane pixels) at 0, 0 of the target. */
void areamap_draw_plane_window(ui *u, const areamap_plane *p, SDL_Rect win, const areamap_model *m, areamap_cache *cache);

/* The legend's samples: a patch of terrain, a short piece of a link. */
void areamap_draw_terrain_sample(ui *u, areamap_cache *cache, areamap_terrain t, SDL_Rect box);
void areamap_draw_link_sample(ui *u, areamap_link_style style, SDL_Color colour, SDL_Rect box);

#endif
