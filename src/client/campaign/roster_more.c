/*
 * The Downtime roster's overflow, said as buttons that scroll it (play-test 11:
 * "wheel: more units (3)" hid the second army's units, easy to overlook).
 */
#include <stdio.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

bool campaign_roster_more(ui *u, int *scroll, SDL_Rect r, int above, int below, const int to[2])
{
    if (above <= 0 && below <= 0)
        return false;
    char up[96], down[96];
    /* TRANSLATORS: the roster is longer than the panel: a button scrolling back up; %d units above */
    snprintf(up, sizeof up, P_("▲ %d unit up", "▲ %d units up", above), above);
    /* TRANSLATORS: the roster is longer than the panel: a button scrolling down; %d units below */
    snprintf(down, sizeof down, P_("▼ %d unit down", "▼ %d units down", below), below);
    int gap = ui_px(u, 6), half = (r.w - gap) / 2;
    SDL_Rect ru = ui_rect(r.x, r.y, above > 0 && below > 0 ? half : r.w, r.h);
    SDL_Rect rd = above > 0 ? ui_rect(r.x + half + gap, r.y, r.w - half - gap, r.h) : ru;
    /* Too long for its half (a narrow panel, a longer language): the arrow and
     * the count, the tooltip saying the rest. The smallest size a button
     * draws its label at: 15 px shrunk by a fifth. */
    int px = ui_px(u, 15), floor_px = px - (px * 2 + 9) / 10;
    if (ui_text_width(u, up, floor_px, true) + 8 > ru.w)
        snprintf(up, sizeof up, "▲ %d", above);
    if (ui_text_width(u, down, floor_px, true) + 8 > rd.w)
        snprintf(down, sizeof down, "▼ %d", below);
    if (above > 0 && ui_button(u, ru, up, true)) {
        *scroll = to[0];
        u->app->dirty = true;
        return true;
    }
    if (below > 0 && ui_button(u, rd, down, true)) {
        *scroll = to[1];
        u->app->dirty = true;
        return true;
    }
    if (u->draw)
        /* TRANSLATORS: tooltip of the roster's scroll buttons */
        ui_tooltip(u, r, _("The roster is longer than the panel: these buttons, or the mouse wheel over it, scroll it."));
    return false;
}
