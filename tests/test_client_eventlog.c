/*
 * The shared event log (src/client/eventlog) and Conquest's turn story
 * (src/client/conquest/report.c), without a window: who may read each entry
 * (the hidden-information rule: a seat reads only entries meant for it, and
 * only what it has not looked at), the notice of losses, and the words of a
 * resolved turn — names and place labels, never ids; a neutral vertex reached
 * by two players with the draw's odds; a capture with the loser's notice; the
 * replay's map between the steps (docs/client.md, "What happened").
 */
#define _POSIX_C_SOURCE 200809L /* mkstemp */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <unistd.h>

#include "conquest/label.h"
#include "conquest/match.h"
#include "conquest/report.h"
#include "skirmish/core/evlog.h"
#include "skirmish/data/seats.h"
#include "skirmish/data/cq_save.h"

static void test_visibility(void **state)
{
    (void)state;
    evlog log;
    evlog_init(&log);
    evlog_add(&log, 1, EVLOG_CAPTURE, EVLOG_ALL, "everyone sees %d", 1);
    evlog_entry *secret = evlog_add(&log, 1, EVLOG_BATTLE, evlog_seat_bit(0), "only seat 0 sees this");
    secret->loss = evlog_seat_bit(0);
    evlog_add(&log, 2, EVLOG_PRODUCTION, evlog_seat_bit(1) | evlog_seat_bit(2), "seats 1 and 2");
    int idx[8];
    assert_int_equal(evlog_unseen(&log, 0, idx, 8), 2);
    assert_int_equal(idx[1], 1);
    assert_int_equal(evlog_unseen(&log, 1, idx, 8), 2);
    assert_int_equal(idx[0], 0);
    assert_int_equal(idx[1], 2);
    assert_false(evlog_visible(&log, 1, 1)); /* seat 1 never reads seat 0's entry */
    assert_int_equal(evlog_unseen_losses(&log, 0), 1);
    assert_int_equal(evlog_unseen_losses(&log, 1), 0);
    evlog_mark_seen(&log, 0);
    assert_int_equal(evlog_unseen(&log, 0, idx, 8), 0);
    assert_int_equal(evlog_unseen(&log, 1, idx, 8), 2); /* looking for one seat is not looking for another */
    evlog_add(&log, 3, EVLOG_INFO, EVLOG_ALL, "later");
    assert_int_equal(evlog_unseen(&log, 0, idx, 8), 1);
    assert_int_equal(evlog_history(&log, 0, idx, 8), 3); /* newest first */
    assert_int_equal(idx[0], 3);
    assert_int_equal(evlog_unseen(&log, -1, idx, 8), 0);
    evlog_free(&log);
}

/* Ashford (0) — Brillfield (1) — Coldgate (2), two-way; p0 on Ashford, p1 on Coldgate. */
static void small_match(conquest_match *m, int64_t a_units, int64_t c_units)
{
    cq_graph g;
    cq_graph_init(&g);
    for (int v = 0; v < 3; v++)
        assert_int_equal(cq_graph_add_vertex(&g, v, v == 1 ? 3 : 1, v, 0), CQ_GRAPH_OK);
    int edges[][2] = {{0, 1}, {1, 0}, {1, 2}, {2, 1}};
    for (int e = 0; e < 4; e++)
        assert_int_equal(cq_graph_add_edge(&g, edges[e][0], edges[e][1]), CQ_GRAPH_OK);
    int where;
    assert_int_equal(cq_graph_finish(&g, &where), CQ_GRAPH_OK);
    cq_state s;
    cq_state_init(&s, &g);
    cq_state_add_player(&s, "p0");
    cq_state_add_player(&s, "p1");
    s.controller[0] = 0;
    s.units[0] = a_units;
    s.controller[2] = 1;
    s.units[2] = c_units;
    int seats[2] = {CONQUEST_SEAT_HUMAN, CONQUEST_SEAT_HUMAN};
    conquest_match_init(m);
    assert_true(conquest_match_adopt(m, &g, &s, seats, "test"));
    cq_graph_free(&g);
}

/* The first step of this kind (the test fails without one). */
static const conquest_step *find_step(const conquest_step *steps, int n, conquest_step_kind kind)
{
    for (int i = 0; i < n; i++)
        if (steps[i].kind == kind)
            return &steps[i];
    fail_msg("no step of kind %d", (int)kind);
    return &steps[0];
}

static void test_neutral_draw_words(void **state)
{
    (void)state;
    conquest_match m;
    small_match(&m, 5, 3);
    char label[64];
    conquest_vertex_label(&m.graph, 1, label, sizeof label);
    assert_string_equal(label, "Brillfield");
    conquest_player_label(&m, 0, label, sizeof label);
    assert_string_equal(label, "Player 1");
    assert_int_equal(conquest_match_set_order(&m, 0, 0, 1, 4), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(&m, 1, 2, 1, 2), CQ_ORDER_OK);
    cq_order o = {0, 0, 1, 4};
    char text[160];
    conquest_order_text(&m, &o, text, sizeof text);
    assert_string_equal(text, "4 units from Ashford to Brillfield");
    conquest_match_set_ready(&m, 0, true);
    conquest_match_set_ready(&m, 1, true);
    assert_true(conquest_match_resolve(&m));
    static conquest_step steps[16];
    int n = conquest_report_steps(&m, steps, 16);
    assert_true(n >= 3);
    assert_int_equal(steps[0].kind, CONQUEST_STEP_DEPART);
    const conquest_step *arrive = find_step(steps, n, CONQUEST_STEP_ARRIVE);
    assert_non_null(arrive);
    assert_int_equal(arrive->vertex, 1);
    /* 4 against 2: the draw's odds are in the words, with names and places. */
    assert_non_null(strstr(arrive->text, "67 %"));
    assert_non_null(strstr(arrive->text, "33 %"));
    assert_non_null(strstr(arrive->text, "Brillfield"));
    assert_non_null(strstr(arrive->text, "from Ashford"));
    assert_null(strstr(arrive->text, "p0"));
    assert_non_null(find_step(steps, n, CONQUEST_STEP_GROW));
    /* The replay's map: before the fight Brillfield is neutral, after it held
     * with the 3 left over its weight 3, before generation. */
    int8_t owner[3];
    int64_t units[3];
    conquest_report_map_at(&m, steps, n, 0, owner, units);
    assert_int_equal(owner[1], CQ_NEUTRAL);
    assert_int_equal(units[0], 1); /* 5 less the 4 sent */
    conquest_report_map_at(&m, steps, n, (int)(arrive - steps), owner, units);
    assert_int_equal(owner[1], m.state.controller[1]);
    assert_int_equal(units[1], 3);
    /* The log: every seat reads the turn, placed on its vertex (each its own
     * entries first, then the story less what it was told: the counts may
     * differ between seats). */
    evlog log;
    evlog_init(&log);
    conquest_report_log(&log, &m);
    int idx[16];
    assert_true(evlog_unseen(&log, 1, idx, 16) >= 2);
    assert_true(evlog_unseen(&log, 0, idx, 16) >= 2);
    assert_true(log.items[idx[0]].has_pos);
    evlog_free(&log);
    conquest_match_free(&m);
}

static void test_capture_notice(void **state)
{
    (void)state;
    conquest_match m;
    small_match(&m, 9, 1);
    /* Two steps away: first to Brillfield, then on to Coldgate. */
    assert_int_equal(conquest_match_set_order(&m, 0, 0, 1, 8), CQ_ORDER_OK);
    conquest_match_set_ready(&m, 0, true);
    conquest_match_set_ready(&m, 1, true);
    assert_true(conquest_match_resolve(&m));
    assert_int_equal(m.state.controller[1], 0);
    int64_t go = m.state.units[1];
    assert_int_equal(conquest_match_set_order(&m, 0, 1, 2, go), CQ_ORDER_OK);
    conquest_match_set_ready(&m, 0, true);
    conquest_match_set_ready(&m, 1, true);
    assert_true(conquest_match_resolve(&m));
    static conquest_step steps[16];
    int n = conquest_report_steps(&m, steps, 16);
    const conquest_step *arrive = find_step(steps, n, CONQUEST_STEP_ARRIVE);
    assert_non_null(arrive);
    assert_non_null(strstr(arrive->text, "took Coldgate from Player 2"));
    assert_int_equal(arrive->loss, evlog_seat_bit(1));
    const conquest_step *out = find_step(steps, n, CONQUEST_STEP_ELIMINATE);
    assert_non_null(out);
    assert_string_equal(out->text, "Player 2 is out of the game");
    evlog log;
    evlog_init(&log);
    conquest_report_log(&log, &m);
    assert_int_equal(evlog_unseen_losses(&log, 1), 2); /* Coldgate and the game */
    assert_int_equal(evlog_unseen_losses(&log, 0), 0);
    evlog_free(&log);
    conquest_match_free(&m);
}

static void test_refusal_words(void **state)
{
    (void)state;
    conquest_match m;
    small_match(&m, 5, 3);
    char why[200];
    cq_order_problem p = conquest_match_set_order(&m, 0, 0, 2, 1);
    assert_int_equal(p, CQ_ORDER_NO_EDGE);
    conquest_refusal_text(&m, 0, 0, 2, p, why, sizeof why);
    assert_non_null(strstr(why, "No order from Ashford to Coldgate: no edge"));
    p = conquest_match_set_order(&m, 0, 0, 1, 9);
    assert_int_equal(p, CQ_ORDER_TOO_MANY_UNITS);
    conquest_refusal_text(&m, 0, 0, 1, p, why, sizeof why);
    assert_string_equal(why, "No order from Ashford to Brillfield: only 5 units are left there");
    conquest_match_free(&m);
}

/* A Conquest save keeps an entry told to "everyone but the seats already told"
 * (the turn report's mask, all 64 bits but those seats') as the game's seats
 * and loads again (a play-test: every save after a human's capture was refused,
 * "visible: more than 3 entries"). */
static void test_save_masks_load(void **state)
{
    (void)state;
    conquest_match m;
    small_match(&m, 5, 3);
    evlog log;
    evlog_init(&log);
    evlog_add(&log, 1, EVLOG_CAPTURE, EVLOG_ALL & ~evlog_seat_bit(0), "the others read this");
    evlog_entry *both = evlog_add(&log, 1, EVLOG_BATTLE, EVLOG_ALL & ~(evlog_seat_bit(0) | evlog_seat_bit(1)),
                                  "nobody of this game");
    both->loss = EVLOG_ALL & ~evlog_seat_bit(1);
    evlog_add(&log, 1, EVLOG_INFO, evlog_seat_bit(0) | evlog_seat_bit(1) | evlog_seat_bit(9), "every seat");
    data_seat seats[2];
    data_seat_set(&seats[0], false, NULL);
    data_seat_set(&seats[1], false, NULL);
    char path[] = "/tmp/skirmish-evmask-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    data_error err;
    assert_true(data_cq_save_save_seats(path, "test", seats, &m.state, &log, &err));
    data_seat back_seats[CQ_MAX_PLAYERS];
    char map_name[64];
    cq_graph g;
    cq_graph_init(&g);
    cq_state back;
    evlog back_log;
    evlog_init(&back_log);
    if (!data_cq_save_load_seats(path, map_name, sizeof map_name, back_seats, &g, &back, &back_log, &err))
        fail_msg("%s: %s (%s)", err.message, err.key, err.file);
    assert_int_equal(back_log.n, 3);
    assert_false(evlog_visible(&back_log, 0, 0));
    assert_true(evlog_visible(&back_log, 0, 1));
    assert_false(evlog_visible(&back_log, 1, 0));
    assert_false(evlog_visible(&back_log, 1, 1));
    assert_true(back_log.items[1].loss & evlog_seat_bit(0));
    assert_false(back_log.items[1].loss & evlog_seat_bit(1));
    assert_true(evlog_visible(&back_log, 2, 0) && evlog_visible(&back_log, 2, 1));
    evlog_free(&back_log);
    cq_graph_free(&g);
    evlog_free(&log);
    conquest_match_free(&m);
    unlink(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_visibility),
        cmocka_unit_test(test_neutral_draw_words),
        cmocka_unit_test(test_capture_notice),
        cmocka_unit_test(test_refusal_words),
        cmocka_unit_test(test_save_masks_load),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
