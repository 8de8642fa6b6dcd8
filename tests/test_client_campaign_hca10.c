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

#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

static void stop(void)
{
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

/* The screen kept under the test's tmp dir, for people to look at. */
static void save_shot(const char *name)
{
    char dir[1024], path[1200];
    snprintf(dir, sizeof dir, "%s/shots", getenv("SKIRMISH_TEST_TMP"));
    mkdir(dir, 0755);
    snprintf(path, sizeof path, "%s/%s.png", dir, name);
    the_app.dirty = true;
    app_draw(&the_app);
    SDL_Surface *shot = SDL_CreateRGBSurfaceWithFormat(0, the_app.w, the_app.h, 32, SDL_PIXELFORMAT_RGB888);
    if (!shot)
        return;
    SDL_Rect src = { 0, 0, the_app.w, the_app.h };
    SDL_BlitSurface(the_app.offscreen, &src, shot, NULL);
    client_write_shot(shot, path);
    SDL_FreeSurface(shot);
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scatter_told_with_reason),
        cmocka_unit_test(test_forecast_reason),
        cmocka_unit_test(test_long_names_fit),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
