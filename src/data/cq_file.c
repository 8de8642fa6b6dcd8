/*
 * Conquest files: game states in the public server's shape, maps and order lists.
 *
 * The state reader is lenient where the public server's own states vary (players
 * as objects or as plain names, elimination entries as [turn, [names]] pairs or as
 * objects, a player listed again in later elimination entries, no "max_turns") and
 * strict about everything that would make the rules misbehave: unknown names,
 * dangling edges, duplicate ids, units on neutral vertices, vertices held by an
 * eliminated player. Derived values (players' "total_units", "final_rankings") are
 * not read: they are recomputed when written.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio_internal.h"
#include "json_util.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/files.h"

/* Integers a double holds exactly: ids, units and seeds beyond this are refused. */
#define EXACT_LIMIT 9007199254740992.0 /* 2^53 */

static const char *const key_names[DATA_CQ_STATE_KEYS] = {
    "turn", "max_turns", "graph", "players", "elimination_order", "game_status", "final_rankings", "rng",
};

void data_cq_layout_default(data_cq_layout *layout)
{
    memset(layout, 0, sizeof *layout);
    layout->n_keys = DATA_CQ_STATE_KEYS;
    for (int k = 0; k < DATA_CQ_STATE_KEYS; k++)
        layout->keys[k] = (uint8_t)k;
}

/* ---- value readers ---- */

static bool json_int64(const data_json_ctx *cx, const cJSON *item, const char *path, int64_t min, int64_t max,
                       int64_t *out)
{
    if (!cJSON_IsNumber(item))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an integer, found %s",
                              data_json_type_name(item));
    double v = item->valuedouble;
    if (!isfinite(v))
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "number out of range (%lld to %lld)",
                              (long long)min, (long long)max);
    if (v != floor(v))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an integer, found %.15g", v);
    if (v < (double)min || v > (double)max)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "%.15g is out of range (%lld to %lld)", v,
                              (long long)min, (long long)max);
    *out = (int64_t)v;
    return true;
}

static bool get_int64(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key, bool required,
                      int64_t min, int64_t max, int64_t *out)
{
    const cJSON *item;
    if (!data_json_member(cx, obj, prefix, key, required, &item))
        return false;
    if (item == NULL)
        return true;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, key);
    return json_int64(cx, item, path, min, max, out);
}

static bool json_number(const data_json_ctx *cx, const cJSON *item, const char *path, double *out)
{
    if (!cJSON_IsNumber(item))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected a number, found %s",
                              data_json_type_name(item));
    if (!isfinite(item->valuedouble))
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "the number is too large");
    *out = item->valuedouble;
    return true;
}

/* The generator state: a decimal string (a JSON number loses the low bits of a
 * 64-bit value in most readers) or a number up to 2^53. */
static bool json_u64(const data_json_ctx *cx, const cJSON *item, const char *path, uint64_t *out)
{
    if (cJSON_IsNumber(item)) {
        double v = item->valuedouble;
        if (!isfinite(v) || v != floor(v) || v < 0 || v > EXACT_LIMIT)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                  "expected an integer from 0 to 2^53, or a decimal string for larger values");
        *out = (uint64_t)v;
        return true;
    }
    if (!cJSON_IsString(item) || item->valuestring == NULL)
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path,
                              "expected a decimal string such as \"123\", found %s", data_json_type_name(item));
    const char *s = item->valuestring;
    uint64_t v = 0;
    if (*s == '\0')
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "empty: expected digits 0-9");
    for (; *s; s++) {
        if (*s < '0' || *s > '9')
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                  "expected digits 0-9 only (0 to 18446744073709551615)");
        uint64_t d = (uint64_t)(*s - '0');
        if (v > (UINT64_MAX - d) / 10)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                  "too large (the largest is 18446744073709551615)");
        v = v * 10 + d;
    }
    *out = v;
    return true;
}

/* A player name: a non-empty string that fits. */
static bool json_player_id(const data_json_ctx *cx, const cJSON *item, const char *path, char out[CQ_PLAYER_ID_MAX])
{
    if (!cJSON_IsString(item) || item->valuestring == NULL)
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected a player name (a string), found %s",
                              data_json_type_name(item));
    size_t n = strlen(item->valuestring);
    if (n == 0)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "a player name cannot be empty");
    if (n >= CQ_PLAYER_ID_MAX)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "a player name is at most %d bytes",
                              CQ_PLAYER_ID_MAX - 1);
    char tmp[CQ_PLAYER_ID_MAX];
    if (!data_json_string(cx, item, path, tmp, sizeof tmp))
        return false;
    memcpy(out, tmp, sizeof tmp);
    return true;
}

/* A name that must be one of the state's players. */
static bool json_known_player(const data_json_ctx *cx, const cJSON *item, const char *path, const cq_state *s, int *out)
{
    char id[CQ_PLAYER_ID_MAX];
    if (!json_player_id(cx, item, path, id))
        return false;
    int p = cq_state_find_player(s, id);
    if (p == CQ_NO_PLAYER)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "\"%s\" is not in \"players\"", id);
    *out = p;
    return true;
}

/* ---- graph ---- */

/* The vertices and edges of obj["graph"] into g (initialised, empty). For a map
 * (`map` true) vertices have no controller and no units; for a state, per-vertex
 * controllers and units are read afterwards by read_holdings. */
static bool read_graph(const data_json_ctx *cx, const cJSON *root, bool map, cq_graph *g, const cJSON **vertices_out)
{
    const cJSON *graph, *vertices, *edges;
    if (!data_json_get_object(cx, root, "", "graph", true, &graph) ||
        !data_json_get_array(cx, graph, "graph", "vertices", true, &vertices) ||
        !data_json_get_array(cx, graph, "graph", "edges", true, &edges))
        return false;
    int i = 0;
    const cJSON *v;
    cJSON_ArrayForEach(v, vertices)
    {
        char at[DATA_KEY_MAX], path[DATA_KEY_MAX];
        data_json_path_index(at, "graph.vertices", i);
        if (!cJSON_IsObject(v))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, at, "expected a vertex object, found %s",
                                  data_json_type_name(v));
        if (i >= CQ_MAX_VERTICES)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "graph.vertices", "more than %d vertices",
                                  CQ_MAX_VERTICES);
        int64_t id = 0, weight = 0;
        const cJSON *pos;
        double xy[2] = {0, 0};
        if (!get_int64(cx, v, at, "id", true, 0, CQ_MAX_VERTEX_ID, &id) ||
            !get_int64(cx, v, at, "weight", true, 1, CQ_MAX_WEIGHT, &weight) ||
            !data_json_get_array(cx, v, at, "position", true, &pos))
            return false;
        data_json_path_key(path, at, "position");
        if (cJSON_GetArraySize(pos) != 2)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "expected [x, y], found %d numbers",
                                  cJSON_GetArraySize(pos));
        for (int k = 0; k < 2; k++) {
            char el[DATA_KEY_MAX];
            data_json_path_index(el, path, k);
            if (!json_number(cx, cJSON_GetArrayItem(pos, k), el, &xy[k]))
                return false;
        }
        if (map) {
            /* A map may carry the state's keys, but neutral and empty. */
            const cJSON *c = cJSON_GetObjectItemCaseSensitive(v, "controller");
            data_json_path_key(path, at, "controller");
            if (c != NULL && !cJSON_IsNull(c))
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                      "a map has no controllers (expected null or no key)");
            const cJSON *u = cJSON_GetObjectItemCaseSensitive(v, "units");
            data_json_path_key(path, at, "units");
            if (u != NULL && !(cJSON_IsNumber(u) && u->valuedouble == 0))
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                      "a map vertex holds no units (expected 0 or no key)");
        }
        cq_graph_problem gp = cq_graph_add_vertex(g, id, weight, xy[0], xy[1]);
        if (gp != CQ_GRAPH_OK)
            return data_error_set(cx->err, gp == CQ_GRAPH_NO_MEMORY ? DATA_ERR_MEMORY : DATA_ERR_VALUE, cx->file, at,
                                  "%s", cq_graph_problem_text(gp));
        i++;
    }
    i = 0;
    const cJSON *e;
    cJSON_ArrayForEach(e, edges)
    {
        char at[DATA_KEY_MAX];
        data_json_path_index(at, "graph.edges", i);
        if (!cJSON_IsObject(e))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, at, "expected {\"from\": id, \"to\": id}, found %s",
                                  data_json_type_name(e));
        int64_t from = 0, to = 0;
        if (!get_int64(cx, e, at, "from", true, 0, CQ_MAX_VERTEX_ID, &from) ||
            !get_int64(cx, e, at, "to", true, 0, CQ_MAX_VERTEX_ID, &to))
            return false;
        cq_graph_problem gp = cq_graph_add_edge(g, from, to);
        if (gp != CQ_GRAPH_OK)
            return data_error_set(cx->err, gp == CQ_GRAPH_NO_MEMORY ? DATA_ERR_MEMORY : DATA_ERR_VALUE, cx->file,
                                  gp == CQ_GRAPH_TOO_MANY_EDGES ? "graph.edges" : at, "%s", cq_graph_problem_text(gp));
        i++;
    }
    int where = -1;
    cq_graph_problem gp = cq_graph_finish(g, &where);
    if (gp != CQ_GRAPH_OK) {
        char at[DATA_KEY_MAX];
        switch (gp) {
        case CQ_GRAPH_EMPTY:
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "graph.vertices", "%s", cq_graph_problem_text(gp));
        case CQ_GRAPH_DUPLICATE_ID: {
            char idx[DATA_KEY_MAX];
            data_json_path_index(idx, "graph.vertices", where);
            data_json_path_key(at, idx, "id");
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, at, "two vertices have the id %d",
                                  (int)g->vertices[where].id);
        }
        case CQ_GRAPH_NO_SUCH_VERTEX: {
            char idx[DATA_KEY_MAX];
            data_json_path_index(idx, "graph.edges", where);
            bool from_missing = cq_graph_find(g, g->edges[where].from) == CQ_NO_VERTEX;
            data_json_path_key(at, idx, from_missing ? "from" : "to");
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, at, "no vertex has the id %d",
                                  (int)(from_missing ? g->edges[where].from : g->edges[where].to));
        }
        case CQ_GRAPH_DUPLICATE_EDGE:
            data_json_path_index(at, "graph.edges", where);
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, at, "the edge %d -> %d is listed twice",
                                  (int)g->vertices[g->edges[where].from].id, (int)g->vertices[g->edges[where].to].id);
        default:
            return data_error_set(cx->err, gp == CQ_GRAPH_NO_MEMORY ? DATA_ERR_MEMORY : DATA_ERR_VALUE, cx->file,
                                  "graph", "%s", cq_graph_problem_text(gp));
        }
    }
    if (vertices_out != NULL)
        *vertices_out = vertices;
    return true;
}

/* ---- states ---- */

static bool read_players(const data_json_ctx *cx, const cJSON *root, cq_state *s, data_cq_layout *layout,
                         bool status_eliminated[CQ_MAX_PLAYERS])
{
    const cJSON *players;
    if (!data_json_get_array(cx, root, "", "players", true, &players))
        return false;
    int n = cJSON_GetArraySize(players);
    if (n < 1)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "players", "a game needs at least one player");
    if (n > CQ_MAX_PLAYERS)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "players", "more than %d players", CQ_MAX_PLAYERS);
    int i = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, players)
    {
        char at[DATA_KEY_MAX], id[CQ_PLAYER_ID_MAX];
        data_json_path_index(at, "players", i);
        bool disconnected = false;
        status_eliminated[i] = false;
        if (cJSON_IsString(item)) {
            if (i == 0)
                layout->players_as_strings = true;
            if (!json_player_id(cx, item, at, id))
                return false;
        } else if (cJSON_IsObject(item)) {
            const cJSON *idv;
            char path[DATA_KEY_MAX];
            if (!data_json_member(cx, item, at, "id", true, &idv))
                return false;
            data_json_path_key(path, at, "id");
            if (!json_player_id(cx, idv, path, id))
                return false;
            char status[16] = "active";
            if (!data_json_get_string(cx, item, at, "status", false, status, sizeof status))
                return false;
            data_json_path_key(path, at, "status");
            if (strcmp(status, "eliminated") == 0)
                status_eliminated[i] = true;
            else if (strcmp(status, "disconnected") == 0)
                disconnected = true;
            else if (strcmp(status, "active") != 0)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                      "expected \"active\", \"eliminated\" or \"disconnected\"");
        } else {
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, at,
                                  "expected a player name or {\"id\": name, …}, found %s", data_json_type_name(item));
        }
        if (cq_state_find_player(s, id) != CQ_NO_PLAYER)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, at, "\"%s\" is listed twice", id);
        int p = cq_state_add_player(s, id);
        if (p == CQ_NO_PLAYER)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, at, "cannot add this player");
        s->players[p].disconnected = disconnected;
        i++;
    }
    return true;
}

/* One entry's players: an array of names, or one name. */
static bool read_elimination_players(const data_json_ctx *cx, const cJSON *names, const char *path, cq_state *s,
                                     int turn)
{
    if (cJSON_IsString(names)) {
        int p = CQ_NO_PLAYER;
        if (!json_known_player(cx, names, path, s, &p))
            return false;
        if (!s->players[p].eliminated) {
            s->players[p].eliminated = true;
            s->players[p].eliminated_turn = turn;
        }
        return true;
    }
    if (!cJSON_IsArray(names))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an array of player names, found %s",
                              data_json_type_name(names));
    int k = 0;
    const cJSON *name;
    cJSON_ArrayForEach(name, names)
    {
        char at[DATA_KEY_MAX];
        data_json_path_index(at, path, k++);
        int p = CQ_NO_PLAYER;
        if (!json_known_player(cx, name, at, s, &p))
            return false;
        /* The public server lists a player again in each later turn's entry; the
         * first entry is the turn it was eliminated. */
        if (!s->players[p].eliminated) {
            s->players[p].eliminated = true;
            s->players[p].eliminated_turn = turn;
        }
    }
    return true;
}

static bool read_elimination_order(const data_json_ctx *cx, const cJSON *root, cq_state *s, data_cq_layout *layout)
{
    const cJSON *order;
    if (!data_json_get_array(cx, root, "", "elimination_order", true, &order))
        return false;
    int i = 0;
    const cJSON *entry;
    cJSON_ArrayForEach(entry, order)
    {
        char at[DATA_KEY_MAX], path[DATA_KEY_MAX];
        data_json_path_index(at, "elimination_order", i);
        int64_t turn = 0;
        const cJSON *names;
        if (cJSON_IsArray(entry)) {
            if (cJSON_GetArraySize(entry) != 2)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, at,
                                      "expected [turn, [player names]], found %d elements", cJSON_GetArraySize(entry));
            data_json_path_index(path, at, 0);
            if (!json_int64(cx, cJSON_GetArrayItem(entry, 0), path, 0, CQ_MAX_TURN_LIMIT, &turn))
                return false;
            names = cJSON_GetArrayItem(entry, 1);
            data_json_path_index(path, at, 1);
        } else if (cJSON_IsObject(entry)) {
            if (!get_int64(cx, entry, at, "turn", true, 0, CQ_MAX_TURN_LIMIT, &turn))
                return false;
            names = cJSON_GetObjectItemCaseSensitive(entry, "players");
            data_json_path_key(path, at, "players");
            if (names == NULL) {
                names = cJSON_GetObjectItemCaseSensitive(entry, "player");
                data_json_path_key(path, at, "player");
            }
            if (names == NULL)
                return data_error_set(cx->err, DATA_ERR_MISSING, cx->file, path, "missing (required)");
            if (i == 0) {
                /* Remember the entry's shape, down to its key order, to write
                 * the next state's entries alike. */
                layout->elimination_as_objects = true;
                layout->elimination_one_per_player = cJSON_IsString(names);
                layout->elimination_player_first = false;
                for (const cJSON *m = entry->child; m != NULL; m = m->next) {
                    if (m == names) {
                        layout->elimination_player_first = true;
                        break;
                    }
                    if (m->string != NULL && strcmp(m->string, "turn") == 0)
                        break;
                }
            }
        } else {
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, at,
                                  "expected [turn, [player names]], found %s", data_json_type_name(entry));
        }
        if (turn > s->turn) {
            data_json_path_index(path, at, 0);
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, cJSON_IsArray(entry) ? path : at,
                                  "eliminated in turn %lld, after the state's turn %d", (long long)turn, (int)s->turn);
        }
        if (!read_elimination_players(cx, names, path, s, (int)turn))
            return false;
        i++;
    }
    return true;
}

/* Controllers and units of each vertex (in the order of the file, which is the
 * graph's index order). */
static bool read_holdings(const data_json_ctx *cx, const cJSON *vertices, cq_state *s)
{
    int i = 0;
    const cJSON *v;
    cJSON_ArrayForEach(v, vertices)
    {
        char at[DATA_KEY_MAX], path[DATA_KEY_MAX];
        data_json_path_index(at, "graph.vertices", i);
        const cJSON *c;
        if (!data_json_member(cx, v, at, "controller", true, &c))
            return false;
        data_json_path_key(path, at, "controller");
        int owner = CQ_NEUTRAL;
        if (!cJSON_IsNull(c)) {
            if (!json_known_player(cx, c, path, s, &owner))
                return false;
            if (s->players[owner].eliminated)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                      "\"%s\" was eliminated and cannot control a vertex", s->players[owner].id);
        }
        int64_t units = 0;
        if (!get_int64(cx, v, at, "units", true, 0, CQ_MAX_UNITS, &units))
            return false;
        if (owner == CQ_NEUTRAL && units != 0) {
            data_json_path_key(path, at, "units");
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                  "a neutral vertex holds no units (found %lld)", (long long)units);
        }
        s->controller[i] = (int8_t)owner;
        s->units[i] = units;
        i++;
    }
    return true;
}

static bool state_from_json(const data_json_ctx *cx, const cJSON *root, cq_graph *g, cq_state *s,
                            data_cq_layout *layout)
{
    /* The order of the known keys, to write them back the same way. */
    layout->n_keys = 0;
    const cJSON *member;
    cJSON_ArrayForEach(member, root)
    {
        for (int k = 0; k < DATA_CQ_STATE_KEYS; k++) {
            if (member->string == NULL || strcmp(member->string, key_names[k]) != 0)
                continue;
            bool seen = false;
            for (int j = 0; j < layout->n_keys; j++)
                seen = seen || layout->keys[j] == k;
            if (!seen)
                layout->keys[layout->n_keys++] = (uint8_t)k;
        }
    }

    const cJSON *vertices = NULL;
    if (!read_graph(cx, root, false, g, &vertices))
        return false;
    cq_state_init(s, g);
    int turn = 0, max_turns = CQ_DEFAULT_MAX_TURNS;
    if (!data_json_get_int(cx, root, "", "turn", true, 0, CQ_MAX_TURN_LIMIT, &turn) ||
        !data_json_get_int(cx, root, "", "max_turns", false, 1, CQ_MAX_TURN_LIMIT, &max_turns))
        return false;
    s->turn = turn;
    s->max_turns = max_turns;

    bool status_eliminated[CQ_MAX_PLAYERS];
    if (!read_players(cx, root, s, layout, status_eliminated) || !read_elimination_order(cx, root, s, layout))
        return false;
    for (int p = 0; p < s->n_players; p++) {
        if (status_eliminated[p] && !s->players[p].eliminated) {
            char at[DATA_KEY_MAX], path[DATA_KEY_MAX];
            data_json_path_index(at, "players", p);
            data_json_path_key(path, at, "status");
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                  "\"eliminated\", but \"%s\" is not in \"elimination_order\"", s->players[p].id);
        }
    }
    if (!read_holdings(cx, vertices, s))
        return false;

    char status[16] = "";
    if (!data_json_get_string(cx, root, "", "game_status", false, status, sizeof status))
        return false;
    if (strcmp(status, "ended") == 0)
        s->ended = true;
    else if (status[0] != '\0' && strcmp(status, "active") != 0 && strcmp(status, "waiting") != 0)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "game_status",
                              "expected \"waiting\", \"active\" or \"ended\"");

    const cJSON *rng = cJSON_GetObjectItemCaseSensitive(root, "rng");
    layout->had_rng = rng != NULL;
    uint64_t seed = CQ_DEFAULT_SEED;
    if (rng != NULL && !json_u64(cx, rng, "rng", &seed))
        return false;
    s->rng.state = seed;

    int where = -1;
    cq_state_problem sp = cq_state_check(s, &where);
    if (sp != CQ_STATE_OK)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "", "%s", cq_state_problem_text(sp));
    return true;
}

bool data_cq_state_parse(const char *text, size_t len, const char *name, cq_graph *graph, cq_state *state,
                         data_cq_layout *layout, data_error *err)
{
    data_json_ctx cx = {name != NULL ? name : "", err};
    data_error_clear(err);
    if (graph == NULL || state == NULL)
        return data_error_set(err, DATA_ERR_MEMORY, cx.file, NULL, "no state to fill");
    cJSON *root;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    cq_graph g;
    cq_graph_init(&g);
    cq_state *s = malloc(sizeof *s);
    data_cq_layout lay;
    data_cq_layout_default(&lay);
    bool ok = s != NULL ? state_from_json(&cx, root, &g, s, &lay)
                        : data_error_set(err, DATA_ERR_MEMORY, cx.file, NULL, "out of memory");
    cJSON_Delete(root);
    if (ok) {
        cq_graph_swap(graph, &g);
        *state = *s;
        state->graph = graph;
        if (layout != NULL)
            *layout = lay;
    }
    cq_graph_free(&g);
    free(s);
    return ok;
}

bool data_cq_state_load(const char *path, cq_graph *graph, cq_state *state, data_cq_layout *layout,
                        data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_cq_state_parse(text, len, path, graph, state, layout, err);
    free(text);
    return ok;
}

/* ---- writing ---- */

static void add_number(cJSON *parent, const char *key, double value, bool *ok)
{
    cJSON *item = cJSON_CreateNumber(value);
    bool added = parent != NULL && item != NULL &&
                 (key != NULL ? cJSON_AddItemToObject(parent, key, item) : cJSON_AddItemToArray(parent, item));
    if (!added) {
        cJSON_Delete(item);
        *ok = false;
    }
}

/* Vertices (with controllers and units when `s` is given) and edges, in the
 * graph's order, which is the order they were read in. */
static void fill_graph(cJSON *root, const cq_graph *g, const cq_state *s, bool *ok)
{
    cJSON *graph = data_json_add_object(root, "graph", ok);
    cJSON *vertices = data_json_add_array(graph, "vertices", ok);
    for (int v = 0; v < g->n_vertices && *ok; v++) {
        cJSON *o = data_json_add_object(vertices, NULL, ok);
        data_json_add_int(o, "id", g->vertices[v].id, ok);
        data_json_add_int(o, "weight", g->vertices[v].weight, ok);
        cJSON *pos = data_json_add_array(o, "position", ok);
        add_number(pos, NULL, g->vertices[v].x, ok);
        add_number(pos, NULL, g->vertices[v].y, ok);
        if (s != NULL) {
            if (s->controller[v] == CQ_NEUTRAL)
                data_json_add_null(o, "controller", ok);
            else
                data_json_add_string(o, "controller", s->players[s->controller[v]].id, ok);
            data_json_add_int(o, "units", s->units[v], ok);
        }
    }
    cJSON *edges = data_json_add_array(graph, "edges", ok);
    for (int e = 0; e < g->n_edges && *ok; e++) {
        cJSON *o = data_json_add_object(edges, NULL, ok);
        data_json_add_int(o, "from", g->vertices[g->edges[e].from].id, ok);
        data_json_add_int(o, "to", g->vertices[g->edges[e].to].id, ok);
    }
}

static void fill_key(cJSON *root, const cq_state *s, const data_cq_layout *layout, data_cq_key key, bool *ok)
{
    switch (key) {
    case DATA_CQ_KEY_TURN:
        data_json_add_int(root, "turn", s->turn, ok);
        break;
    case DATA_CQ_KEY_MAX_TURNS:
        data_json_add_int(root, "max_turns", s->max_turns, ok);
        break;
    case DATA_CQ_KEY_GRAPH:
        fill_graph(root, s->graph, s, ok);
        break;
    case DATA_CQ_KEY_PLAYERS: {
        cJSON *players = data_json_add_array(root, "players", ok);
        for (int p = 0; p < s->n_players; p++) {
            const cq_player *pl = &s->players[p];
            if (layout->players_as_strings) {
                data_json_add_string(players, NULL, pl->id, ok);
                continue;
            }
            cJSON *o = data_json_add_object(players, NULL, ok);
            data_json_add_string(o, "id", pl->id, ok);
            data_json_add_string(o, "status", pl->eliminated ? "eliminated" : pl->disconnected ? "disconnected" : "active",
                                 ok);
            data_json_add_int(o, "total_units", pl->eliminated ? 0 : cq_state_player_units(s, p), ok);
        }
        break;
    }
    case DATA_CQ_KEY_ELIMINATION_ORDER: {
        cJSON *order = data_json_add_array(root, "elimination_order", ok);
        /* One entry per turn with eliminations, turns ascending, players in seat
         * order inside an entry. */
        int32_t last = -1;
        for (;;) {
            int32_t next = -1;
            for (int p = 0; p < s->n_players; p++) {
                const cq_player *pl = &s->players[p];
                if (pl->eliminated && pl->eliminated_turn > last && (next < 0 || pl->eliminated_turn < next))
                    next = pl->eliminated_turn;
            }
            if (next < 0)
                break;
            if (layout->elimination_as_objects && layout->elimination_one_per_player) {
                for (int p = 0; p < s->n_players; p++) {
                    if (!s->players[p].eliminated || s->players[p].eliminated_turn != next)
                        continue;
                    cJSON *o = data_json_add_object(order, NULL, ok);
                    if (!layout->elimination_player_first)
                        data_json_add_int(o, "turn", next, ok);
                    data_json_add_string(o, "player", s->players[p].id, ok);
                    if (layout->elimination_player_first)
                        data_json_add_int(o, "turn", next, ok);
                }
                last = next;
                continue;
            }
            cJSON *names;
            if (layout->elimination_as_objects) {
                cJSON *o = data_json_add_object(order, NULL, ok);
                data_json_add_int(o, "turn", next, ok);
                names = data_json_add_array(o, "players", ok);
            } else {
                cJSON *pair = data_json_add_array(order, NULL, ok);
                data_json_add_int(pair, NULL, next, ok);
                names = data_json_add_array(pair, NULL, ok);
            }
            for (int p = 0; p < s->n_players; p++)
                if (s->players[p].eliminated && s->players[p].eliminated_turn == next)
                    data_json_add_string(names, NULL, s->players[p].id, ok);
            last = next;
        }
        break;
    }
    case DATA_CQ_KEY_GAME_STATUS:
        data_json_add_string(root, "game_status", cq_state_over(s) ? "ended" : "active", ok);
        break;
    case DATA_CQ_KEY_FINAL_RANKINGS: {
        cJSON *rankings = data_json_add_array(root, "final_rankings", ok);
        if (!cq_state_over(s))
            break; /* as the server: empty until the game ends */
        int order[CQ_MAX_PLAYERS], start[CQ_MAX_PLAYERS + 1];
        int groups = cq_state_rank_groups(s, order, start);
        for (int gi = 0; gi < groups; gi++) {
            cJSON *group = data_json_add_array(rankings, NULL, ok);
            for (int i = start[gi]; i < start[gi + 1]; i++)
                data_json_add_string(group, NULL, s->players[order[i]].id, ok);
        }
        break;
    }
    case DATA_CQ_KEY_RNG: {
        char rng[24];
        snprintf(rng, sizeof rng, "%llu", (unsigned long long)s->rng.state);
        data_json_add_string(root, "rng", rng, ok);
        break;
    }
    }
}

char *data_cq_state_to_json(const cq_state *state, const data_cq_layout *layout)
{
    if (state == NULL || state->graph == NULL)
        return NULL;
    data_cq_layout def;
    if (layout == NULL) {
        data_cq_layout_default(&def);
        layout = &def;
    }
    cJSON *root = cJSON_CreateObject();
    bool ok = root != NULL;
    bool written[DATA_CQ_STATE_KEYS] = {false};
    /* The keys the document had, in its order; then every other key in ours. */
    for (int i = 0; i < layout->n_keys && i < DATA_CQ_STATE_KEYS; i++) {
        int k = layout->keys[i];
        if (k < DATA_CQ_STATE_KEYS && !written[k]) {
            fill_key(root, state, layout, (data_cq_key)k, &ok);
            written[k] = true;
        }
    }
    for (int k = 0; k < DATA_CQ_STATE_KEYS; k++)
        if (!written[k])
            fill_key(root, state, layout, (data_cq_key)k, &ok);
    return data_json_finish(root, ok);
}

bool data_cq_state_save(const char *path, const cq_state *state, const data_cq_layout *layout, data_error *err)
{
    return data_file_save_text(path, data_cq_state_to_json(state, layout), err);
}

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
    if (!read_graph(cx, root, true, &m->graph, NULL))
        return false;
    cq_map_problem mp = cq_map_test(m);
    if (mp != CQ_MAP_OK)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, mp == CQ_MAP_TOO_SMALL ? "players" : "graph", "%s",
                              cq_map_problem_text(mp));
    return true;
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
    bool ok = map_from_json(&cx, root, &m);
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
        fill_graph(root, &map->graph, NULL, &ok);
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
        if (!json_player_id(cx, who, path, id))
            return false;
        cq_order order = {cq_state_find_player(s, id), 0, 0, 0};
        if (!get_int64(cx, o, at, "from", true, -(int64_t)EXACT_LIMIT, (int64_t)EXACT_LIMIT, &order.from) ||
            !get_int64(cx, o, at, "to", true, -(int64_t)EXACT_LIMIT, (int64_t)EXACT_LIMIT, &order.to) ||
            !get_int64(cx, o, at, "units", true, -(int64_t)EXACT_LIMIT, (int64_t)EXACT_LIMIT, &order.units))
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
    size_t count = cJSON_IsArray(list) ? (size_t)cJSON_GetArraySize(list) : 0;
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
