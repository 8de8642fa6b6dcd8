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

    app_scene_pop_to_root(a);
    remove(path);
    scenario_catalog_reload(a);
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

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    client_player_dirs("scn16", "player", true);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    snprintf(the_app.user_dir, sizeof the_app.user_dir, "%.900s/skirmish", getenv("XDG_DATA_HOME"));
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_own_text_as_typed),
        cmocka_unit_test(test_stepper_keeps_the_value),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
