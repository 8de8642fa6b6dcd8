/*
 * Escarmouche maps: the obstacles of the 8x8 board and an optional objective zone.
 * The plain board is a map with neither.
 */
#ifndef SKIRMISH_CORE_ESC_MAP_H
#define SKIRMISH_CORE_ESC_MAP_H

#include "skirmish/core/esc/board.h"
#include "skirmish/core/esc/unit.h"

typedef struct esc_map {
    char name[ESC_NAME_MAX];
    esc_bits obstacles;
    esc_bits zone;        /* objective zone squares; 0 when the map has none */
} esc_map;

typedef enum esc_map_problem {
    ESC_MAP_OK = 0,
    ESC_MAP_HOME_BLOCKED,   /* a side has fewer than 6 free home squares */
    ESC_MAP_ZONE_ON_OBSTACLE
} esc_map_problem;

void esc_map_init(esc_map *map, const char *name);
esc_map_problem esc_map_test(const esc_map *map, int *side);
const char *esc_map_problem_text(esc_map_problem problem);

#endif
