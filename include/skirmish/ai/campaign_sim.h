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

#endif
