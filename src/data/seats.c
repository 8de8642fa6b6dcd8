/*
 * Seats (see seats.h): names, default names in the reader's language, and the
 * seats' JSON shared by the four games' saves.
 */
#include <stdio.h>
#include <string.h>

#include "seats_internal.h"
#include "skirmish/i18n.h"

void data_seat_set(data_seat *seat, bool computer, const char *level)
{
    memset(seat, 0, sizeof *seat);
    seat->computer = computer;
    snprintf(seat->level, sizeof seat->level, "%s", level && level[0] ? level : "normal");
}

const char *data_seat_level_label(const char *level)
{
    /* The level ids every game uses; their words are the ones the setups show. */
    static const char *const ids[] = { "random", "easy", "normal", "hard" };
    static const char *const names[] = { N_("Random"), N_("Easy"), N_("Normal"), N_("Hard") };
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++)
        if (level && strcmp(level, ids[i]) == 0)
            return _(names[i]);
    return level && level[0] ? level : _(names[2]);
}

void data_seat_default_name(const data_seat *seats, int n, int index, char *out, size_t size)
{
    if (size == 0)
        return;
    if (index < 0 || index >= n) {
        snprintf(out, size, "?");
        return;
    }
    const data_seat *seat = &seats[index];
    if (!seat->computer) {
        /* TRANSLATORS: a player's default name; %d is the seat's number. */
        snprintf(out, size, _("Player %d"), index + 1);
        return;
    }
    int computers = 0;
    for (int i = 0; i < n; i++)
        computers += seats[i].computer;
    if (computers > 1)
        /* TRANSLATORS: a computer player's default name when several seats are computers:
         * "Computer 2 (Normal)"; %d is the seat's number, %s the level. */
        snprintf(out, size, _("Computer %d (%s)"), index + 1, data_seat_level_label(seat->level));
    else
        /* TRANSLATORS: the computer player's default name: "Computer (Normal)"; %s is its level. */
        snprintf(out, size, _("Computer (%s)"), data_seat_level_label(seat->level));
}

void data_seat_label(const data_seat *seats, int n, int index, char *out, size_t size)
{
    if (size == 0)
        return;
    if (index >= 0 && index < n && seats[index].name[0])
        snprintf(out, size, "%s", seats[index].name);
    else
        data_seat_default_name(seats, n, index, out, size);
}

/* Copies a name: control characters and invalid UTF-8 dropped, spaces at the ends
 * trimmed, cut at a character boundary. */
static void clean_name(const char *in, char *out, size_t size)
{
    size_t n = 0;
    const unsigned char *p = (const unsigned char *)in;
    while (*p == ' ')
        p++;
    while (*p) {
        size_t len = *p < 0x80 ? 1 : (*p >> 5) == 6 ? 2 : (*p >> 4) == 14 ? 3 : (*p >> 3) == 30 ? 4 : 0;
        bool ok = len > 0;
        for (size_t k = 1; ok && k < len; k++)
            ok = (p[k] & 0xC0) == 0x80;
        if (!ok || (len == 1 && (*p < 0x20 || *p == 0x7F))) {
            p++;
            continue;
        }
        if (n + len >= size)
            break;
        memcpy(out + n, p, len);
        n += len;
        p += len;
    }
    while (n > 0 && out[n - 1] == ' ')
        n--;
    out[n] = '\0';
}

void data_seat_set_name(data_seat *seats, int n, int index, const char *name)
{
    if (index < 0 || index >= n)
        return;
    char clean[DATA_SEAT_NAME_MAX], def[64];
    clean_name(name ? name : "", clean, sizeof clean);
    data_seat_default_name(seats, n, index, def, sizeof def);
    snprintf(seats[index].name, sizeof seats[index].name, "%s", strcmp(clean, def) == 0 ? "" : clean);
}

int data_seat_only_human(const data_seat *seats, int n)
{
    int human = -1;
    for (int i = 0; i < n; i++) {
        if (seats[i].computer)
            continue;
        if (human >= 0)
            return -1;
        human = i;
    }
    return human;
}

/* ---- JSON ---- */

void data_seat_fill_json(cJSON *obj, const data_seat *seat, bool *ok)
{
    data_json_add_string(obj, "name", seat->name, ok);
    if (*ok && !cJSON_AddItemToObject(obj, "computer", cJSON_CreateBool(seat->computer)))
        *ok = false;
    data_json_add_string(obj, "level", seat->level[0] ? seat->level : "normal", ok);
}

void data_seats_add_json(cJSON *parent, const char *key, const data_seat *seats, int n, bool *ok)
{
    cJSON *list = data_json_add_array(parent, key, ok);
    for (int i = 0; i < n && *ok; i++)
        data_seat_fill_json(data_json_add_object(list, NULL, ok), &seats[i], ok);
}

static bool level_known(const char *const levels[], const char *level)
{
    for (int i = 0; levels && levels[i]; i++)
        if (strcmp(levels[i], level) == 0)
            return true;
    return false;
}

static bool level_error(const data_json_ctx *cx, const char *path, const char *level, const char *const levels[])
{
    char known[120] = "";
    for (int i = 0; levels && levels[i]; i++) {
        size_t len = strlen(known);
        snprintf(known + len, sizeof known - len, "%s%s", i ? ", " : "", levels[i]);
    }
    return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "unknown level \"%s\" (%s)", level, known);
}

bool data_seat_from_json(const data_json_ctx *cx, const cJSON *item, const char *path, const char *const levels[],
                         data_seat *out)
{
    const char *def = levels && levels[0] ? levels[0] : "normal";
    data_seat seat;
    data_seat_set(&seat, false, def);
    if (cJSON_IsString(item)) {
        /* The older Conquest form: "human" or a level. */
        const char *s = item->valuestring;
        if (strcmp(s, "human") != 0) {
            if (!level_known(levels, s))
                return level_error(cx, path, s, levels);
            data_seat_set(&seat, true, s);
        }
        *out = seat;
        return true;
    }
    if (!cJSON_IsObject(item))
        return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, path,
                              "expected a seat object such as {\"name\": \"Ann\", \"computer\": false}, found %s",
                              data_json_type_name(item));
    char name[DATA_SEAT_NAME_MAX * 2] = "";
    if (!data_json_get_string(cx, item, path, "name", false, name, sizeof name))
        return false;
    clean_name(name, seat.name, sizeof seat.name);
    const cJSON *computer = cJSON_GetObjectItemCaseSensitive(item, "computer");
    if (computer != NULL) {
        if (!cJSON_IsBool(computer)) {
            char at[DATA_KEY_MAX];
            data_json_path_key(at, path, "computer");
            return data_error_set(cx->err, DATA_ERR_TYPE, cx->file, at, "expected true or false, found %s",
                                  data_json_type_name(computer));
        }
        seat.computer = cJSON_IsTrue(computer);
    }
    char level[DATA_SEAT_LEVEL_MAX * 2] = "";
    if (!data_json_get_string(cx, item, path, "level", false, level, sizeof level))
        return false;
    if (level[0]) {
        if (!level_known(levels, level)) {
            char at[DATA_KEY_MAX];
            data_json_path_key(at, path, "level");
            return level_error(cx, at, level, levels);
        }
        size_t n = strlen(level); /* a known id: always shorter than the field */
        if (n >= sizeof seat.level)
            n = sizeof seat.level - 1;
        memcpy(seat.level, level, n);
        seat.level[n] = '\0';
    }
    *out = seat;
    return true;
}

bool data_seats_get_json(const data_json_ctx *cx, const cJSON *obj, const char *prefix, const char *key,
                         const char *const levels[], data_seat *seats, int n, bool *found)
{
    const cJSON *list;
    *found = false;
    if (!data_json_get_array(cx, obj, prefix, key, false, &list))
        return false;
    if (list == NULL)
        return true;
    char path[DATA_KEY_MAX];
    data_json_path_key(path, prefix, key);
    int found_n = data_json_length(list);
    if (found_n != n)
        return data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "expected %d seats, found %d", n, found_n);
    data_seat got[DATA_SEATS_MAX];
    int i = 0;
    const cJSON *item;
    cJSON_ArrayForEach(item, list)
    {
        char at[DATA_KEY_MAX];
        data_json_path_index(at, path, i);
        if (i >= DATA_SEATS_MAX || !data_seat_from_json(cx, item, at, levels, &got[i]))
            return i >= DATA_SEATS_MAX ? data_error_set(cx->err, DATA_ERR_VALUE, cx->file, path, "too many seats")
                                       : false;
        i++;
    }
    memcpy(seats, got, sizeof got[0] * (size_t)n);
    *found = true;
    return true;
}
