/*
 * The bot server's insides, shared by its three files, whose calls run one way:
 * cq_serve.c (connections, the game's clock and turns, the public functions)
 * hands each client message to cq_serve_proto.c (what it does), and both send
 * through cq_serve_send.c (over the output queues of outq.c, the state
 * message, the log). Not a public header.
 */
#ifndef SKIRMISH_NET_CQ_SERVE_IMPL_H
#define SKIRMISH_NET_CQ_SERVE_IMPL_H

#include <cjson/cJSON.h>
#include <libwebsockets.h>

#include "skirmish/net/cq_serve.h"
#include "skirmish/net/outq.h"
#include "skirmish/net/rx.h"

#define CQS_GAME_ID_MAX 64
#define CQS_QUEUE_MAX (8u << 20)       /* unread output that closes a connection */
#define CQS_QUEUE_TOTAL_MAX (48u << 20) /* all connections': the largest is closed */

typedef struct cqs_conn {
    struct cqs_conn *next;
    struct lws *wsi;
    cq_serve *server;
    int seat;            /* -1: none */
    bool viewer;
    net_outq out;        /* what it has not read (out.closing: being closed, reads nothing more) */
    net_rx rx;           /* the message being received */
    int msgs, errors;    /* this turn */
    char game_id[CQS_GAME_ID_MAX]; /* the one it joined with */
} cqs_conn;

typedef struct cqs_seat {
    int kind;            /* CQ_SERVE_NETWORK or a bot level */
    cqs_conn *c;         /* the connected bot, NULL if none */
    bool joined;         /* a bot took the seat (it may have left since, in play) */
    bool has_orders;
    cq_order *orders;
    size_t n_orders;
    core_rng rng;        /* a bot level's own generator */
} cqs_seat;

struct cq_serve {
    cq_serve_config cfg;
    struct lws_context *ctx;
    struct lws_vhost *vh;
    int port;
    cq_map map;
    cq_state state;
    cq_state before;
    cqs_seat seats[CQ_SETUP_MAX_PLAYERS];
    size_t order_cap;    /* per seat: the edges, at most one order per edge is useful */
    cq_order *all;       /* a turn's orders, all seats */
    cq_order_problem *problems;
    cq_serve_phase phase;
    int64_t turn_start_us;
    int64_t deadline_us; /* turn end, or end of the linger */
    int64_t idle_since_us; /* after the end: when the last client left (0: someone is there) */
    net_outq_pool outq;  /* every connection's output queue, bounded */
    int name_max;        /* longest player_id taken, so that a game_state stays under the limit */
    int64_t *edge_units; /* per edge, scratch for merging a turn's moves */
    int spawned;         /* bots requested with request_bots so far (their names count them) */
    bool trim;           /* a large queue was freed: give the memory back */
    cqs_conn *conns;
    lws_sorted_usec_list_t sul;
    char *initial_json;
    cJSON *turns;        /* the record (valid orders only), when cfg.record */
    bool hold;
};

/* ---- cq_serve.c: connections, the clock, the turns ---- */
int64_t cqs_now_us(void);

/* ---- cq_serve_send.c: what is sent (below the other two) ---- */
void cqs_log(cq_serve *s, const char *fmt, const char *a, long b);
void cqs_queue_text(cqs_conn *c, const char *text);
void cqs_queue_json(cqs_conn *c, cJSON *msg);
void cqs_send_error(cqs_conn *c, const char *message);
/* The output pool's on_close: a connection closed for not reading. */
void cqs_conn_closed(void *conn);
/* To every bot and viewer. */
void cqs_broadcast_text(cq_serve *s, const char *text);
/* The game_state message as everyone is sent it now (the caller frees it). */
char *cqs_state_message(cq_serve *s);
/* The state to everyone (bots and viewers); in the lobby only the seats taken. */
void cqs_broadcast_state(cq_serve *s);
void cqs_send_state(cq_serve *s, cqs_conn *c);
/* The state to viewers only (mid-turn, when a bot left). */
void cqs_broadcast_state_viewers(cq_serve *s);
/* Who may be named: a seat a bot took, or one of our levels. */
bool cqs_seat_taken(const cq_serve *s, int seat);
/* Keeps the players keep[p], in seat order; the others' vertices turn neutral
 * with 0 units. map[p] gets each player's new index, or -1. Returns how many. */
int cqs_state_keep_players(cq_state *st, const bool keep[], int map[]);

/* ---- cq_serve_proto.c: what each client message does ---- */
/* True when the message asks the game to start now (the viewer's Start, its
 * answer already queued): the caller starts it, as the clock's turns are its. */
bool cqs_on_message(cq_serve *s, cqs_conn *c, const char *text, size_t len);

#endif
