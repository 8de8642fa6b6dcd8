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
#include "skirmish/core/campaign/state.h"

/* The map document in `root`; keys in errors are relative to it ("routes[2]").
 * With maps_dir, each battle_map must name a map there that loads. */
bool data_campaign_map_from_json(const data_json_ctx *cx, const cJSON *root, const char *maps_dir, campaign_map *map);

/* campaign_match_file.c: the embedded match ("battle_match") of a save. Reading
 * refuses one outside the battles, one that is not the current duel's (its seed)
 * or one that does not replay with the duel's hooks; on
 * success *match_json (if not NULL) gets the match (caller frees) or NULL. */
bool data_campaign_match_write(cJSON *root, const char *match_json);
bool data_campaign_match_read(const data_json_ctx *cx, const cJSON *root, const campaign_state *s, char **match_json);

#endif
