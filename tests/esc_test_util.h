/*
 * Shared helpers of the Escarmouche rules tests.
 *
 * They build units and squads from compact text ("H2R1P1M1+charge"), set a game up
 * in any position written in the position notation (deployment is played through
 * the rules, then the units are placed where the position says, so a test starts
 * at turn 1 with the side it asks for to move), and play actions written in the
 * action notation. The helpers parse squares and actions themselves instead of
 * calling the core's parsers, so that a rules test does not depend on the code it
 * tests for its own input; test_esc_legal holds the core's notation to them.
 */
#ifndef SKIRMISH_TESTS_ESC_TEST_UTIL_H
#define SKIRMISH_TESTS_ESC_TEST_UTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "skirmish/core/esc/game.h"
#include "skirmish/core/rng.h"

/* "c3" -> 18. Fails the test on anything that is not a square name. */
int tu_sq(const char *name);
/* "a1 c3 h8" -> the set of those squares ("" -> 0). */
esc_bits tu_bits(const char *list);
/* Square name into a static buffer (for messages); "-" for ESC_NO_SQUARE. */
const char *tu_name(int square);

/* "H2R1P1M1+charge+feint": stats in any order, then abilities by id. */
void tu_unit(esc_unit_def *unit, const char *spec);
/* Units separated by spaces: "H2R1P1M1 H1R1P1M1+sweep". "" is the empty squad. */
void tu_squad(esc_squad *squad, const char *spec);

/*
 * A battle at turn 1 with `first_player` to move, the units of the position on their
 * squares (letter A..F = slot 0..5 of side 0, a..f of side 1; every unit of both
 * squads must appear), the position's obstacles as the map, `zone` as objective
 * zone. settings NULL = defaults. The seed is the first one (from 1) whose dice give
 * the turn to first_player; deployment is played with ESC_ACT_DEPLOY on the first
 * free home squares and the units are then moved to the position's squares.
 */
void tu_game_ex(esc_game *game, const char *position, const char *squad0, const char *squad1,
                int first_player, const esc_settings *settings, esc_bits zone);
/* tu_game_ex with side 0 first, default settings, no zone. */
void tu_game(esc_game *game, const char *position, const char *squad0, const char *squad1);

/* Unit id on a square; fails the test when the square is empty. */
int tu_at(const esc_game *game, const char *square);
/* Health of the unit on a square. */
int tu_health_at(const esc_game *game, const char *square);
/* Sets a unit's health (raising max_health with it when needed). */
void tu_set_health(esc_game *game, int unit, int health);

/*
 * An action from its notation, built by the helper (not by esc_action_parse):
 *   "deploy c1", "move b2 c3", "attack b2 e5", "end", "done", "command b3 c5",
 *   "<ability-id> b2 [dest] [target]" (dest for tactical-retreat and charge, target
 *   for the others that pick one). A square naming a unit that is not there gives
 *   ESC_NO_UNIT in the action.
 */
esc_action tu_act(const esc_game *game, const char *text);
/* The deploy action placing the active side's next unit on square. */
esc_action tu_deploy_action(const esc_game *game, int square);
/* Plays a legal action (fails the test with the problem otherwise) and checks the
 * invariants. events may be NULL. */
void tu_play_ev(esc_game *game, const char *text, esc_events *events);
void tu_play(esc_game *game, const char *text);
/* The action is refused with exactly `expected` by esc_game_test_action and by
 * esc_game_apply, and the refused apply leaves the state byte for byte the same. */
void tu_refuse(esc_game *game, const char *text, esc_problem expected);
/* Same for an action given as a struct. */
void tu_refuse_action(esc_game *game, const esc_action *action, esc_problem expected);
/* esc_game_check holds. */
void tu_check(const esc_game *game);
/* Occupancy of the game equals the position text (units by side and slot,
 * obstacles). */
void tu_assert_position(const esc_game *game, const char *position);

/* Events of a kind in a list; the n-th of them (NULL if fewer). */
int tu_count_events(const esc_events *events, int kind);
const esc_event *tu_find_event(const esc_events *events, int kind, int n);

/* Random legal squad (1 to 6 units, stats 1..4, 0..3 abilities) and a random valid
 * map (some obstacles, sometimes a zone). */
void tu_random_squad(core_rng *rng, esc_squad *squad);
void tu_random_map(core_rng *rng, esc_map *map);
/* Plays deployment of an initialised game on random free home squares. */
void tu_random_deploy(core_rng *rng, esc_game *game);

/* Ability ids as the rules name them, independent of the core's table. */
extern const char *const tu_ability_ids[ESC_AB_COUNT];
/* Whether the ability picks a square, an enemy, an ally (the test's own table). */
int tu_ability_targeting(int ability);

#endif
