/*
 * Whether a lesson's step is done (tutorial_internal.h), from the match alone:
 * the actions the record gained since the last look (a step of the kind
 * "move", "attack" or "ability" is done by one of them), then the state (the
 * other kinds). No SDL and no drawing, so the tests drive it with a game and a
 * record. An action of the player's that does not do the step is allowed (it
 * is a real match) and shows the step's hint.
 */
#include <string.h>

#include "tutorial/tutorial_internal.h"

void tutorial_run_begin(tutorial_run *run, int lesson)
{
    memset(run, 0, sizeof *run);
    run->lesson = lesson;
}

static int unit_id(const tutorial_lesson *l, int slot, bool enemy)
{
    return (enemy ? l->player ^ 1 : l->player) * ESC_SQUAD_MAX + slot;
}

/* Whether the player's action `act` does step s. */
static bool action_does(const tutorial_lesson *l, const tutorial_step *s, const esc_action *act)
{
    switch (s->until) {
    case TUTORIAL_MOVE:
        if ((act->kind != ESC_ACT_MOVE && act->kind != ESC_ACT_COMMAND_MOVE) || act->unit != unit_id(l, s->unit, false))
            return false;
        if (s->n_squares == 0)
            return true;
        for (int i = 0; i < s->n_squares; i++)
            if (act->square == s->squares[i])
                return true;
        return false;
    case TUTORIAL_ATTACK:
        return act->kind == ESC_ACT_ATTACK && act->target == unit_id(l, s->target, true);
    case TUTORIAL_ABILITY:
        return act->kind == ESC_ACT_ABILITY && (s->ability == (int)ESC_AB_NONE || act->ability == s->ability);
    case TUTORIAL_DEPLOY:
        return false; /* the state says when all are placed */
    default:
        return false;
    }
}

static bool state_does(const tutorial_run *run, const tutorial_lesson *l, const tutorial_step *s, const esc_game *g,
                       int selected, bool held)
{
    int me = l->player;
    switch (s->until) {
    case TUTORIAL_DEPLOY:
        return g->phase != ESC_PHASE_DEPLOY || g->deployed[me] >= g->squad_size[me];
    case TUTORIAL_SELECT: /* in battle: while deploying, the panel shows the unit to place */
        return g->phase == ESC_PHASE_BATTLE && selected == unit_id(l, s->unit, false);
    case TUTORIAL_END_TURN:
        /* Over: the other side plays (or the game went on past it), and the
         * player has handed the turn over (a held turn can still be undone). */
        return g->phase != ESC_PHASE_DEPLOY && !held && (g->active != me || g->turn > run->turn);
    case TUTORIAL_IN_SIGHT: {
        int u = unit_id(l, s->unit, false), t = unit_id(l, s->target, true);
        if (!esc_game_unit_alive(g, u) || !esc_game_unit_alive(g, t))
            return false;
        esc_bits in_range = 0, visible = 0;
        esc_game_targets_from(g, u, ESC_AB_NONE, g->units[u].square, &in_range, &visible);
        return (in_range & visible & esc_bit(g->units[t].square)) != 0;
    }
    case TUTORIAL_PROGRESS: {
        /* A held turn has been counted already, but the player has yet to
         * press End turn: the step asking for it waits for the press. */
        int done = 0, goal = 0;
        return !held && esc_objective_progress(g, s->objective, me, &done, &goal) && done >= s->count;
    }
    case TUTORIAL_WIN:
        return g->phase == ESC_PHASE_OVER && g->winner == me;
    default:
        return false;
    }
}

static void next_step(tutorial_run *run, const esc_game *g)
{
    run->step++;
    run->turn = g->turn;
    run->wrong = false;
}

bool tutorial_run_update(tutorial_run *run, const tutorial_lesson *l, const esc_game *g, const esc_record *record,
                         int selected, bool held)
{
    int before = run->step;
    if (record->n_actions == 0 && run->seen > 0) /* the match started again (the result's Rematch) */
        tutorial_run_begin(run, run->lesson);
    if (record->n_actions < run->seen) { /* undone: the lesson goes back with the match */
        run->seen = record->n_actions;
        if (run->seen < TUTORIAL_RUN_HISTORY && run->step_before[run->seen] < run->step) {
            run->step = run->step_before[run->seen];
            run->turn = g->turn;
        }
        run->wrong = false;
    }
    for (; run->seen < record->n_actions; run->seen++) {
        if (run->seen < TUTORIAL_RUN_HISTORY)
            run->step_before[run->seen] = (unsigned char)(run->step < 255 ? run->step : 255);
        const esc_action *act = &record->actions[run->seen];
        bool mine = act->unit != ESC_NO_UNIT && esc_unit_side(act->unit) == l->player;
        if (!mine || run->step >= l->n_steps)
            continue;
        const tutorial_step *s = &l->steps[run->step];
        if (action_does(l, s, act))
            next_step(run, g);
        else if (act->kind != ESC_ACT_DEPLOY && act->kind != ESC_ACT_END_TURN)
            run->wrong = true;
    }
    while (run->step < l->n_steps && state_does(run, l, &l->steps[run->step], g, selected, held))
        next_step(run, g);
    run->won = g->phase == ESC_PHASE_OVER && g->winner == l->player;
    run->lost = g->phase == ESC_PHASE_OVER && g->winner != l->player;
    if (run->won)
        run->step = l->n_steps;
    return run->step != before;
}

void tutorial_run_skip(tutorial_run *run, const tutorial_lesson *l, const esc_game *g)
{
    if (run->step < l->n_steps)
        next_step(run, g);
}

int tutorial_run_highlight(const tutorial_run *run, const tutorial_lesson *l, const esc_game *g)
{
    if (run->step >= l->n_steps || g->phase == ESC_PHASE_OVER)
        return ESC_NO_SQUARE;
    const tutorial_step *s = &l->steps[run->step];
    switch (s->show) {
    case TUTORIAL_SHOW_UNIT: {
        int u = unit_id(l, s->unit, false);
        return esc_game_unit_alive(g, u) ? g->units[u].square : ESC_NO_SQUARE;
    }
    case TUTORIAL_SHOW_TARGET: {
        int t = unit_id(l, s->target, true);
        return esc_game_unit_alive(g, t) ? g->units[t].square : ESC_NO_SQUARE;
    }
    case TUTORIAL_SHOW_SQUARE: return s->square;
    default: return ESC_NO_SQUARE;
    }
}
