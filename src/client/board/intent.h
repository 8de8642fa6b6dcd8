/*
 * Enemy intent, Into the Breach's way (play-test 7): for one enemy unit the
 * pointer rests on, which of the viewer's units it can hit in its next turn and
 * for how much, from the rules core alone: the viewer's turn is ended on a copy,
 * and every sequence of that unit's legal actions (an attack or ability where
 * it stands, or a move then one) is played on copies, the Health each of the
 * viewer's units loses read off the result. Cached on the whole state, so a
 * resting pointer costs nothing.
 */
#ifndef SKIRMISH_CLIENT_BOARD_INTENT_H
#define SKIRMISH_CLIENT_BOARD_INTENT_H

#include <stdbool.h>

#include "skirmish/core/esc/game.h"

typedef struct board_intent {
    int8_t damage[ESC_MAX_UNITS]; /* the most Health `enemy` alone can take from each unit next turn, 0 if none */
    bool ko[ESC_MAX_UNITS];       /* that blow kills it */
    int8_t from[ESC_MAX_UNITS];   /* the square `enemy` strikes it from: its own when it need not move first */
} board_intent;

/* What `enemy` (a living unit not of `viewer`'s side) can do to `viewer`'s
 * units in its coming turn; false (and nothing to draw) when it is not
 * meaningful: not the battle, a command pending, the unit dead. */
bool board_intent_of(const esc_game *game, int viewer, int enemy, const board_intent **out);

#endif
