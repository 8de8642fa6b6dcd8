/*
 * The area-map view: a map of areas (nodes) joined by links, drawn at their
 * positions scaled to the screen, with zoom and pan. It knows no game: a game's
 * scene describes what to show as an area_model (Conquest: vertices sized by
 * weight and coloured by controller, directed edges with arrowheads; Campaign and
 * TRTS will describe their locations and routes the same way) and asks the view
 * which node is under the pointer.
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_VIEW_H
#define SKIRMISH_CLIENT_AREAMAP_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

/* The UI context of app.h (the view draws with its helpers); C11 allows the
 * typedef again there. */
typedef struct ui ui;

typedef enum area_pattern {
    AREA_PATTERN_NONE,     /* solid */
    AREA_PATTERN_RING,     /* an inner ring */
    AREA_PATTERN_DOT,      /* a centre dot */
    AREA_PATTERN_STRIPES,  /* a bar across */
    AREA_PATTERN_COUNT
} area_pattern;

typedef struct area_node {
    float x, y;            /* world position */
    float size;            /* radius in world units */
    SDL_Color fill;
    area_pattern pattern;  /* a second cue besides colour (colour-blind players) */
    char label[16];        /* shown inside (unit count) */
    bool highlight;        /* outlined (selected, hovered, a valid drop target) */
    SDL_Color outline;
} area_node;

typedef struct area_link {
    int from, to;          /* node indices */
    SDL_Color color;
    float width;           /* pixels at zoom 1 */
    bool arrow;            /* arrowhead at `to` */
    bool bend;             /* drawn as a curve (two opposite links side by side) */
    char label[16];        /* drawn at the middle (an order's units) */
} area_link;

typedef struct area_model {
    int n_nodes, n_links;
    int cap_nodes, cap_links;
    area_node *nodes;
    area_link *links;
} area_model;

void area_model_init(area_model *m);
void area_model_free(area_model *m);
void area_model_clear(area_model *m);
/* Return the new element, or NULL on out of memory. */
area_node *area_model_add_node(area_model *m);
area_link *area_model_add_link(area_model *m);

typedef struct area_camera {
    SDL_Rect viewport;     /* where on screen */
    float min_x, min_y, max_x, max_y; /* world bounds of the nodes */
    float zoom;            /* 1 = the whole map fits */
    float centre_x, centre_y; /* world point at the viewport's centre */
} area_camera;

/* Fits the camera to the model's bounds in the viewport (zoom 1, centred). */
void area_camera_fit(area_camera *c, const area_model *m, SDL_Rect viewport);
/* Pixels per world unit at the current zoom. */
float area_camera_scale(const area_camera *c);
void area_camera_to_screen(const area_camera *c, float wx, float wy, float *sx, float *sy);
void area_camera_to_world(const area_camera *c, float sx, float sy, float *wx, float *wy);
/* Zooms by `factor` keeping the world point under (sx, sy) in place; zoom kept
 * within 1 .. 12. */
void area_camera_zoom_at(area_camera *c, float factor, float sx, float sy);
/* Moves the view by a drag of (dx, dy) pixels, staying over the map. */
void area_camera_pan(area_camera *c, float dx, float dy);

/* The node under a screen point (within its drawn radius, plus a few pixels so
 * small nodes stay easy to hit), or -1. */
int area_view_hit(const area_camera *c, const area_model *m, int sx, int sy);
/* Draws links (under) then nodes and labels. */
void area_view_draw(ui *u, const area_camera *c, const area_model *m);

/* A map redrawn only when it changes: most frames (waiting for a click, an
 * animation drawn on top) show the same map, which is then one texture copy. */
#define AREA_SPRITES 192

typedef struct area_sprite {
    uint64_t key;          /* look: colours, pattern, radius in pixels, highlight */
    SDL_Texture *texture;
    unsigned used;
} area_sprite;

typedef struct area_cache {
    area_sprite sprites[AREA_SPRITES]; /* each node look drawn once, copied unscaled */
    unsigned clock;
    SDL_Texture *texture;
    uint64_t key;          /* hash of the camera and the model it was drawn from */
    int w, h;
    int redraws;           /* how many times it was drawn (benchmarks, tests) */
} area_cache;

void area_view_draw_cached(ui *u, const area_camera *c, const area_model *m, area_cache *cache);
void area_cache_free(area_cache *cache);
/* Radius in pixels a node is drawn with. */
float area_view_node_radius(const area_camera *c, const area_node *n);

#endif
