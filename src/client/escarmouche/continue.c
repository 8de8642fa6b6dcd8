/*
 * Continue in Escarmouche: escarmouche_continue opens the one unfinished match
 * the autosaves keep, or Escarmouche's own list of them (one file each, newest
 * first) when there is more than one. Above content.c (it lists and loads the
 * autosaves), which never calls back here. The main menu's Continue lists them with every other
 * game's unfinished games instead (shell/unfinished.c, fed by front/unfinished.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "escarmouche/escarmouche.h"
#include "shell/ui.h"
#include "skirmish/i18n.h"

static void continue_run(ui *u, void *self)
{
    escarmouche_autosaves *list = self;
    app *a = u->app;
    ui_screen_background(u, _("Continue a match"));
    /* Wide: a title (date · two squads · state) runs longer in French or Spanish. */
    int w = ui_px(u, 760) < a->w - ui_px(u, 40) ? ui_px(u, 760) : a->w - ui_px(u, 40);
    int x = a->w / 2 - w / 2, y = ui_px(u, 130), row = ui_px(u, 40), gap = ui_px(u, 8);
    for (int i = 0; i < list->n; i++) {
        if (ui_button(u, ui_rect(x, y, w, row), list->title[i], true)) {
            char path[DATA_PATH_MAX];
            snprintf(path, sizeof path, "%s", list->path[i]);
            escarmouche_load(a, path);
            return;
        }
        y += row + gap;
    }
    y += gap * 2;
    if (a->message[0]) {
        /* As many lines as it takes (a file's name, a longer language): the
         * button goes under them. */
        y += ui_text_wrapped(u, ui_rect(x, y, w, 0), a->message, ui_px(u, 14), ui_rgb(255, 180, 120)) + ui_px(u, 12);
    }
    int bw = ui_px(u, 200), bh = ui_px(u, 44);
    if (ui_button(u, ui_rect(a->w / 2 - bw / 2, y, bw, bh), _("Back"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        app_scene_pop(a, NULL);
        return;
    }
}

static bool continue_enter(app *a, const void *arg, void **self)
{
    (void)arg;
    escarmouche_autosaves *list = malloc(sizeof *list);
    if (!list)
        return false;
    escarmouche_list_autosaves(a, list);
    *self = list;
    return true;
}

static void continue_leave(app *a, void *self)
{
    (void)a;
    free(self);
}

const scene escarmouche_continue_scene = {
    .name = "continue",
    .help = "escarmouche",
    .enter = continue_enter,
    .leave = continue_leave,
    .event = continue_run,
    .frame = continue_run,
};

bool escarmouche_continue(app *a)
{
    escarmouche_autosaves *list = malloc(sizeof *list);
    if (!list)
        return false;
    escarmouche_list_autosaves(a, list);
    bool ok = false;
    if (list->n == 1) {
        char path[DATA_PATH_MAX];
        snprintf(path, sizeof path, "%s", list->path[0]);
        ok = escarmouche_load(a, path);
    } else if (list->n > 1) {
        ok = app_scene_push(a, &escarmouche_continue_scene, NULL);
    }
    /* A damaged autosave was set aside on the way: the screen now open says so
     * (the battle in its top bar, the list under its rows: opening it cleared
     * the message the menu had). */
    if (ok && list->set_aside[0] && list->n > 1)
        app_notify(a, list->set_aside);
    free(list);
    return ok;
}
