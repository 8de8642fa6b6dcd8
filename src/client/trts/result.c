/*
 * TRTS's end-of-game table (the game screen draws it over the map once the game
 * is over): Victory or Defeat from the human's seat against the computer, the
 * winner by name in hot seat, then every player ranked with its areas, supply
 * on the map, units made and lost, and New game / View map / Main menu.
 */
#include <stdio.h>

#include "skirmish/i18n.h"
#include "trts/play_internal.h"

static const SDL_Color TEXT = { 226, 230, 238, 255 }, DIM = { 150, 156, 172, 255 };

void trts_result_table(ui *u, app *a, trts_screen *c, SDL_Rect box)
{
    const trts_state *s = &c->st;
    ui_panel(u, box);
    int rank[TRTS_MAX_PLAYERS];
    trts_ranking(s, rank);
    char text[160];
    int x = box.x + ui_px(u, 16), y = box.y + ui_px(u, 12), px = ui_px(u, 14);
    int human = data_seat_only_human(c->seats, s->n_players);
    int quitter = -1; /* a seat that conceded: the result says so, not "by elimination" */
    for (int p = 0; p < s->n_players && quitter < 0; p++)
        if (s->players[p].conceded)
            quitter = p;
    if (human >= 0 && quitter >= 0) {
        /* TRANSLATORS: the end of a TRTS game against the computer that ended by conceding: the computer's
         * name / the human conceded */
        if (quitter != human)
            snprintf(text, sizeof text, _("Victory: %s concedes"), trts_player_name(c, quitter));
        else
            snprintf(text, sizeof text, "%s", _("Defeat: you conceded"));
    } else if (human >= 0)
        /* Against the computer the result is told from the human's seat. TRANSLATORS: the end of a
         * TRTS game against the computer; by eliminating the others / when the rounds ran out */
        snprintf(text, sizeof text, "%s",
                 (s->winners & (1u << human))
                     ? (s->end == TRTS_END_ELIMINATION ? _("Victory by elimination") : _("Victory after the last round"))
                     : (s->end == TRTS_END_ELIMINATION ? _("Defeat by elimination") : _("Defeat after the last round")));
    else if (quitter >= 0)
        /* TRANSLATORS: the end of a TRTS game by conceding: the winner's name, faction; the one who conceded */
        snprintf(text, sizeof text, _("%s (%s) wins: %s conceded"), trts_player_name(c, s->winner),
                 i18n_content(trts_player_faction(s, s->winner)->name), trts_player_name(c, quitter));
    else
        /* TRANSLATORS: the end of a TRTS game: the winner's name, faction; by eliminating the others / when the
         * rounds ran out */
        snprintf(text, sizeof text,
                 s->end == TRTS_END_ELIMINATION ? _("%s (%s) wins by elimination") : _("%s (%s) wins after the last round"),
                 trts_player_name(c, s->winner), i18n_content(trts_player_faction(s, s->winner)->name));
    ui_text_fit(u, ui_rect(box.x + ui_px(u, 10), y, box.w - ui_px(u, 20), ui_px(u, 20) * 5 / 4), text, ui_px(u, 20), true,
                trts_player_colour(s->winner), UI_CENTER);
    y += ui_px(u, 34);
    /* the four figures' columns keep their width; a narrow box takes it from the
     * players' column */
    int cw = ui_px(u, 86), figs = box.x + box.w - ui_px(u, 8) - 4 * cw - x;
    if (figs > ui_px(u, 190))
        figs = ui_px(u, 190);
    int cols[] = { 0, ui_px(u, 30), figs, figs + cw, figs + 2 * cw, figs + 3 * cw, figs + 4 * cw };
    /* TRANSLATORS: the end table's column heads (narrow: about 8 characters): areas held, supply on the map,
     * units made, units lost */
    static const char *const heads[] = { "#", N_("Player"), N_("Areas"), N_("Supply"), N_("Made"), N_("Lost"), "" };
    for (int k = 0; k < 6; k++) { /* each head within its column */
        int right = k < 5 ? x + cols[k + 1] - ui_px(u, 4) : box.x + box.w - ui_px(u, 8);
        int left = x + cols[k];
        ui_text_fit(u, ui_rect(left, y, right - left, ui_px(u, 12) * 5 / 4), k ? _(heads[k]) : heads[k], ui_px(u, 12), true,
                    DIM, UI_LEFT);
    }
    y += ui_px(u, 20);
    for (int i = 0; i < s->n_players; i++) {
        int who = rank[i];
        const trts_player *P = &s->players[who];
        bool won = s->winners & (1u << who);
        snprintf(text, sizeof text, "%d", i + 1);
        ui_text(u, x, y, text, px, won, TEXT, UI_LEFT);
        /* TRANSLATORS: the player's name and faction in the end table; "out": eliminated */
        snprintf(text, sizeof text, P->eliminated ? _("%s · %s (out)") : _("%s · %s"), trts_player_name(c, who),
                 i18n_content(trts_player_faction(s, who)->name));
        /* A long name or language: the name alone (the colour says the seat), cut if need be. */
        int name_room = cols[2] - cols[1] - ui_px(u, 4);
        if (ui_text_width(u, text, px * 4 / 5, won) > name_room)
            snprintf(text, sizeof text, "%s", trts_player_name(c, who));
        ui_text_cut(u, text, sizeof text, px * 4 / 5, won, name_room);
        ui_text_fit(u, ui_rect(x + cols[1], y, name_room, px * 5 / 4), text, px, won, trts_player_colour(who), UI_LEFT);
        int fig[] = { trts_areas_of(s, who), trts_supply_on_map(s, who), P->made, P->lost };
        for (int k = 0; k < 4; k++) {
            snprintf(text, sizeof text, "%d", fig[k]);
            ui_text(u, x + cols[k + 2], y, text, px, won, TEXT, UI_LEFT);
        }
        y += ui_px(u, 24);
    }
    ui_result_choice pick = ui_result_buttons(u, box, _("New game"), ui_px(u, 34), ui_px(u, 10), ui_px(u, 12));
    if (pick == UI_RESULT_NONE && ui_pressed(u, UI_KEY_ESCAPE)) /* play-test 12: Esc did nothing here */
        pick = UI_RESULT_VIEW; /* closes the table, to the map ("View map") */
    if (pick != UI_RESULT_NONE)
        c->show_result = false;
    if (pick == UI_RESULT_AGAIN && c->again) { /* the setup keeps this game's length */
        int rounds = c->st.map->rounds;
        app_scene_open_from_root(a, c->again, &rounds);
    } else if (pick == UI_RESULT_AGAIN && c->online)
        app_scene_pop(a, NULL); /* online: the lobby, where the next game is made */
    else if (pick == UI_RESULT_AGAIN)
        app_scene_pop_to_root(a);
    else if (pick == UI_RESULT_MENU)
        app_scene_pop_to_root(a);
}
