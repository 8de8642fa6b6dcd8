/*
 * Map files ("skirmish-map"): a name, obstacle squares and an optional objective
 * zone. Unlike squads, a map that no game can start on (a home area too blocked,
 * a zone square under an obstacle) is refused at load time: there is no map
 * editor draft to keep, and a broken map should fail where it is read.
 */
#include <stdlib.h>
#include <string.h>

#include "fileio_internal.h"
#include "formats_internal.h"
#include "json_util.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

bool data_map_from_json(const data_json_ctx *cx, const cJSON *obj, const char *prefix, bool header, esc_map *out)
{
    if (!data_json_check_header(cx, obj, prefix, DATA_FORMAT_MAP, header))
        return false;
    esc_map map;
    memset(&map, 0, sizeof map);
    if (!data_json_get_string(cx, obj, prefix, "name", true, map.name, sizeof map.name))
        return false;
    /* The description is for people browsing maps; the game does not keep it, but
     * a wrong type is still a mistake worth reporting. */
    char description[8];
    if (!data_json_get_string(cx, obj, prefix, "description", false, description, sizeof description))
        return false;

    const cJSON *obstacles, *zone;
    char path[DATA_KEY_MAX];
    if (!data_json_get_array(cx, obj, prefix, "obstacles", true, &obstacles))
        return false;
    data_json_path_key(path, prefix, "obstacles");
    if (!data_json_squares(cx, obstacles, path, &map.obstacles))
        return false;
    if (!data_json_get_array(cx, obj, prefix, "zone", false, &zone))
        return false;
    data_json_path_key(path, prefix, "zone");
    if (zone != NULL && !data_json_squares(cx, zone, path, &map.zone))
        return false;

    int side = -1;
    esc_map_problem problem = esc_map_test(&map, &side);
    if (problem != ESC_MAP_OK) {
        data_json_path_key(path, prefix, problem == ESC_MAP_ZONE_ON_OBSTACLE ? "zone" : "obstacles");
        if (problem == ESC_MAP_HOME_BLOCKED && (side == 0 || side == 1))
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "%s (player %d)",
                                  _(esc_map_problem_text(problem)), side + 1);
        return data_error_set_text(cx->err, DATA_ERR_VALUE, cx->file, path, _(esc_map_problem_text(problem)));
    }
    *out = map;
    return true;
}

void data_map_fill_json(cJSON *obj, const esc_map *map, bool header, bool *ok)
{
    if (header)
        data_json_add_header(obj, DATA_FORMAT_MAP, ok);
    data_json_add_string(obj, "name", map->name, ok);
    data_json_add_squares(obj, "obstacles", map->obstacles, ok);
    data_json_add_squares(obj, "zone", map->zone, ok);
}

bool data_map_parse(const char *text, size_t len, const char *name, esc_map *map, data_error *err)
{
    data_json_ctx cx = {name != NULL ? name : "", err};
    data_error_clear(err);
    cJSON *root;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    bool ok = map != NULL ? data_map_from_json(&cx, root, "", true, map)
                          : data_error_set(err, DATA_ERR_MEMORY, cx.file, NULL, "no map to fill");
    cJSON_Delete(root);
    return ok;
}

bool data_map_load(const char *path, esc_map *map, data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_map_parse(text, len, path, map, err);
    free(text);
    return ok;
}

char *data_map_to_json(const esc_map *map)
{
    if (map == NULL)
        return NULL;
    cJSON *root = cJSON_CreateObject();
    bool ok = root != NULL;
    if (ok)
        data_map_fill_json(root, map, true, &ok);
    return data_json_finish(root, ok);
}

bool data_map_save(const char *path, const esc_map *map, data_error *err)
{
    return data_file_save_text(path, data_map_to_json(map), err);
}
