/*
 * assets/trts/<faction>.json: one faction's units, buildings and upgrades.
 * Buildings name their role and land at that role's index; units name the
 * building that makes them and upgrades the one that researches them, by id.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "json_util.h"
#include "skirmish/data/files.h"
#include "skirmish/data/trts_files.h"
#include "skirmish/i18n.h"

#define STAT_MAX 100

/* An attack: an integer, or null for "–". */
static bool get_attack(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key, int *out)
{
    const cJSON *item;
    if (!data_json_member(cx, obj, prefix, key, true, &item))
        return false;
    if (cJSON_IsNull(item)) {
        *out = TRTS_NO_ATTACK;
        return true;
    }
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, key);
    return data_json_int(cx, item, path, 0, STAT_MAX, out);
}

/* A building id of this faction (already read), as its role; null allowed when `nullable`. */
static bool get_building_ref(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key,
                             const trts_faction *f, bool nullable, int *out)
{
    const cJSON *item;
    if (!data_json_member(cx, obj, prefix, key, true, &item))
        return false;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, key);
    if (nullable && cJSON_IsNull(item)) {
        *out = -1;
        return true;
    }
    char id[TRTS_ID_MAX];
    if (!data_json_string_whole(cx, item, path, id, sizeof id))
        return false;
    int b = trts_faction_building(f, id);
    if (b < 0)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "no building \"%s\" in this faction", id);
    *out = b;
    return true;
}

static bool get_id(const data_json_ctx *cx, const cJSON *obj, const char *prefix, char id[TRTS_ID_MAX],
                   char name[TRTS_ID_MAX])
{
    if (!data_json_get_string_whole(cx, obj, prefix, "id", true, id, TRTS_ID_MAX) ||
        !data_json_get_string(cx, obj, prefix, "name", true, name, TRTS_ID_MAX))
        return false;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, "id");
    if (id[0] == '\0')
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "empty id");
    for (const char *c = id; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= '0' && *c <= '9') || *c == '-'))
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path,
                                  "\"%s\": ids are lower case letters, digits and '-'", id);
    return true;
}

static bool read_buildings(const data_json_ctx *cx, const cJSON *arr, trts_faction *f)
{
    bool seen[TRTS_ROLES] = {false};
    int n = data_json_length(arr);
    if (n != TRTS_ROLES)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "buildings",
                              P_("%d building; a faction has %d, one per role",
                                 "%d buildings; a faction has %d, one per role", n),
                              n, TRTS_ROLES);
    /* First pass: ids and roles, so "requires" may name any of them. */
    int i = 0;
    const cJSON *b;
    for (b = arr->child; b != NULL; b = b->next, i++) {
        char p[DATA_KEY_MAX];
        data_json_path_index(p, "buildings", i);
        if (!cJSON_IsObject(b))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, p, "expected an object, found %s",
                                  data_json_type_name(b));
        char role_name[16];
        if (!data_json_get_string(cx, b, p, "role", true, role_name, sizeof role_name))
            return false;
        int role = trts_role_find(role_name);
        char rp[DATA_KEY_MAX];
        data_json_path_key(rp, p, "role");
        if (role < 0)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, rp,
                                  "unknown role \"%s\" (depot, supply, extractor, tier1, tier2, tower)", role_name);
        if (seen[role])
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, rp, "a second %s", role_name);
        seen[role] = true;
        trts_building_def *d = &f->buildings[role];
        if (!get_id(cx, b, p, d->id, d->name))
            return false;
        for (int r = 0; r < TRTS_ROLES; r++)
            if (r != role && seen[r] && strcmp(f->buildings[r].id, d->id) == 0)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, p, "duplicate id \"%s\"", d->id);
    }
    i = 0;
    for (b = arr->child; b != NULL; b = b->next, i++) {
        char p[DATA_KEY_MAX];
        data_json_path_index(p, "buildings", i);
        char id[TRTS_ID_MAX];
        data_json_get_string(cx, b, p, "id", true, id, sizeof id);
        trts_building_def *d = &f->buildings[trts_faction_building(f, id)];
        if (!data_json_get_int(cx, b, p, "minerals", true, 0, STAT_MAX, &d->minerals) ||
            !data_json_get_int(cx, b, p, "gas", true, 0, STAT_MAX, &d->gas) ||
            !data_json_get_int(cx, b, p, "hp", true, 1, STAT_MAX, &d->hp) ||
            !data_json_get_int(cx, b, p, "shields", true, 0, STAT_MAX, &d->shields) ||
            !data_json_get_int(cx, b, p, "armour", true, 0, STAT_MAX, &d->armour) ||
            !data_json_get_int(cx, b, p, "supply", true, 0, STAT_MAX, &d->supply) ||
            !data_json_get_int(cx, b, p, "rounds", true, 1, 9, &d->rounds) ||
            !data_json_get_int(cx, b, p, "range", true, 0, 15, &d->range) ||
            !get_attack(cx, b, p, "ground", &d->ground) || !get_attack(cx, b, p, "air", &d->air) ||
            !get_building_ref(cx, b, p, "requires", f, true, &d->requires))
            return false;
    }
    return true;
}

static const char *const tag_names[] = {"worker", "air", "splash", "suicide", "t2"};

static bool read_units(const data_json_ctx *cx, const cJSON *arr, trts_faction *f)
{
    int n = data_json_length(arr);
    if (n < 1 || n > TRTS_MAX_UNIT_TYPES)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "units",
                              P_("%d unit (1 to %d)", "%d units (1 to %d)", n), n, TRTS_MAX_UNIT_TYPES);
    f->n_units = n;
    int workers = 0;
    int i = 0;
    const cJSON *u;
    for (u = arr->child; u != NULL; u = u->next, i++) {
        char p[DATA_KEY_MAX];
        data_json_path_index(p, "units", i);
        if (!cJSON_IsObject(u))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, p, "expected an object, found %s",
                                  data_json_type_name(u));
        trts_unit_def *d = &f->units[i];
        int made_at;
        const cJSON *tags;
        if (!get_id(cx, u, p, d->id, d->name) || !data_json_get_int(cx, u, p, "minerals", true, 0, STAT_MAX, &d->minerals) ||
            !data_json_get_int(cx, u, p, "gas", true, 0, STAT_MAX, &d->gas) ||
            !data_json_get_int(cx, u, p, "supply", true, 0, 40, &d->supply) ||
            !data_json_get_int(cx, u, p, "speed", true, 0, 9, &d->speed) ||
            !data_json_get_int(cx, u, p, "hp", true, 1, STAT_MAX, &d->hp) ||
            !data_json_get_int(cx, u, p, "shields", true, 0, STAT_MAX, &d->shields) ||
            !data_json_get_int(cx, u, p, "armour", true, 0, STAT_MAX, &d->armour) ||
            !data_json_get_int(cx, u, p, "range", true, 0, 15, &d->range) || !get_attack(cx, u, p, "ground", &d->ground) ||
            !get_attack(cx, u, p, "air", &d->air) || !get_building_ref(cx, u, p, "made_at", f, false, &made_at) ||
            !data_json_get_array(cx, u, p, "tags", true, &tags))
            return false;
        d->made_at = (trts_role)made_at;
        for (int j = 0; j < i; j++)
            if (strcmp(f->units[j].id, d->id) == 0 || trts_faction_building(f, d->id) >= 0)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, p, "duplicate id \"%s\"", d->id);
        d->tags = 0;
        char tp[DATA_KEY_MAX];
        data_json_path_key(tp, p, "tags");
        /* Each tag once at most: a longer list is refused, not walked. */
        if (!data_json_at_most(cx, tags, tp, (int)(sizeof tag_names / sizeof tag_names[0])))
            return false;
        int t = 0;
        const cJSON *tag_item;
        for (tag_item = tags->child; tag_item != NULL; tag_item = tag_item->next, t++) {
            char ip[DATA_KEY_MAX], tag[16];
            data_json_path_index(ip, tp, t);
            if (!data_json_string(cx, tag_item, ip, tag, sizeof tag))
                return false;
            unsigned bit = 0;
            for (unsigned k = 0; k < sizeof tag_names / sizeof tag_names[0]; k++)
                if (strcmp(tag, tag_names[k]) == 0)
                    bit = 1u << k;
            if (bit == 0)
                return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, ip,
                                      "unknown tag \"%s\" (worker, air, splash, suicide, t2)", tag);
            d->tags |= bit;
        }
        if (d->tags & TRTS_TAG_WORKER)
            workers++;
    }
    if (workers != 1)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "units",
                              P_("%d worker; a faction has exactly one", "%d workers; a faction has exactly one",
                                 workers),
                              workers);
    return true;
}

static bool read_upgrades(const data_json_ctx *cx, const cJSON *arr, trts_faction *f)
{
    bool seen[TRTS_UPGRADES] = {false};
    int n = data_json_length(arr);
    if (n != TRTS_UPGRADES)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, "upgrades",
                              P_("%d upgrade; a faction has weapons and plating",
                                 "%d upgrades; a faction has weapons and plating", n),
                              n);
    int i = 0;
    const cJSON *u;
    for (u = arr->child; u != NULL; u = u->next, i++) {
        char p[DATA_KEY_MAX], id[TRTS_ID_MAX], name[TRTS_ID_MAX];
        data_json_path_index(p, "upgrades", i);
        if (!cJSON_IsObject(u))
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, p, "expected an object, found %s",
                                  data_json_type_name(u));
        if (!get_id(cx, u, p, id, name))
            return false;
        int k = trts_upgrade_find(id);
        char ip[DATA_KEY_MAX];
        data_json_path_key(ip, p, "id");
        if (k < 0 || seen[k])
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, ip, "\"%s\": expected weapons and plating once each", id);
        seen[k] = true;
        trts_upgrade_def *d = &f->upgrades[k];
        memcpy(d->id, id, sizeof id);
        memcpy(d->name, name, sizeof name);
        int at;
        if (!data_json_get_int(cx, u, p, "minerals", true, 0, STAT_MAX, &d->minerals) ||
            !data_json_get_int(cx, u, p, "gas", true, 0, STAT_MAX, &d->gas) ||
            !data_json_get_int(cx, u, p, "rounds", true, 1, 9, &d->rounds) ||
            !get_building_ref(cx, u, p, "researched_at", f, false, &at))
            return false;
        d->researched_at = (trts_role)at;
    }
    return true;
}

bool data_trts_faction_parse(const char *text, size_t len, const char *name, const char *expect, trts_faction *out,
                             data_error *err)
{
    data_json_ctx cx = {name, err};
    cJSON *root = NULL;
    data_error_clear(err);
    memset(out, 0, sizeof *out);
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    const cJSON *units, *buildings, *upgrades;
    bool ok = data_json_check_header(&cx, root, "", DATA_TRTS_FACTION_FORMAT, true) &&
              data_json_get_string(&cx, root, "", "id", true, out->id, sizeof out->id) &&
              data_json_get_string(&cx, root, "", "name", true, out->name, sizeof out->name) &&
              data_json_get_array(&cx, root, "", "units", true, &units) &&
              data_json_get_array(&cx, root, "", "buildings", true, &buildings) &&
              data_json_get_array(&cx, root, "", "upgrades", true, &upgrades);
    if (ok && trts_faction_find(out->id) < 0)
        ok = data_error_set(err, DATA_ERR_VALUE, name, "id", "unknown faction \"%s\" (directorate, luminar, myriad)",
                            out->id);
    if (ok && expect && strcmp(out->id, expect) != 0)
        ok = data_error_set(err, DATA_ERR_VALUE, name, "id", "\"%s\" in the file of faction \"%s\"", out->id, expect);
    ok = ok && read_buildings(&cx, buildings, out) && read_units(&cx, units, out) && read_upgrades(&cx, upgrades, out);
    cJSON_Delete(root);
    return ok;
}

bool data_trts_rules_load(const char *dir, trts_rules *rules, data_error *err)
{
    for (int i = 0; i < TRTS_FACTIONS; i++) {
        const char *id = trts_faction_id_name((trts_faction_id)i);
        char path[1024];
        if ((size_t)snprintf(path, sizeof path, "%s/%s.json", dir, id) >= sizeof path)
            return data_error_set(err, DATA_ERR_IO, dir, "", "path too long");
        char *text;
        size_t len;
        if (!data_file_read(path, &text, &len, err))
            return false;
        bool ok = data_trts_faction_parse(text, len, path, id, &rules->factions[i], err);
        free(text);
        if (!ok)
            return false;
    }
    return true;
}
