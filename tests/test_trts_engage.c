/*
 * TRTS rules of the Micro phase and the end (docs/trts.md, each section names
 * its test here): the Attack condition; engagements of each kind; defenders'
 * retreats that may not go where the engagers came from; ramps and active
 * retreat; cliffs; paths through own areas; the marker rule; combat targeting
 * and its log; each match type's end; ranking ties; concession; the legal-action
 * generator. All on the test map of trts_test_util.h.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "trts_test_util.h"

static trts_state S;

/* ---- Micro ---- */

static void micro(trts_state *s, int player)
{
    s->phase = TRTS_PHASE_MICRO;
    s->current = player;
}

static void test_attack_condition(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir_myr);
    int tr = tt_unit(s, 0, "trooper", TT_C);
    tt_marker(s, 0, TT_C);
    micro(s, 0);
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &tr), TRTS_OK);
    assert_int_equal(trts_test_attack(s, 0), TRTS_WHY_NO_ENEMY);
    int jug = tt_unit(s, 1, "juggernaut", TT_C);
    tt_marker(s, 1, TT_C);
    s->pieces[jug].attacked = true;
    tt_do(s, tt_act(TRTS_ACT_ATTACK, 0, 0, 0, 0), TRTS_OK);
    assert_int_equal(s->pieces[jug].hp, 8);
    assert_true(s->pieces[tr].attacked);
    assert_int_equal(trts_test_attack(s, 0), TRTS_WHY_ATTACKED_HERE);
    tt_do(s, tt_act(TRTS_ACT_END, 0, 0, 0, 0), TRTS_OK);
    /* a breacher cannot hit a lone air unit: no legal target */
    tt_base_two(s, tt_dir2);
    int br = tt_unit(s, 0, "breacher", TT_C);
    tt_unit(s, 1, "hawk", TT_C);
    tt_marker(s, 0, TT_C);
    tt_marker(s, 1, TT_C);
    micro(s, 0);
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &br), TRTS_OK);
    assert_int_equal(trts_test_attack(s, 0), TRTS_WHY_NO_TARGET);
}

static void test_engage_neutral_and_empty(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    tt_marker(s, 0, TT_B);
    int tr = tt_unit(s, 0, "trooper", TT_B);
    micro(s, 0);
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &tr), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0), TRTS_OK);
    assert_int_equal(s->markers[TT_C], 1); /* neutral: now ours */
    assert_int_equal(s->engaged_by[TT_C], 1);
    /* enemy marker, no enemy piece: the marker goes */
    tt_marker(s, 1, TT_D);
    tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_D, 0, 0), TRTS_OK);
    assert_int_equal(s->markers[TT_D], 1);
    assert_int_equal(s->pieces[tr].mp, 0);
}

static void test_engage_reveal_retreat(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    s->players[1].upgrades[TRTS_UPGRADE_WEAPONS] = true;
    tt_marker(s, 0, TT_B);
    tt_marker(s, 1, TT_C);
    tt_marker(s, 1, TT_F);
    int tr = tt_unit(s, 0, "trooper", TT_B);
    int en = tt_unit(s, 1, "trooper", TT_C);
    micro(s, 0);
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &tr), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0), TRTS_OK);
    /* reveal: both public, the defender's upgrade declared, the defender asked */
    assert_int_equal(s->phase, TRTS_PHASE_DEFEND);
    assert_int_equal(s->current, 1);
    assert_true(trts_input_private(s)); /* the defender's choice is behind a cover */
    assert_true(s->pieces[tr].public_ && s->pieces[en].public_);
    assert_true(s->players[1].declared[TRTS_UPGRADE_WEAPONS]);
    /* never to where the engagers came from */
    tt_do(s, tt_act_units(TRTS_ACT_RETREAT, 1, TT_B, 1, &en), TRTS_WHY_ENGAGERS_CAME_FROM);
    tt_do(s, tt_act_units(TRTS_ACT_RETREAT, 1, TT_F, 1, &en), TRTS_OK);
    assert_int_equal(s->pieces[en].area, TT_F);
    assert_true(s->pieces[en].activated);
    /* nobody left: the area is ours, the retreater hides again */
    assert_int_equal(s->markers[TT_C], 1);
    assert_false(s->pieces[en].public_);
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
}

static void test_engage_combat_and_marker_rule(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    tt_marker(s, 0, TT_B);
    tt_marker(s, 1, TT_C);
    int tr = tt_unit(s, 0, "trooper", TT_B);
    int sk = tt_unit(s, 1, "technician", TT_C);
    micro(s, 0);
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &tr), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_STAY, 1, 0, 0, 0), TRTS_OK);
    /* the trooper (Range 4) kills the technician first; the defender's marker goes */
    assert_false(s->pieces[sk].alive);
    assert_int_equal(s->markers[TT_C], 1);
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
    assert_int_equal(trts_test_attack(s, 0), TRTS_WHY_ATTACKED_HERE);
}

/* Going up a ramp forbids active retreat; an open edge allows it (for 1 MP). */
static void test_ramp_and_active_retreat(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir_myr);
    tt_marker(s, 0, TT_B);
    tt_marker(s, 1, TT_C);
    int tr = tt_unit(s, 0, "trooper", TT_B);
    tt_unit(s, 1, "juggernaut", TT_C);
    micro(s, 0);
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &tr), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_STAY, 1, 0, 0, 0), TRTS_OK);
    /* after the Range 4 step: the trooper may retreat to B (ours, 1 MP) */
    assert_int_equal(s->phase, TRTS_PHASE_COMBAT_RETREAT);
    assert_int_equal(trts_test_retreat(s, 0, &(trts_set){{UINT64_C(1) << tr}}, TT_D), TRTS_WHY_UNREACHABLE);
    tt_do(s, tt_act_units(TRTS_ACT_RETREAT, 0, TT_B, 1, &tr), TRTS_OK);
    assert_int_equal(s->pieces[tr].area, TT_B);
    assert_int_equal(s->pieces[tr].mp, 0);
    /* up the ramp into A: no retreat, the juggernaut kills the trooper */
    tt_base_two(s, tt_dir_myr);
    tt_marker(s, 0, TT_B);
    s->markers[TT_A] = 2;
    s->pieces[0].owner = 1; /* the HQ in A is player 1's for this test, player 0's is in B */
    tt_building(s, 0, "hq", TT_B, true);
    int t2 = tt_unit(s, 0, "trooper", TT_B);
    tt_unit(s, 1, "juggernaut", TT_A);
    micro(s, 0);
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &t2), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_A, 0, 0), TRTS_OK);
    assert_true(s->pieces[t2].up_ramp);
    tt_do(s, tt_act(TRTS_ACT_STAY, 1, 0, 0, 0), TRTS_OK);
    assert_false(s->pieces[t2].alive);
    assert_int_equal(s->phase, TRTS_PHASE_MICRO);
    assert_int_equal(s->current, 1);
}

static void test_cliffs_and_paths(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    int tr = tt_unit(s, 0, "trooper", TT_A);
    int hk = tt_unit(s, 0, "hawk", TT_A);
    /* ground: A-C is a cliff, and B (neutral) cannot be passed through */
    assert_int_equal(trts_path_cost(s, tr, TT_C, false), -1);
    tt_marker(s, 0, TT_B);
    assert_int_equal(trts_path_cost(s, tr, TT_C, false), 2);
    /* air crosses the cliff */
    assert_int_equal(trts_path_cost(s, hk, TT_C, false), 1);
    /* an enemy area cannot be passed through */
    s->markers[TT_C] = 2;
    assert_int_equal(trts_path_cost(s, tr, TT_D, false), -1);
    /* the route the move takes, as the client draws it while dragging: the
     * fewest areas through the team's own, start and target included */
    s->markers[TT_C] = 0;
    int route[TRTS_MAX_AREAS];
    assert_int_equal(trts_move_route(s, tr, TT_C, TRTS_ACT_MOVE, route, TRTS_MAX_AREAS), 3);
    assert_int_equal(route[0], TT_A);
    assert_int_equal(route[1], TT_B);
    assert_int_equal(route[2], TT_C);
    assert_int_equal(trts_move_route(s, hk, TT_C, TRTS_ACT_MOVE, route, TRTS_MAX_AREAS), 2);
    assert_int_equal(trts_move_route(s, tr, TT_C, TRTS_ACT_MOVE, route, 2), 0); /* no room: none */
    assert_int_equal(trts_move_route(s, tr, TT_E, TRTS_ACT_MOVE, route, TRTS_MAX_AREAS), 0);
    s->markers[TT_C] = 2;
    micro(s, 0);
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &tr), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_A, 0, 0), TRTS_WHY_SAME_AREA);
    tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_E, 0, 0), TRTS_WHY_UNREACHABLE);
}

static void test_micro_phase_end(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    micro(s, 0);
    tt_do(s, tt_act(TRTS_ACT_PASS, 0, 0, 0, 0), TRTS_OK);
    assert_int_equal(s->phase, TRTS_PHASE_MICRO);
    tt_do(s, tt_act(TRTS_ACT_PASS, 1, 0, 0, 0), TRTS_OK);
    /* N (2) quiet turns: Reposition */
    assert_int_equal(s->phase, TRTS_PHASE_REPOSITION);
}

static void test_reposition(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    tt_marker(s, 0, TT_B);
    int tr = tt_unit(s, 0, "trooper", TT_A);
    s->phase = TRTS_PHASE_REPOSITION;
    s->current = 0;
    tt_do(s, tt_act_units(TRTS_ACT_MOVE, 0, TT_C, 1, &tr), TRTS_WHY_UNREACHABLE); /* C is not ours */
    tt_do(s, tt_act_units(TRTS_ACT_MOVE, 0, TT_B, 1, &tr), TRTS_OK);
    s->pieces[tr].activated = true;
    tt_do(s, tt_act_units(TRTS_ACT_MOVE, 0, TT_A, 1, &tr), TRTS_WHY_ACTIVATED);
}

/* ---- the end ---- */

/* The player's only piece becomes an unfinished supply building; returns it. */
static int lone_unfinished(trts_state *s, int p, int area)
{
    for (int i = 0; i < s->n_pieces; i++)
        if (s->pieces[i].owner == p)
            s->pieces[i].alive = false;
    return tt_building(s, p, trts_player_faction(s, p)->buildings[TRTS_ROLE_SUPPLY].id, area, false);
}

static void test_duel_end(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    int b = lone_unfinished(s, 1, TT_E);
    s->current = 1;
    tt_do(s, tt_act(TRTS_ACT_CANCEL, 1, b, 0, 0), TRTS_OK);
    assert_int_equal(s->phase, TRTS_PHASE_OVER);
    assert_int_equal(s->end, TRTS_END_ELIMINATION);
    assert_int_equal(s->winner, 0);
    assert_int_equal(s->winners, 1);
    assert_int_equal(s->markers[TT_E], 0);
}

static void four(trts_state *s, trts_match_type type, int n)
{
    tt_game(s, type, n, tt_dir2, TRTS_PHASE_MACRO);
    static const int homes[] = {TT_A, TT_E, TT_F, TT_G};
    for (int p = 0; p < n; p++) {
        tt_building(s, p, "hq", homes[p], true);
        tt_marker(s, p, homes[p]);
    }
}

static void test_team_end(void **st)
{
    (void)st;
    trts_state *s = &S;
    four(s, TRTS_TEAM, 4);
    assert_true(trts_allies(s, 0, 2));
    assert_true(trts_allies(s, 1, 3));
    int b = lone_unfinished(s, 3, TT_G);
    s->current = 3;
    tt_do(s, tt_act(TRTS_ACT_CANCEL, 3, b, 0, 0), TRTS_OK);
    assert_int_equal(s->phase, TRTS_PHASE_OVER);
    assert_int_equal(s->winners, 0x5); /* players 0 and 2 */
}

static void test_ffa_and_lms_end(void **st)
{
    (void)st;
    trts_state *s = &S;
    four(s, TRTS_FFA, 3);
    tt_marker(s, 2, TT_C); /* player 2: 2 areas, ranked first */
    int b = lone_unfinished(s, 0, TT_A);
    s->current = 0;
    tt_do(s, tt_act(TRTS_ACT_CANCEL, 0, b, 0, 0), TRTS_OK);
    assert_int_equal(s->phase, TRTS_PHASE_OVER);
    assert_int_equal(s->winner, 2);
    /* lms plays on while 2+ remain */
    four(s, TRTS_LMS, 3);
    b = lone_unfinished(s, 0, TT_A);
    s->current = 0;
    tt_do(s, tt_act(TRTS_ACT_CANCEL, 0, b, 0, 0), TRTS_OK);
    assert_int_not_equal(s->phase, TRTS_PHASE_OVER);
    assert_true(s->players[0].eliminated);
    assert_int_equal(trts_players_left(s), 2);
    /* the fallen player's Macro ends there: the next in turn order gives its orders */
    assert_int_equal(s->phase, TRTS_PHASE_MACRO);
    assert_int_equal(s->current, 1);
    assert_int_equal(trts_test_concede(s, 1), TRTS_WHY_CANNOT_CONCEDE);
}

static void test_ranking_ties(void **st)
{
    (void)st;
    trts_state *s = &S;
    four(s, TRTS_FFA, 3);
    s->line[0] = 2;
    s->line[1] = 1;
    s->line[2] = 0;
    int rank[TRTS_MAX_PLAYERS];
    /* all tied on areas (1) and supply (0): turn order 2, 1, 0 */
    trts_ranking(s, rank);
    assert_int_equal(rank[0], 2);
    assert_int_equal(rank[1], 1);
    assert_int_equal(rank[2], 0);
    /* supply breaks the tie */
    tt_unit(s, 0, "trooper", TT_A);
    trts_ranking(s, rank);
    assert_int_equal(rank[0], 0);
    /* areas first */
    tt_marker(s, 1, TT_B);
    trts_ranking(s, rank);
    assert_int_equal(rank[0], 1);
    /* the end after the last round: the best-ranked wins */
    s->round = tt_map()->rounds;
    tt_next_round(s);
    assert_int_equal(s->phase, TRTS_PHASE_OVER);
    assert_int_equal(s->end, TRTS_END_ROUNDS);
    assert_int_equal(s->winner, 1);
}

/* Human seats name targets before each step; a decline keeps the attack, a piece
 * without a choice uses the standard policy. */
static void test_human_targets(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir_myr);
    s->setup.computer[0] = s->setup.computer[1] = false;
    tt_marker(s, 0, TT_C);
    tt_marker(s, 1, TT_C);
    int tr = tt_unit(s, 0, "trooper", TT_C);
    int sp = tt_unit(s, 1, "spitter", TT_C);
    s->pieces[sp].hp = 2; /* the spec's figure, before the balance ruling */
    int sk = tt_unit(s, 1, "tender", TT_C); /* Range 1, 1 HP, attack 1 */
    micro(s, 0);
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &tr), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_ATTACK, 0, 0, 0, 0), TRTS_OK);
    /* step 4: the active player names first */
    assert_int_equal(s->phase, TRTS_PHASE_COMBAT_TARGETS);
    assert_int_equal(s->current, 0);
    assert_int_equal(trts_combat_step_range(s), 4);
    assert_false(trts_input_private(s)); /* targeting is public: no hot-seat cover */
    tt_do(s, tt_act(TRTS_ACT_TARGET, 0, tr, tr, -1), TRTS_WHY_BAD_TARGET);
    tt_do(s, tt_act(TRTS_ACT_TARGET, 0, tr, sp, sk), TRTS_WHY_BAD_TARGET); /* no splash */
    tt_do(s, tt_act(TRTS_ACT_TARGET, 0, tr, sp, -1), TRTS_OK);            /* not the policy's tender */
    tt_do(s, tt_act(TRTS_ACT_DONE, 0, 0, 0, 0), TRTS_OK);
    /* then the defender: its spitter declines */
    assert_int_equal(s->current, 1);
    tt_do(s, tt_act(TRTS_ACT_TARGET, 1, sp, -1, -1), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_DONE, 1, 0, 0, 0), TRTS_OK);
    assert_int_equal(s->pieces[sp].hp, 1);
    assert_false(s->pieces[sp].attacked);
    assert_int_equal(s->pieces[tr].hp, 2);
    /* the active group may retreat between steps; it stays */
    assert_int_equal(s->phase, TRTS_PHASE_COMBAT_RETREAT);
    tt_do(s, tt_act(TRTS_ACT_STAY, 0, 0, 0, 0), TRTS_OK);
    /* step 1: the tender, without a choice, takes the policy's target */
    assert_int_equal(s->phase, TRTS_PHASE_COMBAT_TARGETS);
    assert_int_equal(s->current, 1);
    tt_do(s, tt_act(TRTS_ACT_DONE, 1, 0, 0, 0), TRTS_OK);
    assert_int_equal(s->pieces[tr].hp, 1);
    assert_true(s->pieces[sk].attacked);
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
    /* the combat log the client shows: step 4 (trooper on spitter), step 1 (tender on trooper) */
    assert_int_equal(s->log.area, TT_C);
    assert_int_equal(s->log.n_steps, 2);
    assert_int_equal(s->log.ranges[0], 4);
    assert_int_equal(s->log.ranges[1], 1);
    assert_int_equal(s->log.n_hits, 2);
    assert_int_equal(s->log.hits[0].attacker, tr);
    assert_int_equal(s->log.hits[0].target, sp);
    assert_int_equal(s->log.hits[0].damage, 1);
    assert_int_equal(s->log.hits[1].step, 1);
    assert_int_equal(s->log.hits[1].attacker, sk);
    assert_int_equal(s->log.kept_alive[0], TRTS_NO_PIECE);
}

/* A human seat's Done (the ruling of trts_combat_auto_targets): its pieces without
 * a choice spread their fire over the tenders, each already certain to die skipped,
 * and a trooper left with no other target holds its fire (not attacked: it may fire
 * later this round); trts_combat_planned shows the same before Done. A computer seat's
 * pieces keep the standard policy (all on one tender). */
static void test_human_auto_targets_spread(void **st)
{
    (void)st;
    trts_state *s = &S;
    for (int computer = 0; computer < 2; computer++) {
        tt_base_two(s, tt_dir_myr);
        s->setup.computer[0] = computer;
        s->setup.computer[1] = false;
        tt_marker(s, 0, TT_C);
        tt_marker(s, 1, TT_C);
        int tr[4];
        for (int i = 0; i < 4; i++)
            tr[i] = tt_unit(s, 0, "trooper", TT_C);
        int te[2];
        for (int i = 0; i < 2; i++) {
            te[i] = tt_unit(s, 1, "tender", TT_C);
            s->pieces[te[i]].hp = 1;
            s->pieces[te[i]].shields = 0;
        }
        micro(s, 0);
        tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 4, tr), TRTS_OK);
        tt_do(s, tt_act(TRTS_ACT_ATTACK, 0, 0, 0, 0), TRTS_OK);
        if (!computer) {
            assert_int_equal(s->phase, TRTS_PHASE_COMBAT_TARGETS);
            assert_int_equal(s->current, 0);
            trts_fighter f[TRTS_COMBAT_MAX];
            int map[TRTS_COMBAT_MAX];
            trts_combat_choice plan[TRTS_COMBAT_MAX];
            int n = trts_combat_planned(s, f, map, plan), aimed[2] = {0, 0}, idle = 0;
            for (int k = 0; k < n; k++) {
                if (s->pieces[map[k]].owner != 0)
                    continue;
                if (plan[k].target < 0)
                    idle++;
                else
                    aimed[map[plan[k].target] == te[1]]++;
            }
            assert_int_equal(aimed[0], 1);
            assert_int_equal(aimed[1], 1);
            assert_int_equal(idle, 2);
            tt_do(s, tt_act(TRTS_ACT_DONE, 0, 0, 0, 0), TRTS_OK);
        }
        /* both tenders dead either way, but only the human's spare troopers kept their attack */
        assert_false(s->pieces[te[0]].alive);
        int fired = 0;
        for (int i = 0; i < 4; i++)
            fired += s->pieces[tr[i]].attacked;
        if (computer) {
            assert_true(s->pieces[te[1]].alive); /* the policy: all four on the first tender */
            assert_int_equal(fired, 4);
        } else {
            assert_false(s->pieces[te[1]].alive);
            assert_int_equal(fired, 2);
        }
    }
}

/* The combat log is a fixed record (docs/trts.md "Combat log"): after the
 * destroyed spitter's piece index is given to a new trooper, the log still names
 * the spitter, its owner and serial, destroyed; a surviving target whose shields
 * held keeps "shields hold" after they are lost later; serials are never reused. */
static void test_combat_log_fixed(void **st)
{
    (void)st;
    trts_state *s = &S;
    static const int dl[] = {TRTS_DIRECTORATE, TRTS_LUMINAR};
    tt_base_two(s, dl);
    tt_marker(s, 0, TT_C);
    tt_marker(s, 1, TT_C);
    int tr = tt_unit(s, 0, "trooper", TT_C);
    int t2 = tt_unit(s, 0, "trooper", TT_C);
    int ze = tt_unit(s, 1, "monolith", TT_C);
    s->pieces[tr].hp = s->pieces[t2].hp = 1;
    int born_tr = s->pieces[tr].born;
    micro(s, 0);
    int both[] = {tr, t2};
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 2, both), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_ATTACK, 0, 0, 0, 0), TRTS_OK);
    if (s->phase == TRTS_PHASE_COMBAT_RETREAT)
        tt_do(s, tt_act(TRTS_ACT_STAY, 0, 0, 0, 0), TRTS_OK);
    assert_true(s->log.n_hits >= 2);
    int killed = -1, shielded = -1;
    for (int h = 0; h < s->log.n_hits; h++) {
        const trts_log_hit *lh = &s->log.hits[h];
        if (lh->target == tr || lh->target == t2) {
            assert_int_equal(lh->outcome, TRTS_LOG_DESTROYED);
            killed = h;
        }
        if (lh->target == ze && s->pieces[ze].shields > 0) {
            assert_int_equal(lh->outcome, TRTS_LOG_SHIELDS_HOLD);
            shielded = h;
        }
    }
    assert_true(killed >= 0);
    assert_true(shielded >= 0);
    trts_log_hit before = s->log.hits[killed];
    assert_int_equal(before.whom.owner, 0);
    assert_false(before.whom.building);
    /* a new piece takes the dead one's index, never its serial */
    int fresh = tt_unit(s, 1, "monolith", TT_E);
    assert_int_equal(fresh, before.target);
    assert_true(s->pieces[fresh].born > born_tr);
    s->pieces[ze].shields = 0;
    const trts_log_hit *after = &s->log.hits[killed];
    assert_int_equal(after->outcome, TRTS_LOG_DESTROYED);
    assert_int_equal(after->whom.owner, 0);
    assert_int_equal(after->whom.born, before.whom.born);
    assert_int_equal(after->whom.type, before.whom.type);
    assert_int_equal(s->log.hits[shielded].outcome, TRTS_LOG_SHIELDS_HOLD);
    for (int i = 0; i < s->n_pieces; i++)
        for (int j = 0; j < i; j++)
            if (s->pieces[i].alive && s->pieces[j].alive)
                assert_int_not_equal(s->pieces[i].born, s->pieces[j].born);
}

/* ---- issue 33: numbers, the areas announced, the log's outcomes ---- */

/* Pieces are numbered per player and type (docs/trts.md "Piece numbers"): the
 * other side's production moves no number of this one; other players' pieces
 * are known by the order they came into sight (owner's order when several come
 * at once), numbered afresh when they come back after hiding; the view keeps
 * an enemy's own number from the seat. */
static void test_piece_numbers(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    int t1 = tt_unit(s, 0, "trooper", TT_C);
    int t2 = tt_unit(s, 0, "trooper", TT_C);
    int tech = tt_unit(s, 0, "technician", TT_A);
    assert_int_equal(s->pieces[t2].number, s->pieces[t1].number + 1);
    int e0 = tt_unit(s, 1, "trooper", TT_E);
    int e1 = tt_unit(s, 1, "trooper", TT_D);
    int e2 = tt_unit(s, 1, "trooper", TT_D);
    int t3 = tt_unit(s, 0, "trooper", TT_C);
    /* the enemy's troopers and one's own technician moved nothing */
    assert_int_equal(s->pieces[t3].number, s->pieces[t2].number + 1);
    assert_int_equal(s->pieces[t1].number, 1);
    assert_int_equal(s->pieces[tech].number, 3); /* after the game's two starting Technicians */
    assert_int_equal(s->pieces[e1].number, s->pieces[e0].number + 1);
    tt_marker(s, 0, TT_C);
    tt_marker(s, 1, TT_D);
    memset(s->players[1].sighted, 0, sizeof s->players[1].sighted);
    micro(s, 0);
    int ours[] = {t1, t2, t3};
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 3, ours), TRTS_OK);
    assert_int_equal(s->pieces[e1].seen, 0);
    tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_D, 0, 0), TRTS_OK);
    /* the reveal: seen in their owner's order */
    assert_int_equal(s->pieces[e1].seen, 1);
    assert_int_equal(s->pieces[e2].seen, 2);
    assert_int_equal(s->pieces[e0].seen, 0);
    trts_state *v = malloc(sizeof *v);
    assert_non_null(v);
    trts_view(s, 0, v);
    assert_int_equal(v->pieces[e1].number, 0);
    assert_int_equal(v->pieces[e1].seen, 1);
    assert_int_equal(v->pieces[t1].number, s->pieces[t1].number);
    assert_int_equal(v->players[1].numbered[trts_number_slot(false, s->pieces[e0].type)], 0);
    free(v);
    /* e2 retreats home: hidden, it loses its sight number */
    assert_int_equal(s->phase, TRTS_PHASE_DEFEND);
    tt_do(s, tt_act_units(TRTS_ACT_RETREAT, 1, TT_E, 1, &e2), TRTS_OK);
    assert_int_equal(s->pieces[e2].seen, 0);
    if (s->phase == TRTS_PHASE_DEFEND)
        tt_do(s, tt_act(TRTS_ACT_STAY, 1, 0, 0, 0), TRTS_OK);
    assert_false(s->pieces[e1].alive);
    /* on into E: e0 and e2 come into sight together, in their owner's order */
    assert_int_equal(s->phase, TRTS_PHASE_GROUP);
    tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_E, 0, 0), TRTS_OK);
    assert_int_equal(s->pieces[e0].seen, 3);
    assert_int_equal(s->pieces[e2].seen, 4);
}

/* The same in a real game: what player 1 makes in secret changes none of
 * player 0's numbers. */
static void test_numbers_ignore_enemy_production(void **st)
{
    (void)st;
    int mine[2] = {0, 0};
    for (int game = 0; game < 2; game++) {
        trts_state *s = &S;
        trts_setup setup = { .type = TRTS_DUEL, .n_players = 2, .factions = {TRTS_DIRECTORATE, TRTS_DIRECTORATE},
                             .computer = {true, true}, .seed = 3 };
        assert_true(trts_state_init(s, tt_map(), tt_rules(), &setup));
        for (int k = 0; k < 2; k++) {
            int p = s->current, depot = -1;
            for (int i = 0; i < s->n_pieces; i++)
                if (s->pieces[i].alive && s->pieces[i].owner == p && s->pieces[i].building)
                    depot = i;
            if (p == 0 || game == 1)
                tt_do(s, tt_act(TRTS_ACT_MAKE, p, depot, 0, 0), TRTS_OK);
            tt_do(s, tt_act(TRTS_ACT_DONE, p, 0, 0, 0), TRTS_OK);
        }
        tt_do(s, tt_act(TRTS_ACT_PASS, s->current, 0, 0, 0), TRTS_OK);
        tt_do(s, tt_act(TRTS_ACT_PASS, s->current, 0, 0, 0), TRTS_OK);
        tt_next_round(s);
        assert_int_equal(s->round, 2);
        for (int i = 0; i < s->n_pieces; i++)
            if (s->pieces[i].alive && s->pieces[i].owner == 0 && !s->pieces[i].building)
                mine[game] = mine[game] > s->pieces[i].number ? mine[game] : s->pieces[i].number;
    }
    assert_int_equal(mine[0], 3); /* the third Technician, whatever the other did */
    assert_int_equal(mine[1], 3);
}

/* "Engaged ... from": the last area of each unit's path, not where it stood.
 * A ground unit from A reaches C by the ramp and B (A-C is a cliff), an air
 * unit over the cliff straight from A. */
static void test_engaged_from_last_step(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    tt_marker(s, 0, TT_B);
    int tr = tt_unit(s, 0, "trooper", TT_A);
    micro(s, 0);
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &tr), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0), TRTS_OK);
    assert_int_equal(s->engaged_from, UINT64_C(1) << TT_B);
    tt_base_two(s, tt_dir2);
    tt_marker(s, 0, TT_B);
    tr = tt_unit(s, 0, "trooper", TT_A);
    int hawk = tt_unit(s, 0, "hawk", TT_A);
    tt_unit(s, 1, "trooper", TT_C);
    tt_marker(s, 1, TT_C);
    micro(s, 0);
    int both[] = {tr, hawk};
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 2, both), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_C, 0, 0), TRTS_OK);
    assert_int_equal(s->engaged_from, (UINT64_C(1) << TT_B) | (UINT64_C(1) << TT_A));
    assert_int_equal(s->pending_from, s->engaged_from); /* the retreat ban reads the same areas */
}

/* Several hits on one target in a step: "destroyed" on the hit that brings it
 * down, the later ones overkill; a combat where nobody can fire has no step. */
static void test_log_destroyed_once(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    tt_marker(s, 0, TT_C);
    tt_marker(s, 1, TT_C);
    int ours[5];
    for (int k = 0; k < 5; k++)
        ours[k] = tt_unit(s, 0, "trooper", TT_C);
    int br = tt_unit(s, 1, "technician", TT_C);
    micro(s, 0);
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 5, ours), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_ATTACK, 0, 0, 0, 0), TRTS_OK);
    int destroyed = 0, overkill = 0, on_it = 0;
    for (int h = 0; h < s->log.n_hits; h++) {
        const trts_log_hit *lh = &s->log.hits[h];
        if (lh->target != br)
            continue;
        on_it++;
        destroyed += lh->outcome == TRTS_LOG_DESTROYED;
        overkill += lh->outcome == TRTS_LOG_OVERKILL;
        if (lh->outcome == TRTS_LOG_DESTROYED)
            assert_true(lh->left <= 0);
    }
    assert_int_equal(on_it, 5);
    assert_int_equal(destroyed, 1);
    assert_int_equal(overkill, 4);
    assert_int_equal(s->log.hits[0].outcome, TRTS_LOG_DESTROYED); /* the first hit of 1 on 1 HP */
    /* nobody can fire: the combat has no step */
    tt_base_two(s, tt_dir2);
    int tr = tt_unit(s, 0, "trooper", TT_C);
    s->pieces[tr].attacked = true;
    tt_marker(s, 0, TT_C);
    tt_building(s, 1, "habitat", TT_D, true);
    tt_marker(s, 1, TT_D);
    micro(s, 0);
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &tr), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_MOVE, 0, TT_D, 0, 0), TRTS_OK);
    assert_int_equal(s->log.area, TT_D);
    assert_int_equal(s->log.n_steps, 0);
    assert_int_equal(s->log.n_hits, 0);
}

/* Keep-alive: a human seat picks which of its pieces survives. */
static void test_human_keep_alive(void **st)
{
    (void)st;
    trts_state *s = &S;
    static const int dl[] = {TRTS_DIRECTORATE, TRTS_LUMINAR};
    tt_base_two(s, dl);
    s->setup.computer[1] = false;
    tt_marker(s, 0, TT_C);
    tt_marker(s, 1, TT_C);
    int la = tt_unit(s, 0, "lancer", TT_C);
    int m1 = tt_unit(s, 1, "monolith", TT_C);
    int m2 = tt_unit(s, 1, "monolith", TT_C);
    s->pieces[la].hp = 1;
    s->pieces[m1].hp = s->pieces[m2].hp = 1;
    s->pieces[m1].shields = s->pieces[m2].shields = 0;
    micro(s, 0);
    tt_do(s, tt_act_units(TRTS_ACT_ACTIVATE, 0, 0, 1, &la), TRTS_OK);
    tt_do(s, tt_act(TRTS_ACT_ATTACK, 0, 0, 0, 0), TRTS_OK);
    assert_int_equal(s->phase, TRTS_PHASE_COMBAT_TARGETS);
    tt_do(s, tt_act(TRTS_ACT_DONE, 1, 0, 0, 0), TRTS_OK);
    /* everyone died at once: the policy kept m1 (dearest, then lower index); the seat picks m2 */
    assert_int_equal(s->phase, TRTS_PHASE_KEEP_ALIVE);
    assert_int_equal(s->current, 1);
    assert_true(s->pieces[m1].alive);
    tt_do(s, tt_act(TRTS_ACT_KEEP, 1, la, 0, 0), TRTS_WHY_NOT_A_CANDIDATE);
    tt_do(s, tt_act(TRTS_ACT_KEEP, 1, m2, 0, 0), TRTS_OK);
    assert_false(s->pieces[m1].alive);
    assert_true(s->pieces[m2].alive);
    assert_int_equal(s->pieces[m2].hp, 1);
    assert_int_equal(s->pieces[m2].shields, 0);
    /* the log names the pick as the survivor */
    assert_int_equal(s->log.kept[0].born, s->pieces[m2].born);
    for (int h = 0; h < s->log.n_hits; h++)
        if (s->log.hits[h].target == m1)
            assert_int_equal(s->log.hits[h].outcome, TRTS_LOG_DESTROYED);
    assert_int_equal(s->players[1].lost, 1);
    assert_int_equal(s->markers[TT_C], 2); /* the marker rule: the attacker's marker went */
    assert_int_equal(s->phase, TRTS_PHASE_MICRO);
    assert_int_equal(s->current, 1);
}

static void test_concede(void **st)
{
    (void)st;
    trts_state *s = &S;
    tt_base_two(s, tt_dir2);
    tt_do(s, tt_act(TRTS_ACT_CONCEDE, 1, 0, 0, 0), TRTS_OK);
    assert_int_equal(s->phase, TRTS_PHASE_OVER);
    assert_int_equal(s->winner, 0);
}

static void test_legal_actions_are_legal(void **st)
{
    (void)st;
    trts_state *s = &S;
    trts_setup setup = {TRTS_DUEL, 2, {TRTS_LUMINAR, TRTS_MYRIAD}, {false, false}, 11, {0}};
    assert_true(trts_state_init(s, tt_map(), tt_rules(), &setup));
    static trts_action list[4096];
    /* a seeded walk through legal actions: every listed action applies */
    core_rng rng;
    core_rng_seed(&rng, 5);
    for (int step = 0; step < 3000 && s->phase != TRTS_PHASE_OVER; step++) {
        int n = trts_legal_actions(s, list, 4096);
        assert_true(n > 0);
        int k = (int)core_rng_below(&rng, (uint32_t)n);
        /* prefer ending private input so the walk advances */
        if (core_rng_below(&rng, 4) == 0)
            k = n - 1;
        tt_do(s, list[k], TRTS_OK);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_attack_condition),
        cmocka_unit_test(test_engage_neutral_and_empty),
        cmocka_unit_test(test_engage_reveal_retreat),
        cmocka_unit_test(test_engage_combat_and_marker_rule),
        cmocka_unit_test(test_ramp_and_active_retreat),
        cmocka_unit_test(test_cliffs_and_paths),
        cmocka_unit_test(test_micro_phase_end),
        cmocka_unit_test(test_reposition),
        cmocka_unit_test(test_duel_end),
        cmocka_unit_test(test_team_end),
        cmocka_unit_test(test_ffa_and_lms_end),
        cmocka_unit_test(test_ranking_ties),
        cmocka_unit_test(test_human_targets),
        cmocka_unit_test(test_combat_log_fixed),
        cmocka_unit_test(test_human_keep_alive),
        cmocka_unit_test(test_piece_numbers),
        cmocka_unit_test(test_numbers_ignore_enemy_production),
        cmocka_unit_test(test_engaged_from_last_step),
        cmocka_unit_test(test_log_destroyed_once),
        cmocka_unit_test(test_concede),
        cmocka_unit_test(test_legal_actions_are_legal),
        cmocka_unit_test(test_human_auto_targets_spread),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
