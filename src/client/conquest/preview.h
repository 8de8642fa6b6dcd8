/*
 * A small drawing of a Conquest map for the setup screen: its vertices (sized
 * by weight) and edges fitted into a box, before a game gives them holders.
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_PREVIEW_H
#define SKIRMISH_CLIENT_CONQUEST_PREVIEW_H

#include "shell/ui.h"
#include "skirmish/core/cq/graph.h"

/* starts (n of them, NULL: none): each seat's start vertex, drawn in its colour with its emblem. */
void conquest_draw_preview(ui *u, SDL_Rect box, const cq_graph *g, const int32_t *starts, int n);

#endif
