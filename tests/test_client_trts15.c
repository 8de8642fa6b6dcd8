/*
 * TRTS, blind play-test 13 (hTr15): the map's combat marks say whose pieces
 * were lost ("You −1", "Enemy −1"), count only pieces the seat saw die (a
 * unit whose area stopped being contested only hid), and a failed attack is
 * worded from the seat's side ("Your attack failed" to the attacker, "Attack
 * repelled" to the holder) with what still holds the area.
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
#include "shell/unfinished.h"
#include "skirmish/data/trts_files.h"
#include "client_trts_screen_util.h"
#include "client_trts_util.h"
#include "skirmish/i18n.h"
#include "trts/board.h"
#include "trts/panel_kit.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

static const int dd[] = { TRTS_DIRECTORATE, TRTS_DIRECTORATE };

/* Play-test 13, Carrefour est: the seat's trooper dies in B, the enemy's
 * blade lives on there; the area is no longer contested, so the blade hides:
 * the seat lost one piece, the enemy none ("−2 lost" before). */
static void test_hidden_is_not_lost(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static trts_state S, A;
    static trts_replay_marks k, k1;
    tt_game(&S, TRTS_DUEL, 2, dd, TRTS_PHASE_MICRO);
    int mine = tt_unit(&S, 0, "trooper", TT_B), e = tt_unit(&S, 1, "trooper", TT_B);
    S.pieces[mine].public_ = S.pieces[e].public_ = true;
    tt_marker(&S, 0, TT_B);
    tt_marker(&S, 1, TT_B);
    A = S;
    A.pieces[mine].alive = false;
    A.pieces[e].public_ = false; /* its area is its team's alone now: out of sight */
    A.markers[TT_B] = 2u;
    trts_replay_marks_of(&S, &A, 0, &k);
    assert_int_equal(k.lost_own[TT_B], 1);
    assert_int_equal(k.lost_other[TT_B], 0);
    /* the other seat: it lost nothing, the enemy (seat 0) one */
    trts_replay_marks_of(&S, &A, 1, &k1);
    assert_int_equal(k1.lost_own[TT_B], 0);
    assert_int_equal(k1.lost_other[TT_B], 1);
    assert_int_equal(k1.lost_whose[TT_B], 0);
    /* both die (play-test 13, South Expansion): one each, each side told */
    A.pieces[e].alive = false;
    A.pieces[e].public_ = true;
    A.markers[TT_B] = 0;
    trts_replay_marks_of(&S, &A, 0, &k);
    assert_int_equal(k.lost_own[TT_B], 1);
    assert_int_equal(k.lost_other[TT_B], 1);
    assert_int_equal(k.lost_whose[TT_B], 1);
}

/* Seat 0 attacks B, held by seat 1 with a Habitat (being built) and a hidden
 * trooper; seat 0's trooper dies there and its marker goes. */
static int failed_attack(trts_state *S, trts_state *A, int *hab)
{
    tt_game(S, TRTS_DUEL, 2, dd, TRTS_PHASE_MICRO);
    S->players[0].computer = S->players[1].computer = false;
    int mine = tt_unit(S, 0, "trooper", TT_B);
    *hab = tt_building(S, 1, trts_player_faction(S, 1)->buildings[TRTS_ROLE_SUPPLY].id, TT_B, false);
    int guard = tt_unit(S, 1, "trooper", TT_B);
    S->pieces[mine].public_ = S->pieces[*hab].public_ = S->pieces[guard].public_ = true;
    tt_marker(S, 0, TT_B);
    tt_marker(S, 1, TT_B);
    S->engaged_by[TT_B] = 1u;
    S->pieces[mine].seen = S->pieces[*hab].seen = S->pieces[guard].seen = 1; /* as the core numbers them */
    *A = *S;
    A->pieces[mine].alive = false;
    A->pieces[guard].public_ = false; /* no longer contested: the guard hides */
    A->markers[TT_B] = 2u;
    return guard;
}

static void test_failed_attack_sides(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static trts_state S, A, A2;
    static trts_replay_marks k0, k1, k2;
    int hab;
    int guard = failed_attack(&S, &A, &hab);
    trts_replay_marks_of(&S, &A, 0, &k0);
    assert_true(k0.held[TT_B]);
    assert_int_equal(k0.held_by[TT_B], trts_team_of(&A, 1));
    assert_int_equal(k0.lost_own[TT_B], 1);
    assert_int_equal(k0.lost_other[TT_B], 0);
    assert_int_equal(k0.n_stand[TT_B], 1); /* the hidden guard is not told */
    assert_true(k0.stand[TT_B].building);
    assert_true(k0.stand_unfinished[TT_B]);
    /* the holder sees both its pieces */
    trts_replay_marks_of(&S, &A, 1, &k1);
    assert_true(k1.held[TT_B]);
    assert_int_equal(k1.n_stand[TT_B], 2);
    assert_int_equal(k1.lost_other[TT_B], 1);
    /* only what seat 0 may not see changes: the same marks */
    A2 = A;
    A2.pieces[guard].hp = 1;
    int more = tt_unit(&A2, 1, "trooper", TT_B); /* another hidden trooper comes */
    A2.pieces[more].public_ = false;
    trts_replay_marks_of(&S, &A2, 0, &k2);
    assert_memory_equal(&k0, &k2, sizeof k0);
}

/* On screen, hot-seat: seat 0 reads a red "Your attack failed" and what holds
 * the area, seat 1 a green "Attack repelled", and the losses split by side,
 * at both window sizes. */
static void test_failed_attack_drawn(void **state)
{
    (void)state;
    for (int z = 0; z < 2; z++) {
        int watch, nat;
        trts_screen *c = trts_news_scene_sized(z, &watch, &nat);
        trts_replay_marks *k = &c->news[0];
        int hab = -1;
        for (int i = 0; i < c->st.n_pieces && hab < 0; i++)
            if (c->st.pieces[i].alive && c->st.pieces[i].building && c->st.pieces[i].owner == 1)
                hab = i;
        assert_true(hab >= 0);
        k->seat = 0;
        k->fight[nat] = k->held[nat] = true;
        k->held_by[nat] = (int8_t)trts_team_of(&c->st, 1);
        k->n_stand[nat] = 1;
        k->stand[nat] = (trts_log_piece){ .born = c->st.pieces[hab].born, .owner = 1,
                                         .type = c->st.pieces[hab].type, .building = true };
        k->stand_unfinished[nat] = true;
        k->lost_own[nat] = 1;
        k->lost_other[nat] = 1;
        k->lost_whose[nat] = 1;
        draw();
        assert_true(drawn(_("Your attack failed")));
        assert_false(drawn(_("Attack repelled")));
        assert_true(drawn(_("You −1")));
        assert_true(drawn(_("Enemy −1")));
        char name[120], sub[200];
        snprintf(name, sizeof name, _("%s (being built)"), trts_play_log_label(c, &c->st, &k->stand[nat]));
        snprintf(sub, sizeof sub, _("Their %s still holds it"), name);
        assert_true(drawn(sub));
        trts_shot("15", "attack-failed", true);
        /* the holder's seat: repelled, in green */
        c->news[1] = *k;
        c->news[1].seat = 1;
        c->news[1].lost_whose[nat] = 0; /* its enemy is seat 0 */
        c->viewer = c->last_decider = c->st.current = 1;
        trts_repelled_shot("15");
        assert_false(drawn(_("Your attack failed")));
        app_free(&off);
    }
}

/* Play-test 13: both Technicians dragged out of the start area into a free
 * area: the drop is asked first, saying next round's minerals (+m → +0) and
 * that it cannot be undone; Esc leaves all as it was. One worker of two is
 * not asked (the area still mines). While the drag is held, the preview says
 * the income too. At both window sizes. */
static void test_worker_drag_income_first(void **state)
{
    (void)state;
    for (int z = 0; z < 2; z++) {
        int watch, nat;
        trts_screen *c = trts_micro_scene_sized(z, 0, false, &watch, &nat);
        trts_state *s = &c->st;
        int home = s->players[0].start_area, w[4], n = 0;
        for (int i = 0; i < s->n_pieces && n < 4; i++)
            if (s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == 0 && s->pieces[i].area == home)
                w[n++] = i;
        assert_true(n >= 2);
        int m = 0;
        trts_income_forecast(s, 0, s->round + 1, &m, NULL);
        assert_true(m > 0);
        char income[200];
        snprintf(income, sizeof income, _("%sNext round: +%d → +%d minerals."), "", m, 0);
        /* one worker: less, but the area still mines: no question (said in the preview) */
        trts_set one;
        trts_set_clear(&one);
        trts_set_add(&one, w[0]);
        char out[600];
        assert_int_equal(trts_play_income_words(c, &one, nat, out, sizeof out), 1);
        /* both, held over the target: the preview says it */
        trts_set_clear(&c->sel);
        for (int k = 0; k < n; k++)
            trts_set_add(&c->sel, w[k]);
        assert_int_equal(trts_play_income_words(c, &c->sel, nat, out, sizeof out), 2);
        assert_non_null(strstr(out, income));
        SDL_Point over;
        trts_drag_hold(c, home, nat, NULL, &over);
        draw();
        assert_true(drawn(income));
        trts_shot("15", "drag-income", true);
        /* dropped: asked first, nothing done */
        int before = c->rec->n_actions;
        mouse_at(UI_EV_MOUSE_UP, over.x, over.y);
        draw();
        assert_string_equal(app_scene_name(&off), "trts-move-confirm");
        assert_int_equal(c->rec->n_actions, before);
        assert_true(drawn(income));
        assert_true(drawn(_("No Undo after this move: it shows whether enemies are there.")));
        trts_shot("15", "ask-income", true);
        key(UI_KEY_ESCAPE);
        assert_string_equal(app_scene_name(&off), "trts");
        assert_int_equal(c->rec->n_actions, before);
        for (int k = 0; k < n; k++)
            assert_int_equal(c->st.pieces[w[k]].area, home);
        app_free(&off);
    }
}

/* Play-test 13: a newcomer sat on 11 to 20 minerals for eight rounds. In
 * Macro with nothing ordered, the panel says the next useful step from the
 * core's legal actions: a Drill Hall to build while there is none, a unit to
 * train once there is; gone once something is queued; and a bank about to
 * overflow is warned of first. At both window sizes. */
static void test_macro_next_step(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        trts_screen *c = open_duel(sizes[z][0], sizes[z][1]);
        trts_state *s = &c->st;
        assert_int_equal(s->phase, TRTS_PHASE_MACRO);
        const trts_faction *f = trts_player_faction(s, 0);
        s->players[0].minerals = 20;
        char step[400], want[400];
        int m = 0;
        trts_income_forecast(s, 0, s->round + 1, &m, NULL);
        assert_int_equal(trts_panel_next_step(c, 0, m, step, sizeof step), 2);
        snprintf(want, sizeof want, P_("Next step, with your %d mineral: build a %s (pick an area, then a worker) to train an army.",
                                       "Next step, with your %d minerals: build a %s (pick an area, then a worker) to train "
                                       "an army.",
                                       20),
                 20, i18n_content(f->buildings[TRTS_ROLE_TIER1].name));
        assert_string_equal(step, want);
        draw();
        trts_shot("15", "next-step", true);
        assert_true(drawn(want));
        /* with a Drill Hall: train a unit there */
        int hall = tt_building(s, 0, f->buildings[TRTS_ROLE_TIER1].id, s->players[0].start_area, true);
        assert_true(hall >= 0);
        assert_int_equal(trts_panel_next_step(c, 0, m, step, sizeof step), 2);
        assert_non_null(strstr(step, i18n_content(f->buildings[TRTS_ROLE_TIER1].name)));
        draw();
        assert_true(drawn(step));
        trts_shot("15", "next-step-train", true);
        /* nearly full: the bank's warning first */
        s->players[0].minerals = TRTS_BANK_CAP - 1;
        assert_int_equal(trts_panel_next_step(c, 0, m, step, sizeof step), 1);
        snprintf(want, sizeof want, _("Bank nearly full (%d of %d minerals): spend now, or part of next round's +%d is lost."),
                 TRTS_BANK_CAP - 1, TRTS_BANK_CAP, m);
        assert_string_equal(step, want);
        draw();
        assert_true(drawn(want));
        trts_shot("15", "bank-full", true);
        /* an order queued: no step said (the bank's warning only if still too full) */
        s->players[0].minerals = 20;
        int worker = trts_faction_worker(f), hq = -1;
        for (int i = 0; i < s->n_pieces && hq < 0; i++)
            if (s->pieces[i].alive && s->pieces[i].building && s->pieces[i].owner == 0 &&
                s->pieces[i].type == TRTS_ROLE_DEPOT)
                hq = i;
        assert_true(trts_play_act(&off, c, (trts_action){ .kind = TRTS_ACT_MAKE, .a = (int16_t)hq, .b = (int16_t)worker }));
        assert_true(trts_panel_macro_orders(c, 0));
        assert_int_equal(trts_panel_next_step(c, 0, m, step, sizeof step), 0);
        draw();
        assert_false(drawn("Next step"));
        app_free(&off);
    }
}

/* Play-test 13: after "View map" on a finished game, Results (in Save's
 * place, a finished game has nothing to save) opens the table again. */
static void test_results_again(void **state)
{
    (void)state;
    static const int sizes[][2] = { { 1280, 800 }, { 800, 560 } };
    for (int z = 0; z < 2; z++) {
        trts_screen *c = open_duel(sizes[z][0], sizes[z][1]);
        c->st.phase = TRTS_PHASE_OVER;
        c->st.winner = 1;
        c->st.winners = 2u;
        c->show_result = true;
        draw();
        key(UI_KEY_ESCAPE); /* "View map" */
        assert_false(c->show_result);
        draw();
        SDL_Rect r;
        assert_true(trts_find_button(_("Results"), &r));
        trts_shot("15", "results-button", true);
        trts_click(r, 1);
        draw();
        assert_true(c->show_result);
        assert_true(drawn(_("View map")));
        app_free(&off);
    }
}

/* Play-test 13: Replay was greyed on a finished game whose last turn was the
 * seat's own. With nothing seen since its turn, the last round is shown
 * again from its start; with nothing seen in it either, the tooltip says so. */
static void test_replay_finished_game(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static trts_state S, A, B, C, D;
    trts_screen *c = open_duel(1280, 800);
    memset(c->last_turn, 0, sizeof c->last_turn);
    S = c->st;
    S.phase = TRTS_PHASE_REPOSITION;
    S.current = 1;
    A = S;
    A.round = S.round + 1; /* the last round begins */
    A.phase = TRTS_PHASE_MICRO;
    c->rec->n_actions++;
    trts_lastturn_note(c, &S, &A, 1);
    int round_from = c->rec->n_actions;
    B = A; /* the computer takes an area the seat sees */
    B.markers[TT_B] ^= 2u;
    c->rec->n_actions++;
    trts_lastturn_note(c, &A, &B, 1);
    C = B; /* the seat's own turn, ended */
    C.current = 0;
    D = C;
    D.current = 1;
    c->rec->n_actions++;
    trts_lastturn_note(c, &C, &D, 0);
    assert_int_equal(c->last_turn[0].steps, 0);
    C = D; /* the game ends with nothing more seen */
    C.phase = TRTS_PHASE_OVER;
    c->rec->n_actions++;
    trts_lastturn_note(c, &D, &C, 1);
    c->st = C;
    c->show_result = false;
    assert_true(c->last_turn[0].whole_round);
    assert_int_equal(c->last_turn[0].from, round_from);
    assert_int_equal(c->last_turn[0].steps, 1);
    assert_true(trts_lastturn_available(c));
    app_free(&off);
}

/* Play-test 13: in Reposition, a unit moved this round into another area is
 * listed under that area's heading, marked as moved, not only at the foot. */
static void test_reposition_moved_under_area(void **state)
{
    (void)state;
    for (int z = 0; z < 2; z++) {
        int watch, nat;
        trts_screen *c = trts_micro_scene_sized(z, 2, false, &watch, &nat);
        trts_state *s = &c->st;
        s->phase = TRTS_PHASE_REPOSITION;
        int moved = trts_own_unit_in(s, 0, watch);
        assert_true(moved >= 0);
        s->pieces[moved].area = (int8_t)nat; /* it moved there this round */
        s->markers[nat] = 1u;
        s->pieces[moved].activated = true;
        c->sel_area = -1;
        draw();
        char head[200], want[300];
        snprintf(head, sizeof head, _("Your units in %s:"), trts_area_label(&s->map->areas[nat]));
        assert_true(drawn(head));
        snprintf(want, sizeof want, _("Moved this round, they stay: %s"), trts_play_piece_label(c, s, moved));
        assert_true(drawn(want));
        trts_shot("15", "reposition-moved", true);
        app_free(&off);
    }
}

/* Review 15: a group's drag onto an area where some of its units already
 * stand is one gesture (Leave, then Move): one Undo takes both back. And the
 * stayers' sentence never comes out as a bare, cut list of names. */
static void test_group_gather_one_undo(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(1, false, &watch, &nat);
    trts_state *s = &c->st;
    trts_content *k = trts_content_get(&off);
    int there = -1;
    for (int i = 0; i < s->n_pieces && there < 0; i++)
        if (s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == 0 && s->pieces[i].area == watch)
            there = i;
    int mover = trts_state_place_unit(s, 0, trts_faction_unit(&k->rules.factions[TRTS_DIRECTORATE], "trooper"), nat);
    assert_true(there >= 0 && mover >= 0);
    s->pieces[mover].mp = (int8_t)trts_piece_unit(s, mover)->speed;
    s->markers[nat] = 1u << 0;
    trts_set group;
    trts_set_clear(&group);
    trts_set_add(&group, there);
    trts_set_add(&group, mover);
    assert_true(trts_play_act(&off, c, (trts_action){ .kind = TRTS_ACT_ACTIVATE, .units = group }));
    int before = c->rec->n_actions;
    trts_play_drop(&off, c, nat, watch);
    assert_int_equal(c->rec->n_actions, before + 2);
    assert_int_equal(s->pieces[mover].area, watch);
    assert_true(trts_play_can_undo(c));
    trts_play_undo(&off, c);
    assert_int_equal(c->rec->n_actions, before); /* the Leave went with the Move */
    app_free(&off);
    /* the stayers' words: a sentence even when the names overflow */
    c = trts_micro_scene(1, false, &watch, &nat);
    s = &c->st;
    k = trts_content_get(&off);
    mover = trts_state_place_unit(s, 0, trts_faction_unit(&k->rules.factions[TRTS_DIRECTORATE], "trooper"), nat);
    s->phase = TRTS_PHASE_GROUP;
    char words[600];
    for (int i = 0; i < 20; i++)
        assert_true(trts_state_place_unit(s, 0, trts_faction_unit(&k->rules.factions[TRTS_DIRECTORATE], "trooper"),
                                          watch) >= 0);
    trts_set_clear(&s->group);
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == 0 &&
            (s->pieces[i].area == watch || i == mover))
            trts_set_add(&s->group, i);
    trts_play_stayers_words(c, watch, words, sizeof words);
    assert_non_null(strstr(words, "…"));
    assert_non_null(strstr(words, trts_area_label(&s->map->areas[watch])));
    app_free(&off);
}

/* Play-test 13: loading an older save of a game whose autosave is further on
 * goes on in a new autosave (the shell's ruling); that autosave is noted as
 * coming from the save, so its Continue row says "from the save of …" and
 * is told apart from the game's other row by more than its round. */
static void test_loaded_save_noted(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    trts_screen *c = open_duel_rounds(1280, 800, 16);
    until_human(c);
    const char *tmp = getenv("SKIRMISH_TEST_TMP") ? getenv("SKIRMISH_TEST_TMP") : ".";
    trts_content *k = trts_content_get(&off);
    char cmd[2400];
    snprintf(k->autosave_dir, sizeof k->autosave_dir, "%s/trts15-autosaves", tmp);
    snprintf(cmd, sizeof cmd, "rm -rf '%s' && mkdir -p '%s'", k->autosave_dir, k->autosave_dir);
    assert_int_equal(system(cmd), 0);
    static trts_game_record older;
    older = *c->rec;
    assert_true(c->rec->n_actions >= 2);
    older.n_actions = 1;
    char newer_path[DATA_PATH_MAX + 16], older_path[DATA_PATH_MAX];
    snprintf(newer_path, sizeof newer_path, "%s/game.json", k->autosave_dir);
    snprintf(older_path, sizeof older_path, "%s/trts15-older.json", tmp);
    data_error err;
    assert_true(data_trts_save_write_seats(newer_path, c->rec, c->seats, &err));
    assert_true(data_trts_save_write_seats(older_path, &older, c->seats, &err));
    assert_true(trts_load(&off, older_path));
    c = trts_current(&off);
    assert_string_not_equal(c->autosave, newer_path);
    assert_true(c->autosave[0] != '\0');
    char origin[96];
    app_unfinished_read_origin(c->autosave, origin, sizeof origin);
    assert_string_equal(origin, "trts15-older.json");
    app_unfinished_read_origin(newer_path, origin, sizeof origin);
    assert_string_equal(origin, ""); /* the game's own autosave: no note */
    app_free(&off);
}

/* Play-test 13 polish: the "Marks…" caption only when there is news beyond
 * the fight under way (which the board marks already); no area card left
 * from before a question over the game; a greyed button's tooltip starts as
 * a sentence. */
static void test_polish(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(1, true, &watch, &nat);
    trts_news_note(c, &c->st, &c->st, 1);
    assert_non_null(c->news);
    const char *caption = _("Marks: what you saw the others do since your last turn (arrows numbered in order)");
    draw();
    assert_false(drawn(caption)); /* nothing happened */
    c->news[0].fight[nat] = true;
    draw();
    assert_true(drawn(caption)); /* a fight elsewhere than the one under way */
    c->news[0].fight[nat] = false;
    c->news[0].lost_other[nat] = 1;
    c->news[0].lost_whose[nat] = 1;
    draw();
    assert_true(drawn(caption));
    /* an overlay over the game: the area card goes */
    c->hover = watch;
    trts_play_pause(&off, c);
    c->hover = watch; /* as if the pointer had rested there before a question */
    trts_play_scene.update(&off, c, 0.1f, false);
    assert_int_equal(c->hover, -1);
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hidden_is_not_lost),
        cmocka_unit_test(test_failed_attack_sides),
        cmocka_unit_test(test_failed_attack_drawn),
        cmocka_unit_test(test_worker_drag_income_first),
        cmocka_unit_test(test_macro_next_step),
        cmocka_unit_test(test_results_again),
        cmocka_unit_test(test_reposition_moved_under_area),
        cmocka_unit_test(test_group_gather_one_undo),
        cmocka_unit_test(test_loaded_save_noted),
        cmocka_unit_test(test_polish),
        cmocka_unit_test(test_replay_finished_game),
    };
    return cmocka_run_group_tests_name("client trts play-test 13", tests, NULL, NULL);
}
