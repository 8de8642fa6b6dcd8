/*
 * The Conquest levels by name (cq_bots.h): each level's orders, from the plans
 * cq_bots.c makes and the hard level's search (cq_bots_hard.c). Calls run one
 * way: this file uses both, the search uses the plans, the plans use neither.
 */
#include "cq_bots_internal.h"

#include <string.h>

static const char *const level_names[CQ_BOT_LEVELS] = {"random", "easy", "normal", "hard"};

const char *cq_bot_level_name(cq_bot_level level)
{
    return (unsigned)level < CQ_BOT_LEVELS ? level_names[level] : "unknown";
}

bool cq_bot_level_parse(const char *name, cq_bot_level *level)
{
    for (int i = 0; i < CQ_BOT_LEVELS; i++) {
        if (name != NULL && strcmp(name, level_names[i]) == 0) {
            *level = (cq_bot_level)i;
            return true;
        }
    }
    return false;
}

int cq_bot_orders(const cq_state *state, int player, cq_bot_level level, core_rng *rng, cq_order *out, int cap)
{
    if (player < 0 || player >= state->n_players || state->players[player].eliminated || cq_state_over(state))
        return 0;
    cq_plan p = {CQ_PLAN_RANDOM, CQ_GUARD_NONE, false, 0, false, false, false, 0, NULL};
    switch (level) {
    case CQ_BOT_RANDOM:
        break;
    case CQ_BOT_EASY:
        p.kind = CQ_PLAN_EASY;
        break;
    case CQ_BOT_NORMAL:
    case CQ_BOT_HARD:
        return cq_search_orders(state, player, level == CQ_BOT_HARD, rng, out, cap);
    default:
        return 0;
    }
    return cq_plan_orders(state, player, &p, rng, out, cap);
}

int cq_bot_orders_mixed(const cq_state *state, int player, cq_bot_level level, core_rng *rng, cq_order *out, int cap)
{
    /* normal and hard search: among their best plans rng picks, so they already vary */
    return cq_bot_orders(state, player, level, rng, out, cap);
}
