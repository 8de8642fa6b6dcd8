/*
 * Helpers of the scenario client tests (test_client_scenario_sides.c,
 * test_client_scenario_survive.c, test_client_scn15.c ...): a shipped scenario
 * loaded, and launched as the Scenarios screen launches it; the programs'
 * common start.
 */
#ifndef SKIRMISH_TESTS_CLIENT_SCENARIO_UTIL_H
#define SKIRMISH_TESTS_CLIENT_SCENARIO_UTIL_H

#include <stdbool.h>

#include "board/battle.h"
#include "scenario/editor_internal.h"
#include "shell/app.h"
#include "skirmish/data/scenario_file.h"

/* maps/scenarios/<file> of the app's data, loaded (malloc'd: the caller frees
 * it, or client_scenario_launch does). */
esc_scenario *client_scenario_load(app *a, const char *file);
/* Escarmouche's autosaves under the app's user folder. */
void client_scenario_autosaves(app *a);
/* s launched (then freed) with each side's first squad, human0/human1 playing
 * by hand, from_list as the list's Play does; the battle screen now on top. */
board_battle *client_scenario_launch(app *a, esc_scenario *s, bool human0, bool human1, bool from_list);

/* The Scenarios list opened from the main menu (its button) at w x h; with a
 * `shot` name, then drawn at 800 x 560 under it (client_draw_at). */
void client_scenario_open_list(app *a, int w, int h, const char *shot);
/* The scenario editor opened on a new scenario from the main menu (the app
 * running, at 1280 x 800); its screen. */
editor_screen *client_scenario_new(app *a);
/* On the Scenarios list, a frame drawn, then the opponent stepper's right
 * arrow clicked: the next opponent. */
void client_scenario_next_opponent(app *a);

/* maps/scenarios/<file> loaded (marked shipped or not; *out, the caller frees
 * it) and opened in the editor at 1280 x 800 from the main menu; its screen. */
editor_screen *client_scenario_open_editor(app *a, const char *file, bool shipped, esc_scenario **out);

/* A scenario test program's start: seed 7, fresh player folders named after
 * prefix, a's offscreen front at 2560x1440 with frozen ticks, its user folder
 * under XDG_DATA_HOME. False if the front does not start. */
bool client_scenario_test_start(app *a, const char *prefix);

/* Back to the main menu, the player's scenario file at path removed and the
 * catalogue read again (the end of a test that wrote one). */
void client_scenario_forget(app *a, const char *path);

#endif
