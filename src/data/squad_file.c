/*
 * Squad files ("skirmish-squad") and single-unit files ("skirmish-unit").
 *
 * The loader checks shape and types only. Game limits (1 to 6 units, 30 rank
 * points, stats 1 to 99, no ability twice) are the core's to judge with
 * esc_squad_test, so that the Barracks can open a draft that cannot play yet and
 * say why. What the loader refuses is what the structs cannot hold: more than
 * ESC_SQUAD_CAPACITY units, more than ESC_UNIT_ABILITY_CAPACITY abilities, an
 * ability id the game does not know, absurd numbers.
 *
 * Each unit may carry a "portrait" (a picture id for the client, such as
 * "archer"): cosmetic, so it lives beside the rules' structs in data_portraits
 * rather than in esc_unit_def. The *_portraits/_portrait variants read and write
 * it; the plain functions check it and leave it out.
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
    int count = data_json_length(array);
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

bool data_portrait_id_valid(const char *id)
{
    if (id == NULL)
        return false;
    size_t n = strlen(id);
    if (n >= DATA_PORTRAIT_MAX)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!((id[i] >= 'a' && id[i] <= 'z') || (id[i] >= '0' && id[i] <= '9') || id[i] == '-'))
            return false;
    return true;
}

/* The optional "portrait" of a unit object. Every loader checks it, so that a file
 * is accepted or refused the same way whether or not the caller keeps portraits.
 * An id the client has no picture for is accepted (newer art, other clients): it
 * is cosmetic, and the client falls back to the unit's role. */
static bool portrait_from_json(const data_json_ctx *cx, const cJSON *obj, const char *prefix,
                               char portrait[DATA_PORTRAIT_MAX])
{
    const cJSON *item;
    memset(portrait, 0, DATA_PORTRAIT_MAX); /* whole: structs are compared and copied byte for byte */
    if (!data_json_member(cx, obj, prefix, "portrait", false, &item))
        return false;
    if (item == NULL)
        return true;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, "portrait");
    if (!cJSON_IsString(item))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected a portrait id such as \"archer\", found %s",
                              data_json_type_name(item));
    if (!data_portrait_id_valid(item->valuestring))
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                              "a portrait id is at most %d characters among a-z, 0-9 and \"-\"", DATA_PORTRAIT_MAX - 1);
    memcpy(portrait, item->valuestring, strlen(item->valuestring) + 1);
    return true;
}

/* A unit object: the root of a unit file (prefix "") or an element of a squad's
 * "units" (prefix "units[2]"). `portrait` (may be NULL) receives its portrait id. */
static bool unit_from_json(const data_json_ctx *cx, const cJSON *obj, const char *prefix, esc_unit_def *out,
                           char *portrait)
{
    esc_unit_def unit;
    memset(&unit, 0, sizeof unit);
    char picture[DATA_PORTRAIT_MAX];
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
    if (!portrait_from_json(cx, obj, prefix, picture))
        return false;
    *out = unit;
    if (portrait != NULL)
        memcpy(portrait, picture, sizeof picture);
    return true;
}

bool data_squad_from_json(const data_json_ctx *cx, const cJSON *obj, const char *prefix, bool header,
                          esc_squad *out)
{
    return data_squad_from_json_portraits(cx, obj, prefix, header, out, NULL);
}

bool data_squad_from_json_portraits(const data_json_ctx *cx, const cJSON *obj, const char *prefix, bool header,
                                    esc_squad *out, data_portraits *portraits)
{
    if (!data_json_check_header(cx, obj, prefix, DATA_FORMAT_SQUAD, header))
        return false;
    /* The squad is ~3.5 KB: on the heap, so that a saved game's two squads plus
     * a game state do not crowd the stack. */
    esc_squad *squad = calloc(1, sizeof *squad);
    data_portraits *pictures = calloc(1, sizeof *pictures);
    if (squad == NULL || pictures == NULL) {
        free(squad);
        free(pictures);
        return data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, prefix, "out of memory");
    }
    bool ok = false;
    const cJSON *units;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, "units");
    if (!data_json_get_string(cx, obj, prefix, "name", true, squad->name, sizeof squad->name) ||
        !data_json_get_array(cx, obj, prefix, "units", true, &units))
        goto done;
    int count = data_json_length(units);
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
        if (!unit_from_json(cx, item, at, &squad->units[squad->n_units], pictures->id[squad->n_units]))
            goto done;
        squad->n_units++;
    }
    *out = *squad;
    if (portraits != NULL)
        *portraits = *pictures;
    ok = true;
done:
    free(squad);
    free(pictures);
    return ok;
}

/* `portrait` may be NULL or "": no "portrait" key is written then, so files for
 * units left to the automatic picture read exactly as before portraits existed. */
static void unit_fill_json(cJSON *obj, const esc_unit_def *unit, bool header, const char *portrait, bool *ok)
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
    /* A portrait the loader would refuse is left out, like a bad ability. */
    if (portrait != NULL && portrait[0] != '\0' && data_portrait_id_valid(portrait))
        data_json_add_string(obj, "portrait", portrait, ok);
}

void data_squad_fill_json(cJSON *obj, const esc_squad *squad, bool header, bool *ok)
{
    data_squad_fill_json_portraits(obj, squad, header, NULL, ok);
}

void data_squad_fill_json_portraits(cJSON *obj, const esc_squad *squad, bool header, const data_portraits *portraits,
                                    bool *ok)
{
    if (header)
        data_json_add_header(obj, DATA_FORMAT_SQUAD, ok);
    data_json_add_string(obj, "name", squad->name, ok);
    cJSON *units = data_json_add_array(obj, "units", ok);
    int n = squad->n_units < 0 ? 0 : squad->n_units > ESC_SQUAD_CAPACITY ? ESC_SQUAD_CAPACITY : squad->n_units;
    for (int i = 0; i < n; i++)
        unit_fill_json(data_json_add_object(units, NULL, ok), &squad->units[i], false,
                       portraits != NULL ? portraits->id[i] : NULL, ok);
}

/* ---- public: squads ---- */

bool data_squad_parse(const char *text, size_t len, const char *name, esc_squad *squad, data_error *err)
{
    return data_squad_parse_portraits(text, len, name, squad, NULL, err);
}

bool data_squad_parse_portraits(const char *text, size_t len, const char *name, esc_squad *squad,
                                data_portraits *portraits, data_error *err)
{
    data_json_ctx cx = {name != NULL ? name : "", err};
    data_error_clear(err);
    cJSON *root;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    bool ok = squad != NULL ? data_squad_from_json_portraits(&cx, root, "", true, squad, portraits)
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
    return data_squad_to_json_portraits(squad, NULL);
}

char *data_squad_to_json_portraits(const esc_squad *squad, const data_portraits *portraits)
{
    if (squad == NULL)
        return NULL;
    bool ok = true;
    cJSON *root = cJSON_CreateObject();
    ok = root != NULL;
    if (ok)
        data_squad_fill_json_portraits(root, squad, true, portraits, &ok);
    return data_json_finish(root, ok);
}

bool data_squad_save(const char *path, const esc_squad *squad, data_error *err)
{
    return data_file_save_text(path, data_squad_to_json(squad), err);
}

/* ---- public: units ---- */

bool data_unit_parse(const char *text, size_t len, const char *name, esc_unit_def *unit, data_error *err)
{
    return data_unit_parse_portrait(text, len, name, unit, NULL, err);
}

bool data_unit_parse_portrait(const char *text, size_t len, const char *name, esc_unit_def *unit,
                              char portrait[DATA_PORTRAIT_MAX], data_error *err)
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
        ok = unit_from_json(&cx, root, "", unit, portrait);
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
    return data_unit_to_json_portrait(unit, NULL);
}

char *data_unit_to_json_portrait(const esc_unit_def *unit, const char *portrait)
{
    if (unit == NULL)
        return NULL;
    cJSON *root = cJSON_CreateObject();
    bool ok = root != NULL;
    if (ok)
        unit_fill_json(root, unit, true, portrait, &ok);
    return data_json_finish(root, ok);
}

bool data_unit_save(const char *path, const esc_unit_def *unit, data_error *err)
{
    return data_file_save_text(path, data_unit_to_json(unit), err);
}
