/*
 * Shared helpers of the computer players' tests (test_ai.c: what every level
 * answers; test_ai_play.c: what the searching levels see in hand-built
 * positions): a player made for a test, its answer checked legal, a whole turn.
 */
#ifndef SKIRMISH_TESTS_AI_TEST_UTIL_H
#define SKIRMISH_TESTS_AI_TEST_UTIL_H

#include "esc_test_util.h"

#include "skirmish/ai/ai.h"

/* A player of `level` with a work cap of time_ms and `seed`, with no
 * wall-clock stop (under the sanitizers the machine is several times slower
 * than the reference, and the stop would make answers depend on timing). */
void ai_test_player(ai_player *p, ai_level level, int time_ms, uint64_t seed);
/* The player's answer, checked legal (the test fails otherwise). */
esc_action ai_test_choose_legal(ai_player *p, const esc_game *g);
/* The side to act plays its whole turn with `p`. */
void ai_test_play_turn(ai_player *p, esc_game *g);

#endif
