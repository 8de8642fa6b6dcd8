/*
 * A Conquest map: a graph with no controllers, a name, and the numbers of players
 * it is made for. Games start from a map with cq_state_setup on map->graph; the
 * map must then stay in place while the game's states point at its graph.
 */
#ifndef SKIRMISH_CORE_CQ_MAP_H
#define SKIRMISH_CORE_CQ_MAP_H

#include "skirmish/core/cq/graph.h"

#define CQ_MAP_NAME_MAX 64
#define CQ_MAP_DESCRIPTION_MAX 256

typedef struct cq_map {
    char name[CQ_MAP_NAME_MAX];
    char description[CQ_MAP_DESCRIPTION_MAX];
    int min_players, max_players;  /* within 2..8 */
    int max_turns;                 /* the turn limit of games on it */
    cq_graph graph;                /* finished */
} cq_map;

typedef enum cq_map_problem {
    CQ_MAP_OK = 0,
    CQ_MAP_GRAPH,          /* not finished */
    CQ_MAP_PLAYERS,        /* the range is not within 2..8, or min > max */
    CQ_MAP_TOO_SMALL,      /* fewer vertices than max_players */
    CQ_MAP_MAX_TURNS,      /* not from 1 to CQ_MAX_TURN_LIMIT */
    CQ_MAP_DISCONNECTED    /* in several pieces even reading edges both ways */
} cq_map_problem;

const char *cq_map_problem_text(cq_map_problem problem);

/* Name "Untitled", 2 to 8 players, 100 turns, an empty graph. */
void cq_map_init(cq_map *map);
void cq_map_free(cq_map *map);
cq_map_problem cq_map_test(const cq_map *map);

#endif
