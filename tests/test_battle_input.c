/*
 * The battle screen's input state machine (src/client/board_input.c), driven
 * without a window: events in, outputs and modes checked, on real rules states built
 * with the rules-test helpers. Every action the machine outputs is applied to the
 * game, as the match would, so each scenario runs through the real rules.
 */
#include "esc_test_util.h"

#include <stdio.h>
#include <string.h>

#include "board/input.h"

static const bool both_human[ESC_SIDES] = {true, true};
static const bool side0_human[ESC_SIDES] = {true, false};

/* ---- driving the machine ---- */

static board_input_output send(board_input *in, const esc_game *g, board_input_event_kind kind, int square, board_input_key key)
{
    board_input_event ev = {kind, square, key};
    return board_input_handle(in, g, &ev);
}

static board_input_output click(board_input *in, const esc_game *g, const char *square)
{
    return send(in, g, BOARD_INPUT_EV_CLICK, square ? tu_sq(square) : ESC_NO_SQUARE, BOARD_INPUT_KEY_NEXT_UNIT);
}

static board_input_output key(board_input *in, const esc_game *g, board_input_key k)
{
    return send(in, g, BOARD_INPUT_EV_KEY, ESC_NO_SQUARE, k);
}

static board_input_output cancel(board_input *in, const esc_game *g)
{
    return send(in, g, BOARD_INPUT_EV_CANCEL, ESC_NO_SQUARE, BOARD_INPUT_KEY_NEXT_UNIT);
}

static void assert_none(board_input_output out) { assert_int_equal(out.kind, BOARD_INPUT_OUT_NONE); }

/* The output is exactly the action written in the helpers' notation. */
static void assert_action(const esc_game *g, board_input_output out, const char *text)
{
    assert_int_equal(out.kind, BOARD_INPUT_OUT_ACTION);
    esc_action want = tu_act(g, text);
    if (!esc_action_equal(&out.action, &want))
        fail_msg("output action (kind %d unit %d ability %d square %s target %d) is not \"%s\"", out.action.kind,
                 out.action.unit, out.action.ability, tu_name(out.action.square), out.action.target, text);
    assert_int_equal(esc_game_test_action(g, &out.action), ESC_OK);
}

/* What the match does with an output action: apply it, then end the animation. */
static void play(board_input *in, esc_game *g, board_input_output out)
{
    assert_int_equal(out.kind, BOARD_INPUT_OUT_ACTION);
    assert_int_equal(in->mode, BOARD_INPUT_ANIMATING);
    assert_int_equal(esc_game_apply(g, &out.action, NULL), ESC_OK);
    tu_check(g);
    board_input_animation_done(in, g);
}

static void assert_message(const board_input *in, esc_problem problem)
{
    assert_string_equal(in->message, esc_problem_text(problem));
}

static void assert_mode(const board_input *in, board_input_mode mode, int selected)
{
    assert_int_equal(in->mode, mode);
    assert_int_equal(in->selected, selected);
}

/* A click that must be refused: no output, the given message, the rest unchanged. */
static void refused_click(board_input *in, const esc_game *g, const char *square, const char *message)
{
    board_input before = *in;
    assert_none(click(in, g, square));
    assert_string_equal(in->message, message);
    before.hovered = in->hovered;
    memcpy(before.message, in->message, sizeof before.message);
    assert_memory_equal(&before, in, sizeof before);
}

static void refused_click_p(board_input *in, const esc_game *g, const char *square, esc_problem problem)
{
    refused_click(in, g, square, esc_problem_text(problem));
}

/*
 * S1: side 0 has A (range 2) on c3 and B (range 1) on f3; side 1 has a on c5; an
 * obstacle on e4. A can attack a from c3; B cannot reach it.
 */
static const char s1_pos[] = "8/8/8/2a5/4#3/2A2B2/8/8";
static const char s1_sq0[] = "H3R2P1M2 H3R1P1M2";
static const char s1_sq1[] = "H3R1P1M1";

static void s1(esc_game *g, board_input *in, const bool human[ESC_SIDES])
{
    tu_game(g, s1_pos, s1_sq0, s1_sq1);
    board_input_init(in, g, human);
}

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
    assert_string_equal(board_input_prompt(&in, &g), "Select one of your units (Tab cycles through them)");
    /* Clickable in idle: the side's own units. */
    assert_true(board_input_clickable(&in, &g) == tu_bits("c3 f3"));

    const bool side1_human[ESC_SIDES] = {false, true};
    board_input_init(&in, &g, side1_human);
    assert_mode(&in, BOARD_INPUT_WAITING, ESC_NO_UNIT);
    assert_string_equal(board_input_prompt(&in, &g), "Waiting for the other side to play");
    assert_true(board_input_clickable(&in, &g) == 0);
    board_input_init(&in, &g, NULL);
    assert_int_equal(in.mode, BOARD_INPUT_WAITING);

    /* Game over: waiting, whoever is human. */
    tu_set_health(&g, tu_at(&g, "c5"), 1);
    tu_play(&g, "attack c3 c5");
    assert_int_equal(g.phase, ESC_PHASE_OVER);
    board_input_init(&in, &g, both_human);
    assert_int_equal(in.mode, BOARD_INPUT_WAITING);
    assert_string_equal(board_input_prompt(&in, &g), "The game is over");
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
    assert_string_equal(board_input_prompt(&in, &g), "Place your next unit on your two home ranks");
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
    assert_string_equal(in.message, "select one of your units first");
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
                        "Click a square to move or an enemy to attack (M move, A attack, 1-9 abilities)");
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
    assert_string_equal(board_input_prompt(&in, &g), "Choose a square to move to");
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
    assert_string_equal(board_input_prompt(&in, &g), "Choose an enemy to attack");
    assert_true(board_input_clickable(&in, &g) == tu_bits("c5"));
    refused_click(&in, &g, "c4", "there is no unit there");
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
    assert_message(&in, ESC_ERR_OUT_OF_RANGE);
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
    assert_string_equal(board_input_prompt(&in, &g), "Choose an enemy to target");
    assert_true(board_input_clickable(&in, &g) == tu_bits("c6"));
    refused_click_p(&in, &g, "h8", ESC_ERR_OUT_OF_RANGE);
    refused_click_p(&in, &g, "d3", ESC_ERR_NOT_AN_ENEMY);
    refused_click(&in, &g, "e5", "there is no unit there");
    assert_action(&g, click(&in, &g, "c6"), "energy-trait c3 c6");

    /* Ally-targeting: feint. */
    board_input_sync(&in, &g);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_2);
    assert_int_equal(in.ability, ESC_AB_FEINT);
    assert_string_equal(board_input_prompt(&in, &g), "Choose an ally to swap places with");
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
    assert_message(&in, ESC_ERR_OUT_OF_RANGE);
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
                        "Choose where to charge from (the unit's own square to charge where it stands)");
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
    assert_string_equal(board_input_prompt(&in, &g), "Choose where to charge");
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
    assert_string_equal(board_input_prompt(&in, &g), "Choose the enemy to charge");
    assert_true(board_input_clickable(&in, &g) == tu_bits("c5"));
    refused_click(&in, &g, "d4", "there is no unit there");
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

/* Commander A d2, allies B c2 and C e3 within 3, D h6 too far; enemy a8. */
static const char cmd_pos[] = "a7/8/7D/8/8/4C3/2BA4/8";
static const char cmd_sq0[] = "H2R1P1M1+command-forward H2R1P1M1 H2R1P1M1 H2R1P1M1";

static void command_game(esc_game *g, board_input *in)
{
    tu_game(g, cmd_pos, cmd_sq0, "H3R1P1M1");
    board_input_init(in, g, both_human);
    click(in, g, "d2");
    board_input_output out = key(in, g, BOARD_INPUT_KEY_ABILITY_1);
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
    assert_string_equal(board_input_prompt(&in, &g), "Choose an ally for a free move (D when done)");
    assert_true(board_input_clickable(&in, &g) == tu_bits("c2 e3"));

    refused_click_p(&in, &g, "h6", ESC_ERR_NOT_COMMANDABLE);
    refused_click_p(&in, &g, "d2", ESC_ERR_NOT_COMMANDABLE);
    refused_click_p(&in, &g, "a8", ESC_ERR_NOT_YOUR_UNIT);
    refused_click(&in, &g, "e5", "there is no unit there");
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
    assert_string_equal(board_input_prompt(&in, &g), "Choose where the ally moves");
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

    /* Esc when choosing an ally is Done. */
    command_game(&g, &in);
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

/* ---- Tab ---- */

static void test_tab_cycling(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    /* B on a1 is boxed in by obstacles and has no target: it has no action. */
    tu_game(&g, "7a/8/8/8/8/8/##1A1C2/B#6", "H2R1P1M1 H2R1P1M1 H2R1P1M1", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    int a = tu_at(&g, "d2"), b = tu_at(&g, "a1"), c = tu_at(&g, "f2");

    assert_none(key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, c);
    key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    key(&in, &g, BOARD_INPUT_KEY_PREV_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, c);
    key(&in, &g, BOARD_INPUT_KEY_PREV_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    /* From nothing selected, Shift+Tab starts at the end. */
    cancel(&in, &g);
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);
    key(&in, &g, BOARD_INPUT_KEY_PREV_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, c);
    /* From an enemy card too. */
    cancel(&in, &g);
    click(&in, &g, "h8");
    key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    /* From a choice: the next unit, the choice dropped. */
    key(&in, &g, BOARD_INPUT_KEY_MOVE);
    assert_int_equal(in.mode, BOARD_INPUT_CHOOSE_MOVE);
    key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, c);

    /* The boxed-in unit can still be selected by a click; it says it cannot act. */
    click(&in, &g, "a1");
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, b);
    assert_string_equal(board_input_prompt(&in, &g), "This unit cannot act again this turn");
    assert_true(board_input_clickable(&in, &g) == tu_bits("d2 f2"));
    assert_none(key(&in, &g, BOARD_INPUT_KEY_MOVE));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, b);
    assert_message(&in, ESC_ERR_OBSTACLE);
    key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, c);

    /* When no unit can act, Tab goes through all living units. */
    tu_game(&g, "7a/8/8/8/8/8/##4##/A#4#B", "H2R1P1M1 H2R1P1M1", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, tu_at(&g, "a1"));
    key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, tu_at(&g, "h1"));
    key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, tu_at(&g, "a1"));

    /* Dead units are skipped: side 1 kills B on b1, then side 0 cycles. */
    tu_game_ex(&g, "8/8/8/8/8/8/2aA1C2/1B6", "H2R1P1M1 H2R1P1M1 H2R1P1M1", "H3R1P1M1", 1, NULL, 0);
    tu_set_health(&g, tu_at(&g, "b1"), 1);
    tu_play(&g, "attack c2 b1");
    tu_play(&g, "end");
    board_input_init(&in, &g, both_human);
    assert_int_equal(in.mode, BOARD_INPUT_IDLE);
    key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, 0);
    key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, 2);
    key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, 0);
}

/* ---- end of turn ---- */

static void test_end_turn_confirmation(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    s1(&g, &in, both_human);
    int a = tu_at(&g, "c3");

    /* From idle: confirm with E again. */
    assert_none(key(&in, &g, BOARD_INPUT_KEY_END_TURN));
    assert_int_equal(in.mode, BOARD_INPUT_CONFIRM_END);
    assert_int_equal(in.confirm_from, BOARD_INPUT_IDLE);
    assert_true(strstr(in.message, "2 actions") != NULL);
    assert_string_equal(board_input_prompt(&in, &g), "End the turn with actions left? (E or Enter: yes, Esc: no)");
    assert_true(board_input_clickable(&in, &g) == 0);
    /* Modal: clicks, Tab and the other keys do nothing. */
    board_input before = in;
    assert_none(click(&in, &g, "c3"));
    assert_none(key(&in, &g, BOARD_INPUT_KEY_NEXT_UNIT));
    assert_none(key(&in, &g, BOARD_INPUT_KEY_MOVE));
    assert_none(key(&in, &g, BOARD_INPUT_KEY_DONE));
    assert_memory_equal(&before, &in, sizeof in);
    assert_none(cancel(&in, &g));
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);
    assert_string_equal(in.message, "");

    /* From a half-made choice: Esc returns to exactly it. */
    tu_game(&g, "8/8/8/2a5/8/8/2A5/8", "H2R1P1M2+charge", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "c2");
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    click(&in, &g, "c4");
    assert_int_equal(in.step, 1);
    key(&in, &g, BOARD_INPUT_KEY_END_TURN);
    assert_int_equal(in.mode, BOARD_INPUT_CONFIRM_END);
    assert_int_equal(in.confirm_from, BOARD_INPUT_CHOOSE_ABILITY);
    cancel(&in, &g);
    assert_int_equal(in.mode, BOARD_INPUT_CHOOSE_ABILITY);
    assert_int_equal(in.ability, ESC_AB_CHARGE);
    assert_int_equal(in.step, 1);
    assert_int_equal(in.picked_square, tu_sq("c4"));
    assert_action(&g, click(&in, &g, "c5"), "charge c2 c4 c5");

    /* Enter confirms as well; after one action the question still comes. */
    s1(&g, &in, both_human);
    click(&in, &g, "c3");
    play(&in, &g, click(&in, &g, "c4"));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    key(&in, &g, BOARD_INPUT_KEY_MOVE);
    key(&in, &g, BOARD_INPUT_KEY_END_TURN);
    assert_int_equal(in.mode, BOARD_INPUT_CONFIRM_END);
    assert_int_equal(in.confirm_from, BOARD_INPUT_CHOOSE_MOVE);
    assert_true(strstr(in.message, "1 action:") != NULL);
    board_input_output out = key(&in, &g, BOARD_INPUT_KEY_CONFIRM);
    assert_action(&g, out, "end");
    play(&in, &g, out);
    /* Hot-seat: side 1 plays, with nothing selected. */
    assert_int_equal(g.active, 1);
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);
    click(&in, &g, "c5");
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, tu_at(&g, "c5"));
    out = key(&in, &g, BOARD_INPUT_KEY_END_TURN);
    assert_none(out);
    out = key(&in, &g, BOARD_INPUT_KEY_END_TURN);
    assert_action(&g, out, "end");
    play(&in, &g, out);
    assert_int_equal(g.active, 0);
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);
    /* Enter outside the question does nothing. */
    assert_none(key(&in, &g, BOARD_INPUT_KEY_CONFIRM));
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);
}

static void test_computer_side(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    s1(&g, &in, side0_human);
    assert_int_equal(in.mode, BOARD_INPUT_IDLE);
    key(&in, &g, BOARD_INPUT_KEY_END_TURN);
    board_input_output out = key(&in, &g, BOARD_INPUT_KEY_END_TURN);
    assert_action(&g, out, "end");
    play(&in, &g, out);
    assert_mode(&in, BOARD_INPUT_WAITING, ESC_NO_UNIT);

    /* While the computer plays: cards only, nothing actionable. */
    assert_none(click(&in, &g, "c5"));
    assert_mode(&in, BOARD_INPUT_WAITING, tu_at(&g, "c5"));
    assert_none(click(&in, &g, "c3"));
    assert_mode(&in, BOARD_INPUT_WAITING, tu_at(&g, "c3"));
    assert_true(board_input_clickable(&in, &g) == 0);
    for (int k = BOARD_INPUT_KEY_NEXT_UNIT; k <= BOARD_INPUT_KEY_DONE; k++)
        if (k != BOARD_INPUT_KEY_UNDO)
            assert_none(key(&in, &g, (board_input_key)k));
    assert_int_equal(in.mode, BOARD_INPUT_WAITING);
    assert_int_equal(key(&in, &g, BOARD_INPUT_KEY_UNDO).kind, BOARD_INPUT_OUT_UNDO);
    assert_none(click(&in, &g, "h1"));
    assert_mode(&in, BOARD_INPUT_WAITING, ESC_NO_UNIT);
    click(&in, &g, "c5");
    assert_none(cancel(&in, &g));
    assert_mode(&in, BOARD_INPUT_WAITING, ESC_NO_UNIT);
    assert_int_equal(cancel(&in, &g).kind, BOARD_INPUT_OUT_PAUSE);
    key(&in, &g, BOARD_INPUT_KEY_THREATS);
    assert_true(in.show_threats);

    /* The computer moves (the match syncs after each of its actions). The card
     * of one of its units survives. */
    click(&in, &g, "c5");
    tu_play(&g, "move c5 c6");
    board_input_sync(&in, &g);
    assert_mode(&in, BOARD_INPUT_WAITING, tu_at(&g, "c6"));
    tu_play(&g, "end");
    board_input_sync(&in, &g);
    assert_mode(&in, BOARD_INPUT_IDLE, tu_at(&g, "c6"));
    assert_true(in.show_threats);
    click(&in, &g, "c3");
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, tu_at(&g, "c3"));
}

/* ---- undo, pause, threats, sync ---- */

static void test_undo_pause_threats(void **state)
{
    (void)state;
    esc_game g, before;
    board_input in;
    s1(&g, &in, both_human);
    int a = tu_at(&g, "c3");
    assert_int_equal(key(&in, &g, BOARD_INPUT_KEY_UNDO).kind, BOARD_INPUT_OUT_UNDO);
    assert_int_equal(in.mode, BOARD_INPUT_IDLE);
    assert_int_equal(cancel(&in, &g).kind, BOARD_INPUT_OUT_PAUSE);

    click(&in, &g, "c3");
    before = g;
    play(&in, &g, click(&in, &g, "c4"));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    /* The match undoes and syncs: the unit is still selected, back on c3. */
    assert_int_equal(key(&in, &g, BOARD_INPUT_KEY_UNDO).kind, BOARD_INPUT_OUT_UNDO);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    g = before;
    board_input_sync(&in, &g);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);
    assert_true(board_input_clickable(&in, &g) & tu_bits("c4"));
    /* Undo is offered from a choice and from the question, and keeps the state
     * (the match decides). */
    key(&in, &g, BOARD_INPUT_KEY_MOVE);
    assert_int_equal(key(&in, &g, BOARD_INPUT_KEY_UNDO).kind, BOARD_INPUT_OUT_UNDO);
    assert_int_equal(in.mode, BOARD_INPUT_CHOOSE_MOVE);
    key(&in, &g, BOARD_INPUT_KEY_END_TURN);
    assert_int_equal(key(&in, &g, BOARD_INPUT_KEY_UNDO).kind, BOARD_INPUT_OUT_UNDO);
    assert_int_equal(in.mode, BOARD_INPUT_CONFIRM_END);
    /* Sync drops half-made choices. */
    board_input_sync(&in, &g);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, a);

    /* Threats toggle in every mode. */
    bool shown = in.show_threats;
    key(&in, &g, BOARD_INPUT_KEY_THREATS);
    assert_true(in.show_threats != shown);
    key(&in, &g, BOARD_INPUT_KEY_MOVE);
    key(&in, &g, BOARD_INPUT_KEY_THREATS);
    assert_true(in.show_threats == shown);
    assert_int_equal(in.mode, BOARD_INPUT_CHOOSE_MOVE);
    key(&in, &g, BOARD_INPUT_KEY_END_TURN);
    key(&in, &g, BOARD_INPUT_KEY_THREATS);
    assert_true(in.show_threats != shown);
    assert_int_equal(in.mode, BOARD_INPUT_CONFIRM_END);

    /* Hover only moves `hovered`. */
    board_input copy = in;
    send(&in, &g, BOARD_INPUT_EV_HOVER, tu_sq("h8"), BOARD_INPUT_KEY_NEXT_UNIT);
    assert_int_equal(in.hovered, tu_sq("h8"));
    send(&in, &g, BOARD_INPUT_EV_HOVER, ESC_NO_SQUARE, BOARD_INPUT_KEY_NEXT_UNIT);
    assert_int_equal(in.hovered, ESC_NO_SQUARE);
    copy.hovered = ESC_NO_SQUARE;
    assert_memory_equal(&copy, &in, sizeof in);

    /* Sync keeps an enemy card, also when the turn passed under it. */
    s1(&g, &in, both_human);
    click(&in, &g, "c5");
    board_input_sync(&in, &g);
    assert_mode(&in, BOARD_INPUT_IDLE, tu_at(&g, "c5"));
    click(&in, &g, "f3");
    int b = tu_at(&g, "f3");
    tu_play(&g, "move f3 g4");
    tu_play(&g, "move c3 c4");
    board_input_sync(&in, &g);
    assert_int_equal(g.active, 1);
    assert_mode(&in, BOARD_INPUT_IDLE, b);
    /* A sync that changes nothing keeps the message (screens may sync every frame). */
    s1(&g, &in, both_human);
    key(&in, &g, BOARD_INPUT_KEY_MOVE);
    assert_string_equal(in.message, "select one of your units first");
    board_input kept = in;
    board_input_sync(&in, &g);
    board_input_sync(&in, &g);
    assert_memory_equal(&kept, &in, sizeof in);
    click(&in, &g, "c3");
    refused_click_p(&in, &g, "h8", ESC_ERR_UNREACHABLE);
    kept = in;
    board_input_sync(&in, &g);
    assert_memory_equal(&kept, &in, sizeof in);
    /* It drops an own unit that can no longer act. */
    tu_game(&g, "7a/8/8/8/8/8/##1A1C2/B#6", "H2R1P1M1 H2R1P1M1 H2R1P1M1", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "a1");
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, tu_at(&g, "a1"));
    board_input_sync(&in, &g);
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);
}

static void test_animation_done_paths(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    /* A unit dying of its own devastating strike: nothing selected after. */
    tu_game(&g, "8/8/8/2a5/2A5/8/8/7B", "H1R1P1M1+devastating-strike H2R1P1M1", "H5R1P1M1");
    board_input_init(&in, &g, both_human);
    int a = tu_at(&g, "c4");
    click(&in, &g, "c4");
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_int_equal(in.ability, ESC_AB_DEVASTATING_STRIKE);
    assert_string_equal(board_input_prompt(&in, &g), "Choose an adjacent enemy to strike");
    board_input_output out = click(&in, &g, "c5");
    assert_action(&g, out, "devastating-strike c4 c5");
    play(&in, &g, out);
    assert_false(esc_game_unit_alive(&g, a));
    assert_int_equal(g.actions_left, 1);
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);

    /* A unit that can do nothing more after its action: idle. */
    tu_game(&g, "7a/8/8/8/8/8/##6/A#5B", "H2R1P1M1+defensive-stance H2R1P1M1", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "a1");
    out = key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_action(&g, out, "defensive-stance a1");
    play(&in, &g, out);
    assert_int_equal(g.actions_left, 1);
    assert_mode(&in, BOARD_INPUT_IDLE, ESC_NO_UNIT);

    /* The last enemy dies: the game is over and input waits. */
    s1(&g, &in, both_human);
    tu_set_health(&g, tu_at(&g, "c5"), 1);
    click(&in, &g, "c3");
    out = click(&in, &g, "c5");
    play(&in, &g, out);
    assert_int_equal(g.phase, ESC_PHASE_OVER);
    assert_mode(&in, BOARD_INPUT_WAITING, ESC_NO_UNIT);
    assert_string_equal(board_input_prompt(&in, &g), "The game is over");
}

static void test_stale_state_heals(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    /* The game moves on without a sync: the next event works on the game as it is. */
    s1(&g, &in, both_human);
    click(&in, &g, "c3");
    key(&in, &g, BOARD_INPUT_KEY_MOVE);
    tu_play(&g, "end");
    assert_none(click(&in, &g, "c5"));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, tu_at(&g, "c5"));
    /* A command taken outside the machine. */
    tu_game(&g, cmd_pos, cmd_sq0, "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "c2");
    tu_play(&g, "command-forward d2");
    assert_none(click(&in, &g, "c2"));
    assert_int_equal(in.mode, BOARD_INPUT_COMMAND_SQUARE);
    assert_int_equal(in.command_ally, tu_at(&g, "c2"));
}

/* ---- random event streams ---- */

/* Properties that hold after every event. */
static void check_consistent(const board_input *in, const esc_game *g)
{
    assert_non_null(board_input_prompt(in, g));
    assert_true(memchr(in->message, 0, sizeof in->message) != NULL);
    bool humans_turn = g->phase != ESC_PHASE_OVER && in->human[g->active];
    switch (in->mode) {
    case BOARD_INPUT_WAITING:
        assert_false(humans_turn);
        break;
    case BOARD_INPUT_DEPLOY:
        assert_true(humans_turn && g->phase == ESC_PHASE_DEPLOY);
        break;
    case BOARD_INPUT_IDLE:
        assert_true(humans_turn && g->phase == ESC_PHASE_BATTLE && g->command_unit == ESC_NO_UNIT);
        if (in->selected != ESC_NO_UNIT)
            assert_true(esc_game_unit_alive(g, in->selected) && esc_unit_side(in->selected) != g->active);
        break;
    case BOARD_INPUT_UNIT_SELECTED:
    case BOARD_INPUT_CHOOSE_MOVE:
    case BOARD_INPUT_CHOOSE_ATTACK:
    case BOARD_INPUT_CHOOSE_ABILITY:
        assert_true(humans_turn && g->phase == ESC_PHASE_BATTLE && g->command_unit == ESC_NO_UNIT);
        assert_true(esc_game_unit_alive(g, in->selected) && esc_unit_side(in->selected) == g->active);
        if (in->mode == BOARD_INPUT_CHOOSE_ABILITY)
            assert_true(g->units[in->selected].abilities & (1u << in->ability));
        else
            assert_int_equal(in->ability, ESC_AB_NONE);
        break;
    case BOARD_INPUT_COMMAND_UNIT:
    case BOARD_INPUT_COMMAND_SQUARE:
        assert_true(humans_turn && g->command_unit != ESC_NO_UNIT);
        assert_int_equal(in->selected, g->command_unit);
        if (in->mode == BOARD_INPUT_COMMAND_SQUARE)
            assert_true(esc_game_unit_alive(g, in->command_ally));
        break;
    case BOARD_INPUT_CONFIRM_END:
        assert_true(humans_turn && g->actions_left > 0);
        break;
    case BOARD_INPUT_ANIMATING:
        break;
    default:
        fail_msg("unknown mode %d", in->mode);
    }
}

/* Every square offered as clickable does something on a click: an action the core
 * accepts, or a step with no complaint. */
static void check_clickable(const board_input *in, const esc_game *g)
{
    esc_bits set = board_input_clickable(in, g);
    while (set) {
        int s = __builtin_ctzll(set);
        set &= set - 1;
        board_input copy = *in;
        board_input_event ev = {BOARD_INPUT_EV_CLICK, s, BOARD_INPUT_KEY_NEXT_UNIT};
        board_input_output out = board_input_handle(&copy, g, &ev);
        if (out.kind == BOARD_INPUT_OUT_ACTION)
            assert_int_equal(esc_game_test_action(g, &out.action), ESC_OK);
        else if (copy.message[0] != 0)
            fail_msg("clickable %s in mode %d refused: %s", tu_name(s), in->mode, copy.message);
    }
}

static board_input_event random_event(core_rng *rng, const board_input *in, const esc_game *g)
{
    board_input_event ev = {BOARD_INPUT_EV_CLICK, ESC_NO_SQUARE, BOARD_INPUT_KEY_NEXT_UNIT};
    uint32_t r = core_rng_below(rng, 100);
    if (r < 10) {
        ev.kind = BOARD_INPUT_EV_HOVER;
        ev.square = (int)core_rng_below(rng, 66) - 1;
    } else if (r < 55) {
        esc_bits set = board_input_clickable(in, g);
        if (set && core_rng_below(rng, 3) != 0) {
            int n = (int)core_rng_below(rng, (uint32_t)esc_bits_count(set));
            while (n--)
                set &= set - 1;
            ev.square = __builtin_ctzll(set);
        } else {
            ev.square = (int)core_rng_below(rng, 66) - 1;
        }
    } else if (r < 62) {
        ev.kind = BOARD_INPUT_EV_CANCEL;
    } else {
        /* Weighted so that abilities and free moves get played, and turns are not
         * ended all the time. */
        static const board_input_key weighted[] = {
            BOARD_INPUT_KEY_ABILITY_1, BOARD_INPUT_KEY_ABILITY_1, BOARD_INPUT_KEY_ABILITY_2, BOARD_INPUT_KEY_ABILITY_2, BOARD_INPUT_KEY_ABILITY_3,
            BOARD_INPUT_KEY_MOVE,      BOARD_INPUT_KEY_ATTACK,    BOARD_INPUT_KEY_NEXT_UNIT, BOARD_INPUT_KEY_PREV_UNIT, BOARD_INPUT_KEY_END_TURN,
            BOARD_INPUT_KEY_CONFIRM,   BOARD_INPUT_KEY_UNDO,      BOARD_INPUT_KEY_DONE,      BOARD_INPUT_KEY_THREATS,
        };
        ev.kind = BOARD_INPUT_EV_KEY;
        uint32_t n = (uint32_t)(sizeof weighted / sizeof weighted[0]);
        uint32_t k = core_rng_below(rng, n + 3);
        ev.key = k < n ? weighted[k] : (board_input_key)core_rng_below(rng, BOARD_INPUT_KEY_THREATS + 1);
    }
    return ev;
}

static void test_random_streams(void **state)
{
    (void)state;
    core_rng rng;
    core_rng_seed(&rng, 20240601);
    static esc_squad squads[ESC_SIDES];
    int actions = 0, games_over = 0;
    int mode_hits[BOARD_INPUT_ANIMATING + 1] = {0}, kind_hits[ESC_ACT_END_TURN + 1] = {0};
    for (int game_no = 0; game_no < 150; game_no++) {
        if (game_no % 3 == 0) {
            /* Every side full of abilities, command-forward included. */
            for (int side = 0; side < ESC_SIDES; side++)
                tu_squad(&squads[side], "H1R1P1M1+command-forward H1R1P1M1+charge H1R1P1M1+sweep "
                                        "H1R1P1M1+feint H1R1P1M1+tactical-retreat");
        } else {
            tu_random_squad(&rng, &squads[0]);
            tu_random_squad(&rng, &squads[1]);
        }
        esc_map map;
        tu_random_map(&rng, &map);
        esc_settings settings;
        esc_settings_default(&settings);
        settings.round_limit = 6;
        const esc_squad *list[ESC_SIDES] = {&squads[0], &squads[1]};
        esc_game g;
        int which = -1;
        assert_int_equal(esc_game_init(&g, &map, list, &settings, core_rng_next(&rng), &which), ESC_SETUP_OK);
        bool human[ESC_SIDES] = {true, true};
        uint32_t who = core_rng_below(&rng, 3);
        if (who < 2)
            human[who] = false;
        board_input in;
        board_input_init(&in, &g, human);
        esc_game turn_start = g;
        for (int step = 0; step < 1500 && g.phase != ESC_PHASE_OVER; step++) {
            if (in.mode == BOARD_INPUT_WAITING) {
                /* The computer: a random legal action, then the match syncs. */
                static esc_action list_actions[ESC_MAX_ACTIONS];
                int n = esc_game_legal_actions(&g, list_actions, ESC_MAX_ACTIONS);
                assert_true(n > 0);
                esc_action a = list_actions[core_rng_below(&rng, (uint32_t)n)];
                int side = g.active;
                assert_int_equal(esc_game_apply(&g, &a, NULL), ESC_OK);
                if (g.active != side)
                    turn_start = g;
                board_input_sync(&in, &g);
                check_consistent(&in, &g);
                continue;
            }
            board_input_event ev = random_event(&rng, &in, &g);
            board_input before = in;
            mode_hits[in.mode]++;
            board_input_output out = board_input_handle(&in, &g, &ev);
            switch (out.kind) {
            case BOARD_INPUT_OUT_ACTION: {
                esc_problem p = esc_game_test_action(&g, &out.action);
                if (p != ESC_OK)
                    fail_msg("game %d step %d: mode %d output a refused action (kind %d): %s", game_no, step,
                             before.mode, out.action.kind, esc_problem_text(p));
                assert_int_equal(in.mode, BOARD_INPUT_ANIMATING);
                assert_string_equal(in.message, "");
                /* Input during the animation changes nothing but hover and threats. */
                for (int k = 0; k < 3; k++) {
                    board_input_event extra = random_event(&rng, &in, &g);
                    assert_int_equal(board_input_handle(&in, &g, &extra).kind, BOARD_INPUT_OUT_NONE);
                    assert_int_equal(in.mode, BOARD_INPUT_ANIMATING);
                }
                int side = g.active;
                assert_int_equal(esc_game_apply(&g, &out.action, NULL), ESC_OK);
                tu_check(&g);
                if (g.active != side)
                    turn_start = g;
                board_input_animation_done(&in, &g);
                actions++;
                kind_hits[out.action.kind]++;
                break;
            }
            case BOARD_INPUT_OUT_UNDO:
                /* The match's undo goes back to the start of the turn at most. */
                assert_true(before.mode != BOARD_INPUT_ANIMATING);
                if (core_rng_below(&rng, 2) == 0 && g.phase == ESC_PHASE_BATTLE) {
                    g = turn_start;
                    board_input_sync(&in, &g);
                }
                break;
            case BOARD_INPUT_OUT_PAUSE:
                assert_true(ev.kind == BOARD_INPUT_EV_CANCEL);
                break;
            case BOARD_INPUT_OUT_NONE:
                if (ev.kind == BOARD_INPUT_EV_HOVER)
                    assert_string_equal(in.message, before.message);
                break;
            default:
                fail_msg("unknown output %d", out.kind);
            }
            check_consistent(&in, &g);
            if (step % 7 == 0) {
                check_clickable(&in, &g);
                /* Sync is idempotent. */
                board_input once = in, twice;
                board_input_sync(&once, &g);
                twice = once;
                board_input_sync(&twice, &g);
                assert_memory_equal(&once, &twice, sizeof once);
            }
        }
        if (g.phase == ESC_PHASE_OVER) {
            games_over++;
            board_input_sync(&in, &g);
            assert_int_equal(in.mode, BOARD_INPUT_WAITING);
        }
    }
    /* The streams did play games, not just bounce off refusals, and went through
     * every mode a human meets and every kind of action. */
    for (int m = BOARD_INPUT_DEPLOY; m <= BOARD_INPUT_CONFIRM_END; m++)
        if (mode_hits[m] == 0)
            fail_msg("the random streams never reached mode %d", m);
    for (int k = ESC_ACT_DEPLOY; k <= ESC_ACT_END_TURN; k++)
        if (kind_hits[k] == 0)
            fail_msg("the random streams never output an action of kind %d", k);
    assert_true(actions > 500);
    assert_true(games_over > 0);
}

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
        cmocka_unit_test(test_tab_cycling),
        cmocka_unit_test(test_end_turn_confirmation),
        cmocka_unit_test(test_computer_side),
        cmocka_unit_test(test_undo_pause_threats),
        cmocka_unit_test(test_animation_done_paths),
        cmocka_unit_test(test_stale_state_heals),
        cmocka_unit_test(test_random_streams),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
