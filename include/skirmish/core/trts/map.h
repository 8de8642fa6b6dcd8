/*
 * A TRTS map (docs/trts.md "Map"): areas with fields, vents and building slots,
 * joined by open, cliff (air only) and ramp edges, with numbered start areas. The
 * map never changes during a game; every state points at one.
 */
#ifndef SKIRMISH_CORE_TRTS_MAP_H
#define SKIRMISH_CORE_TRTS_MAP_H

#include <stdbool.h>

#define TRTS_MAX_AREAS 64
#define TRTS_MAX_DEGREE 8
#define TRTS_MAX_EDGES (TRTS_MAX_AREAS * TRTS_MAX_DEGREE / 2)
#define TRTS_AREA_ID_MAX 24
#define TRTS_AREA_NAME_MAX 40
#define TRTS_MAP_NAME_MAX 48
#define TRTS_MAX_PLAYERS 4
#define TRTS_MAX_FIELDS 8
#define TRTS_MAX_VENTS 2
#define TRTS_MAX_SLOTS 8
#define TRTS_DEFAULT_ROUNDS 32
#define TRTS_DEFAULT_DEPLETE_ROUND 20
#define TRTS_MAX_ROUNDS 200

typedef enum trts_edge_kind {
    TRTS_EDGE_OPEN = 0,
    TRTS_EDGE_CLIFF,   /* air units only */
    TRTS_EDGE_RAMP     /* crossing towards `up` is going up a ramp */
} trts_edge_kind;

typedef struct trts_edge {
    int a, b;
    trts_edge_kind kind;
    int up;            /* the upper end of a ramp (a or b), else -1 */
} trts_edge;

typedef struct trts_area {
    char id[TRTS_AREA_ID_MAX];
    char name[TRTS_AREA_NAME_MAX]; /* what players call it ("North Main"), "" none: the id is shown */
    int x, y;          /* display position */
    int minerals;      /* fields, 0..8 */
    int gas;           /* vents, 0..2 */
    int slots;         /* building places, 0..8 */
    int start;         /* 1..max players, or 0 */
    int n_adj;
    int adj[TRTS_MAX_DEGREE];       /* neighbour areas */
    int adj_edge[TRTS_MAX_DEGREE];  /* the edge to each */
} trts_area;

typedef struct trts_map {
    char name[TRTS_MAP_NAME_MAX];
    int min_players, max_players;
    int rounds, deplete_round;
    int n_areas;
    trts_area areas[TRTS_MAX_AREAS];
    int n_edges;
    trts_edge edges[TRTS_MAX_EDGES];
} trts_map;

/* Why a map is refused; `index` in trts_map_problem tells which area or edge. */
typedef enum trts_map_why {
    TRTS_MAP_OK = 0,
    TRTS_MAP_NO_AREAS,
    TRTS_MAP_PLAYERS,          /* min/max players outside 2..4 or min > max */
    TRTS_MAP_ROUNDS,           /* rounds or deplete_round out of range */
    TRTS_MAP_DUPLICATE_AREA,   /* two areas with one id */
    TRTS_MAP_AREA_FIGURES,     /* fields, vents, slots or start out of range */
    TRTS_MAP_DUPLICATE_START,
    TRTS_MAP_BAD_EDGE_END,     /* an end that is no area, or a loop */
    TRTS_MAP_DUPLICATE_EDGE,
    TRTS_MAP_BAD_RAMP,         /* a ramp whose `up` is not one of its ends */
    TRTS_MAP_DEGREE,           /* more than 8 edges at an area */
    TRTS_MAP_DISCONNECTED,     /* open and ramp edges do not join every area */
    TRTS_MAP_FEW_STARTS        /* fewer starts than the maximum players */
} trts_map_why;

typedef struct trts_map_problem {
    trts_map_why why;
    int index;                 /* area or edge index, or -1 */
} trts_map_problem;

/* Clears the map (no areas, default rounds). */
void trts_map_init(trts_map *map);
/* Adds an area/edge (no checks beyond capacity); returns its index or -1. */
int trts_map_add_area(trts_map *map, const char *id, int minerals, int gas, int slots, int start);
int trts_map_add_edge(trts_map *map, int a, int b, trts_edge_kind kind, int up);
/* Checks everything a loader must refuse, fills the adjacency lists; TRTS_MAP_OK when fine. */
trts_map_problem trts_map_check(trts_map *map);
const char *trts_map_why_text(trts_map_why why);
int trts_map_find_area(const trts_map *map, const char *id);
/* The edge between a and b, or -1. */
int trts_map_edge_between(const trts_map *map, int a, int b);
/* May a unit (air or not) cross edge e? */
bool trts_edge_passable(const trts_edge *e, bool air);
/* Does crossing e from `from` go up a ramp? */
bool trts_edge_goes_up(const trts_edge *e, int from);
/* The game lengths the setup offers (docs/trts.md "Match and setup"). */
#define TRTS_LENGTHS 4
extern const int trts_lengths[TRTS_LENGTHS]; /* 12 (short, play-test 6), 16, 24, 32 */
/* Sets a game of `rounds` rounds on this map: the depletion round scales with it
 * (the map's deplete_round × rounds / the map's rounds, rounded to nearest, at
 * least 1). False (the map unchanged) when rounds is outside 1..200. */
bool trts_map_set_length(trts_map *map, int rounds);

/* The area holding start n (1-based), or -1. */
int trts_map_start_area(const trts_map *map, int n);

#endif
