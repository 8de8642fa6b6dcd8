/*
 * Closing the window in an editor with unsaved changes (blind play-test 12: the
 * scenario editor quit at once and lost them): one question for every editor,
 * "Save changes to "<name>"?" with Save, Don't save and Cancel, over the
 * editor. Cancel is the safe answer: Enter and Esc keep the editor open.
 */
#ifndef SKIRMISH_CLIENT_BARRACKS_SAVE_ASK_H
#define SKIRMISH_CLIENT_BARRACKS_SAVE_ASK_H

#include <stdbool.h>

#include "shell/app.h"

/* Saves what the editor holds; true when written (the app then quits). */
typedef bool (*barracks_save_fn)(app *a, void *ctx);

/* Asks about `name` over the current screen: Save calls save(a, ctx) and quits
 * when it worked; Don't save quits; Cancel (Enter, Esc) closes the question.
 * `cannot` (NULL or "") says why Save is greyed. False, asking nothing, when
 * the system ends the program or the question is already open (a second close
 * quits). */
bool barracks_ask_save(app *a, const char *name, const char *cannot, barracks_save_fn save, void *ctx);
/* Whether a question (this one or another) is the screen on top. */
bool barracks_asking_save(const app *a);

/* The unit and squad editors' `closing`: ask when they hold unsaved changes.
 * A unit edited for a squad asks about the squad, and Save keeps both; a unit
 * another screen owns (the Campaign's Hero) is left to that screen. */
bool barracks_unit_editor_closing(app *a, void *self);
bool barracks_squad_editor_closing(app *a, void *self);

#endif
