/*
 * Golden replays: scripted games (saved-game files: seed, settings, map, squads,
 * actions) are replayed and their final state, as JSON, must equal the stored one
 * byte for byte. A rules change that alters any outcome shows up here.
 *
 * After a deliberate rules change, regenerate with
 *   SKIRMISH_REGENERATE_GOLDEN=1 ctest -R golden
 * and review the diff of tests/data/golden/ like code.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "data_test_util.h"
#include "skirmish/ai/simple.h"
#include "skirmish/data/files.h"

typedef struct golden_case {
    const char *name;     /* tests/data/golden/NAME.save.json and NAME.state.json */
    const char *map;      /* for regeneration: maps/MAP.json */
    const char *squads[2];
    uint64_t seed;
    int round_limit;
} golden_case;

static const golden_case cases[] = {
    { "crossroads-vanguard-longbow", "crossroads", { "iron-vanguard", "longbow-line" }, 11, 30 },
    { "hill-arcane-free", "hill", { "arcane-circle", "free-company" }, 23, 30 },
    { "ruins-longbow-arcane", "ruins", { "longbow-line", "arcane-circle" }, 37, 12 },
};

static bool regenerating(void)
{
    const char *v = getenv("SKIRMISH_REGENERATE_GOLDEN");
    return v && *v && strcmp(v, "0") != 0;
}

/* Plays the case with the simple computer player and writes its save file. */
static void regenerate_save(const golden_case *c, const char *save_path)
{
    char path[DT_PATH_MAX], rel[256];
    esc_map map;
    static esc_squad squads[2];
    data_error err;
    snprintf(rel, sizeof rel, "maps/%s.json", c->map);
    dt_source_path(path, rel);
    assert_true(data_map_load(path, &map, &err));
    for (int s = 0; s < 2; s++) {
        snprintf(rel, sizeof rel, "assets/squads/%s.json", c->squads[s]);
        dt_source_path(path, rel);
        assert_true(data_squad_load(path, &squads[s], &err));
    }
    esc_settings settings;
    esc_settings_default(&settings);
    settings.round_limit = c->round_limit;
    const esc_squad *sq[2] = { &squads[0], &squads[1] };
    esc_record record;
    esc_record_init(&record, &map, sq, &settings, c->seed);
    esc_game game;
    assert_int_equal(esc_game_init(&game, &map, sq, &settings, c->seed, NULL), ESC_SETUP_OK);
    core_rng ai;
    core_rng_seed(&ai, c->seed * 7 + 1);
    while (game.phase != ESC_PHASE_OVER) {
        esc_action a;
        assert_true(ai_simple_choose(&game, &ai, &a));
        assert_int_equal(esc_game_apply(&game, &a, NULL), ESC_OK);
        assert_true(esc_record_push(&record, &a));
    }
    assert_true(data_save_save(save_path, &record, &err));
    esc_record_free(&record);
}

static void test_golden_case(void **state)
{
    const golden_case *c = *state;
    char save_path[DT_PATH_MAX], state_path[DT_PATH_MAX], rel[256];
    snprintf(rel, sizeof rel, "golden/%s.save.json", c->name);
    dt_data_path(save_path, rel);
    snprintf(rel, sizeof rel, "golden/%s.state.json", c->name);
    dt_data_path(state_path, rel);
    if (regenerating())
        regenerate_save(c, save_path);

    esc_record record;
    memset(&record, 0, sizeof record);
    data_error err;
    if (!data_save_load(save_path, &record, &err)) {
        char msg[768];
        data_error_format(&err, msg, sizeof msg);
        fail_msg("%s", msg);
    }
    esc_game game;
    esc_replay_result r = esc_record_replay(&record, &game, -1);
    assert_int_equal(r.setup, ESC_SETUP_OK);
    assert_int_equal(r.failed_at, -1);
    assert_int_equal(game.phase, ESC_PHASE_OVER); /* the scripts are whole games */

    /* Replaying twice gives the identical state: nothing depends on anything but the record. */
    esc_game again;
    esc_record_replay(&record, &again, -1);
    assert_memory_equal(&game, &again, sizeof game);

    char *json = data_state_to_json(&game);
    assert_non_null(json);
    if (regenerating())
        dt_write(state_path, json, strlen(json));
    size_t len;
    char *want = dt_read(state_path, &len);
    if (strcmp(json, want) != 0) {
        char got_path[DT_PATH_MAX];
        snprintf(rel, sizeof rel, "%s.state.json", c->name);
        dt_tmp_path(got_path, rel);
        dt_write(got_path, json, strlen(json));
        fail_msg("final state of %s differs from %s; got %s", c->name, state_path, got_path);
    }
    free(want);
    free(json);
    esc_record_free(&record);
}

int main(void)
{
    struct CMUnitTest tests[sizeof cases / sizeof cases[0]];
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct CMUnitTest t = { cases[i].name, test_golden_case, NULL, NULL, (void *)&cases[i] };
        tests[i] = t;
    }
    return cmocka_run_group_tests_name("golden replays", tests, NULL, NULL);
}
