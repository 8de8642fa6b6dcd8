/*
 * What the shell does for every game, through the real front end: closing the
 * window mid-game asks first (the game is autosaved) while the system's end
 * (SIGTERM) quits at once after the closing saves; no screen keeps a press
 * across a dialog; a unit's stats read in words. The Continue and Load lists
 * are test_client_continue.c.
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
#include "shell/ui.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

static app the_app;

/* One SDL event through the real loop (pushed, then one app_step). */
static void push_sdl(SDL_Event *e)
{
    assert_int_equal(SDL_PushEvent(e), 1);
    app_step(&the_app);
}

/* A screen that notes what it is given, and opens a question when pressed
 * (as a game whose press brings up a dialog while the button is held). */
typedef struct press_log {
    int downs, ups, cancels, last_x;
    bool ask;
} press_log;

static void press_log_run(ui *u, void *self)
{
    press_log *p = self;
    if (!u->ev)
        return;
    if (u->ev->kind == UI_EV_MOUSE_DOWN) {
        p->downs++;
        if (p->ask)
            app_confirm(u->app, "?", "Yes", "No", NULL, NULL);
    }
    if (u->ev->kind == UI_EV_MOUSE_UP) {
        p->ups++;
        p->cancels += u->ev->cancel;
        p->last_x = u->ev->x;
    }
}

static bool press_log_enter(app *a, const void *arg, void **self)
{
    (void)a;
    *self = (void *)arg;
    return true;
}

static const scene press_log_scene = {
    .name = "press-log", .enter = press_log_enter, .event = press_log_run, .frame = press_log_run
};

/* Closing the window during a Conquest game asks first, saying it is
 * autosaved; Stay keeps the game; closing again while asked quits. On the main
 * menu, closing quits at once. */
static void test_closing_mid_game_asks(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    client_player_game_800(&the_app, "shell", "closing", &conquest_setup_scene);
    assert_non_null(conquest_current(&the_app));
    ui_event quit = {.kind = UI_EV_QUIT};
    app_handle_event(&the_app, &quit);
    assert_true(the_app.running);
    assert_string_equal(app_scene_name(&the_app), "confirm");
    app_draw(&the_app);
    client_look(&the_app, "closing-asked");
    client_click_button(&the_app, "Stay");
    assert_string_equal(app_scene_name(&the_app), "conquest");
    assert_true(the_app.running);
    app_handle_event(&the_app, &quit);
    assert_string_equal(app_scene_name(&the_app), "confirm");
    app_handle_event(&the_app, &quit); /* again while asked: quits */
    assert_false(the_app.running);
    app_scene_pop_to_root(&the_app);
    the_app.running = true;
    app_handle_event(&the_app, &quit);
    assert_false(the_app.running);
    client_player_stop(&the_app);
}

/* The system ends the program (SIGTERM becomes SDL_QUIT): no question, the app
 * quits with the game's autosave on disk; the window's close button
 * (SDL_WINDOWEVENT_CLOSE) still asks. */
static void test_terminate_quits_without_asking(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    client_player_dirs("shell", "terminate", true);
    client_player_start(&the_app, 800, 560);
    assert_true(app_scene_open_from_root(&the_app, &conquest_setup_scene, NULL));
    client_click_button(&the_app, "Start");
    conquest_screen *c = conquest_current(&the_app);
    assert_non_null(c);
    assert_true(c->autosave[0] != '\0');
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_WINDOWEVENT;
    e.window.event = SDL_WINDOWEVENT_CLOSE;
    e.window.windowID = SDL_GetWindowID(the_app.window);
    the_app.running = true;
    push_sdl(&e);
    assert_true(the_app.running);
    assert_string_equal(app_scene_name(&the_app), "confirm");
    client_click_button(&the_app, "Stay");
    assert_string_equal(app_scene_name(&the_app), "conquest");
    memset(&e, 0, sizeof e);
    e.type = SDL_QUIT;
    push_sdl(&e);
    assert_false(the_app.running);
    assert_string_equal(app_scene_name(&the_app), "conquest"); /* nothing asked */
    assert_true(data_paths_is_file(c->autosave));
    /* A question already open (closing asked): the system's end still quits. */
    the_app.running = true;
    ui_event quit = { .kind = UI_EV_QUIT };
    app_handle_event(&the_app, &quit);
    assert_string_equal(app_scene_name(&the_app), "confirm");
    ui_event term = { .kind = UI_EV_TERMINATE };
    app_handle_event(&the_app, &term);
    assert_false(the_app.running);
    assert_false(the_app.terminating);
    client_player_stop(&the_app);
}

/* No screen keeps a press across a dialog: a question pushed while the button
 * is held sends the screen beneath a cancelled release, and the real release
 * then clicks nothing on the question; a motion with no button held while a
 * press is remembered releases it too. */
static void test_press_cancelled_by_dialog(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    client_player_dirs("shell", "press", true);
    client_player_start(&the_app, 800, 560);
    press_log log = { .ask = true };
    assert_true(app_scene_push(&the_app, &press_log_scene, &log));
    app_draw(&the_app);
    ui_event ev = { .kind = UI_EV_MOUSE_DOWN, .x = 400, .y = 300, .button = UI_BUTTON_LEFT };
    app_handle_event(&the_app, &ev);
    assert_string_equal(app_scene_name(&the_app), "confirm");
    assert_int_equal(log.downs, 1);
    assert_int_equal(log.ups, 1);
    assert_int_equal(log.cancels, 1);
    assert_int_equal(log.last_x, -1);
    assert_false(the_app.mouse_down);
    /* The release over the question's Yes: not a click (it was not pressed there). */
    app_draw(&the_app);
    SDL_Rect yes;
    assert_true(app_find_button(&the_app, "Yes", &yes, NULL));
    ev = (ui_event){ .kind = UI_EV_MOUSE_UP, .x = yes.x + 4, .y = yes.y + 4, .button = UI_BUTTON_LEFT };
    app_handle_event(&the_app, &ev);
    assert_string_equal(app_scene_name(&the_app), "confirm");
    assert_int_equal(log.ups, 1);
    client_click_button(&the_app, "No");
    assert_string_equal(app_scene_name(&the_app), "press-log");
    /* A press whose release was lost: the next motion (SDL says no button held)
     * releases it; with the button held, the drag goes on. */
    log = (press_log){ 0 };
    ev = (ui_event){ .kind = UI_EV_MOUSE_DOWN, .x = 400, .y = 300, .button = UI_BUTTON_LEFT };
    app_handle_event(&the_app, &ev);
    SDL_Event e;
    memset(&e, 0, sizeof e);
    e.type = SDL_MOUSEMOTION;
    e.motion.x = 410;
    e.motion.y = 300;
    e.motion.state = SDL_BUTTON_LMASK;
    push_sdl(&e);
    assert_true(the_app.mouse_down);
    assert_int_equal(log.ups, 0);
    e.motion.x = 420;
    e.motion.state = 0;
    push_sdl(&e);
    assert_false(the_app.mouse_down);
    assert_int_equal(log.ups, 1);
    assert_int_equal(log.cancels, 1);
    /* A plain click: one real release, no cancel. */
    log = (press_log){ 0 };
    client_click_at(&the_app, 400, 300);
    assert_int_equal(log.ups, 1);
    assert_int_equal(log.cancels, 0);
    client_player_stop(&the_app);
}

/* A unit's stats: the short form every list draws, and in words for its tooltip. */
static void test_unit_stats_in_words(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    char brief[64], words[200];
    ui_unit_stats(2, 3, 1, 1, 6, "Elite", brief, sizeof brief, words, sizeof words);
    assert_string_equal(brief, "H2 R3 P1 M1");
    assert_string_equal(words, "Health 2 · Range 3 · Power 1 · Move 1 · 6 rank points: its rank, Elite");
    ui_unit_stats(2, 3, 1, 1, -1, NULL, NULL, 0, words, sizeof words);
    assert_string_equal(words, "Health 2 · Range 3 · Power 1 · Move 1");
    ui_unit_stats(1, 1, 1, 1, 1, "Recruit", NULL, 0, words, sizeof words);
    assert_string_equal(words, "Health 1 · Range 1 · Power 1 · Move 1 · 1 rank point: its rank, Recruit");
}

/* hEsc3 9. The wrapper keeps French " ?", " !", " :" with the word before
 * them: at every width, no line starts with one of them alone. */
static void test_wrap_keeps_french_punctuation(void **state)
{
    (void)state;
    client_player_dirs("shell", "wrap", true);
    client_player_start(&the_app, 800, 560);
    ui u = { &the_app, the_app.renderer, NULL, true, the_app.scale, false, 0 };
    const char *texts[] = { "Bob offre le match nul. Alice, l'acceptez-vous ?", "Fin du tour : pas encore !",
                            "Objectifs : tenir la colline" };
    for (int t = 0; t < 3; t++) {
        int full = ui_text_width(&u, texts[t], 14, false);
        for (int w = 40; w <= full + 4; w++) {
            bool at_space;
            const char *p = texts[t];
            while (*p) {
                int n = ui_text_break(&u, p, 14, false, w, &at_space);
                p += n;
                while (*p == ' ')
                    p++;
                if (*p == '?' || *p == '!' || *p == ':')
                    fail_msg("at %d px, \"%s\" puts '%c' at a line's start", w, texts[t], *p);
            }
        }
    }
    client_player_stop(&the_app);
}

/* Play-test 8: a scenario's briefing with a line break drew it as a box
 * ("road.[]Bring"). A break starts a new line, two leave a blank one, and
 * no drawn line holds the break. */
static char drawn_lines[8][128];
static int n_drawn_lines;

static void keep_line(void *ctx, const char *text)
{
    (void)ctx;
    if (n_drawn_lines < 8)
        snprintf(drawn_lines[n_drawn_lines++], sizeof drawn_lines[0], "%s", text);
}

static void test_wrap_breaks_at_newlines(void **state)
{
    (void)state;
    client_player_dirs("shell", "wrap-newline", true);
    client_player_start(&the_app, 800, 560);
    ui u = { &the_app, the_app.renderer, NULL, true, the_app.scale, false, 0 };
    SDL_Rect box = { 0, 0, 700, 0 };
    int one = ui_text_wrapped(&u, box, "Bring the mule", 14, ui_rgb(255, 255, 255));
    the_app.text_seen = keep_line;
    n_drawn_lines = 0;
    assert_int_equal(ui_text_wrapped(&u, box, "The road.\nBring the mule", 14, ui_rgb(255, 255, 255)), 2 * one);
    assert_int_equal(n_drawn_lines, 2);
    assert_string_equal(drawn_lines[0], "The road.");
    assert_string_equal(drawn_lines[1], "Bring the mule");
    n_drawn_lines = 0;
    assert_int_equal(ui_text_wrapped(&u, box, "The road.\n\nBring the mule", 14, ui_rgb(255, 255, 255)), 3 * one);
    assert_int_equal(n_drawn_lines, 2);
    for (int i = 0; i < n_drawn_lines; i++)
        assert_null(strchr(drawn_lines[i], '\n'));
    the_app.text_seen = NULL;
    client_player_stop(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_closing_mid_game_asks),
        cmocka_unit_test(test_terminate_quits_without_asking),
        cmocka_unit_test(test_press_cancelled_by_dialog),
        cmocka_unit_test(test_unit_stats_in_words),
        cmocka_unit_test(test_wrap_keeps_french_punctuation),
        cmocka_unit_test(test_wrap_breaks_at_newlines),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
