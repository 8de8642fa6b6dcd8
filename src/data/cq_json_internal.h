/*
 * Readers and writers shared by the Conquest files of src/data (cq_state_file.c,
 * cq_map_file.c; not part of the public API): integers in a double's exact range,
 * generator states, player names, and the graph every state and map holds.
 */
#ifndef SKIRMISH_DATA_CQ_JSON_INTERNAL_H
#define SKIRMISH_DATA_CQ_JSON_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "json_util.h"
#include "skirmish/core/cq/graph.h"
#include "skirmish/core/cq/state.h"

/* Integers a double holds exactly: ids, units and seeds from 2^53 on are refused
 * (9007199254740993 reads as 2^53: the file's value cannot be known). */
#define DATA_CQ_EXACT_LIMIT 9007199254740991.0 /* 2^53 - 1 */

bool data_cq_json_int64(const data_json_ctx *cx, const cJSON *item, const char *path, int64_t min, int64_t max,
                        int64_t *out);
bool data_cq_get_int64(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key, bool required,
                       int64_t min, int64_t max, int64_t *out);
bool data_cq_json_number(const data_json_ctx *cx, const cJSON *item, const char *path, double *out);
/* The generator state: a decimal string, or a number below 2^53. */
bool data_cq_json_u64(const data_json_ctx *cx, const cJSON *item, const char *path, uint64_t *out);
/* A player name: a non-empty string that fits. */
bool data_cq_json_player_id(const data_json_ctx *cx, const cJSON *item, const char *path,
                            char out[CQ_PLAYER_ID_MAX]);
/* A name that must be one of the state's players. */
bool data_cq_json_known_player(const data_json_ctx *cx, const cJSON *item, const char *path, const cq_state *s,
                               int *out);
/* The vertices and edges of root["graph"] into g (initialised, empty). For a map
 * (`map` true) vertices have no controller and no units; for a state they are
 * read afterwards from *vertices_out. */
bool data_cq_read_graph(const data_json_ctx *cx, const cJSON *root, bool map, cq_graph *g,
                        const cJSON **vertices_out);
void data_cq_add_number(cJSON *parent, const char *key, double value, bool *ok);
/* Vertices (with controllers and units when `s` is given) and edges. */
void data_cq_fill_graph(cJSON *root, const cq_graph *g, const cq_state *s, bool *ok);

#endif
