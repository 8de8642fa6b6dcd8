/*
 * TRTS's pause menu over the game screen (Esc, or Menu on the panel): resume,
 * save, concede, the rules, quit to the main menu. It is handed the game
 * screen beneath it and acts through control.c; it never calls the screen.
 */
#include <stdio.h>

#include "skirmish/i18n.h"
#include "trts/play_internal.h"

/* ---- pause menu ---- */

static void concede_now(app *a, void *ctx)
{
    trts_screen *c = ctx; /* the game screen the question was asked over */
    if (c && trts_play_human_input(c) && trts_test_concede(&c->st, c->st.current) == TRTS_OK)
        trts_play_act(a, c, (trts_action){ .kind = TRTS_ACT_CONCEDE });
}

/* Save game was pressed since the menu opened: its message is shown in the menu. */
static bool saved_here;

static bool pause_enter(app *a, const void *arg, void **self)
{
    (void)a;
    *self = (void *)arg; /* the game screen beneath: it outlives its menu */
    return arg != NULL;
}

static void pause_run(ui *u, void *self)
{
    app *a = u->app;
    trts_screen *c = self;
    /* a save made here says so here ("Saved as …", or why not), in the menu's
     * note slot: the buttons never move when it appears */
    /* online the game goes on meanwhile: not "Paused" */
    SDL_Rect b = ui_menu_panel_note(u, c->online ? _("Game menu") : _("Paused"), 5, saved_here ? c->message : NULL);
    if (ui_button(u, b, _("Resume"), true) || ui_pressed(u, UI_KEY_ESCAPE)) {
        app_scene_pop(a, NULL);
        return;
    }
    ui_menu_next(u, &b);
    /* online the server keeps the game, and a finished one has nothing to save (play-test 10) */
    if (ui_button(u, b, _("Save game"), !c->online && c->st.phase != TRTS_PHASE_OVER)) {
        saved_here = true;
        trts_play_save(a, c);
    }
    ui_menu_next(u, &b);
    bool concede = trts_play_human_input(c) && trts_test_concede(&c->st, c->st.current) == TRTS_OK;
    trts_why concede_why = trts_test_concede(&c->st, c->st.current);
    if (concede_why == TRTS_WHY_CANNOT_CONCEDE)
        /* TRANSLATORS: tooltip of the greyed Concede in a free-for-all or last-man-standing TRTS game */
        ui_tooltip(u, b, _("Only a duel or a team game can be conceded: with three or more sides, play on (a side "
                           "with no buildings left is out)."));
    if (ui_button(u, b, _("Concede"), concede)) {
        app_scene_pop(a, NULL);
        /* one click must not end a game: asked first */
        app_confirm(a, _("Concede this game? It ends now and the other side wins."), _("Concede"), _("Play on"),
                    concede_now, c);
        return;
    }
    ui_menu_next(u, &b);
    if (ui_button(u, b, _("Rules and help (F1)"), a->help_scene != NULL)) {
        app_open_help(a);
        return;
    }
    ui_menu_next(u, &b);
    /* TRANSLATORS: online TRTS, the menu: back to the lobby (the seat stays the player's) */
    if (ui_button(u, b, c->online ? _("Back to the lobby") : _("Quit to menu"), true)) {
        if (c->online) {
            app_scene_pop(a, NULL);
            app_scene_pop(a, NULL); /* the game: the lobby beneath */
        } else {
            app_scene_pop_to_root(a);
        }
        return;
    }
}


static const scene trts_pause_scene = {
    .name = "trts-pause",
    .overlay = true,
    .enter = pause_enter,
    .event = pause_run,
    .frame = pause_run,
};

void trts_play_pause(app *a, trts_screen *c)
{
    saved_here = false;
    c->drop_note[0] = '\0'; /* no box of the map left under the menu (play-test 11) */
    c->hover = -1;
    app_scene_push(a, &trts_pause_scene, c);
}
