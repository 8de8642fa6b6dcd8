/*
 * hEsc19 (blind play-test 16 #2): deployment shows the placing player's units
 * still to place (a row of tokens with their names, the next one framed), at
 * 1280 x 800 and 800 x 560; in hot-seat each side sees its own list on its own
 * placement only.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "client_esc_util.h"
#include "client_test_util.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/i18n.h"

static app the_app;

/* Whether the roster of `side` is on screen: its units' names, and the count. */
static void check_roster(app *a, board_battle *bb, const char *shot, int w, int h)
{
    const esc_game *g = &bb->match.game;
    client_draw_at(a, shot, w, h);
    int side = g->active, left = g->squad_size[side] - g->deployed[side];
    const esc_squad *sq[ESC_SIDES];
    battle_squads(a, sq);
    char name[ESC_NAME_MAX + 16];
    /* The last unit to place is named only in the roster (the card shows the next). */
    esc_unit_display_name(sq[side], g->squad_size[side] - 1, name, (int)sizeof name);
    assert_true(left > 1);
    if (!client_language_run()) {
        char head[80];
        snprintf(head, sizeof head, "%d units still to place", left);
        assert_true(client_was_drawn(head));
        assert_true(strstr(client_drawn_texts(), name) != NULL || strstr(client_drawn_texts(), "...") != NULL);
    }
    /* The other side's last unit is not listed. */
    esc_unit_display_name(sq[side ^ 1], g->squad_size[side ^ 1] - 1, name, (int)sizeof name);
    assert_false(client_was_drawn(name));
}

static void test_hot_seat_roster(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_esc_battle_start(a, true, true);
    const esc_game *g = &bb->match.game;
    assert_int_equal(g->phase, ESC_PHASE_DEPLOY);
    check_roster(a, bb, "esc19-roster", 1280, 800);
    check_roster(a, bb, "esc19-roster", 800, 560);
    /* One placed: the other player's own list. */
    int side = g->active;
    esc_bits home = esc_game_home(g, side) & ~g->obstacles;
    esc_action place = esc_action_make(ESC_ACT_DEPLOY, side * ESC_SQUAD_MAX, ESC_AB_NONE, __builtin_ctzll(home),
                                       ESC_NO_UNIT);
    board_input_event e = { BOARD_INPUT_EV_CLICK, place.square, 0 };
    battle_feed(a, &e);
    client_esc_tick(a, bb, 30, 0.1f);
    assert_int_equal(g->active, side ^ 1);
    check_roster(a, bb, "esc19-roster-other", 1280, 800);
}

/* Hot-seat: Offer a draw is confirmed first, as against the computer; then the
 * other player answers (play-test 16 #9). */
static void test_hot_seat_draw_confirmed(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_esc_battle_playing(a);
    battle_offer_draw(a, bb);
    assert_string_equal(app_scene_name(a), "confirm");
    assert_false(bb->st.draw_asked); /* not yet the other player's question */
    client_click_button(a, _("Offer a draw"));
    assert_string_equal(app_scene_name(a), "confirm");
    assert_true(bb->st.draw_asked);
    client_click_button(a, _("Refuse"));
    client_esc_tick(a, bb, 2, 0.05f);
    assert_int_equal(bb->match.game.phase, ESC_PHASE_BATTLE);
    assert_false(bb->st.draw_asked);
    /* "Fight on" at the first question: nothing is offered, none declines. */
    int rows = bb->st.log_count;
    battle_offer_draw(a, bb);
    client_click_button(a, _("Fight on"));
    client_esc_tick(a, bb, 2, 0.05f);
    assert_false(bb->st.draw_asked);
    assert_int_equal(bb->st.log_count, rows);
    app_scene_pop_to_root(a);
}

/* A concession says the round it came in ("in round 1", not "after 1
 * round"), and closing the window over the finished game asks nothing about
 * an autosave it no longer has (play-test 16 #7, #8). */
static void test_conceded_in_round_and_close(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_esc_battle_playing(a);
    int round = esc_game_round(&bb->match.game);
    ui_event quit = { .kind = UI_EV_QUIT };
    bool autosaves = bb->match.autosave_path[0] != '\0';
    if (autosaves) { /* in play, closing asks (the game is autosaved) */
        app_handle_event(a, &quit);
        assert_string_equal(app_scene_name(a), "confirm");
        client_click_button(a, "Stay");
    }
    battle_ask_concede(a, bb);
    client_click_button(a, _("Concede"));
    client_esc_tick(a, bb, 20, 0.1f);
    assert_int_equal(bb->match.game.phase, ESC_PHASE_OVER);
    char loser[DATA_SEAT_NAME_MAX + 40], want[200];
    board_match_side_name(&bb->match, 1 - bb->match.game.winner, loser, sizeof loser);
    snprintf(want, sizeof want, _("%s conceded in round %d"), loser, round);
    bb->st.overlay = BOARD_BATTLE_RESULT;
    client_draw_at(a, "esc19-conceded", 1280, 800);
    assert_true(client_was_drawn(want) || client_was_drawn_wrapped(want));
    app_handle_event(a, &quit);
    assert_string_not_equal(app_scene_name(a), "confirm");
    a->running = true;
    app_scene_pop_to_root(a);
}

/* The side panel's log keeps at least five lines: at 800 x 560 with a unit
 * selected and the danger shown, the marks' legend gives way; at 1280 x 800
 * it is there (play-test 16 #12). */
static void test_log_keeps_its_lines(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_esc_battle_playing(a);
    const esc_game *g = &bb->match.game;
    bb->st.input.show_threats = true;
    bb->st.input.selected = client_esc_first_unit_of(g, g->active);
    bb->st.input.mode = BOARD_INPUT_UNIT_SELECTED;
    client_draw_at(a, "esc19-log", 1280, 800);
    if (!client_language_run())
        assert_true(client_was_drawn("Can move there"));
    client_draw_at(a, "esc19-log", 800, 560);
    if (!client_language_run())
        assert_false(client_was_drawn("Can move there"));
    assert_true(client_was_drawn(_("Log")));
    app_scene_pop_to_root(a);
}

/* How many times `text` was drawn in the last client_draw_at. */
static int times_drawn(const char *text)
{
    int n = 0;
    for (const char *at = client_drawn_texts(); (at = strstr(at, text)) != NULL; at += strlen(text))
        n++;
    return n;
}

/* A refusal shown by the pointer's square does not stay over the pause menu
 * (play-test 16: "Units deploy on their own two home ranks" over it). */
static void test_refusal_gone_under_pause(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_esc_battle_start(a, true, true);
    board_input *in = &bb->st.input;
    in->hovered = esc_square_make(3, 3);
    in->message_square = in->hovered;
    snprintf(in->message, sizeof in->message, "%s", "Zz refusal words");
    client_draw_at(a, "esc19-refusal", 1280, 800);
    int on_board = times_drawn("Zz refusal words");
    assert_true(on_board >= 1); /* by the square (and maybe the prompt line) */
    assert_true(app_scene_push(a, &board_pause_scene, NULL));
    client_draw_at(a, "esc19-refusal-paused", 1280, 800);
    assert_int_equal(times_drawn("Zz refusal words"), on_board - 1);
    app_scene_pop_to_root(a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hot_seat_roster),
        cmocka_unit_test(test_hot_seat_draw_confirmed),
        cmocka_unit_test(test_log_keeps_its_lines),
        cmocka_unit_test(test_refusal_gone_under_pause),
        cmocka_unit_test(test_conceded_in_round_and_close),
    };
    return client_esc_run_tests(&the_app, tests, sizeof tests / sizeof tests[0]);
}
