/*
 * The Conquest bot server (cq_serve.h) on libwebsockets: connections, the
 * game's clock and its turns. What a client's message does is in
 * cq_serve_proto.c; what is sent, the output queues and the bounds on them, in
 * cq_serve_send.c.
 *
 * What the public server does and we match (docs/conquest.md, "The bot
 * server"): a bot sends join_as_bot with its player_id and is answered
 * connection_confirmed, then every client gets a game_state (in the lobby, only
 * the seats taken); orders are the last move_command a bot sent during the turn;
 * after the turn every client gets turn_processed (its `turn` the next turn's
 * number, or the last one's when the game ends), then the new game_state, and
 * at the end game_over. A bot that disconnects during the game keeps its seat
 * (status "disconnected"); one that leaves the lobby frees its seat. After the
 * end the game stays while anyone is connected (at most linger_ms).
 *
 * Where we differ: the turn also closes as soon as every connected bot still in
 * the game has sent its orders, once turn_min_ms has passed; the game starts
 * when the seats are full unless wait_start; the rules are ours.
 *
 * Memory stays bounded whatever clients do: a message above
 * CQ_SERVE_MAX_MESSAGE closes its connection; at most FLOOD_PER_TURN messages a
 * turn are read; a connection with CQS_QUEUE_MAX bytes unread is closed at once (its
 * queue freed then, not when the peer acknowledges the close), and when all
 * queues together pass CQS_QUEUE_TOTAL_MAX the largest is (outq.c); freed memory goes back to
 * the system; orders are kept for one turn (the record keeps valid ones only, and
 * only when asked).
 */
#define _GNU_SOURCE /* clock_gettime, malloc_trim */
#include "cq_serve_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "skirmish/ai/cq_bots.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/i18n.h"

#define RX_KEEP (64u << 10)     /* a receive buffer larger than this is freed after its message */
#define TICK_US 2000
#define IDLE_END_US 1000000     /* after the end, with nobody connected: as the server's 1 s cleanup check */

typedef struct pss {
    cqs_conn *c;
} pss;

int64_t cqs_now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

/* ---- the game ---- */

static void start_turn(cq_serve *s)
{
    for (int p = 0; p < s->cfg.n_seats; p++) {
        s->seats[p].has_orders = false;
        s->seats[p].n_orders = 0;
    }
    for (cqs_conn *c = s->conns; c; c = c->next)
        c->msgs = c->errors = 0;
    s->turn_start_us = cqs_now_us();
    s->deadline_us = s->turn_start_us + (int64_t)s->cfg.turn_ms * 1000;
}

/* The game starts now: the seats are full, or the viewer's Start. */
static void start_game(cq_serve *s)
{
    /* Seats nobody took leave the game (a start before the seats are full). */
    bool keep[CQ_MAX_PLAYERS] = { false };
    int map[CQ_MAX_PLAYERS];
    int n = s->cfg.n_seats;
    for (int p = 0; p < n; p++)
        keep[p] = cqs_seat_taken(s, p);
    int kept = cqs_state_keep_players(&s->state, keep, map);
    if (kept != n) {
        for (int p = 0; p < n; p++) {
            if (map[p] < 0)
                free(s->seats[p].orders);
            else
                s->seats[map[p]] = s->seats[p];
        }
        for (int p = kept; p < n; p++)
            memset(&s->seats[p], 0, sizeof s->seats[p]);
        for (cqs_conn *c = s->conns; c; c = c->next)
            if (c->seat >= 0)
                c->seat = map[c->seat];
        s->cfg.n_seats = kept;
    }
    s->phase = CQ_SERVE_PLAYING;
    /* The record starts here: the players now have their names. */
    data_cq_layout layout;
    data_cq_layout_default(&layout);
    free(s->initial_json);
    s->initial_json = s->cfg.record ? data_cq_state_to_json(&s->state, &layout) : NULL;
    cqs_log(s, "%sthe game starts on %ld seats", "", s->cfg.n_seats);
    cqs_broadcast_state(s);
    start_turn(s);
}

static bool all_seats_filled(const cq_serve *s)
{
    for (int p = 0; p < s->cfg.n_seats; p++)
        if (s->seats[p].kind == CQ_SERVE_NETWORK && s->seats[p].c == NULL)
            return false;
    return true;
}

/* Every local seat still in the game has given its orders. */
static bool locals_answered(const cq_serve *s)
{
    for (int p = 0; p < s->cfg.n_seats; p++)
        if (s->seats[p].kind == CQ_SERVE_LOCAL && !s->state.players[p].eliminated && !s->seats[p].has_orders)
            return false;
    return true;
}

/* Every connected bot and local seat still in the game has given its orders. */
static bool all_answered(const cq_serve *s)
{
    bool any = false;
    for (int p = 0; p < s->cfg.n_seats; p++) {
        const cqs_seat *si = &s->seats[p];
        if (si->kind == CQ_SERVE_LOCAL && !s->state.players[p].eliminated) {
            any = true;
            if (!si->has_orders)
                return false;
        }
        if (si->kind != CQ_SERVE_NETWORK || si->c == NULL || s->state.players[p].eliminated)
            continue;
        any = true;
        if (!si->has_orders)
            return false;
    }
    return any;
}

static void record_turn(cq_serve *s, const cq_order *orders, size_t n)
{
    char *text = data_cq_orders_to_json(&s->state, orders, n);
    cJSON *item = text ? cJSON_Parse(text) : NULL;
    free(text);
    if (item)
        cJSON_AddItemToArray(s->turns, item);
}

/* The valid orders with those along one edge added up, in the order of their
 * first order: at most one entry per edge whatever a bot sends. Writes them
 * over `orders`; returns how many. */
static size_t merge_valid(const cq_state *st, cq_order *orders, const cq_order_problem *problems, size_t n,
                          int64_t *edge_units)
{
    const cq_graph *g = st->graph;
    int *edge = malloc((n ? n : 1) * sizeof *edge);
    if (edge == NULL)
        return 0;
    for (size_t i = 0; i < n; i++) {
        edge[i] = -1;
        if (problems != NULL && problems[i] != CQ_ORDER_OK)
            continue;
        int f = cq_graph_find(g, orders[i].from), t = cq_graph_find(g, orders[i].to);
        edge[i] = f >= 0 && t >= 0 ? cq_graph_edge(g, f, t) : -1;
        if (edge[i] >= 0)
            edge_units[edge[i]] += orders[i].units;
    }
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        if (edge[i] < 0 || edge_units[edge[i]] == 0)
            continue;
        cq_order o = orders[i];
        o.units = edge_units[edge[i]];
        edge_units[edge[i]] = 0;
        orders[k++] = o;
    }
    free(edge);
    return k;
}

/* turn_processed as the server sends it, for `moves` (merged valid orders) on
 * the state after the turn. */
static char *turn_processed_json(const cq_serve *s, const cq_state *after, int turn, bool over,
                                 const cq_order *moves, size_t n)
{
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "turn_processed");
    cJSON_AddNumberToObject(m, "turn", turn);
    cJSON *list = cJSON_AddArrayToObject(m, "move_animations");
    for (size_t i = 0; i < n; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "player_id", after->players[moves[i].player].id);
        cJSON_AddNumberToObject(o, "from_vertex", (double)moves[i].from);
        cJSON_AddNumberToObject(o, "to_vertex", (double)moves[i].to);
        cJSON_AddNumberToObject(o, "units", (double)moves[i].units);
        cJSON_AddNumberToObject(o, "cost", 0);
        cJSON_AddItemToArray(list, o);
    }
    cJSON *gen = cJSON_AddArrayToObject(m, "unit_generation");
    const cq_graph *g = after->graph;
    for (int v = 0; v < g->n_vertices; v++) {
        int c = after->controller[v];
        if (c == CQ_NEUTRAL)
            continue;
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "vertex_id", g->vertices[v].id);
        cJSON_AddStringToObject(o, "controller", after->players[c].id);
        cJSON_AddNumberToObject(o, "units_added", g->vertices[v].weight);
        cJSON_AddNumberToObject(o, "units_from_combat", 0);
        cJSON_AddItemToArray(gen, o);
    }
    cJSON_AddBoolToObject(m, "game_over", over);
    cJSON_AddNumberToObject(m, "turn_duration_seconds", s->cfg.turn_ms / 1000.0);
    cJSON_AddNumberToObject(m, "max_turns", after->max_turns);
    char *text = cJSON_PrintUnformatted(m);
    cJSON_Delete(m);
    return text;
}

static void play_turn(cq_serve *s)
{
    size_t n = 0;
    for (int p = 0; p < s->cfg.n_seats; p++) {
        cqs_seat *si = &s->seats[p];
        if (si->kind == CQ_SERVE_NETWORK || si->kind == CQ_SERVE_LOCAL) {
            memcpy(s->all + n, si->orders, si->n_orders * sizeof *s->all);
            n += si->n_orders;
        } else if (!s->state.players[p].eliminated) {
            int k = cq_bot_orders(&s->state, p, (cq_bot_level)si->kind, &si->rng, s->all + n, (int)s->order_cap);
            n += k > 0 ? (size_t)k : 0;
        }
    }
    s->before = s->state;
    cq_turn_report rep;
    if (!cq_turn_resolve(&s->state, s->all, n, s->problems, &rep))
        return; /* out of memory: the turn is tried again at the next tick */
    if (s->cfg.on_turn)
        s->cfg.on_turn(s->cfg.user, &s->before, s->all, n, s->problems, &s->state);
    /* Dropped orders are kept nowhere: the record takes the valid ones. */
    size_t valid = 0;
    for (size_t i = 0; i < n; i++)
        if (s->problems[i] == CQ_ORDER_OK)
            s->all[valid++] = s->all[i];
    if (s->cfg.record)
        record_turn(s, s->all, valid);
    size_t moves = merge_valid(&s->state, s->all, NULL, valid, s->edge_units);

    /* As the server: the turn now awaited, or the last one when the game ends. */
    int next = rep.over ? rep.turn : rep.turn + 1;
    char *text = turn_processed_json(s, &s->state, next, rep.over, s->all, moves);
    if (text != NULL && strlen(text) > CQ_SERVE_MAX_SENT) {
        /* Orders on thousands of edges: the moves are left out rather than
         * the message refused by the clients (the state that follows has it all). */
        free(text);
        text = turn_processed_json(s, &s->state, next, rep.over, s->all, 0);
    }
    cqs_broadcast_text(s, text);
    free(text);
    cqs_broadcast_state(s);
    cqs_log(s, "%sturn %ld played", "", rep.turn);

    if (rep.over) {
        cJSON *over = cJSON_CreateObject();
        cJSON_AddStringToObject(over, "type", "game_over");
        cJSON_AddNumberToObject(over, "turn", rep.turn);
        cJSON *ranks = cJSON_AddArrayToObject(over, "final_rankings");
        int order[CQ_MAX_PLAYERS], start[CQ_MAX_PLAYERS + 1];
        int groups = cq_state_rank_groups(&s->state, order, start);
        for (int gi = 0; gi < groups; gi++) {
            cJSON *group = cJSON_CreateArray();
            for (int i = start[gi]; i < start[gi + 1]; i++)
                cJSON_AddItemToArray(group, cJSON_CreateString(s->state.players[order[i]].id));
            cJSON_AddItemToArray(ranks, group);
        }
        text = cJSON_PrintUnformatted(over);
        cJSON_Delete(over);
        cqs_broadcast_text(s, text);
        free(text);
        s->phase = CQ_SERVE_OVER;
        s->deadline_us = cqs_now_us() + (int64_t)s->cfg.linger_ms * 1000;
        s->idle_since_us = 0;
        return;
    }
    start_turn(s);
}

static void tick(cq_serve *s)
{
    int64_t now = cqs_now_us();
#ifdef __GLIBC__
    if (s->trim || s->outq.trim)
        malloc_trim(0); /* freed queues go back to the system */
#endif
    s->trim = s->outq.trim = false;
    if (s->phase == CQ_SERVE_LOBBY && !s->cfg.wait_start && all_seats_filled(s))
        start_game(s);
    if (s->phase == CQ_SERVE_PLAYING && !s->hold && locals_answered(s) &&
        (now >= s->deadline_us || (now >= s->turn_start_us + (int64_t)s->cfg.turn_min_ms * 1000 && all_answered(s))))
        play_turn(s);
    if (s->phase == CQ_SERVE_OVER) {
        /* As the server: the game stays while anyone is connected (here at most
         * linger_ms), and goes once nobody is. */
        bool open = false;
        for (cqs_conn *c = s->conns; c; c = c->next)
            open = open || (!c->out.closing && (c->seat >= 0 || c->viewer));
        if (open)
            s->idle_since_us = 0;
        else if (s->idle_since_us == 0)
            s->idle_since_us = now;
        if (now >= s->deadline_us || (s->idle_since_us != 0 && now - s->idle_since_us >= IDLE_END_US))
            s->phase = CQ_SERVE_DONE;
    }
}

static void sul_tick(lws_sorted_usec_list_t *sul)
{
    cq_serve *s = lws_container_of(sul, cq_serve, sul);
    tick(s);
    lws_sul_schedule(s->ctx, 0, &s->sul, sul_tick, TICK_US);
}

/* ---- connections ---- */

static void drop_conn(cq_serve *s, cqs_conn *c)
{
    if (c->seat >= 0) {
        cqs_seat *si = &s->seats[c->seat];
        si->c = NULL;
        cqs_log(s, "%s leaves, seat %ld", s->state.players[c->seat].id, c->seat);
        if (s->phase == CQ_SERVE_LOBBY) {
            /* As the server: leaving the lobby frees the seat. */
            si->joined = false;
            snprintf(s->state.players[c->seat].id, CQ_PLAYER_ID_MAX, "p%d", c->seat);
        } else if (s->phase == CQ_SERVE_PLAYING) {
            s->state.players[c->seat].disconnected = true;
        }
        c->seat = -1;
        if (s->phase == CQ_SERVE_LOBBY)
            cqs_broadcast_state(s);
        else if (s->phase == CQ_SERVE_PLAYING)
            cqs_broadcast_state_viewers(s);
    }
    for (cqs_conn **p = &s->conns; *p; p = &(*p)->next)
        if (*p == c) {
            *p = c->next;
            break;
        }
    net_outq_remove(&c->out);
    if (net_rx_free(&c->rx, RX_KEEP))
        s->trim = true;
    free(c);
}

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    pss *ps = user;
    cq_serve *s = lws_context_user(lws_get_context(wsi));
    switch (reason) {
    case LWS_CALLBACK_ESTABLISHED: {
        cqs_conn *c = calloc(1, sizeof *c);
        if (c == NULL)
            return -1;
        c->wsi = wsi;
        c->server = s;
        c->seat = -1;
        net_outq_add(&s->outq, &c->out, wsi, c);
        c->next = s->conns;
        s->conns = c;
        ps->c = c;
        break;
    }
    case LWS_CALLBACK_RECEIVE: {
        cqs_conn *c = ps->c;
        if (c == NULL || c->out.closing)
            return c == NULL ? -1 : 0;
        net_rx_result r = net_rx_add(&c->rx, wsi, in, len, 4096, CQ_SERVE_MAX_MESSAGE);
        if (r == NET_RX_CLOSE)
            return -1;
        if (r == NET_RX_WHOLE) {
            if (!lws_frame_is_binary(wsi)) {
                if (cqs_on_message(s, c, (const char *)c->rx.buf, c->rx.len))
                    start_game(s); /* the viewer's Start */
            } else
                cqs_send_error(c, "Invalid JSON format");
            if (net_rx_done(&c->rx, RX_KEEP)) /* one large message does not cost for the rest of the game */
                s->trim = true;
            tick(s); /* a turn may close now */
        }
        break;
    }
    case LWS_CALLBACK_SERVER_WRITEABLE: {
        cqs_conn *c = ps->c;
        if (c == NULL || c->out.closing)
            return -1;
        return net_outq_drain(&c->out);
    }
    case LWS_CALLBACK_CLOSED:
        if (ps->c) {
            drop_conn(s, ps->c);
            ps->c = NULL;
        }
        break;
    default:
        break;
    }
    return 0;
}

static const struct lws_protocols protocols[] = {
    {"chromatic-warfare", callback, sizeof(pss), 4096, 0, NULL, 0},
    {NULL, NULL, 0, 0, 0, NULL, 0},
};

/* ---- the size of what is sent ---- */

/* The largest game_state this game can send with player names of `len` bytes:
 * every vertex held with the most units a vertex may have, every player but
 * one eliminated in a turn of its own, the rankings written. (A turn_processed
 * too large loses its moves, play_turn.) */
static size_t worst_size(const cq_serve *s, int len)
{
    cq_state *st = malloc(sizeof *st);
    if (st == NULL)
        return 0;
    *st = s->state;
    const cq_graph *g = st->graph;
    for (int p = 0; p < st->n_players; p++) {
        memset(st->players[p].id, 'x', (size_t)len);
        st->players[p].id[0] = (char)('a' + p);
        st->players[p].id[len] = '\0';
        st->players[p].eliminated = p > 0;
        st->players[p].eliminated_turn = p;
    }
    for (int v = 0; v < g->n_vertices; v++) {
        st->controller[v] = 0;
        st->units[v] = CQ_MAX_UNITS;
    }
    st->turn = st->max_turns;
    st->ended = true;
    data_cq_layout layout;
    data_cq_layout_default(&layout);
    layout.wrap = true;
    layout.no_rng = true; /* as cqs_state_message sends it */
    layout.turn_duration_seconds = s->cfg.turn_ms / 1000.0;
    char *text = data_cq_state_to_json(st, &layout);
    size_t n = text ? strlen(text) : 0;
    free(text);
    free(st);
    return n;
}

/* The longest name that keeps a game_state within CQ_SERVE_MAX_SENT, or -1 (out
 * of memory); *size_at_min: the largest state with CQ_SERVE_MIN_NAME bytes.
 * The size grows by the same amount with each byte of name. */
static int longest_name(const cq_serve *s, size_t *size_at_min)
{
    size_t a1 = worst_size(s, 1), a2 = worst_size(s, 2);
    if (a1 == 0 || a2 <= a1)
        return -1;
    size_t slope = a2 - a1;
    *size_at_min = a1 + slope * (CQ_SERVE_MIN_NAME - 1);
    if (a1 > CQ_SERVE_MAX_SENT)
        return 0;
    size_t room = 1 + (CQ_SERVE_MAX_SENT - a1) / slope;
    return room > CQ_PLAYER_ID_MAX - 1 ? CQ_PLAYER_ID_MAX - 1 : (int)room;
}

/* ---- the server ---- */

static const char *level_name(int level)
{
    static const char *const names[] = {"random", "easy", "normal", "hard"};
    return level >= 0 && level < CQ_BOT_LEVELS ? names[level] : "network";
}

cq_serve *cq_serve_open(const cq_serve_config *config, char *why, size_t why_size)
{
    const cq_map *map = config->map;
    if (map == NULL || config->n_seats < map->min_players || config->n_seats > map->max_players ||
        config->n_seats > CQ_SETUP_MAX_PLAYERS) {
        snprintf(why, why_size, _("the map is for %d to %d players"), map ? map->min_players : 0,
                 map ? map->max_players : 0);
        return NULL;
    }
    cq_serve *s = calloc(1, sizeof *s);
    if (s == NULL) {
        snprintf(why, why_size, "%s", _("out of memory"));
        return NULL;
    }
    s->cfg = *config;
    net_outq_pool_init(&s->outq, CQS_QUEUE_MAX, CQS_QUEUE_TOTAL_MAX, cqs_conn_closed);
    cq_map_init(&s->map);
    s->map = *map;
    cq_graph_init(&s->map.graph);
    s->order_cap = (size_t)(map->graph.n_edges > 0 ? map->graph.n_edges : 1);
    s->all = malloc(s->order_cap * (size_t)config->n_seats * sizeof *s->all);
    s->problems = malloc(s->order_cap * (size_t)config->n_seats * sizeof *s->problems);
    s->edge_units = calloc(s->order_cap, sizeof *s->edge_units);
    s->turns = config->record ? cJSON_CreateArray() : NULL;
    bool ok = cq_graph_copy(&s->map.graph, &map->graph) && s->all && s->problems && s->edge_units &&
              (s->turns || !config->record);
    /* conquest-sim's game 0 with this seed: the same start, the same bots. */
    core_rng seeds;
    core_rng_seed(&seeds, config->seed);
    uint64_t game_seed = core_rng_next(&seeds);
    int limit = config->max_turns > 0 ? config->max_turns : map->max_turns;
    if (ok && cq_state_setup(&s->state, &s->map.graph, config->n_seats, limit, game_seed) != CQ_SETUP_OK) {
        snprintf(why, why_size, "%s", _("cannot set the game up on this map"));
        cq_serve_close(s);
        return NULL;
    }
    for (int p = 0; ok && p < config->n_seats; p++) {
        cqs_seat *si = &s->seats[p];
        si->kind = config->seat[p];
        si->orders = malloc(s->order_cap * sizeof *si->orders);
        ok = si->orders != NULL;
        core_rng_seed(&si->rng, game_seed ^ (UINT64_C(0x9E3779B97F4A7C15) * (uint64_t)(p + 1)));
        if (si->kind >= 0) /* our levels; local seats keep "p<seat>" */
            snprintf(s->state.players[p].id, CQ_PLAYER_ID_MAX, "%s_%d", level_name(si->kind), p);
    }
    size_t at_min = 0;
    s->name_max = ok ? longest_name(s, &at_min) : -1;
    if (!ok || s->name_max < 0) {
        snprintf(why, why_size, "%s", _("out of memory"));
        cq_serve_close(s);
        return NULL;
    }
    if (s->name_max < CQ_SERVE_MIN_NAME) {
        /* TRANSLATORS: bytes of a message, then the limit in bytes. "game_state" is a message's name. */
        snprintf(why, why_size,
                 _("the map is too large to serve: its game_state could reach %zu bytes, above the %d bytes (1 MiB) "
                   "the community's bot library accepts"),
                 at_min, CQ_SERVE_MAX_SENT);
        cq_serve_close(s);
        return NULL;
    }

    lws_set_log_level(config->log ? LLL_ERR | LLL_WARN : LLL_ERR, NULL);
    struct lws_context_creation_info info;
    memset(&info, 0, sizeof info);
    info.port = config->port;
    info.iface = "127.0.0.1";
    info.protocols = protocols;
    info.user = s;
    info.options = LWS_SERVER_OPTION_DISABLE_IPV6;
    info.gid = -1;
    info.uid = -1;
    s->ctx = lws_create_context(&info);
    if (s->ctx == NULL) {
        snprintf(why, why_size, _("cannot listen on 127.0.0.1:%d (in use?)"), config->port);
        cq_serve_close(s);
        return NULL;
    }
    s->vh = lws_get_vhost_by_name(s->ctx, "default");
    s->port = s->vh ? lws_get_vhost_listen_port(s->vh) : config->port;
    if (s->port <= 0) {
        snprintf(why, why_size, _("cannot listen on 127.0.0.1:%d"), config->port);
        cq_serve_close(s);
        return NULL;
    }
    s->phase = CQ_SERVE_LOBBY;
    lws_sul_schedule(s->ctx, 0, &s->sul, sul_tick, TICK_US);
    return s;
}

void cq_serve_close(cq_serve *s)
{
    if (s == NULL)
        return;
    s->phase = CQ_SERVE_DONE; /* no more broadcasts while connections close */
    if (s->ctx) {
        lws_sul_cancel(&s->sul);
        lws_context_destroy(s->ctx); /* closes the connections: drop_conn frees each */
    }
    while (s->conns)
        drop_conn(s, s->conns);
    for (int p = 0; p < CQ_SETUP_MAX_PLAYERS; p++)
        free(s->seats[p].orders);
    free(s->all);
    free(s->problems);
    free(s->edge_units);
    free(s->initial_json);
    cJSON_Delete(s->turns);
    cq_map_free(&s->map);
    free(s);
}

int cq_serve_port(const cq_serve *s) { return s->port; }

int cq_serve_name_max(const cq_serve *s) { return s->name_max; }

cq_serve_phase cq_serve_service(cq_serve *s, bool wait)
{
    if (s->phase != CQ_SERVE_DONE)
        lws_service(s->ctx, wait ? 0 : -1);
    tick(s);
    return s->phase;
}

cq_serve_phase cq_serve_phase_now(const cq_serve *s) { return s->phase; }

void cq_serve_hold(cq_serve *s, bool hold) { s->hold = hold; }

const cq_state *cq_serve_state(const cq_serve *s) { return &s->state; }

bool cq_serve_give_orders(cq_serve *s, int seat, const cq_order *orders, size_t n)
{
    if (seat < 0 || seat >= s->cfg.n_seats || s->seats[seat].kind != CQ_SERVE_LOCAL || s->phase != CQ_SERVE_PLAYING)
        return false;
    cqs_seat *si = &s->seats[seat];
    if (n > s->order_cap)
        n = s->order_cap;
    for (size_t i = 0; i < n; i++) {
        si->orders[i] = orders[i];
        si->orders[i].player = seat;
    }
    si->n_orders = n;
    si->has_orders = true;
    /* The bots answer within a turn's length from now (a person may take long). */
    if (locals_answered(s)) {
        int64_t now = cqs_now_us();
        if (s->deadline_us < now + (int64_t)s->cfg.turn_ms * 1000)
            s->deadline_us = now + (int64_t)s->cfg.turn_ms * 1000;
    }
    return true;
}

bool cq_serve_seat_answered(const cq_serve *s, int seat)
{
    return seat >= 0 && seat < s->cfg.n_seats && s->seats[seat].has_orders;
}

bool cq_serve_seat_connected(const cq_serve *s, int seat)
{
    return seat >= 0 && seat < s->cfg.n_seats && s->seats[seat].c != NULL;
}

char *cq_serve_record_json(const cq_serve *s)
{
    cJSON *root = cJSON_CreateObject();
    char seed[24];
    snprintf(seed, sizeof seed, "%llu", (unsigned long long)s->cfg.seed);
    cJSON_AddStringToObject(root, "seed", seed);
    cJSON_AddItemToObject(root, "initial", s->initial_json ? cJSON_Parse(s->initial_json) : cJSON_CreateNull());
    if (s->turns)
        cJSON_AddItemReferenceToObject(root, "turns", s->turns);
    else
        cJSON_AddArrayToObject(root, "turns");
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    return text;
}
