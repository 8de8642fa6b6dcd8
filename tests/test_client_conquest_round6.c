/*
 * Conquest, sixth round (the blind play-test at 6.5/10), offscreen: the
 * contested draw said plainly before (the order's preview: who pays, the draw
 * and its worst odds, who keeps the survivors) and after (the turn report:
 * won or lost the draw, what was paid, whose units were lost), whose losses a
 * head-on meeting made; the log reads each turn as it happened; Esc takes the
 * pick's hint with the pick; T says when nothing threatens; the toggles
 * survive a Load; a finished game's menu is not "Paused".
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
#include <dirent.h>

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
#include "skirmish/data/replay_keep.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

static void click_vertex(app *a, conquest_screen *c, int v)
{
    float fx, fy;
    areamap_camera_to_screen(&c->cam, c->model.nodes[v].x, c->model.nodes[v].y, &fx, &fy);
    cqc_mouse(a, UI_EV_MOUSE_MOVE, 0, (int)fx, (int)fy);
    cqc_mouse(a, UI_EV_MOUSE_DOWN, UI_BUTTON_LEFT, (int)fx, (int)fy);
    cqc_mouse(a, UI_EV_MOUSE_UP, UI_BUTTON_LEFT, (int)fx, (int)fy);
}

/* An empty board but for player 0 on x and player 1 on y (their units), both
 * with an edge into the neutral w of weight `weight`; the cover lifted for 0. */
typedef struct target {
    int w, x, y;
} target;

static target set_target(conquest_screen *c, int64_t at_x, int64_t at_y, int weight)
{
    conquest_match *m = &c->match;
    cq_graph *g = &m->graph;
    target t = { -1, -1, -1 };
    for (int w = 0; w < g->n_vertices && t.w < 0; w++)
        if (cq_graph_in_degree(g, w) >= 2)
            t = (target){ w, cq_graph_in_neighbour(g, w, 0), cq_graph_in_neighbour(g, w, 1) };
    assert_true(t.w >= 0);
    cqc_place_pair(c, t.w, t.x, t.y, at_x, at_y, weight);
    return t;
}

/* Before: the preview of 2 units into a weight-4 neutral that the other
 * player's 2 can reach says the rule whole: every arrival pays the weight
 * together, the draw by units sent and the worst odds (2 against 2: 50 %), the
 * survivors all to the one drawn, the others' units lost. A held target says
 * its own rule with the odds. Fewer than the weight alone: "alone, all are
 * lost", no more "unless others arrive too" (which invited the gamble). */
static void test_preview_says_the_draw(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    conquest_match *m = &c->match;
    target t = set_target(c, 2, 2, 4);
    assert_int_equal(conquest_match_set_order(m, 0, t.x, t.w, 2), CQ_ORDER_OK);
    char why[1400], want[600];
    assert_int_equal(conquest_attack_forecast(m, 0, NULL, t.w, why, sizeof why), CONQUEST_OUTCOME_FAILS);
    snprintf(want, sizeof want,
             _("If others arrive too: all arriving units pay its weight %lld together, then one player is drawn "
               "by units sent (your %lld against at most %lld: at worst %d %% for you) and keeps all the "
               "survivors; the others lose every unit they sent"),
             4LL, 2LL, 2LL, 50);
    if (!strstr(why, want))
        fail_msg("\"%s\" does not say \"%s\"", why, want);
    snprintf(want, sizeof want, P_("%lld arrives: fewer than its weight; alone, it is lost",
                                   "%lld arrive: fewer than its weight; alone, all are lost", 2), 2LL);
    if (!strstr(why, want))
        fail_msg("\"%s\" does not say \"%s\"", why, want);
    assert_null(strstr(why, "unless others arrive too"));
    /* 6 against the other's 2 at most: 75 % at worst. */
    m->state.units[t.x] = 6;
    assert_int_equal(conquest_match_set_order(m, 0, t.x, t.w, 6), CQ_ORDER_OK);
    assert_int_equal(conquest_attack_forecast(m, 0, NULL, t.w, why, sizeof why), CONQUEST_OUTCOME_UNSURE);
    assert_non_null(strstr(why, "at worst 75 %"));
    /* Nobody else in reach: no rule of the draw. */
    cqc_hold(&m->state, t.y, CQ_NEUTRAL, 0);
    assert_int_equal(conquest_attack_forecast(m, 0, NULL, t.w, why, sizeof why), CONQUEST_OUTCOME_TAKES);
    assert_null(strstr(why, "drawn"));
    /* Seen where the player looks: the selected order's preview on the panel. */
    cqc_hold(&m->state, t.y, 1, 2);
    c->selected = 0;
    client_draw_at(&a, "cq6-preview-draw", 1280, 800);
    /* its outcome and worst case on the panel; the rule ("then one player is
     * drawn") behind "More…", in the tooltip of the preview (play-test 13:
     * previews ran to ten lines) */
    assert_true(client_was_drawn_wrapped("at worst 75 %"));
    assert_false(client_was_drawn_wrapped("then one player is drawn"));
    assert_true(client_was_drawn_wrapped(_("More… (point here)")));
    client_look(&a, "cq6-preview-draw");
    app_free(&a);
}

/* After: both send 40 to a neutral w of weight 4 (a draw), and 0's 5 meet 1's
 * 3 head-on. The winner reads that it won the draw and the others lost all
 * they sent; the loser reads that it lost the draw, what was paid together,
 * who keeps the survivors and that its 40 are lost; each reads the head-on
 * meeting with both sides' losses by name and what of its own went on; the
 * story for everyone names whose units went on. */
static void test_report_says_the_draw_and_whose_losses(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    conquest_match *m = &c->match;
    const cq_graph *g = &m->graph;
    target t = set_target(c, 40, 40, 4);
    int u = -1, v = -1;
    for (int e = 0; e < g->n_edges && u < 0; e++) {
        int p = g->edges[e].from, q = g->edges[e].to;
        if (g->reverse[e] >= 0 && p != t.w && p != t.x && p != t.y && q != t.w && q != t.x && q != t.y) {
            u = p;
            v = q;
        }
    }
    assert_true(u >= 0);
    cqc_hold(&m->state, u, 0, 5);
    cqc_hold(&m->state, v, 1, 3);
    assert_int_equal(conquest_match_set_order(m, 0, t.x, t.w, 40), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(m, 1, t.y, t.w, 40), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(m, 0, u, v, 5), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(m, 1, v, u, 3), CQ_ORDER_OK);
    conquest_match_set_ready(m, 0, true);
    conquest_match_set_ready(m, 1, true);
    cqc_update(&a, 0.01f);
    int winner = m->state.controller[t.w];
    assert_true(winner == 0 || winner == 1);
    const evlog *log = &c->log;
    for (int seat = 0; seat < 2; seat++) {
        bool won = false, lost = false, met = false;
        for (int i = 0; i < log->n; i++) {
            const evlog_entry *e = &log->items[i];
            if (e->visible != evlog_seat_bit(seat))
                continue;
            /* the English words (the case is skipped in the language runs) */
            won = won || (strstr(e->text, "You won the lottery for neutral ") &&
                          strstr(e->text, "paid its weight 4; the draw by units sent (") &&
                          strstr(e->text, "chose you: you keep the 76 survivors, 38 of them from the others"));
            /* 40 and 40 sent: half of the 76 survivors the winner keeps were
             * the loser's (blind play-test 14) */
            lost = lost || (strstr(e->text, "You lost the lottery for neutral ") &&
                            strstr(e->text, "arrived together and paid its weight 4; the draw") &&
                            strstr(e->text, ", who keeps the 76 survivors, 38 of them yours; all you sent are lost (40)"));
            if (client_has_message(e->text, "Your %lld from %s to %s met %s's %lld head-on: you lost %lld and they "
                                            "lost %lld; %lld of yours went on")) {
                met = true;
                /* 0's 5 against 1's 3: 3 lost each, 2 of 0's went on */
                char want[64];
                snprintf(want, sizeof want, "you lost 3 and they lost 3; %d of yours", seat == 0 ? 2 : 0);
                if (!strstr(e->text, want))
                    fail_msg("seat %d: \"%s\" does not say \"%s\"", seat, e->text, want);
            }
        }
        assert_true(met);
        if (seat == winner ? !won || lost : !lost || won) {
            for (int i = 0; i < log->n; i++)
                if (log->items[i].visible == evlog_seat_bit(seat))
                    print_message("seat %d: %s\n", seat, log->items[i].text);
            fail_msg("seat %d (winner %d): won %d, lost %d", seat, winner, won, lost);
        }
    }
    /* The story for everyone (the replay's steps) names each side's losses. */
    conquest_step steps[64];
    int n = conquest_report_steps(m, steps, 64);
    bool meet = false;
    for (int i = 0; i < n; i++)
        if (steps[i].kind == CONQUEST_STEP_MEET) {
            meet = true;
            char want0[96], want1[96];
            snprintf(want0, sizeof want0, "%s lost 3 of 5", conquest_player_name(m, 0));
            snprintf(want1, sizeof want1, "%s lost 3 of 3", conquest_player_name(m, 1));
            if (!strstr(steps[i].text, want0) || !strstr(steps[i].text, want1))
                fail_msg("\"%s\" does not say \"%s\" and \"%s\"", steps[i].text, want0, want1);
        }
    assert_true(meet);
    /* On screen: the first player takes it, its report open. */
    cqc_key(&a, UI_KEY_T);
    assert_false(c->cover);
    client_draw_at(&a, "cq6-report-draw", 1280, 800);
    assert_true(client_was_drawn_wrapped(winner == 0 ? "You won the lottery for neutral" : "You lost the lottery for neutral"));
    client_draw_at(&a, "cq6-report-draw", 800, 560);
    app_free(&a);
}

/* The whole log: the newest turn first, each turn's lines in the order they
 * happened (the captures, then the generation they made). */
static void test_log_reads_as_it_happened(void **state)
{
    (void)state;
    static evlog log;
    evlog_init(&log);
    evlog_add(&log, 1, EVLOG_CAPTURE, EVLOG_ALL, "t1 capture");
    evlog_add(&log, 1, EVLOG_PRODUCTION, EVLOG_ALL, "t1 generation");
    evlog_add(&log, 2, EVLOG_CAPTURE, EVLOG_ALL, "t2 capture");
    evlog_add(&log, 2, EVLOG_BATTLE, EVLOG_ALL, "t2 fight");
    evlog_add(&log, 2, EVLOG_PRODUCTION, EVLOG_ALL, "t2 generation");
    int index[8];
    int n = evlog_history(&log, 0, index, 8);
    assert_int_equal(n, 5);
    evlog_history_turn_order(&log, index, n);
    static const char *const want[] = { "t2 capture", "t2 fight", "t2 generation", "t1 capture", "t1 generation" };
    for (int i = 0; i < n; i++)
        assert_string_equal(log.items[index[i]].text, want[i]);
    evlog_free(&log);
}

/* Esc after a click on one's own vertex drops the pick and its hint ("Dunwick
 * picked: click a neighbour..."), which said a pick was still there. */
static void test_esc_takes_the_hint(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    target t = set_target(c, 5, 5, 2);
    app_draw(&a);
    click_vertex(&a, c, t.x);
    assert_true(c->picked);
    assert_non_null(strstr(c->message, conquest_place(&c->match.graph, t.x)));
    cqc_key(&a, UI_KEY_ESCAPE);
    assert_false(c->picked);
    assert_string_equal(c->message, "");
    assert_string_equal(app_scene_name(&a), "conquest"); /* no pause menu: Esc took the pick */
    app_free(&a);
}

/* T with nothing in reach of the viewer's vertices says so; the Threats toggle
 * and the folded report are kept when a saved game is loaded. */
static void test_threats_said_and_kept(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    cqc_fresh_user_dir(&a, "cq6-threats");
    /* Threats on, saved, loaded: still on (the state as played, so its record replays). */
    cqc_key(&a, UI_KEY_T); /* the cover */
    cqc_key(&a, UI_KEY_T);
    assert_true(c->threats);
    assert_true(conquest_save_now(&a));
    char saved[2400];
    snprintf(saved, sizeof saved, "%s/saves/%s", a.user_dir, strstr(c->message, "Saved as ") + 9);
    cqc_key(&a, UI_KEY_T);
    assert_false(c->threats);
    cqc_key(&a, UI_KEY_T);
    if (!conquest_load(&a, saved))
        fail_msg("%s: %s", saved, a.message);
    app_draw(&a);
    c = conquest_current(&a);
    assert_non_null(c);
    assert_true(c->threats);
    c->threats = false;
    conquest_content_get(&a)->threats = false;
    set_target(c, 5, 0, 2); /* player 1 on nothing near: nobody threatens */
    c->match.state.controller[c->match.graph.n_vertices - 1] = 1;
    c->match.state.units[c->match.graph.n_vertices - 1] = 1;
    for (int v = 0; v < c->match.graph.n_vertices; v++)
        if (c->match.state.controller[v] == 0)
            assert_int_equal(conquest_threat_at(&c->match, 0, v), 0);
    cqc_key(&a, UI_KEY_T);
    assert_true(c->threats);
    client_draw_at(&a, "cq6-no-threats", 1280, 800);
    assert_true(client_was_drawn(_("No threats this turn")));
    client_draw_at(&a, "cq6-no-threats", 800, 560);
    assert_true(client_was_drawn(_("No threats this turn")));
    client_set_size(&a, 1280, 800);
    cqc_key(&a, UI_KEY_T);
    client_draw_at(&a, "cq6-threats-off", 1280, 800);
    assert_false(client_was_drawn(_("No threats this turn")));
    app_free(&a);
}

/* The files in a folder; `clear`: removed instead. */
static int count_files(const char *dir, bool clear)
{
    int n = 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (e->d_name[0] == '.')
            continue;
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (clear)
            remove(path);
        else
            n++;
    }
    closedir(d);
    return n;
}

/* Esc after the game's end opens a menu titled for a finished game, whose
 * first button goes back to the map. The finished game is kept among the
 * replays, once, and its autosave is gone. */
static void test_game_over_menu(void **state)
{
    (void)state;
    static app a;
    const char *tmp = getenv("SKIRMISH_TEST_TMP");
    assert_non_null(tmp);
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/cq6-kept/config", tmp);
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(dir, sizeof dir, "%s/cq6-kept/data", tmp);
    setenv("XDG_DATA_HOME", dir, 1);
    char kept[1024];
    assert_true(data_replay_keep_dir(kept, sizeof kept));
    count_files(kept, true); /* an earlier run's kept games go */
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    /* The offscreen app has no user folder: given one, the game autosaves. */
    snprintf(a.user_dir, sizeof a.user_dir, "%s", dir);
    conquest_autosave(&a, c);
    if (!c->autosave[0])
        fail_msg("no autosave: user dir '%s', '%s'", a.user_dir, c->message);
    char autosave[sizeof c->autosave];
    snprintf(autosave, sizeof autosave, "%s", c->autosave);
    assert_int_equal(count_files(kept, false), 0);
    a.prefs.anim_speed = DATA_ANIM_INSTANT;
    c->match.state.max_turns = 1;
    cqc_both_play(&a);
    assert_true(cq_state_over(&c->match.state));
    assert_int_equal(count_files(kept, false), 1);
    assert_null(fopen(autosave, "r"));
    cqc_update(&a, 0.01f);
    assert_int_equal(count_files(kept, false), 1);
    /* Esc first puts the result dialog away (play-test 6: the menu stacked
     * over it), then opens the menu. */
    cqc_key(&a, UI_KEY_ESCAPE);
    assert_true(app_scene_top(&a) == &conquest_play_scene);
    assert_false(c->show_result);
    for (int i = 0; i < 3 && app_scene_top(&a) == &conquest_play_scene; i++)
        cqc_key(&a, UI_KEY_ESCAPE); /* the last turn's report, if open, goes first */
    assert_false(c->show_result);
    assert_true(app_scene_top(&a) != &conquest_play_scene);
    client_draw_at(&a, "cq6-game-over-menu", 1280, 800);
    assert_true(client_was_drawn(_("Game over")));
    assert_false(client_was_drawn(_("Paused")));
    assert_true(client_was_drawn(_("Back to the map")));
    cqc_key(&a, UI_KEY_ESCAPE);
    assert_true(app_scene_top(&a) == &conquest_play_scene);
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_preview_says_the_draw),
        cmocka_unit_test(test_report_says_the_draw_and_whose_losses),
        cmocka_unit_test(test_log_reads_as_it_happened),
        cmocka_unit_test(test_esc_takes_the_hint),
        cmocka_unit_test(test_threats_said_and_kept),
        cmocka_unit_test(test_game_over_menu),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
