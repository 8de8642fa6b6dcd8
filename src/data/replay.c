/*
 * Replays: which game a file holds, its record loaded by that game's own loader
 * (which replays every step and refuses one that does not), the checkpoints
 * that make seeking fast, and a save of the game at any step. The JSON the CLI
 * prints is replay_json.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_util.h"
#include "replay_internal.h"
#include "skirmish/data/campaign_record.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/files.h"
#include "skirmish/data/replay.h"
#include "skirmish/data/trts_files.h"

/* Checkpoint spacing per game, in steps: a checkpoint costs a state's size, a
 * seek at most every - 1 steps of the rules (measured in bench_replay). */
#define EVERY_ESC 16
#define EVERY_TRTS 64
#define EVERY_CQ 4
#define EVERY_CAMPAIGN 8

const char *data_replay_game_id(data_replay_game game)
{
    switch (game) {
    case DATA_REPLAY_ESCARMOUCHE:
        return "escarmouche";
    case DATA_REPLAY_CONQUEST:
        return "conquest";
    case DATA_REPLAY_CAMPAIGN:
        return "campaign";
    case DATA_REPLAY_TRTS:
        return "trts";
    }
    return "?";
}

size_t data_replay_state_size(const data_replay *replay)
{
    switch (replay->game) {
    case DATA_REPLAY_ESCARMOUCHE:
        return sizeof(esc_game);
    case DATA_REPLAY_CONQUEST:
        return sizeof(cq_state);
    case DATA_REPLAY_TRTS:
        return sizeof(trts_state);
    case DATA_REPLAY_CAMPAIGN:
        return sizeof(campaign_state);
    }
    return 0;
}

/* Plays step i (0-based) on *state; false when the rules refuse it. */
static bool apply_step(const data_replay *r, int i, void *state)
{
    switch (r->game) {
    case DATA_REPLAY_ESCARMOUCHE:
        return esc_game_apply(state, &r->esc.actions[i], NULL) == ESC_OK;
    case DATA_REPLAY_CONQUEST: {
        size_t n;
        const cq_order *o = data_cq_record_turn(&r->cq, i, &n);
        return cq_turn_resolve(state, o, n, NULL, NULL);
    }
    case DATA_REPLAY_TRTS:
        return trts_apply(state, &r->trts->actions[i]) == TRTS_OK;
    case DATA_REPLAY_CAMPAIGN:
        return data_campaign_record_apply(&r->ca, i, state, NULL, 0);
    }
    return false;
}

/* The state before the first step. */
static bool start_state(const data_replay *r, void *state)
{
    switch (r->game) {
    case DATA_REPLAY_ESCARMOUCHE:
        return esc_record_start(&r->esc, state, NULL) == ESC_SETUP_OK;
    case DATA_REPLAY_CONQUEST:
        *(cq_state *)state = *r->cq.start;
        return true;
    case DATA_REPLAY_TRTS:
        return trts_state_init(state, &r->trts->map, r->rules, &r->trts->setup);
    case DATA_REPLAY_CAMPAIGN:
        *(campaign_state *)state = *r->ca.start;
        return true;
    }
    return false;
}

/* Steps through the whole record once, keeping a checkpoint every `every` steps;
 * a step the rules refuse (not expected: each loader replayed it already) is
 * reported on actions[i] or record.turns[i]. */
static bool build_checkpoints(data_replay *r, const char *path, data_error *err)
{
    r->state_size = data_replay_state_size(r);
    /* A long record (a file of 400,000 empty Conquest turns fits 4 MiB) spaces
     * its checkpoints wider rather than take gigabytes: seeks stay a bounded
     * number of steps, the memory a bounded number of states. */
    size_t most = DATA_REPLAY_CHECKPOINT_BYTES / r->state_size;
    if (most < 2)
        most = 2;
    if ((size_t)(r->n_steps / r->every) + 1 > most)
        r->every = (int)((size_t)r->n_steps / (most - 1) + 1);
    r->n_checkpoints = r->n_steps / r->every + 1;
    r->checkpoints = malloc(r->state_size * (size_t)r->n_checkpoints);
    void *state = malloc(r->state_size);
    bool ok = r->checkpoints && state;
    if (!ok)
        data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
    if (ok && !(ok = start_state(r, state)))
        data_error_set(err, DATA_ERR_VALUE, path, NULL, "the game cannot start from its setup");
    for (int i = 0; ok && i <= r->n_steps; i++) {
        if (i % r->every == 0)
            memcpy(r->checkpoints + (size_t)(i / r->every) * r->state_size, state, r->state_size);
        if (i < r->n_steps && !(ok = apply_step(r, i, state))) {
            char key[DATA_KEY_MAX];
            data_json_path_index(key,
                                 r->game == DATA_REPLAY_CONQUEST   ? "record.turns"
                                 : r->game == DATA_REPLAY_CAMPAIGN ? "record.steps"
                                                                   : "actions",
                                 i);
            data_error_set(err, DATA_ERR_VALUE, path, key, "this step does not replay");
        }
    }
    free(state);
    return ok;
}

bool data_replay_seek(const data_replay *replay, int n, void *state)
{
    if (n < 0 || n > replay->n_steps || !replay->checkpoints)
        return false;
    int c = n / replay->every;
    memcpy(state, replay->checkpoints + (size_t)c * replay->state_size, replay->state_size);
    for (int i = c * replay->every; i < n; i++)
        if (!apply_step(replay, i, state))
            return false;
    if (replay->game == DATA_REPLAY_ESCARMOUCHE && n == replay->n_steps && replay->esc_end != DATA_REPLAY_ESC_END_NONE) {
        /* Conceded or drawn by agreement after its last step: over, as the
         * client ended it (board/battle_agree.c). */
        esc_game *g = state;
        if (g->phase != ESC_PHASE_OVER) {
            g->phase = ESC_PHASE_OVER;
            g->winner = (int8_t)replay->esc_end_winner;
            g->end_reason = replay->esc_end == DATA_REPLAY_ESC_END_DRAW ? ESC_END_NONE : ESC_END_YIELD;
        }
    }
    return true;
}

void data_replay_free(data_replay *replay)
{
    esc_record_free(&replay->esc);
    data_cq_record_free(&replay->cq);
    data_cq_save_setup_free(&replay->cq_setup);
    if (replay->cq_graph)
        cq_graph_free(replay->cq_graph);
    free(replay->cq_graph);
    free(replay->trts);
    data_campaign_record_free(&replay->ca);
    free(replay->ca_map);
    free(replay->checkpoints);
    memset(replay, 0, sizeof *replay);
}

/* The kind of file: its "format", or a bare Conquest state. */
static bool file_kind(const char *path, char *format, size_t size, data_error *err)
{
    char *text;
    size_t len;
    cJSON *root;
    if (!data_file_read(path, &text, &len, err))
        return false;
    data_json_ctx cx = { path, err };
    bool ok = data_json_parse(&cx, text, len, &root);
    free(text);
    if (!ok)
        return false;
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(root, "format");
    if (cJSON_IsString(f))
        snprintf(format, size, "%s", f->valuestring);
    else if (f == NULL && cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(root, "graph")))
        snprintf(format, size, "conquest-state");
    else
        ok = data_error_set(err, f ? DATA_ERR_TYPE : DATA_ERR_MISSING, path, "format",
                            f ? "not a string" : "missing: not a saved game of any of the games");
    cJSON_Delete(root);
    return ok;
}

/* An Escarmouche save's "ended" (replay_keep.c): a concession or an agreed
 * draw after its last step. Absent in most saves; a bad one is refused. */
static bool esc_end_read(const char *path, data_replay *out, data_error *err)
{
    char *text;
    size_t len;
    cJSON *root;
    if (!data_file_read(path, &text, &len, err))
        return false;
    data_json_ctx cx = { path, err };
    bool ok = data_json_parse(&cx, text, len, &root);
    free(text);
    if (!ok)
        return false;
    const cJSON *ended = cJSON_GetObjectItemCaseSensitive(root, "ended");
    char by[16] = "";
    int winner = -1;
    if (ended) {
        ok = cJSON_IsObject(ended) ? true : data_error_set(err, DATA_ERR_TYPE, path, "ended", "not an object");
        ok = ok && data_json_get_string(&cx, ended, "ended", "by", true, by, sizeof by) &&
             data_json_get_int(&cx, ended, "ended", "winner", true, -1, ESC_SIDES - 1, &winner);
        if (ok && strcmp(by, "draw") == 0 && winner == -1)
            out->esc_end = DATA_REPLAY_ESC_END_DRAW;
        else if (ok && strcmp(by, "concession") == 0 && winner >= 0)
            out->esc_end = DATA_REPLAY_ESC_END_CONCEDED;
        else if (ok)
            ok = data_error_set(err, DATA_ERR_VALUE, path, "ended.by",
                                "\"concession\" with a winner, or \"draw\" with winner -1");
        out->esc_end_winner = winner;
    }
    cJSON_Delete(root);
    return ok;
}

static bool no_record(const char *path, const char *what, data_error *err)
{
    return data_error_set(err, DATA_ERR_VALUE, path, "record",
                          "%s holds no record from its start: it opens as a game to continue, not as a replay", what);
}

bool data_replay_load(const char *path, const trts_rules *rules, data_replay *out, data_error *err)
{
    data_error_clear(err);
    memset(out, 0, sizeof *out);
    char format[64] = "";
    if (!file_kind(path, format, sizeof format, err))
        return false;
    bool ok;
    if (strcmp(format, "skirmish-save") == 0) {
        out->game = DATA_REPLAY_ESCARMOUCHE;
        out->every = EVERY_ESC;
        ok = data_save_load_seats(path, &out->esc, out->esc_seats, err) && esc_end_read(path, out, err);
        out->n_steps = out->esc.n_actions;
    } else if (strcmp(format, "skirmish-conquest-save") == 0 || strcmp(format, "conquest-state") == 0) {
        out->game = DATA_REPLAY_CONQUEST;
        out->every = EVERY_CQ;
        cq_state *final = malloc(sizeof *final);
        /* On the heap: the states point at it, and a data_replay may be moved. */
        out->cq_graph = malloc(sizeof *out->cq_graph);
        if (out->cq_graph)
            cq_graph_init(out->cq_graph);
        ok = final && out->cq_graph
                 ? data_cq_save_load_record(path, out->cq_map_name, sizeof out->cq_map_name, out->cq_seats,
                                            out->cq_graph, final, NULL, &out->cq_setup, &out->cq, err)
                 : data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
        free(final);
        if (ok && !out->cq.start)
            ok = no_record(path, strcmp(format, "conquest-state") == 0 ? "this Conquest state" : "this Conquest save",
                           err);
        out->n_steps = out->cq.n_turns;
    } else if (strcmp(format, DATA_TRTS_SAVE_FORMAT) == 0) {
        out->game = DATA_REPLAY_TRTS;
        out->every = EVERY_TRTS;
        out->rules = rules;
        out->trts = malloc(sizeof *out->trts);
        if (!rules)
            ok = data_error_set(err, DATA_ERR_IO, path, NULL, "the TRTS factions are not loaded");
        else
            ok = out->trts ? data_trts_save_load_seats(path, rules, out->trts, out->trts_seats, err)
                           : data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
        out->n_steps = ok ? out->trts->n_actions : 0;
    } else if (strcmp(format, "skirmish-campaign") == 0) {
        out->game = DATA_REPLAY_CAMPAIGN;
        out->every = EVERY_CAMPAIGN;
        /* On the heap: the states point at it, and a data_replay may be moved. */
        out->ca_map = malloc(sizeof *out->ca_map);
        campaign_state *final = malloc(sizeof *final);
        ok = final && out->ca_map ? data_campaign_load_record(path, out->ca_map, final, out->ca_seats, NULL, NULL,
                                                              &out->ca, err)
                                  : data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
        free(final);
        if (ok && !out->ca.start)
            ok = no_record(path, "this Campaign save", err);
        out->n_steps = out->ca.n_steps;
    } else {
        char shown[64];
        data_text_escape(shown, sizeof shown, format);
        ok = data_error_set(err, DATA_ERR_FORMAT, path, "format", "\"%s\" is not a saved game of any of the games",
                            shown);
    }
    ok = ok && build_checkpoints(out, path, err);
    if (!ok)
        data_replay_free(out);
    return ok;
}

bool data_replay_save_at(const data_replay *replay, int n, const char *path, data_error *err)
{
    data_error_clear(err);
    if (n < 0 || n > replay->n_steps)
        return data_error_set(err, DATA_ERR_VALUE, path, NULL, "step %d is not in the record (0 to %d)", n,
                              replay->n_steps);
    bool ok = false;
    switch (replay->game) {
    case DATA_REPLAY_ESCARMOUCHE: {
        esc_record rec;
        memset(&rec, 0, sizeof rec);
        if (!esc_record_copy(&rec, &replay->esc))
            return data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
        esc_record_truncate(&rec, n);
        ok = data_save_save_seats(path, &rec, replay->esc_seats, err);
        esc_record_free(&rec);
        break;
    }
    case DATA_REPLAY_TRTS: {
        trts_game_record *rec = malloc(sizeof *rec);
        if (!rec)
            return data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
        *rec = *replay->trts;
        rec->n_actions = n;
        ok = data_trts_save_write_seats(path, rec, replay->trts_seats, err);
        free(rec);
        break;
    }
    case DATA_REPLAY_CONQUEST: {
        cq_state *state = malloc(sizeof *state);
        data_cq_record rec;
        data_cq_record_init(&rec);
        /* A new game: the turn in progress and the old game's autosave stay behind. */
        data_cq_save_setup setup;
        memset(&setup, 0, sizeof setup);
        setup.fair_starts = replay->cq_setup.fair_starts;
        if (!state || !data_cq_record_copy(&rec, &replay->cq) || !data_replay_seek(replay, n, state)) {
            ok = data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
        } else {
            data_cq_record_truncate(&rec, n);
            ok = data_cq_save_save_record(path, replay->cq_map_name, replay->cq_seats, state, NULL, &setup, &rec,
                                          err);
        }
        data_cq_record_free(&rec);
        free(state);
        break;
    }
    case DATA_REPLAY_CAMPAIGN: {
        /* A new game: no match in progress, no event log (the old game keeps both). */
        campaign_state *state = malloc(sizeof *state);
        data_campaign_record rec;
        data_campaign_record_init(&rec);
        if (!state || !data_campaign_record_copy(&rec, &replay->ca) || !data_replay_seek(replay, n, state)) {
            ok = data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
        } else {
            data_campaign_record_truncate(&rec, n);
            rec.computer = state->computer;
            ok = data_campaign_save_record(path, state, replay->ca_seats, NULL, NULL, &rec, err);
        }
        data_campaign_record_free(&rec);
        free(state);
        break;
    }
    }
    return ok;
}

bool data_replay_campaign_duel(const data_replay *replay, int n, esc_record *out)
{
    if (replay->game != DATA_REPLAY_CAMPAIGN || n < 0 || n >= replay->n_steps ||
        replay->ca.steps[n].kind != DATA_CAMPAIGN_DUEL)
        return false;
    campaign_state *before = malloc(sizeof *before);
    bool ok = before && data_replay_seek(replay, n, before) &&
              data_campaign_record_duel_record(&replay->ca, n, before, out);
    free(before);
    return ok;
}
