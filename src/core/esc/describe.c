/*
 * The action log's sentences. Everything said comes from the events, so the log
 * reports what happened (a guardian took the blow, a stance cancelled a point),
 * not what was intended.
 *
 * Each clause is marked for translation (skirmish/core/tr.h): with no translator
 * installed (the command line, the golden tests) the log stays in English; the
 * client installs gettext and reads it in the player's language. Unit names are
 * shipped content: the translator answers their display names too.
 */
#include "skirmish/core/esc/describe.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "skirmish/core/tr.h"

typedef struct text {
    char *out;
    int size, len;
} text;

static void put(text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(text *t, const char *fmt, ...)
{
    if (t->len >= t->size - 1)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(t->out + t->len, (size_t)(t->size - t->len), fmt, ap);
    va_end(ap);
    if (n > 0)
        t->len = t->len + n < t->size - 1 ? t->len + n : t->size - 1;
}

int esc_unit_name_number(const esc_squad *squad, int slot)
{
    if (!squad || slot < 0 || slot >= squad->n_units)
        return 0;
    int number = 0, same = 0;
    for (int i = 0; i < squad->n_units; i++)
        if (strcmp(squad->units[i].name, squad->units[slot].name) == 0) {
            same++;
            if (i <= slot)
                number++;
        }
    return same > 1 ? number : 0;
}

const char *esc_unit_display_name(const esc_squad *squad, int slot, char *buf, int size)
{
    const char *name = squad && slot >= 0 && slot < squad->n_units && squad->units[slot].name[0]
                           ? core_tr(squad->units[slot].name)
                           : _("Unit");
    int number = esc_unit_name_number(squad, slot);
    if (number)
        /* TRANSLATORS: a unit's name and its number, when its squad has two
         * or more of that name ("Archer 2"): the log, the card, the tooltip. */
        snprintf(buf, (size_t)size, _("%s %d"), name, number);
    else
        snprintf(buf, (size_t)size, "%s", name);
    return buf;
}

static const char *unit_name(const esc_squad *const squads[ESC_SIDES], int unit, char buf[ESC_NAME_MAX + 16])
{
    if (unit < 0 || unit >= ESC_MAX_UNITS)
        return "?";
    return esc_unit_display_name(squads[esc_unit_side(unit)], esc_unit_slot(unit), buf, ESC_NAME_MAX + 16);
}

const char *esc_end_reason_text(esc_end_reason reason)
{
    switch (reason) {
    /* TRANSLATORS: how a game ended, shown after "wins by" / "draw at" (the log,
     * the result screen). */
    case ESC_END_ELIMINATION: return N_("elimination");
    case ESC_END_ROUND_LIMIT: return N_("the round limit");
    case ESC_END_OBJECTIVE: return N_("holding the objective");
    case ESC_END_YIELD: return N_("the other side yielding");
    case ESC_END_NONE: break;
    }
    return N_("nothing yet");
}

/* The words after "wins by" for a game an objective decided: the state after
 * the action is rebuilt from `before` and the events (deaths, moves, and the
 * end-of-turn count for an ended turn), then read as the result screen reads it. */
static const char *objective_end_words(const esc_game *before, const esc_action *a, const esc_events *ev, int winner)
{
    esc_game after = *before;
    for (int i = 0; i < ev->count && i < ESC_EVENTS_MAX; i++) {
        const esc_event *e = &ev->list[i];
        bool unit_ok = e->unit >= 0 && e->unit < ESC_MAX_UNITS, other_ok = e->other >= 0 && e->other < ESC_MAX_UNITS;
        if (e->kind == ESC_EV_DEATH && unit_ok)
            after.units[e->unit].flags |= ESC_UF_DEAD;
        else if (e->kind == ESC_EV_MOVE && unit_ok)
            after.units[e->unit].square = e->to;
        else if (e->kind == ESC_EV_SWAP && unit_ok) {
            after.units[e->unit].square = e->to;
            if (other_ok)
                after.units[e->other].square = e->from;
        }
    }
    bool turn_ended = a->kind == ESC_ACT_END_TURN;
    if (turn_ended && after.scenario.active) {
        int decided;
        esc_objectives_end_turn(&after, NULL, &decided);
    }
    esc_objective_end end = esc_objective_end_of(&after, winner, NULL);
    /* The turn's last action ends it by itself: the end-of-turn count then
     * decided (play-test 16: the second attack took the last marker, and the
     * log said "holding the objective" beside the result's "taking the
     * control markers"). */
    if (end == ESC_OBJ_END_UNKNOWN && !turn_ended && after.scenario.active) {
        int decided;
        esc_objectives_end_turn(&after, NULL, &decided);
        end = esc_objective_end_of(&after, winner, NULL);
    }
    return esc_objective_end_text(end);
}

/* A side's name: the caller's, else "Player N". */
static const char *side_name(const char *const names[ESC_SIDES], int side, char *buf, int size)
{
    if (side < 0 || side >= ESC_SIDES)
        return "?";
    if (names && names[side] && names[side][0])
        return names[side];
    snprintf(buf, (size_t)size, _("Player %d"), side + 1);
    return buf;
}

void esc_describe_action(const esc_game *before, const esc_squad *const squads[ESC_SIDES], const esc_action *a,
                         const esc_events *ev, char *out, int size)
{
    esc_describe_action_named(before, squads, NULL, a, ev, out, size);
}

void esc_describe_action_named(const esc_game *before, const esc_squad *const squads[ESC_SIDES],
                               const char *const names[ESC_SIDES], const esc_action *a, const esc_events *ev,
                               char *out, int size)
{
    text t = { out, size, 0 };
    char nb[80];
    out[0] = '\0';
    char from[3], to[3];
    esc_square_name(a->unit >= 0 && a->unit < ESC_MAX_UNITS ? before->units[a->unit].square : ESC_NO_SQUARE, from);
    esc_square_name(a->square, to);
    char un[3][ESC_NAME_MAX + 16];
    const char *who = unit_name(squads, a->unit, un[0]);
    switch (a->kind) {
    /* TRANSLATORS: log line; %1$s is a unit's name, %2$s a square ("b2"). */
    case ESC_ACT_DEPLOY: put(&t, _("%s deploys on %s"), who, to); break;
    /* TRANSLATORS: log line, a move: the unit's name, the square it leaves, the
     * square it reaches ("Warden: c2 → c4"). Names come first and squares never
     * sit between two names, so a line reads the same in every language. */
    case ESC_ACT_MOVE: put(&t, _("%s: %s → %s"), who, from, to); break;
    /* TRANSLATORS: log line, a free move given by Command Forward: name, from, to. */
    case ESC_ACT_COMMAND_MOVE: put(&t, _("%s: %s → %s (commanded)"), who, from, to); break;
    case ESC_ACT_COMMAND_DONE: put(&t, "%s", _("No more commanded moves")); break;
    /* TRANSLATORS: log line; %s is the player's name ("Player 1", "Ann"). */
    case ESC_ACT_END_TURN: put(&t, _("%s ends the turn"), side_name(names, before->active, nb, (int)sizeof nb)); break;
    /* TRANSLATORS: log line (a campaign battle); %s is the player's name. */
    case ESC_ACT_YIELD: put(&t, _("%s yields the battle"), side_name(names, before->active, nb, (int)sizeof nb)); break;
    /* TRANSLATORS: log line, start of an attack: the attacker's name and square; the target follows
     * ("Archer (c3) attacks Brute (e5), 2 damage"). */
    case ESC_ACT_ATTACK: put(&t, _("%s (%s) attacks"), who, from); break;
    case ESC_ACT_ABILITY: {
        const esc_ability_info *info = esc_ability_get(a->ability);
        /* TRANSLATORS: log line, an ability used: the unit's name, its square, the
         * ability's name in quotes ("Warden (c2) uses «Guardian»"): a unit and an
         * ability may share a name. */
        put(&t, _("%s (%s) uses \"%s\""), who, from, info ? _(info->name) : "?");
        if (a->square != ESC_NO_SQUARE && a->square != before->units[a->unit].square)
            /* TRANSLATORS: log, after an ability's name: the square it went to. */
            put(&t, _(", to %s"), to);
        if (a->target != ESC_NO_UNIT && esc_ability_get(a->ability)->targeting == ESC_TARGETS_ALLY) {
            char sq[3];
            esc_square_name(before->units[a->target].square, sq);
            /* TRANSLATORS: log, after an ability's name (Feint, Guardian): the ally's name and square. */
            put(&t, _(", ally %s (%s)"), unit_name(squads, a->target, un[1]), sq);
        }
        break;
    }
    default: put(&t, "?"); break;
    }
    if (!ev)
        return;
    bool first_hit = true;
    for (int i = 0; i < ev->count; i++) {
        const esc_event *e = &ev->list[i];
        char sq[3];
        switch (e->kind) {
        case ESC_EV_ATTACK:
            esc_square_name(e->to, sq);
            if (!first_hit)
                /* TRANSLATORS: log, one more unit hit by the same attack: its name and square. */
                put(&t, _("; %s (%s)"), unit_name(squads, e->other, un[1]), sq);
            else if (a->kind == ESC_ACT_ATTACK)
                /* TRANSLATORS: log, after "attacks": the target's name and square. */
                put(&t, _(" %s (%s)"), unit_name(squads, e->other, un[1]), sq);
            else
                /* TRANSLATORS: log, an ability hits a unit: its name and square. */
                put(&t, _(", hits %s (%s)"), unit_name(squads, e->other, un[1]), sq);
            first_hit = false;
            break;
        case ESC_EV_DAMAGE:
            if (e->other != ESC_NO_UNIT)
                /* TRANSLATORS: log, Guardian: the guardian's name, then the guarded ally's. */
                put(&t, _(", %s takes it for %s"), unit_name(squads, e->unit, un[1]), unit_name(squads, e->other, un[2]));
            put(&t, P_(", %d damage", ", %d damage", e->amount), e->amount);
            if (e->prevented)
                /* TRANSLATORS: log, points of damage cancelled by Defensive Stance. */
                put(&t, P_(" (%d blocked by stance)", " (%d blocked by stance)", e->prevented), e->prevented);
            break;
        case ESC_EV_SELF_DAMAGE: put(&t, _(", %s pays %d Health"), unit_name(squads, e->unit, un[1]), e->amount); break;
        case ESC_EV_DEATH: put(&t, _(", %s falls"), unit_name(squads, e->unit, un[1])); break;
        case ESC_EV_STATUS:
            switch (e->amount) {
            case ESC_STATUS_SUPPRESSED: put(&t, _(", %s is suppressed"), unit_name(squads, e->unit, un[1])); break;
            case ESC_STATUS_UNTARGETABLE: put(&t, "%s", _(", out of reach until the end of the next turn")); break;
            case ESC_STATUS_OVERCHARGED: put(&t, "%s", _(", cannot attack next turn")); break;
            case ESC_STATUS_GUARDED: break;
            case ESC_STATUS_STANCE: break;
            }
            break;
        case ESC_EV_DICE: {
            /* A side's die modifier (a campaign's Ready for the Assault) is in
             * every roll's clause, a re-roll's too: "3+1=4", and why a roll
             * that looks won was rolled again (a modified tie). */
            const int8_t *mod = before->settings.hooks.die_modifier;
            int roll[ESC_SIDES] = { e->amount, e->other };
            char die[ESC_SIDES][24], n1[80];
            for (int s = 0; s < ESC_SIDES; s++) {
                if (mod[s])
                    snprintf(die[s], sizeof die[s], "%d%+d=%d", roll[s], mod[s], roll[s] + mod[s]);
                else
                    snprintf(die[s], sizeof die[s], "%d", roll[s]);
            }
            const char *n0 = side_name(names, 0, nb, (int)sizeof nb), *n1p = side_name(names, 1, n1, (int)sizeof n1);
            if (roll[0] + mod[0] == roll[1] + mod[1])
                /* TRANSLATORS: log, the roll for the first turn, a tie: each player's name and die ("3", or
                 * "3+1=4" with a campaign's Ready for the Assault). */
                put(&t, _("; first turn: %s rolled %s, %s rolled %s: a tie, rolled again"), n0, die[0], n1p, die[1]);
            else
                /* TRANSLATORS: log, the roll for the first turn: each player's name and die ("3", or "3+1=4"
                 * with a campaign's Ready for the Assault); the higher die moves first. */
                put(&t, _("; first turn: %s rolled %s, %s rolled %s (the higher starts)"), n0, die[0], n1p, die[1]);
            break;
        }
        /* TRANSLATORS: log; %s is the player's name. */
        case ESC_EV_FIRST_PLAYER: put(&t, _("; %s starts"), side_name(names, e->side, nb, (int)sizeof nb)); break;
        case ESC_EV_MARKER:
            if (e->amount > 0)
                /* TRANSLATORS: log; %s is the player's name. */
                put(&t, _("; %s takes a control marker"), side_name(names, e->side, nb, (int)sizeof nb));
            else
                /* TRANSLATORS: log; %s is the player's name. */
                put(&t, _("; %s loses a control marker"), side_name(names, e->side, nb, (int)sizeof nb));
            break;
        case ESC_EV_GAME_OVER:
            if (e->side < 0)
                /* TRANSLATORS: log, the game ends in a draw; %s is how ("the round limit"). */
                put(&t, _("; draw at %s"), _(esc_end_reason_text((esc_end_reason)e->amount)));
            else
                /* TRANSLATORS: log, the game is won: the winner's name, then how ("elimination",
                 * "the escorted unit falling"). */
                put(&t, _("; %s wins by %s"), side_name(names, e->side, nb, (int)sizeof nb),
                    _((esc_end_reason)e->amount == ESC_END_OBJECTIVE && before->scenario.active
                          ? objective_end_words(before, a, ev, e->side)
                          : esc_end_reason_text((esc_end_reason)e->amount)));
            break;
        default: break;
        }
    }
}
