/*
 * Helpers for the data-layer tests: where the fixtures are, reading and writing
 * scratch files, and sample values to round-trip.
 */
#ifndef SKIRMISH_TESTS_DATA_TEST_UTIL_H
#define SKIRMISH_TESTS_DATA_TEST_UTIL_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/map.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/core/esc/squad.h"
#include "skirmish/data/files.h"

#define DT_PATH_MAX 1024

/* $name, failing the test when it is not set. */
const char *dt_env(const char *name);
/* "$SKIRMISH_TEST_DATA/rel", "$SKIRMISH_SOURCE_DIR/rel", "$SKIRMISH_TEST_TMP/rel". */
void dt_data_path(char out[DT_PATH_MAX], const char *rel);
void dt_source_path(char out[DT_PATH_MAX], const char *rel);
void dt_tmp_path(char out[DT_PATH_MAX], const char *rel);

/* Whole file (NUL-terminated, caller frees), failing the test if unreadable. */
char *dt_read(const char *path, size_t *len);
void dt_write(const char *path, const void *data, size_t len);
bool dt_exists(const char *path);
/* An empty scratch directory "$SKIRMISH_TEST_TMP/rel" (made, or emptied of files):
 * tests that count files need one of their own, as test programs run in parallel. */
void dt_fresh_dir(char out[DT_PATH_MAX], const char *rel);
/* The temporary files (DATA_TEMP_PREFIX…) in dir; the first one's path goes to
 * first (may be NULL). */
int dt_temps(const char *dir, char first[DT_PATH_MAX]);
/* The *.json files of a directory, sorted; returns the count (at most cap). */
int dt_list_json(const char *dir, char names[][256], int cap);

/* Checks an error: kind, that err->file ends with `file_suffix`, the key. */
void dt_assert_error(const data_error *err, data_error_kind kind, const char *file_suffix, const char *key);

/* Sample values: a legal squad (n units), a map with obstacles and a zone. */
void dt_sample_squad(esc_squad *squad, int n_units);
void dt_sample_map(esc_map *map);

/* A record of a game between the two squads on `map`, with up to max_actions
 * actions picked by a seeded generator among the legal ones. */
void dt_play_record(esc_record *record, const esc_map *map, const esc_squad *a, const esc_squad *b, uint64_t seed,
                    int max_actions);

#endif
