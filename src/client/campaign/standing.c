/*
 * The victory tracker in the campaign's top bar (play-test 3: "Supply" was
 * first seen on the Defeat screen). Each player's emblem and the places it
 * holds, as the map shows them; its tooltip says what wins as the rules rank
 * it (places, then Renown earned, then supply, after the last turn) and how far
 * each player is from Domination, with the Warlord King rule when it is on.
 * Only public things: control and supply are on the map, and Renown earned is
 * public by the spec (the client as the GM). Play-test 6: a campaign ended on
 * supply nobody had seen; so when the leaders tie on places, the bar adds the
 * key that now breaks the tie (Renown earned, then supply), and the tooltip
 * counts all three for every player.
 */
#include <stdio.h>
#include <string.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

/* The timed victory's keys, in the rules' order (campaign turn.c rank_first). */
enum { KEY_PLACES, KEY_RENOWN, KEY_SUPPLY, KEY_COUNT };

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

static void keys_of(const campaign_screen *c, int p, long key[KEY_COUNT])
{
    int places, supply, dom, dom_all;
    count(c, p, &places, &supply, &dom, &dom_all);
    key[KEY_PLACES] = places;
    key[KEY_RENOWN] = c->st.players[p].renown_earned;
    key[KEY_SUPPLY] = supply;
}

int campaign_standing_decider(const campaign_screen *c)
{
    uint8_t tied = 0;
    for (int p = 0; p < c->st.settings.n_players; p++)
        if (!c->st.players[p].eliminated)
            tied |= (uint8_t)(1u << p);
    for (int k = 0; k < KEY_COUNT; k++) {
        long best = -1;
        for (int p = 0; p < c->st.settings.n_players; p++) {
            long key[KEY_COUNT];
            keys_of(c, p, key);
            if ((tied >> p & 1u) && key[k] > best)
                best = key[k];
        }
        uint8_t next = 0;
        for (int p = 0; p < c->st.settings.n_players; p++) {
            long key[KEY_COUNT];
            keys_of(c, p, key);
            if ((tied >> p & 1u) && key[k] == best)
                next |= (uint8_t)(1u << p);
        }
        if (__builtin_popcount(next) <= 1)
            return k;
        tied = next;
    }
    return KEY_COUNT; /* a full tie: the win is shared */
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
            n += (size_t)snprintf(out + n, size - n,
                                  P_(" %s: %d place · Renown earned %d · %d supply · domination %d of %d.",
                                     " %s: %d places · Renown earned %d · %d supply · domination %d of %d.", places),
                                  campaign_seat_label(p), places, c->st.players[p].renown_earned, supply, dom, dom_all);
        else
            /* TRANSLATORS: the victory tracker's tooltip: a player's places and supply held */
            n += (size_t)snprintf(out + n, size - n,
                                  P_(" %s: %d place · Renown earned %d · %d supply.",
                                     " %s: %d places · Renown earned %d · %d supply.", places),
                                  campaign_seat_label(p), places, c->st.players[p].renown_earned, supply);
    }
    static const char *const now[KEY_COUNT + 1] = {
        /* TRANSLATORS: the victory tracker's tooltip: which key now decides the timed victory */
        N_("Now the places held decide."),
        N_("Now the places are level: Renown earned decides."),
        N_("Now places and Renown earned are level: supply held decides."),
        N_("Now places, Renown earned and supply are all level: the win would be shared."),
    };
    if (n < size)
        n += (size_t)snprintf(out + n, size - n, " %s", _(now[campaign_standing_decider(c)]));
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
    /* The places always; the key that breaks a tie on places as well, while it
     * decides (a narrow bar keeps the places alone: the tooltip says the rest). */
    static const char *const labels[KEY_COUNT] = {
        /* TRANSLATORS: the victory tracker in the top bar, before each player's emblem and places held */
        N_("Places held:"),
        /* TRANSLATORS: the victory tracker, when places are level: each player's Renown earned */
        N_("Renown earned:"),
        /* TRANSLATORS: the victory tracker, when places and Renown are level: each player's supply held */
        N_("Supply:"),
    };
    int decider = campaign_standing_decider(c);
    int shown[2] = { KEY_PLACES, decider == KEY_PLACES ? -1 : decider >= KEY_COUNT ? KEY_SUPPLY : decider };
    char num[2][CAMPAIGN_MAX_PLAYERS][16];
    int width[2] = { 0, 0 };
    for (int s = 0; s < 2; s++) {
        if (shown[s] < 0)
            continue;
        width[s] = ui_text_width(u, _(labels[shown[s]]), px, false);
        for (int p = 0; p < c->st.settings.n_players; p++) {
            long key[KEY_COUNT];
            keys_of(c, p, key);
            snprintf(num[s][p], sizeof num[s][p], c->st.players[p].eliminated ? "–" : "%ld", key[shown[s]]);
            width[s] += gap + 2 * er + ui_px(u, 4) + ui_text_width(u, num[s][p], px, true);
        }
    }
    /* Only beside the turn and phase, never over them (play-test 9: with four
     * players the phase went under the tracker). */
    char turn[200];
    snprintf(turn, sizeof turn, _("turn %d of %d"), campaign_step_turn(c), c->st.settings.turn_limit);
    size_t tl = strlen(turn);
    snprintf(turn + tl, sizeof turn - tl, " · %s", campaign_step_phase(c));
    int room = right - pad - (top.x + pad + ui_text_width(u, turn, ui_px(u, 17), true) + ui_px(u, 40));
    int w = width[0];
    if (shown[1] >= 0 && width[0] + pad + width[1] <= room)
        w += pad + width[1];
    else
        shown[1] = -1;
    if (w > room)
        return right;
    int x = right - w, y = (top.h - px * 5 / 4) / 2;
    SDL_Rect r = ui_rect(x - ui_px(u, 4), 0, w + ui_px(u, 8), top.h);
    ui_fill(u, ui_rect(r.x, ui_px(u, 4), r.w, top.h - ui_px(u, 8)), ui_rgb(34, 39, 56));
    for (int s = 0; s < 2; s++) {
        if (shown[s] < 0)
            continue;
        if (s == 1)
            x += pad;
        const char *label = _(labels[shown[s]]);
        ui_text(u, x, y, label, px, false, s == 1 ? ui_rgb(236, 206, 120) : ui_rgb(180, 186, 200), UI_LEFT);
        x += ui_text_width(u, label, px, false);
        for (int p = 0; p < c->st.settings.n_players; p++) {
            x += gap;
            ui_emblem(u->r, p, (float)(x + er), (float)top.h / 2, (float)er, campaign_seat_colour(p));
            x += 2 * er + ui_px(u, 4);
            ui_text(u, x, y, num[s][p], px, true, ui_rgb(236, 238, 244), UI_LEFT);
            x += ui_text_width(u, num[s][p], px, true);
        }
    }
    char tip[1400];
    campaign_standing_text(c, tip, sizeof tip);
    ui_tooltip(u, r, tip);
    return r.x - pad;
}
