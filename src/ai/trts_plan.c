/*
 * The TRTS computer players' plan buffer: a plan is made by applying actions to
 * a working copy of the view, which holds all of the player's own data, so what
 * is recorded stays legal on the real state. The levels' Macro and Reposition
 * planners (trts_easy.c, trts_smart.c) run on it, passed in as callbacks.
 */
#include "trts_ai_internal.h"

/* Applies to the copy and records; false when illegal (then nothing happens). */
bool trts_ai_buf_do(trts_ai_buf *pl, trts_action a)
{
    if (pl->n >= pl->cap - 1)
        return false;
    if (trts_apply(pl->s, &a) != TRTS_OK)
        return false;
    pl->out[pl->n++] = a;
    return true;
}

int trts_ai_plan_whole(const trts_state *view, int player, trts_action *out, int cap, trts_ai_planner macro,
                       trts_ai_planner reposition)
{
    static _Thread_local trts_state work;
    work = *view;
    trts_ai_buf pl = {&work, player, out, 0, cap};
    if (view->phase == TRTS_PHASE_MACRO)
        macro(&pl);
    else
        reposition(&pl);
    return pl.n;
}

