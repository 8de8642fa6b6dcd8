/*
 * The main menu, one entry per game, and the client's start-up (see front.h).
 * Continue keeps the first place, greyed when there is nothing to continue, so
 * the New ... buttons stay where they are whatever it shows.
 */
#include <stdio.h>
#include <string.h>

#include "barracks/barracks_scenes.h"
#include "board/battle.h"
#include "conquest/conquest.h"
#include "escarmouche/escarmouche.h"
#include "escarmouche/help.h"
#include "help/help.h"
#include "scenario/scenario.h"
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
#include "campaign/campaign.h"
#endif
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
#include "trts/trts.h"
#endif
#include "shell/audio.h"
#include "front/front.h"
#include "shell/ui.h"
#include "shell/unfinished.h"
#include "tutorial/tutorial.h"
#ifdef SKIRMISH_HAVE_REPLAY_CLIENT
#include "replay/replay.h"
#endif
#include "skirmish/i18n.h"

static void quit_now(app *a, void *ctx)
{
    (void)ctx;
    a->running = false;
}

/* Two columns: the games on the left, everything else on the right. */
static SDL_Rect menu_button(ui *u, int column, int index)
{
    int bw = ui_px(u, 300), bh = ui_px(u, 46), gap = ui_px(u, 12), between = ui_px(u, 28);
    /* A small window keeps the buttons 300 px wide where they fit: the Continue
     * labels are long in French. */
    int room = (u->app->w - between - ui_px(u, 48)) / 2;
    if (bw < 300)
        bw = room < 300 ? (room > bw ? room : bw) : 300;
    int left = u->app->w / 2 - bw - between / 2;
    return ui_rect(left + column * (bw + between), ui_px(u, 150) + index * (bh + gap), bw, bh);
}

static void menu_heading(ui *u, int column, const char *text)
{
    SDL_Rect r = menu_button(u, column, 0);
    ui_text(u, r.x + r.w / 2, r.y - ui_px(u, 26), text, ui_px(u, 15), true, ui_rgb(150, 156, 172), UI_CENTER);
}

static void menu_run(ui *u, void *self)
{
    (void)self;
    app *a = u->app;
    const escarmouche_content *esc = escarmouche_content_get(a);
    bool esc_playable = esc && esc->n_maps > 0 && esc->n_squads > 0;
    ui_screen_background(u, _("Skirmish"));
    ui_text(u, a->w / 2, ui_px(u, 88), _("Tabletop strategy: Escarmouche, Conquest, Campaign and TRTS"), ui_px(u, 16), false,
            ui_rgb(170, 176, 190), UI_CENTER);
    menu_heading(u, 0, _("Play"));
    menu_heading(u, 1, _("More"));
    /* Continue first, always in the same place (greyed when there is nothing to
     * continue), so the New ... buttons below never move: every unfinished game
     * of every kind, in the shell's list (front/unfinished.c). */
    int i = 0;
    {
        const app_unfinished_item *items;
        int n = app_unfinished_list(a, &items), good = 0, newest = -1;
        for (int k = 0; k < n; k++)
            if (!items[k].damaged) {
                good++;
                if (newest < 0)
                    newest = k;
            }
        char label[160];
        if (good > 0)
            /* TRANSLATORS: the main menu's Continue: how many unfinished games (of every kind) it lists */
            snprintf(label, sizeof label, P_("Continue (%d unfinished game)", "Continue (%d unfinished games)", good),
                     good);
        else if (n > 0)
            /* TRANSLATORS: the main menu's Continue when every autosave found was damaged (set aside) */
            snprintf(label, sizeof label, "%s", _("Continue (damaged autosaves)"));
        else
            snprintf(label, sizeof label, "%s", _("Nothing to continue"));
        SDL_Rect r = menu_button(u, 0, i++);
        char shown[160];
        snprintf(shown, sizeof shown, "%s", label);
        ui_text_cut(u, shown, sizeof shown, ui_px(u, 15), true, r.w - ui_px(u, 16));
        if (u->draw && newest >= 0) {
            char tip[400], title[300];
            app_unfinished_title(&items[newest], title, sizeof title);
            /* TRANSLATORS: the tooltip of the main menu's Continue: the newest unfinished game */
            snprintf(tip, sizeof tip, _("Newest: %s"), title);
            ui_tooltip(u, r, tip);
        }
        if (ui_button(u, r, shown, n > 0) || (n > 0 && ui_pressed(u, UI_KEY_C))) {
            /* one game and nothing damaged: it opens at once, whatever game
             * (blind play-test 17: a list of one asked an extra click); the
             * list when it does not open, to say why */
            char path[DATA_PATH_MAX];
            snprintf(path, sizeof path, "%s", n == 1 && good == 1 ? items[0].path : "");
            a->message[0] = '\0';
            if (path[0] && items[0].kind->open(a, path))
                return;
            app_scene_push(a, &app_unfinished_scene, NULL);
            return;
        }
    }
    if (ui_button(u, menu_button(u, 0, i++), _("New Escarmouche match"), esc_playable) ||
        (esc_playable && ui_pressed(u, UI_KEY_N))) {
        app_scene_push(a, &escarmouche_setup_scene, NULL);
        return;
    }
    if (ui_button(u, menu_button(u, 0, i++), _("Watch the computer"), esc_playable)) {
        static const escarmouche_setup_args watch = { true };
        app_scene_push(a, &escarmouche_setup_scene, &watch);
        return;
    }
    /* TRANSLATORS: the main menu's entry to Escarmouche's scenarios (their list and editor) */
    if (ui_button(u, menu_button(u, 0, i++), _("Scenarios"), true)) {
        app_scene_push(a, &scenario_list_scene, NULL);
        return;
    }
    if (ui_button(u, menu_button(u, 0, i++), _("New Conquest game"), true)) {
        app_scene_push(a, &conquest_setup_scene, NULL);
        return;
    }
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    if (ui_button(u, menu_button(u, 0, i++), _("New campaign"), true)) {
        app_scene_push(a, &campaign_setup_scene, NULL);
        return;
    }
#endif
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    if (ui_button(u, menu_button(u, 0, i++), _("New TRTS game"), true)) {
        app_scene_push(a, &trts_setup_scene, NULL);
        return;
    }
#endif
#ifdef SKIRMISH_HAVE_ONLINE_CLIENT
    /* TRANSLATORS: the main menu: play on a game server, by its address */
    if (ui_button(u, menu_button(u, 0, i++), _("Play online"), true)) {
        app_scene_push(a, &front_online_scene, NULL);
        return;
    }
#endif
    int games_end = i;
    i = 0;
    /* The lessons sit at the top of the right-hand column beside Continue for
     * everyone (play-test 17: last, under Quit, a newcomer never looked
     * there); only the label changes once a lesson is finished or skipped, so
     * that no button moves between a first launch and later ones (play-test
     * 18: the shifted menu looked broken). */
    bool first = tutorial_offer(a);
    /* TRANSLATORS: the main menu's offer of the tutorial to a first-time player */
    const char *learn = first ? _("New here? Learn to play") : _("Learn to play");
    if ((first || tutorial_available(a)) && ui_button(u, menu_button(u, 1, i++), learn, true)) {
        app_scene_push(a, &tutorial_scene, NULL);
        return;
    }
    if (ui_button(u, menu_button(u, 1, i++), _("Barracks"), true)) {
        app_scene_push(a, &barracks_library_scene, NULL);
        return;
    }
    if (ui_button(u, menu_button(u, 1, i++), _("Load game"), true) || ui_pressed(u, UI_KEY_L)) {
        app_scene_push(a, &front_load_scene, NULL);
        return;
    }
#ifdef SKIRMISH_HAVE_REPLAY_CLIENT
    /* TRANSLATORS: the main menu's entry to the finished games kept as replays (and any save watched as one) */
    if (ui_button(u, menu_button(u, 1, i++), _("Replays"), true)) {
        app_scene_push(a, &replay_list_scene, NULL);
        return;
    }
#endif
#ifdef SKIRMISH_HAVE_ONLINE_CLIENT
    /* In the right-hand column, so that neither column is taller than eight
     * rows: at 800 x 560 a long message still fits under them. */
    /* TRANSLATORS: the main menu: run a game server on this machine for a friend to join */
    if (ui_button(u, menu_button(u, 1, i++), _("Host a game"), true)) {
        static const bool host = true;
        app_scene_push(a, &front_online_scene, &host);
        return;
    }
#endif
    if (ui_button(u, menu_button(u, 1, i++), _("Rules and help (F1)"), true)) {
        app_open_help(a);
        return;
    }
    if (ui_button(u, menu_button(u, 1, i++), _("Settings"), true)) {
        app_scene_push(a, &front_settings_scene, NULL);
        return;
    }
    if (ui_button(u, menu_button(u, 1, i++), _("Quit"), true)) {
        a->running = false;
        return;
    }
    if (games_end > i)
        i = games_end;
    if (ui_pressed(u, UI_KEY_ESCAPE)) {
        /* A stray Esc (back, back, back...) should not close the game. */
        app_confirm(a, _("Quit Skirmish?"), _("Quit"), _("Stay"), quit_now, NULL);
        return;
    }
    if (a->message[0]) {
        /* Centred on one line when it fits, else wrapped within the window: a
         * long message (a file's error) was cut at the window's left edge. */
        int px = ui_px(u, 15), y = menu_button(u, 0, i).y + ui_px(u, 16), margin = ui_px(u, 24);
        SDL_Color warn = ui_rgb(255, 180, 120);
        if (ui_text_width(u, a->message, px, false) <= a->w - 2 * margin)
            ui_text(u, a->w / 2, y, a->message, px, false, warn, UI_CENTER);
        else
            ui_text_wrapped(u, ui_rect(margin, y, a->w - 2 * margin, 0), a->message, px, warn);
    }
    ui_text(u, a->w / 2, a->h - ui_px(u, 30), _("F11 full screen · Esc back · drop a saved game, a squad or a scenario file on the window"),
            ui_px(u, 13), false, ui_rgb(120, 126, 140), UI_CENTER);
}


const scene front_menu_scene = {
    .name = "menu",
    .event = menu_run,
    .frame = menu_run,
};

/* A squad or unit file joins the Barracks' library, a scenario file opens on
 * the Scenarios screen, a replay to watch on the replay screen; anything else
 * is tried as a saved game. */
static void drop_file(app *a, const char *path)
{
    if (barracks_drop(a, path) || scenario_open_file(a, path))
        return;
#ifdef SKIRMISH_HAVE_REPLAY_CLIENT
    /* A kept replay, or a finished game's record, is watched (issue 38). */
    if (replay_drop(a, path))
        return;
#endif
    front_load_game(a, path);
}

/* What both kinds of start-up share once the shell is up. */

/* Whether a game's screen has an autosave now (closing the window asks then). */
static bool battle_autosaved(app *a, void *self)
{
    (void)a;
    const board_battle *bb = self;
    /* A finished game has no autosave left to go on from (play-test 16). */
    return bb && bb->match.autosave_path[0] != '\0' && bb->match.game.phase != ESC_PHASE_OVER;
}

static bool conquest_autosaved(app *a, void *self)
{
    (void)a;
    const conquest_screen *c = self;
    return c && c->autosave[0] != '\0';
}

#ifdef SKIRMISH_HAVE_TRTS_CLIENT
static bool trts_autosaved(app *a, void *self)
{
    (void)a;
    const trts_screen *c = self;
    return c && c->autosave[0] != '\0';
}
#endif

static bool front_start(app *a)
{
    a->settings_scene = &front_settings_scene;
    a->load_scene = &front_load_scene;
    a->help_scene = &help_scene;
    /* The help's books, one tab each in this order. */
    help_add_book(a, &escarmouche_help_book);
    help_add_book(a, &conquest_help_book);
#ifdef SKIRMISH_HAVE_CAMPAIGN_CLIENT
    help_add_book(a, &campaign_help_book);
#endif
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    help_add_book(a, &trts_help_book);
#endif
    help_add_book(a, &barracks_help_book);
#ifdef SKIRMISH_HAVE_REPLAY_CLIENT
    help_add_book(a, &replay_help_book);
#endif
    a->drop_file = drop_file;
    front_register_unfinished(a);
    /* Closing the window during these games asks first when they have an autosave. */
    app_closing_asks(a, "battle", battle_autosaved);
    app_closing_asks(a, "conquest", conquest_autosaved);
#ifdef SKIRMISH_HAVE_TRTS_CLIENT
    app_closing_asks(a, "trts", trts_autosaved);
#endif
    /* What start-up had to say (a settings file set aside) outlives the push. */
    char early[sizeof a->message];
    memcpy(early, a->message, sizeof early);
    if (!app_scene_push(a, &front_menu_scene, NULL))
        return false;
    memcpy(a->message, early, sizeof early);
    barracks_start(a); /* first: it sets damaged user squads aside before they are listed */
    escarmouche_content_get(a);
    conquest_content_get(a);
    /* Sound, if this machine has any: opened now rather than mid-animation. */
    audio_start(a);
    audio_set_volume(a, a->prefs.sound_volume);
    audio_set_muted(a, a->prefs.sound_muted);
    return true;
}

bool front_init(app *a, bool fullscreen_flag, bool windowed_flag, bool software)
{
    return app_init(a, fullscreen_flag, windowed_flag, software) && front_start(a);
}

bool front_init_offscreen(app *a, int w, int h)
{
    return app_init_offscreen(a, w, h) && front_start(a);
}
