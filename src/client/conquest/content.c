/*
 * What Conquest keeps for the whole run (conquest.h: conquest_content, a
 * service of the app): the maps (the shipped ones, then the player's own and
 * any dropped on the setup), the setup's choices remembered between visits and
 * runs (<config dir>/conquest-setup.json), the game screen's toggles, the
 * coached first game's "done", a game waiting for its network bots, and which
 * game screen is open (conquest_current). Below every screen of the folder:
 * it opens none.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conquest/conquest.h"
#include "conquest/look.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"
#include "skirmish/data/choices.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/i18n.h"

int conquest_setup_map_count(const conquest_content *k) { return k->n_maps + 2; } /* + generated grid and hex */

void conquest_setup_clamp(conquest_content *k)
{
    conquest_setup *c = &k->setup;
    int lo = CQ_SETUP_MIN_PLAYERS, hi = CQ_SETUP_MAX_PLAYERS;
    if (c->map < k->n_maps) {
        lo = k->maps[c->map].min_players;
        hi = k->maps[c->map].max_players;
    }
    if (c->players < lo)
        c->players = lo;
    if (c->players > hi)
        c->players = hi;
}

static void setup_defaults(conquest_content *k)
{
    conquest_setup *c = &k->setup;
    c->map = 0;
    c->players = 2;
    c->seat[0] = CONQUEST_SEAT_HUMAN;
    for (int i = 1; i < CQ_SETUP_MAX_PLAYERS; i++)
        c->seat[i] = CQ_BOT_NORMAL;
    c->turns = 100;
    c->gen_size = 8;
    c->fair_starts = true; /* random starts can be unfair: Fair for a new player */
    c->shown_map = -1;
    conquest_setup_clamp(k);
}

bool conquest_coach_done(app *a)
{
    conquest_content *k = conquest_content_get(a);
    return k && k->first_game_done;
}

void conquest_coach_remember(app *a)
{
    conquest_content *k = conquest_content_get(a);
    if (!k)
        return;
    k->first_game_done = true;
    conquest_choices_write(a, k);
}

void conquest_setup_from_match(app *a, const conquest_match *m)
{
    conquest_content *k = conquest_content_get(a);
    if (!k)
        return;
    conquest_setup *c = &k->setup;
    bool found = false;
    for (int i = 0; i < k->n_maps && !found; i++)
        if (strcmp(k->maps[i].name, m->map_name) == 0) {
            c->map = i;
            found = true;
        }
    if (!found && strncmp(m->map_name, "Generated grid", 14) == 0)
        c->map = k->n_maps;
    else if (!found && strncmp(m->map_name, "Generated hex", 13) == 0)
        c->map = k->n_maps + 1;
    c->players = m->state.n_players;
    for (int p = 0; p < m->state.n_players && p < CQ_SETUP_MAX_PLAYERS; p++) {
        c->seat[p] = m->seat[p];
        snprintf(c->name[p], sizeof c->name[p], "%s", m->name[p]);
    }
    static const int limits[] = { 25, 50, 100, 200 };
    for (int i = 0; i < 4; i++)
        if (limits[i] == m->state.max_turns)
            c->turns = limits[i];
    c->fair_starts = m->fair_starts;
    c->seed_drawn = false; /* the same game, new starts */
    conquest_setup_clamp(k);
    ui_fields_release(k->name_field, CQ_SETUP_MAX_PLAYERS);
}

void conquest_waiting_drop(conquest_content *k)
{
    if (k->waiting) {
        conquest_match_free(k->waiting); /* closes the server */
        free(k->waiting);
        k->waiting = NULL;
    }
}

/* ---- the choices remembered across runs: <config dir>/conquest-setup.json
 * (data/choices.c, as the Campaign's and TRTS's; a damaged file is ignored) ---- */

#define SETUP_FILE "conquest-setup.json"
#define SETUP_FILE_FORMAT "skirmish-conquest-setup"

void conquest_choices_write(app *a, const conquest_content *k)
{
    const conquest_setup *c = &k->setup;
    cJSON *root = cJSON_CreateObject();
    if (!root)
        return;
    if (c->map < k->n_maps)
        cJSON_AddStringToObject(root, "map", k->maps[c->map].name);
    else
        cJSON_AddStringToObject(root, "map", c->map == k->n_maps ? "generated grid" : "generated hex");
    cJSON_AddNumberToObject(root, "players", c->players);
    cJSON *seats = cJSON_AddArrayToObject(root, "seats");
    for (int p = 0; seats && p < CQ_SETUP_MAX_PLAYERS; p++) {
        cJSON *o = cJSON_CreateObject();
        if (!o)
            break;
        /* a network seat is not remembered: a computer of Normal level instead */
        int seat = c->seat[p] >= CONQUEST_SEAT_HUMAN && c->seat[p] < CQ_BOT_LEVELS ? c->seat[p] : CQ_BOT_NORMAL;
        cJSON_AddNumberToObject(o, "seat", seat);
        cJSON_AddStringToObject(o, "name", c->name[p]);
        cJSON_AddItemToArray(seats, o);
    }
    cJSON_AddNumberToObject(root, "turns", c->turns);
    cJSON_AddNumberToObject(root, "size", c->gen_size);
    cJSON_AddBoolToObject(root, "fair_starts", c->fair_starts);
    cJSON_AddBoolToObject(root, "first_game_done", k->first_game_done);
    data_choices_write(a->config_dir, SETUP_FILE, SETUP_FILE_FORMAT, root);
}

static void choices_read(app *a, conquest_content *k)
{
    cJSON *root = data_choices_read(a->config_dir, SETUP_FILE, SETUP_FILE_FORMAT);
    if (!root)
        return;
    conquest_setup *c = &k->setup;
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(root, "map");
    if (cJSON_IsString(map)) {
        for (int i = 0; i < k->n_maps; i++)
            if (strcmp(k->maps[i].name, map->valuestring) == 0)
                c->map = i;
        if (strcmp(map->valuestring, "generated grid") == 0)
            c->map = k->n_maps;
        if (strcmp(map->valuestring, "generated hex") == 0)
            c->map = k->n_maps + 1;
    }
    data_choices_int(root, "players", CQ_SETUP_MIN_PLAYERS, CQ_SETUP_MAX_PLAYERS, &c->players);
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(root, "seats"), *seat;
    if (!cJSON_IsArray(seats))
        seats = NULL;
    int p = 0;
    cJSON_ArrayForEach(seat, seats) {
        if (p >= CQ_SETUP_MAX_PLAYERS)
            break;
        data_choices_int(seat, "seat", CONQUEST_SEAT_HUMAN, CQ_BOT_LEVELS - 1, &c->seat[p]);
        data_choices_string(seat, "name", c->name[p], sizeof c->name[p]);
        p++;
    }
    static const int limits[] = { 25, 50, 100, 200 };
    int turns = c->turns;
    data_choices_int(root, "turns", 1, 100000, &turns);
    for (int i = 0; i < 4; i++)
        if (limits[i] == turns)
            c->turns = turns;
    data_choices_int(root, "size", 4, 24, &c->gen_size);
    data_choices_bool(root, "fair_starts", &c->fair_starts);
    data_choices_bool(root, "first_game_done", &k->first_game_done);
    cJSON_Delete(root);
    conquest_setup_clamp(k);
}

/* A map or a state dropped on the setup screen (or in the player's folder): its
 * name, or the file's for a state, which has none. */
static bool add_map(conquest_content *k, const char *path, data_error *err)
{
    if (k->n_maps >= CONQUEST_MAX_MAPS)
        return data_error_set(err, DATA_ERR_VALUE, path, NULL, "no room for more maps (%d)", CONQUEST_MAX_MAPS);
    cq_map *m = &k->maps[k->n_maps];
    cq_map_init(m);
    if (!data_cq_map_load(path, m, err)) {
        cq_map_free(m);
        return false;
    }
    if (strncmp(m->name, "Chromatic Warfare state", 23) == 0) {
        const char *base = strrchr(path, '/');
        base = base ? base + 1 : path;
        /* English, as saved: conquest_map_title translates it when shown. */
        snprintf(m->name, sizeof m->name, "%.40s (a state)", base);
    }
    k->n_maps++;
    return true;
}

bool conquest_setup_add_map(app *a, const char *path)
{
    conquest_content *k = conquest_content_get(a);
    data_error err;
    if (!k || k->waiting)
        return false;
    if (!add_map(k, path, &err)) {
        data_error_format(&err, a->message, sizeof a->message);
        a->dirty = true;
        return false;
    }
    k->setup.map = k->n_maps - 1;
    conquest_setup_clamp(k);
    char title[96];
    conquest_map_title(title, sizeof title, k->maps[k->setup.map].name);
    snprintf(a->message, sizeof a->message, _("Map: %s"), title);
    a->dirty = true;
    return true;
}

/* ---- content ---- */

static void *content_create(app *a)
{
    conquest_content *k = calloc(1, sizeof *k);
    if (!k)
        return NULL;
    /* The shipped maps: the JSON files in maps/conquest. */
    static char paths[CONQUEST_MAX_MAPS][DATA_PATH_MAX];
    char dir[DATA_PATH_MAX];
    data_error err;
    int n = data_paths_join(dir, sizeof dir, a->assets.data_dir, "maps/conquest")
                ? app_list_json(dir, paths, CONQUEST_MAX_MAPS)
                : 0;
    for (int i = 0; i < n; i++) {
        cq_map_init(&k->maps[k->n_maps]);
        if (data_cq_map_load(paths[i], &k->maps[k->n_maps], &err))
            k->n_maps++;
        else
            cq_map_free(&k->maps[k->n_maps]);
    }
    /* The player's own: maps and game states (a state recorded from the public
     * server is a map too) put in <user dir>/conquest, after the shipped ones. */
    n = a->user_dir[0] && data_paths_join(dir, sizeof dir, a->user_dir, "conquest")
            ? app_list_json(dir, paths, CONQUEST_MAX_MAPS)
            : 0;
    for (int i = 0; i < n && k->n_maps < CONQUEST_MAX_MAPS; i++)
        add_map(k, paths[i], &err);
    setup_defaults(k);
    choices_read(a, k);
    return k;
}

static void content_destroy(app *a, void *self)
{
    (void)a;
    conquest_content *k = self;
    conquest_waiting_drop(k);
    for (int i = 0; i < k->n_maps; i++)
        cq_map_free(&k->maps[i]);
    free(k);
}

const app_service conquest_service = { "conquest", content_create, content_destroy };

conquest_content *conquest_content_get(app *a) { return app_service_get(a, &conquest_service); }

conquest_screen *conquest_current(const app *a)
{
    /* the game screen says it is open (play.c's enter and leave); it is the
     * current one while it is on the stack (a screen popped is not, though
     * its leave may come later) */
    const conquest_content *k = NULL;
    for (int i = 0; i < a->n_services && !k; i++)
        if (a->services[i].def == &conquest_service)
            k = a->services[i].self;
    if (!k || !k->screen)
        return NULL;
    for (int i = a->depth - 1; i >= 0; i--)
        if (a->stack[i].self == k->screen)
            return k->screen;
    return NULL;
}

bool conquest_screen_on_top(const app *a, const conquest_screen *c)
{
    return c && a->depth > 0 && a->stack[a->depth - 1].self == c;
}
