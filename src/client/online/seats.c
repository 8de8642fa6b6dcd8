/*
 * The seats kept between runs (see seats.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "online/seats.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#include "skirmish/data/files.h"
#include "skirmish/i18n.h"

static bool hex_token(const char *t, size_t n)
{
    if (strlen(t) != n)
        return false;
    for (size_t i = 0; i < n; i++)
        if (!((t[i] >= '0' && t[i] <= '9') || (t[i] >= 'a' && t[i] <= 'f') || (t[i] >= 'A' && t[i] <= 'F')))
            return false;
    return true;
}

bool online_seats_load(const char *path, online_seats *out, char *why, size_t why_size)
{
    memset(out, 0, sizeof *out);
    if (access(path, F_OK) != 0)
        return true;
    char *text = NULL;
    size_t len = 0;
    data_error err;
    if (!data_file_read(path, &text, &len, &err)) {
        snprintf(why, why_size, "%s: %s", path, err.message);
        return false;
    }
    cJSON *j = cJSON_ParseWithLength(text, len);
    free(text);
    const cJSON *seats = cJSON_GetObjectItemCaseSensitive(j, "seats");
    if (!cJSON_IsArray(seats)) {
        cJSON_Delete(j);
        /* TRANSLATORS: the file of the seats kept on game servers cannot be read; %s its path */
        snprintf(why, why_size, _("%s is damaged: the seats it kept are forgotten"), path);
        return false;
    }
    const char *last_name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "name"));
    const char *last_address = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(j, "address"));
    if (last_name && strlen(last_name) < sizeof out->name)
        snprintf(out->name, sizeof out->name, "%s", last_name);
    if (last_address && strlen(last_address) < sizeof out->address)
        snprintf(out->address, sizeof out->address, "%s", last_address);
    const cJSON *s;
    cJSON_ArrayForEach(s, seats)
    {
        if (out->n >= ONLINE_SEATS_KEPT)
            break;
        const char *address = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(s, "address"));
        const char *game = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(s, "game"));
        const char *token = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(s, "token"));
        const cJSON *seat = cJSON_GetObjectItemCaseSensitive(s, "seat");
        /* A row that does not read is skipped, the others kept. */
        if (!address || !game || !token || !cJSON_IsNumber(seat) || strlen(address) >= sizeof out->list[0].address ||
            !hex_token(game, 12) || !hex_token(token, 32) || seat->valueint < 0 || seat->valueint > 3)
            continue;
        online_saved_seat *o = &out->list[out->n++];
        snprintf(o->address, sizeof o->address, "%s", address);
        snprintf(o->game, sizeof o->game, "%s", game);
        snprintf(o->token, sizeof o->token, "%s", token);
        o->seat = seat->valueint;
    }
    cJSON_Delete(j);
    return true;
}

bool online_seats_save(const char *path, const online_seats *s, char *why, size_t why_size)
{
    cJSON *j = cJSON_CreateObject();
    cJSON_AddStringToObject(j, "format", "skirmish-online-seats");
    cJSON_AddNumberToObject(j, "version", 1);
    if (s->name[0])
        cJSON_AddStringToObject(j, "name", s->name);
    if (s->address[0])
        cJSON_AddStringToObject(j, "address", s->address);
    cJSON *arr = cJSON_AddArrayToObject(j, "seats");
    for (int i = 0; i < s->n; i++) {
        cJSON *o = cJSON_CreateObject();
        cJSON_AddStringToObject(o, "address", s->list[i].address);
        cJSON_AddStringToObject(o, "game", s->list[i].game);
        cJSON_AddNumberToObject(o, "seat", s->list[i].seat);
        cJSON_AddStringToObject(o, "token", s->list[i].token);
        cJSON_AddItemToArray(arr, o);
    }
    char *text = cJSON_Print(j);
    cJSON_Delete(j);
    if (text == NULL) {
        snprintf(why, why_size, "%s", _("out of memory"));
        return false;
    }
    /* Created private first: the atomic write keeps the old file's mode. */
    int fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
    if (fd >= 0)
        close(fd);
    data_error err;
    bool ok = data_file_write_atomic(path, text, strlen(text), &err);
    cJSON_free(text);
    if (!ok)
        snprintf(why, why_size, "%s: %s", path, err.message);
    return ok;
}

void online_seats_forget(online_seats *s, const char *address, const char *game)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->list[i].address, address) == 0 && strcmp(s->list[i].game, game) == 0) {
            memmove(&s->list[i], &s->list[i + 1], (size_t)(s->n - i - 1) * sizeof s->list[0]);
            s->n--;
            return;
        }
}

void online_seats_put(online_seats *s, const online_saved_seat *seat)
{
    online_saved_seat copy = *seat;
    online_seats_forget(s, copy.address, copy.game);
    if (s->n == ONLINE_SEATS_KEPT)
        s->n--;
    memmove(&s->list[1], &s->list[0], (size_t)s->n * sizeof s->list[0]);
    s->list[0] = copy;
    s->n++;
}

const online_saved_seat *online_seats_find(const online_seats *s, const char *address, const char *game)
{
    for (int i = 0; i < s->n; i++)
        if (strcmp(s->list[i].address, address) == 0 && strcmp(s->list[i].game, game) == 0)
            return &s->list[i];
    return NULL;
}
