/*
 * Conquest saved games: {"format": "skirmish-conquest-save", "version": 1,
 * "map": "…", "seats": [{"name": "Ann", "computer": false, "level": "normal"}, …],
 * "state": {…server-shaped state…}}. Older saves' seats are strings ("human",
 * "hard"), still read.
 * The state inside is read and written by cq_state_file.c, so a saved game's state can
 * be cut out and handed to any program that reads the server's states.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "events_internal.h"
#include "fileio_internal.h"
#include "json_util.h"
#include "replay_internal.h"
#include "seats_internal.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

#define FORMAT "skirmish-conquest-save"

/* Seat names: the data layer does not link the bots, so it keeps their level
 * names itself, in cq_bot_level's order (random, easy, normal, hard). */
static const char *const bot_names[] = { "random", "easy", "normal", "hard" };
#define N_BOT_NAMES ((int)(sizeof bot_names / sizeof bot_names[0]))

static bool bot_parse(const char *name, int *level)
{
    for (int i = 0; i < N_BOT_NAMES; i++)
        if (strcmp(name, bot_names[i]) == 0) {
            *level = i;
            return true;
        }
    return false;
}

/* The bot levels as seat levels, the default first. */
static const char *const seat_levels[] = { "normal", "random", "easy", "hard", NULL };

void data_cq_seat_make(data_seat *seat, int level)
{
    /* A seat of another kind (the client's network bot) continues as our normal level. */
    bool bot = level != DATA_CQ_SEAT_HUMAN;
    data_seat_set(seat, bot, level >= 0 && level < N_BOT_NAMES ? bot_names[level] : "normal");
}

int data_cq_seat_level(const data_seat *seat)
{
    int level = 2;
    if (!seat->computer)
        return DATA_CQ_SEAT_HUMAN;
    bot_parse(seat->level, &level);
    return level;
}

/* "drafts": [{"ready": true, "orders": [{"from": 3, "to": 5, "units": 4}, …]}, …],
 * one per seat, only when some seat has orders or is ready. */
static void add_drafts(cJSON *root, const data_cq_save_setup *setup, int n_players, bool *ok)
{
    bool any = false;
    for (int p = 0; p < n_players; p++)
        any = any || setup->n_drafts[p] > 0 || setup->ready[p];
    if (!any || !*ok)
        return;
    cJSON *list = data_json_add_array(root, "drafts", ok);
    for (int p = 0; p < n_players && *ok; p++) {
        cJSON *seat = data_json_add_object(list, NULL, ok);
        if (seat && !cJSON_AddBoolToObject(seat, "ready", setup->ready[p]))
            *ok = false;
        cJSON *orders = seat ? data_json_add_array(seat, "orders", ok) : NULL;
        for (int i = 0; orders && i < setup->n_drafts[p] && *ok; i++) {
            cJSON *o = data_json_add_object(orders, NULL, ok);
            data_json_add_int(o, "from", (long long)setup->drafts[p][i].from, ok);
            data_json_add_int(o, "to", (long long)setup->drafts[p][i].to, ok);
            data_json_add_int(o, "units", (long long)setup->drafts[p][i].units, ok);
        }
    }
}

void data_cq_save_setup_free(data_cq_save_setup *setup)
{
    for (int p = 0; p < CQ_MAX_PLAYERS; p++) {
        free(setup->drafts[p]);
        setup->drafts[p] = NULL;
        setup->n_drafts[p] = 0;
        setup->ready[p] = false;
    }
}

/* The drafts of n_seats seats (absent: none); the orders' vertices and units are
 * checked by the client as it enters them again. */
static bool get_drafts(const data_json_ctx *cx, const cJSON *root, int n_seats, data_cq_save_setup *setup)
{
    const cJSON *list = NULL;
    if (!data_json_get_array(cx, root, "", "drafts", false, &list))
        return false;
    if (!list)
        return true;
    if (data_json_length(list) != n_seats)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "drafts", "%d drafts for %d seats",
                              data_json_length(list), n_seats);
    int p = 0;
    const cJSON *seat;
    cJSON_ArrayForEach(seat, list)
    {
        char at[DATA_KEY_MAX];
        data_json_path_index(at, "drafts", p);
        const cJSON *ready = NULL, *orders = NULL;
        if (!cJSON_IsObject(seat))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, at, "not an object");
        if (!data_json_member(cx, seat, at, "ready", false, &ready) ||
            !data_json_get_array(cx, seat, at, "orders", false, &orders))
            return false;
        if (ready && !cJSON_IsBool(ready))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, at, "\"ready\" is not true or false");
        setup->ready[p] = ready && cJSON_IsTrue(ready);
        int n = orders ? data_json_length(orders) : 0;
        if (n > 0 && !(setup->drafts[p] = calloc((size_t)n, sizeof(cq_order))))
            return data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, NULL, "out of memory");
        const cJSON *o;
        int i = 0;
        if (orders)
            cJSON_ArrayForEach(o, orders)
            {
                char oat[DATA_KEY_MAX];
                data_json_path_index(oat, at, i);
                int from = 0, to = 0, units = 0;
                if (!cJSON_IsObject(o))
                    return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, oat, "not an object");
                if (!data_json_get_int(cx, o, oat, "from", true, INT32_MIN, INT32_MAX, &from) ||
                    !data_json_get_int(cx, o, oat, "to", true, INT32_MIN, INT32_MAX, &to) ||
                    !data_json_get_int(cx, o, oat, "units", true, 1, INT32_MAX, &units))
                    return false;
                setup->drafts[p][i++] = (cq_order){ p, from, to, units };
            }
        setup->n_drafts[p] = i;
        p++;
    }
    return true;
}

/* The document's text (caller frees), NULL when out of memory. */
static char *save_text(const char *map_name, const data_seat seats[], const cq_state *state, const evlog *events,
                       const data_cq_save_setup *setup, const data_cq_record *record)
{
    char *state_text = data_cq_state_to_json(state, NULL);
    cJSON *inner = state_text ? cJSON_Parse(state_text) : NULL;
    free(state_text);
    cJSON *root = cJSON_CreateObject();
    bool ok = inner && root;
    data_json_add_header(root, FORMAT, &ok);
    data_json_add_string(root, "map", map_name ? map_name : "", &ok);
    data_seats_add_json(root, "seats", seats, state->n_players, &ok);
    if (setup) {
        data_json_add_string(root, "starts", setup->fair_starts ? "fair" : "random", &ok);
        if (setup->autosave[0])
            data_json_add_string(root, "autosave", setup->autosave, &ok);
        add_drafts(root, setup, state->n_players, &ok);
    }
    if (events)
        data_events_add_json(root, "events", events, state->n_players, &ok);
    if (ok)
        ok = cJSON_AddItemToObject(root, "state", inner) != 0;
    else
        cJSON_Delete(inner);
    data_cq_record_add_json(root, "record", record, &ok);
    char *text = data_json_finish(root, ok);
    /* A record too long to fit a file is left out rather than the game not
     * saved: the save still continues the game, it just is no replay. */
    if (text && record && record->start && strlen(text) > DATA_FILE_MAX_BYTES) {
        free(text);
        return save_text(map_name, seats, state, events, setup, NULL);
    }
    return text;
}

static void seats_from_levels(const int levels[], int n, data_seat out[CQ_MAX_PLAYERS])
{
    for (int i = 0; i < n && i < CQ_MAX_PLAYERS; i++)
        data_cq_seat_make(&out[i], levels[i]);
}

bool data_cq_save_save_setup(const char *path, const char *map_name, const data_seat seats[], const cq_state *state,
                             const evlog *events, const data_cq_save_setup *setup, data_error *err)
{
    return data_cq_save_save_record(path, map_name, seats, state, events, setup, NULL, err);
}

bool data_cq_save_save_record(const char *path, const char *map_name, const data_seat seats[], const cq_state *state,
                              const evlog *events, const data_cq_save_setup *setup, const data_cq_record *record,
                              data_error *err)
{
    data_error_clear(err);
    return data_file_save_text(path, save_text(map_name, seats, state, events, setup, record), err);
}

bool data_cq_save_save_new_setup(const char *dir, const char *stem, char *path, size_t size, const char *map_name,
                                 const data_seat seats[], const cq_state *state, const evlog *events,
                                 const data_cq_save_setup *setup, data_error *err)
{
    return data_cq_save_save_new_record(dir, stem, path, size, map_name, seats, state, events, setup, NULL, err);
}

bool data_cq_save_save_new_record(const char *dir, const char *stem, char *path, size_t size, const char *map_name,
                                  const data_seat seats[], const cq_state *state, const evlog *events,
                                  const data_cq_save_setup *setup, const data_cq_record *record, data_error *err)
{
    data_error_clear(err);
    return data_file_save_text_unique(dir, stem, ".json", save_text(map_name, seats, state, events, setup, record),
                                      path, size, err);
}

bool data_cq_save_save_seats(const char *path, const char *map_name, const data_seat seats[], const cq_state *state,
                             const evlog *events, data_error *err)
{
    return data_cq_save_save_setup(path, map_name, seats, state, events, NULL, err);
}

bool data_cq_save_save_new_seats(const char *dir, const char *stem, char *path, size_t size, const char *map_name,
                                 const data_seat seats[], const cq_state *state, const evlog *events,
                                 data_error *err)
{
    return data_cq_save_save_new_setup(dir, stem, path, size, map_name, seats, state, events, NULL, err);
}

bool data_cq_save_save(const char *path, const char *map_name, const int seats[], const cq_state *state,
                       data_error *err)
{
    data_seat s[CQ_MAX_PLAYERS];
    seats_from_levels(seats, state->n_players, s);
    return data_cq_save_save_seats(path, map_name, s, state, NULL, err);
}

bool data_cq_save_save_new(const char *dir, const char *stem, char *path, size_t size, const char *map_name,
                           const int seats[], const cq_state *state, data_error *err)
{
    data_seat s[CQ_MAX_PLAYERS];
    seats_from_levels(seats, state->n_players, s);
    return data_cq_save_save_new_seats(dir, stem, path, size, map_name, s, state, NULL, err);
}

/* A bare game state (ours, or the public server's with or without its "type":
 * "game_state"): no "format", a graph, players and a turn. */
static bool raw_state(const cJSON *root)
{
    return cJSON_IsObject(root) && cJSON_GetObjectItemCaseSensitive(root, "format") == NULL &&
           cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(root, "graph")) &&
           cJSON_IsArray(cJSON_GetObjectItemCaseSensitive(root, "players")) &&
           cJSON_GetObjectItemCaseSensitive(root, "turn") != NULL;
}

/* A bare state continues as a game of computer players (normal), all watched:
 * nothing in it says who sat where. */
static bool load_raw_state(const char *path, const char *text, char *map_name, int map_name_size,
                           data_seat seats[CQ_MAX_PLAYERS], cq_graph *graph, cq_state *state, data_error *err)
{
    cq_graph g;
    cq_graph_init(&g);
    cq_state *s = malloc(sizeof *s);
    bool ok = s != NULL ? data_cq_state_parse(text, strlen(text), path, &g, s, NULL, err)
                        : data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
    if (ok) {
        cq_graph_swap(graph, &g);
        *state = *s;
        state->graph = graph;
        for (int p = 0; p < state->n_players; p++)
            data_seat_set(&seats[p], true, "normal");
        snprintf(map_name, (size_t)map_name_size, "Chromatic Warfare state");
    }
    free(s);
    cq_graph_free(&g);
    return ok;
}

static bool read_format(const char *path, cJSON **root, char **text, data_error *err)
{
    size_t len;
    if (!data_file_read(path, text, &len, err))
        return false;
    data_json_ctx cx = { path, err };
    if (!data_json_parse(&cx, *text, len, root)) {
        free(*text);
        return false;
    }
    return true;
}

bool data_cq_save_is(const char *path)
{
    data_error err;
    cJSON *root;
    char *text;
    if (!read_format(path, &root, &text, &err))
        return false;
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(root, "format");
    bool is = (cJSON_IsString(f) && strcmp(f->valuestring, FORMAT) == 0) || raw_state(root);
    cJSON_Delete(root);
    free(text);
    return is;
}

bool data_cq_save_load_seats(const char *path, char *map_name, int map_name_size, data_seat seats[CQ_MAX_PLAYERS],
                             cq_graph *graph, cq_state *state, evlog *events, data_error *err)
{
    return data_cq_save_load_setup(path, map_name, map_name_size, seats, graph, state, events, NULL, err);
}

bool data_cq_save_load_setup(const char *path, char *map_name, int map_name_size, data_seat seats[CQ_MAX_PLAYERS],
                             cq_graph *graph, cq_state *state, evlog *events, data_cq_save_setup *setup,
                             data_error *err)
{
    return data_cq_save_load_record(path, map_name, map_name_size, seats, graph, state, events, setup, NULL, err);
}

bool data_cq_save_load_record(const char *path, char *map_name, int map_name_size, data_seat seats[CQ_MAX_PLAYERS],
                              cq_graph *graph, cq_state *state, evlog *events, data_cq_save_setup *setup,
                              data_cq_record *record, data_error *err)
{
    data_error_clear(err);
    data_cq_save_setup got_setup;
    memset(&got_setup, 0, sizeof got_setup);
    if (setup)
        *setup = got_setup;
    cJSON *root;
    char *text;
    if (!read_format(path, &root, &text, err))
        return false;
    if (raw_state(root)) {
        cJSON_Delete(root);
        bool raw_ok = load_raw_state(path, text, map_name, map_name_size, seats, graph, state, err);
        free(text);
        if (raw_ok && events)
            evlog_clear(events);
        if (raw_ok && record)
            data_cq_record_free(record);
        return raw_ok;
    }
    free(text);
    data_json_ctx cx = { path, err };
    bool ok = data_json_check_header(&cx, root, "", FORMAT, true);
    char name[64] = "";
    const cJSON *seat_list = NULL, *inner = NULL;
    char starts[16] = "random";
    ok = ok && data_json_get_string(&cx, root, "", "starts", false, starts, sizeof starts);
    if (ok && strcmp(starts, "random") != 0 && strcmp(starts, "fair") != 0)
        ok = data_error_set(err, DATA_ERR_VALUE, path, "starts", "\"%s\" is not \"random\" or \"fair\"", starts);
    got_setup.fair_starts = strcmp(starts, "fair") == 0;
    /* A plain file name only: a save never points the game at another folder. */
    ok = ok && data_json_get_string(&cx, root, "", "autosave", false, got_setup.autosave, sizeof got_setup.autosave);
    if (ok && (strchr(got_setup.autosave, '/') || strchr(got_setup.autosave, '\\') || got_setup.autosave[0] == '.'))
        got_setup.autosave[0] = '\0';
    ok = ok && data_json_get_string(&cx, root, "", "map", false, name, sizeof name) &&
         data_json_get_array(&cx, root, "", "seats", true, &seat_list) &&
         data_json_get_object(&cx, root, "", "state", true, &inner);
    data_seat got[CQ_MAX_PLAYERS];
    int n_seats = seat_list ? data_json_length(seat_list) : 0;
    if (ok && n_seats > CQ_MAX_PLAYERS)
        ok = data_error_set(err, DATA_ERR_VALUE, path, "seats", "more than %d seats", CQ_MAX_PLAYERS);
    int i = 0;
    const cJSON *item;
    if (ok && seat_list)
        cJSON_ArrayForEach(item, seat_list)
        {
            char at[DATA_KEY_MAX];
            data_json_path_index(at, "seats", i);
            if (!(ok = data_seat_from_json(&cx, item, at, seat_levels, &got[i])))
                break;
            i++;
        }
    evlog read;
    evlog_init(&read);
    bool found;
    if (ok)
        ok = data_events_get_json(&cx, root, "events", n_seats, &read, &found);
    if (ok)
        ok = get_drafts(&cx, root, n_seats, &got_setup);
    char *state_text = ok ? cJSON_PrintUnformatted(inner) : NULL;
    if (!ok) {
        cJSON_Delete(root);
        data_cq_save_setup_free(&got_setup);
        evlog_free(&read);
        return false;
    }
    if (!state_text) {
        cJSON_Delete(root);
        data_cq_save_setup_free(&got_setup);
        evlog_free(&read);
        return data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
    }
    cq_graph g;
    cq_graph_init(&g);
    cq_state s;
    ok = data_cq_state_parse(state_text, strlen(state_text), path, &g, &s, NULL, err);
    free(state_text);
    if (ok && n_seats != s.n_players)
        ok = data_error_set(err, DATA_ERR_VALUE, path, "seats",
                            P_("%d seat for %d players", "%d seats for %d players", n_seats), n_seats, s.n_players);
    /* The record is read even when the caller does not want it: a save whose
     * record does not replay to its state is refused by every loader. */
    data_cq_record got_record;
    data_cq_record_init(&got_record);
    if (ok) {
        s.graph = &g;
        ok = data_cq_record_get_json(&cx, root, "record", &s, &got_record);
    }
    cJSON_Delete(root);
    if (!ok) {
        /* The state's own messages name keys inside it. */
        if (err->key[0] && strncmp(err->key, "seats", 5) != 0 && strncmp(err->key, "record", 6) != 0) {
            char key[sizeof err->key];
            snprintf(key, sizeof key, "state.%.120s", err->key);
            snprintf(err->key, sizeof err->key, "%s", key);
        }
        cq_graph_free(&g);
        evlog_free(&read);
        data_cq_save_setup_free(&got_setup);
        return false;
    }
    cq_graph_swap(graph, &g);
    cq_graph_free(&g);
    *state = s;
    state->graph = graph;
    if (got_record.start)
        got_record.start->graph = graph;
    if (record) {
        data_cq_record_free(record);
        *record = got_record;
    } else {
        data_cq_record_free(&got_record);
    }
    memcpy(seats, got, sizeof got[0] * (size_t)n_seats);
    snprintf(map_name, (size_t)map_name_size, "%s", name);
    if (events) {
        evlog_free(events);
        *events = read;
    } else {
        evlog_free(&read);
    }
    if (setup)
        *setup = got_setup;
    else
        data_cq_save_setup_free(&got_setup);
    return true;
}

bool data_cq_save_load(const char *path, char *map_name, int map_name_size, int seats[CQ_MAX_PLAYERS],
                       cq_graph *graph, cq_state *state, data_error *err)
{
    data_seat s[CQ_MAX_PLAYERS];
    if (!data_cq_save_load_seats(path, map_name, map_name_size, s, graph, state, NULL, err))
        return false;
    for (int p = 0; p < state->n_players; p++)
        seats[p] = data_cq_seat_level(&s[p]);
    return true;
}
