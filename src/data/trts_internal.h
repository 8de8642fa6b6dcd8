/*
 * Shared by the TRTS loaders of src/data (not part of the public API): a map
 * read from, or written into, a JSON object, so saved games embed their map in
 * the map files' own shape.
 */
#ifndef SKIRMISH_DATA_TRTS_INTERNAL_H
#define SKIRMISH_DATA_TRTS_INTERNAL_H

#include <stdbool.h>

#include "json_util.h"
#include "skirmish/core/trts/map.h"

/* prefix "" for a map file (header required), "map" inside a save (header optional). */
bool data_trts_map_from_json(const data_json_ctx *cx, const cJSON *root, const char *prefix, trts_map *map);
/* The map as an object under parent[key] (a new root when parent is NULL). */
cJSON *data_trts_map_to_obj(const trts_map *map, cJSON *parent, const char *key, bool with_header, bool *ok);

#endif
