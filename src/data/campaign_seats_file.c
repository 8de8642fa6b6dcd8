/*
 * The seats of a saved campaign (docs/formats.md "Seats"): the players' names
 * beside the campaign save of campaign_save_file.c, in a top-level "seats" array.
 * Who is a computer stays the settings' word ("settings.computer"), which the
 * rules read; a save without seats loads with default names. Beside them, the
 * game's event log (docs/formats.md "Events", events.c): a save without one
 * loads an empty log.
 */
#include <stdlib.h>
#include <string.h>

#include "events_internal.h"
#include "fileio_internal.h"
#include "json_util.h"
#include "seats_internal.h"
#include "skirmish/data/campaign_save.h"
#include "skirmish/data/files.h"

/* The campaign's computer has one level; the Escarmouche ids are accepted. */
static const char *const campaign_levels[] = { "normal", "random", "easy", "hard", NULL };

char *data_campaign_save_to_json_seats(const campaign_state *state, const data_seat seats[], const char *match_json,
                                       const evlog *events)
{
    char *text = data_campaign_save_to_json(state, match_json);
    if (text == NULL || (seats == NULL && events == NULL))
        return text;
    cJSON *root = cJSON_Parse(text);
    free(text);
    bool ok = root != NULL;
    data_seat list[CAMPAIGN_MAX_PLAYERS];
    int n = state->settings.n_players;
    for (int p = 0; p < n && p < CAMPAIGN_MAX_PLAYERS && seats; p++) {
        list[p] = seats[p];
        list[p].computer = state->settings.computer[p];
    }
    if (seats)
        data_seats_add_json(root, "seats", list, n, &ok);
    if (events)
        data_events_add_json(root, "events", events, n, &ok);
    return data_json_finish(root, ok);
}

bool data_campaign_save_new(const char *dir, char *path, size_t size, const campaign_state *state,
                            const data_seat seats[], const char *match_json, const evlog *events, data_error *err)
{
    char *text = data_campaign_save_to_json_seats(state, seats, match_json, events);
    return data_file_save_text_stamped(dir, "-campaign", text, path, size, err);
}

bool data_campaign_save_seats(const char *path, const campaign_state *state, const data_seat seats[],
                              const char *match_json, const evlog *events, data_error *err)
{
    data_error_clear(err);
    char *text = data_campaign_save_to_json_seats(state, seats, match_json, events);
    if (text == NULL)
        return data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
    return data_file_save_text(path, text, err);
}

bool data_campaign_load_seats(const char *path, campaign_map *map, campaign_state *state, data_seat seats[],
                              char **match_json, evlog *events, data_error *err)
{
    char *text = NULL;
    size_t len = 0;
    data_error_clear(err);
    if (match_json)
        *match_json = NULL;
    if (!data_file_read(path, &text, &len, err))
        return false;
    campaign_map *tmap = malloc(sizeof *tmap);
    campaign_state *tmp = malloc(sizeof *tmp);
    bool ok = tmap && tmp ? data_campaign_save_parse(text, len, path, tmap, tmp, match_json, err)
                          : data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
    data_seat got[CAMPAIGN_MAX_PLAYERS];
    evlog read;
    evlog_init(&read);
    if (ok) {
        int n = tmp->settings.n_players;
        for (int p = 0; p < n; p++)
            data_seat_set(&got[p], tmp->settings.computer[p], NULL);
        data_json_ctx cx = { path, err };
        cJSON *root = cJSON_ParseWithLength(text, len);
        bool found;
        ok = root != NULL ? data_seats_get_json(&cx, root, "", "seats", campaign_levels, got, n, &found)
                          : data_error_set(err, DATA_ERR_MEMORY, path, NULL, "out of memory");
        if (ok)
            ok = data_events_get_json(&cx, root, "events", n, &read, &found);
        cJSON_Delete(root);
        for (int p = 0; p < n; p++)
            got[p].computer = tmp->settings.computer[p];
    }
    if (ok) {
        *map = *tmap;
        *state = *tmp;
        state->map = map;
        if (seats)
            memcpy(seats, got, sizeof got[0] * (size_t)state->settings.n_players);
        if (events) {
            evlog_free(events);
            *events = read;
            evlog_init(&read);
        }
    } else if (match_json) {
        free(*match_json);
        *match_json = NULL;
    }
    evlog_free(&read);
    free(tmap);
    free(tmp);
    free(text);
    return ok;
}
