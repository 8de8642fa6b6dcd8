/*
 * TRTS map files, maps/trts/ (docs/trts.md "Map files"). Unknown keys are ignored; every
 * problem the core's trts_map_check finds is reported with the key of the area or
 * edge at fault.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_util.h"
#include "skirmish/data/files.h"
#include "skirmish/data/trts_files.h"
#include "trts_internal.h"
#include "skirmish/i18n.h"

static bool read_area(const data_json_ctx *cx, const cJSON *item, const char *prefix, int index, trts_map *map)
{
    char p[DATA_KEY_MAX], list[DATA_KEY_MAX];
    data_json_path_key(list, prefix, "areas");
    data_json_path_index(p, list, index);
    if (!cJSON_IsObject(item))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, p, "expected an object, found %s",
                              data_json_type_name(item));
    char id[TRTS_AREA_ID_MAX];
    /* An id cut to fit would be reported as a duplicate of another: refuse it. */
    if (!data_json_get_string_whole(cx, item, p, "id", true, id, sizeof id))
        return false;
    if (id[0] == '\0') {
        char k[DATA_KEY_MAX];
        data_json_path_key(k, p, "id");
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, k, "empty id");
    }
    if (trts_map_find_area(map, id) >= 0) {
        char k[DATA_KEY_MAX];
        data_json_path_key(k, p, "id");
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, k, "duplicate area id \"%s\"", id);
    }
    int minerals = 0, gas = 0, slots = 0, start = 0;
    if (!data_json_get_int(cx, item, p, "minerals", false, 0, TRTS_MAX_FIELDS, &minerals) ||
        !data_json_get_int(cx, item, p, "gas", false, 0, TRTS_MAX_VENTS, &gas) ||
        !data_json_get_int(cx, item, p, "slots", false, 0, TRTS_MAX_SLOTS, &slots) ||
        !data_json_get_int(cx, item, p, "start", false, 1, map->max_players, &start))
        return false;
    char shown[TRTS_AREA_NAME_MAX] = "";
    if (!data_json_get_string(cx, item, p, "name", false, shown, sizeof shown))
        return false;
    int a = trts_map_add_area(map, id, minerals, gas, slots, start);
    if (a >= 0)
        snprintf(map->areas[a].name, sizeof map->areas[a].name, "%s", shown);
    const cJSON *pos;
    if (!data_json_get_array(cx, item, p, "pos", false, &pos))
        return false;
    if (pos) {
        char k[DATA_KEY_MAX];
        data_json_path_key(k, p, "pos");
        if (data_json_length(pos) != 2)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, k, "expected [x, y]");
        char k0[DATA_KEY_MAX], k1[DATA_KEY_MAX];
        data_json_path_index(k0, k, 0);
        data_json_path_index(k1, k, 1);
        if (!data_json_int(cx, pos->child, k0, -100000, 100000, &map->areas[a].x) ||
            !data_json_int(cx, pos->child->next, k1, -100000, 100000, &map->areas[a].y))
            return false;
    }
    return true;
}

static bool area_ref(const data_json_ctx *cx, const cJSON *item, const char *p, const char *key, const trts_map *map,
                     int *out)
{
    char id[TRTS_AREA_ID_MAX];
    if (!data_json_get_string_whole(cx, item, p, key, true, id, sizeof id))
        return false;
    *out = trts_map_find_area(map, id);
    if (*out < 0) {
        char k[DATA_KEY_MAX];
        data_json_path_key(k, p, key);
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, k, "no area \"%s\"", id);
    }
    return true;
}

static bool read_edge(const data_json_ctx *cx, const cJSON *item, const char *prefix, int index, trts_map *map)
{
    char p[DATA_KEY_MAX], list[DATA_KEY_MAX];
    data_json_path_key(list, prefix, "edges");
    data_json_path_index(p, list, index);
    if (!cJSON_IsObject(item))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, p, "expected an object, found %s",
                              data_json_type_name(item));
    int a, b, up = -1;
    char kind[16] = "open";
    if (!area_ref(cx, item, p, "a", map, &a) || !area_ref(cx, item, p, "b", map, &b) ||
        !data_json_get_string(cx, item, p, "kind", false, kind, sizeof kind))
        return false;
    trts_edge_kind k;
    char kk[DATA_KEY_MAX];
    data_json_path_key(kk, p, "kind");
    if (strcmp(kind, "open") == 0)
        k = TRTS_EDGE_OPEN;
    else if (strcmp(kind, "cliff") == 0)
        k = TRTS_EDGE_CLIFF;
    else if (strcmp(kind, "ramp") == 0)
        k = TRTS_EDGE_RAMP;
    else
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, kk, "unknown kind \"%s\" (open, cliff, ramp)", kind);
    if (k == TRTS_EDGE_RAMP && !area_ref(cx, item, p, "up", map, &up))
        return false;
    if (trts_map_add_edge(map, a, b, k, up) < 0)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, p, "too many edges (at most %d)", TRTS_MAX_EDGES);
    return true;
}

/* The map in `root` (a map document, or the "map" of a saved game at `prefix`). */
bool data_trts_map_from_json(const data_json_ctx *cx, const cJSON *root, const char *prefix, trts_map *map)
{
    data_error *err = cx->err;
    const char *name = cx->file;
    trts_map_init(map);
    if (!cJSON_IsObject(root))
        return data_error_set(err, DATA_ERR_TYPE, name, prefix, "expected an object, found %s", data_json_type_name(root));
    const cJSON *players, *areas, *edges;
    char k_players[DATA_KEY_MAX], k_areas[DATA_KEY_MAX], k_p0[DATA_KEY_MAX], k_p1[DATA_KEY_MAX];
    data_json_path_key(k_players, prefix, "players");
    data_json_path_key(k_areas, prefix, "areas");
    data_json_path_index(k_p0, k_players, 0);
    data_json_path_index(k_p1, k_players, 1);
    bool ok = data_json_check_header(cx, root, prefix, DATA_TRTS_MAP_FORMAT, prefix[0] == '\0') &&
              data_json_get_string(cx, root, prefix, "name", true, map->name, sizeof map->name) &&
              data_json_get_array(cx, root, prefix, "players", true, &players) &&
              data_json_get_int(cx, root, prefix, "rounds", false, 1, TRTS_MAX_ROUNDS, &map->rounds) &&
              data_json_get_int(cx, root, prefix, "deplete_round", false, 1, TRTS_MAX_ROUNDS + 1, &map->deplete_round) &&
              data_json_get_array(cx, root, prefix, "areas", true, &areas) &&
              data_json_get_array(cx, root, prefix, "edges", true, &edges);
    if (ok && data_json_length(players) != 2)
        ok = data_error_set(err, DATA_ERR_VALUE, name, k_players, "expected [min, max]");
    ok = ok && data_json_int(cx, players->child, k_p0, 2, TRTS_MAX_PLAYERS, &map->min_players) &&
         data_json_int(cx, players->child->next, k_p1, map->min_players, TRTS_MAX_PLAYERS, &map->max_players);
    int n_areas = ok ? data_json_length(areas) : 0;
    if (ok && (n_areas < 1 || n_areas > TRTS_MAX_AREAS))
        ok = data_error_set(err, DATA_ERR_VALUE, name, k_areas, P_("%d area (1 to %d)", "%d areas (1 to %d)", n_areas),
                            n_areas, TRTS_MAX_AREAS);
    char k_edges[DATA_KEY_MAX];
    data_json_path_key(k_edges, prefix, "edges");
    ok = ok && data_json_at_most(cx, edges, k_edges, TRTS_MAX_EDGES);
    const cJSON *item;
    int i = 0;
    for (item = ok ? areas->child : NULL; ok && item != NULL; item = item->next, i++)
        ok = read_area(cx, item, prefix, i, map);
    i = 0;
    for (item = ok ? edges->child : NULL; ok && item != NULL; item = item->next, i++)
        ok = read_edge(cx, item, prefix, i, map);
    if (!ok)
        return false;
    trts_map_problem pr = trts_map_check(map);
    if (pr.why == TRTS_MAP_OK)
        return true;
    char key[DATA_KEY_MAX] = "", full[DATA_KEY_MAX];
    switch (pr.why) {
    case TRTS_MAP_PLAYERS: snprintf(key, sizeof key, "players"); break;
    case TRTS_MAP_ROUNDS: snprintf(key, sizeof key, "deplete_round"); break;
    case TRTS_MAP_NO_AREAS:
    case TRTS_MAP_FEW_STARTS: snprintf(key, sizeof key, "areas"); break;
    case TRTS_MAP_DUPLICATE_AREA: snprintf(key, sizeof key, "areas[%d].id", pr.index); break;
    case TRTS_MAP_DUPLICATE_START: snprintf(key, sizeof key, "areas[%d].start", pr.index); break;
    case TRTS_MAP_AREA_FIGURES:
    case TRTS_MAP_DISCONNECTED: snprintf(key, sizeof key, "areas[%d]", pr.index); break;
    case TRTS_MAP_BAD_RAMP: snprintf(key, sizeof key, "edges[%d].up", pr.index); break;
    case TRTS_MAP_BAD_EDGE_END:
    case TRTS_MAP_DUPLICATE_EDGE:
    case TRTS_MAP_DEGREE: snprintf(key, sizeof key, "edges[%d]", pr.index); break;
    case TRTS_MAP_OK: break;
    }
    data_json_path_key(full, prefix, key);
    const char *what = pr.why == TRTS_MAP_DISCONNECTED || pr.why == TRTS_MAP_DUPLICATE_AREA
                           ? map->areas[pr.index].id
                           : "";
    if (what[0])
        /* TRANSLATORS: a problem of a map, then the id of the area it is about. */
        return data_error_set(err, DATA_ERR_VALUE, name, full, "%s: %s", _(trts_map_why_text(pr.why)), what);
    return data_error_set_text(err, DATA_ERR_VALUE, name, full, _(trts_map_why_text(pr.why)));
}

bool data_trts_map_parse(const char *text, size_t len, const char *name, trts_map *map, data_error *err)
{
    data_json_ctx cx = {name, err};
    cJSON *root = NULL;
    data_error_clear(err);
    trts_map_init(map);
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    bool ok = data_trts_map_from_json(&cx, root, "", map);
    cJSON_Delete(root);
    return ok;
}

static const char *const edge_kinds[] = {"open", "cliff", "ramp"};

cJSON *data_trts_map_to_obj(const trts_map *map, cJSON *parent, const char *key, bool with_header, bool *ok)
{
    cJSON *root = parent ? data_json_add_object(parent, key, ok) : cJSON_CreateObject();
    if (!root) {
        *ok = false;
        return NULL;
    }
    if (with_header)
        data_json_add_header(root, DATA_TRTS_MAP_FORMAT, ok);
    data_json_add_string(root, "name", map->name, ok);
    cJSON *players = data_json_add_array(root, "players", ok);
    data_json_add_int(players, NULL, map->min_players, ok);
    data_json_add_int(players, NULL, map->max_players, ok);
    data_json_add_int(root, "rounds", map->rounds, ok);
    data_json_add_int(root, "deplete_round", map->deplete_round, ok);
    cJSON *areas = data_json_add_array(root, "areas", ok);
    for (int i = 0; i < map->n_areas; i++) {
        const trts_area *a = &map->areas[i];
        cJSON *o = data_json_add_object(areas, NULL, ok);
        data_json_add_string(o, "id", a->id, ok);
        if (a->name[0])
            data_json_add_string(o, "name", a->name, ok);
        cJSON *pos = data_json_add_array(o, "pos", ok);
        data_json_add_int(pos, NULL, a->x, ok);
        data_json_add_int(pos, NULL, a->y, ok);
        data_json_add_int(o, "minerals", a->minerals, ok);
        data_json_add_int(o, "gas", a->gas, ok);
        data_json_add_int(o, "slots", a->slots, ok);
        if (a->start)
            data_json_add_int(o, "start", a->start, ok);
    }
    cJSON *edges = data_json_add_array(root, "edges", ok);
    for (int e = 0; e < map->n_edges; e++) {
        const trts_edge *ed = &map->edges[e];
        cJSON *o = data_json_add_object(edges, NULL, ok);
        data_json_add_string(o, "a", map->areas[ed->a].id, ok);
        data_json_add_string(o, "b", map->areas[ed->b].id, ok);
        data_json_add_string(o, "kind", edge_kinds[ed->kind], ok);
        if (ed->kind == TRTS_EDGE_RAMP)
            data_json_add_string(o, "up", map->areas[ed->up].id, ok);
    }
    return root;
}

bool data_trts_map_load(const char *path, trts_map *map, data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_trts_map_parse(text, len, path, map, err);
    free(text);
    return ok;
}
