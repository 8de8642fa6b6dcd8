/*
 * The application: start-up, preferences, the window and the event loop, which
 * hands each event to the screen on top of the stack and draws the stack. The loop
 * sleeps in SDL_WaitEvent whenever nothing on screen moves.
 */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include "shell/app.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL_image.h>

#include "shell/input.h"
#include "shell/scene_internal.h"
#include "shell/ui.h"
#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

static bool app_start(app *a);
static void startup_mark(const char *what);

/* The language: the environment's, or the one the settings name. Catalogues are
 * looked for beside the program first (a relocatable install). */
static void app_language_start(app *a)
{
    char *base = SDL_GetBasePath();
    i18n_init(base);
    SDL_free(base);
    if (a->prefs.language[0])
        i18n_set_language(a->prefs.language);
}

/* Temporary files a killed save left behind (kill -9, power cut) in every folder
 * the game writes to. */
static void app_clean_temps(app *a)
{
    static const char *const user_dirs[] = { "saves", "squads", "units", "cards", "autosaves", "campaign-autosaves",
                                             "trts-autosaves" };
    char dir[DATA_PATH_MAX];
    data_error err;
    if (a->user_dir[0])
        data_file_clean_temps(a->user_dir, &err); /* the autosave */
    for (size_t i = 0; i < sizeof user_dirs / sizeof user_dirs[0]; i++)
        if (a->user_dir[0] && data_paths_join(dir, sizeof dir, a->user_dir, user_dirs[i]))
            data_file_clean_temps(dir, &err);
    if (a->config_dir[0])
        data_file_clean_temps(a->config_dir, &err);
}

float app_scale_for(int w, int h, int percent)
{
    if (percent < DATA_PREFS_UI_SCALE_MIN || percent > DATA_PREFS_UI_SCALE_MAX)
        percent = DATA_PREFS_UI_SCALE_MIN;
    /* The screens are laid out for 1280 x 800 units and fill the window... */
    float sx = (float)w / 1280.0f, sy = (float)h / 800.0f;
    float fit = sx < sy ? sx : sy;
    /* ...times the player's UI scale, and never so small that text would need
     * the 12 px floor everywhere (a small window: up to 0.8); but the screens
     * need at least APP_MIN_UNITS_W x APP_MIN_UNITS_H units, which caps both. */
    float want = fit * (float)percent / 100.0f;
    if (want < 0.8f)
        want = 0.8f;
    float cx = (float)w / APP_MIN_UNITS_W, cy = (float)h / APP_MIN_UNITS_H;
    float cap = cx < cy ? cx : cy;
    if (want > cap)
        want = cap > fit ? cap : fit;
    if (want < 0.5f)
        want = 0.5f;
    if (want > 4.0f)
        want = 4.0f;
    return want;
}

int app_ui_percent(const app *a)
{
    return a->prefs.ui_scale ? a->prefs.ui_scale : a->display_ui_scale ? a->display_ui_scale : 100;
}

/* The UI scale the display's DPI suggests: 100 % at 96 dots per inch, by
 * quarters, up to 200 %. */
static int display_percent(SDL_Window *w)
{
    float ddpi = 0;
    int display = w ? SDL_GetWindowDisplayIndex(w) : 0;
    if (SDL_GetDisplayDPI(display < 0 ? 0 : display, &ddpi, NULL, NULL) != 0 || !(ddpi > 0))
        return 100;
    int p = (int)(ddpi / 96.0f * 4.0f + 0.5f) * 25;
    return p < DATA_PREFS_UI_SCALE_MIN ? DATA_PREFS_UI_SCALE_MIN : p > DATA_PREFS_UI_SCALE_MAX ? DATA_PREFS_UI_SCALE_MAX : p;
}

void app_resize(app *a)
{
    int ww = 0, wh = 0;
    if (a->window && !(SDL_GetWindowFlags(a->window) & (SDL_WINDOW_FULLSCREEN | SDL_WINDOW_MAXIMIZED))) {
        /* The minimum size is a hint a window manager may ignore (none under
         * Xvfb, some tiling ones): a window made smaller grows back, since
         * screens are laid out for 800 x 560 and up (play-test: 640 x 400
         * overlapped the log's lines). */
        SDL_GetWindowSize(a->window, &ww, &wh);
        if (ww > 0 && wh > 0 && (ww < APP_MIN_WINDOW_W || wh < APP_MIN_WINDOW_H))
            SDL_SetWindowSize(a->window, ww < APP_MIN_WINDOW_W ? APP_MIN_WINDOW_W : ww,
                              wh < APP_MIN_WINDOW_H ? APP_MIN_WINDOW_H : wh);
    }
    SDL_GetRendererOutputSize(a->renderer, &a->w, &a->h);
    if (a->window) {
        SDL_GetWindowSize(a->window, &ww, &wh);
        a->display_ui_scale = display_percent(a->window);
    }
    a->scale = app_scale_for(a->w, a->h, app_ui_percent(a));
    if (!a->prefs.fullscreen && ww > 0 && wh > 0) {
        a->prefs.window_w = ww;
        a->prefs.window_h = wh;
    }
    a->dirty = true;
}

/* Reads the settings keeping every good key; true when something was bad, the
 * file then set aside (as the Barracks does) before the next settings write
 * replaces it. */
static bool prefs_read(app *a, const char *path, data_error *problem, bool *usable, char *aside, size_t size)
{
    *usable = data_prefs_load_salvage(path, &a->prefs, problem);
    if (*usable && problem->kind == DATA_OK)
        return false;
    if (!data_file_set_aside(path, aside, size))
        snprintf(aside, size, "%s", "settings.json");
    char logged[700];
    data_error_format(problem, logged, sizeof logged);
    SDL_Log("settings: %s", logged);
    return true;
}

/* Tells the player what was lost, in the language the settings chose. */
static void prefs_tell(app *a, const data_error *problem, bool usable, const char *aside)
{
    char name[96], what[320];
    data_text_escape(name, sizeof name, aside);
    snprintf(what, sizeof what, "%.80s%s%.200s", problem->key, problem->key[0] ? _(": ") : "", problem->message);
    if (usable)
        /* TRANSLATORS: %s is the bad setting and why, then the settings file's new name. */
        snprintf(a->message, sizeof a->message, _("A setting was reset (%s); the others were kept and the file set aside as %s"),
                 what, name);
    else
        /* TRANSLATORS: %s is why the settings file cannot be read, then its new name. */
        snprintf(a->message, sizeof a->message, _("The settings could not be read (%s); the file was set aside as %s"),
                 what, name);
    a->dirty = true;
}

void app_read_prefs(app *a, const char *path)
{
    data_error problem;
    bool usable;
    char aside[DATA_PATH_MAX];
    if (prefs_read(a, path, &problem, &usable, aside, sizeof aside))
        prefs_tell(a, &problem, usable, aside);
}

bool app_init(app *a, bool fullscreen_flag, bool windowed_flag, bool software)
{
    memset(a, 0, sizeof *a);
    data_prefs_default(&a->prefs);
    data_error prefs_problem;
    bool prefs_bad = false, prefs_usable = true;
    char prefs_aside[DATA_PATH_MAX] = "";
    if (data_paths_config_dir(a->config_dir, sizeof a->config_dir)) {
        char path[DATA_PATH_MAX];
        if (data_paths_join(path, sizeof path, a->config_dir, "settings.json") && data_paths_is_file(path))
            prefs_bad = prefs_read(a, path, &prefs_problem, &prefs_usable, prefs_aside, sizeof prefs_aside);
    }
    app_language_start(a);
    if (prefs_bad)
        prefs_tell(a, &prefs_problem, prefs_usable, prefs_aside);
    if (data_paths_user_data_dir(a->user_dir, sizeof a->user_dir))
        data_paths_make_dirs(a->user_dir);
    app_clean_temps(a);
    if (fullscreen_flag)
        a->prefs.fullscreen = true;
    if (windowed_flag)
        a->prefs.fullscreen = false;

    SDL_SetHint(SDL_HINT_VIDEO_HIGHDPI_DISABLED, "0");
    /* Closing the window sends SDL_WINDOWEVENT_CLOSE only, so SDL_QUIT is the
     * system's own request (a signal, a logout) and quits without asking. */
    SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0");
    /* Docks and task bars match the window to the desktop entry by this class (the
     * reverse-DNS id of packaging/io.github.skirmish.Skirmish.desktop). */
    setenv("SDL_VIDEO_X11_WMCLASS", "io.github.skirmish.Skirmish", 0);
    setenv("SDL_VIDEO_WAYLAND_WMCLASS", "io.github.skirmish.Skirmish", 0);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        fprintf(stderr, _("skirmish: cannot start SDL: %s\n"), SDL_GetError());
        return false;
    }
    startup_mark("SDL started");
    if (TTF_Init() != 0 || !(IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG)) {
        fprintf(stderr, _("skirmish: cannot start SDL_ttf/SDL_image: %s\n"), SDL_GetError());
        return false;
    }
    /* The settings file may remember a window larger than this display (or say
     * 16384 x 16384): fit it to the usable area. */
    SDL_Rect usable;
    if (SDL_GetDisplayUsableBounds(0, &usable) == 0)
        data_prefs_fit_window(&a->prefs, usable.w, usable.h);
    else
        data_prefs_fit_window(&a->prefs, 0, 0);
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (a->prefs.fullscreen)
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    a->window = SDL_CreateWindow("Skirmish", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, a->prefs.window_w,
                                 a->prefs.window_h, flags);
    if (!a->window) {
        fprintf(stderr, _("skirmish: cannot open a window: %s\n"), SDL_GetError());
        return false;
    }
    SDL_SetWindowMinimumSize(a->window, APP_MIN_WINDOW_W, APP_MIN_WINDOW_H);
    startup_mark("window open");
    a->renderer = SDL_CreateRenderer(a->window, -1, software ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_PRESENTVSYNC);
    if (!a->renderer)
        a->renderer = SDL_CreateRenderer(a->window, -1, SDL_RENDERER_SOFTWARE);
    if (!a->renderer) {
        fprintf(stderr, _("skirmish: cannot create a renderer: %s\n"), SDL_GetError());
        return false;
    }
    startup_mark("renderer ready");
    SDL_SetHint(SDL_HINT_RENDER_SCALE_QUALITY, "linear");
    if (!app_start(a))
        return false;
    /* The window's own icon, from the installed or bundled icon theme files. */
    char icon[DATA_PATH_MAX + 80];
    snprintf(icon, sizeof icon, "%s/assets/icons/hicolor/64x64/apps/io.github.skirmish.Skirmish.png", a->assets.data_dir);
    SDL_Surface *s = IMG_Load(icon);
    if (!s) {
        snprintf(icon, sizeof icon, "%s/../icons/hicolor/64x64/apps/io.github.skirmish.Skirmish.png", a->assets.data_dir);
        s = IMG_Load(icon);
    }
    if (s) {
        SDL_SetWindowIcon(a->window, s);
        SDL_FreeSurface(s);
    }
    /* Tooltips wait for the pointer to rest: shown at once, they flashed over
     * the neighbouring tokens while it crossed the board (play-test). Without
     * a display (the dummy driver: the tests) nobody's pointer rests, and the
     * tests read a tooltip at once unless they set the delay and its clock. */
    const char *driver = SDL_GetCurrentVideoDriver();
    a->tooltip_delay_ms = driver && strcmp(driver, "dummy") == 0 ? 0 : APP_TOOLTIP_DELAY_MS;
    return true;
}

Uint32 app_ticks(const app *a)
{
    return a->frozen_ticks ? a->frozen_ticks : SDL_GetTicks();
}

/* With SKIRMISH_STARTUP_LOG set, the milliseconds since SDL started at each
 * step of start-up, on stderr (how long the window stays undrawn). */
static void startup_mark(const char *what)
{
    const char *log = getenv("SKIRMISH_STARTUP_LOG");
    if (log && log[0])
        fprintf(stderr, "skirmish: start-up: %-24s %6u ms\n", what, (unsigned)SDL_GetTicks());
}

/* A window's first frame, drawn before the games read their content (which
 * took seconds, the window black meanwhile: play-test): the menus' backdrop
 * with the name and "Loading". */
static void first_frame(app *a)
{
    if (!a->window)
        return;
    ui u = { a, a->renderer, NULL, true, a->scale, true, 0 };
    ui_screen_background(&u, "Skirmish");
    ui_text(&u, a->w / 2, a->h / 2, _("Loading..."), ui_px(&u, 20), false, ui_rgb(190, 196, 210), UI_CENTER);
    SDL_RenderPresent(a->renderer);
    startup_mark("first frame (loading)");
}

/* What both kinds of start-up share once a renderer exists. */
static bool app_start(app *a)
{
    char why[512];
    if (a->window) {
        /* Not black while the fonts load: the backdrop's colour at once. */
        SDL_SetRenderDrawColor(a->renderer, 16, 19, 28, 255);
        SDL_RenderClear(a->renderer);
        SDL_RenderPresent(a->renderer);
        startup_mark("window cleared");
    }
    if (!assets_load(&a->assets, a->renderer, why, sizeof why)) {
        fprintf(stderr, _("skirmish: %s\n"), why);
        return false;
    }
    startup_mark("assets loaded");
    a->wake_event = SDL_RegisterEvents(1);
    app_resize(a);
    first_frame(a);
    a->running = true;
    a->start_ticks = SDL_GetTicks64();
    return true;
}

bool app_init_offscreen(app *a, int w, int h)
{
    memset(a, 0, sizeof *a);
    data_prefs_default(&a->prefs);
    app_language_start(a);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0 || TTF_Init() != 0 || !(IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG)) {
        fprintf(stderr, _("skirmish: cannot start SDL: %s\n"), SDL_GetError());
        return false;
    }
    a->offscreen = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGB888);
    if (!a->offscreen)
        return false;
    a->renderer = SDL_CreateSoftwareRenderer(a->offscreen);
    if (!a->renderer)
        return false;
    return app_start(a);
}

void app_free(app *a)
{
    app_scene_free_all(a);
    assets_free(&a->assets);
    if (a->renderer)
        SDL_DestroyRenderer(a->renderer);
    if (a->window)
        SDL_DestroyWindow(a->window);
    if (a->offscreen)
        SDL_FreeSurface(a->offscreen);
    IMG_Quit();
    TTF_Quit();
    SDL_Quit();
}

void app_save_prefs(app *a)
{
    if (!a->config_dir[0] || !data_paths_make_dirs(a->config_dir))
        return;
    char path[DATA_PATH_MAX];
    data_error err;
    if (!data_paths_join(path, sizeof path, a->config_dir, "settings.json")) {
        app_notify(a, _("Settings not saved: the configuration path is too long"));
        return;
    }
    if (!data_prefs_save(path, &a->prefs, &err)) {
        char msg[700];
        data_error_format(&err, msg, sizeof msg);
        SDL_Log("cannot save settings: %s", msg);
        char shown[256];
        snprintf(shown, sizeof shown, _("Settings not saved: %.200s"), msg);
        app_notify(a, shown);
    }
}

void app_toggle_fullscreen(app *a)
{
    a->prefs.fullscreen = !a->prefs.fullscreen;
    SDL_SetWindowFullscreen(a->window, a->prefs.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    app_save_prefs(a);
    app_resize(a);
}

bool app_save_screenshot(app *a, const char *path)
{
    if (a->offscreen)
        return IMG_SavePNG(a->offscreen, path) == 0;
    SDL_Surface *s = SDL_CreateRGBSurfaceWithFormat(0, a->w, a->h, 24, SDL_PIXELFORMAT_RGB24);
    if (!s)
        return false;
    bool ok = SDL_RenderReadPixels(a->renderer, NULL, SDL_PIXELFORMAT_RGB24, s->pixels, s->pitch) == 0 &&
              IMG_SavePNG(s, path) == 0;
    SDL_FreeSurface(s);
    return ok;
}

/* The screen on top gets the event; it is drawn over the screens beneath it that
 * show through (overlays draw the one below first). */
static void run_scene(app *a, const ui_event *ev)
{
    if (a->depth == 0)
        return;
    a->dispatching++;
    ui u = { a, a->renderer, ev, ev == NULL, a->scale, false, 0 };
    app_focus_track(a);
    if (ev) {
        app_scene_slot top = a->stack[a->depth - 1];
        top.def->event(&u, top.self);
    } else {
        int first = a->depth - 1;
        while (first > 0 && a->stack[first].def->overlay)
            first--;
        int mx = a->mouse_x, my = a->mouse_y;
        for (int i = first; i < a->depth; i++) {
            /* Only the screen on top takes the focus; its widgets count from 0. */
            u.beneath = i != a->depth - 1;
            u.focus_n = 0;
            /* A screen under a dialog sees no pointer: no hover card, tooltip
             * or highlight of its own over the dialog (TRTS play-test 10). */
            a->mouse_x = u.beneath ? -32768 : mx;
            a->mouse_y = u.beneath ? -32768 : my;
            a->stack[i].def->frame(&u, a->stack[i].self);
        }
        a->mouse_x = mx;
        a->mouse_y = my;
        a->n_focusable = u.focus_n;
    }
    a->dispatching--;
    if (a->dispatching == 0)
        app_scene_flush(a);
}

void app_closing_asks(app *a, const char *name, bool (*autosaved)(app *a, void *self))
{
    if (autosaved && a->n_autosaved_scenes < (int)(sizeof a->autosaved_scenes / sizeof a->autosaved_scenes[0])) {
        a->autosaved_scenes[a->n_autosaved_scenes].name = name;
        a->autosaved_scenes[a->n_autosaved_scenes++].autosaved = autosaved;
    }
}

static void quit_now(app *a, void *ctx)
{
    (void)ctx;
    a->running = false;
}

/* Closing the window with a game open that autosaves: asked first, told that it
 * is kept (a second close while asked quits). */
static bool closing_game(app *a)
{
    if (strcmp(app_scene_name(a), "confirm") == 0)
        return false;
    for (int i = a->depth - 1; i >= 0; i--)
        for (int k = 0; k < a->n_autosaved_scenes; k++)
            if (strcmp(a->stack[i].def->name, a->autosaved_scenes[k].name) == 0 &&
                a->autosaved_scenes[k].autosaved(a, a->stack[i].self))
                /* Enter and Esc both keep playing: quitting takes its own
                 * click (blind play-test 11: Enter chose Quit). */
                return app_confirm_safe(a,
                               /* TRANSLATORS: closing the window during a game (Escarmouche, Conquest, TRTS) */
                               _("Quit Skirmish? The game is autosaved: Continue on the main menu goes on from its "
                                 "last autosave."),
                                    _("Quit"), _("Stay"), quit_now, NULL);
    return false;
}

/* The system ends the program (SIGTERM, a logout, a shutdown): every screen
 * that would ask on closing saves what it saves then (the campaign as it
 * stands), nothing is asked, and the app quits; the games that autosave as they
 * go have their autosave already. */
static void terminate_now(app *a)
{
    a->terminating = true;
    a->terminate_asked = false;
    for (int i = a->depth - 1; i >= 0 && !a->terminate_asked; i--)
        if (a->stack[i].def->closing && a->stack[i].def->closing(a, a->stack[i].self))
            break;
    a->terminating = false;
    a->running = false;
}

/* The press the screens were given is over without its release (a screen was
 * pushed over the one that got it, or the release was lost): that screen gets a
 * made-up release at (-1, -1) marked cancel, and no button sees a press. */
static void cancel_press(app *a)
{
    const scene *owner = a->press_def;
    void *self = a->press_self;
    int button = a->press_button;
    a->press_cancel = false;
    a->press_def = NULL;
    a->press_self = NULL;
    a->mouse_down = false;
    a->press_x = a->press_y = -1;
    for (int i = a->depth - 1; i >= 0 && owner; i--) {
        if (a->stack[i].def != owner || a->stack[i].self != self)
            continue;
        ui_event ev;
        memset(&ev, 0, sizeof ev);
        ev.kind = UI_EV_MOUSE_UP;
        ev.x = ev.y = -1;
        ev.button = button ? button : UI_BUTTON_LEFT;
        ev.cancel = true;
        a->dispatching++;
        ui u = { a, a->renderer, &ev, false, a->scale, i != a->depth - 1, 0 };
        a->stack[i].def->event(&u, a->stack[i].self);
        a->dispatching--;
        if (a->dispatching == 0)
            app_scene_flush(a);
        a->dirty = true;
        return;
    }
}

void app_handle_event(app *a, const ui_event *ev)
{
    /* a screen pushed between two events (not during a dispatch) over a held
     * press: the screen that got the press hears of it before anything else */
    if (a->press_cancel)
        cancel_press(a);
    switch (ev->kind) {
    case UI_EV_TERMINATE:
        terminate_now(a);
        return;
    case UI_EV_QUIT:
        /* A screen with something to say about closing (a campaign battle) asks first. */
        for (int i = a->depth - 1; i >= 0; i--)
            if (a->stack[i].def->closing && a->stack[i].def->closing(a, a->stack[i].self))
                return;
        if (closing_game(a))
            return;
        a->running = false;
        return;
    case UI_EV_RESIZE: {
        app_tooltip_hush(a); /* what it was about has moved */
        int w0 = a->prefs.window_w, h0 = a->prefs.window_h;
        app_resize(a);
        if (a->prefs.window_w != w0 || a->prefs.window_h != h0)
            a->window_save_due = SDL_GetTicks() + 400;
        return;
    }
    case UI_EV_MOUSE_MOVE:
        a->mouse_x = ev->x;
        a->mouse_y = ev->y;
        a->tooltip_hush_held = false;
        if (a->tooltip_hushed) {
            /* The pointer moves again after a hush: the hover delay starts
             * over, so the tooltip comes back only once it rests. */
            a->tooltip_hushed = false;
            a->hover_since = a->tooltip_clock_manual ? a->tooltip_clock_ms : SDL_GetTicks();
        }
        break;
    case UI_EV_MOUSE_DOWN:
        app_focus_key(a, ev); /* a click hides the keyboard focus */
        app_tooltip_hush(a); /* and the tooltip: it covered what the click changed (play-test) */
        a->tooltip_hush_held = true;
        a->hush_x = ev->x;
        a->hush_y = ev->y;
        a->mouse_x = ev->x;
        a->mouse_y = ev->y;
        a->mouse_down = true;
        a->press_x = ev->x;
        a->press_y = ev->y;
        a->press_button = ev->button;
        a->press_def = a->depth > 0 ? a->stack[a->depth - 1].def : NULL;
        a->press_self = a->depth > 0 ? a->stack[a->depth - 1].self : NULL;
        a->press_cancel = false;
        a->press_double = ev->clicks >= 2;
        if (!a->press_double)
            a->clicked_label[0] = '\0';
        break;
    case UI_EV_KEY:
        app_tooltip_hush(a); /* a key changes what the tooltip was about, as a click does */
        a->tooltip_hush_held = true;
        a->hush_x = a->mouse_x;
        a->hush_y = a->mouse_y;
        if (ev->key == UI_KEY_F11) {
            app_toggle_fullscreen(a);
            return;
        }
        if (ev->key == UI_KEY_F1 && a->help_scene && app_scene_top(a) != a->help_scene) {
            app_open_help(a);
            return;
        }
        if (app_focus_key(a, ev))
            return;
        break;
    case UI_EV_DROP_FILE:
        /* A squad or unit file joins the Barracks' library; anything else is
         * tried as a saved game. */
        if (a->drop_file)
            a->drop_file(a, ev->text);
        a->dirty = true;
        return;
    case UI_EV_WAKE: a->dirty = true; return;
    default: break;
    }
    run_scene(a, ev);
    if (ev->kind == UI_EV_MOUSE_UP) {
        a->mouse_down = false;
        a->press_def = NULL;
        a->press_self = NULL;
        a->press_cancel = false;
    }
    if (a->press_cancel)
        cancel_press(a);
    a->dirty = true;
}

void app_draw(app *a)
{
    a->n_drawn_buttons = 0;
    a->focus_label[0] = '\0';
    a->tooltip[0] = '\0';
    a->tooltip_clear = (SDL_Rect){ 0, 0, 0, 0 };
    a->n_tooltip_avoid = 0;
    a->text_box = (SDL_Rect){ 0, 0, 0, 0 };
    a->hover_seen = false;
    a->tooltip_due = 0;
    /* Another screen on top (a dialog opened or closed, a screen pushed or
     * popped): the tooltip of the one before goes (play-test 3: hover cards
     * left over after a dialog closed). */
    const void *top = a->depth > 0 ? a->stack[a->depth - 1].self : NULL;
    if (a->depth != a->tooltip_depth || top != a->tooltip_scene)
        app_tooltip_hush(a);
    a->tooltip_depth = a->depth;
    a->tooltip_scene = top;
    run_scene(a, NULL);
    if (!a->hover_seen) {
        /* Off every tooltip: the next one waits anew; a click's or a key's
         * hush stays until the pointer moves (tooltip_hush_held). */
        a->hover_at = (SDL_Rect){ 0, 0, 0, 0 };
        if (!app_tooltip_hush_held(a))
            a->tooltip_hushed = false;
        a->hover_text = 0;
    } else {
        /* The widget under the pointer says something else than in the last
         * frame (the turn passed, a unit moved there, a hot-seat hand-over):
         * its old words go at once and the new ones wait for the pointer to
         * rest again, never a card left over from before (play-test 3). */
        if (a->hover_text && a->hover_text != a->hover_text_frame)
            app_tooltip_hush(a);
        a->hover_text = a->hover_text_frame;
    }
    if (a->tooltip_hushed && a->tooltip_delay_ms > 0) {
        a->tooltip[0] = '\0';
        a->tooltip_due = 0;
    }
    ui u = { a, a->renderer, NULL, true, a->scale, true, 0 };
    ui_draw_tooltip(&u);
}

void app_tooltip_hush(app *a)
{
    a->tooltip_hushed = true;
}

bool app_find_button(const app *a, const char *label, SDL_Rect *rect, bool *enabled)
{
    for (int i = 0; i < a->n_drawn_buttons; i++) {
        if (strcmp(a->drawn_buttons[i].label, label) == 0) {
            if (rect)
                *rect = a->drawn_buttons[i].rect;
            if (enabled)
                *enabled = a->drawn_buttons[i].enabled;
            return true;
        }
    }
    return false;
}

bool app_step(app *a)
{
    Uint64 now = SDL_GetTicks64();
    float dt = a->last_step ? (float)(now - a->last_step) / 1000.0f : 0.0f;
    if (dt > 0.1f)
        dt = 0.1f;
    a->last_step = now;
    bool moving = false;
    a->dispatching++;
    for (int i = 0; i < a->depth; i++)
        if (a->stack[i].def->update && a->stack[i].def->update(a, a->stack[i].self, dt, i == a->depth - 1))
            moving = true;
    a->dispatching--;
    if (a->dispatching == 0)
        app_scene_flush(a);
    if (a->press_cancel) /* the computer's move opened a dialog during a press */
        cancel_press(a);
    if (a->tooltip_due && !a->tooltip_clock_manual && SDL_TICKS_PASSED(SDL_GetTicks(), a->tooltip_due))
        a->dirty = true; /* the pointer rested long enough: its tooltip shows */
    if (a->window_save_due && SDL_TICKS_PASSED(SDL_GetTicks(), a->window_save_due)) {
        a->window_save_due = 0;
        app_save_prefs(a); /* the window's last size (settings.json) */
    }
    if (a->dirty || moving) {
        app_draw(a);
        SDL_RenderPresent(a->renderer);
        if (!a->presented) {
            a->presented = true;
            startup_mark("first frame (menu)");
        }
        a->dirty = false;
    }
    if (a->quit_after > 0 && (double)(SDL_GetTicks64() - a->start_ticks) / 1000.0 >= a->quit_after)
        a->running = false;
    if (!a->running)
        return false;
    /* Sleep until an event comes, or the next animation frame if something moves. */
    int timeout = moving ? 16 : -1;
    if (a->tooltip_due && !a->tooltip_clock_manual) {
        Uint32 t = SDL_GetTicks();
        int ms = SDL_TICKS_PASSED(t, a->tooltip_due) ? 0 : (int)(a->tooltip_due - t) + 1;
        if (timeout < 0 || ms < timeout)
            timeout = ms;
    }
    if (a->window_save_due) {
        Uint32 t = SDL_GetTicks();
        int ms = SDL_TICKS_PASSED(t, a->window_save_due) ? 0 : (int)(a->window_save_due - t) + 1;
        if (timeout < 0 || ms < timeout)
            timeout = ms;
    }
    if (a->quit_after > 0) {
        double left = a->quit_after * 1000.0 - (double)(SDL_GetTicks64() - a->start_ticks);
        int ms = left < 0 ? 0 : (int)left + 1;
        if (timeout < 0 || ms < timeout)
            timeout = ms;
    }
    SDL_Event e;
    int got = timeout < 0 ? SDL_WaitEvent(&e) : SDL_WaitEventTimeout(&e, timeout);
    float pixel_scale = 1.0f;
    int ww, wh;
    SDL_GetWindowSize(a->window, &ww, &wh);
    if (ww > 0)
        pixel_scale = (float)a->w / (float)ww;
    bool closed = false;
    while (got) {
        ui_event ev;
        /* An SDL older than 2.0.22 also sends SDL_QUIT after the close button's
         * SDL_WINDOWEVENT_CLOSE: that one is the player's close, not the system's. */
        bool echo = e.type == SDL_QUIT && closed;
        if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_CLOSE)
            closed = true;
        /* The pointer moves with no button held while a press is remembered:
         * its release was lost (SDL's own button state, as SDL_GetMouseState). */
        if (e.type == SDL_MOUSEMOTION && a->mouse_down && !(e.motion.state & (SDL_BUTTON_LMASK | SDL_BUTTON_RMASK)))
            cancel_press(a);
        if (!echo && input_adapt(&e, pixel_scale, a->wake_event, &ev))
            app_handle_event(a, &ev);
        if (e.type == SDL_DROPFILE)
            SDL_free(e.drop.file);
        got = SDL_PollEvent(&e);
    }
    return a->running;
}
