/*
 * Autosaves, the same way for every game: the newest one that loads is offered
 * by the menu's Continue; a damaged one is set aside (renamed beside itself,
 * never deleted) with a message saying so, and never offered again. What was
 * found is kept until the folder changes, so the menu, drawn every frame, does
 * not read every file every frame. Every game's unfinished games in one list:
 * shell/unfinished.c.
 */
#define _POSIX_C_SOURCE 200809L /* struct stat's st_mtim */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "shell/app.h"
#include "shell/unfinished.h"
#include "skirmish/data/files.h"
#include "skirmish/data/save_list.h"
#include "skirmish/i18n.h"

void app_autosave_set_aside(app *a, const char *path, const data_error *why)
{
    app_autosave_set_aside_as(a, path, why, NULL, 0);
}

void app_autosave_set_aside_as(app *a, const char *path, const data_error *why, char *out, size_t size)
{
    char aside[DATA_PATH_MAX], name[96], reason[300] = "", said[sizeof a->message];
    if (out != NULL && size > 0)
        out[0] = '\0';
    if (data_file_set_aside(path, aside, sizeof aside)) {
        if (out != NULL && size > 0)
            snprintf(out, size, "%s", aside);
    } else {
        /* Cannot rename it (a read-only folder): it stays, and is skipped. */
        snprintf(aside, sizeof aside, "%s", path);
    }
    const char *base = strrchr(aside, '/');
    data_text_escape(name, sizeof name, base != NULL ? base + 1 : aside);
    if (why != NULL && why->message[0] != '\0')
        snprintf(reason, sizeof reason, "%.60s%s%.200s", why->key, why->key[0] ? _(": ") : "", why->message);
    if (reason[0])
        /* TRANSLATORS: %s is the file's new name, then why it does not load. */
        snprintf(said, sizeof said, _("A damaged autosave was set aside as %s: %s"), name, reason);
    else
        snprintf(said, sizeof said, _("A damaged autosave was set aside as %s"), name);
    /* After what start-up said (a settings file set aside), when both fit. */
    static const char sep[] = " · ";
    size_t used = strlen(a->message), n = strlen(said);
    if (used > 0 && used + strlen(sep) + n < sizeof a->message) {
        memcpy(a->message + used, sep, strlen(sep));
        memcpy(a->message + used + strlen(sep), said, n + 1);
    } else {
        memcpy(a->message, said, sizeof said);
    }
    a->dirty = true;
}

/* The folder's change time, to nanoseconds; 0 when it does not exist. */
static long long folder_stamp(const char *dir)
{
    struct stat st;
    if (stat(dir, &st) != 0)
        return 0;
    return (long long)st.st_mtim.tv_sec * 1000000000LL + st.st_mtim.tv_nsec + 1;
}

bool app_autosave_newest(app *a, app_autosaves *cache, const char *dir, app_autosave_loads loads, void *ctx,
                         char *out, size_t size)
{
    if (dir == NULL || dir[0] == '\0')
        return false;
    long long stamp = folder_stamp(dir);
    if (!cache->known || cache->stamp != stamp || strcmp(cache->dir, dir) != 0) {
        cache->known = true;
        snprintf(cache->dir, sizeof cache->dir, "%s", dir);
        cache->newest[0] = '\0';
        data_save_item *items = NULL;
        data_error err;
        int n = stamp != 0 ? data_save_list(dir, &items, &err) : 0;
        for (int i = 0; i < n && !cache->newest[0]; i++) {
            data_error_clear(&err);
            if (loads(a, items[i].path, ctx, &err))
                snprintf(cache->newest, sizeof cache->newest, "%s", items[i].path);
            else
                app_autosave_set_aside(a, items[i].path, &err);
        }
        free(items);
        /* Setting files aside changed the folder: this is what it holds now. */
        cache->stamp = folder_stamp(dir);
    }
    if (!cache->newest[0])
        return false;
    if (out != NULL && size > 0)
        snprintf(out, size, "%s", cache->newest);
    return true;
}
