/*
 * What an area map shows, as a game describes it (model.c): the areas (nodes)
 * with their tokens, terrain and owners, the links between them, the pieces
 * standing in them, and the keyboard cursor's state. Each game's scene fills an
 * areamap_model; the camera (camera.h), the board (board.h) and the view
 * (view.h) read it. The model owns the board built from it.
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_MODEL_H
#define SKIRMISH_CLIENT_AREAMAP_MODEL_H

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
    bool tint_flat;        /* the ground under the tint loses its own hue (kept as light and shade), so
                            * the owner's colour reads the same on every terrain; a wider border */
    bool tint_hue;         /* with tint_flat: the ground takes the owner's hue at its own light and shade
                            * (never a grey, which reads as ruins); tint_strength is then how much of it */
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
    char tag[8];           /* a banner's name before its count, bold ("A2"); "" none */
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
    bool heads_on_top;     /* the links' arrowheads drawn again over tokens, names and tags */
    /* Its nodes are points (Conquest's vertices): the pointer picks one on its
     * token only, never by the region drawn round it (blind play-test 14: a
     * click on empty map 95 px from Hartwell picked Hartwell). Without it a
     * node is an area (the Campaign's, TRTS's): its whole region picks it. */
    bool points_only;
    /* No name is ever left out (TRTS, whose hover card is not a name's only
     * place): one finding no room by its token goes farther out with a leader
     * line, then shortened ("S. Expansion", "SE"), at last under its token over
     * whatever is there. Without it such a name is left to the hover card. */
    bool names_kept;
    /* As names_kept but never drawn over what is there: a name with no room
     * even shortened and far is left to the hover card (the Campaign). */
    bool names_far;
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

#endif
