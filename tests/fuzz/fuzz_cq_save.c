/*
 * Fuzz harness: the client's Conquest saved games ("skirmish-conquest-save"),
 * which the Load screen reads for every file in saves/. The loader reads from a
 * path, so the input goes through a scratch file. A save that loads writes back
 * (atomically, to a scratch file) to one that loads to the same state, seats and
 * event log.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/cq_save.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *path = fuzz_file(data, size);
    (void)data_cq_save_is(path);
    cq_graph g, g2;
    cq_graph_init(&g);
    cq_graph_init(&g2);
    cq_state *s = malloc(sizeof *s), *s2 = malloc(sizeof *s2);
    if (s == NULL || s2 == NULL)
        abort();
    char map[128], map2[128];
    data_seat seats[CQ_MAX_PLAYERS], seats2[CQ_MAX_PLAYERS];
    evlog ev, ev2;
    evlog_init(&ev);
    evlog_init(&ev2);
    data_error err;
    if (data_cq_save_load_seats(path, map, (int)sizeof map, seats, &g, s, &ev, &err)) {
        FUZZ_CHECK(cq_state_check(s, NULL) == CQ_STATE_OK, "a loaded save's state is inconsistent");
        char out[256];
        snprintf(out, sizeof out, "%s/written.json", fuzz_dir());
        FUZZ_CHECK(data_cq_save_save_seats(out, map, seats, s, &ev, &err), "cannot save what was loaded: %s",
                   err.message);
        FUZZ_CHECK(data_cq_save_load_seats(out, map2, (int)sizeof map2, seats2, &g2, s2, &ev2, &err),
                   "what was saved does not load: %s: %s", err.key, err.message);
        FUZZ_CHECK(strcmp(map, map2) == 0, "the map name changes");
        char *a = data_cq_state_to_json(s, NULL), *b = data_cq_state_to_json(s2, NULL);
        FUZZ_CHECK(a != NULL && b != NULL && strcmp(a, b) == 0, "the state changes in the round trip");
        for (int p = 0; p < s->n_players; p++)
            FUZZ_CHECK(seats[p].computer == seats2[p].computer && strcmp(seats[p].level, seats2[p].level) == 0 &&
                           strcmp(seats[p].name, seats2[p].name) == 0,
                       "seat %d changes", p);
        FUZZ_CHECK(ev.n == ev2.n, "the event log changes");
        for (int i = 0; i < ev.n; i++) {
            const evlog_entry *x = &ev.items[i], *y = &ev2.items[i];
            FUZZ_CHECK(x->turn == y->turn && x->kind == y->kind && x->visible == y->visible && x->loss == y->loss &&
                           x->has_pos == y->has_pos && x->x == y->x && x->y == y->y && x->seen == y->seen &&
                           strcmp(x->text, y->text) == 0,
                       "event %d changes", i);
        }
        free(a);
        free(b);
    } else {
        fuzz_check_error(&err);
    }
    evlog_free(&ev);
    evlog_free(&ev2);
    free(s);
    free(s2);
    cq_graph_free(&g);
    cq_graph_free(&g2);
    return 0;
}
