/*
 * The battle screen's input state machine (see battle_input.h).
 *
 * Every set of squares offered to the player and every action output is built by
 * asking esc_game_test_action about candidate actions, so the overlays, the
 * refusals and the rules can never disagree; the only rule knowledge here is
 * which candidates are worth asking about (reachable squares, living units).
 *
 * Decisions taken where the brief was silent (the tests hold each of them):
 * - WAITING (computer's turn, game over): a click on any unit shows its card
 *   (selected), on anything else clears it; Esc clears the card, then pauses;
 *   Ctrl+Z still asks the match for an undo; nothing else is taken.
 * - DEPLOY: `selected` is the unit about to be placed, so the panel shows its card.
 *   Esc pauses; no other key but undo and threats.
 * - Off-board clicks (ESC_NO_SQUARE) deselect in IDLE and WAITING like an empty
 *   square and are ignored everywhere else, without a message: there is no square
 *   to explain.
 * - Clicking the selected unit again (or the ally being commanded) is a harmless
 *   no-op that clears the message, not a refusal.
 * - A click in ATTACK / ENEMY / ALLY picking on an empty square says "there is no
 *   unit there" (the core has no reason for a missing unit).
 * - M, A and 1..9 work in UNIT_SELECTED and in every CHOOSE_* mode (switching the
 *   choice directly); pressing the key of the choice being made returns to
 *   UNIT_SELECTED. When nothing at all could be chosen the mode is not entered and
 *   the message gives the core's reason for the nearest candidate (for instance
 *   "out of range" for the nearest enemy, "this unit already attacked this turn").
 *   With no own unit selected these keys say "select one of your units first".
 * - After an action the acting unit stays selected while it animates; after a free
 *   move or Done, the commander is that unit. END_TURN and DEPLOY leave nothing
 *   selected, so that in hot-seat the next player never inherits a selection.
 * - battle_input_sync is idempotent and keeps the message when the mode and the
 *   selection stay the same. It keeps a card that still makes sense: an own unit that can
 *   still act stays selected (UNIT_SELECTED, e.g. after an undo), an enemy card
 *   stays in IDLE and WAITING; with a command pending, the commander is selected.
 * - Tab in the command modes cycles through the allies that may take a free move
 *   (to COMMAND_SQUARE) instead of through all units, since nothing else is allowed
 *   then. Order is squad slot order, wrapping; with no own unit selected Tab starts
 *   at the first slot and Shift+Tab at the last.
 * - In COMMAND_SQUARE a click on another ally that may move switches to it.
 * - CONFIRM_END is modal: clicks, Tab and ability keys are ignored; E/Enter confirm,
 *   Esc returns to the exact previous mode (half-made choices are kept, so
 *   `ability`, `step` and `picked_square` keep their values while it is shown;
 *   `confirm_from` remembers the mode, a field added to the header for this).
 * - END_TURN asks for confirmation whenever actions are left, even if no unit could
 *   use them (as the brief says); refused END_TURN (command pending) shows why.
 * - Undo (Ctrl+Z) outputs BI_OUT_UNDO in every mode but ANIMATING; the match calls
 *   battle_input_sync if it undid something.
 * - battle_input_clickable counts only clicks that lead towards an action: card-only
 *   clicks (enemies in IDLE, anything in WAITING) are not in the set; in
 *   UNIT_SELECTED the selected unit's own square is not in it (a no-op).
 * - HOVER and THREATS never touch the message; every other accepted event clears it.
 * - In UNIT_SELECTED the prompt says when the unit cannot act any more this turn.
 * - If the game changed under the machine without a sync (a caller's slip), the next
 *   event first re-picks the mode as sync would, so a stale selection is never
 *   used.
 */
#include "board/input.h"

#include <stdio.h>
#include <string.h>

static const char no_unit_there[] = "there is no unit there";
static const char select_first[] = "select one of your units first";

/* ---- small queries ---- */

static bool valid_square(int square) { return square >= 0 && square < ESC_SQUARES; }
static bool valid_unit(int unit) { return unit >= 0 && unit < ESC_MAX_UNITS; }

static bool in_battle(const esc_game *g) { return g->phase == ESC_PHASE_BATTLE; }

static int lowest(esc_bits bits) { return bits ? __builtin_ctzll(bits) : ESC_NO_SQUARE; }

/* An own unit: alive and of the side to act. */
static bool own_unit(const esc_game *g, int unit)
{
    return esc_game_unit_alive(g, unit) && esc_unit_side(unit) == g->active;
}

static esc_action act(esc_action_kind kind, int unit, int ability, int square, int target)
{
    return esc_action_make(kind, unit, ability, square, target);
}

static bool legal(const esc_game *g, esc_action a) { return esc_game_test_action(g, &a) == ESC_OK; }

/* Units of the side to act that appear in a legal move, attack or ability: "can
 * still do something this turn" as the generator sees it. */
static uint16_t units_with_actions(const esc_game *g)
{
    esc_action list[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, list, ESC_MAX_ACTIONS);
    if (n > ESC_MAX_ACTIONS)
        n = ESC_MAX_ACTIONS;
    uint16_t mask = 0;
    for (int i = 0; i < n; i++)
        if ((list[i].kind == ESC_ACT_MOVE || list[i].kind == ESC_ACT_ATTACK || list[i].kind == ESC_ACT_ABILITY) &&
            valid_unit(list[i].unit))
            mask |= (uint16_t)(1u << list[i].unit);
    return mask;
}

/* The living unit of `side` nearest to `square` (ties: lowest id), other than
 * `except`; ESC_NO_UNIT if none. Used to pick the candidate whose refusal explains
 * why nothing could be chosen. */
static int nearest_unit(const esc_game *g, int side, int square, int except)
{
    int best = ESC_NO_UNIT, best_d = 99;
    for (int u = side * ESC_SQUAD_MAX; u < (side + 1) * ESC_SQUAD_MAX; u++) {
        if (u == except || !esc_game_unit_alive(g, u))
            continue;
        int d = esc_square_distance(square, g->units[u].square);
        if (d < best_d) {
            best = u;
            best_d = d;
        }
    }
    return best;
}

static int other_side(int side) { return side ^ 1; }

/* ---- what each choice may pick, asked of the core ---- */

static esc_bits move_squares(const esc_game *g, int unit)
{
    esc_bits out = 0;
    for (esc_bits c = esc_game_reachable(g, unit); c; c &= c - 1) {
        int s = lowest(c);
        if (legal(g, act(ESC_ACT_MOVE, unit, ESC_AB_NONE, s, ESC_NO_UNIT)))
            out |= esc_bit(s);
    }
    return out;
}

/* Squares of the units of `side` that `unit` may take as the target of a plain
 * attack (ability ESC_AB_NONE) or of an ability with no square. */
static esc_bits unit_targets(const esc_game *g, int unit, int ability, int side)
{
    esc_bits out = 0;
    for (int t = side * ESC_SQUAD_MAX; t < (side + 1) * ESC_SQUAD_MAX; t++) {
        if (!esc_game_unit_alive(g, t))
            continue;
        esc_action a = ability == ESC_AB_NONE ? act(ESC_ACT_ATTACK, unit, ESC_AB_NONE, ESC_NO_SQUARE, t)
                                              : act(ESC_ACT_ABILITY, unit, ability, ESC_NO_SQUARE, t);
        if (legal(g, a))
            out |= esc_bit(g->units[t].square);
    }
    return out;
}

/* Destinations of a square-picking ability: the reachable squares and staying. */
static esc_bits ability_squares(const esc_game *g, int unit, int ability)
{
    esc_bits out = 0;
    esc_bits c = esc_game_reachable(g, unit) | esc_bit(g->units[unit].square);
    for (; c; c &= c - 1) {
        int s = lowest(c);
        if (legal(g, act(ESC_ACT_ABILITY, unit, ability, s, ESC_NO_UNIT)))
            out |= esc_bit(s);
    }
    return out;
}

static esc_bits charge_targets(const esc_game *g, int unit, int from)
{
    esc_bits out = 0;
    int side = other_side(esc_unit_side(unit));
    for (int t = side * ESC_SQUAD_MAX; t < (side + 1) * ESC_SQUAD_MAX; t++)
        if (esc_game_unit_alive(g, t) && legal(g, act(ESC_ACT_ABILITY, unit, ESC_AB_CHARGE, from, t)))
            out |= esc_bit(g->units[t].square);
    return out;
}

static esc_bits charge_squares(const esc_game *g, int unit)
{
    esc_bits out = 0;
    esc_bits c = esc_game_reachable(g, unit) | esc_bit(g->units[unit].square);
    for (; c; c &= c - 1) {
        int s = lowest(c);
        if (charge_targets(g, unit, s))
            out |= esc_bit(s);
    }
    return out;
}

static esc_bits command_squares(const esc_game *g, int ally)
{
    esc_bits out = 0;
    for (esc_bits c = esc_game_reachable(g, ally); c; c &= c - 1) {
        int s = lowest(c);
        if (legal(g, act(ESC_ACT_COMMAND_MOVE, ally, ESC_AB_NONE, s, ESC_NO_UNIT)))
            out |= esc_bit(s);
    }
    return out;
}

/* Allies (unit-id bits) that may take a free move from the pending command. */
static uint16_t command_allies(const esc_game *g)
{
    uint16_t out = 0;
    for (int u = g->active * ESC_SQUAD_MAX; u < (g->active + 1) * ESC_SQUAD_MAX; u++)
        if (esc_game_unit_alive(g, u) && command_squares(g, u))
            out |= (uint16_t)(1u << u);
    return out;
}

static esc_bits units_squares(const esc_game *g, uint16_t units)
{
    esc_bits out = 0;
    for (int u = 0; u < ESC_MAX_UNITS; u++)
        if ((units & (1u << u)) && esc_game_unit_alive(g, u))
            out |= esc_bit(g->units[u].square);
    return out;
}

static esc_ability_targeting targeting_of(int ability)
{
    return ability < ESC_AB_COUNT ? esc_ability_get(ability)->targeting : ESC_TARGETS_NOTHING;
}

/* The squares the choice `mode` (with `ability` and `step`) lets the selected unit
 * pick; shared by the clickable overlay and by the check made before entering a
 * choice. */
static esc_bits choice_squares(const battle_input *in, const esc_game *g, bi_mode mode)
{
    int unit = in->selected;
    if (!own_unit(g, unit))
        return 0;
    int enemies = other_side(esc_unit_side(unit));
    switch (mode) {
    case BI_CHOOSE_MOVE:
        return move_squares(g, unit);
    case BI_CHOOSE_ATTACK:
        return unit_targets(g, unit, ESC_AB_NONE, enemies);
    case BI_CHOOSE_ABILITY:
        switch (targeting_of(in->ability)) {
        case ESC_TARGETS_ENEMY:
            return unit_targets(g, unit, in->ability, enemies);
        case ESC_TARGETS_ALLY:
            return unit_targets(g, unit, in->ability, esc_unit_side(unit));
        case ESC_TARGETS_SQUARE:
            return ability_squares(g, unit, in->ability);
        case ESC_TARGETS_SQUARE_AND_ENEMY:
            return in->step == 0 ? charge_squares(g, unit) : charge_targets(g, unit, in->picked_square);
        default:
            return 0;
        }
    default:
        return 0;
    }
}

/* The candidate whose refusal best explains why the choice has nothing to pick:
 * unit-level reasons (no actions left, already attacked...) come first in the
 * core's checks, then the nearest target's own reason. */
static esc_problem empty_choice_reason(const esc_game *g, int unit, bi_mode mode, int ability)
{
    int square = g->units[unit].square;
    int enemy = nearest_unit(g, other_side(esc_unit_side(unit)), square, ESC_NO_UNIT);
    esc_action a;
    if (mode == BI_CHOOSE_MOVE) {
        int s = lowest(esc_game_reachable(g, unit));
        a = act(ESC_ACT_MOVE, unit, ESC_AB_NONE, s != ESC_NO_SQUARE ? s : lowest(esc_board_neighbours(square)),
                ESC_NO_UNIT);
    } else if (mode == BI_CHOOSE_ATTACK) {
        a = act(ESC_ACT_ATTACK, unit, ESC_AB_NONE, ESC_NO_SQUARE, enemy);
    } else {
        switch (targeting_of(ability)) {
        case ESC_TARGETS_ALLY: {
            int ally = nearest_unit(g, esc_unit_side(unit), square, unit);
            a = act(ESC_ACT_ABILITY, unit, ability, ESC_NO_SQUARE, ally != ESC_NO_UNIT ? ally : unit);
            break;
        }
        case ESC_TARGETS_SQUARE:
            a = act(ESC_ACT_ABILITY, unit, ability, square, ESC_NO_UNIT);
            break;
        case ESC_TARGETS_SQUARE_AND_ENEMY:
            a = act(ESC_ACT_ABILITY, unit, ability, square, enemy);
            break;
        default:
            a = act(ESC_ACT_ABILITY, unit, ability, ESC_NO_SQUARE, enemy);
            break;
        }
    }
    esc_problem p = esc_game_test_action(g, &a);
    return p == ESC_OK ? ESC_ERR_NO_TARGET : p;
}

/* ---- state changes ---- */

static void set_message(battle_input *in, const char *text)
{
    snprintf(in->message, sizeof in->message, "%s", text);
}

static void clear_choice(battle_input *in)
{
    in->ability = ESC_AB_NONE;
    in->step = 0;
    in->picked_square = ESC_NO_SQUARE;
    in->command_ally = ESC_NO_UNIT;
}

static void enter(battle_input *in, bi_mode mode)
{
    in->mode = mode;
    in->message[0] = 0;
}

static void select_unit(battle_input *in, int unit)
{
    clear_choice(in);
    in->selected = unit;
    enter(in, BI_UNIT_SELECTED);
}

/* The mode for the game as it stands, keeping `selected` only where it still
 * means something (see the decisions at the top). */
static void pick_mode(battle_input *in, const esc_game *g)
{
    clear_choice(in);
    in->message[0] = 0;
    if (!valid_unit(in->selected) || !esc_game_unit_alive(g, in->selected))
        in->selected = ESC_NO_UNIT;
    if (g->phase == ESC_PHASE_OVER || g->active >= ESC_SIDES || !in->human[g->active]) {
        in->mode = BI_WAITING;
        return;
    }
    if (g->phase == ESC_PHASE_DEPLOY) {
        in->mode = BI_DEPLOY;
        int next = g->active * ESC_SQUAD_MAX + g->deployed[g->active];
        in->selected = g->deployed[g->active] < g->squad_size[g->active] ? next : ESC_NO_UNIT;
        return;
    }
    if (g->command_unit != ESC_NO_UNIT) {
        in->mode = BI_COMMAND_UNIT;
        in->selected = g->command_unit;
        return;
    }
    if (in->selected != ESC_NO_UNIT && esc_unit_side(in->selected) == g->active) {
        if (units_with_actions(g) & (1u << in->selected)) {
            in->mode = BI_UNIT_SELECTED;
            return;
        }
        in->selected = ESC_NO_UNIT;
    }
    in->mode = BI_IDLE;
}

/* Whether the mode still describes the game. It always does when the caller keeps
 * its side of the contract (sync after outside changes); when it does not, the
 * machine re-picks its mode instead of acting on a stale selection. */
static bool mode_fits(const battle_input *in, const esc_game *g)
{
    bool humans_turn = g->phase != ESC_PHASE_OVER && g->active < ESC_SIDES && in->human[g->active];
    bool battle = humans_turn && in_battle(g);
    bool free_hand = battle && g->command_unit == ESC_NO_UNIT;
    switch (in->mode) {
    case BI_ANIMATING:
        return true;
    case BI_WAITING:
        return !humans_turn;
    case BI_DEPLOY:
        return humans_turn && g->phase == ESC_PHASE_DEPLOY;
    case BI_IDLE:
    case BI_CONFIRM_END:
        return free_hand;
    case BI_UNIT_SELECTED:
    case BI_CHOOSE_MOVE:
    case BI_CHOOSE_ATTACK:
    case BI_CHOOSE_ABILITY:
        return free_hand && own_unit(g, in->selected);
    case BI_COMMAND_UNIT:
        return battle && g->command_unit != ESC_NO_UNIT;
    case BI_COMMAND_SQUARE:
        return battle && g->command_unit != ESC_NO_UNIT && own_unit(g, in->command_ally);
    default:
        return false;
    }
}

/* Outputs `a` if the core accepts it, else says why and changes nothing else. */
static bool emit(battle_input *in, const esc_game *g, esc_action a, bi_output *out)
{
    esc_problem p = esc_game_test_action(g, &a);
    if (p != ESC_OK) {
        set_message(in, esc_problem_text(p));
        return false;
    }
    out->kind = BI_OUT_ACTION;
    out->action = a;
    /* The acting unit stays selected for the animation and for coming back to it;
     * a free move or Done belongs to the commander, who is already selected. */
    if (a.kind == ESC_ACT_MOVE || a.kind == ESC_ACT_ATTACK || a.kind == ESC_ACT_ABILITY)
        in->selected = a.unit;
    else if (a.kind == ESC_ACT_END_TURN || a.kind == ESC_ACT_DEPLOY)
        in->selected = ESC_NO_UNIT;
    in->mode = BI_ANIMATING;
    in->message[0] = 0;
    return true;
}

/* ---- keys ---- */

/* M, A or an ability key with an own unit selected: enter the choice, toggle out of
 * it, or (abilities that pick nothing) act at once. */
static void choose(battle_input *in, const esc_game *g, bi_mode mode, int ability, bi_output *out)
{
    if (in->mode == mode && (mode != BI_CHOOSE_ABILITY || in->ability == ability)) {
        select_unit(in, in->selected);
        return;
    }
    int unit = in->selected;
    if (mode == BI_CHOOSE_ABILITY && targeting_of(ability) == ESC_TARGETS_NOTHING) {
        emit(in, g, act(ESC_ACT_ABILITY, unit, ability, ESC_NO_SQUARE, ESC_NO_UNIT), out);
        return;
    }
    battle_input next = *in;
    clear_choice(&next);
    next.ability = mode == BI_CHOOSE_ABILITY ? ability : ESC_AB_NONE;
    if (!choice_squares(&next, g, mode)) {
        set_message(in, esc_problem_text(empty_choice_reason(g, unit, mode, ability)));
        return;
    }
    clear_choice(in);
    in->ability = next.ability;
    enter(in, mode);
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

static void tab(battle_input *in, const esc_game *g, int dir)
{
    if (in->mode == BI_COMMAND_UNIT || in->mode == BI_COMMAND_SQUARE) {
        int ally = cycle(g, in->command_ally, dir, command_allies(g));
        if (ally != ESC_NO_UNIT) {
            in->command_ally = ally;
            enter(in, BI_COMMAND_SQUARE);
        }
        return;
    }
    uint16_t set = units_with_actions(g);
    if (!set)
        for (int u = g->active * ESC_SQUAD_MAX; u < (g->active + 1) * ESC_SQUAD_MAX; u++)
            if (esc_game_unit_alive(g, u))
                set |= (uint16_t)(1u << u);
    int unit = cycle(g, in->selected, dir, set);
    if (unit != ESC_NO_UNIT)
        select_unit(in, unit);
}

static void end_turn(battle_input *in, const esc_game *g, bi_output *out)
{
    esc_action a = act(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    esc_problem p = esc_game_test_action(g, &a);
    if (p != ESC_OK) {
        set_message(in, esc_problem_text(p));
        return;
    }
    if (g->actions_left == 0) {
        emit(in, g, a, out);
        return;
    }
    in->confirm_from = in->mode;
    in->mode = BI_CONFIRM_END;
    snprintf(in->message, sizeof in->message,
             "You still have %d action%s: end the turn anyway? (E or Enter: yes, Esc: no)", g->actions_left,
             g->actions_left == 1 ? "" : "s");
}

/* Keys of the battle modes (IDLE, UNIT_SELECTED, CHOOSE_*, COMMAND_*). */
static void battle_key(battle_input *in, const esc_game *g, bi_key key, bi_output *out)
{
    bool commanding = in->mode == BI_COMMAND_UNIT || in->mode == BI_COMMAND_SQUARE;
    switch (key) {
    case BI_KEY_NEXT_UNIT:
    case BI_KEY_PREV_UNIT:
        tab(in, g, key == BI_KEY_NEXT_UNIT ? 1 : -1);
        return;
    case BI_KEY_END_TURN:
        end_turn(in, g, out);
        return;
    case BI_KEY_DONE:
        if (commanding)
            emit(in, g, act(ESC_ACT_COMMAND_DONE, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT), out);
        return;
    case BI_KEY_MOVE:
    case BI_KEY_ATTACK:
        break;
    default:
        if (key < BI_KEY_ABILITY_1 || key > BI_KEY_ABILITY_9)
            return;
        break;
    }
    if (commanding)
        return;
    if (in->mode == BI_IDLE) {
        set_message(in, select_first);
        return;
    }
    if (key == BI_KEY_MOVE) {
        choose(in, g, BI_CHOOSE_MOVE, ESC_AB_NONE, out);
    } else if (key == BI_KEY_ATTACK) {
        choose(in, g, BI_CHOOSE_ATTACK, ESC_AB_NONE, out);
    } else {
        int ability = nth_ability(g, in->selected, (int)key - (int)BI_KEY_ABILITY_1);
        if (ability == ESC_AB_NONE)
            set_message(in, esc_problem_text(ESC_ERR_NO_ABILITY));
        else
            choose(in, g, BI_CHOOSE_ABILITY, ability, out);
    }
}

/* ---- clicks ---- */

static void click_card(battle_input *in, const esc_game *g, int square)
{
    int unit = esc_game_unit_at(g, square);
    in->selected = esc_game_unit_alive(g, unit) ? unit : ESC_NO_UNIT;
    in->message[0] = 0;
}

/* A click on a unit in the modes that pick one: the unit, or a message. */
static bool clicked_unit(battle_input *in, const esc_game *g, int square, int *unit)
{
    *unit = esc_game_unit_at(g, square);
    if (*unit == ESC_NO_UNIT) {
        set_message(in, no_unit_there);
        return false;
    }
    return true;
}

static void click_charge(battle_input *in, const esc_game *g, int square, bi_output *out)
{
    int unit = in->selected, target;
    if (in->step == 1) {
        if (clicked_unit(in, g, square, &target))
            emit(in, g, act(ESC_ACT_ABILITY, unit, ESC_AB_CHARGE, in->picked_square, target), out);
        return;
    }
    if (charge_targets(g, unit, square)) {
        in->step = 1;
        in->picked_square = square;
        in->message[0] = 0;
        return;
    }
    /* Why not: the destination's problem first (the core checks it before the
     * enemy), then the nearest enemy's from that square. */
    int enemy = nearest_unit(g, other_side(esc_unit_side(unit)), square, ESC_NO_UNIT);
    esc_action a = act(ESC_ACT_ABILITY, unit, ESC_AB_CHARGE, square, enemy);
    esc_problem p = esc_game_test_action(g, &a);
    set_message(in, esc_problem_text(p == ESC_OK ? ESC_ERR_NO_TARGET : p));
}

static void click_command(battle_input *in, const esc_game *g, int square, bi_output *out)
{
    int unit = esc_game_unit_at(g, square);
    if (in->mode == BI_COMMAND_SQUARE) {
        if (unit != ESC_NO_UNIT && unit == in->command_ally) {
            in->message[0] = 0;
            return;
        }
        if (unit == ESC_NO_UNIT || !(command_allies(g) & (1u << unit))) {
            emit(in, g, act(ESC_ACT_COMMAND_MOVE, in->command_ally, ESC_AB_NONE, square, ESC_NO_UNIT), out);
            return;
        }
    }
    if (!clicked_unit(in, g, square, &unit))
        return;
    if (command_allies(g) & (1u << unit)) {
        in->command_ally = unit;
        enter(in, BI_COMMAND_SQUARE);
        return;
    }
    /* Why this unit may not move: ask about its nearest destination. */
    int s = lowest(esc_game_reachable(g, unit));
    if (s == ESC_NO_SQUARE)
        s = lowest(esc_board_neighbours(square));
    esc_action a = act(ESC_ACT_COMMAND_MOVE, unit, ESC_AB_NONE, s, ESC_NO_UNIT);
    esc_problem p = esc_game_test_action(g, &a);
    set_message(in, esc_problem_text(p == ESC_OK ? ESC_ERR_NOT_COMMANDABLE : p));
}

static void click(battle_input *in, const esc_game *g, int square, bi_output *out)
{
    if (!valid_square(square)) {
        if (in->mode == BI_IDLE || in->mode == BI_WAITING)
            click_card(in, g, ESC_NO_SQUARE);
        return;
    }
    int unit = esc_game_unit_at(g, square);
    int target;
    switch (in->mode) {
    case BI_WAITING:
        click_card(in, g, square);
        return;
    case BI_DEPLOY: {
        int next = g->active * ESC_SQUAD_MAX + g->deployed[g->active];
        emit(in, g, act(ESC_ACT_DEPLOY, next, ESC_AB_NONE, square, ESC_NO_UNIT), out);
        return;
    }
    case BI_IDLE:
        if (own_unit(g, unit))
            select_unit(in, unit);
        else
            click_card(in, g, square);
        return;
    case BI_UNIT_SELECTED:
        if (unit != ESC_NO_UNIT && unit == in->selected)
            in->message[0] = 0;
        else if (own_unit(g, unit))
            select_unit(in, unit);
        else if (unit != ESC_NO_UNIT)
            emit(in, g, act(ESC_ACT_ATTACK, in->selected, ESC_AB_NONE, ESC_NO_SQUARE, unit), out);
        else
            emit(in, g, act(ESC_ACT_MOVE, in->selected, ESC_AB_NONE, square, ESC_NO_UNIT), out);
        return;
    case BI_CHOOSE_MOVE:
        emit(in, g, act(ESC_ACT_MOVE, in->selected, ESC_AB_NONE, square, ESC_NO_UNIT), out);
        return;
    case BI_CHOOSE_ATTACK:
        if (clicked_unit(in, g, square, &target))
            emit(in, g, act(ESC_ACT_ATTACK, in->selected, ESC_AB_NONE, ESC_NO_SQUARE, target), out);
        return;
    case BI_CHOOSE_ABILITY:
        switch (targeting_of(in->ability)) {
        case ESC_TARGETS_ENEMY:
        case ESC_TARGETS_ALLY:
            if (clicked_unit(in, g, square, &target))
                emit(in, g, act(ESC_ACT_ABILITY, in->selected, in->ability, ESC_NO_SQUARE, target), out);
            return;
        case ESC_TARGETS_SQUARE:
            emit(in, g, act(ESC_ACT_ABILITY, in->selected, in->ability, square, ESC_NO_UNIT), out);
            return;
        case ESC_TARGETS_SQUARE_AND_ENEMY:
            click_charge(in, g, square, out);
            return;
        default:
            return;
        }
    case BI_COMMAND_UNIT:
    case BI_COMMAND_SQUARE:
        click_command(in, g, square, out);
        return;
    default:
        return;
    }
}

static void cancel(battle_input *in, const esc_game *g, bi_output *out)
{
    switch (in->mode) {
    case BI_WAITING:
    case BI_IDLE:
        if (in->selected != ESC_NO_UNIT) {
            in->selected = ESC_NO_UNIT;
            in->message[0] = 0;
        } else {
            out->kind = BI_OUT_PAUSE;
        }
        return;
    case BI_DEPLOY:
        out->kind = BI_OUT_PAUSE;
        return;
    case BI_UNIT_SELECTED:
        in->selected = ESC_NO_UNIT;
        clear_choice(in);
        enter(in, BI_IDLE);
        return;
    case BI_CHOOSE_MOVE:
    case BI_CHOOSE_ATTACK:
        select_unit(in, in->selected);
        return;
    case BI_CHOOSE_ABILITY:
        if (targeting_of(in->ability) == ESC_TARGETS_SQUARE_AND_ENEMY && in->step == 1) {
            in->step = 0;
            in->picked_square = ESC_NO_SQUARE;
            in->message[0] = 0;
        } else {
            select_unit(in, in->selected);
        }
        return;
    case BI_COMMAND_UNIT:
        emit(in, g, act(ESC_ACT_COMMAND_DONE, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT), out);
        return;
    case BI_COMMAND_SQUARE:
        in->command_ally = ESC_NO_UNIT;
        enter(in, BI_COMMAND_UNIT);
        return;
    case BI_CONFIRM_END:
        enter(in, in->confirm_from);
        return;
    default:
        return;
    }
}

/* ---- the interface ---- */

void battle_input_init(battle_input *in, const esc_game *game, const bool human[ESC_SIDES])
{
    memset(in, 0, sizeof *in);
    in->selected = ESC_NO_UNIT;
    in->hovered = ESC_NO_SQUARE;
    in->confirm_from = BI_IDLE;
    for (int side = 0; side < ESC_SIDES; side++)
        in->human[side] = human != NULL && human[side];
    clear_choice(in);
    pick_mode(in, game);
}

void battle_input_sync(battle_input *in, const esc_game *game)
{
    /* A sync that changes nothing the player sees keeps the message, so that
     * calling it every frame (as a screen may while it waits) is harmless. */
    bi_mode mode = in->mode;
    int selected = in->selected;
    char message[sizeof in->message];
    memcpy(message, in->message, sizeof message);
    pick_mode(in, game);
    if (in->mode == mode && in->selected == selected)
        memcpy(in->message, message, sizeof message);
}

void battle_input_animation_done(battle_input *in, const esc_game *game)
{
    int unit = in->selected;
    /* Back to the unit that acted only when it can go on: its side still acts, by a
     * human here, with no command pending (that takes over), and it has something
     * left to do. Otherwise the general choice, without a stale selection. */
    if (!(in_battle(game) && game->active < ESC_SIDES && in->human[game->active] &&
          game->command_unit == ESC_NO_UNIT && own_unit(game, unit) && (units_with_actions(game) & (1u << unit))))
        in->selected = ESC_NO_UNIT;
    pick_mode(in, game);
}

bi_output battle_input_handle(battle_input *in, const esc_game *game, const bi_event *event)
{
    bi_output out;
    memset(&out, 0, sizeof out);
    out.kind = BI_OUT_NONE;
    if (event == NULL)
        return out;
    if (event->kind == BI_EV_HOVER) {
        in->hovered = valid_square(event->square) ? event->square : ESC_NO_SQUARE;
        return out;
    }
    if (event->kind == BI_EV_KEY && event->key == BI_KEY_THREATS) {
        in->show_threats = !in->show_threats;
        return out;
    }
    if (in->mode == BI_ANIMATING)
        return out;
    if (!mode_fits(in, game))
        pick_mode(in, game);
    switch (event->kind) {
    case BI_EV_CLICK:
        if (in->mode != BI_CONFIRM_END)
            click(in, game, event->square, &out);
        break;
    case BI_EV_CANCEL:
        cancel(in, game, &out);
        break;
    case BI_EV_KEY:
        if (event->key == BI_KEY_UNDO) {
            in->message[0] = 0;
            out.kind = BI_OUT_UNDO;
        } else if (in->mode == BI_CONFIRM_END) {
            if (event->key == BI_KEY_END_TURN || event->key == BI_KEY_CONFIRM)
                emit(in, game, act(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT), &out);
        } else if (in->mode != BI_WAITING && in->mode != BI_DEPLOY) {
            battle_key(in, game, event->key, &out);
        }
        break;
    default:
        break;
    }
    return out;
}

esc_bits battle_input_clickable(const battle_input *in, const esc_game *game)
{
    switch (in->mode) {
    case BI_DEPLOY: {
        esc_bits out = 0;
        int next = game->active * ESC_SQUAD_MAX + game->deployed[game->active];
        for (esc_bits c = esc_board_home(game->active); c; c &= c - 1) {
            int s = lowest(c);
            if (legal(game, act(ESC_ACT_DEPLOY, next, ESC_AB_NONE, s, ESC_NO_UNIT)))
                out |= esc_bit(s);
        }
        return out;
    }
    case BI_IDLE:
        return esc_game_side_squares(game, game->active);
    case BI_UNIT_SELECTED: {
        int unit = in->selected;
        if (!own_unit(game, unit))
            return 0;
        return move_squares(game, unit) | unit_targets(game, unit, ESC_AB_NONE, other_side(esc_unit_side(unit))) |
               (esc_game_side_squares(game, game->active) & ~esc_bit(game->units[unit].square));
    }
    case BI_CHOOSE_MOVE:
    case BI_CHOOSE_ATTACK:
    case BI_CHOOSE_ABILITY:
        return choice_squares(in, game, in->mode);
    case BI_COMMAND_UNIT:
        return units_squares(game, command_allies(game));
    case BI_COMMAND_SQUARE: {
        uint16_t moving = valid_unit(in->command_ally) ? (uint16_t)(1u << in->command_ally) : 0;
        uint16_t others = (uint16_t)(command_allies(game) & ~moving);
        return command_squares(game, in->command_ally) | units_squares(game, others);
    }
    default:
        return 0;
    }
}

static const char *ability_prompt(const battle_input *in)
{
    switch (in->ability) {
    case ESC_AB_CHARGE:
        return in->step == 0 ? "Choose where to charge" : "Choose the enemy to charge";
    case ESC_AB_TACTICAL_RETREAT:
        return "Choose where to retreat (the unit's own square to stay)";
    case ESC_AB_FEINT:
        return "Choose an ally to swap places with";
    case ESC_AB_GUARDIAN:
        return "Choose an adjacent ally to guard";
    case ESC_AB_DEVASTATING_STRIKE:
        return "Choose an adjacent enemy to strike";
    default:
        return "Choose an enemy to target";
    }
}

const char *battle_input_prompt(const battle_input *in, const esc_game *game)
{
    switch (in->mode) {
    case BI_WAITING:
        return game->phase == ESC_PHASE_OVER ? "The game is over" : "Waiting for the other side to play";
    case BI_DEPLOY:
        return "Place your next unit on your two home ranks";
    case BI_IDLE:
        return "Select one of your units (Tab cycles through them)";
    case BI_UNIT_SELECTED:
        if (!(units_with_actions(game) & (valid_unit(in->selected) ? 1u << in->selected : 0u)))
            return "This unit cannot act again this turn";
        return "Click a square to move or an enemy to attack (M move, A attack, 1-9 abilities)";
    case BI_CHOOSE_MOVE:
        return "Choose a square to move to";
    case BI_CHOOSE_ATTACK:
        return "Choose an enemy to attack";
    case BI_CHOOSE_ABILITY:
        return ability_prompt(in);
    case BI_COMMAND_UNIT:
        return "Choose an ally for a free move (D when done)";
    case BI_COMMAND_SQUARE:
        return "Choose where the ally moves";
    case BI_CONFIRM_END:
        return "End the turn with actions left? (E or Enter: yes, Esc: no)";
    default:
        return "";
    }
}
