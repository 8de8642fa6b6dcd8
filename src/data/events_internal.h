/*
 * The event log kept in a saved game (docs/formats.md "Events"), for the save
 * formats of the area-map games (not part of the public API): each entry's round
 * or turn, kind, the seats that may read it, those it costs something and those
 * that have read it, where it is on the map, its text as written and, when it
 * has one, its untranslated message and arguments (so it is worded again in the
 * language of the moment), and how far each seat has read (what a save from
 * before the per-entry marks keeps), so a game continued shows the report its
 * player had not read yet.
 */
#ifndef SKIRMISH_DATA_EVENTS_INTERNAL_H
#define SKIRMISH_DATA_EVENTS_INTERNAL_H

#include <stdbool.h>

#include <cjson/cJSON.h>

#include "json_util.h"
#include "skirmish/core/evlog.h"

/* Entries a save may hold: the oldest are left out when writing beyond it. */
#define DATA_EVENTS_MAX 4000

/* Adds the object `key`: {"seen": [n_seats ints], "entries": [...]}; each entry
 * {"turn", "kind", "visible", "loss"?, "seen_by"?, "at"?, "text", "msg"?}. */
void data_events_add_json(cJSON *parent, const char *key, const evlog *log, int n_seats, bool *ok);
/* Reads the object `key` of obj into *out (an initialised log, cleared first)
 * when it is there; absent, *out is left empty and *found is false. Every entry
 * is checked (kind, seats below n_seats, text length, position), and "seen"
 * must have n_seats counts of at most the entries; on failure *out is empty. */
bool data_events_get_json(const data_json_ctx *cx, const cJSON *obj, const char *key, int n_seats, evlog *out,
                          bool *found);

#endif
