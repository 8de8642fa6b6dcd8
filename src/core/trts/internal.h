/*
 * Shared inside the TRTS rules core (not part of the public API): the pieces of
 * state.c (setup, queries, the round), control.c (teams and area control),
 * income.c (the Income forecast), engage.c (moves, engagements, the combat
 * round in the game), rules.c (the action tests and trts_apply) and legal.c
 * (the legal-action generator, the view, replay) call one another through these.
 */
#ifndef SKIRMISH_CORE_TRTS_INTERNAL_H
#define SKIRMISH_CORE_TRTS_INTERNAL_H

#include "skirmish/core/trts/state.h"

#define FOR_SET(set, i) \
    for (int i = 0; i < TRTS_MAX_PIECES; i++) \
        if (trts_set_has((set), i))

typedef enum path_mode {
    PATH_MOVE,       /* intermediate areas: the team's; the target: any */
    PATH_RETREAT,    /* through and into areas held (controlled or contested with a marker) */
    PATH_REPOSITION  /* through and into the team's areas */
} path_mode;

int trts_max_hp(const trts_state *s, int piece);
uint8_t trts_team_mask(const trts_state *s, int team);
bool trts_holds(const trts_state *s, int player, int area);
int trts_path_search(const trts_state *s, int piece, int to, path_mode mode, int *last_from, bool *up);
/* The areas of that path in order, start and `to` included, into route[] (at most cap); how many, 0 none. */
int trts_path_route(const trts_state *s, int piece, int to, path_mode mode, int *route, int cap);
int trts_add_unit(trts_state *s, int player, int type, int area);
int trts_add_building(trts_state *s, int player, int role, int area, bool finished);
void trts_kill_piece(trts_state *s, int i, bool count_loss);
void trts_marker_rule(trts_state *s);
void trts_number_sightings(trts_state *s);
void trts_finish_game(trts_state *s, trts_end_kind end, int winner_team_player);
void trts_eliminate(trts_state *s, int player);
void trts_check_eliminations(trts_state *s);
int trts_next_in_order(const trts_state *s, int player, bool wrap);
void trts_start_micro(trts_state *s);
void trts_end_round(trts_state *s);
void trts_end_micro_turn(trts_state *s);
int trts_area_fighters(const trts_state *s, int area, int active, trts_fighter *f, int *map);
bool trts_group_has_units_in(const trts_state *s, int area);
void trts_combat_run(trts_state *s);
void trts_combat_start(trts_state *s, int area);
void trts_engagement_next_defender(trts_state *s);
void trts_do_move(trts_state *s, int player, const trts_set *units, int area);
void trts_do_retreat(trts_state *s, int player, const trts_set *units, int area);

void trts_keep_alive(trts_state *s, int piece);

#endif
