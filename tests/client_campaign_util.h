/*
 * Helpers of the Campaign's client tests (test_client_campaign*.c): one app
 * they drive (offscreen), the mouse and the buttons by their English labels (a
 * language run looks for the translation), passing the hot-seat cover, the tiny
 * three-location map, dragging an army onto a location.
 */
#ifndef SKIRMISH_TESTS_CLIENT_CAMPAIGN_UTIL_H
#define SKIRMISH_TESTS_CLIENT_CAMPAIGN_UTIL_H

#include <stdbool.h>

#include "campaign/campaign.h"
#include "board/battle.h"
#include "campaign/internal.h"
#include "shell/app.h"

extern app the_app;

campaign_screen *cs(void);
/* In a language run (SKIRMISH_TEST_LANGUAGE): the screen checked for layout
 * faults and untranslated text. */
void language_look(app *a, const char *name);
void pump(void);
/* A key pressed, then a frame drawn. */
void press_key(ui_key key);
void mouse(Uint32 type, int x, int y);
void click_at(SDL_Rect r);
void click_button(const char *label);
/* The first enabled button whose label starts as the translated format does
 * (its text before the first placeholder). */
void click_button_with(const char *format);
void pass_cover(int seat);
void tiny_map(campaign_map *m);
void use_tiny_map(app *a, bool p1_computer);
void banner_on_screen(int army, int *x, int *y);
void location_on_screen(int loc, int *x, int *y);
void drag_army(int army, int to);
/* Orders, both humans: Player 1 drags army 0 to `to` and hands over, Player 2
 * hands over at once (each behind their cover). */
void campaign_march_and_ready(int to);
/* Everything dropped, as a crash would (the_app freed), then a fresh offscreen
 * app at 1280 x 800 with the tiny map, and Continue. */
void crash_and_continue(void);
/* XDG_CONFIG_HOME and XDG_DATA_HOME under the test's tmp dir, per test. */
void set_dirs(const char *name);
/* A fresh offscreen app at 1280 x 800, animations instant, the tiny map with
 * two human seats, the campaign started from its setup: its screen. */
campaign_screen *open_tiny_campaign(void);
/* The same after set_dirs(name): a fresh offscreen app at 1280 x 800, animations instant, the
 * tiny map with two human seats, the campaign started from its setup. */
campaign_screen *start_tiny_campaign(const char *name);
/* Both seats' Downtime done, each behind its cover (seat 0's first): seat 0
 * at its Orders, its cover passed. */
void campaign_downtime_done(void);
/* start_tiny_campaign, then both seats' Downtime done: seat 0 at its Orders. */
campaign_screen *start_at_orders(const char *name);
/* Two humans up to their first battle on the board (the tiny map: Player 1
 * attacks Player 2's capital; Player 2 defends, as the board's side 0, with
 * Ready for the Assault). */
board_battle *campaign_to_the_board(void);
/* The same up to the reveal of those orders (its first Continue not pressed). */
campaign_screen *campaign_to_the_reveal(void);
/* From the squad choice of the battle on screen: each seat (the attacker first,
 * each behind its cover) takes its first suggested squad (★) and Fight on the
 * board; the defender's Ready for the Assault confirmed when asked: the board. */
board_battle *campaign_fight_on_board(campaign_screen *c);
/* Every unit placed by the board's own auto-deploy, through the screen (its
 * log and animation), up to the first turn. */
void campaign_deploy_all(app *a);
/* set_dirs(name), the seed 5, campaign_to_the_board (the turn's end held for
 * End turn when !end_turn_auto), then campaign_deploy_all: the battle on screen. */
board_battle *campaign_battle_deployed(const char *name, bool end_turn_auto);
/* The side to play plays its turn's actions (client_battle_play_first, each
 * animation run out) until the screen holds the turn open for End turn. */
void campaign_play_until_held(board_battle *bb);
/* A plain battle (the board's own look) over the screen, between the squads of
 * the campaign battle on screen when there is one (else of the last one noted),
 * on its map, every unit deployed. */
void campaign_push_plain_battle(app *a);
/* The screen drawn afresh and kept for people to look at:
 * $SKIRMISH_TEST_TMP/shots/<name>[-<language>].png. */
void save_shot(const char *name);

#endif
