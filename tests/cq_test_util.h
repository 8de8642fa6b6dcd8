/*
 * Shared helpers of the Conquest tests: small graphs from a compact edge list
 * ("0>1" one way, "0-1" both ways), states with players p0, p1, … on them, orders,
 * and the file helpers (fixture paths, reading, writing, listing).
 *
 * In the graphs built here vertex ids equal vertex indices, so a test can name a
 * vertex by either.
 */
#ifndef SKIRMISH_TESTS_CQ_TEST_UTIL_H
#define SKIRMISH_TESTS_CQ_TEST_UTIL_H

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "skirmish/core/cq/graph.h"
#include "skirmish/core/cq/state.h"
#include "skirmish/core/cq/turn.h"

#define CQT_PATH_MAX 1024

/* Vertices 0..n-1 (weights[i], or 1 each when weights is NULL; position (i, 0)),
 * edges from `edges`, then finished. Fails the test on any problem. */
void cqt_graph(cq_graph *g, int n, const int *weights, const char *edges);
/* Players p0 … p<n-1>, every vertex neutral and empty, turn 1, 100 turns, seed 1. */
void cqt_state(cq_state *s, const cq_graph *g, int n_players);
/* Vertex v controlled by player (CQ_NEUTRAL allowed) with units. */
void cqt_hold(cq_state *s, int v, int player, int64_t units);
cq_order cqt_order(int player, int64_t from, int64_t to, int64_t units);
/* cq_turn_resolve, failing the test on out of memory. */
cq_turn_report cqt_resolve(cq_state *s, const cq_order *orders, size_t n, cq_order_problem *problems);

/* "$SKIRMISH_TEST_DATA/rel", "$SKIRMISH_SOURCE_DIR/rel", "$SKIRMISH_TEST_TMP/rel". */
void cqt_data_path(char out[CQT_PATH_MAX], const char *rel);
void cqt_source_path(char out[CQT_PATH_MAX], const char *rel);
void cqt_tmp_path(char out[CQT_PATH_MAX], const char *rel);
/* Whole file, NUL-terminated (caller frees); fails the test if unreadable. */
char *cqt_read(const char *path, size_t *len);
void cqt_write(const char *path, const void *data, size_t len);
/* The *.json names of a directory, sorted; returns the count (at most cap). */
int cqt_list_json(const char *dir, char names[][256], int cap);
/* SKIRMISH_REGENERATE_GOLDEN set and not "0". */
bool cqt_regenerating(void);

#endif
