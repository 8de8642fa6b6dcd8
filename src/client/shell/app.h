/*
 * The application shell: the window and renderer, assets, preferences, the stack
 * of screens and the event loop. It knows the screen interface below, not the
 * games: each game's folder defines its screens as `scene` values and keeps its
 * state in its own struct, created when the screen is entered and freed when it
 * is left. Screens are immediate-mode: the same layout code runs for an input
 * event (to react) and for a frame (to draw), so what is drawn is what is clicked.
 */
#ifndef SKIRMISH_CLIENT_SHELL_APP_H
#define SKIRMISH_CLIENT_SHELL_APP_H

#include <stdbool.h>

#include <SDL.h>

#include "shell/assets.h"
#include "shell/ui_event.h"
#include "skirmish/data/error.h"
#include "skirmish/data/paths.h"
#include "skirmish/data/prefs.h"

#define APP_SCENE_DEPTH 8
#define APP_MAX_SERVICES 12
/* How long the pointer rests on a widget before its tooltip shows (app_init). */
#define APP_TOOLTIP_DELAY_MS 450
/* The smallest window every screen is laid out for (app_init keeps it). */
#define APP_MIN_WINDOW_W 800
#define APP_MIN_WINDOW_H 560

typedef struct app app;
typedef struct ui ui;

/* What a pushed screen hands back to the one beneath it when it pops. `data` is
 * the popped screen's (a board_battle_result from a battle, for instance) and is
 * valid until `resume` returns. */
typedef struct scene_result {
    int code;                      /* SCENE_CLOSED, SCENE_DONE, or the screen's own */
    const void *data;
} scene_result;

enum { SCENE_CLOSED = 0, SCENE_DONE = 1 };

/* A screen. Only `name`, `event` and `frame` are required. */
typedef struct scene {
    const char *name;
    /* Drawn over the screen beneath, which stays visible but gets no input
     * (pause menus, confirmations). */
    bool overlay;
    /* The help book of this screen's game ("escarmouche"): F1 and app_open_help
     * open the help there. NULL: the book of the screen beneath. */
    const char *help;
    /* Tab and the arrows are the screen's own (it moves among its own things:
     * the battle's units, the Barracks' fields, the help's sections), not the
     * shell's focus ring (shell/focus.c). */
    bool own_tab;
    /* Every key is the screen's own, Ctrl+Tab too: it is wholly usable by its own
     * keys and has no focus ring (the help: Ctrl+Tab changes book). */
    bool own_keys;
    /* Creates the screen's state from `arg` (the screen's own start description)
     * into *self; false refuses to open, with a->message saying why. */
    bool (*enter)(app *a, const void *arg, void **self);
    void (*leave)(app *a, void *self);
    void (*event)(ui *u, void *self);  /* u->ev is the event */
    void (*frame)(ui *u, void *self);  /* u->ev is NULL: draw */
    /* Time passes: animation, the computer's moves. True while something on screen
     * moves. Every screen on the stack is updated; `on_top` says whether it has
     * the input. */
    bool (*update)(app *a, void *self, float dt, bool on_top);
    /* A screen this one pushed has popped with `r`. */
    void (*resume)(app *a, void *self, const scene_result *r);
    /* A passing message for the player ("Saved as ..."); without it the message
     * goes to a->message. */
    void (*notify)(app *a, void *self, const char *text);
    /* The window is being closed: true when this screen asks the player first
     * (the app stays open; the screen's question quits, a->running = false).
     * NULL or false: the app quits at once. Also called when the system ends the
     * program (UI_EV_TERMINATE: SIGTERM, a logout): then whatever it saves before
     * asking is saved, app_confirm asks nothing, and the app quits. */
    bool (*closing)(app *a, void *self);
} scene;

/* Something a folder keeps for the whole run, beyond one screen (content read
 * at start-up, choices remembered between visits). Created on first use, freed
 * by app_free. */
typedef struct app_service {
    const char *name;
    void *(*create)(app *a);
    void (*destroy)(app *a, void *self);
} app_service;

typedef struct app_scene_slot {
    const scene *def;
    void *self;
} app_scene_slot;

struct app {
    SDL_Window *window;
    SDL_Renderer *renderer;
    int w, h;                      /* renderer output, pixels */
    float scale;                   /* UI scale from the window's size and the player's UI scale (app_scale_for) */
    int display_ui_scale;          /* percent the display's DPI suggests (0: unknown) */
    assets assets;
    data_prefs prefs;
    char config_dir[DATA_PATH_MAX];
    char user_dir[DATA_PATH_MAX];
    bool running;
    bool dirty;                    /* redraw needed */
    Uint32 wake_event;
    int mouse_x, mouse_y;
    bool mouse_down;               /* a press the screens were given and no release yet */
    int press_x, press_y;
    int press_button;              /* UI_BUTTON_* of that press */
    const scene *press_def;        /* the screen that got it, and its state */
    void *press_self;
    bool press_cancel;             /* a screen was pushed over it: it gets a cancel (ui_event.cancel) */
    /* A double-click's second press, and the button the first click pressed
     * (label "" for none): a button that was not that one (it appeared under
     * the pointer after the first click) ignores the second (buttons.c). */
    bool press_double;
    char clicked_label[256];
    SDL_Rect clicked_rect;
    char message[512];             /* shown on the menus (load errors...) */
    /* The stack of screens: the bottom one is the main menu. */
    app_scene_slot stack[APP_SCENE_DEPTH];
    int depth;
    /* Screens left while a screen's code was running, freed once it returns. */
    app_scene_slot leaving[APP_SCENE_DEPTH * 2];
    int n_leaving;
    int dispatching;
    /* Screens every game may open, registered by the front (src/client/front);
     * F1 opens the help over whatever is on screen (app_open_help). */
    const scene *settings_scene, *load_scene, *help_scene;
    struct {
        const app_service *def;
        void *self;
    } services[APP_MAX_SERVICES];
    int n_services;
    /* Where files dropped on the window go; set by the front. */
    void (*drop_file)(app *a, const char *path);
    /* The buttons of the last drawn frame, so tests (and accessibility tools) can
     * find a button by its label instead of by coordinates. */
    struct {
        char label[256];
        SDL_Rect rect;
        bool enabled;
    } drawn_buttons[64];
    int n_drawn_buttons;
    /* The tooltip of what is under the pointer in the frame being drawn ("" for
     * none), drawn last, over everything; tooltip_at is the widget it belongs
     * to. Anything drawn later over the pointer (a dialog, an overlay's veil, a
     * legend) takes it away, and a screen under an overlay sets none. */
    char tooltip[1024];
    SDL_Rect tooltip_at;
    /* Where the tooltip's box must not go (w 0: anywhere near the pointer):
     * a board keeps the hovered token's neighbours clear (ui_tooltip_clear). */
    SDL_Rect tooltip_clear;
    /* What the frame asks the tooltip's box not to cover, if it can help it
     * (ui_tooltip_avoid: a board's unit tokens, a map's pieces). Of the places
     * beside tooltip_clear that fit, the box takes the one that covers the
     * least of these (play-test 11: a square's card lay over a unit two
     * squares away). */
    SDL_Rect tooltip_avoid[96];
    int n_tooltip_avoid;
    /* The hover delay (ui.c): a tooltip shows once the pointer has rested
     * tooltip_delay_ms on its widget (0: at once, as offscreen and headless
     * apps, the tests' default). hover_at is that widget, since hover_since (the
     * tooltip clock's ms); tooltip_due the clock time a waiting tooltip is
     * due, so the loop wakes for it (0: none). The clock is SDL's unless
     * tooltip_clock_manual, when it reads tooltip_clock_ms (tests drive it). */
    int tooltip_delay_ms;
    SDL_Rect hover_at;
    Uint32 hover_since, tooltip_due;
    /* The clock time the window's new size is written to the settings (0:
     * none): a moment after the last resize, so a drag writes once, and a
     * kill -9 later still finds the last size (play-test 6). */
    Uint32 window_save_due;
    bool hover_seen;               /* a tooltip's widget was under the pointer in this frame */
    /* A click, a key, a resize, another screen on top, or the widget under
     * the pointer saying something else (the turn passed, a hot-seat hand-over)
     * hides the tooltip: it waits until the pointer moves and rests again, or
     * is on another widget (with a hover delay only: the tests' instant
     * tooltips stay). hover_text is the text the widget under the pointer gave
     * in the last frame (a hash; 0 unknown), hover_text_frame in this one;
     * tooltip_scene the screen on top when the last frame was drawn. */
    bool tooltip_hushed;
    /* Set with the hush of a click or a key: then no new widget under a
     * still pointer lifts it, only a move does (play-test 14: a tooltip
     * popped up after a click changed the screen under the pointer). */
    bool tooltip_hush_held;
    int hush_x, hush_y; /* where the pointer was then: anywhere else, it has moved */
    Uint32 hover_text, hover_text_frame;
    const void *tooltip_scene;
    int tooltip_depth;
    bool tooltip_clock_manual;
    Uint32 tooltip_clock_ms;
    /* The screens (by name) of games that autosave as they go: closing the
     * window with one open asks first, saying so (app_closing_asks). */
    struct {
        const char *name;
        bool (*autosaved)(app *a, void *self); /* whether it has an autosave now */
    } autosaved_scenes[8];
    int n_autosaved_scenes;
    /* While the system ends the program (UI_EV_TERMINATE): app_confirm asks
     * nothing and notes that a screen would have asked (terminate_asked). */
    bool terminating, terminate_asked;
    /* The keyboard focus (shell/focus.c): the index of the focused widget among
     * the top screen's focusable widgets in drawing order, shown once a key
     * moved it and hidden by the mouse. */
    int focus;
    int n_focusable;               /* in the last drawn frame */
    bool focus_visible;
    const void *focus_owner;       /* the top screen's state the index belongs to */
    char focus_label[96];          /* the focused widget's label in the last frame ("": none) */
    int focus_arrows;              /* the focused widget keeps Up and Down (ui_focus_arrows); -1 none */
    /* Layout faults seen while drawing (a label wider than its button, text that
     * leaves its panel or the window), counted since start-up with the first
     * kept: the tests fail on any, in every language. */
    int layout_faults;
    char layout_fault[320];
    SDL_Rect text_box;             /* the last panel drawn this frame (w 0: none) */
    /* Every text drawn, as drawn (tests: the pseudo-locale check). */
    void (*text_seen)(void *ctx, const char *text);
    void *text_seen_ctx;
    /* Every tooltip offered in the frame drawn, hovered or not, with the widget
     * it belongs to (tests find a tooltip's widget in one frame). */
    void (*tooltip_seen)(void *ctx, SDL_Rect at, const char *text);
    void *tooltip_seen_ctx;
    Uint32 frozen_ticks;           /* when non-zero, the clock blinking and rolling effects read (tests) */
    SDL_Surface *offscreen;        /* the target of an offscreen app (tests, benchmarks) */
    double quit_after;             /* seconds; 0 = never */
    const char *screenshot_path;
    Uint64 start_ticks;
    bool presented;                /* a scene's frame was shown (SKIRMISH_STARTUP_LOG) */
    Uint64 last_step;
};

/* ---- start and stop (shell/app.c) ---- */
/* Opens the window (preferences from the user's settings file). The stack is
 * empty until the front pushes its menu. */
bool app_init(app *a, bool fullscreen_flag, bool windowed_flag, bool software);
/* An app without a window drawing into a w x h RGB888 surface with the software
 * renderer: for pixel tests and benchmarks. Preferences are defaults, not the user's. */
bool app_init_offscreen(app *a, int w, int h);
/* Leaves every screen, frees every service, closes the window. */
void app_free(app *a);

/* ---- the loop ---- */
void app_handle_event(app *a, const ui_event *ev);
/* One loop iteration: waits for events (no busy loop when idle), updates, draws.
 * Returns false when the app should exit. */
bool app_step(app *a);
void app_draw(app *a);
/* Whether a click's or a key's hush still holds: the pointer has not moved
 * since (tooltip_hush_held). Inline: ui.c asks it, and the shell's calls run
 * one way (app.c calls ui.c, not back). */
static inline bool app_tooltip_hush_held(app *a)
{
    if (a->tooltip_hush_held && (a->mouse_x != a->hush_x || a->mouse_y != a->hush_y))
        a->tooltip_hush_held = false; /* the pointer has moved since */
    return a->tooltip_hush_held;
}
/* Hides the tooltip now (see tooltip_hushed): for what changes the screen
 * without a click or a key, as a turn passing to the other player. */
void app_tooltip_hush(app *a);
/* Milliseconds for effects that blink or roll (frozen in tests). */
Uint32 app_ticks(const app *a);
/* The rectangle of the button labelled `label` in the last drawn frame. */
bool app_find_button(const app *a, const char *label, SDL_Rect *rect, bool *enabled);
void app_save_prefs(app *a);
void app_toggle_fullscreen(app *a);
bool app_save_screenshot(app *a, const char *path);
void app_resize(app *a);
/* The screens' scale (pixels per layout unit) in a w x h window at the player's
 * UI scale `percent` (100 to 200): the window's size over 1280 x 800, times the
 * percentage, at least 0.8 so that text stays readable, and capped so that the
 * screens keep APP_MIN_UNITS_W x APP_MIN_UNITS_H units. */
#define APP_MIN_UNITS_W 1000.0f
#define APP_MIN_UNITS_H 720.0f
float app_scale_for(int w, int h, int percent);
/* The UI scale in use, in percent: the settings' or the display's. */
int app_ui_percent(const app *a);

/* ---- the screen stack (shell/scene.c) ---- */
/* Opens `s` over the current screen. False (and nothing changes) when its enter
 * refuses or the stack is full. */
bool app_scene_push(app *a, const scene *s, const void *arg);
/* Replaces the current screen by `s`. */
bool app_scene_switch(app *a, const scene *s, const void *arg);
/* Closes the current screen; the one beneath gets `r` (NULL: SCENE_CLOSED). */
void app_scene_pop(app *a, const scene_result *r);
/* Closes every screen but the bottom one (the main menu). */
void app_scene_pop_to_root(app *a);
/* Closes every screen but the bottom one and opens `s` over it. */
bool app_scene_open_from_root(app *a, const scene *s, const void *arg);
const scene *app_scene_top(const app *a);
/* The current screen's name ("" with none). */
const char *app_scene_name(const app *a);
/* The state of the topmost `s` on the stack, NULL if it is not there. */
void *app_scene_state(const app *a, const scene *s);
/* Closing the window while the screen named `name` is open and `autosaved`
 * says it has an autosave (and no screen's closing asked) asks first, saying
 * the game is autosaved. */
void app_closing_asks(app *a, const char *name, bool (*autosaved)(app *a, void *self));
/* Asks `question` over the current screen (an overlay): `yes` (or Enter) closes
 * it and calls on_yes(a, ctx), `no` (or Esc) just closes it. */
typedef void (*app_confirm_fn)(app *a, void *ctx);
bool app_confirm(app *a, const char *question, const char *yes, const char *no, app_confirm_fn on_yes, void *ctx);
/* The same where `yes` is the risky answer: Enter says no, as Esc; yes takes its
 * own click (or Tab to it and Enter). */
bool app_confirm_safe(app *a, const char *question, const char *yes, const char *no, app_confirm_fn on_yes, void *ctx);
/* A question with three answers in a row: `yes` (greyed when !yes_enabled),
 * `other`, and the safe `no`, which Enter and Esc give and the keyboard's focus
 * starts on; yes and other close it and call their callback with ctx. */
typedef struct app_ask3_spec {
    const char *question, *yes, *other, *no;
    app_confirm_fn on_yes, on_other;
    bool yes_enabled;
} app_ask3_spec;
bool app_ask3(app *a, const app_ask3_spec *q, void *ctx);
/* Whether a question (app_confirm, app_confirm_safe, app_ask3) is on top. */
bool app_asking(const app *a);
/* Saves what an editor holds; true when written. */
typedef bool (*app_save_fn)(app *a, void *ctx);
/* Closing the window in an editor with unsaved changes (blind play-test 12: the
 * scenario editor quit at once and lost them): "Save changes to "<name>"?"
 * with Save, Don't save and Cancel, over the editor. Save calls save(a, ctx)
 * and quits when it worked; Don't save quits; Cancel (Enter, Esc) closes the
 * question. `cannot` (NULL or "") says why Save is greyed. False, asking
 * nothing, when the system ends the program or a question is already open (a
 * second close quits). */
bool app_ask_save(app *a, const char *name, const char *cannot, app_save_fn save, void *ctx);
/* The help book of the topmost screen that names one (scene.help), else NULL. */
const char *app_help_topic(const app *a);
/* Opens the registered help (a->help_scene) at app_help_topic's book: F1, and
 * every pause menu's "Rules and help". */
bool app_open_help(app *a);
/* A passing message for the player, shown by the current screen. */
void app_notify(app *a, const char *text);

/* ---- the keyboard focus (shell/focus.c) ---- */
/* Tab / Shift+Tab (and Up / Down while the focus shows) move the focus; true
 * when `ev` was such a key and is used up. */
bool app_focus_key(app *a, const ui_event *ev);
/* Called before each frame: a new screen on top starts at its first widget. */
void app_focus_track(app *a);

/* ---- files (shell/files.c) ---- */
/* The *.json files of a folder (full paths), sorted by name; at most `cap`. */
int app_list_json(const char *dir, char (*out)[DATA_PATH_MAX], int cap);

/* Reads the settings file into a->prefs keeping every good key; a file with a
 * bad value, or none usable, is set aside with a message in a->message. */
void app_read_prefs(app *a, const char *path);

/* ---- autosaves (shell/autosaves.c): one way for every game ---- */
/* Sets a damaged autosave aside ("<name>.corrupt-<time>", never deleted) and
 * says so in a->message, with why it does not load (`why` may be NULL). */
void app_autosave_set_aside(app *a, const char *path, const data_error *why);
/* Whether the autosave at path loads (err says why not). */
typedef bool (*app_autosave_loads)(app *a, const char *path, void *ctx, data_error *err);
/* What a game's folder of autosaves held when last looked at. */
typedef struct app_autosaves {
    bool known;
    long long stamp;              /* the folder's change time then */
    char dir[DATA_PATH_MAX];
    char newest[DATA_PATH_MAX];   /* "" when none loads */
} app_autosaves;
/* The newest autosave of dir (by time, data_save_list) that loads, into out;
 * damaged ones on the way are set aside with app_autosave_set_aside. Read again
 * only when the folder has changed, so a menu may ask every frame. */
bool app_autosave_newest(app *a, app_autosaves *cache, const char *dir, app_autosave_loads loads, void *ctx,
                         char *out, size_t size);

/* ---- services (shell/scene.c) ---- */
void *app_service_get(app *a, const app_service *svc);

#endif
