/*
 * What the battle screen's files share; nothing outside board/ uses it. Calls
 * run one way: battle.c (the screen: events, drawing, the scene) calls
 * battle_panel.c (top bar, panel, dice) and battle_menus.c (result, pause
 * menu, saving), which call battle_replay.c, battle_log.c and battle_play.c
 * (the battle as it is played), which call the match, the input machine, the
 * animation and the replay below them.
 */
#ifndef SKIRMISH_CLIENT_BOARD_BATTLE_INTERNAL_H
#define SKIRMISH_CLIENT_BOARD_BATTLE_INTERNAL_H

#include "board/battle.h"
#include "board/view.h"
#include "shell/ui.h"

/* ---- the log (battle_log.c) ---- */
/* The players' names for the log lines (names[side] points into buf). */
void battle_side_names(const board_match *m, char buf[ESC_SIDES][DATA_SEAT_NAME_MAX + 40], const char *names[ESC_SIDES]);
/* An action's log line; in a battle another game opened (a campaign's), each
 * unit named with its owner ("Bob's Archer (c3) attacks Ann's Brute (e5)"). */
void battle_log_describe(const board_match *m, const esc_game *before, const esc_squad *const squads[ESC_SIDES],
                         const esc_action *action, const esc_events *events, char *out, int size);
/* The same for the action that spent a turn's last action while the turn is
 * held open (End turn to come): without its control markers, which are told at
 * End turn by battle_log_held_markers. */
void battle_log_describe_held(const board_match *m, const esc_game *before, const esc_squad *const squads[ESC_SIDES],
                              const esc_action *action, const esc_events *events, char *out, int size);
void battle_log_held_markers(board_battle *bb);
/* "Player 2 · round 4" in the log when a side's turn begins. */
void battle_log_turn(board_battle *bb);
/* The log from the match's first line and its record, in the language now in
 * use (battle_open, and again when the player changes the language). */
void battle_rebuild_log(board_battle *bb);
/* "Player 2 deploys first (drawn by lot)" when the match starts with a
 * deployment; false (and "") when it does not. */
bool battle_first_deployer_line(const board_match *m, char *out, size_t size);

/* ---- the last turn again (battle_replay.c) ---- */
/* Whether the other side has a last turn to show and the player may look. */
bool battle_replay_available(const board_battle *bb);
/* R or the button: starts showing it, or goes back to now. */
void battle_replay_toggle(board_battle *bb, float speed);
/* A key while it is on (everything is read-only then; true: taken). R also
 * starts it. */
bool battle_replay_key(board_battle *bb, ui_key key, float speed);
/* Its line under the board and its frame round the board. */
void battle_replay_draw_line(ui *u, const board_layout *l, const board_battle *bb);
/* Its buttons in the panel at y; returns the y below them. */
int battle_replay_panel(ui *u, board_battle *bb, int x, int y, int w, float speed);

/* The two squads of the match being played. */
const esc_squad *const *battle_squads(app *a, const esc_squad *out[ESC_SIDES]);
/* "Ann · round 4": the log line and banner when a side's turn begins. */
void battle_turn_line(const board_match *m, const esc_game *g, char *out, size_t size);
/* One entry of the log (split into rows at "; "). */
void battle_log_line(board_battle_state *b, const char *text);
/* A passing message in the top bar. */
void battle_toast(board_battle_state *b, const char *text);
/* Seconds an animation step lasts, from the settings (0: instant). */
float battle_anim_speed(const app *a);
/* Applies an action for whoever chose it and starts showing it. */
void battle_play(app *a, const esc_action *action);
/* Auto-deploy's placements for the sides that asked for it and the computer (battle.c). */
void battle_auto_deploy(board_battle *bb);
/* Hands an input event to the state machine and acts on what it answers. */
board_input_output battle_feed(app *a, const board_input_event *ev);
void battle_save_now(app *a);
/* The log line of an action, the core's words (battle_log_describe) reworded
 * where they read wrong to a player: more damage than the Health left is said
 * as such (battle_words.c). */
void battle_log_reword(const esc_game *before, const esc_events *events, char *line, int size);
/* Where a refusal's w x h box goes: just above the clicked square (below it
 * on the top rank), overlapping it by `overlap`, inside the window (battle.c). */
SDL_Rect battle_refusal_place(const board_layout *l, SDL_Rect square, int app_w, int w, int h, int margin, int overlap);
/* The unit card's tooltip on its rank points: what counts, and how the build cost maps to them. */
void battle_rank_points_words(const esc_unit_def *def, char *out, size_t size);
/* What Load asks over a match with moves not saved by the player (battle_menus.c). */
const char *battle_load_question(const board_match *m);
/* "Yield this battle?" asked; yes plays the yield (battle_play.c). */
void battle_ask_yield(app *a);
/* Whether the player at the screen may yield now: a hook that allows it, the
 * battle on, the side to act a person's whose turn is not held or still shown
 * (the menu, the panel's button and the confirmation all ask it: play-test 10,
 * a held turn's pause menu yielded for the next player). */
bool battle_can_yield(const board_battle *bb);
/* The "Yield the battle" button's label and its tooltip (`why`): greyed, both
 * say why and when it may be pressed (play-test 14: it greyed after the turn's
 * last action with no reason). */
const char *battle_yield_label(const board_battle *bb, char *why, size_t n);
/* ---- ending by agreement (battle_agree.c) ---- */
/* Rounds without damage after which the players are told the round limit decides. */
#define BATTLE_QUIET_ROUNDS 3
/* Whether the side to act may offer a draw or concede now (a human's turn of
 * a battle no other game owns). */
bool battle_agree_possible(const board_battle *bb);
/* Why not, translated (NULL when possible): the greyed buttons' tooltip. */
const char *battle_agree_why_not(const board_battle *bb);
/* The side offering or conceding: the held turn's side while it is held open. */
int battle_agree_side(const board_battle *bb);
/* "Concede this match?" asked; yes ends it, the other side the winner. */
void battle_ask_concede(app *a, board_battle *bb);
/* The computer to act concedes when it cannot win (ai_should_concede), in a
 * plain match or a scenario against a person; true when it did. */
bool battle_computer_concedes(app *a, board_battle *bb);
/* A draw offered by the side to act: the other player answers (hot-seat), or
 * the computer accepts when it is not ahead. */
void battle_offer_draw(app *a, board_battle *bb);
/* Each update: tells once when no damage has been dealt for BATTLE_QUIET_ROUNDS. */
void battle_agree_watch(board_battle *bb);
/* Each update: a hot-seat draw offer closed without Accept is logged as declined. */
void battle_draw_refused_watch(app *a, board_battle *bb);
/* (Re)starts the screen on bb->match (a new match, a rematch). */
void battle_open(board_battle *bb, bool demo);

/* ---- the battle as it is played (battle_play.c) ---- */
/* The sides' look on the board: the shell's seat colours, or the game's own. */
void battle_use_look(const board_match *m);
/* Time passes: the animation, the computer; true while something moves. */
bool battle_update(board_battle *bb, float dt, bool on_top);

/* ---- hot-seat: whose turn it is (battle_card.c) ---- */
#define BATTLE_TURN_CARD_SECONDS 5.0f
/* Shows the card for the side to act when both sides are human and the game
 * is not over. */
/* A scenario's briefing at the match's start (battle_briefing.c): the
 * briefing and each side's objectives on a card over the board, taken away
 * by a click or a key (which does nothing else). */
void battle_briefing_start(board_battle *bb);
bool battle_briefing_event(ui *u, board_battle *bb);
void battle_briefing_draw(ui *u, const board_layout *l, board_battle *bb);
/* A click (or the release of one) on the result just opened, ignored: it
 * was meant for the board (play-test 12). */
bool battle_result_guarded(const ui *u, board_battle_state *b);
void battle_turn_card_start(board_battle *bb);
/* Draws it over the board while it is on. */
void battle_turn_card_draw(ui *u, const board_layout *l, board_battle *bb);
/* A click or key takes it away and goes on as ever (it blocks nothing). */
void battle_turn_card_event(const ui *u, board_battle *bb);
/* True once the banner has stayed its time and faded out. */
bool battle_turn_card_faded(const board_battle *bb);
bool battle_turn_card_shown(const board_battle *bb);

/* Draws the top bar; returns where its round, side and actions end, and in
 * *room_right (when not NULL) where the free room on their right ends. */
int battle_draw_top_bar(ui *u, const board_layout *l, app *a, int *room_right);
void battle_draw_panel(ui *u, const board_layout *l, app *a);
/* Who would win if the round limit were reached now: 0 or 1, -1 a draw (the
 * core's figures: rank points left, then Health; a scenario's own ruling). */
int battle_limit_leader(const esc_game *g);
void battle_draw_dice(ui *u, app *a, const board_layout *l);
/* ---- a scenario's objectives (battle_objectives.c) ---- */
/* Objective i for `side` in words with its progress ("Hold the well: 1 of 4
 * rounds in a row"); false when it is not that side's. */
bool battle_objective_line(const board_match *m, int i, int side, char *out, size_t size);
/* The hint under control objective i (what a marker is, what the other side
 * alone there does), for the side whose line it goes under; false otherwise. */
bool battle_objective_hint(const board_match *m, int i, int side, char *out, size_t size);
/* A side's name in play: the scenario's name for it ("Couriers") when it has
 * one, else its squad's ("Free Company"), translated when shipped; "" when
 * neither has a name. */
const char *battle_side_title(const board_match *m, const esc_squad *squad, int side);
/* The panel's list (heading, one line per objective and side, the emblem of
 * the side, the rule in the tooltip, a rule note as a hint line where the list
 * ends above limit); returns the y below it (y when no scenario). */
int battle_draw_objectives(ui *u, board_battle *bb, int x, int y, int w, int limit);
/* Deployment: the placing player's units still to place, a row of tokens with
 * their names, the next one framed (battle_roster.c); returns the y under it
 * (y when there is none to show: the battle, the computer's or a remote turn). */
int battle_draw_roster(ui *u, app *a, int x, int y, int w);
/* The board's marks on screen now, each named in a strip (battle_legend.c):
 * their kinds, and the strip drawn at y (returns the y under it). */
unsigned battle_legend_marks(const board_battle *bb);
int battle_draw_legend(ui *u, board_battle *bb, int x, int y, int w, int max_h); /* none when taller than max_h */
/* A game a scenario's objective ended: which one decided, in words. */
bool battle_objective_result(const board_match *m, char *out, size_t size);
void battle_draw_result(ui *u, app *a);
/* ---- the coach's banner (battle_coach.c) ---- */
/* Draws the coach's banner and frame, and hands it its buttons' presses (nothing without a coach); true
 * when a button was pressed (the coach may have replaced the screen: the frame stops there). */
bool battle_coach_run(ui *u, const board_layout *l, board_battle *bb);

#endif
