/*
 * hEsc17 (play-test 14), on the battle screen: one points system in the match
 * (the unit card says its rank and rank points; the build cost only in the
 * tooltip, as the chain "build cost 20 → Elite rank → 6 RP"); enemies in
 * range but out of sight marked before a shot is tried or a move spent.
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
#include "client_esc_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/i18n.h"

static app the_app;

/* The unit card and its tooltip: rank points shown, the cost only as where they come from. */
static void test_card_one_points_system(void **state)
{
    (void)state;
    board_battle *bb = client_esc_battle_playing(&the_app);
    esc_game *g = &bb->match.game;
    int id = client_esc_first_unit_of(g, g->active);
    const esc_squad *sq[ESC_SIDES];
    battle_squads(&the_app, sq);
    const esc_unit_def *def = &sq[esc_unit_side(id)]->units[esc_unit_slot(id)];
    esc_rank rank = esc_unit_rank(def);
    char want[160], tip[500], chain[200], old[160];
    snprintf(want, sizeof want, _("rank %s · worth %d RP"), _(esc_rank_name(rank)), esc_rank_points(rank));
    snprintf(old, sizeof old, "cost %lld", esc_unit_cost(def));
    for (int i = 0; i < 2; i++) {
        int w = i ? 800 : 1280, h = i ? 560 : 800;
        bb->st.input.selected = id; /* the card is the selected unit's */
        client_esc_hover(&the_app, bb, g->units[id].square, w, h, "esc17-card");
        assert_true(client_was_drawn(want));
        assert_null(strstr(client_drawn_texts(), old));
    }
    battle_rank_points_words(def, tip, sizeof tip);
    snprintf(chain, sizeof chain, "%lld → %s", esc_unit_cost(def), _(esc_rank_name(rank)));
    assert_non_null(strstr(tip, chain));
    /* The play-test's Captain (H3 R2 P2 M2): build cost 20, Elite, 6 RP. */
    esc_unit_def captain = { .health = 3, .range = 2, .power = 2, .move = 2 };
    snprintf(captain.name, sizeof captain.name, "Captain");
    assert_int_equal(esc_unit_cost(&captain), 20);
    battle_rank_points_words(&captain, tip, sizeof tip);
    if (!client_language_run())
        assert_non_null(strstr(tip, "build cost 20 → Elite rank → 6 RP"));
    app_scene_pop_to_root(&the_app);
}

/* Only `ours` (range 3, move 1) on d1 and one enemy on d4, a wall on d3
 * between them; `ours` selected. */
static board_battle *wall_between(int *ours, int *enemy)
{
    board_battle *bb = client_esc_battle_playing(&the_app);
    esc_game *g = &bb->match.game;
    *ours = client_esc_first_unit_of(g, g->active);
    *enemy = client_esc_first_unit_of(g, g->active ^ 1);
    for (int id = 0; id < ESC_MAX_UNITS; id++)
        if (id != *ours && id != *enemy && g->units[id].square != ESC_NO_SQUARE) {
            g->units[id].flags |= ESC_UF_DEAD;
            g->units[id].health = 0;
            g->units[id].square = ESC_NO_SQUARE;
        }
    for (int sq = 0; sq < ESC_SQUARES; sq++)
        g->occupant[sq] = ESC_NO_UNIT;
    const int at[2] = { esc_square_make(3, 0), esc_square_make(3, 3) }, who[2] = { *ours, *enemy };
    for (int k = 0; k < 2; k++) {
        g->units[who[k]].square = (int8_t)at[k];
        g->occupant[at[k]] = (int8_t)who[k];
        g->units[who[k]].abilities = 0;
        g->units[who[k]].flags &= (uint8_t)~ESC_UF_STANCE;
    }
    g->units[*ours].range = 3;
    g->units[*ours].move = 1;
    g->obstacles = esc_bit(esc_square_make(3, 2));
    g->actions_left = 2;
    board_anim_init(&bb->st.anim, g);
    board_input_sync(&bb->st.input, g);
    board_input_event e = { BOARD_INPUT_EV_CLICK, at[0], 0 };
    battle_feed(&the_app, &e);
    assert_int_equal(bb->st.input.selected, *ours);
    return bb;
}

/* Play-test 14: which enemies are in range but out of sight is shown before
 * a shot is tried, from the unit's square and from a previewed move's. */
static void test_out_of_sight_before_committing(void **state)
{
    (void)state;
    int ours, enemy;
    board_battle *bb = wall_between(&ours, &enemy);
    esc_game *g = &bb->match.game;
    char names[ESC_NAME_MAX + 16];
    const esc_squad *sq[ESC_SIDES];
    battle_squads(&the_app, sq);
    esc_unit_display_name(sq[esc_unit_side(enemy)], esc_unit_slot(enemy), names, (int)sizeof names);
    for (int i = 0; i < 2; i++) {
        int w = i ? 800 : 1280, h = i ? 560 : 800;
        /* From where it stands (the pointer on an empty square out of reach). */
        client_esc_hover(&the_app, bb, esc_square_make(7, 7), w, h, "esc17-sight-here");
        assert_true(client_was_drawn(_("out of sight")));
        /* From d2, a move away: still behind the wall, said on the square. */
        client_esc_hover(&the_app, bb, esc_square_make(3, 1), w, h, "esc17-sight-d2");
        assert_true(client_was_drawn(_("out of sight")));
        char want[200];
        snprintf(want, sizeof want, _(" In range but out of sight from there: %s."), names);
        if (!strstr(the_app.tooltip, want))
            fail_msg("d2's tooltip does not say %s: %s", want, the_app.tooltip);
        client_esc_keep_shot(&the_app, "esc17", i ? "sight-d2-small" : "sight-d2");
        /* c2 grazes the wall's corner: the enemy's own tooltip says so. */
        client_esc_hover(&the_app, bb, esc_square_make(2, 1), w, h, "esc17-sight-c2");
        assert_true(client_was_drawn(_("out of sight")));
        client_esc_keep_shot(&the_app, "esc17", i ? "sight-c2-small" : "sight-c2");
    }
    /* Without the wall, nothing is out of sight. */
    g->obstacles = 0;
    board_input_sync(&bb->st.input, g);
    client_esc_hover(&the_app, bb, esc_square_make(3, 1), 1280, 800, "esc17-sight-open");
    assert_false(client_was_drawn(_("out of sight")));
    app_scene_pop_to_root(&the_app);
}

/* "X deploys first" goes once X has placed (play-test 14: it stayed up while
 * the player placed). */
static void test_first_deployer_banner_goes_after_its_placement(void **state)
{
    (void)state;
    char line[200];
    board_battle *bb = client_esc_battle_first_deployer(&the_app, line, sizeof line);
    esc_game *g = &bb->match.game;
    int first = g->active;
    esc_action act = { ESC_ACT_DEPLOY, ESC_AB_NONE, (int8_t)(first * ESC_SQUAD_MAX), ESC_NO_SQUARE, ESC_NO_UNIT };
    for (int sq = 0; sq < ESC_SQUARES && act.square == ESC_NO_SQUARE; sq++) {
        esc_action t = act;
        t.square = (int8_t)sq;
        if (esc_game_test_action(g, &t) == ESC_OK)
            act.square = (int8_t)sq;
    }
    assert_int_not_equal(act.square, ESC_NO_SQUARE);
    assert_string_equal(bb->st.toast, line);
    battle_play(&the_app, &act);
    assert_int_not_equal(g->active, first);
    assert_true(strcmp(bb->st.toast, line) != 0);
    app_scene_pop_to_root(&the_app);
}

static void rest(int ms)
{
    the_app.tooltip_clock_ms += (Uint32)ms;
    app_draw(&the_app);
}

/* Play-test 14: after a click the screen changed under a still pointer (a
 * frame with nothing under it, then a new widget) and a tooltip popped up
 * unasked. None until the pointer moves. */
static void test_no_tooltip_after_a_click_until_the_pointer_moves(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_esc_battle_playing(a);
    esc_game *g = &bb->match.game;
    int enemy = client_esc_first_unit_of(g, g->active ^ 1);
    SDL_Rect r = client_esc_hover(a, bb, g->units[enemy].square, 1280, 800, "esc17-hush");
    int x = r.x + r.w / 2, y = r.y + r.h / 2;
    a->tooltip_delay_ms = APP_TOOLTIP_DELAY_MS;
    a->tooltip_clock_manual = true;
    a->tooltip_clock_ms = 100000;
    client_mouse(&the_app, UI_EV_MOUSE_MOVE, x, y);
    rest(10);
    rest(500);
    assert_true(a->tooltip[0] != '\0');
    client_mouse(&the_app, UI_EV_MOUSE_DOWN, x, y);
    rest(10);
    a->hover_at = (SDL_Rect){ 0, 0, 0, 0 }; /* the screen changed under the still pointer: a new widget */
    rest(10);
    rest(3000);
    assert_string_equal(a->tooltip, "");
    client_mouse(&the_app, UI_EV_MOUSE_MOVE, x + 1, y);
    rest(10);
    rest(500);
    assert_true(a->tooltip[0] != '\0');
    a->tooltip_delay_ms = 0;
    a->tooltip_clock_manual = false;
    a->mouse_x = a->mouse_y = 1;
    app_scene_pop_to_root(a);
}

/* A refusal ("Out of range") is said at the clicked square, not two squares
 * away (play-test 14). */
static void test_refusal_at_the_clicked_square(void **state)
{
    (void)state;
    int ours, enemy;
    board_battle *bb = wall_between(&ours, &enemy);
    esc_game *g = &bb->match.game;
    int far = esc_square_make(3, 6); /* d7: empty, out of reach */
    for (int i = 0; i < 2; i++) {
        int w = i ? 800 : 1280, h = i ? 560 : 800;
        SDL_Rect sq = client_esc_hover(&the_app, bb, far, w, h, "esc17-refusal");
        board_input_event e = { BOARD_INPUT_EV_CLICK, far, 0 };
        battle_feed(&the_app, &e);
        assert_true(bb->st.input.message[0] != '\0');
        client_esc_hover(&the_app, bb, far, w, h, "esc17-refusal");
        board_layout l = board_layout_compute(w, h, app_scale_for(w, h, app_ui_percent(&the_app)));
        SDL_Rect box = battle_refusal_place(&l, sq, w, 200, 30, 4, 2), over;
        if (!SDL_IntersectRect(&sq, &box, &over))
            fail_msg("the refusal at %d,%d is not at the square %d,%d %dx%d", box.x, box.y, sq.x, sq.y, sq.w, sq.h);
        /* On the top rank, below the square. */
        SDL_Rect top = board_square_rect(&l, esc_square_make(3, 7));
        box = battle_refusal_place(&l, top, w, 200, 30, 4, 2);
        assert_true(SDL_IntersectRect(&top, &box, &over) && box.y > top.y);
        client_esc_keep_shot(&the_app, "esc17", i ? "refusal-small" : "refusal");
    }
    (void)g;
    app_scene_pop_to_root(&the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_card_one_points_system),
        cmocka_unit_test(test_out_of_sight_before_committing),
        cmocka_unit_test(test_first_deployer_banner_goes_after_its_placement),
        cmocka_unit_test(test_no_tooltip_after_a_click_until_the_pointer_moves),
        cmocka_unit_test(test_refusal_at_the_clicked_square),
    };
    return client_esc_run_tests(&the_app, tests, sizeof tests / sizeof tests[0]);
}
