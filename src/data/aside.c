/*
 * Files named by the time: a damaged file set aside as
 * "<file>.corrupt-<YYYYMMDD-HHMMSS>" beside itself (never deleted, so the player
 * can look at it and nothing offers it again), and the new files every game's
 * Save and autosave name by the time, claimed atomically.
 */
#define _POSIX_C_SOURCE 200809L /* localtime_r, lstat */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "fileio_internal.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"

void data_file_time_stem(char *out, size_t size, const char *tag)
{
    char stamp[32];
    time_t now = time(NULL);
    struct tm tm;
    if (localtime_r(&now, &tm) == NULL || strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm) == 0)
        snprintf(stamp, sizeof stamp, "%lld", (long long)now);
    snprintf(out, size, "%s%s", stamp, tag != NULL ? tag : "");
}

bool data_file_save_text_stamped(const char *dir, const char *tag, char *text, char *out, size_t size, data_error *err)
{
    char stem[96];
    data_file_time_stem(stem, sizeof stem, tag);
    return data_file_save_text_unique(dir, stem, ".json", text, out, size, err);
}

bool data_file_set_aside(const char *path, char *aside, size_t size)
{
    char stamp[32];
    data_file_time_stem(stamp, sizeof stamp, "");
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
