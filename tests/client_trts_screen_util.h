/*
 * What TRTS's on-screen play-test programs (test_client_trts_round4.c,
 * test_client_trts_playtest*.c, test_client_trts_polish.c, ...) share: one
 * offscreen app, the text of the frame last drawn, a duel against the computer
 * opened on the game screen, a Micro turn set up on it, the pointer, drags,
 * buttons and keys, a screenshot kept.
 */
#ifndef SKIRMISH_TESTS_CLIENT_TRTS_SCREEN_UTIL_H
#define SKIRMISH_TESTS_CLIENT_TRTS_SCREEN_UTIL_H

#include <stdbool.h>
#include <stddef.h>

#include "shell/app.h"
#include "shell/ui.h"
#include "trts/play_internal.h"
#include "trts/trts.h"

#define TEXT_MAX 60000

/* The app the tests drive, and every text drawn in its last frame, a line each. */
extern app off;
extern char frame_text[TEXT_MAX];
extern size_t frame_len;

/* The app's text_seen hook: the text appended to frame_text. */
void text_seen(void *ctx, const char *text);
/* Draws a frame; its text in frame_text, the tooltip in off.tooltip. */
void draw(void);
/* Whether `part` was drawn, perhaps wrapped over lines (says what was drawn
 * when not). */
bool drawn(const char *part);
/* The frame kept as $SKIRMISH_TEST_TMP/trts-<prefix>-<name>[-<language>]-<w>x<h>.bmp. */
void trts_shot(const char *prefix, const char *name, bool with_language);
/* A frame drawn that says "Attack repelled", kept as trts_shot(prefix, "repelled"). */
void trts_repelled_shot(const char *prefix);
/* A duel on the first shipped map against the computer (seed 4), open on the
 * game screen at w × h, the computer let play until seat 0 is to act. */
/* The duel on the first shipped map, seed 4, opened offscreen at w x h; seat 1
 * the computer when `computer`, else a second human. */
trts_screen *open_test_duel(int w, int h, bool computer);
trts_screen *open_duel(int w, int h);
/* The same `rounds` long, the screen seat 0's throughout, nothing played yet. */
trts_screen *open_duel_rounds(int w, int h, int rounds);
/* The setup screen at w x h (seed 4): two seats, the Directorate against the
 * Myriad, `rounds` long (0: the default length), one frame drawn. */
trts_content *open_setup(int w, int h, int rounds);
/* Lets the computer play until seat 0 is to act. */
void until_human(trts_screen *c);
/* Seat 0 ends whatever is its to end (Macro's Done, Micro's End, a Pass, a
 * Reposition's Stay): the first of them the rules allow now. */
void trts_seat0_ends(trts_screen *c);
/* The panel's warning that seat 0's start area runs dry, as it reads now. */
void dry_warning(const trts_state *s, char *out, size_t size);
/* A left-button mouse event at (x, y), the pointer moved there. */
void mouse_at(ui_event_kind kind, int x, int y);
/* A key pressed, then a frame drawn. */
void key(ui_key k);

/* Player 1's Micro turn on a duel at w × h (1280 × 800 without _at): `troopers`
 * troopers in s-watch (held by Player 1); with `enemy_marker` s-nat carries
 * Player 2's marker (no piece of theirs seen there). */
trts_screen *trts_micro_scene_at(int w, int h, int troopers, bool enemy_marker, int *watch, int *nat);
trts_screen *trts_micro_scene(int troopers, bool enemy_marker, int *watch, int *nat);
/* The same at the tests' two window sizes: size 0 1280 × 800, 1 800 × 560. */
trts_screen *trts_micro_scene_sized(int size, int troopers, bool enemy_marker, int *watch, int *nat);
/* trts_micro_scene_sized(size, 1, true, ...) with Player 1's news of the
 * round noted (c->news set). */
trts_screen *trts_news_scene_sized(int size, int *watch, int *nat);
/* `owner`'s first living unit (not a building) in `area`; -1 when none. */
int trts_own_unit_in(const trts_state *s, int owner, int area);
/* A frame drawn, then a drag on the map from one area's token to another's,
 * the button still held; where it was pressed and where it is now in
 * *from_at and *to_at (either may be NULL). */
void trts_drag_hold(trts_screen *c, int from, int to, SDL_Point *from_at, SDL_Point *to_at);
/* A drag on the map from one area's token to another's. */
void trts_drag(trts_screen *c, int from, int to);
/* trts_micro_scene(2, false, ...) after the other player's quiet turn, then a
 * quiet move (s-watch to s-nat, both the team's own): still Micro, the next
 * move the one that could end it. */
trts_screen *trts_quiet_move_scene(int *watch, int *nat);
/* The first enabled button drawn whose label starts with `prefix`. */
bool trts_find_button(const char *prefix, SDL_Rect *r);
/* A click on a button (clicks: 2 makes it the second click of a double-click). */
void trts_click(SDL_Rect r, int clicks);

#endif
