/*
 * The story of a resolved Conquest turn, step by step in the order the rules
 * play it (docs/conquest.md §5-§9): the departures, each head-on meeting, the
 * arrivals and fights at each vertex in id order (with the weighted draw's
 * odds when there is one), generation, eliminations. The replay walks these
 * steps forward and back; the event log takes them as the turn report
 * (conquest_report_log). Worded in the player's language with names and place
 * labels (label.h). No SDL.
 */
#ifndef SKIRMISH_CLIENT_CONQUEST_REPORT_H
#define SKIRMISH_CLIENT_CONQUEST_REPORT_H

#include "conquest/match.h"
#include "skirmish/core/evlog.h"

typedef enum conquest_step_kind {
    CONQUEST_STEP_DEPART,
    CONQUEST_STEP_MEET,     /* vertex and vertex2: the pair */
    CONQUEST_STEP_ARRIVE,   /* vertex: where they arrived */
    CONQUEST_STEP_GROW,
    CONQUEST_STEP_ELIMINATE
} conquest_step_kind;

typedef struct conquest_step {
    conquest_step_kind kind;
    int vertex, vertex2;    /* indices, -1 if none */
    uint64_t loss;          /* seats that lost a vertex (or the game) here */
    bool draw;              /* an arrival settled by the weighted draw: odds tells its chances */
    int winner;             /* who holds vertex after it, CQ_NO_PLAYER if nobody */
    char odds[200];
    int64_t defenders;      /* a holder's reinforcement before a fight: the defenders then (the
                             * map shows them at this step), else -1 */
    evlog_kind log_kind;
    char text[EVLOG_TEXT_MAX];
} conquest_step;

/* The steps of the match's last resolved turn; returns how many (at most max;
 * 0 when there is no last turn or out of memory). */
int conquest_report_steps(const conquest_match *m, conquest_step *out, int max);
/* The last turn into the log: every step but the departures, seen by every
 * seat (Conquest hides nothing once a turn is resolved; the orders of a turn
 * not yet resolved never reach the log), each placed on its vertex. */
void conquest_report_log(evlog *log, const conquest_match *m);
/* What the map shows at step k of n: before the fights, the units left after
 * the departures; each vertex whose fight has been played, its holder and
 * units after the fight; from generation on, the state after the turn. */
void conquest_report_map_at(const conquest_match *m, const conquest_step *steps, int n, int k, int8_t *controller,
                            int64_t *units);

#endif
