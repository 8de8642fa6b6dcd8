/*
 * The Campaign on the area-map board: terrain from a location's battle map and
 * type, the controller's tint, the domination set and the start locations
 * marked, routes as roads, armies as banners with their unit counts and the
 * Hero's crown, the hover card of a location and the legend.
 */
#ifndef SKIRMISH_CLIENT_CAMPAIGN_BOARD_H
#define SKIRMISH_CLIENT_CAMPAIGN_BOARD_H

#include "campaign/internal.h"

/* Adds the board's part to the model play.c built (one node per location, in
 * order): terrain, tints, marks, names, roads and (`banners`) the armies as the
 * `viewer` (-1 public) sees them in `f`. */
void campaign_board_describe(campaign_screen *c, const campaign_forces *f, int viewer, bool banners);
/* The army whose banner is under a screen point, -1 none. */
int campaign_board_army_at(ui *u, campaign_screen *c, int sx, int sy);
/* An army dropped on `to` at screen point (x, y): the move order, or why not in
 * words at the drop point (the drop note) and remembered for Ready. */
void campaign_board_drop(campaign_screen *c, int seat, int army, int to, int x, int y);
/* The hover card of the location under the pointer, the drag's marks (places
 * out of reach crossed), the drop note, and the legend with its button. */
void campaign_board_overlay(ui *u, campaign_screen *c, SDL_Rect view, int viewer);
/* The legend's entries as `viewer` (-1 public) sees them: the move's sample in
 * the colour its placed orders are drawn in (the seat's). Returns the count. */
struct areamap_legend_entry;
int campaign_board_legend(int viewer, struct areamap_legend_entry *out, int cap);
/* Esc: closes the legend when it is open (true), before the menu opens (play-test 16). */
bool campaign_board_legend_close(app *a);

#endif
