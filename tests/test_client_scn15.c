/*
 * The Scenarios list's Delete and Rename (blind play-test: "there is no delete
 * or rename (Delete key does nothing)"). Delete (the button or the key) asks
 * first: Enter, Esc and Keep keep the file; Delete removes it and its row, the
 * selection moving to a neighbour. F2 or Rename opens a dialog: an empty name
 * or another of the player's scenarios' names is refused, nothing changing; a
 * new name renames the file after it, and the scenario still plays. Shipped
 * scenarios can be neither. A file removed outside the game is said so, the
 * list read again; a read-only folder says the file could not be deleted.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cmocka.h>

#include "client_scenario_util.h"
#include "client_test_util.h"
#include "scenario/scenario.h"
#include "scenario/scenario_internal.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static app the_app;

static void key(app *a, ui_key k)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_KEY;
    ev.key = k;
    app_draw(a);
    app_handle_event(a, &ev);
}

static void own_path(app *a, const char *stem, char *out, size_t size)
{
    snprintf(out, size, "%.900s/scenarios/%s.json", a->user_dir, stem);
}

static bool exists(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0;
}

/* One of the player's own scenarios, a copy of the first shipped one named
 * `name`, in <stem>.json; the list read again. */
static void write_own(app *a, const char *stem, const char *name, char *path, size_t size)
{
    scenario_catalog *c = scenario_catalog_get(a);
    assert_true(c && c->n > 0 && c->rows[0].shipped);
    esc_scenario *s = malloc(sizeof *s);
    assert_non_null(s);
    *s = c->rows[0].s;
    snprintf(s->name, sizeof s->name, "%s", name);
    char dir[DATA_PATH_MAX + 16];
    snprintf(dir, sizeof dir, "%.900s/scenarios", a->user_dir);
    assert_true(data_paths_make_dirs(dir));
    own_path(a, stem, path, size);
    data_error err;
    assert_true(data_scenario_save(path, s, &err));
    free(s);
    client_pseudo_allow(name);
    scenario_catalog_reload(a);
}

/* The Scenarios screen with `path` selected. */
static void open_list(app *a, const char *path)
{
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    app_scene_push(a, &scenario_list_scene, path);
    app_draw(a);
    scenario_list_view v;
    assert_true(scenario_list_get_view(a, &v));
    assert_string_equal(v.path, path);
}

static scenario_list_view view(app *a)
{
    scenario_list_view v;
    app_draw(a);
    assert_true(scenario_list_get_view(a, &v));
    return v;
}

/* The last button drawn labelled `label` (a question's, over the list's own), clicked. */
static void click_last(app *a, const char *label)
{
    app_draw(a);
    int found = -1;
    for (int i = 0; i < a->n_drawn_buttons; i++)
        if (strcmp(a->drawn_buttons[i].label, _(label)) == 0)
            found = i;
    assert_true(found >= 0);
    SDL_Rect r = a->drawn_buttons[found].rect;
    client_click_at(a, r.x + r.w / 2, r.y + r.h / 2);
}

static bool button_enabled(app *a, const char *label)
{
    SDL_Rect r;
    bool enabled = false;
    app_draw(a);
    assert_true(app_find_button(a, _(label), &r, &enabled));
    return enabled;
}

static bool asking(app *a) { return strcmp(app_scene_name(a), "confirm") == 0; }

static void test_delete_asks_keep_keeps(void **state)
{
    (void)state;
    app *a = &the_app;
    char path[DATA_PATH_MAX + 64], next[DATA_PATH_MAX + 64];
    write_own(a, "keep-me", "Keep Me", path, sizeof path);
    write_own(a, "zz-after", "Zz After", next, sizeof next);
    open_list(a, path);
    int rows = view(a).n_rows;
    assert_true(button_enabled(a, "Delete") && button_enabled(a, "Rename"));
    key(a, UI_KEY_DELETE);
    assert_true(asking(a));
    client_draw_at(a, "scn15-delete-ask", 1280, 800);
    char q[300];
    snprintf(q, sizeof q, _("Delete the scenario \"%s\"? This cannot be undone."), "Keep Me");
    assert_true(client_was_drawn_wrapped(q));
    client_draw_at(a, "scn15-delete-ask-small", 800, 560);
    client_set_size(a, 1280, 800);
    key(a, UI_KEY_ENTER); /* the safe answer */
    assert_ptr_equal(app_scene_top(a), &scenario_list_scene);
    assert_true(exists(path));
    key(a, UI_KEY_DELETE);
    key(a, UI_KEY_ESCAPE);
    assert_ptr_equal(app_scene_top(a), &scenario_list_scene);
    client_click_button(a, "Delete");
    click_last(a, "Keep");
    assert_true(exists(path));
    assert_int_equal(view(a).n_rows, rows);
    /* Delete deletes: the file, its row; the neighbour selected. */
    client_click_button(a, "Delete");
    assert_true(asking(a));
    click_last(a, "Delete");
    assert_ptr_equal(app_scene_top(a), &scenario_list_scene);
    assert_false(exists(path));
    scenario_list_view v = view(a);
    assert_int_equal(v.n_rows, rows - 1);
    assert_string_equal(v.path, next);
    client_draw_at(a, "scn15-deleted", 1280, 800);
    char said[300];
    snprintf(said, sizeof said, _("Deleted the scenario \"%s\""), "Keep Me");
    assert_true(client_was_drawn(said));
    remove(next);
    scenario_catalog_reload(a);
}

static void test_shipped_neither(void **state)
{
    (void)state;
    app *a = &the_app;
    scenario_catalog *c = scenario_catalog_get(a);
    char path[DATA_PATH_MAX];
    snprintf(path, sizeof path, "%s", c->rows[0].path);
    int rows = c->n;
    open_list(a, path);
    assert_false(button_enabled(a, "Delete"));
    assert_false(button_enabled(a, "Rename"));
    key(a, UI_KEY_DELETE);
    assert_ptr_equal(app_scene_top(a), &scenario_list_scene);
    client_draw_at(a, "scn15-shipped", 1280, 800);
    assert_true(client_was_drawn(_("This scenario comes with the game: it cannot be deleted.")));
    key(a, UI_KEY_F2);
    assert_ptr_equal(app_scene_top(a), &scenario_list_scene);
    assert_false(scenario_renaming(a, NULL, NULL));
    assert_true(exists(path));
    assert_int_equal(view(a).n_rows, rows);
    /* Asked straight, the catalogue refuses too. */
    char why[300], out[DATA_PATH_MAX];
    assert_int_equal(scenario_catalog_delete(a, path, why, sizeof why), SCENARIO_CHANGE_REFUSED);
    assert_int_equal(scenario_catalog_rename(a, path, "Mine Now", out, sizeof out, why, sizeof why),
                     SCENARIO_CHANGE_REFUSED);
    assert_true(exists(path));
}

static void test_rename_refuses(void **state)
{
    (void)state;
    app *a = &the_app;
    char alpha[DATA_PATH_MAX + 64], beta[DATA_PATH_MAX + 64];
    write_own(a, "alpha", "Alpha", alpha, sizeof alpha);
    write_own(a, "beta", "Beta", beta, sizeof beta);
    open_list(a, alpha);
    key(a, UI_KEY_F2);
    char *name = NULL;
    const char *error = NULL;
    assert_true(scenario_renaming(a, &name, &error));
    assert_string_equal(name, "Alpha");
    client_draw_at(a, "scn15-rename", 1280, 800);
    client_draw_at(a, "scn15-rename-small", 800, 560);
    client_set_size(a, 1280, 800);
    name[0] = '\0';
    key(a, UI_KEY_ENTER);
    assert_true(scenario_renaming(a, &name, &error));
    assert_string_equal(error, _("Type a name for the scenario"));
    snprintf(name, ESC_NAME_MAX, "%s", "  Beta ");
    click_last(a, "Rename");
    assert_true(scenario_renaming(a, &name, &error));
    assert_true(client_has_message(error, "You already have a scenario named \"%s\": choose another name"));
    client_draw_at(a, "scn15-rename-taken", 800, 560);
    client_set_size(a, 1280, 800);
    key(a, UI_KEY_ESCAPE);
    assert_false(scenario_renaming(a, NULL, NULL));
    assert_true(exists(alpha) && exists(beta));
    scenario_catalog *c = scenario_catalog_get(a);
    assert_string_equal(c->rows[scenario_catalog_find(c, alpha)].s.name, "Alpha");
    remove(beta);
    scenario_catalog_reload(a);
}

static void test_rename_plays(void **state)
{
    (void)state;
    app *a = &the_app;
    char alpha[DATA_PATH_MAX + 64], gamma[DATA_PATH_MAX + 64];
    own_path(a, "alpha", alpha, sizeof alpha);
    own_path(a, "gamma-ridge", gamma, sizeof gamma);
    open_list(a, alpha);
    client_click_button(a, "Rename");
    char *name = NULL;
    assert_true(scenario_renaming(a, &name, NULL));
    snprintf(name, ESC_NAME_MAX, "%s", "Gamma Ridge");
    client_pseudo_allow("Gamma Ridge");
    key(a, UI_KEY_ENTER);
    assert_false(scenario_renaming(a, NULL, NULL));
    assert_false(exists(alpha));
    assert_true(exists(gamma));
    scenario_list_view v = view(a);
    assert_string_equal(v.path, gamma);
    esc_scenario *s = malloc(sizeof *s);
    data_error err;
    assert_true(data_scenario_load(gamma, s, &err));
    assert_string_equal(s->name, "Gamma Ridge");
    free(s);
    /* Only its case changed: the same file, written over. */
    key(a, UI_KEY_F2);
    assert_true(scenario_renaming(a, &name, NULL));
    snprintf(name, ESC_NAME_MAX, "%s", "gamma ridge");
    client_pseudo_allow("gamma ridge");
    key(a, UI_KEY_ENTER);
    assert_string_equal(view(a).path, gamma);
    const esc_scenario *played = NULL;
    int calls = scenario_launch_calls(NULL, NULL);
    client_click_button(a, "Play");
    assert_int_equal(scenario_launch_calls(&played, NULL), calls + 1);
    assert_string_equal(played->name, "gamma ridge");
    client_scenario_forget(a, gamma);
}

static void test_vanished(void **state)
{
    (void)state;
    app *a = &the_app;
    char path[DATA_PATH_MAX + 64];
    write_own(a, "gone-soon", "Gone Soon", path, sizeof path);
    open_list(a, path);
    int rows = view(a).n_rows;
    remove(path); /* outside the game */
    key(a, UI_KEY_DELETE);
    assert_ptr_equal(app_scene_top(a), &scenario_list_scene);
    assert_int_equal(view(a).n_rows, rows - 1);
    client_draw_at(a, "scn15-vanished", 1280, 800);
    char said[400];
    snprintf(said, sizeof said, _("The file of \"%s\" was already gone (removed outside the game): the list is read again"),
             "Gone Soon");
    assert_true(client_was_drawn(said) || strstr(client_drawn_texts(), "Gone Soon") != NULL);
    /* Vanished while asked, or while renaming. */
    write_own(a, "gone-soon", "Gone Soon", path, sizeof path);
    open_list(a, path);
    key(a, UI_KEY_DELETE);
    remove(path);
    click_last(a, "Delete");
    assert_ptr_equal(app_scene_top(a), &scenario_list_scene);
    assert_int_equal(view(a).n_rows, rows - 1);
    write_own(a, "gone-soon", "Gone Soon", path, sizeof path);
    open_list(a, path);
    key(a, UI_KEY_F2);
    remove(path);
    char *name = NULL;
    assert_true(scenario_renaming(a, &name, NULL));
    snprintf(name, ESC_NAME_MAX, "%s", "Back Again");
    key(a, UI_KEY_ENTER);
    assert_false(scenario_renaming(a, NULL, NULL));
    assert_int_equal(view(a).n_rows, rows - 1);
    char back[DATA_PATH_MAX + 64];
    own_path(a, "back-again", back, sizeof back);
    assert_false(exists(back));
}

/* The buttons are stops of the focus ring after the rows: Tab reaches Rename,
 * then Delete, and Enter there asks. */
static void test_tab_reaches(void **state)
{
    (void)state;
    app *a = &the_app;
    char path[DATA_PATH_MAX + 64];
    write_own(a, "tabbed", "Tabbed", path, sizeof path);
    open_list(a, path);
    for (int tabs = 0; tabs < 40; tabs++) {
        app_draw(a);
        if (strcmp(a->focus_label, _("Rename")) == 0)
            break;
        key(a, UI_KEY_TAB);
    }
    assert_string_equal(a->focus_label, _("Rename"));
    key(a, UI_KEY_TAB);
    app_draw(a);
    assert_string_equal(a->focus_label, _("Delete"));
    key(a, UI_KEY_ENTER);
    assert_true(asking(a));
    key(a, UI_KEY_ESCAPE);
    assert_true(exists(path));
    remove(path);
    scenario_catalog_reload(a);
    app_scene_pop_to_root(a);
}

/* A folder the player cannot write: nothing deleted, nothing renamed, said so. */
static void test_read_only(void **state)
{
    (void)state;
    app *a = &the_app;
    /* A file that cannot be removed, whoever runs the test: a folder with
     * something in it under a scenario's name. */
    char odd[DATA_PATH_MAX + 64], inner[DATA_PATH_MAX + 80], why[300];
    own_path(a, "odd", odd, sizeof odd);
    assert_true(data_paths_make_dirs(odd));
    snprintf(inner, sizeof inner, "%s/x", odd);
    FILE *f = fopen(inner, "w");
    assert_non_null(f);
    fclose(f);
    assert_int_equal(scenario_catalog_delete(a, odd, why, sizeof why), SCENARIO_CHANGE_FAILED);
    assert_true(why[0] != '\0' && exists(inner));
    remove(inner);
    remove(odd);
    if (geteuid() == 0) /* root writes anywhere */
        skip();
    char path[DATA_PATH_MAX + 64], dir[DATA_PATH_MAX + 16];
    write_own(a, "stuck", "Stuck", path, sizeof path);
    snprintf(dir, sizeof dir, "%.900s/scenarios", a->user_dir);
    open_list(a, path);
    int rows = view(a).n_rows;
    assert_int_equal(chmod(dir, 0555), 0);
    key(a, UI_KEY_DELETE);
    click_last(a, "Delete");
    assert_true(exists(path));
    assert_int_equal(view(a).n_rows, rows);
    client_draw_at(a, "scn15-read-only", 1280, 800);
    assert_true(strstr(client_drawn_texts(), "Stuck") != NULL);
    key(a, UI_KEY_F2);
    char *name = NULL;
    const char *error = NULL;
    assert_true(scenario_renaming(a, &name, &error));
    snprintf(name, ESC_NAME_MAX, "%s", "Unstuck");
    key(a, UI_KEY_ENTER);
    assert_true(scenario_renaming(a, &name, &error));
    assert_true(error[0] != '\0');
    key(a, UI_KEY_ESCAPE);
    assert_int_equal(chmod(dir, 0755), 0);
    assert_true(exists(path));
    remove(path);
    scenario_catalog_reload(a);
    app_scene_pop_to_root(a);
}

int main(void)
{
    if (!client_scenario_test_start(&the_app, "scn15"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_delete_asks_keep_keeps),
        cmocka_unit_test(test_shipped_neither),
        cmocka_unit_test(test_rename_refuses),
        cmocka_unit_test(test_rename_plays),
        cmocka_unit_test(test_vanished),
        cmocka_unit_test(test_tab_reaches),
        cmocka_unit_test(test_read_only),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
