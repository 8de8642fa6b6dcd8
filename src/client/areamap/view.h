/*
 * The area-map view: a board of territories. Each area (node) owns a region of the
 * map (a Voronoi cell of the node positions clipped to a land shape with a coast,
 * built once per map by board.c), filled with generated terrain, tinted and
 * bordered in its owner's colour; links are drawn as what they are (roads,
 * one-way arrows, TRTS open ground, ramps and cliffs); each node carries a token
 * with its main figure and an icon, a name label placed so labels never overlap,
 * and the pieces standing there as icon tokens with counts. It knows no game: a
 * game's scene describes what to show as an areamap_model, asks the view which
 * node is under the pointer, and fills the shared hover card and legend (card.h).
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_VIEW_H
#define SKIRMISH_CLIENT_AREAMAP_VIEW_H

#include <stdbool.h>
#include <stdint.h>

#include <SDL.h>

#include "shell/ui_event.h"

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

/* The ground a region is painted with (board.c draws each from noise). */
typedef enum areamap_terrain {
    AREAMAP_TERRAIN_GRASS,
    AREAMAP_TERRAIN_FOREST,
    AREAMAP_TERRAIN_HILLS,
    AREAMAP_TERRAIN_ROCK,
    AREAMAP_TERRAIN_WATER,
    AREAMAP_TERRAIN_SAND,
    AREAMAP_TERRAIN_COUNT
} areamap_terrain;

/* The map's symbols: generated images assets/sprites/map-<id>.png (art.c). */
typedef enum areamap_icon {
    AREAMAP_ICON_NONE,
    AREAMAP_ICON_UNITS,      /* units standing there */
    AREAMAP_ICON_SUPPLY,     /* Campaign supply */
    AREAMAP_ICON_REVENUE,    /* Campaign revenue */
    AREAMAP_ICON_WEIGHT,     /* Conquest weight: units made per turn */
    AREAMAP_ICON_FIELDS,     /* TRTS mineral fields */
    AREAMAP_ICON_VENTS,      /* TRTS gas vents */
    AREAMAP_ICON_SLOTS,      /* TRTS free building slots */
    AREAMAP_ICON_SIGHT,      /* what this seat can see */
    AREAMAP_ICON_HERO,       /* a Campaign army led by its Hero */
    AREAMAP_ICON_DOMINATION, /* a Campaign domination location */
    AREAMAP_ICON_START,      /* a start area */
    AREAMAP_ICON_HIDDEN,     /* a piece the others cannot see */
    AREAMAP_ICON_BUILDING,   /* a building being built */
    AREAMAP_ICON_COUNT
} areamap_icon;

/* How a link is drawn. PLAIN keeps the old look (a line, `arrow` and `bend`). */
typedef enum areamap_link_style {
    AREAMAP_LINK_PLAIN,
    AREAMAP_LINK_ROAD,       /* a Campaign route: a road */
    AREAMAP_LINK_ONE_WAY,    /* a one-way edge: an arrow all the way, head at `to` */
    AREAMAP_LINK_TWO_WAY,    /* one of two opposite edges: from the middle to `to`, head at `to` */
    AREAMAP_LINK_OPEN,       /* TRTS open ground: a trodden path */
    AREAMAP_LINK_RAMP,       /* TRTS ramp: steps climbing to `to` (the upper end) */
    AREAMAP_LINK_CLIFF,      /* TRTS cliff: the shared border drawn as a cliff line */
    AREAMAP_LINK_STYLE_COUNT
} areamap_link_style;

#define AREAMAP_MARK_DOMINATION 1u /* a gold ring and star */
#define AREAMAP_MARK_START 2u      /* a start flag */
#define AREAMAP_MAX_STRIPES 4

typedef struct areamap_node {
    float x, y;            /* world position */
    float size;            /* radius in world units */
    SDL_Color fill;        /* the token's colour */
    areamap_pattern pattern;  /* a second cue besides colour (colour-blind players) */
    char label[16];        /* the token's figure (unit count), beside `icon` */
    bool highlight;        /* outlined (selected, hovered, a valid drop target) */
    SDL_Color outline;
    /* The board. */
    uint8_t terrain;       /* areamap_terrain */
    SDL_Color tint;        /* the owner's colour: border and light tint; alpha 0 = nobody */
    uint8_t tint_strength; /* how much of `tint` the ground takes, in 255ths; 0: the light default (51) */
    uint8_t n_stripes;     /* contested: stripes in these colours */
    SDL_Color stripes[AREAMAP_MAX_STRIPES];
    uint8_t marks;         /* AREAMAP_MARK_* */
    uint8_t icon;          /* areamap_icon beside the label */
    char name[40];         /* under the token, placed so names never overlap */
    char badge[14];        /* a small green tag at the token's top right ("+2": Conquest's weight); "" none */
    int8_t seat;           /* the owner's seat, -1 none: room for a seat emblem (shell) */
} areamap_node;

typedef struct areamap_link {
    int from, to;          /* node indices */
    SDL_Color color;
    float width;           /* pixels at zoom 1 */
    bool arrow;            /* arrowhead at `to` */
    bool bend;             /* drawn as a curve (two opposite links side by side) */
    char label[16];        /* drawn at the middle (an order's units) */
    uint8_t style;         /* areamap_link_style */
} areamap_link;

#define AREAMAP_PIECE_HIDDEN 1u     /* the others cannot see it */
#define AREAMAP_PIECE_UNFINISHED 2u /* still being built */
#define AREAMAP_PIECE_HERO 4u       /* led by the Hero */
#define AREAMAP_PIECE_BUILDING 8u   /* a building: a square token */
#define AREAMAP_PIECE_BANNER 16u    /* an army: a banner with its unit count */
#define AREAMAP_PIECE_SELECTED 32u  /* picked by the player: framed in gold */

/* Pieces standing in an area: a token with an icon and a count. */
typedef struct areamap_piece {
    int node;
    SDL_Color colour;      /* the owner's */
    int8_t seat;           /* the owner's seat (room for a seat emblem), -1 none */
    char icon[64];         /* a generated image, assets/sprites/<icon>.png; "" = a plain token */
    int count;
    uint8_t flags;         /* AREAMAP_PIECE_* */
    int id;                /* the game's own (a Campaign army's id) */
} areamap_piece;

typedef struct areamap_board areamap_board; /* board.h: regions and terrain, built once per map */

/* The keyboard cursor on the map (keys.h): kept with the model, so a game's
 * screen needs nothing more than the one call of areamap_keys_run. */
typedef struct areamap_keys {
    int node;              /* the area the cursor is on, once `placed` */
    bool placed;
    bool shown;            /* the map has the keyboard focus: the ring is drawn */
    bool held;             /* Enter pressed on `from`: a keyboard drag, released by Enter */
    int from;
    ui_event ev;           /* the pointer event a key stands for, handed to the game */
} areamap_keys;

typedef struct areamap_model {
    int n_nodes, n_links, n_pieces;
    int cap_nodes, cap_links, cap_pieces;
    areamap_node *nodes;
    areamap_link *links;
    areamap_piece *pieces;
    areamap_board *board;  /* owned; kept by areamap_model_clear, rebuilt when the nodes move */
    bool no_board;         /* draw the old diagram (no regions): tests of the view alone */
    /* A seat's emblem (the shell's, for players who cannot tell the seats'
     * colours apart), drawn over the top left of every token and piece of a
     * seat; NULL: none. The box is kept clear of the token's figure. */
    void (*emblem)(ui *u, int seat, SDL_Rect box);
    areamap_keys keys;     /* the keyboard cursor (keys.c); kept by areamap_model_clear */
} areamap_model;

void areamap_model_init(areamap_model *m);
void areamap_model_free(areamap_model *m);
void areamap_model_clear(areamap_model *m);
/* Return the new element, or NULL on out of memory. */
areamap_node *areamap_model_add_node(areamap_model *m);
areamap_link *areamap_model_add_link(areamap_model *m);
areamap_piece *areamap_model_add_piece(areamap_model *m);

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

/* The node under a screen point: its token (within its drawn radius, plus a few
 * pixels so small tokens stay easy to hit), else the region under it, or -1. */
int areamap_view_hit(const areamap_camera *c, const areamap_model *m, int sx, int sy);
/* Draws the board, links, tokens, pieces and labels. */
void areamap_view_draw(ui *u, const areamap_camera *c, const areamap_model *m);

/* A map redrawn only when it changes: most frames (waiting for a click, an
 * animation drawn on top) show the same map, which is then one texture copy. */
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
} areamap_cache;

void areamap_view_draw_cached(ui *u, const areamap_camera *c, const areamap_model *m, areamap_cache *cache);
void areamap_cache_free(areamap_cache *cache);
/* Radius in pixels a node's token is drawn with. */
float areamap_view_node_radius(const areamap_camera *c, const areamap_node *n);
/* A link's way on screen: straight, or bent round any other token its straight
 * line would cross (a link never runs through a third place), and bowed when it
 * is one of a bent pair. The point at t (0 .. 1, centre of `from` to centre of
 * `to`) of the way the map draws between two nodes (units moving along it), and
 * the middle of a link as drawn (an order's label). */
void areamap_view_link_point(const areamap_camera *c, const areamap_model *m, int from, int to, bool bend, float t,
                             float *x, float *y);
void areamap_view_link_middle(const areamap_camera *c, const areamap_model *m, const areamap_link *l, float *x, float *y);

/* The boxes of the text drawn on the map (token figures, names, piece counts)
 * as the view places them: at most `max`, returns how many. The view drops a name
 * that would overlap anything placed before it, so these never overlap (a test
 * checks every shipped map). */
int areamap_view_label_boxes(ui *u, const areamap_camera *c, const areamap_model *m, SDL_Rect *out, int max);
/* Each node's name as the view places it (out[i] for node i, width 0 when it is
 * left to the hover card): `max` at least the nodes; returns how many filled. */
int areamap_view_name_boxes(ui *u, const areamap_camera *c, const areamap_model *m, SDL_Rect *out, int max);
/* Where a piece's token stands (rows of three beside its node's token), and the
 * piece under a screen point (-1 none). */
SDL_Rect areamap_view_piece_rect(ui *u, const areamap_camera *c, const areamap_model *m, int piece);
int areamap_view_piece_at(ui *u, const areamap_camera *c, const areamap_model *m, int sx, int sy);
/* A piece's token drawn at `box` (an army moving in an animation). */
void areamap_view_draw_piece(ui *u, areamap_cache *cache, const areamap_piece *pc, SDL_Rect box);

#endif
