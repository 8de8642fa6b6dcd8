/*
 * Conquest computer players (levels in cq_bots.h). All levels share the same
 * bookkeeping: what each vertex still has to give (`spare`), the units sent along
 * each edge (`send`, turned into one order per edge at the end), and for normal
 * and hard the distance of each own vertex to the front.
 *
 * Prices: taking a neutral vertex costs its weight; taking an enemy vertex costs
 * its units plus one (combat comes before generation, so the defenders do not grow
 * before the fight). Worth: a vertex's weight is what it makes per turn; an enemy
 * vertex counts twice, since taking it also takes that production from a rival.
 */
#include "cq_bots_internal.h"

#include <stdint.h>
#include <stdlib.h>

#define FAR INT32_MAX

/* A vertex to attack, with its sort keys computed once; `tie` orders equal
 * deals (0 unless the plan draws a tie break). */
struct target {
    int32_t vertex;
    uint32_t tie;
    int64_t worth, price;
};

typedef struct bot {
    const cq_state *s;
    const cq_graph *g;
    int me;
    const cq_plan *plan;
    core_rng *rng;
    int64_t *spare;          /* per vertex: units not yet ordered out */
    int64_t *reserve;        /* per vertex: units kept home */
    int64_t *threat;         /* per vertex: enemy units that could arrive */
    int64_t *biggest;        /* per vertex: the largest single enemy vertex next to it */
    int64_t *send;           /* per edge */
    int32_t *dist;           /* per vertex: steps to the front through own vertices */
    int32_t *queue;
    struct target *targets;
    unsigned char *claimed;  /* per vertex: already attacked this turn */
} bot;

static bool mine(const bot *b, int v)
{
    return b->s->controller[v] == b->me;
}

static bool enemy(const bot *b, int v)
{
    return b->s->controller[v] != CQ_NEUTRAL && b->s->controller[v] != b->me;
}

static void move(bot *b, int edge, int64_t units)
{
    if (units <= 0)
        return;
    b->spare[b->g->edges[edge].from] -= units;
    b->send[edge] += units;
}

static int64_t price(const bot *b, int t)
{
    if (enemy(b, t) && b->plan->foresight != NULL)
        return b->plan->foresight->defenders[t] + 1;
    return enemy(b, t) ? b->s->units[t] + 1 : b->g->vertices[t].weight;
}

static int64_t worth(const bot *b, int t)
{
    return (int64_t)b->g->vertices[t].weight * (enemy(b, t) ? 2 : 1);
}

/* a is a better deal than b: more worth per unit, cross-multiplied exactly when
 * the products fit in 64 bits (always on the shipped maps), else in long double. */
static bool better_deal(int64_t worth_a, int64_t price_a, int64_t worth_b, int64_t price_b)
{
    int64_t x, y;
    if (!__builtin_mul_overflow(worth_a, price_b, &x) && !__builtin_mul_overflow(worth_b, price_a, &y))
        return x > y;
    return (long double)worth_a * (long double)price_b > (long double)worth_b * (long double)price_a;
}

/* ---- random ---- */

static void play_random(bot *b)
{
    const cq_graph *g = b->g;
    for (int v = 0; v < g->n_vertices; v++) {
        int deg = cq_graph_out_degree(g, v);
        if (!mine(b, v) || b->spare[v] <= 0 || deg == 0 || core_rng_below(b->rng, 2) == 0)
            continue;
        int e = g->out_edge[g->out_start[v] + (int)core_rng_below(b->rng, (uint32_t)deg)];
        int64_t most = b->spare[v] < UINT32_MAX ? b->spare[v] : UINT32_MAX;
        move(b, e, 1 + (int64_t)core_rng_below(b->rng, (uint32_t)most));
    }
}

/* ---- easy ---- */

static void play_easy(bot *b)
{
    const cq_graph *g = b->g;
    for (int v = 0; v < g->n_vertices; v++) {
        if (!mine(b, v) || b->spare[v] <= 0)
            continue;
        int best = -1;
        int64_t best_price = 0;
        for (int i = g->out_start[v]; i < g->out_start[v + 1]; i++) {
            int e = g->out_edge[i], t = g->edges[e].to;
            if (mine(b, t))
                continue;
            int64_t p = price(b, t);
            if (p > b->spare[v])
                continue;
            if (best < 0 || p < best_price || (p == best_price && core_rng_below(b->rng, 2) == 0)) {
                best = e;
                best_price = p;
            }
        }
        if (best >= 0)
            move(b, best, b->spare[v]);
    }
}

/* ---- the front ---- */

/* dist[v]: 0 for own vertices with a neighbour not ours, then steps back through
 * own vertices (following edges forward to the front), FAR if cut off. */
static void front_distances(bot *b)
{
    const cq_graph *g = b->g;
    int head = 0, tail = 0;
    for (int v = 0; v < g->n_vertices; v++) {
        b->dist[v] = FAR;
        if (!mine(b, v))
            continue;
        for (int i = 0; i < cq_graph_out_degree(g, v); i++) {
            if (!mine(b, cq_graph_out_neighbour(g, v, i))) {
                b->dist[v] = 0;
                b->queue[tail++] = v;
                break;
            }
        }
    }
    while (head < tail) {
        int w = b->queue[head++];
        for (int i = g->in_start[w]; i < g->in_start[w + 1]; i++) {
            int u = g->edges[g->in_edge[i]].from;
            if (mine(b, u) && b->dist[u] == FAR) {
                b->dist[u] = b->dist[w] + 1;
                b->queue[tail++] = u;
            }
        }
    }
}

/* Interior vertices send what they can spare one step closer to the front; with
 * `by_threat` towards the most threatened of the closer vertices (a vertex saving
 * for a target counts its price as threat, so the interior gathers there). */
static void push_to_front(bot *b, bool by_threat)
{
    const cq_graph *g = b->g;
    for (int v = 0; v < g->n_vertices; v++) {
        if (!mine(b, v) || b->dist[v] == 0 || b->dist[v] == FAR || b->spare[v] <= b->reserve[v])
            continue;
        int best = -1;
        for (int i = g->out_start[v]; i < g->out_start[v + 1]; i++) {
            int e = g->out_edge[i], w = g->edges[e].to;
            if (!mine(b, w) || b->dist[w] != b->dist[v] - 1)
                continue;
            if (best < 0 || (by_threat && b->threat[w] > b->threat[g->edges[best].to]))
                best = e;
        }
        if (best >= 0)
            move(b, best, b->spare[v] - b->reserve[v]);
    }
}

/* ---- greedy (the normal level before the play-test; one of hard's plans) ---- */

/* Frontier vertices take their best neighbours one after another at their price,
 * alone; the interior sends everything one step closer to the front. Hard tries
 * it as one of its plans. */
static void play_greedy(bot *b)
{
    const cq_graph *g = b->g;
    front_distances(b);
    for (int v = 0; v < g->n_vertices; v++) {
        if (!mine(b, v) || b->dist[v] != 0)
            continue;
        /* Take the best affordable neighbours one after another, at their price. */
        for (;;) {
            int best = -1;
            for (int i = g->out_start[v]; i < g->out_start[v + 1]; i++) {
                int e = g->out_edge[i], t = g->edges[e].to;
                if (mine(b, t) || b->claimed[t] || price(b, t) > b->spare[v])
                    continue;
                int bt = best >= 0 ? g->edges[best].to : -1;
                if (best < 0 || better_deal(worth(b, t), price(b, t), worth(b, bt), price(b, bt)))
                    best = e;
            }
            if (best < 0)
                break;
            int t = g->edges[best].to;
            b->claimed[t] = 1;
            move(b, best, price(b, t));
        }
    }
    push_to_front(b, false);
}

/* ---- normal and its variants ---- */

/* The enemy units own vertex v guards against under the plan. */
static int64_t danger_at(const bot *b, int v)
{
    switch (b->plan->guard) {
    case CQ_GUARD_MAX:
        return b->biggest[v];
    case CQ_GUARD_FORESEEN:
        return b->plan->foresight != NULL ? b->plan->foresight->attack[v] : b->threat[v];
    default:
        return b->threat[v];
    }
}

/* Enemy units next to each own vertex (edges into it): their sum, the largest
 * single vertex among them, and the guard the plan keeps: one more than the sum
 * (or the largest), as far as the vertex's units go. */
static void guard_threats(bot *b)
{
    const cq_graph *g = b->g;
    for (int v = 0; v < g->n_vertices; v++) {
        b->threat[v] = 0;
        b->biggest[v] = 0;
        b->reserve[v] = 0;
        if (!mine(b, v))
            continue;
        for (int i = 0; i < cq_graph_in_degree(g, v); i++) {
            int u = cq_graph_in_neighbour(g, v, i);
            if (enemy(b, u)) {
                b->threat[v] += b->s->units[u];
                if (b->s->units[u] > b->biggest[v])
                    b->biggest[v] = b->s->units[u];
            }
        }
        int64_t danger = danger_at(b, v);
        if (b->plan->guard == CQ_GUARD_NONE || danger == 0)
            continue;
        b->reserve[v] = danger + 1 < b->s->units[v] ? danger + 1 : b->s->units[v];
        /* Without reinforcements a vertex that cannot be held gives up its guard. */
        if (!b->plan->reinforce && b->s->units[v] <= danger)
            b->reserve[v] = 0;
    }
}

/* Whether t is the only enemy vertex that threatens own vertex u: then an attack
 * on t along u -> t defends u as well as its guard would (if t's units come to u
 * they meet the attack head-on on the way), so the guard may join it. */
static bool only_threat(const bot *b, int u, int t)
{
    const cq_graph *g = b->g;
    if (!enemy(b, t))
        return false;
    for (int i = 0; i < cq_graph_in_degree(g, u); i++) {
        int w = cq_graph_in_neighbour(g, u, i);
        if (w != t && enemy(b, w))
            return false;
    }
    return true;
}

/* What own vertex u can give toward t. */
static int64_t can_give(const bot *b, int u, int t)
{
    return b->spare[u] - (only_threat(b, u, t) ? 0 : b->reserve[u]);
}

/* What own vertices with an edge into t can give toward it. */
static int64_t pool_toward(const bot *b, int t)
{
    const cq_graph *g = b->g;
    int64_t sum = 0;
    for (int i = 0; i < cq_graph_in_degree(g, t); i++) {
        int u = cq_graph_in_neighbour(g, t, i);
        if (mine(b, u) && u != t)
            sum += can_give(b, u, t);
    }
    return sum;
}

/* Sends `need` units into t from own vertices with an edge into it, largest
 * givers first (so fewer vertices are emptied), never below their guard. */
static void gather_into(bot *b, int t, int64_t need)
{
    const cq_graph *g = b->g;
    while (need > 0) {
        int best = -1;
        int64_t best_give = 0;
        for (int i = g->in_start[t]; i < g->in_start[t + 1]; i++) {
            int e = g->in_edge[i], u = g->edges[e].from;
            if (!mine(b, u) || u == t)
                continue;
            int64_t give = can_give(b, u, t);
            if (give > best_give) {
                best = e;
                best_give = give;
            }
        }
        if (best < 0)
            break;
        int64_t take = best_give < need ? best_give : need;
        move(b, best, take);
        need -= take;
    }
}

/* Best deal first; among equal deals the dearer (for a neutral vertex, the
 * heavier: it pays back as fast and makes more afterwards), then the drawn tie
 * break, then the vertex order. */
static int compare_targets(const void *pa, const void *pb)
{
    const struct target *a = pa, *c = pb;
    if (better_deal(a->worth, a->price, c->worth, c->price))
        return -1;
    if (better_deal(c->worth, c->price, a->worth, a->price))
        return 1;
    if (a->price != c->price)
        return a->price > c->price ? -1 : 1;
    if (a->tie != c->tie)
        return a->tie < c->tie ? -1 : 1;
    return (a->vertex > c->vertex) - (a->vertex < c->vertex);
}

static uint32_t draw_tie(bot *b)
{
    return b->plan->tie_break && b->rng != NULL ? (uint32_t)core_rng_next(b->rng) : 0;
}

/* A threatened vertex that cannot make its guard alone is reinforced by its own
 * neighbours' spare units when they can make up the difference, the most
 * productive vertices first; one that cannot be held gives up its guard, so its
 * units join the attacks instead of dying in place. */
static void reinforce_threatened(bot *b)
{
    const cq_graph *g = b->g;
    int n = 0;
    for (int v = 0; v < g->n_vertices; v++) {
        int64_t danger = mine(b, v) ? danger_at(b, v) : 0;
        if (mine(b, v) && danger > 0 && danger >= b->s->units[v])
            b->targets[n++] = (struct target){v, draw_tie(b), g->vertices[v].weight, danger + 1 - b->s->units[v]};
    }
    qsort(b->targets, (size_t)n, sizeof *b->targets, compare_targets);
    for (int k = 0; k < n; k++) {
        int v = b->targets[k].vertex;
        int64_t deficit = b->targets[k].price;
        if (pool_toward(b, v) >= deficit)
            gather_into(b, v, deficit);
        else
            b->reserve[v] = 0;
    }
}

/* The defender's possible reinforcements: units of the owner next to t. */
static int64_t reinforcements(const bot *b, int t)
{
    const cq_graph *g = b->g;
    int owner = b->s->controller[t];
    int64_t sum = 0;
    for (int i = 0; i < cq_graph_in_degree(g, t); i++) {
        int u = cq_graph_in_neighbour(g, t, i);
        if (b->s->controller[u] == owner)
            sum += b->s->units[u];
    }
    return sum;
}

/* A target's worth and price under the plan's settings. */
static struct target plan_target(bot *b, int t, core_rng *jitter)
{
    int64_t w = worth(b, t), p = price(b, t);
    if (b->plan->heavy)
        w *= b->g->vertices[t].weight;
    if (enemy(b, t) && b->plan->caution > 0)
        p += reinforcements(b, t) * b->plan->caution / 2;
    if (jitter != NULL)
        w = w * (16 + (int64_t)core_rng_below(jitter, 5)); /* up to a quarter more */
    return (struct target){t, draw_tie(b), w, p};
}

/* Units next to t that cannot pay for it this turn wait there for it (it is the
 * best target they border), and the interior is drawn toward them: one turn's
 * saving instead of a small deal now. Only when they already have half of it. */
static void save_for(bot *b, int t, int64_t price_t)
{
    const cq_graph *g = b->g;
    if (2 * pool_toward(b, t) < price_t)
        return;
    for (int i = 0; i < cq_graph_in_degree(g, t); i++) {
        int u = cq_graph_in_neighbour(g, t, i);
        if (mine(b, u) && u != t) {
            b->reserve[u] = b->spare[u];
            b->threat[u] += price_t;
        }
    }
}

/* Gathers, defends, then attacks only what it can win (a play-tester found the
 * old normal, now `greedy`, weak: it attacked from each vertex alone and never
 * defended). Threatened vertices keep a guard and are reinforced first; then every vertex not ours next
 * to an own vertex, best deal first, is attacked with the units of all own
 * neighbours together when they can pay its price, otherwise not at all (no
 * scattered attacks that die on the way); a guard joins an attack on the one
 * enemy vertex that threatens it. What is left waits at the front, and the
 * interior sends its units toward the most threatened front vertex.
 * Tuned with bench/cq_bots_tournament.py on seeds 1-40: a guard against the sum
 * of the enemy units next to a vertex, exact prices (no margin for the owner's
 * reinforcements: it cost more wins than it saved), heavier vertices first among
 * equal deals. Hard's variants change the guard, the prices, the worth, and may
 * save for a target. */
static void play_pooled(bot *b)
{
    const cq_graph *g = b->g;
    int nv = g->n_vertices;
    guard_threats(b);
    front_distances(b);
    if (b->plan->reinforce)
        reinforce_threatened(b);

    core_rng jitter_rng, *jitter = NULL;
    if (b->plan->jitter != 0) {
        core_rng_seed(&jitter_rng, b->plan->jitter);
        jitter = &jitter_rng;
    }
    int n = 0;
    for (int t = 0; t < nv; t++) {
        if (mine(b, t))
            continue;
        for (int i = 0; i < cq_graph_in_degree(g, t); i++) {
            if (mine(b, cq_graph_in_neighbour(g, t, i))) {
                b->targets[n++] = plan_target(b, t, jitter);
                break;
            }
        }
    }
    qsort(b->targets, (size_t)n, sizeof *b->targets, compare_targets);
    bool saved = !b->plan->save;
    for (int k = 0; k < n; k++) {
        int t = b->targets[k].vertex;
        if (pool_toward(b, t) < b->targets[k].price) {
            if (!saved) {
                save_for(b, t, b->targets[k].price);
                saved = true;
            }
            continue;
        }
        gather_into(b, t, b->targets[k].price);
        b->claimed[t] = 1;
    }
    push_to_front(b, true);
}

cq_plan cq_plan_normal(void)
{
    return (cq_plan){CQ_PLAN_POOLED, CQ_GUARD_SUM, true, 0, false, false, true, 0, NULL};
}

int cq_plan_orders(const cq_state *state, int player, const cq_plan *p, core_rng *rng, cq_order *out, int cap)
{
    const cq_graph *g = state->graph;
    size_t nv = (size_t)g->n_vertices, ne = (size_t)(g->n_edges > 0 ? g->n_edges : 1);
    bot b = {state, g, player, p, rng, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL};
    b.spare = malloc(nv * sizeof *b.spare);
    b.reserve = calloc(nv, sizeof *b.reserve);
    b.threat = calloc(nv, sizeof *b.threat);
    b.biggest = calloc(nv, sizeof *b.biggest);
    b.send = calloc(ne, sizeof *b.send);
    b.dist = malloc(nv * sizeof *b.dist);
    b.queue = malloc(nv * sizeof *b.queue);
    b.targets = malloc(nv * sizeof *b.targets);
    b.claimed = calloc(nv, 1);
    int count = -1;
    if (b.spare && b.reserve && b.threat && b.biggest && b.send && b.dist && b.queue && b.targets && b.claimed) {
        for (size_t v = 0; v < nv; v++)
            b.spare[v] = state->controller[v] == player ? state->units[v] : 0;
        switch (p->kind) {
        case CQ_PLAN_RANDOM:
            play_random(&b);
            break;
        case CQ_PLAN_EASY:
            play_easy(&b);
            break;
        case CQ_PLAN_GREEDY:
            play_greedy(&b);
            break;
        case CQ_PLAN_POOLED:
            play_pooled(&b);
            break;
        }
        count = 0;
        for (int e = 0; e < g->n_edges && count < cap; e++) {
            if (b.send[e] <= 0)
                continue;
            out[count++] = (cq_order){player, g->vertices[g->edges[e].from].id, g->vertices[g->edges[e].to].id,
                                      b.send[e]};
        }
    }
    free(b.spare);
    free(b.reserve);
    free(b.threat);
    free(b.biggest);
    free(b.send);
    free(b.dist);
    free(b.queue);
    free(b.targets);
    free(b.claimed);
    return count;
}
