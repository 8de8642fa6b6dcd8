/*
 * "Show the last turn again": the other side's last turn (the computer's, in a
 * game against it) played back from the match's record, one action at a time
 * at the player's pace or all in a row, on a copy of the game: nothing in the
 * match changes, and stopping goes back to the present. The battle screen
 * draws the replay's state and animation instead of the match's while it is on.
 *
 * Knows no screen: the record in, a state and an animation out.
 */
#ifndef SKIRMISH_CLIENT_BOARD_REPLAY_H
#define SKIRMISH_CLIENT_BOARD_REPLAY_H

#include <stdbool.h>

#include "board/anim.h"
#include "skirmish/core/esc/record.h"

typedef struct board_replay {
    bool on;
    bool playing;          /* "Play": each action follows the last without asking */
    int side;              /* whose turn is shown */
    int round;             /* the round it was played in */
    int first, last;       /* its actions: record indices first .. last - 1 */
    int next;              /* the next action to show */
    /* The turn's actions as the player counts them: its End turn (and a
     * Command Forward's "no more free moves") is a step shown, not an action. */
    int counted, counted_shown;
    float speed;           /* the animation's speed (0: instant) */
    esc_game game;         /* the state after the actions shown so far */
    board_anim_player anim;
} board_replay;

/* The record indices of the last turn played, in the battle, by the side that
 * is not `active` (the side to act now): false when it has none yet. */
bool board_replay_find(const esc_record *record, int active, int *side, int *first, int *last);
/* Starts showing that turn, at the state before its first action (nothing
 * played yet); false, and off, when there is none. */
bool board_replay_start(board_replay *r, const esc_record *record, int active, float speed);
/* Shows the next action (a step); false when all are shown. */
bool board_replay_step(board_replay *r, const esc_record *record);
/* Plays the rest in a row; again: pauses. */
void board_replay_toggle_play(board_replay *r);
/* Advances the animation, and the next action when playing; true while
 * something moves. */
bool board_replay_update(board_replay *r, const esc_record *record, float dt);
/* Back to the present. */
void board_replay_stop(board_replay *r);
/* Actions shown so far and in all ("1 of 1 action" for a Move and End turn). */
static inline int board_replay_shown(const board_replay *r) { return r->counted_shown; }
static inline int board_replay_count(const board_replay *r) { return r->counted; }
/* Whether an action of the record counts as one of the turn's actions. */
bool board_replay_counts(const esc_action *a);

#endif
