/*
 * The computer players (include/skirmish/ai/ai.h, docs/ai.md): every level answers
 * a legal action in every state the rules can reach (deployment, battle,
 * command-forward's free moves), never "no move" while the game runs, the same
 * answer for the same seed, cap and state, within its work budget; the soak's
 * checker catches what it claims to. What the searching levels see in
 * hand-built positions is test_ai_play.c.
 *
 * Every player here sets no_clock_stop: under the sanitizers the machine is
 * several times slower than the reference, and the wall-clock safety stop would
 * make answers depend on timing.
 */
#include "ai_test_util.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/ai/ai.h"
#include "skirmish/ai/match.h"
#include "skirmish/core/esc/los.h"
#include "skirmish/data/files.h"

static const ai_level levels[AI_LEVEL_COUNT] = { AI_RANDOM, AI_EASY, AI_NORMAL, AI_HARD };

/* A random game moved forward by `steps` random legal actions (deployment is
 * part of it, so early steps land in deployment). */
static void random_state(core_rng *rng, esc_game *g, int steps)
{
    static esc_squad squads[2];
    esc_map map;
    tu_random_squad(rng, &squads[0]);
    tu_random_squad(rng, &squads[1]);
    tu_random_map(rng, &map);
    const esc_squad *sq[2] = { &squads[0], &squads[1] };
    esc_settings settings;
    esc_settings_default(&settings);
    assert_int_equal(esc_game_init(g, &map, sq, &settings, core_rng_next(rng), NULL), ESC_SETUP_OK);
    static esc_action acts[ESC_MAX_ACTIONS];
    for (int i = 0; i < steps && g->phase != ESC_PHASE_OVER; i++) {
        int n = esc_game_legal_actions(g, acts, ESC_MAX_ACTIONS);
        assert_true(n > 0);
        assert_int_equal(esc_game_apply(g, &acts[core_rng_below(rng, (uint32_t)n)], NULL), ESC_OK);
    }
}

/* ---- names and configuration ---- */

static void test_levels(void **state)
{
    (void)state;
    const char *ids[] = { "random", "easy", "normal", "hard" };
    for (int i = 0; i < AI_LEVEL_COUNT; i++) {
        ai_level l = AI_LEVEL_COUNT;
        assert_string_equal(ai_level_id(levels[i]), ids[i]);
        assert_true(ai_level_parse(ids[i], &l));
        assert_int_equal(l, levels[i]);
        assert_true(ai_level_default_time_ms(levels[i]) > 0);
        assert_non_null(ai_level_name(levels[i]));
    }
    ai_level l = AI_EASY;
    assert_false(ai_level_parse("Hard", &l));
    assert_false(ai_level_parse("", &l));
    assert_false(ai_level_parse(NULL, &l));
    assert_int_equal(l, AI_EASY);
    /* Hard thinks longest by default. */
    assert_true(ai_level_default_time_ms(AI_HARD) >= ai_level_default_time_ms(AI_NORMAL));
}

static void test_bad_config(void **state)
{
    (void)state;
    ai_player p;
    ai_config c;
    ai_config_default(&c, AI_HARD);
    c.level = AI_LEVEL_COUNT;
    assert_false(ai_player_init(&p, &c));
    ai_player_free(&p);
    ai_config_default(&c, AI_HARD);
    c.time_ms = -1;
    assert_false(ai_player_init(&p, &c));
    ai_player_free(&p);
    c.time_ms = AI_TIME_MS_MAX + 1;
    assert_false(ai_player_init(&p, &c));
    ai_player_free(&p);
    /* An empty player answers nothing, and says so. */
    esc_game g;
    tu_game(&g, "8/8/8/3a4/8/3A4/8/8", "H2R1P1M1", "H2R1P1M1");
    esc_action a;
    assert_false(ai_choose(&p, &g, &a, NULL));
}

/* ---- legality everywhere ---- */

static void test_legal_random_states(void **state)
{
    (void)state;
    ai_player players[AI_LEVEL_COUNT];
    for (int i = 0; i < AI_LEVEL_COUNT; i++)
        ai_test_player(&players[i], levels[i], levels[i] == AI_HARD ? 2 : 5, 100 + (uint64_t)i);
    core_rng rng;
    core_rng_seed(&rng, 2024);
    esc_game g;
    int deploy = 0, battle = 0, command = 0;
    for (int k = 0; k < 400; k++) {
        /* A quarter in deployment or just after it, the rest deep in battle. */
        random_state(&rng, &g, (int)core_rng_below(&rng, core_rng_below(&rng, 4) ? 90 : 12));
        /* Free moves are pending only right after a command-forward: use one
         * whenever a squad has it, so that state is covered too. */
        static esc_action acts[ESC_MAX_ACTIONS];
        int n = esc_game_legal_actions(&g, acts, ESC_MAX_ACTIONS);
        bool try_command = core_rng_below(&rng, 2);
        for (int i = 0; i < n && try_command; i++)
            if (acts[i].kind == ESC_ACT_ABILITY && acts[i].ability == ESC_AB_COMMAND_FORWARD) {
                assert_int_equal(esc_game_apply(&g, &acts[i], NULL), ESC_OK);
                break;
            }
        if (g.phase == ESC_PHASE_OVER) {
            esc_action a;
            for (int i = 0; i < AI_LEVEL_COUNT; i++)
                assert_false(ai_choose(&players[i], &g, &a, NULL));
            continue;
        }
        deploy += g.phase == ESC_PHASE_DEPLOY;
        battle += g.phase == ESC_PHASE_BATTLE;
        command += g.command_unit != ESC_NO_UNIT;
        for (int i = 0; i < AI_LEVEL_COUNT; i++)
            ai_test_choose_legal(&players[i], &g);
    }
    /* The sample covered deployment, battle and pending free moves. */
    assert_true(deploy > 10);
    assert_true(battle > 100);
    if (command == 0)
        fail_msg("no state with command-forward's free moves pending among %d", battle);
    for (int i = 0; i < AI_LEVEL_COUNT; i++)
        ai_player_free(&players[i]);
}

/* Whole games of every level against every other: never stuck, always legal. */
static void test_whole_games(void **state)
{
    (void)state;
    core_rng rng;
    core_rng_seed(&rng, 77);
    for (int a = 0; a < AI_LEVEL_COUNT; a++)
        for (int b = 0; b < AI_LEVEL_COUNT; b++) {
            static esc_squad squads[2];
            esc_map map;
            tu_random_squad(&rng, &squads[0]);
            tu_random_squad(&rng, &squads[1]);
            tu_random_map(&rng, &map);
            const esc_squad *sq[2] = { &squads[0], &squads[1] };
            esc_settings settings;
            esc_settings_default(&settings);
            settings.round_limit = 12;
            esc_game g;
            assert_int_equal(esc_game_init(&g, &map, sq, &settings, core_rng_next(&rng), NULL), ESC_SETUP_OK);
            ai_player p[2];
            ai_test_player(&p[0], levels[a], 1, 5);
            ai_test_player(&p[1], levels[b], 1, 6);
            ai_player *by_side[2] = { &p[0], &p[1] };
            ai_match_result r;
            if (!ai_match_play(&g, by_side, true, NULL, NULL, &r))
                fail_msg("%s vs %s: %s", ai_level_id(levels[a]), ai_level_id(levels[b]), r.why);
            assert_int_equal(g.phase, ESC_PHASE_OVER);
            ai_player_free(&p[0]);
            ai_player_free(&p[1]);
        }
}

/* ---- determinism ---- */

static void test_determinism(void **state)
{
    (void)state;
    core_rng rng;
    core_rng_seed(&rng, 99);
    esc_game states[24], other;
    for (int k = 0; k < 24; k++)
        random_state(&rng, &states[k], 12 + (int)core_rng_below(&rng, 40));
    random_state(&rng, &other, 30);
    for (int i = 0; i < AI_LEVEL_COUNT; i++) {
        ai_player a, b;
        ai_test_player(&a, levels[i], 3, 42);
        ai_test_player(&b, levels[i], 3, 42);
        for (int k = 0; k < 24; k++) {
            if (states[k].phase == ESC_PHASE_OVER)
                continue;
            esc_action x = ai_test_choose_legal(&a, &states[k]);
            /* Whatever the player thought about before, the same state gets the
             * same answer: no memory carries over from one decision to the next. */
            if (other.phase != ESC_PHASE_OVER)
                ai_test_choose_legal(&b, &other);
            esc_action y = ai_test_choose_legal(&b, &states[k]);
            esc_action z = ai_test_choose_legal(&a, &states[k]);
            assert_true(esc_action_equal(&x, &y));
            assert_true(esc_action_equal(&x, &z));
        }
        ai_player_free(&a);
        ai_player_free(&b);
    }
    /* The seed matters: the random player answers differently for some seed. */
    esc_game g;
    tu_game(&g, "8/8/8/3a4/8/3A4/8/8", "H2R1P1M1", "H2R1P1M1");
    ai_player r1, r2;
    ai_test_player(&r1, AI_RANDOM, 0, 1);
    esc_action first = ai_test_choose_legal(&r1, &g);
    bool differs = false;
    for (uint64_t seed = 2; seed < 40 && !differs; seed++) {
        ai_test_player(&r2, AI_RANDOM, 0, seed);
        esc_action a = ai_test_choose_legal(&r2, &g);
        differs = !esc_action_equal(&a, &first);
        ai_player_free(&r2);
    }
    assert_true(differs);
    ai_player_free(&r1);
}

typedef struct thread_job {
    const esc_game *game;
    int level;
    esc_action out[8];
} thread_job;

static void *think(void *arg)
{
    thread_job *job = arg;
    ai_player p;
    ai_config c;
    ai_config_default(&c, (ai_level)job->level);
    c.time_ms = 3;
    c.seed = 8;
    c.no_clock_stop = true;
    if (!ai_player_init(&p, &c))
        return NULL;
    for (int k = 0; k < 8; k++)
        ai_choose(&p, &job->game[k], &job->out[k], NULL);
    ai_player_free(&p);
    return NULL;
}

/* Players on separate threads share nothing: the answers equal the ones given on
 * one thread. */
static void test_threads(void **state)
{
    (void)state;
    core_rng rng;
    core_rng_seed(&rng, 5);
    esc_game games[8];
    for (int k = 0; k < 8; k++) {
        do
            random_state(&rng, &games[k], 20 + (int)core_rng_below(&rng, 30));
        while (games[k].phase != ESC_PHASE_BATTLE);
    }
    thread_job jobs[4];
    pthread_t ids[4];
    for (int t = 0; t < 4; t++) {
        jobs[t].game = games;
        jobs[t].level = t % 2 ? AI_HARD : AI_NORMAL;
        assert_int_equal(pthread_create(&ids[t], NULL, think, &jobs[t]), 0);
    }
    for (int t = 0; t < 4; t++)
        pthread_join(ids[t], NULL);
    thread_job alone[2] = { { games, AI_NORMAL, { { 0 } } }, { games, AI_HARD, { { 0 } } } };
    think(&alone[0]);
    think(&alone[1]);
    for (int t = 0; t < 4; t++)
        for (int k = 0; k < 8; k++)
            assert_true(esc_action_equal(&jobs[t].out[k], &alone[t % 2].out[k]));
}

/* ---- budget and cancel ---- */

static void test_budget(void **state)
{
    (void)state;
    core_rng rng;
    core_rng_seed(&rng, 31);
    ai_player p;
    ai_test_player(&p, AI_HARD, 1, 3);
    for (int k = 0; k < 20; k++) {
        esc_game g;
        do
            random_state(&rng, &g, 20 + (int)core_rng_below(&rng, 30));
        while (g.phase != ESC_PHASE_BATTLE);
        esc_action a;
        ai_decision_stats st;
        assert_true(ai_choose(&p, &g, &a, &st));
        /* The budget is checked at every inner node; one node's work at most
         * spills over. */
        assert_true(st.work <= AI_WORK_PER_MS + 20000);
        assert_false(st.clock_stopped);
        assert_int_equal(esc_game_test_action(&g, &a), ESC_OK);
    }
    ai_player_free(&p);
}

static void test_cancel(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/2abc3/8/8/8/8/2ABC3/8", "H3R2P1M2 H2R1P2M1+sweep H2R3P1M1", "H3R2P1M2 H2R1P2M1+sweep H2R3P1M1");
    ai_player p;
    ai_test_player(&p, AI_HARD, 60000, 3);
    ai_player_set_cancel(&p, true);
    esc_action a;
    ai_decision_stats st;
    assert_true(ai_choose(&p, &g, &a, &st));
    assert_true(st.cancelled);
    assert_int_equal(esc_game_test_action(&g, &a), ESC_OK);
    ai_player_set_cancel(&p, false);
    ai_player_free(&p);
}

/* ---- deployment ---- */

static void test_deployment(void **state)
{
    (void)state;
    /* Two shooters (Range 3) and three walkers: the searching levels put the
     * shooters on the back rank and the walkers in front. */
    static esc_squad squad;
    tu_squad(&squad, "H2R3P1M1 H3R1P1M2 H2R3P1M1 H3R1P1M1 H2R1P1M2");
    assert_int_equal(esc_squad_test(&squad).problem, ESC_SQUAD_OK);
    const esc_squad *sq[2] = { &squad, &squad };
    esc_map map;
    esc_map_init(&map, "plain");
    esc_settings settings;
    esc_settings_default(&settings);
    for (int i = 0; i < AI_LEVEL_COUNT; i++) {
        esc_game g;
        assert_int_equal(esc_game_init(&g, &map, sq, &settings, 11, NULL), ESC_SETUP_OK);
        ai_player p;
        ai_test_player(&p, levels[i], 0, 9);
        while (g.phase == ESC_PHASE_DEPLOY) {
            esc_action a = ai_test_choose_legal(&p, &g);
            assert_int_equal(a.kind, ESC_ACT_DEPLOY);
            assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
        }
        assert_int_equal(g.phase, ESC_PHASE_BATTLE);
        tu_check(&g);
        if (levels[i] == AI_NORMAL || levels[i] == AI_HARD)
            for (int side = 0; side < 2; side++)
                for (int slot = 0; slot < squad.n_units; slot++) {
                    int id = side * ESC_SQUAD_MAX + slot;
                    int rank = esc_square_rank(g.units[id].square);
                    bool back = side == 0 ? rank == 0 : rank == 7;
                    if ((g.units[id].range >= 2) != back)
                        fail_msg("%s put unit %d of side %d on %s", ai_level_id(levels[i]), slot, side,
                                 tu_name(g.units[id].square));
                }
        ai_player_free(&p);
    }
}

/* The Hill (obstacles c3 f3 a4 h5 c6 f6, zone d4 e4 d5 e5): the searching levels
 * place each bow where it has lanes to at least three zone squares within its
 * Range (the front rank's centre), not on the back rank, whence a Range-3 bow
 * reaches only the near half of the zone. */
static void test_deployment_zone(void **state)
{
    (void)state;
    static esc_squad squad;
    tu_squad(&squad, "H2R3P1M1 H3R1P1M2 H2R3P1M1 H3R1P1M1 H2R1P1M2");
    const esc_squad *sq[2] = { &squad, &squad };
    esc_map map;
    esc_map_init(&map, "hill");
    map.obstacles = tu_bits("c3 f3 a4 h5 c6 f6");
    map.zone = tu_bits("d4 e4 d5 e5");
    esc_settings settings;
    esc_settings_default(&settings);
    for (int level = AI_NORMAL; level <= AI_HARD; level++)
        for (uint64_t seed = 11; seed < 14; seed++) {
            esc_game g;
            assert_int_equal(esc_game_init(&g, &map, sq, &settings, seed, NULL), ESC_SETUP_OK);
            ai_player p;
            ai_test_player(&p, (ai_level)level, 0, (uint64_t)seed);
            while (g.phase == ESC_PHASE_DEPLOY) {
                esc_action a = ai_test_choose_legal(&p, &g);
                assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
            }
            for (int id = 0; id < ESC_MAX_UNITS; id++) {
                const esc_unit_state *u = &g.units[id];
                if (!(u->flags & ESC_UF_PRESENT) || u->range < 2)
                    continue;
                esc_bits near = 0;
                for (int z = 0; z < 64; z++)
                    if ((g.zone >> z & 1) && esc_square_distance(u->square, z) <= u->range)
                        near |= esc_bit(z);
                int lanes = esc_bits_count(esc_los_visible_set(g.obstacles, u->square, near));
                if (lanes < 3)
                    fail_msg("%s put a bow of side %d on %s: %d lanes to the zone", ai_level_id((ai_level)level),
                             esc_unit_side(id), tu_name(u->square), lanes);
            }
            ai_player_free(&p);
        }
}

/* ---- command-forward's free moves ---- */

static void test_command_forward(void **state)
{
    (void)state;
    for (int i = 0; i < AI_LEVEL_COUNT; i++) {
        esc_game g;
        tu_game(&g, "3ab3/8/8/8/8/8/2BC4/3A4", "H2R1P1M2+command-forward H2R1P1M1 H2R2P1M1", "H2R1P1M1 H2R1P1M1");
        tu_play(&g, "command-forward d1");
        assert_int_equal(g.command_unit, tu_at(&g, "d1"));
        ai_player p;
        ai_test_player(&p, levels[i], 5, 4);
        /* The free moves, then the rest of the turn: all the player's. */
        int guard = 0;
        while (g.turn == 1 && g.phase == ESC_PHASE_BATTLE) {
            bool pending = g.command_unit != ESC_NO_UNIT;
            esc_action a = ai_test_choose_legal(&p, &g);
            if (pending)
                assert_true(a.kind == ESC_ACT_COMMAND_MOVE || a.kind == ESC_ACT_COMMAND_DONE);
            assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
            tu_check(&g);
            assert_true(++guard < 10);
        }
        ai_player_free(&p);
    }
}

/* ---- what the searching levels must see ---- */

/* The soak's checker does catch what it claims to. */
static void test_match_check(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/3a4/8/3A4/8/3#4", "H2R1P1M1", "H2R1P1M1");
    char why[160];
    assert_true(ai_match_check_state(&g, why, sizeof why));
    esc_game bad = g;
    bad.units[0].health = 3; /* above its 2 */
    assert_false(ai_match_check_state(&bad, why, sizeof why));
    bad = g;
    bad.units[0].square = (int8_t)tu_sq("d1"); /* the obstacle */
    assert_false(ai_match_check_state(&bad, why, sizeof why));
    bad = g;
    bad.units[0].square = bad.units[ESC_SQUAD_MAX].square; /* on the enemy */
    assert_false(ai_match_check_state(&bad, why, sizeof why));
    bad = g;
    bad.actions_left = 1; /* an action gone that nobody took */
    assert_false(ai_match_check_state(&bad, why, sizeof why));
    bad = g;
    bad.units[0].suppressed_turn = bad.turn;
    bad.units[0].acted = 2;
    bad.actions_left = 0;
    assert_false(ai_match_check_state(&bad, why, sizeof why));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_levels),
        cmocka_unit_test(test_bad_config),
        cmocka_unit_test(test_legal_random_states),
        cmocka_unit_test(test_whole_games),
        cmocka_unit_test(test_determinism),
        cmocka_unit_test(test_threads),
        cmocka_unit_test(test_budget),
        cmocka_unit_test(test_cancel),
        cmocka_unit_test(test_deployment),
        cmocka_unit_test(test_deployment_zone),
        cmocka_unit_test(test_command_forward),
        cmocka_unit_test(test_match_check),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
