/*
 * Map building and checking. The checks are those a map file must pass
 * (docs/trts.md "Map"); the loader turns each problem into a message naming the
 * file and the key.
 */
#include "skirmish/core/trts/map.h"
#include "skirmish/core/tr.h"

#include <string.h>

void trts_map_init(trts_map *map)
{
    memset(map, 0, sizeof *map);
    map->min_players = 2;
    map->max_players = 2;
    map->rounds = TRTS_DEFAULT_ROUNDS;
    map->deplete_round = TRTS_DEFAULT_DEPLETE_ROUND;
}

int trts_map_add_area(trts_map *map, const char *id, int minerals, int gas, int slots, int start)
{
    if (map->n_areas >= TRTS_MAX_AREAS)
        return -1;
    trts_area *a = &map->areas[map->n_areas];
    memset(a, 0, sizeof *a);
    strncpy(a->id, id, sizeof a->id - 1);
    a->minerals = minerals;
    a->gas = gas;
    a->slots = slots;
    a->start = start;
    return map->n_areas++;
}

int trts_map_add_edge(trts_map *map, int a, int b, trts_edge_kind kind, int up)
{
    if (map->n_edges >= TRTS_MAX_EDGES)
        return -1;
    trts_edge *e = &map->edges[map->n_edges];
    e->a = a;
    e->b = b;
    e->kind = kind;
    e->up = kind == TRTS_EDGE_RAMP ? up : -1;
    return map->n_edges++;
}

int trts_map_find_area(const trts_map *map, const char *id)
{
    for (int i = 0; i < map->n_areas; i++)
        if (strcmp(map->areas[i].id, id) == 0)
            return i;
    return -1;
}

int trts_map_edge_between(const trts_map *map, int a, int b)
{
    if (a < 0 || a >= map->n_areas)
        return -1;
    const trts_area *ar = &map->areas[a];
    for (int k = 0; k < ar->n_adj; k++)
        if (ar->adj[k] == b)
            return ar->adj_edge[k];
    return -1;
}

bool trts_edge_passable(const trts_edge *e, bool air)
{
    return air || e->kind != TRTS_EDGE_CLIFF;
}

bool trts_edge_goes_up(const trts_edge *e, int from)
{
    return e->kind == TRTS_EDGE_RAMP && e->up != from;
}

int trts_map_start_area(const trts_map *map, int n)
{
    for (int i = 0; i < map->n_areas; i++)
        if (map->areas[i].start == n)
            return i;
    return -1;
}

static trts_map_problem problem(trts_map_why why, int index)
{
    trts_map_problem p = {why, index};
    return p;
}

trts_map_problem trts_map_check(trts_map *map)
{
    if (map->n_areas < 1)
        return problem(TRTS_MAP_NO_AREAS, -1);
    if (map->min_players < 2 || map->max_players > TRTS_MAX_PLAYERS || map->min_players > map->max_players)
        return problem(TRTS_MAP_PLAYERS, -1);
    if (map->rounds < 1 || map->rounds > TRTS_MAX_ROUNDS || map->deplete_round < 1 ||
        map->deplete_round > TRTS_MAX_ROUNDS + 1)
        return problem(TRTS_MAP_ROUNDS, -1);
    bool start_seen[TRTS_MAX_PLAYERS + 1] = {false};
    int starts = 0;
    for (int i = 0; i < map->n_areas; i++) {
        trts_area *a = &map->areas[i];
        a->n_adj = 0;
        for (int j = 0; j < i; j++)
            if (strcmp(map->areas[j].id, a->id) == 0)
                return problem(TRTS_MAP_DUPLICATE_AREA, i);
        if (a->minerals < 0 || a->minerals > TRTS_MAX_FIELDS || a->gas < 0 || a->gas > TRTS_MAX_VENTS || a->slots < 0 ||
            a->slots > TRTS_MAX_SLOTS || a->start < 0 || a->start > map->max_players)
            return problem(TRTS_MAP_AREA_FIGURES, i);
        if (a->start) {
            if (start_seen[a->start])
                return problem(TRTS_MAP_DUPLICATE_START, i);
            start_seen[a->start] = true;
            starts++;
        }
    }
    for (int e = 0; e < map->n_edges; e++) {
        trts_edge *ed = &map->edges[e];
        if (ed->a < 0 || ed->a >= map->n_areas || ed->b < 0 || ed->b >= map->n_areas || ed->a == ed->b)
            return problem(TRTS_MAP_BAD_EDGE_END, e);
        if (ed->kind == TRTS_EDGE_RAMP && ed->up != ed->a && ed->up != ed->b)
            return problem(TRTS_MAP_BAD_RAMP, e);
        for (int f = 0; f < e; f++) {
            const trts_edge *o = &map->edges[f];
            if ((o->a == ed->a && o->b == ed->b) || (o->a == ed->b && o->b == ed->a))
                return problem(TRTS_MAP_DUPLICATE_EDGE, e);
        }
        trts_area *a = &map->areas[ed->a], *b = &map->areas[ed->b];
        if (a->n_adj >= TRTS_MAX_DEGREE || b->n_adj >= TRTS_MAX_DEGREE)
            return problem(TRTS_MAP_DEGREE, e);
        a->adj[a->n_adj] = ed->b;
        a->adj_edge[a->n_adj++] = e;
        b->adj[b->n_adj] = ed->a;
        b->adj_edge[b->n_adj++] = e;
    }
    /* The ground graph must join every area, or ground units could be cut off forever. */
    bool seen[TRTS_MAX_AREAS] = {false};
    int queue[TRTS_MAX_AREAS], head = 0, tail = 0;
    seen[0] = true;
    queue[tail++] = 0;
    while (head < tail) {
        const trts_area *a = &map->areas[queue[head++]];
        for (int k = 0; k < a->n_adj; k++)
            if (!seen[a->adj[k]] && map->edges[a->adj_edge[k]].kind != TRTS_EDGE_CLIFF) {
                seen[a->adj[k]] = true;
                queue[tail++] = a->adj[k];
            }
    }
    for (int i = 0; i < map->n_areas; i++)
        if (!seen[i])
            return problem(TRTS_MAP_DISCONNECTED, i);
    if (starts < map->max_players)
        return problem(TRTS_MAP_FEW_STARTS, -1);
    return problem(TRTS_MAP_OK, -1);
}

const char *trts_map_why_text(trts_map_why why)
{
    switch (why) {
    case TRTS_MAP_OK: return N_("fine");
    case TRTS_MAP_NO_AREAS: return N_("no areas");
    case TRTS_MAP_PLAYERS: return N_("players must be [min, max] within 2 to 4");
    case TRTS_MAP_ROUNDS: return N_("rounds (1 to 200) or deplete_round out of range");
    case TRTS_MAP_DUPLICATE_AREA: return N_("duplicate area id");
    case TRTS_MAP_AREA_FIGURES: return N_("minerals 0-8, gas 0-2, slots 0-8, start 1 to the maximum players");
    case TRTS_MAP_DUPLICATE_START: return N_("start number used twice");
    case TRTS_MAP_BAD_EDGE_END: return N_("an end is not another area of the map");
    case TRTS_MAP_DUPLICATE_EDGE: return N_("duplicate edge");
    case TRTS_MAP_BAD_RAMP: return N_("a ramp's \"up\" must be one of its ends");
    case TRTS_MAP_DEGREE: return N_("more than 8 edges at one area");
    case TRTS_MAP_DISCONNECTED: return N_("not joined to the other areas by open or ramp edges");
    case TRTS_MAP_FEW_STARTS: return N_("fewer starts than the maximum players");
    }
    return "?";
}

const int trts_lengths[TRTS_LENGTHS] = {12, 16, 24, TRTS_DEFAULT_ROUNDS};

bool trts_map_set_length(trts_map *map, int rounds)
{
    if (rounds < 1 || rounds > TRTS_MAX_ROUNDS || map->rounds < 1)
        return false;
    int deplete = (2 * map->deplete_round * rounds + map->rounds) / (2 * map->rounds);
    map->deplete_round = deplete < 1 ? 1 : deplete > TRTS_MAX_ROUNDS + 1 ? TRTS_MAX_ROUNDS + 1 : deplete;
    map->rounds = rounds;
    return true;
}
