/*
 * The Barracks' libraries: the player's own units and squads, kept as one JSON
 * file each in $XDG_DATA_HOME/skirmish/units/ and .../squads/, beside the
 * read-only ones the game ships in <data>/assets/units/ and .../squads/.
 *
 * Files are skirmish-unit and skirmish-squad documents (docs/formats.md) with each
 * unit's optional portrait. Every write is atomic (data_file_write_atomic), and a
 * new file's name is claimed atomically (data_file_write_unique). A user file
 * that cannot be parsed (not JSON: truncated, binary) is renamed to
 * "<file>.corrupt-<YYYYMMDD-HHMMSS>" (set aside, never deleted) and a message says
 * so; a file that parses but holds what this version does not take (a newer
 * version, an unknown ability, too many units) is skipped with a message and left
 * in place for a newer Skirmish; the other files load. Shipped files are never renamed: a broken one only
 * gets a message (and a test keeps that from shipping).
 *
 * The library is the list in memory; nothing here decides game rules, and nothing
 * touches SDL. Entries are addressed by index, which changes when one is removed.
 */
#ifndef SKIRMISH_DATA_LIBRARY_H
#define SKIRMISH_DATA_LIBRARY_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/core/esc/squad.h"
#include "skirmish/data/error.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"

#define DATA_LIBRARY_MAX_FILES 512 /* per directory; more are reported, not read */
#define DATA_LIBRARY_MAX_MESSAGES 16
#define DATA_LIBRARY_MESSAGE_MAX 600
#define DATA_LIBRARY_SLUG_MAX 41 /* file-name stem, NUL included */

typedef enum data_library_kind { DATA_LIBRARY_UNITS, DATA_LIBRARY_SQUADS } data_library_kind;

typedef struct data_unit_entry {
    esc_unit_def def;
    char portrait[DATA_PORTRAIT_MAX]; /* "" = chosen from the unit's role */
    char path[DATA_PATH_MAX];         /* its file; "" until first saved */
    bool builtin;                     /* shipped with the game: read-only */
} data_unit_entry;

typedef struct data_squad_entry {
    esc_squad squad;
    data_portraits portraits;
    char path[DATA_PATH_MAX];
    bool builtin;
} data_squad_entry;

typedef struct data_library {
    char user_dir[DATA_PATH_MAX]; /* $XDG_DATA_HOME/skirmish; "" = nothing can be saved */
    data_unit_entry *units;
    int n_units, cap_units;
    data_squad_entry *squads;
    int n_squads, cap_squads;
    /* What loading had to say (files set aside, unreadable, too many), for the UI. */
    char messages[DATA_LIBRARY_MAX_MESSAGES][DATA_LIBRARY_MESSAGE_MAX];
    int n_messages;
    int n_messages_lost; /* beyond DATA_LIBRARY_MAX_MESSAGES */
} data_library;

void data_library_init(data_library *lib, const char *user_dir);
void data_library_free(data_library *lib);
/* Empties both lists and the messages. */
void data_library_clear(data_library *lib);
/* The user's directory of one kind: <user_dir>/units or <user_dir>/squads. */
bool data_library_dir(const data_library *lib, data_library_kind kind, char *out, size_t size);

/* Replaces the lists with the shipped entries of <data_dir>/assets/{units,squads}
 * (data_dir may be NULL) followed by the user's, each directory in file-name
 * order. Returns the number of messages added. */
int data_library_load(data_library *lib, const char *data_dir);
/* Appends the *.json files of one directory. `builtin` files are never set aside. */
int data_library_load_dir(data_library *lib, data_library_kind kind, const char *dir, bool builtin);

/* One file with its portraits, into an entry (path set, builtin false). */
bool data_library_read_unit(const char *path, data_unit_entry *out, data_error *err);
bool data_library_read_squad(const char *path, data_squad_entry *out, data_error *err);
/* Atomic writes of an entry to any path (export); the entry is not changed. */
bool data_library_write_unit(const char *path, const data_unit_entry *e, data_error *err);
bool data_library_write_squad(const char *path, const data_squad_entry *e, data_error *err);
/* The "format" string of a JSON document ("skirmish-squad"); false when the file
 * cannot be read or is not a JSON object with a string "format". */
bool data_library_sniff(const char *path, char *format, size_t size);

/* Inserts a copy at `index` (n for the end); returns the index, -1 when out of
 * memory. Nothing is written. */
int data_library_insert_unit(data_library *lib, int index, const data_unit_entry *e);
int data_library_insert_squad(data_library *lib, int index, const data_squad_entry *e);
/* Writes an entry to its file, giving it one first (<dir>/<slug>.json, a free
 * name) when it has none. Shipped entries cannot be written. */
bool data_library_save_unit(data_library *lib, int index, data_error *err);
bool data_library_save_squad(data_library *lib, int index, data_error *err);
/* Removes an entry from the list and deletes its file. Shipped entries cannot be
 * removed. The entry's content is in *removed (may be NULL) for an undo. */
bool data_library_remove_unit(data_library *lib, int index, data_unit_entry *removed, data_error *err);
bool data_library_remove_squad(data_library *lib, int index, data_squad_entry *removed, data_error *err);

/* Reads a squad or unit file from anywhere, adds it to the user's library and
 * saves it there under a fresh name. Returns the new index, -1 on failure. An
 * illegal squad is imported as it is: a draft. */
int data_library_import_squad(data_library *lib, const char *path, data_error *err);
int data_library_import_unit(data_library *lib, const char *path, data_error *err);

/* "iron-vanguard" for "Iron Vanguard!": lower-case ASCII letters and digits, other
 * runs as one "-", at most DATA_LIBRARY_SLUG_MAX - 1 characters; `fallback` when
 * nothing is left. */
void data_library_slug(const char *name, const char *fallback, char *out, size_t size);
/* <dir>/<slug>.json, or <slug>-2.json, -3... : the first that does not exist now.
 * Only a suggestion (another process may take it next): saving claims names with
 * data_file_write_unique. */
bool data_library_free_path(const char *dir, const char *name, const char *fallback, char *out, size_t size);

#endif
