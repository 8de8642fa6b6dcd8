/*
 * The scenario editor's units page (play-test 7: a side was a budget or a
 * preset squad, the escorted unit cycled by an unseen name): each side's fixed
 * units listed one by one with their stats in words, added one at a time or
 * as a whole squad, removed, the escorted one chosen by its row, and all of it
 * saved and read back from the scenario file. Also the editor's smaller
 * fixes: no Label field for Survive, Save naming the folder, exits labelled
 * on the board.
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
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static app the_app;

static const esc_scenario *edited(app *a)
{
    const esc_scenario *s = NULL;
    app_draw(a);
    assert_true(scenario_editor_get(a, &s, NULL, NULL));
    return s;
}

/* Add, remove and the escort's unit index, without a window. */
static void test_add_remove_keep_the_escort(void **state)
{
    (void)state;
    static esc_scenario s;
    esc_scenario_init(&s, "t");
    s.rules.n_objectives = 1;
    s.rules.objectives[0].kind = ESC_OBJ_ESCORT;
    s.rules.objectives[0].side = 0;
    s.rules.objectives[0].unit = ESC_NO_UNIT;
    esc_unit_def archer, scout;
    esc_unit_init(&archer, "Archer", 2, 3, 1, 1);
    esc_unit_init(&scout, "Scout", 2, 1, 1, 2);
    assert_true(editor_unit_add(&s, 0, &archer));
    assert_int_equal(s.rules.objectives[0].unit, 0); /* the first unit is escorted until another is chosen */
    assert_true(editor_unit_add(&s, 0, &archer));
    assert_true(editor_unit_add(&s, 0, &scout));
    assert_string_equal(s.sides[0].fixed.units[1].name, "Archer 2");
    s.rules.objectives[0].unit = 2; /* the Scout */
    editor_unit_remove(&s, 0, 0);
    assert_int_equal(s.sides[0].fixed.n_units, 2);
    assert_int_equal(s.rules.objectives[0].unit, 1);
    assert_string_equal(s.sides[0].fixed.units[1].name, "Scout");
    /* The escorted unit removed: none chosen, and the checker says so. */
    editor_unit_remove(&s, 0, 1);
    assert_int_equal(s.rules.objectives[0].unit, ESC_NO_UNIT);
    for (int k = 0; k < 6; k++)
        editor_unit_add(&s, 0, &scout);
    assert_int_equal(s.sides[0].fixed.n_units, ESC_SQUAD_MAX);
    assert_false(editor_unit_add(&s, 0, &scout));
    char words[300];
    editor_unit_words(&archer, words, sizeof words);
    assert_non_null(strstr(words, "Health 2 · Range 3 · Power 1 · Move 1"));
    assert_null(strstr(words, "H2 R3"));
}

static void test_units_page_builds_a_force(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    client_click_button(a, "Scenarios");
    client_click_button(a, "New scenario");
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    /* Side 1's button is the first of the two. */
    client_click_button(a, "Fixed units: none…");
    client_draw_at(a, "scenario-units-empty", 1280, 800);
    client_click_button(a, "Add unit");
    client_click_button(a, "Add unit");
    const esc_scenario *s = edited(a);
    assert_int_equal(s->sides[0].fixed.n_units, 2);
    assert_int_equal(s->sides[1].fixed.n_units, 0);
    assert_string_not_equal(s->sides[0].fixed.units[0].name, s->sides[0].fixed.units[1].name);
    client_draw_at(a, "scenario-units-two", 1280, 800);
    assert_non_null(strstr(client_drawn_texts(), "Health "));
    assert_null(strstr(client_drawn_texts(), " H1 R"));
    client_draw_at(a, "scenario-units-two", 800, 560);
    client_set_size(a, 1280, 800);
    client_click_button(a, "Remove");
    assert_int_equal(edited(a)->sides[0].fixed.n_units, 1);
    client_click_button(a, "Take squad");
    s = edited(a);
    int taken = s->sides[0].fixed.n_units;
    assert_true(taken >= 3 && taken <= ESC_SQUAD_MAX);
    /* Side 1 has the home rank's 8 squares: the new scenario plays as it is. */
    const char *problem = NULL;
    assert_true(scenario_editor_get(a, NULL, &problem, NULL));
    assert_string_equal(problem, "");
    client_click_button(a, "Done");
    char label[80];
    snprintf(label, sizeof label, P_("Fixed units: %d…", "Fixed units: %d…", taken), taken);
    client_draw_at(a, "scenario-units-done", 1280, 800);
    assert_true(client_was_drawn(label));
    client_set_size(a, 1280, 800);
    /* Saved and read back unit by unit; Save names the folder. */
    client_click_button(a, "Save");
    client_draw_at(a, "scenario-units-saved", 1280, 800);
    assert_non_null(strstr(client_drawn_texts(), "scenarios"));
    const char *saved = scenario_catalog_get(a)->last_saved;
    assert_true(saved[0] != '\0');
    esc_scenario *back = malloc(sizeof *back);
    assert_non_null(back);
    data_error err;
    assert_true(data_scenario_load(saved, back, &err));
    s = edited(a);
    assert_int_equal(back->sides[0].fixed.n_units, taken);
    for (int k = 0; k < taken; k++)
        assert_string_equal(back->sides[0].fixed.units[k].name, s->sides[0].fixed.units[k].name);
    free(back);
    remove(saved);
    scenario_catalog_reload(a);
    app_scene_pop_to_root(a);
}

/* Play-test 8: Esc on the units page was the editor's Back ("Not saved:
 * Back again leaves without saving", a second Esc lost the work). It closes
 * the page as Done does, and the editor stays. */
static void test_escape_closes_the_units_page(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    client_click_button(a, "Scenarios");
    client_click_button(a, "New scenario");
    client_click_button(a, "Fixed units: none…");
    client_click_button(a, "Add unit");
    ui_event esc;
    memset(&esc, 0, sizeof esc);
    esc.kind = UI_EV_KEY;
    esc.key = UI_KEY_ESCAPE;
    app_draw(a);
    app_handle_event(a, &esc);
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    assert_int_equal(edited(a)->sides[0].fixed.n_units, 1);
    char label[80];
    snprintf(label, sizeof label, P_("Fixed units: %d…", "Fixed units: %d…", 1), 1);
    client_draw_at(a, "scenario-units-escaped", 1280, 800);
    assert_true(client_was_drawn(label));
    assert_false(client_was_drawn(_("Not saved: Back again leaves without saving")));
    app_scene_pop_to_root(a);
}

/* The Courier: its escorted unit is seen on its row and another is chosen by
 * its own row; the exits carry their label on the board. */
static void test_escort_chosen_by_its_row(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    esc_scenario *courier = client_scenario_load(a, "the-courier.json");
    scenario_editor_args args = { courier, NULL };
    app_scene_push(a, &scenario_editor_scene, &args);
    free(courier);
    const esc_scenario *s = edited(a);
    int n = s->sides[0].fixed.n_units;
    assert_true(n >= 2);
    assert_int_equal(s->rules.objectives[0].kind, ESC_OBJ_ESCORT);
    assert_int_equal(s->rules.objectives[0].unit, 0);
    client_draw_at(a, "scenario-units-courier", 1280, 800);
    assert_non_null(strstr(client_drawn_texts(), "the far"));
    client_draw_at(a, "scenario-units-courier", 800, 560);
    assert_non_null(strstr(client_drawn_texts(), "the far"));
    client_set_size(a, 1280, 800);
    char label[80];
    snprintf(label, sizeof label, P_("Fixed units: %d…", "Fixed units: %d…", n), n);
    client_click_button(a, label);
    client_draw_at(a, "scenario-units-escort", 1280, 800);
    assert_true(client_was_drawn(_("Escorted")));
    client_set_size(a, 1280, 800);
    client_click_button(a, "Escort"); /* the first row not escorted: the second */
    s = edited(a);
    assert_int_equal(s->rules.objectives[0].unit, 1);
    char *text = data_scenario_to_json(s);
    assert_non_null(text);
    esc_scenario *back = malloc(sizeof *back);
    assert_non_null(back);
    data_error err;
    assert_true(data_scenario_parse(text, strlen(text), "courier.json", back, &err));
    assert_int_equal(back->rules.objectives[0].unit, 1);
    assert_string_equal(back->sides[0].fixed.units[1].name, s->sides[0].fixed.units[1].name);
    free(back);
    free(text);
    /* The escorted unit removed: the checker asks for another. */
    client_click_button(a, "Remove");
    client_click_button(a, "Remove");
    const char *problem = NULL;
    assert_true(scenario_editor_get(a, NULL, &problem, NULL));
    assert_non_null(strstr(problem, _(esc_scenario_problem_text(ESC_SCN_BAD_ESCORT_UNIT))));
    app_scene_pop_to_root(a);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    client_player_dirs("scenario-units", "player", true);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    snprintf(the_app.user_dir, sizeof the_app.user_dir, "%.900s/skirmish", getenv("XDG_DATA_HOME"));
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_add_remove_keep_the_escort),
        cmocka_unit_test(test_units_page_builds_a_force),
        cmocka_unit_test(test_escape_closes_the_units_page),
        cmocka_unit_test(test_escort_chosen_by_its_row),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
