/*
 * What the Conquest levels (cq_bots.c) give the hard level's search
 * (cq_bots_hard.c): one call that makes a plan of a given kind and settings for
 * one player, as orders. The search tries many such plans on copies of the state
 * and keeps the one that leaves it best placed; the plans know nothing of it.
 */
#ifndef SKIRMISH_AI_CQ_BOTS_INTERNAL_H
#define SKIRMISH_AI_CQ_BOTS_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/ai/cq_bots.h"

typedef enum cq_plan_kind {
    CQ_PLAN_RANDOM,
    CQ_PLAN_EASY,
    CQ_PLAN_GREEDY,  /* each frontier vertex takes its best neighbours alone, at their price */
    CQ_PLAN_POOLED   /* normal's plan and its variants, by the settings below */
} cq_plan_kind;

typedef enum cq_guard {
    CQ_GUARD_NONE,  /* nothing kept home */
    CQ_GUARD_SUM,   /* one more than all the enemy units next to the vertex (normal's) */
    CQ_GUARD_MAX,   /* one more than the largest single enemy vertex next to it */
    CQ_GUARD_FORESEEN /* one more than the foreseen attack (needs a foresight) */
} cq_guard;

/* What a plan expects the others to do this turn (hard predicts it from a model
 * of them): per vertex index, for an enemy vertex the units that will defend it
 * (those that stay plus its owner's arrivals), for an own vertex the enemy units
 * that will arrive. */
typedef struct cq_foresight {
    const int64_t *defenders;
    const int64_t *attack;
} cq_foresight;

typedef struct cq_plan {
    cq_plan_kind kind;
    cq_guard guard;
    bool reinforce;   /* a threatened vertex is sent what its guard lacks by its neighbours */
    int caution;      /* an enemy vertex costs its units + 1 + caution/2 x its owner's units next to it */
    bool heavy;       /* worth grows with the square of the weight: key vertices first */
    bool save;        /* units next to the best target they cannot pay for yet wait for it */
    bool tie_break;   /* equal deals in an order drawn from the bot's generator (variety) */
    uint64_t jitter;  /* 0, or the seed of a shuffle of each target's worth by up to a quarter */
    const cq_foresight *foresight; /* NULL, or enemy vertices cost their foreseen defenders + 1 */
} cq_plan;

/* The settings of the normal level. */
cq_plan cq_plan_normal(void);

/* The orders of `player` under plan `p` (valid for the state, at most one per
 * edge, at most cap). rng may be NULL for plans that draw nothing (then no tie
 * break is drawn either). Returns how many, -1 on out of memory. */
int cq_plan_orders(const cq_state *state, int player, const cq_plan *p, core_rng *rng, cq_order *out, int cap);

/* The normal and hard levels' search (cq_bots_hard.c): hard is deeper. */
int cq_search_orders(const cq_state *state, int player, bool hard, core_rng *rng, cq_order *out, int cap);

#endif
