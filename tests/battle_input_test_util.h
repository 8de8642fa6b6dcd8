/*
 * Helpers of the battle input state machine's tests (test_battle_input*.c): events
 * in by square name or key, outputs checked in the rules-test helpers' notation,
 * actions applied to the game as the match would, and the shared scenario "s1".
 */
#ifndef SKIRMISH_TESTS_BATTLE_INPUT_TEST_UTIL_H
#define SKIRMISH_TESTS_BATTLE_INPUT_TEST_UTIL_H

#include "board/input.h"
#include "esc_test_util.h"

extern const bool both_human[ESC_SIDES];
extern const bool side0_human[ESC_SIDES];

board_input_output send(board_input *in, const esc_game *g, board_input_event_kind kind, int square, board_input_key key);
board_input_output click(board_input *in, const esc_game *g, const char *square);
board_input_output key(board_input *in, const esc_game *g, board_input_key k);
board_input_output cancel(board_input *in, const esc_game *g);
void assert_none(board_input_output out);
void assert_action(const esc_game *g, board_input_output out, const char *text);
void play(board_input *in, esc_game *g, board_input_output out);
void assert_message(const board_input *in, esc_problem problem);
void assert_mode(const board_input *in, board_input_mode mode, int selected);
void refused_click(board_input *in, const esc_game *g, const char *square, const char *message);
void refused_click_p(board_input *in, const esc_game *g, const char *square, esc_problem problem);
void s1(esc_game *g, board_input *in, const bool human[ESC_SIDES]);

/* Scenario s1: two units of side 0 and one of side 1 around an obstacle. */
extern const char s1_pos[];
extern const char s1_sq0[];
extern const char s1_sq1[];
/* Command Forward's scenario: a commander (A) and three allies of side 0. */
extern const char cmd_pos[];
extern const char cmd_sq0[];

#endif
