/*
 * TRTS's "Show last turn again" (src/client/trts/lastturn.c, issue 21 "What
 * happened"): against the computer the replay starts from the state the seat
 * saw when its turn ended (rebuilt from the record), steps to now at the
 * animation speed, a combat hit by hit, draws only the seat's view (no hidden
 * piece on the board at any step), steps by Space, Right or its button (then
 * waits), is left by a click, Enter or Esc, and is gone once the seat gives its
 * next order. Each step's moves, fights, losses and markers are marked on the
 * map from the seat's views only. A secret Macro order is no step (the
 * replay would otherwise tell that it was given); in hot seat nothing is offered
 * behind the cover. The replay's screen is a pixel test at 1280 x 800 and
 * 800 x 560.
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
#include "skirmish/ai/trts.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

static app off;
static trts_game_record rec;
static trts_state live, want;

static trts_screen *cur(void) { return trts_current(&off); }

static void key(ui_key k)
{
    ui_event ev = { .kind = UI_EV_KEY, .key = k };
    app_handle_event(&off, &ev);
    app_draw(&off);
}

/* A game on the first map: seat 0 (human) against seat 1 (computer, or a
 * second human), every order given by the computer player's plan. */
static trts_screen *open_game(int w, int h, bool hot_seat, uint64_t seed)
{
    setenv("SKIRMISH_SEED", "21", 1);
    assert_true(front_init_offscreen(&off, w, h));
    off.frozen_ticks = 1000;
    off.prefs.anim_speed = DATA_ANIM_INSTANT;
    trts_content *k = trts_content_get(&off);
    memset(&rec, 0, sizeof rec);
    rec.map = k->maps[0];
    rec.setup = (trts_setup){ .type = TRTS_DUEL, .n_players = 2, .factions = { TRTS_DIRECTORATE, TRTS_MYRIAD },
                              .computer = { false, !hot_seat }, .level = { 1, 1 }, .seed = seed };
    trts_play_args args = { .rec = &rec };
    assert_true(app_scene_open_from_root(&off, &trts_play_scene, &args));
    return cur();
}

/* The seat to act plays its plan through the screen; a computer seat's by the
 * screen's own clock. */
static void play_one(trts_screen *c)
{
    if (c->cover) {
        c->cover = false;
        return;
    }
    if (c->st.players[c->st.current].computer) {
        trts_play_scene.update(&off, c, 1.0f, true);
        return;
    }
    static trts_action plan[TRTS_AI_PLAN_MAX];
    int n = trts_ai_plan(&c->st, c->st.current, plan, TRTS_AI_PLAN_MAX);
    assert_true(n > 0);
    for (int i = 0; i < n; i++)
        assert_true(trts_play_act(&off, c, plan[i]));
    trts_play_scene.update(&off, c, 1.0f, true);
}

/* Plays on until the human may see a last turn holding a combat (or any last
 * turn once `combat` is false) from round `round` on. */
static void play_until_replay(trts_screen *c, int round, bool combat)
{
    for (int guard = 0; guard < 20000; guard++) {
        assert_true(c->st.phase != TRTS_PHASE_OVER);
        if (c->st.round >= round && !c->cover && trts_lastturn_available(c)) {
            if (!combat)
                return;
            /* a combat round begun since the seat's turn ended */
            static trts_state s;
            assert_true(trts_state_init(&s, &c->rec->map, c->st.rules, &c->rec->setup));
            bool fought = false;
            for (int i = 0; i < c->rec->n_actions; i++) {
                int before = s.log.n_hits + s.log.n_steps;
                assert_int_equal(trts_apply(&s, &c->rec->actions[i]), TRTS_OK);
                /* a combat of two hits or more, so that its log is seen growing */
                fought |= i >= c->last_turn[c->viewer].from && s.log.area >= 0 && s.log.n_hits + s.log.n_steps != before &&
                          s.log.n_hits >= 2;
            }
            if (fought)
                return;
        }
        play_one(c);
    }
    fail_msg("no replay offered");
}

/* The record's state after its first n actions. */
static void state_at(trts_state *s, int n)
{
    const trts_game_record *r = cur()->rec; /* the screen's copy, with the orders given since */
    assert_true(trts_state_init(s, &r->map, cur()->st.rules, &r->setup));
    for (int i = 0; i < n; i++)
        assert_int_equal(trts_apply(s, &r->actions[i]), TRTS_OK);
}

static bool same_board(const trts_state *a, const trts_state *b)
{
    return a->n_pieces == b->n_pieces && memcmp(a->pieces, b->pieces, sizeof a->pieces[0] * (size_t)a->n_pieces) == 0 &&
           memcmp(a->markers, b->markers, sizeof a->markers) == 0;
}

/* What is on screen now holds nothing the seat may not see: the view drawn is
 * the seat's view (trts_view) of the record at the replay's place (or just
 * before it, during a combat's hits), and no token on the board stands for an
 * enemy piece hidden at that moment. Returns the hidden enemy pieces there. */
static int check_hidden(trts_screen *c)
{
    int at = 0, seat = c->replay ? c->viewer : -1;
    assert_true(trts_lastturn_step(c, NULL, &at) >= 0);
    app_draw(&off);
    const trts_state *shown = trts_lastturn_shown(c);
    static trts_state full, prev, v;
    state_at(&full, at);
    state_at(&prev, at > 0 ? at - 1 : 0);
    trts_view(&full, seat, &v);
    const trts_state *ref = &full; /* the moment on screen */
    if (!same_board(shown, &v)) {
        trts_view(&prev, seat, &v);
        assert_true(same_board(shown, &v));
        ref = &prev;
    }
    int hidden = 0;
    for (int i = 0; i < ref->n_pieces; i++) {
        const trts_piece *p = &ref->pieces[i];
        if (!p->alive || p->public_ || trts_allies(ref, p->owner, seat))
            continue;
        hidden++;
        assert_false(shown->pieces[i].alive);
    }
    for (int j = 0; j < c->model.n_pieces; j++) {
        int id = c->model.pieces[j].id;
        assert_true(shown->pieces[id].alive && ref->pieces[id].alive);
        assert_true(ref->pieces[id].public_ || trts_allies(ref, ref->pieces[id].owner, seat));
    }
    return hidden;
}

/* From the state the seat last saw, step by step to now, at the speed setting;
 * a combat's hits one by one; nothing hidden at any step. */
static void test_replay_steps_to_now(void **state)
{
    (void)state;
    trts_screen *c = open_game(1280, 800, false, 4);
    play_until_replay(c, 3, true);
    live = c->st;
    int from = c->last_turn[0].from, steps = c->last_turn[0].steps;
    assert_true(steps > 0);
    /* the button is there and on; R opens it */
    SDL_Rect r;
    bool on = false;
    app_draw(&off);
    assert_true(app_find_button(&off, C_("trts button", "Replay"), &r, &on));
    assert_true(on);
    off.prefs.anim_speed = DATA_ANIM_NORMAL;
    key(UI_KEY_R);
    assert_non_null(c->replay);
    int total = 0, at = 0;
    assert_int_equal(trts_lastturn_step(c, &total, &at), 0);
    assert_int_equal(total, steps);
    assert_int_equal(at, from);
    /* the start: the seat's view of the record where its turn ended */
    state_at(&want, from);
    static trts_state v;
    trts_view(&want, 0, &v);
    assert_true(same_board(trts_lastturn_shown(c), &v));
    assert_true(app_find_button(&off, _("Back to now (Esc)"), NULL, NULL));
    assert_true(app_find_button(&off, _("Next step (Space)"), NULL, NULL));
    client_pixels_compare(&off, "trts-lastturn-1280");
    /* no orders meanwhile: the panel's buttons are off, the map takes no drop */
    assert_false(trts_play_human_input(c));
    /* normal speed: the start stays 1.3 s */
    trts_play_scene.update(&off, c, 1.0f, true);
    assert_int_equal(trts_lastturn_step(c, NULL, NULL), 0);
    trts_play_scene.update(&off, c, 0.4f, true);
    assert_int_equal(trts_lastturn_step(c, NULL, NULL), 1);
    int last = 1, hidden = 0;
    for (int i = 0; i < 5000 && c->replay && !trts_lastturn_held(c); i++) {
        int step = trts_lastturn_step(c, NULL, NULL);
        assert_true(step == last || step == last + 1);
        last = step;
        hidden += check_hidden(c);
        trts_play_scene.update(&off, c, 0.2f, true);
    }
    /* after its last step it waits for the player (play-test 5: closing by
     * itself, the Esc meant for it opened the pause menu too): one Esc, back
     * to now, no pause menu */
    assert_true(trts_lastturn_held(c));
    trts_play_scene.update(&off, c, 5.0f, true);
    assert_non_null(c->replay);
    assert_int_equal(trts_lastturn_step(c, NULL, NULL), steps);
    key(UI_KEY_ESCAPE);
    assert_null(c->replay);
    assert_string_equal(app_scene_name(&off), "trts");
    assert_int_equal(last, steps);
    assert_true(hidden > 0); /* there was something to hide, and it stayed hidden */
    /* now again: the game as it stands, and the replay still offered */
    assert_memory_equal(&c->st, &live, sizeof live);
    assert_true(trts_lastturn_available(c));
    app_free(&off);
}

/* A combat in the replay is shown hit by hit (the panel's log grows while the
 * board is the one before it). */
static void test_replay_combat_hit_by_hit(void **state)
{
    (void)state;
    trts_screen *c = open_game(1280, 800, false, 4);
    play_until_replay(c, 3, true);
    off.prefs.anim_speed = DATA_ANIM_FAST;
    assert_true(trts_lastturn_open(&off, c));
    int growing = 0, hits = -1, at_hits = -1;
    for (int i = 0; i < 5000 && c->replay; i++) {
        int at = 0, h = trts_lastturn_hits(c);
        trts_lastturn_step(c, NULL, &at);
        if (h >= 0) {
            /* one entry more each 0.15 s (fast), on the same step, over the board before it */
            if (at == at_hits && h == hits + 1)
                growing++;
            else if (at == at_hits)
                assert_int_equal(h, hits);
            const trts_state *shown = trts_lastturn_shown(c);
            assert_true(h <= shown->log.n_hits + shown->log.n_steps);
            static trts_state prev, v;
            state_at(&prev, at - 1);
            trts_view(&prev, 0, &v);
            assert_true(same_board(shown, &v));
            hits = h;
            at_hits = at;
        }
        trts_play_scene.update(&off, c, 0.15f, true);
        if (trts_lastturn_held(c))
            trts_lastturn_close(&off, c);
    }
    assert_true(growing > 1);
    assert_null(c->replay);
    app_free(&off);
}

/* A click (not on "Next step"), Enter or Esc is "back to now" (Esc opens no pause menu); the
 * replay's button works as R does. */
static void test_replay_skips(void **state)
{
    (void)state;
    trts_screen *c = open_game(800, 560, false, 4);
    play_until_replay(c, 2, false);
    live = c->st;
    off.prefs.anim_speed = DATA_ANIM_NORMAL;
    SDL_Rect r;
    bool on = false;
    app_draw(&off);
    assert_true(app_find_button(&off, C_("trts button", "Replay"), &r, &on));
    assert_true(on);
    client_click_at(&off, r.x + r.w / 2, r.y + r.h / 2);
    assert_non_null(c->replay);
    trts_play_scene.update(&off, c, 1.5f, true);
    client_pixels_compare(&off, "trts-lastturn");
    client_click_at(&off, off.w / 3, off.h / 2);
    assert_null(c->replay);
    assert_memory_equal(&c->st, &live, sizeof live);
    key(UI_KEY_R);
    assert_non_null(c->replay);
    key(UI_KEY_ENTER);
    assert_null(c->replay);
    key(UI_KEY_R);
    assert_non_null(c->replay);
    key(UI_KEY_ESCAPE);
    assert_null(c->replay);
    assert_string_equal(app_scene_name(&off), "trts");
    assert_memory_equal(&c->st, &live, sizeof live);
    app_free(&off);
}

/* Until the seat's next order: then the button is off and R does nothing. */
static void test_replay_gone_after_next_order(void **state)
{
    (void)state;
    trts_screen *c = open_game(1280, 800, false, 4);
    for (int round = 2; round < 6; round++) {
        play_until_replay(c, round, false);
        static trts_action plan[TRTS_AI_PLAN_MAX];
        int n = trts_ai_plan(&c->st, c->st.current, plan, TRTS_AI_PLAN_MAX);
        assert_true(n > 0);
        int owner = c->st.phase == TRTS_PHASE_MACRO || c->st.phase == TRTS_PHASE_MICRO ||
                            c->st.phase == TRTS_PHASE_REPOSITION
                        ? c->st.current
                        : c->st.active;
        assert_true(trts_play_act(&off, c, plan[0]));
        if (owner != 0)
            continue; /* an answer in the computer's turn (targets, retreat) is no order of its own */
        assert_false(trts_lastturn_available(c));
        if (c->st.current == 0 && !c->st.players[c->st.current].computer) {
            SDL_Rect r;
            bool on = true;
            app_draw(&off);
            assert_true(app_find_button(&off, C_("trts button", "Replay"), &r, &on));
            assert_false(on);
            key(UI_KEY_R);
            assert_null(c->replay);
        }
        /* a replay opened and the order given: the order closes it */
    }
    play_until_replay(c, 6, false);
    assert_true(trts_lastturn_open(&off, c));
    static trts_action plan[TRTS_AI_PLAN_MAX];
    assert_true(trts_ai_plan(&c->st, c->st.current, plan, TRTS_AI_PLAN_MAX) > 0);
    assert_true(trts_play_act(&off, c, plan[0]));
    assert_null(c->replay);
    app_free(&off);
}

/* A secret Macro order of the other seat is no step: nothing is offered when it
 * is all that happened; an engagement is one. */
static void test_secret_orders_are_no_step(void **state)
{
    (void)state;
    static trts_screen C;
    static trts_state S, B;
    static const int dd[] = { TRTS_DIRECTORATE, TRTS_DIRECTORATE };
    memset(&C, 0, sizeof C);
    memset(&rec, 0, sizeof rec);
    C.rec = &rec;
    tt_game(&S, TRTS_DUEL, 2, dd, TRTS_PHASE_MACRO);
    S.players[0].computer = false;
    const char *depot = trts_player_faction(&S, 0)->buildings[TRTS_ROLE_DEPOT].id;
    tt_building(&S, 0, depot, TT_A, true);
    tt_building(&S, 1, depot, TT_E, true);
    tt_marker(&S, 0, TT_A);
    tt_marker(&S, 1, TT_E);
    tt_marker(&S, 0, TT_B);
    tt_marker(&S, 1, TT_C);
    int w = tt_unit(&S, 1, "technician", TT_E);
    tt_unit(&S, 0, "trooper", TT_B);
    int t1 = tt_unit(&S, 1, "trooper", TT_C);
    S.players[1].minerals = 20;
#define ACT(a)                                                                                                         \
    do {                                                                                                               \
        B = S;                                                                                                         \
        trts_action x_ = (a);                                                                                          \
        tt_do(&S, x_, TRTS_OK);                                                                                        \
        rec.actions[rec.n_actions++] = x_;                                                                             \
        C.st = S;                                                                                                      \
        trts_lastturn_note(&C, &B, &S, x_.player);                                                                     \
    } while (0)
    ACT(tt_act(TRTS_ACT_DONE, 0, 0, 0, 0)); /* seat 0's Macro: its turn ends */
    assert_int_equal(C.last_turn[0].from, 1);
    assert_false(C.last_turn[0].ordered);
    ACT(tt_act(TRTS_ACT_BUILD, 1, w, TRTS_ROLE_SUPPLY, TT_E)); /* the computer's secret order */
    ACT(tt_act(TRTS_ACT_DONE, 1, 0, 0, 0));
    assert_int_equal(C.last_turn[0].steps, 0);
    assert_int_equal(S.phase, TRTS_PHASE_MICRO);
    assert_int_equal(S.current, 0);
    C.viewer = 0;
    assert_false(trts_lastturn_available(&C)); /* nothing seen: nothing offered */
    ACT(tt_act(TRTS_ACT_PASS, 0, 0, 0, 0)); /* an order of its turn, which ends it */
    assert_int_equal(C.last_turn[0].from, rec.n_actions);
    /* the computer engages seat 0's area: a step */
    assert_int_equal(S.current, 1);
    ACT(tt_act_units(TRTS_ACT_ACTIVATE, 1, 0, 1, &t1));
    ACT(tt_act(TRTS_ACT_MOVE, 1, TT_B, 0, 0));
    assert_true(C.last_turn[0].steps >= 1);
#undef ACT
}

/* Hot seat: each human's replay is its own and comes only after its cover is
 * lifted; it never shows the other's hidden pieces. */
static void test_hot_seat_after_cover(void **state)
{
    (void)state;
    trts_screen *c = open_game(1280, 800, true, 4);
    int offered = 0;
    for (int guard = 0; guard < 20000 && offered < 4; guard++) {
        assert_true(c->st.phase != TRTS_PHASE_OVER);
        if (c->cover) {
            assert_false(trts_lastturn_available(c));
            key(UI_KEY_R);
            assert_null(c->replay);
            int seat = c->st.current;
            c->cover = false;
            if (c->st.round >= 2 && trts_lastturn_available(c)) {
                offered++;
                assert_int_equal(c->viewer, seat);
                assert_true(trts_lastturn_open(&off, c));
                for (int i = 0; i < 5000 && c->replay && !trts_lastturn_held(c); i++) {
                    check_hidden(c);
                    trts_play_scene.update(&off, c, 0.5f, true);
                }
                trts_lastturn_close(&off, c);
            }
            continue;
        }
        play_one(c);
    }
    assert_true(offered > 0);
    app_free(&off);
}

/* Space, Right and the "Next step" button step at once (a combat's hits all
 * together first), and once stepped the replay waits for the next key; after
 * the last step, now. Each step's marks are those of the seat's views before and
 * after it, drawn on the map (a mover's arrow with its count at least once). */
static void test_replay_steps_by_keys(void **state)
{
    (void)state;
    trts_screen *c = open_game(1280, 800, false, 4);
    play_until_replay(c, 3, true);
    live = c->st;
    int steps = c->last_turn[0].steps;
    off.prefs.anim_speed = DATA_ANIM_NORMAL;
    key(UI_KEY_R);
    assert_non_null(c->replay);
    assert_null(trts_lastturn_marks(c));
    key(UI_KEY_SPACE);
    assert_int_equal(trts_lastturn_step(c, NULL, NULL), 1);
    /* it waits: no step by itself any more */
    trts_play_scene.update(&off, c, 10.0f, true);
    trts_play_scene.update(&off, c, 10.0f, true);
    assert_int_equal(trts_lastturn_step(c, NULL, NULL), 1);
    int last = 1, presses = 1, moves = 0, shot = 0;
    static trts_state before, after;
    static trts_replay_marks want_marks;
    for (; c->replay && presses < 4 * steps + 4; presses++) {
        int at = 0, step = trts_lastturn_step(c, NULL, &at);
        assert_true(step == last || step == last + 1);
        last = step;
        if (trts_lastturn_hits(c) < 0) {
            const trts_replay_marks *k = trts_lastturn_marks(c);
            assert_non_null(k);
            state_at(&before, at - 1);
            state_at(&after, at);
            trts_replay_marks_of(&before, &after, 0, &want_marks);
            assert_memory_equal(k, &want_marks, sizeof want_marks);
            if (k->n_moves > 0 && !shot++) {
                app_draw(&off);
                client_pixels_compare(&off, "trts-lastturn-marks-1280");
            }
            moves += k->n_moves > 0;
        }
        check_hidden(c);
        key(presses % 2 ? UI_KEY_RIGHT : UI_KEY_SPACE);
    }
    assert_null(c->replay);
    assert_int_equal(last, steps);
    assert_true(moves > 0);
    assert_memory_equal(&c->st, &live, sizeof live);
    /* the button steps as Space does */
    key(UI_KEY_R);
    SDL_Rect r;
    assert_true(app_find_button(&off, _("Next step (Space)"), &r, NULL));
    client_click_at(&off, r.x + r.w / 2, r.y + r.h / 2);
    assert_non_null(c->replay);
    assert_int_equal(trts_lastturn_step(c, NULL, NULL), 1);
    key(UI_KEY_ESCAPE);
    assert_null(c->replay);
    assert_string_equal(app_scene_name(&off), "trts");
    app_free(&off);
}

/* The marks of a step come from the seat's views only: the same step with a
 * hidden enemy piece moving and another dying besides makes the very same marks;
 * what the seat saw (a move of two, a loss, a marker placed, an engagement) makes
 * them. */
static void test_replay_marks_hidden(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    static trts_state S, A, S2, A2;
    static trts_replay_marks k, k2;
    static const int dd[] = { TRTS_DIRECTORATE, TRTS_MYRIAD };
    tt_game(&S, TRTS_DUEL, 2, dd, TRTS_PHASE_MICRO);
    int mine = tt_unit(&S, 0, "trooper", TT_B);
    int e1 = tt_unit(&S, 1, "skitter", TT_C), e2 = tt_unit(&S, 1, "skitter", TT_C);
    int e3 = tt_unit(&S, 1, "skitter", TT_C);
    int h1 = tt_unit(&S, 1, "skitter", TT_E), h2 = tt_unit(&S, 1, "skitter", TT_E);
    S.pieces[mine].public_ = S.pieces[e1].public_ = S.pieces[e2].public_ = S.pieces[e3].public_ = true;
    S.pieces[h1].public_ = S.pieces[h2].public_ = false;
    tt_marker(&S, 1, TT_C);
    A = S;
    A.pieces[e1].area = A.pieces[e2].area = TT_B; /* two seen skitters go to B */
    A.pieces[mine].alive = false;                 /* the seat's trooper is lost there */
    A.pieces[e3].alive = false;                   /* a seen enemy is lost in C */
    tt_marker(&A, 1, TT_B);                       /* the enemy's marker comes to B */
    A.engaged_by[TT_B] |= 2u;
    A.engaged_from = UINT64_C(1) << TT_C;         /* announced: they stepped from C */
    trts_replay_marks_of(&S, &A, 0, &k);
    assert_int_equal(k.n_moves, 1);
    assert_int_equal(k.moves[0].from, TT_C);
    assert_int_equal(k.moves[0].to, TT_B);
    assert_int_equal(k.moves[0].owner, 1);
    assert_int_equal(k.moves[0].count, 2);
    assert_int_equal(k.lost_own[TT_B], 1);
    assert_int_equal(k.lost_other[TT_B], 0);
    assert_int_equal(k.lost_other[TT_C], 1);
    assert_int_equal(k.lost_whose[TT_C], 1);
    assert_int_equal(k.taken[TT_B], 1);
    assert_int_equal(k.taken[TT_C], -1);
    assert_true(k.fight[TT_B]);
    assert_false(k.fight[TT_C]);
    assert_true(trts_replay_marks_any(&k));
    /* only what the seat may not see changed: the same marks */
    S2 = S;
    A2 = A;
    A2.pieces[h1].area = TT_B;    /* a hidden skitter moves */
    A2.pieces[h2].alive = false;  /* another hidden one dies */
    trts_replay_marks_of(&S2, &A2, 0, &k2);
    assert_memory_equal(&k, &k2, sizeof k);
    /* the other seat sees its own hidden pieces move and die */
    trts_replay_marks_of(&S2, &A2, 1, &k2);
    assert_true(k2.n_moves == 2 && k2.lost_own[TT_E] == 1);
}

/* Issue 33: every way between two areas is first a plain line, dark under
 * light (it reads on land and sea), before the ground's own path, ramp or cliff
 * and under the tokens and names. */
static void test_links_plain_under(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    trts_screen *c = open_game(1280, 800, false, 4);
    app_draw(&off);
    const trts_map *m = c->st.map;
    /* every way but a cliff (play-test 10: a cliff is no way on foot) */
    int ways = 0;
    for (int e = 0; e < m->n_edges; e++)
        ways += m->edges[e].kind != TRTS_EDGE_CLIFF;
    assert_int_equal(c->model.n_links, 2 * ways + m->n_edges);
    for (int e = 0; e < ways; e++) {
        const areamap_link *dark = &c->model.links[2 * e], *light = &c->model.links[2 * e + 1];
        assert_int_equal(dark->style, AREAMAP_LINK_PLAIN);
        assert_int_equal(light->style, AREAMAP_LINK_PLAIN);
        assert_true(dark->width > light->width);
        assert_true(dark->color.r < 60 && light->color.r > 200 && light->color.b > 150);
    }
    for (int e = 0; e < m->n_edges; e++)
        assert_true(c->model.links[2 * ways + e].style != AREAMAP_LINK_PLAIN);
    app_free(&off);
}

/* A game played until seat 0's Micro turn of round 2 or later opens over
 * news it has not seen: the report of them is open. */
static trts_screen *open_at_report(void)
{
    trts_screen *c = open_game(1280, 800, false, 4);
    for (int guard = 0; guard < 20000; guard++) {
        assert_true(c->st.phase != TRTS_PHASE_OVER);
        if (c->st.round >= 2 && c->st.phase == TRTS_PHASE_MICRO && c->st.current == 0 && !c->cover &&
            evlog_unseen(&c->events, 0, NULL, 0) > 0)
            break;
        play_one(c);
    }
    assert_true(trts_report_open(c));
    return c;
}

/* Play-test (hTr3 item 1): the report of what the seat has not seen, open over
 * the map on its Micro turn, takes Space and Esc for itself (its button says
 * Space) and passes nothing. The whole log (J) takes Esc: no pause menu under
 * it. Enter is the panel's "Pass (Enter)" even with the report open (play-test
 * 12: Enter closed the report instead). */
static void test_report_takes_keys(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    trts_screen *c = open_at_report();
    app_draw(&off);
    off.frozen_ticks += 60000; /* past the panel's Enter calm */
    int n = c->rec->n_actions;
    key(UI_KEY_SPACE);
    assert_int_equal(c->rec->n_actions, n);
    assert_int_equal(evlog_unseen(&c->events, 0, NULL, 0), 0);
    assert_false(trts_report_open(c));
    c->history_open = true;
    app_draw(&off);
    key(UI_KEY_SPACE);
    assert_false(c->history_open);
    assert_int_equal(c->rec->n_actions, n);
    c->history_open = true;
    app_draw(&off);
    key(UI_KEY_ESCAPE);
    assert_false(c->history_open);
    assert_ptr_equal(app_scene_top(&off), &trts_play_scene);
    /* Enter is the game's, the box open or not: the Micro turn is passed */
    c->history_open = true;
    app_draw(&off);
    assert_true(trts_report_open(c));
    off.frozen_ticks += 60000;
    key(UI_KEY_ENTER);
    assert_true(c->rec->n_actions > n);
    app_free(&off);
}

/* Play-test 10: the report covered the map's corner every turn. Fold makes it
 * one button and keeps it so: the news stay unread, keys are the game's, and a
 * click on the button shows the report again. */
static void test_report_folds(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    trts_screen *c = open_at_report();
    app_draw(&off);
    SDL_Rect r;
    assert_true(app_find_button(&off, _("Fold"), &r, NULL));
    client_click_at(&off, r.x + r.w / 2, r.y + r.h / 2);
    assert_true(c->news_folded);
    assert_false(trts_report_open(c));
    int unseen = evlog_unseen(&c->events, 0, NULL, 0);
    assert_true(unseen > 0);
    app_draw(&off);
    char label[120];
    snprintf(label, sizeof label, _("Show the news (%d)"), unseen);
    assert_true(app_find_button(&off, label, &r, NULL));
    assert_false(app_find_button(&off, _("Fold"), NULL, NULL));
    client_click_at(&off, r.x + r.w / 2, r.y + r.h / 2);
    assert_false(c->news_folded);
    assert_true(trts_report_open(c));
    app_free(&off);
}

/* Play-test (hTr3 item 4): Esc in the middle of a move cancels it first: an
 * activation whose group did nothing yet is taken back (the turn still the
 * seat's, nothing spent); only the next Esc opens the pause menu. */
static void test_esc_takes_back_idle_activation(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    trts_screen *c = open_game(1280, 800, false, 4);
    trts_set units;
    for (int guard = 0; guard < 20000; guard++) {
        assert_true(c->st.phase != TRTS_PHASE_OVER);
        if (c->st.phase == TRTS_PHASE_MICRO && c->st.current == 0 && !c->cover && trts_play_eligible(c, -1, &units) > 0 &&
            trts_test_activate(&c->st, 0, &units) == TRTS_OK)
            break;
        play_one(c);
    }
    evlog_mark_seen(&c->events, 0); /* no report over the map: Esc is the game's */
    int n = c->rec->n_actions;
    assert_true(trts_play_act(&off, c, (trts_action){ .kind = TRTS_ACT_ACTIVATE, .units = units }));
    assert_int_equal(c->st.phase, TRTS_PHASE_GROUP);
    assert_true(trts_play_idle_activation(c));
    app_draw(&off);
    key(UI_KEY_ESCAPE);
    assert_int_equal(c->rec->n_actions, n);
    assert_int_equal(c->st.phase, TRTS_PHASE_MICRO);
    assert_int_equal(c->st.current, 0);
    assert_ptr_equal(app_scene_top(&off), &trts_play_scene);
    key(UI_KEY_ESCAPE);
    assert_ptr_not_equal(app_scene_top(&off), &trts_play_scene); /* the pause menu */
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_replay_steps_to_now),
        cmocka_unit_test(test_replay_combat_hit_by_hit),
        cmocka_unit_test(test_replay_skips),
        cmocka_unit_test(test_replay_gone_after_next_order),
        cmocka_unit_test(test_secret_orders_are_no_step),
        cmocka_unit_test(test_hot_seat_after_cover),
        cmocka_unit_test(test_replay_steps_by_keys),
        cmocka_unit_test(test_replay_marks_hidden),
        cmocka_unit_test(test_links_plain_under),
        cmocka_unit_test(test_report_takes_keys),
        cmocka_unit_test(test_report_folds),
        cmocka_unit_test(test_esc_takes_back_idle_activation),
    };
    return cmocka_run_group_tests_name("client trts last turn", tests, NULL, NULL);
}
