/*
 * Conquest, blind play-test 11: the order preview led with the best case
 * ("5 arrive: taken · Computer can add up to 2 units", then 5 against 5 and
 * all died). An attack on a vertex its holder can reinforce now opens with
 * the worst case and says how few the holder must add for it to be taken.
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
#include <dirent.h>

#include "conquest/conquest.h"
#include "conquest/label.h"
#include "conquest/play_internal.h"
#include "shell/app.h"
#include "areamap/camera.h"
#include "areamap/view.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

/* A vertex t held by player 1 (3 units) with two neighbours with an edge into
 * it: a (player 0, 10 units) and b (player 1, 2 units); all else neutral. */
static int held_target(conquest_match *m, int *a_out)
{
    int t = cqc_two_in(m, 0, 10, 2, a_out);
    m->state.controller[t] = 1;
    m->state.units[t] = 3;
    return t;
}

static void check_forecast(conquest_match *m, int a, int t, int64_t units, conquest_outcome want, const char *head)
{
    conquest_match_clear_orders(m, 0);
    assert_int_equal(conquest_match_set_order(m, 0, a, t, units), CQ_ORDER_OK);
    char why[1400];
    assert_int_equal(conquest_attack_forecast(m, 0, NULL, t, why, sizeof why), want);
    if (head)
        assert_true(strncmp(why, head, strlen(head)) == 0);
    print_message("%s\n", why);
}

static void test_worst_case_first(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = cqc_hot_seat_open(&a, 1280, 800);
    conquest_match *m = &c->match;
    int from = -1, t = held_target(m, &from);
    char head[400], cond[300];
    /* 5 against 3 + 2: the worst case is a tie, taken only if fewer than 2 come */
    snprintf(head, sizeof head, _("Worst case: %lld against %lld, all destroyed and it becomes neutral"), 5LL, 5LL);
    check_forecast(m, from, t, 5, CONQUEST_OUTCOME_UNSURE, head);
    snprintf(cond, sizeof cond,
             P_("taken only if %s adds fewer than %lld unit", "taken only if %s adds fewer than %lld units", 2),
             conquest_player_name(m, 1), 2LL);
    char why[1400];
    conquest_attack_forecast(m, 0, NULL, t, why, sizeof why);
    assert_non_null(strstr(why, cond));
    assert_non_null(strstr(why, _("Best case:")));
    c->selected = 0; /* the panel says it under the order */
    client_draw_at(&a, "cq13-worst-panel", 1280, 800);
    client_draw_at(&a, "cq13-worst-panel-small", 800, 560);
    /* 4 against 3 + 2: its defenders hold at worst */
    snprintf(head, sizeof head, _("Worst case: %lld against %lld, its defenders hold and all yours are lost"), 4LL,
             5LL);
    check_forecast(m, from, t, 4, CONQUEST_OUTCOME_UNSURE, head);
    conquest_attack_forecast(m, 0, NULL, t, why, sizeof why);
    snprintf(cond, sizeof cond, _("taken only if %s adds none"), conquest_player_name(m, 1));
    assert_non_null(strstr(why, cond));
    /* 6 against at most 5: taken whatever the holder does, and it says so */
    check_forecast(m, from, t, 6, CONQUEST_OUTCOME_TAKES, NULL);
    conquest_attack_forecast(m, 0, NULL, t, why, sizeof why);
    snprintf(cond, sizeof cond,
             P_("even if %s adds the %lld unit it can", "even if %s adds all %lld units it can", 2),
             conquest_player_name(m, 1), 2LL);
    assert_non_null(strstr(why, cond));
    assert_null(strstr(why, _("Best case:")));
    client_draw_at(&a, "cq13-worst-first", 1280, 800);
    app_free(&a);
}

/* Hot seat at 1280x800, Player 1 ordering 4 units onto a held target. */
static conquest_screen *open_with_order_of_4(app *a)
{
    conquest_screen *c = cqc_hot_seat_open(a, 1280, 800);
    int from = -1, t = held_target(&c->match, &from);
    assert_int_equal(conquest_match_set_order(&c->match, 0, from, t, 4), CQ_ORDER_OK);
    return c;
}

/* Blind play-test 11: the hint "wheel ±1" is printed under the order list,
 * but the wheel over the list scrolled the panel: over an order's row it now
 * sets that order's units (and selects it), the panel stays where it is. */
static void test_wheel_over_order_row(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = open_with_order_of_4(&a);
    conquest_match *m = &c->match;
    c->selected = -1;
    client_draw_at(&a, "cq13-wheel-row", 1280, 800);
    assert_true(c->order_rows.w > 0 && c->order_rows.h > 0);
    a.mouse_x = c->order_rows.x + c->order_rows.w / 3;
    a.mouse_y = c->order_rows.y + c->order_rows.h / 2;
    int scroll = c->panel_scroll;
    ui_event ev = {.kind = UI_EV_WHEEL, .wheel = 1};
    app_handle_event(&a, &ev);
    app_draw(&a);
    assert_int_equal(m->orders[0].list[0].units, 5);
    assert_int_equal(c->selected, 0);
    ev.wheel = -1;
    app_handle_event(&a, &ev);
    app_handle_event(&a, &ev);
    app_draw(&a);
    assert_int_equal(m->orders[0].list[0].units, 3);
    assert_int_equal(c->panel_scroll, scroll);
    app_free(&a);
}

/* Blind play-tests 17 and 18: with an order selected, the wheel over the map
 * took units off it unseen; over the map it zooms, selected or not. */
static void test_wheel_over_map_zooms(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = open_with_order_of_4(&a);
    conquest_match *m = &c->match;
    c->selected = 0;
    client_draw_at(&a, "cq13-wheel-map", 1280, 800);
    a.mouse_x = c->cam.viewport.x + c->cam.viewport.w / 2;
    a.mouse_y = c->cam.viewport.y + c->cam.viewport.h / 2;
    float before = areamap_camera_scale(&c->cam);
    ui_event ev = {.kind = UI_EV_WHEEL, .wheel = 1, .x = a.mouse_x, .y = a.mouse_y};
    app_handle_event(&a, &ev);
    app_draw(&a);
    assert_int_equal(m->orders[0].list[0].units, 4);
    assert_true(areamap_camera_scale(&c->cam) > before);
    app_free(&a);
}

/* Blind play-test 11: "Fernham is not yours" stayed after a click on the
 * sea; such a click now clears it (a good-news message stays). */
static void test_sea_click_clears_refusal(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = cqc_hot_seat_open(&a, 1280, 800);
    client_draw_at(&a, "cq13-sea", 1280, 800);
    int x = c->cam.viewport.x + 2, y = c->cam.viewport.y + 2;
    assert_int_equal(areamap_view_hit(&c->cam, &c->model, x, y), -1);
    snprintf(c->message, sizeof c->message, "%s", "Fernham is not yours");
    ui_event down = {.kind = UI_EV_MOUSE_DOWN, .button = UI_BUTTON_LEFT, .x = x, .y = y};
    ui_event up = down;
    up.kind = UI_EV_MOUSE_UP;
    app_handle_event(&a, &down);
    app_handle_event(&a, &up);
    assert_string_equal(c->message, "");
    app_free(&a);
}

static int files_in(const char *dir)
{
    int n = 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;)
        n += e->d_name[0] != '.';
    closedir(d);
    return n;
}

/* Blind play-test 11: every tutorial game stayed under Continue. The coached
 * first game is not autosaved: starting it leaves the autosaves as they were. */
static void test_tutorial_not_autosaved(void **state)
{
    (void)state;
    static app a;
    client_conquest_hot_seat(&a, 1280, 800);
    const char *tmp = getenv("SKIRMISH_TEST_TMP");
    assert_non_null(tmp);
    snprintf(a.user_dir, sizeof a.user_dir, "%.900s/cq13-home", tmp);
    char dir[4096];
    assert_true(conquest_autosave_dir(&a, dir, sizeof dir));
    int before = files_in(dir);
    assert_true(conquest_coach_start(&a));
    conquest_screen *c = conquest_current(&a);
    assert_non_null(c);
    assert_true(c->coach != 0);
    assert_string_equal(c->autosave, "");
    assert_int_equal(files_in(dir), before);
    conquest_autosave(&a, c);
    assert_int_equal(files_in(dir), before);
    app_free(&a);
}

/* Blind play-test 11: Clear all (C) had no undo. Right after it, its button
 * reads "Undo clear (C)" and C gives the orders back, until one is given. */
static void test_clear_all_undo(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = cqc_hot_seat_lifted(&a, 1280, 800);
    conquest_match *m = &c->match;
    int from = -1, t = held_target(m, &from);
    assert_int_equal(conquest_match_set_order(m, 0, from, t, 4), CQ_ORDER_OK);
    cqc_key(&a, UI_KEY_C);
    assert_int_equal(m->orders[0].n, 0);
    client_draw_at(&a, "cq13-undo-clear", 1280, 800);
    assert_true(client_was_drawn(_("Undo clear (C)")));
    cqc_key(&a, UI_KEY_C);
    assert_int_equal(m->orders[0].n, 1);
    assert_int_equal(m->orders[0].list[0].units, 4);
    client_draw_at(&a, "cq13-cleared-back", 1280, 800);
    assert_true(client_was_drawn(_("Clear all (C)")));
    /* cleared, then a new order: no undo any more */
    cqc_key(&a, UI_KEY_C);
    assert_int_equal(conquest_match_set_order(m, 0, from, t, 2), CQ_ORDER_OK);
    client_draw_at(&a, "cq13-cleared-new", 1280, 800);
    assert_false(client_was_drawn(_("Undo clear (C)")));
    app_free(&a);
}

/* Blind play-test 11: the green "taken" under a vertex taken last turn was
 * hidden under its "→ N" (its units after this turn's orders); blind
 * play-test 14: then the "→ 0" went unsaid. Placed clear of each other, the
 * plan first. */
static void test_taken_and_planned_both_show(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = cqc_hot_seat_lifted(&a, 1280, 800);
    conquest_match *m = &c->match;
    int from = -1, t = held_target(m, &from);
    /* `from` was taken last turn */
    m->before = m->state;
    m->before.controller[from] = CQ_NEUTRAL;
    m->before.turn = m->state.turn - 1;
    m->has_last = true;
    int to = -1;
    for (int k = 0; k < cq_graph_out_degree(&m->graph, from) && to < 0; k++)
        if (cq_graph_out_neighbour(&m->graph, from, k) != t)
            to = cq_graph_out_neighbour(&m->graph, from, k);
    assert_true(to >= 0);
    assert_int_equal(conquest_match_set_order(m, 0, from, to, 4), CQ_ORDER_OK);
    client_draw_at(&a, "cq13-taken-and-planned", 1280, 800);
    /* clear of each other, the plan's "→ N" first (blind play-test 14: a
     * "→ 0" with no room left by the "taken" was not drawn); the "taken"
     * where room is left, else its ring (and the report) says it: here the
     * order's label, the names and the "→ 6" leave it none */
    char planned[32];
    snprintf(planned, sizeof planned, _("→ %lld"), (long long)(m->state.units[from] - 4));
    assert_true(client_was_drawn(planned));
    app_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_worst_case_first),
        cmocka_unit_test(test_taken_and_planned_both_show),
        cmocka_unit_test(test_clear_all_undo),
        cmocka_unit_test(test_tutorial_not_autosaved),
        cmocka_unit_test(test_sea_click_clears_refusal),
        cmocka_unit_test(test_wheel_over_order_row),
        cmocka_unit_test(test_wheel_over_map_zooms),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
