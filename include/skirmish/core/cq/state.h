/*
 * The Conquest game state: who controls each vertex and with how many units, the
 * players (in seat order, which breaks every tie the rules leave to "player
 * order"), the turn counter and the seeded generator of the random draws.
 *
 * cq_state is a plain struct of fixed-size arrays (about 85 KiB) plus a pointer to
 * its graph, which never changes during a game: copy it by value to undo, to
 * search or to preview a turn. All states of a game share one graph, which must
 * outlive them (graph.h).
 *
 * Turn numbers follow the public "Chromatic Warfare" server: a started game is on
 * turn 1; the state's `turn` is the number of the turn whose orders are awaited;
 * resolving turn N records eliminations as turn N and leaves the state on turn
 * N + 1. The game is over once at most one player is left, or once turn
 * `max_turns` has been resolved (docs/conquest.md §7).
 */
#ifndef SKIRMISH_CORE_CQ_STATE_H
#define SKIRMISH_CORE_CQ_STATE_H

#include <stdbool.h>
#include <stdint.h>

#include "skirmish/core/cq/graph.h"
#include "skirmish/core/rng.h"

/* The public server has no limit of its own: it seats a player on every vertex
 * (35 on its default 7 x 5 map) and takes any string as a name. Ours are fixed so
 * the state stays a plain struct: 64 players (a turn report's elimination mask is
 * 64 bits) and names of 255 bytes; the loader's message names the limit. */
#define CQ_MAX_PLAYERS 64
_Static_assert(CQ_MAX_PLAYERS <= 64 && CQ_MAX_PLAYERS <= INT8_MAX, "controllers are int8_t, eliminations a 64-bit mask");
#define CQ_SETUP_MIN_PLAYERS 2         /* in a game the client sets up */
#define CQ_SETUP_MAX_PLAYERS 8
#define CQ_PLAYER_ID_MAX 256           /* bytes with the NUL */
#define CQ_NEUTRAL (-1)                /* controller of a neutral vertex */
#define CQ_NO_PLAYER (-1)
#define CQ_DEFAULT_MAX_TURNS 100
#define CQ_MAX_TURN_LIMIT 1000000      /* largest max_turns and turn */
#define CQ_MAX_UNITS INT64_C(1000000000000) /* units on a vertex (a turn saturates there); sums stay far from overflow */
#define CQ_DEFAULT_SEED 0              /* the generator's seed when nothing else gives one */

typedef struct cq_player {
    char id[CQ_PLAYER_ID_MAX];   /* "p0", or any name a server state uses */
    bool eliminated;
    bool disconnected;           /* the server's "disconnected" status, kept for writing back; the rules ignore it */
    int32_t eliminated_turn;     /* the turn it was eliminated in, when eliminated */
} cq_player;

typedef struct cq_state {
    const cq_graph *graph;                /* shared, finished, never modified through a state */
    int32_t turn;
    int32_t max_turns;
    bool ended;                           /* set when a turn ends the game, or read from a file */
    core_rng rng;                         /* the random draws of combat (and the start vertices) */
    int n_players;
    cq_player players[CQ_MAX_PLAYERS];
    int8_t controller[CQ_MAX_VERTICES];   /* by vertex index: player index or CQ_NEUTRAL */
    int64_t units[CQ_MAX_VERTICES];       /* by vertex index */
} cq_state;

typedef enum cq_setup_problem {
    CQ_SETUP_OK = 0,
    CQ_SETUP_GRAPH,            /* no graph, or not finished */
    CQ_SETUP_PLAYER_COUNT,     /* not from 2 to 8 */
    CQ_SETUP_TOO_FEW_VERTICES, /* fewer vertices than players */
    CQ_SETUP_MAX_TURNS         /* not from 1 to CQ_MAX_TURN_LIMIT */
} cq_setup_problem;

const char *cq_setup_problem_text(cq_setup_problem problem);

/* An empty state on a finished graph: no players, every vertex neutral with 0
 * units, turn 1, max_turns 100, generator seeded with CQ_DEFAULT_SEED. */
void cq_state_init(cq_state *state, const cq_graph *graph);
/* Appends a player; returns its index, or CQ_NO_PLAYER when the id is empty, too
 * long, already taken, or the table is full. */
int cq_state_add_player(cq_state *state, const char *id);

/* A new game: players "p0" … "p<n-1>", each on a distinct vertex drawn at random
 * (the state's generator, seeded with `seed`), controlling it with 1 unit; every
 * other vertex neutral with 0 units; turn 1. */
cq_setup_problem cq_state_setup(cq_state *state, const cq_graph *graph, int n_players, int max_turns,
                                uint64_t seed);

/* ---- Fair starts (docs/conquest.md, the "Fair starts" ruling) ----
 * An extension: the random starts above stay the default, and what the public
 * server does. With Fair starts the n_players start vertices are of one
 * weight, as equally far from each other and from the rich vertices (the
 * heaviest quarter) as the map allows, counted in edges either way. Which of
 * the equally good sets, and which seat gets which start, follows from the
 * seed. A pure function of the graph, the count and the seed. */
typedef struct cq_fair_quality {
    int weight_min, weight_max;  /* the starts' weights (equal when the map allows) */
    int apart_min, apart_max;    /* edges between two starts, nearest and farthest pair */
    int rich_min, rich_max;      /* edges from a start to its nearest rich vertex (-1: no rich vertex) */
} cq_fair_quality;

/* out[p]: seat p's start (a vertex index). False when the graph is missing or
 * unfinished or has fewer vertices than players (out untouched). `quality`
 * (may be NULL) tells how fair the set is. */
bool cq_fair_starts(const cq_graph *graph, int n_players, uint64_t seed, int32_t out[CQ_SETUP_MAX_PLAYERS],
                    cq_fair_quality *quality);
/* cq_state_setup with the starts of cq_fair_starts (the same seed). */
cq_setup_problem cq_state_setup_fair(cq_state *state, const cq_graph *graph, int n_players, int max_turns,
                                     uint64_t seed);

int cq_state_find_player(const cq_state *state, const char *id);
int cq_state_players_left(const cq_state *state);                 /* not eliminated */
int64_t cq_state_player_units(const cq_state *state, int player);  /* on the vertices it controls */
int cq_state_player_vertices(const cq_state *state, int player);
/* Over: marked ended, at most one player left, or turn max_turns resolved. */
bool cq_state_over(const cq_state *state);
/* The player left alone, or CQ_NO_PLAYER (game not over by elimination, or nobody left). */
int cq_state_winner(const cq_state *state);

/* Consistency of a state assembled by hand or from a file. */
typedef enum cq_state_problem {
    CQ_STATE_OK = 0,
    CQ_STATE_NO_GRAPH,               /* missing or unfinished graph */
    CQ_STATE_NO_PLAYERS,
    CQ_STATE_BAD_TURN,               /* max_turns not from 1 to CQ_MAX_TURN_LIMIT, turn not from 1 to max_turns + 1 */
    CQ_STATE_BAD_CONTROLLER,         /* a vertex's controller is no player */
    CQ_STATE_ELIMINATED_CONTROLLER,  /* an eliminated player controls a vertex */
    CQ_STATE_BAD_UNITS,              /* negative, or above CQ_MAX_UNITS */
    CQ_STATE_NEUTRAL_UNITS,          /* units on a neutral vertex */
    CQ_STATE_FUTURE_ELIMINATION      /* eliminated in a turn after the state's turn */
} cq_state_problem;

const char *cq_state_problem_text(cq_state_problem problem);
/* *where: the vertex index (controller and units problems) or the player index
 * (elimination problems), else -1. */
cq_state_problem cq_state_check(const cq_state *state, int *where);

/* ---- ranking (docs/conquest.md §8) ----
 * Players still in the game rank above every eliminated player, by total units
 * (equal totals tie); eliminated players rank by elimination turn, the latest
 * highest (the same turn ties). Works at any moment, over or not. */

/* Competition ranks from 1 (two players tied first are both 1, the next is 3). */
void cq_state_ranks(const cq_state *state, int rank[CQ_MAX_PLAYERS]);
/* The players in rank order, seat order inside a tie group; group g holds
 * order[group_start[g]] … order[group_start[g + 1] - 1]. Returns the number of
 * groups. */
int cq_state_rank_groups(const cq_state *state, int order[CQ_MAX_PLAYERS], int group_start[CQ_MAX_PLAYERS + 1]);
/* The game's winner as the result tells it: in a game over, the player ranked
 * first alone (the last one left, or at the turn limit the most units), else
 * CQ_NO_PLAYER (not over, or a tie for first). */
int cq_state_ranked_winner(const cq_state *state);

#endif
