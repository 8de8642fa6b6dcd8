/*
 * The network-bot seat (conquest/net.h) over src/net's server.
 */
#include "conquest/net.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/i18n.h"

#ifdef SKIRMISH_HAVE_NET
#include "skirmish/net/cq_serve.h"

#define NET_QUEUE 8 /* turns played and not shown yet; more are shown without animation */

typedef struct net_turn {
    cq_state before, after;
    cq_order *orders;
    cq_order_problem *problems;
    size_t n;
} net_turn;

/* Owned by the match (m->net), on the heap so the server's callback keeps a
 * valid pointer when the match is moved. */
typedef struct conquest_net {
    cq_serve *server;
    net_turn queue[NET_QUEUE];
    int head, count;
} conquest_net;

static void net_free(conquest_net *net)
{
    cq_serve_close(net->server);
    for (int i = 0; i < NET_QUEUE; i++) {
        free(net->queue[i].orders);
        free(net->queue[i].problems);
    }
    free(net);
}

static void on_turn(void *user, const cq_state *before, const cq_order *orders, size_t n,
                    const cq_order_problem *problems, const cq_state *after)
{
    conquest_net *net = user;
    if (net->count == NET_QUEUE) { /* the oldest goes unseen */
        net->head = (net->head + 1) % NET_QUEUE;
        net->count--;
    }
    net_turn *t = &net->queue[(net->head + net->count) % NET_QUEUE];
    cq_order *o = realloc(t->orders, (n > 0 ? n : 1) * sizeof *o);
    if (o != NULL)
        t->orders = o;
    cq_order_problem *p = realloc(t->problems, (n > 0 ? n : 1) * sizeof *p);
    if (p != NULL)
        t->problems = p;
    if (o == NULL || p == NULL)
        n = 0;
    memcpy(t->orders, orders, n * sizeof *orders);
    memcpy(t->problems, problems, n * sizeof *problems);
    t->n = n;
    t->before = *before;
    t->after = *after;
    net->count++;
}

bool conquest_net_available(void) { return true; }

bool conquest_net_start(conquest_match *m, const cq_map *map, int n_players, const int seats[], int max_turns,
                        uint64_t seed, char *why, size_t why_size)
{
    if (!conquest_match_start(m, map, n_players, seats, max_turns, seed, why, (int)why_size))
        return false;
    conquest_net *net = calloc(1, sizeof *net);
    if (net == NULL) {
        snprintf(why, why_size, "%s", _("out of memory"));
        return false;
    }
    cq_serve_config cfg;
    memset(&cfg, 0, sizeof cfg);
    cq_map served = *map;
    served.min_players = CQ_SETUP_MIN_PLAYERS; /* the setup screen has checked the count */
    served.max_players = CQ_SETUP_MAX_PLAYERS;
    cfg.map = &served;
    cfg.n_seats = n_players;
    for (int p = 0; p < n_players; p++)
        cfg.seat[p] = seats[p] == CONQUEST_SEAT_NETWORK ? CQ_SERVE_NETWORK
                      : seats[p] == CONQUEST_SEAT_HUMAN ? CQ_SERVE_LOCAL
                                                        : seats[p];
    cfg.port = 0;
    cfg.turn_ms = 1000; /* the public server's default */
    cfg.max_turns = max_turns;
    cfg.seed = seed;
    cfg.linger_ms = 1000;
    cfg.on_turn = on_turn;
    cfg.user = net;
    net->server = cq_serve_open(&cfg, why, why_size);
    if (net->server == NULL) {
        free(net);
        return false;
    }
    m->net = net;
    m->net_free = net_free;
    m->state = *cq_serve_state(net->server);
    m->state.graph = &m->graph;
    return true;
}

int conquest_net_port(const conquest_match *m) { return m->net ? cq_serve_port(m->net->server) : 0; }

bool conquest_net_seat_connected(const conquest_match *m, int seat)
{
    return m->net && cq_serve_seat_connected(m->net->server, seat);
}

conquest_net_phase conquest_net_poll(conquest_match *m, bool hold)
{
    if (m->net == NULL)
        return CONQUEST_NET_OVER;
    cq_serve_hold(m->net->server, hold);
    cq_serve_phase ph = cq_serve_service(m->net->server, false);
    if (ph == CQ_SERVE_LOBBY) {
        m->state = *cq_serve_state(m->net->server);
        m->state.graph = &m->graph;
        return CONQUEST_NET_WAITING;
    }
    /* Over once the last messages are out and the bots have gone. */
    return ph == CQ_SERVE_DONE ? CONQUEST_NET_OVER : CONQUEST_NET_PLAYING;
}

bool conquest_net_take_turn(conquest_match *m)
{
    conquest_net *net = m->net;
    if (net == NULL || net->count == 0)
        return false;
    net_turn *t = &net->queue[net->head];
    cq_order *o = realloc(m->last_orders, (t->n > 0 ? t->n : 1) * sizeof *o);
    cq_order_problem *p = o ? realloc(m->last_problems, (t->n > 0 ? t->n : 1) * sizeof *p) : NULL;
    if (o != NULL)
        m->last_orders = o;
    if (p != NULL)
        m->last_problems = p;
    size_t n = o != NULL && p != NULL ? t->n : 0;
    memcpy(m->last_orders, t->orders, n * sizeof *t->orders);
    memcpy(m->last_problems, t->problems, n * sizeof *t->problems);
    m->n_last = (int)n;
    conquest_match_record_turn(m, &t->before, t->orders, t->n);
    m->before = t->before;
    m->before.graph = &m->graph;
    m->state = t->after;
    m->state.graph = &m->graph;
    m->has_last = true;
    for (int pl = 0; pl < m->state.n_players; pl++) /* the humans' orders were played */
        if (conquest_match_is_human(m, pl)) {
            conquest_match_clear_orders(m, pl);
            conquest_match_set_ready(m, pl, false);
        }
    net->head = (net->head + 1) % NET_QUEUE;
    net->count--;
    return true;
}

bool conquest_net_give_orders(conquest_match *m)
{
    if (m->net == NULL)
        return false;
    bool ok = true;
    for (int p = 0; p < m->state.n_players; p++)
        if (conquest_match_is_human(m, p) && !m->state.players[p].eliminated)
            ok = cq_serve_give_orders(m->net->server, p, m->orders[p].list, (size_t)m->orders[p].n) && ok;
    return ok;
}

bool conquest_net_seat_answered(const conquest_match *m, int seat)
{
    return m->net && cq_serve_seat_answered(m->net->server, seat);
}

#else /* no libwebsockets: no network seats */

bool conquest_net_available(void) { return false; }

bool conquest_net_start(conquest_match *m, const cq_map *map, int n_players, const int seats[], int max_turns,
                        uint64_t seed, char *why, size_t why_size)
{
    (void)m, (void)map, (void)n_players, (void)seats, (void)max_turns, (void)seed;
    snprintf(why, why_size, "%s", _("this build has no network support (libwebsockets was not found)"));
    return false;
}

int conquest_net_port(const conquest_match *m)
{
    (void)m;
    return 0;
}

bool conquest_net_seat_connected(const conquest_match *m, int seat)
{
    (void)m, (void)seat;
    return false;
}

conquest_net_phase conquest_net_poll(conquest_match *m, bool hold)
{
    (void)m, (void)hold;
    return CONQUEST_NET_OVER;
}

bool conquest_net_take_turn(conquest_match *m)
{
    (void)m;
    return false;
}

bool conquest_net_give_orders(conquest_match *m)
{
    (void)m;
    return false;
}

bool conquest_net_seat_answered(const conquest_match *m, int seat)
{
    (void)m, (void)seat;
    return false;
}
#endif
