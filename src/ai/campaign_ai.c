/*
 * The campaign's computer player (docs/campaign.md §8). Every decision reads a
 * campaign_view, never the state, so it cannot see what its seat may not.
 */
#include <string.h>

#include "skirmish/ai/campaign_ai.h"

#define BIT(n) (UINT64_C(1) << (n))

/* Tuned on seeds 1-60 of Veldt Marches against the previous rule (notes:
 * hCa-docs.md): a route costs as much as another player's capital is worth over
 * its supply. */
#define STEP_COST 1000
#define CAPITAL_BONUS 1000

static int own_army_strength(const campaign_player *me, int army_id)
{
    int rp[CAMPAIGN_ROSTER_MAX], n = 0;
    for (int k = 0; k < me->n_units; k++)
        if (me->units[k].army == army_id)
            rp[n++] = campaign_unit_rp(&me->units[k]);
    /* The 6 best: a partial selection sort. */
    int total = 0;
    for (int t = 0; t < ESC_SQUAD_MAX && t < n; t++) {
        int best = t;
        for (int j = t + 1; j < n; j++)
            if (rp[j] > rp[best])
                best = j;
        int x = rp[t];
        rp[t] = rp[best];
        rp[best] = x;
        total += rp[t];
    }
    return total;
}

int campaign_ai_strength(const campaign_view *view, int army_index)
{
    const campaign_army *a = &view->forces.armies[army_index];
    if (a->player == view->seat)
        return own_army_strength(&view->me, a->id);
    int units = view->units[army_index];
    return (units < ESC_SQUAD_MAX ? units : ESC_SQUAD_MAX) * 5;
}

/* Sum of the strengths of another player's armies standing at `loc`. */
static int enemy_strength_at(const campaign_view *v, int loc)
{
    int s = 0;
    for (int i = 0; i < v->forces.n_armies; i++)
        if (v->forces.armies[i].loc == loc && v->forces.armies[i].player != v->seat)
            s += campaign_ai_strength(v, i);
    return s;
}

static bool enemy_at(const campaign_view *v, int loc)
{
    for (int i = 0; i < v->forces.n_armies; i++)
        if (v->forces.armies[i].loc == loc && v->forces.armies[i].player != v->seat)
            return true;
    return false;
}

/* The seat's capital: its start location (docs/campaign.md §3), or -1. */
static int home_of(const campaign_view *v)
{
    int h = v->seat >= 0 && v->seat < CAMPAIGN_MAX_PLAYERS ? v->start[v->seat] : -1;
    return h >= 0 && h < v->map->n_locations ? h : -1;
}

/* Whether another player's army stands within `d` routes of `loc`. */
static bool enemy_within(const campaign_view *v, int loc, int d)
{
    for (int i = 0; i < v->forces.n_armies; i++)
        if (v->forces.armies[i].player != v->seat && v->map->distance[v->forces.armies[i].loc][loc] <= d)
            return true;
    return false;
}

static bool own_at_home(const campaign_view *v, int home)
{
    for (int i = 0; i < v->forces.n_armies; i++)
        if (v->forces.armies[i].player == v->seat && v->forces.armies[i].loc == home)
            return true;
    return false;
}

/* ---- Downtime ---- */

static bool replenish_step(campaign_state *state, int seat)
{
    campaign_view v;
    campaign_state_view(state, seat, &v);
    int best = -1, best_price = -1;
    for (int k = 0; k < v.me.n_units; k++) {
        const campaign_unit *u = &v.me.units[k];
        if (u->wounds == 0 || campaign_unit_replenish_cost(u) == 0)
            continue;
        int price = campaign_unit_price(u);
        if (price > best_price) {
            best_price = price;
            best = k;
        }
    }
    if (best < 0 || campaign_unit_replenish_cost(&v.me.units[best]) > v.me.gold)
        return false; /* "while gold allows": the dearest unpaid stops the round */
    return campaign_replenish(state, seat, v.me.units[best].uid) == CAMPAIGN_DT_OK;
}

static bool recruit_step(campaign_state *state, int seat, const campaign_library *library)
{
    campaign_view v;
    campaign_state_view(state, seat, &v);
    if (v.me.n_units >= CAMPAIGN_ROSTER_MAX)
        return false;
    int pick = -1, pick_price = -1;
    for (int i = 0; i < library->n_units; i++) {
        const esc_unit_def *d = &library->units[i];
        if (esc_unit_test(d, NULL) != ESC_UNIT_OK)
            continue;
        int price = campaign_def_price(d);
        if (price <= v.me.gold && price > pick_price) {
            pick = i;
            pick_price = price;
        }
    }
    if (pick < 0)
        return false;
    /* Into the weakest army, the garrison left out (a Regiment at the capital)
     * unless another player's army is within two routes of the capital. */
    int home = home_of(&v);
    bool alarm = home >= 0 && enemy_within(&v, home, 2);
    int army = CAMPAIGN_NO_ARMY, weakest = 0;
    for (int pass = 0; pass < 2 && army == CAMPAIGN_NO_ARMY; pass++)
        for (int i = 0; i < v.forces.n_armies; i++) {
            const campaign_army *a = &v.forces.armies[i];
            if (a->player != seat || (pass == 0 && !alarm && a->loc == home && !a->main))
                continue;
            if (pass == 0 && alarm && a->loc != home && own_at_home(&v, home))
                continue;
            int s = campaign_ai_strength(&v, i);
            if (army == CAMPAIGN_NO_ARMY || s < weakest) {
                army = a->id;
                weakest = s;
            }
        }
    return campaign_recruit(state, seat, &library->units[pick], army) == CAMPAIGN_DT_OK;
}

int campaign_ai_downtime(campaign_state *state, int seat, const campaign_library *library)
{
    int steps = 0;
    while (replenish_step(state, seat))
        steps++;
    campaign_view v;
    campaign_state_view(state, seat, &v);
    if (campaign_player_hero(&v.me) < 0 && v.me.n_units > 0) {
        int best = -1, best_rp = -1;
        for (int k = 0; k < v.me.n_units; k++) {
            int rp = campaign_unit_rp(&v.me.units[k]);
            if (rp > best_rp) {
                best_rp = rp;
                best = k;
            }
        }
        if (campaign_appoint_hero(state, seat, v.me.units[best].uid) == CAMPAIGN_DT_OK)
            steps++;
    }
    while (recruit_step(state, seat, library))
        steps++;
    for (int t = 0; t < CAMPAIGN_TRAIT_COUNT; t++) {
        if (campaign_test_buy_trait(state, seat, t) == CAMPAIGN_DT_OK) {
            campaign_buy_trait(state, seat, t);
            steps++;
            break;
        }
    }
    return steps;
}

/* ---- orders ---- */

static int army_units(const campaign_player *me, int army_id)
{
    int n = 0;
    for (int k = 0; k < me->n_units; k++)
        n += me->units[k].army == army_id;
    return n;
}

/* Roster slots of the army's units outside its `keep` best by RP (ties: roster
 * order), never the Hero. */
static uint32_t outside_best(const campaign_player *me, int army_id, int keep)
{
    int slots[CAMPAIGN_ROSTER_MAX], n = 0;
    for (int k = 0; k < me->n_units; k++)
        if (me->units[k].army == army_id)
            slots[n++] = k;
    /* Stable insertion sort by RP, descending. */
    for (int i = 1; i < n; i++) {
        int s = slots[i], rp = campaign_unit_rp(&me->units[s]), j = i - 1;
        while (j >= 0 && campaign_unit_rp(&me->units[slots[j]]) < rp) {
            slots[j + 1] = slots[j];
            j--;
        }
        slots[j + 1] = s;
    }
    uint32_t out = 0;
    for (int i = keep; i < n; i++)
        if (!me->units[slots[i]].hero)
            out |= 1u << slots[i];
    return out;
}

/* What other players could bring to `loc` this turn: their armies on it or a
 * route away. */
static int threat_to(const campaign_view *v, int loc)
{
    int s = 0;
    for (int i = 0; i < v->forces.n_armies; i++) {
        const campaign_army *b = &v->forces.armies[i];
        if (b->player != v->seat && (b->loc == loc || campaign_map_adjacent(v->map, b->loc, loc)))
            s += campaign_ai_strength(v, i);
    }
    return s;
}

/* Whether an army of strength `own` may go into `loc`: no other player's army
 * there, or own >= 1.25 x theirs (at least their equal for the capital it lost:
 * that one is worth the risk). */
static bool can_take(const campaign_view *v, int loc, int own)
{
    if (!enemy_at(v, loc))
        return true;
    int theirs = enemy_strength_at(v, loc);
    return loc == home_of(v) ? own >= theirs : 4 * own >= 5 * theirs;
}

/* What taking `loc` is worth, times 250: neutral 2, another player's 3, plus
 * supply / 250; another player's capital 4 more (its fall can end the game); the
 * seat's own capital held by another 8 more. An own location is worth 0. */
static int target_value(const campaign_view *v, int loc)
{
    int ctrl = v->forces.control[loc];
    if (ctrl == v->seat)
        return 0;
    int value = (ctrl == CAMPAIGN_NEUTRAL ? 500 : 750) + v->map->locations[loc].supply;
    if (loc == home_of(v))
        value += 2000;
    else if (ctrl != CAMPAIGN_NEUTRAL && ctrl < CAMPAIGN_MAX_PLAYERS && v->start[ctrl] == loc)
        value += CAPITAL_BONUS;
    return value;
}


/* Where the army goes: the location it can take of best value less STEP_COST
 * (times 250) a route of distance (ties: nearer, then lower id), by the first
 * step of a shortest path that it can take too; -1 for none. So a neighbour is
 * taken before a far one of little more worth, but another player's capital a few
 * routes off draws it on. */
static int move_target(const campaign_view *v, int army_index)
{
    const campaign_army *a = &v->forces.armies[army_index];
    const campaign_map *m = v->map;
    int own = campaign_ai_strength(v, army_index);
    int best = -1, best_score = 0;
    for (int l = 0; l < m->n_locations; l++) {
        int d = m->distance[a->loc][l];
        if (l == a->loc || d >= CAMPAIGN_FAR || v->forces.control[l] == v->seat || !can_take(v, l, own))
            continue;
        int score = target_value(v, l) - STEP_COST * d;
        if (best < 0 || score > best_score || (score == best_score && d < m->distance[a->loc][best])) {
            best = l;
            best_score = score;
        }
    }
    if (best < 0)
        return -1;
    for (uint64_t adj = m->adjacent[a->loc]; adj; adj &= adj - 1) {
        int l = __builtin_ctzll(adj);
        if (m->distance[l][best] == m->distance[a->loc][best] - 1 && can_take(v, l, own))
            return l;
    }
    return -1;
}

/* The capital first (docs/campaign.md §10). Held, with another player's army a
 * route away: an army standing there defends it (the strongest, when several;
 * it strikes first instead when the whole threat stands on one place it can
 * take), else the strongest army next to it walks in; while the threat outweighs
 * what stands there, the strongest army next to it comes to reinforce. Held and
 * not threatened: a Regiment standing there stays as its garrison (the Main
 * Army marches). Lost: the armies next to it go to retake it together when they
 * can. Decided armies are marked in `busy`; returns the orders written. */
static int guard_home(const campaign_view *v, bool *busy, campaign_order *out, int cap)
{
    int home = home_of(v), n = 0;
    if (home < 0 || cap <= 0)
        return 0;
    const campaign_forces *f = &v->forces;
    if (f->control[home] != v->seat) {
        int together = 0;
        for (int i = 0; i < f->n_armies; i++)
            if (f->armies[i].player == v->seat && !busy[i] && campaign_map_adjacent(v->map, f->armies[i].loc, home))
                together += campaign_ai_strength(v, i);
        if (together == 0 || !can_take(v, home, together))
            return 0;
        for (int i = 0; i < f->n_armies && n < cap; i++)
            if (f->armies[i].player == v->seat && !busy[i] &&
                campaign_map_adjacent(v->map, f->armies[i].loc, home)) {
                out[n++] = campaign_order_move(f->armies[i].id, home);
                busy[i] = true;
            }
        return n;
    }
    int threat = threat_to(v, home);
    int there = 0, keeper = -1;
    for (int i = 0; i < f->n_armies; i++) {
        if (f->armies[i].player != v->seat || f->armies[i].loc != home)
            continue;
        int s = campaign_ai_strength(v, i);
        there += s;
        if (busy[i])
            continue;
        /* Threatened, the strongest stays; else the garrison (a Regiment), so
         * the Main Army may march. */
        if (keeper < 0 || (threat > 0 ? s > campaign_ai_strength(v, keeper)
                                      : f->armies[keeper].main && !f->armies[i].main))
            keeper = i;
    }
    if (keeper >= 0 && threat == 0) {
        if (f->armies[keeper].main)
            return 0; /* alone at home, nobody near: free to march */
        out[n++] = campaign_order_defend(f->armies[keeper].id);
        busy[keeper] = true;
        return n;
    }
    if (threat == 0)
        return n;
    if (keeper >= 0) {
        /* All the threat on one place it can take, of lower supply than the
         * capital: strike first. Should they march on the capital meanwhile, the
         * head-on clash is fought at the capital, the higher-supply end (§6). */
        int from = -1;
        bool one_place = true;
        for (int i = 0; i < f->n_armies; i++) {
            const campaign_army *b = &f->armies[i];
            if (b->player == v->seat || !campaign_map_adjacent(v->map, b->loc, home))
                continue;
            one_place = one_place && (from < 0 || from == b->loc);
            from = b->loc;
        }
        bool strike = one_place && from >= 0 &&
                      v->map->locations[from].supply < v->map->locations[home].supply &&
                      can_take(v, from, campaign_ai_strength(v, keeper));
        out[n++] = strike ? campaign_order_move(f->armies[keeper].id, from)
                          : campaign_order_defend(f->armies[keeper].id);
        busy[keeper] = true;
        if (strike)
            return n;
    }
    if (there >= threat || n >= cap)
        return n;
    int helper = -1;
    for (int i = 0; i < f->n_armies; i++)
        if (f->armies[i].player == v->seat && !busy[i] && campaign_map_adjacent(v->map, f->armies[i].loc, home) &&
            (helper < 0 || campaign_ai_strength(v, i) > campaign_ai_strength(v, helper)))
            helper = i;
    if (helper >= 0) {
        out[n++] = campaign_order_move(f->armies[helper].id, home);
        busy[helper] = true;
    }
    return n;
}

int campaign_ai_orders(const campaign_view *v, campaign_order *out, int cap)
{
    int n = 0;
    const campaign_player *me = &v->me;
    bool busy[CAMPAIGN_MAX_ARMIES] = { false };
    int regiments = campaign_forces_regiments(&v->forces, v->seat), home = home_of(v);
    /* Creates and merges first: the armies giving them stay where they are. */
    for (int i = 0; i < v->forces.n_armies && n < cap; i++) {
        const campaign_army *a = &v->forces.armies[i];
        if (a->player != v->seat || busy[i])
            continue;
        int units = army_units(me, a->id);
        uint32_t leaving = 0;
        if (a->main && units >= 8 && regiments < CAMPAIGN_MAX_REGIMENTS)
            leaving = outside_best(me, a->id, ESC_SQUAD_MAX);
        if (leaving) {
            out[n++] = campaign_order_create(a->id, leaving);
            busy[i] = true;
            regiments++;
            continue;
        }
        if (a->loc == home)
            continue; /* the garrison is not merged back into an army passing by */
        for (int j = i + 1; j < v->forces.n_armies; j++) {
            const campaign_army *b = &v->forces.armies[j];
            if (b->player == v->seat && b->loc == a->loc && !busy[j] && units + army_units(me, b->id) <= 6) {
                out[n++] = campaign_order_merge(a->id, b->id);
                busy[i] = busy[j] = true;
                break;
            }
        }
    }
    n += guard_home(v, busy, out + n, cap - n);
    for (int i = 0; i < v->forces.n_armies && n < cap; i++) {
        const campaign_army *a = &v->forces.armies[i];
        if (a->player != v->seat || busy[i])
            continue;
        int own = campaign_ai_strength(v, i);
        bool threatened = false;
        for (int j = 0; j < v->forces.n_armies; j++) {
            const campaign_army *b = &v->forces.armies[j];
            if (b->player != v->seat && campaign_map_adjacent(v->map, a->loc, b->loc) &&
                campaign_ai_strength(v, j) > own)
                threatened = true;
        }
        int to = threatened ? -1 : move_target(v, i);
        out[n++] = to >= 0 ? campaign_order_move(a->id, to) : campaign_order_defend(a->id);
    }
    return n;
}

/* ---- standoffs, squads, bonus, retreat ---- */

bool campaign_ai_standoff(const campaign_view *v, int loc)
{
    const campaign_resolution *r = &v->res;
    int side[CAMPAIGN_MAX_PLAYERS] = { 0 };
    for (int i = 0; i < r->forces.n_armies; i++) {
        const campaign_army *a = &r->forces.armies[i];
        bool there = r->dest[i] == loc || (r->dest[i] < 0 && a->loc == loc);
        if (!there)
            continue;
        int strength;
        if (a->player == v->seat) {
            strength = own_army_strength(&v->me, a->id);
        } else {
            int k = campaign_forces_find(&v->forces, a->id), units = k >= 0 ? v->units[k] : 1;
            strength = (units < ESC_SQUAD_MAX ? units : ESC_SQUAD_MAX) * 5;
        }
        side[a->player] += strength;
    }
    for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
        if (p != v->seat && side[p] > 0 && side[p] >= side[v->seat])
            return false;
    return true;
}

typedef struct squad_search {
    const campaign_player *me;
    int slots[CAMPAIGN_ROSTER_MAX], rp[CAMPAIGN_ROSTER_MAX], hp[CAMPAIGN_ROSTER_MAX];
    int n, budget;
    uint32_t best;
    int best_rp, best_hp;
} squad_search;

/* Sets in lexicographic order of roster slots; only a strictly better one
 * replaces the best, so ties keep the earliest slots. */
static void search(squad_search *s, int from, int count, uint32_t set, int rp, int hp)
{
    if (count > 0 && (rp > s->best_rp || (rp == s->best_rp && hp > s->best_hp))) {
        s->best = set;
        s->best_rp = rp;
        s->best_hp = hp;
    }
    if (count == ESC_SQUAD_MAX)
        return;
    for (int i = from; i < s->n; i++)
        if (rp + s->rp[i] <= s->budget)
            search(s, i + 1, count + 1, set | (1u << s->slots[i]), rp + s->rp[i], hp + s->hp[i]);
}

uint32_t campaign_ai_squad(const campaign_view *v, int battle)
{
    if (battle < 0 || battle >= v->n_battles)
        return 0;
    const campaign_battle *bt = &v->battles[battle];
    squad_search s;
    memset(&s, 0, sizeof s);
    s.me = &v->me;
    s.budget = campaign_view_budget(v, v->seat, bt->loc);
    s.best_rp = -1;
    for (int k = 0; k < v->me.n_units && k < 32; k++) {
        const campaign_unit *u = &v->me.units[k];
        bool there = false;
        for (int i = 0; i < bt->n_army_ids; i++)
            there = there || bt->army_ids[i] == u->army;
        if (!there || u->fallen || u->hero_fell)
            continue;
        s.slots[s.n] = k;
        s.rp[s.n] = campaign_unit_rp(u);
        s.hp[s.n] = campaign_unit_max_health(u) - u->wounds;
        s.n++;
    }
    search(&s, 0, 0, 0, 0, 0);
    return s.best;
}

campaign_bonus campaign_ai_bonus(const campaign_view *v, int battle)
{
    (void)v;
    (void)battle;
    return CAMPAIGN_BONUS_ASSAULT;
}

int campaign_ai_retreat(const campaign_view *v, uint64_t options)
{
    int best = -1;
    for (uint64_t o = options; o; o &= o - 1) {
        int l = __builtin_ctzll(o);
        if (best < 0 || v->map->locations[l].supply > v->map->locations[best].supply)
            best = l;
    }
    return best;
}

bool campaign_ai_should_yield(const esc_game *g, int side)
{
    if (g->phase != ESC_PHASE_BATTLE || g->active != side || g->actions_left != ESC_ACTIONS_PER_TURN ||
        g->command_unit != ESC_NO_UNIT || !g->settings.hooks.yielding)
        return false;
    int rp[ESC_SIDES] = { 0, 0 };
    for (int id = 0; id < ESC_MAX_UNITS; id++)
        if (g->units[id].square != ESC_NO_SQUARE)
            rp[esc_unit_side(id)] += g->units[id].rank_points;
    return rp[side] * 3 < rp[side ^ 1];
}
