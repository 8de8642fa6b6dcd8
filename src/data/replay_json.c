/*
 * What skirmish-cli replay prints: the game, its steps as the game's save
 * writes them, its result at the last step and, on request, the state after any
 * step in the game's own state format (Escarmouche: skirmish-state and the
 * position; Conquest: the server's shape; TRTS: skirmish-trts-state, written
 * here, docs/formats.md §9).
 */
#include <stdlib.h>
#include <string.h>

#include "json_util.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/files.h"
#include "skirmish/data/replay.h"
#include "skirmish/data/trts_files.h"
#include "replay_internal.h"

/* Moves root[key] of a document printed by one of our writers into dst[as]. */
static void take_key(cJSON *dst, const char *as, char *text, const char *key, bool *ok)
{
    cJSON *doc = text ? cJSON_Parse(text) : NULL;
    free(text);
    cJSON *item = doc ? cJSON_DetachItemFromObjectCaseSensitive(doc, key) : NULL;
    cJSON_Delete(doc);
    if (!item || !*ok || !cJSON_AddItemToObject(dst, as, item)) {
        cJSON_Delete(item);
        *ok = false;
    }
}

static void add_doc(cJSON *dst, const char *as, char *text, bool *ok)
{
    cJSON *doc = text ? cJSON_Parse(text) : NULL;
    free(text);
    if (!doc || !*ok || !cJSON_AddItemToObject(dst, as, doc)) {
        cJSON_Delete(doc);
        *ok = false;
    }
}

static void add_bool(cJSON *obj, const char *key, bool value, bool *ok)
{
    if (*ok && !cJSON_AddBoolToObject(obj, key, value))
        *ok = false;
}

static void add_int_or_null(cJSON *obj, const char *key, int value, bool *ok)
{
    if (value < 0)
        data_json_add_null(obj, key, ok);
    else
        data_json_add_int(obj, key, value, ok);
}

static void add_ints(cJSON *obj, const char *key, const int *v, int n, bool *ok)
{
    cJSON *list = data_json_add_array(obj, key, ok);
    for (int i = 0; i < n && *ok; i++)
        data_json_add_int(list, NULL, v[i], ok);
}

static const char *esc_end_id(esc_end_reason reason)
{
    static const char *const ids[] = { "none", "elimination", "round-limit", "objective", "yield" };
    return (unsigned)reason < sizeof ids / sizeof ids[0] ? ids[reason] : "none";
}

static const char *trts_end_id(trts_end_kind end)
{
    return end == TRTS_END_ELIMINATION ? "elimination" : end == TRTS_END_ROUNDS ? "rounds" : "none";
}

static const char *trts_phase_id(trts_phase phase)
{
    static const char *const ids[] = { "macro", "micro", "group", "defend", "combat-retreat", "combat-targets",
                                       "keep-alive", "reposition", "over" };
    return (unsigned)phase < sizeof ids / sizeof ids[0] ? ids[phase] : "?";
}

/* ---- results ---- */

static void esc_result(cJSON *obj, const esc_game *g, bool *ok)
{
    add_bool(obj, "over", g->phase == ESC_PHASE_OVER, ok);
    add_int_or_null(obj, "winner", g->phase == ESC_PHASE_OVER ? g->winner : -1, ok);
    data_json_add_string(obj, "end", esc_end_id(g->end_reason), ok);
    data_json_add_int(obj, "rounds", esc_game_round(g), ok);
}

static void cq_result(cJSON *obj, const cq_state *s, bool *ok)
{
    bool over = cq_state_over(s);
    add_bool(obj, "over", over, ok);
    add_int_or_null(obj, "winner", over ? cq_state_winner(s) : -1, ok);
    data_json_add_int(obj, "turn", s->turn, ok);
    int rank[CQ_MAX_PLAYERS];
    cq_state_ranks(s, rank);
    add_ints(obj, "ranks", rank, s->n_players, ok);
}

/* As trts-sim prints a game (docs/trts.md §15), with "over" first. */
static void trts_result(cJSON *obj, const trts_state *s, bool *ok)
{
    int n = s->n_players, areas[TRTS_MAX_PLAYERS], supply[TRTS_MAX_PLAYERS], made[TRTS_MAX_PLAYERS],
        lost[TRTS_MAX_PLAYERS], winners[TRTS_MAX_PLAYERS], n_winners = 0;
    for (int p = 0; p < n; p++) {
        areas[p] = trts_areas_of(s, p);
        supply[p] = trts_supply_on_map(s, p);
        made[p] = s->players[p].made;
        lost[p] = s->players[p].lost;
        if (s->winners & (1u << p))
            winners[n_winners++] = p;
    }
    add_bool(obj, "over", s->phase == TRTS_PHASE_OVER, ok);
    data_json_add_int(obj, "winner", s->winner, ok);
    add_ints(obj, "winners", winners, n_winners, ok);
    data_json_add_int(obj, "rounds", s->round, ok);
    data_json_add_string(obj, "end", trts_end_id(s->end), ok);
    add_ints(obj, "areas", areas, n, ok);
    add_ints(obj, "supply", supply, n, ok);
    add_ints(obj, "made", made, n, ok);
    add_ints(obj, "lost", lost, n, ok);
}

/* ---- the TRTS state (written only) ---- */

static void trts_state_json(cJSON *root, const trts_state *s, bool *ok)
{
    data_json_add_header(root, "skirmish-trts-state", ok);
    data_json_add_int(root, "round", s->round, ok);
    data_json_add_string(root, "phase", trts_phase_id(s->phase), ok);
    data_json_add_int(root, "current", s->current, ok);
    add_ints(root, "line", s->line, s->n_players, ok);
    data_json_add_int(root, "winner", s->winner, ok);
    data_json_add_string(root, "end", trts_end_id(s->end), ok);
    cJSON *players = data_json_add_array(root, "players", ok);
    for (int p = 0; p < s->n_players && *ok; p++) {
        const trts_player *pl = &s->players[p];
        cJSON *o = data_json_add_object(players, NULL, ok);
        data_json_add_string(o, "faction", trts_faction_id_name((trts_faction_id)pl->faction), ok);
        data_json_add_int(o, "team", pl->team, ok);
        add_bool(o, "eliminated", pl->eliminated, ok);
        data_json_add_int(o, "minerals", pl->minerals, ok);
        data_json_add_int(o, "gas", pl->gas, ok);
        cJSON *ups = data_json_add_array(o, "upgrades", ok);
        for (int u = 0; u < TRTS_UPGRADES && *ok; u++)
            if (pl->upgrades[u])
                data_json_add_string(ups, NULL, trts_upgrade_name((trts_upgrade_kind)u), ok);
        data_json_add_int(o, "made", pl->made, ok);
        data_json_add_int(o, "lost", pl->lost, ok);
    }
    cJSON *markers = data_json_add_array(root, "markers", ok);
    for (int a = 0; a < s->map->n_areas && *ok; a++)
        data_json_add_int(markers, NULL, s->markers[a], ok);
    cJSON *pieces = data_json_add_array(root, "pieces", ok);
    for (int i = 0; i < s->n_pieces && *ok; i++) {
        const trts_piece *pc = &s->pieces[i];
        if (!pc->alive)
            continue;
        const trts_faction *f = &s->rules->factions[s->players[pc->owner].faction];
        cJSON *o = data_json_add_object(pieces, NULL, ok);
        data_json_add_int(o, "index", i, ok);
        data_json_add_int(o, "player", pc->owner, ok);
        data_json_add_string(o, "type", pc->building ? f->buildings[pc->type].id : f->units[pc->type].id, ok);
        add_bool(o, "building", pc->building, ok);
        add_bool(o, "finished", pc->finished, ok);
        data_json_add_string(o, "area", s->map->areas[pc->area].id, ok);
        data_json_add_int(o, "hp", pc->hp, ok);
        data_json_add_int(o, "shields", pc->shields, ok);
        data_json_add_int(o, "number", pc->number, ok);
    }
}

/* ---- the whole output ---- */

static void add_steps(cJSON *root, const data_replay *r, bool *ok)
{
    switch (r->game) {
    case DATA_REPLAY_ESCARMOUCHE:
        take_key(root, "steps", data_save_to_json(&r->esc), "actions", ok);
        break;
    case DATA_REPLAY_TRTS:
        take_key(root, "steps", data_trts_save_to_json(r->trts), "actions", ok);
        break;
    case DATA_REPLAY_CONQUEST: {
        cJSON *tmp = cJSON_CreateObject();
        bool got = tmp != NULL;
        data_cq_record_add_json(tmp, "record", &r->cq, &got);
        cJSON *rec = got ? cJSON_GetObjectItemCaseSensitive(tmp, "record") : NULL;
        cJSON *turns = rec ? cJSON_DetachItemFromObjectCaseSensitive(rec, "turns") : NULL;
        if (!turns || !*ok || !cJSON_AddItemToObject(root, "steps", turns)) {
            cJSON_Delete(turns);
            *ok = false;
        }
        cJSON_Delete(tmp);
        break;
    }
    case DATA_REPLAY_CAMPAIGN: {
        cJSON *tmp = cJSON_CreateObject();
        bool got = tmp != NULL;
        data_campaign_record_add_json(tmp, "record", &r->ca, &got);
        cJSON *rec = got ? cJSON_GetObjectItemCaseSensitive(tmp, "record") : NULL;
        cJSON *steps = rec ? cJSON_DetachItemFromObjectCaseSensitive(rec, "steps") : NULL;
        if (!steps || !*ok || !cJSON_AddItemToObject(root, "steps", steps)) {
            cJSON_Delete(steps);
            *ok = false;
        }
        cJSON_Delete(tmp);
        break;
    }
    }
}

/* As campaign-sim prints a campaign (docs/campaign.md), with "over" first. */
static void campaign_result(cJSON *obj, const campaign_state *s, bool *ok)
{
    add_bool(obj, "over", s->phase == CAMPAIGN_PHASE_OVER, ok);
    char *text = data_campaign_summary_to_json(s);
    cJSON *doc = text ? cJSON_Parse(text) : NULL;
    free(text);
    cJSON *item;
    while (doc && *ok && (item = doc->child) != NULL) {
        cJSON_DetachItemViaPointer(doc, item);
        if (!cJSON_AddItemToObject(obj, item->string, item)) {
            cJSON_Delete(item);
            *ok = false;
        }
    }
    if (!doc)
        *ok = false;
    cJSON_Delete(doc);
}

static void add_result(cJSON *obj, const data_replay *r, const void *state, bool *ok)
{
    switch (r->game) {
    case DATA_REPLAY_ESCARMOUCHE:
        esc_result(obj, state, ok);
        break;
    case DATA_REPLAY_CONQUEST:
        cq_result(obj, state, ok);
        break;
    case DATA_REPLAY_TRTS:
        trts_result(obj, state, ok);
        break;
    case DATA_REPLAY_CAMPAIGN:
        campaign_result(obj, state, ok);
        break;
    }
}

static void add_state(cJSON *root, const data_replay *r, const void *state, bool *ok)
{
    switch (r->game) {
    case DATA_REPLAY_ESCARMOUCHE: {
        char *text = data_state_to_json(state);
        cJSON *doc = text ? cJSON_Parse(text) : NULL;
        free(text);
        const cJSON *pos = doc ? cJSON_GetObjectItemCaseSensitive(doc, "position") : NULL;
        if (!doc || !cJSON_IsString(pos) || !*ok || !cJSON_AddItemToObject(root, "state", doc)) {
            cJSON_Delete(doc);
            *ok = false;
            break;
        }
        data_json_add_string(root, "position", pos->valuestring, ok);
        break;
    }
    case DATA_REPLAY_CONQUEST:
        add_doc(root, "state", data_cq_state_to_json(state, NULL), ok);
        break;
    case DATA_REPLAY_TRTS: {
        cJSON *obj = data_json_add_object(root, "state", ok);
        if (obj)
            trts_state_json(obj, state, ok);
        break;
    }
    case DATA_REPLAY_CAMPAIGN:
        add_doc(root, "state", data_campaign_save_to_json(state, NULL), ok);
        break;
    }
}

char *data_replay_to_json(const data_replay *replay, int at)
{
    if (at > replay->n_steps || replay->state_size == 0)
        return NULL;
    void *state = malloc(replay->state_size);
    cJSON *root = cJSON_CreateObject();
    bool ok = state && root;
    data_json_add_string(root, "game", data_replay_game_id(replay->game), &ok);
    add_steps(root, replay, &ok);
    cJSON *result = data_json_add_object(root, "result", &ok);
    if (ok && (ok = data_replay_seek(replay, replay->n_steps, state)))
        add_result(result, replay, state, &ok);
    if (ok && at >= 0) {
        data_json_add_int(root, "at", at, &ok);
        if (ok && (ok = data_replay_seek(replay, at, state)))
            add_state(root, replay, state, &ok);
    }
    free(state);
    return data_json_finish(root, ok);
}
