/*
 * The object readers and writers of each file format, shared with the saved-game
 * format, which embeds a map, the settings and two squads (not part of the public
 * API).
 *
 * Readers take the JSON path of the object (`prefix`, "" for a document root, or
 * "squads[1]") so errors name the full path; `header` says whether "format" and
 * "version" must be present (a document) or may be left out (an embedded object).
 * They write *out only on success. Writers fill an existing cJSON object, in the
 * fixed key order the formats document.
 */
#ifndef SKIRMISH_DATA_FORMATS_INTERNAL_H
#define SKIRMISH_DATA_FORMATS_INTERNAL_H

#include <stdbool.h>

#include <cjson/cJSON.h>

#include "json_util.h"
#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/map.h"
#include "skirmish/core/esc/squad.h"
#include "skirmish/data/files.h"

#define DATA_FORMAT_SQUAD "skirmish-squad"
#define DATA_FORMAT_UNIT "skirmish-unit"
#define DATA_FORMAT_MAP "skirmish-map"
#define DATA_FORMAT_SETTINGS "skirmish-settings"
#define DATA_FORMAT_SAVE "skirmish-save"
#define DATA_FORMAT_STATE "skirmish-state"
#define DATA_FORMAT_PREFS "skirmish-preferences"

bool data_squad_from_json(const data_json_ctx *cx, const cJSON *obj, const char *prefix, bool header,
                          esc_squad *out);
bool data_map_from_json(const data_json_ctx *cx, const cJSON *obj, const char *prefix, bool header, esc_map *out);
bool data_settings_from_json(const data_json_ctx *cx, const cJSON *obj, const char *prefix, bool header,
                             esc_settings *out);

void data_squad_fill_json(cJSON *obj, const esc_squad *squad, bool header, bool *ok);
/* The same with each unit's optional "portrait" (portraits may be NULL). */
bool data_squad_from_json_portraits(const data_json_ctx *cx, const cJSON *obj, const char *prefix, bool header,
                                    esc_squad *out, data_portraits *portraits);
void data_squad_fill_json_portraits(cJSON *obj, const esc_squad *squad, bool header, const data_portraits *portraits,
                                    bool *ok);
void data_map_fill_json(cJSON *obj, const esc_map *map, bool header, bool *ok);
void data_settings_fill_json(cJSON *obj, const esc_settings *settings, bool header, bool *ok);

/* An ability's id for files, NULL for a value that is no ability. */
const char *data_ability_id(int ability);

#endif
