/*
 * Fuzz harness: Conquest game states (the public server's shape). A state that
 * loads is consistent (cq_state_check), writes back in its own layout to a text
 * that loads to the same text, and so does the state one turn later: whatever
 * the program writes, it reads back (issue #11).
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "skirmish/core/cq/turn.h"
#include "skirmish/data/cq_files.h"

/* text loads; its state, written again, is the same text. */
static void round_trip(const char *once, const char *what)
{
    cq_graph g;
    cq_graph_init(&g);
    cq_state *s = malloc(sizeof *s);
    if (s == NULL)
        abort();
    data_cq_layout layout;
    data_error err;
    FUZZ_CHECK(data_cq_state_parse(once, strlen(once), "written.json", &g, s, &layout, &err),
               "%s does not load: %s: %s", what, err.key, err.message);
    char *twice = data_cq_state_to_json(s, &layout);
    FUZZ_CHECK(twice != NULL && strcmp(once, twice) == 0, "the round trip of %s changes it", what);
    free(twice);
    free(s);
    cq_graph_free(&g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    cq_graph g;
    cq_graph_init(&g);
    cq_state *s = malloc(sizeof *s);
    if (s == NULL)
        abort();
    data_cq_layout layout;
    data_error err;
    if (data_cq_state_parse(text, size, "fuzz.json", &g, s, &layout, &err)) {
        int where = -1;
        FUZZ_CHECK(cq_state_check(s, &where) == CQ_STATE_OK, "a loaded state is inconsistent at %d", where);
        char *once = data_cq_state_to_json(s, &layout);
        FUZZ_CHECK(once != NULL, "cannot write what was read");
        round_trip(once, "the state");
        free(once);
        /* One turn without orders (every player holds): the next state loads. */
        cq_turn_report report;
        FUZZ_CHECK(cq_turn_resolve(s, NULL, 0, NULL, &report), "out of memory");
        FUZZ_CHECK(cq_state_check(s, &where) == CQ_STATE_OK, "a turn made the state inconsistent at %d", where);
        once = data_cq_state_to_json(s, &layout);
        FUZZ_CHECK(once != NULL, "cannot write the next state");
        round_trip(once, "the next state");
        free(once);
    } else {
        fuzz_check_error(&err);
    }
    free(s);
    cq_graph_free(&g);
    free(text);
    return 0;
}
