/*
 * The Campaign teaching on screen (play-test 7, helper hCa9; dummy video
 * driver, the tiny map): before a Regiment's units are picked, the orders panel
 * says that creating it is the army's order for the turn (Create Regiment's
 * tooltip says it too), and a click on the sea lets the army go; the squad choice says where the battle's budget comes
 * from under the budget line, not only in a tooltip; and the battle on the board
 * explains its control markers (what the gold squares are, how a marker is taken
 * and lost, how many win, which place that decides, each side's count) in the
 * coach's banner while the units are placed and through the first rounds, gone
 * after. The whole log, in the order things happened, opens from the map's own
 * "Log (J)" button, and a fallen Hero is told apart from the units lost.
 * Screens kept with SKIRMISH_TEST_SHOTS at 1280 x 800 and 800 x 560.
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
#include "campaign/campaign.h"
#include "campaign/internal.h"
#include "front/front.h"
#include "skirmish/i18n.h"
#include "client_campaign_util.h"
#include "client_test_util.h"

static void stop(void)
{
    app_free(&the_app);
    memset(&the_app, 0, sizeof the_app);
}

static void test_create_says_it_is_the_order(void **state)
{
    (void)state;
    campaign_screen *c = start_tiny_campaign("teach-create");
    for (int p = 0; p < 2; p++) {
        pass_cover(p);
        click_button("Downtime done");
    }
    pass_cover(0);
    c->army = 0; /* Player 1's Main Army picked */
    client_draw_at(&the_app, "teach-orders", 1280, 800);
    assert_false(client_was_drawn_wrapped(campaign_create_words()));
    click_button("Create Regiment");
    assert_int_equal(c->picking, 1);
    client_draw_at(&the_app, "teach-create", 1280, 800);
    assert_true(client_was_drawn_wrapped(campaign_create_words()));
    client_draw_at(&the_app, "teach-create", 800, 560);
    assert_true(client_was_drawn_wrapped(campaign_create_words()));
    /* A click on the sea lets the army go, as Esc does (play-test 7). */
    client_set_size(&the_app, 1280, 800);
    app_draw(&the_app);
    SDL_Rect vp = c->cam.viewport;
    assert_int_equal(areamap_view_hit(&c->cam, &c->model, vp.x + 4, vp.y + 4), -1);
    client_click_at(&the_app, vp.x + 4, vp.y + 4);
    assert_int_equal(c->army, -1);
    assert_int_equal(c->picking, 0);
    stop();
}

/* Two humans up to their squad choice (Player 1 attacks Player 2's capital,
 * fought on `battle_map`, "" the plain board). */
static campaign_screen *to_the_squads(const char *battle_map)
{
    campaign_screen *c = open_tiny_campaign();
    int start1 = c->st.forces.armies[1].loc;
    /* The tiny map's places are fought on the plain board: this one on a map with
     * an objective zone (the test's own copy of the map). */
    campaign_map *m = (campaign_map *)c->st.map;
    snprintf(m->locations[start1].battle_map, sizeof m->locations[start1].battle_map, "%s", battle_map);
    for (int p = 0; p < 2; p++) {
        pass_cover(p);
        click_button("Downtime done");
    }
    campaign_march_and_ready(start1);
    click_button("Continue");
    return c;
}

static void test_squad_says_where_the_budget_comes_from(void **state)
{
    (void)state;
    campaign_screen *c = to_the_squads("");
    pass_cover(0);
    assert_int_equal(c->step, CSTEP_SQUAD);
    client_draw_at(&the_app, "teach-squad", 1280, 800);
    assert_true(client_was_drawn_wrapped(campaign_budget_words()));
    client_draw_at(&the_app, "teach-squad", 800, 560);
    assert_true(client_was_drawn_wrapped(campaign_budget_words()));
    stop();
}

/* The coach's text, or with note its note line (play-test 12: the markers
 * held now stand on a note line of their own). */
static void coach_part(board_battle *bb, bool note, char *out, size_t size)
{
    board_coach_view v;
    memset(&v, 0, sizeof v);
    out[0] = '\0';
    if (!bb->coach.look)
        return;
    bb->coach.look(bb->coach.ctx, bb, &v);
    snprintf(out, size, "%s", note ? v.note : v.text);
}

static void coach_text(board_battle *bb, char *out, size_t size) { coach_part(bb, false, out, size); }

static void test_battle_explains_markers(void **state)
{
    (void)state;
    campaign_screen *c = to_the_squads("hill");
    board_battle *bb = campaign_fight_on_board(c);
    esc_game *g = &bb->match.game;
    char text[400];
    coach_text(bb, text, sizeof text);
    assert_true(g->zone != 0);
    assert_non_null(strstr(text, campaign_loc_name(c, c->st.battles[c->duel.battle].loc)));
    char count[16];
    snprintf(count, sizeof count, "%d", g->settings.markers_to_win);
    assert_non_null(strstr(text, count));
    client_draw_at(&the_app, "teach-markers", 1280, 800);
    assert_true(client_was_drawn_wrapped(text));
    client_draw_at(&the_app, "teach-markers", 800, 560);
    /* a small window: the short explanation, whole (play-test 12: the French was cut) */
    coach_text(bb, text, sizeof text);
    assert_non_null(strstr(text, count));
    assert_true(client_was_drawn_wrapped(text));
    /* Each side's count, as it stands, on the note line. */
    g->markers[1] = 2;
    coach_part(bb, true, text, sizeof text);
    char holds[DATA_SEAT_NAME_MAX + 8];
    snprintf(holds, sizeof holds, "%s 2", campaign_seat_label(c->duel.players[1]));
    assert_non_null(strstr(text, holds));
    g->markers[1] = 0;
    /* Gone once the first rounds are played. */
    int phase = g->phase, turn = g->turn;
    g->phase = ESC_PHASE_BATTLE;
    g->turn = 5; /* round 3 */
    coach_text(bb, text, sizeof text);
    assert_string_equal(text, "");
    g->turn = 4; /* round 2 */
    coach_text(bb, text, sizeof text);
    assert_string_not_equal(text, "");
    g->phase = phase;
    g->turn = turn;
    /* No zone, no markers to explain. */
    g->zone = 0;
    coach_text(bb, text, sizeof text);
    assert_string_equal(text, "");
    stop();
}

static int find_entry(const campaign_screen *c, const char *part, int from)
{
    for (int i = from; i < c->events.n; i++)
        if (strstr(c->events.items[i].text, part))
            return i;
    return -1;
}

/* The whole log in the order things happened, one button away on the map: a
 * battle's start before its result, the result before Phase 5; a fallen Hero is
 * not counted lost (play-test 7: "lost 2" with one loss named). */
static void test_log_in_order(void **state)
{
    (void)state;
    campaign_screen *c = to_the_squads("");
    for (int p = 0; p < 2; p++) {
        pass_cover(p);
        click_button_with("★");
        click_button("Auto battle");
    }
    for (int i = 0; i < 12 && c->step != CSTEP_DOWNTIME; i++) {
        app_draw(&the_app);
        if (c->step == CSTEP_BONUS) {
            click_button("Ready for the Assault");
            click_button("Confirm");
            continue;
        }
        if (c->cover) {
            pass_cover(c->seat);
            continue;
        }
        static const char *const labels[] = { "Skip: play it out", "Continue", "Close (Space)" };
        bool pressed = false;
        for (size_t k = 0; k < 3 && !pressed; k++)
            for (int b = 0; b < the_app.n_drawn_buttons && !pressed; b++)
                if (strcmp(the_app.drawn_buttons[b].label, _(labels[k])) == 0) {
                    client_click_button(&the_app, labels[k]);
                    pressed = true;
                }
        assert_true(pressed);
    }
    int started = find_entry(c, "attacks", 0), result = find_entry(c, "wins", 0);
    int phase5 = find_entry(c, "resolution", 0);
    assert_true(started >= 0 && result > started && phase5 > result);
    int fell = 0, told = 0;
    for (int i = 0; (i = find_entry(c, "falls: it stays with its army", i)) >= 0; i++)
        fell++;
    for (int i = 0; (i = find_entry(c, "and the Hero fell", i)) >= 0; i++)
        told++;
    assert_int_equal(fell, told);
    /* The log's own button on the map opens it. */
    pass_cover(c->seat);
    while (campaign_report_open(c))
        click_button("Close (Space)");
    click_button("Log (J)");
    assert_true(c->events_open);
    client_draw_at(&the_app, "teach-log", 800, 560);
    stop();
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_create_says_it_is_the_order),
        cmocka_unit_test(test_squad_says_where_the_budget_comes_from),
        cmocka_unit_test(test_battle_explains_markers),
        cmocka_unit_test(test_log_in_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
