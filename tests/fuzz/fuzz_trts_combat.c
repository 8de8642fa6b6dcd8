/*
 * Fuzz harness: the input of skirmish-cli trts-combat (data_trts_combat_parse).
 * A file that loads must write back to a text that loads to the same text
 * (save-then-load round-trips) where the format has a writer; a file refused must
 * say why, readably.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "skirmish/data/trts_files.h"

/* The shipped factions, loaded once. */
static const trts_rules *rules(void)
{
    static trts_rules *r;
    if (r == NULL) {
        r = calloc(1, sizeof *r);
        data_error err;
        if (r == NULL || !data_trts_rules_load(FUZZ_ROOT "/assets/trts", r, &err))
            abort();
    }
    return r;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    data_trts_combat *a = calloc(1, sizeof *a);
    if (a == NULL)
        abort();
    data_error err;
    if (!(data_trts_combat_parse(text, size, "fuzz.json", rules(), a, &err) == DATA_TRTS_COMBAT_OK))
        fuzz_check_error(&err);
    free(a);
    free(text);
    return 0;
}
