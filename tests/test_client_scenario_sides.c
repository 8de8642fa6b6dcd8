/*
 * A scenario's side names are the names in play (play-test 7: "Couriers" typed
 * in the editor showed as "Free Company"): the top bar, the first log line and
 * the result screen name the side as the scenario does. An escort is listed
 * for both sides (the other side wins if the escorted unit falls), and the
 * exit's label stands apart in brackets so French says "à 7 cases de la
 * sortie (le bord opposé)", not "de le bord".
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
#include "client_scenario_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "scenario/scenario.h"
#include "scenario/scenario_internal.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static app the_app;

static void test_scenario_side_names_in_play(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    esc_scenario *s = client_scenario_load(a, "last-light.json");
    snprintf(s->sides[0].name, sizeof s->sides[0].name, "Couriers");
    snprintf(s->sides[1].name, sizeof s->sides[1].name, "Mill guards");
    client_scenario_autosaves(a);
    board_battle *bb = client_scenario_launch(a, s, true, true, false);
    assert_non_null(bb);
    board_match *m = &bb->match;
    assert_string_equal(battle_side_title(m, &m->record.squads[0], 0), "Couriers");
    assert_string_equal(battle_side_title(m, &m->record.squads[1], 1), "Mill guards");
    /* Into the battle: the top bar names the side to play by the scenario's name. */
    for (int k = 0; k < 40 && m->game.phase == ESC_PHASE_DEPLOY; k++) {
        esc_action act = board_match_auto_deploy(m);
        assert_int_equal(board_match_apply(m, &act, NULL), ESC_OK);
    }
    battle_open(bb, false);
    client_draw_at(a, "scenario-side-names", 1280, 800);
    char bar[200];
    board_match_side_name(m, m->game.active, bar, sizeof bar);
    char want[260];
    snprintf(want, sizeof want, _("%s · %.60s"), bar, m->game.active == 0 ? "Couriers" : "Mill guards");
    assert_true(client_was_drawn(want));
}

static void test_escort_for_both_sides(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    esc_scenario *s = client_scenario_load(a, "the-courier.json");
    board_battle *bb = client_scenario_launch(a, s, true, true, false);
    board_match *m = &bb->match;
    for (int k = 0; k < 40 && m->game.phase == ESC_PHASE_DEPLOY; k++) {
        esc_action act = board_match_auto_deploy(m);
        assert_int_equal(board_match_apply(m, &act, NULL), ESC_OK);
    }
    battle_open(bb, false);
    client_draw_at(a, "scenario-escort-lines", 800, 560);
    client_draw_at(a, "scenario-escort-lines", 1280, 800);
    char line[300], who[200], said[600];
    for (int side = 0; side < ESC_SIDES; side++) { /* after the side's name (play-test 17) */
        assert_true(battle_objective_line(m, 0, side, line, sizeof line));
        board_match_side_name(m, side, who, sizeof who);
        snprintf(said, sizeof said, _("%s: %s"), who, line);
        assert_true(client_was_drawn_wrapped(said));
    }
    if (!client_language_run()) {
        int done = 0;
        assert_true(esc_objective_progress(&m->game, 0, 0, &done, NULL));
        char want[200];
        snprintf(want, sizeof want, "Courier: %d square%s from the exit (the far edge)", done, done == 1 ? "" : "s");
        assert_true(battle_objective_line(m, 0, 0, line, sizeof line));
        assert_string_equal(line, want);
        assert_true(battle_objective_line(m, 0, 1, line, sizeof line));
        assert_string_equal(line, "wins if Courier falls");
    }
}

/* Played to its end (the simple computer's choices for both sides): the
 * result names the scenario's side and says how the objective was met. */
static bool play_to_the_end(app *a, const char *file)
{
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    esc_scenario *s = client_scenario_load(a, file);
    board_battle *bb = client_scenario_launch(a, s, true, true, false);
    board_match *m = &bb->match;
    for (int k = 0; k < 2000 && m->game.phase != ESC_PHASE_OVER; k++) {
        esc_action act = board_match_auto_deploy(m);
        assert_int_equal(board_match_apply(m, &act, NULL), ESC_OK);
    }
    assert_int_equal(m->game.phase, ESC_PHASE_OVER);
    if (m->game.end_reason != ESC_END_OBJECTIVE || m->game.winner < 0)
        return false;
    battle_open(bb, false);
    client_draw_at(a, "scenario-result", 1280, 800);
    const char *how = esc_objective_end_text(esc_objective_end_of(&m->game, m->game.winner, NULL));
    assert_true(esc_objective_end_of(&m->game, m->game.winner, NULL) != ESC_OBJ_END_UNKNOWN);
    assert_non_null(strstr(client_drawn_texts(), _(how)));
    assert_null(strstr(client_drawn_texts(), _("holding the objective")));
    return true;
}

/* Played to its end (the simple computer's choices for both sides): the
 * result says how the objective was met, not "holding the objective". */
static void test_result_says_the_real_end(void **state)
{
    (void)state;
    static const char *const files[] = { "the-well.json", "the-hill.json", "the-courier.json", "the-envoy.json",
                                         "three-fords.json", "the-bridge.json" };
    int ended = 0;
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        ended += play_to_the_end(&the_app, files[i]);
    assert_true(ended > 0);
}

/* Played from the Scenarios list, a scenario leaves back to it: the result's
 * and the pause menu's button say "Back to scenarios" and land on the list. */
static void test_back_to_scenarios(void **state)
{
    (void)state;
    app *a = &the_app;
    client_scenario_open_list(a, 1280, 800, NULL);
    esc_scenario *s = client_scenario_load(a, "the-well.json");
    board_battle *bb = client_scenario_launch(a, s, true, true, true); /* as the list's Play does */
    assert_non_null(bb);
    assert_non_null(bb->leave_label);
    assert_string_equal(bb->leave_label, "Back to scenarios");
    board_match *m = &bb->match;
    for (int k = 0; k < 2000 && m->game.phase != ESC_PHASE_OVER; k++) {
        esc_action act = board_match_auto_deploy(m);
        assert_int_equal(board_match_apply(m, &act, NULL), ESC_OK);
    }
    battle_open(bb, false);
    client_draw_at(a, "scenario-result-back", 1280, 800);
    assert_true(client_was_drawn(_("Scenarios")));
    client_click_button(a, _("Scenarios"));
    assert_ptr_equal(app_scene_top(a), &scenario_list_scene);
}

/* A scenario with a briefing opens on it: the briefing and each side's goals
 * (the guards' "wins if Courier falls" too) on a card over the board; a click
 * on the board takes it away and places nothing. */
static void test_briefing_card(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    esc_scenario *s = client_scenario_load(a, "the-courier.json");
    assert_true(s->briefing[0] != '\0');
    board_battle *bb = client_scenario_launch(a, s, true, false, false);
    assert_true(bb->st.briefing);
    client_draw_at(a, "scenario-briefing", 800, 560);
    client_draw_at(a, "scenario-briefing", 1280, 800);
    assert_true(client_was_drawn(_("Click or press a key to begin")));
    if (!client_language_run())
        assert_non_null(strstr(client_drawn_texts(), "wins if Courier falls"));
    int actions = bb->match.record.n_actions;
    client_click_at(a, 1280 / 4, 800 / 2);
    bb = board_battle_current(a);
    assert_false(bb->st.briefing);
    assert_int_equal(bb->match.record.n_actions, actions);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    client_player_dirs("scenario-sides", "player", true);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    snprintf(the_app.user_dir, sizeof the_app.user_dir, "%.900s/skirmish", getenv("XDG_DATA_HOME"));
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scenario_side_names_in_play),
        cmocka_unit_test(test_escort_for_both_sides),
        cmocka_unit_test(test_result_says_the_real_end),
        cmocka_unit_test(test_back_to_scenarios),
        cmocka_unit_test(test_briefing_card),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
