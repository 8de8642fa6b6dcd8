/*
 * Phase 3: Create and Merge, Defend, then the moves (docs/campaign.md §4).
 */
#include <string.h>

#include "skirmish/core/campaign/resolve.h"
#include "skirmish/core/tr.h"

#define BIT(n) (UINT64_C(1) << (n))

static void remove_army(campaign_forces *f, int i)
{
    memmove(&f->armies[i], &f->armies[i + 1], (size_t)(f->n_armies - i - 1) * sizeof f->armies[0]);
    f->n_armies--;
}

/* Step 1: merges (the Main Army, else the lower id, is kept), then creates. Returns
 * the orders rewritten onto the surviving armies through `kind` and `dest`. */
static void create_and_merge(campaign_resolution *res, const campaign_order *orders, int n_orders)
{
    campaign_forces *f = &res->forces;
    for (int k = 0; k < n_orders; k++) {
        const campaign_order *o = &orders[k];
        if (o->kind != CAMPAIGN_ORDER_MERGE)
            continue;
        int i = campaign_forces_find(f, o->army), j = campaign_forces_find(f, o->with);
        if (i < 0 || j < 0)
            continue;
        /* The Main Army, else the lower id (also when a bare position gives both
         * armies as Main Armies). */
        bool mi = f->armies[i].main, mj = f->armies[j].main;
        bool keep_i = mi != mj ? mi : f->armies[i].id < f->armies[j].id;
        int kept = keep_i ? i : j, gone = keep_i ? j : i;
        res->merged[res->n_merged].kept = f->armies[kept].id;
        res->merged[res->n_merged].gone = f->armies[gone].id;
        res->n_merged++;
        f->armies[kept].main = f->armies[kept].main || f->armies[gone].main;
        remove_army(f, gone);
    }
    /* Parents in ascending id take the next numbers in turn (the counter's). */
    for (int p = 0; p < f->n_armies; p++) {
        int parent = f->armies[p].id;
        for (int k = 0; k < n_orders; k++) {
            const campaign_order *o = &orders[k];
            if (o->kind != CAMPAIGN_ORDER_CREATE || o->army != parent || f->n_armies >= CAMPAIGN_MAX_ARMIES)
                continue;
            int pi = campaign_forces_find(f, parent);
            campaign_army a = f->armies[pi];
            a.id = (int16_t)campaign_forces_take_id(f);
            a.main = false;
            a.defending = false;
            a.number = (int8_t)campaign_forces_next_number(f, a.player);
            f->armies[f->n_armies++] = a;
            res->created[res->n_created].parent = (int16_t)parent;
            res->created[res->n_created].id = a.id;
            res->created[res->n_created].units = o->units;
            res->n_created++;
        }
    }
    campaign_forces_sort(f);
}

void campaign_resolve_begin(const campaign_map *map, const campaign_forces *forces, const campaign_order *orders,
                            int n_orders, campaign_resolution *res)
{
    memset(res, 0, sizeof *res);
    res->forces = *forces;
    create_and_merge(res, orders, n_orders);
    campaign_forces *f = &res->forces;
    int n = f->n_armies;

    /* Step 2: Defend (and no order) marks defending; nothing else defends. */
    for (int i = 0; i < n; i++) {
        campaign_army *a = &f->armies[i];
        res->origin[i] = a->loc;
        res->dest[i] = CAMPAIGN_NO_LOCATION;
        res->fate[i] = CAMPAIGN_FATE_STAYED;
        a->defending = true;
    }
    for (int k = 0; k < n_orders; k++) {
        const campaign_order *o = &orders[k];
        int i = campaign_forces_find(f, o->army);
        if (o->kind == CAMPAIGN_ORDER_MERGE) {
            /* Whichever of the two survived. */
            int j = campaign_forces_find(f, o->with);
            if (i >= 0)
                f->armies[i].defending = false;
            if (j >= 0)
                f->armies[j].defending = false;
            continue;
        }
        if (i < 0)
            continue;
        if (o->kind == CAMPAIGN_ORDER_CREATE || o->kind == CAMPAIGN_ORDER_MOVE)
            f->armies[i].defending = false;
        if (o->kind == CAMPAIGN_ORDER_MOVE)
            res->dest[i] = o->to;
    }
    for (int c = 0; c < res->n_created; c++)
        f->armies[campaign_forces_find(f, res->created[c].id)].defending = false;

    /* Step 3a: head-on clashes. Armies on one location are one player's, so the
     * movers of a route in one direction are too. */
    bool holds[CAMPAIGN_MAX_ARMIES] = { false };
    for (int i = 0; i < n; i++) {
        if (res->dest[i] < 0)
            continue;
        for (int j = 0; j < n; j++) {
            if (res->dest[j] < 0 || f->armies[j].player == f->armies[i].player)
                continue;
            if (res->origin[j] != res->dest[i] || res->dest[j] != res->origin[i])
                continue;
            int a = res->origin[i], b = res->dest[i];
            int s_a = map->locations[a].supply, s_b = map->locations[b].supply;
            int ground = s_a != s_b ? (s_a > s_b ? a : b) : (a < b ? a : b);
            if (ground == a)
                holds[i] = true;
            else
                res->engaged[i] = true;
            break;
        }
    }
    for (int i = 0; i < n; i++) {
        if (holds[i]) {
            res->dest[i] = CAMPAIGN_NO_LOCATION;
            res->fate[i] = CAMPAIGN_FATE_HELD;
        }
    }

    /* Step 3b: occupants, entrants; everybody moving arrives for now. */
    for (int l = 0; l < CAMPAIGN_MAX_LOCATIONS; l++) {
        res->occupant[l] = CAMPAIGN_NEUTRAL;
        res->uncontested[l] = CAMPAIGN_NEUTRAL;
    }
    for (int i = 0; i < n; i++)
        if (res->dest[i] < 0)
            res->occupant[f->armies[i].loc] = f->armies[i].player;
    uint8_t entrants[CAMPAIGN_MAX_LOCATIONS] = { 0 }, engaged[CAMPAIGN_MAX_LOCATIONS] = { 0 };
    for (int i = 0; i < n; i++) {
        if (res->dest[i] < 0)
            continue;
        int to = res->dest[i], p = f->armies[i].player;
        f->armies[i].loc = (int8_t)to;
        res->fate[i] = CAMPAIGN_FATE_MOVED;
        if (res->occupant[to] == p)
            continue; /* joins its own */
        entrants[to] |= (uint8_t)(1u << p);
        if (res->engaged[i])
            engaged[to] |= (uint8_t)(1u << p);
    }
    for (int l = 0; l < map->n_locations; l++) {
        int count = __builtin_popcount(entrants[l]);
        if (count == 0)
            continue;
        if (count == 1 && res->occupant[l] == CAMPAIGN_NEUTRAL) {
            res->uncontested[l] = (int8_t)__builtin_ctz(entrants[l]);
        } else if (count == 1) {
            campaign_battle_site *b = &res->battles[res->n_battles++];
            b->loc = (int8_t)l; /* a challenge; filled in by finish */
        } else {
            campaign_standoff *s = &res->standoffs[res->n_standoffs++];
            s->loc = (int8_t)l;
            s->occupant = res->occupant[l];
            s->entrants = entrants[l];
            s->must_stand = engaged[l];
            s->stand = engaged[l];
        }
    }
}

const char *campaign_choice_problem_text(campaign_choice_problem problem)
{
    switch (problem) {
    case CAMPAIGN_CHOICE_OK: return "ok";
    case CAMPAIGN_CHOICE_NO_STANDOFF: return N_("no contested target at this location");
    case CAMPAIGN_CHOICE_NOT_ENTRANT: return N_("the player has no army moving in there");
    case CAMPAIGN_CHOICE_MUST_STAND: return N_("an engaged army cannot withdraw");
    default: return N_("unknown problem");
    }
}

int campaign_resolve_standoff_at(const campaign_resolution *res, int loc)
{
    for (int s = 0; s < res->n_standoffs; s++)
        if (res->standoffs[s].loc == loc)
            return s;
    return -1;
}

campaign_choice_problem campaign_test_standoff_choice(const campaign_resolution *res, int player, int loc, bool stand)
{
    int s = campaign_resolve_standoff_at(res, loc);
    if (s < 0)
        return CAMPAIGN_CHOICE_NO_STANDOFF;
    if (player < 0 || player >= CAMPAIGN_MAX_PLAYERS || !(res->standoffs[s].entrants >> player & 1u))
        return CAMPAIGN_CHOICE_NOT_ENTRANT;
    if (!stand && (res->standoffs[s].must_stand >> player & 1u))
        return CAMPAIGN_CHOICE_MUST_STAND;
    return CAMPAIGN_CHOICE_OK;
}

campaign_choice_problem campaign_resolve_choose(campaign_resolution *res, int player, int loc, bool stand)
{
    campaign_choice_problem p = campaign_test_standoff_choice(res, player, loc, stand);
    if (p != CAMPAIGN_CHOICE_OK)
        return p;
    campaign_standoff *s = &res->standoffs[campaign_resolve_standoff_at(res, loc)];
    if (stand)
        s->stand |= (uint8_t)(1u << player);
    else
        s->stand &= (uint8_t)~(1u << player);
    return CAMPAIGN_CHOICE_OK;
}

static int battle_at(const campaign_resolution *res, int loc)
{
    for (int b = 0; b < res->n_battles; b++)
        if (res->battles[b].loc == loc)
            return b;
    return -1;
}

static void add_battle(campaign_resolution *res, int loc)
{
    if (battle_at(res, loc) >= 0)
        return;
    /* Keep the list in ascending location. */
    int at = res->n_battles;
    while (at > 0 && res->battles[at - 1].loc > loc) {
        res->battles[at] = res->battles[at - 1];
        at--;
    }
    memset(&res->battles[at], 0, sizeof res->battles[at]);
    res->battles[at].loc = (int8_t)loc;
    res->n_battles++;
}

void campaign_resolve_finish(const campaign_map *map, campaign_resolution *res)
{
    campaign_forces *f = &res->forces;
    int n = f->n_armies;
    /* Step 3c: standoffs, all at once. */
    for (int s = 0; s < res->n_standoffs; s++) {
        campaign_standoff *st = &res->standoffs[s];
        st->stand |= st->must_stand;
        st->stand &= st->entrants;
        st->battle = st->stand != 0;
        if (st->battle) {
            add_battle(res, st->loc);
            continue;
        }
        for (int i = 0; i < n; i++) {
            if (res->fate[i] != CAMPAIGN_FATE_MOVED || res->dest[i] != st->loc)
                continue;
            if (!(st->entrants >> f->armies[i].player & 1u))
                continue; /* the occupant's own arrivals stay */
            f->armies[i].loc = res->origin[i];
            f->armies[i].defending = false;
            res->fate[i] = CAMPAIGN_FATE_WITHDRAWN;
        }
    }
    /* Step 3d: the withdrawn count as occupants at their origins: an uncontested
     * move there becomes a challenge, a battle there includes them. Nothing
     * cascades further (their return never makes a new standoff). */
    for (int i = 0; i < n; i++) {
        if (res->fate[i] != CAMPAIGN_FATE_WITHDRAWN)
            continue;
        int o = res->origin[i], p = f->armies[i].player;
        if (res->occupant[o] == CAMPAIGN_NEUTRAL)
            res->occupant[o] = (int8_t)p;
        if (res->uncontested[o] != CAMPAIGN_NEUTRAL && res->uncontested[o] != p) {
            res->uncontested[o] = CAMPAIGN_NEUTRAL;
            add_battle(res, o);
        } else if (res->uncontested[o] == p) {
            res->uncontested[o] = CAMPAIGN_NEUTRAL; /* its own arrival simply joins */
        }
    }
    /* The battles: every army standing at the battleground. */
    for (int b = 0; b < res->n_battles; b++) {
        campaign_battle_site *site = &res->battles[b];
        int l = site->loc;
        site->defender = res->occupant[l];
        site->armies = 0;
        site->players = 0;
        site->engaged = 0;
        site->defend_bonus = false;
        for (int i = 0; i < n; i++) {
            if (f->armies[i].loc != l)
                continue;
            int p = f->armies[i].player;
            site->armies |= BIT(i);
            site->players |= (uint8_t)(1u << p);
            if (res->engaged[i] && res->fate[i] == CAMPAIGN_FATE_MOVED)
                site->engaged |= (uint8_t)(1u << p);
            if (p == site->defender && f->armies[i].defending)
                site->defend_bonus = true;
        }
    }
    /* Uncontested moves into a location the mover did not control. */
    res->n_taken = 0;
    for (int l = 0; l < map->n_locations; l++) {
        int p = res->uncontested[l];
        if (p == CAMPAIGN_NEUTRAL)
            continue;
        if (res->occupant[l] == CAMPAIGN_NEUTRAL)
            res->occupant[l] = (int8_t)p;
        if (f->control[l] != p) {
            res->taken[res->n_taken].loc = (int8_t)l;
            res->taken[res->n_taken].player = (int8_t)p;
            res->n_taken++;
        }
    }
    res->finished = true;
}
