/*
 * The worst case next turn for the board and the card (see board/worst.h).
 */
#include <stdio.h>
#include <string.h>

#include "board/worst.h"
#include "skirmish/i18n.h"

#define WORST_CACHE 4

typedef struct worst_entry {
    bool used;
    int side;
    unsigned age;
    esc_game game;
    esc_worst_case worst;
} worst_entry;

static worst_entry cache[WORST_CACHE];
static unsigned clock_now;

const esc_worst_case *board_worst_case(const esc_game *game, int side)
{
    clock_now++;
    int oldest = 0;
    for (int i = 0; i < WORST_CACHE; i++) {
        if (cache[i].used && cache[i].side == side && memcmp(&cache[i].game, game, sizeof *game) == 0) {
            cache[i].age = clock_now;
            return &cache[i].worst;
        }
        if (!cache[i].used || cache[i].age < cache[oldest].age)
            oldest = i;
    }
    worst_entry *e = &cache[oldest];
    e->used = true;
    e->side = side;
    e->age = clock_now;
    memcpy(&e->game, game, sizeof *game);
    esc_game_worst_case(game, side, &e->worst);
    return &e->worst;
}

bool board_worst_preview_action(const esc_game *g, const board_input *in, int preview_ability, esc_action *out)
{
    int unit = in->selected;
    if (g->phase != ESC_PHASE_BATTLE || unit < 0 || unit >= ESC_MAX_UNITS || esc_unit_side(unit) != g->active)
        return false;
    esc_action a;
    int sq = in->hovered;
    if (preview_ability != ESC_AB_NONE) {
        a = esc_action_make(ESC_ACT_ABILITY, unit, preview_ability, ESC_NO_SQUARE, ESC_NO_UNIT);
    } else if (sq < 0 || sq >= ESC_SQUARES) {
        return false;
    } else {
        int there = g->occupant[sq];
        switch (in->mode) {
        case BOARD_INPUT_UNIT_SELECTED:
        case BOARD_INPUT_CHOOSE_MOVE:
        case BOARD_INPUT_CHOOSE_ATTACK:
            a = there == ESC_NO_UNIT ? esc_action_make(ESC_ACT_MOVE, unit, ESC_AB_NONE, sq, ESC_NO_UNIT)
                                     : esc_action_make(ESC_ACT_ATTACK, unit, ESC_AB_NONE, ESC_NO_SQUARE, there);
            break;
        case BOARD_INPUT_CHOOSE_ABILITY: {
            esc_ability_targeting t = esc_ability_get(in->ability)->targeting;
            if (t == ESC_TARGETS_SQUARE)
                a = esc_action_make(ESC_ACT_ABILITY, unit, in->ability, sq, ESC_NO_UNIT);
            else if (t == ESC_TARGETS_SQUARE_AND_ENEMY && in->step == 1)
                a = esc_action_make(ESC_ACT_ABILITY, unit, in->ability, in->picked_square, there);
            else
                a = esc_action_make(ESC_ACT_ABILITY, unit, in->ability, ESC_NO_SQUARE, there);
            break;
        }
        default: return false;
        }
    }
    if (esc_game_test_action(g, &a) != ESC_OK)
        return false;
    *out = a;
    return true;
}

bool board_worst_cases(const esc_game *g, const board_input *in, int viewer, int preview_ability,
                       const esc_worst_case **now, const esc_worst_case **after)
{
    *now = *after = NULL;
    if (g->phase != ESC_PHASE_BATTLE || viewer < 0 || viewer >= ESC_SIDES || !in->human[viewer])
        return false;
    /* The preview's position first: both then stay in the cache together. */
    esc_action a;
    static esc_game then;
    if (viewer == g->active && board_worst_preview_action(g, in, preview_ability, &a)) {
        then = *g;
        if (esc_game_apply(&then, &a, NULL) == ESC_OK && then.phase == ESC_PHASE_BATTLE)
            *after = board_worst_case(&then, viewer);
    }
    *now = board_worst_case(g, viewer);
    return true;
}

static void worst_text(const esc_worst_case *w, int id, char *out, size_t size)
{
    if (w->ko[id])
        /* TRANSLATORS: badge on a unit the enemy can knock out next turn; 2-3 letters. */
        snprintf(out, size, "%s", _("KO"));
    else
        snprintf(out, size, "%d", w->damage[id]);
}

void board_worst_badge(const esc_worst_case *now, const esc_worst_case *after, int id, char *out, size_t size)
{
    out[0] = '\0';
    if (!now)
        return;
    bool changed = after && (after->damage[id] != now->damage[id] || after->ko[id] != now->ko[id]);
    if (!changed && now->damage[id] == 0)
        return;
    char a[16], b[16];
    worst_text(now, id, a, sizeof a);
    if (!changed) {
        if (now->ko[id])
            snprintf(out, size, "%s", a);
        else
            snprintf(out, size, "-%s", a);
        return;
    }
    worst_text(after, id, b, sizeof b);
    snprintf(out, size, "%s→%s", a, b);
}

void board_danger_badge(const esc_game *g, const board_input *in, int preview_ability, int id, char *out, size_t size)
{
    const esc_worst_case *now, *after;
    out[0] = '\0';
    /* Play-test 16: "Danger: off" with KO and -N badges still shown read as
     * broken. Off hides all of the danger overlay (the badges, the hatching
     * and their legend); the unit card keeps its worst-case line. */
    if (!in->show_threats)
        return;
    if (id < 0 || id >= ESC_MAX_UNITS || !esc_game_unit_alive(g, id) || g->units[id].square == ESC_NO_SQUARE ||
        !board_worst_cases(g, in, board_threat_viewer(g, in), preview_ability, &now, &after) || !now)
        return;
    board_worst_badge(now, after, id, out, size);
}

/* What one worst case says of unit `id` ("up to 2 damage"). */
static void worst_words(const esc_worst_case *w, int id, char *out, size_t size)
{
    if (w->ko[id])
        /* TRANSLATORS: unit card, the enemy's next turn: it can take all of the unit's Health. */
        snprintf(out, size, P_("can be knocked out (%d damage)", "can be knocked out (%d damage)", w->damage[id]),
                 w->damage[id]);
    else if (w->damage[id] > 0)
        /* TRANSLATORS: unit card, the enemy's next turn: the most damage it can deal the unit. */
        snprintf(out, size, P_("up to %d damage", "up to %d damage", w->damage[id]), w->damage[id]);
    else if (w->blocked[id] > 0)
        /* TRANSLATORS: unit card, the enemy's next turn: it can hit the unit, but the unit's
         * defensive stance cancels all of it (the card goes on "(its stance blocks 1)"). */
        snprintf(out, size, "%s", _("can hit it, no damage"));
    else
        /* TRANSLATORS: unit card, the enemy's next turn: it cannot hurt the unit. */
        snprintf(out, size, "%s", _("out of its reach"));
}

bool board_worst_threatened(const esc_worst_case *w, int id)
{
    return w && id >= 0 && id < ESC_MAX_UNITS && (w->damage[id] > 0 || w->blocked[id] > 0);
}

void board_worst_line(const esc_worst_case *now, const esc_worst_case *after, int id, char *out, size_t size)
{
    char was[120], will[120];
    if (!now) {
        out[0] = '\0';
        return;
    }
    worst_words(now, id, was, sizeof was);
    if (after)
        worst_words(after, id, will, sizeof will);
    if (after && strcmp(was, will) != 0)
        /* TRANSLATORS: unit card: the worst case now, then after the move or ability the pointer is on. */
        snprintf(out, size, _("Enemy's next turn: %s; after this: %s"), was, will);
    else
        /* TRANSLATORS: unit card: what the enemy can do to this unit in its next turn. */
        snprintf(out, size, _("Enemy's next turn: %s"), was);
    const esc_worst_case *shown = after ? after : now;
    if (shown->blocked[id] > 0) {
        size_t n = strlen(out);
        /* TRANSLATORS: unit card, after the worst case: what the unit's defensive stance cancels of it. */
        snprintf(out + n, size - n, _(" (its stance blocks %d)"), shown->blocked[id]);
    }
}
