/*
 * Where files live: the game's read-only data (maps, assets, default squads) and
 * the user's own files under the XDG base directories.
 *
 * Data is looked for, in order: $SKIRMISH_DATA_DIR; next to the program
 * (<base>/../share/skirmish, then <base> itself); the directory the program was
 * installed to; the source tree it was built from (so it runs from the build tree).
 * A candidate counts when it holds maps/ and assets/. The working directory is never
 * consulted.
 */
#ifndef SKIRMISH_DATA_PATHS_H
#define SKIRMISH_DATA_PATHS_H

#include <stdbool.h>
#include <stddef.h>

#define DATA_PATH_MAX 1024

/* `base` is the program's directory (SDL_GetBasePath, or NULL if unknown);
 * `installed` and `source` are the compile-time install and source data dirs
 * (either may be NULL). False when no candidate holds the data. */
bool data_paths_find_data_dir(const char *base, const char *installed, const char *source, char *out, size_t size);
/* $XDG_CONFIG_HOME/skirmish (default ~/.config/skirmish): settings. */
bool data_paths_config_dir(char *out, size_t size);
/* $XDG_DATA_HOME/skirmish (default ~/.local/share/skirmish): squads, units, saves. */
bool data_paths_user_data_dir(char *out, size_t size);
/* mkdir -p; true if the directory exists afterwards. */
bool data_paths_make_dirs(const char *path);
/* dir + "/" + name into out; false if it does not fit. */
bool data_paths_join(char *out, size_t size, const char *dir, const char *name);
bool data_paths_is_dir(const char *path);
bool data_paths_is_file(const char *path);

#endif
