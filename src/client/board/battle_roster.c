/*
 * Deployment's roster in the side panel (play-test 16 #2: units came in an
 * invisible queue, and no list said which were still to place): the side
 * placing now, if it is a player's on this screen, sees its units still to
 * place as a row of tokens with their names, the next one framed. The rules
 * place a squad's units in its own order (the core's deployment rule), so the
 * row says so, and that Undo takes a placement back.
 */
#include <stdio.h>
#include <string.h>

#include "board/battle.h"
#include "board/battle_internal.h"
#include "board/view.h"
#include "shell/assets.h"
#include "shell/ui.h"
#include "skirmish/core/esc/describe.h"
#include "skirmish/i18n.h"

int battle_draw_roster(ui *u, app *a, int x, int y, int w)
{
    board_battle *bb = board_battle_current(a);
    const esc_game *g = &bb->match.game;
    if (g->phase != ESC_PHASE_DEPLOY || g->vanguard_pending || g->active >= ESC_SIDES || !bb->match.human[g->active] ||
        bb->match.remote)
        return y;
    int side = g->active, first = g->deployed[side], left = g->squad_size[side] - first;
    if (left <= 0)
        return y;
    const esc_squad *sq[ESC_SIDES];
    battle_squads(a, sq);
    int portraits[ESC_SIDES][ESC_SQUAD_MAX];
    for (int s = 0; s < ESC_SIDES; s++)
        assets_squad_portraits(sq[s], portraits[s], ESC_SQUAD_MAX);
    int head_px = ui_px(u, 14);
    char head[120];
    /* TRANSLATORS: deployment, the side panel: how many of the player's units are still to place. */
    snprintf(head, sizeof head, P_("%d unit still to place", "%d units still to place", left), left);
    ui_text(u, x, y, head, head_px, true, ui_rgb(150, 156, 172), UI_LEFT);
    y += head_px + ui_px(u, 6);
    /* One cell per unit, the tokens' size chosen so the row fits the panel;
     * the names in words under it (play-test 16: cut names in cells at
     * 800 x 560). */
    int gap = ui_px(u, 4), per_row = left > 5 ? left : 5, cell = (w - gap * (per_row - 1)) / per_row;
    if (cell > ui_px(u, 52))
        cell = ui_px(u, 52);
    char next[ESC_NAME_MAX + 16] = "", then[6 * (ESC_NAME_MAX + 18)] = "";
    for (int k = 0; k < left; k++) {
        int slot = first + k;
        SDL_Rect r = ui_rect(x + k * (cell + gap), y, cell, cell);
        board_draw_unit_token(u, ui_rect(r.x + 2, r.y + 2, cell - 4, cell - 4), side, portraits[side][slot], 1.0f, false,
                              false);
        if (k == 0)
            ui_frame(u, r, ui_rgb(255, 214, 90), 2);
        char name[ESC_NAME_MAX + 16], tip[240];
        esc_unit_display_name(sq[side], slot, name, (int)sizeof name);
        if (k == 0) {
            snprintf(next, sizeof next, "%s", name);
            /* TRANSLATORS: deployment roster, the tooltip of the first unit still to place. */
            snprintf(tip, sizeof tip, _("%s: placed on the next square you click."), name);
        } else {
            size_t n = strlen(then);
            snprintf(then + n, sizeof then - n, "%s%s", n ? ", " : "", name);
            /* TRANSLATORS: deployment roster, the tooltip of a unit placed later: its name, then how many come
             * before it. */
            snprintf(tip, sizeof tip,
                     P_("%s: placed after %d other unit. The rules place a squad's units in its own order.",
                        "%s: placed after %d other units. The rules place a squad's units in its own order.", k),
                     name, k);
        }
        ui_tooltip(u, r, tip);
    }
    y += cell + ui_px(u, 6);
    char words[600];
    if (then[0])
        /* TRANSLATORS: deployment roster, under the row of units still to place (framed: the next one): the next
         * unit's name, then the others' (comma-separated), in the squad's order. */
        snprintf(words, sizeof words, _("Next: %s (framed). Then: %s. Units come in squad order; Undo (Ctrl+Z) takes a "
                                        "placement back."),
                 next, then);
    else
        /* TRANSLATORS: deployment roster: the last unit to place. */
        snprintf(words, sizeof words, _("Last: %s. Undo (Ctrl+Z) takes a placement back."), next);
    int hh = ui_text_wrapped(u, ui_rect(x, y, w, 0), words, ui_px(u, 12), ui_rgb(190, 196, 210));
    return y + hh + ui_px(u, 8);
}
