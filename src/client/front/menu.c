/*
 * The screens around a match: main menu, match setup, settings and the list of
 * saved games.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "board_view.h"

static void background(ui *u, const char *title)
{
    app *a = u->app;
    if (!u->draw)
        return;
    SDL_SetRenderDrawColor(u->r, 16, 19, 28, 255);
    SDL_RenderClear(u->r);
    /* A faint checkerboard behind the menus. */
    int sq = ui_px(u, 48);
    for (int y = 0; y * sq < a->h; y++)
        for (int x = 0; x * sq < a->w; x++)
            if ((x + y) & 1)
                ui_fill(u, ui_rect(x * sq, y * sq, sq, sq), ui_rgb(20, 24, 35));
    ui_text(u, a->w / 2, ui_px(u, 40), title, ui_px(u, 44), true, ui_rgb(242, 236, 220), UI_CENTER);
}

static SDL_Rect column_button(ui *u, int index)
{
    int bw = ui_px(u, 300), bh = ui_px(u, 46), gap = ui_px(u, 12);
    return ui_rect(u->app->w / 2 - bw / 2, ui_px(u, 150) + index * (bh + gap), bw, bh);
}

static bool autosave_resumable(app *a)
{
    return a->match.autosave_path[0] && data_paths_is_file(a->match.autosave_path);
}

void scene_menu(ui *u)
{
    app *a = u->app;
    background(u, "Skirmish");
    ui_text(u, a->w / 2, ui_px(u, 96), "Tabletop strategy: Escarmouche skirmishes and Conquest campaigns", ui_px(u, 16), false,
            ui_rgb(170, 176, 190), UI_CENTER);
    int i = 0;
    if (autosave_resumable(a)) {
        if (ui_button(u, column_button(u, i), "Continue", true)) {
            char path[DATA_PATH_MAX];
            snprintf(path, sizeof path, "%s", a->match.autosave_path);
            app_load_match(a, path);
            return;
        }
        i++;
    }
    /* One entry per game: each has its own setup and play screens; the area-map
     * games (Conquest now, Campaign and TRTS later) share the area view. */
    if (ui_button(u, column_button(u, i++), "New Escarmouche match", a->n_maps > 0 && a->n_squads > 0) ||
        ui_pressed(u, UI_KEY_N)) {
        app_set_scene(a, SCENE_SETUP);
        return;
    }
    if (ui_button(u, column_button(u, i++), "Barracks", true)) {
        app_set_scene(a, SCENE_BARRACKS);
        return;
    }
    if (ui_button(u, column_button(u, i++), "New Conquest game", true)) {
        app_set_scene(a, SCENE_CQ_SETUP);
        return;
    }
    if (ui_button(u, column_button(u, i++), "Load game", true) || ui_pressed(u, UI_KEY_L)) {
        app_refresh_saves(a);
        app_set_scene(a, SCENE_LOAD);
        return;
    }
    if (ui_button(u, column_button(u, i++), "Watch the computer", a->n_maps > 0 && a->n_squads > 0)) {
        app_start_match(a, true);
        return;
    }
    if (ui_button(u, column_button(u, i++), "Settings", true)) {
        app_set_scene(a, SCENE_SETTINGS);
        return;
    }
    if (ui_button(u, column_button(u, i++), "Quit", true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        a->running = false;
        return;
    }
    if (a->message[0])
        ui_text(u, a->w / 2, column_button(u, i).y + ui_px(u, 16), a->message, ui_px(u, 15), false, ui_rgb(255, 180, 120),
                UI_CENTER);
    ui_text(u, a->w / 2, a->h - ui_px(u, 30), "F11 full screen · Esc back · drop a saved game or a squad file on the window",
            ui_px(u, 13), false, ui_rgb(120, 126, 140), UI_CENTER);
}

static void squad_summary(ui *u, SDL_Rect r, const esc_squad *s, int side)
{
    ui_panel(u, r);
    int pad = ui_px(u, 10), y = r.y + pad;
    char line[160];
    esc_squad_report rep = esc_squad_test(s);
    snprintf(line, sizeof line, "%d units · %d of %d rank points%s", rep.units, rep.rank_points, ESC_SQUAD_BUDGET,
             rep.problem == ESC_SQUAD_OK ? "" : " · cannot play");
    ui_text(u, r.x + pad, y, line, ui_px(u, 14), false, ui_rgb(180, 186, 200), UI_LEFT);
    y += ui_px(u, 24);
    if (rep.problem != ESC_SQUAD_OK) {
        /* A draft from the Barracks: say why it cannot start a match. */
        char why[200];
        esc_squad_report_text(&rep, s, why, (int)sizeof why);
        snprintf(line, sizeof line, "Draft: %.150s", why);
        ui_text(u, r.x + pad, y, line, ui_px(u, 14), true, ui_rgb(255, 112, 96), UI_LEFT);
        y += ui_px(u, 24);
    }
    int token = ui_px(u, 40);
    for (int i = 0; i < s->n_units && i < ESC_SQUAD_MAX; i++) {
        const esc_unit_def *d = &s->units[i];
        if (u->draw)
            board_draw_unit_token(u, ui_rect(r.x + pad, y, token, token), side, assets_portrait_for(d), 1.0f, false, false);
        esc_rank rank = esc_unit_rank(d);
        snprintf(line, sizeof line, "%s · %s", d->name, esc_rank_name(rank));
        ui_text(u, r.x + pad + token + pad, y + ui_px(u, 2), line, ui_px(u, 15), true, ui_rgb(230, 232, 240), UI_LEFT);
        char abil[120] = "";
        size_t n = 0;
        for (int k = 0; k < d->n_abilities && k < ESC_UNIT_ABILITY_CAPACITY; k++) {
            const esc_ability_info *info = esc_ability_get(d->abilities[k]);
            if (info)
                n += (size_t)snprintf(abil + n, n < sizeof abil ? sizeof abil - n : 0, "%s%s", k ? ", " : " · ", info->name);
        }
        snprintf(line, sizeof line, "H%d R%d P%d M%d%s", d->health, d->range, d->power, d->move, abil);
        ui_text(u, r.x + pad + token + pad, y + ui_px(u, 21), line, ui_px(u, 13), false, ui_rgb(160, 166, 182), UI_LEFT);
        y += token + ui_px(u, 6);
    }
}

static int wrap(int v, int n) { return n <= 0 ? 0 : ((v % n) + n) % n; }

void scene_setup(ui *u)
{
    app *a = u->app;
    setup_choice *c = &a->setup;
    background(u, "New match");
    int w = ui_px(u, 900) < a->w - ui_px(u, 40) ? ui_px(u, 900) : a->w - ui_px(u, 40);
    int x = a->w / 2 - w / 2, y = ui_px(u, 110), row = ui_px(u, 40), gap = ui_px(u, 8);
    char value[128];
    snprintf(value, sizeof value, "%s%s", a->maps[c->map].name, a->maps[c->map].zone ? " (objective)" : "");
    int d = ui_stepper(u, ui_rect(x, y, w, row), "Map", value);
    if (d)
        c->map = wrap(c->map + d, a->n_maps);
    y += row + gap;
    for (int s = 0; s < ESC_SIDES; s++) {
        char label[32];
        snprintf(label, sizeof label, "Player %d squad", s + 1);
        char squad_name[ESC_NAME_MAX + 16];
        snprintf(squad_name, sizeof squad_name, "%s%s", a->squads[c->squad[s]].name,
                 esc_squad_test(&a->squads[c->squad[s]]).problem == ESC_SQUAD_OK ? "" : " (draft)");
        d = ui_stepper(u, ui_rect(x, y, w, row), label, squad_name);
        if (d)
            c->squad[s] = wrap(c->squad[s] + d, a->n_squads);
        y += row + gap;
        snprintf(label, sizeof label, "Player %d", s + 1);
        static const char *const who[] = { "Human", "Computer (easy)", "Computer (normal)", "Computer (hard)" };
        int k = c->human[s] ? 0 : (c->level[s] == AI_EASY ? 1 : c->level[s] == AI_HARD ? 3 : 2);
        int step = ui_stepper(u, ui_rect(x, y, w, row), label, who[k]);
        if (step) {
            k = ((k + step) % 4 + 4) % 4;
            c->human[s] = k == 0;
            c->level[s] = k == 1 ? AI_EASY : k == 3 ? AI_HARD : AI_NORMAL;
        }
        y += row + gap;
    }
    snprintf(value, sizeof value, c->round_limit ? "%d rounds" : "no limit", c->round_limit);
    d = ui_stepper(u, ui_rect(x, y, w, row), "Round limit", value);
    if (d) {
        static const int limits[] = { 0, 10, 15, 20, 30, 40, 50 };
        int k = 0;
        for (int i = 0; i < 7; i++)
            if (limits[i] == c->round_limit)
                k = i;
        c->round_limit = limits[wrap(k + d, 7)];
    }
    y += row + gap * 2;
    int half = (w - gap) / 2;
    squad_summary(u, ui_rect(x, y, half, ui_px(u, 330)), &a->squads[c->squad[0]], 0);
    squad_summary(u, ui_rect(x + half + gap, y, half, ui_px(u, 330)), &a->squads[c->squad[1]], 1);
    y += ui_px(u, 330) + gap * 2;
    bool legal = esc_squad_test(&a->squads[c->squad[0]]).problem == ESC_SQUAD_OK &&
                 esc_squad_test(&a->squads[c->squad[1]]).problem == ESC_SQUAD_OK;
    int bw = ui_px(u, 200), bh = ui_px(u, 44);
    if (ui_button(u, ui_rect(a->w / 2 - bw - gap, y, bw, bh), "Back", true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        app_set_scene(a, SCENE_MENU);
        return;
    }
    if (ui_button(u, ui_rect(a->w / 2 + gap, y, bw, bh), "Start", legal) || (legal && ui_pressed(u, UI_KEY_ENTER))) {
        app_start_match(a, false);
        return;
    }
    if (a->message[0])
        ui_text(u, a->w / 2, y + bh + gap, a->message, ui_px(u, 15), false, ui_rgb(255, 180, 120), UI_CENTER);
}

void scene_settings(ui *u)
{
    app *a = u->app;
    background(u, "Settings");
    int w = ui_px(u, 640), x = a->w / 2 - w / 2, y = ui_px(u, 130), row = ui_px(u, 42), gap = ui_px(u, 10);
    data_prefs *p = &a->prefs;
    int d = ui_stepper(u, ui_rect(x, y, w, row), "Animation speed", data_anim_speed_name(p->anim_speed));
    if (d) {
        p->anim_speed = (data_anim_speed)wrap((int)p->anim_speed + d, DATA_ANIM_COUNT);
        app_save_prefs(a);
    }
    y += row + gap;
    if (ui_stepper(u, ui_rect(x, y, w, row), "Full screen (F11)", p->fullscreen ? "on" : "off")) {
        app_toggle_fullscreen(a);
        return;
    }
    y += row + gap;
    if (ui_stepper(u, ui_rect(x, y, w, row), "Threat overlay at start", p->show_threats ? "on" : "off")) {
        p->show_threats = !p->show_threats;
        app_save_prefs(a);
    }
    y += row + gap;
    if (ui_stepper(u, ui_rect(x, y, w, row), "Confirm ending a turn early", p->confirm_end_turn ? "on" : "off")) {
        p->confirm_end_turn = !p->confirm_end_turn;
        app_save_prefs(a);
    }
    y += row + gap * 3;
    char where[DATA_PATH_MAX + 32];
    snprintf(where, sizeof where, "Settings are kept in %s", a->config_dir);
    ui_text(u, a->w / 2, y, where, ui_px(u, 13), false, ui_rgb(130, 136, 150), UI_CENTER);
    y += ui_px(u, 40);
    int bw = ui_px(u, 200), bh = ui_px(u, 44);
    if (ui_button(u, ui_rect(a->w / 2 - bw / 2, y, bw, bh), "Back", true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        app_set_scene(a, a->match_live ? SCENE_BATTLE : SCENE_MENU);
        return;
    }
}

void scene_load(ui *u)
{
    app *a = u->app;
    background(u, "Load game");
    int w = ui_px(u, 640), x = a->w / 2 - w / 2, y = ui_px(u, 130), row = ui_px(u, 40), gap = ui_px(u, 8);
    if (a->n_saves == 0)
        ui_text(u, a->w / 2, y, "No saved games yet.", ui_px(u, 16), false, ui_rgb(170, 176, 190), UI_CENTER);
    for (int i = 0; i < a->n_saves; i++) {
        if (ui_button(u, ui_rect(x, y, w, row), a->save_titles[i], true)) {
            char path[DATA_PATH_MAX];
            snprintf(path, sizeof path, "%s", a->saves[i]);
            app_load_match(a, path);
            return;
        }
        y += row + gap;
    }
    y += gap * 2;
    if (a->message[0]) {
        ui_text(u, a->w / 2, y, a->message, ui_px(u, 14), false, ui_rgb(255, 180, 120), UI_CENTER);
        y += ui_px(u, 30);
    }
    int bw = ui_px(u, 200), bh = ui_px(u, 44);
    if (ui_button(u, ui_rect(a->w / 2 - bw / 2, y, bw, bh), "Back", true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        app_set_scene(a, a->match_live ? SCENE_BATTLE : SCENE_MENU);
        return;
    }
}
