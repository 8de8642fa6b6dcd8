/*
 * Helpers of Conquest's client tests (test_client_conquest_round*.c): a
 * hot-seat game opened, keys, the mouse and the scene's update sent as the
 * window would (each drawn after), a vertex's place on screen, a look kept.
 */
#ifndef SKIRMISH_TESTS_CLIENT_CONQUEST_UTIL_H
#define SKIRMISH_TESTS_CLIENT_CONQUEST_UTIL_H

#include <stdint.h>

#include "conquest/conquest.h"
#include "shell/app.h"
#include "shell/ui.h"

/* A fresh offscreen app w x h (seed 34, the clock frozen) with a hot-seat game
 * of two humans on the first shipped map, started from the setup: the cover
 * is up. */
conquest_screen *client_conquest_hot_seat(app *a, int w, int h);
/* The same on shipped map `map`. */
conquest_screen *cqc_hot_seat_on(app *a, int map, int w, int h);
/* client_conquest_hot_seat, the cover down and player 0 viewing. */
conquest_screen *cqc_hot_seat_open(app *a, int w, int h);
/* A fresh offscreen app w x h (seed 34, the clock frozen) on Conquest's setup
 * screen, as it opens; its content returned. */
conquest_content *cqc_setup_open(app *a, int w, int h);
/* client_conquest_hot_seat, player 0 taking the screen as a player does (T
 * lifts the cover). */
conquest_screen *cqc_hot_seat_lifted(app *a, int w, int h);

/* A key pressed, then a frame drawn. */
void cqc_key(app *a, ui_key k);
/* A mouse event (move, button down or up) at x, y, then a frame drawn. */
void cqc_mouse(app *a, ui_event_kind kind, int button, int x, int y);
/* The wheel turned by `wheel` notches at x, y, then a frame drawn. */
void cqc_wheel(app *a, int x, int y, int wheel);
/* A left click at x, y: the pointer moved there, pressed, released. */
void cqc_click(app *a, int x, int y);
/* The play scene's update of dt seconds (the clock frozen), then a frame drawn. */
void cqc_update(app *a, float dt);
/* A hot-seat turn played: each player lifts the cover (T) and sends the
 * orders (Enter twice, and Enter on "Hand the screen to Bob?"), then two
 * short updates resolve the turn. */
void cqc_both_play(app *a);
/* Vertex v's centre on screen, through the board's camera. */
void cqc_vertex_at(conquest_screen *c, int v, int *x, int *y);
/* Vertex v held by `owner` (a player, or CQ_NEUTRAL) with `units` on it. */
void cqc_hold(cq_state *s, int v, int owner, int64_t units);
/* Every vertex of g neutral and empty in s (a test then places its own). */
void cqc_clear(cq_state *s, const cq_graph *g);
/* The first vertex t with two in-neighbours *s1 and *s2 and an edge back from
 * t to *s1 (so s1's attack on t may meet t's units head-on); fails if none.
 * Every vertex made neutral and empty, then player 0 on s1 (at_s1 units) and
 * s2 (at_s2), player 1 on t (at_t). Returns t. */
int cqc_head_on(conquest_match *m, int64_t at_s1, int64_t at_s2, int64_t at_t, int *s1, int *s2);
/* The head-on risk's words (up to the source s's name) for t's 5 units against
 * an order of 4 ("all your 4 there are destroyed"), in the player's language. */
void cqc_head_on_words(const cq_graph *g, int t, int s, char *out, size_t size);
/* a's user folder $SKIRMISH_TEST_TMP/<name>, emptied (made if missing). */
void cqc_fresh_user_dir(app *a, const char *name);
/* A ui drawing on a's renderer at scale 1, every other field zero. */
ui cqc_drawing_ui(app *a);
/* The first vertex t with two in-neighbours a, b and a weight of at most
 * max_weight (0: any): every vertex made neutral and empty, then player 0 on a
 * (at_a units), player 1 on b (at_b). Returns t, a in *a_out; fails if none. */
int cqc_two_in(conquest_match *m, int64_t max_weight, int64_t at_a, int64_t at_b, int *a_out);
/* cqc_hot_seat_open at 1280 x 800 on cqc_two_in(m, 6, 10, 8, from) (player 0
 * on *from with 10, player 1 with 8 also next to *t), *t's weight made
 * `weight` (0: kept), then player 0's order of `sent` from *from to *t. */
conquest_screen *cqc_contested(app *a, int weight, int64_t sent, int *from, int *t);
/* Player 0 on u (units) and on nothing else of what follows; player 1 on one
 * vertex apart; the rest neutral. u is a vertex with a two-way edge to v. */
void cqc_own_two_way(conquest_screen *c, int *u, int *v, int64_t units);
/* A look at the screen for people: $SKIRMISH_TEST_TMP/<dir>/<name>-WxH.png. */
void cqc_keep_shot(app *a, const char *dir, const char *name);

/* An empty board but for player 0 on x (at_x units) and player 1 on y (at_y;
 * none: neutral), the neutral w of weight `weight`; the cover down, player 0
 * viewing. */
void cqc_place_pair(conquest_screen *c, int w, int x, int y, int64_t at_x, int64_t at_y, int weight);

typedef struct cqc_shared {
    int w, x, y, z; /* neutral w reached from x (player 0) and y (player 1); z (player 1) reaches x, or -1 */
} cqc_shared;
/* An empty board but for player 0 on x and player 1 on y, both next to the
 * neutral w (weight 2); z, a third vertex with an edge into x, player 1's
 * (units at_z; none: neutral). The cover down, player 0 viewing. */
cqc_shared cqc_set_shared(conquest_screen *c, int64_t at_x, int64_t at_y, int64_t at_z);

#endif
