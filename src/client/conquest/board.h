/*
 * Conquest on the area-map board: what the shared view is told beyond the
 * tokens (terrain from a vertex's weight, the controller's tint, edges as
 * one-way edges with chevrons, two-way plain), the hover card of a vertex, the
 * legend and the marks of what the viewer's orders would do.
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_BOARD_H
#define SKIRMISH_CLIENT_CONQUEST_BOARD_H

#include "areamap/card.h"
#include "conquest/conquest.h"
#include "conquest/label.h"

/* Terrain, tint, name and symbol of vertex v's node, shown with controller `owner`. */
void conquest_board_node(const conquest_match *m, int v, int owner, areamap_node *n);
/* Grows the held tokens of the model (as the camera shows them) whose count
 * ("69") would not fit inside: no plate across them. */
void conquest_board_fit_counts(ui *u, conquest_screen *c);
/* Edge e's link: a one-way arrow, or one half of a two-way pair. */
void conquest_board_edge(const conquest_match *m, int e, areamap_link *l);
/* The legend (with its button), the Threats button and overlay, the orders' marks. */
void conquest_board_overlay(ui *u, conquest_screen *c, SDL_Rect view, SDL_Rect bar);
/* The hover card of the vertex under the pointer, drawn after the report, the
 * log and the result dialog have had the pointer: over the map, never under
 * what covers it; none while the turn resolves. */
void conquest_board_card(ui *u, conquest_screen *c, SDL_Rect view);
/* Card k of the hovered vertex drawn in the corner of `view` across from it
 * (the most room, clear of it); returns where it went (w 0: not drawn). */
SDL_Rect conquest_card_draw(ui *u, conquest_screen *c, const areamap_card *k, SDL_Rect view);
/* Whether the map `view` is small enough for the legend's short words and fewer rows. */
bool conquest_legend_short(ui *u, SDL_Rect view);
/* What a seat's orders would do at a target (conquest_outcome: label.h). */
/* What the players other than `who` could bring to vertex v next turn, all
 * together (public counts and edges: cq_reach_of), the threat overlay's number. */
int conquest_threat_at(const conquest_match *m, int who, int v);
conquest_outcome conquest_order_outcome(const conquest_match *m, int who, int to);
/* What an outcome's mark means, in words (a tooltip); NULL for none. */
const char *conquest_outcome_meaning(conquest_outcome o);
/* The outcome's mark, a disc of radius r at (x, y). */
void conquest_outcome_mark(ui *u, conquest_outcome o, float x, float y, float r);
/* The marks of every target of the viewer's orders, on their tokens. */
void conquest_draw_outcomes(ui *u, conquest_screen *c);
/* A drag's preview text beside the pointer (mx, my), inside the view, framed red when it fails. */
/* Where the drag's preview box (w x h) goes: beside the pointer (mx, my), on
 * the far side from the drag's start (from_x, from_y), inside view. */
SDL_Rect conquest_preview_place(const ui *u, SDL_Rect view, int mx, int my, float from_x, float from_y, int w, int h);
void conquest_preview_box(ui *u, SDL_Rect view, int mx, int my, float from_x, float from_y, const char *text, bool fails);


#endif
