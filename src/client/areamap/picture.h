/*
 * A still picture of an area map (the help's examples): a model built once by
 * a game's board code, drawn in a given box with the camera closed on the
 * places the example is about. Each drawing keeps the view over the map, and
 * trims its copy of the model to what the box frames (names, marks and pieces
 * of areas outside it go, so no label leaves the picture), with tokens large
 * enough that their figures stay at 12 px or more.
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_PICTURE_H
#define SKIRMISH_CLIENT_AREAMAP_PICTURE_H

#include <stdbool.h>

#include "areamap/view.h"

#define AREAMAP_PICTURE_NODES 64   /* areas of a picture's map, at most */
#define AREAMAP_PICTURE_PIECES 128
#define AREAMAP_PICTURE_ZOOM 8     /* areas a picture closes on, at most */

typedef struct areamap_picture {
    areamap_model model;
    areamap_camera cam;
    areamap_cache cache;
    bool built;
    int zoom[AREAMAP_PICTURE_ZOOM]; /* the areas the picture frames (node indices) */
    int n_zoom;
    /* the model as built: each drawing trims its copy to what the box frames */
    areamap_node full_nodes[AREAMAP_PICTURE_NODES];
    areamap_piece full_pieces[AREAMAP_PICTURE_PIECES];
    int n_full_pieces;
} areamap_picture;

/* Takes the model over (its arrays now belong to the picture; *m is left
 * empty) and keeps it as built; false when it is larger than a picture holds. */
bool areamap_picture_adopt(areamap_picture *p, areamap_model *m);
/* One more area to frame (ignored past AREAMAP_PICTURE_ZOOM or when negative). */
void areamap_picture_frame(areamap_picture *p, int node);
/* Draws it in r (an empty box until built). */
void areamap_picture_draw(ui *u, SDL_Rect r, areamap_picture *p);
void areamap_picture_free(areamap_picture *p);

#endif
