/*
 * The campaign screen's top bar (play.c draws it): the campaign, its map, the
 * turn and the phase on the left; the Standing button and who leads
 * (standing.c); on the right the seat whose step is on screen.
 */
#include <stdio.h>
#include <string.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

/* The top bar: the campaign, its map, the turn and the phase on the left; on
 * the right the seat whose step is on screen (its emblem and name). The name
 * keeps its room; the title takes what is left, without the map's name when
 * it would not fit (a small window, a longer language), so neither ever covers
 * the other. */
void campaign_draw_top(ui *u, const campaign_screen *c, SDL_Rect top, int viewer)
{
    ui_fill(u, top, ui_rgb(26, 30, 44));
    int pad = ui_px(u, 14), px = ui_px(u, 17), right = top.x + top.w - pad;
    int seat = viewer >= 0 || c->cover ? c->seat : -1;
    if (seat >= 0 && seat < c->st.settings.n_players) {
        char name[80];
        snprintf(name, sizeof name, "%s", campaign_seat_label(seat));
        int npx = ui_px(u, 15), er = ui_px(u, 8);
        /* A quarter of the bar at most: four players' standing and the turn
         * and phase keep their room beside a long name (play-test 9). */
        ui_text_cut(u, name, sizeof name, npx, true, top.w / 4);
        int nw = ui_text_width(u, name, npx, true);
        if (u->draw)
            ui_text(u, right, (top.h - npx * 5 / 4) / 2, name, npx, true, ui_rgb(236, 238, 244), UI_RIGHT);
        right -= nw + ui_px(u, 6);
        if (u->draw)
            ui_emblem(u->r, seat, (float)(right - er), (float)top.h / 2, (float)er, campaign_seat_colour(seat));
        right -= 2 * er + pad;
    }
    /* The Standing button takes its events too (S, a click): before the draw-only part. */
    right = campaign_draw_standing(u, c, top, right);
    if (!u->draw)
        return;
    char t[200];
    /* TRANSLATORS: the top bar: the map's name, the turn, the turn limit, the phase */
    snprintf(t, sizeof t, _("Campaign · %.40s · turn %d of %d · %s"), i18n_content(c->map.name), campaign_step_turn(c),
             c->st.settings.turn_limit, campaign_step_phase(c));
    SDL_Rect box = ui_rect(pad, 0, right - pad, top.h);
    if (ui_text_width(u, t, px, true) > box.w) {
        /* "Campaign" goes first, then the map's name (play-test 6: in French
         * at 800 x 560 the name went with it); the turn and the phase stay */
        char turn[80];
        snprintf(turn, sizeof turn, _("turn %d of %d"), campaign_step_turn(c), c->st.settings.turn_limit);
        char rest[160], name[CAMPAIGN_NAME_MAX + 8];
        snprintf(rest, sizeof rest, " · %s · %s", turn, campaign_step_phase(c));
        snprintf(name, sizeof name, "%s", i18n_content(c->map.name));
        int room = box.w - ui_text_width(u, rest, px, true);
        if (room >= ui_px(u, 90)) {
            ui_text_cut(u, name, sizeof name, px, true, room); /* "Les Marches du…" */
            snprintf(t, sizeof t, "%.56s%.140s", name, rest);
        } else {
            snprintf(t, sizeof t, "%s", rest + strlen(" · "));
        }
    }
    ui_text_fit(u, box, t, px, true, ui_rgb(236, 238, 244), UI_LEFT);
}
