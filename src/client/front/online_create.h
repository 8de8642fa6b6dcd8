/*
 * The lobby's "Create a game" form (front/online.c), per game kind: the kinds
 * the server offers and this client can set up, the kind's maps from the
 * shipped content (each with its own name and the number of players it
 * takes), the player's squad (Escarmouche) or faction (TRTS), who holds each
 * other seat (open for a friend, or the server's computer at a level; in
 * TRTS, Conquest and the Campaign as many seats as the map allows, the seats
 * past its fewest players may be left to nobody) and the computer's squad; and the create request it makes (online/proto.h). The squad chosen
 * here is also the one an Escarmouche Join takes.
 */
#ifndef SKIRMISH_CLIENT_FRONT_ONLINE_CREATE_H
#define SKIRMISH_CLIENT_FRONT_ONLINE_CREATE_H

#include <stdbool.h>

#include <cjson/cJSON.h>

#include "shell/ui.h"
#include "skirmish/core/esc/squad.h"

#define ONLINE_CREATE_MAPS 16
#define ONLINE_CREATE_SEATS 4

typedef struct online_create {
    char kinds[4][16];             /* the server's (welcome.kinds) this lobby sets up */
    int n_kinds;
    int kind, map, squad, other, other_squad, faction, players;
    int seat_kind[ONLINE_CREATE_SEATS]; /* TRTS, Conquest, Campaign: each other seat, as `other` */
    char named_maps[ONLINE_CREATE_MAPS][64];   /* the kind's maps (TRTS, Conquest, Campaign): file stems */
    char named_titles[ONLINE_CREATE_MAPS][64]; /* their own names ("Duel at the Ford"), shown translated */
    int min_players[ONLINE_CREATE_MAPS], max_players[ONLINE_CREATE_MAPS];
    int n_named_maps;
    char named_kind[16];
} online_create;

void online_create_init(online_create *c);
/* The kinds of a welcome's `kinds` this lobby sets up. */
void online_create_kinds(online_create *c, const cJSON *kinds);
/* Whether the lobby plays a kind's games (joins its seats). */
bool online_create_known(const char *kind);
/* The kind chosen ("escarmouche" before the server said). */
const char *online_create_kind(const online_create *c);
/* The form's steppers in a column at x, from *y down (moved past them), w
 * wide, rows `row` high with `gap` between; true when one changed (the
 * layout may have: the caller returns). */
bool online_create_form(ui *u, online_create *c, int x, int *y, int w, int row, int gap);
/* Whether there is a map to create a game on. */
bool online_create_can(app *a, online_create *c);
/* The create request for the form as it stands (malloc'd; NULL: none). */
char *online_create_message(app *a, online_create *c);
/* The squad an Escarmouche seat takes (NULL: no squad). */
const esc_squad *online_create_squad(app *a, const online_create *c);

#endif
