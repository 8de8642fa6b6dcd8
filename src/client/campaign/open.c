#define _POSIX_C_SOURCE 200809L /* localtime_r */
/*
 * Opening a saved campaign: Load (a file, or an autosave from the Continue
 * list), Continue (the newest autosave that loads; damaged ones set aside),
 * and the titles the Load and Continue screens show. Above the campaign
 * screen it opens (play.c) and the saves' own file (content.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/save_list.h"

static bool newest_autosave(app *a, char *out, size_t size);

static bool open_file(app *a, const char *path, const char *autosave)
{
    campaign_loaded *l = malloc(sizeof *l);
    if (!l) {
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    data_error err;
    char *match = NULL;
    evlog events;
    evlog_init(&events);
    data_campaign_record record; /* none in a save made before records: a game, not a replay */
    data_campaign_record_init(&record);
    if (!data_campaign_load_record(path, &l->map, &l->state, l->seats, &match, &events, &record, &err)) {
        data_error_format(&err, a->message, sizeof a->message);
        free(l);
        a->dirty = true;
        return false;
    }
    /* A battle saved half-fought goes on at its last action (docs/campaign.md). */
    campaign_play_args args = { &l->map, &l->state, autosave, l->seats, match, &events, &record, NULL,
                                autosave ? NULL : path };
    bool ok = app_scene_open_from_root(a, &campaign_play_scene, &args);
    data_campaign_record_free(&record);
    evlog_free(&events);
    free(match);
    free(l);
    return ok;
}

/* An autosave (the Continue list opens any of them) goes on in its own file. */
bool campaign_load(app *a, const char *path)
{
    campaign_content *k = campaign_content_get(a);
    size_t n = k ? strlen(k->autosave_dir) : 0;
    bool autosave = n > 0 && strncmp(path, k->autosave_dir, n) == 0 && path[n] == '/';
    return open_file(a, path, autosave ? path : NULL);
}

/* When a save was made, from its name ("20261126-142320-campaign.json"), in the
 * player's language; "" when the name says nothing. */
static void save_date(const char *path, char *out, size_t size)
{
    out[0] = '\0';
    const char *name = strrchr(path, '/');
    name = name ? name + 1 : path;
    int y, mo, d, h, mi, s;
    if (sscanf(name, "%4d%2d%2d-%2d%2d%2d", &y, &mo, &d, &h, &mi, &s) == 6) {
        struct tm tm = { .tm_year = y - 1900, .tm_mon = mo - 1, .tm_mday = d, .tm_hour = h, .tm_min = mi,
                         .tm_sec = s, .tm_isdst = -1 };
        i18n_date(out, size, mktime(&tm));
    }
}

static const char *phase_name(int phase)
{
    switch ((campaign_phase)phase) {
    case CAMPAIGN_PHASE_DOWNTIME: return _("Downtime");
    case CAMPAIGN_PHASE_ORDERS: return _("Orders");
    case CAMPAIGN_PHASE_STANDOFFS: return _("The reveal"); /* as the top bar names it */
    case CAMPAIGN_PHASE_BATTLES: return _("Battles");
    case CAMPAIGN_PHASE_RESOLUTION: return _("Resolution");
    default: return _("Over");
    }
}

bool campaign_save_title(const char *path, char *out, int size)
{
    campaign_loaded *l = malloc(sizeof *l);
    if (!l)
        return false;
    data_error err;
    bool ok = data_campaign_load(path, &l->map, &l->state, NULL, &err);
    if (ok && out && size > 0) {
        char players[48], when[40];
        int n = l->state.settings.n_players;
        snprintf(players, sizeof players, P_("%d player", "%d players", n), n);
        save_date(path, when, sizeof when);
        const char *name = i18n_content(l->map.name);
        if (l->state.phase == CAMPAIGN_PHASE_OVER)
            /* TRANSLATORS: a line of the Load screen: the map's name, the last turn, "2 players", the save's date */
            snprintf(out, (size_t)size, _("Campaign · %.48s · over after turn %d · %s · %s"), name, l->state.turn, players,
                     when);
        else
            /* TRANSLATORS: a line of the Load screen: the map's name, the turn, the turn limit, the phase
             * ("Orders"), "2 players", the save's date */
            snprintf(out, (size_t)size, _("Campaign · %.48s · turn %d of %d, %s · %s · %s"), name, l->state.turn,
                     l->state.settings.turn_limit, phase_name(l->state.phase), players, when);
    }
    free(l);
    return ok;
}

bool campaign_continue_title(app *a, char *out, size_t size)
{
    campaign_content *k = campaign_content_get(a);
    char path[DATA_PATH_MAX];
    if (!k || !newest_autosave(a, path, sizeof path))
        return false;
    /* Read once per autosave file, not at every frame of the menu. */
    if (strcmp(path, k->continue_path) != 0) {
        snprintf(k->continue_path, sizeof k->continue_path, "%s", path);
        if (!campaign_save_title(path, k->continue_title, (int)sizeof k->continue_title))
            k->continue_title[0] = '\0';
    }
    snprintf(out, size, "%s", k->continue_title);
    return out[0] != '\0';
}

bool campaign_save_is(const char *path) { return campaign_save_title(path, NULL, 0); }

/* Whether a campaign autosave loads; err says why not. */
static bool campaign_autosave_loads(app *a, const char *path, void *ctx, data_error *err)
{
    (void)a;
    (void)ctx;
    campaign_loaded *l = malloc(sizeof *l);
    if (!l)
        return true; /* out of memory is no reason to set a file aside */
    bool ok = data_campaign_load(path, &l->map, &l->state, NULL, err);
    free(l);
    return ok;
}

/* The newest autosave that loads; damaged ones are set aside on the way. */
static bool newest_autosave(app *a, char *out, size_t size)
{
    campaign_content *k = campaign_content_get(a);
    if (!k || !k->autosave_dir[0])
        return false;
    return app_autosave_newest(a, &k->autosaves, k->autosave_dir, campaign_autosave_loads, NULL, out, size);
}

bool campaign_can_continue(app *a)
{
    char path[DATA_PATH_MAX];
    return newest_autosave(a, path, sizeof path);
}

bool campaign_continue(app *a)
{
    char path[DATA_PATH_MAX];
    if (!newest_autosave(a, path, sizeof path)) {
        if (!a->message[0])
            snprintf(a->message, sizeof a->message, "%s", _("No unfinished campaign to continue"));
        return false;
    }
    return open_file(a, path, path);
}
