/*
 * The area map's model (see model.h): growing arrays the games fill each pass,
 * and the board the model owns (board.c builds it, this frees it).
 */
#include "areamap/model.h"

#include <stdlib.h>
#include <string.h>

#include "areamap/board.h"

void areamap_model_init(areamap_model *m) { memset(m, 0, sizeof *m); }

void areamap_model_free(areamap_model *m)
{
    free(m->nodes);
    free(m->links);
    free(m->pieces);
    areamap_board_free(m->board);
    memset(m, 0, sizeof *m);
}

void areamap_model_clear(areamap_model *m)
{
    m->n_nodes = 0;
    m->n_links = 0;
    m->n_pieces = 0;
}

areamap_piece *areamap_model_add_piece(areamap_model *m)
{
    if (m->n_pieces == m->cap_pieces) {
        int cap = m->cap_pieces ? m->cap_pieces * 2 : 64;
        areamap_piece *grown = realloc(m->pieces, (size_t)cap * sizeof *grown);
        if (!grown)
            return NULL;
        m->pieces = grown;
        m->cap_pieces = cap;
    }
    areamap_piece *p = &m->pieces[m->n_pieces++];
    memset(p, 0, sizeof *p);
    p->seat = -1;
    return p;
}

areamap_node *areamap_model_add_node(areamap_model *m)
{
    if (m->n_nodes == m->cap_nodes) {
        int cap = m->cap_nodes ? m->cap_nodes * 2 : 64;
        areamap_node *grown = realloc(m->nodes, (size_t)cap * sizeof *grown);
        if (!grown)
            return NULL;
        m->nodes = grown;
        m->cap_nodes = cap;
    }
    areamap_node *n = &m->nodes[m->n_nodes++];
    memset(n, 0, sizeof *n);
    n->seat = -1;
    return n;
}

areamap_link *areamap_model_add_link(areamap_model *m)
{
    if (m->n_links == m->cap_links) {
        int cap = m->cap_links ? m->cap_links * 2 : 128;
        areamap_link *grown = realloc(m->links, (size_t)cap * sizeof *grown);
        if (!grown)
            return NULL;
        m->links = grown;
        m->cap_links = cap;
    }
    areamap_link *l = &m->links[m->n_links++];
    memset(l, 0, sizeof *l);
    return l;
}
