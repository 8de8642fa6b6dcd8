/*
 * The campaign's computer player (docs/campaign.md §10, docs/ai.md Campaign). Every
 * decision reads a campaign_view, never the state, so it cannot see what its seat
 * may not. The orders' STANDARD level was tuned with test_campaign_ai_play's table
 * on seeds 1-10 and is reported on seeds 1001 on.
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

static int classic_orders(const campaign_view *v, campaign_order *out, int cap)
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

/* ---- orders, standard level: threaten, attack the weaker, hold what it has ---- */

/* What another player's army can field as this seat guesses it: its units (at most
 * 6) at this seat's own mean unit RP, never more than its budget there. Its roster
 * is hidden, so the guess is symmetric: the computer assumes the enemy as good as
 * itself. */
static int mean_unit_rp(const campaign_player *me)
{
    int sum = 0;
    for (int k = 0; k < me->n_units; k++)
        sum += campaign_unit_rp(&me->units[k]);
    int mean = me->n_units > 0 ? (sum + me->n_units / 2) / me->n_units : 3;
    return mean < 2 ? 2 : mean;
}

/* Fielded strength of one player's armies at `loc` if the battle were there. */
static int fielded_at(const campaign_view *v, int player, int loc, int strength)
{
    int budget = campaign_view_budget(v, player, loc);
    return strength < budget ? strength : budget;
}

static int guessed_strength(const campaign_view *v, int army_index, int mean)
{
    const campaign_army *a = &v->forces.armies[army_index];
    if (a->player == v->seat)
        return own_army_strength(&v->me, a->id);
    int units = v->units[army_index];
    return (units < ESC_SQUAD_MAX ? units : ESC_SQUAD_MAX) * mean;
}

/* Value of a location to take or to hold, in supply units: domination places and
 * capitals count triple (they win the game), another player's double (taking it
 * also takes it from them). */
#ifndef CAPITAL_WEIGHT
#define CAPITAL_WEIGHT 2
#endif
static int place_value(const campaign_view *v, int loc)
{
    const campaign_location *l = &v->map->locations[loc];
    int value = l->supply;
    if ((v->map->domination >> loc & 1u) || l->type == CAMPAIGN_CAPITAL)
        value *= CAPITAL_WEIGHT;
    return value;
}

#ifndef ATTACK_RATIO
#define ATTACK_RATIO 8 /* tenths: attack an army guessed up to 1.25 x its own (tuned, seeds 1-10) */
#endif
#ifndef PRESSED_RATIO
#define PRESSED_RATIO 6 /* tenths, when pressed (tuned, seeds 1-20 of test_campaign_ai_pressure) */
#endif
#ifndef PRESS_LATE
#define PRESS_LATE 3
#endif
/* Play-test 11: it fell back whenever a human army came next to it, so 3 battles in
 * 12 turns. It now holds a threatened place while its fielded strength there is at
 * least HOLD_RATIO tenths of the threat's (both capped by their budgets there, as
 * the squads will be: the threat's was not capped, so an 8-unit human army looked
 * overwhelming to a village garrison fielding the same 15 RP); only below that is it
 * clearly outmatched and free to go. Leaving a place it can hold costs LEAVE_COST x
 * its value (tuned, seeds 1-40 of bench_campaign_contest). */
#ifndef HOLD_RATIO
#define HOLD_RATIO 9
#endif
#ifndef LEAVE_COST
#define LEAVE_COST 3
#endif
/* With two opponents or more, a battle between equals is one a third player profits
 * from: it holds only when stronger (tuned, seeds 1-80 of test_campaign_ai_play's
 * Four Rivers 4-player rows: at 0.9 the standard seat won 16-21 % -> 8-18 %). */
#ifndef HOLD_RATIO_MANY
#define HOLD_RATIO_MANY 12
#endif

typedef struct plan {
    const campaign_view *v;
    int mean;
    int enemy[CAMPAIGN_MAX_LOCATIONS];   /* strongest other player's guessed strength there */
    int enemy_player[CAMPAIGN_MAX_LOCATIONS];
    int threat[CAMPAIGN_MAX_LOCATIONS];  /* strongest other army adjacent, guessed */
    int threat_player[CAMPAIGN_MAX_LOCATIONS];
    int staying[CAMPAIGN_MAX_LOCATIONS]; /* own armies ordered to stay there */
    int going[CAMPAIGN_MAX_LOCATIONS];   /* own strength already sent there */
    int remaining[CAMPAIGN_MAX_LOCATIONS]; /* own strength there not yet sent away */
    int ratio;                           /* tenths: attack when own >= ratio x guess */
    int hold;                            /* tenths: hold when own >= hold x the threat */
    bool pressed;                        /* trailing on places with the clock running */
} plan;

static void plan_init(plan *p, const campaign_view *v)
{
    memset(p, 0, sizeof *p);
    p->v = v;
    p->mean = mean_unit_rp(&v->me);
    /* Play-test 7: trailing on places, it sat at home until the turn limit. The
     * game is ranked on places held, so from half-time on, not ahead, it accepts
     * riskier battles; in the last PRESS_LATE turns it does so unless clearly ahead. */
    int mine = 0, lead = 0, count[CAMPAIGN_MAX_PLAYERS] = { 0 };
    for (int l = 0; l < v->map->n_locations; l++) {
        int c = v->forces.control[l];
        if (c == v->seat)
            mine++;
        else if (c >= 0 && c < CAMPAIGN_MAX_PLAYERS && ++count[c] > lead)
            lead = count[c];
    }
    int left = v->turn_limit - v->turn; /* turns after this one */
    p->pressed = v->turn_limit > 0 && ((mine <= lead && 2 * left <= v->turn_limit) ||
                                       (left < PRESS_LATE && mine < lead + 2));
    p->ratio = p->pressed ? PRESSED_RATIO : ATTACK_RATIO;
    int opponents = 0;
    for (int q = 0; q < v->n_players && q < CAMPAIGN_MAX_PLAYERS; q++)
        opponents += q != v->seat && !v->eliminated[q];
    p->hold = opponents >= 2 ? HOLD_RATIO_MANY : HOLD_RATIO;
    int per[CAMPAIGN_MAX_PLAYERS][CAMPAIGN_MAX_LOCATIONS];
    memset(per, 0, sizeof per);
    for (int i = 0; i < v->forces.n_armies; i++) {
        const campaign_army *a = &v->forces.armies[i];
        if (a->player != v->seat && a->player >= 0 && a->player < CAMPAIGN_MAX_PLAYERS)
            per[a->player][a->loc] += guessed_strength(v, i, p->mean);
        else if (a->player == v->seat)
            p->remaining[a->loc] += own_army_strength(&v->me, a->id);
    }
    for (int l = 0; l < v->map->n_locations; l++) {
        p->enemy_player[l] = -1;
        for (int q = 0; q < CAMPAIGN_MAX_PLAYERS; q++)
            if (per[q][l] > p->enemy[l]) {
                p->enemy[l] = per[q][l];
                p->enemy_player[l] = q;
            }
    }
    for (int l = 0; l < v->map->n_locations; l++) {
        p->threat_player[l] = -1;
        for (uint64_t adj = v->map->adjacent[l]; adj; adj &= adj - 1) {
            int k = __builtin_ctzll(adj);
            if (p->enemy[k] > p->threat[l]) {
                p->threat[l] = p->enemy[k];
                p->threat_player[l] = p->enemy_player[k];
            }
        }
    }
}


/* Would `own` (already there or sent) win at `loc` against what stands there? The
 * attacker wants the edge: the defender may take a Defend bonus. */
static bool can_take(const plan *p, int loc, int own)
{
    const campaign_view *v = p->v;
    if (p->enemy[loc] == 0)
        return true;
    int mine = fielded_at(v, v->seat, loc, own);
    int theirs = fielded_at(v, p->enemy_player[loc], loc, p->enemy[loc]);
    return 10 * mine >= p->ratio * theirs;
}

/* Can `own` standing at `loc` fight what threatens it with a fair chance? */
static bool can_hold(const plan *p, int loc, int own)
{
    const campaign_view *v = p->v;
    if (p->threat[loc] == 0)
        return true;
    int theirs = fielded_at(v, p->threat_player[loc], loc, p->threat[loc]);
    return fielded_at(v, v->seat, loc, own) * 10 >= p->hold * theirs;
}

/* Score of sending army i (strength own) to loc (its own location: stay). */
static long move_score(const plan *p, int i, int own, int loc)
{
    const campaign_view *v = p->v;
    const campaign_army *a = &v->forces.armies[i];
    int from = a->loc;
    long score = 0;
    if (loc == from) {
        /* Holding: worth the place when something could take it and it can fight. */
        if (p->threat[from] > 0 && p->staying[from] == 0)
            score += place_value(v, from);
        return score;
    }
    int ctrl = v->forces.control[loc];
    if (ctrl != v->seat) {
        if (!can_take(p, loc, own + p->going[loc]))
            return -1000000;
        /* A free place another army already takes needs no second one. */
        if (p->enemy[loc] == 0 && p->going[loc] > 0)
            return -1;
        score += place_value(v, loc) * (ctrl == CAMPAIGN_NEUTRAL ? 2 : 3);
        if (p->enemy[loc] > 0)
            score += place_value(v, loc); /* beating an army there weakens its player */
    } else if (p->enemy[loc] > 0) {
        /* Another player's army on an own place: win it back when it can. */
        if (!can_take(p, loc, own + p->going[loc]))
            return -1000000;
        score += 2 * place_value(v, loc);
    } else if (p->threat[loc] > 0 && p->staying[loc] == 0) {
        /* Garrison an empty own place under threat. */
        score += place_value(v, loc);
    }
    /* Leaving a threatened place it could hold gives it away: the army without which
     * what is left there could not hold it pays (play-test 11: two armies of 7 and 3
     * units both left a town as a human army came next to it, each counting on the
     * other to stay). A battle elsewhere is no flight: it pays less. */
    if (p->threat[from] > 0 && can_hold(p, from, p->remaining[from]) && !can_hold(p, from, p->remaining[from] - own))
        score -= (p->enemy[loc] > 0 ? 2 : LEAVE_COST) * place_value(v, from);
    return score;
}

/* Far target: the best place it does not hold (value / distance), then the first
 * step of the shortest path there (lower ids first). */
static int far_step(const plan *p, int i, int own)
{
    const campaign_view *v = p->v;
    const campaign_map *m = v->map;
    int from = v->forces.armies[i].loc, target = -1;
    long best = 0;
    for (int l = 0; l < m->n_locations; l++) {
        int d = m->distance[from][l];
        if ((v->forces.control[l] == v->seat && p->enemy[l] == 0) || d >= CAMPAIGN_FAR || d == 0)
            continue;
        long s = (long)place_value(v, l) * (v->forces.control[l] == CAMPAIGN_NEUTRAL ? 2 : 3) * 64 / d;
        if (p->enemy[l] > 0)
            s = can_take(p, l, own) ? s * 2 : 0; /* an army it can beat: a battle worth seeking */
        if (s > best) {
            best = s;
            target = l;
        }
    }
    if (target < 0)
        return -1;
    for (uint64_t adj = m->adjacent[from]; adj; adj &= adj - 1) {
        int l = __builtin_ctzll(adj);
        if (m->distance[l][target] == m->distance[from][target] - 1) {
            if (v->forces.control[l] == v->seat ? p->enemy[l] > 0 : !can_take(p, l, own))
                continue;
            return l;
        }
    }
    return -1;
}

/* Guard duty: each own capital or domination place with another player's army
 * within GUARD_RANGE routes and no own army on it gets the nearest own army that
 * is no farther than that enemy (lower ids first); guard[i] is the place army i
 * must reach or hold, -1 for none. */
#ifndef HOME_RANGE
#define HOME_RANGE 3
#endif
#ifndef GUARD_RANGE
#define GUARD_RANGE 1
#endif
static void assign_guards(const plan *p, int *guard)
{
    const campaign_view *v = p->v;
    const campaign_map *m = v->map;
    for (int i = 0; i < v->forces.n_armies; i++)
        guard[i] = -1;
    for (int l = 0; l < m->n_locations; l++) {
        bool key = (m->domination >> l & 1u) || m->locations[l].type == CAMPAIGN_CAPITAL;
        if (!key || v->forces.control[l] != v->seat)
            continue;
        int near = CAMPAIGN_FAR;
        for (int j = 0; j < v->forces.n_armies; j++)
            if (v->forces.armies[j].player != v->seat && m->distance[v->forces.armies[j].loc][l] < near)
                near = m->distance[v->forces.armies[j].loc][l];
        if (near > GUARD_RANGE)
            continue;
        int pick = -1;
        for (int i = 0; i < v->forces.n_armies; i++) {
            const campaign_army *a = &v->forces.armies[i];
            if (a->player != v->seat || guard[i] >= 0 || m->distance[a->loc][l] > near)
                continue;
            if (pick < 0 || m->distance[a->loc][l] < m->distance[v->forces.armies[pick].loc][l])
                pick = i;
        }
        if (pick >= 0)
            guard[pick] = l;
    }
    /* Home: with two armies or more and another player's army within HOME_RANGE
     * routes and none of its own there, the start location gets one back (the nearest
     * army that is not the Main Army), so a raid cannot walk in for free. */
    int home = v->seat >= 0 && v->seat < CAMPAIGN_MAX_PLAYERS ? v->start[v->seat] : -1;
    if (home < 0 || v->forces.control[home] != v->seat)
        return;
    int near = CAMPAIGN_FAR;
    for (int j = 0; j < v->forces.n_armies; j++)
        if (v->forces.armies[j].player != v->seat && m->distance[v->forces.armies[j].loc][home] < near)
            near = m->distance[v->forces.armies[j].loc][home];
    if (near > HOME_RANGE)
        return;
    /* An army standing there is the guard, not a reason to look no further
     * (play-test 14: Main Army and Regiment both left the capital). */
    int armies = 0, pick = -1;
    for (int i = 0; i < v->forces.n_armies; i++) {
        const campaign_army *a = &v->forces.armies[i];
        if (a->player != v->seat)
            continue;
        armies++;
        if (guard[i] == home)
            return;
        if (guard[i] >= 0 || (a->main && a->loc != home))
            continue;
        int d = m->distance[a->loc][home], best = pick < 0 ? CAMPAIGN_FAR : m->distance[v->forces.armies[pick].loc][home];
        if (d < best || (d == best && v->forces.armies[pick].main && !a->main))
            pick = i;
    }
    if (armies >= 2 && pick >= 0)
        guard[pick] = home;
}

/* A guard on its post strikes the threat instead of waiting for it when every other
 * player's army within GUARD_RANGE stands on one adjacent place it can take: the
 * battle is then fought away from the post, and winning it clears the threat. The
 * guard's own place is returned when it should hold. */
static int strike(const plan *p, int i, int own)
{
    const campaign_view *v = p->v;
    const campaign_map *m = v->map;
    int post = v->forces.armies[i].loc, at = -1;
    for (int j = 0; j < v->forces.n_armies; j++) {
        const campaign_army *b = &v->forces.armies[j];
        if (b->player == v->seat || m->distance[b->loc][post] > GUARD_RANGE)
            continue;
        if (b->loc == post || (at >= 0 && at != b->loc))
            return post;
        at = b->loc;
    }
    if (at < 0 || !campaign_map_adjacent(m, post, at))
        return post;
    /* Strictly stronger, not merely the attacker's edge: losing here opens the post. */
    int mine = fielded_at(v, v->seat, at, own), theirs = fielded_at(v, p->enemy_player[at], at, p->enemy[at]);
    return p->pressed ? (10 * mine >= p->ratio * theirs ? at : post) : (mine > theirs ? at : post);
}

/* Where a guard goes: its post (or, there, the threat it strikes), else the next
 * step towards the post. */
static int guard_target(const plan *p, int i, int post, int own)
{
    const campaign_view *v = p->v;
    int from = v->forces.armies[i].loc;
    if (from == post)
        return strike(p, i, own);
    for (uint64_t adj = v->map->adjacent[from]; adj; adj &= adj - 1) {
        int l = __builtin_ctzll(adj);
        if (v->map->distance[l][post] == v->map->distance[from][post] - 1 &&
            (v->forces.control[l] == v->seat ? p->enemy[l] == 0 : can_take(p, l, own)))
            return l;
    }
    return from;
}

/* The largest battle budget an army at `loc` can meet next turn: its place's or a
 * neighbour's (campaign.md §7: what a battle there lets each side field). */
static int useful_budget(const campaign_view *v, int loc)
{
    int best = campaign_view_budget(v, v->seat, loc);
    for (uint64_t adj = v->map->adjacent[loc]; adj; adj &= adj - 1) {
        int b = campaign_view_budget(v, v->seat, __builtin_ctzll(adj));
        best = b > best ? b : best;
    }
    return best;
}

static int army_rp(const campaign_player *me, int army_id)
{
    int rp = 0;
    for (int k = 0; k < me->n_units; k++)
        rp += me->units[k].army == army_id ? campaign_unit_rp(&me->units[k]) : 0;
    return rp;
}

/* Play-test 14: one army of 13-15 units where the places' budgets (15-26 RP) field 1-3
 * of them. The roster slots of the army's units outside the squad it can field within
 * `budget` (the Hero first, then the dearest that still fit, at most 6): what a new
 * Regiment can take to other places. None when the army's RP is within SPLIT_SLACK
 * tenths of the budget (a unit or two to replace the fallen). */
#ifndef SPLIT_SLACK
#define SPLIT_SLACK 13
#endif
static uint32_t over_budget(const campaign_player *me, int army_id, int budget)
{
    if (10 * army_rp(me, army_id) <= SPLIT_SLACK * budget)
        return 0;
    uint32_t keep = 0, all = 0;
    int sum = 0, count = 0;
    for (int k = 0; k < me->n_units; k++)
        if (me->units[k].army == army_id) {
            all |= 1u << k;
            if (me->units[k].hero) {
                keep |= 1u << k;
                sum += campaign_unit_rp(&me->units[k]);
                count++;
            }
        }
    for (;;) {
        int pick = -1;
        for (int k = 0; k < me->n_units; k++)
            if ((all & ~keep) >> k & 1u && count < ESC_SQUAD_MAX &&
                sum + campaign_unit_rp(&me->units[k]) <= budget &&
                (pick < 0 || campaign_unit_rp(&me->units[k]) > campaign_unit_rp(&me->units[pick])))
                pick = k;
        if (pick < 0)
            break;
        keep |= 1u << pick;
        sum += campaign_unit_rp(&me->units[pick]);
        count++;
    }
    if (keep == 0) /* nothing fits: the dearest stays */
        for (int k = 0; k < me->n_units; k++)
            if ((all >> k & 1u) && (keep == 0 || campaign_unit_rp(&me->units[k]) >
                                                     campaign_unit_rp(&me->units[__builtin_ctz(keep)])))
                keep = 1u << k;
    return all & ~keep;
}

/* Where a free army goes: the best adjacent score (staying included), else a step
 * towards the best far place. */
static int free_target(const plan *p, int i, int own)
{
    const campaign_view *v = p->v;
    int from = v->forces.armies[i].loc, to = from;
    long best = move_score(p, i, own, from);
    for (uint64_t adj = v->map->adjacent[from]; adj; adj &= adj - 1) {
        int l = __builtin_ctzll(adj);
        long s = move_score(p, i, own, l);
        if (s > best) {
            best = s;
            to = l;
        }
    }
    if (to == from && best <= 0) {
        int step = far_step(p, i, own);
        if (step >= 0 && move_score(p, i, own, step) > -1000000 / 2)
            to = step;
    }
    return to;
}

static int standard_orders(const campaign_view *v, campaign_order *out, int cap)
{
    const campaign_player *me = &v->me;
    bool taken[CAMPAIGN_MAX_ARMIES] = { false }, has[CAMPAIGN_MAX_ARMIES] = { false };
    campaign_order mine[CAMPAIGN_MAX_ARMIES];
    int regiments = campaign_forces_regiments(&v->forces, v->seat);
    plan p;
    plan_init(&p, v);
    int guard[CAMPAIGN_MAX_ARMIES];
    assign_guards(&p, guard);
    /* Merges first, in id order. */
    for (int i = 0; i < v->forces.n_armies; i++) {
        const campaign_army *a = &v->forces.armies[i];
        if (a->player != v->seat || taken[i] || guard[i] >= 0)
            continue;
        int units = army_units(me, a->id);
        for (int j = i + 1; j < v->forces.n_armies; j++) {
            const campaign_army *b = &v->forces.armies[j];
            /* Only what the budgets there can field (play-test 14: no dead weight). */
            if (b->player == v->seat && b->loc == a->loc && !taken[j] && units + army_units(me, b->id) <= 6 &&
                army_rp(me, a->id) + army_rp(me, b->id) <= useful_budget(v, a->loc)) {
                mine[i] = campaign_order_merge(a->id, b->id);
                has[i] = taken[j] = true;
                p.staying[a->loc]++;
                break;
            }
        }
    }
    /* Then the others, weakest first (ties: id order): the strongest of a place is the
     * last to choose, so it is the one left holding it while a weaker one takes a
     * free place (play-test 11: 7 and 3 units both left a town for a free capital). */
    int order[CAMPAIGN_MAX_ARMIES], n = 0, strength[CAMPAIGN_MAX_ARMIES];
    for (int i = 0; i < v->forces.n_armies; i++) {
        if (v->forces.armies[i].player != v->seat || taken[i] || has[i])
            continue;
        strength[i] = own_army_strength(me, v->forces.armies[i].id);
        int j = n++;
        for (; j > 0 && strength[order[j - 1]] > strength[i]; j--)
            order[j] = order[j - 1];
        order[j] = i;
    }
    for (int k = 0; k < n; k++) {
        int i = order[k];
        const campaign_army *a = &v->forces.armies[i];
        int own = strength[i];
        int to = guard[i] >= 0 ? guard_target(&p, i, guard[i], own) : free_target(&p, i, own);
        /* An army above what the budgets it can meet field splits off the rest as a
         * Regiment (play-test 14: 13-15 units in one army, 1-3 fielded), when it stays
         * anyway, or when neither pressed nor on its way to a guard post: Create spends
         * its order (play-test 7: five turns of Creates in a capital while the human
         * took places). Staying also keeps its place held (play-test 14: the capital
         * left empty on turn 1). */
        uint32_t leaving =
            regiments < CAMPAIGN_MAX_REGIMENTS ? over_budget(me, a->id, useful_budget(v, a->loc)) : 0;
        has[i] = true;
        if (leaving && (to == a->loc || (!p.pressed && guard[i] < 0))) {
            mine[i] = campaign_order_create(a->id, leaving);
            regiments++;
            p.staying[a->loc]++;
        } else if (to == a->loc) {
            p.staying[a->loc]++;
            mine[i] = campaign_order_defend(a->id);
        } else {
            p.going[to] += own;
            p.remaining[a->loc] -= own;
            mine[i] = campaign_order_move(a->id, to);
        }
    }
    /* One order per army given one, in id order. */
    n = 0;
    for (int i = 0; i < v->forces.n_armies && n < cap; i++)
        if (has[i])
            out[n++] = mine[i];
    return n;
}

int campaign_ai_orders_level(const campaign_view *v, campaign_ai_level level, campaign_order *out, int cap)
{
    return level == CAMPAIGN_AI_CLASSIC ? classic_orders(v, out, cap) : standard_orders(v, out, cap);
}

int campaign_ai_orders(const campaign_view *v, campaign_order *out, int cap)
{
    return standard_orders(v, out, cap);
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
