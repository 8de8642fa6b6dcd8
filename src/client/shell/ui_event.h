/*
 * The client's own input events. input_adapter.c is the one place that turns
 * SDL_Event into these; scenes, widgets and the tests see only ui_event.
 * Coordinates are renderer pixels (already scaled for HiDPI).
 */
#ifndef SKIRMISH_CLIENT_SHELL_UI_EVENT_H
#define SKIRMISH_CLIENT_SHELL_UI_EVENT_H

#include <stdbool.h>

typedef enum ui_event_kind {
    UI_EV_NONE,
    UI_EV_MOUSE_MOVE,
    UI_EV_MOUSE_DOWN,
    UI_EV_MOUSE_UP,
    UI_EV_WHEEL,       /* y: +1 up, -1 down */
    UI_EV_KEY,         /* key below */
    UI_EV_RESIZE,
    UI_EV_DROP_FILE,   /* text: the path */
    UI_EV_QUIT,        /* the window's close button: a game open asks first */
    UI_EV_WAKE,        /* a background job finished (the AI) */
    UI_EV_TEXT,        /* text typed while a text field has the keyboard: text, UTF-8 */
    UI_EV_TERMINATE    /* the system ends the program (SIGTERM, logout): quit at once, nothing asked */
} ui_event_kind;

typedef enum ui_key {
    UI_KEY_NONE,
    UI_KEY_ESCAPE,
    UI_KEY_ENTER,
    UI_KEY_TAB,
    UI_KEY_SPACE,
    UI_KEY_BACKSPACE,
    UI_KEY_UP,
    UI_KEY_DOWN,
    UI_KEY_LEFT,
    UI_KEY_RIGHT,
    UI_KEY_F11,
    UI_KEY_F1,
    UI_KEY_PAGE_UP,
    UI_KEY_PAGE_DOWN,
    UI_KEY_1, UI_KEY_2, UI_KEY_3, UI_KEY_4, UI_KEY_5, UI_KEY_6, UI_KEY_7, UI_KEY_8, UI_KEY_9,
    UI_KEY_A, UI_KEY_D, UI_KEY_E, UI_KEY_M, UI_KEY_S, UI_KEY_T, UI_KEY_Z, UI_KEY_L, UI_KEY_R, UI_KEY_N, UI_KEY_J,
    UI_KEY_C, UI_KEY_H, UI_KEY_DELETE,
    UI_KEY_PLUS, UI_KEY_MINUS, UI_KEY_F2, UI_KEY_V,
    UI_KEY_HOME, UI_KEY_END
} ui_key;

enum { UI_BUTTON_LEFT = 1, UI_BUTTON_RIGHT = 3 };

typedef struct ui_event {
    ui_event_kind kind;
    int x, y;          /* pointer position for mouse events */
    int button;        /* UI_BUTTON_* */
    int wheel;
    ui_key key;
    bool ctrl, shift;
    /* UI_EV_MOUSE_UP made up by the shell, at (-1, -1): the press is over and
     * whatever it began (a drag, a press-and-hold) is dropped on nothing. Sent
     * to the screen that got the press when a screen is pushed over it (a
     * dialog, an overlay) while the button is held, and when the pointer moves
     * with no button held while a press is remembered (the release was lost). */
    bool cancel;
    /* UI_EV_MOUSE_DOWN: 2 (or more) for the second press of a double-click,
     * by the system's interval and distance; 0 or 1 otherwise. */
    int clicks;
    char text[1024];   /* UI_EV_DROP_FILE, UI_EV_TEXT */
} ui_event;

#endif
