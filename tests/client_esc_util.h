/*
 * Helpers of Escarmouche's client tests (test_client_esc_*.c, test_client_hesc*.c):
 * a battle opened from the Escarmouche setup as a player would open it, the
 * screen's clock, a side's first unit, a screenshot kept.
 */
#ifndef SKIRMISH_TESTS_CLIENT_ESC_UTIL_H
#define SKIRMISH_TESTS_CLIENT_ESC_UTIL_H

#include <stdbool.h>

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "board/battle.h"
#include "shell/app.h"

/* n updates of the battle screen, dt seconds each. */
void client_esc_tick(app *a, board_battle *bb, int n, float dt);
/* A battle from the Escarmouche setup at 1280 x 800 (human[] says who plays,
 * Start clicked): deployment has begun, nothing is placed yet. */
board_battle *client_esc_battle_start(app *a, bool human0, bool human1);
/* The same with every unit placed by Auto-deploy (the computer's by itself) and
 * the dice rolled: play has begun, the animations finished. */
board_battle *client_esc_battle_begun(app *a, bool human0, bool human1);
/* client_esc_battle_start with both sides by hand: the line saying who deploys
 * first (drawn by lot) in line, shown as the toast (the test fails
 * otherwise). */
board_battle *client_esc_battle_first_deployer(app *a, char *line, size_t size);
/* a drawn at w x h (shot `name`) with the pointer on bb's `square`, hovered:
 * its tooltip in a->tooltip; returns the square's rectangle. */
SDL_Rect client_esc_hover(app *a, board_battle *bb, int square, int w, int h, const char *name);
/* The same with both sides human, the "your turn" card and the toast gone:
 * play has begun (and the match has moves no one saved). */
board_battle *client_esc_battle_playing(app *a);
/* The first living unit of `side` (fails when there is none). */
int client_esc_first_unit_of(const esc_game *g, int side);
/* The frame just drawn, kept for people to look at:
 * $SKIRMISH_TEST_TMP/<folder>/<name>-<w>x<h>.png. */
void client_esc_keep_shot(app *a, const char *folder, const char *name);

/* The tests run on a fresh offscreen app of 1280 x 800 (seed 7, the clock
 * frozen), freed after; returns how many failed (1 if the app would not open). */
int client_esc_run_tests(app *a, const struct CMUnitTest *tests, size_t n);

#endif
