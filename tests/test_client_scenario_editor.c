/*
 * The scenario editor's Undo and Test play (blind play-test of issue 37):
 * Undo all goes back to the file as opened however many changes were made (the
 * history held 64), and is itself taken back by Undo; Test play plays what the
 * scenario gives a side (its fixed units and the rest of its budget), not the
 * fixed units alone. The editor's help explains each tool.
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

/* 200 changes (an obstacle painted on square k mod 64, the round limit 1..200):
 * Undo all is the file as opened, Undo then the 200th change; 200 Undos from
 * there walk back to the opened file too. */
static void test_undo_all_unbounded(void **state)
{
    (void)state;
    editor_screen *st = calloc(1, sizeof *st);
    assert_non_null(st);
    esc_scenario_init(&st->s, "t");
    st->s.rules.n_objectives = 1;
    st->s.rules.objectives[0].kind = ESC_OBJ_ELIMINATION;
    st->opened = st->s;
    assert_false(editor_undo_all_possible(st));
    esc_scenario *before = malloc(sizeof *before);
    assert_non_null(before);
    for (int k = 0; k < 200; k++) {
        *before = st->s;
        st->s.obstacles ^= esc_bit(k % 64);
        st->s.round_limit = k + 1;
        editor_undo_push(st, before);
    }
    esc_scenario *last = malloc(sizeof *last);
    assert_non_null(last);
    *last = st->s;
    assert_true(editor_undo_all_possible(st));
    assert_true(editor_undo_all(st));
    assert_memory_equal(&st->s, &st->opened, sizeof st->s);
    assert_false(editor_undo_all_possible(st));
    assert_true(editor_undo(st)); /* Undo all taken back */
    assert_memory_equal(&st->s, last, sizeof st->s);
    for (int k = 0; k < 200; k++)
        assert_true(editor_undo(st));
    assert_memory_equal(&st->s, &st->opened, sizeof st->s);
    assert_false(editor_undo(st));
    free(last);
    free(before);
    editor_undo_free(st);
    free(st);
}

/* The Envoy: side 0 is its Envoy (fixed) and a budget of 24; Test play's squad
 * is the Envoy and escorts, within the budget. The first of the side's squads
 * (the computer's and the list's default) is the Envoy with escorts too, the
 * Envoy alone the last (it was the first: the computer escorted no one). */
static void test_test_play_uses_budget(void **state)
{
    (void)state;
    app *a = &the_app;
    esc_scenario *s = client_scenario_load(a, "the-envoy.json");
    esc_squad first, fullest;
    assert_int_equal(scenario_side_squads(a, s, 0, &first, NULL, 1), 1);
    assert_true(first.n_units > 1);
    assert_string_equal(first.units[0].name, s->sides[0].fixed.units[0].name);
    esc_squad all[16];
    int n = scenario_side_squads(a, s, 0, all, NULL, 16);
    assert_true(n > 1);
    assert_int_equal(all[n - 1].n_units, 1);
    assert_true(scenario_side_fullest_squad(a, s, 0, &fullest));
    assert_true(fullest.n_units > 1);
    assert_string_equal(fullest.units[0].name, s->sides[0].fixed.units[0].name);
    assert_true(esc_squad_rank_points(&fullest) <= s->sides[0].budget);
    assert_int_equal(esc_scenario_test_squad(s, 0, &fullest), ESC_SCN_SQUAD_OK);
    /* A side of fixed units only plays them. */
    esc_scenario *c = client_scenario_load(a, "the-courier.json");
    assert_true(scenario_side_fullest_squad(a, c, 1, &fullest));
    assert_int_equal(fullest.n_units, c->sides[1].fixed.n_units);
    free(c);
    free(s);
}

static void key(app *a, ui_key k)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = k;
    app_draw(a);
    app_handle_event(a, &ev);
}

/* Help (top right, or H) shows what each tool does in the panel's place, at
 * 1280 x 800 and 800 x 560; Close, H or Esc bring the panel back, and Esc
 * there does not leave the editor. */
static void test_editor_help(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    client_click_button(a, "Scenarios");
    client_click_button(a, "New scenario");
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    client_click_button(a, "Help");
    client_draw_at(a, "scenario-editor-help", 1280, 800);
    assert_true(client_was_drawn(_("How the editor works")));
    assert_true(client_was_drawn_wrapped(_("Deploy 2 (3): the same for side 2.")));
    assert_false(client_was_drawn(_("Type: Elimination")));
    client_draw_at(a, "scenario-editor-help-small", 800, 560);
    assert_true(client_was_drawn(_("How the editor works")));
    client_set_size(a, 1280, 800);
    client_click_button(a, "Close");
    client_draw_at(a, "scenario-editor-panel", 1280, 800);
    assert_false(client_was_drawn(_("How the editor works")));
    key(a, UI_KEY_H);
    client_draw_at(a, "scenario-editor-help-h", 1280, 800);
    assert_true(client_was_drawn(_("How the editor works")));
    key(a, UI_KEY_ESCAPE);
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    client_draw_at(a, "scenario-editor-panel-again", 1280, 800);
    assert_false(client_was_drawn(_("How the editor works")));
    app_scene_pop_to_root(a);
}

int main(void)
{
    if (!client_scenario_test_start(&the_app, "scenario-editor"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_undo_all_unbounded),
        cmocka_unit_test(test_test_play_uses_budget),
        cmocka_unit_test(test_editor_help),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
