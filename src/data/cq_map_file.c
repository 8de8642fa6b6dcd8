/*
 * Conquest maps ("skirmish-conquest-map") and order lists.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cq_json_internal.h"
#include "fileio_internal.h"
#include "json_util.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

/* ---- maps ---- */

static bool map_from_json(const data_json_ctx *cx, const cJSON *root, cq_map *m)
{
    if (!data_json_check_header(cx, root, "", DATA_CQ_MAP_FORMAT, true) ||
        !data_json_get_string(cx, root, "", "name", true, m->name, sizeof m->name) ||
        !data_json_get_string(cx, root, "", "description", false, m->description, sizeof m->description) ||
        !data_json_get_int(cx, root, "", "max_turns", false, 1, CQ_MAX_TURN_LIMIT, &m->max_turns))
        return false;
    const cJSON *players;
    if (!data_json_get_object(cx, root, "", "players", false, &players))
        return false;
    if (players != NULL &&
        (!data_json_get_int(cx, players, "players", "min", true, CQ_SETUP_MIN_PLAYERS, CQ_SETUP_MAX_PLAYERS,
                            &m->min_players) ||
         !data_json_get_int(cx, players, "players", "max", true, CQ_SETUP_MIN_PLAYERS, CQ_SETUP_MAX_PLAYERS,
                            &m->max_players)))
        return false;
    if (m->min_players > m->max_players)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "players", "min (%d) is above max (%d)",
                              m->min_players, m->max_players);
    if (!data_cq_read_graph(cx, root, true, &m->graph, NULL))
        return false;
    cq_map_problem mp = cq_map_test(m);
    if (mp != CQ_MAP_OK)
        return data_error_set_text(cx->err, DATA_ERR_VALUE, cx->file, mp == CQ_MAP_TOO_SMALL ? "players" : "graph",
                                   _(cq_map_problem_text(mp)));
    return true;
}

/* A game state read as a map (docs/formats.md: a raw server state is a map too):
 * its graph, none of its holdings. */
static bool map_from_state(const data_json_ctx *cx, const char *text, size_t len, cq_map *m)
{
    cq_graph g;
    cq_graph_init(&g);
    cq_state *s = malloc(sizeof *s);
    bool ok = s != NULL ? data_cq_state_parse(text, len, cx->file, &g, s, NULL, cx->err)
                        : data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, NULL, "out of memory");
    if (ok) {
        snprintf(m->name, sizeof m->name, "Chromatic Warfare state (%d vertices)", g.n_vertices);
        m->min_players = CQ_SETUP_MIN_PLAYERS;
        m->max_players = g.n_vertices < CQ_SETUP_MAX_PLAYERS ? g.n_vertices : CQ_SETUP_MAX_PLAYERS;
        if (m->max_players < m->min_players)
            m->max_players = m->min_players; /* cq_map_test then says it is too small */
        m->max_turns = s->max_turns;
        cq_graph_swap(&m->graph, &g);
        cq_map_problem mp = cq_map_test(m);
        if (mp != CQ_MAP_OK)
            ok = data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "graph", "as a map: %s", _(cq_map_problem_text(mp)));
    }
    free(s);
    cq_graph_free(&g);
    return ok;
}

bool data_cq_map_parse(const char *text, size_t len, const char *name, cq_map *map, data_error *err)
{
    data_json_ctx cx = {name != NULL ? name : "", err};
    data_error_clear(err);
    if (map == NULL)
        return data_error_set(err, DATA_ERR_MEMORY, cx.file, NULL, "no map to fill");
    cJSON *root;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    cq_map m;
    cq_map_init(&m);
    /* No "format" but a graph and players: a game state, ours or the server's. */
    bool is_state = cJSON_IsObject(root) && cJSON_GetObjectItemCaseSensitive(root, "format") == NULL &&
                    cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(root, "graph")) &&
                    cJSON_GetObjectItemCaseSensitive(root, "players") != NULL &&
                    cJSON_GetObjectItemCaseSensitive(root, "turn") != NULL;
    bool ok = is_state ? map_from_state(&cx, text, len, &m) : map_from_json(&cx, root, &m);
    cJSON_Delete(root);
    if (ok) {
        /* The old content goes out with m. */
        cq_map old = *map;
        *map = m;
        m = old;
    }
    cq_map_free(&m);
    return ok;
}

bool data_cq_map_load(const char *path, cq_map *map, data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_cq_map_parse(text, len, path, map, err);
    free(text);
    return ok;
}

char *data_cq_map_to_json(const cq_map *map)
{
    if (map == NULL)
        return NULL;
    cJSON *root = cJSON_CreateObject();
    bool ok = root != NULL;
    data_json_add_header(root, DATA_CQ_MAP_FORMAT, &ok);
    data_json_add_string(root, "name", map->name, &ok);
    if (map->description[0] != '\0')
        data_json_add_string(root, "description", map->description, &ok);
    cJSON *players = data_json_add_object(root, "players", &ok);
    data_json_add_int(players, "min", map->min_players, &ok);
    data_json_add_int(players, "max", map->max_players, &ok);
    data_json_add_int(root, "max_turns", map->max_turns, &ok);
    if (ok)
        data_cq_fill_graph(root, &map->graph, NULL, &ok);
    return data_json_finish(root, ok);
}

bool data_cq_map_save(const char *path, const cq_map *map, data_error *err)
{
    return data_file_save_text(path, data_cq_map_to_json(map), err);
}

/* ---- orders ---- */

static bool orders_from_json(const data_json_ctx *cx, const cJSON *root, const cq_state *s, cq_order *out)
{
    const cJSON *orders;
    if (!data_json_get_array(cx, root, "", "orders", true, &orders))
        return false;
    int i = 0;
    const cJSON *o;
    cJSON_ArrayForEach(o, orders)
    {
        char at[DATA_KEY_MAX], path[DATA_KEY_MAX];
        data_json_path_index(at, "orders", i);
        if (!cJSON_IsObject(o))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, at,
                                  "expected {\"player\", \"from\", \"to\", \"units\"}, found %s",
                                  data_json_type_name(o));
        const cJSON *who;
        char id[CQ_PLAYER_ID_MAX];
        if (!data_json_member(cx, o, at, "player", true, &who))
            return false;
        data_json_path_key(path, at, "player");
        if (!data_cq_json_player_id(cx, who, path, id))
            return false;
        cq_order order = {cq_state_find_player(s, id), 0, 0, 0};
        if (!data_cq_get_int64(cx, o, at, "from", true, -(int64_t)DATA_CQ_EXACT_LIMIT, (int64_t)DATA_CQ_EXACT_LIMIT, &order.from) ||
            !data_cq_get_int64(cx, o, at, "to", true, -(int64_t)DATA_CQ_EXACT_LIMIT, (int64_t)DATA_CQ_EXACT_LIMIT, &order.to) ||
            !data_cq_get_int64(cx, o, at, "units", true, -(int64_t)DATA_CQ_EXACT_LIMIT, (int64_t)DATA_CQ_EXACT_LIMIT, &order.units))
            return false;
        out[i++] = order;
    }
    return true;
}

bool data_cq_orders_parse(const char *text, size_t len, const char *name, const cq_state *state, cq_order **orders,
                          size_t *n, data_error *err)
{
    data_json_ctx cx = {name != NULL ? name : "", err};
    data_error_clear(err);
    if (state == NULL || orders == NULL || n == NULL)
        return data_error_set(err, DATA_ERR_MEMORY, cx.file, NULL, "nothing to fill");
    cJSON *root;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(root, "orders");
    size_t count = cJSON_IsArray(list) ? (size_t)data_json_length(list) : 0;
    cq_order *out = malloc((count > 0 ? count : 1) * sizeof *out);
    bool ok = out != NULL ? orders_from_json(&cx, root, state, out)
                          : data_error_set(err, DATA_ERR_MEMORY, cx.file, NULL, "out of memory");
    cJSON_Delete(root);
    if (!ok) {
        free(out);
        return false;
    }
    if (count == 0) {
        free(out);
        out = NULL;
    }
    *orders = out;
    *n = count;
    return true;
}

bool data_cq_orders_load(const char *path, const cq_state *state, cq_order **orders, size_t *n, data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_cq_orders_parse(text, len, path, state, orders, n, err);
    free(text);
    return ok;
}

char *data_cq_orders_to_json(const cq_state *state, const cq_order *orders, size_t n)
{
    cJSON *root = cJSON_CreateObject();
    bool ok = root != NULL;
    cJSON *list = data_json_add_array(root, "orders", &ok);
    for (size_t i = 0; i < n && ok; i++) {
        const cq_order *o = &orders[i];
        cJSON *item = data_json_add_object(list, NULL, &ok);
        if (o->player >= 0 && o->player < state->n_players)
            data_json_add_string(item, "player", state->players[o->player].id, &ok);
        else
            data_json_add_null(item, "player", &ok);
        data_json_add_int(item, "from", o->from, &ok);
        data_json_add_int(item, "to", o->to, &ok);
        data_json_add_int(item, "units", o->units, &ok);
    }
    return data_json_finish(root, ok);
}
