/*
 * The normal computer player plays to win (play-test: an Archer idle for five
 * rounds with targets in sight; a Shieldbearer striking a stanced Bulwark for
 * nothing nine rounds running while a 1-Health enemy stood two squares off; a
 * campaign attacker, whom a draw loses, standing off for thirty rounds). Each
 * position below is one of those reports made small; the last test plays
 * whole games, normal against easy.
 */
#include <stdio.h>
#include <stdlib.h>

#include "ai_test_util.h"
#include "data_test_util.h"

#include "skirmish/data/files.h"

/* Plays the side to act's whole turn with `level`; returns the actions it took
 * before ending the turn. */
static int play_turn(ai_level level, esc_game *g, uint64_t seed)
{
    ai_player p;
    ai_test_player(&p, level, 100, seed);
    int side = g->active, acted = 0;
    for (int guard = 0; guard < 16 && g->phase == ESC_PHASE_BATTLE && g->active == side; guard++) {
        esc_action a = ai_test_choose_legal(&p, g);
        acted += a.kind != ESC_ACT_END_TURN;
        if (getenv("HESCAI_DEBUG")) {
            char t[ESC_ACTION_TEXT_MAX];
            esc_action_format(g, &a, t);
            fprintf(stderr, "  %s\n", t);
        }
        assert_int_equal(esc_game_apply(g, &a, NULL), ESC_OK);
    }
    ai_player_free(&p);
    return acted;
}

/* An Archer (range 3) with two enemies in range and sight shoots in its turn,
 * whatever its other unit does. */
static void test_archer_shoots(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        esc_game g;
        tu_game(&g, "8/8/8/8/2a2b2/8/8/3AB3", "H2R3P1M1 H3R1P1M1", "H3R1P1M1 H3R1P1M1");
        int before = tu_health_at(&g, "c4") + tu_health_at(&g, "f4");
        play_turn(AI_NORMAL, &g, seed);
        int after = 0;
        for (int id = ESC_SQUAD_MAX; id < 2 * ESC_SQUAD_MAX; id++)
            if (g.units[id].square != ESC_NO_SQUARE)
                after += g.units[id].health;
        if (after >= before)
            fail_msg("seed %d: the archer had targets in range and did not hurt them", (int)seed);
    }
}

/* A stanced enemy next to it, a 1-Health enemy two squares off: the blow that
 * only strips a stance (renewed the next turn) loses to the kill. */
static void test_kill_beats_stripping_a_stance(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 3; seed++) {
        esc_game g;
        tu_game(&g, "8/8/8/3a4/3A4/8/3b4/7B", "H4R1P1M1+defensive-stance H3R1P1M1",
                "H4R1P1M1+defensive-stance H2R1P1M1");
        g.units[tu_at(&g, "d5")].flags |= ESC_UF_STANCE;
        tu_set_health(&g, tu_at(&g, "d2"), 1);
        int warden = tu_at(&g, "d2");
        g.turn = 9; /* round 5 */
        play_turn(AI_NORMAL, &g, seed);
        if (g.units[warden].square != ESC_NO_SQUARE)
            fail_msg("seed %d: the 1-Health enemy two squares off survived the turn", (int)seed);
    }
}

/* A campaign battle (yielding on) where a draw goes to the holder, side 0:
 * Berserker against Berserker, nothing lost, round 20 of 30. The attacker,
 * side 1, loses if it waits: before the limit it comes and blows land
 * (play-test: thirty rounds, no damage, the attacker lost). */
static void test_loser_at_limit_attacks(void **state)
{
    (void)state;
    esc_settings st;
    esc_settings_default(&st);
    st.hooks.yielding = true;
    for (uint64_t seed = 1; seed <= 2; seed++) {
        esc_game g;
        tu_game_ex(&g, "8/3a4/8/8/8/8/3A4/8", "H3R1P2M2+sweep", "H3R1P2M2+sweep", 1, &st, 0);
        g.turn = 39; /* round 20 */
        int attacker_turns = 0, attacker_acted = 0;
        while (g.phase == ESC_PHASE_BATTLE) {
            bool attacker = g.active == 1;
            int acted = play_turn(AI_NORMAL, &g, seed);
            attacker_turns += attacker;
            attacker_acted += attacker && acted > 0;
        }
        int health = 0;
        for (int id = 0; id < ESC_MAX_UNITS; id++)
            if (g.units[id].square != ESC_NO_SQUARE)
                health += g.units[id].health;
        if (health >= 6)
            fail_msg("seed %d: %d turns of the attacker, %d with an action, and no blow landed", (int)seed,
                     attacker_turns, attacker_acted);
    }
}

/* A lone 1-Health Shieldbearer that re-casts its stance and steps away from
 * the nearest enemy every turn (play-test: a Guardian stripped its stance
 * every turn, it re-cast it every turn, and the game went to the limit).
 * Normal's Guardian and Trickster drive it into a corner and land two blows
 * in one turn within twelve rounds. */
static int flee_action(const esc_game *g, const esc_action *acts, int n, int unit)
{
    int best = -1, best_d = -1;
    for (int i = 0; i < n; i++) {
        if (acts[i].kind != ESC_ACT_MOVE || acts[i].unit != unit)
            continue;
        int d = 99;
        for (int e = 0; e < ESC_SQUAD_MAX; e++)
            if (g->units[e].square != ESC_NO_SQUARE) {
                int k = esc_square_distance(g->units[e].square, acts[i].square);
                d = k < d ? k : d;
            }
        if (d > best_d) {
            best_d = d;
            best = i;
        }
    }
    return best;
}

static void test_corners_a_fleeing_stance(void **state)
{
    (void)state;
    static esc_action acts[ESC_MAX_ACTIONS];
    for (uint64_t seed = 1; seed <= 2; seed++) {
        esc_game g;
        tu_game(&g, "8/8/8/8/3a4/8/3A1B2/8", "H2R1P1M1+guardian H3R1P1M2+feint", "H4R1P1M1+defensive-stance");
        int shield = tu_at(&g, "d4");
        tu_set_health(&g, shield, 1);
        g.units[shield].flags |= ESC_UF_STANCE;
        g.turn = 21; /* round 11: ahead, with time to spare */
        ai_player p;
        ai_test_player(&p, AI_NORMAL, 100, seed);
        int start = g.turn;
        while (g.phase == ESC_PHASE_BATTLE && g.turn < start + 24) {
            esc_action a;
            if (g.active == 0) {
                a = ai_test_choose_legal(&p, &g);
            } else {
                /* Its stance when it has none, else a step away, else the end. */
                int n = esc_game_legal_actions(&g, acts, ESC_MAX_ACTIONS), pick = -1;
                for (int i = 0; i < n && pick < 0; i++)
                    if (acts[i].kind == ESC_ACT_ABILITY && acts[i].ability == ESC_AB_DEFENSIVE_STANCE)
                        pick = i;
                if (pick < 0)
                    pick = flee_action(&g, acts, n, shield);
                for (int i = 0; i < n && pick < 0; i++)
                    if (acts[i].kind == ESC_ACT_END_TURN)
                        pick = i;
                assert_true(pick >= 0);
                a = acts[pick];
            }
            assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
        }
        if (esc_game_unit_alive(&g, shield))
            fail_msg("seed %d: the fleeing Shieldbearer lives after twelve rounds", (int)seed);
        ai_player_free(&p);
    }
}

/* Normal beats Easy: whole games on two shipped maps, a shipped squad
 * mirrored, each level on each side. Normal's cap is low (30 ms of work) so
 * the test stays quick under the sanitizers; it still wins them all. */
static void test_normal_beats_easy(void **state)
{
    (void)state;
    const char *map_names[2] = { "open-field", "crossroads" };
    static esc_squad squad;
    char path[DT_PATH_MAX];
    data_error err;
    dt_source_path(path, "assets/squads/free-company.json");
    assert_true(data_squad_load(path, &squad, &err));
    int normal_wins = 0, games = 0;
    for (int m = 0; m < 2; m++) {
        char rel[64];
        snprintf(rel, sizeof rel, "maps/%s.json", map_names[m]);
        dt_source_path(path, rel);
        esc_map map;
        assert_true(data_map_load(path, &map, &err));
        for (int normal_side = 0; normal_side < 2; normal_side++) {
            const esc_squad *pair[2] = { &squad, &squad };
            esc_settings st;
            esc_settings_default(&st);
            esc_game g;
            assert_int_equal(esc_game_init(&g, &map, pair, &st, 7919u * (uint64_t)(m * 2 + normal_side + 1), NULL),
                             ESC_SETUP_OK);
            ai_player p[2];
            ai_test_player(&p[normal_side], AI_NORMAL, 30, 11);
            ai_test_player(&p[normal_side ^ 1], AI_EASY, 20, 12);
            for (int guard = 0; guard < 2000 && g.phase != ESC_PHASE_OVER; guard++) {
                esc_action a = ai_test_choose_legal(&p[g.active], &g);
                assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
            }
            games++;
            normal_wins += g.winner == normal_side;
            ai_player_free(&p[0]);
            ai_player_free(&p[1]);
        }
    }
    assert_int_equal(normal_wins, games);
}

/* Play-test: a player killed one Scout and then ended every turn; the easy
 * computer, behind on rank points with the round limit coming, shuffled its
 * Captain for six rounds and lost at the limit. Round 10 of 12, the Free
 * Company against itself less its Scout, the lines five ranks apart: every
 * level, behind, lands a blow before the limit while the player waits. */
static void test_behind_near_limit_engages(void **state)
{
    (void)state;
    const char *company = "H3R2P2M2 H2R1P1M1+charge H2R3P1M1 H4R1P1M1+defensive-stance H2R1P1M2 H1R1P1M1";
    for (int level = AI_EASY; level <= AI_HARD; level++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            esc_settings st;
            esc_settings_default(&st);
            st.round_limit = 12;
            esc_game g;
            tu_game_ex(&g, "8/1abcde2/8/8/8/8/1ABCDEF1/8", company,
                       "H3R2P2M2 H2R1P1M1+charge H2R3P1M1 H4R1P1M1+defensive-stance H1R1P1M1", 0, &st, 0);
            g.turn = 19; /* round 10, the player to move */
            assert_true(esc_game_rank_points_left(&g, 1) < esc_game_rank_points_left(&g, 0));
            int health0 = 0;
            for (int id = 0; id < ESC_SQUAD_MAX; id++)
                if (g.units[id].square != ESC_NO_SQUARE)
                    health0 += g.units[id].health;
            int turns = 0;
            while (g.phase == ESC_PHASE_BATTLE) {
                if (g.active == 0) {
                    tu_play(&g, "end");
                    continue;
                }
                play_turn((ai_level)level, &g, seed);
                turns++;
            }
            int health = 0;
            for (int id = 0; id < ESC_SQUAD_MAX; id++)
                if (g.units[id].square != ESC_NO_SQUARE)
                    health += g.units[id].health;
            if (health >= health0)
                fail_msg("%s seed %d: behind at round 10 of 12, %d turns and no blow landed (winner %d)",
                         ai_level_id((ai_level)level), (int)seed, turns, g.winner);
        }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_archer_shoots),
        cmocka_unit_test(test_kill_beats_stripping_a_stance),
        cmocka_unit_test(test_loser_at_limit_attacks),
        cmocka_unit_test(test_corners_a_fleeing_stance),
        cmocka_unit_test(test_normal_beats_easy),
        cmocka_unit_test(test_behind_near_limit_engages),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
