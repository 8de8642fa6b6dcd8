/*
 * The Campaign's orders (issue 32), driven by the mouse on the tiny map (dummy
 * video driver): Ready at one place, the empty-capital warning, Prepared
 * Ambuscade offered only when the core allows it (checked against
 * campaign_test_bonus too), an army fielded within its RP budget, "RP" in
 * words and the legend's colours, no hover left for the next seat, rows that
 * stay put, the victory tracker. The Downtime: test_client_campaign_downtime.c.
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

/* ---- the orders, the squads and the Defend bonus ---- */

static void test_orders_and_ambuscade(void **state)
{
    (void)state;
    start("dt-orders", 1280, 800);
    campaign_screen *c = cs();
    campaign_content *k = campaign_content_get(&the_app);
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1);
    click_button("Downtime done");
    pass_cover(0);
    /* Ready stays where it is when an army is selected. */
    const char *ready = "Ready (hand over)";
    SDL_Rect r0 = nth_button(_(ready), 0, NULL);
    int x, y;
    banner_on_screen(0, &x, &y);
    mouse(SDL_MOUSEMOTION, x, y);
    mouse(SDL_MOUSEBUTTONDOWN, x, y);
    mouse(SDL_MOUSEBUTTONUP, x, y);
    assert_int_equal(c->army, 0);
    SDL_Rect r1 = nth_button(_(ready), 0, NULL);
    assert_memory_equal(&r0, &r1, sizeof r0);
    click_button(C_("button", "Create Regiment"));
    SDL_Rect r2 = nth_button(_(ready), 0, NULL);
    assert_memory_equal(&r0, &r2, sizeof r0);
    no_layout_fault("the orders");
    /* Player 1's Main Army leaves its capital next to Player 2's army: the panel
     * says what that risks. */
    int home = c->st.forces.armies[0].loc, enemy = c->st.forces.armies[1].loc;
    assert_true(c->map.domination >> home & 1u);
    shown s;
    look(&s);
    char warning[300];
    snprintf(warning, sizeof warning, _("Your capital %s is left empty: an enemy army can walk in and win by Domination."),
             campaign_loc_name(c, home));
    assert_false(strstr(s.text, campaign_loc_name(c, home)) && text_has(&s, _("is left empty")));
    free(s.pixels);
    drag_army(0, enemy);
    assert_int_equal(c->n_orders[0], 1);
    look(&s);
    /* Wrapped, the warning is drawn line by line: its first words and its end. */
    char head[40];
    snprintf(head, sizeof head, "%.20s", warning);
    assert_true(text_has(&s, head));
    free(s.pixels);
    /* The pointer off the map (its hover card is not this test's). */
    SDL_Rect rr = nth_button(_(ready), 0, NULL);
    mouse(SDL_MOUSEMOTION, rr.x + rr.w / 2, rr.y + rr.h / 2);
    language_look(&the_app, "campaign-orders-warning");
    no_layout_fault("the warning");
    /* The standoff's prompt (its panel drawn over this state, a fake step) says
     * that Withdraw still means a battle when the other side stands. */
    campaign_step was_step = c->step;
    c->step = CSTEP_STANDOFF;
    c->loc = enemy;
    look(&s);
    for (char *p = s.text; *p; p++)
        if (*p == '\n')
            *p = ' ';
    if (!client_has_message(s.text, "Your armies and others are marching on %s. Stand and fight for it, or withdraw "
                                     "to where they came from? If the other side stands, there is a battle here "
                                     "anyway, and your armies fight in it."))
        fail_msg("the standoff's prompt does not say that Withdraw still fights when the other side stands");
    free(s.pixels);
    language_look(&the_app, "campaign-standoff-withdraw");
    c->step = was_step;
    SDL_Rect r3 = nth_button(_(ready), 0, NULL);
    assert_memory_equal(&r0, &r3, sizeof r0);
    click_button(ready);
    pass_cover(1);
    click_button(ready);
    assert_int_equal(c->step, CSTEP_REVEAL);
    pump();
    click_button("Continue");

    /* The squads: Player 1, the attacker, first; Player 2 fields only its Hero. */
    assert_int_equal(c->step, CSTEP_SQUAD);
    pass_cover(0);
    /* Play-test 3: picking a unit (the Hero's "sits out" line going) moved
     * Auto battle under the pointer; it stays put now. */
    SDL_Rect auto0 = nth_button(_("Auto battle"), 0, NULL);
    click_button_with("★");
    SDL_Rect auto1 = nth_button(_("Auto battle"), 0, NULL);
    assert_memory_equal(&auto0, &auto1, sizeof auto0);
    no_layout_fault("the squad");
    click_button("Auto battle");
    pass_cover(1);
    click_button_with("★");
    language_look(&the_app, "campaign-squad-rows");
    no_layout_fault("the squad");
    click_button("Auto battle");
    /* The defender's bonus follows its squad on its own screen: no cover between. */
    assert_int_equal(c->step, CSTEP_BONUS);
    assert_false(c->cover);
    /* The core: no fielded unit of Player 2 may lie in ambush. */
    const campaign_player *pl = &c->st.players[1];
    for (int i = 0; i < pl->n_units; i++)
        assert_int_equal(campaign_test_bonus(&c->st, c->battle, 1, CAMPAIGN_BONUS_AMBUSCADE, pl->units[i].uid),
                         CAMPAIGN_BONUS_NO_CORE_UNIT);
    assert_int_equal(campaign_test_bonus(&c->st, c->battle, 1, CAMPAIGN_BONUS_ASSAULT, CAMPAIGN_NO_UNIT), CAMPAIGN_BONUS_OK);
    /* The panel: not offered. */
    SDL_Rect r;
    bool en;
    app_draw(&the_app);
    assert_false(app_find_button(&the_app, _("Prepared Ambuscade"), &r, &en));
    assert_true(app_find_button(&the_app, _("Ready for the Assault"), &r, &en));
    language_look(&the_app, "campaign-bonus-no-ambuscade");
    no_layout_fault("the bonus");
    click_button("Ready for the Assault");
    click_button("Confirm");
    (void)k;
    stop();
}

/* A Core unit fielded by the defender: Prepared Ambuscade offered, with that unit. */
static void test_ambuscade_offered_with_core_unit(void **state)
{
    (void)state;
    start("dt-ambush", 1280, 800);
    campaign_screen *c = cs();
    campaign_content *k = campaign_content_get(&the_app);
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1);
    /* The library's cheapest Core unit. */
    int pick = -1;
    for (int i = 0; i < k->library.n_units; i++)
        if (esc_unit_rank(&k->library.units[i]) <= ESC_RANK_ELITE &&
            (pick < 0 || campaign_def_price(&k->library.units[i]) < campaign_def_price(&k->library.units[pick])))
            pick = i;
    assert_true(pick >= 0);
    for (int i = 0; i < k->library.n_units && c->seat_ui[1].lib_index != pick; i++)
        click_at(nth_button(">", 0, NULL));
    assert_int_equal(c->seat_ui[1].lib_index, pick);
    click_button_with("Recruit into Army %d");
    assert_int_equal(c->st.players[1].n_units, 2);
    click_button("Downtime done");
    pass_cover(0);
    drag_army(0, c->st.forces.armies[1].loc);
    click_button("Ready (hand over)");
    pass_cover(1);
    click_button("Ready (hand over)");
    pump();
    click_button("Continue");
    assert_int_equal(c->step, CSTEP_SQUAD);
    pass_cover(0); /* the attacker first */
    click_button_with("★");
    click_button("Auto battle");
    pass_cover(1);
    /* Every unit Player 2 has. */
    const campaign_player *pl = &c->st.players[1];
    uint32_t avail = campaign_battle_units(&c->st, c->battle, 1);
    c->pick = avail;
    if (campaign_test_squad(&c->st, c->battle, 1, c->pick) != CAMPAIGN_SQUAD_OK)
        skip(); /* over the budget on this map: nothing to see here */
    click_button("Auto battle");
    assert_int_equal(c->step, CSTEP_BONUS);
    assert_false(c->cover);
    int core = -1;
    for (int i = 0; i < pl->n_units; i++)
        if (!pl->units[i].hero)
            core = pl->units[i].uid;
    assert_int_equal(campaign_test_bonus(&c->st, c->battle, 1, CAMPAIGN_BONUS_AMBUSCADE, core), CAMPAIGN_BONUS_OK);
    click_button("Prepared Ambuscade");
    assert_int_equal(c->bonus_choice, CAMPAIGN_BONUS_AMBUSCADE);
    assert_int_equal(c->bonus_unit, core);
    language_look(&the_app, "campaign-bonus-ambuscade-core");
    no_layout_fault("the ambuscade");
    click_button("Confirm");
    assert_int_equal(c->st.battles[c->battle].bonus, CAMPAIGN_BONUS_AMBUSCADE);
    stop();
}

/* The best total of at most `left` of rp[from..n) within `budget` (by brute force). */
static int brute_best(const int *rp, int n, int from, int left, int budget)
{
    int best = 0;
    for (int i = from; i < n && left > 0; i++)
        if (rp[i] <= budget) {
            int v = rp[i] + brute_best(rp, n, i + 1, left - 1, budget - rp[i]);
            if (v > best)
                best = v;
        }
    return best;
}

/* Play-test 6.5 (hCa2): an 11-unit army met a 25-RP budget with no warning.
 * Each army's heading says what it can field in the battles it may meet (the
 * core's budgets, at most ESC_SQUAD_MAX units), and warns once it outgrows
 * every budget near it; the budgets line shows every place in full. */
static void test_army_fields_of_budget(void **state)
{
    (void)state;
    int main_army;
    campaign_screen *c = start_downtime_main("dt-army-fields", &main_army);
    campaign_content *k = campaign_content_get(&the_app);
    campaign_player *pl = &c->st.players[0];
    campaign_fielding f;
    assert_true(campaign_army_fielding(&c->st, main_army, &f));
    /* Play-test (ca, polish): with one army the "Joins Army" arrows are greyed
     * (they did nothing), the only greyed arrows on the panel. */
    app_draw(&the_app);
    int off = 0, arrows = 0;
    for (int i = 0; i < the_app.n_drawn_buttons; i++)
        if (strcmp(the_app.drawn_buttons[i].label, ">") == 0 || strcmp(the_app.drawn_buttons[i].label, "<") == 0) {
            arrows++;
            off += !the_app.drawn_buttons[i].enabled;
        }
    assert_true(arrows >= 4);
    assert_int_equal(off, 2);
    shown s;
    look(&s);
    char want[200], where[48];
    /* A fresh Main Army fits its own place: the line says "here", no warning
     * (play-test ca: "Fields 18 of 18 RP at Stonebridge" read as its place). */
    assert_int_equal(f.loc, c->st.forces.armies[campaign_forces_find(&c->st.forces, main_army)].loc);
    assert_false(campaign_army_too_big_here(c, main_army));
    snprintf(want, sizeof want, _("Can field %d of %d RP here"), f.fields, f.total);
    if (!strstr(s.text, want))
        fail_msg("no '%s' under the Main Army's heading:\n%s", want, s.text);
    free(s.pixels);
    /* Over-recruit: the dearest library unit, many times, into the Main Army. */
    int dear = 0;
    for (int i = 1; i < k->library.n_units; i++)
        if (campaign_def_price(&k->library.units[i]) > campaign_def_price(&k->library.units[dear]))
            dear = i;
    pl->gold = 100000;
    while (pl->n_units < 11 && campaign_recruit(&c->st, 0, &k->library.units[dear], main_army) == CAMPAIGN_DT_OK) {
    }
    assert_true(campaign_army_fielding(&c->st, main_army, &f));
    int rp[CAMPAIGN_ROSTER_MAX], n = 0, total = 0;
    for (int i = 0; i < pl->n_units; i++)
        if (pl->units[i].army == main_army) {
            esc_unit_def d;
            campaign_unit_current(&pl->units[i], &d);
            rp[n] = esc_unit_rank_points(&d);
            total += rp[n++];
        }
    assert_int_equal(f.total, total);
    int best = 0, loc = c->st.forces.armies[campaign_forces_find(&c->st.forces, main_army)].loc;
    for (int l = 0; l < c->map.n_locations; l++)
        if (l == loc || c->map.distance[loc][l] == 1) {
            int v = brute_best(rp, n, 0, ESC_SQUAD_MAX, campaign_budget_now(&c->st, 0, l));
            if (v > best)
                best = v;
        }
    assert_int_equal(f.fields, best);
    assert_true(f.fields <= f.budget);
    assert_int_equal(f.budget, campaign_budget_now(&c->st, 0, f.loc));
    assert_true(f.over);
    look(&s);
    campaign_clip(where, sizeof where, campaign_loc_name(c, f.loc), 16);
    assert_true(campaign_army_too_big_here(c, main_army));
    /* Play-test 12: the place named is not the army's own; the line says so
     * (the army's place and its budget, the other place "a route away"). */
    char here[48];
    campaign_clip(here, sizeof here, campaign_loc_name(c, loc), 16);
    int hb = campaign_budget(&c->st, 0, loc);
    bool all_fit = f.fields >= f.total, yours = c->st.forces.control[f.loc] == 0;
    if (f.loc == loc)
        snprintf(want, sizeof want, _("Too big: can field %d of %d RP here"), f.fields, f.total);
    else if (all_fit)
        snprintf(want, sizeof want,
                 yours ? _("Too big for a battle here at %s (%d RP): all %d RP would fit in a battle at %s, a route away.")
                       : _("Too big for a battle here at %s (%d RP): all %d RP would fit attacking %s, a route away."),
                 here, hb, f.total, where);
    else
        snprintf(want, sizeof want,
                 yours ? _("Too big for a battle here at %s (%d RP): at most %d of %d RP in a battle at %s, a route away.")
                       : _("Too big for a battle here at %s (%d RP): at most %d of %d RP attacking %s, a route away."),
                 here, hb, f.fields, f.total, where);
    char brief[200]; /* the short form, when the long one does not fit the panel */
    if (all_fit)
        snprintf(brief, sizeof brief, _("Too big here (%d RP); all %d RP fit in a battle at %s, a route away"), hb,
                 f.total, where);
    else
        snprintf(brief, sizeof brief, _("Too big here (%d RP); at most %d of %d RP in a battle at %s, a route away"), hb,
                 f.fields, f.total, where);
    {
        /* Play-test 4: "best 27 of 27 RP, at Wyrmgate" read as a contradiction.
         * Where all of it fits a route away, the short form says so. */
        campaign_fielding all = f;
        for (int l = 0; l < c->map.n_locations; l++)
            if (c->map.distance[loc][l] == 1)
                all.loc = l;
        all.fields = all.total;
        char got[200], all_where[48];
        campaign_fields_text(c, main_army, &all, true, got, sizeof got);
        campaign_clip(all_where, sizeof all_where, campaign_loc_name(c, all.loc), 16);
        char all_want[200];
        snprintf(all_want, sizeof all_want, _("Too big here (%d RP); all %d RP fit in a battle at %s, a route away"), hb,
                 all.total, all_where);
        assert_string_equal(got, all_want);
    }
    if (!text_has_wrapped(&s, want) && (f.loc == loc || !text_has_wrapped(&s, brief)))
        fail_msg("no warning '%s' for an army of %d units:\n%s", want, n, s.text);
    no_layout_fault("the Downtime of an over-recruited army");
    free(s.pixels);
    /* The budgets line: every place near the army, none cut off. */
    look(&s);
    for (int l = 0; l < c->map.n_locations; l++)
        if (l == loc || c->map.distance[loc][l] == 1) {
            char one[64];
            campaign_clip(where, sizeof where, campaign_loc_name(c, l), 16);
            snprintf(one, sizeof one, "%s %d", where, campaign_budget_now(&c->st, 0, l));
            if (!strstr(s.text, one))
                fail_msg("the budgets line lacks '%s':\n%s", one, s.text);
        }
    free(s.pixels);
    /* While recruiting into it: the budgets line (under the Joins pager) warns too. */
    SDL_Rect joins = nth_button("<", 1, NULL);
    const char *tip = tooltip_at(joins.x + joins.w / 2, joins.y + joins.h + (int)(10 * the_app.scale));
    if (!strstr(tip, _("This army outgrows every battle budget near it: the units over budget sit out. Split it: in "
                       "Orders, pick it and Create Regiment, then send the Regiment to another place; each army "
                       "fights its own battles.")))
        fail_msg("the budgets line's tooltip does not warn: '%s'", tip);
    client_look(&the_app, "campaign-downtime-army-fields");
    stop();
}

/* Play-test 6.5 (hCa2): "RP" is named in words on the orders screen (the
 * attack's budget line has a tooltip), and the legend, opened there, shows the
 * move in the colour the placed order's arrow is drawn in. */
static void test_orders_rp_words_and_legend(void **state)
{
    (void)state;
    start("dt-orders-rp", 1280, 800);
    campaign_screen *c = cs();
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1);
    click_button("Downtime done");
    pass_cover(0);
    drag_army(0, c->st.forces.armies[1].loc);
    assert_int_equal(c->n_orders[0], 1);
    click_button("Legend (L)");
    SDL_Rect ready = nth_button(_("Ready (hand over)"), 0, NULL);
    bool named = false;
    for (int y = (int)(60 * the_app.scale); y < ready.y && !named; y += 4)
        named = strstr(tooltip_at(ready.x + ready.w / 2, y), _("RP: rank points, the battle budget's unit.")) != NULL;
    assert_true(named);
    mouse(SDL_MOUSEMOTION, 1, 1);
    client_look(&the_app, "campaign-orders-legend");
    stop();
}

/* Play-test 3: in hot-seat, the ring and card of the place Player 1's pointer
 * rested on (its order just dropped there) were still shown to Player 2 after
 * the hand-over. Two games alike but for where Player 1's pointer rested:
 * Player 2's first frame is the same, pixel for pixel, with nothing hovered. */
static void p2_after_p1_hovered(int loc, const char *dirs, shown *s)
{
    start(dirs, 1280, 800);
    campaign_screen *c = cs();
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1);
    click_button("Downtime done");
    pass_cover(0);
    SDL_Rect ready = nth_button(_("Ready (hand over)"), 0, NULL);
    int x, y;
    location_on_screen(loc, &x, &y);
    mouse(SDL_MOUSEMOTION, x, y);
    assert_int_equal(c->hover, loc);
    /* Ready pressed where the pointer is not moved first (a pen, a quick click). */
    mouse(SDL_MOUSEBUTTONDOWN, ready.x + 4, ready.y + 4);
    mouse(SDL_MOUSEBUTTONUP, ready.x + 4, ready.y + 4);
    assert_true(c->cover);
    assert_int_equal(c->seat, 1);
    ui_event t = { .kind = UI_EV_KEY, .key = UI_KEY_T };
    app_handle_event(&the_app, &t);
    pump();
    assert_false(c->cover);
    assert_int_equal(c->hover, -1);
    the_app.mouse_x = 2;
    the_app.mouse_y = 2;
    look(s);
    stop();
}

static void test_handover_hides_last_hover(void **state)
{
    (void)state;
    shown a, b;
    p2_after_p1_hovered(1, "dt-hover-a", &a);
    p2_after_p1_hovered(2, "dt-hover-b", &b);
    assert_int_equal(a.n_pixels, b.n_pixels);
    size_t differ = 0;
    for (size_t i = 0; i < a.n_pixels; i++)
        differ += a.pixels[i] != b.pixels[i];
    if (differ)
        fail_msg("Player 2's screen shows where Player 1's pointer rested: %zu pixels differ", differ);
    free(a.pixels);
    free(b.pixels);
}

/* Play-test 3: giving an army an order changed how its row wrapped, and the
 * rows and buttons under it moved under the pointer. At 800x560, in every
 * language: the selected army's buttons stay put whatever order it gets. */
static void test_order_rows_stay_put(void **state)
{
    (void)state;
    start("dt-rows", 800, 560);
    campaign_screen *c = cs();
    pass_cover(0);
    click_button("Downtime done");
    pass_cover(1);
    click_button("Downtime done");
    pass_cover(0);
    int x, y;
    banner_on_screen(0, &x, &y);
    mouse(SDL_MOUSEMOTION, x, y);
    mouse(SDL_MOUSEBUTTONDOWN, x, y);
    mouse(SDL_MOUSEBUTTONUP, x, y);
    assert_int_equal(c->army, 0);
    SDL_Rect d0 = nth_button(C_("button", "Defend"), 0, NULL);
    click_button(C_("button", "Defend"));
    assert_true(campaign_order_of(c, 0, 0) >= 0);
    SDL_Rect d1 = nth_button(C_("button", "Defend"), 0, NULL);
    assert_memory_equal(&d0, &d1, sizeof d0);
    for (int l = 0; l < c->map.n_locations; l++)
        if (campaign_map_adjacent(&c->map, c->st.forces.armies[0].loc, l)) {
            assert_true(campaign_give_order(c, 0, campaign_order_move(0, l)));
            SDL_Rect d2 = nth_button(C_("button", "Defend"), 0, NULL);
            assert_memory_equal(&d0, &d2, sizeof d0);
        }
    no_layout_fault("the orders at 800x560");
    stop();
}

/* Play-test 3: the measure that wins was first seen on the Defeat screen. The
 * top bar tracks each player's places held, its tooltip says what wins and
 * each player's places and supply, as the map shows them. */
static void test_victory_tracker(void **state)
{
    (void)state;
    start("dt-standing", 1280, 800);
    campaign_screen *c = cs();
    pass_cover(0);
    shown s;
    look(&s);
    assert_true(text_has(&s, _("Places held:")));
    free(s.pixels);
    char want[400], got[2000] = "";
    campaign_standing_text(c, want, sizeof want);
    for (int x = 400; x < 1270 && !got[0]; x += 6) {
        const char *t = tooltip_at(x, (int)(20 * the_app.scale));
        if (t && strncmp(t, want, 20) == 0)
            snprintf(got, sizeof got, "%s", t);
    }
    if (!got[0])
        fail_msg("no tracker tooltip in the top bar (want \"%s\")", want);
    int held = 0;
    for (int l = 0; l < c->map.n_locations; l++)
        held += c->st.forces.control[l] == 0;
    char line[200];
    snprintf(line, sizeof line,
             P_(" %s: %d place · Renown earned %d · %d supply.", " %s: %d places · Renown earned %d · %d supply.",
                held),
             campaign_seat_label(0), held, 0, 0);
    char *cut = strstr(line, " · "); /* the supply's number left out */
    if (cut)
        *cut = '\0';
    if (!strstr(got, line))
        fail_msg("the tracker's tooltip \"%s\" has no \"%s\"", got, line);
    mouse(SDL_MOUSEMOTION, 2, 400);
    language_look(&the_app, "campaign-standing");
    stop();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_orders_and_ambuscade),
        cmocka_unit_test(test_ambuscade_offered_with_core_unit),
        cmocka_unit_test(test_army_fields_of_budget),
        cmocka_unit_test(test_orders_rp_words_and_legend),
        cmocka_unit_test(test_handover_hides_last_hover),
        cmocka_unit_test(test_order_rows_stay_put),
        cmocka_unit_test(test_victory_tracker),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
