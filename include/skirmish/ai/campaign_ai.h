/*
 * The campaign's computer player, deterministic. Its orders come in two levels
 * (campaign_ai_level): CLASSIC is docs/campaign.md §10 as written, STANDARD (the
 * default) plays to threaten and hold; everything else is §10's. Every decision
 * is a function of a campaign_view (what its seat may see) and, for Downtime, of the unit library; nothing here
 * draws a random number (the battles' Escarmouche AI seeds come from the state's
 * computer stream, drawn by the caller).
 */
#ifndef SKIRMISH_AI_CAMPAIGN_AI_H
#define SKIRMISH_AI_CAMPAIGN_AI_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/core/campaign/state.h"
#include "skirmish/core/esc/game.h"

/* Strength of an army as `view`'s seat judges it: its own army's 6 best RP, another
 * player's min(6, units) x 5. */
int campaign_ai_strength(const campaign_view *view, int army_index);

/* Plays the seat's whole Downtime on the state: replenish (dearest first, while
 * gold allows), appoint a Hero if none, recruit the dearest affordable library unit
 * into the weakest army while the roster has room, then the first trait it can buy.
 * Each step is decided from the seat's view. Returns the number of steps taken. */
int campaign_ai_downtime(campaign_state *state, int seat, const campaign_library *library);

/* The levels of the orders. CLASSIC is docs/campaign.md §10's rule as written (kept
 * to compare with and for other implementations of it); STANDARD marches on places
 * it can take (capitals and the domination set first), attacks armies it guesses
 * weaker from the budgets and squads' RP, and keeps a garrison where an enemy army
 * could walk into an empty place. */
typedef enum campaign_ai_level {
    CAMPAIGN_AI_CLASSIC,
    CAMPAIGN_AI_STANDARD,
} campaign_ai_level;

/* The seat's orders, one per own army in id order (n returned, at most cap), at
 * the STANDARD level. */
int campaign_ai_orders(const campaign_view *view, campaign_order *out, int cap);
int campaign_ai_orders_level(const campaign_view *view, campaign_ai_level level, campaign_order *out, int cap);
/* Stand when stronger than every other side at the contested location. */
bool campaign_ai_standoff(const campaign_view *view, int loc);
/* The squad for the current duel of `battle`: the <= 6 units with the largest RP
 * total within the budget (ties: more Health, then roster order); roster slots. */
uint32_t campaign_ai_squad(const campaign_view *view, int battle);
/* Ready for the Assault. */
campaign_bonus campaign_ai_bonus(const campaign_view *view, int battle);
/* Its adjacent option of highest supply, then lower id. */
int campaign_ai_retreat(const campaign_view *view, uint64_t options);
/* In battle: yield at the start of its turn when its RP on the board x 3 is below
 * the opponent's. */
bool campaign_ai_should_yield(const esc_game *game, int side);

#endif
