/*
 * The battle log's words where the core's line, exact for the command line,
 * reads wrong to a player: a hit that deals more damage than the unit has
 * Health left says so ("2 damage (more than the 1 Health it had), Scout
 * falls"), where "2 damage" alone looked like a miscount (play-test 3). The
 * core's describe text is the CLI's contract and stays as it is; only the
 * screen's line is reworded, from the same events.
 */
#include <stdio.h>
#include <string.h>

#include "board/battle_internal.h"
#include "skirmish/i18n.h"

/* Replaces the first `old` in `line` at or after `from` with `now`; the index
 * just past the new text, or -1 when `old` is not there or would not fit. */
static int replace_at(char *line, int size, int from, const char *old, const char *now)
{
    char *at = strstr(line + from, old);
    if (!at)
        return -1;
    size_t lo = strlen(old), ln = strlen(now), rest = strlen(at + lo);
    if ((size_t)(at - line) + ln + rest + 1 > (size_t)size)
        return -1;
    memmove(at + ln, at + lo, rest + 1);
    memcpy(at, now, ln);
    return (int)(at - line) + (int)ln;
}

void battle_log_reword(const esc_game *before, const esc_events *events, char *line, int size)
{
    if (!before || !events || !line || size <= 0)
        return;
    int health[ESC_MAX_UNITS];
    for (int i = 0; i < ESC_MAX_UNITS; i++)
        health[i] = before->units[i].square != ESC_NO_SQUARE ? before->units[i].health : 0;
    int from = 0;
    for (int i = 0; i < events->count; i++) {
        const esc_event *e = &events->list[i];
        if (e->unit < 0 || e->unit >= ESC_MAX_UNITS)
            continue;
        if (e->kind == ESC_EV_SELF_DAMAGE) {
            health[e->unit] -= e->amount;
            continue;
        }
        if (e->kind != ESC_EV_DAMAGE)
            continue;
        int had = health[e->unit];
        health[e->unit] -= e->amount;
        /* The core's clause, as it wrote it (describe.c). */
        char old[64], now[160];
        snprintf(old, sizeof old, P_(", %d damage", ", %d damage", e->amount), e->amount);
        if (e->amount <= had || had <= 0) {
            char *at = strstr(line + from, old); /* keep later hits' clauses after this one's */
            if (at)
                from = (int)(at - line) + (int)strlen(old);
            continue;
        }
        /* Each number with its own plural (play-test 6: French "2 dégât",
         * the plural following the Health): the core's clause, then the
         * Health it had. */
        size_t o = strlen(old);
        memcpy(now, old, o + 1);
        snprintf(now + o, sizeof now - o,
                 /* TRANSLATORS: battle log, after ", 2 damage" when the hit deals more damage than the unit
                  * has Health left (the unit falls, named next): the Health it had ("2 damage (more than the
                  * 1 Health it had), Scout falls"). */
                 P_(" (more than the %d Health it had)", " (more than the %d Health it had)", had), had);
        int next = replace_at(line, size, from, old, now);
        if (next >= 0)
            from = next;
    }
}

/* The unit card's tooltip on its "rank Elite · worth 6 RP" line (play-test
 * 14: cost and RP read as two currencies): rank points are what counts in the
 * battle; the build cost only sets the rank, said as the chain it is. */
void battle_rank_points_words(const esc_unit_def *def, char *out, size_t size)
{
    esc_rank rank = esc_unit_rank(def);
    /* TRANSLATORS: tooltip of the unit card's "rank Elite · worth 6 RP" line. the unit's RP; then the build
     * cost (the sum of its stats and abilities in the Barracks), its rank and its RP again. */
    snprintf(out, size,
             _("Rank points (RP) are the only points that count in a battle: this unit is worth %d RP. A squad's "
               "units must fit its RP budget, and if nobody has won by the round limit, the side whose units left "
               "on the board total more RP wins. Where they come from: in the Barracks, the unit's stats and "
               "abilities add up to its build cost; build cost %lld → %s rank → %d RP."),
             esc_rank_points(rank), esc_unit_cost(def), _(esc_rank_name(rank)), esc_rank_points(rank));
}
