/*
 * A Conquest game being played in the client: the map's graph, the state, who sits
 * in each seat (a human or a bot level), the orders each human is entering (hidden
 * from the others), and the last resolved turn for the animation. No SDL: the
 * screen and the tests drive it.
 *
 * A turn: every human in seat order enters orders and declares ready; the bots
 * compute theirs; cq_turn_resolve runs once on all of them, in seat order.
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_MATCH_H
#define SKIRMISH_CLIENT_CONQUEST_MATCH_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/ai/cq_bots.h"
#include "skirmish/core/cq/map.h"
#include "skirmish/core/cq/state.h"
#include "skirmish/core/cq/turn.h"
#include "skirmish/data/cq_record.h"
#include "skirmish/data/seats.h"

#define CONQUEST_SEAT_HUMAN (-1)
#define CONQUEST_SEAT_NETWORK (-2)  /* a bot connecting over WebSocket (conquest/net.c) */
#define CONQUEST_SEAT_REMOTE (-3)   /* a person at another screen of an online game (conquest/remote.h) */

struct conquest_net;

typedef struct conquest_player_orders {
    cq_order *list;     /* capacity: the graph's edge count (one order per edge at most) */
    int n;
    bool ready;
} conquest_player_orders;

typedef struct conquest_match {
    cq_graph graph;                  /* owned; the states point at it */
    char map_name[64];
    cq_state state;
    int seat[CQ_MAX_PLAYERS];        /* CONQUEST_SEAT_HUMAN or a cq_bot_level */
    char name[CQ_MAX_PLAYERS][DATA_SEAT_NAME_MAX]; /* the players' names, "" = the default */
    core_rng bot_rng;
    bool fair_starts;                /* started with Fair starts (cq_state_setup_fair); saved with it */
    conquest_player_orders orders[CQ_MAX_PLAYERS];
    /* The last resolved turn, for the animation. */
    bool has_last;
    cq_state before;                 /* the state the orders were given on */
    cq_order *last_orders;           /* all orders of that turn, in seat order */
    cq_order_problem *last_problems;
    int n_last;
    cq_turn_report last_report;
    /* The whole game from its start (saved with it, so a game continued or
     * loaded can play its last turn again); no start when it was lost (a save
     * from before records, or one too long for a file). */
    data_cq_record record;
    /* A game with network bots: the server plays it (conquest/net.c). */
    struct conquest_net *net;
    void (*net_free)(struct conquest_net *net);
} conquest_match;

void conquest_match_init(conquest_match *m);
void conquest_match_free(conquest_match *m);
/* Moves a match into *dst (uninitialised), leaving *src empty. */
void conquest_match_move(conquest_match *dst, conquest_match *src);
/* A new game on a copy of the map's graph. False with *why on a refused setup. */
/* conquest_match_start with Fair starts when `fair` (the setup's setting). */
bool conquest_match_start_starts(conquest_match *m, const cq_map *map, int n_players, const int seats[], int max_turns,
                                 uint64_t seed, bool fair, char *why, int why_size);
bool conquest_match_start(conquest_match *m, const cq_map *map, int n_players, const int seats[], int max_turns, uint64_t seed,
                    char *why, int why_size);
/* Takes over a loaded graph and state (the graph is moved into the match). The
 * computer players' stream is drawn afresh (conquest_match_fresh_seed), never
 * from the save: a reload does not replay their hidden orders. */
bool conquest_match_adopt(conquest_match *m, cq_graph *graph, const cq_state *state, const int seats[], const char *map_name);

/* Takes the record loaded with the state (moved in; *rec is left empty) and
 * rebuilds the last turn from it, so Replay and Steps work as before the quit.
 * A record whose last turn does not lead to the state is dropped. */
void conquest_match_take_record(conquest_match *m, data_cq_record *rec);
/* Adds a turn resolved elsewhere (the network game) to the record: begun on
 * turn 1, dropped when a turn is missing. */
void conquest_match_record_turn(conquest_match *m, const cq_state *before, const cq_order *orders, size_t n);

/* A seed for the computer players' stream that no save holds: differs on each
 * call (fixed from SKIRMISH_SEED when set, still differing per call). */
uint64_t conquest_match_fresh_seed(void);
/* Sets the computer players' stream (a test's fixed games). */
void conquest_match_seed_bots(conquest_match *m, uint64_t seed);

bool conquest_match_is_human(const conquest_match *m, int player);
/* The seats as saved (docs/formats.md "Seats"), one per player. */
void conquest_match_seats(const conquest_match *m, data_seat out[CQ_MAX_PLAYERS]);
/* Names the players from seats (after start or adopt). */
void conquest_match_set_names(conquest_match *m, const data_seat seats[], int n);
/* A player's name as people read it ("Ann", "Player 1", "Computer (Hard)"); the
 * text stays until the next call for the same player. */
const char *conquest_match_name(const conquest_match *m, int player);
int conquest_match_humans_left(const conquest_match *m);
/* The next human (in seat order) still to enter orders this turn, or CQ_NO_PLAYER. */
int conquest_match_next_to_order(const conquest_match *m);

/* Units at `from` this player has not yet ordered out. */
int64_t conquest_match_units_free(const conquest_match *m, int player, int from_vertex);
/* The player's pending order on the edge from→to (vertex indices), or -1. */
int conquest_match_find_order(const conquest_match *m, int player, int from_vertex, int to_vertex);
/* Adds (or replaces the units of) the order on from→to. A refusal leaves the orders
 * as they were and returns why (cq_order_test's reason with the running totals). */
cq_order_problem conquest_match_set_order(conquest_match *m, int player, int from_vertex, int to_vertex, int64_t units);
void conquest_match_remove_order(conquest_match *m, int player, int index);
void conquest_match_clear_orders(conquest_match *m, int player);
void conquest_match_set_ready(conquest_match *m, int player, bool ready);

/* True when every human left is ready: bots then order and the turn resolves. */
bool conquest_match_all_ready(const conquest_match *m);
/* Bots' orders, then the resolution; the pending orders are cleared. False on out
 * of memory (nothing changed). */
bool conquest_match_resolve(conquest_match *m);

#endif
