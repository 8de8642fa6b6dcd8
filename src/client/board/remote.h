/*
 * A battle played with a game server (Play online): the hook the battle screen
 * takes instead of playing both sides at one screen. The board knows nothing
 * of the network: whoever opens the screen online (src/client/online) fills
 * these callbacks.
 *
 * The server is the only authority. An action chosen at this screen goes out
 * through `send` and is not applied; the screen applies what `next` hands it,
 * in the server's order, the seat's own actions included, as it plays the
 * computer's (shown, logged, animated). While the other squad is hidden
 * (deployment), `next` may hand a whole record instead: the match is taken
 * again from it (the other side's placements, its units as the server shows
 * them), without animation.
 */
#ifndef SKIRMISH_CLIENT_BOARD_REMOTE_H
#define SKIRMISH_CLIENT_BOARD_REMOTE_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/core/esc/record.h"

typedef enum board_remote_kind {
    BOARD_REMOTE_ACTION,        /* `action`, played on the match as it stands */
    BOARD_REMOTE_RECORD,        /* `record`: the match taken again from it (the screen takes it over) */
    BOARD_REMOTE_REFUSED        /* the server refused this screen's action: `why`, nothing moves */
} board_remote_kind;

typedef struct board_remote_event {
    board_remote_kind kind;
    esc_action action;
    esc_record record;
    char why[200];
} board_remote_event;

/* The top bar's line: who is connected, who is awaited. */
typedef struct board_remote_status {
    char line[200];             /* translated: "Bob is connected", "Waiting for Bob (not connected)" */
    bool down;                  /* the link is lost: "Connection lost: trying again…" */
} board_remote_status;

typedef struct board_remote {
    void *ctx;
    int side;                   /* the side played at this screen; -1: watching */
    /* Sends an action of `side` for the position `g`; false when it could
     * not be sent (the link is down: nothing pending). */
    bool (*send)(void *ctx, const esc_game *g, const esc_action *action);
    /* The next thing to play, false when none waits. */
    bool (*next)(void *ctx, board_remote_event *out);
    void (*status)(void *ctx, board_remote_status *out);
    /* A unit the match holds that the seat does not see (a hidden squad's
     * stand-in): not drawn, not named. May be NULL. */
    bool (*unit_hidden)(void *ctx, int unit);
    /* The screen closes: the hook's owner lets go (may be NULL). */
    void (*close)(void *ctx);
} board_remote;

#endif
