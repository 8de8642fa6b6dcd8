/*
 * The squad and unit editors on closing the window with unsaved changes: the
 * shell's question (app_ask_save), Cancel the safe answer.
 */
#ifndef SKIRMISH_CLIENT_BARRACKS_SAVE_ASK_H
#define SKIRMISH_CLIENT_BARRACKS_SAVE_ASK_H

#include <stdbool.h>

#include "shell/app.h"

/* The unit and squad editors' `closing`: ask when they hold unsaved changes.
 * A unit edited for a squad asks about the squad, and Save keeps both; a unit
 * another screen owns (the Campaign's Hero) is left to that screen. */
bool barracks_unit_editor_closing(app *a, void *self);
bool barracks_squad_editor_closing(app *a, void *self);

#endif
