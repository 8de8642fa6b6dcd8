/*
 * A TRTS game held or watched on a game server, played on the TRTS game screen
 * (trts/remote.h) once it starts: the seat's views (docs/protocol.md, "The
 * TRTS view") made into the core's trts_state as the seat may know it, and the
 * seat's actions made into the protocol's arrays. The server names pieces by
 * labels that tell nothing hidden ("0.u2.3", "1.u0.s4"); here each label keeps
 * one index while the seat sees its piece, so what the screen picked stays
 * picked from one view to the next. Nothing a view does not hold is made up:
 * other teams' hidden pieces are absent, their banks zero, exactly as
 * trts_view leaves them. Every view that changed something is queued for the
 * screen (its event log and combat shown step by step come from consecutive
 * states); a repeated view (who is connected changed, a reconnection) only
 * updates the seats. The connection resumes the seat with its token after a
 * drop; the screen is told the link's state meanwhile. Once the game is over
 * its view tells the whole record, which is kept among the replays as a
 * finished offline game is.
 */
#ifndef SKIRMISH_CLIENT_FRONT_ONLINE_TRTS_H
#define SKIRMISH_CLIENT_FRONT_ONLINE_TRTS_H

#include <stdbool.h>

#include <cjson/cJSON.h>

#include "online/conn.h"
#include "skirmish/data/seats.h"
#include "trts/remote.h"

typedef struct online_trts online_trts;

/* For the seat (-1: watching) of `game` over `conn` (not owned); `rules` the
 * client's faction tables (outlive it), `data_dir` where maps/trts is. NULL:
 * out of memory. */
online_trts *online_trts_new(online_conn *conn, const char *game, int seat, const trts_rules *rules,
                             const char *data_dir);
void online_trts_free(online_trts *ot);
/* A message from the server (the lobby reads the connection). */
void online_trts_take(online_trts *ot, const cJSON *msg);
/* Whether a view of the started game came (its map loaded): the screen can open. */
bool online_trts_ready(const online_trts *ot);
/* The game as the screen opens it: the record's map and setup (no actions:
 * the server holds them) and each seat's name and level. */
bool online_trts_record(const online_trts *ot, trts_game_record *rec, data_seat seats[TRTS_MAX_PLAYERS]);
/* The hook for the screen; the screen's close marks it closed. */
void online_trts_hook(online_trts *ot, trts_remote *out);
bool online_trts_on_screen(const online_trts *ot);
/* The seat's state as the latest view has it (map and rules set). */
const trts_state *online_trts_state(const online_trts *ot);
/* The latest view's legal actions (pieces by index), at most cap; the count. */
int online_trts_legal(const online_trts *ot, trts_action *out, int cap);
/* A piece's label as the server names it to this seat ("" none). */
const char *online_trts_label(const online_trts *ot, int piece);
/* Whether the finished game was kept among the replays (the over view's
 * `record` replayed to the same end). */
bool online_trts_kept(const online_trts *ot);
/* The latest view's seq (-1 before any). */
int online_trts_seq(const online_trts *ot);

#endif
