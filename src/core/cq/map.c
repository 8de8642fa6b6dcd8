/*
 * Conquest maps: defaults and the checks a map must pass before a game starts
 * on it.
 */
#include "skirmish/core/cq/map.h"

#include <string.h>

#include "skirmish/core/cq/state.h"
#include "skirmish/core/tr.h"

const char *cq_map_problem_text(cq_map_problem problem)
{
    switch (problem) {
    case CQ_MAP_OK:
        return N_("no problem");
    case CQ_MAP_GRAPH:
        return N_("the graph is not finished");
    case CQ_MAP_PLAYERS:
        return N_("the numbers of players must be within 2 to 8, the smaller first");
    case CQ_MAP_TOO_SMALL:
        return N_("fewer vertices than the largest number of players");
    case CQ_MAP_MAX_TURNS:
        return N_("the turn limit must be from 1 to 1000000");
    case CQ_MAP_DISCONNECTED:
        return N_("the graph is in several pieces");
    }
    return N_("unknown problem");
}

void cq_map_init(cq_map *map)
{
    memset(map, 0, sizeof *map);
    /* TRANSLATORS: the name of a Conquest map whose file gives none. */
    memcpy(map->name, N_("Untitled"), sizeof "Untitled");
    map->min_players = CQ_SETUP_MIN_PLAYERS;
    map->max_players = CQ_SETUP_MAX_PLAYERS;
    map->max_turns = CQ_DEFAULT_MAX_TURNS;
    cq_graph_init(&map->graph);
}

void cq_map_free(cq_map *map)
{
    if (map == NULL)
        return;
    cq_graph_free(&map->graph);
    cq_map_init(map);
}

cq_map_problem cq_map_test(const cq_map *map)
{
    if (!map->graph.finished)
        return CQ_MAP_GRAPH;
    if (map->min_players < CQ_SETUP_MIN_PLAYERS || map->max_players > CQ_SETUP_MAX_PLAYERS ||
        map->min_players > map->max_players)
        return CQ_MAP_PLAYERS;
    if (map->graph.n_vertices < map->max_players)
        return CQ_MAP_TOO_SMALL;
    if (map->max_turns < 1 || map->max_turns > CQ_MAX_TURN_LIMIT)
        return CQ_MAP_MAX_TURNS;
    if (!cq_graph_weakly_connected(&map->graph))
        return CQ_MAP_DISCONNECTED;
    return CQ_MAP_OK;
}
