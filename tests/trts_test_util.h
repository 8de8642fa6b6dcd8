/*
 * Helpers for the TRTS tests: the shipped faction tables and maps, loaded once.
 */
#ifndef SKIRMISH_TESTS_TRTS_TEST_UTIL_H
#define SKIRMISH_TESTS_TRTS_TEST_UTIL_H

#include "skirmish/core/trts/faction.h"
#include "skirmish/core/trts/state.h"

/* assets/trts of the source tree, failing the test when it does not load. */
const trts_rules *tt_rules(void);
/* "$SKIRMISH_SOURCE_DIR/rel" */
void tt_source_path(char out[1024], const char *rel);

/* A small map for rule tests (docs/trts.md names it "the test map"):
 *   0 A (start 1; 6 fields, 1 vent, 4 slots) =ramp, up A= 1 B (4, 1, 4) - 2 C (3, 0, 2)
 *   - 3 D (4, 1, 4) =ramp, up E= 4 E (start 2; 6, 1, 4);  A ~cliff~ C;
 *   C - 5 F (start 3; 2, 0, 2);  C - 6 G (start 4; 2, 0, 2). Players 2 to 4. */
const trts_map *tt_map(void);
enum { TT_A, TT_B, TT_C, TT_D, TT_E, TT_F, TT_G };

/* A started game on the test map, then emptied: no pieces, no markers, banks 0,
 * line 0, 1, 2, ... and `phase` with player 0 to act. Every seat is a computer
 * seat (setup.computer), so combat needs no targeting input. */
void tt_game(trts_state *s, trts_match_type type, int n, const int *factions, trts_phase phase);
/* Unit or building by id ("trooper", "hq") for player p; fails the test if unknown. */
int tt_unit(trts_state *s, int p, const char *id, int area);
int tt_building(trts_state *s, int p, const char *id, int area, bool finished);
void tt_marker(trts_state *s, int p, int area);
/* Applies and asserts the answer. */
void tt_do(trts_state *s, trts_action a, trts_why want);
trts_action tt_act(int kind, int player, int a, int b, int c);
trts_action tt_act_units(int kind, int player, int area, int n, const int *units);

/* Faction lists for tt_game: four Directorates; the Directorate and the Myriad. */
extern const int tt_dir2[4];
extern const int tt_dir_myr[2];
/* A duel in Macro: each player's finished depot on its start (A, E) with its marker. */
void tt_base_two(trts_state *s, const int *factions);
/* Ends the round from Reposition: every player says Done. */
void tt_next_round(trts_state *s);
/* n of the player's faction's workers on the area. */
void tt_workers(trts_state *s, int p, int area, int n);

#endif
