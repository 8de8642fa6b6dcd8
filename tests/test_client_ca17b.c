/*
 * Play-test 14 (hCa17b), Campaign: a hot-seat battle on the board letters the
 * units as a battle against the computer does, the player at the bottom in
 * upper case (Player 1 of two at one screen), whichever board side it fights
 * on, and a plain battle after it goes back to the notation's side 0 upper
 * case; "Yield the battle" greyed once the turn's actions are spent says why
 * and when, on the button and in its tooltip.
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
#include "board/match.h"
#include "board/view.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

/* The tiny map's first battle: Player 1 attacks, the board's side 1, and is at
 * the bottom (two humans: the seats' order). Its units are upper case. */
static void test_hot_seat_letters_follow_the_bottom_player(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    board_battle *bb = campaign_battle_deployed("ca17b-letters", true);
    assert_int_equal(cs()->duel.players[1], 0); /* Player 1 on side 1 */
    assert_int_equal(bb->match.bottom, 1);
    for (int slot = 0; slot < ESC_SQUAD_MAX; slot++) {
        assert_int_equal(board_unit_letter(ESC_SQUAD_MAX + slot), 'A' + slot); /* Player 1's */
        assert_int_equal(board_unit_letter(slot), 'a' + slot);                 /* Player 2's */
    }
    save_shot("ca17b-letters");
    /* The bottom player's letters upper case in any campaign battle: side 0 at the bottom too. */
    bb->match.bottom = 0;
    battle_use_look(&bb->match);
    assert_int_equal(board_unit_letter(0), 'A');
    assert_int_equal(board_unit_letter(ESC_SQUAD_MAX), 'a');
    bb->match.bottom = 1;
    battle_use_look(&bb->match);
    /* A plain battle (no campaign colours): the notation's, side 0 upper case. */
    campaign_push_plain_battle(&the_app);
    assert_int_equal(board_unit_letter(0), 'A');
    assert_int_equal(board_unit_letter(ESC_SQUAD_MAX + 1), 'b');
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* The turn's last action played (held open until End turn): the button is
 * greyed and says when the player may yield; at the start of a turn it is
 * the plain "Yield the battle". */
static void test_yield_greyed_says_why(void **state)
{
    (void)state;
    board_battle *bb = campaign_battle_deployed("ca17b-yield", false);
    char why[400];
    assert_true(battle_can_yield(bb));
    assert_string_equal(battle_yield_label(bb, why, sizeof why), _("Yield the battle"));
    campaign_play_until_held(bb);
    assert_true(bb->st.held);
    assert_false(battle_can_yield(bb));
    const char *label = battle_yield_label(bb, why, sizeof why);
    assert_string_equal(label, _("Yield: on your next turn"));
    assert_true(why[0]);
    /* Drawn so, greyed, and its tooltip on the pointer, at both sizes. */
    for (int size = 0; size < 2; size++) {
        const char *name = size ? "ca17b-yield-held-small" : "ca17b-yield-held";
        client_draw_at(&the_app, name, size ? 800 : 1280, size ? 560 : 800);
        bool on = true;
        assert_true(app_find_button(&the_app, label, NULL, &on));
        assert_false(on);
        SDL_Rect r = { 0, 0, 0, 0 };
        assert_true(app_find_button(&the_app, label, &r, &on));
        the_app.mouse_x = r.x + r.w / 2;
        the_app.mouse_y = r.y + r.h / 2;
        client_draw_at(&the_app, name, size ? 800 : 1280, size ? 560 : 800);
        if (!client_has_message(the_app.tooltip, "Your actions this turn are spent, so you can no longer yield in it: "
                                                 "yield at the start of your next turn, before acting. Undo (Ctrl+Z) "
                                                 "takes the last action back."))
            fail_msg("the greyed Yield says no reason: \"%s\"", the_app.tooltip);
        save_shot(name);
    }
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* A save made during the reveal (the tiny map's first orders: a battle at
 * Player 2's capital) loads at the reveal, the same phase name, the same
 * panel, standoffs and armies, the journal not told twice; its Continue then
 * goes on as it would have. */
static void test_save_in_the_reveal_loads_there(void **state)
{
    (void)state;
    set_dirs("ca17b-reveal");
    setenv("SKIRMISH_SEED", "5", 1);
    campaign_screen *c = campaign_to_the_reveal();
    assert_int_equal(c->step, CSTEP_REVEAL);
    assert_int_equal(c->st.phase, CAMPAIGN_PHASE_STANDOFFS);
    char phase[64];
    snprintf(phase, sizeof phase, "%s", campaign_step_phase(c));
    assert_string_equal(phase, _("The reveal"));
    static campaign_screen was;
    was = *c;
    assert_true(was.n_log > 0);
    assert_true(campaign_autosave(&the_app, c));
    crash_and_continue();
    c = cs();
    assert_non_null(c);
    assert_int_equal(c->step, CSTEP_REVEAL);
    assert_int_equal(c->st.phase, CAMPAIGN_PHASE_STANDOFFS);
    assert_string_equal(campaign_step_phase(c), phase);
    assert_int_equal(c->st.turn, was.st.turn);
    assert_int_equal(c->st.res.n_standoffs, was.st.res.n_standoffs);
    assert_int_equal(c->st.res.n_battles, was.st.res.n_battles);
    assert_memory_equal(c->st.res.standoffs, was.st.res.standoffs, sizeof was.st.res.standoffs);
    assert_memory_equal(&c->st.res.forces, &was.st.res.forces, sizeof was.st.res.forces);
    assert_memory_equal(&c->st.forces, &was.st.forces, sizeof was.st.forces);
    assert_memory_equal(&c->last_res.forces, &was.last_res.forces, sizeof was.last_res.forces);
    assert_int_equal(c->n_log, was.n_log);
    for (int i = 0; i < c->n_log; i++)
        assert_string_equal(c->log[i], was.log[i]);
    assert_int_equal(c->events.n, was.events.n); /* nothing told twice */
    assert_true(campaign_revealing(c));
    for (int size = 0; size < 2; size++) {
        const char *name = size ? "ca17b-reveal-loaded-small" : "ca17b-reveal-loaded";
        client_draw_at(&the_app, name, size ? 800 : 1280, size ? 560 : 800);
        save_shot(name);
    }
    client_draw_at(&the_app, "ca17b-reveal-loaded", 1280, 800);
    click_button("Continue");
    assert_int_equal(c->st.phase, CAMPAIGN_PHASE_BATTLES); /* as without the save: the squads next */
    assert_true(c->step == CSTEP_SQUAD);
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* An army chosen in the orders (its banner framed in gold) is no longer
 * chosen once the orders end: in the reveal and at Resolution its banner is
 * drawn as the others, its tag and count, no gold frame. */
static void test_no_banner_chosen_after_the_orders(void **state)
{
    (void)state;
    client_skip_in_language_runs();
    setenv("SKIRMISH_SEED", "5", 1);
    campaign_screen *c = start_at_orders("ca17b-chosen");
    c->army = c->st.forces.armies[0].id; /* chosen in its list */
    click_button("Ready (hand over)");
    pass_cover(1);
    c->army = c->st.forces.armies[1].id;
    click_button("Ready (hand over)");
    assert_int_equal(c->step, CSTEP_REVEAL);
    for (int pass = 0; pass < 2; pass++) {
        assert_int_equal(c->army, -1);
        client_draw_at(&the_app, pass ? "ca17b-chosen-resolution" : "ca17b-chosen-reveal", 1280, 800);
        int banners = 0;
        for (int i = 0; i < c->model.n_pieces; i++) {
            assert_false(c->model.pieces[i].flags & AREAMAP_PIECE_SELECTED);
            banners += c->model.pieces[i].tag[0] != '\0';
        }
        assert_true(banners > 0);
        save_shot(pass ? "ca17b-chosen-resolution" : "ca17b-chosen-reveal");
        for (int guard = 0; guard < 6 && c->step != CSTEP_PHASE5; guard++)
            click_button("Continue");
        assert_int_equal(c->step, CSTEP_PHASE5);
    }
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hot_seat_letters_follow_the_bottom_player),
        cmocka_unit_test(test_yield_greyed_says_why),
        cmocka_unit_test(test_save_in_the_reveal_loads_there),
        cmocka_unit_test(test_no_banner_chosen_after_the_orders),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
