/*
 * TRTS, blind play-test 11 (hTr13): a move says before it is made what it
 * costs beyond its MP (the income it stops, no Undo after it); units picked
 * with others that already stand in the target stay and the others move; Leave
 * says that units left behind are done for the round, and the log keeps it; the
 * economy's last warning is a fixed round (no jumping unit count); the live
 * map's marks of the others' moves come from the seat's view alone (a hidden
 * enemy piece changes nothing).
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

#include "client_test_util.h"
#include "client_trts_screen_util.h"
#include "client_trts_util.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"
#include "trts/trts.h"
#include "trts_test_util.h"

/* The seat's pieces (not buildings) standing in `area`, at most cap. */
static int units_in(const trts_state *s, int player, int area, int *out, int cap)
{
    int n = 0;
    for (int i = 0; i < s->n_pieces && n < cap; i++)
        if (s->pieces[i].alive && !s->pieces[i].building && s->pieces[i].owner == player && s->pieces[i].area == area)
            out[n++] = i;
    return n;
}

/* Dragging both workers out of the start area says, before the move, that its
 * minerals stop and that the move cannot be undone (play-test 11: told only
 * after, with Undo greyed). */
static void test_move_warns_before(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(1, false, &watch, &nat);
    trts_state *s = &c->st;
    int home = s->players[0].start_area, w[4];
    int n = units_in(s, 0, home, w, 4);
    assert_true(n >= 2);
    trts_set units;
    trts_set_clear(&units);
    for (int k = 0; k < n; k++)
        trts_set_add(&units, w[k]);
    int m = 0;
    trts_income_forecast(s, 0, s->round + 1, &m, NULL);
    assert_true(m > 0);
    char out[900], want[300];
    trts_play_move_warnings(c, &units, nat, out, sizeof out);
    snprintf(want, sizeof want, _("%s%s will have no workers: its +%d minerals stop."), "",
             trts_area_label(&s->map->areas[home]), m);
    assert_non_null(strstr(out, want));
    assert_non_null(strstr(out, _("No Undo after this move: it shows whether enemies are there.")));
    /* into the seat's own area: Undo stays, the income warning too */
    trts_play_move_warnings(c, &units, watch, out, sizeof out);
    assert_null(strstr(out, _("No Undo after this move: it shows whether enemies are there.")));
    assert_non_null(strstr(out, want));
    /* one worker of two: the area still mines, nothing said of it */
    trts_set_clear(&units);
    trts_set_add(&units, w[0]);
    trts_play_move_warnings(c, &units, watch, out, sizeof out);
    assert_null(strstr(out, want));
    /* on screen: the drag's preview box says it while the button is held */
    c->sel = units;
    trts_set_add(&c->sel, w[1]);
    SDL_Point start;
    trts_drag_hold(c, home, nat, &start, NULL);
    draw();
    assert_true(drawn(_("No Undo after this move: it shows whether enemies are there.")));
    client_draw_at(&off, "trts13-move-warn", 1280, 800);
    mouse_at(UI_EV_MOUSE_UP, start.x, start.y); /* dropped back home: nothing moves */
    app_free(&off);
}

/* The Micro scene with one unit of player 0's (there[0]) in `watch`, and a
 * trooper (mover, full moves) placed in `nat`, the marker on nat. */
static trts_screen *micro_with_mover(int *watch, int *nat, int there[2], int *mover)
{
    trts_screen *c = trts_micro_scene(1, false, watch, nat);
    trts_state *s = &c->st;
    trts_content *k = trts_content_get(&off);
    const trts_faction *d = &k->rules.factions[TRTS_DIRECTORATE];
    assert_int_equal(units_in(s, 0, *watch, there, 2), 1);
    *mover = trts_state_place_unit(s, 0, trts_faction_unit(d, "trooper"), *nat);
    assert_true(*mover >= 0);
    s->pieces[*mover].mp = (int8_t)trts_piece_unit(s, *mover)->speed;
    s->markers[*nat] = 1u << 0;
    return c;
}

/* Picked units already in the target stay there and the others move
 * (play-test 11: "Move refused: already in that area"); said after the move. */
static void test_gather_into_own_area(void **state)
{
    (void)state;
    int watch, nat, there[2], mover;
    trts_screen *c = micro_with_mover(&watch, &nat, there, &mover);
    trts_state *s = &c->st;
    trts_set_clear(&c->sel);
    trts_set_add(&c->sel, there[0]);
    trts_set_add(&c->sel, mover);
    trts_set units, stay;
    bool retreat;
    char reason[280], words[300], want[300];
    assert_int_equal(trts_play_judge_drop(c, nat, watch, &units, &retreat, reason, sizeof reason), TRTS_OK);
    assert_true(trts_set_has(&units, mover));
    assert_false(trts_set_has(&units, there[0]));
    trts_play_drop_stayers(c, watch, &stay);
    assert_true(trts_set_has(&stay, there[0]));
    trts_play_stayers_words(c, watch, words, sizeof words);
    snprintf(want, sizeof want,
             P_("%s is already in %s and stays (it may still act this round).",
                "%s are already in %s and stay (they may still act this round).", 1),
             trts_play_piece_label(c, s, there[0]), trts_area_label(&s->map->areas[watch]));
    assert_string_equal(words, want);
    /* all picked units already there: the core's refusal stands */
    trts_set_clear(&c->sel);
    trts_set_add(&c->sel, there[0]);
    trts_play_drop_stayers(c, watch, &stay);
    assert_true(trts_set_empty(&stay));
    assert_int_not_equal(trts_play_judge_drop(c, nat, watch, &units, &retreat, reason, sizeof reason), TRTS_OK);
    /* played: the mover arrives, the one already there stays and may act */
    trts_set_add(&c->sel, mover);
    trts_play_drop(&off, c, nat, watch);
    assert_int_equal(s->pieces[mover].area, watch);
    assert_int_equal(s->pieces[there[0]].area, watch);
    assert_false(s->pieces[there[0]].activated);
    assert_non_null(strstr(c->message, trts_play_piece_label(c, s, there[0])));
    app_free(&off);
}

/* With a group: its units already in the target leave the group and stay,
 * the rest moves. */
static void test_group_gather(void **state)
{
    (void)state;
    int watch, nat, there[2], mover;
    trts_screen *c = micro_with_mover(&watch, &nat, there, &mover);
    trts_state *s = &c->st;
    trts_set group;
    trts_set_clear(&group);
    trts_set_add(&group, there[0]);
    trts_set_add(&group, mover);
    assert_true(trts_play_act(&off, c, (trts_action){ .kind = TRTS_ACT_ACTIVATE, .units = group }));
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
    assert_true(trts_play_drop_target(c, watch));
    trts_play_drop(&off, c, nat, watch);
    assert_int_equal(s->pieces[mover].area, watch);
    assert_int_equal(s->pieces[there[0]].area, watch);
    assert_false(trts_set_has(&s->group, there[0]));
    app_free(&off);
}

/* Leave says its cost before (the hint and the button's tooltip) and the log,
 * to that seat alone, keeps it after. */
static void test_leave_told(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(2, false, &watch, &nat);
    trts_state *s = &c->st;
    int t[2];
    assert_int_equal(units_in(s, 0, watch, t, 2), 2);
    trts_set group;
    trts_set_clear(&group);
    trts_set_add(&group, t[0]);
    trts_set_add(&group, t[1]);
    assert_true(trts_play_act(&off, c, (trts_action){ .kind = TRTS_ACT_ACTIVATE, .units = group }));
    draw();
    assert_true(drawn(_("Drag to a green area to move the group; pick units and Leave them behind: units left behind "
                        "are done for this round.")));
    int before = c->events.n;
    trts_set one;
    trts_set_clear(&one);
    trts_set_add(&one, t[0]);
    assert_true(trts_play_act(&off, c, (trts_action){ .kind = TRTS_ACT_LEAVE, .units = one }));
    assert_int_equal(c->events.n, before + 1);
    const evlog_entry *e = &c->events.items[before];
    assert_string_equal(e->msg.id, "You left your %s behind in %s: done for this round");
    assert_true(e->visible == evlog_seat_bit(0));
    app_free(&off);
}

/* The economy's last warning is the round the start area runs dry, the same
 * whatever the orders (play-test 11: "N × Trooper" read 71, 34, 49, 54, 35). */
static void test_dry_round_stable(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(1, false, &watch, &nat);
    trts_state *s = &c->st;
    char want[300];
    dry_warning(s, want, sizeof want);
    draw();
    assert_true(drawn(want));
    assert_false(drawn("more at most"));
    /* more in the bank (the old line counted units it pays for): the same line */
    s->players[0].minerals += 12;
    draw();
    assert_true(drawn(want));
    app_free(&off);
}

/* The live map's marks of the others' moves are the seat's view only: an
 * enemy piece it cannot see moving elsewhere changes nothing drawn. */
static void test_news_marks_hidden(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    const trts_state *s = &c->st;
    static trts_state b, a1, a2;
    b = *s;
    int enemy = -1;
    for (int i = 0; i < b.n_pieces; i++)
        if (b.pieces[i].alive && !b.pieces[i].building && b.pieces[i].owner == 1) {
            enemy = i;
            break;
        }
    assert_true(enemy >= 0);
    int from = b.pieces[enemy].area, to1 = -1, to2 = -1;
    for (int k = 0; k < b.map->areas[from].n_adj; k++) {
        int x = b.map->areas[from].adj[k];
        if (x == s->players[0].start_area)
            continue;
        if (to1 < 0)
            to1 = x;
        else if (to2 < 0)
            to2 = x;
    }
    assert_true(to1 >= 0 && to2 >= 0);
    a1 = b;
    a2 = b;
    a1.pieces[enemy].area = (int16_t)to1;
    a2.pieces[enemy].area = (int16_t)to2;
    static trts_replay_marks m1, m2;
    trts_news_marks_clear(&m1);
    trts_news_marks_clear(&m2);
    trts_news_marks_add(&m1, &b, &a1, 0);
    trts_news_marks_add(&m2, &b, &a2, 0);
    assert_memory_equal(&m1, &m2, sizeof m1);
    assert_false(trts_replay_marks_any(&m1));
    /* what is public (a marker placed) is marked */
    int neutral = -1;
    for (int x = 0; x < b.map->n_areas && neutral < 0; x++)
        neutral = b.markers[x] == 0 ? x : -1;
    assert_true(neutral >= 0);
    a1.markers[neutral] = 1u << 1;
    trts_news_marks_add(&m1, &b, &a1, 0);
    assert_true(trts_replay_marks_any(&m1));
    app_free(&off);
}

/* A full area says so over its greyed buildings without hovering. */
static void test_full_area_said(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    trts_state *s = &c->st;
    int home = s->players[0].start_area, w[4];
    assert_true(units_in(s, 0, home, w, 4) >= 1);
    assert_int_equal(s->phase, TRTS_PHASE_MACRO);
    s->players[0].minerals = 25;
    c->sel_area = home;
    c->worker = w[0];
    char want[300];
    snprintf(want, sizeof want, _("No free slot in %s: the greyed buildings cannot go here (a %s needs a free gas "
                                  "vent instead)."),
             trts_area_label(&s->map->areas[home]),
             i18n_content(trts_player_faction(s, 0)->buildings[TRTS_ROLE_EXTRACTOR].name));
    draw();
    assert_false(drawn(want));
    for (int k = 0; k < 12 && trts_area_free_slots(s, home) > 0; k++)
        assert_true(trts_state_place_building(s, 0, TRTS_ROLE_SUPPLY, home, true) >= 0);
    assert_int_equal(trts_area_free_slots(s, home), 0);
    c->worker = w[0];
    draw();
    assert_true(client_has_message(frame_text, want) || drawn(want));
    app_free(&off);
}

/* "Latest combat" after a load is the round its fight was in, not now; and
 * Replay stays open once the game is over. */
static void test_stale_combat_and_replay_over(void **state)
{
    (void)state;
    trts_screen *c = open_duel(1280, 800);
    trts_state *s = &c->st;
    assert_int_equal(c->log_mark_area, s->log.area);
    /* a fight logged in round 1, seen in round 8: not "latest" */
    s->log.area = s->players[0].start_area;
    s->log.n_steps = 1;
    c->log_mark_area = s->log.area;
    c->log_mark_steps = 1;
    c->log_mark_hits = s->log.n_hits;
    c->log_round = 1;
    s->round = 8;
    draw();
    char want[200];
    snprintf(want, sizeof want, _("Latest combat: %s"), trts_area_label(&s->map->areas[s->log.area]));
    assert_false(drawn(want));
    /* game over: the last steps may be shown again */
    c->last_turn[0].steps = 1;
    c->last_turn[0].from = 0;
    c->last_turn[0].ordered = true;
    c->viewer = 0;
    assert_true(c->rec->n_actions > 0);
    s->phase = TRTS_PHASE_OVER;
    c->show_result = false;
    assert_true(trts_lastturn_available(c));
    app_free(&off);
}

/* A refusal's box leaves with the pointer, and no box of the map stays under
 * the pause menu (play-test 11: stale tooltips and notes). */
static void test_notes_do_not_linger(void **state)
{
    (void)state;
    int watch, nat;
    trts_screen *c = trts_micro_scene(1, false, &watch, &nat);
    trts_state *s = &c->st;
    int far = s->players[1].start_area, t[2];
    assert_int_equal(units_in(s, 0, watch, t, 2), 1);
    trts_set_clear(&c->sel);
    trts_set_add(&c->sel, t[0]);
    trts_drag(c, watch, far);
    assert_true(c->drop_note[0] != '\0');
    mouse_at(UI_EV_MOUSE_MOVE, c->drop_x + 4, c->drop_y + 4);
    assert_true(c->drop_note[0] != '\0'); /* a twitch keeps it */
    mouse_at(UI_EV_MOUSE_MOVE, c->drop_x + 200, c->drop_y);
    assert_true(c->drop_note[0] == '\0');
    trts_drag(c, watch, far);
    assert_true(c->drop_note[0] != '\0');
    trts_play_pause(&off, c);
    assert_true(c->drop_note[0] == '\0');
    assert_int_equal(c->hover, -1);
    app_free(&off);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_move_warns_before), cmocka_unit_test(test_gather_into_own_area),
        cmocka_unit_test(test_group_gather),      cmocka_unit_test(test_leave_told),
        cmocka_unit_test(test_dry_round_stable),  cmocka_unit_test(test_news_marks_hidden),
        cmocka_unit_test(test_full_area_said),    cmocka_unit_test(test_stale_combat_and_replay_over),
        cmocka_unit_test(test_notes_do_not_linger),
    };
    return cmocka_run_group_tests_name("client trts play-test 11", tests, NULL, NULL);
}
