/*
 * The output queue both servers keep per connection (skirmish-cli serve's
 * gsrv and conquest-serve): what a connection has not read yet, bounded per
 * connection and for all connections together. A connection that passes its
 * bound is closed at once and its queue freed (a client that reads nothing
 * never makes its socket writable again, so a close sent the usual way would
 * keep the queue for ever); when all queues together pass theirs, the largest
 * is. The writable callback drains one message at a time. Below the servers;
 * calls only libwebsockets.
 */
#ifndef SKIRMISH_NET_OUTQ_H
#define SKIRMISH_NET_OUTQ_H

#include <stdbool.h>
#include <stddef.h>

struct lws;

typedef struct net_outq_msg {
    struct net_outq_msg *next;
    size_t len;
    unsigned char buf[]; /* LWS_PRE bytes, then the text */
} net_outq_msg;

typedef struct net_outq net_outq;

/* Every queue of one server, and their bounds. */
typedef struct net_outq_pool {
    net_outq *queues;
    size_t total;               /* bytes waiting, all queues */
    size_t max_each, max_total;
    bool trim;                  /* a large queue was freed: malloc_trim is due */
    /* Told when a queue is closed for passing a bound (may be NULL): the
     * server frees what else the connection holds and says so in its log. */
    void (*on_close)(void *owner);
} net_outq_pool;

struct net_outq {
    net_outq *next, *prev;      /* in the pool */
    net_outq_pool *pool;
    struct lws *wsi;
    void *owner;                /* the server's connection */
    net_outq_msg *head, *tail;
    size_t queued;
    bool closing;               /* closed: sends nothing more */
};

void net_outq_pool_init(net_outq_pool *p, size_t max_each, size_t max_total, void (*on_close)(void *owner));
/* A new connection's queue, empty, in the pool. */
void net_outq_add(net_outq_pool *p, net_outq *q, struct lws *wsi, void *owner);
/* The connection is gone: its queue is freed and leaves the pool. */
void net_outq_remove(net_outq *q);
/* Closes the connection now (its queue freed, on_close told, the socket
 * closed soon by libwebsockets); nothing when it is closing already. */
void net_outq_close(net_outq *q);
/* Queues `len` bytes of text; false when nothing was queued (closing, no
 * memory, or a bound passed: then this queue, or the largest, was closed). */
bool net_outq_push(net_outq *q, const char *text, size_t len);
/* The writable callback: writes the next message. -1: the write failed (close
 * the connection), else 0. */
int net_outq_drain(net_outq *q);

#endif
