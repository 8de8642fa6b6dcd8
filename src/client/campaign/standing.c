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

/* The timed victory's keys, in the rules' order: the core ranks them
 * (campaign_rank_first), the map's control as it shows it. */
enum { KEY_PLACES = CAMPAIGN_RANK_PLACES, KEY_RENOWN = CAMPAIGN_RANK_RENOWN, KEY_SUPPLY = CAMPAIGN_RANK_SUPPLY,
       KEY_COUNT = CAMPAIGN_RANK_KEYS };

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
    campaign_rank_keys(&c->st, campaign_shown_forces(c)->control, p, key);
}

static uint8_t players_alive(const campaign_screen *c, bool alive)
{
    uint8_t out = 0;
    for (int p = 0; p < c->st.settings.n_players; p++)
        if (c->st.players[p].eliminated != alive)
            out |= (uint8_t)(1u << p);
    return out;
}

int campaign_standing_decider(const campaign_screen *c)
{
    int k;
    campaign_rank_first(&c->st, campaign_shown_forces(c)->control, players_alive(c, true), &k);
    return k;
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

static int draw_tracker(ui *u, const campaign_screen *c, SDL_Rect top, int right, int left)
{
    int px = ui_px(u, 14), er = ui_px(u, 6), gap = ui_px(u, 10), pad = ui_px(u, 14);
    /* The places always; the key that breaks a tie on places as well (a
     * narrow bar keeps the places alone: the tooltip says the rest). */
    static const char *const labels[KEY_COUNT] = {
        /* TRANSLATORS: the victory tracker in the top bar, before each player's emblem and places held */
        N_("Places held:"),
        /* TRANSLATORS: the victory tracker, when places are level: each player's Renown earned, the first tie-break */
        N_("Tie-break, Renown earned:"),
        /* TRANSLATORS: the victory tracker, when places and Renown are level: each player's supply held (a
         * place's supply is ten times the +gold printed on it), the second tie-break */
        N_("Tie-break, supply held:"),
    };
    /* Renown, the first tie-break, always beside the places (play-test 14:
     * "lost all 3 battles and still won": the battles' Renown only breaks a
     * tie on places). Always that one label (play-test 15: it read "supply
     * held" in Orders and "Renown earned" in the reveal, as the decider
     * changed): supply, the second, is in the tooltip and the Standing. */
    int shown[2] = { KEY_PLACES, KEY_RENOWN };
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
    /* Only right of the title, never over it (play-test 9: with four players
     * the phase went under the tracker); the title's width is the same in
     * every phase (top_bar.c), so the tracker never takes its words in one
     * phase and leaves them in another (play-test 17). */
    int room = right - pad - left;
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

/* ---- the Standing panel (S, or its button in the top bar) ---- */

/* Play-test 10: the bar's tracker came and went with the room it had, and a
 * campaign ended on a supply tie-break nobody was told of. The panel is always
 * one key away: every player's places, Renown earned and supply held, ranked
 * in the rules' order, how the last turn decides and how many turns are left.
 * Only public things (no gold, no armies' units). */

static void rank_order(const campaign_screen *c, int order[CAMPAIGN_MAX_PLAYERS])
{
    /* The core's ranking, first the players still in, then the eliminated;
     * tied players in seat order. */
    int n = 0;
    for (int pass = 0; pass < 2; pass++)
        for (uint8_t left = players_alive(c, pass == 0); left;) {
            uint8_t first = campaign_rank_first(&c->st, campaign_shown_forces(c)->control, left, NULL);
            for (int p = 0; p < CAMPAIGN_MAX_PLAYERS; p++)
                if (first >> p & 1u)
                    order[n++] = p;
            left &= (uint8_t)~first;
        }
}

static void turns_text(const campaign_screen *c, char *out, size_t size)
{
    int turn = campaign_step_turn(c), limit = c->st.settings.turn_limit, left = limit - turn + 1;
    if (c->step == CSTEP_OVER)
        /* TRANSLATORS: the Standing panel, once the campaign is over */
        snprintf(out, size, "%s", _("The campaign is over."));
    else if (c->step == CSTEP_PHASE5 && left > 1)
        /* TRANSLATORS: the Standing panel while a turn's resolution is shown: the turn just played, the turn
           limit, the turns still to play */
        snprintf(out, size, P_("Turn %d of %d is played: %d turn left.", "Turn %d of %d is played: %d turns left.",
                               left - 1),
                 turn, limit, left - 1);
    else if (left <= 1)
        /* TRANSLATORS: the Standing panel: %d is the turn limit */
        snprintf(out, size, _("Turn %d is the last one: the campaign is decided at its end."), limit);
    else
        /* TRANSLATORS: the Standing panel: the turn on screen, the turn limit, the turns still to play */
        snprintf(out, size,
                 P_("Turn %d of %d: %d turn left to play, this one included.",
                    "Turn %d of %d: %d turns left to play, this one included.", left),
                 turn, limit, left);
}

static void standing_close(app *a) { app_scene_pop(a, NULL); }

static int column_text(ui *u, int x, int y, const char *t, int px, bool bold, SDL_Color col)
{
    return ui_text(u, x, y, t, px, bold, col, UI_LEFT);
}

static void standing_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    campaign_screen *c = campaign_current(a);
    if (!c) {
        standing_close(a);
        return;
    }
    int n = c->st.settings.n_players, pad = ui_px(u, 16), px = ui_px(u, 13);
    int w = a->w - 2 * ui_px(u, 20) < ui_px(u, 620) ? a->w - 2 * ui_px(u, 20) : ui_px(u, 620);
    int x = a->w / 2 - w / 2, iw = w - 2 * pad;
    const char *how = _("After the last turn, the player holding the most places wins. Ties on places: Renown earned "
                        "(+1 per battle a Hero fought, won or lost, +1 more for a win), then supply held (a place's "
                        "supply is ten times the +gold printed on it). A full tie shares the win. Each battle's "
                        "Renown is told in What happened.");
    char turns[200], now[300], instant[600];
    turns_text(c, turns, sizeof turns);
    static const char *const decides[KEY_COUNT + 1] = {
        N_("Now the places held decide."),
        N_("Now the places are level: Renown earned decides."),
        N_("Now places and Renown earned are level: supply held decides."),
        N_("Now places, Renown earned and supply are all level: the win would be shared."),
    };
    snprintf(now, sizeof now, "%s", _(decides[campaign_standing_decider(c)]));
    instant[0] = '\0';
    size_t m = 0;
    if (c->st.settings.domination)
        m += (size_t)snprintf(instant + m, sizeof instant - m, "%s ",
                              _("Domination: holding every place ringed in gold wins at once."));
    if (m < sizeof instant && c->st.settings.warlord)
        m += (size_t)snprintf(instant + m, sizeof instant - m, "%s ",
                              _("Warlord King: taking a player's last place wins at once."));
    if (m < sizeof instant)
        snprintf(instant + m, sizeof instant - m, "%s", _("The last player left wins at once."));
    static const char *const heads[KEY_COUNT] = {
        /* TRANSLATORS: the Standing panel's columns */
        N_("Places held"),
        N_("Renown earned"),
        N_("Supply held"),
    };
    ui quiet = *u;
    quiet.draw = false;
    quiet.ev = NULL;
    int row = ui_px(u, 24);
    int name_w = iw / 3, col_w = (iw - name_w) / KEY_COUNT, cpx = ui_px(u, 12), head_most = 0;
    for (int k = 0; k < KEY_COUNT; k++) {
        int hh = ui_text_wrapped(&quiet, ui_rect(0, 0, col_w - ui_px(u, 8), 0), _(heads[k]), cpx, ui_rgb(0, 0, 0));
        head_most = hh > head_most ? hh : head_most;
    }
    int h = ui_px(u, 48) + head_most + ui_text_wrapped(&quiet, ui_rect(0, 0, iw, 0), turns, px, ui_rgb(0, 0, 0)) +
            ui_text_wrapped(&quiet, ui_rect(0, 0, iw, 0), how, px, ui_rgb(0, 0, 0)) + row * n +
            ui_text_wrapped(&quiet, ui_rect(0, 0, iw, 0), now, px, ui_rgb(0, 0, 0)) +
            ui_text_wrapped(&quiet, ui_rect(0, 0, iw, 0), instant, ui_px(u, 12), ui_rgb(0, 0, 0)) + ui_px(u, 40) +
            ui_px(u, 80);
    int y = a->h / 2 - h / 2 < ui_px(u, 8) ? ui_px(u, 8) : a->h / 2 - h / 2;
    SDL_Rect box = ui_rect(x, y, w, h);
    ui_fill(u, ui_rect(0, 0, a->w, a->h), ui_rgba(0, 0, 0, 120));
    ui_panel(u, box);
    /* TRANSLATORS: the Standing panel's title: who leads the campaign and what decides it */
    ui_text(u, box.x + w / 2, y + ui_px(u, 12), _("Standing"), ui_px(u, 22), true, ui_rgb(240, 242, 248), UI_CENTER);
    y += ui_px(u, 48);
    x += pad;
    y += ui_text_wrapped(u, ui_rect(x, y, iw, 0), turns, px, ui_rgb(250, 236, 190)) + ui_px(u, 6);
    y += ui_text_wrapped(u, ui_rect(x, y, iw, 0), how, px, ui_rgb(210, 214, 226)) + ui_px(u, 10);
    /* The table: the columns in the rules' order, the one deciding now in gold. */
    int decider = campaign_standing_decider(c);
    /* each heading whole, on two lines in a narrow window or a longer language */
    int head_h = 0;
    for (int k = 0; k < KEY_COUNT; k++) {
        int hh = ui_text_wrapped(u, ui_rect(x + name_w + k * col_w, y, col_w - ui_px(u, 8), 0), _(heads[k]), cpx,
                                 k == decider ? ui_rgb(236, 206, 120) : ui_rgb(180, 186, 200));
        head_h = hh > head_h ? hh : head_h;
    }
    y += head_h + ui_px(u, 6);
    int order[CAMPAIGN_MAX_PLAYERS];
    rank_order(c, order);
    for (int i = 0; i < n; i++) {
        int p = order[i], er = ui_px(u, 7);
        long key[KEY_COUNT];
        keys_of(c, p, key);
        ui_emblem(u->r, p, (float)(x + er), (float)(y + row / 2 - ui_px(u, 3)), (float)er, campaign_seat_colour(p));
        char name[120];
        campaign_seat_fit(u, "%s", p, px, true, name_w - 2 * er - ui_px(u, 12), name, sizeof name);
        column_text(u, x + 2 * er + ui_px(u, 6), y, name, px, true, ui_rgb(236, 238, 244));
        for (int k = 0; k < KEY_COUNT; k++) {
            char v[32];
            if (c->st.players[p].eliminated)
                /* TRANSLATORS: the Standing panel: a player out of the campaign */
                snprintf(v, sizeof v, "%s", k == 0 ? _("eliminated") : "");
            else
                snprintf(v, sizeof v, "%ld", key[k]);
            column_text(u, x + name_w + k * col_w, y, v, px, k == decider, ui_rgb(236, 238, 244));
        }
        y += row;
    }
    y += ui_px(u, 4);
    y += ui_text_wrapped(u, ui_rect(x, y, iw, 0), now, px, ui_rgb(236, 206, 120)) + ui_px(u, 8);
    y += ui_text_wrapped(u, ui_rect(x, y, iw, 0), instant, ui_px(u, 12), ui_rgb(180, 186, 200)) + ui_px(u, 12);
    int bw = ui_px(u, 160);
    if (ui_button(u, ui_rect(box.x + w / 2 - bw / 2, y, bw, ui_px(u, 34)), _("Close (S)"), true) ||
        ui_pressed(u, UI_KEY_ESCAPE) || (ui_pressed(u, UI_KEY_S) && !u->ev->ctrl) || ui_pressed(u, UI_KEY_ENTER))
        standing_close(a);
}

static const scene campaign_standing_scene = {
    .name = "campaign-standing",
    .overlay = true,
    .event = standing_run,
    .frame = standing_run,
};

void campaign_standing_why(const campaign_screen *c, char *out, size_t size)
{
    out[0] = '\0';
    int n = c->st.settings.n_players, w = -1;
    for (int p = 0; p < n && w < 0; p++)
        if (c->st.winners >> p & 1)
            w = p;
    if (w < 0 || c->st.victory != CAMPAIGN_VICTORY_TIMED)
        return;
    int k = campaign_standing_decider(c);
    long kw[KEY_COUNT], best[KEY_COUNT] = { -1, -1, -1 };
    keys_of(c, w, kw);
    int r = -1; /* the runner-up: level with the winner on every key before the deciding one */
    for (int p = 0; p < n; p++) {
        long kp[KEY_COUNT];
        keys_of(c, p, kp);
        bool level = p != w && !c->st.players[p].eliminated;
        for (int j = 0; j < k && j < KEY_COUNT && level; j++)
            level = kp[j] == kw[j];
        if (level && (r < 0 || kp[k < KEY_COUNT ? k : 0] > best[k < KEY_COUNT ? k : 0])) {
            r = p;
            for (int j = 0; j < KEY_COUNT; j++)
                best[j] = kp[j];
        }
    }
    if (r < 0)
        return;
    const char *who = campaign_seat_label(w);
    if (k == KEY_PLACES)
        /* TRANSLATORS: the final table: why the winner of a timed victory won ("Ann holds 9 places to 7") */
        snprintf(out, size, P_("%s holds %ld place to %ld.", "%s holds %ld places to %ld.", kw[KEY_PLACES]), who,
                 kw[KEY_PLACES], best[KEY_PLACES]);
    else if (k == KEY_RENOWN)
        /* TRANSLATORS: the final table: places level, Renown decided ("8 places each; Ann wins on Renown earned, 3
         * to 2") */
        snprintf(out, size,
                 P_("%ld place each; %s wins on Renown earned, %ld to %ld.",
                    "%ld places each; %s wins on Renown earned, %ld to %ld.", kw[KEY_PLACES]),
                 kw[KEY_PLACES], who, kw[KEY_RENOWN], best[KEY_RENOWN]);
    else if (k == KEY_SUPPLY)
        /* TRANSLATORS: the final table: places and Renown level, supply decided */
        snprintf(out, size,
                 P_("%ld place and %ld Renown each; %s wins on supply held, %ld to %ld.",
                    "%ld places and %ld Renown each; %s wins on supply held, %ld to %ld.", kw[KEY_PLACES]),
                 kw[KEY_PLACES], kw[KEY_RENOWN], who, kw[KEY_SUPPLY], best[KEY_SUPPLY]);
    else
        /* TRANSLATORS: the final table: level on places, Renown and supply: the win is shared */
        snprintf(out, size, _("Level on places, Renown earned and supply held: the win is shared."));
}

int campaign_draw_standing(ui *u, const campaign_screen *c, SDL_Rect top, int right, int left)
{
    /* The panel's button, always there, then the tracker beside it when there is room. */
    const char *label = _("Standing (S)");
    int bh = top.h - ui_px(u, 10), bw = ui_text_width(u, label, ui_px(u, 15), true) + ui_px(u, 18);
    SDL_Rect b = ui_rect(right - bw, (top.h - bh) / 2, bw, bh);
    if (ui_button(u, b, label, true) || (ui_pressed(u, UI_KEY_S) && !u->ev->ctrl)) {
        app_scene_push(u->app, &campaign_standing_scene, NULL);
        u->app->dirty = true;
        return b.x - ui_px(u, 10);
    }
    if (u->draw) {
        char tip[1400];
        campaign_standing_text(c, tip, sizeof tip);
        ui_tooltip(u, b, tip);
    }
    right = b.x - ui_px(u, 10);
    return u->draw ? draw_tracker(u, c, top, right, left) : right;
}
