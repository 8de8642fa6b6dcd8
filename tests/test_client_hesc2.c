/*
 * Escarmouche play-test fixes (hEsc2, hEsc3), through the client: how a match
 * ends and what its log tells. A battle that no longer moves has ways out
 * (Offer a draw, Concede in the pause menu; the computer accepts a draw when it
 * is not ahead) and the players are told when the round limit will decide;
 * "Show the last turn again" counts actions, not its End turn; a mirror match's
 * log says whose unit acted; a control marker is End turn's; an agreement while
 * a turn is held; a plain match says how it is won. Hand-offs, tooltips and
 * units told apart: test_client_hesc2_seen.c.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "board/anim.h"
#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/replay.h"
#include "board/view.h"
#include "client_esc_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/assets.h"
#include "shell/ui.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/scenario_file.h"
#include "skirmish/i18n.h"

static app the_app;

/* A hot-seat battle, play begun (client_esc_battle_playing). */
static board_battle *battle_begun(void) { return client_esc_battle_playing(&the_app); }

static void tick(board_battle *bb, int n, float dt)
{
    client_esc_tick(&the_app, bb, n, dt);
}

static void play(board_battle *bb, esc_action action)
{
    int n = bb->match.record.n_actions;
    battle_play(&the_app, &action);
    assert_int_equal(bb->match.record.n_actions, n + 1);
    board_anim_finish(&bb->st.anim);
    tick(bb, 3, 0.1f);
    if (bb->st.held) { /* a turn held open for its End turn */
        board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_END_TURN };
        battle_feed(&the_app, &e);
        board_input_event yes = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_CONFIRM };
        battle_feed(&the_app, &yes);
        tick(bb, 3, 0.1f);
    }
}

static void end_turn(board_battle *bb)
{
    play(bb, esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT));
}

static bool log_has(const board_battle *bb, const char *part)
{
    for (int i = 0; i < bb->st.log_count; i++)
        if (strstr(bb->st.log[i], part))
            return true;
    return false;
}

/* 1. Concede (hot-seat): asked, then the other side wins; the result says who
 * conceded, and the match's autosave is gone (Continue no longer lists it). */
static void test_concede(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    int loser = g->active;
    assert_true(app_scene_push(a, &board_pause_scene, NULL));
    client_draw_at(a, "hesc2-pause", 800, 560);
    assert_true(client_was_drawn(_("Offer a draw")));
    assert_true(client_was_drawn(_("Concede")));
    client_click_button(a, "Concede");
    assert_string_equal(app_scene_name(a), "confirm");
    client_click_button(a, _("Fight on"));
    assert_int_equal(g->phase, ESC_PHASE_BATTLE);
    assert_true(app_scene_push(a, &board_pause_scene, NULL));
    app_draw(a);
    client_click_button(a, "Concede");
    client_click_button(a, _("Concede"));
    assert_int_equal(g->phase, ESC_PHASE_OVER);
    assert_int_equal(g->winner, 1 - loser);
    assert_int_equal(bb->match.agreed, BOARD_AGREED_CONCEDED);
    tick(bb, 2, 0.1f);
    assert_int_equal(bb->st.overlay, BOARD_BATTLE_RESULT);
    client_draw_at(a, "hesc2-conceded", 1280, 800);
    char name[DATA_SEAT_NAME_MAX + 40], line[300];
    board_match_side_name(&bb->match, loser, name, sizeof name);
    snprintf(line, sizeof line, _("%s concedes the match."), name);
    assert_true(log_has(bb, line));
    app_scene_pop_to_root(a);
}

/* A unit off the board as if eliminated (only the sides' totals are read). */
static void fell(esc_game *g, int unit)
{
    g->units[unit].flags |= ESC_UF_DEAD;
    g->units[unit].health = 0;
    g->units[unit].square = ESC_NO_SQUARE;
}

static bool host_save_quit(app *a, const board_match *m, char *why, size_t size)
{
    (void)a, (void)m, (void)why, (void)size;
    return false;
}

/* Play-test 12: a computer with one wounded unit left against several, not
 * ahead, concedes at the start of its turn (ai_should_concede) and the result
 * says so; in a battle of a larger game (a Campaign's: its host or its
 * yielding hook) it fights on. */
static void test_computer_concedes(void **state)
{
    (void)state;
    app *a = &the_app;
    for (int larger = 2; larger >= 0; larger--) { /* 2: the yielding hook, 1: a host, 0: a plain match */
        board_battle *bb = battle_begun();
        esc_game *g = &bb->match.game;
        int it = g->active;
        for (int k = 1; k < ESC_SQUAD_MAX; k++)
            if (g->units[it * ESC_SQUAD_MAX + k].square != ESC_NO_SQUARE)
                fell(g, it * ESC_SQUAD_MAX + k);
        g->units[it * ESC_SQUAD_MAX].health = 1;
        assert_true(ai_should_concede(g, it));
        bb->match.human[it] = false;
        if (larger == 1)
            bb->host.save_quit = host_save_quit;
        g->settings.hooks.yielding = larger == 2;
        tick(bb, 3, 0.1f);
        if (larger) {
            assert_int_equal(bb->match.agreed, BOARD_AGREED_NONE);
            bb->host.save_quit = NULL;
            app_scene_pop_to_root(a);
            continue;
        }
        assert_int_equal(g->phase, ESC_PHASE_OVER);
        assert_int_equal(g->winner, 1 - it);
        assert_int_equal(bb->match.agreed, BOARD_AGREED_CONCEDED);
        tick(bb, 2, 0.1f);
        assert_int_equal(bb->st.overlay, BOARD_BATTLE_RESULT);
        client_draw_at(a, "hesc2-computer-conceded", 1280, 800);
        client_draw_at(a, "hesc2-computer-conceded-small", 800, 560);
        char name[DATA_SEAT_NAME_MAX + 40], line[300];
        board_match_side_name(&bb->match, it, name, sizeof name);
        snprintf(line, sizeof line, _("%s concedes the match."), name);
        assert_true(log_has(bb, line));
        app_scene_pop_to_root(a);
    }
}

/* 1. A draw offered at one screen: the other player refuses (play goes on) or
 * accepts (a draw, "Agreed after N rounds"). Against the computer: it accepts
 * when it is not ahead by rank points, then Health, and refuses, saying why,
 * when it is. */
static void test_draw(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    assert_true(app_scene_push(a, &board_pause_scene, NULL));
    app_draw(a);
    client_click_button(a, "Offer a draw");
    assert_string_equal(app_scene_name(a), "confirm");
    client_click_button(a, _("Offer a draw")); /* hEsc19: confirmed first in hot-seat too */
    assert_string_equal(app_scene_name(a), "confirm");
    client_draw_at(a, "hesc2-draw-offer", 800, 560);
    client_click_button(a, _("Refuse"));
    assert_int_equal(g->phase, ESC_PHASE_BATTLE);
    battle_offer_draw(a, bb);
    client_click_button(a, _("Offer a draw"));
    client_click_button(a, _("Accept the draw"));
    assert_int_equal(g->phase, ESC_PHASE_OVER);
    assert_int_equal(g->winner, -1);
    assert_int_equal(bb->match.agreed, BOARD_AGREED_DRAW);
    tick(bb, 2, 0.1f);
    client_draw_at(a, "hesc2-draw", 1280, 800);
    assert_true(client_was_drawn(_("Draw")));

    /* The other side is the computer's: ahead, it refuses. */
    bb = battle_begun();
    g = &bb->match.game;
    int me = g->active, it = 1 - me;
    bb->match.human[it] = false;
    esc_game start = *g;
    for (int k = 1; k < ESC_SQUAD_MAX; k++) /* all mine but one fall: it is ahead */
        fell(g, me * ESC_SQUAD_MAX + k);
    assert_true(esc_objectives_ahead(g, it));
    battle_offer_draw(a, bb);
    /* Play-test 6: asked first, as Concede is. */
    assert_string_equal(app_scene_name(a), "confirm");
    client_click_button(a, _("Offer a draw"));
    assert_int_equal(g->phase, ESC_PHASE_BATTLE);
    assert_true(bb->st.toast[0] != '\0');
    /* Behind, it accepts. */
    *g = start;
    for (int k = 1; k < ESC_SQUAD_MAX; k++)
        fell(g, it * ESC_SQUAD_MAX + k);
    assert_false(esc_objectives_ahead(g, it));
    battle_offer_draw(a, bb);
    client_click_button(a, _("Offer a draw"));
    assert_int_equal(g->phase, ESC_PHASE_OVER);
    assert_int_equal(g->winner, -1);
    app_scene_pop_to_root(a);
}

/* 1. Rounds with no damage: the log says once that the round limit will decide,
 * and by what. */
static void test_quiet_rounds_told(void **state)
{
    (void)state;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    assert_true(g->settings.round_limit > 0);
    for (int i = 0; i < 2 * (BATTLE_QUIET_ROUNDS + 1) && g->phase == ESC_PHASE_BATTLE; i++)
        end_turn(bb);
    char part[80];
    snprintf(part, sizeof part, "%s", _("No damage for %d rounds."));
    *strstr(part, "%d") = '\0';
    assert_true(log_has(bb, part));
    int count = 0;
    for (int i = 0; i < bb->st.log_count; i++)
        count += strstr(bb->st.log[i], part) != NULL;
    assert_int_equal(count, 1); /* told once for the stretch */
    app_scene_pop_to_root(&the_app);
}

/* 6. "Show the last turn again" counts the turn's actions, not its End turn:
 * one Move and End turn is "1 of 1 action". */
static void test_replay_counts_actions(void **state)
{
    (void)state;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    static esc_action list[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, list, ESC_MAX_ACTIONS);
    int move = -1;
    for (int i = 0; i < n && move < 0; i++)
        if (list[i].kind == ESC_ACT_MOVE)
            move = i;
    assert_true(move >= 0);
    int side = g->active;
    play(bb, list[move]);
    if (g->phase == ESC_PHASE_BATTLE && g->active == side)
        end_turn(bb);
    bb->st.turn_card = false;
    assert_true(battle_replay_available(bb));
    battle_replay_toggle(bb, 0.0f);
    board_replay *r = &bb->st.replay;
    assert_true(r->on);
    assert_int_equal(r->last - r->first, 2); /* two steps: the Move and End turn */
    /* hEsc3: the panel's score is now's, and says so while the past is shown. */
    char now[160];
    snprintf(now, sizeof now, _("Now: score at the limit (round %d)"), g->settings.round_limit);
    client_draw_at(&the_app, "hesc3-replay-now", 1280, 800);
    assert_true(client_was_drawn(now));
    assert_int_equal(board_replay_count(r), 1);
    board_replay_step(r, &bb->match.record);
    board_replay_step(r, &bb->match.record);
    assert_int_equal(board_replay_shown(r), 1);
    client_draw_at(&the_app, "hesc2-replay", 1280, 800);
    battle_replay_toggle(bb, 0.0f);
    app_scene_pop_to_root(&the_app);
}

/* 7. A mirror match: each unit in the log is named with its side. */
static void test_mirror_log(void **state)
{
    (void)state;
    board_battle *bb = battle_begun();
    const esc_record *rec = &bb->match.record;
    const esc_squad *mirror[ESC_SIDES] = { &rec->squads[0], &rec->squads[0] };
    esc_game g;
    esc_record_replay(rec, &g, 0);
    esc_game before = g;
    esc_events ev;
    assert_int_equal(esc_game_apply(&g, &rec->actions[0], &ev), ESC_OK);
    char line[256], name[DATA_SEAT_NAME_MAX + 40];
    battle_log_describe(&bb->match, &before, mirror, &rec->actions[0], &ev, line, sizeof line);
    board_match_side_name(&bb->match, before.active, name, sizeof name);
    if (!strstr(line, name))
        fail_msg("no side in \"%s\"", line);
    /* Two different squads: the line as before, no owner. */
    const esc_squad *own[ESC_SIDES] = { &rec->squads[0], &rec->squads[1] };
    battle_log_describe(&bb->match, &before, own, &rec->actions[0], &ev, line, sizeof line);
    app_scene_pop_to_root(&the_app);
}

/* ---- hEsc3 (play-test 3) ---- */

static void feed_key(board_input_key k)
{
    board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, k };
    battle_feed(&the_app, &e);
}

/* Two actions of the side to play, found with the legal-action generator,
 * that leave it alone in the objective zone when its turn ends (a marker). */
static bool marker_turn(const esc_game *g, esc_action out[2])
{
    static esc_action list[ESC_MAX_ACTIONS], next[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, list, ESC_MAX_ACTIONS);
    for (int i = 0; i < n; i++) {
        if (list[i].kind == ESC_ACT_END_TURN)
            continue;
        esc_game t = *g;
        esc_events ev;
        if (esc_game_apply(&t, &list[i], &ev) != ESC_OK || t.active != g->active)
            continue;
        int m = esc_game_legal_actions(&t, next, ESC_MAX_ACTIONS);
        for (int k = 0; k < m; k++) {
            if (next[k].kind == ESC_ACT_END_TURN)
                continue;
            esc_game t2 = t;
            if (esc_game_apply(&t2, &next[k], &ev) == ESC_OK && t2.phase == ESC_PHASE_BATTLE &&
                t2.markers[g->active] > g->markers[g->active]) {
                out[0] = list[i];
                out[1] = next[k];
                return true;
            }
        }
    }
    return false;
}

/* A hot-seat battle on the map with an objective zone, begun. */
static board_battle *zone_battle(void)
{
    escarmouche_content *c = escarmouche_content_get(&the_app);
    int zone_map = -1;
    for (int i = 0; i < c->n_maps && zone_map < 0; i++)
        if (c->maps[i].zone)
            zone_map = i;
    assert_true(zone_map >= 0);
    c->setup.map = zone_map;
    board_battle *bb = battle_begun();
    c->setup.map = 0;
    assert_true(bb->match.game.zone != 0);
    return bb;
}

/* 1. A control marker is the End turn's, as the rules and the lesson say: with
 * both actions spent and End turn to come, the core has counted it (its timing
 * is the spec's) but the screen shows it pending, the log tells it at End turn,
 * and Undo takes the action back exactly. */
static void test_marker_at_end_turn(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = zone_battle();
    esc_game *g = &bb->match.game;
    esc_action two[2];
    int guard = 0;
    while (!marker_turn(g, two)) {
        assert_true(++guard < 6);
        end_turn(bb);
        bb->st.turn_card = false;
    }
    int side = g->active, markers = g->markers[side];
    char name[DATA_SEAT_NAME_MAX + 40], taken[DATA_SEAT_NAME_MAX + 80];
    board_match_side_name(&bb->match, side, name, sizeof name);
    snprintf(taken, sizeof taken, _("; %s takes a control marker"), name);
    const char *taken_row = taken + 2;
    for (int pass = 0; pass < 2; pass++) {
        battle_play(a, &two[0]);
        board_anim_finish(&bb->st.anim);
        tick(bb, 3, 0.1f);
        battle_play(a, &two[1]);
        board_anim_finish(&bb->st.anim);
        tick(bb, 3, 0.1f);
        assert_true(bb->st.held);
        assert_int_equal(g->markers[side], markers + 1); /* the core's count, unchanged */
        assert_false(log_has(bb, taken_row));
        battle_rebuild_log(bb); /* a continued or re-translated log: the same */
        assert_false(log_has(bb, taken_row));
        char bar[120];
        snprintf(bar, sizeof bar, _("(of %d) · at End turn"), g->settings.markers_to_win);
        client_draw_at(a, "hesc3-marker-pending", 1280, 800);
        assert_true(client_was_drawn(bar));
        char count[32];
        snprintf(count, sizeof count, "%d→%d", markers, markers + 1);
        assert_true(client_was_drawn(count));
        client_draw_at(a, "hesc3-marker-pending", 800, 560);
        assert_true(client_was_drawn(bar));
        if (pass == 0) {
            esc_game before_undo;
            esc_record_replay(&bb->match.record, &before_undo, bb->match.record.n_actions - 1);
            feed_key(BOARD_INPUT_KEY_UNDO);
            assert_false(bb->st.held);
            assert_int_equal(g->markers[side], markers);
            assert_memory_equal(g, &before_undo, sizeof *g);
            assert_false(log_has(bb, taken_row));
        }
    }
    /* End turn: now the marker is told, before the next side's turn line. */
    feed_key(BOARD_INPUT_KEY_END_TURN);
    feed_key(BOARD_INPUT_KEY_CONFIRM);
    tick(bb, 3, 0.1f);
    assert_false(bb->st.held);
    assert_true(log_has(bb, taken_row));
    char turn[160];
    battle_turn_line(&bb->match, g, turn, sizeof turn);
    assert_true(strstr(bb->st.log[bb->st.log_count - 2], taken_row) != NULL);
    assert_string_equal(bb->st.log[bb->st.log_count - 1], turn);
    /* Told again from the record: the same rows. */
    char rows[4][200];
    for (int i = 0; i < 2; i++)
        snprintf(rows[i], sizeof rows[i], "%s", bb->st.log[bb->st.log_count - 2 + i]);
    battle_rebuild_log(bb);
    for (int i = 0; i < 2; i++)
        assert_string_equal(bb->st.log[bb->st.log_count - 2 + i], rows[i]);
    char bar[120];
    snprintf(bar, sizeof bar, _("(of %d) · at End turn"), g->settings.markers_to_win);
    client_draw_at(a, "hesc3-marker-taken", 1280, 800);
    assert_false(client_was_drawn(bar));
    app_scene_pop_to_root(a);
}

/* 2. While the turn is held open it is still the player's: Offer a draw and
 * Concede stay; a greyed one says why on hover. */
static void test_agree_while_held(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_esc_battle_begun(a, true, false);
    esc_game *g = &bb->match.game;
    for (int i = 0; i < 4000 && !(g->active == 0 && bb->st.input.mode != BOARD_INPUT_ANIMATING &&
                                  !board_match_ai_thinking(&bb->match) && !bb->st.anim.playing);
         i++) {
        tick(bb, 1, 0.05f);
        SDL_Delay(1);
    }
    assert_int_equal(g->active, 0);
    static esc_action list[ESC_MAX_ACTIONS];
    for (int k = 0; k < 2; k++) {
        int n = esc_game_legal_actions(g, list, ESC_MAX_ACTIONS);
        int pick = -1;
        for (int i = 0; i < n && pick < 0; i++)
            if (list[i].kind != ESC_ACT_END_TURN)
                pick = i;
        assert_true(pick >= 0);
        battle_play(a, &list[pick]);
        board_anim_finish(&bb->st.anim);
        tick(bb, 3, 0.1f);
    }
    assert_true(bb->st.held);
    assert_int_equal(g->active, 1); /* the core has passed the turn; the screen holds it */
    assert_true(battle_agree_possible(bb));
    assert_int_equal(battle_agree_side(bb), 0);
    assert_true(app_scene_push(a, &board_pause_scene, NULL));
    app_draw(a);
    bool enabled = false;
    assert_true(app_find_button(a, _("Concede"), NULL, &enabled));
    assert_true(enabled);
    assert_true(app_find_button(a, _("Offer a draw"), NULL, &enabled));
    assert_true(enabled);
    client_draw_at(a, "hesc3-held-pause", 1280, 800);
    client_click_button(a, "Concede");
    assert_string_equal(app_scene_name(a), "confirm");
    client_click_button(a, "Concede");
    assert_int_equal(g->phase, ESC_PHASE_OVER);
    assert_int_equal(g->winner, 1); /* the held side conceded, not the computer */
    /* Over: both greyed, and each says why. */
    assert_true(app_scene_push(a, &board_pause_scene, NULL));
    SDL_Rect r;
    app_draw(a);
    assert_true(app_find_button(a, _("Concede"), &r, &enabled));
    assert_false(enabled);
    a->mouse_x = r.x + r.w / 2;
    a->mouse_y = r.y + r.h / 2;
    app_draw(a);
    assert_string_equal(a->tooltip, battle_agree_why_not(bb));
    assert_true(a->tooltip[0] != '\0');
    a->mouse_x = a->mouse_y = 1;
    app_scene_pop_to_root(a);
}

/* 6. A plain match says how it is won, and the score's tooltip says what RP
 * is (play-test 3: neither was on screen). */
static void test_plain_match_says_how_to_win(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    const esc_game *g = &bb->match.game;
    assert_false(g->scenario.active);
    char win[300];
    if (g->zone)
        snprintf(win, sizeof win,
                 _("To win: eliminate every enemy unit, or take %d control markers, or lead on points at the round "
                   "limit."),
                 g->settings.markers_to_win);
    else
        snprintf(win, sizeof win, "%s", _("To win: eliminate every enemy unit, or lead on points at the round limit."));
    client_draw_at(a, "hesc3-how-to-win", 1280, 800);
    assert_true(client_was_drawn_wrapped(win));
    client_draw_at(a, "hesc3-how-to-win", 800, 560);
    assert_true(client_was_drawn_wrapped(win));
    app_scene_pop_to_root(a);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_concede),
        cmocka_unit_test(test_draw),
        cmocka_unit_test(test_computer_concedes),
        cmocka_unit_test(test_quiet_rounds_told),
        cmocka_unit_test(test_replay_counts_actions),
        cmocka_unit_test(test_mirror_log),
        cmocka_unit_test(test_marker_at_end_turn),
        cmocka_unit_test(test_agree_while_held),
        cmocka_unit_test(test_plain_match_says_how_to_win),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
