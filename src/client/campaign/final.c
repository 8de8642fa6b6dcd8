/*
 * The campaign's final table, drawn over the map once the campaign is over: the
 * title told from the only human's seat (Victory or Defeat) or naming the
 * winners, how it was won, then one line per player (locations, Renown earned,
 * supply, or the turn it was eliminated) and the battles and turns played. It
 * reads the screen's state and draws; play.c calls it, it calls nothing of
 * play.c's.
 */
#include <stdio.h>

#include "campaign/internal.h"
#include "skirmish/i18n.h"

/* A line of the final table: the player, its locations, Renown earned, supply. */
static void final_row(const campaign_screen *c, int p, char *t, size_t size)
{
    int locs = 0, supply = 0;
    for (int l = 0; l < c->map.n_locations; l++)
        if (c->st.forces.control[l] == p) {
            locs++;
            supply += c->map.locations[l].supply;
        }
    const campaign_player *pl = &c->st.players[p];
    char name[80];
    if (c->st.winners >> p & 1)
        /* TRANSLATORS: a winner's line of the final table: "Player 1 (winner)" */
        snprintf(name, sizeof name, _("%s (winner)"), campaign_seat_label(p));
    else
        snprintf(name, sizeof name, "%s", campaign_seat_label(p));
    if (pl->eliminated)
        /* TRANSLATORS: a line of the final table: "Player 2 · eliminated in turn 4 · 3 Renown" */
        snprintf(t, size, _("%s · eliminated in turn %d · %d Renown"), name, pl->eliminated_turn,
                 pl->renown_earned);
    else
        /* TRANSLATORS: a line of the final table: the player, the locations held, Renown earned, supply held */
        snprintf(t, size, _("%s · %d · %d Renown · %d supply"), name, locs, pl->renown_earned, supply);
}

void campaign_draw_final(ui *u, const campaign_screen *c, SDL_Rect view)
{
    int n = c->st.settings.n_players;
    char why[240];
    campaign_standing_why(c, why, sizeof why);
    /* What the timed victory weighs (play-test 14: "lost all 3 battles and still won"). */
    const char *rule = c->st.victory == CAMPAIGN_VICTORY_TIMED
                           ? _("After the last turn the most places wins; the Renown the battles gave only breaks a tie "
                               "on places.")
                           : "";
    int bw = ui_px_text(u, 500), bh = ui_px(u, 120) + n * ui_px(u, 24) + (why[0] ? ui_px(u, 24) : 0);
    /* As wide as its longest line needs (a winner's name in a longer language). */
    for (int p = 0; p < n; p++) {
        char row[200];
        final_row(c, p, row, sizeof row);
        int need = ui_text_width(u, row, ui_px(u, 14), (c->st.winners >> p & 1) != 0) + ui_px(u, 48);
        bw = need > bw ? need : bw;
    }
    /* Over the map, or over the panel too when the map is narrower than the
     * table's text (never under 12 px) needs. */
    const app *a = u->app;
    if (bw > a->w - ui_px(u, 16))
        bw = a->w - ui_px(u, 16);
    if (rule[0]) {
        ui quiet = *u;
        quiet.draw = false;
        bh += ui_text_wrapped(&quiet, ui_rect(0, 0, bw - ui_px(u, 32), 0), rule, ui_px(u, 12), ui_rgb(0, 0, 0)) +
              ui_px(u, 8);
    }
    int bx = view.x + (view.w - bw) / 2;
    bx = bx + bw > a->w - ui_px(u, 8) ? a->w - ui_px(u, 8) - bw : bx;
    bx = bx < ui_px(u, 8) ? ui_px(u, 8) : bx;
    SDL_Rect box = { bx, view.y + (view.h - bh) / 2, bw, bh };
    ui_panel(u, box);
    char t[200];
    int won = 0;
    for (int p = 0; p < n; p++)
        won += c->st.winners >> p & 1;
    char who[120];
    who[0] = '\0';
    for (int p = 0; p < n; p++)
        if (c->st.winners >> p & 1) {
            if (!who[0]) {
                snprintf(who, sizeof who, "%s", campaign_seat_label(p));
            } else {
                char was[120];
                snprintf(was, sizeof was, "%s", who);
                /* TRANSLATORS: joins the winners: "Player 1 and Player 2" */
                snprintf(who, sizeof who, C_("winners", "%s and %s"), was, campaign_seat_label(p));
            }
        }
    int human = data_seat_only_human(c->seats, n);
    if (human >= 0)
        /* Against the computer the end is told from the human's seat. TRANSLATORS: the final table's
         * title against the computer: "Victory (domination)", "Defeat (timed)" */
        snprintf(t, sizeof t, (c->st.winners >> human & 1) ? _("Victory (%s)") : _("Defeat (%s)"),
                 campaign_victory_name(c->st.victory));
    else
        /* TRANSLATORS: the final table's title: the winner(s), then how it was won, e.g. "Player 1 wins (domination)" */
        snprintf(t, sizeof t, P_("%s wins (%s)", "%s win (%s)", won), who, campaign_victory_name(c->st.victory));
    int x = box.x + ui_px(u, 16), y = box.y + ui_px(u, 14);
    ui_text(u, box.x + box.w / 2, y, t, ui_px(u, 20), true, ui_rgb(245, 246, 250), UI_CENTER);
    y += ui_px(u, 34);
    if (why[0]) { /* the deciding key, said (play-test 11: a campaign won on Renown surprised) */
        ui_text_fit(u, ui_rect(x, y, box.w - ui_px(u, 32), ui_px(u, 18)), why, ui_px(u, 14), true,
                    ui_rgb(236, 206, 120), UI_CENTER);
        y += ui_px(u, 26);
    }
    if (rule[0]) {
        y += ui_text_wrapped(u, ui_rect(x, y, box.w - ui_px(u, 32), 0), rule, ui_px(u, 12), ui_rgb(180, 186, 200)) +
             ui_px(u, 8);
    } else if (!why[0]) {
        y += ui_px(u, 6);
    }
    /* TRANSLATORS: the final table's column heads */
    ui_text(u, x, y, _("Player · locations · Renown earned · supply"), ui_px(u, 12), false,
            ui_rgb(150, 156, 172), UI_LEFT);
    y += ui_px(u, 22);
    for (int p = 0; p < n; p++) {
        final_row(c, p, t, sizeof t);
        if (u->draw)
            ui_emblem(u->r, p, (float)(x + ui_px(u, 6)), (float)(y + ui_px(u, 8)), (float)ui_px(u, 7),
                      campaign_seat_colour(p));
        /* A little smaller when a longer language needs it. */
        int rpx = ui_px(u, 14);
        SDL_Rect row = ui_rect(x + ui_px(u, 18), y, box.x + box.w - x - ui_px(u, 26), rpx * 5 / 4);
        ui_text_fit(u, row, t, rpx, (c->st.winners >> p & 1) != 0, ui_rgb(226, 230, 238), UI_LEFT);
        y += ui_px(u, 24);
    }
    snprintf(t, sizeof t, _("Battles fought: %d · turns played: %d"), c->st.battles_fought, c->st.turn);
    ui_text(u, x, y + ui_px(u, 6), t, ui_px(u, 12), false, ui_rgb(150, 156, 172), UI_LEFT);
}
