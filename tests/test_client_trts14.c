/*
 * TRTS, blind play-test 12 (hTr14): the live map's marks say what became of an
 * area the others attacked: "Captured" only when it changed hands, "Attack
 * repelled" when the attack failed (a red "Captured" stayed on an area the
 * enemy had failed to take), read from the seat's views only.
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
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

/* Seat 0 (a person) holds B with a trooper; seat 1 (the computer) engages it
 * from C with a skitter: the area is contested, the skitter public. */
static int engaged(trts_state *S, trts_state *A, int *mine)
{
    static const int dd[] = { TRTS_DIRECTORATE, TRTS_MYRIAD };
    tt_game(S, TRTS_DUEL, 2, dd, TRTS_PHASE_MICRO);
    S->players[0].computer = false;
    *mine = tt_unit(S, 0, "trooper", TT_B);
    int e = tt_unit(S, 1, "skitter", TT_C);
    S->pieces[e].public_ = true;
    tt_marker(S, 0, TT_B);
    tt_marker(S, 1, TT_C);
    *A = *S;
    A->pieces[e].area = TT_B;
    tt_marker(A, 1, TT_B);
    A->engaged_by[TT_B] |= 2u;
    A->engaged_from = UINT64_C(1) << TT_C;
    A->pieces[*mine].public_ = true;
    return e;
}

/* The engagement is a fight, not a capture; the attack failing (the seat's own
 * step: its targets) turns it into "Attack repelled", never "Captured". */
static void test_failed_attack_not_captured(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static trts_state S, A, F, W;
    static trts_screen c;
    int mine;
    int e = engaged(&S, &A, &mine);
    memset(&c, 0, sizeof c);
    trts_news_note(&c, &S, &A, 1); /* the computer engages */
    assert_non_null(c.news);
    assert_true(c.news[0].fight[TT_B]);
    assert_int_equal(c.news[0].taken[TT_B], -1);
    assert_false(c.news[0].held[TT_B]);
    /* the fight, fought in the seat's own step: the skitter dies, its marker goes */
    F = A;
    F.pieces[e].alive = false;
    F.markers[TT_B] = 1u;
    trts_news_note(&c, &A, &F, 0);
    assert_int_equal(c.news[0].taken[TT_B], -1);
    assert_true(c.news[0].held[TT_B]);
    assert_false(c.news[0].cleared[TT_B]);
    assert_int_equal(c.news[0].lost_other[TT_B], 1);
    assert_int_equal(c.news[0].lost_own[TT_B], 0);
    /* the same step seen alone: repelled, not captured */
    static trts_replay_marks k;
    trts_replay_marks_of(&A, &F, 0, &k);
    assert_int_equal(k.taken[TT_B], -1);
    assert_true(k.held[TT_B]);
    /* the attack succeeding: the seat's trooper dies, its marker goes: captured by seat 1 */
    W = A;
    W.pieces[mine].alive = false;
    W.markers[TT_B] = 2u;
    trts_news_note(&c, &A, &W, 0);
    assert_int_equal(c.news[0].taken[TT_B], 1);
    assert_false(c.news[0].held[TT_B]);
    free(c.news);
}

/* Only the seat's view: the same failed attack with a hidden enemy piece
 * dying elsewhere makes the very same marks. */
static void test_repelled_seat_view(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static trts_state S, A, F, F2;
    static trts_replay_marks k, k2;
    int mine;
    int e = engaged(&S, &A, &mine);
    int h = tt_unit(&A, 1, "skitter", TT_E);
    A.pieces[h].public_ = false;
    F = A;
    F.pieces[e].alive = false;
    F.markers[TT_B] = 1u;
    F2 = F;
    F2.pieces[h].alive = false;
    trts_replay_marks_of(&A, &F, 0, &k);
    trts_replay_marks_of(&A, &F2, 0, &k2);
    assert_memory_equal(&k, &k2, sizeof k);
    assert_true(k.held[TT_B]);
    assert_int_equal(k.taken[TT_B], -1);
}

/* On the live map: "Attack repelled" by the area, off the fight's mark there
 * (play-test 12: "Fight here" hid "Captured"), at both window sizes. */
static void test_repelled_drawn(void **state)
{
    (void)state;
    for (int z = 0; z < 2; z++) {
        int watch, nat;
        trts_screen *c = trts_news_scene_sized(z, &watch, &nat);
        c->news[0].fight[watch] = true;
        c->news[0].held[watch] = true;
        c->news[0].fight[nat] = true;
        c->news[0].taken[nat] = 1;
        trts_repelled_shot("14");
        assert_true(drawn(_("Captured")));
        app_free(&off);
    }
}

/* Reposition onto another team's area far off: refused for the first rule
 * that forbids it, the target not the team's (play-test 12: "needs 7 MP ...
 * walking units go round the cliff"), not for the MP; a far area of the
 * team's own is still refused for the MP. */
static void test_reposition_first_rule(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(1, false, &watch, &nat);
    trts_state *s = &c->st;
    s->phase = TRTS_PHASE_REPOSITION;
    int enemy_main = s->players[1].start_area, far = trts_map_find_area(s->map, "n-third");
    assert_true(enemy_main >= 0 && far >= 0);
    trts_set_clear(&c->sel);
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == 0 && s->pieces[i].area == watch)
            trts_set_add(&c->sel, i);
    assert_false(trts_set_empty(&c->sel));
    trts_set units;
    bool retreat;
    char reason[400], want[400];
    assert_int_not_equal(trts_play_judge_drop(c, watch, enemy_main, &units, &retreat, reason, sizeof reason), TRTS_OK);
    snprintf(want, sizeof want, _("units reposition only into your team's areas, and %s is not one"),
             trts_area_label(&s->map->areas[enemy_main]));
    assert_string_equal(reason, want);
    trts_drag(c, watch, enemy_main);
    assert_true(drawn(want));
    trts_shot("14", "reposition", true);
    /* a far area the team holds: the MP it needs */
    s->markers[far] = 1u << 0;
    assert_int_not_equal(trts_play_judge_drop(c, watch, far, &units, &retreat, reason, sizeof reason), TRTS_OK);
    assert_null(strstr(reason, _("units reposition only into your team's areas")));
    app_free(&off);
}

/* The hover card's count of pieces in plain words (play-test 12: "You see 0
 * pieces here (0 of yours hidden)"). */
static void test_card_sight_words(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static trts_screen C;
    static trts_game_record names;
    static const int dd[] = { TRTS_DIRECTORATE, TRTS_MYRIAD };
    names.setup.n_players = 2;
    C.rec = &names;
    tt_game(&C.st, TRTS_DUEL, 2, dd, TRTS_PHASE_MICRO);
    int t = tt_unit(&C.st, 0, "trooper", TT_B);
    C.st.pieces[t].public_ = false;
    C.viewer = 0;
    char text[2048];
    areamap_card k;
    trts_board_card(&C, TT_C, &k);
    text[0] = '\0';
    for (int r = 0; r < k.n_rows; r++)
        strncat(text, k.rows[r].text, sizeof text - strlen(text) - 1);
    assert_non_null(strstr(text, _("No pieces of yours here; any enemy pieces here are hidden from you")));
    assert_null(strstr(text, "0 of yours"));
    trts_board_card(&C, TT_B, &k);
    text[0] = '\0';
    for (int r = 0; r < k.n_rows; r++)
        strncat(text, k.rows[r].text, sizeof text - strlen(text) - 1);
    assert_non_null(strstr(text, "You see 1 piece here; 1 of yours are hidden from the enemy"));
}

/* Esc on the game-over table closes it, to the map (play-test 12: it did
 * nothing), as "View map" does. */
static void test_result_esc(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    c->st.phase = TRTS_PHASE_OVER;
    c->st.winner = 0;
    c->st.winners = 1u;
    c->show_result = true;
    draw();
    assert_true(drawn(_("View map")));
    key(UI_KEY_ESCAPE);
    assert_false(c->show_result);
    assert_ptr_equal(app_scene_top(&off), &trts_play_scene);
    app_free(&off);
}

/* After a build from the panel, the next free worker here is picked, so the
 * build buttons are not all grey (play-test 12: the busy builder stayed
 * picked); the last free one building leaves a line saying why they are. */
static void test_build_picks_next_worker(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    trts_state *s = &c->st;
    assert_int_equal(s->phase, TRTS_PHASE_MACRO);
    int home = s->players[0].start_area, w[2], n = 0;
    for (int i = 0; i < s->n_pieces && n < 2; i++)
        if (s->pieces[i].alive && s->pieces[i].owner == 0 && s->pieces[i].area == home && trts_piece_worker(s, i))
            w[n++] = i;
    assert_int_equal(n, 2);
    s->players[0].minerals = 20;
    c->sel_area = home;
    c->worker = -1;
    draw();
    assert_int_equal(c->worker, w[0]); /* the first free worker picked */
    const char *hab = i18n_content(trts_player_faction(s, 0)->buildings[TRTS_ROLE_SUPPLY].name);
    SDL_Rect r;
    assert_true(trts_find_button(hab, &r));
    /* a worker more (made, or come in) does not move the build buttons (play-test 12) */
    trts_content *kc = trts_content_get(&off);
    int extra = trts_state_place_unit(s, 0, trts_faction_unit(&kc->rules.factions[TRTS_DIRECTORATE], "technician"), home);
    assert_true(extra >= 0);
    draw();
    SDL_Rect r2;
    assert_true(trts_find_button(hab, &r2));
    assert_int_equal(r2.y, r.y);
    s->pieces[extra].alive = false;
    draw();
    trts_click(r, 1);
    draw();
    assert_true(s->pieces[w[0]].busy || s->pieces[w[0]].built_this_round);
    assert_int_equal(c->worker, w[1]);
    off.frozen_ticks += 1000;
    draw();
    assert_true(trts_find_button(hab, &r));
    trts_click(r, 1);
    draw();
    assert_int_equal(c->worker, w[1]);
    assert_true(drawn(s->pieces[w[1]].busy ? _("Busy: building until its construction is finished.")
                                           : _("Built this round: it starts no other construction until the next round.")));
    trts_shot("14", "built", true);
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_failed_attack_not_captured),
        cmocka_unit_test(test_repelled_seat_view),
        cmocka_unit_test(test_repelled_drawn),
        cmocka_unit_test(test_reposition_first_rule),
        cmocka_unit_test(test_card_sight_words),
        cmocka_unit_test(test_result_esc),
        cmocka_unit_test(test_build_picks_next_worker),
    };
    return cmocka_run_group_tests_name("client trts play-test 12", tests, NULL, NULL);
}
