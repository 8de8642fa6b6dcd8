/*
 * The Conquest bot server (cq_serve.h) on libwebsockets.
 *
 * What the public server does and we match: a bot sends join_as_bot with its
 * player_id and is answered connection_confirmed, then every client gets a
 * game_state; the game starts when the seats are full; each turn lasts
 * turn_ms, orders are the last move_command a bot sent during the turn (a later
 * one replaces an earlier one), a bot that sends nothing in time gives no
 * orders that turn; after the turn every client gets turn_processed, then the
 * new game_state, and at the end game_over. A bot that disconnects during the
 * game keeps its seat (status "disconnected") and gives no more orders; one that
 * leaves the lobby frees its seat.
 *
 * Where we differ (docs/conquest.md): the turn also closes as soon as every
 * connected bot still in the game has sent its orders (the server always waits
 * the whole turn); the rules are ours (cq_turn_resolve).
 *
 * A connection is bounded in what it can cost the others: a message above
 * CQ_SERVE_MAX_MESSAGE closes it, at most FLOOD_PER_TURN messages a turn are
 * read (the rest are ignored), at most ERRORS_PER_TURN error replies are sent,
 * and a connection that does not read what it is sent (QUEUE_MAX bytes waiting)
 * is closed.
 */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "skirmish/net/cq_serve.h"

#include <cjson/cJSON.h>
#include <libwebsockets.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "skirmish/ai/cq_bots.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/i18n.h"

#define FLOOD_PER_TURN 1000
#define ERRORS_PER_TURN 20
#define QUEUE_MAX (64u << 20)
#define TICK_US 2000

typedef struct out_msg {
    struct out_msg *next;
    size_t len;
    unsigned char buf[]; /* LWS_PRE bytes, then the text */
} out_msg;

typedef struct conn {
    struct conn *next;
    struct lws *wsi;
    cq_serve *server;
    int seat;            /* -1: none */
    bool viewer;
    bool closing;
    out_msg *head, *tail;
    size_t queued;
    unsigned char *rx;
    size_t rx_len;
    int msgs, errors;    /* this turn */
    /* The turns of the game_state messages sent to this bot in play and not yet
     * answered, oldest first: an answer goes to the oldest (docs/conquest.md). */
    int32_t pending[16];
    int n_pending;
} conn;

typedef struct seat_info {
    int kind;            /* CQ_SERVE_NETWORK or a bot level */
    conn *c;             /* the connected bot, NULL if none */
    bool joined;         /* a bot took the seat (it may have left since, in play) */
    bool has_orders;
    cq_order *orders;
    size_t n_orders;
    core_rng rng;        /* a bot level's own generator */
} seat_info;

struct cq_serve {
    cq_serve_config cfg;
    struct lws_context *ctx;
    struct lws_vhost *vh;
    int port;
    cq_map map;
    cq_state state;
    cq_state before;
    seat_info seats[CQ_SETUP_MAX_PLAYERS];
    size_t order_cap;    /* per seat: the edges, at most one order per edge is useful */
    cq_order *all;       /* a turn's orders, all seats */
    cq_order_problem *problems;
    cq_serve_phase phase;
    int64_t deadline_us; /* turn end, or end of the linger */
    conn *conns;
    lws_sorted_usec_list_t sul;
    char *initial_json;
    cJSON *turns;        /* the record */
    bool hold;
};

typedef struct pss {
    conn *c;
} pss;

static int64_t now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static void logf_(cq_serve *s, const char *fmt, const char *a, long b)
{
    if (!s->cfg.log)
        return;
    fprintf(stderr, "conquest-serve: ");
    fprintf(stderr, fmt, a, b);
    fputc('\n', stderr);
}

/* ---- sending ---- */

static void queue_text(conn *c, const char *text)
{
    if (c->closing || text == NULL)
        return;
    size_t len = strlen(text);
    if (c->queued + len > QUEUE_MAX) {
        /* It does not read what it is sent: it only costs the others. */
        c->closing = true;
        lws_callback_on_writable(c->wsi);
        return;
    }
    out_msg *m = malloc(sizeof *m + LWS_PRE + len);
    if (m == NULL)
        return;
    m->next = NULL;
    m->len = len;
    memcpy(m->buf + LWS_PRE, text, len);
    if (c->tail)
        c->tail->next = m;
    else
        c->head = m;
    c->tail = m;
    c->queued += len;
    lws_callback_on_writable(c->wsi);
}

static void queue_json(conn *c, cJSON *msg)
{
    char *text = cJSON_PrintUnformatted(msg);
    queue_text(c, text);
    free(text);
}

static void send_error(conn *c, const char *message)
{
    if (++c->errors > ERRORS_PER_TURN)
        return;
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "error");
    cJSON_AddStringToObject(m, "message", message);
    queue_json(c, m);
    cJSON_Delete(m);
}

static void broadcast_text(cq_serve *s, const char *text)
{
    for (conn *c = s->conns; c; c = c->next)
        if (c->seat >= 0 || c->viewer)
            queue_text(c, text);
}

/* The state as the server sends it; in the lobby, turn 0 and "waiting". */
static char *state_message(cq_serve *s)
{
    data_cq_layout layout;
    data_cq_layout_default(&layout);
    layout.wrap = true;
    layout.turn_duration_seconds = s->cfg.turn_ms / 1000.0;
    char *text = data_cq_state_to_json(&s->state, &layout);
    if (text == NULL || s->phase != CQ_SERVE_LOBBY)
        return text;
    cJSON *root = cJSON_Parse(text);
    free(text);
    if (root == NULL)
        return NULL;
    cJSON_ReplaceItemInObjectCaseSensitive(root, "turn", cJSON_CreateNumber(0));
    cJSON_ReplaceItemInObjectCaseSensitive(root, "game_status", cJSON_CreateString("waiting"));
    text = cJSON_PrintUnformatted(root);
    cJSON_Delete(root);
    return text;
}

/* The state to everyone. In play each bot gets one state a turn, which it
 * answers once; in the middle of a turn (a bot left) only viewers get it. */
static void broadcast_state(cq_serve *s, bool mid_turn)
{
    char *text = state_message(s);
    for (conn *c = s->conns; c && text; c = c->next) {
        if (c->viewer || (c->seat >= 0 && (!mid_turn || s->phase == CQ_SERVE_LOBBY)))
            queue_text(c, text);
        if (c->seat >= 0 && !mid_turn && s->phase == CQ_SERVE_PLAYING && !s->state.players[c->seat].eliminated) {
            if (c->n_pending == (int)(sizeof c->pending / sizeof c->pending[0])) {
                memmove(c->pending, c->pending + 1, sizeof c->pending - sizeof c->pending[0]);
                c->n_pending--;
            }
            c->pending[c->n_pending++] = s->state.turn;
        }
    }
    free(text);
}

/* ---- the game ---- */

static void start_turn(cq_serve *s)
{
    for (int p = 0; p < s->cfg.n_seats; p++) {
        s->seats[p].has_orders = false;
        s->seats[p].n_orders = 0;
    }
    for (conn *c = s->conns; c; c = c->next)
        c->msgs = c->errors = 0;
    s->deadline_us = now_us() + (int64_t)s->cfg.turn_ms * 1000;
}

static void start_game(cq_serve *s)
{
    s->phase = CQ_SERVE_PLAYING;
    /* The record starts here: the players now have their names. */
    data_cq_layout layout;
    data_cq_layout_default(&layout);
    free(s->initial_json);
    s->initial_json = data_cq_state_to_json(&s->state, &layout);
    logf_(s, "%sthe game starts on %ld seats", "", s->cfg.n_seats);
    broadcast_state(s, false);
    start_turn(s);
}

static bool all_seats_filled(const cq_serve *s)
{
    for (int p = 0; p < s->cfg.n_seats; p++)
        if (s->seats[p].kind == CQ_SERVE_NETWORK && s->seats[p].c == NULL)
            return false;
    return true;
}

/* Every connected bot still in the game has given its orders. */
static bool all_answered(const cq_serve *s)
{
    bool any = false;
    for (int p = 0; p < s->cfg.n_seats; p++) {
        const seat_info *si = &s->seats[p];
        if (si->kind != CQ_SERVE_NETWORK || si->c == NULL || s->state.players[p].eliminated)
            continue;
        any = true;
        if (!si->has_orders)
            return false;
    }
    return any;
}

static void record_turn(cq_serve *s, size_t n)
{
    char *text = data_cq_orders_to_json(&s->state, s->all, n);
    cJSON *item = text ? cJSON_Parse(text) : NULL;
    free(text);
    if (item)
        cJSON_AddItemToArray(s->turns, item);
}

static void play_turn(cq_serve *s)
{
    size_t n = 0;
    for (int p = 0; p < s->cfg.n_seats; p++) {
        seat_info *si = &s->seats[p];
        if (si->kind == CQ_SERVE_NETWORK) {
            memcpy(s->all + n, si->orders, si->n_orders * sizeof *s->all);
            n += si->n_orders;
        } else if (!s->state.players[p].eliminated) {
            int k = cq_bot_orders(&s->state, p, (cq_bot_level)si->kind, &si->rng, s->all + n, (int)s->order_cap);
            n += k > 0 ? (size_t)k : 0;
        }
    }
    record_turn(s, n);
    s->before = s->state;
    cq_turn_report rep;
    if (!cq_turn_resolve(&s->state, s->all, n, s->problems, &rep))
        return; /* out of memory: the turn is tried again at the next tick */

    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "turn_processed");
    cJSON_AddNumberToObject(m, "turn", rep.turn);
    cJSON *moves = cJSON_AddArrayToObject(m, "move_animations");
    for (size_t i = 0; i < n; i++) {
        if (s->problems[i] != CQ_ORDER_OK)
            continue;
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "player_id", s->state.players[s->all[i].player].id);
        cJSON_AddNumberToObject(o, "from_vertex", (double)s->all[i].from);
        cJSON_AddNumberToObject(o, "to_vertex", (double)s->all[i].to);
        cJSON_AddNumberToObject(o, "units", (double)s->all[i].units);
        cJSON_AddNumberToObject(o, "cost", 0);
        cJSON_AddItemToArray(moves, o);
    }
    cJSON *gen = cJSON_AddArrayToObject(m, "unit_generation");
    const cq_graph *g = s->state.graph;
    for (int v = 0; v < g->n_vertices; v++) {
        int c = s->state.controller[v];
        if (c == CQ_NEUTRAL)
            continue;
        cJSON *o = cJSON_CreateObject();
        cJSON_AddNumberToObject(o, "vertex_id", g->vertices[v].id);
        cJSON_AddStringToObject(o, "controller", s->state.players[c].id);
        cJSON_AddNumberToObject(o, "units_added", g->vertices[v].weight);
        cJSON_AddNumberToObject(o, "units_from_combat", 0);
        cJSON_AddItemToArray(gen, o);
    }
    cJSON_AddBoolToObject(m, "game_over", rep.over);
    cJSON_AddNumberToObject(m, "turn_duration_seconds", s->cfg.turn_ms / 1000.0);
    cJSON_AddNumberToObject(m, "max_turns", s->state.max_turns);
    char *text = cJSON_PrintUnformatted(m);
    cJSON_Delete(m);
    broadcast_text(s, text);
    free(text);
    broadcast_state(s, false);
    logf_(s, "%sturn %ld played", "", rep.turn);

    if (s->cfg.on_turn)
        s->cfg.on_turn(s->cfg.user, &s->before, s->all, n, s->problems, &s->state);

    if (rep.over) {
        cJSON *over = cJSON_CreateObject();
        cJSON_AddStringToObject(over, "type", "game_over");
        cJSON_AddNumberToObject(over, "turn", s->state.turn);
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
        broadcast_text(s, text);
        free(text);
        s->phase = CQ_SERVE_OVER;
        s->deadline_us = now_us() + (int64_t)s->cfg.linger_ms * 1000;
        return;
    }
    start_turn(s);
}

static void tick(cq_serve *s)
{
    int64_t now = now_us();
    if (s->phase == CQ_SERVE_LOBBY && all_seats_filled(s))
        start_game(s);
    if (s->phase == CQ_SERVE_PLAYING && !s->hold && (now >= s->deadline_us || all_answered(s)))
        play_turn(s);
    if (s->phase == CQ_SERVE_OVER) {
        bool open = false;
        for (conn *c = s->conns; c; c = c->next)
            open = open || c->seat >= 0 || c->viewer;
        if (!open || now >= s->deadline_us)
            s->phase = CQ_SERVE_DONE;
    }
}

static void sul_tick(lws_sorted_usec_list_t *sul)
{
    cq_serve *s = lws_container_of(sul, cq_serve, sul);
    tick(s);
    lws_sul_schedule(s->ctx, 0, &s->sul, sul_tick, TICK_US);
}

/* ---- messages ---- */

static bool json_int(const cJSON *o, const char *key, int64_t *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    /* The range first: casting a double out of range is undefined. */
    if (!cJSON_IsNumber(v) || !(v->valuedouble >= -9007199254740991.0 && v->valuedouble <= 9007199254740991.0) ||
        v->valuedouble != (double)(int64_t)v->valuedouble)
        return false;
    *out = (int64_t)v->valuedouble;
    return true;
}

static void on_join(cq_serve *s, conn *c, const cJSON *msg)
{
    const cJSON *pid = cJSON_GetObjectItemCaseSensitive(msg, "player_id");
    const cJSON *gid = cJSON_GetObjectItemCaseSensitive(msg, "game_id");
    if (!cJSON_IsString(pid) || pid->valuestring[0] == '\0') {
        send_error(c, "player_id is required");
        return;
    }
    if (!cJSON_IsString(gid) || gid->valuestring[0] == '\0') {
        send_error(c, "game_id is required");
        return;
    }
    const char *id = pid->valuestring;
    if (strlen(id) >= CQ_PLAYER_ID_MAX) {
        char why[96];
        snprintf(why, sizeof why, "player_id is longer than %d bytes (Skirmish's limit)", CQ_PLAYER_ID_MAX - 1);
        send_error(c, why);
        return;
    }
    if (c->seat >= 0 || c->viewer) {
        send_error(c, "already joined");
        return;
    }
    int found = cq_state_find_player(&s->state, id);
    if (found != CQ_NO_PLAYER && (s->seats[found].kind != CQ_SERVE_NETWORK || s->seats[found].c != NULL)) {
        char why[CQ_PLAYER_ID_MAX + 32];
        snprintf(why, sizeof why, "Player %s already connected", id);
        send_error(c, why);
        return;
    }
    int seat = -1;
    if (s->phase == CQ_SERVE_LOBBY)
        for (int p = 0; p < s->cfg.n_seats && seat < 0; p++)
            if (s->seats[p].kind == CQ_SERVE_NETWORK && s->seats[p].c == NULL && (found < 0 || found == p))
                seat = p;
    if (seat < 0) {
        send_error(c, "Failed to join game");
        return;
    }
    snprintf(s->state.players[seat].id, CQ_PLAYER_ID_MAX, "%s", id);
    s->seats[seat].c = c;
    s->seats[seat].joined = true;
    c->seat = seat;
    int64_t start = -1;
    for (int v = 0; v < s->state.graph->n_vertices; v++)
        if (s->state.controller[v] == seat)
            start = s->state.graph->vertices[v].id;
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "connection_confirmed");
    cJSON_AddStringToObject(m, "game_id", gid->valuestring);
    cJSON_AddStringToObject(m, "player_id", id);
    if (start >= 0)
        cJSON_AddNumberToObject(m, "starting_vertex", (double)start);
    else
        cJSON_AddNullToObject(m, "starting_vertex");
    char text[CQ_PLAYER_ID_MAX + 64];
    snprintf(text, sizeof text, "Successfully connected to game %.200s", gid->valuestring);
    cJSON_AddStringToObject(m, "message", text);
    queue_json(c, m);
    cJSON_Delete(m);
    logf_(s, "%s joins, seat %ld", id, seat);
    broadcast_state(s, true);
}

static void on_move(cq_serve *s, conn *c, const cJSON *msg)
{
    if (c->seat < 0) {
        send_error(c, "Not connected to any game");
        return;
    }
    seat_info *si = &s->seats[c->seat];
    if (s->phase != CQ_SERVE_PLAYING || s->state.players[c->seat].eliminated) {
        send_error(c, "Invalid command or game not ready");
        return;
    }
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(msg, "commands");
    if (list != NULL && !cJSON_IsArray(list)) {
        send_error(c, "Invalid command or game not ready");
        return;
    }
    size_t n = 0;
    const cJSON *cmd;
    cJSON_ArrayForEach(cmd, list)
    {
        cq_order o = {c->seat, 0, 0, 0};
        if (n >= s->order_cap || !cJSON_IsObject(cmd) || !json_int(cmd, "from", &o.from) || !json_int(cmd, "to", &o.to) ||
            !json_int(cmd, "units", &o.units)) {
            /* As the server: a batch with a bad command is refused whole. */
            send_error(c, n >= s->order_cap ? "Invalid command or game not ready: more commands than edges"
                                            : "Invalid command or game not ready");
            return;
        }
        s->all[n++] = o; /* scratch until the batch is known good */
    }
    /* Which turn the orders are for: the "turn" they name (our extension), else
     * the oldest state sent and not answered yet, else the turn in play. */
    int64_t turn = s->state.turn;
    if (cJSON_GetObjectItemCaseSensitive(msg, "turn") != NULL) {
        if (!json_int(msg, "turn", &turn))
            turn = -1;
    } else if (c->n_pending > 0) {
        turn = c->pending[0];
        memmove(c->pending, c->pending + 1, sizeof c->pending - sizeof c->pending[0]);
        c->n_pending--;
    }
    if (turn != s->state.turn) {
        char why[128];
        snprintf(why, sizeof why, "orders for turn %lld arrived in turn %d: too late, dropped", (long long)turn,
                 (int)s->state.turn);
        send_error(c, why);
        return;
    }
    memcpy(si->orders, s->all, n * sizeof *si->orders);
    si->n_orders = n;
    si->has_orders = true;
}

static void on_viewer(cq_serve *s, conn *c)
{
    if (c->seat >= 0) {
        send_error(c, "already joined");
        return;
    }
    c->viewer = true;
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "viewer_connected");
    cJSON_AddStringToObject(m, "message", "Connected as viewer to game default");
    queue_json(c, m);
    cJSON_Delete(m);
    char *text = state_message(s);
    queue_text(c, text);
    free(text);
}

static const char *bot_level_name(int level)
{
    static const char *const names[] = {"random", "easy", "normal", "hard"};
    return level >= 0 && level < CQ_BOT_LEVELS ? names[level] : "network";
}

/* Our levels for the server's difficulties: easy, medium (normal), hard. */
static void on_request_bots(cq_serve *s, conn *c, const cJSON *msg)
{
    if (c->seat < 0) {
        send_error(c, "Not connected to any game");
        return;
    }
    int64_t count = 1;
    if (cJSON_GetObjectItemCaseSensitive(msg, "num_bots") != NULL && (!json_int(msg, "num_bots", &count) || count < 1)) {
        send_error(c, "num_bots must be a positive integer");
        return;
    }
    const cJSON *d = cJSON_GetObjectItemCaseSensitive(msg, "difficulty");
    const char *diff = cJSON_IsString(d) ? d->valuestring : "easy";
    int level = strcmp(diff, "easy") == 0 ? CQ_BOT_EASY : strcmp(diff, "medium") == 0 ? CQ_BOT_NORMAL
                                                       : strcmp(diff, "hard") == 0   ? CQ_BOT_HARD
                                                                                     : -1;
    if (level < 0) {
        send_error(c, "difficulty must be one of: easy, medium, hard");
        return;
    }
    if (s->phase != CQ_SERVE_LOBBY) {
        send_error(c, "Failed to spawn bots: the game has started");
        return;
    }
    for (int p = 0; p < s->cfg.n_seats && count > 0; p++) {
        seat_info *si = &s->seats[p];
        if (si->kind == CQ_SERVE_NETWORK && si->c == NULL) {
            si->kind = level;
            snprintf(s->state.players[p].id, CQ_PLAYER_ID_MAX, "%s_%d", bot_level_name(level), p);
            count--;
        }
    }
    broadcast_state(s, true);
}

static void on_message(cq_serve *s, conn *c, const char *text, size_t len)
{
    if (++c->msgs > FLOOD_PER_TURN)
        return;
    cJSON *msg = cJSON_ParseWithLength(text, len);
    if (msg == NULL) {
        send_error(c, "Invalid JSON format");
        return;
    }
    const cJSON *type = cJSON_GetObjectItemCaseSensitive(msg, "type");
    const char *t = cJSON_IsString(type) ? type->valuestring : NULL;
    if (!cJSON_IsObject(msg) || t == NULL) {
        send_error(c, "Unknown message type: None");
    } else if (strcmp(t, "join_as_bot") == 0) {
        on_join(s, c, msg);
    } else if (strcmp(t, "move_command") == 0) {
        on_move(s, c, msg);
    } else if (strcmp(t, "join_as_viewer") == 0) {
        on_viewer(s, c);
    } else if (strcmp(t, "request_bots") == 0) {
        on_request_bots(s, c, msg);
    } else if (strcmp(t, "list_games") == 0) {
        cJSON *m = cJSON_CreateObject();
        cJSON_AddStringToObject(m, "type", "games_list");
        cJSON *games = cJSON_AddArrayToObject(m, "games");
        cJSON *g = cJSON_CreateObject();
        cJSON_AddStringToObject(g, "game_id", "default");
        cJSON_AddStringToObject(g, "status", s->phase == CQ_SERVE_LOBBY ? "waiting" : s->phase == CQ_SERVE_PLAYING ? "active" : "ended");
        int bots = 0, viewers = 0;
        for (conn *k = s->conns; k; k = k->next) {
            bots += k->seat >= 0;
            viewers += k->viewer;
        }
        cJSON_AddNumberToObject(g, "players", bots);
        cJSON_AddNumberToObject(g, "viewers", viewers);
        cJSON_AddNumberToObject(g, "turn", s->phase == CQ_SERVE_LOBBY ? 0 : s->state.turn);
        cJSON_AddItemToArray(games, g);
        queue_json(c, m);
        cJSON_Delete(m);
    } else if (strcmp(t, "create_game") == 0 || strcmp(t, "server_command") == 0) {
        send_error(c, "Skirmish's server plays one game, set up on its command line");
    } else {
        char why[96];
        snprintf(why, sizeof why, "Unknown message type: %.60s", t);
        send_error(c, why);
    }
    cJSON_Delete(msg);
}

static void drop_conn(cq_serve *s, conn *c)
{
    if (c->seat >= 0) {
        seat_info *si = &s->seats[c->seat];
        si->c = NULL;
        logf_(s, "%s leaves, seat %ld", s->state.players[c->seat].id, c->seat);
        if (s->phase == CQ_SERVE_LOBBY) {
            /* As the server: leaving the lobby frees the seat. */
            si->joined = false;
            snprintf(s->state.players[c->seat].id, CQ_PLAYER_ID_MAX, "p%d", c->seat);
        } else if (s->phase == CQ_SERVE_PLAYING) {
            s->state.players[c->seat].disconnected = true;
        }
        c->seat = -1;
        if (s->phase == CQ_SERVE_LOBBY || s->phase == CQ_SERVE_PLAYING)
            broadcast_state(s, true);
    }
    for (conn **p = &s->conns; *p; p = &(*p)->next)
        if (*p == c) {
            *p = c->next;
            break;
        }
    while (c->head) {
        out_msg *m = c->head;
        c->head = m->next;
        free(m);
    }
    free(c->rx);
    free(c);
}

static int callback(struct lws *wsi, enum lws_callback_reasons reason, void *user, void *in, size_t len)
{
    pss *ps = user;
    cq_serve *s = lws_context_user(lws_get_context(wsi));
    switch (reason) {
    case LWS_CALLBACK_ESTABLISHED: {
        conn *c = calloc(1, sizeof *c);
        if (c == NULL)
            return -1;
        c->wsi = wsi;
        c->server = s;
        c->seat = -1;
        c->next = s->conns;
        s->conns = c;
        ps->c = c;
        break;
    }
    case LWS_CALLBACK_RECEIVE: {
        conn *c = ps->c;
        if (c == NULL || c->closing)
            return c == NULL ? -1 : 0;
        if (c->rx_len + len > CQ_SERVE_MAX_MESSAGE) {
            lws_close_reason(wsi, LWS_CLOSE_STATUS_MESSAGE_TOO_LARGE, NULL, 0);
            return -1;
        }
        unsigned char *grown = realloc(c->rx, c->rx_len + len + 1);
        if (grown == NULL)
            return -1;
        c->rx = grown;
        memcpy(c->rx + c->rx_len, in, len);
        c->rx_len += len;
        if (lws_is_final_fragment(wsi) && lws_remaining_packet_payload(wsi) == 0) {
            if (!lws_frame_is_binary(wsi))
                on_message(s, c, (const char *)c->rx, c->rx_len);
            else
                send_error(c, "Invalid JSON format");
            c->rx_len = 0;
            tick(s); /* a turn may close now */
        }
        break;
    }
    case LWS_CALLBACK_SERVER_WRITEABLE: {
        conn *c = ps->c;
        if (c == NULL)
            return -1;
        if (c->closing) {
            lws_close_reason(wsi, LWS_CLOSE_STATUS_POLICY_VIOLATION, NULL, 0);
            return -1;
        }
        out_msg *m = c->head;
        if (m == NULL)
            break;
        if (lws_write(wsi, m->buf + LWS_PRE, m->len, LWS_WRITE_TEXT) < (int)m->len)
            return -1;
        c->head = m->next;
        if (c->head == NULL)
            c->tail = NULL;
        c->queued -= m->len;
        free(m);
        if (c->head)
            lws_callback_on_writable(wsi);
        break;
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
    cq_map_init(&s->map);
    s->map = *map;
    cq_graph_init(&s->map.graph);
    s->order_cap = (size_t)(map->graph.n_edges > 0 ? map->graph.n_edges : 1);
    s->all = malloc(s->order_cap * (size_t)config->n_seats * sizeof *s->all);
    s->problems = malloc(s->order_cap * (size_t)config->n_seats * sizeof *s->problems);
    s->turns = cJSON_CreateArray();
    bool ok = cq_graph_copy(&s->map.graph, &map->graph) && s->all && s->problems && s->turns;
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
        seat_info *si = &s->seats[p];
        si->kind = config->seat[p];
        si->orders = malloc(s->order_cap * sizeof *si->orders);
        ok = si->orders != NULL;
        core_rng_seed(&si->rng, game_seed ^ (UINT64_C(0x9E3779B97F4A7C15) * (uint64_t)(p + 1)));
        if (si->kind != CQ_SERVE_NETWORK)
            snprintf(s->state.players[p].id, CQ_PLAYER_ID_MAX, "%s_%d", bot_level_name(si->kind), p);
    }
    if (!ok) {
        snprintf(why, why_size, "%s", _("out of memory"));
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
    free(s->initial_json);
    cJSON_Delete(s->turns);
    cq_map_free(&s->map);
    free(s);
}

int cq_serve_port(const cq_serve *s) { return s->port; }

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
    cJSON_AddItemReferenceToObject(root, "turns", s->turns);
    char *text = cJSON_Print(root);
    cJSON_Delete(root);
    return text;
}
