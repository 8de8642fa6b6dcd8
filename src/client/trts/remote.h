/*
 * A TRTS game played with a game server (Play online): the hook the TRTS game
 * screen takes instead of applying actions itself. The screen knows nothing of
 * the network: whoever opens it online (src/client/front) fills these
 * callbacks.
 *
 * The server is the only authority. The seat's actions go out through `send`
 * and are not applied here; each state `next` hands the screen is the seat's
 * view as the server sent it (what trts_view leaves the seat: other teams'
 * hidden pieces absent, their banks empty), its `map` and `rules` the screen's
 * own. The screen shows each as it shows an action applied offline: the event
 * log told the public events between the state before and the one handed, a
 * combat round shown step by step. A piece keeps its index from one state to
 * the next while the seat sees it (a piece seen again after hiding may take a
 * new one, as the core reuses a dead piece's place), so the screen's picks
 * stay valid. A watcher (seat -1) is handed the public view only.
 */
#ifndef SKIRMISH_CLIENT_TRTS_REMOTE_H
#define SKIRMISH_CLIENT_TRTS_REMOTE_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/core/evlog.h"
#include "skirmish/core/trts/state.h"

/* The panel's line on the link: "Online: 127.0.0.1:7474", or the drop. */
typedef struct trts_remote_status {
    char line[240];         /* translated */
    bool down;              /* the link is lost: it is trying again */
} trts_remote_status;

typedef struct trts_remote {
    void *ctx;
    int seat;               /* the seat played at this screen; -1: watching */
    /* The seat's action (pieces by their index in the latest state handed);
     * false when it could not go (the link is down). The answer is the next
     * state, or a refusal. */
    bool (*send)(void *ctx, const trts_action *act);
    /* The next state to show (map and rules set), false when none waits. */
    bool (*next)(void *ctx, trts_state *out);
    /* Whether an action was sent and the server has not answered it yet: the
     * screen takes no other order meanwhile. */
    bool (*waiting)(void *ctx);
    /* Whether a seat's player is connected (a computer always is). */
    bool (*connected)(void *ctx, int seat);
    /* A seat's name as the server has it ("" for an open seat). */
    const char *(*name)(void *ctx, int seat);
    void (*status)(void *ctx, trts_remote_status *out);
    /* Whether the server refused the seat's action since the last call: why
     * (translated) in `why`, once. */
    bool (*refusal)(void *ctx, char *why, size_t size);
    /* The screen closes: the hook's owner lets go (may be NULL). */
    void (*close)(void *ctx);
    /* The game's event log, kept by the hook's owner while the screen is
     * closed and opened again: the screen starts from it and leaves its own
     * there (NULL: none kept). */
    evlog *events;
} trts_remote;

#endif
