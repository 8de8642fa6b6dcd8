/*
 * Shared by the Conquest game screen's files: play.c (the screen, orders on the
 * map, the side panel), orders.c (the panel's order list and the Ready
 * confirmation), players.c (its players and the final ranking) and show.c (the
 * resolution's animation, the turn report, the step-by-step replay and the
 * event log on the map). Not for other folders.
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_PLAY_INTERNAL_H
#define SKIRMISH_CLIENT_CONQUEST_PLAY_INTERNAL_H

#include "conquest/conquest.h"
#include "shell/ui.h"

/* The holder's colour of seat p, the neutral grey for p < 0 (look.c). */
SDL_Color conquest_player_colour(int p);
/* The contrast rule, in one place (look.c): whether a fill is light (the white
 * seat's, a yellow), and the ink readable on it: dark on light, else white
 * (blind play-test 15: white numbers on the white seat's chips). */
bool conquest_light_colour(SDL_Color c);
SDL_Color conquest_ink_on(SDL_Color fill);

/* ---- content.c: what the folder keeps for the run (below every screen) ---- */
/* The setup's maps: the content's, then a generated grid and a hex map. */
int conquest_setup_map_count(const conquest_content *k);
/* The setup's player count within its map's bounds. */
void conquest_setup_clamp(conquest_content *k);
/* The game waiting for its network bots dropped (its server closed). */
void conquest_waiting_drop(conquest_content *k);
/* The setup's choices written for the next run. */
void conquest_choices_write(app *a, const conquest_content *k);
/* Whether c is the screen on top (not under a pause menu or a dialog). */
bool conquest_screen_on_top(const app *a, const conquest_screen *c);
/* Units at each vertex once this turn's orders have left (the flow phase). */
void conquest_departed_units(const conquest_match *m, int64_t *units);

/* The resolution played in stages, in the rules' order, each named on the map
 * (conquest.h's conquest_stage); a stage with nothing in it (no head-on
 * meeting, no draw) is left out. Paced by Settings' "Animation speed". */
/* Starts it (the turn just resolved, or shown again); false when the speed is
 * "instant" (nothing to play). */
bool conquest_anim_start(app *a, conquest_screen *c, bool again);
/* The stage being played and how far into it (0 to 1). */
conquest_stage conquest_anim_stage(const conquest_screen *c, float *progress);
/* The stage's name as the banner says it ("Meetings on edges"). */
const char *conquest_stage_name(conquest_stage s);
/* Click or Space: straight to the end of it. */
void conquest_anim_skip(conquest_screen *c);
/* What the map shows during the stage (build_model): false, the state after the turn. */
bool conquest_anim_map(conquest_screen *c, int8_t *controller, int64_t *units);
/* c->shown made what the map shows now (the state after the turn when no
 * resolution plays): the panel's and the top bar's counts follow the map
 * (play-test 6: the map showed 2 vertices each, the panel 1). */
void conquest_anim_shown_update(conquest_screen *c);
void conquest_draw_flow(ui *u, app *a);
void conquest_draw_growth(ui *u, app *a);
/* The banner naming the stage, at the top of the map. */
void conquest_draw_stage_banner(ui *u, app *a, SDL_Rect view);

/* After a resolution: the turn into the event log; the replay starts over. */
void conquest_show_turn_done(conquest_screen *c);
/* The log's entries of the turns resolved on this screen worded again in the
 * language now chosen, when it has changed (each frame: cheap otherwise). */
void conquest_show_reword(conquest_screen *c);
void conquest_show_free(conquest_screen *c);
/* The seat whose report and log are read: the human entering orders (cover
 * down), else nobody (-1) in a game with humans, else seat 0 (computers only:
 * everything is seen). */
int conquest_show_reader(const conquest_screen *c);
/* The reader of an online game's watcher: no player's seat, so it reads the
 * entries every seat is told and none of a seat's own. */
#define CONQUEST_WATCHER (CQ_MAX_PLAYERS - 1)
/* The report, the log or the replay in `middle` (the side panel's, beside the
 * map: conquest_panel_middle), with their keys; true
 * when one of them takes this event (their keys, the pointer over the report's
 * box, any event in the step-by-step replay): the map then takes no orders. */
bool conquest_show_run(ui *u, app *a, SDL_Rect middle);
/* The map shown at the replay's step (build_model): false when no replay. */
bool conquest_show_replay_map(conquest_screen *c, int8_t *controller, int64_t *units);
/* "Show last turn again": the animation plays again, nothing else changes. */
void conquest_show_again(app *a);

/* Whether a player's name already says its seat (a computer's default name
 * "Computer 2 (Easy)"): then the seat is not added in brackets. */
bool conquest_name_says_seat(const conquest_match *m, int p);
/* players.c: the side panel's players (from *y_io, which it moves down) and
 * the final ranking in box. */
void conquest_draw_players(ui *u, const conquest_screen *c, SDL_Rect p, int *y_io);
void conquest_draw_ranking(ui *u, const conquest_screen *c, SDL_Rect box);
/* How much taller the ranking is when its rule's line wraps in two (players.c). */
int conquest_ranking_extra(ui *u, const conquest_screen *c, int box_w);
/* The result dialog's line on the final turn ("Turn 10, the last: 2 vertices
 * taken, 0 lost. View map: its report."), for the human reading the log; false
 * for a game of computers or when the log tells nothing of that turn. */
bool conquest_final_turn_line(const conquest_screen *c, char *out, size_t size);
/* Who leads now by units in total (the turn limit's rule; every count is on
 * the map for all to see): "Alice leads with 34 units", or the tie. */
void conquest_leader_text(const cq_state *s, const conquest_match *m, char *out, size_t size);
/* The top bar: the game, the map, "turn 4 of 25", who leads; its tooltip
 * says what happens at the limit. */
void conquest_draw_top(ui *u, const conquest_screen *c, SDL_Rect top);

/* orders.c: the side panel's order list for the human entering orders and
 * the selected order's forecast (from *y_io, which it moves down; a row
 * outside `clip`, the list's scrolled window, is skipped). `inactive`: NULL,
 * or why the list takes nothing now (drawn greyed with it: the last turn
 * shown again). */
void conquest_draw_orders(ui *u, conquest_screen *c, int who, int x, int w, int *y_io, const char *inactive, SDL_Rect clip);
/* Whether an order of `who` could end in the weighted draw this turn: a vertex
 * it does not hold that it and a third player can both reach. */
bool conquest_draw_possible(const conquest_match *m, int who);
/* Whether the panel's message is Ready's warning (no orders, or red ones). */
bool conquest_ready_warning_up(const conquest_screen *c);
/* Clear all and Ready, a row at y (the panel's foot); true when Ready was
 * pressed (the caller then calls conquest_ready_ask and, when nothing is
 * asked, makes the player ready). */
bool conquest_draw_order_buttons(ui *u, conquest_screen *c, int who, int x, int y, int w, const char *inactive);
/* panel.c: the side panel (players, orders or what the screen waits for, then
 * at its foot the buttons, always in the window: the part above them
 * scrolls); true when Ready was pressed. Its background is the caller's
 * (ui_panel), drawn before the turn report that lies in it. */
bool conquest_draw_panel(ui *u, app *a, SDL_Rect p);
/* The panel's part between its players and its foot: the turn report, the
 * log or the steps take its lower part (place.h), the orders the rest. */
SDL_Rect conquest_panel_middle(ui *u, app *a, SDL_Rect p);
/* Why the order list takes nothing now (the last turn shown again), NULL when it does. */
const char *conquest_panel_inactive(const conquest_screen *c);
/* Ready pressed by c->viewer (>= 0) with no orders or with orders that cannot
 * take their target: asked once a turn (c->message says it), true then; false
 * when the player is to be made ready. */
bool conquest_ready_ask(conquest_screen *c);
/* Sets the viewer's order `which` to `units` (1 up to what its source has
 * free), or says why not in the panel's message (orders.c). */
void conquest_set_units(app *a, int which, int64_t units);

/* cover.c: the hot-seat cover over view, true when the next player lifts it
 * (its button, or T: conquest_cover_keys, which takes the key for it alone and
 * drops Space and Enter while it is up). */
bool conquest_cover_run(ui *u, conquest_screen *c, SDL_Rect view);
void conquest_cover_keys(ui *u, conquest_screen *c);
/* On the map after the cover: the T that lifted it, held down, repeats; those
 * repeats are taken here, not Threats' T, until the key is released. */
void conquest_cover_key_after(ui *u, conquest_screen *c);
/* cursor.c: an arrow key on the map's keyboard cursor moves it along an edge,
 * to the neighbour nearest the arrow's direction (while a drag is held, among
 * the places the dragged units may go); true when it did (u->ev is then the
 * pointer's move onto it). */
bool conquest_cursor_keys(ui *u, conquest_screen *c);

/* The card of the vertex under the pointer: name, holder, units, weight, edges. */
void conquest_hover_card(ui *u, app *a);

/* ---- coach.c: the coached first game ---- */
void conquest_coach_begin(conquest_screen *c);
/* Its banner over the map's foot, the step moved on by what the player did;
 * true when the event was the banner's (the map then takes none). */
bool conquest_coach_run(ui *u, app *a, SDL_Rect view);

/* ---- pause.c ---- */
/* Saves the game as a new file in the saves folder; c->message says where or why not. */
bool conquest_save_now(app *a);
/* The menu Esc opens over the game ("Paused", or "Game over" once it is). */
extern const scene conquest_pause_scene;

/* ---- remote.c: the screen played online ---- */
/* What conquest_remote_update took from the server. */
typedef enum conquest_remote_news {
    CONQUEST_REMOTE_NOTHING,
    CONQUEST_REMOTE_TURN,   /* a resolved turn is the match's last: the caller shows it */
    CONQUEST_REMOTE_JUMP,   /* the state moved without a turn to show */
    CONQUEST_REMOTE_REFUSED /* the server refused the seat's orders: its turn again, c->message says why */
} conquest_remote_news;
/* The server's next turn taken (one at a time, none while one is shown) and
 * the seat's orders sent once Ready (again after the link came back). */
conquest_remote_news conquest_remote_update(app *a, conquest_screen *c);
/* The panel's lines on the link and on whose orders are awaited. */
void conquest_remote_panel(ui *u, conquest_screen *c, int x, int w, int *y_io);
/* A seat's word in the players' list ("orders in", "ordering", "away"), NULL
 * for none; *good: said in green. */
const char *conquest_remote_seat_status(const conquest_screen *c, int p, bool *good);

#endif
