/*
 * A Conquest game held or watched on a game server, played on the Conquest
 * screen (conquest/remote.h) once it starts: the seat's views (docs/protocol.md
 * "Conquest") turned into the screen's turns. Each view carries the public
 * state; when its turn is the next one, the turn before it (`last_turn`, every
 * valid order, public once resolved) is handed to the screen with the state
 * before and after, so it animates and reports as an offline turn. A view that
 * skips turns (the link was down long) hands the state alone. The seat's
 * orders go out as `act`, again after a reconnection (the connection resumes
 * the seat with its token; giving orders again replaces them). A watcher's
 * views hold no orders but the resolved ones: it sees what every seat sees.
 */
#ifndef SKIRMISH_CLIENT_FRONT_ONLINE_CONQUEST_H
#define SKIRMISH_CLIENT_FRONT_ONLINE_CONQUEST_H

#include <stdbool.h>

#include <cjson/cJSON.h>

#include "conquest/match.h"
#include "conquest/remote.h"
#include "online/conn.h"

typedef struct online_conquest online_conquest;

/* For the seat (-1: watching) of `game` over `conn` (not owned). NULL: out of memory. */
online_conquest *online_conquest_new(online_conn *conn, const char *game, int seat);
void online_conquest_free(online_conquest *oc);
/* A message from the server (the lobby reads the connection). */
void online_conquest_take(online_conquest *oc, const cJSON *msg);
/* Whether a view of the started game came: the screen can open. */
bool online_conquest_ready(const online_conquest *oc);
/* The match as the seat knows it now, for conquest_play_scene (m initialised;
 * the screen takes it over): the seat a person's, the others remote. */
bool online_conquest_match(online_conquest *oc, conquest_match *m);
/* The hook for the screen (conquest_play_args.remote); the screen's close marks it closed. */
void online_conquest_hook(online_conquest *oc, conquest_remote *out);
/* Whether a Conquest screen plays it now. */
bool online_conquest_on_screen(const online_conquest *oc);
/* The last state the server showed this seat (tests). */
const cq_state *online_conquest_state(const online_conquest *oc);

#endif
