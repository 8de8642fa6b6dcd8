/*
 * A battle's budget (Phase 4): the rank points the supply of the battle's
 * location, and of the locations around it its holder held at the start of the
 * turn, buys. One formula below both the state (turn.c's campaign_budget) and a
 * player's view (state.c's campaign_view_budget); it calls neither. Also what an
 * army can field within the budgets it may meet next turn (a rules question the
 * Downtime screen asks, answered here so every front end gets the same figure).
 */
#include <string.h>

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

/* The largest total of at most ESC_SQUAD_MAX of `rp` (n values) within `budget`:
 * a subset-sum table by squad size (budgets never pass CAMPAIGN_BUDGET_MAX). */
static int best_within(const int *rp, int n, int budget)
{
    bool reach[ESC_SQUAD_MAX + 1][CAMPAIGN_BUDGET_MAX + 1];
    if (budget > CAMPAIGN_BUDGET_MAX)
        budget = CAMPAIGN_BUDGET_MAX;
    if (budget < 0)
        return 0;
    memset(reach, 0, sizeof reach);
    reach[0][0] = true;
    for (int i = 0; i < n; i++)
        for (int k = ESC_SQUAD_MAX - 1; k >= 0; k--)
            for (int s = budget - rp[i]; s >= 0; s--)
                if (reach[k][s])
                    reach[k + 1][s + rp[i]] = true;
    for (int s = budget; s > 0; s--)
        for (int k = 1; k <= ESC_SQUAD_MAX; k++)
            if (reach[k][s])
                return s;
    return 0;
}

bool campaign_army_fielding(const campaign_state *state, int army, campaign_fielding *out)
{
    int i = campaign_forces_find(&state->forces, army);
    if (i < 0)
        return false;
    const campaign_army *ar = &state->forces.armies[i];
    const campaign_map *m = state->map;
    const campaign_player *pl = &state->players[ar->player];
    int rp[CAMPAIGN_ROSTER_MAX], n = 0, total = 0;
    for (int k = 0; k < pl->n_units && n < CAMPAIGN_ROSTER_MAX; k++)
        if (pl->units[k].army == army) {
            rp[n] = campaign_unit_rp(&pl->units[k]);
            if (rp[n] < 0)
                rp[n] = 0;
            total += rp[n++];
        }
    if (n == 0 || ar->loc < 0 || ar->loc >= m->n_locations)
        return false;
    *out = (campaign_fielding){ .fields = -1, .total = total, .loc = ar->loc };
    /* Its own location first, then its neighbours in map order: a tie keeps the
     * earlier place. */
    for (int pass = 0; pass < 2; pass++)
        for (int l = 0; l < m->n_locations; l++) {
            if (pass == 0 ? l != ar->loc : m->distance[ar->loc][l] != 1)
                continue;
            int b = campaign_budget_now(state, ar->player, l), f = best_within(rp, n, b);
            if (f > out->fields) {
                out->fields = f;
                out->loc = l;
                out->budget = b;
            }
        }
    out->over = out->fields < total;
    return true;
}
