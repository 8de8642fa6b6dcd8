/*
 * Helpers of Conquest's client tests (test_client_conquest_round*.c).
 */
#ifndef SKIRMISH_TESTS_CLIENT_CONQUEST_UTIL_H
#define SKIRMISH_TESTS_CLIENT_CONQUEST_UTIL_H

#include "conquest/conquest.h"
#include "shell/app.h"

/* A fresh offscreen app w x h (seed 34, the clock frozen) with a hot-seat game
 * of two humans on the first shipped map, started from the setup: the cover
 * is up. */
conquest_screen *client_conquest_hot_seat(app *a, int w, int h);

#endif
