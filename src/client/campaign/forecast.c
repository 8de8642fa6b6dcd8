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
#include <stdlib.h>
#include <string.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

/* Whether an army is too big for a battle at its own place (its fielding
 * warnings, here and in Downtime's roster). */
bool campaign_battle_may_come(const campaign_screen *c, int player, int loc)
{
    if (loc < 0 || loc >= c->map.n_locations)
        return false;
    int holder = c->st.forces.control[loc];
    if (holder >= 0 && holder != player)
        return true;
    for (int i = 0; i < c->st.forces.n_armies; i++) {
        const campaign_army *ar = &c->st.forces.armies[i];
        if (ar->player != player && !c->st.players[ar->player].eliminated &&
            (ar->loc == loc || campaign_map_adjacent(&c->map, ar->loc, loc)))
            return true;
    }
    return false;
}

bool campaign_army_too_big_here(const campaign_screen *c, int army)
{
    int i = campaign_forces_find(&c->st.forces, army);
    if (i < 0)
        return false;
    const campaign_army *ar = &c->st.forces.armies[i];
    const campaign_player *pl = &c->st.players[ar->player];
    int n = 0, total = 0;
    for (int k = 0; k < pl->n_units; k++)
        if (pl->units[k].army == army) {
            total += campaign_unit_rp(&pl->units[k]);
            n++;
        }
    /* All of them fit when there are few enough for one squad and their rank
     * points fit the budget of a battle at the army's own place. */
    return (n > ESC_SQUAD_MAX || total > campaign_budget(&c->st, ar->player, ar->loc)) &&
           campaign_battle_may_come(c, ar->player, ar->loc);
}

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

int campaign_text_lines(ui *u, const char *t, int px, int w)
{
    int n = 0;
    while (*t) {
        int k = ui_text_break(u, t, ui_text_px(px), false, w, NULL);
        t += k > 0 ? k : 1;
        while (*t == ' ')
            t++;
        n++;
    }
    return n;
}

int campaign_fields_lines(const campaign_screen *c, int army)
{
    /* Whenever the best battle is at another place the text says "Too big
     * here" and names it: two lines (play-test 17: with no enemy near, the one
     * line cut it with "…"). */
    int i = campaign_forces_find(&c->st.forces, army);
    campaign_fielding f;
    if (i < 0 || !campaign_army_fielding(&c->st, army, &f))
        return 1;
    return f.loc != c->st.forces.armies[i].loc ? 2 : 1;
}

bool campaign_fits_at(const campaign_screen *c, int army, int to, int *fields, int *total)
{
    /* The core's fielding with the army standing at `to`: its own place comes
     * first and a tie keeps it, so the best place is `to` whenever everything
     * fits there; another place means `to` fields less than that place, and at
     * most its budget. */
    int i = campaign_forces_find(&c->st.forces, army);
    campaign_state *there = i >= 0 && to >= 0 && to < c->map.n_locations ? malloc(sizeof *there) : NULL;
    if (!there)
        return true;
    memcpy(there, &c->st, sizeof *there);
    there->forces.armies[i].loc = to;
    campaign_fielding f;
    bool known = campaign_army_fielding(there, army, &f);
    int budget = campaign_budget_now(there, there->forces.armies[i].player, to);
    free(there);
    if (!known)
        return true;
    *total = f.total;
    *fields = f.loc == to ? f.fields : (budget < f.fields ? budget : f.fields);
    return f.loc == to && f.fields >= f.total;
}

void campaign_fields_text(const campaign_screen *c, int army, const campaign_fielding *f, bool brief, char *out,
                          size_t size)
{
    int i = campaign_forces_find(&c->st.forces, army);
    if (i < 0) {
        out[0] = 0;
        return;
    }
    const campaign_army *ar = &c->st.forces.armies[i];
    char where[48], here[48];
    campaign_clip(where, sizeof where, campaign_loc_name(c, f->loc), 16);
    campaign_clip(here, sizeof here, campaign_loc_name(c, ar->loc), 16);
    int budget = campaign_budget(&c->st, ar->player, ar->loc);
    bool all = f->fields >= f->total, yours = c->st.forces.control[f->loc] == ar->player;
    if (f->loc == ar->loc)
        snprintf(out, size, campaign_army_too_big_here(c, army) ?
                 /* TRANSLATORS: under an army's roster heading, a warning: the rank points (RP) of its units it can
                    field at most in a battle at its own place, of all its units' RP */
                 _("Too big: can field %d of %d RP here") :
                 /* TRANSLATORS: under an army's roster heading: the rank points (RP) it can field in a battle at its
                    own place, of all its units' RP */
                 _("Can field %d of %d RP here"), f->fields, f->total);
    else if (brief && all)
        /* TRANSLATORS: the short form of a warning (two lines at most): a battle at the army's own place allows
           only this many rank points (RP); all its RP fit a battle at another place, a route away (play-test 12:
           "at Everlee" alone read as the army's own place) */
        snprintf(out, size, _("Too big here (%d RP); all %d RP fit in a battle at %s, a route away"), budget,
                 f->total, where);
    else if (brief)
        /* TRANSLATORS: the short form of a warning (two lines at most): a battle at the army's own place allows
           only this many rank points (RP); the most of its RP it can field, of all, in a battle a route away */
        snprintf(out, size, _("Too big here (%d RP); at most %d of %d RP in a battle at %s, a route away"), budget,
                 f->fields, f->total, where);
    else if (all)
        snprintf(out, size,
                 yours ?
                 /* TRANSLATORS: a warning under an army's heading: the army's place and its battle budget, then the
                    place a route away where all its rank points (RP) fit, one of yours */
                 _("Too big for a battle here at %s (%d RP): all %d RP would fit in a battle at %s, a route away.") :
                 /* TRANSLATORS: the same when the place a route away is not yours: attacking it */
                 _("Too big for a battle here at %s (%d RP): all %d RP would fit attacking %s, a route away."),
                 here, budget, f->total, where);
    else
        snprintf(out, size,
                 yours ?
                 /* TRANSLATORS: a warning under an army's heading: the army's place and its battle budget, then the
                    most rank points (RP) it can field, of all its RP, at a place of yours a route away */
                 _("Too big for a battle here at %s (%d RP): at most %d of %d RP in a battle at %s, a route away.") :
                 /* TRANSLATORS: the same when the place a route away is not yours: attacking it */
                 _("Too big for a battle here at %s (%d RP): at most %d of %d RP attacking %s, a route away."),
                 here, budget, f->fields, f->total, where);
}

/* The budgets line's text for an army at `loc`: names elided (`t`) and in
 * full (`full`, the tooltip's). */
void campaign_budgets_text(const campaign_screen *c, int loc, char *t, size_t tsize, char *full, size_t fsize)
{
    char where[64];
    /* TRANSLATORS: the start of a line of the recruit panel: the budgets of battles near the army */
    snprintf(t, tsize, "%s", _("Battle budgets:"));
    snprintf(full, fsize, "%s", t);
    for (int pass = 0; pass < 2; pass++)
        for (int l = 0; l < c->map.n_locations; l++) {
            if (pass == 0 ? l != loc : c->map.distance[loc][l] != 1)
                continue;
            const char *sep = strlen(t) > 0 && pass + (l != loc) > 1 ? " ·" : "";
            /* A long name is elided with "…" on the line (play-test 6: "Donjon de
             * Heartw 24 PR" read as a name); the tooltip has it in full. */
            const char *name = campaign_loc_name(c, l);
            campaign_clip(where, sizeof where, name, 18);
            if (strlen(where) < strlen(name))
                strncat(where, "…", sizeof where - strlen(where) - 1);
            size_t n = strlen(t);
            /* TRANSLATORS: one budget of the line "Battle budgets: Mill 12 RP · Ford 9 RP" */
            snprintf(t + n, tsize - n, _("%s %s %d RP"), sep, where, campaign_budget(&c->st, c->seat, l));
            n = strlen(full);
            snprintf(full + n, fsize - n, _("%s %s %d RP"), sep, name, campaign_budget(&c->st, c->seat, l));
        }
}

bool campaign_move_warning(const campaign_screen *c, int army, int to, char *out, size_t size)
{
    int fields = 0, total = 0;
    out[0] = '\0';
    if (campaign_fits_at(c, army, to, &fields, &total))
        return false;
    /* TRANSLATORS: a warning on an army's move (the orders panel, the map's card while dragging): the rank points
       (RP) a battle at the place could field of all the army's RP ("Only 15 of Army 1's 27 RP can fight at
       Pyke.") */
    snprintf(out, size, _("Only %d of Army %d's %d RP can fight at %s."), fields, campaign_army_no(c, army), total,
             campaign_loc_name(c, to));
    return true;
}
