/*
 * The scenario editor and closing the window (blind play-test 12: closing it
 * with unsaved changes lost them at once). With nothing changed the app quits
 * at once; with changes it asks "Save changes to <name>?": Enter and Esc and
 * Cancel keep the editor open, Don't save quits writing nothing, Save writes
 * the player's file and quits; a second close while asked quits. The
 * Barracks' squad and unit editors ask the same question.
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

#include "barracks/barracks_scenes.h"
#include "barracks/save_ask.h"
#include "barracks/widgets.h"
#include "client_scenario_util.h"
#include "client_test_util.h"
#include "scenario/editor_internal.h"
#include "scenario/scenario.h"
#include "scenario/scenario_internal.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static app the_app;

static void send(app *a, ui_event_kind kind, ui_key k)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = kind;
    ev.key = k;
    app_draw(a);
    app_handle_event(a, &ev);
}

static bool saved_file(app *a, const char *stem)
{
    char path[DATA_PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/scenarios/%s.json", a->user_dir, stem);
    FILE *f = fopen(path, "rb");
    if (!f)
        return false;
    fclose(f);
    return true;
}

/* The dialog's button `label` (drawn after the editor's own Save), clicked. */
static void click_last(app *a, const char *label)
{
    app_draw(a);
    int found = -1;
    for (int i = 0; i < a->n_drawn_buttons; i++)
        if (strcmp(a->drawn_buttons[i].label, label) == 0)
            found = i;
    assert_true(found >= 0);
    SDL_Rect r = a->drawn_buttons[found].rect;
    client_click_at(a, r.x + r.w / 2, r.y + r.h / 2);
}

static void edit(app *a, editor_screen *st, const char *name)
{
    snprintf(st->s.name, sizeof st->s.name, "%s", name);
    st->s.round_limit = 9;
    st->changed = true;
    app_draw(a);
}

static void test_close_unchanged_quits(void **state)
{
    (void)state;
    app *a = &the_app;
    client_scenario_new(a);
    send(a, UI_EV_QUIT, UI_KEY_NONE);
    assert_false(a->running);
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    a->running = true;
}

static void test_close_asks_and_cancels(void **state)
{
    (void)state;
    app *a = &the_app;
    editor_screen *st = client_scenario_new(a);
    edit(a, st, "Close Cancel");
    send(a, UI_EV_QUIT, UI_KEY_NONE);
    assert_true(a->running);
    assert_true(app_asking(a));
    client_draw_at(a, "scn14-close-ask", 1280, 800);
    assert_true(client_was_drawn(_("Don't save")));
    client_draw_at(a, "scn14-close-ask-small", 800, 560);
    client_set_size(a, 1280, 800);
    send(a, UI_EV_KEY, UI_KEY_ENTER);
    assert_true(a->running);
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    send(a, UI_EV_QUIT, UI_KEY_NONE);
    send(a, UI_EV_KEY, UI_KEY_ESCAPE);
    assert_true(a->running);
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    send(a, UI_EV_QUIT, UI_KEY_NONE);
    click_last(a, _("Cancel"));
    assert_true(a->running);
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    assert_true(st->changed);
    /* A second close while asked quits. */
    send(a, UI_EV_QUIT, UI_KEY_NONE);
    send(a, UI_EV_QUIT, UI_KEY_NONE);
    assert_false(a->running);
    assert_false(saved_file(a, "close-cancel"));
    a->running = true;
}

static void test_close_dont_save(void **state)
{
    (void)state;
    app *a = &the_app;
    editor_screen *st = client_scenario_new(a);
    edit(a, st, "Close Drop");
    send(a, UI_EV_QUIT, UI_KEY_NONE);
    click_last(a, _("Don't save"));
    assert_false(a->running);
    assert_false(saved_file(a, "close-drop"));
    a->running = true;
}

static void test_close_save(void **state)
{
    (void)state;
    app *a = &the_app;
    editor_screen *st = client_scenario_new(a);
    edit(a, st, "Close Keep");
    assert_string_equal(st->problem, "");
    send(a, UI_EV_QUIT, UI_KEY_NONE);
    click_last(a, _("Save"));
    assert_false(a->running);
    assert_true(saved_file(a, "close-keep"));
    assert_false(st->changed);
    a->running = true;
}

/* Saving a new scenario under a name the player already has asks "Replace
 * <name>?": Enter keeps both files as they were (no "dup-name-2.json"),
 * Replace writes over the player's file; the file's own Save asks nothing. */
static void test_save_replace(void **state)
{
    (void)state;
    app *a = &the_app;
    editor_screen *st = client_scenario_new(a);
    edit(a, st, "Dup Name");
    client_click_button(a, "Save");
    assert_true(saved_file(a, "dup-name"));
    st->s.round_limit = 7;
    client_click_button(a, "Save");
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    assert_false(saved_file(a, "dup-name-2"));
    st = client_scenario_new(a);
    edit(a, st, "Dup Name");
    client_click_button(a, "Save");
    assert_string_equal(app_scene_name(a), "confirm");
    client_draw_at(a, "scn14-replace", 800, 560);
    client_set_size(a, 1280, 800);
    send(a, UI_EV_KEY, UI_KEY_ENTER);
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    assert_false(saved_file(a, "dup-name-2"));
    assert_true(st->changed);
    client_click_button(a, "Save");
    client_click_button(a, "Replace");
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    assert_false(st->changed);
    assert_false(saved_file(a, "dup-name-2"));
    assert_non_null(strstr(st->path, "dup-name.json"));
    app_scene_pop_to_root(a);
}

/* The Scenarios screen at 800 x 560: every objective and force is drawn whole,
 * wrapped (play-test 12: "2 marq…" in French). */
static void test_list_objectives_whole(void **state)
{
    (void)state;
    app *a = &the_app;
    client_scenario_open_list(a, 800, 560, "scn14-list-small");
    scenario_catalog *c = scenario_catalog_get(a);
    assert_true(c && c->n > 0);
    const esc_scenario *s = &c->rows[0].s;
    char line[600];
    for (int i = 0; i < s->rules.n_objectives; i++) {
        scenario_objective_line(s, i, line, sizeof line);
        assert_true(client_was_drawn_wrapped(line));
    }
    for (int side = 0; side < ESC_SIDES; side++) {
        scenario_force_line(s, side, line, sizeof line);
        assert_true(client_was_drawn_wrapped(line));
    }
    client_set_size(a, 1280, 800);
    app_scene_pop_to_root(a);
}

/* The editor at 800 x 560: the objective chooser shows its number whole
 * (with its type when that fits), never cut. */
static void test_editor_objective_whole(void **state)
{
    (void)state;
    app *a = &the_app;
    client_scenario_new(a);
    for (int k = 0; k < 2; k++) {
        int w = k ? 800 : 1280, h = k ? 560 : 800;
        client_draw_at(a, k ? "scn14-editor-small" : "scn14-editor", w, h);
        char full[200], shorter[200];
        snprintf(full, sizeof full, _("Objective %d of %d: %s"), 1, 1, _("Elimination"));
        snprintf(shorter, sizeof shorter, _("Objective %d of %d"), 1, 1);
        char compact[200]; /* its number and type where the long form does not fit (play-test 16) */
        snprintf(compact, sizeof compact, _("%d/%d: %s"), 1, 1, _("Elimination"));
        assert_true(client_was_drawn(full) || client_was_drawn(shorter) || client_was_drawn(compact));
    }
    client_set_size(a, 1280, 800);
    app_scene_pop_to_root(a);
}

/* The Barracks' squad editor: a changed squad asks too; Cancel keeps it open,
 * Save writes it to the library and quits; a clean one quits at once. */
static void test_squad_editor_close(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    a->running = true;
    barracks *b = barracks_get(a);
    assert_non_null(b);
    int before = b->lib.n_squads;
    /* The service was made before the test's user folder was set. */
    snprintf(b->lib.user_dir, sizeof b->lib.user_dir, "%.900s", a->user_dir);
    barracks_open_squad_editor(a, NULL, -1);
    assert_ptr_equal(app_scene_top(a), &barracks_squad_editor_scene);
    b->squad_ed.dirty = false;
    send(a, UI_EV_QUIT, UI_KEY_NONE);
    assert_false(a->running);
    a->running = true;
    snprintf(b->squad_ed.entry.squad.name, sizeof b->squad_ed.entry.squad.name, "%s", "Close Squad");
    b->squad_ed.dirty = true;
    send(a, UI_EV_QUIT, UI_KEY_NONE);
    assert_true(a->running);
    assert_true(app_asking(a));
    client_draw_at(a, "scn14-squad-close-ask", 1280, 800);
    assert_true(client_was_drawn_wrapped(_("Don't save")));
    send(a, UI_EV_KEY, UI_KEY_ESCAPE);
    assert_ptr_equal(app_scene_top(a), &barracks_squad_editor_scene);
    send(a, UI_EV_QUIT, UI_KEY_NONE);
    click_last(a, _("Save"));
    assert_false(a->running);
    assert_int_equal(b->lib.n_squads, before + 1);
    a->running = true;
    app_scene_pop_to_root(a);
}

/* The unit editor (a library unit): a changed unit asks; Don't save quits
 * writing nothing. */
static void test_unit_editor_close(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    a->running = true;
    barracks *b = barracks_get(a);
    int before = b->lib.n_units;
    barracks_open_unit_editor(a, NULL, BARRACKS_TARGET_LIBRARY, -1);
    assert_ptr_equal(app_scene_top(a), &barracks_unit_editor_scene);
    b->unit_ed.dirty = true;
    send(a, UI_EV_QUIT, UI_KEY_NONE);
    assert_true(app_asking(a));
    send(a, UI_EV_KEY, UI_KEY_ENTER);
    assert_ptr_equal(app_scene_top(a), &barracks_unit_editor_scene);
    assert_true(a->running);
    send(a, UI_EV_QUIT, UI_KEY_NONE);
    click_last(a, _("Don't save"));
    assert_false(a->running);
    assert_int_equal(b->lib.n_units, before);
    a->running = true;
    app_scene_pop_to_root(a);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    client_player_dirs("scn14", "player", true);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    snprintf(the_app.user_dir, sizeof the_app.user_dir, "%.900s/skirmish", getenv("XDG_DATA_HOME"));
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_close_unchanged_quits),
        cmocka_unit_test(test_close_asks_and_cancels),
        cmocka_unit_test(test_close_dont_save),
        cmocka_unit_test(test_close_save),
        cmocka_unit_test(test_save_replace),
        cmocka_unit_test(test_list_objectives_whole),
        cmocka_unit_test(test_editor_objective_whole),
        cmocka_unit_test(test_squad_editor_close),
        cmocka_unit_test(test_unit_editor_close),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
