/*
 * The area map without a mouse, shared by the three area-map games. The map is
 * a stop of the shell's focus ring (the first of its screen): once it has the
 * focus (Tab, or any arrow key), the arrows move a cursor ring from area to
 * area (to the nearest area in that direction on screen), and the keys stand
 * for the pointer the game's own mouse code already reads:
 *   - an arrow: the pointer moves onto the area (the hover card follows);
 *   - Enter or Space: the button goes down on the area; Enter or Space again:
 *     it comes up where the cursor is. Twice on the same area is a click; down
 *     on one area, arrows, up on another is a drag (an order, a move);
 *   - Esc: a keyboard drag is dropped (the game's Esc cancels its own drag).
 * A game calls areamap_keys_run once per pass, before its own keys and map
 * events, and from then on sees the pointer event in u->ev.
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_KEYS_H
#define SKIRMISH_CLIENT_AREAMAP_KEYS_H

#include <stdbool.h>

#include "areamap/view.h"

/* The map's focus stop and its keys. `active`: the map takes input now (false
 * under a hot-seat cover: then it is no focus stop). `dragging`: the game has a
 * drag going (a press it refused, on nothing of the player's, is then no
 * keyboard drag: the next Enter presses again). May point u->ev at the model's
 * pointer event, and moves the app's pointer (a->mouse_x, mouse_y) onto the
 * cursor's area so what the game draws at the pointer follows it. */
void areamap_keys_run(ui *u, areamap_model *m, areamap_camera *c, bool active, bool dragging);
/* The next area from `from` in direction (dx, dy) on screen (the nearest in a
 * cone around it), or `from` when there is none. */
int areamap_keys_step(const areamap_camera *c, const areamap_model *m, int from, float dx, float dy);
/* Draws the cursor ring and the map's focus frame (view.c calls it). */
void areamap_keys_draw(ui *u, const areamap_camera *c, const areamap_model *m);

#endif
