/*
 * A screen's choices remembered across runs (see choices.h).
 */
#include "skirmish/data/choices.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"

static bool choices_path(const char *dir, const char *file, char *out, size_t size)
{
    return dir && dir[0] && data_paths_join(out, size, dir, file);
}

cJSON *data_choices_read(const char *dir, const char *file, const char *format)
{
    char path[DATA_PATH_MAX], *text = NULL;
    size_t len = 0;
    data_error err;
    if (!choices_path(dir, file, path, sizeof path) || !data_paths_is_file(path) ||
        !data_file_read(path, &text, &len, &err))
        return NULL;
    cJSON *root = cJSON_ParseWithLength(text, len);
    free(text);
    const cJSON *f = cJSON_GetObjectItemCaseSensitive(root, "format");
    if (!cJSON_IsObject(root) || !cJSON_IsString(f) || strcmp(f->valuestring, format) != 0) {
        cJSON_Delete(root);
        return NULL;
    }
    return root;
}

void data_choices_write(const char *dir, const char *file, const char *format, cJSON *root)
{
    char path[DATA_PATH_MAX];
    if (!root)
        return;
    char *text = NULL;
    if (choices_path(dir, file, path, sizeof path) && data_paths_make_dirs(dir) &&
        cJSON_AddStringToObject(root, "format", format) && cJSON_AddNumberToObject(root, "version", 1))
        text = cJSON_Print(root);
    cJSON_Delete(root);
    if (!text)
        return;
    data_error err;
    data_file_write_atomic(path, text, strlen(text), &err); /* a failure only forgets the choices */
    cJSON_free(text);
}

bool data_choices_int(const cJSON *o, const char *key, int lo, int hi, int *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (!cJSON_IsNumber(v) || v->valuedouble < lo || v->valuedouble > hi)
        return false;
    *out = (int)v->valuedouble;
    return true;
}

void data_choices_bool(const cJSON *o, const char *key, bool *out)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (cJSON_IsBool(v))
        *out = cJSON_IsTrue(v);
}

void data_choices_string(const cJSON *o, const char *key, char *out, size_t size)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    if (cJSON_IsString(v) && strlen(v->valuestring) < size)
        snprintf(out, size, "%s", v->valuestring);
}
