/*
 * Listing the JSON files of a folder, for screens that offer maps, squads or
 * saved games.
 */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>

#include "shell/app.h"

static int compare_paths(const void *x, const void *y) { return strcmp((const char *)x, (const char *)y); }

int app_list_json(const char *dir, char (*out)[DATA_PATH_MAX], int cap)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < cap) {
        size_t len = strlen(e->d_name);
        if (len > 5 && strcmp(e->d_name + len - 5, ".json") == 0 && e->d_name[0] != '.')
            if (data_paths_join(out[n], DATA_PATH_MAX, dir, e->d_name))
                n++;
    }
    closedir(d);
    qsort(out, (size_t)n, DATA_PATH_MAX, compare_paths);
    return n;
}
