/*
 * The animation timeline (src/client/anim.c) on real actions' events: positions
 * along a move's path, a dying unit's fade, floating numbers, and that the shown
 * state ends exactly as the state after the action, whatever the step size.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "board/anim.h"
#include "skirmish/ai/simple.h"

/* A game at its deployment: two mirrored squads of unit "a" (and "b" when
 * `two`) on an empty map, seed 3. */
static void new_game(esc_game *g, bool two)
{
    static esc_squad s;
    esc_squad_init(&s, "t");
    esc_unit_def u;
    esc_unit_init(&u, "a", 1, 1, 1, 3);
    esc_squad_add(&s, &u);
    if (two) {
        esc_unit_init(&u, "b", 2, 2, 1, 2);
        esc_squad_add(&s, &u);
    }
    const esc_squad *sq[2] = { &s, &s };
    esc_map m;
    esc_map_init(&m, "m");
    esc_settings st;
    esc_settings_default(&st);
    assert_int_equal(esc_game_init(g, &m, sq, &st, 3, NULL), ESC_SETUP_OK);
}

/* A game in battle: two small mirrored squads deployed by the simple player. */
static void battle_game(esc_game *g)
{
    new_game(g, true);
    core_rng r;
    core_rng_seed(&r, 1);
    while (g->phase == ESC_PHASE_DEPLOY) {
        esc_action a;
        ai_simple_choose(g, &r, &a);
        esc_game_apply(g, &a, NULL);
    }
}

static void test_instant_jumps_to_the_end(void **state)
{
    (void)state;
    esc_game g, before;
    battle_game(&g);
    before = g;
    esc_bits reach = esc_game_reachable(&g, g.active * ESC_SQUAD_MAX);
    esc_action a = esc_action_make(ESC_ACT_MOVE, g.active * ESC_SQUAD_MAX, ESC_AB_NONE, __builtin_ctzll(reach), ESC_NO_UNIT);
    esc_events ev;
    assert_int_equal(esc_game_apply(&g, &a, &ev), ESC_OK);
    board_anim_player p;
    board_anim_init(&p, &before);
    board_anim_start(&p, &before, &g, &ev, 0.0f);
    assert_false(p.playing);
    assert_memory_equal(&p.shown, &g, sizeof g);
}

static void test_move_follows_the_path(void **state)
{
    (void)state;
    esc_game g, before;
    battle_game(&g);
    int unit = g.active * ESC_SQUAD_MAX;
    /* The farthest reachable square, so the path has several steps. */
    esc_bits reach = esc_game_reachable(&g, unit);
    int best = -1;
    for (int sq = 0; sq < 64; sq++)
        if ((reach & esc_bit(sq)) && (best < 0 || esc_square_distance(sq, g.units[unit].square) >
                                                  esc_square_distance(best, g.units[unit].square)))
            best = sq;
    int from = g.units[unit].square;
    before = g;
    esc_action a = esc_action_make(ESC_ACT_MOVE, unit, ESC_AB_NONE, best, ESC_NO_UNIT);
    esc_events ev;
    assert_int_equal(esc_game_apply(&g, &a, &ev), ESC_OK);
    assert_int_equal(ev.list[0].kind, ESC_EV_MOVE);
    assert_true(ev.list[0].path_len >= 2);
    board_anim_player p;
    board_anim_init(&p, &before);
    board_anim_start(&p, &before, &g, &ev, 1.0f);
    float x, y;
    board_anim_unit_position(&p, unit, &x, &y);
    assert_float_equal(x, esc_square_file(from) + 0.5f, 1e-4);
    assert_float_equal(y, esc_square_rank(from) + 0.5f, 1e-4);
    /* Half-way the unit is strictly between start and end, never off the path's hull. */
    board_anim_update(&p, board_anim_duration(&ev.list[0]) * 0.5f);
    board_anim_unit_position(&p, unit, &x, &y);
    float fx = esc_square_file(from) + 0.5f, tx = esc_square_file(best) + 0.5f;
    float lo = fx < tx ? fx : tx, hi = fx < tx ? tx : fx;
    assert_true(x >= lo - 1.01f && x <= hi + 1.01f);
    for (int i = 0; i < 500 && p.playing; i++)
        board_anim_update(&p, 0.013f);
    assert_false(p.playing);
    board_anim_unit_position(&p, unit, &x, &y);
    assert_float_equal(x, esc_square_file(best) + 0.5f, 1e-4);
    assert_memory_equal(&p.shown, &g, sizeof g);
}

static void test_random_actions_always_end_on_the_after_state(void **state)
{
    (void)state;
    esc_game g;
    battle_game(&g);
    core_rng r;
    core_rng_seed(&r, 9);
    static esc_action list[ESC_MAX_ACTIONS];
    int damage_seen = 0;
    for (int k = 0; k < 400 && g.phase != ESC_PHASE_OVER; k++) {
        esc_game before = g;
        int n = esc_game_legal_actions(&g, list, ESC_MAX_ACTIONS);
        esc_action a = list[core_rng_below(&r, (uint32_t)n)];
        esc_events ev;
        esc_game_apply(&g, &a, &ev);
        board_anim_player p;
        board_anim_init(&p, &before);
        board_anim_start(&p, &before, &g, &ev, 1.0f + (float)(k % 3));
        float dt = 0.005f + 0.01f * (float)(k % 7);
        for (int i = 0; i < 2000 && p.playing; i++) {
            board_anim_update(&p, dt);
            for (int f = 0; f < BOARD_ANIM_FLOATERS; f++)
                if (p.floaters[f].square >= 0)
                    damage_seen = 1;
            for (int u = 0; u < ESC_MAX_UNITS; u++) {
                float alpha = board_anim_unit_alpha(&p, u);
                assert_true(alpha >= 0.0f && alpha <= 1.0f);
            }
        }
        assert_false(p.playing);
        assert_memory_equal(&p.shown, &g, sizeof g);
    }
    assert_true(damage_seen);
}

/* hEsc12 (play-test 10): the first turn's roll stays up long enough to read
 * (its faces at least half a second, who starts two), and a click on the
 * result ends that step; a tumbling die is not skipped. */
static void test_roll_stays_to_be_read(void **state)
{
    (void)state;
    esc_game g, before;
    new_game(&g, false);
    esc_events ev;
    core_rng r;
    core_rng_seed(&r, 1);
    do {
        esc_action a;
        before = g;
        ai_simple_choose(&g, &r, &a);
        assert_int_equal(esc_game_apply(&g, &a, &ev), ESC_OK);
    } while (g.phase == ESC_PHASE_DEPLOY);
    esc_event dice = { .kind = ESC_EV_DICE }, first = { .kind = ESC_EV_FIRST_PLAYER };
    assert_true(board_anim_duration(&dice) * (1.0f - BOARD_ANIM_DICE_REVEAL) >= 0.5f);
    assert_true(board_anim_duration(&first) >= 2.0f);
    board_anim_player p;
    board_anim_init(&p, &before);
    board_anim_start(&p, &before, &g, &ev, 1.0f);
    while (p.playing && !board_anim_rolling(&p))
        board_anim_update(&p, 0.05f);
    assert_true(board_anim_rolling(&p));
    assert_false(board_anim_skip_result(&p)); /* still tumbling */
    int guard = 0;
    while (p.playing && board_anim_current(&p, NULL)->kind != ESC_EV_FIRST_PLAYER && guard++ < 400)
        board_anim_update(&p, 0.05f);
    assert_true(p.playing);
    board_anim_update(&p, 0.5f);
    assert_int_equal(board_anim_current(&p, NULL)->kind, ESC_EV_FIRST_PLAYER); /* still there after half a second */
    assert_true(board_anim_skip_result(&p));
    board_anim_update(&p, 0.01f);
    assert_true(!p.playing || board_anim_current(&p, NULL)->kind != ESC_EV_FIRST_PLAYER);
}

/* hEsc12 (play-test 10) then hEsc15 (play-test 13): the floating number is
 * the whole blow as the log says it, with "KO" when it kills ("-2 · KO" over
 * a 1-Health unit hit for 2, not "-1" beside the log's "2 damage"). */
static void test_floater_is_health_lost(void **state)
{
    (void)state;
    esc_game g;
    battle_game(&g);
    int target = g.active * ESC_SQUAD_MAX;
    g.units[target].health = 1;
    esc_events ev = { 0 };
    esc_event hit = { .kind = ESC_EV_DAMAGE, .unit = (int8_t)target, .other = -1, .from = g.units[target].square,
                      .to = g.units[target].square, .amount = 2 };
    ev.list[ev.count++] = hit;
    board_anim_player p;
    board_anim_init(&p, &g);
    esc_game after = g;
    after.units[target].health = -1;
    board_anim_start(&p, &g, &after, &ev, 1.0f);
    bool found = false;
    for (int i = 0; i < BOARD_ANIM_FLOATERS; i++)
        if (p.floaters[i].square == hit.to) {
            assert_int_equal(p.floaters[i].amount, 2);
            assert_true(p.floaters[i].ko);
            found = true;
        }
    assert_true(found);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_instant_jumps_to_the_end),
        cmocka_unit_test(test_roll_stays_to_be_read),
        cmocka_unit_test(test_floater_is_health_lost),
        cmocka_unit_test(test_move_follows_the_path),
        cmocka_unit_test(test_random_actions_always_end_on_the_after_state),
    };
    return cmocka_run_group_tests_name("client animation", tests, NULL, NULL);
}
