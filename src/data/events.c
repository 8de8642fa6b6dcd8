/* The event log in a saved game (events_internal.h, docs/formats.md "Events"). */
#include <math.h>
#include <string.h>

#include "events_internal.h"

static const char *const kind_ids[] = { "capture", "loss", "engagement", "battle", "production", "elimination",
                                        "info" };
#define N_KINDS ((int)(sizeof kind_ids / sizeof kind_ids[0]))

/* A seat mask as the seats' numbers, or "all" for every seat. */
/* A set of seats as the loader reads it: "all" when every seat of the game is in
 * it, else the list of the game's seats in it (bits past the game's seats, such
 * as those of "everyone but the seats already told", name nobody). */
static void add_seats(cJSON *parent, const char *key, uint64_t mask, int n_seats, bool *ok)
{
    if (n_seats > 64)
        n_seats = 64;
    uint64_t seats = n_seats >= 64 ? EVLOG_ALL : (evlog_seat_bit(n_seats) - 1);
    if (mask == EVLOG_ALL || (n_seats > 0 && (mask & seats) == seats)) {
        data_json_add_string(parent, key, "all", ok);
        return;
    }
    cJSON *arr = data_json_add_array(parent, key, ok);
    for (int s = 0; s < n_seats; s++)
        if (mask & evlog_seat_bit(s))
            data_json_add_int(arr, NULL, s, ok);
}

static const char *const arg_ids[] = { "int", "real", "text", "name" };

/* {"ctx", "id", "plural", "n", "args": [{"int": 3} | {"real": 1.5} | {"text": "..."} | {"name": "..."}]} */
static void add_msg(cJSON *parent, const evlog_msg *m, bool *ok)
{
    cJSON *o = data_json_add_object(parent, "msg", ok);
    if (m->ctx[0])
        data_json_add_string(o, "ctx", m->ctx, ok);
    data_json_add_string(o, "id", m->id, ok);
    if (m->plural[0]) {
        data_json_add_string(o, "plural", m->plural, ok);
        data_json_add_int(o, "n", (long long)m->n, ok);
    }
    cJSON *args = data_json_add_array(o, "args", ok);
    for (int i = 0; i < m->n_args; i++) {
        const evlog_arg *a = &m->args[i];
        cJSON *x = data_json_add_object(args, NULL, ok);
        if (a->type == EVLOG_ARG_INT)
            data_json_add_int(x, arg_ids[a->type], a->i, ok);
        else if (a->type == EVLOG_ARG_REAL) {
            if (x && cJSON_AddNumberToObject(x, arg_ids[a->type], a->r) == NULL)
                *ok = false;
        } else
            data_json_add_string(x, arg_ids[a->type], m->pool + a->text, ok);
    }
}

void data_events_add_json(cJSON *parent, const char *key, const evlog *log, int n_seats, bool *ok)
{
    cJSON *obj = data_json_add_object(parent, key, ok);
    int first = log->n > DATA_EVENTS_MAX ? log->n - DATA_EVENTS_MAX : 0;
    /* How many entries from the first each seat has read through (what a
     * loader without "seen_by" reads); each entry's "seen_by" says it whole. */
    cJSON *seen = data_json_add_array(obj, "seen", ok);
    for (int s = 0; s < n_seats && s < 64; s++) {
        int k = first;
        while (k < log->n && (log->items[k].seen & evlog_seat_bit(s)))
            k++;
        data_json_add_int(seen, NULL, k - first, ok);
    }
    cJSON *entries = data_json_add_array(obj, "entries", ok);
    for (int i = first; i < log->n; i++) {
        const evlog_entry *e = &log->items[i];
        cJSON *o = data_json_add_object(entries, NULL, ok);
        data_json_add_int(o, "turn", e->turn, ok);
        data_json_add_string(o, "kind", (int)e->kind >= 0 && (int)e->kind < N_KINDS ? kind_ids[e->kind] : "info",
                             ok);
        add_seats(o, "visible", e->visible, n_seats, ok);
        if (e->loss)
            add_seats(o, "loss", e->loss, n_seats, ok);
        if (e->seen & (n_seats >= 64 ? EVLOG_ALL : evlog_seat_bit(n_seats) - 1))
            add_seats(o, "seen_by", e->seen, n_seats, ok);
        if (e->has_pos) {
            cJSON *at = data_json_add_array(o, "at", ok);
            data_json_add_int(at, NULL, lroundf(e->x), ok);
            data_json_add_int(at, NULL, lroundf(e->y), ok);
        }
        data_json_add_string(o, "text", e->text, ok);
        if (e->msg.id[0])
            add_msg(o, &e->msg, ok);
    }
}

static bool get_seats(const data_json_ctx *cx, const cJSON *item, const char *path, int n_seats, uint64_t *out)
{
    if (cJSON_IsString(item) && strcmp(item->valuestring, "all") == 0) {
        *out = EVLOG_ALL;
        return true;
    }
    if (!cJSON_IsArray(item))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected \"all\" or an array of seats, found %s",
                              data_json_type_name(item));
    if (!data_json_at_most(cx, item, path, n_seats))
        return false;
    uint64_t mask = 0;
    int i = 0;
    const cJSON *s;
    cJSON_ArrayForEach(s, item)
    {
        char p[DATA_KEY_MAX];
        data_json_path_index(p, path, i++);
        int seat;
        if (!data_json_int(cx, s, p, 0, n_seats - 1, &seat))
            return false;
        mask |= evlog_seat_bit(seat);
    }
    *out = mask;
    return true;
}

static bool get_msg(const data_json_ctx *cx, const cJSON *o, const char *path, evlog_msg *m)
{
    const cJSON *args;
    int n = 0;
    memset(m, 0, sizeof *m);
    if (!cJSON_IsObject(o))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an object, found %s",
                              data_json_type_name(o));
    if (!data_json_get_string(cx, o, path, "ctx", false, m->ctx, sizeof m->ctx) ||
        !data_json_get_string(cx, o, path, "id", true, m->id, sizeof m->id) ||
        !data_json_get_string(cx, o, path, "plural", false, m->plural, sizeof m->plural) ||
        !data_json_get_int(cx, o, path, "n", false, 0, DATA_STAT_LIMIT, &n) ||
        !data_json_get_array(cx, o, path, "args", true, &args))
        return false;
    m->n = (unsigned long)n;
    char p[DATA_KEY_MAX], q[DATA_KEY_MAX];
    data_json_path_key(p, path, "args");
    if (!data_json_at_most(cx, args, p, EVLOG_ARGS_MAX))
        return false;
    int i = 0;
    const cJSON *a;
    cJSON_ArrayForEach(a, args)
    {
        data_json_path_index(q, p, i++);
        const cJSON *v = cJSON_IsObject(a) ? a->child : NULL;
        int t = 0;
        while (v && t < 4 && strcmp(arg_ids[t], v->string) != 0)
            t++;
        if (v == NULL || t == 4 || v->next != NULL)
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, q,
                                  "expected {\"int\"|\"real\"|\"text\"|\"name\": value}");
        bool typed = t <= EVLOG_ARG_REAL ? cJSON_IsNumber(v) : cJSON_IsString(v);
        if (!typed)
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, q, "unexpected %s", data_json_type_name(v));
        double d = cJSON_IsNumber(v) ? v->valuedouble : 0;
        if (t == EVLOG_ARG_INT && !(d >= -9.0e15 && d <= 9.0e15))
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, q, "number out of range");
        if (!evlog_msg_add_arg(m, (evlog_arg_type)t, t == EVLOG_ARG_INT ? (long long)d : 0, d,
                               cJSON_IsString(v) ? v->valuestring : NULL))
            return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, q, "the arguments' text is too long");
    }
    return true;
}

static bool get_entry(const data_json_ctx *cx, const cJSON *o, const char *path, int n_seats, evlog *out)
{
    if (!cJSON_IsObject(o))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path, "expected an object, found %s",
                              data_json_type_name(o));
    int turn = 0;
    char kind[24] = "", text[EVLOG_TEXT_MAX] = "";
    const cJSON *visible, *loss, *at, *seen_by, *msg;
    char p[DATA_KEY_MAX];
    if (!data_json_get_int(cx, o, path, "turn", true, 0, DATA_STAT_LIMIT, &turn) ||
        !data_json_get_string_whole(cx, o, path, "kind", true, kind, sizeof kind) ||
        !data_json_member(cx, o, path, "visible", true, &visible) ||
        !data_json_member(cx, o, path, "loss", false, &loss) || !data_json_member(cx, o, path, "at", false, &at) ||
        !data_json_member(cx, o, path, "seen_by", false, &seen_by) ||
        !data_json_member(cx, o, path, "msg", false, &msg) ||
        !data_json_get_string(cx, o, path, "text", true, text, sizeof text))
        return false;
    int k = 0;
    while (k < N_KINDS && strcmp(kind_ids[k], kind) != 0)
        k++;
    if (k == N_KINDS) {
        data_json_path_key(p, path, "kind");
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, p, "unknown kind \"%s\"", kind);
    }
    uint64_t vis = 0, los = 0, saw = 0;
    data_json_path_key(p, path, "visible");
    if (!get_seats(cx, visible, p, n_seats, &vis))
        return false;
    data_json_path_key(p, path, "loss");
    if (loss && !get_seats(cx, loss, p, n_seats, &los))
        return false;
    data_json_path_key(p, path, "seen_by");
    if (seen_by && !get_seats(cx, seen_by, p, n_seats, &saw))
        return false;
    static evlog_msg m; /* large: not on the stack */
    data_json_path_key(p, path, "msg");
    if (msg && !get_msg(cx, msg, p, &m))
        return false;
    int xy[2] = { 0, 0 };
    if (at) {
        data_json_path_key(p, path, "at");
        if (!cJSON_IsArray(at) || data_json_length(at) != 2)
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, p, "expected an array of two numbers [x, y]");
        int i = 0;
        const cJSON *v;
        cJSON_ArrayForEach(v, at)
        {
            char q[DATA_KEY_MAX];
            data_json_path_index(q, p, i);
            if (!data_json_int(cx, v, q, -DATA_STAT_LIMIT, DATA_STAT_LIMIT, &xy[i]))
                return false;
            i++;
        }
    }
    evlog_entry *e = evlog_add(out, turn, (evlog_kind)k, vis, "%s", text);
    if (e == NULL)
        return data_error_set(cx->err, DATA_ERR_MEMORY, cx->file, path, "out of memory");
    e->loss = los;
    e->seen = saw;
    if (msg)
        e->msg = m;
    if (at)
        evlog_entry_at(e, (float)xy[0], (float)xy[1]);
    return true;
}

bool data_events_get_json(const data_json_ctx *cx, const cJSON *obj, const char *key, int n_seats, evlog *out,
                          bool *found)
{
    evlog_clear(out);
    *found = false;
    const cJSON *ev, *seen, *entries;
    if (!data_json_get_object(cx, obj, "", key, false, &ev))
        return false;
    if (ev == NULL)
        return true;
    *found = true;
    if (!data_json_get_array(cx, ev, key, "seen", true, &seen) ||
        !data_json_get_array(cx, ev, key, "entries", true, &entries))
        return false;
    char p[DATA_KEY_MAX], q[DATA_KEY_MAX];
    data_json_path_key(p, key, "entries");
    if (!data_json_at_most(cx, entries, p, DATA_EVENTS_MAX))
        return false;
    int i = 0;
    const cJSON *o;
    cJSON_ArrayForEach(o, entries)
    {
        data_json_path_index(q, p, i++);
        if (!get_entry(cx, o, q, n_seats, out)) {
            evlog_clear(out);
            return false;
        }
    }
    data_json_path_key(p, key, "seen");
    if (data_json_length(seen) != n_seats) {
        evlog_clear(out);
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, p, "expected %d counts, one a seat, found %d",
                              n_seats, data_json_length(seen));
    }
    /* The entries before a seat's count are read by it (a save from before
     * "seen_by" keeps only the counts). */
    i = 0;
    const cJSON *s;
    cJSON_ArrayForEach(s, seen)
    {
        data_json_path_index(q, p, i);
        int count;
        if (!data_json_int(cx, s, q, 0, out->n, &count)) {
            evlog_clear(out);
            return false;
        }
        for (int k = 0; k < count; k++)
            out->items[k].seen |= evlog_seat_bit(i);
        i++;
    }
    return true;
}
