/*
 * Headless games between two computer players: what skirmish-cli simulate and
 * tournament, the benchmarks and the soak tests play. One call plays one game to
 * its end, timing every decision and, on request, checking the rules' invariants
 * after every action (the soak), so that a broken state is caught at the action
 * that made it.
 */
#ifndef SKIRMISH_AI_MATCH_H
#define SKIRMISH_AI_MATCH_H

#include <stdbool.h>

#include "skirmish/ai/ai.h"
#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/record.h"

typedef struct ai_match_result {
    int winner;                /* board side, -1 for a draw */
    esc_end_reason reason;
    int rounds;
    int actions;               /* actions applied, deployment included */
    bool broken;               /* an invariant failed or a player erred; see why */
    int broken_at;             /* index of the action after which it failed */
    char why[200];
} ai_match_result;

/* Called after each decision with the side that decided and what it cost. */
typedef void (*ai_match_decision_fn)(void *user, int side, const ai_decision_stats *stats);

/*
 * Plays *game (initialised, at any point) to the end, players[side] choosing for
 * each board side. `on_decision` may be NULL. With `check`, after every action:
 * esc_game_check and ai_match_check_state; a player that answers nothing while the
 * game runs, or an illegal action, also counts as broken. Returns false when broken
 * (the game is left where it broke).
 */
bool ai_match_play(esc_game *game, ai_player *players[ESC_SIDES], bool check, ai_match_decision_fn on_decision,
                   void *user, ai_match_result *result);
/* As ai_match_play, pushing every action applied onto `record` when it is not
 * NULL (a record begun with the game's setup: simulate --record-dir). */
bool ai_match_play_kept(esc_game *game, ai_player *players[ESC_SIDES], bool check, ai_match_decision_fn on_decision,
                        void *user, ai_match_result *result, esc_record *record);

/*
 * Invariants beyond esc_game_check, which the soak also holds: no two units on
 * one square, no unit on an obstacle or outside the board, Health within 1..max,
 * the active side's actions this turn plus those left equal to the 2 per turn, a
 * suppressed unit with at most one action, and the legal-action generator not
 * empty while the game runs. False with a description in `why`.
 */
bool ai_match_check_state(const esc_game *game, char *why, int size);

#endif
