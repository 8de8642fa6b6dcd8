/*
 * What the campaign core's files share and nobody else needs.
 */
#ifndef SKIRMISH_CORE_CAMPAIGN_INTERNAL_H
#define SKIRMISH_CORE_CAMPAIGN_INTERNAL_H

#include "skirmish/core/campaign/state.h"

/* Armies without units disband; the Main Army is the one holding the Hero. */
void campaign_state_tidy_armies(campaign_state *state);
void campaign_player_remove_unit(campaign_player *pl, int index);
/* The highest-RP unit, then roster order (the default Hero, and the computer's). */
int campaign_player_best_unit(const campaign_player *pl);
/* A battle's budget at `loc` for `player` from the map and the control at the
 * start of the turn (budget.c): campaign_budget and campaign_view_budget. */
int campaign_budget_at(const campaign_map *m, const int8_t *control_before, int player, int loc);

#endif
