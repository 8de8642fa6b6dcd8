/*
 * Play-test 13 (hCa15), Campaign: a move to a place with no route is no longer
 * silently dropped. While an army is dragged the places out of reach are
 * crossed and, over one, why; a drop there says why at the drop point, and
 * Ready asks once before an army whose move was refused defends instead.
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

#include "campaign/board.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

/* Seat 0's first army. */
static int own_army(const campaign_screen *c, int seat)
{
    for (int i = 0; i < c->st.forces.n_armies; i++)
        if (c->st.forces.armies[i].player == seat)
            return i;
    return -1;
}

/* Seat 0 at its Orders (start_at_orders), its first army (*army, an index)
 * at *from, *to the first other place but Midmere (1), the route between
 * them cut: the two capitals share no route any more, a border without a
 * road. */
static campaign_screen *orders_without_route(const char *name, int *army, int *from, int *to)
{
    campaign_screen *c = start_at_orders(name);
    int i = own_army(c, 0);
    assert_true(i >= 0);
    *army = i;
    *from = c->st.forces.armies[i].loc;
    *to = -1;
    for (int l = 0; l < c->map.n_locations && *to < 0; l++)
        if (l != *from && l != 1)
            *to = l;
    c->map.adjacent[*from] &= ~(1ull << *to);
    c->map.adjacent[*to] &= ~(1ull << *from);
    return c;
}

/* The app closed and zeroed for the next test's campaign. */
static void close_campaign(void)
{
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* Ready (Enter): seat 0 is done, then the app closed. */
static void ready_and_close(const campaign_screen *c)
{
    press_key(UI_KEY_ENTER);
    assert_true(c->done[0] || c->seat != 0);
    close_campaign();
}

/* start_tiny_campaign, seat 0's cover passed: its Downtime on screen. */
static campaign_screen *tiny_at_downtime(const char *name)
{
    campaign_screen *c = start_tiny_campaign(name);
    pass_cover(0);
    return c;
}

/* Draws the screen at 1280x800 and 800x560 (shots NAME and NAME-small): TEXT
 * is there, wrapped, with no layout fault. */
static void expect_wrapped_at_both_sizes(const char *name, const char *text, const char *what)
{
    char small[64];
    snprintf(small, sizeof small, "%s-small", name);
    for (int size = 0; size < 2; size++) {
        const char *shot = size ? small : name;
        the_app.layout_faults = 0;
        client_draw_at(&the_app, shot, size ? 800 : 1280, size ? 560 : 800);
        if (!client_was_drawn_wrapped(text))
            fail_msg("%s: %s", what, client_drawn_texts());
        assert_int_equal(the_app.layout_faults, 0);
        save_shot(shot);
    }
}

static void test_no_route_said_and_ready_asks(void **state)
{
    (void)state;
    int i, from, to;
    campaign_screen *c = orders_without_route("ca15-route", &i, &from, &to);
    int id = c->st.forces.armies[i].id;
    char want[400];
    snprintf(want, sizeof want,
             _("No route from %s to %s: an army moves one step along a route (the lines between places). While you "
               "drag it, the places it cannot reach are crossed out in grey."),
             campaign_loc_name(c, from), campaign_loc_name(c, to));
    /* While dragged over it: why, by the pointer. */
    int x0, y0, x1, y1;
    banner_on_screen(id, &x0, &y0);
    location_on_screen(to, &x1, &y1);
    mouse(SDL_MOUSEMOTION, x0, y0);
    mouse(SDL_MOUSEBUTTONDOWN, x0, y0);
    assert_int_equal(c->drag_army, id);
    mouse(SDL_MOUSEMOTION, x1, y1);
    client_draw_at(&the_app, "ca15-drag", 1280, 800);
    if (!client_was_drawn_wrapped(want))
        fail_msg("no reason while over a place out of reach: %s", client_drawn_texts());
    save_shot("ca15-drag");
    /* Dropped: no order, and the same words at the drop point and in the panel. */
    mouse(SDL_MOUSEBUTTONUP, x1, y1);
    assert_int_equal(campaign_order_of(c, 0, id), -1);
    assert_string_equal(c->drop_note, want);
    assert_string_equal(c->message, want);
    for (int size = 0; size < 2; size++) {
        the_app.layout_faults = 0;
        client_draw_at(&the_app, size ? "ca15-drop-small" : "ca15-drop", size ? 800 : 1280, size ? 560 : 800);
        if (!client_was_drawn_wrapped(want))
            fail_msg("the drop's reason is not drawn: %s", client_drawn_texts());
        assert_int_equal(the_app.layout_faults, 0);
    }
    save_shot("ca15-drop");
    /* Ready asks once, then goes. */
    press_key(UI_KEY_ENTER);
    assert_false(c->done[0]);
    assert_true(c->ready_asked);
    char asked[400];
    snprintf(asked, sizeof asked,
             _("The Main Army has no order: its move to %s was refused. It will defend. Give it an order, or press "
               "Ready again to go anyway."),
             campaign_loc_name(c, to));
    assert_true(c->st.forces.armies[i].main);
    assert_string_equal(c->message, asked);
    client_draw_at(&the_app, "ca15-ready", 1280, 800);
    assert_true(client_was_drawn(_("Ready anyway (Enter)")));
    ready_and_close(c);
}

/* A good order after the refusal: Ready asks nothing. */
static void test_ready_quiet_after_an_order(void **state)
{
    (void)state;
    int i, from, to;
    campaign_screen *c = orders_without_route("ca15-quiet", &i, &from, &to);
    int id = c->st.forces.armies[i].id;
    drag_army(id, to);
    assert_true(c->refused);
    drag_army(id, 1); /* Midmere has a route */
    assert_true(campaign_order_of(c, 0, id) >= 0);
    assert_false(c->refused);
    assert_string_equal(c->drop_note, "");
    ready_and_close(c);
}

/* Gold piling up beside an army too big for every battle near it: the
 * Downtime panel says what to do with it, once; the tooltip and the orders'
 * warning name the fix (Create Regiment). */
static void test_gold_to_spare_once(void **state)
{
    (void)state;
    campaign_screen *c = tiny_at_downtime("ca15-spare");
    campaign_player *pl = &c->st.players[0];
    int army = c->st.forces.armies[own_army(c, 0)].id;
    while (pl->n_units < 12) {
        pl->units[pl->n_units] = pl->units[0];
        pl->units[pl->n_units].hero = false;
        pl->units[pl->n_units].army = (int16_t)army;
        pl->units[pl->n_units].uid = (int16_t)(1000 + pl->n_units);
        pl->n_units++;
    }
    pl->gold = 2000;
    c->army = army;
    const char *spare = _("Gold to spare: a second army takes more places. This army already fields all it can; in "
                          "Orders, Create Regiment and send it elsewhere.");
    expect_wrapped_at_both_sizes("ca15-spare", spare, "no word on the gold to spare");
    /* Short of gold: the greyed Recruit says why under it (play-test 13). */
    pl->gold = 10;
    char why[240];
    snprintf(why, sizeof why, _("%s: %s"), C_("action", "Recruit"),
             _(campaign_downtime_problem_text(CAMPAIGN_DT_NO_GOLD)));
    expect_wrapped_at_both_sizes("ca15-poor", why, "the greyed Recruit says no reason");
    pl->gold = 2000;
    /* Said once: the next turn, no more. */
    c->st.turn++;
    client_draw_at(&the_app, "ca15-spare-later", 1280, 800);
    assert_false(client_was_drawn_wrapped(spare));
    close_campaign();
}

/* A Hero's Deep scar (H2 to H1) read "0 wounds" on the roster: the injury is
 * said there instead. */
static void test_roster_shows_injuries(void **state)
{
    (void)state;
    campaign_screen *c = tiny_at_downtime("ca15-scar");
    campaign_player *pl = &c->st.players[0];
    assert_true(pl->units[0].hero);
    pl->units[0].injuries = 1u << CAMPAIGN_INJURY_DEEP_SCAR;
    pl->units[0].wounds = 0;
    char want[120];
    snprintf(want, sizeof want, _(" · %s: -1 %s"), _("Deep scar"), C_("stat", "Health"));
    client_draw_at(&the_app, "ca15-scar", 1280, 800);
    if (!strstr(client_drawn_texts(), want))
        fail_msg("the injury is not on the roster: %s", client_drawn_texts());
    char zero[40];
    snprintf(zero, sizeof zero, P_(" · %d wound", " · %d wounds", 0), 0);
    assert_null(strstr(client_drawn_texts(), zero));
    save_shot("ca15-scar");
    /* The recruit's tooltip ties its gold to the battle card's cost (play-test
     * 13: "160 gold" here, "cost 16" on the card). */
    app_draw(&the_app);
    SDL_Rect pager = { 0, 0, 0, 0 };
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strcmp(the_app.drawn_buttons[i].label, "<") == 0) {
            pager = the_app.drawn_buttons[i].rect;
            break;
        }
    assert_true(pager.w > 0);
    mouse(SDL_MOUSEMOTION, pager.x + pager.w + 20, pager.y + pager.h + (int)(10 * the_app.scale));
    app_draw(&the_app);
    campaign_content *k = campaign_content_get(&the_app);
    const esc_unit_def *def = &k->library.units[c->seat_ui[0].lib_index];
    char cost[80];
    snprintf(cost, sizeof cost, _("%d gold (cost %d × 10) · %d RP · %s"), campaign_def_price(def), (int)esc_unit_cost(def),
             esc_unit_rank_points(def), "");
    *strstr(cost, " · ") = '\0';
    if (!strstr(the_app.tooltip, cost))
        fail_msg("the tooltip does not tie gold to cost ('%s'): '%s'", cost, the_app.tooltip);
    close_campaign();
}

/* After a scene on top (the menu, the quit dialog's "Stay") the place card
 * named the place the pointer had left: none until the pointer moves here. */
static void test_no_stale_card_after_a_dialog(void **state)
{
    (void)state;
    campaign_screen *c = start_at_orders("ca15-stale");
    int x, y;
    location_on_screen(1, &x, &y);
    mouse(SDL_MOUSEMOTION, x, y);
    assert_int_equal(c->hover, 1);
    /* The plain board has one name, the Open Field map's (play-test 13 met four). */
    char field[200];
    snprintf(field, sizeof field, _("Battles here are fought on the %s map"), i18n_content("Open Field"));
    client_draw_at(&the_app, "ca15-card", 1280, 800);
    if (!client_was_drawn(field))
        fail_msg("no \"%s\" on the card: %s", field, client_drawn_texts());
    /* The Legend spells out the panels' shorthand, whole at both sizes. */
    press_key(UI_KEY_L);
    const char *key = _("H2 R3 P1 M1: a unit's Health, Range, Power, Move. RP: rank points, what it takes of a "
                        "battle's budget");
    expect_wrapped_at_both_sizes("ca15-legend", key, "the Legend has no key to the shorthand");
    press_key(UI_KEY_L);
    client_draw_at(&the_app, "ca15-card-again", 1280, 800);
    location_on_screen(1, &x, &y);
    mouse(SDL_MOUSEMOTION, x, y);
    assert_int_equal(c->hover, 1);
    press_key(UI_KEY_ESCAPE); /* the menu */
    assert_true(strcmp(app_scene_name(&the_app), "campaign") != 0);
    press_key(UI_KEY_ESCAPE); /* back */
    assert_int_equal(c->hover, -1);
    mouse(SDL_MOUSEMOTION, x, y);
    assert_int_equal(c->hover, 1);
    close_campaign();
}

/* The battle's labels a neighbour's way off get a leader from the place
 * (play-test 13 read them as the neighbour's); close ones none. */
static void test_clash_leader(void **state)
{
    (void)state;
    float seg[4];
    SDL_Rect near = { 50, 145, 120, 54 }, far = { 50, 230, 120, 54 };
    assert_false(campaign_clash_leader(100, 100, near, 1.0f, seg));
    assert_true(campaign_clash_leader(100, 100, far, 1.0f, seg));
    assert_true(seg[0] == 100.0f && seg[1] == 136.0f); /* from the ring's edge */
    assert_true(seg[2] == 100.0f && seg[3] == 230.0f); /* to the block's nearest point */
    assert_false(campaign_clash_leader(100, 100, far, 2.0f, seg)); /* twice the scale: close */
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_no_route_said_and_ready_asks),
        cmocka_unit_test(test_ready_quiet_after_an_order),
        cmocka_unit_test(test_gold_to_spare_once),
        cmocka_unit_test(test_roster_shows_injuries),
        cmocka_unit_test(test_no_stale_card_after_a_dialog),
        cmocka_unit_test(test_clash_leader),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
