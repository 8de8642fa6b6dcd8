/*
 * The game records' JSON readers and writers that the saves of src/data call
 * (not part of the public API): a Conquest save's "record" (replay_cq.c), a
 * Campaign save's (replay_campaign_json.c).
 */
#ifndef SKIRMISH_DATA_REPLAY_INTERNAL_H
#define SKIRMISH_DATA_REPLAY_INTERNAL_H

#include <stdbool.h>

#include "json_util.h"
#include "skirmish/data/campaign_record.h"
#include "skirmish/data/cq_record.h"

/* Adds root[key] = the record; nothing when rec is NULL or has no start. */
void data_cq_record_add_json(cJSON *root, const char *key, const data_cq_record *rec, bool *ok);
/* Reads root[key] into *out (emptied first; left empty when the key is absent),
 * and checks that it replays to `saved`, the save's own state (whose graph the
 * record's start then shares). */
bool data_cq_record_get_json(const data_json_ctx *cx, const cJSON *root, const char *key, const cq_state *saved,
                             data_cq_record *out);

/* A Campaign save's "record" (root[key]): added when rec has a start. */
void data_campaign_record_add_json(cJSON *root, const char *key, const data_campaign_record *rec, bool *ok);
/* Reads root[key] into *out (may be NULL: checked, then dropped; emptied first,
 * left without a start when the key is absent), replaying every step from its
 * start (refused on the first that does not, named record.steps[i]) to `saved`,
 * the save's own state (refused on "record" when it does not lead there). */
bool data_campaign_record_get_json(const data_json_ctx *cx, const cJSON *root, const char *key,
                                   const campaign_state *saved, data_campaign_record *out);
/* Whether `replayed` is the saved campaign, drafts of the turn in progress aside
 * (replayed takes the saved drafts). */
bool data_campaign_same_state(const campaign_state *saved, campaign_state *replayed);
/* A save's text: its state, match and (out, may be NULL) record, all checked. */
bool data_campaign_save_parse_record(const char *text, size_t len, const char *name, campaign_map *map,
                                     campaign_state *state, char **match_json, data_campaign_record *out,
                                     data_error *err);
/* campaign_save_file.c: the state of a save-shaped object (its "map" included)
 * and its embedded match (match_json may be NULL; on success the caller frees
 * *match_json), without its record. Writes *map and *state even on failure:
 * give it scratch storage. */
bool data_campaign_state_from_json(const data_json_ctx *cx, const cJSON *obj, campaign_map *map,
                                   campaign_state *state, char **match_json);
/* replay_campaign.c: the Escarmouche map of a duel by its battle_map name ("" the
 * plain board, written to *plain), NULL when the record holds none; keeping one
 * (NULL map: the plain board under that name). */
const esc_map *data_campaign_record_map(const data_campaign_record *rec, const char *name, esc_map *plain);
bool data_campaign_record_keep_map(data_campaign_record *rec, const char *name, const esc_map *map);

#endif
