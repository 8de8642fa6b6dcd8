/*
 * What the Campaign computer's games share, in tests and in the benchmarks
 * (bench/bench_campaign_contest.c): the end of a turn played by the
 * simulation and the computer.
 */
#ifndef SKIRMISH_TESTS_CAMPAIGN_AI_UTIL_H
#define SKIRMISH_TESTS_CAMPAIGN_AI_UTIL_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/ai/campaign_ai.h"
#include "skirmish/ai/campaign_sim.h"
#include "skirmish/core/campaign/state.h"

/* A campaign of `players` seats on `map` (seed, turn limit), every seat's hero
 * the library's first elite; false when it cannot be set up. */
bool campaign_ai_start(campaign_state *st, const campaign_map *map, const campaign_library *library, int players,
                       uint64_t seed, int turns);
/* Each of the first `players` seats still in buys as the computer does, then
 * the downtime ended. */
void campaign_ai_downtimes(campaign_state *st, int players, const campaign_library *library);

/* Seat view->seat's orders from its view: at most `room`, written to `out`;
 * returns how many. */
typedef int (*campaign_ai_seat_orders_fn)(const campaign_view *view, campaign_order *out, int room, void *ctx);
/* A turn up to its battles: campaign_ai_downtimes, then each of the first
 * `players` seats still in gives its orders through `give`, and they are
 * resolved (campaign_ai_resolve, the computer's standoff choices). */
void campaign_ai_orders_turn(campaign_state *st, int players, const campaign_library *library,
                             campaign_ai_seat_orders_fn give, void *ctx);

/* Whether `player` stands at the standoff at `loc` (before its must_stand). */
typedef bool (*campaign_ai_standoff_fn)(const campaign_view *view, int loc, int player, const void *ctx);

/* The turn's n orders resolved: each of the first `players` seats in a
 * standoff stands where `stand` says (NULL: campaign_ai_standoff) or where it
 * must, then the resolution finished. */
void campaign_ai_resolve(campaign_state *st, const campaign_order *orders, int n, int players,
                         campaign_ai_standoff_fn stand, const void *ctx);
/* The turn's battles fought by campaign_sim_duel, each loser with a choice
 * retreating where the computer says, then the turn ended. False when a duel
 * fails (the turn then left as it is). */
bool campaign_ai_finish_turn(campaign_state *st, const campaign_sim_config *cfg);

#endif
