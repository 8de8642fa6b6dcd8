/*
 * A human seat knocked out (out.c): the notice that says it, and the rest of
 * the game watched turn by turn, paused, or finished at once.
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_OUT_H
#define SKIRMISH_CLIENT_CONQUEST_OUT_H

#include <stdbool.h>
#include <stddef.h>

#include "conquest/conquest.h"
#include "shell/ui.h"

/* How seat p went out, as its notice says it ("You are out: Bob took
 * Coldgate, your last vertex, in turn 4."); `you`: told to the seat itself. */
void conquest_out_text(const conquest_match *m, int p, bool you, char *out, size_t size);
/* A human seat newly out (a local game not over): its notice goes up, said
 * once, and the screen is drawn at once (blind play-test 18: it waited for
 * the next mouse move). True while a notice is up: no turn resolves under it. */
bool conquest_out_check(app *a, conquest_screen *c);
/* The rest between two turns of computers alone: longer while watched. */
float conquest_out_breath(const conquest_screen *c);
/* The notice over the map (its buttons), or while the rest is watched the
 * strip at the map's foot (Pause, See results now). */
void conquest_out_run(ui *u, app *a, SDL_Rect view);

#endif
