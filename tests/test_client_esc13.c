/*
 * hEsc13 (play-test 11), Escarmouche's setup: the default match pairs squads
 * of equal rank points (Arcane Circle's 30 met Free Company's 28, and the
 * bigger won at the round limit by waiting); squads of unequal worth are said
 * plainly on the setup screen.
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
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "skirmish/i18n.h"
#include "tutorial/tutorial.h"

static app the_app;

static int squad_named(const escarmouche_content *c, const char *name)
{
    for (int i = 0; i < c->n_squads; i++)
        if (strcmp(c->squads[i].name, name) == 0)
            return i;
    fail_msg("no squad %s", name);
    return -1;
}

static void test_default_pair_even(void **state)
{
    (void)state;
    escarmouche_content *c = escarmouche_content_get(&the_app);
    assert_non_null(c);
    int r0 = esc_squad_test(&c->squads[c->setup.squad[0]]).rank_points;
    int r1 = esc_squad_test(&c->squads[c->setup.squad[1]]).rank_points;
    assert_int_equal(r0, r1);
    assert_int_not_equal(c->setup.squad[0], c->setup.squad[1]);
    assert_int_equal(esc_squad_test(&c->squads[c->watch.squad[0]]).rank_points,
                     esc_squad_test(&c->squads[c->watch.squad[1]]).rank_points);
    char note[300];
    escarmouche_setup_uneven_note(&c->setup, &c->squads[c->setup.squad[0]], &c->squads[c->setup.squad[1]], note,
                                  sizeof note);
    assert_string_equal(note, "");
    /* Arcane Circle (30) against Free Company (28): said, with who and by how much. */
    escarmouche_setup s = c->setup;
    s.round_limit = 20;
    snprintf(s.name[0], sizeof s.name[0], "%s", "Alice");
    escarmouche_setup_uneven_note(&s, &c->squads[squad_named(c, "Arcane Circle")],
                                  &c->squads[squad_named(c, "Free Company")], note, sizeof note);
    print_message("%s\n", note);
    assert_non_null(strstr(note, "Alice's squad is worth 2 rank points more"));
    assert_non_null(strstr(note, "round limit"));
    /* The other way round: player 2's name (the computer's by default). */
    escarmouche_setup_uneven_note(&s, &c->squads[squad_named(c, "Free Company")],
                                  &c->squads[squad_named(c, "Arcane Circle")], note, sizeof note);
    assert_null(strstr(note, "Alice"));
    assert_non_null(strstr(note, "2 rank points more"));
    /* No round limit: nothing to say. */
    s.round_limit = 0;
    escarmouche_setup_uneven_note(&s, &c->squads[squad_named(c, "Arcane Circle")],
                                  &c->squads[squad_named(c, "Free Company")], note, sizeof note);
    assert_string_equal(note, "");
}

/* Hot-seat: each player's first placement has its hand-off card (play-test
 * 11: Bob's had one, Alice's none). */
static void test_second_deployer_card(void **state)
{
    (void)state;
    board_battle *bb = client_esc_battle_start(&the_app, true, true);
    esc_game *g = &bb->match.game;
    assert_int_equal(g->phase, ESC_PHASE_DEPLOY);
    assert_true(bb->st.turn_card);
    int first = g->active;
    bb->st.turn_card = false;
    board_input_sync(&bb->st.input, g);
    esc_bits lit = board_input_clickable(&bb->st.input, g);
    assert_true(lit != 0);
    board_input_event e = { BOARD_INPUT_EV_CLICK, __builtin_ctzll(lit), BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(&the_app, &e);
    board_anim_finish(&bb->st.anim);
    client_esc_tick(&the_app, bb, 3, 0.1f);
    assert_int_equal(g->active, first ^ 1);
    assert_true(bb->st.turn_card);
    assert_int_equal(bb->st.turn_card_side, first ^ 1);
    /* Play-test 15: the banner (it blocks nothing) names the player at each
     * hand-over of the placing. */
    bb->st.turn_card = false;
    board_input_sync(&bb->st.input, g);
    lit = board_input_clickable(&bb->st.input, g);
    board_input_event f = { BOARD_INPUT_EV_CLICK, __builtin_ctzll(lit), BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(&the_app, &f);
    board_anim_finish(&bb->st.anim);
    client_esc_tick(&the_app, bb, 3, 0.1f);
    assert_true(bb->st.turn_card);
    assert_int_equal(bb->st.turn_card_side, g->active);
    app_scene_pop_to_root(&the_app);
}

/* The last turn shown again says so in the top bar (play-test 11: it read as
 * a live turn). */
static void test_replay_bar(void **state)
{
    (void)state;
    board_battle *bb = client_esc_battle_playing(&the_app);
    esc_game *g = &bb->match.game;
    int before = g->active;
    esc_action end = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    static esc_events events;
    assert_int_equal(board_match_apply(&bb->match, &end, &events), ESC_OK);
    board_anim_finish(&bb->st.anim);
    client_esc_tick(&the_app, bb, 3, 0.1f);
    assert_int_not_equal(g->active, before);
    bb->st.turn_card = false;
    battle_replay_toggle(bb, 1.0f);
    assert_true(bb->st.replay.on);
    client_draw_at(&the_app, "esc13-replay-bar", 1280, 800);
    assert_true(client_was_drawn("Replay: Player 1's last turn") || client_was_drawn("Replay: Player 2's last turn"));
    battle_replay_toggle(bb, 1.0f);
    app_scene_pop_to_root(&the_app);
}

/* Another game's battle caption in the top bar gives way to a passing
 * message (play-test 11, Campaign: "deploys first" lay over it). */
static void test_toast_over_caption(void **state)
{
    (void)state;
    board_battle *bb = client_esc_battle_playing(&the_app);
    snprintf(bb->match.caption, sizeof bb->match.caption, "%s", "Battle at Testmoor");
    client_pseudo_allow("Battle at Testmoor");
    client_draw_at(&the_app, "esc13-caption", 1280, 800);
    assert_true(client_was_drawn("Battle at Testmoor"));
    snprintf(bb->st.toast, sizeof bb->st.toast, "%s", _("Your turn"));
    client_draw_at(&the_app, "esc13-caption-toast", 1280, 800);
    assert_false(client_was_drawn("Battle at Testmoor"));
    bb->st.toast[0] = '\0';
    bb->match.caption[0] = '\0';
    app_scene_pop_to_root(&the_app);
}

/* Learn to play: the button under the lessons names the lesson it starts
 * (play-test 11: a row starts its lesson, so Start seemed to have no job). */
static void test_learn_start_names_lesson(void **state)
{
    (void)state;
    app_scene_pop_to_root(&the_app);
    assert_true(app_scene_push(&the_app, &tutorial_scene, NULL));
    client_draw_at(&the_app, "esc13-learn", 1280, 800);
    if (!client_language_run())
        assert_true(client_was_drawn("Start Lesson 1: Moving"));
    app_scene_pop_to_root(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_default_pair_even),
        cmocka_unit_test(test_second_deployer_card),
        cmocka_unit_test(test_replay_bar),
        cmocka_unit_test(test_toast_over_caption),
        cmocka_unit_test(test_learn_start_names_lesson),
    };
    return client_esc_run_tests(&the_app, tests, sizeof tests / sizeof tests[0]);
}
