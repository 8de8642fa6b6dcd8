/*
 * The easy TRTS computer player, the spec's player (docs/trts.md "Computer
 * player"): its Macro, Micro, Group, Defend, Combat-retreat and Reposition. The
 * normal and hard levels use it as their model of an opponent (trts_look.c) and
 * for the phases they play the same way (trts_smart.c). Every decision reads the
 * view only; plans are made on the plan buffer (trts_plan.c).
 * Ties: lower area index, then lower piece index, then the tables' order.
 */
#include <stddef.h>

#include "trts_ai_internal.h"

typedef trts_ai_buf plan;

static bool plan_do(plan *pl, trts_action a)
{
    return trts_ai_buf_do(pl, a);
}

static bool is_mine(const trts_state *s, int i, int player)
{
    return s->pieces[i].alive && s->pieces[i].owner == player;
}

static bool is_worker(const trts_state *s, int i)
{
    return !s->pieces[i].building && trts_piece_worker(s, i);
}

static bool own_depot_in(const trts_state *s, int player, int area, bool finished_only)
{
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (is_mine(s, i, player) && p->building && p->type == TRTS_ROLE_DEPOT && p->area == area &&
            (p->finished || !finished_only))
            return true;
    }
    return false;
}

static int count_role(const trts_state *s, int player, int role)
{
    int n = 0;
    for (int i = 0; i < s->n_pieces; i++)
        n += is_mine(s, i, player) && s->pieces[i].building && s->pieces[i].type == role;
    return n;
}

/* Tries every free worker (lower area, then lower piece) to place `role` in `area`
 * (any area when area < 0). */
static bool try_build(plan *pl, int role, int area)
{
    trts_state *s = pl->s;
    for (int a = 0; a < s->map->n_areas; a++) {
        if (area >= 0 && a != area)
            continue;
        for (int i = 0; i < s->n_pieces; i++)
            if (is_mine(s, i, pl->player) && is_worker(s, i) && s->pieces[i].area == a &&
                trts_test_build(s, pl->player, i, role, a) == TRTS_OK)
                return plan_do(pl, trts_action_make(TRTS_ACT_BUILD, pl->player, i, role, a));
    }
    return false;
}

static bool depot_area_ok(const trts_state *s, int player, int a)
{
    return own_depot_in(s, player, a, true);
}

/* Whether the seat plays at the easy level itself (not as the normal and hard
 * levels' model of an opponent or for a phase they play as easy does). */
static bool easy_seat(const trts_state *s, int player)
{
    return s->setup.level[player] == TRTS_AI_EASY;
}

static void macro_plan(plan *pl)
{
    trts_state *s = pl->s;
    int me = pl->player;
    const trts_faction *f = trts_player_faction(s, me);
    int worker_type = trts_faction_worker(f);
    /* the easy seat: its first producer once it has a few workers, so it has
     * units to play with by the middle of a short game */
    if (easy_seat(s, me) && count_role(s, me, TRTS_ROLE_TIER1) == 0) {
        int workers = 0;
        for (int i = 0; i < s->n_pieces; i++)
            workers += is_mine(s, i, me) && is_worker(s, i);
        if (workers >= TRTS_AI_EASY_PRODUCER_AT)
            for (int a = 0; a < s->map->n_areas; a++)
                if (depot_area_ok(s, me, a) && try_build(pl, TRTS_ROLE_TIER1, a))
                    break;
    }
    /* (1) workers */
    for (;;) {
        int fields = 0, workers = 0;
        for (int a = 0; a < s->map->n_areas; a++)
            if (depot_area_ok(s, me, a))
                fields += s->map->areas[a].minerals;
        for (int i = 0; i < s->n_pieces; i++) {
            if (!is_mine(s, i, me))
                continue;
            if (is_worker(s, i))
                workers++;
            if (s->pieces[i].building && s->pieces[i].item_kind == TRTS_ITEM_UNIT && s->pieces[i].item_type == worker_type)
                workers++;
        }
        int want = 2 * fields < 16 ? 2 * fields : 16;
        if (workers >= want)
            break;
        bool done = false;
        for (int i = 0; i < s->n_pieces && !done; i++)
            if (is_mine(s, i, me) && s->pieces[i].building && s->pieces[i].type == TRTS_ROLE_DEPOT &&
                trts_test_make(s, me, i, worker_type) == TRTS_OK)
                done = plan_do(pl, trts_action_make(TRTS_ACT_MAKE, me, i, worker_type, 0));
        if (!done)
            break;
    }
    /* (2) supply, counting supply buildings under way as provided */
    for (;;) {
        int provided = trts_supply_provided(s, me);
        for (int i = 0; i < s->n_pieces; i++)
            if (is_mine(s, i, me) && s->pieces[i].building && !s->pieces[i].finished)
                provided += f->buildings[s->pieces[i].type].supply;
        if (!(provided - trts_supply_used(s, me) < 4 && provided < TRTS_SUPPLY_CAP))
            break;
        bool done = false;
        for (int a = 0; a < s->map->n_areas && !done; a++)
            if (depot_area_ok(s, me, a))
                done = try_build(pl, TRTS_ROLE_SUPPLY, a);
        if (!done)
            break;
    }
    /* (3) extractors in depot areas with 6+ workers */
    for (int a = 0; a < s->map->n_areas; a++) {
        if (!depot_area_ok(s, me, a))
            continue;
        int workers = 0;
        for (int i = 0; i < s->n_pieces; i++)
            workers += is_mine(s, i, me) && is_worker(s, i) && s->pieces[i].area == a;
        while (workers >= 6 && trts_area_free_vents(s, a) > 0 && try_build(pl, TRTS_ROLE_EXTRACTOR, a))
            workers--;
    }
    /* (4) a tier-1 building */
    if (count_role(s, me, TRTS_ROLE_TIER1) == 0)
        for (int a = 0; a < s->map->n_areas; a++)
            if (depot_area_ok(s, me, a) && try_build(pl, TRTS_ROLE_TIER1, a))
                break;
    /* (5) an expansion depot */
    int start = s->players[me].start_area;
    bool late = s->round >= 8 || (start >= 0 && s->map->deplete_round - s->round <= 3);
    bool depot_pending = false;
    for (int i = 0; i < s->n_pieces; i++)
        if (is_mine(s, i, me) && s->pieces[i].building && s->pieces[i].type == TRTS_ROLE_DEPOT && !s->pieces[i].finished)
            depot_pending = true;
    if (late && !depot_pending) {
        int best = -1;
        for (int a = 0; a < s->map->n_areas; a++)
            if (trts_team_controls(s, s->players[me].team, a) && trts_area_free_slots(s, a) > 0 &&
                !own_depot_in(s, me, a, false) && (best < 0 || s->map->areas[a].minerals > s->map->areas[best].minerals))
                best = a;
        if (best >= 0)
            try_build(pl, TRTS_ROLE_DEPOT, best);
    }
    /* (6) tier 2 */
    int army = 0;
    for (int i = 0; i < s->n_pieces; i++)
        army += is_mine(s, i, me) && !s->pieces[i].building && !is_worker(s, i);
    if (army >= 6 && count_role(s, me, TRTS_ROLE_TIER2) == 0)
        for (int a = 0; a < s->map->n_areas; a++)
            if (depot_area_ok(s, me, a) && try_build(pl, TRTS_ROLE_TIER2, a))
                break;
    /* (7) towers where an enemy engaged last round */
    for (int a = 0; a < s->map->n_areas; a++) {
        if (!depot_area_ok(s, me, a))
            continue;
        bool enemy = false;
        for (int q = 0; q < s->n_players; q++)
            if (!trts_allies(s, q, me) && (s->engaged_by_last[a] & (1u << q)))
                enemy = true;
        bool tower = false;
        for (int i = 0; i < s->n_pieces; i++)
            tower |= is_mine(s, i, me) && s->pieces[i].building && s->pieces[i].type == TRTS_ROLE_TOWER &&
                     s->pieces[i].area == a;
        if (enemy && !tower)
            try_build(pl, TRTS_ROLE_TOWER, a);
    }
    /* (8) the dearest unit each idle producer can make */
    for (int i = 0; i < s->n_pieces; i++) {
        if (!is_mine(s, i, me) || !s->pieces[i].building)
            continue;
        int best = -1;
        for (int u = 0; u < f->n_units; u++) {
            if (u == worker_type || trts_test_make(s, me, i, u) != TRTS_OK)
                continue;
            int cost = f->units[u].minerals + f->units[u].gas;
            if (best < 0 || cost > f->units[best].minerals + f->units[best].gas)
                best = u;
        }
        if (best >= 0)
            plan_do(pl, trts_action_make(TRTS_ACT_MAKE, me, i, best, 0));
    }
    /* (9) Weapons, then Plating, leaving 10 minerals */
    for (int k = 0; k < TRTS_UPGRADES; k++)
        for (int i = 0; i < s->n_pieces; i++)
            if (is_mine(s, i, me) && s->pieces[i].building && trts_test_research(s, me, i, k) == TRTS_OK &&
                s->players[me].minerals - f->upgrades[k].minerals >= 10) {
                plan_do(pl, trts_action_make(TRTS_ACT_RESEARCH, me, i, k, 0));
                break;
            }
    /* gas workers: 3 per finished extractor */
    for (int a = 0; a < s->map->n_areas; a++) {
        int ext = 0;
        for (int i = 0; i < s->n_pieces; i++)
            ext += is_mine(s, i, me) && s->pieces[i].building && s->pieces[i].finished &&
                   s->pieces[i].type == TRTS_ROLE_EXTRACTOR && s->pieces[i].area == a;
        if (s->players[me].gas_workers[a] != 3 * ext)
            plan_do(pl, trts_action_make(TRTS_ACT_GAS, me, a, 3 * ext, 0));
    }
    plan_do(pl, trts_action_make(TRTS_ACT_DONE, me, 0, 0, 0));
}

/* ---- Micro ---- */

static int enemy_strength_in(const trts_state *s, int player, int area)
{
    int st = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].area == area && !trts_allies(s, s->pieces[i].owner, player))
            st += trts_ai_strength(s, i);
    return st;
}

static int own_strength_in(const trts_state *s, int player, int area, bool units_only)
{
    int st = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (is_mine(s, i, player) && s->pieces[i].area == area && (!units_only || !s->pieces[i].building))
            st += trts_ai_strength(s, i);
    return st;
}

static trts_set free_army_in(const trts_state *s, int player, int area)
{
    trts_set set;
    trts_set_clear(&set);
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (is_mine(s, i, player) && !p->building && !is_worker(s, i) && p->area == area && !p->activated && !p->busy)
            trts_set_add(&set, i);
    }
    return set;
}

static int set_strength(const trts_state *s, const trts_set *set)
{
    int st = 0;
    for (int i = 0; i < s->n_pieces; i++)
        if (trts_set_has(set, i) && s->pieces[i].alive)
            st += trts_ai_strength(s, i);
    return st;
}

/* The best engagement for a group standing in `from` (score; -1 if none). */
static int best_engagement(const trts_state *view, int me, const trts_set *group, int *score_out)
{
    int team = view->players[me].team;
    int ours = set_strength(view, group);
    int best = -1, best_score = -1;
    for (int a = 0; a < view->map->n_areas; a++) {
        int c = trts_area_controller(view, a);
        const trts_area *ar = &view->map->areas[a];
        int score;
        if (c == -1) {
            if (ar->minerals == 0 && ar->gas == 0)
                continue;
            score = 2 + ar->minerals;
        } else if (c >= 0 && c != team) {
            if (enemy_strength_in(view, me, a) * 13 > ours * 10)
                continue;
            score = 3 + ar->minerals;
        } else {
            continue;
        }
        /* reachable by the whole group: a Move's test on a copy in the Group phase */
        bool reach = true;
        for (int i = 0; i < view->n_pieces && reach; i++) {
            if (!trts_set_has(group, i))
                continue;
            int cost = trts_path_cost(view, i, a, false);
            reach = cost > 0 && cost <= view->pieces[i].mp;
        }
        if (reach && score > best_score) {
            best = a;
            best_score = score;
        }
    }
    if (score_out)
        *score_out = best_score;
    return best;
}

/* The easy seat's claim (play-test 15: it passed every Micro turn and never
 * left its start area): one free worker a round, from a depot area with
 * TRTS_AI_EASY_CLAIM_FROM workers or more, engages the area a group would; the
 * marker stays and the Reposition walks the worker back to its field. */
static bool claim_turn(const trts_state *v, int me, trts_action *out)
{
    int from = -1;
    for (int i = 0; i < v->n_pieces; i++)
        if (is_mine(v, i, me) && is_worker(v, i) && v->pieces[i].activated)
            return false;
    for (int a = 0; a < v->map->n_areas && from < 0; a++) {
        if (!own_depot_in(v, me, a, true))
            continue;
        int workers = 0, free = -1;
        for (int i = 0; i < v->n_pieces; i++)
            if (is_mine(v, i, me) && is_worker(v, i) && v->pieces[i].area == a) {
                workers++;
                if (free < 0 && !v->pieces[i].busy && v->pieces[i].mp > 0)
                    free = i;
            }
        if (workers >= TRTS_AI_EASY_CLAIM_FROM && free >= 0)
            from = free;
    }
    if (from < 0)
        return false;
    trts_set g;
    trts_set_clear(&g);
    trts_set_add(&g, from);
    if (best_engagement(v, me, &g, NULL) < 0)
        return false;
    out[0] = trts_action_make(TRTS_ACT_ACTIVATE, me, 0, 0, 0);
    out[0].units = g;
    return true;
}

static int micro_turn(const trts_state *v, int me, trts_action *out)
{
    /* (a) a group with enemies in a contested area, able to attack */
    for (int a = 0; a < v->map->n_areas; a++) {
        if (!trts_area_contested(v, a) || enemy_strength_in(v, me, a) == 0)
            continue;
        trts_set g = free_army_in(v, me, a);
        if (trts_set_empty(&g))
            continue;
        trts_state copy = *v;
        trts_action x = trts_action_make(TRTS_ACT_ACTIVATE, me, 0, 0, 0);
        x.units = g;
        if (trts_apply(&copy, &x) == TRTS_OK && trts_test_attack(&copy, me) == TRTS_OK) {
            out[0] = x;
            return 1;
        }
    }
    /* (b) the strongest free army engages the best area */
    int best_area = -1, best_st = 0;
    for (int a = 0; a < v->map->n_areas; a++) {
        trts_set g = free_army_in(v, me, a);
        int st = set_strength(v, &g);
        if (st > best_st) {
            best_st = st;
            best_area = a;
        }
    }
    if (best_area >= 0) {
        trts_set g = free_army_in(v, me, best_area);
        if (best_engagement(v, me, &g, NULL) >= 0) {
            out[0] = trts_action_make(TRTS_ACT_ACTIVATE, me, 0, 0, 0);
            out[0].units = g;
            return 1;
        }
    }
    /* (c) the easy seat: a worker claims an area */
    if (easy_seat(v, me) && claim_turn(v, me, out))
        return 1;
    out[0] = trts_action_make(TRTS_ACT_PASS, me, 0, 0, 0);
    return 1;
}

static int group_turn(const trts_state *v, int me, trts_action *out)
{
    if (v->group_attacked_areas == 0 && trts_test_attack(v, me) == TRTS_OK) {
        /* (a): the group was formed to attack where it stands */
        bool moved = false;
        for (int i = 0; i < v->n_pieces; i++)
            if (trts_set_has(&v->group, i) && v->pieces[i].mp != trts_piece_unit(v, i)->speed)
                moved = true;
        if (!moved) {
            out[0] = trts_action_make(TRTS_ACT_ATTACK, me, 0, 0, 0);
            return 1;
        }
    }
    bool fresh = v->group_attacked_areas == 0;
    for (int i = 0; i < v->n_pieces && fresh; i++)
        if (trts_set_has(&v->group, i) && v->pieces[i].mp != trts_piece_unit(v, i)->speed)
            fresh = false;
    if (fresh) {
        int target = best_engagement(v, me, &v->group, NULL);
        if (target >= 0) {
            out[0] = trts_action_make(TRTS_ACT_MOVE, me, target, 0, 0);
            return 1;
        }
    }
    out[0] = trts_action_make(TRTS_ACT_END, me, 0, 0, 0);
    return 1;
}

/* Retreat destination with the most own strength, then the lower index, among the
 * legal retreats; the action holds every unit that may go there. */
static int retreat_or_stay(const trts_state *v, int me, bool retreat, trts_action *out)
{
    if (retreat) {
        trts_action legal[TRTS_MAX_AREAS + 1];
        int n = trts_legal_actions(v, legal, TRTS_MAX_AREAS + 1);
        int best = -1, best_st = -1;
        for (int k = 0; k < n; k++) {
            if (legal[k].kind != TRTS_ACT_RETREAT)
                continue;
            int st = own_strength_in(v, me, legal[k].a, false);
            if (st > best_st) {
                best_st = st;
                best = k;
            }
        }
        if (best >= 0) {
            out[0] = legal[best];
            return 1;
        }
    }
    out[0] = trts_action_make(TRTS_ACT_STAY, me, 0, 0, 0);
    return 1;
}

static int defend_turn(const trts_state *v, int me, trts_action *out)
{
    int area = v->pending_area;
    int engagers = 0;
    for (int i = 0; i < v->n_pieces; i++)
        if (v->pieces[i].alive && v->pieces[i].area == area && trts_allies(v, v->pieces[i].owner, v->active))
            engagers += trts_ai_strength(v, i);
    int mine = own_strength_in(v, me, area, false);
    return retreat_or_stay(v, me, engagers * 2 > mine * 3, out);
}

static int combat_retreat_turn(const trts_state *v, int me, trts_action *out)
{
    int area = v->combat_area;
    int group = 0;
    for (int i = 0; i < v->n_pieces; i++)
        if (trts_set_has(&v->group, i) && v->pieces[i].alive && v->pieces[i].area == area)
            group += trts_ai_strength(v, i);
    return retreat_or_stay(v, me, group * 2 < enemy_strength_in(v, me, area), out);
}

/* ---- Reposition ---- */

static bool move_one(plan *pl, int piece, int to)
{
    trts_action x = trts_action_make(TRTS_ACT_MOVE, pl->player, to, 0, 0);
    trts_set_add(&x.units, piece);
    return plan_do(pl, x);
}

/* One step from the piece's area towards `target` through team areas. */
static void step_towards(plan *pl, int piece, int target)
{
    trts_state *s = pl->s;
    int team = s->players[pl->player].team;
    int dist[TRTS_MAX_AREAS];
    trts_ai_distances_within(s, target, team, dist);
    int here = s->pieces[piece].area;
    if (here == target)
        return;
    const trts_area *ar = &s->map->areas[here];
    int best = -1;
    for (int k = 0; k < ar->n_adj; k++) {
        int b = ar->adj[k];
        if (dist[b] < 0 || (dist[here] >= 0 && dist[b] >= dist[here]))
            continue;
        if (best < 0 || dist[b] < dist[best] || (dist[b] == dist[best] && b < best))
            best = b;
    }
    if (best >= 0)
        move_one(pl, piece, best);
}

static void reposition_plan(plan *pl)
{
    trts_state *s = pl->s;
    int me = pl->player, team = s->players[me].team;
    /* the strongest visible enemy force, and the own area nearest to it */
    int enemy_area = -1, enemy_st = 0;
    for (int a = 0; a < s->map->n_areas; a++) {
        int st = enemy_strength_in(s, me, a);
        if (st > enemy_st) {
            enemy_st = st;
            enemy_area = a;
        }
    }
    int front = -1;
    if (enemy_area >= 0) {
        int dist[TRTS_MAX_AREAS];
        trts_ai_distances(s, enemy_area, dist);
        for (int a = 0; a < s->map->n_areas; a++)
            if (trts_team_controls(s, team, a) && dist[a] >= 0 && (front < 0 || dist[a] < dist[front]))
                front = a;
    }
    int n = s->n_pieces;
    if (front >= 0)
        for (int i = 0; i < n; i++) {
            const trts_piece *p = &s->pieces[i];
            if (is_mine(s, i, me) && !p->building && !is_worker(s, i) && !p->activated && p->mp > 0 &&
                trts_team_controls(s, team, p->area))
                step_towards(pl, i, front);
        }
    /* workers: from saturated areas to depot areas whose fields are not; one worker to
     * the expansion the Macro plan wants (a ruling: the spec's expansion needs one) */
    int need[TRTS_MAX_AREAS] = {0};
    for (int a = 0; a < s->map->n_areas; a++) {
        if (!own_depot_in(s, me, a, false))
            continue;
        int ext = 0, workers = 0;
        for (int i = 0; i < n; i++) {
            if (!is_mine(s, i, me) || s->pieces[i].area != a)
                continue;
            ext += s->pieces[i].building && s->pieces[i].type == TRTS_ROLE_EXTRACTOR;
            workers += is_worker(s, i);
        }
        need[a] = s->map->areas[a].minerals + 3 * ext - workers;
    }
    /* next round's Macro (5) condition */
    int start = s->players[me].start_area;
    bool late = s->round + 1 >= 8 || (start >= 0 && s->map->deplete_round - (s->round + 1) <= 3);
    int expansion = -1;
    if (late)
        for (int a = 0; a < s->map->n_areas; a++)
            if (trts_team_controls(s, team, a) && trts_area_free_slots(s, a) > 0 && !own_depot_in(s, me, a, false) &&
                (expansion < 0 || s->map->areas[a].minerals > s->map->areas[expansion].minerals))
                expansion = a;
    if (expansion >= 0) {
        bool there = false;
        for (int i = 0; i < n; i++)
            there |= is_mine(s, i, me) && is_worker(s, i) && s->pieces[i].area == expansion;
        if (!there)
            need[expansion] = 1;
    }
    for (int i = 0; i < n; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!is_mine(s, i, me) || !is_worker(s, i) || p->activated || p->busy || p->mp <= 0 || need[p->area] > 0)
            continue;
        int best = -1;
        for (int a = 0; a < s->map->n_areas; a++) {
            if (need[a] <= 0)
                continue;
            trts_set one;
            trts_set_clear(&one);
            trts_set_add(&one, i);
            if (trts_test_move(s, me, &one, a) == TRTS_OK && (best < 0 || need[a] > need[best]))
                best = a;
        }
        if (best >= 0 && move_one(pl, i, best)) {
            need[best]--;
        }
    }
    plan_do(pl, trts_action_make(TRTS_ACT_DONE, me, 0, 0, 0));
}

int trts_ai_easy_plan(const trts_state *view, int player, trts_action *out, int cap)
{
    if (view->phase == TRTS_PHASE_OVER || view->current != player || cap < 2)
        return 0;
    switch (view->phase) {
    case TRTS_PHASE_MACRO:
    case TRTS_PHASE_REPOSITION: return trts_ai_plan_whole(view, player, out, cap, macro_plan, reposition_plan);
    case TRTS_PHASE_MICRO: return micro_turn(view, player, out);
    case TRTS_PHASE_GROUP: return group_turn(view, player, out);
    case TRTS_PHASE_DEFEND: return defend_turn(view, player, out);
    case TRTS_PHASE_COMBAT_RETREAT: return combat_retreat_turn(view, player, out);
    case TRTS_PHASE_KEEP_ALIVE:
        /* the dearest, as the policy kept it */
        out[0] = trts_action_make(TRTS_ACT_KEEP, player, view->keep_piece, 0, 0);
        return 1;
    case TRTS_PHASE_COMBAT_TARGETS:
        /* the standard policy ("auto-target") applies to pieces without a choice */
        out[0] = trts_action_make(TRTS_ACT_DONE, player, 0, 0, 0);
        return 1;
    case TRTS_PHASE_OVER: break;
    }
    return 0;
}
