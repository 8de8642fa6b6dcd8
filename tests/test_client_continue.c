/*
 * Every unfinished game reachable (issue 32): the main menu's Continue lists the
 * unfinished games of all four kinds (their autosaves), newest first, each with
 * its game, map, turn and date, and opens the chosen one (an older Campaign too,
 * going on in its own file); a damaged autosave is listed as damaged, set aside
 * and never deleted; the menu's New buttons stay in their places whether there is
 * something to continue or not; the Campaign's and TRTS's setups remember their
 * choices across runs; and a Campaign saved behind the second seat's Downtime
 * cover loads into that seat's Downtime, not the first seat's again.
 */
#define _POSIX_C_SOURCE 200809L
#include <fcntl.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "campaign/internal.h"
#include "client_test_util.h"
#include "shell/unfinished.h"
#include "skirmish/ai/trts.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/files.h"
#include "skirmish/data/save_list.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"
#include "trts/trts.h"

static app the_app;

static void click(const char *label) { client_click_button(&the_app, label); }

static void set_mtime(const char *path, time_t t)
{
    struct timespec times[2] = { { t, 0 }, { t, 0 } };
    assert_int_equal(utimensat(AT_FDCWD, path, times, 0), 0);
}

static int count_files(const char *dir, const char *part)
{
    char cmd[1300];
    snprintf(cmd, sizeof cmd, "ls '%s' 2>/dev/null | grep -c -- '%s'", dir, part);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    int n = 0;
    assert_int_equal(fscanf(p, "%d", &n), 1);
    pclose(p);
    return n;
}

/* ---- making unfinished games, each left as a crash leaves it ---- */

static void make_escarmouche(char *out, size_t size)
{
    escarmouche_content *c = escarmouche_content_get(&the_app);
    assert_non_null(c);
    assert_true(c->autosave_dir[0] != '\0');
    assert_true(escarmouche_start(&the_app, false));
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    /* Its autosave now, whenever the match would write the next. */
    assert_true(data_paths_make_dirs(c->autosave_dir));
    if (!bb->match.autosave_path[0])
        assert_true(data_paths_join(bb->match.autosave_path, sizeof bb->match.autosave_path, c->autosave_dir,
                                    "20260102-100000-1-1.json"));
    data_error err;
    assert_true(board_match_save(&bb->match, bb->match.autosave_path, &err));
    snprintf(out, size, "%s", bb->match.autosave_path);
    bb->match.autosave_path[0] = '\0';
    app_scene_pop_to_root(&the_app);
}

static void make_conquest(char *out, size_t size)
{
    assert_true(app_scene_open_from_root(&the_app, &conquest_setup_scene, NULL));
    click("Start");
    conquest_screen *c = conquest_current(&the_app);
    assert_non_null(c);
    assert_true(c->autosave[0] != '\0');
    snprintf(out, size, "%s", c->autosave);
    c->autosave[0] = '\0';
    app_scene_pop_to_root(&the_app);
}

static void make_campaign(int turns, bool second_human, char *out, size_t size)
{
    campaign_content *k = campaign_content_get(&the_app);
    assert_non_null(k);
    assert_true(k->n_maps > 0);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    /* The setup opened with the choices it remembers: these instead. */
    k->setup.map = 0;
    k->setup.players = 2;
    k->setup.computer[0] = false;
    k->setup.computer[1] = !second_human;
    k->setup.turns = turns;
    click("Start campaign");
    campaign_screen *c = campaign_current(&the_app);
    assert_non_null(c);
    assert_int_equal(c->st.settings.turn_limit, turns);
    if (out) {
        assert_true(c->autosave_path[0] != '\0');
        snprintf(out, size, "%s", c->autosave_path);
        c->autosave_path[0] = '\0';
        app_scene_pop_to_root(&the_app);
    }
}

static void make_trts(char *out, size_t size)
{
    trts_content *k = trts_content_get(&the_app);
    assert_non_null(k);
    assert_true(k->rules_ok);
    assert_true(app_scene_open_from_root(&the_app, &trts_setup_scene, NULL));
    k->setup.map = 0;
    k->setup.type = TRTS_DUEL;
    k->setup.players = 2;
    k->setup.computer[0] = false;
    k->setup.computer[1] = true;
    click("Start");
    trts_screen *c = trts_current(&the_app);
    assert_non_null(c);
    /* The human gives its first orders (the computer's plan for it); the autosave follows. */
    static trts_action plan[TRTS_AI_PLAN_MAX];
    int n = trts_ai_plan(&c->st, c->st.current, plan, TRTS_AI_PLAN_MAX);
    for (int i = 0; i < n && c->st.current == 0; i++)
        assert_true(trts_play_act(&the_app, c, plan[i]));
    assert_true(c->autosave[0] != '\0');
    snprintf(out, size, "%s", c->autosave);
    c->autosave[0] = '\0';
    app_scene_pop_to_root(&the_app);
}

/* The row of the Continue list for `path`: its index, -1 when not listed. */
static int row_of(const app_unfinished_item *items, int n, const char *path)
{
    for (int i = 0; i < n; i++)
        if (strcmp(items[i].path, path) == 0)
            return i;
    return -1;
}

/* The drawn button whose label begins the title of `item` (a long one is cut with "…"). */
static bool find_row(const app_unfinished_item *item, SDL_Rect *r, bool *enabled)
{
    char title[400];
    app_unfinished_title(item, title, sizeof title);
    for (int i = 0; i < the_app.n_drawn_buttons; i++) {
        char label[sizeof the_app.drawn_buttons[0].label];
        snprintf(label, sizeof label, "%s", the_app.drawn_buttons[i].label);
        char *dots = strstr(label, "…");
        if (dots)
            *dots = '\0';
        if (label[0] && strncmp(title, label, strlen(label)) == 0) {
            *r = the_app.drawn_buttons[i].rect;
            *enabled = the_app.drawn_buttons[i].enabled;
            return true;
        }
    }
    return false;
}

static void continue_label(int n, char *out, size_t size)
{
    snprintf(out, size, P_("Continue (%d unfinished game)", "Continue (%d unfinished games)", n), n);
}

/* ---- the tests ---- */

static void test_every_unfinished_game(void **state)
{
    (void)state;
    setenv("SKIRMISH_SEED", "5", 1);
    client_player_dirs("continue", "every", true);
    client_player_start(&the_app, 1280, 800);
    char esc[DATA_PATH_MAX], cq[DATA_PATH_MAX], camp_old[DATA_PATH_MAX], camp_new[DATA_PATH_MAX],
        trts[DATA_PATH_MAX];
    make_escarmouche(esc, sizeof esc);
    make_conquest(cq, sizeof cq);
    make_campaign(8, false, camp_old, sizeof camp_old);
    make_campaign(12, false, camp_new, sizeof camp_new);
    make_trts(trts, sizeof trts);
    /* A damaged Conquest autosave beside the good one. */
    char damaged[DATA_PATH_MAX + 64], cq_dir[DATA_PATH_MAX];
    snprintf(cq_dir, sizeof cq_dir, "%s", cq);
    *strrchr(cq_dir, '/') = '\0';
    snprintf(damaged, sizeof damaged, "%s/20250101-000000-conquest.json", cq_dir);
    FILE *f = fopen(damaged, "w");
    assert_non_null(f);
    fputs("{\"format\": \"skirmish-conquest-save\", \"version\": 1, \"map\": ", f);
    fclose(f);
    /* When each was last played: the older campaign the oldest. */
    time_t now = time(NULL);
    set_mtime(camp_old, now - 5000);
    set_mtime(esc, now - 4000);
    set_mtime(cq, now - 3000);
    set_mtime(camp_new, now - 2000);
    set_mtime(trts, now - 1000);
    set_mtime(damaged, now - 6000);
    client_player_stop(&the_app);

    /* The next day: the menu's Continue lists all five, newest first. */
    client_player_start(&the_app, 1280, 800);
    app_draw(&the_app);
    char label[160];
    continue_label(5, label, sizeof label);
    SDL_Rect r;
    bool enabled = false;
    assert_true(app_find_button(&the_app, label, &r, &enabled));
    assert_true(enabled);
    /* The damaged one was set aside (never deleted), with a message. */
    assert_int_equal(count_files(cq_dir, "20250101-000000-conquest.json.corrupt-"), 1);
    assert_true(client_has_message(the_app.message, "A damaged autosave was set aside as %s: %s"));
    client_look(&the_app, "menu-continue");
    the_app.message[0] = '\0';
    client_click_at(&the_app, r.x + r.w / 2, r.y + r.h / 2);
    assert_string_equal(app_scene_name(&the_app), "unfinished");
    const app_unfinished_item *items;
    int n = app_unfinished_list(&the_app, &items);
    assert_int_equal(n, 6);
    assert_int_equal(row_of(items, n, trts), 0);
    assert_int_equal(row_of(items, n, camp_new), 1);
    assert_int_equal(row_of(items, n, cq), 2);
    assert_int_equal(row_of(items, n, esc), 3);
    assert_int_equal(row_of(items, n, camp_old), 4);
    static const char *const games[] = { "TRTS", "Campaign", "Conquest", "Escarmouche", "Campaign" };
    for (int i = 0; i < 5; i++) {
        assert_false(items[i].damaged);
        assert_string_equal(items[i].kind->game, games[i]);
        assert_true(items[i].map[0] != '\0' && strcmp(items[i].map, "?") != 0);
        assert_true(items[i].progress[0] != '\0');
    }
    /* turn and round as each game counts them */
    assert_true(client_has_message(items[1].progress, "turn %d of %d, %s"));
    assert_non_null(strstr(items[1].progress, "12"));
    assert_non_null(strstr(items[4].progress, "8"));
    assert_true(client_has_message(items[2].progress, "turn %d"));
    assert_true(items[5].damaged);
    assert_string_equal(items[5].kind->game, "Conquest");
    assert_non_null(strstr(items[5].aside, "20250101-000000-conquest.json.corrupt-"));
    assert_true(items[5].why[0] != '\0');
    app_draw(&the_app);
    /* "last played 13:05" today, with the date before (hCa13) */
    char when[64];
    time_t then = now - 5000;
    struct tm then_tm;
    assert_non_null(localtime_r(&then, &then_tm));
    strftime(when, sizeof when, "%H:%M", &then_tm);
    for (int i = 0; i < n; i++) {
        assert_true(find_row(&items[i], &r, &enabled));
        assert_int_equal(enabled, !items[i].damaged);
    }
    char title[400];
    app_unfinished_title(&items[4], title, sizeof title);
    assert_non_null(strstr(title, when)); /* the date of the older campaign */
    assert_non_null(strstr(title, items[4].map));
    client_look(&the_app, "continue-list");

    /* The older campaign opens, and goes on in its own autosave. */
    char older[DATA_PATH_MAX];
    snprintf(older, sizeof older, "%s", camp_old);
    assert_true(find_row(&items[4], &r, &enabled));
    client_click_at(&the_app, r.x + r.w / 2, r.y + r.h / 2);
    assert_string_equal(app_scene_name(&the_app), "campaign");
    campaign_screen *c = campaign_current(&the_app);
    assert_non_null(c);
    assert_int_equal(c->st.settings.turn_limit, 8);
    assert_string_equal(c->autosave_path, older);
    client_player_stop(&the_app);

    /* The smallest window: the menu and the list fit. */
    client_player_start(&the_app, 800, 560);
    client_look(&the_app, "menu-continue");
    continue_label(5, label, sizeof label);
    click(label);
    assert_string_equal(app_scene_name(&the_app), "unfinished");
    client_look(&the_app, "continue-list");
    click("Back");
    assert_string_equal(app_scene_name(&the_app), "menu");
    client_player_stop(&the_app);
}

/* Exactly one unfinished game, whatever the game: Continue opens it at once,
 * by a click or C, and it goes on in its own autosave (blind play-test 17: a
 * list of one asked an extra click); two or more: the list. */
static void test_one_opens_at_once(void **state)
{
    (void)state;
    setenv("SKIRMISH_SEED", "5", 1);
    for (int g = 0; g < 5; g++) {
        client_player_dirs("continue", "one", true);
        client_player_start(&the_app, 1280, 800);
        char path[DATA_PATH_MAX], other[DATA_PATH_MAX];
        if (g == 0 || g == 4)
            make_escarmouche(path, sizeof path);
        else if (g == 1)
            make_conquest(path, sizeof path);
        else if (g == 2)
            make_campaign(8, false, path, sizeof path);
        else
            make_trts(path, sizeof path);
        if (g == 4) /* a second one: the list */
            make_conquest(other, sizeof other);
        client_player_stop(&the_app);
        client_player_start(&the_app, g % 2 ? 800 : 1280, g % 2 ? 560 : 800);
        app_draw(&the_app);
        char label[160];
        continue_label(g == 4 ? 2 : 1, label, sizeof label);
        if (g % 2) {
            click(label);
        } else {
            assert_true(app_find_button(&the_app, label, NULL, NULL));
            ui_event c_key = { .kind = UI_EV_KEY, .key = UI_KEY_C };
            app_handle_event(&the_app, &c_key);
        }
        if (g == 0) {
            board_battle *bb = board_battle_current(&the_app);
            assert_non_null(bb);
            assert_string_equal(bb->match.autosave_path, path);
        } else if (g == 1) {
            assert_non_null(conquest_current(&the_app));
            assert_string_equal(conquest_current(&the_app)->autosave, path);
        } else if (g == 2) {
            assert_non_null(campaign_current(&the_app));
            assert_string_equal(campaign_current(&the_app)->autosave_path, path);
        } else if (g == 3) {
            assert_non_null(trts_current(&the_app));
            assert_string_equal(trts_current(&the_app)->autosave, path);
        } else {
            assert_string_equal(app_scene_name(&the_app), "unfinished");
        }
        client_player_stop(&the_app);
    }
}

/* The New buttons where they were, with or without something to continue. */
static void test_menu_buttons_stay(void **state)
{
    (void)state;
    static const char *const news[] = { "New Escarmouche match", "Watch the computer", "New Conquest game",
                                        "New campaign", "New TRTS game", "Barracks", "Load game" };
    enum { N_NEWS = sizeof news / sizeof news[0] };
    for (int size = 0; size < 2; size++) {
        client_player_dirs("continue", size ? "stay-small" : "stay", true);
        client_player_start(&the_app, size ? 800 : 1280, size ? 560 : 800);
        app_draw(&the_app);
        SDL_Rect before[N_NEWS], nothing, r;
        bool enabled = true;
        for (int i = 0; i < N_NEWS; i++)
            assert_true(app_find_button(&the_app, _(news[i]), &before[i], NULL));
        assert_true(app_find_button(&the_app, _("Nothing to continue"), &nothing, &enabled));
        assert_false(enabled);
        client_look(&the_app, "menu-nothing");
        char cq[DATA_PATH_MAX];
        make_conquest(cq, sizeof cq);
        app_draw(&the_app);
        char label[160];
        continue_label(1, label, sizeof label);
        assert_true(app_find_button(&the_app, label, &r, &enabled));
        assert_true(enabled);
        assert_memory_equal(&r, &nothing, sizeof r);
        for (int i = 0; i < N_NEWS; i++) {
            assert_true(app_find_button(&the_app, _(news[i]), &r, NULL));
            assert_memory_equal(&r, &before[i], sizeof r);
        }
        client_look(&the_app, "menu-one");
        /* One to continue: it opens at once (blind play-test 17: a list of one) */
        click(label);
        assert_non_null(conquest_current(&the_app));
        client_player_stop(&the_app);
    }
}

/* The setups remember their choices across runs. */
static void test_setups_remember(void **state)
{
    (void)state;
    client_player_dirs("continue", "remember", true);
    client_player_start(&the_app, 1280, 800);
    campaign_content *k = campaign_content_get(&the_app);
    assert_non_null(k);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    int map = k->n_maps > 1 ? 1 : 0;
    k->setup.map = map;
    k->setup.computer[0] = false;
    k->setup.computer[1] = false;
    snprintf(k->setup.name[0], sizeof k->setup.name[0], "Ann");
    k->setup.turns = 9;
    k->setup.battle_ai = AI_HARD;
    k->setup.round_limit = 15;
    bool domination = k->setup.domination;
    click(domination ? "Domination: on" : "Domination: off");
    assert_true(k->setup.domination != domination);
    int players = k->setup.players;
    click("Back (Esc)");
    assert_string_equal(app_scene_name(&the_app), "menu");
    trts_content *t = trts_content_get(&the_app);
    assert_non_null(t);
    assert_true(app_scene_open_from_root(&the_app, &trts_setup_scene, NULL));
    int tmap = t->n_maps - 1;
    t->setup.map = tmap;
    t->setup.faction[0] = 2;
    t->setup.level[1] = 2;
    t->setup.rounds = 16;
    snprintf(t->setup.name[1], sizeof t->setup.name[1], "Bob");
    app_draw(&the_app);
    int type = t->setup.type, tplayers = t->setup.players;
    app_scene_pop_to_root(&the_app);
    client_player_stop(&the_app);

    /* Another run: the same choices. */
    client_player_start(&the_app, 1280, 800);
    click("New campaign");
    assert_string_equal(app_scene_name(&the_app), "campaign-setup");
    k = campaign_content_get(&the_app);
    assert_int_equal(k->setup.map, map);
    assert_int_equal(k->setup.players, players);
    assert_false(k->setup.computer[0]);
    assert_false(k->setup.computer[1]);
    assert_string_equal(k->setup.name[0], "Ann");
    assert_int_equal(k->setup.turns, 9);
    assert_int_equal(k->setup.battle_ai, AI_HARD);
    assert_int_equal(k->setup.round_limit, 15);
    assert_int_equal(k->setup.domination, !domination);
    client_look(&the_app, "campaign-setup-remembered");
    click("Back (Esc)");
    click("New TRTS game");
    t = trts_content_get(&the_app);
    assert_int_equal(t->setup.map, tmap);
    assert_int_equal(t->setup.type, type);
    assert_int_equal(t->setup.players, tplayers);
    assert_int_equal(t->setup.faction[0], 2);
    assert_int_equal(t->setup.level[1], 2);
    assert_int_equal(t->setup.rounds, 16);
    assert_string_equal(t->setup.name[1], "Bob");
    client_player_stop(&the_app);

    /* A damaged file of choices is ignored: the defaults. */
    char path[1200];
    snprintf(path, sizeof path, "%s/skirmish/campaign-setup.json", getenv("XDG_CONFIG_HOME"));
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("{\"format\": \"skirmish-campaign-setup\", \"turns\": ", f);
    fclose(f);
    client_player_start(&the_app, 1280, 800);
    click("New campaign");
    k = campaign_content_get(&the_app);
    assert_int_equal(k->setup.turns, CAMPAIGN_TURNS_DEFAULT);
    client_player_stop(&the_app);
}

/* The last drawn button labelled `label` (a dialog's, over the screen's own). */
static bool last_button(const char *label, SDL_Rect *r)
{
    bool found = false;
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strcmp(the_app.drawn_buttons[i].label, label) == 0) {
            *r = the_app.drawn_buttons[i].rect;
            found = true;
        }
    return found;
}

/* Two autosaves of one TRTS game (an older save loaded again goes on in a
 * file of its own and leaves the newer one as it was): both are listed, newest
 * first, each saying who plays; Delete asks, then removes that file alone;
 * Keep it removes nothing. A tooltip is not shown from under the question. */
static void test_one_row_per_game_and_delete(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    setenv("SKIRMISH_SEED", "7", 1);
    client_player_dirs("continue", "dedupe", true);
    client_player_start(&the_app, 800, 560);
    char trts[DATA_PATH_MAX], older[DATA_PATH_MAX + 16], cq[DATA_PATH_MAX];
    make_trts(trts, sizeof trts);
    make_conquest(cq, sizeof cq);
    snprintf(older, sizeof older, "%s", trts);
    char *slash = strrchr(older, '/');
    assert_non_null(slash);
    snprintf(slash + 1, sizeof older - (size_t)(slash + 1 - older), "%s", "20200101-000000-older.json");
    char cmd[3 * DATA_PATH_MAX];
    snprintf(cmd, sizeof cmd, "cp '%s' '%s'", trts, older);
    assert_int_equal(system(cmd), 0);
    time_t now = time(NULL);
    set_mtime(older, now - 9000);
    set_mtime(trts, now - 100);
    set_mtime(cq, now - 50);
    client_player_stop(&the_app);

    client_player_start(&the_app, 800, 560);
    char label[160];
    continue_label(3, label, sizeof label);
    app_draw(&the_app);
    click(label);
    assert_string_equal(app_scene_name(&the_app), "unfinished");
    const app_unfinished_item *items;
    int n = app_unfinished_list(&the_app, &items);
    assert_int_equal(n, 3);
    assert_int_equal(row_of(items, n, trts), 1);
    assert_int_equal(row_of(items, n, older), 2);
    assert_true(items[1].players[0] != '\0');
    assert_true(client_has_message(items[1].players, "%s vs %s"));
    assert_string_equal(items[1].players, items[2].players);
    client_look(&the_app, "continue-dedupe");
    /* Delete on the TRTS row (the second): asked, Keep it keeps. */
    SDL_Rect rows[2] = { { 0, 0, 0, 0 }, { 0, 0, 0, 0 } };
    int found = 0;
    app_draw(&the_app);
    for (int i = 0; i < the_app.n_drawn_buttons && found < 2; i++)
        if (strcmp(the_app.drawn_buttons[i].label, "Delete") == 0)
            rows[found++] = the_app.drawn_buttons[i].rect;
    assert_int_equal(found, 2);
    client_click_at(&the_app, rows[1].x + rows[1].w / 2, rows[1].y + rows[1].h / 2);
    assert_string_equal(app_scene_name(&the_app), "confirm");
    /* the pointer still over a row: no tooltip from under the question */
    app_draw(&the_app);
    assert_string_equal(the_app.tooltip, "");
    client_look(&the_app, "continue-delete-asked");
    click("Keep it");
    assert_string_equal(app_scene_name(&the_app), "unfinished");
    assert_int_equal(access(trts, F_OK), 0);
    app_draw(&the_app);
    client_click_at(&the_app, rows[1].x + rows[1].w / 2, rows[1].y + rows[1].h / 2);
    assert_string_equal(app_scene_name(&the_app), "confirm");
    app_draw(&the_app);
    SDL_Rect yes = { 0, 0, 0, 0 };
    assert_true(last_button("Delete", &yes));
    client_click_at(&the_app, yes.x + yes.w / 2, yes.y + yes.h / 2);
    assert_string_equal(app_scene_name(&the_app), "unfinished");
    assert_int_equal(access(trts, F_OK), -1);   /* that file removed */
    assert_int_equal(access(older, F_OK), 0);   /* nothing else */
    assert_int_equal(access(cq, F_OK), 0);
    n = app_unfinished_list(&the_app, &items);
    assert_int_equal(n, 2);
    assert_int_equal(row_of(items, n, older), 1);
    client_player_stop(&the_app);
}

/* The Conquest setup remembers its choices across runs (map, players, seats,
 * names, turn limit, starts); a damaged file of choices leaves the defaults. */
static void test_conquest_setup_remembers(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    client_player_dirs("continue", "cq-remember", true);
    client_player_start(&the_app, 1280, 800);
    conquest_content *k = conquest_content_get(&the_app);
    assert_non_null(k);
    assert_true(k->setup.fair_starts); /* a new player: Fair */
    assert_true(k->n_maps > 1);
    assert_true(app_scene_open_from_root(&the_app, &conquest_setup_scene, NULL));
    k->setup.map = 1;
    k->setup.players = 3;
    k->setup.seat[1] = CQ_BOT_HARD;
    k->setup.seat[2] = CONQUEST_SEAT_HUMAN;
    snprintf(k->setup.name[0], sizeof k->setup.name[0], "Ann");
    k->setup.turns = 50;
    k->setup.fair_starts = false;
    app_draw(&the_app);
    int players = k->setup.players;
    app_scene_pop_to_root(&the_app);
    client_player_stop(&the_app);

    client_player_start(&the_app, 1280, 800);
    k = conquest_content_get(&the_app);
    assert_int_equal(k->setup.map, 1);
    assert_int_equal(k->setup.players, players);
    assert_int_equal(k->setup.seat[1], CQ_BOT_HARD);
    assert_int_equal(k->setup.seat[2], CONQUEST_SEAT_HUMAN);
    assert_string_equal(k->setup.name[0], "Ann");
    assert_int_equal(k->setup.turns, 50);
    assert_false(k->setup.fair_starts);
    client_player_stop(&the_app);

    char path[1200];
    snprintf(path, sizeof path, "%s/skirmish/conquest-setup.json", getenv("XDG_CONFIG_HOME"));
    FILE *f = fopen(path, "w");
    assert_non_null(f);
    fputs("{\"format\": \"skirmish-conquest-setup\", \"players\": ", f);
    fclose(f);
    client_player_start(&the_app, 1280, 800);
    k = conquest_content_get(&the_app);
    assert_int_equal(k->setup.map, 0);
    assert_true(k->setup.fair_starts);
    assert_int_equal(k->setup.turns, 100);
    client_player_stop(&the_app);
}

/* The Escarmouche match setup remembers its choices across runs. */
static void test_escarmouche_setup_remembers(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    client_player_dirs("continue", "esc-remember", true);
    client_player_start(&the_app, 1280, 800);
    escarmouche_content *c = escarmouche_content_get(&the_app);
    assert_non_null(c);
    assert_true(c->n_maps > 1);
    assert_true(app_scene_open_from_root(&the_app, &escarmouche_setup_scene, NULL));
    int map = c->setup.map == 0 ? 1 : 0;
    c->setup.map = map;
    c->setup.level[1] = AI_HARD;
    c->setup.round_limit = 20;
    snprintf(c->setup.name[0], sizeof c->setup.name[0], "Ann");
    int squad1 = c->setup.squad[1];
    app_draw(&the_app);
    app_scene_pop_to_root(&the_app);
    client_player_stop(&the_app);

    client_player_start(&the_app, 1280, 800);
    assert_true(app_scene_open_from_root(&the_app, &escarmouche_setup_scene, NULL));
    c = escarmouche_content_get(&the_app);
    assert_int_equal(c->setup.map, map);
    assert_int_equal(c->setup.level[1], AI_HARD);
    assert_int_equal(c->setup.round_limit, 20);
    assert_int_equal(c->setup.squad[1], squad1);
    assert_string_equal(c->setup.name[0], "Ann");
    client_look(&the_app, "escarmouche-setup-remembered");
    client_player_stop(&the_app);
}






/* The Campaign's pause menu: "Saved as ..." takes its own slot under the
 * buttons, which stay where they were (the next click on Quit lands). */
static void test_pause_note_keeps_buttons(void **state)
{
    (void)state;
    client_player_dirs("continue", "pause-note", true);
    client_player_start(&the_app, 800, 560);
    make_campaign(12, true, NULL, 0);
    ui_event esc = { .kind = UI_EV_KEY, .key = UI_KEY_ESCAPE };
    app_handle_event(&the_app, &esc);
    assert_string_equal(app_scene_name(&the_app), "campaign-pause");
    app_draw(&the_app);
    SDL_Rect quit0, quit1, save0, save1;
    assert_true(app_find_button(&the_app, _("Quit to menu"), &quit0, NULL));
    assert_true(app_find_button(&the_app, _("Save campaign"), &save0, NULL));
    click("Save campaign");
    assert_string_equal(app_scene_name(&the_app), "campaign-pause");
    assert_true(campaign_current(&the_app)->message[0] != '\0');
    client_look(&the_app, "campaign-pause-saved");
    assert_true(app_find_button(&the_app, _("Quit to menu"), &quit1, NULL));
    assert_true(app_find_button(&the_app, _("Save campaign"), &save1, NULL));
    assert_memory_equal(&quit0, &quit1, sizeof quit0);
    assert_memory_equal(&save0, &save1, sizeof save0);
    client_player_stop(&the_app);
}

/* The Load list: each row as Continue shows a game (the game, the map, the
 * players with the mode, how far, when), with Delete, which asks first. */
static void test_load_rows_and_delete(void **state)
{
    (void)state;
    client_player_dirs("continue", "load-rows", true);
    client_player_start(&the_app, 800, 560);
    assert_true(app_scene_open_from_root(&the_app, &conquest_setup_scene, NULL));
    click("Start");
    conquest_screen *c = conquest_current(&the_app);
    assert_non_null(c);
    char saves_dir[DATA_PATH_MAX], cmd[3 * DATA_PATH_MAX];
    assert_true(data_paths_join(saves_dir, sizeof saves_dir, the_app.user_dir, "saves"));
    assert_true(data_paths_make_dirs(saves_dir));
    /* A saved game: the game's file as its autosave has it. */
    snprintf(cmd, sizeof cmd, "cp '%s' '%s/20261206-101010-conquest.json'", c->autosave, saves_dir);
    assert_int_equal(system(cmd), 0);
    app_scene_pop_to_root(&the_app);
    assert_true(app_scene_push(&the_app, &front_load_scene, NULL));
    app_draw(&the_app);
    client_look(&the_app, "load-rows");
    assert_int_equal(count_files(saves_dir, "conquest"), 1);
    /* The row's label: the game, the map, the players, how far. */
    bool found = false;
    char turn[64];
    snprintf(turn, sizeof turn, _("turn %d"), 1);
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strstr(the_app.drawn_buttons[i].label, _("Conquest")) && strstr(the_app.drawn_buttons[i].label, turn))
            found = true;
    assert_true(found);
    click("Delete");
    assert_string_equal(app_scene_name(&the_app), "confirm");
    client_look(&the_app, "load-delete-asked");
    click("Keep it");
    assert_string_equal(app_scene_name(&the_app), "load");
    assert_int_equal(count_files(saves_dir, "conquest"), 1);
    click("Delete");
    app_draw(&the_app);
    SDL_Rect yes = { 0, 0, 0, 0 };
    assert_true(last_button(_("Delete"), &yes)); /* the question's, drawn last */
    client_click_at(&the_app, yes.x + yes.w / 2, yes.y + yes.h / 2);
    assert_string_equal(app_scene_name(&the_app), "load");
    assert_int_equal(count_files(saves_dir, "conquest"), 0);
    app_draw(&the_app);
    assert_false(app_find_button(&the_app, _("Delete"), NULL, NULL));
    client_player_stop(&the_app);
}


/* Saved behind Player 2's Downtime cover once Player 1 had finished its
 * Downtime: the load resumes Player 2's Downtime behind its cover. */
static void test_load_resumes_the_same_seat(void **state)
{
    (void)state;
    setenv("SKIRMISH_SEED", "11", 1);
    client_player_dirs("continue", "seat", true);
    client_player_start(&the_app, 1280, 800);
    make_campaign(12, true, NULL, 0);
    campaign_screen *c = campaign_current(&the_app);
    assert_int_equal(c->step, CSTEP_DOWNTIME);
    assert_int_equal(c->seat, 0);
    assert_true(c->cover);
    char label[120];
    snprintf(label, sizeof label, _("I am %s: show my screen (T)"), campaign_seat_label(0));
    click(label);
    assert_false(c->cover);
    click("Downtime done");
    c = campaign_current(&the_app);
    assert_int_equal(c->step, CSTEP_DOWNTIME);
    assert_int_equal(c->seat, 1);
    assert_true(c->cover);
    int gold0 = c->st.players[0].gold;
    /* Saved from the cover. */
    assert_true(campaign_save_now(&the_app, c));
    char dir[DATA_PATH_MAX];
    assert_true(data_paths_join(dir, sizeof dir, the_app.user_dir, "saves"));
    data_save_item *saves = NULL;
    data_error err;
    assert_int_equal(data_save_list(dir, &saves, &err), 1);
    char path[DATA_PATH_MAX];
    snprintf(path, sizeof path, "%s", saves[0].path);
    free(saves);
    client_player_stop(&the_app);

    client_player_start(&the_app, 1280, 800);
    assert_true(front_load_game(&the_app, path));
    c = campaign_current(&the_app);
    assert_non_null(c);
    assert_int_equal(c->st.phase, CAMPAIGN_PHASE_DOWNTIME);
    assert_int_equal(c->step, CSTEP_DOWNTIME);
    assert_int_equal(c->seat, 1);
    assert_true(c->cover);
    assert_true(c->done[0]);
    assert_false(c->done[1]);
    assert_int_equal(c->st.players[0].gold, gold0);
    client_look(&the_app, "campaign-loaded-seat-2");
    /* Player 2 finishes: the orders begin with Player 1, as after any Downtime. */
    snprintf(label, sizeof label, _("I am %s: show my screen (T)"), campaign_seat_label(1));
    click(label);
    click("Downtime done");
    c = campaign_current(&the_app);
    assert_int_equal(c->st.phase, CAMPAIGN_PHASE_ORDERS);
    assert_int_equal(c->seat, 0);
    client_player_stop(&the_app);

    /* The data layer: kept only during Downtime, refused elsewhere. */
    char *text = NULL;
    size_t len = 0;
    assert_true(data_file_read(path, &text, &len, &err));
    assert_non_null(strstr(text, "\"downtime_done\""));
    char *phase = strstr(text, "\"downtime\"");
    assert_non_null(phase);
    memcpy(phase, "\"orders\"  ", 10);
    char bad[DATA_PATH_MAX + 16];
    snprintf(bad, sizeof bad, "%s.bad.json", path);
    assert_true(data_file_write_atomic(bad, text, len, &err));
    free(text);
    struct loaded {
        campaign_map map;
        campaign_state st;
    } *l = malloc(sizeof *l);
    assert_non_null(l);
    assert_false(data_campaign_load(bad, &l->map, &l->st, NULL, &err));
    assert_string_equal(err.key, "downtime_done");
    free(l);
}

int main(void)
{
    client_pseudo_allow("Ann"); /* names the test typed */
    client_pseudo_allow("Bob");
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_unfinished_game),
        cmocka_unit_test(test_menu_buttons_stay),
        cmocka_unit_test(test_one_opens_at_once),
        cmocka_unit_test(test_setups_remember),
        cmocka_unit_test(test_load_resumes_the_same_seat),
        cmocka_unit_test(test_one_row_per_game_and_delete),
        cmocka_unit_test(test_pause_note_keeps_buttons),
        cmocka_unit_test(test_load_rows_and_delete),
        cmocka_unit_test(test_conquest_setup_remembers),
        cmocka_unit_test(test_escarmouche_setup_remembers),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
