/*
 * One headless game between two players, with optional invariant checks after
 * every action (the soak runs of docs/PERFORMANCE.md).
 */
#include "skirmish/ai/match.h"

#include <stdio.h>
#include <string.h>

bool ai_match_check_state(const esc_game *g, char *why, int size)
{
#define FAIL(...)                                     \
    do {                                              \
        if (why && size > 0)                          \
            snprintf(why, (size_t)size, __VA_ARGS__); \
        return false;                                 \
    } while (0)
    esc_bits seen = 0;
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        const esc_unit_state *u = &g->units[id];
        if (u->square == ESC_NO_SQUARE)
            continue;
        if (u->square < 0 || u->square >= ESC_SQUARES)
            FAIL("unit %d is off the board (square %d)", id, u->square);
        if (seen & esc_bit(u->square))
            FAIL("two units on square %d", u->square);
        seen |= esc_bit(u->square);
        if (g->obstacles & esc_bit(u->square))
            FAIL("unit %d stands on an obstacle", id);
        if (u->health < 1 || u->health > u->max_health)
            FAIL("unit %d has Health %d of %d", id, u->health, u->max_health);
        if (u->suppressed_turn == g->turn && g->phase == ESC_PHASE_BATTLE && u->acted > 1)
            FAIL("suppressed unit %d took %d actions", id, u->acted);
    }
    if (g->phase == ESC_PHASE_BATTLE) {
        int acted = 0;
        for (int i = 0; i < ESC_SQUAD_MAX; i++)
            acted += g->units[g->active * ESC_SQUAD_MAX + i].acted;
        if (acted + g->actions_left != ESC_ACTIONS_PER_TURN)
            FAIL("turn %d: %d actions taken and %d left", g->turn, acted, g->actions_left);
        for (int id = 0; id < ESC_MAX_UNITS; id++)
            if (esc_unit_side(id) != g->active && g->units[id].acted)
                FAIL("unit %d of the waiting side has acted", id);
    }
    if (g->phase != ESC_PHASE_OVER && esc_game_legal_actions(g, NULL, 0) == 0)
        FAIL("no legal action while the game runs");
    return true;
#undef FAIL
}

bool ai_match_play(esc_game *game, ai_player *players[ESC_SIDES], bool check, ai_match_decision_fn on_decision,
                   void *user, ai_match_result *result)
{
    return ai_match_play_kept(game, players, check, on_decision, user, result, NULL);
}

bool ai_match_play_kept(esc_game *game, ai_player *players[ESC_SIDES], bool check, ai_match_decision_fn on_decision,
                        void *user, ai_match_result *result, esc_record *record)
{
    memset(result, 0, sizeof *result);
    result->winner = -1;
    result->broken_at = -1;
    while (game->phase != ESC_PHASE_OVER) {
        int side = game->active;
        esc_action action;
        ai_decision_stats stats;
        if (!ai_choose(players[side], game, &action, &stats)) {
            result->broken = true;
            result->broken_at = result->actions;
            snprintf(result->why, sizeof result->why, "side %d's player gave no action", side);
            return false;
        }
        if (on_decision)
            on_decision(user, side, &stats);
        esc_problem p = esc_game_apply(game, &action, NULL);
        if (p != ESC_OK) {
            result->broken = true;
            result->broken_at = result->actions;
            snprintf(result->why, sizeof result->why, "side %d's player chose an illegal action: %s", side,
                     esc_problem_text(p));
            return false;
        }
        if (record && !esc_record_push(record, &action)) {
            result->broken = true;
            result->broken_at = result->actions;
            snprintf(result->why, sizeof result->why, "side %d's action: out of memory for the record", side);
            return false;
        }
        result->actions++;
        if (check) {
            char why[160];
            if (!esc_game_check(game, why, sizeof why) || !ai_match_check_state(game, why, sizeof why)) {
                result->broken = true;
                result->broken_at = result->actions - 1;
                snprintf(result->why, sizeof result->why, "after action %d: %s", result->actions - 1, why);
                return false;
            }
        }
    }
    result->winner = game->winner;
    result->reason = game->end_reason;
    result->rounds = esc_game_round(game);
    return true;
}
