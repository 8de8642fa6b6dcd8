/*
 * Enemy intent for the hovered enemy unit (see board/intent.h).
 */
#include <string.h>

#include "board/intent.h"

typedef struct intent_cache {
    bool used, ok;
    int viewer, enemy;
    esc_game game;
    board_intent intent;
} intent_cache;

static intent_cache cached;

/* Health the viewer's units lost between `before` and `after`, kept when it is
 * the most so far. */
static void note_losses(const esc_game *before, const esc_game *after, int viewer, int from, int start, board_intent *it)
{
    for (int id = viewer * ESC_SQUAD_MAX; id < (viewer + 1) * ESC_SQUAD_MAX; id++) {
        if (!esc_game_unit_alive(before, id))
            continue;
        bool dead = !esc_game_unit_alive(after, id);
        int lost = dead ? before->units[id].health : before->units[id].health - after->units[id].health;
        /* The same blow from where it stands beats one after a move: the
         * arrow then needs no path. */
        if (lost > it->damage[id] || (lost > 0 && lost == it->damage[id] && from == start && it->from[id] != start)) {
            it->damage[id] = (int8_t)lost;
            it->ko[id] = dead;
            it->from[id] = (int8_t)from;
        }
    }
}

/* Every attack or ability of `enemy` legal in `g`, played on a copy. */
static void strikes_from(const esc_game *g, int viewer, int enemy, int start, board_intent *it)
{
    static esc_action list[ESC_MAX_ACTIONS];
    static esc_game after;
    static esc_events events;
    int n = esc_game_legal_actions(g, list, ESC_MAX_ACTIONS);
    if (n > ESC_MAX_ACTIONS)
        n = ESC_MAX_ACTIONS;
    for (int i = 0; i < n; i++) {
        if (list[i].unit != enemy || (list[i].kind != ESC_ACT_ATTACK && list[i].kind != ESC_ACT_ABILITY))
            continue;
        after = *g;
        if (esc_game_apply(&after, &list[i], &events) == ESC_OK)
            note_losses(g, &after, viewer, g->units[enemy].square, start, it);
    }
}

static bool compute(const esc_game *game, int viewer, int enemy, board_intent *it)
{
    memset(it, 0, sizeof *it);
    if (game->phase != ESC_PHASE_BATTLE || game->command_unit != ESC_NO_UNIT || enemy < 0 || enemy >= ESC_MAX_UNITS ||
        esc_unit_side(enemy) == viewer || !esc_game_unit_alive(game, enemy))
        return false;
    static esc_game turn, moved;
    static esc_events events;
    turn = *game;
    if (turn.active == viewer) {
        esc_action end = esc_action_make(ESC_ACT_END_TURN, ESC_NO_UNIT, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
        if (esc_game_apply(&turn, &end, &events) != ESC_OK)
            return false;
    }
    if (turn.phase != ESC_PHASE_BATTLE || turn.active != esc_unit_side(enemy) || !esc_game_unit_alive(&turn, enemy))
        return false;
    int start = turn.units[enemy].square;
    strikes_from(&turn, viewer, enemy, start, it);
    /* A move, then a blow from where it lands. */
    static esc_action list[ESC_MAX_ACTIONS];
    int n = esc_game_legal_actions(&turn, list, ESC_MAX_ACTIONS);
    if (n > ESC_MAX_ACTIONS)
        n = ESC_MAX_ACTIONS;
    for (int i = 0; i < n; i++) {
        if (list[i].unit != enemy || list[i].kind != ESC_ACT_MOVE)
            continue;
        moved = turn;
        if (esc_game_apply(&moved, &list[i], &events) == ESC_OK && moved.active == turn.active)
            strikes_from(&moved, viewer, enemy, start, it);
    }
    return true;
}

bool board_intent_of(const esc_game *game, int viewer, int enemy, const board_intent **out)
{
    if (!cached.used || cached.viewer != viewer || cached.enemy != enemy ||
        memcmp(&cached.game, game, sizeof *game) != 0) {
        cached.used = true;
        cached.viewer = viewer;
        cached.enemy = enemy;
        cached.game = *game;
        cached.ok = compute(game, viewer, enemy, &cached.intent);
    }
    *out = &cached.intent;
    return cached.ok;
}
