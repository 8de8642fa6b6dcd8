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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hot_seat_roster),
    };
    return client_esc_run_tests(&the_app, tests, sizeof tests / sizeof tests[0]);
}
