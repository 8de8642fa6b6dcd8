/*
 * Conquest state: setup, players, the game-over test, consistency checks and
 * ranking.
 */
#include "skirmish/core/cq/state.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/core/tr.h"

const char *cq_setup_problem_text(cq_setup_problem problem)
{
    switch (problem) {
    case CQ_SETUP_OK:
        return N_("no problem");
    case CQ_SETUP_GRAPH:
        return N_("the graph is missing or not finished");
    case CQ_SETUP_PLAYER_COUNT:
        return N_("a game needs 2 to 8 players");
    case CQ_SETUP_TOO_FEW_VERTICES:
        return N_("the map has fewer vertices than players");
    case CQ_SETUP_MAX_TURNS:
        return N_("the turn limit must be from 1 to 1000000");
    }
    return N_("unknown problem");
}

const char *cq_state_problem_text(cq_state_problem problem)
{
    switch (problem) {
    case CQ_STATE_OK:
        return N_("no problem");
    case CQ_STATE_NO_GRAPH:
        return N_("the graph is missing or not finished");
    case CQ_STATE_NO_PLAYERS:
        return N_("a game needs players");
    case CQ_STATE_BAD_TURN:
        return N_("the turn limit must be from 1 to 1000000 and the turn from 1 to the limit + 1");
    case CQ_STATE_BAD_CONTROLLER:
        return N_("the controller is no player of the game");
    case CQ_STATE_ELIMINATED_CONTROLLER:
        return N_("the controller was eliminated: an eliminated player controls no vertex");
    case CQ_STATE_BAD_UNITS:
        return N_("units must be from 0 to 1000000000000");
    case CQ_STATE_NEUTRAL_UNITS:
        return N_("a neutral vertex holds no units");
    case CQ_STATE_FUTURE_ELIMINATION:
        return N_("eliminated in a turn after the state's turn");
    }
    return N_("unknown problem");
}

void cq_state_init(cq_state *state, const cq_graph *graph)
{
    memset(state, 0, sizeof *state);
    state->graph = graph;
    state->turn = 1;
    state->max_turns = CQ_DEFAULT_MAX_TURNS;
    core_rng_seed(&state->rng, CQ_DEFAULT_SEED);
    memset(state->controller, CQ_NEUTRAL, sizeof state->controller);
}

int cq_state_find_player(const cq_state *state, const char *id)
{
    if (id == NULL)
        return CQ_NO_PLAYER;
    for (int p = 0; p < state->n_players; p++)
        if (strcmp(state->players[p].id, id) == 0)
            return p;
    return CQ_NO_PLAYER;
}

int cq_state_add_player(cq_state *state, const char *id)
{
    if (id == NULL || id[0] == '\0' || strlen(id) >= CQ_PLAYER_ID_MAX || state->n_players >= CQ_MAX_PLAYERS ||
        cq_state_find_player(state, id) != CQ_NO_PLAYER)
        return CQ_NO_PLAYER;
    cq_player *p = &state->players[state->n_players];
    memset(p, 0, sizeof *p);
    memcpy(p->id, id, strlen(id) + 1);
    return state->n_players++;
}

cq_setup_problem cq_state_setup(cq_state *state, const cq_graph *graph, int n_players, int max_turns,
                                uint64_t seed)
{
    if (graph == NULL || !graph->finished)
        return CQ_SETUP_GRAPH;
    if (n_players < CQ_SETUP_MIN_PLAYERS || n_players > CQ_SETUP_MAX_PLAYERS)
        return CQ_SETUP_PLAYER_COUNT;
    if (graph->n_vertices < n_players)
        return CQ_SETUP_TOO_FEW_VERTICES;
    if (max_turns < 1 || max_turns > CQ_MAX_TURN_LIMIT)
        return CQ_SETUP_MAX_TURNS;
    cq_state s;
    cq_state_init(&s, graph);
    s.max_turns = max_turns;
    core_rng_seed(&s.rng, seed);
    for (int p = 0; p < n_players; p++) {
        char id[16];
        snprintf(id, sizeof id, "p%d", p);
        cq_state_add_player(&s, id);
    }
    /* Start vertices: a partial Fisher-Yates shuffle of the vertices in ascending
     * id order, so the draw depends on the ids, not on the order of the file. */
    int32_t pool[CQ_MAX_VERTICES];
    int n = graph->n_vertices;
    memcpy(pool, graph->by_id, (size_t)n * sizeof pool[0]);
    for (int p = 0; p < n_players; p++) {
        int j = p + (int)core_rng_below(&s.rng, (uint32_t)(n - p));
        int32_t t = pool[p];
        pool[p] = pool[j];
        pool[j] = t;
        s.controller[pool[p]] = (int8_t)p;
        s.units[pool[p]] = 1;
    }
    *state = s;
    return CQ_SETUP_OK;
}

int cq_state_players_left(const cq_state *state)
{
    int n = 0;
    for (int p = 0; p < state->n_players; p++)
        n += !state->players[p].eliminated;
    return n;
}

int64_t cq_state_player_units(const cq_state *state, int player)
{
    int64_t total = 0;
    for (int v = 0; v < state->graph->n_vertices; v++)
        if (state->controller[v] == player)
            total += state->units[v];
    return total;
}

int cq_state_player_vertices(const cq_state *state, int player)
{
    int n = 0;
    for (int v = 0; v < state->graph->n_vertices; v++)
        n += state->controller[v] == player;
    return n;
}

bool cq_state_over(const cq_state *state)
{
    return state->ended || cq_state_players_left(state) <= 1 || state->turn > state->max_turns;
}

int cq_state_winner(const cq_state *state)
{
    if (cq_state_players_left(state) != 1)
        return CQ_NO_PLAYER;
    for (int p = 0; p < state->n_players; p++)
        if (!state->players[p].eliminated)
            return p;
    return CQ_NO_PLAYER;
}

cq_state_problem cq_state_check(const cq_state *state, int *where)
{
    int dummy;
    if (where == NULL)
        where = &dummy;
    *where = -1;
    if (state->graph == NULL || !state->graph->finished)
        return CQ_STATE_NO_GRAPH;
    if (state->n_players < 1 || state->n_players > CQ_MAX_PLAYERS)
        return CQ_STATE_NO_PLAYERS;
    /* Turn 1 is the first; max_turns + 1 is where the last resolved turn leaves a
     * game (so the counter stays within CQ_MAX_TURN_LIMIT + 1). */
    if (state->max_turns < 1 || state->max_turns > CQ_MAX_TURN_LIMIT || state->turn < 1 ||
        state->turn > state->max_turns + 1)
        return CQ_STATE_BAD_TURN;
    for (int p = 0; p < state->n_players; p++) {
        const cq_player *pl = &state->players[p];
        if (pl->eliminated && (pl->eliminated_turn < 0 || pl->eliminated_turn > state->turn)) {
            *where = p;
            return CQ_STATE_FUTURE_ELIMINATION;
        }
    }
    for (int v = 0; v < state->graph->n_vertices; v++) {
        int c = state->controller[v];
        *where = v;
        if (c != CQ_NEUTRAL && (c < 0 || c >= state->n_players))
            return CQ_STATE_BAD_CONTROLLER;
        if (c != CQ_NEUTRAL && state->players[c].eliminated)
            return CQ_STATE_ELIMINATED_CONTROLLER;
        if (state->units[v] < 0 || state->units[v] > CQ_MAX_UNITS)
            return CQ_STATE_BAD_UNITS;
        if (c == CQ_NEUTRAL && state->units[v] != 0)
            return CQ_STATE_NEUTRAL_UNITS;
    }
    *where = -1;
    return CQ_STATE_OK;
}

/* ---- ranking ---- */

/* Sort key: players left first, by units (more is better); then the eliminated,
 * by turn (later is better). Equal keys tie. */
typedef struct rank_key {
    int player;
    int left;          /* 1 if still in the game */
    int64_t score;     /* units if left, elimination turn if not */
} rank_key;

static int compare_keys(const rank_key *a, const rank_key *b)
{
    if (a->left != b->left)
        return a->left > b->left ? -1 : 1;
    if (a->score != b->score)
        return a->score > b->score ? -1 : 1;
    return 0;
}

static void rank_keys(const cq_state *state, rank_key keys[CQ_MAX_PLAYERS])
{
    int64_t units[CQ_MAX_PLAYERS] = {0};
    for (int v = 0; v < state->graph->n_vertices; v++)
        if (state->controller[v] >= 0)
            units[state->controller[v]] += state->units[v];
    for (int p = 0; p < state->n_players; p++) {
        const cq_player *pl = &state->players[p];
        keys[p].player = p;
        keys[p].left = !pl->eliminated;
        keys[p].score = pl->eliminated ? pl->eliminated_turn : units[p];
    }
    /* Insertion sort: at most 16 players, and stable, so ties keep seat order. */
    for (int i = 1; i < state->n_players; i++) {
        rank_key k = keys[i];
        int j = i;
        while (j > 0 && compare_keys(&keys[j - 1], &k) > 0) {
            keys[j] = keys[j - 1];
            j--;
        }
        keys[j] = k;
    }
}

int cq_state_rank_groups(const cq_state *state, int order[CQ_MAX_PLAYERS], int group_start[CQ_MAX_PLAYERS + 1])
{
    rank_key keys[CQ_MAX_PLAYERS];
    rank_keys(state, keys);
    int groups = 0;
    for (int i = 0; i < state->n_players; i++) {
        order[i] = keys[i].player;
        if (i == 0 || compare_keys(&keys[i - 1], &keys[i]) != 0)
            group_start[groups++] = i;
    }
    group_start[groups] = state->n_players;
    return groups;
}

void cq_state_ranks(const cq_state *state, int rank[CQ_MAX_PLAYERS])
{
    int order[CQ_MAX_PLAYERS], start[CQ_MAX_PLAYERS + 1];
    int groups = cq_state_rank_groups(state, order, start);
    for (int g = 0; g < groups; g++)
        for (int i = start[g]; i < start[g + 1]; i++)
            rank[order[i]] = start[g] + 1;
}

/* ---- Fair starts ---- */

/* Edges between every pair of vertices, along the edges' direction (row s:
 * how far s must go to reach each vertex); INT32_MAX for none. */
static int32_t *hop_table(const cq_graph *g)
{
    int n = g->n_vertices;
    int32_t *d = malloc((size_t)n * (size_t)n * sizeof *d);
    int32_t *queue = malloc((size_t)n * sizeof *queue);
    if (d == NULL || queue == NULL) {
        free(d);
        free(queue);
        return NULL;
    }
    for (int s = 0; s < n; s++) {
        int32_t *row = d + (size_t)s * (size_t)n;
        for (int v = 0; v < n; v++)
            row[v] = INT32_MAX;
        row[s] = 0;
        int head = 0, tail = 0;
        queue[tail++] = s;
        while (head < tail) {
            int v = queue[head++];
            for (int i = 0; i < cq_graph_out_degree(g, v); i++) {
                int w = cq_graph_out_neighbour(g, v, i);
                if (row[w] == INT32_MAX) {
                    row[w] = row[v] + 1;
                    queue[tail++] = w;
                }
            }
        }
    }
    free(queue);
    return d;
}

/* What a start must pay for its first capture: the lightest vertex it has an
 * edge to (on turn 1 all but the starts are neutral, and a neutral costs its
 * weight). A start with no way out pays more than any map's weight. */
static int32_t first_capture(const cq_graph *g, int v)
{
    int32_t best = 1000001;
    for (int i = 0; i < cq_graph_out_degree(g, v); i++) {
        int32_t w = (int32_t)g->vertices[cq_graph_out_neighbour(g, v, i)].weight;
        best = w < best ? w : best;
    }
    return best;
}

typedef struct fair_search {
    const cq_graph *g;
    const int32_t *hops;
    const int32_t *rich_hops;  /* per vertex: edges to the nearest rich vertex, -1 if none */
    int n;
} fair_search;

/* The ways in and out of a start, which hops either way along an edge do not
 * see: on The Crown every ring vertex is two edges from every other through
 * the centre, but only the gates get the centre's units back (a two-way edge,
 * one more way in), and a set of two gates and two plain vertices scored as
 * fair (play-test: the computers got the two-way spokes). Spread over the set:
 * most minus least. */
typedef struct fair_shape {
    int out_spread, in_spread;
    int32_t first_spread; /* of first_capture over the starts */
    int near_pairs;       /* pairs of starts at the nearest distance: fewer is nearer to a farther nearest pair */
} fair_shape;

static void fair_shape_of(const cq_graph *g, const int32_t *set, int k, fair_shape *sh)
{
    int out_min = 0, out_max = 0, in_min = 0, in_max = 0;
    int32_t first_min = 0, first_max = 0;
    for (int i = 0; i < k; i++) {
        int o = cq_graph_out_degree(g, set[i]), n = cq_graph_in_degree(g, set[i]);
        int32_t c = first_capture(g, set[i]);
        first_min = i == 0 || c < first_min ? c : first_min;
        first_max = i == 0 || c > first_max ? c : first_max;
        out_min = i == 0 || o < out_min ? o : out_min;
        out_max = i == 0 || o > out_max ? o : out_max;
        in_min = i == 0 || n < in_min ? n : in_min;
        in_max = i == 0 || n > in_max ? n : in_max;
    }
    sh->out_spread = out_max - out_min;
    sh->in_spread = in_max - in_min;
    sh->first_spread = first_max - first_min;
}

/* How soon either of two vertices can reach the other: the nearer way; not
 * joined at all, as far as can be. */
static int fair_apart(const fair_search *f, int a, int b)
{
    int nv = f->g->n_vertices;
    int d = f->hops[(size_t)a * (size_t)nv + (size_t)b], back = f->hops[(size_t)b * (size_t)nv + (size_t)a];
    d = back < d ? back : d;
    return d == INT32_MAX ? nv : d;
}

static int fair_near_pairs(const fair_search *f, const int32_t *set, int k, int apart_min)
{
    int n = 0;
    for (int i = 0; i < k; i++)
        for (int j = i + 1; j < k; j++)
            n += fair_apart(f, set[i], set[j]) == apart_min;
    return n;
}

static void fair_measure(const fair_search *f, const int32_t *set, int k, cq_fair_quality *q)
{
    q->weight_min = q->weight_max = f->g->vertices[set[0]].weight;
    q->apart_min = k > 1 ? INT32_MAX : 0;
    q->apart_max = 0;
    q->rich_min = q->rich_max = f->rich_hops[set[0]];
    for (int i = 0; i < k; i++) {
        int w = f->g->vertices[set[i]].weight, r = f->rich_hops[set[i]];
        q->weight_min = w < q->weight_min ? w : q->weight_min;
        q->weight_max = w > q->weight_max ? w : q->weight_max;
        q->rich_min = r < q->rich_min ? r : q->rich_min;
        q->rich_max = r > q->rich_max ? r : q->rich_max;
        for (int j = i + 1; j < k; j++) {
            int d = fair_apart(f, set[i], set[j]);
            q->apart_min = d < q->apart_min ? d : q->apart_min;
            q->apart_max = d > q->apart_max ? d : q->apart_max;
        }
    }
}

/* Higher is fairer, each rule counting only among sets equal on those before
 * it (docs/conquest.md, "Fair starts"): equal weights (the candidates have
 * one weight whenever the map allows); then the nearest pair of starts as far
 * apart as can be (blind play-test 16: an equal first capture was worth two
 * hundred steps, and Plains for 4 put two starts 2 steps apart); then every
 * start the same: the same price for its first capture (play-test 9: on
 * Gauntlet one start's only way out was a weight-3 vertex, the others' weight
 * 1) and as many ways out and in (a play-test on The Crown: the computers got
 * the two-way spokes); then every pair equally far, with as few pairs at the
 * nearest distance as can be; then the starts equally far from the rich
 * vertices, and a little for being farther from them. */
static int64_t fair_score(const cq_fair_quality *q, const fair_shape *sh)
{
    int wd = q->weight_max - q->weight_min, spread = q->apart_max - q->apart_min, ways = sh->out_spread + sh->in_spread;
    int rich = q->rich_max - q->rich_min;
    int64_t s = -(int64_t)(wd < 9000 ? wd : 9000) * INT64_C(1000000000000000);
    s += (int64_t)(q->apart_min < 999 ? q->apart_min : 999) * INT64_C(1000000000000);
    s -= (int64_t)(sh->first_spread < 49 ? sh->first_spread : 49) * INT64_C(10000000000);
    s -= (int64_t)(ways < 99 ? ways : 99) * INT64_C(100000000);
    s -= (int64_t)(spread < 999 ? spread : 999) * INT64_C(100000);
    s -= (int64_t)sh->near_pairs * 1000; /* at most 28 pairs */
    s -= (int64_t)(rich < 99 ? rich : 99) * 10;
    s += (int64_t)(q->rich_min < 9 ? q->rich_min : 9);
    return s;
}

/* The score of the set, climbing: the weight of a pair fewer at the nearest
 * distance stays under a step of distance. */
static int64_t fair_rate(const fair_search *f, const int32_t *set, bool climbing)
{
    cq_fair_quality q;
    fair_shape sh;
    fair_measure(f, set, f->n, &q);
    fair_shape_of(f->g, set, f->n, &sh);
    sh.near_pairs = fair_near_pairs(f, set, f->n, q.apart_min);
    return fair_score(&q, &sh) - (climbing ? (int64_t)sh.near_pairs * INT64_C(10000000000) : 0);
}

/* Swaps one start for a candidate while that scores higher; the score. */
static int64_t fair_climb(const fair_search *f, int32_t *set, const int32_t *cand, int nc, bool climbing)
{
    int64_t score = fair_rate(f, set, climbing);
    for (bool better = true; better;) {
        better = false;
        for (int p = 0; p < f->n; p++)
            for (int i = 0; i < nc; i++) {
                int32_t c = cand[i], was = set[p];
                bool taken = false;
                for (int j = 0; j < f->n; j++)
                    taken = taken || set[j] == c;
                if (taken)
                    continue;
                set[p] = c;
                int64_t s = fair_rate(f, set, climbing);
                if (s > score) {
                    score = s;
                    better = true;
                } else {
                    set[p] = was;
                }
            }
    }
    return score;
}

/* Every set of f->n candidates, when there are at most 20000: the best in
 * `best` (ties drawn evenly by rng) and true; else false, nothing drawn. */
static bool fair_every_set(const fair_search *f, const int32_t *cand, int nc, core_rng *rng,
                           int32_t best[CQ_SETUP_MAX_PLAYERS])
{
    int k = f->n;
    double sets = 1;
    for (int i = 0; i < k; i++)
        sets = sets * (nc - i) / (i + 1);
    if (sets > 20000 || nc < k)
        return false;
    int idx[CQ_SETUP_MAX_PLAYERS];
    int32_t set[CQ_SETUP_MAX_PLAYERS];
    for (int i = 0; i < k; i++)
        idx[i] = i;
    int64_t top = INT64_MIN;
    uint32_t ties = 0;
    for (;;) {
        for (int i = 0; i < k; i++)
            set[i] = cand[idx[i]];
        int64_t s = fair_rate(f, set, false);
        if (s > top || (s == top && core_rng_below(rng, ++ties + 1) == 0)) {
            ties = s > top ? 0 : ties;
            top = s;
            memcpy(best, set, (size_t)k * sizeof *set);
        }
        int i = k - 1;
        while (i >= 0 && idx[i] == nc - k + i)
            i--;
        if (i < 0)
            return true;
        idx[i]++;
        for (int j = i + 1; j < k; j++)
            idx[j] = idx[j - 1] + 1;
    }
}

bool cq_fair_starts(const cq_graph *graph, int n_players, uint64_t seed, int32_t out[CQ_SETUP_MAX_PLAYERS],
                    cq_fair_quality *quality)
{
    if (graph == NULL || !graph->finished || n_players < 1 || n_players > CQ_SETUP_MAX_PLAYERS ||
        graph->n_vertices < n_players)
        return false;
    const cq_graph *g = graph;
    int nv = g->n_vertices;
    int32_t *hops = hop_table(g);
    int32_t *rich_hops = malloc((size_t)nv * sizeof *rich_hops);
    int32_t *cand = malloc((size_t)nv * sizeof *cand);
    if (hops == NULL || rich_hops == NULL || cand == NULL) {
        free(hops);
        free(rich_hops);
        free(cand);
        return false;
    }
    /* The rich vertices: the heaviest quarter, when the map has weights at all. */
    int32_t *sorted = cand; /* borrowed for the quartile */
    for (int v = 0; v < nv; v++)
        sorted[v] = g->vertices[v].weight;
    for (int i = 1; i < nv; i++)
        for (int j = i; j > 0 && sorted[j - 1] > sorted[j]; j--) {
            int32_t t = sorted[j];
            sorted[j] = sorted[j - 1];
            sorted[j - 1] = t;
        }
    int32_t rich = sorted[nv - 1 - (nv - 1) / 4], lightest = sorted[0];
    bool has_rich = rich > lightest;
    for (int v = 0; v < nv; v++) {
        rich_hops[v] = -1;
        if (!has_rich)
            continue;
        for (int w = 0; w < nv; w++) {
            int32_t d = hops[(size_t)v * (size_t)nv + (size_t)w];
            if (g->vertices[w].weight >= rich && d != INT32_MAX && (rich_hops[v] < 0 || d < rich_hops[v]))
                rich_hops[v] = d;
        }
    }
    /* The candidates: the commonest weight below the rich ones that has a
     * vertex for every player (the lighter on a tie); else every vertex. */
    int best_w = -1, best_n = 0;
    for (int i = 0; i < nv;) {
        int j = i;
        while (j < nv && sorted[j] == sorted[i])
            j++; /* sorted[i .. j-1]: one weight, ascending */
        if (j - i >= n_players && (!has_rich || sorted[i] < rich) && j - i > best_n) {
            best_w = sorted[i];
            best_n = j - i;
        }
        i = j;
    }
    int nc = 0;
    for (int i = 0; i < nv; i++) {
        int v = g->by_id[i]; /* id order: the file's order changes nothing */
        if (best_w < 0 || g->vertices[v].weight == best_w)
            cand[nc++] = v;
    }
    fair_search f = {g, hops, rich_hops, n_players};
    core_rng rng;
    core_rng_seed(&rng, seed ^ UINT64_C(0xFA1A5EED));
    int32_t best[CQ_SETUP_MAX_PLAYERS], set[CQ_SETUP_MAX_PLAYERS];
    int64_t best_score = INT64_MIN;
    /* Restarts, each from a random candidate and then, one by one, the
     * candidate farthest from those chosen (the first such in id order),
     * climbed by swapping one start for a candidate while that is fairer; the
     * best set kept (random sets alone left Plains for 8 two steps apart). */
    /* Few enough sets (The Crown, Duel, Gauntlet): every one of them, one of
     * the best drawn by the seed. */
    if (fair_every_set(&f, cand, nc, &rng, best))
        nc = 0; /* no search */
    int rounds = nc == 0 ? 0 : nc > 400 ? 4 : 24;
    for (int round = 0; round < rounds; round++) {
        int32_t pool[CQ_SETUP_MAX_PLAYERS];
        pool[0] = cand[core_rng_below(&rng, (uint32_t)nc)];
        for (int p = 1; p < n_players; p++) {
            int far = -1;
            for (int i = 0; i < nc; i++) {
                int near = INT32_MAX;
                for (int j = 0; j < p; j++) {
                    int d = pool[j] == cand[i] ? -1 : fair_apart(&f, pool[j], cand[i]);
                    near = d < near ? d : near;
                }
                if (near >= 0 && (far < 0 || near > far)) {
                    far = near;
                    pool[p] = cand[i];
                }
            }
        }
        memcpy(set, pool, sizeof pool);
        /* first with fewer pairs at the nearest distance counting next to
         * it (the way to a farther nearest pair), then by the rules alone */
        fair_climb(&f, set, cand, nc, true);
        int64_t score = fair_climb(&f, set, cand, nc, false);
        if (score > best_score) {
            best_score = score;
            memcpy(best, set, sizeof best);
        }
    }
    /* Which seat gets which start: the seed's draw. */
    for (int p = n_players - 1; p > 0; p--) {
        int j = (int)core_rng_below(&rng, (uint32_t)(p + 1));
        int32_t t = best[p];
        best[p] = best[j];
        best[j] = t;
    }
    for (int p = 0; p < n_players; p++)
        out[p] = best[p];
    if (quality)
        fair_measure(&f, best, n_players, quality);
    free(hops);
    free(rich_hops);
    free(cand);
    return true;
}

cq_setup_problem cq_state_setup_fair(cq_state *state, const cq_graph *graph, int n_players, int max_turns,
                                     uint64_t seed)
{
    cq_state s;
    cq_setup_problem p = cq_state_setup(&s, graph, n_players, max_turns, seed);
    if (p != CQ_SETUP_OK)
        return p;
    int32_t starts[CQ_SETUP_MAX_PLAYERS];
    if (!cq_fair_starts(graph, n_players, seed, starts, NULL))
        return CQ_SETUP_GRAPH;
    for (int v = 0; v < graph->n_vertices; v++) {
        s.controller[v] = CQ_NEUTRAL;
        s.units[v] = 0;
    }
    for (int q = 0; q < n_players; q++) {
        s.controller[starts[q]] = (int8_t)q;
        s.units[starts[q]] = 1;
    }
    *state = s;
    return CQ_SETUP_OK;
}

int cq_state_ranked_winner(const cq_state *state)
{
    if (!cq_state_over(state))
        return CQ_NO_PLAYER;
    int rank[CQ_MAX_PLAYERS], first = CQ_NO_PLAYER;
    cq_state_ranks(state, rank);
    for (int p = 0; p < state->n_players; p++) {
        if (rank[p] != 1)
            continue;
        if (first != CQ_NO_PLAYER)
            return CQ_NO_PLAYER; /* tied first */
        first = p;
    }
    return first;
}
