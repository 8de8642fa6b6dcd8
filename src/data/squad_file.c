/*
 * Squad files ("skirmish-squad") and single-unit files ("skirmish-unit").
 *
 * The loader checks shape and types only. Game limits (1 to 6 units, 30 rank
 * points, stats 1 to 99, no ability twice) are the core's to judge with
 * esc_squad_test, so that the Barracks can open a draft that cannot play yet and
 * say why. What the loader refuses is what the structs cannot hold: more than
 * ESC_SQUAD_CAPACITY units, more than ESC_UNIT_ABILITY_CAPACITY abilities, an
 * ability id the game does not know, absurd numbers.
 */
#include <stdlib.h>
#include <string.h>

#include "fileio_internal.h"
#include "formats_internal.h"
#include "json_util.h"
#include "skirmish/data/files.h"

const char *data_ability_id(int ability)
{
    if (ability < 0 || ability >= ESC_AB_COUNT)
        return NULL;
    const esc_ability_info *info = esc_ability_get((esc_ability)ability);
    return info != NULL ? info->id : NULL;
}

static bool abilities_from_json(const data_json_ctx *cx, const cJSON *array, const char *prefix, esc_unit_def *unit)
{
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, "abilities");
    int count = cJSON_GetArraySize(array);
    if (count > ESC_UNIT_ABILITY_CAPACITY)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "too many abilities (%d, at most %d)", count,
                              ESC_UNIT_ABILITY_CAPACITY);
    int i = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, array)
    {
        char at[DATA_KEY_MAX];
        data_json_path_index(at, path, i);
        char id[48];
        if (!cJSON_IsString(item))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, at, "expected an ability id such as \"charge\", found %s",
                                  data_json_type_name(item));
        if (!data_json_string(cx, item, at, id, sizeof id))
            return false;
        int ability = strlen(item->valuestring) < sizeof id ? esc_ability_from_id(id) : ESC_AB_NONE;
        if (ability == ESC_AB_NONE || ability < 0 || ability >= ESC_AB_COUNT)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, at, "unknown ability \"%s\"", id);
        unit->abilities[i] = (uint8_t)ability;
        i++;
    }
    unit->n_abilities = i;
    return true;
}

/* A unit object: the root of a unit file (prefix "") or an element of a squad's
 * "units" (prefix "units[2]"). */
static bool unit_from_json(const data_json_ctx *cx, const cJSON *obj, const char *prefix, esc_unit_def *out)
{
    esc_unit_def unit;
    memset(&unit, 0, sizeof unit);
    if (!data_json_get_string(cx, obj, prefix, "name", true, unit.name, sizeof unit.name))
        return false;
    if (!data_json_get_int(cx, obj, prefix, "health", true, -DATA_STAT_LIMIT, DATA_STAT_LIMIT, &unit.health) ||
        !data_json_get_int(cx, obj, prefix, "range", true, -DATA_STAT_LIMIT, DATA_STAT_LIMIT, &unit.range) ||
        !data_json_get_int(cx, obj, prefix, "power", true, -DATA_STAT_LIMIT, DATA_STAT_LIMIT, &unit.power) ||
        !data_json_get_int(cx, obj, prefix, "move", true, -DATA_STAT_LIMIT, DATA_STAT_LIMIT, &unit.move))
        return false;
    const cJSON *abilities;
    if (!data_json_get_array(cx, obj, prefix, "abilities", false, &abilities))
        return false;
    if (abilities != NULL && !abilities_from_json(cx, abilities, prefix, &unit))
        return false;
    *out = unit;
    return true;
}

bool data_squad_from_json(const data_json_ctx *cx, const cJSON *obj, const char *prefix, bool header,
                          esc_squad *out)
{
    if (!data_json_check_header(cx, obj, prefix, DATA_FORMAT_SQUAD, header))
        return false;
    /* The squad is ~3.5 KB: on the heap, so that a saved game's two squads plus
     * a game state do not crowd the stack. */
    esc_squad *squad = calloc(1, sizeof *squad);
    if (squad == NULL)
        return data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, prefix, "out of memory");
    bool ok = false;
    const cJSON *units;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, "units");
    if (!data_json_get_string(cx, obj, prefix, "name", true, squad->name, sizeof squad->name) ||
        !data_json_get_array(cx, obj, prefix, "units", true, &units))
        goto done;
    int count = cJSON_GetArraySize(units);
    if (count > ESC_SQUAD_CAPACITY) {
        data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "too many units (%d, a squad file holds at most %d)",
                       count, ESC_SQUAD_CAPACITY);
        goto done;
    }
    const cJSON *item;
    cJSON_ArrayForEach(item, units)
    {
        char at[DATA_KEY_MAX];
        data_json_path_index(at, path, squad->n_units);
        if (!cJSON_IsObject(item)) {
            data_error_set(cx->err, DATA_ERR_TYPE, cx->file, at, "expected a unit object, found %s",
                           data_json_type_name(item));
            goto done;
        }
        if (!unit_from_json(cx, item, at, &squad->units[squad->n_units]))
            goto done;
        squad->n_units++;
    }
    *out = *squad;
    ok = true;
done:
    free(squad);
    return ok;
}

static void unit_fill_json(cJSON *obj, const esc_unit_def *unit, bool header, bool *ok)
{
    if (header)
        data_json_add_header(obj, DATA_FORMAT_UNIT, ok);
    data_json_add_string(obj, "name", unit->name, ok);
    data_json_add_int(obj, "health", unit->health, ok);
    data_json_add_int(obj, "range", unit->range, ok);
    data_json_add_int(obj, "power", unit->power, ok);
    data_json_add_int(obj, "move", unit->move, ok);
    cJSON *abilities = data_json_add_array(obj, "abilities", ok);
    int n = unit->n_abilities < 0 ? 0 : unit->n_abilities > ESC_UNIT_ABILITY_CAPACITY ? ESC_UNIT_ABILITY_CAPACITY
                                                                                      : unit->n_abilities;
    for (int i = 0; i < n; i++) {
        /* A value that is no ability cannot be written in a form any loader
         * accepts; it is left out rather than making the file unreadable. */
        const char *id = data_ability_id(unit->abilities[i]);
        if (id != NULL)
            data_json_add_string(abilities, NULL, id, ok);
    }
}

void data_squad_fill_json(cJSON *obj, const esc_squad *squad, bool header, bool *ok)
{
    if (header)
        data_json_add_header(obj, DATA_FORMAT_SQUAD, ok);
    data_json_add_string(obj, "name", squad->name, ok);
    cJSON *units = data_json_add_array(obj, "units", ok);
    int n = squad->n_units < 0 ? 0 : squad->n_units > ESC_SQUAD_CAPACITY ? ESC_SQUAD_CAPACITY : squad->n_units;
    for (int i = 0; i < n; i++)
        unit_fill_json(data_json_add_object(units, NULL, ok), &squad->units[i], false, ok);
}

/* ---- public: squads ---- */

bool data_squad_parse(const char *text, size_t len, const char *name, esc_squad *squad, data_error *err)
{
    data_json_ctx cx = {name != NULL ? name : "", err};
    data_error_clear(err);
    cJSON *root;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    bool ok = squad != NULL ? data_squad_from_json(&cx, root, "", true, squad)
                            : data_error_set(err, DATA_ERR_MEMORY, cx.file, NULL, "no squad to fill");
    cJSON_Delete(root);
    return ok;
}

bool data_squad_load(const char *path, esc_squad *squad, data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_squad_parse(text, len, path, squad, err);
    free(text);
    return ok;
}

char *data_squad_to_json(const esc_squad *squad)
{
    if (squad == NULL)
        return NULL;
    bool ok = true;
    cJSON *root = cJSON_CreateObject();
    ok = root != NULL;
    if (ok)
        data_squad_fill_json(root, squad, true, &ok);
    return data_json_finish(root, ok);
}

bool data_squad_save(const char *path, const esc_squad *squad, data_error *err)
{
    return data_file_save_text(path, data_squad_to_json(squad), err);
}

/* ---- public: units ---- */

bool data_unit_parse(const char *text, size_t len, const char *name, esc_unit_def *unit, data_error *err)
{
    data_json_ctx cx = {name != NULL ? name : "", err};
    data_error_clear(err);
    cJSON *root;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    bool ok = false;
    if (unit == NULL)
        data_error_set(err, DATA_ERR_MEMORY, cx.file, NULL, "no unit to fill");
    else if (data_json_check_header(&cx, root, "", DATA_FORMAT_UNIT, true))
        ok = unit_from_json(&cx, root, "", unit);
    cJSON_Delete(root);
    return ok;
}

bool data_unit_load(const char *path, esc_unit_def *unit, data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_unit_parse(text, len, path, unit, err);
    free(text);
    return ok;
}

char *data_unit_to_json(const esc_unit_def *unit)
{
    if (unit == NULL)
        return NULL;
    cJSON *root = cJSON_CreateObject();
    bool ok = root != NULL;
    if (ok)
        unit_fill_json(root, unit, true, &ok);
    return data_json_finish(root, ok);
}

bool data_unit_save(const char *path, const esc_unit_def *unit, data_error *err)
{
    return data_file_save_text(path, data_unit_to_json(unit), err);
}
