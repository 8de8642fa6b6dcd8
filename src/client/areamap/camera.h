/*
 * The area map's camera (camera.c): which part of the world the viewport shows
 * and at what scale. Every change (a pan, a zoom, centring on a point, a resized
 * viewport) keeps the view over the map: along each axis the map fills the
 * viewport as far as it can, and a map narrower than the viewport is centred,
 * so no pan ever leaves half the screen empty. Also the two sizes the drawing
 * and the board take from the map's geometry: a token's radius on screen and
 * the typical gap between neighbouring nodes.
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_CAMERA_H
#define SKIRMISH_CLIENT_AREAMAP_CAMERA_H

#include <stdbool.h>

#include <SDL.h>

#include "areamap/model.h"

typedef struct areamap_camera {
    SDL_Rect viewport;     /* where on screen */
    float min_x, min_y, max_x, max_y; /* world bounds of the nodes */
    float zoom;            /* 1 = the whole map fits */
    float centre_x, centre_y; /* world point at the viewport's centre */
    /* Pixels at the viewport's foot that a panel lies over (Conquest's turn
     * report): the map keeps its scale and place under it, and may be panned
     * up by as much to bring its foot out from under it. 0: none. */
    int covered_below;
    /* A map less tall than the viewport lies at its top, not in its middle
     * (the room left is at its foot, where a panel may lie). */
    bool top_aligned;
} areamap_camera;

/* Fits the camera to the model's bounds in the viewport (zoom 1, centred). */
void areamap_camera_fit(areamap_camera *c, const areamap_model *m, SDL_Rect viewport);
/* Fits the camera the first time (`*fitted` false) and again whenever the
 * viewport moves or changes size (a resized window); after the first time the
 * player's zoom and centre are kept. */
void areamap_camera_follow(areamap_camera *c, const areamap_model *m, SDL_Rect viewport, bool *fitted);
/* Pixels per world unit at the current zoom. */
float areamap_camera_scale(const areamap_camera *c);
void areamap_camera_to_screen(const areamap_camera *c, float wx, float wy, float *sx, float *sy);
void areamap_camera_to_world(const areamap_camera *c, float sx, float sy, float *wx, float *wy);
/* Zooms by `factor` keeping the world point under (sx, sy) in place; zoom kept
 * within 1 .. 12. */
void areamap_camera_zoom_at(areamap_camera *c, float factor, float sx, float sy);
/* Moves the view by a drag of (dx, dy) pixels, staying over the map. */
void areamap_camera_pan(areamap_camera *c, float dx, float dy);
/* Puts the world point (wx, wy) at the viewport's centre, as near as the map
 * allows (an event's place in a report). */
void areamap_camera_centre_on(areamap_camera *c, float wx, float wy);
/* Brings the centre back over the map for the current zoom and viewport (every
 * function above does it; for a caller that sets the fields itself). The view's
 * conversions (to_screen, to_world) already read the centre as clamped. */
void areamap_camera_clamp(areamap_camera *c);
/* The world point shown at the viewport's centre: centre_x, centre_y as kept
 * over the map. */
void areamap_camera_view_centre(const areamap_camera *c, float *cx, float *cy);

/* Radius in pixels a node's token is drawn with. */
float areamap_view_node_radius(const areamap_camera *c, const areamap_node *n);
/* The typical distance between neighbouring nodes (median nearest neighbour):
 * the margin the camera leaves round the outer nodes, and the board's scale. */
float areamap_nodes_gap(const areamap_model *m);

#endif
