/*
 * Helpers of the campaign tests: small maps built in code, a campaign set up on
 * them, and duels reported without playing a board.
 */
#ifndef SKIRMISH_TESTS_CAMPAIGN_TEST_UTIL_H
#define SKIRMISH_TESTS_CAMPAIGN_TEST_UTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "skirmish/core/campaign/state.h"

/* A map from "type:supply" entries (ids 0..n-1, in order) and routes "0-1 1-2";
 * starts for 2 players are 0 and the last location, domination every capital (or
 * location 0 and the last one without capitals). */
void ct_map(campaign_map *map, const char *locations, const char *routes);
/* "H2R1P1M1" style unit (stats only). */
esc_unit_def ct_unit(int h, int r, int p, int m);
/* A 2-player campaign on the map; seat p starts at starts[p] (the draw is then
 * overridden so the tests know who is where). Heroes are H1R2P2M1 (Elite). */
void ct_campaign(campaign_state *state, const campaign_map *map, int n_players, const int *starts);
/* Adds a unit to a player's army; returns its uid. */
int ct_add_unit(campaign_state *state, int player, int army, esc_unit_def def);
/* Adds an army of one Soldier (H1R1P1M1) for player at loc, controlling loc;
 * returns its id. */
int ct_add_army(campaign_state *state, int player, int loc);
/* Ends Downtime, gives the orders, standoff choices "stand" for every entrant when
 * stand_all, and finishes Phase 3. */
void ct_resolve(campaign_state *state, const campaign_order *orders, int n, bool stand_all);
/* A turn where nobody orders anything: Phase 3 resolved, the turn ended (and
 * the victory conditions checked). */
void ct_no_orders_turn(campaign_state *state);
/* Removes army `id` and its units, as if it had been destroyed. */
void ct_drop_army(campaign_state *state, int id);
/* Reports the current duel: squads = every unit there up to 6 within the budget
 * (the computer rule), no bonus, winner board side (0 holder, 1 challenger), the
 * health of each fielded unit = full minus `damage` (0 keeps everyone whole; a
 * value >= health eliminates). */
void ct_duel(campaign_state *state, int winner_side, int damage_holder, int damage_challenger);
/* The same, naming the board sides that fought (bit s; ct_duel: both). */
void ct_duel_fought(campaign_state *state, int winner_side, int damage_holder, int damage_challenger, uint8_t fought);
/* Plays every duel with the holder winning untouched. */
void ct_duels_holder_wins(campaign_state *state);
/* The computer's order for army `army` of `seat` (Defend when it gives none), after
 * the public snapshot and the downtime ended; asserts its whole set is legal. */
campaign_order ct_ai_order(campaign_state *state, int seat, int army);

#endif
