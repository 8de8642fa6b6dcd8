/*
 * Where the Conquest turn report goes over the map, and the place of its row
 * under the pointer marked on the map (place.c; show.c draws the report).
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_PLACE_H
#define SKIRMISH_CLIENT_CONQUEST_PLACE_H

#include <stdbool.h>

#include "conquest/conquest.h"
#include "shell/ui.h"

/* Whether a point of the map (world wx, wy) lies under the box, with a token's margin. */
bool conquest_hidden_by(const conquest_screen *c, SDL_Rect box, float wx, float wy);
/* Sets c->report_right and c->report_bottom for a new report of `box`'s size,
 * `margin_x` from the view's side: the corner of the view that hides the
 * fewest of the places the seat's unseen entries tell of, then of vertices,
 * the current side and the top first on a tie (the top only while the coached
 * first game's banner holds the foot). */
void conquest_report_place(conquest_screen *c, SDL_Rect view, SDL_Rect box, int margin_x, int seat);
/* The place of the report's or the log's row under the pointer (world point
 * wx, wy) marked on the map: a ring round its vertex, over the box when it
 * lies under it, else with a line to it from the box's nearest edge (play-test:
 * the report told of places the player had to look for). */
void conquest_mark_place(ui *u, const conquest_screen *c, SDL_Rect box, float wx, float wy);

#endif
