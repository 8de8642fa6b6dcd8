/*
 * How Conquest names things on screen, never by internal id: a vertex by a
 * short generated place name (Ashford, Brillham, ...) on maps of up to
 * CONQUEST_PLACE_NAMES vertices, else by a letter-number grid reference from
 * its position (C7); a player by its name ("Player 2", "Computer 3 (hard)" for
 * the default ids, else the name it was given or joined with); an order as
 * "3 units from Ashford to Brillham". No SDL.
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_LABEL_H
#define SKIRMISH_CLIENT_CONQUEST_LABEL_H

#include <stddef.h>

#include "conquest/match.h"

#define CONQUEST_PLACE_NAMES 288
#define CONQUEST_LABEL_MAX 48

/* The vertex of index v. */
void conquest_vertex_label(const cq_graph *g, int v, char *out, size_t size);
/* The same for a vertex id (an order's from / to); "?" for no such vertex. */
void conquest_vertex_label_id(const cq_graph *g, int64_t id, char *out, size_t size);
/* Player p of the match, as the player reads it. */
void conquest_player_label(const conquest_match *m, int p, char *out, size_t size);
/* The same in one of a few rotating buffers, for a line with several names. */
const char *conquest_player_name(const conquest_match *m, int p);
/* A vertex's label in one of a few rotating buffers. */
const char *conquest_place(const cq_graph *g, int v);
/* "3 units from Ashford to Brillham", in the player's language. */
void conquest_order_text(const conquest_match *m, const cq_order *o, char *out, size_t size);

/* Why an order from → to (vertex indices) of player p is refused, in words
 * with the places' names and what would do instead. */
void conquest_refusal_text(const conquest_match *m, int p, int from, int to, cq_order_problem problem, char *out,
                           size_t size);

/* What player p's orders would do at vertex index `to` against what is there
 * now (the core's cq_attack_preview_of), `extra` (NULL: none) standing in for
 * its order on the same edge: "Needs 5 units to take Brill · 3 arrive: fewer
 * than its weight, all lost". True when they would not take it (the order is
 * shown in red), false when they take or reinforce it or bring nothing; out is
 * "" when nothing arrives and nothing is needed. */
bool conquest_attack_text(const conquest_match *m, int p, const cq_order *extra, int to, char *out, size_t size);

#endif
