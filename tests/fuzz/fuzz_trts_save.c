/*
 * Fuzz harness: saved TRTS games ("skirmish-trts", data_trts_save_parse: the actions
 * are replayed).
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
    trts_game_record *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
    if (a == NULL || b == NULL)
        abort();
    data_error err;
    if (data_trts_save_parse(text, size, "fuzz.json", rules(), a, &err)) {
        char *once = data_trts_save_to_json(a);
        FUZZ_CHECK(once != NULL, "cannot write what was read");
        data_error again;
        FUZZ_CHECK(data_trts_save_parse(once, strlen(once), "written.json", rules(), b, &again), "what was written does not load: %s: %s",
                   again.key, again.message);
        char *twice = data_trts_save_to_json(b);
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
