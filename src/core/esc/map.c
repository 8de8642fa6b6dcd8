/*
 * Map checks: a map must leave room for a full squad on each side's home ranks.
 */
#include "skirmish/core/esc/map.h"

#include <stdio.h>
#include <string.h>

#include "skirmish/core/tr.h"

void esc_map_init(esc_map *map, const char *name)
{
    memset(map, 0, sizeof *map);
    snprintf(map->name, sizeof map->name, "%s", name ? name : "");
}

esc_map_problem esc_map_test(const esc_map *map, int *side)
{
    for (int s = 0; s < ESC_SIDES; s++) {
        if (esc_bits_count(esc_board_home(s) & ~map->obstacles) < ESC_SQUAD_MAX) {
            if (side)
                *side = s;
            return ESC_MAP_HOME_BLOCKED;
        }
    }
    if (map->zone & map->obstacles)
        return ESC_MAP_ZONE_ON_OBSTACLE;
    return ESC_MAP_OK;
}

const char *esc_map_problem_text(esc_map_problem problem)
{
    switch (problem) {
    case ESC_MAP_OK: return "ok";
    case ESC_MAP_HOME_BLOCKED: return N_("a side has fewer than 6 home squares free of obstacles");
    case ESC_MAP_ZONE_ON_OBSTACLE: return N_("an objective zone square is an obstacle");
    }
    return N_("unknown problem");
}
