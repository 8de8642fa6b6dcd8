/*
 * hCa21 (play-test 17), the Campaign's screens:
 * - medium 1: an army moved where a battle cannot field it whole is warned
 *   where the move is given ("Only 15 of Army 1's 27 RP can fight at
 *   Midmere."), on the orders panel and on the place's card while dragging;
 *   nothing is said when it fits. Downtime's "Too big here" line, with no
 *   enemy near, is whole on two lines (it was cut by "…").
 * - medium 3: the New campaign screen says what the row under the pointer (or
 *   the keyboard focus) does, at once, under Start; the first turn's Downtime
 *   says in one line what RP, the battle budget and the library are.
 * - minor 5, rules 6: the squad pick labels a unit's Health ("Health 2/2"),
 *   says the round limit's tally, and a unit's ability with its numbers.
 * - polish 7: a retreat's line stands under its place's name, not on the
 *   arrow over the banners at its end.
 * - minor 6: the window closed mid-drag, Stay: the army is let go; no place
 *   card is drawn over the Quit dialog.
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

#include "campaign/campaign.h"
#include "campaign/internal.h"
#include "front/front.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

static int main_army_of(const campaign_screen *c, int seat)
{
    for (int i = 0; i < c->st.forces.n_armies; i++)
        if (c->st.forces.armies[i].player == seat && c->st.forces.armies[i].main)
            return c->st.forces.armies[i].id;
    fail();
    return -1;
}

/* Seat 0 at its Orders, its Main Army grown by `big` units of 15 RP in Downtime. */
static campaign_screen *at_orders(const char *name, int big)
{
    campaign_screen *c = start_tiny_campaign(name);
    campaign_content *k = campaign_content_get(&the_app);
    int fifteen = -1;
    for (int i = 0; i < k->library.n_units && fifteen < 0; i++)
        if (esc_unit_rank_points(&k->library.units[i]) == 15)
            fifteen = i;
    assert_true(fifteen >= 0);
    c->st.players[0].gold = 100000;
    for (int n = 0; n < big; n++)
        assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[fifteen], main_army_of(c, 0)),
                         CAMPAIGN_DT_OK);
    campaign_downtime_done();
    return c;
}

/* The warning's words for the Main Army at Midmere (location 1), "" when it fits. */
static void warning_words(const campaign_screen *c, char *want, size_t size)
{
    int fields = 0, total = 0, army = main_army_of(c, 0);
    want[0] = '\0';
    if (!campaign_fits_at(c, army, 1, &fields, &total))
        snprintf(want, size, _("Only %d of Army %d's %d RP can fight at %s."), fields, campaign_army_no(c, army),
                 total, campaign_loc_name(c, 1));
}

static void test_order_warns_when_too_big(void **state)
{
    (void)state;
    campaign_screen *c = at_orders("ca21-too-big", 2);
    int army = main_army_of(c, 0);
    char want[200];
    warning_words(c, want, sizeof want);
    assert_true(want[0]); /* two 15 RP units and the Hero: over Midmere's budget */
    /* While dragging: the place's card says it. */
    int x0, y0, x1, y1;
    banner_on_screen(army, &x0, &y0);
    location_on_screen(1, &x1, &y1);
    mouse(SDL_MOUSEMOTION, x0, y0);
    mouse(SDL_MOUSEBUTTONDOWN, x0, y0);
    assert_int_equal(cs()->drag_army, army);
    mouse(SDL_MOUSEMOTION, (x0 + x1) / 2, (y0 + y1) / 2);
    mouse(SDL_MOUSEMOTION, x1, y1);
    client_draw_at(&the_app, "ca21-dragging", 1280, 800);
    assert_true(client_was_drawn_wrapped(want));
    mouse(SDL_MOUSEBUTTONUP, x1, y1);
    /* The army picked, the pointer on the place: its card says it too. */
    c->army = army;
    mouse(SDL_MOUSEMOTION, x1, y1);
    client_draw_at(&the_app, "ca21-card", 1280, 800);
    assert_true(client_was_drawn_wrapped(want));
    int k = campaign_order_of(c, 0, army);
    assert_true(k >= 0);
    assert_int_equal(c->orders[0][k].kind, CAMPAIGN_ORDER_MOVE);
    /* The order given: the panel says it under the army's order, whole, at both sizes. */
    c->army = army;
    mouse(SDL_MOUSEMOTION, 5, 5);
    client_draw_at(&the_app, "ca21-ordered", 1280, 800);
    assert_true(client_was_drawn_wrapped(want));
    client_draw_at(&the_app, "ca21-ordered-small", 800, 560);
    assert_true(client_was_drawn_wrapped(want));
    save_shot("ca21-ordered");
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_order_silent_when_it_fits(void **state)
{
    (void)state;
    campaign_screen *c = at_orders("ca21-fits", 0);
    int army = main_army_of(c, 0);
    char want[200];
    warning_words(c, want, sizeof want);
    assert_false(want[0]); /* the Hero alone fits */
    drag_army(army, 1);
    c->army = army;
    mouse(SDL_MOUSEMOTION, 5, 5);
    client_draw_at(&the_app, "ca21-fits", 1280, 800);
    char start[40];
    snprintf(start, sizeof start, "%s", _("Only %d of Army %d's %d RP can fight at %s."));
    char *cut = strchr(start, '%');
    if (cut)
        *cut = '\0';
    assert_null(strstr(client_drawn_texts(), start));
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_downtime_line_whole(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("ca21-downtime");
    campaign_content *k = campaign_content_get(&the_app);
    int fifteen = -1, army = main_army_of(c, 0);
    for (int i = 0; i < k->library.n_units && fifteen < 0; i++)
        if (esc_unit_rank_points(&k->library.units[i]) == 15)
            fifteen = i;
    c->st.players[0].gold = 100000;
    assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[fifteen], army), CAMPAIGN_DT_OK);
    /* At Midmere (15 RP), all fit a route away at Westhold; no enemy can come. */
    c->st.forces.armies[campaign_forces_find(&c->st.forces, army)].loc = 1;
    c->st.players[1].eliminated = true;
    assert_false(campaign_battle_may_come(c, 0, 1));
    campaign_fielding f;
    assert_true(campaign_army_fielding(&c->st, army, &f));
    assert_int_not_equal(f.loc, 1);
    assert_int_equal(campaign_fields_lines(c, army), 2);
    pass_cover(0);
    char full[400], brief[400];
    campaign_fields_text(c, army, &f, false, full, sizeof full);
    campaign_fields_text(c, army, &f, true, brief, sizeof brief);
    int sizes[2][2] = { { 1280, 800 }, { 800, 560 } };
    for (int n = 0; n < 2; n++) {
        client_draw_at(&the_app, "ca21-downtime", sizes[n][0], sizes[n][1]);
        assert_true(client_was_drawn_wrapped(full) || client_was_drawn_wrapped(brief));
        /* The first turn says what RP, the budget and the library are, in the roster's room left (a full
         * window has it); later turns do not. */
        if (n == 0)
            assert_true(client_was_drawn_wrapped(campaign_first_turn_words()));
    }
    c->st.turn = 2;
    client_draw_at(&the_app, "ca21-downtime-later", 1280, 800);
    assert_false(client_was_drawn_wrapped(campaign_first_turn_words()));
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* The pointer on a button labelled `label` (each in turn), the setup drawn: whether `about` is said. */
static bool said_on(const char *label, const char *about, int w, int h)
{
    client_draw_at(&the_app, "ca21-setup", w, h);
    int n = the_app.n_drawn_buttons;
    SDL_Rect at[64];
    int m = 0;
    for (int i = 0; i < n && m < 64; i++)
        if (strcmp(the_app.drawn_buttons[i].label, label) == 0)
            at[m++] = the_app.drawn_buttons[i].rect;
    for (int i = 0; i < m; i++) {
        mouse(SDL_MOUSEMOTION, at[i].x + at[i].w / 2, at[i].y + at[i].h / 2);
        client_draw_at(&the_app, "ca21-setup", w, h);
        if (client_was_drawn_wrapped(about))
            return true;
    }
    return false;
}

static void test_setup_explains_rows(void **state)
{
    (void)state;
    set_dirs("ca21-setup");
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    use_tiny_map(&the_app, false);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    mouse(SDL_MOUSEMOTION, 2, 2);
    client_draw_at(&the_app, "ca21-setup", 1280, 800);
    assert_true(client_was_drawn_wrapped(_("Point at a choice, or Tab to it, to see what it does.")));
    int sizes[2][2] = { { 1280, 800 }, { 800, 560 } };
    for (int n = 0; n < 2; n++) {
        int w = sizes[n][0], h = sizes[n][1];
        assert_true(said_on(_("Domination: on"), _("Domination: a player who holds every location ringed in gold "
                                                   "on the map wins at once."), w, h));
        assert_true(said_on(_("Warlord King: on"), _("Warlord King: when a player is eliminated, the player who "
                                                     "took its last location wins at once."), w, h));
        assert_true(said_on(">", _("Battle rounds: a battle not won sooner ends after this many rounds; then the "
                                   "side whose surviving units total more RP wins (a draw goes to the place's "
                                   "holder)."), w, h));
        char label[32];
        snprintf(label, sizeof label, _("Edit Hero %d"), 1);
        assert_true(said_on(label, _("Edit Hero makes or changes this player's Hero."), w, h));
    }
    save_shot("ca21-setup");
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_close_mid_drag(void **state)
{
    (void)state;
    campaign_screen *c = at_orders("ca21-close", 0);
    int army = main_army_of(c, 0), x0, y0, x1, y1;
    banner_on_screen(army, &x0, &y0);
    location_on_screen(1, &x1, &y1);
    mouse(SDL_MOUSEMOTION, x0, y0);
    mouse(SDL_MOUSEBUTTONDOWN, x0, y0);
    assert_int_equal(c->drag_army, army);
    ui_event quit = { .kind = UI_EV_QUIT };
    app_handle_event(&the_app, &quit);
    pump();
    assert_string_equal(app_scene_name(&the_app), "confirm");
    /* The pointer over a place under the dialog: no card over it. */
    c->hover = 1;
    client_draw_at(&the_app, "ca21-close", 1280, 800);
    char card[120];
    snprintf(card, sizeof card, _("Your battle budget here: %d RP"), campaign_budget(&c->st, 0, 1));
    assert_false(client_was_drawn(card));
    click_button("Stay");
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_int_equal(c->drag_army, -1);
    assert_int_equal(c->army, -1); /* let go: the hint says nothing is held */
    client_draw_at(&the_app, "ca21-stayed", 1280, 800);
    assert_false(client_was_drawn_wrapped(_("Esc: let go of the army · Esc again: the menu")));
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_squad_pick_words(void **state)
{
    (void)state;
    set_dirs("ca21-squad");
    campaign_screen *c = campaign_to_the_reveal();
    click_button("Continue");
    assert_int_equal(c->step, CSTEP_SQUAD);
    if (c->cover)
        pass_cover(c->seat);
    int sizes[2][2] = { { 1280, 800 }, { 800, 560 } };
    for (int n = 0; n < 2; n++) {
        client_draw_at(&the_app, "ca21-squad", sizes[n][0], sizes[n][1]);
        assert_true(client_has_message(client_drawn_texts(), " · %d RP · Health %d/%d"));
        /* Said under the budget where the panel has room (1280x800); at 800x560 in the
         * header's tooltip, so that Auto battle stays on the window in every language. */
        assert_true(client_was_drawn_wrapped(campaign_round_limit_words()) == (n == 0));
    }
    /* A unit's card: its ability's rule with the numbers, not its name alone. */
    esc_unit_def d;
    memset(&d, 0, sizeof d);
    d.n_abilities = 1;
    d.abilities[0] = ESC_AB_ENERGY_TRAIT;
    char rules[300] = "";
    campaign_abilities_rules(&d, rules, sizeof rules);
    assert_non_null(strstr(rules, _(esc_ability_get(ESC_AB_ENERGY_TRAIT)->text)));
    save_shot("ca21-squad");
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_retreat_line_under_name(void **state)
{
    (void)state;
    campaign_screen *c = at_orders("ca21-retreat", 0);
    int army = main_army_of(c, 0);
    c->step = CSTEP_PHASE5;
    c->n_after = 1;
    c->after[0] = (campaign_after){ (int16_t)army, 0, 0, 1, 1 };
    client_draw_at(&the_app, "ca21-retreat", 1280, 800);
    char want[160];
    snprintf(want, sizeof want, _("Army %d of %s retreated"), campaign_army_no(c, army), campaign_seat_label(0));
    assert_true(client_was_drawn(want));
    save_shot("ca21-retreat");
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_order_warns_when_too_big),
        cmocka_unit_test(test_order_silent_when_it_fits),
        cmocka_unit_test(test_downtime_line_whole),
        cmocka_unit_test(test_setup_explains_rows),
        cmocka_unit_test(test_close_mid_drag),
        cmocka_unit_test(test_squad_pick_words),
        cmocka_unit_test(test_retreat_line_under_name),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
