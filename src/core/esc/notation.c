/*
 * Text for actions and problems: the action notation of saved games, golden tests
 * and the command line, and the sentence shown when an action is refused.
 */
#include <stdio.h>
#include <string.h>

#include "game_internal.h"
#include "skirmish/core/tr.h"

const char *esc_problem_text(esc_problem problem)
{
    switch (problem) {
    case ESC_OK: return "allowed";
    case ESC_ERR_GAME_OVER: return N_("the game is over");
    case ESC_ERR_WRONG_PHASE: return N_("not possible in this phase of the game");
    case ESC_ERR_MALFORMED: return N_("malformed action");
    case ESC_ERR_NO_SUCH_UNIT: return N_("no such unit");
    case ESC_ERR_NOT_YOUR_UNIT: return N_("not your unit");
    case ESC_ERR_UNIT_GONE: return N_("that unit is not on the board");
    case ESC_ERR_NOT_HOME: return N_("units deploy on their own two home ranks");
    case ESC_ERR_OBSTACLE: return N_("that square is an obstacle");
    case ESC_ERR_OCCUPIED: return N_("that square is occupied");
    case ESC_ERR_SAME_SQUARE: return N_("the unit is already there");
    case ESC_ERR_UNREACHABLE: return N_("out of reach this move");
    case ESC_ERR_NO_ACTIONS_LEFT: return N_("no actions left this turn");
    case ESC_ERR_SUPPRESSED: return N_("suppressed: this unit may take only one action this turn");
    case ESC_ERR_ALREADY_ATTACKED: return N_("this unit already attacked this turn");
    case ESC_ERR_ALREADY_USED_ABILITY: return N_("this unit already used an ability this turn");
    case ESC_ERR_OVERCHARGED: return N_("overcharged: this unit cannot attack this turn");
    case ESC_ERR_NOT_AN_ENEMY: return N_("not an enemy");
    case ESC_ERR_NOT_AN_ALLY: return N_("not another allied unit");
    case ESC_ERR_OUT_OF_RANGE: return N_("out of range");
    case ESC_ERR_NO_LINE_OF_SIGHT: return N_("no line of sight");
    case ESC_ERR_UNTARGETABLE: return N_("that unit cannot be targeted (tactical retreat)");
    case ESC_ERR_NO_ABILITY: return N_("this unit does not have that ability");
    case ESC_ERR_STANCE_ACTIVE: return N_("already in defensive stance");
    case ESC_ERR_NO_TARGET: return N_("nothing to use it on");
    case ESC_ERR_COMMAND_PENDING: return N_("finish the command-forward moves first");
    case ESC_ERR_NO_COMMAND: return N_("no command-forward in progress");
    case ESC_ERR_NOT_COMMANDABLE: return N_("that unit cannot take a free move from this command");
    case ESC_ERR_ALREADY_COMMANDED: return N_("that unit already took its free move");
    case ESC_ERR_COUNT: break;
    }
    return N_("unknown problem");
}

static void unit_square(const esc_game *g, int unit, char out[3])
{
    esc_square_name(unit >= 0 && unit < ESC_MAX_UNITS ? g->units[unit].square : ESC_NO_SQUARE, out);
}

void esc_action_format(const esc_game *g, const esc_action *a, char out[ESC_ACTION_TEXT_MAX])
{
    char u[3], s[3], t[3];
    unit_square(g, a->unit, u);
    esc_square_name(a->square, s);
    unit_square(g, a->target, t);
    switch (a->kind) {
    case ESC_ACT_DEPLOY: snprintf(out, ESC_ACTION_TEXT_MAX, "deploy %s", s); return;
    case ESC_ACT_MOVE: snprintf(out, ESC_ACTION_TEXT_MAX, "move %s %s", u, s); return;
    case ESC_ACT_ATTACK: snprintf(out, ESC_ACTION_TEXT_MAX, "attack %s %s", u, t); return;
    case ESC_ACT_COMMAND_MOVE: snprintf(out, ESC_ACTION_TEXT_MAX, "command %s %s", u, s); return;
    case ESC_ACT_COMMAND_DONE: snprintf(out, ESC_ACTION_TEXT_MAX, "done"); return;
    case ESC_ACT_END_TURN: snprintf(out, ESC_ACTION_TEXT_MAX, "end"); return;
    case ESC_ACT_YIELD: snprintf(out, ESC_ACTION_TEXT_MAX, "yield"); return;
    case ESC_ACT_ABILITY: {
        const esc_ability_info *info = esc_ability_get(a->ability);
        if (!info)
            break;
        int n = snprintf(out, ESC_ACTION_TEXT_MAX, "%s %s", info->id, u);
        if (a->square != ESC_NO_SQUARE && n > 0 && n < ESC_ACTION_TEXT_MAX)
            n += snprintf(out + n, (size_t)(ESC_ACTION_TEXT_MAX - n), " %s", s);
        if (a->target != ESC_NO_UNIT && n > 0 && n < ESC_ACTION_TEXT_MAX)
            snprintf(out + n, (size_t)(ESC_ACTION_TEXT_MAX - n), " %s", t);
        return;
    }
    default: break;
    }
    snprintf(out, ESC_ACTION_TEXT_MAX, "?");
}

#define MAX_WORDS 5

static int split_words(const char *text, char words[MAX_WORDS][24])
{
    int n = 0;
    const char *p = text;
    while (*p) {
        while (*p == ' ' || *p == '\t')
            p++;
        if (!*p)
            break;
        if (n == MAX_WORDS)
            return -1;
        int len = 0;
        while (*p && *p != ' ' && *p != '\t') {
            if (len >= 23)
                return -1;
            words[n][len++] = *p++;
        }
        words[n][len] = '\0';
        n++;
    }
    return n;
}

static bool word_square(const char *word, int *square)
{
    return esc_square_parse(word, square);
}

static bool word_unit(const esc_game *g, const char *word, int *unit)
{
    int sq;
    if (!esc_square_parse(word, &sq) || g->occupant[sq] == ESC_NO_UNIT)
        return false;
    *unit = g->occupant[sq];
    return true;
}

bool esc_action_parse(const esc_game *g, const char *text, esc_action *action)
{
    char w[MAX_WORDS][24];
    int n = split_words(text ? text : "", w);
    if (n < 1)
        return false;
    int unit = ESC_NO_UNIT, square = ESC_NO_SQUARE, target = ESC_NO_UNIT;
    if (strcmp(w[0], "end") == 0 || strcmp(w[0], "done") == 0 || strcmp(w[0], "yield") == 0) {
        if (n != 1)
            return false;
        esc_action_kind kind = w[0][0] == 'e' ? ESC_ACT_END_TURN : w[0][0] == 'd' ? ESC_ACT_COMMAND_DONE : ESC_ACT_YIELD;
        *action = esc_action_make(kind, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
        return true;
    }
    if (strcmp(w[0], "deploy") == 0) {
        if (n != 2 || !word_square(w[1], &square))
            return false;
        int next = g->active * ESC_SQUAD_MAX + g->deployed[g->active];
        *action = esc_action_make(ESC_ACT_DEPLOY, next, ESC_AB_NONE, square, ESC_NO_UNIT);
        return true;
    }
    if (strcmp(w[0], "move") == 0 || strcmp(w[0], "command") == 0) {
        if (n != 3 || !word_unit(g, w[1], &unit) || !word_square(w[2], &square))
            return false;
        *action = esc_action_make(w[0][0] == 'm' ? ESC_ACT_MOVE : ESC_ACT_COMMAND_MOVE, unit, ESC_AB_NONE, square,
                                  ESC_NO_UNIT);
        return true;
    }
    if (strcmp(w[0], "attack") == 0) {
        if (n != 3 || !word_unit(g, w[1], &unit) || !word_unit(g, w[2], &target))
            return false;
        *action = esc_action_make(ESC_ACT_ATTACK, unit, ESC_AB_NONE, ESC_NO_SQUARE, target);
        return true;
    }
    int ab = esc_ability_from_id(w[0]);
    if (ab == ESC_AB_NONE || n < 2 || !word_unit(g, w[1], &unit))
        return false;
    switch (esc_ability_get(ab)->targeting) {
    case ESC_TARGETS_NOTHING:
        if (n != 2)
            return false;
        break;
    case ESC_TARGETS_ENEMY:
    case ESC_TARGETS_ALLY:
        if (n != 3 || !word_unit(g, w[2], &target))
            return false;
        break;
    case ESC_TARGETS_SQUARE:
        if (n != 3 || !word_square(w[2], &square))
            return false;
        break;
    case ESC_TARGETS_SQUARE_AND_ENEMY:
        if (n != 4 || !word_square(w[2], &square) || !word_unit(g, w[3], &target))
            return false;
        break;
    }
    *action = esc_action_make(ESC_ACT_ABILITY, unit, ab, square, target);
    return true;
}
