/*
 * Grid and hex map generators with random weights and connectivity-keeping vertex
 * removal.
 */
#include "skirmish/core/cq/gen.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/core/rng.h"
#include "skirmish/core/tr.h"

const char *cq_gen_problem_text(cq_gen_problem problem)
{
    switch (problem) {
    case CQ_GEN_OK:
        return N_("no problem");
    case CQ_GEN_SIZE:
        return N_("width and height must be from 2 to 64");
    case CQ_GEN_WEIGHTS:
        return N_("weights must be from 1 to 100, the smaller first");
    case CQ_GEN_REMOVE:
        return N_("the removal chance must be from 0 to 800 in 1000 (0 to 0.8)");
    case CQ_GEN_NO_MEMORY:
        return N_("out of memory");
    }
    return N_("unknown problem");
}

void cq_gen_params_default(cq_gen_params *params, cq_layout layout, int width, int height)
{
    memset(params, 0, sizeof *params);
    params->layout = layout;
    params->width = width;
    params->height = height;
    params->weight_min = 1;
    params->weight_max = 5;
}

/* The neighbours of cell (col, row); returns how many (at most 6). Hex rows use
 * the offset layout: odd rows sit half a cell to the right. */
static int neighbours(cq_layout layout, int w, int h, int col, int row, int out[6])
{
    static const int grid[4][2] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    static const int hex_even[6][2] = {{-1, -1}, {0, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}};
    static const int hex_odd[6][2] = {{0, -1}, {1, -1}, {-1, 0}, {1, 0}, {0, 1}, {1, 1}};
    const int(*d)[2] = layout == CQ_LAYOUT_GRID ? grid : (row % 2 == 0 ? hex_even : hex_odd);
    int count = layout == CQ_LAYOUT_GRID ? 4 : 6, n = 0;
    for (int i = 0; i < count; i++) {
        int c = col + d[i][0], r = row + d[i][1];
        if (c >= 0 && c < w && r >= 0 && r < h)
            out[n++] = r * w + c;
    }
    return n;
}

/* Whether the cells still present, minus `skip`, form one piece. */
static bool connected_without(cq_layout layout, int w, int h, const unsigned char *present, int skip, int32_t *queue,
                              unsigned char *seen)
{
    int cells = w * h, start = -1, remaining = 0;
    for (int i = 0; i < cells; i++) {
        if (present[i] && i != skip) {
            remaining++;
            if (start < 0)
                start = i;
        }
    }
    if (remaining == 0)
        return true;
    memset(seen, 0, (size_t)cells);
    int head = 0, tail = 0;
    queue[tail++] = start;
    seen[start] = 1;
    while (head < tail) {
        int c = queue[head++];
        int nb[6];
        int n = neighbours(layout, w, h, c % w, c / w, nb);
        for (int i = 0; i < n; i++) {
            int d = nb[i];
            if (present[d] && d != skip && !seen[d]) {
                seen[d] = 1;
                queue[tail++] = d;
            }
        }
    }
    return tail == remaining;
}

cq_gen_problem cq_generate(cq_graph *out, const cq_gen_params *params)
{
    const cq_gen_params *p = params;
    if (p->width < CQ_GEN_MIN_SIDE || p->width > CQ_GEN_MAX_SIDE || p->height < CQ_GEN_MIN_SIDE ||
        p->height > CQ_GEN_MAX_SIDE || (p->layout != CQ_LAYOUT_GRID && p->layout != CQ_LAYOUT_HEX))
        return CQ_GEN_SIZE;
    if (p->weight_min < 1 || p->weight_max > CQ_GEN_MAX_WEIGHT || p->weight_min > p->weight_max)
        return CQ_GEN_WEIGHTS;
    if (p->remove_permille < 0 || p->remove_permille > CQ_GEN_MAX_REMOVE_PERMILLE)
        return CQ_GEN_REMOVE;

    int w = p->width, h = p->height, cells = w * h;
    core_rng rng;
    core_rng_seed(&rng, p->seed);
    int32_t *weight = malloc((size_t)cells * sizeof *weight);
    int32_t *order = malloc((size_t)cells * sizeof *order);
    int32_t *queue = malloc((size_t)cells * sizeof *queue);
    unsigned char *present = malloc((size_t)cells);
    unsigned char *seen = malloc((size_t)cells);
    cq_graph g;
    cq_graph_init(&g);
    cq_gen_problem problem = CQ_GEN_NO_MEMORY;
    if (weight == NULL || order == NULL || queue == NULL || present == NULL || seen == NULL)
        goto done;

    uint32_t span = (uint32_t)(p->weight_max - p->weight_min + 1);
    for (int i = 0; i < cells; i++) {
        weight[i] = p->weight_min + (int32_t)core_rng_below(&rng, span);
        present[i] = 1;
        order[i] = i;
    }
    for (int i = cells - 1; i > 0; i--) {
        int j = (int)core_rng_below(&rng, (uint32_t)i + 1);
        int32_t t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    int kept = cells;
    if (p->remove_permille > 0) {
        for (int i = 0; i < cells; i++) {
            /* Draw for every vertex, removed or not, so one decision does not
             * shift the draws of the next. */
            bool try_it = core_rng_below(&rng, 1000) < (uint32_t)p->remove_permille;
            int c = order[i];
            if (!try_it || kept <= CQ_GEN_MIN_KEEP)
                continue;
            if (connected_without(p->layout, w, h, present, c, queue, seen)) {
                present[c] = 0;
                kept--;
            }
        }
    }

    for (int i = 0; i < cells; i++) {
        if (!present[i])
            continue;
        int col = i % w, row = i / w;
        double x = col, y = row;
        if (p->layout == CQ_LAYOUT_HEX) {
            /* Hex centres: rows 0.875 apart (close to sqrt(3)/2, and exact in binary,
             * so files show short numbers). */
            x = col + (row % 2 ? 0.5 : 0.0);
            y = row * 0.875;
        }
        if (cq_graph_add_vertex(&g, i, weight[i], x, y) != CQ_GRAPH_OK)
            goto done;
    }
    /* Each pair once (towards the larger id), both directions next to each other. */
    for (int i = 0; i < cells; i++) {
        if (!present[i])
            continue;
        int nb[6];
        int n = neighbours(p->layout, w, h, i % w, i / w, nb);
        for (int k = 0; k < n; k++) {
            int j = nb[k];
            if (j <= i || !present[j])
                continue;
            if (cq_graph_add_edge(&g, i, j) != CQ_GRAPH_OK || cq_graph_add_edge(&g, j, i) != CQ_GRAPH_OK)
                goto done;
        }
    }
    if (cq_graph_finish(&g, NULL) != CQ_GRAPH_OK)
        goto done;
    cq_graph_swap(out, &g);
    problem = CQ_GEN_OK;
done:
    cq_graph_free(&g);
    free(weight);
    free(order);
    free(queue);
    free(present);
    free(seen);
    return problem;
}
