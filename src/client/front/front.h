/*
 * The front of the client: the main menu with one entry per game and Continue
 * (every unfinished game, the shell's list fed by each game's descriptor), the
 * settings and the list of saved games, where files dropped on the window go, and start-up.
 * It is the one folder that knows every game (the composition root); no game
 * includes it, and the shell reaches its screens only through the app's
 * settings_scene, load_scene and drop_file.
 */
#ifndef SKIRMISH_CLIENT_FRONT_FRONT_H
#define SKIRMISH_CLIENT_FRONT_FRONT_H

#include <stdbool.h>

#include "shell/app.h"
#include "shell/unfinished.h"

#define FRONT_MAX_SAVES 12

extern const scene front_menu_scene;
extern const scene front_settings_scene;
extern const scene front_load_scene;
#ifdef SKIRMISH_HAVE_ONLINE_CLIENT
/* Play online (arg NULL) and Host a game (arg a bool true): the lobby of a
 * game server (front/online.c). */
extern const scene front_online_scene;
/* The lobby's connection (tests): NULL when the lobby is not open or has none. */
struct online_conn *front_online_conn(const app *a);
#endif

/* The state of the Load screen: the newest saved games, each with a title. */
typedef struct front_saves {
    char path[FRONT_MAX_SAVES][DATA_PATH_MAX];
    char title[FRONT_MAX_SAVES][160]; /* "22 Nov 03:12 · A vs B · round 2", or why it cannot load */
    /* Each save as the Continue list shows a game (its game, map, players and
     * mode, how far, when): the Load list's rows. */
    app_unfinished_item item[FRONT_MAX_SAVES];
    int n;
} front_saves;

/* The game a saved or autosaved file is of (its Continue descriptor). */
const app_unfinished_kind *front_unfinished_kind_of(const char *path);

/* The game in a window (app_init), with the menu open and every game's content
 * read (the Barracks first: it sets damaged user files aside). */
bool front_init(app *a, bool fullscreen_flag, bool windowed_flag, bool software);
/* The same, drawing offscreen (app_init_offscreen): pixel tests and benchmarks. */
bool front_init_offscreen(app *a, int w, int h);
/* Opens a saved game of any kind. False with a->message set; nothing changes. */
bool front_load_game(app *a, const char *path);
/* Speaks the language of the settings (a->prefs.language; "" the system's). */
void front_apply_language(app *a);
/* Lists the newest saved games with their titles. */
void front_list_saves(app *a, front_saves *out);
/* Every game's unfinished games in the shell's Continue list (front/unfinished.c). */
void front_register_unfinished(app *a);

#endif
