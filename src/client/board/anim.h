/*
 * Playing back what an action did. The match applies an action at once; the
 * screen then shows it step by step from the events the core reported: a unit
 * slides along its path, a melee attacker lunges, a shot flies, numbers float up,
 * the dead fade out. `shown` is the state as the player currently sees it: it
 * starts as the state before the action and takes each event's effect when that
 * step ends, and becomes exactly the state after the action at the end.
 *
 * Pure data and arithmetic (no SDL), so it is tested without a window.
 */
#ifndef SKIRMISH_CLIENT_BOARD_ANIM_H
#define SKIRMISH_CLIENT_BOARD_ANIM_H

#include <stdbool.h>

#include "skirmish/core/esc/game.h"

#define BOARD_ANIM_FLOATERS 16
/* A die (ESC_EV_DICE) tumbles for this part of its step, then shows its rolled
 * face until the step ends. However long a frame takes (a slow machine), the
 * step never ends before one frame has shown that face. */
#define BOARD_ANIM_DICE_REVEAL 0.5f

typedef struct board_anim_floater {
    int square;
    int amount;        /* damage shown as -amount; 0 with blocked > 0 shows "blocked" */
    int blocked;
    float age;         /* seconds since it appeared */
    bool ko;           /* the blow killed: "-2 · KO", the whole blow as the log says it */
} board_anim_floater;

typedef struct board_anim_player {
    esc_game shown;
    esc_game after;
    esc_events events;
    int index;            /* event being shown */
    float t;              /* seconds into it */
    float speed;          /* 1 normal; 2 fast; 0.6 slow; 0 instant */
    bool playing;
    bool revealed;        /* the current die step has been shown with its rolled face */
    board_anim_floater floaters[BOARD_ANIM_FLOATERS];
    float fade[ESC_MAX_UNITS]; /* 1 visible ... 0 gone, for dying units */
} board_anim_player;

void board_anim_init(board_anim_player *a, const esc_game *game);
/* Starts showing an action: `before` and `after` states and the events between. */
void board_anim_start(board_anim_player *a, const esc_game *before, const esc_game *after, const esc_events *events, float speed);
/* Jumps to the end. */
void board_anim_finish(board_anim_player *a);
/* A click on the shown result of the first-turn roll (a die stopped on its
 * face, or who takes the first turn) ends that step at once: the result
 * stays up long enough to read, or until a click (play-test 10). True when
 * it did. */
bool board_anim_skip_result(board_anim_player *a);
/* Advances by dt seconds; returns true while something still moves (playing or
 * floaters fading). */
bool board_anim_update(board_anim_player *a, float dt);
/* Whether the shown action still has something on screen: a step playing or a
 * number still floating up. */
bool board_anim_settling(const board_anim_player *a);
/* The current step, or NULL when not playing; *progress in [0, 1]. */
const esc_event *board_anim_current(const board_anim_player *a, float *progress);
/* Seconds a step lasts at speed 1. */
float board_anim_duration(const esc_event *event);
/* Whether the dice for the first turn are rolling on screen (the header, the
 * prompt and the log then tell the roll, not who has already won it). */
bool board_anim_rolling(const board_anim_player *a);
/* Whether some of the roll ("dice 5–2", "Ann starts") is not shown yet, and
 * *told how many of its steps are: the log waits for the dice (play-test 4 CA
 * medium 1). */
bool board_anim_told_dice(const board_anim_player *a, int *told);

/* How opaque a unit is drawn: 0 not at all (off the board), 1 fully, between
 * while it dies. */
float board_anim_unit_alpha(const board_anim_player *a, int unit);
/* Where a unit is drawn, in board squares (x = file + 0.5, y = rank + 0.5 at a
 * square's centre), with the current step's movement applied. */
void board_anim_unit_position(const board_anim_player *a, int unit, float *x, float *y);

#endif
