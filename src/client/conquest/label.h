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

/* The place name of vertex index v (< CONQUEST_PLACE_NAMES) on a map that
 * names its places, in the current language. */
void conquest_place_name(int v, char *out, size_t size);
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

/* What a seat's orders would do at a target. */
typedef enum conquest_outcome {
    CONQUEST_OUTCOME_NONE,  /* nothing arrives */
    CONQUEST_OUTCOME_TAKES, /* taken: a tick on green */
    CONQUEST_OUTCOME_JOINS, /* reinforces its own: a plus on blue */
    CONQUEST_OUTCOME_FAILS, /* cannot take it, whatever the others do: a cross on red */
    CONQUEST_OUTCOME_UNSURE /* depends on what others send there: a question mark on amber */
} conquest_outcome;

/* What player p's orders would do at vertex index `to` against what is there
 * now (the core's cq_attack_preview_of), `extra` (NULL: none) standing in for
 * its order on the same edge: "Needs 5 units to take Brill · 3 arrive: fewer
 * than its weight, all lost", then who else can arrive there this turn and
 * with how many (cq_reach_of: public positions and counts only, never another
 * seat's orders) and what that would change. out is "" when nothing arrives
 * and nothing is needed. */
conquest_outcome conquest_attack_forecast(const conquest_match *m, int p, const cq_order *extra, int to, char *out,
                                          size_t size);
/* The same for one order, from vertex index `source` to `to` (-1: any of
 * p's orders there): its head-on risk is its own edge's, never another
 * order's to the same target (blind play-test 16). */
conquest_outcome conquest_order_forecast(const conquest_match *m, int p, const cq_order *extra, int source, int to,
                                         char *out, size_t size);
/* Shares in percent of a weighted draw among n parties with these units,
 * summing to 100 (rounded down, the points left to the largest remainders, an
 * equal remainder to the larger share): the preview and the turn report use it,
 * so a 3-against-5 draw is 37 % and 63 % in both. */
void conquest_odds_split(const int64_t *units, int n, int *pct);
/* The share in percent of `mine` against `others` (one block), rounded down: a
 * worst case never says more than the player can count on (6 against 5: 54). */
int conquest_worst_odds(int64_t mine, int64_t others);
/* When player p's orders at vertex index `to` (with `extra` as in
 * conquest_attack_forecast) may end in the weighted draw (others can reach it
 * with enough to share the fight), the player's worst odds in percent (every
 * other player in reach sending all it can); -1 when no draw can happen. */
int conquest_attack_draw(const conquest_match *m, int p, const cq_order *extra, int to);
/* The other players (not p, not the target's holder) who can reach `to` this
 * turn, named for "if ... also moves here": one or two names, or "another
 * player"; "" when none. */
void conquest_rival_names(const conquest_match *m, int p, int to, char *out, size_t size);
/* What leaving `from` with 0 units means (p's orders, `extra` added): taken
 * by any unit that arrives, else kept and growing; false when its orders
 * leave units there or send none. */
bool conquest_empty_rule(const conquest_match *m, int p, const cq_order *extra, int from, char *out, size_t size);
/* The same, true only when the orders cannot take it whatever the others do
 * (the order is drawn red and Ready asks once). */
bool conquest_attack_text(const conquest_match *m, int p, const cq_order *extra, int to, char *out, size_t size);

/* The units at vertex index v after player p's orders (with `extra` as in
 * conquest_attack_forecast), on a vertex p holds: what stays plus what p's
 * own orders bring there (they arrive before any fight); *sent and *arriving
 * (each may be NULL) get the two parts. Only orders the turn would carry out
 * count. Elsewhere: the units there now. The rule is the core's: cq_planned_units. */
int64_t conquest_planned_units(const conquest_match *m, int p, const cq_order *extra, int v, int64_t *sent,
                               int64_t *arriving);
/* A warning when player p's orders (with `extra` standing in for its order on
 * the same edge) leave vertex index `from` empty, or with fewer units than one
 * other player could bring there next turn, counting p's own units ordered
 * there (conquest_planned_units): "Ashford will be empty; Bob's Rookholm (15)
 * is next to it". "" (false) when there is nothing to say. */
bool conquest_source_warning(const conquest_match *m, int p, const cq_order *extra, int from, char *out,
                             size_t size);

/* The second click of click-click, on v with no edge from the picked vertex
 * `from`: "Larkton is not next to Dunwick: ...", or the one-way edge's
 * refusal when the only edge runs v -> from. False (out untouched) when v is a
 * neighbour, or another of the player's vertices (then a new pick). */
bool conquest_not_next_text(const conquest_match *m, int who, int from, int v, char *out, size_t size);

/* "No units left at Ivymere: they are all ordered out". */
void conquest_none_left_text(const conquest_match *m, int from, char *out, size_t size);

/* The order a drag from → to (vertex indices) would give, all the units left
 * at from (or the order already on that edge and them): its forecast, then
 * on a line of its own (after a newline) the source's warning. */
conquest_outcome conquest_drag_forecast(const conquest_match *m, int who, int from, int to, char *out, size_t size);

#endif
