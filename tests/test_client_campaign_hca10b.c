/*
 * The Campaign's orders panel after blind play-test 9 (helper hCa10b; dummy
 * video driver, the tiny map):
 * - the selected army's Defend / Create Regiment / Clear order buttons lie
 *   right under its own row, above the next army's row, whichever is selected;
 * - the empty-capital warning only when an enemy army next to the capital
 *   holds every other place of the domination set (taking it would win).
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
static campaign_screen *to_orders(const char *name)
{
    campaign_screen *c = start_tiny_campaign(name);
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1);
    click_button("Downtime done");
    pass_cover(0);
    return c;
}

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
    campaign_screen *c = to_orders("hca10b-rows");
    /* A second army of Player 1's, listed after the Main Army. */
    campaign_forces *f = &c->st.forces;
    int main_i = -1;
    for (int i = 0; i < f->n_armies; i++)
        if (f->armies[i].player == 0 && f->armies[i].main)
            main_i = i;
    assert_true(main_i >= 0);
    campaign_army extra = { .id = 9, .player = 0, .loc = f->armies[main_i].loc, .main = false };
    f->armies[f->n_armies++] = extra;
    char main_head[40], extra_head[40];
    snprintf(main_head, sizeof main_head, _("Main Army %d at %s (%d): %s"), f->armies[main_i].id, "", 0, "");
    *strstr(main_head, " at") = '\0';
    snprintf(extra_head, sizeof extra_head, _("Army %d at %s (%d): %s"), 9, "", 0, "");
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
    campaign_screen *c = to_orders("hca10b-warning");
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_buttons_under_selected_row),
        cmocka_unit_test(test_warning_only_when_domination_at_stake),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
