/*
 * Fuzz harness: units ("skirmish-unit", with the portrait key the Barracks
 * keeps). A unit that loads has a cost and a rank (any stats the loader
 * accepts), writes back to a text that loads to the same text, and a unit
 * refused says why, readably.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "skirmish/core/esc/unit.h"
#include "skirmish/data/files.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    esc_unit_def a, b;
    char pa[DATA_PORTRAIT_MAX], pb[DATA_PORTRAIT_MAX];
    data_error err;
    if (data_unit_parse_portrait(text, size, "fuzz.json", &a, pa, &err)) {
        long long cost = esc_unit_cost(&a);
        FUZZ_CHECK(cost <= ESC_UNIT_COST_MAX && cost >= -ESC_UNIT_COST_MAX, "cost %lld", cost);
        (void)esc_unit_rank(&a);
        const char *stat = NULL;
        (void)esc_unit_problem_text(esc_unit_test(&a, &stat));
        FUZZ_CHECK(pa[0] == '\0' || data_portrait_id_valid(pa), "portrait \"%s\" accepted", pa);
        char *once = data_unit_to_json_portrait(&a, pa);
        FUZZ_CHECK(once != NULL, "cannot write what was read");
        data_error again;
        FUZZ_CHECK(data_unit_parse_portrait(once, strlen(once), "written.json", &b, pb, &again),
                   "what was written does not load: %s: %s", again.key, again.message);
        char *twice = data_unit_to_json_portrait(&b, pb);
        FUZZ_CHECK(twice != NULL && strcmp(once, twice) == 0, "the round trip changes the file");
        free(once);
        free(twice);
    } else {
        fuzz_check_error(&err);
    }
    free(text);
    return 0;
}
