/*
 * Replays (issue 38), the client's part: the Replays screen (the finished games
 * kept, newest first, and any saved game opened as a replay), the replay screen
 * (the game's own board with a timeline: play, pause, speed, steps, turns,
 * seeking anywhere, turn and event marks) and Play from here (a new game from
 * the moment shown, each seat human or computer).
 *
 * Only the front includes this folder; it includes the games (board/,
 * escarmouche/, ...) and no game includes it. The records, their seeking and
 * the finished games kept are the data layer's (skirmish/data/replay.h,
 * skirmish/data/replay_keep.h).
 */
#ifndef SKIRMISH_CLIENT_REPLAY_REPLAY_H
#define SKIRMISH_CLIENT_REPLAY_REPLAY_H

#include <stdbool.h>

#include "shell/app.h"

/* The Replays screen (the main menu's Replays). */
extern const scene replay_list_scene;
/* The replay screen; its start description is the path of the file (a
 * const char *). */
extern const scene replay_screen_scene;

/* The replays' book of the help (help.c): the front registers it. */
struct help_book;
extern const struct help_book replay_help_book;

/* Opens a file as a replay over the current screen. False with a->message set
 * (a file that is no replay, a game whose replay view is not there yet). */
bool replay_open(app *a, const char *path);
/* A file dropped on the window: opened as a replay when it is one to watch (a
 * kept replay, or any game's record that is finished) — true; false leaves it
 * to the other readers (an unfinished save goes on as a game). */
bool replay_drop(app *a, const char *path);
/* The player's replays folder (<user data>/replays), "" without one. */
void replay_folder(const app *a, char *out, size_t size);

#endif
