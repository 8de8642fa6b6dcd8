/*
 * The client's preferences file ("skirmish-preferences"). Every key is optional and
 * defaults, so an old or hand-trimmed file still loads. One bad value costs only
 * its own key (data_prefs_salvage): the language, the window and the rest stay.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "fileio_internal.h"
#include "formats_internal.h"
#include "json_util.h"
#include "skirmish/data/files.h"
#include "skirmish/data/prefs.h"

static const char *const speed_names[DATA_ANIM_COUNT] = { "instant", "fast", "normal", "slow" };

const char *data_anim_speed_name(data_anim_speed speed)
{
    return (unsigned)speed < DATA_ANIM_COUNT ? speed_names[speed] : "normal";
}

void data_prefs_default(data_prefs *prefs)
{
    memset(prefs, 0, sizeof *prefs);
    prefs->anim_speed = DATA_ANIM_NORMAL;
    prefs->fullscreen = false;
    prefs->show_threats = false;
    prefs->confirm_end_turn = true;
    prefs->end_turn_auto = false;
    prefs->sound_volume = 70;
    prefs->sound_muted = false;
    prefs->window_w = 1280;
    prefs->window_h = 800;
}

/* Reading keeps every good key: a bad one is left at its default (a number out of
 * range is clamped into it) and the first such problem is kept to be told. */
typedef struct reader {
    data_json_ctx cx;     /* errors of one key go to `key` */
    data_error key;
    data_error *first;    /* the first key's problem, kind DATA_OK while none */
} reader;

static void note(reader *r)
{
    if (r->first->kind == DATA_OK)
        *r->first = r->key;
}

static void get_bool(reader *r, const cJSON *obj, const char *key, bool *out)
{
    const cJSON *item = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!item)
        return;
    if (!cJSON_IsBool(item)) {
        data_error_set(&r->key, DATA_ERR_TYPE, r->cx.file, key, "expected true or false, found %s",
                       data_json_type_name(item));
        note(r);
        return;
    }
    *out = cJSON_IsTrue(item);
}

static void get_int(reader *r, const cJSON *obj, const char *key, int min, int max, int *out)
{
    const cJSON *item = cJSON_GetObjectItemCaseSensitive(obj, key);
    if (!item || data_json_int(&r->cx, item, key, min, max, out))
        return;
    note(r);
    if (cJSON_IsNumber(item) && isfinite(item->valuedouble)) {
        double v = floor(item->valuedouble);
        *out = v < min ? min : v > max ? max : (int)v;
    }
}

static void get_speed(reader *r, const cJSON *root, data_anim_speed *out)
{
    char speed[16] = "";
    if (!data_json_get_string(&r->cx, root, "", "animation_speed", false, speed, sizeof speed)) {
        note(r);
        return;
    }
    if (!speed[0])
        return;
    for (int i = 0; i < DATA_ANIM_COUNT; i++)
        if (strcmp(speed, speed_names[i]) == 0) {
            *out = (data_anim_speed)i;
            return;
        }
    data_error_set(&r->key, DATA_ERR_VALUE, r->cx.file, "animation_speed",
                   "unknown speed \"%s\" (instant, fast, normal or slow)", speed);
    note(r);
}

static void get_language(reader *r, const cJSON *root, char out[16])
{
    char language[64] = "";
    if (!data_json_get_string(&r->cx, root, "", "language", false, language, sizeof language)) {
        note(r);
        return;
    }
    if (strlen(language) >= 16) {
        data_error_set(&r->key, DATA_ERR_VALUE, r->cx.file, "language", "\"%.40s\" is too long for a language code",
                       language);
        note(r);
        return;
    }
    /* A code names a catalogue folder: letters, "_" and "@" only (never a path). */
    for (const char *c = language; *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || *c == '_' || *c == '@')) {
            data_error_set(&r->key, DATA_ERR_VALUE, r->cx.file, "language",
                           "\"%s\" is not a language code (such as fr or es; empty for the system's)", language);
            note(r);
            return;
        }
    memcpy(out, language, strlen(language) + 1);
}

bool data_prefs_salvage(const char *text, size_t len, const char *name, data_prefs *out, data_error *err)
{
    data_error_clear(err);
    reader r = { { name ? name : "", NULL }, { 0 }, err };
    r.cx.err = &r.key;
    data_json_ctx whole = { r.cx.file, err };
    cJSON *root;
    if (!data_json_parse(&whole, text, len, &root))
        return false;
    if (!data_json_check_header(&whole, root, "", DATA_FORMAT_PREFS, true)) {
        cJSON_Delete(root);
        return false;
    }
    data_prefs p;
    data_prefs_default(&p);
    get_speed(&r, root, &p.anim_speed);
    get_bool(&r, root, "fullscreen", &p.fullscreen);
    get_bool(&r, root, "show_threats", &p.show_threats);
    get_bool(&r, root, "confirm_end_turn", &p.confirm_end_turn);
    get_bool(&r, root, "end_turn_automatically", &p.end_turn_auto);
    get_int(&r, root, "sound_volume", 0, 100, &p.sound_volume);
    get_bool(&r, root, "sound_muted", &p.sound_muted);
    get_int(&r, root, "window_width", 320, 16384, &p.window_w);
    get_int(&r, root, "window_height", 240, 16384, &p.window_h);
    get_language(&r, root, p.language);
    get_int(&r, root, "ui_scale", 0, DATA_PREFS_UI_SCALE_MAX, &p.ui_scale);
    if (p.ui_scale != 0 && p.ui_scale < DATA_PREFS_UI_SCALE_MIN) {
        data_error_set(&r.key, DATA_ERR_VALUE, r.cx.file, "ui_scale",
                       "%d is not a scale (a percentage from %d to %d, or 0 for the display's)", p.ui_scale,
                       DATA_PREFS_UI_SCALE_MIN, DATA_PREFS_UI_SCALE_MAX);
        note(&r);
        p.ui_scale = DATA_PREFS_UI_SCALE_MIN;
    }
    cJSON_Delete(root);
    *out = p;
    return true;
}

bool data_prefs_parse(const char *text, size_t len, const char *name, data_prefs *out, data_error *err)
{
    data_prefs p;
    if (!data_prefs_salvage(text, len, name, &p, err) || err->kind != DATA_OK)
        return false;
    *out = p;
    return true;
}

bool data_prefs_load_salvage(const char *path, data_prefs *prefs, data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_prefs_salvage(text, len, path, prefs, err);
    free(text);
    return ok;
}

bool data_prefs_load(const char *path, data_prefs *prefs, data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_prefs_parse(text, len, path, prefs, err);
    free(text);
    return ok;
}

char *data_prefs_to_json(const data_prefs *prefs)
{
    cJSON *root = cJSON_CreateObject();
    bool ok = root != NULL;
    data_json_add_header(root, DATA_FORMAT_PREFS, &ok);
    data_json_add_string(root, "animation_speed", data_anim_speed_name(prefs->anim_speed), &ok);
    if (ok && (!cJSON_AddBoolToObject(root, "fullscreen", prefs->fullscreen) ||
               !cJSON_AddBoolToObject(root, "show_threats", prefs->show_threats) ||
               !cJSON_AddBoolToObject(root, "confirm_end_turn", prefs->confirm_end_turn) ||
               !cJSON_AddBoolToObject(root, "end_turn_automatically", prefs->end_turn_auto)))
        ok = false;
    data_json_add_int(root, "sound_volume", prefs->sound_volume, &ok);
    if (ok && !cJSON_AddBoolToObject(root, "sound_muted", prefs->sound_muted))
        ok = false;
    data_json_add_int(root, "window_width", prefs->window_w, &ok);
    data_json_add_int(root, "window_height", prefs->window_h, &ok);
    data_json_add_string(root, "language", prefs->language, &ok);
    data_json_add_int(root, "ui_scale", prefs->ui_scale, &ok);
    return data_json_finish(root, ok);
}

bool data_prefs_save(const char *path, const data_prefs *prefs, data_error *err)
{
    return data_file_save_text(path, data_prefs_to_json(prefs), err);
}

bool data_prefs_fit_window(data_prefs *prefs, int display_w, int display_h)
{
    int w = prefs->window_w, h = prefs->window_h;
    if (display_w > 0 && w > display_w)
        w = display_w;
    if (display_h > 0 && h > display_h)
        h = display_h;
    /* The minimum wins over a display smaller than it: the window manager fits it. */
    if (w < DATA_PREFS_WINDOW_MIN_W)
        w = DATA_PREFS_WINDOW_MIN_W;
    if (h < DATA_PREFS_WINDOW_MIN_H)
        h = DATA_PREFS_WINDOW_MIN_H;
    bool changed = w != prefs->window_w || h != prefs->window_h;
    prefs->window_w = w;
    prefs->window_h = h;
    return changed;
}
