/*
 * Scenario objectives: when each is met, and the progress the client shows.
 * The moments and the tie rule are explained in objective.h; game.c calls
 * esc_objectives_after_action and esc_objectives_end_turn only for a scenario
 * game, so a standard game never runs any of this.
 */
#include "skirmish/core/esc/objective.h"

#include <string.h>

#include "skirmish/core/esc/game.h"
#include "skirmish/core/tr.h"

static const esc_objective_info infos[ESC_OBJ_KIND_COUNT] = {
    {"elimination", N_("Elimination"), N_("A side with no unit left loses at once.")},
    {"control", N_("Control"),
     N_("At the end of your turn, take a marker for each zone where you have a unit and the enemy has none; "
        "the enemy loses one. Reach the number of markers to win.")},
    {"hold", N_("Hold"),
     N_("Have a unit in the zone and no enemy in it at the end of each enemy turn; that many enemy turns in a row "
        "win. Losing the zone starts the count again.")},
    {"escort", N_("Escort"),
     N_("Bring the named unit onto an exit square to win at once. If it dies, its side loses.")},
    {"survive", N_("Survive"), N_("Still have a unit on the board at the end of the stated round to win.")},
};

const esc_objective_info *esc_objective_info_get(int kind)
{
    return kind >= 0 && kind < ESC_OBJ_KIND_COUNT ? &infos[kind] : NULL;
}

const char *esc_objective_kind_id(int kind)
{
    return kind >= 0 && kind < ESC_OBJ_KIND_COUNT ? infos[kind].id : NULL;
}

int esc_objective_kind_from_id(const char *id)
{
    if (id == NULL)
        return -1;
    for (int k = 0; k < ESC_OBJ_KIND_COUNT; k++)
        if (strcmp(id, infos[k].id) == 0)
            return k;
    return -1;
}

bool esc_objective_for(const esc_objective *objective, int side)
{
    return objective->side == ESC_OBJ_BOTH_SIDES || objective->side == side;
}

esc_bits esc_scenario_zone_squares(const esc_scenario_rules *rules, uint8_t mask)
{
    esc_bits out = 0;
    for (int z = 0; z < ESC_ZONES_MAX && z < rules->n_zones; z++)
        if (mask & (1u << z))
            out |= rules->zones[z];
    return out;
}

/* `side` has a unit in the squares and the other side none. */
static bool alone_in(const esc_game *game, int side, esc_bits squares)
{
    return (esc_game_side_squares(game, side) & squares) && !(esc_game_side_squares(game, side ^ 1) & squares);
}

static int escort_unit_id(const esc_objective *o)
{
    return o->side * ESC_SQUAD_MAX + o->unit;
}

static bool escort_valid(const esc_objective *o)
{
    return (o->side == 0 || o->side == 1) && o->unit >= 0 && o->unit < ESC_SQUAD_MAX;
}

/* One decision at a moment: the active side's wins beat the other's. */
typedef struct verdict {
    bool met[ESC_SIDES];
} verdict;

static bool verdict_winner(const verdict *v, int active, int *winner)
{
    if (v->met[active]) {
        *winner = active;
        return true;
    }
    if (v->met[active ^ 1]) {
        *winner = active ^ 1;
        return true;
    }
    return false;
}

bool esc_objectives_after_action(esc_game *game, esc_events *events, int *winner)
{
    (void)events;
    const esc_scenario_rules *r = &game->scenario;
    verdict v = {{false, false}};
    for (int i = 0; i < r->n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        const esc_objective *o = &r->objectives[i];
        if (o->kind != ESC_OBJ_ESCORT || !escort_valid(o))
            continue;
        int id = escort_unit_id(o);
        const esc_unit_state *u = &game->units[id];
        if (!(u->flags & ESC_UF_PRESENT))
            continue;
        if (u->flags & ESC_UF_DEAD)
            v.met[o->side ^ 1] = true;   /* the escorted unit is lost */
        else if (u->square != ESC_NO_SQUARE && (esc_scenario_zone_squares(r, o->zones) & esc_bit(u->square)))
            v.met[o->side] = true;
    }
    return verdict_winner(&v, game->active, winner);
}

static void push_marker(esc_events *events, int side, int amount)
{
    esc_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = ESC_EV_MARKER;
    ev.ability = ESC_AB_NONE;
    ev.unit = ESC_NO_UNIT;
    ev.other = ESC_NO_UNIT;
    ev.side = (int8_t)side;
    ev.from = ESC_NO_SQUARE;
    ev.to = ESC_NO_SQUARE;
    ev.amount = (int8_t)amount;
    if (events && events->count < ESC_EVENTS_MAX)
        events->list[events->count++] = ev;
}

bool esc_objectives_end_turn(esc_game *game, esc_events *events, int *winner)
{
    esc_scenario_rules *r = &game->scenario;
    int a = game->active, o = a ^ 1;
    verdict v = {{false, false}};
    for (int i = 0; i < r->n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        const esc_objective *obj = &r->objectives[i];
        uint8_t *progress = r->progress[i];
        switch (obj->kind) {
        case ESC_OBJ_CONTROL:
            /* The spec's marker rule, zone by zone: one marker for each zone the
             * side that just played holds alone; the other side loses one for it. */
            if (!esc_objective_for(obj, a))
                break;
            for (int z = 0; z < r->n_zones && z < ESC_ZONES_MAX; z++) {
                if (!(obj->zones & (1u << z)) || !alone_in(game, a, r->zones[z]))
                    continue;
                if (progress[a] < UINT8_MAX)
                    progress[a]++;
                push_marker(events, a, 1);
                if (progress[o] > 0) {
                    progress[o]--;
                    push_marker(events, o, -1);
                }
            }
            if (progress[a] >= obj->count)
                v.met[a] = true;
            break;
        case ESC_OBJ_HOLD:
            /* Counted for the side whose opponent just played: it kept the zone
             * through a whole enemy turn. */
            if (!esc_objective_for(obj, o))
                break;
            if (alone_in(game, o, esc_scenario_zone_squares(r, obj->zones))) {
                if (progress[o] < UINT8_MAX)
                    progress[o]++;
            } else {
                progress[o] = 0;
            }
            if (progress[o] >= obj->count)
                v.met[o] = true;
            break;
        case ESC_OBJ_SURVIVE:
            if (game->turn >= 2 * (int)obj->count)
                for (int s = 0; s < ESC_SIDES; s++)
                    if (esc_objective_for(obj, s) && esc_game_units_left(game, s) > 0)
                        v.met[s] = true;
            break;
        default:
            break;
        }
    }
    return verdict_winner(&v, a, winner);
}

int esc_objectives_limit_winner(const esc_game *game, int points_winner)
{
    int w = game->scenario.limit_winner;
    if (w == ESC_LIMIT_DRAW)
        return -1;
    if (w == 0 || w == 1)
        return w;
    return points_winner;
}

/* King steps from `from` to the nearest square of `goal` around obstacles
 * (units ignored: they move); -1 when none can be reached. */
static int steps_to(esc_bits obstacles, int from, esc_bits goal)
{
    esc_bits seen = esc_bit(from), front = seen;
    for (int d = 0; front; d++) {
        if (front & goal)
            return d;
        front = esc_board_dilate(front) & ~obstacles & ~seen;
        seen |= front;
    }
    return -1;
}

bool esc_objective_progress(const esc_game *game, int i, int side, int *done, int *goal)
{
    const esc_scenario_rules *r = &game->scenario;
    if (!r->active || i < 0 || i >= r->n_objectives || i >= ESC_OBJECTIVES_MAX || side < 0 || side >= ESC_SIDES)
        return false;
    const esc_objective *o = &r->objectives[i];
    if (!esc_objective_for(o, side))
        return false;
    int d = 0, g = 0;
    switch (o->kind) {
    case ESC_OBJ_CONTROL:
    case ESC_OBJ_HOLD:
        d = r->progress[i][side];
        g = o->count;
        break;
    case ESC_OBJ_SURVIVE:
        d = game->phase == ESC_PHASE_DEPLOY ? 0 : game->turn > 0 ? (game->turn - 1) / 2 : 0;
        if (game->phase == ESC_PHASE_OVER)
            d = game->turn / 2;
        g = o->count;
        if (d > g)
            d = g;
        break;
    case ESC_OBJ_ESCORT: {
        d = -1;
        if (escort_valid(o)) {
            const esc_unit_state *u = &game->units[escort_unit_id(o)];
            if (u->square != ESC_NO_SQUARE)
                d = steps_to(game->obstacles, u->square, esc_scenario_zone_squares(r, o->zones));
        }
        break;
    }
    case ESC_OBJ_ELIMINATION:
        d = esc_game_units_left(game, side ^ 1);
        break;
    default:
        return false;
    }
    if (done)
        *done = d;
    if (goal)
        *goal = g;
    return true;
}

esc_objective_end esc_objective_end_of(const esc_game *game, int winner, int *objective)
{
    const esc_scenario_rules *r = &game->scenario;
    if (objective)
        *objective = -1;
    if (!r->active || winner < 0 || winner >= ESC_SIDES)
        return ESC_OBJ_END_UNKNOWN;
    /* The escort decides at once after an action, so a dead or arrived escorted
     * unit in the final state is the reason; the end-of-turn objectives follow
     * in the order esc_objectives_end_turn checks them. */
    for (int i = 0; i < r->n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        const esc_objective *o = &r->objectives[i];
        if (o->kind != ESC_OBJ_ESCORT || !escort_valid(o))
            continue;
        const esc_unit_state *u = &game->units[escort_unit_id(o)];
        if (!(u->flags & ESC_UF_PRESENT))
            continue;
        esc_objective_end end = ESC_OBJ_END_UNKNOWN;
        if ((u->flags & ESC_UF_DEAD) && o->side != winner)
            end = ESC_OBJ_END_ESCORT_FELL;
        else if (!(u->flags & ESC_UF_DEAD) && o->side == winner && u->square != ESC_NO_SQUARE &&
                 (esc_scenario_zone_squares(r, o->zones) & esc_bit(u->square)))
            end = ESC_OBJ_END_ESCORT_EXIT;
        if (end != ESC_OBJ_END_UNKNOWN) {
            if (objective)
                *objective = i;
            return end;
        }
    }
    for (int i = 0; i < r->n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        const esc_objective *o = &r->objectives[i];
        if (!esc_objective_for(o, winner))
            continue;
        esc_objective_end end = ESC_OBJ_END_UNKNOWN;
        if (o->kind == ESC_OBJ_CONTROL && r->progress[i][winner] >= o->count)
            end = ESC_OBJ_END_CONTROL;
        else if (o->kind == ESC_OBJ_HOLD && r->progress[i][winner] >= o->count)
            end = ESC_OBJ_END_HOLD;
        else if (o->kind == ESC_OBJ_SURVIVE && game->turn >= 2 * (int)o->count)
            end = ESC_OBJ_END_SURVIVE;
        if (end != ESC_OBJ_END_UNKNOWN) {
            if (objective)
                *objective = i;
            return end;
        }
    }
    return ESC_OBJ_END_UNKNOWN;
}

const char *esc_objective_end_text(esc_objective_end end)
{
    switch (end) {
    /* TRANSLATORS: how a scenario was won, shown after "wins by" (the log, the
     * result screen: "Couriers, by the escorted unit falling after 3 rounds").
     * Translate as a whole phrase ("par la chute de l'unité escortée"). */
    case ESC_OBJ_END_ESCORT_FELL: return N_("the escorted unit falling");
    /* TRANSLATORS: how a scenario was won, after "wins by": its escorted unit reached an exit square. */
    case ESC_OBJ_END_ESCORT_EXIT: return N_("the escorted unit reaching an exit");
    /* TRANSLATORS: how a scenario was won, after "wins by": it took the control markers it needed. */
    case ESC_OBJ_END_CONTROL: return N_("taking the control markers");
    /* TRANSLATORS: how a scenario was won, after "wins by": it held the zone the rounds it needed. */
    case ESC_OBJ_END_HOLD: return N_("holding the zone");
    /* TRANSLATORS: how a scenario was won, after "wins by": it still had units at the stated round. */
    case ESC_OBJ_END_SURVIVE: return N_("surviving to the stated round");
    case ESC_OBJ_END_UNKNOWN: break;
    }
    return N_("holding the objective");
}
