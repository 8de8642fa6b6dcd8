/*
 * Fuzz harness: the client's Conquest saved games ("skirmish-conquest-save"),
 * which the Load screen reads for every file in saves/. The loader reads from a
 * path, so the input goes through a scratch file. A save that loads writes back
 * (atomically, to a scratch file) to one that loads to the same state.
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
    int seats[CQ_MAX_PLAYERS], seats2[CQ_MAX_PLAYERS];
    data_error err;
    if (data_cq_save_load(path, map, (int)sizeof map, seats, &g, s, &err)) {
        FUZZ_CHECK(cq_state_check(s, NULL) == CQ_STATE_OK, "a loaded save's state is inconsistent");
        char out[256];
        snprintf(out, sizeof out, "%s/written.json", fuzz_dir());
        FUZZ_CHECK(data_cq_save_save(out, map, seats, s, &err), "cannot save what was loaded: %s", err.message);
        FUZZ_CHECK(data_cq_save_load(out, map2, (int)sizeof map2, seats2, &g2, s2, &err),
                   "what was saved does not load: %s: %s", err.key, err.message);
        FUZZ_CHECK(strcmp(map, map2) == 0, "the map name changes");
        char *a = data_cq_state_to_json(s, NULL), *b = data_cq_state_to_json(s2, NULL);
        FUZZ_CHECK(a != NULL && b != NULL && strcmp(a, b) == 0, "the state changes in the round trip");
        for (int p = 0; p < s->n_players; p++)
            FUZZ_CHECK(seats[p] == seats2[p], "seat %d changes", p);
        free(a);
        free(b);
    } else {
        fuzz_check_error(&err);
    }
    free(s);
    free(s2);
    cq_graph_free(&g);
    cq_graph_free(&g2);
    return 0;
}
