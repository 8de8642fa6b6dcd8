/*
 * What the loop (shell/app.c) asks of the screen stack (shell/scene.c) and no
 * screen should: freeing the screens left while code ran, and freeing them all.
 */
#ifndef SKIRMISH_CLIENT_SHELL_SCENE_INTERNAL_H
#define SKIRMISH_CLIENT_SHELL_SCENE_INTERNAL_H

#include "shell/app.h"

/* Frees the screens left while a screen's code ran, once it has returned. */
void app_scene_flush(app *a);
/* Leaves every screen and frees every service, newest first. */
void app_scene_free_all(app *a);

#endif
