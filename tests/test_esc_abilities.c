/*
 * The twelve abilities (docs/rules.md sections 6 to 8): who they may target, what
 * they do, and how long each status lasts, by turn number. Side 0 plays the odd
 * turns unless a test says otherwise; an ability used in turn t gives:
 * suppressed during t+1, untargetable through t+1, overcharged during t+2, guarded
 * until the start of t+2.
 */
#include "esc_test_util.h"

#include <stdio.h>
#include <string.h>

static void expect_health(const esc_game *g, const char *square, int health)
{
    int got = tu_health_at(g, square);
    if (got != health)
        fail_msg("turn %d: unit on %s has %d Health, expected %d", g->turn, square, got, health);
}

static void expect_turn(const esc_game *g, int turn, int active)
{
    if (g->turn != turn || g->active != active)
        fail_msg("turn %d side %d, expected turn %d side %d", g->turn, g->active, turn, active);
}

/* ---- charge ---- */

static void test_charge(void **state)
{
    (void)state;
    esc_game g;
    /* A (R1 P2 M2, charge) on b2, ally B on a1; enemy x (H5) on e5. */
    tu_game(&g, "8/8/8/4a3/8/8/1A6/B7", "H1R1P2M2+charge H1R1P1M1", "H5R1P1M1");
    int a = tu_at(&g, "b2"), x = tu_at(&g, "e5");
    tu_refuse(&g, "charge b2 c3 e5", ESC_ERR_OUT_OF_RANGE); /* c3 is 2 from e5, Range 1 */
    tu_refuse(&g, "charge b2 e4 e5", ESC_ERR_UNREACHABLE);  /* 3 steps, Move 2 */
    tu_refuse(&g, "charge b2 b2 e5", ESC_ERR_OUT_OF_RANGE); /* staying: still too far */
    tu_refuse(&g, "charge b2 b2 a1", ESC_ERR_NOT_AN_ENEMY);
    tu_refuse(&g, "charge a1 b1 e5", ESC_ERR_NO_ABILITY);   /* B has no charge */
    esc_events ev;
    tu_play_ev(&g, "charge b2 d4 e5", &ev);
    assert_int_equal(g.units[a].square, tu_sq("d4"));
    /* A power-1 attack, whatever the unit's Power (2). */
    assert_int_equal(g.units[x].health, 4);
    assert_int_equal(g.actions_left, 1);
    const esc_event *ab = tu_find_event(&ev, ESC_EV_ABILITY, 0);
    assert_non_null(ab);
    assert_int_equal(ab->ability, ESC_AB_CHARGE);
    assert_non_null(tu_find_event(&ev, ESC_EV_MOVE, 0));
    const esc_event *atk = tu_find_event(&ev, ESC_EV_ATTACK, 0);
    assert_non_null(atk);
    assert_int_equal(atk->ability, ESC_AB_CHARGE);
    assert_int_equal(atk->other, x);
    const esc_event *dmg = tu_find_event(&ev, ESC_EV_DAMAGE, 0);
    assert_non_null(dmg);
    assert_int_equal(dmg->amount, 1);
    /* It was the unit's ability of the turn: no attack follows. */
    tu_refuse(&g, "attack d4 e5", ESC_ERR_ALREADY_USED_ABILITY);
    tu_play(&g, "end");
    tu_play(&g, "end");
    /* An attack first forbids the charge. */
    tu_play(&g, "attack d4 e5");
    tu_refuse(&g, "charge d4 d4 e5", ESC_ERR_ALREADY_ATTACKED);
}

static void test_charge_line_of_sight_from_new_square(void **state)
{
    (void)state;
    esc_game g;
    /* A (R3, charge) on a1, ally B on a2, enemy x on a4: from a1 the file is
     * blocked by B; from b1 the corner (2,1) -> (0.5,3.5) passes right of a2
     * (x <= 1 only once y >= 2.67) and sees a4, at distance 3. */
    tu_game(&g, "8/8/8/8/a7/8/B7/A7", "H1R3P1M1+charge H1R1P1M1", "H5R1P1M1");
    tu_refuse(&g, "attack a1 a4", ESC_ERR_NO_LINE_OF_SIGHT);
    tu_refuse(&g, "charge a1 a1 a4", ESC_ERR_NO_LINE_OF_SIGHT);
    tu_play(&g, "charge a1 b1 a4");
    expect_health(&g, "a4", 4);
    assert_int_equal(tu_at(&g, "b1"), 0);

    /* The other way: seen from b1, not from a1 where the charge would end. */
    tu_game(&g, "8/8/8/8/a7/8/B7/1A6", "H1R3P1M1+charge H1R1P1M1", "H5R1P1M1");
    tu_refuse(&g, "charge b1 a1 a4", ESC_ERR_NO_LINE_OF_SIGHT);
    tu_play(&g, "charge b1 b1 a4"); /* Ruling: 0 steps allowed */
    expect_health(&g, "a4", 4);

    /* The charger's old square does not block from the new one: A on d3 falls back
     * to d2 and still sees d5 down the file through the square it left. */
    tu_game(&g, "8/8/8/3a4/8/3A4/8/8", "H1R3P1M1+charge", "H5R1P1M1");
    tu_play(&g, "charge d3 d2 d5");
    expect_health(&g, "d5", 4);

    /* Charge next to the enemy, staying put. */
    tu_game(&g, "8/8/8/3a4/3A4/8/8/8", "H1R1P2M2+charge", "H5R1P1M1");
    tu_play(&g, "charge d4 d4 d5");
    expect_health(&g, "d5", 4);
    tu_assert_position(&g, "8/8/8/3a4/3A4/8/8/8");
}

/* ---- energy-trait ---- */

static void test_energy_trait(void **state)
{
    (void)state;
    esc_game g;
    /* A (R1, energy-trait) on d4, ally B on c4; enemies a on d7 (distance 3), b on
     * h8 (distance 4), c on a4 (behind B). */
    tu_game(&g, "7b/3a4/8/8/c1BA4/8/8/8", "H1R1P1M1+energy-trait H1R1P1M1", "H5R1P1M1 H5R1P1M1 H5R1P1M1");
    int a = tu_at(&g, "d4");
    esc_attack_profile p = esc_game_attack_profile(&g, a, ESC_AB_ENERGY_TRAIT);
    assert_int_equal(p.range, 3);
    assert_int_equal(p.power, 2);
    assert_false(p.ignore_units);
    tu_refuse(&g, "attack d4 d7", ESC_ERR_OUT_OF_RANGE); /* its own Range is 1 */
    tu_refuse(&g, "energy-trait d4 h8", ESC_ERR_OUT_OF_RANGE);
    tu_refuse(&g, "energy-trait d4 a4", ESC_ERR_NO_LINE_OF_SIGHT);
    tu_refuse(&g, "energy-trait d4 c4", ESC_ERR_NOT_AN_ENEMY);
    esc_events ev;
    tu_play_ev(&g, "energy-trait d4 d7", &ev);
    expect_health(&g, "d7", 3);
    assert_int_equal(g.actions_left, 1);
    const esc_event *atk = tu_find_event(&ev, ESC_EV_ATTACK, 0);
    assert_non_null(atk);
    assert_int_equal(atk->ability, ESC_AB_ENERGY_TRAIT);

    /* Range 3, not the unit's: a Range-5 unit still reaches only 3 with it. */
    tu_game(&g, "7a/8/8/8/3A4/8/8/8", "H1R5P1M1+energy-trait", "H5R1P1M1");
    tu_refuse(&g, "energy-trait d4 h8", ESC_ERR_OUT_OF_RANGE);
    tu_play(&g, "attack d4 h8");
    expect_health(&g, "h8", 4);
}

/* ---- defensive-stance ---- */

static void test_defensive_stance(void **state)
{
    (void)state;
    esc_game g;
    /* A (H3, stance) on d4; enemies a (Power 2) on d5, b (Power 1) on e5. */
    tu_game(&g, "8/8/8/3ab3/3A4/8/8/8", "H3R1P1M1+defensive-stance", "H3R1P2M1 H3R1P1M1");
    int a = tu_at(&g, "d4");
    esc_events ev;
    tu_play_ev(&g, "defensive-stance d4", &ev); /* turn 1 */
    assert_true(g.units[a].flags & ESC_UF_STANCE);
    const esc_event *st = tu_find_event(&ev, ESC_EV_STATUS, 0);
    assert_non_null(st);
    assert_int_equal(st->unit, a);
    assert_int_equal(st->amount, ESC_STATUS_STANCE);
    tu_refuse(&g, "defensive-stance d4", ESC_ERR_ALREADY_USED_ABILITY);
    tu_play(&g, "end");
    tu_play(&g, "end"); /* turn 2 */
    /* Turn 3: still there (it lasts until used) and not stackable. */
    assert_true(g.units[a].flags & ESC_UF_STANCE);
    tu_refuse(&g, "defensive-stance d4", ESC_ERR_STANCE_ACTIVE);
    tu_play(&g, "end");
    /* Turn 4: Power 2 -> 1 point cancelled, 1 taken; the stance is spent. */
    tu_play_ev(&g, "attack d5 d4", &ev);
    expect_health(&g, "d4", 2);
    const esc_event *dmg = tu_find_event(&ev, ESC_EV_DAMAGE, 0);
    assert_non_null(dmg);
    assert_int_equal(dmg->unit, a);
    assert_int_equal(dmg->amount, 1);
    assert_int_equal(dmg->prevented, 1);
    assert_false(g.units[a].flags & ESC_UF_STANCE);
    tu_play(&g, "attack e5 d4");
    expect_health(&g, "d4", 1);
    /* Turn 5: a new stance; turn 6: a Power-1 hit is cancelled entirely. */
    tu_play(&g, "defensive-stance d4");
    tu_play(&g, "end");
    tu_play_ev(&g, "attack e5 d4", &ev);
    expect_health(&g, "d4", 1);
    assert_false(g.units[a].flags & ESC_UF_STANCE);
    dmg = tu_find_event(&ev, ESC_EV_DAMAGE, 0);
    if (dmg) {
        assert_int_equal(dmg->amount, 0);
        assert_int_equal(dmg->prevented, 1);
    }
    /* And the next hit lands. */
    tu_play(&g, "attack d5 d4");
    assert_false(esc_game_unit_alive(&g, a));
}

/* ---- suppressing-fire ---- */

static void test_suppressing_fire(void **state)
{
    (void)state;
    esc_game g;
    /* A (suppressing-fire) on a1; enemies x (H3 M2) on a5 (distance 4), y on h8,
     * z (H1) on e5 (distance 4). */
    tu_game(&g, "7b/8/8/a3c3/8/8/8/A7", "H1R1P1M1+suppressing-fire", "H3R1P1M2 H3R1P1M2 H1R1P1M1");
    int a = tu_at(&g, "a1"), x = tu_at(&g, "a5");
    esc_attack_profile p = esc_game_attack_profile(&g, a, ESC_AB_SUPPRESSING_FIRE);
    assert_int_equal(p.range, 4);
    assert_int_equal(p.power, 1);
    tu_refuse(&g, "suppressing-fire a1 h8", ESC_ERR_OUT_OF_RANGE);
    tu_refuse(&g, "attack a1 a5", ESC_ERR_OUT_OF_RANGE);
    esc_events ev;
    tu_play_ev(&g, "suppressing-fire a1 a5", &ev); /* turn 1 */
    expect_health(&g, "a5", 2);
    assert_int_equal(g.units[x].suppressed_turn, 2);
    assert_true(esc_game_is_suppressed(&g, x));
    bool status = false;
    for (int i = 0; i < ev.count; i++)
        if (ev.list[i].kind == ESC_EV_STATUS && ev.list[i].unit == x && ev.list[i].amount == ESC_STATUS_SUPPRESSED)
            status = true;
    assert_true(status);
    tu_play(&g, "end");
    /* Turn 2: x may take one action, the rest of its side is free. */
    assert_true(esc_game_is_suppressed(&g, x));
    tu_play(&g, "move a5 a6");
    tu_refuse(&g, "move a6 a7", ESC_ERR_SUPPRESSED);
    tu_play(&g, "move h8 g8");
    expect_turn(&g, 3, 0);
    /* Gone at the end of turn 2. */
    assert_false(esc_game_is_suppressed(&g, x));
    tu_play(&g, "end");
    tu_play(&g, "move a6 a7"); /* turn 4: two actions again */
    tu_play(&g, "move a7 a8");
    expect_turn(&g, 5, 0);

    /* Unused, it still lasts only through turn 2. */
    tu_game(&g, "7b/8/8/a3c3/8/8/8/A7", "H1R1P1M1+suppressing-fire", "H3R1P1M2 H3R1P1M2 H1R1P1M1");
    tu_play(&g, "suppressing-fire a1 a5");
    tu_play(&g, "end");
    tu_play(&g, "end"); /* turn 2: x does nothing */
    tu_play(&g, "end"); /* turn 3 */
    tu_play(&g, "move a5 a6");
    tu_play(&g, "move a6 a7");
    expect_turn(&g, 5, 0);

    /* A target that dies is not suppressed (nothing to carry). */
    tu_game(&g, "7b/8/8/a3c3/8/8/8/A7", "H1R1P1M1+suppressing-fire", "H3R1P1M2 H3R1P1M2 H1R1P1M1");
    int z = tu_at(&g, "e5");
    tu_play_ev(&g, "suppressing-fire a1 e5", &ev);
    assert_false(esc_game_unit_alive(&g, z));
    for (int i = 0; i < ev.count; i++)
        assert_false(ev.list[i].kind == ESC_EV_STATUS && ev.list[i].amount == ESC_STATUS_SUPPRESSED);
}

/* ---- tactical-retreat ---- */

static void test_tactical_retreat_untargetable(void **state)
{
    (void)state;
    esc_game g;
    /* Side 0: A (retreat) on d4, B on c3, C on d3. Side 1: a (sweep) on c4,
     * adjacent to all three; b (energy-trait, Range 2) on d6. */
    tu_game(&g, "8/8/3b4/8/2aA4/2BC4/8/8", "H1R1P1M2+tactical-retreat H3R1P1M1 H3R1P1M1",
            "H3R1P1M1+sweep H3R2P1M1+energy-trait");
    int a = tu_at(&g, "d4"), b = tu_at(&g, "c3"), c = tu_at(&g, "d3");
    esc_events ev;
    tu_play_ev(&g, "tactical-retreat d4 d4", &ev); /* turn 1, 0 steps */
    assert_int_equal(g.units[a].untargetable_until, 2);
    assert_false(esc_game_targetable(&g, a));
    const esc_event *st = tu_find_event(&ev, ESC_EV_STATUS, 0);
    assert_non_null(st);
    assert_int_equal(st->amount, ESC_STATUS_UNTARGETABLE);
    tu_play(&g, "end");
    /* Turn 2: no enemy attack or ability may target it. */
    assert_false(esc_game_targetable(&g, a));
    tu_refuse(&g, "attack d6 d4", ESC_ERR_UNTARGETABLE);
    tu_refuse(&g, "energy-trait d6 d4", ESC_ERR_UNTARGETABLE);
    /* It still blocks line of sight: d6 -> d3 runs down the file through d4. */
    tu_refuse(&g, "energy-trait d6 d3", ESC_ERR_NO_LINE_OF_SIGHT);
    esc_bits in_range = 0, visible = 0;
    esc_game_targets_from(&g, tu_at(&g, "d6"), ESC_AB_ENERGY_TRAIT, tu_sq("d6"), &in_range, &visible);
    assert_false(in_range & tu_bits("d4"));
    /* Sweep passes it by, hitting B and C in unit order. */
    tu_play_ev(&g, "sweep c4", &ev);
    expect_health(&g, "d4", 1);
    expect_health(&g, "c3", 2);
    expect_health(&g, "d3", 2);
    assert_int_equal(tu_count_events(&ev, ESC_EV_DAMAGE), 2);
    assert_int_equal(tu_find_event(&ev, ESC_EV_DAMAGE, 0)->unit, b);
    assert_int_equal(tu_find_event(&ev, ESC_EV_DAMAGE, 1)->unit, c);
    tu_play(&g, "end");
    /* Turn 3 onwards it can be targeted again. */
    assert_true(esc_game_targetable(&g, a));
    tu_play(&g, "end");
    tu_play(&g, "attack d6 d4"); /* turn 4 */
    assert_false(esc_game_unit_alive(&g, a));
}

static void test_tactical_retreat_move_and_allies(void **state)
{
    (void)state;
    esc_game g;
    /* A (retreat, Move 2) on d4, B (feint) on e4; enemy a (sweep) on f5. */
    tu_game(&g, "8/8/8/5a2/3AB3/8/8/8", "H1R1P1M2+tactical-retreat H1R1P1M1+feint", "H3R1P1M1+sweep");
    int a = tu_at(&g, "d4");
    tu_refuse(&g, "tactical-retreat d4 d7", ESC_ERR_UNREACHABLE);
    tu_refuse(&g, "tactical-retreat d4 e4", ESC_ERR_OCCUPIED);
    tu_play(&g, "tactical-retreat d4 d5");
    assert_int_equal(g.units[a].square, tu_sq("d5"));
    /* An ally's ability may still pick it: only enemies are barred. */
    tu_play(&g, "feint e4 d5");
    tu_assert_position(&g, "8/8/8/3B1a2/4A3/8/8/8");
    expect_turn(&g, 2, 1);
    /* The only enemy next to the sweeper is untargetable: no sweep. */
    tu_refuse(&g, "sweep f5", ESC_ERR_NO_TARGET);
    tu_refuse(&g, "attack f5 e4", ESC_ERR_UNTARGETABLE);
}

/* ---- command-forward ---- */

static void test_command_forward(void **state)
{
    (void)state;
    esc_game g;
    /* K (command) on d4; X (Move 2) on d2, distance 2; Y on g4, distance 3; W on
     * h8, distance 4; enemy on a8. */
    tu_game(&g, "a6D/8/8/8/3A2C1/8/3B4/8", "H1R1P1M1+command-forward H1R1P1M2 H1R1P1M1 H1R1P1M1", "H3R1P1M1");
    int k = tu_at(&g, "d4"), x = tu_at(&g, "d2"), y = tu_at(&g, "g4");
    tu_play(&g, "command-forward d4");
    assert_int_equal(g.actions_left, 1);
    assert_int_equal(g.command_unit, k);
    assert_int_equal(g.command_left, ESC_COMMAND_MOVES);
    expect_turn(&g, 1, 0);
    /* Nothing else meanwhile. */
    tu_refuse(&g, "end", ESC_ERR_COMMAND_PENDING);
    tu_refuse(&g, "move d2 d3", ESC_ERR_COMMAND_PENDING);
    tu_refuse(&g, "move d4 d5", ESC_ERR_COMMAND_PENDING);
    tu_refuse(&g, "command h8 g8", ESC_ERR_NOT_COMMANDABLE); /* distance 4 */
    tu_refuse(&g, "command d4 d5", ESC_ERR_NOT_COMMANDABLE); /* the commander */
    tu_refuse(&g, "command d2 d5", ESC_ERR_UNREACHABLE);     /* 3 steps, Move 2 */
    tu_refuse(&g, "command d2 d2", ESC_ERR_SAME_SQUARE);
    esc_action enemy = tu_act(&g, "command a8 a7");
    assert_int_not_equal(esc_game_test_action(&g, &enemy), ESC_OK);
    /* The legal actions are exactly the free moves of X and Y, and done. */
    esc_action list[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(&g, list, ESC_MAX_ACTIONS);
    int want = esc_bits_count(esc_game_reachable(&g, x)) + esc_bits_count(esc_game_reachable(&g, y)) + 1;
    assert_int_equal(n, want);
    for (int i = 0; i < n; i++) {
        assert_true(list[i].kind == ESC_ACT_COMMAND_MOVE || list[i].kind == ESC_ACT_COMMAND_DONE);
        if (list[i].kind == ESC_ACT_COMMAND_MOVE)
            assert_true(list[i].unit == x || list[i].unit == y);
    }
    /* X uses its own Move (2). */
    tu_play(&g, "command d2 f2");
    assert_int_equal(g.actions_left, 1); /* free: not an action */
    assert_int_equal(g.command_left, 1);
    assert_true(g.command_moved & (1u << x));
    tu_refuse(&g, "command f2 f3", ESC_ERR_ALREADY_COMMANDED);
    tu_play(&g, "command g4 g5");
    /* Two given: the command is over, the turn goes on with its last action. */
    assert_int_equal(g.command_unit, ESC_NO_UNIT);
    assert_int_equal(g.actions_left, 1);
    expect_turn(&g, 1, 0);
    tu_refuse(&g, "done", ESC_ERR_NO_COMMAND);
    tu_refuse(&g, "command g5 g6", ESC_ERR_NO_COMMAND);
    /* Commanded units may still act, the commander may move. */
    tu_play(&g, "move d4 d5");
    expect_turn(&g, 2, 1);
    tu_play(&g, "end");

    /* Turn 3: command as the second action, one free move, then done: the turn
     * ends only then. */
    tu_play(&g, "move d5 d4");
    tu_play(&g, "command-forward d4");
    assert_int_equal(g.actions_left, 0);
    expect_turn(&g, 3, 0);
    tu_play(&g, "command f2 e3");
    expect_turn(&g, 3, 0);
    tu_play(&g, "done");
    expect_turn(&g, 4, 1);
    assert_int_equal(g.command_unit, ESC_NO_UNIT);
    tu_play(&g, "end");

    /* Turn 5: stopping at once is allowed. */
    tu_play(&g, "command-forward d4");
    tu_play(&g, "done");
    assert_int_equal(g.actions_left, 1);
    expect_turn(&g, 5, 0);
    tu_assert_position(&g, "a6D/8/8/6C1/3A4/4B3/8/8");
}

static void test_command_forward_needs_a_movable_ally(void **state)
{
    (void)state;
    esc_game g;
    /* Allies too far. */
    tu_game(&g, "7a/8/8/8/7B/8/8/A7", "H1R1P1M1+command-forward H1R1P1M1", "H3R1P1M1");
    tu_refuse(&g, "command-forward a1", ESC_ERR_NO_TARGET);
    /* Distance 4 is too far, distance 3 is near enough. */
    tu_game(&g, "7a/8/8/8/8/8/8/A3B3", "H1R1P1M1+command-forward H1R1P1M1", "H3R1P1M1");
    tu_refuse(&g, "command-forward a1", ESC_ERR_NO_TARGET);
    tu_game(&g, "7a/8/8/8/8/8/8/A2B4", "H1R1P1M1+command-forward H1R1P1M1", "H3R1P1M1");
    tu_play(&g, "command-forward a1");
    tu_play(&g, "command d1 d2");
    /* An ally within 3 that cannot move (walled in by obstacles and K). */
    tu_game(&g, "7a/8/8/8/8/8/###5/AB##4", "H1R1P1M1+command-forward H1R1P1M1", "H3R1P1M1");
    tu_refuse(&g, "command-forward a1", ESC_ERR_NO_TARGET);
}

static void test_command_forward_suppressed_ally(void **state)
{
    (void)state;
    esc_game g;
    /* Side 1 moves first and suppresses X; in turn 2 X takes its one action and
     * still receives a free move, which is not an action. */
    tu_game_ex(&g, "3a4/8/8/8/3B4/2A5/8/8", "H1R1P1M1+command-forward H3R1P1M2", "H1R1P1M1+suppressing-fire", 1,
               NULL, 0);
    int x = tu_at(&g, "d4");
    tu_play(&g, "suppressing-fire d8 d4");
    tu_play(&g, "end");
    expect_turn(&g, 2, 0);
    assert_true(esc_game_is_suppressed(&g, x));
    tu_play(&g, "move d4 e4");
    tu_refuse(&g, "move e4 e5", ESC_ERR_SUPPRESSED);
    tu_play(&g, "command-forward c3");
    tu_play(&g, "command e4 e6");
    /* X was the only ally to command: whether the command then closes by itself
     * or waits for "done" is not ruled (docs/rules.md section 6). */
    if (g.command_unit != ESC_NO_UNIT)
        tu_play(&g, "done");
    expect_turn(&g, 3, 1);
    assert_int_equal(g.units[x].square, tu_sq("e6"));
}

/* ---- devastating-strike ---- */

static void test_devastating_strike(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/3b4/3a4/3A4/8/8/8", "H3R1P1M1+devastating-strike", "H5R1P1M1 H5R1P1M1");
    int a = tu_at(&g, "d4");
    tu_refuse(&g, "devastating-strike d4 d6", ESC_ERR_OUT_OF_RANGE);
    esc_attack_profile p = esc_game_attack_profile(&g, a, ESC_AB_DEVASTATING_STRIKE);
    assert_int_equal(p.range, 1);
    assert_int_equal(p.power, 4);
    esc_events ev;
    tu_play_ev(&g, "devastating-strike d4 d5", &ev);
    expect_health(&g, "d5", 1);
    expect_health(&g, "d4", 2);
    const esc_event *self = tu_find_event(&ev, ESC_EV_SELF_DAMAGE, 0);
    assert_non_null(self);
    assert_int_equal(self->unit, a);
    assert_int_equal(self->amount, 1);

    /* The price ignores the unit's own stance (which stays). */
    tu_game(&g, "8/8/8/3a4/3A4/8/8/8", "H3R1P1M1+devastating-strike+defensive-stance", "H5R1P1M1");
    a = tu_at(&g, "d4");
    tu_play(&g, "defensive-stance d4");
    tu_play(&g, "end");
    tu_play(&g, "end");
    tu_play(&g, "devastating-strike d4 d5");
    expect_health(&g, "d4", 2);
    assert_true(g.units[a].flags & ESC_UF_STANCE);

    /* ...and a guardian: the striker pays itself. */
    tu_game(&g, "8/8/8/3a4/2BA4/8/8/8", "H3R1P1M1+devastating-strike H5R1P1M1+guardian", "H5R1P1M1");
    tu_play(&g, "guardian c4 d4");
    tu_play(&g, "devastating-strike d4 d5");
    expect_health(&g, "d4", 2);
    expect_health(&g, "c4", 5);
    expect_health(&g, "d5", 1);

    /* The target's stance takes 1 of the 4. */
    tu_game_ex(&g, "8/8/8/3a4/3A4/8/8/8", "H3R1P1M1+devastating-strike", "H5R1P1M1+defensive-stance", 1, NULL, 0);
    tu_play(&g, "defensive-stance d5");
    tu_play(&g, "end");
    tu_play(&g, "devastating-strike d4 d5");
    expect_health(&g, "d5", 2);
}

/* ---- feint ---- */

static void test_feint(void **state)
{
    (void)state;
    esc_game g;
    /* A (feint) on c3; allies B on e5 (distance 2, d4 empty), C on f3 (distance
     * 3), D on a3 (distance 2, but the enemy on b3 is in between). */
    tu_game(&g, "8/8/8/4B3/8/DaA2C2/8/8", "H1R1P1M1+feint H1R1P1M1 H1R1P1M1 H1R1P1M1", "H1R1P1M1");
    int a = tu_at(&g, "c3"), b = tu_at(&g, "e5");
    tu_refuse(&g, "feint c3 f3", ESC_ERR_OUT_OF_RANGE);
    tu_refuse(&g, "feint c3 a3", ESC_ERR_NO_LINE_OF_SIGHT);
    tu_refuse(&g, "feint c3 b3", ESC_ERR_NOT_AN_ALLY);
    esc_action self = tu_act(&g, "feint c3 c3");
    esc_game before;
    memcpy(&before, &g, sizeof g);
    assert_int_not_equal(esc_game_apply(&g, &self, NULL), ESC_OK);
    assert_memory_equal(&before, &g, sizeof g);
    esc_events ev;
    tu_play_ev(&g, "feint c3 e5", &ev);
    assert_int_equal(g.units[a].square, tu_sq("e5"));
    assert_int_equal(g.units[b].square, tu_sq("c3"));
    tu_assert_position(&g, "8/8/8/4A3/8/DaB2C2/8/8");
    const esc_event *swap = tu_find_event(&ev, ESC_EV_SWAP, 0);
    assert_non_null(swap);
    assert_int_equal(swap->unit, a);
    assert_int_equal(swap->other, b);
    assert_int_equal(swap->from, tu_sq("c3"));
    assert_int_equal(swap->to, tu_sq("e5"));
    assert_int_equal(g.actions_left, 1);

    /* Line of sight is the feinting unit's, and it is not symmetric: with a unit on
     * b2, a1 does not see b3 but b3 sees a1 (see the line-of-sight tests). */
    tu_game(&g, "8/8/8/8/8/1B6/1a6/A7", "H1R1P1M1+feint H1R1P1M1", "H1R1P1M1");
    tu_refuse(&g, "feint a1 b3", ESC_ERR_NO_LINE_OF_SIGHT);
    tu_game(&g, "8/8/8/8/8/1A6/1a6/B7", "H1R1P1M1+feint H1R1P1M1", "H1R1P1M1");
    tu_play(&g, "feint b3 a1");
    tu_assert_position(&g, "8/8/8/8/8/1B6/1a6/A7");
}

/* ---- guardian ---- */

static void test_guardian_redirect_and_duration(void **state)
{
    (void)state;
    esc_game g;
    /* G (guardian, H5) on c4 next to W (H3) on d4; enemies e (Power 2) on d5 and f
     * (Power 1) on e5, both next to W. */
    tu_game(&g, "8/8/8/3ab3/2AB4/8/8/8", "H5R1P1M1+guardian H3R1P1M1", "H3R1P2M1 H3R1P1M1");
    int gd = tu_at(&g, "c4"), w = tu_at(&g, "d4");
    tu_refuse(&g, "guardian c4 d5", ESC_ERR_NOT_AN_ALLY);
    esc_events ev;
    tu_play_ev(&g, "guardian c4 d4", &ev); /* turn 1 */
    assert_int_equal(g.units[w].guarded_by, gd);
    assert_int_equal(g.units[w].guard_until, 3);
    const esc_event *st = tu_find_event(&ev, ESC_EV_STATUS, 0);
    assert_non_null(st);
    assert_int_equal(st->unit, w);
    assert_int_equal(st->amount, ESC_STATUS_GUARDED);
    assert_int_equal(st->other, gd);
    tu_play(&g, "end");
    /* Turn 2: both hits on W land on G. */
    tu_play_ev(&g, "attack d5 d4", &ev);
    expect_health(&g, "c4", 3);
    expect_health(&g, "d4", 3);
    const esc_event *dmg = tu_find_event(&ev, ESC_EV_DAMAGE, 0);
    assert_non_null(dmg);
    assert_int_equal(dmg->unit, gd);
    assert_int_equal(dmg->other, w);
    assert_int_equal(dmg->amount, 2);
    tu_play(&g, "attack e5 d4");
    expect_health(&g, "c4", 2);
    expect_health(&g, "d4", 3);
    /* Turn 3 starts: the guard is over. Turn 4: W takes its own damage. */
    tu_play(&g, "end");
    tu_play(&g, "attack d5 d4");
    expect_health(&g, "d4", 1);
    expect_health(&g, "c4", 2);
}

static void test_guardian_stance_on_guardian(void **state)
{
    (void)state;
    esc_game g;
    /* Both G and W hold a stance; the redirected damage meets G's stance, W's stays. */
    tu_game(&g, "8/8/8/3a4/2AB4/8/8/8", "H5R1P1M1+guardian+defensive-stance H2R1P1M1+defensive-stance", "H3R1P2M1");
    int gd = tu_at(&g, "c4"), w = tu_at(&g, "d4");
    tu_play(&g, "defensive-stance c4");
    tu_play(&g, "defensive-stance d4");
    tu_play(&g, "end"); /* turn 2 */
    tu_play(&g, "guardian c4 d4"); /* turn 3 */
    tu_play(&g, "end");
    esc_events ev;
    tu_play_ev(&g, "attack d5 d4", &ev); /* turn 4 */
    expect_health(&g, "c4", 4);
    expect_health(&g, "d4", 2);
    assert_false(g.units[gd].flags & ESC_UF_STANCE);
    assert_true(g.units[w].flags & ESC_UF_STANCE);
    const esc_event *dmg = tu_find_event(&ev, ESC_EV_DAMAGE, 0);
    assert_non_null(dmg);
    assert_int_equal(dmg->unit, gd);
    assert_int_equal(dmg->amount, 1);
    assert_int_equal(dmg->prevented, 1);
}

static void test_guardian_no_chain(void **state)
{
    (void)state;
    esc_game g;
    /* G1 on c4 guards W on d4; G2 on b4 guards G1. Damage meant for W goes to G1
     * and stops there; damage meant for G1 goes to G2. */
    tu_game(&g, "8/8/8/2ba4/1BAC4/8/8/8", "H5R1P1M1+guardian H5R1P1M1+guardian H2R1P1M1", "H3R1P2M1 H3R1P1M1");
    tu_play(&g, "guardian c4 d4");
    tu_play(&g, "guardian b4 c4");
    expect_turn(&g, 2, 1);
    tu_play(&g, "attack d5 d4");
    expect_health(&g, "c4", 3);
    expect_health(&g, "b4", 5);
    expect_health(&g, "d4", 2);
    tu_play(&g, "attack c5 c4");
    expect_health(&g, "c4", 3);
    expect_health(&g, "b4", 4);
}

static void test_guardian_ends_and_replaced(void **state)
{
    (void)state;
    esc_game g;
    /* It ends when the guardian dies: G at 1 Health takes the whole Power-2 hit
     * and dies; the next hit on W is W's. */
    tu_game(&g, "8/8/8/3ab3/2AB4/8/8/8", "H5R1P1M1+guardian H3R1P1M1", "H3R1P2M1 H3R1P1M1");
    int gd = tu_at(&g, "c4");
    tu_set_health(&g, gd, 1);
    tu_play(&g, "guardian c4 d4");
    tu_play(&g, "end");
    tu_play(&g, "attack d5 d4");
    assert_false(esc_game_unit_alive(&g, gd));
    expect_health(&g, "d4", 3);
    tu_play(&g, "attack e5 d4");
    expect_health(&g, "d4", 2);

    /* Adjacency counts only when it is used: G walks away, still guards. */
    tu_game(&g, "8/8/8/3ab3/2AB4/8/8/8", "H5R1P1M1+guardian H3R1P1M1", "H3R1P2M1 H3R1P1M1");
    tu_play(&g, "guardian c4 d4");
    tu_play(&g, "move c4 b3");
    tu_play(&g, "attack d5 d4");
    expect_health(&g, "b3", 3);
    expect_health(&g, "d4", 3);

    /* A new guardian on the same ally replaces the old one. */
    tu_game(&g, "8/8/8/3a4/2AC4/4B3/8/8", "H5R1P1M1+guardian H5R1P1M1+guardian H3R1P1M1", "H3R1P2M1");
    tu_play(&g, "guardian c4 d4");
    tu_play(&g, "guardian e3 d4");
    tu_play(&g, "attack d5 d4");
    expect_health(&g, "c4", 5);
    expect_health(&g, "e3", 3);
    expect_health(&g, "d4", 3);

    /* Not adjacent when used: refused. */
    tu_game(&g, "8/8/8/3a4/1A1C4/4B3/8/8", "H5R1P1M1+guardian H5R1P1M1+guardian H3R1P1M1", "H3R1P2M1");
    tu_refuse(&g, "guardian b4 d4", ESC_ERR_OUT_OF_RANGE);
    esc_action self = tu_act(&g, "guardian b4 b4");
    assert_int_not_equal(esc_game_test_action(&g, &self), ESC_OK);
}

/* ---- sweep ---- */

static void test_sweep(void **state)
{
    (void)state;
    esc_game g;
    /* S on d4, ally B on e4. Enemies a (e5), b (c3), c (d5, H1) adjacent; d on
     * f6 not adjacent. Hits go in unit order a, b, c. */
    tu_game(&g, "8/8/5d2/3ca3/3AB3/2b5/8/8", "H3R1P1M1+sweep H1R1P1M1", "H2R1P1M1 H2R1P1M1 H1R1P1M1 H2R1P1M1");
    int s = tu_at(&g, "d4");
    esc_attack_profile p = esc_game_attack_profile(&g, s, ESC_AB_SWEEP);
    assert_true(p.adjacent_all);
    assert_int_equal(p.power, 1);
    esc_events ev;
    tu_play_ev(&g, "sweep d4", &ev);
    expect_health(&g, "e5", 1);
    expect_health(&g, "c3", 1);
    expect_health(&g, "f6", 2);
    expect_health(&g, "e4", 1);
    assert_false(esc_game_unit_alive(&g, 8));
    assert_int_equal(tu_count_events(&ev, ESC_EV_DAMAGE), 3);
    for (int i = 0; i < 3; i++)
        assert_int_equal(tu_find_event(&ev, ESC_EV_DAMAGE, i)->unit, 6 + i);
    assert_int_equal(g.actions_left, 1);
    tu_refuse(&g, "attack d4 e5", ESC_ERR_ALREADY_USED_ABILITY);

    /* No adjacent enemy: no sweep. */
    tu_game(&g, "7a/8/8/8/3A4/8/8/8", "H3R1P1M1+sweep", "H2R1P1M1");
    tu_refuse(&g, "sweep d4", ESC_ERR_NO_TARGET);

    /* A sweep that kills the last enemies wins. */
    tu_game(&g, "8/8/8/3ab3/3A4/8/8/8", "H3R1P1M1+sweep", "H1R1P1M1 H1R1P1M1");
    tu_play(&g, "sweep d4");
    assert_int_equal(g.phase, ESC_PHASE_OVER);
    assert_int_equal(g.winner, 0);
}

/* ---- precision-shot ---- */

static void test_precision_shot(void **state)
{
    (void)state;
    esc_game g;
    /* P (Range 3) on a1, ally B on a2; enemies a on a4 (behind B), b on d1 (behind
     * the obstacle on b1), c on e5 (distance 4). */
    tu_game(&g, "8/8/8/4c3/a7/8/B7/A#1b4", "H1R3P1M1+precision-shot H1R1P1M1", "H5R1P1M1 H5R1P1M1 H5R1P1M1");
    int p = tu_at(&g, "a1");
    esc_attack_profile prof = esc_game_attack_profile(&g, p, ESC_AB_PRECISION_SHOT);
    assert_int_equal(prof.range, 3);
    assert_int_equal(prof.power, 2);
    assert_true(prof.ignore_units);
    esc_bits in_range = 0, visible = 0;
    esc_game_targets_from(&g, p, ESC_AB_PRECISION_SHOT, tu_sq("a1"), &in_range, &visible);
    assert_true(in_range == tu_bits("a4 d1"));
    assert_true(visible == tu_bits("a4"));
    tu_refuse(&g, "attack a1 a4", ESC_ERR_NO_LINE_OF_SIGHT);
    tu_refuse(&g, "precision-shot a1 d1", ESC_ERR_NO_LINE_OF_SIGHT);
    tu_refuse(&g, "precision-shot a1 e5", ESC_ERR_OUT_OF_RANGE);
    tu_play(&g, "precision-shot a1 a4");
    expect_health(&g, "a4", 3);
}

/* ---- overcharge ---- */

static void test_overcharge(void **state)
{
    (void)state;
    esc_game g;
    const char *unit = "H3R2P1M1+overcharge+energy-trait+defensive-stance";
    tu_game(&g, "8/8/3a4/8/3A4/8/8/8", unit, "H9R1P1M1");
    int o = tu_at(&g, "d4");
    esc_attack_profile p = esc_game_attack_profile(&g, o, ESC_AB_OVERCHARGE);
    assert_int_equal(p.range, 2);
    assert_int_equal(p.power, 1);
    /* Turn 1: attack, then overcharge: the stated exception. */
    tu_play(&g, "attack d4 d6");
    assert_false(esc_game_is_overcharged(&g, o));
    tu_play(&g, "overcharge d4 d6");
    expect_health(&g, "d6", 7);
    assert_int_equal(g.units[o].no_attack_turn, 3);
    assert_true(esc_game_is_overcharged(&g, o));
    expect_turn(&g, 2, 1);
    assert_true(esc_game_is_overcharged(&g, o));
    tu_play(&g, "end");
    /* Turn 3: no attack, no attacking ability; other abilities and moves are fine. */
    assert_true(esc_game_is_overcharged(&g, o));
    tu_refuse(&g, "attack d4 d6", ESC_ERR_OVERCHARGED);
    tu_refuse(&g, "energy-trait d4 d6", ESC_ERR_OVERCHARGED);
    tu_refuse(&g, "overcharge d4 d6", ESC_ERR_OVERCHARGED);
    tu_play(&g, "defensive-stance d4");
    tu_play(&g, "move d4 c4");
    expect_turn(&g, 4, 1);
    assert_false(esc_game_is_overcharged(&g, o));
    tu_play(&g, "end");
    /* Turn 5: attacks again. */
    tu_play(&g, "attack c4 d6");
    expect_health(&g, "d6", 6);

    /* Ruling: overcharge is the unit's ability of the turn: no attack after it,
     * nor a second ability. */
    tu_game(&g, "8/8/3a4/8/3A4/8/8/8", unit, "H9R1P1M1");
    tu_play(&g, "overcharge d4 d6");
    tu_refuse(&g, "attack d4 d6", ESC_ERR_ALREADY_USED_ABILITY);
    tu_refuse(&g, "energy-trait d4 d6", ESC_ERR_ALREADY_USED_ABILITY);
    tu_game(&g, "8/8/3a4/8/3A4/8/8/8", unit, "H9R1P1M1");
    tu_play(&g, "energy-trait d4 d6");
    tu_refuse(&g, "overcharge d4 d6", ESC_ERR_ALREADY_USED_ABILITY);
}

/* ---- untargetable against every attacking ability; units still block ---- */

static void test_untargetable_all_abilities(void **state)
{
    (void)state;
    esc_game g;
    /* Side 1 moves first: r on d5 retreats in place (turn 1). In turn 2, A on d4
     * (every attacking ability, Range 2) may target it with none of them; b on d6
     * stands behind r. */
    tu_game_ex(&g, "8/8/3b4/3a4/3A4/8/8/8",
               "H1R2P1M2+charge+energy-trait+suppressing-fire+devastating-strike+precision-shot+overcharge",
               "H3R1P1M1+tactical-retreat H3R1P1M1", 1, NULL, 0);
    int a = tu_at(&g, "d4");
    tu_play(&g, "tactical-retreat d5 d5");
    tu_play(&g, "end");
    expect_turn(&g, 2, 0);
    tu_refuse(&g, "attack d4 d5", ESC_ERR_UNTARGETABLE);
    tu_refuse(&g, "charge d4 d4 d5", ESC_ERR_UNTARGETABLE);
    tu_refuse(&g, "charge d4 e4 d5", ESC_ERR_UNTARGETABLE);
    tu_refuse(&g, "energy-trait d4 d5", ESC_ERR_UNTARGETABLE);
    tu_refuse(&g, "suppressing-fire d4 d5", ESC_ERR_UNTARGETABLE);
    tu_refuse(&g, "devastating-strike d4 d5", ESC_ERR_UNTARGETABLE);
    tu_refuse(&g, "precision-shot d4 d5", ESC_ERR_UNTARGETABLE);
    tu_refuse(&g, "overcharge d4 d5", ESC_ERR_UNTARGETABLE);
    static const int abilities[] = {ESC_AB_NONE, ESC_AB_CHARGE, ESC_AB_ENERGY_TRAIT, ESC_AB_SUPPRESSING_FIRE,
                                    ESC_AB_DEVASTATING_STRIKE, ESC_AB_PRECISION_SHOT, ESC_AB_OVERCHARGE};
    for (size_t i = 0; i < sizeof abilities / sizeof abilities[0]; i++) {
        esc_bits in_range = 0, visible = 0;
        esc_game_targets_from(&g, a, abilities[i], tu_sq("d4"), &in_range, &visible);
        assert_false(in_range & tu_bits("d5"));
        assert_false(visible & tu_bits("d5"));
    }
    /* The untargetable unit still blocks: b on d6 is hidden behind it, except for
     * a precision shot, which ignores units. */
    tu_refuse(&g, "attack d4 d6", ESC_ERR_NO_LINE_OF_SIGHT);
    tu_refuse(&g, "energy-trait d4 d6", ESC_ERR_NO_LINE_OF_SIGHT);
    tu_refuse(&g, "suppressing-fire d4 d6", ESC_ERR_NO_LINE_OF_SIGHT);
    tu_refuse(&g, "overcharge d4 d6", ESC_ERR_NO_LINE_OF_SIGHT);
    tu_refuse(&g, "devastating-strike d4 d6", ESC_ERR_OUT_OF_RANGE);
    tu_play(&g, "precision-shot d4 d6");
    expect_health(&g, "d6", 1);
}

/* ---- malformed ability actions ---- */

static void test_ability_malformed(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/3a4/3A4/8/8/8", "H3R1P1M1+sweep", "H2R1P1M1");
    int s = tu_at(&g, "d4");
    esc_action bad = {ESC_ACT_ABILITY, ESC_AB_COUNT, (int8_t)s, ESC_NO_SQUARE, ESC_NO_UNIT};
    tu_refuse_action(&g, &bad, ESC_ERR_MALFORMED);
    bad.ability = ESC_AB_NONE;
    tu_refuse_action(&g, &bad, ESC_ERR_MALFORMED);
    bad.ability = ESC_AB_FEINT;
    bad.target = 1; /* slot not in the squad: no ability anyway */
    assert_int_not_equal(esc_game_test_action(&g, &bad), ESC_OK);
    tu_refuse(&g, "charge d4 d4 d5", ESC_ERR_NO_ABILITY);
    esc_action kind = {7, ESC_AB_NONE, (int8_t)s, ESC_NO_SQUARE, ESC_NO_UNIT};
    tu_refuse_action(&g, &kind, ESC_ERR_MALFORMED);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_charge),
        cmocka_unit_test(test_charge_line_of_sight_from_new_square),
        cmocka_unit_test(test_energy_trait),
        cmocka_unit_test(test_defensive_stance),
        cmocka_unit_test(test_suppressing_fire),
        cmocka_unit_test(test_tactical_retreat_untargetable),
        cmocka_unit_test(test_tactical_retreat_move_and_allies),
        cmocka_unit_test(test_command_forward),
        cmocka_unit_test(test_command_forward_needs_a_movable_ally),
        cmocka_unit_test(test_command_forward_suppressed_ally),
        cmocka_unit_test(test_devastating_strike),
        cmocka_unit_test(test_feint),
        cmocka_unit_test(test_guardian_redirect_and_duration),
        cmocka_unit_test(test_guardian_stance_on_guardian),
        cmocka_unit_test(test_guardian_no_chain),
        cmocka_unit_test(test_guardian_ends_and_replaced),
        cmocka_unit_test(test_sweep),
        cmocka_unit_test(test_precision_shot),
        cmocka_unit_test(test_overcharge),
        cmocka_unit_test(test_untargetable_all_abilities),
        cmocka_unit_test(test_ability_malformed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
