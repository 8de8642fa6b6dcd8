/*
 * The TRTS computer player's front door (docs/trts.md "Computer player"): picks
 * a seat's level and hands the decision to it (trts_easy.c for easy,
 * trts_smart.c for normal and hard), and plays whole games for the CLI, the
 * tests and the benchmarks. Every decision reads the player's view only.
 */
#include "skirmish/ai/trts.h"

#include "trts_ai_internal.h"

int trts_ai_plan_view(const trts_state *view, int player, trts_action *out, int cap)
{
    if (player < 0 || player >= view->n_players)
        return 0;
    int level = view->setup.level[player];
    if (level <= TRTS_AI_EASY || level >= TRTS_LEVELS)
        return trts_ai_easy_plan(view, player, out, cap);
    return trts_ai_smart_plan(view, player, level, out, cap);
}

int trts_ai_plan(const trts_state *s, int player, trts_action *out, int cap)
{
    static _Thread_local trts_state view;
    trts_view(s, player, &view);
    return trts_ai_plan_view(&view, player, out, cap);
}

bool trts_ai_play_game(trts_state *s, const trts_map *map, const trts_rules *rules, const trts_setup *setup,
                       trts_game_record *rec)
{
    if (!trts_state_init(s, map, rules, setup))
        return false;
    if (rec) {
        rec->map = *map;
        rec->setup = *setup;
        rec->n_actions = 0;
    }
    trts_action buf[TRTS_AI_PLAN_MAX];
    for (int guard = 0; guard < 100000 && s->phase != TRTS_PHASE_OVER; guard++) {
        int n = trts_ai_plan(s, s->current, buf, TRTS_AI_PLAN_MAX);
        if (n == 0)
            return false;
        for (int k = 0; k < n; k++) {
            if (trts_apply(s, &buf[k]) != TRTS_OK)
                return false;
            if (rec && rec->n_actions < TRTS_MAX_ACTIONS)
                rec->actions[rec->n_actions++] = buf[k];
        }
    }
    return s->phase == TRTS_PHASE_OVER;
}
