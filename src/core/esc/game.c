/*
 * Escarmouche state: setup, the flow of turns,
 * damage and the end of the game. Which actions are legal and what each one does is
 * in rules.c.
 */
#include <stdio.h>
#include <string.h>

#include "game_internal.h"
#include "skirmish/core/esc/los.h"

void esc_settings_default(esc_settings *settings)
{
    settings->round_limit = ESC_DEFAULT_ROUND_LIMIT;
    settings->markers_to_win = ESC_DEFAULT_MARKERS_TO_WIN;
    memset(&settings->hooks, 0, sizeof settings->hooks);
}

esc_event esc_event_make(esc_event_kind kind, int unit)
{
    esc_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = (uint8_t)kind;
    ev.ability = ESC_AB_NONE;
    ev.unit = (int8_t)unit;
    ev.other = ESC_NO_UNIT;
    ev.side = -1;
    ev.from = ESC_NO_SQUARE;
    ev.to = ESC_NO_SQUARE;
    return ev;
}

void esc_events_push(esc_events *events, const esc_event *event)
{
    if (events && events->count < ESC_EVENTS_MAX)
        events->list[events->count++] = *event;
}

/* ---- setup ---- */

esc_setup_problem esc_game_init(esc_game *game, const esc_map *map, const esc_squad *squads[ESC_SIDES],
                                const esc_settings *settings, uint64_t seed, int *which)
{
    if (esc_map_test(map, NULL) != ESC_MAP_OK)
        return ESC_SETUP_BAD_MAP;
    const esc_hooks *hooks = &settings->hooks;
    for (int s = 0; s < ESC_SIDES; s++) {
        esc_squad_report report = esc_squad_test(squads[s]);
        /* The budget hook replaces the 30-RP limit, either way. */
        if (hooks->budget[s] > 0 && report.problem == ESC_SQUAD_OVER_BUDGET)
            report.problem = ESC_SQUAD_OK;
        if (hooks->budget[s] > 0 && report.problem == ESC_SQUAD_OK && report.rank_points > hooks->budget[s])
            report.problem = ESC_SQUAD_OVER_BUDGET;
        if (report.problem != ESC_SQUAD_OK) {
            if (which)
                *which = s;
            return ESC_SETUP_BAD_SQUAD;
        }
    }
    if (settings->round_limit < 0 || settings->round_limit > ESC_MAX_ROUND_LIMIT || settings->markers_to_win < 1 ||
        settings->markers_to_win > 99)
        return ESC_SETUP_BAD_SETTINGS;
    if (hooks->first_deployer > ESC_SIDES || hooks->vanguard < 0 || hooks->vanguard > ESC_MAX_UNITS)
        return ESC_SETUP_BAD_SETTINGS;
    if (hooks->vanguard > 0) {
        int v = hooks->vanguard - 1;
        if (esc_unit_slot(v) >= squads[esc_unit_side(v)]->n_units)
            return ESC_SETUP_BAD_SETTINGS;
    }

    memset(game, 0, sizeof *game);
    core_rng_seed(&game->rng, seed);
    game->settings = *settings;
    game->obstacles = map->obstacles;
    game->zone = map->zone;
    memset(game->occupant, ESC_NO_UNIT, sizeof game->occupant);
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        esc_unit_state *u = &game->units[id];
        u->square = ESC_NO_SQUARE;
        u->guarded_by = ESC_NO_UNIT;
        const esc_squad *sq = squads[esc_unit_side(id)];
        int slot = esc_unit_slot(id);
        if (slot >= sq->n_units)
            continue;
        const esc_unit_def *def = &sq->units[slot];
        u->max_health = (uint8_t)def->health;
        u->range = (uint8_t)def->range;
        u->power = (uint8_t)def->power;
        u->move = (uint8_t)def->move;
        u->abilities = esc_unit_ability_mask(def);
        u->rank_points = (uint8_t)esc_unit_rank_points(def);
        u->health = (int16_t)def->health;
        if (hooks->start_health[id] > 0 && hooks->start_health[id] < def->health)
            u->health = hooks->start_health[id];
        u->flags = ESC_UF_PRESENT;
    }
    for (int s = 0; s < ESC_SIDES; s++)
        game->squad_size[s] = (uint8_t)squads[s]->n_units;
    game->phase = ESC_PHASE_DEPLOY;
    /* With the hook set nothing is drawn, so the dice are the seed's first draws. */
    game->first_deployer = hooks->first_deployer > 0 ? (uint8_t)(hooks->first_deployer - 1)
                                                     : (uint8_t)core_rng_below(&game->rng, 2);
    game->active = game->first_deployer;
    game->command_unit = ESC_NO_UNIT;
    game->winner = -1;
    game->end_reason = ESC_END_NONE;
    return ESC_SETUP_OK;
}

/* ---- state changes shared by the rules ---- */

void esc_game_place(esc_game *game, int unit, int square)
{
    esc_unit_state *u = &game->units[unit];
    if (u->square != ESC_NO_SQUARE && game->occupant[u->square] == unit)
        game->occupant[u->square] = ESC_NO_UNIT;
    u->square = (int8_t)square;
    game->occupant[square] = (int8_t)unit;
}

void esc_game_move_unit(esc_game *game, int unit, int to, esc_events *events)
{
    esc_event ev = esc_event_make(ESC_EV_MOVE, unit);
    ev.side = (int8_t)esc_unit_side(unit);
    ev.from = game->units[unit].square;
    ev.to = (int8_t)to;
    if (events && to != ev.from)
        ev.path_len = (uint8_t)esc_game_path(game, unit, to, ev.path);
    esc_game_place(game, unit, to);
    esc_events_push(events, &ev);
}

static void kill_unit(esc_game *game, int unit, esc_events *events)
{
    esc_unit_state *u = &game->units[unit];
    esc_event ev = esc_event_make(ESC_EV_DEATH, unit);
    ev.side = (int8_t)esc_unit_side(unit);
    ev.from = u->square;
    game->occupant[u->square] = ESC_NO_UNIT;
    u->square = ESC_NO_SQUARE;
    u->flags = (uint8_t)((u->flags | ESC_UF_DEAD) & ~ESC_UF_STANCE);
    u->guarded_by = ESC_NO_UNIT;
    u->suppressed_turn = 0;
    u->untargetable_until = 0;
    u->no_attack_turn = 0;
    u->guard_until = 0;
    /* A guard ends with its guardian. */
    for (int i = 0; i < ESC_MAX_UNITS; i++)
        if (game->units[i].guarded_by == unit)
            game->units[i].guarded_by = ESC_NO_UNIT;
    esc_events_push(events, &ev);
}

void esc_game_deal_damage(esc_game *game, int target, int amount, esc_events *events)
{
    int taker = target;
    esc_event ev = esc_event_make(ESC_EV_DAMAGE, target);
    ev.side = (int8_t)esc_unit_side(target);
    int guardian = game->units[target].guarded_by;
    if (guardian != ESC_NO_UNIT && esc_game_unit_alive(game, guardian)) {
        taker = guardian; /* once: the guardian's own guard is not consulted */
        ev.unit = (int8_t)guardian;
        ev.other = (int8_t)target;
    }
    esc_unit_state *u = &game->units[taker];
    if ((u->flags & ESC_UF_STANCE) && amount > 0) {
        u->flags &= (uint8_t)~ESC_UF_STANCE;
        amount--;
        ev.prevented = 1;
    }
    u->health = (int16_t)(u->health - amount);
    ev.amount = (int8_t)(amount > 127 ? 127 : amount);
    ev.to = u->square;
    esc_events_push(events, &ev);
    if (u->health <= 0)
        kill_unit(game, taker, events);
}

void esc_game_lose_health(esc_game *game, int unit, int amount, esc_events *events)
{
    esc_unit_state *u = &game->units[unit];
    u->health = (int16_t)(u->health - amount);
    esc_event ev = esc_event_make(ESC_EV_SELF_DAMAGE, unit);
    ev.side = (int8_t)esc_unit_side(unit);
    ev.amount = (int8_t)amount;
    ev.to = u->square;
    esc_events_push(events, &ev);
    if (u->health <= 0)
        kill_unit(game, unit, events);
}

/* ---- turns and the end of the game ---- */

static void game_over(esc_game *game, int winner, esc_end_reason reason, esc_events *events)
{
    game->phase = ESC_PHASE_OVER;
    game->winner = (int8_t)winner;
    game->end_reason = reason;
    game->actions_left = 0;
    game->command_unit = ESC_NO_UNIT;
    esc_event ev = esc_event_make(ESC_EV_GAME_OVER, ESC_NO_UNIT);
    ev.side = (int8_t)winner;
    ev.amount = (int8_t)reason;
    esc_events_push(events, &ev);
}

void esc_game_yield(esc_game *game, esc_events *events)
{
    game_over(game, esc_other_side(game->active), ESC_END_YIELD, events);
}

static void start_turn(esc_game *game, esc_events *events)
{
    game->turn++;
    game->actions_left = ESC_ACTIONS_PER_TURN;
    for (int i = 0; i < ESC_MAX_UNITS; i++) {
        esc_unit_state *u = &game->units[i];
        u->flags &= (uint8_t)~(ESC_UF_ATTACKED | ESC_UF_USED_ABILITY);
        u->acted = 0;
        /* "Until the start of your next turn": the guard's owner starts a turn now. */
        if (u->guarded_by != ESC_NO_UNIT && u->guard_until <= game->turn)
            u->guarded_by = ESC_NO_UNIT;
    }
    esc_event ev = esc_event_make(ESC_EV_TURN, ESC_NO_UNIT);
    ev.side = (int8_t)game->active;
    ev.amount = (int8_t)(game->turn > 127 ? 127 : game->turn);
    esc_events_push(events, &ev);
}

void esc_game_finish_deployment(esc_game *game, esc_events *events)
{
    int r0, r1;
    const int8_t *mod = game->settings.hooks.die_modifier;
    game->vanguard_pending = false;
    if (game->scenario.active && game->scenario.first_player >= 0) {
        /* A scenario that says who moves first rolls no dice. */
        game->first_player = (uint8_t)(game->scenario.first_player & 1);
    } else {
        do {
            r0 = 1 + (int)core_rng_below(&game->rng, 6);
            r1 = 1 + (int)core_rng_below(&game->rng, 6);
            if (game->n_dice < ESC_MAX_DICE_ROLLS) {
                game->dice[game->n_dice][0] = (uint8_t)r0;
                game->dice[game->n_dice][1] = (uint8_t)r1;
                game->n_dice++;
            }
            esc_event ev = esc_event_make(ESC_EV_DICE, ESC_NO_UNIT);
            ev.amount = (int8_t)r0;
            ev.other = (int8_t)r1;
            esc_events_push(events, &ev);
        } while (r0 + mod[0] == r1 + mod[1]);
        game->first_player = r0 + mod[0] > r1 + mod[1] ? 0 : 1;
    }
    esc_event ev = esc_event_make(ESC_EV_FIRST_PLAYER, ESC_NO_UNIT);
    ev.side = (int8_t)game->first_player;
    esc_events_push(events, &ev);
    game->phase = ESC_PHASE_BATTLE;
    game->active = game->first_player;
    game->turn = 0;
    start_turn(game, events);
}

static int side_total(const esc_game *game, int side, bool rank_points)
{
    int total = 0;
    for (int i = side * ESC_SQUAD_MAX; i < (side + 1) * ESC_SQUAD_MAX; i++)
        if (game->units[i].square != ESC_NO_SQUARE)
            total += rank_points ? game->units[i].rank_points : game->units[i].health;
    return total;
}

int esc_game_rank_points_left(const esc_game *game, int side)
{
    return side >= 0 && side < ESC_SIDES ? side_total(game, side, true) : 0;
}

int esc_game_health_left(const esc_game *game, int side)
{
    return side >= 0 && side < ESC_SIDES ? side_total(game, side, false) : 0;
}

int esc_game_points_leader(const esc_game *game)
{
    int rp0 = side_total(game, 0, true), rp1 = side_total(game, 1, true);
    int hp0 = side_total(game, 0, false), hp1 = side_total(game, 1, false);
    return rp0 != rp1 ? (rp0 > rp1 ? 0 : 1) : hp0 != hp1 ? (hp0 > hp1 ? 0 : 1) : -1;
}

int esc_game_limit_winner(const esc_game *game)
{
    int winner = esc_game_points_leader(game);
    return game->scenario.active ? esc_objectives_limit_winner(game, winner) : winner;
}

void esc_game_end_turn(esc_game *game, esc_events *events)
{
    int a = game->active, o = esc_other_side(a);
    int decided;
    if (game->scenario.active && esc_objectives_end_turn(game, events, &decided)) {
        game_over(game, decided, ESC_END_OBJECTIVE, events);
        return;
    }
    if (game->zone && !(game->settings.hooks.no_first_turn_marker && game->turn <= 1)) {
        bool mine = esc_game_side_squares(game, a) & game->zone;
        bool theirs = esc_game_side_squares(game, o) & game->zone;
        if (mine && !theirs) {
            game->markers[a]++;
            esc_event ev = esc_event_make(ESC_EV_MARKER, ESC_NO_UNIT);
            ev.side = (int8_t)a;
            ev.amount = 1;
            esc_events_push(events, &ev);
            if (game->markers[o] > 0) {
                game->markers[o]--;
                ev.side = (int8_t)o;
                ev.amount = -1;
                esc_events_push(events, &ev);
            }
            if (game->markers[a] >= game->settings.markers_to_win) {
                game_over(game, a, ESC_END_OBJECTIVE, events);
                return;
            }
        }
    }
    for (int i = 0; i < ESC_MAX_UNITS; i++) {
        esc_unit_state *u = &game->units[i];
        if (u->suppressed_turn != 0 && u->suppressed_turn <= game->turn)
            u->suppressed_turn = 0;
        if (u->untargetable_until != 0 && u->untargetable_until <= game->turn)
            u->untargetable_until = 0;
        if (u->no_attack_turn != 0 && u->no_attack_turn <= game->turn)
            u->no_attack_turn = 0;
    }
    if (game->settings.round_limit > 0 && game->turn >= 2 * game->settings.round_limit) {
        game_over(game, esc_game_limit_winner(game), ESC_END_ROUND_LIMIT, events);
        return;
    }
    game->active = (uint8_t)o;
    start_turn(game, events);
}

void esc_game_after_action(esc_game *game, esc_events *events)
{
    if (game->phase != ESC_PHASE_BATTLE)
        return;
    int left0 = esc_game_units_left(game, 0), left1 = esc_game_units_left(game, 1);
    if (left0 == 0 || left1 == 0) {
        int winner = left0 == 0 && left1 == 0 ? game->active : (left0 == 0 ? 1 : 0);
        game_over(game, winner, ESC_END_ELIMINATION, events);
        return;
    }
    int decided;
    if (game->scenario.active && esc_objectives_after_action(game, events, &decided)) {
        game_over(game, decided, ESC_END_OBJECTIVE, events);
        return;
    }
    if (game->command_unit != ESC_NO_UNIT && (game->command_left == 0 || esc_game_commandable(game) == 0)) {
        game->command_unit = ESC_NO_UNIT;
        game->command_left = 0;
        game->command_moved = 0;
    }
    if (game->actions_left == 0 && game->command_unit == ESC_NO_UNIT)
        esc_game_end_turn(game, events);
}

uint16_t esc_game_commandable(const esc_game *game)
{
    int cmd = game->command_unit;
    if (cmd == ESC_NO_UNIT || game->command_left == 0 || !esc_game_unit_alive(game, cmd))
        return 0;
    uint16_t out = 0;
    int base = esc_unit_side(cmd) * ESC_SQUAD_MAX;
    for (int i = base; i < base + ESC_SQUAD_MAX; i++) {
        if (i == cmd || !esc_game_unit_alive(game, i) || (game->command_moved & (1u << i)))
            continue;
        if (esc_square_distance(game->units[i].square, game->units[cmd].square) > 3)
            continue;
        if (esc_game_reachable(game, i))
            out |= (uint16_t)(1u << i);
    }
    return out;
}

bool esc_game_check(const esc_game *game, char *why, int size)
{
#define FAIL(...)                                       \
    do {                                                \
        if (why && size > 0)                            \
            snprintf(why, (size_t)size, __VA_ARGS__);   \
        return false;                                   \
    } while (0)
    for (int sq = 0; sq < ESC_SQUARES; sq++) {
        int id = game->occupant[sq];
        if (id == ESC_NO_UNIT)
            continue;
        if (id < 0 || id >= ESC_MAX_UNITS)
            FAIL("square %d holds a bad unit id %d", sq, id);
        if (game->units[id].square != sq)
            FAIL("square %d says unit %d, the unit says square %d", sq, id, game->units[id].square);
        if (game->obstacles & esc_bit(sq))
            FAIL("unit %d stands on an obstacle", id);
    }
    for (int id = 0; id < ESC_MAX_UNITS; id++) {
        const esc_unit_state *u = &game->units[id];
        if (!(u->flags & ESC_UF_PRESENT)) {
            if (u->square != ESC_NO_SQUARE)
                FAIL("absent unit %d is on the board", id);
            continue;
        }
        if (u->square != ESC_NO_SQUARE) {
            if (game->occupant[u->square] != id)
                FAIL("unit %d is not where the board says", id);
            if (u->health < 1 || u->health > u->max_health)
                FAIL("unit %d has health %d of %d", id, u->health, u->max_health);
            if (u->flags & ESC_UF_DEAD)
                FAIL("dead unit %d is on the board", id);
        } else if (game->phase != ESC_PHASE_DEPLOY && !(u->flags & ESC_UF_DEAD)) {
            FAIL("living unit %d is off the board after deployment", id);
        }
        if (u->acted > ESC_ACTIONS_PER_TURN)
            FAIL("unit %d took %d actions this turn", id, u->acted);
    }
    if (game->actions_left > ESC_ACTIONS_PER_TURN)
        FAIL("%d actions left", game->actions_left);
    for (int s = 0; s < ESC_SIDES; s++) {
        if (game->deployed[s] > game->squad_size[s])
            FAIL("side %d deployed more units than it has", s);
        if (game->phase != ESC_PHASE_OVER && game->markers[s] >= game->settings.markers_to_win)
            FAIL("side %d holds a winning number of markers in a running game", s);
    }
    if (game->phase == ESC_PHASE_BATTLE && game->settings.round_limit > 0 &&
        game->turn > 2 * game->settings.round_limit)
        FAIL("turn %d is past the round limit", game->turn);
    return true;
#undef FAIL
}
