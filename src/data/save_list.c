/*
 * Listing saved games newest first (save_list.h).
 */
#define _POSIX_C_SOURCE 200809L

#include "skirmish/data/save_list.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* Newest first; equal times by name, the larger first (names are time stamps). */
static int compare_items(const void *x, const void *y)
{
    const data_save_item *a = x, *b = y;
    if (a->mtime_ns != b->mtime_ns)
        return a->mtime_ns > b->mtime_ns ? -1 : 1;
    return -strcmp(a->path, b->path);
}

int data_save_list(const char *dir, data_save_item **items, data_error *err)
{
    data_error_clear(err);
    *items = NULL;
    DIR *d = opendir(dir);
    if (d == NULL) {
        if (errno == ENOENT)
            return 0;
        data_error_set(err, DATA_ERR_IO, dir, NULL, "cannot be listed: %s", strerror(errno));
        return -1;
    }
    data_save_item *list = NULL;
    int n = 0, cap = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        size_t len = strlen(de->d_name);
        if (de->d_name[0] == '.' || len <= 5 || strcmp(de->d_name + len - 5, ".json") != 0)
            continue;
        if (n == cap) {
            int want = cap ? cap * 2 : 64;
            data_save_item *bigger = realloc(list, (size_t)want * sizeof *bigger);
            if (bigger == NULL) {
                free(list);
                closedir(d);
                data_error_set(err, DATA_ERR_MEMORY, dir, NULL, "out of memory listing the saves");
                return -1;
            }
            list = bigger;
            cap = want;
        }
        data_save_item *it = &list[n];
        if (!data_paths_join(it->path, sizeof it->path, dir, de->d_name))
            continue;
        struct stat st;
        if (stat(it->path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        it->mtime_ns = (int64_t)st.st_mtim.tv_sec * 1000000000 + st.st_mtim.tv_nsec;
        n++;
    }
    closedir(d);
    if (n > 1)
        qsort(list, (size_t)n, sizeof *list, compare_items);
    if (n == 0) {
        free(list);
        list = NULL;
    }
    *items = list;
    return n;
}
