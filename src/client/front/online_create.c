/*
 * The lobby's "Create a game" form (front/online_create.h).
 */
#ifdef SKIRMISH_HAVE_ONLINE_CLIENT
#include "front/online_create.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "escarmouche/escarmouche.h"
#include "online/proto.h"
#include "skirmish/data/files.h"
#include "skirmish/data/paths.h"
#include "skirmish/i18n.h"

enum { OTHER_OPEN, OTHER_EASY, OTHER_NORMAL, OTHER_HARD, OTHER_N };
static const char *const other_level[OTHER_N] = {"", "easy", "normal", "hard"};
static const char *const trts_factions[] = {"directorate", "luminar", "myriad"};
/* Their names as the factions' files give them (assets/trts/), shown translated. */
static const char *const trts_faction_names[] = {"Directorate", "Luminar", "Myriad"};

void online_create_init(online_create *c)
{
    memset(c, 0, sizeof *c);
    c->other = OTHER_OPEN;
    c->players = 2;
}

bool online_create_known(const char *kind)
{
    return strcmp(kind, "escarmouche") == 0 || strcmp(kind, "trts") == 0 || strcmp(kind, "conquest") == 0 ||
           strcmp(kind, "campaign") == 0;
}

void online_create_kinds(online_create *c, const cJSON *kinds)
{
    c->n_kinds = 0;
    const cJSON *k;
    cJSON_ArrayForEach(k, kinds)
    {
        if (cJSON_IsString(k) && online_create_known(k->valuestring) && c->n_kinds < 4)
            snprintf(c->kinds[c->n_kinds++], sizeof c->kinds[0], "%s", k->valuestring);
    }
}

const char *online_create_kind(const online_create *c)
{
    return c->n_kinds > 0 ? c->kinds[c->kind % c->n_kinds] : "escarmouche";
}

/* How many players a map file takes: TRTS's "players": [min, max], Conquest's
 * {"min", "max"}, the Campaign's "starts" by number of players. */
static void players_of(const cJSON *root, int *min, int *max)
{
    *min = *max = 2;
    const cJSON *p = cJSON_GetObjectItemCaseSensitive(root, "players");
    if (cJSON_IsArray(p) && cJSON_GetArraySize(p) == 2) {
        *min = cJSON_GetArrayItem(p, 0)->valueint;
        *max = cJSON_GetArrayItem(p, 1)->valueint;
    } else if (cJSON_IsObject(p)) {
        *min = cJSON_GetObjectItemCaseSensitive(p, "min") ? cJSON_GetObjectItemCaseSensitive(p, "min")->valueint : 2;
        *max = cJSON_GetObjectItemCaseSensitive(p, "max") ? cJSON_GetObjectItemCaseSensitive(p, "max")->valueint : 2;
    }
    const cJSON *s;
    bool first = true;
    cJSON_ArrayForEach(s, cJSON_GetObjectItemCaseSensitive(root, "starts"))
    {
        int n = s->string ? atoi(s->string) : 0;
        if (n >= 2 && (first || n < *min))
            *min = n;
        if (n >= 2 && (first || n > *max))
            *max = n;
        first = false;
    }
    if (*min < 2)
        *min = 2;
    if (*max > ONLINE_MAX_SEATS)
        *max = ONLINE_MAX_SEATS;
    if (*max < *min)
        *max = *min;
}

/* The maps of a TRTS, Conquest or Campaign game, as the server names them
 * (file stems, maps/<kind>/), each with the name its file gives it. */
static void load_named_maps(app *a, online_create *c)
{
    const char *kind = online_create_kind(c);
    if (strcmp(c->named_kind, kind) == 0)
        return;
    snprintf(c->named_kind, sizeof c->named_kind, "%s", kind);
    c->n_named_maps = 0;
    c->map = 0;
    if (strcmp(kind, "escarmouche") == 0)
        return;
    char dir[DATA_PATH_MAX], maps_dir[DATA_PATH_MAX];
    static char files[ONLINE_CREATE_MAPS][DATA_PATH_MAX];
    if (!data_paths_join(maps_dir, sizeof maps_dir, a->assets.data_dir, "maps") ||
        !data_paths_join(dir, sizeof dir, maps_dir, kind))
        return;
    int n = app_list_json(dir, files, ONLINE_CREATE_MAPS);
    for (int i = 0; i < n; i++) {
        const char *base = strrchr(files[i], '/');
        base = base ? base + 1 : files[i];
        size_t len = strlen(base);
        if (len >= sizeof c->named_maps[0])
            continue;
        int m = c->n_named_maps;
        memcpy(c->named_maps[m], base, len + 1);
        char *dot = strstr(c->named_maps[m], ".json");
        if (dot)
            *dot = '\0';
        char *title = c->named_titles[m], *text = NULL;
        memcpy(title, c->named_maps[m], sizeof c->named_titles[0]);
        size_t n_text;
        data_error err;
        cJSON *root = data_file_read(files[i], &text, &n_text, &err) ? cJSON_ParseWithLength(text, n_text) : NULL;
        const char *name = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(root, "name"));
        if (name && name[0])
            snprintf(title, sizeof c->named_titles[0], "%s", name);
        players_of(root, &c->min_players[m], &c->max_players[m]);
        cJSON_Delete(root);
        free(text);
        c->n_named_maps++;
    }
}

/* The seats the chosen map takes, the player's choice kept within them. */
static int players_now(const online_create *c)
{
    if (c->n_named_maps == 0)
        return 2;
    int m = c->map % c->n_named_maps, n = c->players;
    return n < c->min_players[m] ? c->min_players[m] : n > c->max_players[m] ? c->max_players[m] : n;
}

bool online_create_form(ui *u, online_create *c, int x, int *y, int w, int row, int gap)
{
    app *a = u->app;
    load_named_maps(a, c);
    const char *kind = online_create_kind(c);
    bool esc_kind = strcmp(kind, "escarmouche") == 0;
    const escarmouche_content *esc = escarmouche_content_get(a);
    int d, iy = *y;
    if ((d = ui_stepper(u, ui_rect(x, iy, w, row), _("Game"), online_kind_label(kind))) != 0 && c->n_kinds > 0) {
        c->kind = ui_wrap(c->kind, d, c->n_kinds);
        load_named_maps(a, c);
        return true;
    }
    iy += row + gap;
    const char *map_name = "";
    int n_maps = esc_kind ? (esc ? esc->n_maps : 0) : c->n_named_maps;
    if (n_maps > 0)
        map_name = i18n_content(esc_kind ? esc->maps[c->map % n_maps].name : c->named_titles[c->map % n_maps]);
    if ((d = ui_stepper(u, ui_rect(x, iy, w, row), _("Map"), map_name)) != 0 && n_maps > 0) {
        c->map = ui_wrap(c->map, d, n_maps);
        return true;
    }
    iy += row + gap;
    if (esc_kind) {
        const char *squad = esc && esc->n_squads ? i18n_content(esc->squads[c->squad % esc->n_squads].name) : "";
        /* TRANSLATORS: the lobby: the player's squad (also the one a Join takes) */
        if ((d = ui_stepper(u, ui_rect(x, iy, w, row), _("Your squad"), squad)) != 0 && esc && esc->n_squads) {
            c->squad = ui_wrap(c->squad, d, esc->n_squads);
            return true;
        }
        iy += row + gap;
    } else if (strcmp(kind, "trts") == 0) {
        if ((d = ui_stepper(u, ui_rect(x, iy, w, row), _("Your faction"),
                            i18n_content(trts_faction_names[c->faction % 3]))) != 0) {
            c->faction = ui_wrap(c->faction, d, 3);
            return true;
        }
        iy += row + gap;
    }
    const char *other_names[OTHER_N + 1] = {
        /* TRANSLATORS: the lobby: the other seat waits for a person to join */
        _("Open for a friend"), _("Computer, easy"), _("Computer, normal"), _("Computer, hard"),
        /* TRANSLATORS: the lobby: a seat left empty (the map takes fewer players) */
        _("Nobody")};
    if (esc_kind || n_maps == 0) {
        /* TRANSLATORS: the lobby: who plays the other seat */
        if ((d = ui_stepper(u, ui_rect(x, iy, w, row), _("Other seat"), other_names[c->other])) != 0) {
            c->other = ui_wrap(c->other, d, OTHER_N);
            return true;
        }
        iy += row + gap;
    } else {
        /* Each other seat the map takes: open, the computer, or (past the
         * map's fewest players) nobody, which ends the list there. */
        int m = c->map % n_maps, lo = c->min_players[m], hi = c->max_players[m], n = players_now(c);
        for (int i = 1; i < hi && i <= n && i < ONLINE_CREATE_SEATS; i++) {
            bool empty = i == n, may_empty = i >= lo;
            int value = empty ? OTHER_N : c->seat_kind[i];
            char label[40];
            /* TRANSLATORS: the lobby: a seat of the game being created (its number from 1) */
            snprintf(label, sizeof label, _("Seat %d"), i + 1);
            if ((d = ui_stepper(u, ui_rect(x, iy, w, row), label, other_names[value])) != 0) {
                value = ui_wrap(value, d, may_empty ? OTHER_N + 1 : OTHER_N);
                if (value == OTHER_N) {
                    c->players = i; /* nobody from here on */
                } else {
                    c->seat_kind[i] = value;
                    if (empty)
                        c->players = i + 1;
                }
                return true;
            }
            iy += row + gap;
        }
    }
    if (esc_kind && c->other != OTHER_OPEN && esc && esc->n_squads) {
        /* TRANSLATORS: the lobby: the computer's squad */
        if ((d = ui_stepper(u, ui_rect(x, iy, w, row), _("Its squad"),
                            i18n_content(esc->squads[c->other_squad % esc->n_squads].name))) != 0) {
            c->other_squad = ui_wrap(c->other_squad, d, esc->n_squads);
            return true;
        }
        iy += row + gap;
    }
    *y = iy;
    return false;
}

bool online_create_can(app *a, online_create *c)
{
    load_named_maps(a, c);
    if (strcmp(online_create_kind(c), "escarmouche") == 0) {
        const escarmouche_content *esc = escarmouche_content_get(a);
        return esc && esc->n_maps > 0 && esc->n_squads > 0;
    }
    return c->n_named_maps > 0;
}

char *online_create_message(app *a, online_create *c)
{
    if (!online_create_can(a, c))
        return NULL;
    const char *kind = online_create_kind(c);
    if (strcmp(kind, "escarmouche") == 0) {
        const escarmouche_content *esc = escarmouche_content_get(a);
        const esc_map *map = &esc->maps[c->map % esc->n_maps];
        const esc_squad *mine = &esc->squads[c->squad % esc->n_squads];
        const esc_squad *other = &esc->squads[c->other_squad % esc->n_squads];
        return online_msg_create_escarmouche(map, mine, c->other != OTHER_OPEN, other_level[c->other], other, -1);
    }
    int n = players_now(c);
    const char *levels[ONLINE_CREATE_SEATS] = {NULL}, *factions[ONLINE_CREATE_SEATS] = {NULL};
    for (int i = 0; i < n && i < ONLINE_CREATE_SEATS; i++) {
        int k = c->seat_kind[i];
        levels[i] = i > 0 && k > OTHER_OPEN && k < OTHER_N ? other_level[k] : NULL;
        factions[i] = trts_factions[(c->faction + i) % 3];
    }
    return online_msg_create_seats(kind, c->named_maps[c->map % c->n_named_maps], n, levels,
                                   strcmp(kind, "trts") == 0 ? factions : NULL);
}

const esc_squad *online_create_squad(app *a, const online_create *c)
{
    const escarmouche_content *esc = escarmouche_content_get(a);
    return esc && esc->n_squads > 0 ? &esc->squads[c->squad % esc->n_squads] : NULL;
}

#endif
