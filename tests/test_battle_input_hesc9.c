/*
 * hEsc9 (play-test 7): Command Forward is a pending choice like every other
 * ability with a target step. Its key spends nothing: it shows the allies the
 * command would free; Esc or a right-click leaves the action unspent; the first
 * ally clicked gives the command and goes straight to that ally's
 * destinations; Enter gives it with none picked; once given, Esc before any
 * free move asks the match to take the command back.
 */
#include "battle_input_test_util.h"
#include "board/intent.h"

#include <string.h>

static void pending_command(esc_game *g, board_input *in)
{
    tu_game(g, cmd_pos, cmd_sq0, "H3R1P1M1");
    board_input_init(in, g, both_human);
    click(in, g, "d2");
    assert_none(key(in, g, BOARD_INPUT_KEY_ABILITY_1));
    assert_int_equal(in->mode, BOARD_INPUT_CHOOSE_ABILITY);
    assert_int_equal(in->ability, ESC_AB_COMMAND_FORWARD);
}

static void test_key_spends_nothing(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    pending_command(&g, &in);
    int cmd = tu_at(&g, "d2");
    /* The allies it would free are the clickable squares; nothing is spent. */
    assert_int_equal(g.command_unit, ESC_NO_UNIT);
    assert_int_equal(g.actions_left, 2);
    assert_true(board_input_clickable(&in, &g) == tu_bits("c2 e3"));
    assert_true(strstr(board_input_prompt(&in, &g), "Esc") != NULL);
    /* A click elsewhere explains, and still nothing is spent. */
    assert_none(click(&in, &g, "e5"));
    assert_true(in.message[0] != '\0');
    assert_int_equal(in.mode, BOARD_INPUT_CHOOSE_ABILITY);
    assert_none(click(&in, &g, "d2"));
    assert_int_equal(in.mode, BOARD_INPUT_CHOOSE_ABILITY);
    /* Esc (or a right-click: the same event) cancels with nothing spent. */
    assert_none(cancel(&in, &g));
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, cmd);
    assert_int_equal(g.actions_left, 2);
    assert_int_equal(g.command_unit, ESC_NO_UNIT);
    /* The key again toggles out, as every choice does. */
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_int_equal(in.mode, BOARD_INPUT_CHOOSE_ABILITY);
    key(&in, &g, BOARD_INPUT_KEY_ABILITY_1);
    assert_mode(&in, BOARD_INPUT_UNIT_SELECTED, cmd);
}

static void test_first_ally_gives_it(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    pending_command(&g, &in);
    int cmd = tu_at(&g, "d2"), c = tu_at(&g, "e3");
    board_input_output out = click(&in, &g, "e3");
    assert_action(&g, out, "command-forward d2");
    play(&in, &g, out);
    assert_int_equal(g.command_unit, cmd);
    assert_int_equal(in.mode, BOARD_INPUT_COMMAND_SQUARE);
    assert_int_equal(in.command_ally, c);
    assert_int_equal(in.selected, cmd);
    out = click(&in, &g, "f4");
    assert_action(&g, out, "command e3 f4");
    play(&in, &g, out);
    assert_mode(&in, BOARD_INPUT_COMMAND_UNIT, cmd);

    /* Enter gives it with no ally picked yet. */
    pending_command(&g, &in);
    out = key(&in, &g, BOARD_INPUT_KEY_CONFIRM);
    assert_action(&g, out, "command-forward d2");
    play(&in, &g, out);
    assert_mode(&in, BOARD_INPUT_COMMAND_UNIT, cmd);
}

static void test_esc_takes_it_back(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    /* Where the match can undo, Esc before the first free move takes the
     * command back, from the ally's destinations or from the choice of ally. */
    pending_command(&g, &in);
    play(&in, &g, click(&in, &g, "c2"));
    assert_int_equal(in.mode, BOARD_INPUT_COMMAND_SQUARE);
    in.can_undo = true;
    assert_int_equal(cancel(&in, &g).kind, BOARD_INPUT_OUT_UNDO);
    in.can_undo = false;
    /* Without undo (the match refuses it), the old two-step Esc stays. */
    assert_none(cancel(&in, &g));
    assert_int_equal(in.mode, BOARD_INPUT_COMMAND_UNIT);
    in.can_undo = true;
    assert_int_equal(cancel(&in, &g).kind, BOARD_INPUT_OUT_UNDO);
    /* After a free move the command is used: Esc no longer undoes. */
    click(&in, &g, "c2");
    play(&in, &g, click(&in, &g, "b3"));
    assert_int_equal(in.mode, BOARD_INPUT_COMMAND_UNIT);
    assert_int_not_equal(cancel(&in, &g).kind, BOARD_INPUT_OUT_UNDO);
}

/* Command Forward with no ally to free is refused on the key, with the core's
 * reason, and the choice is not entered. */
static void test_no_ally_refused(void **state)
{
    (void)state;
    esc_game g;
    board_input in;
    tu_game(&g, "a7/8/8/8/8/8/3A4/8", "H2R1P1M1+command-forward", "H3R1P1M1");
    board_input_init(&in, &g, both_human);
    click(&in, &g, "d2");
    assert_none(key(&in, &g, BOARD_INPUT_KEY_ABILITY_1));
    assert_int_equal(in.mode, BOARD_INPUT_UNIT_SELECTED);
    assert_true(in.message[0] != '\0');
    assert_int_equal(g.actions_left, 2);
}

/* Enemy intent (the arrows from a hovered enemy): what that one unit can do
 * to each of the viewer's units next turn, played by the rules on copies: a
 * move then a blow reaches d2 for 1 and knocks out the 1-Health unit on e2;
 * the enemy on h8 reaches nobody; the game itself is untouched. */
static void test_intent_of_one_enemy(void **state)
{
    (void)state;
    esc_game g;
    tu_game(&g, "7b/8/8/8/3a4/8/3AB3/8", "H3R1P1M1 H1R1P1M1", "H3R1P1M1 H3R1P1M1");
    esc_game before = g;
    const board_intent *it;
    int near = tu_at(&g, "d4"), far = tu_at(&g, "h8"), d2 = tu_at(&g, "d2"), e2 = tu_at(&g, "e2");
    assert_true(board_intent_of(&g, 0, near, &it));
    assert_int_equal(it->damage[d2], 1);
    assert_false(it->ko[d2]);
    assert_int_equal(it->damage[e2], 1);
    assert_true(it->ko[e2]);
    assert_true(board_intent_of(&g, 0, far, &it));
    assert_int_equal(it->damage[d2], 0);
    assert_int_equal(it->damage[e2], 0);
    assert_memory_equal(&g, &before, sizeof g);
    /* Not for the viewer's own units. */
    assert_false(board_intent_of(&g, 0, d2, &it));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_key_spends_nothing),
        cmocka_unit_test(test_first_ally_gives_it),
        cmocka_unit_test(test_esc_takes_it_back),
        cmocka_unit_test(test_no_ally_refused),
        cmocka_unit_test(test_intent_of_one_enemy),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
