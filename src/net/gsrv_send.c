/*
 * What the game server sends (gsrv_impl.h), through each connection's
 * output queue (outq.c: a connection with GSRV_QUEUE_MAX bytes unread is
 * closed at once, its queue freed then; when all queues together pass
 * GSRV_QUEUE_TOTAL_MAX the largest is): errors, and the views: each connection in a game gets the view of its own seat (a watcher
 * the public one), built once per seat for a change. Who is in which game
 * (attaching and detaching connections) is here too, as it decides who is
 * sent what. Below gsrv.c and gsrv_proto.c; calls only gsrv_game.c and outq.c.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gsrv_impl.h"

void gs_conn_closed(void *conn)
{
    gs_conn *c = conn;
    net_rx_free(&c->rx, 0);
    gs_log(c->server, "a connection is closed (%s)", c->name[0] ? c->name : "no name");
}

void gs_queue_text(gs_conn *c, const char *text, size_t len)
{
    if (c->server->shutting)
        return;
    net_outq_push(&c->out, text, len);
}

void gs_queue_json(gs_conn *c, cJSON *msg)
{
    char *text = cJSON_PrintUnformatted(msg);
    if (text)
        gs_queue_text(c, text, strlen(text));
    free(text);
}

static void add_id(cJSON *msg, const cJSON *id)
{
    if (id)
        cJSON_AddItemToObject(msg, "id", cJSON_Duplicate(id, true));
}

void gs_send_error(gs_conn *c, const cJSON *id, const char *code, const char *message)
{
    cJSON *m = cJSON_CreateObject();
    cJSON_AddStringToObject(m, "type", "error");
    cJSON_AddStringToObject(m, "code", code);
    cJSON_AddStringToObject(m, "message", message);
    add_id(m, id);
    gs_queue_json(c, m);
    cJSON_Delete(m);
}

void gs_send_view(gs_conn *c, const cJSON *id)
{
    if (c->game == NULL)
        return;
    cJSON *v = gs_game_view(c->game, c->seat);
    add_id(v, id);
    gs_queue_json(c, v);
    cJSON_Delete(v);
}

void gs_broadcast_views(gs_game *g, gs_conn *actor, const cJSON *id)
{
    char *text[GSRV_SEATS + 1] = { NULL }; /* per seat, the watchers' last */
    /* TRTS: only the views that changed (a seat is sent nothing when what
     * changed is hidden from it). */
    bool trts = g->kind == GS_TRTS || g->kind == GS_CAMPAIGN;
    gs_game_refresh(g);
    for (gs_conn *c = g->conns; c; c = c->gnext) {
        if (c == actor) { /* an act is always answered, even by an unchanged view */
            gs_send_view(c, id);
            continue;
        }
        int k = c->seat >= 0 ? c->seat : GSRV_SEATS;
        if (trts && !g->vchanged[k] && !g->seats_changed)
            continue;
        if (text[k] == NULL) {
            cJSON *v = gs_game_view(g, c->seat);
            text[k] = cJSON_PrintUnformatted(v);
            cJSON_Delete(v);
        }
        if (text[k])
            gs_queue_text(c, text[k], strlen(text[k]));
    }
    for (int k = 0; k <= GSRV_SEATS; k++) {
        free(text[k]);
        g->vchanged[k] = false;
    }
    g->seats_changed = false;
}

static void detach(gs_conn *c)
{
    gs_game *g = c->game;
    if (g == NULL)
        return;
    for (gs_conn **p = &g->conns; *p; p = &(*p)->gnext)
        if (*p == c) {
            *p = c->gnext;
            break;
        }
    if (c->seat >= 0 && g->seats[c->seat].conn == c) {
        g->seats[c->seat].conn = NULL;
        g->seats_changed = true;
    }
    if (c->seat < 0)
        g->watchers--;
    c->game = NULL;
    c->gnext = NULL;
    c->seat = -1;
}

void gs_conn_attach(gs_conn *c, gs_game *g, int seat)
{
    gs_game *old = c->game;
    int old_seat = c->seat;
    detach(c);
    if (old && old != g && old_seat >= 0)
        gs_broadcast_views(old, NULL, NULL); /* its seat shows as gone */
    if (g == NULL)
        return;
    if (seat >= 0) {
        gs_conn *prev = g->seats[seat].conn;
        if (prev && prev != c) {
            detach(prev);
            gs_send_error(prev, NULL, "replaced", "another connection took this seat with its token");
        }
        g->seats[seat].conn = c;
        g->seats_changed = true;
    } else {
        g->watchers++;
    }
    c->game = g;
    c->seat = seat;
    c->gnext = g->conns;
    g->conns = c;
}

void gs_game_detach_all(gs_game *g, const char *code, const char *message)
{
    while (g->conns) {
        gs_conn *c = g->conns;
        detach(c);
        if (code)
            gs_send_error(c, NULL, code, message);
    }
}
