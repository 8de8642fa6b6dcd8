/*
 * The legal-action generator shared by the client, the computer player and the
 * tests; what a seat may see (trts_view); replaying a game record.
 */
#include <string.h>

#include "internal.h"

/* ---- why a way fails ---- */

/* Areas from `from` to `to` by the edge rules alone (cliffs for air), -1 when none;
 * back[] (may be NULL) the area each was first reached from, for the way round. */
static int hops(const trts_map *map, int from, int to, bool air, int *back)
{
    int dist[TRTS_MAX_AREAS], queue[TRTS_MAX_AREAS], head = 0, tail = 0;
    for (int i = 0; i < map->n_areas; i++)
        dist[i] = -1;
    dist[from] = 0;
    if (back)
        back[from] = -1;
    queue[tail++] = from;
    while (head < tail) {
        int x = queue[head++];
        for (int k = 0; k < map->areas[x].n_adj; k++) {
            int y = map->areas[x].adj[k];
            if (dist[y] < 0 && trts_edge_passable(&map->edges[map->areas[x].adj_edge[k]], air)) {
                dist[y] = dist[x] + 1;
                if (back)
                    back[y] = x;
                queue[tail++] = y;
            }
        }
    }
    return dist[to];
}

/* The first area (after the start) on a shortest edge-rules way that the unit
 * may not pass through, or -1: the area a "through others" refusal names. */
static int first_block(const trts_state *s, int piece, int to, path_mode mode, const int *back)
{
    const trts_piece *p = &s->pieces[piece];
    int team = s->players[p->owner].team, way[TRTS_MAX_AREAS], n = 0;
    for (int a = back[to]; a >= 0 && a != p->area && n < TRTS_MAX_AREAS; a = back[a])
        way[n++] = a;
    for (int k = n - 1; k >= 0; k--) {
        bool pass = mode == PATH_RETREAT ? trts_holds(s, p->owner, way[k]) : trts_team_controls(s, team, way[k]);
        if (!pass)
            return way[k];
    }
    return -1;
}

trts_why trts_test_move_way(const trts_state *s, const trts_action *a, trts_move_refusal *out)
{
    memset(out, 0, sizeof *out);
    out->unit = TRTS_NO_PIECE;
    out->from = out->hops = out->block = -1;
    out->why = trts_test(s, a);
    if (out->why != TRTS_WHY_UNREACHABLE)
        return out->why;
    bool retreat = a->kind == TRTS_ACT_RETREAT, active = s->phase == TRTS_PHASE_COMBAT_RETREAT;
    path_mode mode = retreat ? PATH_RETREAT : s->phase == TRTS_PHASE_REPOSITION ? PATH_REPOSITION : PATH_MOVE;
    const trts_set *set = a->kind == TRTS_ACT_MOVE && s->phase == TRTS_PHASE_GROUP ? &s->group : &a->units;
    int to = a->a;
    FOR_SET(set, i) {
        const trts_piece *p = &s->pieces[i];
        int cost = trts_path_search(s, i, to, mode, NULL, NULL);
        if (cost >= 0 && cost <= p->mp && !(retreat && active && cost != 1))
            continue;
        bool air = trts_piece_air(s, i);
        int edge = trts_map_edge_between(s->map, p->area, to);
        out->unit = i;
        out->from = p->area;
        out->mp = p->mp;
        int back[TRTS_MAX_AREAS];
        out->hops = hops(s->map, p->area, to, air, back);
        /* a cliff straight there is the reason only when no walking way exists at all:
         * with a way round, what fails on that way is said (play-test 6: "a cliff lies
         * between" while the way round was refused for another reason) */
        out->cliff = edge >= 0 && s->map->edges[edge].kind == TRTS_EDGE_CLIFF && !air;
        bool held = mode == PATH_RETREAT ? trts_holds(s, p->owner, to)
                    : mode == PATH_REPOSITION ? trts_team_controls(s, s->players[p->owner].team, to) : true;
        /* a reposition's target not the team's is the first rule that forbids
         * it, before any MP or way round (play-test 12: refused for "needs 7
         * MP ... the cliff" onto the enemy's start area) */
        if (mode == PATH_REPOSITION && !held)
            out->way = TRTS_WAY_TARGET_NOT_HELD;
        else if (p->mp <= 0)
            out->way = TRTS_WAY_NO_MP;
        else if (out->cliff && out->hops < 0)
            out->way = TRTS_WAY_CLIFF;
        else if (out->hops < 0)
            out->way = TRTS_WAY_NO_WAY;
        else if (retreat && active && out->hops != 1)
            out->way = TRTS_WAY_NOT_NEXT;
        else if (out->hops > p->mp)
            out->way = TRTS_WAY_TOO_FAR;
        else if (!held)
            out->way = TRTS_WAY_TARGET_NOT_HELD;
        else {
            out->way = TRTS_WAY_THROUGH_OTHERS;
            out->block = first_block(s, i, to, mode, back);
        }
        break;
    }
    return out->why;
}

int trts_move_route(const trts_state *s, int piece, int to, int kind, int *route, int cap)
{
    if (piece < 0 || piece >= s->n_pieces || !s->pieces[piece].alive || to < 0 || to >= s->map->n_areas)
        return 0;
    path_mode mode = kind == TRTS_ACT_RETREAT ? PATH_RETREAT : s->phase == TRTS_PHASE_REPOSITION ? PATH_REPOSITION : PATH_MOVE;
    return trts_path_route(s, piece, to, mode, route, cap);
}

/* ---- the legal-action generator ---- */

typedef struct action_list {
    trts_action *out;
    int n, cap;
} action_list;

static void push(action_list *l, const trts_state *s, trts_action a)
{
    if (l->n < l->cap && trts_test(s, &a) == TRTS_OK)
        l->out[l->n++] = a;
}

trts_action trts_action_make(int kind, int player, int a, int b, int c)
{
    trts_action x;
    memset(&x, 0, sizeof x);
    x.kind = (uint8_t)kind;
    x.player = (int8_t)player;
    x.a = (int16_t)a;
    x.b = (int16_t)b;
    x.c = (int16_t)c;
    return x;
}

static void legal_macro(const trts_state *s, int pl, action_list *l)
{
    const trts_faction *f = trts_player_faction(s, pl);
    for (int i = 0; i < s->n_pieces; i++) {
        const trts_piece *p = &s->pieces[i];
        if (!p->alive || p->owner != pl)
            continue;
        if (p->building) {
            for (int u = 0; u < f->n_units; u++)
                push(l, s, trts_action_make(TRTS_ACT_MAKE, pl, i, u, 0));
            for (int k = 0; k < TRTS_UPGRADES; k++)
                push(l, s, trts_action_make(TRTS_ACT_RESEARCH, pl, i, k, 0));
            push(l, s, trts_action_make(TRTS_ACT_CANCEL, pl, i, 0, 0));
        } else if (trts_piece_worker(s, i)) {
            for (int r = 0; r < TRTS_ROLES; r++)
                push(l, s, trts_action_make(TRTS_ACT_BUILD, pl, i, r, p->area));
            if (s->players[pl].faction == TRTS_DIRECTORATE)
                for (int t = 0; t < s->n_pieces; t++)
                    push(l, s, trts_action_make(TRTS_ACT_REPAIR, pl, i, t, 0));
        }
    }
    for (int a = 0; a < s->map->n_areas; a++)
        if (s->map->areas[a].gas > 0 && trts_holds(s, pl, a))
            for (int c = 0; c <= 3 * s->map->areas[a].gas; c++)
                if (c != s->players[pl].gas_workers[a])
                    push(l, s, trts_action_make(TRTS_ACT_GAS, pl, a, c, 0));
    push(l, s, trts_action_make(TRTS_ACT_DONE, pl, 0, 0, 0));
}

int trts_legal_actions(const trts_state *s, trts_action *out, int cap)
{
    action_list l = {out, 0, cap};
    int pl = s->current;
    if (s->phase == TRTS_PHASE_OVER || pl < 0)
        return 0;
    switch (s->phase) {
    case TRTS_PHASE_MACRO:
        legal_macro(s, pl, &l);
        break;
    case TRTS_PHASE_MICRO:
        for (int a = 0; a < s->map->n_areas; a++) {
            trts_action x = trts_action_make(TRTS_ACT_ACTIVATE, pl, 0, 0, 0);
            for (int i = 0; i < s->n_pieces; i++) {
                const trts_piece *p = &s->pieces[i];
                if (p->alive && p->owner == pl && !p->building && p->area == a && !p->activated && !p->busy)
                    trts_set_add(&x.units, i);
            }
            if (!trts_set_empty(&x.units))
                push(&l, s, x);
        }
        push(&l, s, trts_action_make(TRTS_ACT_PASS, pl, 0, 0, 0));
        break;
    case TRTS_PHASE_GROUP:
        for (int a = 0; a < s->map->n_areas; a++)
            push(&l, s, trts_action_make(TRTS_ACT_MOVE, pl, a, 0, 0));
        push(&l, s, trts_action_make(TRTS_ACT_ATTACK, pl, 0, 0, 0));
        FOR_SET(&s->group, i) {
            trts_action x = trts_action_make(TRTS_ACT_LEAVE, pl, 0, 0, 0);
            trts_set_add(&x.units, i);
            push(&l, s, x);
        }
        push(&l, s, trts_action_make(TRTS_ACT_END, pl, 0, 0, 0));
        break;
    case TRTS_PHASE_DEFEND:
    case TRTS_PHASE_COMBAT_RETREAT: {
        int from = s->phase == TRTS_PHASE_DEFEND ? s->pending_area : s->combat_area;
        for (int a = 0; a < s->map->n_areas; a++) {
            trts_action x = trts_action_make(TRTS_ACT_RETREAT, pl, a, 0, 0);
            for (int i = 0; i < s->n_pieces; i++) {
                trts_set one;
                trts_set_clear(&one);
                trts_set_add(&one, i);
                const trts_piece *p = &s->pieces[i];
                if (p->alive && p->owner == pl && p->area == from && !p->building &&
                    trts_test_retreat(s, pl, &one, a) == TRTS_OK)
                    trts_set_add(&x.units, i);
            }
            if (!trts_set_empty(&x.units))
                push(&l, s, x);
        }
        push(&l, s, trts_action_make(TRTS_ACT_STAY, pl, 0, 0, 0));
        break;
    }
    case TRTS_PHASE_COMBAT_TARGETS: {
        /* each own attacker of this step: decline, or each legal target (a splash
         * attacker with the policy's best second target) */
        trts_fighter f[TRTS_COMBAT_MAX];
        int map[TRTS_COMBAT_MAX];
        int n = trts_combat_fighters(s, f, map);
        int range = trts_combat_step_range(s);
        for (int k = 0; k < n; k++) {
            if (s->pieces[map[k]].owner != pl || !trts_fighter_can_attack(&f[k]) || f[k].range != range)
                continue;
            push(&l, s, trts_action_make(TRTS_ACT_TARGET, pl, map[k], -1, -1));
            for (int t = 0; t < n; t++) {
                if (trts_combat_test_target(f, n, range, k, t) != TRTS_TARGET_OK)
                    continue;
                int second = f[k].splash ? trts_combat_policy_target(f, n, range, k, t) : TRTS_NO_TARGET;
                push(&l, s, trts_action_make(TRTS_ACT_TARGET, pl, map[k], map[t], second < 0 ? -1 : map[second]));
            }
        }
        push(&l, s, trts_action_make(TRTS_ACT_DONE, pl, 0, 0, 0));
        break;
    }
    case TRTS_PHASE_KEEP_ALIVE:
        for (int i = 0; i < s->n_pieces; i++)
            if (trts_set_has(&s->keep_candidates, i))
                push(&l, s, trts_action_make(TRTS_ACT_KEEP, pl, i, 0, 0));
        break;
    case TRTS_PHASE_REPOSITION:
        for (int i = 0; i < s->n_pieces; i++) {
            const trts_piece *p = &s->pieces[i];
            if (!p->alive || p->owner != pl || p->building || p->activated || p->busy)
                continue;
            for (int a = 0; a < s->map->n_areas; a++) {
                trts_action x = trts_action_make(TRTS_ACT_MOVE, pl, a, 0, 0);
                trts_set_add(&x.units, i);
                push(&l, s, x);
            }
        }
        push(&l, s, trts_action_make(TRTS_ACT_DONE, pl, 0, 0, 0));
        break;
    case TRTS_PHASE_OVER:
        break;
    }
    return l.n;
}

/* ---- what a seat sees ---- */

void trts_view(const trts_state *s, int player, trts_state *out)
{
    *out = *s;
    out->rng.state = 0;   /* the generator is nobody's to read */
    int team = s->players[player].team;
    for (int p = 0; p < s->n_players; p++) {
        if (s->players[p].team == team)
            continue;
        trts_player *q = &out->players[p];
        q->minerals = q->gas = 0;
        memset(q->gas_workers, 0, sizeof q->gas_workers);
        for (int k = 0; k < TRTS_UPGRADES; k++) {
            q->upgrades[k] = q->declared[k];
            q->researching[k] = false;
        }
        q->made = q->lost = 0;
        memset(q->numbered, 0, sizeof q->numbered);
    }
    for (int i = 0; i < s->n_pieces; i++) {
        trts_piece *p = &out->pieces[i];
        if (!p->alive || s->players[p->owner].team == team)
            continue;
        if (!p->public_) {
            memset(p, 0, sizeof *p);
            p->builder = TRTS_NO_PIECE;
            continue;
        }
        p->item_kind = TRTS_ITEM_NONE;
        p->item_type = 0;
        p->item_due = 0;
        p->mp = 0;
        p->busy = false;
        p->attacked_last = false;
        p->built_this_round = p->repaired_this_round = false;
        p->builder = TRTS_NO_PIECE;
        p->number = p->worker_number = 0; /* its owner's count: the seat knows it by `seen` */
    }
    /* the combat log: other teams' pieces by the number they were seen by */
    trts_combat_log *g = &out->log;
    for (int h = 0; h < g->n_hits; h++) {
        if (g->hits[h].who.owner >= 0 && s->players[g->hits[h].who.owner].team != team)
            g->hits[h].who.number = 0;
        if (g->hits[h].whom.owner >= 0 && s->players[g->hits[h].whom.owner].team != team)
            g->hits[h].whom.number = 0;
    }
    for (int k = 0; k < TRTS_COMBAT_MAX_STEPS; k++)
        if (g->kept[k].owner >= 0 && s->players[g->kept[k].owner].team != team)
            g->kept[k].number = 0;
}

bool trts_input_private(const trts_state *s)
{
    switch (s->phase) {
    case TRTS_PHASE_MACRO:
    case TRTS_PHASE_REPOSITION:
    case TRTS_PHASE_MICRO:
    case TRTS_PHASE_GROUP:
    case TRTS_PHASE_DEFEND:
        return true;
    case TRTS_PHASE_COMBAT_RETREAT:
    case TRTS_PHASE_COMBAT_TARGETS:
    case TRTS_PHASE_KEEP_ALIVE:
    case TRTS_PHASE_OVER:
        break;
    }
    return false;
}

/* ---- replay ---- */

bool trts_replay(trts_state *s, const trts_rules *rules, const trts_game_record *rec, int *bad)
{
    if (bad)
        *bad = -1;
    if (!trts_state_init(s, &rec->map, rules, &rec->setup)) {
        if (bad)
            *bad = -1;
        return false;
    }
    for (int i = 0; i < rec->n_actions; i++)
        if (trts_apply(s, &rec->actions[i]) != TRTS_OK) {
            if (bad)
                *bad = i;
            return false;
        }
    return true;
}
