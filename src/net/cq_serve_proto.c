/*
 * What each message from a client does (cq_serve_impl.h), with the public
 * server's answers and error texts (docs/conquest.md, "The bot server"). It
 * answers through cq_serve_send.c; a Start it accepts goes back to cq_serve.c,
 * which runs the clock, as cqs_on_message's result.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cq_serve_impl.h"
#include "skirmish/ai/cq_bots.h"

#define FLOOD_PER_TURN 1000

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

static const char *json_string(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(v) && v->valuestring[0] != '\0' ? v->valuestring : NULL;
}

/* The seat a bot or one of our levels plays under this name now, or -1. */
static int seat_named(const cq_serve *s, const char *id, bool connected_only)
{
    for (int p = 0; p < s->cfg.n_seats; p++) {
        const cqs_seat *si = &s->seats[p];
        bool in = si->kind != CQ_SERVE_NETWORK || (connected_only ? si->c != NULL : si->joined);
        if (in && strcmp(s->state.players[p].id, id) == 0)
            return p;
    }
    return -1;
}

/* Seats nobody took keep a placeholder name ("p2"); it gives way to a bot
 * that takes the same name (names stay unique in the state). */
static void free_seats_give_way(cq_serve *s, int seat)
{
    for (int q = 0; q < s->cfg.n_seats; q++) {
        if (q == seat || cqs_seat_taken(s, q) || strcmp(s->state.players[q].id, s->state.players[seat].id) != 0)
            continue;
        for (int k = 0;; k++) {
            char name[32];
            snprintf(name, sizeof name, k ? "p%d_%d" : "p%d", q, k);
            if (cq_state_find_player(&s->state, name) == CQ_NO_PLAYER) {
                snprintf(s->state.players[q].id, CQ_PLAYER_ID_MAX, "%s", name);
                break;
            }
        }
    }
}

/* Bytes of a name as JSON writes it (escapes count). */
static size_t json_name_len(const char *id)
{
    cJSON *str = cJSON_CreateString(id);
    char *text = str ? cJSON_PrintUnformatted(str) : NULL;
    size_t n = text ? strlen(text) - 2 : strlen(id) * 6;
    free(text);
    cJSON_Delete(str);
    return n;
}

static void on_join(cq_serve *s, cqs_conn *c, const cJSON *msg)
{
    const char *id = json_string(msg, "player_id");
    const char *gid = json_string(msg, "game_id");
    if (id == NULL) {
        cqs_send_error(c, "player_id is required");
        return;
    }
    if (gid == NULL) {
        cqs_send_error(c, "game_id is required");
        return;
    }
    if (c->seat >= 0 || c->viewer) {
        cqs_send_error(c, "already joined");
        return;
    }
    if (strlen(id) >= CQ_PLAYER_ID_MAX || json_name_len(id) > (size_t)s->name_max) {
        char why[160];
        snprintf(why, sizeof why, "player_id is longer than %d bytes (this map's limit: a game_state stays within 1 MiB)",
                 s->name_max);
        cqs_send_error(c, why);
        return;
    }
    /* As the server: a name in use is refused, then a game under way. */
    if (seat_named(s, id, true) >= 0) {
        char why[CQ_PLAYER_ID_MAX + 32];
        snprintf(why, sizeof why, "Player %s already connected", id);
        cqs_send_error(c, why);
        return;
    }
    int seat = -1;
    if (s->phase == CQ_SERVE_LOBBY)
        for (int p = 0; p < s->cfg.n_seats && seat < 0; p++)
            if (!cqs_seat_taken(s, p))
                seat = p;
    if (seat < 0) {
        cqs_send_error(c, "Failed to join game");
        return;
    }
    snprintf(s->state.players[seat].id, CQ_PLAYER_ID_MAX, "%s", id);
    free_seats_give_way(s, seat);
    snprintf(c->game_id, sizeof c->game_id, "%s", gid);
    s->seats[seat].c = c;
    s->seats[seat].joined = true;
    c->seat = seat;
    int64_t start = -1;
    for (int v = 0; v < s->state.graph->n_vertices; v++)
        if (s->state.controller[v] == seat)
            start = s->state.graph->vertices[v].id;
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "connection_confirmed");
    cJSON_AddStringToObject(m, "game_id", gid);
    cJSON_AddStringToObject(m, "player_id", id);
    if (start >= 0)
        cJSON_AddNumberToObject(m, "starting_vertex", (double)start);
    else
        cJSON_AddNullToObject(m, "starting_vertex");
    char text[CQ_PLAYER_ID_MAX + 64];
    snprintf(text, sizeof text, "Successfully connected to game %.200s", gid);
    cJSON_AddStringToObject(m, "message", text);
    cqs_queue_json(c, m);
    cJSON_Delete(m);
    cqs_log(s, "%s joins, seat %ld", id, seat);
    cqs_broadcast_state(s);
}

static void on_move(cq_serve *s, cqs_conn *c, const cJSON *msg)
{
    if (c->seat < 0) {
        cqs_send_error(c, "Not connected to any game");
        return;
    }
    cqs_seat *si = &s->seats[c->seat];
    if (s->phase != CQ_SERVE_PLAYING || s->state.players[c->seat].eliminated) {
        cqs_send_error(c, "Invalid command or game not ready");
        return;
    }
    const cJSON *list = cJSON_GetObjectItemCaseSensitive(msg, "commands");
    if (list != NULL && !cJSON_IsArray(list)) {
        cqs_send_error(c, "Invalid command or game not ready");
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
            cqs_send_error(c, n >= s->order_cap ? "Invalid command or game not ready: more commands than edges"
                                                : "Invalid command or game not ready");
            return;
        }
        s->all[n++] = o; /* scratch until the batch is known good */
    }
    /* The orders are for the turn in play, or for the turn they name (our
     * extension); never for a turn remembered from earlier messages. */
    int64_t turn = s->state.turn;
    if (cJSON_GetObjectItemCaseSensitive(msg, "turn") != NULL && !json_int(msg, "turn", &turn))
        turn = -1;
    if (turn != s->state.turn) {
        char why[128];
        snprintf(why, sizeof why, "orders for turn %lld arrived in turn %d: dropped", (long long)turn,
                 (int)s->state.turn);
        cqs_send_error(c, why);
        return;
    }
    memcpy(si->orders, s->all, n * sizeof *si->orders);
    si->n_orders = n;
    si->has_orders = true;
}

static void on_viewer(cq_serve *s, cqs_conn *c, const cJSON *msg)
{
    const char *gid = json_string(msg, "game_id");
    if (gid == NULL) {
        cqs_send_error(c, "game_id is required");
        return;
    }
    if (c->seat >= 0) {
        cqs_send_error(c, "already joined");
        return;
    }
    c->viewer = true;
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "viewer_connected");
    char text[CQS_GAME_ID_MAX + 64];
    snprintf(text, sizeof text, "Connected as viewer to game %.60s", gid);
    cJSON_AddStringToObject(m, "message", text);
    cqs_queue_json(c, m);
    cJSON_Delete(m);
    cqs_send_state(s, c); /* to this viewer only: the bots are sent one state a turn */
}

/* Our levels for the server's difficulties, named as the server names its bots. */
static void on_request_bots(cq_serve *s, cqs_conn *c, const cJSON *msg)
{
    if (c->seat < 0) {
        cqs_send_error(c, "Not connected to any game");
        return;
    }
    int64_t count = 1;
    if (cJSON_GetObjectItemCaseSensitive(msg, "num_bots") != NULL && (!json_int(msg, "num_bots", &count) || count < 1)) {
        cqs_send_error(c, "num_bots must be a positive integer");
        return;
    }
    const cJSON *d = cJSON_GetObjectItemCaseSensitive(msg, "difficulty");
    const char *diff = d == NULL ? "easy" : cJSON_IsString(d) ? d->valuestring : "";
    static const char *const diffs[] = {"easy", "medium", "hard"};
    static const char *const prefix[] = {"EasyBot", "MediumBot", "HardBot"};
    static const int levels[] = {CQ_BOT_EASY, CQ_BOT_NORMAL, CQ_BOT_HARD};
    int k = -1;
    for (int i = 0; i < 3; i++)
        if (strcmp(diff, diffs[i]) == 0)
            k = i;
    if (k < 0) {
        cqs_send_error(c, "difficulty must be one of: easy, medium, hard");
        return;
    }
    if (s->phase != CQ_SERVE_LOBBY) {
        char why[64];
        snprintf(why, sizeof why, "Failed to spawn %s bots", diffs[k]);
        cqs_send_error(c, why);
        return;
    }
    /* As the server: the request is granted; bots beyond the free seats find no
     * place and do not join (the server's find no free vertex), silently. */
    bool changed = false;
    for (int p = 0; p < s->cfg.n_seats && count > 0; p++) {
        if (cqs_seat_taken(s, p))
            continue;
        char name[CQ_PLAYER_ID_MAX];
        do
            snprintf(name, sizeof name, "%s_%d_%.60s", prefix[k], ++s->spawned, c->game_id);
        while (seat_named(s, name, false) >= 0);
        s->seats[p].kind = levels[k];
        snprintf(s->state.players[p].id, CQ_PLAYER_ID_MAX, "%s", name);
        free_seats_give_way(s, p);
        count--;
        changed = true;
    }
    if (changed)
        cqs_broadcast_state(s);
}

/* True when the game is to start (the caller starts it). */
static bool on_server_command(cq_serve *s, cqs_conn *c, const cJSON *msg)
{
    const char *gid = json_string(msg, "game_id");
    const char *cmd = json_string(msg, "command");
    char why[CQS_GAME_ID_MAX + 96];
    if (gid == NULL) {
        cqs_send_error(c, "game_id is required for server commands");
        return false;
    }
    if (cmd == NULL || strcmp(cmd, "start") != 0) {
        bool known = cmd && (strcmp(cmd, "set_turns") == 0 || strcmp(cmd, "set_duration") == 0 ||
                             strcmp(cmd, "map") == 0 || strcmp(cmd, "reset") == 0);
        snprintf(why, sizeof why, known ? "Skirmish's server plays one game, set up on its command line"
                                        : "Unknown server command: %.60s", cmd ? cmd : "None");
        cqs_send_error(c, why);
        return false;
    }
    if (s->phase != CQ_SERVE_LOBBY) {
        snprintf(why, sizeof why, "Game %.60s is already running", gid);
        cqs_send_error(c, why);
        return false;
    }
    int taken = 0;
    for (int p = 0; p < s->cfg.n_seats; p++)
        taken += cqs_seat_taken(s, p);
    if (taken < 2) {
        snprintf(why, sizeof why, taken == 0 ? "Cannot start game %.60s - no players connected"
                                             : "Cannot start game %.60s - a game needs 2 players", gid);
        cqs_send_error(c, why);
        return false;
    }
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "command_success");
    cJSON_AddStringToObject(m, "command", "start");
    snprintf(why, sizeof why, "Game %.60s force-started successfully", gid);
    cJSON_AddStringToObject(m, "message", why);
    cqs_queue_json(c, m);
    cJSON_Delete(m);
    return true;
}

static void on_list_games(cq_serve *s, cqs_conn *c)
{
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "games_list");
    cJSON *games = cJSON_AddArrayToObject(m, "games");
    cJSON *g = cJSON_CreateObject();
    cJSON_AddStringToObject(g, "game_id", "default");
    cJSON_AddStringToObject(g, "status", s->phase == CQ_SERVE_LOBBY     ? "waiting"
                                         : s->phase == CQ_SERVE_PLAYING ? "active"
                                                                        : "ended");
    int bots = 0, viewers = 0;
    for (cqs_conn *k = s->conns; k; k = k->next) {
        bots += k->seat >= 0;
        viewers += k->viewer;
    }
    cJSON_AddNumberToObject(g, "players", bots);
    cJSON_AddNumberToObject(g, "viewers", viewers);
    /* The turn in play; after the end the last one played (as the server). */
    int turn = s->phase == CQ_SERVE_LOBBY ? 0 : s->phase == CQ_SERVE_PLAYING ? s->state.turn : s->state.turn - 1;
    cJSON_AddNumberToObject(g, "turn", turn);
    cJSON_AddItemToArray(games, g);
    cqs_queue_json(c, m);
    cJSON_Delete(m);
}

bool cqs_on_message(cq_serve *s, cqs_conn *c, const char *text, size_t len)
{
    bool start = false;
    if (++c->msgs > FLOOD_PER_TURN)
        return false;
    cJSON *msg = cJSON_ParseWithLength(text, len);
    if (msg == NULL) {
        cqs_send_error(c, "Invalid JSON format");
        return false;
    }
    const cJSON *type = cJSON_GetObjectItemCaseSensitive(msg, "type");
    const char *t = cJSON_IsString(type) ? type->valuestring : NULL;
    if (!cJSON_IsObject(msg) || t == NULL) {
        cqs_send_error(c, "Unknown message type: None");
    } else if (strcmp(t, "join_as_bot") == 0) {
        on_join(s, c, msg);
    } else if (strcmp(t, "move_command") == 0) {
        on_move(s, c, msg);
    } else if (strcmp(t, "join_as_viewer") == 0) {
        on_viewer(s, c, msg);
    } else if (strcmp(t, "request_bots") == 0) {
        on_request_bots(s, c, msg);
    } else if (strcmp(t, "list_games") == 0) {
        on_list_games(s, c);
    } else if (strcmp(t, "server_command") == 0) {
        start = on_server_command(s, c, msg);
    } else if (strcmp(t, "create_game") == 0) {
        cqs_send_error(c, "Skirmish's server plays one game, set up on its command line");
    } else {
        char why[96];
        snprintf(why, sizeof why, "Unknown message type: %.60s", t);
        cqs_send_error(c, why);
    }
    cJSON_Delete(msg);
    return start;
}
