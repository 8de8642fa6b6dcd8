/*
 * TRTS on screen after blind play-test 8 (helper hTr10): End of a quiet Micro
 * turn that ends the phase is said and asked first; "Same as last round"
 * counts what one click gives (the orders judged one after another); a
 * Technician building is not named as "moved this round".
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

#include "client_test_util.h"
#include "client_trts_screen_util.h"
#include "client_trts_util.h"
#include "skirmish/i18n.h"
#include "trts/board.h"
#include "trts/trts.h"

/* A drag within the team's own areas after the other player's quiet turn:
 * End would end Micro, so the panel says it and End asks first. */
static void test_end_quiet_turn_asks(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_quiet_move_scene(&watch, &nat);
    trts_state *s = &c->st;
    assert_false(s->turn_eventful);
    assert_true(drawn(_("End now and Micro ends: this turn is quiet so far (moves only within your team's areas), "
                        "like the turns before it. Your other units get no turn this round.")));
    SDL_Rect r = { 0, 0, 0, 0 };
    assert_true(trts_find_button(_("End"), &r));
    trts_click(r, 1);
    assert_int_equal(s->phase, TRTS_PHASE_GROUP); /* asked, not ended */
    assert_true(c->confirm_end);
    trts_shot("playtest8", "end-micro", true);
    assert_true(trts_find_button(_("Keep choosing"), &r));
    trts_click(r, 1);
    assert_false(c->confirm_end);
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
    assert_true(trts_find_button(_("End"), &r));
    trts_click(r, 1);
    assert_true(trts_find_button(_("Yes, end Micro"), &r));
    trts_click(r, 1);
    assert_int_equal(s->phase, TRTS_PHASE_REPOSITION);
    app_free(&off);
}

/* The first quiet turn of two: End is not asked, but the panel says the next
 * player's quiet turn would end Micro. */
static void test_quiet_turn_said(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(2, false, &watch, &nat);
    trts_state *s = &c->st;
    s->markers[nat] = 1u << 0;
    s->quiet = 0;
    draw();
    trts_drag(c, watch, nat);
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
    assert_true(drawn(_("A quiet turn so far: if the next player's turn is quiet too, Micro ends and your other "
                        "units get no turn this round.")));
    SDL_Rect r = { 0, 0, 0, 0 };
    assert_true(trts_find_button(_("End"), &r));
    trts_click(r, 1);
    assert_false(c->confirm_end);
    assert_int_equal(s->phase == TRTS_PHASE_GROUP, false);
    app_free(&off);
}

/* "Same as last round (N)": N is what one click gives, the orders judged one
 * after another (the first spends the minerals the second needed). */
static void test_repeat_counts_in_order(void **state)
{
    (void)state;
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    until_human(c);
    trts_state *s = &c->st;
    assert_int_equal(s->phase, TRTS_PHASE_MACRO);
    int depot = -1;
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 0 && s->pieces[i].building && s->pieces[i].finished)
            depot = i;
    assert_true(depot >= 0);
    const trts_faction *f = trts_player_faction(s, 0);
    int worker = trts_faction_worker(f);
    trts_action make = { .kind = TRTS_ACT_MAKE, .player = 0, .a = (int16_t)depot, .b = (int16_t)worker };
    s->players[0].minerals = f->units[worker].minerals; /* one, not two */
    s->players[0].gas = 0;
    assert_int_equal(trts_test(s, &make), TRTS_OK);
    c->repeat_round = s->round, c->repeat_player = 0, c->repeat_n = 2, c->repeat_mark = 0;
    c->repeat[0] = c->repeat[1] = make;
    assert_int_equal(trts_repeat_available(c), 1);
    char label[120];
    bool on = false;
    snprintf(label, sizeof label, _("Same as last round (%d)"), 1);
    draw();
    assert_true(app_find_button(&off, label, &(SDL_Rect){ 0, 0, 0, 0 }, &on) && on);
    char preview[600];
    trts_repeat_preview(c, preview, sizeof preview);
    snprintf(label, sizeof label, _("Gives again: %s."), i18n_content(f->units[worker].name));
    assert_string_equal(preview, label);
    app_free(&off);
}

/* Reposition: a Technician busy on a building did not move: it is named as
 * busy, not under "Moved this round". */
static void test_busy_worker_not_moved(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(1, false, &watch, &nat);
    trts_state *s = &c->st;
    trts_content *k = trts_content_get(&off);
    int tech = trts_state_place_unit(s, 0, trts_faction_worker(&k->rules.factions[TRTS_DIRECTORATE]), watch);
    assert_true(tech >= 0);
    s->pieces[tech].busy = true;
    s->pieces[tech].mp = 1;
    s->phase = TRTS_PHASE_REPOSITION;
    draw();
    char want[300], heading[200];
    /* under its own area's heading (play-test 14: under the last area's) */
    snprintf(heading, sizeof heading, _("Your units in %s:"), trts_area_label(&s->map->areas[watch]));
    snprintf(want, sizeof want, _("Busy building, they stay: %s"), trts_play_piece_label(c, s, tech));
    assert_true(drawn(heading));
    assert_true(drawn(want));
    const char *h = strstr(frame_text, heading), *w = strstr(frame_text, want);
    assert_true(h && w && h < w);
    char prefix[120];
    snprintf(prefix, sizeof prefix, "%s", _("Your units in %s:"));
    *strstr(prefix, "%s") = '\0';
    const char *next = strstr(h + 1, prefix); /* no other area's heading between */
    assert_true(!next || next > w);
    assert_null(strstr(frame_text, _("Moved this round, they stay:")));
    app_free(&off);
}

/* Lets the computer play until the player (seat 0) is to act. */
static void until_player(trts_screen *c)
{
    for (int i = 0; i < 400 && c->st.current != 0 && c->st.phase != TRTS_PHASE_OVER; i++)
        trts_play_scene.update(&off, c, 0.25f, true);
    draw();
}

/* Learn to play on TRTS's setup: the coached first game walked to its end, each
 * banner's step reached by what the player does (an order, Done, a drag, End,
 * Pass, Reposition's Done), the computer passive throughout. */
static void test_lesson_walked(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        setenv("SKIRMISH_SEED", "4", 1);
        assert_true(front_init_offscreen(&off, sizes[z][0], sizes[z][1]));
        off.frozen_ticks = 1000;
        off.prefs.anim_speed = DATA_ANIM_INSTANT;
        off.text_seen = text_seen;
        assert_true(app_scene_push(&off, &trts_setup_scene, NULL));
        draw();
        SDL_Rect r = { 0, 0, 0, 0 };
        assert_true(trts_find_button(_("Learn to play"), &r));
        trts_click(r, 1);
        trts_screen *c = trts_current(&off);
        assert_non_null(c);
        assert_int_equal(trts_lesson_step(c), 1);
        until_player(c);
        trts_state *s = &c->st;
        assert_int_equal(s->phase, TRTS_PHASE_MACRO);
        /* the computer plays Easy once the tips end, and its name says so (hTr11) */
        assert_int_equal(s->setup.level[1], 0);
        if (!strstr(trts_player_name(c, 1), _("Easy")))
            fail_msg("the lesson's computer is named \"%s\"", trts_player_name(c, 1));
        assert_true(drawn("1 of 7"));
        assert_true(trts_find_button(_("Skip tips"), &r));
        trts_shot("playtest8", "lesson-1", true);
        /* 1: an order (the worker at the HQ, through its button) */
        const trts_faction *f = trts_player_faction(s, 0);
        assert_true(trts_find_button(i18n_content(f->units[trts_faction_worker(f)].name), &r));
        trts_click(r, 1);
        assert_int_equal(trts_lesson_step(c), 2);
        assert_true(drawn("2 of 7"));
        /* 2: Done */
        assert_true(trts_find_button(_("Done"), &r));
        trts_click(r, 1);
        until_player(c);
        assert_true(s->phase == TRTS_PHASE_MICRO);
        assert_int_equal(trts_lesson_step(c), 3);
        assert_true(drawn("3 of 7"));
        trts_shot("playtest8", "lesson-3", true);
        /* 3: a drag to a free neighbour */
        int from = s->players[0].start_area, to = -1;
        for (int k = 0; k < s->map->areas[from].n_adj && to < 0; k++) {
            int n = s->map->areas[from].adj[k];
            trts_set units;
            bool retreat;
            char why[300];
            if (s->markers[n] == 0 && trts_play_judge_drop(c, from, n, &units, &retreat, why, sizeof why) == TRTS_OK)
                to = n;
        }
        assert_true(to >= 0);
        for (int i = s->n_pieces - 1; i >= 0; i--) /* one Technician picked, as the banner says */
            if (s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == 0 && s->pieces[i].area == from &&
                trts_set_empty(&c->sel))
                trts_set_add(&c->sel, i);
        trts_drag(c, from, to);
        int there = 0;
        for (int i = 0; i < s->n_pieces; i++)
            there += s->pieces[i].alive && s->pieces[i].owner == 0 && s->pieces[i].area == to;
        assert_int_equal(there, 1);
        assert_int_equal(s->phase, TRTS_PHASE_GROUP);
        assert_int_equal(trts_lesson_step(c), 4);
        assert_true(drawn("4 of 7"));
        /* 4: End */
        assert_true(trts_find_button(_("End"), &r));
        trts_click(r, 1);
        until_player(c);
        /* 5: Pass, when Micro comes back to the player */
        if (s->phase == TRTS_PHASE_MICRO) {
            assert_int_equal(trts_lesson_step(c), 5);
            assert_true(drawn("5 of 7"));
            assert_true(trts_find_button(_("Pass"), &r));
            trts_click(r, 1);
            until_player(c);
        }
        /* 6: Reposition's Done */
        assert_int_equal(s->phase, TRTS_PHASE_REPOSITION);
        assert_int_equal(trts_lesson_step(c), 6);
        assert_true(drawn("6 of 7"));
        assert_true(trts_find_button(_("Done"), &r));
        trts_click(r, 1);
        until_player(c);
        /* 7: the round is over; Got it, and the game goes on */
        assert_int_equal(s->round, 2);
        assert_int_equal(trts_lesson_step(c), 7);
        assert_true(drawn("7 of 7"));
        trts_shot("playtest8", "lesson-7", true);
        assert_true(trts_find_button(_("Got it"), &r));
        trts_click(r, 1);
        assert_int_equal(trts_lesson_step(c), 0);
        assert_null(strstr(frame_text, "7 of 7"));
        app_free(&off);
    }
}

/* The area's hover card describes the board under a still pointer: after an
 * action (the turn passed, the board changed) it waits for the pointer to move
 * instead of staying up from before. */
static void test_card_not_stale(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(2, false, &watch, &nat);
    float x, y;
    areamap_camera_to_screen(&c->cam, c->model.nodes[nat].x, c->model.nodes[nat].y, &x, &y);
    mouse_at(UI_EV_MOUSE_MOVE, (int)x + 2, (int)y + 2);
    draw();
    areamap_card k;
    trts_board_card(c, nat, &k);
    assert_int_equal(c->hover, nat);
    assert_true(drawn(k.subtitle));
    assert_true(trts_play_act(&off, c, (trts_action){ .kind = TRTS_ACT_PASS }));
    draw();
    assert_int_equal(c->hover, -1);
    assert_null(strstr(frame_text, k.subtitle));
    mouse_at(UI_EV_MOUSE_MOVE, (int)x + 3, (int)y + 2);
    draw();
    assert_int_equal(c->hover, nat);
    app_free(&off);
}

/* "Last turn again" draws "Fight here" only where a fight was: a move into a
 * free area is an engagement by the rules, but no battle (play-test 8: a fight
 * drawn in a neutral area); one that meets another team's pieces is. */
static void test_no_fight_in_free_area(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(2, false, &watch, &nat);
    static trts_state before, after;
    static trts_replay_marks k;
    before = c->st;
    trts_drag(c, watch, nat); /* into the free area next door */
    after = c->st;
    assert_true(after.engaged_by[nat] & 1u); /* an engagement by the rules */
    trts_replay_marks_of(&before, &after, 0, &k);
    assert_false(k.fight[nat]);
    assert_int_equal(k.n_moves, 1);
    /* the same with an enemy piece seen there: a fight */
    trts_content *kc = trts_content_get(&off);
    int e = trts_state_place_unit(&before, 1, trts_faction_unit(&kc->rules.factions[TRTS_MYRIAD], "skitter"), nat);
    assert_true(e >= 0);
    before.pieces[e].public_ = true;
    trts_replay_marks_of(&before, &after, 0, &k);
    assert_true(k.fight[nat]);
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_end_quiet_turn_asks),
        cmocka_unit_test(test_quiet_turn_said),
        cmocka_unit_test(test_repeat_counts_in_order),
        cmocka_unit_test(test_busy_worker_not_moved),
        cmocka_unit_test(test_lesson_walked),
        cmocka_unit_test(test_card_not_stale),
        cmocka_unit_test(test_no_fight_in_free_area),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
