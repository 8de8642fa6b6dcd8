/*
 * Escarmouche state queries: where the units stand, what they can reach, the
 * round, the units left. They read an esc_game and change nothing; the flow of
 * turns (game.c), the rules (rules.c) and the objectives (objective.c) stand on
 * them.
 */
#include <string.h>

#include "game_internal.h"
#include "skirmish/core/esc/los.h"
/* ---- queries ---- */

esc_bits esc_game_home(const esc_game *game, int side)
{
    if (game->scenario.active)
        return game->scenario.deploy[side & 1];
    return esc_board_home(game->settings.hooks.swap_homes ? side ^ 1 : side);
}

bool esc_game_unit_alive(const esc_game *game, int unit)
{
    return unit >= 0 && unit < ESC_MAX_UNITS && game->units[unit].square != ESC_NO_SQUARE;
}

int esc_game_unit_at(const esc_game *game, int square)
{
    if (square < 0 || square >= ESC_SQUARES)
        return ESC_NO_UNIT;
    return game->occupant[square];
}

esc_bits esc_game_side_squares(const esc_game *game, int side)
{
    esc_bits out = 0;
    for (int i = 0; i < ESC_SQUAD_MAX; i++) {
        int sq = game->units[side * ESC_SQUAD_MAX + i].square;
        if (sq != ESC_NO_SQUARE)
            out |= esc_bit(sq);
    }
    return out;
}

esc_bits esc_game_unit_squares(const esc_game *game)
{
    return esc_game_side_squares(game, 0) | esc_game_side_squares(game, 1);
}

esc_bits esc_game_blockers(const esc_game *game)
{
    return game->obstacles | esc_game_unit_squares(game);
}

int esc_game_round(const esc_game *game)
{
    return game->turn <= 0 ? 0 : (game->turn + 1) / 2;
}

int esc_game_units_left(const esc_game *game, int side)
{
    int n = 0;
    for (int i = 0; i < ESC_SQUAD_MAX; i++) {
        const esc_unit_state *u = &game->units[side * ESC_SQUAD_MAX + i];
        if ((u->flags & ESC_UF_PRESENT) && !(u->flags & ESC_UF_DEAD))
            n++;
    }
    return n;
}

void esc_game_position(const esc_game *game, esc_position *pos)
{
    pos->obstacles = game->obstacles;
    memcpy(pos->occupant, game->occupant, sizeof pos->occupant);
}

esc_bits esc_game_reach_from(const esc_game *game, int from, int steps)
{
    return esc_board_reach(esc_game_blockers(game), from, steps);
}

esc_bits esc_game_reachable(const esc_game *game, int unit)
{
    if (!esc_game_unit_alive(game, unit))
        return 0;
    const esc_unit_state *u = &game->units[unit];
    return esc_game_reach_from(game, u->square, u->move);
}

int esc_game_path(const esc_game *game, int unit, int to, int8_t path[ESC_PATH_MAX])
{
    if (!esc_game_unit_alive(game, unit) || to < 0 || to >= ESC_SQUARES)
        return 0;
    int from = game->units[unit].square;
    if (!(esc_game_reachable(game, unit) & esc_bit(to)))
        return 0;
    /* Distance layers grown from the destination through empty squares; then walk
     * from the start, each step to the lowest square one layer closer. */
    esc_bits empty = ~esc_game_blockers(game);
    esc_bits layer[ESC_PATH_MAX + 1];
    esc_bits seen = esc_bit(to);
    layer[0] = seen;
    int dist = 0;
    while (!(esc_board_dilate(layer[dist]) & esc_bit(from))) {
        if (dist + 1 > ESC_PATH_MAX)
            return 0;
        layer[dist + 1] = esc_board_dilate(layer[dist]) & empty & ~seen;
        seen |= layer[dist + 1];
        dist++;
    }
    int cur = from;
    for (int k = dist; k >= 0; k--) {
        esc_bits next = esc_board_neighbours(cur) & layer[k];
        cur = __builtin_ctzll(next);
        path[dist - k] = (int8_t)cur;
    }
    return dist + 1;
}

bool esc_game_targetable(const esc_game *game, int unit)
{
    return game->units[unit].untargetable_until < game->turn || game->units[unit].untargetable_until == 0;
}

bool esc_game_is_suppressed(const esc_game *game, int unit)
{
    return game->units[unit].suppressed_turn != 0 && game->units[unit].suppressed_turn >= game->turn;
}

bool esc_game_is_overcharged(const esc_game *game, int unit)
{
    return game->units[unit].no_attack_turn != 0 && game->units[unit].no_attack_turn >= game->turn;
}

esc_attack_profile esc_game_attack_profile(const esc_game *game, int unit, int ability)
{
    const esc_unit_state *u = &game->units[unit];
    esc_attack_profile p = { .range = u->range, .power = u->power, .ignore_units = false, .adjacent_all = false };
    switch (ability) {
    case ESC_AB_CHARGE: p.power = 1; break;
    case ESC_AB_ENERGY_TRAIT: p.range = 3; p.power = 2; break;
    case ESC_AB_SUPPRESSING_FIRE: p.range = 4; p.power = 1; break;
    case ESC_AB_DEVASTATING_STRIKE: p.range = 1; p.power = 4; break;
    case ESC_AB_SWEEP: p.range = 1; p.power = 1; p.adjacent_all = true; break;
    case ESC_AB_PRECISION_SHOT: p.power = 2; p.ignore_units = true; break;
    default: break;
    }
    return p;
}

void esc_game_targets_from(const esc_game *game, int unit, int ability, int from, esc_bits *in_range, esc_bits *visible)
{
    int side = esc_unit_side(unit);
    esc_attack_profile p = esc_game_attack_profile(game, unit, ability);
    esc_bits enemies = 0;
    int base = esc_other_side(side) * ESC_SQUAD_MAX;
    for (int i = base; i < base + ESC_SQUAD_MAX; i++)
        if (game->units[i].square != ESC_NO_SQUARE && esc_game_targetable(game, i))
            enemies |= esc_bit(game->units[i].square);
    esc_bits near = esc_board_within(from, p.range) & enemies & ~esc_bit(from);
    if (in_range)
        *in_range = near;
    if (visible) {
        /* The unit stands on `from` (a charge looks from its destination). */
        esc_bits units = esc_game_unit_squares(game) & ~esc_bit(game->units[unit].square);
        esc_bits blockers = game->obstacles | (p.ignore_units ? 0 : units);
        *visible = esc_los_visible_set(blockers, from, near);
    }
}

esc_bits esc_game_threats(const esc_game *game, int side)
{
    esc_bits out = 0;
    for (int id = side * ESC_SQUAD_MAX; id < (side + 1) * ESC_SQUAD_MAX; id++) {
        const esc_unit_state *u = &game->units[id];
        if (u->square == ESC_NO_SQUARE)
            continue;
        esc_bits units = esc_game_unit_squares(game) & ~esc_bit(u->square);
        esc_bits starts = esc_game_reachable(game, id) | esc_bit(u->square);
        /* Each attack it has: the plain one (ESC_AB_NONE) and its attacking abilities. */
        for (int ab = -1; ab < ESC_AB_COUNT; ab++) {
            if (ab >= 0 && (!(u->abilities & (1u << ab)) || !esc_ability_get(ab)->attacks))
                continue;
            esc_attack_profile p = esc_game_attack_profile(game, id, ab < 0 ? ESC_AB_NONE : ab);
            esc_bits blockers = game->obstacles | (p.ignore_units ? 0 : units);
            esc_bits from_squares = starts;
            while (from_squares) {
                int from = __builtin_ctzll(from_squares);
                from_squares &= from_squares - 1;
                esc_bits near = esc_board_within(from, p.range) & ~esc_bit(from) & ~game->obstacles & ~out;
                out |= esc_los_visible_set(blockers, from, near);
            }
        }
    }
    return out;
}
