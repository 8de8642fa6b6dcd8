/*
 * Storing the game server's games (gsrv_impl.h): one file per game under the
 * store directory, rewritten atomically after every change, and every game
 * loaded back at start-up, replayed through the same checks as when it was
 * played. It stands on gsrv_games.c (the table, start, settle) and each kind's
 * part; the protocol's part (gsrv_game.c) calls it, never the other way.
 */
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <dirent.h>
#include <sys/random.h>
#include <time.h>

#include "gsrv_impl.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"
#include "skirmish/ai/cq_bots.h"
#include "skirmish/i18n.h"

/* ---- storing: one file per game, rewritten atomically ---- */

static bool level_find_trts(const char *id, int *level)
{
#ifdef GSRV_HAVE_TRTS
    *level = trts_level_find(id);
    return *level >= 0;
#else
    (void)id;
    (void)level;
    return false;
#endif
}

static const char *level_id_trts(int level)
{
#ifdef GSRV_HAVE_TRTS
    return trts_level_id(level);
#else
    (void)level;
    return "?";
#endif
}

static cJSON *parsed(char *text)
{
    cJSON *o = text ? cJSON_Parse(text) : NULL;
    free(text);
    return o;
}

bool gs_game_store(gsrv *s, gs_game *g)
{
    cJSON *root = cJSON_CreateObject();
    cJSON_AddStringToObject(root, "format", "skirmish-server-game");
    cJSON_AddNumberToObject(root, "version", 1);
    cJSON_AddStringToObject(root, "id", g->id);
    cJSON_AddStringToObject(root, "kind", g->kind == GS_TRTS ? "trts" : g->kind == GS_CONQUEST ? "conquest" : g->kind == GS_CAMPAIGN ? "campaign" : "escarmouche");
    cJSON_AddNumberToObject(root, "created", (double)g->created);
    cJSON_AddNumberToObject(root, "touched", (double)g->touched);
    char seed[24];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)g->seed);
    cJSON_AddStringToObject(root, "seed", seed);
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)g->ai_seed);
    cJSON_AddStringToObject(root, "ai_seed", seed);
    if (g->seed_chosen)
        cJSON_AddTrueToObject(root, "seed_chosen");
    bool ok = true;
    bool esc = g->kind == GS_ESCARMOUCHE;
    if (esc) {
        cJSON *map = parsed(data_map_to_json(&g->map));
        cJSON *settings = parsed(data_settings_to_json(&g->settings));
        ok = map && settings;
        cJSON_AddItemToObject(root, "map", map ? map : cJSON_CreateNull());
        cJSON_AddItemToObject(root, "settings", settings ? settings : cJSON_CreateNull());
    }
    cJSON *seats = cJSON_AddArrayToObject(root, "seats");
    for (int i = 0; i < g->n_seats; i++) {
        const gs_seat *st = &g->seats[i];
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "player", gs_player_word(st));
        if (st->player != GS_OPEN)
            cJSON_AddStringToObject(o, "name", st->name);
        if (st->player == GS_HUMAN)
            cJSON_AddStringToObject(o, "token", st->token);
        if (st->player == GS_COMPUTER)
            cJSON_AddStringToObject(o, "level", esc ? ai_level_id((ai_level)st->level)
                                                : st->level_word ? st->level_word : level_id_trts(st->level));
        if (esc && st->has_squad) {
            cJSON *sq = parsed(data_squad_to_json(&st->squad));
            ok = ok && sq;
            cJSON_AddItemToObject(o, "squad", sq ? sq : cJSON_CreateNull());
        }
        cJSON_AddItemToArray(seats, o);
    }
    if (g->kind == GS_TRTS || g->kind == GS_CAMPAIGN) {
        cJSON *views = cJSON_AddArrayToObject(root, "views");
        for (int k = 0; k <= GSRV_SEATS; k++) {
            char h[24];
            snprintf(h, sizeof h, "%016llx", (unsigned long long)g->vhash[k]);
            cJSON *o = cJSON_CreateObject();
            cJSON_AddNumberToObject(o, "seq", g->vseq[k]);
            cJSON_AddStringToObject(o, "hash", h);
            cJSON_AddItemToArray(views, o);
        }
    }
#ifdef GSRV_HAVE_TRTS
    if (g->kind == GS_TRTS)
        gs_trts_store(g, root);
#endif
#ifdef GSRV_HAVE_CAMPAIGN
    if (g->kind == GS_CAMPAIGN)
        gs_ca_store(g, root);
#endif
    if (g->kind == GS_CONQUEST)
        gs_cq_store(g, root);
    cJSON *actions = cJSON_AddArrayToObject(root, "actions");
    if (esc && g->status != GS_STATUS_OPEN) {
        /* Each action in the notation, written in the position it was played in. */
        esc_game gm;
        if (esc_record_start(&g->record, &gm, NULL) != ESC_SETUP_OK)
            ok = false;
        for (int i = 0; ok && i < g->record.n_actions; i++) {
            char text[ESC_ACTION_TEXT_MAX];
            esc_action_format(&gm, &g->record.actions[i], text);
            cJSON_AddItemToArray(actions, cJSON_CreateString(text));
            ok = esc_game_apply(&gm, &g->record.actions[i], NULL) == ESC_OK;
        }
    }
    char *text = ok ? cJSON_PrintUnformatted(root) : NULL;
    cJSON_Delete(root);
    if (text == NULL)
        return false;
    char path[4200], file[32];
    snprintf(file, sizeof file, "%s.json", g->id);
    data_error err;
    ok = data_paths_join(path, sizeof path, s->store_dir, file) &&
         data_file_write_atomic(path, text, strlen(text), &err);
    if (!ok)
        gs_log(s, "game %s: cannot store it in %s", g->id, s->store_dir);
    free(text);
    return ok;
}

/* Each view's number and hash (TRTS, Campaign). */
static void load_views(gs_game *g, const cJSON *root)
{
    const cJSON *views = cJSON_GetObjectItemCaseSensitive(root, "views");
    for (int k = 0; k <= GSRV_SEATS; k++) {
        const cJSON *o = cJSON_GetArrayItem(views, k);
        const cJSON *sq = cJSON_GetObjectItemCaseSensitive(o, "seq");
        const cJSON *h = cJSON_GetObjectItemCaseSensitive(o, "hash");
        g->vseq[k] = cJSON_IsNumber(sq) ? sq->valueint : 0;
        g->vhash[k] = cJSON_IsString(h) ? strtoull(h->valuestring, NULL, 16) : 0;
    }
}

/* One stored game back; false with the reason (the file is then set aside). */
static bool load_one(gsrv *s, const char *path, const char *text, size_t len, char *why, size_t size)
{
    cJSON *root = cJSON_ParseWithLength(text, len);
    gs_game *g = calloc(1, sizeof *g);
    bool ok = false;
    data_error err;
    if (root == NULL || g == NULL) {
        snprintf(why, size, "not JSON");
        goto done;
    }
    g->last_seat = -1;
    const cJSON *format = cJSON_GetObjectItemCaseSensitive(root, "format");
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(root, "id");
    const cJSON *seed = cJSON_GetObjectItemCaseSensitive(root, "seed");
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(root, "seats");
    const cJSON *actions = cJSON_GetObjectItemCaseSensitive(root, "actions");
    const cJSON *kind = cJSON_GetObjectItemCaseSensitive(root, "kind");
    bool cq = cJSON_IsString(kind) && strcmp(kind->valuestring, "conquest") == 0;
    bool ca = cJSON_IsString(kind) && strcmp(kind->valuestring, "campaign") == 0;
    bool esc = !cq && !ca && (!cJSON_IsString(kind) || strcmp(kind->valuestring, "trts") != 0);
    g->kind = esc ? GS_ESCARMOUCHE : cq ? GS_CONQUEST : ca ? GS_CAMPAIGN : GS_TRTS;
    g->n_seats = cJSON_IsArray(seats) ? cJSON_GetArraySize(seats) : 0;
    if (!cJSON_IsString(format) || strcmp(format->valuestring, "skirmish-server-game") != 0 || !cJSON_IsString(id) ||
        strlen(id->valuestring) != GSRV_ID_LEN || !cJSON_IsString(seed) || !cJSON_IsArray(seats) ||
        g->n_seats < 2 || g->n_seats > (esc ? 2 : GSRV_SEATS) || !cJSON_IsArray(actions)) {
        snprintf(why, size, "not a server game (format, id, seed, seats, actions)");
        goto done;
    }
    snprintf(g->id, sizeof g->id, "%s", id->valuestring);
    if (!gs_name_ok(g->id) || gs_game_find(s, g->id)) {
        snprintf(why, size, "bad or repeated id");
        goto done;
    }
    g->seed = strtoull(seed->valuestring, NULL, 10);
    const cJSON *ai_seed = cJSON_GetObjectItemCaseSensitive(root, "ai_seed");
    /* A file from before "ai_seed": its computers went on from the seed. */
    g->ai_seed = cJSON_IsString(ai_seed) ? strtoull(ai_seed->valuestring, NULL, 10) : g->seed;
    g->seed_chosen = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(root, "seed_chosen"));
    const cJSON *created = cJSON_GetObjectItemCaseSensitive(root, "created");
    const cJSON *touched = cJSON_GetObjectItemCaseSensitive(root, "touched");
    g->created = cJSON_IsNumber(created) ? (int64_t)created->valuedouble : gs_wall_s();
    g->touched = cJSON_IsNumber(touched) ? (int64_t)touched->valuedouble : gs_wall_s();
    char *part = esc ? cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(root, "map")) : NULL;
    ok = !esc || (part && data_map_parse(part, strlen(part), "map", &g->map, &err));
    free(part);
    part = ok && esc ? cJSON_PrintUnformatted(cJSON_GetObjectItemCaseSensitive(root, "settings")) : NULL;
    ok = !esc || (part && data_settings_parse(part, strlen(part), "settings", &g->settings, &err));
    free(part);
    if (!ok) {
        snprintf(why, size, "its map or settings do not load");
        goto done;
    }
    for (int i = 0; i < g->n_seats; i++) {
        const cJSON *si = cJSON_GetArrayItem(seats, i);
        const cJSON *player = cJSON_GetObjectItemCaseSensitive(si, "player");
        const cJSON *name = cJSON_GetObjectItemCaseSensitive(si, "name");
        const cJSON *token = cJSON_GetObjectItemCaseSensitive(si, "token");
        const cJSON *level = cJSON_GetObjectItemCaseSensitive(si, "level");
        const cJSON *squad = cJSON_GetObjectItemCaseSensitive(si, "squad");
        gs_seat *st = &g->seats[i];
        ok = cJSON_IsString(player);
        if (ok && strcmp(player->valuestring, "open") == 0) {
            st->player = GS_OPEN;
            continue;
        }
        ok = ok && cJSON_IsString(name) && (!esc || cJSON_IsObject(squad));
        if (ok && strcmp(player->valuestring, "human") == 0) {
            st->player = GS_HUMAN;
            ok = cJSON_IsString(token) && strlen(token->valuestring) == GSRV_TOKEN_LEN;
            if (ok)
                snprintf(st->token, sizeof st->token, "%s", token->valuestring);
        } else if (ok && strcmp(player->valuestring, "computer") == 0) {
            ai_level lv = AI_RANDOM;
            cq_bot_level cl = CQ_BOT_RANDOM;
            ok = cJSON_IsString(level) && (esc || ca ? ai_level_parse(level->valuestring, &lv)
                                           : cq ? cq_bot_level_parse(level->valuestring, &cl)
                                                : level_find_trts(level->valuestring, &st->level));
            if (cq)
                st->level = (int)cl;
            st->player = GS_COMPUTER;
            if (esc || ca)
                st->level = (int)lv;
            if (ca)
                st->level_word = ai_level_id(lv);
        } else {
            ok = false;
        }
        if (ok && !esc) {
            snprintf(st->name, sizeof st->name, "%s", name->valuestring);
            st->has_squad = true;
        } else if (ok) {
            snprintf(st->name, sizeof st->name, "%s", name->valuestring);
            part = cJSON_PrintUnformatted(squad);
            ok = part && data_squad_parse(part, strlen(part), "squad", &st->squad, &err);
            free(part);
            st->has_squad = ok;
        }
        if (!ok) {
            snprintf(why, size, "seats[%d] does not load", i);
            goto done;
        }
    }
    g->status = GS_STATUS_OPEN;
#ifdef GSRV_HAVE_CAMPAIGN
    if (ca) {
        if (!gs_ca_load(s, g, root, why, size))
            goto done;
        snprintf(g->map.name, sizeof g->map.name, "%s", g->ca->map.name);
        load_views(g, root);
        g->status = g->ca->state.map != NULL ? GS_STATUS_PLAYING : GS_STATUS_OPEN;
        gs_game_settle(g);
        gs_game_refresh(g);
        memset(g->vchanged, 0, sizeof g->vchanged);
        gs_game_add(s, g);
        g = NULL;
        ok = true;
        goto done;
    }
#else
    if (ca) {
        snprintf(why, size, "a Campaign game, and this build has no Campaign");
        goto done;
    }
#endif
    if (cq) {
        if (!gs_cq_load(s, g, root, why, size))
            goto done;
        snprintf(g->map.name, sizeof g->map.name, "%s", g->cq->map.name);
        g->status = gs_game_all_squads(g) ? GS_STATUS_PLAYING : GS_STATUS_OPEN;
        gs_game_settle(g);
        gs_game_add(s, g);
        g = NULL;
        ok = true;
        goto done;
    }
#ifdef GSRV_HAVE_TRTS
    if (!esc) {
        if (!gs_trts_load(s, g, root, why, size))
            goto done;
        snprintf(g->map.name, sizeof g->map.name, "%s", g->trts->map.name);
        load_views(g, root);
        if (gs_game_all_squads(g))
            g->status = GS_STATUS_PLAYING;
        gs_game_settle(g);
        gs_game_refresh(g);
        memset(g->vchanged, 0, sizeof g->vchanged);
        gs_game_add(s, g);
        g = NULL;
        ok = true;
        goto done;
    }
#else
    if (!esc) {
        snprintf(why, size, "a TRTS game, and this build has no TRTS");
        goto done;
    }
#endif
    if (gs_game_all_squads(g)) {
        if (!gs_game_start(s, g, why, size))
            goto done;
        const cJSON *a;
        int i = 0;
        cJSON_ArrayForEach(a, actions) {
            esc_action act;
            if (!cJSON_IsString(a) || !esc_action_parse(&g->game, a->valuestring, &act) ||
                esc_game_test_action(&g->game, &act) != ESC_OK || !gs_game_apply_esc(g, &act)) {
                snprintf(why, size, "actions[%d] is not legal there", i);
                ok = false;
                goto done;
            }
            i++;
        }
        gs_game_settle(g);
    }
    gs_game_add(s, g);
    g = NULL;
    ok = true;
done:
    (void)path;
    if (g)
        gs_game_free(g);
    cJSON_Delete(root);
    return ok;
}

int gs_game_load_all(gsrv *s)
{
    data_error err;
    data_file_clean_temps(s->store_dir, &err);
    DIR *d = opendir(s->store_dir);
    if (d == NULL)
        return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len != GSRV_ID_LEN + 5 || strcmp(e->d_name + GSRV_ID_LEN, ".json") != 0)
            continue;
        char path[4200];
        char *text = NULL;
        size_t size = 0;
        if (!data_paths_join(path, sizeof path, s->store_dir, e->d_name) || !data_file_read(path, &text, &size, &err))
            continue;
        char why[256] = "";
        if (load_one(s, path, text, size, why, sizeof why)) {
            n++;
        } else {
            char aside[4300];
            data_file_set_aside(path, aside, sizeof aside);
            fprintf(stderr, _("skirmish-cli serve: %s: %s; set aside as %s\n"), path, why, aside);
        }
        free(text);
    }
    closedir(d);
    return n;
}
