/*
 * Computer players for Conquest, in four levels:
 *   random  moves random units along random edges (a baseline, and a fuzzer);
 *   easy    each vertex throws everything at the cheapest neighbour it can take;
 *   normal  looks ahead: normal's plan (gathers and defends: threatened vertices
 *           keep a guard and are reinforced by their neighbours when those can
 *           make it up; each vertex not its own is attacked with the units of all
 *           its neighbours together when they can pay for it, else not at all;
 *           the interior sends its units toward the most threatened front
 *           vertex) and its variants (greedy, all-out, cautious, key vertices
 *           first, saving for them) are each played for two turns on copies of
 *           the state against the others on normal's plan; the best is played,
 *           ties drawn from the bot's generator (a newcomer beat the plan alone);
 *   hard    looks further: about twenty plans (normal's, plans made against the
 *           others' foreseen orders, and some with shuffled priorities) are each
 *           played for three turns against two models of the others (normal's
 *           plan, and one that pounces on every weak vertex); the plan with the
 *           best total is played, ties drawn from the bot's generator.
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

/* The same, playing a mixed strategy against people (a reloaded save:
 * docs/conquest.md "Reloading"): normal and hard already draw among their best
 * plans from rng, so this is cq_bot_orders (normal once shuffled its targets'
 * worths here, when it was a plan alone). */
int cq_bot_orders_mixed(const cq_state *state, int player, cq_bot_level level, core_rng *rng, cq_order *out, int cap);

#endif
