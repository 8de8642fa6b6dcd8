/*
 * Play-test 16's scenario defects (hScn19). The editor's checker refuses a
 * side with fewer deployment squares than the units its budget may field,
 * in words with the counts and the tool to use, and lists every problem
 * (not only the first); the launcher refuses the same scenario in the same
 * words, so no unit is ever dropped without a word.
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

#include "client_scenario_util.h"
#include "client_test_util.h"
#include "scenario/editor_internal.h"
#include "scenario/scenario.h"
#include "scenario/scenario_internal.h"
#include "skirmish/core/esc/board.h"
#include "skirmish/i18n.h"

static app the_app;

static void press(app *a)
{
    ui_event ev = {.kind = UI_EV_KEY, .key = UI_KEY_NONE};
    app_draw(a);
    app_handle_event(a, &ev);
    app_draw(a);
}

static editor_screen *open_in_editor(app *a, const char *file, esc_scenario **out)
{
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    esc_scenario *s = client_scenario_load(a, file);
    s->shipped = false;
    scenario_editor_args args = {s, NULL};
    assert_true(app_scene_push(a, &scenario_editor_scene, &args));
    *out = s;
    return app_scene_state(a, &scenario_editor_scene);
}

/* Play-test 16 #1: The Well's Raiders (a 26 RP budget) keep one deployment
 * square: the checker says so with the counts, Test play is refused, and the
 * launcher refuses in the same words. */
static void test_too_few_deploy_squares(void **state)
{
    (void)state;
    app *a = &the_app;
    esc_scenario *file;
    editor_screen *st = open_in_editor(a, "the-well.json", &file);
    press(a);
    assert_string_equal(st->problem, "");
    assert_int_equal(esc_scenario_side_units(&st->s, 1), ESC_SQUAD_MAX);
    esc_bits d = st->s.sides[1].deploy;
    st->s.sides[1].deploy = d & -d; /* one square */
    press(a);
    char name[ESC_SCENARIO_LABEL_MAX + 40], count[200], want[400];
    scenario_side_name(&st->s, 1, name, sizeof name);
    snprintf(count, sizeof count, P_("%d deployment square", "%d deployment squares", 1), 1);
    size_t c = strlen(count);
    snprintf(count + c, sizeof count - c,
             P_(", but their squad may field up to %d unit: paint more with the Deploy tool",
                ", but their squad may field up to %d units: paint more with the Deploy tool", ESC_SQUAD_MAX),
             ESC_SQUAD_MAX);
    snprintf(want, sizeof want, _("%s: %s"), name, count);
    assert_string_equal(st->problem, want);
    client_draw_at(a, "scn19-few-deploy", 1280, 800);
    assert_true(client_was_drawn_wrapped(want));
    client_draw_at(a, "scn19-few-deploy-small", 800, 560);
    client_set_size(a, 1280, 800);
    assert_false(client_was_drawn(_("Ready to play: the checker finds nothing wrong")));

    /* The launcher: refused, in the same words. */
    scenario_launch_options o = {0};
    o.human[0] = o.human[1] = true;
    o.test_play = true;
    assert_true(scenario_side_fullest_squad(a, &st->s, 0, &o.squads[0]));
    assert_true(scenario_side_fullest_squad(a, &st->s, 1, &o.squads[1]));
    char why[600];
    assert_false(scenario_launch(a, &st->s, &o, why, sizeof why));
    assert_non_null(strstr(why, want));
    free(file);
    app_scene_pop_to_root(a);
}

/* Play-test 16 #1: every problem is listed, one a line, under a count; the
 * wheel scrolls the list. */
static void test_every_problem_listed(void **state)
{
    (void)state;
    app *a = &the_app;
    esc_scenario *file;
    editor_screen *st = open_in_editor(a, "the-well.json", &file);
    st->s.sides[0].deploy &= -st->s.sides[0].deploy; /* one square */
    st->s.sides[1].deploy = 0;
    st->s.round_limit = 0;
    press(a);
    assert_true(st->n_problems >= 3);
    esc_scenario_report rep[EDITOR_PROBLEMS_MAX];
    int n = scenario_test_all(&st->s, rep, EDITOR_PROBLEMS_MAX);
    assert_int_equal(n, st->n_problems);
    int lines = 1;
    for (const char *p = st->problem; *p; p++)
        lines += *p == '\n';
    assert_int_equal(lines, n);
    for (int i = 0; i < n; i++) {
        char one[500];
        scenario_problem_words(&st->s, &rep[i], one, sizeof one);
        assert_non_null(strstr(st->problem, one));
    }
    char head[200];
    snprintf(head, sizeof head,
             P_("%d problem to fix before it can be played (scroll for more):",
                "%d problems to fix before it can be played (scroll for more):", n),
             n);
    client_draw_at(a, "scn19-problems", 1280, 800);
    assert_true(client_was_drawn_wrapped(head));
    client_draw_at(a, "scn19-problems-small", 800, 560);
    client_set_size(a, 1280, 800);
    /* scrolled down, the list shows the last problem first */
    st->problems_top = n - 1;
    char last[500];
    scenario_problem_words(&st->s, &rep[n - 1], last, sizeof last);
    client_draw_at(a, "scn19-problems-scrolled", 1280, 800);
    assert_true(client_was_drawn_wrapped(head));
    free(file);
    app_scene_pop_to_root(a);
}

int main(void)
{
    if (!client_scenario_test_start(&the_app, "scn19"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_too_few_deploy_squares),
        cmocka_unit_test(test_every_problem_listed),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
