/*
 * The battle input machine's events in each mode (see input.c for the machine
 * and the decisions it holds to): the command keys (M, A, 1-9, Tab, E, D), the
 * clicks on the board and the cancel (secondary click or Esc). Every action is
 * handed to board_input_emit, which asks the core before outputting it; when a choice
 * has nothing to pick, the message is the core's reason for the nearest
 * candidate (board_input_empty_choice_reason in input_choices.c).
 */
#include "board/input_internal.h"
#include "skirmish/i18n.h"

#include <stdio.h>
#include <string.h>

/* Refusals the core has no reason for; shown translated. */
static const char *const no_unit_there = N_("there is no unit there");
static const char *const select_first = N_("select one of your units first");

/* ---- keys ---- */

/* A greyed ability's key: its own reason, and it stays chosen (see
 * refused_ability in board/input.h). */
static void refuse_ability(board_input *in, const esc_game *g, int unit, int ability)
{
    char why[sizeof in->message];
    board_input_ability_refusal(g, unit, ability, why, sizeof why);
    board_input_select_unit(in, unit);
    board_input_set_message(in, why);
    in->refused_ability = ability;
}

/* M, A or an ability key with an own unit selected: enter the choice, toggle out of
 * it, or (abilities that pick nothing) act at once. */
static void choose(board_input *in, const esc_game *g, board_input_mode mode, int ability, board_input_output *out)
{
    if (in->mode == mode && (mode != BOARD_INPUT_CHOOSE_ABILITY || in->ability == ability)) {
        board_input_select_unit(in, in->selected);
        return;
    }
    int unit = in->selected;
    if (mode == BOARD_INPUT_CHOOSE_ABILITY && ability == ESC_AB_COMMAND_FORWARD) {
        /* Not spent on the key (play-test 7): the allies it would free are
         * shown, and the first one clicked gives it. */
        esc_action a = act(ESC_ACT_ABILITY, unit, ability, ESC_NO_SQUARE, ESC_NO_UNIT);
        esc_problem p = esc_game_test_action(g, &a);
        if (p != ESC_OK || !board_input_command_preview(g, unit)) {
            refuse_ability(in, g, unit, ability);
            return;
        }
        board_input_clear_choice(in);
        in->ability = ability;
        board_input_enter(in, mode);
        return;
    }
    if (mode == BOARD_INPUT_CHOOSE_ABILITY && board_input_targeting_of(ability) == ESC_TARGETS_NOTHING) {
        esc_action a = act(ESC_ACT_ABILITY, unit, ability, ESC_NO_SQUARE, ESC_NO_UNIT);
        if (esc_game_test_action(g, &a) != ESC_OK)
            refuse_ability(in, g, unit, ability);
        else
            board_input_emit(in, g, a, out);
        return;
    }
    board_input next = *in;
    board_input_clear_choice(&next);
    next.ability = mode == BOARD_INPUT_CHOOSE_ABILITY ? ability : ESC_AB_NONE;
    if (!board_input_choice_squares(&next, g, mode)) {
        if (mode == BOARD_INPUT_CHOOSE_ABILITY) {
            refuse_ability(in, g, unit, ability);
        } else {
            char why[sizeof in->message];
            board_input_action_refusal(g, unit, mode == BOARD_INPUT_CHOOSE_ATTACK, why, sizeof why);
            board_input_set_message(in, why);
        }
        return;
    }
    board_input_clear_choice(in);
    in->ability = next.ability;
    board_input_enter(in, mode);
}

/* The n-th (from 0) ability of the unit in ascending id order, ESC_AB_NONE if it has
 * fewer. */
static int nth_ability(const esc_game *g, int unit, int n)
{
    uint16_t bits = g->units[unit].abilities;
    for (int ab = 0; ab < ESC_AB_COUNT; ab++)
        if ((bits & (1u << ab)) && n-- == 0)
            return ab;
    return ESC_AB_NONE;
}

/* Next (dir 1) or previous (dir -1) unit of `set` in slot order after `from`,
 * wrapping; ESC_NO_UNIT if the set is empty. */
static int cycle(const esc_game *g, int from, int dir, uint16_t set)
{
    int base = g->active * ESC_SQUAD_MAX;
    int start = (valid_unit(from) && esc_unit_side(from) == g->active) ? from - base : (dir > 0 ? -1 : ESC_SQUAD_MAX);
    for (int k = 1; k <= ESC_SQUAD_MAX; k++) {
        int slot = ((start + dir * k) % ESC_SQUAD_MAX + ESC_SQUAD_MAX) % ESC_SQUAD_MAX;
        if (set & (1u << (base + slot)))
            return base + slot;
    }
    return ESC_NO_UNIT;
}

static void tab(board_input *in, const esc_game *g, int dir)
{
    if (in->mode == BOARD_INPUT_COMMAND_UNIT || in->mode == BOARD_INPUT_COMMAND_SQUARE) {
        int ally = cycle(g, in->command_ally, dir, board_input_command_allies(g));
        if (ally != ESC_NO_UNIT) {
            in->command_ally = ally;
            board_input_enter(in, BOARD_INPUT_COMMAND_SQUARE);
        }
        return;
    }
    uint16_t set = board_input_units_with_actions(g);
    if (!set)
        for (int u = g->active * ESC_SQUAD_MAX; u < (g->active + 1) * ESC_SQUAD_MAX; u++)
            if (esc_game_unit_alive(g, u))
                set |= (uint16_t)(1u << u);
    int unit = cycle(g, in->selected, dir, set);
    if (unit != ESC_NO_UNIT)
        board_input_select_unit(in, unit);
}

static void end_turn(board_input *in, const esc_game *g, board_input_output *out)
{
    esc_action a = act(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    esc_problem p = esc_game_test_action(g, &a);
    if (p != ESC_OK) {
        board_input_set_message(in, _(esc_problem_text(p)));
        return;
    }
    if (g->actions_left == 0) {
        board_input_emit(in, g, a, out);
        return;
    }
    in->confirm_from = in->mode;
    in->mode = BOARD_INPUT_CONFIRM_END;
    snprintf(in->message, sizeof in->message,
             P_("You still have %d action: end the turn anyway? (E or Enter: yes, Esc: no)",
                "You still have %d actions: end the turn anyway? (E or Enter: yes, Esc: no)", g->actions_left),
             g->actions_left);
}

/* Keys of the battle modes (IDLE, UNIT_SELECTED, CHOOSE_*, COMMAND_*). */
void board_input_battle_key(board_input *in, const esc_game *g, board_input_key key, board_input_output *out)
{
    bool commanding = in->mode == BOARD_INPUT_COMMAND_UNIT || in->mode == BOARD_INPUT_COMMAND_SQUARE;
    switch (key) {
    case BOARD_INPUT_KEY_NEXT_UNIT:
    case BOARD_INPUT_KEY_PREV_UNIT:
        tab(in, g, key == BOARD_INPUT_KEY_NEXT_UNIT ? 1 : -1);
        return;
    case BOARD_INPUT_KEY_END_TURN:
        end_turn(in, g, out);
        return;
    case BOARD_INPUT_KEY_CONFIRM:
        if (in->mode == BOARD_INPUT_CHOOSE_ABILITY && in->ability == ESC_AB_COMMAND_FORWARD)
            board_input_emit(in, g, act(ESC_ACT_ABILITY, in->selected, in->ability, ESC_NO_SQUARE, ESC_NO_UNIT), out);
        return;
    case BOARD_INPUT_KEY_DONE:
        if (commanding)
            board_input_emit(in, g, act(ESC_ACT_COMMAND_DONE, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT), out);
        return;
    case BOARD_INPUT_KEY_MOVE:
    case BOARD_INPUT_KEY_ATTACK:
        break;
    default:
        if (key < BOARD_INPUT_KEY_ABILITY_1 || key > BOARD_INPUT_KEY_ABILITY_9)
            return;
        break;
    }
    if (commanding)
        return;
    if (in->mode == BOARD_INPUT_IDLE) {
        board_input_set_message(in, _(select_first));
        return;
    }
    if (key == BOARD_INPUT_KEY_MOVE) {
        choose(in, g, BOARD_INPUT_CHOOSE_MOVE, ESC_AB_NONE, out);
    } else if (key == BOARD_INPUT_KEY_ATTACK) {
        choose(in, g, BOARD_INPUT_CHOOSE_ATTACK, ESC_AB_NONE, out);
    } else {
        int ability = nth_ability(g, in->selected, (int)key - (int)BOARD_INPUT_KEY_ABILITY_1);
        if (ability == ESC_AB_NONE)
            board_input_set_message(in, _(esc_problem_text(ESC_ERR_NO_ABILITY)));
        else
            choose(in, g, BOARD_INPUT_CHOOSE_ABILITY, ability, out);
    }
}

/* ---- clicks ---- */

static void click_card(board_input *in, const esc_game *g, int square)
{
    int unit = esc_game_unit_at(g, square);
    in->selected = esc_game_unit_alive(g, unit) ? unit : ESC_NO_UNIT;
    in->message[0] = 0;
}

/* A click on a unit in the modes that pick one: the unit, or a message. */
static bool clicked_unit(board_input *in, const esc_game *g, int square, int *unit)
{
    *unit = esc_game_unit_at(g, square);
    if (*unit == ESC_NO_UNIT) {
        board_input_set_message(in, _(no_unit_there));
        return false;
    }
    return true;
}

static void click_charge(board_input *in, const esc_game *g, int square, board_input_output *out)
{
    int unit = in->selected, target;
    if (in->step == 1) {
        if (clicked_unit(in, g, square, &target))
            board_input_emit(in, g, act(ESC_ACT_ABILITY, unit, ESC_AB_CHARGE, in->picked_square, target), out);
        return;
    }
    if (board_input_charge_targets(g, unit, square)) {
        in->step = 1;
        in->picked_square = square;
        in->message[0] = 0;
        return;
    }
    /* An enemy clicked before a square (play-test 5: "that square is
     * occupied"): the one lit square it may be charged from is chosen for the
     * player. With several, the square's own problem is said below. */
    int clicked = esc_game_unit_at(g, square);
    if (esc_game_unit_alive(g, clicked) && esc_unit_side(clicked) != esc_unit_side(unit)) {
        esc_bits from = 0, c = esc_game_reachable(g, unit) | esc_bit(g->units[unit].square);
        for (; c; c &= c - 1) {
            int s = lowest(c);
            if (board_input_charge_targets(g, unit, s) & esc_bit(square))
                from |= esc_bit(s);
        }
        if (from && !(from & (from - 1))) {
            board_input_emit(in, g, act(ESC_ACT_ABILITY, unit, ESC_AB_CHARGE, lowest(from), clicked), out);
            return;
        }
    }
    /* Why not: the destination's problem first (the core checks it before the
     * enemy), then the nearest enemy's from that square. */
    int enemy = board_input_nearest_unit(g, other_side(esc_unit_side(unit)), square, ESC_NO_UNIT);
    esc_action a = act(ESC_ACT_ABILITY, unit, ESC_AB_CHARGE, square, enemy);
    esc_problem p = esc_game_test_action(g, &a);
    board_input_set_message(in, _(esc_problem_text(p == ESC_OK ? ESC_ERR_NO_TARGET : p)));
}

/* A click while Command Forward waits for its first ally: that ally gives it,
 * and its destinations follow once the command has played. */
static void click_command_first(board_input *in, const esc_game *g, int square, board_input_output *out)
{
    int unit = esc_game_unit_at(g, square);
    if (unit != ESC_NO_UNIT && unit == in->selected) {
        in->message[0] = 0;
        return;
    }
    if (unit == ESC_NO_UNIT || !(board_input_command_preview(g, in->selected) & (1u << unit))) {
        board_input_set_message(in, _("Click one of the allies ringed in green: the command is given then "
                                      "(Esc cancels it, nothing spent)"));
        return;
    }
    if (board_input_emit(in, g, act(ESC_ACT_ABILITY, in->selected, ESC_AB_COMMAND_FORWARD, ESC_NO_SQUARE, ESC_NO_UNIT),
                         out))
        in->command_next = unit;
}

static void click_command(board_input *in, const esc_game *g, int square, board_input_output *out)
{
    int unit = esc_game_unit_at(g, square);
    if (in->mode == BOARD_INPUT_COMMAND_SQUARE) {
        if (unit != ESC_NO_UNIT && unit == in->command_ally) {
            in->message[0] = 0;
            return;
        }
        if (unit == ESC_NO_UNIT || !(board_input_command_allies(g) & (1u << unit))) {
            board_input_emit(in, g, act(ESC_ACT_COMMAND_MOVE, in->command_ally, ESC_AB_NONE, square, ESC_NO_UNIT), out);
            return;
        }
    }
    if (!clicked_unit(in, g, square, &unit))
        return;
    if (board_input_command_allies(g) & (1u << unit)) {
        in->command_ally = unit;
        board_input_enter(in, BOARD_INPUT_COMMAND_SQUARE);
        return;
    }
    /* Why this unit may not move: ask about its nearest destination. */
    int s = lowest(esc_game_reachable(g, unit));
    if (s == ESC_NO_SQUARE)
        s = lowest(esc_board_neighbours(square));
    esc_action a = act(ESC_ACT_COMMAND_MOVE, unit, ESC_AB_NONE, s, ESC_NO_UNIT);
    esc_problem p = esc_game_test_action(g, &a);
    board_input_set_message(in, _(esc_problem_text(p == ESC_OK ? ESC_ERR_NOT_COMMANDABLE : p)));
}

void board_input_click(board_input *in, const esc_game *g, int square, board_input_output *out)
{
    if (!valid_square(square)) {
        if (in->mode == BOARD_INPUT_IDLE || in->mode == BOARD_INPUT_WAITING)
            click_card(in, g, ESC_NO_SQUARE);
        return;
    }
    int unit = esc_game_unit_at(g, square);
    int target;
    switch (in->mode) {
    case BOARD_INPUT_WAITING:
        click_card(in, g, square);
        return;
    case BOARD_INPUT_DEPLOY: {
        if (g->vanguard_pending) { /* Prepared Ambuscade: the free move (its own square: stay) */
            board_input_emit(in, g, act(ESC_ACT_MOVE, g->settings.hooks.vanguard - 1, ESC_AB_NONE, square, ESC_NO_UNIT), out);
            return;
        }
        int next = g->active * ESC_SQUAD_MAX + g->deployed[g->active];
        board_input_emit(in, g, act(ESC_ACT_DEPLOY, next, ESC_AB_NONE, square, ESC_NO_UNIT), out);
        return;
    }
    case BOARD_INPUT_IDLE:
        if (own_unit(g, unit)) {
            board_input_select_unit(in, unit);
        } else {
            bool none_shown = in->selected == ESC_NO_UNIT; /* else the click puts a card away */
            click_card(in, g, square);
            if (unit == ESC_NO_UNIT && none_shown)
                /* Play-test 14: a click on the Exit (or any square) with no unit
                 * selected said nothing. */
                /* TRANSLATORS: a click on an empty square with none of the player's units selected. */
                board_input_set_message(in, _("Pick one of your units first: click it (or press Tab), then the square."));
        }
        return;
    case BOARD_INPUT_UNIT_SELECTED:
        if (in->refused_ability != ESC_AB_NONE && unit != ESC_NO_UNIT && !own_unit(g, unit)) {
            /* A greyed ability is chosen: a click on an enemy gives its own
             * reason, not an attack's (play-test 11: "Out of range" from the
             * attack). */
            int refused = in->refused_ability;
            refuse_ability(in, g, in->selected, refused);
            return;
        }
        /* An empty square drops the greyed ability: a move there, or the
         * move's reason why not (play-test 12: clicks on the move dots did
         * nothing while it stayed chosen). */
        if (unit == ESC_NO_UNIT)
            in->refused_ability = ESC_AB_NONE;
        if (unit != ESC_NO_UNIT && unit == in->selected)
            in->message[0] = 0;
        else if (own_unit(g, unit))
            board_input_select_unit(in, unit);
        else if (unit != ESC_NO_UNIT)
            board_input_emit(in, g, act(ESC_ACT_ATTACK, in->selected, ESC_AB_NONE, ESC_NO_SQUARE, unit), out);
        else
            board_input_emit(in, g, act(ESC_ACT_MOVE, in->selected, ESC_AB_NONE, square, ESC_NO_UNIT), out);
        return;
    case BOARD_INPUT_CHOOSE_MOVE:
        board_input_emit(in, g, act(ESC_ACT_MOVE, in->selected, ESC_AB_NONE, square, ESC_NO_UNIT), out);
        return;
    case BOARD_INPUT_CHOOSE_ATTACK:
        if (clicked_unit(in, g, square, &target))
            board_input_emit(in, g, act(ESC_ACT_ATTACK, in->selected, ESC_AB_NONE, ESC_NO_SQUARE, target), out);
        return;
    case BOARD_INPUT_CHOOSE_ABILITY:
        switch (board_input_targeting_of(in->ability)) {
        case ESC_TARGETS_ENEMY:
        case ESC_TARGETS_ALLY:
            if (clicked_unit(in, g, square, &target))
                board_input_emit(in, g, act(ESC_ACT_ABILITY, in->selected, in->ability, ESC_NO_SQUARE, target), out);
            return;
        case ESC_TARGETS_SQUARE:
            board_input_emit(in, g, act(ESC_ACT_ABILITY, in->selected, in->ability, square, ESC_NO_UNIT), out);
            return;
        case ESC_TARGETS_SQUARE_AND_ENEMY:
            click_charge(in, g, square, out);
            return;
        default:
            if (in->ability == ESC_AB_COMMAND_FORWARD)
                click_command_first(in, g, square, out);
            return;
        }
    case BOARD_INPUT_COMMAND_UNIT:
    case BOARD_INPUT_COMMAND_SQUARE:
        click_command(in, g, square, out);
        return;
    default:
        return;
    }
}

void board_input_cancel(board_input *in, const esc_game *g, board_input_output *out)
{
    switch (in->mode) {
    case BOARD_INPUT_WAITING:
    case BOARD_INPUT_IDLE:
        if (in->selected != ESC_NO_UNIT) {
            in->selected = ESC_NO_UNIT;
            in->message[0] = 0;
        } else {
            out->kind = BOARD_INPUT_OUT_PAUSE;
        }
        return;
    case BOARD_INPUT_DEPLOY:
        out->kind = BOARD_INPUT_OUT_PAUSE;
        return;
    case BOARD_INPUT_UNIT_SELECTED:
        if (in->refused_ability != ESC_AB_NONE) { /* the greyed ability first */
            in->refused_ability = ESC_AB_NONE;
            in->message[0] = 0;
            return;
        }
        in->selected = ESC_NO_UNIT;
        board_input_clear_choice(in);
        board_input_enter(in, BOARD_INPUT_IDLE);
        return;
    case BOARD_INPUT_CHOOSE_MOVE:
    case BOARD_INPUT_CHOOSE_ATTACK:
        board_input_select_unit(in, in->selected);
        return;
    case BOARD_INPUT_CHOOSE_ABILITY:
        if (board_input_targeting_of(in->ability) == ESC_TARGETS_SQUARE_AND_ENEMY && in->step == 1) {
            in->step = 0;
            in->picked_square = ESC_NO_SQUARE;
            in->message[0] = 0;
        } else {
            board_input_select_unit(in, in->selected);
        }
        return;
    case BOARD_INPUT_COMMAND_UNIT:
        /* Before the first free move, the command itself is taken back
         * (play-test 7: Esc could not cancel it). */
        if (in->can_undo && g->command_moved == 0) {
            out->kind = BOARD_INPUT_OUT_UNDO;
            return;
        }
        /* Command Forward's action is already spent: an Esc too many would
         * throw its moves away (play-test 3), so the first one asks. */
        if (!in->command_esc_asked) {
            board_input_set_message(in, _("Esc again ends the commanded moves (the action stays spent). "
                                          "Or pick an ally to move."));
            in->command_esc_asked = true;
            return;
        }
        board_input_emit(in, g, act(ESC_ACT_COMMAND_DONE, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT), out);
        return;
    case BOARD_INPUT_COMMAND_SQUARE:
        if (in->can_undo && g->command_moved == 0) {
            out->kind = BOARD_INPUT_OUT_UNDO;
            return;
        }
        in->command_ally = ESC_NO_UNIT;
        board_input_enter(in, BOARD_INPUT_COMMAND_UNIT);
        return;
    case BOARD_INPUT_CONFIRM_END:
        board_input_enter(in, in->confirm_from);
        return;
    default:
        return;
    }
}
