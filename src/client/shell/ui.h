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
    bool beneath;                  /* drawn under an overlay: nothing here takes the focus */
    int focus_n;                   /* focusable widgets met so far in this pass */
};

enum { UI_LEFT, UI_CENTER, UI_RIGHT };
/* No text is drawn smaller than this (pixels of font size), whatever the window
 * or the scale: ui_text and ui_text_width raise smaller sizes to it, and text
 * drawn smaller anyway (a shrunk renderer) is a layout fault. */
#define UI_MIN_TEXT_PX 12
int ui_text_px(int px);
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
/* Cuts text in place, on a character boundary and with "…", so that it is at
 * most w wide at px (a name or a line that must stay on one row). */
void ui_text_cut(ui *u, char *text, size_t size, int px, bool bold, int w);
/* Records a layout fault (app.layout_faults; the first is kept in words). */
void ui_layout_fault(ui *u, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Wrapped text in a box; returns the height used. */
/* Where wrapped text breaks: the length in bytes of the first line of `text`
 * that fits `w` pixels (cut at a space; a word wider than `w` whole; at least
 * one byte, never inside a UTF-8 sequence). `at_space` (may be NULL): whether a
 * space was met. */
int ui_text_break(ui *u, const char *text, int px, bool bold, int w, bool *at_space);
int ui_text_wrapped(ui *u, SDL_Rect box, const char *text, int px, SDL_Color c);
bool ui_hover(const ui *u, SDL_Rect r);
/* A push button: drawn while drawing, true when clicked by this event. */
bool ui_button(ui *u, SDL_Rect r, const char *label, bool enabled);
/* A button with < and > arrows around a value; returns -1, 0 or +1. */
int ui_stepper(ui *u, SDL_Rect r, const char *label, const char *value);
/* The same with its arrows still whatever the value: the value's box as wide as
 * `widest` (the longest of its values) needs. */
int ui_stepper_still(ui *u, SDL_Rect r, const char *label, const char *value, const char *widest);
/* A stepper at its ends: an arrow with nowhere to go (can_down, can_up false)
 * is greyed with `tip` as its tooltip, and neither it nor its arrow key steps. */
int ui_stepper_ends(ui *u, SDL_Rect r, const char *label, const char *value, bool can_down, bool can_up,
                    const char *tip);
/* Whether this event is `key`. Enter and Space belong to the focused widget
 * while the keyboard focus shows, so a screen's own Enter does not also fire. */
bool ui_pressed(const ui *u, ui_key key);
/* The keyboard focus for a widget of the screen's own drawing (a list row, a
 * map token): counts it in the focus order and says whether it has the focus;
 * while drawing, a focused widget's outline is drawn around r. ui_button and
 * ui_stepper call it themselves. */
bool ui_focus(ui *u, SDL_Rect r);
/* A focus stop for a widget that uses the arrow keys itself (the area map's
 * cursor): counted as ui_focus but drawn by the widget (no outline here); while
 * it has the focus, Up and Down are its own, not the ring's; and an arrow key
 * while the focus is hidden brings the focus to it. */
bool ui_focus_arrows(ui *u, SDL_Rect r);
/* Whether the focused widget is being activated by this event (Enter, Space). */
bool ui_focus_activated(const ui *u);
SDL_Rect ui_rect(int x, int y, int w, int h);
/* While drawing: `text` is shown near the pointer when it is over r (drawn once
 * the frame is done, over everything), after the pointer has rested on r for
 * the app's tooltip_delay_ms. */
void ui_tooltip(ui *u, SDL_Rect r, const char *text);
/* The same, with its box placed clear of `keep_clear` (beside it, else below or
 * above it): a board keeps the hovered token's neighbours in sight. */
void ui_tooltip_clear(ui *u, SDL_Rect r, const char *text, SDL_Rect keep_clear);
/* Asks this frame's tooltip not to cover r where it has a choice (a unit's
 * token): of the places beside its keep_clear that fit, it takes the one
 * covering the least of these rectangles. */
void ui_tooltip_avoid(ui *u, SDL_Rect r);
/* Draws the frame's tooltip, if any (the shell calls it after the screens). */
void ui_draw_tooltip(ui *u);
/* A small menu over the dimmed screen (the pause menus): draws the dimming, a
 * panel sized for `rows` buttons and its title, and returns the first button's
 * rectangle; ui_menu_next moves a rectangle down to the next row. */
SDL_Rect ui_menu_panel(ui *u, const char *title, int rows);
void ui_menu_next(const ui *u, SDL_Rect *row);
/* The same menu with a slot under its `rows` buttons for a passing note ("Saved
 * as ...", "Not saved: ..."; NULL or "" for none), up to two lines: the slot is
 * kept whether or not there is a note, so a note never moves the buttons. */
SDL_Rect ui_menu_panel_note(ui *u, const char *title, int rows, const char *note);
/* A unit's four stats short ("H2 R3 P1 M1", French "S2 Po3 Pu1 Mv1") into
 * `brief`, and in words for its tooltip into `words` ("Health 2 · Range 3 ·
 * Power 1 · Move 1", then, when rank_points >= 0 and rank is not NULL, " · 6
 * rank points: its rank, Elite"); either may be NULL. The one place every list
 * of units (the army list, the library, the squad picker) takes them from. */
void ui_unit_stats(int health, int range, int power, int move, int rank_points, const char *rank, char *brief,
                   size_t brief_size, char *words, size_t words_size);
/* The row of three buttons at the foot of a game's final table, centred, `bh`
 * high, `gap` apart, `margin` above the box's bottom: `again` (the game's "New
 * game"), View map, Main menu. Returns which was pressed. */
typedef enum ui_result_choice { UI_RESULT_NONE, UI_RESULT_AGAIN, UI_RESULT_VIEW, UI_RESULT_MENU } ui_result_choice;
ui_result_choice ui_result_buttons(ui *u, SDL_Rect box, const char *again, int bh, int gap, int margin);
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
/* A length that holds text: as ui_px, but never less than at scale 1, since text
 * never shrinks under UI_MIN_TEXT_PX (a small window keeps its buttons' room). */
int ui_px_text(const ui *u, float points);

/* The players' colours and emblems, shared by every game (shell/emblem.c): the
 * colours stay apart under deuteranopia, protanopia and tritanopia
 * (tests/test_client_palette.c), and each seat also has its own emblem, drawn
 * on its tokens, banners and areas, so colour is never the only sign. */
#define UI_SEATS 8
#define UI_SEAT_COLOUR_0 { 58, 111, 187, 255 }   /* blue */
#define UI_SEAT_COLOUR_1 { 205, 45, 19, 255 }    /* red */
#define UI_SEAT_COLOUR_2 { 225, 240, 255, 255 }  /* ice: apart from every terrain (sand, grass, forest, hills, rock, water) and every seat under each simulated vision; sage vanished on grass */
#define UI_SEAT_COLOUR_3 { 227, 178, 39, 255 }   /* gold */
#define UI_SEAT_COLOUR_4 { 171, 120, 251, 255 }  /* lilac */
#define UI_SEAT_COLOUR_5 { 45, 194, 211, 255 }   /* cyan */
#define UI_SEAT_COLOUR_6 { 219, 112, 166, 255 }  /* pink */
#define UI_SEAT_COLOUR_7 { 146, 146, 85, 255 }   /* olive */
#define UI_SEAT_COLOURS UI_SEAT_COLOUR_0, UI_SEAT_COLOUR_1, UI_SEAT_COLOUR_2, UI_SEAT_COLOUR_3, \
                        UI_SEAT_COLOUR_4, UI_SEAT_COLOUR_5, UI_SEAT_COLOUR_6, UI_SEAT_COLOUR_7
typedef enum ui_emblem_shape {
    UI_EMBLEM_CIRCLE, UI_EMBLEM_TRIANGLE, UI_EMBLEM_SQUARE, UI_EMBLEM_DIAMOND,
    UI_EMBLEM_STAR, UI_EMBLEM_HEXAGON, UI_EMBLEM_CROSS, UI_EMBLEM_TRIANGLE_DOWN
} ui_emblem_shape;
SDL_Color ui_seat_colour(int seat);
ui_emblem_shape ui_seat_emblem(int seat);
/* The seat's emblem centred on (cx, cy), about `radius` from the centre, in
 * `fill` with a dark edge (readable on any colour). */
void ui_emblem(SDL_Renderer *r, int seat, float cx, float cy, float radius, SDL_Color fill);

/* Shapes on the renderer (shell/draw.c). */
void draw_disc(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color c);
void draw_ring(SDL_Renderer *r, float cx, float cy, float radius, float width, SDL_Color c);
void draw_line(SDL_Renderer *r, float x0, float y0, float x1, float y1, float width, SDL_Color c);
void draw_diamond(SDL_Renderer *r, float cx, float cy, float radius, SDL_Color c);

#endif
