/*
 * The board under the area map: every node owns a region (the cell of a Voronoi
 * diagram of the node positions) clipped to a land shape with a noisy coast, and
 * each region is painted with its node's terrain. The regions and the terrain are
 * rasterised once per map (when the nodes' positions, sizes or terrains change);
 * owners' tints, borders, contested stripes and cliff lines are composed over
 * that raster again only when they change, into one texture the view copies.
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_BOARD_H
#define SKIRMISH_CLIENT_AREAMAP_BOARD_H

#include <stdint.h>

#include <SDL.h>

#include "areamap/camera.h"
#include "areamap/model.h"

struct areamap_board {
    uint64_t shape_key;    /* hash of the nodes' positions, sizes and terrains */
    uint64_t cliff_key;    /* hash of the cliffs composed */
    bool composed;         /* pixels hold a composition for this build */
    uint64_t *node_paint;  /* per node: hash of its tint and stripes as composed */
    bool *node_dirty;      /* per node: its pixels to compose again (scratch) */
    int w, h;              /* raster size */
    float x0, y0, k;       /* raster x = (world x - x0) * k */
    float gap;             /* typical distance between neighbours, world units */
    int n_nodes;
    int16_t *region;       /* per pixel: node index, -1 sea */
    int16_t *other;        /* per pixel: the nearest other region across a border, -1 none */
    uint8_t *dist;         /* per pixel: pixels to the nearest region border (capped) */
    uint32_t *terrain;     /* per pixel: the painted ground, ARGB */
    uint32_t *pixels;      /* per pixel: ground, tints, borders composed, ARGB */
    SDL_Texture *texture;
    SDL_Renderer *renderer; /* the texture's */
    double built_ms;       /* how long the last build took (benchmarks) */
    int builds;            /* how many builds (tests: once per map) */
};

/* Builds the board for the model's nodes when they changed (or first), then
 * composes the owners' colours when they changed; false on out of memory (the
 * view then draws without it). */
bool areamap_board_update(areamap_model *m, SDL_Renderer *r);
/* Draws the board under the camera within `area` of the target (the texture's
 * part seen there stretched to its world rect). */
void areamap_board_draw(SDL_Renderer *r, const areamap_board *b, const areamap_camera *c, SDL_Rect area);
/* The region at a world point: node index or -1 (sea, or no board). */
int areamap_board_region_at(const areamap_board *b, float wx, float wy);
void areamap_board_free(areamap_board *b);
/* One pixel of a terrain's ground, ARGB (the legend's samples). */
uint32_t areamap_board_ground(int terrain, int x, int y, int seed);

#endif
