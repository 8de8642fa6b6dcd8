/*
 * A piece's look on the area map (piece.c): drawn at a box, with the box of
 * its figure (a banner's flag, a token's count) and of all it covers (pole,
 * flag, crown, count, marks and the seat emblem), for draw.c's placing.
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_PIECE_H
#define SKIRMISH_CLIENT_AREAMAP_PIECE_H

#include "areamap/view.h"

/* Draws the piece at `box` when u->draw; returns its figure's box (w 0: none). */
SDL_Rect areamap_piece_draw(ui *u, areamap_cache *cache, const areamap_piece *pc, SDL_Rect box);
/* Where the seat emblem of a piece drawn at `box` goes: over its bottom left. */
SDL_Rect areamap_piece_emblem_rect(SDL_Rect box);
/* All a piece drawn at `box` covers, its seat emblem included. */
SDL_Rect areamap_piece_footprint(ui *u, const areamap_piece *pc, SDL_Rect box);
/* The room a piece of `size` needs beside it in a row of pieces: its count,
 * or a banner's wider flag (a Campaign army's "A2·3"). */
int areamap_piece_room(ui *u, const areamap_piece *pc, int size);

#endif
