/*
 * The game the lobby's connection is in (front/online.c), played on that
 * game's own screen once it starts: an Escarmouche game on the battle screen
 * (front/online_battle.h), a Conquest game on the Conquest screen
 * (front/online_conquest.h), a TRTS game on the TRTS game screen
 * (front/online_trts.h), a Campaign game on the Campaign screen
 * (front/online_campaign.h). The lobby hands every message over; here the started
 * game's remote seat is made from its first view, fed, and its screen opened
 * once it is ready and the lobby is on top (again after "Back to the game").
 * Calls run one way: the lobby calls this, this calls the kinds' files.
 */
#ifndef SKIRMISH_CLIENT_FRONT_ONLINE_KINDS_H
#define SKIRMISH_CLIENT_FRONT_ONLINE_KINDS_H

#include <stdbool.h>

#include <cjson/cJSON.h>

#include "online/conn.h"
#include "online/proto.h"
#include "shell/app.h"

typedef struct online_kinds {
    struct online_battle *battle;
    struct online_conquest *cq;
    struct online_trts *trts;
    struct online_campaign *campaign;
    bool shown;                    /* the game's screen was opened for it */
    char why[512];                 /* why its screen did not open (translated), "" */
} online_kinds;

/* Lets go of the game's remote seat (its screen, if open, is closed by the app). */
void online_kinds_drop(online_kinds *k);
/* Whether a started game has its remote seat. */
bool online_kinds_any(const online_kinds *k);
/* A message from the server for the game's remote seat. */
void online_kinds_take(online_kinds *k, const cJSON *msg);
/* A view of the game the connection is in (`kind`, `status` as the lobby
 * read them): a started game of a kind with its own screen gets its remote
 * seat, handed the view. */
void online_kinds_view(online_kinds *k, app *a, online_conn *conn, const char *game, int seat, const char *kind,
                       const char *status, const cJSON *view);
/* Opens the game's screen when it is ready and the lobby on top. */
void online_kinds_update(online_kinds *k, app *a, bool on_top);
/* Whether the game's screen was opened and closed since (Back to the lobby):
 * the lobby offers it again with this label (translated), else NULL. */
const char *online_kinds_back_label(const online_kinds *k);
/* "Back to the game": opened again at the next update. */
void online_kinds_reopen(online_kinds *k);
/* Whether the lobby plays a kind's started games on its own screen. */
bool online_kinds_on_screens(const char *kind);

#endif
