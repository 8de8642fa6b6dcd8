/*
 * The saved games of a directory, newest first, for a Load screen: every
 * "*.json" file (hidden files and temporaries left out), however many there are,
 * ordered by modification time and then by name, so the newest save is always
 * first whatever the files are called and however many there are.
 */
#ifndef SKIRMISH_DATA_SAVE_LIST_H
#define SKIRMISH_DATA_SAVE_LIST_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/data/error.h"
#include "skirmish/data/paths.h"

typedef struct data_save_item {
    char path[DATA_PATH_MAX];
    int64_t mtime_ns; /* modification time, nanoseconds since the epoch */
} data_save_item;

/* *items is malloc'd (caller frees with free(); NULL when none). Returns the
 * count, or -1 with err set when dir cannot be listed or memory runs out; a
 * missing dir is 0 saves. Names whose path would not fit DATA_PATH_MAX are left
 * out. */
int data_save_list(const char *dir, data_save_item **items, data_error *err);

#endif
