/*
 * Who is ahead in a battle still under way, for a draw offered to the computer
 * (it refuses when ahead): in a standard game the round limit's measure, in a
 * scenario its objectives (objective.h, esc_objectives_ahead). Its own file:
 * it reads both the game's totals (game.c) and the objectives' progress
 * (objective.c), and game.c already calls objective.c, so objective.c may not
 * call game.c back (tests/check_rings.py).
 */
#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/objective.h"

static bool points_ahead(const esc_game *g, int side) { return esc_game_points_leader(g) == side; }

/* The race on a scenario's objectives that both sides can meet, each for
 * itself (the core's progress, esc_objective_progress): > 0 when `side` is
 * nearer its goal (fewer markers or rounds to go, its escorted unit fewer
 * steps from its exit), < 0 when the other side is, 0 when even or none. */
static int objective_race(const esc_game *g, int side)
{
    const esc_scenario_rules *r = &g->scenario;
    int lead = 0;
    for (int i = 0; i < r->n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        int kind = r->objectives[i].kind;
        int done[ESC_SIDES] = { 0 }, goal[ESC_SIDES] = { 0 }, to_go[ESC_SIDES];
        bool has[ESC_SIDES];
        for (int s = 0; s < ESC_SIDES; s++) {
            has[s] = esc_objective_progress(g, i, s, &done[s], &goal[s]);
            to_go[s] = kind == ESC_OBJ_ESCORT ? (done[s] < 0 ? 99 : done[s]) : goal[s] - done[s];
        }
        if (kind != ESC_OBJ_CONTROL && kind != ESC_OBJ_HOLD && kind != ESC_OBJ_ESCORT)
            continue;
        /* The same objective for both sides, or each side's own of one kind. */
        for (int j = i + 1; !(has[0] && has[1]) && j < r->n_objectives && j < ESC_OBJECTIVES_MAX; j++) {
            if (r->objectives[j].kind != kind)
                continue;
            for (int s = 0; s < ESC_SIDES; s++)
                if (!has[s] && esc_objective_progress(g, j, s, &done[s], &goal[s])) {
                    has[s] = true;
                    to_go[s] = kind == ESC_OBJ_ESCORT ? (done[s] < 0 ? 99 : done[s]) : goal[s] - done[s];
                }
        }
        if (has[0] && has[1] && to_go[side] != to_go[1 - side])
            lead += to_go[side] < to_go[1 - side] ? 1 : -1;
    }
    return lead;
}

/* Whether the objective survive (not shared) is `side`'s alone. */
static bool survives_alone(const esc_game *g, int side)
{
    const esc_scenario_rules *r = &g->scenario;
    for (int i = 0; i < r->n_objectives && i < ESC_OBJECTIVES_MAX; i++) {
        const esc_objective *o = &r->objectives[i];
        if (o->kind == ESC_OBJ_SURVIVE && o->side == side)
            return esc_game_units_left(g, side) > 0;
    }
    return false;
}

bool esc_objectives_ahead(const esc_game *g, int side)
{
    if (!g->scenario.active)
        return points_ahead(g, side);
    /* A scenario (play-test 9: The Courier's Sentinels, who win by lasting,
     * accepted a draw in round 2): first the race on the objectives both
     * sides can meet, then a survive objective of one side's own, then whom
     * the round limit rules for (the core's ruling); a limit that is a draw
     * leaves the battle's own measure. */
    int race = objective_race(g, side);
    if (race)
        return race > 0;
    if (survives_alone(g, side) != survives_alone(g, 1 - side))
        return survives_alone(g, side);
    if (g->scenario.limit_winner == ESC_LIMIT_DRAW)
        return points_ahead(g, side);
    return esc_game_limit_winner(g) == side;
}
