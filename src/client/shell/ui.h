/*
 * Immediate-mode widgets and drawing helpers. A widget is called in both passes
 * of a screen: while an event is handled it says whether the event hit it, while
 * drawing it draws; its rectangle comes from the same layout code either way.
 */
#ifndef SKIRMISH_CLIENT_SHELL_UI_H
#define SKIRMISH_CLIENT_SHELL_UI_H

#include <stdbool.h>

#include <SDL.h>

#include "shell/app.h"

/* The context of one pass of a screen (one event, or one frame to draw). */
struct ui {
    app *app;
    SDL_Renderer *r;
    const ui_event *ev;            /* NULL while drawing */
    bool draw;
    float s;                       /* scale */
};

enum { UI_LEFT, UI_CENTER, UI_RIGHT };
SDL_Color ui_rgb(int r, int g, int b);
SDL_Color ui_rgba(int r, int g, int b, int a);
void ui_fill(ui *u, SDL_Rect r, SDL_Color c);
void ui_frame(ui *u, SDL_Rect r, SDL_Color c, int thickness);
void ui_panel(ui *u, SDL_Rect r);
/* Draws text with its left/centre/right at x and its top at y; returns its width. */
int ui_text(ui *u, int x, int y, const char *text, int px, bool bold, SDL_Color c, int align);
int ui_text_width(ui *u, const char *text, int px, bool bold);
/* Text in a box, vertically centred: a little smaller when it would not fit (a
 * longer language), and a layout fault when even that does not. */
int ui_text_fit(ui *u, SDL_Rect box, const char *text, int px, bool bold, SDL_Color c, int align);
/* Records a layout fault (app.layout_faults; the first is kept in words). */
void ui_layout_fault(ui *u, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Wrapped text in a box; returns the height used. */
int ui_text_wrapped(ui *u, SDL_Rect box, const char *text, int px, SDL_Color c);
bool ui_hover(const ui *u, SDL_Rect r);
/* A push button: drawn while drawing, true when clicked by this event. */
bool ui_button(ui *u, SDL_Rect r, const char *label, bool enabled);
/* A button with < and > arrows around a value; returns -1, 0 or +1. */
int ui_stepper(ui *u, SDL_Rect r, const char *label, const char *value);
bool ui_pressed(const ui *u, ui_key key);
SDL_Rect ui_rect(int x, int y, int w, int h);
/* While drawing: `text` is shown near the pointer when it is over r (drawn once
 * the frame is done, over everything). */
void ui_tooltip(ui *u, SDL_Rect r, const char *text);
/* Draws the frame's tooltip, if any (the shell calls it after the screens). */
void ui_draw_tooltip(ui *u);
/* A small menu over the dimmed screen (the pause menus): draws the dimming, a
 * panel sized for `rows` buttons and its title, and returns the first button's
 * rectangle; ui_menu_next moves a rectangle down to the next row. */
SDL_Rect ui_menu_panel(ui *u, const char *title, int rows);
void ui_menu_next(const ui *u, SDL_Rect *row);
/* Clears the screen to the menus' backdrop (a faint checkerboard). */
void ui_backdrop(ui *u);
/* The backdrop with `title` at the top. */
void ui_screen_background(ui *u, const char *title);
/* A stepper's choice moved by d (-1 or +1) among n, going round at the ends. */
int ui_wrap(int value, int d, int n);
/* The animation speed as a player reads it (data_anim_speed_name is the word
 * in the settings file). */
const char *ui_anim_speed_label(data_anim_speed speed);
int ui_px(const ui *u, float points);

/* Shapes on the renderer (shell/draw.c). */
void draw_disc(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color c);
void draw_ring(SDL_Renderer *r, float cx, float cy, float radius, float width, SDL_Color c);
void draw_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width, SDL_Color c);
void draw_diamond(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color c);

#endif
