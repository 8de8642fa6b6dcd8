/*
 * Blind play-test 18's Rename and Save names: renaming one's own scenario to
 * the name of one shipped with the game is refused, saying so, nothing
 * changing (two "The Hill" rows before); the editor's Save of a scenario with
 * an empty (or all-spaces) name is refused with "Give the scenario a name
 * first", nothing written (a blank "scenario.json" row before).
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

static bool exists(const char *path)
{
    struct stat sb;
    return stat(path, &sb) == 0;
}

static void test_rename_refuses_shipped_name(void **state)
{
    (void)state;
    app *a = &the_app;
    scenario_catalog *c = scenario_catalog_get(a);
    assert_true(c && c->n > 0 && c->rows[0].shipped);
    esc_scenario *s = malloc(sizeof *s);
    assert_non_null(s);
    *s = c->rows[0].s;
    char shipped[sizeof s->name];
    snprintf(shipped, sizeof shipped, "%s", s->name);
    snprintf(s->name, sizeof s->name, "%s", "Mine");
    client_pseudo_allow("Mine");
    char path[DATA_PATH_MAX], why[300];
    assert_true(scenario_catalog_save(a, s, NULL, path, sizeof path, why, sizeof why));
    free(s);
    int rows = scenario_catalog_get(a)->n;
    char typed[sizeof shipped + 4], out[DATA_PATH_MAX];
    snprintf(typed, sizeof typed, " %s ", shipped);
    assert_int_equal(scenario_catalog_rename(a, path, typed, out, sizeof out, why, sizeof why),
                     SCENARIO_CHANGE_REFUSED);
    assert_true(client_has_message(why, "A scenario that comes with the game is named \"%s\": choose another name"));
    assert_non_null(strstr(why, shipped));
    assert_string_equal(out, path);
    assert_true(exists(path));
    c = scenario_catalog_get(a);
    assert_int_equal(c->n, rows);
    assert_string_equal(c->rows[scenario_catalog_find(c, path)].s.name, "Mine");
    remove(path);
    scenario_catalog_reload(a);
}

static void test_save_refuses_empty_name(void **state)
{
    (void)state;
    app *a = &the_app;
    scenario_catalog *c = scenario_catalog_get(a);
    int rows = c->n;
    esc_scenario *s = malloc(sizeof *s);
    assert_non_null(s);
    *s = c->rows[0].s;
    char path[DATA_PATH_MAX], why[300], blank[DATA_PATH_MAX + 32];
    snprintf(blank, sizeof blank, "%.900s/scenarios/scenario.json", a->user_dir);
    const char *names[] = {"", "   "};
    for (int i = 0; i < 2; i++) {
        snprintf(s->name, sizeof s->name, "%s", names[i]);
        path[0] = '\0';
        assert_false(scenario_catalog_save(a, s, NULL, path, sizeof path, why, sizeof why));
        assert_string_equal(why, _("Give the scenario a name first"));
        assert_false(exists(blank));
        assert_int_equal(scenario_catalog_get(a)->n, rows);
    }
    free(s);
}

int main(void)
{
    if (!client_scenario_test_start(&the_app, "scn22"))
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rename_refuses_shipped_name),
        cmocka_unit_test(test_save_refuses_empty_name),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
