/*
 * An online Escarmouche game on the battle screen: the board's remote seat
 * (board/remote.h) over the lobby's connection (online/conn.h), the match
 * mirrored from the server's views and history (online/mirror.h). The lobby
 * hands it every message the connection brings; it asks for the history when
 * the views do not follow, and hands the battle screen what the server
 * played, in order. The server is the only authority: nothing this screen
 * chooses is played before the server's view names it.
 */
#ifndef SKIRMISH_CLIENT_FRONT_ONLINE_BATTLE_H
#define SKIRMISH_CLIENT_FRONT_ONLINE_BATTLE_H

#include <stdbool.h>

#include <cjson/cJSON.h>

#include "board/match.h"
#include "board/remote.h"
#include "online/conn.h"

typedef struct online_battle online_battle;

/* For the seat (-1: watching) of `game` over `conn` (not owned); asks for the
 * history at once. NULL when out of memory. */
online_battle *online_battle_new(online_conn *conn, const char *game, int seat);
void online_battle_free(online_battle *ob);
/* A message from the server (the lobby reads the connection). */
void online_battle_take(online_battle *ob, const cJSON *msg);
/* Whether the mirror is built: the battle screen can open. */
bool online_battle_ready(const online_battle *ob);
/* The match as this seat knows it now, for board_battle_scene (m is
 * initialised here; the seats named as the server names them). */
bool online_battle_match(online_battle *ob, board_match *m);
/* The hook for board_battle_play_remote; the screen's close marks it closed. */
void online_battle_hook(online_battle *ob, board_remote *out);
/* Whether a battle screen plays it now. */
bool online_battle_on_screen(const online_battle *ob);
/* The seat's mirror's record (tests compare it with the board's). */
const esc_record *online_battle_record(const online_battle *ob);

#endif
