/*
 * The Conquest record (cq_record.h) and its JSON form inside a save:
 * "record": {"start": {...a state in the server's shape...}, "turns": [[["p0", 1,
 * 2, 3], ...], ...]}: each turn's orders as [player, from, to, units], short so
 * that long games fit a file. Read back, it must replay to the save's own state,
 * so a save's record and its state can never disagree.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cq_json_internal.h"
#include "replay_internal.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/cq_record.h"

void data_cq_record_init(data_cq_record *rec)
{
    memset(rec, 0, sizeof *rec);
}

void data_cq_record_free(data_cq_record *rec)
{
    free(rec->start);
    free(rec->turn_end);
    free(rec->orders);
    data_cq_record_init(rec);
}

bool data_cq_record_begin(data_cq_record *rec, const cq_state *start)
{
    data_cq_record_free(rec);
    rec->start = malloc(sizeof *rec->start);
    if (!rec->start)
        return false;
    *rec->start = *start;
    return true;
}

bool data_cq_record_push_turn(data_cq_record *rec, const cq_order *orders, size_t n)
{
    if (rec->n_turns == rec->cap_turns) {
        int cap = rec->cap_turns ? rec->cap_turns * 2 : 64;
        size_t *grown = realloc(rec->turn_end, (size_t)cap * sizeof *grown);
        if (!grown)
            return false;
        rec->turn_end = grown;
        rec->cap_turns = cap;
    }
    if (rec->n_orders + n > rec->cap_orders) {
        size_t cap = rec->cap_orders ? rec->cap_orders : 256;
        while (cap < rec->n_orders + n)
            cap *= 2;
        cq_order *grown = realloc(rec->orders, cap * sizeof *grown);
        if (!grown)
            return false;
        rec->orders = grown;
        rec->cap_orders = cap;
    }
    if (n > 0)
        memcpy(rec->orders + rec->n_orders, orders, n * sizeof *orders);
    rec->n_orders += n;
    rec->turn_end[rec->n_turns++] = rec->n_orders;
    return true;
}

void data_cq_record_truncate(data_cq_record *rec, int n)
{
    if (n < 0 || n >= rec->n_turns)
        return;
    rec->n_turns = n;
    rec->n_orders = n > 0 ? rec->turn_end[n - 1] : 0;
}

bool data_cq_record_copy(data_cq_record *dst, const data_cq_record *src)
{
    data_cq_record_free(dst);
    if (!src->start)
        return true;
    if (!data_cq_record_begin(dst, src->start))
        return false;
    for (int t = 0; t < src->n_turns; t++) {
        size_t n;
        const cq_order *o = data_cq_record_turn(src, t, &n);
        if (!data_cq_record_push_turn(dst, o, n)) {
            data_cq_record_free(dst);
            return false;
        }
    }
    return true;
}

const cq_order *data_cq_record_turn(const data_cq_record *rec, int t, size_t *n)
{
    size_t begin = t > 0 ? rec->turn_end[t - 1] : 0;
    *n = rec->turn_end[t] - begin;
    return rec->orders ? rec->orders + begin : NULL;
}

bool data_cq_record_replay(const data_cq_record *rec, int upto, cq_state *out)
{
    if (!rec->start)
        return false;
    if (upto < 0 || upto > rec->n_turns)
        upto = rec->n_turns;
    *out = *rec->start;
    for (int t = 0; t < upto; t++) {
        size_t n;
        const cq_order *o = data_cq_record_turn(rec, t, &n);
        if (!cq_turn_resolve(out, o, n, NULL, NULL))
            return false;
    }
    return true;
}

/* ---- JSON ---- */

void data_cq_record_add_json(cJSON *root, const char *key, const data_cq_record *rec, bool *ok)
{
    if (!rec || !rec->start || !*ok)
        return;
    cJSON *obj = data_json_add_object(root, key, ok);
    char *start_text = *ok ? data_cq_state_to_json(rec->start, NULL) : NULL;
    cJSON *start = start_text ? cJSON_Parse(start_text) : NULL;
    free(start_text);
    if (!start || !cJSON_AddItemToObject(obj, "start", start)) {
        cJSON_Delete(start);
        *ok = false;
        return;
    }
    cJSON *turns = data_json_add_array(obj, "turns", ok);
    for (int t = 0; t < rec->n_turns && *ok; t++) {
        cJSON *list = cJSON_CreateArray();
        if (!list || !cJSON_AddItemToArray(turns, list)) {
            cJSON_Delete(list);
            *ok = false;
            break;
        }
        size_t n;
        const cq_order *o = data_cq_record_turn(rec, t, &n);
        for (size_t i = 0; i < n && *ok; i++) {
            /* An order of no player changes nothing (the turn drops it): not kept. */
            if (o[i].player < 0 || o[i].player >= rec->start->n_players)
                continue;
            cJSON *item = data_json_add_array(list, NULL, ok);
            data_json_add_string(item, NULL, rec->start->players[o[i].player].id, ok);
            data_json_add_int(item, NULL, (long long)o[i].from, ok);
            data_json_add_int(item, NULL, (long long)o[i].to, ok);
            data_json_add_int(item, NULL, (long long)o[i].units, ok);
        }
    }
}

#define EXACT INT64_C(9007199254740991)

static bool read_turns(const data_json_ctx *cx, const cJSON *turns, const char *at, data_cq_record *rec)
{
    int t = 0;
    const cJSON *list;
    cq_order *buf = NULL;
    size_t cap = 0;
    bool ok = true;
    cJSON_ArrayForEach(list, turns)
    {
        char tat[DATA_KEY_MAX];
        data_json_path_index(tat, at, t);
        if (!cJSON_IsArray(list)) {
            ok = data_error_set(cx->err, DATA_ERR_TYPE, cx->file, tat, "%s, not an array of orders",
                                data_json_type_name(list));
            break;
        }
        size_t n = (size_t)data_json_length(list);
        if (n > cap) {
            cq_order *grown = realloc(buf, n * sizeof *grown);
            if (!grown) {
                ok = data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, NULL, "out of memory");
                break;
            }
            buf = grown;
            cap = n;
        }
        size_t i = 0;
        const cJSON *o;
        cJSON_ArrayForEach(o, list)
        {
            char oat[DATA_KEY_MAX], at_k[4][DATA_KEY_MAX];
            data_json_path_index(oat, tat, (int)i);
            cq_order *order = &buf[i];
            if (!cJSON_IsArray(o) || data_json_length(o) != 4) {
                ok = data_error_set(cx->err, cJSON_IsArray(o) ? DATA_ERR_VALUE : DATA_ERR_TYPE, cx->file, oat,
                                    "not an order [player, from, to, units]");
                break;
            }
            const cJSON *item[4];
            item[0] = o->child;
            for (int k = 0; k < 4; k++) {
                data_json_path_index(at_k[k], oat, k);
                if (k > 0)
                    item[k] = item[k - 1]->next;
            }
            if (!(ok = data_cq_json_known_player(cx, item[0], at_k[0], rec->start, &order->player) &&
                       data_cq_json_int64(cx, item[1], at_k[1], -EXACT, EXACT, &order->from) &&
                       data_cq_json_int64(cx, item[2], at_k[2], -EXACT, EXACT, &order->to) &&
                       data_cq_json_int64(cx, item[3], at_k[3], -EXACT, EXACT, &order->units)))
                break;
            i++;
        }
        if (!ok)
            break;
        if (!data_cq_record_push_turn(rec, buf, n)) {
            ok = data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, NULL, "out of memory");
            break;
        }
        t++;
    }
    free(buf);
    return ok;
}

bool data_cq_record_get_json(const data_json_ctx *cx, const cJSON *root, const char *key, const cq_state *saved,
                             data_cq_record *out)
{
    const cJSON *obj = NULL, *start = NULL, *turns = NULL;
    data_cq_record_free(out);
    if (!data_json_get_object(cx, root, "", key, false, &obj))
        return false;
    if (!obj)
        return true;
    char at[DATA_KEY_MAX];
    data_json_path_key(at, key, "start");
    if (!data_json_get_object(cx, obj, key, "start", true, &start) ||
        !data_json_get_array(cx, obj, key, "turns", true, &turns))
        return false;
    char *text = cJSON_PrintUnformatted(start);
    cq_state *s = malloc(sizeof *s);
    cq_state *replayed = malloc(sizeof *replayed);
    cq_graph g;
    cq_graph_init(&g);
    bool ok = text && s && replayed;
    if (!ok)
        data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, NULL, "out of memory");
    if (ok && !(ok = data_cq_state_parse(text, strlen(text), cx->file, &g, s, NULL, cx->err))) {
        char inner[sizeof cx->err->key];
        snprintf(inner, sizeof inner, "%s", cx->err->key);
        size_t used = strlen(at);
        memcpy(cx->err->key, at, used + 1);
        if (inner[0] && used + 1 < sizeof cx->err->key) {
            cx->err->key[used] = '.';
            size_t room = sizeof cx->err->key - used - 2, len = strlen(inner);
            len = len < room ? len : room;
            memcpy(cx->err->key + used + 1, inner, len);
            cx->err->key[used + 1 + len] = '\0';
        }
    }
    free(text);
    if (ok && !(ok = data_cq_record_begin(out, s)))
        data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, NULL, "out of memory");
    char tat[DATA_KEY_MAX];
    data_json_path_key(tat, key, "turns");
    ok = ok && read_turns(cx, turns, tat, out);
    if (ok && !(ok = data_cq_record_replay(out, -1, replayed)))
        data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, NULL, "out of memory");
    if (ok) {
        /* The replay must reach the saved state exactly, graph included: the two
         * texts are the same exactly when the states are. */
        char *a = data_cq_state_to_json(replayed, NULL), *b = data_cq_state_to_json(saved, NULL);
        if (!a || !b)
            ok = data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, NULL, "out of memory");
        else if (strcmp(a, b) != 0)
            ok = data_error_set(cx->err, DATA_ERR_VALUE, cx->file, key,
                                "its %d turns do not replay to the saved state", out->n_turns);
        free(a);
        free(b);
    }
    if (ok)
        out->start->graph = saved->graph;
    else
        data_cq_record_free(out);
    cq_graph_free(&g);
    free(s);
    free(replayed);
    return ok;
}
