/*
 * Escarmouche: what the other side can do to a side's units with its next turn
 * (esc_game_worst_case), and who sees whom one way only (esc_game_sight). Every sequence of the other side's legal actions, from the
 * rules' own generator (rules.c), is played on copies of the game; nothing here
 * knows a rule of its own. It sits above game.c and rules.c and neither calls it.
 */
#include <stdbool.h>
#include <string.h>

#include "game_internal.h"
#include "skirmish/core/esc/los.h"

/* Nodes (actions played on a copy) one search may try: far above any real
 * position's count (a few thousand), so it only guards against a pathological
 * chain of free moves. */
#define WORST_CASE_NODES 60000

typedef struct worst_search {
    int side, enemy, turn;
    int health[ESC_MAX_UNITS];      /* at the start of the other side's turn */
    int budget;
    esc_worst_case *out;
} worst_search;

static int health_now(const esc_game *g, int unit)
{
    const esc_unit_state *st = &g->units[unit];
    return (st->flags & ESC_UF_DEAD) || st->square == ESC_NO_SQUARE ? 0 : st->health;
}

static void worst_search_from(worst_search *w, const esc_game *g, const int blocked[ESC_MAX_UNITS], int depth)
{
    esc_action list[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(g, list, ESC_MAX_ACTIONS);
    if (n > ESC_MAX_ACTIONS)
        n = ESC_MAX_ACTIONS;
    /* The last action of the turn only matters when it can hurt. */
    bool last = g->actions_left <= 1 && g->command_unit == ESC_NO_UNIT;
    for (int i = 0; i < n; i++) {
        const esc_action *a = &list[i];
        if (a->kind == ESC_ACT_END_TURN || a->kind == ESC_ACT_YIELD || a->kind == ESC_ACT_DEPLOY)
            continue;
        if (last && (a->kind == ESC_ACT_MOVE || a->kind == ESC_ACT_COMMAND_MOVE || a->kind == ESC_ACT_COMMAND_DONE))
            continue;
        if (w->budget-- <= 0) {
            w->out->complete = false;
            return;
        }
        esc_game next = *g;
        esc_events ev;
        if (esc_game_apply(&next, a, &ev) != ESC_OK)
            continue;
        int block[ESC_MAX_UNITS];
        memcpy(block, blocked, sizeof block);
        for (int k = 0; k < ev.count; k++)
            if (ev.list[k].kind == ESC_EV_DAMAGE && ev.list[k].unit >= 0 && ev.list[k].unit < ESC_MAX_UNITS)
                block[ev.list[k].unit] += ev.list[k].prevented;
        for (int u = w->side * ESC_SQUAD_MAX; u < (w->side + 1) * ESC_SQUAD_MAX; u++) {
            int lost = w->health[u] - health_now(&next, u);
            /* A hit the stance cancels whole counts too: the unit is reached,
             * for no damage (play-test 6: "out of its reach" under the mark). */
            if (lost > w->out->damage[u] || (lost == w->out->damage[u] && block[u] > w->out->blocked[u])) {
                w->out->damage[u] = (int8_t)lost;
                w->out->ko[u] = w->health[u] > 0 && health_now(&next, u) == 0;
                w->out->blocked[u] = (int8_t)block[u];
            }
        }
        if (next.phase == ESC_PHASE_BATTLE && next.active == w->enemy && next.turn == w->turn && depth < 6)
            worst_search_from(w, &next, block, depth + 1);
    }
}

void esc_game_worst_case(const esc_game *game, int side, esc_worst_case *out)
{
    memset(out, 0, sizeof *out);
    out->complete = true;
    if (game->phase != ESC_PHASE_BATTLE || side < 0 || side >= ESC_SIDES)
        return;
    esc_game g = *game;
    if (g.active == side) {
        /* The position the player leaves: its turn ended now. */
        esc_action done = esc_action_make(ESC_ACT_COMMAND_DONE, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
        if (g.command_unit != ESC_NO_UNIT)
            esc_game_apply(&g, &done, NULL);
        esc_action end = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
        if (esc_game_apply(&g, &end, NULL) != ESC_OK)
            return;
    }
    if (g.phase != ESC_PHASE_BATTLE || g.active == side)
        return;
    worst_search w = { side, side ^ 1, g.turn, { 0 }, WORST_CASE_NODES, out };
    for (int u = 0; u < ESC_MAX_UNITS; u++)
        w.health[u] = health_now(&g, u);
    int blocked[ESC_MAX_UNITS] = { 0 };
    worst_search_from(&w, &g, blocked, 0);
}

void esc_game_sight(const esc_game *g, int unit, int square, esc_sight *out)
{
    memset(out, 0, sizeof *out);
    if (unit < 0 || unit >= ESC_MAX_UNITS || square < 0 || square >= ESC_SQUARES)
        return;
    /* The unit stands on `square`, not where it is now. */
    esc_bits units = esc_game_unit_squares(g);
    if (g->units[unit].square != ESC_NO_SQUARE)
        units &= ~esc_bit(g->units[unit].square);
    esc_bits blockers = g->obstacles | units | esc_bit(square);
    int side = esc_unit_side(unit);
    int my_range = esc_game_attack_profile(g, unit, ESC_AB_NONE).range;
    for (int e = 0; e < ESC_MAX_UNITS; e++) {
        if (esc_unit_side(e) == side || !esc_game_unit_alive(g, e) || g->units[e].square == square)
            continue;
        int at = g->units[e].square, d = esc_square_distance(at, square);
        bool they_see = esc_los_visible(blockers, at, square);
        bool i_see = esc_los_visible(blockers, square, at);
        if (they_see && d <= esc_game_attack_profile(g, e, ESC_AB_NONE).range) {
            out->shot_by |= 1u << e;
            if (!i_see)
                out->blind_to |= 1u << e;
        }
        if (i_see && !they_see && d <= my_range)
            out->unseen_by |= 1u << e;
    }
}
