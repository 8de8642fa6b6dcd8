/*
 * The Campaign record's JSON form inside a save (docs/formats.md §11):
 * "record": {"start": {...the campaign as set up, a save without its map...},
 * "maps": {"hill": {...an Escarmouche map...}}, "steps": [["recruit", 0, 3,
 * {...}], ["end-downtime"], ["orders", [[3, "move", 12]]], ["duel", 0, 2,
 * ["deploy c1", ...]], ...]}. Steps are short arrays, a duel's actions in the
 * Escarmouche notation, so a 40-turn campaign fits a file. Read back, every step
 * is replayed, and the last must give the save's own state. Also reading a
 * save's text with its record checked (data_campaign_save_parse and the plain
 * save and load of campaign_save.h); saves written with a record are
 * replay_campaign_save.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fileio_internal.h"
#include "formats_internal.h"
#include "replay_internal.h"
#include "skirmish/data/campaign_record.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/files.h"

static const char *const order_ids[] = { "none", "move", "defend", "create", "merge" };
static const char *const bonus_ids[] = { "none", "ground", "ambuscade", "assault" };

/* ---- writing ---- */

static void add_bool(cJSON *a, bool v, bool *ok)
{
    if (a && !cJSON_AddItemToArray(a, cJSON_CreateBool(v)))
        *ok = false;
}

static void add_loc(cJSON *a, const campaign_map *map, int loc, bool *ok)
{
    if (loc < 0 || loc >= map->n_locations)
        data_json_add_null(a, NULL, ok);
    else
        data_json_add_int(a, NULL, map->locations[loc].id, ok);
}

static void add_slots(cJSON *a, uint32_t set, bool *ok)
{
    cJSON *s = data_json_add_array(a, NULL, ok);
    for (int k = 0; k < 32; k++)
        if (set >> k & 1u)
            data_json_add_int(s, NULL, k, ok);
}

static void add_def(cJSON *a, const esc_unit_def *d, bool *ok)
{
    cJSON *o = data_json_add_object(a, NULL, ok);
    data_json_add_string(o, "name", d->name, ok);
    data_json_add_int(o, "health", d->health, ok);
    data_json_add_int(o, "range", d->range, ok);
    data_json_add_int(o, "power", d->power, ok);
    data_json_add_int(o, "move", d->move, ok);
    cJSON *ab = data_json_add_array(o, "abilities", ok);
    for (int i = 0; i < d->n_abilities; i++) {
        const char *id = data_ability_id(d->abilities[i]);
        data_json_add_string(ab, NULL, id ? id : "?", ok);
    }
}

static void add_step(cJSON *steps, const data_campaign_record *rec, const data_campaign_step *s, bool *ok)
{
    const campaign_map *map = rec->start->map;
    cJSON *a = data_json_add_array(steps, NULL, ok);
    data_json_add_string(a, NULL, data_campaign_step_id((data_campaign_step_kind)s->kind), ok);
    switch ((data_campaign_step_kind)s->kind) {
    case DATA_CAMPAIGN_RECRUIT:
        data_json_add_int(a, NULL, s->player, ok);
        if (s->a < 0)
            data_json_add_null(a, NULL, ok);
        else
            data_json_add_int(a, NULL, s->a, ok);
        add_def(a, &s->def, ok);
        break;
    case DATA_CAMPAIGN_DISMISS:
    case DATA_CAMPAIGN_REPLENISH:
    case DATA_CAMPAIGN_HERO:
        data_json_add_int(a, NULL, s->player, ok);
        data_json_add_int(a, NULL, s->a, ok);
        break;
    case DATA_CAMPAIGN_TRAIT:
        data_json_add_int(a, NULL, s->player, ok);
        data_json_add_string(a, NULL, campaign_trait_get((campaign_trait)s->a)->id, ok);
        break;
    case DATA_CAMPAIGN_ORDERS: {
        cJSON *list = data_json_add_array(a, NULL, ok);
        for (int k = 0; k < s->count; k++) {
            const campaign_order *o = &rec->orders[s->first + k];
            cJSON *j = data_json_add_array(list, NULL, ok);
            data_json_add_int(j, NULL, o->army, ok);
            data_json_add_string(j, NULL, order_ids[o->kind < 5 ? o->kind : 0], ok);
            if (o->kind == CAMPAIGN_ORDER_MOVE)
                add_loc(j, map, o->to, ok);
            if (o->kind == CAMPAIGN_ORDER_MERGE)
                data_json_add_int(j, NULL, o->with, ok);
            if (o->kind == CAMPAIGN_ORDER_CREATE)
                add_slots(j, o->units, ok);
        }
        break;
    }
    case DATA_CAMPAIGN_STANDOFF:
        data_json_add_int(a, NULL, s->player, ok);
        add_loc(a, map, s->a, ok);
        add_bool(a, s->stand, ok);
        break;
    case DATA_CAMPAIGN_SQUAD:
        data_json_add_int(a, NULL, s->battle, ok);
        data_json_add_int(a, NULL, s->player, ok);
        add_slots(a, s->slots, ok);
        break;
    case DATA_CAMPAIGN_BONUS:
        data_json_add_int(a, NULL, s->battle, ok);
        data_json_add_int(a, NULL, s->player, ok);
        data_json_add_string(a, NULL, bonus_ids[s->a >= 0 && s->a < 4 ? s->a : 0], ok);
        add_bool(a, s->high, ok);
        add_bool(a, s->second, ok);
        data_json_add_int(a, NULL, s->b, ok);
        break;
    case DATA_CAMPAIGN_DUEL: {
        data_json_add_int(a, NULL, s->battle, ok);
        data_json_add_int(a, NULL, s->draws, ok);
        cJSON *acts = data_json_add_array(a, NULL, ok);
        for (int k = 0; k < s->count; k++)
            data_json_add_string(acts, NULL, rec->texts[s->first + k], ok);
        break;
    }
    case DATA_CAMPAIGN_RETREAT:
        data_json_add_int(a, NULL, s->battle, ok);
        add_loc(a, map, s->a, ok);
        break;
    default:
        break;
    }
    if (s->draws && s->kind != DATA_CAMPAIGN_DUEL) /* draws made outside a duel (none in campaign-sim) */
        data_json_add_int(a, NULL, -s->draws, ok);
}

void data_campaign_record_add_json(cJSON *root, const char *key, const data_campaign_record *rec, bool *ok)
{
    if (!rec || !rec->start)
        return;
    cJSON *o = data_json_add_object(root, key, ok);
    char *text = data_campaign_save_to_json(rec->start, NULL);
    cJSON *start = text ? cJSON_Parse(text) : NULL;
    free(text);
    if (start)
        cJSON_DeleteItemFromObjectCaseSensitive(start, "map"); /* the save's own */
    if (!start || !cJSON_AddItemToObject(o, "start", start)) {
        cJSON_Delete(start);
        *ok = false;
        return;
    }
    cJSON *maps = data_json_add_object(o, "maps", ok);
    for (int i = 0; i < rec->n_maps && maps; i++)
        data_map_fill_json(data_json_add_object(maps, rec->map_names[i], ok), &rec->maps[i], false, ok);
    cJSON *steps = data_json_add_array(o, "steps", ok);
    for (int i = 0; i < rec->n_steps && *ok; i++)
        add_step(steps, rec, &rec->steps[i], ok);
}

/* ---- reading ---- */

typedef struct step_reader {
    const data_json_ctx *cx;
    const cJSON *item;
    char path[DATA_KEY_MAX];
    const campaign_map *map;
    int n;
} step_reader;

/* Item k of a step's short array (a few items: walked, never indexed). */
static const cJSON *nth(const cJSON *array, int k)
{
    const cJSON *it = cJSON_IsArray(array) ? array->child : NULL;
    while (it && k-- > 0)
        it = it->next;
    return it;
}

static bool bad(const step_reader *r, int k, const char *what)
{
    char path[DATA_KEY_MAX];
    data_json_path_index(path, r->path, k);
    return data_error_set(r->cx->err, DATA_ERR_VALUE, r->cx->file, path, "expected %s", what);
}

static bool get_int(const step_reader *r, int k, int min, int max, int *out)
{
    char path[DATA_KEY_MAX];
    data_json_path_index(path, r->path, k);
    const cJSON *it = nth(r->item, k);
    if (!it)
        return data_error_set(r->cx->err, DATA_ERR_MISSING, r->cx->file, path, "missing");
    return data_json_int(r->cx, it, path, min, max, out);
}

static bool get_bool(const step_reader *r, int k, bool *out)
{
    const cJSON *it = nth(r->item, k);
    if (!cJSON_IsBool(it))
        return bad(r, k, "true or false");
    *out = cJSON_IsTrue(it);
    return true;
}

static bool get_text(const step_reader *r, int k, const char *const *ids, int n, int *out)
{
    const cJSON *it = nth(r->item, k);
    if (cJSON_IsString(it))
        for (int i = 0; i < n; i++)
            if (ids[i] && strcmp(it->valuestring, ids[i]) == 0) {
                *out = i;
                return true;
            }
    return bad(r, k, "one of the record's words");
}

static bool get_loc(const step_reader *r, const cJSON *it, int k, int *out)
{
    for (int l = 0; cJSON_IsNumber(it) && l < r->map->n_locations; l++)
        if ((double)r->map->locations[l].id == it->valuedouble) {
            *out = l;
            return true;
        }
    return bad(r, k, "a location id of the map");
}

static bool get_slots(const step_reader *r, const cJSON *list, int k, uint32_t *out)
{
    *out = 0;
    const cJSON *it;
    if (!cJSON_IsArray(list) || data_json_length(list) > 32)
        return bad(r, k, "an array of roster slots");
    cJSON_ArrayForEach(it, list) {
        if (!cJSON_IsNumber(it) || it->valuedouble < 0 || it->valuedouble > CAMPAIGN_ROSTER_MAX - 1 ||
            it->valuedouble != (int)it->valuedouble)
            return bad(r, k, "an array of roster slots (0 to 23)");
        *out |= 1u << (int)it->valuedouble;
    }
    return true;
}

static bool get_def(const step_reader *r, int k, esc_unit_def *out)
{
    char path[DATA_KEY_MAX];
    data_json_path_index(path, r->path, k);
    const cJSON *o = nth(r->item, k), *list, *it;
    char name[ESC_NAME_MAX];
    int h, rg, pw, mv;
    if (!cJSON_IsObject(o))
        return bad(r, k, "a unit object");
    if (!data_json_get_string(r->cx, o, path, "name", true, name, sizeof name) ||
        !data_json_get_int(r->cx, o, path, "health", true, 1, CAMPAIGN_STAT_CAP, &h) ||
        !data_json_get_int(r->cx, o, path, "range", true, 1, CAMPAIGN_STAT_CAP, &rg) ||
        !data_json_get_int(r->cx, o, path, "power", true, 1, CAMPAIGN_STAT_CAP, &pw) ||
        !data_json_get_int(r->cx, o, path, "move", true, 1, CAMPAIGN_STAT_CAP, &mv) ||
        !data_json_get_array(r->cx, o, path, "abilities", true, &list))
        return false;
    memset(out, 0, sizeof *out);
    esc_unit_init(out, name, h, rg, pw, mv);
    cJSON_ArrayForEach(it, list) {
        int ab = cJSON_IsString(it) ? esc_ability_from_id(it->valuestring) : ESC_AB_NONE;
        if (ab == ESC_AB_NONE || !esc_unit_add_ability(out, ab))
            return data_error_set(r->cx->err, DATA_ERR_VALUE, r->cx->file, path, "unknown or repeated ability");
    }
    return true;
}

/* A duel's actions, parsed in notation against its match replayed as they go. */
static bool get_duel(const step_reader *r, data_campaign_record *rec, const campaign_state *state,
                     data_campaign_step *s)
{
    const cJSON *list = nth(r->item, 3), *it;
    char path[DATA_KEY_MAX];
    data_json_path_index(path, r->path, 3);
    if (!cJSON_IsArray(list))
        return bad(r, 3, "the duel's actions");
    int n = data_json_length(list);
    campaign_duel *duel = malloc(sizeof *duel);
    esc_game *game = malloc(sizeof *game);
    esc_map plain;
    const esc_map *map = NULL;
    bool ok = duel && game && campaign_duel_setup(state, duel) &&
              (map = data_campaign_record_map(rec, duel->battle_map, &plain)) != NULL;
    if (!ok) {
        free(duel);
        free(game);
        return data_error_set(r->cx->err, DATA_ERR_VALUE, r->cx->file, r->path,
                              "this step does not replay: no duel is ready, or the record holds not its map");
    }
    const esc_squad *squads[ESC_SIDES] = { &duel->squads[0], &duel->squads[1] };
    ok = esc_game_init(game, map, squads, &duel->settings, duel->seed, NULL) == ESC_SETUP_OK;
    if (ok && rec->n_actions + n > rec->cap_actions) {
        int cap = rec->cap_actions ? rec->cap_actions : 256;
        while (cap < rec->n_actions + n)
            cap *= 2;
        esc_action *a = realloc(rec->actions, (size_t)cap * sizeof *a);
        if (a)
            rec->actions = a;
        char(*t)[ESC_ACTION_TEXT_MAX] = a ? realloc(rec->texts, (size_t)cap * sizeof *t) : NULL;
        if (t)
            rec->texts = t;
        ok = a && t;
        if (ok)
            rec->cap_actions = cap;
    }
    int k = 0;
    cJSON_ArrayForEach(it, list) {
        if (!ok)
            break;
        char ipath[DATA_KEY_MAX];
        data_json_path_index(ipath, path, k);
        esc_action *a = &rec->actions[rec->n_actions + k];
        if (!cJSON_IsString(it) || !esc_action_parse(game, it->valuestring, a) ||
            esc_game_apply(game, a, NULL) != ESC_OK) {
            ok = false;
            data_error_set(r->cx->err, DATA_ERR_VALUE, r->cx->file, ipath, "not an action the duel can play here");
            break;
        }
        snprintf(rec->texts[rec->n_actions + k], ESC_ACTION_TEXT_MAX, "%s", it->valuestring);
        k++;
    }
    if (ok && k == n) {
        s->first = rec->n_actions;
        s->count = n;
        rec->n_actions += n;
    } else if (ok) {
        ok = data_error_set(r->cx->err, DATA_ERR_MEMORY, r->cx->file, path, "out of memory");
    }
    free(duel);
    free(game);
    return ok;
}

static bool get_orders(const step_reader *r, data_campaign_record *rec, data_campaign_step *s)
{
    const cJSON *list = nth(r->item, 1), *o;
    if (!cJSON_IsArray(list) || data_json_length(list) > CAMPAIGN_MAX_ARMIES)
        return bad(r, 1, "an array of at most 64 orders");
    int n = data_json_length(list);
    if (rec->n_orders + n > rec->cap_orders) {
        int cap = rec->cap_orders ? rec->cap_orders * 2 : 256;
        while (cap < rec->n_orders + n)
            cap *= 2;
        campaign_order *g = realloc(rec->orders, (size_t)cap * sizeof *g);
        if (!g)
            return data_error_set(r->cx->err, DATA_ERR_MEMORY, r->cx->file, r->path, "out of memory");
        rec->orders = g;
        rec->cap_orders = cap;
    }
    step_reader sub = *r;
    data_json_path_index(sub.path, r->path, 1);
    int k = 0;
    cJSON_ArrayForEach(o, list) {
        sub.item = o;
        char opath[DATA_KEY_MAX];
        data_json_path_index(opath, sub.path, k);
        step_reader one = sub;
        snprintf(one.path, sizeof one.path, "%s", opath);
        int army, kind = 0, v = 0;
        uint32_t slots = 0;
        if (!cJSON_IsArray(o))
            return bad(&sub, k, "an order [army, kind, ...]");
        if (!get_int(&one, 0, 0, CAMPAIGN_MAX_ARMY_ID, &army) || !get_text(&one, 1, order_ids, 5, &kind))
            return false;
        if (kind == CAMPAIGN_ORDER_NONE)
            return bad(&one, 1, "move, defend, create or merge");
        if ((kind == CAMPAIGN_ORDER_MOVE && !get_loc(&one, nth(o, 2), 2, &v)) ||
            (kind == CAMPAIGN_ORDER_MERGE && !get_int(&one, 2, 0, CAMPAIGN_MAX_ARMY_ID, &v)) ||
            (kind == CAMPAIGN_ORDER_CREATE && !get_slots(&one, nth(o, 2), 2, &slots)))
            return false;
        campaign_order *out = &rec->orders[rec->n_orders + k];
        *out = kind == CAMPAIGN_ORDER_MOVE    ? campaign_order_move(army, v)
               : kind == CAMPAIGN_ORDER_MERGE ? campaign_order_merge(army, v)
               : kind == CAMPAIGN_ORDER_CREATE ? campaign_order_create(army, slots)
                                               : campaign_order_defend(army);
        k++;
    }
    s->first = rec->n_orders;
    s->count = n;
    rec->n_orders += n;
    return true;
}

static bool get_step(step_reader *r, data_campaign_record *rec, const campaign_state *state, data_campaign_step *s)
{
    memset(s, 0, sizeof *s);
    s->player = -1;
    s->battle = -1;
    s->b = CAMPAIGN_NO_UNIT;
    if (!cJSON_IsArray(r->item))
        return data_error_set(r->cx->err, DATA_ERR_TYPE, r->cx->file, r->path, "expected an array [kind, ...]");
    const char *ids[DATA_CAMPAIGN_STEP_KINDS];
    for (int k = 0; k < DATA_CAMPAIGN_STEP_KINDS; k++)
        ids[k] = data_campaign_step_id((data_campaign_step_kind)k);
    int kind = 0, p = -1, b = -1, v = 0, players = state->settings.n_players - 1;
    if (!get_text(r, 0, ids, DATA_CAMPAIGN_STEP_KINDS, &kind))
        return false;
    s->kind = (uint8_t)kind;
    int len = 1;
    switch ((data_campaign_step_kind)kind) {
    case DATA_CAMPAIGN_RECRUIT: {
        const cJSON *army = nth(r->item, 2);
        if (!get_int(r, 1, 0, players, &p) || (!cJSON_IsNull(army) && !get_int(r, 2, 0, CAMPAIGN_MAX_ARMY_ID, &v)) ||
            !get_def(r, 3, &s->def))
            return false;
        s->a = (int16_t)(cJSON_IsNull(army) ? CAMPAIGN_NO_ARMY : v);
        len = 4;
        break;
    }
    case DATA_CAMPAIGN_DISMISS:
    case DATA_CAMPAIGN_REPLENISH:
    case DATA_CAMPAIGN_HERO:
        if (!get_int(r, 1, 0, players, &p) || !get_int(r, 2, 0, 32767, &v))
            return false;
        s->a = (int16_t)v;
        len = 3;
        break;
    case DATA_CAMPAIGN_TRAIT: {
        const char *traits[CAMPAIGN_TRAIT_COUNT];
        for (int t = 0; t < CAMPAIGN_TRAIT_COUNT; t++)
            traits[t] = campaign_trait_get((campaign_trait)t)->id;
        if (!get_int(r, 1, 0, players, &p) || !get_text(r, 2, traits, CAMPAIGN_TRAIT_COUNT, &v))
            return false;
        s->a = (int16_t)v;
        len = 3;
        break;
    }
    case DATA_CAMPAIGN_ORDERS:
        if (!get_orders(r, rec, s))
            return false;
        len = 2;
        break;
    case DATA_CAMPAIGN_STANDOFF:
        if (!get_int(r, 1, 0, players, &p) || !get_loc(r, nth(r->item, 2), 2, &v) ||
            !get_bool(r, 3, &s->stand))
            return false;
        s->a = (int16_t)v;
        len = 4;
        break;
    case DATA_CAMPAIGN_SQUAD:
        if (!get_int(r, 1, 0, CAMPAIGN_MAX_BATTLES - 1, &b) || !get_int(r, 2, 0, players, &p) ||
            !get_slots(r, nth(r->item, 3), 3, &s->slots))
            return false;
        len = 4;
        break;
    case DATA_CAMPAIGN_BONUS: {
        int uid;
        if (!get_int(r, 1, 0, CAMPAIGN_MAX_BATTLES - 1, &b) || !get_int(r, 2, 0, players, &p) ||
            !get_text(r, 3, bonus_ids, 4, &v) || !get_bool(r, 4, &s->high) || !get_bool(r, 5, &s->second) ||
            !get_int(r, 6, CAMPAIGN_NO_UNIT, 32767, &uid))
            return false;
        s->a = (int16_t)v;
        s->b = (int16_t)uid;
        len = 7;
        break;
    }
    case DATA_CAMPAIGN_DUEL:
        if (!get_int(r, 1, 0, CAMPAIGN_MAX_BATTLES - 1, &b) || !get_int(r, 2, 0, 4096, &s->draws))
            return false;
        s->battle = (int8_t)b;
        if (!get_duel(r, rec, state, s))
            return false;
        len = 4;
        break;
    case DATA_CAMPAIGN_RETREAT:
        if (!get_int(r, 1, 0, CAMPAIGN_MAX_BATTLES - 1, &b) || !get_loc(r, nth(r->item, 2), 2, &v))
            return false;
        s->a = (int16_t)v;
        len = 3;
        break;
    default:
        break;
    }
    s->player = (int8_t)p;
    s->battle = (int8_t)b;
    int n = data_json_length(r->item);
    if (n == len + 1 && kind != DATA_CAMPAIGN_DUEL) { /* draws outside a duel, written negative */
        int d;
        if (!get_int(r, len, -4096, -1, &d))
            return false;
        s->draws = -d;
    } else if (n != len) {
        return data_error_set(r->cx->err, DATA_ERR_VALUE, r->cx->file, r->path, "expected %d items for \"%s\"", len,
                              ids[kind]);
    }
    return true;
}

/* The saved state and the replayed one agree on everything the rules read; the
 * drafts of a turn in progress (orders not handed over, whose Downtime is over,
 * who fights on the board) are the save's alone. */
bool data_campaign_same_state(const campaign_state *saved, campaign_state *replayed)
{
    if (replayed->phase == CAMPAIGN_PHASE_ORDERS) {
        replayed->n_orders = saved->n_orders;
        memcpy(replayed->orders, saved->orders, sizeof replayed->orders);
        replayed->orders_ready = saved->orders_ready;
    }
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
        replayed->players[p].downtime_done = saved->players[p].downtime_done;
    for (int b = 0; b < CAMPAIGN_MAX_BATTLES; b++)
        replayed->battles[b].fight = saved->battles[b].fight;
    char *x = data_campaign_save_to_json(saved, NULL), *y = data_campaign_save_to_json(replayed, NULL);
    bool same = x && y && strcmp(x, y) == 0;
    free(x);
    free(y);
    return same;
}

static bool read_record(const data_json_ctx *cx, const cJSON *root, const cJSON *o, const campaign_state *saved,
                        data_campaign_record *out, campaign_map *smap, campaign_state *state)
{
    const cJSON *start, *maps, *steps, *it;
    if (!data_json_get_object(cx, o, "record", "start", true, &start) ||
        !data_json_get_object(cx, o, "record", "maps", false, &maps) ||
        !data_json_get_array(cx, o, "record", "steps", true, &steps))
        return false;
    if (cJSON_GetObjectItemCaseSensitive(start, "record") || cJSON_GetObjectItemCaseSensitive(start, "map"))
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "record.start", "holds no map and no record");
    /* The start is read as a save of its own, on the save's map. */
    cJSON *doc = cJSON_Duplicate(start, true);
    if (!doc || !cJSON_AddItemReferenceToObject(doc, "map", cJSON_GetObjectItemCaseSensitive(root, "map"))) {
        cJSON_Delete(doc);
        return data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, "record", "out of memory");
    }
    bool ok = data_campaign_state_from_json(cx, doc, smap, state, NULL);
    cJSON_Delete(doc);
    if (!ok) {
        char key[DATA_KEY_MAX];
        data_json_path_key(key, "record.start", cx->err->key);
        return data_error_set_text(cx->err, cx->err->kind, cx->file, key, cx->err->message);
    }
    state->map = saved->map;
    out->start = malloc(sizeof *out->start);
    if (!out->start)
        return data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, "record", "out of memory");
    *out->start = *state;
    cJSON_ArrayForEach(it, maps) {
        char path[DATA_KEY_MAX];
        data_json_path_key(path, "record.maps", it->string);
        esc_map m;
        if (out->n_maps >= DATA_CAMPAIGN_RECORD_MAPS || strlen(it->string) >= CAMPAIGN_NAME_MAX)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "too many maps, or too long a name");
        if (!cJSON_IsObject(it) || !data_map_from_json(cx, it, path, false, &m) ||
            !data_campaign_record_keep_map(out, it->string, &m))
            return cJSON_IsObject(it) ? false : data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected a map");
    }
    int i = 0;
    cJSON_ArrayForEach(it, steps) {
        step_reader r = { cx, it, "", saved->map, 0 };
        data_json_path_index(r.path, "record.steps", i);
        if (out->n_steps == out->cap_steps) {
            int cap = out->cap_steps ? out->cap_steps * 2 : 256;
            data_campaign_step *g = realloc(out->steps, (size_t)cap * sizeof *g);
            if (!g)
                return data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, r.path, "out of memory");
            out->steps = g;
            out->cap_steps = cap;
        }
        if (!get_step(&r, out, state, &out->steps[out->n_steps]))
            return false;
        out->n_steps++;
        char why[160];
        if (!data_campaign_record_apply(out, i, state, why, (int)sizeof why))
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, r.path, "this step does not replay: %s", why);
        i++;
    }
    out->computer = state->computer;
    if (!data_campaign_same_state(saved, state))
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "record",
                              "its %d steps do not replay to the saved state", out->n_steps);
    return true;
}

bool data_campaign_record_get_json(const data_json_ctx *cx, const cJSON *root, const char *key,
                                   const campaign_state *saved, data_campaign_record *out)
{
    data_campaign_record tmp;
    data_campaign_record_init(&tmp);
    if (out)
        data_campaign_record_free(out);
    const cJSON *o;
    if (!data_json_get_object(cx, root, "", key, false, &o))
        return false;
    if (!o)
        return true;
    campaign_map *smap = malloc(sizeof *smap);
    campaign_state *state = malloc(sizeof *state);
    bool ok = smap && state ? read_record(cx, root, o, saved, &tmp, smap, state)
                            : data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, key, "out of memory");
    free(smap);
    free(state);
    if (ok && out)
        *out = tmp;
    else
        data_campaign_record_free(&tmp);
    return ok;
}

/* ---- a duel from the match a campaign keeps ---- */

bool data_campaign_record_duel_json(data_campaign_record *rec, const campaign_duel *duel, const char *match_json,
                                    const campaign_state *after)
{
    if (!rec->start)
        return true;
    /* Only its map and actions are read: the squads, settings and seed are the
     * duel's (a campaign squad may pass the plain 30 RP a plain match allows). */
    cJSON *root = match_json ? cJSON_Parse(match_json) : NULL;
    const cJSON *m = root ? cJSON_GetObjectItemCaseSensitive(root, "map") : NULL;
    const cJSON *acts = root ? cJSON_GetObjectItemCaseSensitive(root, "actions") : NULL, *it;
    data_error err;
    data_json_ctx cx = { "battle_match", &err };
    esc_map map;
    int n = cJSON_IsArray(acts) ? data_json_length(acts) : 0;
    esc_game *game = malloc(sizeof *game);
    esc_action *list = malloc(sizeof *list * (size_t)(n + 1));
    bool ok = game && list && cJSON_IsObject(m) && cJSON_IsArray(acts) && data_map_from_json(&cx, m, "map", false, &map);
    const esc_squad *squads[ESC_SIDES] = { &duel->squads[0], &duel->squads[1] };
    ok = ok && esc_game_init(game, &map, squads, &duel->settings, duel->seed, NULL) == ESC_SETUP_OK;
    int k = 0;
    cJSON_ArrayForEach(it, acts) {
        if (!ok)
            break;
        ok = cJSON_IsString(it) && esc_action_parse(game, it->valuestring, &list[k]) &&
             esc_game_apply(game, &list[k], NULL) == ESC_OK;
        k++;
    }
    ok = ok && data_campaign_record_duel(rec, duel, &map, list, n, after);
    cJSON_Delete(root);
    free(game);
    free(list);
    return ok;
}

/* ---- saves: campaign_save.h's text and files, their record checked ---- */

/* A save's text with its record: all or nothing into *map and *state; out (may
 * be NULL) gets the record. */
bool data_campaign_save_parse_record(const char *text, size_t len, const char *name, campaign_map *map,
                                     campaign_state *state, char **match_json, data_campaign_record *out,
                                     data_error *err)
{
    data_error_clear(err);
    if (match_json)
        *match_json = NULL;
    data_json_ctx cx = { name, err };
    cJSON *root;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    campaign_state *tmp = malloc(sizeof *tmp);
    campaign_map *tmap = malloc(sizeof *tmap);
    char *match = NULL;
    bool ok = tmp && tmap ? data_campaign_state_from_json(&cx, root, tmap, tmp, match_json ? &match : NULL)
                          : data_error_set(err, DATA_ERR_MEMORY, name, "", "out of memory");
    if (ok) {
        tmp->map = tmap;
        /* The record, which must replay to this state; its start then points at
         * the caller's map. */
        ok = data_campaign_record_get_json(&cx, root, "record", tmp, out);
    }
    cJSON_Delete(root);
    if (ok) {
        *map = *tmap;
        *state = *tmp;
        state->map = map;
        if (out && out->start)
            out->start->map = map;
        if (match_json)
            *match_json = match;
    } else {
        free(match);
    }
    free(tmp);
    free(tmap);
    return ok;
}

bool data_campaign_save_parse(const char *text, size_t len, const char *name, campaign_map *map,
                              campaign_state *state, char **match_json, data_error *err)
{
    return data_campaign_save_parse_record(text, len, name, map, state, match_json, NULL, err);
}

bool data_campaign_save(const char *path, const campaign_state *state, const char *match_json, data_error *err)
{
    data_error_clear(err);
    char *text = data_campaign_save_to_json(state, match_json);
    if (text == NULL)
        return data_error_set(err, DATA_ERR_MEMORY, path, "", "out of memory");
    bool ok = data_file_write_atomic(path, text, strlen(text), err);
    free(text);
    return ok;
}

bool data_campaign_load(const char *path, campaign_map *map, campaign_state *state, char **match_json,
                        data_error *err)
{
    char *text = NULL;
    size_t len = 0;
    data_error_clear(err);
    if (match_json)
        *match_json = NULL;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_campaign_save_parse(text, len, path, map, state, match_json, err);
    free(text);
    return ok;
}
