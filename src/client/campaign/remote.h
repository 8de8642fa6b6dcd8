/*
 * A Campaign game played with a game server (Play online): the hook the
 * Campaign screen takes instead of running the turn itself. The screen knows
 * nothing of the network: whoever opens it online (src/client/front) fills
 * these callbacks.
 *
 * The server is the only authority. The screen shows one seat: the state
 * `state` hands it is the campaign as that seat may see it (its own roster,
 * gold and orders; the others' armies by the unit counts the rules show), and
 * the seat decides only what `asked` says is its to decide now. Each decision
 * goes out through `send` and is not applied here: the next state shows what
 * the server made of it (or `refusal` says why it was refused). No
 * pass-the-screen cover: one person sits at this screen.
 */
#ifndef SKIRMISH_CLIENT_CAMPAIGN_REMOTE_H
#define SKIRMISH_CLIENT_CAMPAIGN_REMOTE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "board/match.h"
#include "board/remote.h"
#include "skirmish/core/campaign/state.h"
#include "skirmish/core/esc/game.h"

/* What the seat is to decide now (the view's `asked`). */
typedef enum campaign_remote_ask {
    CAMPAIGN_ASK_NONE,      /* nothing: the others are waited for */
    CAMPAIGN_ASK_DOWNTIME,
    CAMPAIGN_ASK_ORDERS,
    CAMPAIGN_ASK_STANDOFFS,
    CAMPAIGN_ASK_SQUAD,
    CAMPAIGN_ASK_BONUS,
    CAMPAIGN_ASK_BOARD,     /* its move in the duel on the board */
    CAMPAIGN_ASK_RETREAT
} campaign_remote_ask;

typedef enum campaign_decision_kind {
    CAMPAIGN_DECIDE_RECRUIT,     /* def (or only name: a library unit's), army (CAMPAIGN_NO_ARMY: none) */
    CAMPAIGN_DECIDE_DISMISS,     /* uid */
    CAMPAIGN_DECIDE_REPLENISH,   /* uid */
    CAMPAIGN_DECIDE_TRAIT,       /* trait */
    CAMPAIGN_DECIDE_APPOINT,     /* uid */
    CAMPAIGN_DECIDE_DOWNTIME_DONE,
    CAMPAIGN_DECIDE_ORDERS,      /* orders, n_orders: the whole set */
    CAMPAIGN_DECIDE_STANDOFFS,   /* stand: the location set where it Stands */
    CAMPAIGN_DECIDE_SQUAD,       /* squad: roster slots */
    CAMPAIGN_DECIDE_BONUS,       /* bonus, ground_high, ground_second, uid (the ambuscade's) */
    CAMPAIGN_DECIDE_BOARD,       /* board: an Escarmouche action in the rules' notation */
    CAMPAIGN_DECIDE_RETREAT      /* loc */
} campaign_decision_kind;

typedef struct campaign_decision {
    campaign_decision_kind kind;
    char name[ESC_NAME_MAX];
    esc_unit_def def;            /* a recruit as the player made it; its name "" : `name` from the library */
    int army, uid, trait, loc;
    int n_orders;
    campaign_order orders[CAMPAIGN_MAX_ARMIES];
    uint64_t stand;
    uint32_t squad;
    int bonus;                   /* campaign_bonus */
    bool ground_high, ground_second;
    char board[ESC_ACTION_TEXT_MAX];
} campaign_decision;

/* The duel on the board as the seat sees it (the view's `duel`). */
typedef struct campaign_remote_duel {
    bool on;                     /* a duel is on the board */
    int battle;                  /* index into the state's battles */
    int players[ESC_SIDES];      /* the campaign player of each board side (side 0 the holder) */
    int side;                    /* this seat's board side, -1: it watches */
    int active;                  /* the board side to act */
    bool over;
    int winner;                  /* board side, -1 a draw */
    char last[ESC_ACTION_TEXT_MAX]; /* the last action played ("" none) */
    int last_side;
    int loc;                     /* its place (location index), -1 unknown */
    bool ended;                  /* not on the board any more: the duel just fought, ended */
    int ended_winner;            /* then its winner (campaign player), -1 a draw */
    int n_legal;                 /* the seat's legal actions when it is to act */
    char (*legal)[ESC_ACTION_TEXT_MAX]; /* owned by the hook, valid until the next `state` */
} campaign_remote_duel;

/* The top bar's line on the link and the seats. */
typedef struct campaign_remote_status {
    char line[240];              /* translated: "Online: 127.0.0.1:7474 · waiting for Bob" */
    bool down;                   /* the link is lost: it is trying again */
} campaign_remote_status;

typedef struct campaign_remote {
    void *ctx;
    int seat;                    /* the seat played at this screen; -1: watching */
    /* The campaign as the seat knows it now, when it changed since the serial
     * the caller last saw (*serial is updated); false when nothing new. The
     * state's map pointer is the screen's to set. */
    bool (*state)(void *ctx, campaign_state *out, int *serial);
    campaign_remote_ask (*asked)(void *ctx);
    /* A decision of the seat; false when it could not go (the link is down). */
    bool (*send)(void *ctx, const campaign_decision *d);
    /* Whether decisions of the seat's are on their way, not answered yet:
     * the state then is older than what the seat did (the screen waits). */
    bool (*pending)(void *ctx);
    /* Whether a seat has nothing to decide now (the server's word). */
    bool (*ready)(void *ctx, int seat);
    /* Whether a seat's player is connected (a computer always is). */
    bool (*connected)(void *ctx, int seat);
    void (*status)(void *ctx, campaign_remote_status *out);
    /* Whether the server refused the seat's last decision: why (translated), once. */
    bool (*refusal)(void *ctx, char *why, size_t size);
    void (*duel)(void *ctx, campaign_remote_duel *out);
    /* The duel on the board as a match and its remote seat (board/remote.h),
     * for the battle screen (m initialised here; the screen takes it over);
     * false while no duel is on the board, or its match is not built yet. */
    bool (*board)(void *ctx, board_match *m, board_remote *hook);
    /* The locations the seat may retreat to when asked (a set), 0 otherwise. */
    uint64_t (*retreat_options)(void *ctx);
    /* Counts the times the link came back. */
    int (*links)(void *ctx);
    /* The screen closes: the hook's owner lets go (may be NULL). */
    void (*close)(void *ctx);
} campaign_remote;

#endif
