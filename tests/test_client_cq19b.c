/*
 * Conquest, blind play-test 16 (hCq19b), the coached first game ("Conquest: a
 * first game" in Learn to play):
 * - its tips stopped at "4 of 4" while the game went on: after the last one a
 *   banner says the lesson is done and what next, until Close;
 * - Quit to menu discarded the lesson's game without asking (it is never
 *   autosaved): it asks first, and Keep playing stays in the game;
 * - Esc with a tip showing opens the game menu.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "conquest/conquest.h"
#include "conquest/play_internal.h"
#include "front/front.h"
#include "shell/ui.h"
#include "shell/app.h"
#include "skirmish/i18n.h"
#include "client_conquest_util.h"
#include "client_test_util.h"

static conquest_screen *lesson(app *a, int w, int h)
{
    client_player_dirs("cq19b", "lesson", true);
    client_player_start(a, w, h);
    assert_true(conquest_coach_start(a));
    conquest_screen *c = conquest_current(a);
    assert_non_null(c);
    assert_int_equal(c->coach, 1);
    return c;
}

static void test_lesson_done_banner(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = lesson(&a, 1280, 800);
    c->coach = 5; /* the rules that surprise, the last tip */
    client_draw_at(&a, "cq19b-rules", 1280, 800);
    assert_false(conquest_coach_done(&a));
    client_click_button(&a, "Got it");
    assert_int_equal(c->coach, 6);
    assert_true(conquest_coach_done(&a)); /* Learn to play ticks it from here */
    client_draw_at(&a, "cq19b-done", 1280, 800);
    assert_true(client_was_drawn_wrapped(
        _("Lesson done · The tips are over: this game is yours to finish. Play on to win it "
          "(take the map, or hold the most units at the turn limit), or leave it with Menu "
          "(Esc), then Quit to menu; the lessons are under Learn to play.")));
    assert_true(client_was_drawn(_("Close")));
    assert_false(client_was_drawn(_("Skip tips")));
    /* it stays, whatever the turn, until Close */
    cqc_update(&a, 5.0f);
    client_draw_at(&a, "cq19b-done-small", 800, 560);
    assert_int_equal(c->coach, 6);
    client_click_button(&a, "Close");
    assert_int_equal(c->coach, 0);
    client_player_stop(&a);
}

static void test_lesson_quit_asks(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = lesson(&a, 800, 560);
    /* Esc with the first tip showing: the game menu */
    cqc_key(&a, UI_KEY_ESCAPE);
    assert_ptr_equal(app_scene_top(&a), &conquest_pause_scene);
    client_click_button(&a, "Quit to menu");
    assert_true(app_asking(&a));
    client_draw_at(&a, "cq19b-quit-ask", 800, 560);
    assert_true(client_was_drawn_wrapped(_("Quit the lesson? This game is not kept: Continue will not offer it.")));
    client_click_button(&a, "Keep playing");
    assert_false(app_asking(&a));
    assert_ptr_equal(app_scene_state(&a, &conquest_play_scene), c); /* still there */
    client_click_button(&a, "Quit to menu");
    assert_true(app_asking(&a));
    client_click_button(&a, "Quit");
    assert_null(app_scene_state(&a, &conquest_play_scene));
    client_player_stop(&a);
}

/* #099: Threats on, the program ended, Continue after a restart: the overlay
 * was off. A continued game opens with Settings' "Threat overlay at start"
 * until a game of this run sets it. */
static void test_threats_after_restart(void **state)
{
    (void)state;
    static app a;
    conquest_screen *c = client_conquest_hot_seat(&a, 1280, 800);
    cqc_fresh_user_dir(&a, "cq19b-threats");
    assert_true(conquest_save_now(&a));
    char saved[2400];
    snprintf(saved, sizeof saved, "%s/saves/%s", a.user_dir, strstr(c->message, "Saved as ") + 9);
    char dir[1000];
    snprintf(dir, sizeof dir, "%.990s", a.user_dir);
    app_free(&a);
    /* a new run, Settings' overlay on */
    static app b;
    assert_true(front_init_offscreen(&b, 1280, 800));
    b.frozen_ticks = 1000;
    b.prefs.show_threats = true;
    snprintf(b.user_dir, sizeof b.user_dir, "%.990s", dir);
    if (!conquest_load(&b, saved))
        fail_msg("%s: %s", saved, b.message);
    app_draw(&b);
    c = conquest_current(&b);
    assert_non_null(c);
    assert_true(c->threats);
    app_free(&b);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_lesson_done_banner),
        cmocka_unit_test(test_lesson_quit_asks),
        cmocka_unit_test(test_threats_after_restart),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
