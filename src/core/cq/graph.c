/*
 * The Conquest graph: building, the id index, adjacency lists (compressed rows,
 * one array of edge indices per direction) and connectivity queries.
 */
#include "skirmish/core/cq/graph.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/core/tr.h"

const char *cq_graph_problem_text(cq_graph_problem problem)
{
    switch (problem) {
    case CQ_GRAPH_OK:
        return N_("no problem");
    case CQ_GRAPH_TOO_MANY_VERTICES:
        return N_("too many vertices (the limit is 4096)");
    case CQ_GRAPH_TOO_MANY_EDGES:
        return N_("too many edges (the limit is 32768)");
    case CQ_GRAPH_BAD_ID:
        return N_("a vertex id must be an integer from 0 to 2147483647");
    case CQ_GRAPH_DUPLICATE_ID:
        return N_("two vertices have this id");
    case CQ_GRAPH_BAD_WEIGHT:
        return N_("a weight must be an integer from 1 to 1000000");
    case CQ_GRAPH_BAD_POSITION:
        return N_("a position must be two finite numbers");
    case CQ_GRAPH_NO_SUCH_VERTEX:
        return N_("no vertex has this id");
    case CQ_GRAPH_SELF_LOOP:
        return N_("an edge cannot lead from a vertex to itself");
    case CQ_GRAPH_DUPLICATE_EDGE:
        return N_("the same edge is listed twice");
    case CQ_GRAPH_EMPTY:
        return N_("the graph has no vertices");
    case CQ_GRAPH_FINISHED:
        return N_("the graph is already finished");
    case CQ_GRAPH_NO_MEMORY:
        return N_("out of memory");
    }
    return N_("unknown problem");
}

void cq_graph_init(cq_graph *graph)
{
    memset(graph, 0, sizeof *graph);
}

static void free_index(cq_graph *g)
{
    free(g->by_id);
    free(g->sorted_ids);
    free(g->id_table);
    g->sorted_ids = g->id_table = NULL;
    g->id_table_len = 0;
    free(g->out_start);
    free(g->out_edge);
    free(g->in_start);
    free(g->in_edge);
    free(g->reverse);
    g->by_id = g->out_start = g->out_edge = g->in_start = g->in_edge = g->reverse = NULL;
    g->finished = false;
}

void cq_graph_free(cq_graph *graph)
{
    if (graph == NULL)
        return;
    free_index(graph);
    free(graph->vertices);
    free(graph->edges);
    cq_graph_init(graph);
}

void cq_graph_swap(cq_graph *a, cq_graph *b)
{
    cq_graph t = *a;
    *a = *b;
    *b = t;
}

static bool dup_array(int32_t **dst, const int32_t *src, size_t n)
{
    *dst = NULL;
    if (src == NULL)
        return true;
    *dst = malloc((n > 0 ? n : 1) * sizeof **dst);
    if (*dst == NULL)
        return false;
    if (n > 0)
        memcpy(*dst, src, n * sizeof **dst);
    return true;
}

bool cq_graph_copy(cq_graph *dst, const cq_graph *src)
{
    cq_graph g;
    cq_graph_init(&g);
    size_t nv = (size_t)src->n_vertices, ne = (size_t)src->n_edges;
    g.n_vertices = src->n_vertices;
    g.n_edges = src->n_edges;
    g.cap_vertices = src->n_vertices;
    g.cap_edges = src->n_edges;
    g.vertices = malloc((nv > 0 ? nv : 1) * sizeof *g.vertices);
    g.edges = malloc((ne > 0 ? ne : 1) * sizeof *g.edges);
    bool ok = g.vertices != NULL && g.edges != NULL;
    if (ok && nv > 0)
        memcpy(g.vertices, src->vertices, nv * sizeof *g.vertices);
    if (ok && ne > 0)
        memcpy(g.edges, src->edges, ne * sizeof *g.edges);
    if (ok && src->finished) {
        g.id_table_len = src->id_table_len;
        ok = dup_array(&g.by_id, src->by_id, nv) && dup_array(&g.sorted_ids, src->sorted_ids, nv) &&
             dup_array(&g.id_table, src->id_table, (size_t)src->id_table_len) &&
             dup_array(&g.out_start, src->out_start, nv + 1) &&
             dup_array(&g.out_edge, src->out_edge, ne) && dup_array(&g.in_start, src->in_start, nv + 1) &&
             dup_array(&g.in_edge, src->in_edge, ne) && dup_array(&g.reverse, src->reverse, ne);
        g.finished = ok;
    }
    if (!ok) {
        cq_graph_free(&g);
        return false;
    }
    cq_graph_free(dst);
    *dst = g;
    return true;
}

/* Grows an array geometrically up to `limit` elements. */
static bool grow(void **array, int *cap, int need, int limit, size_t elem)
{
    if (need <= *cap)
        return true;
    int n = *cap > 0 ? *cap : 16;
    while (n < need)
        n *= 2;
    if (n > limit)
        n = limit;
    void *p = realloc(*array, (size_t)n * elem);
    if (p == NULL)
        return false;
    *array = p;
    *cap = n;
    return true;
}

cq_graph_problem cq_graph_add_vertex(cq_graph *graph, int64_t id, int64_t weight, double x, double y)
{
    if (graph->finished)
        return CQ_GRAPH_FINISHED;
    if (graph->n_vertices >= CQ_MAX_VERTICES)
        return CQ_GRAPH_TOO_MANY_VERTICES;
    if (id < 0 || id > CQ_MAX_VERTEX_ID)
        return CQ_GRAPH_BAD_ID;
    if (weight < 1 || weight > CQ_MAX_WEIGHT)
        return CQ_GRAPH_BAD_WEIGHT;
    if (!isfinite(x) || !isfinite(y))
        return CQ_GRAPH_BAD_POSITION;
    if (!grow((void **)&graph->vertices, &graph->cap_vertices, graph->n_vertices + 1, CQ_MAX_VERTICES,
              sizeof *graph->vertices))
        return CQ_GRAPH_NO_MEMORY;
    graph->vertices[graph->n_vertices++] = (cq_vertex){(int32_t)id, (int32_t)weight, x, y};
    return CQ_GRAPH_OK;
}

cq_graph_problem cq_graph_add_edge(cq_graph *graph, int64_t from_id, int64_t to_id)
{
    if (graph->finished)
        return CQ_GRAPH_FINISHED;
    if (graph->n_edges >= CQ_MAX_EDGES)
        return CQ_GRAPH_TOO_MANY_EDGES;
    if (from_id < 0 || from_id > CQ_MAX_VERTEX_ID || to_id < 0 || to_id > CQ_MAX_VERTEX_ID)
        return CQ_GRAPH_NO_SUCH_VERTEX;
    if (from_id == to_id)
        return CQ_GRAPH_SELF_LOOP;
    if (!grow((void **)&graph->edges, &graph->cap_edges, graph->n_edges + 1, CQ_MAX_EDGES, sizeof *graph->edges))
        return CQ_GRAPH_NO_MEMORY;
    graph->edges[graph->n_edges++] = (cq_edge){(int32_t)from_id, (int32_t)to_id};
    return CQ_GRAPH_OK;
}

/* ---- finishing ---- */

typedef struct key_index {
    int64_t key;
    int32_t index;
} key_index;

/* By key, then by index, so that of two equal keys the later item sorts second. */
static int cmp_key_index(const void *a, const void *b)
{
    const key_index *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    return (x->index > y->index) - (x->index < y->index);
}

/* Ids of a finished graph (or one being finished: by_id and sorted_ids set). */
static int find_sorted(const cq_graph *g, int64_t id)
{
    if (g->id_table != NULL)
        return id >= 0 && id < g->id_table_len ? g->id_table[id] : CQ_NO_VERTEX;
    int lo = 0, hi = g->n_vertices - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        int64_t m = g->sorted_ids[mid];
        if (m == id)
            return g->by_id[mid];
        if (m < id)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return CQ_NO_VERTEX;
}

int cq_graph_find(const cq_graph *graph, int64_t id)
{
    if (graph->finished)
        return find_sorted(graph, id);
    for (int i = 0; i < graph->n_vertices; i++)
        if (graph->vertices[i].id == id)
            return i;
    return CQ_NO_VERTEX;
}

/* One direction of adjacency: for each vertex the edges leaving it (key_of = from)
 * or entering it (to), sorted by the vertex at the other end. A duplicate edge is
 * two equal neighbours in one row; *dup is then the later edge's index. */
static bool build_rows(cq_graph *g, bool outgoing, int32_t **start_out, int32_t **edge_out, int *dup)
{
    int nv = g->n_vertices, ne = g->n_edges;
    int32_t *start = calloc((size_t)nv + 1, sizeof *start);
    int32_t *row = malloc((size_t)(ne > 0 ? ne : 1) * sizeof *row);
    key_index *tmp = malloc((size_t)(ne > 0 ? ne : 1) * sizeof *tmp);
    if (start == NULL || row == NULL || tmp == NULL) {
        free(start);
        free(row);
        free(tmp);
        return false;
    }
    /* Sort all edges by (this end, other end, edge index): rows come out grouped
     * and sorted in one pass. */
    for (int e = 0; e < ne; e++) {
        int32_t here = outgoing ? g->edges[e].from : g->edges[e].to;
        int32_t there = outgoing ? g->edges[e].to : g->edges[e].from;
        tmp[e].key = (int64_t)here * CQ_MAX_VERTICES + there;
        tmp[e].index = e;
        start[here + 1]++;
    }
    qsort(tmp, (size_t)ne, sizeof *tmp, cmp_key_index);
    for (int v = 0; v < nv; v++)
        start[v + 1] += start[v];
    for (int e = 0; e < ne; e++) {
        row[e] = tmp[e].index;
        if (e > 0 && tmp[e].key == tmp[e - 1].key && *dup < 0)
            *dup = tmp[e].index;
    }
    free(tmp);
    *start_out = start;
    *edge_out = row;
    return true;
}

cq_graph_problem cq_graph_finish(cq_graph *graph, int *where)
{
    int dummy;
    if (where == NULL)
        where = &dummy;
    *where = -1;
    if (graph->finished)
        return CQ_GRAPH_FINISHED;
    int nv = graph->n_vertices, ne = graph->n_edges;
    if (nv == 0)
        return CQ_GRAPH_EMPTY;

    key_index *ids = malloc((size_t)nv * sizeof *ids);
    graph->by_id = malloc((size_t)nv * sizeof *graph->by_id);
    int32_t *resolved = malloc((size_t)(ne > 0 ? ne : 1) * 2 * sizeof *resolved);
    if (ids == NULL || graph->by_id == NULL || resolved == NULL) {
        free(ids);
        free(resolved);
        free_index(graph);
        return CQ_GRAPH_NO_MEMORY;
    }
    for (int i = 0; i < nv; i++)
        ids[i] = (key_index){graph->vertices[i].id, i};
    qsort(ids, (size_t)nv, sizeof *ids, cmp_key_index);
    cq_graph_problem problem = CQ_GRAPH_OK;
    for (int i = 0; i < nv; i++) {
        graph->by_id[i] = ids[i].index;
        if (i > 0 && ids[i].key == ids[i - 1].key && problem == CQ_GRAPH_OK) {
            problem = CQ_GRAPH_DUPLICATE_ID;
            *where = ids[i].index;
        }
    }
    if (problem != CQ_GRAPH_OK) {
        free(ids);
        free(resolved);
        free_index(graph);
        return problem;
    }
    /* Ids are looked up for every order of every turn: a direct table when they
     * are dense (as the generators and the server make them), else a binary
     * search over a contiguous array. */
    graph->sorted_ids = malloc((size_t)nv * sizeof *graph->sorted_ids);
    int64_t max_id = ids[nv - 1].key;
    if (max_id < 4 * (int64_t)nv + 64)
        graph->id_table = malloc((size_t)(max_id + 1) * sizeof *graph->id_table);
    if (graph->sorted_ids == NULL || (max_id < 4 * (int64_t)nv + 64 && graph->id_table == NULL)) {
        free(ids);
        free(resolved);
        free_index(graph);
        return CQ_GRAPH_NO_MEMORY;
    }
    for (int i = 0; i < nv; i++)
        graph->sorted_ids[i] = (int32_t)ids[i].key;
    if (graph->id_table != NULL) {
        graph->id_table_len = (int32_t)(max_id + 1);
        for (int64_t i = 0; i <= max_id; i++)
            graph->id_table[i] = CQ_NO_VERTEX;
        for (int i = 0; i < nv; i++)
            graph->id_table[ids[i].key] = ids[i].index;
    }
    free(ids);

    /* Resolve ids into a scratch copy first: on a bad edge the graph keeps its ids
     * and stays unfinished, as documented. */
    for (int e = 0; e < ne; e++) {
        int from = find_sorted(graph, graph->edges[e].from);
        int to = find_sorted(graph, graph->edges[e].to);
        if (from == CQ_NO_VERTEX || to == CQ_NO_VERTEX) {
            *where = e;
            free(resolved);
            free_index(graph);
            return CQ_GRAPH_NO_SUCH_VERTEX;
        }
        resolved[2 * e] = from;
        resolved[2 * e + 1] = to;
    }
    cq_edge *saved = malloc((size_t)(ne > 0 ? ne : 1) * sizeof *saved);
    if (saved == NULL) {
        free(resolved);
        free_index(graph);
        return CQ_GRAPH_NO_MEMORY;
    }
    if (ne > 0)
        memcpy(saved, graph->edges, (size_t)ne * sizeof *saved);
    for (int e = 0; e < ne; e++)
        graph->edges[e] = (cq_edge){resolved[2 * e], resolved[2 * e + 1]};
    free(resolved);

    int dup = -1;
    bool ok = build_rows(graph, true, &graph->out_start, &graph->out_edge, &dup) &&
              build_rows(graph, false, &graph->in_start, &graph->in_edge, &dup);
    if (ok && dup >= 0) {
        *where = dup;
        problem = CQ_GRAPH_DUPLICATE_EDGE;
    } else if (!ok) {
        problem = CQ_GRAPH_NO_MEMORY;
    }
    if (problem == CQ_GRAPH_OK) {
        graph->reverse = malloc((size_t)(ne > 0 ? ne : 1) * sizeof *graph->reverse);
        if (graph->reverse == NULL)
            problem = CQ_GRAPH_NO_MEMORY;
    }
    if (problem != CQ_GRAPH_OK) {
        if (ne > 0)
            memcpy(graph->edges, saved, (size_t)ne * sizeof *saved);
        free(saved);
        free_index(graph);
        return problem;
    }
    free(saved);
    graph->finished = true;
    for (int e = 0; e < ne; e++)
        graph->reverse[e] = cq_graph_edge(graph, graph->edges[e].to, graph->edges[e].from);
    return CQ_GRAPH_OK;
}

int cq_graph_edge(const cq_graph *graph, int from, int to)
{
    if (!graph->finished || from < 0 || from >= graph->n_vertices)
        return -1;
    int lo = graph->out_start[from], hi = graph->out_start[from + 1] - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        int e = graph->out_edge[mid];
        int t = graph->edges[e].to;
        if (t == to)
            return e;
        if (t < to)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

/* Vertices reached from vertex 0, following edges forward, backward or both. */
static int reach_count(const cq_graph *g, bool forward, bool backward)
{
    int nv = g->n_vertices;
    if (nv == 0)
        return 0;
    int32_t *queue = malloc((size_t)nv * sizeof *queue);
    unsigned char *seen = calloc((size_t)nv, 1);
    if (queue == NULL || seen == NULL) {
        free(queue);
        free(seen);
        return -1;
    }
    int head = 0, tail = 0;
    queue[tail++] = 0;
    seen[0] = 1;
    while (head < tail) {
        int v = queue[head++];
        if (forward)
            for (int i = 0; i < cq_graph_out_degree(g, v); i++) {
                int w = cq_graph_out_neighbour(g, v, i);
                if (!seen[w]) {
                    seen[w] = 1;
                    queue[tail++] = w;
                }
            }
        if (backward)
            for (int i = 0; i < cq_graph_in_degree(g, v); i++) {
                int w = cq_graph_in_neighbour(g, v, i);
                if (!seen[w]) {
                    seen[w] = 1;
                    queue[tail++] = w;
                }
            }
    }
    free(queue);
    free(seen);
    return tail;
}

bool cq_graph_strongly_connected(const cq_graph *graph)
{
    if (!graph->finished || graph->n_vertices == 0)
        return false;
    /* Strongly connected iff vertex 0 reaches all and all reach vertex 0. */
    return reach_count(graph, true, false) == graph->n_vertices &&
           reach_count(graph, false, true) == graph->n_vertices;
}

bool cq_graph_weakly_connected(const cq_graph *graph)
{
    if (!graph->finished || graph->n_vertices == 0)
        return false;
    return reach_count(graph, true, true) == graph->n_vertices;
}

int cq_graph_one_way_edges(const cq_graph *graph)
{
    if (!graph->finished)
        return 0;
    int n = 0;
    for (int e = 0; e < graph->n_edges; e++)
        n += graph->reverse[e] < 0;
    return n;
}
