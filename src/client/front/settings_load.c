/*
 * The settings and the list of saved games, opened from the menu or over a game
 * (its pause menu); Back returns to whichever opened them.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "conquest/conquest.h"
#include "conquest/look.h"
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
#include "skirmish/i18n.h"

static const char *on_off(bool on)
{
    return on ? C_("setting", "on") : C_("setting", "off");
}

/* The language row: 0 is the system's, then the shipped languages in order. */
static int language_index(const char *code)
{
    for (int i = 0; code[0] && i < i18n_language_count(); i++)
        if (strcmp(i18n_language_at(i)->code, code) == 0)
            return i + 1;
    return 0;
}

static void language_value(const char *code, char *out, size_t size)
{
    int i = language_index(code);
    if (i > 0) {
        /* Each language is named in itself, so a player lost in a foreign one
         * still finds their own. */
        snprintf(out, size, "%s", i18n_language_at(i - 1)->name);
        return;
    }
    const char *now = i18n_language();
    const char *name = now;
    for (int k = 0; k < i18n_language_count(); k++)
        if (strcmp(i18n_language_at(k)->code, now) == 0)
            name = i18n_language_at(k)->name;
    /* TRANSLATORS: the language setting that follows the system; %s is the
     * language that gives, named in itself ("English", "Français", ...). */
    snprintf(out, size, _("System (%s)"), name);
}

/* The UI scale row: the display's (0), then 100 % to 200 % by quarters. */
static int ui_scale_step(int now, int d)
{
    enum { STEPS = (DATA_PREFS_UI_SCALE_MAX - DATA_PREFS_UI_SCALE_MIN) / 25 + 1 };
    int i = now == 0 ? 0 : (now - DATA_PREFS_UI_SCALE_MIN) / 25 + 1;
    i = ui_wrap(i, d, STEPS + 1);
    return i == 0 ? 0 : DATA_PREFS_UI_SCALE_MIN + (i - 1) * 25;
}

static void ui_scale_value(const app *a, char *out, size_t size)
{
    if (a->prefs.ui_scale)
        snprintf(out, size, _("%d %%"), a->prefs.ui_scale);
    else
        /* TRANSLATORS: the UI scale that follows the display's pixel density;
         * %d is the percentage that gives (French writes "%d %%"). */
        snprintf(out, size, _("Display's (%d %%)"), app_ui_percent(a));
}

void front_apply_language(app *a)
{
    i18n_set_language(a->prefs.language);
    a->dirty = true;
}

static void settings_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    ui_screen_background(u, _("Settings"));
    int w = ui_px(u, 720), x = a->w / 2 - w / 2, y = ui_px(u, 104), row = ui_px(u, 38), gap = ui_px(u, 7);
    data_prefs *p = &a->prefs;
    char value[64];
    language_value(p->language, value, sizeof value);
    int d = ui_stepper(u, ui_rect(x, y, w, row), _("Language"), value);
    if (d) {
        int n = i18n_language_count() + 1;
        int i = ui_wrap(language_index(p->language), d, n);
        snprintf(p->language, sizeof p->language, "%s", i == 0 ? "" : i18n_language_at(i - 1)->code);
        front_apply_language(a);
        app_save_prefs(a);
        return;
    }
    y += row + gap;
    ui_scale_value(a, value, sizeof value);
    d = ui_stepper(u, ui_rect(x, y, w, row), _("UI scale"), value);
    if (d) {
        p->ui_scale = ui_scale_step(p->ui_scale, d);
        app_save_prefs(a);
        app_resize(a);
        return;
    }
    y += row + gap;
    d = ui_stepper(u, ui_rect(x, y, w, row), _("Animation speed"), ui_anim_speed_label(p->anim_speed));
    if (d) {
        p->anim_speed = (data_anim_speed)ui_wrap((int)p->anim_speed, d, DATA_ANIM_COUNT);
        app_save_prefs(a);
    }
    y += row + gap;
    if (ui_stepper(u, ui_rect(x, y, w, row), _("Full screen (F11)"), on_off(p->fullscreen))) {
        app_toggle_fullscreen(a);
        return;
    }
    y += row + gap;
    if (ui_stepper(u, ui_rect(x, y, w, row), _("Threat overlay at start"), on_off(p->show_threats))) {
        p->show_threats = !p->show_threats;
        app_save_prefs(a);
    }
    y += row + gap;
    if (ui_stepper(u, ui_rect(x, y, w, row), _("Confirm ending a turn early"), on_off(p->confirm_end_turn))) {
        p->confirm_end_turn = !p->confirm_end_turn;
        app_save_prefs(a);
    }
    y += row + gap;
    /* Off: a turn stays open after its last action until End turn, so Undo can
     * still take either action back. */
    if (ui_stepper(u, ui_rect(x, y, w, row), _("End turn automatically"), on_off(p->end_turn_auto))) {
        p->end_turn_auto = !p->end_turn_auto;
        app_save_prefs(a);
    }
    y += row + gap;
    char volume[32];
    /* TRANSLATORS: the sound volume in percent (French writes "70 %"). */
    snprintf(volume, sizeof volume, _("%d %%"), p->sound_volume);
    d = ui_stepper(u, ui_rect(x, y, w, row), _("Sound volume"), volume);
    if (d) {
        p->sound_volume += d * 10;
        p->sound_volume = p->sound_volume < 0 ? 0 : p->sound_volume > 100 ? 100 : p->sound_volume;
        audio_set_volume(a, p->sound_volume);
        audio_play(a, AUDIO_CLICK);
        app_save_prefs(a);
    }
    y += row + gap;
    if (ui_stepper(u, ui_rect(x, y, w, row), _("Sound"), p->sound_muted ? _("muted") : C_("setting", "on"))) {
        p->sound_muted = !p->sound_muted;
        audio_set_muted(a, p->sound_muted);
        app_save_prefs(a);
    }
    y += row + gap * 2;
    char where[DATA_PATH_MAX + 64];
    snprintf(where, sizeof where, _("Settings are kept in %s"), a->config_dir);
    ui_text_fit(u, ui_rect(ui_px(u, 8), y, a->w - ui_px(u, 16), ui_px(u, 20)), where, ui_px(u, 13), false,
                ui_rgb(130, 136, 150), UI_CENTER);
    y += ui_px(u, 34);
    int bw = ui_px(u, 200), bh = ui_px(u, 44);
    if (ui_button(u, ui_rect(a->w / 2 - bw / 2, y, bw, bh), _("Back"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        app_scene_pop(a, NULL);
        return;
    }
}

/* The Load screen: the newest saves, each row as the Continue list's (the
 * shell's app_unfinished_row) with its Delete, which asks first. */
typedef struct load_screen {
    front_saves saves;
    int deleted; /* app_unfinished_deleted when the list was read */
} load_screen;

static void load_run(ui *u, void *self)
{
    load_screen *ls = self;
    front_saves *saves = &ls->saves;
    app *a = u->app;
    if (ls->deleted != app_unfinished_deleted(a)) { /* a Delete said yes: read the folder again */
        ls->deleted = app_unfinished_deleted(a);
        char keep[sizeof a->message];
        memcpy(keep, a->message, sizeof keep);
        front_list_saves(a, saves);
        memcpy(a->message, keep, sizeof keep);
    }
    ui_screen_background(u, _("Load game"));
    int w = ui_px(u, 900) < a->w - ui_px(u, 40) ? ui_px(u, 900) : a->w - ui_px(u, 40);
    int x = a->w / 2 - w / 2, y = ui_px(u, 130), row = ui_px(u, 40), gap = ui_px(u, 8);
    if (saves->n == 0) {
        ui_text(u, a->w / 2, y, _("No saved games yet."), ui_px(u, 16), false, ui_rgb(170, 176, 190), UI_CENTER);
        y += row; /* the Back button below the words, not over them */
    }
    const char *del = _("Delete");
    int del_w = ui_text_width(u, del, ui_px(u, 15), true) + ui_px(u, 24), del_gap = ui_px(u, 6);
    for (int i = 0; i < saves->n; i++) {
        if (ui_button(u, ui_rect(x + w - del_w, y, del_w, row), del, true)) {
            char question[560], title[400];
            app_unfinished_title(&saves->item[i], title, sizeof title);
            /* TRANSLATORS: asked before Delete in the Load list removes a saved game: the row's title */
            snprintf(question, sizeof question, _("Delete this saved game for good? %s"), title);
            app_unfinished_ask_delete_file(a, saves->path[i], question);
            return;
        }
        if (app_unfinished_row(u, ui_rect(x, y, w - del_w - del_gap, row), &saves->item[i])) {
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
    if (ui_button(u, ui_rect(a->w / 2 - bw / 2, y, bw, bh), _("Back"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
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
        /* The row as Continue shows a game: its game's own reading of the file. */
        app_unfinished_item *it = &out->item[out->n];
        memset(it, 0, sizeof *it);
        it->kind = front_unfinished_kind_of(path);
        snprintf(it->path, sizeof it->path, "%s", path);
        it->mtime_ns = (long long)items[i].mtime_ns;
        data_error rerr;
        data_error_clear(&rerr);
        if (!it->kind->read(a, path, it, &rerr)) {
            it->damaged = true;
            snprintf(it->why, sizeof it->why, "%.60s%s%.170s", rerr.key, rerr.key[0] ? _(": ") : "", rerr.message);
        }
        /* Say what is in it: the file name is a timestamp, the record has the rest. */
        const char *name = strrchr(path, '/');
        name = name ? name + 1 : path;
        char when[32] = "";
        int y, mo, d, h, mi, s;
        if (sscanf(name, "%4d%2d%2d-%2d%2d%2d", &y, &mo, &d, &h, &mi, &s) == 6) {
            struct tm tm = { .tm_year = y - 1900, .tm_mon = mo - 1, .tm_mday = d, .tm_hour = h, .tm_min = mi,
                             .tm_sec = s, .tm_isdst = -1 };
            i18n_date(when, sizeof when, mktime(&tm));
        }
        esc_record rec;
        memset(&rec, 0, sizeof rec);
        data_error err;
        int held = -1;
        char *title = out->title[out->n];
        size_t size = sizeof out->title[0];
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
        if (campaign_save_is(path)) {
            if (!campaign_save_title(path, title, (int)size))
                snprintf(title, size, _("%.60s · cannot be loaded"), when[0] ? when : name);
            out->n++;
            continue;
        }
#endif
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
        if (trts_save_is(path)) {
            if (!trts_save_title(path, title, size))
                snprintf(title, size, _("%.60s · cannot be loaded"), when[0] ? when : name);
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
            if (data_cq_save_load(path, map_name, sizeof map_name, seats, &g, &cs, &err)) {
                char shown[96];
                conquest_map_title(shown, sizeof shown, map_name);
                snprintf(title, size, _("%.48s · Conquest on %.40s · %d players · turn %d"), when[0] ? when : name, shown,
                         cs.n_players, cs.turn);
            }
            else
                snprintf(title, size, _("%.60s · cannot be loaded"), when[0] ? when : name);
            cq_graph_free(&g);
        } else if (data_save_load_held(path, &rec, NULL, &held, &err)) {
            /* A turn held open until its End turn is listed in its own round,
             * as the Continue list does and as loading opens it. */
            escarmouche_save_title_held(path, &rec, held, title, size);
            esc_record_free(&rec);
        } else {
            snprintf(title, size, _("%.60s · cannot be loaded"), when[0] ? when : name);
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
    load_screen *ls = calloc(1, sizeof *ls);
    if (!ls) {
        snprintf(a->message, sizeof a->message, "%s", _("out of memory"));
        return false;
    }
    front_list_saves(a, &ls->saves);
    ls->deleted = app_unfinished_deleted(a);
    *self = ls;
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
