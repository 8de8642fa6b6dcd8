/*
 * End to end: a whole match played through the real client with injected SDL
 * mouse and key events (dummy video driver, software renderer). Player 1 is
 * "human": the test picks each of its moves with the simple computer player, then
 * makes it the way a person would, by clicking units, squares and buttons. Player 2
 * is the computer. The match must end, show its result, and its record must
 * replay to the same final state.
 */
#define _POSIX_C_SOURCE 200809L
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "barracks/barracks_scenes.h"
#include "board/battle.h"
#include "conquest/conquest.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "shell/ui.h"
#include "board/view.h"
#include "skirmish/ai/simple.h"
#include "skirmish/data/replay_keep.h"
#include "skirmish/i18n.h"

static app the_app;

static void push_wake(void)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = the_app.wake_event;
    SDL_PushEvent(&e);
}

/* Runs the loop until the queue is empty and nothing moves. */
static void pump(void)
{
    for (int i = 0; i < 400; i++) {
        push_wake();
        app_step(&the_app);
        /* Settled: nothing queued or moving, no computer thinking, and on a human's
         * turn the input machine has caught up with it. */
        bool queue_empty = SDL_PeepEvents(NULL, 0, SDL_PEEKEVENT, SDL_FIRSTEVENT, SDL_LASTEVENT) == 0;
        const board_battle *bb = board_battle_current(&the_app);
        if (!bb) {
            if (i >= 1 && queue_empty)
                return; /* no battle open: settled once the queue is */
            continue;
        }
        const board_match *m = &bb->match;
        bool human_turn = m->game.phase != ESC_PHASE_OVER && m->human[m->game.active];
        if (i >= 1 && !bb->st.anim.playing && bb->st.input.mode != BOARD_INPUT_ANIMATING && !board_match_ai_thinking(m) &&
            (!human_turn || bb->st.input.mode != BOARD_INPUT_WAITING) && queue_empty)
            return;
    }
}

static void click_at(int x, int y, int button)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = x;
    e.motion.y = y;
    SDL_PushEvent(&e);
    SDL_zero(e);
    e.type = SDL_MOUSEBUTTONDOWN;
    e.button.button = (Uint8)button;
    e.button.x = x;
    e.button.y = y;
    e.button.clicks = 1;
    SDL_PushEvent(&e);
    e.type = SDL_MOUSEBUTTONUP;
    SDL_PushEvent(&e);
    pump();
}

static void click_button(const char *label)
{
    SDL_Rect r;
    bool enabled;
    app_draw(&the_app);
    /* `label` is the English msgid: the button shows its translation. */
    if (!app_find_button(&the_app, _(label), &r, &enabled))
        fail_msg("no button '%s' on screen %s", label, app_scene_name(&the_app));
    assert_true(enabled);
    click_at(r.x + r.w / 2, r.y + r.h / 2, SDL_BUTTON_LEFT);
}

static void click_square(int square)
{
    board_layout l = board_layout_compute(the_app.w, the_app.h, the_app.scale);
    SDL_Rect q = board_square_rect(&l, square);
    click_at(q.x + q.w / 2, q.y + q.h / 2, SDL_BUTTON_LEFT);
}

static void press(SDL_Keycode key)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = key;
    SDL_PushEvent(&e);
    pump();
}

static void press_ctrl(SDL_Keycode key)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = key;
    e.key.keysym.mod = KMOD_LCTRL;
    SDL_PushEvent(&e);
    pump();
}

/* Makes `a` with clicks and keys, as a player would. */
static void perform(const esc_action *a)
{
    const esc_game *g = &board_battle_current(&the_app)->match.game;
    int unit_sq = a->unit >= 0 && a->unit < ESC_MAX_UNITS ? g->units[a->unit].square : ESC_NO_SQUARE;
    int target_sq = a->target >= 0 && a->target < ESC_MAX_UNITS ? g->units[a->target].square : ESC_NO_SQUARE;
    switch (a->kind) {
    case ESC_ACT_DEPLOY: click_square(a->square); break;
    case ESC_ACT_MOVE:
    case ESC_ACT_COMMAND_MOVE:
        click_square(unit_sq);
        click_square(a->square);
        break;
    case ESC_ACT_ATTACK:
        click_square(unit_sq);
        click_square(target_sq);
        break;
    case ESC_ACT_ABILITY: {
        click_square(unit_sq);
        /* The key is the ability's place among the unit's abilities, by id. */
        int index = 0;
        for (int ab = 0; ab < a->ability; ab++)
            if (g->units[a->unit].abilities & (1u << ab))
                index++;
        press(SDLK_1 + index);
        switch (esc_ability_get(a->ability)->targeting) {
        case ESC_TARGETS_ENEMY:
        case ESC_TARGETS_ALLY: click_square(target_sq); break;
        case ESC_TARGETS_SQUARE: click_square(a->square); break;
        case ESC_TARGETS_SQUARE_AND_ENEMY:
            click_square(a->square);
            click_square(target_sq);
            break;
        case ESC_TARGETS_NOTHING: break;
        }
        break;
    }
    case ESC_ACT_COMMAND_DONE: press(SDLK_d); break;
    case ESC_ACT_END_TURN:
        press(SDLK_e);
        if (board_battle_current(&the_app)->st.input.mode == BOARD_INPUT_CONFIRM_END)
            press(SDLK_RETURN);
        break;
    default: fail_msg("unexpected action kind %d", a->kind);
    }
}

/* A whole match by mouse and keys. With `auto_end` (the setting "end turn
 * automatically") a turn ends by itself after its second action; without it (the
 * default) it stays open until End turn, and Undo can take the action back. */
/* The files in `dir`, each removed first when `clear`. */
static int count_files(const char *dir, bool clear)
{
    int n = 0;
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    for (struct dirent *e; (e = readdir(d)) != NULL;) {
        if (e->d_name[0] == '.')
            continue;
        char path[1400];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (clear)
            remove(path);
        else
            n++;
    }
    closedir(d);
    return n;
}

static void play_whole_match(bool auto_end)
{
    const char *tmp = getenv("SKIRMISH_TEST_TMP");
    assert_non_null(tmp);
    char dir[1024];
    snprintf(dir, sizeof dir, "%s/e2e-xdg/config", tmp);
    setenv("XDG_CONFIG_HOME", dir, 1);
    snprintf(dir, sizeof dir, "%s/e2e-xdg/data", tmp);
    setenv("XDG_DATA_HOME", dir, 1);
    setenv("SKIRMISH_SEED", "20261122", 1);
    assert_true(front_init(&the_app, false, true, true));
    char kept[1024];
    assert_true(data_replay_keep_dir(kept, sizeof kept));
    assert_int_equal(count_files(kept, true), 0); /* an earlier run's kept games go */
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    the_app.prefs.end_turn_auto = auto_end;
    escarmouche_content_get(&the_app)->setup.round_limit = 12;

    pump();
    assert_string_equal(app_scene_name(&the_app), "menu");
    click_button("New Escarmouche match");
    assert_string_equal(app_scene_name(&the_app), "escarmouche-setup");
    click_button("Start");
    assert_string_equal(app_scene_name(&the_app), "battle");
    assert_true(board_battle_current(&the_app)->match.human[0]);
    assert_false(board_battle_current(&the_app)->match.human[1]);

    core_rng rng;
    core_rng_seed(&rng, 5);
    int by_clicks = 0, held = 0, undone = 0;
    for (int guard = 0; guard < 4000 && board_battle_current(&the_app)->match.game.phase != ESC_PHASE_OVER; guard++) {
        pump();
        const esc_game *g = &board_battle_current(&the_app)->match.game;
        if (g->phase == ESC_PHASE_OVER)
            break;
        board_battle *bb = board_battle_current(&the_app);
        if (bb->st.held) {
            /* The second action ended the turn, which stays open: the first time,
             * take that action back with Ctrl+Z (the turn is ours again, one
             * action left); then End turn passes it on. */
            held++;
            if (undone == 0) {
                int n = bb->match.record.n_actions;
                press_ctrl(SDLK_z);
                assert_false(bb->st.held);
                assert_int_equal(bb->match.record.n_actions, n - 1);
                assert_true(bb->match.human[bb->match.game.active]);
                assert_int_equal(bb->match.game.actions_left, 1);
                undone++;
                continue;
            }
            assert_false(board_match_computer_to_act(&bb->match) && board_match_ai_thinking(&bb->match));
            press(SDLK_e);
            assert_false(bb->st.held);
            continue;
        }
        if (!board_battle_current(&the_app)->match.human[g->active]) {
            SDL_Delay(1); /* the computer thinks on its thread */
            continue;
        }
        esc_action a;
        assert_true(ai_simple_choose(g, &rng, &a));
        int before = board_battle_current(&the_app)->match.record.n_actions;
        perform(&a);
        /* The clicked action is the next one recorded (the computer may already
         * have answered after it when the machine is busy). */
        if (board_battle_current(&the_app)->match.record.n_actions < before + 1) {
            char text[ESC_ACTION_TEXT_MAX];
            esc_action_format(g, &a, text);
            fail_msg("clicking '%s' did not play it (mode %d, message '%s', actions %d -> %d, active %d, phase %d, "
                     "scene %s, overlay %d)",
                     text, board_battle_current(&the_app)->st.input.mode, board_battle_current(&the_app)->st.input.message, before,
                     board_battle_current(&the_app)->match.record.n_actions, board_battle_current(&the_app)->match.game.active, board_battle_current(&the_app)->match.game.phase, app_scene_name(&the_app),
                     board_battle_current(&the_app)->st.overlay);
        }
        assert_true(esc_action_equal(&board_battle_current(&the_app)->match.record.actions[before], &a));
        by_clicks++;
    }
    assert_int_equal(board_battle_current(&the_app)->match.game.phase, ESC_PHASE_OVER);
    assert_true(by_clicks > 10);
    if (auto_end) {
        assert_int_equal(held, 0);
    } else {
        assert_true(held > 3);
        assert_int_equal(undone, 1);
    }
    pump();
    app_draw(&the_app);
    assert_int_equal(board_battle_current(&the_app)->st.overlay, BOARD_BATTLE_RESULT);
    assert_true(app_find_button(&the_app, _("Rematch"), NULL, NULL));

    /* The record is the game: replaying it gives the same final state. */
    esc_game replayed;
    esc_replay_result r = esc_record_replay(&board_battle_current(&the_app)->match.record, &replayed, -1);
    assert_int_equal(r.failed_at, -1);
    assert_memory_equal(&replayed, &board_battle_current(&the_app)->match.game, sizeof replayed);

    /* The finished match is kept among the replays, once. */
    assert_int_equal(count_files(kept, false), 1);

    click_button("Main menu");
    assert_string_equal(app_scene_name(&the_app), "menu");
    app_free(&the_app);
}

static void test_whole_match_with_the_mouse(void **state)
{
    (void)state;
    play_whole_match(false);
}

static void test_whole_match_ending_turns_automatically(void **state)
{
    (void)state;
    play_whole_match(true);
}

int main(void)
{
    const struct CMUnitTest tests[] = { cmocka_unit_test(test_whole_match_with_the_mouse),
                                        cmocka_unit_test(test_whole_match_ending_turns_automatically) };
    return cmocka_run_group_tests_name("client end to end", tests, NULL, NULL);
}
