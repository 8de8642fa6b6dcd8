/*
 * TRTS on the area-map board: terrain from an area's fields, vents and slots,
 * the controller's tint or a contested area's stripes, start areas, edges as
 * open ground, ramps and cliffs, the pieces the viewer sees as icon tokens with
 * counts, the hover card of an area and the legend.
 */
#ifndef SKIRMISH_CLIENT_TRTS_BOARD_H
#define SKIRMISH_CLIENT_TRTS_BOARD_H

#include "areamap/card.h"
#include "trts/trts.h"

/* Adds the board's part to the model play.c built (one node per area, in order). */
void trts_board_describe(trts_screen *c, areamap_model *m);
/* The edges as links. */
void trts_board_edges(const trts_screen *c, areamap_model *m);
/* Another team holds or shares the area and the seat sees none of its units
 * there: the map's "?" and the card's "hidden from you" (seat's view only). */
bool trts_board_units_hidden(const trts_screen *c, int area);
/* An area's hover card as the seat at the screen knows it: every figure is
 * counted on that seat's view, so nothing hidden from it changes the card. */
void trts_board_card(const trts_screen *c, int area, areamap_card *k);
/* The hover card of the area under the pointer, and the legend with its button. */
void trts_board_overlay(ui *u, trts_screen *c, SDL_Rect view);
/* Closes the map's legend: false when it was not open (Esc closes it first). */
bool trts_board_legend_close(void);
/* The area whose fight the board marks now (-1 none), and the crossed swords
 * with "Fight here" by an area's token (the replay marks its steps' fights). */
int trts_board_fight_area(const trts_screen *c);
void trts_board_fight_mark(ui *u, const trts_screen *c, int area);
/* Where that mark goes (swords and plate, not the damage under it): never over
 * the area's name as the map placed it. */
SDL_Rect trts_board_fight_rect(ui *u, const trts_screen *c, int area);

/* Where an area's plate of gas vents and free slots is drawn (width 0: none):
 * clear of the map's names, tokens, pieces and the other plates when there is room. */
SDL_Rect trts_board_plate_rect(ui *u, const trts_screen *c, int area);
/* Where an area's amber "idle" / "no gas" mark is drawn (width 0: none), placed
 * likewise after the plates. */
SDL_Rect trts_board_mark_rect(ui *u, const trts_screen *c, int area);

#endif
