/*
 * The game server's Escarmouche content: a map or a squad given by a shipped
 * file's name (letters, digits, '-': never a path) or as the object itself,
 * loaded and checked by the data layer and the squad rules. The bottom of the
 * server's files: calls none of them.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gsrv_impl.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"

bool gs_name_ok(const char *name)
{
    size_t n = strlen(name);
    if (n == 0 || n > 64)
        return false;
    for (const char *p = name; *p; p++)
        if (!((*p >= 'a' && *p <= 'z') || (*p >= '0' && *p <= '9') || *p == '-' || *p == '_'))
            return false;
    return true;
}

/* A shipped file by name, or the object itself; `what` names it in messages. */
static bool content_text(gsrv *s, const cJSON *item, const char *folder, char **text, size_t *len, char *message,
                         size_t size, const char *what)
{
    if (cJSON_IsObject(item)) {
        *text = cJSON_PrintUnformatted(item);
        *len = *text ? strlen(*text) : 0;
        return *text != NULL;
    }
    if (!cJSON_IsString(item) || !gs_name_ok(item->valuestring)) {
        snprintf(message, size, "%s: a shipped name (letters, digits, '-') or an object", what);
        return false;
    }
    char rel[128], path[4200];
    snprintf(rel, sizeof rel, "%s/%s.json", folder, item->valuestring);
    data_error err;
    if (!data_paths_join(path, sizeof path, s->content_dir, rel) || !data_file_read(path, text, len, &err)) {
        snprintf(message, size, "%s: no shipped %s '%s'", what, strcmp(folder, "maps") == 0 ? "map" : "squad",
                 item->valuestring);
        return false;
    }
    return true;
}

bool gs_esc_load_map(gsrv *s, const cJSON *item, esc_map *map, char *message, size_t size)
{
    char *text = NULL;
    size_t len = 0;
    if (!content_text(s, item, "maps", &text, &len, message, size, "map"))
        return false;
    data_error err;
    bool ok = data_map_parse(text, len, "map", map, &err);
    free(text);
    if (!ok) {
        char why[600];
        data_error_format(&err, why, sizeof why);
        snprintf(message, size, "%s", why);
    }
    return ok;
}

bool gs_esc_load_squad(gsrv *s, const cJSON *item, int seat, esc_squad *squad, char *message, size_t size)
{
    char what[32];
    snprintf(what, sizeof what, "seats[%d].squad", seat);
    char *text = NULL;
    size_t len = 0;
    if (!content_text(s, item, "assets/squads", &text, &len, message, size, what))
        return false;
    data_error err;
    bool ok = data_squad_parse(text, len, what, squad, &err);
    free(text);
    if (!ok) {
        char why[600];
        data_error_format(&err, why, sizeof why);
        snprintf(message, size, "%s", why);
        return false;
    }
    esc_squad_report rep = esc_squad_test(squad);
    if (rep.problem != ESC_SQUAD_OK) {
        char why[256];
        esc_squad_report_text(&rep, squad, why, sizeof why);
        snprintf(message, size, "%s: %s", what, why);
        return false;
    }
    return true;
}

