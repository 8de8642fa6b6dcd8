/*
 * Conquest, eighth round (the blind play-test 6 at 6/10), offscreen: the side
 * panel's buttons stay in the window whatever the orders and the forecast (the
 * list above them scrolls, with the wheel, and says there is more); and after
 * play-test 8 (6.5/10): each order row's Remove button, the order keys while
 * the turn report is open, a report line marking its place on the map.
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

#include "areamap/camera.h"
#include "conquest/conquest.h"
#include "conquest/play_internal.h"
#include "eventlog/panel.h"
#include "front/front.h"
#include "help/help.h"
#include "tutorial/tutorial.h"
#include "shell/ui.h"
#include "skirmish/data/paths.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

/* Player 0 on `n` vertices with 30 units each, an order from each to a
 * neighbour; the cover lifted for 0. */
static int give_orders(conquest_screen *c, int n)
{
    conquest_match *m = &c->match;
    cq_graph *g = &m->graph;
    int given = 0;
    for (int v = 0; v < g->n_vertices && given < n; v++) {
        if (cq_graph_out_degree(g, v) < 1 || m->state.controller[v] == 1)
            continue;
        cqc_hold(&m->state, v, 0, 30);
    }
    for (int v = 0; v < g->n_vertices && given < n; v++)
        if (m->state.controller[v] == 0 && cq_graph_out_degree(g, v) > 0 &&
            conquest_match_set_order(m, 0, v, cq_graph_out_neighbour(g, v, 0), 3) == CQ_ORDER_OK)
            given++;
    c->cover = false;
    c->viewer = 0;
    return given;
}

/* A hot-seat game 1280x800 with player 0's `n` orders given (give_orders). */
static conquest_screen *open_with_orders(app *a, int n)
{
    conquest_screen *c = client_conquest_hot_seat(a, 1280, 800);
    assert_true(give_orders(c, n) == n);
    return c;
}

static void buttons_inside(app *a, const char *name, int w, int h)
{
    client_draw_at(a, name, w, h); /* fails on a button leaving the window */
    const char *labels[] = { "Clear all (C)", "Ready (Enter)", "Save game", "Menu (Esc)", "Log (J)" };
    for (size_t i = 0; i < sizeof labels / sizeof *labels; i++) {
        SDL_Rect r;
        bool on;
        if (!app_find_button(a, _(labels[i]), &r, &on))
            fail_msg("%s at %dx%d: no button %s", name, w, h, labels[i]);
        assert_true(r.y >= 0 && r.y + r.h <= h && r.x >= 0 && r.x + r.w <= w);
    }
}

static void test_panel_buttons_stay_in_the_window(void **state)
{
    (void)state;
    app a;
    conquest_screen *c = open_with_orders(&a, 4);
    c->selected = 1; /* its forecast under the list */
    buttons_inside(&a, "cq8-panel-4-orders", 1280, 800);
    buttons_inside(&a, "cq8-panel-4-orders-small", 800, 560);
    conquest_match_clear_orders(&c->match, 0);
    assert_true(give_orders(c, 1) == 1);
    c->selected = 0;
    buttons_inside(&a, "cq8-panel-1-order-small", 800, 560);
    /* Many orders: the list scrolls under the wheel, and says there is more. */
    give_orders(c, 9);
    c->selected = 0;
    buttons_inside(&a, "cq8-panel-9-orders-small", 800, 560);
    assert_true(c->panel_content_h > 0);
    assert_true(client_was_drawn(_("▼ more below (wheel)")));
    int px = 800 - 60, py = 300;
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, px, py);
    cqc_wheel(&a, px, py, -1);
    cqc_wheel(&a, px, py, -1);
    assert_true(c->panel_scroll > 0);
    /* the wheel over the panel is the panel's: the selected order keeps its units */
    assert_int_equal(c->match.orders[0].list[0].units, 3);
    for (int i = 0; i < 40; i++)
        cqc_wheel(&a, px, py, -1);
    client_draw_at(&a, "cq8-panel-9-orders-end", 800, 560);
    assert_false(client_was_drawn(_("▼ more below (wheel)")));
    buttons_inside(&a, "cq8-panel-9-orders-end", 800, 560);
    app_free(&a);
}

/* "Play again" opens the setup of the game just played (its map, players,
 * seats and levels, turn limit), not the one last edited (play-test 6: after
 * The Crown, 3 players, Normal, 25 turns, it showed Archipelago, 4, Hard, 50);
 * Esc on the result dialog puts it away rather than stacking the menu on it. */
static void test_play_again_replays_the_game(void **state)
{
    (void)state;
    static app a;
    setenv("SKIRMISH_SEED", "34", 1);
    assert_true(front_init_offscreen(&a, 1280, 800));
    a.frozen_ticks = 1000;
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    conquest_content *k = conquest_content_get(&a);
    assert_true(k->n_maps >= 2);
    int map = 1;
    k->setup.map = map;
    k->setup.players = k->maps[map].min_players;
    k->setup.seat[0] = CONQUEST_SEAT_HUMAN;
    for (int p = 1; p < k->setup.players; p++)
        k->setup.seat[p] = p == 1 ? CQ_BOT_EASY : CQ_BOT_HARD;
    k->setup.turns = 25;
    cqc_key(&a, UI_KEY_ENTER);
    assert_string_equal(app_scene_name(&a), "conquest");
    conquest_screen *c = conquest_current(&a);
    int players = c->match.state.n_players;
    /* the setup edited since (as a hot-seat game on another map would) */
    k->setup.map = 0;
    k->setup.players = 4;
    for (int p = 0; p < 4; p++)
        k->setup.seat[p] = CQ_BOT_NORMAL;
    k->setup.turns = 50;
    c->show_result = true;
    app_draw(&a);
    cqc_key(&a, UI_KEY_ESCAPE);
    assert_true(app_scene_top(&a) == &conquest_play_scene);
    assert_false(c->show_result);
    c->show_result = true;
    client_click_button(&a, "Play again");
    assert_string_equal(app_scene_name(&a), "conquest-setup");
    assert_int_equal(k->setup.map, map);
    assert_int_equal(k->setup.players, players);
    assert_int_equal(k->setup.seat[0], CONQUEST_SEAT_HUMAN);
    assert_int_equal(k->setup.seat[1], CQ_BOT_EASY);
    if (players > 2)
        assert_int_equal(k->setup.seat[2], CQ_BOT_HARD);
    assert_int_equal(k->setup.turns, 25);
    app_free(&a);
}

/* The turn limit's stepper stops at its ends: > at 200 does not go to 25. */
static void test_turn_limit_stops_at_its_ends(void **state)
{
    (void)state;
    static app a;
    setenv("SKIRMISH_SEED", "34", 1);
    assert_true(front_init_offscreen(&a, 1280, 800));
    a.frozen_ticks = 1000;
    app_scene_open_from_root(&a, &conquest_setup_scene, NULL);
    conquest_content *k = conquest_content_get(&a);
    k->setup.turns = 200;
    app_draw(&a);
    /* every ">" of the screen (one of them the Turn limit's) */
    SDL_Rect more[32];
    int n = 0;
    for (int i = 0; i < a.n_drawn_buttons && n < 32; i++)
        if (strcmp(a.drawn_buttons[i].label, ">") == 0)
            more[n++] = a.drawn_buttons[i].rect;
    assert_true(n >= 3);
    for (int i = 0; i < n; i++) {
        client_click_at(&a, more[i].x + more[i].w / 2, more[i].y + more[i].h / 2);
        assert_int_equal(k->setup.turns, 200);
    }
    assert_int_equal(k->setup.turns, 200);
    app_free(&a);
}

/* Learn to play has Conquest's first game; it starts a small game whose
 * banner says each next step and waits for it (pick, send, Ready, the
 * report), then is remembered; the main menu's Rules then opens at Conquest. */
static void test_coached_first_game(void **state)
{
    (void)state;
    static app a;
    client_player_dirs("cq8", "coach", true);
    setenv("SKIRMISH_SEED", "34", 1);
    client_player_start(&a, 1280, 800); /* a player's own program: its choices are kept */
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    app_scene_open_from_root(&a, &tutorial_scene, NULL);
    assert_false(conquest_coach_done(&a));
    client_click_button(&a, "Conquest: a first game");
    assert_string_equal(app_scene_name(&a), "conquest");
    conquest_screen *c = conquest_current(&a);
    assert_int_equal(c->coach, 1);
    assert_true(c->viewer == 0 && !c->cover);
    client_draw_at(&a, "cq8-coach-1", 1280, 800);
    assert_true(client_was_drawn_wrapped(_("1 of 4 · Your vertices carry your colour and emblem. Click one of them that has "
                                           "units: it is picked, and the edges show where its units can go.")));
    /* Nothing moves on by itself. */
    cqc_update(&a, 5.0f);
    assert_int_equal(c->coach, 1);
    /* pick a vertex of ours */
    conquest_match *m = &c->match;
    int from = -1;
    for (int v = 0; v < m->graph.n_vertices && from < 0; v++)
        if (m->state.controller[v] == 0 && cq_graph_out_degree(&m->graph, v) > 0)
            from = v;
    assert_true(from >= 0);
    c->drag_from = from;
    c->picked = true;
    app_draw(&a);
    assert_int_equal(c->coach, 2);
    c->drag_from = -1;
    c->picked = false;
    /* to its lightest neighbour with every unit (a failing order would ask first) */
    int to = cq_graph_out_neighbour(&m->graph, from, 0);
    for (int i = 1; i < cq_graph_out_degree(&m->graph, from); i++) {
        int w = cq_graph_out_neighbour(&m->graph, from, i);
        if (m->graph.vertices[w].weight < m->graph.vertices[to].weight)
            to = w;
    }
    assert_int_equal(conquest_match_set_order(m, 0, from, to, m->state.units[from]), CQ_ORDER_OK);
    client_draw_at(&a, "cq8-coach-3", 800, 560);
    assert_int_equal(c->coach, 3);
    int turn = m->state.turn;
    client_click_button(&a, "Ready (Enter)");
    for (int i = 0; i < 6 && m->state.turn == turn; i++)
        cqc_update(&a, 0.5f);
    assert_true(m->state.turn > turn);
    cqc_update(&a, 0.5f);
    client_draw_at(&a, "cq8-coach-4", 1280, 800);
    assert_int_equal(c->coach, 4);
    client_click_button(&a, "Got it");
    /* then the rules that surprise (play-test 7): draws, head-on, too few */
    assert_int_equal(c->coach, 5);
    client_draw_at(&a, "cq8-coach-5", 1280, 800);
    if (!client_language_run())
        assert_true(client_was_drawn("Before you play on"));
    client_click_button(&a, "Got it");
    /* then the lesson's end, saying what next (play-test 16), already remembered */
    assert_int_equal(c->coach, 6);
    assert_true(conquest_coach_done(&a));
    client_click_button(&a, "Close");
    assert_int_equal(c->coach, 0);
    assert_true(conquest_coach_done(&a));
    /* Rules from the main menu: Conquest's book. */
    app_scene_pop_to_root(&a);
    assert_true(app_scene_push(&a, a.help_scene, NULL));
    assert_string_equal(help_book_id(help_current(&a)), "conquest");
    client_player_stop(&a);
    /* remembered for the next run */
    client_player_start(&a, 1280, 800);
    assert_true(conquest_coach_done(&a));
    client_player_stop(&a);
}

/* A right-click on an order's target vertex takes the order back, as the
 * help's "right-click" says (play-test 6: only a click on the arrow did). */
static void test_right_click_on_target_removes(void **state)
{
    (void)state;
    app a;
    conquest_screen *c = open_with_orders(&a, 1);
    c->hover_wait = false;
    app_draw(&a);
    int to = cq_graph_find(&c->match.graph, c->match.orders[0].list[0].to);
    float fx, fy;
    areamap_camera_to_screen(&c->cam, c->model.nodes[to].x, c->model.nodes[to].y, &fx, &fy);
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, (int)fx, (int)fy);
    cqc_mouse(&a, UI_EV_MOUSE_DOWN, UI_BUTTON_RIGHT, (int)fx, (int)fy);
    cqc_mouse(&a, UI_EV_MOUSE_UP, UI_BUTTON_RIGHT, (int)fx, (int)fy);
    assert_int_equal(c->match.orders[0].n, 0);
    app_free(&a);
}

/* A capture against a holder who moved units in before the fight says the
 * defenders met and how many moved in (play-test 6: "You took Elmholm: 12
 * units arrived, 6 left" while only Steps said it had been reinforced). */
static void test_report_says_the_reinforced_defence(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    conquest_match *m = &c->match;
    cq_graph *g = &m->graph;
    int w = -1, x = -1, y = -1;
    for (int v = 0; v < g->n_vertices && w < 0; v++)
        if (cq_graph_in_degree(g, v) >= 2) {
            w = v;
            x = cq_graph_in_neighbour(g, v, 0);
            y = cq_graph_in_neighbour(g, v, 1);
        }
    assert_true(w >= 0);
    cqc_clear(&m->state, g);
    cqc_hold(&m->state, x, 0, 12);
    cqc_hold(&m->state, w, 1, 2);
    cqc_hold(&m->state, y, 1, 4);
    c->cover = false;
    c->viewer = 0;
    assert_int_equal(conquest_match_set_order(m, 0, x, w, 12), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(m, 1, y, w, 4), CQ_ORDER_OK);
    conquest_match_set_ready(m, 0, true);
    conquest_match_set_ready(m, 1, true);
    cqc_update(&a, 0.01f);
    assert_int_equal(m->state.controller[w], 0);
    bool said = false;
    for (int i = 0; i < c->log.n; i++)
        if (c->log.items[i].visible == evlog_seat_bit(0) && strstr(c->log.items[i].text, "You took ") &&
            strstr(c->log.items[i].text, "your 12 against 6 defenders (4 moved in before the fight), 6 left there"))
            said = true;
    if (!said)
        for (int i = 0; i < c->log.n; i++)
            print_message("%s\n", c->log.items[i].text);
    assert_true(said);
    app_free(&a);
}

/* While a turn resolves the panel's and the top bar's counts are what the
 * map shows at the stage (play-test 6: the map had the capture, the panel
 * the counts before the turn). */
static void test_counts_follow_the_map(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_NORMAL;
    conquest_match *m = &c->match;
    cq_graph *g = &m->graph;
    int x = -1, w = -1;
    for (int v = 0; v < g->n_vertices && x < 0; v++)
        if (m->state.controller[v] == 0 && cq_graph_out_degree(g, v) > 0) {
            x = v;
            w = cq_graph_out_neighbour(g, v, 0);
        }
    assert_true(x >= 0);
    m->state.controller[w] = CQ_NEUTRAL;
    m->state.units[x] = 30;
    c->cover = false;
    c->viewer = 0;
    assert_int_equal(conquest_match_set_order(m, 0, x, w, 30), CQ_ORDER_OK);
    conquest_match_set_ready(m, 0, true);
    conquest_match_set_ready(m, 1, true);
    cqc_update(&a, 0.01f);
    assert_true(c->animating);
    assert_int_equal(c->shown.controller[w], CQ_NEUTRAL); /* departures: not taken yet */
    bool taken_while_playing = false;
    for (int i = 0; i < 200 && c->animating; i++) {
        cqc_update(&a, 0.05f);
        if (c->animating && c->shown.controller[w] == 0)
            taken_while_playing = true;
    }
    assert_true(taken_while_playing);
    app_free(&a);
}

/* Each order's row has a Remove button of its own (play-test 8: the red cross
 * of a failing order was taken for a delete button), at 1280x800 and 800x560. */
static void test_remove_button_removes(void **state)
{
    (void)state;
    app a;
    conquest_screen *c = open_with_orders(&a, 2);
    int sizes[][2] = {{1280, 800}, {800, 560}};
    for (int k = 0; k < 2; k++) {
        client_draw_at(&a, k ? "cq8-remove-small" : "cq8-remove", sizes[k][0], sizes[k][1]);
        SDL_Rect r;
        bool on;
        assert_true(app_find_button(&a, _("Remove"), &r, &on));
        assert_true(on && r.x + r.w <= sizes[k][0]);
        int before = c->match.orders[0].n;
        cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, r.x + r.w / 2, r.y + r.h / 2);
        cqc_mouse(&a, UI_EV_MOUSE_DOWN, UI_BUTTON_LEFT, r.x + r.w / 2, r.y + r.h / 2);
        cqc_mouse(&a, UI_EV_MOUSE_UP, UI_BUTTON_LEFT, r.x + r.w / 2, r.y + r.h / 2);
        assert_int_equal(c->match.orders[0].n, before - 1);
    }
    app_free(&a);
}

/* Player 0 at x (12 units) takes a neutral w beside it; after the turn the
 * report is open for 0 (instant animations). */
static conquest_screen *turn_with_report(app *a, int *x_out)
{
    conquest_screen *c = client_conquest_hot_seat(a, 1280, 800);
    a->prefs.anim_speed = DATA_ANIM_INSTANT;
    conquest_match *m = &c->match;
    cq_graph *g = &m->graph;
    int x = -1, w = -1;
    for (int v = 0; v < g->n_vertices && x < 0; v++)
        if (m->state.controller[v] == 0 && cq_graph_out_degree(g, v) > 0) {
            x = v;
            w = cq_graph_out_neighbour(g, v, 0);
        }
    assert_true(x >= 0 && m->state.controller[w] == CQ_NEUTRAL);
    m->state.units[x] = 12;
    c->cover = false;
    c->viewer = 0;
    assert_int_equal(conquest_match_set_order(m, 0, x, w, 12), CQ_ORDER_OK);
    conquest_match_set_ready(m, 0, true);
    conquest_match_set_ready(m, 1, true);
    for (int i = 0; i < 20 && (c->animating || m->state.turn < 2); i++)
        cqc_update(a, 0.05f);
    c->cover = false;
    c->viewer = 0;
    app_draw(a);
    assert_true(evlog_unseen(&c->log, 0, NULL, 0) > 0); /* the report is open */
    *x_out = x;
    return c;
}

/* A, H and 1 set the selected order's units while the turn report is open
 * (play-test 8: they did nothing until it was closed); the report stays. */
static void test_order_keys_with_report_open(void **state)
{
    (void)state;
    static app a;
    int x;
    conquest_screen *c = turn_with_report(&a, &x);
    conquest_match *m = &c->match;
    int w = cq_graph_out_neighbour(&m->graph, x, 0);
    int from = m->state.controller[w] == 0 ? w : x;
    assert_true(m->state.units[from] >= 2);
    int to = cq_graph_out_neighbour(&m->graph, from, 0);
    assert_int_equal(conquest_match_set_order(m, 0, from, to, 1), CQ_ORDER_OK);
    c->selected = 0;
    int64_t all = m->state.units[from];
    cqc_key(&a, UI_KEY_A);
    assert_int_equal(m->orders[0].list[0].units, all);
    cqc_key(&a, UI_KEY_1);
    assert_int_equal(m->orders[0].list[0].units, 1);
    cqc_key(&a, UI_KEY_H);
    assert_int_equal(m->orders[0].list[0].units, (all + 1) / 2);
    assert_true(evlog_unseen(&c->log, 0, NULL, 0) > 0);
    cqc_key(&a, UI_KEY_DELETE);
    assert_int_equal(m->orders[0].n, 0);
    app_free(&a);
}

/* The pointer over a report line with a place marks that place on the map
 * (play-test 8: the report told of places the player had to look for). */
static void test_report_line_marks_its_place(void **state)
{
    (void)state;
    static app a;
    int x;
    conquest_screen *c = turn_with_report(&a, &x);
    SDL_Rect view = c->cam.viewport;
    int hovered = -1;
    /* the report in the side panel, right of the map (blind play-test 14) */
    for (int y = view.y; y < a.h && hovered < 0; y += 6)
        for (int px = view.x + view.w + 40; px < a.w && hovered < 0; px += 100) {
            cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, px, y);
            hovered = evlog_hovered(NULL);
        }
    assert_true(hovered >= 0 && hovered < c->log.n);
    assert_true(c->log.items[hovered].has_pos);
    client_draw_at(&a, "cq8-report-hover", 1280, 800);
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_panel_buttons_stay_in_the_window),
        cmocka_unit_test(test_play_again_replays_the_game),
        cmocka_unit_test(test_turn_limit_stops_at_its_ends),
        cmocka_unit_test(test_coached_first_game),
        cmocka_unit_test(test_right_click_on_target_removes),
        cmocka_unit_test(test_report_says_the_reinforced_defence),
        cmocka_unit_test(test_counts_follow_the_map),
        cmocka_unit_test(test_remove_button_removes),
        cmocka_unit_test(test_order_keys_with_report_open),
        cmocka_unit_test(test_report_line_marks_its_place),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
