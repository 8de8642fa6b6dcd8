/*
 * The Campaign on screen after blind play-test 9 (helper hCa10; dummy video
 * driver, the tiny map, all three places next to each other):
 * - a beaten army with no retreat is told as scattered with the rule's reason
 *   (its player holds no place next to the battle, or each such place has
 *   another player's army in it) and its units still standing, fielded or not;
 *   an army whose every unit fell is told as wiped out, not scattered; both are
 *   kept to be drawn on the Phase 5 map, as a retreat is;
 * - the forecast before a battle gives the same reason;
 * - a long player name never runs past its box: the top bar keeps the turn and
 *   the phase with four players, the hand-over cover's title and button fit.
 * Play-test 10 (hCa12):
 * - the Standing panel (S, or its button in the top bar): every player's
 *   places, Renown earned and supply held, how the last turn decides, the turns
 *   left; at 800 x 560 without a layout fault;
 * - an army ordered to move where a battle cannot field it all is warned on the
 *   orders panel at once;
 * - a quick click on another button (SDL calls it a double-click) counts.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <cmocka.h>

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

static const char *last_event(const campaign_screen *c)
{
    assert_true(c->events.n > 0);
    return c->events.items[c->events.n - 1].text;
}

static void test_scatter_told_with_reason(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("hca10-scatter");
    int a1 = campaign_forces_find(&c->st.forces, 1);
    assert_true(a1 >= 0);
    int east = c->st.forces.armies[a1].loc, p = c->st.forces.armies[a1].player;
    assert_int_equal(campaign_army_units(&c->st, 1), 1); /* the Hero alone */
    campaign_state before = c->st;
    /* After the battles Player 1 holds every place: Player 2 none next to its army. */
    for (int l = 0; l < c->map.n_locations; l++)
        c->st.forces.control[l] = (int8_t)(p == 0 ? 1 : 0);
    assert_int_equal(campaign_no_retreat_why(&c->map, &c->st.forces, p, east), CAMPAIGN_NO_RETREAT_NONE_HELD);
    c->n_after = 0;
    campaign_aftermath_gone(c, &before, a1);
    char want[400];
    snprintf(want, sizeof want,
             P_("Army %d of %s lost at %s and was scattered: %s holds no place next to it to retreat to. Its %d unit "
                "still standing is lost, fielded or not.",
                "Army %d of %s lost at %s and was scattered: %s holds no place next to it to retreat to. Its %d units "
                "still standing are lost, fielded or not.",
                1),
             1, campaign_seat_label(p), campaign_loc_name(c, east), campaign_seat_label(p), 1);
    assert_string_equal(last_event(c), want);
    assert_int_equal(c->n_after, 1);
    assert_int_equal(c->after[0].to, CAMPAIGN_NO_LOCATION);
    assert_int_equal(c->after[0].units, 1);
    /* It holds a place next to it, but another player's army stands there. */
    int other = (east + 1) % c->map.n_locations;
    c->st.forces.control[other] = (int8_t)p;
    c->st.forces.armies[1 - a1].loc = (int8_t)other;
    assert_int_equal(campaign_no_retreat_why(&c->map, &c->st.forces, p, east), CAMPAIGN_NO_RETREAT_OCCUPIED);
    campaign_aftermath_gone(c, &before, a1);
    snprintf(want, sizeof want,
             P_("Army %d of %s lost at %s and was scattered: each place of %s's next to it has another player's army in "
                "it, so there was none to retreat to. Its %d unit still standing is lost, fielded or not.",
                "Army %d of %s lost at %s and was scattered: each place of %s's next to it has another player's army in "
                "it, so there was none to retreat to. Its %d units still standing are lost, fielded or not.",
                1),
             1, campaign_seat_label(p), campaign_loc_name(c, east), campaign_seat_label(p), 1);
    assert_string_equal(last_event(c), want);
    /* Every unit fell on the board: wiped out, not scattered. */
    for (int k = 0; k < before.players[p].n_units; k++)
        before.players[p].units[k].fallen = true;
    campaign_aftermath_gone(c, &before, a1);
    snprintf(want, sizeof want, _("Army %d of %s was wiped out at %s: every unit in it fell"), 1,
             campaign_seat_label(p), campaign_loc_name(c, east));
    assert_string_equal(last_event(c), want);
    assert_int_equal(c->after[c->n_after - 1].units, 0);
    /* On the Phase 5 map: a cross where Army 1 was scattered, an arrow for a retreat. */
    c->st = before;
    c->n_after = 0;
    campaign_aftermath_moved(c, &before.forces.armies[1 - a1], other, 1);
    c->after[0].from = (int8_t)(other == 0 ? 1 : 0);
    c->after[c->n_after++] = (campaign_after){ 1, (int8_t)p, (int8_t)east, CAMPAIGN_NO_LOCATION, 3 };
    c->step = CSTEP_PHASE5;
    c->cover = false;
    c->phase5_turn = c->st.turn;
    client_draw_at(&the_app, "hca10-phase5", 1280, 800);
    save_shot("hca10-phase5");
    stop();
}

/* The forecast before a battle: the defender whose only other places hold an
 * enemy army is told that, not "no place of yours". */
static void test_forecast_reason(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("hca10-forecast");
    int a1 = campaign_forces_find(&c->st.forces, 1);
    int east = c->st.forces.armies[a1].loc, p = c->st.forces.armies[a1].player;
    char out[400];
    assert_true(campaign_loss_text(c, p, east, -1, -1, out, sizeof out));
    char want[400];
    snprintf(want, sizeof want,
             P_("If you lose: you hold no place next to it to retreat to, so your armies here are scattered: %d unit "
                "lost, fielded or not.",
                "If you lose: you hold no place next to it to retreat to, so your armies here are scattered: all %d "
                "units lost, fielded or not.",
                1),
             1);
    assert_string_equal(out, want);
    int mid = 1;
    c->st.forces.control[mid] = (int8_t)p;
    c->st.forces.armies[1 - a1].loc = (int8_t)mid; /* the other player's army stands in it */
    assert_true(campaign_loss_text(c, p, east, -1, -1, out, sizeof out));
    snprintf(want, sizeof want,
             P_("If you lose: each place of yours next to it has another player's army in it, so there is none to "
                "retreat to and your armies here are scattered: %d unit lost, fielded or not.",
                "If you lose: each place of yours next to it has another player's army in it, so there is none to "
                "retreat to and your armies here are scattered: all %d units lost, fielded or not.",
                1),
             1);
    assert_string_equal(out, want);
    stop();
}

/* Four players, the first with a long name: the top bar keeps the phase, the
 * cover's title and button fit the map, no layout fault at 800 x 560. */
static void test_long_names_fit(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("hca10-names");
    data_seat seats[CAMPAIGN_MAX_PLAYERS];
    memset(seats, 0, sizeof seats);
    snprintf(seats[0].name, sizeof seats[0].name, "%s", "Maximilian Longname-Wittgenstei");
    snprintf(seats[1].name, sizeof seats[1].name, "%s", "Bartholomew Fitzgerald-Smythe");
    memcpy(c->seats, seats, sizeof seats);
    campaign_seats_use(c->seats, 2);
    client_pseudo_allow(seats[0].name);
    client_pseudo_allow(seats[1].name);
    int sizes[2][2] = { { 800, 560 }, { 1280, 800 } };
    for (int s = 0; s < 2; s++) {
        the_app.layout_faults = 0;
        client_draw_at(&the_app, "hca10-cover", sizes[s][0], sizes[s][1]);
        assert_int_equal(the_app.layout_faults, 0);
        assert_non_null(strstr(client_drawn_texts(), campaign_step_phase(c)));
        bool button = false;
        for (int i = 0; i < the_app.n_drawn_buttons; i++) {
            SDL_Rect r = the_app.drawn_buttons[i].rect;
            if (strstr(the_app.drawn_buttons[i].label, "…") && r.x >= 0 && r.x + r.w <= sizes[s][0])
                button = true;
            if (strstr(the_app.drawn_buttons[i].label, seats[0].name))
                button = true; /* whole where it fits */
        }
        assert_true(button);
    }
    stop();
}


static void test_standing_panel(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("hca12-standing");
    client_pseudo_allow(campaign_seat_label(0));
    client_pseudo_allow(campaign_seat_label(1));
    pass_cover(0);
    press_key(UI_KEY_S);
    assert_string_equal(app_scene_name(&the_app), "campaign-standing");
    client_draw_at(&the_app, "hca12-standing", 1280, 800);
    const char *t = client_drawn_texts();
    assert_non_null(strstr(t, _("Standing")));
    assert_non_null(strstr(t, _("Places held")));
    assert_non_null(strstr(t, _("Renown earned")));
    assert_non_null(strstr(t, _("Supply held")));
    assert_true(client_was_drawn_wrapped(
        _("After the last turn, the player holding the most places wins. Ties on places: Renown earned "
          "(+1 per battle a Hero fought, won or lost, +1 more for a win), then supply held (a place's "
          "supply is ten times the +gold printed on it). A full tie shares the win. Each battle's "
          "Renown is told in What happened.")));
    int left = c->st.settings.turn_limit - c->st.turn + 1;
    char want[200];
    snprintf(want, sizeof want,
             P_("Turn %d of %d: %d turn left to play, this one included.",
                "Turn %d of %d: %d turns left to play, this one included.", left),
             c->st.turn, c->st.settings.turn_limit, left);
    assert_true(client_was_drawn_wrapped(want));
    save_shot("hca12-standing");
    language_look(&the_app, "hca12-standing");
    the_app.layout_faults = 0;
    client_draw_at(&the_app, "hca12-standing-small", 800, 560);
    assert_int_equal(the_app.layout_faults, 0);
    press_key(UI_KEY_ESCAPE);
    assert_string_not_equal(app_scene_name(&the_app), "campaign-standing");
    /* its button in the top bar opens it too */
    click_button("Standing (S)");
    assert_string_equal(app_scene_name(&the_app), "campaign-standing");
    click_button("Close (S)");
    assert_string_not_equal(app_scene_name(&the_app), "campaign-standing");
    stop();
}

/* 27 RP into a place whose budget is 18 went unwarned until the next Downtime. */
static void test_too_big_warned_at_order(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("hca12-too-big");
    int start1 = c->st.forces.armies[1].loc;
    for (int p = 0; p < 2; p++) {
        pass_cover(p);
        click_button("Downtime done");
    }
    /* Player 1's army grows past its budget at Player 2's start */
    campaign_player *pl = &c->st.players[0];
    int budget = campaign_budget(&c->st, 0, start1), total = 0, army = c->st.forces.armies[0].id;
    for (int k = 0; k < pl->n_units; k++)
        if (pl->units[k].army == army)
            total += campaign_unit_rp(&pl->units[k]);
    for (int k = 0; total <= budget && pl->n_units < ESC_SQUAD_MAX; k++) {
        pl->units[pl->n_units] = pl->units[0];
        pl->units[pl->n_units].uid = (int16_t)(1000 + k);
        total += campaign_unit_rp(&pl->units[pl->n_units++]);
    }
    assert_true(total > budget);
    pass_cover(0);
    drag_army(0, start1);
    char want[400];
    /* Play-test 17: in the core's fielding figures. */
    int fields = 0, all = 0;
    assert_false(campaign_fits_at(c, army, start1, &fields, &all));
    assert_int_equal(all, total);
    assert_true(fields <= budget);
    snprintf(want, sizeof want, _("Only %d of Army %d's %d RP can fight at %s."), fields, campaign_army_no(c, army),
             total, campaign_loc_name(c, start1));
    client_draw_at(&the_app, "hca12-too-big", 1280, 800);
    assert_true(client_was_drawn_wrapped(want));
    language_look(&the_app, "hca12-too-big");
    /* The battle it makes, auto on both sides: the result says each side's
     * rank points fielded and how it ended (play-test 10: a loss unexplained). */
    click_button("Ready (hand over)");
    pass_cover(1);
    click_button("Ready (hand over)");
    for (int guard = 0; guard < 12 && c->step != CSTEP_DUEL_DONE; guard++) {
        if (c->cover)
            pass_cover(c->seat);
        else if (c->step == CSTEP_SQUAD) {
            /* each row names its unit whole, its RP and Health (the stats in its tooltip) */
            const campaign_player *sp = &c->st.players[c->seat];
            int hero = campaign_player_hero(sp);
            esc_unit_def d;
            campaign_unit_current(&sp->units[hero], &d);
            char row[200];
            snprintf(row, sizeof row, "★ %s · ", i18n_content(d.name));
            app_draw(&the_app);
            bool whole = false;
            for (int b = 0; b < the_app.n_drawn_buttons; b++)
                whole |= strncmp(the_app.drawn_buttons[b].label, row, strlen(row)) == 0;
            assert_true(whole);
            save_shot("hca12-squad");
            click_button_with("★");
            click_button("Auto battle");
        } else if (c->step == CSTEP_MODE)
            click_button("Skip: play it out");
        else if (c->step == CSTEP_STANDOFF)
            click_button("Stand");
        else if (c->step == CSTEP_BONUS)
            click_button("Confirm");
        else
            click_button("Continue");
    }
    assert_int_equal(c->step, CSTEP_DUEL_DONE);
    save_shot("hca12-duel-done");
    language_look(&the_app, "hca12-duel-done");
    bool told = false;
    for (int i = 0; i < c->events.n; i++) {
        char line[400];
        evlog_words(&c->events.items[i], line, sizeof line);
        const char *f = _("Fielded: %s %d RP, %s %d RP. One side yielded.");
        told |= strncmp(line, f, (size_t)(strchr(f, '%') - f)) == 0 && strstr(line, "RP") != NULL;
    }
    assert_true(told);
    /* the Standing panel during the resolution: the turn is played */
    for (int guard = 0; guard < 4 && c->step != CSTEP_PHASE5; guard++) {
        if (c->cover)
            pass_cover(c->seat);
        else if (c->step == CSTEP_RETREAT)
            click_button_with("To %s (supply %d)");
        else
            click_button("Continue");
    }
    assert_int_equal(c->step, CSTEP_PHASE5);
    press_key(UI_KEY_S);
    int limit = c->st.settings.turn_limit;
    snprintf(want, sizeof want,
             P_("Turn %d of %d is played: %d turn left.", "Turn %d of %d is played: %d turns left.", limit - 1), 1,
             limit, limit - 1);
    client_draw_at(&the_app, "hca12-standing-phase5", 1280, 800);
    assert_true(client_was_drawn_wrapped(want));
    stop();
}

/* Two different buttons clicked 0.3 s apart: SDL counts the second press as a
 * double-click's; it still presses its own button (play-test 10: the second
 * squad row was lost). The map pager's > then < leave the map as it was. */
static void test_quick_click_on_another_button(void **state)
{
    (void)state;
    client_skip_in_language_runs(); /* no screen of its own */
    set_dirs("hca12-quick");
    assert_true(front_init_offscreen(&the_app, 1280, 800));
    assert_true(app_scene_open_from_root(&the_app, &campaign_setup_scene, NULL));
    campaign_content *k = campaign_content_get(&the_app);
    int map0 = k->setup.map;
    const char *labels[2] = { ">", "<" };
    for (int i = 0; i < 2; i++) {
        SDL_Rect r;
        app_draw(&the_app);
        assert_true(app_find_button(&the_app, labels[i], &r, NULL));
        ui_event ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = UI_EV_MOUSE_DOWN;
        ev.button = UI_BUTTON_LEFT;
        ev.x = r.x + r.w / 2;
        ev.y = r.y + r.h / 2;
        ev.clicks = i + 1;
        app_handle_event(&the_app, &ev);
        ev.kind = UI_EV_MOUSE_UP;
        app_handle_event(&the_app, &ev);
        pump();
        if (i == 0)
            assert_int_not_equal(k->setup.map, map0);
    }
    assert_int_equal(k->setup.map, map0);
    stop();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scatter_told_with_reason),
        cmocka_unit_test(test_forecast_reason),
        cmocka_unit_test(test_long_names_fit),
        cmocka_unit_test(test_standing_panel),
        cmocka_unit_test(test_too_big_warned_at_order),
        cmocka_unit_test(test_quick_click_on_another_button),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
