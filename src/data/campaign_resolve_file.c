/*
 * The files of skirmish-cli campaign-resolve: a bare position, an order list with
 * standoff choices, and the resolution as JSON.
 */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_util.h"
#include "skirmish/data/campaign_files.h"
#include "skirmish/data/files.h"
#include "skirmish/data/library.h"
#include "skirmish/data/paths.h"
#include "skirmish/i18n.h"

#define ID_LIMIT 1000000000L
#define NO_CONTROLLER INT_MIN /* "controller": null or absent */

/* A rule broken by well-formed content: `return invalid_at(invalid, data_error_set(...))`. */
static bool invalid_at(bool *invalid, bool result)
{
    *invalid = true;
    return result;
}

static bool read_root(const char *path, data_error *err, cJSON **root)
{
    char *text = NULL;
    size_t len = 0;
    if (!data_file_read(path, &text, &len, err))
        return false;
    data_json_ctx cx = { path, err };
    bool ok = data_json_parse(&cx, text, len, root);
    free(text);
    return ok;
}

/* An integer or null (-> `null_value`). */
static bool get_int_or_null(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key,
                            long min, long max, int null_value, int *out)
{
    const cJSON *item;
    if (!data_json_member(cx, obj, prefix, key, false, &item))
        return false;
    if (item == NULL || cJSON_IsNull(item)) {
        *out = null_value;
        return true;
    }
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, key);
    return data_json_int(cx, item, path, min, max, out);
}

static bool get_bool(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key, bool *out)
{
    const cJSON *item;
    if (!data_json_member(cx, obj, prefix, key, false, &item))
        return false;
    if (item == NULL)
        return true;
    if (!cJSON_IsBool(item)) {
        char path[DATA_KEY_MAX];
        data_json_path_key(path, prefix, key);
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected true or false, found %s",
                              data_json_type_name(item));
    }
    *out = cJSON_IsTrue(item);
    return true;
}

static bool require_object(const data_json_ctx *cx, const cJSON *item, const char *path)
{
    if (cJSON_IsObject(item))
        return true;
    return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an object, found %s",
                          data_json_type_name(item));
}

static bool parse_position(const data_json_ctx *cx, const cJSON *root, campaign_map *map, campaign_forces *forces,
                           bool *invalid)
{
    const cJSON *locs, *routes, *armies;
    if (!data_json_get_array(cx, root, "", "locations", true, &locs) ||
        !data_json_get_array(cx, root, "", "routes", true, &routes) ||
        !data_json_get_array(cx, root, "", "armies", true, &armies))
        return false;
    campaign_map_init(map, "position");
    memset(forces, 0, sizeof *forces);
    int controller[CAMPAIGN_MAX_LOCATIONS];
    int k = 0;
    const cJSON *item;
    char path[DATA_KEY_MAX];
    cJSON_ArrayForEach(item, locs) {
        data_json_path_index(path, "locations", k);
        if (!require_object(cx, item, path))
            return false;
        if (k >= CAMPAIGN_MAX_LOCATIONS)
            return invalid_at(invalid,
                              data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "more than 64 locations"));
        int id, supply = 0, ctrl = CAMPAIGN_NEUTRAL;
        if (!data_json_get_int(cx, item, path, "id", true, 0, ID_LIMIT, &id) ||
            !data_json_get_int(cx, item, path, "supply", true, 0, ID_LIMIT, &supply) ||
            !get_int_or_null(cx, item, path, "controller", -ID_LIMIT, ID_LIMIT, NO_CONTROLLER, &ctrl))
            return false;
        /* A seat outside 0-3, negative ones included, breaks the position: exit 1
         * naming it (docs/campaign.md), not a malformed file. */
        if (ctrl == NO_CONTROLLER) {
            ctrl = CAMPAIGN_NEUTRAL;
        } else if (ctrl < 0 || ctrl >= CAMPAIGN_MAX_PLAYERS) {
            char key[DATA_KEY_MAX];
            data_json_path_key(key, path, "controller");
            return invalid_at(invalid, data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key,
                                                      "a player must be a seat from 0 to 3"));
        }
        campaign_map_add_location(map, id, "", CAMPAIGN_VILLAGE, supply, 0, 0, NULL);
        controller[k] = ctrl;
        k++;
    }
    /* Sorting by id moves the locations; carry each controller along by id. */
    int ids[CAMPAIGN_MAX_LOCATIONS];
    for (int i = 0; i < map->n_locations; i++)
        ids[i] = map->locations[i].id;
    campaign_map_problem mp = campaign_map_sort(map);
    if (mp == CAMPAIGN_MAP_DUPLICATE_ID)
        return invalid_at(invalid, data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "locations",
                                                  "two locations have the same id"));
    for (int i = 0; i < map->n_locations; i++)
        forces->control[campaign_map_index(map, ids[i])] = (int8_t)controller[i];
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
            /* Any integer: a negative one is a route to no location (exit 1). */
            if (!data_json_int(cx, el, epath, -ID_LIMIT, ID_LIMIT, &end[e]))
                return false;
            end[e] = campaign_map_index(map, end[e]);
        }
        mp = campaign_map_add_route(map, end[0], end[1]);
        if (mp != CAMPAIGN_MAP_OK)
            return invalid_at(invalid, data_error_set_text(cx->err, DATA_ERR_VALUE, cx->file, path,
                                                           _(campaign_map_problem_text(mp))));
        k++;
    }
    campaign_map_finish(map);
    k = 0;
    cJSON_ArrayForEach(item, armies) {
        data_json_path_index(path, "armies", k);
        if (!require_object(cx, item, path))
            return false;
        if (k >= CAMPAIGN_MAX_ARMIES)
            return invalid_at(invalid, data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "more than 64 armies"));
        int id, player, loc;
        bool main_army = false;
        if (!data_json_get_int(cx, item, path, "id", true, 0, ID_LIMIT, &id) ||
            !data_json_get_int(cx, item, path, "player", true, -ID_LIMIT, ID_LIMIT, &player) ||
            !data_json_get_int(cx, item, path, "location", true, -ID_LIMIT, ID_LIMIT, &loc) ||
            !get_bool(cx, item, path, "main", &main_army))
            return false;
        if (player < 0 || player >= CAMPAIGN_MAX_PLAYERS) {
            char key[DATA_KEY_MAX];
            data_json_path_key(key, path, "player");
            return invalid_at(invalid, data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key,
                                                      "army %d: a player must be a seat from 0 to 3", id));
        }
        if (id > CAMPAIGN_MAX_ARMY_ID)
            return invalid_at(invalid, data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                                      "army %d: ids above %d are not supported", id,
                                                      CAMPAIGN_MAX_ARMY_ID));
        int idx = campaign_map_index(map, loc);
        if (idx < 0)
            return invalid_at(invalid, data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                                      "army %d: no location has id %d", id, loc));
        campaign_army *a = &forces->armies[forces->n_armies++];
        a->id = (int16_t)id;
        a->player = (int8_t)(player < CAMPAIGN_MAX_PLAYERS ? player : CAMPAIGN_MAX_PLAYERS);
        a->loc = (int8_t)idx;
        a->main = main_army;
        a->defending = false;
        a->number = 0;
        k++;
    }
    campaign_forces_sort(forces);
    campaign_forces_number(forces);
    int bad;
    campaign_forces_problem fp = campaign_forces_test_positions(map, forces, &bad);
    if (fp != CAMPAIGN_FORCES_OK) {
        if (bad >= 0)
            return invalid_at(invalid, data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "armies", "army %d: %s",
                                                      forces->armies[bad].id, _(campaign_forces_problem_text(fp))));
        return invalid_at(invalid, data_error_set_text(cx->err, DATA_ERR_VALUE, cx->file, "armies",
                                                       _(campaign_forces_problem_text(fp))));
    }
    return true;
}

bool data_campaign_position_load(const char *path, campaign_map *map, campaign_forces *forces, data_error *err,
                                 bool *invalid)
{
    *invalid = false;
    data_error_clear(err);
    cJSON *root;
    if (!read_root(path, err, &root))
        return false;
    data_json_ctx cx = { path, err };
    bool ok = parse_position(&cx, root, map, forces, invalid);
    cJSON_Delete(root);
    return ok;
}

static bool parse_orders(const data_json_ctx *cx, const cJSON *root, const campaign_map *map,
                         const campaign_forces *forces, data_campaign_orders *out, bool *invalid)
{
    const cJSON *orders, *standoffs, *item;
    if (!data_json_get_array(cx, root, "", "orders", false, &orders) ||
        !data_json_get_array(cx, root, "", "standoffs", false, &standoffs))
        return false;
    memset(out, 0, sizeof *out);
    char path[DATA_KEY_MAX];
    int k = 0;
    if (orders) {
        cJSON_ArrayForEach(item, orders) {
            data_json_path_index(path, "orders", k);
            if (!require_object(cx, item, path))
                return false;
            if (k >= DATA_CAMPAIGN_MAX_ORDERS)
                return invalid_at(invalid,
                                  data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "more than 256 orders"));
            int army;
            char kind[16];
            if (!data_json_get_int(cx, item, path, "army", true, 0, ID_LIMIT, &army) ||
                !data_json_get_string(cx, item, path, "order", true, kind, sizeof kind))
                return false;
            if (army > CAMPAIGN_MAX_ARMY_ID || campaign_forces_find(forces, army) < 0) {
                return invalid_at(invalid, data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                                          "army %d: no such army", army));
            }
            campaign_order o;
            if (strcmp(kind, "move") == 0) {
                int to;
                if (!data_json_get_int(cx, item, path, "to", true, -ID_LIMIT, ID_LIMIT, &to))
                    return false;
                o = campaign_order_move(army, campaign_map_index(map, to));
            } else if (strcmp(kind, "defend") == 0) {
                o = campaign_order_defend(army);
            } else if (strcmp(kind, "merge") == 0) {
                int with;
                if (!data_json_get_int(cx, item, path, "with", true, 0, ID_LIMIT, &with))
                    return false;
                if (with > CAMPAIGN_MAX_ARMY_ID) {
                    return invalid_at(invalid, data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                                              "army %d: the army to merge with does not exist", army));
                }
                o = campaign_order_merge(army, with);
            } else if (strcmp(kind, "create") == 0) {
                return invalid_at(invalid,
                                  data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "army %d: %s", army,
                                                 _(campaign_order_problem_text(CAMPAIGN_ORDER_CREATE_NO_ROSTER))));
            } else {
                return invalid_at(invalid, data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                                          "army %d: unknown order \"%s\" (move, defend or merge)",
                                                          army, kind));
            }
            out->orders[out->n_orders++] = o;
            k++;
        }
    }
    int bad, bad_army;
    campaign_order_problem p =
        campaign_orders_test(map, forces, -1, out->orders, out->n_orders, &bad, &bad_army);
    if (p != CAMPAIGN_ORDER_OK) {
        data_json_path_index(path, "orders", bad);
        return invalid_at(invalid, data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "army %d: %s", bad_army,
                                                  _(campaign_order_problem_text(p))));
    }
    k = 0;
    if (standoffs) {
        cJSON_ArrayForEach(item, standoffs) {
            data_json_path_index(path, "standoffs", k);
            if (!require_object(cx, item, path))
                return false;
            if (k >= DATA_CAMPAIGN_MAX_CHOICES)
                return invalid_at(invalid, data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                                          "more than 256 standoff choices"));
            int player, loc;
            char choice[16];
            if (!data_json_get_int(cx, item, path, "player", true, -ID_LIMIT, ID_LIMIT, &player) ||
                !data_json_get_int(cx, item, path, "location", true, -ID_LIMIT, ID_LIMIT, &loc) ||
                !data_json_get_string(cx, item, path, "choice", true, choice, sizeof choice))
                return false;
            if (player < 0 || player >= CAMPAIGN_MAX_PLAYERS) {
                char key[DATA_KEY_MAX];
                data_json_path_key(key, path, "player");
                return invalid_at(invalid, data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key,
                                                          "a player must be a seat from 0 to 3"));
            }
            bool stand = strcmp(choice, "stand") == 0;
            if (!stand && strcmp(choice, "withdraw") != 0) {
                char key[DATA_KEY_MAX];
                data_json_path_key(key, path, "choice");
                return invalid_at(invalid, data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key,
                                                          "unknown choice \"%s\" (stand or withdraw)", choice));
            }
            data_campaign_choice *c = &out->choices[out->n_choices++];
            c->player = player;
            c->loc = campaign_map_index(map, loc);
            c->stand = stand;
            k++;
        }
    }
    return true;
}

bool data_campaign_orders_load(const char *path, const campaign_map *map, const campaign_forces *forces,
                               data_campaign_orders *out, data_error *err, bool *invalid)
{
    *invalid = false;
    data_error_clear(err);
    cJSON *root;
    if (!read_root(path, err, &root))
        return false;
    data_json_ctx cx = { path, err };
    bool ok = parse_orders(&cx, root, map, forces, out, invalid);
    cJSON_Delete(root);
    return ok;
}

static void add_loc_or_null(cJSON *parent, const char *key, const campaign_map *map, int player_or_loc, bool is_loc,
                            bool *ok)
{
    if (player_or_loc < 0)
        data_json_add_null(parent, key, ok);
    else
        data_json_add_int(parent, key, is_loc ? map->locations[player_or_loc].id : player_or_loc, ok);
}

char *data_campaign_resolution_to_json(const campaign_map *map, const campaign_resolution *res)
{
    bool ok = true;
    cJSON *root = cJSON_CreateObject();
    if (root == NULL)
        return NULL;
    const campaign_forces *f = &res->forces;
    cJSON *armies = data_json_add_array(root, "armies", &ok);
    for (int i = 0; i < f->n_armies; i++) {
        cJSON *a = data_json_add_object(armies, NULL, &ok);
        data_json_add_int(a, "id", f->armies[i].id, &ok);
        data_json_add_int(a, "player", f->armies[i].player, &ok);
        data_json_add_int(a, "location", map->locations[f->armies[i].loc].id, &ok);
        if (a) {
            if (!cJSON_AddBoolToObject(a, "defending", f->armies[i].defending))
                ok = false;
        }
    }
    cJSON *battles = data_json_add_array(root, "battles", &ok);
    for (int b = 0; b < res->n_battles; b++) {
        const campaign_battle_site *site = &res->battles[b];
        cJSON *o = data_json_add_object(battles, NULL, &ok);
        data_json_add_int(o, "location", map->locations[site->loc].id, &ok);
        add_loc_or_null(o, "defender", map, site->defender, false, &ok);
        if (o && !cJSON_AddBoolToObject(o, "defend_bonus", site->defend_bonus))
            ok = false;
        cJSON *sides = data_json_add_array(o, "sides", &ok);
        for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++) {
            if (!(site->players >> p & 1u))
                continue;
            cJSON *s = data_json_add_object(sides, NULL, &ok);
            data_json_add_int(s, "player", p, &ok);
            cJSON *ids = data_json_add_array(s, "armies", &ok);
            for (int i = 0; i < f->n_armies; i++)
                if ((site->armies >> i & 1u) && f->armies[i].player == p)
                    data_json_add_int(ids, NULL, f->armies[i].id, &ok);
            if (s && !cJSON_AddBoolToObject(s, "engaged", (site->engaged >> p & 1u) != 0))
                ok = false;
        }
    }
    cJSON *taken = data_json_add_array(root, "taken", &ok);
    for (int t = 0; t < res->n_taken; t++) {
        cJSON *o = data_json_add_object(taken, NULL, &ok);
        data_json_add_int(o, "location", map->locations[res->taken[t].loc].id, &ok);
        data_json_add_int(o, "player", res->taken[t].player, &ok);
    }
    cJSON *standoffs = data_json_add_array(root, "standoffs", &ok);
    for (int s = 0; s < res->n_standoffs; s++) {
        cJSON *o = data_json_add_object(standoffs, NULL, &ok);
        data_json_add_int(o, "location", map->locations[res->standoffs[s].loc].id, &ok);
        data_json_add_string(o, "result", res->standoffs[s].battle ? "battle" : "withdrawn", &ok);
    }
    return data_json_finish(root, ok);
}

char *data_campaign_summary_to_json(const campaign_state *state)
{
    bool ok = true;
    cJSON *root = cJSON_CreateObject();
    if (root == NULL)
        return NULL;
    int n = state->settings.n_players;
    cJSON *winners = data_json_add_array(root, "winners", &ok);
    for (int p = 0; p < n; p++)
        if (state->winners >> p & 1u)
            data_json_add_int(winners, NULL, p, &ok);
    data_json_add_string(root, "victory", campaign_victory_id((campaign_victory)state->victory), &ok);
    data_json_add_int(root, "turns", state->turn, &ok);
    data_json_add_int(root, "battles", state->battles_fought, &ok);
    cJSON *locs = data_json_add_array(root, "locations", &ok);
    for (int p = 0; p < n; p++)
        data_json_add_int(locs, NULL, __builtin_popcountll(campaign_controlled(state, p)), &ok);
    cJSON *renown = data_json_add_array(root, "renown_earned", &ok);
    for (int p = 0; p < n; p++)
        data_json_add_int(renown, NULL, state->players[p].renown_earned, &ok);
    return data_json_finish(root, ok);
}

bool data_campaign_library_load(const char *data_dir, campaign_library *out, data_error *err)
{
    memset(out, 0, sizeof *out);
    data_error_clear(err);
    char dir[DATA_PATH_MAX];
    if (!data_paths_join(dir, sizeof dir, data_dir, "assets/units"))
        return data_error_set(err, DATA_ERR_IO, data_dir, "", "the path is too long");
    data_library lib;
    data_library_init(&lib, "");
    data_library_load_dir(&lib, DATA_LIBRARY_UNITS, dir, true);
    for (int i = 0; i < lib.n_units && out->n_units < CAMPAIGN_LIBRARY_MAX; i++)
        if (esc_unit_test(&lib.units[i].def, NULL) == ESC_UNIT_OK)
            out->units[out->n_units++] = lib.units[i].def;
    data_library_free(&lib);
    if (out->n_units == 0)
        return data_error_set(err, DATA_ERR_IO, dir, "", "no unit to recruit");
    return true;
}
