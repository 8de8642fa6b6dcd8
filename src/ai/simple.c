/*
 * One-action lookahead player: every legal action is tried on a copy of the state
 * (states are plain structs) and scored; ties are broken by the player's own
 * generator so games vary with the seed.
 */
#include "skirmish/ai/simple.h"

#include <stdlib.h>

double ai_simple_evaluate(const esc_game *g, int side)
{
    if (g->phase == ESC_PHASE_OVER)
        return g->winner == side ? 1e6 : (g->winner < 0 ? 0.0 : -1e6);
    double score = 0.0;
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        const esc_unit_state *u = &g->units[id];
        if (u->square == ESC_NO_SQUARE)
            continue;
        bool mine = esc_unit_side(id) == side;
        double worth = 10.0 * u->health + 6.0 * u->rank_points + 4.0;
        score += mine ? worth : -worth;
        if (g->zone && (g->zone & esc_bit(u->square)))
            score += mine ? 3.0 : -3.0;
        if (!mine)
            continue;
        /* Only our own closing in counts: a symmetric term would cancel out and
         * leave both sides waiting. Enemies we could shoot next are worth a little. */
        int nearest = 99;
        for (int e = 0; e < ESC_MAX_UNITS; e++)
            if (esc_unit_side(e) != side && g->units[e].square != ESC_NO_SQUARE) {
                int d = esc_square_distance(u->square, g->units[e].square);
                if (d < nearest)
                    nearest = d;
            }
        if (nearest != 99 && nearest > u->range)
            score -= nearest - u->range;
        esc_bits visible;
        esc_game_targets_from(g, id, ESC_AB_NONE, u->square, NULL, &visible);
        score += 0.5 * esc_bits_count(visible);
    }
    score += 15.0 * (g->markers[side] - g->markers[side ^ 1]);
    return score;
}

bool ai_simple_choose(const esc_game *game, core_rng *rng, esc_action *out)
{
    static _Thread_local esc_action actions[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(game, actions, ESC_MAX_ACTIONS);
    if (n <= 0)
        return false;
    if (n > ESC_MAX_ACTIONS)
        n = ESC_MAX_ACTIONS;
    int side = game->active;
    if (game->phase == ESC_PHASE_DEPLOY) {
        /* A formation: melee units on the front home rank, ranged ones behind,
         * towards the centre files; random among equally good squares. */
        const esc_unit_state *u = &game->units[actions[0].unit];
        int front = side == 0 ? 1 : 6;
        int best = -1000, n_best = 0;
        for (int i = 0; i < n; i++) {
            int sq = actions[i].square, f = esc_square_file(sq);
            int centre = f < 4 ? f : 7 - f;
            bool on_front = esc_square_rank(sq) == front;
            int score = 2 * centre + ((u->range <= 1) == on_front ? 6 : 0);
            if (score > best) {
                best = score;
                n_best = 0;
            }
            if (score == best && core_rng_below(rng, (uint32_t)++n_best) == 0)
                *out = actions[i];
        }
        return true;
    }
    double best = -1e18;
    int n_best = 0;
    for (int i = 0; i < n; i++) {
        esc_game copy = *game;
        esc_game_apply(&copy, &actions[i], NULL);
        double s = ai_simple_evaluate(&copy, side);
        /* Ending the turn early throws an action away: only when nothing helps. */
        if (actions[i].kind == ESC_ACT_END_TURN)
            s -= 0.5;
        if (s > best + 1e-9) {
            best = s;
            n_best = 0;
        }
        if (s > best - 1e-9) {
            /* Reservoir choice among equals keeps the pick uniform and seeded. */
            n_best++;
            if (core_rng_below(rng, (uint32_t)n_best) == 0)
                *out = actions[i];
        }
    }
    return true;
}
