/*
 * Every unfinished game of every kind in one list (the main menu's Continue):
 * each game registers a small descriptor (where its autosaves are, how to read
 * one's map and progress, how to open one); the shell lists them all, newest
 * first, and its screen (app_unfinished_scene) opens the chosen one. The shell
 * knows no game: the front registers the games' descriptors at start-up.
 *
 * A damaged autosave is set aside (shell/autosaves.c: renamed beside itself,
 * never deleted, with a message) and stays in the list as damaged, with why,
 * for the rest of the run.
 *
 * One row per file: each autosave is a game to go on with (a game that keeps
 * one autosave writes on to it; an older save loaded again goes on in a file of
 * its own and leaves the newer one as it was, so both are listed). A row's
 * Delete asks first, then removes that row's file and nothing else.
 */
#ifndef SKIRMISH_CLIENT_SHELL_UNFINISHED_H
#define SKIRMISH_CLIENT_SHELL_UNFINISHED_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "shell/app.h"

#define APP_UNFINISHED_KINDS 8
#define APP_UNFINISHED_MAX 48

struct app_unfinished_item;

/* One game's unfinished games. */
typedef struct app_unfinished_kind {
    const char *game; /* the game's name, marked with N_() and translated when shown */
    /* The folder of its autosaves (one file per unfinished game); false: none. */
    bool (*dir)(app *a, char *out, size_t size);
    /* The autosave at path: fills the row's map, players ("Ann vs Computer
     * (Normal)", "hot-seat: Ann vs Bob"), how far it is ("turn 3 of 12, Orders")
     * in the player's language; false with err when it does not load. */
    bool (*read)(app *a, const char *path, struct app_unfinished_item *item, data_error *err);
    /* Opens it (it goes on in that file); false with a->message set. */
    bool (*open)(app *a, const char *path);
} app_unfinished_kind;

/* One row of the list. */
typedef struct app_unfinished_item {
    const app_unfinished_kind *kind;
    char path[DATA_PATH_MAX];      /* a damaged one: where it was */
    char aside[128];               /* a damaged one: its new file name ("" not renamed) */
    char map[96];
    char players[160];             /* who plays, with the mode */
    char progress[96];
    char origin[96];               /* the save it goes on from ("" none): app_unfinished_note_origin */
    long long mtime_ns;            /* when it was last written */
    bool damaged;
    char why[240];                 /* a damaged one: why it does not load */
} app_unfinished_item;

/* Adds a game to the list (once; in the order they are registered). */
void app_unfinished_register(app *a, const app_unfinished_kind *kind);
/* Every registered game's unfinished games, one row per game, newest first (the damaged ones set
 * aside this run after them); *items stays valid until the next call. Read again
 * only when a folder changed, so the menu may ask every frame. */
int app_unfinished_list(app *a, const app_unfinished_item **items);
/* How many of them can be opened (not damaged). */
int app_unfinished_playable(app *a);
/* "Campaign · The Three Crowns · turn 3 of 12, Orders · Ann vs Computer (Normal) · 5 Dec 2026 14:20" */
void app_unfinished_title(const app_unfinished_item *item, char *out, size_t size);
/* Sets a damaged autosave aside like app_autosave_set_aside, saying where it went
 * (its new file name into aside, "" when it could not be renamed). */
void app_autosave_set_aside_as(app *a, const char *path, const data_error *why, char *aside, size_t size);

/* Notes beside an autosave (in "<autosave>.from", which no list reads as a
 * game) that it goes on from the save at `save`: its row says "from the save of
 * <date>", so it is told apart from the game's other autosaves. Kept while the
 * autosave is; written once (a later call changes nothing). */
void app_unfinished_note_origin(const char *autosave, const char *save);
/* Removes that note (its autosave is gone). */
void app_unfinished_forget_origin(const char *autosave);
/* The note beside an autosave: the save's file name ("" none). */
void app_unfinished_read_origin(const char *autosave, char *out, size_t size);
/* A moment as the lists say it: "14:20" today (true), "2026-12-05 14:20"
 * before (false), so that the caller picks a whole sentence for each. */
bool app_unfinished_when(time_t t, char *out, size_t size);
/* The note's text into out ("" none): "from the save of 2026-12-07 13:31". */
void app_unfinished_origin_text(const char *origin, char *out, size_t size);

/* Removes the autosave of a row (its file alone); false with a->message. */
bool app_unfinished_delete(app *a, const char *path);

/* One row as the Continue list draws it (the game, the map, the players and how
 * far, the date; a damaged one greyed, with why), the whole title its button's
 * label and, when cut, its tooltip. True when clicked. The Load list's rows too. */
bool app_unfinished_row(ui *u, SDL_Rect r, const app_unfinished_item *it);
/* Asks `question` (Delete / Keep it) and on Delete removes the file at `path`
 * (a row another list shows: the Load list's); app_unfinished_deleted counts
 * the files removed so far, so that list knows to read its folder again. */
void app_unfinished_ask_delete_file(app *a, const char *path, const char *question);
int app_unfinished_deleted(app *a);

/* The list: a row per unfinished game, opening the chosen one, with Delete
 * (asks first); Back. */
extern const scene app_unfinished_scene;

#endif
