/*
 * Receive buffers (skirmish/net/rx.h), shared by the game server and
 * conquest-serve.
 */
#include "skirmish/net/rx.h"

#include <libwebsockets.h>
#include <stdlib.h>
#include <string.h>

net_rx_result net_rx_add(net_rx *rx, struct lws *wsi, const void *in, size_t len, size_t first, size_t max)
{
    if (rx->len + len > max) {
        lws_close_reason(wsi, LWS_CLOSE_STATUS_MESSAGE_TOO_LARGE, NULL, 0);
        return NET_RX_CLOSE;
    }
    if (rx->len + len + 1 > rx->cap) {
        size_t cap = rx->cap ? rx->cap : first;
        while (cap < rx->len + len + 1)
            cap *= 2;
        unsigned char *grown = realloc(rx->buf, cap);
        if (grown == NULL)
            return NET_RX_CLOSE;
        rx->buf = grown;
        rx->cap = cap;
    }
    memcpy(rx->buf + rx->len, in, len);
    rx->len += len;
    return lws_is_final_fragment(wsi) && lws_remaining_packet_payload(wsi) == 0 ? NET_RX_WHOLE : NET_RX_MORE;
}

bool net_rx_done(net_rx *rx, size_t keep)
{
    rx->len = 0;
    if (rx->cap <= keep)
        return false;
    free(rx->buf);
    rx->buf = NULL;
    rx->cap = 0;
    return true;
}

bool net_rx_free(net_rx *rx, size_t keep)
{
    bool large = rx->cap >= keep;
    free(rx->buf);
    rx->buf = NULL;
    rx->len = rx->cap = 0;
    return large;
}
