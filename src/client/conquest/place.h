/*
 * Where the Conquest turn report goes (the foot of the side panel's middle,
 * beside the map, never over it), and the place of its row
 * under the pointer marked on the map (place.c; show.c draws the report).
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_PLACE_H
#define SKIRMISH_CLIENT_CONQUEST_PLACE_H

#include <stdbool.h>

#include "conquest/conquest.h"
#include "shell/ui.h"

/* Whether a point of the map (world wx, wy) lies under the box, with a token's margin. */
bool conquest_hidden_by(const conquest_screen *c, SDL_Rect box, float wx, float wy);
/* Whether the report or the log is open for the seat reading (*seat, -1
 * none) and whether it is the report (*report) rather than the log. */
bool conquest_report_open(const conquest_screen *c, int *seat, bool *report);
/* The box at the foot of `middle` (the side panel's, conquest_panel_middle)
 * the report, the log or the steps take, the orders scrolled above it: its
 * height (0: none open). */
int conquest_dock_height(ui *u, const conquest_screen *c, SDL_Rect middle);
/* That box. */
SDL_Rect conquest_dock_rect(ui *u, const conquest_screen *c, SDL_Rect middle);
/* The place of the report's or the log's row under the pointer (world point
 * wx, wy) marked on the map: a ring round its vertex, over the box when it
 * lies under it, else with a line to it from the box's nearest edge (play-test:
 * the report told of places the player had to look for). */
void conquest_mark_place(ui *u, const conquest_screen *c, SDL_Rect box, float wx, float wy);

/* After a fit of the whole map: zoomed in to fill the view as far as every
 * vertex stays `margin` px inside it (its name under it). */
void conquest_fill_view(conquest_screen *c, float margin);

#endif
