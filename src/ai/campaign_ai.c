/*
 * The campaign's computer player (docs/campaign.md §8). Every decision reads a
 * campaign_view, never the state, so it cannot see what its seat may not.
 */
#include <string.h>

#include "skirmish/ai/campaign_ai.h"

#define BIT(n) (UINT64_C(1) << (n))

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
    int army = CAMPAIGN_NO_ARMY, weakest = 0;
    for (int i = 0; i < v.forces.n_armies; i++) {
        if (v.forces.armies[i].player != seat)
            continue;
        int s = campaign_ai_strength(&v, i);
        if (army == CAMPAIGN_NO_ARMY || s < weakest) {
            army = v.forces.armies[i].id;
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

/* Roster slots of the army's units outside its 6 best by RP (ties: roster order),
 * never the Hero. */
static uint32_t outside_best_six(const campaign_player *me, int army_id)
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
    for (int i = ESC_SQUAD_MAX; i < n; i++)
        if (!me->units[slots[i]].hero)
            out |= 1u << slots[i];
    return out;
}

static int move_target(const campaign_view *v, int army_index)
{
    const campaign_army *a = &v->forces.armies[army_index];
    const campaign_map *m = v->map;
    int own = campaign_ai_strength(v, army_index);
    int best = -1, best_score = 0;
    for (uint64_t adj = m->adjacent[a->loc]; adj; adj &= adj - 1) {
        int l = __builtin_ctzll(adj);
        int ctrl = v->forces.control[l];
        /* Scores times 250: neutral 2, another player's 3, plus supply / 250; an
         * own location scores 0 (ruling: the supply term rewards a gain). */
        int score = ctrl == v->seat ? 0 : (ctrl == CAMPAIGN_NEUTRAL ? 500 : 750) + m->locations[l].supply;
        if (enemy_at(v, l) && 4 * own < 5 * enemy_strength_at(v, l))
            continue;
        if (score > best_score) {
            best_score = score;
            best = l;
        }
    }
    if (best >= 0)
        return best;
    /* Step towards the nearest location it does not control (shortest path, lower
     * ids first). */
    int target = -1;
    for (int l = 0; l < m->n_locations; l++)
        if (v->forces.control[l] != v->seat && m->distance[a->loc][l] < CAMPAIGN_FAR &&
            (target < 0 || m->distance[a->loc][l] < m->distance[a->loc][target]))
            target = l;
    if (target < 0)
        return -1;
    for (uint64_t adj = m->adjacent[a->loc]; adj; adj &= adj - 1) {
        int l = __builtin_ctzll(adj);
        if (m->distance[l][target] == m->distance[a->loc][target] - 1) {
            if (enemy_at(v, l) && 4 * own < 5 * enemy_strength_at(v, l))
                return -1;
            return l;
        }
    }
    return -1;
}

int campaign_ai_orders(const campaign_view *v, campaign_order *out, int cap)
{
    int n = 0;
    const campaign_player *me = &v->me;
    bool taken[CAMPAIGN_MAX_ARMIES] = { false };
    int regiments = campaign_forces_regiments(&v->forces, v->seat);
    for (int i = 0; i < v->forces.n_armies && n < cap; i++) {
        const campaign_army *a = &v->forces.armies[i];
        if (a->player != v->seat || taken[i])
            continue;
        int units = army_units(me, a->id);
        if (a->main && units >= 8 && regiments < CAMPAIGN_MAX_REGIMENTS) {
            uint32_t leaving = outside_best_six(me, a->id);
            if (leaving) {
                out[n++] = campaign_order_create(a->id, leaving);
                regiments++;
                continue;
            }
        }
        int merge_with = -1;
        for (int j = i + 1; j < v->forces.n_armies; j++) {
            const campaign_army *b = &v->forces.armies[j];
            if (b->player == v->seat && b->loc == a->loc && !taken[j] && units + army_units(me, b->id) <= 6) {
                merge_with = j;
                break;
            }
        }
        if (merge_with >= 0) {
            out[n++] = campaign_order_merge(a->id, v->forces.armies[merge_with].id);
            taken[merge_with] = true;
            continue;
        }
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
