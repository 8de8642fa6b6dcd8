/*
 * Computer players for Conquest, in four levels:
 *   random  moves random units along random edges (a baseline, and a fuzzer);
 *   easy    each vertex throws everything at the cheapest neighbour it can take;
 *   normal  gathers and defends: threatened vertices keep a guard and are
 *           reinforced by their neighbours when those can make it up; each vertex
 *           not its own is attacked with the units of all its neighbours together
 *           when they can pay for it, else not at all; the interior sends its
 *           units toward the most threatened front vertex; equal deals are
 *           taken in an order drawn from the bot's generator, so seats vary;
 *   hard    looks ahead: about twenty plans (normal's, greedy, all-out, cautious,
 *           key vertices first, saving for them, plans made against the others'
 *           foreseen orders, and some with shuffled priorities) are each played
 *           for three turns on copies of the state against two models of the
 *           others (normal, and one that pounces on every weak vertex); the plan
 *           with the best total is played, ties drawn from the bot's generator.
 * Each level is deterministic for a given state and bot generator. The generator
 * is the bot's own, never the state's, so bots cannot change what the rules draw.
 * Orders come out valid for the state they were computed on (cq_orders_check
 * finds none to drop), at most one per edge.
 */
#ifndef SKIRMISH_AI_CQ_BOTS_H
#define SKIRMISH_AI_CQ_BOTS_H

#include <stdbool.h>

#include "skirmish/core/cq/state.h"
#include "skirmish/core/cq/turn.h"
#include "skirmish/core/rng.h"

typedef enum cq_bot_level {
    CQ_BOT_RANDOM,
    CQ_BOT_EASY,
    CQ_BOT_NORMAL,
    CQ_BOT_HARD
} cq_bot_level;

#define CQ_BOT_LEVELS 4

/* "random", "easy", "normal", "hard". */
const char *cq_bot_level_name(cq_bot_level level);
bool cq_bot_level_parse(const char *name, cq_bot_level *level);

/* The orders of `player` for the state's turn, written to out (at most cap; the
 * graph's edge count is always enough). Returns how many, or -1 on out of memory.
 * An eliminated player, or a game that is over, gets none. */
int cq_bot_orders(const cq_state *state, int player, cq_bot_level level, core_rng *rng, cq_order *out, int cap);

/* The same, playing a mixed strategy against people: normal shuffles the worth
 * of its targets by up to a quarter, drawn from rng (as hard's shuffled plans
 * do), so what it orders in a position is not known from having seen it order
 * there once (a reloaded save: docs/conquest.md "Reloading"). The other levels
 * already draw from rng. About as strong as cq_bot_orders (seeds 1000-1019 on
 * the four two-player maps: 68 of 80 against easy where cq_bot_orders wins 70,
 * 19 against hard where it wins 20); the tuned figures, the tournament and the
 * simulations stay on cq_bot_orders. */
int cq_bot_orders_mixed(const cq_state *state, int player, cq_bot_level level, core_rng *rng, cq_order *out, int cap);

#endif
