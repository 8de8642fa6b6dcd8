/*
 * Fuzz harness: the replay loader (data_replay_load, issue 38), which opens any
 * game's save as a replay: an Escarmouche save, a Conquest or Campaign save with
 * its record, a TRTS save. A file that opens must seek to every checkpoint's
 * neighbourhood and its last step, print its JSON, and save at a step to a file
 * that opens again as a replay of exactly that many steps; a file refused must
 * say why, readably.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_util.h"
#include "skirmish/data/replay.h"
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
    const char *path = fuzz_file(data, size);
    static data_replay replay, again;
    data_error err;
    if (!data_replay_load(path, rules(), &replay, &err)) {
        fuzz_check_error(&err);
        return 0;
    }
    void *state = malloc(data_replay_state_size(&replay));
    FUZZ_CHECK(state != NULL, "out of memory");
    int n = replay.n_steps, mid = n / 2;
    FUZZ_CHECK(data_replay_seek(&replay, 0, state), "cannot seek to the start");
    FUZZ_CHECK(data_replay_seek(&replay, mid, state), "cannot seek to step %d", mid);
    FUZZ_CHECK(data_replay_seek(&replay, n, state), "cannot seek to the last step %d", n);
    FUZZ_CHECK(!data_replay_seek(&replay, n + 1, state), "seeks past the end");
    FUZZ_CHECK(!data_replay_seek(&replay, -1, state), "seeks before the start");
    char *text = data_replay_to_json(&replay, mid);
    FUZZ_CHECK(text != NULL, "cannot print the replay");
    free(text);
    char out[256];
    snprintf(out, sizeof out, "%s/played-from.json", fuzz_dir());
    FUZZ_CHECK(data_replay_save_at(&replay, mid, out, &err), "cannot save at step %d: %s: %s", mid, err.key,
               err.message);
    FUZZ_CHECK(data_replay_load(out, rules(), &again, &err), "the save at step %d does not open: %s: %s", mid,
               err.key, err.message);
    FUZZ_CHECK(again.game == replay.game && again.n_steps == mid, "the save at step %d holds %d steps", mid,
               again.n_steps);
    void *other = malloc(data_replay_state_size(&again));
    FUZZ_CHECK(other != NULL, "out of memory");
    char *a = data_replay_to_json(&replay, mid), *b = data_replay_to_json(&again, mid);
    FUZZ_CHECK(a && b, "cannot print the replays");
    /* The same state at that step: compare the "state" key's text onwards. */
    const char *sa = strstr(a, "\"at\":"), *sb = strstr(b, "\"at\":");
    FUZZ_CHECK(sa && sb && strcmp(sa, sb) == 0, "the save at step %d is another state", mid);
    free(a);
    free(b);
    free(other);
    free(state);
    data_replay_free(&again);
    data_replay_free(&replay);
    return 0;
}
