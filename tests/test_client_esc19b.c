/*
 * hEsc19b (blind play-test 16, Escarmouche #11, #14, #6; Campaign #5, #6): the
 * battle screens at 800 x 560 in French and Spanish (and the suite's pseudo
 * language) keep their texts whole and inside their boxes: the top bar's
 * passing message takes a second line rather than cutting a word, the
 * questions' buttons are as wide as their labels; a one-line question's box
 * is as tall as its content. After an action the pointer's frame waits for
 * the mouse to move.
 */
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
#include "client_esc_util.h"
#include "client_test_util.h"
#include "skirmish/i18n.h"

static app the_app;

static const char *const languages[] = { "fr", "es", "xx" }; /* xx: the suite's pseudo language */

/* Back to the language the run speaks (the suite's, or the environment's). */
static void language_back(void)
{
    const char *l = getenv("SKIRMISH_TEST_LANGUAGE");
    i18n_set_language(l && *l ? l : "");
}

/* The computer's refusal of a draw, as long as it gets: whole on two lines in
 * the top bar at 800 x 560, never cut with "…" (play-test 16: "Santé 11 contre
 * 1…"), and over no square of the board. */
static void test_long_toast_whole(void **state)
{
    (void)state;
    app *a = &the_app;
    for (size_t i = 0; i < sizeof languages / sizeof languages[0]; i++) {
        i18n_set_language(languages[i]);
        board_battle *bb = client_esc_battle_playing(a);
        char msg[300];
        snprintf(msg, sizeof msg,
                 _("%s refuses the draw: it is ahead (rank points %d against %d, Health %d against %d)."),
                 _("Computer (Normal)"), 24, 16, 11, 10);
        battle_toast(&bb->st, msg);
        client_draw_at(a, "esc19b-toast", 800, 560);
        client_look(a, "esc19b-toast");
        assert_true(client_was_drawn(msg) || client_was_drawn_wrapped(msg));
        assert_null(strstr(client_drawn_texts(), "\xe2\x80\xa6"));
        app_scene_pop_to_root(a);
    }
    language_back();
}

/* The last drawn button labelled `label`, the question's over the screen's
 * (fails when there is none). */
static SDL_Rect button_rect(app *a, const char *label)
{
    for (int i = a->n_drawn_buttons - 1; i >= 0; i--)
        if (strcmp(a->drawn_buttons[i].label, label) == 0)
            return a->drawn_buttons[i].rect;
    fail_msg("no button \"%s\"", label);
    return (SDL_Rect){ 0, 0, 0, 0 };
}

/* Its label fits its button at the button's own size (15 units, bold). */
static void label_inside(app *a, const char *label)
{
    ui u = { a, a->renderer, NULL, true, a->scale, true, 0 };
    SDL_Rect r = button_rect(a, label);
    assert_true(ui_text_width(&u, label, ui_px(&u, 15), true) <= r.w - 6);
    assert_true(r.x >= 0 && r.x + r.w <= a->w);
}

/* Concede's question: "Continuer le combat" inside its button at 800 x 560
 * (play-test 16, Escarmouche and Campaign). */
static void test_concede_buttons_fit(void **state)
{
    (void)state;
    app *a = &the_app;
    for (size_t i = 0; i < sizeof languages / sizeof languages[0]; i++) {
        i18n_set_language(languages[i]);
        board_battle *bb = client_esc_battle_playing(a);
        battle_ask_concede(a, bb);
        assert_string_equal(app_scene_name(a), "confirm");
        client_draw_at(a, "esc19b-concede", 800, 560);
        client_look(a, "esc19b-concede");
        label_inside(a, _("Concede"));
        label_inside(a, _("Fight on"));
        app_scene_pop_to_root(a);
    }
    language_back();
}

/* A one-line question's box is as tall as its content: its buttons sit just
 * below the question, no empty band between (play-test 16 #14). */
static void test_one_line_question_tight(void **state)
{
    (void)state;
    app *a = &the_app;
    const int sizes[2][2] = { { 1280, 800 }, { 800, 560 } };
    for (int s = 0; s < 2; s++) {
        assert_true(app_confirm(a, "Quit?", "Quit", "Stay", NULL, NULL));
        client_draw_at(a, "esc19b-quit", sizes[s][0], sizes[s][1]);
        client_look(a, "esc19b-quit");
        ui u = { a, a->renderer, NULL, true, a->scale, true, 0 };
        SDL_Rect r = button_rect(a, "Quit");
        /* box: 24 + one line (18 units) + 24 + the buttons' 40 + 20, centred */
        int half = (ui_px(&u, 24) + ui_text_px(ui_px(&u, 18)) * 3 / 2 + ui_px(&u, 24) + ui_px(&u, 60)) / 2;
        assert_true(r.y + r.h <= a->h / 2 + half);
        assert_true(r.y >= a->h / 2 - half + ui_px(&u, 48));
        app_scene_pop(a, NULL);
    }
}

/* After an action the pointer's frame waits for the mouse to move: it does
 * not stay on a square whose unit is not the one the card shows (play-test 16
 * #6: after Command Forward the frame on the last commanded ally, the card the
 * Warden's); the next move of the mouse brings it back. */
static void test_hover_frame_after_action(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_esc_battle_playing(a);
    const esc_game *g = &bb->match.game;
    assert_true(bb->match.human[g->active]);
    esc_action list[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, list, ESC_MAX_ACTIONS), k = 0;
    while (k < n && list[k].kind != ESC_ACT_MOVE)
        k++;
    assert_true(k < n);
    esc_action mv = list[k];
    board_input_event e = { BOARD_INPUT_EV_CLICK, g->units[mv.unit].square, 0 };
    battle_feed(a, &e);
    assert_int_equal(bb->st.input.selected, mv.unit);
    e = (board_input_event){ BOARD_INPUT_EV_HOVER, mv.square, 0 };
    battle_feed(a, &e);
    assert_int_equal(bb->st.input.hovered, mv.square);
    int acted = bb->match.record.n_actions;
    e = (board_input_event){ BOARD_INPUT_EV_CLICK, mv.square, 0 };
    battle_feed(a, &e);
    client_esc_tick(a, bb, 30, 0.1f);
    assert_int_equal(bb->match.record.n_actions, acted + 1);
    assert_int_equal(bb->st.input.hovered, ESC_NO_SQUARE);
    client_draw_at(a, "esc19b-after-move", 1280, 800);
    /* The mouse moves (on the same square): the frame is the pointer's again. */
    board_layout l = board_layout_compute(a->w, a->h, a->scale);
    SDL_Rect r = board_square_rect(&l, mv.square);
    client_mouse(a, UI_EV_MOUSE_MOVE, r.x + r.w / 2 + 1, r.y + r.h / 2);
    assert_int_equal(bb->st.input.hovered, mv.square);
    app_scene_pop_to_root(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_long_toast_whole),
        cmocka_unit_test(test_concede_buttons_fit),
        cmocka_unit_test(test_one_line_question_tight),
        cmocka_unit_test(test_hover_frame_after_action),
    };
    return client_esc_run_tests(&the_app, tests, sizeof tests / sizeof tests[0]);
}
