/*
 * Scenario files ("skirmish-scenario"). Reading is in two steps: the shape and
 * types of the document (every key named on error), then esc_scenario_test on
 * what was read, whose report (side, objective, zone, square) is turned back
 * into the key of the file that holds the mistake. The JSON arrays of the
 * deployment squares and zones are kept for that second step, so that the
 * message points at the very square ("sides[0].deploy[3]").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio_internal.h"
#include "formats_internal.h"
#include "json_util.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

/* Where each part of the scenario came from in the document. */
typedef struct scenario_json {
    const cJSON *deploy[ESC_SIDES];
    const cJSON *zone[ESC_OBJECTIVES_MAX][ESC_ZONES_MAX]; /* the k-th zone array of objective i */
    bool markers[ESC_OBJECTIVES_MAX];                     /* objective i states "markers" */
    bool draft;                                           /* the file says "draft": true */
} scenario_json;

/* "both" (or absent) for either side, else 0 or 1. */
static bool side_from_json(const data_json_ctx *cx, const cJSON *obj, const char *prefix, int *side)
{
    const cJSON *item;
    if (!data_json_member(cx, obj, prefix, "side", false, &item))
        return false;
    *side = ESC_OBJ_BOTH_SIDES;
    if (item == NULL)
        return true;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, "side");
    if (cJSON_IsString(item) && item->valuestring != NULL && strcmp(item->valuestring, "both") == 0)
        return true;
    if (!cJSON_IsNumber(item))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected 0, 1 or \"both\", found %s",
                              data_json_type_name(item));
    return data_json_int(cx, item, path, 0, 1, side);
}

/* A key holding 0, 1 or one word (`word`, meaning "left to chance": -1, or a
 * second word `word2` meaning `value2`). Absent: *out untouched. */
static bool choice_from_json(const data_json_ctx *cx, const cJSON *obj, const char *key, const char *word,
                             const char *word2, int value2, int *out)
{
    const cJSON *item;
    if (!data_json_member(cx, obj, "", key, false, &item))
        return false;
    if (item == NULL)
        return true;
    if (cJSON_IsString(item) && item->valuestring != NULL) {
        if (strcmp(item->valuestring, word) == 0) {
            *out = -1;
            return true;
        }
        if (word2 != NULL && strcmp(item->valuestring, word2) == 0) {
            *out = value2;
            return true;
        }
    }
    if (!cJSON_IsNumber(item)) {
        if (word2 != NULL)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key, "expected 0, 1, \"%s\" or \"%s\"", word,
                                  word2);
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key, "expected 0, 1 or \"%s\"", word);
    }
    return data_json_int(cx, item, key, 0, 1, out);
}

/* A non-empty array of squares (at most 64 entries); a draft's may be empty. */
static bool square_list(const data_json_ctx *cx, const cJSON *array, const char *path, esc_bits *out, bool draft)
{
    if (!cJSON_IsArray(array))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an array of square names, found %s",
                              data_json_type_name(array));
    if (!data_json_at_most(cx, array, path, ESC_SQUARES) || !data_json_squares(cx, array, path, out))
        return false;
    if (*out == 0 && !draft)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "empty: at least one square is needed");
    return true;
}

static bool side_from_json_obj(const data_json_ctx *cx, const cJSON *obj, int s, esc_scenario_side *side,
                               scenario_json *where)
{
    char prefix[DATA_KEY_MAX], path[DATA_KEY_MAX];
    data_json_path_index(prefix, "sides", s);
    if (!cJSON_IsObject(obj))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, prefix, "expected a side object, found %s",
                              data_json_type_name(obj));
    if (!data_json_get_string(cx, obj, prefix, "name", false, side->name, sizeof side->name))
        return false;
    const cJSON *deploy;
    if (!data_json_member(cx, obj, prefix, "deploy", true, &deploy))
        return false;
    data_json_path_key(path, prefix, "deploy");
    if (!square_list(cx, deploy, path, &side->deploy, where->draft))
        return false;
    where->deploy[s] = deploy;
    if (!data_json_get_int(cx, obj, prefix, "budget", false, 1, ESC_SCENARIO_BUDGET_MAX, &side->budget))
        return false;
    const cJSON *squad;
    if (!data_json_get_object(cx, obj, prefix, "squad", false, &squad))
        return false;
    if (squad != NULL) {
        data_json_path_key(path, prefix, "squad");
        if (!data_squad_from_json(cx, squad, path, false, &side->fixed))
            return false;
        if (side->fixed.n_units == 0) {
            char units[DATA_KEY_MAX];
            data_json_path_key(units, path, "units");
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, units, "empty: a fixed squad has 1 to 6 units");
        }
    }
    if (side->budget == 0 && side->fixed.n_units == 0 && !where->draft)
        return data_error_set(cx->err, DATA_ERR_MISSING, cx->file, prefix,
                              "a side needs a \"budget\", a fixed \"squad\", or both");
    return true;
}

/* Adds one zone to the table; objective i's k-th zone. */
static bool add_zone(const data_json_ctx *cx, const cJSON *array, const char *path, esc_scenario *scn, int i, int k,
                     scenario_json *where)
{
    esc_scenario_rules *r = &scn->rules;
    esc_bits squares = 0;
    if (!square_list(cx, array, path, &squares, where->draft))
        return false;
    if (squares == 0)
        return true; /* a draft's objective with no zone yet */
    if (r->n_zones >= ESC_ZONES_MAX || k >= ESC_ZONES_MAX)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                              "too many zones: a scenario has at most %d zones and exits in all", ESC_ZONES_MAX);
    r->zones[r->n_zones] = squares;
    r->objectives[i].zones |= (uint8_t)(1u << r->n_zones);
    r->n_zones++;
    where->zone[i][k] = array;
    return true;
}

static bool escort_unit_from_json(const data_json_ctx *cx, const cJSON *obj, const char *prefix,
                                  const esc_scenario *scn, esc_objective *o)
{
    char path[DATA_KEY_MAX], name[ESC_NAME_MAX];
    data_json_path_key(path, prefix, "side");
    if (o->side == ESC_OBJ_BOTH_SIDES)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "an escort objective needs \"side\": 0 or 1");
    if (!data_json_get_string_whole(cx, obj, prefix, "unit", true, name, sizeof name))
        return false;
    data_json_path_key(path, prefix, "unit");
    const esc_squad *fixed = &scn->sides[o->side].fixed;
    int found = -1;
    for (int u = 0; u < fixed->n_units; u++) {
        if (strcmp(fixed->units[u].name, name) != 0)
            continue;
        if (found >= 0)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                  "two fixed units of side %d have this name: the escorted unit must be unique",
                                  o->side);
        found = u;
    }
    if (found < 0 || found >= ESC_SQUAD_MAX)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                              "side %d has no fixed unit of this name (the escorted unit is one of \"squad\")",
                              o->side);
    o->unit = (int8_t)found;
    return true;
}

static bool objective_from_json(const data_json_ctx *cx, const cJSON *obj, int i, esc_scenario *scn,
                                scenario_json *where)
{
    char prefix[DATA_KEY_MAX], path[DATA_KEY_MAX];
    data_json_path_index(prefix, "objectives", i);
    if (!cJSON_IsObject(obj))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, prefix, "expected an objective object, found %s",
                              data_json_type_name(obj));
    esc_objective *o = &scn->rules.objectives[i];
    memset(o, 0, sizeof *o);
    o->unit = ESC_NO_UNIT;
    char type[24];
    if (!data_json_get_string_whole(cx, obj, prefix, "type", true, type, sizeof type)) {
        /* A type too long to be one is unknown, not a different mistake. */
        if (cx->err->kind != DATA_ERR_VALUE)
            return false;
        type[0] = '\0';
    }
    int kind = esc_objective_kind_from_id(type);
    data_json_path_key(path, prefix, "type");
    if (kind < 0 && type[0] != '\0')
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                              "unknown objective type \"%s\" (elimination, control, hold, escort or survive)", type);
    if (kind < 0)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                              "unknown objective type (elimination, control, hold, escort or survive)");
    o->kind = (uint8_t)kind;
    int side = ESC_OBJ_BOTH_SIDES;
    if (!side_from_json(cx, obj, prefix, &side))
        return false;
    o->side = (int8_t)side;
    if (!data_json_get_string(cx, obj, prefix, "label", false, scn->labels[i], sizeof scn->labels[i]))
        return false;

    int count = 0;
    const cJSON *zones;
    switch (kind) {
    case ESC_OBJ_CONTROL:
        count = ESC_DEFAULT_MARKERS_TO_WIN;
        if (!data_json_get_int(cx, obj, prefix, "markers", false, 1, ESC_OBJECTIVE_COUNT_MAX, &count))
            return false;
        where->markers[i] = cJSON_GetObjectItemCaseSensitive(obj, "markers") != NULL;
        if (!data_json_get_array(cx, obj, prefix, "zones", true, &zones))
            return false;
        data_json_path_key(path, prefix, "zones");
        if (data_json_length(zones) == 0 && !where->draft)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "empty: at least one zone is needed");
        if (!data_json_at_most(cx, zones, path, ESC_ZONES_MAX))
            return false;
        {
            int k = 0;
            const cJSON *zone;
            cJSON_ArrayForEach(zone, zones)
            {
                char at[DATA_KEY_MAX];
                data_json_path_index(at, path, k);
                if (!add_zone(cx, zone, at, scn, i, k, where))
                    return false;
                k++;
            }
        }
        break;
    case ESC_OBJ_HOLD:
    case ESC_OBJ_ESCORT: {
        const char *key = kind == ESC_OBJ_HOLD ? "zone" : "exits";
        if (kind == ESC_OBJ_HOLD && !data_json_get_int(cx, obj, prefix, "rounds", true, 1, ESC_OBJECTIVE_COUNT_MAX,
                                                        &count))
            return false;
        /* A draft's escort may have no unit yet (its side has no fixed unit). */
        bool no_unit = where->draft && !cJSON_GetObjectItemCaseSensitive(obj, "unit");
        if (kind == ESC_OBJ_ESCORT && !no_unit && !escort_unit_from_json(cx, obj, prefix, scn, o))
            return false;
        const cJSON *zone;
        if (!data_json_member(cx, obj, prefix, key, true, &zone))
            return false;
        data_json_path_key(path, prefix, key);
        if (!add_zone(cx, zone, path, scn, i, 0, where))
            return false;
        break;
    }
    case ESC_OBJ_SURVIVE:
        if (!data_json_get_int(cx, obj, prefix, "rounds", true, 1, ESC_OBJECTIVE_COUNT_MAX, &count))
            return false;
        break;
    default:
        break;
    }
    o->count = (uint8_t)count;
    return true;
}

/* Index in a JSON array of square names of the first entry naming `square`. */
static int index_of_square(const cJSON *array, int square)
{
    int i = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, array)
    {
        int sq;
        if (cJSON_IsString(item) && item->valuestring != NULL && esc_square_parse(item->valuestring, &sq) &&
            sq == square)
            return i;
        i++;
    }
    return -1;
}

/* The key of objective i's k-th zone: "objectives[i].zones[k]", ".zone", ".exits". */
static void zone_key(char out[DATA_KEY_MAX], const esc_scenario *scn, int i, int k)
{
    char prefix[DATA_KEY_MAX];
    data_json_path_index(prefix, "objectives", i);
    switch (scn->rules.objectives[i].kind) {
    case ESC_OBJ_CONTROL: {
        char zones[DATA_KEY_MAX];
        data_json_path_key(zones, prefix, "zones");
        data_json_path_index(out, zones, k);
        break;
    }
    case ESC_OBJ_HOLD: data_json_path_key(out, prefix, "zone"); break;
    case ESC_OBJ_ESCORT: data_json_path_key(out, prefix, "exits"); break;
    default: snprintf(out, DATA_KEY_MAX, "%s", prefix); break;
    }
}

/* The report of esc_scenario_test as an error on the key that holds the mistake. */
static bool report_error(const data_json_ctx *cx, const esc_scenario *scn, const scenario_json *where,
                         const esc_scenario_report *rep)
{
    char key[DATA_KEY_MAX], base[DATA_KEY_MAX];
    const char *text = _(esc_scenario_problem_text(rep->problem));
    int s = rep->side, i = rep->objective, k = rep->zone;
    key[0] = '\0';
    switch (rep->problem) {
    case ESC_SCN_BAD_ROUND_LIMIT: snprintf(key, sizeof key, "round_limit"); break;
    case ESC_SCN_BAD_FIRST: snprintf(key, sizeof key, "moves_first"); break;
    case ESC_SCN_BAD_LIMIT_WINNER: snprintf(key, sizeof key, "at_round_limit"); break;
    case ESC_SCN_NO_DEPLOY:
    case ESC_SCN_TOO_FEW_DEPLOY:
    case ESC_SCN_DEPLOY_ON_OBSTACLE:
    case ESC_SCN_DEPLOY_OVERLAP:
        data_json_path_index(base, "sides", s);
        data_json_path_key(key, base, "deploy");
        if (rep->square != ESC_NO_SQUARE && s >= 0 && s < ESC_SIDES) {
            int at = index_of_square(where->deploy[s], rep->square);
            if (at >= 0) {
                snprintf(base, sizeof base, "%s", key);
                data_json_path_index(key, base, at);
            }
        }
        break;
    case ESC_SCN_NO_FORCE: data_json_path_index(key, "sides", s); break;
    case ESC_SCN_BAD_BUDGET:
        data_json_path_index(base, "sides", s);
        data_json_path_key(key, base, "budget");
        break;
    case ESC_SCN_BAD_FIXED_SQUAD:
    case ESC_SCN_OVER_BUDGET: {
        data_json_path_index(base, "sides", s);
        data_json_path_key(key, base, "squad");
        const esc_squad *fixed = &scn->sides[s].fixed;
        if (rep->problem == ESC_SCN_OVER_BUDGET)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key,
                                  "the fixed squad costs %d rank points, more than the budget of %d",
                                  esc_squad_rank_points(fixed), scn->sides[s].budget);
        esc_squad_report sr = esc_squad_test(fixed);
        if (sr.problem != ESC_SQUAD_OK && sr.problem != ESC_SQUAD_OVER_BUDGET) {
            char why[256];
            esc_squad_report_text(&sr, fixed, why, sizeof why);
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key, "the fixed squad cannot play: %s", why);
        }
        break;
    }
    case ESC_SCN_NO_OBJECTIVE:
    case ESC_SCN_TOO_MANY_OBJECTIVES: snprintf(key, sizeof key, "objectives"); break;
    case ESC_SCN_BAD_OBJECTIVE:
    case ESC_SCN_BAD_ZONE: data_json_path_index(key, "objectives", i); break;
    case ESC_SCN_ZONE_ON_OBSTACLE:
    case ESC_SCN_ZONES_OVERLAP:
    case ESC_SCN_ZONE_UNREACHABLE:
    case ESC_SCN_EXIT_ON_DEPLOY:
        if (i < 0 || i >= ESC_OBJECTIVES_MAX || k < 0 || k >= ESC_ZONES_MAX)
            break;
        zone_key(key, scn, i, k);
        if (rep->square != ESC_NO_SQUARE) {
            int at = index_of_square(where->zone[i][k], rep->square);
            if (at >= 0) {
                snprintf(base, sizeof base, "%s", key);
                data_json_path_index(key, base, at);
            }
        }
        if (rep->problem == ESC_SCN_ZONE_UNREACHABLE)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key,
                                  "no unit of side %d can reach this zone from its deployment squares", s);
        break;
    case ESC_SCN_ESCORT_TOO_FAR:
        if (i < 0 || i >= ESC_OBJECTIVES_MAX)
            break;
        zone_key(key, scn, i, 0);
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key,
                              "side %d's escorted unit cannot walk from its deployment squares to an exit within "
                              "round_limit (%d rounds)",
                              s, scn->round_limit);
    case ESC_SCN_BAD_ESCORT_UNIT:
        data_json_path_index(base, "objectives", i);
        data_json_path_key(key, base, "unit");
        break;
    case ESC_SCN_SURVIVE_PAST_LIMIT:
        data_json_path_index(base, "objectives", i);
        data_json_path_key(key, base, "rounds");
        break;
    case ESC_SCN_MARKERS_PAST_LIMIT:
        /* The file's own key: "markers" when it is written, else the objective
         * (the default 5 was too many). */
        data_json_path_index(base, "objectives", i);
        if (i >= 0 && i < ESC_OBJECTIVES_MAX && where->markers[i])
            data_json_path_key(key, base, "markers");
        else
            snprintf(key, sizeof key, "%s", base);
        break;
    case ESC_SCN_OK:
    case ESC_SCN_COUNT: break;
    }
    return data_error_set_text(cx->err, DATA_ERR_VALUE, cx->file, key[0] ? key : NULL, text);
}

/* A draft (the file says "draft": true) is read as far as it goes; `draft`
 * NULL refuses it with the checker's reason, else *draft says it was one. */
static bool scenario_from_json(const data_json_ctx *cx, const cJSON *root, esc_scenario *scn, bool *draft)
{
    if (!data_json_check_header(cx, root, "", DATA_FORMAT_SCENARIO, true))
        return false;
    esc_scenario_init(scn, "");
    scenario_json where;
    memset(&where, 0, sizeof where);
    const cJSON *is_draft;
    if (!data_json_member(cx, root, "", "draft", false, &is_draft))
        return false;
    if (is_draft && !cJSON_IsBool(is_draft))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, "draft", "expected true or false, found %s",
                              data_json_type_name(is_draft));
    where.draft = cJSON_IsTrue(is_draft);
    if (draft)
        *draft = where.draft;
    if (!data_json_get_string(cx, root, "", "name", true, scn->name, sizeof scn->name))
        return false;
    if (!data_json_get_string_whole(cx, root, "", "briefing", false, scn->briefing, sizeof scn->briefing))
        return false;

    const cJSON *board, *obstacles;
    if (!data_json_get_object(cx, root, "", "board", true, &board) ||
        !data_json_get_array(cx, board, "board", "obstacles", false, &obstacles))
        return false;
    if (obstacles != NULL &&
        (!data_json_at_most(cx, obstacles, "board.obstacles", ESC_SQUARES) ||
         !data_json_squares(cx, obstacles, "board.obstacles", &scn->obstacles)))
        return false;

    const cJSON *sides;
    if (!data_json_get_array(cx, root, "", "sides", true, &sides))
        return false;
    if (data_json_length(sides) != ESC_SIDES)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "sides", "expected exactly 2 sides, found %d",
                              data_json_length(sides));
    int s = 0;
    const cJSON *side;
    cJSON_ArrayForEach(side, sides)
    {
        if (!side_from_json_obj(cx, side, s, &scn->sides[s], &where))
            return false;
        s++;
    }

    if (!choice_from_json(cx, root, "deploys_first", "random", NULL, 0, &scn->first_deployer))
        return false;
    int first = -1;
    if (!choice_from_json(cx, root, "moves_first", "dice", NULL, 0, &first))
        return false;
    scn->rules.first_player = (int8_t)first;
    if (!data_json_get_int(cx, root, "", "round_limit", true, 1, ESC_MAX_ROUND_LIMIT, &scn->round_limit))
        return false;
    int limit = ESC_LIMIT_POINTS;
    if (!choice_from_json(cx, root, "at_round_limit", "draw", "points", ESC_LIMIT_POINTS, &limit))
        return false;
    scn->rules.limit_winner = (int8_t)limit;

    const cJSON *objectives;
    if (!data_json_get_array(cx, root, "", "objectives", true, &objectives))
        return false;
    if (data_json_length(objectives) == 0 && !where.draft)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "objectives",
                              "empty: a scenario has at least one objective");
    if (!data_json_at_most(cx, objectives, "objectives", ESC_OBJECTIVES_MAX))
        return false;
    int i = 0;
    const cJSON *objective;
    cJSON_ArrayForEach(objective, objectives)
    {
        if (!objective_from_json(cx, objective, i, scn, &where))
            return false;
        i++;
        scn->rules.n_objectives = (uint8_t)i;
    }
    for (s = 0; s < ESC_SIDES; s++)
        scn->rules.deploy[s] = scn->sides[s].deploy;

    if (where.draft && draft)
        return true;
    esc_scenario_report rep = esc_scenario_test(scn);
    if (rep.problem != ESC_SCN_OK)
        return report_error(cx, scn, &where, &rep);
    return true;
}

static bool parse(const char *text, size_t len, const char *name, esc_scenario *scenario, bool *draft,
                  data_error *err)
{
    data_json_ctx cx = {name != NULL ? name : "", err};
    data_error_clear(err);
    if (scenario == NULL)
        return data_error_set(err, DATA_ERR_MEMORY, cx.file, NULL, "no scenario to fill");
    cJSON *root;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    /* ~9 KB: on the heap, and copied out only when whole. */
    esc_scenario *scn = malloc(sizeof *scn);
    bool ok = scn != NULL ? scenario_from_json(&cx, root, scn, draft)
                          : data_error_set(err, DATA_ERR_MEMORY, cx.file, NULL, "out of memory");
    if (ok)
        *scenario = *scn;
    free(scn);
    cJSON_Delete(root);
    return ok;
}

bool data_scenario_parse(const char *text, size_t len, const char *name, esc_scenario *scenario, data_error *err)
{
    return parse(text, len, name, scenario, NULL, err);
}

bool data_scenario_parse_draft(const char *text, size_t len, const char *name, esc_scenario *scenario, bool *draft,
                               data_error *err)
{
    bool ignored;
    return parse(text, len, name, scenario, draft ? draft : &ignored, err);
}

bool data_scenario_load_draft(const char *path, esc_scenario *scenario, bool *draft, data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ignored;
    bool ok = parse(text, len, path, scenario, draft ? draft : &ignored, err);
    free(text);
    return ok;
}

bool data_scenario_load(const char *path, esc_scenario *scenario, data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_scenario_parse(text, len, path, scenario, err);
    free(text);
    return ok;
}

/* ---- writing ---- */

static void add_side_value(cJSON *obj, const char *key, int side, const char *word, bool *ok)
{
    if (side == 0 || side == 1)
        data_json_add_int(obj, key, side, ok);
    else
        data_json_add_string(obj, key, word, ok);
}

static void add_objective(cJSON *list, const esc_scenario *scn, int i, bool *ok)
{
    const esc_scenario_rules *r = &scn->rules;
    const esc_objective *o = &r->objectives[i];
    cJSON *obj = data_json_add_object(list, NULL, ok);
    const char *type = esc_objective_kind_id(o->kind);
    data_json_add_string(obj, "type", type != NULL ? type : "", ok);
    add_side_value(obj, "side", o->side, "both", ok);
    if (scn->labels[i][0])
        data_json_add_string(obj, "label", scn->labels[i], ok);
    switch (o->kind) {
    case ESC_OBJ_CONTROL: {
        data_json_add_int(obj, "markers", o->count, ok);
        cJSON *zones = data_json_add_array(obj, "zones", ok);
        for (int z = 0; z < r->n_zones && z < ESC_ZONES_MAX; z++) {
            if (!(o->zones & (1u << z)))
                continue;
            cJSON *zone = data_json_add_array(zones, NULL, ok);
            for (int sq = 0; sq < ESC_SQUARES; sq++)
                if (r->zones[z] & esc_bit(sq))
                    data_json_add_square(zone, NULL, sq, ok);
        }
        break;
    }
    case ESC_OBJ_HOLD:
        data_json_add_int(obj, "rounds", o->count, ok);
        data_json_add_squares(obj, "zone", esc_scenario_zone_squares(r, o->zones), ok);
        break;
    case ESC_OBJ_ESCORT:
        if (o->side >= 0 && o->side < ESC_SIDES && o->unit >= 0 && o->unit < scn->sides[o->side].fixed.n_units)
            data_json_add_string(obj, "unit", scn->sides[o->side].fixed.units[o->unit].name, ok);
        data_json_add_squares(obj, "exits", esc_scenario_zone_squares(r, o->zones), ok);
        break;
    case ESC_OBJ_SURVIVE: data_json_add_int(obj, "rounds", o->count, ok); break;
    default: break;
    }
}

char *data_scenario_to_json(const esc_scenario *scn)
{
    if (scn == NULL)
        return NULL;
    cJSON *root = cJSON_CreateObject();
    bool ok = root != NULL;
    data_json_add_header(root, DATA_FORMAT_SCENARIO, &ok);
    /* One the checker refuses is kept as a draft, to finish later. */
    if (ok && esc_scenario_test(scn).problem != ESC_SCN_OK && !cJSON_AddBoolToObject(root, "draft", true))
        ok = false;
    data_json_add_string(root, "name", scn->name, &ok);
    if (scn->briefing[0])
        data_json_add_string(root, "briefing", scn->briefing, &ok);
    cJSON *board = data_json_add_object(root, "board", &ok);
    data_json_add_squares(board, "obstacles", scn->obstacles, &ok);
    cJSON *sides = data_json_add_array(root, "sides", &ok);
    for (int s = 0; s < ESC_SIDES; s++) {
        const esc_scenario_side *sd = &scn->sides[s];
        cJSON *side = data_json_add_object(sides, NULL, &ok);
        if (sd->name[0])
            data_json_add_string(side, "name", sd->name, &ok);
        data_json_add_squares(side, "deploy", sd->deploy, &ok);
        if (sd->budget > 0)
            data_json_add_int(side, "budget", sd->budget, &ok);
        if (sd->fixed.n_units > 0) {
            cJSON *squad = data_json_add_object(side, "squad", &ok);
            if (squad != NULL)
                data_squad_fill_json(squad, &sd->fixed, false, &ok);
        }
    }
    add_side_value(root, "deploys_first", scn->first_deployer, "random", &ok);
    add_side_value(root, "moves_first", scn->rules.first_player, "dice", &ok);
    data_json_add_int(root, "round_limit", scn->round_limit, &ok);
    add_side_value(root, "at_round_limit", scn->rules.limit_winner,
                   scn->rules.limit_winner == ESC_LIMIT_DRAW ? "draw" : "points", &ok);
    cJSON *objectives = data_json_add_array(root, "objectives", &ok);
    for (int i = 0; i < scn->rules.n_objectives && i < ESC_OBJECTIVES_MAX; i++)
        add_objective(objectives, scn, i, &ok);
    return data_json_finish(root, ok);
}

bool data_scenario_save(const char *path, const esc_scenario *scenario, data_error *err)
{
    return data_file_save_text(path, data_scenario_to_json(scenario), err);
}
