/*
 * Plain-language lines for the action log ("Archer b2 → attacks Brute e5, 2
 * damage"), built from an action and the events it produced. Shared by the
 * client's log panel and the command-line demo so both tell a game the same way.
 */
#ifndef SKIRMISH_CORE_ESC_DESCRIBE_H
#define SKIRMISH_CORE_ESC_DESCRIBE_H

#include "skirmish/core/esc/game.h"
#include "skirmish/core/esc/squad.h"

/* `before` is the state the action was applied to; `squads` give the unit names. */
void esc_describe_action(const esc_game *before, const esc_squad *const squads[ESC_SIDES], const esc_action *action,
                         const esc_events *events, char *out, int size);
/* The same with the players' names (names[side], NULL or "" for "Player N"). */
void esc_describe_action_named(const esc_game *before, const esc_squad *const squads[ESC_SIDES],
                               const char *const names[ESC_SIDES], const esc_action *action,
                               const esc_events *events, char *out, int size);
const char *esc_end_reason_text(esc_end_reason reason);
/* A unit's number among the units of its squad that share its name (1, 2...
 * in squad order), or 0 when its name is its own. */
int esc_unit_name_number(const esc_squad *squad, int slot);
/* The unit's name as shown everywhere (log, card, tooltip): translated, with
 * its number when its squad has two or more of that name ("Archer 2"). */
const char *esc_unit_display_name(const esc_squad *squad, int slot, char *buf, int size);

#endif
