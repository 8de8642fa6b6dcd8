/*
 * Campaign map files ("skirmish-campaign-map", version 1; docs/campaign.md §10):
 * locations with type, supply, position and battle map, routes, start lists per
 * player count and the domination set. A broken map is refused with an error
 * naming the file, the key and the problem; nothing in a map file can crash the
 * program.
 */
#ifndef SKIRMISH_DATA_CAMPAIGN_MAP_H
#define SKIRMISH_DATA_CAMPAIGN_MAP_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/core/campaign/map.h"
#include "skirmish/data/error.h"

#define DATA_FORMAT_CAMPAIGN_MAP "skirmish-campaign-map"

bool data_campaign_map_parse(const char *text, size_t len, const char *name, campaign_map *map, data_error *err);
bool data_campaign_map_load(const char *path, campaign_map *map, data_error *err);
/* As data_campaign_map_load, and each location's battle_map must name an
 * Escarmouche map <maps_dir>/<name>.json that loads: the game and the CLI load
 * their maps so, refusing a missing one at "locations[i].battle_map". */
bool data_campaign_map_load_checked(const char *path, const char *maps_dir, campaign_map *map, data_error *err);
/* The map as a file (locations in id order); NULL when out of memory. */
char *data_campaign_map_to_json(const campaign_map *map);

#endif
