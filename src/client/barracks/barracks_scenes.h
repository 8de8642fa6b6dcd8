/*
 * The Barracks as part of the client: the libraries of squads and units (a
 * service of the app, loaded at start-up so that damaged files are set aside and
 * portraits remembered before anything is listed), and its three screens: the
 * library, the unit editor and the squad editor. Games may open the unit editor
 * (the Campaign's Hero is built there).
 */
#ifndef SKIRMISH_CLIENT_BARRACKS_BARRACKS_SCENES_H
#define SKIRMISH_CLIENT_BARRACKS_BARRACKS_SCENES_H

#include <stdbool.h>

#include "barracks/barracks.h"
#include "help/help.h"
#include "shell/app.h"

extern const app_service barracks_service;
extern const scene barracks_library_scene;
extern const scene barracks_unit_editor_scene;
extern const scene barracks_squad_editor_scene;
/* The Barracks' pages of the help browser (barracks/help.c). */
extern const help_book barracks_help_book;

/* The Barracks' state (libraries, editors, their screens' view state). */
barracks *barracks_get(app *a);
/* Loads the libraries (setting damaged files aside, with a message on the menu). */
void barracks_start(app *a);
/* A file dropped on the window: a squad or unit file joins the library (and the
 * current screen says so); false for any other file. */
bool barracks_drop(app *a, const char *path);
/* Whether `s` is one of the Barracks' screens. */
bool barracks_owns_scene(const scene *s);

#endif
