/*
 * The shared event log (src/client/eventlog) and Conquest's turn story
 * (src/client/conquest/report.c), without a window: who may read each entry
 * (the hidden-information rule: a seat reads only entries meant for it, and
 * only what it has not looked at), the notice of losses, and the words of a
 * resolved turn — names and place labels, never ids; a neutral vertex reached
 * by two players with the draw's odds; a capture with the loser's notice; the
 * replay's map between the steps (docs/client.md, "What happened"). Each entry
 * remembers who has read it, and a seat's own move is read by it from the start
 * (TRTS: its own attack is not "news"); an entry keeps its message untranslated
 * and reads in the language of the moment (English, French, the pseudo-locale),
 * after a save too; a save from before keeps its text and its read counts.
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
#include "eventlog/words.h"
#include "skirmish/core/evlog.h"
#include "skirmish/data/seats.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/i18n.h"
#include "trts/play_internal.h"
#include "trts_test_util.h"
#include "trts_test_util.c" /* its helpers, built into this program (its registration names one source) */

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

/* A held vertex attacked while its holder reinforces it: the reinforcement is
 * told before the fight, with the defenders it makes (play-test 4: "13 against
 * 19" where 13 stood said nothing of the 6 that came). */
static void test_reinforcement_before_fight(void **state)
{
    (void)state;
    conquest_match m;
    small_match(&m, 2, 12);
    /* Turn 1: Player 2 takes Brillfield (weight 3) with 5 from Coldgate. */
    assert_int_equal(conquest_match_set_order(&m, 1, 2, 1, 5), CQ_ORDER_OK);
    conquest_match_set_ready(&m, 0, true);
    conquest_match_set_ready(&m, 1, true);
    assert_true(conquest_match_resolve(&m));
    assert_int_equal(m.state.controller[1], 1);
    /* Turn 2: Player 1 attacks it from Ashford; Player 2 sends 3 more. */
    int64_t go = m.state.units[0];
    assert_true(go > 0);
    assert_int_equal(conquest_match_set_order(&m, 0, 0, 1, go), CQ_ORDER_OK);
    assert_int_equal(conquest_match_set_order(&m, 1, 2, 1, 3), CQ_ORDER_OK);
    conquest_match_set_ready(&m, 0, true);
    conquest_match_set_ready(&m, 1, true);
    assert_true(conquest_match_resolve(&m));
    static conquest_step steps[16];
    int n = conquest_report_steps(&m, steps, 16);
    int told = -1, fight = -1;
    for (int i = 0; i < n; i++) {
        if (strstr(steps[i].text, "reinforced Brillfield before the fight"))
            told = i;
        else if (strstr(steps[i].text, "attacked") && strstr(steps[i].text, "Brillfield"))
            fight = i;
    }
    assert_true(told >= 0);
    assert_true(fight > told);
    assert_non_null(strstr(steps[told].text, "Player 2"));
    assert_non_null(strstr(steps[told].text, "from Coldgate"));
    assert_non_null(strstr(steps[told].text, "defenders in all"));
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

/* The text of the first entry seat reads that contains part (NULL: none). */
static const char *seat_entry(const evlog *log, int seat, const char *part)
{
    for (int i = 0; i < log->n; i++)
        if (evlog_visible(log, i, seat) && log->items[i].visible != EVLOG_ALL && strstr(log->items[i].text, part))
            return log->items[i].text;
    return NULL;
}

/* Conquest: a seat that held its vertex against an attack reads a success,
 * not among its losses; the attacker reads the same fight with the same
 * numbers from its side (play-tests: "a successful defence counted as a loss",
 * "the two sides' reports differ"). */
static void test_defence_is_a_success(void **state)
{
    (void)state;
    conquest_match m;
    small_match(&m, 9, 9);
    assert_int_equal(conquest_match_set_order(&m, 0, 0, 1, 8), CQ_ORDER_OK);
    conquest_match_set_ready(&m, 0, true);
    conquest_match_set_ready(&m, 1, true);
    assert_true(conquest_match_resolve(&m));
    assert_int_equal(m.state.controller[1], 0);
    int64_t go = m.state.units[1] < 4 ? m.state.units[1] : 4;
    assert_int_equal(conquest_match_set_order(&m, 0, 1, 2, go), CQ_ORDER_OK);
    conquest_match_set_ready(&m, 0, true);
    conquest_match_set_ready(&m, 1, true);
    assert_true(conquest_match_resolve(&m));
    assert_int_equal(m.state.controller[2], 1);
    evlog log;
    evlog_init(&log);
    conquest_report_log(&log, &m);
    const char *held = seat_entry(&log, 1, "You held Coldgate");
    assert_non_null(held);
    assert_int_equal(evlog_unseen_losses(&log, 1), 0);
    long long att, def, lost, left;
    /* the attackers with where they came from (blind play-test 10) */
    char from[64] = "";
    assert_int_equal(sscanf(held, "You held Coldgate: Player 1 with %lld (from %63[^)]) attacked your %lld defenders, "
                            "%lld lost, %lld left", &att, from, &def, &lost, &left),
                     5);
    assert_string_equal(from, conquest_place(&m.graph, 1));
    const char *failed = seat_entry(&log, 0, "Your attack on Coldgate failed");
    assert_non_null(failed);
    char want[200];
    snprintf(want, sizeof want,
             "Your attack on Coldgate failed: your %lld against %lld defenders of Player 2, all lost; %lld left there",
             att, def, left);
    assert_string_equal(failed, want);
    assert_true(evlog_unseen_losses(&log, 0) > 0); /* the attacker lost its units */
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


/* An entry about a seat's own action is read by that seat when written: its
 * report lists only what it has truly not seen, even when it had news unread
 * before it acted (the play-test: "what Player 1 has not seen" listed its own
 * attack). */
static void test_own_action_seen(void **state)
{
    (void)state;
    evlog log;
    evlog_init(&log);
    evlog_add(&log, 1, EVLOG_BATTLE, EVLOG_ALL, "Player 2 attacks in B");
    evlog_entry *mine = evlog_add(&log, 1, EVLOG_BATTLE, EVLOG_ALL, "Player 1 attacks in C");
    evlog_entry_seen_by(mine, evlog_seat_bit(0));
    mine->loss = evlog_seat_bit(0);
    int idx[8];
    assert_int_equal(evlog_unseen(&log, 0, idx, 8), 1);
    assert_int_equal(idx[0], 0);
    assert_int_equal(evlog_unseen_losses(&log, 0), 0);
    assert_int_equal(evlog_unseen(&log, 1, idx, 8), 2); /* the other seat is told both */
    evlog_mark_seen(&log, 0);
    assert_int_equal(evlog_unseen(&log, 0, idx, 8), 0);
    assert_int_equal(evlog_unseen(&log, 1, idx, 8), 2);
    evlog_free(&log);
}

static trts_state TS, TB;

/* TRTS: seat 0 moves into an area holding only seat 1's marker; the marker
 * goes, and that is news to seat 1 only (play-test 10: "what Player 1 has not
 * seen" listed "Computer's marker was removed", Player 1's own doing). */
static void test_trts_own_removal_seen(void **state)
{
    (void)state;
    static const int dm[] = { TRTS_DIRECTORATE, TRTS_MYRIAD };
    evlog log;
    evlog_init(&log);
    tt_game(&TS, TRTS_DUEL, 2, dm, TRTS_PHASE_MICRO);
    tt_building(&TS, 0, trts_player_faction(&TS, 0)->buildings[TRTS_ROLE_DEPOT].id, TT_A, true);
    tt_building(&TS, 1, trts_player_faction(&TS, 1)->buildings[TRTS_ROLE_DEPOT].id, TT_E, true);
    tt_marker(&TS, 0, TT_A);
    tt_marker(&TS, 1, TT_E);
    tt_marker(&TS, 0, TT_B);
    tt_marker(&TS, 1, TT_C);
    int t1 = tt_unit(&TS, 0, "trooper", TT_B);
    trts_action acts[] = { tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &t1), tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0) };
    for (int k = 0; k < 2; k++) {
        TB = TS;
        tt_do(&TS, acts[k], TRTS_OK);
        trts_events_note(&log, &TB, &TS);
    }
    assert_false(TS.markers[TT_C] & 2u);
    int idx[32], removed = 0;
    for (int i = 0; i < log.n; i++)
        if (log.items[i].kind == EVLOG_LOSS)
            removed++;
    assert_true(removed > 0);
    int n0 = evlog_unseen(&log, 0, idx, 32);
    for (int k = 0; k < n0 && k < 32; k++)
        assert_int_not_equal(log.items[idx[k]].kind, EVLOG_LOSS);
    int n1 = evlog_unseen(&log, 1, idx, 32), told = 0;
    for (int k = 0; k < n1 && k < 32; k++)
        told += log.items[idx[k]].kind == EVLOG_LOSS;
    assert_int_equal(told, removed);
    evlog_free(&log);
}

/* TRTS: seat 0 engages with news unread; its engagement is not news to it. */
static void test_trts_own_engagement_seen(void **state)
{
    (void)state;
    static const int dm[] = { TRTS_DIRECTORATE, TRTS_MYRIAD };
    evlog log;
    evlog_init(&log);
    tt_game(&TS, TRTS_DUEL, 2, dm, TRTS_PHASE_MICRO);
    tt_building(&TS, 0, trts_player_faction(&TS, 0)->buildings[TRTS_ROLE_DEPOT].id, TT_A, true);
    tt_building(&TS, 1, trts_player_faction(&TS, 1)->buildings[TRTS_ROLE_DEPOT].id, TT_E, true);
    tt_marker(&TS, 0, TT_A);
    tt_marker(&TS, 1, TT_E);
    tt_marker(&TS, 0, TT_B);
    tt_marker(&TS, 1, TT_C);
    int t1 = tt_unit(&TS, 0, "trooper", TT_A);
    tt_unit(&TS, 1, "skitter", TT_C);
    evlog_add(&log, 1, EVLOG_INFO, EVLOG_ALL, "news seat 0 has not read");
    trts_action acts[] = { tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &t1), tt_act(TRTS_ACT_MOVE, 0, TT_B, 0, 0),
                           tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0) };
    for (int k = 0; k < 3; k++) {
        assert_int_equal(TS.current, 0);
        TB = TS;
        tt_do(&TS, acts[k], TRTS_OK);
        trts_events_note(&log, &TB, &TS);
    }
    int engaged = -1;
    for (int i = 0; i < log.n; i++)
        if (log.items[i].kind == EVLOG_ENGAGEMENT)
            engaged = i;
    assert_true(engaged > 0);
    int idx[32], n0 = evlog_unseen(&log, 0, idx, 32);
    for (int k = 0; k < n0 && k < 32; k++)
        assert_int_not_equal(idx[k], engaged);
    assert_true(n0 >= 1 && idx[0] == 0); /* the older news stays unread */
    int n1 = evlog_unseen(&log, 1, idx, 32);
    bool told = false;
    for (int k = 0; k < n1 && k < 32; k++)
        told |= idx[k] == engaged;
    assert_true(told); /* the other seat is told */
    evlog_free(&log);
}

/* What the current language makes of a message and its arguments. */
static void expect_words(const evlog_entry *e, const char *id, const char *unit, int army)
{
    char want[EVLOG_TEXT_MAX], got[EVLOG_TEXT_MAX];
    snprintf(want, sizeof want, _(id), i18n_content(unit), army);
    i18n_elide(want);
    evlog_words(e, got, sizeof got);
    assert_string_equal(got, want);
}

/* A log written in one language reads in the language of the moment: only the
 * language changes between writing and reading (English to French, French to
 * English, the pseudo-locale), names translated too, positional conversions of
 * a translation ("%2$s : l'armée %1$d ...") in their place. */
static void test_language_follows(void **state)
{
    (void)state;
    i18n_init(NULL);
    i18n_set_language("en");
    evlog log;
    evlog_init(&log);
    evlog_entry *e = evlog_worded(evlog_say(&log, 1, EVLOG_PRODUCTION, EVLOG_ALL, NULL, N_("Recruited %s into army %d"),
                                            NULL, 0, evlog_name(NULL, "Crossbowman"), 2));
    assert_non_null(e);
    assert_string_equal(e->text, "Recruited Crossbowman into army 2");
    evlog_entry *march =
        evlog_worded(evlog_say(&log, 1, EVLOG_INFO, EVLOG_ALL, NULL, N_("Army %d of %s marched from %s to %s"), NULL,
                               0, 3, "Ann", evlog_name(NULL, "Swordsman"), evlog_name(NULL, "Crossbowman")));
    assert_non_null(march);
    char got[EVLOG_TEXT_MAX];
    i18n_set_language("fr");
    expect_words(e, "Recruited %s into army %d", "Crossbowman", 2);
    evlog_words(e, got, sizeof got);
    assert_non_null(strstr(got, "Arbalétrier"));
    evlog_words(march, got, sizeof got);
    assert_non_null(strstr(got, "Ann"));
    assert_non_null(strstr(got, "3"));
    assert_non_null(strstr(got, "Épéiste"));
    assert_true(strstr(got, "Épéiste") < strstr(got, "Arbalétrier")); /* from, then to */
    /* written in French, read in English */
    evlog_entry *fr = evlog_worded(evlog_say(&log, 2, EVLOG_PRODUCTION, EVLOG_ALL, NULL,
                                             N_("Recruited %s into army %d"), NULL, 0, evlog_name(NULL, "Swordsman"),
                                             1));
    assert_non_null(strstr(fr->text, "Épéiste"));
    i18n_set_language("en");
    evlog_words(fr, got, sizeof got);
    assert_string_equal(got, "Recruited Swordsman into army 1");
    evlog_words(e, got, sizeof got);
    assert_string_equal(got, "Recruited Crossbowman into army 2");
    /* the pseudo-locale: every message reads through its catalogue */
    i18n_set_language("xx");
    expect_words(e, "Recruited %s into army %d", "Crossbowman", 2);
    evlog_words(e, got, sizeof got);
    assert_string_not_equal(got, "Recruited Crossbowman into army 2");
    /* an entry written the old way reads as written */
    evlog_entry *old = evlog_add(&log, 2, EVLOG_INFO, EVLOG_ALL, "as written %d", 7);
    evlog_words(old, got, sizeof got);
    assert_string_equal(got, "as written 7");
    /* plurals follow n */
    i18n_set_language("en");
    evlog_entry *pl = evlog_worded(evlog_say(&log, 2, EVLOG_INFO, EVLOG_ALL, NULL, "%lld unit", "%lld units", 3, 3LL));
    assert_string_equal(pl->text, "3 units");
    i18n_set_language("");
    evlog_free(&log);
}

/* Conquest: a turn's report written in English reads in French once only the
 * language changes (the story for everyone and a seat's own entries). */
static void test_conquest_language_follows(void **state)
{
    (void)state;
    i18n_init(NULL);
    i18n_set_language("en");
    conquest_match m;
    small_match(&m, 9, 1);
    assert_int_equal(conquest_match_set_order(&m, 0, 0, 1, 8), CQ_ORDER_OK);
    conquest_match_set_ready(&m, 0, true);
    conquest_match_set_ready(&m, 1, true);
    assert_true(conquest_match_resolve(&m));
    assert_int_equal(conquest_match_set_order(&m, 0, 1, 2, m.state.units[1]), CQ_ORDER_OK);
    conquest_match_set_ready(&m, 0, true);
    conquest_match_set_ready(&m, 1, true);
    assert_true(conquest_match_resolve(&m));
    evlog log;
    evlog_init(&log);
    conquest_report_log(&log, &m);
    int out = -1, took = -1;
    for (int i = 0; i < log.n; i++) {
        if (strcmp(log.items[i].text, "Player 2 is out of the game") == 0)
            out = i;
        if (strstr(log.items[i].text, "You took Coldgate from Player 2"))
            took = i;
    }
    assert_true(out >= 0 && took >= 0);
    i18n_set_language("fr");
    char got[EVLOG_TEXT_MAX], want[EVLOG_TEXT_MAX];
    evlog_words(&log.items[out], got, sizeof got);
    /* the player's default name follows the language too (play-test 3: a
     * log line half in the old language) */
    char name[64];
    snprintf(name, sizeof name, _("Player %d"), 2);
    snprintf(want, sizeof want, _("%s is out of the game"), name);
    assert_string_equal(got, want);
    assert_string_not_equal(got, "Player 2 is out of the game");
    evlog_words(&log.items[took], got, sizeof got);
    assert_null(strstr(got, "You took"));
    assert_non_null(strstr(got, "Coldgate"));
    i18n_set_language("");
    evlog_free(&log);
    conquest_match_free(&m);
}

/* A seat's report (its unread entries and their words) does not change when
 * only another seat's hidden entries change. */
static void report_of(const evlog *log, int seat, char *out, size_t size)
{
    int idx[64], n = evlog_unseen(log, seat, idx, 64);
    snprintf(out, size, "%d/%d:", n, evlog_unseen_losses(log, seat));
    for (int k = 0; k < n && k < 64; k++) {
        char w[EVLOG_TEXT_MAX];
        evlog_words(&log->items[idx[k]], w, sizeof w);
        size_t len = strlen(out);
        snprintf(out + len, size - len, "|%s", w);
    }
}

static void test_report_per_seat(void **state)
{
    (void)state;
    evlog a, b;
    evlog_init(&a);
    evlog_init(&b);
    evlog_add(&a, 1, EVLOG_INFO, EVLOG_ALL, "public");
    evlog_add(&a, 1, EVLOG_INFO, evlog_seat_bit(0), "mine");
    evlog_copy(&b, &a);
    evlog_entry *h = evlog_say(&a, 1, EVLOG_LOSS, evlog_seat_bit(1), NULL, "secret %d", NULL, 0, 1);
    h->loss = evlog_seat_bit(1);
    evlog_say(&b, 1, EVLOG_PRODUCTION, evlog_seat_bit(1), NULL, "other secret %s", NULL, 0, "x");
    evlog_add(&b, 1, EVLOG_PRODUCTION, evlog_seat_bit(1) | evlog_seat_bit(2), "more");
    evlog_mark_seen(&b, 1);
    char ra[2048], rb[2048];
    report_of(&a, 0, ra, sizeof ra);
    report_of(&b, 0, rb, sizeof rb);
    assert_string_equal(ra, rb);
    assert_string_equal(ra, "2/0:|public|mine");
    evlog_free(&a);
    evlog_free(&b);
}

/* A save keeps each entry's read marks and its message; a save from before
 * (read counts only, finished text) loads with the entries before a seat's
 * count read by it, and shows its text as written. */
static void save_load(const char *path, const evlog *log, evlog *back, bool old)
{
    conquest_match m;
    small_match(&m, 5, 3);
    data_seat seats[2];
    data_seat_set(&seats[0], false, NULL);
    data_seat_set(&seats[1], false, NULL);
    data_error err;
    assert_true(data_cq_save_save_seats(path, "test", seats, &m.state, log, &err));
    if (old) { /* the counts of a save from before: seat 0 had read 2 */
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        static char text[1 << 16];
        size_t n = fread(text, 1, sizeof text - 1, f);
        fclose(f);
        text[n] = '\0';
        char *seen = strstr(text, "\"seen\"");
        assert_non_null(seen);
        char *digit = strpbrk(seen, "0123456789");
        assert_non_null(digit);
        *digit = '2';
        f = fopen(path, "wb");
        fwrite(text, 1, n, f);
        fclose(f);
    }
    data_seat back_seats[CQ_MAX_PLAYERS];
    char map_name[64];
    cq_graph g;
    cq_graph_init(&g);
    cq_state st;
    if (!data_cq_save_load_seats(path, map_name, sizeof map_name, back_seats, &g, &st, back, &err))
        fail_msg("%s: %s (%s)", err.message, err.key, err.file);
    cq_graph_free(&g);
    conquest_match_free(&m);
}

static void test_save_keeps_marks_and_messages(void **state)
{
    (void)state;
    char path[] = "/tmp/skirmish-evmsg-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    evlog log, back;
    evlog_init(&log);
    evlog_init(&back);
    evlog_add(&log, 1, EVLOG_INFO, EVLOG_ALL, "read by both");
    evlog_mark_seen(&log, 0);
    evlog_mark_seen(&log, 1);
    evlog_entry *e = evlog_say(&log, 2, EVLOG_PRODUCTION, EVLOG_ALL, NULL, N_("Recruited %s into army %d"), NULL, 0,
                               evlog_name(NULL, "Crossbowman"), 2);
    evlog_entry_seen_by(e, evlog_seat_bit(1));
    evlog_entry *p = evlog_say(&log, 2, EVLOG_INFO, EVLOG_ALL, "a context", "%lld unit %s %.1f", "%lld units %s %.1f",
                               4, 4LL, "text", 1.5);
    p->loss = evlog_seat_bit(0);
    save_load(path, &log, &back, false);
    assert_int_equal(back.n, 3);
    for (int i = 0; i < 3; i++) {
        assert_int_equal(back.items[i].seen & 3, log.items[i].seen & 3); /* the game's two seats */
        assert_string_equal(back.items[i].text, log.items[i].text);
        assert_string_equal(back.items[i].msg.id, log.items[i].msg.id);
        assert_string_equal(back.items[i].msg.ctx, log.items[i].msg.ctx);
        assert_string_equal(back.items[i].msg.plural, log.items[i].msg.plural);
        assert_int_equal(back.items[i].msg.n, log.items[i].msg.n);
        assert_int_equal(back.items[i].msg.n_args, log.items[i].msg.n_args);
        char x[EVLOG_TEXT_MAX], y[EVLOG_TEXT_MAX];
        evlog_entry_format(&back.items[i], NULL, x, sizeof x);
        evlog_entry_format(&log.items[i], NULL, y, sizeof y);
        assert_string_equal(x, y);
    }
    assert_int_equal(back.items[1].msg.args[0].type, EVLOG_ARG_NAME);
    assert_string_equal(back.items[2].text, "4 units text 1.5");
    int idx[8];
    assert_int_equal(evlog_unseen(&back, 0, idx, 8), 2);
    assert_int_equal(evlog_unseen(&back, 1, idx, 8), 1);
    assert_int_equal(evlog_unseen_losses(&back, 0), 1);
    /* a save from before: no marks, counts only, text as written */
    evlog_free(&log);
    evlog_init(&log);
    evlog_add(&log, 1, EVLOG_INFO, EVLOG_ALL, "one");
    evlog_add(&log, 1, EVLOG_INFO, EVLOG_ALL, "two");
    evlog_add(&log, 2, EVLOG_INFO, EVLOG_ALL, "three");
    save_load(path, &log, &back, true);
    assert_int_equal(back.n, 3);
    assert_int_equal(evlog_unseen(&back, 0, idx, 8), 1);
    assert_int_equal(idx[0], 2);
    assert_int_equal(evlog_unseen(&back, 1, idx, 8), 3);
    char w[EVLOG_TEXT_MAX];
    evlog_words(&back.items[1], w, sizeof w);
    assert_string_equal(w, "two");
    evlog_free(&back);
    evlog_free(&log);
    unlink(path);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_visibility),
        cmocka_unit_test(test_neutral_draw_words),
        cmocka_unit_test(test_reinforcement_before_fight),
        cmocka_unit_test(test_capture_notice),
        cmocka_unit_test(test_refusal_words),
        cmocka_unit_test(test_defence_is_a_success),
        cmocka_unit_test(test_save_masks_load),
        cmocka_unit_test(test_own_action_seen),
        cmocka_unit_test(test_trts_own_engagement_seen),
        cmocka_unit_test(test_trts_own_removal_seen),
        cmocka_unit_test(test_language_follows),
        cmocka_unit_test(test_conquest_language_follows),
        cmocka_unit_test(test_report_per_seat),
        cmocka_unit_test(test_save_keeps_marks_and_messages),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
