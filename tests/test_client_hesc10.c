/*
 * Escarmouche play-test 8 fixes (hEsc10), through the client: line of sight is
 * drawn from the shooter's corner nearest the target, every corner's ray
 * tried when none is clear; Ctrl+Z takes a placement back while units are
 * placed; Feint's and Guardian's refusals say what they need and why no ally
 * qualifies; Guardian's card says plainly what it does.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "board/anim.h"
#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/input.h"
#include "board/input_internal.h"
#include "board/sight_line.h"
#include "board/view.h"
#include "client_esc_util.h"
#include "client_test_util.h"
#include "front/front.h"
#include "shell/ui.h"
#include "skirmish/core/esc/los.h"
#include "skirmish/i18n.h"

static app the_app;

static board_battle *battle_begun(void)
{
    board_battle *bb = client_esc_battle_begun(&the_app, true, true);
    bb->st.turn_card = false;
    bb->st.toast[0] = '\0';
    return bb;
}

static void put_unit(esc_game *g, int unit, int square)
{
    int from = g->units[unit].square, other = g->occupant[square];
    if (from == square)
        return;
    if (other != ESC_NO_UNIT)
        g->units[other].square = from;
    if (from != ESC_NO_SQUARE)
        g->occupant[from] = other;
    g->units[unit].square = square;
    g->occupant[square] = unit;
}

/* Every unit but those in `keep` leaves the board; no obstacles. */
static void clear_board_but(esc_game *g, uint32_t keep)
{
    for (int u = 0; u < ESC_MAX_UNITS; u++)
        if (!(keep & (1u << u)) && g->units[u].square != ESC_NO_SQUARE) {
            g->occupant[g->units[u].square] = ESC_NO_UNIT;
            g->units[u].square = ESC_NO_SQUARE;
            g->units[u].flags |= ESC_UF_DEAD;
        }
    g->obstacles = 0;
}

/* ---- 1. line of sight from the nearest corner ---- */

static int dist2(const board_sight_ray *r, int to)
{
    int dx = 2 * r->corner_x - (2 * esc_square_file(to) + 1), dy = 2 * r->corner_y - (2 * esc_square_rank(to) + 1);
    return dx * dx + dy * dy;
}

static void test_sight_rays(void **state)
{
    (void)state;
    /* a1 to c1, nothing in the way: the ray starts at a1's right-hand corner,
     * not at (0, 0) across the square (play-test 8: "reads as wrong"). */
    board_sight_ray rays[4];
    int a1 = esc_square_make(0, 0), c1 = esc_square_make(2, 0);
    assert_int_equal(board_sight_rays(0, a1, c1, rays), 4);
    assert_int_equal(rays[0].corner_x, 1);
    esc_los_trace old = esc_los_explain(0, a1, c1);
    assert_int_equal(old.corner_x, 0); /* what was drawn before */
    /* The rules' answer, exactly, over many boards; nearest first; a blocked
     * ray stops on the closed square that blocks it, the first along it. */
    unsigned r = 12345u;
    int checked = 0, partly = 0;
    for (int b = 0; b < 60; b++) {
        esc_bits blockers = 0;
        for (int k = 0; k < 10; k++) {
            r = r * 1103515245u + 12345u;
            blockers |= esc_bit((int)((r >> 8) % ESC_SQUARES));
        }
        for (int from = 0; from < ESC_SQUARES; from += 3)
            for (int to = 0; to < ESC_SQUARES; to++) {
                int clear = board_sight_rays(blockers, from, to, rays);
                assert_int_equal(clear > 0, esc_los_visible(blockers, from, to));
                partly += clear > 0 && clear < 4;
                for (int k = 0; k < 4; k++) {
                    if (k > 0)
                        assert_true(dist2(&rays[k - 1], to) <= dist2(&rays[k], to));
                    if (rays[k].clear) {
                        assert_int_equal(rays[k].block_square, ESC_NO_SQUARE);
                        continue;
                    }
                    int bs = rays[k].block_square;
                    assert_true(bs >= 0 && bs < ESC_SQUARES && (blockers & esc_bit(bs)) && bs != from && bs != to);
                    float fx = (float)esc_square_file(bs), fy = (float)esc_square_rank(bs);
                    assert_true(rays[k].stop_x >= fx - 1e-4f && rays[k].stop_x <= fx + 1 + 1e-4f);
                    assert_true(rays[k].stop_y >= fy - 1e-4f && rays[k].stop_y <= fy + 1 + 1e-4f);
                    checked++;
                }
            }
    }
    print_message("%d blocked rays checked, %d shots seen from some corners only\n", checked, partly);
    assert_true(checked > 1000 && partly > 100);
}

/* In a battle: the preview drawn from the nearest corner, and blocked with
 * every corner tried (kept for people to look at). */
static void test_sight_drawn(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    board_input *in = &bb->st.input;
    int me = client_esc_first_unit_of(g, g->active), enemy = client_esc_first_unit_of(g, g->active ^ 1);
    clear_board_but(g, (1u << me) | (1u << enemy));
    put_unit(g, me, esc_square_make(1, 1));    /* b2 */
    put_unit(g, enemy, esc_square_make(4, 3)); /* e4 */
    g->units[me].range = 4;
    board_anim_init(&bb->st.anim, g);
    board_input_sync(in, g);
    board_input_event click = { BOARD_INPUT_EV_CLICK, esc_square_make(1, 1), BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(a, &click);
    assert_int_equal(in->selected, me);
    in->hovered = esc_square_make(4, 3);
    client_draw_at(a, "hesc10-sight-clear", 1280, 800);
    client_esc_keep_shot(a, "hesc10-shots", "hesc10-sight-clear");
    g->obstacles = esc_bit(esc_square_make(2, 2)) | esc_bit(esc_square_make(3, 2)); /* c3, d3 */
    assert_false(esc_los_visible(g->obstacles, esc_square_make(1, 1), esc_square_make(4, 3)));
    board_input_sync(in, g);
    battle_feed(a, &click);
    in->hovered = esc_square_make(4, 3);
    client_draw_at(a, "hesc10-sight-blocked", 1280, 800);
    client_esc_keep_shot(a, "hesc10-shots", "hesc10-sight-blocked");
    client_draw_at(a, "hesc10-sight-blocked", 800, 560);
    client_esc_keep_shot(a, "hesc10-shots", "hesc10-sight-blocked");
    app_scene_pop_to_root(a);
}

/* ---- 2. undo while units are placed ---- */

/* Until the player may place again: the computer has placed and its
 * placement is no longer shown. */
static bool computer_busy(const board_battle *bb)
{
    const board_battle_state *b = &bb->st;
    return bb->match.ai_thread || b->anim.playing || !bb->match.human[bb->match.game.active] ||
           (b->shown_side >= 0 && b->shown_side < ESC_SIDES && !bb->match.human[b->shown_side]);
}

static void settle(board_battle *bb)
{
    for (int i = 0; i < 400 && computer_busy(bb) && bb->match.game.phase == ESC_PHASE_DEPLOY; i++) {
        board_anim_finish(&bb->st.anim);
        client_esc_tick(&the_app, bb, 1, 0.1f);
        struct timespec ms = { 0, 10 * 1000 * 1000 };
        nanosleep(&ms, NULL); /* the computer thinks in its own thread */
    }
}

static int first_free_home(const board_battle *bb)
{
    const esc_game *g = &bb->match.game;
    esc_bits home = board_input_clickable(&bb->st.input, g);
    return home ? __builtin_ctzll(home) : ESC_NO_SQUARE;
}

static void test_deploy_undo(void **state)
{
    (void)state;
    app *a = &the_app;
    /* Against the computer: the placement and the computer's reply go back. */
    board_battle *bb = client_esc_battle_start(a, true, false);
    esc_game *g = &bb->match.game;
    settle(bb);
    print_message("active %d overlay %d held %d anim %d card %d deployed %d %d\n", g->active, bb->st.overlay, bb->st.held,
                  bb->st.anim.playing, bb->st.turn_card, g->deployed[0], g->deployed[1]);
    assert_int_equal(g->phase, ESC_PHASE_DEPLOY);
    assert_int_equal(g->active, 0);
    assert_false(board_match_can_undo(&bb->match)); /* nothing of the player's placed yet */
    int mine = g->deployed[0], theirs = g->deployed[1], n = bb->match.record.n_actions;
    board_input_event place = { BOARD_INPUT_EV_CLICK, first_free_home(bb), BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(a, &place);
    settle(bb);
    assert_int_equal(g->deployed[0], mine + 1);
    assert_int_equal(g->active, 0);
    assert_true(board_match_can_undo(&bb->match));
    board_input_event undo = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, BOARD_INPUT_KEY_UNDO };
    battle_feed(a, &undo);
    assert_int_equal(g->phase, ESC_PHASE_DEPLOY);
    assert_int_equal(g->deployed[0], mine);
    assert_int_equal(g->deployed[1], theirs);
    assert_int_equal(bb->match.record.n_actions, n);
    assert_int_equal(g->active, 0);
    assert_int_equal(bb->st.input.mode, BOARD_INPUT_DEPLOY);
    client_draw_at(a, "hesc10-deploy-undo", 1280, 800);
    client_esc_keep_shot(a, "hesc10-shots", "hesc10-deploy-undo");
    app_scene_pop_to_root(a);
    /* Hot-seat: the other player's placement is never taken back. */
    bb = client_esc_battle_start(a, true, true);
    g = &bb->match.game;
    int first = g->active;
    place.square = first_free_home(bb);
    battle_feed(a, &place);
    board_anim_finish(&bb->st.anim);
    client_esc_tick(a, bb, 2, 0.1f);
    assert_int_equal(g->active, first ^ 1);
    assert_false(board_match_can_undo(&bb->match));
    n = bb->match.record.n_actions;
    battle_feed(a, &undo);
    assert_int_equal(bb->match.record.n_actions, n);
    app_scene_pop_to_root(a);
}

/* ---- 3. Feint's and Guardian's refusals ---- */

static void test_ally_refusals(void **state)
{
    (void)state;
    board_battle *bb = battle_begun();
    esc_game *g = &bb->match.game;
    int side = g->active;
    int me = side * ESC_SQUAD_MAX, ally = me + 1;
    assert_true(esc_game_unit_alive(g, me) && esc_game_unit_alive(g, ally));
    clear_board_but(g, (1u << me) | (1u << ally) | (1u << client_esc_first_unit_of(g, side ^ 1)));
    g->units[me].abilities |= (1u << ESC_AB_FEINT) | (1u << ESC_AB_GUARDIAN);
    put_unit(g, me, esc_square_make(0, 0));   /* a1 */
    put_unit(g, ally, esc_square_make(3, 0)); /* d1: 3 squares away */
    char why[240];
    board_input_ability_refusal(g, me, ESC_AB_FEINT, why, sizeof why);
    print_message("%s\n", why);
    assert_non_null(strstr(why, _("Feint needs an ally within 2 squares that this unit can see")));
    assert_non_null(strstr(why, "d1"));
    assert_non_null(strstr(why, "3"));
    board_input_ability_refusal(g, me, ESC_AB_GUARDIAN, why, sizeof why);
    print_message("%s\n", why);
    assert_non_null(strstr(why, _("Guardian needs an ally on a square next to this unit")));
    /* Near enough, but a rock in the way. */
    put_unit(g, ally, esc_square_make(2, 0));         /* c1 */
    g->obstacles = esc_bit(esc_square_make(1, 0)) | esc_bit(esc_square_make(1, 1)); /* b1, b2 */
    assert_int_equal(board_input_ability_problem(g, me, ESC_AB_FEINT), ESC_ERR_NO_LINE_OF_SIGHT);
    board_input_ability_refusal(g, me, ESC_AB_FEINT, why, sizeof why);
    print_message("%s\n", why);
    assert_non_null(strstr(why, "c1"));
    assert_non_null(strstr(why, _("line of sight")));
    /* The key says it too, on the board's message line. */
    board_input *in = &bb->st.input;
    board_input_sync(in, g);
    board_input_select_unit(in, me);
    int key = 0;
    for (int ab = 0; ab <= ESC_AB_FEINT; ab++)
        key += (g->units[me].abilities >> ab) & 1;
    board_input_event e = { BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, (board_input_key)(BOARD_INPUT_KEY_ABILITY_1 + key - 1) };
    battle_feed(&the_app, &e);
    print_message("message: %s\n", in->message);
    assert_non_null(strstr(in->message, "c1"));
    /* A reason of the unit's own stays the rules' words. */
    g->actions_left = 0;
    board_input_ability_refusal(g, me, ESC_AB_FEINT, why, sizeof why);
    assert_null(strstr(why, "Feint needs"));
    app_scene_pop_to_root(&the_app);
}

/* ---- 4. Guardian's card ---- */

static void test_guardian_words(void **state)
{
    (void)state;
    const char *text = esc_ability_get(ESC_AB_GUARDIAN)->text;
    /* Which ally (one the player picks, next to the unit), and who takes the damage. */
    assert_non_null(strstr(text, "Pick an ally next to this unit"));
    assert_non_null(strstr(text, "this unit takes all damage dealt to that ally"));
}

int main(void)
{
    setenv("SKIRMISH_SEED", "7", 1);
    if (!front_init_offscreen(&the_app, 2560, 1440))
        return 1;
    the_app.frozen_ticks = 1000;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sight_rays),
        cmocka_unit_test(test_sight_drawn),
        cmocka_unit_test(test_deploy_undo),
        cmocka_unit_test(test_ally_refusals),
        cmocka_unit_test(test_guardian_words),
    };
    int failed = cmocka_run_group_tests(tests, NULL, NULL);
    app_free(&the_app);
    return failed;
}
