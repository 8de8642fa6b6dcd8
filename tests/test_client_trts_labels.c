/*
 * TRTS's map names (issue: "South Expansion" lost its name on the game-over
 * screen at 800 x 560): every area of every shipped map keeps a name on the
 * map (areamap_view_name_boxes: a box for each node) at 800 x 560 and 1280 x
 * 800, in the middle of a game and on the game-over screen; and the names'
 * short forms (areamap/label.h).
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "areamap/label.h"
#include "client_test_util.h"
#include "skirmish/ai/trts.h"
#include "trts/play_internal.h"
#include "trts/trts.h"

static app A;

static void play_to(trts_game_record *rec, const trts_rules *rules, int round, trts_phase phase)
{
    static trts_state s;
    assert_true(trts_state_init(&s, &rec->map, rules, &rec->setup));
    static trts_action plan[TRTS_AI_PLAN_MAX];
    rec->n_actions = 0;
    while (s.phase != TRTS_PHASE_OVER && !(s.round >= round && s.phase == phase && !s.players[s.current].computer)) {
        int n = trts_ai_plan(&s, s.current, plan, TRTS_AI_PLAN_MAX);
        assert_true(n > 0);
        for (int i = 0; i < n; i++) {
            assert_int_equal(trts_apply(&s, &plan[i]), TRTS_OK);
            rec->actions[rec->n_actions++] = plan[i];
        }
    }
}

/* Every area of the screen's map has its name placed. */
static void assert_every_name(const char *what, int map, int w)
{
    trts_screen *c = trts_current(&A);
    app_draw(&A);
    ui u = { &A, A.renderer, NULL, false, A.scale, true, 0 };
    SDL_Rect names[TRTS_MAX_AREAS];
    int n = areamap_view_name_boxes(&u, &c->cam, &c->model, names, TRTS_MAX_AREAS);
    assert_int_equal(n, c->st.map->n_areas);
    for (int a = 0; a < n; a++)
        if (names[a].w <= 0)
            fail_msg("%s, map %d, width %d: %s has no name on the map", what, map, w, c->st.map->areas[a].name);
}

static void test_every_area_named(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static const int sizes[][2] = { { 800, 560 }, { 1280, 800 } };
    static trts_game_record rec;
    for (int z = 0; z < 2; z++) {
        setenv("SKIRMISH_SEED", "21", 1);
        assert_true(front_init_offscreen(&A, sizes[z][0], sizes[z][1]));
        A.frozen_ticks = 1000;
        A.prefs.anim_speed = DATA_ANIM_INSTANT;
        trts_content *k = trts_content_get(&A);
        assert_true(k->n_maps >= 3);
        for (int m = 0; m < k->n_maps; m++) {
            memset(&rec, 0, sizeof rec);
            rec.map = k->maps[m];
            rec.setup = (trts_setup){ .type = TRTS_DUEL, .n_players = 2, .factions = { TRTS_DIRECTORATE, TRTS_LUMINAR },
                                      .computer = { false, false }, .seed = 4 };
            trts_play_args args = { .rec = &rec };
            play_to(&rec, &k->rules, 8, TRTS_PHASE_MICRO);
            assert_true(app_scene_open_from_root(&A, &trts_play_scene, &args));
            trts_current(&A)->cover = false;
            assert_every_name("round 8", m, sizes[z][0]);
            play_to(&rec, &k->rules, 100000, TRTS_PHASE_OVER);
            assert_true(app_scene_open_from_root(&A, &trts_play_scene, &args));
            trts_current(&A)->show_result = true;
            assert_every_name("game over", m, sizes[z][0]);
        }
        app_free(&A);
    }
}

static void test_short_names(void **state)
{
    (void)state;
    char out[40];
    assert_true(areamap_label_short("South Expansion", 1, out, sizeof out));
    assert_string_equal(out, "S. Expansion");
    assert_true(areamap_label_short("South Expansion", 2, out, sizeof out));
    assert_string_equal(out, "SE");
    assert_true(areamap_label_short("Eye of the Winds", 2, out, sizeof out));
    assert_string_equal(out, "EotW");
    assert_true(areamap_label_short("\xc3\x89veil Sud", 1, out, sizeof out)); /* a whole UTF-8 letter */
    assert_string_equal(out, "\xc3\x89. Sud");
    assert_false(areamap_label_short("Crown", 1, out, sizeof out));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_short_names),
        cmocka_unit_test(test_every_area_named),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
