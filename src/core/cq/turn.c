/*
 * Conquest turn resolution, step by step as docs/conquest.md §4–§7 states it.
 * Integer arithmetic only: proportional splits use exact 128-bit products, draws
 * use the state's generator over the integer sum of the weights.
 */
#include "skirmish/core/cq/turn.h"

#include <stdlib.h>
#include <string.h>

#include "skirmish/core/tr.h"

static const char *const problem_text[CQ_ORDER_PROBLEM_COUNT] = {
    N_("valid"),
    N_("the game is over"),
    N_("no player has this name"),
    N_("the player has been eliminated"),
    N_("the source vertex does not exist"),
    N_("the destination vertex does not exist"),
    N_("the player does not control the source vertex"),
    N_("no edge leads from the source to the destination (edges are one-way)"),
    N_("an order must move at least 1 unit"),
    N_("more units than are left at the source vertex after the player's earlier orders"),
};

static const char *const problem_id[CQ_ORDER_PROBLEM_COUNT] = {
    "ok",
    "game-over",
    "no-such-player",
    "eliminated",
    "no-such-from",
    "no-such-to",
    "not-controlled",
    "no-edge",
    "no-units",
    "too-many-units",
};

const char *cq_order_problem_text(cq_order_problem problem)
{
    return (unsigned)problem < CQ_ORDER_PROBLEM_COUNT ? problem_text[problem] : N_("unknown problem");
}

const char *cq_order_problem_id(cq_order_problem problem)
{
    return (unsigned)problem < CQ_ORDER_PROBLEM_COUNT ? problem_id[problem] : "unknown";
}

/* The checks of one order; *from and *edge get the source index and the edge
 * when the order is valid. */
static cq_order_problem test_order(const cq_state *s, bool over, const cq_order *o, const int64_t *out, int *from,
                                   int *edge)
{
    const cq_graph *g = s->graph;
    if (over)
        return CQ_ORDER_GAME_OVER;
    if (o->player < 0 || o->player >= s->n_players)
        return CQ_ORDER_NO_SUCH_PLAYER;
    if (s->players[o->player].eliminated)
        return CQ_ORDER_ELIMINATED;
    int f = cq_graph_find(g, o->from);
    if (f == CQ_NO_VERTEX)
        return CQ_ORDER_NO_SUCH_FROM;
    int t = cq_graph_find(g, o->to);
    if (t == CQ_NO_VERTEX)
        return CQ_ORDER_NO_SUCH_TO;
    if (s->controller[f] != o->player)
        return CQ_ORDER_NOT_CONTROLLED;
    int e = cq_graph_edge(g, f, t);
    if (e < 0)
        return CQ_ORDER_NO_EDGE;
    if (o->units < 1)
        return CQ_ORDER_NO_UNITS;
    /* Written as a subtraction: units and the running total are both at most what
     * the vertex holds, so this cannot overflow however large o->units is. */
    if (o->units > s->units[f] - (out != NULL ? out[f] : 0))
        return CQ_ORDER_TOO_MANY_UNITS;
    *from = f;
    *edge = e;
    return CQ_ORDER_OK;
}

cq_order_problem cq_order_test(const cq_state *state, const cq_order *order, int64_t already)
{
    int f, e;
    cq_order_problem p = test_order(state, cq_state_over(state), order, NULL, &f, &e);
    /* The running total applies once the order passed every other check. */
    if (p == CQ_ORDER_OK && order->units > state->units[f] - already)
        return CQ_ORDER_TOO_MANY_UNITS;
    return p;
}

/* Validation with running totals; out[v] gets the units leaving v, flow[e] (when
 * not NULL) the units sent along each edge. */
static int validate(const cq_state *s, const cq_order *orders, size_t n, cq_order_problem *problems, int64_t *out,
                    int64_t *flow)
{
    bool over = cq_state_over(s);
    int valid = 0;
    for (size_t i = 0; i < n; i++) {
        int f = -1, e = -1;
        cq_order_problem p = test_order(s, over, &orders[i], out, &f, &e);
        if (p == CQ_ORDER_OK) {
            out[f] += orders[i].units;
            if (flow != NULL)
                flow[e] += orders[i].units;
            valid++;
        }
        if (problems != NULL)
            problems[i] = p;
    }
    return valid;
}

int cq_orders_check(const cq_state *state, const cq_order *orders, size_t n, cq_order_problem *problems)
{
    int64_t *out = calloc((size_t)state->graph->n_vertices, sizeof *out);
    if (out == NULL)
        return -1;
    int valid = validate(state, orders, n, problems, out, NULL);
    free(out);
    return valid;
}

/* ---- exact proportional split ---- */

/* a * b as a 128-bit number (hi, lo); a, b < 2^63. */
static void mul_u64(uint64_t a, uint64_t b, uint64_t *hi, uint64_t *lo)
{
    uint64_t a0 = a & 0xFFFFFFFFu, a1 = a >> 32, b0 = b & 0xFFFFFFFFu, b1 = b >> 32;
    uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    uint64_t mid = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
    *lo = (p00 & 0xFFFFFFFFu) | (mid << 32);
    *hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32);
}

/* floor((hi:lo) / d) and the remainder, for a quotient that fits in 64 bits
 * (true here: the quotient is at most `total`). Shift-and-subtract; the splits
 * that need it are rare (several players on one side of a head-on meeting). */
static uint64_t div_u128(uint64_t hi, uint64_t lo, uint64_t d, uint64_t *rem)
{
    uint64_t q = 0, r = hi % d;
    for (int bit = 63; bit >= 0; bit--) {
        uint64_t carry = r >> 63;
        r = (r << 1) | ((lo >> bit) & 1u);
        q <<= 1;
        if (carry || r >= d) {
            r -= d;
            q |= 1u;
        }
    }
    *rem = r;
    return q;
}

void cq_split_proportional(int n, const int64_t weight[], int64_t total, int64_t out[])
{
    int64_t sum = 0;
    for (int p = 0; p < n; p++)
        sum += weight[p];
    if (sum <= 0) {
        for (int p = 0; p < n; p++)
            out[p] = 0;
        return;
    }
    uint64_t rem[CQ_MAX_PLAYERS] = {0};
    int64_t given = 0;
    for (int p = 0; p < n; p++) {
        uint64_t hi, lo;
        mul_u64((uint64_t)total, (uint64_t)weight[p], &hi, &lo);
        out[p] = (int64_t)div_u128(hi, lo, (uint64_t)sum, &rem[p]);
        given += out[p];
    }
    /* The units left over (fewer than n) go one each to the largest remainders;
     * the strict comparison keeps the lower index on ties. */
    bool bumped[CQ_MAX_PLAYERS] = {false};
    for (int64_t left = total - given; left > 0; left--) {
        int best = -1;
        for (int p = 0; p < n; p++)
            if (!bumped[p] && weight[p] > 0 && (best < 0 || rem[p] > rem[best]))
                best = p;
        if (best < 0)
            break;
        bumped[best] = true;
        out[best]++;
    }
}

int64_t cq_headon_meet(int n_players, const int64_t sent_uv[], const int64_t sent_vu[], int64_t arrive_uv[],
                       int64_t arrive_vu[])
{
    int64_t forward = 0, backward = 0;
    int senders = 0;
    for (int p = 0; p < n_players; p++) {
        forward += sent_uv[p];
        backward += sent_vu[p];
        senders += sent_uv[p] > 0 || sent_vu[p] > 0;
    }
    /* No meeting: one direction unused, or one player alone moving both ways (its
     * own moves pass each other). */
    if (forward == 0 || backward == 0 || senders <= 1) {
        for (int p = 0; p < n_players; p++) {
            arrive_uv[p] = sent_uv[p];
            arrive_vu[p] = sent_vu[p];
        }
        return 0;
    }
    for (int p = 0; p < n_players; p++)
        arrive_uv[p] = arrive_vu[p] = 0;
    if (forward > backward)
        cq_split_proportional(n_players, sent_uv, forward - backward, arrive_uv);
    else if (backward > forward)
        cq_split_proportional(n_players, sent_vu, backward - forward, arrive_vu);
    return forward < backward ? forward : backward;
}

int cq_draw_weighted(core_rng *rng, int n, const int64_t weight[])
{
    uint64_t sum = 0;
    for (int p = 0; p < n; p++)
        sum += (uint64_t)weight[p];
    uint64_t r;
    if (sum <= UINT32_MAX) {
        r = core_rng_below(rng, (uint32_t)sum);
    } else {
        /* Beyond 32 bits core_rng_below cannot take the bound: the same rejection
         * method on the full 64-bit output. */
        uint64_t limit = UINT64_MAX - (UINT64_MAX % sum);
        uint64_t x;
        do {
            x = core_rng_next(rng);
        } while (x >= limit);
        r = x % sum;
    }
    uint64_t running = 0;
    for (int p = 0; p < n; p++) {
        running += (uint64_t)weight[p];
        if (running > r)
            return p;
    }
    return n - 1; /* not reached with a positive sum */
}

/* ---- the turn ---- */

bool cq_turn_resolve(cq_state *state, const cq_order *orders, size_t n, cq_order_problem *problems,
                     cq_turn_report *report)
{
    cq_turn_report rep;
    memset(&rep, 0, sizeof rep);
    rep.turn = state->turn;
    const cq_graph *g = state->graph;
    int nv = g->n_vertices, ne = g->n_edges, np = state->n_players;

    if (cq_state_over(state)) {
        for (size_t i = 0; i < n; i++)
            if (problems != NULL)
                problems[i] = CQ_ORDER_GAME_OVER;
        rep.dropped = (int)n;
        rep.over = true;
        if (report != NULL)
            *report = rep;
        return true;
    }

    int64_t *out = calloc((size_t)nv + (size_t)ne, sizeof *out);
    if (out == NULL)
        return false;
    int64_t *flow = out + nv;

    /* 1. Orders: validated in the given order, running totals per source vertex. */
    rep.valid = validate(state, orders, n, problems, out, flow);
    rep.dropped = (int)n - rep.valid;

    /* 2. Departure, all at once. The controllers at this moment say who sent what
     * along each edge (only the controller of a vertex can order out of it). */
    int8_t sender[CQ_MAX_VERTICES];
    memcpy(sender, state->controller, (size_t)nv);
    for (int v = 0; v < nv; v++)
        state->units[v] -= out[v];

    /* 3. Head-on meetings, once per pair of opposite edges. */
    int64_t sent_uv[CQ_MAX_PLAYERS] = {0}, sent_vu[CQ_MAX_PLAYERS] = {0};
    int64_t arrive_uv[CQ_MAX_PLAYERS], arrive_vu[CQ_MAX_PLAYERS];
    for (int e = 0; e < ne; e++) {
        int r = g->reverse[e];
        if (r <= e || flow[e] == 0 || flow[r] == 0)
            continue;
        int pu = sender[g->edges[e].from], pv = sender[g->edges[r].from];
        if (pu == pv)
            continue; /* the same player's moves pass each other */
        sent_uv[pu] = flow[e];
        sent_vu[pv] = flow[r];
        cq_headon_meet(np, sent_uv, sent_vu, arrive_uv, arrive_vu);
        flow[e] = arrive_uv[pu];
        flow[r] = arrive_vu[pv];
        sent_uv[pu] = sent_vu[pv] = 0;
        rep.headon_pairs++;
    }

    /* 4. Arrival and combat, vertex by vertex in ascending id order (the order of
     * the draws). */
    int64_t arrive[CQ_MAX_PLAYERS] = {0};
    for (int k = 0; k < nv; k++) {
        int v = g->by_id[k];
        int64_t total = 0;
        int arrivers = 0, last = -1;
        for (int i = g->in_start[v]; i < g->in_start[v + 1]; i++) {
            int e = g->in_edge[i];
            if (flow[e] == 0)
                continue;
            int p = sender[g->edges[e].from];
            if (arrive[p] == 0) {
                arrivers++;
                last = p;
            }
            arrive[p] += flow[e];
            total += flow[e];
        }
        if (arrivers == 0)
            continue;
        int owner = state->controller[v];
        int64_t weight = g->vertices[v].weight;
        if (owner == CQ_NEUTRAL) {
            /* Neutral: the arriving total pays the weight, or all of it is lost. */
            if (total < weight) {
                rep.failed_neutral++;
            } else {
                int winner = last;
                if (arrivers > 1) {
                    winner = cq_draw_weighted(&state->rng, np, arrive);
                    rep.draws++;
                }
                state->controller[v] = (int8_t)winner;
                state->units[v] = total - weight;
                rep.captures++;
            }
        } else {
            /* Controlled: the owner's arrivals join the defenders. */
            int64_t defend = state->units[v] + arrive[owner];
            int64_t attack = total - arrive[owner];
            int attackers = arrivers - (arrive[owner] > 0);
            if (attackers == 0) {
                state->units[v] = defend;
            } else if (attack < defend) {
                state->units[v] = defend - attack;
            } else if (attack == defend) {
                state->controller[v] = CQ_NEUTRAL;
                state->units[v] = 0;
                rep.neutralised++;
            } else {
                arrive[owner] = 0; /* only attackers are drawn */
                int winner = last;
                if (attackers > 1) {
                    winner = cq_draw_weighted(&state->rng, np, arrive);
                    rep.draws++;
                } else {
                    for (int p = 0; p < np; p++)
                        if (arrive[p] > 0)
                            winner = p;
                }
                state->controller[v] = (int8_t)winner;
                state->units[v] = attack - defend;
                rep.captures++;
            }
        }
        for (int p = 0; p < np; p++)
            arrive[p] = 0;
    }
    free(out);

    /* 5. Generation on every controlled vertex, those just taken included. */
    int vertices[CQ_MAX_PLAYERS] = {0};
    int64_t units[CQ_MAX_PLAYERS] = {0};
    for (int v = 0; v < nv; v++) {
        int c = state->controller[v];
        if (c == CQ_NEUTRAL)
            continue;
        state->units[v] += g->vertices[v].weight;
        /* A vertex holds at most CQ_MAX_UNITS (docs/conquest.md §7): the surplus
         * is lost, so every state a turn leaves loads again. */
        if (state->units[v] > CQ_MAX_UNITS)
            state->units[v] = CQ_MAX_UNITS;
        vertices[c]++;
        units[c] += state->units[v];
    }

    /* 6. Elimination: no vertex or no unit. */
    for (int p = 0; p < np; p++) {
        cq_player *pl = &state->players[p];
        if (!pl->eliminated && (vertices[p] == 0 || units[p] == 0)) {
            pl->eliminated = true;
            pl->eliminated_turn = state->turn;
            rep.eliminated |= UINT64_C(1) << p;
        }
    }

    /* 7. End of the game: at most one player left, or the last turn played. */
    if (cq_state_players_left(state) <= 1 || state->turn >= state->max_turns)
        state->ended = true;
    rep.over = state->ended;
    state->turn++;
    if (report != NULL)
        *report = rep;
    return true;
}

bool cq_attack_preview_of(const cq_state *state, const cq_order *orders, size_t n, int player, int v,
                          cq_attack_preview *out)
{
    const cq_graph *g = state->graph;
    memset(out, 0, sizeof *out);
    out->owner = CQ_NEUTRAL;
    out->outcome = CQ_ATTACK_NOTHING;
    if (v < 0 || v >= g->n_vertices || player < 0 || player >= state->n_players)
        return false;
    cq_order_problem *problems = n > 0 ? malloc(n * sizeof *problems) : NULL;
    if (n > 0 && problems == NULL)
        return false;
    if (n > 0 && cq_orders_check(state, orders, n, problems) < 0) {
        free(problems);
        return false;
    }
    /* The player's valid orders into v, as the turn's flows would carry them. */
    for (size_t i = 0; i < n; i++)
        if (problems[i] == CQ_ORDER_OK && orders[i].player == player && orders[i].to == g->vertices[v].id)
            out->arriving += orders[i].units;
    free(problems);
    int owner = state->controller[v];
    out->owner = owner;
    if (owner == player) {
        out->kind = CQ_ATTACK_REINFORCE;
        out->outcome = out->arriving > 0 ? CQ_ATTACK_JOINS : CQ_ATTACK_NOTHING;
        return true;
    }
    if (owner == CQ_NEUTRAL) {
        out->kind = CQ_ATTACK_NEUTRAL;
        out->needed = g->vertices[v].weight;
        if (out->arriving == 0)
            return true;
        if (out->arriving < out->needed) {
            out->outcome = CQ_ATTACK_LOST;
        } else {
            out->outcome = CQ_ATTACK_TAKES;
            out->left = out->arriving - out->needed;
        }
        return true;
    }
    out->kind = CQ_ATTACK_HELD;
    out->defenders = state->units[v];
    out->needed = out->defenders + 1;
    if (out->arriving == 0)
        return true;
    if (out->arriving < out->defenders) {
        out->outcome = CQ_ATTACK_HOLDS;
    } else if (out->arriving == out->defenders) {
        out->outcome = CQ_ATTACK_EMPTIES;
    } else {
        out->outcome = CQ_ATTACK_TAKES;
        out->left = out->arriving - out->defenders;
    }
    return true;
}

int64_t cq_planned_units(const cq_state *state, const cq_order *orders, size_t n, int player, int v, int64_t *sent,
                         int64_t *arriving)
{
    const cq_graph *g = state->graph;
    int64_t out = 0, in = 0;
    if (sent)
        *sent = 0;
    if (arriving)
        *arriving = 0;
    if (v < 0 || v >= g->n_vertices)
        return 0;
    if (player < 0 || player >= state->n_players || state->controller[v] != player)
        return state->units[v];
    cq_order_problem *problems = n > 0 ? malloc(n * sizeof *problems) : NULL;
    if (n > 0 && problems && cq_orders_check(state, orders, n, problems) >= 0)
        for (size_t i = 0; i < n; i++) {
            if (problems[i] != CQ_ORDER_OK || orders[i].player != player)
                continue;
            if (orders[i].from == g->vertices[v].id)
                out += orders[i].units;
            else if (orders[i].to == g->vertices[v].id)
                in += orders[i].units;
        }
    free(problems);
    if (sent)
        *sent = out;
    if (arriving)
        *arriving = in;
    return state->units[v] - out + in;
}

bool cq_reach_of(const cq_state *state, int v, cq_reach out[])
{
    const cq_graph *g = state->graph;
    for (int p = 0; p < state->n_players; p++) {
        out[p].units = out[p].best_units = 0;
        out[p].sources = 0;
        out[p].best = -1;
    }
    if (v < 0 || v >= g->n_vertices)
        return false;
    for (int i = 0; i < cq_graph_in_degree(g, v); i++) {
        int w = cq_graph_in_neighbour(g, v, i), p = state->controller[w];
        if (w == v || p < 0 || p >= state->n_players || state->players[p].eliminated || state->units[w] <= 0)
            continue;
        cq_reach *r = &out[p];
        r->units += state->units[w];
        r->sources++;
        if (r->best < 0 || state->units[w] > r->best_units) {
            r->best = w;
            r->best_units = state->units[w];
        }
    }
    return true;
}
