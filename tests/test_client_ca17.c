/*
 * Play-test 14 (hCa17), Campaign:
 * - a fallen Hero's injury roll is told on the map at its battle's place and
 *   in the log, with the die, what it meant (4 to 6 injures) and what the
 *   injury costs ("Deep scar, -1 Health for good"), never "no loss";
 * - a banner names its army as the log does ("A2·3": Army 2, 3 units), the
 *   panel too ("Army 1 (Main)"), and A steps through one's armies;
 * - the standing is the core's ranking (campaign_rank_first): places, then
 *   Renown earned, then supply; the top bar shows Renown beside the places,
 *   and the end says the most places wins, Renown only breaking a tie.
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

/* The app closed and zeroed for the next test's campaign. */
static void close_campaign(void)
{
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_hero_fall_told(void **state)
{
    (void)state;
    campaign_screen *c = start_at_orders("hca17-hero");
    /* Two Heroes fell at two places: one injured (a deep scar), one unhurt. */
    c->st.n_rolls = 2;
    c->st.rolls[0] = (campaign_injury_roll){ 0, 0, 6, CAMPAIGN_INJURY_DEEP_SCAR };
    c->st.rolls[1] = (campaign_injury_roll){ 1, 1, 2, -1 };
    c->n_after = 0;
    c->step = CSTEP_PHASE5;
    char hurt[200], fine[200], fx[100];
    snprintf(fx, sizeof fx, _("%s, -1 %s for good"), campaign_injury_name(CAMPAIGN_INJURY_DEEP_SCAR),
             C_("stat", "Health"));
    assert_string_equal(campaign_injury_effect(CAMPAIGN_INJURY_DEEP_SCAR), fx);
    campaign_injury_pill(&c->st.rolls[0], hurt, sizeof hurt);
    campaign_injury_pill(&c->st.rolls[1], fine, sizeof fine);
    assert_non_null(strstr(hurt, fx));
    assert_non_null(strstr(hurt, "6"));
    assert_non_null(strstr(fine, "2"));
    for (int size = 0; size < 2; size++) {
        client_draw_at(&the_app, size ? "hca17-hero-small" : "hca17-hero", size ? 800 : 1280, size ? 560 : 800);
        assert_true(client_was_drawn(hurt));
        assert_true(client_was_drawn(fine));
        save_shot(size ? "hca17-hero-small" : "hca17-hero"); /* to look at */
    }
    close_campaign();
}

static void test_banner_names_the_army(void **state)
{
    (void)state;
    campaign_screen *c = start_at_orders("hca17-banner");
    int drawn = 0;
    for (int p = 0; p < c->model.n_pieces; p++) {
        const areamap_piece *pc = &c->model.pieces[p];
        char want[16];
        snprintf(want, sizeof want, C_("banner", "A%d"), campaign_army_no(c, pc->id));
        assert_string_equal(pc->tag, want);
        drawn++;
    }
    assert_true(drawn >= 2);
    /* A: seat 0's armies one after the other, and round again. */
    int mine = 0, first = -1;
    for (int i = 0; i < c->st.forces.n_armies; i++)
        if (c->st.forces.armies[i].player == c->seat) {
            mine++;
            first = first < 0 ? c->st.forces.armies[i].id : first;
        }
    assert_true(mine >= 1);
    c->army = -1;
    press_key(UI_KEY_A);
    assert_int_equal(c->army, first);
    for (int k = 0; k < mine; k++)
        press_key(UI_KEY_A);
    assert_int_equal(c->army, first);
    close_campaign();
}

static void test_standing_is_the_cores(void **state)
{
    (void)state;
    campaign_screen *c = start_at_orders("hca17-standing");
    campaign_state *st = &c->st;
    /* Seat 0 holds two places, seat 1 one and more Renown: places decide. */
    assert_true(c->map.n_locations >= 3);
    for (int l = 0; l < c->map.n_locations; l++)
        st->forces.control[l] = -1;
    st->forces.control[0] = st->forces.control[1] = 0;
    st->forces.control[2] = 1;
    st->players[1].renown_earned = 5;
    int k = -1;
    assert_int_equal(campaign_rank_first(st, NULL, 3, &k), 1);
    assert_int_equal(k, CAMPAIGN_RANK_PLACES);
    assert_int_equal(campaign_standing_decider(c), CAMPAIGN_RANK_PLACES);
    /* Level on places: Renown decides, for the core and the bar alike. */
    st->forces.control[1] = -1;
    assert_int_equal(campaign_rank_first(st, NULL, 3, &k), 2);
    assert_int_equal(k, CAMPAIGN_RANK_RENOWN);
    assert_int_equal(campaign_standing_decider(c), CAMPAIGN_RANK_RENOWN);
    /* The bar shows Renown beside the places, whatever decides. */
    st->players[1].renown_earned = 0;
    st->players[0].renown_earned = 0;
    client_draw_at(&the_app, "hca17-standing", 1280, 800);
    assert_true(client_was_drawn(_("Tie-break, Renown earned:")) || client_was_drawn(_("Tie-break, supply held:")));
    close_campaign();
}

/* Play-test 14: a place's hover card showed through the Journal. */
static void test_no_card_under_the_log(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("hca17-log");
    pass_cover(0);
    if (!c->events_open && c->report_box.w <= 0)
        press_key(UI_KEY_J);
    client_draw_at(&the_app, "hca17-log", 1280, 800);
    SDL_Rect rb = c->report_box;
    assert_true(rb.w > 0);
    char sub[120];
    snprintf(sub, sizeof sub, _("%s · held by %s"), _("Capital"), campaign_seat_label(0));
    the_app.mouse_x = rb.x + rb.w / 2;
    the_app.mouse_y = rb.y + rb.h / 2;
    c->hover = 0; /* a place under the log */
    client_draw_at(&the_app, "hca17-log", 1280, 800);
    assert_false(client_was_drawn(sub));
    close_campaign();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hero_fall_told),
        cmocka_unit_test(test_banner_names_the_army),
        cmocka_unit_test(test_standing_is_the_cores),
        cmocka_unit_test(test_no_card_under_the_log),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
