/*
 * The client application: window and renderer, assets, preferences, the current
 * scene and match, and the event loop. Scenes are immediate-mode: one function per
 * scene is called once per input event (to react) and once per frame (to draw),
 * with the same layout code, so what is drawn is exactly what is clicked.
 */
#ifndef SKIRMISH_CLIENT_APP_H
#define SKIRMISH_CLIENT_APP_H

#include <stdbool.h>

#include <SDL.h>
#include <SDL_ttf.h>

#include "anim.h"
#include "area_view.h"
#include "barracks.h"
#include "battle_input.h"
#include "cq_match.h"
#include "match.h"
#include "skirmish/core/esc/map.h"
#include "skirmish/core/esc/squad.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/prefs.h"
#include "ui_event.h"

#define APP_MAX_MAPS 32
#define APP_MAX_SQUADS 64
#define APP_MAX_SAVES 12
#define APP_LOG_LINES 64
#define TEXT_CACHE_SIZE 384
#define PORTRAIT_COUNT 15

typedef enum scene_id {
    SCENE_MENU,
    SCENE_SETUP,
    SCENE_BATTLE,
    SCENE_SETTINGS,
    SCENE_LOAD,
    SCENE_CQ_SETUP,
    SCENE_CQ_PLAY,
    SCENE_BARRACKS,                /* the unit and squad libraries */
    SCENE_UNIT_EDITOR,
    SCENE_SQUAD_EDITOR
} scene_id;

#define APP_MAX_CQ_MAPS 16

/* Conquest's screens (scene_conquest.c). */
typedef struct cq_screen {
    cq_match match;
    bool live;                     /* a game exists (settings/back return to it) */
    area_model model;
    area_camera cam;
    area_cache cache;
    bool fitted;
    int viewer;                    /* the human entering orders, CQ_NO_PLAYER if none */
    bool cover;                    /* "pass the screen" cover up */
    int drag_from, hover;          /* vertex indices, -1 if none */
    int selected;                  /* the viewer's selected order, -1 if none */
    bool panning, pan_moved;
    int pan_x, pan_y;
    char message[200];
    bool animating;
    float anim_t, anim_speed, idle_t;
    bool paused, show_result, result_seen;
    /* setup */
    int setup_map;                 /* index into app.cq_maps; n_cq_maps: generated grid; +1: hex */
    int setup_players;
    int setup_seat[CQ_SETUP_MAX_PLAYERS];
    int setup_turns;
    int gen_size;
} cq_screen;

typedef struct text_entry {
    char text[128];
    int size;
    bool bold;
    SDL_Color color;
    SDL_Texture *texture;
    int w, h;
    unsigned used;
} text_entry;

typedef struct assets {
    char data_dir[DATA_PATH_MAX];
    TTF_Font *fonts[2][8];         /* [bold][size index]; opened lazily per pixel size */
    int font_px[2][8];
    SDL_Texture *tile[2];
    SDL_Texture *obstacle[3];
    SDL_Texture *zone;
    SDL_Texture *token[ESC_SIDES];
    SDL_Texture *ring[ESC_SIDES];
    SDL_Texture *portrait[PORTRAIT_COUNT];
    SDL_Texture *status[5];
    SDL_Texture *flag;
    SDL_Texture *fx_spark, *fx_arrow, *fx_bolt, *fx_slash, *fx_puff;
    SDL_Texture *white;            /* 1x1 white, for tinted quads */
    SDL_Texture *disc;             /* an anti-aliased white disc, tinted for area-map nodes */
    /* Drawn once and copied every frame (the software renderer is slow at
     * blending and triangles): the board's static layer and per-square overlays. */
    SDL_Texture *board_layer;
    int board_layer_size;
    esc_bits board_layer_key[5];   /* obstacles, zone, threat, reach, deploy it was drawn with */
    SDL_Texture *overlay[4];       /* threat, reach, deploy, reach-dot */
    SDL_Texture *unit_tex[ESC_SIDES][PORTRAIT_COUNT]; /* shadow, token and portrait at unit_tex_size */
    int unit_tex_size;
    int overlay_size;
    text_entry text[TEXT_CACHE_SIZE];
    unsigned text_clock;
} assets;

typedef struct setup_choice {
    int map;                       /* index into app.maps */
    int squad[ESC_SIDES];          /* index into app.squads */
    bool human[ESC_SIDES];
    int level[ESC_SIDES];          /* ai_level of a computer side */
    int round_limit;
} setup_choice;

typedef enum battle_overlay {
    BATTLE_PLAYING,
    BATTLE_PAUSED,
    BATTLE_RESULT
} battle_overlay;

typedef struct battle_state {
    battle_input input;
    anim_player anim;
    battle_overlay overlay;
    bool result_seen;              /* the result panel was opened once */
    char log[APP_LOG_LINES][200];
    int log_count;
    int log_scroll;
    char toast[200];               /* a passing message ("Saved to ...") */
    float toast_age;
    float dice_age;                /* seconds since the dice started, for their roll */
    int last_turn_seen;
    float banner_age;              /* "Player 2's turn" banner */
    bool demo;                     /* computer against computer, from --demo */
} battle_state;

typedef struct app {
    SDL_Window *window;
    SDL_Renderer *renderer;
    int w, h;                      /* renderer output, pixels */
    float scale;                   /* UI scale from the window's size and pixel density */
    assets assets;
    data_prefs prefs;
    char config_dir[DATA_PATH_MAX];
    char user_dir[DATA_PATH_MAX];
    scene_id scene;
    bool running;
    bool dirty;                    /* redraw needed */
    Uint32 wake_event;
    int mouse_x, mouse_y;
    bool mouse_down;
    int press_x, press_y;
    /* content */
    esc_map maps[APP_MAX_MAPS];
    int n_maps;
    esc_squad *squads;             /* APP_MAX_SQUADS of them, heap (large) */
    int n_squads;
    char saves[APP_MAX_SAVES][DATA_PATH_MAX];
    char save_titles[APP_MAX_SAVES][160]; /* "22 Nov 03:12 · A vs B · round 2", or why it cannot load */
    int n_saves;
    setup_choice setup;
    match match;
    bool match_live;
    battle_state battle;
    char message[256];             /* shown on the menu (load errors...) */
    cq_map cq_maps[APP_MAX_CQ_MAPS];
    int n_cq_maps;
    cq_screen cq;
    /* options from the command line */
    /* The buttons of the last drawn frame, so tests (and accessibility tools) can
     * find a button by its label instead of by coordinates. */
    struct {
        char label[48];
        SDL_Rect rect;
        bool enabled;
    } drawn_buttons[64];
    int n_drawn_buttons;
    Uint32 frozen_ticks;           /* when non-zero, the clock blinking and rolling effects read (tests) */
    SDL_Surface *offscreen;        /* the target of an offscreen app (tests, benchmarks) */
    double quit_after;             /* seconds; 0 = never */
    const char *screenshot_path;
    Uint64 start_ticks;
    barracks barracks;             /* the Barracks: libraries, editors, their screens' state */
} app;

/* UI context for one pass of a scene (one event, or one frame to draw). */
typedef struct ui {
    app *app;
    SDL_Renderer *r;
    const ui_event *ev;            /* NULL while drawing */
    bool draw;
    float s;                       /* scale */
} ui;

/* ---- app.c ---- */
bool app_init(app *a, bool fullscreen_flag, bool windowed_flag, bool software);
/* An app without a window drawing into a w x h RGB888 surface with the software
 * renderer: for pixel tests and benchmarks. Preferences are defaults, not the user's. */
bool app_init_offscreen(app *a, int w, int h);
/* The rectangle of the button labelled `label` in the last drawn frame. */
bool app_find_button(const app *a, const char *label, SDL_Rect *rect, bool *enabled);
/* Milliseconds for effects that blink or roll (frozen in tests). */
Uint32 app_ticks(const app *a);
void app_free(app *a);
void app_handle_event(app *a, const ui_event *ev);
/* One loop iteration: waits for events (no busy loop when idle), updates, draws.
 * Returns false when the app should exit. */
bool app_step(app *a);
void app_draw(app *a);
void app_set_scene(app *a, scene_id scene);
void app_save_prefs(app *a);
void app_toggle_fullscreen(app *a);
bool app_save_screenshot(app *a, const char *path);
void app_refresh_saves(app *a);
/* Starts a match from the setup choice (or a demo) and opens the battle. */
bool app_start_match(app *a, bool demo);
bool app_load_match(app *a, const char *path);
void app_resize(app *a);

/* ---- assets.c ---- */
bool assets_load(assets *as, SDL_Renderer *r, char *why, int size);
void assets_free(assets *as);
TTF_Font *assets_font(assets *as, int px, bool bold);
/* A cached texture of the text; NULL for "". */
SDL_Texture *assets_text(assets *as, SDL_Renderer *r, const char *text, int px, bool bold, SDL_Color color, int *w,
                         int *h);
/* The portrait for a unit: one chosen for it in the Barracks (remembered below),
 * else one from its role. */
int assets_portrait_for(const esc_unit_def *unit);
/* The portrait its role suggests (abilities, then range and move): "auto". */
int assets_portrait_by_role(const esc_unit_def *unit);
/* Portraits by file id ("archer"): index or -1; and back. */
int assets_portrait_by_id(const char *id);
const char *assets_portrait_id(int portrait);
/* Portraits chosen in the Barracks, for units with exactly this definition
 * (name, stats, abilities) wherever they are drawn; "" or an unknown id is
 * ignored. At most 256 are kept. */
void assets_portrait_remember(const esc_unit_def *unit, const char *id);
void assets_portrait_forget_all(void);

/* ---- ui.c ---- */
enum { UI_LEFT, UI_CENTER, UI_RIGHT };
SDL_Color ui_rgb(int r, int g, int b);
SDL_Color ui_rgba(int r, int g, int b, int a);
void ui_fill(ui *u, SDL_Rect r, SDL_Color c);
void ui_frame(ui *u, SDL_Rect r, SDL_Color c, int thickness);
void ui_panel(ui *u, SDL_Rect r);
/* Draws text with its left/centre/right at x and its top at y; returns its width. */
int ui_text(ui *u, int x, int y, const char *text, int px, bool bold, SDL_Color c, int align);
int ui_text_width(ui *u, const char *text, int px, bool bold);
/* Wrapped text in a box; returns the height used. */
int ui_text_wrapped(ui *u, SDL_Rect box, const char *text, int px, SDL_Color c);
bool ui_hover(const ui *u, SDL_Rect r);
/* A push button: drawn while drawing, true when clicked by this event. */
bool ui_button(ui *u, SDL_Rect r, const char *label, bool enabled);
/* A button with < and > arrows around a value; returns -1, 0 or +1. */
int ui_stepper(ui *u, SDL_Rect r, const char *label, const char *value);
bool ui_pressed(const ui *u, ui_key key);
SDL_Rect ui_rect(int x, int y, int w, int h);
int ui_px(const ui *u, float points);

/* ---- scenes ---- */
void scene_menu(ui *u);
void scene_setup(ui *u);
void scene_settings(ui *u);
void scene_load(ui *u);
void scene_battle(ui *u);
/* Battle housekeeping outside events: animation, the computer, the demo. Returns
 * true while something on screen moves. */
bool battle_update(app *a, float dt);
void battle_open(app *a, bool demo);
void scene_cq_setup(ui *u);
void scene_cq_play(ui *u);
void cq_setup_defaults(app *a);
/* Opens the Conquest game screen on app.cq.match. */
void cq_open(app *a);
/* Resolution, animation and bots; true while something moves. */
bool cq_update(app *a, float dt);

/* ---- the Barracks: scene_barracks.c, scene_unit_editor.c, scene_squad_editor.c ---- */
void scene_barracks(ui *u);
void scene_unit_editor(ui *u);
void scene_squad_editor(ui *u);
/* Loads the libraries at start-up (setting damaged files aside, with a message). */
void scene_barracks_init(app *a);
void scene_barracks_free(app *a);
/* A squad or unit file dropped on the window goes into the library; false for
 * any other file. */
bool scene_barracks_drop(app *a, const char *path);
/* Re-reads the squads offered by the match setup (after the library changed). */
void app_reload_squads(app *a);

#endif
