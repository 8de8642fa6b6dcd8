/*
 * What a player may know before committing, in words (play-test: gold piled up
 * with nothing said, and a standoff was chosen blind): what gold can still buy
 * in Downtime (the roster's room, the wounds' price, the budget that caps a
 * squad whatever the gold), and a standoff's forecast (each side's units as
 * this seat may know them, each side's battle budget there). Nothing hidden is
 * told: another player's army counts as the map's banner shows it to this seat
 * (the size the reveal showed; play-test 12: the panel said 5 under a banner
 * of 7, still the count seen at the start of Downtime).
 */
#include <stdio.h>
#include <string.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

bool campaign_spend_text(const campaign_screen *c, int seat, char *out, size_t size, char *tip, size_t tip_size)
{
    const campaign_player *pl = &c->st.players[seat];
    int heal = 0, best = 0, best_loc = -1;
    for (int k = 0; k < pl->n_units; k++)
        if (!pl->units[k].hero)
            heal += campaign_unit_replenish_cost(&pl->units[k]);
    for (int i = 0; i < c->st.forces.n_armies; i++) {
        const campaign_army *ar = &c->st.forces.armies[i];
        int b = ar->player == seat ? campaign_budget(&c->st, seat, ar->loc) : 0;
        if (b > best) {
            best = b;
            best_loc = ar->loc;
        }
    }
    bool full = pl->n_units >= CAMPAIGN_ROSTER_MAX;
    char wounds[80];
    if (heal > 0)
        /* TRANSLATORS: Downtime's roster line: the gold ("g") that heals every wound of the roster */
        snprintf(wounds, sizeof wounds, _("wounds to heal: %dg"), heal);
    else
        snprintf(wounds, sizeof wounds, "%s", _("no wounds to heal"));
    if (full)
        /* TRANSLATORS: Downtime, under the gold: why gold cannot recruit (the roster's size, its limit), then
         * "wounds to heal: 40g" or "no wounds to heal" */
        snprintf(out, size, _("Roster full (%d/%d): dismiss a unit to recruit · %s"), pl->n_units,
                 CAMPAIGN_ROSTER_MAX, wounds);
    else
        /* TRANSLATORS: Downtime, under the gold: the roster's size and limit, then "wounds to heal: 40g" or "no
         * wounds to heal" */
        snprintf(out, size, _("Roster %d/%d · %s"), pl->n_units, CAMPAIGN_ROSTER_MAX, wounds);
    if (tip) {
        char where[160] = "";
        if (best_loc >= 0)
            /* TRANSLATORS: the end of the roster line's tooltip: the largest battle budget where an army stands */
            snprintf(where, sizeof where, _(" Your largest budget now: %d RP at %s."), best,
                     campaign_loc_name(c, best_loc));
        /* TRANSLATORS: the tooltip of Downtime's roster line: what gold buys and what it cannot */
        snprintf(tip, tip_size,
                 _("Gold buys recruits while the roster has room (%d units at most) and heals wounds (Replenish). "
                   "Gold does not raise a battle's budget: a squad fields at most 6 units and the rank points (RP) "
                   "its place's budget allows; the units over it sit out.%s"),
                 CAMPAIGN_ROSTER_MAX, where);
    }
    return full;
}

/* Another player's units at `loc` as this seat's banners show them now (after
 * the reveal: merges joined, new Regiments split off). */
static int shown_at(const campaign_screen *c, int seat, int p, int loc)
{
    static campaign_view v; /* large; one screen at a time */
    campaign_state_view(&c->st, seat, &v);
    const campaign_forces *f = &c->st.res.forces; /* where Phase 3 left the armies */
    int n = 0;
    for (int i = 0; i < f->n_armies; i++)
        if (f->armies[i].player == p && f->armies[i].loc == loc)
            n += campaign_shown_units(c, &v, f->armies[i].id);
    return n;
}

/* Where army `id` (before Phase 3) ends Phase 3: its own place, or the place of
 * the army it merged into. */
static int dest_of(const campaign_resolution *res, int id)
{
    for (int m = 0; m < res->n_merged; m++)
        if (res->merged[m].gone == id)
            id = res->merged[m].kept;
    int i = campaign_forces_find(&res->forces, id);
    return i >= 0 ? res->forces.armies[i].loc : -1;
}

void campaign_standoff_forecast(const campaign_screen *c, int seat, int loc, char *out, size_t size)
{
    const campaign_forces *f = &c->st.forces;
    int units[CAMPAIGN_MAX_PLAYERS] = { 0 }, rp = 0;
    bool there[CAMPAIGN_MAX_PLAYERS] = { false };
    for (int i = 0; i < f->n_armies; i++) {
        const campaign_army *ar = &f->armies[i];
        if (ar->player < 0 || ar->player >= CAMPAIGN_MAX_PLAYERS || dest_of(&c->st.res, ar->id) != loc)
            continue;
        there[ar->player] = true;
        if (ar->player != seat)
            continue;
        const campaign_player *pl = &c->st.players[seat];
        for (int k = 0; k < pl->n_units; k++)
            if (pl->units[k].army == ar->id) {
                units[seat]++;
                rp += campaign_unit_rp(&pl->units[k]);
            }
    }
    /* TRANSLATORS: a standoff's forecast: the rank points this player may field in a battle there, its
     * units there and their rank points */
    int len = snprintf(out, size,
                       P_("If it comes to a battle: you field up to %d RP (your %d unit here: %d RP)",
                          "If it comes to a battle: you field up to %d RP (your %d units here: %d RP)", units[seat]),
                       campaign_budget(&c->st, seat, loc), units[seat], rp);
    for (int p = 0; p < c->st.settings.n_players && p < CAMPAIGN_MAX_PLAYERS; p++) {
        if (p == seat || !there[p] || len < 0 || (size_t)len >= size)
            continue;
        units[p] = shown_at(c, seat, p, loc);
        len += snprintf(out + len, size - (size_t)len, " · ");
        if ((size_t)len < size)
            len += snprintf(out + len, size - (size_t)len,
                            P_("%s: %d unit seen here, battle budget %d RP",
                               "%s: %d units seen here, battle budget %d RP", units[p]),
                            campaign_seat_label(p), units[p], campaign_budget(&c->st, p, loc));
    }
}
