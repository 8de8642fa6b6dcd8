/*
 * Play-test 9 (Escarmouche), on the battle screen: hovering a target in range
 * that the line between two obstacles touching at a corner hides says so in
 * the unit's tooltip, and that tooltip (like every card on the board) keeps
 * clear of the hovered square and its neighbours, at 1280 x 800 and 800 x 560;
 * a hovered enemy's tooltip says what its threat arrows mean, even while the
 * turn is held open.
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
#include "client_esc_util.h"
#include "client_test_util.h"
#include "front/front.h"
#include "skirmish/i18n.h"

static app the_app;

/* Only unit `ours` (of the side to play) on `a` and `theirs` on `b` left. */
static void only_two(esc_game *g, int ours, int a, int theirs, int b)
{
    for (int id = 0; id < ESC_MAX_UNITS; id++)
        if (id != ours && id != theirs && g->units[id].square != ESC_NO_SQUARE) {
            g->units[id].flags |= ESC_UF_DEAD;
            g->units[id].health = 0;
            g->units[id].square = ESC_NO_SQUARE;
        }
    for (int sq = 0; sq < ESC_SQUARES; sq++)
        g->occupant[sq] = ESC_NO_UNIT;
    g->units[ours].square = (int8_t)a;
    g->units[theirs].square = (int8_t)b;
    g->occupant[a] = (int8_t)ours;
    g->occupant[b] = (int8_t)theirs;
}

/* Draws at w x h with the pointer on `square` (hovered); the tooltip shown. */
static const char *hover(board_battle *bb, int square, int w, int h, const char *name)
{
    SDL_Rect r = client_esc_hover(&the_app, bb, square, w, h, name);
    /* The card never covers the square or its neighbours. */
    SDL_Rect around = { r.x - r.w, r.y - r.h, 3 * r.w, 3 * r.h }, box = the_app.text_box, both;
    if (the_app.tooltip[0] && SDL_IntersectRect(&around, &box, &both))
        fail_msg("%s at %dx%d: the card (%d,%d %dx%d) covers the hovered square's neighbours", name, w, h, box.x, box.y,
                 box.w, box.h);
    return the_app.tooltip;
}

/* A unit's reach in two_alone: 0 keeps the unit's own. */
typedef struct reach {
    int range, move;
} reach;

static void set_reach(esc_game *g, int id, reach r)
{
    if (r.range)
        g->units[id].range = (uint8_t)r.range;
    if (r.move)
        g->units[id].move = (uint8_t)r.move;
}

/* A battle under way, both actions left, with only the side to play's first
 * unit (*ours, reaching `our`) on `a` and the other side's (*theirs, reaching
 * `their`) on `b`, among these obstacles; the screen follows the game. */
static board_battle *two_alone(esc_bits obstacles, int a, int b, reach our, reach their, int *ours, int *theirs)
{
    board_battle *bb = client_esc_battle_playing(&the_app);
    esc_game *g = &bb->match.game;
    *ours = client_esc_first_unit_of(g, g->active);
    *theirs = client_esc_first_unit_of(g, g->active ^ 1);
    g->obstacles = obstacles;
    only_two(g, *ours, a, *theirs, b);
    set_reach(g, *ours, our);
    set_reach(g, *theirs, their);
    g->actions_left = 2;
    board_anim_init(&bb->st.anim, g);
    board_input_sync(&bb->st.input, g);
    return bb;
}

static void test_gap_hover_says_why(void **state)
{
    (void)state;
    int ours, theirs;
    esc_bits walls = esc_bit(esc_square_make(2, 3)) | esc_bit(esc_square_make(3, 2)); /* c4 and d3 */
    board_battle *bb = two_alone(walls, esc_square_make(0, 0), esc_square_make(4, 4), (reach){ 4, 0 }, (reach){ 0, 0 },
                                 &ours, &theirs); /* a1, e5 */
    board_input_event click = { BOARD_INPUT_EV_CLICK, esc_square_make(0, 0), BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(&the_app, &click);
    assert_int_equal(bb->st.input.selected, ours);
    int sizes[2][2] = { { 1280, 800 }, { 800, 560 } };
    for (int i = 0; i < 2; i++) {
        const char *tip = hover(bb, esc_square_make(4, 4), sizes[i][0], sizes[i][1], "gap-hover");
        if (!client_language_run())
            assert_non_null(strstr(tip, "touch at a corner"));
        else
            assert_true(tip[0] != '\0');
    }
    app_scene_pop_to_root(&the_app);
}

/* A hovered enemy that can hit next turn after a walk: its tooltip reads the arrows. */
static void test_intent_legend(void **state)
{
    (void)state;
    int ours, theirs;
    board_battle *bb = two_alone(0, esc_square_make(3, 1), esc_square_make(3, 4), (reach){ 0, 0 }, (reach){ 1, 2 },
                                 &ours, &theirs); /* d2, d5 */
    esc_game *g = &bb->match.game;
    for (int i = 0; i < 2; i++) {
        const char *tip = hover(bb, esc_square_make(3, 4), i ? 800 : 1280, i ? 560 : 800, "intent-legend");
        if (!client_language_run())
            assert_non_null(strstr(tip, "Dotted"));
    }
    /* hEsc12: the arrow's chip on the unit it hits, the same words as the
     * token's foot badge (which then is not drawn twice); none elsewhere. */
    char chip[16];
    board_intent_chip(g, &bb->st.input, ours, chip, sizeof chip);
    assert_true(chip[0] != '\0');
    board_intent_chip(g, &bb->st.input, theirs, chip, sizeof chip);
    assert_string_equal(chip, "");
    app_scene_pop_to_root(&the_app);
}

/* With the turn held open (both actions spent), the pointer still moves the
 * hover: an enemy's threats can be read before End turn, and they go when
 * the pointer leaves the board. */
static void test_hover_while_held(void **state)
{
    (void)state;
    board_battle *bb = client_esc_battle_playing(&the_app);
    bb->st.held = true;
    board_input_event e = { BOARD_INPUT_EV_HOVER, esc_square_make(3, 4), BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(&the_app, &e);
    assert_int_equal(bb->st.input.hovered, esc_square_make(3, 4));
    e.square = ESC_NO_SQUARE;
    battle_feed(&the_app, &e);
    assert_int_equal(bb->st.input.hovered, ESC_NO_SQUARE);
    bb->st.held = false;
    app_scene_pop_to_root(&the_app);
}

/* hEsc12 (play-test 10): a shot seen only from the shooter's own corner,
 * where rocks d4 and e5 meet, says so: in the attack preview (ours on d5,
 * theirs on e2) and on the enemy's threat arrow (the sides swapped). */
static void test_own_corner_tooltips(void **state)
{
    (void)state;
    int d5 = esc_square_make(3, 4), e2 = esc_square_make(4, 1);
    int ours, theirs;
    esc_bits walls = esc_bit(esc_square_make(3, 3)) | esc_bit(esc_square_make(4, 4)); /* d4 and e5 */
    board_battle *bb = two_alone(walls, d5, e2, (reach){ 3, 0 }, (reach){ 0, 0 }, &ours, &theirs);
    esc_game *g = &bb->match.game;
    board_input_event click = { BOARD_INPUT_EV_CLICK, d5, BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(&the_app, &click);
    assert_int_equal(bb->st.input.selected, ours);
    for (int i = 0; i < 2; i++) {
        const char *tip = hover(bb, e2, i ? 800 : 1280, i ? 560 : 800, "own-corner-hover");
        if (!client_language_run())
            assert_non_null(strstr(tip, "from its own corner, where d4 and e5 meet"));
        else
            assert_true(tip[0] != '\0');
        /* Play-test 10: the card sits right beside the square's neighbours,
         * near the pointer, not at the board's edge over the score and log. */
        board_layout l = board_layout_compute(the_app.w, the_app.h, the_app.scale);
        SDL_Rect r = board_square_rect(&l, e2);
        int beside = the_app.text_box.x >= r.x + 2 * r.w ? the_app.text_box.x - (r.x + 2 * r.w)
                                                          : r.x - r.w - (the_app.text_box.x + the_app.text_box.w);
        assert_in_range(beside, 0, r.w / 2);
    }
    /* The enemy on d5 threatens ours on e2 from its corner. */
    bb->st.input.selected = ESC_NO_UNIT;
    only_two(g, ours, e2, theirs, d5);
    g->units[theirs].range = 3;
    g->units[theirs].move = 1;
    board_anim_init(&bb->st.anim, g);
    board_input_sync(&bb->st.input, g);
    const char *tip = hover(bb, d5, 1280, 800, "own-corner-threat");
    if (!client_language_run())
        assert_non_null(strstr(tip, "from its own corner, where d4 and e5 meet"));
    app_scene_pop_to_root(&the_app);
}

/* hEsc12 (play-test 10): who guards whom is on the board: a green link with a
 * dot half-way, and the guarded unit's tooltip names its guardian. */
static void test_guard_link(void **state)
{
    (void)state;
    board_battle *bb = client_esc_battle_playing(&the_app);
    esc_game *g = &bb->match.game;
    int ward = client_esc_first_unit_of(g, g->active), guard = ESC_NO_UNIT;
    for (int id = ward + 1; id < (g->active + 1) * ESC_SQUAD_MAX && guard == ESC_NO_UNIT; id++)
        if (esc_game_unit_alive(g, id))
            guard = id;
    assert_int_not_equal(guard, ESC_NO_UNIT);
    g->units[ward].guarded_by = (int8_t)guard;
    board_anim_init(&bb->st.anim, g);
    board_input_sync(&bb->st.input, g);
    client_set_size(&the_app, 1280, 800);
    board_layout l = board_layout_compute(1280, 800, app_scale_for(1280, 800, app_ui_percent(&the_app)));
    SDL_Rect a = board_square_rect(&l, g->units[guard].square), b = board_square_rect(&l, g->units[ward].square);
    (void)a;
    the_app.mouse_x = b.x + b.w / 2;
    the_app.mouse_y = b.y + b.h / 2;
    bb->st.input.hovered = g->units[ward].square;
    client_draw_at(&the_app, "guard-link", 1280, 800);
    if (!client_language_run())
        assert_non_null(strstr(the_app.tooltip, "Green link"));
    else
        assert_true(the_app.tooltip[0] != '\0');
    g->units[ward].guarded_by = ESC_NO_UNIT;
    app_scene_pop_to_root(&the_app);
}

/* hEsc12: who deploys first is in the log, and on screen, as deployment starts. */
static void test_first_deployer_said(void **state)
{
    (void)state;
    char line[200];
    board_battle *bb = client_esc_battle_first_deployer(&the_app, line, sizeof line);
    bool logged = false;
    for (int i = 0; i < bb->st.log_count; i++)
        logged |= strcmp(bb->st.log[i], line) == 0;
    assert_true(logged);
    if (!client_language_run())
        assert_non_null(strstr(line, "deploys first (drawn by lot)"));
    app_scene_pop_to_root(&the_app);
}

/* hEsc12: Esc on a hot-seat draw offer is a refusal, and the log says so. */
static void test_draw_declined_by_esc(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_esc_battle_playing(a);
    battle_offer_draw(a, bb);
    assert_string_equal(app_scene_name(a), "confirm");
    client_click_button(a, _("Offer a draw")); /* hEsc19: confirmed first in hot-seat too */
    assert_string_equal(app_scene_name(a), "confirm");
    app_draw(a);
    ui_event esc = { .kind = UI_EV_KEY, .key = UI_KEY_ESCAPE };
    app_handle_event(a, &esc);
    assert_string_equal(app_scene_name(a), "battle");
    client_esc_tick(a, bb, 2, 0.05f);
    assert_int_equal(bb->match.game.phase, ESC_PHASE_BATTLE);
    const char *last = bb->st.log[bb->st.log_count - 1];
    if (!client_language_run())
        assert_non_null(strstr(last, "declines the draw"));
    assert_false(bb->st.draw_asked);
    /* Accepted: nothing declined. */
    battle_offer_draw(a, bb);
    client_click_button(a, _("Offer a draw"));
    int rows = bb->st.log_count;
    client_click_button(a, _("Accept the draw"));
    client_esc_tick(a, bb, 2, 0.05f);
    for (int i = rows; i < bb->st.log_count; i++)
        assert_null(strstr(bb->st.log[i], "declines"));
    app_scene_pop_to_root(a);
}

/* hEsc13 (play-test 11): before a move, the hovered destination says whom
 * the unit could attack from there and who could attack it there, and each
 * such enemy has its word on the board; a card near the board's right edge
 * goes left of the neighbours, off the side panel. */
static void test_move_preview_sight(void **state)
{
    (void)state;
    int ours, theirs;
    board_battle *bb = two_alone(0, esc_square_make(5, 1), esc_square_make(5, 4), (reach){ 1, 2 }, (reach){ 1, 0 },
                                 &ours, &theirs); /* f2, f5 */
    esc_game *g = &bb->match.game;
    board_input_event click = { BOARD_INPUT_EV_CLICK, esc_square_make(5, 1), BOARD_INPUT_KEY_NEXT_UNIT };
    battle_feed(&the_app, &click);
    assert_int_equal(bb->st.input.selected, ours);
    const char *tip = hover(bb, esc_square_make(5, 3), 1280, 800, "esc13-move-preview"); /* f4, next to f5 */
    print_message("%s\n", tip);
    if (!client_language_run()) {
        assert_non_null(strstr(tip, "From there it can attack: "));
        assert_true(client_was_drawn("both ways"));
    }
    board_layout l = board_layout_compute(the_app.w, the_app.h, the_app.scale);
    assert_true(the_app.text_box.x + the_app.text_box.w <= l.panel.x);
    /* Out of its reach: no enemy to attack from there, and said so. */
    tip = hover(bb, esc_square_make(7, 1), 1280, 800, "esc13-move-preview-far"); /* h2 */
    if (!client_language_run())
        assert_non_null(strstr(tip, "From there it can attack no enemy."));
    /* A diagonal step between f3 and g2, which touch at a corner: said in one line. */
    g->obstacles = esc_bit(esc_square_make(5, 2)) | esc_bit(esc_square_make(6, 1));
    board_anim_init(&bb->st.anim, g);
    tip = hover(bb, esc_square_make(6, 2), 1280, 800, "esc13-move-corner"); /* g3 */
    print_message("%s\n", tip);
    if (!client_language_run())
        assert_non_null(strstr(tip, "slips diagonally between"));
    tip = hover(bb, esc_square_make(4, 2), 1280, 800, "esc13-move-no-corner"); /* e3 */
    if (!client_language_run())
        assert_null(strstr(tip, "slips diagonally"));
    app_scene_pop_to_root(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_gap_hover_says_why),
        cmocka_unit_test(test_intent_legend),
        cmocka_unit_test(test_hover_while_held),
        cmocka_unit_test(test_own_corner_tooltips),
        cmocka_unit_test(test_guard_link),
        cmocka_unit_test(test_first_deployer_said),
        cmocka_unit_test(test_draw_declined_by_esc),
        cmocka_unit_test(test_move_preview_sight),
    };
    return client_esc_run_tests(&the_app, tests, sizeof tests / sizeof tests[0]);
}
