/*
 * What each choice of the battle input machine may pick, asked of the core:
 * every set of squares offered to the player is built by asking
 * esc_game_test_action about candidate actions, so the overlays, the refusals
 * and the rules never disagree. Also the two renderer queries of board/input.h
 * (board_input_clickable, board_input_prompt), which read the same sets.
 */
#include "board/input_internal.h"
#include "skirmish/i18n.h"

#include <stdio.h>
#include <string.h>

/* ---- small queries ---- */

static bool legal(const esc_game *g, esc_action a) { return esc_game_test_action(g, &a) == ESC_OK; }

/* Units of the side to act that appear in a legal move, attack or ability: "can
 * still do something this turn" as the generator sees it. */
uint16_t board_input_units_with_actions(const esc_game *g)
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
int board_input_nearest_unit(const esc_game *g, int side, int square, int except)
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

esc_bits board_input_charge_targets(const esc_game *g, int unit, int from)
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
        if (board_input_charge_targets(g, unit, s))
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
uint16_t board_input_command_allies(const esc_game *g)
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

/* Command Forward before it is given: the allies that could take a free move
 * once it is, asked of the core on a copy where it has been played (the real
 * game is untouched: nothing is spent until the player picks one). */
uint16_t board_input_command_preview(const esc_game *g, int unit)
{
    esc_action a = act(ESC_ACT_ABILITY, unit, ESC_AB_COMMAND_FORWARD, ESC_NO_SQUARE, ESC_NO_UNIT);
    if (!legal(g, a))
        return 0;
    static esc_game after; /* large; the screen's thread only */
    static esc_events events;
    after = *g;
    if (esc_game_apply(&after, &a, &events) != ESC_OK || after.command_unit == ESC_NO_UNIT)
        return 0;
    return board_input_command_allies(&after);
}

esc_ability_targeting board_input_targeting_of(int ability)
{
    return ability < ESC_AB_COUNT ? esc_ability_get(ability)->targeting : ESC_TARGETS_NOTHING;
}

/* The squares the choice `mode` (with `ability` and `step`) lets the selected unit
 * pick; shared by the clickable overlay and by the check made before entering a
 * choice. */
esc_bits board_input_choice_squares(const board_input *in, const esc_game *g, board_input_mode mode)
{
    int unit = in->selected;
    if (!own_unit(g, unit))
        return 0;
    int enemies = other_side(esc_unit_side(unit));
    switch (mode) {
    case BOARD_INPUT_CHOOSE_MOVE:
        return move_squares(g, unit);
    case BOARD_INPUT_CHOOSE_ATTACK:
        return unit_targets(g, unit, ESC_AB_NONE, enemies);
    case BOARD_INPUT_CHOOSE_ABILITY:
        switch (board_input_targeting_of(in->ability)) {
        case ESC_TARGETS_ENEMY:
            return unit_targets(g, unit, in->ability, enemies);
        case ESC_TARGETS_ALLY:
            return unit_targets(g, unit, in->ability, esc_unit_side(unit));
        case ESC_TARGETS_SQUARE:
            return ability_squares(g, unit, in->ability);
        case ESC_TARGETS_SQUARE_AND_ENEMY:
            return in->step == 0 ? charge_squares(g, unit) : board_input_charge_targets(g, unit, in->picked_square);
        default:
            if (in->ability == ESC_AB_COMMAND_FORWARD)
                return units_squares(g, board_input_command_preview(g, unit));
            return 0;
        }
    default:
        return 0;
    }
}

/* The candidate whose refusal best explains why the choice has nothing to pick:
 * unit-level reasons (no actions left, already attacked...) come first in the
 * core's checks, then the nearest target's own reason. */
esc_problem board_input_empty_choice_reason(const esc_game *g, int unit, board_input_mode mode, int ability)
{
    int square = g->units[unit].square;
    int enemy = board_input_nearest_unit(g, other_side(esc_unit_side(unit)), square, ESC_NO_UNIT);
    esc_action a;
    if (mode == BOARD_INPUT_CHOOSE_MOVE) {
        int s = lowest(esc_game_reachable(g, unit));
        a = act(ESC_ACT_MOVE, unit, ESC_AB_NONE, s != ESC_NO_SQUARE ? s : lowest(esc_board_neighbours(square)),
                ESC_NO_UNIT);
    } else if (mode == BOARD_INPUT_CHOOSE_ATTACK) {
        a = act(ESC_ACT_ATTACK, unit, ESC_AB_NONE, ESC_NO_SQUARE, enemy);
    } else {
        switch (board_input_targeting_of(ability)) {
        case ESC_TARGETS_ALLY: {
            int ally = board_input_nearest_unit(g, esc_unit_side(unit), square, unit);
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

/* ---- for the renderer ---- */

esc_bits board_input_clickable(const board_input *in, const esc_game *game)
{
    switch (in->mode) {
    case BOARD_INPUT_DEPLOY: {
        esc_bits out = 0;
        if (game->vanguard_pending) { /* Prepared Ambuscade: the squares of the core's free moves */
            esc_action list[ESC_MAX_ACTIONS];
            int n = esc_game_legal_actions(game, list, ESC_MAX_ACTIONS);
            for (int i = 0; i < n && i < ESC_MAX_ACTIONS; i++)
                if (list[i].kind == ESC_ACT_MOVE)
                    out |= esc_bit(list[i].square);
            return out;
        }
        int next = game->active * ESC_SQUAD_MAX + game->deployed[game->active];
        for (esc_bits c = esc_game_home(game, game->active); c; c &= c - 1) {
            int s = lowest(c);
            if (legal(game, act(ESC_ACT_DEPLOY, next, ESC_AB_NONE, s, ESC_NO_UNIT)))
                out |= esc_bit(s);
        }
        return out;
    }
    case BOARD_INPUT_IDLE:
        return esc_game_side_squares(game, game->active);
    case BOARD_INPUT_UNIT_SELECTED: {
        int unit = in->selected;
        if (!own_unit(game, unit))
            return 0;
        if (in->refused_ability != ESC_AB_NONE) /* a greyed ability chosen: an enemy's click only repeats why */
            return move_squares(game, unit) |
                   (esc_game_side_squares(game, game->active) & ~esc_bit(game->units[unit].square));
        return move_squares(game, unit) | unit_targets(game, unit, ESC_AB_NONE, other_side(esc_unit_side(unit))) |
               (esc_game_side_squares(game, game->active) & ~esc_bit(game->units[unit].square));
    }
    case BOARD_INPUT_CHOOSE_MOVE:
    case BOARD_INPUT_CHOOSE_ATTACK:
    case BOARD_INPUT_CHOOSE_ABILITY:
        return board_input_choice_squares(in, game, in->mode);
    case BOARD_INPUT_COMMAND_UNIT:
        return units_squares(game, board_input_command_allies(game));
    case BOARD_INPUT_COMMAND_SQUARE: {
        uint16_t moving = valid_unit(in->command_ally) ? (uint16_t)(1u << in->command_ally) : 0;
        uint16_t others = (uint16_t)(board_input_command_allies(game) & ~moving);
        return command_squares(game, in->command_ally) | units_squares(game, others);
    }
    default:
        return 0;
    }
}

static const char *ability_prompt(const board_input *in, const esc_game *game)
{
    switch (in->ability) {
    case ESC_AB_CHARGE:
        if (in->step != 0)
            return _("Choose the enemy to charge");
        /* Say so when charging without moving is one of the choices. */
        if (valid_unit(in->selected) && game->units[in->selected].square != ESC_NO_SQUARE &&
            (board_input_clickable(in, game) & esc_bit(game->units[in->selected].square)))
            return _("Choose where to charge from (the unit's own square to charge where it stands)");
        return _("Choose where to charge");
    case ESC_AB_TACTICAL_RETREAT:
        return _("Choose where to retreat (the unit's own square to stay)");
    case ESC_AB_FEINT:
        return _("Choose an ally to swap places with");
    case ESC_AB_GUARDIAN:
        return _("Choose an adjacent ally to guard");
    case ESC_AB_DEVASTATING_STRIKE:
        return _("Choose an adjacent enemy to strike");
    case ESC_AB_COMMAND_FORWARD:
        return _("Command Forward: click the first ally to move (the command is given then; Enter gives it now, "
                 "Esc cancels)");
    default:
        return _("Choose an enemy to target");
    }
}

static const char *deploy_prompt(const esc_game *game)
{
    if (game->vanguard_pending)
        /* TRANSLATORS: the Campaign's Prepared Ambuscade, after both sides deployed; D or the Skip button declines. */
        return _("Prepared Ambuscade: move the selected unit for free (click a lit square), or Skip (D)");
    /* TRANSLATORS: deployment in a scenario, whose sides deploy on squares of their own */
    return game->scenario.active ? _("Place your next unit on one of your deployment squares")
                                 : _("Place your next unit on your two home ranks");
}

/* The prompts are translated here: the caller shows them as they are. */
const char *board_input_prompt(const board_input *in, const esc_game *game)
{
    switch (in->mode) {
    case BOARD_INPUT_WAITING:
        if (game->phase == ESC_PHASE_OVER)
            return _("The battle is over");
        if (game->active >= ESC_SIDES || !in->human[game->active])
            return _("Waiting for the other side to play");
        /* The player's own turn, the input not yet caught up (the other
         * side's placement still shown): play-test 14 read "Waiting for the
         * other side" on its turn to place. */
        if (game->phase != ESC_PHASE_DEPLOY)
            return _("Select one of your units (Tab cycles through them)");
        return deploy_prompt(game);
    case BOARD_INPUT_DEPLOY:
        return deploy_prompt(game);
    case BOARD_INPUT_IDLE:
        return _("Select one of your units (Tab cycles through them)");
    case BOARD_INPUT_UNIT_SELECTED:
        if (!(board_input_units_with_actions(game) & (valid_unit(in->selected) ? 1u << in->selected : 0u)))
            return _("This unit cannot act again this turn");
        /* Play-test 14: Attack greyed after an ability said why only on hover. */
        if (valid_unit(in->selected) && (game->units[in->selected].flags & ESC_UF_USED_ABILITY) &&
            !(game->units[in->selected].flags & ESC_UF_ATTACKED))
            return _("Click a square to move (M). No attack: its ability was its attack this turn (one or the other)");
        if (valid_unit(in->selected) && (game->units[in->selected].flags & ESC_UF_ATTACKED))
            return _("Click a square to move (M). It already attacked this turn");
        return _("Click a square to move or an enemy to attack (M move, A attack, 1-9 abilities)");
    case BOARD_INPUT_CHOOSE_MOVE:
        return _("Choose a square to move to");
    case BOARD_INPUT_CHOOSE_ATTACK:
        return _("Choose an enemy to attack");
    case BOARD_INPUT_CHOOSE_ABILITY:
        return ability_prompt(in, game);
    case BOARD_INPUT_COMMAND_UNIT:
        return _("Choose an ally for a free move (D when done)");
    case BOARD_INPUT_COMMAND_SQUARE:
        return _("Choose where the ally moves");
    case BOARD_INPUT_CONFIRM_END:
        return _("End the turn with actions left? (E or Enter: yes, Esc: no)");
    default:
        return "";
    }
}

board_unit_options board_input_unit_options(const esc_game *game, int unit)
{
    board_unit_options o = { false, false, 0 };
    if (unit < 0 || unit >= ESC_MAX_UNITS || game->phase != ESC_PHASE_BATTLE)
        return o;
    static esc_action list[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(game, list, ESC_MAX_ACTIONS);
    for (int i = 0; i < n; i++) {
        if (list[i].unit != unit)
            continue;
        if (list[i].kind == ESC_ACT_MOVE)
            o.move = true;
        else if (list[i].kind == ESC_ACT_ATTACK)
            o.attack = true;
        else if (list[i].kind == ESC_ACT_ABILITY && list[i].ability < 32)
            o.abilities |= 1u << list[i].ability;
    }
    return o;
}

esc_problem board_input_ability_problem(const esc_game *game, int unit, int ability)
{
    if (!valid_unit(unit) || ability < 0 || ability >= ESC_AB_COUNT)
        return ESC_ERR_NO_TARGET;
    if (board_input_unit_options(game, unit).abilities & (1u << ability))
        return ESC_OK;
    if (board_input_targeting_of(ability) == ESC_TARGETS_NOTHING) {
        esc_action a = act(ESC_ACT_ABILITY, unit, ability, ESC_NO_SQUARE, ESC_NO_UNIT);
        esc_problem p = esc_game_test_action(game, &a);
        return p == ESC_OK ? ESC_ERR_NO_TARGET : p;
    }
    /* The unit's own reasons first (no actions left, overcharged...), then the
     * nearest target's. */
    return board_input_empty_choice_reason(game, unit, BOARD_INPUT_CHOOSE_ABILITY, ability);
}

esc_problem board_input_attack_problem(const esc_game *game, int unit)
{
    if (!valid_unit(unit))
        return ESC_ERR_NO_SUCH_UNIT;
    if (board_input_unit_options(game, unit).attack)
        return ESC_OK;
    /* The unit's own reason (no actions left, already attacked...) when every
     * enemy gives it; else none of them is a target (range, sight, retreat). */
    esc_problem first = ESC_ERR_NO_TARGET;
    for (int e = 0; e < ESC_MAX_UNITS; e++) {
        if (esc_unit_side(e) == esc_unit_side(unit) || !esc_game_unit_alive(game, e))
            continue;
        esc_action a = act(ESC_ACT_ATTACK, unit, ESC_AB_NONE, ESC_NO_SQUARE, e);
        esc_problem p = esc_game_test_action(game, &a);
        if (p == ESC_ERR_OUT_OF_RANGE || p == ESC_ERR_NO_LINE_OF_SIGHT || p == ESC_ERR_UNTARGETABLE)
            return ESC_ERR_NO_TARGET;
        if (first == ESC_ERR_NO_TARGET && p != ESC_OK)
            first = p;
    }
    return first;
}

/* Why no enemy may be the target of `a` (an attack, or an enemy-picking
 * ability; a->target is filled in for each), looking at every enemy: the
 * unit's own reason when they all give it, else whether those in range are
 * out of sight or untargetable, else that none is in range. Play-test 11:
 * the nearest enemy's "out of range" hid the enemies in range but out of
 * sight. Translated. */
static void enemies_reason(const esc_game *g, esc_action a, int range, char *out, size_t size)
{
    bool unseen = false, untargetable = false, far = false;
    esc_problem own = ESC_OK;
    int side = other_side(esc_unit_side(a.unit));
    for (int e = side * ESC_SQUAD_MAX; e < (side + 1) * ESC_SQUAD_MAX; e++) {
        if (!esc_game_unit_alive(g, e))
            continue;
        a.target = e;
        esc_problem p = esc_game_test_action(g, &a);
        if (p == ESC_ERR_NO_LINE_OF_SIGHT)
            unseen = true;
        else if (p == ESC_ERR_UNTARGETABLE)
            untargetable = true;
        else if (p == ESC_ERR_OUT_OF_RANGE)
            far = true;
        else if (p != ESC_OK && own == ESC_OK)
            own = p;
    }
    if (own != ESC_OK && !unseen && !untargetable && !far)
        snprintf(out, size, "%s", _(esc_problem_text(own)));
    else if (unseen)
        /* TRANSLATORS: why an attack or an attacking ability has no target; %d is its range in squares. */
        snprintf(out, size, P_("no enemy within %d square is in its line of sight (a unit or an obstacle is in the way)",
                               "no enemy within %d squares is in its line of sight (a unit or an obstacle is in the way)",
                               range),
                 range);
    else if (untargetable)
        snprintf(out, size, "%s", _("the enemies in its range cannot be targeted now (tactical retreat)"));
    else if (far)
        /* TRANSLATORS: why an attack or an attacking ability has no target; %d is its range in squares. */
        snprintf(out, size, P_("no enemy within %d square", "no enemy within %d squares", range), range);
    else
        snprintf(out, size, "%s", _(esc_problem_text(ESC_ERR_NO_TARGET)));
}

void board_input_action_refusal(const esc_game *game, int unit, bool attack, char *out, size_t size)
{
    char reason[200];
    if (!valid_unit(unit)) {
        snprintf(out, size, "%s", _(esc_problem_text(ESC_ERR_NO_SUCH_UNIT)));
        return;
    }
    if (attack)
        enemies_reason(game, act(ESC_ACT_ATTACK, unit, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT),
                       esc_game_attack_profile(game, unit, ESC_AB_NONE).range, reason, sizeof reason);
    else
        snprintf(reason, sizeof reason, "%s",
                 _(esc_problem_text(board_input_empty_choice_reason(game, unit, BOARD_INPUT_CHOOSE_MOVE, ESC_AB_NONE))));
    /* TRANSLATORS: the A (attack) or M (move) key refused; %s is why ("no enemy within 1 square"). */
    snprintf(out, size, attack ? _("Attack: not now, %s") : _("Move: not now, %s"), reason);
}

/* Play-test 8: Feint refused with "out of range" alone, which did not say
 * which ally, nor that Feint needs one within 2 squares in sight. */
void board_input_ability_refusal(const esc_game *game, int unit, int ability, char *out, size_t size)
{
    esc_problem p = board_input_ability_problem(game, unit, ability);
    char reason[200];
    snprintf(reason, sizeof reason, "%s", _(esc_problem_text(p)));
    if (valid_unit(unit) && ability >= 0 && ability < ESC_AB_COUNT &&
        board_input_targeting_of(ability) == ESC_TARGETS_ENEMY && p != ESC_OK)
        enemies_reason(game, act(ESC_ACT_ABILITY, unit, ability, ESC_NO_SQUARE, ESC_NO_UNIT),
                       esc_game_attack_profile(game, unit, ability).range, reason, sizeof reason);
    const char *name = ability >= 0 && ability < ESC_AB_COUNT ? _(esc_ability_get(ability)->name) : "";
    /* TRANSLATORS: a greyed ability's reason, on its key, a click and its button's tooltip: 1st %s is the ability
     * ("Energy Trait"), 2nd why ("no line of sight"). */
    snprintf(out, size, _("%s: not now, %s"), name, reason);
    if (!valid_unit(unit) || (ability != ESC_AB_FEINT && ability != ESC_AB_GUARDIAN) ||
        (p != ESC_ERR_OUT_OF_RANGE && p != ESC_ERR_NO_LINE_OF_SIGHT && p != ESC_ERR_NOT_AN_ALLY && p != ESC_ERR_NO_TARGET))
        return;
    int side = esc_unit_side(unit), square = game->units[unit].square;
    int reach = ability == ESC_AB_FEINT ? 2 : 1, nearest = ESC_NO_UNIT, unseen = ESC_NO_UNIT;
    for (int id = side * ESC_SQUAD_MAX; id < (side + 1) * ESC_SQUAD_MAX; id++) {
        if (id == unit || !esc_game_unit_alive(game, id) || game->units[id].square == ESC_NO_SQUARE)
            continue;
        int d = esc_square_distance(square, game->units[id].square);
        if (nearest == ESC_NO_UNIT || d < esc_square_distance(square, game->units[nearest].square))
            nearest = id;
        esc_action a = act(ESC_ACT_ABILITY, unit, ability, ESC_NO_SQUARE, id);
        if (d <= reach && unseen == ESC_NO_UNIT && esc_game_test_action(game, &a) == ESC_ERR_NO_LINE_OF_SIGHT)
            unseen = id;
    }
    const char *need = ability == ESC_AB_FEINT
                           /* TRANSLATORS: the start of Feint's refusal; what follows says why none is. */
                           ? _("Feint needs an ally within 2 squares that this unit can see")
                           /* TRANSLATORS: the start of Guardian's refusal; what follows says why none is. */
                           : _("Guardian needs an ally on a square next to this unit");
    char where[3];
    if (nearest == ESC_NO_UNIT) {
        /* TRANSLATORS: an ability's refusal: %s is "Feint needs an ally within 2 squares that this unit can see". */
        snprintf(out, size, _("%s: no other ally is left."), need);
    } else if (unseen != ESC_NO_UNIT) {
        esc_square_name(game->units[unseen].square, where);
        /* TRANSLATORS: Feint's refusal: 1st %s is "Feint needs an ally within 2 squares that this unit can
         * see", 2nd the ally's square (c3). */
        snprintf(out, size, _("%s: the ally on %s is near enough, but out of its line of sight (a unit or a rock is in "
                              "the way)."),
                 need, where);
    } else {
        esc_square_name(game->units[nearest].square, where);
        int d = esc_square_distance(square, game->units[nearest].square);
        /* TRANSLATORS: an ability's refusal: 1st %s is "Feint needs an ally within 2 squares that this unit can
         * see", 2nd the nearest ally's square (c3), %d its distance in squares. */
        snprintf(out, size, P_("%s: the nearest ally, on %s, is %d square away.", "%s: the nearest ally, on %s, is %d squares away.", d),
                 need, where, d);
    }
}
