/*
 * Campaign map files: reading with every check the rules need (docs/campaign.md
 * §10), and writing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign_internal.h"
#include "json_util.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"
#include "skirmish/i18n.h"

#define ID_LIMIT 1000000000L
#define POSITION_LIMIT 100000L

/* msg: an N_()-marked literal or a core's problem text, translated here. */
static bool fail_value(const data_json_ctx *cx, const char *key, const char *msg)
{
    return data_error_set_text(cx->err, DATA_ERR_VALUE, cx->file, key, _(msg));
}

/* A name of an Escarmouche map: lowercase letters, digits and '-' only, so it
 * can never leave maps/. */
static bool map_name_ok(const char *name)
{
    if (!name[0])
        return false;
    for (const char *c = name; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-'))
            return false;
    return true;
}

static bool read_ids(const data_json_ctx *cx, const cJSON *array, const char *path, const campaign_map *map,
                     int8_t *out, int cap, int *n)
{
    if (!cJSON_IsArray(array))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an array of location ids, found %s",
                              data_json_type_name(array));
    *n = 0;
    const cJSON *item;
    int k = 0;
    cJSON_ArrayForEach(item, array) {
        char ipath[DATA_KEY_MAX];
        data_json_path_index(ipath, path, k);
        int id;
        if (!data_json_int(cx, item, ipath, 0, ID_LIMIT, &id))
            return false;
        int idx = campaign_map_index(map, id);
        if (idx < 0)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, ipath, "no location has id %d", id);
        if (*n >= cap)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "more than %d ids", cap);
        out[(*n)++] = (int8_t)idx;
        k++;
    }
    return true;
}

/* A battle map named by a location must exist and load: a typo would otherwise
 * put the battle on the plain board without a word. */
static bool check_battle_map(const data_json_ctx *cx, const char *key, const char *maps_dir, const char *name)
{
    char file[CAMPAIGN_NAME_MAX + 8], path[DATA_PATH_MAX];
    snprintf(file, sizeof file, "%s.json", name);
    if (!data_paths_join(path, sizeof path, maps_dir, file) || !data_paths_is_file(path))
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key, "no battle map \"%s\" (expected maps/%s)", name,
                              file);
    esc_map *m = malloc(sizeof *m);
    if (m == NULL)
        return data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, key, "out of memory");
    data_error inner;
    bool ok = data_map_load(path, m, &inner);
    free(m);
    if (!ok)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key, "the battle map \"%s\" does not load: %s", name,
                              inner.message);
    return true;
}

bool data_campaign_map_from_json(const data_json_ctx *cx, const cJSON *root, const char *maps_dir, campaign_map *map)
{
    if (!data_json_check_header(cx, root, "", DATA_FORMAT_CAMPAIGN_MAP, true))
        return false;
    char name[CAMPAIGN_NAME_MAX] = "";
    campaign_map_init(map, "");
    if (!data_json_get_string(cx, root, "", "name", true, name, sizeof name) ||
        !data_json_get_string(cx, root, "", "description", false, map->description, sizeof map->description))
        return false;
    snprintf(map->name, sizeof map->name, "%s", name);
    const cJSON *locs, *routes, *starts, *domination, *item;
    if (!data_json_get_array(cx, root, "", "locations", true, &locs) ||
        !data_json_get_array(cx, root, "", "routes", true, &routes) ||
        !data_json_get_object(cx, root, "", "starts", true, &starts) ||
        !data_json_get_array(cx, root, "", "domination", false, &domination))
        return false;
    char path[DATA_KEY_MAX], key[DATA_KEY_MAX];
    int k = 0;
    cJSON_ArrayForEach(item, locs) {
        data_json_path_index(path, "locations", k);
        if (!cJSON_IsObject(item))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an object, found %s",
                                  data_json_type_name(item));
        if (k >= CAMPAIGN_MAX_LOCATIONS)
            return fail_value(cx, "locations", N_("more than 64 locations"));
        int id, supply = -1;
        char lname[CAMPAIGN_NAME_MAX], type[16], battle[CAMPAIGN_NAME_MAX] = "";
        if (!data_json_get_int(cx, item, path, "id", true, 0, ID_LIMIT, &id) ||
            !data_json_get_string(cx, item, path, "name", true, lname, sizeof lname) ||
            !data_json_get_string(cx, item, path, "type", true, type, sizeof type) ||
            !data_json_get_int(cx, item, path, "supply", false, CAMPAIGN_SUPPLY_MIN, CAMPAIGN_SUPPLY_MAX, &supply) ||
            !data_json_get_string(cx, item, path, "battle_map", false, battle, sizeof battle))
            return false;
        int t = campaign_location_type_from_id(type);
        if (t < 0) {
            data_json_path_key(key, path, "type");
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key,
                                  "unknown type \"%s\" (village, town, fortress or capital)", type);
        }
        if (battle[0] && !map_name_ok(battle)) {
            data_json_path_key(key, path, "battle_map");
            return fail_value(cx, key, N_("a battle map is named by lowercase letters, digits and '-'"));
        }
        if (battle[0] && maps_dir != NULL) {
            data_json_path_key(key, path, "battle_map");
            if (!check_battle_map(cx, key, maps_dir, battle))
                return false;
        }
        const cJSON *pos;
        if (!data_json_get_array(cx, item, path, "position", true, &pos))
            return false;
        data_json_path_key(key, path, "position");
        if (data_json_length(pos) != 2)
            return fail_value(cx, key, N_("expected [x, y]"));
        int xy[2];
        const cJSON *el = pos->child;
        for (int e = 0; e < 2; e++, el = el->next) {
            char epath[DATA_KEY_MAX];
            data_json_path_index(epath, key, e);
            if (!data_json_int(cx, el, epath, -POSITION_LIMIT, POSITION_LIMIT, &xy[e]))
                return false;
        }
        if (campaign_map_index(map, id) >= 0) {
            data_json_path_key(key, path, "id");
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key, "two locations have id %d", id);
        }
        campaign_map_add_location(map, id, lname, (campaign_location_type)t, supply, xy[0], xy[1], battle);
        k++;
    }
    if (map->n_locations == 0)
        return fail_value(cx, "locations", campaign_map_problem_text(CAMPAIGN_MAP_NO_LOCATION));
    campaign_map_sort(map);
    k = 0;
    cJSON_ArrayForEach(item, routes) {
        data_json_path_index(path, "routes", k);
        if (!cJSON_IsArray(item) || data_json_length(item) != 2)
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected a pair [a, b], found %s",
                                  data_json_type_name(item));
        int end[2];
        const cJSON *el = item->child;
        for (int e = 0; e < 2; e++, el = el->next) {
            char epath[DATA_KEY_MAX];
            data_json_path_index(epath, path, e);
            int id;
            if (!data_json_int(cx, el, epath, 0, ID_LIMIT, &id))
                return false;
            end[e] = campaign_map_index(map, id);
            if (end[e] < 0)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, epath, "no location has id %d", id);
        }
        campaign_map_problem mp = campaign_map_add_route(map, end[0], end[1]);
        if (mp != CAMPAIGN_MAP_OK)
            return fail_value(cx, path, campaign_map_problem_text(mp));
        k++;
    }
    campaign_map_finish(map);
    for (int i = 1; i < map->n_locations; i++)
        if (map->distance[0][i] >= CAMPAIGN_FAR) {
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "routes",
                                  "location %d cannot be reached from location %d", map->locations[i].id,
                                  map->locations[0].id);
        }
    const cJSON *list;
    bool any = false;
    cJSON_ArrayForEach(list, starts) {
        data_json_path_key(path, "starts", list->string ? list->string : "");
        int players = 0;
        if (list->string && strlen(list->string) == 1 && list->string[0] >= '2' && list->string[0] <= '4')
            players = list->string[0] - '0';
        if (players == 0)
            return fail_value(cx, path, N_("a start list is keyed by a player count, \"2\", \"3\" or \"4\""));
        int n;
        if (!read_ids(cx, list, path, map, map->starts[players - 2], CAMPAIGN_MAX_PLAYERS, &n))
            return false;
        if (n != players) {
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "%d players need %d start locations, not %d",
                                  players, players, n);
        }
        for (int i = 0; i < n; i++)
            for (int j = 0; j < i; j++)
                if (map->starts[players - 2][i] == map->starts[players - 2][j])
                    return fail_value(cx, path, N_("a location is given twice"));
        map->n_starts[players - 2] = n;
        any = true;
    }
    if (!any)
        return fail_value(cx, "starts", campaign_map_problem_text(CAMPAIGN_MAP_NO_STARTS));
    if (domination) {
        int8_t ids[CAMPAIGN_MAX_LOCATIONS];
        int n;
        if (!read_ids(cx, domination, "domination", map, ids, CAMPAIGN_MAX_LOCATIONS, &n))
            return false;
        if (n == 0)
            return fail_value(cx, "domination", N_("the domination list is empty"));
        for (int i = 0; i < n; i++)
            map->domination |= UINT64_C(1) << ids[i];
    } else if (!campaign_map_default_domination(map)) {
        return fail_value(cx, "domination", campaign_map_problem_text(CAMPAIGN_MAP_NO_DOMINATION));
    }
    campaign_map_problem mp = campaign_map_test(map);
    if (mp != CAMPAIGN_MAP_OK)
        return fail_value(cx, "", campaign_map_problem_text(mp));
    return true;
}

bool data_campaign_map_parse(const char *text, size_t len, const char *name, campaign_map *map, data_error *err)
{
    data_error_clear(err);
    data_json_ctx cx = { name, err };
    cJSON *root;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    bool ok = data_campaign_map_from_json(&cx, root, NULL, map);
    cJSON_Delete(root);
    return ok;
}

bool data_campaign_map_load_checked(const char *path, const char *maps_dir, campaign_map *map, data_error *err)
{
    char *text = NULL;
    size_t len = 0;
    data_error_clear(err);
    if (!data_file_read(path, &text, &len, err))
        return false;
    data_json_ctx cx = { path, err };
    cJSON *root;
    bool ok = data_json_parse(&cx, text, len, &root);
    free(text);
    if (!ok)
        return false;
    ok = data_campaign_map_from_json(&cx, root, maps_dir, map);
    cJSON_Delete(root);
    return ok;
}

bool data_campaign_map_load(const char *path, campaign_map *map, data_error *err)
{
    char *text = NULL;
    size_t len = 0;
    data_error_clear(err);
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_campaign_map_parse(text, len, path, map, err);
    free(text);
    return ok;
}

char *data_campaign_map_to_json(const campaign_map *map)
{
    bool ok = true;
    cJSON *root = cJSON_CreateObject();
    if (root == NULL)
        return NULL;
    data_json_add_header(root, DATA_FORMAT_CAMPAIGN_MAP, &ok);
    data_json_add_string(root, "name", map->name, &ok);
    data_json_add_string(root, "description", map->description, &ok);
    cJSON *locs = data_json_add_array(root, "locations", &ok);
    for (int i = 0; i < map->n_locations; i++) {
        const campaign_location *l = &map->locations[i];
        cJSON *o = data_json_add_object(locs, NULL, &ok);
        data_json_add_int(o, "id", l->id, &ok);
        data_json_add_string(o, "name", l->name, &ok);
        data_json_add_string(o, "type", campaign_location_type_id((campaign_location_type)l->type), &ok);
        if (l->supply != campaign_location_type_supply((campaign_location_type)l->type))
            data_json_add_int(o, "supply", l->supply, &ok);
        cJSON *pos = data_json_add_array(o, "position", &ok);
        data_json_add_int(pos, NULL, l->x, &ok);
        data_json_add_int(pos, NULL, l->y, &ok);
        if (l->battle_map[0])
            data_json_add_string(o, "battle_map", l->battle_map, &ok);
    }
    cJSON *routes = data_json_add_array(root, "routes", &ok);
    for (int r = 0; r < map->n_routes; r++) {
        cJSON *pair = data_json_add_array(routes, NULL, &ok);
        data_json_add_int(pair, NULL, map->locations[map->routes[r][0]].id, &ok);
        data_json_add_int(pair, NULL, map->locations[map->routes[r][1]].id, &ok);
    }
    cJSON *starts = data_json_add_object(root, "starts", &ok);
    for (int k = 0; k < CAMPAIGN_MAX_PLAYERS - 1; k++) {
        if (map->n_starts[k] == 0)
            continue;
        char key[4];
        snprintf(key, sizeof key, "%d", k + 2);
        cJSON *list = data_json_add_array(starts, key, &ok);
        for (int i = 0; i < map->n_starts[k]; i++)
            data_json_add_int(list, NULL, map->locations[map->starts[k][i]].id, &ok);
    }
    cJSON *dom = data_json_add_array(root, "domination", &ok);
    for (int i = 0; i < map->n_locations; i++)
        if (map->domination >> i & 1u)
            data_json_add_int(dom, NULL, map->locations[i].id, &ok);
    return data_json_finish(root, ok);
}
