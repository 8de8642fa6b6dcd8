/*
 * A short soak of the computer players: whole games between every pair of
 * levels, on the shipped squads and maps and on random ones, with the rules'
 * invariants (esc_game_check and ai_match_check_state: no unit on an obstacle or
 * on another unit, Health within bounds, action counts within the rules, the
 * generator never empty) checked after every action. The long run (10,000 games)
 * is skirmish-cli simulate --check-invariants; see docs/PERFORMANCE.md.
 */
#include "esc_test_util.h"

#include <stdio.h>

#include "data_test_util.h"
#include "skirmish/ai/ai.h"
#include "skirmish/ai/match.h"

#define SOAK_GAMES 200

static void test_soak(void **state)
{
    (void)state;
    static esc_squad shipped[4], random_squads[2];
    const char *squad_names[4] = { "arcane-circle", "free-company", "iron-vanguard", "longbow-line" };
    const char *map_names[5] = { "crossroads", "forest", "hill", "open-field", "ruins" };
    esc_map maps[5];
    char path[DT_PATH_MAX], rel[128];
    data_error err;
    for (int i = 0; i < 4; i++) {
        snprintf(rel, sizeof rel, "assets/squads/%s.json", squad_names[i]);
        dt_source_path(path, rel);
        assert_true(data_squad_load(path, &shipped[i], &err));
    }
    for (int i = 0; i < 5; i++) {
        snprintf(rel, sizeof rel, "maps/%s.json", map_names[i]);
        dt_source_path(path, rel);
        assert_true(data_map_load(path, &maps[i], &err));
    }
    core_rng rng;
    core_rng_seed(&rng, 20261122);
    int finished = 0;
    for (int k = 0; k < SOAK_GAMES; k++) {
        const esc_squad *sq[2];
        esc_map map;
        if (k % 4 == 3) {
            /* Random squads and maps reach abilities and layouts the shipped
             * ones do not have. */
            tu_random_squad(&rng, &random_squads[0]);
            tu_random_squad(&rng, &random_squads[1]);
            tu_random_map(&rng, &map);
            sq[0] = &random_squads[0];
            sq[1] = &random_squads[1];
        } else {
            sq[0] = &shipped[core_rng_below(&rng, 4)];
            sq[1] = &shipped[core_rng_below(&rng, 4)];
            map = maps[core_rng_below(&rng, 5)];
        }
        esc_settings settings;
        esc_settings_default(&settings);
        settings.round_limit = 8 + (int)core_rng_below(&rng, 13);
        esc_game g;
        assert_int_equal(esc_game_init(&g, &map, sq, &settings, core_rng_next(&rng), NULL), ESC_SETUP_OK);
        ai_player p[2];
        for (int s = 0; s < 2; s++) {
            ai_config c;
            ai_config_default(&c, (ai_level)core_rng_below(&rng, AI_LEVEL_COUNT));
            c.time_ms = 1; /* the soak is about the rules, not the play */
            c.seed = core_rng_next(&rng);
            c.no_clock_stop = true;
            assert_true(ai_player_init(&p[s], &c));
        }
        ai_player *by_side[2] = { &p[0], &p[1] };
        ai_match_result r;
        if (!ai_match_play(&g, by_side, true, NULL, NULL, &r))
            fail_msg("soak game %d (%s vs %s): %s", k, ai_level_id(p[0].config.level), ai_level_id(p[1].config.level),
                     r.why);
        finished += g.phase == ESC_PHASE_OVER;
        ai_player_free(&p[0]);
        ai_player_free(&p[1]);
    }
    assert_int_equal(finished, SOAK_GAMES);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_soak),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
