/*
 * The Campaign's orders panel after blind play-test 9 (helper hCa10b; dummy
 * video driver, the tiny map):
 * - the selected army's Defend / Create Regiment / Clear order buttons lie
 *   right under its own row, above the next army's row, whichever is selected;
 * - the empty-capital warning only when an enemy army next to the capital
 *   holds every other place of the domination set (taking it would win);
 * - (hCa11) Downtime says what gold can still buy (the roster's room, the
 *   wounds' price; full: dismiss to recruit), and a standoff forecasts what
 *   each side may field there; a battle decided shows on the map (its clash,
 *   the losses ticking, the winner's banner staying while the result shows).
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

#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_downtime_util.h"
#include "client_test_util.h"

/* Player 1's orders panel, both Downtimes done. */
/* The drawn button whose label starts with `head`. */
static SDL_Rect row_of(const char *head)
{
    app_draw(&the_app);
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strncmp(the_app.drawn_buttons[i].label, head, strlen(head)) == 0)
            return the_app.drawn_buttons[i].rect;
    fail_msg("no button starting '%s' on screen", head);
    return ui_rect(0, 0, 0, 0);
}

static void test_buttons_under_selected_row(void **state)
{
    (void)state;
    campaign_screen *c = start_at_orders("hca10b-rows");
    /* A second army of Player 1's, listed after the Main Army. */
    campaign_forces *f = &c->st.forces;
    int main_i = main_army_index(f, 0);
    assert_true(main_i >= 0);
    campaign_army extra = { .id = 9, .player = 0, .loc = f->armies[main_i].loc, .main = false, .number = 2 };
    f->armies[f->n_armies++] = extra;
    char main_head[40], extra_head[40];
    snprintf(main_head, sizeof main_head, _("Army %d (Main) at %s (%d): %s"), campaign_army_no(c, f->armies[main_i].id),
             "", 0, "");
    *strstr(main_head, " at") = '\0';
    snprintf(extra_head, sizeof extra_head, _("Army %d at %s (%d): %s"), 2, "", 0, "");
    *strstr(extra_head, " at") = '\0';
    /* The Main Army selected: its buttons between its row and Army 9's. */
    click_at(row_of(main_head));
    assert_int_equal(c->army, f->armies[main_i].id);
    SDL_Rect m = row_of(main_head), defend = nth_button(C_("button", "Defend"), 0, NULL), e = row_of(extra_head);
    assert_true(defend.y >= m.y + m.h);
    assert_true(defend.y + defend.h <= e.y);
    SDL_Rect create = nth_button(C_("button", "Create Regiment"), 0, NULL);
    assert_true(create.y + create.h <= e.y);
    /* Army 9 selected: its buttons under its own row, below the Main Army's. */
    click_at(row_of(extra_head));
    assert_int_equal(c->army, 9);
    m = row_of(main_head);
    e = row_of(extra_head);
    defend = nth_button(C_("button", "Defend"), 0, NULL);
    assert_true(e.y >= m.y + m.h);
    assert_true(defend.y >= e.y + e.h);
    /* Defend acts on the army it stands under. */
    click_at(defend);
    int k = campaign_order_of(c, 0, 9);
    assert_true(k >= 0);
    assert_int_equal(c->orders[0][k].kind, CAMPAIGN_ORDER_DEFEND);
    assert_true(campaign_order_of(c, 0, f->armies[main_i].id) < 0);
    no_layout_fault("the rows");
    stop();
}

static void test_warning_only_when_domination_at_stake(void **state)
{
    (void)state;
    campaign_screen *c = start_at_orders("hca10b-warning");
    campaign_forces *f = &c->st.forces;
    int home = -1, away = -1;
    for (int i = 0; i < f->n_armies; i++)
        if (f->armies[i].player == 0 && f->armies[i].main)
            home = f->armies[i].loc;
        else if (f->armies[i].player == 1)
            away = f->armies[i].loc;
    assert_true(home >= 0 && away >= 0 && home != away);
    assert_true(c->map.domination >> away & 1u);
    assert_int_equal(campaign_empty_capital(c, 0), -1); /* held: no warning */
    drag_army(0, away);
    assert_int_equal(c->n_orders[0], 1);
    /* Player 2 holds the rest of the set: walking in wins. */
    assert_int_equal(f->control[away], 1);
    assert_int_equal(campaign_empty_capital(c, 0), home);
    shown s;
    look(&s);
    assert_true(text_has(&s, _("is left empty")) || text_has_wrapped(&s, "leftempty"));
    free(s.pixels);
    /* Player 2 without the rest of the set (its capital neutral): taking
     * Player 1's would not win, so nothing is said. */
    f->control[away] = CAMPAIGN_NEUTRAL;
    assert_int_equal(campaign_empty_capital(c, 0), -1);
    char warning[300];
    snprintf(warning, sizeof warning, _("Your capital %s is left empty: an enemy army can walk in and win by Domination."),
             campaign_loc_name(c, home));
    char head[40];
    snprintf(head, sizeof head, "%.20s", warning);
    look(&s);
    assert_false(text_has(&s, head));
    free(s.pixels);
    stop();
}

static void test_gold_says_what_it_buys(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("hca11-spend");
    pass_cover(0);
    campaign_player *pl = &c->st.players[0];
    char t[200], tip[700], want[200];
    assert_false(campaign_spend_text(c, 0, t, sizeof t, tip, sizeof tip));
    snprintf(want, sizeof want, _("Roster %d/%d · %s"), pl->n_units, CAMPAIGN_ROSTER_MAX, _("no wounds to heal"));
    assert_string_equal(t, want);
    shown s;
    look(&s);
    assert_true(text_has(&s, want));
    free(s.pixels);
    /* A full roster of wounded units: why gold cannot recruit, and what healing costs. */
    int heal = 0;
    while (pl->n_units < CAMPAIGN_ROSTER_MAX) {
        campaign_unit *un = &pl->units[pl->n_units++];
        *un = pl->units[0];
        un->hero = false;
        un->uid = (int16_t)pl->next_uid++;
        un->wounds = 1;
        heal += campaign_unit_replenish_cost(un);
    }
    assert_true(heal > 0);
    assert_true(campaign_spend_text(c, 0, t, sizeof t, tip, sizeof tip));
    snprintf(want, sizeof want, _("wounds to heal: %dg"), heal);
    assert_non_null(strstr(t, want));
    snprintf(want, sizeof want, "%d/%d", CAMPAIGN_ROSTER_MAX, CAMPAIGN_ROSTER_MAX);
    assert_non_null(strstr(t, want));
    assert_non_null(strstr(tip, "RP"));
    look(&s);
    snprintf(want, sizeof want, "%.14s", t);
    assert_true(text_has(&s, want));
    free(s.pixels);
    no_layout_fault("the roster line");
    stop();
}

/* The standoff's forecast: this seat's budget and units there, each other
 * side's units as seen at the start of Downtime and its budget. */
static void test_standoff_forecast(void **state)
{
    (void)state;
    campaign_screen *c = start_at_orders("hca11-forecast");
    campaign_forces *f = &c->st.forces;
    int mine = main_army_index(f, 0), theirs = main_army_index(f, 1);
    assert_true(mine >= 0 && theirs >= 0);
    int loc = meeting_place(c, mine, theirs);
    campaign_order o[2] = { campaign_order_move(f->armies[mine].id, loc),
                            campaign_order_move(f->armies[theirs].id, loc) };
    campaign_resolve_begin(&c->map, f, o, 2, &c->st.res);
    char t[600], want[200];
    campaign_standoff_forecast(c, 0, loc, t, sizeof t);
    int units = campaign_army_units(&c->st, f->armies[mine].id);
    snprintf(want, sizeof want,
             P_("If it comes to a battle: you field up to %d RP (your %d unit here: %d RP)",
                "If it comes to a battle: you field up to %d RP (your %d units here: %d RP)", units),
             campaign_budget(&c->st, 0, loc), units, campaign_unit_rp(&c->st.players[0].units[0]));
    assert_non_null(strstr(t, want));
    snprintf(want, sizeof want,
             P_("%s: %d unit seen here, battle budget %d RP", "%s: %d units seen here, battle budget %d RP", 1),
             campaign_seat_label(1), 1, campaign_budget(&c->st, 1, loc));
    assert_non_null(strstr(t, want));
    forecast_on_panel(c, loc, t);
    stop();
}

static void test_battle_shown_on_map(void **state)
{
    (void)state;
    campaign_screen *c = start_at_orders("hca11-clash");
    int loc = c->st.forces.armies[0].loc, players[2] = { 1, 0 }, lost[2] = { 2, 0 };
    campaign_clash_set(c, loc, players, lost, 0);
    c->step = CSTEP_DUEL_DONE;
    c->cover = false;
    assert_true(campaign_clash_shown(c));
    char wins[120], minus[60];
    snprintf(wins, sizeof wins, _("%s wins"), campaign_seat_label(0));
    snprintf(minus, sizeof minus, P_("%s: −%d unit", "%s: −%d units", 2), campaign_seat_label(1), 2);
    shown s;
    c->clash.t = 0.1f; /* the clash: no loss told yet, no winner */
    look(&s);
    assert_false(text_has(&s, wins));
    assert_false(text_has(&s, minus));
    free(s.pixels);
    c->clash.t = campaign_clash_total(); /* over: the losses and the winner's banner stay */
    look(&s);
    assert_true(text_has(&s, wins));
    assert_true(text_has(&s, minus));
    char none[120];
    snprintf(none, sizeof none, _("%s: no loss"), campaign_seat_label(0));
    assert_true(text_has(&s, none));
    free(s.pixels);
    language_look(&the_app, "campaign-clash");
    /* A draw: the holder (the first side) holds. */
    campaign_clash_set(c, loc, players, lost, -1);
    c->clash.t = campaign_clash_total();
    snprintf(wins, sizeof wins, _("%s holds"), campaign_seat_label(1));
    look(&s);
    assert_true(text_has(&s, wins));
    free(s.pixels);
    /* A side whose Hero fell says so, its units lost or none (play-test 14:
     * "no loss" over a fallen Hero). */
    campaign_clash_set(c, loc, players, lost, 0);
    campaign_clash_hero_fell(c, 0);
    campaign_clash_hero_fell(c, 1);
    c->clash.t = campaign_clash_total();
    snprintf(minus, sizeof minus, P_("%s: −%d unit, the Hero fell", "%s: −%d units, the Hero fell", 2),
             campaign_seat_label(1), 2);
    snprintf(none, sizeof none, _("%s: no unit lost, the Hero fell"), campaign_seat_label(0));
    look(&s);
    assert_true(text_has(&s, minus));
    assert_true(text_has(&s, none));
    free(s.pixels);
    /* Gone with the result's step. */
    c->step = CSTEP_PHASE5;
    assert_false(campaign_clash_shown(c));
    stop();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_buttons_under_selected_row),
        cmocka_unit_test(test_warning_only_when_domination_at_stake),
        cmocka_unit_test(test_gold_says_what_it_buys),
        cmocka_unit_test(test_standoff_forecast),
        cmocka_unit_test(test_battle_shown_on_map),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
