/*
 * Play-test 6's Campaign fixes on screen (dummy video driver, the tiny map): a
 * greyed trait names the stat its drawback cannot lower; the top bar shows
 * the key that breaks a tie on places (Renown earned, then supply), so the
 * timed victory is never decided by a number nobody saw; the setup offers no
 * turn limit under the map's (the capitals must have time to meet).
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

#include "areamap/label.h"
#include "eventlog/words.h"
#include "front/front.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

static void stop(void)
{
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static SDL_Rect nth_button(const char *label, int n, bool *enabled)
{
    app_draw(&the_app);
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strcmp(the_app.drawn_buttons[i].label, label) == 0 && n-- == 0) {
            if (enabled)
                *enabled = the_app.drawn_buttons[i].enabled;
            return the_app.drawn_buttons[i].rect;
        }
    fail_msg("no button '%s' on screen", label);
    return ui_rect(0, 0, 0, 0);
}

static const char *tooltip_over(SDL_Rect r)
{
    mouse(SDL_MOUSEMOTION, r.x + r.w / 2, r.y + r.h / 2);
    app_draw(&the_app);
    return the_app.tooltip;
}

/* "+2 Health, -1 Move ... (would change nothing)" was said of Stalwart on an
 * M1 Hero: the reason is its Move, and without the Renown that comes first. */
static void test_trait_reason_names_the_stat(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("r8-trait");
    pass_cover(0);
    campaign_player *pl = &c->st.players[0];
    int h = campaign_player_hero(pl);
    assert_true(h >= 0);
    esc_unit_def *b = &pl->units[h].base;
    b->health = 2;
    b->range = 2;
    b->power = 2;
    b->move = 1;
    pl->units[h].traits = 0;
    pl->renown = 2;
    char label[80];
    snprintf(label, sizeof label, "%s %d", campaign_trait_name(CAMPAIGN_TRAIT_STALWART),
             campaign_trait_get(CAMPAIGN_TRAIT_STALWART)->renown);
    bool enabled = true;
    SDL_Rect r = nth_button(label, 0, &enabled);
    assert_false(enabled);
    const char *tip = tooltip_over(r);
    const char *want = _("its Move is already 1: the trait's -1 Move cannot apply");
    if (!tip || !strstr(tip, want))
        fail_msg("Stalwart's tooltip \"%s\" does not say \"%s\"", tip ? tip : "", want);
    /* Without the Renown, the Renown is said. */
    pl->renown = 0;
    tip = tooltip_over(nth_button(label, 0, NULL));
    char renown[120];
    snprintf(renown, sizeof renown, _("needs %d Renown, you have %d"), 2, 0);
    if (!tip || !strstr(tip, renown))
        fail_msg("Stalwart's tooltip \"%s\" does not say \"%s\"", tip ? tip : "", renown);
    stop();
}

/* Four Rivers, 4 turns: "Places held 5-5", then a defeat on supply never shown. */
static void test_tie_breaker_in_top_bar(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("r8-standing");
    pass_cover(0);
    /* One capital each: places level, Renown earned level, supply level. */
    assert_int_equal(campaign_standing_decider(c), 3);
    c->st.players[1].renown_earned = 2;
    assert_int_equal(campaign_standing_decider(c), 1);
    client_draw_at(&the_app, "campaign-standing-tie", 1280, 800);
    if (!client_was_drawn(_("Renown earned:")))
        fail_msg("the top bar does not show the Renown that breaks the tie on places");
    char tip[1400];
    campaign_standing_text(c, tip, sizeof tip);
    assert_non_null(strstr(tip, _("Now the places are level: Renown earned decides.")));
    /* Places apart: Renown, the tie-break, still beside them (play-test 14:
     * "lost all 3 battles and still won", the battles' Renown unseen). */
    c->st.forces.control[1] = 0;
    assert_int_equal(campaign_standing_decider(c), 0);
    client_draw_at(&the_app, "campaign-standing-apart", 1280, 800);
    assert_true(client_was_drawn(_("Renown earned:")));
    assert_true(client_was_drawn(_("Places held:")));
    stop();
}

/* The setup's turn limit goes no lower than the map's minimum once touched. */
static void test_turn_limit_fits_the_map(void **state)
{
    (void)state;
    set_dirs("r8-turns");
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    the_app.prefs.anim_speed = DATA_ANIM_INSTANT;
    use_tiny_map(&the_app, false);
    campaign_content *k = campaign_content_get(&the_app);
    int four_rivers = -1, three_crowns = -1;
    for (int i = 0; i < k->n_maps; i++) {
        if (strcmp(k->maps[i].name, "Four Rivers") == 0)
            four_rivers = i;
        if (strcmp(k->maps[i].name, "The Three Crowns") == 0)
            three_crowns = i;
    }
    assert_true(four_rivers >= 0);
    assert_int_equal(campaign_map_turns_min(&k->maps[four_rivers], 2), 12);
    if (three_crowns >= 0)
        assert_true(campaign_map_turns_min(&k->maps[three_crowns], 2) >= 10);
    for (int i = 0; i < k->n_maps; i++)
        for (int n = 2; n <= 4; n++)
            if (k->maps[i].n_starts[n - 2] == n)
                assert_true(campaign_map_turns_min(&k->maps[i], n) >= 8);
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    k->setup.map = four_rivers;
    k->setup.players = 2;
    k->setup.turns = 13;
    /* The steppers: Map, Players, Turn limit. */
    click_at(nth_button("<", 2, NULL));
    assert_int_equal(k->setup.turns, 12);
    click_at(nth_button("<", 2, NULL));
    assert_int_equal(k->setup.turns, 12);
    stop();
}

/* "blessure : Deep scar": the injury is kept as a key and worded when read. */
static void test_injury_worded_when_read(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("r8-injury");
    evlog_entry *e = campaign_say(c, EVLOG_LOSS, EVLOG_ALL, 0, 0, NULL, N_("The Hero of %s fell at %s: rolled %d (4 to 6 injures), injured: %s"),
                                  NULL, 0, campaign_seat_mark(0), campaign_loc_mark(c, 0), 5,
                                  campaign_injury_effect_mark(CAMPAIGN_INJURY_DEEP_SCAR));
    assert_non_null(e);
    for (int k = 0; k < e->msg.n_args; k++)
        if (e->msg.args[k].type == EVLOG_ARG_TEXT)
            assert_null(strstr(e->msg.pool + e->msg.args[k].text, "Deep scar"));
    char got[EVLOG_TEXT_MAX];
    evlog_words(e, got, sizeof got);
    assert_non_null(strstr(got, campaign_injury_name(CAMPAIGN_INJURY_DEEP_SCAR)));
    assert_non_null(strstr(got, campaign_injury_effect(CAMPAIGN_INJURY_DEEP_SCAR))); /* and what it costs */
    stop();
}

/* "Mare-Brune Mare-aux-Friches": two names on one row a space apart read as one. */
static void test_names_apart_on_a_row(void **state)
{
    (void)state;
    SDL_Rect placed = { 0, 100, 100, 15 };
    assert_true(areamap_label_stacked(&placed, 1, ui_rect(104, 100, 80, 15), 15));
    assert_false(areamap_label_stacked(&placed, 1, ui_rect(120, 100, 80, 15), 15));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_trait_reason_names_the_stat),
        cmocka_unit_test(test_tie_breaker_in_top_bar),
        cmocka_unit_test(test_turn_limit_fits_the_map),
        cmocka_unit_test(test_injury_worded_when_read),
        cmocka_unit_test(test_names_apart_on_a_row),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
