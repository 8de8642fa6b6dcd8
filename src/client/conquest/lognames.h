/*
 * Conquest's names in the event log kept as keys, worded when shown
 * (eventlog/words.h's namers): a player by its seat number, a place by its
 * index, and the lists the turn's story joins (who arrived with how many from
 * where, the draw's odds, the departures, the generation) as their numbers.
 * A change of language then rewords a whole line, names included (play-test:
 * "Ordinateur 2 (Normal) avec 1 (depuis Hartwell) took neutral Ivymere").
 * The players' names come from the match last given to conquest_log_names_use
 * (copied: nothing here points into a match).
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_LOGNAMES_H
#define SKIRMISH_CLIENT_CONQUEST_LOGNAMES_H

#include <stddef.h>
#include <stdint.h>

#include "conquest/match.h"

/* Takes the match's players (names, seats, levels) for the names shown from now on. */
void conquest_log_names_use(const conquest_match *m);
/* An argument for evlog_say / the steps: player p, vertex index v. */
const char *conquest_log_player(int p);
const char *conquest_log_place(const cq_graph *g, int v);

/* A list being joined into one argument. */
typedef struct conquest_log_list {
    char key[160];
    size_t len;
} conquest_log_list;
void conquest_log_list_init(conquest_log_list *l);
/* "Computer 2 with 4 (from Ashford, Brillham)": player p, units, the vertices (n). */
void conquest_log_list_arrival(conquest_log_list *l, int p, int64_t units, const int *from, int n);
/* "Player 1 67 %" */
void conquest_log_list_odds(conquest_log_list *l, int p, int pct);
/* "Player 1 sent 4 along 2 edges" */
void conquest_log_list_departure(conquest_log_list *l, int p, int64_t units, int orders);
/* "Player 1 +3" */
void conquest_log_list_growth(conquest_log_list *l, int p, int64_t made);
/* The list as an argument (marked), and as text in the current language. */
const char *conquest_log_list_arg(const conquest_log_list *l);
void conquest_log_list_text(const conquest_log_list *l, char *out, size_t size);

#endif
