/*
 * The campaign's map for a replay (issue 38): the campaign board's own drawing
 * (board.c: terrain, tints, marks, names, roads, banners, the hover card and
 * the legend) of any campaign state, as one seat sees it or with everything
 * shown, without a campaign being played. The replay screen (replay/ca.c)
 * owns one per open replay; it never changes the state it is given.
 */
#ifndef SKIRMISH_CLIENT_CAMPAIGN_REPLAY_MAP_H
#define SKIRMISH_CLIENT_CAMPAIGN_REPLAY_MAP_H

#include <stdbool.h>

#include "shell/ui.h"
#include "skirmish/core/campaign/state.h"

/* Everything shown: every army's true size (a finished game's "Everything"). */
#define CAMPAIGN_REPLAY_EVERYTHING (-2)

typedef struct campaign_replay_map campaign_replay_map;

/* A map's board (the map copied); NULL on out of memory. */
campaign_replay_map *campaign_replay_map_new(const campaign_map *map);
void campaign_replay_map_free(campaign_replay_map *m);
/* Shows `state` (its map must be the one given at _new) as `viewer` sees it: a
 * seat, CAMPAIGN_VIEW_PUBLIC, or CAMPAIGN_REPLAY_EVERYTHING. Once revealed,
 * the turn's moves are drawn as arrows and the battles' locations ringed. */
void campaign_replay_map_show(campaign_replay_map *m, const campaign_state *state, int viewer);
/* The map in `view`, the hover card of the location under the pointer and
 * the legend's button. */
void campaign_replay_map_draw(ui *u, campaign_replay_map *m, SDL_Rect view);
/* What the model holds, for tests: its pieces' counts and nodes' tints in a
 * line of text (what the hidden-information test compares). */
void campaign_replay_map_describe(const campaign_replay_map *m, char *out, size_t size);
/* A seat's colour on the campaign's map (the banners', the tints'). */
SDL_Color campaign_replay_map_seat_colour(int seat);

#endif
