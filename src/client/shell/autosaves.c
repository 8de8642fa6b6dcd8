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
#include <time.h>

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
        app_unfinished_forget_origin(path); /* a later autosave of that name came from no save */
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

static bool origin_path(const char *autosave, char *out, size_t size)
{
    return autosave != NULL && autosave[0] != '\0' && (size_t)snprintf(out, size, "%s.from", autosave) < size;
}

void app_unfinished_note_origin(const char *autosave, const char *save)
{
    char path[DATA_PATH_MAX + 8];
    if (save == NULL || !origin_path(autosave, path, sizeof path))
        return;
    FILE *f = fopen(path, "r");
    if (f != NULL) { /* written once: the first save it came from */
        fclose(f);
        return;
    }
    const char *base = strrchr(save, '/');
    base = base != NULL ? base + 1 : save;
    f = fopen(path, "w");
    if (f != NULL) {
        fprintf(f, "%.90s\n", base);
        fclose(f);
    }
}

void app_unfinished_forget_origin(const char *autosave)
{
    char path[DATA_PATH_MAX + 8];
    if (origin_path(autosave, path, sizeof path))
        remove(path);
}

/* The note beside an autosave ("" none). */
void app_unfinished_read_origin(const char *autosave, char *out, size_t size)
{
    char path[DATA_PATH_MAX + 8];
    out[0] = '\0';
    FILE *f = origin_path(autosave, path, sizeof path) ? fopen(path, "r") : NULL;
    if (f == NULL)
        return;
    if (fgets(out, (int)size, f) == NULL)
        out[0] = '\0';
    fclose(f);
    out[strcspn(out, "\r\n")] = '\0';
}

bool app_unfinished_when(time_t t, char *out, size_t size)
{
    time_t now = time(NULL);
    struct tm then_tm, now_tm;
    out[0] = '\0';
    if (localtime_r(&t, &then_tm) && localtime_r(&now, &now_tm) && then_tm.tm_year == now_tm.tm_year &&
        then_tm.tm_yday == now_tm.tm_yday) {
        strftime(out, size, "%H:%M", &then_tm);
        return true;
    }
    i18n_date(out, size, t);
    return false;
}

void app_unfinished_origin_text(const char *origin, char *out, size_t size)
{
    out[0] = '\0';
    if (origin == NULL || origin[0] == '\0')
        return;
    /* A save's name is when it was made ("20261207-133100-campaign.json"). */
    int y, mo, d, h, mi, s;
    char when[64] = "";
    bool today = false;
    if (sscanf(origin, "%4d%2d%2d-%2d%2d%2d", &y, &mo, &d, &h, &mi, &s) == 6) {
        struct tm tm = { .tm_year = y - 1900, .tm_mon = mo - 1, .tm_mday = d, .tm_hour = h, .tm_min = mi,
                         .tm_sec = s, .tm_isdst = -1 };
        today = app_unfinished_when(mktime(&tm), when, sizeof when);
    }
    if (when[0] && today)
        /* TRANSLATORS: in the Continue list, an autosave that goes on from a loaded save made today; %s is a time
         * ("14:20") */
        snprintf(out, size, _("from the save made today at %s"), when);
    else if (when[0])
        /* TRANSLATORS: in the Continue list, an autosave that goes on from a loaded save: when that save was made,
         * a date and time */
        snprintf(out, size, _("from the save of %s"), when);
    else
        /* TRANSLATORS: in the Continue list, an autosave that goes on from a loaded save: its file name */
        snprintf(out, size, _("from the save '%s'"), origin);
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
