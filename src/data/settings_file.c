/*
 * Match settings files ("skirmish-settings"): the round limit and the markers an
 * objective game needs. Both keys are optional and default to the rules'
 * defaults, so a settings file only states what it changes.
 */
#include <stdlib.h>
#include <string.h>

#include "fileio_internal.h"
#include "formats_internal.h"
#include "json_util.h"
#include "skirmish/data/files.h"

#define MARKERS_TO_WIN_MAX 99

bool data_settings_from_json(const data_json_ctx *cx, const cJSON *obj, const char *prefix, bool header,
                             esc_settings *out)
{
    if (!data_json_check_header(cx, obj, prefix, DATA_FORMAT_SETTINGS, header))
        return false;
    esc_settings settings;
    memset(&settings, 0, sizeof settings);
    esc_settings_default(&settings);
    if (!data_json_get_int(cx, obj, prefix, "round_limit", false, 0, ESC_MAX_ROUND_LIMIT, &settings.round_limit) ||
        !data_json_get_int(cx, obj, prefix, "markers_to_win", false, 1, MARKERS_TO_WIN_MAX, &settings.markers_to_win))
        return false;
    *out = settings;
    return true;
}

void data_settings_fill_json(cJSON *obj, const esc_settings *settings, bool header, bool *ok)
{
    if (header)
        data_json_add_header(obj, DATA_FORMAT_SETTINGS, ok);
    data_json_add_int(obj, "round_limit", settings->round_limit, ok);
    data_json_add_int(obj, "markers_to_win", settings->markers_to_win, ok);
}

bool data_settings_parse(const char *text, size_t len, const char *name, esc_settings *settings, data_error *err)
{
    data_json_ctx cx = {name != NULL ? name : "", err};
    data_error_clear(err);
    cJSON *root;
    if (!data_json_parse(&cx, text, len, &root))
        return false;
    bool ok = settings != NULL ? data_settings_from_json(&cx, root, "", true, settings)
                               : data_error_set(err, DATA_ERR_MEMORY, cx.file, NULL, "no settings to fill");
    cJSON_Delete(root);
    return ok;
}

bool data_settings_load(const char *path, esc_settings *settings, data_error *err)
{
    char *text;
    size_t len;
    if (!data_file_read(path, &text, &len, err))
        return false;
    bool ok = data_settings_parse(text, len, path, settings, err);
    free(text);
    return ok;
}

char *data_settings_to_json(const esc_settings *settings)
{
    if (settings == NULL)
        return NULL;
    cJSON *root = cJSON_CreateObject();
    bool ok = root != NULL;
    if (ok)
        data_settings_fill_json(root, settings, true, &ok);
    return data_json_finish(root, ok);
}

bool data_settings_save(const char *path, const esc_settings *settings, data_error *err)
{
    return data_file_save_text(path, data_settings_to_json(settings), err);
}
