/*
 * Helpers of TRTS's client tests (test_client_trts*.c): labels as the screens
 * write them in the current language, a fresh duel record, a frame's hash.
 */
#ifndef SKIRMISH_TESTS_CLIENT_TRTS_UTIL_H
#define SKIRMISH_TESTS_CLIENT_TRTS_UTIL_H

#include <SDL.h>
#include <stdbool.h>
#include <stdint.h>

#include "trts/trts.h"

/* The hot-seat cover's button for a player (0-based). */
const char *trts_test_cover_label(int player);
/* A unit's label in a list: "Trooper 3" in the current language (the piece's
 * number as screen c shows it; the index when c is NULL). */
const char *trts_test_piece_label(const trts_screen *c, const char *name, int piece);
/* A piece's row in the combat panel's target list as it is drawn now ("Trooper 1 →
 * Skitter 3 (auto)": the named target, else what Done would give it). */
const char *trts_test_target_row(const trts_screen *c, int piece);
/* A duel on the first map from round 1, no action yet, seat 1 a hard computer
 * when computer1 (one record, reused by every call). */
trts_game_record *trts_test_duel(trts_content *k, int f0, int f1, bool computer1);
/* A hash of the surface's pixels (FNV-1a over every row's bytes): two frames
 * drawn alike hash alike. */
uint64_t trts_test_pixels_hash(SDL_Surface *s);

#endif
