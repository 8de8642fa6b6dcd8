/*
 * The campaign screen played online (campaign/remote.h): one seat at this
 * screen, the server the only authority. Each state the hook hands is taken
 * as the screen's (the seat's own roster and orders, the others' armies as
 * counted for it), and the step on screen follows what the server asks the
 * seat: its private panels as offline, with no pass-the-screen cover; while
 * it has nothing to decide, a panel says who is waited for. The seat's
 * decisions go out as it makes them (Downtime's purchases one by one, read
 * from the record the panels keep; the orders, the standoffs, a squad, the
 * bonus, a retreat when it hands them over); nothing is resolved here. The
 * reveal is shown when the orders are revealed, and each duel on the board
 * is pushed on the battle screen with the board's remote seat. Calls run one
 * way: play.c, panels.c and downtime.c call down here; this file calls flow.c
 * and below.
 */
#ifndef SKIRMISH_CLIENT_CAMPAIGN_ONLINE_H
#define SKIRMISH_CLIENT_CAMPAIGN_ONLINE_H

#include <stdbool.h>
#include <stdint.h>

#include "campaign/remote.h"
#include "shell/app.h"
#include "shell/ui.h"

typedef struct campaign_online {
    bool on;                        /* played online, through `remote` */
    campaign_remote remote;
    int serial;                     /* the state last taken */
    int sent;                       /* the record's steps sent (this state's) */
    uint64_t stood, chosen;         /* standoffs: where it Stands, where it chose */
    bool board_shown;               /* the duel's board was pushed */
    bool duel_live;                 /* a duel was on the board at the last update */
    bool then_phase5;               /* the reveal on screen is the last turn's: Phase 5 follows it */
    campaign_state *was;            /* the state before the turn ended, told in Phase 5 (owned) */
    int links;                      /* the hook's reconnections, as last seen */
    char line[240];                 /* the link's line, as last drawn */
    bool down;
} campaign_online;

struct campaign_screen;

/* Instead of campaign_flow_advance after each decision of a panel: online,
 * the decision goes to the server; offline, the flow goes on. */
void campaign_advance(app *a, struct campaign_screen *c);
/* Each update: a new state taken, the step set, the board pushed when a duel
 * is on; true when the screen must be drawn again. */
bool campaign_online_update(app *a, struct campaign_screen *c);
/* The panel while the seat waits for the others (CSTEP_WAIT). */
void campaign_online_panel(ui *u, app *a, struct campaign_screen *c, SDL_Rect p);
/* The link's line over the map (dropped, refused, who is waited for). */
void campaign_online_draw(ui *u, struct campaign_screen *c, SDL_Rect view);

#endif
