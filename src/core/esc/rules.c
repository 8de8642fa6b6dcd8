/*
 * Which actions are legal, why an action is not, the generator of every legal
 * action, and what each action does.
 *
 * esc_game_test_action and esc_game_legal_actions are written from the same small
 * checks below (actor, may-act, may-attack, may-use, destination, targets); a test
 * enumerates every possible action and holds the two to the same answer.
 */
#include <string.h>

#include "game_internal.h"
#include "skirmish/core/esc/los.h"

esc_action esc_action_make(esc_action_kind kind, int unit, int ability, int square, int target)
{
    esc_action a = { (uint8_t)kind, (uint8_t)ability, (int8_t)unit, (int8_t)square, (int8_t)target };
    return a;
}

bool esc_action_equal(const esc_action *a, const esc_action *b)
{
    return a->kind == b->kind && a->ability == b->ability && a->unit == b->unit && a->square == b->square &&
           a->target == b->target;
}

/* ---- the shared checks ---- */

static bool valid_unit_id(int unit) { return unit >= 0 && unit < ESC_MAX_UNITS; }
static bool valid_square(int square) { return square >= 0 && square < ESC_SQUARES; }

static esc_problem check_battle(const esc_game *g)
{
    if (g->phase == ESC_PHASE_OVER)
        return ESC_ERR_GAME_OVER;
    if (g->phase != ESC_PHASE_BATTLE)
        return ESC_ERR_WRONG_PHASE;
    return ESC_OK;
}

/* The unit is the active player's and on the board. */
static esc_problem check_own_unit(const esc_game *g, int unit)
{
    if (!valid_unit_id(unit))
        return ESC_ERR_MALFORMED;
    if (!(g->units[unit].flags & ESC_UF_PRESENT))
        return ESC_ERR_NO_SUCH_UNIT;
    if (esc_unit_side(unit) != g->active)
        return ESC_ERR_NOT_YOUR_UNIT;
    if (g->units[unit].square == ESC_NO_SQUARE)
        return ESC_ERR_UNIT_GONE;
    return ESC_OK;
}

/* The unit may take one more action this turn. */
static esc_problem check_may_act(const esc_game *g, int unit)
{
    if (g->actions_left == 0)
        return ESC_ERR_NO_ACTIONS_LEFT;
    const esc_unit_state *u = &g->units[unit];
    if (u->suppressed_turn == g->turn && u->acted >= 1)
        return ESC_ERR_SUPPRESSED;
    return ESC_OK;
}

static esc_problem check_may_attack(const esc_game *g, int unit)
{
    const esc_unit_state *u = &g->units[unit];
    if (u->flags & ESC_UF_ATTACKED)
        return ESC_ERR_ALREADY_ATTACKED;
    if (u->flags & ESC_UF_USED_ABILITY)
        return ESC_ERR_ALREADY_USED_ABILITY;
    if (u->no_attack_turn == g->turn)
        return ESC_ERR_OVERCHARGED;
    return ESC_OK;
}

static esc_problem check_may_use(const esc_game *g, int unit, int ability)
{
    const esc_unit_state *u = &g->units[unit];
    if (!(u->abilities & (1u << ability)))
        return ESC_ERR_NO_ABILITY;
    if (u->flags & ESC_UF_USED_ABILITY)
        return ESC_ERR_ALREADY_USED_ABILITY;
    if ((u->flags & ESC_UF_ATTACKED) && ability != ESC_AB_OVERCHARGE)
        return ESC_ERR_ALREADY_ATTACKED;
    if (esc_ability_get(ability)->attacks && u->no_attack_turn == g->turn)
        return ESC_ERR_OVERCHARGED;
    return ESC_OK;
}

/* A destination for a move of up to the unit's Move; `stay` allows its own square. */
static esc_problem check_destination(const esc_game *g, int unit, int square, bool stay)
{
    if (!valid_square(square))
        return ESC_ERR_MALFORMED;
    if (square == g->units[unit].square)
        return stay ? ESC_OK : ESC_ERR_SAME_SQUARE;
    if (g->obstacles & esc_bit(square))
        return ESC_ERR_OBSTACLE;
    if (g->occupant[square] != ESC_NO_UNIT)
        return ESC_ERR_OCCUPIED;
    if (!(esc_game_reachable(g, unit) & esc_bit(square)))
        return ESC_ERR_UNREACHABLE;
    return ESC_OK;
}

/* An enemy `target` for an attack made with `ability` by `unit` standing on `from`. */
static esc_problem check_enemy(const esc_game *g, int unit, int ability, int from, int target)
{
    if (!valid_unit_id(target))
        return ESC_ERR_MALFORMED;
    const esc_unit_state *t = &g->units[target];
    if (!(t->flags & ESC_UF_PRESENT))
        return ESC_ERR_NO_SUCH_UNIT;
    if (esc_unit_side(target) == esc_unit_side(unit))
        return ESC_ERR_NOT_AN_ENEMY;
    if (t->square == ESC_NO_SQUARE)
        return ESC_ERR_UNIT_GONE;
    if (!esc_game_targetable(g, target))
        return ESC_ERR_UNTARGETABLE;
    esc_attack_profile p = esc_game_attack_profile(g, unit, ability);
    if (esc_square_distance(from, t->square) > p.range)
        return ESC_ERR_OUT_OF_RANGE;
    esc_bits units = esc_game_unit_squares(g) & ~esc_bit(g->units[unit].square);
    esc_bits blockers = g->obstacles | (p.ignore_units ? 0 : units);
    if (!esc_los_visible(blockers, from, t->square))
        return ESC_ERR_NO_LINE_OF_SIGHT;
    return ESC_OK;
}

static esc_problem check_ally(const esc_game *g, int unit, int target)
{
    if (!valid_unit_id(target))
        return ESC_ERR_MALFORMED;
    if (!(g->units[target].flags & ESC_UF_PRESENT))
        return ESC_ERR_NO_SUCH_UNIT;
    if (target == unit || esc_unit_side(target) != esc_unit_side(unit))
        return ESC_ERR_NOT_AN_ALLY;
    if (g->units[target].square == ESC_NO_SQUARE)
        return ESC_ERR_UNIT_GONE;
    return ESC_OK;
}

static bool feint_sees(const esc_game *g, int unit, int ally)
{
    return esc_los_visible(esc_game_blockers(g), g->units[unit].square, g->units[ally].square);
}

/* Allies within 3 of `unit` that could make a free move. */
static uint16_t command_candidates(const esc_game *g, int unit)
{
    uint16_t out = 0;
    int base = esc_unit_side(unit) * ESC_SQUAD_MAX;
    for (int i = base; i < base + ESC_SQUAD_MAX; i++)
        if (i != unit && esc_game_unit_alive(g, i) &&
            esc_square_distance(g->units[i].square, g->units[unit].square) <= 3 && esc_game_reachable(g, i))
            out |= (uint16_t)(1u << i);
    return out;
}

static esc_bits adjacent_targets(const esc_game *g, int unit)
{
    esc_bits in_range;
    esc_game_targets_from(g, unit, ESC_AB_SWEEP, g->units[unit].square, &in_range, NULL);
    return in_range;
}

static esc_problem test_ability(const esc_game *g, const esc_action *a)
{
    int unit = a->unit, ab = a->ability;
    const esc_unit_state *u = &g->units[unit];
    esc_ability_targeting targeting = esc_ability_get(ab)->targeting;
    bool wants_square = targeting == ESC_TARGETS_SQUARE || targeting == ESC_TARGETS_SQUARE_AND_ENEMY;
    bool wants_target = targeting == ESC_TARGETS_ENEMY || targeting == ESC_TARGETS_ALLY ||
                        targeting == ESC_TARGETS_SQUARE_AND_ENEMY;
    if (wants_square != (a->square != ESC_NO_SQUARE) || wants_target != (a->target != ESC_NO_UNIT))
        return ESC_ERR_MALFORMED;
    esc_problem p = check_may_use(g, unit, ab);
    if (p != ESC_OK)
        return p;
    switch (ab) {
    case ESC_AB_CHARGE:
        p = check_destination(g, unit, a->square, true);
        if (p != ESC_OK)
            return p;
        return check_enemy(g, unit, ab, a->square, a->target);
    case ESC_AB_ENERGY_TRAIT:
    case ESC_AB_SUPPRESSING_FIRE:
    case ESC_AB_DEVASTATING_STRIKE:
    case ESC_AB_PRECISION_SHOT:
    case ESC_AB_OVERCHARGE:
        return check_enemy(g, unit, ab, u->square, a->target);
    case ESC_AB_DEFENSIVE_STANCE:
        return (u->flags & ESC_UF_STANCE) ? ESC_ERR_STANCE_ACTIVE : ESC_OK;
    case ESC_AB_TACTICAL_RETREAT:
        return check_destination(g, unit, a->square, true);
    case ESC_AB_COMMAND_FORWARD:
        return command_candidates(g, unit) ? ESC_OK : ESC_ERR_NO_TARGET;
    case ESC_AB_FEINT:
        p = check_ally(g, unit, a->target);
        if (p != ESC_OK)
            return p;
        if (esc_square_distance(u->square, g->units[a->target].square) > 2)
            return ESC_ERR_OUT_OF_RANGE;
        return feint_sees(g, unit, a->target) ? ESC_OK : ESC_ERR_NO_LINE_OF_SIGHT;
    case ESC_AB_GUARDIAN:
        p = check_ally(g, unit, a->target);
        if (p != ESC_OK)
            return p;
        return esc_square_distance(u->square, g->units[a->target].square) == 1 ? ESC_OK : ESC_ERR_OUT_OF_RANGE;
    case ESC_AB_SWEEP:
        return adjacent_targets(g, unit) ? ESC_OK : ESC_ERR_NO_TARGET;
    default:
        return ESC_ERR_MALFORMED;
    }
}

/* The vanguard hook's free Move: the named unit, to a square it reaches or its own
 * (staying is the way to decline). */
static esc_problem test_vanguard_move(const esc_game *g, const esc_action *a)
{
    if (a->ability != ESC_AB_NONE || a->target != ESC_NO_UNIT)
        return ESC_ERR_MALFORMED;
    if (!valid_unit_id(a->unit))
        return ESC_ERR_MALFORMED;
    if (a->unit != g->settings.hooks.vanguard - 1)
        return ESC_ERR_NOT_YOUR_UNIT;
    return check_destination(g, a->unit, a->square, true);
}

esc_problem esc_game_test_action(const esc_game *g, const esc_action *a)
{
    esc_problem p;
    switch (a->kind) {
    case ESC_ACT_DEPLOY: {
        if (g->phase == ESC_PHASE_OVER)
            return ESC_ERR_GAME_OVER;
        if (g->phase != ESC_PHASE_DEPLOY || g->vanguard_pending)
            return ESC_ERR_WRONG_PHASE;
        int next = g->active * ESC_SQUAD_MAX + g->deployed[g->active];
        if (a->unit != next || a->ability != ESC_AB_NONE || a->target != ESC_NO_UNIT || !valid_square(a->square))
            return ESC_ERR_MALFORMED;
        if (!(esc_game_home(g, g->active) & esc_bit(a->square)))
            return ESC_ERR_NOT_HOME;
        if (g->obstacles & esc_bit(a->square))
            return ESC_ERR_OBSTACLE;
        if (g->occupant[a->square] != ESC_NO_UNIT)
            return ESC_ERR_OCCUPIED;
        return ESC_OK;
    }
    case ESC_ACT_MOVE:
    case ESC_ACT_ATTACK:
    case ESC_ACT_ABILITY:
        if (a->kind == ESC_ACT_MOVE && g->phase == ESC_PHASE_DEPLOY && g->vanguard_pending)
            return test_vanguard_move(g, a);
        if ((p = check_battle(g)) != ESC_OK)
            return p;
        if (g->command_unit != ESC_NO_UNIT)
            return ESC_ERR_COMMAND_PENDING;
        if ((p = check_own_unit(g, a->unit)) != ESC_OK)
            return p;
        if (a->kind == ESC_ACT_MOVE) {
            if (a->ability != ESC_AB_NONE || a->target != ESC_NO_UNIT)
                return ESC_ERR_MALFORMED;
            if ((p = check_may_act(g, a->unit)) != ESC_OK)
                return p;
            return check_destination(g, a->unit, a->square, false);
        }
        if (a->kind == ESC_ACT_ATTACK) {
            if (a->ability != ESC_AB_NONE || a->square != ESC_NO_SQUARE)
                return ESC_ERR_MALFORMED;
            if ((p = check_may_act(g, a->unit)) != ESC_OK)
                return p;
            if ((p = check_may_attack(g, a->unit)) != ESC_OK)
                return p;
            return check_enemy(g, a->unit, ESC_AB_NONE, g->units[a->unit].square, a->target);
        }
        if (a->ability >= ESC_AB_COUNT)
            return ESC_ERR_MALFORMED;
        if ((p = check_may_act(g, a->unit)) != ESC_OK)
            return p;
        return test_ability(g, a);
    case ESC_ACT_COMMAND_MOVE:
        if ((p = check_battle(g)) != ESC_OK)
            return p;
        if (g->command_unit == ESC_NO_UNIT)
            return ESC_ERR_NO_COMMAND;
        if (a->ability != ESC_AB_NONE || a->target != ESC_NO_UNIT)
            return ESC_ERR_MALFORMED;
        if ((p = check_own_unit(g, a->unit)) != ESC_OK)
            return p;
        if (a->unit == g->command_unit)
            return ESC_ERR_NOT_COMMANDABLE;
        if (g->command_moved & (1u << a->unit))
            return ESC_ERR_ALREADY_COMMANDED;
        if (esc_square_distance(g->units[a->unit].square, g->units[g->command_unit].square) > 3)
            return ESC_ERR_NOT_COMMANDABLE;
        return check_destination(g, a->unit, a->square, false);
    case ESC_ACT_COMMAND_DONE:
    case ESC_ACT_END_TURN:
        if ((p = check_battle(g)) != ESC_OK)
            return p;
        if (a->unit != ESC_NO_UNIT || a->ability != ESC_AB_NONE || a->square != ESC_NO_SQUARE ||
            a->target != ESC_NO_UNIT)
            return ESC_ERR_MALFORMED;
        if (a->kind == ESC_ACT_COMMAND_DONE)
            return g->command_unit == ESC_NO_UNIT ? ESC_ERR_NO_COMMAND : ESC_OK;
        return g->command_unit == ESC_NO_UNIT ? ESC_OK : ESC_ERR_COMMAND_PENDING;
    case ESC_ACT_YIELD:
        if ((p = check_battle(g)) != ESC_OK)
            return p;
        if (!g->settings.hooks.yielding)
            return ESC_ERR_MALFORMED;
        if (a->unit != ESC_NO_UNIT || a->ability != ESC_AB_NONE || a->square != ESC_NO_SQUARE ||
            a->target != ESC_NO_UNIT)
            return ESC_ERR_MALFORMED;
        return g->command_unit == ESC_NO_UNIT ? ESC_OK : ESC_ERR_COMMAND_PENDING;
    default:
        return ESC_ERR_MALFORMED;
    }
}

/* ---- the generator ---- */

typedef struct emitter {
    esc_action *out;
    int cap, n;
} emitter;

static void emit(emitter *e, esc_action_kind kind, int unit, int ability, int square, int target)
{
    if (e->n < e->cap)
        e->out[e->n] = esc_action_make(kind, unit, ability, square, target);
    e->n++;
}

static void emit_squares(emitter *e, esc_action_kind kind, int unit, int ability, esc_bits squares)
{
    while (squares) {
        emit(e, kind, unit, ability, __builtin_ctzll(squares), ESC_NO_UNIT);
        squares &= squares - 1;
    }
}

/* Enemy units (ascending id) standing on `squares`. */
static void emit_enemies(emitter *e, const esc_game *g, esc_action_kind kind, int unit, int ability, int square,
                         esc_bits squares)
{
    int base = esc_other_side(esc_unit_side(unit)) * ESC_SQUAD_MAX;
    for (int t = base; t < base + ESC_SQUAD_MAX && squares; t++) {
        int sq = g->units[t].square;
        if (sq != ESC_NO_SQUARE && (squares & esc_bit(sq)))
            emit(e, kind, unit, ability, square, t);
    }
}

static void emit_abilities(emitter *e, const esc_game *g, int unit)
{
    const esc_unit_state *u = &g->units[unit];
    for (int ab = 0; ab < ESC_AB_COUNT; ab++) {
        if (check_may_use(g, unit, ab) != ESC_OK)
            continue;
        esc_bits visible;
        switch (ab) {
        case ESC_AB_CHARGE: {
            esc_bits squares = esc_game_reachable(g, unit) | esc_bit(u->square);
            while (squares) {
                int sq = __builtin_ctzll(squares);
                squares &= squares - 1;
                esc_game_targets_from(g, unit, ab, sq, NULL, &visible);
                emit_enemies(e, g, ESC_ACT_ABILITY, unit, ab, sq, visible);
            }
            break;
        }
        case ESC_AB_ENERGY_TRAIT:
        case ESC_AB_SUPPRESSING_FIRE:
        case ESC_AB_DEVASTATING_STRIKE:
        case ESC_AB_PRECISION_SHOT:
        case ESC_AB_OVERCHARGE:
            esc_game_targets_from(g, unit, ab, u->square, NULL, &visible);
            emit_enemies(e, g, ESC_ACT_ABILITY, unit, ab, ESC_NO_SQUARE, visible);
            break;
        case ESC_AB_DEFENSIVE_STANCE:
            if (!(u->flags & ESC_UF_STANCE))
                emit(e, ESC_ACT_ABILITY, unit, ab, ESC_NO_SQUARE, ESC_NO_UNIT);
            break;
        case ESC_AB_TACTICAL_RETREAT:
            emit_squares(e, ESC_ACT_ABILITY, unit, ab, esc_game_reachable(g, unit) | esc_bit(u->square));
            break;
        case ESC_AB_COMMAND_FORWARD:
            if (command_candidates(g, unit))
                emit(e, ESC_ACT_ABILITY, unit, ab, ESC_NO_SQUARE, ESC_NO_UNIT);
            break;
        case ESC_AB_FEINT:
        case ESC_AB_GUARDIAN: {
            int base = esc_unit_side(unit) * ESC_SQUAD_MAX;
            for (int t = base; t < base + ESC_SQUAD_MAX; t++) {
                if (t == unit || !esc_game_unit_alive(g, t))
                    continue;
                int d = esc_square_distance(u->square, g->units[t].square);
                if (ab == ESC_AB_GUARDIAN ? d == 1 : (d <= 2 && feint_sees(g, unit, t)))
                    emit(e, ESC_ACT_ABILITY, unit, ab, ESC_NO_SQUARE, t);
            }
            break;
        }
        case ESC_AB_SWEEP:
            if (adjacent_targets(g, unit))
                emit(e, ESC_ACT_ABILITY, unit, ab, ESC_NO_SQUARE, ESC_NO_UNIT);
            break;
        default:
            break;
        }
    }
}

int esc_game_legal_actions(const esc_game *g, esc_action *out, int cap)
{
    emitter e = { out, cap, 0 };
    if (g->phase == ESC_PHASE_OVER)
        return 0;
    if (g->phase == ESC_PHASE_DEPLOY && g->vanguard_pending) {
        int v = g->settings.hooks.vanguard - 1;
        emit_squares(&e, ESC_ACT_MOVE, v, ESC_AB_NONE, esc_game_reachable(g, v) | esc_bit(g->units[v].square));
        return e.n;
    }
    if (g->phase == ESC_PHASE_DEPLOY) {
        int next = g->active * ESC_SQUAD_MAX + g->deployed[g->active];
        esc_bits free = esc_game_home(g, g->active) & ~g->obstacles & ~esc_game_unit_squares(g);
        emit_squares(&e, ESC_ACT_DEPLOY, next, ESC_AB_NONE, free);
        return e.n;
    }
    if (g->command_unit != ESC_NO_UNIT) {
        uint16_t allies = esc_game_commandable(g);
        for (int t = 0; t < ESC_MAX_UNITS; t++)
            if (allies & (1u << t))
                emit_squares(&e, ESC_ACT_COMMAND_MOVE, t, ESC_AB_NONE, esc_game_reachable(g, t));
        emit(&e, ESC_ACT_COMMAND_DONE, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
        return e.n;
    }
    int base = g->active * ESC_SQUAD_MAX;
    bool can[ESC_SQUAD_MAX];
    for (int i = 0; i < ESC_SQUAD_MAX; i++) {
        int unit = base + i;
        can[i] = esc_game_unit_alive(g, unit) && check_may_act(g, unit) == ESC_OK;
    }
    for (int i = 0; i < ESC_SQUAD_MAX; i++)
        if (can[i])
            emit_squares(&e, ESC_ACT_MOVE, base + i, ESC_AB_NONE, esc_game_reachable(g, base + i));
    for (int i = 0; i < ESC_SQUAD_MAX; i++) {
        int unit = base + i;
        if (!can[i] || check_may_attack(g, unit) != ESC_OK)
            continue;
        esc_bits visible;
        esc_game_targets_from(g, unit, ESC_AB_NONE, g->units[unit].square, NULL, &visible);
        emit_enemies(&e, g, ESC_ACT_ATTACK, unit, ESC_AB_NONE, ESC_NO_SQUARE, visible);
    }
    for (int i = 0; i < ESC_SQUAD_MAX; i++)
        if (can[i] && g->units[base + i].abilities)
            emit_abilities(&e, g, base + i);
    emit(&e, ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    if (g->settings.hooks.yielding)
        emit(&e, ESC_ACT_YIELD, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    return e.n;
}

/* ---- apply ---- */

static void attack(esc_game *g, int unit, int target, int ability, int power, esc_events *ev)
{
    esc_event e = esc_event_make(ESC_EV_ATTACK, unit);
    e.other = (int8_t)target;
    e.ability = (uint8_t)ability;
    e.side = (int8_t)esc_unit_side(unit);
    e.from = g->units[unit].square;
    e.to = g->units[target].square;
    esc_events_push(ev, &e);
    esc_game_deal_damage(g, target, power, ev);
}

static void status(esc_game *g, int unit, esc_status what, int from, esc_events *ev)
{
    esc_event e = esc_event_make(ESC_EV_STATUS, unit);
    e.amount = (int8_t)what;
    e.other = (int8_t)from;
    e.side = (int8_t)esc_unit_side(unit);
    e.to = g->units[unit].square;
    esc_events_push(ev, &e);
}

static void apply_ability(esc_game *g, const esc_action *a, esc_events *ev)
{
    int unit = a->unit, ab = a->ability;
    esc_unit_state *u = &g->units[unit];
    esc_attack_profile p = esc_game_attack_profile(g, unit, ab);
    esc_event e = esc_event_make(ESC_EV_ABILITY, unit);
    e.ability = (uint8_t)ab;
    e.side = (int8_t)esc_unit_side(unit);
    e.from = u->square;
    e.to = a->square;
    e.other = a->target;
    esc_events_push(ev, &e);

    switch (ab) {
    case ESC_AB_CHARGE:
        if (a->square != u->square)
            esc_game_move_unit(g, unit, a->square, ev);
        attack(g, unit, a->target, ab, p.power, ev);
        break;
    case ESC_AB_ENERGY_TRAIT:
    case ESC_AB_PRECISION_SHOT:
        attack(g, unit, a->target, ab, p.power, ev);
        break;
    case ESC_AB_SUPPRESSING_FIRE:
        attack(g, unit, a->target, ab, p.power, ev);
        if (esc_game_unit_alive(g, a->target)) {
            g->units[a->target].suppressed_turn = (int16_t)(g->turn + 1);
            status(g, a->target, ESC_STATUS_SUPPRESSED, unit, ev);
        }
        break;
    case ESC_AB_DEVASTATING_STRIKE:
        attack(g, unit, a->target, ab, p.power, ev);
        esc_game_lose_health(g, unit, 1, ev);
        break;
    case ESC_AB_OVERCHARGE:
        attack(g, unit, a->target, ab, p.power, ev);
        if (esc_game_unit_alive(g, unit)) {
            u->no_attack_turn = (int16_t)(g->turn + 2);
            status(g, unit, ESC_STATUS_OVERCHARGED, unit, ev);
        }
        break;
    case ESC_AB_DEFENSIVE_STANCE:
        u->flags |= ESC_UF_STANCE;
        status(g, unit, ESC_STATUS_STANCE, unit, ev);
        break;
    case ESC_AB_TACTICAL_RETREAT:
        if (a->square != u->square)
            esc_game_move_unit(g, unit, a->square, ev);
        u->untargetable_until = (int16_t)(g->turn + 1);
        status(g, unit, ESC_STATUS_UNTARGETABLE, unit, ev);
        break;
    case ESC_AB_COMMAND_FORWARD:
        g->command_unit = (int8_t)unit;
        g->command_left = ESC_COMMAND_MOVES;
        g->command_moved = 0;
        break;
    case ESC_AB_FEINT: {
        int from = u->square, to = g->units[a->target].square;
        esc_event s = esc_event_make(ESC_EV_SWAP, unit);
        s.other = a->target;
        s.side = (int8_t)esc_unit_side(unit);
        s.from = (int8_t)from;
        s.to = (int8_t)to;
        u->square = (int8_t)to;
        g->units[a->target].square = (int8_t)from;
        g->occupant[to] = (int8_t)unit;
        g->occupant[from] = a->target;
        esc_events_push(ev, &s);
        break;
    }
    case ESC_AB_GUARDIAN:
        g->units[a->target].guarded_by = (int8_t)unit;
        g->units[a->target].guard_until = (int16_t)(g->turn + 2);
        status(g, a->target, ESC_STATUS_GUARDED, unit, ev);
        break;
    case ESC_AB_SWEEP: {
        esc_bits hit = adjacent_targets(g, unit);
        int base = esc_other_side(esc_unit_side(unit)) * ESC_SQUAD_MAX;
        for (int t = base; t < base + ESC_SQUAD_MAX; t++) {
            int sq = g->units[t].square;
            /* A guardian dying earlier in the sweep leaves the list, nobody else does. */
            if (sq != ESC_NO_SQUARE && (hit & esc_bit(sq)) && esc_game_unit_alive(g, unit))
                attack(g, unit, t, ab, p.power, ev);
        }
        break;
    }
    default:
        break;
    }
}

esc_problem esc_game_apply(esc_game *g, const esc_action *a, esc_events *ev)
{
    if (ev)
        ev->count = 0;
    esc_problem p = esc_game_test_action(g, a);
    if (p != ESC_OK)
        return p;

    switch (a->kind) {
    case ESC_ACT_DEPLOY: {
        int side = g->active;
        esc_game_place(g, a->unit, a->square);
        g->units[a->unit].flags |= ESC_UF_DEPLOYED;
        g->deployed[side]++;
        esc_event e = esc_event_make(ESC_EV_DEPLOY, a->unit);
        e.side = (int8_t)side;
        e.to = a->square;
        esc_events_push(ev, &e);
        int other = esc_other_side(side);
        if (g->deployed[other] < g->squad_size[other]) {
            g->active = (uint8_t)other;
        } else if (g->deployed[side] >= g->squad_size[side]) {
            if (g->settings.hooks.vanguard > 0) {
                g->vanguard_pending = true;
                g->active = (uint8_t)esc_unit_side(g->settings.hooks.vanguard - 1);
            } else {
                esc_game_finish_deployment(g, ev);
            }
        }
        return ESC_OK;
    }
    case ESC_ACT_MOVE:
        if (g->phase == ESC_PHASE_DEPLOY) {
            /* The vanguard's free Move, then the dice. */
            if (a->square != g->units[a->unit].square)
                esc_game_move_unit(g, a->unit, a->square, ev);
            esc_game_finish_deployment(g, ev);
            return ESC_OK;
        }
        esc_game_move_unit(g, a->unit, a->square, ev);
        break;
    case ESC_ACT_ATTACK:
        g->units[a->unit].flags |= ESC_UF_ATTACKED;
        attack(g, a->unit, a->target, ESC_AB_NONE, g->units[a->unit].power, ev);
        break;
    case ESC_ACT_ABILITY:
        g->units[a->unit].flags |= ESC_UF_USED_ABILITY;
        apply_ability(g, a, ev);
        break;
    case ESC_ACT_COMMAND_MOVE:
        esc_game_move_unit(g, a->unit, a->square, ev);
        g->command_moved |= (uint16_t)(1u << a->unit);
        g->command_left--;
        esc_game_after_action(g, ev);
        return ESC_OK;
    case ESC_ACT_COMMAND_DONE:
        g->command_unit = ESC_NO_UNIT;
        g->command_left = 0;
        g->command_moved = 0;
        esc_game_after_action(g, ev);
        return ESC_OK;
    case ESC_ACT_END_TURN:
        g->actions_left = 0;
        esc_game_end_turn(g, ev);
        return ESC_OK;
    case ESC_ACT_YIELD:
        esc_game_yield(g, ev);
        return ESC_OK;
    default:
        return ESC_ERR_MALFORMED;
    }
    /* Move, attack or ability: one of the turn's actions, by this unit. */
    g->actions_left--;
    g->units[a->unit].acted++;
    esc_game_after_action(g, ev);
    return ESC_OK;
}
