/*
 * Fuzz harness: squads ("skirmish-squad", data_squad_parse).
 * A file that loads must write back to a text that loads to the same text
 * (save-then-load round-trips); a file refused must say why, readably.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "skirmish/core/esc/unit.h"
#include "skirmish/data/files.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    esc_squad *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
    if (a == NULL || b == NULL)
        abort();
    data_error err;
    if (data_squad_parse(text, size, "fuzz.json", a, &err)) {
        /* What the Barracks asks of any squad it lists, drafts included. */
        for (int i = 0; i < a->n_units; i++) {
            (void)esc_unit_cost(&a->units[i]);
            (void)esc_unit_rank(&a->units[i]);
        }
        esc_squad_report report = esc_squad_test(a);
        char why[200];
        esc_squad_report_text(&report, a, why, (int)sizeof why);
        char *once = data_squad_to_json(a);
        FUZZ_CHECK(once != NULL, "cannot write what was read");
        FUZZ_CHECK(strlen(once) <= DATA_FILE_MAX_BYTES, "writes %zu bytes, more than it reads", strlen(once));
        data_error again;
        FUZZ_CHECK(data_squad_parse(once, strlen(once), "written.json", b, &again), "what was written does not load: %s: %s",
                   again.key, again.message);
        char *twice = data_squad_to_json(b);
        FUZZ_CHECK(twice != NULL && strcmp(once, twice) == 0, "the round trip changes the file");
        free(once);
        free(twice);
    } else {
        fuzz_check_error(&err);
    }
    free(a);
    free(b);
    free(text);
    return 0;
}
