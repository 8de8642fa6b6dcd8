/*
 * Helpers shared by the JSON loaders and savers of src/data (not part of the
 * public API).
 *
 * Reading: every getter checks presence, JSON type and range, and on a problem
 * fills the error with the file, the JSON path of the value ("units[2].health")
 * and what is wrong, then returns false, so a loader is a straight sequence of
 * `if (!get...) return false;`.
 *
 * Writing: documents are built as cJSON trees (which keep keys in insertion
 * order, so the order is fixed by the code) and printed by our own printer, which
 * indents with 2 spaces, keeps short arrays of scalars on one line, and ends with
 * a newline. cJSON_Print indents with tabs and puts every array element on its
 * own line, which makes squad and map files hard to read and diff.
 */
#ifndef SKIRMISH_DATA_JSON_UTIL_H
#define SKIRMISH_DATA_JSON_UTIL_H

#include <stdbool.h>
#include <stddef.h>

#include <cjson/cJSON.h>

#include "skirmish/core/esc/board.h"
#include "skirmish/data/error.h"

#define DATA_FORMAT_VERSION 1
#define DATA_KEY_MAX 128          /* as data_error.key */
#define DATA_STAT_LIMIT 1000000   /* stats beyond this are refused; the rules' limits are the core's business */

/* Where errors go while reading one document. */
typedef struct data_json_ctx {
    const char *file;
    data_error *err;
} data_json_ctx;

/* JSON paths: "prefix.key" ("key" when prefix is empty) and "prefix[index]". */
void data_json_path_key(char out[DATA_KEY_MAX], const char *prefix, const char *key);
void data_json_path_index(char out[DATA_KEY_MAX], const char *prefix, int index);

/* "null", "a string", "an array"...: how a found value is named in messages. */
const char *data_json_type_name(const cJSON *item);

/* Parses a whole document, which must be one JSON object with nothing but white
 * space after it. The caller deletes *root. */
bool data_json_parse(const data_json_ctx *cx, const char *text, size_t len, cJSON **root);

/* Checks "format" and "version". When !required (objects embedded in a saved
 * game) both keys may be absent, but if present they must be right. */
bool data_json_check_header(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *format,
                            bool required);

/* Value checks on an item found at `path`. */
bool data_json_int(const data_json_ctx *cx, const cJSON *item, const char *path, long min, long max, int *out);
/* Copies a UTF-8 string, cut at a character boundary to fit `size` bytes. */
bool data_json_string(const data_json_ctx *cx, const cJSON *item, const char *path, char *out, size_t size);
/* As data_json_string, but a string that does not fit whole is refused (an id
 * cut to fit could name another one). */
bool data_json_string_whole(const data_json_ctx *cx, const cJSON *item, const char *path, char *out, size_t size);
bool data_json_get_string_whole(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key,
                                bool required, char *out, size_t size);
bool data_json_square(const data_json_ctx *cx, const cJSON *item, const char *path, int *square);

/* Arrays are linked lists in cJSON: cJSON_GetArrayItem(i) and cJSON_GetArraySize
 * walk from the start, so either inside a loop makes loading quadratic (a minute
 * for one hostile file). Loaders walk with cJSON_ArrayForEach and count once with
 * these; tests/check_data_linear.sh keeps the two calls out of src/data.
 * data_json_length: the elements of an array (or members of an object), 0 for
 * anything else. data_json_at_most: refuses a list longer than the game can use,
 * naming the key and the limit; its walk stops after max + 1. */
int data_json_length(const cJSON *array);
bool data_json_at_most(const data_json_ctx *cx, const cJSON *array, const char *path, int max);
/* Each element of a JSON array of square names into a bit set. */
bool data_json_squares(const data_json_ctx *cx, const cJSON *array, const char *path, esc_bits *out);

/* Member `key` of obj. Absent and required: DATA_ERR_MISSING. Absent and
 * optional: *out = NULL and true. Present: *out is it, type not checked. */
bool data_json_member(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key, bool required,
                      const cJSON **out);
/* Getters: absent optional members leave *out untouched (set the default first). */
bool data_json_get_int(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key, bool required,
                       long min, long max, int *out);
bool data_json_get_string(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key,
                          bool required, char *out, size_t size);
/* *out = NULL when an optional array or object is absent. */
bool data_json_get_array(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key,
                         bool required, const cJSON **out);
bool data_json_get_object(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key,
                          bool required, const cJSON **out);

/* ---- writing ----
 * Builders add `item` to parent: under `key` if parent is an object, at the end
 * if it is an array (key NULL). On failure (out of memory) they set *ok = false
 * and return NULL; later calls with a NULL parent do nothing, so a builder can run
 * to the end and check *ok once. */
cJSON *data_json_add_object(cJSON *parent, const char *key, bool *ok);
cJSON *data_json_add_array(cJSON *parent, const char *key, bool *ok);
void data_json_add_int(cJSON *parent, const char *key, long long value, bool *ok);
void data_json_add_string(cJSON *parent, const char *key, const char *value, bool *ok);
void data_json_add_null(cJSON *parent, const char *key, bool *ok);
/* A square's name, or null for ESC_NO_SQUARE or anything off the board. */
void data_json_add_square(cJSON *parent, const char *key, int square, bool *ok);
/* The squares of a set as an array of names, in square order (a1, b1, ... h8). */
void data_json_add_squares(cJSON *parent, const char *key, esc_bits squares, bool *ok);
/* "format" and "version". */
void data_json_add_header(cJSON *obj, const char *format, bool *ok);

/* Prints the document (2-space indentation, trailing newline); NULL on out of
 * memory. Strings are written as UTF-8, invalid bytes replaced by U+FFFD. */
char *data_json_print(const cJSON *root);
/* Prints and deletes the tree; NULL if !ok or out of memory. */
char *data_json_finish(cJSON *root, bool ok);

#endif
