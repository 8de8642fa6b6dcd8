/*
 * The client's preferences (settings screen), kept in
 * $XDG_CONFIG_HOME/skirmish/settings.json as a "skirmish-preferences" document.
 */
#ifndef SKIRMISH_DATA_PREFS_H
#define SKIRMISH_DATA_PREFS_H

#include <stdbool.h>
#include <stddef.h>

#include "skirmish/data/error.h"

typedef enum data_anim_speed {
    DATA_ANIM_INSTANT,
    DATA_ANIM_FAST,
    DATA_ANIM_NORMAL,
    DATA_ANIM_SLOW,
    DATA_ANIM_COUNT
} data_anim_speed;

typedef struct data_prefs {
    data_anim_speed anim_speed;
    bool fullscreen;
    bool show_threats;   /* the threat overlay starts on */
    bool confirm_end_turn;
    bool end_turn_auto;  /* a turn ends by itself after its last action (off: End turn ends it) */
    int sound_volume;    /* 0 to 100 */
    bool sound_muted;
    int window_w, window_h; /* last windowed size, in points */
    char language[16];   /* "" follows the system; else a catalogue code ("en", "fr", "es") */
    int ui_scale;        /* percent, DATA_PREFS_UI_SCALE_MIN to _MAX; 0 follows the display's DPI */
} data_prefs;

void data_prefs_default(data_prefs *prefs);
const char *data_anim_speed_name(data_anim_speed speed);
/* Strict: any bad key refuses the whole file (err names it). */
bool data_prefs_parse(const char *text, size_t len, const char *name, data_prefs *prefs, data_error *err);
/* What the client reads at start-up: false (prefs untouched) only when the file is
 * not a preferences document at all; otherwise every good key is read, a bad one
 * keeps its default (a number out of range is clamped into it), and err holds the
 * first bad key's problem (err->kind is DATA_OK when there was none). */
bool data_prefs_salvage(const char *text, size_t len, const char *name, data_prefs *prefs, data_error *err);
bool data_prefs_load_salvage(const char *path, data_prefs *prefs, data_error *err);
bool data_prefs_load(const char *path, data_prefs *prefs, data_error *err);
char *data_prefs_to_json(const data_prefs *prefs);
bool data_prefs_save(const char *path, const data_prefs *prefs, data_error *err);

#define DATA_PREFS_UI_SCALE_MIN 100
#define DATA_PREFS_UI_SCALE_MAX 200
#define DATA_PREFS_WINDOW_MIN_W 320
#define DATA_PREFS_WINDOW_MIN_H 240
/* Fits the remembered window size to a display of display_w x display_h usable
 * points (SDL_GetDisplayUsableBounds), keeping the minimum: the file may say
 * 16384 x 16384, or come from a larger screen. A display size of 0 or less is
 * unknown and changes nothing but the minimum. Returns whether anything changed. */
bool data_prefs_fit_window(data_prefs *prefs, int display_w, int display_h);

#endif
