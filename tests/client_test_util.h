/*
 * Helpers for the client tests: comparing an offscreen frame with a stored PNG,
 * and clicking buttons found by their labels.
 */
#ifndef SKIRMISH_TESTS_CLIENT_TEST_UTIL_H
#define SKIRMISH_TESTS_CLIENT_TEST_UTIL_H

#include "barracks/barracks_scenes.h"
#include "board/battle.h"
#include "conquest/conquest.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "help/help.h"
#include "shell/ui.h"
#include "areamap/camera.h"
#include "areamap/model.h"

/* Draws the app's current scene offscreen and compares it with
 * $SKIRMISH_TEST_DATA/pixels/NAME.png: at most 0.2 % of the pixels may differ by
 * more than 48 in a channel. SKIRMISH_REGENERATE_PIXELS=1 rewrites the reference
 * first. Fails the test (cmocka) on a mismatch, keeping this run's image in
 * $SKIRMISH_TEST_TMP. */
void client_pixels_compare(app *a, const char *name);
/* In a language run (SKIRMISH_TEST_LANGUAGE=fr, es or the pseudo-locale xx) it
 * compares no pixels: it draws the screen at the test's size and at 800 x 560,
 * keeps both under $SKIRMISH_TEST_TMP/shots/ (the language's own folder), and fails on a layout fault or
 * (xx) on text that escaped translation. In every run it fails on a layout
 * fault. */

/* Writes `s` as a PNG at zlib's fastest level, for the screenshots the tests
 * keep for people to look at (IMG_SavePNG's default level cost two thirds of a
 * language run); false when it could not. Reference images keep IMG_SavePNG. */
bool client_write_shot(SDL_Surface *s, const char *path);

/* Whether this is a language run: SKIRMISH_TEST_LANGUAGE set (fr, es, the
 * pseudo-locale xx, or en at a UI scale). */
bool client_language_run(void);
/* For a test case that checks no screen of its own (it replays game logic
 * through screens another case of the program compares): skipped in the
 * language runs, which are there to check screens (tests/CMakeLists.txt). */
void client_skip_in_language_runs(void);

/* Data a test made up (a squad it named "Testers") that the pseudo-locale check
 * must not take for an untranslated string. */
void client_pseudo_allow(const char *text);
/* Whether `text` holds the message `msgid` (English) as the current language
 * writes it: its longest stretch without a printf conversion. */
bool client_has_message(const char *text, const char *msgid);
/* Whether `text`, drawn in the pseudo-locale, holds letters that did not come
 * through gettext. */
bool client_pseudo_escapes(const char *text);

/* A left click at (x, y) handed straight to the app as the client's own events. */
/* Sets the window's size and the UI scale it gives (the settings' UI size). */
void client_set_size(app *a, int w, int h);
/* Draws the current screen at w x h, recording every text drawn; fails on a
 * layout fault or a button outside the window. In a language run (or with
 * SKIRMISH_TEST_SHOTS) keeps the screen as $SKIRMISH_TEST_TMP/shots/<name>-<w>x<h>.png. */
void client_draw_at(app *a, const char *name, int w, int h);
/* The texts client_draw_at recorded, one a line; whether `text` is among them. */
const char *client_drawn_texts(void);
bool client_was_drawn(const char *text);
/* The same, where the text may have been wrapped over several lines. */
bool client_was_drawn_wrapped(const char *text);

/* A player's own program, as a player starts it: XDG_CONFIG_HOME and
 * XDG_DATA_HOME under $SKIRMISH_TEST_TMP/<prefix>-<name> (emptied first when
 * `clean`), then the real front end in a window of w x h (its settings say
 * so), animations instant; one at a time. */
void client_player_dirs(const char *prefix, const char *name, bool clean);
void client_player_start(app *a, int w, int h);
void client_player_stop(app *a);
/* client_player_dirs(prefix, name, true), client_player_start at 800 x 560,
 * then a game started from `setup` (its "Start" button), the app running. */
void client_player_game_800(app *a, const char *prefix, const char *name, const scene *setup);
/* The screen as it is: no layout fault; kept as a screenshot for people to look
 * at, and in a language run checked at 800 x 560 too (client_pixels_compare). */
void client_look(app *a, const char *name);

/* A left-button mouse event of `kind` at (x, y) handled by the app (the
 * pointer's position left as it is). */
void client_mouse(app *a, ui_event_kind kind, int x, int y);
void client_click_at(app *a, int x, int y);
/* The first legal action of the side to play that is neither End turn nor
 * Yield (asserted to exist) played through the battle screen. */
void client_battle_play_first(app *a, board_battle *bb);
/* Draws a frame, finds the button labelled `label` (its English text: it is
 * translated in a language run) (failing the test when it is
 * missing or disabled) and clicks its middle. */
void client_click_button(app *a, const char *label);
/* The same through SDL's queue and the app's loop (motion, press, release, each
 * followed by two steps of the loop), as a real mouse would. */
void client_sdl_click_button(app *a, const char *label);

/* A left-button drag from (x0, y0) to (x1, y1) through the test's own `mouse`
 * (an SDL mouse event type at x, y): moved to the start and pressed, moved
 * halfway, then to the end, and released. */
void client_drag_through(void (*mouse)(Uint32 type, int x, int y), int x0, int y0, int x1, int y1);

/* The help opened over the root screen at `book` (its id; NULL for the first):
 * its browser, asserted to exist. */
help_browser *client_help_open(app *a, const char *book);

/* *g emptied to a board without units (nor walls) for the zone label tests: a
 * scenario of one zone, the squares `zone`, and one objective `obj`, whose
 * label on the board is `label` (board_use_zone_labels, `shipped` as it says). */
void client_zone_game(esc_game *g, esc_bits zone, esc_objective obj, const char *label, bool shipped);

/* Whether node i's name, centred under its token, would stand clearly nearer
 * that token than the next one (areamap_label_clearly_nearer): a name much
 * wider than the way between two tokens could only be misread, and is left
 * to the hover card (play-test 13). */
bool client_name_has_room(ui *u, const areamap_camera *cam, const areamap_model *m, int i);

#endif
