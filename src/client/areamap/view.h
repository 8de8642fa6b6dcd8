/*
 * The area-map view: a map of areas (nodes) joined by links, drawn at their
 * positions scaled to the screen, with zoom and pan. It knows no game: a game's
 * scene describes what to show as an areamap_model (Conquest: vertices sized by
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

typedef enum areamap_pattern {
    AREAMAP_PATTERN_NONE,     /* solid */
    AREAMAP_PATTERN_RING,     /* an inner ring */
    AREAMAP_PATTERN_DOT,      /* a centre dot */
    AREAMAP_PATTERN_STRIPES,  /* a bar across */
    AREAMAP_PATTERN_COUNT
} areamap_pattern;

typedef struct areamap_node {
    float x, y;            /* world position */
    float size;            /* radius in world units */
    SDL_Color fill;
    areamap_pattern pattern;  /* a second cue besides colour (colour-blind players) */
    int emblem_seat;       /* the owner's seat + 1: its emblem (ui_emblem) on the rim; 0 none */
    char label[16];        /* shown inside (unit count) */
    bool highlight;        /* outlined (selected, hovered, a valid drop target) */
    SDL_Color outline;
} areamap_node;

typedef struct areamap_link {
    int from, to;          /* node indices */
    SDL_Color color;
    float width;           /* pixels at zoom 1 */
    bool arrow;            /* arrowhead at `to` */
    bool bend;             /* drawn as a curve (two opposite links side by side) */
    char label[16];        /* drawn at the middle (an order's units) */
} areamap_link;

typedef struct areamap_model {
    int n_nodes, n_links;
    int cap_nodes, cap_links;
    areamap_node *nodes;
    areamap_link *links;
} areamap_model;

void areamap_model_init(areamap_model *m);
void areamap_model_free(areamap_model *m);
void areamap_model_clear(areamap_model *m);
/* Return the new element, or NULL on out of memory. */
areamap_node *areamap_model_add_node(areamap_model *m);
areamap_link *areamap_model_add_link(areamap_model *m);

typedef struct areamap_camera {
    SDL_Rect viewport;     /* where on screen */
    float min_x, min_y, max_x, max_y; /* world bounds of the nodes */
    float zoom;            /* 1 = the whole map fits */
    float centre_x, centre_y; /* world point at the viewport's centre */
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

/* The node under a screen point (within its drawn radius, plus a few pixels so
 * small nodes stay easy to hit), or -1. */
int areamap_view_hit(const areamap_camera *c, const areamap_model *m, int sx, int sy);
/* Draws links (under) then nodes and labels. */
void areamap_view_draw(ui *u, const areamap_camera *c, const areamap_model *m);

/* A map redrawn only when it changes: most frames (waiting for a click, an
 * animation drawn on top) show the same map, which is then one texture copy. */
#define AREAMAP_SPRITES 192

typedef struct areamap_sprite {
    uint64_t key;          /* look: colours, pattern, radius in pixels, highlight */
    SDL_Texture *texture;
    unsigned used;
} areamap_sprite;

typedef struct areamap_cache {
    areamap_sprite sprites[AREAMAP_SPRITES]; /* each node look drawn once, copied unscaled */
    unsigned clock;
    SDL_Texture *texture;
    uint64_t key;          /* hash of the camera and the model it was drawn from */
    int w, h;
    int redraws;           /* how many times it was drawn (benchmarks, tests) */
} areamap_cache;

void areamap_view_draw_cached(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache);
void areamap_cache_free(areamap_cache *cache);
/* Radius in pixels a node is drawn with. */
float areamap_view_node_radius(const areamap_camera *c, const areamap_node *n);

#endif
