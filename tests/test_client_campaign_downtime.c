/*
 * The Campaign's Downtime (issue 32), driven by the mouse on the tiny map
 * (dummy video driver): each seat's own screens (two hot-seat turns differing
 * only in what Player 1 did in secret show Player 2 the same text, buttons and
 * pixels); a Downtime you can read (a long-named wounded Hero keeps its stats,
 * a bought trait shows at once, the recruit's stats before buying, Dismiss asks
 * first, a greyed trait says why, the pagers' arrows never move); New unit's
 * Back costs nothing, the Hero heals free, unpaid wounds ask first, the roster
 * shows a unit at every size. The orders: test_client_campaign_orders.c.
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

#include "barracks/barracks.h"
#include "front/front.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_downtime_util.h"
#include "client_test_util.h"


/* One hot-seat Downtime: Player 1 browses the library `steps` units on,
 * recruits that one, scrolls its roster, steps the army it joins; then what
 * Player 2's Downtime shows. */
static void secret_turn(int variant, shown *bob)
{
    start(variant ? "dt-secret-b" : "dt-secret-a", 1280, 800);
    campaign_screen *c = cs();
    pass_cover(0);
    int steps = variant ? 3 : 1;
    for (int i = 0; i < steps; i++)
        click_at(nth_button(">", 0, NULL));
    assert_int_equal(c->seat_ui[0].lib_index, steps);
    click_button_with("Recruit into Army %d");
    assert_int_equal(c->st.players[0].n_units, 2);
    /* Secret habits of this seat: its roster scrolled, the Joins pager stepped,
     * the pointer over one place or another. */
    SDL_Rect side = nth_button(_("Downtime done"), 0, NULL);
    wheel_at(side.x + side.w / 2, side.y - 300, variant ? -1 : 1);
    if (variant)
        click_at(nth_button(">", 1, NULL));
    mouse(SDL_MOUSEMOTION, variant ? 40 : 900, variant ? 500 : 100);
    click_button("Downtime done");
    pass_cover(1);
    look(bob);
    /* Player 2 acts the same in both: its roster's wheel, its own pager. */
    wheel_at(side.x + side.w / 2, side.y - 300, -1);
    click_at(nth_button(">", 0, NULL));
    shown after;
    look(&after);
    size_t n = bob->n;
    snprintf(bob->text + n, sizeof bob->text - n, "---\n%s", after.text);
    bob->n = strlen(bob->text);
    free(after.pixels);
    stop();
}

static void test_other_seat_secret_not_shown(void **state)
{
    (void)state;
    client_skip_in_language_runs(); /* no screen of its own to check in a language */
    shown a, b;
    secret_turn(0, &a);
    secret_turn(1, &b);
    if (strcmp(a.text, b.text) != 0) {
        /* The first line that differs, for the failure's message. */
        const char *pa = a.text, *pb = b.text;
        while (*pa && *pa == *pb) {
            pa++;
            pb++;
        }
        while (pa > a.text && pa[-1] != '\n') {
            pa--;
            pb--;
        }
        fail_msg("Player 2's screen depends on Player 1's secrets: \"%.120s\" vs \"%.120s\"", pa, pb);
    }
    assert_int_equal(a.n_pixels, b.n_pixels);
    size_t differ = 0;
    for (size_t i = 0; i < a.n_pixels; i++)
        differ += a.pixels[i] != b.pixels[i];
    if (differ)
        fail_msg("Player 2's Downtime differs in %zu pixels with what Player 1 did in secret", differ);
    free(a.pixels);
    free(b.pixels);
}

/* ---- a Downtime you can read ---- */


static void stats_of(const campaign_unit *un, char *out, size_t size)
{
    esc_unit_def d;
    campaign_unit_current(un, &d);
    campaign_stats_text(&d, out, size);
}

static void test_downtime_readable(void **state)
{
    (void)state;
    static const char long_name[] = "Ćĥēvàĺíēŕ ďū Ŀōńĝ Ńōḿ ďé ĺà Ḿàŕćĥé";
    client_pseudo_allow(long_name);
    start("dt-readable", 1280, 800);
    campaign_screen *c = cs();
    campaign_content *k = campaign_content_get(&the_app);
    pass_cover(0);
    campaign_player *pl = &c->st.players[0];
    int hero = campaign_player_hero(pl);
    assert_true(hero >= 0);
    /* A long name, two wounds, Renown for one trait and not another. */
    snprintf(pl->units[hero].base.name, sizeof pl->units[hero].base.name, "%s", long_name);
    pl->units[hero].wounds = 2;
    pl->renown = 2;
    /* Three units more, one long-named and wounded too. */
    for (int i = 0; i < 3; i++)
        assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[i % k->library.n_units], 0), CAMPAIGN_DT_OK);
    snprintf(pl->units[1].base.name, sizeof pl->units[1].base.name, "%s", long_name);
    pl->units[1].wounds = 1;
    shown s;
    look(&s);
    no_layout_fault("the Downtime");
    /* Every unit on screen says its current stats, rank points and wounds. */
    for (int i = 0; i < 2; i++) {
        char stats[64], rp[96], wounds[200];
        stats_of(&pl->units[i], stats, sizeof stats);
        /* hCa13: the price in gold and the RP together, before the stats */
        snprintf(rp, sizeof rp, _("%d gold · %d RP · %s"), campaign_unit_price(&pl->units[i]),
                 campaign_unit_rp(&pl->units[i]), stats);
        /* The wounds on a line of their own: what they cost, and what they become. */
        if (pl->units[i].hero)
            snprintf(wounds, sizeof wounds, P_("%d wound: heals free at Downtime done", "%d wounds: heal free at Downtime done",
                                                pl->units[i].wounds), pl->units[i].wounds);
        else
            snprintf(wounds, sizeof wounds,
                     P_("%d wound: heal for %dg (unhealed wounds become permanent at Downtime done)",
                        "%d wounds: heal for %dg (unhealed wounds become permanent at Downtime done)", pl->units[i].wounds),
                     pl->units[i].wounds, campaign_unit_replenish_cost(&pl->units[i]));
        if (!text_has(&s, rp) || !text_has_wrapped(&s, wounds))
            fail_msg("unit %d's stats (%s) or wounds (%s) are not on screen", i, rp, wounds);
    }
    /* Its rank stays beside its shortened name (its price is on the line below). */
    char price[96];
    esc_unit_def d1;
    campaign_unit_current(&pl->units[1], &d1);
    snprintf(price, sizeof price, _(" · %s"), _(esc_rank_name(esc_unit_rank(&d1))));
    assert_true(text_has(&s, price));
    assert_true(text_has(&s, "…"));
    language_look(&the_app, "campaign-downtime-long");
    free(s.pixels);

    /* The recruit's stats and rank points before buying, its arrows in place
     * whatever its name. */
    int *lib = &c->seat_ui[0].lib_index;
    SDL_Rect left0 = nth_button("<", 0, NULL), right0 = nth_button(">", 0, NULL);
    for (int i = 0; i < k->library.n_units; i++) {
        look(&s);
        char stats[64], rp[96];
        campaign_stats_text(&k->library.units[*lib], stats, sizeof stats);
        snprintf(rp, sizeof rp, _("%d gold · %d RP · %s"), campaign_def_price(&k->library.units[*lib]),
                 esc_unit_rank_points(&k->library.units[*lib]), stats);
        if (!text_has(&s, rp))
            fail_msg("the recruit %s shows no \"%s\"", k->library.units[*lib].name, rp);
        free(s.pixels);
        SDL_Rect l = nth_button("<", 0, NULL), r = nth_button(">", 0, NULL);
        assert_memory_equal(&l, &left0, sizeof l);
        assert_memory_equal(&r, &right0, sizeof r);
        click_at(r);
    }
    no_layout_fault("the library");

    /* A greyed trait says why, in the player's numbers. */
    int priciest = -1;
    for (int i = 0; i < CAMPAIGN_TRAIT_COUNT; i++)
        if (campaign_test_buy_trait(&c->st, 0, i) == CAMPAIGN_DT_NO_RENOWN)
            priciest = i;
    assert_true(priciest >= 0);
    assert_int_equal(campaign_test_buy_trait(&c->st, 0, priciest), CAMPAIGN_DT_NO_RENOWN);
    char label[80], why[120];
    snprintf(label, sizeof label, "%s %d", campaign_trait_name(priciest), campaign_trait_get((campaign_trait)priciest)->renown);
    bool enabled = true;
    SDL_Rect tr = nth_button(label, 0, &enabled);
    assert_false(enabled);
    mouse(SDL_MOUSEMOTION, tr.x + tr.w / 2, tr.y + tr.h / 2);
    app_draw(&the_app);
    snprintf(why, sizeof why, _("needs %d Renown, you have %d"), campaign_trait_get((campaign_trait)priciest)->renown, 2);
    if (!strstr(the_app.tooltip, why))
        fail_msg("the greyed trait's tooltip \"%s\" does not say \"%s\"", the_app.tooltip, why);

    /* A trait bought: the Hero's new stats at once, above the shop and in its row. */
    int cheap = -1;
    for (int i = 0; i < CAMPAIGN_TRAIT_COUNT && cheap < 0; i++)
        if (campaign_test_buy_trait(&c->st, 0, i) == CAMPAIGN_DT_OK)
            cheap = i;
    assert_true(cheap >= 0);
    char before[64], after[64];
    stats_of(&pl->units[hero], before, sizeof before);
    snprintf(label, sizeof label, "%s %d", campaign_trait_name(cheap), campaign_trait_get((campaign_trait)cheap)->renown);
    /* Play-test 12 (hCa14): a trait asks first, saying what it gives and takes. */
    click_button(label);
    assert_false(pl->units[hero].traits >> cheap & 1);
    assert_string_not_equal(app_scene_name(&the_app), "campaign");
    click_button("Not now");
    assert_false(pl->units[hero].traits >> cheap & 1);
    click_button(label);
    click_button("Buy it");
    assert_true(pl->units[hero].traits >> cheap & 1);
    stats_of(&pl->units[hero], after, sizeof after);
    assert_string_not_equal(before, after);
    look(&s);
    /* The Hero's line above the shop: "★ name: stats". */
    bool hero_line = false;
    for (const char *l = s.text; *l && !hero_line; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : l + strlen(l)) {
        const char *end = strchr(l, '\n'), *at = strstr(l, after);
        hero_line = strncmp(l, "★ ", strlen("★ ")) == 0 && at && (!end || at < end);
    }
    if (!hero_line)
        fail_msg("the Hero's new stats %s are not on its line above the shop", after);
    free(s.pixels);
    no_layout_fault("the Hero's line");

    /* Dismiss asks first: Keep it keeps the unit, Dismiss sends it away. */
    int n = pl->n_units;
    click_button("Dismiss");
    assert_string_not_equal(app_scene_name(&the_app), "campaign");
    language_look(&the_app, "campaign-dismiss-ask");
    client_click_button(&the_app, C_("answer", "Keep it"));
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_int_equal(pl->n_units, n);
    click_button("Dismiss");
    /* The question's own Dismiss: drawn last, over the roster's. */
    app_draw(&the_app);
    int last = -1;
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strcmp(the_app.drawn_buttons[i].label, _("Dismiss")) == 0)
            last = i;
    assert_true(last >= 0);
    click_at(the_app.drawn_buttons[last].rect);
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_int_equal(pl->n_units, n - 1);
    no_layout_fault("after Dismiss");
    stop();
}


/* "New unit…" in Downtime: leaving the editor with Back recruits nothing and
 * costs nothing (a play-test lost 80 gold a time); Done recruits the unit made. */
static void test_new_unit_back_costs_nothing(void **state)
{
    (void)state;
    client_skip_in_language_runs(); /* no screen of its own to check in a language */
    start("dt-new-unit", 1280, 800);
    campaign_screen *c = cs();
    pass_cover(0);
    const campaign_player *pl = &c->st.players[0];
    int gold = pl->gold, units = pl->n_units;
    int lib = barracks_get(&the_app)->lib.n_units;
    click_button("New unit…");
    barracks_unit_editor *ed = &barracks_get(&the_app)->unit_ed;
    assert_int_equal(ed->target, BARRACKS_TARGET_CALLER);
    assert_string_equal(ed->title, _("A new recruit"));
    click_button("Back");
    assert_true(cs() != NULL);
    assert_false(c->new_unit);
    assert_int_equal(pl->gold, gold);
    assert_int_equal(pl->n_units, units);
    /* Again, with Done: recruited, paid, and the library untouched. */
    click_button("New unit…");
    esc_unit_init(&barracks_get(&the_app)->unit_ed.entry.def, "Pikeman", 2, 1, 1, 1);
    SDL_Rect r;
    app_draw(&the_app);
    assert_true(app_find_button(&the_app, C_("editor", "Done"), &r, NULL));
    click_at(r);
    assert_int_equal(pl->n_units, units + 1);
    assert_string_equal(pl->units[pl->n_units - 1].base.name, "Pikeman");
    assert_int_equal(pl->gold, gold - campaign_def_price(&pl->units[pl->n_units - 1].base));
    assert_int_equal(barracks_get(&the_app)->lib.n_units, lib);
    stop();
}


/* Issue 32 (fourth round): the Hero's wounds heal free (spec, Replenish), and
 * its heal button says so instead of "0g"; a unit's tooltip, in the roster and
 * in the library, names each ability once, with its rule (it read "Energy
 * Trait · Energy Trait (one action ...)"). */
static void test_heal_free_and_abilities_once(void **state)
{
    (void)state;
    start("dt-heal-free", 1280, 800);
    campaign_screen *c = cs();
    campaign_content *k = campaign_content_get(&the_app);
    pass_cover(0);
    campaign_player *pl = &c->st.players[0];
    int hero = campaign_player_hero(pl);
    assert_true(hero >= 0);
    pl->units[hero].wounds = 2;
    int with = -1; /* a library unit with an ability */
    for (int i = 0; i < k->library.n_units && with < 0; i++)
        if (k->library.units[i].n_abilities > 0)
            with = i;
    assert_true(with >= 0);
    assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[with], 0), CAMPAIGN_DT_OK);
    int recruit = pl->n_units - 1;
    pl->units[recruit].wounds = 1;
    c->seat_ui[0].lib_index = with;
    char label[64];
    snprintf(label, sizeof label, _("+%d H: free"), 2);
    bool enabled = false;
    SDL_Rect heal = nth_button(label, 0, &enabled);
    assert_true(enabled);
    const char *tip = tooltip_at(heal.x + heal.w / 2, heal.y + heal.h / 2);
    char free_tip[400];
    snprintf(free_tip, sizeof free_tip,
             P_("Replenish: the Hero's %d wound heals free (by itself at the end of Downtime too)",
                "Replenish: the Hero's %d wounds heal free (by themselves at the end of Downtime too)", 2),
             2);
    if (!strstr(tip, free_tip))
        fail_msg("the Hero's heal tooltip: %s", tip);
    int gold = pl->gold;
    click_at(heal);
    assert_int_equal(pl->units[hero].wounds, 0);
    assert_int_equal(pl->gold, gold);
    /* The recruit's heal costs gold, and its row's tooltip names its abilities once each. */
    snprintf(label, sizeof label, _("+%d H: %dg"), 1, campaign_unit_replenish_cost(&pl->units[recruit]));
    assert_true(campaign_unit_replenish_cost(&pl->units[recruit]) > 0);
    SDL_Rect b = nth_button(label, 0, NULL);
    char row_tip[1400];
    snprintf(row_tip, sizeof row_tip, "%s", tooltip_at(b.x - (int)(30 * the_app.scale), b.y + b.h / 2));
    const esc_unit_def *d = &k->library.units[with];
    for (int i = 0; i < d->n_abilities; i++) {
        const char *name = _(esc_ability_get((esc_ability)d->abilities[i])->name);
        if (times_in(row_tip, name) != 1)
            fail_msg("the roster tooltip names %s %d times: %s", name, times_in(row_tip, name), row_tip);
    }
    /* The library's unit (the same one), under its pager. */
    SDL_Rect pager = nth_button("<", 0, NULL);
    snprintf(row_tip, sizeof row_tip, "%s", tooltip_at(pager.x + pager.w / 2, pager.y + pager.h + (int)(8 * the_app.scale)));
    for (int i = 0; i < d->n_abilities; i++) {
        const char *name = _(esc_ability_get((esc_ability)d->abilities[i])->name);
        if (times_in(row_tip, name) != 1)
            fail_msg("the library tooltip names %s %d times: %s", name, times_in(row_tip, name), row_tip);
    }
    /* Play-test 4: the stats' letters and the two costs explained on hover,
     * in the library's tooltip and the roster's. */
    const char *key = _("H Health, R Range, P Power, M Move. Gold: what recruiting it costs (10 gold per point of the "
                        "\"cost\" on its battle card). RP (rank points): what it takes of a battle's budget.");
    if (!strstr(row_tip, key))
        fail_msg("the library tooltip does not explain H/R/P/M, g and RP: %s", row_tip);
    snprintf(row_tip, sizeof row_tip, "%s", tooltip_at(b.x - (int)(30 * the_app.scale), b.y + b.h / 2));
    if (!strstr(row_tip, key))
        fail_msg("the roster tooltip does not explain H/R/P/M, g and RP: %s", row_tip);
    client_look(&the_app, "campaign-downtime-heal-free");
    stop();
}


/* Play-test 3 (medium): unpaid wounds became permanent at Downtime done and
 * nothing said so. The row says what the wounds cost and become, and Downtime
 * done asks first while the seat's gold could heal them: "Go back and heal"
 * changes nothing, "End Downtime" ends it; with the wounds healed, or with no
 * gold to heal them, it asks nothing. */
static void test_unhealed_wounds_ask_first(void **state)
{
    (void)state;
    start("dt-wounds-ask", 1280, 800);
    campaign_screen *c = cs();
    campaign_content *k = campaign_content_get(&the_app);
    pass_cover(0);
    campaign_player *pl = &c->st.players[0];
    assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[0], 0), CAMPAIGN_DT_OK);
    int w = pl->n_units - 1;
    pl->units[w].wounds = 1;
    int cost = campaign_unit_replenish_cost(&pl->units[w]);
    assert_true(cost > 0 && pl->gold >= cost);
    shown s;
    look(&s);
    char line[300];
    snprintf(line, sizeof line,
             P_("%d wound: heal for %dg (unhealed wounds become permanent at Downtime done)",
                "%d wounds: heal for %dg (unhealed wounds become permanent at Downtime done)", 1),
             1, cost);
    /* On two lines at this size, all of it on screen. */
    if (!text_has_wrapped(&s, line))
        fail_msg("the wounded row does not say \"%s\"", line);
    free(s.pixels);
    no_layout_fault("a wounded row");
    /* Asked; going back changes nothing. */
    click_button("Downtime done");
    assert_string_not_equal(app_scene_name(&the_app), "campaign");
    look(&s);
    assert_true(text_has(&s, C_("answer", "End it")));
    free(s.pixels);
    language_look(&the_app, "campaign-downtime-wounds-ask");
    client_click_button(&the_app, C_("answer", "Go back"));
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_false(c->done[0]);
    assert_int_equal(c->step, CSTEP_DOWNTIME);
    assert_int_equal(pl->units[w].wounds, 1);
    /* Healed: no question. */
    char label[64];
    snprintf(label, sizeof label, _("+%d H: %dg"), 1, cost);
    click_button(label);
    assert_int_equal(pl->units[w].wounds, 0);
    click_button("Downtime done");
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_true(c->done[0]);
    stop();

    /* The answer "End Downtime" ends it, wounds unpaid. */
    start("dt-wounds-yes", 1280, 800);
    c = cs();
    k = campaign_content_get(&the_app);
    pass_cover(0);
    pl = &c->st.players[0];
    assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[0], 0), CAMPAIGN_DT_OK);
    w = pl->n_units - 1;
    pl->units[w].wounds = 1;
    click_button("Downtime done");
    assert_false(c->done[0]);
    app_draw(&the_app);
    int last = -1;
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strcmp(the_app.drawn_buttons[i].label, C_("answer", "End it")) == 0)
            last = i;
    assert_true(last >= 0);
    click_at(the_app.drawn_buttons[last].rect);
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_true(c->done[0]);
    stop();

    /* No gold to heal: nothing to ask. */
    start("dt-wounds-poor", 1280, 800);
    c = cs();
    k = campaign_content_get(&the_app);
    pass_cover(0);
    pl = &c->st.players[0];
    assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[0], 0), CAMPAIGN_DT_OK);
    w = pl->n_units - 1;
    pl->units[w].wounds = 1;
    pl->gold = 0;
    click_button("Downtime done");
    assert_string_equal(app_scene_name(&the_app), "campaign");
    assert_true(c->done[0]);
    stop();
}


/* Play-test 3 (319): at 800 x 560 in French the roster had no room for one
 * unit ("molette : plus d'unités (1)" over empty space). In every language
 * the roster shows a unit at least: the hint never counts every unit. */
static void test_roster_shows_a_unit(void **state)
{
    (void)state;
    start("dt-roster-small", 800, 560);
    campaign_screen *c = cs();
    pass_cover(0);
    shown *s = malloc(sizeof *s);
    assert_non_null(s);
    look(s);
    char all[120];
    snprintf(all, sizeof all, _("wheel: more units (%d)"), c->st.players[0].n_units);
    if (strstr(s->text, all))
        fail_msg("the roster shows no unit: \"%s\"", all);
    free(s->pixels);
    /* Play-test 11 (hCa13): a roster longer than the panel says so with
     * buttons that scroll it, down then back up. */
    campaign_content *k = campaign_content_get(&the_app);
    for (int i = 0; i < 5; i++)
        assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[i % k->library.n_units], 0), CAMPAIGN_DT_OK);
    look(s);
    free(s->pixels);
    assert_int_equal(c->scroll, 0);
    click_button_with("▼ %d units down");
    assert_true(c->scroll > 0);
    click_button_with("▲ %d units up");
    assert_int_equal(c->scroll, 0);
    free(s);
    no_layout_fault("Downtime at 800x560");
    stop();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_other_seat_secret_not_shown),
        cmocka_unit_test(test_downtime_readable),
        cmocka_unit_test(test_new_unit_back_costs_nothing),
        cmocka_unit_test(test_heal_free_and_abilities_once),
        cmocka_unit_test(test_unhealed_wounds_ask_first),
        cmocka_unit_test(test_roster_shows_a_unit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
