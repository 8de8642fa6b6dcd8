/*
 * The victory tracker in the campaign's top bar (play-test 3: "Supply" was
 * first seen on the Defeat screen). Each player's emblem and the places it
 * holds, as the map shows them; its tooltip says what wins as the rules rank
 * it (places, then Renown earned, then supply, after the last turn) and how far
 * each player is from Domination, with the Warlord King rule when it is on.
 * Only public things: control and supply are on the map (Renown earned is
 * named as the tie-break, never counted: it is not every seat's to see).
 */
#include <stdio.h>
#include <string.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

static void count(const campaign_screen *c, int p, int *places, int *supply, int *dom, int *dom_all)
{
    const campaign_forces *f = campaign_shown_forces(c);
    *places = *supply = *dom = *dom_all = 0;
    for (int l = 0; l < c->map.n_locations; l++) {
        bool in_set = c->map.domination >> l & 1;
        *dom_all += in_set;
        if (f->control[l] != p)
            continue;
        (*places)++;
        *supply += c->map.locations[l].supply;
        *dom += in_set;
    }
}

void campaign_standing_text(const campaign_screen *c, char *out, size_t size)
{
    size_t n = 0;
    out[0] = '\0';
    /* TRANSLATORS: the victory tracker's tooltip, first line: %d is the turn limit */
    n += (size_t)snprintf(out + n, size - n,
                          _("After turn %d the player holding the most places wins (ties: Renown earned, then supply "
                            "held)."),
                          c->st.settings.turn_limit);
    for (int p = 0; p < c->st.settings.n_players && n < size; p++) {
        int places, supply, dom, dom_all;
        count(c, p, &places, &supply, &dom, &dom_all);
        if (c->st.players[p].eliminated) {
            /* TRANSLATORS: the victory tracker's tooltip: a player out of the campaign */
            n += (size_t)snprintf(out + n, size - n, _(" %s: eliminated."), campaign_seat_label(p));
            continue;
        }
        if (c->st.settings.domination)
            /* TRANSLATORS: the victory tracker's tooltip: a player's places, supply held, and
             * domination places held of all */
            n += (size_t)snprintf(out + n, size - n, P_(" %s: %d place · %d supply · domination %d of %d.", " %s: %d places · %d supply · domination %d of %d.",
                                     places),
                                  campaign_seat_label(p), places, supply, dom, dom_all);
        else
            /* TRANSLATORS: the victory tracker's tooltip: a player's places and supply held */
            n += (size_t)snprintf(out + n, size - n, P_(" %s: %d place · %d supply.", " %s: %d places · %d supply.", places), campaign_seat_label(p), places,
                                  supply);
    }
    if (n < size && c->st.settings.domination)
        n += (size_t)snprintf(out + n, size - n, " %s",
                              _("Domination: holding every place ringed in gold wins at once."));
    if (n < size && c->st.settings.warlord)
        n += (size_t)snprintf(out + n, size - n, " %s",
                              _("Warlord King: taking a player's last place wins at once."));
    if (n < size)
        snprintf(out + n, size - n, " %s", _("The last player left wins at once."));
}

int campaign_draw_standing(ui *u, const campaign_screen *c, SDL_Rect top, int right)
{
    if (!u->draw)
        return right;
    int px = ui_px(u, 14), er = ui_px(u, 6), gap = ui_px(u, 10), pad = ui_px(u, 14);
    /* TRANSLATORS: the victory tracker in the top bar, before each player's emblem and places held */
    const char *label = _("Places held:");
    char num[CAMPAIGN_MAX_PLAYERS][16];
    int w = ui_text_width(u, label, px, false);
    for (int p = 0; p < c->st.settings.n_players; p++) {
        int places, supply, dom, dom_all;
        count(c, p, &places, &supply, &dom, &dom_all);
        snprintf(num[p], sizeof num[p], c->st.players[p].eliminated ? "–" : "%d", places);
        w += gap + 2 * er + ui_px(u, 4) + ui_text_width(u, num[p], px, true);
    }
    /* Only beside the turn and phase, never over them. */
    char turn[120];
    snprintf(turn, sizeof turn, _("turn %d of %d"), campaign_step_turn(c), c->st.settings.turn_limit);
    if (right - w - pad < top.x + pad + ui_text_width(u, turn, ui_px(u, 17), true) + ui_px(u, 40))
        return right;
    int x = right - w, y = (top.h - px * 5 / 4) / 2;
    SDL_Rect r = ui_rect(x - ui_px(u, 4), 0, w + ui_px(u, 8), top.h);
    ui_fill(u, ui_rect(r.x, ui_px(u, 4), r.w, top.h - ui_px(u, 8)), ui_rgb(34, 39, 56));
    ui_text(u, x, y, label, px, false, ui_rgb(180, 186, 200), UI_LEFT);
    x += ui_text_width(u, label, px, false);
    for (int p = 0; p < c->st.settings.n_players; p++) {
        x += gap;
        ui_emblem(u->r, p, (float)(x + er), (float)top.h / 2, (float)er, campaign_seat_colour(p));
        x += 2 * er + ui_px(u, 4);
        ui_text(u, x, y, num[p], px, true, ui_rgb(236, 238, 244), UI_LEFT);
        x += ui_text_width(u, num[p], px, true);
    }
    char tip[1400];
    campaign_standing_text(c, tip, sizeof tip);
    ui_tooltip(u, r, tip);
    return r.x - pad;
}
