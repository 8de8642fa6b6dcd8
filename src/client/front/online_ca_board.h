/*
 * The duel of an online Campaign on the battle screen: the board's remote
 * seat (board/remote.h) for the duel each Campaign view carries
 * (online/ca_duel.h turns it into the match mirror's view and history). The
 * Campaign's remote seat (front/online_campaign.h) owns it, hands it each
 * view's duel and sends the actions it is given; nothing is played before a
 * view shows it.
 */
#ifndef SKIRMISH_CLIENT_FRONT_ONLINE_CA_BOARD_H
#define SKIRMISH_CLIENT_FRONT_ONLINE_CA_BOARD_H

#include <stdbool.h>
#include <stddef.h>

#include <cjson/cJSON.h>

#include "board/match.h"
#include "board/remote.h"

typedef struct online_ca_board online_ca_board;

typedef struct online_ca_board_owner {
    void *ctx;
    /* Sends a board action of the seat (the rules' notation); false: not sent. */
    bool (*send)(void *ctx, const char *action);
    /* The top bar's line on the link and the seats. */
    void (*status)(void *ctx, board_remote_status *out);
} online_ca_board_owner;

online_ca_board *online_ca_board_new(const online_ca_board_owner *owner);
void online_ca_board_free(online_ca_board *b);
/* A Campaign view's `duel` (NULL: none on the board now). */
void online_ca_board_take(online_ca_board *b, const cJSON *duel);
/* The server refused the action sent: why (translated). */
void online_ca_board_refused(online_ca_board *b, const char *why);
/* Whether a duel's match is built (the battle screen can open). */
bool online_ca_board_ready(const online_ca_board *b);
/* The duel as the seat knows it now (m initialised here), its sides named. */
bool online_ca_board_match(online_ca_board *b, board_match *m, const char *const names[ESC_SIDES]);
/* The hook for board_battle_play_remote; the screen's close marks it closed. */
void online_ca_board_hook(online_ca_board *b, board_remote *out);
bool online_ca_board_on_screen(const online_ca_board *b);
/* The match mirror's record (tests). */
const esc_record *online_ca_board_record(const online_ca_board *b);
/* Whether the mirror is the server's match exactly (deployment over). */
bool online_ca_board_complete(const online_ca_board *b);

#endif
