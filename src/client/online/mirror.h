/*
 * An Escarmouche game as one seat of a game server knows it (docs/protocol.md,
 * "view" and "history"), rebuilt as a record the battle screen can play: the
 * server stays the only authority, the mirror only replays what it was told.
 *
 * Until deployment ends the other squad is hidden (its units, their number),
 * and the core cannot hold a side whose units are unknown. The mirror's
 * ruling: the hidden side's squad is the units the view shows on the board
 * (in slot order: units deploy in squad order), followed by one placeholder
 * unit while that side may still have units to place (the smallest guess the
 * server's `active` agrees with), and who deploys first is set from the
 * history, not drawn. Once deployment is over the history gives both squads
 * and the seed: the mirror is then the server's own game, replayed exactly
 * (`complete`). Pure: no network, no SDL.
 */
#ifndef SKIRMISH_CLIENT_ONLINE_MIRROR_H
#define SKIRMISH_CLIENT_ONLINE_MIRROR_H

#include <stdbool.h>
#include <stddef.h>

#include <cjson/cJSON.h>

#include "skirmish/core/esc/record.h"

#define ONLINE_MIRROR_MAX_ACTIONS 4096

typedef struct online_mirror {
    int seat;                       /* the seat it is for, -1 a watcher */
    bool complete;                  /* both squads and the seed known: the server's game exactly */
    int placeholder[ESC_SIDES];     /* placeholder units added to a hidden squad (0 or 1) */
    esc_record record;              /* the squads, settings and every action as the server played them */
    esc_game game;                  /* the record replayed */
    int n_actions;                  /* the actions told (record.n_actions once built) */
    int act_seat[ONLINE_MIRROR_MAX_ACTIONS];
    char (*act_text)[ESC_ACTION_TEXT_MAX]; /* owned: each action as the server worded it */
    esc_squad known[ESC_SIDES];     /* each seat's squad as the history gave it (n_units 0: hidden) */
    esc_settings settings;
    uint64_t seed;
    esc_map map;
} online_mirror;

void online_mirror_init(online_mirror *m);
void online_mirror_free(online_mirror *m);
/* Builds the mirror from a `history` answer and the `view` at the same seq.
 * False with why (English, for logs) when they do not replay into the view. */
bool online_mirror_build(online_mirror *m, const cJSON *history, const cJSON *view, char *why, size_t size);
typedef enum online_mirror_step {
    ONLINE_MIRROR_SAME,         /* no new action (who is connected changed, say) */
    ONLINE_MIRROR_STEP,         /* one action more, in *action (parsed on the game before it) */
    ONLINE_MIRROR_REBUILT,      /* one action more, but a hidden squad changed: take the record again */
    ONLINE_MIRROR_NEED_HISTORY  /* the view does not follow (a gap, or deployment just ended): ask for it */
} online_mirror_step;
/* A new view. STEP: the caller applies *action to its own copy of the same
 * game; REBUILT: it takes the mirror's record again; NEED_HISTORY: nothing
 * changed, build again from a new history. */
online_mirror_step online_mirror_follow(online_mirror *m, const cJSON *view, esc_action *action);
/* Whether every unit the view shows stands, lives and has the Health the
 * mirror gives it, and the phase, side to act and actions left agree. */
bool online_mirror_agrees(const online_mirror *m, const cJSON *view, char *why, size_t size);
/* The units the mirror holds that the seat does not see: a placeholder of a
 * hidden squad (not to be drawn or named). */
bool online_mirror_unit_hidden(const online_mirror *m, int unit);
/* The squad of one side as a view shows it (its units on the board, in slot
 * order: all of them once deployment is over, or the seat's own). */
void online_mirror_view_squad(const cJSON *view, int side, esc_squad *sq);

#endif
