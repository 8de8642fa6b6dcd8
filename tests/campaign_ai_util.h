/*
 * What the Campaign computer's games share, in tests and in the benchmarks
 * (bench/bench_campaign_contest.c): the end of a turn played by the
 * simulation and the computer.
 */
#ifndef SKIRMISH_TESTS_CAMPAIGN_AI_UTIL_H
#define SKIRMISH_TESTS_CAMPAIGN_AI_UTIL_H

#include <stdbool.h>

#include "skirmish/ai/campaign_sim.h"
#include "skirmish/core/campaign/state.h"

/* The turn's battles fought by campaign_sim_duel, each loser with a choice
 * retreating where the computer says, then the turn ended. False when a duel
 * fails (the turn then left as it is). */
bool campaign_ai_finish_turn(campaign_state *st, const campaign_sim_config *cfg);

#endif
