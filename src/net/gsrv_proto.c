/*
 * What each client message does (docs/protocol.md, "Client → server"): the
 * message is read as JSON, its keys checked, then handed to the game
 * (gsrv_game.c); every refusal is an error message and changes nothing. Called
 * by gsrv.c for each whole text message; sends through gsrv_send.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gsrv_impl.h"

/* 1 to GSRV_NAME_MAX bytes of UTF-8 without control characters. */
static bool name_valid(const char *name)
{
    size_t n = strlen(name);
    if (n == 0 || n > GSRV_NAME_MAX)
        return false;
    const unsigned char *p = (const unsigned char *)name;
    while (*p) {
        int more = *p < 0x80 ? 0 : (*p & 0xE0) == 0xC0 ? 1 : (*p & 0xF0) == 0xE0 ? 2 : (*p & 0xF8) == 0xF0 ? 3 : -1;
        if (more < 0 || *p < 0x20 || *p == 0x7F)
            return false;
        p++;
        for (int i = 0; i < more; i++, p++)
            if ((*p & 0xC0) != 0x80)
                return false;
    }
    return true;
}

static const char *string_key(gs_conn *c, const cJSON *msg, const cJSON *id, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(msg, key);
    if (cJSON_IsString(v))
        return v->valuestring;
    char m[96];
    snprintf(m, sizeof m, "%s: a string is needed", key);
    gs_send_error(c, id, "bad_request", m);
    return NULL;
}

static bool int_key(gs_conn *c, const cJSON *msg, const cJSON *id, const char *key, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(msg, key);
    if (cJSON_IsNumber(v) && v->valuedouble >= -1e9 && v->valuedouble <= 1e9 && v->valuedouble == (int)v->valuedouble) {
        *out = (int)v->valuedouble;
        return true;
    }
    char m[96];
    snprintf(m, sizeof m, "%s: an integer is needed", key);
    gs_send_error(c, id, "bad_request", m);
    return false;
}

static gs_game *game_key(gsrv *s, gs_conn *c, const cJSON *msg, const cJSON *id)
{
    const char *gid = string_key(c, msg, id, "game");
    if (gid == NULL)
        return NULL;
    gs_game *g = strlen(gid) == GSRV_ID_LEN ? gs_game_find(s, gid) : NULL;
    if (g == NULL)
        gs_send_error(c, id, "no_game", "no such game on this server");
    return g;
}

static void send_joined(gs_conn *c, const cJSON *id, const gs_game *g, int seat)
{
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "joined");
    cJSON_AddStringToObject(m, "game", g->id);
    cJSON_AddNumberToObject(m, "seat", seat);
    cJSON_AddStringToObject(m, "token", g->seats[seat].token);
    if (id)
        cJSON_AddItemToObject(m, "id", cJSON_Duplicate(id, true));
    gs_queue_json(c, m);
    cJSON_Delete(m);
}

static void send_simple(gs_conn *c, const cJSON *id, const char *type, const char *game)
{
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", type);
    if (game)
        cJSON_AddStringToObject(m, "game", game);
    if (id)
        cJSON_AddItemToObject(m, "id", cJSON_Duplicate(id, true));
    gs_queue_json(c, m);
    cJSON_Delete(m);
}

static void on_hello(gsrv *s, gs_conn *c, const cJSON *msg, const cJSON *id)
{
    const cJSON *proto = cJSON_GetObjectItemCaseSensitive(msg, "protocol");
    if (!cJSON_IsNumber(proto) || proto->valuedouble != GSRV_PROTOCOL) {
        cJSON *m = cJSON_CreateObject();
        cJSON_AddStringToObject(m, "type", "error");
        cJSON_AddStringToObject(m, "code", "version");
        cJSON_AddStringToObject(m, "message", "this server speaks protocol 1");
        cJSON_AddNumberToObject(m, "protocol", GSRV_PROTOCOL);
        if (id)
            cJSON_AddItemToObject(m, "id", cJSON_Duplicate(id, true));
        gs_queue_json(c, m);
        cJSON_Delete(m);
        /* Closed once the error is out (gsrv.c sees hello still false). */
        lws_set_timeout(c->wsi, PENDING_TIMEOUT_USER_OK, 1);
        return;
    }
    const char *name = string_key(c, msg, id, "name");
    if (name == NULL)
        return;
    if (!name_valid(name)) {
        gs_send_error(c, id, "bad_name", "name: 1 to 32 bytes of UTF-8, no control characters");
        return;
    }
    snprintf(c->name, sizeof c->name, "%s", name);
    c->hello = true;
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "welcome");
    cJSON_AddNumberToObject(m, "protocol", GSRV_PROTOCOL);
    char server[80];
    snprintf(server, sizeof server, "skirmish-cli %s", s->cfg.version ? s->cfg.version : "");
    cJSON_AddStringToObject(m, "server", server);
    cJSON *kinds = cJSON_AddArrayToObject(m, "kinds");
    cJSON_AddItemToArray(kinds, cJSON_CreateString("escarmouche"));
    cJSON_AddItemToArray(kinds, cJSON_CreateString("conquest"));
    if (s->trts_rules)
        cJSON_AddItemToArray(kinds, cJSON_CreateString("trts"));
#ifdef GSRV_HAVE_CAMPAIGN
    cJSON_AddItemToArray(kinds, cJSON_CreateString("campaign"));
#endif
    cJSON *lim = cJSON_AddObjectToObject(m, "limits");
    cJSON_AddNumberToObject(lim, "message_bytes", GSRV_MAX_MESSAGE);
    cJSON_AddNumberToObject(lim, "messages_per_second", GSRV_RATE);
    cJSON_AddNumberToObject(lim, "burst", GSRV_BURST);
    cJSON_AddNumberToObject(lim, "name_bytes", GSRV_NAME_MAX);
    cJSON_AddNumberToObject(lim, "expire_seconds", (double)s->cfg.expire_s);
    if (id)
        cJSON_AddItemToObject(m, "id", cJSON_Duplicate(id, true));
    gs_queue_json(c, m);
    cJSON_Delete(m);
}

static void on_list(gsrv *s, gs_conn *c, const cJSON *id)
{
    /* The most recently active first: a partial selection of GSRV_LIST_MAX. */
    gs_game *pick[GSRV_LIST_MAX];
    int n = 0;
    for (gs_game *g = s->games; g; g = g->next) {
        int at = n < GSRV_LIST_MAX ? n++ : GSRV_LIST_MAX;
        if (at == GSRV_LIST_MAX) {
            if (g->touched <= pick[GSRV_LIST_MAX - 1]->touched)
                continue;
            at = GSRV_LIST_MAX - 1;
        }
        while (at > 0 && pick[at - 1]->touched < g->touched) {
            pick[at] = pick[at - 1];
            at--;
        }
        pick[at] = g;
    }
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "games");
    cJSON *list = cJSON_AddArrayToObject(m, "games");
    for (int i = 0; i < n; i++)
        cJSON_AddItemToArray(list, gs_game_row(pick[i]));
    if (id)
        cJSON_AddItemToObject(m, "id", cJSON_Duplicate(id, true));
    gs_queue_json(c, m);
    cJSON_Delete(m);
}

static void on_create(gsrv *s, gs_conn *c, const cJSON *msg, const cJSON *id)
{
    int64_t now = gs_now_us(), hour = (int64_t)3600 * 1000000;
    int slot = -1;
    for (int i = 0; i < GSRV_CREATES_PER_HOUR; i++)
        if (c->creates[i] == 0 || now - c->creates[i] >= hour) {
            slot = i;
            break;
        }
    if (slot < 0) {
        gs_send_error(c, id, "busy", "this connection created 20 games in the last hour");
        return;
    }
    const char *code = "bad_request";
    char message[700] = "";
    int seat = -1;
    gs_game *g = gs_game_create(s, msg, c->name, &seat, &code, message, sizeof message);
    if (g == NULL) {
        gs_send_error(c, id, code, message);
        return;
    }
    c->creates[slot] = now;
    gs_conn_attach(c, g, seat);
    send_joined(c, id, g, seat);
    gs_send_view(c, NULL);
}

static void on_join(gsrv *s, gs_conn *c, const cJSON *msg, const cJSON *id)
{
    gs_game *g = game_key(s, c, msg, id);
    int seat;
    if (g == NULL || !int_key(c, msg, id, "seat", &seat))
        return;
    const char *code = "bad_request";
    char message[700] = "";
    if (!gs_game_join(s, g, seat, cJSON_GetObjectItemCaseSensitive(msg, "squad"), c->name, &code, message,
                      sizeof message)) {
        gs_send_error(c, id, code, message);
        return;
    }
    gs_log(s, "game %s: %s joins seat %d", g->id, c->name, seat);
    gs_conn_attach(c, g, seat);
    send_joined(c, id, g, seat);
    gs_broadcast_views(g, NULL, NULL);
}

static void on_resume(gsrv *s, gs_conn *c, const cJSON *msg, const cJSON *id)
{
    gs_game *g = game_key(s, c, msg, id);
    const char *token = g ? string_key(c, msg, id, "token") : NULL;
    if (token == NULL)
        return;
    int seat = -1;
    for (int i = 0; i < g->n_seats; i++) {
        const gs_seat *st = &g->seats[i];
        /* Every byte compared, whichever differs first. */
        unsigned diff = strlen(token) != GSRV_TOKEN_LEN || st->player != GS_HUMAN;
        for (int k = 0; k < GSRV_TOKEN_LEN && token[k]; k++)
            diff |= (unsigned)(token[k] ^ st->token[k]);
        if (!diff)
            seat = i;
    }
    if (seat < 0) {
        gs_send_error(c, id, "bad_token", "this token holds no seat in that game");
        return;
    }
    gs_log(s, "game %s: seat %d back", g->id, seat);
    gs_conn_attach(c, g, seat);
    send_joined(c, id, g, seat);
    gs_broadcast_views(g, NULL, NULL);
}

static void on_watch(gsrv *s, gs_conn *c, const cJSON *msg, const cJSON *id)
{
    gs_game *g = game_key(s, c, msg, id);
    if (g == NULL)
        return;
    gs_conn_attach(c, g, -1);
    send_simple(c, id, "watching", g->id);
    gs_send_view(c, NULL);
}

static void on_history(gsrv *s, gs_conn *c, const cJSON *msg, const cJSON *id)
{
    gs_game *g = game_key(s, c, msg, id);
    if (g == NULL)
        return;
    if (c->game != g) {
        gs_send_error(c, id, "not_seated", "this connection is not in that game (join, resume or watch it first)");
        return;
    }
    if (g->kind != GS_ESCARMOUCHE) {
        gs_send_error(c, id, "bad_request", "history: Escarmouche games only");
        return;
    }
    cJSON *h = gs_esc_history(g, c->seat);
    if (id)
        cJSON_AddItemToObject(h, "id", cJSON_Duplicate(id, true));
    gs_queue_json(c, h);
    cJSON_Delete(h);
}

static void on_act(gsrv *s, gs_conn *c, const cJSON *msg, const cJSON *id)
{
    gs_game *g = game_key(s, c, msg, id);
    int seq;
    if (g == NULL || !int_key(c, msg, id, "seq", &seq))
        return;
    const cJSON *action = cJSON_GetObjectItemCaseSensitive(msg, "action");
    if (action == NULL) {
        gs_send_error(c, id, "bad_request", "action: missing");
        return;
    }
    if (c->game != g || c->seat < 0) {
        gs_send_error(c, id, "not_seated", "this connection holds no seat in that game");
        return;
    }
    const char *code = "bad_request";
    char message[300] = "";
    int problem = -1;
    if (!gs_game_act(s, g, c->seat, seq, action, &code, message, sizeof message, &problem)) {
        cJSON *m = cJSON_CreateObject();
        cJSON_AddStringToObject(m, "type", "error");
        cJSON_AddStringToObject(m, "code", code);
        cJSON_AddStringToObject(m, "message", message);
        if (problem >= 0 && g->kind == GS_ESCARMOUCHE)
            cJSON_AddStringToObject(m, "reason", esc_problem_text((esc_problem)problem));
        if (problem >= 0)
            cJSON_AddNumberToObject(m, "problem", problem);
        if (strcmp(code, "stale") == 0)
            cJSON_AddNumberToObject(m, "seq", gs_game_act_seq(g, c->seat));
        if (id)
            cJSON_AddItemToObject(m, "id", cJSON_Duplicate(id, true));
        gs_queue_json(c, m);
        cJSON_Delete(m);
        return;
    }
    gs_broadcast_views(g, c, id);
}

void gs_on_message(gsrv *s, gs_conn *c, const char *text, size_t len)
{
    cJSON *msg = cJSON_ParseWithLength(text, len);
    if (!cJSON_IsObject(msg)) {
        gs_send_error(c, NULL, "bad_json", "a message is one JSON object");
        cJSON_Delete(msg);
        return;
    }
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(msg, "id");
    if (id && !(cJSON_IsNumber(id) || (cJSON_IsString(id) && strlen(id->valuestring) <= 64)))
        id = NULL;
    const cJSON *type = cJSON_GetObjectItemCaseSensitive(msg, "type");
    if (!cJSON_IsString(type)) {
        gs_send_error(c, id, "bad_request", "type: a string is needed");
    } else if (strcmp(type->valuestring, "hello") == 0) {
        on_hello(s, c, msg, id);
    } else if (!c->hello) {
        gs_send_error(c, id, "no_hello", "the first message is hello");
    } else if (strcmp(type->valuestring, "list") == 0) {
        on_list(s, c, id);
    } else if (strcmp(type->valuestring, "create") == 0) {
        on_create(s, c, msg, id);
    } else if (strcmp(type->valuestring, "join") == 0) {
        on_join(s, c, msg, id);
    } else if (strcmp(type->valuestring, "resume") == 0) {
        on_resume(s, c, msg, id);
    } else if (strcmp(type->valuestring, "watch") == 0) {
        on_watch(s, c, msg, id);
    } else if (strcmp(type->valuestring, "act") == 0) {
        on_act(s, c, msg, id);
    } else if (strcmp(type->valuestring, "history") == 0) {
        on_history(s, c, msg, id);
    } else if (strcmp(type->valuestring, "leave") == 0) {
        gs_conn_attach(c, NULL, -1); /* the others see its seat gone */
        send_simple(c, id, "left", NULL);
    } else if (strcmp(type->valuestring, "ping") == 0) {
        send_simple(c, id, "pong", NULL);
    } else {
        gs_send_error(c, id, "unknown_type", "no such message type in protocol 1");
    }
    cJSON_Delete(msg);
}
