/*
 * Where a move would give a shot (play-test 15: a unit moved to shoot along a
 * diagonal whose line touched a corner, and only then learnt it saw nothing).
 * While a destination is chosen (a plain move, or a Command Forward free
 * move), each reachable square from which the unit could then attack an enemy
 * gets a small crosshair. The rules core decides (board_attacks_from, the one
 * question every attack preview asks): the move is played on a copy of the
 * game, then the attack on each enemy is tested (esc_game_test_action), so a
 * square in range of an enemy but out of its sight gets no mark, nor one after
 * which no action is left to attack, nor any once the unit's attack is spent.
 */
#include "board/view_shot.h"

#include "board/sight.h"

static bool shot_from(const esc_game *g, int unit, esc_action_kind kind, int sq)
{
    esc_action move = esc_action_make(kind, unit, ESC_AB_NONE, sq, ESC_NO_UNIT);
    esc_action aim = esc_action_make(ESC_ACT_ATTACK, unit, ESC_AB_NONE, ESC_NO_SQUARE, ESC_NO_UNIT);
    esc_bits targets, unseen;
    return board_attacks_from(g, unit, &move, aim, &targets, &unseen) == ESC_OK && targets != 0;
}

esc_bits board_shot_squares(const esc_game *g, const board_input *in, esc_bits reach)
{
    if (g->phase != ESC_PHASE_BATTLE || !board_moving_mode(in) || in->mode == BOARD_INPUT_CHOOSE_ABILITY)
        return 0;
    bool command = in->mode == BOARD_INPUT_COMMAND_SQUARE;
    int unit = command ? in->command_ally : in->selected;
    if (unit == ESC_NO_UNIT || !esc_game_unit_alive(g, unit))
        return 0;
    esc_bits out = 0;
    for (esc_bits b = reach & ~esc_bit(g->units[unit].square); b; b &= b - 1) {
        int sq = __builtin_ctzll(b);
        if (shot_from(g, unit, command ? ESC_ACT_COMMAND_MOVE : ESC_ACT_MOVE, sq))
            out |= esc_bit(sq);
    }
    return out;
}

void board_draw_shot_mark(ui *u, SDL_Rect q)
{
    float cx = (float)q.x + (float)q.w / 2.0f, cy = (float)q.y + (float)q.h / 2.0f, s = (float)q.w;
    SDL_Color ink = ui_rgba(255, 96, 72, 235), halo = ui_rgba(20, 20, 24, 150);
    draw_ring(u->r, cx, cy, s * 0.17f, s * 0.075f, halo);
    draw_ring(u->r, cx, cy, s * 0.17f, s * 0.035f, ink);
    for (int i = 0; i < 4; i++) {
        float dx = i == 0 ? 1.0f : i == 1 ? -1.0f : 0.0f, dy = i == 2 ? 1.0f : i == 3 ? -1.0f : 0.0f;
        draw_line(u->r, cx + dx * s * 0.09f, cy + dy * s * 0.09f, cx + dx * s * 0.26f, cy + dy * s * 0.26f, s * 0.035f,
                  ink);
    }
}
