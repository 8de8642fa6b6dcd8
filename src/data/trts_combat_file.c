/*
 * The input file of skirmish-cli trts-combat (docs/trts.md "trts-combat"). Problems
 * with a piece are told apart from problems with the file, because the command
 * exits 1 for the first and 2 for the second.
 */
#include <string.h>

#include "json_util.h"
#include "skirmish/data/trts_files.h"
#include "skirmish/i18n.h"

static bool get_bool(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key, bool *out)
{
    const cJSON *item = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (item == NULL)
        return true;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, key);
    if (!cJSON_IsBool(item))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected true or false, found %s",
                              data_json_type_name(item));
    *out = cJSON_IsTrue(item);
    return true;
}

static bool read_players(const data_json_ctx *cx, const cJSON *root, data_trts_combat *c)
{
    const cJSON *factions, *teams, *order, *upgrades;
    if (!data_json_get_array(cx, root, "", "factions", true, &factions))
        return false;
    int n = data_json_length(factions);
    if (n < 1 || n > DATA_TRTS_COMBAT_PLAYERS)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "factions",
                              P_("%d player (1 to %d)", "%d players (1 to %d)", n), n,
                              DATA_TRTS_COMBAT_PLAYERS);
    c->n_players = n;
    int i = 0;
    const cJSON *item;
    for (item = factions->child; item != NULL; item = item->next, i++) {
        char p[DATA_KEY_MAX], id[TRTS_ID_MAX];
        data_json_path_index(p, "factions", i);
        if (!data_json_string(cx, item, p, id, sizeof id))
            return false;
        c->factions[i] = trts_faction_find(id);
        if (c->factions[i] < 0)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, p,
                                  "unknown faction \"%s\" (directorate, luminar, myriad)", id);
    }
    if (!data_json_get_int(cx, root, "", "active", true, 0, n - 1, &c->active))
        return false;
    for (i = 0; i < n; i++) {
        c->teams[i] = i;
        c->order[i] = (c->active + i) % n;
    }
    if (!data_json_get_array(cx, root, "", "teams", false, &teams) ||
        !data_json_get_array(cx, root, "", "order", false, &order) ||
        !data_json_get_array(cx, root, "", "upgrades", false, &upgrades))
        return false;
    if (teams) {
        int m = data_json_length(teams);
        if (m != n)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "teams",
                                  P_("%d team for %d players", "%d teams for %d players", m), m, n);
        for (i = 0, item = teams->child; item != NULL; item = item->next, i++) {
            char p[DATA_KEY_MAX];
            data_json_path_index(p, "teams", i);
            if (!data_json_int(cx, item, p, 0, 1000000, &c->teams[i]))
                return false;
        }
    }
    if (order) {
        bool seen[DATA_TRTS_COMBAT_PLAYERS] = {false};
        int m = data_json_length(order);
        if (m != n)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "order",
                                  P_("%d entry for %d players", "%d entries for %d players", m), m, n);
        for (i = 0, item = order->child; item != NULL; item = item->next, i++) {
            char p[DATA_KEY_MAX];
            data_json_path_index(p, "order", i);
            if (!data_json_int(cx, item, p, 0, n - 1, &c->order[i]))
                return false;
            if (seen[c->order[i]])
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, p, "player %d twice", c->order[i]);
            seen[c->order[i]] = true;
        }
    }
    if (upgrades) {
        int m = data_json_length(upgrades);
        if (m != n)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "upgrades",
                                  P_("%d entry for %d players", "%d entries for %d players", m), m, n);
        const cJSON *list;
        for (i = 0, list = upgrades->child; list != NULL; list = list->next, i++) {
            char p[DATA_KEY_MAX];
            data_json_path_index(p, "upgrades", i);
            if (!cJSON_IsArray(list))
                return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, p, "expected an array, found %s",
                                      data_json_type_name(list));
            /* Each upgrade once at most. */
            if (!data_json_at_most(cx, list, p, TRTS_UPGRADES))
                return false;
            int k = 0;
            for (item = list->child; item != NULL; item = item->next, k++) {
                char q[DATA_KEY_MAX], id[TRTS_ID_MAX];
                data_json_path_index(q, p, k);
                if (!data_json_string(cx, item, q, id, sizeof id))
                    return false;
                int u = trts_upgrade_find(id);
                if (u < 0)
                    return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, q,
                                          "unknown upgrade \"%s\" (weapons, plating)", id);
                c->upgrades[i][u] = true;
            }
        }
    }
    return true;
}

static bool read_piece(const data_json_ctx *cx, const trts_rules *rules, const data_trts_combat *c, const cJSON *item,
                       int index, trts_fighter *f)
{
    char p[DATA_KEY_MAX];
    data_json_path_index(p, "pieces", index);
    if (!cJSON_IsObject(item))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, p, "expected an object, found %s",
                              data_json_type_name(item));
    int player;
    char type[TRTS_ID_MAX];
    if (!data_json_get_int(cx, item, p, "player", true, 0, c->n_players - 1, &player) ||
        !data_json_get_string(cx, item, p, "type", true, type, sizeof type))
        return false;
    const trts_faction *fac = &rules->factions[c->factions[player]];
    int unit = trts_faction_unit(fac, type);
    int building = unit < 0 ? trts_faction_building(fac, type) : -1;
    char tp[DATA_KEY_MAX];
    data_json_path_key(tp, p, "type");
    if (unit < 0 && building < 0)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, tp, "no unit or building \"%s\" in faction %s", type,
                              fac->id);
    bool finished = true;
    if (!get_bool(cx, item, p, "finished", &finished))
        return false;
    if (unit >= 0 && !finished) {
        char fp[DATA_KEY_MAX];
        data_json_path_key(fp, p, "finished");
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, fp, "a unit (%s) cannot be unfinished", type);
    }
    int max_hp, max_shields;
    if (unit >= 0) {
        trts_fighter_unit(f, &fac->units[unit], player, c->upgrades[player][TRTS_UPGRADE_WEAPONS],
                          c->upgrades[player][TRTS_UPGRADE_PLATING]);
        max_hp = fac->units[unit].hp;
        max_shields = fac->units[unit].shields;
    } else {
        trts_fighter_building(f, &fac->buildings[building], player, finished);
        max_hp = fac->buildings[building].hp;
        max_shields = fac->buildings[building].shields;
    }
    /* Defaults (full, or half for an unfinished building) are already in f. */
    if (!data_json_get_int(cx, item, p, "hp", false, 1, max_hp, &f->hp) ||
        !data_json_get_int(cx, item, p, "shields", false, 0, max_shields, &f->shields) ||
        !get_bool(cx, item, p, "attacked", &f->attacked))
        return false;
    f->engager = c->teams[player] == c->teams[c->active];
    return true;
}

data_trts_combat_result data_trts_combat_parse(const char *text, size_t len, const char *name, const trts_rules *rules,
                                               data_trts_combat *out, data_error *err)
{
    data_json_ctx cx = {name, err};
    cJSON *root = NULL;
    data_error_clear(err);
    memset(out, 0, sizeof *out);
    if (!data_json_parse(&cx, text, len, &root))
        return DATA_TRTS_COMBAT_BAD_FILE;
    const cJSON *pieces;
    if (!read_players(&cx, root, out) || !data_json_get_array(&cx, root, "", "pieces", true, &pieces)) {
        cJSON_Delete(root);
        return DATA_TRTS_COMBAT_BAD_FILE;
    }
    int n = 0;
    data_trts_combat_result res = DATA_TRTS_COMBAT_OK;
    const cJSON *item = pieces->child;
    for (int i = 0; item != NULL && res == DATA_TRTS_COMBAT_OK; i++, item = item->next) {
        n = i + 1;
        if (i >= TRTS_COMBAT_MAX) {
            char p[DATA_KEY_MAX];
            data_json_path_index(p, "pieces", i);
            data_error_set(err, DATA_ERR_VALUE, name, p, "more than %d pieces in one area", TRTS_COMBAT_MAX);
            res = DATA_TRTS_COMBAT_BAD_PIECE;
        } else if (!read_piece(&cx, rules, out, item, i, &out->pieces[i])) {
            res = DATA_TRTS_COMBAT_BAD_PIECE;
        }
    }
    out->n_pieces = n < TRTS_COMBAT_MAX ? n : TRTS_COMBAT_MAX;
    cJSON_Delete(root);
    return res;
}
