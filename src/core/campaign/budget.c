/*
 * A battle's budget (Phase 4): the rank points the supply of the battle's
 * location, and of the locations around it its holder held at the start of the
 * turn (control as it stands in Downtime and Orders, copied when Phase 3 begins),
 * buys. One formula below both the state (turn.c's campaign_budget) and a
 * player's view (state.c's campaign_view_budget); it calls neither. What an army
 * can field within those budgets is fielding.c's, above this file and state.c.
 */

#include "internal.h"

int campaign_budget_of_supply(long supply_sum)
{
    long s = supply_sum < 50000 ? 50000 : supply_sum;
    long b = 3 * s / 10000;
    return b > CAMPAIGN_BUDGET_MAX ? CAMPAIGN_BUDGET_MAX : (int)b;
}

int campaign_budget_at(const campaign_map *m, const int8_t *control_before, int player, int loc)
{
    long s = 100L * m->locations[loc].supply;
    for (int l = 0; l < m->n_locations; l++) {
        if (l == loc || control_before[l] != player)
            continue;
        if (m->distance[loc][l] == 1)
            s += 10L * m->locations[l].supply;
        else if (m->distance[loc][l] == 2)
            s += m->locations[l].supply;
    }
    return campaign_budget_of_supply(s);
}

int campaign_budget_now(const campaign_state *state, int player, int loc)
{
    return campaign_budget_at(state->map, state->forces.control, player, loc);
}
