/*
 * The Campaign on screen, polish after blind play-test 6 (helper hPol; dummy
 * video driver, the tiny map): the hint "Esc: let go of the army" shows only
 * while the Orders step has an army in hand; on the Reveal nothing is held (a
 * banner still in hand when the orders ended is let go), so no hint, and Esc
 * opens the menu at once. The setup's Players stepper stops at the map's
 * fewest and most players, its arrow greyed there with a tooltip that says
 * how many the map takes (">" at a 2-player map looked enabled and did
 * nothing; at a map's most it went round to the fewest). The top bar keeps
 * the map's name at 800 x 560 in French (it dropped it with "Campagne · ";
 * now "Campagne · " goes first).
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

#include "front/front.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

static void stop(void)
{
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static bool esc_hint_drawn(const char *name)
{
    client_draw_at(&the_app, name, 1280, 800);
    return client_was_drawn_wrapped(_("Esc: let go of the army · Esc again: the menu"));
}

static void test_esc_hint_only_while_held(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("pol-esc-hint");
    assert_int_equal(c->step, CSTEP_DOWNTIME);
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1);
    click_button("Downtime done");
    assert_int_equal(c->step, CSTEP_ORDERS);
    pass_cover(0);
    assert_false(esc_hint_drawn("pol-orders-empty"));
    c->army = 0; /* Player 1's army picked */
    assert_true(esc_hint_drawn("pol-orders-held"));
    c->army = -1;
    click_button("Ready (hand over)");
    pass_cover(1);
    c->drag_army = 1; /* Player 2's banner in hand as its orders end */
    click_button("Ready (hand over)");
    assert_int_equal(c->step, CSTEP_REVEAL);
    assert_int_equal(c->drag_army, -1);
    /* even one left over from another step is in nobody's hand */
    c->drag_army = 1;
    c->picking = 1;
    assert_false(esc_hint_drawn("pol-reveal"));
    /* Esc: the menu at once, not a first Esc that lets go of nothing */
    ui_event esc = { .kind = UI_EV_KEY, .key = UI_KEY_ESCAPE };
    app_handle_event(&the_app, &esc);
    pump();
    assert_string_not_equal(app_scene_name(&the_app), "campaign");
    stop();
}

static SDL_Rect nth_button(const char *label, int n)
{
    app_draw(&the_app);
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strcmp(the_app.drawn_buttons[i].label, label) == 0 && n-- == 0)
            return the_app.drawn_buttons[i].rect;
    fail_msg("no button '%s' on screen", label);
    return ui_rect(0, 0, 0, 0);
}

static const char *tooltip_over(SDL_Rect r)
{
    mouse(SDL_MOUSEMOTION, r.x + r.w / 2, r.y + r.h / 2);
    app_draw(&the_app);
    return the_app.tooltip;
}

static void test_players_stop_at_the_map(void **state)
{
    (void)state;
    set_dirs("pol-players");
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, false);
    campaign_content *k = campaign_content_get(&the_app);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    int tested = 0;
    for (int i = 0; i < k->n_maps; i++) {
        int fewest = 0, most = 0;
        for (int n = 2; n <= 4; n++)
            if (k->maps[i].n_starts[n - 2] == n) {
                fewest = fewest ? fewest : n;
                most = n;
            }
        if (!most)
            continue;
        k->setup.map = i;
        k->setup.players = most;
        /* the steppers: Map, Players */
        SDL_Rect more = nth_button(">", 1), fewer = nth_button("<", 1);
        click_at(more);
        assert_int_equal(k->setup.players, most);
        char want[200];
        if (fewest == most)
            snprintf(want, sizeof want, _("%s is for %d players only"), i18n_content(k->maps[i].name), most);
        else
            snprintf(want, sizeof want, _("%s is for %d to %d players"), i18n_content(k->maps[i].name), fewest, most);
        const char *tip = tooltip_over(more);
        if (strcmp(tip, want) != 0)
            fail_msg("%s: tooltip '%s', want '%s'", k->maps[i].name, tip, want);
        if (fewest < most) {
            click_at(fewer);
            assert_true(k->setup.players < most);
            k->setup.players = fewest;
            click_at(fewer);
            assert_int_equal(k->setup.players, fewest);
            assert_string_equal(tooltip_over(fewer), want);
            tested++;
        }
    }
    assert_true(tested > 0); /* a shipped map takes 2 to 3 or 4 players */
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_top_bar_keeps_the_map(void **state)
{
    (void)state;
    i18n_set_language("fr");
    campaign_screen *c = start_tiny_campaign("pol-top-bar");
    pass_cover(0);
    snprintf(c->map.name, sizeof c->map.name, "%s", "Les Marches du Veldt");
    client_draw_at(&the_app, "pol-top-bar", 800, 560);
    client_draw_at(&the_app, "pol-top-bar", 800, 560);
    if (!client_was_drawn("Les Marches"))
        fail_msg("no map name in the top bar at 800x560: %s", client_drawn_texts());
    if (!client_was_drawn(campaign_step_phase(c)))
        fail_msg("no phase in the top bar: %s", client_drawn_texts());
    stop();
    i18n_set_language("en");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_esc_hint_only_while_held),
        cmocka_unit_test(test_players_stop_at_the_map),
        cmocka_unit_test(test_top_bar_keeps_the_map),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
