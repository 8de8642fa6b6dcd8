/*
 * A one-line text field for the setups' player names (any screen may use it):
 * click to type, Enter, Tab, Esc or a click elsewhere to finish. It is a stop
 * of the focus ring (shell/focus.c): Enter or Space there starts typing. Text input is on
 * only while a field has the keyboard. The screen keeps a ui_field per field and
 * skips its own shortcuts while ui_fields_typing says a field has the keyboard.
 */
#ifndef SKIRMISH_CLIENT_SHELL_FIELD_H
#define SKIRMISH_CLIENT_SHELL_FIELD_H

#include <stdbool.h>
#include <stddef.h>

#include "shell/ui.h"

typedef struct ui_field {
    bool focused;
    bool selected;   /* the whole text is selected: typing replaces it */
} ui_field;

enum { UI_FIELD_CHANGED = 1, UI_FIELD_USED = 2, UI_FIELD_DONE = 4 };

/* Handles the event or draws. Returns UI_FIELD_* bits: the text changed, the
 * event was the field's (the screen must not act on it too), editing ended.
 * `placeholder` is shown dimmed while the text is empty (the default name). */
/* Appends UTF-8 text to text (cap bytes with its NUL): whole characters only,
 * invalid bytes and control characters dropped; true when it changed. */
bool ui_text_append(char *text, size_t cap, const char *add);
/* Takes the last whole UTF-8 character off; false when text was empty. */
bool ui_text_backspace(char *text);
int ui_text_field(ui *u, SDL_Rect r, ui_field *f, char *text, size_t cap, const char *placeholder);
/* Whether one of n fields has the keyboard. */
bool ui_fields_typing(const ui_field *fields, int n);
/* Takes the keyboard from every field (the screen closes or starts a game). */
void ui_fields_release(ui_field *fields, int n);

#endif
