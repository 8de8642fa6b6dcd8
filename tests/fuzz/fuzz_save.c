/*
 * Fuzz harness: Escarmouche saved games ("skirmish-save"). A save that loads is
 * replayed to its end: every action applies, the state keeps the rules'
 * invariants (esc_game_check) after each one, and the record writes back to a
 * text, under the read limit, that loads to the same text; its seats (names,
 * levels) too.
 */
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "skirmish/core/esc/record.h"
#include "skirmish/data/files.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *text = fuzz_text(data, size);
    esc_record a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    data_error err;
    data_seat seats[ESC_SIDES], seats_b[ESC_SIDES];
    if (data_save_parse_seats(text, size, "fuzz.json", &a, seats, &err)) {
        FUZZ_CHECK(a.n_actions <= DATA_SAVE_MAX_ACTIONS, "%d actions loaded", a.n_actions);
        esc_game *game = malloc(sizeof *game);
        if (game == NULL)
            abort();
        /* Every prefix, as undo and the replay viewer walk it (a few at most, to
         * keep executions fast). */
        int step = a.n_actions > 8 ? a.n_actions / 8 : 1;
        for (int upto = 0; upto <= a.n_actions; upto += step) {
            esc_replay_result r = esc_record_replay(&a, game, upto);
            FUZZ_CHECK(r.setup == ESC_SETUP_OK && r.failed_at < 0, "a loaded save does not replay (action %d)",
                       r.failed_at);
            char why[200];
            FUZZ_CHECK(esc_game_check(game, why, (int)sizeof why), "after %d actions: %s", upto, why);
        }
        esc_replay_result r = esc_record_replay(&a, game, -1);
        FUZZ_CHECK(r.setup == ESC_SETUP_OK && r.failed_at < 0, "a loaded save does not replay to its end");
        char why[200];
        FUZZ_CHECK(esc_game_check(game, why, (int)sizeof why), "at the end: %s", why);
        free(game);
        char *once = data_save_to_json_seats(&a, seats);
        FUZZ_CHECK(once != NULL, "cannot write what was read");
        FUZZ_CHECK(strlen(once) <= DATA_FILE_MAX_BYTES, "writes %zu bytes, more than it reads", strlen(once));
        data_error again;
        FUZZ_CHECK(data_save_parse_seats(once, strlen(once), "written.json", &b, seats_b, &again),
                   "what was written does not load: %s: %s", again.key, again.message);
        char *twice = data_save_to_json_seats(&b, seats_b);
        FUZZ_CHECK(twice != NULL && strcmp(once, twice) == 0, "the round trip changes the file");
        free(once);
        free(twice);
    } else {
        fuzz_check_error(&err);
    }
    esc_record_free(&a);
    esc_record_free(&b);
    free(text);
    return 0;
}
