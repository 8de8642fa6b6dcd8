/*
 * Skirmish's JSON files: squads, units, maps, match settings and saved games, each
 * a versioned document ({"format": "skirmish-…", "version": 1, …}) described in
 * docs/formats.md.
 *
 * Loading never crashes and never half-fills: on any problem the function returns
 * false with `err` naming file, key and problem, and the output is left as it was.
 * Unknown keys are ignored so that newer files stay readable. Loading a squad or
 * unit checks the document's shape and types, not the game's limits: a squad that
 * parses but is over budget loads, and esc_squad_test says why it cannot play
 * (the Barracks keeps illegal drafts). Saving writes atomically: a temporary file in
 * the same directory, flushed and synced, then renamed over the target.
 */
#ifndef SKIRMISH_DATA_FILES_H
#define SKIRMISH_DATA_FILES_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/map.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/core/esc/squad.h"
#include "skirmish/data/error.h"
#include "skirmish/data/seats.h"

#define DATA_FILE_MAX_BYTES (4 * 1024 * 1024) /* larger files are refused */

/* Whole file into a NUL-terminated buffer the caller frees. */
bool data_file_read(const char *path, char **text, size_t *len, data_error *err);
/* Atomic replace of path with data (the old file's permissions are kept). */
bool data_file_write_atomic(const char *path, const void *data, size_t len, data_error *err);

/* Temporary files are "<dir>/.skirmish-tmp.<pid>.<n>": created with O_EXCL and
 * O_NOFOLLOW, never opened through a symlink, and short whatever the target's name. */
#define DATA_TEMP_PREFIX ".skirmish-tmp."
#define DATA_TEMP_STALE_SECONDS 10 /* a dead writer's temporary file older than this is stale */
#define DATA_FILE_NAME_MAX 255     /* bytes in one path component (NAME_MAX on Linux) */
#define DATA_UNIQUE_TRIES 1000

/* For writers that need a file rather than bytes (IMG_SavePNG_RW through
 * SDL_RWFromFP(fdopen(fd, "wb"))): a fresh temporary file beside path, created as
 * data_file_write_atomic creates its own (never through a symlink). Returns its
 * descriptor (the caller closes it) with its path in tmp, or -1 with err set.
 * data_file_temp_commit then syncs it, gives it path's permissions and renames
 * it over path; on failure it is removed. */
int data_file_temp_open(const char *path, char *tmp, size_t size, data_error *err);
bool data_file_temp_commit(const char *tmp, const char *path, data_error *err);
/* Creates path with data only if no file has that name: the name is claimed
 * atomically (link, or renameat2 RENAME_NOREPLACE), so of two processes writing
 * the same new name one wins and the other gets false with *taken set (taken may
 * be NULL). The file appears complete or not at all. */
bool data_file_write_new(const char *path, const void *data, size_t len, bool *taken, data_error *err);
/* A new file <dir>/<stem><ext>, else <stem>-2<ext>, -3… (up to DATA_UNIQUE_TRIES),
 * each claimed atomically as data_file_write_new does; the path written goes to
 * out. For saves named by a time stamp ("20250101-120000", ".json"): two saves in
 * the same second, or two processes, never overwrite each other. */
bool data_file_write_unique(const char *dir, const char *stem, const char *ext, const void *data, size_t len,
                            char *out, size_t size, data_error *err);
/* Removes the temporary files a killed writer left in dir: ours
 * (DATA_TEMP_PREFIX) and the "<name>.json.tmp.<pid>" of older versions, when their
 * process is gone (and the file is over DATA_TEMP_STALE_SECONDS old) or the file
 * is over an hour old. Returns how many were removed, -1 when dir cannot be
 * listed (a missing dir is 0). Call it at start-up on each directory the game
 * saves into. */
int data_file_clean_temps(const char *dir, data_error *err);
/* The stem of every file named by the time: the local time as
 * "YYYYMMDD-HHMMSS", then tag ("" or "-trts", "-campaign"...). Every game's Save
 * makes its file from it with data_file_write_unique (data_save_save_new,
 * data_cq_save_save_new, data_campaign_save_new, data_trts_save_new), so two
 * saves in one second, or from two processes, never overwrite each other. */
void data_file_time_stem(char *out, size_t size, const char *tag);
/* Renames a damaged file to "<path>.corrupt-<YYYYMMDD-HHMMSS>" (-2, -3... when
 * taken), never deleting it; the new name's last part goes to `aside`. */
bool data_file_set_aside(const char *path, char *aside, size_t size);

/* `name` is the file name used in messages when parsing text held in memory. */
bool data_squad_parse(const char *text, size_t len, const char *name, esc_squad *squad, data_error *err);
bool data_squad_load(const char *path, esc_squad *squad, data_error *err);
/* Returns a malloc'd JSON text (caller frees), NULL on out of memory. */
char *data_squad_to_json(const esc_squad *squad);
bool data_squad_save(const char *path, const esc_squad *squad, data_error *err);

/* Portraits: each unit of a squad or unit file may name the picture the client
 * shows for it ("portrait": "archer"). It is cosmetic, so it is kept beside the
 * rules' structs instead of in esc_unit_def; "" means "pick one from the unit's
 * role". Every loader checks the key (a string of at most 23 characters among
 * a-z, 0-9 and "-"); only these variants return or write it. */
#define DATA_PORTRAIT_MAX 24
typedef struct data_portraits {
    char id[ESC_SQUAD_CAPACITY][DATA_PORTRAIT_MAX]; /* by unit index; "" = automatic */
} data_portraits;
bool data_portrait_id_valid(const char *id);
/* `portraits` may be NULL (then these are data_squad_parse / data_squad_to_json). */
bool data_squad_parse_portraits(const char *text, size_t len, const char *name, esc_squad *squad,
                                data_portraits *portraits, data_error *err);
char *data_squad_to_json_portraits(const esc_squad *squad, const data_portraits *portraits);
bool data_unit_parse_portrait(const char *text, size_t len, const char *name, esc_unit_def *unit,
                              char portrait[DATA_PORTRAIT_MAX], data_error *err);
char *data_unit_to_json_portrait(const esc_unit_def *unit, const char *portrait);

bool data_unit_parse(const char *text, size_t len, const char *name, esc_unit_def *unit, data_error *err);
bool data_unit_load(const char *path, esc_unit_def *unit, data_error *err);
char *data_unit_to_json(const esc_unit_def *unit);
bool data_unit_save(const char *path, const esc_unit_def *unit, data_error *err);

/* Maps are also checked with esc_map_test: a map a game cannot start on is refused. */
bool data_map_parse(const char *text, size_t len, const char *name, esc_map *map, data_error *err);
bool data_map_load(const char *path, esc_map *map, data_error *err);
char *data_map_to_json(const esc_map *map);
bool data_map_save(const char *path, const esc_map *map, data_error *err);

bool data_settings_parse(const char *text, size_t len, const char *name, esc_settings *settings, data_error *err);
bool data_settings_load(const char *path, esc_settings *settings, data_error *err);
char *data_settings_to_json(const esc_settings *settings);
bool data_settings_save(const char *path, const esc_settings *settings, data_error *err);

/* Saved games are records; loading replays the actions and refuses a file whose
 * squads cannot play or whose actions are not legal, naming the first bad action.
 * `record` must be zeroed or initialised; on success it is replaced.
 * A save holds at most DATA_SAVE_MAX_ACTIONS actions: loading refuses more and
 * saving refuses a longer record, so that every save the game writes (at most
 * about 50 bytes an action) stays under DATA_FILE_MAX_BYTES and reads back. */
#define DATA_SAVE_MAX_ACTIONS 50000
bool data_save_parse(const char *text, size_t len, const char *name, esc_record *record, data_error *err);
bool data_save_load(const char *path, esc_record *record, data_error *err);
char *data_save_to_json(const esc_record *record);
bool data_save_save(const char *path, const esc_record *record, data_error *err);
/* A new file <dir>/<stem>.json (or <stem>-2.json, -3…), claimed atomically
 * (data_file_write_unique); its path goes to `path`. For saves named by the time:
 * two in the same second, or from two processes, never overwrite each other. */
bool data_save_save_new(const char *dir, const char *stem, char *path, size_t size, const esc_record *record,
                        data_error *err);
/* The same with who played (docs/formats.md "Seats"): the writers add "seats"
 * when `seats` is not NULL; the readers fill seats[2] (when not NULL) from the
 * file, or with two humans for a save that has none (the hot-seat game older
 * versions always continued as). Levels: random, easy, normal, hard. */
bool data_save_parse_seats(const char *text, size_t len, const char *name, esc_record *record,
                           data_seat seats[ESC_SIDES], data_error *err);
bool data_save_load_seats(const char *path, esc_record *record, data_seat seats[ESC_SIDES], data_error *err);
/* The same for a match played with hooks the file does not carry (a campaign's
 * battle, docs/campaign.md §10): the actions are replayed with `hooks` (NULL:
 * the file's settings alone, as data_save_parse_seats). */
bool data_save_parse_hooks(const char *text, size_t len, const char *name, const esc_hooks *hooks,
                           esc_record *record, data_seat seats[ESC_SIDES], data_error *err);
char *data_save_to_json_seats(const esc_record *record, const data_seat seats[ESC_SIDES]);
bool data_save_save_seats(const char *path, const esc_record *record, const data_seat seats[ESC_SIDES],
                          data_error *err);
bool data_save_save_new_seats(const char *dir, const char *stem, char *path, size_t size, const esc_record *record,
                              const data_seat seats[ESC_SIDES], data_error *err);
/* The same with the moment's one thing the actions do not say: `held`, the side
 * whose turn ran out of actions but stays open until its End turn (Undo can
 * still take the last action back), -1 for none. Written as "held" when >= 0;
 * a save without it loads with -1. */
/* The moment a save was made at, beyond its actions: the held turn as above,
 * and the sides whose player pressed Auto-deploy while units are placed
 * ("auto_deploy": [bool, bool], written only when one is set). */
typedef struct data_save_moment {
    int held;
    bool auto_deploy[ESC_SIDES];
} data_save_moment;
#define DATA_SAVE_NO_MOMENT { -1, { false, false } }
bool data_save_load_moment(const char *path, esc_record *record, data_seat seats[ESC_SIDES], data_save_moment *moment,
                           data_error *err);
bool data_save_save_moment(const char *path, const esc_record *record, const data_seat seats[ESC_SIDES],
                           const data_save_moment *moment, data_error *err);
bool data_save_load_held(const char *path, esc_record *record, data_seat seats[ESC_SIDES], int *held,
                         data_error *err);
bool data_save_save_held(const char *path, const esc_record *record, const data_seat seats[ESC_SIDES], int held,
                         data_error *err);
bool data_save_save_new_held(const char *dir, const char *stem, char *path, size_t size, const esc_record *record,
                             const data_seat seats[ESC_SIDES], int held, data_error *err);
/* The same in memory: a campaign keeps its battle's save as text (its held
 * turn too, so a battle resumed after a crash is still open to Undo). */
char *data_save_to_json_held(const esc_record *record, const data_seat seats[ESC_SIDES], int held);
bool data_save_parse_hooks_held(const char *text, size_t len, const char *name, const esc_hooks *hooks,
                                esc_record *record, data_seat seats[ESC_SIDES], int *held, data_error *err);

/* The full state as JSON (phase, turn, units with statuses, markers, result), for
 * golden tests and bug reports; deterministic key order. Caller frees. */
char *data_state_to_json(const esc_game *game);

#endif
