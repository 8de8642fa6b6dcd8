/*
 * The replay screen's controller, the same for every game: where the replay
 * stands (the state after `pos` steps of `n`), whether it plays and how fast,
 * and where each command takes it — a step, a turn, the start or the end —
 * from the turn marks the game's view computed once. Keys become commands here
 * (Space, Left/Right, Page Up/Down, Ctrl+Left/Right...). Pure C, no SDL: tested
 * without a window (tests/test_client_replay.c).
 */
#ifndef SKIRMISH_CLIENT_REPLAY_CONTROL_H
#define SKIRMISH_CLIENT_REPLAY_CONTROL_H

#include <stdbool.h>

#include "shell/ui_event.h"

/* What happened in the step that ends at a position (marks[pos], bits). */
enum {
    REPLAY_MARK_TURN = 1,        /* a turn (or round) starts at pos */
    REPLAY_MARK_KILL = 2,        /* a unit died */
    REPLAY_MARK_CAPTURE = 4,     /* an objective, area or place taken */
    REPLAY_MARK_BATTLE = 8,      /* a battle fought */
    REPLAY_MARK_ELIMINATION = 16 /* a player eliminated, or the game won by it */
};

typedef enum replay_cmd {
    REPLAY_CMD_NONE,
    REPLAY_CMD_PLAY,        /* play / pause */
    REPLAY_CMD_STEP_BACK,   /* one step (action) back */
    REPLAY_CMD_STEP_FWD,
    REPLAY_CMD_TURN_BACK,   /* to the start of this turn, or of the one before when at it */
    REPLAY_CMD_TURN_FWD,    /* to the start of the next turn */
    REPLAY_CMD_START,
    REPLAY_CMD_END,
    REPLAY_CMD_SLOWER,
    REPLAY_CMD_FASTER
} replay_cmd;

#define REPLAY_SPEEDS 5

typedef struct replay_ctl {
    int n;                  /* steps in the record */
    int pos;                /* the state shown: after pos steps, 0..n */
    bool playing;
    int speed;              /* index into the speeds, REPLAY_SPEEDS of them */
    unsigned char *marks;   /* n + 1 entries (owned), REPLAY_MARK_* bits */
} replay_ctl;

/* n steps, at 0, paused at normal speed, no marks but the start's turn. False
 * on out of memory. */
bool replay_ctl_init(replay_ctl *c, int n);
void replay_ctl_free(replay_ctl *c);
/* The command a key gives: Space play/pause; Left/Right a step; Page Up/Down
 * and Shift+Left/Right a turn; Home/End and Ctrl+Left/Right the start, the end;
 * +/- the speed. REPLAY_CMD_NONE for any other key. */
replay_cmd replay_ctl_key(ui_key key, bool ctrl, bool shift);
/* Where a command takes the replay (pos for play and speed). */
int replay_ctl_target(const replay_ctl *c, replay_cmd cmd);
/* Carries a command out: a move pauses (but a step forward while playing),
 * play at the end starts again from the start, the speed stays in range.
 * Returns the new position. */
int replay_ctl_apply(replay_ctl *c, replay_cmd cmd);
/* Goes to a position (a click or a drag on the timeline), clamped; pauses. */
int replay_ctl_seek(replay_ctl *c, int pos);
/* The speed as a multiple of normal (0.5, 1, 2, 4, 8), and its label ("×2"). */
float replay_ctl_speed(const replay_ctl *c);
const char *replay_ctl_speed_label(const replay_ctl *c);
/* The turn a position belongs to: the number of turn marks at or before it
 * (0 before the first). */
int replay_ctl_turn_at(const replay_ctl *c, int pos);

#endif
