/*
 * The settings and the list of saved games, opened from the menu or over a game
 * (its pause menu); Back returns to whichever opened them.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "conquest/conquest.h"
#include "escarmouche/escarmouche.h"
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
#include "campaign/campaign.h"
#endif
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
#include "trts/trts.h"
#endif
#include "front/front.h"
#include "shell/audio.h"
#include "shell/ui.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/files.h"
#include "skirmish/data/save_list.h"

static int wrap(int v, int n) { return n <= 0 ? 0 : ((v % n) + n) % n; }

static void settings_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    ui_screen_background(u, "Settings");
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
    y += row + gap;
    /* Off: a turn stays open after its last action until End turn, so Undo can
     * still take either action back. */
    if (ui_stepper(u, ui_rect(x, y, w, row), "End turn automatically", p->end_turn_auto ? "on" : "off")) {
        p->end_turn_auto = !p->end_turn_auto;
        app_save_prefs(a);
    }
    y += row + gap;
    char volume[32];
    snprintf(volume, sizeof volume, "%d %%", p->sound_volume);
    d = ui_stepper(u, ui_rect(x, y, w, row), "Sound volume", volume);
    if (d) {
        p->sound_volume += d * 10;
        p->sound_volume = p->sound_volume < 0 ? 0 : p->sound_volume > 100 ? 100 : p->sound_volume;
        audio_set_volume(a, p->sound_volume);
        audio_play(a, AUDIO_CLICK);
        app_save_prefs(a);
    }
    y += row + gap;
    if (ui_stepper(u, ui_rect(x, y, w, row), "Sound", p->sound_muted ? "muted" : "on")) {
        p->sound_muted = !p->sound_muted;
        audio_set_muted(a, p->sound_muted);
        app_save_prefs(a);
    }
    y += row + gap * 3;
    char where[DATA_PATH_MAX + 32];
    snprintf(where, sizeof where, "Settings are kept in %s", a->config_dir);
    ui_text(u, a->w / 2, y, where, ui_px(u, 13), false, ui_rgb(130, 136, 150), UI_CENTER);
    y += ui_px(u, 40);
    int bw = ui_px(u, 200), bh = ui_px(u, 44);
    if (ui_button(u, ui_rect(a->w / 2 - bw / 2, y, bw, bh), "Back", true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        app_scene_pop(a, NULL);
        return;
    }
}

static void load_run(ui *u, void *self)
{
    front_saves *saves = self;
    app *a = u->app;
    ui_screen_background(u, "Load game");
    int w = ui_px(u, 640), x = a->w / 2 - w / 2, y = ui_px(u, 130), row = ui_px(u, 40), gap = ui_px(u, 8);
    if (saves->n == 0)
        ui_text(u, a->w / 2, y, "No saved games yet.", ui_px(u, 16), false, ui_rgb(170, 176, 190), UI_CENTER);
    for (int i = 0; i < saves->n; i++) {
        if (ui_button(u, ui_rect(x, y, w, row), saves->title[i], true)) {
            char path[DATA_PATH_MAX];
            snprintf(path, sizeof path, "%s", saves->path[i]);
            front_load_game(a, path);
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
        app_scene_pop(a, NULL);
        return;
    }
}

const scene front_settings_scene = {
    .name = "settings",
    .event = settings_run,
    .frame = settings_run,
};

void front_list_saves(app *a, front_saves *out)
{
    char dir[DATA_PATH_MAX];
    out->n = 0;
    if (!a->user_dir[0] || !data_paths_join(dir, sizeof dir, a->user_dir, "saves"))
        return;
    /* Every save, newest first by time written, whatever their names. */
    data_save_item *items = NULL;
    data_error lerr;
    int n = data_save_list(dir, &items, &lerr);
    if (n < 0) {
        data_error_format(&lerr, a->message, sizeof a->message);
        return;
    }
    for (int i = 0; i < n && out->n < FRONT_MAX_SAVES; i++) {
        const char *path = items[i].path;
        memcpy(out->path[out->n], path, DATA_PATH_MAX);
        /* Say what is in it: the file name is a timestamp, the record has the rest. */
        const char *name = strrchr(path, '/');
        name = name ? name + 1 : path;
        char when[32] = "";
        int y, mo, d, h, mi, s;
        if (sscanf(name, "%4d%2d%2d-%2d%2d%2d", &y, &mo, &d, &h, &mi, &s) == 6)
            snprintf(when, sizeof when, "%04d-%02d-%02d %02d:%02d", y, mo, d, h, mi);
        esc_record rec;
        memset(&rec, 0, sizeof rec);
        data_error err;
        char *title = out->title[out->n];
        size_t size = sizeof out->title[0];
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
        if (campaign_save_is(path)) {
            if (!campaign_save_title(path, title, (int)size))
                snprintf(title, size, "%.60s · cannot be loaded", when[0] ? when : name);
            out->n++;
            continue;
        }
#endif
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
        if (trts_save_is(path)) {
            if (!trts_save_title(path, title, size))
                snprintf(title, size, "%.60s · cannot be loaded", when[0] ? when : name);
            out->n++;
            continue;
        }
#endif
        if (data_cq_save_is(path)) {
            static cq_state cs;
            cq_graph g;
            cq_graph_init(&g);
            int seats[CQ_MAX_PLAYERS];
            char map_name[64];
            if (data_cq_save_load(path, map_name, sizeof map_name, seats, &g, &cs, &err))
                snprintf(title, size, "%.48s · Conquest on %.40s · %d players · turn %d", when[0] ? when : name, map_name,
                         cs.n_players, cs.turn);
            else
                snprintf(title, size, "%.60s · cannot be loaded", when[0] ? when : name);
            cq_graph_free(&g);
        } else if (data_save_load(path, &rec, &err)) {
            escarmouche_save_title(path, &rec, title, size);
            esc_record_free(&rec);
        } else {
            snprintf(title, size, "%.60s · cannot be loaded", when[0] ? when : name);
        }
        out->n++;
    }
    free(items);
}

bool front_load_game(app *a, const char *path)
{
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    if (campaign_save_is(path))
        return campaign_load(a, path);
#endif
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    if (trts_save_is(path))
        return trts_load(a, path);
#endif
    if (data_cq_save_is(path))
        return conquest_load(a, path);
    return escarmouche_load(a, path);
}

static bool load_enter(app *a, const void *arg, void **self)
{
    (void)arg;
    front_saves *saves = malloc(sizeof *saves);
    if (!saves) {
        snprintf(a->message, sizeof a->message, "out of memory");
        return false;
    }
    front_list_saves(a, saves);
    *self = saves;
    return true;
}

static void load_leave(app *a, void *self)
{
    (void)a;
    free(self);
}

const scene front_load_scene = {
    .name = "load",
    .enter = load_enter,
    .leave = load_leave,
    .event = load_run,
    .frame = load_run,
};
