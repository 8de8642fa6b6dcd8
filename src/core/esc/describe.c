/*
 * The action log's sentences. Everything said comes from the events, so the log
 * reports what happened (a guardian took the blow, a stance cancelled a point),
 * not what was intended.
 */
#include "skirmish/core/esc/describe.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

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

static const char *unit_name(const esc_squad *const squads[ESC_SIDES], int unit)
{
    if (unit < 0 || unit >= ESC_MAX_UNITS)
        return "?";
    const esc_squad *s = squads[esc_unit_side(unit)];
    int slot = esc_unit_slot(unit);
    return slot < s->n_units && s->units[slot].name[0] ? s->units[slot].name : "Unit";
}

const char *esc_end_reason_text(esc_end_reason reason)
{
    switch (reason) {
    case ESC_END_ELIMINATION: return "elimination";
    case ESC_END_ROUND_LIMIT: return "the round limit";
    case ESC_END_OBJECTIVE: return "holding the objective";
    case ESC_END_YIELD: return "the other side yielding";
    case ESC_END_NONE: break;
    }
    return "nothing yet";
}

void esc_describe_action(const esc_game *before, const esc_squad *const squads[ESC_SIDES], const esc_action *a,
                         const esc_events *ev, char *out, int size)
{
    text t = { out, size, 0 };
    out[0] = '\0';
    char from[3], to[3];
    esc_square_name(a->unit >= 0 && a->unit < ESC_MAX_UNITS ? before->units[a->unit].square : ESC_NO_SQUARE, from);
    esc_square_name(a->square, to);
    const char *who = unit_name(squads, a->unit);
    switch (a->kind) {
    case ESC_ACT_DEPLOY: put(&t, "%s deploys on %s", who, to); break;
    case ESC_ACT_MOVE: put(&t, "%s %s → %s", who, from, to); break;
    case ESC_ACT_COMMAND_MOVE: put(&t, "%s %s → %s (commanded)", who, from, to); break;
    case ESC_ACT_COMMAND_DONE: put(&t, "No more commanded moves"); break;
    case ESC_ACT_END_TURN: put(&t, "Player %d ends the turn", before->active + 1); break;
    case ESC_ACT_ATTACK: put(&t, "%s %s → attacks", who, from); break;
    case ESC_ACT_ABILITY: {
        const esc_ability_info *info = esc_ability_get(a->ability);
        put(&t, "%s %s → %s", who, from, info ? info->name : "?");
        if (a->square != ESC_NO_SQUARE && a->square != before->units[a->unit].square)
            put(&t, " to %s", to);
        if (a->target != ESC_NO_UNIT && esc_ability_get(a->ability)->targeting == ESC_TARGETS_ALLY) {
            char sq[3];
            esc_square_name(before->units[a->target].square, sq);
            put(&t, " with %s %s", unit_name(squads, a->target), sq);
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
            put(&t, "%s %s %s", first_hit ? (a->kind == ESC_ACT_ATTACK ? "" : ", hits") : ";", unit_name(squads, e->other), sq);
            first_hit = false;
            break;
        case ESC_EV_DAMAGE:
            if (e->other != ESC_NO_UNIT)
                put(&t, ", %s takes it for %s", unit_name(squads, e->unit), unit_name(squads, e->other));
            put(&t, ", %d damage", e->amount);
            if (e->prevented)
                put(&t, " (%d blocked by stance)", e->prevented);
            break;
        case ESC_EV_SELF_DAMAGE: put(&t, ", %s pays %d Health", unit_name(squads, e->unit), e->amount); break;
        case ESC_EV_DEATH: put(&t, ", %s falls", unit_name(squads, e->unit)); break;
        case ESC_EV_STATUS:
            switch (e->amount) {
            case ESC_STATUS_SUPPRESSED: put(&t, ", %s is suppressed", unit_name(squads, e->unit)); break;
            case ESC_STATUS_UNTARGETABLE: put(&t, ", out of reach until the end of the next turn"); break;
            case ESC_STATUS_OVERCHARGED: put(&t, ", cannot attack next turn"); break;
            case ESC_STATUS_GUARDED: break;
            case ESC_STATUS_STANCE: break;
            }
            break;
        case ESC_EV_DICE: put(&t, "; dice %d–%d", e->amount, e->other); break;
        case ESC_EV_FIRST_PLAYER: put(&t, "; player %d starts", e->side + 1); break;
        case ESC_EV_MARKER:
            put(&t, "; player %d %s a control marker", e->side + 1, e->amount > 0 ? "takes" : "loses");
            break;
        case ESC_EV_GAME_OVER:
            if (e->side < 0)
                put(&t, "; draw at %s", esc_end_reason_text((esc_end_reason)e->amount));
            else
                put(&t, "; player %d wins by %s", e->side + 1, esc_end_reason_text((esc_end_reason)e->amount));
            break;
        default: break;
        }
    }
}
