/*
 * hCa18 (play-test 15), the Campaign's screens:
 * - major 1: a battle whose defender chose Prepared Ambuscade. After both sides
 *   deployed, the board names the step ("Prepared Ambuscade"), selects the
 *   rules' unit, and a click on one of the core's free-move squares moves it and
 *   starts the battle (the play-test's clicks all said "Impossible at this
 *   phase"); D (the Skip button) keeps it in place; a computer defender makes
 *   the move itself.
 * - major 2: two armies of a seat on one place. A drag from anywhere on a
 *   banner's flag (as drawn) orders that army, not the first army there; a
 *   drag from the place's token orders the army selected in the panel.
 * - medium 3: after a crash and Continue, a log's list of players is worded
 *   ("Player 1 attacks Player 2"), not its bare key ("1 attacks Player 2"):
 *   the namers are set when the campaign opens, not when a line is written.
 * - medium 4: the Orders panel says when a player holds all the gold-ringed
 *   places but one.
 * - medium 5: an army too big for a battle budget is warned of only where a
 *   battle may come (a place another player holds, or another player's army
 *   there or a route away), not for a move into a neutral place nobody reaches.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "campaign/campaign.h"
#include "campaign/internal.h"
#include "front/front.h"
#include "areamap/piece.h"
#include "areamap/view.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"
#include "eventlog/words.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

/* Two humans up to their first battle, the defender with Prepared Ambuscade,
 * every unit placed: the free move pending. */
static board_battle *to_the_ambuscade(const char *name)
{
    setenv("SKIRMISH_SEED", "5", 1);
    campaign_screen *c = start_tiny_campaign(name);
    int start1 = c->st.forces.armies[1].loc;
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1); /* the defender recruits a Core unit: the Ambuscade's */
    click_button_with("Recruit into Army %d");
    click_button("Downtime done");
    campaign_march_and_ready(start1);
    click_button("Continue");
    for (int p = 0; p < 2; p++) { /* the attacker first */
        pass_cover(p);
        click_button_with("★");
        if (p == 1) { /* the defender fields a Core unit too: the Ambuscade's */
            uint32_t avail = campaign_battle_units(&c->st, c->battle, c->seat);
            const campaign_player *pl = &c->st.players[c->seat];
            for (int k = 0; k < pl->n_units; k++)
                if ((avail >> k & 1) && !pl->units[k].hero) {
                    c->pick |= 1u << k;
                    break;
                }
        }
        click_button("Fight on the board");
    }
    assert_int_equal(c->step, CSTEP_BONUS);
    click_button("Prepared Ambuscade");
    click_button("Confirm");
    board_battle *bb = board_battle_current(&the_app);
    assert_non_null(bb);
    for (int guard = 0; guard < 64 && !bb->match.game.vanguard_pending; guard++) {
        assert_int_equal(bb->match.game.phase, ESC_PHASE_DEPLOY);
        /* Placed by clicks, as the players do (the board's choice of square). */
        esc_action act = board_match_auto_deploy(&bb->match);
        bb->st.turn_card = false;
        board_input_event ev = { BOARD_INPUT_EV_CLICK, act.square, BOARD_INPUT_KEY_NEXT_UNIT };
        battle_feed(&the_app, &ev);
        for (int i = 0; i < 4; i++)
            app_step(&the_app);
        bb = board_battle_current(&the_app);
    }
    assert_true(bb->match.game.vanguard_pending);
    bb->st.turn_card = false; /* (a hot-seat hand-off card, if any, passed) */
    for (int i = 0; i < 4; i++)
        app_step(&the_app);
    return bb;
}

static void test_ambuscade_move_on_screen(void **state)
{
    (void)state;
    board_battle *bb = to_the_ambuscade("ca18-ambuscade");
    const esc_game *g = &bb->match.game;
    int v = g->settings.hooks.vanguard - 1;
    assert_int_equal(bb->st.input.mode, BOARD_INPUT_DEPLOY);
    assert_int_equal(bb->st.input.selected, v);
    assert_non_null(strstr(board_input_prompt(&bb->st.input, g), "Prepared Ambuscade"));
    save_shot("ca18-ambuscade");
    client_draw_at(&the_app, "ca18-ambuscade-small", 800, 560); /* no layout fault in a small window */
    assert_true(client_was_drawn(_("Skip the free move (D)")));
    client_draw_at(&the_app, "ca18-ambuscade", 1280, 800);
    /* A square of the core's free moves other than its own. */
    esc_action acts[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, acts, ESC_MAX_ACTIONS), to = ESC_NO_SQUARE;
    for (int i = 0; i < n && to == ESC_NO_SQUARE; i++)
        if (acts[i].kind == ESC_ACT_MOVE && acts[i].square != g->units[v].square)
            to = acts[i].square;
    assert_true(to != ESC_NO_SQUARE);
    board_input_event ev = { BOARD_INPUT_EV_CLICK, to, BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(&the_app, &ev);
    for (int i = 0; i < 8; i++)
        app_step(&the_app);
    bb = board_battle_current(&the_app);
    assert_int_equal(bb->match.game.phase, ESC_PHASE_BATTLE);
    assert_int_equal(bb->match.game.units[v].square, to);
    save_shot("ca18-ambuscade-after");
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_ambuscade_skip(void **state)
{
    (void)state;
    board_battle *bb = to_the_ambuscade("ca18-ambuscade-skip");
    int v = bb->match.game.settings.hooks.vanguard - 1, from = bb->match.game.units[v].square;
    click_button("Skip the free move (D)");
    for (int i = 0; i < 8; i++)
        app_step(&the_app);
    bb = board_battle_current(&the_app);
    assert_int_equal(bb->match.game.phase, ESC_PHASE_BATTLE);
    assert_int_equal(bb->match.game.units[v].square, from);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* The defender played by the computer: its free move made as its placements
 * are, and the battle begins. */
static void test_ambuscade_computer(void **state)
{
    (void)state;
    board_battle *bb = to_the_ambuscade("ca18-ambuscade-ai");
    bb->match.human[bb->match.game.active] = false;
    board_input_sync(&bb->st.input, &bb->match.game);
    for (int i = 0; i < 8 && board_battle_current(&the_app)->match.game.phase == ESC_PHASE_DEPLOY; i++) {
        battle_auto_deploy(board_battle_current(&the_app));
        app_step(&the_app);
    }
    assert_int_equal(board_battle_current(&the_app)->match.game.phase, ESC_PHASE_BATTLE);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* Seat 0 at its Orders with a second army (one unit) beside its first. */
static campaign_screen *two_armies(const char *name, int *a1, int *a2)
{
    campaign_screen *c = start_at_orders(name);
    campaign_forces *f = &c->st.forces;
    int i0 = -1;
    for (int i = 0; i < f->n_armies && i0 < 0; i++)
        if (f->armies[i].player == 0)
            i0 = i;
    assert_true(i0 >= 0);
    campaign_army second = f->armies[i0];
    *a1 = second.id;
    second.id = (int16_t)campaign_forces_take_id(f);
    second.main = false;
    second.number = (int8_t)campaign_forces_next_number(f, 0);
    f->armies[f->n_armies++] = second;
    campaign_forces_sort(f);
    *a2 = second.id;
    campaign_player *pl = &c->st.players[0];
    pl->units[pl->n_units] = pl->units[0];
    pl->units[pl->n_units].hero = false;
    pl->units[pl->n_units].army = second.id;
    pl->units[pl->n_units].uid = 1000;
    pl->n_units++;
    app_draw(&the_app);
    return c;
}

/* A point near the fly end of an army's flag, as drawn (not its pole). */
static void flag_point(int army, int *x, int *y)
{
    app_draw(&the_app);
    ui u = { &the_app, the_app.renderer, NULL, false, the_app.scale, true, 0 };
    for (int p = 0; p < cs()->model.n_pieces; p++)
        if (cs()->model.pieces[p].id == army) {
            SDL_Rect r = areamap_view_piece_rect(&u, &cs()->cam, &cs()->model, p);
            SDL_Rect fp = areamap_piece_footprint(&u, &cs()->model.pieces[p], r);
            *x = r.x + (fp.x + fp.w - r.x) * 3 / 4;
            *y = r.y + r.h / 3;
            return;
        }
    fail_msg("army %d has no banner", army);
}

static void drag_from(int x0, int y0, int to)
{
    int x1, y1;
    location_on_screen(to, &x1, &y1);
    client_drag_through(mouse, x0, y0, x1, y1);
}

static int order_to(campaign_screen *c, int army)
{
    int k = campaign_order_of(c, 0, army);
    return k < 0 ? -1 : c->orders[0][k].to;
}

static void test_two_armies_each_ordered(void **state)
{
    (void)state;
    int a1, a2;
    campaign_screen *c = two_armies("ca18-two", &a1, &a2);
    save_shot("ca18-two-armies");
    int x, y;
    flag_point(a2, &x, &y);
    drag_from(x, y, 1);
    assert_int_equal(order_to(c, a2), 1);
    assert_int_equal(order_to(c, a1), -1);
    flag_point(a1, &x, &y);
    drag_from(x, y, 0);
    assert_int_equal(order_to(c, a1), 0);
    assert_int_equal(order_to(c, a2), 1);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* The army chosen in the panel, dragged from its place's token. */
static void test_selected_army_from_the_token(void **state)
{
    (void)state;
    int a1, a2;
    campaign_screen *c = two_armies("ca18-two-sel", &a1, &a2);
    c->army = a2;
    int x, y;
    location_on_screen(c->st.forces.armies[campaign_forces_find(&c->st.forces, a2)].loc, &x, &y);
    drag_from(x, y, 1);
    assert_int_equal(order_to(c, a2), 1);
    assert_int_equal(order_to(c, a1), -1);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_names_after_continue(void **state)
{
    (void)state;
    set_dirs("ca18-names");
    campaign_to_the_reveal(); /* the battle's line in the log: "Player 1 attacks Player 2, who defends" */
    /* A fresh process: no namer set yet. */
    evlog_set_namer("ca-players", NULL);
    evlog_set_namer("ca-injury", NULL);
    crash_and_continue();
    assert_string_equal(evlog_translation()->name("ca-players", "0"), "Player 1");
    assert_string_equal(evlog_translation()->name("ca-players", "01"), "Player 1 and Player 2");
    assert_string_equal(evlog_translation()->name("ca-injury", "0"), campaign_injury_name(0));
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_domination_one_away(void **state)
{
    (void)state;
    campaign_screen *c = start_at_orders("ca18-domination");
    c->st.settings.domination = true;
    c->map.domination = 0x7; /* all three places */
    client_draw_at(&the_app, "ca18-domination-none", 1280, 800);
    char near[300];
    snprintf(near, sizeof near, _("%s holds %d of the %d gold-ringed places: one more and they win."),
             campaign_seat_label(1), 2, 3);
    assert_false(client_was_drawn_wrapped(near));
    /* Minor: places, Renown and supply level, the top bar's tie-break is still
     * Renown, the one label it has (it read "supply held" here, "Renown
     * earned" in the reveal). */
    assert_int_equal(campaign_standing_decider(c), 3);
    assert_true(client_was_drawn(_("Tie-break, Renown earned:")));
    assert_false(client_was_drawn(_("Tie-break, supply held:")));
    c->st.forces.control[1] = 1; /* Midmere to Player 2 */
    client_draw_at(&the_app, "ca18-domination-small", 800, 560);
    assert_true(client_was_drawn_wrapped(near));
    client_draw_at(&the_app, "ca18-domination", 1280, 800);
    assert_true(client_was_drawn_wrapped(near));
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_too_big_only_where_a_battle_may_come(void **state)
{
    (void)state;
    campaign_screen *c = start_at_orders("ca18-budget");
    campaign_player *pl = &c->st.players[0];
    int i0 = -1;
    for (int i = 0; i < c->st.forces.n_armies && i0 < 0; i++)
        if (c->st.forces.armies[i].player == 0)
            i0 = i;
    int army = c->st.forces.armies[i0].id;
    while (pl->n_units < 6) { /* far over any budget of the tiny map */
        pl->units[pl->n_units] = pl->units[0];
        pl->units[pl->n_units].hero = false;
        pl->units[pl->n_units].army = (int16_t)army;
        pl->units[pl->n_units].uid = (int16_t)(1000 + pl->n_units);
        pl->n_units++;
    }
    /* Midmere (neutral) out of Player 2's reach: Westhold no longer next to it. */
    c->map.adjacent[0] &= ~(1ull << 1);
    c->map.adjacent[1] &= ~(1ull << 0);
    int enemy_at = c->st.forces.armies[1 - i0].loc;
    assert_false(campaign_battle_may_come(c, 0, 1));
    assert_true(campaign_battle_may_come(c, 0, enemy_at));
    drag_army(army, 1);
    assert_true(campaign_order_of(c, 0, army) >= 0);
    /* Play-test 17 (hCa21): said there too, where no battle may come yet: the
     * army stays, and the budget is the one it will fight with when one does. */
    client_draw_at(&the_app, "ca18-budget-neutral", 1280, 800);
    assert_non_null(strstr(client_drawn_texts(), "Only "));
    /* Player 2's army a route away again: a battle may come, the warning is said. */
    c->map.adjacent[0] |= 1ull << 1;
    c->map.adjacent[1] |= 1ull << 0;
    client_draw_at(&the_app, "ca18-budget-reachable", 1280, 800);
    assert_non_null(strstr(client_drawn_texts(), "Only "));
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ambuscade_move_on_screen),
        cmocka_unit_test(test_ambuscade_skip),
        cmocka_unit_test(test_ambuscade_computer),
        cmocka_unit_test(test_two_armies_each_ordered),
        cmocka_unit_test(test_selected_army_from_the_token),
        cmocka_unit_test(test_names_after_continue),
        cmocka_unit_test(test_domination_one_away),
        cmocka_unit_test(test_too_big_only_where_a_battle_may_come),
    };
    return cmocka_run_group_tests_name("client campaign hCa18", tests, NULL, NULL);
}
