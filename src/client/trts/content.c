/*
 * TRTS's content, a service of the app read once (the faction tables and the
 * shipped maps, where autosaves go, the setup's remembered choices with their
 * defaults and limits): below every screen of the folder, calling none of them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "shell/ui.h"
#include "skirmish/data/files.h"
#include "skirmish/data/trts_files.h"
#include "trts/play_internal.h"

void trts_setup_clamp(trts_content *k)
{
    trts_client_setup *c = &k->setup;
    if (k->n_maps == 0)
        return;
    const trts_map *m = &k->maps[c->map];
    int lo = m->min_players, hi = m->max_players;
    if (c->type == TRTS_DUEL)
        lo = hi = 2;
    else if (c->type == TRTS_TEAM)
        lo = hi = 4;
    else if (lo < 3)
        lo = 3;
    if (lo > m->max_players || hi < m->min_players) { /* the map cannot take this type: a duel */
        c->type = TRTS_DUEL;
        lo = hi = 2;
    }
    if (c->players < lo)
        c->players = lo;
    if (c->players > hi)
        c->players = hi;
}

void trts_setup_seed_now(trts_client_setup *c)
{
    const char *fixed = getenv("SKIRMISH_SEED");
    c->seed = fixed && *fixed ? strtoull(fixed, NULL, 10) : ((uint64_t)time(NULL) ^ ((uint64_t)SDL_GetPerformanceCounter() << 8)) % 1000000;
}


/* The rules the Load screen's titles replay saves with (set once loaded). */
static const trts_rules *title_rules;

const trts_rules *trts_title_rules(void) { return title_rules; }

static void *content_create(app *a)
{
    trts_content *k = calloc(1, sizeof *k);
    if (!k)
        return NULL;
    char dir[DATA_PATH_MAX];
    data_error err;
    if (data_paths_join(dir, sizeof dir, a->assets.data_dir, "assets/trts") && data_trts_rules_load(dir, &k->rules, &err)) {
        k->rules_ok = true;
        title_rules = &k->rules;
    } else {
        data_error_format(&err, k->rules_error, sizeof k->rules_error);
    }
    static char paths[TRTS_CLIENT_MAX_MAPS][DATA_PATH_MAX];
    int n = data_paths_join(dir, sizeof dir, a->assets.data_dir, "maps/trts") ? app_list_json(dir, paths, TRTS_CLIENT_MAX_MAPS)
                                                                               : 0;
    for (int i = 0; i < n; i++)
        if (data_trts_map_load(paths[i], &k->maps[k->n_maps], &err))
            k->n_maps++;
    /* Twin Ridge (the duel map) first, when shipped. */
    for (int i = 1; i < k->n_maps; i++)
        if (strcmp(k->maps[i].name, "Twin Ridge") == 0) {
            trts_map t = k->maps[0];
            k->maps[0] = k->maps[i];
            k->maps[i] = t;
        }
    if (a->user_dir[0] && !data_paths_join(k->autosave_dir, sizeof k->autosave_dir, a->user_dir, "trts-autosaves"))
        k->autosave_dir[0] = '\0';
    trts_client_setup *c = &k->setup;
    c->type = TRTS_DUEL;
    c->players = 2;
    for (int p = 0; p < TRTS_MAX_PLAYERS; p++) {
        c->computer[p] = p > 0;
        c->faction[p] = p % TRTS_FACTIONS;
        c->level[p] = 1; /* normal: a new game's computer plays the whole game */
    }
    trts_setup_seed_now(c);
    trts_setup_clamp(k);
    return k;
}

static void content_destroy(app *a, void *self)
{
    (void)a;
    free(self);
}

const app_service trts_service = { "trts", content_create, content_destroy };

trts_content *trts_content_get(app *a) { return app_service_get(a, &trts_service); }
