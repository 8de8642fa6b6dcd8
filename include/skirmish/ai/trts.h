/*
 * The TRTS computer player (docs/trts.md "Computer player", docs/ai.md "TRTS"):
 * three levels (the seat's trts_setup.level), each deterministic, deciding only
 * from trts_view(state, player), so it cannot use what the seat may not see.
 * `easy` is the spec's player; `normal` and `hard` play the whole game and look
 * ahead over their Micro choices (hard further, within a fixed work budget).
 *
 * Macro and Reposition are planned whole (a list of actions ending with Done),
 * because the spec orders them as "each while possible, in this order"; every
 * other phase gets one action at a time.
 */
#ifndef SKIRMISH_AI_TRTS_H
#define SKIRMISH_AI_TRTS_H

#include "skirmish/core/trts/state.h"

#define TRTS_AI_PLAN_MAX 512

typedef enum trts_ai_level {
    TRTS_AI_EASY = 0,
    TRTS_AI_NORMAL = 1,
    TRTS_AI_HARD = 2
} trts_ai_level;
/* (ids: trts_level_id, trts_level_find in the core's state.h) */

/* The actions `player` (who must be s->current) takes now, at its seat's level: the whole Macro or
 * Reposition plan, else one action. Returns the count (0 if the player is not to act). */
int trts_ai_plan(const trts_state *s, int player, trts_action *out, int cap);

/* The same, from a view already taken (what trts_ai_plan does after trts_view). */
int trts_ai_plan_view(const trts_state *view, int player, trts_action *out, int cap);

/* normal and hard concede a duel lost beyond doubt by their view, at their Micro
 * turn (docs/ai.md "TRTS", conceding): no army and none in production, fewer than
 * TRTS_AI_HOPELESS_MINERALS minerals and fewer than TRTS_AI_HOPELESS_MINERS
 * workers in areas their team holds (nothing to rebuild with), at least
 * TRTS_AI_HOPELESS_BESIEGERS enemy army units at their buildings, and fewer than
 * half as many areas held as the enemy. Never in a team game (it would lose the
 * allies' game too); the rules allow no concession in ffa or lms. */
#define TRTS_AI_HOPELESS_BESIEGERS 3
#define TRTS_AI_HOPELESS_MINERALS 6
#define TRTS_AI_HOPELESS_MINERS 3

/* Strength of a piece: (HP + shields) x (ground attack + air attack + 1). */
int trts_ai_strength(const trts_state *s, int piece);

/* Plays a whole game between computer players from `setup`; appends every action to
 * rec when not NULL. False if a plan held an illegal action (a bug). */
bool trts_ai_play_game(trts_state *s, const trts_map *map, const trts_rules *rules, const trts_setup *setup,
                       trts_game_record *rec);

#endif
