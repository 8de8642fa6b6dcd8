/*
 * Learn to play (src/client/tutorial): every lesson of maps/tutorial loads and
 * is a valid scenario with valid steps; each lesson is played from the Learn to
 * play screen to its end by clicks on the board and keys, the coach's step
 * advancing at each (an action that is not the step's does not advance it, and
 * shows the hint); Skip step, Skip lesson and Restart do what they say; a
 * finished or skipped lesson is remembered across a restart of the program,
 * and the screen ticks it; the main menu offers the lessons to a first-time
 * player only; the last lesson won says "All lessons complete!" only when
 * every lesson is finished, else which are left (play-test 5). And the
 * window's close button still works after the play-tester's sequence (close,
 * Esc, Esc x3, Quit to menu, Continue, R Space R), through SDL's queue.
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
#include "conquest/conquest.h"
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

/* End turn, answering the question when actions are left. */
static void end_turn(void)
{
    key(UI_KEY_E);
    board_battle *bb = board_battle_current(&the_app);
    if (bb->st.input.mode == BOARD_INPUT_CONFIRM_END)
        key(UI_KEY_ENTER);
    settle();
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

/* The objective lesson (the last Escarmouche one) played to its win: onto
 * the hill, then two turns holding it. */
static void win_objective_lesson(int i)
{
    open_lesson(i);
    click_square("d2");
    click_square("d2");
    click_square("d3");
    click_square("d4");
    end_turn();
    end_turn();
    assert_true(run_now()->won);
}

static void test_lessons_load(void **state)
{
    (void)state;
    client_player_dirs("tutorial", "player", true);
    client_player_start(&the_app, 1280, 800);
    tutorial_lessons *ls = tutorial_lessons_get(&the_app);
    assert_non_null(ls);
    assert_int_equal(ls->skipped, 0);
    assert_true(ls->n >= 3 && ls->n <= 5);
    assert_int_equal(tutorial_lesson_count(&the_app), ls->n + 1); /* Conquest's first game too */
    /* A first-time player is offered the lessons on the main menu. */
    assert_true(tutorial_offer(&the_app));
    app_scene_pop_to_root(&the_app);
    client_draw_at(&the_app, "tutorial-menu-offer", 1280, 800);
    assert_true(client_was_drawn("New here? Learn to play"));
    client_click_button(&the_app, "New here? Learn to play");
    assert_ptr_equal(app_scene_top(&the_app), &tutorial_scene);
    client_draw_at(&the_app, "tutorial-screen", 800, 560);
    for (int i = 0; i < ls->n; i++) {
        const tutorial_lesson *l = &ls->lessons[i];
        assert_int_equal(esc_scenario_test(&l->scenario).problem, ESC_SCN_OK);
        assert_true(l->n_steps >= 3);
        /* The last step is the lesson's end: the match won. */
        assert_int_equal(l->steps[l->n_steps - 1].until, TUTORIAL_WIN);
        /* The player deploys first thing, and fields only the fixed squad. */
        assert_int_equal(l->steps[0].until, TUTORIAL_DEPLOY);
        assert_int_equal(l->scenario.sides[0].budget, 0);
        /* One word for one thing (play-test 3): the goal square of an escort is
         * "the exit", as the board labels it; a flag is only the mark on the
         * escorted unit's token. */
        size_t n = 0;
        char *raw = SDL_LoadFile(l->path, &n);
        assert_non_null(raw);
        if (strstr(raw, "the flag") && !strstr(raw, "the flag on its token"))
            fail_msg("%s calls something other than the token's mark \"the flag\"", l->path);
        for (const char *f = strstr(raw, "flag"); f; f = strstr(f + 1, "flag"))
            if (strncmp(f, "flag on its token", 17) != 0)
                fail_msg("%s: \"%.40s\": a flag is the escorted unit's mark", l->path, f);
        if (strstr(raw, "\"escort\""))
            assert_non_null(strstr(raw, "\"label\": \"the exit\""));
        SDL_free(raw);
    }
    /* A step the loader does not know is refused with its key named. */
    char path[1200];
    snprintf(path, sizeof path, "%s/bad-lesson.json", getenv("SKIRMISH_TEST_TMP"));
    size_t len = 0;
    char *text = SDL_LoadFile(lesson_of(0)->path, &len);
    assert_non_null(text);
    char *at = strstr(text, "\"until\": \"select\"");
    assert_non_null(at);
    memcpy(at, "\"until\": \"dance!\"", strlen("\"until\": \"dance!\""));
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fwrite(text, 1, len, f);
    fclose(f);
    SDL_free(text);
    tutorial_lesson *l = malloc(sizeof *l);
    char why[600];
    assert_false(tutorial_lesson_load(path, l, why, sizeof why));
    assert_non_null(strstr(why, "tutorial.steps[1].until"));
    free(l);
    client_player_stop(&the_app);
}

static void test_lesson_moving(void **state)
{
    (void)state;
    client_player_dirs("tutorial", "player", true);
    client_player_start(&the_app, 1280, 800);
    open_lesson(0);
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb->coach.look);
    client_draw_at(&the_app, "tutorial-lesson1-deploy", 1280, 800);
    assert_true(client_was_drawn("Lesson 1 of 6 · step 1 of 6")); /* five lessons and Conquest's first game, as the list */
    click_square("d1"); /* placed */
    expect_step(0, 1);
    click_square("d1"); /* selected */
    expect_step(0, 2);
    client_look(&the_app, "tutorial-lesson1-select");
    click_square("d3");
    expect_step(0, 3);
    click_square("d5");
    expect_step(0, 4); /* both actions used: End turn */
    end_turn();
    expect_step(0, 5);
    click_square("d5");
    click_square("d6");
    const tutorial_run *r = run_now();
    assert_true(r->won);
    assert_int_equal(r->step, lesson_of(0)->n_steps);
    assert_int_equal(tutorial_progress_get(&the_app, "1-moving"), TUTORIAL_FINISHED);
    client_draw_at(&the_app, "tutorial-lesson1-won", 1280, 800);
    assert_true(client_was_drawn("Next lesson"));
    client_click_button(&the_app, "Next lesson");
    settle();
    expect_step(1, 0);
    client_player_stop(&the_app);
}

static void test_lesson_attacking(void **state)
{
    (void)state;
    client_player_start(&the_app, 1280, 800);
    open_lesson(1);
    click_square("c2");
    expect_step(1, 1);
    click_square("c2");
    expect_step(1, 2);
    click_square("c3");
    expect_step(1, 3); /* in range and in sight */
    client_look(&the_app, "tutorial-lesson2-attack");
    click_square("c6");
    expect_step(1, 4);
    /* Undo takes the attack back, and the lesson with it (play-test 3: the
     * banner still said the Scout was hit). */
    ui_event undo = { .kind = UI_EV_KEY, .key = UI_KEY_Z, .ctrl = true };
    app_handle_event(&the_app, &undo);
    settle();
    expect_step(1, 3);
    assert_false(run_now()->wrong);
    click_square("c3");
    click_square("c6");
    expect_step(1, 4);
    end_turn();
    expect_step(1, 5);
    board_battle *bb = board_battle_current(&the_app);
    const esc_game *g = &bb->match.game;
    int archer = 0, scout = ESC_SQUAD_MAX;
    for (int turn = 0; turn < 6 && g->phase != ESC_PHASE_OVER; turn++) {
        char at[3], there[3];
        esc_square_name(g->units[archer].square, at);
        esc_square_name(g->units[scout].square, there);
        click_square(at);
        esc_bits in_range = 0, visible = 0;
        esc_game_targets_from(g, archer, ESC_AB_NONE, g->units[archer].square, &in_range, &visible);
        if (in_range & visible & esc_bit(g->units[scout].square)) {
            click_square(there);
        } else {
            /* out of reach: a step towards it, then the turn ends */
            int best = ESC_NO_SQUARE;
            esc_bits reach = esc_game_reachable(g, archer);
            for (int s = 0; s < ESC_SQUARES; s++)
                if ((reach & esc_bit(s)) && (best == ESC_NO_SQUARE || esc_square_distance(s, g->units[scout].square) <
                                                                         esc_square_distance(best, g->units[scout].square)))
                    best = s;
            esc_square_name(best, at);
            click_square(at);
            end_turn();
        }
    }
    assert_true(run_now()->won);
    assert_int_equal(tutorial_progress_get(&the_app, "2-attacking"), TUTORIAL_FINISHED);
    client_player_stop(&the_app);
}

/* Lesson 1 opened at 1280x800 (normal animations), drawn, its Archer placed on
 * c2 by a click at the square's centre (step 0), then the animations played
 * until the "who takes the first turn" card shows (asserted); the battle. */
static board_battle *lesson_to_first_turn_card(void)
{
    app *a = &the_app;
    client_player_start(a, 1280, 800);
    a->prefs.anim_speed = DATA_ANIM_NORMAL;
    open_lesson(1);
    /* The Archer placed (step 0), not waiting for the card to go. */
    app_draw(a);
    board_layout l = board_layout_compute(a->w, a->h, a->scale);
    SDL_Rect r = board_square_rect(&l, sq("c2"));
    client_click_at(a, r.x + r.w / 2, r.y + r.h / 2);
    board_battle *bb = board_battle_current(a);
    bool card = false;
    for (int i = 0; i < 600 && !card; i++) {
        const esc_event *e = bb->st.anim.playing ? board_anim_current(&bb->st.anim, NULL) : NULL;
        card = e && e->kind == ESC_EV_FIRST_PLAYER;
        if (!card)
            board_battle_scene.update(a, bb, 0.02f, true);
    }
    assert_true(card);
    return bb;
}

/* Play-test 14: the "who takes the first turn" card of a lesson (no dice:
 * the lesson says who starts) took the click the coach asked for; the click
 * that takes it away now goes on to the board. */
static void test_first_click_not_eaten(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = lesson_to_first_turn_card();
    assert_int_equal(bb->match.game.n_dice, 0);
    click_square("c2"); /* "Click your Archer", the card still up */
    expect_step(1, 2);
    client_player_stop(a);
}

/* Play-test 14 (hScn17): a lesson shows no "Player 1 takes the first turn"
 * card at all (its banner says what to do first): drawn once, the card is
 * gone, and neither it nor the line under the board says who starts. */
static void test_lesson_has_no_first_turn_card(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = lesson_to_first_turn_card();
    char title[200];
    snprintf(title, sizeof title, _("%s takes the first turn"), _("Player 1"));
    client_draw_at(a, "tutorial-no-first-card", 1280, 800);
    board_battle_scene.update(a, bb, 0.02f, true);
    client_draw_at(a, "tutorial-no-first-card", 1280, 800);
    const esc_event *e = bb->st.anim.playing ? board_anim_current(&bb->st.anim, NULL) : NULL;
    assert_false(e && e->kind == ESC_EV_FIRST_PLAYER);
    assert_false(client_was_drawn(title));
    client_draw_at(a, "tutorial-no-first-card-small", 800, 560);
    assert_false(client_was_drawn(title));
    client_player_stop(a);
}

static void test_lesson_line_of_sight(void **state)
{
    (void)state;
    client_player_start(&the_app, 1280, 800);
    open_lesson(2);
    click_square("c2");
    click_square("c2");
    expect_step(2, 2);
    board_battle *bb = board_battle_current(&the_app);
    int actions = bb->match.record.n_actions;
    click_square("d5"); /* the Guard, hidden by the rock: refused, nothing played */
    assert_int_equal(bb->match.record.n_actions, actions);
    expect_step(2, 2);
    client_look(&the_app, "tutorial-lesson3-sight");
    click_square("b3");
    expect_step(2, 3);
    click_square("d5");
    assert_true(run_now()->won);
    client_player_stop(&the_app);
}

static void test_lesson_abilities(void **state)
{
    (void)state;
    client_player_start(&the_app, 1280, 800);
    open_lesson(3);
    click_square("d2");
    click_square("d2");
    expect_step(3, 2);
    key(UI_KEY_1); /* Charge */
    client_look(&the_app, "tutorial-lesson4-charge");
    click_square("d4");
    board_battle *bb = board_battle_current(&the_app);
    if (bb->match.game.phase != ESC_PHASE_OVER)
        click_square("d5");
    const esc_record *rec = &bb->match.record;
    bool charged = false;
    for (int i = 0; i < rec->n_actions; i++)
        charged |= rec->actions[i].kind == ESC_ACT_ABILITY && rec->actions[i].ability == ESC_AB_CHARGE;
    assert_true(charged);
    assert_true(run_now()->won);
    client_player_stop(&the_app);
}

static void test_lesson_objective(void **state)
{
    (void)state;
    client_player_start(&the_app, 1280, 800);
    open_lesson(4);
    click_square("d2");
    expect_step(4, 1);
    click_square("d2");
    click_square("d3"); /* a move, not yet onto the hill: the step waits and says what to do */
    const tutorial_run *r = run_now();
    assert_int_equal(r->step, 1);
    assert_true(r->wrong);
    client_draw_at(&the_app, "tutorial-lesson5-wrong", 1280, 800);
    assert_true(client_was_drawn_wrapped(lesson_of(4)->steps[1].hint));
    click_square("d4");
    expect_step(4, 2);
    assert_false(run_now()->wrong);
    end_turn();
    expect_step(4, 3); /* one marker */
    end_turn();        /* stays on the hill: the second */
    assert_true(run_now()->won);
    client_draw_at(&the_app, "tutorial-lesson5-won", 1280, 800);
    /* Conquest's first game is the list's last lesson (play-test 16): Next starts it. */
    assert_false(conquest_coach_done(&the_app));
    assert_true(client_was_drawn("Next lesson"));
    client_click_button(&the_app, "Next lesson");
    assert_true(app_scene_top(&the_app) != &tutorial_scene && app_scene_top(&the_app) != &board_battle_scene);
    client_player_stop(&the_app);
}

static void test_skip_and_restart(void **state)
{
    (void)state;
    client_player_dirs("tutorial", "skipper", true);
    client_player_start(&the_app, 800, 560);
    open_lesson(0);
    client_look(&the_app, "tutorial-lesson1-start");
    client_click_button(&the_app, "Skip step");
    expect_step(0, 1);
    client_click_button(&the_app, "Restart");
    settle();
    expect_step(0, 0);
    client_click_button(&the_app, "Skip lesson");
    settle();
    expect_step(1, 0);
    assert_int_equal(tutorial_progress_get(&the_app, "1-moving"), TUTORIAL_SKIPPED);
    /* Skipping the last lesson goes back to the lessons. */
    app_scene_pop_to_root(&the_app);
    open_lesson(4);
    client_click_button(&the_app, "Skip lesson");
    assert_ptr_equal(app_scene_top(&the_app), &tutorial_scene);
    assert_int_equal(tutorial_lessons_done(&the_app), 2);
    client_player_stop(&the_app);
}

/* What was finished or skipped is there when the program starts again. */
static void test_remembered_across_restart(void **state)
{
    (void)state;
    client_player_dirs("tutorial", "player", false);
    client_player_start(&the_app, 1280, 800);
    for (int i = 0; i < 5; i++)
        assert_int_equal(tutorial_progress_get(&the_app, lesson_of(i)->stem), TUTORIAL_FINISHED);
    assert_int_equal(tutorial_lessons_done(&the_app), 5);
    assert_false(tutorial_offer(&the_app));
    /* The menu keeps a plain entry to the lessons. */
    app_scene_pop_to_root(&the_app);
    client_draw_at(&the_app, "tutorial-menu-later", 1280, 800);
    assert_false(client_was_drawn("New here? Learn to play"));
    assert_true(client_was_drawn("Learn to play"));
    open_screen();
    client_draw_at(&the_app, "tutorial-screen-done", 1280, 800);
    assert_true(client_was_drawn("done"));
    client_player_stop(&the_app);
    client_player_dirs("tutorial", "skipper", false);
    client_player_start(&the_app, 1280, 800);
    assert_int_equal(tutorial_progress_get(&the_app, "1-moving"), TUTORIAL_SKIPPED);
    assert_int_equal(tutorial_progress_get(&the_app, "2-attacking"), TUTORIAL_NOT_DONE);
    client_player_stop(&the_app);
}

/* The frame just drawn, kept for people to look at (tests/tmp/hesc6-shots). */
static void keep_shot(app *a, const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/hesc6-shots", getenv("SKIRMISH_TEST_TMP"));
    data_paths_make_dirs(path);
    snprintf(path, sizeof path, "%s/hesc6-shots/%s-%dx%d.png", getenv("SKIRMISH_TEST_TMP"), name, a->w, a->h);
    app_save_screenshot(a, path);
}

/* Play-test 5: lesson 5 won with lesson 2 skipped and lesson 3 never played
 * said "All lessons complete!". Now it names the lessons left. */
static void test_last_lesson_names_what_is_left(void **state)
{
    (void)state;
    client_player_dirs("tutorial", "honest", true);
    client_player_start(&the_app, 1280, 800);
    tutorial_progress_set(&the_app, lesson_of(0)->stem, TUTORIAL_FINISHED);
    tutorial_progress_set(&the_app, lesson_of(1)->stem, TUTORIAL_SKIPPED);
    tutorial_progress_set(&the_app, lesson_of(3)->stem, TUTORIAL_FINISHED);
    win_objective_lesson(4);
    client_draw_at(&the_app, "tutorial-lesson5-won-left", 1280, 800);
    keep_shot(&the_app, "tutorial-lesson5-won-left");
    assert_false(client_was_drawn_wrapped("All lessons complete"));
    char left[300];
    snprintf(left, sizeof left, "%s, %s", lesson_of(1)->scenario.name, lesson_of(2)->scenario.name);
    assert_true(client_was_drawn_wrapped(left));
    assert_true(client_was_drawn_wrapped("Still to finish"));
    assert_int_equal(tutorial_lessons_finished(&the_app), 3); /* 1, 4 and 5: the skipped 2 is not */
    assert_int_equal(tutorial_lessons_done(&the_app), 4);
    client_draw_at(&the_app, "tutorial-lesson5-won-left-small", 800, 560);
    assert_int_equal(the_app.layout_faults, 0);
    client_player_stop(&the_app);
}

/* Play-test 16 #3: one count everywhere. Every Escarmouche lesson finished
 * but Conquest's first game: Lesson 5's banner says Conquest is next (not
 * "All lessons complete!"), the Scenarios screen's button says 5/6 with no
 * tick; with Conquest's done, 6/6 and "All lessons complete". */
static void test_count_includes_conquest(void **state)
{
    (void)state;
    client_player_dirs("tutorial", "count", true);
    client_player_start(&the_app, 1280, 800);
    tutorial_lessons *ls = tutorial_lessons_get(&the_app);
    for (int i = 0; i < ls->n - 1; i++)
        tutorial_progress_set(&the_app, lesson_of(i)->stem, TUTORIAL_FINISHED);
    assert_false(conquest_coach_done(&the_app));
    win_objective_lesson(ls->n - 1);
    client_draw_at(&the_app, "tutorial-count-conquest-next", 1280, 800);
    assert_false(client_was_drawn_wrapped("All lessons complete"));
    char want[200];
    snprintf(want, sizeof want, "Lesson complete! Next: %s.", "Conquest: a first game");
    assert_true(client_was_drawn_wrapped(want));
    assert_true(client_was_drawn("Next lesson"));
    snprintf(want, sizeof want, "Lesson %d of %d", ls->n, ls->n + 1);
    assert_true(client_was_drawn_wrapped(want));
    assert_int_equal(tutorial_lesson_count(&the_app), ls->n + 1);
    assert_int_equal(tutorial_lessons_finished(&the_app), ls->n);
    app_scene_pop_to_root(&the_app);
    client_click_button(&the_app, "Scenarios");
    snprintf(want, sizeof want, "Learn to play (%d/%d)", ls->n, ls->n + 1);
    client_draw_at(&the_app, "tutorial-count-scenarios", 1280, 800);
    assert_true(client_was_drawn(want));
    /* Conquest's first game done: all of them. */
    conquest_coach_remember(&the_app);
    assert_int_equal(tutorial_lessons_finished(&the_app), ls->n + 1);
    snprintf(want, sizeof want, "Learn to play (%d/%d)", ls->n + 1, ls->n + 1);
    client_draw_at(&the_app, "tutorial-count-scenarios-all", 1280, 800);
    assert_true(client_was_drawn(want));
    win_objective_lesson(ls->n - 1);
    client_draw_at(&the_app, "tutorial-count-all", 1280, 800);
    assert_true(client_was_drawn_wrapped("All lessons complete"));
    client_player_stop(&the_app);
}

/* ---- the window's close button (play-test 5, defect 1) ---- */

/* One SDL event through the app's loop, then a wake so what it opened is drawn. */
static void push_sdl(SDL_Event *e)
{
    assert_int_equal(SDL_PushEvent(e), 1);
    app_step(&the_app);
    SDL_Event wake;
    SDL_zero(wake);
    wake.type = the_app.wake_event;
    SDL_PushEvent(&wake);
    app_step(&the_app);
}

static void sdl_key(SDL_Keycode k)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_KEYDOWN;
    e.key.keysym.sym = k;
    e.key.keysym.scancode = SDL_GetScancodeFromKey(k);
    e.key.state = SDL_PRESSED;
    e.key.windowID = SDL_GetWindowID(the_app.window);
    push_sdl(&e);
    e.type = SDL_KEYUP;
    e.key.state = SDL_RELEASED;
    push_sdl(&e);
}

/* The close button as the window system sends it. */
static void sdl_close(void)
{
    SDL_Event e;
    SDL_zero(e);
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_CLOSE;
    e.window.windowID = SDL_GetWindowID(the_app.window);
    push_sdl(&e);
}

/* The first enabled button whose label begins with `prefix`, clicked through SDL. */
static void sdl_click_starting(const char *prefix)
{
    app_draw(&the_app);
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strncmp(the_app.drawn_buttons[i].label, prefix, strlen(prefix)) == 0 && the_app.drawn_buttons[i].enabled) {
            char label[sizeof the_app.drawn_buttons[i].label];
            snprintf(label, sizeof label, "%s", the_app.drawn_buttons[i].label);
            client_sdl_click_button(&the_app, label);
            return;
        }
    fail_msg("no button starting \"%s\" on %s", prefix, app_scene_name(&the_app));
}

/* A hot-seat match from the setup, both squads auto-deployed and one turn
 * played, so the last turn can be shown again. */
static board_battle *hot_seat_begun(void)
{
    escarmouche_content *c = escarmouche_content_get(&the_app);
    app_scene_pop_to_root(&the_app);
    c->setup.human[0] = c->setup.human[1] = true;
    assert_true(app_scene_push(&the_app, &escarmouche_setup_scene, NULL));
    client_click_button(&the_app, "Start");
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    for (int s = 0; s < ESC_SIDES; s++)
        bb->st.auto_deploy[s] = true;
    for (int i = 0; i < 50 && bb->match.game.phase == ESC_PHASE_DEPLOY; i++) {
        battle_auto_deploy(bb);
        board_anim_finish(&bb->st.anim);
        board_battle_scene.update(&the_app, bb, 0.1f, true);
    }
    assert_int_equal(bb->match.game.phase, ESC_PHASE_BATTLE);
    return bb;
}

static void test_close_after_the_sequence(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    client_player_dirs("tutorial", "close", true);
    client_player_start(&the_app, 1280, 800);
    the_app.running = true;
    board_battle *bb = hot_seat_begun();
    for (int t = 0; t < 2; t++) { /* two turns ended: the hand-off banner dismissed by a key */
        bb->st.turn_card = false;
        sdl_key(SDLK_e);
        if (bb->st.input.mode == BOARD_INPUT_CONFIRM_END)
            sdl_key(SDLK_RETURN);
        board_anim_finish(&bb->st.anim);
        board_battle_scene.update(&the_app, bb, 0.1f, true);
    }
    bb->st.turn_card = false;
    sdl_close();
    assert_string_equal(app_scene_name(&the_app), "confirm");
    sdl_key(SDLK_ESCAPE); /* Stay */
    assert_string_equal(app_scene_name(&the_app), "battle");
    for (int i = 0; i < 3; i++)
        sdl_key(SDLK_ESCAPE);
    sdl_click_starting("Quit to menu");
    if (strcmp(app_scene_name(&the_app), "confirm") == 0)
        sdl_key(SDLK_RETURN);
    assert_true(the_app.running);
    assert_string_not_equal(app_scene_name(&the_app), "battle");
    sdl_click_starting("Continue");
    if (strcmp(app_scene_name(&the_app), "battle") != 0)
        sdl_click_starting("Escarmouche");
    assert_string_equal(app_scene_name(&the_app), "battle");
    bb = board_battle_current(&the_app);
    bb->st.turn_card = false;
    sdl_key(SDLK_r);
    sdl_key(SDLK_SPACE);
    sdl_key(SDLK_r);
    assert_true(the_app.running);
    /* In the game: asked each time, Stay stays, a second close quits. */
    sdl_close();
    assert_string_equal(app_scene_name(&the_app), "confirm");
    sdl_key(SDLK_ESCAPE);
    assert_true(the_app.running);
    sdl_close();
    assert_string_equal(app_scene_name(&the_app), "confirm");
    sdl_close();
    assert_false(the_app.running);
    /* On the main menu: closing quits at once. */
    the_app.running = true;
    app_scene_pop_to_root(&the_app);
    sdl_close();
    assert_false(the_app.running);
    client_player_stop(&the_app);
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lessons_load),
        cmocka_unit_test(test_lesson_moving),
        cmocka_unit_test(test_lesson_attacking),
        cmocka_unit_test(test_first_click_not_eaten),
        cmocka_unit_test(test_lesson_has_no_first_turn_card),
        cmocka_unit_test(test_lesson_line_of_sight),
        cmocka_unit_test(test_lesson_abilities),
        cmocka_unit_test(test_lesson_objective),
        cmocka_unit_test(test_skip_and_restart),
        cmocka_unit_test(test_remembered_across_restart),
        cmocka_unit_test(test_last_lesson_names_what_is_left),
        cmocka_unit_test(test_count_includes_conquest),
        cmocka_unit_test(test_close_after_the_sequence),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
