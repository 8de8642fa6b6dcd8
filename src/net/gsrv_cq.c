/*
 * The game server's Conquest games (docs/protocol.md, "Conquest"): a shipped
 * map, 2 to GSRV_SEATS seats (people, open, our bot levels), turns of
 * simultaneous orders. A seat's orders stay on the server until the turn is
 * resolved (cq_turn_resolve, the core's own rules): until then the others are
 * told only that it has given them. The turn is resolved once every seat in
 * the game that a person holds has given its orders; the bots give theirs
 * then. After it every seat sees the turn's valid orders. Calls gsrv_view.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gsrv_impl.h"
#include "skirmish/ai/cq_bots.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/paths.h"

static bool load_map(gsrv *s, const char *name, cq_map *map, char *message, size_t size)
{
    char path[4200];
    data_error err;
    bool ok = gs_shipped_path(s, "maps/conquest", name, path, sizeof path) && data_cq_map_load(path, map, &err);
    if (!ok)
        snprintf(message, size, "map: no shipped Conquest map '%.64s'", name);
    return ok;
}

void gs_cq_free(gs_game *g)
{
    gs_cq *q = g->cq;
    if (q == NULL)
        return;
    cq_map_free(&q->map);
    for (int p = 0; p < GSRV_SEATS; p++)
        free(q->pending[p]);
    free(q->last);
    cJSON_Delete(q->turns);
    free(q);
    g->cq = NULL;
}

static bool bot_level(const char *word, gs_seat *st)
{
    cq_bot_level lv;
    if (!cq_bot_level_parse(word, &lv))
        return false;
    st->level = (int)lv;
    st->level_word = cq_bot_level_name(lv);
    return true;
}

bool gs_cq_create(gsrv *s, gs_game *g, const cJSON *msg, const char *name, int *seat, const char **code,
                  char *message, size_t size)
{
    *code = "bad_request";
    gs_cq *q = calloc(1, sizeof *q);
    if (q == NULL) {
        *code = "internal";
        snprintf(message, size, "out of memory");
        return false;
    }
    g->cq = q;
    cq_map_init(&q->map);
    q->turns = cJSON_CreateArray();
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(msg, "map");
    if (!cJSON_IsString(map) || !load_map(s, map->valuestring, &q->map, message, size)) {
        *code = "bad_map";
        if (!cJSON_IsString(map))
            snprintf(message, size, "map: a shipped Conquest map's name");
        return false;
    }
    snprintf(q->map_file, sizeof q->map_file, "%s", map->valuestring);
    q->max_turns = q->map.max_turns;
    const cJSON *turns = cJSON_GetObjectItemCaseSensitive(msg, "max_turns");
    if (turns) {
        if (!cJSON_IsNumber(turns) || turns->valuedouble != (int)turns->valuedouble || turns->valueint < 1 ||
            turns->valueint > q->map.max_turns) {
            snprintf(message, size, "max_turns: an integer from 1 to %d (the map's)", q->map.max_turns);
            return false;
        }
        q->max_turns = turns->valueint;
    }
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(msg, "seats");
    int n = cJSON_IsArray(seats) ? cJSON_GetArraySize(seats) : 0;
    int most = q->map.max_players < GSRV_SEATS ? q->map.max_players : GSRV_SEATS;
    if (n < q->map.min_players || n > most) {
        snprintf(message, size, "seats: %d to %d on this map", q->map.min_players, most);
        return false;
    }
    return gs_seats_parse(g, seats, name, seat, bot_level, message, size);
}

bool gs_cq_start(gs_game *g)
{
    gs_cq *q = g->cq;
    if (cq_state_setup(&q->state, &q->map.graph, g->n_seats, q->max_turns, g->seed) != CQ_SETUP_OK)
        return false;
    for (int p = 0; p < g->n_seats; p++) {
        snprintf(q->state.players[p].id, CQ_PLAYER_ID_MAX, "p%d", p);
        core_rng_seed(&q->rng[p], g->seed ^ (0x9E3779B97F4A7C15ull * (uint64_t)(p + 1)));
    }
    return true;
}

bool gs_cq_over(const gs_game *g) { return cq_state_over(&g->cq->state); }

int gs_cq_turn(const gs_game *g) { return g->cq->state.turn; }

/* Every seat a person holds and still in the game has given its orders. */
static bool all_given(const gs_game *g)
{
    const gs_cq *q = g->cq;
    for (int p = 0; p < g->n_seats; p++)
        if (g->seats[p].player == GS_HUMAN && !q->state.players[p].eliminated && !q->given[p])
            return false;
    return true;
}

/* The turn: the people's orders, the bots', resolved by the core. */
static bool resolve(gs_game *g)
{
    gs_cq *q = g->cq;
    size_t cap = (size_t)(q->map.graph.n_edges > 0 ? q->map.graph.n_edges : 1), n = 0;
    cq_order *all = malloc(cap * (size_t)g->n_seats * sizeof *all);
    cq_order_problem *problems = malloc(cap * (size_t)g->n_seats * sizeof *problems);
    bool ok = all && problems;
    for (int p = 0; ok && p < g->n_seats; p++) {
        if (q->state.players[p].eliminated)
            continue;
        if (g->seats[p].player == GS_COMPUTER) {
            int k = cq_bot_orders(&q->state, p, (cq_bot_level)g->seats[p].level, &q->rng[p], all + n, (int)cap);
            n += k > 0 ? (size_t)k : 0;
        } else {
            size_t k = q->n_pending[p] < cap ? q->n_pending[p] : cap;
            memcpy(all + n, q->pending[p], k * sizeof *all);
            n += k;
        }
    }
    cq_turn_report rep;
    ok = ok && cq_turn_resolve(&q->state, all, n, problems, &rep);
    if (ok) {
        /* The valid orders, public now: the record and the last turn shown. */
        size_t valid = 0;
        for (size_t i = 0; i < n; i++)
            if (problems[i] == CQ_ORDER_OK)
                all[valid++] = all[i];
        cJSON *turn = cJSON_CreateArray();
        q->last = malloc((valid ? valid : 1) * sizeof *q->last); /* the old one is the caller's */
        q->n_last = q->last ? valid : 0;
        if (q->last)
            memcpy(q->last, all, valid * sizeof *all);
        for (size_t i = 0; i < valid; i++) {
            cJSON *o = cJSON_CreateArray();
            cJSON_AddItemToArray(o, cJSON_CreateNumber(all[i].player));
            cJSON_AddItemToArray(o, cJSON_CreateNumber((double)all[i].from));
            cJSON_AddItemToArray(o, cJSON_CreateNumber((double)all[i].to));
            cJSON_AddItemToArray(o, cJSON_CreateNumber((double)all[i].units));
            cJSON_AddItemToArray(turn, o);
        }
        q->new_turn = turn;
        for (int p = 0; p < GSRV_SEATS; p++) {
            q->given[p] = false;
            q->n_pending[p] = 0;
        }
    }
    free(all);
    free(problems);
    return ok;
}

int gs_cq_stage(gs_game *g, int seat, const cJSON *action, gs_cq **staged, const char **code, char *message,
                size_t size)
{
    gs_cq *q = g->cq;
    if (cq_state_over(&q->state)) {
        *code = "game_over";
        snprintf(message, size, "the game is over");
        return -1;
    }
    if (q->state.players[seat].eliminated) {
        *code = "not_your_turn";
        snprintf(message, size, "this seat is out of the game");
        return -1;
    }
    const cJSON *orders = cJSON_GetObjectItemCaseSensitive(action, "orders");
    size_t cap = (size_t)(q->map.graph.n_edges > 0 ? q->map.graph.n_edges : 1);
    int n = cJSON_IsArray(orders) ? cJSON_GetArraySize(orders) : -1;
    if (n < 0 || (size_t)n > cap) {
        *code = "bad_action";
        snprintf(message, size, "action: {\"orders\": [[from, to, units], ...]}, at most one a road (%zu)", cap);
        return -1;
    }
    cq_order *list = malloc(((size_t)n ? (size_t)n : 1) * sizeof *list);
    if (list == NULL) {
        *code = "internal";
        snprintf(message, size, "out of memory");
        return -1;
    }
    int64_t *sent = calloc((size_t)q->map.graph.n_vertices + 1, sizeof *sent);
    for (int i = 0; i < n; i++) {
        const cJSON *o = cJSON_GetArrayItem(orders, i);
        double v[3] = { 0, 0, 0 };
        bool ok = cJSON_IsArray(o) && cJSON_GetArraySize(o) == 3;
        for (int k = 0; ok && k < 3; k++) {
            const cJSON *x = cJSON_GetArrayItem(o, k);
            ok = cJSON_IsNumber(x) && x->valuedouble >= 0 && x->valuedouble <= 1e15 && x->valuedouble == (double)(int64_t)x->valuedouble;
            v[k] = ok ? x->valuedouble : 0;
        }
        list[i] = (cq_order){ seat, (int64_t)v[0], (int64_t)v[1], (int64_t)v[2] };
        /* The core's own test, with what this seat already sends from there. */
        int from = ok ? cq_graph_find(&q->map.graph, list[i].from) : -1;
        cq_order_problem why = CQ_ORDER_OK;
        if (ok)
            why = cq_order_test(&q->state, &list[i], from >= 0 && sent ? sent[from] : 0);
        if (!ok || why != CQ_ORDER_OK) {
            *code = ok ? "illegal" : "bad_action";
            snprintf(message, size, "orders[%d]: %s", i,
                     ok ? cq_order_problem_text(why) : "[from, to, units], vertex ids and a count");
            free(list);
            free(sent);
            return ok ? (int)why : -1;
        }
        if (from >= 0 && sent)
            sent[from] += list[i].units;
    }
    free(sent);
    /* Staged on a copy: the caller stores it, then keeps or drops it
     * (gs_cq_finish), so a turn that could not be stored changes nothing. */
    gs_cq *tmp = malloc(sizeof *tmp);
    if (tmp == NULL) {
        free(list);
        *code = "internal";
        snprintf(message, size, "out of memory");
        return -1;
    }
    *tmp = *q;
    tmp->pending[seat] = list;
    tmp->n_pending[seat] = (size_t)n;
    tmp->given[seat] = true;
    tmp->new_turn = NULL;
    tmp->staged_seat = seat;
    g->cq = tmp;
    tmp->resolved = all_given(g);
    bool ok = !tmp->resolved || resolve(g);
    g->cq = q;
    if (!ok) {
        gs_cq_finish(g, tmp, false);
        *code = "internal";
        snprintf(message, size, "the turn could not be resolved");
        return -1;
    }
    *staged = tmp;
    return -2;
}

void gs_cq_finish(gs_game *g, gs_cq *tmp, bool keep)
{
    gs_cq *q = g->cq;
    int seat = tmp->staged_seat;
    cq_order *list = tmp->pending[seat];
    if (!keep) {
        free(list);
        if (tmp->last != q->last)
            free(tmp->last);
        cJSON_Delete(tmp->new_turn);
        free(tmp);
        return;
    }
    if (q->pending[seat] != list)
        free(q->pending[seat]);
    if (tmp->resolved) {
        free(q->last);
        for (int p = 0; p < GSRV_SEATS; p++) {
            if (tmp->pending[p] != NULL && p != seat)
                free(tmp->pending[p]);
            tmp->pending[p] = NULL;
        }
        free(list);
        cJSON_AddItemToArray(tmp->turns, tmp->new_turn);
        tmp->new_turn = NULL;
    }
    *q = *tmp;
    free(tmp);
}

cJSON *gs_cq_view(const gs_game *g, int seat)
{
    const gs_cq *q = g->cq;
    cJSON *v = cJSON_CreateObject();
    cJSON_AddStringToObject(v, "type", "view");
    cJSON_AddStringToObject(v, "game", g->id);
    cJSON_AddStringToObject(v, "kind", "conquest");
    if (seat >= 0)
        cJSON_AddNumberToObject(v, "seat", seat);
    else
        cJSON_AddNullToObject(v, "seat");
    cJSON_AddNumberToObject(v, "seq", g->status == GS_STATUS_OPEN ? 0 : q->state.turn);
    cJSON_AddStringToObject(v, "status", gs_status_word(g->status));
    cJSON_AddItemToObject(v, "seats", gs_seats_json(g));
    cJSON *map = cJSON_AddObjectToObject(v, "map");
    cJSON_AddStringToObject(map, "file", q->map_file);
    if (g->status == GS_STATUS_OPEN)
        return v;
    data_cq_layout layout;
    data_cq_layout_default(&layout);
    layout.no_rng = true; /* the rules' generator foretells every battle: the server's alone */
    char *text = data_cq_state_to_json(&q->state, &layout);
    cJSON *state = text ? cJSON_Parse(text) : NULL;
    free(text);
    cJSON_AddItemToObject(v, "state", state ? state : cJSON_CreateNull());
    cJSON *given = cJSON_AddArrayToObject(v, "given");
    for (int p = 0; p < g->n_seats; p++)
        cJSON_AddItemToArray(given, cJSON_CreateBool(q->given[p] || g->seats[p].player == GS_COMPUTER));
    cJSON *last = cJSON_AddArrayToObject(v, "last_turn");
    for (size_t i = 0; i < q->n_last; i++) {
        cJSON *o = cJSON_CreateArray();
        cJSON_AddItemToArray(o, cJSON_CreateNumber(q->last[i].player));
        cJSON_AddItemToArray(o, cJSON_CreateNumber((double)q->last[i].from));
        cJSON_AddItemToArray(o, cJSON_CreateNumber((double)q->last[i].to));
        cJSON_AddItemToArray(o, cJSON_CreateNumber((double)q->last[i].units));
        cJSON_AddItemToArray(last, o);
    }
    if (seat >= 0 && q->given[seat]) { /* its own orders, no one else's */
        cJSON *mine = cJSON_AddArrayToObject(v, "orders");
        for (size_t i = 0; i < q->n_pending[seat]; i++) {
            cJSON *o = cJSON_CreateArray();
            cJSON_AddItemToArray(o, cJSON_CreateNumber((double)q->pending[seat][i].from));
            cJSON_AddItemToArray(o, cJSON_CreateNumber((double)q->pending[seat][i].to));
            cJSON_AddItemToArray(o, cJSON_CreateNumber((double)q->pending[seat][i].units));
            cJSON_AddItemToArray(mine, o);
        }
    }
    if (cq_state_over(&q->state)) {
        cJSON_AddNumberToObject(v, "winner", cq_state_winner(&q->state));
        /* Nothing is left to foretell: the generator as turn 1 began, so that
         * the turns replay exactly from turn 1's state (a client's record). */
        cq_state *start = malloc(sizeof *start);
        if (start && cq_state_setup(start, &q->map.graph, g->n_seats, q->max_turns, g->seed) == CQ_SETUP_OK) {
            char rng[24];
            snprintf(rng, sizeof rng, "%llu", (unsigned long long)start->rng.state);
            cJSON_AddStringToObject(v, "start_rng", rng);
        }
        free(start);
    }
    return v;
}

/* ---- the file's part ---- */

static cJSON *orders_json(const cq_order *o, size_t n, bool with_player)
{
    cJSON *a = cJSON_CreateArray();
    for (size_t i = 0; i < n; i++) {
        cJSON *x = cJSON_CreateArray();
        if (with_player)
            cJSON_AddItemToArray(x, cJSON_CreateNumber(o[i].player));
        cJSON_AddItemToArray(x, cJSON_CreateNumber((double)o[i].from));
        cJSON_AddItemToArray(x, cJSON_CreateNumber((double)o[i].to));
        cJSON_AddItemToArray(x, cJSON_CreateNumber((double)o[i].units));
        cJSON_AddItemToArray(a, x);
    }
    return a;
}

void gs_cq_store(const gs_game *g, cJSON *root)
{
    const gs_cq *q = g->cq;
    cJSON *o = cJSON_AddObjectToObject(root, "conquest");
    cJSON_AddStringToObject(o, "map", q->map_file);
    cJSON_AddNumberToObject(o, "max_turns", q->max_turns);
    cJSON *turns = cJSON_Duplicate(q->turns, true);
    if (q->new_turn)
        cJSON_AddItemToArray(turns, cJSON_Duplicate(q->new_turn, true));
    cJSON_AddItemToObject(o, "turns", turns);
    cJSON *rng = cJSON_AddArrayToObject(o, "bots");
    for (int p = 0; p < g->n_seats; p++) {
        char h[24];
        snprintf(h, sizeof h, "%016llx", (unsigned long long)q->rng[p].state);
        cJSON_AddItemToArray(rng, cJSON_CreateString(h));
    }
    cJSON *pending = cJSON_AddArrayToObject(o, "given");
    for (int p = 0; p < g->n_seats; p++)
        cJSON_AddItemToArray(pending, q->given[p] ? orders_json(q->pending[p], q->n_pending[p], false) : cJSON_CreateNull());
}

/* Orders [[player,] from, to, units] back; NULL on a bad entry. */
static cq_order *orders_read(const cJSON *a, int player, size_t *n)
{
    int k = cJSON_GetArraySize(a);
    cq_order *o = malloc(((size_t)k ? (size_t)k : 1) * sizeof *o);
    for (int i = 0; o && i < k; i++) {
        const cJSON *x = cJSON_GetArrayItem(a, i);
        int off = player < 0 ? 1 : 0;
        if (!cJSON_IsArray(x) || cJSON_GetArraySize(x) != 3 + off) {
            free(o);
            return NULL;
        }
        o[i].player = player < 0 ? cJSON_GetArrayItem(x, 0)->valueint : player;
        o[i].from = (int64_t)cJSON_GetArrayItem(x, off)->valuedouble;
        o[i].to = (int64_t)cJSON_GetArrayItem(x, off + 1)->valuedouble;
        o[i].units = (int64_t)cJSON_GetArrayItem(x, off + 2)->valuedouble;
    }
    *n = (size_t)k;
    return o;
}

bool gs_cq_load(gsrv *s, gs_game *g, const cJSON *root, char *why, size_t size)
{
    const cJSON *o = cJSON_GetObjectItemCaseSensitive(root, "conquest");
    const cJSON *map = cJSON_GetObjectItemCaseSensitive(o, "map");
    const cJSON *turns = cJSON_GetObjectItemCaseSensitive(o, "turns");
    const cJSON *maxt = cJSON_GetObjectItemCaseSensitive(o, "max_turns");
    const cJSON *given = cJSON_GetObjectItemCaseSensitive(o, "given");
    gs_cq *q = calloc(1, sizeof *q);
    if (q == NULL)
        return false;
    g->cq = q;
    cq_map_init(&q->map);
    q->turns = cJSON_CreateArray();
    if (!cJSON_IsString(map) || !cJSON_IsArray(turns) || !cJSON_IsNumber(maxt) || !cJSON_IsArray(given) ||
        !load_map(s, map->valuestring, &q->map, why, size)) {
        snprintf(why, size, "its conquest part does not load");
        return false;
    }
    snprintf(q->map_file, sizeof q->map_file, "%s", map->valuestring);
    q->max_turns = maxt->valueint;
    for (int p = 0; p < g->n_seats; p++)
        if (g->seats[p].player == GS_COMPUTER)
            g->seats[p].level_word = cq_bot_level_name((cq_bot_level)g->seats[p].level);
    bool open = false;
    for (int p = 0; p < g->n_seats; p++)
        open = open || g->seats[p].player == GS_OPEN;
    if (open)
        return true;
    if (!gs_cq_start(g)) {
        snprintf(why, size, "its setup does not fit its map");
        return false;
    }
    /* The turns again, every valid order as recorded (the bots' too). */
    const cJSON *t;
    cJSON_ArrayForEach(t, turns) {
        size_t n = 0;
        cq_order *list = orders_read(t, -1, &n);
        cq_order_problem *problems = malloc((n ? n : 1) * sizeof *problems);
        cq_turn_report rep;
        bool ok = list && problems && cq_turn_resolve(&q->state, list, n, problems, &rep);
        free(q->last);
        q->last = list;
        q->n_last = n;
        free(problems);
        if (!ok) {
            snprintf(why, size, "a turn of its record does not replay");
            return false;
        }
        cJSON_AddItemToArray(q->turns, cJSON_Duplicate(t, true));
    }
    const cJSON *bots = cJSON_GetObjectItemCaseSensitive(o, "bots");
    for (int p = 0; p < g->n_seats; p++) { /* the bots' generators where they were */
        const cJSON *h = cJSON_GetArrayItem(bots, p);
        if (cJSON_IsString(h))
            q->rng[p].state = strtoull(h->valuestring, NULL, 16);
    }
    for (int p = 0; p < g->n_seats; p++) {
        const cJSON *x = cJSON_GetArrayItem(given, p);
        if (cJSON_IsArray(x)) {
            q->pending[p] = orders_read(x, p, &q->n_pending[p]);
            q->given[p] = q->pending[p] != NULL;
        }
    }
    return true;
}
