/*
 * The campaign map: locations (type, supply, revenue, an optional Escarmouche battle
 * map), the undirected routes between them, the start locations for each player
 * count and the domination set.
 *
 * Locations are kept sorted by id, so a location's index orders like its id and
 * every "lower id first" of the rules is "lower index first". Adjacency is a 64-bit
 * set per location; distances are computed once by campaign_map_finish.
 */
#ifndef SKIRMISH_CORE_CAMPAIGN_MAP_H
#define SKIRMISH_CORE_CAMPAIGN_MAP_H

#include <stdbool.h>
#include <stdint.h>

#define CAMPAIGN_MAX_LOCATIONS 64
#define CAMPAIGN_MAX_ROUTES 256
#define CAMPAIGN_MIN_PLAYERS 2
#define CAMPAIGN_MAX_PLAYERS 4
#define CAMPAIGN_NAME_MAX 48
#define CAMPAIGN_TEXT_MAX 200
#define CAMPAIGN_SUPPLY_MIN 50
#define CAMPAIGN_SUPPLY_MAX 2000
#define CAMPAIGN_NO_LOCATION (-1)
#define CAMPAIGN_FAR 127           /* distance between unconnected locations */

typedef enum campaign_location_type {
    CAMPAIGN_VILLAGE,
    CAMPAIGN_TOWN,
    CAMPAIGN_FORTRESS,
    CAMPAIGN_CAPITAL,
    CAMPAIGN_LOCATION_TYPE_COUNT
} campaign_location_type;

const char *campaign_location_type_id(campaign_location_type type); /* "village" */
/* -1 for an unknown id. */
int campaign_location_type_from_id(const char *id);
int campaign_location_type_supply(campaign_location_type type);     /* 250, 500, 800, 1000 */

typedef struct campaign_location {
    int id;                               /* as in the file, >= 0, unique */
    char name[CAMPAIGN_NAME_MAX];
    uint8_t type;                         /* campaign_location_type */
    int supply;                           /* after the file's override */
    int x, y;                             /* display position */
    char battle_map[CAMPAIGN_NAME_MAX];   /* "" = the plain board */
} campaign_location;

typedef struct campaign_map {
    char name[CAMPAIGN_NAME_MAX];
    char description[CAMPAIGN_TEXT_MAX];
    int n_locations;
    campaign_location locations[CAMPAIGN_MAX_LOCATIONS];
    int n_routes;
    int8_t routes[CAMPAIGN_MAX_ROUTES][2];                  /* location indices */
    uint64_t adjacent[CAMPAIGN_MAX_LOCATIONS];              /* one route apart */
    int8_t distance[CAMPAIGN_MAX_LOCATIONS][CAMPAIGN_MAX_LOCATIONS]; /* CAMPAIGN_FAR if unconnected */
    /* starts[n - 2] for n players; n_starts[n - 2] == 0 when the map does not offer n */
    int n_starts[CAMPAIGN_MAX_PLAYERS - 1];
    int8_t starts[CAMPAIGN_MAX_PLAYERS - 1][CAMPAIGN_MAX_PLAYERS]; /* location indices */
    uint64_t domination;                                    /* location-index set */
} campaign_map;

typedef enum campaign_map_problem {
    CAMPAIGN_MAP_OK = 0,
    CAMPAIGN_MAP_NO_LOCATION,
    CAMPAIGN_MAP_TOO_MANY_LOCATIONS,
    CAMPAIGN_MAP_DUPLICATE_ID,
    CAMPAIGN_MAP_BAD_SUPPLY,
    CAMPAIGN_MAP_TOO_MANY_ROUTES,
    CAMPAIGN_MAP_UNKNOWN_LOCATION,    /* a route, start or domination id that names no location */
    CAMPAIGN_MAP_SELF_LOOP,
    CAMPAIGN_MAP_DUPLICATE_ROUTE,
    CAMPAIGN_MAP_DISCONNECTED,
    CAMPAIGN_MAP_NO_STARTS,
    CAMPAIGN_MAP_BAD_STARTS,          /* wrong count or a repeated id */
    CAMPAIGN_MAP_NO_DOMINATION,       /* no list and no capital */
    CAMPAIGN_MAP_PROBLEM_COUNT
} campaign_map_problem;

const char *campaign_map_problem_text(campaign_map_problem problem);

void campaign_map_init(campaign_map *map, const char *name);
/* Appends a location (any order); false when full. The map needs campaign_map_finish
 * before use. supply < 0 means the type's base supply. */
bool campaign_map_add_location(campaign_map *map, int id, const char *name, campaign_location_type type, int supply,
                               int x, int y, const char *battle_map);
/* Index of the location with `id`, or CAMPAIGN_NO_LOCATION. */
int campaign_map_index(const campaign_map *map, int id);
/* Sorts the locations by id; keeps no routes (add them after). Returns why the
 * locations are unusable (duplicates, supply, count), else OK. */
campaign_map_problem campaign_map_sort(campaign_map *map);
/* Adds a route between two location indices; duplicate and self-loop refused. */
campaign_map_problem campaign_map_add_route(campaign_map *map, int a, int b);
/* Computes the distances (breadth-first from every location). */
void campaign_map_finish(campaign_map *map);
/* Whole-map checks after finish: connected, starts, domination (set the default
 * domination first with campaign_map_default_domination if the file had none). */
campaign_map_problem campaign_map_test(const campaign_map *map);
/* Every capital; false when there is none. */
bool campaign_map_default_domination(campaign_map *map);

static inline bool campaign_map_adjacent(const campaign_map *map, int a, int b)
{
    return a >= 0 && b >= 0 && a < CAMPAIGN_MAX_LOCATIONS && b < CAMPAIGN_MAX_LOCATIONS &&
           (map->adjacent[a] >> b & 1u);
}
/* The shortest turn limit a setup should offer for n players on this map: twice
 * the farthest distance between two of its starts, at least 8 (play-test 6: 4
 * turns on Four Rivers, capitals 6 apart, ended with no battle fought). The
 * rules still take 4-40; this is the client's offer. */
int campaign_map_turns_min(const campaign_map *map, int n_players);
/* Revenue in gold a turn: floor(supply / 10). */
int campaign_map_revenue(const campaign_map *map, int loc);

#endif
