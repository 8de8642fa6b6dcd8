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

/* Names in the order they were made: time stamps, then the number a name taken
 * in the same second gets ("...-escarmouche.json", "...-2.json", "...-10.json"):
 * runs of digits compare as numbers, the extension left out, and a name that is
 * the start of another comes before it. */
static int compare_names(const char *a, const char *b)
{
    const char *ea = strrchr(a, '.'), *eb = strrchr(b, '.');
    size_t na = ea ? (size_t)(ea - a) : strlen(a), nb = eb ? (size_t)(eb - b) : strlen(b);
    size_t i = 0, j = 0;
    while (i < na && j < nb) {
        if (a[i] >= '0' && a[i] <= '9' && b[j] >= '0' && b[j] <= '9') {
            size_t si = i, sj = j;
            while (si < na && a[si] == '0')
                si++;
            while (sj < nb && b[sj] == '0')
                sj++;
            size_t ei = si, ej = sj;
            while (ei < na && a[ei] >= '0' && a[ei] <= '9')
                ei++;
            while (ej < nb && b[ej] >= '0' && b[ej] <= '9')
                ej++;
            if (ei - si != ej - sj)
                return ei - si < ej - sj ? -1 : 1;
            int c = strncmp(a + si, b + sj, ei - si);
            if (c != 0)
                return c;
            i = ei;
            j = ej;
        } else if (a[i] != b[j]) {
            return (unsigned char)a[i] < (unsigned char)b[j] ? -1 : 1;
        } else {
            i++;
            j++;
        }
    }
    if ((na - i) != (nb - j))
        return na - i < nb - j ? -1 : 1;
    return strcmp(a, b);
}

/* Newest first; equal times (a file system's clock is coarse: several games kept
 * in one tick) by name, the later made first. */
static int compare_items(const void *x, const void *y)
{
    const data_save_item *a = x, *b = y;
    if (a->mtime_ns != b->mtime_ns)
        return a->mtime_ns > b->mtime_ns ? -1 : 1;
    return -compare_names(a->path, b->path);
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
