/*
 * The end of a Conquest game's small graph: each player's units at the start
 * of every turn and at the end, from the game's record (replayed on copies of
 * its start: the record is what the replay plays, so the graph cannot drift
 * from it). No record (a save from before records): no graph.
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_GRAPH_H
#define SKIRMISH_CLIENT_CONQUEST_GRAPH_H

#include <stdint.h>

#include "conquest/match.h"
#include "shell/ui.h"

/* Units of each player (CQ_MAX_PLAYERS a row) at the start of turn 1, 2, ...
 * and after the last turn: rows written to out (at most max), how many; 0 with
 * no record or out of memory. */
int conquest_units_series(const conquest_match *m, int64_t *out, int max);
/* The graph in box (titled, one line a player in colour[p], one a player);
 * false (nothing drawn) when there is no series of at least two points. */
bool conquest_draw_units_graph(ui *u, const conquest_match *m, SDL_Rect box, const SDL_Color *colour);

#endif
