/*
 * The client's side of the hardening findings: a failed autosave is told to the
 * player, the Load screen shows the newest saves however many there are, and a
 * save made twice in the same second never overwrites the first.
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
#include <sys/time.h>
#include <unistd.h>

#include <cmocka.h>

#include "board/battle.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"
#include "client_test_util.h"
#include "skirmish/ai/simple.h"
#include "skirmish/i18n.h"

static app the_app;
static char scratch[512];

static void make_dir(const char *path)
{
    mkdir(path, 0755);
}

/* An autosave that cannot be written (here: its folder does not exist) is said on
 * the battle screen, not swallowed. */
static void test_autosave_failure_is_shown(void **state)
{
    (void)state;
    escarmouche_content *c = escarmouche_content_get(&the_app);
    /* The autosave folder cannot be made: a file stands where it would be. */
    char blocker[600];
    snprintf(blocker, sizeof blocker, "%s/blocker", scratch);
    FILE *f = fopen(blocker, "w");
    assert_non_null(f);
    fclose(f);
    snprintf(c->autosave_dir, sizeof c->autosave_dir, "%s/autosaves", blocker);
    c->setup.human[0] = c->setup.human[1] = true;
    assert_true(escarmouche_start(&the_app, false));
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    core_rng rng;
    core_rng_seed(&rng, 3);
    int turn = bb->match.game.turn;
    for (int guard = 0; guard < 500 && bb->match.game.turn == turn && bb->match.game.phase != ESC_PHASE_OVER; guard++) {
        esc_action a;
        assert_true(ai_simple_choose(&bb->match.game, &rng, &a));
        assert_int_equal(board_match_apply(&bb->match, &a, NULL), ESC_OK);
    }
    assert_int_not_equal(bb->match.game.turn, turn);
    assert_true(bb->match.autosave_error[0] != '\0');
    app_step(&the_app);
    assert_true(client_has_message(bb->st.toast, "Autosave failed: %.160s"));
    app_scene_pop_to_root(&the_app);
}

/* Three hundred saves: the Load screen lists the newest first, by the time they
 * were written, not only among the first 256 names. */
static void test_load_screen_lists_the_newest(void **state)
{
    (void)state;
    char saves[1100], path[1200];
    snprintf(the_app.user_dir, sizeof the_app.user_dir, "%s/user", scratch);
    make_dir(the_app.user_dir);
    snprintf(saves, sizeof saves, "%s/saves", the_app.user_dir);
    make_dir(saves);
    for (int i = 0; i < 300; i++) {
        /* Names sort the other way round from their times. */
        snprintf(path, sizeof path, "%s/%03d-save.json", saves, 999 - i);
        FILE *f = fopen(path, "w");
        assert_non_null(f);
        fputs("{}", f);
        fclose(f);
        struct timeval times[2] = { { 1000000 + i, 0 }, { 1000000 + i, 0 } };
        assert_int_equal(utimes(path, times), 0);
    }
    front_saves list;
    front_list_saves(&the_app, &list);
    assert_int_equal(list.n, FRONT_MAX_SAVES);
    assert_non_null(strstr(list.path[0], "/700-save.json")); /* the last written */
    assert_non_null(strstr(list.path[1], "/701-save.json"));
    assert_true(client_has_message(list.title[0], "%.60s · cannot be loaded"));
}

/* Saving twice in the same second keeps both files. */
static void test_two_saves_in_one_second(void **state)
{
    (void)state;
    snprintf(the_app.user_dir, sizeof the_app.user_dir, "%s/user2", scratch);
    make_dir(the_app.user_dir);
    escarmouche_content *c = escarmouche_content_get(&the_app);
    c->autosave_dir[0] = '\0';
    assert_true(escarmouche_start(&the_app, false));
    assert_true(app_scene_push(&the_app, &board_pause_scene, NULL));
    SDL_Rect r;
    for (int i = 0; i < 2; i++) {
        app_draw(&the_app);
        assert_true(app_find_button(&the_app, _("Save game"), &r, NULL));
        client_click_at(&the_app, r.x + r.w / 2, r.y + r.h / 2);
    }
    front_saves list;
    front_list_saves(&the_app, &list);
    assert_int_equal(list.n, 2);
    assert_string_not_equal(list.path[0], list.path[1]);
    app_scene_pop_to_root(&the_app);
}

/* A loaded match shows its whole log again, rebuilt from its actions. */
static void test_log_survives_loading(void **state)
{
    (void)state;
    escarmouche_content *c = escarmouche_content_get(&the_app);
    c->autosave_dir[0] = '\0';
    c->setup.human[0] = c->setup.human[1] = true;
    assert_true(escarmouche_start(&the_app, false));
    board_battle *bb = board_battle_current(&the_app);
    core_rng rng;
    core_rng_seed(&rng, 11);
    for (int i = 0; i < 20; i++) {
        esc_action a;
        assert_true(ai_simple_choose(&bb->match.game, &rng, &a));
        assert_int_equal(board_match_apply(&bb->match, &a, NULL), ESC_OK);
    }
    char path[700];
    snprintf(path, sizeof path, "%s/logged.json", scratch);
    data_error err;
    assert_true(board_match_save(&bb->match, path, &err));
    assert_true(escarmouche_load(&the_app, path));
    bb = board_battle_current(&the_app);
    assert_non_null(bb);
    assert_true(bb->st.log_count >= 21); /* the opening line and one or more rows per action */
    bool round_line = false;
    for (int i = 0; i < bb->st.log_count; i++)
        round_line = round_line || client_has_message(bb->st.log[i], "%s · round %d");
    assert_true(round_line);
    app_scene_pop_to_root(&the_app);
}

/* Plays the current battle until a turn passes (so its autosave is written). */
static void play_one_turn(void)
{
    board_battle *bb = board_battle_current(&the_app);
    core_rng rng;
    core_rng_seed(&rng, 17);
    int turn = bb->match.game.turn;
    for (int guard = 0; guard < 500 && (bb->match.game.phase != ESC_PHASE_BATTLE || bb->match.game.turn == turn);
         guard++) {
        if (bb->match.game.phase == ESC_PHASE_DEPLOY)
            turn = bb->match.game.turn;
        esc_action a;
        assert_true(ai_simple_choose(&bb->match.game, &rng, &a));
        assert_int_equal(board_match_apply(&bb->match, &a, NULL), ESC_OK);
    }
}

/* One autosave per unfinished match: a new match never overwrites another's;
 * Continue lists them; a damaged one is set aside with a message; with the kept
 * number reached, a new match asks before the oldest goes. */
static void test_autosaves_per_match(void **state)
{
    (void)state;
    escarmouche_content *c = escarmouche_content_get(&the_app);
    snprintf(c->autosave_dir, sizeof c->autosave_dir, "%s/autosaves", scratch);
    c->setup.human[0] = c->setup.human[1] = true;
    assert_false(escarmouche_can_continue(&the_app));
    for (int k = 0; k < 2; k++) {
        assert_true(escarmouche_start(&the_app, false));
        play_one_turn();
        app_scene_pop_to_root(&the_app);
    }
    escarmouche_autosaves list;
    escarmouche_list_autosaves(&the_app, &list);
    assert_int_equal(list.n, 2);
    assert_string_not_equal(list.path[0], list.path[1]);
    assert_true(escarmouche_can_continue(&the_app));
    /* Two to choose from: Continue opens the list. */
    assert_true(escarmouche_continue(&the_app));
    assert_string_equal(app_scene_name(&the_app), "continue");
    app_scene_pop_to_root(&the_app);

    /* A damaged autosave is set aside, not offered. */
    char bad[700];
    snprintf(bad, sizeof bad, "%.600s/zz-broken.json", c->autosave_dir);
    FILE *f = fopen(bad, "w");
    assert_non_null(f);
    fputs("{ not json", f);
    fclose(f);
    escarmouche_list_autosaves(&the_app, &list);
    assert_int_equal(list.n, 2);
    assert_true(client_has_message(the_app.message, "A damaged autosave was set aside as %s: %s"));
    struct stat st;
    assert_int_not_equal(stat(bad, &st), 0); /* renamed to *.corrupt-<time> */

    /* Five kept: a sixth match asks first. */
    for (int k = 0; k < 3; k++) {
        assert_true(escarmouche_start(&the_app, false));
        play_one_turn();
        app_scene_pop_to_root(&the_app);
    }
    escarmouche_list_autosaves(&the_app, &list);
    assert_int_equal(list.n, ESCARMOUCHE_AUTOSAVES_KEPT);
    assert_false(escarmouche_start(&the_app, false));
    assert_string_equal(app_scene_name(&the_app), "confirm");
    app_scene_pop_to_root(&the_app);
    escarmouche_list_autosaves(&the_app, &list);
    assert_int_equal(list.n, ESCARMOUCHE_AUTOSAVES_KEPT); /* nothing dropped without a yes */
    c->autosave_dir[0] = '\0';
}

int main(void)
{
    const char *tmp = getenv("SKIRMISH_TEST_TMP");
    snprintf(scratch, sizeof scratch, "%s/client-hardening-%ld", tmp ? tmp : "/tmp", (long)getpid());
    make_dir(scratch);
    if (!front_init_offscreen(&the_app, 1024, 640))
        return 1;
    the_app.frozen_ticks = 1000;
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_autosave_failure_is_shown),
        cmocka_unit_test(test_load_screen_lists_the_newest),
        cmocka_unit_test(test_two_saves_in_one_second),
        cmocka_unit_test(test_log_survives_loading),
        cmocka_unit_test(test_autosaves_per_match),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
