/*
 * The computer plays for the scenario's objective, on the side it plays
 * (issue 37, blind play-test): it blocks the exit the enemy's escorted unit
 * would reach next turn, steps onto a zone nobody holds, contests a zone the
 * enemy is one marker from winning, kills the last enemy unit when that wins
 * (even as the side that would win by lasting), walks its own escorted unit
 * round a wall to the exit, and, behind on points near the round limit, comes
 * forward (that one passed before: pinned). Normal and hard, seeded positions where the right move is clear.
 */
#include "ai_test_util.h"

#include <string.h>

#include "skirmish/core/esc/objective.h"

/* A scenario on a battle already set up: its objectives and zones, whom the
 * round limit rules for (ESC_LIMIT_POINTS: the seed's comparison). */
static void set_scenario(esc_game *g, const esc_objective *objectives, int n, const char *const *zones, int n_zones,
                         int limit_winner)
{
    memset(&g->scenario, 0, sizeof g->scenario);
    g->scenario.active = true;
    g->scenario.first_player = 0;
    g->scenario.limit_winner = (int8_t)limit_winner;
    g->scenario.n_objectives = (uint8_t)n;
    g->scenario.n_zones = (uint8_t)n_zones;
    for (int z = 0; z < n_zones; z++)
        g->scenario.zones[z] = tu_bits(zones[z]);
    for (int i = 0; i < n; i++)
        g->scenario.objectives[i] = objectives[i];
}

/* The computer at `level` (its seed) plays one turn of the side to move. */
static void play_turn(esc_game *g, int level, uint64_t seed)
{
    ai_player p;
    ai_test_player(&p, (ai_level)level, 20, seed);
    ai_test_play_turn(&p, g);
    ai_player_free(&p);
}

/* Whether the side to move can win this turn: every sequence of its actions
 * (two, and any free moves), depth first. */
static bool can_win_now(const esc_game *g, int side, int depth)
{
    if (g->phase == ESC_PHASE_OVER)
        return g->winner == side;
    if (g->active != side || depth > 6)
        return false;
    esc_action acts[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, acts, ESC_MAX_ACTIONS);
    if (n > ESC_MAX_ACTIONS)
        n = ESC_MAX_ACTIONS;
    for (int i = 0; i < n; i++) {
        if (acts[i].kind == ESC_ACT_END_TURN)
            continue;
        esc_game child = *g;
        if (esc_game_apply(&child, &acts[i], NULL) != ESC_OK)
            continue;
        if (can_win_now(&child, side, depth + 1))
            return true;
    }
    return false;
}

/* Side 0's Rider (Move 2) must keep the enemy's escorted unit (a, Health 6,
 * Move 1) from its exit next turn, at each level and seed: after its turn the
 * enemy cannot win with its own. */
static void escort_blocked(const char *position, const char *const *zones, const esc_objective *objectives, int n,
                           const char *what)
{
    for (int level = AI_NORMAL; level <= AI_HARD; level++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            esc_game g;
            tu_game(&g, position, "H3R1P1M2 H2R1P1M1", "H6R1P1M1");
            set_scenario(&g, objectives, n, zones, 1, 0);
            play_turn(&g, level, seed);
            assert_int_equal(g.phase, ESC_PHASE_BATTLE);
            if (can_win_now(&g, 1, 0))
                fail_msg("%s seed %d: %s (the Rider on %s)", ai_level_id((ai_level)level), (int)seed, what,
                         tu_name(g.units[0].square));
        }
}

/* The enemy's escorted unit (a, Health 6, Move 1) on f6 reaches the exit h8
 * next turn through g7, the only square on its way; side 0's Rider on h5
 * (Move 2) cannot hurt it enough, but can stand on g7 or h8. The survive
 * objective is side 0's: it wins by lasting. Before, the escort's distance was
 * the king's, which no blocker changes, and a search of its own turn never saw
 * the escort arrive: the Rider struck it and the envoy walked out. */
static void test_blocks_exit(void **state)
{
    (void)state;
    static const char *const zones[] = { "h8" };
    const esc_objective objectives[] = {
        { ESC_OBJ_ESCORT, 1, 0, 0, 1 },
        { ESC_OBJ_SURVIVE, 0, 10, ESC_NO_UNIT, 0 },
        { ESC_OBJ_ELIMINATION, ESC_OBJ_BOTH_SIDES, 0, ESC_NO_UNIT, 0 },
    };
    escort_blocked("8/8/5a2/7A/8/8/8/B7", zones, objectives, 3, "the escort walks out");
}

/* The same with a wall: the exits are the whole of rank 8 but a wall on rank 7
 * leaves one gap, g7; the escort on f6 goes through it next turn. Side 0's
 * Rider on e5 must stand in the gap (or on the exits behind it). */
static void test_blocks_gap(void **state)
{
    (void)state;
    static const char *const zones[] = { "a8 b8 c8 d8 e8 f8 g8 h8" };
    const esc_objective objectives[] = {
        { ESC_OBJ_ESCORT, 1, 0, 0, 1 },
        { ESC_OBJ_SURVIVE, 0, 10, ESC_NO_UNIT, 0 },
    };
    escort_blocked("8/######1#/5a2/4A3/8/8/8/B7", zones, objectives, 2, "the escort walks through the gap");
}

/* Control for both, five markers: the hilltop d4 e4 is empty; side 0's
 * Spearman on e2 (Move 1) can walk onto e4 this turn and take a marker at its
 * end, though the enemy's Outrider on d6 may strike it there. */
static void test_takes_empty_zone(void **state)
{
    (void)state;
    static const char *const zones[] = { "d4 e4" };
    const esc_objective objectives[] = {
        { ESC_OBJ_CONTROL, ESC_OBJ_BOTH_SIDES, 5, ESC_NO_UNIT, 1 },
        { ESC_OBJ_ELIMINATION, ESC_OBJ_BOTH_SIDES, 0, ESC_NO_UNIT, 0 },
    };
    for (int level = AI_NORMAL; level <= AI_HARD; level++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            esc_game g;
            tu_game(&g, "8/8/3a4/8/8/8/4A3/1B6", "H3R1P1M1 H2R3P1M1", "H3R1P2M2");
            set_scenario(&g, objectives, 2, zones, 1, ESC_LIMIT_POINTS);
            play_turn(&g, level, seed);
            if (g.scenario.progress[0][0] != 1)
                fail_msg("%s seed %d: no marker (the Spearman on %s)", ai_level_id((ai_level)level), (int)seed,
                         tu_name(g.units[0].square));
        }
}

/* Control for both, five markers; the enemy has four and holds the hilltop
 * d4 e4 alone with a Bulwark it cannot kill this turn: at the end of its next
 * turn it wins. Side 0's Spearman on e2 must step onto e4. */
static void test_contests_last_marker(void **state)
{
    (void)state;
    static const char *const zones[] = { "d4 e4" };
    const esc_objective objectives[] = {
        { ESC_OBJ_CONTROL, ESC_OBJ_BOTH_SIDES, 5, ESC_NO_UNIT, 1 },
        { ESC_OBJ_ELIMINATION, ESC_OBJ_BOTH_SIDES, 0, ESC_NO_UNIT, 0 },
    };
    for (int level = AI_NORMAL; level <= AI_HARD; level++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            esc_game g;
            tu_game(&g, "8/8/8/8/3a4/8/4A3/B7", "H3R1P1M1 H2R1P1M1", "H6R1P2M1");
            set_scenario(&g, objectives, 2, zones, 1, ESC_LIMIT_POINTS);
            g.scenario.progress[0][1] = 4;
            play_turn(&g, level, seed);
            esc_bits zone = tu_bits("d4 e4");
            if (!(esc_game_side_squares(&g, 0) & zone))
                fail_msg("%s seed %d: the hilltop left to the enemy (the Spearman on %s)",
                         ai_level_id((ai_level)level), (int)seed, tu_name(g.units[0].square));
        }
}

/* The enemy's last unit, wounded, stands two squares from side 0's Swordsman:
 * a step and a blow win. Side 0 would also win by lasting (survive, the
 * limit rules for it) and has a zone of its own to step into: the kill wins
 * now and comes first. */
static void test_kills_last_unit(void **state)
{
    (void)state;
    static const char *const zones[] = { "g2 h2" };
    const esc_objective objectives[] = {
        { ESC_OBJ_SURVIVE, 0, 6, ESC_NO_UNIT, 0 },
        { ESC_OBJ_HOLD, 0, 3, ESC_NO_UNIT, 1 },
        { ESC_OBJ_ELIMINATION, ESC_OBJ_BOTH_SIDES, 0, ESC_NO_UNIT, 0 },
    };
    for (int level = AI_NORMAL; level <= AI_HARD; level++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            esc_game g;
            tu_game(&g, "8/8/8/3a4/8/3A4/6B1/8", "H3R1P1M1 H2R1P1M1", "H3R1P1M1");
            set_scenario(&g, objectives, 3, zones, 1, 0);
            g.turn = 9; /* round 5: the limit is near */
            tu_set_health(&g, tu_at(&g, "d5"), 1);
            play_turn(&g, level, seed);
            if (g.phase != ESC_PHASE_OVER || g.winner != 0)
                fail_msg("%s seed %d: the last enemy unit lives (the Swordsman on %s)", ai_level_id((ai_level)level),
                         (int)seed, tu_name(g.units[0].square));
        }
}

/* Side 0's own escorted unit (Move 1) on d3 under a wall c5-f5 (and c4, f4:
 * a cup): the exit d8 is nearer straight up by the king's count, but the way
 * round is through b4 or g4. Two turns of its own must bring it nearer by the
 * walking count, whatever the hunters far off do. */
static void test_escort_round_wall(void **state)
{
    (void)state;
    static const char *const zones[] = { "a8 b8 c8 d8 e8 f8 g8 h8" };
    const esc_objective objectives[] = {
        { ESC_OBJ_ESCORT, 0, 0, 0, 1 },
        { ESC_OBJ_SURVIVE, 1, 12, ESC_NO_UNIT, 0 },
    };
    for (int level = AI_NORMAL; level <= AI_HARD; level++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            esc_game g;
            tu_game(&g, "8/8/8/2####2/2#2#2/3A4/8/7a", "H3R1P1M1", "H2R1P1M1");
            set_scenario(&g, objectives, 2, zones, 1, 1);
            ai_player p[2];
            ai_test_player(&p[0], (ai_level)level, 20, seed);
            ai_test_player(&p[1], AI_EASY, 20, seed);
            for (int t = 0; t < 8 && g.phase == ESC_PHASE_BATTLE; t++)
                ai_test_play_turn(&p[g.active], &g);
            if (g.phase != ESC_PHASE_OVER || g.winner != 0)
                fail_msg("%s seed %d: the escort is on %s after four turns", ai_level_id((ai_level)level),
                         (int)seed, tu_name(g.units[0].square));
            ai_player_free(&p[0]);
            ai_player_free(&p[1]);
        }
}

/* Control for both (the hilltop d4 e4, five markers), points at the limit:
 * round 10 of 12, side 0 has fewer rank points and nobody holds the hill.
 * Standing still loses at the limit: its turn must bring its units nearer
 * the enemy or onto the hill, every action used. */
static void test_presses_when_behind(void **state)
{
    (void)state;
    static const char *const zones[] = { "d4 e4" };
    const esc_objective objectives[] = {
        { ESC_OBJ_CONTROL, ESC_OBJ_BOTH_SIDES, 5, ESC_NO_UNIT, 1 },
        { ESC_OBJ_ELIMINATION, ESC_OBJ_BOTH_SIDES, 0, ESC_NO_UNIT, 0 },
    };
    for (int level = AI_NORMAL; level <= AI_HARD; level++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            esc_game g;
            tu_game(&g, "6ab/8/8/8/8/8/8/AB6", "H2R1P1M1 H2R1P1M1", "H4R1P1M1 H4R2P1M1");
            set_scenario(&g, objectives, 2, zones, 1, ESC_LIMIT_POINTS);
            g.turn = 19;
            g.settings.round_limit = 12;
            assert_int_equal(g.active, 0);
            int before = 0, after = 0;
            for (int id = 0; id < 2; id++)
                before += esc_square_distance(g.units[id].square, tu_sq("g8"));
            ai_player p;
            ai_test_player(&p, (ai_level)level, 20, seed);
            int turn = g.turn, acted = 0;
            while (g.phase == ESC_PHASE_BATTLE && g.turn == turn) {
                esc_action a = ai_test_choose_legal(&p, &g);
                acted += a.kind != ESC_ACT_END_TURN;
                assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
            }
            for (int id = 0; id < 2; id++)
                after += esc_square_distance(g.units[id].square, tu_sq("g8"));
            if (acted < 2 || after >= before)
                fail_msg("%s seed %d: behind at round 10 of 12, %d actions, distance %d -> %d",
                         ai_level_id((ai_level)level), (int)seed, acted, before, after);
            ai_player_free(&p);
        }
}

/* Side 0's unit `id`'s king steps to the nearest square of `zone` (0 when it fell). */
static int zone_steps(const esc_game *g, int id, esc_bits zone)
{
    int best = 99;
    for (int sq = 0; sq < ESC_SQUARES; sq++)
        if ((zone & esc_bit(sq)) && g->units[id].square != ESC_NO_SQUARE &&
            esc_square_distance(g->units[id].square, sq) < best)
            best = esc_square_distance(g->units[id].square, sq);
    return best == 99 ? 0 : best;
}

/* The Well (report 12: the garrison won in 3 rounds while two Raiders never
 * left row 8): side 0 must take the well d5 e5 (control) that the enemy holds
 * (hold, one round of three done) with a Slinger (Range 3) that covers the
 * way: both actions bring its units nearer. */
static void test_advances_on_held_zone(void **state)
{
    (void)state;
    static const char *const zones[] = { "d5 e5" };
    const esc_objective objectives[] = {
        { ESC_OBJ_CONTROL, 0, 3, ESC_NO_UNIT, 1 },
        { ESC_OBJ_HOLD, 1, 3, ESC_NO_UNIT, 1 },
        { ESC_OBJ_ELIMINATION, ESC_OBJ_BOTH_SIDES, 0, ESC_NO_UNIT, 0 },
    };
    esc_bits well = tu_bits("d5 e5");
    for (int level = AI_NORMAL; level <= AI_HARD; level++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            esc_game g;
            tu_game(&g, "8/8/8/3ab3/8/8/8/A6B", "H3R1P1M1 H3R1P1M1", "H4R1P1M1 H2R3P1M1");
            set_scenario(&g, objectives, 3, zones, 1, 1);
            g.scenario.progress[1][1] = 1;
            int before = 0, after = 0;
            for (int id = 0; id < 2; id++)
                before += zone_steps(&g, id, well);
            play_turn(&g, level, seed);
            for (int id = 0; id < 2; id++)
                after += zone_steps(&g, id, well);
            if (after > before - 2)
                fail_msg("%s seed %d: %d squares from the well, then %d (%s, %s)", ai_level_id((ai_level)level),
                         (int)seed, before, after, tu_name(g.units[0].square), tu_name(g.units[1].square));
        }
}

/* Conceding (docs/ai.md "Conceding"; play-test 12: a lone 1-Health Reaver
 * paced g5-f4-g5 for 18 turns): outmatched, not ahead, no objective in reach. */
static void test_concedes_when_hopeless(void **state)
{
    (void)state;
    esc_game g;
    /* One wounded unit against two: it concedes; its opponent does not. */
    tu_game(&g, "8/8/6a1/8/8/8/8/AB6", "H3R1P1M1 H3R1P1M1", "H3R1P2M2");
    tu_set_health(&g, tu_at(&g, "g6"), 1);
    assert_true(ai_should_concede(&g, 1));
    assert_false(ai_should_concede(&g, 0));
    /* One against one: it fights on. */
    tu_game(&g, "8/8/6a1/8/8/8/8/A7", "H3R1P1M1", "H1R1P1M1");
    assert_false(ai_should_concede(&g, 1));
    /* Alone but ahead on rank points (the round limit would rule for it). */
    tu_game(&g, "8/8/6a1/8/8/8/8/AB6", "H1R1P1M1 H1R1P1M1", "H6R3P3M2");
    assert_false(ai_should_concede(&g, 1));
    /* Two units left but under a quarter of the rank points: it concedes. */
    tu_game(&g, "8/8/5ab1/8/8/8/8/AB6", "H6R3P3M2 H6R3P3M2", "H1R1P1M1 H1R1P1M1");
    assert_true(4 * esc_game_rank_points_left(&g, 1) < esc_game_rank_points_left(&g, 0));
    assert_true(ai_should_concede(&g, 1));
    /* The standard zone one marker from winning: still in reach. */
    tu_game(&g, "8/8/6a1/8/8/8/8/AB6", "H3R1P1M1 H3R1P1M1", "H1R1P1M1");
    g.zone = tu_bits("d4 e4");
    g.markers[1] = (uint8_t)(g.settings.markers_to_win - 1);
    assert_false(ai_should_concede(&g, 1));
    g.markers[1] = 0;
    assert_true(ai_should_concede(&g, 1));
    /* A scenario: its escorted unit still on the board, or a survive
     * objective of its own, keeps it playing; elimination alone does not. */
    static const char *const zones[] = { "a1 b1" };
    const esc_objective escort[] = {
        { ESC_OBJ_ESCORT, 1, 0, 0, 1 },
        { ESC_OBJ_ELIMINATION, ESC_OBJ_BOTH_SIDES, 0, ESC_NO_UNIT, 0 },
    };
    const esc_objective survive[] = {
        { ESC_OBJ_SURVIVE, 1, 10, ESC_NO_UNIT, 0 },
    };
    const esc_objective hold[] = {
        { ESC_OBJ_HOLD, 1, 3, ESC_NO_UNIT, 1 },
        { ESC_OBJ_ELIMINATION, ESC_OBJ_BOTH_SIDES, 0, ESC_NO_UNIT, 0 },
    };
    tu_game(&g, "8/8/6a1/8/8/8/8/2AB4", "H3R1P1M1 H3R1P1M1", "H1R1P1M1");
    set_scenario(&g, escort, 2, zones, 1, 0);
    assert_false(ai_should_concede(&g, 1));
    set_scenario(&g, survive, 1, zones, 1, 0);
    assert_false(ai_should_concede(&g, 1));
    set_scenario(&g, hold, 2, zones, 1, 0);
    assert_true(ai_should_concede(&g, 1));
    g.scenario.progress[0][1] = 2;
    assert_false(ai_should_concede(&g, 1));
    /* Nothing to concede outside the battle. */
    g.phase = ESC_PHASE_OVER;
    assert_false(ai_should_concede(&g, 1));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_blocks_exit),
        cmocka_unit_test(test_blocks_gap),
        cmocka_unit_test(test_takes_empty_zone),
        cmocka_unit_test(test_contests_last_marker),
        cmocka_unit_test(test_kills_last_unit),
        cmocka_unit_test(test_escort_round_wall),
        cmocka_unit_test(test_presses_when_behind),
        cmocka_unit_test(test_concedes_when_hopeless),
        cmocka_unit_test(test_advances_on_held_zone),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
