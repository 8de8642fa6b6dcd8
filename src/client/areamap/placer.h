/*
 * The boxes placed on one frame of the map (placer.c): tokens, figures, marks,
 * pieces and names, so draw.c and names.c put each new part where it covers
 * nothing. Nothing here draws the map; it only keeps and tests boxes.
 */
#ifndef SKIRMISH_CLIENT_AREAMAP_PLACER_H
#define SKIRMISH_CLIENT_AREAMAP_PLACER_H

#include <stdbool.h>

#include <SDL.h>

#include "shell/ui.h"

typedef struct areamap_placer {
    SDL_Rect *taken;       /* everything placed: tokens, pieces, text */
    int n, cap;
    SDL_Rect *out;         /* text boxes for areamap_view_label_boxes */
    int n_out, max_out;
    SDL_Rect *pieces;      /* where each piece went (hit-testing), or NULL */
    SDL_Rect *names;       /* where each node's name went (w 0: not drawn), or NULL */
    SDL_Rect *parts;       /* every part but the tokens (areamap_view_part_boxes), or NULL */
    int n_parts, max_parts;
    int *tok_at, *fig_at;  /* each node's token and figure (not a plate) in `taken`, -1 none */
    SDL_Rect *named;       /* the names placed so far (place_names), or NULL */
    int n_named;
} areamap_placer;

/* Keeps r as taken (and, with `text`, in the text boxes). */
void areamap_place(areamap_placer *p, SDL_Rect r, bool text);
/* A part that must cover no other (figures, names, pieces, marks, tags). */
void areamap_place_part(areamap_placer *p, SDL_Rect r, bool text);
/* Whether r is in the view and covers nothing placed but node's own token (a
 * piece's emblem may stand over its corner) and, with `fig`, its figure. */
bool areamap_place_free_but(const areamap_placer *p, SDL_Rect r, SDL_Rect view, int node, bool fig);
bool areamap_place_free(const areamap_placer *p, SDL_Rect r, SDL_Rect view);
/* Text with a dark shadow one pixel down and right. */
void areamap_text_halo(ui *u, int x, int y, const char *t, int px, bool bold, SDL_Color c, int align);
SDL_Rect areamap_shifted(SDL_Rect r, int dx, int dy);

#endif
