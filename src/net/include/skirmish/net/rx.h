/*
 * The receive buffer both servers keep per connection (skirmish-cli serve's
 * gsrv and conquest-serve): a message's fragments gathered until it is whole,
 * bounded (a message above the bound closes its connection with "message too
 * large"), and given back after a large message, so that one large message
 * does not cost for the rest of the game. Below the servers; calls only
 * libwebsockets.
 */
#ifndef SKIRMISH_NET_RX_H
#define SKIRMISH_NET_RX_H

#include <stdbool.h>
#include <stddef.h>

struct lws;

typedef struct net_rx {
    unsigned char *buf;
    size_t len, cap;
} net_rx;

typedef enum net_rx_result {
    NET_RX_MORE,        /* a fragment kept: the message goes on */
    NET_RX_WHOLE,       /* the message is whole in buf[0..len) */
    NET_RX_CLOSE        /* too large (the close reason is set) or no memory: close the connection */
} net_rx_result;

/* Adds a fragment of the message `wsi` is receiving; `first` is the first
 * buffer's size, `max` the largest message. */
net_rx_result net_rx_add(net_rx *rx, struct lws *wsi, const void *in, size_t len, size_t first, size_t max);
/* The message was read: empty again, the buffer freed when above `keep`
 * (true then: a malloc_trim is due). */
bool net_rx_done(net_rx *rx, size_t keep);
/* Frees the buffer; true when it was `keep` or larger (a trim is due). */
bool net_rx_free(net_rx *rx, size_t keep);

#endif
