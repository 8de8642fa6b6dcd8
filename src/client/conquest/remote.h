/*
 * A Conquest game played with a game server (Play online): the hook the
 * Conquest screen takes instead of resolving turns itself. The screen knows
 * nothing of the network: whoever opens it online (src/client/front) fills
 * these callbacks.
 *
 * The server is the only authority. The seat's orders, once the player says
 * Ready, go out through `send` and are not resolved here; the screen shows
 * each turn `next` hands it (the state before, every order of the turn, the
 * state after) as it shows a turn it resolved itself: animated, reported,
 * logged, recorded. When turns were missed (the link was down, the screen
 * opened late) `next` hands the state as it is now, shown without a turn.
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_REMOTE_H
#define SKIRMISH_CLIENT_CONQUEST_REMOTE_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/core/cq/state.h"
#include "skirmish/core/cq/turn.h"

typedef struct conquest_remote_event {
    bool turn;              /* a resolved turn (before, orders, after); false: the state is now `after` */
    cq_state before, after; /* their graph is the screen's to set */
    cq_order *orders;       /* malloc'd (the taker frees), n of them; NULL when none */
    size_t n;
} conquest_remote_event;

/* The panel's line on the link: "Connected to 127.0.0.1:7474", or the drop. */
typedef struct conquest_remote_status {
    char line[240];         /* translated */
    bool down;              /* the link is lost: it is trying again */
} conquest_remote_status;

typedef struct conquest_remote {
    void *ctx;
    int seat;               /* the seat played at this screen; -1: watching */
    /* The seat's orders for `turn` (Ready); false when they could not go (the
     * link is down: sent again once it is back). Sending again replaces them. */
    bool (*send)(void *ctx, int turn, const cq_order *orders, size_t n);
    /* The next thing to show, false when none waits. */
    bool (*next)(void *ctx, conquest_remote_event *out);
    /* Whether a seat's orders for the turn in play are in (the server's word). */
    bool (*given)(void *ctx, int seat);
    /* Whether a seat's player is connected (a computer always is). */
    bool (*connected)(void *ctx, int seat);
    void (*status)(void *ctx, conquest_remote_status *out);
    /* Whether the server refused the seat's orders since the last call: why
     * (translated) in `why`, once. The screen gives the seat its turn back. */
    bool (*refusal)(void *ctx, char *why, size_t size);
    /* Counts the times the link came back: orders sent before a drop are sent again. */
    int (*links)(void *ctx);
    /* The screen closes: the hook's owner lets go (may be NULL). */
    void (*close)(void *ctx);
} conquest_remote;

#endif
