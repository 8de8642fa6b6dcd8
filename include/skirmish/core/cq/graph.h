/*
 * The Conquest board: a directed graph of weighted vertices.
 *
 * Vertices carry the ids of the files they come from (any integers from 0 to
 * CQ_MAX_VERTEX_ID, in any order, with gaps: the public server's generators remove
 * vertices and keep the others' ids). The core works on vertex *indices* (0 to
 * n_vertices - 1, in the order the vertices were added, which is the order they are
 * written back) and maps ids to indices with cq_graph_find.
 *
 * A graph is built once (cq_graph_add_vertex, cq_graph_add_edge, then
 * cq_graph_finish, which builds the adjacency lists) and never changes during a
 * game, so every state of a game points at one shared graph instead of copying it:
 * that keeps cq_state small enough to copy by value. The arrays are on the heap,
 * sized to the graph; cq_graph_init/cq_graph_free pair up. A state keeps a pointer
 * to its graph, so a graph must stay in place (not be moved or freed) while states
 * refer to it.
 */
#ifndef SKIRMISH_CORE_CQ_GRAPH_H
#define SKIRMISH_CORE_CQ_GRAPH_H

#include <stdbool.h>
#include <stdint.h>

#define CQ_MAX_VERTICES 4096      /* the public server's largest map is 50 x 50 = 2,500 */
#define CQ_MAX_EDGES 32768        /* a full 50 x 50 hex map has 14,406 */
#define CQ_MAX_VERTEX_ID 2147483647
#define CQ_MAX_WEIGHT 1000000     /* the public server draws weights from 1 to 100 */
#define CQ_NO_VERTEX (-1)

typedef struct cq_vertex {
    int32_t id;
    int32_t weight;      /* units made per turn, and the price of taking it while neutral */
    double x, y;         /* position, for display only */
} cq_vertex;

typedef struct cq_edge {
    int32_t from, to;    /* vertex indices */
} cq_edge;

typedef struct cq_graph {
    int n_vertices;
    int n_edges;
    int cap_vertices;
    int cap_edges;
    cq_vertex *vertices;     /* by index, in the order added */
    cq_edge *edges;          /* in the order added; vertex ids until finished, then indices */
    /* Built by cq_graph_finish: */
    bool finished;
    int32_t *by_id;          /* vertex indices sorted by ascending id (the order of the draws) */
    int32_t *sorted_ids;     /* the ids in that order, for the binary search of cq_graph_find */
    int32_t *id_table;       /* id -> index (or CQ_NO_VERTEX) when the ids are dense enough, else NULL */
    int32_t id_table_len;    /* every id is below this when id_table is set */
    int32_t *out_start;      /* n_vertices + 1 offsets into out_edge */
    int32_t *out_edge;       /* edge indices leaving each vertex, sorted by target index */
    int32_t *in_start;       /* n_vertices + 1 offsets into in_edge */
    int32_t *in_edge;        /* edge indices entering each vertex, sorted by source index */
    int32_t *reverse;        /* per edge: the edge going the other way, or -1 (a one-way edge) */
} cq_graph;

typedef enum cq_graph_problem {
    CQ_GRAPH_OK = 0,
    CQ_GRAPH_TOO_MANY_VERTICES,
    CQ_GRAPH_TOO_MANY_EDGES,
    CQ_GRAPH_BAD_ID,             /* negative or above CQ_MAX_VERTEX_ID */
    CQ_GRAPH_DUPLICATE_ID,
    CQ_GRAPH_BAD_WEIGHT,         /* below 1 or above CQ_MAX_WEIGHT */
    CQ_GRAPH_BAD_POSITION,       /* not a finite number */
    CQ_GRAPH_NO_SUCH_VERTEX,     /* an edge names an id that is no vertex */
    CQ_GRAPH_SELF_LOOP,
    CQ_GRAPH_DUPLICATE_EDGE,
    CQ_GRAPH_EMPTY,              /* no vertices */
    CQ_GRAPH_FINISHED,           /* added to after cq_graph_finish */
    CQ_GRAPH_NO_MEMORY
} cq_graph_problem;

const char *cq_graph_problem_text(cq_graph_problem problem);

void cq_graph_init(cq_graph *graph);
void cq_graph_free(cq_graph *graph);
/* Deep copy into an initialised dst (its old content is freed); false on out of memory. */
bool cq_graph_copy(cq_graph *dst, const cq_graph *src);
/* Swaps the contents of two graphs (loaders build into a scratch graph, then swap). */
void cq_graph_swap(cq_graph *a, cq_graph *b);

/* Checks the id's range, the weight and the position; duplicate ids are found by
 * cq_graph_finish. */
cq_graph_problem cq_graph_add_vertex(cq_graph *graph, int64_t id, int64_t weight, double x, double y);
/* By ids, which may name vertices not added yet: cq_graph_finish resolves them.
 * Refuses a self-loop and an id out of range (CQ_GRAPH_NO_SUCH_VERTEX) at once. */
cq_graph_problem cq_graph_add_edge(cq_graph *graph, int64_t from_id, int64_t to_id);
/* Sorts the ids, resolves the edges' ids to indices and builds the adjacency
 * lists. On a problem (no vertices, a duplicate id, an edge naming no vertex, a
 * duplicate edge) *where is the index of the offending vertex or edge (the later
 * one of a duplicate pair) and the graph is left unfinished. */
cq_graph_problem cq_graph_finish(cq_graph *graph, int *where);

/* Index of the vertex with this id, or CQ_NO_VERTEX. Works before cq_graph_finish
 * (a linear scan) and after (a table or a binary search: it runs for every order
 * of every turn). */
int cq_graph_find(const cq_graph *graph, int64_t id);
/* Index of the edge from→to (vertex indices), or -1. Needs a finished graph. */
int cq_graph_edge(const cq_graph *graph, int from, int to);

/* Out- and in-degree, and the i-th neighbour (vertex index); finished graphs. */
static inline int cq_graph_out_degree(const cq_graph *g, int v)
{
    return g->out_start[v + 1] - g->out_start[v];
}
static inline int cq_graph_out_neighbour(const cq_graph *g, int v, int i)
{
    return g->edges[g->out_edge[g->out_start[v] + i]].to;
}
static inline int cq_graph_in_degree(const cq_graph *g, int v)
{
    return g->in_start[v + 1] - g->in_start[v];
}
static inline int cq_graph_in_neighbour(const cq_graph *g, int v, int i)
{
    return g->edges[g->in_edge[g->in_start[v] + i]].from;
}

/* Whether every vertex can reach every other one following the edges (no player
 * can be shut in), and whether it can when edges are read both ways (one piece). */
bool cq_graph_strongly_connected(const cq_graph *graph);
bool cq_graph_weakly_connected(const cq_graph *graph);
/* Edges without an edge going back. */
int cq_graph_one_way_edges(const cq_graph *graph);

#endif
