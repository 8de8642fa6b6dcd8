/*
 * Data-directory discovery and the XDG user directories.
 */
#define _XOPEN_SOURCE 700 /* realpath */
#include "skirmish/data/paths.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

bool data_paths_join(char *out, size_t size, const char *dir, const char *name)
{
    size_t n = strlen(dir);
    bool slash = n > 0 && dir[n - 1] == '/';
    int w = snprintf(out, size, "%s%s%s", dir, slash ? "" : "/", name);
    return w >= 0 && (size_t)w < size;
}

bool data_paths_is_dir(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISDIR(st.st_mode);
}

bool data_paths_is_file(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0 && S_ISREG(st.st_mode);
}

static bool holds_data(const char *dir)
{
    char p[DATA_PATH_MAX];
    return data_paths_join(p, sizeof p, dir, "maps") && data_paths_is_dir(p) &&
           data_paths_join(p, sizeof p, dir, "assets") && data_paths_is_dir(p);
}

static bool try_dir(const char *dir, char *out, size_t size)
{
    if (!dir || !*dir || !holds_data(dir))
        return false;
    /* realpath tidies "bin/../share" for messages; fall back to the text itself. */
    char *real = realpath(dir, NULL);
    int w = snprintf(out, size, "%s", real ? real : dir);
    free(real);
    return w >= 0 && (size_t)w < size;
}

bool data_paths_find_data_dir(const char *base, const char *installed, const char *source, char *out, size_t size)
{
    if (try_dir(getenv("SKIRMISH_DATA_DIR"), out, size))
        return true;
    if (base && *base) {
        char p[DATA_PATH_MAX];
        if (data_paths_join(p, sizeof p, base, "../share/skirmish") && try_dir(p, out, size))
            return true;
        if (try_dir(base, out, size))
            return true;
    }
    return try_dir(installed, out, size) || try_dir(source, out, size);
}

static bool xdg_dir(const char *var, const char *fallback, char *out, size_t size)
{
    const char *v = getenv(var);
    int w;
    /* The spec says a relative XDG path is invalid and must be ignored. */
    if (v && v[0] == '/')
        w = snprintf(out, size, "%s/skirmish", v);
    else {
        const char *home = getenv("HOME");
        if (!home || home[0] != '/')
            return false;
        w = snprintf(out, size, "%s/%s/skirmish", home, fallback);
    }
    return w >= 0 && (size_t)w < size;
}

bool data_paths_config_dir(char *out, size_t size)
{
    return xdg_dir("XDG_CONFIG_HOME", ".config", out, size);
}

bool data_paths_user_data_dir(char *out, size_t size)
{
    return xdg_dir("XDG_DATA_HOME", ".local/share", out, size);
}

bool data_paths_make_dirs(const char *path)
{
    char p[DATA_PATH_MAX];
    if (snprintf(p, sizeof p, "%s", path) >= (int)sizeof p)
        return false;
    for (char *s = p + 1; *s; s++) {
        if (*s != '/')
            continue;
        *s = '\0';
        if (mkdir(p, 0755) != 0 && errno != EEXIST)
            return false;
        *s = '/';
    }
    if (mkdir(p, 0755) != 0 && errno != EEXIST)
        return false;
    return data_paths_is_dir(p);
}
