/*
 * Saved games ("skirmish-save"): a game record (seed, settings, map, two squads)
 * and its actions in the action notation.
 *
 * Actions are stored as text, not as struct fields, so that a saved game stays
 * readable by people and survives changes to unit ids or enum values. The text of
 * an action depends on the position it is played in (units are named by their
 * square), so both reading and writing replay the game action by action. Loading
 * therefore proves the whole record legal: a save that loads can be replayed.
 *
 * The seed is written as a decimal string because JSON numbers are doubles in
 * most readers and would lose the low bits of a 64-bit seed.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio_internal.h"
#include "formats_internal.h"
#include "json_util.h"
#include "seats_internal.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/data/files.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

/* JSON numbers are exact integers below 2^53 in every common reader; 2^53 itself
 * is also what 2^53 + 1 reads as, so it is refused too. */
#define SEED_NUMBER_MAX 9007199254740991.0

/* Everything read before the record exists, on the heap (two squads are ~7 KB). */
typedef struct save_parts {
    uint64_t seed;
    esc_settings settings;
    esc_map map;
    esc_squad squads[ESC_SIDES];
    bool has_scenario;     /* a scenario game: the scenario the save carries */
    esc_scenario scenario;
} save_parts;

static bool seed_from_json(const data_json_ctx *cx, const cJSON *item, const char *path, uint64_t *out)
{
    if (cJSON_IsNumber(item)) {
        double v = item->valuedouble;
        if (isfinite(v) && v != floor(v))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an integer seed, found %.15g", v);
        if (!isfinite(v) || v < 0 || v > SEED_NUMBER_MAX)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                  "a seed written as a number must be from 0 to 2^53 - 1; write larger seeds as a "
                                  "decimal string");
        *out = (uint64_t)v;
        return true;
    }
    if (!cJSON_IsString(item) || item->valuestring == NULL)
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path,
                              "expected a seed as a decimal string such as \"123\", found %s",
                              data_json_type_name(item));
    const char *s = item->valuestring;
    uint64_t seed = 0;
    bool digits = s[0] != '\0';
    for (const char *p = s; *p != '\0' && digits; p++) {
        if (*p < '0' || *p > '9') {
            digits = false;
            break;
        }
        unsigned d = (unsigned)(*p - '0');
        if (seed > (UINT64_MAX - d) / 10)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                  "the seed is too large (the largest is 18446744073709551615)");
        seed = seed * 10 + d;
    }
    if (!digits)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                              "the seed must be written with the digits 0-9 only (0 to 18446744073709551615)");
    *out = seed;
    return true;
}

static bool squads_from_json(const data_json_ctx *cx, const cJSON *root, save_parts *parts)
{
    const cJSON *squads;
    if (!data_json_get_array(cx, root, "", "squads", true, &squads))
        return false;
    int count = data_json_length(squads);
    if (count != ESC_SIDES)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "squads", "expected %d squads, found %d", ESC_SIDES,
                              count);
    int side = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, squads)
    {
        char path[DATA_KEY_MAX];
        data_json_path_index(path, "squads", side);
        if (!cJSON_IsObject(item))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected a squad object, found %s",
                                  data_json_type_name(item));
        if (!data_squad_from_json(cx, item, path, false, &parts->squads[side]))
            return false;
        esc_squad_report report = esc_squad_test(&parts->squads[side]);
        if (parts->has_scenario) {
            /* A scenario's squads answer to its budgets and fixed units. */
            esc_scenario_squad_problem sp = esc_scenario_test_squad(&parts->scenario, side, &parts->squads[side]);
            if (sp != ESC_SCN_SQUAD_OK)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "this squad cannot play the scenario: %s",
                                      esc_scenario_squad_problem_text(sp));
        } else if (parts->settings.hooks.budget[side] > 0) {
            /* A campaign battle's budget (up to 40) replaces the plain 30, as
             * esc_game_init has it: a squad within it plays, one over it not. */
            int limit = parts->settings.hooks.budget[side];
            bool counted = report.problem == ESC_SQUAD_OK || report.problem == ESC_SQUAD_OVER_BUDGET;
            if (counted && report.rank_points > limit)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                      "this squad cannot play: over budget: %d rank points, the battle's limit is %d",
                                      report.rank_points, limit);
            if (!counted) {
                char why[200];
                esc_squad_report_text(&report, &parts->squads[side], why, (int)sizeof why);
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "this squad cannot play: %s", why);
            }
        } else if (report.problem != ESC_SQUAD_OK) {
            char why[200];
            esc_squad_report_text(&report, &parts->squads[side], why, (int)sizeof why);
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "this squad cannot play: %s", why);
        }
        side++;
    }
    return true;
}

static bool setup_error(const data_json_ctx *cx, esc_setup_problem problem, int which)
{
    switch (problem) {
    case ESC_SETUP_BAD_SQUAD: {
        char path[DATA_KEY_MAX];
        data_json_path_index(path, "squads", which == 1 ? 1 : 0);
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "this squad cannot play");
    }
    case ESC_SETUP_BAD_MAP:
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "map", "no game can start on this map");
    case ESC_SETUP_BAD_SETTINGS:
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "settings", "the game refuses these settings");
    default:
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, NULL, "the game cannot start");
    }
}

/* Replays the "actions" texts into record, each parsed in the position it is
 * played in. */
static bool actions_from_json(const data_json_ctx *cx, const cJSON *actions, esc_record *record)
{
    esc_game game;
    int which = -1;
    esc_setup_problem setup = esc_record_start(record, &game, &which);
    if (setup != ESC_SETUP_OK)
        return setup_error(cx, setup, which);
    if (actions == NULL)
        return true;
    int n_actions = data_json_length(actions);
    if (n_actions > DATA_SAVE_MAX_ACTIONS)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "actions",
                              "%d actions, more than the %d a saved game may hold", n_actions, DATA_SAVE_MAX_ACTIONS);
    int k = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, actions)
    {
        char path[DATA_KEY_MAX];
        data_json_path_index(path, "actions", k);
        char text[ESC_ACTION_TEXT_MAX];
        if (!cJSON_IsString(item))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path,
                                  "expected an action such as \"move b2 c3\", found %s", data_json_type_name(item));
        if (!data_json_string(cx, item, path, text, sizeof text))
            return false;
        esc_action action;
        if (strlen(item->valuestring) >= sizeof text || !esc_action_parse(&game, text, &action))
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                  "cannot read \"%s\" as an action in this position", text);
        esc_problem problem = esc_game_apply(&game, &action, NULL);
        if (problem != ESC_OK)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "\"%s\" is not legal here: %s", text,
                                  _(esc_problem_text(problem)));
        if (!esc_record_push(record, &action))
            return data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, path, "out of memory");
        k++;
    }
    return true;
}

/* The Escarmouche levels (ai_level's ids), the default first. */
static const char *const esc_levels[] = { "normal", "random", "easy", "hard", NULL };

static bool save_from_json(const data_json_ctx *cx, const cJSON *root, esc_record *out, data_seat seats[ESC_SIDES],
                           const esc_hooks *hooks, data_save_moment *moment)
{
    if (!data_json_check_header(cx, root, "", DATA_FORMAT_SAVE, true))
        return false;
    save_parts *parts = calloc(1, sizeof *parts);
    if (parts == NULL)
        return data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, NULL, "out of memory");
    bool ok = false;
    esc_record record;
    memset(&record, 0, sizeof record);
    const cJSON *item, *settings, *map, *actions;

    if (!data_json_member(cx, root, "", "seed", true, &item) || !seed_from_json(cx, item, "seed", &parts->seed))
        goto done;
    esc_settings_default(&parts->settings);
    if (!data_json_get_object(cx, root, "", "settings", false, &settings))
        goto done;
    if (settings != NULL && !data_settings_from_json(cx, settings, "settings", false, &parts->settings))
        goto done;
    if (hooks != NULL) /* a match the file's owner plays with its hooks (a campaign battle) */
        parts->settings.hooks = *hooks;
    if (!data_json_get_object(cx, root, "", "map", true, &map) ||
        !data_map_from_json(cx, map, "map", false, &parts->map))
        goto done;
    /* A scenario game carries its scenario whole (older saves and plain
     * matches have none): read it with the scenario loader, its keys named
     * under "scenario". */
    const cJSON *scenario;
    if (!data_json_get_object(cx, root, "", "scenario", false, &scenario))
        goto done;
    if (scenario != NULL) {
        char *text = cJSON_PrintUnformatted(scenario);
        if (text == NULL) {
            data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, "scenario", "out of memory");
            goto done;
        }
        data_error inner;
        bool read = data_scenario_parse(text, strlen(text), "scenario", &parts->scenario, &inner);
        cJSON_free(text);
        if (!read) {
            char msg[600];
            data_error_format(&inner, msg, sizeof msg);
            data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "scenario", "the scenario it plays is refused: %s", msg);
            goto done;
        }
        parts->has_scenario = true;
        /* Whether its texts are the shipped ones, translated (older saves: no). */
        const cJSON *shipped;
        if (!data_json_member(cx, root, "", "scenario_shipped", false, &shipped))
            goto done;
        parts->scenario.shipped = cJSON_IsTrue(shipped);
    }
    if (!squads_from_json(cx, root, parts))
        goto done;
    if (!data_json_get_array(cx, root, "", "actions", false, &actions))
        goto done;
    data_seat got[ESC_SIDES];
    bool found;
    for (int side = 0; side < ESC_SIDES; side++)
        data_seat_set(&got[side], false, NULL);
    if (!data_seats_get_json(cx, root, "", "seats", esc_levels, got, ESC_SIDES, &found))
        goto done;
    /* The side whose turn is over but held open until its End turn (older
     * saves have none). */
    int held_side = -1;
    if (!data_json_get_int(cx, root, "", "held", false, -1, ESC_SIDES - 1, &held_side))
        goto done;
    /* The sides whose player pressed Auto-deploy, while units are placed
     * (older saves have none; anything but booleans reads as false). */
    bool auto_deploy[ESC_SIDES] = { false };
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(root, "auto_deploy");
    if (cJSON_IsArray(list)) {
        int side = 0;
        const cJSON *flag;
        cJSON_ArrayForEach(flag, list) {
            if (side >= ESC_SIDES)
                break;
            auto_deploy[side++] = cJSON_IsTrue(flag);
        }
    }

    const esc_squad *squads[ESC_SIDES] = {&parts->squads[0], &parts->squads[1]};
    if (parts->has_scenario)
        esc_record_init_scenario(&record, &parts->scenario, squads, parts->seed);
    else
        esc_record_init(&record, &parts->map, squads, &parts->settings, parts->seed);
    if (!actions_from_json(cx, actions, &record)) {
        esc_record_free(&record);
        goto done;
    }
    esc_record_free(out);
    *out = record;
    if (seats != NULL)
        memcpy(seats, got, sizeof got);
    if (moment != NULL) {
        moment->held = held_side;
        memcpy(moment->auto_deploy, auto_deploy, sizeof auto_deploy);
    }
    ok = true;
done:
    free(parts);
    return ok;
}

/* The document for a record, replaying it to write each action in the position
 * it was played in. NULL with err set if the record cannot be replayed or memory
 * runs out. */
static char *save_text(const esc_record *record, const data_seat *seats, const data_save_moment *moment,
                       const char *file, data_error *err)
{
    if (record == NULL) {
        data_error_set(err, DATA_ERR_VALUE, file, NULL, "no game to save");
        return NULL;
    }
    if (record->n_actions > DATA_SAVE_MAX_ACTIONS) {
        data_error_set(err, DATA_ERR_VALUE, file, "actions",
                       "not saved: %d actions, more than the %d a saved game may hold", record->n_actions,
                       DATA_SAVE_MAX_ACTIONS);
        return NULL;
    }
    esc_game game;
    int which = -1;
    esc_setup_problem setup = esc_record_start(record, &game, &which);
    if (setup != ESC_SETUP_OK) {
        data_json_ctx cx = {file, err};
        setup_error(&cx, setup, which);
        return NULL;
    }

    bool ok = true;
    cJSON *root = cJSON_CreateObject();
    ok = root != NULL;
    data_json_add_header(root, DATA_FORMAT_SAVE, &ok);
    char seed[24];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)record->seed);
    data_json_add_string(root, "seed", seed, &ok);
    data_settings_fill_json(data_json_add_object(root, "settings", &ok), &record->settings, false, &ok);
    data_map_fill_json(data_json_add_object(root, "map", &ok), &record->map, false, &ok);
    cJSON *squad_list = data_json_add_array(root, "squads", &ok);
    for (int side = 0; side < ESC_SIDES; side++)
        data_squad_fill_json(data_json_add_object(squad_list, NULL, &ok), &record->squads[side], false, &ok);
    if (seats != NULL)
        data_seats_add_json(root, "seats", seats, ESC_SIDES, &ok);
    if (moment != NULL && moment->held >= 0 && moment->held < ESC_SIDES)
        data_json_add_int(root, "held", moment->held, &ok);
    if (moment != NULL && (moment->auto_deploy[0] || moment->auto_deploy[1])) {
        cJSON *list = data_json_add_array(root, "auto_deploy", &ok);
        for (int side = 0; side < ESC_SIDES && ok; side++)
            ok = cJSON_AddItemToArray(list, cJSON_CreateBool(moment->auto_deploy[side]));
    }
    if (record->has_scenario && ok) {
        /* The scenario whole, so the save stands alone if its file changes. */
        char *text = data_scenario_to_json(&record->scenario);
        cJSON *scenario = text ? cJSON_Parse(text) : NULL;
        free(text);
        if (scenario == NULL || !cJSON_AddItemToObject(root, "scenario", scenario)) {
            cJSON_Delete(scenario);
            ok = false;
        }
        if (ok && record->scenario.shipped && !cJSON_AddBoolToObject(root, "scenario_shipped", true))
            ok = false;
    }
    cJSON *actions = data_json_add_array(root, "actions", &ok);
    for (int k = 0; k < record->n_actions && ok; k++) {
        char text[ESC_ACTION_TEXT_MAX];
        esc_action_format(&game, &record->actions[k], text);
        esc_problem problem = esc_game_apply(&game, &record->actions[k], NULL);
        if (problem != ESC_OK) {
            char path[DATA_KEY_MAX];
            data_json_path_index(path, "actions", k);
            data_error_set(err, DATA_ERR_VALUE, file, path, "action %d is not legal in the replayed game: %s", k,
                           _(esc_problem_text(problem)));
            cJSON_Delete(root);
            return NULL;
        }
        data_json_add_string(actions, NULL, text, &ok);
    }
    char *out = data_json_finish(root, ok);
    if (out == NULL)
        data_error_set(err, DATA_ERR_MEMORY, file, NULL, "out of memory");
    return out;
}

/* ---- public ---- */

bool data_save_parse_hooks_held(const char *text, size_t len, const char *name, const esc_hooks *hooks,
                                esc_record *record, data_seat seats[ESC_SIDES], int *held, data_error *err)
{
    data_json_ctx cx = {name != NULL ? name : "", err};
    data_error_clear(err);
    data_save_moment moment = DATA_SAVE_NO_MOMENT;
    if (held != NULL)
        *held = -1;
    cJSON *root;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    bool ok = record != NULL ? save_from_json(&cx, root, record, seats, hooks, &moment)
                             : data_error_set(err, DATA_ERR_MEMORY, cx.file, NULL, "no record to fill");
    cJSON_Delete(root);
    if (ok && held != NULL)
        *held = moment.held;
    return ok;
}

bool data_save_parse_hooks(const char *text, size_t len, const char *name, const esc_hooks *hooks,
                           esc_record *record, data_seat seats[ESC_SIDES], data_error *err)
{
    return data_save_parse_hooks_held(text, len, name, hooks, record, seats, NULL, err);
}

bool data_save_parse_seats(const char *text, size_t len, const char *name, esc_record *record,
                           data_seat seats[ESC_SIDES], data_error *err)
{
    return data_save_parse_hooks(text, len, name, NULL, record, seats, err);
}

bool data_save_parse(const char *text, size_t len, const char *name, esc_record *record, data_error *err)
{
    return data_save_parse_seats(text, len, name, record, NULL, err);
}

bool data_save_load_seats(const char *path, esc_record *record, data_seat seats[ESC_SIDES], data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_save_parse_seats(text, len, path, record, seats, err);
    free(text);
    return ok;
}

bool data_save_load(const char *path, esc_record *record, data_error *err)
{
    return data_save_load_seats(path, record, NULL, err);
}

char *data_save_to_json_held(const esc_record *record, const data_seat seats[ESC_SIDES], int held)
{
    data_error ignored;
    data_error_clear(&ignored);
    data_save_moment moment = { held, { false, false } };
    return save_text(record, seats, &moment, "", &ignored);
}

char *data_save_to_json_seats(const esc_record *record, const data_seat seats[ESC_SIDES])
{
    return data_save_to_json_held(record, seats, -1);
}

char *data_save_to_json(const esc_record *record)
{
    return data_save_to_json_seats(record, NULL);
}

bool data_save_save_seats(const char *path, const esc_record *record, const data_seat seats[ESC_SIDES],
                          data_error *err)
{
    data_error_clear(err);
    char *text = save_text(record, seats, NULL, path, err);
    if (text == NULL)
        return false;
    return data_file_save_text(path, text, err);
}

bool data_save_save(const char *path, const esc_record *record, data_error *err)
{
    return data_save_save_seats(path, record, NULL, err);
}

bool data_save_save_new_seats(const char *dir, const char *stem, char *path, size_t size, const esc_record *record,
                              const data_seat seats[ESC_SIDES], data_error *err)
{
    data_error_clear(err);
    char *text = save_text(record, seats, NULL, dir != NULL ? dir : "", err);
    if (text == NULL)
        return false;
    return data_file_save_text_unique(dir, stem, ".json", text, path, size, err);
}

bool data_save_save_new(const char *dir, const char *stem, char *path, size_t size, const esc_record *record,
                        data_error *err)
{
    return data_save_save_new_seats(dir, stem, path, size, record, NULL, err);
}

/* ---- the moment: a turn held open, Auto-deploy (docs/formats.md "held", "auto_deploy") ---- */

bool data_save_load_moment(const char *path, esc_record *record, data_seat seats[ESC_SIDES], data_save_moment *moment,
                           data_error *err)
{
    char *text;
    size_t len;
    if (moment != NULL)
        *moment = (data_save_moment)DATA_SAVE_NO_MOMENT;
    if (!data_file_read(path, &text, &len, err))
        return false;
    data_json_ctx cx = {path, err};
    data_error_clear(err);
    cJSON *root;
    bool ok = false;
    if (data_json_parse(&cx, text, len, &root)) {
        ok = save_from_json(&cx, root, record, seats, NULL, moment);
        cJSON_Delete(root);
    }
    free(text);
    return ok;
}

bool data_save_save_moment(const char *path, const esc_record *record, const data_seat seats[ESC_SIDES],
                           const data_save_moment *moment, data_error *err)
{
    data_error_clear(err);
    char *text = save_text(record, seats, moment, path, err);
    if (text == NULL)
        return false;
    return data_file_save_text(path, text, err);
}

bool data_save_load_held(const char *path, esc_record *record, data_seat seats[ESC_SIDES], int *held,
                         data_error *err)
{
    data_save_moment moment;
    bool ok = data_save_load_moment(path, record, seats, &moment, err);
    if (held != NULL)
        *held = ok ? moment.held : -1;
    return ok;
}

bool data_save_save_held(const char *path, const esc_record *record, const data_seat seats[ESC_SIDES], int held,
                         data_error *err)
{
    data_save_moment moment = { held, { false, false } };
    return data_save_save_moment(path, record, seats, &moment, err);
}

bool data_save_save_new_held(const char *dir, const char *stem, char *path, size_t size, const esc_record *record,
                             const data_seat seats[ESC_SIDES], int held, data_error *err)
{
    data_error_clear(err);
    data_save_moment moment = { held, { false, false } };
    char *text = save_text(record, seats, &moment, dir != NULL ? dir : "", err);
    if (text == NULL)
        return false;
    return data_file_save_text_unique(dir, stem, ".json", text, path, size, err);
}
