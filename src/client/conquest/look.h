/*
 * How Conquest's seats look on screen, shared by its setup and game screens: a
 * colour and a pattern for each seat (the pattern is the second cue for players
 * who cannot tell some colours apart) and the seat's name (human or a bot level).
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_LOOK_H
#define SKIRMISH_CLIENT_CONQUEST_LOOK_H

#include <SDL.h>
#include <stddef.h>

#include "areamap/view.h"
#include "skirmish/core/cq/state.h"

extern const SDL_Color conquest_seat_colour[CQ_SETUP_MAX_PLAYERS];
extern const areamap_pattern conquest_seat_pattern[CQ_SETUP_MAX_PLAYERS];
/* "Human", "Computer (hard)", ... in the player's language. */
const char *conquest_seat_name(int seat);
/* A map's name as the player reads it: maps keep English names (a shipped map's
 * file name, "Generated grid 8×8", "x.json (a state)"; saves store them so), and
 * this writes the name in the player's language. */
void conquest_map_title(char *out, size_t size, const char *stored);

#endif
