/*
 * A Conquest turn: orders, why an order is dropped, and the resolution of a whole
 * turn (departure, head-on meetings, arrival and combat, generation, elimination,
 * end of the game), exactly in the steps of docs/conquest.md §4–§7.
 *
 * One set of checks answers every question about an order: cq_order_test says why
 * an order would be dropped given what is already ordered out of its vertex, and
 * cq_orders_check runs it over a list in order with the running totals, as
 * cq_turn_resolve does. The hot-seat screen, the bots and the CLI all use them.
 *
 * Everything is integer arithmetic. The only random numbers are the weighted draws
 * between several attackers, taken from the state's generator in ascending vertex
 * id order, so the same state, orders and generator give the same next state.
 */
#ifndef SKIRMISH_CORE_CQ_TURN_H
#define SKIRMISH_CORE_CQ_TURN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "skirmish/core/cq/state.h"

/* An order as a player gives it: vertices by id (any integer: an id that is no
 * vertex is a reason to drop the order, not an error), units as given. */
typedef struct cq_order {
    int player;        /* player index, or CQ_NO_PLAYER for a name no player has */
    int64_t from, to;  /* vertex ids */
    int64_t units;
} cq_order;

/* Why an order is dropped, checked in this order (the first that applies). */
typedef enum cq_order_problem {
    CQ_ORDER_OK = 0,
    CQ_ORDER_GAME_OVER,         /* the game is over: no more turns */
    CQ_ORDER_NO_SUCH_PLAYER,
    CQ_ORDER_ELIMINATED,        /* the player is out of the game */
    CQ_ORDER_NO_SUCH_FROM,      /* `from` is no vertex */
    CQ_ORDER_NO_SUCH_TO,        /* `to` is no vertex */
    CQ_ORDER_NOT_CONTROLLED,    /* the player does not control `from` */
    CQ_ORDER_NO_EDGE,           /* no edge from→to (edges are one-way) */
    CQ_ORDER_NO_UNITS,          /* units < 1 */
    CQ_ORDER_TOO_MANY_UNITS     /* more than is left at `from` after the earlier orders */
} cq_order_problem;

#define CQ_ORDER_PROBLEM_COUNT 10

/* A short reason, e.g. "the player does not control the source vertex". */
const char *cq_order_problem_text(cq_order_problem problem);
/* A stable identifier for files and scripts, e.g. "not-controlled". */
const char *cq_order_problem_id(cq_order_problem problem);

/* Why `order` would be dropped when `already` units have been validly ordered out
 * of its source vertex before it (0 for the first order from that vertex). */
cq_order_problem cq_order_test(const cq_state *state, const cq_order *order, int64_t already);

/* Validates a list in the given order with running totals per source vertex, as
 * the turn will. problems[i] gets each order's verdict (problems may be NULL).
 * Returns the number of valid orders; -1 on out of memory. */
int cq_orders_check(const cq_state *state, const cq_order *orders, size_t n, cq_order_problem *problems);

/* What a turn did, for the screens and the logs. */
typedef struct cq_turn_report {
    int turn;                 /* the turn resolved */
    int valid, dropped;       /* orders */
    int headon_pairs;         /* vertex pairs where players met head-on */
    int captures;             /* vertices that changed hands (neutral ones taken included) */
    int neutralised;          /* controlled vertices left neutral by an equal fight */
    int failed_neutral;       /* neutral vertices attacked too weakly to pay the weight */
    int draws;                /* random draws made */
    uint64_t eliminated;      /* bit per player eliminated this turn (CQ_MAX_PLAYERS is 64) */
    bool over;                /* the game ended with this turn */
} cq_turn_report;

/* Resolves one turn in place. problems (may be NULL) gets a verdict per order;
 * report (may be NULL) the summary. When the game is already over every order is
 * dropped (CQ_ORDER_GAME_OVER) and the state does not change. Returns false only
 * on out of memory, leaving the state unchanged. */
bool cq_turn_resolve(cq_state *state, const cq_order *orders, size_t n, cq_order_problem *problems,
                     cq_turn_report *report);

/* ---- what an attack would do, for the order screens ---- */

typedef enum cq_attack_kind {
    CQ_ATTACK_REINFORCE,   /* the player's own vertex: its units join the defenders */
    CQ_ATTACK_NEUTRAL,     /* a neutral vertex: the arrivals pay its weight */
    CQ_ATTACK_HELD         /* another player's vertex: the arrivals fight its units */
} cq_attack_kind;

typedef enum cq_attack_outcome {
    CQ_ATTACK_JOINS,       /* reinforcement */
    CQ_ATTACK_TAKES,       /* taken, with arriving - needed + 1 (held) or arriving - weight (neutral) left */
    CQ_ATTACK_EMPTIES,     /* held: as many as the defenders, all destroyed, the vertex left neutral */
    CQ_ATTACK_HOLDS,       /* held: fewer than the defenders, who hold */
    CQ_ATTACK_LOST,        /* neutral: fewer than its weight, all lost */
    CQ_ATTACK_NOTHING      /* no valid order of the player reaches it */
} cq_attack_outcome;

typedef struct cq_attack_preview {
    cq_attack_kind kind;
    int owner;             /* the holder now, CQ_NEUTRAL for none */
    int64_t arriving;      /* what the player's valid orders bring there (sum over its edges in) */
    int64_t defenders;     /* held: the units there now; else 0 */
    int64_t needed;        /* the fewest arriving that take it alone: the weight, or defenders + 1; 0 for its own */
    int64_t left;          /* CQ_ATTACK_TAKES: the units left there after the fight (before generation) */
    cq_attack_outcome outcome;
} cq_attack_preview;

/* What `player`'s orders (validated as the turn will, in the given order, with
 * running totals) would do at vertex index v against what is known before the
 * turn: its units now and its weight. The others' orders are not known, so this
 * is the fight of these arrivals alone (docs/conquest.md §7: a neutral vertex
 * takes at least its weight, a held one more than its defenders; as many as the
 * defenders leaves it neutral). False on out of memory or a bad player or vertex. */
bool cq_attack_preview_of(const cq_state *state, const cq_order *orders, size_t n, int player, int v,
                          cq_attack_preview *out);

/* The units `player` will have at its vertex index v once its orders (validated
 * as the turn will, in the given order, with running totals) have left and its
 * own moves between its own vertices have arrived, before any fight: those
 * never meet head-on (step 3 cancels only different players' units), so all of
 * them arrive. *sent and *arriving (may be NULL) get the units its valid orders
 * take out of v and bring into it. A vertex it does not hold keeps its units now
 * (sent and arriving 0); a bad vertex gives 0. */
int64_t cq_planned_units(const cq_state *state, const cq_order *orders, size_t n, int player, int v, int64_t *sent,
                         int64_t *arriving);

/* ---- who else could arrive: the forecast's public half ---- */

/* What one player could bring to a vertex next turn, worked out from what every
 * seat sees (who holds which vertex, its units, the edges), never from anyone's
 * orders: all the units on its vertices with an edge into it (each may send all
 * it has along any one edge). A vertex's own units do not arrive there. */
typedef struct cq_reach {
    int64_t units;  /* the most it could bring */
    int sources;    /* how many of its vertices have an edge there */
    int best;       /* the vertex index among them with the most units; -1 when none */
    int64_t best_units;
} cq_reach;

/* out[p] for every player (n_players of them; an eliminated player reaches
 * nothing). False on a bad vertex. */
bool cq_reach_of(const cq_state *state, int v, cq_reach out[]);

/* ---- the pieces, exposed for the tests and the screens ---- */

/* Head-on meeting on one pair of vertices u, v. sent_uv[p] and sent_vu[p] are the
 * units each player moves u→v and v→u; on return arrive_uv[p] and arrive_vu[p] are
 * what reaches v and u. If one player alone moves both ways, the moves pass each
 * other. Otherwise the totals cancel unit for unit, and the remainder of the larger
 * direction is split among its players in proportion to what they sent: each gets
 * the floor of its share, and the units left over go one each to the largest
 * fractional remainders, ties to the lower player index. Returns the units
 * destroyed in each direction (the same number). */
int64_t cq_headon_meet(int n_players, const int64_t sent_uv[], const int64_t sent_vu[], int64_t arrive_uv[],
                       int64_t arrive_vu[]);

/* Splits `total` units among n players in proportion to weight[p] (largest
 * remainders, ties to the lower index); out[p] gets each share. The weights must
 * be non-negative with a positive sum. */
void cq_split_proportional(int n, const int64_t weight[], int64_t total, int64_t out[]);

/* A weighted draw: player p with probability weight[p] / sum. Draws a number r
 * uniformly in [0, sum) (core_rng_below when the sum fits in 32 bits) and returns
 * the first player, in index order, whose running total of weights exceeds r. */
int cq_draw_weighted(core_rng *rng, int n, const int64_t weight[]);

#endif
