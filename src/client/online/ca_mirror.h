/*
 * A Campaign game as one seat of a game server knows it (docs/protocol.md,
 * "The Campaign view"), rebuilt as a campaign_state the Campaign screen can
 * show: the server stays the only authority, the mirror only holds what the
 * seat was told.
 *
 * The mirror's ruling: the seat's own player is the view's `me` (its roster
 * unit by unit, its gold, Renown and orders); another player's roster is
 * stand-ins, as many in each army as the view counts there, so the core's
 * counts (campaign_army_units, campaign_state_view) give what the seat sees
 * and nothing more; their gold, Renown to spend and orders stay 0. The rules'
 * generators are 0: the mirror never resolves anything. Pure: no network,
 * no SDL.
 */
#ifndef SKIRMISH_CLIENT_ONLINE_CA_MIRROR_H
#define SKIRMISH_CLIENT_ONLINE_CA_MIRROR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <cjson/cJSON.h>

#include "online/proto.h"
#include "skirmish/core/campaign/state.h"

#define ONLINE_CA_LEGAL_MAX 512

typedef struct online_ca_mirror {
    int seat;                        /* -1 a watcher */
    int seq;                         /* the last view's, -1 none */
    int serial;                      /* counts the views that changed the state */
    bool started;                    /* a view of the started game came */
    campaign_map map;                /* as the view gives it: names, supply, routes */
    campaign_state st;               /* st.map is &map */
    online_game seats;               /* names, who is connected */
    char asked[12];                  /* "" nothing */
    bool ready[CAMPAIGN_MAX_PLAYERS];
    uint64_t retreat_options;
    bool stand_standoffs;            /* the reveal's standoffs have their outcome */
    /* the duel on the board */
    bool on_board;
    int duel_battle, duel_side, duel_active, duel_winner, last_side;
    int duel_players[2];
    bool duel_over;
    int duel_loc;                    /* the duel's place (location index), -1 none yet */
    bool ended;                      /* the view shows the duel just fought as it ended (last_duel) */
    int ended_winner;                /* its winner (campaign player), -1 a draw */
    char last[48];
    int n_legal;
    char legal[ONLINE_CA_LEGAL_MAX][48];
    int n_units_hidden;              /* stand-ins held for the others (tests) */
} online_ca_mirror;

void online_ca_mirror_init(online_ca_mirror *m, int seat);
/* Takes a Campaign view; false with why (English, for logs) when it is not
 * one the mirror can hold (nothing changes then). */
bool online_ca_mirror_take(online_ca_mirror *m, const cJSON *view, char *why, size_t size);

#endif
