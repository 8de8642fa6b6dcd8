/*
 * The seats' JSON (docs/formats.md "Seats"), for the save formats of the four
 * games (not part of the public API). A seat is written as an object
 * {"name": "...", "computer": false, "level": "normal"}; the reader also takes
 * the older Conquest form, a string: "human" or a level id.
 */
#ifndef SKIRMISH_DATA_SEATS_INTERNAL_H
#define SKIRMISH_DATA_SEATS_INTERNAL_H

#include <stdbool.h>

#include <cjson/cJSON.h>

#include "json_util.h"
#include "skirmish/data/seats.h"

/* Adds "name", "computer" and "level" to an existing object (TRTS writes them in
 * its players' objects). */
void data_seat_fill_json(cJSON *obj, const data_seat *seat, bool *ok);
/* Adds an array of n seat objects under `key`. */
void data_seats_add_json(cJSON *parent, const char *key, const data_seat *seats, int n, bool *ok);
/* Reads one seat (an object or the string form) at `path`. `levels` lists the
 * level ids the game knows (NULL-terminated), the first being the default when
 * the seat names none; a level not in the list is a value error. *out is written
 * only on success. */
bool data_seat_from_json(const data_json_ctx *cx, const cJSON *item, const char *path, const char *const levels[],
                         data_seat *out);
/* Reads the array `key` of obj into seats[0..n-1] when it is there: it must have
 * exactly n entries. Absent, the seats are left as they are (the caller's
 * defaults) and *found is false. */
bool data_seats_get_json(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key,
                         const char *const levels[], data_seat *seats, int n, bool *found);

#endif
