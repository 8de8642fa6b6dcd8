/*
 * Fuzz harness: TRTS maps ("skirmish-trts-map", data_trts_map_parse, checked as the
 * core checks a map).
 * A file that loads must write back to a text that loads to the same text
 * (save-then-load round-trips) where the format has a writer; a file refused must
 * say why, readably.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "skirmish/data/trts_files.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    trts_map *a = calloc(1, sizeof *a);
    if (a == NULL)
        abort();
    data_error err;
    if (!(data_trts_map_parse(text, size, "fuzz.json", a, &err)))
        fuzz_check_error(&err);
    free(a);
    free(text);
    return 0;
}
