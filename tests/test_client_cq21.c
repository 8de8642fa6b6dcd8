/*
 * Conquest after blind play-test 17 (hCq21): the draw of a contested vertex
 * (seed 004's rule: one winner drawn by units sent keeps every survivor) says
 * its stakes where the player decides: on the arrow, in the order's preview
 * naming who may come, and once in the panel the first turn it can happen;
 * leaving a vertex at "-> 0" says what that risks.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/net.h"
#include "conquest/play_internal.h"
#include "areamap/camera.h"
#include "areamap/view.h"
#include "front/front.h"
#include "shell/app.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

static const char *intro(void)
{
    return _("Lottery: if you and another player send units to the same vertex, one draw weighted "
             "by units sent picks the winner, who keeps every survivor, yours included. An order "
             "that risks it says \"lottery\" on its arrow.");
}

static void test_lottery_stakes(void **state)
{
    (void)state;
    static app a;
    int from, t;
    conquest_screen *c = cqc_contested(&a, 0, 10, &from, &t);
    assert_true(conquest_draw_possible(&c->match, 0));
    c->selected = 0;
    /* the preview names the rival and says the winner keeps the loser's survivors */
    char who[200], why[1400], rule[600];
    conquest_rival_names(&c->match, 0, t, who, sizeof who);
    assert_string_equal(who, conquest_player_name(&c->match, 1));
    conquest_attack_forecast(&c->match, 0, NULL, t, why, sizeof why);
    snprintf(rule, sizeof rule, _("if %s also moves here, one draw weighted by units sent picks the winner, "
                                  "who keeps every survivor, yours included; the loser keeps nothing"),
             who);
    i18n_elide(rule);
    assert_non_null(strstr(why, rule));
    /* the arrow says the stakes under the odds; the panel explains once */
    for (int size = 0; size < 2; size++) {
        client_draw_at(&a, size ? "cq21-lottery" : "cq21-lottery-small", size ? 1280 : 800, size ? 800 : 560);
        assert_true(client_was_drawn(_("winner keeps all units")));
        assert_true(client_was_drawn_wrapped(intro()));
    }
    client_look(&a, "cq21-lottery");
    int told = c->lottery_turn;
    assert_int_equal(told, c->match.state.turn > 0 ? c->match.state.turn : 1);
    /* the next turn, no more: once a game */
    c->match.state.turn = told + 1;
    client_draw_at(&a, "cq21-lottery-next", 1280, 800);
    assert_false(client_was_drawn_wrapped(intro()));
    assert_true(client_was_drawn(_("winner keeps all units")));
    app_free(&a);
}

/* "Does leaving a vertex at -> 0 let it be taken for free?": the order that
 * empties its source says the rule under it. */
static void test_empty_rule(void **state)
{
    (void)state;
    static app a;
    int from, t;
    conquest_screen *c = cqc_contested(&a, 0, 10, &from, &t);
    c->selected = 0;
    char text[400];
    assert_true(conquest_empty_rule(&c->match, 0, NULL, from, text, sizeof text));
    assert_non_null(strstr(text, conquest_place(&c->match.graph, from)));
    client_draw_at(&a, "cq21-empty", 1280, 800);
    assert_true(client_was_drawn_wrapped(text));
    /* some kept: nothing to say */
    assert_int_equal(conquest_match_set_order(&c->match, 0, from, t, 6), CQ_ORDER_OK);
    assert_false(conquest_empty_rule(&c->match, 0, NULL, from, text, sizeof text));
    /* none sent: nothing either */
    assert_false(conquest_empty_rule(&c->match, 1, NULL, from, text, sizeof text));
    app_free(&a);
}

/* Ready with a red order (blind play-test 17 #2): the warning is boxed by
 * Ready, the red order selected and lit, and a click on the map where the
 * hand-over dialog would have been keeps it; Ready again goes on. */
static void test_ready_warning_stays(void **state)
{
    (void)state;
    static app a;
    int from, t;
    conquest_screen *c = cqc_contested(&a, 20, 10, &from, &t);
    c->selected = -1;
    app_draw(&a);
    cqc_key(&a, UI_KEY_ENTER);
    assert_false(c->match.orders[0].ready);
    assert_true(conquest_ready_warning_up(c));
    assert_int_equal(c->selected, 0);
    /* a click on the map's sea near the window's middle */
    int sx = -1, sy = -1;
    for (int d = 0; d < 300 && sx < 0; d += 4)
        for (int k = 0; k < 4 && sx < 0; k++) {
            int x = 640 + (k == 0 ? d : k == 1 ? -d : 0), y = 400 + (k == 2 ? d : k == 3 ? -d : 0);
            if (x < c->cam.viewport.x + c->cam.viewport.w && areamap_view_hit(&c->cam, &c->model, x, y) < 0) {
                sx = x;
                sy = y;
            }
        }
    assert_true(sx >= 0);
    cqc_click(&a, sx, sy);
    assert_true(conquest_ready_warning_up(c));
    for (int size = 0; size < 2; size++) {
        client_draw_at(&a, size ? "cq21-ready" : "cq21-ready-small", size ? 1280 : 800, size ? 800 : 560);
        assert_true(client_was_drawn_wrapped(c->message));
    }
    client_look(&a, "cq21-ready");
    /* Ready again: the hand-over is asked, then the seat is ready */
    cqc_key(&a, UI_KEY_ENTER);
    cqc_key(&a, UI_KEY_ENTER);
    assert_true(c->match.orders[0].ready);
    app_free(&a);
}

static bool same_rect(SDL_Rect a, SDL_Rect b)
{
    return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
}

/* The setup's rows stay put whatever the map (blind play-test 17 #3: the
 * generated grid's Size row pushed Players and Turn limit down). */
static void test_setup_rows_still(void **state)
{
    (void)state;
    static app a;
    conquest_content *k = cqc_setup_open(&a, 1280, 800);
    k->setup.players = 2;
    int n = conquest_setup_map_count(k);
    assert_true(n > k->n_maps); /* the generated maps are among them */
    for (int size = 0; size < 2; size++) {
        int w = size ? 1280 : 800, h = size ? 800 : 560;
        SDL_Rect first[3];
        for (int i = 0; i < n; i++) {
            k->setup.map = i;
            k->setup.players = 2;
            client_draw_at(&a, "cq21-setup", w, h);
            SDL_Rect now[3] = { k->setup.size_row, k->setup.players_row, k->setup.turns_row };
            assert_true(now[1].h > 0);
            for (int r = 0; r < 3; r++) {
                if (i == 0)
                    first[r] = now[r];
                else if (!same_rect(first[r], now[r]))
                    fail_msg("map %d at %dx%d: row %d at y %d, not %d", i, w, h, r, now[r].y, first[r].y);
            }
        }
    }
    k->setup.map = k->n_maps; /* a generated grid */
    client_draw_at(&a, "cq21-setup-grid", 800, 560);
    client_look(&a, "cq21-setup-grid");
    k->setup.map = 0;
    client_draw_at(&a, "cq21-setup-map", 800, 560);
    client_look(&a, "cq21-setup-map");
    app_free(&a);
}

static void seat_mouse(app *a, int button, bool shift, SDL_Rect r)
{
    int x = r.x + r.w / 2, y = r.y + r.h / 2;
    ui_event down = { .kind = UI_EV_MOUSE_DOWN, .button = button, .x = x, .y = y, .shift = shift };
    ui_event up = { .kind = UI_EV_MOUSE_UP, .button = button, .x = x, .y = y, .shift = shift };
    app_handle_event(a, &down);
    app_handle_event(a, &up);
    app_draw(a);
}

/* The seat picker (blind play-test 17 #4, #5): Human, Computer Easy, Normal,
 * Hard, Random, Network bot; a click on the value steps on, a right-click or
 * Shift steps back; a network bot is announced beside Starts. */
static void test_seat_cycle(void **state)
{
    (void)state;
    static app a;
    conquest_content *k = cqc_setup_open(&a, 1280, 800);
    k->setup.map = 0;
    k->setup.players = 2;
    k->setup.seat[1] = CONQUEST_SEAT_HUMAN;
    k->setup.fair_starts = false;
    app_draw(&a);
    const int want[] = { CQ_BOT_EASY, CQ_BOT_NORMAL, CQ_BOT_HARD, CQ_BOT_RANDOM };
    for (int i = 0; i < 4; i++) {
        seat_mouse(&a, UI_BUTTON_LEFT, false, k->setup.seat_value[1]);
        assert_int_equal(k->setup.seat[1], want[i]);
    }
    if (conquest_net_available()) {
        seat_mouse(&a, UI_BUTTON_LEFT, false, k->setup.seat_value[1]);
        assert_int_equal(k->setup.seat[1], CONQUEST_SEAT_NETWORK);
        client_draw_at(&a, "cq21-seat-net", 1280, 800);
        assert_true(client_was_drawn(_("random: a network bot plays")));
        client_look(&a, "cq21-seat-net");
        client_draw_at(&a, "cq21-seat-net-small", 800, 560);
        assert_true(client_was_drawn(_("random: a network bot plays")));
        client_look(&a, "cq21-seat-net-small");
        client_draw_at(&a, "cq21-seat-net", 1280, 800);
        seat_mouse(&a, UI_BUTTON_RIGHT, false, k->setup.seat_value[1]);
        assert_int_equal(k->setup.seat[1], CQ_BOT_RANDOM);
    }
    seat_mouse(&a, UI_BUTTON_RIGHT, false, k->setup.seat_value[1]);
    assert_int_equal(k->setup.seat[1], CQ_BOT_HARD);
    seat_mouse(&a, UI_BUTTON_LEFT, true, k->setup.seat_value[1]); /* Shift-click: back */
    assert_int_equal(k->setup.seat[1], CQ_BOT_NORMAL);
    client_draw_at(&a, "cq21-seat", 1280, 800);
    assert_false(client_was_drawn(_("random: a network bot plays")));
    app_free(&a);
}

/* Blind play-test 17 #6 (and 16's 144-resize): at 800x560 the map left a
 * blank band under it. The map fills its area, every vertex inside it, at
 * 800x560 and after a resize (the draft of hCq19b, finished). */
static void assert_map_fills(conquest_screen *c)
{
    /* either the map covers its area both ways, or its vertices reach the
     * edge's keep-out margin one way: zoomed in as far as they allow */
    SDL_Rect v = c->cam.viewport;
    float x0, y0, x1, y1;
    areamap_camera_to_screen(&c->cam, c->cam.min_x, c->cam.min_y, &x0, &y0);
    areamap_camera_to_screen(&c->cam, c->cam.max_x, c->cam.max_y, &x1, &y1);
    bool covers = x0 <= (float)v.x + 1 && x1 >= (float)(v.x + v.w) - 1 && y0 <= (float)v.y + 1 &&
                  y1 >= (float)(v.y + v.h) - 1;
    float lo_x = 1e9f, hi_x = -1e9f, lo_y = 1e9f, hi_y = -1e9f;
    for (int i = 0; i < c->model.n_nodes; i++) {
        float sx, sy;
        areamap_camera_to_screen(&c->cam, c->model.nodes[i].x, c->model.nodes[i].y, &sx, &sy);
        assert_true(sx >= (float)v.x + 20 && sx <= (float)(v.x + v.w) - 20);
        assert_true(sy >= (float)v.y + 20 && sy <= (float)(v.y + v.h) - 20);
        lo_x = sx < lo_x ? sx : lo_x;
        hi_x = sx > hi_x ? sx : hi_x;
        lo_y = sy < lo_y ? sy : lo_y;
        hi_y = sy > hi_y ? sy : hi_y;
    }
    float margin = 56 + 3; /* play.c's, at scale 1 */
    bool as_far = hi_x - lo_x >= (float)v.w - 2 * margin || hi_y - lo_y >= (float)v.h - 2 * margin;
    if (!covers && !as_far)
        fail_msg("the map (%.0f..%.0f, %.0f..%.0f) leaves room in %d,%d %dx%d", x0, x1, y0, y1, v.x, v.y, v.w, v.h);
}

static void test_map_fills_its_area(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = cqc_hot_seat_open(&a, 800, 560);
    conquest_content *k = conquest_content_get(&a);
    int n = k->n_maps;
    app_free(&a);
    for (int i = 0; i < n; i++) {
        c = cqc_hot_seat_on(&a, i, 800, 560);
        c->cover = false;
        client_draw_at(&a, "cq21-fill-small", 800, 560);
        assert_map_fills(c);
        if (strcmp(conquest_content_get(&a)->maps[i].name, "Duel at the Ford") == 0) {
            /* the play-test's map: a band of about 90 px under it before, now less than half */
            float bx, by;
            areamap_camera_to_screen(&c->cam, c->cam.max_x, c->cam.max_y, &bx, &by);
            assert_true((float)(c->cam.viewport.y + c->cam.viewport.h) - by < 45.0f);
            client_look(&a, "cq21-fill-small");
        }
        client_draw_at(&a, "cq21-fill-big", 1280, 800);
        client_draw_at(&a, "cq21-fill-small2", 800, 560); /* resized back */
        assert_map_fills(c);
        app_free(&a);
    }
}

/* The defeat's final-turn line is wrapped, not cut (blind play-test 17 #8:
 * "... sommets perdus : 1. Vo..." in French). */
static void test_final_line_whole(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = cqc_hot_seat_open(&a, 800, 560);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    conquest_match *m = &c->match;
    const cq_graph *g = &m->graph;
    int u = g->edges[0].from, v = g->edges[0].to;
    cqc_clear(&m->state, g);
    cqc_hold(&m->state, v, 0, 1);
    cqc_hold(&m->state, u, 1, 20);
    assert_int_equal(conquest_match_set_order(m, 1, u, v, 20), CQ_ORDER_OK);
    int turn = m->state.turn;
    conquest_match_set_ready(m, 0, true);
    conquest_match_set_ready(m, 1, true);
    c->cover = false;
    for (int i = 0; i < 200 && !c->show_result; i++)
        cqc_update(&a, 0.5f);
    assert_true(m->state.turn > turn);
    assert_true(cq_state_over(&m->state));
    c->show_result = true;
    c->cover = false;
    m->seat[1] = 0; /* the winner a computer: the loser, the one human, reads the result */
    char last[240];
    assert_true(conquest_final_turn_line(c, last, sizeof last));
    client_draw_at(&a, "cq21-final", 800, 560);
    assert_true(client_was_drawn_wrapped(last));
    client_look(&a, "cq21-final");
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lottery_stakes),
        cmocka_unit_test(test_empty_rule),
        cmocka_unit_test(test_ready_warning_stays),
        cmocka_unit_test(test_setup_rows_still),
        cmocka_unit_test(test_seat_cycle),
        cmocka_unit_test(test_map_fills_its_area),
        cmocka_unit_test(test_final_line_whole),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
