/*
 * Play-test 9 (Escarmouche): the computer judges a draw offer in a scenario by
 * the scenario's objectives (The Courier's Sentinels, winning by lasting,
 * accepted a draw in round 2); a lesson offers no draw; the result screen names
 * the winning player, not the squad (a mirror match read "Free Company");
 * the result ignores a click in its first half second (play-test 12: a click
 * meant for the board started a rematch), unless animations are instant.
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
#include "client_esc_util.h"
#include "client_test_util.h"
#include "front/front.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/i18n.h"

static app the_app;

static board_battle *battle_begun(void)
{
    board_battle *bb = client_esc_battle_begun(&the_app, true, true);
    bb->st.turn_card = false;
    bb->st.toast[0] = '\0';
    return bb;
}

static void fell(esc_game *g, int unit)
{
    g->units[unit].flags |= ESC_UF_DEAD;
    g->units[unit].health = 0;
    g->units[unit].square = ESC_NO_SQUARE;
}

static void objective(esc_game *g, int kind, int side, int count)
{
    esc_scenario_rules *r = &g->scenario;
    esc_objective *o = &r->objectives[r->n_objectives++];
    o->kind = (uint8_t)kind;
    o->side = (int8_t)side;
    o->count = (uint8_t)count;
    o->unit = ESC_NO_UNIT;
    o->zones = 0;
}

static void scenario_on(esc_game *g, int limit_winner)
{
    memset(&g->scenario, 0, sizeof g->scenario);
    g->scenario.active = true;
    g->scenario.first_player = -1;
    g->scenario.limit_winner = (int8_t)limit_winner;
}

/* The computer, behind on points, wins by lasting: it refuses, saying it is the objectives. */
static void test_survive_refuses(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    int me = g->active, it = 1 - me;
    bb->match.human[it] = false;
    for (int k = 1; k < ESC_SQUAD_MAX; k++) /* it has lost all but one unit: behind on points */
        fell(g, it * ESC_SQUAD_MAX + k);
    assert_false(esc_objectives_ahead(g, it));
    scenario_on(g, ESC_LIMIT_POINTS);
    objective(g, ESC_OBJ_SURVIVE, it, 8);
    assert_true(esc_objectives_ahead(g, it));
    assert_false(esc_objectives_ahead(g, me));
    battle_offer_draw(a, bb);
    client_click_button(a, _("Offer a draw"));
    assert_int_equal(g->phase, ESC_PHASE_BATTLE);
    assert_non_null(strstr(bb->st.toast, _("the scenario's objectives favour it")));
    /* The round limit rules for it, without a survive objective: it is ahead too. */
    scenario_on(g, it);
    assert_true(esc_objectives_ahead(g, it));
    /* The limit rules for the player: not ahead, it accepts. */
    scenario_on(g, me);
    assert_false(esc_objectives_ahead(g, it));
    battle_offer_draw(a, bb);
    client_click_button(a, _("Offer a draw"));
    assert_int_equal(g->phase, ESC_PHASE_OVER);
    assert_int_equal(g->winner, -1);
    app_scene_pop_to_root(a);
}

/* Control markers for both sides: the side nearer its goal is ahead, whatever the limit says. */
static void test_marker_race(void **state)
{
    (void)state;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    int me = g->active, it = 1 - me;
    scenario_on(g, me);
    objective(g, ESC_OBJ_CONTROL, ESC_OBJ_BOTH_SIDES, 5);
    g->scenario.progress[0][it] = 3;
    g->scenario.progress[0][me] = 1;
    assert_true(esc_objectives_ahead(g, it));
    g->scenario.progress[0][it] = 1;
    g->scenario.progress[0][me] = 3;
    assert_false(esc_objectives_ahead(g, it));
    /* Even: the limit decides (it rules for the player). */
    g->scenario.progress[0][it] = 2;
    g->scenario.progress[0][me] = 2;
    assert_false(esc_objectives_ahead(g, it));
    assert_true(esc_objectives_ahead(g, me));
    app_scene_pop_to_root(&the_app);
}

static void no_coach(void *ctx, board_battle *bb, board_coach_view *out)
{
    (void)ctx;
    (void)bb;
    memset(out, 0, sizeof *out);
}

/* A lesson: Offer a draw and Concede are greyed, saying why. */
static void test_lesson_no_draw(void **state)
{
    (void)state;
    board_battle *bb = battle_begun();
    assert_true(battle_agree_possible(bb));
    bb->coach.look = no_coach;
    assert_false(battle_agree_possible(bb));
    assert_non_null(battle_agree_why_not(bb));
    battle_offer_draw(&the_app, bb);
    assert_int_equal(bb->match.game.phase, ESC_PHASE_BATTLE);
    bb->coach.look = NULL;
    app_scene_pop_to_root(&the_app);
}

/* The result names the winning player by seat name. */
static void test_result_names_player(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    char name[DATA_SEAT_NAME_MAX + 40], line[400];
    board_match_side_name(&bb->match, 0, name, sizeof name);
    g->phase = ESC_PHASE_OVER;
    g->winner = 0;
    g->end_reason = ESC_END_ROUND_LIMIT;
    int rounds = esc_game_round(g);
    snprintf(line, sizeof line, P_("%s, by %s after %d round", "%s, by %s after %d rounds", rounds), name,
             _(esc_end_reason_text(ESC_END_ROUND_LIMIT)), rounds);
    bb->st.overlay = BOARD_BATTLE_RESULT;
    client_draw_at(a, "hesc10b-result", 1280, 800);
    assert_true(client_was_drawn(line) || client_was_drawn_wrapped(line));
    app_scene_pop_to_root(a);
}

static void test_result_ignores_hasty_click(void **state)
{
    (void)state;
    app *a = &the_app;
    data_anim_speed was = a->prefs.anim_speed;
    a->prefs.anim_speed = DATA_ANIM_NORMAL;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    g->phase = ESC_PHASE_OVER;
    g->winner = 0;
    g->end_reason = ESC_END_ROUND_LIMIT;
    client_esc_tick(a, bb, 1, 0.01f);
    assert_int_equal(bb->st.overlay, BOARD_BATTLE_RESULT);
    client_draw_at(a, "hesc10b-hasty", 1280, 800);
    client_click_button(a, "Rematch");
    assert_ptr_equal(board_battle_current(a), bb); /* the same match: no rematch */
    assert_int_equal(bb->st.overlay, BOARD_BATTLE_RESULT);
    assert_int_equal(g->phase, ESC_PHASE_OVER);
    client_esc_tick(a, bb, 6, 0.1f);
    client_click_button(a, "View board");
    assert_int_not_equal(bb->st.overlay, BOARD_BATTLE_RESULT);
    a->prefs.anim_speed = was;
    app_scene_pop_to_root(a);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_survive_refuses),
        cmocka_unit_test(test_marker_race),
        cmocka_unit_test(test_lesson_no_draw),
        cmocka_unit_test(test_result_names_player),
        cmocka_unit_test(test_result_ignores_hasty_click),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
