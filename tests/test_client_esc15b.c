/*
 * hEsc15 (play-test 13), on the battle screen: a hovered enemy's card says its
 * own share of the danger ("On its own: A -2") while every token's badge keeps
 * the whole enemy side's worst case; a token's card names the white mark in its
 * corner; "X deploys first" goes when the battle begins.
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
#include "board/worst.h"
#include "client_esc_util.h"
#include "client_test_util.h"
#include "escarmouche/escarmouche.h"
#include "front/front.h"
#include "skirmish/i18n.h"

static app the_app;

/* Draws at w x h with the pointer on `square`; the tooltip shown. */
static const char *hover(board_battle *bb, int square, int w, int h, const char *name)
{
    client_esc_hover(&the_app, bb, square, w, h, name);
    return the_app.tooltip;
}

/* Only `ours` on `a`, and two enemies on `b` and `c` (the other side's first
 * two), both of which can hit `ours` from where they stand. */
static board_battle *two_on_one(int a, int b, int c, int *ours, int *e1, int *e2)
{
    board_battle *bb = client_esc_battle_playing(&the_app);
    esc_game *g = &bb->match.game;
    *ours = client_esc_first_unit_of(g, g->active);
    *e1 = client_esc_first_unit_of(g, g->active ^ 1);
    *e2 = *e1 + 1;
    for (int id = 0; id < ESC_MAX_UNITS; id++)
        if (id != *ours && id != *e1 && id != *e2 && g->units[id].square != ESC_NO_SQUARE) {
            g->units[id].flags |= ESC_UF_DEAD;
            g->units[id].health = 0;
            g->units[id].square = ESC_NO_SQUARE;
        }
    for (int sq = 0; sq < ESC_SQUARES; sq++)
        g->occupant[sq] = ESC_NO_UNIT;
    const int at[3] = { a, b, c }, who[3] = { *ours, *e1, *e2 };
    for (int k = 0; k < 3; k++) {
        g->units[who[k]].square = (int8_t)at[k];
        g->occupant[at[k]] = (int8_t)who[k];
        g->units[who[k]].flags &= (uint8_t)~ESC_UF_DEAD;
        g->units[who[k]].abilities = 0; /* plain attacks: the sums below are the power's */
    }
    g->obstacles = 0;
    g->units[*ours].health = 3;
    g->units[*ours].flags &= (uint8_t)~ESC_UF_STANCE;
    for (int k = 1; k < 3; k++) {
        g->units[who[k]].health = 3;
        g->units[who[k]].power = 2; /* 2 + 2 of 3 Health: a KO only together */
        g->units[who[k]].range = 1;
    }
    g->actions_left = 2;
    board_anim_init(&bb->st.anim, g);
    board_input_sync(&bb->st.input, g);
    bb->st.input.show_threats = true; /* the danger overlay on: its badges (hEsc19: off hides them) */
    return bb;
}

static void test_badge_whole_side_share_in_card(void **state)
{
    (void)state;
    int ours, e1, e2;
    /* ours on d4, the enemies on d5 and e5 (both next to it). */
    board_battle *bb = two_on_one(esc_square_make(3, 3), esc_square_make(3, 4), esc_square_make(4, 4), &ours, &e1, &e2);
    esc_game *g = &bb->match.game;
    esc_worst_case w;
    esc_game_worst_case(g, g->active, &w);
    assert_true(w.ko[ours]);
    for (int i = 0; i < 2; i++) {
        int w_px = i ? 800 : 1280, h_px = i ? 560 : 800;
        const char *tip = hover(bb, esc_square_make(3, 4), w_px, h_px, "esc15-intent");
        char badge[32];
        board_danger_badge(g, &bb->st.input, ESC_AB_NONE, ours, badge, sizeof badge);
        assert_string_equal(badge, _("KO")); /* the pointer on one enemy: still the whole side's */
        if (!client_language_run()) {
            assert_non_null(strstr(tip, "On its own: "));
            assert_non_null(strstr(tip, "-2"));
            assert_null(strstr(tip, "melee reach"));
        }
    }
    /* A token's card names the white mark in its corner. */
    const char *tip = hover(bb, esc_square_make(3, 3), 1280, 800, "esc15-own-token");
    assert_non_null(strstr(tip, board_emblem_words(g->active)));
    assert_true(board_emblem_words(0)[0] != '\0' && board_emblem_words(1)[0] != '\0');
    if (!client_language_run())
        assert_non_null(strstr(board_emblem_words(0), "white dot"));
    app_scene_pop_to_root(&the_app);
}

/* "X deploys first (drawn by lot)" goes as the battle begins, not over the
 * first turn's dice (play-test 13). */
static void test_deploy_banner_goes(void **state)
{
    (void)state;
    char line[200];
    board_battle *bb = client_esc_battle_first_deployer(&the_app, line, sizeof line);
    for (int s = 0; s < ESC_SIDES; s++)
        bb->st.auto_deploy[s] = true;
    battle_auto_deploy(bb);
    assert_int_equal(bb->match.game.phase, ESC_PHASE_BATTLE);
    assert_true(strcmp(bb->st.toast, line) != 0);
    app_scene_pop_to_root(&the_app);
}

/* The computer's concession says why on the result screen (play-test 13:
 * "Computer (Normal) conceded after 6 rounds" and nothing more). */
static void test_concession_says_why(void **state)
{
    (void)state;
    app *a = &the_app;
    board_battle *bb = client_esc_battle_playing(a);
    esc_game *g = &bb->match.game;
    int it = g->active;
    for (int k = 1; k < ESC_SQUAD_MAX; k++) {
        esc_unit_state *st = &g->units[it * ESC_SQUAD_MAX + k];
        if (st->square != ESC_NO_SQUARE) {
            g->occupant[st->square] = ESC_NO_UNIT;
            st->flags |= ESC_UF_DEAD;
            st->health = 0;
            st->square = ESC_NO_SQUARE;
        }
    }
    g->units[it * ESC_SQUAD_MAX].health = 1;
    bb->match.human[it] = false;
    client_esc_tick(a, bb, 3, 0.1f);
    assert_int_equal(bb->match.agreed, BOARD_AGREED_CONCEDED);
    client_esc_tick(a, bb, 2, 0.1f);
    assert_int_equal(bb->st.overlay, BOARD_BATTLE_RESULT);
    char name[DATA_SEAT_NAME_MAX + 40], why[400];
    board_match_side_name(&bb->match, it, name, sizeof name);
    /* hEsc17 (play-test 14): the words are the rule's, "outmatched (1 unit against 2 or more)". */
    snprintf(why, sizeof why,
             _("%s had 1 unit left against %d (rank points %d against %d), was not ahead and had no objective "
               "of its own within reach: it judged itself outmatched (1 unit against 2 or more) and conceded."),
             name, esc_game_units_left(g, 1 - it), esc_game_rank_points_left(g, it),
             esc_game_rank_points_left(g, 1 - it));
    for (int i = 0; i < 2; i++) {
        client_draw_at(a, "esc15-conceded", i ? 800 : 1280, i ? 560 : 800);
        assert_true(client_was_drawn_wrapped(why));
    }
    app_scene_pop_to_root(a);
}

/* The setup screen's unit tooltip says what its ability does, not its name
 * alone (play-test 13: "Command Forward"). */
static void test_setup_tooltip_ability_rule(void **state)
{
    (void)state;
    app *a = &the_app;
    app_scene_pop_to_root(a);
    assert_true(app_scene_push(a, &escarmouche_setup_scene, NULL));
    bool said = false;
    for (int y = 440; y < 700 && !said; y += 23) {
        client_set_size(a, 1280, 800);
        a->mouse_x = 330;
        a->mouse_y = y;
        client_draw_at(a, "esc15-setup-unit", 1280, 800);
        for (int ab = 0; ab < ESC_AB_COUNT && !said; ab++) {
            const esc_ability_info *info = esc_ability_get(ab);
            said = info && info->text && strstr(a->tooltip, _(info->text)) && strstr(a->tooltip, _(info->name));
        }
    }
    assert_true(said);
    app_scene_pop_to_root(a);
}

/* The computer's next action: its unit is ringed a moment before the action
 * plays, at the normal speed; none with instant animations (play-test 13: its
 * turn was over in under a second). */
static void test_computer_action_announced(void **state)
{
    (void)state;
    app *a = &the_app;
    data_anim_speed was = a->prefs.anim_speed;
    for (int instant = 0; instant < 2; instant++) {
        a->prefs.anim_speed = instant ? DATA_ANIM_INSTANT : DATA_ANIM_NORMAL;
        board_battle *bb = client_esc_battle_begun(a, true, true);
        board_match *m = &bb->match;
        int it = m->game.active;
        m->human[it] = false; /* the side to play is the computer's */
        bb->st.input.human[it] = false;
        board_input_sync(&bb->st.input, &m->game);
        int before = m->record.n_actions;
        bool announced = false;
        for (int i = 0; i < 2000 && m->record.n_actions == before; i++) {
            client_esc_tick(a, bb, 1, 0.01f);
            if (bb->st.ai_pending) {
                announced = true;
                assert_int_equal(bb->st.acting_unit, bb->st.ai_next.unit);
                assert_int_equal(esc_unit_side(bb->st.acting_unit), it);
                assert_int_equal(m->record.n_actions, before); /* not played yet */
            }
            SDL_Delay(2);
        }
        assert_true(m->record.n_actions > before); /* then it played */
        assert_int_equal(announced, !instant);
        app_scene_pop_to_root(a);
    }
    a->prefs.anim_speed = was;
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_badge_whole_side_share_in_card),
        cmocka_unit_test(test_deploy_banner_goes),
        cmocka_unit_test(test_concession_says_why),
        cmocka_unit_test(test_setup_tooltip_ability_rule),
        cmocka_unit_test(test_computer_action_announced),
    };
    return client_esc_run_tests(&the_app, tests, sizeof tests / sizeof tests[0]);
}
