/*
 * What the Replays screen, the replay screen and the games' views share
 * (replay/internal.h): the replays folder, the games' and the seats' names,
 * a player's row of the side panels, and the TRTS factions a TRTS record needs.
 * Calls nothing else of the folder.
 */
#include <stdio.h>

#include "replay/internal.h"
#include "replay/replay.h"
#include "skirmish/i18n.h"
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
#include "trts/trts.h"
#endif

void replay_folder(const app *a, char *out, size_t size)
{
    if (!a->user_dir[0] || !data_paths_join(out, size, a->user_dir, "replays"))
        out[0] = '\0';
}

void replay_seat_name(const replay_screen *s, int seat, char *out, size_t size)
{
    if (s->battle && seat >= 0 && seat < 2) {
        /* A Campaign battle's side: its campaign player's name. */
        data_seat_label(s->camp_seats, s->camp_n, s->battle_players[seat], out, size);
        return;
    }
    if (seat < 0 || seat >= s->info.n_seats) {
        snprintf(out, size, "?");
        return;
    }
    data_seat_label(s->info.seats, s->info.n_seats, seat, out, size);
}

int replay_player_row(ui *u, const replay_screen *s, SDL_Rect p, int y, int seat, SDL_Color colour, char *line,
                      size_t size, bool out)
{
    int pad = ui_px(u, 12), px = ui_px(u, 14);
    bool own = seat == s->viewer;
    if (u->draw) {
        ui_emblem(u->r, seat, (float)(p.x + pad + ui_px(u, 9)), (float)(y + ui_px(u, 10)), (float)ui_px(u, 8),
                  colour);
        if (own)
            ui_frame(u, ui_rect(p.x + ui_px(u, 4), y - ui_px(u, 2), p.w - ui_px(u, 8), ui_px(u, 24)),
                     ui_rgb(255, 230, 140), ui_px(u, 1));
        int w = p.w - 2 * pad - ui_px(u, 22);
        ui_text_cut(u, line, size, px, own, w);
        ui_text(u, p.x + pad + ui_px(u, 22), y, line, px, own, out ? ui_rgb(130, 136, 150) : ui_rgb(220, 224, 236),
                UI_LEFT);
    }
    return y + ui_px(u, 26);
}

void replay_map_and_panel(ui *u, int bottom, SDL_Rect *view, SDL_Rect *panel)
{
    app *a = u->app;
    int margin = ui_px(u, 12), top = ui_px(u, 44) + margin;
    int panel_w = a->w * 3 / 10 < ui_px(u, 300) ? ui_px(u, 300) : a->w * 3 / 10;
    if (panel_w > a->w / 2)
        panel_w = a->w / 2;
    *panel = ui_rect(a->w - panel_w - margin, top, panel_w, bottom - top - margin);
    *view = ui_rect(margin, top, panel->x - 2 * margin, bottom - top - margin);
}

bool replay_take_over_path(app *a, char *path, size_t size, char *why, size_t why_size)
{
    char dir[DATA_PATH_MAX];
    replay_folder(a, dir, sizeof dir);
    if (!dir[0] || !data_paths_make_dirs(dir) || !data_paths_join(path, size, dir, ".play-from-here.json")) {
        snprintf(why, why_size, "%s", _("There is no folder to start the game in."));
        return false;
    }
    return true;
}

const char *replay_game_name(data_replay_game g)
{
    switch (g) {
    case DATA_REPLAY_ESCARMOUCHE: return _("Escarmouche");
    case DATA_REPLAY_CONQUEST: return _("Conquest");
    case DATA_REPLAY_CAMPAIGN: return _("Campaign");
    case DATA_REPLAY_TRTS: return _("TRTS");
    }
    return "?";
}

const trts_rules *replay_trts_rules(app *a)
{
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    trts_content *c = trts_content_get(a);
    return c && c->rules_ok ? &c->rules : NULL;
#else
    (void)a;
    return NULL;
#endif
}
