/*
 * Output queues and their bounds (skirmish/net/outq.h), shared by the game
 * server and conquest-serve.
 */
#include "skirmish/net/outq.h"

#include <libwebsockets.h>
#include <stdlib.h>
#include <string.h>

#define TRIM_FROM (1u << 20) /* a queue this large freed: give the memory back */

void net_outq_pool_init(net_outq_pool *p, size_t max_each, size_t max_total, void (*on_close)(void *owner))
{
    memset(p, 0, sizeof *p);
    p->max_each = max_each;
    p->max_total = max_total;
    p->on_close = on_close;
}

void net_outq_add(net_outq_pool *p, net_outq *q, struct lws *wsi, void *owner)
{
    memset(q, 0, sizeof *q);
    q->pool = p;
    q->wsi = wsi;
    q->owner = owner;
    q->next = p->queues;
    if (p->queues)
        p->queues->prev = q;
    p->queues = q;
}

static void free_messages(net_outq *q)
{
    if (q->queued >= TRIM_FROM)
        q->pool->trim = true;
    while (q->head) {
        net_outq_msg *m = q->head;
        q->head = m->next;
        free(m);
    }
    q->tail = NULL;
    q->pool->total -= q->queued;
    q->queued = 0;
}

void net_outq_remove(net_outq *q)
{
    if (q->pool == NULL)
        return;
    free_messages(q);
    if (q->prev)
        q->prev->next = q->next;
    else
        q->pool->queues = q->next;
    if (q->next)
        q->next->prev = q->prev;
    q->next = q->prev = NULL;
    q->pool = NULL;
}

void net_outq_close(net_outq *q)
{
    if (q->closing || q->pool == NULL)
        return;
    q->closing = true;
    free_messages(q);
    if (q->pool->on_close)
        q->pool->on_close(q->owner);
    lws_set_timeout(q->wsi, PENDING_TIMEOUT_USER_OK, LWS_TO_KILL_ASYNC);
}

bool net_outq_push(net_outq *q, const char *text, size_t len)
{
    if (q->closing || q->pool == NULL || text == NULL)
        return false;
    net_outq_pool *p = q->pool;
    if (q->queued + len > p->max_each) {
        net_outq_close(q); /* it does not read what it is sent: it only costs the others */
        return false;
    }
    while (p->total + len > p->max_total) {
        net_outq *big = NULL;
        for (net_outq *k = p->queues; k; k = k->next)
            if (!k->closing && k->queued > 0 && (big == NULL || k->queued > big->queued))
                big = k;
        if (big == NULL)
            break;
        net_outq_close(big);
        if (big == q)
            return false;
    }
    net_outq_msg *m = malloc(sizeof *m + LWS_PRE + len);
    if (m == NULL)
        return false;
    m->next = NULL;
    m->len = len;
    memcpy(m->buf + LWS_PRE, text, len);
    if (q->tail)
        q->tail->next = m;
    else
        q->head = m;
    q->tail = m;
    q->queued += len;
    p->total += len;
    lws_callback_on_writable(q->wsi);
    return true;
}

int net_outq_drain(net_outq *q)
{
    net_outq_msg *m = q->head;
    if (m == NULL)
        return 0;
    if (lws_write(q->wsi, m->buf + LWS_PRE, m->len, LWS_WRITE_TEXT) < (int)m->len)
        return -1;
    q->head = m->next;
    if (q->head == NULL)
        q->tail = NULL;
    q->queued -= m->len;
    q->pool->total -= m->len;
    free(m);
    if (q->head)
        lws_callback_on_writable(q->wsi);
    return 0;
}
