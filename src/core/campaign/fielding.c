/*
 * What an army can field within the budgets it may meet next turn (a rules
 * question the Downtime screen asks, answered here so every front end gets the
 * same figure). It stands above budget.c (the budgets) and state.c (a unit's
 * rank points), which call nothing here.
 */
#include <string.h>

#include "internal.h"

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
