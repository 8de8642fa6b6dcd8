/*
 * Placing the areas' names on one frame of the map (names.c), against what
 * draw.c has placed already (placer.h). draw.c calls it; nothing else should.
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_NAMES_H
#define SKIRMISH_CLIENT_AREAMAP_NAMES_H

#include "areamap/camera.h"
#include "areamap/model.h"
#include "areamap/placer.h"

/* Names, where they touch nothing and stay clearly their own token's (never
 * as near another token: the wrong place), the players' own areas first. `c`
 * is the frame's camera (viewport at 0, 0), (ox, oy) its shift to the output,
 * `view` the room text may take in output coordinates. Draws when u->draw. */
void areamap_names_place(ui *u, const areamap_camera *c, const areamap_model *m, areamap_placer *pl, int ox, int oy, SDL_Rect view);

/* A vertex map's names (the model's points_only: Conquest), placed before
 * anything that changes from turn to turn, against the tokens alone (and room
 * for their figures): each name's place is a function of the map and the view,
 * under its token unless nothing else is near (NAME_VERTEX in names.c). A
 * vertex a seat holds whose name found no room takes it from the neutral names
 * in its way, which are left off (never moved). Draws when u->draw. */
void areamap_names_place_fixed(ui *u, const areamap_camera *c, const areamap_model *m, areamap_placer *pl, int ox, int oy,
                               SDL_Rect view);

#endif
