/*
 * Conquest, blind play-test 13: in hot-seat, T on the cover ("I am Player 1:
 * show my map (T)") also turned the Threats overlay on, and it stayed on for
 * every later game. T on the cover lifts it and does nothing else; a new game
 * opens with the overlay as Settings says ("Threat overlay at start").
 * The setup: from 4 players to 3, the next click on the Turn limit's row
 * still lands on the Turn limit (the seats come after the settings).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "areamap/card.h"
#include "client_conquest_util.h"
#include "client_test_util.h"
#include "conquest/conquest.h"
#include "conquest/play_internal.h"
#include "front/front.h"
#include "shell/app.h"
#include "skirmish/i18n.h"

static void test_cover_t_lifts_only(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    assert_true(c->cover);
    assert_false(c->threats);
    cqc_key(&a, UI_KEY_T); /* the cover's key: the cover goes, the overlay stays off */
    assert_false(c->cover);
    assert_false(c->threats);
    assert_false(conquest_content_get(&a)->threats);
    cqc_key(&a, UI_KEY_T); /* on the map: the overlay */
    assert_true(c->threats);
    app_free(&a);
}

static void test_new_game_threats_from_settings(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    cqc_key(&a, UI_KEY_T);
    cqc_key(&a, UI_KEY_T);
    assert_true(c->threats);
    /* a new game: off, as Settings has it */
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    ui_event ev = { .kind = UI_EV_KEY, .key = UI_KEY_ENTER };
    app_handle_event(&a, &ev);
    app_draw(&a);
    c = conquest_current(&a);
    assert_non_null(c);
    assert_false(c->threats);
    /* Settings' "Threat overlay at start" on: a new game opens with it */
    a.prefs.show_threats = true;
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    app_handle_event(&a, &ev);
    app_draw(&a);
    c = conquest_current(&a);
    assert_non_null(c);
    assert_true(c->threats);
    app_free(&a);
}

static void test_setup_rows_stay(void **state)
{
    (void)state;
    static app a;
    assert_true(front_init_offscreen(&a, 1280, 800));
    a.frozen_ticks = 1000;
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    conquest_content *k = conquest_content_get(&a);
    k->setup.map = 0;
    while (k->setup.map < k->n_maps && (k->maps[k->setup.map].max_players < 4 || k->maps[k->setup.map].min_players > 3))
        k->setup.map++;
    assert_true(k->setup.map < k->n_maps && k->maps[k->setup.map].min_players <= 3);
    k->setup.players = 4;
    k->setup.turns = 100;
    k->setup.fair_starts = true;
    app_draw(&a);
    /* rows of 36 from y 130, 6 apart: Map, Size (every map's: blind
     * play-test 17), Players, Turn limit, Starts; "<" at x 680 */
    client_click_at(&a, 680, 130 + 2 * 42 + 18);
    assert_int_equal(k->setup.players, 3);
    client_click_at(&a, 680, 130 + 3 * 42 + 18);
    assert_int_equal(k->setup.turns, 50);
    assert_true(k->setup.fair_starts);
    app_free(&a);
}

/* The rule under the result's title wraps, never cut (play-test 13, French:
 * "le plus d'unités au total l'emp…"). */
static void test_result_rule_whole(void **state)
{
    (void)state;
    static app a;
    i18n_set_language("fr");
    conquest_screen *c = client_conquest_hot_seat(&a, 800, 560);
    c->cover = false;
    cq_state *s = &c->match.state;
    s->turn = s->max_turns + 1;
    c->show_result = true;
    char why[200];
    snprintf(why, sizeof why, _("Turn limit (%d turns) reached: the most units in total wins."), s->max_turns);
    client_draw_at(&a, "cq15-result-fr", 800, 560);
    client_look(&a, "cq15-result-fr"); /* to look at: $SKIRMISH_TEST_TMP/shots/ */
    assert_true(client_was_drawn(why) || client_was_drawn_wrapped(why));
    i18n_set_language("en");
    app_free(&a);
}

/* The hover card keeps off the tokens it is told to avoid (the one pointed
 * at, the one an order starts from: play-test 13), below left or above when
 * below right would cover them. */
static void test_card_avoids(void **state)
{
    (void)state;
    static app a;
    assert_true(front_init_offscreen(&a, 1280, 800));
    ui u = { &a, a.renderer, NULL, true, a.scale, true, 0 };
    areamap_cache cache;
    memset(&cache, 0, sizeof cache);
    areamap_card k;
    areamap_card_clear(&k);
    snprintf(k.title, sizeof k.title, "Pinegate");
    areamap_card_add(&k, AREAMAP_ICON_NONE, "Weight 1");
    SDL_Rect bounds = ui_rect(0, 0, 1000, 800);
    SDL_Rect plain = areamap_card_draw(&u, &cache, &k, 500, 400, bounds);
    assert_true(plain.x > 500 && plain.y > 400); /* below right, as before */
    k.avoid[k.n_avoid++] = ui_rect(510, 410, 60, 60); /* a token there */
    SDL_Rect b = areamap_card_draw(&u, &cache, &k, 500, 400, bounds);
    assert_true(b.w > 0);
    assert_false(SDL_HasIntersection(&b, &k.avoid[0]));
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cover_t_lifts_only),
        cmocka_unit_test(test_new_game_threats_from_settings),
        cmocka_unit_test(test_setup_rows_stay),
        cmocka_unit_test(test_result_rule_whole),
        cmocka_unit_test(test_card_avoids),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
