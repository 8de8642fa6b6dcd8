/*
 * Setting a damaged file aside: renamed to "<file>.corrupt-<YYYYMMDD-HHMMSS>"
 * beside itself, never deleted, so the player can look at it and nothing offers
 * it again.
 */
#define _POSIX_C_SOURCE 200809L /* localtime_r, lstat */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"

bool data_file_set_aside(const char *path, char *aside, size_t size)
{
    char stamp[32];
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm) == NULL || strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm) == 0)
        snprintf(stamp, sizeof stamp, "%lld", (long long)now);
    char target[DATA_PATH_MAX + 64];
    for (int k = 1; k < 100; k++) {
        if (k == 1)
            snprintf(target, sizeof target, "%s.corrupt-%s", path, stamp);
        else
            snprintf(target, sizeof target, "%s.corrupt-%s-%d", path, stamp, k);
        struct stat st;
        if (lstat(target, &st) == 0)
            continue;
        if (rename(path, target) != 0)
            return false;
        const char *slash = strrchr(target, '/');
        if (aside && size)
            snprintf(aside, size, "%s", slash ? slash + 1 : target);
        return true;
    }
    return false;
}
