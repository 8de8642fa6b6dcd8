/*
 * Enemy intent on the board (see board/view.h, board/intent.h): with the
 * pointer on an enemy unit that is not the current choice's target, an arrow
 * from it to each of the viewer's units it can hit in its next turn, with the
 * most it can take ("-2", or "KO" in red), so a newcomer sees who threatens
 * whom by pointing, as Into the Breach shows it (play-test 7).
 */
#include "board/view.h"

#include <math.h>
#include <stdio.h>

#include "board/intent.h"
#include "skirmish/i18n.h"

void board_draw_intent(ui *u, const board_layout *l, const esc_game *g, const board_input *in)
{
    int sq = in->hovered;
    if (g->phase != ESC_PHASE_BATTLE || sq < 0 || sq >= ESC_SQUARES)
        return;
    int enemy = g->occupant[sq];
    int viewer = board_threat_viewer(g, in);
    if (enemy == ESC_NO_UNIT || !esc_game_unit_alive(g, enemy) || esc_unit_side(enemy) == viewer ||
        (board_input_clickable(in, g) & esc_bit(sq)))
        return;
    const board_intent *it;
    if (!board_intent_of(g, viewer, enemy, &it))
        return;
    float s = (float)l->sq;
    SDL_Rect from = board_square_rect(l, sq);
    float x0 = (float)from.x + s / 2, y0 = (float)from.y + s / 2;
    for (int id = viewer * ESC_SQUAD_MAX; id < (viewer + 1) * ESC_SQUAD_MAX; id++) {
        if (it->damage[id] <= 0 || !esc_game_unit_alive(g, id))
            continue;
        SDL_Rect to = board_square_rect(l, g->units[id].square);
        float x1 = (float)to.x + s / 2, y1 = (float)to.y + s / 2;
        float dx = x1 - x0, dy = y1 - y0, len = sqrtf(dx * dx + dy * dy);
        if (len < 1)
            continue;
        dx /= len;
        dy /= len;
        /* From the enemy's edge to the target's edge: neither token hidden. */
        float ax = x0 + dx * s * 0.3f, ay = y0 + dy * s * 0.3f, bx = x1 - dx * s * 0.34f, by = y1 - dy * s * 0.34f;
        SDL_Color c = it->ko[id] ? ui_rgba(235, 45, 35, 240) : ui_rgba(245, 145, 35, 240);
        float wide = s * 0.045f + 1;
        draw_line(u->r, ax, ay, bx, by, wide, c);
        float head = s * 0.16f;
        draw_line(u->r, bx, by, bx - head * (dx - dy * 0.6f), by - head * (dy + dx * 0.6f), wide, c);
        draw_line(u->r, bx, by, bx - head * (dx + dy * 0.6f), by - head * (dy - dx * 0.6f), wide, c);
        char text[16];
        if (it->ko[id])
            snprintf(text, sizeof text, "%s", _("KO")); /* the word of the damage preview's badge */
        else
            snprintf(text, sizeof text, "-%d", it->damage[id]);
        int px;
        SDL_Rect chip = board_unit_chip(u, to, (float)to.x + s / 2, (float)to.y + s * 0.12f, text, (int)(s * 0.16f) + 4, &px);
        board_draw_unit_chip(u, chip, px, text, c, ui_rgb(255, 255, 255));
    }
}
