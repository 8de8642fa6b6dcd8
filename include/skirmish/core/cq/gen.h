/*
 * Conquest map generators: grid and hex layouts with random weights and random
 * vertex removal that keeps the graph in one piece, as the public server makes
 * its maps. Seeded with a generator of their own, so a (parameters, seed) pair
 * always gives the same graph.
 *
 * Vertex ids are row * width + column, and removed vertices leave gaps in the ids,
 * as on the server. Every edge of a generated graph goes both ways; one-way edges
 * are for hand-made maps.
 */
#ifndef SKIRMISH_CORE_CQ_GEN_H
#define SKIRMISH_CORE_CQ_GEN_H

#include <stdint.h>

#include "skirmish/core/cq/graph.h"

#define CQ_GEN_MIN_SIDE 2
#define CQ_GEN_MAX_SIDE 64               /* 64 x 64 = CQ_MAX_VERTICES */
#define CQ_GEN_MAX_WEIGHT 100
#define CQ_GEN_MAX_REMOVE_PERMILLE 800   /* the server's limit: 0.8 */
#define CQ_GEN_MIN_KEEP 8                /* removal stops here, so 8 players always fit */

typedef enum cq_layout {
    CQ_LAYOUT_GRID,   /* 4 neighbours: left, right, up, down */
    CQ_LAYOUT_HEX     /* 6 neighbours; odd rows shifted half a cell right */
} cq_layout;

typedef struct cq_gen_params {
    cq_layout layout;
    int width, height;            /* CQ_GEN_MIN_SIDE to CQ_GEN_MAX_SIDE */
    int weight_min, weight_max;   /* 1 to CQ_GEN_MAX_WEIGHT, min <= max */
    int remove_permille;          /* per vertex, the chance in 1000 of trying to remove it */
    uint64_t seed;
} cq_gen_params;

typedef enum cq_gen_problem {
    CQ_GEN_OK = 0,
    CQ_GEN_SIZE,
    CQ_GEN_WEIGHTS,
    CQ_GEN_REMOVE,
    CQ_GEN_NO_MEMORY
} cq_gen_problem;

const char *cq_gen_problem_text(cq_gen_problem problem);

/* Weights 1 to 5, no removal, seed 0. */
void cq_gen_params_default(cq_gen_params *params, cq_layout layout, int width, int height);

/* Builds a finished graph into `out` (initialised; replaced only on success).
 * Draws, in this order: each vertex's weight in id order; a shuffle of all ids;
 * then, in shuffled order, one number per vertex deciding whether to try removing
 * it. A vertex is removed only if the others stay connected and more than
 * CQ_GEN_MIN_KEEP vertices would remain. */
cq_gen_problem cq_generate(cq_graph *out, const cq_gen_params *params);

#endif
