/*
 * A screen's choices remembered across runs: one small JSON object in a file of
 * the config dir (the Campaign's and TRTS's setups), tagged with its format and
 * version 1. Writing is atomic; a file that is missing, does not parse or is of
 * another format reads as nothing, so the screen keeps its defaults: forgetting
 * a choice is never an error a player sees.
 */
#ifndef SKIRMISH_DATA_CHOICES_H
#define SKIRMISH_DATA_CHOICES_H

#include <stdbool.h>

#include <cjson/cJSON.h>

/* <dir>/<file> as a parsed object whose "format" is `format`, or NULL. The
 * caller deletes it. */
cJSON *data_choices_read(const char *dir, const char *file, const char *format);
/* Adds "format" and "version" to `root` and writes it atomically to
 * <dir>/<file> (the folder made first); takes `root` and deletes it. A failure
 * only forgets the choices. */
void data_choices_write(const char *dir, const char *file, const char *format, cJSON *root);
/* o[key] into *out when it is a number within lo..hi; false (and *out as it
 * was) otherwise. */
bool data_choices_int(const cJSON *o, const char *key, int lo, int hi, int *out);
/* o[key] into *out when it is a boolean. */
void data_choices_bool(const cJSON *o, const char *key, bool *out);
/* o[key] into out when it is a string that fits (size counts the NUL). */
void data_choices_string(const cJSON *o, const char *key, char *out, size_t size);

#endif
