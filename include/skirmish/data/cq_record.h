/*
 * A Conquest game's record (issue 38): the state it started from (turn 1, the
 * start vertices drawn, the generator's seed in its "rng") and every turn's
 * orders in the order they were resolved, so the game replays exactly and can be
 * watched, searched and taken over from any turn.
 *
 * A Conquest save carries it under "record" (docs/formats.md §8, "The record");
 * a save without one (every save from before records, a bare server state) is a
 * game to continue, not a replay. Loading a save that has one replays it and
 * refuses the file when the replay does not reach the saved state, so a record
 * that loads always replays.
 */
#ifndef SKIRMISH_DATA_CQ_RECORD_H
#define SKIRMISH_DATA_CQ_RECORD_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/core/cq/state.h"
#include "skirmish/core/cq/turn.h"

typedef struct data_cq_record {
    cq_state *start;     /* owned; NULL: no record. Its graph is the game's. */
    int n_turns;
    size_t *turn_end;    /* turn_end[t]: one past the last order of turn t in `orders` */
    cq_order *orders;    /* every turn's orders, one after the other */
    size_t n_orders;
    int cap_turns;
    size_t cap_orders;
} data_cq_record;

void data_cq_record_init(data_cq_record *rec);
void data_cq_record_free(data_cq_record *rec);
/* Empties rec and starts it at `start` (copied); false on out of memory. */
bool data_cq_record_begin(data_cq_record *rec, const cq_state *start);
/* Appends the orders of the turn just resolved, as given to cq_turn_resolve. */
bool data_cq_record_push_turn(data_cq_record *rec, const cq_order *orders, size_t n);
/* Drops the turns after the first n. */
void data_cq_record_truncate(data_cq_record *rec, int n);
/* Copies src into an initialised dst (dst's old content freed); false on out of memory. */
bool data_cq_record_copy(data_cq_record *dst, const data_cq_record *src);
/* The orders of turn t (0-based) and their number. */
const cq_order *data_cq_record_turn(const data_cq_record *rec, int t, size_t *n);
/* *out = the state after the first `upto` turns (all when upto < 0), replayed
 * from the start; false on out of memory or without a start. */
bool data_cq_record_replay(const data_cq_record *rec, int upto, cq_state *out);

#endif
