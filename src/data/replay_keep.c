/*
 * Finished games kept as replays (see skirmish/data/replay_keep.h): each game's
 * own writer into the replays folder, the folder pruned to the newest unpinned
 * ones, pinning by the file's name, and the facts the Replays screen lists.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio_internal.h"
#include "json_util.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/files.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/data/save_list.h"
#include "skirmish/data/trts_files.h"

bool data_replay_keep_dir(char *out, size_t size)
{
    char base[DATA_PATH_MAX];
    return data_paths_user_data_dir(base, sizeof base) && data_paths_join(out, size, base, "replays") &&
           data_paths_make_dirs(out);
}

/* The folder to write in: `dir`, else the player's. */
static bool keep_dir(const char *dir, char *out, size_t size, data_error *err)
{
    if (dir) {
        snprintf(out, size, "%s", dir);
        if (data_paths_make_dirs(out))
            return true;
    } else if (data_replay_keep_dir(out, size)) {
        return true;
    }
    return data_error_set(err, DATA_ERR_IO, dir ? dir : "replays", NULL, "the replays folder cannot be made");
}

static const char *base_name(const char *path)
{
    const char *slash = strrchr(path, '/');
    return slash ? slash + 1 : path;
}

bool data_replay_keep_pinned(const char *path)
{
    return strncmp(base_name(path), DATA_REPLAY_PIN_PREFIX, strlen(DATA_REPLAY_PIN_PREFIX)) == 0;
}

int data_replay_keep_prune(const char *dir, int keep, data_error *err)
{
    data_save_item *items = NULL;
    int n = data_save_list(dir, &items, err), unpinned = 0, removed = 0;
    /* Newest first: every unpinned one past the first `keep` goes. */
    for (int i = 0; i < n; i++) {
        if (data_replay_keep_pinned(items[i].path))
            continue;
        if (++unpinned > keep && remove(items[i].path) == 0)
            removed++;
    }
    free(items);
    return n < 0 ? -1 : removed;
}

/* After a game is written: the folder back to its size. A failed prune loses
 * nothing, so it is not the keeping's failure. */
static bool kept(const char *dir, bool ok)
{
    if (ok) {
        data_error ignored;
        data_replay_keep_prune(dir, DATA_REPLAY_KEEP_MAX, &ignored);
    }
    return ok;
}

bool data_replay_keep_esc(const char *dir, const esc_record *record, const data_seat seats[ESC_SIDES], char *path,
                          size_t size, data_error *err)
{
    char d[DATA_PATH_MAX], stem[64], written[DATA_PATH_MAX];
    if (!keep_dir(dir, d, sizeof d, err))
        return false;
    data_file_time_stem(stem, sizeof stem, "-escarmouche");
    bool ok = data_save_save_new_seats(d, stem, written, sizeof written, record, seats, err);
    if (ok && path)
        snprintf(path, size, "%s", written);
    return kept(d, ok);
}

static bool esc_end_write(const char *path, data_replay_esc_end end, int winner, data_error *err)
{
    if (end == DATA_REPLAY_ESC_END_NONE)
        return true;
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
    cJSON_DeleteItemFromObjectCaseSensitive(root, "ended");
    cJSON *ended = data_json_add_object(root, "ended", &ok);
    if (ended) {
        data_json_add_string(ended, "by", end == DATA_REPLAY_ESC_END_DRAW ? "draw" : "concession", &ok);
        data_json_add_int(ended, "winner", end == DATA_REPLAY_ESC_END_DRAW ? -1 : winner, &ok);
    }
    return data_file_save_text(path, data_json_finish(root, ok), err);
}

bool data_replay_keep_esc_ended(const char *dir, const esc_record *record, const data_seat seats[ESC_SIDES],
                                data_replay_esc_end end, int winner, char *path, size_t size, data_error *err)
{
    char written[DATA_PATH_MAX];
    if (!data_replay_keep_esc(dir, record, seats, written, sizeof written, err))
        return false;
    if (path)
        snprintf(path, size, "%s", written);
    /* The game is kept either way; a failed "ended" leaves it "not finished". */
    return esc_end_write(written, end, winner, err);
}

bool data_replay_keep_trts(const char *dir, const trts_game_record *record, const data_seat seats[], char *path,
                           size_t size, data_error *err)
{
    char d[DATA_PATH_MAX], written[DATA_PATH_MAX];
    if (!keep_dir(dir, d, sizeof d, err))
        return false;
    bool ok = data_trts_save_new(d, written, sizeof written, record, seats, err);
    if (ok && path)
        snprintf(path, size, "%s", written);
    return kept(d, ok);
}

bool data_replay_keep_cq(const char *dir, const char *map_name, const data_seat seats[], const cq_state *state,
                         const data_cq_record *record, char *path, size_t size, data_error *err)
{
    char d[DATA_PATH_MAX], stem[64], written[DATA_PATH_MAX];
    if (!record || !record->start)
        return data_error_set(err, DATA_ERR_VALUE, map_name, "record",
                              "this game has no record from its start: nothing to keep as a replay");
    if (!keep_dir(dir, d, sizeof d, err))
        return false;
    data_file_time_stem(stem, sizeof stem, "-conquest");
    data_cq_save_setup setup;
    memset(&setup, 0, sizeof setup);
    bool ok = data_cq_save_save_new_record(d, stem, written, sizeof written, map_name, seats, state, NULL, &setup,
                                           record, err);
    if (ok && path)
        snprintf(path, size, "%s", written);
    return kept(d, ok);
}

bool data_replay_keep_file(const char *dir, const char *save, const char *tag, char *path, size_t size,
                           data_error *err)
{
    char d[DATA_PATH_MAX], stem[64], written[DATA_PATH_MAX];
    if (!keep_dir(dir, d, sizeof d, err))
        return false;
    char *text;
    size_t len;
    if (!data_file_read(save, &text, &len, err))
        return false;
    data_file_time_stem(stem, sizeof stem, tag ? tag : "");
    bool ok = data_file_write_unique(d, stem, ".json", text, len, written, sizeof written, err);
    free(text);
    if (ok && path)
        snprintf(path, size, "%s", written);
    return kept(d, ok);
}

bool data_replay_keep_pin(const char *path, bool pinned, char *out, size_t size, data_error *err)
{
    snprintf(out, size, "%s", path);
    if (data_replay_keep_pinned(path) == pinned)
        return true;
    const char *name = base_name(path);
    char next[DATA_PATH_MAX];
    int dir_len = (int)(name - path);
    int n = pinned ? snprintf(next, sizeof next, "%.*s%s%s", dir_len, path, DATA_REPLAY_PIN_PREFIX, name)
                   : snprintf(next, sizeof next, "%.*s%s", dir_len, path, name + strlen(DATA_REPLAY_PIN_PREFIX));
    if (n < 0 || (size_t)n >= sizeof next || (size_t)n >= size)
        return data_error_set(err, DATA_ERR_IO, path, NULL, "the name would be too long");
    if (data_paths_is_file(next))
        return data_error_set(err, DATA_ERR_IO, next, NULL, "a file of that name is already there");
    if (rename(path, next) != 0)
        return data_error_set(err, DATA_ERR_IO, path, NULL, "could not be renamed");
    snprintf(out, size, "%s", next);
    return true;
}

/* A name into a shorter field (a squad's 64 bytes into the list's 48), cut
 * before a whole UTF-8 character so the list never shows half of one. */
static void copy_cut(char *out, size_t size, const char *name)
{
    size_t n = 0;
    while (n < size && name[n] != '\0')
        n++;
    if (n >= size) {
        n = size - 1;
        while (n > 0 && ((unsigned char)name[n] & 0xC0) == 0x80)
            n--;
    }
    memcpy(out, name, n);
    out[n] = '\0';
}

bool data_replay_info_of(const data_replay *r, data_replay_info *out)
{
    memset(out, 0, sizeof *out);
    out->game = r->game;
    out->steps = r->n_steps;
    out->winner = -1;
    void *state = malloc(data_replay_state_size(r) ? data_replay_state_size(r) : 1);
    if (!state)
        return false;
    bool ok = data_replay_seek(r, r->n_steps, state);
    switch (r->game) {
    case DATA_REPLAY_ESCARMOUCHE: {
        const esc_game *g = state;
        snprintf(out->map, sizeof out->map, "%s", r->esc.has_scenario ? r->esc.scenario.name : r->esc.map.name);
        out->n_seats = ESC_SIDES;
        for (int s = 0; s < ESC_SIDES; s++) {
            out->seats[s] = r->esc_seats[s];
            copy_cut(out->squads[s], sizeof out->squads[s], r->esc.squads[s].name);
        }
        if (ok) {
            out->over = g->phase == ESC_PHASE_OVER;
            out->winner = out->over ? g->winner : -1;
            out->turns = esc_game_round(g);
        }
        break;
    }
    case DATA_REPLAY_CONQUEST: {
        const cq_state *s = state;
        snprintf(out->map, sizeof out->map, "%s", r->cq_map_name);
        out->n_seats = r->cq.start ? r->cq.start->n_players : 0;
        if (out->n_seats > DATA_SEATS_MAX)
            out->n_seats = DATA_SEATS_MAX;
        for (int p = 0; p < out->n_seats; p++)
            out->seats[p] = r->cq_seats[p];
        out->turns = r->n_steps;
        if (ok) {
            out->over = cq_state_over(s);
            out->winner = out->over ? cq_state_ranked_winner(s) : -1;
        }
        break;
    }
    case DATA_REPLAY_TRTS: {
        const trts_state *s = state;
        snprintf(out->map, sizeof out->map, "%s", r->trts->map.name);
        out->n_seats = r->trts->setup.n_players;
        if (out->n_seats > DATA_SEATS_MAX)
            out->n_seats = DATA_SEATS_MAX;
        for (int p = 0; p < out->n_seats; p++)
            out->seats[p] = r->trts_seats[p];
        if (ok) {
            out->over = s->phase == TRTS_PHASE_OVER;
            out->winner = out->over ? s->winner : -1;
            out->turns = s->round;
        }
        break;
    }
    case DATA_REPLAY_CAMPAIGN: {
        const campaign_state *s = state;
        snprintf(out->map, sizeof out->map, "%s", r->ca_map ? r->ca_map->name : "");
        out->n_seats = ok ? s->settings.n_players : 0;
        if (out->n_seats > DATA_SEATS_MAX)
            out->n_seats = DATA_SEATS_MAX;
        for (int p = 0; p < out->n_seats && p < CAMPAIGN_MAX_PLAYERS; p++)
            out->seats[p] = r->ca_seats[p];
        if (ok) {
            out->over = s->phase == CAMPAIGN_PHASE_OVER;
            out->turns = s->turn;
            /* One winner named; a shared victory is told as no single winner. */
            if (out->over && s->winners && !(s->winners & (s->winners - 1)))
                for (int p = 0; p < out->n_seats; p++)
                    if (s->winners >> p & 1)
                        out->winner = p;
        }
        break;
    }
    }
    free(state);
    return ok;
}
