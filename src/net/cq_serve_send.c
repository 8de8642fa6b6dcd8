/*
 * What the Conquest bot server sends, through each connection's output queue
 * (outq.c, bounded by CQS_QUEUE_MAX and CQS_QUEUE_TOTAL_MAX): error messages (at most ERRORS_PER_TURN a
 * turn), the game_state message (in the lobby only the seats taken) and the log.
 * Below both the connections and turns (cq_serve.c) and the message handlers
 * (cq_serve_proto.c); it calls neither, only outq.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cq_serve_impl.h"
#include "skirmish/data/cq_files.h"

#define ERRORS_PER_TURN 20

void cqs_log(cq_serve *s, const char *fmt, const char *a, long b)
{
    if (!s->cfg.log)
        return;
    fprintf(stderr, "conquest-serve: ");
    fprintf(stderr, fmt, a, b);
    fputc('\n', stderr);
}

/* ---- sending ---- */

void cqs_conn_closed(void *conn)
{
    cqs_conn *c = conn;
    net_rx_free(&c->rx, 0);
    cqs_log(c->server, "%sa client that does not read is closed (%ld)", "", c->seat);
}

void cqs_queue_text(cqs_conn *c, const char *text)
{
    if (text)
        net_outq_push(&c->out, text, strlen(text));
}

void cqs_queue_json(cqs_conn *c, cJSON *msg)
{
    char *text = cJSON_PrintUnformatted(msg);
    cqs_queue_text(c, text);
    free(text);
}

void cqs_send_error(cqs_conn *c, const char *message)
{
    if (++c->errors > ERRORS_PER_TURN)
        return;
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "error");
    cJSON_AddStringToObject(m, "message", message);
    cqs_queue_json(c, m);
    cJSON_Delete(m);
}

void cqs_broadcast_text(cq_serve *s, const char *text)
{
    for (cqs_conn *c = s->conns; c; c = c->next)
        if (c->seat >= 0 || c->viewer)
            cqs_queue_text(c, text);
}

bool cqs_seat_taken(const cq_serve *s, int seat)
{
    return s->seats[seat].kind != CQ_SERVE_NETWORK || s->seats[seat].joined;
}

/* Keeps the players keep[p], in seat order; the others' vertices turn neutral
 * with 0 units. map[p] gets each player's new index, or -1. */
int cqs_state_keep_players(cq_state *st, const bool keep[], int map[])
{
    int n = 0;
    for (int p = 0; p < st->n_players; p++) {
        map[p] = keep[p] ? n : -1;
        if (keep[p])
            st->players[n++] = st->players[p];
    }
    for (int v = 0; v < st->graph->n_vertices; v++) {
        int c = st->controller[v];
        if (c == CQ_NEUTRAL)
            continue;
        if (map[c] < 0) {
            st->controller[v] = CQ_NEUTRAL;
            st->units[v] = 0;
        } else {
            st->controller[v] = (int8_t)map[c];
        }
    }
    st->n_players = n;
    return n;
}

/* The state as the server sends it. In the lobby: turn 0, "waiting", and only
 * the seats taken (as the server, whose lobby holds the bots that joined).
 * Never the generator (our "rng", which the reference server does not send):
 * from it a bot would foretell every combat draw before giving its orders. */
char *cqs_state_message(cq_serve *s)
{
    data_cq_layout layout;
    data_cq_layout_default(&layout);
    layout.wrap = true;
    layout.no_rng = true;
    layout.turn_duration_seconds = s->cfg.turn_ms / 1000.0;
    if (s->phase != CQ_SERVE_LOBBY)
        return data_cq_state_to_json(&s->state, &layout);
    cq_state *view = malloc(sizeof *view);
    if (view == NULL)
        return NULL;
    *view = s->state;
    bool keep[CQ_MAX_PLAYERS] = { false };
    int map[CQ_MAX_PLAYERS];
    for (int p = 0; p < view->n_players; p++)
        keep[p] = cqs_seat_taken(s, p);
    cqs_state_keep_players(view, keep, map);
    char *text = data_cq_state_to_json(view, &layout);
    free(view);
    cJSON *root = text ? cJSON_Parse(text) : NULL;
    free(text);
    if (root == NULL)
        return NULL;
    cJSON_ReplaceItemInObjectCaseSensitive(root, "turn", cJSON_CreateNumber(0));
    cJSON_ReplaceItemInObjectCaseSensitive(root, "game_status", cJSON_CreateString("waiting"));
    text = cJSON_PrintUnformatted(root);
    cJSON_Delete(root);
    return text;
}

void cqs_broadcast_state(cq_serve *s)
{
    char *text = cqs_state_message(s);
    cqs_broadcast_text(s, text);
    free(text);
}

void cqs_send_state(cq_serve *s, cqs_conn *c)
{
    char *text = cqs_state_message(s);
    cqs_queue_text(c, text);
    free(text);
}

/* In the middle of a turn (a bot left): viewers only, so that each bot is sent
 * one state a turn and answers once. */
void cqs_broadcast_state_viewers(cq_serve *s)
{
    char *text = cqs_state_message(s);
    for (cqs_conn *c = s->conns; c && text; c = c->next)
        if (c->viewer)
            cqs_queue_text(c, text);
    free(text);
}

