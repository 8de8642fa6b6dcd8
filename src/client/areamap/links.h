/*
 * The area map's links, drawn under its tokens (links.c): every link of the
 * model in one batch, each in its style and bent round a token that stands in
 * its way (areamap_view_link_point and areamap_view_link_middle, view.h, give
 * points along the same path). draw.c calls it for each frame of the map; the
 * legend's sample of a style is areamap_draw_link_sample (draw.h).
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_LINKS_H
#define SKIRMISH_CLIENT_AREAMAP_LINKS_H

#include <stdbool.h>

#include "areamap/draw.h"
#include "areamap/view.h"

/* Every link of m on screen; `board` draws styled links as the board shows them. */
void areamap_links_draw(ui *u, const areamap_camera *c, const areamap_model *m, bool board);
/* Only the arrowheads of m's plain, one-way and two-way links, drawn again (after
 * the tokens, names and tags) so that no tag nor name hides which way a link goes
 * (areamap_model.heads_on_top). */
void areamap_links_draw_heads(ui *u, const areamap_camera *c, const areamap_model *m);

#endif
