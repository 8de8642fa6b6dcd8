/*
 * A Campaign game held or watched on a game server, played on the Campaign
 * screen (campaign/remote.h) once it starts. This is the lobby's API
 * (front/online.c): it makes one for a `campaign` game it joined or watches,
 * hands it every message the connection brings, and opens the screen once
 * ready.
 *
 * Each view (docs/protocol.md "The Campaign view") is read into the seat's
 * mirror (online/ca_mirror.h): a campaign_state holding what that seat may
 * see and nothing else. The seat's decisions (Downtime, orders, standoffs,
 * squads, the bonus, its moves in a duel on the board, a retreat) go out as
 * `act` with the view's seq; nothing is applied before the server's next view
 * shows it. The connection resumes the seat with its token after a drop; the
 * server then sends the seat's view again, so the screen takes up where the
 * game is.
 */
#ifndef SKIRMISH_CLIENT_FRONT_ONLINE_CAMPAIGN_H
#define SKIRMISH_CLIENT_FRONT_ONLINE_CAMPAIGN_H

#include <stdbool.h>

#include <cjson/cJSON.h>

#include "campaign/remote.h"
#include "front/online_ca_board.h"
#include "online/ca_mirror.h"
#include "online/conn.h"
#include "shell/app.h"

typedef struct online_campaign online_campaign;

/* For the seat (-1: watching) of `game` over `conn` (not owned). NULL: out of memory. */
online_campaign *online_campaign_new(online_conn *conn, const char *game, int seat);
void online_campaign_free(online_campaign *oc);
/* A message from the server (the lobby reads the connection). */
void online_campaign_take(online_campaign *oc, const cJSON *msg);
/* Whether a view of the started game came: the screen can open. */
bool online_campaign_ready(const online_campaign *oc);
/* Pushes the Campaign screen on this game; false on failure (a->message says why). */
bool online_campaign_open(online_campaign *oc, app *a);
/* Whether a Campaign screen plays it now. */
bool online_campaign_on_screen(const online_campaign *oc);

/* The hook for the screen (campaign_play_args.remote); the screen's close marks it closed. */
void online_campaign_hook(online_campaign *oc, campaign_remote *out);
/* The seat's mirror (tests). */
const online_ca_mirror *online_campaign_mirror(const online_campaign *oc);
/* Where the finished campaign was kept among the replays, NULL: not (yet). */
const char *online_campaign_kept(const online_campaign *oc);
/* The duel's remote seat (tests). */
const online_ca_board *online_campaign_board(const online_campaign *oc);

#endif
