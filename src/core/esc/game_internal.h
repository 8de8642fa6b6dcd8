/*
 * What game.c (state, turn flow, damage) and rules.c (legality, the generator,
 * apply) share and nobody else needs.
 */
#ifndef SKIRMISH_CORE_ESC_GAME_INTERNAL_H
#define SKIRMISH_CORE_ESC_GAME_INTERNAL_H

#include "skirmish/core/esc/game.h"

static inline int esc_other_side(int side) { return side ^ 1; }

void esc_events_push(esc_events *events, const esc_event *event);
esc_event esc_event_make(esc_event_kind kind, int unit);

/* Health loss from an attack, through guardian redirection and defensive stance. */
void esc_game_deal_damage(esc_game *game, int target, int amount, esc_events *events);
/* Loss that is a price, not damage (devastating strike). */
void esc_game_lose_health(esc_game *game, int unit, int amount, esc_events *events);
void esc_game_place(esc_game *game, int unit, int square);
void esc_game_move_unit(esc_game *game, int unit, int to, esc_events *events);
/* After every action: elimination, then the automatic end of turn. */
void esc_game_after_action(esc_game *game, esc_events *events);
void esc_game_end_turn(esc_game *game, esc_events *events);
void esc_game_finish_deployment(esc_game *game, esc_events *events);
/* The active side gives up: the other side wins (hook). */
void esc_game_yield(esc_game *game, esc_events *events);
/* Allies the pending command may still move (unit-id bits). */
uint16_t esc_game_commandable(const esc_game *game);

#endif
