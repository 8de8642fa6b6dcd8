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
#include "skirmish/core/esc/objective.h"
#include "tutorial/tutorial_internal.h"
#include "skirmish/i18n.h"

static app the_app;

static void press(app *a)
{
    ui_event ev = {.kind = UI_EV_KEY, .key = UI_KEY_NONE};
    app_draw(a);
    app_handle_event(a, &ev);
    app_draw(a);
}


/* Play-test 16 #1: The Well's Raiders (a 26 RP budget) keep one deployment
 * square: the checker says so with the counts, Test play is refused, and the
 * launcher refuses in the same words. */
static void test_too_few_deploy_squares(void **state)
{
    (void)state;
    app *a = &the_app;
    esc_scenario *file;
    editor_screen *st = client_scenario_open_editor(a, "the-well.json", false, &file);
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
    editor_screen *st = client_scenario_open_editor(a, "the-well.json", false, &file);
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
             P_("%d problem to fix (scroll for more):",
                "%d problems to fix (scroll for more):", n),
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

/* The stat named by `word` ("Move", "Range", "Health", "Power") of u; -1 if none. */
static int stat_of(const esc_unit_def *u, const char *word)
{
    if (strncmp(word, "Move", 4) == 0)
        return u->move;
    if (strncmp(word, "Range", 5) == 0)
        return u->range;
    if (strncmp(word, "Health", 6) == 0)
        return u->health;
    if (strncmp(word, "Power", 5) == 0)
        return u->power;
    return -1;
}

/* In `text`, each "<Stat> is <n>" is about the unit of the lesson named
 * last before it ("The Scout's Move is 2", "Click your Archer. Its Range is
 * 3"): that unit's stat must be n. Returns how many were checked. */
static int check_text(const tutorial_lesson *l, const char *text)
{
    static const char *stats[] = {"Move is ", "Range is ", "Health is ", "Power is "};
    int checked = 0;
    for (size_t k = 0; k < sizeof stats / sizeof stats[0]; k++)
        for (const char *p = strstr(text, stats[k]); p; p = strstr(p + 1, stats[k])) {
            const esc_unit_def *who = NULL;
            const char *at = NULL;
            for (int side = 0; side < ESC_SIDES; side++)
                for (int i = 0; i < l->scenario.sides[side].fixed.n_units; i++) {
                    const esc_unit_def *u = &l->scenario.sides[side].fixed.units[i];
                    for (const char *q = strstr(text, u->name); q && q < p; q = strstr(q + 1, u->name))
                        if (!at || q > at) {
                            at = q;
                            who = u;
                        }
                }
            if (!who)
                fail_msg("%s: \"%s\" names no unit before \"%s\"", l->stem, text, stats[k]);
            int n = atoi(p + strlen(stats[k]));
            if (stat_of(who, stats[k]) != n)
                fail_msg("%s: \"%s\" says %s%d but the %s has %d", l->stem, text, stats[k], n, who->name,
                         stat_of(who, stats[k]));
            checked++;
        }
    return checked;
}

/* Play-test 16 #4: the lessons' texts say their units' stats right, and a
 * unit's name means one set of stats in every lesson (the Scout had Move 2
 * in Lesson 1 and Move 1 in Lesson 2). */
static void test_lesson_texts_match_units(void **state)
{
    (void)state;
    tutorial_lessons *ls = tutorial_lessons_get(&the_app);
    assert_non_null(ls);
    assert_true(ls->n >= 5);
    int checked = 0;
    for (int a = 0; a < ls->n; a++) {
        const tutorial_lesson *l = &ls->lessons[a];
        checked += check_text(l, l->scenario.briefing);
        for (int i = 0; i < l->n_steps; i++) {
            checked += check_text(l, l->steps[i].say);
            checked += check_text(l, l->steps[i].hint);
        }
        for (int b = 0; b <= a; b++)
            for (int sa = 0; sa < ESC_SIDES; sa++)
                for (int sb = 0; sb < ESC_SIDES; sb++)
                    for (int i = 0; i < l->scenario.sides[sa].fixed.n_units; i++)
                        for (int j = 0; j < ls->lessons[b].scenario.sides[sb].fixed.n_units; j++) {
                            const esc_unit_def *u = &l->scenario.sides[sa].fixed.units[i];
                            const esc_unit_def *v = &ls->lessons[b].scenario.sides[sb].fixed.units[j];
                            if (strcmp(u->name, v->name) != 0)
                                continue;
                            if (u->health != v->health || u->range != v->range || u->power != v->power ||
                                u->move != v->move || u->n_abilities != v->n_abilities ||
                                memcmp(u->abilities, v->abilities, (size_t)u->n_abilities) != 0)
                                fail_msg("the %s differs between %s and %s", u->name, l->stem, ls->lessons[b].stem);
                        }
    }
    assert_true(checked >= 2); /* Lesson 1's Scout's Move, Lesson 2's Archer's Range */
}

/* Play-test 16 #4: the rules a newcomer met first in a scenario are said in
 * the lessons: attack or ability, the enemy's two actions, Defensive Stance
 * and Guardian, walls as rocks. */
static void test_lessons_teach_the_rules(void **state)
{
    (void)state;
    tutorial_lessons *ls = tutorial_lessons_get(&the_app);
    assert_non_null(ls);
    static const char *needed[] = {"cannot also use an ability", "enemy gets two actions too", "Defensive Stance",
                                   "Guardian", "Rocks and walls are the same obstacle"};
    for (size_t k = 0; k < sizeof needed / sizeof needed[0]; k++) {
        bool found = false;
        for (int a = 0; a < ls->n && !found; a++) {
            const tutorial_lesson *l = &ls->lessons[a];
            found = strstr(l->scenario.briefing, needed[k]) != NULL;
            for (int i = 0; i < l->n_steps && !found; i++)
                found = strstr(l->steps[i].say, needed[k]) != NULL;
        }
        if (!found)
            fail_msg("no lesson says \"%s\"", needed[k]);
    }
}

/* Play-test 16 #8: the templates read in French too: one colon in the
 * round limit's line, the side choice as "Your side: <name>", and the
 * objective chooser at 800 x 560 keeps its type. */
static void test_templates(void **state)
{
    (void)state;
    app *a = &the_app;
    esc_scenario *s = client_scenario_load(a, "last-light.json");
    char line[300];
    scenario_limit_line(s, line, sizeof line);
    const char *colon = strstr(line, ": ");
    assert_non_null(colon);
    assert_null(strstr(colon + 1, ":"));
    free(s);
    esc_scenario *file;
    editor_screen *st = client_scenario_open_editor(a, "the-well.json", false, &file);
    press(a);
    client_draw_at(a, "scn19-objective-small", 800, 560);
    char want[200];
    const esc_objective_info *info = esc_objective_info_get(st->s.rules.objectives[0].kind);
    snprintf(want, sizeof want, _("Objective %d of %d: %s"), 1, st->s.rules.n_objectives, _(info->name));
    char narrow[200];
    snprintf(narrow, sizeof narrow, _("%d/%d: %s"), 1, st->s.rules.n_objectives, _(info->name));
    assert_true(client_was_drawn(want) || client_was_drawn(narrow));
    client_set_size(a, 1280, 800);
    free(file);
    app_scene_pop_to_root(a);
    client_scenario_open_list(a, 1280, 800, "scn19-list");
    assert_non_null(strstr(client_drawn_texts(), "Your side: ") ? "" : NULL);
    app_scene_pop_to_root(a);
}

/* Play-test 16 polish: the editor's tools say what they paint under the
 * pointer (the Obstacle's rock or wall the same). */
static void test_tool_tooltips(void **state)
{
    (void)state;
    app *a = &the_app;
    esc_scenario *file;
    editor_screen *st = client_scenario_open_editor(a, "the-well.json", false, &file);
    app_draw(a);
    /* the first tool, under the board and its legend (play-test 17) */
    a->mouse_x = st->board.x + 12;
    for (int dy = 4; dy < 200 && !strstr(a->tooltip, "Obstacle (1)"); dy += 4) {
        a->mouse_y = st->board.y + st->board.h + dy;
        app_draw(a);
    }
    assert_non_null(strstr(a->tooltip, "Obstacle (1)"));
    assert_non_null(strstr(a->tooltip, "a rock or a wall"));
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
        cmocka_unit_test(test_lesson_texts_match_units),
        cmocka_unit_test(test_lessons_teach_the_rules),
        cmocka_unit_test(test_templates),
        cmocka_unit_test(test_tool_tooltips),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
