/*
 * Conquest, fifth round (the blind play-test at 6/10), offscreen: the hot-seat
 * cover lifts only by its button or T, never by Space or Enter (the keys that
 * skip the resolution and close the report), not even through the keyboard
 * focus; the orders take nothing while Replay shows the last turn; click your
 * vertex, then a neighbour, gives the order; the keyboard cursor moves along
 * edges; the top bar says who leads; the turn report puts what matters first
 * and scrolls.
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
#include "conquest/board.h"
#include "conquest/label.h"
#include "conquest/play_internal.h"
#include "conquest/report.h"
#include "eventlog/panel.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

/* The cover: Space and Enter do nothing, nor do they through the keyboard
 * focus on its button (Tab); T lifts it, and so does a click on its button. */
static void test_cover_deliberate(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    assert_true(c->cover);
    cqc_key(&a, UI_KEY_SPACE);
    cqc_key(&a, UI_KEY_ENTER);
    assert_true(c->cover);
    /* the focus shown on the cover's button: still not by Space or Enter */
    for (int i = 0; i < 6; i++) {
        cqc_key(&a, UI_KEY_TAB);
        cqc_key(&a, UI_KEY_SPACE);
        cqc_key(&a, UI_KEY_ENTER);
        assert_true(c->cover);
    }
    cqc_key(&a, UI_KEY_T);
    assert_false(c->cover);
    assert_int_equal(c->viewer, 0);
    /* the next player's cover: its button, clicked */
    cqc_click(&a, a.w - 20, a.h - 20); /* a click on the panel hides the focus ring: Enter is Ready again */
    cqc_key(&a, UI_KEY_ENTER); /* no orders: asked once, */
    cqc_key(&a, UI_KEY_ENTER); /* ready anyway */
    cqc_key(&a, UI_KEY_ENTER); /* "Hand the screen to…?": Hand over */
    assert_true(c->cover);
    assert_int_equal(c->viewer, 1);
    char label[96];
    snprintf(label, sizeof label, _("I am %.40s: show my map (T)"), conquest_player_name(&c->match, 1));
    client_click_button(&a, label);
    assert_false(c->cover);
    app_free(&a);
}

/* Click, click: the player's vertex, then a neighbour, is the order (all the
 * units, as a drag); the picked vertex clicked again, or Esc, drops the pick. */
static void test_click_click_order(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    int u, v;
    cqc_own_two_way(c, &u, &v, 7);
    c->cover = false;
    app_draw(&a);
    int ux, uy, vx, vy;
    cqc_vertex_at(c, u, &ux, &uy);
    cqc_vertex_at(c, v, &vx, &vy);
    cqc_click(&a, ux, uy);
    assert_true(c->picked);
    assert_int_equal(c->drag_from, u);
    assert_int_equal(c->match.orders[0].n, 0);
    cqc_click(&a, ux, uy); /* again: dropped */
    assert_false(c->picked);
    assert_int_equal(c->drag_from, -1);
    cqc_click(&a, ux, uy);
    cqc_key(&a, UI_KEY_ESCAPE);
    assert_int_equal(c->drag_from, -1);
    cqc_click(&a, ux, uy);
    cqc_click(&a, vx, vy);
    assert_int_equal(c->match.orders[0].n, 1);
    assert_int_equal(cq_graph_find(&c->match.graph, c->match.orders[0].list[0].from), u);
    assert_int_equal(cq_graph_find(&c->match.graph, c->match.orders[0].list[0].to), v);
    assert_int_equal(c->match.orders[0].list[0].units, 7);
    assert_false(c->picked);
    assert_int_equal(c->drag_from, -1);
    /* A second click on a vertex with no edge from the first says it is not
     * next to it (not "not yours"); a drag let go on the sea says why nothing
     * happened (play-test 3). */
    int far = -1;
    for (int k = 0; k < c->match.graph.n_vertices && far < 0; k++)
        if (k != u && c->match.state.controller[k] == CQ_NEUTRAL && cq_graph_edge(&c->match.graph, u, k) < 0 &&
            cq_graph_edge(&c->match.graph, k, u) < 0)
            far = k;
    assert_true(far >= 0);
    int fx, fy;
    cqc_vertex_at(c, far, &fx, &fy);
    c->match.state.units[u] = 9;
    cqc_click(&a, ux, uy);
    assert_true(c->picked);
    cqc_click(&a, fx, fy);
    char want[200];
    snprintf(want, sizeof want, _("%s is not next to %s: no edge leads there from it"),
             conquest_place(&c->match.graph, far), conquest_place(&c->match.graph, u));
    i18n_elide(want);
    assert_string_equal(c->message, want);
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, ux, uy);
    cqc_mouse(&a, UI_EV_MOUSE_DOWN, UI_BUTTON_LEFT, ux, uy);
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, c->cam.viewport.x + 2, c->cam.viewport.y + 2);
    cqc_mouse(&a, UI_EV_MOUSE_UP, UI_BUTTON_LEFT, c->cam.viewport.x + 2, c->cam.viewport.y + 2);
    assert_int_equal(c->drag_from, -1);
    assert_non_null(strstr(c->message, conquest_place(&c->match.graph, u)));
    app_free(&a);
}

/* The keyboard cursor goes along edges: from every vertex, each arrow lands on
 * a vertex an edge joins to it, whenever one lies that way (its half of the
 * screen); with a drag held, only where the units may go. */
static void test_cursor_along_edges(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    c->cover = false;
    app_draw(&a);
    const cq_graph *g = &c->match.graph;
    cqc_key(&a, UI_KEY_RIGHT); /* the map takes the focus: the cursor shows */
    assert_true(c->model.keys.shown);
    static const ui_key arrows[] = { UI_KEY_UP, UI_KEY_DOWN, UI_KEY_LEFT, UI_KEY_RIGHT };
    static const float dir[][2] = { { 0, -1 }, { 0, 1 }, { -1, 0 }, { 1, 0 } };
    int moved = 0;
    for (int from = 0; from < g->n_vertices; from++)
        for (int d = 0; d < 4; d++) {
            c->model.keys.node = from;
            c->model.keys.placed = true;
            float fx, fy;
            areamap_camera_to_screen(&c->cam, c->model.nodes[from].x, c->model.nodes[from].y, &fx, &fy);
            bool any = false;
            for (int w = 0; w < g->n_vertices; w++) {
                if (w == from || (cq_graph_edge(g, from, w) < 0 && cq_graph_edge(g, w, from) < 0))
                    continue;
                float x, y;
                areamap_camera_to_screen(&c->cam, c->model.nodes[w].x, c->model.nodes[w].y, &x, &y);
                any = any || (x - fx) * dir[d][0] + (y - fy) * dir[d][1] > 0.5f;
            }
            cqc_key(&a, arrows[d]);
            int to = c->model.keys.node;
            if (any) {
                if (cq_graph_edge(g, from, to) < 0 && cq_graph_edge(g, to, from) < 0)
                    fail_msg("from %s, arrow %d went to %s: no edge joins them", conquest_place(g, from), d,
                             conquest_place(g, to));
                moved++;
            }
            app_draw(&a);
        }
    assert_true(moved > g->n_vertices);
    app_free(&a);
}

/* Replay (R) shows the last turn: the orders are greyed and Enter does not
 * make the player ready; when it has played, Enter does again. */
static void test_replay_holds_orders(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    cqc_key(&a, UI_KEY_T);
    cqc_key(&a, UI_KEY_ENTER);
    cqc_key(&a, UI_KEY_ENTER); /* player 1 ready without orders */
    cqc_key(&a, UI_KEY_ENTER); /* "Hand the screen to…?": Hand over */
    cqc_key(&a, UI_KEY_T);
    cqc_key(&a, UI_KEY_ENTER);
    cqc_key(&a, UI_KEY_ENTER); /* player 2 too: the turn resolves */
    cqc_update(&a, 0.01f);
    assert_int_equal(c->match.state.turn, 2);
    assert_true(c->cover);
    cqc_key(&a, UI_KEY_T);
    cqc_key(&a, UI_KEY_SPACE); /* the report closed */
    assert_true(c->match.has_last);
    a.prefs.anim_speed = DATA_ANIM_NORMAL;
    conquest_show_again(&a);
    app_draw(&a);
    assert_true(c->animating && c->replaying);
    cqc_key(&a, UI_KEY_ENTER);
    cqc_key(&a, UI_KEY_ENTER);
    assert_false(c->match.orders[0].ready);
    assert_false(c->cover);
    for (int i = 0; i < 400 && c->animating; i++)
        cqc_update(&a, 0.05f);
    assert_false(c->animating);
    cqc_key(&a, UI_KEY_ENTER);
    cqc_key(&a, UI_KEY_ENTER);
    cqc_key(&a, UI_KEY_ENTER); /* "Hand the screen to…?": Hand over */
    assert_true(c->match.orders[0].ready);
    app_free(&a);
}

/* The final turn's report: once the ranking is put away (View map), the last
 * turn's report opens like any other, and Space closes it (it was never shown). */
static void test_final_report(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    c->match.state.max_turns = 1; /* this turn is the last */
    cqc_both_play(&a);
    assert_true(cq_state_over(&c->match.state));
    assert_true(c->show_result);
    /* Esc puts the dialog away, as View map (play-test 6: the "Game over"
     * menu stacked over it); the next Esc opens the menu. */
    cqc_key(&a, UI_KEY_ESCAPE);
    assert_true(app_scene_top(&a) == &conquest_play_scene);
    assert_false(c->show_result);
    int seat = conquest_show_reader(c);
    assert_true(seat >= 0);
    assert_true(evlog_unseen(&c->log, seat, NULL, 0) > 0);
    c->show_result = false; /* "View map" */
    app_draw(&a);
    /* The report in its strip at the foot of the map (blind play-test 10);
     * closed, the map keeps its place and scale (blind play-test 11: it grew
     * and its vertices moved under the pointer). */
    SDL_Rect open_vp = c->cam.viewport;
    float open_zoom = c->cam.zoom, open_cx = c->cam.centre_x, open_cy = c->cam.centre_y;
    cqc_keep_shot(&a, "round6", "report-dock");
    cqc_key(&a, UI_KEY_SPACE); /* the report's Close (Space) */
    assert_int_equal(evlog_unseen(&c->log, seat, NULL, 0), 0);
    app_draw(&a);
    assert_int_equal(c->cam.viewport.h, open_vp.h);
    assert_int_equal(c->cam.viewport.y, open_vp.y);
    assert_true(c->cam.zoom == open_zoom && c->cam.centre_x == open_cx && c->cam.centre_y == open_cy);
    app_free(&a);
}

/* The top bar's leader: units in total, which every seat sees on the map. */
static void test_leader(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    int u, v;
    cqc_own_two_way(c, &u, &v, 7);
    char text[160];
    conquest_leader_text(&c->match.state, &c->match, text, sizeof text);
    char want[160];
    snprintf(want, sizeof want, "%s leads with 7 units", conquest_player_name(&c->match, 0));
    assert_string_equal(text, want);
    for (int k = 0; k < c->match.graph.n_vertices; k++)
        if (c->match.state.controller[k] == 1)
            c->match.state.units[k] = 7;
    conquest_leader_text(&c->match.state, &c->match, text, sizeof text);
    assert_string_equal(text, "2 players tie for the lead with 7 units");
    app_free(&a);
}

/* The turn report: captures before other players' routine lines, whatever
 * the log's order; the rows that do not fit are reached by the wheel and Page
 * Down, and a line says how many are left. */
static void test_report_order_and_scroll(void **state)
{
    (void)state;
    static app a;
    assert_true(front_init_offscreen(&a, 1280, 800));
    evlog log;
    evlog_init(&log);
    for (int i = 0; i < 30; i++)
        evlog_add(&log, 4, EVLOG_INFO, EVLOG_ALL, "Bob reinforced place %d", i);
    evlog_entry *cap = evlog_add(&log, 4, EVLOG_CAPTURE, EVLOG_ALL, "Carol took Fernton");
    cap->has_pos = true;
    cap->x = 3;
    cap->y = 4;
    evlog_add(&log, 4, EVLOG_PRODUCTION, EVLOG_ALL, "Generation: Alice +5");
    assert_int_equal(evlog_report_first_placed(&log, 0), 30);
    ui u = cqc_drawing_ui(&a);
    SDL_Rect box = ui_rect(10, 10, 500, 240), footer;
    int scroll = 0;
    u.draw = true;
    evlog_report_panel_scrolled(&u, box, &log, 0, "Turn 4", &footer, &scroll);
    u.draw = false;
    ui_event wheel = { .kind = UI_EV_WHEEL, .wheel = -1, .x = 100, .y = 120 };
    a.mouse_x = 100;
    a.mouse_y = 120;
    u.ev = &wheel;
    evlog_report_panel_scrolled(&u, box, &log, 0, "Turn 4", &footer, &scroll);
    assert_int_equal(scroll, 1);
    ui_event page = { .kind = UI_EV_KEY, .key = UI_KEY_PAGE_DOWN };
    u.ev = &page;
    evlog_report_panel_scrolled(&u, box, &log, 0, "Turn 4", &footer, &scroll);
    assert_int_equal(scroll, 5);
    for (int i = 0; i < 20; i++)
        evlog_report_panel_scrolled(&u, box, &log, 0, "Turn 4", &footer, &scroll);
    assert_true(scroll < 32); /* no further than the last row at the bottom */
    assert_true(scroll > 20);
    evlog_free(&log);
    app_free(&a);
}

/* The log and the turn report follow a language switch whole: the players'
 * and places' names are kept as keys, not as words of the language they were
 * written in (play-test: "Ordinateur 2 (Normal) avec 1 (depuis Hartwell) took
 * neutral Ivymere"). */
static void test_log_names_follow_language(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    conquest_match *m = &c->match;
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    cqc_shared t = cqc_set_shared(c, 4, 0, 0);
    assert_int_equal(conquest_match_set_order(m, 0, t.x, t.w, 4), CQ_ORDER_OK);
    conquest_match_set_ready(m, 0, true);
    conquest_match_set_ready(m, 1, true);
    conquest_play_scene.update(&a, c, 0.01f, true);
    int took = -1;
    for (int i = 0; i < c->log.n; i++)
        if (strstr(c->log.items[i].text, "took neutral") && strstr(c->log.items[i].text, "Player 1 with 4"))
            took = i;
    if (took < 0)
        for (int i = 0; i < c->log.n; i++)
            print_message("log %d: %s\n", i, c->log.items[i].text);
    assert_true(took >= 0);
    char was[EVLOG_TEXT_MAX];
    snprintf(was, sizeof was, "%s", c->log.items[took].text);
    i18n_set_language("fr");
    app_draw(&a);
    const char *now = c->log.items[took].text;
    print_message("%s -> %s\n", was, now);
    if (strstr(now, "Player") || strstr(now, " with "))
        fail_msg("English left after the switch: \"%s\"", now);
    assert_non_null(strstr(now, "Joueur 1"));
    i18n_set_language(NULL);
    app_draw(&a);
    assert_string_equal(c->log.items[took].text, was);
    app_free(&a);
}

/* Both seats of the hot-seat game order one unit out and are ready. */
static void turn_orders(conquest_screen *c)
{
    for (int p = 0; p < 2; p++) {
        int from = -1;
        for (int v = 0; v < c->match.graph.n_vertices && from < 0; v++)
            if (c->match.state.controller[v] == p)
                from = v;
        int to = cq_graph_out_neighbour(&c->match.graph, from, 0);
        assert_int_equal(conquest_match_set_order(&c->match, p, from, to, 1), CQ_ORDER_OK);
        conquest_match_set_ready(&c->match, p, true);
    }
}

/* What the last turn shows: its steps' texts, one after the other. */
static void last_turn_text(const conquest_match *m, char *out, size_t size)
{
    static conquest_step steps[128];
    int n = conquest_report_steps(m, steps, 128);
    out[0] = '\0';
    for (int i = 0; i < n; i++) {
        size_t len = strlen(out);
        snprintf(out + len, size - len, "%s|", steps[i].text);
    }
}

/* The last turn plays again after Quit to menu then Continue, and after
 * loading a save: the save carries the game's record, so Replay (R) and Steps
 * (S) are not greyed and show the same turn as before the quit. A save
 * without its record (an older one) still opens, with them greyed. */
static void test_last_turn_after_continue(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    char cmd[2400];
    snprintf(a.user_dir, sizeof a.user_dir, "%s/cq-record", getenv("SKIRMISH_TEST_TMP"));
    snprintf(cmd, sizeof cmd, "rm -rf '%s'; mkdir -p '%s'", a.user_dir, a.user_dir);
    assert_int_equal(system(cmd), 0);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    for (int turn = 0; turn < 2; turn++) {
        turn_orders(c);
        c->cover = false; /* the hand-over's cover is past */
        cqc_update(&a, 0.01f);
        for (int i = 0; i < 100 && c->animating; i++)
            cqc_update(&a, 0.05f);
    }
    assert_int_equal(c->match.state.turn, 3);
    assert_true(c->match.has_last);
    static char was[16384], now[16384];
    last_turn_text(&c->match, was, sizeof was);
    assert_true(strlen(was) > 0);
    int n_last = c->match.n_last;
    cq_state before = c->match.before;
    client_click_button(&a, "Save game");
    assert_non_null(strstr(c->message, "Saved as "));
    char saved[DATA_PATH_MAX + 1200];
    snprintf(saved, sizeof saved, "%s/saves/%s", a.user_dir, strstr(c->message, "Saved as ") + 9);
    for (int pass = 0; pass < 2; pass++) {
        app_scene_pop_to_root(&a);
        assert_true(pass == 0 ? conquest_continue(&a) : conquest_load(&a, saved));
        c = conquest_current(&a);
        assert_non_null(c);
        assert_int_equal(c->match.state.turn, 3);
        assert_true(c->match.has_last);
        assert_int_equal(c->match.n_last, n_last);
        assert_int_equal(c->match.before.turn, before.turn);
        assert_memory_equal(c->match.before.units, before.units, sizeof before.units);
        last_turn_text(&c->match, now, sizeof now);
        assert_string_equal(now, was);
        /* The report of the seat to order: Steps (S) then Replay (R) work. */
        cqc_key(&a, UI_KEY_T);
        cqc_key(&a, UI_KEY_S);
        assert_int_equal(c->replay_step, 0);
        c->replay_step = -1;
        cqc_key(&a, UI_KEY_R);
        assert_true(c->replaying);
    }
    assert_int_equal(c->match.record.n_turns, 2);
    /* An older save (no record) opens as a game, its last turn not kept. */
    app_scene_pop_to_root(&a);
    {
        static cq_state st;
        static data_cq_save_setup setup;
        cq_graph g;
        cq_graph_init(&g);
        evlog events;
        evlog_init(&events);
        data_seat seats[CQ_MAX_PLAYERS];
        char name[64];
        data_error err;
        assert_true(data_cq_save_load_setup(saved, name, sizeof name, seats, &g, &st, &events, &setup, &err));
        assert_true(data_cq_save_save_setup(saved, name, seats, &st, &events, &setup, &err));
        data_cq_save_setup_free(&setup);
        evlog_free(&events);
        cq_graph_free(&g);
    }
    assert_true(conquest_load(&a, saved));
    c = conquest_current(&a);
    assert_int_equal(c->match.state.turn, 3);
    assert_false(c->match.has_last);
    app_free(&a);
}

/* Whether `line` was drawn as a text of its own (client_drawn_texts: one a line). */
static bool line_drawn(const char *line)
{
    const char *all = client_drawn_texts();
    size_t n = strlen(line);
    for (const char *p = strstr(all, line); p; p = strstr(p + 1, line))
        if ((p == all || p[-1] == '\n') && (p[n] == '\n' || p[n] == '\0'))
            return true;
    return false;
}

/* At 800x560 (play-test 3): the players' rows all on one line or all on two
 * (the viewer's bold row wrapped alone), the legend's short rows; the hover
 * card says "You can bring" for the seat at the screen; the turn report folds
 * to a bar (its button or V), opens again (its button or V), and stays folded
 * for the next turn. */
static void test_fold_and_small_window(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 800, 560);
    snprintf(c->match.name[0], sizeof c->match.name[0], "%s", "Alexandrina");
    snprintf(c->match.name[1], sizeof c->match.name[1], "%s", "Bob");
    cqc_key(&a, UI_KEY_T);
    assert_false(c->cover);
    client_draw_at(&a, "cq-small", 800, 560);
    assert_true(line_drawn("Alexandrina") == line_drawn("Bob"));
    cqc_key(&a, UI_KEY_L);
    client_draw_at(&a, "cq-small-legend", 800, 560);
    assert_true(client_was_drawn(_("Order that fails")));
    assert_false(client_was_drawn(_("Your order that cannot take its target")));
    client_draw_at(&a, "cq-big-legend", 1280, 800);
    assert_false(client_was_drawn(_("Order that fails")));
    assert_true(client_was_drawn(_("Your order that cannot take its target")));
    cqc_key(&a, UI_KEY_L);
    /* The hover card over a neighbour of the viewer's vertex. */
    int from = -1;
    for (int v = 0; v < c->match.graph.n_vertices && from < 0; v++)
        if (c->match.state.controller[v] == 0)
            from = v;
    int to = cq_graph_out_neighbour(&c->match.graph, from, 0), x, y;
    cqc_vertex_at(c, to, &x, &y);
    char you[200];
    snprintf(you, sizeof you, _("You can bring up to %lld here, from %s"), (long long)c->match.state.units[from],
             conquest_place(&c->match.graph, from));
    cqc_mouse(&a, UI_EV_MOUSE_MOVE, 0, x, y);
    /* the card only once the pointer has rested there (blind play-test 10) */
    client_draw_at(&a, "cq-card-early", 1280, 800);
    assert_false(client_was_drawn(you));
    cqc_update(&a, CONQUEST_CARD_DWELL);
    client_draw_at(&a, "cq-card", 1280, 800);
    assert_true(client_was_drawn(you));
    /* nothing hidden in Conquest: no card says who sees its units (play-test 4) */
    assert_false(client_was_drawn("Everyone sees its units"));
    /* A turn, then its report folded and opened again. */
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    for (int turn = 0; turn < 2; turn++) {
        turn_orders(c);
        c->cover = false;
        cqc_update(&a, 0.01f);
        for (int i = 0; i < 100 && c->animating; i++)
            cqc_update(&a, 0.05f);
        cqc_key(&a, UI_KEY_T);
        assert_false(c->cover);
        if (turn == 0) {
            client_draw_at(&a, "cq-report", 800, 560);
            assert_true(client_was_drawn(_("Replay (R)")));
            client_click_button(&a, "\u2212");
            assert_true(c->report_folded);
            client_draw_at(&a, "cq-folded", 800, 560);
            assert_false(client_was_drawn(_("Replay (R)")));
            client_click_button(&a, _("Open (V)"));
            assert_false(c->report_folded);
            cqc_key(&a, UI_KEY_V);
            assert_true(c->report_folded);
        }
    }
    /* The next turn's report comes folded: the choice holds for the game. */
    client_draw_at(&a, "cq-folded-again", 800, 560);
    assert_true(client_was_drawn(_("Open (V)")));
    cqc_key(&a, UI_KEY_V);
    assert_false(c->report_folded);
    app_free(&a);
}

/* Esc with the legend open closes the legend, not the game's Pause menu
 * (play-test 4); the next Esc pauses. */
static void test_esc_closes_legend(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    cqc_key(&a, UI_KEY_T);
    assert_false(c->cover);
    cqc_key(&a, UI_KEY_L);
    client_draw_at(&a, "cq-legend-open", 1280, 800);
    assert_true(client_was_drawn(_("Hide legend (L)")));
    cqc_key(&a, UI_KEY_ESCAPE);
    assert_true(app_scene_top(&a) == &conquest_play_scene);
    client_draw_at(&a, "cq-legend-closed", 1280, 800);
    assert_false(client_was_drawn(_("Hide legend (L)")));
    cqc_key(&a, UI_KEY_ESCAPE);
    assert_true(app_scene_top(&a) != &conquest_play_scene);
    app_free(&a);
}

/* With the turn report open (not folded), clicks on the map beside it give
 * orders as usual (play-test 4, medium 1: in Bob's hot-seat turn clicks on two
 * vertices did nothing, and Ready said there were no orders). */
static void test_order_beside_open_report(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    cqc_key(&a, UI_KEY_T);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    turn_orders(c);
    c->cover = false;
    cqc_update(&a, 0.01f);
    for (int i = 0; i < 100 && c->animating; i++)
        cqc_update(&a, 0.05f);
    cqc_key(&a, UI_KEY_T);
    assert_false(c->cover);
    assert_false(c->report_folded);
    int who = c->viewer;
    assert_true(who >= 0);
    client_draw_at(&a, "cq-report-open", 1280, 800);
    assert_true(client_was_drawn(_("Replay (R)")));
    /* a vertex of the viewer's and a neighbour, brought to the map's lower
     * right, the report at its upper left */
    int from = -1, to = -1, fx = 0, fy = 0, tx = 0, ty = 0;
    for (int v = 0; v < c->match.graph.n_vertices && from < 0; v++)
        if (c->match.state.controller[v] == who && c->match.state.units[v] > 0) {
            from = v;
            to = cq_graph_out_neighbour(&c->match.graph, v, 0);
        }
    assert_true(from >= 0 && to >= 0);
    cqc_vertex_at(c, from, &fx, &fy);
    cqc_vertex_at(c, to, &tx, &ty);
    SDL_Rect vp = c->cam.viewport;
    /* (the report lies beside the map, in the panel: the pair brought to
     * the middle of the map, zoomed in) */
    areamap_camera_zoom_at(&c->cam, 2.0f, (float)(vp.x + vp.w / 2), (float)(vp.y + vp.h / 2));
    cqc_vertex_at(c, from, &fx, &fy);
    cqc_vertex_at(c, to, &tx, &ty);
    float wx0, wy0, wx1, wy1;
    areamap_camera_to_world(&c->cam, (float)fx, (float)fy, &wx0, &wy0);
    areamap_camera_to_world(&c->cam, (float)tx, (float)ty, &wx1, &wy1);
    areamap_camera_centre_on(&c->cam, (wx0 + wx1) / 2, (wy0 + wy1) / 2);
    app_draw(&a);
    cqc_vertex_at(c, from, &fx, &fy);
    cqc_vertex_at(c, to, &tx, &ty);
    /* the report in the side panel: nothing over the map (blind play-test 14) */
    assert_int_equal(c->cam.covered_below, 0);
    assert_true(fy < vp.y + vp.h - 10 && ty < vp.y + vp.h - 10);
    int before = c->match.orders[who].n;
    cqc_click(&a, fx, fy);
    cqc_click(&a, tx, ty);
    assert_int_equal(c->match.orders[who].n, before + 1);
    /* the report is still open, and its keys still its own */
    client_draw_at(&a, "cq-report-order", 1280, 800);
    assert_true(client_was_drawn(_("Replay (R)")));
    app_free(&a);
}

/* Two- and three-digit counts on held tokens (play-test 3, 141: "69" and
 * "22" became pills, the units icon over the digits, "+N" on the name). */
static void test_counts_fit(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    cqc_key(&a, UI_KEY_T);
    cq_state *s = &c->match.state;
    static const int64_t counts[] = { 7, 69, 123, 22, 999, 45 };
    int k = 0;
    for (int v = 0; v < c->match.graph.n_vertices && k < 6; v += 3, k++) {
        s->controller[v] = (int8_t)(k % 2);
        s->units[v] = counts[k];
    }
    /* Every two-digit count inside its held token, at
     * both sizes, by the map's rule (areamap/draw.c: text of 0.95 r, 9 to 18
     * px, within 2 r - 4). Three digits need the map to shrink the figure's
     * text (areamap: not this folder's); they keep a plate, without the
     * units symbol at its end. */
    static const int sizes[2][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        client_draw_at(&a, "cq-counts", sizes[z][0], sizes[z][1]);
        ui u = { &a, a.renderer, NULL, false, a.scale, true, 0 };
        int inside = 0;
        for (int i = 0; i < c->model.n_nodes; i++) {
            const areamap_node *n = &c->model.nodes[i];
            if (strlen(n->label) >= 3 && n->seat >= 0)
                assert_int_equal(n->icon, AREAMAP_ICON_NONE); /* a short plate: the digits alone */
            if (strlen(n->label) != 2 || n->seat < 0)
                continue;
            float r = areamap_view_node_radius(&c->cam, n);
            int fpx = (int)(r * 0.95f);
            fpx = fpx < 9 ? 9 : fpx > 18 ? 18 : fpx;
            int tw = ui_text_width(&u, n->label, fpx, true);
            if ((float)tw > 2.0f * r - 4.0f)
                fail_msg("%dx%d: \"%s\" (%d px) on a plate across its token of radius %.1f", a.w, a.h, n->label, tw,
                         (double)r);
            inside++;
        }
        assert_true(inside >= 3);
    }
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_cover_deliberate),
        cmocka_unit_test(test_click_click_order),
        cmocka_unit_test(test_cursor_along_edges),
        cmocka_unit_test(test_replay_holds_orders),
        cmocka_unit_test(test_final_report),
        cmocka_unit_test(test_leader),
        cmocka_unit_test(test_report_order_and_scroll),
        cmocka_unit_test(test_log_names_follow_language),
        cmocka_unit_test(test_last_turn_after_continue),
        cmocka_unit_test(test_fold_and_small_window),
        cmocka_unit_test(test_counts_fit),
        cmocka_unit_test(test_order_beside_open_report),
        cmocka_unit_test(test_esc_closes_legend),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
