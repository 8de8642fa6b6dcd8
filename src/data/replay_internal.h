/*
 * The game records' JSON readers and writers that the saves of src/data call
 * (not part of the public API): a Conquest save's "record" (replay_cq.c).
 */
#ifndef SKIRMISH_DATA_REPLAY_INTERNAL_H
#define SKIRMISH_DATA_REPLAY_INTERNAL_H

#include <stdbool.h>

#include "json_util.h"
#include "skirmish/data/cq_record.h"

/* Adds root[key] = the record; nothing when rec is NULL or has no start. */
void data_cq_record_add_json(cJSON *root, const char *key, const data_cq_record *rec, bool *ok);
/* Reads root[key] into *out (emptied first; left empty when the key is absent),
 * and checks that it replays to `saved`, the save's own state (whose graph the
 * record's start then shares). */
bool data_cq_record_get_json(const data_json_ctx *cx, const cJSON *root, const char *key, const cq_state *saved,
                             data_cq_record *out);

#endif
