/*
 * Fuzz harness: Campaign maps ("skirmish-campaign-map", data_campaign_map_parse).
 * A file that loads must write back to a text that loads to the same text
 * (save-then-load round-trips) where the format has a writer; a file refused must
 * say why, readably.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "skirmish/data/campaign_map.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    campaign_map *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
    if (a == NULL || b == NULL)
        abort();
    data_error err;
    if (data_campaign_map_parse(text, size, "fuzz.json", a, &err)) {
        char *once = data_campaign_map_to_json(a);
        FUZZ_CHECK(once != NULL, "cannot write what was read");
        data_error again;
        FUZZ_CHECK(data_campaign_map_parse(once, strlen(once), "written.json", b, &again), "what was written does not load: %s: %s",
                   again.key, again.message);
        char *twice = data_campaign_map_to_json(b);
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
