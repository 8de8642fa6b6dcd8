/*
 * TRTS's public events in the shared event log (src/client/trts/events.c,
 * docs/trts.md "Event log"): an engagement is written with the areas the units
 * stepped from and is seen by the other seat; a combat's outcome follows; a
 * quiet move in one's own areas and a secret Macro order write nothing; a loaded
 * record gives the same log. The free-slot count the map shows (report.c's
 * neighbour, play.c) leaves out buildings the seat may not see.
 */
#define _POSIX_C_SOURCE 200809L
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "skirmish/data/trts_files.h"
#include "trts/board.h"
#include "trts/panel_kit.h"
#include "trts/play_internal.h"
#include "trts_test_util.h"

static trts_state S, B;
static evlog LOG;

/* Applies an action and notes its events, as the game screen does. */
static void act(trts_action a)
{
    B = S;
    tt_do(&S, a, TRTS_OK);
    trts_events_note(&LOG, &B, &S);
}

/* Both depots placed (a player with none is out), markers on their areas. */
static void base_two(const int *factions, trts_phase phase)
{
    tt_game(&S, TRTS_DUEL, 2, factions, phase);
    tt_building(&S, 0, trts_player_faction(&S, 0)->buildings[TRTS_ROLE_DEPOT].id, TT_A, true);
    tt_building(&S, 1, trts_player_faction(&S, 1)->buildings[TRTS_ROLE_DEPOT].id, TT_E, true);
    tt_marker(&S, 0, TT_A);
    tt_marker(&S, 1, TT_E);
}

static bool has_text(int seat, const char *part)
{
    for (int i = 0; i < LOG.n; i++)
        if (evlog_visible(&LOG, i, seat) && strstr(LOG.items[i].text, part))
            return true;
    return false;
}

/* Entering a neutral area is said as such, not "engaged" (play-test 10: it read
 * as a fight). */
static void test_neutral_entry_words(void **st)
{
    (void)st;
    static const int dm[] = { TRTS_DIRECTORATE, TRTS_MYRIAD };
    evlog_init(&LOG);
    base_two(dm, TRTS_PHASE_MICRO);
    int t1 = tt_unit(&S, 0, "trooper", TT_A);
    act(tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &t1));
    act(tt_act(TRTS_ACT_MOVE, 0, TT_B, 0, 0));
    char want[160];
    snprintf(want, sizeof want, "entered %s, a neutral area, from %s", S.map->areas[TT_B].id, S.map->areas[TT_A].id);
    assert_true(has_text(1, want));
    assert_false(has_text(1, "engaged"));
    evlog_free(&LOG);
}

static void test_engagement_seen_secrets_not(void **st)
{
    (void)st;
    static const int dm[] = {TRTS_DIRECTORATE, TRTS_MYRIAD};
    evlog_init(&LOG);
    base_two(dm, TRTS_PHASE_MICRO);
    tt_marker(&S, 0, TT_B);
    tt_marker(&S, 1, TT_C);
    int t1 = tt_unit(&S, 0, "trooper", TT_A);
    tt_unit(&S, 0, "trooper", TT_B);
    tt_unit(&S, 1, "skitter", TT_C);
    /* a move within one's own areas is private: nothing written */
    act(tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &t1));
    act(tt_act(TRTS_ACT_MOVE, 0, TT_B, 0, 0));
    assert_int_equal(LOG.n, 0);
    /* the engagement: written for everyone with the area stepped from */
    act(tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0));
    char want[160];
    snprintf(want, sizeof want, "engaged %s from %s", S.map->areas[TT_C].id, S.map->areas[TT_B].id);
    assert_true(has_text(1, want));
    assert_true(has_text(0, want));
    int engaged = -1;
    for (int i = 0; i < LOG.n; i++)
        if (LOG.items[i].kind == EVLOG_ENGAGEMENT)
            engaged = i;
    assert_true(engaged >= 0);
    assert_true(LOG.items[engaged].has_pos);
    assert_true(evlog_unseen(&LOG, 1, NULL, 0) > 0); /* announced to the other seat */
    /* the defender (a computer seat here) stays; the combat is fought and its outcome written */
    for (int guard = 0; guard < 20 && S.combat_area >= 0; guard++)
        act(tt_act(S.phase == TRTS_PHASE_DEFEND || S.phase == TRTS_PHASE_COMBAT_RETREAT ? TRTS_ACT_STAY : TRTS_ACT_DONE,
                   S.current, 0, 0, 0));
    if (S.phase == TRTS_PHASE_DEFEND)
        act(tt_act(TRTS_ACT_STAY, S.current, 0, 0, 0));
    for (int guard = 0; guard < 20 && (S.phase == TRTS_PHASE_COMBAT_RETREAT || S.phase == TRTS_PHASE_COMBAT_TARGETS);
         guard++)
        act(tt_act(S.phase == TRTS_PHASE_COMBAT_RETREAT ? TRTS_ACT_STAY : TRTS_ACT_DONE, S.current, 0, 0, 0));
    if (S.phase == TRTS_PHASE_GROUP && S.current == 0 && trts_test_attack(&S, 0) == TRTS_OK) {
        act(tt_act(TRTS_ACT_ATTACK, 0, 0, 0, 0));
        for (int guard = 0; guard < 20 && S.combat_area >= 0; guard++)
            act(tt_act(S.phase == TRTS_PHASE_COMBAT_RETREAT ? TRTS_ACT_STAY : TRTS_ACT_DONE, S.current, 0, 0, 0));
    }
    snprintf(want, sizeof want, "Combat in %s", S.map->areas[TT_C].id);
    assert_true(has_text(1, want));
    /* the attacker's own attack is no news to it, though the defender's Stay
     * began the round (play-test 3: "Player 1 attacks in ..." in Player 1's
     * "what you have not seen") */
    assert_true(has_text(0, "attacks in"));
    int unseen[64], n_unseen = evlog_unseen(&LOG, 0, unseen, 64);
    for (int k = 0; k < n_unseen && k < 64; k++)
        assert_null(strstr(LOG.items[unseen[k]].text, "attacks in"));
    /* every entry is public: the two seats read the same log */
    for (int i = 0; i < LOG.n; i++)
        assert_true(evlog_visible(&LOG, i, 0) && evlog_visible(&LOG, i, 1));
    evlog_free(&LOG);
}

/* Issue 33: "engaged ... from" names the last area of the path (A to C goes
 * up the ramp through B, the A-C cliff is air only), never where the units
 * stood; a combat where nobody can fire says so. */
static void test_engaged_from_path(void **st)
{
    (void)st;
    static const int dm[] = {TRTS_DIRECTORATE, TRTS_MYRIAD};
    evlog_init(&LOG);
    base_two(dm, TRTS_PHASE_MICRO);
    tt_marker(&S, 0, TT_B);
    tt_marker(&S, 1, TT_C);
    int t1 = tt_unit(&S, 0, "trooper", TT_A);
    tt_building(&S, 1, "cyst", TT_C, true);
    S.pieces[t1].attacked = true; /* it has fired this round: nobody can */
    act(tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &t1));
    act(tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0));
    char want[160];
    snprintf(want, sizeof want, "engaged %s from %s", S.map->areas[TT_C].id, S.map->areas[TT_B].id);
    assert_true(has_text(1, want));
    snprintf(want, sizeof want, "engaged %s from %s", S.map->areas[TT_C].id, S.map->areas[TT_A].id);
    assert_false(has_text(1, want));
    snprintf(want, sizeof want, "Combat in %s: nobody could fire", S.map->areas[TT_C].id);
    assert_true(has_text(1, want));
    evlog_free(&LOG);
}

/* A Macro order (production, construction) is secret: nothing is written. */
static void test_macro_is_silent(void **st)
{
    (void)st;
    static const int dd[] = {TRTS_DIRECTORATE, TRTS_DIRECTORATE};
    evlog_init(&LOG);
    base_two(dd, TRTS_PHASE_MACRO);
    int w = tt_unit(&S, 0, "technician", TT_A);
    S.players[0].minerals = 20;
    act(tt_act(TRTS_ACT_BUILD, 0, w, TRTS_ROLE_SUPPLY, TT_A));
    act(tt_act(TRTS_ACT_DONE, 0, 0, 0, 0));
    assert_int_equal(LOG.n, 0);
    evlog_free(&LOG);
}

/* The map's free-slot count of an area counts only the buildings the viewer
 * may see: an enemy's hidden building leaves it unchanged (docs/trts.md
 * "Hidden information", ruling on slot counts). */
static void test_hidden_slot_count(void **st)
{
    (void)st;
    static trts_screen C;
    static const int dd[] = {TRTS_DIRECTORATE, TRTS_DIRECTORATE};
    base_two(dd, TRTS_PHASE_MACRO);
    int hab = tt_building(&S, 1, "habitat", TT_E, true);
    S.pieces[hab].public_ = false;
    int depot = -1;
    for (int i = 0; i < S.n_pieces; i++)
        if (S.pieces[i].building && S.pieces[i].owner == 1 && S.pieces[i].type == TRTS_ROLE_DEPOT)
            depot = i;
    assert_true(depot >= 0);
    S.pieces[depot].public_ = true; /* a revealed depot counts for everyone */
    C.st = S;
    int slots = S.map->areas[TT_E].slots;
    C.viewer = 1;
    assert_int_equal(trts_play_free_slots(&C, TT_E), slots - 2);
    C.viewer = 0;
    assert_int_equal(trts_play_free_slots(&C, TT_E), slots - 1);
    C.viewer = -1; /* the public view of a hot-seat game */
    assert_int_equal(trts_play_free_slots(&C, TT_E), slots - 1);
    /* revealed: everyone counts it */
    C.st.pieces[hab].public_ = true;
    C.viewer = 0;
    assert_int_equal(trts_play_free_slots(&C, TT_E), slots - 2);
}

/* Item MAJOR of the play-test: the area hover card is counted on the seat's
 * view. Only hidden things change between the two states (the other seat's
 * secretly queued Condenser, Obelisk and Attendants in its start area, its
 * bank and gas split); the card of that area, and of the seat's own area, read
 * the same, row by row, for player 0 and for the public screen. */
static void card_text(const trts_screen *c, int area, char *out, size_t size)
{
    areamap_card k;
    trts_board_card(c, area, &k);
    size_t n = (size_t)snprintf(out, size, "%s|%s", k.title, k.subtitle);
    for (int r = 0; r < k.n_rows && n < size; r++)
        n += (size_t)snprintf(out + n, size - n, "|%s", k.rows[r].text);
}

static void test_card_ignores_hidden(void **st)
{
    (void)st;
    static trts_screen C, D;
    static trts_game_record names;
    names.setup.n_players = 2;
    C.rec = D.rec = &names; /* the seats' names: "Player 1", "Player 2" */
    static const int dl[] = {TRTS_DIRECTORATE, TRTS_LUMINAR};
    base_two(dl, TRTS_PHASE_MACRO);
    for (int i = 0; i < S.n_pieces; i++)
        if (S.pieces[i].alive && S.pieces[i].building)
            S.pieces[i].public_ = true; /* the starting depots are public */
    C.st = S;
    int cond = tt_building(&S, 1, "condenser", TT_E, false);
    S.pieces[cond].public_ = false;
    int obe = tt_building(&S, 1, "obelisk", TT_E, true);
    S.pieces[obe].public_ = false;
    tt_workers(&S, 1, TT_E, 3);
    for (int i = 0; i < S.n_pieces; i++)
        if (S.pieces[i].alive && S.pieces[i].owner == 1 && !S.pieces[i].building)
            S.pieces[i].public_ = false;
    S.players[1].minerals = 9;
    S.players[1].gas_workers[TT_E] = 3;
    D.st = S;
    static const int seats[] = {0, -1};
    for (int v = 0; v < 2; v++) {
        C.viewer = D.viewer = seats[v];
        for (int area = 0; area < S.map->n_areas; area++) {
            char a[2048], b[2048];
            card_text(&C, area, a, sizeof a);
            card_text(&D, area, b, sizeof b);
            assert_string_equal(a, b);
        }
    }
    /* and the owner sees its own Condenser take the vent */
    char mine[2048];
    D.viewer = 1;
    card_text(&D, TT_E, mine, sizeof mine);
    assert_non_null(strstr(mine, "Gas vents: 1 (0 free)"));
}

/* An unfinished building that goes with its killed Technician is told to all
 * (it stood public in the contested area); a hidden one is not. */
static void test_unfinished_building_told(void **st)
{
    (void)st;
    static trts_state before, after;
    evlog_init(&LOG);
    base_two(tt_dir2, TRTS_PHASE_MICRO);
    int tech = tt_unit(&S, 0, "technician", TT_B);
    int hq = tt_building(&S, 0, "hq", TT_B, false);
    S.pieces[tech].busy = true;
    S.pieces[hq].builder = (int16_t)tech;
    S.pieces[tech].public_ = S.pieces[hq].public_ = true;
    before = S;
    after = S;
    after.pieces[tech].alive = after.pieces[hq].alive = false;
    after.pieces[hq].builder = TRTS_NO_PIECE;
    trts_events_note(&LOG, &before, &after);
    char want[160];
    snprintf(want, sizeof want, "HQ in %s (unfinished) lost with its Technician", S.map->areas[TT_B].id);
    assert_true(has_text(1, want));
    assert_true(has_text(0, want));
    assert_true(LOG.n > 0 && (LOG.items[LOG.n - 1].loss & evlog_seat_bit(0)));
    /* hidden: nothing said */
    evlog_free(&LOG);
    evlog_init(&LOG);
    before.pieces[hq].public_ = false;
    trts_events_note(&LOG, &before, &after);
    assert_false(has_text(1, "unfinished"));
    evlog_free(&LOG);
    /* the start areas running dry: told the round before and the round it happens */
    evlog_init(&LOG);
    int dry = S.map->deplete_round;
    assert_true(dry > 2 && dry <= S.map->rounds);
    before = after = S;
    before.round = dry - 2;
    after.round = dry - 1;
    trts_events_note(&LOG, &before, &after);
    assert_true(has_text(0, "run dry next round"));
    before.round = dry - 1;
    after.round = dry;
    trts_events_note(&LOG, &before, &after);
    assert_true(has_text(1, "are dry from this round"));
    evlog_free(&LOG);
}

/* A reposition out of a contested area is refused naming that area, not the
 * one dropped on (play-test: "the area is not your team's alone" read as the target). */
static void test_reposition_refusal_names_source(void **st)
{
    (void)st;
    static trts_screen C;
    static trts_game_record names;
    names.setup.n_players = 2;
    C.rec = &names;
    base_two(tt_dir2, TRTS_PHASE_REPOSITION);
    S.current = 0;
    tt_marker(&S, 0, TT_B);
    tt_marker(&S, 1, TT_B);
    int t = tt_unit(&S, 0, "trooper", TT_B);
    tt_unit(&S, 1, "trooper", TT_B);
    C.st = S;
    C.viewer = 0;
    trts_set_clear(&C.sel);
    trts_set_add(&C.sel, t);
    trts_play_drop(NULL, &C, TT_B, TT_A);
    char want[200];
    snprintf(want, sizeof want, "stands in %s, which is not your team's alone", S.map->areas[TT_B].id);
    assert_non_null(strstr(C.message, want));
}

/* A worker that fought this round mines nothing next round: the area's income
 * line says so (the one that fought last round mines again: play-test 6). */
static void test_income_says_fought(void **st)
{
    (void)st;
    base_two(tt_dir2, TRTS_PHASE_MACRO);
    S.round = 3;
    tt_workers(&S, 0, TT_A, 2);
    for (int i = 0; i < S.n_pieces; i++)
        if (S.pieces[i].alive && S.pieces[i].owner == 0 && !S.pieces[i].building) {
            S.pieces[i].attacked = true;
            break;
        }
    char line[300];
    trts_panel_income_line(&S, 0, TT_A, line, sizeof line);
    assert_non_null(strstr(line, "1 fought: mines nothing"));
    for (int i = 0; i < S.n_pieces; i++)
        if (S.pieces[i].attacked) {
            S.pieces[i].attacked = false;
            S.pieces[i].attacked_last = true;
        }
    trts_panel_income_line(&S, 0, TT_A, line, sizeof line);
    assert_null(strstr(line, "fought"));
}

/* The game length (16, 24 or 32 rounds) scales the depletion round and is
 * saved with the game: the embedded map carries both. */
static void test_length_in_save(void **st)
{
    (void)st;
    static trts_game_record rec, back;
    memset(&rec, 0, sizeof rec);
    rec.map = *tt_map();
    rec.map.rounds = 32;
    rec.map.deplete_round = 20;
    static const int want_deplete[TRTS_LENGTHS] = {8, 10, 15, 20};
    for (int i = 0; i < TRTS_LENGTHS; i++) {
        trts_map m = rec.map;
        assert_true(trts_map_set_length(&m, trts_lengths[i]));
        assert_int_equal(m.rounds, trts_lengths[i]);
        assert_int_equal(m.deplete_round, want_deplete[i]);
    }
    trts_map m = rec.map;
    assert_false(trts_map_set_length(&m, 0));
    assert_int_equal(m.rounds, 32);
    assert_true(trts_map_set_length(&rec.map, 16));
    rec.setup.type = TRTS_DUEL;
    rec.setup.n_players = 2;
    rec.setup.factions[1] = TRTS_MYRIAD;
    rec.setup.computer[1] = true;
    rec.setup.seed = 3;
    char path[] = "/tmp/skirmish-trts-length-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    close(fd);
    data_error err;
    assert_true(data_trts_save_write(path, &rec, &err));
    assert_true(data_trts_save_load(path, tt_rules(), &back, &err));
    remove(path);
    assert_int_equal(back.map.rounds, 16);
    assert_int_equal(back.map.deplete_round, 10);
    trts_state *g = &S;
    assert_true(trts_state_init(g, &back.map, tt_rules(), &back.setup));
    assert_int_equal(g->map->rounds, 16);
}

/* "Retreat?" is asked only when a unit can retreat: a defender whose only
 * neighbours are neutral, the engagers' or across a cliff has nowhere to go. */
static void test_retreat_prompt(void **st)
{
    (void)st;
    static const int dm[] = {TRTS_DIRECTORATE, TRTS_MYRIAD};
    for (int with_d = 0; with_d < 2; with_d++) {
        base_two(dm, TRTS_PHASE_MICRO);
        S.setup.computer[0] = S.setup.computer[1] = false;
        tt_marker(&S, 0, TT_B);
        tt_marker(&S, 1, TT_C);
        if (with_d)
            tt_marker(&S, 1, TT_D);
        int t = tt_unit(&S, 0, "trooper", TT_B);
        tt_unit(&S, 1, "skitter", TT_C);
        tt_do(&S, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &t), TRTS_OK);
        assert_false(trts_play_retreat_possible(&S)); /* not a defence */
        tt_do(&S, tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0), TRTS_OK);
        assert_int_equal(S.phase, TRTS_PHASE_DEFEND);
        assert_int_equal(trts_play_retreat_possible(&S), with_d == 1);
    }
}

/* Macro's "Same as last round": the seat's orders of the previous Macro, from
 * the record, and nothing of the other seat's. */
static void test_repeat_last_round(void **st)
{
    (void)st;
    static trts_screen C;
    static trts_game_record rec;
    memset(&rec, 0, sizeof rec);
    rec.map = *tt_map();
    rec.setup.type = TRTS_DUEL;
    rec.setup.n_players = 2;
    rec.setup.factions[1] = TRTS_MYRIAD;
    rec.setup.seed = 5;
    trts_state *s = &C.st;
    assert_true(trts_state_init(s, &rec.map, tt_rules(), &rec.setup));
    C.rec = &rec;
    static trts_action legal[2048];
    bool made = false;
    int me = s->current;
    for (int guard = 0; guard < 200 && s->round == 1; guard++) {
        trts_action a = tt_act(TRTS_ACT_DONE, s->current, 0, 0, 0);
        if (s->phase == TRTS_PHASE_MACRO && s->current == me && !made) {
            int n = trts_legal_actions(s, legal, 2048);
            for (int i = 0; i < n && !made; i++)
                if (legal[i].kind == TRTS_ACT_MAKE) {
                    a = legal[i];
                    made = true;
                }
            assert_true(made);
        } else if (s->phase == TRTS_PHASE_MICRO) {
            a = tt_act(TRTS_ACT_PASS, s->current, 0, 0, 0);
        }
        a.player = (int8_t)s->current;
        tt_do(s, a, TRTS_OK);
        rec.actions[rec.n_actions++] = a;
    }
    assert_int_equal(s->round, 2);
    assert_int_equal(s->phase, TRTS_PHASE_MACRO);
    trts_action out[8];
    assert_int_equal(trts_repeat_orders(&C, me, out, 8), 1);
    assert_int_equal(out[0].kind, TRTS_ACT_MAKE);
    assert_int_equal(out[0].player, me);
    assert_int_equal(trts_repeat_orders(&C, 1 - me, out, 8), 0);
}

/* "Same as last round" skips a building order whose building already stands
 * (or is being built) in that area, and its preview says so. */
static void test_repeat_skips_built(void **st)
{
    (void)st;
    static trts_screen C;
    base_two(tt_dir2, TRTS_PHASE_MACRO);
    S.current = 0;
    S.players[0].minerals = 20;
    int tech = tt_unit(&S, 0, "technician", TT_A);
    int hall = tt_building(&S, 0, "drill-hall", TT_A, false);
    C.st = S;
    C.repeat_n = 1;
    C.repeat[0] = tt_act(TRTS_ACT_BUILD, 0, tech, TRTS_ROLE_TIER1, TT_A);
    assert_int_equal(trts_repeat_available(&C), 0);
    char preview[900];
    trts_repeat_preview(&C, preview, sizeof preview);
    assert_non_null(strstr(preview, "Skips"));
    assert_non_null(strstr(preview, "Drill Hall"));
    /* without it there, the order is given again */
    C.st.pieces[hall].alive = false;
    trts_repeat_preview(&C, preview, sizeof preview);
    assert_null(strstr(preview, "Skips"));
}

/* A concession is logged as one ("Ann concedes"), not as "is eliminated", and not
 * followed by a line for every marker it takes off the map. */
static void test_concession_logged(void **st)
{
    (void)st;
    static const int dm[] = {TRTS_DIRECTORATE, TRTS_MYRIAD};
    evlog_init(&LOG);
    base_two(dm, TRTS_PHASE_MICRO);
    act(tt_act(TRTS_ACT_CONCEDE, 1, 0, 0, 0));
    bool conceded = false, eliminated = false, marker = false;
    for (int i = 0; i < LOG.n; i++) {
        conceded |= evlog_visible(&LOG, i, 0) && strstr(LOG.items[i].text, " concedes");
        eliminated |= strstr(LOG.items[i].text, " is eliminated") != NULL;
        marker |= strstr(LOG.items[i].text, "marker was removed") != NULL;
    }
    assert_true(conceded);
    assert_false(eliminated);
    assert_false(marker); /* the markers it loses go without a line each */
    evlog_free(&LOG);
}

/* Play-test (hTr3 item 4): "You lost something: 4 losses" counted two notices
 * for each area lost (its marker removed, and the area changed hands): an area
 * taken is one loss for its old holder, both lines still written. */
static void test_area_lost_counted_once(void **st)
{
    (void)st;
    static const int dm[] = {TRTS_DIRECTORATE, TRTS_MYRIAD};
    evlog_init(&LOG);
    base_two(dm, TRTS_PHASE_MICRO);
    tt_marker(&S, 0, TT_B);
    tt_marker(&S, 1, TT_C); /* the Myriad's marker, none of its pieces there */
    int t1 = tt_unit(&S, 0, "trooper", TT_B);
    act(tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &t1));
    act(tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0));
    assert_int_equal(S.markers[TT_C], 1u << 0);
    char removed[160], changed[160];
    snprintf(removed, sizeof removed, "marker was removed from %s", S.map->areas[TT_C].id);
    snprintf(changed, sizeof changed, "%s changed hands", S.map->areas[TT_C].id);
    assert_true(has_text(1, removed));
    assert_true(has_text(1, changed));
    assert_int_equal(evlog_unseen_losses(&LOG, 1), 1);
    assert_int_equal(evlog_unseen_losses(&LOG, 0), 0);
    evlog_free(&LOG);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_engagement_seen_secrets_not),
        cmocka_unit_test(test_neutral_entry_words),
        cmocka_unit_test(test_engaged_from_path),
        cmocka_unit_test(test_macro_is_silent),
        cmocka_unit_test(test_hidden_slot_count),
        cmocka_unit_test(test_card_ignores_hidden),
        cmocka_unit_test(test_unfinished_building_told),
        cmocka_unit_test(test_income_says_fought),
        cmocka_unit_test(test_reposition_refusal_names_source),
        cmocka_unit_test(test_length_in_save),
        cmocka_unit_test(test_retreat_prompt),
        cmocka_unit_test(test_repeat_last_round),
        cmocka_unit_test(test_repeat_skips_built),
        cmocka_unit_test(test_concession_logged),
        cmocka_unit_test(test_area_lost_counted_once),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
