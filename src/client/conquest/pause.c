/*
 * Conquest's game menu (Esc) and Save game: the menu is titled for a game going
 * on ("Paused") or a finished one ("Game over"); a save is a new file in the
 * player's saves folder, never over another (play_internal.h).
 */
#include <stdio.h>
#include <string.h>

#include "conquest/conquest.h"
#include "conquest/play_internal.h"
#include "shell/ui.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

bool conquest_save_now(app *a)
{
    conquest_screen *c = conquest_current(a);
    char dir[DATA_PATH_MAX], path[DATA_PATH_MAX], stem[64];
    data_file_time_stem(stem, sizeof stem, "-conquest");
    data_error err;
    if (!a->user_dir[0] || !data_paths_join(dir, sizeof dir, a->user_dir, "saves") || !data_paths_make_dirs(dir)) {
        snprintf(c->message, sizeof c->message, "%s", _("Not saved: cannot create the saves directory"));
        return false;
    }
    /* A new name, claimed atomically: never over another save. */
    data_seat seats[CQ_MAX_PLAYERS];
    conquest_match_seats(&c->match, seats);
    static data_cq_save_setup setup; /* large: not on the stack */
    conquest_save_setup(c, &setup);
    if (!data_cq_save_save_new_record(dir, stem, path, sizeof path, c->match.map_name, seats, &c->match.state,
                                      &c->log, &setup, &c->match.record, &err)) {
        char msg[700];
        data_error_format(&err, msg, sizeof msg);
        /* TRANSLATORS: %s says why (a file error). */
        snprintf(c->message, sizeof c->message, _("Not saved: %.180s"), msg);
        return false;
    }
    const char *name = strrchr(path, '/');
    /* TRANSLATORS: %s is the save's file name. */
    snprintf(c->message, sizeof c->message, _("Saved as %.150s"), name ? name + 1 : path);
    snprintf(c->message_good, sizeof c->message_good, "%s", c->message); /* green while it is shown */
    return true;
}

static void quit_to_menu(app *a, void *ctx)
{
    (void)ctx;
    app_scene_pop_to_root(a);
}

static void pause_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    conquest_screen *c = conquest_current(a);
    if (!c)
        return;
    /* A finished game is not paused (play-test 5): its menu says so, and its
     * first button goes back to the final map. */
    bool over = cq_state_over(&c->match.state);
    /* TRANSLATORS: the title of the menu Esc opens once the game is over */
    /* TRANSLATORS: the title of the menu Esc opens in an online game (it goes on: not paused) */
    SDL_Rect b = ui_menu_panel(u, over ? _("Game over") : c->online ? _("Game menu") : _("Paused"), 5); /* five buttons, all inside it */
    /* TRANSLATORS: the finished game's menu: back to the final map */
    if (ui_button(u, b, over ? _("Back to the map") : _("Resume"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        app_scene_pop(a, NULL);
        return;
    }
    ui_menu_next(u, &b);
    if (ui_button(u, b, _("Save game"), !c->animating && !c->online && !over)) /* nothing left to play */
        conquest_save_now(a);
    ui_menu_next(u, &b);
    if (ui_button(u, b, _("Rules and help (F1)"), a->help_scene != NULL)) {
        app_open_help(a);
        return;
    }
    ui_menu_next(u, &b);
    if (ui_button(u, b, _("Settings"), a->settings_scene != NULL)) {
        app_scene_push(a, a->settings_scene, NULL);
        return;
    }
    ui_menu_next(u, &b);
    /* TRANSLATORS: online Conquest, the menu: back to the lobby (the seat stays the player's) */
    if (ui_button(u, b, c->online ? _("Back to the lobby") : _("Quit to menu"), true)) {
        if (c->online) {
            app_scene_pop(a, NULL); /* this menu */
            app_scene_pop(a, NULL); /* the game: the lobby beneath */
        } else if (c->no_autosave && !over) {
            /* the coached first game is never autosaved: quitting loses it, so
             * it asks first, as the other games' quits do (play-test 16) */
            /* TRANSLATORS: asked by Quit to menu in Conquest's coached first game (a lesson: never autosaved) */
            app_confirm_safe(a, _("Quit the lesson? This game is not kept: Continue will not offer it."),
                             /* TRANSLATORS: the answer to "Quit the lesson?" that quits */
                             C_("answer", "Quit"),
                             /* TRANSLATORS: the answer to "Quit the lesson?" that stays in the game */
                             C_("answer", "Keep playing"), quit_to_menu, NULL);
        } else {
            app_scene_pop_to_root(a);
        }
        return;
    }
}

const scene conquest_pause_scene = {
    .name = "conquest-pause",
    .overlay = true,
    .event = pause_run,
    .frame = pause_run,
};
