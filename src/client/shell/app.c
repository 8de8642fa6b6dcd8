/*
 * The application: start-up, content, preferences, the scenes and the event loop.
 * The loop sleeps in SDL_WaitEvent whenever nothing on screen moves.
 */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include "app.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <SDL_image.h>

#include "input_adapter.h"
#include "skirmish/data/cq_files.h"
#include "skirmish/data/cq_save.h"
#include "skirmish/data/files.h"

static bool app_start(app *a);

static int compare_paths(const void *x, const void *y) { return strcmp((const char *)x, (const char *)y); }

/* The *.json files of a directory, sorted by name. */
static int list_json(const char *dir, char (*out)[DATA_PATH_MAX], int cap)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL && n < cap) {
        size_t len = strlen(e->d_name);
        if (len > 5 && strcmp(e->d_name + len - 5, ".json") == 0 && e->d_name[0] != '.')
            if (data_paths_join(out[n], DATA_PATH_MAX, dir, e->d_name))
                n++;
    }
    closedir(d);
    qsort(out, (size_t)n, DATA_PATH_MAX, compare_paths);
    return n;
}

static void load_content(app *a)
{
    static char paths[APP_MAX_SQUADS][DATA_PATH_MAX];
    char dir[DATA_PATH_MAX];
    data_error err;
    data_paths_join(dir, sizeof dir, a->assets.data_dir, "maps");
    int n = list_json(dir, paths, APP_MAX_MAPS);
    a->n_maps = 0;
    for (int i = 0; i < n; i++)
        if (data_map_load(paths[i], &a->maps[a->n_maps], &err))
            a->n_maps++;
        else {
            char msg[700];
            data_error_format(&err, msg, sizeof msg);
            SDL_Log("skipping a map: %s", msg);
        }
    /* Conquest maps: the JSON files in maps/conquest. */
    data_paths_join(dir, sizeof dir, a->assets.data_dir, "maps/conquest");
    n = list_json(dir, paths, APP_MAX_CQ_MAPS);
    a->n_cq_maps = 0;
    for (int i = 0; i < n; i++) {
        cq_map_init(&a->cq_maps[a->n_cq_maps]);
        if (data_cq_map_load(paths[i], &a->cq_maps[a->n_cq_maps], &err))
            a->n_cq_maps++;
        else
            cq_map_free(&a->cq_maps[a->n_cq_maps]);
    }
    app_reload_squads(a);
}

void app_reload_squads(app *a)
{
    static char paths[APP_MAX_SQUADS][DATA_PATH_MAX];
    char dir[DATA_PATH_MAX];
    data_error err;
    a->n_squads = 0;
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 0)
            data_paths_join(dir, sizeof dir, a->assets.data_dir, "assets/squads");
        else
            data_paths_join(dir, sizeof dir, a->user_dir, "squads");
        int n = list_json(dir, paths, APP_MAX_SQUADS - a->n_squads);
        for (int i = 0; i < n; i++)
            if (data_squad_load(paths[i], &a->squads[a->n_squads], &err))
                a->n_squads++;
    }
    /* The Barracks may have deleted the squad a side had chosen. */
    for (int s = 0; s < ESC_SIDES; s++)
        if (a->setup.squad[s] >= a->n_squads)
            a->setup.squad[s] = 0;
}

void app_refresh_saves(app *a)
{
    char dir[DATA_PATH_MAX];
    static char paths[256][DATA_PATH_MAX];
    data_paths_join(dir, sizeof dir, a->user_dir, "saves");
    int n = list_json(dir, paths, 256);
    /* Newest first: the names are timestamps. */
    a->n_saves = 0;
    for (int i = n - 1; i >= 0 && a->n_saves < APP_MAX_SAVES; i--) {
        memcpy(a->saves[a->n_saves], paths[i], DATA_PATH_MAX);
        /* Say what is in it: the file name is a timestamp, the record has the rest. */
        const char *name = strrchr(paths[i], '/');
        name = name ? name + 1 : paths[i];
        char when[32] = "";
        int y, mo, d, h, mi, s;
        if (sscanf(name, "%4d%2d%2d-%2d%2d%2d", &y, &mo, &d, &h, &mi, &s) == 6)
            snprintf(when, sizeof when, "%04d-%02d-%02d %02d:%02d", y, mo, d, h, mi);
        esc_record rec;
        memset(&rec, 0, sizeof rec);
        data_error err;
        char *title = a->save_titles[a->n_saves];
        if (data_cq_save_is(paths[i])) {
            static cq_state cs;
            cq_graph g;
            cq_graph_init(&g);
            int seats[CQ_MAX_PLAYERS];
            char map_name[64];
            if (data_cq_save_load(paths[i], map_name, sizeof map_name, seats, &g, &cs, &err))
                snprintf(title, sizeof a->save_titles[0], "%.48s · Conquest on %.40s · %d players · turn %d",
                         when[0] ? when : name, map_name, cs.n_players, cs.turn);
            else
                snprintf(title, sizeof a->save_titles[0], "%.60s · cannot be loaded", when[0] ? when : name);
            cq_graph_free(&g);
        } else if (data_save_load(paths[i], &rec, &err)) {
            esc_game g;
            esc_record_replay(&rec, &g, -1);
            snprintf(title, sizeof a->save_titles[0], "%.40s · %.40s vs %.40s · %s", when[0] ? when : name,
                     rec.squads[0].name, rec.squads[1].name,
                     g.phase == ESC_PHASE_DEPLOY ? "deployment" : g.phase == ESC_PHASE_OVER ? "finished" : "in play");
            if (g.phase == ESC_PHASE_BATTLE) {
                size_t len = strlen(title);
                snprintf(title + len, sizeof a->save_titles[0] - len, ", round %d", esc_game_round(&g));
            }
            esc_record_free(&rec);
        } else {
            snprintf(title, sizeof a->save_titles[0], "%.60s · cannot be loaded", when[0] ? when : name);
        }
        a->n_saves++;
    }
}

void app_resize(app *a)
{
    int ww = 0, wh = 0;
    SDL_GetRendererOutputSize(a->renderer, &a->w, &a->h);
    if (a->window)
        SDL_GetWindowSize(a->window, &ww, &wh);
    float sx = (float)a->w / 1280.0f, sy = (float)a->h / 800.0f;
    a->scale = sx < sy ? sx : sy;
    if (a->scale < 0.6f)
        a->scale = 0.6f;
    if (a->scale > 3.0f)
        a->scale = 3.0f;
    if (!a->prefs.fullscreen && ww > 0 && wh > 0) {
        a->prefs.window_w = ww;
        a->prefs.window_h = wh;
    }
    a->dirty = true;
}

bool app_init(app *a, bool fullscreen_flag, bool windowed_flag, bool software)
{
    memset(a, 0, sizeof *a);
    a->squads = calloc(APP_MAX_SQUADS, sizeof *a->squads);
    if (!a->squads)
        return false;
    data_prefs_default(&a->prefs);
    match_init_empty(&a->match);
    if (data_paths_config_dir(a->config_dir, sizeof a->config_dir)) {
        char path[DATA_PATH_MAX];
        data_error err;
        data_paths_join(path, sizeof path, a->config_dir, "settings.json");
        if (data_paths_is_file(path) && !data_prefs_load(path, &a->prefs, &err)) {
            char msg[700];
            data_error_format(&err, msg, sizeof msg);
            SDL_Log("settings ignored: %s", msg);
        }
    }
    if (data_paths_user_data_dir(a->user_dir, sizeof a->user_dir)) {
        data_paths_make_dirs(a->user_dir);
        data_paths_join(a->match.autosave_path, sizeof a->match.autosave_path, a->user_dir, "autosave.json");
    }
    if (fullscreen_flag)
        a->prefs.fullscreen = true;
    if (windowed_flag)
        a->prefs.fullscreen = false;

    SDL_SetHint(SDL_HINT_VIDEO_HIGHDPI_DISABLED, "0");
    /* Docks and task bars match the window to the desktop entry by this class (the
     * reverse-DNS id of packaging/io.github.skirmish.Skirmish.desktop). */
    setenv("SDL_VIDEO_X11_WMCLASS", "io.github.skirmish.Skirmish", 0);
    setenv("SDL_VIDEO_WAYLAND_WMCLASS", "io.github.skirmish.Skirmish", 0);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
        fprintf(stderr, "skirmish: cannot start SDL: %s\n", SDL_GetError());
        return false;
    }
    if (TTF_Init() != 0 || !(IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG)) {
        fprintf(stderr, "skirmish: cannot start SDL_ttf/SDL_image: %s\n", SDL_GetError());
        return false;
    }
    Uint32 flags = SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI;
    if (a->prefs.fullscreen)
        flags |= SDL_WINDOW_FULLSCREEN_DESKTOP;
    a->window = SDL_CreateWindow("Skirmish", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, a->prefs.window_w,
                                 a->prefs.window_h, flags);
    if (!a->window) {
        fprintf(stderr, "skirmish: cannot open a window: %s\n", SDL_GetError());
        return false;
    }
    SDL_SetWindowMinimumSize(a->window, 800, 560);
    a->renderer = SDL_CreateRenderer(a->window, -1, software ? SDL_RENDERER_SOFTWARE : SDL_RENDERER_PRESENTVSYNC);
    if (!a->renderer)
        a->renderer = SDL_CreateRenderer(a->window, -1, SDL_RENDERER_SOFTWARE);
    if (!a->renderer) {
        fprintf(stderr, "skirmish: cannot create a renderer: %s\n", SDL_GetError());
        return false;
    }
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
    return true;
}

Uint32 app_ticks(const app *a)
{
    return a->frozen_ticks ? a->frozen_ticks : SDL_GetTicks();
}

/* What both kinds of start-up share once a renderer exists. */
static bool app_start(app *a)
{
    char why[512];
    if (!assets_load(&a->assets, a->renderer, why, sizeof why)) {
        fprintf(stderr, "skirmish: %s\n", why);
        return false;
    }
    a->wake_event = SDL_RegisterEvents(1);
    a->match.wake_event = a->wake_event == (Uint32)-1 ? 0 : a->wake_event;
    scene_barracks_init(a); /* first: it sets damaged user squads aside before they are listed */
    load_content(a);
    a->setup.map = 0;
    for (int i = 0; i < a->n_maps; i++)
        if (strcmp(a->maps[i].name, "Crossroads") == 0)
            a->setup.map = i;
    a->setup.squad[0] = 0;
    a->setup.squad[1] = a->n_squads > 1 ? 1 : 0;
    a->setup.human[0] = true;
    a->setup.human[1] = false;
    a->setup.level[0] = a->setup.level[1] = AI_NORMAL;
    a->setup.round_limit = ESC_DEFAULT_ROUND_LIMIT;
    cq_match_init(&a->cq.match);
    area_model_init(&a->cq.model);
    cq_setup_defaults(a);
    app_resize(a);
    a->running = true;
    a->start_ticks = SDL_GetTicks64();
    a->scene = SCENE_MENU;
    return true;
}

bool app_init_offscreen(app *a, int w, int h)
{
    memset(a, 0, sizeof *a);
    a->squads = calloc(APP_MAX_SQUADS, sizeof *a->squads);
    if (!a->squads)
        return false;
    data_prefs_default(&a->prefs);
    match_init_empty(&a->match);
    if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0 || TTF_Init() != 0 || !(IMG_Init(IMG_INIT_PNG) & IMG_INIT_PNG)) {
        fprintf(stderr, "skirmish: cannot start SDL: %s\n", SDL_GetError());
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
    match_free(&a->match);
    scene_barracks_free(a);
    cq_match_free(&a->cq.match);
    area_model_free(&a->cq.model);
    area_cache_free(&a->cq.cache);
    for (int i = 0; i < a->n_cq_maps; i++)
        cq_map_free(&a->cq_maps[i]);
    assets_free(&a->assets);
    if (a->renderer)
        SDL_DestroyRenderer(a->renderer);
    if (a->window)
        SDL_DestroyWindow(a->window);
    if (a->offscreen)
        SDL_FreeSurface(a->offscreen);
    free(a->squads);
    a->squads = NULL;
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
    data_paths_join(path, sizeof path, a->config_dir, "settings.json");
    if (!data_prefs_save(path, &a->prefs, &err)) {
        char msg[700];
        data_error_format(&err, msg, sizeof msg);
        SDL_Log("cannot save settings: %s", msg);
    }
}

void app_toggle_fullscreen(app *a)
{
    a->prefs.fullscreen = !a->prefs.fullscreen;
    SDL_SetWindowFullscreen(a->window, a->prefs.fullscreen ? SDL_WINDOW_FULLSCREEN_DESKTOP : 0);
    app_save_prefs(a);
    app_resize(a);
}

void app_set_scene(app *a, scene_id scene)
{
    a->scene = scene;
    a->message[0] = '\0';
    a->dirty = true;
}

bool app_start_match(app *a, bool demo)
{
    setup_choice c = a->setup;
    if (demo) {
        /* Two different squads on a map with obstacles, both played by the computer. */
        c.human[0] = c.human[1] = false;
        c.level[0] = AI_HARD;
        c.level[1] = AI_NORMAL;
        c.squad[0] = (int)(SDL_GetTicks() % (Uint32)a->n_squads);
        c.squad[1] = a->n_squads > 1 ? (c.squad[0] + 1) % a->n_squads : 0;
    }
    const esc_squad *squads[ESC_SIDES] = { &a->squads[c.squad[0]], &a->squads[c.squad[1]] };
    esc_settings settings;
    esc_settings_default(&settings);
    settings.round_limit = c.round_limit;
    uint64_t seed = (uint64_t)time(NULL) ^ ((uint64_t)SDL_GetPerformanceCounter() << 20);
    const char *fixed = getenv("SKIRMISH_SEED");
    if (fixed && *fixed)
        seed = strtoull(fixed, NULL, 10);
    char why[256];
    if (!match_start(&a->match, &a->maps[c.map], squads, &settings, seed, c.human, why, sizeof why)) {
        snprintf(a->message, sizeof a->message, "%s", why);
        a->dirty = true;
        return false;
    }
    match_set_levels(&a->match, c.level);
    a->match_live = true;
    battle_open(a, demo);
    return true;
}

static bool load_conquest(app *a, const char *path)
{
    cq_graph graph;
    cq_graph_init(&graph);
    cq_state state;
    int seats[CQ_MAX_PLAYERS];
    char name[64];
    data_error err;
    if (!data_cq_save_load(path, name, sizeof name, seats, &graph, &state, &err)) {
        data_error_format(&err, a->message, sizeof a->message);
        cq_graph_free(&graph);
        a->dirty = true;
        return false;
    }
    bool ok = cq_match_adopt(&a->cq.match, &graph, &state, seats, name);
    cq_graph_free(&graph);
    if (!ok) {
        snprintf(a->message, sizeof a->message, "out of memory");
        return false;
    }
    cq_open(a);
    return true;
}

bool app_load_match(app *a, const char *path)
{
    if (data_cq_save_is(path))
        return load_conquest(a, path);
    bool human[ESC_SIDES] = { true, true };
    data_error err;
    /* Loading replaces the match only when the file is good. */
    match loaded;
    match_init_empty(&loaded);
    loaded.wake_event = a->match.wake_event;
    memcpy(loaded.autosave_path, a->match.autosave_path, sizeof loaded.autosave_path);
    if (!match_load(&loaded, path, human, &err)) {
        data_error_format(&err, a->message, sizeof a->message);
        a->dirty = true;
        return false;
    }
    match_free(&a->match);
    a->match = loaded;
    a->match_live = true;
    battle_open(a, false);
    return true;
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

static void run_scene(app *a, const ui_event *ev)
{
    ui u = { a, a->renderer, ev, ev == NULL, a->scale };
    switch (a->scene) {
    case SCENE_MENU: scene_menu(&u); break;
    case SCENE_SETUP: scene_setup(&u); break;
    case SCENE_SETTINGS: scene_settings(&u); break;
    case SCENE_LOAD: scene_load(&u); break;
    case SCENE_BATTLE: scene_battle(&u); break;
    case SCENE_CQ_SETUP: scene_cq_setup(&u); break;
    case SCENE_CQ_PLAY: scene_cq_play(&u); break;
    case SCENE_BARRACKS: scene_barracks(&u); break;
    case SCENE_UNIT_EDITOR: scene_unit_editor(&u); break;
    case SCENE_SQUAD_EDITOR: scene_squad_editor(&u); break;
    }
}

void app_handle_event(app *a, const ui_event *ev)
{
    switch (ev->kind) {
    case UI_EV_QUIT: a->running = false; return;
    case UI_EV_RESIZE: app_resize(a); return;
    case UI_EV_MOUSE_MOVE:
        a->mouse_x = ev->x;
        a->mouse_y = ev->y;
        break;
    case UI_EV_MOUSE_DOWN:
        a->mouse_x = ev->x;
        a->mouse_y = ev->y;
        a->mouse_down = true;
        a->press_x = ev->x;
        a->press_y = ev->y;
        break;
    case UI_EV_KEY:
        if (ev->key == UI_KEY_F11) {
            app_toggle_fullscreen(a);
            return;
        }
        break;
    case UI_EV_DROP_FILE:
        /* A squad or unit file joins the Barracks' library; anything else is
         * tried as a saved game. */
        if (!scene_barracks_drop(a, ev->text))
            app_load_match(a, ev->text);
        return;
    case UI_EV_WAKE: a->dirty = true; return;
    default: break;
    }
    run_scene(a, ev);
    if (ev->kind == UI_EV_MOUSE_UP)
        a->mouse_down = false;
    a->dirty = true;
}

void app_draw(app *a)
{
    a->n_drawn_buttons = 0;
    run_scene(a, NULL);
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
    static Uint64 last;
    Uint64 now = SDL_GetTicks64();
    float dt = last ? (float)(now - last) / 1000.0f : 0.0f;
    if (dt > 0.1f)
        dt = 0.1f;
    last = now;
    bool moving = (a->scene == SCENE_BATTLE && battle_update(a, dt)) || (a->scene == SCENE_CQ_PLAY && cq_update(a, dt));
    if (a->dirty || moving) {
        app_draw(a);
        SDL_RenderPresent(a->renderer);
        a->dirty = false;
    }
    if (a->quit_after > 0 && (double)(SDL_GetTicks64() - a->start_ticks) / 1000.0 >= a->quit_after)
        a->running = false;
    if (!a->running)
        return false;
    /* Sleep until an event comes, or the next animation frame if something moves. */
    int timeout = moving ? 16 : -1;
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
    while (got) {
        ui_event ev;
        if (input_adapt(&e, pixel_scale, a->wake_event, &ev))
            app_handle_event(a, &ev);
        if (e.type == SDL_DROPFILE)
            SDL_free(e.drop.file);
        got = SDL_PollEvent(&e);
    }
    return a->running;
}
