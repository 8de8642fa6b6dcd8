/*
 * Shared helpers of the Conquest tests (see cq_test_util.h).
 */
#define _POSIX_C_SOURCE 200809L

#include "cq_test_util.h"
#include "data_test_util.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void cqt_graph(cq_graph *g, int n, const int *weights, const char *edges)
{
    cq_graph_init(g);
    for (int i = 0; i < n; i++)
        assert_int_equal(cq_graph_add_vertex(g, i, weights != NULL ? weights[i] : 1, i, 0), CQ_GRAPH_OK);
    const char *p = edges;
    while (*p) {
        while (*p == ' ')
            p++;
        if (!*p)
            break;
        char *end;
        long a = strtol(p, &end, 10);
        char kind = *end;
        if (end == p || (kind != '>' && kind != '-'))
            fail_msg("bad edge list at \"%s\"", p);
        p = end + 1;
        long b = strtol(p, &end, 10);
        if (end == p)
            fail_msg("bad edge list at \"%s\"", p);
        p = end;
        assert_int_equal(cq_graph_add_edge(g, a, b), CQ_GRAPH_OK);
        if (kind == '-')
            assert_int_equal(cq_graph_add_edge(g, b, a), CQ_GRAPH_OK);
    }
    assert_int_equal(cq_graph_finish(g, NULL), CQ_GRAPH_OK);
}

void cqt_state(cq_state *s, const cq_graph *g, int n_players)
{
    cq_state_init(s, g);
    core_rng_seed(&s->rng, 1);
    for (int p = 0; p < n_players; p++) {
        char id[16];
        snprintf(id, sizeof id, "p%d", p);
        assert_int_equal(cq_state_add_player(s, id), p);
    }
}

void cqt_hold(cq_state *s, int v, int player, int64_t units)
{
    s->controller[v] = (int8_t)player;
    s->units[v] = units;
}

cq_order cqt_order(int player, int64_t from, int64_t to, int64_t units)
{
    return (cq_order){player, from, to, units};
}

cq_turn_report cqt_resolve(cq_state *s, const cq_order *orders, size_t n, cq_order_problem *problems)
{
    cq_turn_report r;
    assert_true(cq_turn_resolve(s, orders, n, problems, &r));
    return r;
}

/* Paths and whole-file reads are the data tests' helpers (data_test_util.c). */
void cqt_data_path(char out[CQT_PATH_MAX], const char *rel) { dt_data_path(out, rel); }
void cqt_source_path(char out[CQT_PATH_MAX], const char *rel) { dt_source_path(out, rel); }
void cqt_tmp_path(char out[CQT_PATH_MAX], const char *rel) { dt_tmp_path(out, rel); }
char *cqt_read(const char *path, size_t *len) { return dt_read(path, len); }
void cqt_write(const char *path, const void *data, size_t len) { dt_write(path, data, len); }

static int compare_names(const void *a, const void *b)
{
    return strcmp((const char *)a, (const char *)b);
}

int cqt_list_json(const char *dir, char names[][256], int cap)
{
    DIR *d = opendir(dir);
    if (d == NULL)
        fail_msg("cannot list %s", dir);
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len > 5 && len < 256 && strcmp(e->d_name + len - 5, ".json") == 0 && n < cap)
            memcpy(names[n++], e->d_name, len + 1);
    }
    closedir(d);
    qsort(names, (size_t)n, sizeof names[0], compare_names);
    return n;
}

bool cqt_regenerating(void)
{
    const char *v = getenv("SKIRMISH_REGENERATE_GOLDEN");
    return v != NULL && *v && strcmp(v, "0") != 0;
}
