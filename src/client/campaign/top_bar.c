/*
 * The campaign screen's top bar (play.c draws it): the campaign, its map, the
 * turn and the phase on the left; the Standing button and who leads
 * (standing.c); on the right the seat whose step is on screen.
 */
#include <stdio.h>
#include <string.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

/* The widest of the phases the top bar names (campaign_step_phase), bold at `px`. */
static int widest_phase(ui *u, int px)
{
    static const char *const phases[] = { N_("Downtime"), N_("Orders"), N_("The reveal"), N_("Battles"),
                                          N_("Resolution"), N_("Over") };
    int most = 0;
    for (size_t i = 0; i < sizeof phases / sizeof phases[0]; i++) {
        int w = ui_text_width(u, _(phases[i]), px, true);
        most = w > most ? w : most;
    }
    return most;
}

/* The seat's name and emblem at the right of the bar, as wide as `seat`'s
 * name takes (a quarter of the bar at most); drawn when `draw`. Returns the
 * width taken. */
static int seat_part(ui *u, const campaign_screen *c, SDL_Rect top, int seat, int right, bool draw)
{
    char name[80];
    snprintf(name, sizeof name, "%s", campaign_seat_label(seat));
    int npx = ui_px(u, 15), er = ui_px(u, 8), pad = ui_px(u, 14);
    /* A quarter of the bar at most: four players' standing and the turn
     * and phase keep their room beside a long name (play-test 9). */
    ui_text_cut(u, name, sizeof name, npx, true, top.w / 4);
    int nw = ui_text_width(u, name, npx, true);
    if (draw && u->draw) {
        ui_text(u, right, (top.h - npx * 5 / 4) / 2, name, npx, true, ui_rgb(236, 238, 244), UI_RIGHT);
        ui_emblem(u->r, seat, (float)(right - nw - ui_px(u, 6) - er), (float)top.h / 2, (float)er,
                  campaign_seat_colour(seat));
    }
    (void)c;
    return nw + ui_px(u, 6) + 2 * er + pad;
}

/* The title, one rule in every phase (play-test 17: in French "Campagne ·"
 * showed at the reveal, with no seat on the right, and went in Downtime and
 * Orders): worded for the widest phase beside the widest seat's name, so only
 * the window, the language, the map and the players shorten it, never the
 * phase. "Campaign" goes first, then the map's name is cut, then it goes
 * (play-test 6: in French at 800 x 560 the name went with "Campaign"); the
 * turn and the phase stay. Returns the width it is worded for. */
static int title_text(ui *u, const campaign_screen *c, SDL_Rect top, int px, char *t, size_t size)
{
    int pad = ui_px(u, 14), reserve = 0;
    for (int p = 0; p < c->st.settings.n_players; p++) {
        int w = seat_part(u, c, top, p, 0, false);
        reserve = w > reserve ? w : reserve;
    }
    reserve += ui_text_width(u, _("Standing (S)"), ui_px(u, 15), true) + ui_px(u, 18 + 10);
    int room = top.w - 2 * pad - reserve;
    char turn[80];
    snprintf(turn, sizeof turn, _("turn %d of %d"), campaign_step_turn(c), c->st.settings.turn_limit);
    /* TRANSLATORS: the top bar: the map's name, the turn, the turn limit, the phase */
    snprintf(t, size, _("Campaign · %.40s · turn %d of %d · %s"), i18n_content(c->map.name), campaign_step_turn(c),
             c->st.settings.turn_limit, campaign_step_phase(c));
    /* the phase's words against the widest phase's: what the others need */
    int extra = widest_phase(u, px) - ui_text_width(u, campaign_step_phase(c), px, true);
    int full = ui_text_width(u, t, px, true) + extra;
    if (full <= room)
        return full;
    char rest[160], name[CAMPAIGN_NAME_MAX + 8];
    snprintf(rest, sizeof rest, " · %s · %s", turn, campaign_step_phase(c));
    snprintf(name, sizeof name, "%s", i18n_content(c->map.name));
    int rest_w = ui_text_width(u, rest, px, true) + extra, left = room - rest_w;
    if (left >= ui_px(u, 90)) {
        ui_text_cut(u, name, sizeof name, px, true, left); /* "Les Marches du…" */
        snprintf(t, size, "%.56s%.140s", name, rest);
        return ui_text_width(u, name, px, true) + rest_w;
    }
    snprintf(t, size, "%s", rest + strlen(" · "));
    return rest_w - ui_text_width(u, " · ", px, true);
}

void campaign_draw_top(ui *u, const campaign_screen *c, SDL_Rect top, int viewer)
{
    ui_fill(u, top, ui_rgb(26, 30, 44));
    int pad = ui_px(u, 14), px = ui_px(u, 17), right = top.x + top.w - pad;
    int seat = viewer >= 0 || c->cover ? c->seat : -1;
    if (seat >= 0 && seat < c->st.settings.n_players)
        right -= seat_part(u, c, top, seat, right, true);
    char t[200];
    int title_w = title_text(u, c, top, px, t, sizeof t);
    /* The Standing button takes its events too (S, a click): before the draw-only part. */
    right = campaign_draw_standing(u, c, top, right, top.x + pad + title_w);
    if (!u->draw)
        return;
    ui_text_fit(u, ui_rect(pad, 0, right - pad, top.h), t, px, true, ui_rgb(236, 238, 244), UI_LEFT);
}
