/*
 * Fuzz harness: the position notation (esc_position_parse, the FEN-like text of
 * obstacles and units). A position that parses formats to a text that parses to
 * the same position and formats the same; a refusal points inside the text.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "skirmish/core/esc/board.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    esc_position a, b;
    size_t where = (size_t)-1;
    esc_position_problem p = esc_position_parse(text, &a, &where);
    if (p == ESC_POSITION_OK) {
        char once[ESC_POSITION_TEXT_MAX], twice[ESC_POSITION_TEXT_MAX];
        esc_position_format(&a, once);
        FUZZ_CHECK(strlen(once) < ESC_POSITION_TEXT_MAX, "format overflows");
        FUZZ_CHECK(esc_position_parse(once, &b, NULL) == ESC_POSITION_OK, "\"%s\" does not parse back", once);
        FUZZ_CHECK(memcmp(&a, &b, sizeof a) == 0, "\"%s\" parses to another position", once);
        esc_position_format(&b, twice);
        FUZZ_CHECK(strcmp(once, twice) == 0, "\"%s\" formats as \"%s\"", once, twice);
        (void)esc_position_units(&a);
    } else {
        FUZZ_CHECK(esc_position_problem_text(p) != NULL, "no text for problem %d", (int)p);
        FUZZ_CHECK(where == (size_t)-1 || where <= strlen(text), "problem at byte %zu of %zu", where, strlen(text));
    }
    free(text);
    return 0;
}
