/*
 * Helpers for the client tests: comparing an offscreen frame with a stored PNG.
 */
#ifndef SKIRMISH_TESTS_CLIENT_TEST_UTIL_H
#define SKIRMISH_TESTS_CLIENT_TEST_UTIL_H

#include "barracks/barracks_scenes.h"
#include "board/battle.h"
#include "conquest/conquest.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"

/* Draws the app's current scene offscreen and compares it with
 * $SKIRMISH_TEST_DATA/pixels/NAME.png: at most 0.2 % of the pixels may differ by
 * more than 48 in a channel. SKIRMISH_REGENERATE_PIXELS=1 rewrites the reference
 * first. Fails the test (cmocka) on a mismatch, keeping this run's image in
 * $SKIRMISH_TEST_TMP. */
void client_pixels_compare(app *a, const char *name);

#endif
