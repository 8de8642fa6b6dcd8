/*
 * Play-test 17's scenario defects (hScn21). Under "Objectives" only win
 * conditions, each after its side's name ("Computer: wins if Courier falls");
 * a rule note is a hint under the objective it explains, and says what a
 * marker is; the Scenarios list says it where the word is first met.
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

#include "board/battle_internal.h"
#include "board/match.h"
#include "client_scenario_util.h"
#include "client_test_util.h"
#include "scenario/editor_internal.h"
#include "scenario/scenario.h"
#include "scenario/scenario_internal.h"
#include "shell/app.h"
#include "skirmish/i18n.h"

static app the_app;

/* Kept for a look when SKIRMISH_SCN21_SHOTS names a folder. */
static void shot(app *a, const char *name)
{
    const char *dir = getenv("SKIRMISH_SCN21_SHOTS");
    if (!dir)
        return;
    char path[1200];
    snprintf(path, sizeof path, "%.900s/%s-%dx%d.png", dir, name, a->w, a->h);
    app_save_screenshot(a, path);
}

/* Every objective line drawn, wrapped or not, after its side's name ("You"
 * for seat 0, against the computer); how many. */
static int assert_sides_named(const board_match *m)
{
    int lines = 0;
    for (int i = 0; i < m->game.scenario.n_objectives; i++)
        for (int side = 0; side < ESC_SIDES; side++) {
            char line[300], who[200], want[600];
            if (!battle_objective_line(m, i, side, line, sizeof line))
                continue;
            board_match_side_name(m, side, who, sizeof who);
            snprintf(want, sizeof want, _("%s: %s"), side == 0 ? _("You") : who, line);
            assert_true(client_was_drawn_wrapped(want));
            lines++;
        }
    return lines;
}

/* Play-test 17 #4, #7: every objective line of the panel starts with its
 * side's name, and the side facing an escort "wins if" the unit falls. */
static void test_panel_names_sides(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_scenario_launch(a, client_scenario_load(a, "the-courier.json"), true, false, true);
    const board_match *m = &bb->match;
    bb->st.briefing = false;
    int lines = 0;
    for (int size = 0; size < 2; size++) {
        client_draw_at(a, "scn21-courier-panel", size ? 800 : 1280, size ? 560 : 800);
        shot(a, "courier-panel");
        lines += assert_sides_named(m);
    }
    assert_int_equal(lines, 2 * 5); /* escort and its other side, survive, elimination for both: at both sizes */
    if (!client_language_run()) {
        char line[300];
        int e = 0;
        while (m->game.scenario.objectives[e].kind != ESC_OBJ_ESCORT)
            e++;
        int guards = 1 - m->game.scenario.objectives[e].side;
        assert_true(battle_objective_line(m, e, guards, line, sizeof line));
        assert_string_equal(line, "wins if Courier falls");
    }
    app_scene_pop_to_root(a);
}

/* Play-test 17 #1: Last Light lists two win conditions, one a side, and the
 * blocking rule only as the hint under the Warband's line (briefing and
 * panel, both sizes). */
static void test_last_light_hint(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_scenario_launch(a, client_scenario_load(a, "last-light.json"), true, false, true);
    const board_match *m = &bb->match;
    int n = 0, hints = 0;
    char hint[400] = "";
    for (int i = 0; i < m->game.scenario.n_objectives; i++)
        for (int side = 0; side < ESC_SIDES; side++) {
            char line[300];
            n += battle_objective_line(m, i, side, line, sizeof line);
            if (battle_objective_hint(m, i, side, line, sizeof line)) {
                hints++;
                snprintf(hint, sizeof hint, "%s", line);
                assert_int_equal(side, m->game.scenario.objectives[i].side);
            }
        }
    assert_int_equal(n, 4); /* survive, control (the Warband's only), elimination for both */
    assert_int_equal(hints, 1);
    client_draw_at(a, "scn21-last-light-briefing", 1280, 800);
    shot(a, "last-light-briefing");
    assert_true(client_was_drawn_wrapped(hint));
    client_draw_at(a, "scn21-last-light-briefing-small", 800, 560);
    shot(a, "last-light-briefing");
    assert_true(client_was_drawn_wrapped(hint));
    bb = board_battle_current(a);
    bb->st.briefing = false;
    client_draw_at(a, "scn21-last-light-panel", 1280, 800);
    shot(a, "last-light-panel");
    assert_true(client_was_drawn_wrapped(hint));
    /* at 800 x 560 with a unit's card, the hint gives way to the log's
     * heading (it stays in the line's tooltip); the win conditions stay */
    client_draw_at(a, "scn21-last-light-panel-small", 800, 560);
    shot(a, "last-light-panel");
    assert_sides_named(m);
    app_scene_pop_to_root(a);
}

/* Play-test 17 #2: the Scenarios list's control line says what a marker is. */
static void test_list_says_marker(void **state)
{
    (void)state;
    app *a = &the_app;
    esc_scenario *s = client_scenario_load(a, "last-light.json");
    bool found = false;
    for (int i = 0; i < scenario_objective_count(s); i++) {
        char line[400];
        scenario_objective_line(s, i, line, sizeof line);
        if (i < s->rules.n_objectives && s->rules.objectives[i].kind == ESC_OBJ_CONTROL) {
            found = true;
            if (!client_language_run())
                assert_non_null(strstr(line, "2 markers win (a marker: a turn ending with only this side's units there)"));
        }
    }
    assert_true(found);
    free(s);
    client_scenario_open_list(a, 1280, 800, "scn21-list");
    shot(a, "list");
    app_scene_pop_to_root(a);
}

/* Play-test 17 #3: the Scenarios picture and the editor's board say what
 * their marks mean: each side's deployment, the zone, the exit. */
static void test_board_legend(void **state)
{
    (void)state;
    app *a = &the_app;
    char deploys[200], who[200];
    for (int size = 0; size < 2; size++) {
        client_scenario_open_list(a, size ? 800 : 1280, size ? 560 : 800, NULL);
        client_draw_at(a, "scn21-legend-list", size ? 800 : 1280, size ? 560 : 800);
        shot(a, "legend-list");
        assert_true(client_was_drawn(_("objective zone (see Objectives)")));
        scenario_list_view v;
        assert_true(scenario_list_get_view(a, &v));
        const esc_scenario *s = &scenario_catalog_get(a)->rows[v.selected].s;
        scenario_side_name(s, 0, who, sizeof who);
        snprintf(deploys, sizeof deploys, _("%s deploys here"), who);
        assert_true(client_was_drawn(deploys));
    }
    esc_scenario *file;
    editor_screen *st = client_scenario_open_editor(a, "the-courier.json", false, &file);
    (void)st;
    for (int size = 0; size < 2; size++) {
        client_draw_at(a, "scn21-legend-editor", size ? 800 : 1280, size ? 560 : 800);
        shot(a, "legend-editor");
        assert_true(client_was_drawn(_("exit for an escorted unit")));
        scenario_side_name(file, 1, who, sizeof who);
        snprintf(deploys, sizeof deploys, _("%s deploys here"), who);
        assert_true(client_was_drawn(deploys));
    }
    free(file);
    app_scene_pop_to_root(a);
}

/* A click on the stepper's right (d > 0) or left arrow, Shift held or not:
 * the value it gives back. */
static int click_by5(app *a, int v, int d, bool shift, int lo, int hi)
{
    SDL_Rect r = { 100, 100, 200, 30 };
    ui u = { .app = a, .r = a->renderer, .draw = false, .s = 1.0f };
    ui_event ev = { .kind = UI_EV_MOUSE_UP, .button = UI_BUTTON_LEFT, .shift = shift };
    ev.x = d > 0 ? r.x + r.w - r.h / 2 : r.x + r.h / 2;
    ev.y = r.y + r.h / 2;
    a->press_x = ev.x;
    a->press_y = ev.y;
    u.ev = &ev;
    return scenario_stepper_by5(&u, r, "Round limit", v, lo, hi);
}

/* Play-test 17 polish: the round limit's and the budgets' steppers take
 * Shift+click for five, stopping at the ends; a plain click still one,
 * wrapping round. */
static void test_shift_click_five(void **state)
{
    (void)state;
    app *a = &the_app;
    assert_int_equal(click_by5(a, 10, 1, false, 1, 30), 11);
    assert_int_equal(click_by5(a, 10, 1, true, 1, 30), 15);
    assert_int_equal(click_by5(a, 10, -1, true, 1, 30), 5);
    assert_int_equal(click_by5(a, 3, -1, true, 1, 30), 1);   /* stops at the end */
    assert_int_equal(click_by5(a, 28, 1, true, 1, 30), 30);
    assert_int_equal(click_by5(a, 30, 1, false, 1, 30), 1);  /* one step wraps, as before */
    assert_int_equal(click_by5(a, 0, -1, false, 0, 40), 40);
}

int main(void)
{
    if (!client_scenario_test_start(&the_app, "scn21"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_panel_names_sides),
        cmocka_unit_test(test_last_light_hint),
        cmocka_unit_test(test_list_says_marker),
        cmocka_unit_test(test_board_legend),
        cmocka_unit_test(test_shift_click_five),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
