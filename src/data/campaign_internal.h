/*
 * Shared by the Campaign loaders of src/data (not part of the public API): a
 * map read from a JSON object, so a saved campaign reads its embedded map in
 * place (printing it out and parsing it again tripled the work on a large file).
 */
#ifndef SKIRMISH_DATA_CAMPAIGN_INTERNAL_H
#define SKIRMISH_DATA_CAMPAIGN_INTERNAL_H

#include <stdbool.h>

#include "json_util.h"
#include "skirmish/core/campaign/map.h"

/* The map document in `root`; keys in errors are relative to it ("routes[2]").
 * With maps_dir, each battle_map must name a map there that loads. */
bool data_campaign_map_from_json(const data_json_ctx *cx, const cJSON *root, const char *maps_dir, campaign_map *map);

#endif
