/*
 * The "network bot" seat: a Conquest game whose seats include bots connecting
 * over WebSocket in the public Chromatic Warfare server's protocol. The game is
 * served by src/net (cq_serve), polled from the screens' updates, never blocking
 * the UI; the match mirrors the server's state and shows each turn the server
 * plays as it shows the computer's.
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_NET_H
#define SKIRMISH_CLIENT_CONQUEST_NET_H

#include <stdbool.h>
#include <stddef.h>

#include "conquest/match.h"
#include "skirmish/core/cq/map.h"

typedef enum conquest_net_phase {
    CONQUEST_NET_WAITING,   /* for the network bots to connect */
    CONQUEST_NET_PLAYING,
    CONQUEST_NET_OVER
} conquest_net_phase;

/* Whether this build has the network (libwebsockets was found). */
bool conquest_net_available(void);
/* A new game on `map` served on 127.0.0.1 (any free port): seats are
 * CONQUEST_SEAT_NETWORK, bot levels or humans (their orders entered here,
 * conquest_net_give_orders). The match takes the server's state. False with *why. */
bool conquest_net_start(conquest_match *m, const cq_map *map, int n_players, const int seats[], int max_turns,
                        uint64_t seed, char *why, size_t why_size);
int conquest_net_port(const conquest_match *m);
bool conquest_net_seat_connected(const conquest_match *m, int seat);
/* Runs the server once (no waiting). hold: no turn may close (a turn is being
 * shown). In the lobby the match's state follows the server's (the bots' names). */
conquest_net_phase conquest_net_poll(conquest_match *m, bool hold);
/* The oldest turn the server played and the match has not shown: it becomes the
 * match's last turn and state. False when there is none. */
bool conquest_net_take_turn(conquest_match *m);

/* Every human's orders (all are ready) to the server for the turn in play. */
bool conquest_net_give_orders(conquest_match *m);
/* Whether a seat has answered the turn in play (a network bot: its move_command). */
bool conquest_net_seat_answered(const conquest_match *m, int seat);

#endif
