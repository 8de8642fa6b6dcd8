#define _POSIX_C_SOURCE 200809L /* localtime_r, getpid */
/*
 * Escarmouche's content and its ways into a battle (see escarmouche.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "board/battle.h"
#include "board/view.h"
#include "escarmouche/escarmouche.h"
#include "shell/unfinished.h"
#include "skirmish/ai/ai.h"
#include "skirmish/data/files.h"
#include "skirmish/data/save_list.h"
#include "skirmish/i18n.h"

static void load_maps(app *a, escarmouche_content *c)
{
    static char paths[ESCARMOUCHE_MAX_MAPS][DATA_PATH_MAX];
    char dir[DATA_PATH_MAX];
    data_error err;
    c->n_maps = 0;
    if (!data_paths_join(dir, sizeof dir, a->assets.data_dir, "maps"))
        return;
    int n = app_list_json(dir, paths, ESCARMOUCHE_MAX_MAPS);
    for (int i = 0; i < n; i++)
        if (data_map_load(paths[i], &c->maps[c->n_maps], &err))
            c->n_maps++;
        else {
            char msg[700];
            data_error_format(&err, msg, sizeof msg);
            SDL_Log("skipping a map: %s", msg);
        }
}

static int compare_squad_names(const void *x, const void *y)
{
    const esc_squad *p = x, *q = y;
    int by_name = strcasecmp(p->name, q->name);
    return by_name ? by_name : strcmp(p->name, q->name);
}

static void reload_squads(app *a, escarmouche_content *c)
{
    static char paths[ESCARMOUCHE_MAX_SQUADS][DATA_PATH_MAX];
    char dir[DATA_PATH_MAX];
    data_error err;
    c->n_squads = 0;
    for (int pass = 0; pass < 2; pass++) {
        bool ok = pass == 0 ? data_paths_join(dir, sizeof dir, a->assets.data_dir, "assets/squads")
                            : data_paths_join(dir, sizeof dir, a->user_dir, "squads");
        if (!ok)
            continue;
        int n = app_list_json(dir, paths, ESCARMOUCHE_MAX_SQUADS - c->n_squads);
        for (int i = 0; i < n; i++)
            if (data_squad_load(paths[i], &c->squads[c->n_squads], &err))
                c->n_squads++;
    }
    /* Offered by name, whatever the files are called: the choice follows its
     * squad to its new place. */
    char chosen[2][ESC_SIDES][ESC_NAME_MAX];
    escarmouche_setup *setups[2] = { &c->setup, &c->watch };
    for (int k = 0; k < 2; k++)
        for (int s = 0; s < ESC_SIDES; s++)
            snprintf(chosen[k][s], sizeof chosen[k][s], "%s",
                     setups[k]->squad[s] < c->n_squads ? c->squads[setups[k]->squad[s]].name : "");
    qsort(c->squads, (size_t)c->n_squads, sizeof c->squads[0], compare_squad_names);
    for (int k = 0; k < 2; k++)
        for (int s = 0; s < ESC_SIDES; s++) {
            /* The Barracks may have deleted the squad a side had chosen. */
            int at = 0;
            for (int i = 0; i < c->n_squads; i++)
                if (strcmp(c->squads[i].name, chosen[k][s]) == 0) {
                    at = i;
                    break;
                }
            setups[k]->squad[s] = at;
        }
}

static void *content_create(app *a)
{
    escarmouche_content *c = calloc(1, sizeof *c);
    if (!c)
        return NULL;
    if (a->user_dir[0] && data_paths_join(c->autosave_dir, sizeof c->autosave_dir, a->user_dir, "autosaves")) {
        /* The single autosave of earlier versions joins the folder. */
        char old[DATA_PATH_MAX], moved[DATA_PATH_MAX];
        if (data_paths_join(old, sizeof old, a->user_dir, "autosave.json") && data_paths_is_file(old) &&
            data_paths_make_dirs(c->autosave_dir) &&
            data_paths_join(moved, sizeof moved, c->autosave_dir, "earlier-autosave.json") && !data_paths_is_file(moved))
            rename(old, moved);
    } else {
        c->autosave_dir[0] = '\0';
    }
    load_maps(a, c);
    reload_squads(a, c);
    for (int i = 0; i < c->n_maps; i++)
        if (strcmp(c->maps[i].name, "Crossroads") == 0)
            c->setup.map = i;
    c->setup.squad[0] = 0;
    c->setup.squad[1] = escarmouche_even_partner(c, 0);
    c->setup.human[0] = true;
    c->setup.human[1] = false;
    c->setup.level[0] = c->setup.level[1] = AI_NORMAL;
    c->setup.round_limit = ESC_DEFAULT_ROUND_LIMIT;
    /* Watching: two different legal squads, hard against normal. */
    c->watch = c->setup;
    c->watch.human[0] = c->watch.human[1] = false;
    c->watch.level[0] = AI_HARD;
    c->watch.level[1] = AI_NORMAL;
    c->watch.speed = a->prefs.anim_speed;
    for (int i = 0; i < c->n_squads; i++)
        if (esc_squad_test(&c->squads[i]).problem == ESC_SQUAD_OK) {
            c->watch.squad[0] = i;
            c->watch.squad[1] = escarmouche_even_partner(c, i);
            break;
        }
    return c;
}

int escarmouche_even_partner(const escarmouche_content *c, int first)
{
    int fallback = c->n_squads > 1 ? (first == 0 ? 1 : 0) : 0;
    if (first < 0 || first >= c->n_squads)
        return fallback;
    esc_squad_report mine = esc_squad_test(&c->squads[first]);
    bool found_other = false;
    for (int i = 0; i < c->n_squads; i++) {
        if (i == first)
            continue;
        esc_squad_report r = esc_squad_test(&c->squads[i]);
        if (r.problem != ESC_SQUAD_OK)
            continue;
        if (r.rank_points == mine.rank_points)
            return i;
        if (!found_other) {
            fallback = i;
            found_other = true;
        }
    }
    return fallback;
}

static void content_destroy(app *a, void *self)
{
    (void)a;
    free(self);
}

const app_service escarmouche_service = { "escarmouche", content_create, content_destroy };

escarmouche_content *escarmouche_content_get(app *a) { return app_service_get(a, &escarmouche_service); }

void escarmouche_reload_squads(app *a)
{
    escarmouche_content *c = escarmouche_content_get(a);
    if (c)
        reload_squads(a, c);
}

/* A match whose thinking wakes the loop. `autosave`: the file it keeps up to
 * date ("" for none, NULL for a new file of its own in the autosave folder). */
static void match_prepare(app *a, escarmouche_content *c, board_match *m, const char *autosave)
{
    board_match_init_empty(m);
    m->wake_event = a->wake_event == (Uint32)-1 ? 0 : a->wake_event;
    if (autosave) {
        snprintf(m->autosave_path, sizeof m->autosave_path, "%s", autosave);
        return;
    }
    if (!c->autosave_dir[0])
        return;
    if (!data_paths_make_dirs(c->autosave_dir)) {
        /* TRANSLATORS: why autosaving fails; %s is a folder. */
        snprintf(m->autosave_error, sizeof m->autosave_error, _("cannot create the folder %s"), c->autosave_dir);
        return;
    }
    /* One file per match: a new match never writes over an unfinished one. */
    char stamp[32], name[96];
    time_t now = time(NULL);
    struct tm tm;
    localtime_r(&now, &tm);
    strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
    snprintf(name, sizeof name, "%s-%ld-%d.json", stamp, (long)getpid(), ++c->autosave_serial);
    if (!data_paths_join(m->autosave_path, sizeof m->autosave_path, c->autosave_dir, name)) {
        m->autosave_path[0] = '\0';
        snprintf(m->autosave_error, sizeof m->autosave_error, "%s", _("the autosave folder's path is too long"));
    }
}

void escarmouche_match_prepare(app *a, board_match *m, bool autosave)
{
    escarmouche_content *c = escarmouche_content_get(a);
    if (!c) {
        board_match_init_empty(m);
        return;
    }
    match_prepare(a, c, m, autosave ? NULL : "");
}

void escarmouche_setup_seats(const escarmouche_setup *s, data_seat seats[ESC_SIDES])
{
    for (int side = 0; side < ESC_SIDES; side++)
        data_seat_set(&seats[side], !s->human[side], ai_level_id((ai_level)s->level[side]));
    for (int side = 0; side < ESC_SIDES; side++)
        data_seat_set_name(seats, ESC_SIDES, side, s->name[side]);
}

static bool start_from(app *a, escarmouche_content *c, escarmouche_setup s, bool demo, bool watch)
{
    const esc_squad *squads[ESC_SIDES] = { &c->squads[s.squad[0]], &c->squads[s.squad[1]] };
    esc_settings settings;
    esc_settings_default(&settings);
    settings.round_limit = s.round_limit;
    uint64_t seed = (uint64_t)time(NULL) ^ ((uint64_t)SDL_GetPerformanceCounter() << 20);
    const char *fixed = getenv("SKIRMISH_SEED");
    if (fixed && *fixed)
        seed = strtoull(fixed, NULL, 10);
    char why[256];
    board_match m;
    /* Watching the computer keeps no autosave: Continue is for the player's matches. */
    match_prepare(a, c, &m, demo ? "" : NULL);
    if (!board_match_start(&m, &c->maps[s.map], squads, &settings, seed, s.human, why, sizeof why)) {
        board_match_free(&m);
        snprintf(a->message, sizeof a->message, "%s", why);
        a->dirty = true;
        return false;
    }
    data_seat seats[ESC_SIDES];
    escarmouche_setup_seats(&s, seats);
    board_match_set_seats(&m, seats);
    board_battle_args args = { &m, demo, false, false };
    bool ok = app_scene_open_from_root(a, &board_battle_scene, &args);
    board_match_free(&m); /* empty if the battle took it over */
    board_battle *bb = ok && watch ? board_battle_current(a) : NULL;
    if (bb) {
        /* The watch's own speed; the player's setting stays as it is. */
        bb->own_speed = true;
        bb->speed = s.speed;
    }
    return ok;
}

static bool playable(app *a, escarmouche_content *c)
{
    if (c && c->n_maps > 0 && c->n_squads > 0)
        return true;
    snprintf(a->message, sizeof a->message, "%s", _("No maps or squads to play with"));
    a->dirty = true;
    return false;
}

/* When a saved match was made, for a person: its file's name starts with the
 * local time (match_prepare); other names are shown as they are. */
static void save_when(const char *path, char *when, size_t size)
{
    const char *name = strrchr(path, '/');
    name = name ? name + 1 : path;
    int y, mo, d, h, mi, sec;
    if (sscanf(name, "%4d%2d%2d-%2d%2d%2d", &y, &mo, &d, &h, &mi, &sec) == 6) {
        struct tm tm;
        memset(&tm, 0, sizeof tm);
        tm.tm_year = y - 1900;
        tm.tm_mon = mo - 1;
        tm.tm_mday = d;
        tm.tm_hour = h;
        tm.tm_min = mi;
        tm.tm_sec = sec;
        tm.tm_isdst = -1;
        time_t t = mktime(&tm);
        if (t != (time_t)-1)
            i18n_date(when, size, t);
        else
            snprintf(when, size, "%04d-%02d-%02d %02d:%02d", y, mo, d, h, mi);
    } else {
        snprintf(when, size, "%.40s", name);
    }
}

/* Makes room for one more unfinished match: the oldest beyond the kept number
 * are removed (the player was asked). */
static void prune_autosaves(app *a)
{
    escarmouche_autosaves *list = malloc(sizeof *list);
    if (!list)
        return;
    escarmouche_list_autosaves(a, list);
    for (int i = ESCARMOUCHE_AUTOSAVES_KEPT - 1; i < list->n; i++)
        remove(list->path[i]);
    free(list);
}

static void start_anyway(app *a, void *ctx)
{
    (void)ctx;
    escarmouche_content *c = escarmouche_content_get(a);
    if (!c)
        return;
    prune_autosaves(a);
    start_from(a, c, c->setup, false, false);
}

bool escarmouche_start(app *a, bool demo)
{
    escarmouche_content *c = escarmouche_content_get(a);
    if (!playable(a, c))
        return false;
    escarmouche_setup s = c->setup;
    if (demo) {
        /* --demo: two different squads, both played by the computer. */
        s.human[0] = s.human[1] = false;
        s.level[0] = AI_HARD;
        s.level[1] = AI_NORMAL;
        s.name[0][0] = s.name[1][0] = '\0';
        s.squad[0] = (int)(SDL_GetTicks() % (Uint32)c->n_squads);
        s.squad[1] = c->n_squads > 1 ? (s.squad[0] + 1) % c->n_squads : 0;
        return start_from(a, c, s, demo, false);
    }
    /* A new match's autosave would push the oldest unfinished one out: ask. */
    escarmouche_autosaves *list = malloc(sizeof *list);
    if (list) {
        escarmouche_list_autosaves(a, list);
        if (list->n >= ESCARMOUCHE_AUTOSAVES_KEPT) {
            char question[600], when[48];
            save_when(list->path[list->n - 1], when, sizeof when);
            /* TRANSLATORS: asked before a new match in a small box (about 120 characters fit);
             * %s is the oldest match's date and time. */
            snprintf(question, sizeof question,
                     P_("%d unfinished match is kept for Continue. A new one drops the oldest (%s). Start anyway?",
                        "%d unfinished matches are kept for Continue. A new one drops the oldest (%s). Start anyway?",
                        list->n),
                     list->n, when);
            free(list);
            return app_confirm(a, question, _("Start"), _("Cancel"), start_anyway, NULL) && false;
        }
        free(list);
    }
    return start_from(a, c, s, demo, false);
}

bool escarmouche_start_watch(app *a)
{
    escarmouche_content *c = escarmouche_content_get(a);
    if (!playable(a, c))
        return false;
    escarmouche_setup s = c->watch;
    s.human[0] = s.human[1] = false;
    return start_from(a, c, s, true, true);
}

bool escarmouche_load(app *a, const char *path)
{
    escarmouche_content *c = escarmouche_content_get(a);
    if (!c) {
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    data_error err;
    /* Loading replaces the match only when the file is good. A continued
     * autosave goes on in its own file; any other save gets a new one. */
    board_match m;
    size_t dir_len = strlen(c->autosave_dir);
    bool from_autosave = dir_len > 0 && strncmp(path, c->autosave_dir, dir_len) == 0 && path[dir_len] == '/';
    match_prepare(a, c, &m, from_autosave ? path : NULL);
    if (!board_match_load(&m, path, &err)) {
        board_match_free(&m);
        data_error_format(&err, a->message, sizeof a->message);
        a->dirty = true;
        return false;
    }
    if (!from_autosave) {
        /* its Continue row says which save it goes on from (shell/unfinished.h) */
        app_unfinished_note_origin(m.autosave_path, path);
        /* Written now, not at the first action: a player who loads and quits
         * finds Continue at the loaded position, not at an older game's
         * (play-test 13). */
        board_match_autosave(&m);
    }
    board_battle_args args = { &m, false, false, false };
    /* A message the screen left showing (a damaged autosave set aside on the
     * way here) is not lost with it: the battle says it in its top bar. */
    char pending[sizeof a->message];
    snprintf(pending, sizeof pending, "%s", a->message);
    bool ok = app_scene_open_from_root(a, &board_battle_scene, &args);
    board_match_free(&m);
    if (ok && pending[0])
        app_notify(a, pending);
    return ok;
}

void escarmouche_save_title(const char *path, const esc_record *rec, char *out, size_t size)
{
    escarmouche_save_title_held(path, rec, -1, out, size);
}

void escarmouche_save_title_held(const char *path, const esc_record *rec, int held, char *out, size_t size)
{
    char when[48];
    save_when(path, when, sizeof when);
    char a[48], b[48];
    snprintf(a, sizeof a, "%.40s", i18n_content(rec->squads[0].name));
    snprintf(b, sizeof b, "%.40s", i18n_content(rec->squads[1].name));
    esc_game g;
    /* A turn held open until its End turn is still that turn's round. */
    esc_record_replay(rec, &g, held >= 0 && rec->n_actions > 0 ? rec->n_actions - 1 : -1);
    if (rec->has_scenario) {
        /* A scenario's match is named by its scenario. */
        char name[64];
        snprintf(name, sizeof name, "%.60s", board_scenario_text(&rec->scenario, rec->scenario.name));
        if (g.phase == ESC_PHASE_DEPLOY)
            /* TRANSLATORS: a saved scenario match: date · the scenario's name · its state. */
            snprintf(out, size, _("%s · Scenario %s · deployment"), when, name);
        else
            /* TRANSLATORS: a saved scenario match: date · the scenario's name · its state; %d is the round. */
            snprintf(out, size, _("%s · Scenario %s · in play, round %d"), when, name, esc_game_round(&g));
        return;
    }
    if (g.phase == ESC_PHASE_DEPLOY)
        /* TRANSLATORS: a saved match: date · first squad vs second squad · its state. */
        snprintf(out, size, _("%s · %s vs %s · deployment"), when, a, b);
    else if (g.phase == ESC_PHASE_OVER)
        /* TRANSLATORS: a saved match: date · first squad vs second squad · its state. */
        snprintf(out, size, _("%s · %s vs %s · finished"), when, a, b);
    else
        /* TRANSLATORS: a saved match: date · first squad vs second squad · its state; %d is the round. */
        snprintf(out, size, _("%s · %s vs %s · in play, round %d"), when, a, b, esc_game_round(&g));
}

void escarmouche_list_autosaves(app *a, escarmouche_autosaves *out)
{
    out->n = 0;
    out->set_aside[0] = '\0';
    escarmouche_content *c = escarmouche_content_get(a);
    if (!c || !c->autosave_dir[0])
        return;
    data_save_item *items = NULL;
    data_error err;
    int n = data_save_list(c->autosave_dir, &items, &err);
    for (int i = 0; i < n && out->n < ESCARMOUCHE_AUTOSAVES_KEPT * 2; i++) {
        esc_record rec;
        memset(&rec, 0, sizeof rec);
        int held = -1;
        if (!data_save_load_held(items[i].path, &rec, NULL, &held, &err)) {
            /* Damaged: set aside (never deleted) and never offered again, as
             * every game does (shell/autosaves.c). */
            app_autosave_set_aside(a, items[i].path, &err);
            /* The battle Continue opens says it too (its top bar). */
            snprintf(out->set_aside, sizeof out->set_aside, "%.250s", a->message);
            continue;
        }
        snprintf(out->path[out->n], sizeof out->path[0], "%s", items[i].path);
        escarmouche_save_title_held(items[i].path, &rec, held, out->title[out->n], sizeof out->title[0]);
        esc_record_free(&rec);
        out->n++;
    }
    free(items);
}

bool escarmouche_can_continue(app *a)
{
    escarmouche_content *c = escarmouche_content_get(a);
    if (!c || !c->autosave_dir[0])
        return false;
    data_save_item *items = NULL;
    data_error err;
    int n = data_save_list(c->autosave_dir, &items, &err);
    free(items);
    return n > 0;
}
