/*
 * The Survive line counts the round the top bar shows (play-test 7): once a
 * side's last action is spent the turn stays open (Undo can take it back) and
 * the top bar keeps its round; the objectives panel said the next one
 * ("Round 2 of 10" beside "Survive: round 3 of 10"). Last Light, both sides
 * played by hand, to such a held turn.
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
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static app the_app;

static void test_survive_counts_the_held_round(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    client_set_size(a, 1280, 800);
    esc_scenario *s = client_scenario_load(a, "last-light.json");
    client_scenario_autosaves(a);
    board_battle *bb = client_scenario_launch(a, s, true, true, false);
    assert_non_null(bb);
    board_match *m = &bb->match;
    int survive = -1;
    for (int i = 0; i < m->game.scenario.n_objectives; i++)
        if (m->game.scenario.objectives[i].kind == ESC_OBJ_SURVIVE)
            survive = i;
    assert_true(survive >= 0);
    int side = m->game.scenario.objectives[survive].side == 1 ? 1 : 0;
    /* Play until a turn of round 2 or later ends on its last action: the turn is held. */
    bool held = false;
    for (int k = 0; k < 200 && !held && m->game.phase != ESC_PHASE_OVER; k++) {
        esc_game before = m->game;
        esc_action act = board_match_auto_deploy(m);
        assert_int_equal(board_match_apply(m, &act, NULL), ESC_OK);
        if (before.phase == ESC_PHASE_BATTLE && act.kind != ESC_ACT_END_TURN && m->game.phase == ESC_PHASE_BATTLE &&
            m->game.active != before.active && esc_game_round(&before) >= 2 &&
            esc_game_round(&m->game) != esc_game_round(&before)) {
            m->held = before.active;
            held = true;
            esc_game shown;
            assert_true(board_match_held_before(m, &shown));
            char line[300], want[120];
            assert_true(battle_objective_line(m, survive, side, line, sizeof line));
            int goal = m->game.scenario.objectives[survive].count;
            snprintf(want, sizeof want, _("Survive: round %d of %d"), esc_game_round(&before), goal);
            assert_string_equal(line, want);
            battle_open(bb, false);
            client_draw_at(a, "scenario-survive-held", 1280, 800);
            char bar[80];
            snprintf(bar, sizeof bar, _("Round %d of %d"), esc_game_round(&before), m->game.settings.round_limit);
            assert_true(client_was_drawn(bar));
            assert_true(client_was_drawn(want));
        }
    }
    assert_true(held);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    client_player_dirs("scenario-survive", "player", true);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    snprintf(the_app.user_dir, sizeof the_app.user_dir, "%.900s/skirmish", getenv("XDG_DATA_HOME"));
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_survive_counts_the_held_round),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
