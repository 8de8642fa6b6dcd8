/*
 * Play-test 13's scenario defects. The player's own text is never translated
 * (a side named "Raiders" showed as "Pillards" in French because "Raiders"
 * is a msgid of a shipped scenario): only the shipped scenarios' texts go
 * through the content catalogue, on the Scenarios screen, in the battle and
 * in a save's copy of the scenario. Run in the pseudo-locale, where every
 * translation differs from the English.
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

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "client_scenario_util.h"
#include "client_test_util.h"
#include "scenario/scenario.h"
#include "conquest/conquest.h"
#include "scenario/editor_internal.h"
#include "tutorial/tutorial.h"
#include "tutorial/tutorial_internal.h"
#include "scenario/scenario_internal.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static app the_app;

/* The pseudo-locale on, or the test skipped when it is not built. */
static void pseudo_on(void)
{
    i18n_set_language("xx");
    if (strcmp(i18n_language(), "xx") != 0) {
        i18n_set_language("");
        skip();
    }
}

/* The player's own copy of The Well, its second side still named "Raiders"
 * as the shipped one's is, saved in their folder; its row in the list. */
static const scenario_entry *own_raiders(app *a, char *path, size_t size)
{
    esc_scenario *s = client_scenario_load(a, "the-well.json");
    assert_string_equal(s->sides[1].name, "Raiders");
    snprintf(s->name, sizeof s->name, "Ridge Run");
    char dir[DATA_PATH_MAX + 16];
    snprintf(dir, sizeof dir, "%.900s/scenarios", a->user_dir);
    assert_true(data_paths_make_dirs(dir));
    snprintf(path, size, "%.900s/ridge-run.json", dir);
    data_error err;
    assert_true(data_scenario_save(path, s, &err));
    free(s);
    scenario_catalog_reload(a);
    scenario_catalog *c = scenario_catalog_get(a);
    int at = scenario_catalog_find(c, path);
    assert_true(at >= 0);
    return &c->rows[at];
}

static const scenario_entry *shipped_row(app *a, const char *stem)
{
    scenario_catalog *c = scenario_catalog_get(a);
    for (int i = 0; i < c->n; i++)
        if (c->rows[i].shipped && strstr(c->rows[i].path, stem))
            return &c->rows[i];
    fail_msg("no shipped %s", stem);
    return NULL;
}

static void test_own_text_as_typed(void **state)
{
    (void)state;
    pseudo_on();
    app *a = &the_app;
    char path[DATA_PATH_MAX + 64];
    const scenario_entry *own = own_raiders(a, path, sizeof path);
    const scenario_entry *well = shipped_row(a, "the-well.json");
    assert_true(well->s.shipped);
    assert_false(own->s.shipped);
    assert_string_not_equal(i18n_content("Raiders"), "Raiders");

    /* The Scenarios screen's words: the player's as typed, the shipped one's translated. */
    char name[100];
    scenario_side_name(&own->s, 1, name, sizeof name);
    assert_string_equal(name, "Raiders");
    scenario_side_name(&well->s, 1, name, sizeof name);
    assert_string_equal(name, i18n_content("Raiders"));
    char line[400];
    for (int i = 0; i < own->s.rules.n_objectives; i++) {
        scenario_objective_line(&own->s, i, line, sizeof line);
        assert_null(strstr(line, i18n_content("Raiders")));
    }
    assert_string_equal(board_scenario_text(&own->s, own->s.briefing), own->s.briefing);
    assert_string_equal(board_scenario_text(&well->s, well->s.briefing), i18n_content(well->s.briefing));

    /* The list drawn: the player's name as typed. */
    client_pseudo_allow("Ridge Run");
    client_pseudo_allow("Raiders");
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    app_scene_push(a, &scenario_list_scene, path);
    client_draw_at(a, "scn16-own-list", 1280, 800);
    assert_true(client_was_drawn("Ridge Run"));
    assert_true(client_was_drawn("Raiders"));
    assert_false(client_was_drawn(i18n_content("Raiders")));

    /* In the battle: the side's title and the save's copy keep it as typed. */
    esc_scenario *s = malloc(sizeof *s);
    assert_non_null(s);
    *s = own->s;
    client_scenario_autosaves(a);
    board_battle *bb = client_scenario_launch(a, s, true, true, false);
    assert_non_null(bb);
    board_match *m = &bb->match;
    assert_false(m->record.scenario.shipped);
    assert_string_equal(battle_side_title(m, &m->record.squads[1], 1), "Raiders");
    char *text = data_save_to_json(&m->record);
    assert_non_null(text);
    static esc_record back;
    data_error err;
    memset(&back, 0, sizeof back);
    assert_true(data_save_parse(text, strlen(text), "save", &back, &err));
    free(text);
    assert_true(back.has_scenario);
    assert_false(back.scenario.shipped);

    /* The shipped one: translated in the battle, and still so after a save. */
    s = client_scenario_load(a, "the-well.json");
    bb = client_scenario_launch(a, s, true, true, false);
    m = &bb->match;
    assert_string_equal(battle_side_title(m, &m->record.squads[1], 1), i18n_content("Raiders"));
    text = data_save_to_json(&m->record);
    assert_non_null(text);
    memset(&back, 0, sizeof back);
    assert_true(data_save_parse(text, strlen(text), "save", &back, &err));
    free(text);
    assert_true(back.scenario.shipped);

    client_scenario_forget(a, path);
    i18n_set_language("");
}

/* A stepper too narrow for its text keeps the value whole, its label
 * shortened before it (play-test 13: "Marqueurs pour gagner…" hid the number
 * at 800 x 560 in French). */
static void test_stepper_keeps_the_value(void **state)
{
    (void)state;
    ui u = { &the_app, the_app.renderer, NULL, false, the_app.scale, true, 0 };
    const char *value = "Marqueurs pour gagner : 5";
    char shown[200];
    int full = ui_text_width(&u, value, ui_px(&u, 14), false);
    int px = scenario_fit_value(&u, shown, sizeof shown, value, full);
    assert_string_equal(shown, value);
    assert_int_equal(px, ui_px(&u, 14));
    px = scenario_fit_value(&u, shown, sizeof shown, value, full * 3 / 4);
    assert_string_not_equal(shown, value);
    size_t n = strlen(shown);
    assert_true(n > 4 && strcmp(shown + n - 4, " : 5") == 0);
    assert_non_null(strstr(shown, "\u2026"));
    assert_true(ui_text_width(&u, shown, px, false) <= full * 3 / 4);
    /* A label too short to cut: a size smaller, whole when it fits. */
    value = "Pour : l'un ou l'autre camp";
    full = ui_text_width(&u, value, ui_px(&u, 12), false);
    px = scenario_fit_value(&u, shown, sizeof shown, value, full);
    assert_string_equal(shown, value);
    assert_int_equal(px, ui_px(&u, 12));
}

/* An invalid scenario is saved as a draft: the file says so, the strict
 * loader (skirmish-cli scenario check) refuses it naming the checker's
 * reason, the list shows it with that reason, Edit on and Play greyed; closing
 * the window in the editor asks with the reason itself, and Save keeps a draft. */
static bool button_enabled(app *a, const char *label)
{
    SDL_Rect r;
    bool enabled = false;
    app_draw(a);
    assert_true(app_find_button(a, _(label), &r, &enabled));
    return enabled;
}

static void test_draft(void **state)
{
    (void)state;
    app *a = &the_app;
    esc_scenario *s = client_scenario_load(a, "the-well.json");
    s->shipped = false;
    snprintf(s->name, sizeof s->name, "Half Made");
    client_pseudo_allow("Half Made");
    s->sides[0].deploy = 0;
    esc_scenario_report rep = esc_scenario_test(s);
    assert_int_not_equal(rep.problem, ESC_SCN_OK);
    char reason[500];
    scenario_problem_words(s, &rep, reason, sizeof reason);
    char dir[DATA_PATH_MAX + 16], path[DATA_PATH_MAX + 64];
    snprintf(dir, sizeof dir, "%.900s/scenarios", a->user_dir);
    assert_true(data_paths_make_dirs(dir));
    snprintf(path, sizeof path, "%.900s/half-made.json", dir);
    data_error err;
    assert_true(data_scenario_save(path, s, &err));
    char *text = data_scenario_to_json(s);
    assert_non_null(strstr(text, "\"draft\": true"));
    free(text);
    esc_scenario *back = malloc(sizeof *back);
    assert_false(data_scenario_load(path, back, &err));
    const char *problem = esc_scenario_problem_text(rep.problem); /* in the player's language through the hook */
    assert_true(strstr(err.message, problem) || strstr(err.message, _(problem)));
    bool draft = false;
    assert_true(data_scenario_load_draft(path, back, &draft, &err));
    assert_true(draft);
    assert_int_equal(back->sides[0].deploy, 0);
    free(back);

    /* The list: the draft's reason, Edit on, Play greyed. */
    scenario_catalog_reload(a);
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    app_scene_push(a, &scenario_list_scene, path);
    scenario_list_view v;
    app_draw(a);
    assert_true(scenario_list_get_view(a, &v));
    assert_string_equal(v.path, path);
    client_draw_at(a, "scn16-draft-list", 1280, 800);
    char line[700];
    snprintf(line, sizeof line, _("Draft — cannot be played yet: %s"), reason);
    assert_true(client_was_drawn_wrapped(line));
    client_draw_at(a, "scn16-draft-list-small", 800, 560);
    client_set_size(a, 1280, 800);
    assert_true(button_enabled(a, "Edit"));
    assert_false(button_enabled(a, "Play"));

    /* Edit it, change it, close the window: the question says the reason. */
    client_click_button(a, "Edit");
    assert_ptr_equal(app_scene_top(a), &scenario_editor_scene);
    editor_screen *st = app_scene_state(a, &scenario_editor_scene);
    assert_memory_equal(st->problem, reason, strlen(reason)); /* the first of its problems, one a line */
    st->s.round_limit = 9;
    st->changed = true;
    a->running = true;
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_QUIT;
    app_draw(a);
    app_handle_event(a, &ev);
    assert_true(a->running);
    assert_true(app_asking(a));
    client_draw_at(a, "scn16-draft-close", 1280, 800);
    assert_true(client_was_drawn_wrapped(reason));
    client_draw_at(a, "scn16-draft-close-small", 800, 560);
    client_set_size(a, 1280, 800);
    int found = -1;
    app_draw(a);
    for (int i = 0; i < a->n_drawn_buttons; i++)
        if (strcmp(a->drawn_buttons[i].label, _("Save")) == 0)
            found = i;
    assert_true(found >= 0 && a->drawn_buttons[found].enabled);
    SDL_Rect r = a->drawn_buttons[found].rect;
    client_click_at(a, r.x + r.w / 2, r.y + r.h / 2);
    assert_false(a->running);
    a->running = true;
    back = malloc(sizeof *back);
    draft = false;
    assert_true(data_scenario_load_draft(path, back, &draft, &err));
    assert_true(draft);
    assert_int_equal(back->round_limit, 9);
    free(back);
    free(s);
    client_scenario_forget(a, path);
}

/* Changes that put the scenario back as saved are no change (play-test 13:
 * fixed units added then removed still said "Not saved"): Back leaves at
 * once, closing the window asks nothing. */
static void test_back_to_saved(void **state)
{
    (void)state;
    app *a = &the_app;
    char path[DATA_PATH_MAX + 64];
    const scenario_entry *own = own_raiders(a, path, sizeof path);
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    scenario_editor_args args = { &own->s, own->path };
    app_scene_push(a, &scenario_editor_scene, &args);
    editor_screen *st = app_scene_state(a, &scenario_editor_scene);
    assert_non_null(st);
    /* A unit added and removed: the list's end keeps its trace. */
    esc_scenario_side *sd = &st->s.sides[0];
    int n = sd->fixed.n_units;
    assert_true(n < ESC_SQUAD_MAX);
    sd->fixed.units[n] = sd->fixed.units[0];
    sd->fixed.units[n].health = 3;
    st->changed = true;
    assert_false(editor_unsaved(st));
    st->s.round_limit++;
    assert_true(editor_unsaved(st));
    st->s.round_limit--;
    assert_false(editor_unsaved(st));
    a->running = true;
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_QUIT;
    app_draw(a);
    app_handle_event(a, &ev);
    assert_false(a->running);
    assert_false(app_asking(a));
    a->running = true;
    client_click_button(a, "Back");
    assert_ptr_not_equal(app_scene_top(a), &scenario_editor_scene);
    client_scenario_forget(a, path);
}

/* The Scenarios list opened on path says text, wrapped, at 1280x800 and
 * 800x560 (shots NAME and NAME-small). */
static void list_says_at_both_sizes(app *a, const char *path, const char *name, const char *text)
{
    char small[64];
    snprintf(small, sizeof small, "%s-small", name);
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    app_scene_push(a, &scenario_list_scene, path);
    client_draw_at(a, name, 1280, 800);
    assert_true(client_was_drawn_wrapped(text));
    client_draw_at(a, small, 800, 560);
    assert_true(client_was_drawn_wrapped(text));
    client_set_size(a, 1280, 800);
    app_scene_pop_to_root(a);
}

/* The Scenarios screen lists every objective of both sides, as the battle's
 * panel does: The Courier's Pickets win if the Courier falls (play-test 13). */
static void test_escort_counter_line(void **state)
{
    (void)state;
    app *a = &the_app;
    const scenario_entry *e = shipped_row(a, "the-courier.json");
    const esc_scenario *s = &e->s;
    int n = scenario_objective_count(s);
    assert_int_equal(n, s->rules.n_objectives + 1);
    int escort = scenario_objective_of_line(s, n - 1);
    assert_int_equal(s->rules.objectives[escort].kind, ESC_OBJ_ESCORT);
    char line[400], side[100], want[400], what[200];
    scenario_objective_line(s, n - 1, line, sizeof line);
    scenario_side_name(s, 1 - s->rules.objectives[escort].side, side, sizeof side);
    const esc_objective *o = &s->rules.objectives[escort];
    snprintf(what, sizeof what, _("wins if %s falls"),
             board_scenario_text(s, s->sides[o->side].fixed.units[o->unit].name));
    snprintf(want, sizeof want, _("%s: %s"), side, what);
    assert_string_equal(line, want);
    if (!client_language_run())
        assert_string_equal(line, "Pickets: wins if Courier falls");
    list_says_at_both_sizes(a, e->path, "scn16-courier", line);
}

/* Where budgets show, one sentence says they count rank points by rank, the
 * points from the core's table, not a unit's cost (play-test 13). */
static void test_budget_sentence(void **state)
{
    (void)state;
    app *a = &the_app;
    char what[500];
    scenario_budget_words(what, sizeof what);
    for (int r = 0; r < ESC_RANK_COUNT; r++) {
        char rank[60];
        snprintf(rank, sizeof rank, "%s %d", _(esc_rank_name((esc_rank)r)), esc_rank_points((esc_rank)r));
        assert_non_null(strstr(what, rank));
    }
    const scenario_entry *e = shipped_row(a, "the-well.json");
    assert_true(e->s.sides[0].budget > 0);
    char force[600];
    scenario_force_line(&e->s, 0, force, sizeof force);
    if (!client_language_run())
        assert_non_null(strstr(force, "rank points (RP)"));
    list_says_at_both_sizes(a, e->path, "scn16-budget", what);
}

/* With every lesson done, Learn to play's Start no longer offers Lesson 1
 * (play-test 13): Conquest's first game if not played, else "All lessons
 * done — replay one", greyed, the rows above being the chooser. */
static void test_all_lessons_done(void **state)
{
    (void)state;
    app *a = &the_app;
    tutorial_lessons *ls = tutorial_lessons_get(a);
    assert_true(ls && ls->n > 0);
    /* Progress is remembered in a config folder (none offscreen by default). */
    char was[sizeof a->config_dir];
    memcpy(was, a->config_dir, sizeof was);
    snprintf(a->config_dir, sizeof a->config_dir, "%.900s/config", getenv("SKIRMISH_TEST_TMP"));
    assert_true(data_paths_make_dirs(a->config_dir));
    for (int i = 0; i < ls->n; i++)
        tutorial_progress_set(a, ls->lessons[i].stem, TUTORIAL_FINISHED);
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    app_scene_push(a, &tutorial_scene, NULL);
    client_draw_at(a, "scn16-lessons-done", 1280, 800);
    char first[200];
    snprintf(first, sizeof first, _("Start %s"), i18n_content(ls->lessons[0].scenario.name));
    assert_false(client_was_drawn(first));
    SDL_Rect r;
    bool enabled = false;
    if (!conquest_coach_done(a)) {
        /* Its row, and Start offering it too. */
        int rows = 0;
        for (int i = 0; i < a->n_drawn_buttons; i++)
            rows += strcmp(a->drawn_buttons[i].label, _("Conquest: a first game")) == 0 && a->drawn_buttons[i].enabled;
        assert_int_equal(rows, 2);
        conquest_coach_remember(a);
    }
    client_draw_at(a, "scn16-lessons-all-done", 1280, 800);
    assert_true(app_find_button(a, _("All lessons done — replay one"), &r, &enabled));
    assert_false(enabled);
    client_draw_at(a, "scn16-lessons-all-done-small", 800, 560);
    client_set_size(a, 1280, 800);
    app_scene_pop_to_root(a);
    memcpy(a->config_dir, was, sizeof was);
}

int main(void)
{
    if (!client_scenario_test_start(&the_app, "scn16"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_own_text_as_typed),
        cmocka_unit_test(test_stepper_keeps_the_value),
        cmocka_unit_test(test_draft),
        cmocka_unit_test(test_back_to_saved),
        cmocka_unit_test(test_escort_counter_line),
        cmocka_unit_test(test_budget_sentence),
        cmocka_unit_test(test_all_lessons_done),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
