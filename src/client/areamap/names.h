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

#endif
