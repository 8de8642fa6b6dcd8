/*
 * The campaign map: building it from locations and routes, the distances, and the
 * checks a map file must pass.
 */
#include <stdio.h>
#include <string.h>

#include "skirmish/core/campaign/map.h"
#include "skirmish/core/tr.h"

static const char *const type_ids[CAMPAIGN_LOCATION_TYPE_COUNT] = { "village", "town", "fortress", "capital" };
static const int type_supply[CAMPAIGN_LOCATION_TYPE_COUNT] = { 250, 500, 800, 1000 };

const char *campaign_location_type_id(campaign_location_type type)
{
    return (unsigned)type < CAMPAIGN_LOCATION_TYPE_COUNT ? type_ids[type] : "?";
}

int campaign_location_type_from_id(const char *id)
{
    for (int t = 0; t < CAMPAIGN_LOCATION_TYPE_COUNT; t++)
        if (strcmp(id, type_ids[t]) == 0)
            return t;
    return -1;
}

int campaign_location_type_supply(campaign_location_type type)
{
    return (unsigned)type < CAMPAIGN_LOCATION_TYPE_COUNT ? type_supply[type] : 0;
}

const char *campaign_map_problem_text(campaign_map_problem problem)
{
    switch (problem) {
    case CAMPAIGN_MAP_OK: return "ok";
    case CAMPAIGN_MAP_NO_LOCATION: return N_("the map has no location");
    case CAMPAIGN_MAP_TOO_MANY_LOCATIONS: return N_("more than 64 locations");
    case CAMPAIGN_MAP_DUPLICATE_ID: return N_("two locations have this id");
    case CAMPAIGN_MAP_BAD_SUPPLY: return N_("supply must be from 50 to 2000");
    case CAMPAIGN_MAP_TOO_MANY_ROUTES: return N_("more than 256 routes");
    case CAMPAIGN_MAP_UNKNOWN_LOCATION: return N_("no location has this id");
    case CAMPAIGN_MAP_SELF_LOOP: return N_("a route joins a location to itself");
    case CAMPAIGN_MAP_DUPLICATE_ROUTE: return N_("this route is given twice");
    case CAMPAIGN_MAP_DISCONNECTED: return N_("some locations cannot be reached from the others");
    case CAMPAIGN_MAP_NO_STARTS: return N_("no player count is offered");
    case CAMPAIGN_MAP_BAD_STARTS: return N_("a start list must hold as many distinct locations as players");
    case CAMPAIGN_MAP_NO_DOMINATION: return N_("a map without a capital must give the domination list");
    default: return N_("unknown problem");
    }
}

void campaign_map_init(campaign_map *map, const char *name)
{
    memset(map, 0, sizeof *map);
    snprintf(map->name, sizeof map->name, "%s", name ? name : "");
}

bool campaign_map_add_location(campaign_map *map, int id, const char *name, campaign_location_type type, int supply,
                               int x, int y, const char *battle_map)
{
    if (map->n_locations >= CAMPAIGN_MAX_LOCATIONS)
        return false;
    campaign_location *l = &map->locations[map->n_locations++];
    memset(l, 0, sizeof *l);
    l->id = id;
    snprintf(l->name, sizeof l->name, "%s", name ? name : "");
    l->type = (uint8_t)type;
    l->supply = supply < 0 ? campaign_location_type_supply(type) : supply;
    l->x = x;
    l->y = y;
    snprintf(l->battle_map, sizeof l->battle_map, "%s", battle_map ? battle_map : "");
    return true;
}

int campaign_map_index(const campaign_map *map, int id)
{
    /* Sorted by id once finished; a linear scan also serves before that. */
    for (int i = 0; i < map->n_locations; i++)
        if (map->locations[i].id == id)
            return i;
    return CAMPAIGN_NO_LOCATION;
}

campaign_map_problem campaign_map_sort(campaign_map *map)
{
    if (map->n_locations == 0)
        return CAMPAIGN_MAP_NO_LOCATION;
    /* Insertion sort: at most 64 entries, and stable. */
    for (int i = 1; i < map->n_locations; i++) {
        campaign_location l = map->locations[i];
        int j = i - 1;
        while (j >= 0 && map->locations[j].id > l.id) {
            map->locations[j + 1] = map->locations[j];
            j--;
        }
        map->locations[j + 1] = l;
    }
    for (int i = 1; i < map->n_locations; i++)
        if (map->locations[i].id == map->locations[i - 1].id)
            return CAMPAIGN_MAP_DUPLICATE_ID;
    map->n_routes = 0;
    memset(map->adjacent, 0, sizeof map->adjacent);
    return CAMPAIGN_MAP_OK;
}

campaign_map_problem campaign_map_add_route(campaign_map *map, int a, int b)
{
    if (a < 0 || b < 0 || a >= map->n_locations || b >= map->n_locations)
        return CAMPAIGN_MAP_UNKNOWN_LOCATION;
    if (a == b)
        return CAMPAIGN_MAP_SELF_LOOP;
    if (map->adjacent[a] >> b & 1u)
        return CAMPAIGN_MAP_DUPLICATE_ROUTE;
    if (map->n_routes >= CAMPAIGN_MAX_ROUTES)
        return CAMPAIGN_MAP_TOO_MANY_ROUTES;
    map->routes[map->n_routes][0] = (int8_t)a;
    map->routes[map->n_routes][1] = (int8_t)b;
    map->n_routes++;
    map->adjacent[a] |= UINT64_C(1) << b;
    map->adjacent[b] |= UINT64_C(1) << a;
    return CAMPAIGN_MAP_OK;
}

void campaign_map_finish(campaign_map *map)
{
    int n = map->n_locations;
    for (int s = 0; s < n; s++) {
        for (int t = 0; t < CAMPAIGN_MAX_LOCATIONS; t++)
            map->distance[s][t] = CAMPAIGN_FAR;
        map->distance[s][s] = 0;
        uint64_t seen = UINT64_C(1) << s, frontier = seen;
        for (int d = 1; frontier; d++) {
            uint64_t next = 0;
            for (uint64_t f = frontier; f; f &= f - 1)
                next |= map->adjacent[__builtin_ctzll(f)];
            next &= ~seen;
            seen |= next;
            for (uint64_t f = next; f; f &= f - 1)
                map->distance[s][__builtin_ctzll(f)] = (int8_t)(d < CAMPAIGN_FAR ? d : CAMPAIGN_FAR);
            frontier = next;
        }
    }
}

bool campaign_map_default_domination(campaign_map *map)
{
    map->domination = 0;
    for (int i = 0; i < map->n_locations; i++)
        if (map->locations[i].type == CAMPAIGN_CAPITAL)
            map->domination |= UINT64_C(1) << i;
    return map->domination != 0;
}

campaign_map_problem campaign_map_test(const campaign_map *map)
{
    if (map->n_locations == 0)
        return CAMPAIGN_MAP_NO_LOCATION;
    if (map->n_locations > CAMPAIGN_MAX_LOCATIONS)
        return CAMPAIGN_MAP_TOO_MANY_LOCATIONS;
    for (int i = 0; i < map->n_locations; i++) {
        if (map->locations[i].supply < CAMPAIGN_SUPPLY_MIN || map->locations[i].supply > CAMPAIGN_SUPPLY_MAX)
            return CAMPAIGN_MAP_BAD_SUPPLY;
        if (i > 0 && map->locations[i].id <= map->locations[i - 1].id)
            return CAMPAIGN_MAP_DUPLICATE_ID;
    }
    for (int i = 1; i < map->n_locations; i++)
        if (map->distance[0][i] >= CAMPAIGN_FAR)
            return CAMPAIGN_MAP_DISCONNECTED;
    bool any = false;
    for (int k = 0; k < CAMPAIGN_MAX_PLAYERS - 1; k++) {
        int n = map->n_starts[k];
        if (n == 0)
            continue;
        any = true;
        if (n != k + 2)
            return CAMPAIGN_MAP_BAD_STARTS;
        for (int i = 0; i < n; i++) {
            if (map->starts[k][i] < 0 || map->starts[k][i] >= map->n_locations)
                return CAMPAIGN_MAP_UNKNOWN_LOCATION;
            for (int j = 0; j < i; j++)
                if (map->starts[k][j] == map->starts[k][i])
                    return CAMPAIGN_MAP_BAD_STARTS;
        }
    }
    if (!any)
        return CAMPAIGN_MAP_NO_STARTS;
    if (map->domination == 0)
        return CAMPAIGN_MAP_NO_DOMINATION;
    return CAMPAIGN_MAP_OK;
}

int campaign_map_revenue(const campaign_map *map, int loc)
{
    return map->locations[loc].supply / 10;
}

int campaign_map_turns_min(const campaign_map *map, int n_players)
{
    int far = 0;
    if (n_players >= CAMPAIGN_MIN_PLAYERS && n_players <= CAMPAIGN_MAX_PLAYERS)
        for (int i = 0; i < map->n_starts[n_players - 2]; i++)
            for (int j = i + 1; j < map->n_starts[n_players - 2]; j++) {
                int d = map->distance[map->starts[n_players - 2][i]][map->starts[n_players - 2][j]];
                if (d < CAMPAIGN_FAR && d > far)
                    far = d;
            }
    int turns = 2 * far < 8 ? 8 : 2 * far;
    return turns > 40 ? 40 : turns;
}
