/*
 * The Campaign after blind play-test 12 (helper hCa14; dummy video driver, the
 * tiny map):
 * - a standoff's forecast counts another player's army as its banner shows it
 *   to this seat (the size the reveal showed), not as seen at the start of
 *   Downtime (play-test 12: "Computer: 5 units seen here" under a banner of 7);
 *   what this seat may not see (the enemy's units' kinds, wounds, gold)
 *   changes nothing in it;
 * - an army too big for a battle at its own place, whose best battle is at a
 *   place a route away, names both places and says why, on two lines
 *   (play-test 12: "at most 26 of 32 RP, at Everlee" under an army at
 *   Quarrendon).
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
#include "campaign/internal.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_downtime_util.h"
#include "client_test_util.h"

static void test_forecast_counts_the_banner(void **state)
{
    (void)state;
    campaign_screen *c = start_at_orders("hca14-forecast");
    campaign_forces *f = &c->st.forces;
    int mine = main_army_index(f, 0), theirs = main_army_index(f, 1);
    assert_true(mine >= 0 && theirs >= 0);
    int loc = meeting_place(c, mine, theirs);
    int id = f->armies[theirs].id, real = campaign_army_units(&c->st, id);
    assert_true(real >= 1);
    /* What was seen at the start of Downtime: another size (the march reveals the real one). */
    for (int k = 0; k < c->st.n_public; k++)
        if (c->st.public_ids[k] == id)
            c->st.public_units[k] = (uint8_t)(real + 4);
    campaign_order o[2] = { campaign_order_move(f->armies[mine].id, loc), campaign_order_move(id, loc) };
    c->before = *f;
    campaign_resolve_begin(&c->map, f, o, 2, &c->st.res);
    c->st.phase = CAMPAIGN_PHASE_STANDOFFS;
    campaign_reveal_keep(c);
    c->step = CSTEP_STANDOFF;
    c->loc = loc;
    /* The banner's count, the forecast's count: the same, the revealed size. */
    static campaign_view v;
    campaign_state_view(&c->st, 0, &v);
    assert_int_equal(campaign_shown_units(c, &v, id), real);
    char t[600], want[200];
    campaign_standoff_forecast(c, 0, loc, t, sizeof t);
    snprintf(want, sizeof want,
             P_("%s: %d unit seen here, battle budget %d RP", "%s: %d units seen here, battle budget %d RP", real),
             campaign_seat_label(1), real, campaign_budget(&c->st, 1, loc));
    assert_non_null(strstr(t, want));
    /* What seat 0 may not see changes nothing: the enemy's units' kinds and wounds, its gold. */
    char again[600];
    campaign_player *pl = &c->st.players[1];
    pl->gold += 77;
    for (int k = 0; k < pl->n_units; k++) {
        pl->units[k].wounds = 1;
        pl->units[k].base.power = pl->units[k].base.power % 9 + 1;
    }
    campaign_standoff_forecast(c, 0, loc, again, sizeof again);
    assert_string_equal(t, again);
    forecast_on_panel(c, loc, t);
    stop();
}

static void test_too_big_names_both_places(void **state)
{
    (void)state;
    int main_army;
    campaign_screen *c = start_downtime_main("hca14-too-big", &main_army);
    campaign_content *k = campaign_content_get(&the_app);
    campaign_player *pl = &c->st.players[0];
    /* Units of 6 and of 15 RP: the place with the larger budget fields more. */
    int six = -1, fifteen = -1;
    for (int i = 0; i < k->library.n_units; i++) {
        int rp = esc_unit_rank_points(&k->library.units[i]);
        if (rp == 6 && six < 0)
            six = i;
        if (rp == 15 && fifteen < 0)
            fifteen = i;
    }
    assert_true(six >= 0 && fifteen >= 0);
    pl->gold = 100000;
    for (int n = 0; n < 3; n++)
        assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[six], main_army), CAMPAIGN_DT_OK);
    for (int n = 0; n < 2; n++)
        assert_int_equal(campaign_recruit(&c->st, 0, &k->library.units[fifteen], main_army), CAMPAIGN_DT_OK);
    int loc = c->st.forces.armies[campaign_forces_find(&c->st.forces, main_army)].loc;
    campaign_fielding f;
    assert_true(campaign_army_fielding(&c->st, main_army, &f));
    if (f.loc == loc)
        skip(); /* the map's budgets no longer favour a neighbour */
    assert_true(campaign_army_too_big_here(c, main_army));
    assert_int_equal(campaign_fields_lines(c, main_army), 2);
    char here[48], where[48], want[300];
    campaign_clip(here, sizeof here, campaign_loc_name(c, loc), 16);
    campaign_clip(where, sizeof where, campaign_loc_name(c, f.loc), 16);
    campaign_fields_text(c, main_army, &f, false, want, sizeof want);
    assert_non_null(strstr(want, here));
    assert_non_null(strstr(want, where));
    char budget[32];
    snprintf(budget, sizeof budget, "(%d RP)", campaign_budget(&c->st, 0, loc));
    assert_non_null(strstr(want, budget));
    campaign_fields_text(c, main_army, &f, true, want, sizeof want);
    assert_non_null(strstr(want, where));
    assert_non_null(strstr(want, budget));
    shown s;
    look(&s);
    char brief[300];
    campaign_fields_text(c, main_army, &f, true, brief, sizeof brief);
    campaign_fields_text(c, main_army, &f, false, want, sizeof want);
    if (!text_has_wrapped(&s, want) && !text_has_wrapped(&s, brief))
        fail_msg("no two-line warning '%s' under the Main Army:\n%s", want, s.text);
    free(s.pixels);
    client_look(&the_app, "campaign-too-big-two-places");
    no_layout_fault("the too-big warning on two lines");
    stop();
}

/* The control markers' banner: the markers held apart in its note, never cut
 * off with the explanation (play-test 12: the French stopped at "Ordinateur
 * (Normal) 0 ·"); a small window gets the short explanation. */
static void test_markers_banner(void **state)
{
    (void)state;
    static board_battle bb;
    static app a;
    memset(&bb, 0, sizeof bb);
    bb.app = &a;
    bb.match.game.zone = 1;
    bb.match.game.phase = ESC_PHASE_DEPLOY;
    bb.match.game.settings.markers_to_win = 5;
    bb.match.game.settings.hooks.no_first_turn_marker = true;
    bb.match.game.markers[0] = 1;
    campaign_battle_hint h;
    memset(&h, 0, sizeof h);
    snprintf(h.place, sizeof h.place, "Quarrendon");
    snprintf(h.side[0], sizeof h.side[0], "Player 1");
    snprintf(h.side[1], sizeof h.side[1], "Computer (Normal)");
    campaign_battle_hint_attach(&h, &bb);
    int heights[2] = { 800, 560 };
    size_t len[2];
    for (int k = 0; k < 2; k++) {
        a.h = heights[k];
        board_coach_view v;
        memset(&v, 0, sizeof v);
        bb.coach.look(bb.coach.ctx, &bb, &v);
        char want[200];
        snprintf(want, sizeof want, _("Markers held now: %s %d · %s %d."), "Player 1", 1, "Computer (Normal)", 0);
        assert_string_equal(v.note, want);
        len[k] = strlen(v.text);
        assert_true(len[k] + 1 < sizeof v.text); /* whole, not cut */
        assert_non_null(strstr(v.text, "Quarrendon"));
    }
    assert_true(len[1] < len[0]);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_forecast_counts_the_banner),
        cmocka_unit_test(test_too_big_names_both_places),
        cmocka_unit_test(test_markers_banner),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
