/*
 * hEsc9 (play-test 7, lesson 5): a lesson that tells the player to end the turn
 * with actions left does not then ask "You still have 2 actions: end the turn
 * anyway?": E ends it at once (a lesson never asks; its steps say when).
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
#include "board/view.h"
#include "escarmouche/escarmouche.h"
#include "client_test_util.h"
#include "tutorial/tutorial.h"
#include "tutorial/tutorial_internal.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/scenario_file.h"

static app the_app;

static int sq(const char *name)
{
    int s = ESC_NO_SQUARE;
    assert_true(esc_square_parse(name, &s));
    return s;
}

/* Nothing moves and the computer is done (a held turn keeps its last action shown). */
static bool settled(const board_battle *bb)
{
    return !bb->st.anim.playing && (bb->st.shown_side == -1 || bb->st.held) && bb->st.ai_wait <= 0.0f &&
           !board_match_ai_thinking(&bb->match);
}

/* Time passes until the player may act (or the match is over). */
static board_battle *settle(void)
{
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    const esc_game *g = &bb->match.game;
    for (int i = 0; i < 8000; i++) {
        if (settled(bb) && (g->phase == ESC_PHASE_OVER || g->active == 0 || bb->st.held))
            break;
        board_battle_scene.update(&the_app, bb, 0.05f, true);
        SDL_Delay(1);
    }
    if (!settled(bb))
        fprintf(stderr, "not settled: anim %d shown %d wait %.2f thinking %d active %d phase %d held %d\n",
                bb->st.anim.playing, bb->st.shown_side, (double)bb->st.ai_wait, board_match_ai_thinking(&bb->match),
                g->active, g->phase, bb->st.held);
    assert_true(settled(bb));
    app_draw(&the_app); /* the coach looks at each frame */
    return bb;
}

static const tutorial_run *run_now(void)
{
    app_draw(&the_app);
    const tutorial_run *r = tutorial_current(&the_app);
    assert_non_null(r);
    return r;
}

static void expect_step(int lesson, int step)
{
    const tutorial_run *r = run_now();
    assert_int_equal(r->lesson, lesson);
    assert_int_equal(r->step, step);
}

static void click_square(const char *name)
{
    app *a = &the_app;
    app_draw(a);
    board_layout l = board_layout_compute(a->w, a->h, a->scale);
    SDL_Rect r = board_square_rect(&l, sq(name));
    client_click_at(a, r.x + r.w / 2, r.y + r.h / 2);
    settle();
}

static void key(ui_key k)
{
    ui_event ev = { .kind = UI_EV_KEY, .key = k };
    app_handle_event(&the_app, &ev);
}


static const tutorial_lesson *lesson_of(int i)
{
    tutorial_lessons *ls = tutorial_lessons_get(&the_app);
    assert_non_null(ls);
    assert_true(i < ls->n);
    return &ls->lessons[i];
}

/* The Learn to play screen, from the main menu's Scenarios (its button counts the lessons done). */
static void open_screen(void)
{
    app *a = &the_app;
    app_scene_pop_to_root(a);
    client_click_button(a, "Scenarios");
    char label[64] = "Learn to play";
    if (tutorial_lessons_finished(a) > 0)
        snprintf(label, sizeof label, "Learn to play (%d/%d)", tutorial_lessons_finished(a), tutorial_lesson_count(a));
    client_click_button(a, label);
    assert_ptr_equal(app_scene_top(a), &tutorial_scene);
}

/* Lesson i started by its button on the Learn to play screen. */
static void open_lesson(int i)
{
    app *a = &the_app;
    open_screen();
    client_look(a, "tutorial-screen");
    client_click_button(a, lesson_of(i)->scenario.name);
    assert_ptr_equal(app_scene_top(a), &board_battle_scene);
    settle();
    expect_step(i, 0);
}


static void test_told_to_end_turn_is_not_asked(void **state)
{
    (void)state;
    client_player_start(&the_app, 1280, 800);
    open_lesson(4);
    click_square("d2");
    click_square("d2");
    click_square("d3");
    click_square("d4");
    expect_step(4, 2);
    key(UI_KEY_E);
    board_battle *bb = board_battle_current(&the_app);
    assert_int_not_equal(bb->st.input.mode, BOARD_INPUT_CONFIRM_END);
    settle();
    expect_step(4, 3);
    /* The next step is to end the turn again, with both actions left: no question either. */
    bb = board_battle_current(&the_app);
    assert_int_equal(bb->match.game.actions_left, 2);
    key(UI_KEY_E);
    assert_int_not_equal(bb->st.input.mode, BOARD_INPUT_CONFIRM_END);
    settle();
    assert_true(run_now()->won);
    client_player_stop(&the_app);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_told_to_end_turn_is_not_asked),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
