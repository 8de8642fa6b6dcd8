/*
 * Fallbacks for area names on the map (label.c): when a name finds no room by
 * its token, draw.c puts it farther out tied by a leader line, then tries it
 * shorter, so no area is ever left without a readable name.
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_LABEL_H
#define SKIRMISH_CLIENT_AREAMAP_LABEL_H

#include <stdbool.h>
#include <stddef.h>

#include <SDL.h>

#include "areamap/camera.h"
#include "areamap/model.h"

/* `name` shortened into out: level 1 "S. Expansion" (every word but the last
 * to its first letter), level 2 the initials "SE". False when that is not
 * shorter (a one-word name). Letters are whole UTF-8 characters. */
bool areamap_label_short(const char *name, int level, char *out, size_t size);

/* A name's leader line: from the rim of the token at (x, y), radius r, to the
 * name's box's nearest point, with a dark shadow so it reads on any terrain. */
void areamap_label_leader(SDL_Renderer *ren, float x, float y, float r, SDL_Rect box);

/* Whether box b (in c's screen frame) keeps off every token's disc. */
bool areamap_label_off_tokens(const areamap_camera *c, const areamap_model *m, SDL_Rect b);
/* Whether box r lies wholly inside view. */
bool areamap_label_in(SDL_Rect view, SDL_Rect r);

/* Whether a name's box `r` (text th px high) would sit right above or below
 * one of the n names placed, its ends within the other's (play-test 3:
 * "Marrowby" under "Lande-Crépuscule" read as one place's name on two lines,
 * nowhere near Marrowby's token): two names stand half a line apart
 * when one is mostly over the other (play-test 14: "South Watch" 6 px over
 * "South Expansion"), else as areamap_label_touching. */
bool areamap_label_stacked(const SDL_Rect *named, int n, SDL_Rect r, int th);
/* Whether box r touches one of the n names placed: a third of a line apart
 * at least one above the other, half a line side by side (play-test 6). The
 * floor when a map keeps every name and there is no room for more. */
bool areamap_label_touching(const SDL_Rect *named, int n, SDL_Rect r, int th);

/* A name is its token's only when its box is clearly nearer that token than
 * any other: the other at more than AREAMAP_NAME_MARGIN times the distance
 * plus AREAMAP_NAME_MARGIN_PX (box-to-token distances, screen px). */
#define AREAMAP_NAME_MARGIN 1.15f
#define AREAMAP_NAME_MARGIN_PX 1.5f
bool areamap_label_clearly_nearer(float own, float other);
/* Whether a name's box b (in c's screen frame) is node's own: the box is
 * clearly nearer that token than any other token (areamap_label_clearly_nearer),
 * and its middle nearer too. */
bool areamap_label_is_own(const areamap_camera *c, const areamap_model *m, int node, SDL_Rect b);
/* A vertex's name (a map of points, Conquest's): areamap_label_is_own, or
 * hanging from its token (names.c draws it on a plate joined to the token's
 * rim by a stem): its middle within the token's width, its top at most 2 px
 * under the rim, a pixel at least off every other token, its middle nearer
 * its own token's centre than any other's. Play-test 16: at 800x560
 * on Plains (tokens 37 px apart) no name could stand by the stricter rule,
 * not even the player's own: a name wider than the gap reaches under the
 * next tokens, so the plate's joint, not the distance, says whose it is. */
bool areamap_label_is_own_vertex(const areamap_camera *c, const areamap_model *m, int node, SDL_Rect b);
/* Whether a name put farther out keeps clear of every other token: its leader
 * line from node's token passes none (its box is kept off them as any text). */
bool areamap_label_leader_clear(const areamap_camera *c, const areamap_model *m, int node, SDL_Rect b);

/* How far box b (in c's screen frame) is from node's token: from its rim, 0 or
 * less when it meets the disc. */
float areamap_label_gap(const areamap_camera *c, const areamap_model *m, int node, SDL_Rect b);

#endif
