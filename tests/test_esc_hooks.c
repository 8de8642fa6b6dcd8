/*
 * The Escarmouche hooks a campaign battle sets (docs/campaign.md §6, "The
 * Escarmouche hooks"): per-side RP budget, which side deploys on ranks 1-2 and who
 * deploys first, a die modifier per side, one free pre-battle Move, each unit's
 * starting Health, yielding. Each is off by default, and off means the standard
 * game: the golden replays (test_golden) and the Escarmouche suite hold that; here
 * a game with every hook cleared is compared byte for byte with one never given
 * any, and the Escarmouche AI plays a game with every hook on.
 */
#include "esc_test_util.h"

#include <string.h>

#include "skirmish/ai/ai.h"
#include "skirmish/ai/match.h"
#include "skirmish/core/esc/map.h"

static esc_map plain;
static esc_squad sq0, sq1;

static int setup(void **state)
{
    (void)state;
    memset(&plain, 0, sizeof plain);
    tu_squad(&sq0, "H2R1P1M1 H1R2P2M1 H3R1P1M2");
    tu_squad(&sq1, "H2R1P1M1 H2R2P1M1");
    return 0;
}

static void init_ok(esc_game *g, const esc_settings *st, uint64_t seed)
{
    const esc_squad *squads[ESC_SIDES] = { &sq0, &sq1 };
    int which = -1;
    assert_int_equal(esc_game_init(g, &plain, squads, st, seed, &which), ESC_SETUP_OK);
}

/* Plays deployment with the first legal action each time, up to the vanguard's
 * move if there is one. */
static void deploy_all(esc_game *g)
{
    esc_action acts[ESC_MAX_ACTIONS];
    while (g->phase == ESC_PHASE_DEPLOY && !g->vanguard_pending) {
        int n = esc_game_legal_actions(g, acts, ESC_MAX_ACTIONS);
        assert_true(n > 0);
        assert_int_equal(esc_game_apply(g, &acts[0], NULL), ESC_OK);
    }
}

static void test_off_by_default(void **state)
{
    (void)state;
    esc_settings a, b;
    memset(&a, 0x5a, sizeof a);
    esc_settings_default(&a);
    esc_hooks zero;
    memset(&zero, 0, sizeof zero);
    assert_memory_equal(&a.hooks, &zero, sizeof zero);
    memset(&b, 0, sizeof b);
    b.round_limit = ESC_DEFAULT_ROUND_LIMIT;
    b.markers_to_win = ESC_DEFAULT_MARKERS_TO_WIN;
    for (uint64_t seed = 1; seed < 20; seed++) {
        esc_game ga, gb;
        init_ok(&ga, &a, seed);
        init_ok(&gb, &b, seed);
        deploy_all(&ga);
        deploy_all(&gb);
        assert_memory_equal(&ga, &gb, sizeof ga);
        /* No yield on offer, none accepted. */
        esc_action acts[ESC_MAX_ACTIONS];
        int n = esc_game_legal_actions(&ga, acts, ESC_MAX_ACTIONS);
        for (int i = 0; i < n; i++)
            assert_int_not_equal(acts[i].kind, ESC_ACT_YIELD);
        esc_action y = esc_action_make(ESC_ACT_YIELD, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
        assert_int_equal(esc_game_test_action(&ga, &y), ESC_ERR_MALFORMED);
    }
}

static void test_budget(void **state)
{
    (void)state;
    esc_squad big, small;
    /* 5 Champions (H3R1P3M1, 10 RP each) = 50 RP; 2 Elites = 12 RP. */
    tu_squad(&big, "H3R1P3M1 H3R1P3M1 H3R1P3M1 H3R1P3M1");
    tu_squad(&small, "H1R2P2M1 H1R2P2M1");
    assert_int_equal(esc_squad_rank_points(&big), 40);
    assert_int_equal(esc_squad_rank_points(&small), 12);
    const esc_squad *squads[ESC_SIDES] = { &big, &small };
    esc_settings st;
    esc_settings_default(&st);
    esc_game g;
    int which = -1;
    assert_int_equal(esc_game_init(&g, &plain, squads, &st, 1, &which), ESC_SETUP_BAD_SQUAD);
    assert_int_equal(which, 0);
    st.hooks.budget[0] = 40;
    assert_int_equal(esc_game_init(&g, &plain, squads, &st, 1, &which), ESC_SETUP_OK);
    st.hooks.budget[0] = 39;
    assert_int_equal(esc_game_init(&g, &plain, squads, &st, 1, &which), ESC_SETUP_BAD_SQUAD);
    st.hooks.budget[0] = 40;
    st.hooks.budget[1] = 11; /* below the usual 30 too */
    assert_int_equal(esc_game_init(&g, &plain, squads, &st, 1, &which), ESC_SETUP_BAD_SQUAD);
    assert_int_equal(which, 1);
    st.hooks.budget[1] = 12;
    assert_int_equal(esc_game_init(&g, &plain, squads, &st, 1, &which), ESC_SETUP_OK);
}

static void test_homes_and_first_deployer(void **state)
{
    (void)state;
    esc_settings st;
    esc_settings_default(&st);
    st.hooks.swap_homes = true;
    for (int first = 0; first < ESC_SIDES; first++) {
        st.hooks.first_deployer = (uint8_t)(1 + first);
        for (uint64_t seed = 1; seed < 12; seed++) {
            esc_game g;
            init_ok(&g, &st, seed);
            assert_int_equal(g.first_deployer, first);
            assert_int_equal(g.active, first);
            assert_true(esc_game_home(&g, 1) == esc_board_home(0));
            assert_true(esc_game_home(&g, 0) == esc_board_home(1));
            esc_action acts[ESC_MAX_ACTIONS];
            int n = esc_game_legal_actions(&g, acts, ESC_MAX_ACTIONS);
            esc_bits squares = 0;
            for (int i = 0; i < n; i++)
                squares |= esc_bit(acts[i].square);
            assert_true(squares == esc_game_home(&g, first));
            esc_action wrong = tu_deploy_action(&g, first == 0 ? tu_sq("a1") : tu_sq("a8"));
            assert_int_equal(esc_game_test_action(&g, &wrong), ESC_ERR_NOT_HOME);
            esc_action right = tu_deploy_action(&g, first == 0 ? tu_sq("a8") : tu_sq("a1"));
            assert_int_equal(esc_game_test_action(&g, &right), ESC_OK);
        }
    }
    /* Off: the generator draws, both sides come up. */
    esc_settings_default(&st);
    int seen[ESC_SIDES] = { 0 };
    for (uint64_t seed = 1; seed < 40; seed++) {
        esc_game g;
        init_ok(&g, &st, seed);
        seen[g.first_deployer]++;
    }
    assert_true(seen[0] > 0 && seen[1] > 0);
}

static void test_die_modifier(void **state)
{
    (void)state;
    esc_settings st;
    esc_settings_default(&st);
    st.hooks.die_modifier[1] = 1;
    int firsts[ESC_SIDES] = { 0 }, retied = 0;
    for (uint64_t seed = 1; seed < 300; seed++) {
        esc_game g;
        init_ok(&g, &st, seed);
        deploy_all(&g);
        assert_int_equal(g.phase, ESC_PHASE_BATTLE);
        assert_true(g.n_dice >= 1);
        /* Every roll before the last was a modified tie; the last decides. */
        for (int r = 0; r + 1 < g.n_dice; r++) {
            assert_int_equal(g.dice[r][0], g.dice[r][1] + 1);
            retied++;
        }
        int last = g.n_dice - 1, a = g.dice[last][0], b = g.dice[last][1] + 1;
        assert_int_not_equal(a, b);
        assert_int_equal(g.first_player, a > b ? 0 : 1);
        firsts[g.first_player]++;
    }
    assert_true(retied > 0);
    assert_true(firsts[1] > firsts[0]); /* +1 wins 21 of the 30 decided pairs, 70% */
    st.hooks.die_modifier[1] = 6;
    for (uint64_t seed = 1; seed < 50; seed++) {
        esc_game g;
        init_ok(&g, &st, seed);
        deploy_all(&g);
        assert_int_equal(g.first_player, 1);
    }
}

static void test_vanguard(void **state)
{
    (void)state;
    esc_settings st;
    esc_settings_default(&st);
    st.hooks.vanguard = 1 + 7; /* side 1, slot 1 */
    esc_game g;
    init_ok(&g, &st, 3);
    deploy_all(&g);
    assert_int_equal(g.phase, ESC_PHASE_DEPLOY);
    assert_true(g.vanguard_pending);
    assert_int_equal(g.active, 1);
    assert_int_equal(g.n_dice, 0);
    int v = 7, from = g.units[v].square;
    esc_action acts[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(&g, acts, ESC_MAX_ACTIONS);
    esc_bits squares = 0;
    for (int i = 0; i < n; i++) {
        assert_int_equal(acts[i].kind, ESC_ACT_MOVE);
        assert_int_equal(acts[i].unit, v);
        squares |= esc_bit(acts[i].square);
    }
    assert_true(squares == (esc_game_reachable(&g, v) | esc_bit(from)));
    for (int i = 0; i < n; i++)
        assert_int_equal(esc_game_test_action(&g, &acts[i]), ESC_OK);
    esc_action other = esc_action_make(ESC_ACT_MOVE, 6, ESC_AB_NONE, acts[0].square, ESC_NO_UNIT);
    assert_int_equal(esc_game_test_action(&g, &other), ESC_ERR_NOT_YOUR_UNIT);
    esc_action end = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    assert_int_equal(esc_game_test_action(&g, &end), ESC_ERR_WRONG_PHASE);
    /* Move one rank forward (towards rank 1 for side 1). */
    int to = from - 8;
    esc_action mv = esc_action_make(ESC_ACT_MOVE, v, ESC_AB_NONE, to, ESC_NO_UNIT);
    assert_int_equal(esc_game_apply(&g, &mv, NULL), ESC_OK);
    assert_int_equal(g.units[v].square, to);
    assert_int_equal(g.phase, ESC_PHASE_BATTLE);
    assert_false(g.vanguard_pending);
    assert_true(g.n_dice >= 1);
    tu_check(&g);
    /* Staying is the way to decline. */
    init_ok(&g, &st, 3);
    deploy_all(&g);
    from = g.units[v].square;
    esc_action stay = esc_action_make(ESC_ACT_MOVE, v, ESC_AB_NONE, from, ESC_NO_UNIT);
    assert_int_equal(esc_game_apply(&g, &stay, NULL), ESC_OK);
    assert_int_equal(g.units[v].square, from);
    assert_int_equal(g.phase, ESC_PHASE_BATTLE);
    /* A unit the squads lack is refused at setup. */
    st.hooks.vanguard = 1 + 10;
    const esc_squad *squads[ESC_SIDES] = { &sq0, &sq1 };
    assert_int_equal(esc_game_init(&g, &plain, squads, &st, 1, NULL), ESC_SETUP_BAD_SETTINGS);
}

static void test_start_health(void **state)
{
    (void)state;
    esc_settings st;
    esc_settings_default(&st);
    st.hooks.start_health[0] = 1;   /* H2 -> 1 */
    st.hooks.start_health[2] = 9;   /* H3: capped at its max */
    st.hooks.start_health[6] = 1;   /* H2 -> 1 */
    esc_game g;
    init_ok(&g, &st, 5);
    assert_int_equal(g.units[0].health, 1);
    assert_int_equal(g.units[0].max_health, 2);
    assert_int_equal(g.units[1].health, 1); /* untouched: H1 */
    assert_int_equal(g.units[2].health, 3);
    assert_int_equal(g.units[6].health, 1);
    assert_int_equal(g.units[7].health, 2);
    deploy_all(&g);
    tu_check(&g);
}

static void test_yield(void **state)
{
    (void)state;
    esc_settings st;
    esc_settings_default(&st);
    st.hooks.yielding = true;
    esc_game g;
    init_ok(&g, &st, 9);
    esc_action y = esc_action_make(ESC_ACT_YIELD, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    assert_int_equal(esc_game_test_action(&g, &y), ESC_ERR_WRONG_PHASE); /* not while deploying */
    deploy_all(&g);
    esc_action acts[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(&g, acts, ESC_MAX_ACTIONS);
    assert_int_equal(acts[n - 1].kind, ESC_ACT_YIELD);
    esc_action bad = y;
    bad.unit = 0;
    assert_int_equal(esc_game_test_action(&g, &bad), ESC_ERR_MALFORMED);
    /* Written and read back in the action notation, as a save keeps it (a
     * yielded campaign battle once saved as "?" and its save no longer loaded). */
    char text[ESC_ACTION_TEXT_MAX];
    esc_action_format(&g, &y, text);
    assert_string_equal(text, "yield");
    esc_action back;
    assert_true(esc_action_parse(&g, text, &back));
    assert_int_equal(back.kind, ESC_ACT_YIELD);
    assert_int_equal(esc_game_test_action(&g, &back), ESC_OK);
    assert_false(esc_action_parse(&g, "yield now", &back));
    int yielder = g.active, before = esc_game_units_left(&g, yielder);
    esc_events ev;
    assert_int_equal(esc_game_apply(&g, &y, &ev), ESC_OK);
    assert_int_equal(g.phase, ESC_PHASE_OVER);
    assert_int_equal(g.winner, yielder ^ 1);
    assert_int_equal(g.end_reason, ESC_END_YIELD);
    assert_int_equal(esc_game_units_left(&g, yielder), before); /* its units survive */
    assert_int_equal(ev.list[ev.count - 1].kind, ESC_EV_GAME_OVER);
    assert_int_equal(esc_game_test_action(&g, &y), ESC_ERR_GAME_OVER);
    tu_check(&g);
}

static void test_ai_plays_with_every_hook(void **state)
{
    (void)state;
    esc_settings st;
    esc_settings_default(&st);
    st.hooks.budget[0] = 15;
    st.hooks.budget[1] = 34;
    st.hooks.swap_homes = true;
    st.hooks.first_deployer = 2;
    st.hooks.die_modifier[0] = 1;
    st.hooks.vanguard = 1 + 1;
    st.hooks.start_health[2] = 1;
    st.hooks.yielding = true;
    for (int level = AI_EASY; level <= AI_NORMAL; level++) {
        for (uint64_t seed = 1; seed <= 3; seed++) {
            esc_game g;
            init_ok(&g, &st, seed);
            ai_player p[ESC_SIDES];
            ai_player *pp[ESC_SIDES] = { &p[0], &p[1] };
            for (int s = 0; s < ESC_SIDES; s++) {
                ai_config cfg;
                ai_config_default(&cfg, (ai_level)level);
                cfg.seed = seed + (uint64_t)s;
                cfg.time_ms = 5;
                cfg.no_clock_stop = true;
                assert_true(ai_player_init(&p[s], &cfg));
            }
            ai_match_result r;
            bool ok = ai_match_play(&g, pp, true, NULL, NULL, &r);
            if (!ok)
                fail_msg("%s", r.why);
            assert_int_equal(g.phase, ESC_PHASE_OVER);
            for (int s = 0; s < ESC_SIDES; s++)
                ai_player_free(&p[s]);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test_setup(test_off_by_default, setup),
        cmocka_unit_test_setup(test_budget, setup),
        cmocka_unit_test_setup(test_homes_and_first_deployer, setup),
        cmocka_unit_test_setup(test_die_modifier, setup),
        cmocka_unit_test_setup(test_vanguard, setup),
        cmocka_unit_test_setup(test_start_health, setup),
        cmocka_unit_test_setup(test_yield, setup),
        cmocka_unit_test_setup(test_ai_plays_with_every_hook, setup),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
