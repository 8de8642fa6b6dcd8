/*
 * Fuzz harness: Conquest maps ("skirmish-conquest-map"). A map that loads passes
 * cq_map_test, sets up a game for its smallest number of players, and writes
 * back to a text that loads to the same text.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "skirmish/core/cq/map.h"
#include "skirmish/data/cq_files.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    cq_map a, b;
    cq_map_init(&a);
    cq_map_init(&b);
    data_error err;
    if (data_cq_map_parse(text, size, "fuzz.json", &a, &err)) {
        FUZZ_CHECK(cq_map_test(&a) == CQ_MAP_OK, "a loaded map fails cq_map_test");
        cq_state *s = malloc(sizeof *s);
        if (s == NULL)
            abort();
        cq_setup_problem p = cq_state_setup(s, &a.graph, a.min_players, a.max_turns, 1);
        FUZZ_CHECK(p == CQ_SETUP_OK, "no game sets up on a loaded map: %s", cq_setup_problem_text(p));
        free(s);
        char *once = data_cq_map_to_json(&a);
        FUZZ_CHECK(once != NULL, "cannot write what was read");
        data_error again;
        FUZZ_CHECK(data_cq_map_parse(once, strlen(once), "written.json", &b, &again),
                   "what was written does not load: %s: %s", again.key, again.message);
        char *twice = data_cq_map_to_json(&b);
        FUZZ_CHECK(twice != NULL && strcmp(once, twice) == 0, "the round trip changes the file");
        free(once);
        free(twice);
    } else {
        fuzz_check_error(&err);
    }
    cq_map_free(&a);
    cq_map_free(&b);
    free(text);
    return 0;
}
