/*
 * What the searching computer players see in hand-built positions
 * (include/skirmish/ai/ai.h, docs/ai.md): a kill that wins, a kill that needs a
 * move first, a charge that kills, a blunder avoided, a kill before a scratch,
 * rank points at the round limit, a contested zone, no pacing back and forth;
 * on the shipped squads the normal player does not walk back in round 1; and
 * under ranged fire it answers (steps out of range or into reach) rather than
 * ending its turn with an action unused; behind on points with rounds left it
 * presses on; in a scenario it plays for the objective (a control zone, an
 * escort's road). Every level's legality and budget are
 * test_ai.c.
 */
#include "ai_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/ai/match.h"
#include "skirmish/core/esc/los.h"
#include "skirmish/core/esc/objective.h"
#include "skirmish/data/files.h"

static void test_finds_winning_kill(void **state)
{
    (void)state;
    /* The last enemy (2 Health) is in reach of both A (adjacent) and B (Range 3):
     * two attacks win the game. */
    for (int level = AI_NORMAL; level <= AI_HARD; level++) {
        esc_game g;
        tu_game(&g, "8/8/8/B2a4/3A4/8/8/8", "H2R1P1M1 H2R3P1M1", "H2R1P1M1");
        ai_player p;
        ai_test_player(&p, (ai_level)level, 20, 1);
        ai_test_play_turn(&p, &g);
        assert_int_equal(g.phase, ESC_PHASE_OVER);
        assert_int_equal(g.winner, 0);
        ai_player_free(&p);
    }
}

static void test_finds_move_then_kill(void **state)
{
    (void)state;
    /* A (Power 2, Move 1) is two squares from x (2 Health): a move, then the
     * attack kills; y is far away and not worth chasing. */
    for (int level = AI_NORMAL; level <= AI_HARD; level++) {
        esc_game g;
        tu_game(&g, "7b/8/3a4/8/3A4/8/8/8", "H3R1P2M1", "H2R1P1M1 H3R1P1M1");
        int x = tu_at(&g, "d6");
        ai_player p;
        ai_test_player(&p, (ai_level)level, 20, 1);
        ai_test_play_turn(&p, &g);
        assert_false(esc_game_unit_alive(&g, x));
        ai_player_free(&p);
    }
}

static void test_finds_charge_kills(void **state)
{
    (void)state;
    /* x (1 Health) stands three squares from A (Move 2, charge), y (1 Health)
     * next to B. A charge kills x in one action and B's attack kills y: the
     * game. Moving A then attacking would take both actions and leave y. */
    esc_game g;
    tu_game(&g, "b7/B7/3a4/8/8/3A4/8/8", "H3R1P1M2+charge H2R1P1M1", "H1R1P1M1 H1R1P1M1");
    ai_player p;
    ai_test_player(&p, AI_HARD, 20, 1);
    ai_test_play_turn(&p, &g);
    assert_int_equal(g.phase, ESC_PHASE_OVER);
    assert_int_equal(g.winner, 0);
    ai_player_free(&p);
}

/* Whether any two actions of the side to act kill `unit`. */
static bool can_kill_in_one_turn(const esc_game *g, int unit)
{
    static esc_action first[ESC_MAX_ACTIONS], second[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, first, ESC_MAX_ACTIONS);
    for (int i = 0; i < n; i++) {
        esc_game a = *g;
        esc_game_apply(&a, &first[i], NULL);
        if (!esc_game_unit_alive(&a, unit))
            return true;
        if (a.turn != g->turn || a.phase != ESC_PHASE_BATTLE)
            continue;
        int m = esc_game_legal_actions(&a, second, ESC_MAX_ACTIONS);
        for (int j = 0; j < m; j++) {
            esc_game b = a;
            esc_game_apply(&b, &second[j], NULL);
            if (!esc_game_unit_alive(&b, unit))
                return true;
        }
    }
    return false;
}

static void test_avoids_blunder(void **state)
{
    (void)state;
    /* A, a 1-Health archer on d4, is within the reach of x (Move 2, Power 1) on d7:
     * x can step to d5 and kill it. Shooting x (3 Health) and staying loses A and
     * the game; hard keeps A out of x's reach. */
    esc_game g;
    tu_game(&g, "8/3a4/8/8/3A4/8/8/8", "H1R3P1M1", "H3R1P1M2");
    int archer = tu_at(&g, "d4");
    /* The premise: were it x's turn now, A would die. */
    esc_game pass = g;
    tu_play(&pass, "end");
    assert_true(can_kill_in_one_turn(&pass, archer));
    ai_player p;
    ai_test_player(&p, AI_HARD, 20, 1);
    ai_test_play_turn(&p, &g);
    assert_int_equal(g.phase, ESC_PHASE_BATTLE);
    assert_true(esc_game_unit_alive(&g, archer));
    assert_false(can_kill_in_one_turn(&g, archer));
    ai_player_free(&p);
}

static void test_prefers_kill_to_scratch(void **state)
{
    (void)state;
    /* A can hit x (1 Health, Power 3: killed) or y (3 Health: scratched). The
     * kill, which also saves A from x's blow. */
    esc_game g;
    tu_game(&g, "8/8/8/2a1b3/3A4/8/8/8", "H3R1P1M1", "H1R1P3M1 H3R1P1M1");
    int x = tu_at(&g, "c5");
    for (int level = AI_EASY; level <= AI_HARD; level++) {
        ai_player p;
        ai_test_player(&p, (ai_level)level, 20, 1);
        esc_action a = ai_test_choose_legal(&p, &g);
        if (a.kind != ESC_ACT_ATTACK || a.target != x) {
            char text[ESC_ACTION_TEXT_MAX];
            esc_action_format(&g, &a, text);
            fail_msg("%s chose '%s'", ai_level_id((ai_level)level), text);
        }
        ai_player_free(&p);
    }
}

/* ---- playing for the end that is coming ---- */

/* One round before the limit (round_limit 1: this turn and the opponent's last).
 * A (Power 2) can kill x (Elite, 6 RP, 1 Health left) or y (Veteran, 3 RP, 2
 * Health, Power 2), not both. By material y is the better kill (more Health,
 * more Power, and its blow on A next turn is gone); but the limit counts rank
 * points first: 7 RP against 12 now, 7 against 6 without x (a win, y's blow
 * cannot kill A), 7 against 9 without y (a loss). Trading A's Health for the
 * rank points is right. */
static void test_round_limit_goes_for_rank_points(void **state)
{
    (void)state;
    for (int level = AI_NORMAL; level <= AI_HARD; level++) {
        esc_settings settings;
        esc_settings_default(&settings);
        settings.round_limit = 1;
        esc_game g;
        tu_game_ex(&g, "7c/8/8/3ab3/3A4/8/8/B7", "H3R1P2M1 H1R1P1M1", "H2R1P1M1+charge H2R1P2M1 H3R1P1M1", 0,
                   &settings, 0);
        int x = tu_at(&g, "d5"), y = tu_at(&g, "e5");
        tu_set_health(&g, x, 1);
        g.units[x].max_health = 2;
        assert_int_equal(g.units[x].rank_points, 6);
        assert_int_equal(g.units[y].rank_points, 3);
        assert_int_equal(g.units[tu_at(&g, "d4")].rank_points + g.units[tu_at(&g, "a1")].rank_points, 7);
        ai_player p[2];
        ai_test_player(&p[0], (ai_level)level, 20, 1);
        ai_test_player(&p[1], (ai_level)level, 20, 2);
        ai_test_play_turn(&p[0], &g);
        if (esc_game_unit_alive(&g, x))
            fail_msg("%s left the Elite alive and hit %s", ai_level_id((ai_level)level),
                     esc_game_unit_alive(&g, y) ? "nothing" : "the Veteran");
        ai_player *by_side[2] = { &p[0], &p[1] };
        ai_match_result r;
        assert_true(ai_match_play(&g, by_side, true, NULL, NULL, &r));
        assert_int_equal(r.reason, ESC_END_ROUND_LIMIT);
        assert_int_equal(r.winner, 0);
        ai_player_free(&p[0]);
        ai_player_free(&p[1]);
    }
}

/* Hill's zone (d4 e4 d5 e5); the opponent holds it alone with 4 of 5 markers: if
 * it still does at the end of its next turn, it wins. A (3 Health, Move 1) can
 * kill y (an Elite on its last Health point, next to it) or walk into the zone
 * (two moves), not both. The kill is worth more by material; only the zone saves
 * the game (x's Power 1 cannot clear A out of it in one turn). */
static void test_zone_contested(void **state)
{
    (void)state;
    for (int level = AI_NORMAL; level <= AI_HARD; level++) {
        esc_game g;
        tu_game_ex(&g, "8/8/8/4a3/8/8/3A4/2b5", "H3R1P1M1", "H3R1P1M1 H2R1P1M1+charge", 0, NULL,
                   tu_bits("d4 e4 d5 e5"));
        g.markers[1] = 4;
        tu_set_health(&g, tu_at(&g, "c1"), 1);
        g.units[tu_at(&g, "c1")].max_health = 2;
        int a = tu_at(&g, "d2");
        ai_player p[2];
        ai_test_player(&p[0], (ai_level)level, 20, 1);
        ai_test_player(&p[1], (ai_level)level, 20, 2);
        ai_test_play_turn(&p[0], &g);
        if (!(g.zone & esc_bit(g.units[a].square)))
            fail_msg("%s left the zone to the opponent (A on %s)", ai_level_id((ai_level)level),
                     tu_name(g.units[a].square));
        /* And the opponent's turn does not win it the game. */
        ai_test_play_turn(&p[1], &g);
        assert_false(g.phase == ESC_PHASE_OVER && g.winner == 1);
        ai_player_free(&p[0]);
        ai_player_free(&p[1]);
    }
}

/* Two longbow lines facing each other across crossroads' walls, out of each
 * other's reach (a position the old evaluation reached and then paced in: one
 * unit stepped forth and back every turn, for twenty rounds). No turn may end
 * where it began after moves (hard: see below); no unit may walk back onto the square it left the
 * turn before while no blow was struck (stepping in to shoot and out again is
 * play, not pacing); within twelve turns the lines engage. */
static int board_health(const esc_game *g)
{
    int health = 0;
    for (int id = 0; id < ESC_MAX_UNITS; id++)
        health += g->units[id].square != ESC_NO_SQUARE ? g->units[id].health : 0;
    return health;
}

static void test_no_pacing(void **state)
{
    (void)state;
    const char *longbow = "H2R4P1M1 H2R3P1M1 H2R3P1M1 H2R2P1M1+precision-shot H1R1P1M1";
    for (int level = AI_NORMAL; level <= AI_HARD; level++) {
        esc_settings settings;
        esc_settings_default(&settings);
        esc_game g;
        tu_game_ex(&g, "1edabc2/8/1##2##1/8/8/1##2##1/1D1EABC1/8", longbow, longbow, 0, &settings, 0);
        /* Late in the game, as when it happened (round 5 of 30). */
        g.turn = 9;
        ai_player p[2];
        ai_test_player(&p[0], (ai_level)level, level == AI_HARD ? 30 : 20, 1);
        ai_test_player(&p[1], (ai_level)level, level == AI_HARD ? 30 : 20, 2);
        int8_t before[ESC_MAX_UNITS];      /* where it stood when its previous turn began */
        for (int id = 0; id < ESC_MAX_UNITS; id++)
            before[id] = g.units[id].square;
        int health0 = board_health(&g);
        int health_before[ESC_SIDES] = { -1, -1 };  /* the board's Health then */
        bool engaged = false;
        int null_turns = 0;
        for (int k = 0; k < 12 && g.phase == ESC_PHASE_BATTLE; k++) {
            int side = g.active;
            esc_game start = g;
            bool moved = false;
            int turn = g.turn;
            while (g.phase == ESC_PHASE_BATTLE && g.turn == turn) {
                esc_action a = ai_test_choose_legal(&p[side], &g);
                moved |= a.kind == ESC_ACT_MOVE;
                assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
            }
            bool same = true;
            int health = board_health(&g);
            for (int id = side * ESC_SQUAD_MAX; id < (side + 1) * ESC_SQUAD_MAX; id++) {
                int sq = g.units[id].square;
                same &= sq == start.units[id].square;
                if (sq != ESC_NO_SQUARE && sq != start.units[id].square && sq == before[id] &&
                    health == health_before[side])
                    fail_msg("%s: turn %d, unit %d walked back to %s", ai_level_id((ai_level)level), turn, id,
                             tu_name(sq));
                before[id] = start.units[id].square;
            }
            health_before[side] = board_health(&start);
            null_turns += moved && same;
            engaged |= health < health0 || g.phase == ESC_PHASE_OVER;
        }
        /* Hard re-plans at each action with a search whose depth depends on
         * the position, so a plan may change between its two actions; twice in
         * twelve turns is tolerated (it stepped forth and back in 6 of the 12
         * before). Normal never does it. */
        if (null_turns > (level == AI_HARD ? 2 : 0))
            fail_msg("%s: %d turns moved and ended where they began", ai_level_id((ai_level)level), null_turns);
        if (!engaged)
            fail_msg("%s: twelve turns without a blow", ai_level_id((ai_level)level));
        ai_player_free(&p[0]);
        ai_player_free(&p[1]);
    }
}

/* ---- the first round on the shipped squads ---- */

/* Whether an action takes a unit to a square: a move, a free move, a charge or
 * a tactical retreat. */
static bool is_move(const esc_action *a)
{
    return (a->kind == ESC_ACT_MOVE || a->kind == ESC_ACT_COMMAND_MOVE || a->kind == ESC_ACT_ABILITY) &&
           a->unit != ESC_NO_UNIT && a->square != ESC_NO_SQUARE;
}

/* Whether that square's rank is nearer the unit's home edge than its own. */
static bool goes_home(const esc_game *g, const esc_action *a)
{
    int from = g->units[a->unit].square;
    bool home_low = (esc_game_home(g, esc_unit_side(a->unit)) & 0xFF) != 0; /* ranks 1-2 */
    int dr = esc_square_rank(a->square) - esc_square_rank(from);
    return home_low ? dr < 0 : dr > 0;
}

/* Issue 35: planning its own turn alone, the normal player stepped back out of
 * every reach the first player had just come into, not seeing that the blow it
 * fled would have been answered: a third of the second player's first-turn
 * moves walked towards its home edge (docs/ai.md, "The first round"). Normal
 * against normal, each shipped squad mirrored, on crossroads and open-field,
 * seeds as in the measure (game 7919 × seed, players 31 × seed + side):
 * fewer than 30 % of those moves may go home. On these 40 games it was 28 of 72
 * (39 %) before the change and is 16 of 68 (24 %) now; these two maps walk back
 * more than the others (crossroads' iron-vanguard above all): over seeds
 * 101-150, 123 of 662 (19 %) against 14 % on all five maps, so 20 % would sit
 * on the noise. */
#define FIRST_TURN_SEEDS 5 /* seeds 1..5 on each squad and map */

static void test_first_turn_not_backwards(void **state)
{
    (void)state;
    const char *squad_names[4] = { "arcane-circle", "free-company", "iron-vanguard", "longbow-line" };
    const char *map_names[2] = { "crossroads", "open-field" };
    const char *root = getenv("SKIRMISH_SOURCE_DIR");
    assert_non_null(root);
    static esc_squad squads[4];
    esc_map maps[2];
    char path[1024];
    data_error err;
    for (int i = 0; i < 4; i++) {
        snprintf(path, sizeof path, "%s/assets/squads/%s.json", root, squad_names[i]);
        assert_true(data_squad_load(path, &squads[i], &err));
    }
    for (int i = 0; i < 2; i++) {
        snprintf(path, sizeof path, "%s/maps/%s.json", root, map_names[i]);
        assert_true(data_map_load(path, &maps[i], &err));
    }
    int moves = 0, home = 0;
    for (int m = 0; m < 2; m++)
        for (int sq = 0; sq < 4; sq++)
            for (uint64_t seed = 1; seed <= FIRST_TURN_SEEDS; seed++) {
                const esc_squad *pair[2] = { &squads[sq], &squads[sq] };
                esc_settings settings;
                esc_settings_default(&settings);
                esc_game g;
                assert_int_equal(esc_game_init(&g, &maps[m], pair, &settings, 7919 * seed, NULL), ESC_SETUP_OK);
                ai_player p[2];
                ai_test_player(&p[0], AI_NORMAL, 0, 31 * seed);
                ai_test_player(&p[1], AI_NORMAL, 0, 31 * seed + 1);
                /* Deployment and the first player's turn, then the second's. */
                while (g.phase != ESC_PHASE_OVER && g.turn <= 2) {
                    esc_action a = ai_test_choose_legal(&p[g.active], &g);
                    if (g.turn == 2 && is_move(&a)) {
                        moves++;
                        home += goes_home(&g, &a);
                    }
                    assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
                }
                ai_player_free(&p[0]);
                ai_player_free(&p[1]);
            }
    assert_true(moves >= 8 * FIRST_TURN_SEEDS);
    if (home * 10 >= moves * 3)
        fail_msg("%d of the second player's %d first-turn moves went towards its home edge (30 %% or more)", home,
                 moves);
}

/* ---- ranged pressure (play-test of 2026-12-06) ---- */

/* Whether a unit of side `s` stands within Range of an enemy shooter that no
 * unit of side `s` can reach next turn (Move + Range): fire it cannot answer. */
static bool under_unanswered_fire(const esc_game *g, int s)
{
    for (int e = (s ^ 1) * ESC_SQUAD_MAX; e < (s ^ 1) * ESC_SQUAD_MAX + ESC_SQUAD_MAX; e++) {
        if (!esc_game_unit_alive(g, e) || g->units[e].range < 2)
            continue;
        bool answered = false, fires = false;
        for (int id = s * ESC_SQUAD_MAX; id < (s + 1) * ESC_SQUAD_MAX; id++) {
            if (!esc_game_unit_alive(g, id))
                continue;
            int d = esc_square_distance(g->units[e].square, g->units[id].square);
            answered |= d <= g->units[id].move + g->units[id].range;
            fires |= d <= g->units[e].range;
        }
        if (fires && !answered)
            return true;
    }
    return false;
}

/* Whether a unit of side `s` stands within Range of an enemy shooter. */
static bool in_shooters_range(const esc_game *g, int s)
{
    for (int e = (s ^ 1) * ESC_SQUAD_MAX; e < (s ^ 1) * ESC_SQUAD_MAX + ESC_SQUAD_MAX; e++)
        for (int id = s * ESC_SQUAD_MAX; id < (s + 1) * ESC_SQUAD_MAX; id++)
            if (esc_game_unit_alive(g, e) && g->units[e].range >= 2 && esc_game_unit_alive(g, id) &&
                esc_square_distance(g->units[e].square, g->units[id].square) <= g->units[e].range)
                return true;
    return false;
}

static int side_health(const esc_game *g, int s)
{
    int h = 0;
    for (int id = s * ESC_SQUAD_MAX; id < (s + 1) * ESC_SQUAD_MAX; id++)
        if (esc_game_unit_alive(g, id))
            h += g->units[id].health;
    return h;
}

/* The player's two archers stand out of reach of the computer's melee units
 * and shoot its Shieldbearer (2 Health of 4, its stance spent) every turn,
 * while the computer's Swordsman (and Archer) can hit a Recruit on a7. Normal
 * used to strike the Recruit and re-cast the stance, leaving the Shieldbearer
 * to be shot again turn after turn, or end its turn with an action unused
 * (play-test: rounds 5 to 8, its own Archer answering only from round 11).
 * It must use both actions and answer:
 * - archers on b3 and f3, out of every reach: no unit left under fire it cannot
 *   answer (stepped out of their range, or into reach of them);
 * - archers on b4 and f4, within its Archer's reach (d8 -> c7 shoots): a hit on
 *   an archer, or no unit left within their range. */
static void test_answers_ranged_pressure(void **state)
{
    (void)state;
    static const struct {
        const char *position, *squad1, *shield;
        bool reachable;
    } cases[] = {
        { "d2a2c1/C7/3b4/8/8/1A3B2/8/8", "H2R3P1M1 H4R1P1M1+defensive-stance H3R2P2M2 H2R1P1M1+charge", "d6", false },
        { "c2a4/C2b4/8/8/1A3B2/8/8/8", "H2R3P1M1 H4R1P1M1+defensive-stance H2R1P1M1+charge", "d7", true },
    };
    for (int k = 0; k < 2; k++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            esc_settings settings;
            esc_settings_default(&settings);
            esc_game g;
            tu_game_ex(&g, cases[k].position, "H2R3P1M1 H2R3P1M1 H3R1P1M1", cases[k].squad1, 1, &settings, 0);
            g.turn = 10; /* round 5 */
            int shield = tu_at(&g, cases[k].shield);
            tu_set_health(&g, shield, 2);
            g.units[shield].max_health = 4;
            assert_true(in_shooters_range(&g, 1));
            assert_true(under_unanswered_fire(&g, 1) == !cases[k].reachable);
            int health0 = side_health(&g, 0) - g.units[2].health; /* the archers' (unit 2 is the Recruit) */
            ai_player p;
            ai_test_player(&p, AI_NORMAL, 100, seed);
            int turn = g.turn, wasted = 0;
            char said[512] = "";
            while (g.phase == ESC_PHASE_BATTLE && g.turn == turn) {
                esc_action a = ai_test_choose_legal(&p, &g);
                char text[ESC_ACTION_TEXT_MAX];
                esc_action_format(&g, &a, text);
                snprintf(said + strlen(said), sizeof said - strlen(said), "%s; ", text);
                if (a.kind == ESC_ACT_END_TURN && g.actions_left > 0)
                    wasted++;
                assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
            }
            int hit = health0 - (side_health(&g, 0) - (esc_game_unit_alive(&g, 2) ? g.units[2].health : 0));
            bool answered = cases[k].reachable ? hit > 0 || !in_shooters_range(&g, 1) : !under_unanswered_fire(&g, 1);
            if (wasted || !answered)
                fail_msg("normal, case %d, seed %d: %s", k, (int)seed, said);
            ai_player_free(&p);
        }
}

/* ---- behind on points with rounds left (play-test of 2026-12-06, second) ---- */

/* Ruins, iron-vanguard mirrored, round 15 of 30 (a normal-against-normal game,
 * seed 9, reached it): side 1 lost a unit early and is 6 rank points behind;
 * both lines of melee units wait three ranks apart. The round limit would give
 * the game to side 0, so ending its turns loses: normal used to end every turn
 * without acting from round 3 to 29 (the play-test: rounds 15 to 29). Side 1
 * must act in each of its next four turns and come into contact (a blow
 * struck, or a unit of its within its Range of an enemy); side 0, ahead, may
 * wait. */
static bool in_contact(const esc_game *g, int s)
{
    for (int id = s * ESC_SQUAD_MAX; id < (s + 1) * ESC_SQUAD_MAX; id++)
        for (int e = (s ^ 1) * ESC_SQUAD_MAX; e < (s ^ 1) * ESC_SQUAD_MAX + ESC_SQUAD_MAX; e++)
            if (esc_game_unit_alive(g, id) && esc_game_unit_alive(g, e) &&
                esc_square_distance(g->units[id].square, g->units[e].square) <= g->units[id].range)
                return true;
    return false;
}

static void test_behind_presses_on(void **state)
{
    (void)state;
    const char *vanguard = "H3R1P1M2+charge H2R1P1M1+charge H4R1P2M1 H3R1P2M2 H2R1P1M1+sweep";
    for (uint64_t seed = 1; seed <= 3; seed++) {
        esc_settings settings;
        esc_settings_default(&settings);
        esc_game g;
        tu_game_ex(&g, "8/3cabd1/4##1#/1#1#4/4#1#1/#1##D1E1/2CAB3/8", vanguard,
                   "H3R1P1M2+charge H4R1P2M1 H3R1P2M2 H2R1P1M1+sweep", 1, &settings, 0);
        g.turn = 30; /* round 15, side 1 to move */
        tu_set_health(&g, tu_at(&g, "e3"), 2);
        assert_true(esc_game_rank_points_left(&g, 1) < esc_game_rank_points_left(&g, 0));
        ai_player p[2];
        ai_test_player(&p[0], AI_NORMAL, 100, seed);
        ai_test_player(&p[1], AI_NORMAL, 100, seed + 10);
        int health0 = board_health(&g);
        bool contact = false;
        for (int k = 0; k < 8 && g.phase == ESC_PHASE_BATTLE; k++) {
            int side = g.active, turn = g.turn;
            bool acted = false;
            while (g.phase == ESC_PHASE_BATTLE && g.turn == turn) {
                esc_action a = ai_test_choose_legal(&p[side], &g);
                acted |= a.kind != ESC_ACT_END_TURN;
                assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
            }
            if (side == 1 && !acted)
                fail_msg("seed %d: side 1, behind, ended turn %d without acting", (int)seed, turn);
            contact |= in_contact(&g, 1) || board_health(&g) < health0;
        }
        if (!contact)
            fail_msg("seed %d: side 1, behind, never came into contact in four turns", (int)seed);
        ai_player_free(&p[0]);
        ai_player_free(&p[1]);
    }
}

/* ---- scenario objectives (issue 37) ---- */

/* A scenario on a battle already set up: its objectives and zones. */
static void set_scenario(esc_game *g, const esc_objective *objectives, int n, const char *const *zones, int n_zones)
{
    memset(&g->scenario, 0, sizeof g->scenario);
    g->scenario.active = true;
    g->scenario.first_player = 0;
    g->scenario.limit_winner = ESC_LIMIT_POINTS;
    g->scenario.n_objectives = (uint8_t)n;
    g->scenario.n_zones = (uint8_t)n_zones;
    for (int z = 0; z < n_zones; z++)
        g->scenario.zones[z] = tu_bits(zones[z]);
    for (int i = 0; i < n; i++)
        g->scenario.objectives[i] = objectives[i];
}

/* Control: side 0 takes a marker for the well (d5 e5) held alone at the end of
 * its turn, two win. Its Swordsman on e3 walks in this turn (two steps), and
 * the enemy, far behind it on rank 1, pulls every other way. Normal and hard
 * must end the turn in the zone (the marker), then win the next turn. The
 * evaluation knew a standard map's zone only: the unit walked towards the
 * enemy. */
static void test_scenario_control(void **state)
{
    (void)state;
    static const char *const zones[] = { "d5 e5" };
    const esc_objective objectives[] = {
        { ESC_OBJ_CONTROL, 0, 2, ESC_NO_UNIT, 1 },
        { ESC_OBJ_ELIMINATION, ESC_OBJ_BOTH_SIDES, 0, ESC_NO_UNIT, 0 },
    };
    for (int level = AI_NORMAL; level <= AI_HARD; level++) {
        esc_game g;
        tu_game(&g, "8/8/8/8/8/4A3/8/a7", "H2R1P1M1+charge", "H3R1P1M1");
        set_scenario(&g, objectives, 2, zones, 1);
        ai_player p[2];
        ai_test_player(&p[0], (ai_level)level, 20, 1);
        ai_test_player(&p[1], (ai_level)level, 20, 2);
        ai_test_play_turn(&p[0], &g);
        int done = 0, goal = 0;
        assert_true(esc_objective_progress(&g, 0, 0, &done, &goal));
        if (done != 1)
            fail_msg("%s: no marker after its turn (its unit on %s)", ai_level_id((ai_level)level),
                     tu_name(g.units[0].square));
        ai_test_play_turn(&p[1], &g);
        ai_test_play_turn(&p[0], &g);
        assert_int_equal(g.phase, ESC_PHASE_OVER);
        assert_int_equal(g.end_reason, ESC_END_OBJECTIVE);
        assert_int_equal(g.winner, 0);
        ai_player_free(&p[0]);
        ai_player_free(&p[1]);
    }
}

/* Escort: side 0's Envoy (Move 2) on d3 is five steps from the road (rank 8):
 * four this turn, the last next turn, beyond a search of its own turn. The
 * hunters stand on rank 1, so the approach to the enemy pulls it back. Normal
 * and hard must end the turn on rank 7, then win. */
static void test_scenario_escort(void **state)
{
    (void)state;
    static const char *const zones[] = { "a8 b8 c8 d8 e8 f8 g8 h8" };
    const esc_objective objectives[] = {
        { ESC_OBJ_ESCORT, 0, 0, 0, 1 },
        { ESC_OBJ_SURVIVE, 1, 10, ESC_NO_UNIT, 0 },
    };
    for (int level = AI_NORMAL; level <= AI_HARD; level++) {
        esc_game g;
        tu_game(&g, "8/8/8/8/8/3A4/8/a6b", "H3R1P1M2+tactical-retreat", "H2R1P1M1 H2R3P1M1");
        set_scenario(&g, objectives, 2, zones, 1);
        g.scenario.limit_winner = 1;
        ai_player p[2];
        ai_test_player(&p[0], (ai_level)level, 20, 1);
        ai_test_player(&p[1], (ai_level)level, 20, 2);
        ai_test_play_turn(&p[0], &g);
        if (esc_square_rank(g.units[0].square) != 6)
            fail_msg("%s: the Envoy stopped on %s", ai_level_id((ai_level)level), tu_name(g.units[0].square));
        ai_test_play_turn(&p[1], &g);
        ai_test_play_turn(&p[0], &g);
        assert_int_equal(g.phase, ESC_PHASE_OVER);
        assert_int_equal(g.end_reason, ESC_END_OBJECTIVE);
        assert_int_equal(g.winner, 0);
        ai_player_free(&p[0]);
        ai_player_free(&p[1]);
    }
}

/* ---- a lone Defensive Stance (play-test of 2026-12-06, second) ---- */

/* A lone Shieldbearer that stands and re-casts Defensive Stance every turn
 * cancels one point of damage a turn: one attack a turn never hurts it; two in
 * one turn (the first spends the stance, the second lands: rules.md section 7)
 * do. Normal, with three Power-1 units (a swordsman, an archer, a charger), must
 * kill it within twelve rounds on an open board and behind walls, whoever moves
 * first (the Shieldbearer's turns: its stance when it has none, else a blow on
 * an adjacent unit). Before, far ahead on points and with the squares next to
 * the Shieldbearer in its reach, normal ended every turn; planning through the
 * reply it expected the Shieldbearer to step away, which left no pair of blows
 * worth setting up. */
static void test_beats_lone_stance(void **state)
{
    (void)state;
    static const char *positions[] = { "8/8/3a4/8/8/8/1A1B1C2/8", "8/8/2#a4/2###3/8/8/1A1B1C2/8" };
    for (int level = AI_NORMAL; level <= AI_NORMAL; level++) /* hard: see docs/ai.md */
        for (int k = 0; k < 2; k++)
            for (int first = 0; first < 2; first++) {
                esc_settings settings;
                esc_settings_default(&settings);
                esc_game g;
                tu_game_ex(&g, positions[k], "H2R1P1M1 H2R3P1M1 H2R1P1M1+charge", "H4R1P1M1+defensive-stance", first,
                           &settings, 0);
                int shield = tu_at(&g, "d6");
                g.units[shield].flags |= ESC_UF_STANCE;
                ai_player p;
                ai_test_player(&p, (ai_level)level, 100, 7 + (uint64_t)k);
                int start = g.turn;
                while (g.phase == ESC_PHASE_BATTLE && g.turn < start + 24) {
                    esc_action a;
                    if (g.active == 0) {
                        a = ai_test_choose_legal(&p, &g);
                    } else {
                        /* Its stance when it has none, then a blow, then the end. */
                        esc_action acts[ESC_MAX_ACTIONS];
                        int n = esc_game_legal_actions(&g, acts, ESC_MAX_ACTIONS), pick = -1;
                        for (int i = 0; i < n && pick < 0; i++)
                            if (acts[i].kind == ESC_ACT_ABILITY && acts[i].ability == ESC_AB_DEFENSIVE_STANCE)
                                pick = i;
                        for (int i = 0; i < n && pick < 0; i++)
                            if (acts[i].kind == ESC_ACT_ATTACK)
                                pick = i;
                        for (int i = 0; i < n && pick < 0; i++)
                            if (acts[i].kind == ESC_ACT_END_TURN)
                                pick = i;
                        assert_true(pick >= 0);
                        a = acts[pick];
                    }
                    assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
                }
                if (esc_game_unit_alive(&g, shield))
                    fail_msg("%s, board %d, side %d first: the Shieldbearer lives with %d Health after twelve rounds",
                             ai_level_id((ai_level)level), k, first, g.units[shield].health);
                assert_int_equal(g.winner, 0);
                ai_player_free(&p);
            }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_finds_winning_kill),
        cmocka_unit_test(test_finds_move_then_kill),
        cmocka_unit_test(test_finds_charge_kills),
        cmocka_unit_test(test_avoids_blunder),
        cmocka_unit_test(test_prefers_kill_to_scratch),
        cmocka_unit_test(test_round_limit_goes_for_rank_points),
        cmocka_unit_test(test_zone_contested),
        cmocka_unit_test(test_no_pacing),
        cmocka_unit_test(test_first_turn_not_backwards),
        cmocka_unit_test(test_answers_ranged_pressure),
        cmocka_unit_test(test_behind_presses_on),
        cmocka_unit_test(test_scenario_control),
        cmocka_unit_test(test_scenario_escort),
        cmocka_unit_test(test_beats_lone_stance),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
