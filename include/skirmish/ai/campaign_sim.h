/*
 * Campaigns played by computer players from start to end, with every battle
 * auto-played by the Escarmouche AI: what skirmish-cli campaign-sim, the golden
 * campaign test and the benchmark run, and what the client calls for a computer
 * seat's turn or an auto battle.
 *
 * Deterministic: the rules draws come from the state's rules stream, the battle
 * AIs' seeds from its computer stream, and the Escarmouche AI decides within a
 * work budget, not the wall clock (no_clock_stop), so the same seed gives the same
 * campaign on any machine.
 */
#ifndef SKIRMISH_AI_CAMPAIGN_SIM_H
#define SKIRMISH_AI_CAMPAIGN_SIM_H

#include <stdbool.h>

#include "skirmish/ai/ai.h"
#include "skirmish/core/campaign/state.h"
#include "skirmish/core/esc/map.h"

/* What a simulated campaign decides, told as it happens to a caller keeping its
 * record (skirmish-cli campaign-sim --record, the client's computer seats):
 * each call comes once the rules took the decision, `after` the state then.
 * Any member may be NULL. */
typedef struct campaign_sim_observer {
    void *user;
    /* A seat's whole Downtime (campaign_ai_downtime), from `before`. */
    void (*downtime)(void *user, int seat, const campaign_state *before, const campaign_state *after);
    void (*end_downtime)(void *user, const campaign_state *after);
    /* Every seat's orders, as handed to campaign_begin_resolution. */
    void (*orders)(void *user, const campaign_order *orders, int n, const campaign_state *after);
    void (*standoff)(void *user, int player, int loc, bool stand, const campaign_state *after);
    void (*end_standoffs)(void *user, const campaign_state *after);
    void (*squad)(void *user, int battle, int player, uint32_t slots, const campaign_state *after);
    void (*bonus)(void *user, int battle, int player, campaign_bonus bonus, const campaign_state *after);
    /* A whole duel once reported: as set up, its map (NULL: the plain board),
     * every action of its match. */
    void (*duel)(void *user, const campaign_duel *duel, const esc_map *map, const esc_action *actions, int n,
                 const campaign_state *after);
    void (*retreat)(void *user, int battle, int loc, const campaign_state *after);
    void (*end_turn)(void *user, const campaign_state *after);
} campaign_sim_observer;

typedef struct campaign_sim_config {
    ai_level battle_ai;
    int battle_ms;                         /* per-decision cap; 0 = the level's own (ai.h) */
    /* The Escarmouche map of a location's battle_map name; NULL (or a NULL answer)
     * for the plain board. */
    const esc_map *(*battle_map)(void *user, const char *name);
    void *user;
    /* Optional: chooses every battle action instead of the Escarmouche AI (a
     * scripted player for tests whose results must not move when the AI is tuned);
     * the computer stream still draws the two AI seeds of each duel. False = none. */
    bool (*choose)(void *user, const esc_game *game, esc_action *out);
} campaign_sim_config;

/* Plays the current duel of Phase 4 to its end (the squads and bonus are chosen by
 * the computer rule for every side) and reports it; false on an internal error. */
bool campaign_sim_duel(campaign_state *state, const campaign_sim_config *config);
/* One whole turn, every seat a computer; false on an internal error (why set). */
bool campaign_sim_turn(campaign_state *state, const campaign_library *library, const campaign_sim_config *config,
                       char *why, int size);
/* Turns until the campaign is over. */
bool campaign_sim_run(campaign_state *state, const campaign_library *library, const campaign_sim_config *config,
                      char *why, int size);

/* The same, telling `observer` (may be NULL) every decision. */
bool campaign_sim_duel_observed(campaign_state *state, const campaign_sim_config *config,
                                const campaign_sim_observer *observer);
bool campaign_sim_turn_observed(campaign_state *state, const campaign_library *library,
                                const campaign_sim_config *config, const campaign_sim_observer *observer, char *why,
                                int size);
bool campaign_sim_run_observed(campaign_state *state, const campaign_library *library,
                               const campaign_sim_config *config, const campaign_sim_observer *observer, char *why,
                               int size);

#endif
