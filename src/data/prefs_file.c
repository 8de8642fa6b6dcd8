/*
 * The client's preferences file ("skirmish-preferences"). Every key is optional and
 * defaults, so an old or hand-trimmed file still loads; a broken one is reported
 * and the defaults are used by the caller.
 */
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

static bool get_bool(const data_json_ctx *cx, const cJSON *obj, const char *key, bool *out)
{
    const cJSON *item;
    if (!data_json_member(cx, obj, "", key, false, &item))
        return false;
    if (!item)
        return true;
    if (!cJSON_IsBool(item))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, key, "expected true or false, found %s",
                              data_json_type_name(item));
    *out = cJSON_IsTrue(item);
    return true;
}

bool data_prefs_parse(const char *text, size_t len, const char *name, data_prefs *out, data_error *err)
{
    data_json_ctx cx = { name ? name : "", err };
    data_error_clear(err);
    cJSON *root;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    data_prefs p;
    data_prefs_default(&p);
    bool ok = data_json_check_header(&cx, root, "", DATA_FORMAT_PREFS, true);
    char speed[16] = "";
    char language[64] = "";
    if (ok)
        ok = data_json_get_string(&cx, root, "", "animation_speed", false, speed, sizeof speed);
    if (ok && speed[0]) {
        int found = -1;
        for (int i = 0; i < DATA_ANIM_COUNT; i++)
            if (strcmp(speed, speed_names[i]) == 0)
                found = i;
        if (found < 0)
            ok = data_error_set(err, DATA_ERR_VALUE, cx.file, "animation_speed",
                                "unknown speed \"%s\" (instant, fast, normal or slow)", speed);
        else
            p.anim_speed = (data_anim_speed)found;
    }
    ok = ok && get_bool(&cx, root, "fullscreen", &p.fullscreen) && get_bool(&cx, root, "show_threats", &p.show_threats) &&
         get_bool(&cx, root, "confirm_end_turn", &p.confirm_end_turn) &&
         get_bool(&cx, root, "end_turn_automatically", &p.end_turn_auto) &&
         data_json_get_int(&cx, root, "", "sound_volume", false, 0, 100, &p.sound_volume) &&
         get_bool(&cx, root, "sound_muted", &p.sound_muted) &&
         data_json_get_int(&cx, root, "", "window_width", false, 320, 16384, &p.window_w) &&
         data_json_get_int(&cx, root, "", "window_height", false, 240, 16384, &p.window_h) &&
         data_json_get_string(&cx, root, "", "language", false, language, sizeof language) &&
         data_json_get_int(&cx, root, "", "ui_scale", false, 0, DATA_PREFS_UI_SCALE_MAX, &p.ui_scale);
    if (ok && p.ui_scale != 0 && p.ui_scale < DATA_PREFS_UI_SCALE_MIN)
        ok = data_error_set(err, DATA_ERR_VALUE, cx.file, "ui_scale",
                            "%d is not a scale (a percentage from %d to %d, or 0 for the display's)", p.ui_scale,
                            DATA_PREFS_UI_SCALE_MIN, DATA_PREFS_UI_SCALE_MAX);
    if (ok && strlen(language) >= sizeof p.language)
        ok = data_error_set(err, DATA_ERR_VALUE, cx.file, "language", "\"%.40s\" is too long for a language code",
                            language);
    if (ok)
        memcpy(p.language, language, strlen(language) + 1);
    /* A code names a catalogue folder: letters, "_" and "@" only (never a path). */
    for (const char *c = p.language; ok && *c; c++)
        if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || *c == '_' || *c == '@'))
            ok = data_error_set(err, DATA_ERR_VALUE, cx.file, "language",
                                "\"%s\" is not a language code (such as fr or es; empty for the system's)", p.language);
    cJSON_Delete(root);
    if (ok)
        *out = p;
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
