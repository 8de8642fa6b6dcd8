/*
 * Conquest on the area-map board: what the shared view is told beyond the
 * tokens (terrain from a vertex's weight, the controller's tint, edges as
 * one-way or two-way arrows), the hover card of a vertex and the legend.
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_BOARD_H
#define SKIRMISH_CLIENT_CONQUEST_BOARD_H

#include "conquest/conquest.h"

/* Terrain, tint, name and symbol of vertex v's node, shown with controller `owner`. */
void conquest_board_node(const conquest_match *m, int v, int owner, areamap_node *n);
/* Edge e's link: a one-way arrow, or one half of a two-way pair. */
void conquest_board_edge(const conquest_match *m, int e, areamap_link *l);
/* The hover card of the vertex under the pointer and the legend (with its button). */
void conquest_board_overlay(ui *u, conquest_screen *c, SDL_Rect view);
/* A drag's preview text beside the pointer (mx, my), inside the view, framed red when it fails. */
void conquest_preview_box(ui *u, SDL_Rect view, int mx, int my, const char *text, bool fails);

#endif
