/*
 * Conquest files, the parts every document shares: the readers of integers,
 * numbers, generator states and player names, and the graph (vertices and edges)
 * that states and maps both hold, read and written.
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

/* ---- value readers ---- */

bool data_cq_json_int64(const data_json_ctx *cx, const cJSON *item, const char *path, int64_t min, int64_t max,
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

bool data_cq_get_int64(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key, bool required,
                      int64_t min, int64_t max, int64_t *out)
{
    const cJSON *item;
    if (!data_json_member(cx, obj, prefix, key, required, &item))
        return false;
    if (item == NULL)
        return true;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, key);
    return data_cq_json_int64(cx, item, path, min, max, out);
}

bool data_cq_json_number(const data_json_ctx *cx, const cJSON *item, const char *path, double *out)
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
bool data_cq_json_u64(const data_json_ctx *cx, const cJSON *item, const char *path, uint64_t *out)
{
    if (cJSON_IsNumber(item)) {
        double v = item->valuedouble;
        if (!isfinite(v) || v != floor(v) || v < 0 || v > DATA_CQ_EXACT_LIMIT)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                  "expected an integer from 0 to 2^53 - 1, or a decimal string for larger values");
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
bool data_cq_json_player_id(const data_json_ctx *cx, const cJSON *item, const char *path, char out[CQ_PLAYER_ID_MAX])
{
    if (!cJSON_IsString(item) || item->valuestring == NULL)
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected a player name (a string), found %s",
                              data_json_type_name(item));
    size_t n = strlen(item->valuestring);
    if (n == 0)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "a player name cannot be empty");
    if (n >= CQ_PLAYER_ID_MAX)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                              "a player name is at most %d bytes (Skirmish's limit; the public server has none), this "
                              "one has %zu",
                              CQ_PLAYER_ID_MAX - 1, n);
    char tmp[CQ_PLAYER_ID_MAX];
    if (!data_json_string(cx, item, path, tmp, sizeof tmp))
        return false;
    memcpy(out, tmp, sizeof tmp);
    return true;
}

/* A name that must be one of the state's players. */
bool data_cq_json_known_player(const data_json_ctx *cx, const cJSON *item, const char *path, const cq_state *s, int *out)
{
    char id[CQ_PLAYER_ID_MAX];
    if (!data_cq_json_player_id(cx, item, path, id))
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
bool data_cq_read_graph(const data_json_ctx *cx, const cJSON *root, bool map, cq_graph *g, const cJSON **vertices_out)
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
        if (!data_cq_get_int64(cx, v, at, "id", true, 0, CQ_MAX_VERTEX_ID, &id) ||
            !data_cq_get_int64(cx, v, at, "weight", true, 1, CQ_MAX_WEIGHT, &weight) ||
            !data_json_get_array(cx, v, at, "position", true, &pos))
            return false;
        data_json_path_key(path, at, "position");
        int m = data_json_length(pos);
        if (m != 2)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                  P_("expected [x, y], found %d number", "expected [x, y], found %d numbers", m), m);
        const cJSON *el_item = pos->child;
        for (int k = 0; k < 2; k++, el_item = el_item->next) {
            char el[DATA_KEY_MAX];
            data_json_path_index(el, path, k);
            if (!data_cq_json_number(cx, el_item, el, &xy[k]))
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
            return data_error_set_text(cx->err, gp == CQ_GRAPH_NO_MEMORY ? DATA_ERR_MEMORY : DATA_ERR_VALUE, cx->file,
                                       at, _(cq_graph_problem_text(gp)));
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
        if (!data_cq_get_int64(cx, e, at, "from", true, 0, CQ_MAX_VERTEX_ID, &from) ||
            !data_cq_get_int64(cx, e, at, "to", true, 0, CQ_MAX_VERTEX_ID, &to))
            return false;
        cq_graph_problem gp = cq_graph_add_edge(g, from, to);
        if (gp != CQ_GRAPH_OK)
            return data_error_set_text(cx->err, gp == CQ_GRAPH_NO_MEMORY ? DATA_ERR_MEMORY : DATA_ERR_VALUE, cx->file,
                                       gp == CQ_GRAPH_TOO_MANY_EDGES ? "graph.edges" : at,
                                       _(cq_graph_problem_text(gp)));
        i++;
    }
    int where = -1;
    cq_graph_problem gp = cq_graph_finish(g, &where);
    if (gp != CQ_GRAPH_OK) {
        char at[DATA_KEY_MAX];
        switch (gp) {
        case CQ_GRAPH_EMPTY:
            return data_error_set_text(cx->err, DATA_ERR_VALUE, cx->file, "graph.vertices",
                                       _(cq_graph_problem_text(gp)));
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
            /* An unfinished graph keeps its edges as vertex ids (graph.h): print
             * them, never use them as indices. */
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, at, "the edge %d -> %d is listed twice",
                                  (int)g->edges[where].from, (int)g->edges[where].to);
        default:
            return data_error_set_text(cx->err, gp == CQ_GRAPH_NO_MEMORY ? DATA_ERR_MEMORY : DATA_ERR_VALUE, cx->file,
                                       "graph", _(cq_graph_problem_text(gp)));
        }
    }
    if (vertices_out != NULL)
        *vertices_out = vertices;
    return true;
}

/* ---- writing ---- */

void data_cq_add_number(cJSON *parent, const char *key, double value, bool *ok)
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
void data_cq_fill_graph(cJSON *root, const cq_graph *g, const cq_state *s, bool *ok)
{
    cJSON *graph = data_json_add_object(root, "graph", ok);
    cJSON *vertices = data_json_add_array(graph, "vertices", ok);
    for (int v = 0; v < g->n_vertices && *ok; v++) {
        cJSON *o = data_json_add_object(vertices, NULL, ok);
        data_json_add_int(o, "id", g->vertices[v].id, ok);
        data_json_add_int(o, "weight", g->vertices[v].weight, ok);
        cJSON *pos = data_json_add_array(o, "position", ok);
        data_cq_add_number(pos, NULL, g->vertices[v].x, ok);
        data_cq_add_number(pos, NULL, g->vertices[v].y, ok);
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

