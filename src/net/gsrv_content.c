/*
 * The game server's content by name: a shipped file's path from its name
 * (letters, digits, '-': never a path), Escarmouche's maps and squads by name
 * or as the object itself, loaded and checked by the data layer and the squad
 * rules, and the seats of a create message (Conquest's and the Campaign's).
 * The bottom of the server's files: calls none of them.
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

bool gs_shipped_path(const gsrv *s, const char *folder, const char *name, char *path, size_t size)
{
    char rel[128];
    if (!gs_name_ok(name) || snprintf(rel, sizeof rel, "%s/%s.json", folder, name) >= (int)sizeof rel)
        return false;
    return data_paths_join(path, size, s->content_dir, rel);
}

bool gs_seats_parse(gs_game *g, const cJSON *seats, const char *name, int *seat,
                    bool (*level)(const char *word, gs_seat *st), char *message, size_t size)
{
    int n = cJSON_GetArraySize(seats);
    g->n_seats = n;
    *seat = -1;
    for (int i = 0; i < n; i++) {
        const cJSON *si = cJSON_GetArrayItem(seats, i);
        const cJSON *player = cJSON_GetObjectItemCaseSensitive(si, "player");
        gs_seat *st = &g->seats[i];
        const char *p = cJSON_IsString(player) ? player->valuestring : "";
        if (strcmp(p, "open") == 0) {
            st->player = GS_OPEN;
        } else if (strcmp(p, "me") == 0 && *seat < 0) {
            *seat = i;
            st->player = GS_HUMAN;
            snprintf(st->name, sizeof st->name, "%s", name);
        } else if (strcmp(p, "computer") == 0) {
            const cJSON *lv = cJSON_GetObjectItemCaseSensitive(si, "level");
            if (!cJSON_IsString(lv) || !level(lv->valuestring, st)) {
                snprintf(message, size, "seats[%d].level: random, easy, normal or hard", i);
                return false;
            }
            st->player = GS_COMPUTER;
            snprintf(st->name, sizeof st->name, "Computer (%s)", st->level_word);
        } else {
            snprintf(message, size, "seats[%d].player: \"me\" (once), \"open\" or \"computer\"", i);
            return false;
        }
        st->has_squad = st->player != GS_OPEN;
    }
    if (*seat < 0) {
        snprintf(message, size, "seats: one seat must be \"me\"");
        return false;
    }
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

