/*
 * Fuzz harness: saved campaigns ("skirmish-campaign", data_campaign_save_parse),
 * an Escarmouche battle in progress possibly inside. A file that loads must write
 * back to a text that loads to the same text; a file refused must say why,
 * readably.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "skirmish/data/campaign_save.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    campaign_map *map = calloc(1, sizeof *map), *map2 = calloc(1, sizeof *map2);
    campaign_state *a = calloc(1, sizeof *a), *b = calloc(1, sizeof *b);
    if (map == NULL || map2 == NULL || a == NULL || b == NULL)
        abort();
    data_error err;
    char *match = NULL;
    if (data_campaign_save_parse(text, size, "fuzz.json", map, a, &match, &err)) {
        char *once = data_campaign_save_to_json(a, match);
        FUZZ_CHECK(once != NULL, "cannot write what was read");
        data_error again;
        char *match2 = NULL;
        FUZZ_CHECK(data_campaign_save_parse(once, strlen(once), "written.json", map2, b, &match2, &again),
                   "what was written does not load: %s: %s", again.key, again.message);
        char *twice = data_campaign_save_to_json(b, match2);
        FUZZ_CHECK(twice != NULL && strcmp(once, twice) == 0, "the round trip changes the file");
        free(once);
        free(twice);
        free(match2);
    } else {
        fuzz_check_error(&err);
    }
    free(match);
    free(map);
    free(map2);
    free(a);
    free(b);
    free(text);
    return 0;
}
