/*
 * File helpers shared by the savers of src/data (not part of the public API).
 */
#ifndef SKIRMISH_DATA_FILEIO_INTERNAL_H
#define SKIRMISH_DATA_FILEIO_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/data/error.h"

/* When this environment variable is set (and not "0"), data_file_write_atomic
 * stops right before the rename, returns false and leaves its temporary file, as
 * a crash at that moment would: tests use it to show the old file survives. */
#define DATA_TEST_CRASH_ENV "SKIRMISH_TEST_CRASH_BEFORE_RENAME"

/* Writes a malloc'd text atomically and frees it; a NULL text is reported as out
 * of memory (what the *_to_json functions return NULL for), a text over
 * DATA_FILE_MAX_BYTES is refused (the game could not read it back). */
bool data_file_save_text(const char *path, char *text, data_error *err);

/* The same for a new file named <dir>/<stem><ext>, <stem>-2<ext>… (see
 * data_file_write_unique); frees text. */
bool data_file_save_text_unique(const char *dir, const char *stem, const char *ext, char *text, char *out,
                                size_t size, data_error *err);

/* data_file_save_text_unique under the stem data_file_time_stem(tag): how the
 * games' Save names a new file. */
bool data_file_save_text_stamped(const char *dir, const char *tag, char *text, char *out, size_t size, data_error *err);

#endif
