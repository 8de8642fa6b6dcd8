/*
 * The battle screen's input state machine (src/client/board/input*.c), driven
 * without a window: events in, outputs and modes checked, on real rules states built
 * with the rules-test helpers. Every action the machine outputs is applied to the
 * game, as the match would, so each scenario runs through the real rules. This file:
 * modes, deployment, selection, moves, attacks and abilities; the turn's flow is in
 * test_battle_input_flow.c.
 */
#include "battle_input_test_util.h"
#include "skirmish/i18n.h"

#include <stdio.h>
#include <string.h>

/* ---- modes at start ---- */

static void test_init_modes(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    s1(&g, &in, both_human);
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);
    assert_int_equal(in.ability, ESC_AB_NONE);
    assert_int_equal(in.hovered, ESC_NO_SQUARE);
    assert_int_equal(in.command_ally, ESC_NO_UNIT);
    assert_false(in.show_threats);
    assert_string_equal(in.message, "");
    assert_string_equal(board_input_prompt(&in, &g), _("Select one of your units (Tab cycles through them)"));
    /* Clickable in idle: the side's own units. */
    assert_true(board_input_clickable(&in, &g) == tu_bits("c3 f3"));

    const bool side1_human[ESC_SIDES] = {false, true};
    board_input_init(&in, &g, side1_human);
    assert_mode(&in, BOARD_INPUT_WAITING, ESC_NO_UNIT);
    assert_string_equal(board_input_prompt(&in, &g), _("Waiting for the other side to play"));
    assert_true(board_input_clickable(&in, &g) == 0);
    board_input_init(&in, &g, NULL);
    assert_int_equal(in.mode, BOARD_INPUT_WAITING);

    /* Game over: waiting, whoever is human. */
    tu_set_health(&g, tu_at(&g, "c5"), 1);
    tu_play(&g, "attack c3 c5");
    assert_int_equal(g.phase, ESC_PHASE_OVER);
    board_input_init(&in, &g, both_human);
    assert_int_equal(in.mode, BOARD_INPUT_WAITING);
    assert_string_equal(board_input_prompt(&in, &g), _("The battle is over"));
    assert_none(click(&in, &g, "c3"));
    assert_int_equal(in.mode, BOARD_INPUT_WAITING);
    assert_none(key(&in, &g, BOARD_INPUT_KEY_END_TURN));
    assert_int_equal(in.mode, BOARD_INPUT_WAITING);
}

/* ---- deployment ---- */

static esc_squad deploy_squads[ESC_SIDES];

static void deploy_game(esc_game *g)
{
    tu_squad(&deploy_squads[0], "H2R1P1M1 H2R1P1M1");
    tu_squad(&deploy_squads[1], "H2R1P1M1 H2R1P1M1");
    esc_map map;
    esc_map_init(&map, "plain");
    map.obstacles = tu_bits("a1 h8");
    const esc_squad *list[ESC_SIDES] = {&deploy_squads[0], &deploy_squads[1]};
    esc_settings settings;
    esc_settings_default(&settings);
    int which = -1;
    assert_int_equal(esc_game_init(g, &map, list, &settings, 7, &which), ESC_SETUP_OK);
}

static void test_deploy(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    deploy_game(&g);
    board_input_init(&in, &g, both_human);
    int side = g.active;
    const char *home = side == 0 ? "c1" : "c8";
    const char *away = side == 0 ? "c8" : "c1";
    const char *obstacle = side == 0 ? "a1" : "h8";
    assert_mode(&in, BOARD_INPUT_DEPLOY, side * ESC_SQUAD_MAX);
    assert_string_equal(board_input_prompt(&in, &g), _("Place your next unit on your two home ranks"));
    esc_bits free_home = esc_board_home(side) & ~g.obstacles;
    assert_true(board_input_clickable(&in, &g) == free_home);

    refused_click_p(&in, &g, away, ESC_ERR_NOT_HOME);
    refused_click_p(&in, &g, "d4", ESC_ERR_NOT_HOME);
    refused_click_p(&in, &g, obstacle, ESC_ERR_OBSTACLE);
    /* Off the board: nothing, silently. */
    assert_none(click(&in, &g, NULL));
    assert_int_equal(in.mode, BOARD_INPUT_DEPLOY);
    /* Keys other than undo and threats do nothing; Esc pauses. */
    assert_none(key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT));
    assert_none(key(&in, &g, BOARD_INPUT_KEY_END_TURN));
    assert_none(key(&in, &g, BOARD_INPUT_KEY_MOVE));
    assert_int_equal(in.mode, BOARD_INPUT_DEPLOY);
    assert_int_equal(cancel(&in, &g).kind, BOARD_INPUT_OUT_PAUSE);
    assert_int_equal(key(&in, &g, BOARD_INPUT_KEY_UNDO).kind, BOARD_INPUT_OUT_UNDO);

    board_input_output out = click(&in, &g, home);
    assert_string_equal(in.message, "");
    char text[16];
    snprintf(text, sizeof text, "deploy %s", home);
    assert_action(&g, out, text);
    assert_int_equal(in.mode, BOARD_INPUT_ANIMATING);
    play(&in, &g, out);
    /* Hot-seat: the other side places next. */
    assert_int_equal(g.active, side ^ 1);
    assert_mode(&in, BOARD_INPUT_DEPLOY, (side ^ 1) * ESC_SQUAD_MAX);
    const char *other_home = side == 0 ? "d8" : "d1";
    refused_click_p(&in, &g, home, ESC_ERR_NOT_HOME);
    play(&in, &g, click(&in, &g, other_home));
    /* Occupied square of the first side. */
    assert_int_equal(g.active, side);
    assert_mode(&in, BOARD_INPUT_DEPLOY, side * ESC_SQUAD_MAX + 1);
    refused_click_p(&in, &g, home, ESC_ERR_OCCUPIED);
    assert_true(board_input_clickable(&in, &g) == (free_home & ~esc_bit(tu_sq(home))));
    play(&in, &g, click(&in, &g, side == 0 ? "e1" : "e8"));
    play(&in, &g, click(&in, &g, side == 0 ? "e8" : "e1"));
    /* All placed: the battle starts and the first player's input is idle. */
    assert_int_equal(g.phase, ESC_PHASE_BATTLE);
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);

    /* Against the computer: its placements are waited for. */
    deploy_game(&g);
    bool human[ESC_SIDES] = {false, false};
    human[g.active] = true;
    board_input_init(&in, &g, human);
    assert_int_equal(in.mode, BOARD_INPUT_DEPLOY);
    play(&in, &g, click(&in, &g, g.active == 0 ? "c1" : "c8"));
    assert_mode(&in, BOARD_INPUT_WAITING, ESC_NO_UNIT);
    assert_none(click(&in, &g, g.active == 0 ? "c1" : "c8"));
    assert_int_equal(in.mode, BOARD_INPUT_WAITING);
    /* The computer places; the match syncs. */
    tu_play(&g, g.active == 0 ? "deploy d1" : "deploy d8");
    board_input_sync(&in, &g);
    assert_int_equal(in.mode, BOARD_INPUT_DEPLOY);
}

/* ---- idle ---- */

static void test_idle_clicks(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    s1(&g, &in, both_human);
    int a = tu_at(&g, "c3"), enemy = tu_at(&g, "c5");

    /* An enemy: its card, nothing actionable. */
    assert_none(click(&in, &g, "c5"));
    assert_mode(&in, BOARD_INPUT_IDLE, enemy);
    assert_true(board_input_clickable(&in, &g) == tu_bits("c3 f3"));
    /* Keys that need an own unit say so. */
    assert_none(key(&in, &g, BOARD_INPUT_KEY_MOVE));
    assert_string_equal(in.message, _("select one of your units first"));
    assert_none(key(&in, &g, BOARD_INPUT_KEY_ABILITY_1));
    assert_mode(&in, BOARD_INPUT_IDLE, enemy);
    /* Empty square and off the board: deselect. */
    assert_none(click(&in, &g, "h6"));
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);
    assert_string_equal(in.message, "");
    click(&in, &g, "c5");
    assert_none(click(&in, &g, NULL));
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);
    /* Obstacle: deselect too. */
    click(&in, &g, "c5");
    click(&in, &g, "e4");
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);
    /* Esc: first the card, then the pause menu. */
    click(&in, &g, "c5");
    assert_none(cancel(&in, &g));
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);
    assert_int_equal(cancel(&in, &g).kind, BOARD_INPUT_OUT_PAUSE);
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);
    /* Own unit. */
    assert_none(click(&in, &g, "c3"));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    /* Out-of-range squares in events are off the board. */
    assert_none(send(&in, &g, BOARD_INPUT_EV_CLICK, 200, BOARD_INPUT_KEY_NEXT_UNIT));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    assert_none(send(&in, &g, BOARD_INPUT_EV_HOVER, -7, BOARD_INPUT_KEY_NEXT_UNIT));
    assert_int_equal(in.hovered, ESC_NO_SQUARE);
    assert_none(board_input_handle(&in, &g, NULL));
}

/* ---- unit selected ---- */

static void test_unit_selected(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    s1(&g, &in, both_human);
    int a = tu_at(&g, "c3"), b = tu_at(&g, "f3");
    click(&in, &g, "c3");
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    assert_string_equal(board_input_prompt(&in, &g),
                        _("Click a square to move or an enemy to attack (M move, A attack, 1-9 abilities)"));
    /* Reachable squares, the attackable enemy, the other own unit. */
    esc_bits expect = esc_game_reachable(&g, a) | tu_bits("c5 f3");
    assert_true(board_input_clickable(&in, &g) == expect);

    /* Refusals carry the core's reason and change nothing. */
    refused_click_p(&in, &g, "h8", ESC_ERR_UNREACHABLE);
    refused_click_p(&in, &g, "e4", ESC_ERR_OBSTACLE);
    /* The selected unit itself: a no-op that clears the message. */
    assert_none(click(&in, &g, "c3"));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    assert_string_equal(in.message, "");
    /* Another own unit: switch. */
    assert_none(click(&in, &g, "f3"));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, b);
    refused_click_p(&in, &g, "c5", ESC_ERR_OUT_OF_RANGE);
    click(&in, &g, "c3");
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    assert_string_equal(in.message, "");

    /* A move, then input waits for the animation. */
    board_input_output out = click(&in, &g, "c4");
    assert_action(&g, out, "move c3 c4");
    assert_mode(&in, BOARD_INPUT_ANIMATING, a);
    assert_string_equal(board_input_prompt(&in, &g), "");
    assert_true(board_input_clickable(&in, &g) == 0);
    board_input frozen = in;
    assert_none(click(&in, &g, "f3"));
    assert_none(cancel(&in, &g));
    assert_none(key(&in, &g, BOARD_INPUT_KEY_END_TURN));
    assert_none(key(&in, &g, BOARD_INPUT_KEY_UNDO));
    assert_none(key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT));
    assert_none(key(&in, &g, BOARD_INPUT_KEY_CONFIRM));
    assert_memory_equal(&frozen, &in, sizeof in);
    /* Hover and threats still work while animating. */
    assert_none(send(&in, &g, BOARD_INPUT_EV_HOVER, tu_sq("d6"), BOARD_INPUT_KEY_NEXT_UNIT));
    assert_int_equal(in.hovered, tu_sq("d6"));
    assert_none(key(&in, &g, BOARD_INPUT_KEY_THREATS));
    assert_true(in.show_threats);
    assert_int_equal(in.mode, BOARD_INPUT_ANIMATING);

    /* Back to the same unit: it can still act. */
    play(&in, &g, out);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    assert_int_equal(g.actions_left, 1);
    /* Attack by clicking the enemy; the turn then ends by itself. */
    out = click(&in, &g, "c5");
    assert_action(&g, out, "attack c4 c5");
    play(&in, &g, out);
    assert_int_equal(g.active, 1);
    /* Hot-seat: the other side's input, nothing inherited. */
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);
    assert_none(click(&in, &g, "c4"));
    assert_mode(&in, BOARD_INPUT_IDLE, a);
    click(&in, &g, "c5");
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, tu_at(&g, "c5"));
    out = click(&in, &g, "c4");
    assert_action(&g, out, "attack c5 c4");
    play(&in, &g, out);
    assert_int_equal(g.units[a].health, 2);
}

static void test_message_cleared_by_success(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    s1(&g, &in, both_human);
    click(&in, &g, "c3");
    refused_click_p(&in, &g, "h8", ESC_ERR_UNREACHABLE);
    /* Hover and threats are not steps: the message stays. */
    send(&in, &g, BOARD_INPUT_EV_HOVER, tu_sq("a1"), BOARD_INPUT_KEY_NEXT_UNIT);
    key(&in, &g, BOARD_INPUT_KEY_THREATS);
    assert_message(&in, ESC_ERR_UNREACHABLE);
    key(&in, &g, BOARD_INPUT_KEY_MOVE);
    assert_int_equal(in.mode, BOARD_INPUT_CHOOSE_MOVE);
    assert_string_equal(in.message, "");
    refused_click_p(&in, &g, "h8", ESC_ERR_UNREACHABLE);
    cancel(&in, &g);
    assert_string_equal(in.message, "");
    refused_click_p(&in, &g, "h8", ESC_ERR_UNREACHABLE);
    assert_action(&g, click(&in, &g, "b4"), "move c3 b4");
    assert_string_equal(in.message, "");
}

/* ---- M and A ---- */

static void test_choose_move_and_attack(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    s1(&g, &in, both_human);
    int a = tu_at(&g, "c3"), b = tu_at(&g, "f3");
    click(&in, &g, "c3");

    assert_none(key(&in, &g, BOARD_INPUT_KEY_MOVE));
    assert_mode(&in, BOARD_INPUT_CHOOSE_MOVE, a);
    assert_string_equal(board_input_prompt(&in, &g), _("Choose a square to move to"));
    assert_true(board_input_clickable(&in, &g) == esc_game_reachable(&g, a));
    /* Only moves count: the enemy and the other own unit are refused. */
    refused_click_p(&in, &g, "c5", ESC_ERR_OCCUPIED);
    refused_click_p(&in, &g, "f3", ESC_ERR_OCCUPIED);
    refused_click_p(&in, &g, "c3", ESC_ERR_SAME_SQUARE);
    assert_none(click(&in, &g, NULL));
    assert_int_equal(in.mode, BOARD_INPUT_CHOOSE_MOVE);
    /* Esc: one step back; M again toggles too. */
    assert_none(cancel(&in, &g));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    key(&in, &g, BOARD_INPUT_KEY_MOVE);
    key(&in, &g, BOARD_INPUT_KEY_MOVE);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);

    assert_none(key(&in, &g, BOARD_INPUT_KEY_ATTACK));
    assert_mode(&in, BOARD_INPUT_CHOOSE_ATTACK, a);
    assert_string_equal(board_input_prompt(&in, &g), _("Choose an enemy to attack"));
    assert_true(board_input_clickable(&in, &g) == tu_bits("c5"));
    refused_click(&in, &g, "c4", _("there is no unit there"));
    refused_click_p(&in, &g, "f3", ESC_ERR_NOT_AN_ENEMY);
    /* Switching straight to a move. */
    key(&in, &g, BOARD_INPUT_KEY_MOVE);
    assert_mode(&in, BOARD_INPUT_CHOOSE_MOVE, a);
    key(&in, &g, BOARD_INPUT_KEY_ATTACK);
    assert_mode(&in, BOARD_INPUT_CHOOSE_ATTACK, a);
    assert_none(cancel(&in, &g));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    key(&in, &g, BOARD_INPUT_KEY_ATTACK);
    assert_action(&g, click(&in, &g, "c5"), "attack c3 c5");

    /* Nothing to attack: the mode is not entered and the core says why. */
    board_input_sync(&in, &g);
    click(&in, &g, "f3");
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, b);
    assert_none(key(&in, &g, BOARD_INPUT_KEY_ATTACK));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, b);
    /* hEsc13: about every enemy, led by the action's name. */
    assert_non_null(strstr(in.message, "Attack: not now, no enemy within"));
    /* After an attack, A says why it cannot attack again. */
    board_input_sync(&in, &g);
    tu_play(&g, "attack c3 c5");
    board_input_sync(&in, &g);
    click(&in, &g, "c3");
    key(&in, &g, BOARD_INPUT_KEY_ATTACK);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    assert_message(&in, ESC_ERR_ALREADY_ATTACKED);
    refused_click_p(&in, &g, "c5", ESC_ERR_ALREADY_ATTACKED);
}

/* ---- abilities ---- */

static void test_ability_keys_follow_ability_ids(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    /* Abilities written in another order than their ids: charge (0),
     * defensive-stance (2), sweep (9). */
    tu_game(&g, "8/8/8/2a5/2A5/8/8/8", "H2R1P1M2+sweep+charge+defensive-stance", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    int a = tu_at(&g, "c4");
    click(&in, &g, "c4");

    assert_none(key(&in, &g, BOARD_INPUT_KEY_ABILITY_1));
    assert_mode(&in, BOARD_INPUT_CHOOSE_ABILITY, a);
    assert_int_equal(in.ability, ESC_AB_CHARGE);
    assert_int_equal(in.step, 0);
    /* The same key again: back to the unit. */
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    assert_int_equal(in.ability, ESC_AB_NONE);
    /* Beyond the unit's abilities. */
    assert_none(key(&in, &g, BOARD_INPUT_KEY_ABILITY_4));
    assert_message(&in, ESC_ERR_NO_ABILITY);
    assert_none(key(&in, &g, BOARD_INPUT_KEY_ABILITY_9));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);

    /* Abilities that pick nothing act at once. */
    assert_action(&g, key(&in, &g, BOARD_INPUT_KEY_ABILITY_3), "sweep c4");
    board_input_sync(&in, &g);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    assert_action(&g, key(&in, &g, BOARD_INPUT_KEY_ABILITY_2), "defensive-stance c4");
    /* From a choice too (switching). */
    board_input_sync(&in, &g);
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_int_equal(in.mode, BOARD_INPUT_CHOOSE_ABILITY);
    board_input_output out = key(&in, &g, BOARD_INPUT_KEY_ABILITY_2);
    assert_action(&g, out, "defensive-stance c4");
    play(&in, &g, out);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    /* Used an ability: stance again and sweep are refused with the core's reason. */
    assert_none(key(&in, &g, BOARD_INPUT_KEY_ABILITY_2));
    assert_message(&in, ESC_ERR_ALREADY_USED_ABILITY);
    assert_none(key(&in, &g, BOARD_INPUT_KEY_ABILITY_3));
    assert_message(&in, ESC_ERR_ALREADY_USED_ABILITY);
    assert_none(key(&in, &g, BOARD_INPUT_KEY_ABILITY_1));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    assert_message(&in, ESC_ERR_ALREADY_USED_ABILITY);

    /* Sweep with nobody adjacent. */
    tu_game(&g, "8/8/2a5/8/2A5/8/8/8", "H2R1P1M2+sweep+charge+defensive-stance", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "c4");
    assert_none(key(&in, &g, BOARD_INPUT_KEY_ABILITY_3));
    assert_message(&in, ESC_ERR_NO_TARGET);
    assert_int_equal(in.mode, BOARD_INPUT_UNIT_SELECTED);
}

static void test_enemy_ally_square_abilities(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    /* A (energy-trait, feint) c3, B (guardian) d3, C (tactical-retreat) a1; enemies
     * a on c6 (3 from c3) and b on h8. */
    tu_game(&g, "7b/8/2a5/8/8/2AB4/8/C7", "H2R1P1M1+energy-trait+feint H2R1P1M1+guardian H2R1P1M1+tactical-retreat",
            "H3R1P1M1 H3R1P1M1");
    board_input_init(&in, &g, both_human);
    int a = tu_at(&g, "c3"), b = tu_at(&g, "d3"), c = tu_at(&g, "a1");

    /* Enemy-targeting ability. */
    click(&in, &g, "c3");
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_mode(&in, BOARD_INPUT_CHOOSE_ABILITY, a);
    assert_int_equal(in.ability, ESC_AB_ENERGY_TRAIT);
    assert_string_equal(board_input_prompt(&in, &g), _("Choose an enemy to target"));
    assert_true(board_input_clickable(&in, &g) == tu_bits("c6"));
    refused_click_p(&in, &g, "h8", ESC_ERR_OUT_OF_RANGE);
    refused_click_p(&in, &g, "d3", ESC_ERR_NOT_AN_ENEMY);
    refused_click(&in, &g, "e5", _("there is no unit there"));
    assert_action(&g, click(&in, &g, "c6"), "energy-trait c3 c6");

    /* Ally-targeting: feint. */
    board_input_sync(&in, &g);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_2);
    assert_int_equal(in.ability, ESC_AB_FEINT);
    assert_string_equal(board_input_prompt(&in, &g), _("Choose an ally to swap places with"));
    assert_true(board_input_clickable(&in, &g) == tu_bits("d3 a1"));
    refused_click_p(&in, &g, "c6", ESC_ERR_NOT_AN_ALLY);
    refused_click_p(&in, &g, "c3", ESC_ERR_NOT_AN_ALLY);
    board_input_output out = click(&in, &g, "a1");
    assert_action(&g, out, "feint c3 a1");
    play(&in, &g, out);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    assert_int_equal(g.units[a].square, tu_sq("a1"));
    assert_int_equal(g.units[c].square, tu_sq("c3"));

    /* Guardian: adjacent allies only. */
    click(&in, &g, "d3");
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, b);
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_int_equal(in.ability, ESC_AB_GUARDIAN);
    assert_true(board_input_clickable(&in, &g) == tu_bits("c3"));
    refused_click_p(&in, &g, "a1", ESC_ERR_OUT_OF_RANGE);
    assert_action(&g, click(&in, &g, "c3"), "guardian d3 c3");

    /* Square-targeting: tactical retreat, staying allowed. */
    board_input_sync(&in, &g);
    click(&in, &g, "c3");
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, c);
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_int_equal(in.ability, ESC_AB_TACTICAL_RETREAT);
    assert_true(board_input_clickable(&in, &g) == (esc_game_reachable(&g, c) | tu_bits("c3")));
    refused_click_p(&in, &g, "h5", ESC_ERR_UNREACHABLE);
    refused_click_p(&in, &g, "d3", ESC_ERR_OCCUPIED);
    assert_action(&g, click(&in, &g, "c3"), "tactical-retreat c3 c3");
    board_input_sync(&in, &g);
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_action(&g, click(&in, &g, "c4"), "tactical-retreat c3 c4");
    /* Esc from an ability choice: back to the unit. */
    board_input_sync(&in, &g);
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    cancel(&in, &g);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, c);
    assert_int_equal(in.ability, ESC_AB_NONE);

    /* No ally to guard: the choice is not entered. */
    tu_game(&g, "7b/8/2a5/8/8/2A2B2/8/C7",
            "H2R1P1M1+energy-trait+feint H2R1P1M1+guardian H2R1P1M1+tactical-retreat", "H3R1P1M1 H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "f3");
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_int_equal(in.mode, BOARD_INPUT_UNIT_SELECTED);
    /* What Guardian needs and why no ally qualifies (hEsc10, play-test 8). */
    assert_non_null(strstr(in.message, _("Guardian needs an ally on a square next to this unit")));
    assert_non_null(strstr(in.message, "c3"));
}

/* A charge that may stay put says so, and its own square is one of the choices. */
static void test_charge_in_place(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    tu_game(&g, "8/8/8/8/8/2a5/2A5/8", "H2R1P1M2+charge", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "c2");
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_int_equal(in.ability, ESC_AB_CHARGE);
    assert_true(board_input_clickable(&in, &g) & tu_bits("c2"));
    assert_string_equal(board_input_prompt(&in, &g),
                        _("Choose where to charge from (the unit's own square to charge where it stands)"));
}

/* What a unit may still do comes from the rules: after attacking it may not
 * attack again, and the panel and overlays offer no attack. */
static void test_unit_options(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "8/8/8/8/8/2a5/2A5/8", "H2R1P1M2+charge", "H3R1P1M1");
    int a = tu_at(&g, "c2");
    board_unit_options o = board_input_unit_options(&g, a);
    assert_true(o.move);
    assert_true(o.attack);
    assert_true(o.abilities & (1u << ESC_AB_CHARGE));
    tu_play(&g, "attack c2 c3");
    o = board_input_unit_options(&g, a);
    assert_false(o.attack);
    assert_false(o.abilities & (1u << ESC_AB_CHARGE)); /* an attacking ability after an attack */
}

static void test_charge_two_steps(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    tu_game(&g, "8/8/8/2a5/8/8/2A5/8", "H2R1P1M2+charge", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    int a = tu_at(&g, "c2");
    click(&in, &g, "c2");
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_mode(&in, BOARD_INPUT_CHOOSE_ABILITY, a);
    assert_int_equal(in.ability, ESC_AB_CHARGE);
    assert_int_equal(in.step, 0);
    assert_int_equal(in.picked_square, ESC_NO_SQUARE);
    assert_string_equal(board_input_prompt(&in, &g), _("Choose where to charge"));
    /* Only the squares next to the enemy within two steps. */
    assert_true(board_input_clickable(&in, &g) == tu_bits("b4 c4 d4"));

    refused_click_p(&in, &g, "h8", ESC_ERR_UNREACHABLE);
    refused_click_p(&in, &g, "c3", ESC_ERR_OUT_OF_RANGE); /* reachable, but no enemy from there */
    refused_click_p(&in, &g, "c2", ESC_ERR_OUT_OF_RANGE); /* staying is allowed, but useless here */
    refused_click_p(&in, &g, "c5", ESC_ERR_OCCUPIED);

    assert_none(click(&in, &g, "c4"));
    assert_int_equal(in.mode, BOARD_INPUT_CHOOSE_ABILITY);
    assert_int_equal(in.step, 1);
    assert_int_equal(in.picked_square, tu_sq("c4"));
    assert_string_equal(in.message, "");
    assert_string_equal(board_input_prompt(&in, &g), _("Choose the enemy to charge"));
    assert_true(board_input_clickable(&in, &g) == tu_bits("c5"));
    refused_click(&in, &g, "d4", _("there is no unit there"));
    refused_click_p(&in, &g, "c2", ESC_ERR_NOT_AN_ENEMY);

    /* Esc in step 1: back to step 0; Esc again: back to the unit. */
    assert_none(cancel(&in, &g));
    assert_int_equal(in.mode, BOARD_INPUT_CHOOSE_ABILITY);
    assert_int_equal(in.step, 0);
    assert_int_equal(in.picked_square, ESC_NO_SQUARE);
    assert_none(cancel(&in, &g));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    assert_int_equal(in.ability, ESC_AB_NONE);

    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    click(&in, &g, "d4");
    board_input_output out = click(&in, &g, "c5");
    assert_action(&g, out, "charge c2 d4 c5");
    play(&in, &g, out);
    assert_int_equal(g.units[a].square, tu_sq("d4"));
    assert_int_equal(tu_health_at(&g, "c5"), 2);
    /* It can still move: back to it. */
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);

    /* The unit's own square is a charge destination when an enemy is in reach. */
    tu_game(&g, "8/8/8/2a5/2A5/8/8/8", "H2R1P1M2+charge", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "c4");
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_true(board_input_clickable(&in, &g) & tu_bits("c4"));
    assert_none(click(&in, &g, "c4"));
    assert_int_equal(in.step, 1);
    assert_int_equal(in.picked_square, tu_sq("c4"));
    assert_action(&g, click(&in, &g, "c5"), "charge c4 c4 c5");

    /* No enemy anywhere in charge reach: the choice is not entered. */
    tu_game(&g, "2a5/8/8/8/8/8/2A5/8", "H2R1P1M2+charge", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "c2");
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_int_equal(in.mode, BOARD_INPUT_UNIT_SELECTED);
    assert_message(&in, ESC_ERR_OUT_OF_RANGE);
}

/* ---- command-forward ---- */

static void command_game(esc_game *g, board_input *in)
{
    tu_game(g, cmd_pos, cmd_sq0, "H3R1P1M1");
    board_input_init(in, g, both_human);
    click(in, g, "d2");
    /* The key only shows the allies (play-test 7); Enter gives the command. */
    assert_none(key(in, g, BOARD_INPUT_KEY_ABILITY_1));
    board_input_output out = key(in, g, BOARD_INPUT_KEY_CONFIRM);
    assert_action(g, out, "command-forward d2");
    play(in, g, out);
}

static void test_command_forward(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    command_game(&g, &in);
    int cmd = tu_at(&g, "d2"), b = tu_at(&g, "c2"), c = tu_at(&g, "e3");
    assert_int_equal(g.command_unit, cmd);
    assert_mode(&in, BOARD_INPUT_COMMAND_UNIT, cmd);
    assert_string_equal(board_input_prompt(&in, &g), _("Choose an ally for a free move (D when done)"));
    assert_true(board_input_clickable(&in, &g) == tu_bits("c2 e3"));

    refused_click_p(&in, &g, "h6", ESC_ERR_NOT_COMMANDABLE);
    refused_click_p(&in, &g, "d2", ESC_ERR_NOT_COMMANDABLE);
    refused_click_p(&in, &g, "a8", ESC_ERR_NOT_YOUR_UNIT);
    refused_click(&in, &g, "e5", _("there is no unit there"));
    /* Nothing else may happen meanwhile: the core refuses to end the turn. */
    board_input before = in;
    assert_none(key(&in, &g, BOARD_INPUT_KEY_END_TURN));
    assert_message(&in, ESC_ERR_COMMAND_PENDING);
    assert_int_equal(in.mode, BOARD_INPUT_COMMAND_UNIT);
    assert_none(key(&in, &g, BOARD_INPUT_KEY_MOVE));
    assert_none(key(&in, &g, BOARD_INPUT_KEY_ABILITY_1));
    assert_none(key(&in, &g, BOARD_INPUT_KEY_CONFIRM));
    assert_int_equal(in.mode, before.mode);
    assert_int_equal(in.selected, before.selected);

    /* Pick an ally, step back, pick again. */
    assert_none(click(&in, &g, "c2"));
    assert_int_equal(in.mode, BOARD_INPUT_COMMAND_SQUARE);
    assert_int_equal(in.command_ally, b);
    assert_int_equal(in.selected, cmd);
    assert_string_equal(in.message, "");
    assert_string_equal(board_input_prompt(&in, &g), _("Choose where the ally moves"));
    assert_true(board_input_clickable(&in, &g) == (esc_game_reachable(&g, b) | tu_bits("e3")));
    refused_click_p(&in, &g, "c5", ESC_ERR_UNREACHABLE);
    refused_click_p(&in, &g, "d2", ESC_ERR_OCCUPIED);
    assert_none(click(&in, &g, "c2"));
    assert_int_equal(in.command_ally, b);
    assert_none(cancel(&in, &g));
    assert_mode(&in, BOARD_INPUT_COMMAND_UNIT, cmd);
    assert_int_equal(in.command_ally, ESC_NO_UNIT);
    /* Tab cycles through the allies that may move. */
    key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_int_equal(in.mode, BOARD_INPUT_COMMAND_SQUARE);
    assert_int_equal(in.command_ally, b);
    key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_int_equal(in.command_ally, c);
    key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_int_equal(in.command_ally, b);
    key(&in, &g, BOARD_INPUT_KEY_PREV_UNIT);
    assert_int_equal(in.command_ally, c);
    /* Clicking the other ally switches. */
    click(&in, &g, "c2");
    assert_int_equal(in.command_ally, b);
    click(&in, &g, "e3");
    assert_int_equal(in.command_ally, c);

    board_input_output out = click(&in, &g, "f4");
    assert_action(&g, out, "command e3 f4");
    play(&in, &g, out);
    /* One free move left: back to choosing an ally; C is done. */
    assert_mode(&in, BOARD_INPUT_COMMAND_UNIT, cmd);
    assert_true(board_input_clickable(&in, &g) == tu_bits("c2"));
    refused_click_p(&in, &g, "f4", ESC_ERR_ALREADY_COMMANDED);
    /* Done: the commander is back, with its last action. */
    out = key(&in, &g, BOARD_INPUT_KEY_DONE);
    assert_action(&g, out, "done");
    play(&in, &g, out);
    assert_int_equal(g.command_unit, ESC_NO_UNIT);
    assert_int_equal(g.actions_left, 1);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, cmd);
    /* DONE means nothing outside a command. */
    assert_none(key(&in, &g, BOARD_INPUT_KEY_DONE));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, cmd);

    /* Esc when choosing an ally asks first (the action is spent: play-test 3
     * lost the moves to one Esc too many); Esc again is Done. */
    command_game(&g, &in);
    assert_none(cancel(&in, &g));
    assert_mode(&in, BOARD_INPUT_COMMAND_UNIT, cmd);
    assert_true(in.message[0] != '\0');
    out = cancel(&in, &g);
    assert_action(&g, out, "done");
    play(&in, &g, out);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, cmd);

    /* Two free moves end the command by themselves. */
    command_game(&g, &in);
    click(&in, &g, "c2");
    play(&in, &g, click(&in, &g, "b3"));
    assert_int_equal(in.mode, BOARD_INPUT_COMMAND_UNIT);
    click(&in, &g, "e3");
    out = click(&in, &g, "e4");
    assert_action(&g, out, "command e3 e4");
    play(&in, &g, out);
    assert_int_equal(g.command_unit, ESC_NO_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, cmd);

    /* The match syncs with a pending command (after a load, say). */
    tu_game(&g, cmd_pos, cmd_sq0, "H3R1P1M1");
    tu_play(&g, "command-forward d2");
    board_input_init(&in, &g, both_human);
    assert_mode(&in, BOARD_INPUT_COMMAND_UNIT, cmd);
}

/* A move blocked by units says so (play-test 3: a tester learnt only by
 * trying that a unit cannot move through its own allies): the square beyond a
 * ring of allies, then of enemies, is refused with that reason; a square too far
 * anyway keeps the core's "out of reach"; nothing changes. */
static void test_blocked_by_units_said(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    tu_game(&g, "7a/8/8/8/8/8/BC6/AD6", "H3R1P1M2 H3R1P1M1 H3R1P1M1 H3R1P1M1", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "a1");
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, tu_at(&g, "a1"));
    esc_action to_a3 = esc_action_make(ESC_ACT_MOVE, tu_at(&g, "a1"), ESC_AB_NONE, tu_sq("a3"), ESC_NO_UNIT);
    const char *allies = board_input_blocked_move_reason(&g, &to_a3);
    assert_non_null(allies);
    assert_non_null(strstr(allies, "allies"));
    refused_click(&in, &g, "a3", allies);
    refused_click(&in, &g, "c3", allies);
    refused_click_p(&in, &g, "h7", ESC_ERR_UNREACHABLE); /* too far whatever stands there */
    /* The same ring of enemies. */
    tu_game(&g, "8/8/8/8/8/8/ab6/Ac6", "H3R1P1M2", "H3R1P1M1 H3R1P1M1 H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "a1");
    refused_click(&in, &g, "a3", _("Units are in the way: no unit moves through another. Go round them."));
}

/* ---- Tab ---- */

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_init_modes),
        cmocka_unit_test(test_deploy),
        cmocka_unit_test(test_idle_clicks),
        cmocka_unit_test(test_unit_selected),
        cmocka_unit_test(test_message_cleared_by_success),
        cmocka_unit_test(test_choose_move_and_attack),
        cmocka_unit_test(test_ability_keys_follow_ability_ids),
        cmocka_unit_test(test_enemy_ally_square_abilities),
        cmocka_unit_test(test_charge_two_steps),
        cmocka_unit_test(test_charge_in_place),
        cmocka_unit_test(test_unit_options),
        cmocka_unit_test(test_command_forward),
        cmocka_unit_test(test_blocked_by_units_said),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
