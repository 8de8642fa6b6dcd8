/*
 * TRTS's area names at 800 x 560 (blind play-test 14, TRTS #11: "South Watch"
 * over "South Expansion", "West Crossing" between two tokens; in French "au
 * repos" over "Carrefour est"): on every shipped map, in English and French,
 * at 800 x 560 and 1280 x 800, through a game, no two names touch or stand
 * one right under the other (areamap_label_stacked; a short form, at least
 * areamap_label_touching), each name is clearly its
 * own token's (areamap_label_is_own) and covers no token, and no amber mark ("idle") or area plate
 * covers a name.
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
#include "skirmish/i18n.h"
#include "trts/board.h"
#include "trts/play_internal.h"
#include "trts/trts.h"

static app A;

static bool meets(SDL_Rect a, SDL_Rect b) { return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h; }

/* Whether the name drawn in box b is area a's whole name, not a short form. */
static bool whole(ui *u, trts_screen *c, int a, SDL_Rect b, int px)
{
    return b.w >= ui_text_width(u, c->model.nodes[a].name, px, true) + 2;
}

static void check_screen(const char *when, int map, int seed)
{
    trts_screen *c = trts_current(&A);
    app_draw(&A);
    ui u = { &A, A.renderer, NULL, false, A.scale, true, 0 };
    static SDL_Rect names[TRTS_MAX_AREAS];
    int n = areamap_view_name_boxes(&u, &c->cam, &c->model, names, TRTS_MAX_AREAS);
    assert_int_equal(n, c->st.map->n_areas);
    int px = ui_text_px(ui_px(&u, 11)), th = px * 5 / 4;
    for (int a = 0; a < n; a++) {
        const char *name = c->model.nodes[a].name;
        if (names[a].w <= 0)
            fail_msg("%s, map %d, seed %d, %dx%d, %s: %s has no name", when, map, seed, A.w, A.h, i18n_language(), name);
        if (!areamap_label_is_own(&c->cam, &c->model, a, names[a]))
            fail_msg("%s, map %d, seed %d, %dx%d, %s: the name %s (%d,%d %dx%d) is not clearly its own token's", when, map,
                     seed, A.w, A.h, i18n_language(), name, names[a].x, names[a].y, names[a].w, names[a].h);
        if (!areamap_label_off_tokens(&c->cam, &c->model, names[a]))
            fail_msg("%s, map %d, seed %d, %dx%d, %s: the name %s covers a token", when, map, seed, A.w, A.h,
                     i18n_language(), name);
        /* names whole (not shortened for want of room) stand two thirds of a
         * line apart when one is over the other; every name at least a third */
        for (int b = 0; b < a; b++)
            if ((whole(&u, c, a, names[a], px) && whole(&u, c, b, names[b], px) ? areamap_label_stacked
                                                                              : areamap_label_touching)(&names[b], 1, names[a], th))
                fail_msg("%s, map %d, seed %d, %dx%d, %s: the names %s and %s touch", when, map, seed, A.w, A.h,
                         i18n_language(), name, c->model.nodes[b].name);
    }
    for (int a = 0; a < n; a++) {
        SDL_Rect mark = trts_board_mark_rect(&u, c, a), plate = trts_board_plate_rect(&u, c, a);
        for (int b = 0; b < n; b++) {
            if (mark.w > 0 && meets(mark, names[b]))
                fail_msg("%s, map %d, seed %d, %dx%d, %s: %s's amber mark covers the name %s", when, map, seed, A.w, A.h,
                         i18n_language(), c->model.nodes[a].name, c->model.nodes[b].name);
            if (plate.w > 0 && meets(plate, names[b]))
                fail_msg("%s, map %d, seed %d, %dx%d, %s: %s's plate covers the name %s", when, map, seed, A.w, A.h,
                         i18n_language(), c->model.nodes[a].name, c->model.nodes[b].name);
        }
    }
}

static void play_to(trts_game_record *rec, const trts_rules *rules, int round)
{
    static trts_state s;
    assert_true(trts_state_init(&s, &rec->map, rules, &rec->setup));
    static trts_action plan[TRTS_AI_PLAN_MAX];
    rec->n_actions = 0;
    while (s.phase != TRTS_PHASE_OVER && !(s.round >= round && s.phase == TRTS_PHASE_MICRO && s.current == 0)) {
        int n = trts_ai_plan(&s, s.current, plan, TRTS_AI_PLAN_MAX);
        assert_true(n > 0);
        for (int i = 0; i < n; i++) {
            assert_int_equal(trts_apply(&s, &plan[i]), TRTS_OK);
            rec->actions[rec->n_actions++] = plan[i];
        }
    }
}

static void test_trts_names_apart(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static const int sizes[][2] = { { 800, 560 }, { 1280, 800 } };
    static const int rounds[] = { 1, 3, 8 };
    static trts_game_record rec;
    for (int z = 0; z < 4; z++) {
        setenv("SKIRMISH_SEED", "21", 1);
        assert_true(front_init_offscreen(&A, sizes[z % 2][0], sizes[z % 2][1]));
        i18n_set_language(z < 2 ? "en" : "fr");
        A.frozen_ticks = 1000;
        A.prefs.anim_speed = DATA_ANIM_INSTANT;
        trts_content *k = trts_content_get(&A);
        assert_true(k->n_maps >= 3);
        for (int m = 0; m < k->n_maps; m++)
            for (int seed = 1; seed <= 2; seed++)
                for (int r = 0; r < (int)(sizeof rounds / sizeof rounds[0]); r++) {
                    memset(&rec, 0, sizeof rec);
                    rec.map = k->maps[m];
                    int np = rec.map.max_players;
                    rec.setup = (trts_setup){ .type = np == 2 ? TRTS_DUEL : TRTS_FFA, .n_players = np,
                                              .factions = { TRTS_DIRECTORATE, TRTS_LUMINAR, 2, 0 },
                                              .computer = { false, true, true, true }, .seed = (uint32_t)seed };
                    play_to(&rec, &k->rules, rounds[r]);
                    trts_play_args args = { .rec = &rec };
                    assert_true(app_scene_open_from_root(&A, &trts_play_scene, &args));
                    trts_screen *c = trts_current(&A);
                    c->cover = false;
                    c->viewer = 0;
                    char when[32];
                    snprintf(when, sizeof when, "round %d", rounds[r]);
                    check_screen(when, m, seed);
                    app_scene_pop_to_root(&A);
                }
        app_free(&A);
    }
    i18n_set_language("en");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_trts_names_apart),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
