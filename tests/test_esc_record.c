/*
 * Game records (docs/rules.md section 10): a record (map, squads, settings, seed,
 * actions) replays to the exact state, byte for byte; replay stops at the first
 * illegal action and says which; truncation is undo.
 */
#include "esc_test_util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/core/esc/record.h"

typedef struct played {
    esc_record record;
    esc_game *states; /* states[i] = state after the first i actions */
    int n_states;
} played;

/* Plays a random game from a seed, recording every action and every state. */
static void play(played *p, uint64_t seed, int max_actions)
{
    core_rng rng;
    core_rng_seed(&rng, seed ^ 0xABCDEFull);
    static esc_squad squads[ESC_SIDES];
    tu_random_squad(&rng, &squads[0]);
    tu_random_squad(&rng, &squads[1]);
    esc_map map;
    tu_random_map(&rng, &map);
    esc_settings settings;
    esc_settings_default(&settings);
    settings.round_limit = 4 + (int)core_rng_below(&rng, 4);
    const esc_squad *list[ESC_SIDES] = {&squads[0], &squads[1]};
    esc_record_init(&p->record, &map, list, &settings, seed);
    p->states = calloc((size_t)max_actions + 1, sizeof *p->states);
    assert_non_null(p->states);
    int which = -1;
    assert_int_equal(esc_game_init(&p->states[0], &map, list, &settings, seed, &which), ESC_SETUP_OK);
    p->n_states = 1;
    static esc_action legal[ESC_MAX_ACTIONS];
    for (int i = 0; i < max_actions; i++) {
        esc_game *g = &p->states[i];
        if (g->phase == ESC_PHASE_OVER)
            break;
        int n = esc_game_legal_actions(g, legal, ESC_MAX_ACTIONS);
        assert_true(n > 0);
        const esc_action *a = &legal[core_rng_below(&rng, (uint32_t)n)];
        /* A few more attacks and abilities than a uniform pick gives. */
        for (int k = 0; k < n && a->kind == ESC_ACT_MOVE; k++)
            if (legal[k].kind == ESC_ACT_ATTACK || legal[k].kind == ESC_ACT_ABILITY) {
                if (core_rng_below(&rng, 2))
                    a = &legal[k];
                break;
            }
        memcpy(&p->states[i + 1], g, sizeof *g);
        assert_int_equal(esc_game_apply(&p->states[i + 1], a, NULL), ESC_OK);
        assert_true(esc_record_push(&p->record, a));
        p->n_states++;
    }
    assert_int_equal(p->record.n_actions, p->n_states - 1);
}

static void release(played *p)
{
    esc_record_free(&p->record);
    free(p->states);
}

/* A recorded game of at least `min_actions` actions, from the first seed from
 * `seed` up that gives one. */
static void play_long(played *p, uint64_t seed, int max_actions, int min_actions)
{
    for (;; seed++) {
        play(p, seed, max_actions);
        if (p->record.n_actions >= min_actions)
            return;
        release(p);
    }
}

static void test_record_replay_exact(void **state)
{
    (void)state;
    for (uint64_t seed = 1; seed <= 12; seed++) {
        played p;
        play(&p, seed, 300);
        esc_game *out = malloc(sizeof *out);
        assert_non_null(out);
        memset(out, 0xCC, sizeof *out);
        esc_replay_result r = esc_record_replay(&p.record, out, -1);
        assert_int_equal(r.setup, ESC_SETUP_OK);
        assert_int_equal(r.failed_at, -1);
        assert_int_equal(r.problem, ESC_OK);
        assert_memory_equal(out, &p.states[p.n_states - 1], sizeof *out);
        /* Partial replays give every intermediate state. */
        for (int k = 0; k < p.n_states; k += 1 + p.n_states / 17) {
            memset(out, 0x33, sizeof *out);
            r = esc_record_replay(&p.record, out, k);
            assert_int_equal(r.failed_at, -1);
            if (memcmp(out, &p.states[k], sizeof *out) != 0)
                fail_msg("seed %llu: replay up to %d differs from the state played", (unsigned long long)seed, k);
        }
        r = esc_record_replay(&p.record, out, 0);
        assert_memory_equal(out, &p.states[0], sizeof *out);
        free(out);
        release(&p);
    }
}

static void test_record_same_seed_same_game(void **state)
{
    (void)state;
    played a, b;
    play(&a, 77, 250);
    play(&b, 77, 250);
    assert_int_equal(a.n_states, b.n_states);
    assert_memory_equal(a.record.actions, b.record.actions, sizeof(esc_action) * (size_t)a.record.n_actions);
    for (int i = 0; i < a.n_states; i++)
        assert_memory_equal(&a.states[i], &b.states[i], sizeof(esc_game));
    release(&a);
    release(&b);
}

static void test_record_illegal_action_index(void **state)
{
    (void)state;
    played p;
    play_long(&p, 5, 200, 30);
    esc_game *out = malloc(sizeof *out);
    assert_non_null(out);
    int positions[] = {0, 3, 17, p.n_states - 2};
    for (size_t i = 0; i < sizeof positions / sizeof positions[0]; i++) {
        int k = positions[i];
        esc_record copy;
        memset(&copy, 0, sizeof copy);
        assert_true(esc_record_copy(&copy, &p.record));
        esc_record_truncate(&copy, k);
        assert_int_equal(copy.n_actions, k);
        /* "done" with no command pending is never legal; while one is pending,
         * a move to square 64 is malformed. */
        esc_action bad = {ESC_ACT_COMMAND_DONE, ESC_AB_NONE, ESC_NO_UNIT, ESC_NO_SQUARE, ESC_NO_UNIT};
        if (p.states[k].command_unit != ESC_NO_UNIT)
            bad = (esc_action){ESC_ACT_MOVE, ESC_AB_NONE, 0, 64, ESC_NO_UNIT};
        esc_problem want = esc_game_test_action(&p.states[k], &bad);
        assert_int_not_equal(want, ESC_OK);
        assert_true(esc_record_push(&copy, &bad));
        /* Legal-looking actions after it do not matter. */
        for (int j = k; j < p.record.n_actions; j++)
            assert_true(esc_record_push(&copy, &p.record.actions[j]));
        esc_replay_result r = esc_record_replay(&copy, out, -1);
        assert_int_equal(r.setup, ESC_SETUP_OK);
        assert_int_equal(r.failed_at, k);
        assert_int_equal(r.problem, want);
        /* The state is the one before the illegal action. */
        assert_memory_equal(out, &p.states[k], sizeof *out);
        esc_record_free(&copy);
    }
    free(out);
    release(&p);
}

static void test_record_truncate_and_copy(void **state)
{
    (void)state;
    played p;
    play_long(&p, 9, 120, 20);
    int n = p.record.n_actions;
    esc_game *out = malloc(sizeof *out);
    assert_non_null(out);

    esc_record copy;
    memset(&copy, 0, sizeof copy);
    assert_true(esc_record_copy(&copy, &p.record));
    assert_int_equal(copy.n_actions, n);
    assert_true(copy.actions != p.record.actions);
    assert_memory_equal(copy.actions, p.record.actions, sizeof(esc_action) * (size_t)n);
    assert_int_equal(copy.seed, p.record.seed);

    /* Truncating past the end changes nothing. */
    esc_record_truncate(&copy, n + 10);
    assert_int_equal(copy.n_actions, n);
    /* Undo: drop the last actions, replay gives the earlier state. */
    esc_record_truncate(&copy, n - 5);
    assert_int_equal(copy.n_actions, n - 5);
    assert_int_equal(p.record.n_actions, n); /* the original keeps its own */
    esc_replay_result r = esc_record_replay(&copy, out, -1);
    assert_int_equal(r.failed_at, -1);
    assert_memory_equal(out, &p.states[n - 5], sizeof *out);
    esc_record_truncate(&copy, 0);
    r = esc_record_replay(&copy, out, -1);
    assert_int_equal(r.failed_at, -1);
    assert_memory_equal(out, &p.states[0], sizeof *out);
    /* Pushing after a truncation continues from there. */
    for (int i = 0; i < 7; i++)
        assert_true(esc_record_push(&copy, &p.record.actions[i]));
    r = esc_record_replay(&copy, out, -1);
    assert_memory_equal(out, &p.states[7], sizeof *out);

    /* Copying onto a record that has actions replaces them. */
    assert_true(esc_record_copy(&copy, &p.record));
    assert_int_equal(copy.n_actions, n);
    r = esc_record_replay(&copy, out, -1);
    assert_memory_equal(out, &p.states[n], sizeof *out);
    esc_record_free(&copy);
    free(out);
    release(&p);
}

static void test_record_growth_and_setup_failure(void **state)
{
    (void)state;
    static esc_squad squads[ESC_SIDES];
    tu_squad(&squads[0], "H1R1P1M1");
    tu_squad(&squads[1], "H1R1P1M1");
    const esc_squad *list[ESC_SIDES] = {&squads[0], &squads[1]};
    esc_map map;
    esc_map_init(&map, "plain");
    esc_settings settings;
    esc_settings_default(&settings);
    esc_record rec;
    esc_record_init(&rec, &map, list, &settings, 3);
    assert_int_equal(rec.n_actions, 0);
    assert_int_equal(rec.seed, 3);
    esc_action end = {ESC_ACT_END_TURN, ESC_AB_NONE, ESC_NO_UNIT, ESC_NO_SQUARE, ESC_NO_UNIT};
    for (int i = 0; i < 5000; i++)
        assert_true(esc_record_push(&rec, &end));
    assert_int_equal(rec.n_actions, 5000);
    assert_true(rec.capacity >= 5000);
    /* END_TURN during deployment: the first action is already illegal. */
    esc_game *out = malloc(sizeof *out);
    assert_non_null(out);
    esc_replay_result r = esc_record_replay(&rec, out, -1);
    assert_int_equal(r.setup, ESC_SETUP_OK);
    assert_int_equal(r.failed_at, 0);
    assert_int_equal(r.problem, ESC_ERR_WRONG_PHASE);
    esc_record_free(&rec);

    /* A record whose squad is illegal cannot start. */
    tu_squad(&squads[1], "H1R3P3M2 H1R3P3M2 H1R1P1M1");
    esc_record_init(&rec, &map, list, &settings, 3);
    r = esc_record_replay(&rec, out, -1);
    assert_int_equal(r.setup, ESC_SETUP_BAD_SQUAD);
    esc_record_free(&rec);
    free(out);
}

/* hSc: a scenario game's record carries its scenario and replays from it to
 * the exact state (esc_scenario_start, not the map), its copy too; its
 * settings are the scenario's start's. */
static void test_record_of_a_scenario(void **state)
{
    (void)state;
    esc_scenario *scn = calloc(1, sizeof *scn);
    assert_non_null(scn);
    esc_scenario_init(scn, "Record test");
    scn->sides[0].deploy = esc_board_home(0) & ~esc_bit(esc_square_make(0, 0));
    scn->sides[1].deploy = esc_board_home(1);
    scn->sides[0].budget = scn->sides[1].budget = 30;
    scn->obstacles = esc_bit(esc_square_make(3, 4));
    scn->round_limit = 9;
    scn->rules.n_objectives = 1;
    scn->rules.objectives[0] = (esc_objective){ ESC_OBJ_SURVIVE, 0, 6, ESC_NO_UNIT, 0 };
    assert_int_equal(esc_scenario_test(scn).problem, ESC_SCN_OK);
    core_rng rng;
    core_rng_seed(&rng, 99);
    static esc_squad squads[ESC_SIDES];
    tu_random_squad(&rng, &squads[0]);
    tu_random_squad(&rng, &squads[1]);
    const esc_squad *list[ESC_SIDES] = { &squads[0], &squads[1] };
    esc_record rec;
    esc_record_init_scenario(&rec, scn, list, 1234);
    assert_true(rec.has_scenario);
    assert_int_equal(rec.settings.round_limit, 9);
    static esc_game g, replayed;
    assert_int_equal(esc_scenario_start(&g, scn, list, 1234, NULL), ESC_SETUP_OK);
    assert_int_equal(esc_record_start(&rec, &replayed, NULL), ESC_SETUP_OK);
    assert_memory_equal(&g, &replayed, sizeof g);
    static esc_action legal[ESC_MAX_ACTIONS];
    for (int i = 0; i < 60 && g.phase != ESC_PHASE_OVER; i++) {
        int n = esc_game_legal_actions(&g, legal, ESC_MAX_ACTIONS);
        assert_true(n > 0);
        const esc_action *a = &legal[core_rng_below(&rng, (uint32_t)n)];
        assert_int_equal(esc_game_apply(&g, a, NULL), ESC_OK);
        assert_true(esc_record_push(&rec, a));
    }
    assert_true(g.scenario.active);
    esc_replay_result r = esc_record_replay(&rec, &replayed, -1);
    assert_int_equal(r.setup, ESC_SETUP_OK);
    assert_int_equal(r.failed_at, -1);
    assert_memory_equal(&g, &replayed, sizeof g);
    /* The copy stands alone: the scenario changed afterwards changes nothing. */
    esc_record copy;
    memset(&copy, 0, sizeof copy);
    assert_true(esc_record_copy(&copy, &rec));
    scn->obstacles = 0;
    memset(&replayed, 0, sizeof replayed);
    assert_int_equal(esc_record_replay(&copy, &replayed, -1).failed_at, -1);
    assert_memory_equal(&g, &replayed, sizeof g);
    esc_record_free(&copy);
    esc_record_free(&rec);
    free(scn);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_record_replay_exact),
        cmocka_unit_test(test_record_same_seed_same_game),
        cmocka_unit_test(test_record_illegal_action_index),
        cmocka_unit_test(test_record_truncate_and_copy),
        cmocka_unit_test(test_record_growth_and_setup_failure),
        cmocka_unit_test(test_record_of_a_scenario),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
