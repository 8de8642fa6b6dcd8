/*
 * Escarmouche play-test 6 fixes (hEsc8), through the client: the threat mark,
 * the hatching under a unit and its card read one computation (a hit its
 * stance cancels included); a click made while the player's own action still
 * plays goes to the position after it, not to the unit selected before; a
 * hot-seat side's Auto-deploy survives Continue; a concession and an agreed
 * draw are kept as the replay's end; a name's "; " stays in one log row; the
 * French plural of "2 damage" follows the damage; the draw's round is the top
 * bar's; a lesson's wrong deployment square gets the real reason.
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
#include "board/view.h"
#include "board/worst.h"
#include "client_esc_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/replay.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/i18n.h"

static app the_app;

static void tick(board_battle *bb, int n, float dt)
{
    client_esc_tick(&the_app, bb, n, dt);
}

static board_battle *battle_begun(void)
{
    board_battle *bb = client_esc_battle_begun(&the_app, true, true);
    bb->st.turn_card = false;
    bb->st.toast[0] = '\0';
    return bb;
}

/* ---- 1. one threat computation ---- */

/* For every unit of the viewer: marked ("!", ring, hatching) exactly when the
 * worst case says the enemy can hit it, and then its card never says "out of
 * its reach". */
static int check_marks(const esc_game *g, int *stance_only)
{
    bool human[ESC_SIDES] = { true, true };
    board_input in;
    board_input_init(&in, g, human);
    in.show_threats = true;
    int viewer = board_threat_viewer(g, &in);
    const esc_worst_case *w = board_worst_case(g, viewer);
    esc_bits marked = board_threatened_units(g, &in);
    int checked = 0;
    for (int id = viewer * ESC_SQUAD_MAX; id < (viewer + 1) * ESC_SQUAD_MAX; id++) {
        int sq = g->units[id].square;
        if (sq == ESC_NO_SQUARE || !esc_game_unit_alive(g, id) || !esc_game_targetable(g, id))
            continue;
        bool threatened = board_worst_threatened(w, id);
        bool mark = (marked & esc_bit(sq)) != 0;
        if (mark != threatened)
            fail_msg("unit %d: marked %d but the worst case says %d (damage %d, blocked %d)", id, mark, threatened,
                     w->damage[id], w->blocked[id]);
        char line[400];
        board_worst_line(w, NULL, id, line, sizeof line);
        if (mark && strstr(line, _("out of its reach")))
            fail_msg("unit %d is marked but its card says: %s", id, line);
        if (mark && w->damage[id] == 0)
            ++*stance_only;
        checked++;
    }
    return checked;
}

static void test_threat_marks_are_the_card(void **state)
{
    (void)state;
    board_battle *bb = battle_begun();
    static esc_action list[ESC_MAX_ACTIONS];
    int checked = 0, stance_only = 0;
    for (int seed = 1; seed <= 4; seed++) {
        esc_game g = bb->match.game;
        unsigned r = (unsigned)seed * 2654435761u;
        for (int step = 0; step < 40 && g.phase == ESC_PHASE_BATTLE; step++) {
            checked += check_marks(&g, &stance_only);
            /* A unit the enemy hits once for 1, in defensive stance: no
             * damage, but reached (play-test 6: the card said "out of its
             * reach" under the "!"). */
            int viewer = g.active;
            esc_worst_case w;
            esc_game_worst_case(&g, viewer, &w);
            for (int id = viewer * ESC_SQUAD_MAX; id < (viewer + 1) * ESC_SQUAD_MAX; id++)
                if (w.damage[id] == 1 && !w.ko[id] && !(g.units[id].flags & ESC_UF_STANCE)) {
                    esc_game guarded = g;
                    guarded.units[id].flags |= ESC_UF_STANCE;
                    checked += check_marks(&guarded, &stance_only);
                    break;
                }
            int n = esc_game_legal_actions(&g, list, ESC_MAX_ACTIONS);
            assert_true(n > 0);
            r = r * 1103515245u + 12345u;
            esc_events ev;
            assert_int_equal(esc_game_apply(&g, &list[(r >> 8) % (unsigned)n], &ev), ESC_OK);
        }
    }
    print_message("%d units checked, %d reached with no damage\n", checked, stance_only);
    assert_true(checked > 50);
    assert_true(stance_only > 0);
    app_scene_pop_to_root(&the_app);
}

/* ---- 2. a click during the player's own animation ---- */

/* The pointer moves there, then presses and releases: the events the
 * platform adapter (shell/input.c) makes of SDL's, through the app's own
 * dispatch, one loop step after each (pushing raw SDL events through the
 * offscreen test window proved unreliable: its size is 0 x 0). */
static void pointer_click(app *a, int x, int y)
{
    ui_event ev;
    memset(&ev, 0, sizeof ev);
    ev.kind = UI_EV_MOUSE_MOVE;
    ev.x = x;
    ev.y = y;
    app_handle_event(a, &ev);
    app_draw(a);
    ev.kind = UI_EV_MOUSE_DOWN;
    ev.button = UI_BUTTON_LEFT;
    ev.clicks = 1;
    app_handle_event(a, &ev);
    ev.kind = UI_EV_MOUSE_UP;
    app_handle_event(a, &ev);
    app_draw(a);
}

static void pointer_click_square(app *a, int sq)
{
    board_layout l = board_layout_compute(a->w, a->h, a->scale);
    SDL_Rect r = board_square_rect(&l, sq);
    pointer_click(a, r.x + r.w / 2, r.y + r.h / 2);
}

/* A legal move of `unit`, or false. */
static bool move_of(const esc_game *g, int unit, esc_action *out)
{
    esc_action list[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, list, ESC_MAX_ACTIONS);
    for (int i = 0; i < n; i++)
        if (list[i].kind == ESC_ACT_MOVE && list[i].unit == unit) {
            *out = list[i];
            return true;
        }
    return false;
}

static void test_click_during_animation(void **state)
{
    (void)state;
    app *a = &the_app;
    data_anim_speed was = a->prefs.anim_speed;
    a->prefs.anim_speed = DATA_ANIM_SLOW; /* long enough to click during it */
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    int side = g->active, first = ESC_NO_UNIT, other = ESC_NO_UNIT;
    esc_action go;
    for (int id = side * ESC_SQUAD_MAX; id < (side + 1) * ESC_SQUAD_MAX && other == ESC_NO_UNIT; id++) {
        if (!esc_game_unit_alive(g, id) || g->units[id].square == ESC_NO_SQUARE)
            continue;
        if (first == ESC_NO_UNIT && move_of(g, id, &go))
            first = id;
        else if (first != ESC_NO_UNIT)
            other = id;
    }
    assert_true(first != ESC_NO_UNIT && other != ESC_NO_UNIT);
    app_draw(a);
    pointer_click_square(a, g->units[first].square);
    assert_int_equal(bb->st.input.selected, first);
    int n = bb->match.record.n_actions;
    pointer_click_square(a, go.square);
    assert_int_equal(bb->match.record.n_actions, n + 1);
    assert_true(bb->st.anim.playing);
    assert_int_equal(bb->st.input.mode, BOARD_INPUT_ANIMATING);
    /* The other unit, clicked while the move still plays. */
    pointer_click_square(a, g->units[other].square);
    assert_true(bb->st.anim.playing);
    for (int i = 0; i < 80 && bb->st.input.mode == BOARD_INPUT_ANIMATING; i++)
        tick(bb, 1, 0.1f);
    assert_int_not_equal(bb->st.input.mode, BOARD_INPUT_ANIMATING);
    assert_int_equal(bb->st.input.selected, other);
    /* The next square clicked moves that unit, not the first. */
    esc_action then;
    if (g->active == side && move_of(g, other, &then)) {
        app_draw(a);
        pointer_click_square(a, then.square);
        assert_int_equal(bb->match.record.n_actions, n + 2);
        assert_int_equal(bb->match.record.actions[n + 1].unit, other);
    }
    a->prefs.anim_speed = was;
    app_scene_pop_to_root(a);
}

/* ---- 3. Auto-deploy kept across Continue ---- */

static void test_auto_deploy_continues(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_esc_battle_start(a, true, true);
    esc_game *g = &bb->match.game;
    /* The side placing second pressed Auto-deploy; the first places by hand. */
    int by_hand = g->active, automatic = 1 - by_hand;
    bb->st.auto_deploy[automatic] = true;
    bb->match.auto_deploy[automatic] = true;
    esc_action d = board_match_auto_deploy(&bb->match);
    battle_play(a, &d);
    board_anim_finish(&bb->st.anim);
    tick(bb, 3, 0.1f);
    assert_int_equal(g->phase, ESC_PHASE_DEPLOY);
    assert_int_equal(g->active, by_hand); /* the other's unit went down by itself */
    char path[1200];
    snprintf(path, sizeof path, "%.900s/hesc8-deploy.json", getenv("SKIRMISH_TEST_TMP"));
    data_error err;
    assert_true(board_match_save(&bb->match, path, &err));
    assert_true(escarmouche_load(a, path));
    bb = board_battle_current(a);
    g = &bb->match.game;
    assert_int_equal(g->phase, ESC_PHASE_DEPLOY);
    assert_true(bb->st.auto_deploy[automatic]);
    assert_false(bb->st.auto_deploy[by_hand]);
    /* Placing by hand again: the other side's unit follows by itself, and no
     * hand-off card comes back: the same player is still at the screen
     * (play-test 12: one after every placement). */
    int placed = g->deployed[automatic];
    bb->st.turn_card = false;
    d = board_match_auto_deploy(&bb->match);
    battle_play(a, &d);
    board_anim_finish(&bb->st.anim);
    tick(bb, 3, 0.1f);
    assert_true(g->deployed[automatic] > placed || g->phase == ESC_PHASE_BATTLE);
    if (g->phase == ESC_PHASE_DEPLOY) {
        assert_int_equal(g->active, by_hand);
        assert_false(bb->st.turn_card);
    }
    app_scene_pop_to_root(a);
}

/* ---- 4. a concession kept as the replay's end ---- */

static void test_concession_recorded(void **state)
{
    (void)state;
    board_battle *bb = battle_begun();
    const esc_game *g = &bb->match.game;
    char dir[1200];
    snprintf(dir, sizeof dir, "%.900s/hesc8-replays", getenv("SKIRMISH_TEST_TMP"));
    assert_true(data_paths_make_dirs(dir));
    for (int k = 0; k < 3; k++) {
        data_replay_esc_end end = k == 0 ? DATA_REPLAY_ESC_END_NONE : k == 1 ? DATA_REPLAY_ESC_END_CONCEDED
                                                                             : DATA_REPLAY_ESC_END_DRAW;
        int winner = k == 1 ? 1 - g->active : -1;
        char path[DATA_PATH_MAX];
        data_error err;
        assert_true(data_replay_keep_esc_ended(dir, &bb->match.record, bb->match.seats, end, winner, path, sizeof path,
                                               &err));
        data_replay r;
        assert_true(data_replay_load(path, NULL, &r, &err));
        assert_int_equal(r.n_steps, bb->match.record.n_actions);
        data_replay_info info;
        assert_true(data_replay_info_of(&r, &info));
        assert_int_equal(info.over, k != 0);
        assert_int_equal(info.winner, k == 1 ? winner : -1);
        esc_game last;
        assert_true(data_replay_seek(&r, r.n_steps, &last));
        assert_int_equal(last.phase, k == 0 ? ESC_PHASE_BATTLE : ESC_PHASE_OVER);
        if (k == 1)
            assert_int_equal(last.end_reason, ESC_END_YIELD);
        /* One step before the end, the game still goes on. */
        if (r.n_steps > 0) {
            assert_true(data_replay_seek(&r, r.n_steps - 1, &last));
            assert_int_not_equal(last.phase, ESC_PHASE_OVER);
        }
        data_replay_free(&r);
    }
    /* A bad "ended" is refused, naming the key. */
    char bad[1300];
    snprintf(bad, sizeof bad, "%s/bad.json", dir);
    data_error err;
    assert_true(board_match_save(&bb->match, bad, &err));
    char *text;
    size_t len;
    assert_true(data_file_read(bad, &text, &len, &err));
    char *brace = strrchr(text, '}');
    assert_non_null(brace);
    *brace = '\0';
    char patched[200000];
    assert_true(len < sizeof patched - 100);
    snprintf(patched, sizeof patched, "%s, \"ended\": {\"by\": \"surrender\", \"winner\": 0}}", text);
    free(text);
    assert_true(data_file_write_atomic(bad, patched, strlen(patched), &err));
    data_replay r;
    assert_false(data_replay_load(bad, NULL, &r, &err));
    assert_string_equal(err.key, "ended.by");
    app_scene_pop_to_root(&the_app);
}

/* ---- 5. the small ones ---- */

/* A draw offered while the turn is held open: the result's rounds are the top
 * bar's (play-test 6: "after 2 rounds" under "Round 1"). */
static void test_draw_round_is_the_bars(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    int me = g->active;
    while (g->active == me && g->phase == ESC_PHASE_BATTLE && !bb->st.held) {
        esc_action list[ESC_MAX_ACTIONS];
        int n = esc_game_legal_actions(g, list, ESC_MAX_ACTIONS), k = 0;
        while (k < n && (list[k].kind == ESC_ACT_END_TURN || list[k].kind == ESC_ACT_YIELD))
            k++;
        assert_true(k < n);
        battle_play(a, &list[k]);
        board_anim_finish(&bb->st.anim);
        tick(bb, 3, 0.1f);
    }
    assert_true(bb->st.held);
    int bar_round = bb->st.shown_round;
    battle_offer_draw(a, bb);
    client_click_button(a, _("Offer a draw")); /* hEsc19: confirmed first in hot-seat too */
    client_click_button(a, _("Accept the draw"));
    assert_int_equal(g->phase, ESC_PHASE_OVER);
    tick(bb, 2, 0.1f);
    char how[200];
    snprintf(how, sizeof how, _("Draw agreed in round %d"), bar_round);
    client_draw_at(a, "hesc8-draw-round", 1280, 800);
    assert_true(client_was_drawn(how));
    app_scene_pop_to_root(a);
}

/* A name with "; " stays one row of the log, its ";" kept. */
static void test_name_with_semicolon(void **state)
{
    (void)state;
    board_battle *bb = battle_begun();
    snprintf(bb->match.seats[0].name, sizeof bb->match.seats[0].name, "%s", "Bob <b>&amp; ü");
    char name[DATA_SEAT_NAME_MAX + 40];
    board_match_side_name(&bb->match, 0, name, sizeof name);
    assert_null(strstr(name, "; "));
    assert_non_null(strstr(name, "&amp;"));
    int before = bb->st.log_count;
    char line[300];
    snprintf(line, sizeof line, _("%s concedes the match."), name);
    battle_log_line(&bb->st, line);
    assert_int_equal(bb->st.log_count, before + 1);
    assert_non_null(strstr(bb->st.log[bb->st.log_count - 1], "ü"));
    app_scene_pop_to_root(&the_app);
}

/* A lesson deploys on squares of its own: a home-rank square off them is
 * refused with that reason, not "units deploy on their home ranks". */
static void test_scenario_deploy_reason(void **state)
{
    (void)state;
    board_battle *bb = client_esc_battle_start(&the_app, true, true);
    esc_game g = bb->match.game;
    assert_int_equal(g.phase, ESC_PHASE_DEPLOY);
    int side = g.active;
    esc_bits home = esc_game_home(&g, side) & ~g.obstacles & ~esc_game_unit_squares(&g);
    assert_true(home != 0);
    int lit = __builtin_ctzll(home);
    home &= home - 1;
    int other = __builtin_ctzll(home);
    g.scenario.active = true; /* as a lesson: one square of its own */
    g.scenario.deploy[side] = esc_bit(lit);
    bool human[ESC_SIDES] = { true, true };
    board_input in;
    board_input_init(&in, &g, human);
    assert_int_equal(in.mode, BOARD_INPUT_DEPLOY);
    board_input_event click = { BOARD_INPUT_EV_CLICK, other, BOARD_INPUT_KEY_NEXT_UNIT };
    board_input_output out = board_input_handle(&in, &g, &click);
    assert_int_equal(out.kind, BOARD_INPUT_OUT_NONE);
    assert_string_equal(in.message, _("Not one of your deployment squares: place the unit on a lit square"));
    click.square = lit;
    out = board_input_handle(&in, &g, &click);
    assert_int_equal(out.kind, BOARD_INPUT_OUT_ACTION);
    app_scene_pop_to_root(&the_app);
}

/* The window's last size reaches the settings a moment after the resize, so
 * a kill -9 later still opens at it (play-test 6: it came back at the size
 * before). */
static int saved_width(void)
{
    char path[1200];
    snprintf(path, sizeof path, "%s/skirmish/settings.json", getenv("XDG_CONFIG_HOME"));
    char *text;
    size_t len;
    data_error err;
    if (!data_file_read(path, &text, &len, &err))
        return -1;
    const char *at = strstr(text, "\"window_width\"");
    int w = -1;
    if (at)
        sscanf(strchr(at, ':') + 1, "%d", &w);
    free(text);
    return w;
}

static void test_window_size_saved(void **state)
{
    (void)state;
    static app player;
    client_player_dirs("hesc8", "window", true);
    client_player_start(&player, 1280, 800);
    int sizes[2][2] = { { 800, 560 }, { 1000, 700 } };
    for (int k = 0; k < 2; k++) {
        SDL_SetWindowSize(player.window, sizes[k][0], sizes[k][1]);
        ui_event ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = UI_EV_RESIZE;
        app_handle_event(&player, &ev);
    }
    int ww = 0, wh = 0;
    SDL_GetWindowSize(player.window, &ww, &wh);
    if (ww != 1000) {
        print_message("the video driver keeps the window at %dx%d: nothing to check\n", ww, wh);
        client_player_stop(&player);
        return;
    }
    SDL_Delay(500);
    SDL_Event wake;
    SDL_zero(wake);
    wake.type = player.wake_event;
    SDL_PushEvent(&wake);
    app_step(&player);
    assert_int_equal(saved_width(), 1000);
    client_player_stop(&player);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_threat_marks_are_the_card),
        cmocka_unit_test(test_click_during_animation),
        cmocka_unit_test(test_auto_deploy_continues),
        cmocka_unit_test(test_concession_recorded),
        cmocka_unit_test(test_draw_round_is_the_bars),
        cmocka_unit_test(test_name_with_semicolon),
        cmocka_unit_test(test_scenario_deploy_reason),
        cmocka_unit_test(test_window_size_saved),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
