/*
 * The area-map view: a board of territories. Each area (node) owns a region of the
 * map (a Voronoi cell of the node positions clipped to a land shape with a coast,
 * built once per map by board.c), filled with generated terrain, tinted and
 * bordered in its owner's colour; links are drawn as what they are (roads,
 * one-way arrows, TRTS open ground, ramps and cliffs); each node carries a token
 * with its main figure and an icon, a name label placed so labels never overlap,
 * and the pieces standing there as icon tokens with counts. It knows no game: a
 * game's scene describes what to show as an areamap_model (model.h), moves an
 * areamap_camera (camera.h), asks the view which node is under the pointer, and
 * fills the shared hover card and legend (card.h).
 *
 * The folder runs one way, top to bottom (docs/architecture.md):
 *   view.c   the entry points: the cached layer, a frame, the cursor on top
 *   draw.c   one frame: board, links, tokens, then text and pieces placed
 *   keys.c   the keyboard cursor        links.c  the links by style
 *   hit.c    the node under a point     board.c  regions and terrain raster
 *   model.c  the model's storage        camera.c the camera, kept over the map
 *   piece.c  a piece's look and all it covers (a banner: pole, flag, crown, emblem)
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_VIEW_H
#define SKIRMISH_CLIENT_AREAMAP_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "areamap/camera.h"
#include "areamap/model.h"

/* The node under a screen point: its token (within its drawn radius, plus a few
 * pixels so small tokens stay easy to hit), else the region under it, or -1. */
int areamap_view_hit(const areamap_camera *c, const areamap_model *m, int sx, int sy);
/* Draws the board, links, tokens, pieces and labels. */
void areamap_view_draw(ui *u, const areamap_camera *c, const areamap_model *m);

/* A map redrawn only when it changes: most frames (waiting for a click, an
 * animation drawn on top) show the same map, which is then one texture copy;
 * zoomed in, panning copies another part of a larger drawing (see view.c). */
#define AREAMAP_SPRITES 192

typedef struct areamap_sprite {
    uint64_t key;          /* look: colours, pattern, radius in pixels, highlight */
    SDL_Texture *texture;
    unsigned used;
} areamap_sprite;

/* A generated image, loaded the first time it is asked for (art.c). */
typedef struct areamap_art {
    char name[64];
    SDL_Texture *texture;  /* NULL: missing (a plain shape is drawn instead) */
} areamap_art;

#define AREAMAP_ARTS 96

typedef struct areamap_cache {
    areamap_sprite sprites[AREAMAP_SPRITES]; /* each node look drawn once, copied unscaled */
    areamap_art art[AREAMAP_ARTS];
    int n_art;
    SDL_Texture *terrain_sample[AREAMAP_TERRAIN_COUNT]; /* the legend's swatches */
    unsigned clock;
    SDL_Texture *texture;
    uint64_t key;          /* hash of the camera and the model it was drawn from */
    int w, h;
    int redraws;           /* how many times it was drawn (benchmarks, tests) */
    /* Zoomed in, the texture holds a window of the map's plane (draw.h) a
     * margin wider than the view, drawn once per zoom and model: a pan inside
     * it is a copy of another part. */
    SDL_Rect canvas;       /* the window, in plane pixels */
    bool whole_redraw;     /* benchmarks: redraw the view on every pan, as before the plane */
} areamap_cache;

void areamap_view_draw_cached(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache);
void areamap_cache_free(areamap_cache *cache);
/* A link's way on screen: straight, or bent round any other token its straight
 * line would cross (a link never runs through a third place), and bowed when it
 * is one of a bent pair. The point at t (0 .. 1, centre of `from` to centre of
 * `to`) of the way the map draws between two nodes (units moving along it), and
 * the middle of a link as drawn (an order's label). */
void areamap_view_link_point(const areamap_camera *c, const areamap_model *m, int from, int to, bool bend, float t,
                             float *x, float *y);
void areamap_view_link_middle(const areamap_camera *c, const areamap_model *m, const areamap_link *l, float *x, float *y);

/* The boxes of the text drawn on the map (token figures, names, piece counts,
 * links' labels) as the view places them: at most `max`, returns how many. The
 * view drops a name that would overlap anything placed before it, so these never
 * overlap, links' labels among themselves aside (a test checks every shipped map). */
int areamap_view_label_boxes(ui *u, const areamap_camera *c, const areamap_model *m, SDL_Rect *out, int max);
/* Each node's name as the view places it (out[i] for node i, width 0 when it is
 * left to the hover card): `max` at least the nodes; returns how many filled. */
/* How far out a name may stand (play-tests 8 and 9: "Brockhurst" far off on a
 * long leader line read as nobody's): its box's point nearest its place at
 * most the token's radius and this many heights of the name's box off. */
#define AREAMAP_NAME_REACH 4.0f
int areamap_view_name_boxes(ui *u, const areamap_camera *c, const areamap_model *m, SDL_Rect *out, int max);
/* Every part of the map drawn round the tokens, as the view places them: the
 * tokens' figures and plates, their marks (seat emblem, domination star, start
 * flag, a symbol moved off a plate), the tags, the names and each piece whole
 * (a banner with its pole, crown and emblem): at most `max`, returns how many.
 * No two overlap when the map has room (a test checks every shipped map). */
int areamap_view_part_boxes(ui *u, const areamap_camera *c, const areamap_model *m, SDL_Rect *out, int max);
/* Where a piece's token stands (rows of three beside its node's token), and the
 * piece under a screen point (-1 none). */
SDL_Rect areamap_view_piece_rect(ui *u, const areamap_camera *c, const areamap_model *m, int piece);
int areamap_view_piece_at(ui *u, const areamap_camera *c, const areamap_model *m, int sx, int sy);
/* A piece's token drawn at `box` (an army moving in an animation). */
void areamap_view_draw_piece(ui *u, areamap_cache *cache, const areamap_piece *pc, SDL_Rect box);

#endif
