/*
 * The Conquest match controller (see conquest_match.h).
 */
#include "conquest/match.h"

#include "skirmish/data/cq_save.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "skirmish/i18n.h"

void conquest_match_init(conquest_match *m)
{
    memset(m, 0, sizeof *m);
    cq_graph_init(&m->graph);
}

static void free_orders(conquest_match *m)
{
    for (int p = 0; p < CQ_MAX_PLAYERS; p++) {
        free(m->orders[p].list);
        m->orders[p].list = NULL;
        m->orders[p].n = 0;
        m->orders[p].ready = false;
    }
    free(m->last_orders);
    free(m->last_problems);
    m->last_orders = NULL;
    m->last_problems = NULL;
    m->n_last = 0;
    m->has_last = false;
}

void conquest_match_free(conquest_match *m)
{
    if (m->net && m->net_free)
        m->net_free(m->net);
    free_orders(m);
    data_cq_record_free(&m->record);
    cq_graph_free(&m->graph);
    conquest_match_init(m);
}

static bool alloc_orders(conquest_match *m)
{
    size_t cap = (size_t)(m->graph.n_edges > 0 ? m->graph.n_edges : 1);
    for (int p = 0; p < m->state.n_players; p++) {
        m->orders[p].list = calloc(cap, sizeof(cq_order));
        if (!m->orders[p].list)
            return false;
    }
    return true;
}

void conquest_match_move(conquest_match *dst, conquest_match *src)
{
    *dst = *src;
    /* The states point at the match's own graph. */
    dst->state.graph = &dst->graph;
    dst->before.graph = &dst->graph;
    if (dst->record.start)
        dst->record.start->graph = &dst->graph;
    conquest_match_init(src);
}

bool conquest_match_start(conquest_match *m, const cq_map *map, int n_players, const int seats[], int max_turns, uint64_t seed,
                    char *why, int why_size)
{
    return conquest_match_start_starts(m, map, n_players, seats, max_turns, seed, false, why, why_size);
}

bool conquest_match_start_starts(conquest_match *m, const cq_map *map, int n_players, const int seats[], int max_turns,
                                 uint64_t seed, bool fair, char *why, int why_size)
{
    conquest_match_free(m);
    if (!cq_graph_copy(&m->graph, &map->graph)) {
        snprintf(why, (size_t)why_size, "%s", _("out of memory"));
        return false;
    }
    cq_setup_problem p = fair ? cq_state_setup_fair(&m->state, &m->graph, n_players, max_turns, seed)
                              : cq_state_setup(&m->state, &m->graph, n_players, max_turns, seed);
    m->fair_starts = fair;
    if (p != CQ_SETUP_OK) {
        snprintf(why, (size_t)why_size, "%s", _(cq_setup_problem_text(p)));
        conquest_match_free(m);
        return false;
    }
    snprintf(m->map_name, sizeof m->map_name, "%s", map->name);
    for (int i = 0; i < n_players; i++)
        m->seat[i] = seats[i];
    core_rng_seed(&m->bot_rng, seed ^ UINT64_C(0xC0C0C0C0));
    /* Out of memory for the record costs the replay after a reload, not the game. */
    if (!data_cq_record_begin(&m->record, &m->state))
        data_cq_record_free(&m->record);
    if (!alloc_orders(m)) {
        snprintf(why, (size_t)why_size, "%s", _("out of memory"));
        conquest_match_free(m);
        return false;
    }
    return true;
}

/* The computer's stream when a saved game is taken up: never a function of the
 * save (docs/conquest.md "Reloading"), so reloading a turn and ordering
 * otherwise does not show what the computer ordered in it. The clock, the
 * process time and a count of the calls (two loads in one second still differ),
 * mixed; SKIRMISH_SEED (the tests' and play-tests' fixed games) fixes it too,
 * still apart from the state's. */
uint64_t conquest_match_fresh_seed(void)
{
    static uint64_t calls;
    calls++;
    uint64_t x = (uint64_t)time(NULL) ^ ((uint64_t)clock() << 24) ^ (calls * UINT64_C(0x9E3779B97F4A7C15));
    const char *fixed = getenv("SKIRMISH_SEED");
    if (fixed && *fixed)
        x = strtoull(fixed, NULL, 10) ^ (calls * UINT64_C(0x9E3779B97F4A7C15));
    /* splitmix64's finaliser: close inputs give unrelated streams */
    x = (x ^ (x >> 30)) * UINT64_C(0xBF58476D1CE4E5B9);
    x = (x ^ (x >> 27)) * UINT64_C(0x94D049BB133111EB);
    return x ^ (x >> 31);
}

void conquest_match_seed_bots(conquest_match *m, uint64_t seed)
{
    core_rng_seed(&m->bot_rng, seed);
}

bool conquest_match_adopt(conquest_match *m, cq_graph *graph, const cq_state *state, const int seats[], const char *map_name)
{
    conquest_match_free(m);
    cq_graph_swap(&m->graph, graph);
    m->state = *state;
    m->state.graph = &m->graph;
    for (int i = 0; i < m->state.n_players; i++)
        m->seat[i] = seats[i];
    snprintf(m->map_name, sizeof m->map_name, "%s", map_name ? map_name : "");
    core_rng_seed(&m->bot_rng, conquest_match_fresh_seed());
    return alloc_orders(m);
}

void conquest_match_record_turn(conquest_match *m, const cq_state *before, const cq_order *orders, size_t n)
{
    data_cq_record *r = &m->record;
    if (!r->start && before->turn == 1 && data_cq_record_begin(r, before))
        r->start->graph = &m->graph;
    /* A turn missing (a network game joined late) or out of memory: no record
     * rather than one that does not replay. */
    if (r->start && (r->start->turn + r->n_turns != before->turn || !data_cq_record_push_turn(r, orders, n)))
        data_cq_record_free(r);
}

static bool same_board(const cq_state *a, const cq_state *b)
{
    int nv = a->graph ? a->graph->n_vertices : 0;
    return a->turn == b->turn && a->n_players == b->n_players && a->rng.state == b->rng.state &&
           memcmp(a->controller, b->controller, (size_t)nv * sizeof a->controller[0]) == 0 &&
           memcmp(a->units, b->units, (size_t)nv * sizeof a->units[0]) == 0;
}

void conquest_match_take_record(conquest_match *m, data_cq_record *rec)
{
    data_cq_record_free(&m->record);
    m->record = *rec;
    data_cq_record_init(rec);
    data_cq_record *r = &m->record;
    if (!r->start)
        return;
    r->start->graph = &m->graph;
    if (r->n_turns == 0)
        return;
    /* The last turn again: the state before it, its orders, and what the rules
     * did with them (problems and report, as when it was played). */
    size_t n;
    const cq_order *orders = data_cq_record_turn(r, r->n_turns - 1, &n);
    cq_state before, after;
    cq_order *all = malloc((n > 0 ? n : 1) * sizeof *all);
    cq_order_problem *problems = malloc((n > 0 ? n : 1) * sizeof *problems);
    cq_turn_report report;
    bool ok = all && problems && data_cq_record_replay(r, r->n_turns - 1, &before);
    if (ok) {
        before.graph = &m->graph;
        after = before;
        memcpy(all, orders, n * sizeof *all);
        ok = cq_turn_resolve(&after, all, n, problems, &report) && same_board(&after, &m->state);
    }
    if (!ok) {
        free(all);
        free(problems);
        data_cq_record_free(r);
        return;
    }
    free(m->last_orders);
    free(m->last_problems);
    m->before = before;
    m->last_orders = all;
    m->last_problems = problems;
    m->n_last = (int)n;
    m->last_report = report;
    m->has_last = true;
}

void conquest_match_seats(const conquest_match *m, data_seat out[CQ_MAX_PLAYERS])
{
    for (int p = 0; p < m->state.n_players && p < CQ_MAX_PLAYERS; p++) {
        /* a person online is a person in saves and replays */
        data_cq_seat_make(&out[p], m->seat[p] == CONQUEST_SEAT_REMOTE ? CONQUEST_SEAT_HUMAN : m->seat[p]);
        snprintf(out[p].name, sizeof out[p].name, "%s", m->name[p]);
    }
}

void conquest_match_set_names(conquest_match *m, const data_seat seats[], int n)
{
    for (int p = 0; p < CQ_MAX_PLAYERS; p++)
        snprintf(m->name[p], sizeof m->name[p], "%s", p < n ? seats[p].name : "");
}

const char *conquest_match_name(const conquest_match *m, int player)
{
    static char names[CQ_MAX_PLAYERS][DATA_SEAT_NAME_MAX + 40];
    if (player < 0 || player >= m->state.n_players || player >= CQ_MAX_PLAYERS)
        return "?";
    data_seat seats[CQ_MAX_PLAYERS];
    conquest_match_seats(m, seats);
    data_seat_label(seats, m->state.n_players, player, names[player], sizeof names[player]);
    return names[player];
}

bool conquest_match_is_human(const conquest_match *m, int player)
{
    return player >= 0 && player < m->state.n_players && m->seat[player] == CONQUEST_SEAT_HUMAN;
}

int conquest_match_humans_left(const conquest_match *m)
{
    int n = 0;
    for (int p = 0; p < m->state.n_players; p++)
        if (conquest_match_is_human(m, p) && !m->state.players[p].eliminated)
            n++;
    return n;
}

int conquest_match_next_to_order(const conquest_match *m)
{
    if (cq_state_over(&m->state))
        return CQ_NO_PLAYER;
    for (int p = 0; p < m->state.n_players; p++)
        if (conquest_match_is_human(m, p) && !m->state.players[p].eliminated && !m->orders[p].ready)
            return p;
    return CQ_NO_PLAYER;
}

int64_t conquest_match_units_free(const conquest_match *m, int player, int from)
{
    if (from < 0 || from >= m->graph.n_vertices || m->state.controller[from] != player)
        return 0;
    int64_t out = 0;
    const conquest_player_orders *o = &m->orders[player];
    for (int i = 0; i < o->n; i++)
        if (o->list[i].from == m->graph.vertices[from].id)
            out += o->list[i].units;
    return m->state.units[from] - out;
}

int conquest_match_find_order(const conquest_match *m, int player, int from, int to)
{
    const conquest_player_orders *o = &m->orders[player];
    for (int i = 0; i < o->n; i++)
        if (o->list[i].from == m->graph.vertices[from].id && o->list[i].to == m->graph.vertices[to].id)
            return i;
    return -1;
}

cq_order_problem conquest_match_set_order(conquest_match *m, int player, int from, int to, int64_t units)
{
    if (player < 0 || player >= m->state.n_players)
        return CQ_ORDER_NO_SUCH_PLAYER;
    if (from < 0 || from >= m->graph.n_vertices)
        return CQ_ORDER_NO_SUCH_FROM;
    if (to < 0 || to >= m->graph.n_vertices)
        return CQ_ORDER_NO_SUCH_TO;
    conquest_player_orders *o = &m->orders[player];
    int existing = conquest_match_find_order(m, player, from, to);
    /* What the other orders from this vertex already take, as the turn will count it. */
    int64_t already = 0;
    for (int i = 0; i < o->n; i++)
        if (i != existing && o->list[i].from == m->graph.vertices[from].id)
            already += o->list[i].units;
    cq_order order = { player, m->graph.vertices[from].id, m->graph.vertices[to].id, units };
    cq_order_problem p = cq_order_test(&m->state, &order, already);
    if (p != CQ_ORDER_OK)
        return p;
    if (existing >= 0)
        o->list[existing] = order;
    else if (o->n < m->graph.n_edges)
        o->list[o->n++] = order;
    o->ready = false;
    return CQ_ORDER_OK;
}

void conquest_match_remove_order(conquest_match *m, int player, int index)
{
    conquest_player_orders *o = &m->orders[player];
    if (index < 0 || index >= o->n)
        return;
    memmove(&o->list[index], &o->list[index + 1], sizeof o->list[0] * (size_t)(o->n - index - 1));
    o->n--;
    o->ready = false;
}

void conquest_match_clear_orders(conquest_match *m, int player)
{
    m->orders[player].n = 0;
    m->orders[player].ready = false;
}

void conquest_match_set_ready(conquest_match *m, int player, bool ready)
{
    if (player >= 0 && player < m->state.n_players)
        m->orders[player].ready = ready;
}

bool conquest_match_all_ready(const conquest_match *m)
{
    return !cq_state_over(&m->state) && conquest_match_next_to_order(m) == CQ_NO_PLAYER;
}

bool conquest_match_resolve(conquest_match *m)
{
    int n_players = m->state.n_players;
    size_t cap = (size_t)(m->graph.n_edges > 0 ? m->graph.n_edges : 1);
    /* Every order of the turn, in seat order: humans' as entered, bots' fresh. */
    size_t total_cap = cap * (size_t)n_players;
    cq_order *all = malloc(total_cap * sizeof *all);
    cq_order_problem *problems = malloc(total_cap * sizeof *problems);
    cq_order *bot = malloc(cap * sizeof *bot);
    if (!all || !problems || !bot) {
        free(all);
        free(problems);
        free(bot);
        return false;
    }
    size_t n = 0;
    for (int p = 0; p < n_players; p++) {
        if (m->state.players[p].eliminated)
            continue;
        if (m->seat[p] == CONQUEST_SEAT_HUMAN) {
            memcpy(&all[n], m->orders[p].list, sizeof *all * (size_t)m->orders[p].n);
            n += (size_t)m->orders[p].n;
        } else {
            /* a mixed strategy: what it ordered in this position once (before
             * a reload) does not tell what it orders now */
            int k = cq_bot_orders_mixed(&m->state, p, (cq_bot_level)m->seat[p], &m->bot_rng, bot, (int)cap);
            if (k > 0) {
                memcpy(&all[n], bot, sizeof *all * (size_t)k);
                n += (size_t)k;
            }
        }
    }
    free(bot);
    cq_state before = m->state;
    cq_turn_report report;
    if (!cq_turn_resolve(&m->state, all, n, problems, &report)) {
        free(all);
        free(problems);
        return false;
    }
    conquest_match_record_turn(m, &before, all, n);
    free(m->last_orders);
    free(m->last_problems);
    m->before = before;
    m->last_orders = all;
    m->last_problems = problems;
    m->n_last = (int)n;
    m->last_report = report;
    m->has_last = true;
    for (int p = 0; p < n_players; p++) {
        m->orders[p].n = 0;
        m->orders[p].ready = false;
    }
    return true;
}
