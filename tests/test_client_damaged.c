/*
 * Issue #20 through the client: nothing the player has is lost to one bad
 * value, and a damaged file is set aside with a message, the same way for every
 * game. A settings file with one value out of range keeps every other setting;
 * damaged autosaves of Escarmouche, the Campaign and TRTS are set aside through
 * one path (shell/autosaves.c) and the menu shows the message whole, however
 * long; the folders are not read again every frame; a full TRTS record still
 * lets the player concede and save.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

#include "campaign/campaign.h"
#include "client_test_util.h"
#include "skirmish/data/prefs.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"
#include "trts/trts.h"

static app the_app;

static void set_xdg(const char *name)
{
    char dir[1024];
    snprintf(dir, sizeof dir, "rm -rf '%s/%s'", getenv("SKIRMISH_TEST_TMP"), name);
    assert_int_equal(system(dir), 0);
    snprintf(dir, sizeof dir, "%s/%s/config", getenv("SKIRMISH_TEST_TMP"), name);
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(dir, sizeof dir, "%s/%s/data", getenv("SKIRMISH_TEST_TMP"), name);
    setenv("XDG_DATA_HOME", dir, 1);
}

static void write_file(const char *path, const char *text)
{
    char dir[1200];
    snprintf(dir, sizeof dir, "%s", path);
    char *slash = strrchr(dir, '/');
    assert_non_null(slash);
    *slash = '\0';
    assert_true(data_paths_make_dirs(dir));
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
}

/* How many files in dir start with `prefix`. */
static int count_files(const char *dir, const char *prefix)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL)
        n += strncmp(e->d_name, prefix, strlen(prefix)) == 0;
    closedir(d);
    return n;
}

static bool exists(const char *path)
{
    struct stat st;
    return stat(path, &st) == 0;
}

/* "sound_volume": 101 made the whole file ignored, and the next write replaced
 * it with defaults: the language, speed, mute and window size were lost. */
static void test_settings_keep_good_keys(void **state)
{
    (void)state;
    set_xdg("damaged-settings");
    char path[1200], dir[1100];
    snprintf(dir, sizeof dir, "%s/skirmish", getenv("XDG_CONFIG_HOME"));
    snprintf(path, sizeof path, "%s/settings.json", dir);
    write_file(path, "{\"format\": \"skirmish-preferences\", \"version\": 1, \"animation_speed\": \"slow\","
                     " \"sound_volume\": 101, \"sound_muted\": true, \"window_width\": 1000, \"window_height\": 700}");
    assert_true(front_init(&the_app, false, true, true));
    assert_int_equal(the_app.prefs.sound_volume, 100); /* clamped */
    assert_int_equal(the_app.prefs.anim_speed, DATA_ANIM_SLOW);
    assert_true(the_app.prefs.sound_muted);
    assert_int_equal(the_app.prefs.window_w, 1000);
    assert_int_equal(the_app.prefs.window_h, 700);
    assert_true(client_has_message(the_app.message,
                                   "A setting was reset (%s); the others were kept and the file set aside as %s"));
    assert_non_null(strstr(the_app.message, "sound_volume"));
    /* Set aside before any rewrite; the next write keeps what was read. */
    assert_false(exists(path));
    assert_int_equal(count_files(dir, "settings.json.corrupt-"), 1);
    app_save_prefs(&the_app);
    data_prefs p;
    data_error err;
    assert_true(data_prefs_load(path, &p, &err));
    assert_int_equal(p.window_w, 1000);
    assert_true(p.sound_muted);
    /* The menu shows the message inside the window. */
    the_app.layout_faults = 0;
    app_draw(&the_app);
    assert_int_equal(the_app.layout_faults, 0);
    app_free(&the_app);

    /* Not a settings file at all: set aside too, with a message. */
    write_file(path, "{ \"format\": \"skirmish-preferences\", ");
    assert_true(front_init(&the_app, false, true, true));
    assert_true(client_has_message(the_app.message,
                                   "The settings could not be read (%s); the file was set aside as %s"));
    assert_false(exists(path));
    assert_int_equal(count_files(dir, "settings.json.corrupt-"), 2);
    app_free(&the_app);
}

/* The same damage in each game's autosave folder. */
static const char damaged[] = "{\"format\": \"skirmish-save\", \"version\": 1, \"squads\": [";

static int loads_counted;
static bool count_loads(app *a, const char *path, void *ctx, data_error *err)
{
    (void)a;
    (void)path;
    (void)ctx;
    (void)err;
    loads_counted++;
    return true;
}

/* A damaged TRTS autosave was never set aside: "Continue TRTS game" kept failing
 * with a message cut at the window's left edge; the Campaign's were read again
 * every menu frame. */
static void test_damaged_autosaves_every_game(void **state)
{
    (void)state;
    set_xdg("damaged-autosaves");
    char trts_dir[1200], camp_dir[1200], esc_dir[1200], path[1300];
    snprintf(trts_dir, sizeof trts_dir, "%s/skirmish/trts-autosaves", getenv("XDG_DATA_HOME"));
    snprintf(camp_dir, sizeof camp_dir, "%s/skirmish/campaign-autosaves", getenv("XDG_DATA_HOME"));
    snprintf(esc_dir, sizeof esc_dir, "%s/skirmish/autosaves", getenv("XDG_DATA_HOME"));
    snprintf(path, sizeof path, "%s/20260101-120000-4242-1.json", trts_dir);
    write_file(path, damaged);
    /* The smallest window the game supports: the long message must still fit. */
    char settings[1200];
    snprintf(settings, sizeof settings, "%s/skirmish/settings.json", getenv("XDG_CONFIG_HOME"));
    write_file(settings, "{\"format\": \"skirmish-preferences\", \"version\": 1, \"window_width\": 800,"
                         " \"window_height\": 560}");
    assert_true(front_init(&the_app, false, true, true));
    assert_non_null(strstr(the_app.user_dir, "damaged-autosaves"));

    /* TRTS: the menu sets it aside and offers no Continue; the message fits. */
    app_draw(&the_app);
    assert_false(exists(path));
    assert_int_equal(count_files(trts_dir, "20260101-120000-4242-1.json.corrupt-"), 1);
    assert_true(client_has_message(the_app.message, "A damaged autosave was set aside as %s: %s"));
    assert_false(trts_can_continue(&the_app));
    the_app.layout_faults = 0;
    app_draw(&the_app);
    assert_int_equal(the_app.layout_faults, 0);
    the_app.message[0] = '\0';

    /* Campaign: the same path. */
    snprintf(path, sizeof path, "%s/20260101-120000-4242-1.json", camp_dir);
    write_file(path, damaged);
    assert_false(campaign_can_continue(&the_app));
    assert_false(exists(path));
    assert_int_equal(count_files(camp_dir, "20260101-120000-4242-1.json.corrupt-"), 1);
    assert_true(client_has_message(the_app.message, "A damaged autosave was set aside as %s: %s"));
    the_app.message[0] = '\0';

    /* Escarmouche: the same path. */
    snprintf(path, sizeof path, "%s/20260101-120000-4242-1.json", esc_dir);
    write_file(path, damaged);
    escarmouche_autosaves *list = malloc(sizeof *list);
    assert_non_null(list);
    escarmouche_list_autosaves(&the_app, list);
    assert_int_equal(list->n, 0);
    free(list);
    assert_false(exists(path));
    assert_true(client_has_message(the_app.message, "A damaged autosave was set aside as %s: %s"));

    /* A folder is read again only when it changes, not every frame. */
    snprintf(path, sizeof path, "%s/20260101-120001-4242-2.json", camp_dir);
    write_file(path, "{}");
    app_autosaves cache = {0};
    loads_counted = 0;
    char found[DATA_PATH_MAX];
    for (int frame = 0; frame < 10; frame++)
        assert_true(app_autosave_newest(&the_app, &cache, camp_dir, count_loads, NULL, found, sizeof found));
    assert_int_equal(loads_counted, 1);
    assert_string_equal(found, path);
    remove(path);
    assert_false(app_autosave_newest(&the_app, &cache, camp_dir, count_loads, NULL, found, sizeof found));
    app_free(&the_app);
}

/* A TRTS game stopped taking actions at 20,000, Concede included: a full record
 * could be neither conceded nor finished. */
static void test_trts_full_record_concede_and_save(void **state)
{
    (void)state;
    set_xdg("damaged-record");
    setenv("SKIRMISH_SEED", "7", 1);
    assert_true(front_init(&the_app, false, true, true));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    trts_content *k = trts_content_get(&the_app);
    assert_non_null(k);
    assert_true(k->rules_ok);
    k->setup.computer[0] = k->setup.computer[1] = false;
    assert_true(trts_start(&the_app));
    trts_screen *c = trts_current(&the_app);
    assert_non_null(c);
    c->rec->n_actions = TRTS_RECORD_ROOM; /* as after a very long game */
    assert_false(trts_play_act(&the_app, c, (trts_action){.kind = TRTS_ACT_DONE}));
    assert_true(client_has_message(c->message, "The game record is full: save it, or concede"));
    assert_true(trts_play_save(&the_app, c));
    assert_true(trts_play_act(&the_app, c, (trts_action){.kind = TRTS_ACT_CONCEDE}));
    assert_int_equal(c->st.phase, TRTS_PHASE_OVER);
    assert_true(trts_play_save(&the_app, c));
    app_free(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_settings_keep_good_keys),
        cmocka_unit_test(test_damaged_autosaves_every_game),
        cmocka_unit_test(test_trts_full_record_concede_and_save),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
