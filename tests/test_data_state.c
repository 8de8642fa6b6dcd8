/*
 * The state as JSON: fixed key order, every part of the state present, and a
 * golden file: a stored saved game replayed must print exactly the stored state.
 * Run with SKIRMISH_REGENERATE_GOLDEN=1 to rewrite the golden file after a deliberate
 * change, and review the diff.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cjson/cJSON.h>
#include <cmocka.h>

#include "data_test_util.h"

static void start_game(esc_game *game, uint64_t seed)
{
    esc_map map;
    esc_squad a, b;
    dt_sample_map(&map);
    dt_sample_squad(&a, 6);
    dt_sample_squad(&b, 3);
    const esc_squad *squads[ESC_SIDES] = {&a, &b};
    esc_settings settings;
    esc_settings_default(&settings);
    assert_int_equal(esc_game_init(game, &map, squads, &settings, seed, NULL), ESC_SETUP_OK);
}

static void test_key_order_and_contents(void **state)
{
    (void)state;
    esc_game game;
    start_game(&game, 11);
    char *text = data_state_to_json(&game);
    assert_non_null(text);
    assert_null(strchr(text, '\t'));
    assert_int_equal(text[strlen(text) - 1], '\n');

    cJSON *root = cJSON_Parse(text);
    assert_non_null(root);
    static const char *const keys[] = {"format", "version", "phase", "turn", "round", "active", "actions_left",
                                       "first_deployer", "first_player", "rng", "settings", "position",
                                       "obstacles", "zone", "squad_size", "deployed", "markers", "dice", "command",
                                       "winner", "end_reason", "units"};
    const cJSON *item = root->child;
    for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++, item = item->next) {
        assert_non_null(item);
        assert_string_equal(item->string, keys[i]);
    }
    assert_null(item);
    assert_string_equal(cJSON_GetObjectItem(root, "phase")->valuestring, "deploy");
    assert_string_equal(cJSON_GetObjectItem(root, "position")->valuestring, "8/8/5#2/7#/#7/2#5/8/8");
    assert_true(cJSON_IsNull(cJSON_GetObjectItem(root, "winner")));
    const cJSON *units = cJSON_GetObjectItem(root, "units");
    assert_int_equal(cJSON_GetArraySize(units), 9);
    const cJSON *last = cJSON_GetArrayItem(units, 8);
    assert_string_equal(cJSON_GetObjectItem(last, "letter")->valuestring, "c");
    assert_int_equal(cJSON_GetObjectItem(last, "id")->valueint, 8);
    assert_true(cJSON_IsNull(cJSON_GetObjectItem(last, "square")));
    const cJSON *first = cJSON_GetArrayItem(units, 0);
    static const char *const unit_keys[] = {"id", "side", "slot", "letter", "flags", "square", "health",
                                            "max_health", "range", "power", "move", "abilities", "rank_points",
                                            "acted", "guarded_by", "guard_until", "suppressed_turn",
                                            "untargetable_until", "no_attack_turn"};
    item = first->child;
    for (size_t i = 0; i < sizeof unit_keys / sizeof unit_keys[0]; i++, item = item->next) {
        assert_non_null(item);
        assert_string_equal(item->string, unit_keys[i]);
    }
    assert_null(item);
    cJSON_Delete(root);

    /* Same state, same text; a copy prints the same. */
    esc_game copy = game;
    char *again = data_state_to_json(&copy);
    assert_string_equal(text, again);
    free(again);
    free(text);
    assert_null(data_state_to_json(NULL));
}

static void test_states_differ_when_games_differ(void **state)
{
    (void)state;
    esc_game game;
    start_game(&game, 11);
    char *before = data_state_to_json(&game);
    esc_action legal[ESC_MAX_ACTIONS];
    assert_true(esc_game_legal_actions(&game, legal, ESC_MAX_ACTIONS) > 0);
    assert_int_equal(esc_game_apply(&game, &legal[0], NULL), ESC_OK);
    char *after = data_state_to_json(&game);
    assert_string_not_equal(before, after);
    free(before);
    free(after);

    /* The generator's state is shown, so two seeds never print alike. */
    esc_game other;
    start_game(&other, 12);
    start_game(&game, 11);
    before = data_state_to_json(&game);
    after = data_state_to_json(&other);
    assert_string_not_equal(before, after);
    free(before);
    free(after);
}

static void test_finished_game(void **state)
{
    (void)state;
    esc_map map;
    esc_squad a, b;
    dt_sample_map(&map);
    dt_sample_squad(&a, 6);
    dt_sample_squad(&b, 2);
    esc_record record;
    dt_play_record(&record, &map, &a, &b, 2024, 3000);
    esc_game game;
    esc_replay_result r = esc_record_replay(&record, &game, -1);
    assert_int_equal(r.failed_at, -1);
    assert_int_equal(game.phase, ESC_PHASE_OVER);
    char *text = data_state_to_json(&game);
    cJSON *root = cJSON_Parse(text);
    assert_string_equal(cJSON_GetObjectItem(root, "phase")->valuestring, "over");
    assert_string_not_equal(cJSON_GetObjectItem(root, "end_reason")->valuestring, "none");
    cJSON_Delete(root);
    free(text);
    esc_record_free(&record);
}

static void test_golden_replay(void **state)
{
    (void)state;
    char save_path[DT_PATH_MAX], golden_path[DT_PATH_MAX];
    dt_data_path(save_path, "saves/hill-24-actions.json");
    dt_data_path(golden_path, "golden/hill-24-actions.state.json");
    esc_record record;
    memset(&record, 0, sizeof record);
    data_error err;
    if (!data_save_load(save_path, &record, &err))
        fail_msg("%s: %s", err.key, err.message);
    assert_int_equal(record.n_actions, 24);
    esc_game game;
    esc_replay_result r = esc_record_replay(&record, &game, -1);
    assert_int_equal(r.failed_at, -1);
    char *text = data_state_to_json(&game);
    assert_non_null(text);

    const char *update = getenv("SKIRMISH_REGENERATE_GOLDEN");
    if (update != NULL && update[0] != '\0' && strcmp(update, "0") != 0) {
        assert_true(data_file_write_atomic(golden_path, text, strlen(text), &err));
    } else {
        char *golden = dt_read(golden_path, NULL);
        if (strcmp(golden, text) != 0) {
            char out[DT_PATH_MAX];
            dt_tmp_path(out, "hill-24-actions.state.json");
            dt_write(out, text, strlen(text));
            fail_msg("state differs from %s; the new one is in %s (diff them)", golden_path, out);
        }
        free(golden);
    }

    /* The stored save is exactly what the saver writes for its record. */
    char *saved = dt_read(save_path, NULL);
    char *written = data_save_to_json(&record);
    assert_string_equal(saved, written);
    free(saved);
    free(written);
    free(text);
    esc_record_free(&record);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_key_order_and_contents),
        cmocka_unit_test(test_states_differ_when_games_differ),
        cmocka_unit_test(test_finished_game),
        cmocka_unit_test(test_golden_replay),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
