/*
 * The battle screen's input state machine, continued (see test_battle_input.c):
 * cycling through units, ending a turn, the computer's side, undo, pause and
 * threats, the end of animations, stale states, and random event streams.
 */
#include "battle_input_test_util.h"
#include "skirmish/i18n.h"

#include <stdio.h>
#include <string.h>

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
    assert_string_equal(board_input_prompt(&in, &g), _("This unit cannot act again this turn"));
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
    char expect[240];
    snprintf(expect, sizeof expect,
             P_("You still have %d action: end the turn anyway? (E or Enter: yes, Esc: no)",
                "You still have %d actions: end the turn anyway? (E or Enter: yes, Esc: no)", 2),
             2);
    assert_string_equal(in.message, expect);
    assert_string_equal(board_input_prompt(&in, &g), _("End the turn with actions left? (E or Enter: yes, Esc: no)"));
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
    snprintf(expect, sizeof expect,
             P_("You still have %d action: end the turn anyway? (E or Enter: yes, Esc: no)",
                "You still have %d actions: end the turn anyway? (E or Enter: yes, Esc: no)", 1),
             1);
    assert_string_equal(in.message, expect);
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
    assert_string_equal(in.message, _("select one of your units first"));
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
    assert_string_equal(board_input_prompt(&in, &g), _("Choose an adjacent enemy to strike"));
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
    assert_string_equal(board_input_prompt(&in, &g), _("The battle is over"));
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
