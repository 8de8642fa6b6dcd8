/*
 * Campaign saves: writing the whole state as JSON, and reading it back with every
 * key and invariant checked (docs/campaign.md §10).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "campaign_internal.h"
#include "fileio_internal.h"
#include "json_util.h"
#include "replay_internal.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/data/campaign_map.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

static const char *const phase_ids[] = { "downtime", "orders", "standoffs", "battles", "resolution", "over" };
static const char *const level_ids[] = { "random", "easy", "normal", "hard" };
static const char *const bonus_ids[] = { "none", "ground", "ambuscade", "assault" };
static const char *const order_ids[] = { "none", "move", "defend", "create", "merge" };

#define N_OF(a) ((int)(sizeof(a) / sizeof((a)[0])))

/* ---- writing ---- */

static void add_bool(cJSON *obj, const char *key, bool value, bool *ok)
{
    if (obj && !cJSON_AddBoolToObject(obj, key, value))
        *ok = false;
}

static void add_u64(cJSON *obj, const char *key, uint64_t value, bool *ok)
{
    char text[24];
    snprintf(text, sizeof text, "%llu", (unsigned long long)value);
    data_json_add_string(obj, key, text, ok);
}

static void add_loc(cJSON *obj, const char *key, const campaign_map *map, int loc, bool *ok)
{
    if (loc < 0 || loc >= map->n_locations)
        data_json_add_null(obj, key, ok);
    else
        data_json_add_int(obj, key, map->locations[loc].id, ok);
}

static void add_player_or_null(cJSON *obj, const char *key, int player, bool *ok)
{
    if (player < 0)
        data_json_add_null(obj, key, ok);
    else
        data_json_add_int(obj, key, player, ok);
}

static void add_set(cJSON *obj, const char *key, uint32_t set, bool *ok)
{
    cJSON *a = data_json_add_array(obj, key, ok);
    for (int k = 0; k < 32; k++)
        if (set >> k & 1u)
            data_json_add_int(a, NULL, k, ok);
}

static void add_unit(cJSON *units, const campaign_unit *u, bool *ok)
{
    cJSON *o = data_json_add_object(units, NULL, ok);
    data_json_add_int(o, "uid", u->uid, ok);
    data_json_add_int(o, "army", u->army, ok);
    data_json_add_string(o, "name", u->base.name, ok);
    data_json_add_int(o, "health", u->base.health, ok);
    data_json_add_int(o, "range", u->base.range, ok);
    data_json_add_int(o, "power", u->base.power, ok);
    data_json_add_int(o, "move", u->base.move, ok);
    cJSON *ab = data_json_add_array(o, "abilities", ok);
    for (int i = 0; i < u->base.n_abilities; i++)
        data_json_add_string(ab, NULL, esc_ability_get(u->base.abilities[i])->id, ok);
    data_json_add_int(o, "wounds", u->wounds, ok);
    add_bool(o, "hero", u->hero, ok);
    cJSON *tr = data_json_add_array(o, "traits", ok);
    for (int t = 0; t < CAMPAIGN_TRAIT_COUNT; t++)
        if (u->traits >> t & 1u)
            data_json_add_string(tr, NULL, campaign_trait_get((campaign_trait)t)->id, ok);
    cJSON *in = data_json_add_array(o, "injuries", ok);
    for (int i = 0; i < CAMPAIGN_INJURY_COUNT; i++)
        if (u->injuries >> i & 1u)
            data_json_add_string(in, NULL, campaign_injury_id((campaign_injury)i), ok);
    add_bool(o, "fallen", u->fallen, ok);
    add_bool(o, "hero_fell", u->hero_fell, ok);
}

static void add_order(cJSON *list, const campaign_map *map, const campaign_order *o, bool *ok)
{
    cJSON *j = data_json_add_object(list, NULL, ok);
    data_json_add_int(j, "army", o->army, ok);
    data_json_add_string(j, "order", order_ids[o->kind < N_OF(order_ids) ? o->kind : 0], ok);
    if (o->kind == CAMPAIGN_ORDER_MOVE)
        add_loc(j, "to", map, o->to, ok);
    if (o->kind == CAMPAIGN_ORDER_MERGE)
        data_json_add_int(j, "with", o->with, ok);
    if (o->kind == CAMPAIGN_ORDER_CREATE)
        add_set(j, "units", o->units, ok);
}

char *data_campaign_save_to_json(const campaign_state *s, const char *match_json)
{
    bool ok = true;
    cJSON *root = cJSON_CreateObject();
    if (root == NULL)
        return NULL;
    const campaign_map *map = s->map;
    data_json_add_header(root, DATA_FORMAT_CAMPAIGN_SAVE, &ok);
    char *map_text = data_campaign_map_to_json(map);
    cJSON *map_obj = map_text ? cJSON_Parse(map_text) : NULL;
    free(map_text);
    if (map_obj == NULL || !cJSON_AddItemToObject(root, "map", map_obj)) {
        cJSON_Delete(map_obj);
        ok = false;
    }
    cJSON *set = data_json_add_object(root, "settings", &ok);
    data_json_add_int(set, "players", s->settings.n_players, &ok);
    cJSON *comp = data_json_add_array(set, "computer", &ok);
    for (int p = 0; p < s->settings.n_players; p++)
        if (comp && !cJSON_AddItemToArray(comp, cJSON_CreateBool(s->settings.computer[p])))
            ok = false;
    data_json_add_int(set, "turn_limit", s->settings.turn_limit, &ok);
    add_bool(set, "domination", s->settings.domination, &ok);
    add_bool(set, "warlord", s->settings.warlord, &ok);
    data_json_add_string(set, "battle_ai", level_ids[s->settings.battle_ai < 4 ? s->settings.battle_ai : 2], &ok);
    data_json_add_int(set, "round_limit", s->settings.round_limit, &ok);
    add_u64(set, "seed", s->settings.seed, &ok);
    data_json_add_int(root, "turn", s->turn, &ok);
    data_json_add_string(root, "phase", phase_ids[s->phase < N_OF(phase_ids) ? s->phase : 0], &ok);
    cJSON *rng = data_json_add_object(root, "rng", &ok);
    add_u64(rng, "rules", s->rules.state, &ok);
    add_u64(rng, "computer", s->computer.state, &ok);
    data_json_add_int(root, "battles_fought", s->battles_fought, &ok);
    cJSON *players = data_json_add_array(root, "players", &ok);
    for (int p = 0; p < s->settings.n_players; p++) {
        const campaign_player *pl = &s->players[p];
        cJSON *o = data_json_add_object(players, NULL, &ok);
        data_json_add_int(o, "gold", pl->gold, &ok);
        data_json_add_int(o, "renown", pl->renown, &ok);
        data_json_add_int(o, "renown_earned", pl->renown_earned, &ok);
        add_bool(o, "eliminated", pl->eliminated, &ok);
        data_json_add_int(o, "eliminated_turn", pl->eliminated_turn, &ok);
        add_loc(o, "start", map, s->start[p], &ok);
        data_json_add_int(o, "next_uid", pl->next_uid, &ok);
        cJSON *units = data_json_add_array(o, "units", &ok);
        for (int k = 0; k < pl->n_units; k++)
            add_unit(units, &pl->units[k], &ok);
    }
    cJSON *control = data_json_add_array(root, "control", &ok);
    for (int l = 0; l < map->n_locations; l++)
        add_player_or_null(control, NULL, s->forces.control[l], &ok);
    cJSON *before = data_json_add_array(root, "control_before", &ok);
    for (int l = 0; l < map->n_locations; l++)
        add_player_or_null(before, NULL, s->control_before[l], &ok);
    bool after_reveal = s->phase == CAMPAIGN_PHASE_BATTLES || s->phase == CAMPAIGN_PHASE_RESOLUTION;
    data_json_add_int(root, "next_army", s->forces.next_id, &ok);
    cJSON *armies = data_json_add_array(root, "armies", &ok);
    for (int i = 0; i < s->forces.n_armies; i++) {
        const campaign_army *a = &s->forces.armies[i];
        cJSON *o = data_json_add_object(armies, NULL, &ok);
        data_json_add_int(o, "id", a->id, &ok);
        data_json_add_int(o, "player", a->player, &ok);
        add_loc(o, "location", map, a->loc, &ok);
        add_bool(o, "main", a->main, &ok);
        add_bool(o, "defending", a->defending, &ok);
        if (a->number > 0)
            data_json_add_int(o, "number", a->number, &ok);
        if (after_reveal) {
            int origin = CAMPAIGN_NO_LOCATION;
            for (int r = 0; r < s->res.forces.n_armies; r++)
                if (s->res.forces.armies[r].id == a->id)
                    origin = s->res.origin[r];
            add_loc(o, "origin", map, origin, &ok);
        }
    }
    cJSON *pub = data_json_add_array(root, "public", &ok);
    for (int i = 0; i < s->n_public; i++) {
        cJSON *o = data_json_add_object(pub, NULL, &ok);
        data_json_add_int(o, "army", s->public_ids[i], &ok);
        data_json_add_int(o, "units", s->public_units[i], &ok);
    }
    cJSON *orders = data_json_add_array(root, "orders", &ok);
    for (int k = 0; k < s->n_orders; k++)
        add_order(orders, map, &s->orders[k], &ok);
    if (s->phase == CAMPAIGN_PHASE_ORDERS && s->orders_ready)
        add_set(root, "orders_ready", s->orders_ready, &ok);
    /* During Downtime, the seats whose Downtime is over: a load resumes the
     * next seat's, not the first's again. */
    uint32_t downtime_done = 0;
    for (int p = 0; p < s->settings.n_players && p < CAMPAIGN_MAX_PLAYERS; p++)
        if (s->players[p].downtime_done)
            downtime_done |= 1u << p;
    if (s->phase == CAMPAIGN_PHASE_DOWNTIME && downtime_done)
        add_set(root, "downtime_done", downtime_done, &ok);
    cJSON *standoffs = data_json_add_array(root, "standoffs", &ok);
    if (s->phase == CAMPAIGN_PHASE_STANDOFFS) {
        for (int k = 0; k < s->res.n_standoffs; k++) {
            cJSON *o = data_json_add_object(standoffs, NULL, &ok);
            add_loc(o, "location", map, s->res.standoffs[k].loc, &ok);
            add_set(o, "stand", s->res.standoffs[k].stand, &ok);
        }
    }
    cJSON *taken = data_json_add_array(root, "taken", &ok);
    if (after_reveal) {
        for (int t = 0; t < s->res.n_taken; t++) {
            cJSON *o = data_json_add_object(taken, NULL, &ok);
            add_loc(o, "location", map, s->res.taken[t].loc, &ok);
            data_json_add_int(o, "player", s->res.taken[t].player, &ok);
        }
    }
    cJSON *battles = data_json_add_array(root, "battles", &ok);
    for (int b = 0; after_reveal && b < s->n_battles; b++) {
        const campaign_battle *bt = &s->battles[b];
        cJSON *o = data_json_add_object(battles, NULL, &ok);
        add_loc(o, "location", map, bt->loc, &ok);
        add_player_or_null(o, "defender", bt->defender, &ok);
        add_bool(o, "defend_bonus", bt->defend_bonus, &ok);
        add_set(o, "sides", bt->players, &ok);
        cJSON *ids = data_json_add_array(o, "armies", &ok);
        for (int i = 0; i < bt->n_army_ids; i++)
            data_json_add_int(ids, NULL, bt->army_ids[i], &ok);
        data_json_add_int(o, "holder", bt->holder, &ok);
        cJSON *q = data_json_add_array(o, "queue", &ok);
        for (int i = 0; i < bt->n_queue; i++)
            data_json_add_int(q, NULL, bt->queue[i], &ok);
        data_json_add_int(o, "duel", bt->duel, &ok);
        add_u64(o, "seed", bt->seed, &ok);
        cJSON *sq = data_json_add_array(o, "squads", &ok);
        for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++) {
            if (!bt->squad_set[p])
                continue;
            cJSON *e = data_json_add_object(sq, NULL, &ok);
            data_json_add_int(e, "player", p, &ok);
            add_set(e, "units", bt->squad[p], &ok);
        }
        data_json_add_string(o, "bonus", bonus_ids[bt->bonus < 4 ? bt->bonus : 0], &ok);
        add_bool(o, "bonus_set", bt->bonus_set, &ok);
        add_bool(o, "ground_high", bt->ground_high, &ok);
        add_bool(o, "ground_second", bt->ground_second, &ok);
        data_json_add_int(o, "ambuscade_uid", bt->ambuscade_uid, &ok);
        add_set(o, "fielded", bt->fielded, &ok);
        if (bt->fight)
            add_set(o, "fight", bt->fight, &ok);
        add_player_or_null(o, "winner", bt->winner, &ok);
        add_bool(o, "over", bt->over, &ok);
        add_loc(o, "retreat", map, s->retreat[b], &ok);
    }
    if (match_json && !data_campaign_match_write(root, match_json))
        ok = false;
    cJSON *result = data_json_add_object(root, "result", &ok);
    add_set(result, "winners", s->winners, &ok);
    data_json_add_int(result, "victory", s->victory, &ok);
    return data_json_finish(root, ok);
}

/* ---- reading ---- */

typedef struct reader {
    data_json_ctx cx;
    const campaign_map *map;
} reader;

static bool get_bool(const reader *r, const cJSON *obj, const char *prefix, const char *key, bool *out)
{
    const cJSON *item;
    if (!data_json_member(&r->cx, obj, prefix, key, true, &item))
        return false;
    if (!cJSON_IsBool(item)) {
        char path[DATA_KEY_MAX];
        data_json_path_key(path, prefix, key);
        return data_error_set(r->cx.err, DATA_ERR_TYPE, r->cx.file, path, "expected true or false, found %s",
                              data_json_type_name(item));
    }
    *out = cJSON_IsTrue(item);
    return true;
}

static bool get_u64(const reader *r, const cJSON *obj, const char *prefix, const char *key, uint64_t *out)
{
    char text[32];
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, key);
    if (!data_json_get_string(&r->cx, obj, prefix, key, true, text, sizeof text))
        return false;
    uint64_t v = 0;
    if (!text[0])
        return data_error_set(r->cx.err, DATA_ERR_VALUE, r->cx.file, path, "expected a decimal number");
    for (const char *c = text; *c; c++) {
        if (*c < '0' || *c > '9')
            return data_error_set(r->cx.err, DATA_ERR_VALUE, r->cx.file, path, "expected a decimal number");
        uint64_t d = (uint64_t)(*c - '0');
        if (v > (UINT64_MAX - d) / 10)
            return data_error_set(r->cx.err, DATA_ERR_VALUE, r->cx.file, path, "the number is too large");
        v = v * 10 + d;
    }
    *out = v;
    return true;
}

static int choose(const char *text, const char *const *ids, int n)
{
    for (int i = 0; i < n; i++)
        if (strcmp(text, ids[i]) == 0)
            return i;
    return -1;
}

static bool get_enum(const reader *r, const cJSON *obj, const char *prefix, const char *key, const char *const *ids,
                     int n, int *out)
{
    char text[32];
    if (!data_json_get_string(&r->cx, obj, prefix, key, true, text, sizeof text))
        return false;
    int v = choose(text, ids, n);
    if (v < 0) {
        char path[DATA_KEY_MAX];
        data_json_path_key(path, prefix, key);
        return data_error_set(r->cx.err, DATA_ERR_VALUE, r->cx.file, path, "unknown value \"%s\"", text);
    }
    *out = v;
    return true;
}

/* A location id (or null when nullable) as a location index. */
static bool get_loc(const reader *r, const cJSON *obj, const char *prefix, const char *key, bool nullable, int8_t *out)
{
    const cJSON *item;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, key);
    if (!data_json_member(&r->cx, obj, prefix, key, true, &item))
        return false;
    if (cJSON_IsNull(item) && nullable) {
        *out = CAMPAIGN_NO_LOCATION;
        return true;
    }
    int id;
    if (!data_json_int(&r->cx, item, path, 0, 1000000000L, &id))
        return false;
    int idx = campaign_map_index(r->map, id);
    if (idx < 0)
        return data_error_set(r->cx.err, DATA_ERR_VALUE, r->cx.file, path, "no location has id %d", id);
    *out = (int8_t)idx;
    return true;
}

static bool player_value(const reader *r, const cJSON *item, const char *path, bool nullable, int n_players,
                         int8_t *out)
{
    if (cJSON_IsNull(item) && nullable) {
        *out = CAMPAIGN_NEUTRAL;
        return true;
    }
    int p;
    if (!data_json_int(&r->cx, item, path, 0, n_players - 1, &p))
        return false;
    *out = (int8_t)p;
    return true;
}

static bool get_player(const reader *r, const cJSON *obj, const char *prefix, const char *key, bool nullable,
                       int n_players, int8_t *out)
{
    const cJSON *item;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, key);
    if (!data_json_member(&r->cx, obj, prefix, key, true, &item))
        return false;
    return player_value(r, item, path, nullable, n_players, out);
}

static bool get_set(const reader *r, const cJSON *obj, const char *prefix, const char *key, int max, uint32_t *out)
{
    const cJSON *arr, *item;
    if (!data_json_get_array(&r->cx, obj, prefix, key, true, &arr))
        return false;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, key);
    *out = 0;
    int k = 0;
    cJSON_ArrayForEach(item, arr) {
        char ipath[DATA_KEY_MAX];
        data_json_path_index(ipath, path, k++);
        int v;
        if (!data_json_int(&r->cx, item, ipath, 0, max, &v))
            return false;
        *out |= 1u << v;
    }
    return true;
}

static bool read_unit(const reader *r, const cJSON *o, const char *path, campaign_unit *u)
{
    memset(u, 0, sizeof *u);
    int uid, army, h, rg, pw, mv, wounds;
    char name[ESC_NAME_MAX];
    if (!data_json_get_int(&r->cx, o, path, "uid", true, 0, 32767, &uid) ||
        !data_json_get_int(&r->cx, o, path, "army", true, 0, CAMPAIGN_MAX_ARMY_ID, &army) ||
        !data_json_get_string(&r->cx, o, path, "name", true, name, sizeof name) ||
        !data_json_get_int(&r->cx, o, path, "health", true, 1, CAMPAIGN_STAT_CAP, &h) ||
        !data_json_get_int(&r->cx, o, path, "range", true, 1, CAMPAIGN_STAT_CAP, &rg) ||
        !data_json_get_int(&r->cx, o, path, "power", true, 1, CAMPAIGN_STAT_CAP, &pw) ||
        !data_json_get_int(&r->cx, o, path, "move", true, 1, CAMPAIGN_STAT_CAP, &mv) ||
        !data_json_get_int(&r->cx, o, path, "wounds", true, 0, 8, &wounds) ||
        !get_bool(r, o, path, "hero", &u->hero) || !get_bool(r, o, path, "fallen", &u->fallen) ||
        !get_bool(r, o, path, "hero_fell", &u->hero_fell))
        return false;
    u->uid = (int16_t)uid;
    u->army = (int16_t)army;
    u->wounds = (uint8_t)wounds;
    esc_unit_init(&u->base, name, h, rg, pw, mv);
    const cJSON *list, *item;
    char lpath[DATA_KEY_MAX], ipath[DATA_KEY_MAX], text[32];
    if (!data_json_get_array(&r->cx, o, path, "abilities", true, &list))
        return false;
    data_json_path_key(lpath, path, "abilities");
    int k = 0;
    cJSON_ArrayForEach(item, list) {
        data_json_path_index(ipath, lpath, k++);
        if (!data_json_string(&r->cx, item, ipath, text, sizeof text))
            return false;
        int ab = esc_ability_from_id(text);
        if (ab == ESC_AB_NONE || !esc_unit_add_ability(&u->base, ab))
            return data_error_set(r->cx.err, DATA_ERR_VALUE, r->cx.file, ipath, "unknown or repeated ability \"%s\"",
                                  text);
    }
    const char *keys[2] = { "traits", "injuries" };
    for (int w = 0; w < 2; w++) {
        if (!data_json_get_array(&r->cx, o, path, keys[w], true, &list))
            return false;
        data_json_path_key(lpath, path, keys[w]);
        k = 0;
        cJSON_ArrayForEach(item, list) {
            data_json_path_index(ipath, lpath, k++);
            if (!data_json_string(&r->cx, item, ipath, text, sizeof text))
                return false;
            int v = w == 0 ? campaign_trait_from_id(text) : campaign_injury_from_id(text);
            if (v < 0 && w == 0)
                return data_error_set(r->cx.err, DATA_ERR_VALUE, r->cx.file, ipath, "unknown trait \"%s\"", text);
            if (v < 0)
                return data_error_set(r->cx.err, DATA_ERR_VALUE, r->cx.file, ipath, "unknown injury \"%s\"", text);
            if (w == 0)
                u->traits |= (uint8_t)(1u << v);
            else
                u->injuries |= (uint8_t)(1u << v);
        }
    }
    if ((u->traits || u->injuries) && !u->hero)
        return data_error_set(r->cx.err, DATA_ERR_VALUE, r->cx.file, path, "only the Hero has traits and injuries");
    return true;
}

static bool parse_order(const reader *r, const cJSON *o, const char *path, campaign_order *out)
{
    int army, kind = 0;
    if (!data_json_get_int(&r->cx, o, path, "army", true, 0, CAMPAIGN_MAX_ARMY_ID, &army) ||
        !get_enum(r, o, path, "order", order_ids, N_OF(order_ids), &kind))
        return false;
    *out = campaign_order_defend(army);
    out->kind = (uint8_t)kind;
    if (kind == CAMPAIGN_ORDER_MOVE && !get_loc(r, o, path, "to", false, &out->to))
        return false;
    if (kind == CAMPAIGN_ORDER_MERGE) {
        int with;
        if (!data_json_get_int(&r->cx, o, path, "with", true, 0, CAMPAIGN_MAX_ARMY_ID, &with))
            return false;
        out->with = (int16_t)with;
    }
    if (kind == CAMPAIGN_ORDER_CREATE && !get_set(r, o, path, "units", CAMPAIGN_ROSTER_MAX - 1, &out->units))
        return false;
    return true;
}

static bool parse_battle(const reader *r, const cJSON *o, const char *path, int n_players, campaign_battle *bt,
                         int8_t *retreat)
{
    memset(bt, 0, sizeof *bt);
    uint32_t sides, fielded;
    int holder = 0, duel = 0, bonus = 0, amb = -1;
    if (!get_loc(r, o, path, "location", false, &bt->loc) ||
        !get_player(r, o, path, "defender", true, n_players, &bt->defender) ||
        !get_bool(r, o, path, "defend_bonus", &bt->defend_bonus) ||
        !get_set(r, o, path, "sides", n_players - 1, &sides) ||
        !data_json_get_int(&r->cx, o, path, "holder", true, 0, n_players - 1, &holder) ||
        !data_json_get_int(&r->cx, o, path, "duel", true, 0, CAMPAIGN_MAX_PLAYERS, &duel) ||
        !get_u64(r, o, path, "seed", &bt->seed) || !get_enum(r, o, path, "bonus", bonus_ids, 4, &bonus) ||
        !get_bool(r, o, path, "bonus_set", &bt->bonus_set) || !get_bool(r, o, path, "ground_high", &bt->ground_high) ||
        !get_bool(r, o, path, "ground_second", &bt->ground_second) ||
        !data_json_get_int(&r->cx, o, path, "ambuscade_uid", true, -1, 32767, &amb) ||
        !get_set(r, o, path, "fielded", n_players - 1, &fielded) ||
        !get_player(r, o, path, "winner", true, n_players, &bt->winner) || !get_bool(r, o, path, "over", &bt->over) ||
        !get_loc(r, o, path, "retreat", true, retreat))
        return false;
    bt->players = (uint8_t)sides;
    bt->fielded = (uint8_t)fielded;
    const cJSON *fight; /* optional: nobody fights on the board */
    uint32_t fights = 0;
    if (!data_json_member(&r->cx, o, path, "fight", false, &fight) ||
        (fight && !get_set(r, o, path, "fight", n_players - 1, &fights)))
        return false;
    bt->fight = (uint8_t)fights;
    bt->holder = (int8_t)holder;
    bt->duel = duel;
    bt->bonus = (uint8_t)bonus;
    bt->ambuscade_uid = (int16_t)amb;
    const cJSON *arr, *item;
    char apath[DATA_KEY_MAX], ipath[DATA_KEY_MAX];
    if (!data_json_get_array(&r->cx, o, path, "armies", true, &arr))
        return false;
    data_json_path_key(apath, path, "armies");
    int k = 0;
    cJSON_ArrayForEach(item, arr) {
        data_json_path_index(ipath, apath, k++);
        int id;
        if (bt->n_army_ids >= CAMPAIGN_MAX_ARMIES)
            return data_error_set(r->cx.err, DATA_ERR_VALUE, r->cx.file, apath, "too many armies");
        if (!data_json_int(&r->cx, item, ipath, 0, CAMPAIGN_MAX_ARMY_ID, &id))
            return false;
        bt->army_ids[bt->n_army_ids++] = (int16_t)id;
    }
    if (!data_json_get_array(&r->cx, o, path, "queue", true, &arr))
        return false;
    data_json_path_key(apath, path, "queue");
    k = 0;
    cJSON_ArrayForEach(item, arr) {
        data_json_path_index(ipath, apath, k++);
        if (bt->n_queue >= CAMPAIGN_MAX_PLAYERS)
            return data_error_set(r->cx.err, DATA_ERR_VALUE, r->cx.file, apath, "too many challengers");
        if (!player_value(r, item, ipath, false, n_players, &bt->queue[bt->n_queue]))
            return false;
        bt->n_queue++;
    }
    if (!data_json_get_array(&r->cx, o, path, "squads", true, &arr))
        return false;
    data_json_path_key(apath, path, "squads");
    k = 0;
    cJSON_ArrayForEach(item, arr) {
        data_json_path_index(ipath, apath, k++);
        int8_t p;
        uint32_t units;
        if (!get_player(r, item, ipath, "player", false, n_players, &p) ||
            !get_set(r, item, ipath, "units", CAMPAIGN_ROSTER_MAX - 1, &units))
            return false;
        bt->squad[p] = units;
        bt->squad_set[p] = true;
    }
    /* The chain must make sense: the holder and challengers are sides, the duel
     * index within the queue, a finished battle has its winner. */
    bool bad = !(bt->players >> bt->holder & 1u) || bt->duel > bt->n_queue || (bt->over != (bt->duel == bt->n_queue)) ||
               (bt->over && bt->winner != bt->holder) || (bt->defender >= 0 && !(bt->players >> bt->defender & 1u));
    for (int i = 0; i < bt->n_queue; i++)
        bad = bad || !(bt->players >> bt->queue[i] & 1u);
    if (bad)
        return data_error_set(r->cx.err, DATA_ERR_VALUE, r->cx.file, path, "the battle's sides, holder and duels do not agree");
    return true;
}

static bool parse_save(const reader *rd, const cJSON *root, campaign_map *map, campaign_state *s, char **match_json)
{
    reader r = *rd;
    const data_json_ctx *cx = &r.cx;
    if (!data_json_check_header(cx, root, "", DATA_FORMAT_CAMPAIGN_SAVE, true))
        return false;
    const cJSON *map_obj;
    if (!data_json_get_object(cx, root, "", "map", true, &map_obj))
        return false;
    if (!data_campaign_map_from_json(cx, map_obj, NULL, map)) {
        char key[DATA_KEY_MAX];
        data_json_path_key(key, "map", cx->err->key);
        return data_error_set_text(cx->err, cx->err->kind, cx->file, key, cx->err->message);
    }
    r.map = map;
    memset(s, 0, sizeof *s);
    s->map = map;
    const cJSON *set;
    int players = 0, level = 0;
    if (!data_json_get_object(cx, root, "", "settings", true, &set) ||
        !data_json_get_int(cx, set, "settings", "players", true, CAMPAIGN_MIN_PLAYERS, CAMPAIGN_MAX_PLAYERS, &players) ||
        !data_json_get_int(cx, set, "settings", "turn_limit", true, CAMPAIGN_TURNS_MIN, CAMPAIGN_TURNS_MAX,
                           &s->settings.turn_limit) ||
        !get_bool(&r, set, "settings", "domination", &s->settings.domination) ||
        !get_bool(&r, set, "settings", "warlord", &s->settings.warlord) ||
        !get_enum(&r, set, "settings", "battle_ai", level_ids, 4, &level) ||
        !data_json_get_int(cx, set, "settings", "round_limit", true, 1, ESC_MAX_ROUND_LIMIT,
                           &s->settings.round_limit) ||
        !get_u64(&r, set, "settings", "seed", &s->settings.seed))
        return false;
    s->settings.n_players = players;
    s->settings.battle_ai = (uint8_t)level;
    if (map->n_starts[players - 2] != players)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "settings.players",
                              "the map has no start list for %d players", players);
    const cJSON *arr, *item;
    if (!data_json_get_array(cx, set, "settings", "computer", true, &arr))
        return false;
    if (data_json_length(arr) != players)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "settings.computer", "expected %d entries", players);
    int k = 0;
    cJSON_ArrayForEach(item, arr) {
        if (!cJSON_IsBool(item))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, "settings.computer", "expected true or false");
        s->settings.computer[k++] = cJSON_IsTrue(item);
    }
    int phase = 0;
    const cJSON *rng;
    if (!data_json_get_int(cx, root, "", "turn", true, 1, CAMPAIGN_TURNS_MAX, &s->turn) ||
        !get_enum(&r, root, "", "phase", phase_ids, N_OF(phase_ids), &phase) ||
        !data_json_get_object(cx, root, "", "rng", true, &rng) || !get_u64(&r, rng, "rng", "rules", &s->rules.state) ||
        !get_u64(&r, rng, "rng", "computer", &s->computer.state) ||
        !data_json_get_int(cx, root, "", "battles_fought", true, 0, 1000000, &s->battles_fought))
        return false;
    s->phase = (uint8_t)phase;
    if (s->turn > s->settings.turn_limit)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "turn", "turn %d is past the turn limit", s->turn);
    /* Players. */
    if (!data_json_get_array(cx, root, "", "players", true, &arr))
        return false;
    if (data_json_length(arr) != players)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "players", "expected %d players", players);
    k = 0;
    cJSON_ArrayForEach(item, arr) {
        char path[DATA_KEY_MAX];
        data_json_path_index(path, "players", k);
        campaign_player *pl = &s->players[k];
        const cJSON *units, *u;
        if (!data_json_get_int(cx, item, path, "gold", true, 0, 100000000, &pl->gold) ||
            !data_json_get_int(cx, item, path, "renown", true, 0, 100000, &pl->renown) ||
            !data_json_get_int(cx, item, path, "renown_earned", true, 0, 100000, &pl->renown_earned) ||
            !get_bool(&r, item, path, "eliminated", &pl->eliminated) ||
            !data_json_get_int(cx, item, path, "eliminated_turn", true, 0, CAMPAIGN_TURNS_MAX, &pl->eliminated_turn) ||
            !get_loc(&r, item, path, "start", false, &s->start[k]) ||
            !data_json_get_int(cx, item, path, "next_uid", true, 0, 32767, &pl->next_uid) ||
            !data_json_get_array(cx, item, path, "units", true, &units))
            return false;
        char upath[DATA_KEY_MAX];
        data_json_path_key(upath, path, "units");
        int j = 0;
        cJSON_ArrayForEach(u, units) {
            char ipath[DATA_KEY_MAX];
            data_json_path_index(ipath, upath, j);
            if (j >= CAMPAIGN_ROSTER_MAX)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, upath, "more than 24 units");
            if (!cJSON_IsObject(u))
                return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, ipath, "expected an object");
            if (!read_unit(&r, u, ipath, &pl->units[j]))
                return false;
            if (pl->units[j].uid >= pl->next_uid)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, ipath, "uid %d is not below next_uid",
                                      pl->units[j].uid);
            j++;
        }
        pl->n_units = j;
        k++;
    }
    for (int p = players; p < CAMPAIGN_MAX_PLAYERS; p++)
        s->players[p].eliminated = true;
    /* Control. */
    const char *ckeys[2] = { "control", "control_before" };
    int8_t *cdest[2] = { s->forces.control, s->control_before };
    for (int w = 0; w < 2; w++) {
        if (!data_json_get_array(cx, root, "", ckeys[w], true, &arr))
            return false;
        if (data_json_length(arr) != map->n_locations)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, ckeys[w], "expected one entry per location (%d)",
                                  map->n_locations);
        for (int l = 0; l < CAMPAIGN_MAX_LOCATIONS; l++)
            cdest[w][l] = CAMPAIGN_NEUTRAL;
        k = 0;
        cJSON_ArrayForEach(item, arr) {
            char ipath[DATA_KEY_MAX];
            data_json_path_index(ipath, ckeys[w], k);
            if (!player_value(&r, item, ipath, true, players, &cdest[w][k]))
                return false;
            k++;
        }
    }
    /* Armies. */
    bool after_reveal = phase == CAMPAIGN_PHASE_BATTLES || phase == CAMPAIGN_PHASE_RESOLUTION;
    if (!data_json_get_array(cx, root, "", "armies", true, &arr))
        return false;
    k = 0;
    cJSON_ArrayForEach(item, arr) {
        char path[DATA_KEY_MAX];
        data_json_path_index(path, "armies", k);
        if (k >= CAMPAIGN_MAX_ARMIES)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "armies", "too many armies");
        campaign_army *a = &s->forces.armies[k];
        int id;
        if (!data_json_get_int(cx, item, path, "id", true, 0, CAMPAIGN_MAX_ARMY_ID, &id) ||
            !get_player(&r, item, path, "player", false, players, &a->player) ||
            !get_loc(&r, item, path, "location", false, &a->loc) || !get_bool(&r, item, path, "main", &a->main) ||
            !get_bool(&r, item, path, "defending", &a->defending))
            return false;
        /* Its player's own number; a save from before numbers gets them below. */
        int number = 0;
        if (!data_json_get_int(cx, item, path, "number", false, 0, 127, &number))
            return false;
        a->number = (int8_t)number;
        a->id = (int16_t)id;
        s->res.origin[k] = a->loc;
        if (after_reveal && !get_loc(&r, item, path, "origin", true, &s->res.origin[k]))
            return false;
        k++;
    }
    s->forces.n_armies = k;
    /* The counter of army numbers; a save from before it keeps 0 (the lowest free
     * number), so its record replays as it was played. */
    int next_army = 0;
    if (!data_json_get_int(cx, root, "", "next_army", false, 0, CAMPAIGN_MAX_ARMY_ID, &next_army))
        return false;
    s->forces.next_id = (int16_t)next_army;
    for (int i = 1; i < k; i++)
        if (s->forces.armies[i].id <= s->forces.armies[i - 1].id)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "armies", "armies must be in ascending id order, each once");
    campaign_forces_number(&s->forces);
    s->res.forces = s->forces;
    /* Public counts. */
    if (!data_json_get_array(cx, root, "", "public", true, &arr))
        return false;
    k = 0;
    cJSON_ArrayForEach(item, arr) {
        char path[DATA_KEY_MAX];
        data_json_path_index(path, "public", k);
        if (k >= CAMPAIGN_MAX_ARMIES)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "public", "too many entries");
        int id, units;
        if (!data_json_get_int(cx, item, path, "army", true, 0, CAMPAIGN_MAX_ARMY_ID, &id) ||
            !data_json_get_int(cx, item, path, "units", true, 0, CAMPAIGN_ROSTER_MAX, &units))
            return false;
        s->public_ids[k] = (int16_t)id;
        s->public_units[k] = (uint8_t)units;
        k++;
    }
    s->n_public = k;
    /* Orders. */
    if (!data_json_get_array(cx, root, "", "orders", true, &arr))
        return false;
    k = 0;
    cJSON_ArrayForEach(item, arr) {
        char path[DATA_KEY_MAX];
        data_json_path_index(path, "orders", k);
        if (k >= CAMPAIGN_MAX_ARMIES)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "orders", "too many orders");
        if (!parse_order(&r, item, path, &s->orders[k]))
            return false;
        k++;
    }
    s->n_orders = k;
    const cJSON *ready; /* optional: during the orders, the seats that handed theirs over */
    uint32_t ready_set = 0;
    if (!data_json_member(cx, root, "", "orders_ready", false, &ready) ||
        (ready && !get_set(&r, root, "", "orders_ready", players - 1, &ready_set)))
        return false;
    if (ready_set && phase != CAMPAIGN_PHASE_ORDERS)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "orders_ready", "only during the orders");
    s->orders_ready = (uint8_t)ready_set;
    const cJSON *dt_done; /* optional: during Downtime, the seats whose Downtime is over */
    uint32_t dt_set = 0;
    if (!data_json_member(cx, root, "", "downtime_done", false, &dt_done) ||
        (dt_done && !get_set(&r, root, "", "downtime_done", players - 1, &dt_set)))
        return false;
    if (dt_set && phase != CAMPAIGN_PHASE_DOWNTIME)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "downtime_done", "only during Downtime");
    for (int p = 0; p < players && p < CAMPAIGN_MAX_PLAYERS; p++)
        s->players[p].downtime_done = (dt_set >> p & 1u) != 0;
    if (phase == CAMPAIGN_PHASE_STANDOFFS) {
        /* Phase 3 is replayed from the orders, then the recorded choices. */
        int bad, bad_army;
        campaign_order_problem op =
            campaign_orders_test(map, &s->forces, -1, s->orders, s->n_orders, &bad, &bad_army);
        if (op != CAMPAIGN_ORDER_OK) {
            char path[DATA_KEY_MAX];
            data_json_path_index(path, "orders", bad);
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "army %d: %s", bad_army,
                                  _(campaign_order_problem_text(op)));
        }
        campaign_resolve_begin(map, &s->forces, s->orders, s->n_orders, &s->res);
    }
    if (!data_json_get_array(cx, root, "", "standoffs", true, &arr))
        return false;
    k = 0;
    cJSON_ArrayForEach(item, arr) {
        char path[DATA_KEY_MAX];
        data_json_path_index(path, "standoffs", k++);
        int8_t loc;
        uint32_t stand;
        if (!get_loc(&r, item, path, "location", false, &loc) || !get_set(&r, item, path, "stand", players - 1, &stand))
            return false;
        int so = campaign_resolve_standoff_at(&s->res, loc);
        if (phase != CAMPAIGN_PHASE_STANDOFFS || so < 0 || (stand & ~s->res.standoffs[so].entrants))
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "no such standoff, or a choice by a non-entrant");
        s->res.standoffs[so].stand = (uint8_t)(stand | s->res.standoffs[so].must_stand);
    }
    if (!data_json_get_array(cx, root, "", "taken", true, &arr))
        return false;
    k = 0;
    cJSON_ArrayForEach(item, arr) {
        char path[DATA_KEY_MAX];
        data_json_path_index(path, "taken", k);
        if (!after_reveal || k >= CAMPAIGN_MAX_LOCATIONS)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "taken locations only after the reveal");
        if (!get_loc(&r, item, path, "location", false, &s->res.taken[k].loc) ||
            !get_player(&r, item, path, "player", false, players, &s->res.taken[k].player))
            return false;
        k++;
    }
    s->res.n_taken = k;
    if (!data_json_get_array(cx, root, "", "battles", true, &arr))
        return false;
    k = 0;
    cJSON_ArrayForEach(item, arr) {
        char path[DATA_KEY_MAX];
        data_json_path_index(path, "battles", k);
        if (!after_reveal || k >= CAMPAIGN_MAX_BATTLES)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "battles only after the reveal");
        if (!cJSON_IsObject(item))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an object");
        if (!parse_battle(&r, item, path, players, &s->battles[k], &s->retreat[k]))
            return false;
        k++;
    }
    s->n_battles = k;
    s->res.finished = after_reveal;
    const cJSON *result;
    uint32_t winners;
    int victory;
    if (!data_json_get_object(cx, root, "", "result", true, &result) ||
        !get_set(&r, result, "result", "winners", players - 1, &winners) ||
        !data_json_get_int(cx, result, "result", "victory", true, 0, CAMPAIGN_VICTORY_TIMED, &victory))
        return false;
    s->winners = (uint8_t)winners;
    s->victory = (uint8_t)victory;
    if ((phase == CAMPAIGN_PHASE_OVER) != (victory != CAMPAIGN_VICTORY_NONE) ||
        (phase == CAMPAIGN_PHASE_OVER && winners == 0))
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "result", "the result does not match the phase");
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++) {
        s->took_last[p] = CAMPAIGN_NEUTRAL;
        s->last_loc_taken[p] = CAMPAIGN_NO_LOCATION;
    }
    /* Invariants: the state's own, then Phase 4's current duel. */
    char why[200];
    if (!campaign_state_check(s, why, sizeof why))
        return data_error_set_text(cx->err, DATA_ERR_VALUE, cx->file, "", why);
    if (phase == CAMPAIGN_PHASE_BATTLES && !campaign_current_duel(s, NULL, NULL, NULL))
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "battles", "every battle is over in a battle phase");
    if (phase == CAMPAIGN_PHASE_RESOLUTION)
        for (int b = 0; b < s->n_battles; b++)
            if (!s->battles[b].over)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "battles", "a battle is still being fought");
    for (int b = 0; b < s->n_battles; b++)
        for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
            if (s->battles[b].squad_set[p] && (s->battles[b].squad[p] & ~campaign_battle_units(s, b, p)))
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "battles", "a squad names a unit not at the battle");
    /* The embedded match. */
    return data_campaign_match_read(cx, root, s, match_json);
}

/* The save's own record is replay_campaign_json.c's, which reads a save's text
 * (data_campaign_save_parse) through this: calls run from the record down to
 * the state, never back. */
bool data_campaign_state_from_json(const data_json_ctx *cx, const cJSON *obj, campaign_map *map, campaign_state *state,
                                   char **match_json)
{
    reader r = { *cx, NULL };
    return parse_save(&r, obj, map, state, match_json);
}
